/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fixtures of the model tests (test-model.c, test-model-map.c,
 * test-ruleset-edit.c): signal counters, property checks and a small
 * ruleset. */
#include "config.h"

#include "model-test-helpers.h"

void
count_emission (gpointer instance,
                gpointer user_data)
{
  (*(guint *) user_data)++;
}

void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

void
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

void
assert_string_property (gpointer    object,
                        const char *property,
                        const char *string)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, string);
  assert_property_round_trip (object, property, &value);
}

void
assert_uint_property (gpointer    object,
                      const char *property,
                      guint       number)
{
  g_auto(GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_UINT);
  g_value_set_uint (&value, number);
  assert_property_round_trip (object, property, &value);
}

void
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

void
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

TacticsRuleset *
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
