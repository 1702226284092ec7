/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the battle view shows on its board: messages over it, the tokens' looks, the
 * camera, the overlays of what the human may do, and what a click would do. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tactics-game-analysis.h"
#include "tactics-game-art.h"
#include "tactics-game-battle-view-private.h"

/* How long a refusal stays over the board. */
#define TOAST_MS 2800
#define BANNER_MS 1300

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
void
tactics_game_battle_view_show_toast (TacticsGameBattleView *self,
                                     TacticsCell            cell,
                                     const char            *message)
{
  g_free (self->message);
  self->message = g_strdup (message);
  self->toast_cell = cell;
  self->toast_at_cell = TRUE;
  gtk_widget_remove_css_class (GTK_WIDGET (self->toast_label), "notice");
  gtk_label_set_text (self->toast_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), TRUE);
  gtk_widget_queue_allocate (GTK_WIDGET (self->board_overlay));
  g_clear_handle_id (&self->toast_source, g_source_remove);
  self->toast_source = g_timeout_add (TOAST_MS, on_toast_timeout, self);
}

void
tactics_game_battle_view_show_notice (TacticsGameBattleView *self,
                                      const char            *message)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  tactics_game_battle_view_show_toast (self, self->toast_cell, message);
  /* Not about a cell, and not a refusal: at the top, in neutral colours. */
  self->toast_at_cell = FALSE;
  gtk_widget_add_css_class (GTK_WIDGET (self->toast_label), "notice");
}

void
tactics_game_battle_view_hide_toast (TacticsGameBattleView *self)
{
  g_clear_handle_id (&self->toast_source, g_source_remove);
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), FALSE);
}

gboolean
tactics_game_battle_view_place_toast (TacticsGameBattleView *self,
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

  if (!self->toast_at_cell)
    {
      allocation->width = width;
      allocation->height = height;
      allocation->x = MAX (8, (view_width - width) / 2);
      allocation->y = 16;
      return TRUE;
    }

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

void
tactics_game_battle_view_show_banner (TacticsGameBattleView *self,
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

/* Which tokens look done, ready or selected, from the game as it is. */
void
tactics_game_battle_view_update_sprite_flags (TacticsGameBattleView *self)
{
  guint n_sprites = tactics_game_unit_layer_get_n_sprites (self->unit_layer);
  int player = current_player (self);
  gboolean human = human_in_control (self);

  for (guint i = 0; i < n_sprites; i++)
    {
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, i);
      TacticsUnit *unit = get_unit (self, (int) i);
      TacticsTokenFlags flags = TACTICS_TOKEN_NORMAL;

      if (unit == NULL)
        continue;
      if (phase (self) == TACTICS_MATCH_PHASE_PLAYING &&
          (int) tactics_unit_get_owner (unit) == player && tactics_unit_is_on_board (unit))
        {
          if (!tactics_match_unit_is_ready (self->match, unit))
            flags |= TACTICS_TOKEN_DIMMED;
          else if (human)
            flags |= TACTICS_TOKEN_ACTIVE;
        }
      if ((int) i == self->selection.unit || (int) i == self->selection.inspected)
        flags |= TACTICS_TOKEN_SELECTED;
      sprite->flags = flags;
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));
}

/* Overlays */

static void
update_placement_overlay (TacticsGameBattleView *self)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsUnit *unit = get_unit (self, self->placing_unit);

  if (unit != NULL && human_in_control (self))
    tactics_match_get_placement_cells (self->match, unit, cells);
  tactics_cell_layer_set_cells (self->placement_layer, (const TacticsCell *) cells->data,
                                cells->len);
}

static void
update_selection_overlays (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selection.unit);
  TacticsUnit *inspected = get_unit (self, self->selection.inspected);
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  /* Movement: the selected unit's, or an inspected enemy's. */
  if (unit != NULL && self->selection.mode == MODE_MOVE && !tactics_unit_has_moved (unit))
    {
      tactics_match_compute_reach (self->match, unit, self->selection.reach);
      self->selection.reach_unit = self->selection.unit;
    }
  else if (unit == NULL && sees_unit (self, inspected) && tactics_unit_is_on_board (inspected))
    {
      /* An enemy's reach as the viewer knows the board: the units hidden
       * from the viewer must not show in it. */
      if (self->viewer >= 0)
        tactics_match_compute_reach_as (self->match, inspected, (guint) self->viewer,
                                        self->selection.reach);
      else
        tactics_match_compute_reach (self->match, inspected, self->selection.reach);
      self->selection.reach_unit = self->selection.inspected;
    }
  else
    {
      self->selection.reach_unit = -1;
    }

  if (self->selection.reach_unit >= 0)
    {
      guint n = tactics_reach_get_n_destinations (self->selection.reach);

      for (guint i = 0; i < n; i++)
        {
          TacticsCell cell = tactics_reach_get_destination (self->selection.reach, i, NULL);

          g_array_append_val (cells, cell);
        }
    }
  tactics_cell_layer_set_cells (self->reach_layer, (const TacticsCell *) cells->data, cells->len);

  g_array_set_size (cells, 0);
  if (unit != NULL && self->selection.mode == MODE_TARGET && self->selection.action >= 0)
    {
      TacticsPattern pattern;

      if (tactics_match_get_action_pattern (self->match, unit, (guint) self->selection.action,
                                            &pattern))
        tactics_pattern_get_foci (&pattern, tactics_unit_get_cell (unit), cells);
    }
  tactics_cell_layer_set_cells (self->foci_layer, (const TacticsCell *) cells->data, cells->len);
}

void
tactics_game_battle_view_update_overlays (TacticsGameBattleView *self)
{
  update_placement_overlay (self);
  update_selection_overlays (self);
}

/* Whose threat the threat view shows: the viewer's under fog (the engine
 * then counts only the enemies that player sees), else the human's. */
static int
threat_player (TacticsGameBattleView *self)
{
  if (sight (self) != NULL)
    return (int) tactics_view_get_player (sight (self));
  return tactics_game_match_director_get_viewer (self->director);
}

void
tactics_game_battle_view_update_threat (TacticsGameBattleView *self)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  gboolean fog = sight (self) != NULL;

  if (self->threat_visible && self->match != NULL &&
      phase (self) == TACTICS_MATCH_PHASE_PLAYING && threat_player (self) >= 0)
    tactics_match_compute_threat (self->match, (guint) threat_player (self), cells);
  /* Under fog the stripes leave out the enemies one does not see: the
   * button says so, where the player looks to turn the view on. */
  gtk_widget_set_visible (self->threat_fog_label, fog);
  gtk_widget_set_tooltip_text (self->threat_button,
                               fog ? _("Stripe every cell an enemy you see could strike next "
                                       "turn, area effects included (T). Only the enemies you "
                                       "see: others may lurk in the fog.")
                                   : _("Stripe every cell an enemy could strike next turn, area "
                                       "effects included (T)"));
  tactics_game_hatch_layer_set_cells (self->threat_layer, (const TacticsCell *) cells->data,
                                      cells->len);
}

void
tactics_game_battle_view_hide_ghost (TacticsGameBattleView *self)
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

gboolean
tactics_game_battle_view_pointer_cell (TacticsGameBattleView *self,
                                       TacticsCell           *cell)
{
  if (tactics_board_get_cursor (self->board, cell))
    return TRUE;
  return tactics_board_get_hover_cell (self->board, cell);
}

static void
set_hint (TacticsGameBattleView *self,
          const char            *markup)
{
  gtk_label_set_markup (self->hint_label, markup != NULL ? markup : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), markup != NULL && markup[0] != '\0');
}

/* Whether the game would make a move of @unit onto @cell an attack from
 * where it stands (an enemy in reach), and which: its dry run's answer. */
static gboolean
move_strikes (TacticsGameBattleView *self,
              TacticsUnit           *unit,
              TacticsCell            cell,
              TacticsCommand        *attack)
{
  TacticsCommand move;

  tactics_command_init_move (&move, tactics_unit_get_owner (unit), tactics_unit_get_id (unit),
                             cell);
  return tactics_match_check_command (self->match, &move, attack, NULL) ==
         TACTICS_COMMAND_RESULT_ALTERNATIVE;
}

/* The line under the board saying what a click would do. */
static void
update_hint (TacticsGameBattleView *self,
             gboolean               has_cell,
             TacticsCell            cell)
{
  TacticsUnit *unit = get_unit (self, self->selection.unit);
  TacticsPlayer *player = get_player (self, current_player (self));
  g_autofree char *markup = NULL;
  g_autofree char *name = NULL;
  TacticsCommand attack;

  if (self->match == NULL)
    {
      set_hint (self, NULL);
      return;
    }

  /* The panel beside the board says the result; the hint does not repeat it. */
  if (phase (self) == TACTICS_MATCH_PHASE_OVER)
    {
      set_hint (self, NULL);
      return;
    }

  if (!human_in_control (self))
    {
      if (player != NULL && !is_human (self, current_player (self)))
        {
          g_autofree char *player_name = g_markup_escape_text (tactics_player_get_name (player),
                                                               -1);

          /* Translators: %s is a player's name, e.g. "Vermilion (computer) is playing…". */
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
          /* Translators: %s is a unit type's name, e.g. "Archer". */
          markup = g_strdup_printf (_("Click a <b>marked</b> cell to place your <b>%s</b>, or "
                                      "let the game <b>place for you</b> (P)."), name);
        }
      set_hint (self, markup);
      return;
    }

  if (unit == NULL)
    {
      TacticsUnit *inspected = get_unit (self, self->selection.inspected);

      if (sees_unit (self, inspected))
        {
          name = unit_name (inspected);
          /* Translators: %s is a unit type's name, e.g. "Archer". */
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
  if (self->selection.mode == MODE_TARGET && self->selection.action >= 0)
    {
      TacticsAction *action = tactics_match_get_unit_action (self->match, unit,
                                                             (guint) self->selection.action);
      g_autofree char *action_name = g_markup_escape_text (tactics_action_get_name (action), -1);

      if (has_cell && tactics_cell_layer_contains (self->foci_layer, cell))
        /* Translators: %s is an action's name, e.g. "Fireball". */
        markup = g_strdup_printf (_("Click to use <b>%s</b> here: the <b>red</b> cells are hit. "
                                    "Right-click or Esc to cancel."), action_name);
      else
        /* Translators: %s is an action's name, e.g. "Fireball". */
        markup = g_strdup_printf (_("<b>%s</b>: choose a target among the <b>amber</b> cells. "
                                    "Right-click or Esc to cancel."), action_name);
    }
  else if (!tactics_unit_has_moved (unit))
    {
      if (has_cell && move_strikes (self, unit, cell, &attack))
        {
          TacticsAction *action = tactics_match_get_unit_action (self->match, unit, attack.action);
          g_autofree char *attack_name =
            g_markup_escape_text (tactics_action_get_name (action), -1);

          /* Translators: %s is an action's name, e.g. "Sword". */
          markup = g_strdup_printf (_("Click to strike it with <b>%s</b> from here; the "
                                      "<b>red</b> cells are hit."), attack_name);
        }
      else if (has_cell && self->selection.reach_unit == self->selection.unit &&
          tactics_reach_get_cost (self->selection.reach, cell) > 0)
        /* Translators: a unit type's name, the move points the move costs, then those the unit
         * has, e.g. "Move the Archer here for 3 of its 4 move points.". */
        markup = g_strdup_printf (_("Move the %s here for <b>%d</b> of its %u move points."), name,
                                  tactics_reach_get_cost (self->selection.reach, cell),
                                  tactics_unit_type_get_move (tactics_unit_get_unit_type (unit)));
      else
        /* Translators: %s is a unit type's name, e.g. "Archer". */
        markup = g_strdup_printf (_("Click a <b>blue</b> cell to move the %s, or pick an action "
                                    "in the panel (1–9)."), name);
    }
  else
    {
      /* Translators: %s is a unit type's name, e.g. "Archer". */
      markup = g_strdup_printf (_("This %s has moved and acted. Select another unit or end the "
                                  "turn."), name);
    }
  set_hint (self, markup);
}

/* What hovering (or the keyboard cursor) shows: a path and its cost, an
 * action's effect and what it would do, a ghost of the unit to place. */
void
tactics_game_battle_view_update_preview (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selection.unit);
  TacticsCell cell = { -1, -1 };
  gboolean has_cell = tactics_game_battle_view_pointer_cell (self, &cell);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(TacticsForecast) forecast = NULL;
  guint n_hits;
  TacticsCommand attack;

  if (self->match == NULL || animating (self))
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

              tactics_game_sprite_set_unit_type (sprite, tactics_unit_get_unit_type (placing));
              sprite->team = tactics_team_for_player (owner);
              sprite->named = tactics_match_get_unit_name (self->match, placing) != NULL;
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
              tactics_game_battle_view_hide_ghost (self);
            }
        }
      else if (unit != NULL && self->selection.mode == MODE_MOVE &&
               self->selection.reach_unit == self->selection.unit &&
               tactics_reach_get_cost (self->selection.reach, cell) > 0)
        {
          tactics_reach_get_path (self->selection.reach, cell, path);
        }
      else if (unit != NULL && self->selection.mode == MODE_MOVE &&
               move_strikes (self, unit, cell, &attack))
        {
          /* A click there attacks from where it stands (the engine's
           * alternative to the move): show that blow. */
          tactics_match_preview_action (self->match, unit, attack.action, attack.cell, effect,
                                        NULL);
          forecast = tactics_match_forecast_action (self->match, unit, attack.action,
                                                    &attack.cell);
        }
      else if (unit != NULL && self->selection.mode == MODE_TARGET && self->selection.action >= 0)
        {
          tactics_match_preview_action (self->match, unit, (guint) self->selection.action, cell,
                                        effect, NULL);
          forecast = tactics_match_forecast_action (self->match, unit,
                                                    (guint) self->selection.action, &cell);
        }
    }
  else
    {
      tactics_game_battle_view_hide_ghost (self);
    }

  tactics_cell_layer_set_cells (self->path_layer, (const TacticsCell *) path->data, path->len);
  if (path->len > 1)
    {
      TacticsCell goal = g_array_index (path, TacticsCell, path->len - 1);
      g_autofree char *label =
        g_strdup_printf ("%d", tactics_reach_get_cost (self->selection.reach, goal));

      tactics_cell_layer_set_label (self->path_layer, goal, label);
    }
  tactics_cell_layer_set_cells (self->effect_layer, (const TacticsCell *) effect->data,
                                effect->len);
  /* The forecast layer tells the forecast on the tokens whose sprites
   * have a prediction; the health bars show what is left. */
  n_hits = forecast != NULL ? tactics_forecast_get_n_hits (forecast) : 0;
  for (guint i = 0; i < n_hits; i++)
    {
      const TacticsHit *hit = tactics_forecast_get_hit (forecast, i);
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, hit->unit);

      sprite->has_prediction = TRUE;
      sprite->predicted_hp = hit->hp_after;
    }
  /* The attacker's bar shows what the answers would leave of it. */
  if (n_hits > 0 && tactics_forecast_get_n_answers (forecast) > 0)
    {
      TacticsGameSprite *sprite =
        tactics_game_unit_layer_get_sprite (self->unit_layer, tactics_forecast_get_unit (forecast));

      sprite->has_prediction = TRUE;
      sprite->predicted_hp = tactics_forecast_get_agent_hp_after (forecast);
    }
  tactics_game_forecast_layer_set_forecast (self->forecast_layer, n_hits > 0 ? forecast : NULL);
  if (n_hits > 0)
    tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self->unit_layer));

  update_hint (self, has_cell, cell);
}


/* The camera */

static void
update_zoom_label (TacticsGameBattleView *self)
{
  g_autofree char *zoom = tactics_board_dup_zoom_text (self->board);

  gtk_label_set_text (self->zoom_label, zoom);
}

static void
on_viewport_changed (TacticsGameBattleView *self,
                     TacticsViewport       *viewport)
{
  update_zoom_label (self);
}

void
tactics_game_battle_view_update_fit_insets (TacticsGameBattleView *self)
{
  int height;

  gtk_widget_measure (self->zoom_controls, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL,
                      NULL);
  if (height <= 0)
    return;
  /* The controls and their margin: a fitted map starts below them. The
   * same band at the bottom keeps it centred and clear of the hint. */
  height += gtk_widget_get_margin_top (self->zoom_controls);
  tactics_board_set_fit_insets (self->board,
                                &(GtkBorder) { .top = (gint16) height, .bottom = (gint16) height });
}

/* The minimap's dots: the tokens as the board shows them, so a unit
 * moves or leaves the minimap when its animation does, not before. */
static void
update_minimap_markers (TacticsGameBattleView *self)
{
  g_autoptr(GArray) markers = g_array_new (FALSE, FALSE, sizeof (TacticsMinimapMarker));
  TacticsTopology topology;
  guint n_sprites = tactics_game_unit_layer_get_n_sprites (self->unit_layer);

  if (self->match == NULL)
    {
      tactics_minimap_set_markers (self->minimap, NULL, 0);
      return;
    }
  topology = tactics_map_get_topology (tactics_match_get_map (self->match));
  for (guint i = 0; i < n_sprites; i++)
    {
      TacticsGameSprite *sprite = tactics_game_unit_layer_get_sprite (self->unit_layer, i);
      TacticsUnit *unit = get_unit (self, (int) i);
      TacticsMinimapMarker marker;

      /* A ghost shows where a unit not yet placed would go, not a unit. */
      if (!sprite->present || sprite->opacity <= 0.0 || unit == NULL ||
          !tactics_unit_is_placed (unit) ||
          !tactics_game_unit_layer_sprite_in_sight (self->unit_layer, i))
        continue;
      marker.cell = tactics_pixel_to_cell (topology, 1.0, sprite->x, sprite->y);
      tactics_team_get_rgba (sprite->team, &marker.color);
      g_array_append_val (markers, marker);
    }
  tactics_minimap_set_markers (self->minimap, (const TacticsMinimapMarker *) markers->data,
                               markers->len);
}

/* Sight */

static void
on_sight_changed (TacticsGameBattleView *self)
{
  /* The tokens and the fog follow the view themselves; what the side
   * panel and the overlays say about units may have changed. */
  if (!animating (self))
    tactics_game_battle_view_refresh (self);
}

void
tactics_game_battle_view_update_sight (TacticsGameBattleView *self)
{
  TacticsView *old = sight (self);
  TacticsView *view = NULL;
  TacticsMap *map = self->match != NULL ? tactics_match_get_map (self->match) : NULL;

  if (self->match != NULL && self->viewer >= 0 &&
      (guint) self->viewer < tactics_match_get_n_players (self->match) &&
      tactics_match_get_fog (self->match) != TACTICS_FOG_MODE_NONE)
    view = tactics_match_get_view (self->match, (guint) self->viewer);

  if (old != NULL && old != view)
    g_signal_handlers_disconnect_by_func (old, on_sight_changed, self);
  if (view != NULL && old != view)
    g_signal_connect_object (view, "changed", G_CALLBACK (on_sight_changed), self,
                             G_CONNECT_SWAPPED);
  tactics_game_fog_layer_set_view (self->fog_layer, map, view);
  tactics_game_unit_layer_set_view (self->unit_layer, self->match, view);
  tactics_minimap_set_view (self->minimap, view);
  update_minimap_markers (self);
  tactics_game_battle_view_refresh (self);
  if (self->match == NULL)
    tactics_game_battle_view_update_threat (self);
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (widget);
  /* "battle.zoom-in" → the board's "board.zoom-in". */
  g_autofree char *board_action = g_strconcat ("board.", action_name + strlen ("battle."), NULL);

  gtk_widget_activate_action (GTK_WIDGET (self->board), board_action, NULL);
}

static void
add_zoom_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, GDK_CONTROL_MASK, action, NULL);
}

void
tactics_game_battle_view_class_init_camera (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "battle.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "battle.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "battle.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_property_action (widget_class, "battle.show-minimap",
                                            "minimap-visible");

  /* The board has these keys too, when it has the focus; these work
   * wherever the focus is in the view. */
  add_zoom_binding (widget_class, GDK_KEY_plus, "battle.zoom-in");
  add_zoom_binding (widget_class, GDK_KEY_equal, "battle.zoom-in");
  add_zoom_binding (widget_class, GDK_KEY_KP_Add, "battle.zoom-in");
  add_zoom_binding (widget_class, GDK_KEY_minus, "battle.zoom-out");
  add_zoom_binding (widget_class, GDK_KEY_KP_Subtract, "battle.zoom-out");
  add_zoom_binding (widget_class, GDK_KEY_0, "battle.zoom-fit");
  add_zoom_binding (widget_class, GDK_KEY_KP_0, "battle.zoom-fit");
}

void
tactics_game_battle_view_init_camera (TacticsGameBattleView *self)
{
  TacticsViewport *viewport = tactics_board_get_viewport (self->board);

  tactics_minimap_set_viewport (self->minimap, viewport);
  g_signal_connect_object (viewport, "changed", G_CALLBACK (on_viewport_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->unit_layer, "invalidated", G_CALLBACK (update_minimap_markers),
                           self, G_CONNECT_SWAPPED);
  update_zoom_label (self);
}
