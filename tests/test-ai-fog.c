/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Computer players in the fog read only their view. Twin matches are
 * played in step on every bundled map, with fog and with shroud, over many
 * seeds: the same commands in both, until one enemy unit that player 0
 * does not see is sent to a different unseen cell in each. Player 0's next
 * turn must then be the same command for command, as long as it sees the
 * same in both (a move or an ambush that shows the unit in one twin may
 * rightly change what follows):
 * anything else means the computer read a unit it cannot see. --seeds=N
 * sets the seeds per map (12 by default; the sanitizer build runs fewer). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "match-helpers.h"

#define N_UNITS 4

static guint n_seeds = 12;

typedef struct {
  const char     *map;
  TacticsFogMode  fog;
} FogCase;

static TacticsMatch *
new_fog_match (TacticsMap     *map,
               guint64         seed,
               TacticsFogMode  fog)
{
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, N_UNITS,
                                                     TACTICS_MATCH_MODE_TURNS, seed);
  g_auto(GStrv) army = tactics_ai_suggest_formation (tactics_match_get_ruleset (match), map,
                                                     N_UNITS);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (army);
  tactics_match_set_round_limit (match, 60);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      g_assert_nonnull (tactics_match_add_player (match, name, p == 0 ? "#c62828" : "#1565c0",
                                                 TACTICS_PLAYER_COMPUTER,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army,
                                                  &error));
    }
  tactics_match_set_fog (match, fog);
  if (!tactics_match_start (match, &error))
    return NULL;
  return g_steal_pointer (&match);
}

static gboolean
same_command (const TacticsCommand *a,
              const TacticsCommand *b)
{
  if (a->kind != b->kind || a->player != b->player)
    return FALSE;
  switch (a->kind)
    {
    case TACTICS_COMMAND_END_TURN:
      return TRUE;
    case TACTICS_COMMAND_ACT:
      if (a->action != b->action)
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case TACTICS_COMMAND_PLACE:
    case TACTICS_COMMAND_MOVE:
    default:
      return a->unit == b->unit && a->cell.x == b->cell.x && a->cell.y == b->cell.y;
    }
}

static gboolean
ambushed_since (TacticsMatch *match,
                guint         events_before)
{
  for (guint i = events_before; i < tactics_match_get_n_events (match); i++)
    if (tactics_match_get_event (match, i)->kind == TACTICS_EVENT_AMBUSHED)
      return TRUE;
  return FALSE;
}

static void
perform (TacticsMatch         *match,
         const TacticsCommand *command)
{
  g_autoptr(GError) error = NULL;
  TacticsCommandResult result = tactics_match_perform (match, command, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpint (result, !=, TACTICS_COMMAND_RESULT_FAILURE);
}

/* Whether player 0 sees the same units in both twins, on the same cells:
 * once it does not, the twins may rightly part. */
static gboolean
same_sight (TacticsMatch *a,
            TacticsMatch *b)
{
  TacticsView *view_a = tactics_match_get_view (a, 0);
  TacticsView *view_b = tactics_match_get_view (b, 0);

  for (guint id = 0; id < tactics_match_get_n_units (a); id++)
    {
      TacticsUnit *unit_a = tactics_match_get_unit (a, id);
      TacticsUnit *unit_b = tactics_match_get_unit (b, id);
      gboolean seen = tactics_view_sees_unit (view_a, unit_a);
      TacticsCell cell_a = tactics_unit_get_cell (unit_a);
      TacticsCell cell_b = tactics_unit_get_cell (unit_b);

      if (seen != tactics_view_sees_unit (view_b, unit_b))
        return FALSE;
      if (seen && (cell_a.x != cell_b.x || cell_a.y != cell_b.y ||
                   tactics_unit_get_hp (unit_a) != tactics_unit_get_hp (unit_b)))
        return FALSE;
    }
  return TRUE;
}

/* Player 0's command in each twin, its own computer player in each: they
 * must agree. FALSE when either twin's match is no longer waiting. */
static gboolean
mine_agree (TacticsMatch   *a,
            TacticsMatch   *b,
            TacticsAi      *mine_a,
            TacticsAi      *mine_b,
            TacticsCommand *command,
            const char     *where)
{
  TacticsCommand other;
  gboolean has_a = tactics_ai_next_command (mine_a, a, command);
  gboolean has_b = tactics_ai_next_command (mine_b, b, &other);

  g_assert_cmpint (has_a, ==, has_b);
  if (has_a && !same_command (command, &other))
    g_error ("%s: the computer chose (%d, unit %u, %d,%d) in one twin and (%d, unit %u, "
             "%d,%d) in the other: it read a unit it does not see",
             where, command->kind, command->unit, command->cell.x, command->cell.y,
             other.kind, other.unit, other.cell.x, other.cell.y);
  return has_a;
}

/* Reachable cells of @unit that @view does not show, other than its own. */
static GArray *
unseen_destinations (TacticsMatch *match,
                     TacticsUnit  *unit,
                     TacticsView  *view)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsReach *reach = tactics_reach_new ();
  TacticsCell here = tactics_unit_get_cell (unit);

  tactics_match_compute_reach (match, unit, reach);
  for (guint i = 0; i < tactics_reach_get_n_destinations (reach); i++)
    {
      TacticsCell cell = tactics_reach_get_destination (reach, i, NULL);

      if ((cell.x != here.x || cell.y != here.y) && !tactics_view_is_visible (view, cell))
        g_array_append_val (cells, cell);
    }
  tactics_reach_free (reach);
  return cells;
}

/* One pair of twins: seed @seed, the enemy's unit displaced in its turn of
 * round @round. Returns how many of player 0's commands were compared
 * after the displacement (0 when no unseen unit could be displaced). */
static guint
play_twins (TacticsMap     *map,
            TacticsFogMode  fog,
            guint           seed,
            guint           round,
            const char     *name)
{
  g_autoptr(TacticsMatch) a = new_fog_match (map, seed, fog);
  g_autoptr(TacticsMatch) b = new_fog_match (map, seed, fog);
  g_autoptr(TacticsAi) mine_a = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autoptr(TacticsAi) mine_b = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autoptr(TacticsAi) theirs = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  g_autofree char *where = g_strdup_printf ("%s seed %u round %u", name, seed, round);
  TacticsView *view_a, *view_b;
  guint compared = 0, turn;
  int moved = -1;

  if (a == NULL || b == NULL)
    return 0;
  view_a = tactics_match_get_view (a, 0);
  view_b = tactics_match_get_view (b, 0);

  /* The same match in both, up to the enemy's turn of @round. */
  for (guint steps = 0; steps < 2000; steps++)
    {
      TacticsMatchPhase phase = tactics_match_get_phase (a);
      int player = tactics_match_get_current_player (a);
      TacticsCommand command;

      if (phase == TACTICS_MATCH_PHASE_OVER)
        return 0;
      if (phase == TACTICS_MATCH_PHASE_PLAYING && player == 1 &&
          tactics_match_get_round (a) >= round)
        break;
      if (player == 0)
        {
          if (!mine_agree (a, b, mine_a, mine_b, &command, where))
            return 0;
        }
      else
        {
          g_assert_true (tactics_ai_next_command (theirs, a, &command));
        }
      perform (a, &command);
      perform (b, &command);
    }
  if (tactics_match_get_phase (a) != TACTICS_MATCH_PHASE_PLAYING)
    return 0;

  /* One unseen enemy unit goes to one unseen cell in one twin and to
   * another in the other; the enemy does nothing else this turn. */
  for (guint id = 0; id < tactics_match_get_n_units (a) && moved < 0; id++)
    {
      TacticsUnit *unit_a = tactics_match_get_unit (a, id);
      g_autoptr(GArray) cells = NULL;
      TacticsCommand move_a, move_b;
      guint events_a = tactics_match_get_n_events (a);
      guint events_b = tactics_match_get_n_events (b);

      if (tactics_unit_get_owner (unit_a) != 1 || !tactics_unit_is_on_board (unit_a) ||
          tactics_view_sees_unit (view_a, unit_a))
        continue;
      cells = unseen_destinations (a, unit_a, view_a);
      if (cells->len < 2)
        continue;
      tactics_command_init_move (&move_a, 1, id, g_array_index (cells, TacticsCell, 0));
      tactics_command_init_move (&move_b, 1, id,
                                 g_array_index (cells, TacticsCell, cells->len - 1));
      perform (a, &move_a);
      perform (b, &move_b);
      /* Walking into one of player 0's units shows the enemy: no case. */
      if (ambushed_since (a, events_a) || ambushed_since (b, events_b) ||
          tactics_view_sees_unit (view_a, unit_a) ||
          tactics_view_sees_unit (view_b, tactics_match_get_unit (b, id)))
        return 0;
      moved = (int) id;
    }
  if (moved < 0)
    return 0;
  {
    TacticsCommand end;

    tactics_command_init_end_turn (&end, 1);
    perform (a, &end);
    perform (b, &end);
  }

  /* Player 0's turn: the same in both, up to an ambush or a sight of the
   * unit moved. */
  turn = tactics_match_get_turn (a);
  while (tactics_match_get_phase (a) == TACTICS_MATCH_PHASE_PLAYING &&
         tactics_match_get_turn (a) == turn && compared < 100)
    {
      TacticsCommand command;
      guint events_a = tactics_match_get_n_events (a);
      guint events_b = tactics_match_get_n_events (b);

      if (!mine_agree (a, b, mine_a, mine_b, &command, where))
        break;
      compared++;
      perform (a, &command);
      perform (b, &command);
      if (ambushed_since (a, events_a) || ambushed_since (b, events_b) || !same_sight (a, b))
        break;
    }
  return compared;
}

static void
test_twins (gconstpointer data)
{
  const FogCase *fog_case = data;
  g_autoptr(TacticsMap) map = match_helpers_load_map (fog_case->map);
  guint cases = 0, compared = 0;

  for (guint seed = 0; seed < n_seeds; seed++)
    for (guint round = 2; round <= 6; round += 2)
      {
        guint n = play_twins (map, fog_case->fog, seed, round, fog_case->map);

        cases += n > 0;
        compared += n;
      }
  g_test_message ("%s: %u displaced units, %u commands compared", fog_case->map, cases,
                  compared);
  /* The test must have tested something on every map. */
  g_assert_cmpuint (cases, >=, MAX (1u, n_seeds / 2));
}

int
main (int   argc,
      char *argv[])
{
  static FogCase cases[G_N_ELEMENTS (match_helpers_maps) * 2];

  /* Our own option, taken out before GLib reads the rest. */
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--seeds="))
      {
        n_seeds = (guint) MAX (1, atoi (argv[i] + strlen ("--seeds=")));
        memmove (&argv[i], &argv[i + 1], (size_t) (argc - i) * sizeof (char *));
        argc--;
        i--;
      }
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  for (guint m = 0; m < G_N_ELEMENTS (match_helpers_maps); m++)
    for (guint f = 0; f < 2; f++)
      {
        FogCase *fog_case = &cases[m * 2 + f];
        g_autofree char *path = NULL;

        fog_case->map = match_helpers_maps[m];
        fog_case->fog = f == 0 ? TACTICS_FOG_MODE_FOG : TACTICS_FOG_MODE_SHROUD;
        path = g_strdup_printf ("/ai/fog/unseen-units-unread/%s/%s", match_helpers_maps[m],
                                f == 0 ? "fog" : "shroud");
        g_test_add_data_func (path, fog_case, test_twins);
      }
  return g_test_run ();
}
