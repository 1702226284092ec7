/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-game-battle-view.h"
#include "tactics-game-formation-page.h"
#include "tactics-game-over-page.h"
#include "tactics-game-pass-page.h"
#include "tactics-game-setup-page.h"
#include "tactics-game-start-page.h"
#include "tactics-game-window.h"

G_BEGIN_DECLS

/* What the hand-over screen leads to. */
typedef enum {
  PASS_TO_FORMATION,
  PASS_TO_BATTLE,
} PassNext;

struct _TacticsGameWindow
{
  GtkApplicationWindow      parent_instance;

  GtkStack                 *stack;
  GtkMenuButton            *menu_button;
  TacticsGameStartPage     *start_page;
  TacticsGameSetupPage     *setup_page;
  TacticsGameFormationPage *formation_page;
  TacticsGameBattleView    *battle_view;
  TacticsGamePassPage      *pass_page;
  TacticsGameOverPage      *over_page;

  GSettings                *settings;
  char                     *animation_speed;
  gboolean                  show_grid;
  gboolean                  show_minimap;

  TacticsGameSetup         *setup;
  /* @setup describes a match given whole (a loaded save): its map is that
   * match's own copy, none of the new-match page's. */
  gboolean                  setup_from_match;
  TacticsMatch              *match;
  guint                     formation_seat;
  PassNext                  pass_next;
  GFile                    *save_file;
  guint                     saved_n_commands;  /* of the last save, G_MAXUINT if none */
  GtkNativeDialog          *chooser;

  gboolean                  autoplay;
  gboolean                  play_test;   /* a file the editor lent: not remembered */
  gboolean                  quit_at_end;
  char                     *result_line;
};

/* tactics-game-window.c */
void     tactics_game_window_show_screen       (TacticsGameWindow *self,
                                                const char        *screen);
void     tactics_game_window_show_setup        (TacticsGameWindow *self);
void     tactics_game_window_end_match         (TacticsGameWindow *self);
gboolean tactics_game_window_match_in_progress (TacticsGameWindow *self);
/* In progress and changed since it was last saved (or never saved). */
gboolean tactics_game_window_match_unsaved     (TacticsGameWindow *self);
gboolean tactics_game_window_load_save         (TacticsGameWindow *self,
                                                GFile             *file,
                                                GError           **error);
void     tactics_game_window_show_error        (TacticsGameWindow *self,
                                                const char        *primary,
                                                const char        *secondary);
void     tactics_game_window_update_actions    (TacticsGameWindow *self);
/* Puts @file first in the recent files (settings) and the start page. */
void     tactics_game_window_remember_file     (TacticsGameWindow *self,
                                                GFile             *file);

/* tactics-game-window-actions.c */
void     tactics_game_window_class_install_actions (GtkWidgetClass *widget_class);
/* Runs @then now, or once the player agreed to leave an unsaved match. */
void     tactics_game_window_leave_match_then  (TacticsGameWindow *self,
                                                void             (*then) (TacticsGameWindow *self));

G_END_DECLS
