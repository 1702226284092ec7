/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's save, run to be killed by test-editor-kill.
 *
 *   editor-save-child MAP REGION TERRAIN_A TERRAIN_B
 *
 * Opens MAP in a real editor window (not shown), then over and over: changes
 * the map to the other of two known versions, writes the recovery file as
 * the window's one-minute autosave does, twice (a new copy, then a copy
 * replaced), and saves as the Save action does.
 * The versions differ in the square of REGION × REGION cells at the top
 * left, all TERRAIN_A (a terrain index) in one and all TERRAIN_B in the
 * other. The first change paints the square, later ones undo and redo it.
 *
 * It reports its progress on standard output, one byte a step, written
 * before the step begins so the parent knows where a kill landed:
 *   R  the window is ready, the first change comes next
 *   A  the first autosave begins (the change is made)
 *   B  the second autosave begins (the copy is complete, and is replaced)
 *   S  the save begins (the copy is complete)
 *   D  the save is done
 * It never ends by itself; the parent kills it. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-window-private.h"

static void
report (char step)
{
  while (write (STDOUT_FILENO, &step, 1) < 0)
    if (errno != EINTR)
      g_error ("cannot report progress: %s", g_strerror (errno));
}

static guint
parse_number (const char *text,
              guint       max)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL))
    g_error ("not a number up to %u: %s", max, text);
  return (guint) value;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsEditorApplication) app = NULL;
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GArray) region = NULL;
  TacticsEditorWindow *window;
  TacticsMap *map;
  guint size;
  guint terrains[2];
  guint paint_with;

  if (argc != 5)
    {
      g_printerr ("usage: %s MAP REGION TERRAIN_A TERRAIN_B\n", argv[0]);
      return 2;
    }

  gtk_init ();
  tactics_gtk_init ();

  app = tactics_editor_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("cannot register the application: %s", error->message);

  file = g_file_new_for_commandline_arg (argv[1]);
  document = tactics_editor_document_load (file, &error);
  if (document == NULL)
    g_error ("%s", error->message);
  map = tactics_editor_document_get_map (document);
  size = parse_number (argv[2], (guint) MIN (tactics_map_get_width (map),
                                              tactics_map_get_height (map)));
  terrains[0] = parse_number (argv[3], tactics_ruleset_get_n_terrains (
                                         tactics_map_get_ruleset (map)) - 1);
  terrains[1] = parse_number (argv[4], tactics_ruleset_get_n_terrains (
                                         tactics_map_get_ruleset (map)) - 1);

  /* Whichever version is on disk, the first save writes the other one. */
  paint_with = tactics_map_get_terrain_index (map, (TacticsCell) { 0, 0 }) == terrains[0]
               ? terrains[1] : terrains[0];
  region = g_array_sized_new (FALSE, FALSE, sizeof (TacticsCell), size * size);
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      {
        TacticsCell cell = { (int) x, (int) y };

        g_array_append_val (region, cell);
      }

  window = tactics_editor_window_new (GTK_APPLICATION (app), document);
  report ('R');

  for (guint cycle = 0; ; cycle++)
    {
      if (cycle == 0)
        tactics_editor_document_paint (document, (const TacticsCell *) region->data,
                                       region->len, paint_with);
      else if (cycle % 2 == 1)
        tactics_editor_document_undo (document);
      else
        tactics_editor_document_redo (document);
      if (!tactics_editor_document_get_modified (document))
        g_error ("the change did not make the document modified");

      report ('A');
      tactics_editor_window_autosave (window);
      if (tactics_editor_window_get_recovery_file (window) == NULL)
        g_error ("the autosave wrote no recovery file");
      report ('B');
      tactics_editor_window_autosave (window);

      report ('S');
      if (!tactics_editor_window_save (window, FALSE))
        g_error ("could not save: %s", tactics_editor_window_get_error (window));
      report ('D');
    }

  return 0;
}
