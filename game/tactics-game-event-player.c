/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tactics-game-art.h"
#include "tactics-game-event-player.h"
#include "tactics-game-text.h"

/* Durations at "normal" speed, in milliseconds. */
#define PLACE_MS 220.0
#define STEP_MS 150.0
#define ACTION_MS 1000.0
#define ACTION_NO_TARGET_MS 450.0
#define ACTION_WINDUP 0.35
#define TURN_MS 380.0
#define GAME_OVER_MS 700.0

typedef enum {
  STEP_LOG,           /* a line in the log, nothing on the board */
  STEP_PLACE,
  STEP_MOVE,
  STEP_UNDO,
  STEP_ACTION,
  STEP_TURN,
  STEP_PLACEMENT,
  STEP_GAME_OVER,
} StepKind;

typedef struct {
  guint    unit;
  int      amount;        /* HP lost (> 0) or gained (< 0) */
  int      hp_after;
  gboolean eliminated;
  gboolean missed;        /* the blow missed: nothing changes */
  double   hp_before;     /* filled in when the step starts */
} Impact;

/* One thing to show: an event of the game, with the effects of an action
 * gathered into the action's step so they play together. A counter-attack
 * is an action step of the unit that answers. */
typedef struct {
  StepKind      kind;
  TacticsEvent  event;
  int           index;      /* of the event in the match's list */
  GArray       *impacts;    /* Impact, for actions */
  GPtrArray    *log_lines;  /* markup */
  GArray       *log_events; /* int: the event each line is about */
  double        duration;   /* at normal speed, ms */
  gboolean      started;
  gboolean      impacted;
  GPtrArray    *floats;     /* TacticsGameFloat, owned by the unit layer */
} Step;

struct _TacticsGameEventPlayer
{
  GObject               parent_instance;

  TacticsBoard         *board;
  TacticsGameUnitLayer *unit_layer;
  TacticsCellLayer     *effect_layer;

  TacticsMatch         *match;
  gulong                event_handler;
  GQueue               *steps;
  Step                 *step;
  gint64                step_start;
  guint                 tick_id;
  double                speed_factor;
  int                   last_turn_player;
  int                   viewer;     /* whose eyes, -1 all */
};

G_DEFINE_FINAL_TYPE (TacticsGameEventPlayer, tactics_game_event_player, G_TYPE_OBJECT)

enum {
  SIGNAL_LOG,
  SIGNAL_BANNER,
  SIGNAL_ACTION_STARTED,
  SIGNAL_UNIT_PLACED,
  SIGNAL_CAUGHT_UP,
  SIGNAL_SHOWN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static double
ease_out (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return 1.0 - (1.0 - t) * (1.0 - t);
}

static TacticsUnit *
get_unit (TacticsGameEventPlayer *self,
          int                     id)
{
  if (self->match == NULL || id < 0 || (guint) id >= tactics_match_get_n_units (self->match))
    return NULL;
  return tactics_match_get_unit (self->match, (guint) id);
}

static TacticsPlayer *
get_player (TacticsGameEventPlayer *self,
            int                     index)
{
  if (self->match == NULL || index < 0 ||
      (guint) index >= tactics_match_get_n_players (self->match))
    return NULL;
  return tactics_match_get_player (self->match, (guint) index);
}

static gboolean
is_human (TacticsGameEventPlayer *self,
          int                     player)
{
  TacticsPlayer *info = get_player (self, player);

  return info != NULL && tactics_player_get_kind (info) == TACTICS_PLAYER_HUMAN;
}

/* Whether the viewer saw event @index happen: all of them without one. */
static gboolean
witnessed (TacticsGameEventPlayer *self,
           int                     index)
{
  TacticsView *view;

  if (self->viewer < 0 || index < 0 || self->match == NULL)
    return TRUE;
  view = tactics_match_get_view (self->match, (guint) self->viewer);
  return view == NULL || tactics_view_witnessed (view, (guint) index);
}

/* Pans, never zooms, so that a computer's move, placement or action at
 * @cell plays in view; a cell already on screen leaves the view alone. */
static void
show_computer_cell (TacticsGameEventPlayer *self,
                    int                     player,
                    TacticsCell             cell)
{
  TacticsViewport *viewport = tactics_board_get_viewport (self->board);
  double half = tactics_viewport_get_cell_size (viewport) / 2.0;
  int width = gtk_widget_get_width (GTK_WIDGET (self->board));
  int height = gtk_widget_get_height (GTK_WIDGET (self->board));
  double x;
  double y;

  if (is_human (self, player) || width <= 0 || height <= 0)
    return;
  tactics_viewport_cell_center (viewport, cell, &x, &y);
  if (x < half || y < half || x > width - half || y > height - half)
    tactics_board_keep_in_view (self->board, cell);
}

/* The players in the order drawn, as escaped markup. */
static char *
describe_turn_order (TacticsGameEventPlayer *self)
{
  const guint *order = tactics_match_get_turn_order (self->match);
  GString *text = g_string_new (NULL);

  for (guint i = 0; order != NULL && i < tactics_match_get_n_players (self->match); i++)
    {
      g_autofree char *name =
        g_markup_escape_text (tactics_player_get_name (tactics_match_get_player (self->match,
                                                                                order[i])), -1);

      if (i > 0)
        /* Translators: between the names of a list, but the last two. */
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* Steps */

static void
step_free (Step *step)
{
  if (step == NULL)
    return;
  g_clear_pointer (&step->event.path, g_array_unref);
  g_clear_pointer (&step->impacts, g_array_unref);
  g_clear_pointer (&step->log_lines, g_ptr_array_unref);
  g_clear_pointer (&step->log_events, g_array_unref);
  g_clear_pointer (&step->floats, g_ptr_array_unref);
  g_free (step);
}

static Step *
step_new (StepKind            kind,
          const TacticsEvent *event,
          int                 index,
          double              duration)
{
  Step *step = g_new0 (Step, 1);

  step->kind = kind;
  step->index = index;
  step->event = *event;
  if (event->path != NULL)
    step->event.path = g_array_ref (event->path);
  step->duration = duration;
  step->log_lines = g_ptr_array_new_with_free_func (g_free);
  step->log_events = g_array_new (FALSE, FALSE, sizeof (int));
  return step;
}

static void
step_add_line (Step *step,
               char *line,
               int   event)
{
  if (line == NULL)
    return;
  g_ptr_array_add (step->log_lines, line);
  g_array_append_val (step->log_events, event);
}

static void
on_game_event (TacticsGameEventPlayer *self,
               const TacticsEvent     *event,
               TacticsMatch           *match)
{
  Step *last = g_queue_peek_tail (self->steps);
  char *line = tactics_game_text_event_markup (match, event);
  /* The match keeps the event before it tells of it. */
  int index = (int) tactics_match_get_n_events (match) - 1;
  Step *step = NULL;

  /* The game is busy performing a command: only take note here. */
  switch (event->kind)
    {
    case TACTICS_EVENT_UNIT_DAMAGED:
    case TACTICS_EVENT_UNIT_HEALED:
    case TACTICS_EVENT_UNIT_ELIMINATED:
      if (last != NULL && last->kind == STEP_ACTION && !last->started &&
          last->event.unit == event->source)
        {
          if (event->kind == TACTICS_EVENT_UNIT_ELIMINATED)
            {
              for (guint i = 0; i < last->impacts->len; i++)
                {
                  Impact *impact = &g_array_index (last->impacts, Impact, i);

                  if ((int) impact->unit == event->unit)
                    impact->eliminated = TRUE;
                }
            }
          else
            {
              Impact impact = {
                .unit = (guint) event->unit,
                .amount = event->kind == TACTICS_EVENT_UNIT_DAMAGED ? event->amount
                                                                    : -event->amount,
                .hp_after = event->hp,
              };

              g_array_append_val (last->impacts, impact);
              last->duration = ACTION_MS;
            }
          step_add_line (last, line, index);
          return;
        }
      step = step_new (STEP_LOG, event, index, 0);
      break;

    case TACTICS_EVENT_MISSED:
      if (last != NULL && last->kind == STEP_ACTION && !last->started &&
          last->event.unit == event->source)
        {
          Impact impact = {
            .unit = (guint) event->unit,
            .hp_after = event->hp,
            .missed = TRUE,
          };

          g_array_append_val (last->impacts, impact);
          last->duration = ACTION_MS;
          step_add_line (last, line, index);
          return;
        }
      step = step_new (STEP_LOG, event, index, 0);
      break;

    case TACTICS_EVENT_COUNTER_ATTACK:
      /* The unit hit strikes back: its blow plays as an action of its own. */
      step = step_new (STEP_ACTION, event, index, ACTION_NO_TARGET_MS);
      step->impacts = g_array_new (FALSE, FALSE, sizeof (Impact));
      break;

    case TACTICS_EVENT_UNIT_PLACED:
      step = step_new (STEP_PLACE, event, index, PLACE_MS);
      break;

    case TACTICS_EVENT_UNIT_MOVED:
      step = step_new (STEP_MOVE, event, index,
                       STEP_MS * MAX (1u, event->path != NULL ? event->path->len - 1 : 1u));
      break;

    case TACTICS_EVENT_MOVE_UNDONE:
      step = step_new (STEP_UNDO, event, index, 0);
      break;

    case TACTICS_EVENT_ACTION_PERFORMED:
      step = step_new (STEP_ACTION, event, index, ACTION_NO_TARGET_MS);
      step->impacts = g_array_new (FALSE, FALSE, sizeof (Impact));
      break;

    case TACTICS_EVENT_TURN_STARTED:
      step = step_new (STEP_TURN, event, index, TURN_MS);
      break;

    case TACTICS_EVENT_PLACEMENT_STARTED:
      step = step_new (STEP_PLACEMENT, event, index, 0);
      break;

    case TACTICS_EVENT_GAME_OVER:
      step = step_new (STEP_GAME_OVER, event, index, GAME_OVER_MS);
      break;

    case TACTICS_EVENT_TURN_ENDED:
    case TACTICS_EVENT_PLAYER_OUT:
    default:
      step = step_new (STEP_LOG, event, index, 0);
      break;
    }

  step_add_line (step, line, index);
  g_queue_push_tail (self->steps, step);
}

/* Sprites */

static void
sync_sprite (TacticsGameEventPlayer *self,
             TacticsUnit            *unit)
{
  TacticsGameSprite *sprite =
    tactics_game_unit_layer_get_sprite (self->unit_layer, tactics_unit_get_id (unit));
  TacticsPlayer *owner = get_player (self, (int) tactics_unit_get_owner (unit));
  TacticsUnitType *type = tactics_unit_get_unit_type (unit);

  tactics_game_sprite_set_unit_type (sprite, type);
  sprite->team = owner != NULL ? tactics_team_for_player (owner) : 0;
  sprite->max_hp = tactics_unit_get_max_hp (unit);
  sprite->shown_hp = tactics_unit_get_hp (unit);
  sprite->present = tactics_unit_is_on_board (unit);
  sprite->opacity = 1.0;
  sprite->scale = 1.0;
  sprite->has_prediction = FALSE;
  sprite->named = tactics_match_get_unit_name (self->match, unit) != NULL;
  if (sprite->present)
    tactics_game_unit_layer_place (self->unit_layer, tactics_unit_get_id (unit),
                                   tactics_unit_get_cell (unit));
}

static void
sync_all_sprites (TacticsGameEventPlayer *self)
{
  guint n_units = self->match != NULL ? tactics_match_get_n_units (self->match) : 0;

  tactics_game_unit_layer_reset (self->unit_layer,
                                 self->match != NULL
                                   ? tactics_map_get_topology (tactics_match_get_map (self->match))
                                   : TACTICS_TOPOLOGY_SQUARE,
                                 n_units);
  for (guint i = 0; i < n_units; i++)
    sync_sprite (self, tactics_match_get_unit (self->match, i));
}

/* Playing steps */

static void
start_step (TacticsGameEventPlayer *self,
            Step                   *step,
            gboolean                animate)
{
  TacticsGameSprite *sprite = NULL;
  TacticsUnit *unit = get_unit (self, step->event.unit);

  step->started = TRUE;
  /* What the viewer did not see changes the picture without a show: no
   * animation, no banner, no camera move. */
  if (!witnessed (self, step->index))
    {
      animate = FALSE;
      step->duration = 0;
    }
  else if (animate)
    {
      g_signal_emit (self, signals[SIGNAL_SHOWN], 0, step->index);
    }
  for (guint i = 0; i < step->log_lines->len; i++)
    g_signal_emit (self, signals[SIGNAL_LOG], 0, g_ptr_array_index (step->log_lines, i),
                   g_array_index (step->log_events, int, i));

  if (unit != NULL)
    sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, (guint) step->event.unit);

  switch (step->kind)
    {
    case STEP_PLACE:
      if (sprite != NULL)
        {
          TacticsPlayer *owner = get_player (self, step->event.player);

          g_signal_emit (self, signals[SIGNAL_UNIT_PLACED], 0, step->event.unit);
          tactics_game_sprite_set_unit_type (sprite, tactics_unit_get_unit_type (unit));
          sprite->team = owner != NULL ? tactics_team_for_player (owner) : 0;
          sprite->named = tactics_match_get_unit_name (self->match, unit) != NULL;
          sprite->max_hp = tactics_unit_get_max_hp (unit);
          sprite->shown_hp = tactics_unit_get_max_hp (unit);
          sprite->present = TRUE;
          sprite->opacity = 1.0;
          sprite->scale = animate ? 0.3 : 1.0;
          tactics_game_unit_layer_place (self->unit_layer, (guint) step->event.unit,
                                         step->event.to);
          if (animate)
            show_computer_cell (self, step->event.player, step->event.to);
        }
      break;

    case STEP_MOVE:
      if (animate && sprite != NULL)
        show_computer_cell (self, step->event.player, step->event.to);
      break;

    case STEP_ACTION:
      {
        g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
        TacticsPattern pattern;

        /* An answer strikes the attacker alone, whatever its shape. */
        if (step->event.kind == TACTICS_EVENT_COUNTER_ATTACK)
          g_array_append_val (cells, step->event.to);
        else if (unit != NULL && step->event.action >= 0 &&
                 tactics_match_get_action_pattern (self->match, unit, (guint) step->event.action,
                                                   &pattern))
          tactics_pattern_get_effect (&pattern, step->event.from, step->event.to, cells);
        g_signal_emit (self, signals[SIGNAL_ACTION_STARTED], 0);
        tactics_game_unit_layer_clear_predictions (self->unit_layer);
        tactics_cell_layer_set_cells (self->effect_layer, (const TacticsCell *) cells->data,
                                      cells->len);
        for (guint i = 0; i < step->impacts->len; i++)
          {
            Impact *impact = &g_array_index (step->impacts, Impact, i);

            impact->hp_before =
              tactics_game_unit_layer_get_sprite (self->unit_layer, impact->unit)->shown_hp;
          }
        if (animate)
          show_computer_cell (self, step->event.player, step->event.to);
      }
      break;

    case STEP_TURN:
      {
        TacticsPlayer *owner = get_player (self, step->event.player);

        if (step->event.turn == 1)
          {
            g_autofree char *order = describe_turn_order (self);
            /* Translators: %s is the players' names in turn order, joined as a list, e.g. "Turn
             * order drawn: Vermilion, Blue and Jade.". */
            g_autofree char *line = g_strdup_printf (_("Turn order drawn: %s."), order);

            g_signal_emit (self, signals[SIGNAL_LOG], 0, line, -1);
          }

        if (animate && owner != NULL && step->event.player != self->last_turn_player)
          {
            g_autofree char *name = g_markup_escape_text (tactics_player_get_name (owner), -1);
            g_autofree char *markup = NULL;

            if (step->event.turn == 1)
              {
                g_autofree char *order = describe_turn_order (self);

                /* Translators: the banner when play begins, e.g. "Turn order:
                 * Vermilion, Blue · Vermilion begins". */
                markup = g_strdup_printf (_("<b>Turn order:</b> %s · %s begins"), order, name);
              }
            else
              {
                /* Translators: the banner at the start of a turn: the
                 * player's name, then the round (doc/rules.md, Rounds). */
                markup = g_strdup_printf (_("<b>%s’s turn</b> · round %u"), name,
                                          step->event.round);
              }
            g_signal_emit (self, signals[SIGNAL_BANNER], 0, markup);
          }
        if (step->event.player == self->last_turn_player)
          step->duration = 0;
        self->last_turn_player = step->event.player;
      }
      break;

    case STEP_PLACEMENT:
    case STEP_UNDO:
    case STEP_GAME_OVER:
    case STEP_LOG:
    default:
      break;
    }
}

static void
impact_begin (TacticsGameEventPlayer *self,
              Step                   *step)
{
  step->impacted = TRUE;
  step->floats = g_ptr_array_new ();
  for (guint i = 0; i < step->impacts->len; i++)
    {
      Impact *impact = &g_array_index (step->impacts, Impact, i);
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->unit_layer,
                                                                      impact->unit);
      g_autofree char *text = NULL;
      GdkRGBA color;

      if (impact->missed)
        {
          /* Translators: floats up from a unit a blow missed. */
          text = g_strdup (_("miss"));
          color = (GdkRGBA) { 0.85, 0.85, 0.9, 1.0 };
        }
      else if (impact->amount > 0)
        {
          text = g_strdup_printf ("−%d", impact->amount);
          color = (GdkRGBA) { 1.0, 0.32, 0.25, 1.0 };
        }
      else
        {
          text = g_strdup_printf ("+%d", -impact->amount);
          color = (GdkRGBA) { 0.45, 1.0, 0.45, 1.0 };
        }
      g_ptr_array_add (step->floats,
                       tactics_game_unit_layer_add_float (self->unit_layer, text, &color,
                                                          sprite->x, sprite->y));
    }
}

/* The token of the unit a step is about, or NULL. */
static TacticsGameSprite *
step_sprite (TacticsGameEventPlayer *self,
             Step                   *step)
{
  if (step->event.unit < 0 ||
      (guint) step->event.unit >= tactics_game_unit_layer_get_n_sprites (self->unit_layer))
    return NULL;
  return tactics_game_unit_layer_get_sprite (self->unit_layer, (guint) step->event.unit);
}

static void
animate_step (TacticsGameEventPlayer *self,
              Step                   *step,
              double                  progress)
{
  TacticsGameSprite *sprite = step_sprite (self, step);

  switch (step->kind)
    {
    case STEP_PLACE:
      if (sprite != NULL)
        sprite->scale = 0.3 + 0.7 * ease_out (progress);
      break;

    case STEP_MOVE:
      if (sprite != NULL && step->event.path != NULL && step->event.path->len > 1)
        {
          guint n_segments = step->event.path->len - 1;
          double along = progress * n_segments;
          guint segment = MIN ((guint) along, n_segments - 1);
          double fraction = along - segment;
          TacticsCell a = g_array_index (step->event.path, TacticsCell, segment);
          TacticsCell b = g_array_index (step->event.path, TacticsCell, segment + 1);
          double ax, ay, bx, by;

          tactics_game_unit_layer_cell_position (self->unit_layer, a, &ax, &ay);
          tactics_game_unit_layer_cell_position (self->unit_layer, b, &bx, &by);
          sprite->x = ax + (bx - ax) * fraction;
          sprite->y = ay + (by - ay) * fraction;
          /* A little hop per cell. */
          sprite->offset_y = -0.08 * sin (fraction * G_PI);
        }
      break;

    case STEP_ACTION:
      if (sprite != NULL)
        {
          double fx, fy;
          double dx, dy;
          double length;
          double lunge = progress < ACTION_WINDUP
                         ? sin (progress / ACTION_WINDUP * G_PI) * 0.22 : 0.0;

          tactics_game_unit_layer_cell_position (self->unit_layer, step->event.to, &fx, &fy);
          dx = fx - sprite->x;
          dy = fy - sprite->y;
          length = sqrt (dx * dx + dy * dy);
          if (length > 0.01)
            {
              sprite->offset_x = dx / length * lunge;
              sprite->offset_y = dy / length * lunge;
            }
        }
      if (progress >= ACTION_WINDUP && step->impacts->len > 0)
        {
          double q = (progress - ACTION_WINDUP) / (1.0 - ACTION_WINDUP);

          if (!step->impacted)
            impact_begin (self, step);
          for (guint i = 0; i < step->impacts->len; i++)
            {
              Impact *impact = &g_array_index (step->impacts, Impact, i);
              TacticsGameSprite *target =
                tactics_game_unit_layer_get_sprite (self->unit_layer, impact->unit);

              target->shown_hp = impact->hp_before +
                                 (MAX (impact->hp_after, 0) - impact->hp_before) *
                                 ease_out (q * 1.6);
              if (impact->amount > 0)
                target->offset_x = sin (q * G_PI * 8) * 0.07 * (1.0 - q);
              if (impact->eliminated && q > 0.35)
                {
                  target->opacity = 1.0 - (q - 0.35) / 0.65;
                  target->scale = 1.0 - 0.35 * (q - 0.35) / 0.65;
                }
            }
          for (guint i = 0; step->floats != NULL && i < step->floats->len; i++)
            ((TacticsGameFloat *) g_ptr_array_index (step->floats, i))->progress = MIN (q, 0.99);
        }
      break;

    case STEP_TURN:
    case STEP_PLACEMENT:
    case STEP_UNDO:
    case STEP_GAME_OVER:
    case STEP_LOG:
    default:
      break;
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));
}

static void
finish_step (TacticsGameEventPlayer *self,
             Step                   *step)
{
  TacticsGameSprite *sprite = step_sprite (self, step);

  switch (step->kind)
    {
    case STEP_PLACE:
      if (sprite != NULL)
        sprite->scale = 1.0;
      break;

    case STEP_MOVE:
    case STEP_UNDO:
      if (sprite != NULL)
        tactics_game_unit_layer_place (self->unit_layer, (guint) step->event.unit,
                                       step->event.to);
      break;

    case STEP_ACTION:
      if (sprite != NULL)
        {
          sprite->offset_x = 0;
          sprite->offset_y = 0;
        }
      for (guint i = 0; i < step->impacts->len; i++)
        {
          Impact *impact = &g_array_index (step->impacts, Impact, i);
          TacticsGameSprite *target =
            tactics_game_unit_layer_get_sprite (self->unit_layer, impact->unit);

          target->shown_hp = MAX (impact->hp_after, 0);
          target->offset_x = 0;
          if (impact->eliminated)
            {
              target->present = FALSE;
              target->opacity = 1.0;
              target->scale = 1.0;
            }
        }
      if (step->floats != NULL)
        {
          for (guint i = 0; i < step->floats->len; i++)
            ((TacticsGameFloat *) g_ptr_array_index (step->floats, i))->progress = 1.0;
          tactics_game_unit_layer_prune_floats (self->unit_layer);
        }
      tactics_cell_layer_clear (self->effect_layer);
      break;

    case STEP_TURN:
    case STEP_PLACEMENT:
    case STEP_GAME_OVER:
    case STEP_LOG:
    default:
      break;
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));
}

/* Plays every queued step at once, with no animation. */
static void
drain_steps (TacticsGameEventPlayer *self)
{
  if (self->step != NULL)
    {
      finish_step (self, self->step);
      g_clear_pointer (&self->step, step_free);
    }
  while (!g_queue_is_empty (self->steps))
    {
      Step *step = g_queue_pop_head (self->steps);

      start_step (self, step, FALSE);
      finish_step (self, step);
      step_free (step);
    }
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  TacticsGameEventPlayer *self = data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  while (TRUE)
    {
      double duration;
      double progress;

      if (self->step == NULL)
        {
          if (g_queue_is_empty (self->steps))
            break;
          self->step = g_queue_pop_head (self->steps);
          self->step_start = now;
          start_step (self, self->step, TRUE);
        }

      duration = self->step->duration * self->speed_factor * 1000.0;
      progress = duration > 0 ? (now - self->step_start) / duration : 1.0;
      if (progress < 1.0)
        {
          animate_step (self, self->step, progress);
          return G_SOURCE_CONTINUE;
        }
      /* Finished: the next step starts on this same frame, from the time
       * this one ended, so slow frames do not stretch the animation. */
      finish_step (self, self->step);
      self->step_start += (gint64) duration;
      g_clear_pointer (&self->step, step_free);
      if (!g_queue_is_empty (self->steps))
        {
          self->step = g_queue_pop_head (self->steps);
          start_step (self, self->step, TRUE);
        }
    }

  self->tick_id = 0;
  g_signal_emit (self, signals[SIGNAL_CAUGHT_UP], 0);
  return G_SOURCE_REMOVE;
}

static void
stop_clock (TacticsGameEventPlayer *self)
{
  if (self->tick_id != 0 && self->board != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->board), self->tick_id);
  self->tick_id = 0;
}

static void
tactics_game_event_player_dispose (GObject *object)
{
  TacticsGameEventPlayer *self = TACTICS_GAME_EVENT_PLAYER (object);

  stop_clock (self);
  if (self->match != NULL)
    g_clear_signal_handler (&self->event_handler, self->match);
  g_clear_object (&self->match);
  g_clear_object (&self->board);
  g_clear_object (&self->unit_layer);
  g_clear_object (&self->effect_layer);

  G_OBJECT_CLASS (tactics_game_event_player_parent_class)->dispose (object);
}

static void
tactics_game_event_player_finalize (GObject *object)
{
  TacticsGameEventPlayer *self = TACTICS_GAME_EVENT_PLAYER (object);

  g_clear_pointer (&self->step, step_free);
  g_queue_free_full (self->steps, (GDestroyNotify) step_free);

  G_OBJECT_CLASS (tactics_game_event_player_parent_class)->finalize (object);
}

static void
tactics_game_event_player_class_init (TacticsGameEventPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_game_event_player_dispose;
  object_class->finalize = tactics_game_event_player_finalize;

  signals[SIGNAL_LOG] =
    g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE, G_TYPE_INT);
  signals[SIGNAL_SHOWN] =
    g_signal_new ("shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_BANNER] =
    g_signal_new ("banner", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[SIGNAL_ACTION_STARTED] =
    g_signal_new ("action-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_UNIT_PLACED] =
    g_signal_new ("unit-placed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_CAUGHT_UP] =
    g_signal_new ("caught-up", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
tactics_game_event_player_init (TacticsGameEventPlayer *self)
{
  self->steps = g_queue_new ();
  self->speed_factor = 1.0;
  self->last_turn_player = -1;
  self->viewer = -1;
}

TacticsGameEventPlayer *
tactics_game_event_player_new (TacticsBoard         *board,
                               TacticsGameUnitLayer *unit_layer,
                               TacticsCellLayer     *effect_layer)
{
  TacticsGameEventPlayer *self;

  g_return_val_if_fail (TACTICS_IS_BOARD (board), NULL);
  g_return_val_if_fail (TACTICS_IS_GAME_UNIT_LAYER (unit_layer), NULL);
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (effect_layer), NULL);

  self = g_object_new (TACTICS_TYPE_GAME_EVENT_PLAYER, NULL);
  self->board = g_object_ref (board);
  self->unit_layer = g_object_ref (unit_layer);
  self->effect_layer = g_object_ref (effect_layer);
  return self;
}

void
tactics_game_event_player_set_match (TacticsGameEventPlayer *self,
                                     TacticsMatch           *match)
{
  guint n_events;

  g_return_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self));
  g_return_if_fail (match == NULL || TACTICS_IS_MATCH (match));

  stop_clock (self);
  g_clear_pointer (&self->step, step_free);
  g_queue_clear_full (self->steps, (GDestroyNotify) step_free);
  if (self->match != NULL)
    g_clear_signal_handler (&self->event_handler, self->match);
  g_clear_object (&self->match);
  self->last_turn_player = -1;

  if (match == NULL)
    {
      tactics_game_unit_layer_reset (self->unit_layer, TACTICS_TOPOLOGY_SQUARE, 0);
      return;
    }

  self->match = g_object_ref (match);
  self->event_handler = g_signal_connect_object (match, "event", G_CALLBACK (on_game_event),
                                                 self, G_CONNECT_SWAPPED);
  /* What happened so far goes to the log as it stands. */
  n_events = tactics_match_get_n_events (match);
  for (guint i = 0; i < n_events; i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);
      g_autofree char *line = tactics_game_text_event_markup (match, event);

      if (event->kind == TACTICS_EVENT_TURN_STARTED)
        self->last_turn_player = event->player;
      if (line != NULL)
        g_signal_emit (self, signals[SIGNAL_LOG], 0, line, (int) i);
    }
  sync_all_sprites (self);
}

void
tactics_game_event_player_set_speed_factor (TacticsGameEventPlayer *self,
                                            double                  factor)
{
  g_return_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self));

  self->speed_factor = MAX (factor, 0.0);
  if (self->speed_factor <= 0.0 && tactics_game_event_player_is_busy (self))
    {
      stop_clock (self);
      drain_steps (self);
      g_signal_emit (self, signals[SIGNAL_CAUGHT_UP], 0);
    }
}

double
tactics_game_event_player_get_speed_factor (TacticsGameEventPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self), 1.0);
  return self->speed_factor;
}

gboolean
tactics_game_event_player_is_busy (TacticsGameEventPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self), FALSE);
  return self->step != NULL || !g_queue_is_empty (self->steps);
}

gboolean
tactics_game_event_player_is_instant (TacticsGameEventPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self), TRUE);
  return self->speed_factor <= 0.0 || !gtk_widget_get_mapped (GTK_WIDGET (self->board));
}

void
tactics_game_event_player_play (TacticsGameEventPlayer *self)
{
  g_return_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self));

  if (!tactics_game_event_player_is_busy (self))
    {
      g_signal_emit (self, signals[SIGNAL_CAUGHT_UP], 0);
      return;
    }
  if (tactics_game_event_player_is_instant (self))
    {
      drain_steps (self);
      g_signal_emit (self, signals[SIGNAL_CAUGHT_UP], 0);
      return;
    }
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->board), on_tick, self, NULL);
}

void
tactics_game_event_player_drain (TacticsGameEventPlayer *self)
{
  g_return_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self));

  stop_clock (self);
  drain_steps (self);
}

void
tactics_game_event_player_set_viewer (TacticsGameEventPlayer *self,
                                      int                     viewer)
{
  g_return_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self));
  g_return_if_fail (viewer >= -1 && viewer < TACTICS_MAX_PLAYERS);
  self->viewer = viewer;
}

int
tactics_game_event_player_get_viewer (TacticsGameEventPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_EVENT_PLAYER (self), -1);
  return self->viewer;
}
