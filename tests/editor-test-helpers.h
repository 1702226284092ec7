/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-window-private.h"
#include "ui-test-helpers.h"

G_BEGIN_DECLS

/* The fixtures of the editor window tests: one application, a scratch
 * folder for its settings, recent files and recovery files, and a window
 * on a new 12 × 9 map of the bundled terrains or on the bundled ruleset. */

/* The application every fixture's window belongs to. */
extern TacticsEditorApplication *app;
/* $XDG_STATE_HOME, $XDG_DATA_HOME and $XDG_CONFIG_HOME of the tests. */
extern char *scratch;

/* Terrains of the bundled ruleset, by position. */
enum {
  PLAINS = 0,
  ROAD = 1,
  FOREST = 2,
  HILLS = 3,
  WATER = 7,
};

typedef struct {
  TacticsEditorWindow   *window;
  TacticsBoard          *board;
  TacticsEditorDocument *document;
  TacticsMap            *map;
} EditorFixture;

/* A window on a new 12 × 9 map of the topology in @data
 * (GINT_TO_POINTER), shown and drawn. */
void       editor_fixture_set_up     (EditorFixture *fixture,
                                      gconstpointer  data);
/* A window on the document @file holds, 1400 × 900, shown and drawn. */
void       editor_fixture_open       (EditorFixture *fixture,
                                      GFile         *file);
/* Closes the window without asking, if it is still open. */
void       editor_fixture_tear_down  (EditorFixture *fixture,
                                      gconstpointer  data);

#define ADD_EDITOR_TEST(path, topology, func) \
  g_test_add (path, EditorFixture, GINT_TO_POINTER (topology), \
              editor_fixture_set_up, func, editor_fixture_tear_down)

guint      terrain_at                (EditorFixture *fixture,
                                      int            x,
                                      int            y);
/* Activates the window's @action with @parameter (floating or NULL). */
void       activate                  (EditorFixture *fixture,
                                      const char    *action,
                                      GVariant      *parameter);
void       use_tool                  (EditorFixture *fixture,
                                      const char    *tool);
void       click                     (EditorFixture *fixture,
                                      int            x,
                                      int            y);
/* The window's widget named @name (there must be one). */
GtkWidget *field                     (EditorFixture *fixture,
                                      const char    *name);
/* The document's Undo label, e.g. "Paint". */
const char *undo_label               (EditorFixture *fixture);
/* The visible toplevel of @type, or NULL. */
GtkWidget *find_toplevel_of_type     (GType          type);

/* The scratch folder, ui_test_init () and the application, registered. */
void       editor_test_init          (int           *argc,
                                      char        ***argv);
void       editor_test_clean_up      (void);

/* The ruleset tests' fixture (test-editor-ruleset.c, test-editor-actions.c,
 * test-editor-pickers.c): a window on the bundled ruleset file alone. */
typedef struct {
  TacticsEditorWindow   *window;
  TacticsEditorDocument *document;
  TacticsRuleset        *ruleset;
} RulesetFixture;

void       ruleset_fixture_set_up    (RulesetFixture *fixture,
                                      gconstpointer   data);
void       ruleset_fixture_tear_down (RulesetFixture *fixture,
                                      gconstpointer   data);
#define ADD_RULESET_TEST(path, func) \
  g_test_add (path, RulesetFixture, NULL, ruleset_fixture_set_up, func, ruleset_fixture_tear_down)
/* The window's widget named @name. */
GtkWidget *ruleset_field             (RulesetFixture *fixture,
                                      const char     *name);
void       ruleset_type_text         (RulesetFixture *fixture,
                                      const char     *name,
                                      const char     *text);
/* The field @name refuses what it holds, with its message under it. */
gboolean   ruleset_shows_error       (RulesetFixture *fixture,
                                      const char     *name);

G_END_DECLS
