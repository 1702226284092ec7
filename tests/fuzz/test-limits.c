/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "tactics.h"

#if __has_include(<valgrind/valgrind.h>)
# include <valgrind/valgrind.h>
#else
# define RUNNING_ON_VALGRIND 0
#endif

/* The limits hold under pressure: loading the biggest map allowed stays
 * under 300 MB, with a scenario whose regions hold as many cells as they
 * may too, and a file over a limit is refused before anything is
 * allocated for what it claims, however big the claim.
 *
 * Each load runs in a fresh process (this program again, with --probe), so
 * that its peak memory is its own and an allocation guard can be armed
 * around it: in a plain build, the address space is capped a little above
 * what the process already uses, so a refused file that still allocated
 * its claim would die of it; under AddressSanitizer (which needs a huge
 * address space) an allocation hook records the largest request instead.
 * Under valgrind, which runs the probe too, only the outcome is checked. */

#define BIG_MAP_BUDGET_BYTES (300 * 1000 * 1000)

/* Headroom of the guard: far below what any refused claim would take
 * (4096 × 4096 cells of 2 bytes are 32 MiB), far above the parser's own
 * buffers for a small file. */
#define GUARD_HEADROOM_BYTES (12 * 1024 * 1024)

#if defined(__SANITIZE_ADDRESS__)
# define HAVE_ASAN 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define HAVE_ASAN 1
# endif
#endif

#ifdef HAVE_ASAN
/* From <sanitizer/allocator_interface.h>, which gcc does not install. */
int __sanitizer_install_malloc_and_free_hooks (void (*malloc_hook) (const volatile void *, size_t),
                                               void (*free_hook) (const volatile void *));

static volatile size_t largest_allocation;

static void
on_malloc (const volatile void *pointer,
           size_t               size)
{
  if (size > largest_allocation)
    largest_allocation = size;
}

static void
on_free (const volatile void *pointer)
{
}
#endif

/* --- The probe: runs in the child ----------------------------------------- */

static const char small_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" width=\"2\" height=\"1\" topology=\"square\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\">"
  "<cost movetype=\"foot\" value=\"1\"/></terrain>\n"
  "  </terrains>\n"
  "  <grid>\n0,0\n  </grid>\n"
  "</tactics-map>\n";

static long
peak_rss_kib (void)
{
  struct rusage usage;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  return usage.ru_maxrss;
}

static G_GNUC_UNUSED guint64
address_space_bytes (void)
{
  g_autofree char *statm = NULL;
  guint64 pages;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL)
      || sscanf (statm, "%" G_GUINT64_FORMAT, &pages) != 1)
    g_error ("Cannot read /proc/self/statm");

  return pages * (guint64) sysconf (_SC_PAGESIZE);
}

/* Loads a small map first, so that what is made once (types, the compiled
 * schemas, libxml2's tables) is not counted against the file. */
static void
warm_up (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (small_map, strlen (small_map));
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;

  tactics_init ();
  map = tactics_map_load_from_bytes (bytes, "small.map.xml", NULL, &error);
  g_assert_no_error (error);
}

static const char *
arm_guard (void)
{
  if (RUNNING_ON_VALGRIND)
    return "none";

#ifdef HAVE_ASAN
  __sanitizer_install_malloc_and_free_hooks (on_malloc, on_free);
  return "asan-hook";
#else
  {
    struct rlimit limit;

    limit.rlim_cur = address_space_bytes () + GUARD_HEADROOM_BYTES;
    limit.rlim_max = limit.rlim_cur;
    if (setrlimit (RLIMIT_AS, &limit) != 0)
      g_error ("setrlimit: %s", g_strerror (errno));
    return "address-space";
  }
#endif
}

/* Prints what the parent checks, one "key value" a line. */
static int
probe (const char *mode,
       const char *path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  const char *guard = "none";
  long baseline;

  /* No GIO modules: nothing but the loader should map memory once the
   * guard is armed. */
  g_setenv ("GIO_USE_VFS", "local", TRUE);
  file = g_file_new_for_path (path);
  warm_up ();
  baseline = peak_rss_kib ();

  if (g_str_equal (mode, "refuse"))
    guard = arm_guard ();

  if (g_str_equal (mode, "scenario"))
    {
      scenario = tactics_scenario_load (file, &error);
      if (scenario != NULL)
        map = g_object_ref (tactics_scenario_get_map (scenario));
    }
  else
    map = tactics_map_load (file, &error);

  printf ("guard %s\n", guard);
  printf ("valgrind %d\n", RUNNING_ON_VALGRIND ? 1 : 0);
#ifdef HAVE_ASAN
  printf ("sanitized 1\n");
  printf ("largest-allocation %zu\n", (size_t) largest_allocation);
#else
  printf ("sanitized 0\n");
#endif
  printf ("baseline-rss-kib %ld\n", baseline);
  printf ("peak-rss-kib %ld\n", peak_rss_kib ());
  if (map == NULL)
    printf ("error %d %s\n", error->code, tactics_file_error_get_detail (error));
  else
    printf ("loaded %dx%d\n", tactics_map_get_width (map), tactics_map_get_height (map));
  if (scenario != NULL)
    {
      GListModel *regions = tactics_scenario_get_regions (scenario);
      guint n_cells = 0;

      for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
        {
          g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

          n_cells += tactics_region_get_n_cells (region);
        }
      printf ("region-cells %u\n", n_cells);
    }

  return 0;
}

/* --- The tests: run in the parent ----------------------------------------- */

static char *program_path;

typedef struct {
  char *folder;
} Scratch;

static void
scratch_set_up (Scratch       *scratch,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  scratch->folder = g_dir_make_tmp ("tactics-limits-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
scratch_tear_down (Scratch       *scratch,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (scratch->folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scratch->folder, name, NULL);

      g_unlink (path);
    }
  g_rmdir (scratch->folder);
  g_free (scratch->folder);
}

/* A map of @width × @height whose grid text holds @rows rows. */
static char *
write_map (Scratch *scratch,
           const char *name,
           int         width,
           int         height,
           int         rows)
{
  char *path = g_build_filename (scratch->folder, name, NULL);
  g_autoptr(GString) row = g_string_new (NULL);
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  fprintf (out,
           "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<tactics-map version=\"1\" name=\"Big\" width=\"%d\" height=\"%d\" "
           "topology=\"square\">\n"
           "  <terrains>\n"
           "    <movetype id=\"foot\" name=\"Foot\"/>\n"
           "    <terrain id=\"0\" name=\"Plains\" color=\"#a5d66f\">"
           "<cost movetype=\"foot\" value=\"1\"/></terrain>\n"
           "    <terrain id=\"1\" name=\"Rock\" color=\"#555555\"/>\n"
           "  </terrains>\n"
           "  <grid>\n",
           width, height);

  /* Up to 4096 cells a row; a narrower row is a mistake the loader names. */
  for (int x = 0; x < MIN (width, TACTICS_MAX_MAP_SIZE); x++)
    {
      if (x > 0)
        g_string_append_c (row, ',');
      g_string_append_c (row, (x / 7) % 5 == 0 ? '1' : '0');
    }
  g_string_append_c (row, '\n');

  for (int y = 0; y < rows; y++)
    g_assert_cmpuint (fwrite (row->str, 1, row->len, out), ==, row->len);

  fprintf (out, "  </grid>\n</tactics-map>\n");
  g_assert_cmpint (fclose (out), ==, 0);
  return path;
}

typedef struct {
  GHashTable *values;  /* key → value, as the probe printed them */
} ProbeResult;

static void
probe_result_clear (ProbeResult *result)
{
  g_clear_pointer (&result->values, g_hash_table_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ProbeResult, probe_result_clear)

/* Returns FALSE when the probe died, which only @may_die allows. */
static gboolean
run_probe (const char  *mode,
           const char  *path,
           gboolean     may_die,
           ProbeResult *result)
{
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_auto(GStrv) lines = NULL;

  child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                            &error, program_path, "--probe", mode, path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);

  if (!g_subprocess_get_if_exited (child) || g_subprocess_get_exit_status (child) != 0)
    {
      if (may_die)
        return FALSE;
      g_error ("The probe (%s %s) failed:\n%s%s", mode, path, out, err);
    }

  result->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *space = strchr (lines[i], ' ');

      if (space != NULL)
        g_hash_table_insert (result->values, g_strndup (lines[i], (gsize) (space - lines[i])),
                             g_strdup (space + 1));
    }
  return TRUE;
}

static const char *
probe_get (ProbeResult *result,
           const char  *key)
{
  const char *value = g_hash_table_lookup (result->values, key);

  if (value == NULL)
    g_error ("The probe printed no “%s”", key);
  return value;
}

static void
test_big_map (Scratch       *scratch,
              gconstpointer  data)
{
  g_autofree char *path = NULL;
  g_auto(ProbeResult) result = { NULL };
  gint64 peak_bytes;
  gint64 baseline_bytes;

  path = write_map (scratch, "big.map.xml", TACTICS_MAX_MAP_SIZE, TACTICS_MAX_MAP_SIZE,
                    TACTICS_MAX_MAP_SIZE);
  run_probe ("load", path, FALSE, &result);

  g_assert_cmpstr (probe_get (&result, "loaded"), ==, "4096x4096");

  peak_bytes = g_ascii_strtoll (probe_get (&result, "peak-rss-kib"), NULL, 10) * 1024;
  baseline_bytes = g_ascii_strtoll (probe_get (&result, "baseline-rss-kib"), NULL, 10) * 1024;
  g_test_message ("4096 x 4096 map: peak RSS %.1f MB (%.1f MB before loading)",
                  peak_bytes / 1e6, baseline_bytes / 1e6);

  /* The sanitizers' shadow memory and quarantine, or valgrind's own, count
   * in the probe's RSS: the budget is for the program as shipped. */
  if (g_str_equal (probe_get (&result, "sanitized"), "1")
      || g_str_equal (probe_get (&result, "valgrind"), "1"))
    {
      g_test_skip ("peak RSS is only checked in an uninstrumented build");
      return;
    }

  g_assert_cmpint (peak_bytes, <, BIG_MAP_BUDGET_BYTES);
}

/* The biggest map with a scenario whose one region is the whole map: as
 * many region cells as a scenario may have. */
static void
test_big_scenario (Scratch       *scratch,
                   gconstpointer  data)
{
  g_autofree char *map_path = NULL;
  g_autofree char *path = g_build_filename (scratch->folder, "big.scenario.xml", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_auto(ProbeResult) result = { NULL };
  gint64 peak_bytes;

  map_path = write_map (scratch, "big.map.xml", TACTICS_MAX_MAP_SIZE, TACTICS_MAX_MAP_SIZE,
                        TACTICS_MAX_MAP_SIZE);
  g_string_append (text, "<tactics-scenario version=\"1\" map=\"big.map.xml\">\n<regions>\n"
                   "<region id=\"all\" color=\"#000000\"><cells>\n");
  for (int y = 0; y < TACTICS_MAX_MAP_SIZE; y++)
    g_string_append_printf (text, "0-%d,%d\n", TACTICS_MAX_MAP_SIZE - 1, y);
  g_string_append (text, "</cells></region>\n</regions>\n<sides>\n"
                   "<side id=\"a\" team=\"0\" controller=\"human\"/>\n"
                   "<side id=\"b\" team=\"1\" controller=\"human\"/>\n"
                   "</sides>\n</tactics-scenario>\n");
  g_file_set_contents (path, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);

  run_probe ("scenario", path, FALSE, &result);
  g_assert_cmpstr (probe_get (&result, "loaded"), ==, "4096x4096");
  g_assert_cmpstr (probe_get (&result, "region-cells"), ==, "16777216");

  peak_bytes = g_ascii_strtoll (probe_get (&result, "peak-rss-kib"), NULL, 10) * 1024;
  g_test_message ("4096 x 4096 map with a region of all its cells: peak RSS %.1f MB",
                  peak_bytes / 1e6);

  if (g_str_equal (probe_get (&result, "sanitized"), "1")
      || g_str_equal (probe_get (&result, "valgrind"), "1"))
    {
      g_test_skip ("peak RSS is only checked in an uninstrumented build");
      return;
    }

  g_assert_cmpint (peak_bytes, <, BIG_MAP_BUDGET_BYTES);
}

/* The guard itself: a map that really needs its cells must trip it. */
static void
test_guard_trips (Scratch       *scratch,
                  gconstpointer  data)
{
  g_autofree char *path = NULL;
  g_auto(ProbeResult) result = { NULL };
  const char *guard;

  path = write_map (scratch, "big.map.xml", TACTICS_MAX_MAP_SIZE, TACTICS_MAX_MAP_SIZE,
                    TACTICS_MAX_MAP_SIZE);
  if (!run_probe ("refuse", path, TRUE, &result))
    {
      g_test_message ("the guard tripped: the probe died");
      return;
    }

  guard = probe_get (&result, "guard");
  if (g_str_equal (guard, "none"))
    {
      g_test_skip ("no allocation guard under valgrind");
      return;
    }
  if (g_str_equal (guard, "asan-hook"))
    {
      guint64 largest = g_ascii_strtoull (probe_get (&result, "largest-allocation"), NULL, 10);

      g_assert_cmpuint (largest, >=, GUARD_HEADROOM_BYTES);
      return;
    }

  /* Short of memory, libxml2 may fail cleanly instead of dying. */
  g_assert_null (g_hash_table_lookup (result.values, "loaded"));
  g_test_message ("the guard tripped: %s", probe_get (&result, "error"));
}

typedef struct {
  const char       *name;
  int               width;
  int               height;
  int               rows;
  gsize             sparse_size;  /* a file of this size with no data, instead of a map */
  TacticsFileError  code;
  const char       *detail;
} RefusedCase;

static const RefusedCase refused_cases[] = {
  { "width-5000", 5000, 5000, 1, 0, TACTICS_FILE_ERROR_TOO_LARGE,
    "width 5000 is over the limit of 4096" },
  { "height-5000", 4, 5000, 1, 0, TACTICS_FILE_ERROR_TOO_LARGE,
    "height 5000 is over the limit of 4096" },
  /* Within the limits, but the text cannot hold the cells it claims. */
  { "claims-4096", 4096, 4096, 1, 0, TACTICS_FILE_ERROR_SEMANTIC,
    "the grid has 1 rows, expected 4096" },
  { "claims-4096-no-rows", 4096, 4096, 0, 0, TACTICS_FILE_ERROR_SEMANTIC,
    "the grid has 0 rows, expected 4096" },
  { "file-129MiB", 0, 0, 0, (gsize) TACTICS_MAX_FILE_SIZE + 1024 * 1024,
    TACTICS_FILE_ERROR_TOO_LARGE, NULL },
};

static void
test_refused (Scratch       *scratch,
              gconstpointer  data)
{
  const RefusedCase *refused = data;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_auto(ProbeResult) result = { NULL };
  const char *guard;

  if (refused->sparse_size > 0)
    {
      int fd;

      path = g_build_filename (scratch->folder, "huge.map.xml", NULL);
      fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      g_assert_cmpint (fd, >=, 0);
      g_assert_cmpint (ftruncate (fd, (off_t) refused->sparse_size), ==, 0);
      g_assert_cmpint (close (fd), ==, 0);
    }
  else
    {
      path = write_map (scratch, "claim.map.xml", refused->width, refused->height,
                        refused->rows);
    }

  run_probe ("refuse", path, FALSE, &result);

  expected = g_strdup_printf ("%d ", refused->code);
  g_assert_true (g_str_has_prefix (probe_get (&result, "error"), expected));
  if (refused->detail != NULL)
    g_assert_cmpstr (probe_get (&result, "error") + strlen (expected), ==, refused->detail);

  /* A guard that tripped would have killed the probe; under ASan, the
   * largest single request tells. */
  guard = probe_get (&result, "guard");
  g_test_message ("guard: %s", guard);
  if (g_str_equal (guard, "asan-hook"))
    {
      guint64 largest = g_ascii_strtoull (probe_get (&result, "largest-allocation"), NULL, 10);

      g_test_message ("largest allocation while refusing: %" G_GUINT64_FORMAT " bytes", largest);
      g_assert_cmpuint (largest, <, GUARD_HEADROOM_BYTES);
    }
  else if (g_str_equal (guard, "none"))
    {
      g_test_skip ("no allocation guard under valgrind; only the error is checked");
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (argc == 4 && g_str_equal (argv[1], "--probe"))
    return probe (argv[2], argv[3]);

  program_path = g_canonicalize_filename (argv[0], NULL);

  g_test_init (&argc, &argv, NULL);

  g_test_add ("/limits/big-map/4096", Scratch, NULL, scratch_set_up, test_big_map,
              scratch_tear_down);
  g_test_add ("/limits/big-scenario/4096", Scratch, NULL, scratch_set_up, test_big_scenario,
              scratch_tear_down);
  g_test_add ("/limits/guard-trips", Scratch, NULL, scratch_set_up, test_guard_trips,
              scratch_tear_down);
  for (guint i = 0; i < G_N_ELEMENTS (refused_cases); i++)
    {
      g_autofree char *name = g_strconcat ("/limits/refused/", refused_cases[i].name, NULL);

      g_test_add (name, Scratch, &refused_cases[i], scratch_set_up, test_refused,
                  scratch_tear_down);
    }

  status = g_test_run ();
  g_free (program_path);
  return status;
}
