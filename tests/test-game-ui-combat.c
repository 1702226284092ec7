/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game window under Xvfb, on a ruleset with terrain defence,
 * resistances and counter-attacks (tests/data/combat): the forecast over
 * a target that answers, with and without a chance to hit; the unit
 * card's defence under the pointer and its resistances; the log's
 * counter-attacks and misses. */
#include "config.h"

#include <string.h>

#include "tactics-match-private.h"
#include "tactics-game-forecast-layer.h"
#include "game-ui-fixture.h"
#include "test-game-ui-helpers.h"
#include "ui-test-helpers.h"

/* Ann's knight (1,2, plains) and archer (0,0) against Bob's spearman
 * (2,2, forest: 40% defence for foot) and archer (5,2, hills). The sword
 * (10 blade) on the spearman (weak to blade, −20%): 10 × 0.6 × 1.2 = 7.2,
 * 7; its spear answers (8 pierce) on the knight (plains, pierce 25%):
 * 8 × 0.75 = 6. */
static const TacticsCell cells[] = { { 1, 2 }, { 0, 0 }, { 2, 2 }, { 5, 2 } };
static const char * const rows[] = { "ppppppp", "ppppppp", "ppfpphp", "ppppppp", "ppppppp" };

enum { KNIGHT, ANN_ARCHER, SPEARMAN, BOB_ARCHER };

static TacticsRuleset *
load_combat_ruleset (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "combat",
                                                 "combat.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TacticsRuleset *ruleset = tactics_ruleset_load (file, &error);

  g_assert_no_error (error);
  return ruleset;
}

/* Plays the match above with @hit_chance and random seed @seed; Ann first,
 * Bob a computer that never gets a turn here. */
static TacticsMatch *
play_combat (Fixture *f,
             guint    hit_chance,
             guint64  seed)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_ruleset ();
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  const char * const ann[] = { "knight", "archer", NULL };
  const char * const bob[] = { "spearman", "archer", NULL };
  g_autoptr(GError) error = NULL;

  tactics_ruleset_set_hit_chance (ruleset, hit_chance);
  map = tactics_map_new (7, 5, TACTICS_TOPOLOGY_SQUARE, ruleset);
  for (int y = 0; y < 5; y++)
    for (int x = 0; x < 7; x++)
      {
        char id[2] = { rows[y][x], 0 };
        int index = tactics_ruleset_get_terrain_index (ruleset, id);

        g_assert_cmpint (index, >=, 0);
        tactics_map_set_terrain_index (map, (TacticsCell) { x, y }, (guint) index);
      }
  tactics_map_set_name (map, "Ford");

  match = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, seed);
  g_assert_nonnull (tactics_match_add_player (match, "Ann", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Bob", "#d55e00", TACTICS_PLAYER_COMPUTER,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, ann, &error));
  g_assert_true (tactics_match_set_formation (match, 1, bob, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);

  tactics_game_window_play_game (f->window, match);
  game_ui_wait_idle (f->window);
  pass_if_asked (f);
  g_assert_cmpstr (screen_of (f), ==, "battle");
  g_assert_cmpint (tactics_match_get_current_player (match), ==, 0);
  return match_of (f);
}

static char *
forecast_text (Fixture *f,
               guint    unit)
{
  TacticsBoardLayer *layer = tactics_game_battle_view_get_overlay (f->view, "forecasts");

  return tactics_game_forecast_layer_dup_text (TACTICS_GAME_FORECAST_LAYER (layer), unit);
}

/* Selects the knight and aims its sword at the spearman. */
static void
aim_at_spearman (Fixture *f)
{
  game_ui_click_cell (f->board, cells[KNIGHT]);
  g_assert_cmpint (tactics_game_battle_view_get_selected_unit (f->view), ==, KNIGHT);
  g_assert_true (game_ui_press_key (f->view, GDK_KEY_1, 0));
  g_assert_cmpint (tactics_game_battle_view_get_selected_action (f->view), ==, 0);
  game_ui_hover_cell (f->board, cells[SPEARMAN]);
}

/* The forecast tells the blow after defence and resistance and the
 * answer it provokes; the card tells the knight's ground under the
 * pointer; the attack's log tells the answer. */
static void
test_counter_attack (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *root;
  TacticsMatch *match = play_combat (f, 100, 3);
  g_autofree char *text = NULL;
  g_autofree char *archer_text = NULL;
  g_autofree char *knight_text = NULL;

  root = GTK_WIDGET (f->window);
  aim_at_spearman (f);
  text = forecast_text (f, SPEARMAN);
  g_assert_cmpstr (text, ==, "22 → 15 · answers 6 → you 18 → 12");
  /* Told on the target's tag: no tag of its own for the knight, none on
   * units the sword does not reach. */
  knight_text = forecast_text (f, KNIGHT);
  g_assert_null (knight_text);
  archer_text = forecast_text (f, BOB_ARCHER);
  g_assert_null (archer_text);

  /* The card: the knight's resistances; its defence on the forest under
   * the pointer, then on the plains. */
  g_assert_true (shows_label (root, "Resistances: Pierce 25%"));
  g_assert_true (shows_label (root, "Defence here: 40%"));
  game_ui_hover_cell (f->board, (TacticsCell) { 1, 3 });
  g_assert_true (shows_label (root, "Defence here: 0%"));
  game_ui_hover_cell (f->board, (TacticsCell) { 5, 2 });
  g_assert_true (shows_label (root, "Defence here: 50%"));
  game_ui_hover_cell (f->board, cells[SPEARMAN]);
  game_ui_screenshot (f->window, "combat-forecast");

  game_ui_click_cell (f->board, cells[SPEARMAN]);
  game_ui_wait_idle (f->window);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, SPEARMAN)), ==, 15);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, KNIGHT)), ==, 12);
  g_assert_cmpuint (count_labels_saying (root, "Bob’s Spearman takes 7 damage (15 HP left)."),
                    ==, 1);
  /* The players' marks come before their names. */
  g_assert_cmpuint (count_labels_saying (root, "Bob’s Spearman answers "), ==, 1);
  g_assert_cmpuint (count_labels_saying (root, "Ann’s Knight with Spear."), ==, 1);
  g_assert_cmpuint (count_labels_saying (root, "Ann’s Knight takes 6 damage (12 HP left)."),
                    ==, 1);
  /* The tags went with the blow. */
  g_clear_pointer (&text, g_free);
  text = forecast_text (f, SPEARMAN);
  g_assert_null (text);
  /* Room for the log, which scrolls to its end on the next frames. */
  g_object_set (f->view, "minimap-visible", FALSE, NULL);
  game_ui_run_for (300);
  game_ui_screenshot (f->window, "combat-log");
}

/* Shows the spearman's card: pointing at it with nothing selected. */
static void
test_card_of_target (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *root;

  play_combat (f, 100, 3);
  root = GTK_WIDGET (f->window);
  game_ui_hover_cell (f->board, cells[SPEARMAN]);
  g_assert_true (shows_label (root, "Resistances: Blade −20%"));
  g_assert_true (shows_label (root, "Defence here: 40%"));
  /* The archer resists nothing: no line for it. */
  game_ui_hover_cell (f->board, cells[BOB_ARCHER]);
  g_assert_true (shows_label (root, "Defence here: 50%"));
  g_assert_cmpuint (count_labels_saying (root, "Resistances"), ==, 0);
}

/* With a chance to hit, the forecast gives it for the blow and for the
 * answer; the log tells each blow that missed. */
static void
test_chance_and_misses (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *root;
  TacticsMatch *match = play_combat (f, 50, GPOINTER_TO_UINT (data));
  g_autofree char *text = NULL;
  guint n_events;
  guint n_missed = 0;

  root = GTK_WIDGET (f->window);
  aim_at_spearman (f);
  text = forecast_text (f, SPEARMAN);
  g_assert_cmpstr (text, ==, "50%: 22 → 15 · answers 6 (50%) → you 18 → 12");
  game_ui_screenshot (f->window, "combat-chance");

  n_events = tactics_match_get_n_events (match);
  game_ui_click_cell (f->board, cells[SPEARMAN]);
  game_ui_wait_idle (f->window);
  for (guint i = n_events; i < tactics_match_get_n_events (match); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (event->kind == TACTICS_EVENT_MISSED)
        n_missed++;
    }
  /* This seed draws a miss of the sword (the spearman keeps its 22 HP). */
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, SPEARMAN)), ==, 22);
  g_assert_cmpuint (n_missed, >=, 1);
  g_assert_cmpuint (count_labels_saying (root, "Ann’s Knight misses "), ==, 1);
  g_assert_cmpuint (count_labels_saying (root, " misses "), ==, n_missed);
  /* It answers all the same. */
  g_assert_cmpuint (count_labels_saying (root, "Bob’s Spearman answers "), ==, 1);
}

/* In Japanese: the forecast, the card and the log in its words, the
 * numbers in their places. */
static void
test_japanese (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *root;
  g_autofree char *text = NULL;

  ui_test_use_language ("ja");
  play_combat (f, 100, 3);
  root = GTK_WIDGET (f->window);
  aim_at_spearman (f);
  text = forecast_text (f, SPEARMAN);
  g_assert_cmpstr (text, ==, "22 → 15 · 反撃 6 → 攻撃側 18 → 12");
  g_assert_true (shows_label (root, "耐性：Pierce 25%"));
  g_assert_true (shows_label (root, "ここでの防御：40%"));
  game_ui_screenshot (f->window, "combat-forecast-ja");

  game_ui_click_cell (f->board, cells[SPEARMAN]);
  game_ui_wait_idle (f->window);
  g_assert_cmpuint (count_labels_saying (root, "のSpearmanがSpearで"), ==, 1);
  g_assert_cmpuint (count_labels_saying (root, "のKnightに反撃しました。"), ==, 1);
  g_object_set (f->view, "minimap-visible", FALSE, NULL);
  game_ui_run_for (300);
  game_ui_screenshot (f->window, "combat-log-ja");
  ui_test_use_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  ui_test_use_built_catalogues ();
  game_ui_init (&argc, &argv);

  g_test_add ("/game-ui-combat/counter-attack", Fixture, NULL, fixture_set_up,
              test_counter_attack, fixture_tear_down);
  g_test_add ("/game-ui-combat/card-of-target", Fixture, NULL, fixture_set_up,
              test_card_of_target, fixture_tear_down);
  g_test_add ("/game-ui-combat/chance-and-misses", Fixture, GUINT_TO_POINTER (1), fixture_set_up,
              test_chance_and_misses, fixture_tear_down);
  g_test_add ("/game-ui-combat/japanese", Fixture, NULL, fixture_set_up, test_japanese,
              fixture_tear_down);
  return g_test_run ();
}
