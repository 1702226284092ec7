/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fixtures of the match tests (test-match.c, test-match-turns.c,
 * test-match-rules.c): a drawn match, and commands performed or refused
 * with every check they need. */
#include "config.h"

#include "match-test-helpers.h"
#include "tactics-match-private.h"

const char * const open_field[] = {
  "........",
  "........",
  "........",
  "........",
  "........",
  "........",
  NULL
};

TacticsMatch *
drawn_match (const char * const *rows,
             guint               units_per_player,
             const char         *army,
             guint               n_players,
             guint64             seed,
             GError            **error)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, units_per_player,
                                                     TACTICS_MATCH_MODE_TURNS, seed);
  g_auto(GStrv) types = g_strsplit (army, ",", -1);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p);

      g_assert_nonnull (tactics_match_add_player (match, name, "#123456", TACTICS_PLAYER_HUMAN,
                                                 TACTICS_AI_LEVEL_NORMAL, NULL));
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) types, NULL));
    }
  if (!tactics_match_start (match, error))
    return NULL;
  return g_steal_pointer (&match);
}

/* Everything a refused command must leave as it was. */
char *
snapshot (TacticsMatch *match)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "phase %d turn %u player %d active %p commands %u events %u "
                          "draws %" G_GUINT64_FORMAT " outcome %d\n",
                          tactics_match_get_phase (match), tactics_match_get_turn (match),
                          tactics_match_get_current_player (match),
                          (gpointer) tactics_match_get_active_unit (match),
                          tactics_match_get_n_commands (match), tactics_match_get_n_events (match),
                          tactics_match_get_n_random_draws (match),
                          tactics_match_get_outcome (match));
  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);
      TacticsCell cell = tactics_unit_get_cell (unit);

      g_string_append_printf (text, "unit %u at %d,%d hp %d placed %d moved %d acted %d "
                              "alive %d energy %u\n",
                              i, cell.x, cell.y, tactics_unit_get_hp (unit),
                              tactics_unit_is_placed (unit), tactics_unit_has_moved (unit),
                              tactics_unit_has_acted (unit), tactics_unit_is_alive (unit),
                              tactics_unit_get_energy (unit));
    }
  return g_string_free (text, FALSE);
}

/* Performs @command, expecting it refused with @code and nothing changed. */
void
assert_refused (TacticsMatch          *match,
                const TacticsCommand *command,
                TacticsMatchError      code)
{
  g_autofree char *before = snapshot (match);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  TacticsCommandResult result = tactics_match_perform (match, command, NULL, &error);

  g_assert_cmpint (result, ==, TACTICS_COMMAND_RESULT_FAILURE);
  g_assert_error (error, TACTICS_MATCH_ERROR, (int) code);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
  after = snapshot (match);
  g_assert_cmpstr (before, ==, after);
}

void
assert_done (TacticsMatch          *match,
             const TacticsCommand *command)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand performed;

  TacticsCommandResult result = tactics_match_perform (match, command, &performed, &error);

  g_assert_no_error (error);
  g_assert_cmpint (result, ==, TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_true (tactics_command_equal (command, &performed));
}

void
move (TacticsMatch *match,
      guint        player,
      guint        unit,
      int          x,
      int          y)
{
  TacticsCommand command;

  tactics_command_init_move (&command, player, unit, (TacticsCell) { x, y });
  assert_done (match, &command);
}

void
act (TacticsMatch *match,
     guint        player,
     guint        unit,
     guint        action,
     int          x,
     int          y)
{
  TacticsCommand command;

  tactics_command_init_act (&command, player, unit, action, (TacticsCell) { x, y });
  assert_done (match, &command);
}

void
end_turn (TacticsMatch *match,
          guint        player)
{
  TacticsCommand command;

  tactics_command_init_end_turn (&command, player);
  assert_done (match, &command);
}

const TacticsEvent *
last_event_of_kind (TacticsMatch      *match,
                    TacticsEventKind  kind)
{
  for (guint i = tactics_match_get_n_events (match); i > 0; i--)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i - 1);

      if (event->kind == kind)
        return event;
    }
  g_assert_not_reached ();
}

guint
count_events (TacticsMatch      *match,
              TacticsEventKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    n += tactics_match_get_event (match, i)->kind == kind;
  return n;
}
