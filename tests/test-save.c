/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Saves and replays: a saved match loads and plays on to the same end; a
 * save needs no other file; replays go command by command; bad and hostile
 * saves are refused with the file and line, never a crash. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "match-helpers.h"

typedef struct {
  TacticsMap *map;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->map = match_helpers_load_map ("skirmish.map.xml");
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->map);
}

static void
init_seats (Seat    *seats,
            guint64  seed)
{
  seats[0].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  seats[1].ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
}

static void
clear_seats (Seat *seats)
{
  g_clear_object (&seats[0].ai);
  g_clear_object (&seats[1].ai);
}

/* Plays @n_commands of a computer match, saves, loads, and checks both
 * games are the same then and at the end. */
static void
check_round_trip (TacticsMap      *map,
                  TacticsMatchMode  mode,
                  guint64          seed,
                  guint            n_commands)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, 4, mode, seed, 75);
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Seat seats[2] = { { 0 } }, resumed_seats[2] = { { 0 } };

  g_assert_nonnull (match);
  init_seats (seats, seed);
  init_seats (resumed_seats, seed);
  match_helpers_play (match, seats, n_commands, TRUE);

  bytes = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);
  save = tactics_save_load_from_bytes (bytes, "round-trip.save", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_save_get_n_commands (save), ==, tactics_match_get_n_commands (match));

  resumed = tactics_save_resume (save);
  before = match_helpers_describe (match);
  after = match_helpers_describe (resumed);
  g_assert_cmpstr (before, ==, after);

  /* Saving the resumed game gives the same file. */
  {
    g_autoptr(GBytes) again = tactics_match_save_to_bytes (resumed, &error);

    g_assert_no_error (error);
    g_assert_true (g_bytes_equal (bytes, again));
  }

  /* Both play on to the same end. */
  match_helpers_play (match, seats, G_MAXUINT, TRUE);
  match_helpers_play (resumed, resumed_seats, G_MAXUINT, TRUE);
  g_clear_pointer (&before, g_free);
  g_clear_pointer (&after, g_free);
  before = match_helpers_describe (match);
  after = match_helpers_describe (resumed);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);

  clear_seats (seats);
  clear_seats (resumed_seats);
}

static void
test_round_trip (Fixture       *fixture,
                 gconstpointer  data)
{
  const guint points[] = { 0, 1, 5, 17, 60, 150 };

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      check_round_trip (fixture->map, TACTICS_MATCH_MODE_TURNS, 11 + i, points[i]);
      check_round_trip (fixture->map, TACTICS_MATCH_MODE_INITIATIVE, 31 + i, points[i]);
    }
}

static void
test_save_file (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (fixture->map, NULL, 3, 2,
                                                           TACTICS_MATCH_MODE_TURNS, 5, 0);
  g_autofree char *folder = g_dir_make_tmp ("tactics-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "match.tactics-save", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *contents = NULL;
  Seat seats[3] = { { 0 } };

  for (guint s = 0; s < 3; s++)
    seats[s].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  match_helpers_play (match, seats, 40, TRUE);

  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                             "<tactics-save version=\"1\">\n"));
  /* Self-contained: the map's terrains are inline, no file is named. */
  g_assert_null (strstr (contents, "ruleset=\""));
  g_assert_nonnull (strstr (contents, "<terrains>"));

  g_assert_true (tactics_file_validate (file, &error));
  g_assert_no_error (error);

  save = tactics_save_load (file, &error);
  g_assert_no_error (error);
  resumed = tactics_save_resume (save);
  before = match_helpers_describe (match);
  after = match_helpers_describe (resumed);
  g_assert_cmpstr (before, ==, after);

  for (guint s = 0; s < 3; s++)
    g_clear_object (&seats[s].ai);
  g_remove (path);
  g_rmdir (folder);
}

/* A match is saved through a symbolic link, never over a FIFO. */
static void
test_save_path (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (fixture->map, NULL, 2, 2,
                                                           TACTICS_MATCH_MODE_TURNS, 7, 0);
  g_autofree char *folder = g_dir_make_tmp ("tactics-save-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (folder, "fifo.tactics-save", NULL);
  g_autofree char *real = g_build_filename (folder, "real.tactics-save", NULL);
  g_autofree char *link = g_build_filename (folder, "link.tactics-save", NULL);
  g_autoptr(GFile) fifo_file = g_file_new_for_path (fifo);
  g_autoptr(GFile) link_file = g_file_new_for_path (link);
  g_autoptr(GFile) real_file = g_file_new_for_path (real);
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf info;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("real.tactics-save", link), ==, 0);

  g_assert_false (tactics_match_save (match, fifo_file, &error));
  g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_IO);
  g_assert_cmpstr (tactics_file_error_get_path (error), ==, fifo);
  g_clear_error (&error);
  g_assert_cmpint (g_lstat (fifo, &info), ==, 0);
  g_assert_true (S_ISFIFO (info.st_mode));

  g_assert_true (tactics_match_save (match, link_file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &info), ==, 0);
  g_assert_true (S_ISLNK (info.st_mode));
  save = tactics_save_load (real_file, &error);
  g_assert_no_error (error);

  g_remove (link);
  g_remove (real);
  g_remove (fifo);
  g_rmdir (folder);
}

/* A save outlives the map and ruleset files it was made from. */
static void
test_save_needs_no_files (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autofree char *folder = g_dir_make_tmp ("tactics-save-XXXXXX", NULL);
  g_autofree char *ruleset_path = g_build_filename (folder, "rules.xml", NULL);
  g_autofree char *map_path = g_build_filename (folder, "board.map.xml", NULL);
  g_autoptr(GFile) ruleset_file = g_file_new_for_path (ruleset_path);
  g_autoptr(GFile) map_file = g_file_new_for_path (map_path);
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  Seat seats[2] = { { 0 } };

  g_assert_true (tactics_ruleset_save (ruleset, ruleset_file, &error));
  map = tactics_map_new (12, 8, TACTICS_TOPOLOGY_HEX, ruleset);
  tactics_map_set_ruleset_path (map, "rules.xml");
  g_assert_true (tactics_map_save (map, map_file, &error));
  g_clear_object (&map);
  map = tactics_map_load (map_file, &error);
  g_assert_no_error (error);

  match = match_helpers_new_match (map, NULL, 2, 3, TACTICS_MATCH_MODE_TURNS, 8, 0);
  init_seats (seats, 8);
  match_helpers_play (match, seats, 25, TRUE);
  bytes = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);

  /* The files change, then go. */
  tactics_unit_type_set_max_hp (tactics_ruleset_lookup_unit_type (ruleset, "infantry"), 1);
  g_assert_true (tactics_ruleset_save (ruleset, ruleset_file, &error));
  g_remove (ruleset_path);
  g_remove (map_path);
  g_rmdir (folder);

  save = tactics_save_load_from_bytes (bytes, "kept.save", &error);
  g_assert_no_error (error);
  resumed = tactics_save_resume (save);
  before = match_helpers_describe (match);
  after = match_helpers_describe (resumed);
  g_assert_cmpstr (before, ==, after);
  clear_seats (seats);
}

/* The units' rules apart from the map's terrains. */
static void
test_separate_ruleset (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *text;
  Seat seats[2] = { { 0 } };

  /* Stronger infantry than the map's ruleset has. */
  tactics_unit_type_set_max_hp (tactics_ruleset_lookup_unit_type (ruleset, "infantry"), 40);
  match = match_helpers_new_match (fixture->map, ruleset, 2, 2, TACTICS_MATCH_MODE_TURNS, 4, 0);
  init_seats (seats, 4);
  match_helpers_play (match, seats, 30, TRUE);
  bytes = tactics_match_save_to_bytes (match, &error);
  text = g_bytes_get_data (bytes, NULL);
  g_assert_nonnull (strstr (text, "  <tactics-ruleset"));
  g_assert_nonnull (strstr (text, "hp=\"40\""));

  save = tactics_save_load_from_bytes (bytes, "separate.save", &error);
  g_assert_no_error (error);
  resumed = tactics_save_resume (save);
  g_assert_cmpint (tactics_unit_get_max_hp (tactics_match_get_unit (resumed, 0)), ==, 40);
  before = match_helpers_describe (match);
  after = match_helpers_describe (resumed);
  g_assert_cmpstr (before, ==, after);
  clear_seats (seats);
}

typedef struct {
  GString *log;
} Recorder;

static void
record_event (TacticsMatch        *match,
              const TacticsEvent *event,
              gpointer            user_data)
{
  Recorder *recorder = user_data;

  g_string_append_printf (recorder->log, "%d %u %d %d %d %d,%d %d,%d %d %d\n",
                          event->kind, event->turn, event->player, event->unit, event->source,
                          event->from.x, event->from.y, event->to.x, event->to.y,
                          event->amount, event->hp);
}

static void
test_replay (Fixture       *fixture,
             gconstpointer  data)
{
  Recorder original = { g_string_new (NULL) }, replayed = { g_string_new (NULL) };
  g_autoptr(TacticsMatch) match = tactics_match_new (fixture->map, NULL, 3,
                                                     TACTICS_MATCH_MODE_INITIATIVE, 77);
  g_autoptr(TacticsMatch) replay = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) army = tactics_ai_suggest_formation (tactics_match_get_ruleset (match),
                                                     fixture->map, 3);
  Seat seats[2] = { { 0 } };

  for (guint p = 0; p < 2; p++)
    {
      tactics_match_add_player (match, "P", "#000000", TACTICS_PLAYER_COMPUTER,
                               TACTICS_AI_LEVEL_NORMAL, &error);
      tactics_match_set_formation (match, p, (const char * const *) army, &error);
    }
  g_signal_connect (match, "event", G_CALLBACK (record_event), &original);
  g_assert_true (tactics_match_start (match, &error));
  init_seats (seats, 77);
  match_helpers_play (match, seats, G_MAXUINT, TRUE);
  bytes = tactics_match_save_to_bytes (match, &error);
  save = tactics_save_load_from_bytes (bytes, "replay.save", &error);
  g_assert_no_error (error);

  /* A replay starts where the match started and goes one command at a
   * time, telling its watchers the same story. */
  replay = tactics_save_new_match (save);
  g_assert_cmpint (tactics_match_get_phase (replay), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  g_assert_cmpuint (tactics_match_get_n_commands (replay), ==, 0);
  /* The start's events happened before the watcher could connect. */
  for (guint i = 0; i < tactics_match_get_n_events (replay); i++)
    record_event (replay, tactics_match_get_event (replay, i), &replayed);
  g_signal_connect (replay, "event", G_CALLBACK (record_event), &replayed);
  for (guint i = 0; i < tactics_save_get_n_commands (save); i++)
    {
      g_assert_true (tactics_save_replay_step (save, replay, i, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tactics_match_get_n_commands (replay), ==, i + 1);
    }
  g_assert_cmpstr (original.log->str, ==, replayed.log->str);
  g_assert_cmpint (tactics_match_get_outcome (replay), ==, tactics_match_get_outcome (match));

  g_string_free (original.log, TRUE);
  g_string_free (replayed.log, TRUE);
  clear_seats (seats);
}

static void
test_cannot_save (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = tactics_match_new (fixture->map, NULL, 3,
                                                     TACTICS_MATCH_MODE_TURNS, 1);
  g_autoptr(GError) error = NULL;

  g_assert_null (tactics_match_save_to_bytes (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE);
}

/* Bad saves: each is a small edit of a good one. */

static char *
good_save (TacticsMap *map)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 2, 2,
                                                           TACTICS_MATCH_MODE_TURNS, 3, 0);
  g_autoptr(GBytes) bytes = NULL;
  Seat seats[2] = { { 0 } };

  init_seats (seats, 3);
  match_helpers_play (match, seats, 12, TRUE);
  clear_seats (seats);
  bytes = tactics_match_save_to_bytes (match, NULL);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static char *
replace_once (const char *text,
              const char *old,
              const char *new)
{
  const char *at = strstr (text, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

static void
assert_bad (const char       *text,
            TacticsFileError  code,
            const char       *expected)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsSave) save = tactics_save_load_from_bytes (bytes, "bad.save", &error);

  g_assert_null (save);
  g_assert_error (error, TACTICS_FILE_ERROR, (int) code);
  g_assert_true (g_str_has_prefix (error->message, "bad.save"));
  if (expected != NULL && strstr (error->message, expected) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, expected);
}

static void
test_bad_saves (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *good = good_save (fixture->map);
  g_autofree char *first_command = NULL;
  const char *commands = strstr (good, "  <commands>\n");
  struct {
    const char *old;
    const char *new;
    TacticsFileError code;
    const char *expected;
  } edits[] = {
    { "<tactics-save version=\"1\">", "<tactics-save version=\"7\">",
      TACTICS_FILE_ERROR_VERSION, NULL },
    { "</tactics-save>", "", TACTICS_FILE_ERROR_MALFORMED, NULL },
    { "mode=\"turns\"", "mode=\"chaos\"", TACTICS_FILE_ERROR_INVALID, NULL },
    { "seed=\"3\"", "seed=\"99999999999999999999\"", TACTICS_FILE_ERROR_SEMANTIC, "seed" },
    { "units-per-player=\"2\"", "units-per-player=\"1\"", TACTICS_FILE_ERROR_SEMANTIC, NULL },
    { "<unit type=\"infantry\"/>", "<unit type=\"dragon\"/>", TACTICS_FILE_ERROR_SEMANTIC,
      "dragon" },
    { "<tactics-map version=\"1\"", "<tactics-map version=\"1\" ruleset=\"../default.ruleset.xml\"",
      TACTICS_FILE_ERROR_SEMANTIC, NULL },
    { "  <commands>\n", "  <commands>\n    <end-turn player=\"5\"/>\n",
      TACTICS_FILE_ERROR_SEMANTIC, NULL },
    { "  <commands>\n", "  <commands>\n    <move player=\"0\" unit=\"99\" x=\"0\" y=\"0\"/>\n",
      TACTICS_FILE_ERROR_TOO_LARGE, NULL },
    { "  <commands>\n", "  <commands>\n    <jump player=\"0\"/>\n",
      TACTICS_FILE_ERROR_INVALID, NULL },
    { "  <commands>\n", "  <commands>\n    <move player=\"0\" unit=\"0\" x=\"-1\" y=\"0\"/>\n",
      TACTICS_FILE_ERROR_INVALID, "x=“-1” of <move> is not a whole number" },
    /* What the schema refuses of a command, as its commands stream past. */
    { "  <commands>\n", "  <commands>\n    <end-turn player=\"0\">now</end-turn>\n",
      TACTICS_FILE_ERROR_INVALID, "<end-turn> may not hold text" },
    { "  <commands>\n", "  <commands>\n    <end-turn player=\"0\" unit=\"1\"/>\n",
      TACTICS_FILE_ERROR_INVALID, "unexpected attribute “unit” in <end-turn>" },
    { "  <commands>\n", "  <commands>\n    <end-turn player=\"4294967296\"/>\n",
      TACTICS_FILE_ERROR_INVALID, "not a whole number" },
    { "  <commands>\n", "  <commands>\n    <act player=\"0\" unit=\"0\" x=\"0\" y=\"0\" "
      "action=\"two words\"/>\n", TACTICS_FILE_ERROR_INVALID, "is not 1 to 32 letters" },
  };

  g_assert_nonnull (commands);
  assert_bad ("<?xml version=\"1.0\"?>\n<tactics-ruleset version=\"1\"/>\n",
              TACTICS_FILE_ERROR_WRONG_KIND, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *bad = replace_once (good, edits[i].old, edits[i].new);

      assert_bad (bad, edits[i].code, edits[i].expected);
    }

  /* A command the rules refuse (the same move twice: a second move in a
   * turn) makes the file invalid, naming its line. */
  {
    const char *line = strstr (commands, "    <move ");
    const char *end = strchr (line, '\n');
    g_autofree char *command = g_strndup (line, (gsize) (end - line + 1));
    g_autofree char *doubled = g_strconcat (command, command, NULL);
    g_autofree char *bad = replace_once (good, command, doubled);

    assert_bad (bad, TACTICS_FILE_ERROR_SEMANTIC, "already moved");
  }

  /* An action the unit does not have. */
  {
    g_autofree char *bad = replace_once (good, "  </commands>",
                                         "    <act player=\"0\" unit=\"0\" x=\"0\" y=\"0\" "
                                         "action=\"fireball\"/>\n  </commands>");

    assert_bad (bad, TACTICS_FILE_ERROR_SEMANTIC, NULL);
  }
}

/* The round limit is saved as round-limit. A save made when the limit
 * counted turns has turn-limit instead: it still loads, the number read as
 * rounds (never shorter, so its commands replay as played). Both at once
 * is refused. */
static void
test_round_limit (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (fixture->map, NULL, 2, 2,
                                                           TACTICS_MATCH_MODE_TURNS, 3, 4);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;
  g_autofree char *both = NULL;
  g_autofree char *too_long = NULL;
  g_autofree char *too_long_old = NULL;
  g_autofree char *state = NULL;
  Seat seats[2] = { { 0 } };

  init_seats (seats, 3);
  match_helpers_play (match, seats, 12, TRUE);
  clear_seats (seats);
  bytes = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, " round-limit=\"4\""));
  g_assert_null (strstr (text, "turn-limit"));
  state = match_helpers_describe (match);

  old = replace_once (text, "round-limit=\"4\"", "turn-limit=\"4\"");
  both = replace_once (text, "round-limit=\"4\"", "round-limit=\"4\" turn-limit=\"4\"");
  for (guint i = 0; i < 2; i++)
    {
      const char *version = i == 0 ? text : old;
      g_autoptr(GBytes) file = g_bytes_new (version, strlen (version));
      g_autoptr(TacticsSave) save = tactics_save_load_from_bytes (file, "limit.save", &error);
      g_autoptr(TacticsMatch) resumed = NULL;
      g_autofree char *resumed_state = NULL;

      g_assert_no_error (error);
      resumed = tactics_save_resume (save);
      g_assert_cmpuint (tactics_match_get_round_limit (resumed), ==, 4);
      resumed_state = match_helpers_describe (resumed);
      g_assert_cmpstr (resumed_state, ==, state);
    }
  assert_bad (both, TACTICS_FILE_ERROR_INVALID, NULL);

  /* No longer than a match may be set to. */
  too_long = replace_once (text, "round-limit=\"4\"", "round-limit=\"10000\"");
  too_long_old = replace_once (text, "round-limit=\"4\"", "turn-limit=\"10000\"");
  assert_bad (too_long, TACTICS_FILE_ERROR_TOO_LARGE, "round limit");
  assert_bad (too_long_old, TACTICS_FILE_ERROR_TOO_LARGE, "turn limit");
}

static void
test_hostile_saves (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GString) deep = g_string_new ("<?xml version=\"1.0\"?>\n<tactics-save version=\"1\">");
  g_autoptr(GString) many = NULL;
  g_autofree char *good = good_save (fixture->map);
  const char *entity =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE tactics-save [<!ENTITY a \"aaaaaaaaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>\n"
    "<tactics-save version=\"1\"><settings units-per-player=\"1\" mode=\"turns\" seed=\"&b;\"/>"
    "</tactics-save>\n";
  const char *external =
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE tactics-save SYSTEM \"file:///etc/passwd\">\n"
    "<tactics-save version=\"1\"/>\n";

  assert_bad (entity, TACTICS_FILE_ERROR_FORBIDDEN, NULL);
  assert_bad (external, TACTICS_FILE_ERROR_FORBIDDEN, NULL);
  assert_bad ("", TACTICS_FILE_ERROR_MALFORMED, NULL);
  assert_bad ("\xff\xfe<", TACTICS_FILE_ERROR_MALFORMED, NULL);

  for (guint i = 0; i < 100; i++)
    g_string_append (deep, "<players>");
  assert_bad (deep->str, TACTICS_FILE_ERROR_INVALID, "unexpected element <players> in <players>");

  /* Nine players. */
  {
    const char *start = strstr (good, "    <player ");
    const char *end = strstr (start, "    </player>\n") + strlen ("    </player>\n");
    g_autofree char *player = g_strndup (start, (gsize) (end - start));
    g_autoptr(GString) players = g_string_new (NULL);
    g_autofree char *bad = NULL;

    for (guint i = 0; i < 9; i++)
      g_string_append (players, player);
    bad = replace_once (good, player, players->str);
    assert_bad (bad, TACTICS_FILE_ERROR_TOO_LARGE, NULL);
  }

  /* A long run of refused commands stops at the first one: the error names
   * its line. */
  many = g_string_new (NULL);
  for (guint i = 0; i < 200000; i++)
    g_string_append (many, "    <end-turn player=\"7\"/>\n");
  g_string_append (many, "  </commands>");
  {
    g_autofree char *bad = replace_once (good, "  </commands>", many->str);
    g_autoptr(GBytes) bytes = g_bytes_new (bad, strlen (bad));
    g_autoptr(GError) error = NULL;
    g_autoptr(TacticsSave) save = tactics_save_load_from_bytes (bytes, "bad.save", &error);
    const char *first = strstr (bad, "<end-turn player=\"7\"");
    int first_line = 1;

    for (const char *c = bad; c < first; c++)
      first_line += *c == '\n';

    g_assert_null (save);
    g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_SEMANTIC);
    g_assert_cmpint (tactics_file_error_get_line (error), ==, first_line);
  }

  /* Past line 65535 too: commands are read as they stream past, their
   * lines kept. */
  {
    g_autoptr(GString) far = g_string_new ("  <commands>\n");
    g_autofree char *bad = NULL;
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(TacticsSave) save = NULL;
    const char *first;
    int first_line = 1;

    for (guint i = 0; i < 70000; i++)
      g_string_append (far, "\n");
    g_string_append (far, "    <end-turn player=\"7\"/>\n");
    bad = replace_once (good, "  <commands>\n", far->str);
    bytes = g_bytes_new (bad, strlen (bad));
    save = tactics_save_load_from_bytes (bytes, "bad.save", &error);
    first = strstr (bad, "<end-turn player=\"7\"");
    for (const char *c = bad; c < first; c++)
      first_line += *c == '\n';

    g_assert_null (save);
    g_assert_cmpint (first_line, >, 70000);
    g_assert_error (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_SEMANTIC);
    g_assert_cmpint (tactics_file_error_get_line (error), ==, first_line);
  }
}

/* A save as long as saves may be loads: the writer has no limit but the
 * command count, so a million commands (the most) written by it must read
 * back, each one replayed against the rules, and the match resume where it
 * stood. */
static void
test_million_commands (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(TacticsMatch) match = match_helpers_new_match (fixture->map, NULL, 2, 1,
                                                           TACTICS_MATCH_MODE_TURNS, 5, 0);
  g_autofree char *folder = g_dir_make_tmp ("tactics-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "long.save", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;
  g_autofree char *resumed_state = NULL;
  Seat seats[2] = { { 0 } };
  const TacticsCommand *last;

  init_seats (seats, 5);
  while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLAYING)
    match_helpers_play (match, seats, 1, TRUE);
  clear_seats (seats);
  while (tactics_match_get_n_commands (match) < TACTICS_MAX_SAVED_COMMANDS)
    {
      TacticsCommand command;

      tactics_command_init_end_turn (&command,
                                     (guint) tactics_match_get_current_player (match));
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                       TACTICS_COMMAND_RESULT_SUCCESS);
      g_assert_no_error (error);
    }
  g_assert_true (tactics_match_save (match, file, &error));
  g_assert_no_error (error);

  save = tactics_save_load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (save);
  g_assert_cmpuint (tactics_save_get_n_commands (save), ==, TACTICS_MAX_SAVED_COMMANDS);
  last = tactics_save_get_command (save, TACTICS_MAX_SAVED_COMMANDS - 1);
  g_assert_cmpint (last->kind, ==, TACTICS_COMMAND_END_TURN);
  resumed = tactics_save_resume (save);
  state = match_helpers_describe (match);
  resumed_state = match_helpers_describe (resumed);
  g_assert_cmpstr (resumed_state, ==, state);

  /* "tactics-cli validate" reads it the same way. */
  g_assert_true (tactics_file_validate (file, &error));
  g_assert_no_error (error);

  g_unlink (path);
  g_rmdir (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/save/round-trip", test_round_trip);
  ADD ("/save/file", test_save_file);
  ADD ("/save/path", test_save_path);
  ADD ("/save/needs-no-files", test_save_needs_no_files);
  ADD ("/save/separate-ruleset", test_separate_ruleset);
  ADD ("/save/replay", test_replay);
  ADD ("/save/cannot-save", test_cannot_save);
  ADD ("/save/bad", test_bad_saves);
  ADD ("/save/round-limit", test_round_limit);
  ADD ("/save/hostile", test_hostile_saves);
  ADD ("/save/million-commands", test_million_commands);
#undef ADD

  return g_test_run ();
}
