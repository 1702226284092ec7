/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Editing a ruleset: which ids are accepted, renaming and removing movement
 * types, terrains, unit types and actions with the references to them kept
 * whole, and duplicating them, a bundled (translated) ruleset's too. The
 * ruleset's objects, lists and copies are in test-model.c. */
#include "config.h"

#include <glib/gstdio.h>
#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "model-test-helpers.h"
#include "required-tools.h"

/* Ruleset edits: ids, copies, renames and removals that keep references
 * whole. */

static void
assert_id_refused (const char *id)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (tactics_ruleset_validate_id (id, &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID);
  g_assert_cmpstr (error->message, !=, "");
}

static void
test_ruleset_edit_ids (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMovetype) stranger = tactics_movetype_new ("walk", "Walk");
  g_autoptr(GError) error = NULL;
  g_autofree char *long_id = g_strnfill (32, 'a');
  g_autofree char *too_long = g_strnfill (33, 'a');
  g_autofree char *unique = NULL;
  TacticsMovetype *foot = tactics_ruleset_lookup_movetype (ruleset, "foot");

  /* The rule of the file reader. */
  g_assert_true (tactics_ruleset_validate_id ("Foot_2-b.c", NULL));
  g_assert_true (tactics_ruleset_validate_id (long_id, NULL));
  assert_id_refused ("");
  assert_id_refused (too_long);
  assert_id_refused ("two words");
  assert_id_refused ("pé");
  assert_id_refused ("a/b");

  /* Unique among its kind, but for itself. */
  g_assert_true (tactics_ruleset_check_id (ruleset, foot, "foot", NULL));
  g_assert_true (tactics_ruleset_check_id (ruleset, stranger, "sword", NULL));
  g_assert_false (tactics_ruleset_check_id (ruleset, stranger, "flying", &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_DUPLICATE_ID);
  g_assert_nonnull (strstr (error->message, "Flying"));

  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_MOVETYPE, "walk");
  g_assert_cmpstr (unique, ==, "walk");
  g_clear_pointer (&unique, g_free);
  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_MOVETYPE, "foot");
  g_assert_cmpstr (unique, ==, "foot-2");
  g_clear_pointer (&unique, g_free);
  /* Ids are per kind: an action may be called "foot". */
  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_ACTION, "foot");
  g_assert_cmpstr (unique, ==, "foot");
  g_clear_pointer (&unique, g_free);

  /* A long id stays within the limit once numbered. */
  tactics_movetype_set_id (stranger, long_id);
  tactics_ruleset_insert_movetype (ruleset, G_MAXUINT, stranger);
  unique = tactics_ruleset_make_unique_id (ruleset, TACTICS_TYPE_MOVETYPE, long_id);
  g_assert_cmpuint (strlen (unique), ==, 32);
  g_assert_true (g_str_has_suffix (unique, "-2"));
  g_assert_true (tactics_ruleset_validate_id (unique, NULL));
}

static void
test_ruleset_edit_rename (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsRuleset) before = NULL;
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  TacticsMovetype *foot = tactics_ruleset_lookup_movetype (ruleset, "foot");
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsTerrain *plains = tactics_ruleset_lookup_terrain (ruleset, "0");

  tactics_unit_type_set_movetype (infantry, "foot");
  before = tactics_ruleset_copy (ruleset);

  /* Refused ids change nothing. */
  g_assert_false (tactics_ruleset_rename_item (ruleset, foot, "flying", &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_DUPLICATE_ID);
  g_clear_error (&error);
  g_assert_false (tactics_ruleset_rename_item (ruleset, foot, "on foot", &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_INVALID_ID);
  g_clear_error (&error);
  g_assert_true (tactics_ruleset_equal (ruleset, before));

  /* A movement type: the terrains' costs and the units follow. */
  g_assert_true (tactics_ruleset_rename_item (ruleset, foot, "walk", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_movetype_get_id (foot), ==, "walk");
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "walk"), ==, 1);
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "foot"), ==, 0);
  g_assert_cmpuint (tactics_terrain_get_cost (tactics_ruleset_lookup_terrain (ruleset, "2"),
                                              "walk"), ==, 2);
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "walk");

  /* An action: the units' lists follow. */
  g_assert_true (tactics_ruleset_rename_item (ruleset,
                                              tactics_ruleset_lookup_action (ruleset, "sword"),
                                              "blade", NULL));
  g_assert_cmpstrv (tactics_unit_type_get_actions (infantry),
                    ((const char *[]) { "blade", NULL }));

  /* Terrains and unit types are named by nothing in the ruleset. */
  g_assert_true (tactics_ruleset_rename_item (ruleset, plains, "plains", NULL));
  g_assert_true (tactics_ruleset_rename_item (ruleset, infantry, "foot-soldier", NULL));
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "plains"), ==, 0);

  /* Whole references: the file reader takes it back as it was. */
  bytes = tactics_ruleset_to_bytes (ruleset);
  reloaded = tactics_ruleset_load_from_bytes (bytes, "renamed", &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, reloaded));
}

static void
test_ruleset_edit_remove (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(GPtrArray) users = NULL;
  g_autoptr(GError) error = NULL;
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsTerrain *plains = tactics_ruleset_lookup_terrain (ruleset, "0");
  TacticsAction *sword = tactics_ruleset_lookup_action (ruleset, "sword");

  tactics_unit_type_set_movetype (infantry, "foot");
  users = tactics_ruleset_list_users (ruleset, tactics_ruleset_lookup_movetype (ruleset, "foot"));
  g_assert_cmpuint (users->len, ==, 1);
  g_assert_true (g_ptr_array_index (users, 0) == (gpointer) infantry);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset,
                                                 tactics_ruleset_lookup_movetype (ruleset,
                                                                                  "flying")),
                    ==, 0);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, sword), ==, 1);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, plains), ==, 0);

  /* An action leaves the units' lists. */
  g_assert_true (tactics_ruleset_remove_item (ruleset, sword, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_actions (ruleset)), ==, 0);
  g_assert_cmpstrv (tactics_unit_type_get_actions (infantry), ((const char *[]) { NULL }));

  /* A movement type: its units take the other one, its costs go. */
  g_assert_true (tactics_ruleset_remove_item (ruleset,
                                              tactics_ruleset_lookup_movetype (ruleset, "foot"),
                                              NULL));
  g_assert_cmpstr (tactics_unit_type_get_movetype (infantry), ==, "flying");
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "foot"), ==, 0);
  g_assert_cmpuint (tactics_terrain_get_cost (plains, "flying"), ==, 1);

  /* Not the last movement type while a unit moves by it, nor the last
   * terrain. */
  g_assert_false (tactics_ruleset_remove_item (ruleset,
                                               tactics_ruleset_lookup_movetype (ruleset, "flying"),
                                               &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_IN_USE);
  g_clear_error (&error);
  g_assert_true (tactics_ruleset_remove_item (ruleset, tactics_ruleset_get_terrain (ruleset, 0),
                                              NULL));
  g_assert_true (tactics_ruleset_remove_item (ruleset, tactics_ruleset_get_terrain (ruleset, 0),
                                              NULL));
  g_assert_false (tactics_ruleset_remove_item (ruleset, tactics_ruleset_get_terrain (ruleset, 0),
                                               &error));
  g_assert_error (error, TACTICS_RULESET_ERROR, TACTICS_RULESET_ERROR_IN_USE);
  g_assert_cmpuint (tactics_ruleset_get_n_terrains (ruleset), ==, 1);

  g_assert_true (tactics_ruleset_remove_item (ruleset, infantry, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_unit_types (ruleset)), ==, 0);
}

static void
test_ruleset_edit_duplicate (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (ruleset, "2");
  TacticsMovetype *movetype_copy;
  TacticsTerrain *terrain_copy;
  TacticsUnitType *unit_copy;
  TacticsAction *action_copy;

  tactics_unit_type_set_movetype (infantry, "foot");

  /* A copied movement type costs what the original does everywhere. */
  movetype_copy = tactics_ruleset_duplicate_item (ruleset,
                                                  tactics_ruleset_lookup_movetype (ruleset,
                                                                                   "foot"),
                                                  1);
  g_assert_cmpstr (tactics_movetype_get_id (movetype_copy), ==, "foot-2");
  g_assert_cmpstr (tactics_movetype_get_name (movetype_copy), ==, "Foot");
  g_assert_true (tactics_ruleset_lookup_movetype (ruleset, "foot-2") == movetype_copy);
  g_assert_cmpuint (tactics_terrain_get_cost (forest, "foot-2"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (tactics_ruleset_get_terrain (ruleset, 1), "foot-2"),
                    ==, 0);

  terrain_copy = tactics_ruleset_duplicate_item (ruleset, forest, G_MAXUINT);
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "2-2"), ==, 3);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain_copy, "foot"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain_copy, "foot-2"), ==, 2);
  g_assert_cmpuint (tactics_terrain_get_cost (terrain_copy, "flying"), ==, 1);

  unit_copy = tactics_ruleset_duplicate_item (ruleset, infantry, 0);
  g_assert_cmpstr (tactics_unit_type_get_id (unit_copy), ==, "infantry-2");
  g_assert_cmpstr (tactics_unit_type_get_movetype (unit_copy), ==, "foot");
  g_assert_cmpstrv (tactics_unit_type_get_actions (unit_copy),
                    ((const char *[]) { "sword", NULL }));
  g_assert_cmpstr (tactics_unit_type_get_attribute (unit_copy, "defense"), ==, "2");

  action_copy = tactics_ruleset_duplicate_item (ruleset,
                                                tactics_ruleset_lookup_action (ruleset, "sword"),
                                                G_MAXUINT);
  g_assert_cmpstr (tactics_action_get_id (action_copy), ==, "sword-2");
  g_assert_cmpuint (tactics_action_get_amount (action_copy), ==, 6);
  /* No unit learns the copy. */
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, action_copy), ==, 0);
}

/* A bundled ruleset is shown translated and saved as written; so must be a
 * copy of one of its items. The catalogue is made with msgfmt under a fake
 * language (main() sets LANGUAGE). */
#define TEST_DOMAIN "tactics-model-test"

static const char test_catalogue[] =
  "msgid \"\"\n"
  "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
  "msgctxt \"movement type\"\nmsgid \"Foot\"\nmsgstr \"Pied\"\n\n"
  "msgctxt \"terrain\"\nmsgid \"Plains\"\nmsgstr \"Plaine\"\n\n"
  "msgctxt \"unit\"\nmsgid \"Knight\"\nmsgstr \"Chevalier\"\n\n"
  "msgctxt \"action\"\nmsgid \"Slash\"\nmsgstr \"Taille\"\n\n"
  "msgctxt \"action\"\nmsgid \"One cell.\"\nmsgstr \"Une case.\"\n";

static const char translated_ruleset[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-ruleset version=\"1\" name=\"Test\" translation-domain=\"" TEST_DOMAIN "\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <terrain id=\"p\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"foot\" value=\"1\"/>"
  "</terrain>\n"
  "  </terrains>\n"
  "  <units>\n"
  "    <unit id=\"knight\" name=\"Knight\" hp=\"20\" move=\"5\" movetype=\"foot\" speed=\"7\" "
  "color=\"#6d4c41\" glyph=\"K\">\n"
  "      <action ref=\"slash\"/>\n"
  "    </unit>\n"
  "  </units>\n"
  "  <actions>\n"
  "    <action id=\"slash\" name=\"Slash\" range-min=\"1\" range-max=\"1\" metric=\"chebyshev\" "
  "shape=\"single\" extent=\"1\" effect=\"damage\" amount=\"5\" affects=\"enemies\">\n"
  "      <description>One cell.</description>\n"
  "    </action>\n"
  "  </actions>\n"
  "</tactics-ruleset>\n";

/* Compiles the catalogue into a new folder bound to TEST_DOMAIN; NULL when
 * msgfmt cannot run. */
static char *
make_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("tactics-model-XXXXXX", &error);
  g_autofree char *messages = NULL;
  g_autofree char *po = NULL;
  g_autofree char *mo = NULL;
  const char *msgfmt[] = { "msgfmt", "-o", NULL, NULL, NULL };
  int status;

  g_assert_no_error (error);
  messages = g_build_filename (folder, "tt", "LC_MESSAGES", NULL);
  g_assert_no_errno (g_mkdir_with_parents (messages, 0700));
  po = g_build_filename (folder, TEST_DOMAIN ".po", NULL);
  mo = g_build_filename (messages, TEST_DOMAIN ".mo", NULL);
  g_file_set_contents (po, test_catalogue, -1, &error);
  g_assert_no_error (error);

  msgfmt[2] = mo;
  msgfmt[3] = po;
  if (!g_spawn_sync (NULL, (char **) msgfmt, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                     &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return g_steal_pointer (&folder);

  bindtextdomain (TEST_DOMAIN, folder);
  bind_textdomain_codeset (TEST_DOMAIN, "UTF-8");
  return g_steal_pointer (&folder);
}

static void
remove_catalogue (const char *folder)
{
  g_autofree char *po = g_build_filename (folder, TEST_DOMAIN ".po", NULL);
  g_autofree char *mo = g_build_filename (folder, "tt", "LC_MESSAGES", TEST_DOMAIN ".mo", NULL);
  g_autofree char *messages = g_build_filename (folder, "tt", "LC_MESSAGES", NULL);
  g_autofree char *language = g_build_filename (folder, "tt", NULL);

  g_remove (mo);
  g_remove (po);
  g_rmdir (messages);
  g_rmdir (language);
  g_rmdir (folder);
}

static void
test_ruleset_edit_duplicate_translated (void)
{
  g_autofree char *catalogue = make_catalogue ();
  g_autoptr(GBytes) bytes = g_bytes_new_static (translated_ruleset, strlen (translated_ruleset));
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsAction) loose_copy = NULL;
  const char *text;

  ruleset = tactics_ruleset_load_from_bytes (bytes, "translated", &error);
  g_assert_no_error (error);
  if (g_strcmp0 (tactics_movetype_get_name (tactics_ruleset_lookup_movetype (ruleset, "foot")),
                 "Pied") != 0)
    {
      required_tool_missing ("msgfmt", "the fake language's catalogue is not available");
      remove_catalogue (catalogue);
      return;
    }

  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_movetype (ruleset, "foot"),
                                  G_MAXUINT);
  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_terrain (ruleset, "p"),
                                  G_MAXUINT);
  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_unit_type (ruleset, "knight"),
                                  G_MAXUINT);
  tactics_ruleset_duplicate_item (ruleset, tactics_ruleset_lookup_action (ruleset, "slash"),
                                  G_MAXUINT);
  /* A copy made apart and inserted later keeps them too. */
  loose_copy = tactics_ruleset_copy_item (tactics_ruleset_lookup_action (ruleset, "slash"),
                                          "slash-3");
  g_assert_cmpstr (tactics_action_get_name (loose_copy), ==, "Taille");
  tactics_ruleset_insert_action (ruleset, G_MAXUINT, loose_copy);

  /* Each copy is shown translated and saved as the msgid. */
  saved = tactics_ruleset_to_bytes (ruleset);
  text = g_bytes_get_data (saved, NULL);
  g_assert_nonnull (strstr (text, "<movetype id=\"foot-2\" name=\"Foot\""));
  g_assert_nonnull (strstr (text, "<terrain id=\"p-2\" name=\"Plains\""));
  g_assert_nonnull (strstr (text, "<unit id=\"knight-2\" name=\"Knight\""));
  g_assert_nonnull (strstr (text, "<action id=\"slash-2\" name=\"Slash\""));
  g_assert_nonnull (strstr (text, "<action id=\"slash-3\" name=\"Slash\""));
  g_assert_null (strstr (text, "Pied"));
  g_assert_null (strstr (text, "Plaine"));
  g_assert_null (strstr (text, "Chevalier"));
  g_assert_null (strstr (text, "Taille"));
  g_assert_null (strstr (text, "Une case"));

  remove_catalogue (catalogue);
}

/* Snapshots: every kind of edit taken back in place, the same objects
 * restored, so that a map keeps its cells on the terrains that stay. */
static void
test_ruleset_edit_snapshot (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsRuleset) before_copy = tactics_ruleset_copy (ruleset);
  g_autoptr(TacticsMap) map = tactics_map_new (3, 1, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autoptr(TacticsRulesetSnapshot) before = NULL;
  g_autoptr(TacticsRulesetSnapshot) after = NULL;
  g_autoptr(TacticsRuleset) after_copy = NULL;
  TacticsTerrain *rock = tactics_ruleset_lookup_terrain (ruleset, "1");
  TacticsTerrain *forest = tactics_ruleset_lookup_terrain (ruleset, "2");
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  g_autoptr(TacticsUnitType) archer = tactics_unit_type_new ("archer", "Archer");
  guint changes = 0;

  tactics_map_set_terrain_index (map, (TacticsCell) { 1, 0 }, 1);
  tactics_map_set_terrain_index (map, (TacticsCell) { 2, 0 }, 2);
  before = tactics_ruleset_snapshot_new (ruleset);
  g_assert_true (tactics_ruleset_snapshot_matches (before, ruleset));

  /* One edit of each kind. */
  tactics_ruleset_set_name (ruleset, "Edited");
  tactics_terrain_set_name (rock, "Stone");
  tactics_terrain_set_cost (rock, "foot", 4);
  tactics_unit_type_set_attribute (infantry, "defense", "5");
  tactics_ruleset_insert_unit_type (ruleset, 1, archer);
  tactics_ruleset_move_terrain (ruleset, 2, 0);
  g_assert_true (tactics_ruleset_remove_item (ruleset,
                                              tactics_ruleset_lookup_movetype (ruleset, "flying"),
                                              NULL));
  g_assert_false (tactics_ruleset_snapshot_matches (before, ruleset));
  after = tactics_ruleset_snapshot_new (ruleset);
  after_copy = tactics_ruleset_copy (ruleset);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 2, 0 }) == forest);

  /* Back: the same objects with their old values, the cells on them. */
  g_signal_connect (ruleset, "changed", G_CALLBACK (count_emission), &changes);
  tactics_ruleset_snapshot_restore (before, ruleset);
  g_assert_cmpuint (changes, >, 0);
  g_assert_true (tactics_ruleset_equal (ruleset, before_copy));
  g_assert_true (tactics_ruleset_snapshot_matches (before, ruleset));
  g_assert_true (tactics_ruleset_lookup_terrain (ruleset, "1") == rock);
  g_assert_cmpstr (tactics_terrain_get_name (rock), ==, "Rock");
  g_assert_cmpuint (tactics_terrain_get_cost (rock, "flying"), ==, 3);
  g_assert_cmpuint (tactics_terrain_get_cost (rock, "foot"), ==, 0);
  g_assert_null (tactics_ruleset_lookup_unit_type (ruleset, "archer"));
  g_assert_cmpint (tactics_ruleset_get_terrain_index (ruleset, "2"), ==, 2);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 1, 0 }) == rock);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 2, 0 }) == forest);

  /* And forth again. */
  tactics_ruleset_snapshot_restore (after, ruleset);
  g_assert_true (tactics_ruleset_equal (ruleset, after_copy));
  g_assert_true (tactics_ruleset_lookup_unit_type (ruleset, "archer") == archer);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 2, 0 }) == forest);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 1, 0 }) == rock);

  /* Nothing to do, nothing said. */
  changes = 0;
  tactics_ruleset_snapshot_restore (after, ruleset);
  g_assert_cmpuint (changes, ==, 0);
}

/* A damage type is used by the actions dealing it and the unit types
 * resisting it (or weak to it): what its removal would change. Copies keep
 * every value. */
static void
test_ruleset_edit_damage_type_users (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsDamageType) fire = tactics_damage_type_new ("fire", "Fire");
  g_autoptr(TacticsDamageType) frost = tactics_damage_type_new ("frost", "Frost");
  g_autoptr(TacticsDamageType) copy = NULL;
  g_autoptr(GPtrArray) users = NULL;
  TacticsUnitType *infantry = tactics_ruleset_lookup_unit_type (ruleset, "infantry");
  TacticsAction *sword = tactics_ruleset_lookup_action (ruleset, "sword");

  tactics_ruleset_insert_damage_type (ruleset, G_MAXUINT, fire);
  tactics_ruleset_insert_damage_type (ruleset, G_MAXUINT, frost);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, fire), ==, 0);

  tactics_action_set_damage_type (sword, "fire");
  tactics_unit_type_set_resistance (infantry, "fire", -50);
  users = tactics_ruleset_list_users (ruleset, fire);
  g_assert_cmpuint (users->len, ==, 2);
  g_assert_true (g_ptr_array_index (users, 0) == (gpointer) sword);
  g_assert_true (g_ptr_array_index (users, 1) == (gpointer) infantry);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, frost), ==, 0);

  /* A resistance back to none is no use. */
  tactics_unit_type_set_resistance (infantry, "fire", 0);
  g_assert_cmpuint (tactics_ruleset_count_users (ruleset, fire), ==, 1);

  copy = tactics_ruleset_copy_item (frost, "ice");
  g_assert_true (TACTICS_IS_DAMAGE_TYPE (copy));
  g_assert_true (copy != frost);
  g_assert_cmpstr (tactics_damage_type_get_id (copy), ==, "ice");
  g_assert_cmpstr (tactics_damage_type_get_name (copy), ==, "Frost");
}

int
main (int argc, char *argv[])
{
  /* A fake language for the translated copies: gettext reads LANGUAGE in
   * any locale but "C". */
  g_setenv ("LANGUAGE", "tt", TRUE);
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    setlocale (LC_ALL, "");

  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/model/ruleset/edit/ids", test_ruleset_edit_ids);
  g_test_add_func ("/model/ruleset/edit/rename", test_ruleset_edit_rename);
  g_test_add_func ("/model/ruleset/edit/remove", test_ruleset_edit_remove);
  g_test_add_func ("/model/ruleset/edit/damage-type-users", test_ruleset_edit_damage_type_users);
  g_test_add_func ("/model/ruleset/edit/duplicate", test_ruleset_edit_duplicate);
  g_test_add_func ("/model/ruleset/edit/duplicate-translated",
                   test_ruleset_edit_duplicate_translated);
  g_test_add_func ("/model/ruleset/edit/snapshot", test_ruleset_edit_snapshot);

  return g_test_run ();
}
