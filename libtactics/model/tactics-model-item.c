/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every item of a ruleset shares: the id rule, and copying and
 * comparing an item's values whatever its type. */
#include "config.h"

#include "tactics-model-private.h"
#include "tactics-terrain.h"
#include "tactics-translatable-private.h"
#include "tactics-unit-type.h"

gboolean
tactics_model_is_valid_id (const char *id,
                           gsize       length)
{
  if (id == NULL || length == 0 || length > 32)
    return FALSE;

  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (id[i]) && id[i] != '_' && id[i] != '-' && id[i] != '.')
      return FALSE;

  return TRUE;
}

void
tactics_model_copy_properties (GObject *source,
                               GObject *target)
{
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs;

  g_return_if_fail (G_IS_OBJECT (source));
  g_return_if_fail (G_OBJECT_TYPE (source) == G_OBJECT_TYPE (target));

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (source), &n_pspecs);
  g_object_freeze_notify (target);
  for (guint i = 0; i < n_pspecs; i++)
    {
      g_auto(GValue) value = G_VALUE_INIT;

      if ((pspecs[i]->flags & G_PARAM_READWRITE) != G_PARAM_READWRITE
          || (pspecs[i]->flags & G_PARAM_CONSTRUCT_ONLY) != 0)
        continue;

      g_value_init (&value, pspecs[i]->value_type);
      g_object_get_property (source, pspecs[i]->name, &value);
      g_object_set_property (target, pspecs[i]->name, &value);
    }
  /* The copy shows the same strings, so it saves them the same way. */
  tactics_translatable_copy (source, target);
  g_object_thaw_notify (target);
}

gpointer
tactics_model_copy_plain_item (gpointer item)
{
  GObject *copy;

  g_return_val_if_fail (G_IS_OBJECT (item), NULL);

  copy = g_object_new (G_OBJECT_TYPE (item), NULL);
  tactics_model_copy_properties (item, copy);
  return copy;
}

gboolean
tactics_model_properties_equal (GObject *a,
                                GObject *b)
{
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs;

  g_return_val_if_fail (G_IS_OBJECT (a), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (b), FALSE);

  if (G_OBJECT_TYPE (a) != G_OBJECT_TYPE (b))
    return FALSE;

  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (a), &n_pspecs);
  for (guint i = 0; i < n_pspecs; i++)
    {
      g_auto(GValue) value_a = G_VALUE_INIT;
      g_auto(GValue) value_b = G_VALUE_INIT;
      gboolean same;

      if ((pspecs[i]->flags & G_PARAM_READABLE) == 0)
        continue;

      g_value_init (&value_a, pspecs[i]->value_type);
      g_value_init (&value_b, pspecs[i]->value_type);
      g_object_get_property (a, pspecs[i]->name, &value_a);
      g_object_get_property (b, pspecs[i]->name, &value_b);

      /* Boxed specs compare pointers; string vectors need their values. */
      if (pspecs[i]->value_type == G_TYPE_STRV)
        {
          const char * const *strv_a = g_value_get_boxed (&value_a);
          const char * const *strv_b = g_value_get_boxed (&value_b);

          if (strv_a == NULL || strv_b == NULL)
            same = strv_a == strv_b;
          else
            same = g_strv_equal (strv_a, strv_b);
        }
      else
        {
          same = g_param_values_cmp (pspecs[i], &value_a, &value_b) == 0;
        }

      if (!same)
        return FALSE;
    }

  return TRUE;
}

gboolean
tactics_model_items_equal (gpointer a,
                           gpointer b)
{
  if (!tactics_model_properties_equal (a, b))
    return FALSE;

  if (TACTICS_IS_TERRAIN (a))
    return tactics_terrain_costs_equal (a, b);
  if (TACTICS_IS_UNIT_TYPE (a))
    return tactics_unit_type_attributes_equal (a, b);
  return TRUE;
}

void
tactics_model_assign_item (gpointer target,
                           gpointer source)
{
  g_return_if_fail (G_IS_OBJECT (target));
  g_return_if_fail (G_OBJECT_TYPE (target) == G_OBJECT_TYPE (source));

  if (target == source)
    return;
  if (!tactics_model_properties_equal (target, source))
    tactics_model_copy_properties (source, target);
  else
    tactics_translatable_copy (source, target);
  if (TACTICS_IS_TERRAIN (target))
    tactics_terrain_assign_costs (target, source);
  else if (TACTICS_IS_UNIT_TYPE (target))
    tactics_unit_type_assign_attributes (target, source);
}
