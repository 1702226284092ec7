/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-ai.h"
#include "tactics-ai-private.h"
#include "tactics-command.h"
#include "tactics-controller.h"
#include "tactics-event.h"
#include "tactics-geometry.h"
#include "tactics-match.h"
#include "tactics-player-kind.h"
#include "tactics-reach.h"
#include "tactics-search-private.h"
#include "tactics-unit.h"

/* The computer player as a controller: what it remembers of a turn, how
 * bold it is, which unit's plan goes first, placement. The board it plans
 * on is in tactics-ai-board.c, the plans in tactics-ai-plan.c, what it
 * remembers under fog in tactics-ai-memory.c, the armies it forms in
 * tactics-ai-formation.c. */

/* Normal takes a single enemy's reply for granted and strikes wherever it
 * can; hard counts every reply, waits out of reach rather than give the
 * first blow, focuses its fire and may strike before stepping back. The
 * figures come from matches between the levels (tests/bench-strength.c). */
static const AiWeights level_weights[] = {
  [TACTICS_AI_LEVEL_NORMAL] = {
    .risk = 0.35f,
    .death = 0.25f,
    .ignore_strongest = 1.0f,
    .ignore_idle = 1.0f,
    .kill = 0.5f,
    .team_kill = 0.0f,
    .friendly_fire = 1.5f,
    .heal = 1.0f,
    .advance = 0.08f,
    .act_then_move = FALSE,
    .count_kills = FALSE,
  },
  [TACTICS_AI_LEVEL_HARD] = {
    .risk = 0.5f,
    .death = 0.5f,
    .ignore_strongest = 0.0f,
    .ignore_idle = 0.0f,
    .kill = 1.2f,
    .team_kill = 1.0f,
    .friendly_fire = 2.0f,
    .heal = 1.2f,
    .advance = 0.08f,
    .act_then_move = TRUE,
    .count_kills = TRUE,
  },
};

enum {
  PROP_0,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void tactics_ai_controller_init (TacticsControllerInterface *iface);

/**
 * TacticsAi:
 *
 * A computer player: a #TacticsController that works out commands for the
 * match's current player from what the public engine API shows, as a human
 * would see the board.
 *
 * It places its units, then plays each turn one unit at a time: the unit
 * with the best plan (where to stand and what to do there) goes first, so
 * that later units see the results. Plans weigh the damage dealt and units
 * finished off, area effects on groups, healing of wounded allies, the
 * danger of ending where several enemies can strike, and the way to the
 * enemy when nothing is in reach. In a scenario match it plays to the
 * objectives, its side's and its enemies'.
 *
 * Under fog of war it plans from its player's view alone
 * (tactics_match_get_view()): it remembers where it last saw each enemy
 * unit, scouts when it knows of none, and sends its sturdiest units first
 * into cells it does not see.
 *
 * The AI is deterministic. Without fog it depends on the match's state
 * alone: the same state gives the same command, even in a match resumed
 * from a save. Under fog it also goes by what it remembers seeing.
 */
G_DEFINE_FINAL_TYPE_WITH_CODE (TacticsAi, tactics_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TACTICS_TYPE_CONTROLLER,
                                                      tactics_ai_controller_init))

/* Turn memory */

static void
forget_turn (TacticsAi *self)
{
  g_ptr_array_set_size (self->threats, 0);
  g_hash_table_remove_all (self->distances);
  g_hash_table_remove_all (self->goal_distances);
  self->distance_enemies = -1;
}

/* Rounds (every player's turn, or every unit's in initiative mode) since a
 * unit was last hurt, not counting this turn, so that the answer is the
 * same all through it. The event list only grows, so each call reads just
 * the events added since the last one: a long quiet match costs the same
 * per turn at its end as at its start. */
static guint
count_quiet_rounds (TacticsAi    *self,
                    TacticsMatch *match)
{
  guint turn = tactics_match_get_turn (match);
  guint n_events = tactics_match_get_n_events (match);
  guint round = tactics_match_get_mode (match) == TACTICS_MATCH_MODE_INITIATIVE
                  ? tactics_match_get_n_units (match)
                  : tactics_match_get_n_players (match);
  int player = tactics_match_get_current_player (match);
  TacticsView *view = tactics_match_get_fog (match) != TACTICS_FOG_MODE_NONE && player >= 0
                        ? tactics_match_get_view (match, (guint) player)
                        : NULL;
  guint last_hurt;

  if (self->events_match != match || n_events < self->events_read ||
      (view != NULL && self->events_player != player))
    {
      self->events_match = match;
      self->events_player = player;
      self->events_read = 0;
      self->hurt_turn = 0;
      self->hurt_turn_before = 0;
    }

  /* Events come in turn order: keep the turn of the last hurt and that of
   * the last hurt in an earlier turn. */
  for (guint i = self->events_read; i < n_events; i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (event->kind != TACTICS_EVENT_UNIT_DAMAGED || event->turn == self->hurt_turn)
        continue;
      /* Under fog, only the blows it witnessed. */
      if (view != NULL && !tactics_view_witnessed (view, i))
        continue;
      self->hurt_turn_before = self->hurt_turn;
      self->hurt_turn = event->turn;
    }
  self->events_read = n_events;

  last_hurt = self->hurt_turn < turn ? self->hurt_turn : self->hurt_turn_before;
  return (turn - 1 - last_hurt) / MAX (1u, round);
}

static void
sync_turn (TacticsAi    *self,
           TacticsMatch *match)
{
  guint turn = tactics_match_get_turn (match);
  int player = tactics_match_get_current_player (match);
  guint n_units = tactics_match_get_n_units (match);

  if (self->match == match && self->turn == turn && self->player == player &&
      self->threats->len == n_units)
    return;

  forget_turn (self);
  g_set_object (&self->match, match);
  self->quiet_rounds = count_quiet_rounds (self, match);
  self->turn = turn;
  self->player = player;
  g_ptr_array_set_size (self->threats, n_units);
}

/* Two sides that each wait out of the other's reach would wait forever.
 * When the armies are within four turns' walk of each other and nobody was
 * hurt for more than two rounds, danger counts less and less, until
 * someone goes in. */
static float
standoff_boldness (TacticsAi     *self,
                   const AiBoard *board)
{
  float closest = G_MAXFLOAT;

  if (self->quiet_rounds <= 2)
    return 0.0f;
  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];
      int walk;

      if (unit->owner != board->me || !unit->on_board)
        continue;
      walk = ai_distance_field_get (ai_distances_for (self, board, unit), board, unit->cell);
      if (walk != AI_UNREACHABLE)
        closest = MIN (closest, (float) walk / (float) MAX (1u, unit->move));
    }
  if (closest > 4.0f)
    return 0.0f;
  return MIN (1.0f, (float) (self->quiet_rounds - 2) / 3.0f);
}

/* A side clearly stronger than all its enemies together can afford the
 * trades that waiting out of reach avoids: the stronger, the bolder. */
static float
advantage_boldness (const AiBoard *board)
{
  float mine = 0.0f, theirs = 0.0f;

  for (guint id = 0; id < board->n_units; id++)
    {
      const AiUnitInfo *unit = &board->units[id];
      float worth;

      /* Under fog an enemy out of sight counts as last seen, or whole. */
      if (!unit->on_board && !unit->hidden)
        continue;
      worth = unit->value * (float) unit->hp / (float) unit->max_hp;
      if (unit->owner == board->me)
        mine += worth;
      else
        theirs += worth;
    }
  if (theirs <= 0.0f)
    return 1.0f;
  /* Not at all at 1:1 or worse, half at 3:2, as bold as it gets at 7:4. */
  return CLAMP (mine / theirs - 1.0f, 0.0f, 0.75f);
}

/* The first command of the best plan among the units that can still do
 * something; FALSE when none has anything worth doing. The plan is not
 * kept: the next call plans again from the state the command led to. */
static gboolean
plan_next (TacticsAi      *self,
           TacticsMatch   *match,
           TacticsCommand *command)
{
  AiBoard board;
  AiPlan best = { 0, 0.0f, 0, { { 0 } } };
  gboolean found = FALSE;

  ai_memory_update (self, match, (guint) self->player);
  ai_board_init (self, &board, match, (guint) self->player);
  ai_board_compute_support (&board);
  ai_build_threat_map (self, &board);
  self->boldness = MAX (standoff_boldness (self, &board), advantage_boldness (&board));
  self->boldness = MAX (self->boldness, board.goals.min_boldness);

  for (guint id = 0; id < board.n_units; id++)
    {
      const AiUnitInfo *unit = &board.units[id];
      AiPlan plan;

      if (unit->owner != board.me || !tactics_match_unit_is_ready (match, unit->unit))
        continue;

      ai_plan_unit (self, &board, unit, &plan);
      if (plan.n_commands > 0 && (!found || plan.gain > best.gain))
        {
          best = plan;
          found = TRUE;
        }
    }
  ai_board_clear (&board);

  if (found)
    *command = best.commands[0];
  return found;
}

static gboolean
next_placement (TacticsMatch   *match,
                int             player,
                TacticsCommand *command)
{
  guint n_units = tactics_match_get_n_units (match);

  for (guint id = 0; id < n_units; id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      TacticsCell cell;

      if ((int) tactics_unit_get_owner (unit) != player || tactics_unit_is_placed (unit))
        continue;
      if (!tactics_match_suggest_placement (match, id, &cell))
        return FALSE;
      /* Scenario sides with a region to take start as near it as they may. */
      ai_goals_placement (match, (guint) player, id, &cell);
      tactics_command_init_place (command, (guint) player, id, cell);
      return TRUE;
    }
  return FALSE;
}

/**
 * tactics_ai_next_command:
 * @self: a computer player
 * @match: the match
 * @command: (out caller-allocates): where the command goes
 *
 * Works out the next command for the match's current player, as
 * tactics_controller_next_command() does.
 *
 * Returns: %TRUE with @command filled in, %FALSE when the match is not
 *   waiting on a player
 */
gboolean
tactics_ai_next_command (TacticsAi      *self,
                         TacticsMatch   *match,
                         TacticsCommand *command)
{
  int player;

  g_return_val_if_fail (TACTICS_IS_AI (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (command != NULL, FALSE);

  player = tactics_match_get_current_player (match);
  if (player < 0)
    return FALSE;

  switch (tactics_match_get_phase (match))
    {
    case TACTICS_MATCH_PHASE_PLACEMENT:
      return next_placement (match, player, command);
    case TACTICS_MATCH_PHASE_PLAYING:
      break;
    case TACTICS_MATCH_PHASE_SETUP:
    case TACTICS_MATCH_PHASE_OVER:
    default:
      return FALSE;
    }

  sync_turn (self, match);
  if (!plan_next (self, match, command))
    tactics_command_init_end_turn (command, (guint) player);
  return TRUE;
}

/* GObject */

static gboolean
tactics_ai_controller_next_command (TacticsController *controller,
                                    TacticsMatch      *match,
                                    TacticsCommand    *command)
{
  return tactics_ai_next_command (TACTICS_AI (controller), match, command);
}

static void
tactics_ai_controller_init (TacticsControllerInterface *iface)
{
  iface->next_command = tactics_ai_controller_next_command;
}

static void
free_threat (gpointer data)
{
  if (data != NULL)
    g_array_unref (data);
}

static void
tactics_ai_dispose (GObject *object)
{
  TacticsAi *self = TACTICS_AI (object);

  g_clear_object (&self->match);
  self->events_match = NULL;
  ai_memory_clear (self);

  G_OBJECT_CLASS (tactics_ai_parent_class)->dispose (object);
}

static void
tactics_ai_finalize (GObject *object)
{
  TacticsAi *self = TACTICS_AI (object);

  g_ptr_array_unref (self->threats);
  g_hash_table_unref (self->distances);
  g_hash_table_unref (self->goal_distances);
  tactics_reach_free (self->reach);
  g_array_unref (self->cells);
  g_array_unref (self->foci);
  tactics_cell_table_free (&self->seen);
  g_array_unref (self->match_threats);
  tactics_cell_table_free (&self->occupant);
  tactics_cell_table_free (&self->threatened);

  G_OBJECT_CLASS (tactics_ai_parent_class)->finalize (object);
}

static void
tactics_ai_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TacticsAi *self = TACTICS_AI (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_ai_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TacticsAi *self = TACTICS_AI (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      self->level = g_value_get_enum (value);
      self->weights = &level_weights[self->level];
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_ai_class_init (TacticsAiClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_ai_dispose;
  object_class->finalize = tactics_ai_finalize;
  object_class->get_property = tactics_ai_get_property;
  object_class->set_property = tactics_ai_set_property;

  /**
   * TacticsAi:level:
   *
   * How well the computer plays; %TACTICS_AI_LEVEL_HARD weighs danger and
   * kills more carefully and focuses its fire. Set at construction.
   */
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL,
                       TACTICS_TYPE_AI_LEVEL, TACTICS_AI_LEVEL_NORMAL,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                       G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_ai_init (TacticsAi *self)
{
  self->weights = &level_weights[TACTICS_AI_LEVEL_NORMAL];
  self->combat_sense = TRUE;
  self->player = -1;
  self->threats = g_ptr_array_new_with_free_func (free_threat);
  self->distances = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           ai_distance_field_free);
  self->goal_distances = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                ai_distance_field_free);
  self->distance_enemies = -1;
  self->events_player = -1;
  self->reach = tactics_reach_new ();
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  self->foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  tactics_cell_table_init (&self->seen);
  self->match_threats = g_array_new (FALSE, FALSE, sizeof (TacticsThreat));
  tactics_cell_table_init (&self->occupant);
  tactics_cell_table_init (&self->threatened);
}

/**
 * tactics_ai_new:
 * @level: how well it plays
 *
 * Makes a computer player.
 *
 * Returns: (transfer full): a computer player
 */
TacticsAi *
tactics_ai_new (TacticsAiLevel level)
{
  return g_object_new (TACTICS_TYPE_AI, "level", level, NULL);
}

/**
 * tactics_ai_get_level:
 * @self: a computer player
 *
 * Tells how well the computer player plays.
 *
 * Returns: how well it plays
 */
TacticsAiLevel
tactics_ai_get_level (TacticsAi *self)
{
  g_return_val_if_fail (TACTICS_IS_AI (self), TACTICS_AI_LEVEL_NORMAL);
  return self->level;
}

void
tactics_ai_set_combat_sense (TacticsAi *self,
                             gboolean   sense)
{
  g_return_if_fail (TACTICS_IS_AI (self));

  self->combat_sense = sense;
}
