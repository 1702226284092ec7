/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "tactics.h"

/* Counts emissions of a signal (any signature: only the instance is
 * looked at, extra arguments are ignored by the C calling convention
 * GObject's marshallers rely on). */
static void
count_emission (gpointer instance,
                gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Sets @property to @value and checks it reads back and notifies exactly
 * once; setting the same value again must not notify. */
static void
assert_property_round_trip (gpointer      object,
                            const char   *property,
                            const GValue *value)
{
  g_autofree char *detailed = g_strconcat ("notify::", property, NULL);
  g_auto(GValue) read_back = G_VALUE_INIT;
  guint notified = 0;
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  gulong handler_id;

  g_assert_nonnull (pspec);
  g_assert_true (pspec->flags & G_PARAM_EXPLICIT_NOTIFY);

  handler_id = g_signal_connect (object, detailed, G_CALLBACK (count_notify), &notified);

  g_object_set_property (object, property, value);
  g_assert_cmpuint (notified, ==, 1);

  g_value_init (&read_back, G_VALUE_TYPE (value));
  g_object_get_property (object, property, &read_back);
  if (G_VALUE_HOLDS (value, G_TYPE_STRV))
    g_assert_true (g_strv_equal (g_value_get_boxed (value), g_value_get_boxed (&read_back)));
  else
    g_assert_cmpint (g_param_values_cmp (pspec, value, &read_back), ==, 0);

  g_object_set_property (object, property, value);
  g_assert_cmpuint (notified, ==, 1);

  g_signal_handler_disconnect (object, handler_id);
}

static void
assert_string_property (gpointer    object,
                        const char *property,
                        const char *string)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, string);
  assert_property_round_trip (object, property, &value);
}

static void
assert_uint_property (gpointer    object,
                      const char *property,
                      guint       number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_UINT);
  g_value_set_uint (&value, number);
  assert_property_round_trip (object, property, &value);
}

static void
assert_enum_property (gpointer    object,
                      const char *property,
                      GType       enum_type,
                      int         number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, enum_type);
  g_value_set_enum (&value, number);
  assert_property_round_trip (object, property, &value);
}

static void
assert_uint_range (gpointer    object,
                   const char *property,
                   guint       minimum,
                   guint       maximum,
                   guint       default_value)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  GParamSpecUInt *uint_pspec;

  g_assert_nonnull (pspec);
  g_assert_true (G_IS_PARAM_SPEC_UINT (pspec));
  uint_pspec = G_PARAM_SPEC_UINT (pspec);
  g_assert_cmpuint (uint_pspec->minimum, ==, minimum);
  g_assert_cmpuint (uint_pspec->maximum, ==, maximum);
  g_assert_cmpuint (uint_pspec->default_value, ==, default_value);
}

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

/* A ruleset of two movement types, three terrains (plains, rock, forest),
 * one unit type and one action. */
static TacticsRuleset *
make_ruleset (void)
{
  TacticsRuleset *ruleset = tactics_ruleset_new ();
  g_autoptr(TacticsMovetype) foot = tactics_movetype_new ("foot", "Foot");
  g_autoptr(TacticsMovetype) flying = tactics_movetype_new ("flying", "Flying");
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("0", "Plains", "#a5d66f");
  g_autoptr(TacticsTerrain) rock = tactics_terrain_new ("1", "Rock", "#555555");
  g_autoptr(TacticsTerrain) forest = tactics_terrain_new ("2", "Forest", "#2e7d32");
  g_autoptr(TacticsUnitType) infantry = tactics_unit_type_new ("infantry", "Infantry");
  g_autoptr(TacticsAction) sword = tactics_action_new ("sword", "Sword");

  tactics_ruleset_set_name (ruleset, "Test");
  tactics_terrain_set_cost (plains, "foot", 1);
  tactics_terrain_set_cost (plains, "flying", 1);
  tactics_terrain_set_cost (rock, "flying", 3);
  tactics_terrain_set_cost (forest, "foot", 2);
  tactics_terrain_set_cost (forest, "flying", 1);
  tactics_unit_type_set_actions (infantry, (const char *[]) { "sword", NULL });
  tactics_unit_type_set_attribute (infantry, "defense", "2");
  tactics_action_set_amount (sword, 6);

  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, foot);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, flying);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, plains);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, rock);
  tactics_ruleset_insert_terrain (ruleset, G_MAXUINT, forest);
  tactics_ruleset_insert_unit_type (ruleset, 0, infantry);
  tactics_ruleset_insert_action (ruleset, 99, sword);

  return ruleset;
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

/* Ruleset edits: ids, copies, renames and removals that keep references
 * whole. */

static void
assert_id_refused (const char *id)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tactics_ruleset_validate_id (id, &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID);
  g_assert_cmpstr (error->message, !=, "");
}

static void
test_ruleset_edit_ids (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMovetype) stranger = tactics_movetype_new ("walk", "Walk");
  g_autoptr(GError) error = NULL;
  g_autofree char *long_id = g_strnfill (32, 'a');
  g_autofree char *too_long = g_strnfill (33, 'a');
  g_autofree char *unique = NULL;
  TacticsMovetype *foot = tactics_ruleset_lookup_movetype (ruleset, "foot");

  /* The rule of the file reader. */
  g_assert_true (tactics_ruleset_validate_id ("Foot_2-b.c", NULL));
  g_assert_true (tactics_ruleset_validate_id (long_id, NULL));
  assert_id_refused ("");
  assert_id_refused (too_long);
  assert_id_refused ("two words");
  assert_id_refused ("pé");
  assert_id_refused ("a/b");

  /* Unique among its kind, but for itself. */
  g_assert_true (tactics_ruleset_check_id (ruleset, foot, "foot", NULL));
  g_assert_true (tactics_ruleset_check_id (ruleset, stranger, "sword", NULL));
  g_assert_false (tactics_ruleset_check_id (ruleset, stranger, "flying", &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_DUPLICATE_ID);
  g_assert_nonnull (strstr (error->message, "Flying"));

  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_MOVETYPE, "walk");
  g_assert_cmpstr (unique, ==, "walk");
  g_clear_pointer (&unique, g_free);
  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_MOVETYPE, "foot");
  g_assert_cmpstr (unique, ==, "foot-2");
  g_clear_pointer (&unique, g_free);
  /* Ids are per kind: an action may be called "foot". */
  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_ACTION, "foot");
  g_assert_cmpstr (unique, ==, "foot");
  g_clear_pointer (&unique, g_free);

  /* A long id stays within the limit once numbered. */
  tactics_movetype_set_id (stranger, long_id);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, stranger);
  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_MOVETYPE, long_id);
  g_assert_cmpuint (strlen (unique), ==, 32);
  g_assert_true (g_str_has_suffix (unique, "-2"));
  g_assert_true (tactics_ruleset_validate_id (unique, NULL));
}

static void
test_ruleset_edit_rename (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsRuleset) before = NULL;
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  TacticsMovetype *foot = tactics_ruleset_lookup_movetype (ruleset, "foot");
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsTerrain *plains = tactics_ruleset_lookup_terrain (ruleset, "0");

  tactics_unit_type_set_movetype (infantry, "foot");
  before = tactics_ruleset_copy (ruleset);

  /* Refused ids change nothing. */
  g_assert_false (tactics_ruleset_rename_item (ruleset, foot, "flying", &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_DUPLICATE_ID);
  g_clear_error (&error);
  g_assert_false (tactics_ruleset_rename_item (ruleset, foot, "on foot", &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID);
  g_clear_error (&error);
  g_assert_true (tactics_ruleset_equal (ruleset, before));

  /* A movement type: the terrains' costs and the units follow. */
  g_assert_true (tactics_ruleset_rename_item (ruleset, foot, "walk", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_movetype_get_id (foot), ==, "walk");
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "walk"), ==, 1);
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "foot"), ==, 0);
  g_assert_cmpuint (tactics_terrain_get_cost (tactics_ruleset_lookup_terrain (ruleset, "2"),
                                              "walk"), ==, 2);
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "walk");

  /* An action: the units' lists follow. */
  g_assert_true (tactics_ruleset_rename_item (ruleset,
                                              tactics_ruleset_lookup_action (ruleset, "sword"),
                                              "blade", NULL));
  g_assert_cmpstrv (tactics_unit_type_get_actions (infantry),
                    ((const char *[]) { "blade", NULL }));

  /* Terrains and unit types are named by nothing in the ruleset. */
  g_assert_true (tactics_ruleset_rename_item (ruleset, plains, "plains", NULL));
  g_assert_true (tactics_ruleset_rename_item (ruleset, infantry, "foot-soldier", NULL));
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "plains"), ==, 0);

  /* Whole references: the file reader takes it back as it was. */
  bytes = tactics_ruleset_to_bytes (ruleset);
  reloaded = tactics_ruleset_load_from_bytes (bytes, "renamed", &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, reloaded));
}

static void
test_ruleset_edit_remove (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(GPtrArray) users = NULL;
  g_autoptr(GError) error = NULL;
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsTerrain *plains = tactics_ruleset_lookup_terrain (ruleset, "0");
  TacticsAction *sword = tactics_ruleset_lookup_action (ruleset, "sword");

  tactics_unit_type_set_movetype (infantry, "foot");
  users = tactics_ruleset_list_users (ruleset, tactics_ruleset_lookup_movetype (ruleset, "foot"));
  g_assert_cmpuint (users->len, ==, 1);
  g_assert_true (g_ptr_array_index (users, 0) == (gpointer) infantry);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset,
                                                 tactics_ruleset_lookup_movetype (ruleset,
                                                                                  "flying")),
                    ==, 0);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, sword), ==, 1);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, plains), ==, 0);

  /* An action leaves the units' lists. */
  g_assert_true (tactics_ruleset_remove_item (ruleset, sword, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_actions (ruleset)), ==, 0);
  g_assert_cmpstrv (tactics_unit_type_get_actions (infantry), ((const char *[]) { NULL }));

  /* A movement type: its units take the other one, its costs go. */
  g_assert_true (tactics_ruleset_remove_item (ruleset,
                                              tactics_ruleset_lookup_movetype (ruleset, "foot"),
                                              NULL));
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "flying");
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "foot"), ==, 0);
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "flying"), ==, 1);

  /* Not the last movement type while a unit moves by it, nor the last
   * terrain. */
  g_assert_false (tactics_ruleset_remove_item (ruleset,
                                               tactics_ruleset_lookup_movetype (ruleset, "flying"),
                                               &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_true (tactics_ruleset_remove_item (ruleset, tactics_ruleset_get_terrain (ruleset, 0),
                                              NULL));
  g_assert_true (tactics_ruleset_remove_item (ruleset, tactics_ruleset_get_terrain (ruleset, 0),
                                              NULL));
  g_assert_false (tactics_ruleset_remove_item (ruleset, tactics_ruleset_get_terrain (ruleset, 0),
                                               &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_IN_USE);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, 1);

  g_assert_true (tactics_ruleset_remove_item (ruleset, infantry, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)), ==, 0);
}

static void
test_ruleset_edit_duplicate (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (ruleset, "2");
  TacticsMovetype *movetype_copy;
  TacticsTerrain *terrain_copy;
  TacticsUnitType *unit_copy;
  TacticsAction *action_copy;

  tactics_unit_type_set_movetype (infantry, "foot");

  /* A copied movement type costs what the original does everywhere. */
  movetype_copy = tactics_ruleset_duplicate_item (ruleset,
                                                  tactics_ruleset_lookup_movetype (ruleset,
                                                                                   "foot"),
                                                  1);
  g_assert_cmpstr (tactics_movetype_get_id (movetype_copy), ==, "foot-2");
  g_assert_cmpstr (tactics_movetype_get_name (movetype_copy), ==, "Foot");
  g_assert_true (tactics_ruleset_lookup_movetype (ruleset, "foot-2") == movetype_copy);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot-2"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (tactics_ruleset_get_terrain (ruleset, 1), "foot-2"),
                    ==, 0);

  terrain_copy = tactics_ruleset_duplicate_item (ruleset, forest, G_MAXUINT);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "2-2"), ==, 3);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain_copy, "foot"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain_copy, "foot-2"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain_copy, "flying"), ==, 1);

  unit_copy = tactics_ruleset_duplicate_item (ruleset, infantry, 0);
  g_assert_cmpstr (tactics_unit_type_get_id (unit_copy), ==, "infantry-2");
  g_assert_cmpstr (tactics_unit_type_get_movetype (unit_copy), ==, "foot");
  g_assert_cmpstrv (tactics_unit_type_get_actions (unit_copy),
                    ((const char *[]) { "sword", NULL }));
  g_assert_cmpstr (tactics_unit_type_get_attribute (unit_copy, "defense"), ==, "2");

  action_copy = tactics_ruleset_duplicate_item (ruleset,
                                                tactics_ruleset_lookup_action (ruleset, "sword"),
                                                G_MAXUINT);
  g_assert_cmpstr (tactics_action_get_id (action_copy), ==, "sword-2");
  g_assert_cmpuint (tactics_action_get_amount (action_copy), ==, 6);
  /* No unit learns the copy. */
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, action_copy), ==, 0);
}

/* A bundled ruleset is shown translated and saved as written; so must be a
 * copy of one of its items. The catalogue is made with msgfmt under a fake
 * language (main() sets LANGUAGE). */
#define TEST_DOMAIN "tactics-model-test"

static const char test_catalogue[] =
  "msgid \"\"\n"
  "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
  "msgctxt \"movement type\"\nmsgid \"Foot\"\nmsgstr \"Pied\"\n\n"
  "msgctxt \"terrain\"\nmsgid \"Plains\"\nmsgstr \"Plaine\"\n\n"
  "msgctxt \"unit\"\nmsgid \"Knight\"\nmsgstr \"Chevalier\"\n\n"
  "msgctxt \"action\"\nmsgid \"Slash\"\nmsgstr \"Taille\"\n\n"
  "msgctxt \"action\"\nmsgid \"One cell.\"\nmsgstr \"Une case.\"\n";

static const char translated_ruleset[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-ruleset version=\"1\" name=\"Test\" translation-domain=\"" TEST_DOMAIN "\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <terrain id=\"p\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"foot\" value=\"1\"/>"
  "</terrain>\n"
  "  </terrains>\n"
  "  <units>\n"
  "    <unit id=\"knight\" name=\"Knight\" hp=\"20\" move=\"5\" movetype=\"foot\" speed=\"7\" "
  "color=\"#6d4c41\" glyph=\"K\">\n"
  "      <action ref=\"slash\"/>\n"
  "    </unit>\n"
  "  </units>\n"
  "  <actions>\n"
  "    <action id=\"slash\" name=\"Slash\" range-min=\"1\" range-max=\"1\" metric=\"chebyshev\" "
  "shape=\"single\" extent=\"1\" effect=\"damage\" amount=\"5\" affects=\"enemies\">\n"
  "      <description>One cell.</description>\n"
  "    </action>\n"
  "  </actions>\n"
  "</tactics-ruleset>\n";

/* Compiles the catalogue into a new folder bound to TEST_DOMAIN; NULL when
 * msgfmt cannot run. */
static char *
make_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("tactics-model-XXXXXX", &error);
  g_autofree char *messages = NULL;
  g_autofree char *po = NULL;
  g_autofree char *mo = NULL;
  const char *msgfmt[] = { "msgfmt", "-o", NULL, NULL, NULL };
  int status;

  g_assert_no_error (error);
  messages = g_build_filename (folder, "tt", "LC_MESSAGES", NULL);
  g_assert_no_errno (g_mkdir_with_parents (messages, 0700));
  po = g_build_filename (folder, TEST_DOMAIN ".po", NULL);
  mo = g_build_filename (messages, TEST_DOMAIN ".mo", NULL);
  g_file_set_contents (po, test_catalogue, -1, &error);
  g_assert_no_error (error);

  msgfmt[2] = mo;
  msgfmt[3] = po;
  if (!g_spawn_sync (NULL, (char **) msgfmt, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                     &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return g_steal_pointer (&folder);

  bindtextdomain (TEST_DOMAIN, folder);
  bind_textdomain_codeset (TEST_DOMAIN, "UTF-8");
  return g_steal_pointer (&folder);
}

static void
remove_catalogue (const char *folder)
{
  g_autofree char *po = g_build_filename (folder, TEST_DOMAIN ".po", NULL);
  g_autofree char *mo = g_build_filename (folder, "tt", "LC_MESSAGES", TEST_DOMAIN ".mo", NULL);
  g_autofree char *messages = g_build_filename (folder, "tt", "LC_MESSAGES", NULL);
  g_autofree char *language = g_build_filename (folder, "tt", NULL);

  g_remove (mo);
  g_remove (po);
  g_rmdir (messages);
  g_rmdir (language);
  g_rmdir (folder);
}

static void
test_ruleset_edit_duplicate_translated (void)
{
  g_autofree char *catalogue = make_catalogue ();
  g_autoptr(GBytes) bytes = g_bytes_new_static (translated_ruleset, strlen (translated_ruleset));
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsAction) loose_copy = NULL;
  const char *text;

  ruleset = tactics_ruleset_load_from_bytes (bytes, "translated", &error);
  g_assert_no_error (error);
  if (g_strcmp0 (tactics_movetype_get_name (tactics_ruleset_lookup_movetype (ruleset, "foot")),
                 "Pied") != 0)
    {
      g_test_skip ("msgfmt or the fake language is not available");
      remove_catalogue (catalogue);
      return;
    }

  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_movetype (ruleset, "foot"),
                                  G_MAXUINT);
  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_terrain (ruleset, "p"),
                                  G_MAXUINT);
  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_unit_type (ruleset, "knight"),
                                  G_MAXUINT);
  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_action (ruleset, "slash"),
                                  G_MAXUINT);
  /* A copy made apart and inserted later keeps them too. */
  loose_copy = tactics_ruleset_copy_item (tactics_ruleset_lookup_action (ruleset, "slash"),
                                          "slash-3");
  g_assert_cmpstr (tactics_action_get_name (loose_copy), ==, "Taille");
  tactics_ruleset_insert_action (ruleset, G_MAXUINT, loose_copy);

  /* Each copy is shown translated and saved as the msgid. */
  saved = tactics_ruleset_to_bytes (ruleset);
  text = g_bytes_get_data (saved, NULL);
  g_assert_nonnull (strstr (text, "<movetype id=\"foot-2\" name=\"Foot\""));
  g_assert_nonnull (strstr (text, "<terrain id=\"p-2\" name=\"Plains\""));
  g_assert_nonnull (strstr (text, "<unit id=\"knight-2\" name=\"Knight\""));
  g_assert_nonnull (strstr (text, "<action id=\"slash-2\" name=\"Slash\""));
  g_assert_nonnull (strstr (text, "<action id=\"slash-3\" name=\"Slash\""));
  g_assert_null (strstr (text, "Pied"));
  g_assert_null (strstr (text, "Plaine"));
  g_assert_null (strstr (text, "Chevalier"));
  g_assert_null (strstr (text, "Taille"));
  g_assert_null (strstr (text, "Une case"));

  remove_catalogue (catalogue);
}

/* The cells as a string of digits, row by row, for compact checks. */
static char *
cells_to_string (TacticsMap *map)
{
  const guint16 *cells = tactics_map_get_cells (map);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  GString *string = g_string_new (NULL);

  for (int y = 0; y < height; y++)
    {
      if (y > 0)
        g_string_append_c (string, '|');
      for (int x = 0; x < width; x++)
        g_string_append_printf (string, "%u", cells[y * width + x]);
    }
  return g_string_free (string, FALSE);
}

static void
assert_cells (TacticsMap *map,
              const char *expected)
{
  g_autofree char *actual = cells_to_string (map);

  g_assert_cmpstr (actual, ==, expected);
}

typedef struct {
  guint count;
  int   x, y, width, height;
} CellsChanged;

static void
on_cells_changed (TacticsMap   *map,
                  int           x,
                  int           y,
                  int           width,
                  int           height,
                  CellsChanged *record)
{
  record->count++;
  record->x = x;
  record->y = y;
  record->width = width;
  record->height = height;
}

static void
assert_last_change (const CellsChanged *record,
                    guint               count,
                    int                 x,
                    int                 y,
                    int                 width,
                    int                 height)
{
  g_assert_cmpuint (record->count, ==, count);
  g_assert_cmpint (record->x, ==, x);
  g_assert_cmpint (record->y, ==, y);
  g_assert_cmpint (record->width, ==, width);
  g_assert_cmpint (record->height, ==, height);
}

/* A 3×2 map over make_ruleset() whose cells read "012|210". */
static TacticsMap *
make_map (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  TacticsMap *map = tactics_map_new (3, 2, TACTICS_TOPOLOGY_SQUARE, ruleset);
  const guint16 cells[] = { 0, 1, 2, 2, 1, 0 };

  tactics_map_set_cells (map, cells);
  return map;
}

static void
test_map_properties (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  g_autoptr(TacticsMap) bare = tactics_map_new (2, 2, TACTICS_TOPOLOGY_HEX, NULL);
  g_autoptr(TacticsRuleset) other = tactics_ruleset_new ();
  CellsChanged record = { 0 };
  guint notified = 0;

  g_assert_cmpint (tactics_map_get_width (map), ==, 3);
  g_assert_cmpint (tactics_map_get_height (map), ==, 2);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_SQUARE);
  g_assert_nonnull (tactics_map_get_ruleset (bare));
  g_assert_cmpint (tactics_map_get_topology (bare), ==, TACTICS_TOPOLOGY_HEX);
  assert_cells (bare, "00|00");
  g_assert_null (tactics_map_get_terrain (bare, (TacticsCell) { 1, 1 }));

  g_assert_false (g_object_class_find_property (G_OBJECT_GET_CLASS (map), "width")->flags
                  & G_PARAM_WRITABLE);
  g_assert_false (g_object_class_find_property (G_OBJECT_GET_CLASS (map), "height")->flags
                  & G_PARAM_WRITABLE);

  assert_string_property (map, "name", "Example");
  assert_string_property (map, "description", "Flat.");
  assert_string_property (map, "ruleset-path", "../default.ruleset.xml");
  assert_enum_property (map, "topology", TACTICS_TYPE_TOPOLOGY, TACTICS_TOPOLOGY_HEX);

  g_signal_connect (map, "notify::ruleset", G_CALLBACK (count_notify), &notified);
  tactics_map_set_ruleset (map, tactics_map_get_ruleset (map));
  g_assert_cmpuint (notified, ==, 0);
  tactics_map_set_ruleset (map, other);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (tactics_map_get_ruleset (map) == other);

  g_assert_true (tactics_map_contains (map, (TacticsCell) { 2, 1 }));
  g_assert_false (tactics_map_contains (map, (TacticsCell) { 3, 1 }));
  g_assert_false (tactics_map_contains (map, (TacticsCell) { -1, 0 }));
  g_assert_false (tactics_map_contains (map, (TacticsCell) { 0, 2 }));

  g_clear_object (&map);
  map = make_map ();
  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 2, 0 }), ==, 2);
  g_assert_cmpstr (tactics_terrain_get_name (tactics_map_get_terrain (map, (TacticsCell) { 1, 1 })),
                   ==, "Rock");
  tactics_map_set_terrain_index (map, (TacticsCell) { 2, 0 }, 1);
  assert_last_change (&record, 1, 2, 0, 1, 1);
  tactics_map_set_terrain_index (map, (TacticsCell) { 2, 0 }, 1);
  g_assert_cmpuint (record.count, ==, 1);
  assert_cells (map, "011|210");

  tactics_map_set_cells (map, (const guint16[]) { 2, 2, 2, 0, 0, 0 });
  assert_last_change (&record, 2, 0, 0, 3, 2);
  tactics_map_set_cells (map, (const guint16[]) { 2, 2, 2, 0, 0, 0 });
  g_assert_cmpuint (record.count, ==, 2);
  assert_cells (map, "222|000");

  if (g_test_undefined ())
    {
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*is_valid_terrain_index*");
      tactics_map_set_terrain_index (map, (TacticsCell) { 0, 0 }, 3);
      g_test_assert_expected_messages ();
      g_assert_cmpuint (record.count, ==, 2);
    }
}

static void
test_map_new_invalid (void)
{
  const int bad_sizes[][2] = {
    { 0, 1 }, { 1, 0 }, { -1, 5 }, { TACTICS_MAX_MAP_SIZE + 1, 1 }, { 1, TACTICS_MAX_MAP_SIZE + 1 },
  };
  g_autoptr(TacticsMap) largest = NULL;

  if (!g_test_undefined ())
    return;

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      TacticsMap *map;

      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*tactics_map_new*");
      map = tactics_map_new (bad_sizes[i][0], bad_sizes[i][1], TACTICS_TOPOLOGY_SQUARE, NULL);
      g_test_assert_expected_messages ();
      g_assert_null (map);
    }

  largest = tactics_map_new (TACTICS_MAX_MAP_SIZE, 1, TACTICS_TOPOLOGY_SQUARE, NULL);
  g_assert_nonnull (largest);
}

static void
test_map_remap_terrains (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  g_autoptr(TacticsTerrain) swamp = tactics_terrain_new ("s", "Swamp", NULL);
  g_autoptr(TacticsTerrain) forest = g_object_ref (tactics_ruleset_get_terrain (ruleset, 2));
  CellsChanged record = { 0 };

  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  assert_cells (map, "012|210");

  /* An insert shifts every terrain after it. */
  tactics_ruleset_insert_terrain (ruleset, 1, swamp);
  assert_cells (map, "023|320");
  assert_last_change (&record, 1, 0, 0, 3, 2);

  /* A move keeps cells on their terrain. */
  tactics_ruleset_move_terrain (ruleset, 3, 0);     /* forest first */
  assert_cells (map, "130|031");
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 0, 1 }) == forest);
  tactics_ruleset_move_terrain (ruleset, 0, 3);
  assert_cells (map, "023|320");
  g_assert_cmpuint (record.count, ==, 3);

  /* Removing the terrain of no cell shifts the others back. */
  tactics_ruleset_remove_terrain (ruleset, 1);
  assert_cells (map, "012|210");
  g_assert_cmpuint (record.count, ==, 4);

  /* A removed terrain's cells fall back to terrain 0. */
  tactics_ruleset_remove_terrain (ruleset, 1);      /* rock */
  assert_cells (map, "001|100");
  assert_last_change (&record, 5, 0, 0, 3, 2);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 2, 0 }) == forest);

  /* Moved by remove + insert: its cells are lost on the remove, the
   * other cells follow their terrains. */
  tactics_ruleset_remove_terrain (ruleset, 1);      /* forest */
  assert_cells (map, "000|000");
  tactics_ruleset_insert_terrain (ruleset, 0, forest);
  assert_cells (map, "111|111");
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 0, 0 })
                 == tactics_ruleset_lookup_terrain (ruleset, "0"));

  /* Cells never point past the list, even when it empties. */
  tactics_ruleset_remove_terrain (ruleset, 0);
  tactics_ruleset_remove_terrain (ruleset, 0);
  assert_cells (map, "000|000");
  g_assert_null (tactics_map_get_terrain (map, (TacticsCell) { 0, 0 }));
}

static void
test_map_replace_ruleset (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  g_autoptr(TacticsRuleset) replacement = tactics_ruleset_new ();
  g_autoptr(TacticsTerrain) forest = tactics_terrain_new ("2", "Forest", NULL);
  g_autoptr(TacticsTerrain) water = tactics_terrain_new ("w", "Water", NULL);
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("0", "Plains", NULL);
  TacticsRuleset *old_ruleset = tactics_map_get_ruleset (map);
  CellsChanged record = { 0 };

  /* Forest at 0, plains at 2, no rock: rock cells become terrain 0. */
  tactics_ruleset_insert_terrain (replacement, G_MAXUINT, forest);
  tactics_ruleset_insert_terrain (replacement, G_MAXUINT, water);
  tactics_ruleset_insert_terrain (replacement, G_MAXUINT, plains);

  g_object_add_weak_pointer (G_OBJECT (old_ruleset), (gpointer *) &old_ruleset);
  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  tactics_map_set_ruleset (map, replacement);
  assert_cells (map, "200|002");
  assert_last_change (&record, 1, 0, 0, 3, 2);
  /* The map held the only reference to its old ruleset. */
  g_assert_null (old_ruleset);

  /* The map now follows the new ruleset's list. */
  tactics_ruleset_remove_terrain (replacement, 1);
  assert_cells (map, "100|001");
}

static void
test_map_resize (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  CellsChanged record = { 0 };
  guint width_notified = 0, height_notified = 0;

  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  g_signal_connect (map, "notify::width", G_CALLBACK (count_notify), &width_notified);
  g_signal_connect (map, "notify::height", G_CALLBACK (count_notify), &height_notified);

  /* Same size, no offset: nothing happens. */
  tactics_map_resize (map, 3, 2, 0, 0, 1);
  g_assert_cmpuint (record.count, ==, 0);

  /* Grow around the centre (anchor middle): one column and row each side. */
  tactics_map_resize (map, 5, 4, 1, 1, 1);
  assert_cells (map, "11111|10121|12101|11111");
  assert_last_change (&record, 1, 0, 0, 5, 4);
  g_assert_cmpuint (width_notified, ==, 1);
  g_assert_cmpuint (height_notified, ==, 1);

  /* Shrink back, keeping the middle. */
  tactics_map_resize (map, 3, 2, -1, -1, 0);
  assert_cells (map, "012|210");
  g_assert_cmpuint (width_notified, ==, 2);
  g_assert_cmpuint (height_notified, ==, 2);

  /* Anchor bottom-right: new cells on the top and left. */
  tactics_map_resize (map, 4, 3, 1, 1, 2);
  assert_cells (map, "2222|2012|2210");

  /* Only the height changes: only it notifies. */
  tactics_map_resize (map, 4, 2, 0, -1, 0);
  assert_cells (map, "2012|2210");
  g_assert_cmpuint (width_notified, ==, 3);
  g_assert_cmpuint (height_notified, ==, 4);

  /* Same size, shifted left: a pure offset is a change too. */
  tactics_map_resize (map, 4, 2, -2, 0, 0);
  assert_cells (map, "1200|1000");
  g_assert_cmpuint (width_notified, ==, 3);

  /* An offset past the old map leaves only the fill. */
  tactics_map_resize (map, 2, 2, 100, -100, 1);
  assert_cells (map, "11|11");
  tactics_map_resize (map, 1, 1, -G_MAXINT, G_MAXINT, 2);
  assert_cells (map, "2");
  g_assert_cmpint (tactics_map_get_width (map), ==, 1);
  g_assert_cmpint (tactics_map_get_height (map), ==, 1);
}

static void
assert_cost_grid (const TacticsCostGrid *grid,
                  TacticsMap            *map,
                  const char            *movetype_id)
{
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);

  g_assert_nonnull (grid);
  g_assert_cmpint (grid->width, ==, width);
  g_assert_cmpint (grid->height, ==, height);
  g_assert_cmpint (grid->stride, ==, width + 2);
  g_assert_cmpint (grid->topology, ==, tactics_map_get_topology (map));

  for (int y = -1; y <= height; y++)
    for (int x = -1; x <= width; x++)
      {
        TacticsCell cell = { x, y };
        guint expected = 0;

        if (tactics_map_contains (map, cell))
          expected = tactics_terrain_get_cost (tactics_map_get_terrain (map, cell), movetype_id);
        g_assert_cmpuint (grid->costs[tactics_cost_grid_index (grid, x, y)], ==, expected);
      }
}

static void
test_map_cost_grid (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  TacticsTerrain *forest = tactics_ruleset_get_terrain (ruleset, 2);
  const TacticsCostGrid *foot;
  const TacticsCostGrid *flying;

  foot = tactics_map_get_cost_grid (map, "foot");
  assert_cost_grid (foot, map, "foot");
  g_assert_cmpuint (tactics_cost_grid_get (foot, 1, 0), ==, 0);
  g_assert_cmpuint (tactics_cost_grid_get (foot, 2, 0), ==, 2);
  g_assert_cmpuint (foot->min_cost, ==, 1);
  g_assert_cmpuint (foot->max_cost, ==, 2);

  /* Cached: the same grid until something changes; NULL means the first
   * movement type. */
  g_assert_true (tactics_map_get_cost_grid (map, "foot") == foot);
  g_assert_true (tactics_map_get_cost_grid (map, NULL) == foot);
  flying = tactics_map_get_cost_grid (map, "flying");
  assert_cost_grid (flying, map, "flying");
  g_assert_cmpuint (flying->max_cost, ==, 3);
  g_assert_true (tactics_map_get_cost_grid (map, "flying") == flying);

  g_assert_null (tactics_map_get_cost_grid (map, "aquatic"));

  /* A cell edit */
  tactics_map_set_terrain_index (map, (TacticsCell) { 1, 0 }, 2);
  foot = tactics_map_get_cost_grid (map, "foot");
  assert_cost_grid (foot, map, "foot");
  g_assert_cmpuint (tactics_cost_grid_get (foot, 1, 0), ==, 2);

  /* A cost edit */
  tactics_terrain_set_cost (forest, "foot", 5);
  foot = tactics_map_get_cost_grid (map, "foot");
  assert_cost_grid (foot, map, "foot");
  g_assert_cmpuint (tactics_cost_grid_get (foot, 1, 0), ==, 5);
  g_assert_cmpuint (foot->max_cost, ==, 5);

  /* A topology change */
  tactics_map_set_topology (map, TACTICS_TOPOLOGY_HEX);
  foot = tactics_map_get_cost_grid (map, "foot");
  g_assert_cmpint (foot->topology, ==, TACTICS_TOPOLOGY_HEX);

  /* A terrain list edit */
  tactics_ruleset_remove_terrain (ruleset, 0);
  assert_cost_grid (tactics_map_get_cost_grid (map, "foot"), map, "foot");

  /* A resize */
  tactics_map_resize (map, 4, 4, 0, 0, 1);
  assert_cost_grid (tactics_map_get_cost_grid (map, "flying"), map, "flying");

  /* A new first movement type */
  tactics_ruleset_move_movetype (ruleset, 1, 0);
  assert_cost_grid (tactics_map_get_cost_grid (map, NULL), map, "flying");

  /* No movement types at all */
  tactics_ruleset_remove_movetype (ruleset, 0);
  tactics_ruleset_remove_movetype (ruleset, 0);
  g_assert_null (tactics_map_get_cost_grid (map, NULL));
  g_assert_null (tactics_map_get_cost_grid (map, "foot"));
}

static void
test_map_cost_grid_large (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (1024, 1024, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autofree guint16 *cells = g_new (guint16, 1024 * 1024);
  const TacticsCostGrid *grid;
  gint64 start;

  for (guint i = 0; i < 1024 * 1024; i++)
    cells[i] = (guint16) (i * 7 % 3);
  tactics_map_set_cells (map, cells);

  start = g_get_monotonic_time ();
  grid = tactics_map_get_cost_grid (map, "foot");
  g_test_message ("1024x1024 cost grid built in %.2f ms",
                  (g_get_monotonic_time () - start) / 1000.0);

  for (guint i = 0; i < 1024 * 1024; i += 4099)
    {
      static const guint foot_costs[] = { 1, 0, 2 };
      int x = (int) (i % 1024), y = (int) (i / 1024);

      g_assert_cmpuint (tactics_cost_grid_get (grid, x, y), ==, foot_costs[cells[i]]);
    }
  g_assert_cmpuint (grid->min_cost, ==, 1);
  g_assert_cmpuint (grid->max_cost, ==, 2);
}

static void
test_map_equal (void)
{
  g_autoptr(TacticsMap) a = make_map ();
  g_autoptr(TacticsMap) b = make_map ();

  g_assert_true (tactics_map_equal (a, a));
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_set_name (a, "A");
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_name (b, "A");
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_set_terrain_index (b, (TacticsCell) { 0, 0 }, 1);
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_terrain_index (b, (TacticsCell) { 0, 0 }, 0);
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_set_topology (b, TACTICS_TOPOLOGY_HEX);
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_topology (b, TACTICS_TOPOLOGY_SQUARE);

  tactics_map_set_ruleset_path (b, "rules.xml");
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_ruleset_path (b, NULL);
  g_assert_true (tactics_map_equal (a, b));

  tactics_terrain_set_color (tactics_ruleset_get_terrain (tactics_map_get_ruleset (b), 0),
                             "#ffffff");
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_ruleset (b, tactics_map_get_ruleset (a));
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_resize (b, 3, 3, 0, 0, 0);
  g_assert_false (tactics_map_equal (a, b));
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
  /* A fake language for the translated copies: gettext reads LANGUAGE in
   * any locale but "C". */
  g_setenv ("LANGUAGE", "tt", TRUE);
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    setlocale (LC_ALL, "");

  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/model/movetype/properties", test_movetype_properties);
  g_test_add_func ("/model/terrain/properties", test_terrain_properties);
  g_test_add_func ("/model/terrain/costs", test_terrain_costs);
  g_test_add_func ("/model/unit-type/properties", test_unit_type_properties);
  g_test_add_func ("/model/unit-type/attributes", test_unit_type_attributes);
  g_test_add_func ("/model/action/properties", test_action_properties);
  g_test_add_func ("/model/ruleset/lists", test_ruleset_lists);
  g_test_add_func ("/model/ruleset/changed", test_ruleset_changed);
  g_test_add_func ("/model/ruleset/copy-equal", test_ruleset_copy_equal);
  g_test_add_func ("/model/ruleset/edit/ids", test_ruleset_edit_ids);
  g_test_add_func ("/model/ruleset/edit/rename", test_ruleset_edit_rename);
  g_test_add_func ("/model/ruleset/edit/remove", test_ruleset_edit_remove);
  g_test_add_func ("/model/ruleset/edit/duplicate", test_ruleset_edit_duplicate);
  g_test_add_func ("/model/ruleset/edit/duplicate-translated",
                   test_ruleset_edit_duplicate_translated);
  g_test_add_func ("/model/map/properties", test_map_properties);
  g_test_add_func ("/model/map/new-invalid", test_map_new_invalid);
  g_test_add_func ("/model/map/remap-terrains", test_map_remap_terrains);
  g_test_add_func ("/model/map/replace-ruleset", test_map_replace_ruleset);
  g_test_add_func ("/model/map/resize", test_map_resize);
  g_test_add_func ("/model/map/cost-grid", test_map_cost_grid);
  g_test_add_func ("/model/map/cost-grid-large", test_map_cost_grid_large);
  g_test_add_func ("/model/map/equal", test_map_equal);
  g_test_add_func ("/model/finalize", test_finalize);

  return g_test_run ();
}
