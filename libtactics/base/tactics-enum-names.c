/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-enum-names.h"

const char *
tactics_enum_to_string (GType enum_type,
                        int   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (enum_type);
  GEnumValue *enum_value = g_enum_get_value (klass, value);

  return enum_value ? enum_value->value_nick : NULL;
}

gboolean
tactics_enum_from_string (GType       enum_type,
                          const char *word,
                          int        *value)
{
  g_autoptr(GEnumClass) klass = NULL;
  GEnumValue *enum_value;

  g_return_val_if_fail (value != NULL, FALSE);

  if (word == NULL)
    return FALSE;

  klass = g_type_class_ref (enum_type);
  enum_value = g_enum_get_value_by_nick (klass, word);
  if (enum_value == NULL)
    return FALSE;

  *value = enum_value->value;
  return TRUE;
}
