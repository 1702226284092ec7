/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <libxml/xmlerror.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"

/* A detail is one short line: the loaders shorten longer ones to this many
 * characters and an ellipsis. */
#define MAX_DETAIL_CHARS 301

/* GLib stops on a fatal message with a breakpoint trap, which libFuzzer
 * does not catch (no input would be saved): abort instead. */
static void
abort_on_fatal (const char     *log_domain,
                GLogLevelFlags  log_level,
                const char     *message,
                gpointer        user_data)
{
  if (!(log_level & (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL
                     | G_LOG_LEVEL_WARNING)))
    {
      g_log_default_handler (log_domain, log_level, message, NULL);
      return;
    }

  /* Not through GLib's handler, which would trap on its own. */
  fprintf (stderr, "%s: %s\n", log_domain != NULL ? log_domain : "**", message);
  abort ();
}

/* The loaders route every libxml2 message into their GError: one that
 * reaches the thread's generic handler would have been printed on stderr,
 * garbling the CLI's "FILE:LINE: error: DETAIL" lines. */
static void
abort_on_generic_error (void       *user_data,
                        const char *format,
                        ...)
{
  fprintf (stderr, "libxml2 printed a message of its own: %s\n", format);
  abort ();
}

void
fuzz_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
      g_log_set_default_handler (abort_on_fatal, NULL);
      tactics_init ();
      xmlSetGenericErrorFunc (NULL, abort_on_generic_error);
      g_once_init_leave (&initialized, 1);
    }
}

static void
copy_into_sandbox (const char *source_relative,
                   const char *target)
{
  g_autofree char *source = g_build_filename (FUZZ_SOURCE_ROOT, source_relative, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (source, &contents, &length, &error)
      || !g_file_set_contents (target, contents, (gssize) length, &error))
    g_error ("Cannot set up the fuzzing sandbox: %s", error->message);
}

static void
copy_maps_into_sandbox (const char *source_folder,
                        const char *maps)
{
  g_autofree char *folder = g_build_filename (FUZZ_SOURCE_ROOT, source_folder, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (folder, 0, &error);
  const char *name;

  if (dir == NULL)
    g_error ("Cannot set up the fuzzing sandbox: %s", error->message);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *relative = NULL;
      g_autofree char *target = NULL;

      if (!g_str_has_suffix (name, ".map.xml"))
        continue;
      relative = g_build_filename (source_folder, name, NULL);
      target = g_build_filename (maps, name, NULL);
      copy_into_sandbox (relative, target);
    }
}

static gpointer
make_sandbox (gpointer data)
{
  g_autofree char *ruleset = g_build_filename (FUZZ_SANDBOX_DIR, "default.ruleset.xml", NULL);
  g_autofree char *test_ruleset = NULL;
  g_autofree char *save = NULL;
  g_autofree char *tileset = NULL;
  g_autofree char *good = NULL;
  char *maps = g_build_filename (FUZZ_SANDBOX_DIR, "maps", NULL);

  if (g_mkdir_with_parents (maps, 0755) != 0)
    g_error ("Cannot make the fuzzing sandbox %s: %s", maps, g_strerror (errno));

  copy_into_sandbox ("data/default.ruleset.xml", ruleset);
  test_ruleset = g_build_filename (maps, "ruleset.xml", NULL);
  copy_into_sandbox ("tests/data/good/ruleset.xml", test_ruleset);
  tileset = g_build_filename (maps, "wang.tsx", NULL);
  copy_into_sandbox ("tests/data/import/wang.tsx", tileset);
  save = g_build_filename (maps, "match.save", NULL);
  copy_into_sandbox ("tests/fuzz/seeds/save/skirmish-12.save", save);
  copy_maps_into_sandbox ("data/maps", maps);
  copy_maps_into_sandbox ("tests/data/good", maps);
  /* The map of the test scenarios, beside the others and where the bad
   * ones look for it. */
  copy_maps_into_sandbox ("tests/data/scenarios/good", maps);
  good = g_build_filename (FUZZ_SANDBOX_DIR, "good", NULL);
  if (g_mkdir_with_parents (good, 0755) != 0)
    g_error ("Cannot make the fuzzing sandbox %s: %s", good, g_strerror (errno));
  copy_maps_into_sandbox ("tests/data/scenarios/good", good);

  return maps;
}

const char *
fuzz_get_sandbox_maps (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, make_sandbox, NULL);
  return once.retval;
}

void
fuzz_assert_file_error (const GError *error)
{
  const char *path;
  const char *detail;

  g_assert_nonnull (error);
  if (error->domain != TACTICS_FILE_ERROR)
    g_error ("Not a TACTICS_FILE_ERROR: %s (%s, %d)", error->message,
             g_quark_to_string (error->domain), error->code);

  if (error->code < TACTICS_FILE_ERROR_IO || error->code > TACTICS_FILE_ERROR_REFERENCE)
    g_error ("Unknown TacticsFileError %d: %s", error->code, error->message);

  path = tactics_file_error_get_path (error);
  detail = tactics_file_error_get_detail (error);
  g_assert_nonnull (path);
  g_assert_nonnull (detail);
  g_assert_cmpint (tactics_file_error_get_line (error), >=, 0);

  if (!g_utf8_validate (error->message, -1, NULL))
    g_error ("The error message is not valid UTF-8");
  if (*detail == '\0')
    g_error ("Empty error detail: %s", error->message);
  if (!g_utf8_validate (detail, -1, NULL))
    g_error ("The error detail is not valid UTF-8");
  if (strpbrk (detail, "\n\r") != NULL || g_utf8_strlen (detail, -1) > MAX_DETAIL_CHARS)
    g_error ("The error detail is not one short line (%ld characters): %.200s…",
             g_utf8_strlen (detail, -1), detail);
}

void
fuzz_assert_bytes_equal (GBytes     *expected,
                         GBytes     *actual,
                         const char *what)
{
  if (!g_bytes_equal (expected, actual))
    {
      gsize expected_size, actual_size;
      const char *expected_data = g_bytes_get_data (expected, &expected_size);
      const char *actual_data = g_bytes_get_data (actual, &actual_size);

      fprintf (stderr, "%s: the two differ\n--- first (%zu bytes)\n", what, expected_size);
      fwrite (expected_data, 1, expected_size, stderr);
      fprintf (stderr, "\n--- second (%zu bytes)\n", actual_size);
      fwrite (actual_data, 1, actual_size, stderr);
      fprintf (stderr, "\n---\n");
      abort ();
    }
}
