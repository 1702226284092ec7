/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenarios and their parts: regions (named sets of cells), objectives
 * with the sentences players read, sides with their placed units. */
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

  /* Not revealed at the start unless set; a change notifies once. */
  {
    guint notified = 0;
    gboolean revealed = TRUE;

    g_assert_false (tactics_region_get_revealed (region));
    g_signal_connect (region, "notify::revealed", G_CALLBACK (count_notify), &notified);
    tactics_region_set_revealed (region, TRUE);
    tactics_region_set_revealed (region, TRUE);
    g_assert_cmpuint (notified, ==, 1);
    g_object_set (region, "revealed", FALSE, NULL);
    g_object_get (region, "revealed", &revealed, NULL);
    g_assert_false (revealed);
    g_assert_cmpuint (notified, ==, 2);
    g_signal_handlers_disconnect_by_data (region, &notified);
  }

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

static void
test_side_values (void)
{
  g_autoptr(TacticsSide) side = tactics_side_new ("blue", "Blue");
  g_autoptr(TacticsPlacedUnit) captain = tactics_placed_unit_new ("captain", "infantry",
                                                                  (TacticsCell) { 2, 3 });
  g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);
  const char *allowed[] = { "infantry", "archer", NULL };
  guint changes = 0;

  assert_string_property (side, "name", "Azure");
  /* A side a file left nameless goes by its id. */
  tactics_side_set_name (side, NULL);
  g_assert_cmpstr (tactics_side_get_display_name (side), ==, "blue");
  tactics_side_set_name (side, "Blue");
  g_assert_cmpstr (tactics_side_get_display_name (side), ==, "Blue");
  assert_uint_range (side, "team", 0, TACTICS_MAX_SIDE_TEAM, 0);
  assert_uint_range (side, "budget", 0, TACTICS_MAX_UNITS_PER_PLAYER, 0);
  assert_enum_property (side, "player-kind", TACTICS_TYPE_PLAYER_KIND, TACTICS_PLAYER_COMPUTER);
  assert_enum_property (side, "level", TACTICS_TYPE_AI_LEVEL, TACTICS_AI_LEVEL_HARD);
  assert_string_property (side, "start-zone", "west");

  /* Any unit type until some are named. */
  g_assert_true (tactics_side_allows_unit (side, "mage"));
  tactics_side_set_allowed_units (side, allowed);
  g_assert_true (tactics_side_allows_unit (side, "archer"));
  g_assert_false (tactics_side_allows_unit (side, "mage"));
  tactics_side_set_allowed_units (side, NULL);
  g_assert_true (tactics_side_allows_unit (side, "mage"));

  /* Placed units are the side's own copies. */
  g_signal_connect (side, "placed-units-changed", G_CALLBACK (count_emission), &changes);
  captain->name = g_strdup ("the Captain");
  captain->hp = 12;
  tactics_side_insert_placed_unit (side, 0, captain);
  captain->hp = 1;
  g_assert_cmpuint (tactics_side_get_n_placed_units (side), ==, 1);
  g_assert_cmpuint (tactics_side_get_placed_unit (side, 0)->hp, ==, 12);
  g_assert_cmpstr (tactics_side_get_placed_unit (side, 0)->name, ==, "the Captain");
  tactics_side_remove_placed_unit (side, 0);
  g_assert_cmpuint (changes, ==, 2);

  tactics_side_insert_objective (side, 5, hold);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_side_get_objectives (side)), ==, 1);
  tactics_side_remove_objective (side, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_side_get_objectives (side)), ==, 0);
}

/* Copies hold every field of the original, and are new objects. */
static void
test_copies (void)
{
  g_autoptr(TacticsRegion) region = tactics_region_new ("tower", "the Old Tower");
  g_autoptr(TacticsRegion) region_copy = NULL;
  g_autoptr(TacticsSide) side = tactics_side_new ("blue", "Blue");
  g_autoptr(TacticsSide) side_copy = NULL;
  g_autoptr(TacticsSide) bare_copy = NULL;
  g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);
  g_autoptr(TacticsObjective) first = NULL;
  g_autoptr(TacticsPlacedUnit) guard = tactics_placed_unit_new ("guard", "infantry",
                                                                (TacticsCell) { 1, 2 });
  const char * const allowed[] = { "infantry", "archer", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 3, 1 }, { 2, 4 } };
  const TacticsCell *copied;
  guint n_copied;

  tactics_region_set_color (region, "#123456");
  tactics_region_set_revealed (region, TRUE);
  tactics_region_set_cells (region, cells, G_N_ELEMENTS (cells), TRUE);
  region_copy = tactics_region_copy (region, "keep");
  g_assert_true (tactics_region_get_revealed (region_copy));
  g_assert_true (region_copy != region);
  g_assert_cmpstr (tactics_region_get_id (region_copy), ==, "keep");
  g_assert_cmpstr (tactics_region_get_name (region_copy), ==, "the Old Tower");
  g_assert_cmpstr (tactics_region_get_color (region_copy), ==, "#123456");
  copied = tactics_region_get_cells (region_copy, &n_copied);
  g_assert_cmpuint (n_copied, ==, 3);
  g_assert_cmpint (copied[2].x, ==, 2);
  g_assert_true (tactics_region_contains (region_copy, (TacticsCell) { 3, 1 }));

  tactics_objective_set_region (hold, "tower");
  tactics_objective_set_rounds (hold, 3);
  tactics_objective_set_points (hold, 5);
  tactics_side_set_team (side, 4);
  tactics_side_set_player_kind (side, TACTICS_PLAYER_COMPUTER);
  tactics_side_set_level (side, TACTICS_AI_LEVEL_HARD);
  tactics_side_set_budget (side, 6);
  tactics_side_set_start_zone (side, "tower");
  tactics_side_set_allowed_units (side, allowed);
  tactics_side_insert_objective (side, 0, hold);
  tactics_side_insert_placed_unit (side, 0, guard);
  side_copy = tactics_side_copy (side, NULL, TRUE);
  g_assert_cmpstr (tactics_side_get_id (side_copy), ==, "blue");
  g_assert_cmpstr (tactics_side_get_name (side_copy), ==, "Blue");
  g_assert_cmpuint (tactics_side_get_team (side_copy), ==, 4);
  g_assert_cmpint (tactics_side_get_player_kind (side_copy), ==, TACTICS_PLAYER_COMPUTER);
  g_assert_cmpint (tactics_side_get_level (side_copy), ==, TACTICS_AI_LEVEL_HARD);
  g_assert_cmpuint (tactics_side_get_budget (side_copy), ==, 6);
  g_assert_cmpstr (tactics_side_get_start_zone (side_copy), ==, "tower");
  g_assert_true (tactics_side_allows_unit (side_copy, "archer"));
  g_assert_false (tactics_side_allows_unit (side_copy, "mage"));
  g_assert_cmpuint (tactics_side_get_n_placed_units (side_copy), ==, 1);
  g_assert_cmpstr (tactics_side_get_placed_unit (side_copy, 0)->id, ==, "guard");
  first = g_list_model_get_item (tactics_side_get_objectives (side_copy), 0);
  g_assert_true (first != hold);
  g_assert_cmpint (tactics_objective_get_kind (first), ==, TACTICS_OBJECTIVE_HOLD_REGION);
  g_assert_cmpstr (tactics_objective_get_region (first), ==, "tower");
  g_assert_cmpuint (tactics_objective_get_rounds (first), ==, 3);
  g_assert_cmpuint (tactics_objective_get_points (first), ==, 5);

  /* Under another id, without the placed units. */
  bare_copy = tactics_side_copy (side, "red", FALSE);
  g_assert_cmpstr (tactics_side_get_id (bare_copy), ==, "red");
  g_assert_cmpuint (tactics_side_get_n_placed_units (bare_copy), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_side_get_objectives (bare_copy)), ==, 1);
}

/* The scenario finds regions, sides and placed units by id (and placed
 * units by cell), and says each
 * objective with their names. */
static void
test_scenario_sentences (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (6, 6, TACTICS_TOPOLOGY_HEX, ruleset);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(TacticsSide) blue = tactics_side_new ("blue", "Blue");
  g_autoptr(TacticsSide) red = tactics_side_new ("red", "Red");
  g_autoptr(TacticsRegion) tower = tactics_region_new ("tower", "the Old Tower");
  g_autoptr(TacticsPlacedUnit) guard = tactics_placed_unit_new ("guard", "infantry",
                                                                (TacticsCell) { 4, 4 });
  g_autoptr(TacticsPlacedUnit) warlord = tactics_placed_unit_new ("warlord", "infantry",
                                                                  (TacticsCell) { 5, 5 });
  g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);
  g_autoptr(TacticsObjective) hunt = tactics_objective_new (TACTICS_OBJECTIVE_ELIMINATE_UNIT);
  g_autoptr(TacticsObjective) stray = tactics_objective_new (TACTICS_OBJECTIVE_REACH_REGION);
  g_autofree char *held = NULL;
  g_autofree char *hunted = NULL;
  g_autofree char *strayed = NULL;
  TacticsSide *owner = NULL;

  g_assert_true (tactics_scenario_get_map (scenario) == map);
  assert_string_property (scenario, "name", "The Tower");
  assert_string_property (scenario, "victory-text", "The tower is ours.");
  assert_uint_range (scenario, "round-limit", 0, TACTICS_MAX_OBJECTIVE_ROUNDS, 0);

  warlord->name = g_strdup ("the Warlord");
  tactics_side_insert_placed_unit (blue, 0, guard);
  tactics_side_insert_placed_unit (red, 0, warlord);
  tactics_scenario_insert_side (scenario, 0, blue);
  tactics_scenario_insert_side (scenario, 1, red);
  tactics_scenario_insert_region (scenario, 0, tower);

  g_assert_true (tactics_scenario_lookup_side (scenario, "red") == red);
  g_assert_true (tactics_scenario_get_side (scenario, 1) == red);
  g_assert_null (tactics_scenario_get_side (scenario, 2));
  g_assert_true (tactics_scenario_lookup_region (scenario, "tower") == tower);
  /* A region without a name goes by its id wherever it is named. */
  g_assert_cmpstr (tactics_region_get_display_name (tower), ==, "the Old Tower");
  tactics_region_set_name (tower, "");
  g_assert_cmpstr (tactics_region_get_display_name (tower), ==, "tower");
  tactics_region_set_name (tower, "the Old Tower");
  g_assert_null (tactics_scenario_lookup_region (scenario, "keep"));
  g_assert_cmpstr (tactics_scenario_lookup_placed_unit (scenario, "warlord", &owner)->unit_type,
                   ==, "infantry");
  g_assert_true (owner == red);
  g_assert_null (tactics_scenario_lookup_placed_unit (scenario, "nobody", &owner));
  g_assert_null (owner);
  g_assert_true (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 5, 5 }, &owner)
                 == tactics_side_get_placed_unit (red, 0));
  g_assert_true (owner == red);
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 4, 4 }, NULL));
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 4, 5 }, &owner));
  g_assert_null (owner);

  /* A unit without a name of its own goes by its type's. */
  g_assert_cmpstr (tactics_scenario_get_unit_name (scenario, guard), ==, "Infantry");

  tactics_objective_set_region (hold, "tower");
  tactics_objective_set_rounds (hold, 3);
  held = tactics_scenario_dup_objective_sentence (scenario, blue, hold);
  g_assert_cmpstr (held, ==, "Blue wins by holding the Old Tower for 3 rounds in a row.");
  tactics_objective_set_unit (hunt, "warlord");
  hunted = tactics_scenario_dup_objective_sentence (scenario, blue, hunt);
  g_assert_cmpstr (hunted, ==, "Blue wins by eliminating the Warlord.");
  /* A region the scenario lacks is still a sentence. */
  tactics_objective_set_region (stray, "keep");
  strayed = tactics_scenario_dup_objective_sentence (scenario, red, stray);
  g_assert_cmpstr (strayed, ==, "Red wins by reaching the region with any unit.");

  /* Before a match, units alike are told apart by their side and cell. */
  {
    g_autoptr(TacticsPlacedUnit) loose = tactics_placed_unit_new ("loose", "infantry",
                                                                  (TacticsCell) { 1, 2 });
    g_autoptr(TacticsObjective) keep = tactics_objective_new (TACTICS_OBJECTIVE_PROTECT_UNIT);
    g_autofree char *guard_label = tactics_scenario_dup_unit_label (scenario, guard);
    g_autofree char *loose_label = tactics_scenario_dup_unit_label (scenario, loose);
    g_autofree char *kept = NULL;
    g_autofree char *kept_in_match = NULL;

    g_assert_cmpstr (guard_label, ==, "Infantry of Blue at 4,4");
    g_assert_cmpstr (loose_label, ==, "Infantry at 1,2");
    tactics_objective_set_unit (keep, "guard");
    kept = tactics_scenario_dup_objective_description (scenario, blue, keep);
    g_assert_cmpstr (kept, ==, "Blue loses if Infantry of Blue at 4,4 falls.");
    /* In a match units move: the sentence players read names no cell. */
    kept_in_match = tactics_scenario_dup_objective_sentence (scenario, blue, keep);
    g_assert_cmpstr (kept_in_match, ==, "Blue loses if Infantry falls.");
  }

  tactics_scenario_remove_region (scenario, 0);
  tactics_scenario_remove_side (scenario, 1);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==, 1);
}

/* Many cells given in reading order are taken as they are; after them, or
 * out of order, they are sorted in: the same cells either way. */
static void
test_region_cells_in_order (void)
{
  g_autoptr(TacticsRegion) region = tactics_region_new ("r", NULL);
  g_autoptr(TacticsRegion) shuffled = tactics_region_new ("s", NULL);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  const TacticsCell *a, *b;
  guint n_a, n_b;

  for (int y = 0; y < 20; y++)
    for (int x = 0; x < 20; x += 2)
      g_array_append_val (cells, ((TacticsCell) { x, y }));

  g_assert_true (tactics_region_set_cells (region, (TacticsCell *) (gpointer) cells->data,
                                           cells->len, TRUE));
  /* Again, and the odd columns after: repeats and cells before the last. */
  g_assert_false (tactics_region_set_cells (region, (TacticsCell *) (gpointer) cells->data,
                                            cells->len, TRUE));
  for (guint i = 0; i < cells->len; i++)
    g_array_index (cells, TacticsCell, i).x++;
  g_assert_true (tactics_region_set_cells (region, (TacticsCell *) (gpointer) cells->data,
                                           cells->len, TRUE));

  for (int x = 19; x >= 0; x--)
    for (int y = 19; y >= 0; y--)
      tactics_region_set_cells (shuffled, &(TacticsCell) { x, y }, 1, TRUE);

  a = tactics_region_get_cells (region, &n_a);
  b = tactics_region_get_cells (shuffled, &n_b);
  g_assert_cmpuint (n_a, ==, 400);
  g_assert_cmpmem (a, n_a * sizeof (TacticsCell), b, n_b * sizeof (TacticsCell));
}

/* Where its map lives and the domain of its strings: none by default,
 * kept as set. */
static void
test_scenario_file_values (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (6, 6, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);

  g_assert_null (tactics_scenario_get_map_path (scenario));
  g_assert_null (tactics_scenario_get_translation_domain (scenario));
  tactics_scenario_set_map_path (scenario, "../maps/skirmish.map.xml");
  tactics_scenario_set_translation_domain (scenario, "tactics");
  g_assert_cmpstr (tactics_scenario_get_map_path (scenario), ==, "../maps/skirmish.map.xml");
  g_assert_cmpstr (tactics_scenario_get_translation_domain (scenario), ==, "tactics");
  tactics_scenario_set_map_path (scenario, NULL);
  g_assert_null (tactics_scenario_get_map_path (scenario));
}

static void
count_change (TacticsScenario *scenario,
              guint           *n_changes)
{
  (*n_changes)++;
}

/* "changed" tells every change of the scenario and of its parts, however
 * they were put there, and nothing of parts it no longer holds. */
static void
test_scenario_changed (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (6, 6, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(TacticsSide) blue = tactics_side_new ("blue", "Blue");
  g_autoptr(TacticsRegion) tower = tactics_region_new ("tower", "the Old Tower");
  g_autoptr(TacticsObjective) hold = tactics_objective_new (TACTICS_OBJECTIVE_HOLD_REGION);
  g_autoptr(TacticsPlacedUnit) guard = tactics_placed_unit_new ("guard", "infantry",
                                                                (TacticsCell) { 1, 1 });
  guint n_changes = 0, before;

  tactics_side_insert_objective (blue, 0, hold);
  g_signal_connect (scenario, "changed", G_CALLBACK (count_change), &n_changes);

  tactics_scenario_set_name (scenario, "Test");
  g_assert_cmpuint (n_changes, >, 0);
  before = n_changes;
  tactics_scenario_insert_side (scenario, 0, blue);
  g_assert_cmpuint (n_changes, >, before);
  before = n_changes;
  tactics_side_set_budget (blue, 3);
  g_assert_cmpuint (n_changes, >, before);
  before = n_changes;
  tactics_side_insert_placed_unit (blue, 0, guard);
  g_assert_cmpuint (n_changes, >, before);
  before = n_changes;
  /* An objective the side had before it joined, and one added since. */
  tactics_objective_set_rounds (hold, 4);
  g_assert_cmpuint (n_changes, >, before);
  before = n_changes;
  tactics_side_insert_objective (blue, 1, tactics_objective_new (TACTICS_OBJECTIVE_SURVIVE_ROUNDS));
  g_assert_cmpuint (n_changes, >, before);
  before = n_changes;
  {
    g_autoptr(TacticsObjective) added = g_list_model_get_item (tactics_side_get_objectives (blue),
                                                               1);

    tactics_objective_set_rounds (added, 7);
    g_assert_cmpuint (n_changes, >, before);
  }
  before = n_changes;
  tactics_scenario_insert_region (scenario, 0, tower);
  g_assert_cmpuint (n_changes, >, before);
  before = n_changes;
  tactics_region_set_cells (tower, &(TacticsCell) { 2, 2 }, 1, TRUE);
  g_assert_cmpuint (n_changes, >, before);

  /* Put back by a splice of the list (as undo does), still heard, once. */
  tactics_scenario_remove_side (scenario, 0);
  g_list_store_insert (G_LIST_STORE (tactics_scenario_get_sides (scenario)), 0, blue);
  before = n_changes;
  tactics_side_set_budget (blue, 5);
  g_assert_cmpuint (n_changes, ==, before + 1);

  /* Gone, not heard. */
  tactics_scenario_remove_region (scenario, 0);
  before = n_changes;
  tactics_region_set_cells (tower, &(TacticsCell) { 3, 3 }, 1, TRUE);
  g_assert_cmpuint (n_changes, ==, before);
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
  g_test_add_func ("/scenario/side-values", test_side_values);
  g_test_add_func ("/scenario/sentences", test_scenario_sentences);
  g_test_add_func ("/scenario/copies", test_copies);
  g_test_add_func ("/scenario/region-cells-in-order", test_region_cells_in_order);
  g_test_add_func ("/scenario/file-values", test_scenario_file_values);
  g_test_add_func ("/scenario/changed", test_scenario_changed);

  return g_test_run ();
}
