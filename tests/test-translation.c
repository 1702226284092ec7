/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <libintl.h>
#include <string.h>

#include "tactics.h"
#include "tactics-file-private.h"
#include "tactics-model-private.h"
#include "required-tools.h"

/* Translated names and descriptions. Before anything runs, main() compiles
 * two catalogues into the build folder and binds them, under a fake
 * language ("tt"):
 * - the test domain "tactics-test", from the small catalogue below, used by
 *   the rulesets and maps written here;
 * - the library's domain "tactics", made from the bundled data with
 *   xgettext and data/its (as `meson compile tactics-pot` does), every
 *   string translated as «msgid»: it proves that the ITS rules and the
 *   loader agree on every string and context.
 * Then files load translated, and save to the very same bytes. */

#define TEST_DOMAIN "tactics-test"

static const char test_catalogue[] =
  "msgid \"\"\n"
  "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n"
  "\n"
  "msgctxt \"ruleset\"\nmsgid \"Test rules\"\nmsgstr \"Règles d’essai\"\n\n"
  "msgctxt \"ruleset\"\nmsgid \"For the tests.\"\nmsgstr \"Pour les essais.\"\n\n"
  "msgctxt \"movement type\"\nmsgid \"Foot\"\nmsgstr \"À pied\"\n\n"
  "msgctxt \"terrain\"\nmsgid \"Plains\"\nmsgstr \"Plaine\"\n\n"
  "msgctxt \"terrain\"\nmsgid \"Open & flat.\"\nmsgstr \"Ouverte et plate.\"\n\n"
  /* The same text in another context must not be used for a terrain. */
  "msgctxt \"unit\"\nmsgid \"Plains\"\nmsgstr \"WRONG CONTEXT\"\n\n"
  "msgctxt \"unit\"\nmsgid \"Knight\"\nmsgstr \"Chevalier\"\n\n"
  "msgctxt \"unit\"\nmsgid \"Rides <fast>.\"\nmsgstr \"Chevauche <vite>.\"\n\n"
  "msgctxt \"action\"\nmsgid \"Slash\"\nmsgstr \"Taille\"\n\n"
  "msgctxt \"action\"\nmsgid \"One cell.\"\nmsgstr \"Une case.\"\n\n"
  "msgctxt \"map\"\nmsgid \"Meadow\"\nmsgstr \"Prairie\"\n\n"
  "msgctxt \"map\"\nmsgid \"A \\\"small\\\" field.\"\nmsgstr \"Un « petit » champ.\"\n\n";

/* "Swamp" has no translation: it stays as written. */
#define RULESET_BLOCKS \
  "  <terrains>\n" \
  "    <movetype id=\"foot\" name=\"Foot\"/>\n" \
  "    <terrain id=\"p\" name=\"Plains\" color=\"#a5d66f\"><description>Open &amp; flat." \
  "</description><cost movetype=\"foot\" value=\"1\"/></terrain>\n" \
  "    <terrain id=\"s\" name=\"Swamp\" color=\"#5f7f58\"><cost movetype=\"foot\" value=\"3\"/>" \
  "</terrain>\n" \
  "  </terrains>\n" \
  "  <units>\n" \
  "    <unit id=\"knight\" name=\"Knight\" hp=\"20\" move=\"5\" movetype=\"foot\" speed=\"7\" " \
  "color=\"#6d4c41\" glyph=\"K\">\n" \
  "      <description>Rides &lt;fast&gt;.</description>\n" \
  "      <action ref=\"slash\"/>\n" \
  "    </unit>\n" \
  "  </units>\n" \
  "  <actions>\n" \
  "    <action id=\"slash\" name=\"Slash\" range-min=\"1\" range-max=\"1\" metric=\"chebyshev\" " \
  "shape=\"single\" extent=\"1\" effect=\"damage\" amount=\"5\" affects=\"enemies\">\n" \
  "      <description>One cell.</description>\n" \
  "    </action>\n" \
  "  </actions>\n"

static const char translated_ruleset[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-ruleset version=\"1\" name=\"Test rules\" translation-domain=\"" TEST_DOMAIN "\">\n"
  "  <description>For the tests.</description>\n"
  RULESET_BLOCKS
  "</tactics-ruleset>\n";

/* A user's ruleset: the same strings, no domain. */
static const char user_ruleset[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-ruleset version=\"1\" name=\"Test rules\">\n"
  "  <description>For the tests.</description>\n"
  RULESET_BLOCKS
  "</tactics-ruleset>\n";

static const char inline_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Meadow\" width=\"3\" height=\"2\" topology=\"square\" "
  "translation-domain=\"" TEST_DOMAIN "\">\n"
  "  <description>A \"small\" field.</description>\n"
  RULESET_BLOCKS
  "  <grid>\n"
  "p,p,s\n"
  "s,p,p\n"
  "  </grid>\n"
  "</tactics-map>\n";

static const char referencing_map[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-map version=\"1\" name=\"Meadow\" width=\"2\" height=\"1\" topology=\"hex\" "
  "ruleset=\"rules.ruleset.xml\" translation-domain=\"" TEST_DOMAIN "\">\n"
  "  <grid>\n"
  "p,s\n"
  "  </grid>\n"
  "</tactics-map>\n";

static char *catalogue_folder;
static gboolean have_test_catalogue;
static char *bundled_catalogue_problem;

/* --- Helpers ----------------------------------------------------------------- */

static GBytes *
bytes_from_text (const char *text)
{
  return g_bytes_new_static (text, strlen (text));
}

static void
assert_bytes_equal (GBytes *expected,
                    GBytes *actual)
{
  if (!g_bytes_equal (expected, actual))
    {
      g_autofree char *expected_text = g_strndup (g_bytes_get_data (expected, NULL),
                                                  g_bytes_get_size (expected));
      g_autofree char *actual_text = g_strndup (g_bytes_get_data (actual, NULL),
                                                g_bytes_get_size (actual));

      g_assert_cmpstr (actual_text, ==, expected_text);
    }
}

static TacticsRuleset *
load_ruleset_text (const char *text)
{
  g_autoptr(GBytes) bytes = bytes_from_text (text);
  g_autoptr(GError) error = NULL;
  TacticsRuleset *ruleset = tactics_ruleset_load_from_bytes (bytes, "test", &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  g_autoptr(GObject) item = g_list_model_get_item (list, position);

  g_assert_nonnull (item);
  /* The ruleset keeps its own reference. */
  return item;
}

static gboolean
skip_without_test_catalogue (void)
{
  if (have_test_catalogue)
    return FALSE;

  required_tool_missing ("msgfmt", "could not make the test catalogue");
  return TRUE;
}

/* Checks the blocks of RULESET_BLOCKS as loaded with the test domain. */
static void
assert_blocks_translated (TacticsRuleset *ruleset)
{
  TacticsMovetype *foot = get_item (tactics_ruleset_get_movetypes (ruleset), 0);
  TacticsTerrain *plains = tactics_ruleset_lookup_terrain (ruleset, "p");
  TacticsTerrain *swamp = tactics_ruleset_lookup_terrain (ruleset, "s");
  TacticsUnitType *knight = tactics_ruleset_lookup_unit_type (ruleset, "knight");
  TacticsAction *slash = tactics_ruleset_lookup_action (ruleset, "slash");

  g_assert_cmpstr (tactics_movetype_get_name (foot), ==, "À pied");
  g_assert_cmpstr (tactics_terrain_get_name (plains), ==, "Plaine");
  g_assert_cmpstr (tactics_terrain_get_description (plains), ==, "Ouverte et plate.");
  g_assert_cmpstr (tactics_terrain_get_name (swamp), ==, "Swamp");
  g_assert_null (tactics_terrain_get_description (swamp));
  g_assert_cmpstr (tactics_unit_type_get_name (knight), ==, "Chevalier");
  g_assert_cmpstr (tactics_unit_type_get_description (knight), ==, "Chevauche <vite>.");
  g_assert_cmpstr (tactics_action_get_name (slash), ==, "Taille");
  g_assert_cmpstr (tactics_action_get_description (slash), ==, "Une case.");
}

/* --- Rulesets -------------------------------------------------------------------- */

static void
test_ruleset_translated (void)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GBytes) original = bytes_from_text (translated_ruleset);
  g_autoptr(GBytes) saved = NULL;

  if (skip_without_test_catalogue ())
    return;

  ruleset = load_ruleset_text (translated_ruleset);
  g_assert_cmpstr (tactics_ruleset_get_translation_domain (ruleset), ==, TEST_DOMAIN);
  g_assert_cmpstr (tactics_ruleset_get_name (ruleset), ==, "Règles d’essai");
  g_assert_cmpstr (tactics_ruleset_get_description (ruleset), ==, "Pour les essais.");
  assert_blocks_translated (ruleset);

  /* Shown translated, saved as written. */
  saved = tactics_ruleset_to_bytes (ruleset);
  assert_bytes_equal (original, saved);
}

static void
test_ruleset_user (void)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GBytes) original = bytes_from_text (user_ruleset);
  g_autoptr(GBytes) saved = NULL;

  if (skip_without_test_catalogue ())
    return;

  /* Every string has a translation in the test domain, but a file without
   * a domain is shown as written. */
  ruleset = load_ruleset_text (user_ruleset);
  g_assert_null (tactics_ruleset_get_translation_domain (ruleset));
  g_assert_cmpstr (tactics_ruleset_get_name (ruleset), ==, "Test rules");
  g_assert_cmpstr (tactics_terrain_get_name (tactics_ruleset_lookup_terrain (ruleset, "p")),
                   ==, "Plains");
  g_assert_cmpstr (tactics_unit_type_get_description (tactics_ruleset_lookup_unit_type (ruleset,
                                                                                         "knight")),
                   ==, "Rides <fast>.");

  saved = tactics_ruleset_to_bytes (ruleset);
  assert_bytes_equal (original, saved);
}

static void
test_ruleset_edited (void)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) original = bytes_from_text (translated_ruleset);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  TacticsTerrain *plains;
  TacticsAction *slash;

  if (skip_without_test_catalogue ())
    return;

  ruleset = load_ruleset_text (translated_ruleset);
  plains = tactics_ruleset_lookup_terrain (ruleset, "p");
  slash = tactics_ruleset_lookup_action (ruleset, "slash");

  tactics_terrain_set_name (plains, "Grande plaine");
  tactics_unit_type_set_description (tactics_ruleset_lookup_unit_type (ruleset, "knight"), NULL);
  tactics_ruleset_set_name (ruleset, "Mes règles");
  /* Changed and changed back: the translation again, saved as written. */
  tactics_action_set_name (slash, "Coupe");
  tactics_action_set_name (slash, "Taille");

  saved = tactics_ruleset_to_bytes (ruleset);
  text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_assert_nonnull (strstr (text, "name=\"Mes règles\" translation-domain=\"" TEST_DOMAIN "\""));
  g_assert_nonnull (strstr (text, "<terrain id=\"p\" name=\"Grande plaine\""));
  g_assert_null (strstr (text, "Rides"));
  g_assert_nonnull (strstr (text, "<action id=\"slash\" name=\"Slash\""));
  g_assert_nonnull (strstr (text, "<movetype id=\"foot\" name=\"Foot\"/>"));
  g_assert_nonnull (strstr (text, "<description>Open &amp; flat.</description>"));
  g_assert_false (g_bytes_equal (original, saved));

  /* The edits have no translation: shown as the user wrote them. */
  reloaded = tactics_ruleset_load_from_bytes (saved, "saved", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_ruleset_get_name (reloaded), ==, "Mes règles");
  g_assert_cmpstr (tactics_terrain_get_name (tactics_ruleset_lookup_terrain (reloaded, "p")),
                   ==, "Grande plaine");
  g_assert_cmpstr (tactics_terrain_get_description (tactics_ruleset_lookup_terrain (reloaded,
                                                                                    "p")),
                   ==, "Ouverte et plate.");
  g_assert_cmpstr (tactics_action_get_name (tactics_ruleset_lookup_action (reloaded, "slash")),
                   ==, "Taille");
  g_assert_true (tactics_ruleset_equal (ruleset, reloaded));
}

/* Without its domain, a ruleset is a user's: the strings are written as
 * shown. */
static void
test_ruleset_domain_dropped (void)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autofree char *text = NULL;

  if (skip_without_test_catalogue ())
    return;

  ruleset = load_ruleset_text (translated_ruleset);
  tactics_ruleset_set_translation_domain (ruleset, NULL);

  saved = tactics_ruleset_to_bytes (ruleset);
  text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_assert_null (strstr (text, "translation-domain"));
  g_assert_nonnull (strstr (text, "name=\"Règles d’essai\""));
  g_assert_nonnull (strstr (text, "<terrain id=\"p\" name=\"Plaine\""));
  g_assert_nonnull (strstr (text, "<description>Chevauche &lt;vite&gt;.</description>"));
}

static void
test_ruleset_copy (void)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsRuleset) copy = NULL;
  g_autoptr(TacticsTerrain) terrain_copy = NULL;
  g_autoptr(GBytes) original = bytes_from_text (translated_ruleset);
  g_autoptr(GBytes) saved = NULL;

  if (skip_without_test_catalogue ())
    return;

  ruleset = load_ruleset_text (translated_ruleset);
  copy = tactics_ruleset_copy (ruleset);
  g_clear_object (&ruleset);

  g_assert_cmpstr (tactics_ruleset_get_translation_domain (copy), ==, TEST_DOMAIN);
  assert_blocks_translated (copy);
  saved = tactics_ruleset_to_bytes (copy);
  assert_bytes_equal (original, saved);

  /* A copied item remembers its original too. */
  terrain_copy = tactics_terrain_copy (tactics_ruleset_lookup_terrain (copy, "p"));
  tactics_ruleset_remove_terrain (copy, 0);
  tactics_ruleset_insert_terrain (copy, 0, terrain_copy);
  g_clear_pointer (&saved, g_bytes_unref);
  saved = tactics_ruleset_to_bytes (copy);
  assert_bytes_equal (original, saved);
}

static void
test_ruleset_bad_domain (void)
{
  static const char * const bad_domains[] = {
    "../../../tmp/evil", "", "with space", "a/b",
    "a-domain-name-that-is-longer-than-32-characters",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad_domains); i++)
    {
      g_autofree char *text = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                                               "<tactics-ruleset version=\"1\" "
                                               "translation-domain=\"%s\"/>\n",
                                               bad_domains[i]);
      g_autoptr(GBytes) bytes = bytes_from_text (text);
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsRuleset) ruleset = NULL;

      g_test_message ("domain “%s”", bad_domains[i]);
      ruleset = tactics_ruleset_load_from_bytes (bytes, "bad", &error);
      g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_SEMANTIC);
      g_assert_null (ruleset);
      g_assert_cmpint (tactics_file_error_get_line (error), ==, 2);
      g_assert_nonnull (strstr (error->message, "translation domain"));
    }
}

/* --- Maps ----------------------------------------------------------------------- */

static void
test_map_inline (void)
{
  g_autoptr(GBytes) original = bytes_from_text (inline_map);
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  TacticsRuleset *ruleset;

  if (skip_without_test_catalogue ())
    return;

  map = tactics_map_load_from_bytes (original, "inline", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_translation_domain (map), ==, TEST_DOMAIN);
  g_assert_cmpstr (tactics_map_get_name (map), ==, "Prairie");
  g_assert_cmpstr (tactics_map_get_description (map), ==, "Un « petit » champ.");

  /* The inline rules are the map file's strings, in its domain. */
  ruleset = tactics_map_get_ruleset (map);
  g_assert_cmpstr (tactics_ruleset_get_translation_domain (ruleset), ==, TEST_DOMAIN);
  assert_blocks_translated (ruleset);
  g_assert_cmpstr (tactics_terrain_get_name (tactics_map_get_terrain (map,
                                                                      (TacticsCell) { 0, 0 })),
                   ==, "Plaine");

  saved = tactics_map_to_bytes (map);
  assert_bytes_equal (original, saved);

  /* An edited map name is saved as edited, the rest as written. */
  tactics_map_set_name (map, "Mon pré");
  g_clear_pointer (&saved, g_bytes_unref);
  saved = tactics_map_to_bytes (map);
  {
    g_autofree char *text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));

    g_assert_nonnull (strstr (text, "<tactics-map version=\"1\" name=\"Mon pré\" width=\"3\""));
    g_assert_nonnull (strstr (text, "<description>A \"small\" field.</description>"));
    g_assert_nonnull (strstr (text, "<terrain id=\"p\" name=\"Plains\""));
  }
}

static void
test_map_reference (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(GBytes) original = bytes_from_text (referencing_map);
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GString) inlined = g_string_new (NULL);
  g_autofree char *folder = NULL;
  g_autofree char *ruleset_path = NULL;
  g_autofree char *map_path = NULL;
  g_autoptr(GFile) map_file = NULL;

  if (skip_without_test_catalogue ())
    return;

  folder = g_dir_make_tmp ("tactics-translation-XXXXXX", &error);
  g_assert_no_error (error);
  ruleset_path = g_build_filename (folder, "rules.ruleset.xml", NULL);
  map_path = g_build_filename (folder, "meadow.map.xml", NULL);
  g_file_set_contents (ruleset_path, translated_ruleset, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (map_path, referencing_map, -1, &error);
  g_assert_no_error (error);

  map_file = g_file_new_for_path (map_path);
  map = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_map_get_name (map), ==, "Prairie");
  g_assert_cmpstr (tactics_ruleset_get_name (tactics_map_get_ruleset (map)), ==,
                   "Règles d’essai");
  assert_blocks_translated (tactics_map_get_ruleset (map));

  saved = tactics_map_to_bytes (map);
  assert_bytes_equal (original, saved);

  /* Written inline (as a game save does) the rules go into the map's
   * element, which declares the same domain: still as written. */
  tactics_map_to_xml (map, inlined, 0, TACTICS_XML_WRITE_INLINE_RULESET);
  g_assert_nonnull (strstr (inlined->str, "<terrain id=\"p\" name=\"Plains\""));
  g_assert_null (strstr (inlined->str, "Plaine"));

  /* In a map without that domain, nobody would translate them back: they
   * are written as shown. */
  tactics_map_set_translation_domain (map, NULL);
  g_string_truncate (inlined, 0);
  tactics_map_to_xml (map, inlined, 0, TACTICS_XML_WRITE_INLINE_RULESET);
  g_assert_nonnull (strstr (inlined->str, "<tactics-map version=\"1\" name=\"Prairie\""));
  g_assert_nonnull (strstr (inlined->str, "<terrain id=\"p\" name=\"Plaine\""));
  g_assert_nonnull (strstr (inlined->str, "<movetype id=\"foot\" name=\"À pied\"/>"));

  g_assert_no_errno (g_remove (map_path));
  g_assert_no_errno (g_remove (ruleset_path));
  g_assert_no_errno (g_rmdir (folder));
}

/* A match keeps its map's domain: its save writes the strings as the file
 * had them, so a saved match loads translated like the map it was played
 * on (its unit types in the log, its map in the title). */
static void
test_match_save (void)
{
  g_autoptr(GBytes) original = bytes_from_text (inline_map);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autofree char *text = NULL;
  const char * const army[] = { "knight", NULL };
  TacticsMap *match_map;

  if (skip_without_test_catalogue ())
    return;

  map = tactics_map_load_from_bytes (original, "inline", NULL, &error);
  g_assert_no_error (error);
  match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 3);
  match_map = tactics_match_get_map (match);
  g_assert_cmpstr (tactics_map_get_translation_domain (match_map), ==, TEST_DOMAIN);
  g_assert_cmpstr (tactics_map_get_name (match_map), ==, "Prairie");
  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);

  saved = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_assert_nonnull (strstr (text, "name=\"Meadow\""));
  g_assert_nonnull (strstr (text, "translation-domain=\"" TEST_DOMAIN "\""));
  g_assert_nonnull (strstr (text, "<unit id=\"knight\" name=\"Knight\""));
  g_assert_null (strstr (text, "Chevalier"));

  save = tactics_save_load_from_bytes (saved, "saved", &error);
  g_assert_no_error (error);
  resumed = tactics_save_resume (save);
  g_assert_nonnull (resumed);
  g_assert_cmpstr (tactics_map_get_name (tactics_match_get_map (resumed)), ==, "Prairie");
  assert_blocks_translated (tactics_match_get_ruleset (resumed));
  g_assert_cmpstr (tactics_unit_type_get_name (
                     tactics_unit_get_unit_type (tactics_match_get_unit (resumed, 0))),
                   ==, "Chevalier");
}

/* --- The bundled files ------------------------------------------------------------- */

static gboolean
is_pseudo_translation (const char *text)
{
  return text == NULL
         || (g_str_has_prefix (text, "«") && g_str_has_suffix (text, "»"));
}

static void
assert_ruleset_all_translated (TacticsRuleset *ruleset)
{
  GListModel *lists[] = {
    tactics_ruleset_get_movetypes (ruleset),
    tactics_ruleset_get_terrains (ruleset),
    tactics_ruleset_get_unit_types (ruleset),
    tactics_ruleset_get_actions (ruleset),
  };
  guint n_strings = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    for (guint j = 0; j < g_list_model_get_n_items (lists[i]); j++)
      {
        GObject *item = get_item (lists[i], j);
        g_autofree char *name = NULL;
        g_autofree char *description = NULL;

        g_object_get (item, "name", &name, NULL);
        if (g_object_class_find_property (G_OBJECT_GET_CLASS (item), "description") != NULL)
          g_object_get (item, "description", &description, NULL);

        g_test_message ("%s: %s / %s", G_OBJECT_TYPE_NAME (item), name, description);
        g_assert_nonnull (name);
        g_assert_true (is_pseudo_translation (name));
        g_assert_true (is_pseudo_translation (description));
        n_strings += 1 + (description != NULL);
      }

  g_assert_cmpuint (n_strings, >, 0);
}

static void
test_bundled (void)
{
  const char *datadir = g_getenv ("TACTICS_DATADIR");
  g_autofree char *ruleset_path = NULL;
  g_autoptr(GFile) ruleset_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  static const char * const maps[] = {
    "crossroads.map.xml", "islands.map.xml", "mountain-pass.map.xml", "skirmish.map.xml",
  };

  if (bundled_catalogue_problem != NULL)
    {
      required_tool_missing ("msgfmt", bundled_catalogue_problem);
      return;
    }

  ruleset_path = g_build_filename (datadir, "default.ruleset.xml", NULL);
  ruleset_file = g_file_new_for_path (ruleset_path);
  ruleset = tactics_ruleset_load (ruleset_file, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_ruleset_get_translation_domain (ruleset), ==, GETTEXT_PACKAGE);
  g_assert_cmpstr (tactics_ruleset_get_name (ruleset), ==, "«Default»");
  g_assert_true (is_pseudo_translation (tactics_ruleset_get_description (ruleset)));
  assert_ruleset_all_translated (ruleset);
  g_assert_cmpstr (tactics_terrain_get_name (tactics_ruleset_lookup_terrain (ruleset, "p")),
                   ==, "«Plains»");

  g_file_get_contents (ruleset_path, &contents, &length, &error);
  g_assert_no_error (error);
  saved = tactics_ruleset_to_bytes (ruleset);
  g_assert_cmpstr (g_bytes_get_data (saved, NULL), ==, contents);

  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      g_autofree char *map_path = g_build_filename (datadir, "maps", maps[i], NULL);
      g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
      g_autoptr(TacticsMap) map = NULL;
      g_autoptr(GBytes) map_saved = NULL;
      g_autofree char *map_contents = NULL;

      g_test_message ("%s", maps[i]);
      map = tactics_map_load (map_file, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (tactics_map_get_translation_domain (map), ==, GETTEXT_PACKAGE);
      g_assert_true (is_pseudo_translation (tactics_map_get_name (map)));
      g_assert_nonnull (tactics_map_get_description (map));
      g_assert_true (is_pseudo_translation (tactics_map_get_description (map)));
      assert_ruleset_all_translated (tactics_map_get_ruleset (map));

      g_file_get_contents (map_path, &map_contents, &length, &error);
      g_assert_no_error (error);
      map_saved = tactics_map_to_bytes (map);
      g_assert_cmpstr (g_bytes_get_data (map_saved, NULL), ==, map_contents);
    }
}

/* Every text of the bundled scenarios, and the names of their sides,
 * regions and units, come out translated, and save back as written. */
static void
test_bundled_scenarios (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios", NULL);
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_files = 0;

  if (bundled_catalogue_problem != NULL)
    {
      required_tool_missing ("msgfmt", bundled_catalogue_problem);
      return;
    }

  dir = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
      g_autoptr(GBytes) saved = NULL;
      g_autofree char *contents = NULL;
      GListModel *sides, *regions;

      g_test_message ("%s", name);
      g_assert_no_error (error);
      g_assert_true (is_pseudo_translation (tactics_scenario_get_name (scenario)));
      g_assert_true (is_pseudo_translation (tactics_scenario_get_description (scenario)));
      g_assert_true (is_pseudo_translation (tactics_scenario_get_victory_text (scenario)));
      g_assert_true (is_pseudo_translation (tactics_scenario_get_defeat_text (scenario)));

      regions = tactics_scenario_get_regions (scenario);
      for (guint i = 0; i < g_list_model_get_n_items (regions); i++)
        g_assert_true (is_pseudo_translation (tactics_region_get_name (get_item (regions, i))));

      sides = tactics_scenario_get_sides (scenario);
      for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
        {
          TacticsSide *side = get_item (sides, i);

          g_assert_true (is_pseudo_translation (tactics_side_get_name (side)));
          for (guint j = 0; j < tactics_side_get_n_placed_units (side); j++)
            g_assert_true (is_pseudo_translation (tactics_side_get_placed_unit (side, j)->name));
        }

      g_file_get_contents (path, &contents, NULL, &error);
      g_assert_no_error (error);
      saved = tactics_scenario_to_bytes (scenario);
      g_assert_cmpstr (g_bytes_get_data (saved, NULL), ==, contents);
      n_files++;
    }

  g_assert_cmpuint (n_files, >, 0);
}

/* --- The catalogues ------------------------------------------------------------------- */

static gboolean
run (const char * const  *argv,
     const char * const  *envp,
     char               **problem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *errors = NULL;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, (char **) envp, G_SPAWN_SEARCH_PATH, NULL, NULL,
                     NULL, &errors, &status, &error)
      || !g_spawn_check_wait_status (status, &error))
    {
      *problem = g_strdup_printf ("%s failed: %s %s", argv[0], error->message,
                                  errors != NULL ? errors : "");
      return FALSE;
    }

  return TRUE;
}

static gboolean
make_test_catalogue (const char  *messages_folder,
                     char       **problem)
{
  g_autofree char *po = g_build_filename (catalogue_folder, TEST_DOMAIN ".po", NULL);
  g_autofree char *mo = g_build_filename (messages_folder, TEST_DOMAIN ".mo", NULL);
  g_autoptr(GError) error = NULL;
  const char *msgfmt[] = { "msgfmt", "--check", "-o", mo, po, NULL };
  gboolean made;

  if (!g_file_set_contents (po, test_catalogue, -1, &error))
    {
      *problem = g_strdup (error->message);
      return FALSE;
    }

  made = run (msgfmt, NULL, problem);
  g_remove (po);
  return made;
}

/* xgettext leaves the charset for translators to fill in. */
static gboolean
set_utf8_charset (const char  *po,
                  char       **problem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;

  if (!g_file_get_contents (po, &contents, NULL, &error))
    {
      *problem = g_strdup (error->message);
      return FALSE;
    }

  text = g_string_new (contents);
  g_string_replace (text, "charset=CHARSET", "charset=UTF-8", 1);
  if (!g_file_set_contents (po, text->str, (gssize) text->len, &error))
    {
      *problem = g_strdup (error->message);
      return FALSE;
    }

  return TRUE;
}

/* Extracts the bundled strings as `meson compile tactics-pot` does (the ITS
 * rules in data/its), then translates each as «msgid». */
static gboolean
make_bundled_catalogue (const char  *messages_folder,
                        char       **problem)
{
  const char *datadir = g_getenv ("TACTICS_DATADIR");
  g_autofree char *pot = g_build_filename (catalogue_folder, "bundled.pot", NULL);
  g_autofree char *english = g_build_filename (catalogue_folder, "en.po", NULL);
  g_autofree char *pseudo = g_build_filename (catalogue_folder, "tt.po", NULL);
  g_autofree char *mo = g_build_filename (messages_folder, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *ruleset = NULL;
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GPtrArray) xgettext = g_ptr_array_new_with_free_func (g_free);
  gboolean made;

  if (datadir == NULL)
    {
      *problem = g_strdup ("TACTICS_DATADIR is not set");
      return FALSE;
    }

  envp = g_environ_setenv (envp, "GETTEXTDATADIRS", datadir, TRUE);
  ruleset = g_build_filename (datadir, "default.ruleset.xml", NULL);

  g_ptr_array_add (xgettext, g_strdup ("xgettext"));
  g_ptr_array_add (xgettext, g_strdup ("--from-code=UTF-8"));
  g_ptr_array_add (xgettext, g_strdup ("-o"));
  g_ptr_array_add (xgettext, g_strdup (pot));
  g_ptr_array_add (xgettext, g_steal_pointer (&ruleset));
  {
    g_autofree char *maps_path = g_build_filename (datadir, "maps", NULL);
    g_autoptr(GDir) maps = g_dir_open (maps_path, 0, NULL);
    const char *name;

    while (maps != NULL && (name = g_dir_read_name (maps)) != NULL)
      if (g_str_has_suffix (name, ".map.xml"))
        g_ptr_array_add (xgettext, g_build_filename (maps_path, name, NULL));
  }
  {
    g_autofree char *scenarios_path = g_build_filename (datadir, "scenarios", NULL);
    g_autoptr(GDir) scenarios = g_dir_open (scenarios_path, 0, NULL);
    const char *name;

    while (scenarios != NULL && (name = g_dir_read_name (scenarios)) != NULL)
      if (g_str_has_suffix (name, ".scenario.xml"))
        g_ptr_array_add (xgettext, g_build_filename (scenarios_path, name, NULL));
  }
  g_ptr_array_add (xgettext, NULL);

  {
    const char *msgen[] = { "msgen", "-o", english, pot, NULL };
    const char *msgfilter[] = {
      "msgfilter", "--keep-header", "-i", english, "-o", pseudo,
      "sed", "-e", "s/^/«/", "-e", "s/$/»/", NULL
    };
    const char *msgfmt[] = { "msgfmt", "-o", mo, pseudo, NULL };

    made = run ((const char * const *) xgettext->pdata, (const char * const *) envp, problem)
           && set_utf8_charset (pot, problem)
           && run (msgen, NULL, problem)
           && run (msgfilter, NULL, problem)
           && run (msgfmt, NULL, problem);
  }

  g_remove (pot);
  g_remove (english);
  g_remove (pseudo);
  return made;
}

static void
remove_catalogues (const char *messages_folder)
{
  g_autofree char *test_mo = g_build_filename (messages_folder, TEST_DOMAIN ".mo", NULL);
  g_autofree char *bundled_mo = g_build_filename (messages_folder, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *language_folder = g_path_get_dirname (messages_folder);

  g_remove (test_mo);
  g_remove (bundled_mo);
  g_rmdir (messages_folder);
  g_rmdir (language_folder);
  g_rmdir (catalogue_folder);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *messages_folder = NULL;
  g_autofree char *test_problem = NULL;
  int result;

  /* A fake language: gettext reads LANGUAGE in any locale but "C". */
  g_setenv ("LANGUAGE", "tt", TRUE);
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    setlocale (LC_ALL, "");

  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  /* In the build folder, where a failed run leaves nothing lying about
   * elsewhere; the next run starts over. */
  catalogue_folder = g_test_build_filename (G_TEST_BUILT, "translation-catalogues", NULL);
  messages_folder = g_build_filename (catalogue_folder, "tt", "LC_MESSAGES", NULL);
  g_assert_no_errno (g_mkdir_with_parents (messages_folder, 0700));

  have_test_catalogue = make_test_catalogue (messages_folder, &test_problem);
  if (!have_test_catalogue)
    g_printerr ("# %s\n", test_problem);
  make_bundled_catalogue (messages_folder, &bundled_catalogue_problem);

  /* After tactics_init(), which bound the library's own domain. */
  bindtextdomain (TEST_DOMAIN, catalogue_folder);
  bind_textdomain_codeset (TEST_DOMAIN, "UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, catalogue_folder);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/translation/ruleset/translated", test_ruleset_translated);
  g_test_add_func ("/translation/ruleset/user", test_ruleset_user);
  g_test_add_func ("/translation/ruleset/edited", test_ruleset_edited);
  g_test_add_func ("/translation/ruleset/domain-dropped", test_ruleset_domain_dropped);
  g_test_add_func ("/translation/ruleset/copy", test_ruleset_copy);
  g_test_add_func ("/translation/ruleset/bad-domain", test_ruleset_bad_domain);
  g_test_add_func ("/translation/map/inline", test_map_inline);
  g_test_add_func ("/translation/map/reference", test_map_reference);
  g_test_add_func ("/translation/match/save", test_match_save);
  g_test_add_func ("/translation/bundled", test_bundled);
  g_test_add_func ("/translation/bundled-scenarios", test_bundled_scenarios);

  result = g_test_run ();

  remove_catalogues (messages_folder);
  g_clear_pointer (&catalogue_folder, g_free);
  g_clear_pointer (&bundled_catalogue_problem, g_free);
  return result;
}
