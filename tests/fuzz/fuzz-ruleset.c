/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-common.h"

/* The ruleset loader on any bytes: a refusal is a proper file error, and
 * what is accepted holds within the limits, with every reference resolved,
 * and survives a copy. */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

static void
check_ruleset (TacticsRuleset *ruleset)
{
  GListModel *lists[] = {
    tactics_ruleset_get_movetypes (ruleset),
    tactics_ruleset_get_terrains (ruleset),
    tactics_ruleset_get_unit_types (ruleset),
    tactics_ruleset_get_actions (ruleset),
  };
  GListModel *unit_types = lists[2];
  g_autoptr(TacticsRuleset) copy = NULL;
  g_autoptr(GBytes) bytes = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    g_assert_cmpuint (g_list_model_get_n_items (lists[i]), <=, TACTICS_MAX_RULESET_ITEMS);

  /* Every unit moves with a movement type of the ruleset and names only
   * its actions. */
  for (guint i = 0; i < g_list_model_get_n_items (unit_types); i++)
    {
      g_autoptr(TacticsUnitType) unit_type = g_list_model_get_item (unit_types, i);
      const char *movetype = tactics_unit_type_get_movetype (unit_type);
      const char * const *actions = tactics_unit_type_get_actions (unit_type);

      g_assert_nonnull (tactics_ruleset_lookup_movetype (ruleset, movetype));
      g_assert_nonnull (tactics_ruleset_lookup_unit_type (ruleset,
                                                          tactics_unit_type_get_id (unit_type)));
      for (guint j = 0; actions != NULL && actions[j] != NULL; j++)
        g_assert_nonnull (tactics_ruleset_lookup_action (ruleset, actions[j]));
    }

  copy = tactics_ruleset_copy (ruleset);
  g_assert_true (tactics_ruleset_equal (ruleset, copy));

  bytes = tactics_ruleset_to_bytes (ruleset);
  g_assert_nonnull (bytes);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;

  ruleset = tactics_ruleset_load_from_bytes (bytes, "fuzz.ruleset.xml", &error);
  g_assert_true ((ruleset == NULL) != (error == NULL));

  if (ruleset != NULL)
    check_ruleset (ruleset);
  else
    fuzz_assert_file_error (error);

  return 0;
}
