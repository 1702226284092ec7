/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fog of war: what each player's view holds on small drawn boards (cells
 * seen, terrain known, units seen, events witnessed, allies), and that
 * the views kept up to date command by command equal views computed from
 * scratch over many seeded matches. */
#include "config.h"

#include "match-test-helpers.h"
#include "tactics-match-private.h"

/* Twelve columns by six rows of plains. */
static const char * const field[] = {
  "............",
  "............",
  "............",
  "............",
  "............",
  "............",
  NULL
};

/* A match on @rows of @n_players humans, one soldier each (sight 2) on
 * @cells, with @fog, players 0 and 2 allies when @allies; in play. */
static TacticsMatch *
fog_match (const char * const *rows,
           guint               n_players,
           const TacticsCell  *cells,
           TacticsFogMode      fog,
           gboolean            allies)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  const char * const army[] = { "soldier", NULL };

  tactics_unit_type_set_sight (tactics_ruleset_lookup_unit_type (ruleset, "soldier"), 2);
  map = make_map (ruleset, rows);
  match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 1);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p + 1);

      g_assert_nonnull (tactics_match_add_player (match, name, "#808080", TACTICS_PLAYER_HUMAN,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
      g_assert_true (tactics_match_set_formation (match, p, army, &error));
    }
  tactics_match_set_fog (match, fog);
  if (allies)
    tactics_match_share_vision (match, 0, 2);
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  g_assert_true (tactics_match_check_views (match, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

static gboolean
visible (TacticsMatch *match,
         guint         player,
         int           x,
         int           y)
{
  return tactics_view_is_visible (tactics_match_get_view (match, player), (TacticsCell) { x, y });
}

static gboolean
known (TacticsMatch *match,
       guint         player,
       int           x,
       int           y)
{
  return tactics_view_is_known (tactics_match_get_view (match, player), (TacticsCell) { x, y });
}

static void
count_changed (TacticsView *view,
               guint       *count)
{
  (*count)++;
}

/* A soldier of sight 2 sees the 5 × 5 square around it (chebyshev on a
 * square board), clipped by the board; not the enemy far away. */
static void
test_view_fields (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 11, 5 } };
  g_autoptr(TacticsMatch) match = fog_match (field, 2, cells, TACTICS_FOG_MODE_FOG, FALSE);
  TacticsView *red = tactics_match_get_view (match, 0);
  TacticsView *blue = tactics_match_get_view (match, 1);

  g_assert_nonnull (red);
  g_assert_cmpint (tactics_view_get_fog (red), ==, TACTICS_FOG_MODE_FOG);
  g_assert_cmpuint (tactics_view_count_visible (red), ==, 9);
  g_assert_true (visible (match, 0, 2, 2));
  g_assert_false (visible (match, 0, 3, 0));
  g_assert_false (visible (match, 0, -1, 0));
  g_assert_true (tactics_view_sees_unit (red, tactics_match_get_unit (match, 0)));
  g_assert_false (tactics_view_sees_unit (red, tactics_match_get_unit (match, 1)));
  g_assert_false (tactics_view_sees_unit (blue, tactics_match_get_unit (match, 0)));
  /* Fog: terrain is known everywhere, seen or not. */
  g_assert_true (known (match, 0, 11, 0));
  g_assert_false (tactics_view_is_explored (red, (TacticsCell) { 11, 0 }));
}

/* A move takes the old field away and adds the new one; the cells left
 * stay explored, "changed" comes once for the mover's side only, and who
 * witnessed the move follows what each saw. */
static void
test_view_move (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 7, 3 } };
  g_autoptr(TacticsMatch) match = fog_match (field, 2, cells, TACTICS_FOG_MODE_SHROUD, FALSE);
  TacticsView *red = tactics_match_get_view (match, 0);
  TacticsView *blue = tactics_match_get_view (match, 1);
  guint red_changes = 0, blue_changes = 0;
  g_autoptr(GError) error = NULL;

  g_signal_connect (red, "changed", G_CALLBACK (count_changed), &red_changes);
  g_signal_connect (blue, "changed", G_CALLBACK (count_changed), &blue_changes);
  /* Shroud: what was never seen is unknown. */
  g_assert_false (known (match, 0, 11, 0));
  g_assert_true (known (match, 0, 1, 1));

  move (match, 0, 0, 3, 0);
  g_assert_cmpuint (red_changes, ==, 1);
  g_assert_cmpuint (blue_changes, ==, 0);
  g_assert_true (visible (match, 0, 5, 2));
  g_assert_false (visible (match, 0, 0, 0));
  g_assert_true (known (match, 0, 0, 0));
  g_assert_true (tactics_view_is_explored (red, (TacticsCell) { 0, 2 }));
  g_assert_true (tactics_view_witnessed (red, tactics_match_get_n_events (match) - 1));
  g_assert_false (tactics_view_witnessed (blue, tactics_match_get_n_events (match) - 1));
  g_assert_true (tactics_match_check_views (match, &error));
  g_assert_no_error (error);

  /* Blue comes within sight: both see each other now, and both witness it. */
  end_turn (match, 0);
  move (match, 1, 1, 5, 2);
  g_assert_true (tactics_view_sees_unit (red, tactics_match_get_unit (match, 1)));
  g_assert_true (tactics_view_sees_unit (blue, tactics_match_get_unit (match, 0)));
  g_assert_true (tactics_view_witnessed (red, tactics_match_get_n_events (match) - 1));
  g_assert_cmpuint (blue_changes, ==, 1);
  g_assert_true (tactics_match_check_views (match, &error));
  g_assert_no_error (error);

  /* An undone move puts the field back. */
  g_assert_true (tactics_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_true (visible (match, 1, 7, 3));
  g_assert_false (visible (match, 1, 4, 1));
  g_assert_true (tactics_view_is_explored (blue, (TacticsCell) { 4, 1 }));
  g_assert_true (tactics_match_check_views (match, &error));
  g_assert_no_error (error);
}

/* Allies see what each other's units see; the third player does not. */
static void
test_view_allies (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 11, 5 }, { 11, 0 } };
  g_autoptr(TacticsMatch) match = fog_match (field, 3, cells, TACTICS_FOG_MODE_FOG, TRUE);
  TacticsView *first = tactics_match_get_view (match, 0);

  g_assert_true (tactics_match_shares_vision (match, 0, 2));
  g_assert_true (tactics_match_shares_vision (match, 2, 0));
  g_assert_false (tactics_match_shares_vision (match, 0, 1));
  g_assert_true (visible (match, 0, 10, 1));
  g_assert_true (visible (match, 2, 1, 1));
  g_assert_false (visible (match, 1, 10, 1));
  g_assert_cmpuint (tactics_view_count_visible (first), ==, 18);
  g_assert_true (tactics_view_sees_unit (first, tactics_match_get_unit (match, 2)));
}

/* Without fog every cell is visible and known, every unit and event seen. */
static void
test_view_none (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 11, 5 } };
  g_autoptr(TacticsMatch) match = fog_match (field, 2, cells, TACTICS_FOG_MODE_NONE, FALSE);
  TacticsView *red = tactics_match_get_view (match, 0);

  g_assert_cmpuint (tactics_view_count_visible (red), ==, 72);
  g_assert_true (visible (match, 0, 11, 5));
  g_assert_true (known (match, 0, 11, 5));
  g_assert_true (tactics_view_sees_unit (red, tactics_match_get_unit (match, 1)));
  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    g_assert_true (tactics_view_witnessed (red, i));
  g_assert_null (match->witnesses);
}

/* Moving into an enemy the player does not see: the check accepts the
 * move as planned, and the unit stops in front of the enemy, with an
 * ambushed event, its move over and no undo. Without fog the same move is
 * refused, the enemy standing there. */
static void
test_view_ambush (void)
{
  static const char * const corridor[] = {
    "############",
    "#..........#",
    "############",
    NULL
  };
  const TacticsCell cells[] = { { 1, 1 }, { 4, 1 } };
  g_autoptr(TacticsMatch) match = fog_match (corridor, 2, cells, TACTICS_FOG_MODE_FOG, FALSE);
  g_autoptr(TacticsMatch) clear = fog_match (corridor, 2, cells, TACTICS_FOG_MODE_NONE, FALSE);
  TacticsUnit *red = tactics_match_get_unit (match, 0);
  const TacticsEvent *ambushed;
  TacticsCommand command, would;
  g_autoptr(GError) error = NULL;

  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 4, 1 });
  assert_refused (clear, &command, TACTICS_MATCH_ERROR_BLOCKED);

  g_assert_false (tactics_view_sees_unit (tactics_match_get_view (match, 0),
                                          tactics_match_get_unit (match, 1)));
  g_assert_cmpint (tactics_match_check_command (match, &command, &would, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_unit_get_cell (red).x, ==, 3);
  g_assert_true (tactics_unit_has_moved (red));
  ambushed = last_event_of_kind (match, TACTICS_EVENT_AMBUSHED);
  g_assert_nonnull (ambushed);
  g_assert_cmpint (ambushed->unit, ==, 0);
  g_assert_cmpint (ambushed->source, ==, 1);
  g_assert_cmpint (ambushed->from.x, ==, 3);
  g_assert_cmpint (ambushed->to.x, ==, 4);
  g_assert_true (tactics_view_sees_unit (tactics_match_get_view (match, 0),
                                         tactics_match_get_unit (match, 1)));
  g_assert_false (tactics_match_can_undo (match));
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 2, 1 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  g_assert_true (tactics_match_check_views (match, &error));
  g_assert_no_error (error);
}

/* A save keeps the fog mode, and resuming it brings every view back: the
 * same cells seen and explored, the same units seen, the same events
 * witnessed. */
static void
assert_views_survive_save (TacticsMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = tactics_match_save_to_bytes (match, &error);
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  TacticsMap *map = tactics_match_get_map (match);
  int width = tactics_map_get_width (map), height = tactics_map_get_height (map);

  g_assert_no_error (error);
  save = tactics_save_load_from_bytes (bytes, "fog.save", &error);
  g_assert_no_error (error);
  resumed = tactics_save_resume (save);
  g_assert_nonnull (resumed);
  g_assert_cmpint (tactics_match_get_fog (resumed), ==, tactics_match_get_fog (match));
  g_assert_cmpuint (tactics_match_get_n_events (resumed), ==, tactics_match_get_n_events (match));
  for (guint p = 0; p < tactics_match_get_n_players (match); p++)
    {
      TacticsView *before = tactics_match_get_view (match, p);
      TacticsView *after = tactics_match_get_view (resumed, p);

      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          {
            TacticsCell cell = { x, y };

            g_assert_cmpint (tactics_view_is_visible (before, cell), ==,
                             tactics_view_is_visible (after, cell));
            g_assert_cmpint (tactics_view_is_explored (before, cell), ==,
                             tactics_view_is_explored (after, cell));
            g_assert_cmpint (tactics_view_is_known (before, cell), ==,
                             tactics_view_is_known (after, cell));
          }
      for (guint u = 0; u < tactics_match_get_n_units (match); u++)
        g_assert_cmpint (tactics_view_sees_unit (before, tactics_match_get_unit (match, u)), ==,
                         tactics_view_sees_unit (after, tactics_match_get_unit (resumed, u)));
      for (guint i = 0; i < tactics_match_get_n_events (match); i++)
        g_assert_cmpint (tactics_view_witnessed (before, i), ==, tactics_view_witnessed (after, i));
    }
}

/* Counts kept command by command equal a recomputation after every command
 * of seeded matches between random players, who place, move, fight and
 * undo, in each mode with fog. */
static void
test_view_incremental (gconstpointer data)
{
  TacticsFogMode fog = GPOINTER_TO_INT (data);
  const char * const maps[] = { "skirmish.map.xml", "islands.map.xml" };
  guint n_matches = 50;

  for (guint m = 0; m < n_matches; m++)
    {
      g_autoptr(TacticsMap) map = match_helpers_load_map (maps[m % G_N_ELEMENTS (maps)]);
      g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
      g_autoptr(TacticsMatch) match = tactics_match_new (map, ruleset, 4,
                                                         m % 3 == 2 ? TACTICS_MATCH_MODE_INITIATIVE
                                                                    : TACTICS_MATCH_MODE_TURNS,
                                                         1000 + m);
      g_autoptr(GError) error = NULL;
      guint n_players = 2 + m % 3;
      g_autoptr(TacticsMatchDriver) driver = NULL;
      Seat seats[TACTICS_MAX_PLAYERS] = { { 0 } };

      for (guint p = 0; p < n_players; p++)
        {
          g_auto(GStrv) army = NULL;

          g_assert_nonnull (tactics_match_add_player (match, "P", "#808080",
                                                     TACTICS_PLAYER_COMPUTER,
                                                     TACTICS_AI_LEVEL_NORMAL, &error));
          army = tactics_ai_suggest_army (match, p);
          g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army,
                                                      &error));
          random_player_init (&seats[p].random, 77 * m + p);
          seats[p].random.eager = TRUE;
        }
      if (m % 4 == 3)
        tactics_match_share_vision (match, 0, 1);
      tactics_match_set_fog (match, fog);
      tactics_match_set_stop_round (match, 12);
      g_assert_true (tactics_match_start (match, &error));
      g_assert_no_error (error);
      driver = match_helpers_driver_new (match, seats, TRUE);

      for (guint n = 0; n < 2000 && tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER;
           n++)
        {
          if (!match_helpers_random_step (driver))
            continue;
          if (!tactics_match_check_views (match, &error))
            g_error ("match %u, command %u: %s", m, n, error->message);
        }
      g_test_message ("match %u: %u commands, %u events, phase %d", m,
                      tactics_match_get_n_commands (match), tactics_match_get_n_events (match),
                      tactics_match_get_phase (match));
      g_assert_cmpuint (tactics_match_get_n_commands (match), >, 20);
      if (m % 4 == 0)
        assert_views_survive_save (match);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/view/fields", test_view_fields);
  g_test_add_func ("/view/move", test_view_move);
  g_test_add_func ("/view/allies", test_view_allies);
  g_test_add_func ("/view/none", test_view_none);
  g_test_add_func ("/view/ambush", test_view_ambush);
  g_test_add_data_func ("/view/incremental/fog", GINT_TO_POINTER (TACTICS_FOG_MODE_FOG),
                        test_view_incremental);
  g_test_add_data_func ("/view/incremental/shroud", GINT_TO_POINTER (TACTICS_FOG_MODE_SHROUD),
                        test_view_incremental);
  return g_test_run ();
}
