/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The battle view's parts share its instance: the view itself
 * (tactics-game-battle-view.c: the side panel, the flow of the match, the
 * API), what its board shows (tactics-game-battle-view-board.c: messages
 * over it, the tokens' looks, the camera, the overlays, the hint, the
 * previews) and what the human does (tactics-game-battle-view-input.c:
 * the selection, clicks, keys and the widget actions). */

#include "tactics-game-battle-log.h"
#include "tactics-game-battle-view.h"
#include "tactics-game-event-player.h"
#include "tactics-game-fog-layer.h"
#include "tactics-game-forecast-layer.h"
#include "tactics-game-hatch-layer.h"
#include "tactics-game-match-director.h"
#include "tactics-game-objectives-panel.h"
#include "tactics-game-placement-panel.h"
#include "tactics-game-turn-header.h"
#include "tactics-game-unit-card.h"
#include "tactics-game-unit-layer.h"

G_BEGIN_DECLS

/* What a click does for the selected unit: move it, or aim its action. */
typedef enum {
  MODE_MOVE,
  MODE_TARGET,
} SelectionMode;

/* What the human is doing with the units. */
typedef struct {
  int            unit;          /* the selected unit, or -1 */
  SelectionMode  mode;
  int            action;        /* the action being aimed, in MODE_TARGET */
  int            inspected;     /* a unit looked at but not commanded, or -1 */
  int            reselect;      /* after a move, keep this one selected */
  TacticsReach  *reach;
  int            reach_unit;    /* whose reach .reach holds, or -1 */
} Selection;

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
  TacticsGameObjectivesPanel *objectives_panel;
  GtkStack              *panel_stack;
  TacticsGamePlacementPanel *placement_panel;
  TacticsGameUnitCard   *unit_card;
  GtkWidget             *end_turn_button;
  TacticsGameBattleLog  *log;
  GtkDropDown           *speed_dropdown;
  GtkWidget             *zoom_controls;
  GtkLabel              *zoom_label;
  TacticsMinimap        *minimap;
  GtkWidget             *threat_button;
  GtkWidget             *threat_fog_label;

  /* overlays, bottom to top */
  TacticsRegionLayer    *region_layer;
  TacticsGameFogLayer   *fog_layer;
  TacticsGameHatchLayer *threat_layer;
  TacticsCellLayer      *placement_layer;
  TacticsCellLayer      *reach_layer;
  TacticsCellLayer      *foci_layer;
  TacticsCellLayer      *path_layer;
  TacticsCellLayer      *effect_layer;
  TacticsGameUnitLayer  *unit_layer;
  /* over the hover frame and the cursor */
  TacticsGameForecastLayer *forecast_layer;

  TacticsGameEventPlayer   *event_player;
  TacticsGameMatchDirector *director;
  TacticsMatch             *match;         /* shown: the live one, or a copy catching up */
  TacticsMatch             *live_match;    /* while a copy catches up: the match played */
  GtkWidget                *catch_up_bar;

  Selection                 selection;
  int                       placing_unit;
  int                       ghost_unit;     /* a unit to place shown where it would go */
  gboolean                  threat_visible;
  gboolean                  confirm_end_turn;
  int                       viewer;         /* whose eyes the board shows, -1 all */

  char                  *animation_speed;

  guint                  toast_source;
  TacticsCell            toast_cell;
  gboolean               toast_at_cell;   /* else a notice at the top */
  char                  *message;
  guint                  banner_source;
};

static inline TacticsUnit *
get_unit (TacticsGameBattleView *self,
          int                    id)
{
  if (self->match == NULL || id < 0 || (guint) id >= tactics_match_get_n_units (self->match))
    return NULL;
  return tactics_match_get_unit (self->match, (guint) id);
}

static inline TacticsPlayer *
get_player (TacticsGameBattleView *self,
            int                    index)
{
  if (self->match == NULL || index < 0 ||
      (guint) index >= tactics_match_get_n_players (self->match))
    return NULL;
  return tactics_match_get_player (self->match, (guint) index);
}

static inline gboolean
is_human (TacticsGameBattleView *self,
          int                    player)
{
  return tactics_game_match_director_is_human (self->director, player);
}

static inline int
current_player (TacticsGameBattleView *self)
{
  return self->match != NULL ? tactics_match_get_current_player (self->match) : -1;
}

static inline TacticsMatchPhase
phase (TacticsGameBattleView *self)
{
  return self->match != NULL ? tactics_match_get_phase (self->match) : TACTICS_MATCH_PHASE_SETUP;
}

static inline gboolean
animating (TacticsGameBattleView *self)
{
  return tactics_game_event_player_is_busy (self->event_player);
}

/* Whether a human may give commands now. */
static inline gboolean
human_in_control (TacticsGameBattleView *self)
{
  return tactics_game_match_director_human_in_control (self->director);
}

/* The viewer's view under fog, or NULL when the board shows everything. */
static inline TacticsView *
sight (TacticsGameBattleView *self)
{
  return tactics_game_fog_layer_get_view (self->fog_layer);
}

/* Whether the board may tell of @unit: never of one the viewer does not
 * see (not on the card, in a hint, in the cursor's announcement). */
static inline gboolean
sees_unit (TacticsGameBattleView *self,
           TacticsUnit           *unit)
{
  return unit != NULL && (sight (self) == NULL || tactics_view_sees_unit (sight (self), unit));
}

static inline char *
unit_name (TacticsUnit *unit)
{
  return g_markup_escape_text (tactics_unit_type_get_name (tactics_unit_get_unit_type (unit)), -1);
}

/* tactics-game-battle-view.c */
/* Brings the whole view in line with the game and the selection. */
void     tactics_game_battle_view_refresh            (TacticsGameBattleView *self);
void     tactics_game_battle_view_update_unit_card   (TacticsGameBattleView *self);
/* The unit card's defence line, for the cell under the pointer. */
void     tactics_game_battle_view_update_card_defence (TacticsGameBattleView *self);

/* Shows @match as it stands, whoever plays it. */
void     tactics_game_battle_view_show_match         (TacticsGameBattleView *self,
                                                      TacticsMatch          *match);

/* tactics-game-battle-view-catch-up.c: "Since your last turn", what the
 * viewer saw happen since they last held the seat, played on a copy of the
 * match brought to that point. FALSE when there is nothing to show. */
gboolean tactics_game_battle_view_start_catch_up     (TacticsGameBattleView *self);
/* Back to the match played, if a copy was shown. */
void     tactics_game_battle_view_stop_catch_up      (TacticsGameBattleView *self);
void     tactics_game_battle_view_init_catch_up      (TacticsGameBattleView *self);

/* tactics-game-battle-view-board.c */
void     tactics_game_battle_view_show_banner        (TacticsGameBattleView *self,
                                                      const char            *markup);
/* The toast's place in the board's overlay: next to its cell. */
gboolean tactics_game_battle_view_place_toast        (TacticsGameBattleView *self,
                                                      GtkWidget             *child,
                                                      GdkRectangle          *allocation);
/* Which tokens look done, ready or selected, from the game as it is. */
void     tactics_game_battle_view_update_sprite_flags (TacticsGameBattleView *self);
/* Shows @message briefly next to @cell, where the player is looking. */
void     tactics_game_battle_view_show_toast         (TacticsGameBattleView *self,
                                                      TacticsCell            cell,
                                                      const char            *message);
void     tactics_game_battle_view_hide_toast         (TacticsGameBattleView *self);
/* The placement cells, the selected unit's reach and its action's foci. */
void     tactics_game_battle_view_update_overlays    (TacticsGameBattleView *self);
void     tactics_game_battle_view_update_threat      (TacticsGameBattleView *self);
/* Makes the fog, the tokens, the minimap and the threat view follow the
 * viewer's view (none without fog or viewer). */
void     tactics_game_battle_view_update_sight       (TacticsGameBattleView *self);
/* What the pointer or the keyboard cursor would do, and the hint. */
void     tactics_game_battle_view_update_preview     (TacticsGameBattleView *self);
void     tactics_game_battle_view_hide_ghost         (TacticsGameBattleView *self);
/* The keyboard cursor's cell when it is shown, else the pointer's; FALSE
 * when neither is on the board. */
gboolean tactics_game_battle_view_pointer_cell       (TacticsGameBattleView *self,
                                                      TacticsCell           *cell);

/* The camera is the player's: nothing here zooms by itself or moves the
 * board under the pointer. The zoom actions and indicator, the fit that
 * leaves the zoom controls' corner free, the minimap and its dots. */
void     tactics_game_battle_view_class_init_camera  (GtkWidgetClass        *widget_class);
void     tactics_game_battle_view_init_camera        (TacticsGameBattleView *self);
/* Leaves the zoom controls' corner out of a fit, once they have a size. */
void     tactics_game_battle_view_update_fit_insets  (TacticsGameBattleView *self);

/* tactics-game-battle-view-input.c */
void     tactics_game_battle_view_clear_selection    (TacticsGameBattleView *self);
void     tactics_game_battle_view_select_unit        (TacticsGameBattleView *self,
                                                      TacticsUnit           *unit);
void     tactics_game_battle_view_choose_action      (TacticsGameBattleView *self,
                                                      guint                  index);
void     tactics_game_battle_view_class_init_input   (GtkWidgetClass        *widget_class);
void     tactics_game_battle_view_init_input         (TacticsGameBattleView *self);

G_END_DECLS
