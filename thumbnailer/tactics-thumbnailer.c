/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Previews of maps, scenarios and saved matches for file managers, run as
 * io.tactics.thumbnailer says: tactics-thumbnailer -s SIZE INPUT OUTPUT. */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics.h"
#include "tactics-draw.h"

/* Sizes file managers ask for run from 128 (normal) to 1024 (xx-large). */
#define MAX_SIZE 4096

int
main (int   argc,
      char *argv[])
{
  int size = 0;
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "size", 's', 0, G_OPTION_ARG_INT, &size,
      N_("The largest width and height of the preview, in pixels (required)"), N_("SIZE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("INPUT OUTPUT") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsPicture) picture = NULL;
  g_autoptr(GFile) input = NULL;
  g_autoptr(GFile) output = NULL;
  double cell_size;

  tactics_set_locale ();
  tactics_init ();
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("INPUT OUTPUT"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context,
                                _("Writes a PNG preview of a Tactics map, scenario or saved match "
                                  "for file managers."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tactics-thumbnailer: %s\n", error->message);
      return 2;
    }
  if (files == NULL || g_strv_length (files) != 2)
    {
      g_printerr ("tactics-thumbnailer: %s\n", _("expected an INPUT and an OUTPUT file"));
      return 2;
    }
  if (size < 1 || size > MAX_SIZE)
    {
      g_printerr ("tactics-thumbnailer: ");
      /* Translators: the largest size allowed. */
      g_printerr (_("--size must be from 1 to %d"), MAX_SIZE);
      g_printerr ("\n");
      return 2;
    }

  /* File managers pass a URI (%u) or a path (%i): both are understood. */
  input = g_file_new_for_commandline_arg (files[0]);
  output = g_file_new_for_commandline_arg (files[1]);
  picture = tactics_picture_new_thumbnail_for_file (input, &error);
  if (picture == NULL)
    {
      g_printerr ("tactics-thumbnailer: %s\n", error->message);
      return 1;
    }
  cell_size = tactics_picture_fit_cell_size (picture, size, size);
  if (!tactics_picture_write (picture, cell_size, TACTICS_PICTURE_FORMAT_PNG, output, &error))
    {
      g_printerr ("tactics-thumbnailer: %s\n", error->message);
      return 1;
    }
  return 0;
}
