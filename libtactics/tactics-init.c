/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <libxml/parser.h>
#include <libxml/xmlIO.h>

#include "tactics.h"
#include "tactics-file-private.h"

/* No file of ours may pull in anything from outside itself: every external
 * entity, DTD or network load libxml2 might attempt ends here, whatever
 * parser options a caller uses. */
static xmlParserInputPtr
refuse_external_entity (const char       *url,
                        const char       *id,
                        xmlParserCtxtPtr  context)
{
  return NULL;
}

/**
 * tactics_set_locale:
 * Calls `setlocale (LC_ALL, "")`, for a program's main(). When no locale
 * is set (the plain C locale) but `$LANGUAGE` names languages, it uses
 * C.UTF-8 instead: gettext ignores `$LANGUAGE` in the C locale, and its
 * ASCII charset would turn translated text into question marks.
 */
void
tactics_set_locale (void)
{
  const char *locale = setlocale (LC_ALL, "");
  const char *languages = g_getenv ("LANGUAGE");

  if (languages != NULL && languages[0] != '\0'
      && (locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX")))
    setlocale (LC_ALL, "C.UTF-8");
}

static gpointer
init_once (gpointer data)
{
  const char *localedir = g_getenv ("TACTICS_LOCALEDIR");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  xmlInitParser ();
  xmlSetExternalEntityLoader (refuse_external_entity);

  g_type_ensure (TACTICS_TYPE_MOVETYPE);
  g_type_ensure (TACTICS_TYPE_TERRAIN);
  g_type_ensure (TACTICS_TYPE_UNIT_TYPE);
  g_type_ensure (TACTICS_TYPE_ACTION);
  g_type_ensure (TACTICS_TYPE_RULESET);
  g_type_ensure (TACTICS_TYPE_MAP);

  tactics_save_register_file_kind ();

  return NULL;
}

/**
 * tactics_init:
 * Binds the suite's text domain (to `$TACTICS_LOCALEDIR` when set, for a
 * build run before it is installed; else to the installed catalogues) and
 * registers the library's types. Call it once at start-up, before any other
 * tactics_ call; calling it again does nothing.
 */
void
tactics_init (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, init_once, NULL);
}

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
