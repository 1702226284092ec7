/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-ruleset-edits.h"

static gboolean
id_taken (GListModel *items,
          const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);
      g_autofree char *item_id = NULL;

      g_object_get (item, "id", &item_id, NULL);
      if (g_strcmp0 (item_id, id) == 0)
        return TRUE;
    }
  return FALSE;
}

char *
tactics_ruleset_edits_unique_id (GListModel *items,
                                 const char *base)
{
  g_return_val_if_fail (G_IS_LIST_MODEL (items), NULL);
  g_return_val_if_fail (base != NULL, NULL);

  if (!id_taken (items, base))
    return g_strdup (base);

  for (guint n = 2;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", base, n);

      if (!id_taken (items, id))
        return g_steal_pointer (&id);
    }
}

/* Copies every readable and writable property but "id". */
static void
copy_properties (GObject *from,
                 GObject *to)
{
  guint n_specs;
  g_autofree GParamSpec **specs = g_object_class_list_properties (G_OBJECT_GET_CLASS (from),
                                                                  &n_specs);

  for (guint i = 0; i < n_specs; i++)
    {
      GParamSpec *spec = specs[i];
      GValue value = G_VALUE_INIT;

      if (g_str_equal (spec->name, "id")
          || (spec->flags & (G_PARAM_READABLE | G_PARAM_WRITABLE))
             != (G_PARAM_READABLE | G_PARAM_WRITABLE)
          || (spec->flags & G_PARAM_CONSTRUCT_ONLY))
        continue;

      g_value_init (&value, spec->value_type);
      g_object_get_property (from, spec->name, &value);
      g_object_set_property (to, spec->name, &value);
      g_value_unset (&value);
    }
}

TacticsMovetype *
tactics_ruleset_edits_copy_movetype (TacticsMovetype *movetype,
                                     const char      *id)
{
  TacticsMovetype *copy;

  g_return_val_if_fail (TACTICS_IS_MOVETYPE (movetype), NULL);

  copy = tactics_movetype_new (id, tactics_movetype_get_name (movetype));
  copy_properties (G_OBJECT (movetype), G_OBJECT (copy));
  return copy;
}

TacticsTerrain *
tactics_ruleset_edits_copy_terrain (TacticsTerrain *terrain,
                                    const char     *id)
{
  TacticsTerrain *copy;
  g_autofree const char **movetypes = NULL;

  g_return_val_if_fail (TACTICS_IS_TERRAIN (terrain), NULL);

  copy = tactics_terrain_new (id, tactics_terrain_get_name (terrain),
                              tactics_terrain_get_color (terrain));
  copy_properties (G_OBJECT (terrain), G_OBJECT (copy));
  movetypes = tactics_terrain_get_cost_movetypes (terrain);
  for (guint i = 0; movetypes != NULL && movetypes[i] != NULL; i++)
    tactics_terrain_set_cost (copy, movetypes[i], tactics_terrain_get_cost (terrain, movetypes[i]));
  return copy;
}

TacticsUnitType *
tactics_ruleset_edits_copy_unit_type (TacticsUnitType *unit_type,
                                      const char      *id)
{
  TacticsUnitType *copy;
  g_autofree const char **names = NULL;

  g_return_val_if_fail (TACTICS_IS_UNIT_TYPE (unit_type), NULL);

  copy = tactics_unit_type_new (id, tactics_unit_type_get_name (unit_type));
  copy_properties (G_OBJECT (unit_type), G_OBJECT (copy));
  names = tactics_unit_type_get_attribute_names (unit_type);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    tactics_unit_type_set_attribute (copy, names[i],
                                     tactics_unit_type_get_attribute (unit_type, names[i]));
  return copy;
}

TacticsAction *
tactics_ruleset_edits_copy_action (TacticsAction *action,
                                   const char    *id)
{
  TacticsAction *copy;

  g_return_val_if_fail (TACTICS_IS_ACTION (action), NULL);

  copy = tactics_action_new (id, tactics_action_get_name (action));
  copy_properties (G_OBJECT (action), G_OBJECT (copy));
  return copy;
}

char **
tactics_ruleset_edits_units_moving_by (TacticsRuleset *ruleset,
                                       const char     *movetype_id)
{
  GListModel *units = tactics_ruleset_get_unit_types (ruleset);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (tactics_unit_type_get_movetype (unit), movetype_id) == 0)
        g_strv_builder_add (names, tactics_unit_type_get_name (unit));
    }
  return g_strv_builder_end (names);
}

char **
tactics_ruleset_edits_units_doing (TacticsRuleset *ruleset,
                                   const char     *action_id)
{
  GListModel *units = tactics_ruleset_get_unit_types (ruleset);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);
      const char * const *actions = tactics_unit_type_get_actions (unit);

      if (actions != NULL && g_strv_contains (actions, action_id))
        g_strv_builder_add (names, tactics_unit_type_get_name (unit));
    }
  return g_strv_builder_end (names);
}

guint
tactics_ruleset_edits_count_cells (TacticsMap *map,
                                   guint       index)
{
  const guint16 *cells;
  gsize n_cells;
  guint count = 0;

  g_return_val_if_fail (TACTICS_IS_MAP (map), 0);

  cells = tactics_map_get_cells (map);
  n_cells = (gsize) tactics_map_get_width (map) * tactics_map_get_height (map);
  for (gsize i = 0; i < n_cells; i++)
    count += cells[i] == index;
  return count;
}

void
tactics_ruleset_edits_rename_movetype (TacticsRuleset  *ruleset,
                                       TacticsMovetype *movetype,
                                       const char      *new_id)
{
  g_autofree char *old_id = NULL;
  GListModel *terrains;
  GListModel *units;

  g_return_if_fail (TACTICS_IS_RULESET (ruleset));
  g_return_if_fail (TACTICS_IS_MOVETYPE (movetype));
  g_return_if_fail (new_id != NULL);

  old_id = g_strdup (tactics_movetype_get_id (movetype));
  if (g_strcmp0 (old_id, new_id) == 0)
    return;

  terrains = tactics_ruleset_get_terrains (ruleset);
  for (guint i = 0; i < g_list_model_get_n_items (terrains); i++)
    {
      g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);

      tactics_terrain_rename_movetype (terrain, old_id, new_id);
    }
  units = tactics_ruleset_get_unit_types (ruleset);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (tactics_unit_type_get_movetype (unit), old_id) == 0)
        tactics_unit_type_set_movetype (unit, new_id);
    }
  tactics_movetype_set_id (movetype, new_id);
}

/* Replaces (@new_id) or drops (NULL) @old_id in every unit's actions. */
static void
replace_action_id (TacticsRuleset *ruleset,
                   const char     *old_id,
                   const char     *new_id)
{
  GListModel *units = tactics_ruleset_get_unit_types (ruleset);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);
      const char * const *actions = tactics_unit_type_get_actions (unit);
      g_autoptr(GStrvBuilder) builder = NULL;
      g_auto(GStrv) updated = NULL;

      if (actions == NULL || !g_strv_contains (actions, old_id))
        continue;

      builder = g_strv_builder_new ();
      for (guint j = 0; actions[j] != NULL; j++)
        {
          if (!g_str_equal (actions[j], old_id))
            g_strv_builder_add (builder, actions[j]);
          else if (new_id != NULL)
            g_strv_builder_add (builder, new_id);
        }
      updated = g_strv_builder_end (builder);
      tactics_unit_type_set_actions (unit, (const char * const *) updated);
    }
}

void
tactics_ruleset_edits_rename_action (TacticsRuleset *ruleset,
                                     TacticsAction  *action,
                                     const char     *new_id)
{
  g_autofree char *old_id = NULL;

  g_return_if_fail (TACTICS_IS_RULESET (ruleset));
  g_return_if_fail (TACTICS_IS_ACTION (action));
  g_return_if_fail (new_id != NULL);

  old_id = g_strdup (tactics_action_get_id (action));
  if (g_strcmp0 (old_id, new_id) == 0)
    return;

  replace_action_id (ruleset, old_id, new_id);
  tactics_action_set_id (action, new_id);
}

void
tactics_ruleset_edits_remove_movetype (TacticsRuleset *ruleset,
                                       guint           position)
{
  GListModel *movetypes;
  g_autoptr(TacticsMovetype) removed = NULL;
  g_autoptr(TacticsMovetype) fallback = NULL;
  GListModel *terrains;
  GListModel *units;
  const char *id;

  g_return_if_fail (TACTICS_IS_RULESET (ruleset));

  movetypes = tactics_ruleset_get_movetypes (ruleset);
  removed = g_list_model_get_item (movetypes, position);
  g_return_if_fail (removed != NULL);
  id = tactics_movetype_get_id (removed);

  fallback = g_list_model_get_item (movetypes, position == 0 ? 1 : 0);
  terrains = tactics_ruleset_get_terrains (ruleset);
  for (guint i = 0; i < g_list_model_get_n_items (terrains); i++)
    {
      g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);

      tactics_terrain_rename_movetype (terrain, id, NULL);
    }
  units = tactics_ruleset_get_unit_types (ruleset);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (tactics_unit_type_get_movetype (unit), id) == 0)
        tactics_unit_type_set_movetype (unit, fallback != NULL
                                              ? tactics_movetype_get_id (fallback) : NULL);
    }
  tactics_ruleset_remove_movetype (ruleset, position);
}

void
tactics_ruleset_edits_remove_action (TacticsRuleset *ruleset,
                                     guint           position)
{
  g_autoptr(TacticsAction) removed = NULL;

  g_return_if_fail (TACTICS_IS_RULESET (ruleset));

  removed = g_list_model_get_item (tactics_ruleset_get_actions (ruleset), position);
  g_return_if_fail (removed != NULL);

  replace_action_id (ruleset, tactics_action_get_id (removed), NULL);
  tactics_ruleset_remove_action (ruleset, position);
}

void
tactics_ruleset_edits_move_item (TacticsRuleset *ruleset,
                                 GListModel     *list,
                                 guint           from,
                                 guint           to)
{
  g_autoptr(GObject) item = NULL;

  g_return_if_fail (TACTICS_IS_RULESET (ruleset));
  g_return_if_fail (G_IS_LIST_MODEL (list));

  item = g_list_model_get_item (list, from);
  g_return_if_fail (item != NULL);
  g_return_if_fail (to < g_list_model_get_n_items (list));

  if (TACTICS_IS_MOVETYPE (item))
    {
      tactics_ruleset_remove_movetype (ruleset, from);
      tactics_ruleset_insert_movetype (ruleset, to, TACTICS_MOVETYPE (item));
    }
  else if (TACTICS_IS_TERRAIN (item))
    {
      tactics_ruleset_remove_terrain (ruleset, from);
      tactics_ruleset_insert_terrain (ruleset, to, TACTICS_TERRAIN (item));
    }
  else if (TACTICS_IS_UNIT_TYPE (item))
    {
      tactics_ruleset_remove_unit_type (ruleset, from);
      tactics_ruleset_insert_unit_type (ruleset, to, TACTICS_UNIT_TYPE (item));
    }
  else if (TACTICS_IS_ACTION (item))
    {
      tactics_ruleset_remove_action (ruleset, from);
      tactics_ruleset_insert_action (ruleset, to, TACTICS_ACTION (item));
    }
}
