/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The ruleset and its objects: the properties of movement types, terrains,
 * unit types and actions, the ruleset's lists, its change signal, copies
 * and equality, and what finalizing a ruleset or a map releases. Editing
 * a ruleset is in test-ruleset-edit.c, the map in test-model-map.c. */
#include "config.h"

#include "model-test-helpers.h"
#include "tactics-model-private.h"

static void
test_movetype_properties (void)
{
  g_autoptr(TacticsMovetype) movetype = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsMovetype) unnamed = tactics_movetype_new ("mounted", NULL);

  g_assert_cmpstr (tactics_movetype_get_id (movetype), ==, "foot");
  g_assert_cmpstr (tactics_movetype_get_name (movetype), ==, "Foot");
  g_assert_cmpstr (tactics_movetype_get_name (unnamed), ==, "mounted");

  assert_string_property (movetype, "id", "walk");
  assert_string_property (movetype, "name", "Walking");
  assert_string_property (movetype, "name", NULL);
  g_assert_cmpstr (tactics_movetype_get_id (movetype), ==, "walk");
}

static void
test_terrain_properties (void)
{
  g_autoptr(TacticsTerrain) terrain = tactics_terrain_new ("p", "Plains", "#a5d66f");
  g_autoptr(TacticsTerrain) plain = tactics_terrain_new ("r", NULL, NULL);

  g_assert_cmpstr (tactics_terrain_get_id (terrain), ==, "p");
  g_assert_cmpstr (tactics_terrain_get_name (terrain), ==, "Plains");
  g_assert_cmpstr (tactics_terrain_get_color (terrain), ==, "#a5d66f");
  g_assert_null (tactics_terrain_get_icon (terrain));
  g_assert_null (tactics_terrain_get_description (terrain));
  g_assert_cmpstr (tactics_terrain_get_name (plain), ==, "r");
  g_assert_cmpstr (tactics_terrain_get_color (plain), ==, "#808080");

  assert_string_property (terrain, "id", "g");
  assert_string_property (terrain, "name", "Grass");
  assert_string_property (terrain, "color", "#00ff00");
  assert_string_property (terrain, "icon", "grass");
  assert_string_property (terrain, "icon", NULL);
  assert_string_property (terrain, "description", "Green and flat.");
  g_assert_cmpstr (tactics_terrain_get_description (terrain), ==, "Green and flat.");

  /* Nothing blocks the view unless the ruleset says so. */
  g_assert_false (tactics_terrain_get_blocks_sight (terrain));
  {
    g_auto(GValue) value = G_VALUE_INIT;
    g_autoptr(TacticsTerrain) copy = NULL;

    g_value_init (&value, G_TYPE_BOOLEAN);
    g_value_set_boolean (&value, TRUE);
    assert_property_round_trip (terrain, "blocks-sight", &value);
    g_assert_true (tactics_terrain_get_blocks_sight (terrain));
    /* Any true value is the same TRUE: setting 2 changes nothing. */
    tactics_terrain_set_blocks_sight (terrain, 2);
    g_assert_cmpint (tactics_terrain_get_blocks_sight (terrain), ==, TRUE);
    copy = tactics_terrain_copy (terrain);
    g_assert_true (tactics_terrain_get_blocks_sight (copy));
  }
}

static void
test_terrain_costs (void)
{
  g_autoptr(TacticsTerrain) terrain = tactics_terrain_new ("f", "Forest", "#2e7d32");
  g_autofree const char **movetypes = NULL;
  guint changed = 0;

  g_signal_connect (terrain, "costs-changed", G_CALLBACK (count_emission), &changed);

  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "foot"), ==, 0);

  tactics_terrain_set_cost (terrain, "mounted", 3);
  tactics_terrain_set_cost (terrain, "foot", 2);
  tactics_terrain_set_cost (terrain, "aquatic", 0);   /* nothing to remove */
  tactics_terrain_set_cost (terrain, "flying", 1);
  g_assert_cmpuint (changed, ==, 3);
  tactics_terrain_set_cost (terrain, "foot", 2);
  g_assert_cmpuint (changed, ==, 3);

  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "foot"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "mounted"), ==, 3);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "flying"), ==, 1);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "aquatic"), ==, 0);

  movetypes = tactics_terrain_get_cost_movetypes (terrain);
  g_assert_cmpstrv (movetypes, ((const char *[]) { "flying", "foot", "mounted", NULL }));
  g_clear_pointer (&movetypes, g_free);

  tactics_terrain_set_cost (terrain, "foot", TACTICS_MAX_COST);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "foot"), ==, TACTICS_MAX_COST);
  g_assert_cmpuint (changed, ==, 4);

  tactics_terrain_set_cost (terrain, "flying", 0);
  g_assert_cmpuint (changed, ==, 5);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "flying"), ==, 0);

  tactics_terrain_rename_movetype (terrain, "mounted", "cavalry");
  g_assert_cmpuint (changed, ==, 6);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "mounted"), ==, 0);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain, "cavalry"), ==, 3);

  tactics_terrain_rename_movetype (terrain, "nothing", "else");
  tactics_terrain_rename_movetype (terrain, "foot", "foot");
  g_assert_cmpuint (changed, ==, 6);

  tactics_terrain_rename_movetype (terrain, "foot", NULL);
  g_assert_cmpuint (changed, ==, 7);

  movetypes = tactics_terrain_get_cost_movetypes (terrain);
  g_assert_cmpstrv (movetypes, ((const char *[]) { "cavalry", NULL }));

  if (g_test_undefined ())
    {
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*cost <= TACTICS_MAX_COST*");
      tactics_terrain_set_cost (terrain, "foot", TACTICS_MAX_COST + 1);
      g_test_assert_expected_messages ();
      g_assert_cmpuint (changed, ==, 7);
    }
}

static void
test_unit_type_properties (void)
{
  g_autoptr(TacticsUnitType) unit_type = tactics_unit_type_new ("infantry", "Infantry");
  g_autoptr(TacticsUnitType) anonymous = tactics_unit_type_new ("scout", NULL);
  g_autoptr(TacticsUnitType) accented = tactics_unit_type_new ("elan", "Élan");
  g_autoptr(TacticsUnitType) blank = tactics_unit_type_new ("", NULL);
  const char *actions[] = { "sword", "bow", NULL };
  g_auto(GValue) value = G_VALUE_INIT;

  g_assert_cmpstr (tactics_unit_type_get_id (unit_type), ==, "infantry");
  g_assert_cmpstr (tactics_unit_type_get_name (unit_type), ==, "Infantry");
  g_assert_cmpuint (tactics_unit_type_get_max_hp (unit_type), ==, 10);
  g_assert_cmpuint (tactics_unit_type_get_move (unit_type), ==, 4);
  g_assert_cmpuint (tactics_unit_type_get_speed (unit_type), ==, 5);
  g_assert_cmpstr (tactics_unit_type_get_movetype (unit_type), ==, "foot");
  g_assert_cmpstr (tactics_unit_type_get_color (unit_type), ==, "#808080");
  g_assert_cmpstr (tactics_unit_type_get_glyph (unit_type), ==, "I");
  g_assert_null (tactics_unit_type_get_icon (unit_type));
  g_assert_nonnull (tactics_unit_type_get_actions (unit_type));
  g_assert_cmpuint (g_strv_length ((char **) tactics_unit_type_get_actions (unit_type)), ==, 0);

  g_assert_cmpstr (tactics_unit_type_get_name (anonymous), ==, "scout");
  g_assert_cmpstr (tactics_unit_type_get_glyph (anonymous), ==, "s");
  g_assert_cmpstr (tactics_unit_type_get_glyph (accented), ==, "É");
  g_assert_cmpstr (tactics_unit_type_get_glyph (blank), ==, "?");

  assert_uint_range (unit_type, "max-hp", 1, TACTICS_MAX_HP, 10);
  assert_uint_range (unit_type, "move", 0, TACTICS_MAX_MOVE, 4);
  assert_uint_range (unit_type, "speed", 1, TACTICS_MAX_SPEED, 5);

  assert_string_property (unit_type, "id", "pikeman");
  assert_string_property (unit_type, "name", "Pikeman");
  assert_string_property (unit_type, "description", "Holds the line.");
  assert_uint_property (unit_type, "max-hp", TACTICS_MAX_HP);
  assert_uint_property (unit_type, "move", 0);
  assert_uint_property (unit_type, "speed", 1);
  assert_string_property (unit_type, "movetype", "mounted");
  assert_string_property (unit_type, "color", "#c62828");
  assert_string_property (unit_type, "glyph", "Pk");
  assert_string_property (unit_type, "icon", "pike");

  g_value_init (&value, G_TYPE_STRV);
  g_value_set_boxed (&value, actions);
  assert_property_round_trip (unit_type, "actions", &value);
  g_assert_cmpstrv (tactics_unit_type_get_actions (unit_type), actions);

  /* A NULL glyph restores the default from the current name. */
  tactics_unit_type_set_glyph (unit_type, NULL);
  g_assert_cmpstr (tactics_unit_type_get_glyph (unit_type), ==, "P");

  /* NULL actions mean none, and never a NULL vector. */
  tactics_unit_type_set_actions (unit_type, NULL);
  g_assert_nonnull (tactics_unit_type_get_actions (unit_type));
  g_assert_null (tactics_unit_type_get_actions (unit_type)[0]);

  if (g_test_undefined ())
    {
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*max_hp >= 1*");
      tactics_unit_type_set_max_hp (unit_type, 0);
      g_test_assert_expected_messages ();
      g_assert_cmpuint (tactics_unit_type_get_max_hp (unit_type), ==, TACTICS_MAX_HP);
    }
}

static void
test_unit_type_attributes (void)
{
  g_autoptr(TacticsUnitType) unit_type = tactics_unit_type_new ("infantry", "Infantry");
  g_autofree const char **names = NULL;
  guint changed = 0;

  g_signal_connect (unit_type, "attributes-changed", G_CALLBACK (count_emission), &changed);

  names = tactics_unit_type_get_attribute_names (unit_type);
  g_assert_cmpstrv (names, ((const char *[]) { NULL }));
  g_clear_pointer (&names, g_free);

  tactics_unit_type_set_attribute (unit_type, "defense", "2");
  tactics_unit_type_set_attribute (unit_type, "armor", "heavy");
  tactics_unit_type_set_attribute (unit_type, "cost", "30");
  g_assert_cmpuint (changed, ==, 3);
  tactics_unit_type_set_attribute (unit_type, "defense", "2");
  tactics_unit_type_set_attribute (unit_type, "missing", NULL);
  g_assert_cmpuint (changed, ==, 3);

  g_assert_cmpstr (tactics_unit_type_get_attribute (unit_type, "defense"), ==, "2");
  g_assert_null (tactics_unit_type_get_attribute (unit_type, "missing"));

  names = tactics_unit_type_get_attribute_names (unit_type);
  g_assert_cmpstrv (names, ((const char *[]) { "armor", "cost", "defense", NULL }));
  g_clear_pointer (&names, g_free);

  tactics_unit_type_set_attribute (unit_type, "defense", "3");
  g_assert_cmpuint (changed, ==, 4);
  tactics_unit_type_set_attribute (unit_type, "cost", NULL);
  g_assert_cmpuint (changed, ==, 5);
  g_assert_null (tactics_unit_type_get_attribute (unit_type, "cost"));

  names = tactics_unit_type_get_attribute_names (unit_type);
  g_assert_cmpstrv (names, ((const char *[]) { "armor", "defense", NULL }));
}

/* The one sum matches and computer players apply an effect by. */
static void
test_effect_hp_after (void)
{
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_DAMAGE, 3, 10, 10), ==, 7);
  /* Past 0: eliminated, and by how much shows how far over it went. */
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_DAMAGE, 12, 10, 10), ==, -2);
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_DAMAGE, 10, 10, 10), ==, 0);
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_HEAL, 3, 4, 10), ==, 7);
  /* Never past the maximum, and never below where it was. */
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_HEAL, 8, 4, 10), ==, 10);
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_HEAL, 8, 10, 10), ==, 10);
  g_assert_cmpint (tactics_effect_hp_after (TACTICS_EFFECT_HEAL, 8, 12, 10), ==, 12);
}

static void
test_action_properties (void)
{
  g_autoptr(TacticsAction) action = tactics_action_new ("sword", "Sword");
  g_autoptr(TacticsAction) unnamed = tactics_action_new ("bow", NULL);
  guint min_notified = 0, max_notified = 0;

  g_assert_cmpstr (tactics_action_get_id (action), ==, "sword");
  g_assert_cmpstr (tactics_action_get_name (action), ==, "Sword");
  g_assert_cmpstr (tactics_action_get_name (unnamed), ==, "bow");
  g_assert_cmpuint (tactics_action_get_range_min (action), ==, 1);
  g_assert_cmpuint (tactics_action_get_range_max (action), ==, 1);
  g_assert_cmpint (tactics_action_get_metric (action), ==, TACTICS_METRIC_CHEBYSHEV);
  g_assert_cmpint (tactics_action_get_shape (action), ==, TACTICS_SHAPE_SINGLE);
  g_assert_cmpuint (tactics_action_get_extent (action), ==, 1);
  g_assert_cmpint (tactics_action_get_effect (action), ==, TACTICS_EFFECT_DAMAGE);
  g_assert_cmpuint (tactics_action_get_amount (action), ==, 1);
  g_assert_cmpint (tactics_action_get_affects (action), ==, TACTICS_AFFECTS_ENEMIES);

  assert_uint_range (action, "range-min", 0, TACTICS_MAX_RANGE, 1);
  assert_uint_range (action, "range-max", 0, TACTICS_MAX_RANGE, 1);
  assert_uint_range (action, "extent", 1, TACTICS_MAX_EXTENT, 1);
  assert_uint_range (action, "amount", 1, TACTICS_MAX_AMOUNT, 1);
  g_assert_true (G_IS_PARAM_SPEC_ENUM (g_object_class_find_property (G_OBJECT_GET_CLASS (action),
                                                                     "metric")));
  g_assert_true (g_type_is_a (g_object_class_find_property (G_OBJECT_GET_CLASS (action),
                                                            "shape")->value_type,
                              TACTICS_TYPE_SHAPE));

  assert_string_property (action, "id", "flamer");
  assert_string_property (action, "name", "Flame-thrower");
  assert_string_property (action, "description", "Burns a line.");
  assert_uint_property (action, "range-max", 3);
  assert_uint_property (action, "range-min", 2);
  assert_enum_property (action, "metric", TACTICS_TYPE_METRIC, TACTICS_METRIC_MANHATTAN);
  assert_enum_property (action, "shape", TACTICS_TYPE_SHAPE, TACTICS_SHAPE_LINEAR);
  assert_uint_property (action, "extent", 3);
  assert_enum_property (action, "effect", TACTICS_TYPE_EFFECT, TACTICS_EFFECT_HEAL);
  assert_uint_property (action, "amount", TACTICS_MAX_AMOUNT);
  assert_enum_property (action, "affects", TACTICS_TYPE_AFFECTS, TACTICS_AFFECTS_ALL);

  /* min ≤ max holds whichever end is set first. */
  g_signal_connect (action, "notify::range-min", G_CALLBACK (count_notify), &min_notified);
  g_signal_connect (action, "notify::range-max", G_CALLBACK (count_notify), &max_notified);
  tactics_action_set_range_min (action, 5);
  g_assert_cmpuint (tactics_action_get_range_min (action), ==, 5);
  g_assert_cmpuint (tactics_action_get_range_max (action), ==, 5);
  g_assert_cmpuint (min_notified, ==, 1);
  g_assert_cmpuint (max_notified, ==, 1);
  tactics_action_set_range_max (action, 0);
  g_assert_cmpuint (tactics_action_get_range_min (action), ==, 0);
  g_assert_cmpuint (tactics_action_get_range_max (action), ==, 0);
  g_assert_cmpuint (min_notified, ==, 2);
  g_assert_cmpuint (max_notified, ==, 2);
  tactics_action_set_range_max (action, 4);
  g_assert_cmpuint (tactics_action_get_range_min (action), ==, 0);
  g_assert_cmpuint (min_notified, ==, 2);
  g_assert_cmpuint (max_notified, ==, 3);
}

static void
test_ruleset_lists (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsTerrain) swamp = tactics_terrain_new ("s", "Swamp", NULL);
  g_autoptr(TacticsTerrain) first = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_movetypes (ruleset)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_terrains (ruleset)), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_actions (ruleset)), ==, 1);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, 3);

  g_assert_cmpstr (tactics_terrain_get_name (tactics_ruleset_get_terrain (ruleset, 2)), ==,
                   "Forest");
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "1"), ==, 1);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "x"), ==, -1);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, NULL), ==, -1);
  g_assert_nonnull (tactics_ruleset_lookup_movetype (ruleset, "flying"));
  g_assert_null (tactics_ruleset_lookup_movetype (ruleset, "aquatic"));
  g_assert_nonnull (tactics_ruleset_lookup_unit_type (ruleset, "infantry"));
  g_assert_nonnull (tactics_ruleset_lookup_action (ruleset, "sword"));
  g_assert_true (tactics_ruleset_lookup_terrain (ruleset, "2")
                 == tactics_ruleset_get_terrain (ruleset, 2));

  /* Lookups follow inserts and id changes. */
  tactics_ruleset_insert_terrain (ruleset, 0, swamp);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "s"), ==, 0);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "2"), ==, 3);
  tactics_terrain_set_id (swamp, "m");
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "s"), ==, -1);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "m"), ==, 0);
  g_assert_true (tactics_ruleset_lookup_terrain (ruleset, "m") == swamp);

  tactics_ruleset_move_terrain (ruleset, 0, 3);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "m"), ==, 3);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "0"), ==, 0);
  tactics_ruleset_move_terrain (ruleset, 3, 1);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "m"), ==, 1);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "0"), ==, 0);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "1"), ==, 2);

  tactics_ruleset_remove_terrain (ruleset, 1);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "m"), ==, -1);
  g_assert_null (tactics_ruleset_lookup_terrain (ruleset, "m"));
  first = g_list_model_get_item (tactics_ruleset_get_terrains (ruleset), 0);
  g_assert_cmpstr (tactics_terrain_get_id (first), ==, "0");
}

static void
test_ruleset_changed (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsTerrain) forest = g_object_ref (tactics_ruleset_get_terrain (ruleset, 2));
  g_autoptr(TacticsTerrain) swamp = tactics_terrain_new ("s", "Swamp", NULL);
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsAction *sword = tactics_ruleset_lookup_action (ruleset, "sword");
  TacticsMovetype *foot = tactics_ruleset_lookup_movetype (ruleset, "foot");
  guint changed = 0;

  g_signal_connect (ruleset, "changed", G_CALLBACK (count_emission), &changed);

  tactics_ruleset_set_name (ruleset, "Renamed");
  g_assert_cmpuint (changed, ==, 1);
  tactics_ruleset_set_name (ruleset, "Renamed");
  g_assert_cmpuint (changed, ==, 1);
  tactics_ruleset_set_description (ruleset, "Rules.");
  g_assert_cmpuint (changed, ==, 2);

  /* Item properties */
  tactics_terrain_set_color (forest, "#000000");
  g_assert_cmpuint (changed, ==, 3);
  tactics_terrain_set_color (forest, "#000000");
  g_assert_cmpuint (changed, ==, 3);
  tactics_movetype_set_name (foot, "On foot");
  g_assert_cmpuint (changed, ==, 4);
  tactics_unit_type_set_speed (infantry, 7);
  g_assert_cmpuint (changed, ==, 5);
  tactics_action_set_shape (sword, TACTICS_SHAPE_CIRCULAR);
  g_assert_cmpuint (changed, ==, 6);

  /* Costs and attributes */
  tactics_terrain_set_cost (forest, "foot", 3);
  g_assert_cmpuint (changed, ==, 7);
  tactics_terrain_rename_movetype (forest, "foot", "walk");
  g_assert_cmpuint (changed, ==, 8);
  tactics_unit_type_set_attribute (infantry, "defense", "5");
  g_assert_cmpuint (changed, ==, 9);

  /* Lists */
  tactics_ruleset_insert_terrain (ruleset, 1, swamp);
  g_assert_cmpuint (changed, ==, 10);
  tactics_terrain_set_name (swamp, "Marsh");
  g_assert_cmpuint (changed, ==, 11);
  tactics_ruleset_move_terrain (ruleset, 1, 0);
  g_assert_cmpuint (changed, ==, 12);
  tactics_ruleset_remove_action (ruleset, 0);
  g_assert_cmpuint (changed, ==, 13);
  tactics_ruleset_remove_terrain (ruleset, 3);   /* forest */
  g_assert_cmpuint (changed, ==, 14);

  /* A removed item no longer reaches the ruleset. */
  tactics_terrain_set_name (forest, "Woods");
  tactics_terrain_set_cost (forest, "flying", 2);
  g_assert_cmpuint (changed, ==, 14);

  /* The same object twice: removing one copy keeps the other watched. */
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, forest);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, forest);
  g_assert_cmpuint (changed, ==, 16);
  tactics_ruleset_remove_terrain (ruleset, tactics_ruleset_get_n_terrains (ruleset) - 1);
  g_assert_cmpuint (changed, ==, 17);
  tactics_terrain_set_name (forest, "Forest");
  g_assert_cmpuint (changed, ==, 18);
  tactics_ruleset_remove_terrain (ruleset, tactics_ruleset_get_n_terrains (ruleset) - 1);
  g_assert_cmpuint (changed, ==, 19);
  tactics_terrain_set_name (forest, "Woods");
  g_assert_cmpuint (changed, ==, 19);
}

static void
test_ruleset_copy_equal (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsRuleset) copy = tactics_ruleset_copy (ruleset);
  g_autoptr(TacticsRuleset) empty = tactics_ruleset_new ();
  TacticsTerrain *copied_forest;
  TacticsUnitType *copied_infantry;

  g_assert_true (tactics_ruleset_equal (ruleset, ruleset));
  g_assert_true (tactics_ruleset_equal (ruleset, copy));
  g_assert_false (tactics_ruleset_equal (ruleset, empty));

  /* Deep: new item objects with the same values. */
  copied_forest = tactics_ruleset_get_terrain (copy, 2);
  g_assert_true (copied_forest != tactics_ruleset_get_terrain (ruleset, 2));
  g_assert_cmpuint (tactics_terrain_get_cost (copied_forest, "foot"), ==, 2);
  copied_infantry = tactics_ruleset_lookup_unit_type (copy, "infantry");
  g_assert_true (copied_infantry != tactics_ruleset_lookup_unit_type (ruleset, "infantry"));
  g_assert_cmpstr (tactics_unit_type_get_attribute (copied_infantry, "defense"), ==, "2");
  g_assert_cmpstrv (tactics_unit_type_get_actions (copied_infantry),
                    ((const char *[]) { "sword", NULL }));
  g_assert_cmpuint (tactics_action_get_amount (tactics_ruleset_lookup_action (copy, "sword")),
                    ==, 6);

  /* Costs count. */
  tactics_terrain_set_cost (copied_forest, "foot", 4);
  g_assert_false (tactics_ruleset_equal (ruleset, copy));
  tactics_terrain_set_cost (copied_forest, "foot", 2);
  g_assert_true (tactics_ruleset_equal (ruleset, copy));

  /* Attributes count. */
  tactics_unit_type_set_attribute (copied_infantry, "morale", "high");
  g_assert_false (tactics_ruleset_equal (ruleset, copy));
  tactics_unit_type_set_attribute (copied_infantry, "morale", NULL);
  g_assert_true (tactics_ruleset_equal (ruleset, copy));

  /* Actions vectors count. */
  tactics_unit_type_set_actions (copied_infantry, NULL);
  g_assert_false (tactics_ruleset_equal (ruleset, copy));
  tactics_unit_type_set_actions (copied_infantry, (const char *[]) { "sword", NULL });
  g_assert_true (tactics_ruleset_equal (ruleset, copy));

  /* Properties count. */
  tactics_action_set_affects (tactics_ruleset_lookup_action (copy, "sword"),
                              TACTICS_AFFECTS_ALLIES);
  g_assert_false (tactics_ruleset_equal (ruleset, copy));
  tactics_action_set_affects (tactics_ruleset_lookup_action (copy, "sword"),
                              TACTICS_AFFECTS_ENEMIES);
  g_assert_true (tactics_ruleset_equal (ruleset, copy));

  /* Order counts. */
  tactics_ruleset_move_terrain (copy, 0, 2);
  g_assert_false (tactics_ruleset_equal (ruleset, copy));
  tactics_ruleset_move_terrain (copy, 2, 0);
  g_assert_true (tactics_ruleset_equal (ruleset, copy));

  tactics_ruleset_set_description (copy, "Changed");
  g_assert_false (tactics_ruleset_equal (ruleset, copy));
}

static void
test_finalize (void)
{
  TacticsRuleset *ruleset = make_ruleset ();
  TacticsMap *map = tactics_map_new (4, 4, TACTICS_TOPOLOGY_SQUARE, ruleset);
  TacticsMap *other_map = tactics_map_new (2, 2, TACTICS_TOPOLOGY_HEX, ruleset);
  TacticsRuleset *copy = tactics_ruleset_copy (ruleset);
  TacticsTerrain *terrain = tactics_ruleset_get_terrain (ruleset, 1);
  TacticsUnitType *unit_type = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsAction *action = tactics_ruleset_lookup_action (ruleset, "sword");
  TacticsMovetype *movetype = tactics_ruleset_lookup_movetype (ruleset, "foot");
  TacticsTerrain *copied_terrain = tactics_ruleset_get_terrain (copy, 1);
  TacticsTerrain *kept = g_object_ref (tactics_ruleset_get_terrain (ruleset, 0));
  GListModel *kept_list = g_object_ref (tactics_ruleset_get_terrains (ruleset));

  g_object_add_weak_pointer (G_OBJECT (ruleset), (gpointer *) &ruleset);
  g_object_add_weak_pointer (G_OBJECT (map), (gpointer *) &map);
  g_object_add_weak_pointer (G_OBJECT (other_map), (gpointer *) &other_map);
  g_object_add_weak_pointer (G_OBJECT (copy), (gpointer *) &copy);
  g_object_add_weak_pointer (G_OBJECT (terrain), (gpointer *) &terrain);
  g_object_add_weak_pointer (G_OBJECT (unit_type), (gpointer *) &unit_type);
  g_object_add_weak_pointer (G_OBJECT (action), (gpointer *) &action);
  g_object_add_weak_pointer (G_OBJECT (movetype), (gpointer *) &movetype);
  g_object_add_weak_pointer (G_OBJECT (copied_terrain), (gpointer *) &copied_terrain);

  /* Cached grids and watched lists must not keep anything alive. */
  g_assert_nonnull (tactics_map_get_cost_grid (map, "foot"));
  g_assert_nonnull (tactics_map_get_cost_grid (other_map, "flying"));

  g_object_unref (map);
  g_assert_null (map);
  g_assert_nonnull (ruleset);
  g_object_unref (ruleset);
  g_assert_nonnull (ruleset);   /* other_map still holds it */
  g_object_unref (other_map);
  g_assert_null (other_map);
  g_assert_null (ruleset);
  g_assert_null (terrain);
  g_assert_null (unit_type);
  g_assert_null (action);
  g_assert_null (movetype);

  g_object_unref (copy);
  g_assert_null (copy);
  g_assert_null (copied_terrain);

  /* Items and lists that outlive the ruleset no longer call into it. */
  tactics_terrain_set_name (kept, "Still here");
  tactics_terrain_set_cost (kept, "foot", 4);
  g_assert_cmpuint (g_list_model_get_n_items (kept_list), ==, 0);
  g_object_unref (kept_list);
  g_object_unref (kept);
}
int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/model/movetype/properties", test_movetype_properties);
  g_test_add_func ("/model/terrain/properties", test_terrain_properties);
  g_test_add_func ("/model/terrain/costs", test_terrain_costs);
  g_test_add_func ("/model/unit-type/properties", test_unit_type_properties);
  g_test_add_func ("/model/unit-type/attributes", test_unit_type_attributes);
  g_test_add_func ("/model/action/properties", test_action_properties);
  g_test_add_func ("/model/action/effect-hp-after", test_effect_hp_after);
  g_test_add_func ("/model/ruleset/lists", test_ruleset_lists);
  g_test_add_func ("/model/ruleset/changed", test_ruleset_changed);
  g_test_add_func ("/model/ruleset/copy-equal", test_ruleset_copy_equal);
  g_test_add_func ("/model/finalize", test_finalize);

  return g_test_run ();
}
