/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb: whole matches driven through the widgets
 * (buttons, the board's gestures, keys), checking the engine after each
 * step, and screenshots of every screen. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics-game-analysis.h"
#include "tactics-game-battle-log.h"
#include "tactics-match-private.h"
#include "tactics-game-formation-page.h"
#include "tactics-game-over-page.h"
#include "tactics-game-setup-page.h"
#include "tactics-game-unit-layer.h"
#include "tactics-game-hatch-layer.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

typedef struct {
  TacticsGameWindow     *window;
  TacticsGameBattleView *view;
  TacticsBoard          *board;
  gboolean               shot_preview;
  gboolean               shot_range;
  guint                  n_eliminations;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = game_ui_new_window ();
  f->view = game_ui_get_battle_view (f->window);
  f->board = game_ui_get_board (f->window);
  g_object_set (f->window, "animation-speed", "instant", NULL);
  /* The matches here end turns with units left on purpose;
   * /game-ui/end-turn-asks tests the question. */
  tactics_game_battle_view_set_confirm_end_turn (f->view, FALSE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  game_ui_destroy_window (f->window);
}

static TacticsMatch *
game_of (Fixture *f)
{
  return tactics_game_window_get_game (f->window);
}

static const char *
screen_of (Fixture *f)
{
  return tactics_game_window_get_screen (f->window);
}

static GtkWidget *
page_of (Fixture    *f,
         const char *screen)
{
  return tactics_game_window_get_page (f->window, screen);
}

static void
on_event_count (TacticsMatch        *game,
                const TacticsEvent *event,
                Fixture            *f)
{
  if (event->kind == TACTICS_EVENT_UNIT_ELIMINATED)
    f->n_eliminations++;
}

/* A match of two seats on a plain field. */
static TacticsGameSetup *
make_field_setup (TacticsPlayerKind second,
                  guint             units)
{
  TacticsGameSetup *setup = tactics_game_setup_new ();

  setup->map = game_ui_make_field (7, 5);
  setup->units_per_player = units;
  setup->has_seed = TRUE;
  setup->seed = 7;
  tactics_game_setup_add_seat (setup, "Ann", 0, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  tactics_game_setup_add_seat (setup, "Bob", 1, second, TACTICS_AI_LEVEL_NORMAL);
  return setup;
}

/* Set-up and formation, through the screens */

static void
start_from_setup (Fixture                *f,
                  const TacticsGameSetup *setup)
{
  GtkWidget *setup_page;

  game_ui_click_button (page_of (f, "start"), "New Match");
  g_assert_cmpstr (screen_of (f), ==, "setup");
  setup_page = page_of (f, "setup");
  if (setup != NULL)
    tactics_game_setup_page_set_setup (TACTICS_GAME_SETUP_PAGE (setup_page), setup);
  game_ui_click_button (setup_page, "Start Match");
  g_assert_nonnull (game_of (f));
}

static void
pass_if_asked (Fixture *f)
{
  while (g_str_equal (screen_of (f), "pass"))
    {
      TacticsMatch *game = game_of (f);
      int player;
      g_autofree char *label = NULL;

      /* Before formation, the seat forming; later, the current player. */
      if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_SETUP)
        {
          player = -1;
          for (guint i = 0; i < tactics_match_get_n_players (game) && player < 0; i++)
            if (tactics_player_get_formation (tactics_match_get_player (game, i)) == NULL &&
                tactics_player_get_kind (tactics_match_get_player (game, i)) ==
                  TACTICS_PLAYER_HUMAN)
              player = (int) i;
        }
      else
        {
          player = tactics_match_get_current_player (game);
        }
      g_assert_cmpint (player, >=, 0);
      label = g_strdup_printf ("I Am %s — Start",
                               tactics_player_get_name (tactics_match_get_player (game,
                                                                                 (guint) player)));
      game_ui_click_button (page_of (f, "pass"), label);
      game_ui_wait_idle (f->window);
    }
}

/* Chooses @n of @type_id on the formation screen with its + button. */
static void
form_army (Fixture    *f,
           const char *first_type,
           ...)
{
  GtkWidget *page = page_of (f, "formation");
  TacticsMatch *game = game_of (f);
  TacticsRuleset *ruleset = tactics_match_get_ruleset (game);
  guint expected = 0;
  va_list args;

  g_assert_cmpstr (screen_of (f), ==, "formation");
  va_start (args, first_type);
  for (const char *type_id = first_type; type_id != NULL; type_id = va_arg (args, const char *))
    {
      TacticsUnitType *type = tactics_ruleset_lookup_unit_type (ruleset, type_id);
      g_autofree char *tooltip = g_strdup_printf ("One %s more", tactics_unit_type_get_name (type));

      game_ui_click_button (page, tooltip);
      expected++;
      g_assert_cmpuint (tactics_game_formation_page_get_n_chosen (
                          TACTICS_GAME_FORMATION_PAGE (page)), ==, expected);
    }
  va_end (args);
}

static void
finish_formation (Fixture *f,
                  guint    seat)
{
  TacticsMatch *game = game_of (f);

  game_ui_click_button (page_of (f, "formation"), "Done");
  g_assert_nonnull (tactics_player_get_formation (tactics_match_get_player (game, seat)));
  game_ui_wait_idle (f->window);
}

/* Placement */

static void
place_by_clicks (Fixture *f)
{
  TacticsMatch *game = game_of (f);

  while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT &&
         g_str_equal (screen_of (f), "battle"))
    {
      TacticsCellLayer *placement =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "placement"));
      int unit_id = tactics_game_battle_view_get_placing_unit (f->view);
      TacticsUnit *unit;
      TacticsCell cell;
      int player = tactics_match_get_current_player (game);

      g_assert_cmpint (unit_id, >=, 0);
      unit = tactics_match_get_unit (game, (guint) unit_id);
      g_assert_cmpint ((int) tactics_unit_get_owner (unit), ==, player);
      g_assert_false (tactics_unit_is_placed (unit));
      g_assert_cmpuint (tactics_cell_layer_get_n_cells (placement), >, 0);

      /* The last highlighted cell: any of them must do. */
      cell = tactics_cell_layer_get_cell (placement,
                                          tactics_cell_layer_get_n_cells (placement) - 1);
      game_ui_hover_cell (f->board, cell);
      game_ui_click_cell (f->board, cell);
      game_ui_wait_idle (f->window);
      g_assert_true (tactics_unit_is_placed (unit));
      g_assert_cmpint (tactics_unit_get_cell (unit).x, ==, cell.x);
      g_assert_cmpint (tactics_unit_get_cell (unit).y, ==, cell.y);
      pass_if_asked (f);
    }
}

/* Battle: a simple human, through the board */

static gboolean
find_attack (TacticsMatch *game,
             TacticsUnit *unit,
             TacticsCell  from,
             guint       *action_out,
             TacticsCell *focus_out)
{
  guint n_actions = tactics_match_get_n_unit_actions (game, unit);

  for (guint a = 0; a < n_actions; a++)
    {
      TacticsAction *action = tactics_match_get_unit_action (game, unit, a);
      TacticsPattern pattern;

      if (tactics_action_get_effect (action) != TACTICS_EFFECT_DAMAGE ||
          tactics_action_get_affects (action) != TACTICS_AFFECTS_ENEMIES ||
          !tactics_match_get_action_pattern (game, unit, a, &pattern))
        continue;
      for (guint id = 0; id < tactics_match_get_n_units (game); id++)
        {
          TacticsUnit *enemy = tactics_match_get_unit (game, id);

          if (!tactics_unit_is_on_board (enemy) ||
              tactics_unit_get_owner (enemy) == tactics_unit_get_owner (unit))
            continue;
          if (tactics_pattern_focus_allowed (&pattern, from, tactics_unit_get_cell (enemy)))
            {
              *action_out = a;
              *focus_out = tactics_unit_get_cell (enemy);
              return TRUE;
            }
        }
    }
  return FALSE;
}

static int
distance_to_enemy (TacticsMatch *game,
                   TacticsUnit *unit,
                   TacticsCell  from)
{
  int best = G_MAXINT;

  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    {
      TacticsUnit *enemy = tactics_match_get_unit (game, id);

      if (tactics_unit_is_on_board (enemy) &&
          tactics_unit_get_owner (enemy) != tactics_unit_get_owner (unit))
        best = MIN (best, tactics_distance (TACTICS_METRIC_MANHATTAN, from,
                                            tactics_unit_get_cell (enemy)));
    }
  return best;
}

static TacticsCell
choose_destination (TacticsMatch *game,
                    TacticsUnit *unit)
{
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  TacticsCell best = tactics_unit_get_cell (unit);
  int best_distance = distance_to_enemy (game, unit, best);
  gboolean best_attacks = FALSE;

  tactics_match_compute_reach (game, unit, reach);
  for (guint i = 0; i < tactics_reach_get_n_destinations (reach); i++)
    {
      TacticsCell cell = tactics_reach_get_destination (reach, i, NULL);
      guint action;
      TacticsCell focus;
      gboolean attacks = find_attack (game, unit, cell, &action, &focus);
      int distance = distance_to_enemy (game, unit, cell);

      if ((attacks && !best_attacks) || (attacks == best_attacks && distance < best_distance))
        {
          best = cell;
          best_distance = distance;
          best_attacks = attacks;
        }
    }
  return best;
}

static void
order_unit (Fixture     *f,
            TacticsUnit *unit)
{
  TacticsMatch *game = game_of (f);
  guint id = tactics_unit_get_id (unit);
  guint action;
  TacticsCell focus;

  /* Select it by clicking it. */
  game_ui_click_cell (f->board, tactics_unit_get_cell (unit));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, (int) id);

  if (!tactics_unit_has_moved (unit))
    {
      TacticsCellLayer *reach =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "reach"));
      TacticsCell start = tactics_unit_get_cell (unit);
      TacticsCell goal = choose_destination (game, unit);

      g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, -1);
      g_assert_true (tactics_cell_layer_contains (reach, start));
      if (goal.x != start.x || goal.y != start.y)
        {
          TacticsCellLayer *path =
            TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "path"));
          guint n_commands = tactics_match_get_n_commands (game);

          g_assert_true (tactics_cell_layer_contains (reach, goal));
          game_ui_hover_cell (f->board, goal);
          g_assert_cmpuint (tactics_cell_layer_get_n_cells (path), >=, 2);
          g_assert_nonnull (tactics_cell_layer_get_label (path, goal));
          if (!f->shot_range)
            {
              game_ui_screenshot (f->window, "battle-range");
              f->shot_range = TRUE;
            }
          game_ui_click_cell (f->board, goal);
          game_ui_wait_idle (f->window);
          g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands + 1);
          g_assert_cmpint (tactics_unit_get_cell (unit).x, ==, goal.x);
          g_assert_cmpint (tactics_unit_get_cell (unit).y, ==, goal.y);
          g_assert_true (tactics_unit_has_moved (unit));
        }
    }

  if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLAYING &&
      !tactics_unit_has_acted (unit) &&
      find_attack (game, unit, tactics_unit_get_cell (unit), &action, &focus))
    {
      TacticsCellLayer *effect =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "effect"));
      TacticsCellLayer *foci =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "foci"));
      TacticsGameUnitLayer *units =
        TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units"));
      TacticsUnit *target = tactics_match_get_unit_at (game, focus);
      int hp_before = tactics_unit_get_hp (target);
      int amount = (int) tactics_action_get_amount (tactics_match_get_unit_action (game, unit,
                                                                                  action));
      TacticsGameSprite *sprite;

      if (tactics_game_battle_view_get_selected_unit (f->view) != (int) id)
        {
          game_ui_click_cell (f->board, tactics_unit_get_cell (unit));
          game_ui_wait_idle (f->window);
        }
      if (tactics_game_battle_view_get_selected_action (f->view) != (int) action)
        g_assert_true (game_ui_press_key (f->view, GDK_KEY_1 + action, 0));
      g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, (int) action);
      g_assert_true (tactics_cell_layer_contains (foci, focus));

      /* Aiming shows the effect and what it would leave of the target. */
      game_ui_hover_cell (f->board, focus);
      g_assert_true (tactics_cell_layer_contains (effect, focus));
      sprite = tactics_game_unit_layer_get_sprite (units, tactics_unit_get_id (target));
      g_assert_true (sprite->has_prediction);
      g_assert_cmpint (sprite->predicted_hp, ==, hp_before - amount);
      if (!f->shot_preview)
        {
          game_ui_screenshot (f->window, "action-preview");
          f->shot_preview = TRUE;
        }

      game_ui_click_cell (f->board, focus);
      game_ui_wait_idle (f->window);
      g_assert_true (tactics_unit_has_acted (unit));
      g_assert_cmpint (tactics_unit_get_hp (target), ==, hp_before - amount);
      g_assert_cmpint (tactics_unit_is_alive (target), ==, hp_before - amount > 0);
      g_assert_cmpint (sprite->present, ==, hp_before - amount > 0);
    }
  if (tactics_game_battle_view_get_selected_unit (f->view) >= 0)
    g_assert_true (game_ui_press_key (f->view, GDK_KEY_Escape, 0));
}

static void
play_human_turn (Fixture *f)
{
  TacticsMatch *game = game_of (f);
  int player = tactics_match_get_current_player (game);
  guint turn = tactics_match_get_turn (game);

  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, id);

      if (tactics_match_get_phase (game) != TACTICS_MATCH_PHASE_PLAYING)
        return;
      if ((int) tactics_unit_get_owner (unit) == player &&
          tactics_game_analysis_unit_is_ready (game, unit))
        order_unit (f, unit);
    }
  if (tactics_match_get_phase (game) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  game_ui_click_button (GTK_WIDGET (f->view), "End Turn");
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_match_get_turn (game) > turn ||
                 tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_OVER);
}

static void
play_to_the_end (Fixture *f)
{
  TacticsMatch *game = game_of (f);

  for (guint round = 0; round < 200; round++)
    {
      pass_if_asked (f);
      if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_OVER)
        break;
      g_assert_cmpstr (screen_of (f), ==, "battle");
      g_assert_true (tactics_player_get_kind (
                       tactics_match_get_player (game,
                                                (guint) tactics_match_get_current_player (game)))
                     == TACTICS_PLAYER_HUMAN);
      play_human_turn (f);
    }
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_OVER);
}

/* How many labels on screen under @root say @text. */
static guint
count_labels_saying (GtkWidget  *root,
                     const char *text)
{
  guint n = 0;

  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_labels_saying (child, text);
  return n;
}

/* Tests */

/* Two people at one screen on a small field: set-up, both formations,
 * placement by clicks, moves and blows by clicks and keys, eliminations,
 * victory and the results. */
static void
test_hot_seat_match (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_HUMAN, 2);
  TacticsMatch *game;
  GtkWidget *over;
  g_autofree char *expected_title = NULL;
  g_autofree TacticsGamePlayerStats *stats = NULL;
  int winner;

  start_from_setup (f, setup);
  game = game_of (f);
  g_signal_connect (game, "event", G_CALLBACK (on_event_count), f);
  g_assert_cmpuint (tactics_match_get_n_players (game), ==, 2);

  /* Each human forms an army after a hand-over screen. */
  g_assert_cmpstr (screen_of (f), ==, "pass");
  pass_if_asked (f);
  form_army (f, "infantry", "archer", NULL);
  finish_formation (f, 0);
  pass_if_asked (f);
  form_army (f, "cavalry", "infantry", NULL);
  finish_formation (f, 1);

  /* Placement by clicks on the highlighted cells. */
  pass_if_asked (f);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  place_by_clicks (f);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    g_assert_true (tactics_unit_is_on_board (tactics_match_get_unit (game, id)));

  play_to_the_end (f);
  g_assert_cmpuint (f->n_eliminations, >=, 2);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);

  /* The results name the winner and count what happened. */
  g_assert_cmpstr (screen_of (f), ==, "over");
  over = page_of (f, "over");
  winner = tactics_match_get_winner (game);
  expected_title = g_strdup_printf ("%s wins!",
                                    tactics_player_get_name (
                                      tactics_match_get_player (game, (guint) winner)));
  g_assert_cmpstr (tactics_game_over_page_get_title (TACTICS_GAME_OVER_PAGE (over)), ==,
                   expected_title);
  stats = g_new0 (TacticsGamePlayerStats, 2);
  tactics_game_analysis_stats (game, stats);
  g_assert_cmpuint (stats[winner].units_left, >, 0);
  g_assert_cmpuint (stats[1 - winner].units_left, ==, 0);
  g_assert_cmpuint (stats[winner].eliminations, ==, 2);
  game_ui_screenshot (f->window, "game-over");

  /* The board can still be looked at, and the results found again. */
  game_ui_click_button (over, "Look at the Board");
  g_assert_cmpstr (screen_of (f), ==, "battle");
  /* Beside the board the result is said once, not again in the hint and the log. */
  g_assert_cmpuint (count_labels_saying (GTK_WIDGET (f->view), expected_title), ==, 1);
  game_ui_click_button (GTK_WIDGET (f->view), "Show Results");
  g_assert_cmpstr (screen_of (f), ==, "over");

  /* Play again: the same seats, back to the formations. */
  game_ui_click_button (over, "Play Again");
  g_assert_true (game_of (f) != game || tactics_match_get_phase (game_of (f)) ==
                 TACTICS_MATCH_PHASE_SETUP);
  g_assert_cmpint (tactics_match_get_phase (game_of (f)), ==, TACTICS_MATCH_PHASE_SETUP);
  g_assert_cmpstr (screen_of (f), ==, "pass");
}

static GtkWidget *
find_spin_button (GtkWidget  *root,
                  const char *tooltip_start)
{
  if (GTK_IS_SPIN_BUTTON (root) && gtk_widget_get_tooltip_text (root) != NULL &&
      g_str_has_prefix (gtk_widget_get_tooltip_text (root), tooltip_start))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_spin_button (child, tooltip_start);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
shows_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return gtk_widget_is_visible (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_label (child, text))
      return TRUE;
  return FALSE;
}

/* The labels under @root with a mnemonic: each key must be free. */
static void
check_mnemonics (GtkWidget  *root,
                 GHashTable *seen)
{
  if (GTK_IS_LABEL (root) && gtk_label_get_use_underline (GTK_LABEL (root)))
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (root)));
      const char *label = gtk_label_get_label (GTK_LABEL (root));
      const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (key));

      if (key != GDK_KEY_VoidSymbol)
        {
          if (other != NULL)
            g_error ("“%s” and “%s” share Alt+%s", other, label, gdk_keyval_name (key));
          g_hash_table_insert (seen, GUINT_TO_POINTER (key), (gpointer) label);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_mnemonics (child, seen);
}

/* No two labels or buttons of the set-up screen answer the same Alt key. */
static void
test_setup_mnemonics (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  GtkWidget *setup_page;

  game_ui_click_button (page_of (f, "start"), "New Match");
  setup_page = page_of (f, "setup");
  check_mnemonics (setup_page, seen);
  /* Round _limit and S_eed among them. */
  g_assert_true (g_hash_table_contains (seen, GUINT_TO_POINTER (GDK_KEY_l)));
  g_assert_true (g_hash_table_contains (seen, GUINT_TO_POINTER (GDK_KEY_e)));
}

/* The round limit is typed on the set-up screen (a number, or nothing for
 * none); the battle says which round it is of how many, and the match ends
 * after the last one with no winner. */
static void
test_round_limit (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_HUMAN, 1);
  const struct {
    const char *text;
    guint       limit;
  } entries[] = {
    { "12", 12 },
    { "twelve", 12 },   /* not a number: the value stays */
    { " no LIMIT ", 0 },
    { "7", 7 },
    { "", 0 },
    { "-3", 0 },
    { "2", 2 },
  };
  GtkWidget *setup_page;
  GtkWidget *spin;
  TacticsMatch *game;

  game_ui_click_button (page_of (f, "start"), "New Match");
  setup_page = page_of (f, "setup");
  tactics_game_setup_page_set_setup (TACTICS_GAME_SETUP_PAGE (setup_page), setup);
  spin = find_spin_button (setup_page, "After this many rounds");
  g_assert_nonnull (spin);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "No limit");

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsGameSetup) typed = NULL;

      gtk_editable_set_text (GTK_EDITABLE (spin), entries[i].text);
      typed = tactics_game_setup_page_get_setup (TACTICS_GAME_SETUP_PAGE (setup_page), &error);
      g_assert_no_error (error);
      g_assert_cmpuint (typed->round_limit, ==, entries[i].limit);
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "2");
  game_ui_screenshot (f->window, "setup-round-limit");

  game_ui_click_button (setup_page, "Start Match");
  game = game_of (f);
  g_assert_cmpuint (tactics_match_get_round_limit (game), ==, 2);
  pass_if_asked (f);
  form_army (f, "infantry", NULL);
  finish_formation (f, 0);
  pass_if_asked (f);
  form_army (f, "infantry", NULL);
  finish_formation (f, 1);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_true (shows_label (GTK_WIDGET (f->view), "The match ends after round 2."));
  g_assert_true (shows_label (GTK_WIDGET (f->view), "Round 1 of 2"));
  game_ui_screenshot (f->window, "battle-round-limit");

  /* Two rounds: each player's turn twice, each ended at once. */
  for (guint turn = 0; turn < 4; turn++)
    {
      g_autofree char *round = g_strdup_printf ("Round %u of 2", turn / 2 + 1);

      g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
      g_assert_cmpuint (tactics_match_get_round (game), ==, turn / 2 + 1);
      g_assert_true (shows_label (GTK_WIDGET (f->view), round));
      game_ui_click_button (GTK_WIDGET (f->view), "End Turn");
      pass_if_asked (f);
    }
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_cmpstr (screen_of (f), ==, "over");
  g_assert_cmpstr (tactics_game_over_page_get_title (TACTICS_GAME_OVER_PAGE (page_of (f, "over"))),
                   ==, "The round limit is reached: no winner.");
  g_assert_true (shows_label (page_of (f, "over"), "After 2 rounds on Field."));
  /* The board afterwards: the header gives the result, no longer the limit. */
  game_ui_click_button (page_of (f, "over"), "Look at the Board");
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_true (shows_label (GTK_WIDGET (f->view), "The round limit is reached: no winner."));
  g_assert_true (shows_label (GTK_WIDGET (f->view), "The match lasted 2 rounds."));
  g_assert_false (shows_label (GTK_WIDGET (f->view), "The match ends after round 2."));
  game_ui_screenshot (f->window, "battle-over-round-limit");
}

/* The screens of a match against the computer on a bundled map, saved as
 * screenshots: start, set-up, formation, placement, the battle. */
/* Whether a visible label under @widget says @text. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

static void
test_screens (Fixture       *f,
              gconstpointer  data)
{
  GtkWidget *setup_page;
  TacticsMatch *game;
  TacticsCellLayer *placement;

  game_ui_screenshot (f->window, "start");
  game_ui_click_button (page_of (f, "start"), "New Match");
  g_assert_cmpstr (screen_of (f), ==, "setup");
  setup_page = page_of (f, "setup");
  /* Human against computer on Skirmish, as offered. */
  g_assert_cmpuint (tactics_game_setup_page_get_n_players (TACTICS_GAME_SETUP_PAGE (setup_page)),
                    ==, 2);
  game_ui_screenshot (f->window, "setup");
  game_ui_click_button (setup_page, "Start Match");
  game = game_of (f);
  g_assert_nonnull (game);
  g_assert_cmpstr (tactics_map_get_name (tactics_match_get_map (game)), ==, "Skirmish");

  /* One human: no hand-over screen. */
  g_assert_cmpstr (screen_of (f), ==, "formation");
  form_army (f, "infantry", "archer", "mage", NULL);
  game_ui_screenshot (f->window, "formation");
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  g_assert_cmpuint (tactics_game_formation_page_get_n_chosen (
                      TACTICS_GAME_FORMATION_PAGE (page_of (f, "formation"))), ==, 4);
  finish_formation (f, 0);
  g_assert_nonnull (tactics_player_get_formation (tactics_match_get_player (game, 1)));

  g_assert_cmpstr (screen_of (f), ==, "battle");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);
  placement = TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "placement"));
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (placement), >, 0);
  game_ui_hover_cell (f->board, tactics_cell_layer_get_cell (placement, 0));
  game_ui_screenshot (f->window, "placement");
  /* The rule in the engine's words. */
  {
    g_autofree char *rule = tactics_match_dup_placement_hint (game);

    g_assert_true (shows_text (GTK_WIDGET (f->view), rule));
  }

  /* One by click, the rest for me. */
  game_ui_click_cell (f->board, tactics_cell_layer_get_cell (placement, 0));
  game_ui_wait_idle (f->window);
  game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);

  /* A unit selected shows its range. */
  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, id);

      if (tactics_unit_get_owner (unit) != 0)
        continue;
      game_ui_click_cell (f->board, tactics_unit_get_cell (unit));
      game_ui_wait_idle (f->window);
      break;
    }
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), >=, 0);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "reach"))),
                    >, 1);
  game_ui_screenshot (f->window, "battle");
}

/* A match with units on known cells: Ann's infantry (1,2) and archer
 * (0,2) against Bob's infantry (5,2) and cavalry (6,4) on a 7 × 5 field;
 * Ann plays first. */
static const TacticsCell default_cells[] = { { 1, 2 }, { 0, 2 }, { 5, 2 }, { 6, 4 } };

static TacticsMatch *
make_arranged_game_at (TacticsPlayerKind  second,
                       const TacticsCell *cells)
{
  g_autoptr(TacticsMap) map = game_ui_make_field (7, 5);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, 3);
  const char * const ann[] = { "infantry", "archer", NULL };
  const char * const bob[] = { "infantry", "cavalry", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tactics_match_add_player (game, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (game, "Bob", "#d55e00", second,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (game, 0, ann, &error));
  g_assert_true (tactics_match_set_formation (game, 1, bob, &error));
  g_assert_true (tactics_match_start_arranged (game, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&game);
}

static void
play_arranged_at (Fixture           *f,
                  TacticsPlayerKind  second,
                  const TacticsCell *cells)
{
  g_autoptr(TacticsMatch) game = make_arranged_game_at (second, cells);

  tactics_game_window_play_game (f->window, game);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);
}

static void
play_arranged (Fixture           *f,
               TacticsPlayerKind  second)
{
  play_arranged_at (f, second, default_cells);
}

/* A refused command changes nothing and shows the engine's reason. */
static void
test_refusal (Fixture       *f,
              gconstpointer  data)
{
  TacticsMatch *game;
  TacticsUnit *infantry;
  guint n_commands;
  const char *message;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  infantry = tactics_match_get_unit (game, 0);
  n_commands = tactics_match_get_n_commands (game);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  /* Six steps away with four move points. */
  game_ui_click_cell (f->board, (TacticsCell) { 6, 1 });
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands);
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 1);
  g_assert_false (tactics_unit_has_moved (infantry));
  message = tactics_game_battle_view_get_message (f->view);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "move points"));

  /* A blow out of range: the engine's words again. */
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 2)), ==, 24);
  g_assert_nonnull (strstr (tactics_game_battle_view_get_message (f->view), "Sword"));
  game_ui_screenshot (f->window, "refusal");
}

/* A unit that has moved and struck gives no more commands: clicking it,
 * or choosing one of its actions, shows the engine's reason. */
static void
test_refusal_done (Fixture       *f,
                   gconstpointer  data)
{
  TacticsMatch *game;
  TacticsUnit *infantry;
  TacticsCommand command;
  g_autoptr(GError) error = NULL;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  infantry = tactics_match_get_unit (game, 0);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_moved (infantry));
  /* Still selected, its sword aimed: Bob's infantry stands next to it. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (infantry));

  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 5, 2 });
  g_assert_cmpint (tactics_match_check_command (game, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_FAILURE);
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, -1);
  g_assert_cmpstr (tactics_game_battle_view_get_message (f->view), ==, error->message);
}

/* A move can be taken back until the unit acts. */
static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  TacticsMatch *game;
  TacticsUnit *infantry;
  guint n_commands;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  infantry = tactics_match_get_unit (game, 0);
  n_commands = tactics_match_get_n_commands (game);

  g_assert_false (gtk_widget_is_sensitive (game_ui_find_button (GTK_WIDGET (f->view),
                                                                "Undo Move")));
  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 3, 1 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 3);
  g_assert_cmpint (tactics_unit_get_cell (infantry).y, ==, 1);
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands + 1);

  game_ui_click_button (GTK_WIDGET (f->view), "Undo Move");
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 1);
  g_assert_cmpint (tactics_unit_get_cell (infantry).y, ==, 2);
  g_assert_false (tactics_unit_has_moved (infantry));
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands);
  /* It is selected again, ready to move elsewhere. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_true (tactics_cell_layer_contains (
                   TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "reach")),
                   (TacticsCell) { 3, 1 }));
  g_assert_false (gtk_widget_is_sensitive (game_ui_find_button (GTK_WIDGET (f->view),
                                                                "Undo Move")));
}

/* A whole turn with the keyboard: the next unit, the cursor, moves, an
 * action and the end of the turn. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  TacticsMatch *game;
  TacticsUnit *infantry;
  TacticsUnit *archer;
  TacticsCell cursor;

  play_arranged (f, TACTICS_PLAYER_HUMAN);
  game = game_of (f);
  infantry = tactics_match_get_unit (game, 0);
  archer = tactics_match_get_unit (game, 1);

  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Tab, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  cursor = tactics_game_battle_view_get_cursor (f->view);
  g_assert_cmpint (cursor.x, ==, 1);
  g_assert_cmpint (cursor.y, ==, 2);

  /* Three to the right, next to Bob's infantry, and there. */
  for (int i = 0; i < 3; i++)
    g_assert_true (game_ui_press_key (f->view, GDK_KEY_Right, 0));
  cursor = tactics_game_battle_view_get_cursor (f->view);
  g_assert_cmpint (cursor.x, ==, 4);
  /* Screen readers hear where the cursor is. */
  {
    TacticsBoard *board = tactics_game_battle_view_get_board (f->view);
    g_autofree char *cell_text = tactics_board_describe_cell (board, cursor);

    g_assert_true (g_str_has_prefix (cell_text, "Column 4, row 2: "));
    g_assert_cmpstr (tactics_board_get_announcement (board), ==, cell_text);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cell_text);
  }
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "path"))), ==, 4);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Return, 0));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_cell (infantry).x, ==, 4);
  g_assert_cmpint (tactics_unit_get_cell (infantry).y, ==, 2);

  /* After the move its sword is ready; the cursor goes onto the enemy. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Right, 0));
  {
    /* … and who is there. */
    TacticsUnit *enemy = tactics_match_get_unit (game, 2);
    g_autofree char *expected =
      g_strdup_printf ("; %s of %s, 24 of 24 HP",
                       tactics_unit_type_get_name (tactics_unit_get_unit_type (enemy)),
                       tactics_player_get_name (tactics_match_get_player (
                                                  game, tactics_unit_get_owner (enemy))));

    g_assert_true (g_str_has_suffix (tactics_board_get_announcement (
                                       tactics_game_battle_view_get_board (f->view)), expected));
  }
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Return, 0));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 2)), ==, 24 - 7);
  g_assert_true (tactics_unit_has_acted (infantry));

  /* Tab goes on to the archer, the only unit left to order. */
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Tab, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 1);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_Escape, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, -1);
  g_assert_false (tactics_unit_has_moved (archer));

  /* E ends the turn: Bob's, after the hand-over screen. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 1);
  g_assert_cmpstr (screen_of (f), ==, "pass");
  game_ui_screenshot (f->window, "pass");
}

/* The threat view stripes every cell an enemy could hit next turn. */
static void
test_threat (Fixture       *f,
             gconstpointer  data)
{
  TacticsMatch *game;
  TacticsGameHatchLayer *threat;
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  threat = TACTICS_GAME_HATCH_LAYER (tactics_game_battle_view_get_overlay (f->view, "threat"));
  g_assert_cmpuint (tactics_game_hatch_layer_get_n_cells (threat), ==, 0);

  game_ui_click_button (GTK_WIDGET (f->view), "battle.threat-view");
  g_assert_true (tactics_game_battle_view_get_threat_visible (f->view));
  tactics_match_compute_threat (game, 0, expected);
  g_assert_cmpuint (tactics_game_hatch_layer_get_n_cells (threat), ==, expected->len);
  /* Bob's infantry walks four cells and strikes a fifth: Ann's units are
   * in reach, and so is every cell of this small field but none beyond. */
  g_assert_true (tactics_game_hatch_layer_contains (threat, (TacticsCell) { 1, 2 }));
  g_assert_true (tactics_game_hatch_layer_contains (threat, (TacticsCell) { 4, 2 }));
  game_ui_screenshot (f->window, "threat");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.threat-view", NULL));
  g_assert_cmpuint (tactics_game_hatch_layer_get_n_cells (threat), ==, 0);
}

/* The computer's turn plays out animated at the normal speed, and the
 * human gets the board back after it. */
static void
test_computer_turn_animated (Fixture       *f,
                             gconstpointer  data)
{
  TacticsMatch *game;
  guint n_lines;
  gboolean saw_busy = FALSE;
  gint64 deadline;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  g_object_set (f->window, "animation-speed", "fast", NULL);
  g_assert_cmpstr (tactics_game_battle_view_get_animation_speed (f->view), ==, "fast");
  n_lines = tactics_game_battle_view_get_n_log_lines (f->view);

  /* The action, as E would: a click here would wait for the end. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while ((tactics_match_get_current_player (game) != 0 ||
          tactics_game_battle_view_is_busy (f->view)) &&
         g_get_monotonic_time () < deadline)
    {
      saw_busy |= tactics_game_battle_view_is_busy (f->view);
      game_ui_run_for (5);
    }
  g_assert_true (saw_busy);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);
  g_assert_cmpuint (tactics_match_get_turn (game), ==, 3);
  g_assert_cmpuint (tactics_game_battle_view_get_n_log_lines (f->view), >, n_lines + 2);

  /* The picture caught up: every token stands where its unit is. */
  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, id);
      TacticsGameSprite *sprite =
        tactics_game_unit_layer_get_sprite (
          TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")), id);
      double x;
      double y;

      g_assert_cmpint (sprite->present, ==, tactics_unit_is_on_board (unit));
      if (!sprite->present)
        continue;
      tactics_game_unit_layer_cell_position (
        TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")),
        tactics_unit_get_cell (unit), &x, &y);
      g_assert_cmpfloat_with_epsilon (sprite->x, x, 1e-6);
      g_assert_cmpfloat_with_epsilon (sprite->y, y, 1e-6);
      g_assert_cmpfloat_with_epsilon (sprite->shown_hp, MAX (tactics_unit_get_hp (unit), 0), 1e-6);
    }
}

/* Two computers play a short match to its end at every speed, under
 * whichever renderer the test runs (GL by default): no step of a computer
 * turn may wait on something that drawing can hold back. Then a switch of
 * speed in the middle of a computer's turn carries it on. */
static void
play_computers_to_end (Fixture    *f,
                       const char *speed)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 1);
  TacticsMatch *game;
  gint64 deadline;

  g_object_set (f->window, "animation-speed", speed, NULL);
  g_array_index (setup->seats, TacticsGameSeat, 0).kind = TACTICS_PLAYER_COMPUTER;
  setup->round_limit = 4;
  start_from_setup (f, setup);
  game = game_of (f);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (tactics_match_get_phase (game) != TACTICS_MATCH_PHASE_OVER &&
         g_get_monotonic_time () < deadline)
    game_ui_run_for (20);
  g_test_message ("%s: phase %d after turn %u", speed, tactics_match_get_phase (game),
                  tactics_match_get_turn (game));
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_OVER);
  game_ui_wait_idle (f->window);
}

static void
test_computers_every_speed (Fixture       *f,
                            gconstpointer  data)
{
  static const char * const speeds[] = { "instant", "fast", "normal", "slow" };

  for (guint i = 0; i < G_N_ELEMENTS (speeds); i++)
    {
      play_computers_to_end (f, speeds[i]);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.main-menu", NULL));
      game_ui_wait_idle (f->window);
      g_assert_cmpstr (screen_of (f), ==, "start");
    }
}

/* Saving during play and loading the file again gives the same match. */
static void
test_save_and_load (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 2);
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "match.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TacticsMatch *game;
  TacticsMatch *loaded;
  TacticsGameWindow *other;

  start_from_setup (f, setup);
  game = game_of (f);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  game_ui_wait_idle (f->window);
  if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
      game_ui_wait_idle (f->window);
    }
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_true (tactics_game_window_save_to_file (f->window, file, &error));
  g_assert_no_error (error);

  /* Another window offers it among the recent files. */
  other = game_ui_new_window ();
  g_object_set (other, "animation-speed", "instant", NULL);
  game_ui_click_button (tactics_game_window_get_page (other, "start"), path);
  game_ui_wait_idle (other);
  loaded = tactics_game_window_get_game (other);
  g_assert_nonnull (loaded);
  g_assert_cmpstr (tactics_game_window_get_screen (other), ==, "battle");
  g_assert_cmpuint (tactics_match_get_n_commands (loaded), ==, tactics_match_get_n_commands (game));
  g_assert_cmpuint (tactics_match_get_turn (loaded), ==, tactics_match_get_turn (game));
  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    {
      TacticsCell a = tactics_unit_get_cell (tactics_match_get_unit (game, id));
      TacticsCell b = tactics_unit_get_cell (tactics_match_get_unit (loaded, id));

      g_assert_cmpint (a.x, ==, b.x);
      g_assert_cmpint (a.y, ==, b.y);
    }
  /* The log was rebuilt from the saved match's events. */
  g_assert_cmpuint (tactics_game_battle_view_get_n_log_lines (game_ui_get_battle_view (other)), >,
                    0);
  game_ui_destroy_window (other);

  /* Anything else is refused with a reason. */
  {
    g_autoptr(GFile) ruleset = game_ui_data_file ("default.ruleset.xml", NULL);

    g_assert_false (tactics_game_window_open_file (f->window, ruleset, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A hex map in initiative mode against the computer: the unit whose turn
 * it is comes selected, with its range. */
static void
test_hex_initiative (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = tactics_game_setup_new ();
  g_autoptr(GFile) map_file = game_ui_data_file ("maps", "mountain-pass.map.xml", NULL);
  g_autoptr(GError) error = NULL;
  TacticsMatch *game;
  TacticsUnit *active;

  setup->map_file = g_object_ref (map_file);
  setup->map = tactics_map_load (map_file, &error);
  g_assert_no_error (error);
  setup->units_per_player = 4;
  setup->mode = TACTICS_MATCH_MODE_INITIATIVE;
  setup->has_seed = TRUE;
  setup->seed = 4;
  tactics_game_setup_add_seat (setup, "Ann", 2, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  tactics_game_setup_add_seat (setup, "Cyd", 5, TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_HARD);

  start_from_setup (f, setup);
  game = game_of (f);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
    game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);

  active = tactics_match_get_active_unit (game);
  g_assert_nonnull (active);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==,
                   (int) tactics_unit_get_id (active));
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "reach"))),
                    >, 1);
  /* Another of Ann's units is not the one to play. */
  for (guint id = 0; id < tactics_match_get_n_units (game); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, id);

      if (unit != active && tactics_unit_get_owner (unit) == 0)
        {
          g_assert_false (tactics_game_analysis_unit_is_ready (game, unit));
          break;
        }
    }
  {
    g_autoptr(TacticsReach) reach = tactics_reach_new ();

    tactics_match_compute_reach (game, active, reach);
    game_ui_hover_cell (f->board,
                        tactics_reach_get_destination (reach,
                                                       tactics_reach_get_n_destinations (reach) - 1,
                                                       NULL));
  }
  game_ui_screenshot (f->window, "battle-hex");

  /* Ending the unit's turn hands over to the next ready unit. */
  game_ui_click_button (GTK_WIDGET (f->view), "End Unit’s Turn");
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_match_get_active_unit (game) != active ||
                 tactics_match_get_turn (game) > 1);
  if (tactics_match_get_current_player (game) == 0)
    g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==,
                     (int) tactics_unit_get_id (tactics_match_get_active_unit (game)));
}

/* A move glides along its path and a blow shows its damage before the
 * picture settles where the engine already is. */
static void
test_animations (Fixture       *f,
                 gconstpointer  data)
{
  TacticsMatch *game;
  TacticsGameUnitLayer *units;
  TacticsGameSprite *sprite;
  double start_x;
  double start_y;
  double goal_x;
  double goal_y;
  gboolean between = FALSE;
  gint64 deadline;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  units = TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units"));
  g_object_set (f->window, "animation-speed", "slow", NULL);
  sprite = tactics_game_unit_layer_get_sprite (units, 0);
  tactics_game_unit_layer_cell_position (units, (TacticsCell) { 1, 2 }, &start_x, &start_y);
  tactics_game_unit_layer_cell_position (units, (TacticsCell) { 4, 2 }, &goal_x, &goal_y);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  /* The engine moved at once; the token follows. */
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (game, 0)).x, ==, 4);
  g_assert_true (tactics_game_battle_view_is_busy (f->view));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (tactics_game_battle_view_is_busy (f->view) && g_get_monotonic_time () < deadline)
    {
      game_ui_run_for (10);
      between |= sprite->x > start_x + 0.1 && sprite->x < goal_x - 0.1;
    }
  g_assert_true (between);
  game_ui_wait_idle (f->window);
  g_assert_cmpfloat_with_epsilon (sprite->x, goal_x, 1e-6);

  /* The sword: a number rises from the target while its bar drains. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 2)), ==, 17);
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (tactics_game_unit_layer_get_n_floats (units) == 0 &&
         g_get_monotonic_time () < deadline)
    game_ui_run_for (10);
  g_assert_cmpuint (tactics_game_unit_layer_get_n_floats (units), ==, 1);
  game_ui_run_for (250);
  game_ui_screenshot (f->window, "blow");
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (tactics_game_unit_layer_get_n_floats (units), ==, 0);
  g_assert_cmpfloat_with_epsilon (tactics_game_unit_layer_get_sprite (units, 2)->shown_hp, 17,
                                  1e-6);
}

/* Leaving a match that was not saved asks first. */
static void
test_leave_asks (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *dialog = NULL;
  GList *toplevels;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.main-menu", NULL));
  ui_test_iterate ();
  g_assert_cmpstr (screen_of (f), ==, "battle");

  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (GTK_IS_MESSAGE_DIALOG (l->data))
      dialog = l->data;
  g_list_free (toplevels);
  g_assert_nonnull (dialog);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();
  g_assert_cmpstr (screen_of (f), ==, "start");
  g_assert_null (game_of (f));
}

/* Clicking an enemy next to a selected unit strikes it with the unit's
 * first attack, from where it stands (the engine's alternative to a
 * move), after the same preview as an aimed action. */
static void
test_strike_by_click (Fixture       *f,
                      gconstpointer  data)
{
  const TacticsCell cells[] = { { 4, 2 }, { 0, 2 }, { 5, 2 }, { 6, 4 } };
  TacticsMatch *game;
  TacticsUnit *infantry;
  TacticsGameSprite *target;
  const TacticsCommand *last;

  play_arranged_at (f, TACTICS_PLAYER_COMPUTER, cells);
  game = game_of (f);
  infantry = tactics_match_get_unit (game, 0);

  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, -1);
  game_ui_hover_cell (f->board, (TacticsCell) { 5, 2 });
  g_assert_true (tactics_cell_layer_contains (
                   TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "effect")),
                   (TacticsCell) { 5, 2 }));
  target = tactics_game_unit_layer_get_sprite (
             TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units")), 2);
  g_assert_true (target->has_prediction);
  g_assert_cmpint (target->predicted_hp, ==, 17);

  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 2)), ==, 17);
  g_assert_true (tactics_unit_has_acted (infantry));
  g_assert_false (tactics_unit_has_moved (infantry));
  last = tactics_match_get_command (game, tactics_match_get_n_commands (game) - 1);
  g_assert_cmpint (last->kind, ==, TACTICS_COMMAND_ACT);
  /* It may still move. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, 0);
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "reach"))), >, 1);
}

/* The menu's Preferences edits the window's settings: the grid goes at
 * once, and a default ruleset is what the next match setup offers. */
static void
test_preferences (Fixture       *f,
                  gconstpointer  data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  g_autoptr(GFile) rules = g_file_new_build_filename (g_getenv ("TACTICS_DATADIR"),
                                                      "default.ruleset.xml", NULL);
  g_autoptr(GError) error = NULL;
  TacticsPreferencesDialog *dialog = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.preferences", NULL));
  game_ui_wait_idle (f->window);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (TACTICS_IS_PREFERENCES_DIALOG (toplevel))
        dialog = TACTICS_PREFERENCES_DIALOG (toplevel);
    }
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (f->window));
  g_assert_true (shows_label (GTK_WIDGET (dialog), "Ask before ending a turn early"));

  g_settings_set_boolean (tactics_preferences_dialog_get_settings (dialog), "show-grid", FALSE);
  g_assert_false (tactics_board_get_show_grid (tactics_game_battle_view_get_board (f->view)));
  g_settings_set_boolean (settings, "show-grid", TRUE);

  g_assert_true (tactics_preferences_dialog_set_default_ruleset (dialog, rules, &error));
  g_assert_no_error (error);
  {
    g_autoptr(TacticsGameSetup) setup =
      tactics_game_setup_page_get_setup (TACTICS_GAME_SETUP_PAGE (page_of (f, "setup")), &error);

    g_assert_no_error (error);
    g_assert_nonnull (setup->ruleset);
    g_assert_true (g_file_equal (setup->ruleset_file, rules));
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  game_ui_wait_idle (f->window);
  g_settings_reset (settings, "default-ruleset");
}

/* The message dialog the window shows now, waited for. */
static GtkWidget *
wait_for_dialog (Fixture *f)
{
  GtkWidget *dialog = NULL;

  for (guint i = 0; i < 50 && dialog == NULL; i++)
    {
      ui_test_iterate ();
      dialog = ui_test_find_dialog (GTK_WINDOW (f->window));
    }
  g_assert_nonnull (dialog);
  return dialog;
}

static char *
dialog_text (GtkWidget *dialog)
{
  g_autofree char *text = NULL;

  g_object_get (dialog, "text", &text, NULL);
  return g_steal_pointer (&text);
}

static GtkCheckButton *
find_check_button (GtkWidget *root)
{
  if (GTK_IS_CHECK_BUTTON (root))
    return GTK_CHECK_BUTTON (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkCheckButton *found = find_check_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Ending the turn with units that could still move or act asks first, with
 * the count the engine gives; "Don't ask again" is remembered. */
static void
test_end_turn_asks (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.tactics.Game");
  TacticsMatch *game;
  GtkWidget *dialog;
  GtkCheckButton *dont_ask;
  g_autofree char *text = NULL;
  guint turn;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  g_settings_set_boolean (settings, "confirm-end-turn", TRUE);
  g_assert_true (tactics_game_battle_view_get_confirm_end_turn (f->view));
  game = game_of (f);
  turn = tactics_match_get_turn (game);
  g_assert_cmpuint (tactics_match_count_ready_units (game, 0), ==, 2);
  g_assert_cmpuint (tactics_match_count_ready_units (game, 1), ==, 0);

  /* Kept playing: nothing ended. */
  game_ui_click_button (GTK_WIDGET (f->view), "End Turn");
  dialog = wait_for_dialog (f);
  text = dialog_text (dialog);
  g_assert_cmpstr (text, ==, "2 units can still move or act. End the turn anyway?");
  game_ui_screenshot (f->window, "end-turn-asks");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_iterate ();
  g_assert_null (ui_test_find_dialog (GTK_WINDOW (f->window)));
  g_assert_cmpuint (tactics_match_get_turn (game), ==, turn);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);

  /* The infantry moves and strikes: one unit left, said in the singular. */
  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  game_ui_click_cell (f->board, (TacticsCell) { 4, 2 });
  game_ui_wait_idle (f->window);
  /* Still selected, its sword aimed at Bob's infantry next to it. */
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_click_cell (f->board, (TacticsCell) { 5, 2 });
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (game, 0)));
  g_assert_cmpuint (tactics_match_count_ready_units (game, 0), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
  dialog = wait_for_dialog (f);
  g_clear_pointer (&text, g_free);
  text = dialog_text (dialog);
  g_assert_cmpstr (text, ==, "1 unit can still move or act. End the turn anyway?");
  dont_ask = find_check_button (dialog);
  g_assert_nonnull (dont_ask);
  gtk_check_button_set_active (dont_ask, TRUE);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_match_get_turn (game) > turn);
  g_assert_false (g_settings_get_boolean (settings, "confirm-end-turn"));

  /* Not asked again: the next turn ends at once. */
  pass_if_asked (f);
  if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLAYING &&
      tactics_match_get_current_player (game) == 0)
    {
      turn = tactics_match_get_turn (game);
      g_assert_cmpuint (tactics_match_count_ready_units (game, 0), >, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
      ui_test_iterate ();
      g_assert_null (ui_test_find_dialog (GTK_WINDOW (f->window)));
      game_ui_wait_idle (f->window);
      g_assert_true (tactics_match_get_turn (game) > turn);
    }
  g_settings_reset (settings, "confirm-end-turn");
}

/* An action aimed where the engine's preview finds no one asks first. */
static void
test_aim_at_nobody_asks (Fixture       *f,
                         gconstpointer  data)
{
  TacticsMatch *game;
  TacticsUnit *infantry;
  GtkWidget *dialog;
  g_autofree char *text = NULL;
  guint n_commands;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  game = game_of (f);
  infantry = tactics_match_get_unit (game, 0);
  n_commands = tactics_match_get_n_commands (game);

  game_ui_click_cell (f->board, (TacticsCell) { 1, 2 });
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  /* The empty cell above it. */
  game_ui_click_cell (f->board, (TacticsCell) { 1, 1 });
  dialog = wait_for_dialog (f);
  text = dialog_text (dialog);
  g_assert_cmpstr (text, ==, "The Sword would hit no one here. Use it anyway?");
  game_ui_screenshot (f->window, "aim-at-nobody");
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  game_ui_wait_idle (f->window);
  g_assert_false (tactics_unit_has_acted (infantry));
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands);

  /* Agreed: the blow falls on the empty cell. */
  game_ui_click_cell (f->board, (TacticsCell) { 1, 1 });
  dialog = wait_for_dialog (f);
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_unit_has_acted (infantry));
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands + 1);
}

/* Saving says where the match went. */
static void
test_save_says_so (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("tactics-game-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "evening.save.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 2);

  start_from_setup (f, setup);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  game_ui_wait_idle (f->window);
  if (tactics_match_get_phase (game_of (f)) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
      game_ui_wait_idle (f->window);
    }
  g_assert_true (tactics_game_window_save_to_file (f->window, file, &error));
  g_assert_no_error (error);
  /* Again through the menu's Save, which now knows the file. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.save", NULL));
  ui_test_iterate ();
  g_assert_cmpstr (tactics_game_battle_view_get_message (f->view), ==,
                   "Match saved as evening.save.xml");
  g_assert_cmpuint (count_labels_saying (GTK_WIDGET (f->view),
                                         "Match saved as evening.save.xml"), ==, 1);
  game_ui_screenshot (f->window, "saved");
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static gboolean
inside_window (GtkWidget *widget,
               GtkWidget *window)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (widget, window, &bounds))
    return FALSE;
  return bounds.origin.x >= 0 && bounds.origin.y >= 0 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (window) &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (window);
}

/* The new-match screen fits 1024 × 720: Start on screen, the map's
 * description there or reached by scrolling. */
static void
test_setup_fits_small_window (Fixture       *f,
                              gconstpointer  data)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  GtkWidget *setup_page;
  GtkWidget *description;
  GtkWidget *start;
  GtkWidget *scrolled;
  GtkAdjustment *vadjustment;
  graphene_rect_t bounds;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1024, 720);
  game_ui_click_button (page_of (f, "start"), "New Match");
  g_assert_cmpstr (screen_of (f), ==, "setup");
  for (guint i = 0; i < 20; i++)
    ui_test_iterate ();
  g_assert_cmpint (gtk_widget_get_width (window), <=, 1024);
  g_assert_cmpint (gtk_widget_get_height (window), <=, 720);

  setup_page = page_of (f, "setup");
  start = game_ui_find_button (setup_page, "Start Match");
  g_assert_true (gtk_widget_get_mapped (start));
  g_assert_true (inside_window (start, window));

  description = ui_test_find_widget (setup_page, "map-description");
  g_assert_true (gtk_widget_get_mapped (description));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (description)), !=, "");
  /* The bundled map's description shows without scrolling. */
  g_assert_true (inside_window (description, window));
  scrolled = gtk_widget_get_ancestor (description, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scrolled);
  game_ui_screenshot (f->window, "setup-1024x720");

  /* A longer one is reached by scrolling: scrolled to, it shows whole. */
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_compute_bounds (description,
                                            gtk_scrolled_window_get_child (
                                              GTK_SCROLLED_WINDOW (scrolled)),
                                            &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_adjustment_get_upper (vadjustment));
  gtk_adjustment_set_value (vadjustment,
                            bounds.origin.y + bounds.size.height -
                            gtk_adjustment_get_page_size (vadjustment));
  for (guint i = 0; i < 5; i++)
    ui_test_iterate ();
  g_assert_true (inside_window (description, window));
  g_assert_true (inside_window (start, window));
  game_ui_screenshot (f->window, "setup-1024x720-scrolled");
}

/* The log follows its newest line, unless the player scrolled up to read
 * an older one; back at the end, it follows again. */
static void
test_log_follows (void)
{
  GtkWidget *window = gtk_window_new ();
  TacticsGameBattleLog *log = g_object_new (TACTICS_TYPE_GAME_BATTLE_LOG, NULL);
  GtkAdjustment *adjustment = tactics_game_battle_log_get_vadjustment (log);

  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (log));
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 60; i++)
    tactics_game_battle_log_append (log, i % 10 == 0 ? "<b>Turn</b>" : "A line of the log.");
  game_ui_run_for (100);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) +
                     gtk_adjustment_get_page_size (adjustment),
                     >=, gtk_adjustment_get_upper (adjustment) - 1.0);
  g_assert_true (tactics_game_battle_log_get_following (log));

  /* Scrolled up: new lines leave the view where it is. */
  gtk_adjustment_set_value (adjustment, 0.0);
  g_assert_false (tactics_game_battle_log_get_following (log));
  for (guint i = 0; i < 20; i++)
    tactics_game_battle_log_append (log, "Another line.");
  game_ui_run_for (100);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0.0);

  /* Back at the end: it follows again. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_true (tactics_game_battle_log_get_following (log));
  for (guint i = 0; i < 20; i++)
    tactics_game_battle_log_append (log, "A last line.");
  game_ui_run_for (100);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment) +
                     gtk_adjustment_get_page_size (adjustment),
                     >=, gtk_adjustment_get_upper (adjustment) - 1.0);
  g_assert_cmpuint (tactics_game_battle_log_get_n_lines (log), ==, 100);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui/screens", Fixture, NULL, fixture_set_up, test_screens, fixture_tear_down);
  g_test_add ("/game-ui/hot-seat-match", Fixture, NULL, fixture_set_up, test_hot_seat_match,
              fixture_tear_down);
  g_test_add ("/game-ui/setup-mnemonics", Fixture, NULL, fixture_set_up, test_setup_mnemonics,
              fixture_tear_down);
  g_test_add ("/game-ui/round-limit", Fixture, NULL, fixture_set_up, test_round_limit,
              fixture_tear_down);
  g_test_add ("/game-ui/refusal", Fixture, NULL, fixture_set_up, test_refusal, fixture_tear_down);
  g_test_add ("/game-ui/refusal-done", Fixture, NULL, fixture_set_up, test_refusal_done,
              fixture_tear_down);
  g_test_add ("/game-ui/strike-by-click", Fixture, NULL, fixture_set_up, test_strike_by_click,
              fixture_tear_down);
  g_test_add ("/game-ui/undo", Fixture, NULL, fixture_set_up, test_undo, fixture_tear_down);
  g_test_add ("/game-ui/keyboard", Fixture, NULL, fixture_set_up, test_keyboard,
              fixture_tear_down);
  g_test_add ("/game-ui/threat", Fixture, NULL, fixture_set_up, test_threat, fixture_tear_down);
  g_test_add ("/game-ui/preferences", Fixture, NULL, fixture_set_up, test_preferences,
              fixture_tear_down);
  g_test_add ("/game-ui/computer-turn-animated", Fixture, NULL, fixture_set_up,
              test_computer_turn_animated, fixture_tear_down);
  g_test_add ("/game-ui/hex-initiative", Fixture, NULL, fixture_set_up, test_hex_initiative,
              fixture_tear_down);
  g_test_add ("/game-ui/animations", Fixture, NULL, fixture_set_up, test_animations,
              fixture_tear_down);
  g_test_add ("/game-ui/leave-asks", Fixture, NULL, fixture_set_up, test_leave_asks,
              fixture_tear_down);
  g_test_add ("/game-ui/save-and-load", Fixture, NULL, fixture_set_up, test_save_and_load,
              fixture_tear_down);
  g_test_add ("/game-ui/computers-every-speed", Fixture, NULL, fixture_set_up,
              test_computers_every_speed, fixture_tear_down);
  g_test_add ("/game-ui/end-turn-asks", Fixture, NULL, fixture_set_up, test_end_turn_asks,
              fixture_tear_down);
  g_test_add ("/game-ui/aim-at-nobody-asks", Fixture, NULL, fixture_set_up,
              test_aim_at_nobody_asks, fixture_tear_down);
  g_test_add ("/game-ui/save-says-so", Fixture, NULL, fixture_set_up, test_save_says_so,
              fixture_tear_down);
  g_test_add ("/game-ui/setup-fits-small-window", Fixture, NULL, fixture_set_up,
              test_setup_fits_small_window, fixture_tear_down);
  g_test_add_func ("/game-ui/log-follows", test_log_follows);

  return g_test_run ();
}
