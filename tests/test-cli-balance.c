/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tactics-cli balance, run as a program: the same output for any --jobs,
 * the report's lines and JSON keys, a scenario's sides, bad arguments. */
#include "config.h"

#include <string.h>

#include "cli-test-helpers.h"
#include "tactics.h"

static char *
data_path (const char *folder,
           const char *name)
{
  return g_build_filename (g_getenv ("TACTICS_DATADIR"), folder, name, NULL);
}

/* One job, two and three: the same bytes, as text and as JSON. */
static void
test_balance_jobs (void)
{
  g_autofree char *map = data_path ("maps", "skirmish.map.xml");
  const char *formats[] = { NULL, "--json" };

  for (gsize f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_auto(CliResult) one = { 0 };
      g_auto(CliResult) two = { 0 };
      g_auto(CliResult) three = { 0 };

      run_cli (&one, "balance", map, "--matches", "24", "--jobs", "1", formats[f], NULL);
      assert_success (&one, NULL);
      run_cli (&two, "balance", map, "--matches", "24", "--jobs", "2", formats[f], NULL);
      assert_success (&two, one.out);
      run_cli (&three, "balance", "--jobs", "3", "--matches", "24", map, formats[f], NULL);
      assert_success (&three, one.out);
    }
}

/* The numbers of a line "KEY": N in @json. */
static guint
json_uint (const char *json,
           const char *key)
{
  g_autofree char *quoted = g_strdup_printf ("\"%s\": ", key);
  const char *found = strstr (json, quoted);

  g_assert_nonnull (found);
  return (guint) g_ascii_strtoull (found + strlen (quoted), NULL, 10);
}

static void
test_balance_report (void)
{
  g_autofree char *map = data_path ("maps", "skirmish.map.xml");
  g_auto(CliResult) text = { 0 };
  g_auto(CliResult) json = { 0 };
  g_auto(GStrv) lines = NULL;
  guint wins = 0;
  const char *slot;

  run_cli (&text, "balance", map, "--matches", "20", "--seed", "7", NULL);
  assert_success (&text, NULL);
  lines = g_strsplit (text.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 8);
  g_assert_cmpstr (lines[0], ==, "Skirmish: 20 matches, 2 players, computer level normal");
  g_assert_true (g_str_has_prefix (lines[1], "slot "));
  g_assert_true (g_str_has_prefix (lines[2], "1 "));
  g_assert_true (g_str_has_prefix (lines[3], "2 "));
  g_assert_true (g_str_has_prefix (lines[4], "first mover: "));
  g_assert_true (g_str_has_prefix (lines[5], "unfinished: "));
  g_assert_true (g_str_has_prefix (lines[6], "verdict: "));

  run_cli (&json, "balance", map, "--matches", "20", "--seed", "7", "--json", NULL);
  assert_success (&json, NULL);
  g_assert_true (g_str_has_prefix (json.out, "{\n  \"file\": "));
  g_assert_cmpuint (json_uint (json.out, "matches"), ==, 20);
  g_assert_cmpuint (json_uint (json.out, "players"), ==, 2);
  g_assert_cmpuint (json_uint (json.out, "first_seed"), ==, 7);
  for (slot = strstr (json.out, "{ \"slot\": "); slot != NULL;
       slot = strstr (slot + 1, "{ \"slot\": "))
    wins += json_uint (slot, "wins");
  /* Every match is won, drawn or unfinished. */
  g_assert_cmpuint (wins + json_uint (json.out, "draws") + json_uint (json.out, "unfinished"),
                    ==, 20);
  g_assert_nonnull (strstr (json.out, "\"verdict\": { \"kind\": \""));
  g_assert_nonnull (strstr (json.out, "\"eliminations\": { \"width\": "));
  g_assert_true (g_str_has_suffix (json.out, "] }\n}\n"));
}

/* A scenario's slots are its sides, named. */
static void
test_balance_scenario (void)
{
  g_autofree char *scenario = data_path ("scenarios", "hold-the-ford.scenario.xml");
  g_auto(CliResult) result = { 0 };
  g_auto(CliResult) json = { 0 };

  run_cli (&result, "balance", scenario, "--matches", "4", NULL);
  assert_success (&result, NULL);
  g_assert_nonnull (strstr (result.out, "4 matches, 2 players"));
  g_assert_nonnull (strstr (result.out, "\n1 West "));
  g_assert_nonnull (strstr (result.out, "\n2 East "));

  run_cli (&json, "balance", scenario, "--matches", "4", "--json", NULL);
  assert_success (&json, NULL);
  g_assert_nonnull (strstr (json.out, "\"kind\": \"scenario\""));
  g_assert_nonnull (strstr (json.out, "\"slot\": 1, \"name\": \"West\""));
}

/* The terminal columns of @text: two for a wide (CJK) character. */
static guint
display_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_iszerowidth (g_utf8_get_char (p)))
      width += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return width;
}

/* In Japanese, the headings and the sides' names take two columns a
 * character: the table's lines still end in the same column, and each
 * heading ends where the numbers under it do. */
static void
test_balance_wide_text (void)
{
  g_autofree char *scenario = data_path ("scenarios", "king-of-the-isle.scenario.xml");
  g_autofree char *localedir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po", NULL);
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *old_lang = g_strdup (g_getenv ("LANG"));
  g_autofree char *old_localedir = g_strdup (g_getenv ("TACTICS_LOCALEDIR"));
  g_auto(CliResult) result = { 0 };
  g_auto(GStrv) lines = NULL;
  guint width;

  g_setenv ("LANGUAGE", "ja", TRUE);
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_setenv ("TACTICS_LOCALEDIR", localedir, TRUE);
  run_cli (&result, "balance", scenario, "--matches", "2", NULL);
  old_language != NULL ? g_setenv ("LANGUAGE", old_language, TRUE) : g_unsetenv ("LANGUAGE");
  old_lang != NULL ? g_setenv ("LANG", old_lang, TRUE) : g_unsetenv ("LANG");
  old_localedir != NULL ? g_setenv ("TACTICS_LOCALEDIR", old_localedir, TRUE)
                        : g_unsetenv ("TACTICS_LOCALEDIR");
  assert_success (&result, NULL);

  lines = g_strsplit (result.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 6);
  /* Translated, or the test proves nothing. */
  g_assert_true (g_str_has_prefix (lines[1], "位置"));
  g_assert_true (g_str_has_prefix (lines[2], "1 北西"));
  width = display_width (lines[1]);
  for (guint i = 2; i < 6; i++)
    {
      g_assert_cmpuint (display_width (lines[i]), ==, width);
      /* The columns inside line up too: the intervals end together. */
      g_assert_cmpuint (display_width (lines[i]) - display_width (strrchr (lines[i], ']') + 1),
                        ==, display_width (lines[2]) - display_width (strrchr (lines[2], ']') + 1));
    }
}

typedef struct {
  const char *args[10];
  int         status;
  const char *mention;
} BadCase;

static const BadCase bad_cases[] = {
  { { "balance", NULL }, 2, "a map or scenario file is required" },
  { { "balance", "MAP", "MAP", NULL }, 2, "unexpected argument" },
  { { "balance", "MAP", "--matches", "0", NULL }, 2, "--matches" },
  { { "balance", "MAP", "--matches", "ten", NULL }, 2, "--matches" },
  { { "balance", "MAP", "--matches", "-5", NULL }, 2, "--matches" },
  { { "balance", "MAP", "--jobs", "0", NULL }, 2, "--jobs" },
  { { "balance", "MAP", "--players", "9", NULL }, 2, "--players" },
  { { "balance", "MAP", "--units", "0", NULL }, 2, "--units" },
  { { "balance", "MAP", "--seed", "x", NULL }, 2, "--seed" },
  { { "balance", "MAP", "--ai", "easy", NULL }, 2, "unknown computer level “easy”" },
  { { "balance", "MAP", "--frobnicate", NULL }, 2, "--frobnicate" },
  { { "balance", "SCENARIO", "--players", "3", NULL }, 2, "--players is 3, but the scenario "
                                                          "has 2 sides" },
  { { "balance", "MISSING", NULL }, 1, "no-such.map.xml" },
  /* Armies the board cannot hold: the first match says why, its seed whole. */
  { { "balance", "MAP", "--units", "256", "--matches", "2", "--seed", "18446744073700000000",
      NULL }, 1, "Match 1 (seed 18446744073700000000): " },
};

static void
test_balance_bad (gconstpointer data)
{
  const BadCase *c = data;
  g_autofree char *map = data_path ("maps", "skirmish.map.xml");
  g_autofree char *scenario = data_path ("scenarios", "hold-the-ford.scenario.xml");
  g_autofree char *missing = g_build_filename (temp_dir, "no-such.map.xml", NULL);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(CliResult) result = { 0 };

  for (guint i = 0; c->args[i] != NULL; i++)
    {
      const char *arg = c->args[i];

      if (g_str_equal (arg, "MAP"))
        arg = map;
      else if (g_str_equal (arg, "SCENARIO"))
        arg = scenario;
      else if (g_str_equal (arg, "MISSING"))
        arg = missing;
      g_ptr_array_add (args, (gpointer) arg);
    }
  g_ptr_array_add (args, NULL);

  run_cli_argv ((const char * const *) args->pdata, &result);
  g_assert_cmpint (result.status, ==, c->status);
  g_assert_cmpstr (result.out, ==, "");
  if (strstr (result.err, c->mention) == NULL)
    g_error ("“%s” not in the error: %s", c->mention, result.err);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!cli_test_init (&argc, &argv))
    return 1;

  g_test_add_func ("/cli/balance/jobs", test_balance_jobs);
  g_test_add_func ("/cli/balance/report", test_balance_report);
  g_test_add_func ("/cli/balance/scenario", test_balance_scenario);
  g_test_add_func ("/cli/balance/wide-text", test_balance_wide_text);
  for (gsize i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/balance/bad/%" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &bad_cases[i], test_balance_bad);
    }

  status = g_test_run ();

  cli_test_clean_up ();
  return status;
}
