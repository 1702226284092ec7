/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "generate-test-helpers.h"

TacticsRuleset *
generate_test_load_default_ruleset (void)
{
  g_autoptr(GFile) file = tactics_data_find_file ("default.ruleset.xml");
  g_autoptr(GError) error = NULL;
  TacticsRuleset *ruleset;

  g_assert_nonnull (file);
  ruleset = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  return ruleset;
}

char *
generate_test_digest (TacticsScenario *scenario)
{
  g_autoptr(GBytes) bytes = tactics_scenario_to_self_contained_bytes (scenario);

  return g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
}
