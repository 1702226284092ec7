/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The bundled ruleset and maps declare a translation domain on their root
 * element; their names and descriptions are then shown translated, while
 * files keep the text as written (the msgid). Each translated string
 * remembers its original here, beside the object (as object data), so that
 * the models need no field for it and every reader of "name" or
 * "description" sees the translation. A file without a domain (made by a
 * user) is shown as written. */

#include <glib-object.h>

#include "tactics-map.h"
#include "tactics-ruleset.h"

G_BEGIN_DECLS

/* The message contexts of each kind of string, as data/its/tactics.its
 * extracts them (msgctxt). */
#define TACTICS_TRANSLATION_CONTEXT_RULESET   "ruleset"
#define TACTICS_TRANSLATION_CONTEXT_MAP       "map"
#define TACTICS_TRANSLATION_CONTEXT_MOVETYPE  "movement type"
#define TACTICS_TRANSLATION_CONTEXT_DAMAGE_TYPE "damage type"
#define TACTICS_TRANSLATION_CONTEXT_TERRAIN   "terrain"
#define TACTICS_TRANSLATION_CONTEXT_UNIT_TYPE "unit"
#define TACTICS_TRANSLATION_CONTEXT_ACTION    "action"
#define TACTICS_TRANSLATION_CONTEXT_SCENARIO  "scenario"

/* TRUE when @domain may name a translation domain in a file: 1 to 32 ASCII
 * letters, digits, '_', '-' or '.', like an id (gettext makes a file name
 * of it, so no '/'). */
gboolean    tactics_translatable_is_valid_domain    (const char     *domain);

/* Replaces the string property @property of @object, read as a msgid, by
 * its translation in @domain and @context, and remembers the original.
 * NULL and empty strings are left alone. */
void        tactics_translatable_translate          (GObject        *object,
                                                     const char     *property,
                                                     const char     *domain,
                                                     const char     *context);

/* Like tactics_translatable_translate() for a string of @object that is
 * not one of its properties (a side's placed unit's name): @key stands for
 * the property, for tactics_translatable_get_source(). Returns the
 * translation (@text when there is none), to be stored by the caller. */
const char *tactics_translatable_translate_string   (GObject        *object,
                                                     const char     *key,
                                                     const char     *text,
                                                     const char     *domain,
                                                     const char     *context);

/* Translates the name and description of @ruleset and of every item in it,
 * and sets its "translation-domain". */
void        tactics_translatable_translate_ruleset  (TacticsRuleset *ruleset,
                                                     const char     *domain);

/* The name and description of @map only (its ruleset is translated on its
 * own), and its "translation-domain". */
void        tactics_translatable_translate_map      (TacticsMap     *map,
                                                     const char     *domain);

/* What to write for @property of @object, whose current value is @value,
 * in a file declaring @file_domain (NULL: none): the original when @value is
 * still its translation in that very domain (so the reader translates it
 * again), @value otherwise (edited, or a file that will not translate it).
 * (transfer none) */
const char *tactics_translatable_get_source         (GObject        *object,
                                                     const char     *property,
                                                     const char     *value,
                                                     const char     *file_domain);

/* Gives @target (a copy of @source) the originals @source remembers. */
void        tactics_translatable_copy               (GObject        *source,
                                                     GObject        *target);

G_END_DECLS
