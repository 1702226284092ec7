/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-analysis.h"
#include "tactics-game-battle-view-private.h"

G_DEFINE_FINAL_TYPE (TacticsGameBattleView, tactics_game_battle_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_ANIMATION_SPEED,
  PROP_THREAT_VISIBLE,
  PROP_HOT_SEAT,
  PROP_SHOW_GRID,
  PROP_MINIMAP_VISIBLE,
  PROP_CONFIRM_END_TURN,
  PROP_VIEWER,
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
 * lets a frame be drawn between slices of play (see the match director). */
static const guint computer_delays[] = { 1, 90, 260, 600 };

/* The side panel */

static void
on_unit_card_action_chosen (TacticsGameBattleView *self,
                            guint                  index)
{
  tactics_game_battle_view_choose_action (self, index);
}

/* The unit the card shows: the selected unit, or the one looked at, or the
 * one under the pointer. */
static TacticsUnit *
card_unit (TacticsGameBattleView *self)
{
  TacticsUnit *unit = get_unit (self, self->selection.unit);
  TacticsCell cell;

  if (unit == NULL && sees_unit (self, get_unit (self, self->selection.inspected)))
    unit = get_unit (self, self->selection.inspected);
  if (unit == NULL && tactics_game_battle_view_pointer_cell (self, &cell) && self->match != NULL &&
      tactics_map_contains (tactics_match_get_map (self->match), cell))
    unit = tactics_match_get_unit_at (self->match, cell);
  return sees_unit (self, unit) ? unit : NULL;
}

/* The card's defence line: the ground under the pointer, or the unit's own
 * when the pointer is off the board. */
void
tactics_game_battle_view_update_card_defence (TacticsGameBattleView *self)
{
  TacticsUnit *unit = card_unit (self);
  TacticsCell cell;

  if (unit == NULL || !tactics_unit_is_on_board (unit))
    return;
  if (!tactics_game_battle_view_pointer_cell (self, &cell) ||
      !tactics_map_contains (tactics_match_get_map (self->match), cell))
    cell = tactics_unit_get_cell (unit);
  tactics_game_unit_card_show_defence (self->unit_card, self->match, unit, cell);
}

void
tactics_game_battle_view_update_unit_card (TacticsGameBattleView *self)
{
  TacticsUnit *unit = card_unit (self);
  gboolean selected;
  gboolean commanding;

  selected = unit != NULL && self->selection.unit == (int) tactics_unit_get_id (unit);
  commanding = selected && (int) tactics_unit_get_owner (unit) == current_player (self) &&
               human_in_control (self);
  tactics_game_unit_card_show_unit (self->unit_card, self->match, unit, commanding,
                                    selected && self->selection.mode == MODE_TARGET
                                    ? self->selection.action : -1);
  tactics_game_battle_view_update_card_defence (self);
}

static void
on_placement_panel_unit_chosen (TacticsGameBattleView *self,
                                int                    unit)
{
  if (!human_in_control (self) || phase (self) != TACTICS_MATCH_PHASE_PLACEMENT)
    return;
  tactics_game_battle_view_hide_ghost (self);
  self->placing_unit = unit;
  tactics_game_battle_view_refresh (self);
}

static void
update_actions (TacticsGameBattleView *self)
{
  gboolean human = human_in_control (self);
  gboolean playing = phase (self) == TACTICS_MATCH_PHASE_PLAYING;
  GtkButton *end_turn = GTK_BUTTON (self->end_turn_button);

  /* In initiative mode a turn is one unit's. */
  /* The button's label wraps (see the .ui): keep it, change its text. */
  gtk_label_set_text_with_mnemonic (GTK_LABEL (gtk_button_get_child (end_turn)),
                                    self->match != NULL &&
                                    tactics_match_get_mode (self->match) ==
                                      TACTICS_MATCH_MODE_INITIATIVE
                                    ? _("_End Unit’s Turn") : _("_End Turn"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.end-turn", human && playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.undo",
                                 human && playing && tactics_match_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.place-for-me",
                                 human && phase (self) == TACTICS_MATCH_PHASE_PLACEMENT);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.next-unit", human && playing);
}

/* Brings the whole view in line with the game and the selection. */
void
tactics_game_battle_view_refresh (TacticsGameBattleView *self)
{
  if (self->match == NULL)
    return;

  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    gtk_stack_set_visible_child_name (self->panel_stack, "placement");
  else if (phase (self) == TACTICS_MATCH_PHASE_OVER)
    gtk_stack_set_visible_child_name (self->panel_stack, "over");
  else
    gtk_stack_set_visible_child_name (self->panel_stack, "battle");

  tactics_game_turn_header_update (self->turn_header, self->match);
  tactics_game_objectives_panel_update (self->objectives_panel, self->match);
  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    tactics_game_placement_panel_update (self->placement_panel, self->match, current_player (self),
                                         self->placing_unit, human_in_control (self));
  tactics_game_battle_view_update_overlays (self);
  tactics_game_battle_view_update_threat (self);
  tactics_game_battle_view_update_sprite_flags (self);
  tactics_game_battle_view_update_unit_card (self);
  update_actions (self);
  tactics_game_battle_view_update_preview (self);
}

/* After the picture caught up with the game: whose move is it? */
static void
settle (TacticsGameBattleView *self)
{
  int player;
  TacticsUnit *selected;
  TacticsGameSeat seat;

  if (self->match == NULL || animating (self))
    return;
  /* "Since your last turn" played out: back to the match as it is. */
  if (self->live_match != NULL)
    tactics_game_battle_view_stop_catch_up (self);

  player = current_player (self);
  seat = tactics_game_match_director_settle (self->director);
  tactics_game_battle_view_set_viewer (self,
                                       tactics_game_match_director_get_fog_viewer (self->director));
  switch (seat)
    {
    case TACTICS_GAME_SEAT_NOBODY:
      return;

    case TACTICS_GAME_SEAT_OVER:
      tactics_game_battle_view_clear_selection (self);
      self->placing_unit = -1;
      tactics_game_battle_view_refresh (self);
      if (tactics_game_match_director_announce_over (self->director))
        g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0);
      return;

    case TACTICS_GAME_SEAT_COMPUTER:
      tactics_game_battle_view_clear_selection (self);
      self->placing_unit = -1;
      tactics_game_battle_view_hide_ghost (self);
      tactics_game_battle_view_refresh (self);
      return;

    case TACTICS_GAME_SEAT_HANDOVER:
      tactics_game_battle_view_clear_selection (self);
      tactics_game_battle_view_hide_ghost (self);
      tactics_game_battle_view_refresh (self);
      g_signal_emit (self, signals[SIGNAL_HANDOVER], 0, player);
      return;

    case TACTICS_GAME_SEAT_HUMAN:
    default:
      break;
    }
  /* Placement: the next unit to place is the first one left. */
  if (phase (self) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      TacticsUnit *placing = get_unit (self, self->placing_unit);

      if (placing == NULL || tactics_unit_is_placed (placing) ||
          (int) tactics_unit_get_owner (placing) != player)
        {
          self->placing_unit = -1;
          for (guint id = 0; id < tactics_match_get_n_units (self->match); id++)
            {
              TacticsUnit *unit = tactics_match_get_unit (self->match, id);

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
  selected = get_unit (self, self->selection.reselect >= 0 ? self->selection.reselect
                                                           : self->selection.unit);
  self->selection.reselect = -1;
  if (tactics_match_get_active_unit (self->match) != NULL &&
      (selected == NULL || selected != tactics_match_get_active_unit (self->match)))
    selected = tactics_match_get_active_unit (self->match);
  if (selected != NULL && tactics_match_unit_is_ready (self->match, selected))
    {
      int keep_action = self->selection.mode == MODE_TARGET &&
                        self->selection.unit == (int) tactics_unit_get_id (selected)
                        ? self->selection.action : -1;

      tactics_game_battle_view_select_unit (self, selected);
      if (keep_action >= 0 && self->selection.mode == MODE_TARGET)
        self->selection.action = keep_action;
    }
  else
    {
      tactics_game_battle_view_clear_selection (self);
    }

  tactics_game_battle_view_refresh (self);
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
               int                     event,
               TacticsGameEventPlayer *player)
{
  tactics_game_battle_log_append_event (self->log, markup, event);
}

static void
on_player_banner (TacticsGameBattleView  *self,
                  const char             *markup,
                  TacticsGameEventPlayer *player)
{
  tactics_game_battle_view_show_banner (self, markup);
}

static void
on_director_stuck (TacticsGameBattleView    *self,
                   const char               *message,
                   TacticsGameMatchDirector *director)
{
  tactics_game_battle_view_show_toast (self, (TacticsCell) { 0, 0 }, message);
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
  if (self->director != NULL)
    g_signal_handlers_disconnect_by_data (self->director, self);
  if (self->event_player != NULL)
    g_signal_handlers_disconnect_by_data (self->event_player, self);
  g_clear_object (&self->director);
  g_clear_object (&self->event_player);
  g_clear_object (&self->match);
  g_clear_object (&self->live_match);

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_BATTLE_VIEW);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->region_layer);
  g_clear_object (&self->fog_layer);
  g_clear_object (&self->threat_layer);
  g_clear_object (&self->placement_layer);
  g_clear_object (&self->reach_layer);
  g_clear_object (&self->foci_layer);
  g_clear_object (&self->path_layer);
  g_clear_object (&self->effect_layer);
  g_clear_object (&self->unit_layer);
  g_clear_object (&self->forecast_layer);

  G_OBJECT_CLASS (tactics_game_battle_view_parent_class)->dispose (object);
}

static void
tactics_game_battle_view_finalize (GObject *object)
{
  TacticsGameBattleView *self = TACTICS_GAME_BATTLE_VIEW (object);

  g_clear_pointer (&self->selection.reach, tactics_reach_free);
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
    case PROP_MATCH:
      g_value_set_object (value, self->match);
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
    case PROP_MINIMAP_VISIBLE:
      g_value_set_boolean (value, gtk_widget_get_visible (GTK_WIDGET (self->minimap)));
      break;
    case PROP_CONFIRM_END_TURN:
      g_value_set_boolean (value, self->confirm_end_turn);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
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
    case PROP_MATCH:
      tactics_game_battle_view_set_match (self, g_value_get_object (value));
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
    case PROP_MINIMAP_VISIBLE:
      if (gtk_widget_get_visible (GTK_WIDGET (self->minimap)) != g_value_get_boolean (value))
        {
          gtk_widget_set_visible (GTK_WIDGET (self->minimap), g_value_get_boolean (value));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_CONFIRM_END_TURN:
      tactics_game_battle_view_set_confirm_end_turn (self, g_value_get_boolean (value));
      break;
    case PROP_VIEWER:
      tactics_game_battle_view_set_viewer (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The board takes the keys: its cursor, Return, the digits. */
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
  tactics_game_battle_view_update_fit_insets (self);
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

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, TACTICS_TYPE_MATCH, flags);
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_string ("animation-speed", NULL, NULL, "normal", flags);
  properties[PROP_THREAT_VISIBLE] =
    g_param_spec_boolean ("threat-visible", NULL, NULL, FALSE, flags);
  properties[PROP_HOT_SEAT] = g_param_spec_boolean ("hot-seat", NULL, NULL, FALSE, flags);
  properties[PROP_SHOW_GRID] = g_param_spec_boolean ("show-grid", NULL, NULL, TRUE, flags);
  properties[PROP_MINIMAP_VISIBLE] =
    g_param_spec_boolean ("minimap-visible", NULL, NULL, TRUE, flags);
  properties[PROP_CONFIRM_END_TURN] =
    g_param_spec_boolean ("confirm-end-turn", NULL, NULL, TRUE, flags);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, TACTICS_MAX_PLAYERS - 1, -1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_HANDOVER] =
    g_signal_new ("handover", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TACTICS_TYPE_BOARD);
  g_type_ensure (TACTICS_TYPE_MINIMAP);
  g_type_ensure (TACTICS_TYPE_GAME_BATTLE_LOG);
  g_type_ensure (TACTICS_TYPE_GAME_PLACEMENT_PANEL);
  g_type_ensure (TACTICS_TYPE_GAME_UNIT_CARD);
  g_type_ensure (TACTICS_TYPE_GAME_TURN_HEADER);
  g_type_ensure (TACTICS_TYPE_GAME_OBJECTIVES_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-battle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, board);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, toast_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, turn_header);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, objectives_panel);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, placement_panel);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, unit_card);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, log);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, zoom_controls);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, minimap);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, threat_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameBattleView, threat_fog_label);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_board_overlay_get_child_position",
                                                G_CALLBACK (tactics_game_battle_view_place_toast));
  gtk_widget_class_bind_template_callback (widget_class, on_placement_panel_unit_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_unit_card_action_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_dropdown_notify_selected);

  tactics_game_battle_view_class_init_input (widget_class);
  tactics_game_battle_view_class_init_camera (widget_class);

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
  gtk_widget_init_template (GTK_WIDGET (self));

  self->selection.reach = tactics_reach_new ();
  self->animation_speed = g_strdup ("normal");
  self->confirm_end_turn = TRUE;
  self->viewer = -1;
  self->ghost_unit = -1;
  self->selection.reselect = -1;
  self->placing_unit = -1;
  tactics_game_battle_view_clear_selection (self);
  gtk_drop_down_set_selected (self->speed_dropdown, 2);

  self->region_layer = tactics_region_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->region_layer));
  self->fog_layer = tactics_game_fog_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->fog_layer));
  self->threat_layer = tactics_game_hatch_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->threat_layer));
  self->placement_layer = add_cell_layer (self, TACTICS_CELL_STYLE_PLACEMENT);
  self->reach_layer = add_cell_layer (self, TACTICS_CELL_STYLE_REACH);
  self->foci_layer = add_cell_layer (self, TACTICS_CELL_STYLE_FOCI);
  self->path_layer = add_cell_layer (self, TACTICS_CELL_STYLE_PATH);
  self->effect_layer = add_cell_layer (self, TACTICS_CELL_STYLE_EFFECT);
  self->unit_layer = tactics_game_unit_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->unit_layer));
  self->forecast_layer = tactics_game_forecast_layer_new (self->unit_layer);
  tactics_board_add_top_layer (self->board, TACTICS_BOARD_LAYER (self->forecast_layer));

  self->event_player = tactics_game_event_player_new (self->board, self->unit_layer,
                                                      self->effect_layer);
  g_signal_connect_swapped (self->event_player, "log", G_CALLBACK (on_player_log), self);
  g_signal_connect_swapped (self->event_player, "banner", G_CALLBACK (on_player_banner), self);
  g_signal_connect_swapped (self->event_player, "unit-placed", G_CALLBACK (on_player_unit_placed),
                            self);
  g_signal_connect_swapped (self->event_player, "action-started",
                            G_CALLBACK (on_player_action_started), self);
  g_signal_connect_swapped (self->event_player, "caught-up", G_CALLBACK (settle), self);
  self->director = tactics_game_match_director_new (self->event_player);
  g_signal_connect_swapped (self->director, "stuck", G_CALLBACK (on_director_stuck), self);

  tactics_game_battle_view_init_input (self);
  tactics_game_battle_view_init_camera (self);
  tactics_game_battle_view_init_catch_up (self);

  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), FALSE);
  update_actions (self);
}

GtkWidget *
tactics_game_battle_view_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_BATTLE_VIEW, NULL);
}

TacticsMatch *
tactics_game_battle_view_get_match (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->match;
}

void
tactics_game_battle_view_set_match (TacticsGameBattleView *self,
                                    TacticsMatch          *match)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));
  g_return_if_fail (match == NULL || TACTICS_IS_MATCH (match));

  if (self->match == match && self->live_match == NULL)
    return;

  tactics_game_battle_view_stop_catch_up (self);
  tactics_game_match_director_set_match (self->director, match);
  tactics_game_battle_view_show_match (self, match);
  /* Under fog with nobody at the screen, nobody's eyes: all is shown. */
  if (match != NULL && tactics_match_get_fog (match) != TACTICS_FOG_MODE_NONE && self->viewer < 0)
    tactics_game_battle_view_show_notice (self, _("Only computers play: the fog of war hides "
                                                  "nothing here."));
  if (self->match != NULL)
    tactics_game_event_player_play (self->event_player);
}

/* Everything but who plays it: the board, the panel and the log show
 * @match as it stands. */
void
tactics_game_battle_view_show_match (TacticsGameBattleView *self,
                                     TacticsMatch          *match)
{
  TacticsScenario *scenario;

  g_set_object (&self->match, match);
  tactics_game_battle_view_clear_selection (self);
  self->placing_unit = -1;
  self->ghost_unit = -1;
  self->selection.reselect = -1;
  g_clear_pointer (&self->message, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self->toast_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->banner_label), FALSE);
  tactics_game_battle_log_clear (self->log);
  tactics_cell_layer_clear (self->placement_layer);
  tactics_cell_layer_clear (self->reach_layer);
  tactics_cell_layer_clear (self->foci_layer);
  tactics_cell_layer_clear (self->path_layer);
  tactics_cell_layer_clear (self->effect_layer);
  tactics_game_hatch_layer_set_cells (self->threat_layer, NULL, 0);
  scenario = match != NULL ? tactics_match_get_scenario (match) : NULL;
  tactics_region_layer_set_regions (self->region_layer,
                                    scenario != NULL ? tactics_scenario_get_regions (scenario)
                                                     : NULL);

  if (match != NULL)
    {
      tactics_board_set_map (self->board, tactics_match_get_map (match));
      tactics_minimap_set_map (self->minimap, tactics_match_get_map (match));
    }
  else
    {
      tactics_board_set_map (self->board, NULL);
      tactics_minimap_set_map (self->minimap, NULL);
    }
  /* Whose eyes, before its past events go to the log, its units where
   * they stand. */
  self->viewer = -2;
  tactics_game_battle_view_set_viewer (self,
                                       tactics_game_match_director_get_fog_viewer (self->director));
  tactics_game_event_player_set_match (self->event_player, match);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
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
  tactics_game_battle_view_update_threat (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREAT_VISIBLE]);
}

gboolean
tactics_game_battle_view_get_confirm_end_turn (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), TRUE);
  return self->confirm_end_turn;
}

void
tactics_game_battle_view_set_confirm_end_turn (TacticsGameBattleView *self,
                                               gboolean               confirm)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));

  confirm = !!confirm;
  if (self->confirm_end_turn == confirm)
    return;
  self->confirm_end_turn = confirm;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONFIRM_END_TURN]);
}

int
tactics_game_battle_view_get_viewer (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), -1);
  return self->viewer;
}

void
tactics_game_battle_view_set_viewer (TacticsGameBattleView *self,
                                     int                    viewer)
{
  g_return_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self));
  g_return_if_fail (viewer >= -1 && viewer < TACTICS_MAX_PLAYERS);

  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  /* The log and the animations show what this player saw. */
  tactics_game_event_player_set_viewer (self->event_player, viewer);
  tactics_game_battle_log_set_view (self->log,
                                    self->match != NULL && viewer >= 0
                                    ? tactics_match_get_view (self->match, (guint) viewer)
                                    : NULL);
  tactics_game_battle_view_update_sight (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
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

  if (!tactics_game_match_director_resume (self->director))
    return;
  tactics_game_battle_view_set_viewer (self,
                                       tactics_game_match_director_get_fog_viewer (self->director));
  /* What the player saw happen since their last turn plays first; its end
   * settles. */
  if (!tactics_game_battle_view_start_catch_up (self))
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

  if (g_str_equal (name, "regions"))
    return TACTICS_BOARD_LAYER (self->region_layer);
  if (g_str_equal (name, "fog"))
    return TACTICS_BOARD_LAYER (self->fog_layer);
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
  if (g_str_equal (name, "forecasts"))
    return TACTICS_BOARD_LAYER (self->forecast_layer);
  g_return_val_if_reached (NULL);
}

int
tactics_game_battle_view_get_selected_unit (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), -1);
  return self->selection.unit;
}

int
tactics_game_battle_view_get_selected_action (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), -1);
  return self->selection.mode == MODE_TARGET ? self->selection.action : -1;
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
  TacticsCell cursor = { -1, -1 };

  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), cursor);
  tactics_board_get_cursor (self->board, &cursor);
  return cursor;
}

TacticsMinimap *
tactics_game_battle_view_get_minimap (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->minimap;
}

const char *
tactics_game_battle_view_get_zoom_text (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return gtk_label_get_text (self->zoom_label);
}

TacticsGameEventPlayer *
tactics_game_battle_view_get_event_player (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->event_player;
}

TacticsGameBattleLog *
tactics_game_battle_view_get_log (TacticsGameBattleView *self)
{
  g_return_val_if_fail (TACTICS_IS_GAME_BATTLE_VIEW (self), NULL);
  return self->log;
}
