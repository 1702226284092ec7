/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"

/* Runs one fuzz target's seeds and regression inputs through its
 * LLVMFuzzerTestOneInput(), one g_test case each, in any build: with gcc,
 * the sanitizers or valgrind, no libFuzzer needed. Every input that ever
 * crashed a target is kept in tests/fuzz/regressions/TARGET/, so this is
 * where a fixed crash stays fixed.
 *
 * The inputs are listed in tests/fuzz/TARGET.seeds (build-aux/fuzz reads
 * the same list): one file or folder a line, relative to the source root;
 * a folder stands for the regular files in it. */

static void
replay_input (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);

  /* A copy of the exact size, so that the sanitizers see any read past
   * the end. */
  {
    g_autofree guint8 *input = g_memdup2 (contents, length);

    LLVMFuzzerTestOneInput (input, length);
  }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static void
add_input (GPtrArray  *inputs,
           const char *path)
{
  g_ptr_array_add (inputs, g_strdup (path));
}

static void
add_inputs (GPtrArray  *inputs,
            const char *relative)
{
  g_autofree char *path = g_build_filename (FUZZ_SOURCE_ROOT, relative, NULL);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      add_input (inputs, path);
      return;
    }

  /* A folder of regressions may not exist yet. */
  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      if (g_file_test (file, G_FILE_TEST_IS_REGULAR) && !g_file_test (file, G_FILE_TEST_IS_SYMLINK))
        add_input (inputs, file);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *list_path = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) inputs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  gsize root_length = strlen (FUZZ_SOURCE_ROOT);

  g_test_init (&argc, &argv, NULL);
  LLVMFuzzerInitialize (&argc, &argv);

  list_path = g_build_filename (FUZZ_SOURCE_ROOT, "tests", "fuzz", FUZZ_TARGET ".seeds", NULL);
  if (!g_file_get_contents (list_path, &list, NULL, &error))
    g_error ("%s", error->message);

  lines = g_strsplit (list, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0' && lines[i][0] != '#')
        add_inputs (inputs, lines[i]);
    }
  g_ptr_array_sort (inputs, compare_strings);
  g_assert_cmpuint (inputs->len, >, 0);

  for (guint i = 0; i < inputs->len; i++)
    {
      const char *path = g_ptr_array_index (inputs, i);
      g_autofree char *test_path = g_strconcat ("/fuzz/" FUZZ_TARGET, path + root_length, NULL);

      g_test_add_data_func (test_path, path, replay_input);
    }

  return g_test_run ();
}
