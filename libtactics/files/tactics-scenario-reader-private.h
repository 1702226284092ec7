/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-file-private.h"
#include "tactics-ruleset.h"
#include "tactics-scenario.h"
#include "tactics-xml-reader-private.h"

/* The scenario element's reader, in two files: tactics-scenario-file.c
 * (the element, its texts and regions, the checks every part shares) and
 * tactics-scenario-sides-reader.c (the sides). */

G_BEGIN_DECLS

/* What the reader knows while it reads one scenario. */
typedef struct {
  const char      *path;
  TacticsRuleset  *ruleset;
  TacticsScenario *scenario;
  int              width;
  int              height;
  GHashTable      *region_lines;  /* id → line of its definition */
  GHashTable      *side_lines;
  GHashTable      *unit_lines;    /* placed units of every side */
  GHashTable      *unit_cells;    /* cell index + 1 → placed unit id (borrowed) */
  GPtrArray       *unit_refs;     /* objective elements naming a unit, checked last */
  guint8          *seen_cells;    /* a bit per cell of the map, for one region at a time */
  guint64          n_region_cells;
} ScenarioReader;

void      tactics_scenario_reader_clear                 (ScenarioReader      *reader);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ScenarioReader, tactics_scenario_reader_clear)

/* A value as written, shortened for a message. */
char     *tactics_scenario_reader_shorten               (const char          *text);
/* Checks that the attributes of @node are among @allowed (NULL-terminated):
 * a scenario inside another file is not checked against a schema. */
gboolean  tactics_scenario_reader_check_attributes      (xmlNode             *node,
                                                         const char * const  *allowed,
                                                         const char          *path,
                                                         GError             **error);
/* One kind of child element: its name, and whether it may come more than
 * once. */
typedef struct {
  const char *name;
  gboolean    repeats;
} ChildRule;

/* Checks the child elements of @node against @rules, which lists them in
 * the order they must come, each once unless it repeats. */
gboolean  tactics_scenario_reader_check_child_order     (xmlNode             *node,
                                                         const ChildRule     *rules,
                                                         guint                n_rules,
                                                         const char          *path,
                                                         GError             **error);
/* The optional "name" of @node, checked for length. */
gboolean  tactics_scenario_reader_read_name             (ScenarioReader      *reader,
                                                         xmlNode             *node,
                                                         char               **name,
                                                         GError             **error);
/* The <regions> element, into the reader's scenario. */
gboolean  tactics_scenario_reader_read_regions          (ScenarioReader      *reader,
                                                         xmlNode             *node,
                                                         GError             **error);
/* The <sides> element, into the reader's scenario; @domain translates
 * their names. */
gboolean  tactics_scenario_reader_read_sides            (ScenarioReader      *reader,
                                                         xmlNode             *sides,
                                                         const char          *domain,
                                                         GError             **error);
/* The units objectives name, checked once every side is read. */
gboolean  tactics_scenario_reader_check_unit_references (ScenarioReader      *reader,
                                                         GError             **error);

G_END_DECLS
