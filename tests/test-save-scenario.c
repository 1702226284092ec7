/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Saves of a scenario's match: the scenario travels inside the save's map,
 * so the save still names no other file; it loads as the same match (the
 * same objectives and progress), saves again to the same bytes, and
 * replays with the same events, objective events among them. A save whose
 * scenario is broken is refused on its line. */
#include "config.h"

#include <string.h>

#include "match-helpers.h"

static const char * const scenarios[] = {
  "hold-the-ford.scenario.xml", "the-heirs-escape.scenario.xml", "king-of-the-isle.scenario.xml",
};

/* The scenario's sides as computer players, each with the army the
 * computer suggests, started. */
static TacticsMatch *
new_scenario_match (TacticsScenario *scenario,
                    guint64          seed)
{
  GListModel *sides = tactics_scenario_get_sides (scenario);
  g_autoptr(TacticsMatch) match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 4,
                                                     TACTICS_MATCH_MODE_TURNS, seed);
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < g_list_model_get_n_items (sides); p++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, p);

      g_assert_nonnull (tactics_match_add_player (match, tactics_side_get_name (side), "#1565c0",
                                                 TACTICS_PLAYER_COMPUTER,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
    }
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  for (guint p = 0; p < g_list_model_get_n_items (sides); p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, p);

      g_assert_nonnull (army);
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army, &error));
    }
  g_assert_true (tactics_match_start (match, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

static void
append_event (GString            *log,
              const TacticsEvent *event)
{
  g_string_append_printf (log, "%d %u %u %d %d %d %d,%d %d,%d %d %d %d %d\n", event->kind,
                          event->turn, event->round, event->player, event->unit, event->source,
                          event->from.x, event->from.y, event->to.x, event->to.y, event->amount,
                          event->hp, event->objective, event->total);
}

static char *
describe_events (TacticsMatch *match)
{
  GString *log = g_string_new (NULL);

  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    append_event (log, tactics_match_get_event (match, i));
  return g_string_free (log, FALSE);
}

static guint
count_objective_events (TacticsMatch *match)
{
  guint n = 0;

  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    {
      TacticsEventKind kind = tactics_match_get_event (match, i)->kind;

      n += kind == TACTICS_EVENT_OBJECTIVE_PROGRESS || kind == TACTICS_EVENT_OBJECTIVE_MET ||
           kind == TACTICS_EVENT_OBJECTIVE_FAILED;
    }
  return n;
}

/* Every bundled scenario, two seeds: saved halfway and at the end. */
static void
test_round_trip (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (scenarios); s++)
    for (guint64 seed = 1; seed <= 2; seed++)
      {
        g_autoptr(TacticsScenario) scenario = match_helpers_load_scenario (scenarios[s]);
        g_autoptr(TacticsMatch) match = new_scenario_match (scenario, seed);
        g_autoptr(TacticsMatch) resumed = NULL;
        g_autoptr(TacticsSave) save = NULL;
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(GBytes) again = NULL;
        g_autoptr(GError) error = NULL;
        g_autofree char *before = NULL;
        g_autofree char *after = NULL;
        Seat seats[TACTICS_MAX_PLAYERS] = { { 0 } };
        Seat resumed_seats[TACTICS_MAX_PLAYERS] = { { 0 } };
        guint n_players = tactics_match_get_n_players (match);

        for (guint p = 0; p < n_players; p++)
          {
            seats[p].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
            resumed_seats[p].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
          }
        match_helpers_play (match, seats, 60, TRUE);

        bytes = tactics_match_save_to_bytes (match, &error);
        g_assert_no_error (error);
        g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "<scenario "));
        save = tactics_save_load_from_bytes (bytes, "scenario.save", &error);
        g_assert_no_error (error);
        resumed = tactics_save_resume (save);
        g_assert_nonnull (tactics_match_get_scenario (resumed));
        before = describe_events (match);
        after = describe_events (resumed);
        g_assert_cmpstr (before, ==, after);
        for (guint p = 0; p < n_players; p++)
          {
            g_assert_cmpuint (tactics_match_get_n_objectives (resumed, p), ==,
                              tactics_match_get_n_objectives (match, p));
            for (guint i = 0; i < tactics_match_get_n_objectives (match, p); i++)
              {
                guint progress_a, goal_a, progress_b, goal_b;

                g_assert_cmpint (tactics_match_get_objective_state (match, p, i, &progress_a,
                                                                    &goal_a), ==,
                                 tactics_match_get_objective_state (resumed, p, i, &progress_b,
                                                                    &goal_b));
                g_assert_cmpuint (progress_a, ==, progress_b);
                g_assert_cmpuint (goal_a, ==, goal_b);
              }
          }
        again = tactics_match_save_to_bytes (resumed, &error);
        g_assert_no_error (error);
        g_assert_true (g_bytes_equal (bytes, again));

        /* Both play on to the same end, decided the same way. */
        match_helpers_play (match, seats, G_MAXUINT, TRUE);
        match_helpers_play (resumed, resumed_seats, G_MAXUINT, TRUE);
        g_clear_pointer (&before, g_free);
        g_clear_pointer (&after, g_free);
        before = describe_events (match);
        after = describe_events (resumed);
        g_assert_cmpstr (before, ==, after);
        g_assert_cmpint (tactics_match_get_phase (resumed), ==, TACTICS_MATCH_PHASE_OVER);
        g_assert_cmpuint (count_objective_events (resumed), >, 0);

        for (guint p = 0; p < n_players; p++)
          {
            g_clear_object (&seats[p].ai);
            g_clear_object (&resumed_seats[p].ai);
          }
      }
}

/* A replay tells the objectives' story as the match did. */
static void
test_replay (void)
{
  g_autoptr(TacticsScenario) scenario =
    match_helpers_load_scenario ("hold-the-ford.scenario.xml");
  g_autoptr(TacticsMatch) match = new_scenario_match (scenario, 5);
  g_autoptr(TacticsMatch) replay = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = NULL;
  g_autofree char *replayed = NULL;
  Seat seats[2] = { { 0 } };

  seats[0].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  seats[1].ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  match_helpers_play (match, seats, G_MAXUINT, TRUE);
  bytes = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);
  save = tactics_save_load_from_bytes (bytes, "replay.save", &error);
  g_assert_no_error (error);

  replay = tactics_save_new_match (save);
  for (guint i = 0; i < tactics_save_get_n_commands (save); i++)
    g_assert_true (tactics_save_replay_step (save, replay, i, &error));
  original = describe_events (match);
  replayed = describe_events (replay);
  g_assert_cmpstr (original, ==, replayed);
  g_assert_cmpuint (count_objective_events (replay), >, 0);
  g_clear_object (&seats[0].ai);
  g_clear_object (&seats[1].ai);
}

/* A save whose scenario is broken, or whose army is larger than its side's
 * budget, is refused on the line at fault. */
static void
test_bad_scenario_saves (void)
{
  g_autoptr(TacticsScenario) scenario =
    match_helpers_load_scenario ("hold-the-ford.scenario.xml");
  g_autoptr(TacticsMatch) match = new_scenario_match (scenario, 3);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  struct {
    const char *from;
    const char *to;
    const char *message;
  } cases[] = {
    { "region=\"ford\" rounds=\"3\"", "region=\"nowhere\" rounds=\"3\"", "nowhere" },
    { "<unit id=\"captain\" name=\"Captain Ilsa\" type=\"infantry\" x=\"2\" y=\"8\"/>",
      "<unit id=\"captain\" name=\"Captain Ilsa\" type=\"infantry\" x=\"99\" y=\"8\"/>",
      "x 99" },
    { "budget=\"4\"", "budget=\"1\"", "an army of more than 1 unit" },
  };

  bytes = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) broken = g_string_new (text);
      g_autoptr(GBytes) broken_bytes = NULL;
      g_autoptr(GError) load_error = NULL;
      g_autoptr(TacticsSave) save = NULL;

      g_assert_cmpuint (g_string_replace (broken, cases[i].from, cases[i].to, 1), ==, 1);
      broken_bytes = g_bytes_new (broken->str, broken->len);
      save = tactics_save_load_from_bytes (broken_bytes, "broken.save", &load_error);
      g_assert_null (save);
      g_assert_true (load_error->domain == TACTICS_FILE_ERROR);
      g_test_message ("%s", load_error->message);
      g_assert_true (g_str_has_prefix (load_error->message, "broken.save:"));
      g_assert_cmpint (tactics_file_error_get_line (load_error), >, 0);
      g_assert_nonnull (strstr (load_error->message, cases[i].message));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/save-scenario/round-trip", test_round_trip);
  g_test_add_func ("/save-scenario/replay", test_replay);
  g_test_add_func ("/save-scenario/bad", test_bad_scenario_saves);

  return g_test_run ();
}
