/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-enum-names.h"

/**
 * tactics_enum_to_string:
 * @enum_type: the #GType of an enum, such as %TACTICS_TYPE_TOPOLOGY
 * @value: a value of that enum
 *
 * Returns the word the files and the command line use for an enum value:
 * its nick ("square", "hex", …).
 *
 * Returns: (nullable): the nick, or %NULL for a value the enum lacks
 */
const char *
tactics_enum_to_string (GType enum_type,
                        int   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (enum_type);
  GEnumValue *enum_value = g_enum_get_value (klass, value);

  return enum_value ? enum_value->value_nick : NULL;
}

/**
 * tactics_enum_from_string:
 * @enum_type: the #GType of an enum, such as %TACTICS_TYPE_TOPOLOGY
 * @word: (nullable): a nick, as the files and the command line write it
 * @value: (out): where to store the enum value
 *
 * Looks up the enum value a word stands for; the reverse of
 * tactics_enum_to_string().
 *
 * Returns: %TRUE if @word is a nick of the enum, then @value is set
 */
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
