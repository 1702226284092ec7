/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The parts of a scenario: regions (named sets of cells) and objectives,
 * with the sentences players read. */
#include "config.h"

#include <locale.h>

#include "model-test-helpers.h"

static void
test_region_cells (void)
{
  g_autoptr(TacticsRegion) region = tactics_region_new ("tower", "the Old Tower");
  const TacticsCell cells[] = { { 3, 2 }, { 1, 2 }, { 3, 2 }, { 0, 5 }, { 2, 0 } };
  const TacticsCell *stored;
  g_autoptr(GArray) many = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  guint changes = 0;
  guint n_cells;

  g_assert_cmpstr (tactics_region_get_id (region), ==, "tower");
  g_assert_cmpstr (tactics_region_get_name (region), ==, "the Old Tower");
  assert_string_property (region, "color", "#4fc3f7");
  g_signal_connect (region, "cells-changed", G_CALLBACK (count_emission), &changes);

  /* Kept once each, in reading order. */
  g_assert_true (tactics_region_set_cells (region, cells, G_N_ELEMENTS (cells), TRUE));
  stored = tactics_region_get_cells (region, &n_cells);
  g_assert_cmpuint (n_cells, ==, 4);
  g_assert_cmpint (stored[0].x, ==, 2);
  g_assert_cmpint (stored[0].y, ==, 0);
  g_assert_cmpint (stored[1].x, ==, 1);
  g_assert_cmpint (stored[2].x, ==, 3);
  g_assert_cmpint (stored[3].y, ==, 5);
  g_assert_true (tactics_region_contains (region, (TacticsCell) { 1, 2 }));
  g_assert_false (tactics_region_contains (region, (TacticsCell) { 2, 2 }));
  g_assert_cmpuint (changes, ==, 1);

  /* Nothing new: no change told. */
  g_assert_false (tactics_region_set_cells (region, cells, 2, TRUE));
  g_assert_cmpuint (changes, ==, 1);

  /* Out again. */
  g_assert_true (tactics_region_set_cells (region, (TacticsCell[]) { { 1, 2 }, { 9, 9 } }, 2,
                                           FALSE));
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 3);
  g_assert_false (tactics_region_contains (region, (TacticsCell) { 1, 2 }));

  /* A whole block at once, over what is there. */
  for (int y = 0; y < 20; y++)
    for (int x = 19; x >= 0; x--)
      g_array_append_val (many, ((TacticsCell) { x, y }));
  g_assert_true (tactics_region_set_cells (region, (TacticsCell *) many->data, many->len, TRUE));
  stored = tactics_region_get_cells (region, &n_cells);
  g_assert_cmpuint (n_cells, ==, 400);
  for (guint i = 1; i < n_cells; i++)
    g_assert_true (stored[i - 1].y < stored[i].y
                   || (stored[i - 1].y == stored[i].y && stored[i - 1].x < stored[i].x));

  tactics_region_clear (region);
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 0);
}

static void
test_objective_values (void)
{
  g_autoptr(TacticsObjective) objective = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);

  g_assert_cmpint (tactics_objective_get_kind (objective), ==, TACTICS_OBJECTIVE_HOLD_REGION);
  assert_enum_property (objective, "kind", TACTICS_TYPE_OBJECTIVE_KIND,
                        TACTICS_OBJECTIVE_SURVIVE_ROUNDS);
  assert_string_property (objective, "region", "tower");
  assert_string_property (objective, "unit", "captain");
  assert_uint_range (objective, "rounds", 1, TACTICS_MAX_OBJECTIVE_ROUNDS, 1);
  assert_uint_range (objective, "points", 0, TACTICS_MAX_OBJECTIVE_POINTS, 0);

  g_assert_true (tactics_objective_kind_is_defeat (TACTICS_OBJECTIVE_PROTECT_UNIT));
  g_assert_false (tactics_objective_kind_is_defeat (TACTICS_OBJECTIVE_ELIMINATE_UNIT));
  g_assert_true (tactics_objective_kind_uses_region (TACTICS_OBJECTIVE_REACH_REGION));
  g_assert_false (tactics_objective_kind_uses_region (TACTICS_OBJECTIVE_SURVIVE_ROUNDS));
  g_assert_true (tactics_objective_kind_uses_unit (TACTICS_OBJECTIVE_ELIMINATE_UNIT));
  g_assert_true (tactics_objective_kind_uses_rounds (TACTICS_OBJECTIVE_SURVIVE_ROUNDS));
  g_assert_false (tactics_objective_kind_uses_rounds (TACTICS_OBJECTIVE_MOST_POINTS));
}

static void
assert_sentence (TacticsObjectiveKind  kind,
                 guint                 rounds,
                 const char           *unit_id,
                 const char           *expected)
{
  g_autoptr(TacticsObjective) objective = tactics_objective_new (kind);
  g_autofree char *sentence = NULL;

  tactics_objective_set_rounds (objective, rounds);
  tactics_objective_set_unit (objective, unit_id);
  sentence = tactics_objective_dup_sentence (objective, "Blue", "the Old Tower", "the Captain");
  g_assert_cmpstr (sentence, ==, expected);
}

static void
test_objective_sentences (void)
{
  assert_sentence (TACTICS_OBJECTIVE_ELIMINATE_ALL, 1, NULL,
                   "Blue wins by eliminating every enemy unit.");
  assert_sentence (TACTICS_OBJECTIVE_HOLD_REGION, 3, NULL,
                   "Blue wins by holding the Old Tower for 3 rounds in a row.");
  assert_sentence (TACTICS_OBJECTIVE_HOLD_REGION, 1, NULL,
                   "Blue wins by holding the Old Tower for 1 round.");
  assert_sentence (TACTICS_OBJECTIVE_REACH_REGION, 1, NULL,
                   "Blue wins by reaching the Old Tower with any unit.");
  assert_sentence (TACTICS_OBJECTIVE_REACH_REGION, 1, "captain",
                   "Blue wins by reaching the Old Tower with the Captain.");
  assert_sentence (TACTICS_OBJECTIVE_PROTECT_UNIT, 1, "captain",
                   "Blue loses if the Captain falls.");
  assert_sentence (TACTICS_OBJECTIVE_ELIMINATE_UNIT, 1, "captain",
                   "Blue wins by eliminating the Captain.");
  assert_sentence (TACTICS_OBJECTIVE_SURVIVE_ROUNDS, 10, NULL,
                   "Blue wins by lasting 10 rounds.");
  assert_sentence (TACTICS_OBJECTIVE_MOST_POINTS, 1, NULL,
                   "Blue wins with the most points when the rounds run out.");
}

int
main (int argc, char *argv[])
{
  /* The sentences in English, whatever the machine's language. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");

  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/scenario/region-cells", test_region_cells);
  g_test_add_func ("/scenario/objective-values", test_objective_values);
  g_test_add_func ("/scenario/objective-sentences", test_objective_sentences);

  return g_test_run ();
}
