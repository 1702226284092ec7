/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb: its screens, set-up and whole matches
 * driven through the widgets (buttons, the board's gestures, keys),
 * checking the engine after each step, and screenshots of every screen.
 * Playing a turn is in test-game-ui-play.c; the questions, saving and
 * preferences in test-game-ui-feedback.c. */
#include "config.h"

#include <string.h>

#include "tactics-game-analysis.h"
#include "tactics-game-battle-log.h"
#include "tactics-game-formation-page.h"
#include "tactics-game-over-page.h"
#include "tactics-game-setup-page.h"
#include "tactics-game-unit-layer.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

static void
on_event_count (TacticsMatch        *match,
                const TacticsEvent *event,
                Fixture            *f)
{
  if (event->kind == TACTICS_EVENT_UNIT_ELIMINATED)
    f->n_eliminations++;
}

/* Formation, through the screens */

/* Chooses @n of @type_id on the formation screen with its + button. */
static void
form_army (Fixture    *f,
           const char *first_type,
           ...)
{
  GtkWidget *page = page_of (f, "formation");
  TacticsMatch *match = match_of (f);
  TacticsRuleset *ruleset = tactics_match_get_ruleset (match);
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

/* Placement */

static void
place_by_clicks (Fixture *f)
{
  TacticsMatch *match = match_of (f);

  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT &&
         g_str_equal (screen_of (f), "battle"))
    {
      TacticsCellLayer *placement =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "placement"));
      int unit_id = tactics_game_battle_view_get_placing_unit (f->view);
      TacticsUnit *unit;
      TacticsCell cell;
      int player = tactics_match_get_current_player (match);

      g_assert_cmpint (unit_id, >=, 0);
      unit = tactics_match_get_unit (match, (guint) unit_id);
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
find_attack (TacticsMatch *match,
             TacticsUnit *unit,
             TacticsCell  from,
             guint       *action_out,
             TacticsCell *focus_out)
{
  guint n_actions = tactics_match_get_n_unit_actions (match, unit);

  for (guint a = 0; a < n_actions; a++)
    {
      TacticsAction *action = tactics_match_get_unit_action (match, unit, a);
      TacticsPattern pattern;

      if (tactics_action_get_effect (action) != TACTICS_EFFECT_DAMAGE ||
          tactics_action_get_affects (action) != TACTICS_AFFECTS_ENEMIES ||
          !tactics_match_get_action_pattern (match, unit, a, &pattern))
        continue;
      for (guint id = 0; id < tactics_match_get_n_units (match); id++)
        {
          TacticsUnit *enemy = tactics_match_get_unit (match, id);

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
distance_to_enemy (TacticsMatch *match,
                   TacticsUnit *unit,
                   TacticsCell  from)
{
  int best = G_MAXINT;

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *enemy = tactics_match_get_unit (match, id);

      if (tactics_unit_is_on_board (enemy) &&
          tactics_unit_get_owner (enemy) != tactics_unit_get_owner (unit))
        best = MIN (best, tactics_distance (TACTICS_METRIC_MANHATTAN, from,
                                            tactics_unit_get_cell (enemy)));
    }
  return best;
}

static TacticsCell
choose_destination (TacticsMatch *match,
                    TacticsUnit *unit)
{
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  TacticsCell best = tactics_unit_get_cell (unit);
  int best_distance = distance_to_enemy (match, unit, best);
  gboolean best_attacks = FALSE;

  tactics_match_compute_reach (match, unit, reach);
  for (guint i = 0; i < tactics_reach_get_n_destinations (reach); i++)
    {
      TacticsCell cell = tactics_reach_get_destination (reach, i, NULL);
      guint action;
      TacticsCell focus;
      gboolean attacks = find_attack (match, unit, cell, &action, &focus);
      int distance = distance_to_enemy (match, unit, cell);

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
  TacticsMatch *match = match_of (f);
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
      TacticsCell goal = choose_destination (match, unit);

      g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, -1);
      g_assert_true (tactics_cell_layer_contains (reach, start));
      if (goal.x != start.x || goal.y != start.y)
        {
          TacticsCellLayer *path =
            TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "path"));
          guint n_commands = tactics_match_get_n_commands (match);

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
          g_assert_cmpuint (tactics_match_get_n_commands (match), ==, n_commands + 1);
          g_assert_cmpint (tactics_unit_get_cell (unit).x, ==, goal.x);
          g_assert_cmpint (tactics_unit_get_cell (unit).y, ==, goal.y);
          g_assert_true (tactics_unit_has_moved (unit));
        }
    }

  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLAYING &&
      !tactics_unit_has_acted (unit) &&
      find_attack (match, unit, tactics_unit_get_cell (unit), &action, &focus))
    {
      TacticsCellLayer *effect =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "effect"));
      TacticsCellLayer *foci =
        TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "foci"));
      TacticsGameUnitLayer *units =
        TACTICS_GAME_UNIT_LAYER (tactics_game_battle_view_get_overlay (f->view, "units"));
      TacticsUnit *target = tactics_match_get_unit_at (match, focus);
      g_autoptr(TacticsForecast) forecast = tactics_match_forecast_action (match, unit, action,
                                                                          &focus);
      int predicted = tactics_unit_get_hp (target);
      TacticsGameSprite *sprite;

      /* What the engine says the blow leaves, after ground and armour. */
      for (guint i = 0; i < tactics_forecast_get_n_hits (forecast); i++)
        if (tactics_forecast_get_hit (forecast, i)->unit == tactics_unit_get_id (target))
          predicted = tactics_forecast_get_hit (forecast, i)->hp_after;

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
      g_assert_cmpint (sprite->predicted_hp, ==, predicted);
      if (!f->shot_preview)
        {
          game_ui_screenshot (f->window, "action-preview");
          f->shot_preview = TRUE;
        }

      game_ui_click_cell (f->board, focus);
      game_ui_wait_idle (f->window);
      g_assert_true (tactics_unit_has_acted (unit));
      g_assert_cmpint (tactics_unit_get_hp (target), ==, predicted);
      g_assert_cmpint (tactics_unit_is_alive (target), ==, predicted > 0);
      g_assert_cmpint (sprite->present, ==, predicted > 0);
    }
  if (tactics_game_battle_view_get_selected_unit (f->view) >= 0)
    g_assert_true (game_ui_press_key (f->view, GDK_KEY_Escape, 0));
}

static void
play_human_turn (Fixture *f)
{
  TacticsMatch *match = match_of (f);
  int player = tactics_match_get_current_player (match);
  guint turn = tactics_match_get_turn (match);

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);

      if (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLAYING)
        return;
      if ((int) tactics_unit_get_owner (unit) == player &&
          tactics_match_unit_is_ready (match, unit))
        order_unit (f, unit);
    }
  if (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_PLAYING)
    return;
  game_ui_click_button (GTK_WIDGET (f->view), "End Turn");
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_match_get_turn (match) > turn ||
                 tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_OVER);
}

static void
play_to_the_end (Fixture *f)
{
  TacticsMatch *match = match_of (f);

  for (guint round = 0; round < 200; round++)
    {
      pass_if_asked (f);
      if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_OVER)
        break;
      g_assert_cmpstr (screen_of (f), ==, "battle");
      g_assert_true (tactics_player_get_kind (
                       tactics_match_get_player (match,
                                                (guint) tactics_match_get_current_player (match)))
                     == TACTICS_PLAYER_HUMAN);
      play_human_turn (f);
    }
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
}


/* Two people at one screen on a small field: set-up, both formations,
 * placement by clicks, moves and blows by clicks and keys, eliminations,
 * victory and the results. */
static void
test_hot_seat_match (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_HUMAN, 2);
  TacticsMatch *match;
  GtkWidget *over;
  g_autofree char *expected_title = NULL;
  g_autofree TacticsGamePlayerStats *stats = NULL;
  int winner;

  start_from_setup (f, setup);
  match = match_of (f);
  g_signal_connect (match, "event", G_CALLBACK (on_event_count), f);
  g_assert_cmpuint (tactics_match_get_n_players (match), ==, 2);

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
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  place_by_clicks (f);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    g_assert_true (tactics_unit_is_on_board (tactics_match_get_unit (match, id)));

  play_to_the_end (f);
  g_assert_cmpuint (f->n_eliminations, >=, 2);
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_WIN);

  /* The results name the winner and count what happened. */
  g_assert_cmpstr (screen_of (f), ==, "over");
  over = page_of (f, "over");
  winner = tactics_match_get_winner (match);
  expected_title = g_strdup_printf ("%s wins!",
                                    tactics_player_get_name (
                                      tactics_match_get_player (match, (guint) winner)));
  g_assert_cmpstr (tactics_game_over_page_get_title (TACTICS_GAME_OVER_PAGE (over)), ==,
                   expected_title);
  stats = g_new0 (TacticsGamePlayerStats, 2);
  tactics_game_analysis_stats (match, stats);
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
  g_assert_true (match_of (f) != match || tactics_match_get_phase (match_of (f)) ==
                 TACTICS_MATCH_PHASE_SETUP);
  g_assert_cmpint (tactics_match_get_phase (match_of (f)), ==, TACTICS_MATCH_PHASE_SETUP);
  g_assert_cmpstr (screen_of (f), ==, "pass");
}

static GtkWidget *
find_spin_button (GtkWidget  *root,
                  const char *tooltip_start)
{
  const char *tooltip = GTK_IS_SPIN_BUTTON (root) ? gtk_widget_get_tooltip_text (root) : NULL;

  /* NULL: the first without a tooltip. */
  if (GTK_IS_SPIN_BUTTON (root)
      && (tooltip_start == NULL ? tooltip == NULL
                                : tooltip != NULL && g_str_has_prefix (tooltip, tooltip_start)))
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
  /* A limit of -1: refused, with the field's name and its range. */
  const struct {
    const char *text;
    int         limit;
  } entries[] = {
    { "12", 12 },
    { "twelve", -1 },
    { " no LIMIT ", 0 },
    { "7", 7 },
    { "", 0 },
    { "-3", -1 },
    { "10000", -1 },
    { "2", 2 },
  };
  const struct {
    const char *text;
    int         units;
  } counts[] = {
    { "3", 3 },
    /* As many as the engine allows, not fewer. */
    { "40", 40 },
    { "256", 256 },
    { "257", -1 },
    { "0", -1 },
    { "many", -1 },
  };
  GtkWidget *setup_page;
  GtkWidget *spin;
  TacticsMatch *match;

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
      /* Leaving the field puts nothing else in its place. */
      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      typed = tactics_game_setup_page_get_setup (TACTICS_GAME_SETUP_PAGE (setup_page), &error);
      if (entries[i].limit < 0)
        {
          g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
          g_assert_cmpstr (error->message, ==,
                           "“Round limit” must be a whole number from 1 to 9999, or No limit.");
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, entries[i].text);
          g_assert_null (typed);
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpuint (typed->round_limit, ==, (guint) entries[i].limit);
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "2");

  spin = find_spin_button (setup_page, NULL);
  g_assert_nonnull (spin);
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsGameSetup) typed = NULL;

      gtk_editable_set_text (GTK_EDITABLE (spin), counts[i].text);
      gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
      typed = tactics_game_setup_page_get_setup (TACTICS_GAME_SETUP_PAGE (setup_page), &error);
      if (counts[i].units < 0)
        {
          g_assert_cmpstr (error->message, ==,
                           "“Units per player” must be a whole number from 1 to 256.");
          g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, counts[i].text);
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpuint (typed->units_per_player, ==, (guint) counts[i].units);
    }
  gtk_editable_set_text (GTK_EDITABLE (spin), "1");
  game_ui_screenshot (f->window, "setup-round-limit");

  game_ui_click_button (setup_page, "Start Match");
  match = match_of (f);
  g_assert_cmpuint (tactics_match_get_round_limit (match), ==, 2);
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

      g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
      g_assert_cmpuint (tactics_match_get_round (match), ==, turn / 2 + 1);
      g_assert_true (shows_label (GTK_WIDGET (f->view), round));
      game_ui_click_button (GTK_WIDGET (f->view), "End Turn");
      pass_if_asked (f);
    }
  g_assert_cmpint (tactics_match_get_outcome (match), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
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
  TacticsMatch *match;
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
  match = match_of (f);
  g_assert_nonnull (match);
  g_assert_cmpstr (tactics_map_get_name (tactics_match_get_map (match)), ==, "Skirmish");

  /* One human: no hand-over screen. */
  g_assert_cmpstr (screen_of (f), ==, "formation");
  form_army (f, "infantry", "archer", "mage", NULL);
  /* Choosing an army tells what each unit shrugs off and which blows answer. */
  g_assert_cmpuint (count_labels_saying (page_of (f, "formation"),
                                         "Resistances: Blade 20%, Impact −10%, Pierce 20%"), ==, 1);
  g_assert_cmpuint (count_labels_saying (page_of (f, "formation"),
                                         "Sword: 7 damage (Blade) · range 1 · one cell · answers"),
                    ==, 1);
  game_ui_screenshot (f->window, "formation");
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  g_assert_cmpuint (tactics_game_formation_page_get_n_chosen (
                      TACTICS_GAME_FORMATION_PAGE (page_of (f, "formation"))), ==, 4);
  finish_formation (f, 0);
  g_assert_nonnull (tactics_player_get_formation (tactics_match_get_player (match, 1)));

  g_assert_cmpstr (screen_of (f), ==, "battle");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  placement = TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view, "placement"));
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (placement), >, 0);
  game_ui_hover_cell (f->board, tactics_cell_layer_get_cell (placement, 0));
  game_ui_screenshot (f->window, "placement");
  /* The rule in the engine's words. */
  {
    g_autofree char *rule = tactics_match_dup_placement_hint (match);

    g_assert_true (shows_text (GTK_WIDGET (f->view), rule));
  }

  /* One by click, the rest for me. */
  game_ui_click_cell (f->board, tactics_cell_layer_get_cell (placement, 0));
  game_ui_wait_idle (f->window);
  game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);

  /* A unit selected shows its range. */
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);

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

/* Two computers play a short match to its end at every speed, under
 * whichever renderer the test runs (GL by default): no step of a computer
 * turn may wait on something that drawing can hold back. Then a switch of
 * speed in the middle of a computer's turn carries it on. */
static void
play_computers_to_end (Fixture    *f,
                       const char *speed)
{
  g_autoptr(TacticsGameSetup) setup = make_field_setup (TACTICS_PLAYER_COMPUTER, 1);
  TacticsMatch *match;
  gint64 deadline;

  g_object_set (f->window, "animation-speed", speed, NULL);
  g_array_index (setup->seats, TacticsGameSeat, 0).kind = TACTICS_PLAYER_COMPUTER;
  setup->round_limit = 4;
  start_from_setup (f, setup);
  match = match_of (f);
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER &&
         g_get_monotonic_time () < deadline)
    game_ui_run_for (20);
  g_test_message ("%s: phase %d after turn %u", speed, tactics_match_get_phase (match),
                  tactics_match_get_turn (match));
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
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

/* A hex map in initiative mode against the computer: the unit whose turn
 * it is comes selected, with its range. */
static void
test_hex_initiative (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(TacticsGameSetup) setup = tactics_game_setup_new ();
  g_autoptr(GFile) map_file = game_ui_data_file ("maps", "mountain-pass.map.xml", NULL);
  g_autoptr(GError) error = NULL;
  TacticsMatch *match;
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
  match = match_of (f);
  game_ui_click_button (page_of (f, "formation"), "Choose for Me");
  finish_formation (f, 0);
  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    game_ui_click_button (GTK_WIDGET (f->view), "Place for Me");
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);

  active = tactics_match_get_active_unit (match);
  g_assert_nonnull (active);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==,
                   (int) tactics_unit_get_id (active));
  g_assert_cmpuint (tactics_cell_layer_get_n_cells (
                      TACTICS_CELL_LAYER (tactics_game_battle_view_get_overlay (f->view,
                                                                                "reach"))),
                    >, 1);
  /* Another of Ann's units is not the one to play. */
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);

      if (unit != active && tactics_unit_get_owner (unit) == 0)
        {
          g_assert_false (tactics_match_unit_is_ready (match, unit));
          break;
        }
    }
  {
    g_autoptr(TacticsReach) reach = tactics_reach_new ();

    tactics_match_compute_reach (match, active, reach);
    game_ui_hover_cell (f->board,
                        tactics_reach_get_destination (reach,
                                                       tactics_reach_get_n_destinations (reach) - 1,
                                                       NULL));
  }
  game_ui_screenshot (f->window, "battle-hex");

  /* Ending the unit's turn hands over to the next ready unit. */
  game_ui_click_button (GTK_WIDGET (f->view), "End Unit’s Turn");
  game_ui_wait_idle (f->window);
  g_assert_true (tactics_match_get_active_unit (match) != active ||
                 tactics_match_get_turn (match) > 1);
  if (tactics_match_get_current_player (match) == 0)
    g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==,
                     (int) tactics_unit_get_id (tactics_match_get_active_unit (match)));
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

static gboolean
at_log_end (GtkAdjustment *adjustment)
{
  return gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
         gtk_adjustment_get_upper (adjustment) - 1.0;
}

/* Waits for the lines added to be laid out (the log taller than @upper)
 * and for the log to have scrolled, on the frame after: under GL the first
 * frames of a window take a while. */
static void
wait_for_log_end (GtkAdjustment *adjustment,
                  double         upper)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while ((gtk_adjustment_get_upper (adjustment) <= upper || !at_log_end (adjustment)) &&
         g_get_monotonic_time () < deadline)
    game_ui_run_for (20);
}

/* The log follows its newest line, unless the player scrolled up to read
 * an older one; back at the end, it follows again. */
static void
test_log_follows (void)
{
  GtkWidget *window = gtk_window_new ();
  TacticsGameBattleLog *log = g_object_new (TACTICS_TYPE_GAME_BATTLE_LOG, NULL);
  GtkAdjustment *adjustment = tactics_game_battle_log_get_vadjustment (log);
  double upper;

  gtk_window_set_default_size (GTK_WINDOW (window), 300, 200);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (log));
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < 60; i++)
    tactics_game_battle_log_append (log, i % 10 == 0 ? "<b>Turn</b>" : "A line of the log.");
  wait_for_log_end (adjustment, 0.0);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  g_assert_true (at_log_end (adjustment));
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
  upper = gtk_adjustment_get_upper (adjustment);
  for (guint i = 0; i < 20; i++)
    tactics_game_battle_log_append (log, "A last line.");
  wait_for_log_end (adjustment, upper);
  g_assert_true (at_log_end (adjustment));
  g_assert_cmpuint (tactics_game_battle_log_get_n_lines (log), ==, 100);

  gtk_window_destroy (GTK_WINDOW (window));
}

static TacticsGameBattleLog *
find_log (GtkWidget *root)
{
  if (TACTICS_IS_GAME_BATTLE_LOG (root))
    return TACTICS_GAME_BATTLE_LOG (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TacticsGameBattleLog *log = find_log (child);

      if (log != NULL)
        return log;
    }
  return NULL;
}

/* Whether the log's newest line is on screen: laid out, and inside the
 * log's view. */
static gboolean
log_shows_newest_line (TacticsGameBattleLog *log)
{
  GtkWidget *scroller = gtk_widget_get_first_child (GTK_WIDGET (log));
  GtkWidget *list = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *last;
  graphene_rect_t bounds;

  /* The list sits in a viewport. */
  if (!GTK_IS_LIST_BOX (list))
    list = gtk_widget_get_first_child (list);
  last = gtk_widget_get_last_child (list);
  g_assert_nonnull (last);
  if (!gtk_widget_compute_bounds (last, scroller, &bounds) || bounds.size.height < 1.0f)
    return FALSE;
  return bounds.origin.y >= -0.5f &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller) + 0.5f;
}

/* At the instant speed the computer's whole turn is in the log, and its
 * newest line on screen, as soon as the turn is over: not only once
 * something else lays the panel out again. */
static void
test_log_shows_computer_turn (Fixture       *f,
                              gconstpointer  data)
{
  TacticsGameBattleLog *log = find_log (GTK_WIDGET (f->view));
  GtkAdjustment *adjustment = tactics_game_battle_log_get_vadjustment (log);
  guint overflowing = 0;
  gint64 deadline;

  play_arranged (f, TACTICS_PLAYER_COMPUTER);
  g_assert_cmpstr (tactics_game_battle_view_get_animation_speed (f->view), ==, "instant");
  while (g_str_equal (screen_of (f), "battle") && overflowing < 3)
    {
      guint lines = tactics_game_battle_view_get_n_log_lines (f->view);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->view), "battle.end-turn", NULL));
      game_ui_wait_idle (f->window);
      /* The match may be over: the log is then off screen. */
      if (!g_str_equal (screen_of (f), "battle"))
        break;
      g_assert_cmpuint (tactics_game_battle_view_get_n_log_lines (f->view), >, lines);
      /* A frame or two to draw what the turn left (a while under GL). */
      deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
      game_ui_run_for (100);
      while (!log_shows_newest_line (log) && g_get_monotonic_time () < deadline)
        game_ui_run_for (20);
      g_assert_true (log_shows_newest_line (log));
      if (gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment))
        overflowing++;
    }
  /* Turns that wrote more than the log shows at once were seen. */
  g_assert_cmpuint (overflowing, >, 0);
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
  g_test_add ("/game-ui/hex-initiative", Fixture, NULL, fixture_set_up, test_hex_initiative,
              fixture_tear_down);
  g_test_add ("/game-ui/computers-every-speed", Fixture, NULL, fixture_set_up,
              test_computers_every_speed, fixture_tear_down);
  g_test_add ("/game-ui/setup-fits-small-window", Fixture, NULL, fixture_set_up,
              test_setup_fits_small_window, fixture_tear_down);
  g_test_add_func ("/game-ui/log-follows", test_log_follows);
  g_test_add ("/game-ui/log-shows-computer-turn", Fixture, NULL, fixture_set_up,
              test_log_shows_computer_turn, fixture_tear_down);

  return g_test_run ();
}
