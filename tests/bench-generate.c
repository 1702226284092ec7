/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "tactics.h"
#include "bench-helpers.h"

#include <stdio.h>
#include <string.h>

/* The map generator's benchmarks: prints figures next to their budgets,
 * asserts nothing about time. A 256 × 256 map must be made in 100 ms (the
 * editor's preview follows every change of an option), the largest,
 * 4096 × 4096, in 3 s and 400 MB; each time covers the whole of
 * tactics_generate_scenario(), its map check included. Run with
 * `meson test --benchmark generate`, in an optimized build. */

#define RUNS 5
#define BUDGET_256_MS 100.0
#define BUDGET_4096_MS 3000.0
#define BUDGET_4096_MB 400.0

/* VmHWM of /proc/self/status in MB: the process's peak resident memory. */
static double
peak_rss_mb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1.0;
  line = strstr (status, "VmHWM:");
  if (line == NULL)
    return -1.0;
  return g_ascii_strtod (line + strlen ("VmHWM:"), NULL) / 1024.0;
}

static double
time_generation (TacticsRuleset               *ruleset,
                 const TacticsGenerateOptions *options)
{
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  double start = bench_cpu_seconds ();

  scenario = tactics_generate_scenario (options, ruleset, &error);
  g_assert_no_error (error);
  return (bench_cpu_seconds () - start) * 1000.0;
}

static void
report (const char *what,
        double      value,
        const char *unit,
        double      budget)
{
  printf ("%-60s %9.1f %s (budget %g %s)%s\n", what, value, unit, budget, unit,
          value <= budget ? "" : "  OVER BUDGET");
}

int
main (void)
{
  g_autoptr(GFile) file = tactics_data_find_file ("default.ruleset.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  const struct {
    TacticsTopology topology;
    TacticsSymmetry symmetry;
    TacticsMapStyle style;
    guint n_players;
  } cases[] = {
    { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_MIRROR_H, TACTICS_MAP_STYLE_RIVERS, 2 },
    { TACTICS_TOPOLOGY_SQUARE, TACTICS_SYMMETRY_ROTATE_90, TACTICS_MAP_STYLE_MOUNTAINS, 4 },
    { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_180, TACTICS_MAP_STYLE_ISLANDS, 2 },
    { TACTICS_TOPOLOGY_HEX, TACTICS_SYMMETRY_ROTATE_120, TACTICS_MAP_STYLE_OPEN, 6 },
  };
  TacticsGenerateOptions options;
  double worst = 0;
  double ms;

  g_assert_nonnull (file);
  ruleset = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double runs[RUNS];
      g_autofree char *what = NULL;

      tactics_generate_options_init (&options);
      options.topology = cases[i].topology;
      options.symmetry = cases[i].symmetry;
      options.style = cases[i].style;
      options.n_players = cases[i].n_players;
      options.width = options.height = 256;
      for (guint run = 0; run < RUNS; run++)
        {
          options.seed = run;
          runs[run] = time_generation (ruleset, &options);
        }
      ms = bench_median (runs, RUNS);
      worst = MAX (worst, ms);
      what = g_strdup_printf ("256 × 256 %s, %s, %s, %u players (median of %d)",
                              tactics_enum_to_string (TACTICS_TYPE_TOPOLOGY, options.topology),
                              tactics_enum_to_string (TACTICS_TYPE_SYMMETRY, options.symmetry),
                              tactics_enum_to_string (TACTICS_TYPE_MAP_STYLE, options.style),
                              options.n_players, RUNS);
      report (what, ms, "ms", BUDGET_256_MS);
    }
  report ("256 × 256, the slowest of the above", worst, "ms", BUDGET_256_MS);

  tactics_generate_options_init (&options);
  options.topology = TACTICS_TOPOLOGY_HEX;
  options.symmetry = TACTICS_SYMMETRY_ROTATE_180;
  options.style = TACTICS_MAP_STYLE_RIVERS;
  options.width = options.height = TACTICS_MAX_MAP_SIZE;
  ms = time_generation (ruleset, &options);
  report ("4096 × 4096 hex, rotate-180, rivers, 2 players", ms, "ms", BUDGET_4096_MS);
  report ("4096 × 4096: peak resident memory of the process", peak_rss_mb (), "MB",
          BUDGET_4096_MB);
  return 0;
}
