/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tactics-game-analysis.h"
#include "tactics-game-art.h"
#include "tactics-game-battle-log.h"
#include "tactics-game-battle-view.h"
#include "tactics-game-event-player.h"
#include "tactics-game-hatch-layer.h"
#include "tactics-game-match-director.h"
#include "tactics-game-placement-panel.h"
#include "tactics-game-text.h"
#include "tactics-game-turn-header.h"
#include "tactics-game-unit-card.h"
#include "tactics-game-unit-layer.h"

/* How long a refusal stays over the board. */
#define TOAST_MS 2800
#define BANNER_MS 1300


/* What a click does for the selected unit: move it, or aim its action. */
typedef enum {
  MODE_MOVE,
  MODE_TARGET,
} SelectionMode;

struct _TacticsGameBattleView
{
  GtkWidget              parent_instance;

  /* template */
  GtkOverlay            *board_overlay;
  TacticsBoard          *board;
  GtkLabel              *banner_label;
  GtkLabel              *toast_label;
  GtkLabel              *hint_label;
  TacticsGameTurnHeader *turn_header;
  GtkStack              *panel_stack;
  TacticsGamePlacementPanel *placement_panel;
  TacticsGameUnitCard   *unit_card;
  GtkWidget             *end_turn_button;
  GtkLabel              *outcome_label;
  TacticsGameBattleLog  *log;
  GtkDropDown           *speed_dropdown;

  /* overlays, bottom to top */
  TacticsGameHatchLayer *threat_layer;
  TacticsCellLayer      *placement_layer;
  TacticsCellLayer      *reach_layer;
  TacticsCellLayer      *foci_layer;
  TacticsCellLayer      *path_layer;
  TacticsCellLayer      *effect_layer;
  TacticsGameUnitLayer  *unit_layer;
  TacticsCellLayer      *cursor_layer;

  TacticsGameEventPlayer   *event_player;
  TacticsGameMatchDirector *director;
  TacticsMatch           *game;
  TacticsReach          *reach;
  int                    reach_unit;      /* whose reach self->reach holds, or -1 */

  /* what the human is doing */
  int                    selected_unit;
  SelectionMode          mode;
  int                    action;
  int                    inspected_unit;
  int                    placing_unit;
  int                    ghost_unit;
  int                    reselect_unit;   /* after a move, keep it selected */
  gboolean               has_pointer;
  TacticsCell            pointer;
  gboolean               keyboard_mode;
  TacticsCell            cursor;
  double                 motion_x;
  double                 motion_y;
  gboolean               threat_visible;

  char                  *animation_speed;
  guint                  framed_turn;     /* the turn the camera last framed a player for */
  int                    framed_player;

  guint                  toast_source;
  TacticsCell            toast_cell;
  char                  *message;
  guint                  banner_source;
};

G_DEFINE_FINAL_TYPE (TacticsGameBattleView, tactics_game_battle_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ANIMATION_SPEED,
  PROP_THREAT_VISIBLE,
  PROP_HOT_SEAT,
  PROP_SHOW_GRID,
  N_PROPS
};

enum {
  SIGNAL_HANDOVER,
  SIGNAL_GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const speed_names[] = { "instant", "fast", "normal", "slow" };
static const double speed_factors[] = { 0.0, 0.45, 1.0, 1.9 };
/* The pause before each computer command. At "instant" the pause only
 * lets a frame be drawn between slices of play (see on_computer_step). */
static const guint computer_delays[] = { 1, 90, 260, 600 };

static void refresh (TacticsGameBattleView *self);
static void update_preview (TacticsGameBattleView *self);

/* Small helpers */

static TacticsUnit *
get_unit (TacticsGameBattleView *self,
          int                    id)
{
  if (self->game == NULL || id < 0 || (guint) id >= tactics_match_get_n_units (self->game))
    return NULL;
  return tactics_match_get_unit (self->game, (guint) id);
}

static TacticsPlayer *
get_player (TacticsGameBattleView *self,
            int                    index)
{
  if (self->game == NULL || index < 0 || (guint) index >= tactics_match_get_n_players (self->game))
    return NULL;
  return tactics_match_get_player (self->game, (guint) index);
}

static gboolean
is_human (TacticsGameBattleView *self,
          int                    player)
{
  return tactics_game_match_director_is_human (self->director, player);
}

static int
current_player (TacticsGameBattleView *self)
{
  return self->game != NULL ? tactics_match_get_current_player (self->game) : -1;
}

static TacticsMatchPhase
phase (TacticsGameBattleView *self)
{
  return self->game != NULL ? tactics_match_get_phase (self->game) : TACTICS_MATCH_PHASE_SETUP;
}

static gboolean
animating (TacticsGameBattleView *self)
{
  return tactics_game_event_player_is_busy (self->event_player);
}

/* Whether a human may give commands now. */
static gboolean
human_in_control (TacticsGameBattleView *self)
{
  return tactics_game_match_director_human_in_control (self->director);
}

/* Messages over the board */

static gboolean
on_toast_timeout (gpointer data)
{
  TacticsGameBattleView *self = data;

  self->toast_source = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), FALSE);
  return G_SOURCE_REMOVE;
}

/* Shows @message briefly next to @cell, where the player is looking. */
static void
show_toast (TacticsGameBattleView *self,
            TacticsCell            cell,
            const char            *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  self->toast_cell = cell;
  gtk_label_set_text (self->toast_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), TRUE);
  gtk_widget_queue_allocate (GTK_WIDGET (self->board_overlay));
  g_clear_handle_id (&self->toast_source, g_source_remove);
  self->toast_source = g_timeout_add (TOAST_MS, on_toast_timeout, self);
}

static gboolean
on_board_overlay_get_child_position (TacticsGameBattleView *self,
                                     GtkWidget             *child,
                                     GdkRectangle          *allocation)
{
  TacticsViewport *viewport;
  int width;
  int height;
  int min_width;
  int view_width;
  int view_height;
  double cx;
  double cy;
  double cell_size;

  if (child != GTK_WIDGET (self->toast_label))
    return FALSE;

  viewport = tactics_board_get_viewport (self->board);
  view_width = gtk_widget_get_width (GTK_WIDGET (self->board));
  view_height = gtk_widget_get_height (GTK_WIDGET (self->board));
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &width, NULL, NULL);
  width = MIN (width, MAX (min_width, view_width - 16));
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);

  tactics_viewport_cell_center (viewport, self->toast_cell, &cx, &cy);
  cell_size = tactics_viewport_get_cell_size (viewport);
  allocation->width = width;
  allocation->height = height;
  allocation->x = (int) (cx - width / 2.0);
  /* Above the cell, or under it near the top edge. */
  allocation->y = (int) (cy - cell_size * 0.9 - height);
  if (allocation->y < 8)
    allocation->y = (int) (cy + cell_size * 0.9);
  allocation->x = CLAMP (allocation->x, 8, MAX (8, view_width - width - 8));
  allocation->y = CLAMP (allocation->y, 8, MAX (8, view_height - height - 8));
  return TRUE;
}

static gboolean
on_banner_timeout (gpointer data)
{
  TacticsGameBattleView *self = data;

  self->banner_source = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->banner_label), FALSE);
  return G_SOURCE_REMOVE;
}

static void
show_banner (TacticsGameBattleView *self,
             const char            *markup)
{
  double speed_factor = tactics_game_event_player_get_speed_factor (self->event_player);

  if (speed_factor <= 0.0)
    return;
  gtk_label_set_markup (self->banner_label, markup);
  gtk_widget_set_visible (GTK_WIDGET (self->banner_label), TRUE);
  g_clear_handle_id (&self->banner_source, g_source_remove);
  self->banner_source = g_timeout_add ((guint) (BANNER_MS * MAX (speed_factor, 0.6)),
                                       on_banner_timeout, self);
}

/* The camera */

/* Centres the view on @cell, but no further than needed to keep the
 * board filling the view where it is larger than the view: no empty
 * margin beside a unit at the edge. */
/* Which tokens look done, ready or selected, from the game as it is. */
static void
update_sprite_flags (TacticsGameBattleView *self)
{
  guint n_sprites = tactics_game_unit_layer_get_n_sprites (self->unit_layer);
  int player = current_player (self);
  gboolean human = human_in_control (self);

  for (guint i = 0; i < n_sprites; i++)
    {
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, i);
      TacticsUnit *unit = get_unit (self, (int) i);
      TacticsGameTokenFlags flags = TACTICS_GAME_TOKEN_NORMAL;

      if (unit == NULL)
        continue;
      if (phase (self) == TACTICS_MATCH_PHASE_PLAYING &&
          (int) tactics_unit_get_owner (unit) == player && tactics_unit_is_on_board (unit))
        {
          if (!tactics_game_analysis_unit_is_ready (self->game, unit))
            flags |= TACTICS_GAME_TOKEN_DIMMED;
          else if (human)
            flags |= TACTICS_GAME_TOKEN_ACTIVE;
        }
      if ((int) i == self->selected_unit || (int) i == self->inspected_unit)
        flags |= TACTICS_GAME_TOKEN_SELECTED;
      sprite->flags = flags;
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));
}

/* Selection */

static void
clear_selection (TacticsGameBattleView *self)
{
  self->selected_unit = -1;
  self->inspected_unit = -1;
  self->action = -1;
  self->mode = MODE_MOVE;
  self->reach_unit = -1;
}

static gboolean
unit_can_act (TacticsGameBattleView *self,
              TacticsUnit           *unit)
{
  return !tactics_unit_has_acted (unit) && tactics_match_get_n_unit_actions (self->game, unit) > 0;
}

/* The action a unit most likely wants: its default attack when something
 * is in reach, else the first action with a target, else -1. */
static int
best_action (TacticsGameBattleView *self,
             TacticsUnit           *unit)
{
  int preferred = tactics_match_get_default_action (self->game, unit);
  guint n_actions = tactics_match_get_n_unit_actions (self->game, unit);

  if (preferred >= 0 &&
      tactics_game_analysis_action_has_target (self->game, unit, (guint) preferred))
    return preferred;
  for (guint i = 0; i < n_actions; i++)
    if (tactics_game_analysis_action_has_target (self->game, unit, i))
      return (int) i;
  return -1;
}

static void
select_unit (TacticsGameBattleView *self,
             TacticsUnit           *unit)
{
  clear_selection (self);
  if (unit == NULL)
    return;
  self->selected_unit = (int) tactics_unit_get_id (unit);
  if (!tactics_unit_has_moved (unit))
    {
      self->mode = MODE_MOVE;
    }
  else if (unit_can_act (self, unit))
    {
      self->mode = MODE_TARGET;
      self->action = best_action (self, unit);
      if (self->action < 0)
        self->action = 0;
    }
}

static void
choose_action (TacticsGameBattleView *self,
               guint                  index)
{
  TacticsUnit *unit = get_unit (self, self->selected_unit);

  if (unit == NULL || !human_in_control (self))
    return;
  if (index >= tactics_match_get_n_unit_actions (self->game, unit))
    return;
  if (tactics_unit_has_acted (unit))
    {
      TacticsCell cell = tactics_unit_get_cell (unit);
      g_autofree char *message =
        g_strdup_printf (_("This %s has already acted this turn."),
                         tactics_unit_type_get_name (tactics_unit_get_unit_type (unit)));

      show_toast (self, cell, message);
      return;
    }
  if (self->mode == MODE_TARGET && self->action == (int) index)
    {
      /* Choosing it again puts it away. */
      self->mode = MODE_MOVE;
      self->action = -1;
    }
  else
    {
      self->mode = MODE_TARGET;
      self->action = (int) index;
    }
  refresh (self);
}

/* Overlays */

static void
update_placement_overlay (TacticsGameBattleView *self)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsUnit *unit = get_unit (self, self->placing_unit);

  if (unit != NULL && human_in_control (self))
    tactics_match_get_placement_cells (self->game, unit, cells);
  tactics_cell_layer_set_cells (self->placement_layer, (const TacticsCell *) cells->data,
                                cells->len);
}

static void
update_selection_overlays (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selected_unit);
  TacticsUnit *inspected = get_unit (self, self->inspected_unit);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* Movement: the selected unit's, or an inspected enemy's. */
  if (unit != NULL && self->mode == MODE_MOVE && !tactics_unit_has_moved (unit))
    {
      tactics_match_compute_reach (self->game, unit, self->reach);
      self->reach_unit = self->selected_unit;
    }
  else if (unit == NULL && inspected != NULL && tactics_unit_is_on_board (inspected))
    {
      tactics_match_compute_reach (self->game, inspected, self->reach);
      self->reach_unit = self->inspected_unit;
    }
  else
    {
      self->reach_unit = -1;
    }

  if (self->reach_unit >= 0)
    {
      guint n = tactics_reach_get_n_destinations (self->reach);

      for (guint i = 0; i < n; i++)
        {
          TacticsCell cell = tactics_reach_get_destination (self->reach, i, NULL);

          g_array_append_val (cells, cell);
        }
    }
  tactics_cell_layer_set_cells (self->reach_layer, (const TacticsCell *) cells->data, cells->len);

  g_array_set_size (cells, 0);
  if (unit != NULL && self->mode == MODE_TARGET && self->action >= 0)
    {
      TacticsPattern pattern;

      if (tactics_match_get_action_pattern (self->game, unit, (guint) self->action, &pattern))
        tactics_pattern_get_foci (&pattern, tactics_unit_get_cell (unit), cells);
    }
  tactics_cell_layer_set_cells (self->foci_layer, (const TacticsCell *) cells->data, cells->len);
}

static void
update_threat (TacticsGameBattleView *self)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  if (self->threat_visible && self->game != NULL &&
      phase (self) == TACTICS_MATCH_PHASE_PLAYING &&
      tactics_game_match_director_get_viewer (self->director) >= 0)
    tactics_game_analysis_threat (self->game,
                                  (guint) tactics_game_match_director_get_viewer (self->director),
                                  cells);
  tactics_game_hatch_layer_set_cells (self->threat_layer, (const TacticsCell *) cells->data,
                                      cells->len);
}

static void
hide_ghost (TacticsGameBattleView *self)
{
  TacticsGameSprite *sprite;

  if (self->ghost_unit < 0)
    return;
  sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, (guint) self->ghost_unit);
  sprite->present = FALSE;
  sprite->opacity = 1.0;
  self->ghost_unit = -1;
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));
}

static gboolean
pointer_cell (TacticsGameBattleView *self,
              TacticsCell           *cell)
{
  if (self->keyboard_mode)
    {
      *cell = self->cursor;
      return TRUE;
    }
  *cell = self->pointer;
  return self->has_pointer;
}

static void
set_hint (TacticsGameBattleView *self,
          const char            *markup)
{
  gtk_label_set_markup (self->hint_label, markup != NULL ? markup : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), markup != NULL && markup[0] != '\0');
}

static char *
unit_name (TacticsUnit *unit)
{
  return g_markup_escape_text (tactics_unit_type_get_name (tactics_unit_get_unit_type (unit)), -1);
}

/* Whether @cell holds an enemy that @unit's default attack reaches from
 * where it stands. */
static gboolean
enemy_in_reach (TacticsGameBattleView *self,
                TacticsUnit           *unit,
                TacticsCell            cell)
{
  TacticsUnit *there;
  int action;
  TacticsPattern pattern;

  if (!tactics_map_contains (tactics_match_get_map (self->game), cell) ||
      tactics_unit_has_acted (unit))
    return FALSE;
  there = tactics_match_get_unit_at (self->game, cell);
  action = tactics_match_get_default_action (self->game, unit);
  if (there == NULL || tactics_unit_get_owner (there) == tactics_unit_get_owner (unit) ||
      action < 0 || !tactics_match_get_action_pattern (self->game, unit, (guint) action, &pattern))
    return FALSE;
  return tactics_pattern_focus_allowed (&pattern, tactics_unit_get_cell (unit), cell);
}

/* The line under the board saying what a click would do. */
static void
update_hint (TacticsGameBattleView *self,
             gboolean               has_cell,
             TacticsCell            cell)
{
  TacticsUnit *unit = get_unit (self, self->selected_unit);
  TacticsPlayer *player = get_player (self, current_player (self));
  g_autofree char *markup = NULL;
  g_autofree char *name = NULL;

  if (self->game == NULL)
    {
      set_hint (self, NULL);
      return;
    }

  if (phase (self) == TACTICS_MATCH_PHASE_OVER)
    {
      g_autofree char *outcome = tactics_game_text_outcome (self->game);

      markup = g_markup_escape_text (outcome, -1);
      set_hint (self, markup);
      return;
    }

  if (!human_in_control (self))
    {
      if (player != NULL && !is_human (self, current_player (self)))
        {
          g_autofree char *player_name = g_markup_escape_text (tactics_player_get_name (player),
                                                               -1);

          markup = g_strdup_printf (_("%s (computer) is playing…"), player_name);
        }
      set_hint (self, markup);
      return;
    }

  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      TacticsUnit *placing = get_unit (self, self->placing_unit);

      if (placing != NULL)
        {
          name = unit_name (placing);
          markup = g_strdup_printf (_("Click a <b>green</b> cell to place your <b>%s</b>: within "
                                      "two cells of a unit already placed. Or let the game "
                                      "<b>place for you</b> (P)."), name);
        }
      set_hint (self, markup);
      return;
    }

  if (unit == NULL)
    {
      TacticsUnit *inspected = get_unit (self, self->inspected_unit);

      if (inspected != NULL)
        {
          name = unit_name (inspected);
          markup = g_strdup_printf (_("The <b>blue</b> cells show where this %s can move. Click "
                                      "one of your units to give it orders."), name);
        }
      else
        {
          markup = g_strdup (_("Click one of your bright units (or press Tab) to give it orders; "
                               "<b>End Turn</b> (E) when you are done."));
        }
      set_hint (self, markup);
      return;
    }

  name = unit_name (unit);
  if (self->mode == MODE_TARGET && self->action >= 0)
    {
      TacticsAction *action = tactics_match_get_unit_action (self->game, unit, (guint) self->action);
      g_autofree char *action_name = g_markup_escape_text (tactics_action_get_name (action), -1);

      if (has_cell && tactics_cell_layer_contains (self->foci_layer, cell))
        markup = g_strdup_printf (_("Click to use <b>%s</b> here: the <b>red</b> cells are hit. "
                                    "Right-click or Esc to cancel."), action_name);
      else
        markup = g_strdup_printf (_("<b>%s</b>: choose a target among the <b>amber</b> cells. "
                                    "Right-click or Esc to cancel."), action_name);
    }
  else if (!tactics_unit_has_moved (unit))
    {
      if (has_cell && enemy_in_reach (self, unit, cell))
        {
          TacticsAction *attack =
            tactics_match_get_unit_action (self->game, unit,
                                          (guint) tactics_match_get_default_action (self->game,
                                                                                   unit));
          g_autofree char *attack_name =
            g_markup_escape_text (tactics_action_get_name (attack), -1);

          markup = g_strdup_printf (_("Click to strike it with <b>%s</b> from here; the "
                                      "<b>red</b> cells are hit."), attack_name);
        }
      else if (has_cell && self->reach_unit == self->selected_unit &&
          tactics_reach_get_cost (self->reach, cell) > 0)
        markup = g_strdup_printf (_("Move the %s here for <b>%d</b> of its %u move points."), name,
                                  tactics_reach_get_cost (self->reach, cell),
                                  tactics_unit_type_get_move (tactics_unit_get_unit_type (unit)));
      else
        markup = g_strdup_printf (_("Click a <b>blue</b> cell to move the %s, or pick an action "
                                    "in the panel (1–9)."), name);
    }
  else
    {
      markup = g_strdup_printf (_("This %s has moved and acted. Select another unit or end the "
                                  "turn."), name);
    }
  set_hint (self, markup);
}

/* What hovering (or the keyboard cursor) shows: a path and its cost, an
 * action's effect and what it would do, a ghost of the unit to place. */
static void
update_preview (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selected_unit);
  TacticsCell cell = { -1, -1 };
  gboolean has_cell = pointer_cell (self, &cell);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));

  if (self->game == NULL || animating (self))
    return;

  tactics_game_unit_layer_clear_predictions (self->unit_layer);

  if (human_in_control (self) && has_cell)
    {
      if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT && self->placing_unit >= 0)
        {
          if (tactics_cell_layer_contains (self->placement_layer, cell))
            {
              TacticsGameSprite *sprite =
                tactics_game_unit_layer_get_sprite (self->unit_layer, (guint) self->placing_unit);
              TacticsUnit *placing = get_unit (self, self->placing_unit);
              TacticsPlayer *owner = get_player (self, (int) tactics_unit_get_owner (placing));

              g_free (sprite->icon);
              sprite->icon =
                g_strdup (tactics_unit_type_get_icon (tactics_unit_get_unit_type (placing)));
              sprite->team = tactics_game_team_for_player (owner);
              sprite->max_hp = tactics_unit_get_max_hp (placing);
              sprite->shown_hp = tactics_unit_get_hp (placing);
              sprite->present = TRUE;
              sprite->opacity = 0.5;
              sprite->scale = 1.0;
              tactics_game_unit_layer_place (self->unit_layer, (guint) self->placing_unit, cell);
              self->ghost_unit = self->placing_unit;
            }
          else
            {
              hide_ghost (self);
            }
        }
      else if (unit != NULL && self->mode == MODE_MOVE && self->reach_unit == self->selected_unit &&
               tactics_reach_get_cost (self->reach, cell) > 0)
        {
          tactics_reach_get_path (self->reach, cell, path);
        }
      else if (unit != NULL && self->mode == MODE_MOVE && enemy_in_reach (self, unit, cell))
        {
          /* A click there attacks from where it stands (the engine's
           * alternative to the move): show that blow. */
          tactics_match_preview_action (self->game, unit,
                                       (guint) tactics_match_get_default_action (self->game, unit),
                                       cell, effect, hits);
        }
      else if (unit != NULL && self->mode == MODE_TARGET && self->action >= 0)
        {
          tactics_match_preview_action (self->game, unit, (guint) self->action, cell, effect,
                                       hits);
        }
    }
  else
    {
      hide_ghost (self);
    }

  tactics_cell_layer_set_cells (self->path_layer, (const TacticsCell *) path->data, path->len);
  if (path->len > 1)
    {
      TacticsCell goal = g_array_index (path, TacticsCell, path->len - 1);
      g_autofree char *label = g_strdup_printf ("%d", tactics_reach_get_cost (self->reach, goal));

      tactics_cell_layer_set_label (self->path_layer, goal, label);
    }
  tactics_cell_layer_set_cells (self->effect_layer, (const TacticsCell *) effect->data,
                                effect->len);
  for (guint i = 0; i < hits->len; i++)
    {
      TacticsHit *hit = &g_array_index (hits, TacticsHit, i);
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, hit->unit);

      sprite->has_prediction = TRUE;
      sprite->predicted_hp = hit->hp_after;
    }
  if (hits->len > 0)
    tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));

  tactics_cell_layer_set_cells (self->cursor_layer, &self->cursor, self->keyboard_mode ? 1 : 0);
  update_hint (self, has_cell, cell);
}

/* The side panel */

static void
on_unit_card_action_chosen (TacticsGameBattleView *self,
                            guint                  index)
{
  choose_action (self, index);
}

/* The selected unit, or the one looked at, or the one under the pointer. */
static void
update_unit_card (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selected_unit);
  TacticsCell cell;
  gboolean selected;
  gboolean commanding;

  if (unit == NULL)
    unit = get_unit (self, self->inspected_unit);
  if (unit == NULL && pointer_cell (self, &cell) && self->game != NULL &&
      tactics_map_contains (tactics_match_get_map (self->game), cell))
    unit = tactics_match_get_unit_at (self->game, cell);

  selected = unit != NULL && self->selected_unit == (int) tactics_unit_get_id (unit);
  commanding = selected && (int) tactics_unit_get_owner (unit) == current_player (self) &&
               human_in_control (self);
  tactics_game_unit_card_show_unit (self->unit_card, self->game, unit, commanding,
                                    selected && self->mode == MODE_TARGET ? self->action : -1);
}

static void
on_placement_panel_unit_chosen (TacticsGameBattleView *self,
                                int                    unit)
{
  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLACEMENT)
    return;
  hide_ghost (self);
  self->placing_unit = unit;
  refresh (self);
}

static void
update_actions (TacticsGameBattleView *self)
{
  gboolean human = human_in_control (self);
  gboolean playing = phase (self) == TACTICS_MATCH_PHASE_PLAYING;

  /* In initiative mode a turn is one unit's. */
  gtk_button_set_label (GTK_BUTTON (self->end_turn_button),
                        self->game != NULL &&
                        tactics_match_get_mode (self->game) == TACTICS_MATCH_MODE_INITIATIVE
                        ? _("_End Unit’s Turn") : _("_End Turn"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.end-turn", human && playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.undo",
                                 human && playing && tactics_match_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.place-for-me",
                                 human && phase (self) == TACTICS_MATCH_PHASE_PLACEMENT);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.next-unit", human && playing);
}

/* Brings the whole view in line with the game and the selection. */
static void
refresh (TacticsGameBattleView *self)
{
  if (self->game == NULL)
    return;

  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    gtk_stack_set_visible_child_name (self->panel_stack, "placement");
  else if (phase (self) == TACTICS_MATCH_PHASE_OVER)
    gtk_stack_set_visible_child_name (self->panel_stack, "over");
  else
    gtk_stack_set_visible_child_name (self->panel_stack, "battle");

  if (phase (self) == TACTICS_MATCH_PHASE_OVER)
    {
      g_autofree char *outcome = tactics_game_text_outcome (self->game);

      gtk_label_set_text (self->outcome_label, outcome);
    }

  tactics_game_turn_header_update (self->turn_header, self->game);
  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    tactics_game_placement_panel_update (self->placement_panel, self->game, current_player (self),
                                         self->placing_unit, human_in_control (self));
  update_placement_overlay (self);
  update_selection_overlays (self);
  update_threat (self);
  update_sprite_flags (self);
  update_unit_card (self);
  update_actions (self);
  update_preview (self);
}

/* At the start of a human's turn (or placement) on a big map, come close
 * enough to read the tokens, around that player's units. */
static void
frame_player (TacticsGameBattleView *self,
              int                    player)
{
  TacticsViewport *viewport = tactics_board_get_viewport (self->board);
  guint turn = tactics_match_get_turn (self->game);
  double sum_x = 0;
  double sum_y = 0;
  guint n = 0;
  TacticsCell center = { 0, 0 };
  TacticsTopology topology = tactics_map_get_topology (tactics_match_get_map (self->game));
  double cell_size;
  double readable;

  if (self->framed_player == player && self->framed_turn == turn)
    return;
  if (gtk_widget_get_width (GTK_WIDGET (self->board)) <= 0)
    return;
  self->framed_player = player;
  self->framed_turn = turn;

  for (guint id = 0; id < tactics_match_get_n_units (self->game); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (self->game, id);
      double x;
      double y;

      if ((int) tactics_unit_get_owner (unit) != player || !tactics_unit_is_on_board (unit))
        continue;
      tactics_cell_to_pixel (topology, 1.0, tactics_unit_get_cell (unit), &x, &y);
      sum_x += x;
      sum_y += y;
      n++;
    }
  if (n == 0)
    return;

  /* Below about 28 pixels a cell (a hex's side is smaller than its width)
   * tokens no longer read; above, the whole board is worth more. */
  readable = topology == TACTICS_TOPOLOGY_HEX ? 18.0 : 28.0;
  cell_size = tactics_viewport_get_cell_size (viewport);
  if (cell_size < readable)
    tactics_viewport_set_cell_size (viewport, readable * 1.4);
  center = tactics_pixel_to_cell (topology, 1.0, sum_x / n, sum_y / n);
  if (tactics_match_get_active_unit (self->game) != NULL)
    center = tactics_unit_get_cell (tactics_match_get_active_unit (self->game));
  if (cell_size < readable)
    tactics_board_center_on (self->board, center);
  else
    tactics_board_keep_in_view (self->board, center);
}

/* After the picture caught up with the game: whose move is it? */
static void
settle (TacticsGameBattleView *self)
{
  int player;
  TacticsUnit *selected;

  if (self->game == NULL || animating (self))
    return;

  player = current_player (self);
  switch (tactics_game_match_director_settle (self->director))
    {
    case TACTICS_GAME_SEAT_NOBODY:
      return;

    case TACTICS_GAME_SEAT_OVER:
      clear_selection (self);
      self->placing_unit = -1;
      refresh (self);
      if (tactics_game_match_director_announce_over (self->director))
        g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
      return;

    case TACTICS_GAME_SEAT_COMPUTER:
      clear_selection (self);
      self->placing_unit = -1;
      hide_ghost (self);
      refresh (self);
      return;

    case TACTICS_GAME_SEAT_HANDOVER:
      clear_selection (self);
      hide_ghost (self);
      refresh (self);
      g_signal_emit (self, signals[SIGNAL_HANDOVER], 0, player);
      return;

    case TACTICS_GAME_SEAT_HUMAN:
    default:
      break;
    }
  if (player >= 0)
    frame_player (self, player);

  /* Placement: the next unit to place is the first one left. */
  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      TacticsUnit *placing = get_unit (self, self->placing_unit);

      if (placing == NULL || tactics_unit_is_placed (placing) ||
          (int) tactics_unit_get_owner (placing) != player)
        {
          self->placing_unit = -1;
          for (guint id = 0; id < tactics_match_get_n_units (self->game); id++)
            {
              TacticsUnit *unit = tactics_match_get_unit (self->game, id);

              if ((int) tactics_unit_get_owner (unit) == player && !tactics_unit_is_placed (unit))
                {
                  self->placing_unit = (int) id;
                  break;
                }
            }
        }
    }
  else
    {
      self->placing_unit = -1;
    }

  /* Keep a selection that still makes sense; in initiative mode the unit
   * whose turn it is is selected for the player. */
  selected = get_unit (self, self->reselect_unit >= 0 ? self->reselect_unit : self->selected_unit);
  self->reselect_unit = -1;
  if (tactics_match_get_active_unit (self->game) != NULL &&
      (selected == NULL || selected != tactics_match_get_active_unit (self->game)))
    selected = tactics_match_get_active_unit (self->game);
  if (selected != NULL && tactics_game_analysis_unit_is_ready (self->game, selected))
    {
      int keep_action = self->mode == MODE_TARGET &&
                        self->selected_unit == (int) tactics_unit_get_id (selected)
                        ? self->action : -1;

      select_unit (self, selected);
      if (keep_action >= 0 && self->mode == MODE_TARGET)
        self->action = keep_action;
    }
  else
    {
      clear_selection (self);
    }

  refresh (self);
}

static void
on_player_unit_placed (TacticsGameBattleView  *self,
                       int                     unit,
                       TacticsGameEventPlayer *player)
{
  /* The ghost became the unit: it is no longer ours to hide. */
  if (self->ghost_unit == unit)
    self->ghost_unit = -1;
}

static void
on_player_action_started (TacticsGameBattleView  *self,
                          TacticsGameEventPlayer *player)
{
  tactics_cell_layer_clear (self->foci_layer);
  tactics_cell_layer_clear (self->path_layer);
  tactics_cell_layer_clear (self->reach_layer);
}

static void
on_player_log (TacticsGameBattleView  *self,
               const char             *markup,
               TacticsGameEventPlayer *player)
{
  tactics_game_battle_log_append (self->log, markup);
}

static void
on_player_banner (TacticsGameBattleView  *self,
                  const char             *markup,
                  TacticsGameEventPlayer *player)
{
  show_banner (self, markup);
}

static void
on_director_stuck (TacticsGameBattleView    *self,
                   const char               *message,
                   TacticsGameMatchDirector *director)
{
  show_toast (self, (TacticsCell) { 0, 0 }, message);
}

/* Commands from the human player */

static gboolean
submit (TacticsGameBattleView *self,
        const TacticsCommand  *command,
        TacticsCell            where)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand performed;

  if (tactics_match_perform (self->game, command, &performed, &error) ==
      TACTICS_COMMAND_RESULT_FAILURE)
    {
      show_toast (self, where, error->message);
      return FALSE;
    }
  g_clear_handle_id (&self->toast_source, g_source_remove);
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), FALSE);
  tactics_cell_layer_clear (self->path_layer);
  tactics_cell_layer_clear (self->reach_layer);
  tactics_cell_layer_clear (self->foci_layer);
  tactics_cell_layer_clear (self->effect_layer);
  tactics_cell_layer_clear (self->placement_layer);
  tactics_game_unit_layer_clear_predictions (self->unit_layer);
  hide_ghost (self);
  if (performed.kind == TACTICS_COMMAND_MOVE || performed.kind == TACTICS_COMMAND_ACT)
    self->reselect_unit = (int) performed.unit;
  tactics_game_event_player_play (self->event_player);
  return TRUE;
}

static void
activate_cell (TacticsGameBattleView *self,
               TacticsCell            cell)
{
  TacticsMap *map;
  TacticsUnit *there;
  TacticsUnit *unit;
  TacticsCommand command;
  int player;

  if (self->game == NULL)
    return;
  map = tactics_match_get_map (self->game);
  if (!tactics_map_contains (map, cell))
    return;

  player = current_player (self);
  if (!human_in_control (self))
    {
      TacticsPlayer *info = get_player (self, player);

      if (phase (self) != TACTICS_MATCH_PHASE_OVER && info != NULL && !animating (self) &&
          !is_human (self, player))
        {
          g_autofree char *message =
            g_strdup_printf (_("It is %s’s turn: the computer is playing."),
                             tactics_player_get_name (info));

          show_toast (self, cell, message);
        }
      return;
    }

  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      if (self->placing_unit < 0)
        return;
      tactics_command_init_place (&command, (guint) player, (guint) self->placing_unit, cell);
      submit (self, &command, cell);
      return;
    }

  there = tactics_match_get_unit_at (self->game, cell);
  unit = get_unit (self, self->selected_unit);

  if (unit != NULL && self->mode == MODE_TARGET && self->action >= 0)
    {
      /* Clicking another unit of one's own that may still act selects it,
       * unless the action could be aimed there (a heal). */
      if (there != NULL && there != unit && (int) tactics_unit_get_owner (there) == player &&
          !tactics_cell_layer_contains (self->foci_layer, cell) &&
          tactics_game_analysis_unit_is_ready (self->game, there))
        {
          select_unit (self, there);
          refresh (self);
          return;
        }
      if (there == unit && !tactics_cell_layer_contains (self->foci_layer, cell))
        {
          /* Clicking the unit itself puts the action away. */
          self->mode = MODE_MOVE;
          self->action = -1;
          if (tactics_unit_has_moved (unit))
            clear_selection (self);
          refresh (self);
          return;
        }
      tactics_command_init_act (&command, (guint) player, (guint) self->selected_unit,
                                (guint) self->action, cell);
      submit (self, &command, cell);
      return;
    }

  if (there != NULL && (int) tactics_unit_get_owner (there) == player)
    {
      if (there == unit)
        {
          /* Clicking the selected unit: stay here and act, or let go. */
          if (unit_can_act (self, unit))
            {
              self->mode = MODE_TARGET;
              self->action = best_action (self, unit);
              if (self->action < 0)
                self->action = 0;
            }
          else
            {
              clear_selection (self);
            }
          refresh (self);
          return;
        }
      if (!tactics_game_analysis_unit_is_ready (self->game, there))
        {
          g_autofree char *name = unit_name (there);
          g_autofree char *message = NULL;

          if (tactics_match_get_active_unit (self->game) != NULL)
            message = g_strdup_printf (_("It is the %s’s turn, not this one’s."),
                                       tactics_unit_type_get_name (
                                         tactics_unit_get_unit_type (
                                           tactics_match_get_active_unit (self->game))));
          else
            message = g_strdup_printf (_("This %s has already moved and acted this turn."),
                                       tactics_unit_type_get_name (
                                         tactics_unit_get_unit_type (there)));
          clear_selection (self);
          self->inspected_unit = (int) tactics_unit_get_id (there);
          show_toast (self, cell, message);
          refresh (self);
          return;
        }
      select_unit (self, there);
      refresh (self);
      return;
    }

  if (unit != NULL && !tactics_unit_has_moved (unit))
    {
      /* A move; onto an enemy in reach the game makes it an attack. */
      tactics_command_init_move (&command, (guint) player, (guint) self->selected_unit, cell);
      submit (self, &command, cell);
      return;
    }

  if (unit != NULL && there == NULL)
    {
      g_autofree char *message =
        g_strdup_printf (_("This %s has already moved this turn."),
                         tactics_unit_type_get_name (tactics_unit_get_unit_type (unit)));

      show_toast (self, cell, message);
      return;
    }

  /* Nothing selected: look at an enemy, or at nothing. */
  clear_selection (self);
  if (there != NULL)
    self->inspected_unit = (int) tactics_unit_get_id (there);
  refresh (self);
}

static void
cancel (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selected_unit);

  if (unit != NULL && self->mode == MODE_TARGET && !tactics_unit_has_moved (unit))
    {
      self->mode = MODE_MOVE;
      self->action = -1;
    }
  else
    {
      clear_selection (self);
    }
  refresh (self);
}

static void
on_board_cell_pressed (TacticsGameBattleView *self,
                       int                    x,
                       int                    y,
                       guint                  button,
                       GdkModifierType        state)
{
  TacticsCell cell = { x, y };

  if (button == GDK_BUTTON_SECONDARY)
    {
      cancel (self);
      return;
    }
  if (button != GDK_BUTTON_PRIMARY)
    return;
  self->pointer = cell;
  self->has_pointer = TRUE;
  self->keyboard_mode = FALSE;
  self->cursor = cell;
  activate_cell (self, cell);
}

static void
on_board_hover_changed (TacticsGameBattleView *self)
{
  TacticsCell cell;

  /* The cell under a still pointer changes when the board scrolls, as it
   * does to follow the keyboard cursor: only a real motion (below) takes
   * the keyboard's cursor away. */
  self->has_pointer = tactics_board_get_hover_cell (self->board, &cell);
  if (self->has_pointer)
    self->pointer = cell;
  if (self->keyboard_mode)
    return;
  if (self->has_pointer)
    self->cursor = cell;
  update_preview (self);
  if (self->selected_unit < 0 && self->inspected_unit < 0)
    update_unit_card (self);
}

/* Where the pointer came in: no motion by itself. */
static void
on_board_enter (TacticsGameBattleView    *self,
                double                    x,
                double                    y,
                GtkEventControllerMotion *controller)
{
  self->motion_x = x;
  self->motion_y = y;
}

static void
on_board_motion (TacticsGameBattleView    *self,
                 double                    x,
                 double                    y,
                 GtkEventControllerMotion *controller)
{
  gboolean moved = fabs (x - self->motion_x) >= 1.0 || fabs (y - self->motion_y) >= 1.0;

  self->motion_x = x;
  self->motion_y = y;
  if (!moved || !self->keyboard_mode)
    return;
  self->keyboard_mode = FALSE;
  if (self->has_pointer)
    self->cursor = self->pointer;
  update_preview (self);
}

/* Keyboard */

/* Tells screen readers what the keyboard cursor is on: the cell, its
 * terrain and the unit there. */
static void
announce_cursor (TacticsGameBattleView *self)
{
  g_autofree char *cell_text = NULL;
  TacticsUnit *unit;

  if (self->game == NULL || !self->keyboard_mode)
    return;
  cell_text = tactics_board_describe_cell (self->board, self->cursor);
  unit = tactics_match_get_unit_at (self->game, self->cursor);
  if (unit == NULL)
    tactics_board_announce (self->board, cell_text);
  else
    {
      TacticsPlayer *owner = tactics_match_get_player (self->game, tactics_unit_get_owner (unit));
      g_autofree char *text =
        /* Translators: what the keyboard cursor is on: the cell and its
         * terrain, then a unit: its kind, its player, its hit points. */
        g_strdup_printf (_("%s; %s of %s, %d of %d HP"), cell_text,
                         tactics_unit_type_get_name (tactics_unit_get_unit_type (unit)),
                         tactics_player_get_name (owner),
                         tactics_unit_get_hp (unit), tactics_unit_get_max_hp (unit));

      tactics_board_announce (self->board, text);
    }
}

static void
move_cursor (TacticsGameBattleView *self,
             int                    dx,
             int                    dy)
{
  TacticsMap *map;

  if (self->game == NULL)
    return;
  map = tactics_match_get_map (self->game);
  if (!self->keyboard_mode && !self->has_pointer)
    {
      TacticsUnit *unit = get_unit (self, self->selected_unit);

      if (unit != NULL)
        self->cursor = tactics_unit_get_cell (unit);
    }
  if (self->keyboard_mode || self->has_pointer || get_unit (self, self->selected_unit) != NULL)
    {
      self->cursor.x = CLAMP (self->cursor.x + dx, 0, tactics_map_get_width (map) - 1);
      self->cursor.y = CLAMP (self->cursor.y + dy, 0, tactics_map_get_height (map) - 1);
    }
  else
    {
      /* The first key press shows the cursor in the middle. */
      self->cursor.x = CLAMP (self->cursor.x, 0, tactics_map_get_width (map) - 1);
      self->cursor.y = CLAMP (self->cursor.y, 0, tactics_map_get_height (map) - 1);
    }
  self->keyboard_mode = TRUE;
  tactics_board_keep_in_view (self->board, self->cursor);
  update_preview (self);
  if (self->selected_unit < 0 && self->inspected_unit < 0)
    update_unit_card (self);
  announce_cursor (self);
}

static void
select_next_unit (TacticsGameBattleView *self,
                  int                    direction)
{
  guint n_units;
  int start;

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  n_units = tactics_match_get_n_units (self->game);
  start = self->selected_unit;
  for (guint step = 1; step <= n_units; step++)
    {
      int id = ((start < 0 ? (direction > 0 ? -1 : 0) : start) + direction * (int) step +
                (int) n_units * 2) % (int) n_units;
      TacticsUnit *unit = tactics_match_get_unit (self->game, (guint) id);

      if (tactics_game_analysis_unit_is_ready (self->game, unit))
        {
          select_unit (self, unit);
          self->cursor = tactics_unit_get_cell (unit);
          self->keyboard_mode = TRUE;
          tactics_board_keep_in_view (self->board, self->cursor);
          refresh (self);
          announce_cursor (self);
          return;
        }
    }
}

static gboolean
on_key_pressed (TacticsGameBattleView *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();

  /* Only while the board has the focus: elsewhere the keys belong to the
   * buttons and lists of the panel. */
  if (!gtk_widget_has_focus (GTK_WIDGET (self->board)) || (modifiers & ~GDK_SHIFT_MASK) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (!self->keyboard_mode && !self->has_pointer)
        {
          move_cursor (self, 0, 0);
          return TRUE;
        }
      activate_cell (self, self->keyboard_mode ? self->cursor : self->pointer);
      return TRUE;
    case GDK_KEY_Escape:
      cancel (self);
      return TRUE;
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      select_next_unit (self, 1);
      return TRUE;
    case GDK_KEY_ISO_Left_Tab:
      select_next_unit (self, -1);
      return TRUE;
    default:
      if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
        {
          choose_action (self, keyval - GDK_KEY_1);
          return TRUE;
        }
      if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
        {
          choose_action (self, keyval - GDK_KEY_KP_1);
          return TRUE;
        }
      return FALSE;
    }
}

/* Actions */

static void
end_turn_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  TacticsCommand command;
  TacticsCell where = { 0, 0 };

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  clear_selection (self);
  pointer_cell (self, &where);
  tactics_command_init_end_turn (&command, (guint) current_player (self));
  submit (self, &command, where);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  g_autoptr(GError) error = NULL;
  const TacticsCommand *last;
  guint n_commands;

  if (!human_in_control (self))
    return;
  n_commands = tactics_match_get_n_commands (self->game);
  last = n_commands > 0 ? tactics_match_get_command (self->game, n_commands - 1) : NULL;
  if (!tactics_match_undo (self->game, &error))
    {
      TacticsCell where = { 0, 0 };

      pointer_cell (self, &where);
      show_toast (self, where, error->message);
      return;
    }
  if (last != NULL && last->kind == TACTICS_COMMAND_MOVE)
    self->reselect_unit = (int) last->unit;
  tactics_game_event_player_play (self->event_player);
}

static void
place_for_me_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLACEMENT)
    return;
  hide_ghost (self);
  if (!tactics_match_place_all (self->game, &error))
    {
      TacticsCell where = { 0, 0 };

      pointer_cell (self, &where);
      show_toast (self, where, error->message);
    }
  tactics_game_event_player_play (self->event_player);
}

static void
next_unit_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  select_next_unit (TACTICS_GAME_BATTLE_VIEW (widget), 1);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  cancel (TACTICS_GAME_BATTLE_VIEW (widget));
}

static void
choose_action_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  choose_action (TACTICS_GAME_BATTLE_VIEW (widget), g_variant_get_uint32 (parameter));
}

static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  int dx;
  int dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  move_cursor (TACTICS_GAME_BATTLE_VIEW (widget), dx, dy);
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);

  if (!self->keyboard_mode)
    move_cursor (self, 0, 0);
  activate_cell (self, self->cursor);
}

static void
on_speed_dropdown_notify_selected (TacticsGameBattleView *self)
{
  guint selected = gtk_drop_down_get_selected (self->speed_dropdown);

  if (selected < G_N_ELEMENTS (speed_names))
    tactics_game_battle_view_set_animation_speed (self, speed_names[selected]);
}

/* GObject */

static void
tactics_game_battle_view_dispose (GObject *object)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->toast_source, g_source_remove);
  g_clear_handle_id (&self->banner_source, g_source_remove);
  g_idle_remove_by_data (self);
  if (self->director != NULL)
    g_signal_handlers_disconnect_by_data (self->director, self);
  if (self->event_player != NULL)
    g_signal_handlers_disconnect_by_data (self->event_player, self);
  g_clear_object (&self->director);
  g_clear_object (&self->event_player);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_BATTLE_VIEW);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->threat_layer);
  g_clear_object (&self->placement_layer);
  g_clear_object (&self->reach_layer);
  g_clear_object (&self->foci_layer);
  g_clear_object (&self->path_layer);
  g_clear_object (&self->effect_layer);
  g_clear_object (&self->unit_layer);
  g_clear_object (&self->cursor_layer);

  G_OBJECT_CLASS (tactics_game_battle_view_parent_class)->dispose (object);
}

static void
tactics_game_battle_view_finalize (GObject *object)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (object);

  g_clear_pointer (&self->reach, tactics_reach_free);
  g_clear_pointer (&self->animation_speed, g_free);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (tactics_game_battle_view_parent_class)->finalize (object);
}

static void
tactics_game_battle_view_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_string (value, self->animation_speed);
      break;
    case PROP_THREAT_VISIBLE:
      g_value_set_boolean (value, self->threat_visible);
      break;
    case PROP_HOT_SEAT:
      g_value_set_boolean (value, tactics_game_match_director_get_hot_seat (self->director));
      break;
    case PROP_SHOW_GRID:
      g_value_set_boolean (value, tactics_board_get_show_grid (self->board));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_game_battle_view_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tactics_game_battle_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_ANIMATION_SPEED:
      tactics_game_battle_view_set_animation_speed (self, g_value_get_string (value));
      break;
    case PROP_THREAT_VISIBLE:
      tactics_game_battle_view_set_threat_visible (self, g_value_get_boolean (value));
      break;
    case PROP_HOT_SEAT:
      tactics_game_battle_view_set_hot_seat (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_GRID:
      if (tactics_board_get_show_grid (self->board) != g_value_get_boolean (value))
        {
          tactics_board_set_show_grid (self->board, g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The board takes the keys: the cursor, Return, the digits. */
static gboolean
tactics_game_battle_view_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (TACTICS_GAME_BATTLE_VIEW (widget)->board));
}

static void
tactics_game_battle_view_map (GtkWidget *widget)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);

  GTK_WIDGET_CLASS (tactics_game_battle_view_parent_class)->map (widget);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  /* Steps queued while hidden play now. */
  if (animating (self))
    tactics_game_event_player_play (self->event_player);
}

static void
tactics_game_battle_view_class_init (TacticsGameBattleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_game_battle_view_dispose;
  object_class->finalize = tactics_game_battle_view_finalize;
  object_class->get_property = tactics_game_battle_view_get_property;
  object_class->set_property = tactics_game_battle_view_set_property;
  widget_class->map = tactics_game_battle_view_map;
  widget_class->grab_focus = tactics_game_battle_view_grab_focus;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, TACTICS_TYPE_MATCH, flags);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_string ("animation-speed", NULL, NULL, "normal", flags);
  properties[PROP_THREAT_VISIBLE] =
    g_param_spec_boolean ("threat-visible", NULL, NULL, FALSE, flags);
  properties[PROP_HOT_SEAT] = g_param_spec_boolean ("hot-seat", NULL, NULL, FALSE, flags);
  properties[PROP_SHOW_GRID] = g_param_spec_boolean ("show-grid", NULL, NULL, TRUE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_HANDOVER] =
    g_signal_new ("handover", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TACTICS_TYPE_BOARD);
  g_type_ensure (TACTICS_TYPE_GAME_BATTLE_LOG);
  g_type_ensure (TACTICS_TYPE_GAME_PLACEMENT_PANEL);
  g_type_ensure (TACTICS_TYPE_GAME_UNIT_CARD);
  g_type_ensure (TACTICS_TYPE_GAME_TURN_HEADER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-battle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, board);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, toast_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, turn_header);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, placement_panel);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, unit_card);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, log);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, speed_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, on_board_overlay_get_child_position);
  gtk_widget_class_bind_template_callback (widget_class, on_board_cell_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_board_hover_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_placement_panel_unit_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_unit_card_action_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_dropdown_notify_selected);

  gtk_widget_class_install_action (widget_class, "battle.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "battle.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "battle.place-for-me", NULL,
                                   place_for_me_action);
  gtk_widget_class_install_property_action (widget_class, "battle.threat-view",
                                            "threat-visible");
  gtk_widget_class_install_action (widget_class, "battle.next-unit", NULL, next_unit_action);
  gtk_widget_class_install_action (widget_class, "battle.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "battle.choose-action", "u",
                                   choose_action_action);
  gtk_widget_class_install_action (widget_class, "battle.move-cursor", "(ii)",
                                   move_cursor_action);
  gtk_widget_class_install_action (widget_class, "battle.activate-cursor", NULL,
                                   activate_cursor_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, 0, "battle.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "battle.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "battle.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_u, 0, "battle.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "battle.threat-view", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "battle.place-for-me", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "battle.next-unit", NULL);

  gtk_widget_class_set_css_name (widget_class, "battle-view");
}

static TacticsCellLayer *
add_cell_layer (TacticsGameBattleView *self,
                TacticsCellStyle       style)
{
  TacticsCellLayer *layer = tactics_cell_layer_new (style);

  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (layer));
  return layer;
}

static void
tactics_game_battle_view_init (TacticsGameBattleView *self)
{
  GtkEventController *keys;
  GtkEventController *motion;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->reach = tactics_reach_new ();
  self->animation_speed = g_strdup ("normal");
  self->framed_player = -1;
  self->ghost_unit = -1;
  self->reselect_unit = -1;
  self->placing_unit = -1;
  clear_selection (self);
  gtk_drop_down_set_selected (self->speed_dropdown, 2);

  self->threat_layer = tactics_game_hatch_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->threat_layer));
  self->placement_layer = add_cell_layer (self, TACTICS_CELL_STYLE_REACH);
  tactics_cell_layer_set_color (self->placement_layer,
                                &(GdkRGBA) { 0.1, 0.78, 0.25, 1.0 });
  self->reach_layer = add_cell_layer (self, TACTICS_CELL_STYLE_REACH);
  self->foci_layer = add_cell_layer (self, TACTICS_CELL_STYLE_FOCI);
  self->path_layer = add_cell_layer (self, TACTICS_CELL_STYLE_PATH);
  self->effect_layer = add_cell_layer (self, TACTICS_CELL_STYLE_EFFECT);
  self->unit_layer = tactics_game_unit_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->unit_layer));
  self->cursor_layer = add_cell_layer (self, TACTICS_CELL_STYLE_HIGHLIGHT);

  self->event_player = tactics_game_event_player_new (self->board, self->unit_layer, self->effect_layer);
  g_signal_connect_swapped (self->event_player, "log", G_CALLBACK (on_player_log), self);
  g_signal_connect_swapped (self->event_player, "banner", G_CALLBACK (on_player_banner), self);
  g_signal_connect_swapped (self->event_player, "unit-placed", G_CALLBACK (on_player_unit_placed),
                            self);
  g_signal_connect_swapped (self->event_player, "action-started",
                            G_CALLBACK (on_player_action_started), self);
  g_signal_connect_swapped (self->event_player, "caught-up", G_CALLBACK (settle), self);
  self->director = tactics_game_match_director_new (self->event_player);
  g_signal_connect_swapped (self->director, "stuck", G_CALLBACK (on_director_stuck), self);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (motion, "enter", G_CALLBACK (on_board_enter), self);
  g_signal_connect_swapped (motion, "motion", G_CALLBACK (on_board_motion), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), motion);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  set_hint (self, NULL);
  update_actions (self);
}

GtkWidget *
tactics_game_battle_view_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_BATTLE_VIEW, NULL);
}

TacticsMatch *
tactics_game_battle_view_get_game (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->game;
}

void
tactics_game_battle_view_set_game (TacticsGameBattleView *self,
                                   TacticsMatch           *game)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));
  g_return_if_fail (game == NULL || TACTICS_IS_MATCH (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  tactics_game_match_director_set_match (self->director, game);
  clear_selection (self);
  self->placing_unit = -1;
  self->ghost_unit = -1;
  self->reselect_unit = -1;
  self->framed_player = -1;
  self->framed_turn = 0;
  self->keyboard_mode = FALSE;
  self->has_pointer = FALSE;
  g_clear_pointer (&self->message, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->banner_label), FALSE);
  tactics_game_battle_log_clear (self->log);
  tactics_cell_layer_clear (self->placement_layer);
  tactics_cell_layer_clear (self->reach_layer);
  tactics_cell_layer_clear (self->foci_layer);
  tactics_cell_layer_clear (self->path_layer);
  tactics_cell_layer_clear (self->effect_layer);
  tactics_cell_layer_clear (self->cursor_layer);
  tactics_game_hatch_layer_set_cells (self->threat_layer, NULL, 0);

  if (game != NULL)
    {
      TacticsMap *map = tactics_match_get_map (game);

      tactics_board_set_map (self->board, map);
      self->cursor = (TacticsCell) { tactics_map_get_width (map) / 2,
                                     tactics_map_get_height (map) / 2 };
    }
  else
    {
      tactics_board_set_map (self->board, NULL);
    }
  /* Its past events go to the log, its units where they stand. */
  tactics_game_event_player_set_match (self->event_player, game);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  if (self->game != NULL)
    tactics_game_event_player_play (self->event_player);
}

const char *
tactics_game_battle_view_get_animation_speed (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->animation_speed;
}

void
tactics_game_battle_view_set_animation_speed (TacticsGameBattleView *self,
                                              const char            *speed)
{
  guint index;

  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  if (speed == NULL || g_strcmp0 (self->animation_speed, speed) == 0)
    return;
  for (index = 0; index < G_N_ELEMENTS (speed_names); index++)
    if (g_strcmp0 (speed, speed_names[index]) == 0)
      break;
  if (index == G_N_ELEMENTS (speed_names))
    {
      g_warning ("Unknown animation speed “%s”", speed);
      return;
    }

  g_free (self->animation_speed);
  self->animation_speed = g_strdup (speed);
  if (gtk_drop_down_get_selected (self->speed_dropdown) != index)
    gtk_drop_down_set_selected (self->speed_dropdown, index);
  /* At "instant" what is queued plays at once; a computer waiting out the
   * old speed's pause waits the new one's. */
  tactics_game_event_player_set_speed_factor (self->event_player, speed_factors[index]);
  tactics_game_match_director_set_computer_delay (self->director, computer_delays[index]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATION_SPEED]);
}

gboolean
tactics_game_battle_view_get_threat_visible (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), FALSE);
  return self->threat_visible;
}

void
tactics_game_battle_view_set_threat_visible (TacticsGameBattleView *self,
                                             gboolean               visible)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  visible = !!visible;
  if (self->threat_visible == visible)
    return;
  self->threat_visible = visible;
  update_threat (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREAT_VISIBLE]);
}

gboolean
tactics_game_battle_view_get_hot_seat (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), FALSE);
  return tactics_game_match_director_get_hot_seat (self->director);
}

void
tactics_game_battle_view_set_hot_seat (TacticsGameBattleView *self,
                                       gboolean               hot_seat)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  hot_seat = !!hot_seat;
  if (tactics_game_match_director_get_hot_seat (self->director) == hot_seat)
    return;
  tactics_game_match_director_set_hot_seat (self->director, hot_seat);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOT_SEAT]);
}

void
tactics_game_battle_view_resume (TacticsGameBattleView *self)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  if (tactics_game_match_director_resume (self->director))
    settle (self);
}

gboolean
tactics_game_battle_view_is_busy (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), FALSE);
  return animating (self) || tactics_game_match_director_is_waiting (self->director);
}

TacticsBoard *
tactics_game_battle_view_get_board (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->board;
}

TacticsBoardLayer *
tactics_game_battle_view_get_overlay (TacticsGameBattleView *self,
                                      const char            *name)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, "threat"))
    return TACTICS_BOARD_LAYER (self->threat_layer);
  if (g_str_equal (name, "placement"))
    return TACTICS_BOARD_LAYER (self->placement_layer);
  if (g_str_equal (name, "reach"))
    return TACTICS_BOARD_LAYER (self->reach_layer);
  if (g_str_equal (name, "foci"))
    return TACTICS_BOARD_LAYER (self->foci_layer);
  if (g_str_equal (name, "path"))
    return TACTICS_BOARD_LAYER (self->path_layer);
  if (g_str_equal (name, "effect"))
    return TACTICS_BOARD_LAYER (self->effect_layer);
  if (g_str_equal (name, "units"))
    return TACTICS_BOARD_LAYER (self->unit_layer);
  if (g_str_equal (name, "cursor"))
    return TACTICS_BOARD_LAYER (self->cursor_layer);
  g_return_val_if_reached (NULL);
}

int
tactics_game_battle_view_get_selected_unit (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), -1);
  return self->selected_unit;
}

int
tactics_game_battle_view_get_selected_action (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), -1);
  return self->mode == MODE_TARGET ? self->action : -1;
}

int
tactics_game_battle_view_get_placing_unit (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), -1);
  return self->placing_unit;
}

const char *
tactics_game_battle_view_get_message (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->message;
}

guint
tactics_game_battle_view_get_n_log_lines (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), 0);
  return tactics_game_battle_log_get_n_lines (self->log);
}

TacticsCell
tactics_game_battle_view_get_cursor (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), ((TacticsCell) { -1, -1 }));
  return self->cursor;
}
