/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "tactics-init.h"
#include "tactics-action.h"
#include "tactics-file-private.h"
#include "tactics-map.h"
#include "tactics-match-private.h"
#include "tactics-movetype.h"
#include "tactics-ruleset.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"
#include "tactics-xml-parser-private.h"

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

  tactics_xml_init ();

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
