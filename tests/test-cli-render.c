/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "tactics.h"
#include "tactics-draw.h"
#include "cli-test-helpers.h"

/* tactics-cli render and tactics-thumbnailer, run as programs: every
 * bundled map and scenario drawn, the three formats, overlays, bad
 * arguments, and no output file left behind when anything fails. */

static const guint8 png_signature[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

static char *
temp_path (const char *name)
{
  return g_build_filename (temp_dir, name, NULL);
}

/* The PNG's size, after checking its signature and header chunk. */
static void
read_png_size (const char *path,
               guint      *width,
               guint      *height)
{
  g_autofree char *data = NULL;
  gsize size = 0;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &data, &size, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (size, >, 24);
  g_assert_cmpmem (data, sizeof png_signature, png_signature, sizeof png_signature);
  g_assert_cmpmem (data + 12, 4, "IHDR", 4);
  *width = GUINT32_FROM_BE (*(guint32 *) (data + 16));
  *height = GUINT32_FROM_BE (*(guint32 *) (data + 20));
}

/* The folder holds only what the test put there: no temporary file of a
 * failed write left behind. */
static guint
count_temp_files (void)
{
  g_autoptr(GDir) dir = g_dir_open (temp_dir, 0, NULL);
  guint count = 0;

  while (g_dir_read_name (dir) != NULL)
    count++;
  return count;
}

static void
test_render_bundled (void)
{
  g_autoptr(GPtrArray) files = list_data_files ();
  g_autofree char *out = temp_path ("bundled.png");
  guint rendered = 0;

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_auto(CliResult) result = { 0 };
      g_autoptr(GFile) file = NULL;
      g_autoptr(TacticsPicture) picture = NULL;
      g_autoptr(GError) error = NULL;
      double width;
      double height;
      guint png_width;
      guint png_height;

      if (!g_str_has_suffix (path, ".map.xml") && !g_str_has_suffix (path, ".scenario.xml"))
        continue;
      g_test_message ("%s", path);
      run_cli (&result, "render", path, "-o", out, "--cell", "16", "--overlay", "regions",
               "--overlay", "starts", NULL);
      assert_success (&result, "");

      file = g_file_new_for_path (path);
      picture = tactics_picture_new_for_file (file, &error);
      g_assert_no_error (error);
      tactics_picture_get_size (picture, 16, &width, &height);
      read_png_size (out, &png_width, &png_height);
      g_assert_cmpuint (png_width, ==, (guint) ceil (width));
      g_assert_cmpuint (png_height, ==, (guint) ceil (height));
      g_assert_cmpint (g_unlink (out), ==, 0);
      rendered++;
    }
  /* Four maps and three scenarios are bundled. */
  g_assert_cmpuint (rendered, >=, 7);
}

/* PDF files hold binary streams: strstr() would stop at their first NUL. */
static gboolean
contains_bytes (const char *data,
                gsize       size,
                const char *text)
{
  gsize length = strlen (text);

  for (gsize i = 0; i + length <= size; i++)
    if (memcmp (data + i, text, length) == 0)
      return TRUE;
  return FALSE;
}

static void
test_render_formats (void)
{
  static const struct {
    const char *name;
    const char *start;
    const char *contains;
  } formats[] = {
    { "map.svg", "<?xml", "<svg" },
    { "map.PDF", "%PDF-", "%%EOF" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *out = temp_path (formats[i].name);
      g_auto(CliResult) result = { 0 };
      g_autofree char *data = NULL;
      gsize size;

      run_cli (&result, "render", example_path, "-o", out, NULL);
      assert_success (&result, "");
      g_assert_true (g_file_get_contents (out, &data, &size, NULL));
      g_assert_true (g_str_has_prefix (data, formats[i].start));
      g_assert_true (contains_bytes (data, size, formats[i].contains));
      g_assert_cmpint (g_unlink (out), ==, 0);
    }
}

/* --fit draws the whole board inside the box, touching it on one side. */
static void
test_render_fit (void)
{
  g_autofree char *out = temp_path ("fit.png");
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                            "islands.map.xml", NULL);
  g_auto(CliResult) result = { 0 };
  guint width;
  guint height;

  run_cli (&result, "render", path, "-o", out, "--fit", "300,300", NULL);
  assert_success (&result, "");
  read_png_size (out, &width, &height);
  g_assert_cmpuint (MAX (width, height), >=, 299);
  g_assert_cmpuint (width, <=, 300);
  g_assert_cmpuint (height, <=, 300);
  g_assert_cmpint (g_unlink (out), ==, 0);
}

typedef struct {
  const char *args[10];
  int         status;
  const char *mention;
} BadCase;

static void
test_render_bad_arguments (void)
{
  g_autofree char *out = temp_path ("bad.png");
  g_autofree char *missing_folder = temp_path ("no-such-folder/out.png");
  g_autofree char *broken = write_temp_file ("broken.map.xml", "<tactics-map version=\"1\"");
  const BadCase cases[] = {
    { { "render", example_path, NULL }, 2, "--output is required" },
    { { "render", "-o", out, NULL }, 2, "exactly one FILE" },
    { { "render", example_path, "-o", "out.gif", NULL }, 2, "out.gif" },
    { { "render", example_path, "-o", out, "--cell", "0", NULL }, 2, "--cell" },
    { { "render", example_path, "-o", out, "--cell", "513", NULL }, 2, "--cell" },
    { { "render", example_path, "-o", out, "--fit", "20", NULL }, 2, "--fit" },
    { { "render", example_path, "-o", out, "--cell", "8", "--fit", "9,9", NULL }, 2, "--fit" },
    { { "render", example_path, "-o", out, "--overlay", "fog", NULL }, 2, "fog" },
    { { "render", example_path, "-o", out, "--overlay", "reach:x", NULL }, 2, "reach" },
    { { "render", example_path, "-o", out, "--overlay", "threat:0", NULL }, 2, "threat" },
    /* No units move on a map. */
    { { "render", example_path, "-o", out, "--overlay", "reach:1,1", NULL }, 1, "saved match" },
    { { "render", example_path, "-o", out, "--overlay", "threat", NULL }, 1, "saved match" },
    { { "render", broken, "-o", out, NULL }, 1, "broken.map.xml:" },
    { { "render", "no-such.map.xml", "-o", out, NULL }, 1, "no-such.map.xml" },
    { { "render", example_path, "-o", missing_folder, NULL }, 1, "out.png" },
  };
  guint files_before = count_temp_files ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliResult) result = { 0 };

      run_cli_argv (cases[i].args, &result);
      g_test_message ("case %u: %s", i, result.err);
      g_assert_cmpint (result.status, ==, cases[i].status);
      g_assert_cmpstr (result.out, ==, "");
      g_assert_nonnull (strstr (result.err, cases[i].mention));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_temp_files (), ==, files_before);
    }
  g_assert_cmpint (g_unlink (broken), ==, 0);
}

/* A failed render leaves the file that was there as it was. */
static void
test_render_keeps_old_file (void)
{
  g_autofree char *out = temp_path ("kept.png");
  g_autofree char *broken = write_temp_file ("broken2.map.xml", "<tactics-map");
  g_auto(CliResult) result = { 0 };
  g_autofree char *data = NULL;

  g_assert_true (g_file_set_contents (out, "old picture", -1, NULL));
  run_cli (&result, "render", broken, "-o", out, NULL);
  g_assert_cmpint (result.status, ==, 1);
  g_assert_true (g_file_get_contents (out, &data, NULL, NULL));
  g_assert_cmpstr (data, ==, "old picture");
  g_assert_cmpint (g_unlink (out), ==, 0);
  g_assert_cmpint (g_unlink (broken), ==, 0);
}

/* A picture too large for cairo is refused before anything is drawn. */
static void
test_render_too_large (void)
{
  g_autoptr(GString) map = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autofree char *out = temp_path ("huge.png");
  g_auto(CliResult) result = { 0 };

  g_string_append (map, "<tactics-map version=\"1\" name=\"Wide\" width=\"100\" height=\"1\" "
                        "topology=\"square\">\n  <terrains>\n"
                        "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\"/>\n"
                        "  </terrains>\n  <grid>\n0");
  for (int i = 1; i < 100; i++)
    g_string_append (map, ",0");
  g_string_append (map, "\n  </grid>\n</tactics-map>\n");
  path = write_temp_file ("wide.map.xml", map->str);
  run_cli (&result, "render", path, "-o", out, "--cell", "512", NULL);
  g_test_message ("%s", result.err);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_nonnull (strstr (result.err, "32767"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* A saved match: its units, a unit's reach and the enemy's threat, which
 * the engine computes, change the picture. */
static void
test_render_save_overlays (void)
{
  g_autofree char *save = temp_path ("match.save.xml");
  g_autofree char *plain = temp_path ("plain.png");
  g_autofree char *marked = temp_path ("marked.png");
  g_autofree char *map = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                           "skirmish.map.xml", NULL);
  g_autoptr(GFile) save_file = g_file_new_for_path (save);
  g_autoptr(TacticsPicture) picture = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *plain_data = NULL;
  g_autofree char *marked_data = NULL;
  g_autofree char *reach = NULL;
  gsize plain_size;
  gsize marked_size;
  TacticsMatch *match;
  TacticsUnit *unit = NULL;

  {
    g_auto(CliResult) result = { 0 };

    run_cli (&result, "simulate", "--map", map, "--players", "2", "--units", "3", "--seed", "7",
             "--max-rounds", "2", "--save", save, NULL);
    g_assert_cmpint (result.status, ==, 0);
  }

  picture = tactics_picture_new_for_file (save_file, &error);
  g_assert_no_error (error);
  match = tactics_picture_get_match (picture);
  g_assert_nonnull (match);
  for (guint i = 0; i < tactics_match_get_n_units (match) && unit == NULL; i++)
    if (tactics_unit_is_on_board (tactics_match_get_unit (match, i)))
      unit = tactics_match_get_unit (match, i);
  g_assert_nonnull (unit);
  reach = g_strdup_printf ("reach:%d,%d", tactics_unit_get_cell (unit).x,
                           tactics_unit_get_cell (unit).y);

  {
    g_auto(CliResult) result = { 0 };

    run_cli (&result, "render", save, "-o", plain, NULL);
    assert_success (&result, "");
  }
  {
    g_auto(CliResult) result = { 0 };

    run_cli (&result, "render", save, "-o", marked, "--overlay", reach, "--overlay", "threat:1",
             NULL);
    assert_success (&result, "");
  }
  g_assert_true (g_file_get_contents (plain, &plain_data, &plain_size, NULL));
  g_assert_true (g_file_get_contents (marked, &marked_data, &marked_size, NULL));
  g_assert_false (plain_size == marked_size && memcmp (plain_data, marked_data, plain_size) == 0);

  {
    g_auto(CliResult) result = { 0 };

    /* The match ran to its round limit: nobody is to move. */
    run_cli (&result, "render", save, "-o", marked, "--overlay", "threat", NULL);
    assert_invalid_input (&result, "threat:P");
  }
  {
    g_auto(CliResult) result = { 0 };

    run_cli (&result, "render", save, "-o", marked, "--overlay", "threat:3", NULL);
    assert_invalid_input (&result, "no player 3");
  }

  g_assert_cmpint (g_unlink (plain), ==, 0);
  g_assert_cmpint (g_unlink (marked), ==, 0);
  g_assert_cmpint (g_unlink (save), ==, 0);
}

static int
run_thumbnailer (const char * const *args,
                 char              **err)
{
  const char *program = g_getenv ("TACTICS_THUMBNAILER");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, err,
                &status, &error);
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

/* As a file manager runs it: -s SIZE INPUT OUTPUT, INPUT as a URI. */
static void
test_thumbnailer (void)
{
  g_autoptr(GPtrArray) files = list_data_files ();
  g_autofree char *out = temp_path ("thumbnail.png");
  g_autofree char *broken = write_temp_file ("broken3.scenario.xml", "<tactics-scenario");

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *uri = NULL;
      g_autofree char *err = NULL;
      guint width;
      guint height;

      if (g_str_has_suffix (path, ".ruleset.xml"))
        continue;
      uri = g_filename_to_uri (path, NULL, NULL);
      g_assert_cmpint (run_thumbnailer ((const char *[]) { "-s", "256", uri, out, NULL }, &err),
                       ==, 0);
      g_assert_cmpstr (err, ==, "");
      read_png_size (out, &width, &height);
      g_assert_cmpuint (MAX (width, height), >=, 255);
      g_assert_cmpuint (MAX (width, height), <=, 256);
      g_assert_cmpint (g_unlink (out), ==, 0);
    }

  {
    g_autofree char *err = NULL;

    g_assert_cmpint (run_thumbnailer ((const char *[]) { "-s", "256", broken, out, NULL }, &err),
                     ==, 1);
    g_assert_nonnull (strstr (err, "broken3.scenario.xml"));
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_autofree char *err = NULL;

    g_assert_cmpint (run_thumbnailer ((const char *[]) { "-s", "0", example_path, out, NULL },
                                      &err), ==, 2);
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_autofree char *err = NULL;

    g_assert_cmpint (run_thumbnailer ((const char *[]) { "-s", "64", example_path, NULL }, &err),
                     ==, 2);
  }
  g_assert_cmpint (g_unlink (broken), ==, 0);
}

/* The previews the windows show are the thumbnailer's picture: the same
 * size for the same room, drawn, not blank. */
static void
test_thumbnail_fitted (void)
{
  g_autoptr(GPtrArray) files = list_data_files ();
  g_autofree char *out = temp_path ("fitted.png");

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GFile) file = NULL;
      g_autoptr(TacticsPicture) picture = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *err = NULL;
      cairo_surface_t *surface;
      const guint8 *data;
      guint width;
      guint height;
      gboolean drawn = FALSE;

      if (g_str_has_suffix (path, ".ruleset.xml"))
        continue;
      file = g_file_new_for_path (path);
      picture = tactics_picture_new_thumbnail_for_file (file, &error);
      g_assert_no_error (error);
      surface = tactics_picture_render_fitted (picture, 100, 100, 2);
      g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (run_thumbnailer ((const char *[]) { "-s", "200", path, out, NULL }, &err),
                       ==, 0);
      read_png_size (out, &width, &height);
      g_assert_cmpint (cairo_image_surface_get_width (surface), ==, (int) width);
      g_assert_cmpint (cairo_image_surface_get_height (surface), ==, (int) height);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      for (int y = 0; y < cairo_image_surface_get_height (surface) && !drawn; y++)
        for (int x = 0; x < cairo_image_surface_get_width (surface) && !drawn; x++)
          drawn = data[y * cairo_image_surface_get_stride (surface) + x * 4 + 3] != 0;
      g_assert_true (drawn);
      cairo_surface_destroy (surface);
      g_assert_cmpint (g_unlink (out), ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!cli_test_init (&argc, &argv))
    return 1;
  if (g_getenv ("TACTICS_THUMBNAILER") == NULL)
    {
      g_printerr ("TACTICS_THUMBNAILER must be set (meson test sets it)\n");
      return 1;
    }

  g_test_add_func ("/cli-render/bundled", test_render_bundled);
  g_test_add_func ("/cli-render/formats", test_render_formats);
  g_test_add_func ("/cli-render/fit", test_render_fit);
  g_test_add_func ("/cli-render/bad-arguments", test_render_bad_arguments);
  g_test_add_func ("/cli-render/keeps-old-file", test_render_keeps_old_file);
  g_test_add_func ("/cli-render/too-large", test_render_too_large);
  g_test_add_func ("/cli-render/save-overlays", test_render_save_overlays);
  g_test_add_func ("/cli-render/thumbnailer", test_thumbnailer);
  g_test_add_func ("/cli-render/thumbnail-fitted", test_thumbnail_fitted);

  {
    int status = g_test_run ();

    cli_test_clean_up ();
    return status;
  }
}
