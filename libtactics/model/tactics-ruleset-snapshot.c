/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-ruleset-snapshot.h"
#include "tactics-action.h"
#include "tactics-damage-type.h"
#include "tactics-model-private.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"
#include "tactics-translatable-private.h"
#include "tactics-unit-type.h"

#define N_LISTS 5

struct _TacticsRulesetSnapshot
{
  gatomicrefcount  ref_count;
  TacticsRuleset  *ruleset;           /* weak: only compared */
  /* Name, description and the originals they were translated from. */
  TacticsRuleset  *header;
  GPtrArray       *items[N_LISTS];    /* the ruleset's objects */
  GPtrArray       *values[N_LISTS];   /* a copy of each, as it was */
};

/**
 * TacticsRulesetSnapshot:
 * A ruleset as it was at one moment, for undo: its name and description,
 * and its items in order, each with a copy of its values.
 *
 * The items are the same objects, not copies, so a restore puts back the
 * very terrains a map's cells follow, and forms showing an item keep
 * showing it. Take one with tactics_ruleset_snapshot_new(); it is
 * reference counted.
 */
G_DEFINE_BOXED_TYPE (TacticsRulesetSnapshot, tactics_ruleset_snapshot,
                     tactics_ruleset_snapshot_ref, tactics_ruleset_snapshot_unref)

static GType
get_item_type (guint kind)
{
  switch (kind)
    {
    case 0:
      return TACTICS_TYPE_MOVETYPE;
    case 1:
      return TACTICS_TYPE_TERRAIN;
    case 2:
      return TACTICS_TYPE_UNIT_TYPE;
    case 3:
      return TACTICS_TYPE_ACTION;
    default:
      return TACTICS_TYPE_DAMAGE_TYPE;
    }
}

static GListModel *
get_list (TacticsRuleset *ruleset,
          guint           kind)
{
  switch (kind)
    {
    case 0:
      return tactics_ruleset_get_movetypes (ruleset);
    case 1:
      return tactics_ruleset_get_terrains (ruleset);
    case 2:
      return tactics_ruleset_get_unit_types (ruleset);
    case 3:
      return tactics_ruleset_get_actions (ruleset);
    default:
      return tactics_ruleset_get_damage_types (ruleset);
    }
}

/**
 * tactics_ruleset_snapshot_new:
 * @ruleset: a ruleset
 *
 * Records the state of @ruleset.
 *
 * Returns: (transfer full): a new snapshot
 */
TacticsRulesetSnapshot *
tactics_ruleset_snapshot_new (TacticsRuleset *ruleset)
{
  TacticsRulesetSnapshot *self;

  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), NULL);

  self = g_new0 (TacticsRulesetSnapshot, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->ruleset = ruleset;
  self->header = tactics_ruleset_new ();
  tactics_ruleset_set_name (self->header, tactics_ruleset_get_name (ruleset));
  tactics_ruleset_set_description (self->header, tactics_ruleset_get_description (ruleset));
  tactics_ruleset_set_hit_chance (self->header, tactics_ruleset_get_hit_chance (ruleset));
  tactics_translatable_copy (G_OBJECT (ruleset), G_OBJECT (self->header));

  for (guint kind = 0; kind < N_LISTS; kind++)
    {
      GListModel *list = get_list (ruleset, kind);
      guint n_items = g_list_model_get_n_items (list);

      self->items[kind] = g_ptr_array_new_full (n_items, g_object_unref);
      self->values[kind] = g_ptr_array_new_full (n_items, g_object_unref);
      for (guint i = 0; i < n_items; i++)
        {
          gpointer item = g_list_model_get_item (list, i);
          g_autofree char *id = NULL;

          g_object_get (item, "id", &id, NULL);
          g_ptr_array_add (self->items[kind], item);
          g_ptr_array_add (self->values[kind], tactics_ruleset_copy_item (item, id));
        }
    }
  return self;
}

/**
 * tactics_ruleset_snapshot_ref:
 * @self: a snapshot
 *
 * Takes a reference on a snapshot.
 *
 * Returns: (transfer full): @self
 */
TacticsRulesetSnapshot *
tactics_ruleset_snapshot_ref (TacticsRulesetSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

/**
 * tactics_ruleset_snapshot_unref:
 * @self: (transfer full): a snapshot
 *
 * Drops a reference on a snapshot, freeing it with the last one.
 */
void
tactics_ruleset_snapshot_unref (TacticsRulesetSnapshot *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;

  g_object_unref (self->header);
  for (guint kind = 0; kind < N_LISTS; kind++)
    {
      g_ptr_array_unref (self->items[kind]);
      g_ptr_array_unref (self->values[kind]);
    }
  g_free (self);
}

static gboolean
same_items (TacticsRulesetSnapshot *self,
            TacticsRuleset         *ruleset,
            guint                   kind)
{
  GListModel *list = get_list (ruleset, kind);
  GPtrArray *items = self->items[kind];

  if (g_list_model_get_n_items (list) != items->len)
    return FALSE;
  for (guint i = 0; i < items->len; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (list, i);

      if (item != g_ptr_array_index (items, i))
        return FALSE;
    }
  return TRUE;
}

/**
 * tactics_ruleset_snapshot_matches:
 * @self: a snapshot
 * @ruleset: a ruleset
 *
 * Tells whether @ruleset is as the snapshot recorded it: the same items, in
 * the same order, with the same values, and the same name and description.
 *
 * Returns: %TRUE if nothing changed since the snapshot
 */
gboolean
tactics_ruleset_snapshot_matches (TacticsRulesetSnapshot *self,
                                  TacticsRuleset         *ruleset)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (TACTICS_IS_RULESET (ruleset), FALSE);

  if (g_strcmp0 (tactics_ruleset_get_name (ruleset), tactics_ruleset_get_name (self->header)) != 0
      || g_strcmp0 (tactics_ruleset_get_description (ruleset),
                    tactics_ruleset_get_description (self->header)) != 0
      || tactics_ruleset_get_hit_chance (ruleset) != tactics_ruleset_get_hit_chance (self->header))
    return FALSE;

  for (guint kind = 0; kind < N_LISTS; kind++)
    {
      if (!same_items (self, ruleset, kind))
        return FALSE;
      for (guint i = 0; i < self->items[kind]->len; i++)
        if (!tactics_model_items_equal (g_ptr_array_index (self->items[kind], i),
                                        g_ptr_array_index (self->values[kind], i)))
          return FALSE;
    }
  return TRUE;
}

/**
 * tactics_ruleset_snapshot_restore:
 * @self: a snapshot
 * @ruleset: the ruleset the snapshot was taken of
 *
 * Puts @ruleset back as it was: each list in one splice (only where its
 * items differ), then each item's values in place (only where they differ).
 */
void
tactics_ruleset_snapshot_restore (TacticsRulesetSnapshot *self,
                                  TacticsRuleset         *ruleset)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (TACTICS_IS_RULESET (ruleset));
  g_return_if_fail (ruleset == self->ruleset);

  tactics_ruleset_set_name (ruleset, tactics_ruleset_get_name (self->header));
  tactics_ruleset_set_description (ruleset, tactics_ruleset_get_description (self->header));
  tactics_ruleset_set_hit_chance (ruleset, tactics_ruleset_get_hit_chance (self->header));
  tactics_translatable_copy (G_OBJECT (self->header), G_OBJECT (ruleset));

  /* Values first: an item coming back must find the ids it refers to
   * (a unit's movement type) as they were when it went. */
  for (guint kind = 0; kind < N_LISTS; kind++)
    for (guint i = 0; i < self->items[kind]->len; i++)
      tactics_model_assign_item (g_ptr_array_index (self->items[kind], i),
                                 g_ptr_array_index (self->values[kind], i));

  for (guint kind = 0; kind < N_LISTS; kind++)
    if (!same_items (self, ruleset, kind))
      tactics_ruleset_replace_items (ruleset, get_item_type (kind), self->items[kind]);
}
