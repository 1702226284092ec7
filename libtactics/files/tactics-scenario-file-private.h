/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-file-private.h"
#include "tactics-map.h"
#include "tactics-scenario.h"

/* Scenarios from and to XML (tactics-scenario-file.c): the element that
 * holds one, for the scenario loader and for any file that carries a
 * scenario inside it (a map, a game save). */

G_BEGIN_DECLS

/* Limits of a scenario file, besides its sides and regions
 * (TACTICS_MAX_SCENARIO_SIDES, TACTICS_MAX_SCENARIO_REGIONS). */
/* A side's placed units and budget: TACTICS_MAX_UNITS_PER_PLAYER each. */
#define TACTICS_MAX_SIDE_OBJECTIVES       32
/* Cells of all the regions together: as many as the largest map has. */
#define TACTICS_MAX_SCENARIO_REGION_CELLS (4096 * 4096)

/* Reads a scenario on @map from @node, a <tactics-scenario> root (whose
 * version, map reference and translation domain are its own) or a
 * <scenario> inside another element (which has none of them: @domain is
 * the translation domain of the file that holds it, NULL for none). Every
 * check is made here, whether or not the document was validated against a
 * schema. *@scenario gets the scenario, with its map path left NULL. */
gboolean    tactics_xml_read_scenario_element  (xmlNode           *node,
                                                const char        *path,
                                                TacticsMap        *map,
                                                const char        *domain,
                                                TacticsScenario  **scenario,
                                                GError           **error);

/* Appends @scenario as a <tactics-scenario> root naming its map path (when
 * @root is TRUE: the scenario's own translation domain applies), or as a
 * <scenario> inside a file of translation domain @domain. */
void        tactics_xml_write_scenario_element (TacticsScenario   *scenario,
                                                GString           *out,
                                                guint              indent,
                                                gboolean           root,
                                                const char        *domain);

/* The whole map with @scenario inside, after its grid. */
void        tactics_map_to_xml_with_scenario   (TacticsMap        *map,
                                                TacticsScenario   *scenario,
                                                GString           *out,
                                                guint              indent,
                                                TacticsXmlWriteFlags flags);

G_END_DECLS
