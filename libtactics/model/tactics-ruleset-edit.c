/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The edits that must keep a ruleset's references whole: items name each
 * other by id (a unit its movement type and actions, a terrain the
 * movement types it gives costs for), so renaming, duplicating or removing
 * one is a change to several items. Every program edits through here. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-action.h"
#include "tactics-damage-type.h"
#include "tactics-model-private.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"

#define MAX_ID_LENGTH 32

/**
 * tactics_ruleset_error_quark:
 *
 * The error domain of ruleset edits.
 *
 * Returns: the quark of %TACTICS_RULESET_ERROR
 */
G_DEFINE_QUARK (tactics-ruleset-error-quark, tactics_ruleset_error)

static gboolean
is_item (gpointer item)
{
  return TACTICS_IS_MOVETYPE (item) || TACTICS_IS_TERRAIN (item)
         || TACTICS_IS_UNIT_TYPE (item) || TACTICS_IS_ACTION (item)
         || TACTICS_IS_DAMAGE_TYPE (item);
}

/* The list of @self holding items of @item_type. */
static GListModel *
get_list (TacticsRuleset *self,
          GType           item_type)
{
  if (item_type == TACTICS_TYPE_MOVETYPE)
    return tactics_ruleset_get_movetypes (self);
  if (item_type == TACTICS_TYPE_TERRAIN)
    return tactics_ruleset_get_terrains (self);
  if (item_type == TACTICS_TYPE_UNIT_TYPE)
    return tactics_ruleset_get_unit_types (self);
  if (item_type == TACTICS_TYPE_ACTION)
    return tactics_ruleset_get_actions (self);
  if (item_type == TACTICS_TYPE_DAMAGE_TYPE)
    return tactics_ruleset_get_damage_types (self);
  g_return_val_if_reached (NULL);
}

static char *
get_string (gpointer    item,
            const char *property)
{
  char *value = NULL;

  g_object_get (item, property, &value, NULL);
  return value;
}

/* The item of @list other than @except whose id is @id, or NULL.
 * (transfer none: @list keeps it alive) */
static GObject *
find_other (GListModel *list,
            const char *id,
            gpointer    except)
{
  for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (list, i);
      g_autofree char *item_id = get_string (item, "id");

      if (item != except && g_strcmp0 (item_id, id) == 0)
        return item;
    }
  return NULL;
}

static guint
find_position (GListModel *list,
               gpointer    item)
{
  for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (list, i);

      if (other == item)
        return i;
    }
  return G_MAXUINT;
}

/**
 * tactics_ruleset_validate_id:
 * @id: an id
 * @error: return location for a #GError
 *
 * Checks that @id is well formed, by the rule the file reader applies: 1 to
 * 32 letters, digits, '_', '-' or '.'.
 *
 * Returns: %TRUE if @id is well formed; otherwise %FALSE with
 *   %TACTICS_RULESET_ERROR_INVALID_ID saying what is wrong
 */
gboolean
tactics_ruleset_validate_id (const char  *id,
                             GError     **error)
{
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The file reader's own rule; the rest only says which part failed. */
  if (tactics_model_is_valid_id (id, strlen (id)))
    return TRUE;

  if (*id == '\0')
    {
      g_set_error_literal (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID,
                           _("The id cannot be empty."));
      return FALSE;
    }
  for (const char *c = id; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && *c != '_' && *c != '-' && *c != '.')
      {
        g_set_error_literal (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID,
                             _("Only letters, digits, “_”, “-” and “.”."));
        return FALSE;
      }
  g_set_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID,
               /* Translators: %d is a number of characters, e.g. 32. */
               _("At most %d characters."), MAX_ID_LENGTH);
  return FALSE;
}

/**
 * tactics_ruleset_check_id:
 * @self: a ruleset
 * @item: (type GObject): a #TacticsMovetype, #TacticsTerrain,
 *   #TacticsUnitType or #TacticsAction, in @self or about to be
 * @id: the id @item should take
 * @error: return location for a #GError
 *
 * Checks that @item may take @id: well formed and not the id of another
 * item of its kind.
 *
 * Returns: %TRUE if @item may take @id; otherwise %FALSE with
 *   %TACTICS_RULESET_ERROR_INVALID_ID, or
 *   %TACTICS_RULESET_ERROR_DUPLICATE_ID naming the other item
 */
gboolean
tactics_ruleset_check_id (TacticsRuleset  *self,
                          gpointer         item,
                          const char      *id,
                          GError         **error)
{
  GObject *other;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), FALSE);
  g_return_val_if_fail (is_item (item), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tactics_ruleset_validate_id (id, error))
    return FALSE;

  other = find_other (get_list (self, G_OBJECT_TYPE (item)), id, item);
  if (other != NULL)
    {
      g_autofree char *name = get_string (other, "name");

      g_set_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_DUPLICATE_ID,
                   /* Translators: %s is the name of the terrain, movement type, unit type or
                    * action that has the id, e.g. "“Forest” already has this id.". */
                   _("“%s” already has this id."), name);
      return FALSE;
    }
  return TRUE;
}

/**
 * tactics_ruleset_make_unique_id:
 * @self: a ruleset
 * @item_type: the #GType of the items, such as %TACTICS_TYPE_TERRAIN
 * @base: the id wanted
 *
 * Finds an id no item of @item_type has: @base when it is free, else
 * @base-2, @base-3, … with @base shortened to stay a valid id ("item" for a
 * malformed one).
 *
 * Returns: (transfer full): a free, well-formed id
 */
char *
tactics_ruleset_make_unique_id (TacticsRuleset *self,
                                GType           item_type,
                                const char     *base)
{
  GListModel *list;
  g_autofree char *stem = NULL;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);
  g_return_val_if_fail (base != NULL, NULL);

  list = get_list (self, item_type);
  g_return_val_if_fail (list != NULL, NULL);

  if (tactics_model_is_valid_id (base, strlen (base)) && find_other (list, base, NULL) == NULL)
    return g_strdup (base);

  /* Whatever @base holds, the result must pass the file reader. */
  stem = g_strdup (tactics_model_is_valid_id (base, strlen (base)) ? base : "item");
  for (guint n = 2;; n++)
    {
      g_autofree char *suffix = g_strdup_printf ("-%u", n);
      gsize room = MAX_ID_LENGTH - strlen (suffix);
      g_autofree char *id = g_strdup_printf ("%.*s%s", (int) MIN (strlen (stem), room), stem,
                                             suffix);

      if (find_other (list, id, NULL) == NULL)
        return g_steal_pointer (&id);
    }
}

/**
 * tactics_ruleset_copy_item:
 * @item: (type GObject): a #TacticsMovetype, #TacticsTerrain,
 *   #TacticsUnitType or #TacticsAction
 * @id: the copy's id
 *
 * Makes a new item with @id and every other value of @item, including the
 * untranslated originals its name and description were translated from, so
 * that it saves like @item. The copy is not inserted anywhere.
 *
 * Returns: (transfer full) (type GObject): the copy
 */
gpointer
tactics_ruleset_copy_item (gpointer    item,
                           const char *id)
{
  GObject *copy;

  g_return_val_if_fail (is_item (item), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  /* The private copies keep the untranslated originals, so a copy of a
   * bundled item still saves the msgid its name was translated from. */
  if (TACTICS_IS_MOVETYPE (item))
    copy = G_OBJECT (tactics_model_copy_plain_item (item));
  else if (TACTICS_IS_TERRAIN (item))
    copy = G_OBJECT (tactics_terrain_copy (item));
  else if (TACTICS_IS_UNIT_TYPE (item))
    copy = G_OBJECT (tactics_unit_type_copy (item));
  else if (TACTICS_IS_DAMAGE_TYPE (item))
    copy = G_OBJECT (tactics_model_copy_plain_item (item));
  else
    copy = G_OBJECT (tactics_action_copy (item));

  g_object_set (copy, "id", id, NULL);
  return copy;
}

static void
insert_item (TacticsRuleset *self,
             guint           position,
             gpointer        item)
{
  if (TACTICS_IS_MOVETYPE (item))
    tactics_ruleset_insert_movetype (self, position, item);
  else if (TACTICS_IS_TERRAIN (item))
    tactics_ruleset_insert_terrain (self, position, item);
  else if (TACTICS_IS_UNIT_TYPE (item))
    tactics_ruleset_insert_unit_type (self, position, item);
  else if (TACTICS_IS_DAMAGE_TYPE (item))
    tactics_ruleset_insert_damage_type (self, position, item);
  else
    tactics_ruleset_insert_action (self, position, item);
}

/**
 * tactics_ruleset_duplicate_item:
 * @self: a ruleset
 * @item: (type GObject): an item of @self
 * @position: where to insert the copy; %G_MAXUINT or past the end appends
 *
 * Inserts at @position a copy of @item under a unique id (see
 * tactics_ruleset_make_unique_id()); a copied movement type gets the
 * original's cost on every terrain.
 *
 * Returns: (transfer none) (type GObject): the copy, owned by @self
 */
gpointer
tactics_ruleset_duplicate_item (TacticsRuleset *self,
                                gpointer        item,
                                guint           position)
{
  g_autofree char *old_id = NULL;
  g_autofree char *id = NULL;
  g_autoptr(GObject) copy = NULL;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);
  g_return_val_if_fail (is_item (item), NULL);

  old_id = get_string (item, "id");
  id = tactics_ruleset_make_unique_id (self, G_OBJECT_TYPE (item), old_id);
  copy = tactics_ruleset_copy_item (item, id);

  /* A copied movement type moves like the original: same cost everywhere. */
  if (TACTICS_IS_MOVETYPE (item))
    {
      GListModel *terrains = tactics_ruleset_get_terrains (self);

      for (guint i = 0, n = g_list_model_get_n_items (terrains); i < n; i++)
        {
          g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);

          tactics_terrain_set_cost (terrain, id, tactics_terrain_get_cost (terrain, old_id));
          if (tactics_terrain_get_cost (terrain, id) != 0)
            tactics_terrain_set_defence (terrain, id, tactics_terrain_get_defence (terrain, old_id));
        }
    }

  insert_item (self, position, copy);
  return copy;
}

/* Replaces (@new_id) or drops (NULL) @old_id in every unit's actions. */
static void
replace_action_id (TacticsRuleset *self,
                   const char     *old_id,
                   const char     *new_id)
{
  GListModel *units = tactics_ruleset_get_unit_types (self);

  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
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

/* Points every reference to movement type @old_id at @new_id; NULL drops
 * the terrains' costs and leaves the units without one. */
static void
replace_movetype_id (TacticsRuleset *self,
                     const char     *old_id,
                     const char     *new_id,
                     const char     *units_new_id)
{
  GListModel *terrains = tactics_ruleset_get_terrains (self);
  GListModel *units = tactics_ruleset_get_unit_types (self);

  for (guint i = 0, n = g_list_model_get_n_items (terrains); i < n; i++)
    {
      g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);

      tactics_terrain_rename_movetype (terrain, old_id, new_id);
    }
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      if (g_strcmp0 (tactics_unit_type_get_movetype (unit), old_id) == 0)
        tactics_unit_type_set_movetype (unit, units_new_id);
    }
}

/* Points every reference to damage type @old_id at @new_id; NULL leaves
 * the actions dealing none and drops the resistances to it. */
static void
replace_damage_type_id (TacticsRuleset *self,
                        const char     *old_id,
                        const char     *new_id)
{
  GListModel *actions = tactics_ruleset_get_actions (self);
  GListModel *units = tactics_ruleset_get_unit_types (self);

  for (guint i = 0, n = g_list_model_get_n_items (actions); i < n; i++)
    {
      g_autoptr(TacticsAction) action = g_list_model_get_item (actions, i);

      if (g_strcmp0 (tactics_action_get_damage_type (action), old_id) == 0)
        tactics_action_set_damage_type (action, new_id);
    }
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      tactics_unit_type_rename_resistance (unit, old_id, new_id);
    }
}

/**
 * tactics_ruleset_rename_item:
 * @self: a ruleset
 * @item: (type GObject): an item of @self
 * @new_id: the new id
 * @error: return location for a #GError
 *
 * Gives @item the id @new_id and updates every reference to it in @self
 * (costs and unit types for a movement type, unit types for an action,
 * actions and resistances for a damage type).
 *
 * Returns: %TRUE on success; %FALSE, changing nothing, with the error of
 *   tactics_ruleset_check_id() if it refuses @new_id
 */
gboolean
tactics_ruleset_rename_item (TacticsRuleset  *self,
                             gpointer         item,
                             const char      *new_id,
                             GError         **error)
{
  g_autofree char *old_id = NULL;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), FALSE);
  g_return_val_if_fail (is_item (item), FALSE);
  g_return_val_if_fail (new_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  old_id = get_string (item, "id");
  if (g_strcmp0 (old_id, new_id) == 0)
    return TRUE;
  if (!tactics_ruleset_check_id (self, item, new_id, error))
    return FALSE;

  /* Only references by items of this ruleset: maps name terrains by
   * position and take the new id when saved. */
  if (find_position (get_list (self, G_OBJECT_TYPE (item)), item) != G_MAXUINT)
    {
      if (TACTICS_IS_MOVETYPE (item))
        replace_movetype_id (self, old_id, new_id, new_id);
      else if (TACTICS_IS_ACTION (item))
        replace_action_id (self, old_id, new_id);
      else if (TACTICS_IS_DAMAGE_TYPE (item))
        replace_damage_type_id (self, old_id, new_id);
    }

  g_object_set (item, "id", new_id, NULL);
  return TRUE;
}

/* The actions dealing damage type @id, then the unit types resisting it
 * (or weak to it), each in order, into @users. */
static void
add_damage_type_users (TacticsRuleset *self,
                       const char     *id,
                       GPtrArray      *users)
{
  GListModel *actions = tactics_ruleset_get_actions (self);
  GListModel *units = tactics_ruleset_get_unit_types (self);

  for (guint i = 0, n = g_list_model_get_n_items (actions); i < n; i++)
    {
      g_autoptr(TacticsAction) action = g_list_model_get_item (actions, i);

      if (g_strcmp0 (tactics_action_get_damage_type (action), id) == 0)
        g_ptr_array_add (users, g_steal_pointer (&action));
    }
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);

      if (tactics_unit_type_get_resistance (unit, id) != 0)
        g_ptr_array_add (users, g_steal_pointer (&unit));
    }
}

/**
 * tactics_ruleset_list_users:
 * @self: a ruleset
 * @item: (type GObject): an item of @self
 *
 * Lists the items naming @item, in order: the unit types moving by a
 * movement type or doing an action; the actions dealing a damage type, then
 * the unit types with a resistance to it. None for other kinds. This is what
 * tactics_ruleset_remove_item() would change.
 *
 * Returns: (transfer container) (element-type GObject): the items
 *   (#TacticsUnitType and #TacticsAction)
 */
GPtrArray *
tactics_ruleset_list_users (TacticsRuleset *self,
                            gpointer        item)
{
  GListModel *units;
  g_autofree char *id = NULL;
  GPtrArray *users;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), NULL);
  g_return_val_if_fail (is_item (item), NULL);

  users = g_ptr_array_new_with_free_func (g_object_unref);
  id = get_string (item, "id");
  if (TACTICS_IS_DAMAGE_TYPE (item))
    {
      add_damage_type_users (self, id, users);
      return users;
    }
  if (!TACTICS_IS_MOVETYPE (item) && !TACTICS_IS_ACTION (item))
    return users;

  units = tactics_ruleset_get_unit_types (self);
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(TacticsUnitType) unit = g_list_model_get_item (units, i);
      const char * const *actions = tactics_unit_type_get_actions (unit);
      gboolean uses;

      if (TACTICS_IS_MOVETYPE (item))
        uses = g_strcmp0 (tactics_unit_type_get_movetype (unit), id) == 0;
      else
        uses = actions != NULL && g_strv_contains (actions, id);

      if (uses)
        g_ptr_array_add (users, g_steal_pointer (&unit));
    }
  return users;
}

/**
 * tactics_ruleset_count_users:
 * @self: a ruleset
 * @item: (type GObject): an item of @self
 *
 * Counts the items tactics_ruleset_list_users() lists.
 *
 * Returns: the number of items naming @item
 */
guint
tactics_ruleset_count_users (TacticsRuleset *self,
                             gpointer        item)
{
  g_autoptr(GPtrArray) users = NULL;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), 0);
  g_return_val_if_fail (is_item (item), 0);

  users = tactics_ruleset_list_users (self, item);
  return users->len;
}

/**
 * tactics_ruleset_remove_item:
 * @self: a ruleset
 * @item: (type GObject): an item of @self
 * @error: return location for a #GError
 *
 * Removes @item and the references to it: terrains drop a removed movement
 * type's costs and its unit types move by the first other movement type;
 * unit types drop a removed action; actions deal no damage type and unit
 * types lose their resistance when it is removed. Unlike tactics_ruleset_remove_movetype()
 * and its kin, which leave references as they are.
 *
 * Returns: %TRUE if @item was removed; %FALSE, changing nothing, with
 *   %TACTICS_RULESET_ERROR_IN_USE for the last terrain, or the last
 *   movement type while a unit type moves by it
 */
gboolean
tactics_ruleset_remove_item (TacticsRuleset  *self,
                             gpointer         item,
                             GError         **error)
{
  GListModel *list;
  g_autofree char *id = NULL;
  guint position;

  g_return_val_if_fail (TACTICS_IS_RULESET (self), FALSE);
  g_return_val_if_fail (is_item (item), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  list = get_list (self, G_OBJECT_TYPE (item));
  position = find_position (list, item);
  g_return_val_if_fail (position != G_MAXUINT, FALSE);
  id = get_string (item, "id");

  if (TACTICS_IS_TERRAIN (item))
    {
      /* A map needs a terrain to be made of. */
      if (g_list_model_get_n_items (list) == 1)
        {
          g_set_error_literal (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_IN_USE,
                               _("The last terrain cannot be deleted"));
          return FALSE;
        }
      tactics_ruleset_remove_terrain (self, position);
    }
  else if (TACTICS_IS_MOVETYPE (item))
    {
      g_autoptr(TacticsMovetype) fallback = NULL;

      fallback = g_list_model_get_item (list, position == 0 ? 1 : 0);
      if (fallback == NULL && tactics_ruleset_count_users (self, item) > 0)
        {
          g_set_error_literal (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_IN_USE,
                               _("This movement type is in use"));
          return FALSE;
        }
      replace_movetype_id (self, id, NULL,
                           fallback != NULL ? tactics_movetype_get_id (fallback) : NULL);
      tactics_ruleset_remove_movetype (self, position);
    }
  else if (TACTICS_IS_ACTION (item))
    {
      replace_action_id (self, id, NULL);
      tactics_ruleset_remove_action (self, position);
    }
  else if (TACTICS_IS_DAMAGE_TYPE (item))
    {
      replace_damage_type_id (self, id, NULL);
      tactics_ruleset_remove_damage_type (self, position);
    }
  else
    {
      tactics_ruleset_remove_unit_type (self, position);
    }
  return TRUE;
}
