/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-map.h"
#include "tactics-model-private.h"
#include "tactics-ruleset.h"
#include "tactics-translatable-private.h"

/* One translated string of an object. */
typedef struct {
  const char *property;     /* interned */
  char       *domain;
  char       *context;
  char       *original;     /* as written in the file: the msgid */
  char       *translation;  /* as shown when loaded */
} Translation;

static void
translation_free (gpointer data)
{
  Translation *translation = data;

  g_free (translation->domain);
  g_free (translation->context);
  g_free (translation->original);
  g_free (translation->translation);
  g_free (translation);
}

static GQuark
translations_quark (void)
{
  return g_quark_from_static_string ("tactics-translations");
}

/* The object's translations (a GPtrArray of Translation), NULL when none. */
static GPtrArray *
get_translations (GObject *object)
{
  return g_object_get_qdata (object, translations_quark ());
}

static GPtrArray *
ensure_translations (GObject *object)
{
  GPtrArray *translations = get_translations (object);

  if (translations == NULL)
    {
      translations = g_ptr_array_new_with_free_func (translation_free);
      g_object_set_qdata_full (object, translations_quark (), translations,
                               (GDestroyNotify) g_ptr_array_unref);
    }

  return translations;
}

static Translation *
find_translation (GObject    *object,
                  const char *property)
{
  GPtrArray *translations = get_translations (object);

  for (guint i = 0; translations != NULL && i < translations->len; i++)
    {
      Translation *translation = g_ptr_array_index (translations, i);

      if (g_str_equal (translation->property, property))
        return translation;
    }

  return NULL;
}

/* Replaces any earlier translation of the same property. */
static void
remember (GObject           *object,
          const Translation *values)
{
  GPtrArray *translations = ensure_translations (object);
  Translation *translation = find_translation (object, values->property);

  if (translation == NULL)
    {
      translation = g_new0 (Translation, 1);
      translation->property = g_intern_string (values->property);
      g_ptr_array_add (translations, translation);
    }

  g_free (translation->domain);
  g_free (translation->context);
  g_free (translation->original);
  g_free (translation->translation);
  translation->domain = g_strdup (values->domain);
  translation->context = g_strdup (values->context);
  translation->original = g_strdup (values->original);
  translation->translation = g_strdup (values->translation);
}

gboolean
tactics_translatable_is_valid_domain (const char *domain)
{
  /* gettext makes a file name of it: the id rule keeps '/' out. */
  return domain != NULL && tactics_model_is_valid_id (domain, strlen (domain));
}

void
tactics_translatable_translate (GObject    *object,
                                const char *property,
                                const char *domain,
                                const char *context)
{
  g_autofree char *original = NULL;
  const char *translated;

  g_assert (G_IS_OBJECT (object));
  g_assert (property != NULL);
  g_assert (domain != NULL);
  g_assert (context != NULL);

  g_object_get (object, property, &original, NULL);
  if (original == NULL || *original == '\0')
    return;

  translated = g_dpgettext2 (domain, context, original);
  /* The library asks for UTF-8 in its own domain; another domain's
   * catalogue may come in the locale's encoding, which the models cannot
   * hold: show such a string as written. */
  if (translated == NULL || !g_utf8_validate (translated, -1, NULL))
    translated = original;

  remember (object, &(Translation) {
    .property = property,
    .domain = (char *) domain,
    .context = (char *) context,
    .original = original,
    .translation = (char *) translated,
  });

  if (translated != original && strcmp (translated, original) != 0)
    g_object_set (object, property, translated, NULL);
}

const char *
tactics_translatable_translate_string (GObject    *object,
                                       const char *key,
                                       const char *text,
                                       const char *domain,
                                       const char *context)
{
  const char *translated;

  g_assert (G_IS_OBJECT (object));
  g_assert (key != NULL);
  g_assert (domain != NULL);
  g_assert (context != NULL);

  if (text == NULL || *text == '\0')
    return text;

  translated = g_dpgettext2 (domain, context, text);
  if (translated == NULL || !g_utf8_validate (translated, -1, NULL))
    translated = text;

  remember (object, &(Translation) {
    .property = key,
    .domain = (char *) domain,
    .context = (char *) context,
    .original = (char *) text,
    .translation = (char *) translated,
  });

  return translated;
}

static void
translate_name_and_description (gpointer    object,
                                const char *domain,
                                const char *context)
{
  tactics_translatable_translate (object, "name", domain, context);
  tactics_translatable_translate (object, "description", domain, context);
}

static void
translate_list (GListModel *list,
                gboolean    has_description,
                const char *domain,
                const char *context)
{
  for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (list, i);

      if (has_description)
        translate_name_and_description (item, domain, context);
      else
        tactics_translatable_translate (item, "name", domain, context);
    }
}

void
tactics_translatable_translate_ruleset (TacticsRuleset *ruleset,
                                        const char     *domain)
{
  g_assert (TACTICS_IS_RULESET (ruleset));

  tactics_ruleset_set_translation_domain (ruleset, domain);
  if (domain == NULL)
    return;

  translate_name_and_description (ruleset, domain, TACTICS_TRANSLATION_CONTEXT_RULESET);
  translate_list (tactics_ruleset_get_movetypes (ruleset), FALSE, domain,
                  TACTICS_TRANSLATION_CONTEXT_MOVETYPE);
  translate_list (tactics_ruleset_get_terrains (ruleset), TRUE, domain,
                  TACTICS_TRANSLATION_CONTEXT_TERRAIN);
  translate_list (tactics_ruleset_get_unit_types (ruleset), TRUE, domain,
                  TACTICS_TRANSLATION_CONTEXT_UNIT_TYPE);
  translate_list (tactics_ruleset_get_actions (ruleset), TRUE, domain,
                  TACTICS_TRANSLATION_CONTEXT_ACTION);
  translate_list (tactics_ruleset_get_damage_types (ruleset), FALSE, domain,
                  TACTICS_TRANSLATION_CONTEXT_DAMAGE_TYPE);
}

void
tactics_translatable_translate_map (TacticsMap *map,
                                    const char *domain)
{
  g_assert (TACTICS_IS_MAP (map));

  tactics_map_set_translation_domain (map, domain);
  if (domain == NULL)
    return;

  translate_name_and_description (map, domain, TACTICS_TRANSLATION_CONTEXT_MAP);
}

const char *
tactics_translatable_get_source (GObject    *object,
                                 const char *property,
                                 const char *value,
                                 const char *file_domain)
{
  Translation *translation;

  g_assert (G_IS_OBJECT (object));

  if (file_domain == NULL || value == NULL)
    return value;

  translation = find_translation (object, property);
  if (translation == NULL
      || strcmp (translation->domain, file_domain) != 0
      || strcmp (translation->translation, value) != 0)
    return value;

  return translation->original;
}

void
tactics_translatable_copy (GObject *source,
                           GObject *target)
{
  GPtrArray *translations;

  g_assert (G_IS_OBJECT (source));
  g_assert (G_IS_OBJECT (target));

  translations = get_translations (source);
  for (guint i = 0; translations != NULL && i < translations->len; i++)
    remember (target, g_ptr_array_index (translations, i));
}
