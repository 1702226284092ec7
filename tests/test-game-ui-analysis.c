/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the game window shows and works out beside the engine: the engine's
 * action previews and placement cells on the bundled rules, the threat
 * view, statistics, the words it uses, the files it recognises, the team
 * palette. No display needed. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tactics.h"
#include "match-helpers.h"
#include "tactics-match-private.h"
#include "tactics-game-analysis.h"
#include "tactics-game-art.h"
#include "tactics-game-data.h"
#include "tactics-game-setup.h"
#include "tactics-game-text.h"
#include "tactics-game-forecast-layer.h"
#include "tactics-game-unit-layer.h"

static TacticsRuleset *
load_ruleset (void)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *path = g_build_filename (dir, "default.ruleset.xml", NULL);
  TacticsRuleset *ruleset;

  file = g_file_new_for_path (path);
  ruleset = tactics_ruleset_load (file, &error);
  g_assert_no_error (error);
  return ruleset;
}

static TacticsMap *
make_field (int width,
            int height)
{
  g_autoptr(TacticsRuleset) ruleset = load_ruleset ();
  TacticsMap *map = tactics_map_new (width, height, TACTICS_TOPOLOGY_SQUARE, ruleset);
  int plains = tactics_ruleset_get_terrain_index (ruleset, "p");

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      tactics_map_set_terrain_index (map, (TacticsCell) { x, y }, (guint) plains);
  return map;
}

/* Two players on a field, units on the cells given (first the first
 * player's), the first player to play. */
static TacticsMatch *
arrange (int                 width,
         int                 height,
         const char * const *army_a,
         const char * const *army_b,
         const TacticsCell  *cells)
{
  g_autoptr(TacticsMap) map = make_field (width, height);
  guint n = g_strv_length ((char **) army_a);
  g_autoptr(TacticsMatch) match =
    tactics_match_new (map, NULL, MAX (n, g_strv_length ((char **) army_b)),
                      TACTICS_MATCH_MODE_TURNS, 1);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tactics_match_add_player (match, "A", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "B", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army_a, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army_b, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

/* Predictions */

typedef struct {
  guint        agent;
  const char  *action;
  TacticsCell  focus;
} Shot;

static guint
action_index (TacticsMatch *match,
              TacticsUnit *unit,
              const char  *id)
{
  for (guint i = 0; i < tactics_match_get_n_unit_actions (match, unit); i++)
    if (g_str_equal (tactics_action_get_id (tactics_match_get_unit_action (match, unit, i)), id))
      return i;
  g_assert_not_reached ();
  return 0;
}

/* What the preview says is what the engine then does, to every unit. */
static void
check_prediction (TacticsMatch *match,
                  const Shot  *shot)
{
  TacticsUnit *agent = tactics_match_get_unit (match, shot->agent);
  guint action = action_index (match, agent, shot->action);
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  g_autofree int *before = g_new0 (int, tactics_match_get_n_units (match));
  TacticsCommand command;
  g_autoptr(GError) error = NULL;

  g_autoptr(TacticsForecast) forecast = NULL;

  g_assert_true (tactics_match_preview_action (match, agent, action, shot->focus, effect, hits));
  g_assert_cmpuint (effect->len, >, 0);
  /* The acting unit may also take the answers its blow provokes. */
  forecast = tactics_match_forecast_action (match, agent, action, &shot->focus);
  g_assert_nonnull (forecast);
  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    before[id] = tactics_unit_get_hp (tactics_match_get_unit (match, id));

  tactics_command_init_act (&command, tactics_unit_get_owner (agent), shot->agent, action,
                            shot->focus);
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_no_error (error);

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, id);
      const TacticsHit *hit = NULL;

      if (id == shot->agent)
        {
          g_assert_cmpint (tactics_forecast_get_agent_hp_before (forecast), ==, before[id]);
          g_assert_cmpint (tactics_forecast_get_agent_hp_after (forecast), ==,
                           tactics_unit_get_hp (unit));
          continue;
        }
      for (guint i = 0; i < hits->len; i++)
        if (g_array_index (hits, TacticsHit, i).unit == id)
          hit = &g_array_index (hits, TacticsHit, i);
      if (hit == NULL)
        {
          g_assert_cmpint (tactics_unit_get_hp (unit), ==, before[id]);
          continue;
        }
      g_assert_cmpint (hit->hp_before, ==, before[id]);
      g_assert_cmpint (hit->hp_after, ==, tactics_unit_get_hp (unit));
      g_assert_cmpint (hit->eliminated, ==, !tactics_unit_is_alive (unit));
    }
}

static void
test_predict (void)
{
  /* A: mage (1,1), healer (2,1), infantry (3,2); B: infantry (3,1),
   * archer (1,3), grenadier (5,1). */
  const char * const army_a[] = { "mage", "healer", "infantry", NULL };
  const char * const army_b[] = { "infantry", "archer", "grenadier", NULL };
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 3, 2 }, { 3, 1 }, { 1, 3 }, { 5, 1 } };
  g_autoptr(TacticsMatch) match = arrange (8, 6, army_a, army_b, cells);
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (TacticsHit));
  TacticsCommand command;
  g_autoptr(GError) error = NULL;

  /* Out of range: nothing to preview. */
  g_assert_false (tactics_match_preview_action (match, tactics_match_get_unit (match, 0), 0,
                                               (TacticsCell) { 7, 5 }, NULL, hits));
  g_assert_cmpuint (hits->len, ==, 0);

  /* A fireball on B's infantry burns A's own healer and infantry too. */
  check_prediction (match, &(Shot) { 0, "fireball", { 3, 2 } });

  /* The healer: a full unit gains nothing, a wounded one up to its most. */
  g_assert_true (tactics_match_preview_action (match, tactics_match_get_unit (match, 1),
                                              action_index (match,
                                                            tactics_match_get_unit (match, 1),
                                                            "heal"),
                                              (TacticsCell) { 1, 1 }, NULL, hits));
  g_assert_cmpuint (hits->len, ==, 0);
  check_prediction (match, &(Shot) { 1, "heal", { 3, 2 } });

  /* B's turn: a sword blow and a grenade into a crowd. */
  tactics_command_init_end_turn (&command, 0);
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), !=,
                   TACTICS_COMMAND_RESULT_FAILURE);
  check_prediction (match, &(Shot) { 3, "sword", { 3, 2 } });
  check_prediction (match, &(Shot) { 5, "grenade", { 3, 1 } });
}

/* Threat */

/* One infantry (four move points, a sword at range 1) alone on open
 * ground threatens the cells next to every cell within four steps. */
static void
test_threat_reach_and_range (void)
{
  const char * const army_a[] = { "infantry", NULL };
  const char * const army_b[] = { "infantry", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 9, 6 } };
  g_autoptr(TacticsMatch) match = arrange (13, 13, army_a, army_b, cells);
  g_autoptr(GArray) threat = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsCell enemy = { 9, 6 };
  guint expected = 0;

  tactics_match_compute_threat (match, 0, threat);
  for (int y = 0; y < 13; y++)
    for (int x = 0; x < 13; x++)
      {
        TacticsCell cell = { x, y };
        gboolean hit = FALSE;

        for (int dy = -1; dy <= 1 && !hit; dy++)
          for (int dx = -1; dx <= 1 && !hit; dx++)
            {
              TacticsCell from = { x + dx, y + dy };

              hit = (dx != 0 || dy != 0) && from.x >= 0 && from.y >= 0 && from.x < 13 &&
                    from.y < 13 && tactics_distance (TACTICS_METRIC_MANHATTAN, from, enemy) <= 4;
            }
        g_assert_cmpint (match_helpers_cells_contain (threat, cell), ==, hit);
        expected += hit;
      }
  g_assert_cmpuint (threat->len, ==, expected);
  /* Its own units see no threat from themselves. */
  g_array_set_size (threat, 0);
  tactics_match_compute_threat (match, 1, threat);
  g_assert_false (match_helpers_cells_contain (threat, (TacticsCell) { 9, 7 }));
}

/* Area effects count: a grenadier (three move points, a grenade thrown two
 * cells that bursts over the 3×3 block around it) reaches six cells
 * further than it walks; its dagger alone would reach four. */
static void
test_threat_area (void)
{
  const char * const army_a[] = { "infantry", NULL };
  const char * const army_b[] = { "grenadier", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 10, 10 } };
  g_autoptr(TacticsMatch) match = arrange (21, 21, army_a, army_b, cells);
  g_autoptr(GArray) threat = g_array_new (FALSE, FALSE, sizeof (TacticsCell));

  tactics_match_compute_threat (match, 0, threat);
  /* Three steps east, a throw two further, one more for the burst. */
  g_assert_true (match_helpers_cells_contain (threat, (TacticsCell) { 16, 10 }));
  g_assert_false (match_helpers_cells_contain (threat, (TacticsCell) { 17, 10 }));
  g_assert_true (match_helpers_cells_contain (threat, (TacticsCell) { 10, 4 }));
  g_assert_false (match_helpers_cells_contain (threat, (TacticsCell) { 10, 3 }));
  /* Under its feet too: the grenade hits everyone there. */
  g_assert_true (match_helpers_cells_contain (threat, (TacticsCell) { 10, 10 }));
}

/* Placement */

static void
test_placement_cells (void)
{
  g_autoptr(TacticsMap) map = make_field (12, 8);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  const char * const army[] = { "infantry", "archer", "cavalry", NULL };
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GError) error = NULL;
  TacticsUnit *unit = NULL;
  TacticsUnit *anchor = NULL;
  TacticsCommand command;
  int player;

  g_assert_nonnull (tactics_match_add_player (match, "A", "#0072b2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "B", "#d55e00", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_true (tactics_match_set_formation (match, 1, army, &error));
  g_assert_true (tactics_match_start (match, &error));
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
  player = tactics_match_get_current_player (match);

  for (guint id = 0; id < tactics_match_get_n_units (match); id++)
    {
      TacticsUnit *candidate = tactics_match_get_unit (match, id);

      if ((int) tactics_unit_get_owner (candidate) != player)
        continue;
      if (tactics_unit_is_placed (candidate))
        anchor = candidate;
      else if (unit == NULL)
        unit = candidate;
    }
  g_assert_nonnull (unit);
  g_assert_nonnull (anchor);

  tactics_match_get_placement_cells (match, unit, cells);
  g_assert_cmpuint (cells->len, >, 0);
  for (guint i = 0; i < cells->len; i++)
    {
      TacticsCell cell = g_array_index (cells, TacticsCell, i);

      g_assert_null (tactics_match_get_unit_at (match, cell));
      g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, cell,
                                         tactics_unit_get_cell (anchor)), <=, 2);
    }
  /* On open ground, all twelve cells within two steps but its own. */
  g_assert_cmpuint (cells->len, <=, 12);

  /* A cell outside is refused by the engine; one inside accepted. */
  {
    TacticsCell far = tactics_unit_get_cell (anchor);

    far.x = far.x >= 6 ? far.x - 4 : far.x + 4;
    g_assert_false (match_helpers_cells_contain (cells, far));
    tactics_command_init_place (&command, (guint) player, tactics_unit_get_id (unit), far);
    g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                     TACTICS_COMMAND_RESULT_FAILURE);
    g_clear_error (&error);
  }
  tactics_command_init_place (&command, (guint) player, tactics_unit_get_id (unit),
                              g_array_index (cells, TacticsCell, 0));
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_no_error (error);

  /* A placed unit has no cells left. */
  g_array_set_size (cells, 0);
  tactics_match_get_placement_cells (match, unit, cells);
  g_assert_cmpuint (cells->len, ==, 0);
}

/* Statistics */

static void
test_stats (void)
{
  const char * const army_a[] = { "infantry", "healer", NULL };
  const char * const army_b[] = { "archer", "archer", NULL };
  const TacticsCell cells[] = { { 2, 2 }, { 1, 2 }, { 3, 2 }, { 5, 2 } };
  g_autoptr(TacticsMatch) match = arrange (8, 6, army_a, army_b, cells);
  TacticsGamePlayerStats stats[2];
  TacticsCommand command;
  g_autoptr(GError) error = NULL;

  /* A's sword hits B's near archer twice (8 each: archers are weak to
   * blades), the second blow eliminating it; the archer's dagger answers
   * the first (2 through the infantry's armour). B's far archer shoots A's
   * infantry once (4 through its armour), which A's healer mends (6 of its
   * 8, up to full health). */
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 3, 2 });
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  tactics_command_init_end_turn (&command, 0);
  tactics_match_perform (match, &command, NULL, &error);
  tactics_command_init_act (&command, 1, 3, 0, (TacticsCell) { 2, 2 });
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  tactics_command_init_end_turn (&command, 1);
  tactics_match_perform (match, &command, NULL, &error);
  tactics_command_init_act (&command, 0, 1, 1, (TacticsCell) { 2, 2 });
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 3, 2 });
  g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                   TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_no_error (error);

  tactics_game_analysis_stats (match, stats);
  g_assert_cmpuint (stats[0].units_total, ==, 2);
  g_assert_cmpuint (stats[0].units_left, ==, 2);
  g_assert_cmpuint (stats[0].damage_dealt, ==, 16);
  g_assert_cmpuint (stats[0].damage_taken, ==, 6);
  g_assert_cmpuint (stats[0].healing_done, ==, 6);
  g_assert_cmpuint (stats[0].actions, ==, 3);
  g_assert_cmpuint (stats[0].turns, ==, 2);
  g_assert_cmpuint (stats[1].damage_dealt, ==, 6);
  g_assert_cmpuint (stats[1].damage_taken, ==, 16);
  g_assert_cmpuint (stats[1].units_left, ==, 1);
  g_assert_cmpuint (stats[0].eliminations, ==, 1);
}

/* Words */

static void
test_describe_actions (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_ruleset ();
  struct {
    const char *id;
    const char *text;
  } cases[] = {
    { "sword", "7 damage (Blade) · range 1 · one cell · answers attacks" },
    { "bow", "5 damage (Pierce) · range 2–3 · one cell · answers attacks" },
    { "lance", "6 damage (Pierce) · range 1 · a line of 2 cells · answers attacks" },
    { "grenade", "4 damage (Impact) · range 2 · a 3×3 area · hits everyone there, allies too" },
    { "heal", "heals 8 · range 0–2 · one cell · allies only" },
    { "group-heal", "heals 4 · on itself · a 3×3 area · allies only" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TacticsAction *action = tactics_ruleset_lookup_action (ruleset, cases[i].id);
      g_autofree char *text = tactics_game_text_describe_action (action, ruleset,
                                                                 TACTICS_TOPOLOGY_SQUARE);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  {
    /* Without the rules at hand the damage type goes unnamed. */
    g_autofree char *text =
      tactics_game_text_describe_action (tactics_ruleset_lookup_action (ruleset, "sword"), NULL,
                                         TACTICS_TOPOLOGY_SQUARE);

    g_assert_cmpstr (text, ==, "7 damage · range 1 · one cell · answers attacks");
  }
  {
    g_autofree char *stats =
      tactics_game_text_describe_stats (tactics_ruleset_lookup_unit_type (ruleset, "cavalry"),
                                        ruleset);

    g_assert_cmpstr (stats, ==, "22 HP · move 6 (Mounted) · speed 8");
  }
}

/* Files */

static void
test_sniff_files (void)
{
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *map_path = g_build_filename (dir, "maps", "islands.map.xml", NULL);
  g_autofree char *ruleset_path = g_build_filename (dir, "default.ruleset.xml", NULL);
  g_autofree char *tmp = g_dir_make_tmp ("tactics-sniff-XXXXXX", NULL);
  g_autofree char *save_path = g_build_filename (tmp, "a.save.xml", NULL);
  g_autofree char *other_path = g_build_filename (tmp, "b.xml", NULL);
  g_autoptr(GFile) map = g_file_new_for_path (map_path);
  g_autoptr(GFile) ruleset = g_file_new_for_path (ruleset_path);
  g_autoptr(GFile) save = g_file_new_for_path (save_path);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/x.map.xml");
  g_autoptr(GPtrArray) maps = tactics_game_data_list_maps ();

  g_assert_true (g_file_set_contents (save_path,
                                      "<?xml version=\"1.0\"?>\n<!-- <tactics-map> -->\n"
                                      "<tactics-save version=\"1\"/>\n", -1, NULL));
  g_assert_true (g_file_set_contents (other_path, "<tactics-mapping/>", -1, NULL));

  g_assert_cmpint (tactics_game_data_sniff_file (map), ==, TACTICS_GAME_FILE_MAP);
  g_assert_cmpint (tactics_game_data_sniff_file (ruleset), ==, TACTICS_GAME_FILE_RULESET);
  g_assert_cmpint (tactics_game_data_sniff_file (save), ==, TACTICS_GAME_FILE_SAVE);
  g_assert_cmpint (tactics_game_data_sniff_file (other), ==, TACTICS_GAME_FILE_UNKNOWN);
  g_assert_cmpint (tactics_game_data_sniff_file (missing), ==, TACTICS_GAME_FILE_UNKNOWN);

  g_assert_cmpuint (maps->len, >=, 4);
  g_assert_cmpint (g_remove (save_path), ==, 0);
  g_assert_cmpint (g_remove (other_path), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

/* Teams */

static void
test_teams (void)
{
  g_autoptr(TacticsMap) map = make_field (4, 4);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 1);
  g_autoptr(GError) error = NULL;
  TacticsPlayer *odd;

  for (guint i = 0; i < TACTICS_N_TEAMS; i++)
    {
      const TacticsTeam *team = tactics_team_get (i);

      g_assert_cmpint (tactics_team_find_color (team->color), ==, (int) i);
      for (guint j = 0; j < i; j++)
        {
          g_assert_cmpstr (tactics_team_get (j)->color, !=, team->color);
          g_assert_cmpint (tactics_team_get (j)->shape, !=, team->shape);
        }
    }
  g_assert_cmpint (tactics_team_find_color ("#123456"), ==, -1);

  /* A colour from elsewhere still gets a team, by seat. */
  g_assert_nonnull (tactics_match_add_player (match, "A", "#0072B2", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  odd = tactics_match_add_player (match, "B", "#123456", TACTICS_PLAYER_HUMAN,
                                 TACTICS_AI_LEVEL_NORMAL, &error);
  g_assert_cmpuint (tactics_team_for_player (tactics_match_get_player (match, 0)), ==, 0);
  g_assert_cmpuint (tactics_team_for_player (odd), ==, 1);
}

/* A points game won by a side without a most-points objective of its own:
 * the results page says the points decided it, not elimination. */
static void
test_outcome_reason_points (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "scenarios", "good",
                                                 "peace.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_scenario_load (file, &error);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_autofree char *reason = NULL;
  TacticsSide *west;

  g_assert_no_error (error);
  west = tactics_scenario_get_side (scenario, 0);
  /* West keeps its reach-region objective only; East plays for points. */
  tactics_side_remove_objective (west, 0);
  tactics_scenario_set_round_limit (scenario, 2);

  match = tactics_match_new (tactics_scenario_get_map (scenario), NULL, 4,
                             TACTICS_MATCH_MODE_TURNS, 1);
  driver = tactics_match_driver_new (match);
  for (guint p = 0; p < 2; p++)
    g_assert_nonnull (tactics_match_add_player (match, p == 0 ? "West" : "East", "#0072b2",
                                               TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_NORMAL,
                                               &error));
  g_assert_true (tactics_match_set_scenario (match, scenario, &error));
  for (guint p = 0; p < 2; p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, p);
      g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);

      g_assert_true (tactics_match_set_formation (match, p, (const char * const *) army, &error));
      tactics_match_driver_set_controller (driver, p, TACTICS_CONTROLLER (ai));
    }
  g_assert_true (tactics_match_start (match, &error));
  g_assert_cmpint (tactics_match_driver_run (driver, &error), ==, TACTICS_MATCH_DRIVER_OVER);
  g_assert_no_error (error);

  g_assert_cmpint (tactics_match_get_winner (match), ==, 0);
  reason = tactics_game_text_outcome_reason (match);
  g_assert_cmpstr (reason, ==, "West scored the most points (1).");
}

/* The set-up makes the match it describes. */
static void
test_setup_creates_game (void)
{
  g_autoptr(TacticsGameSetup) setup = tactics_game_setup_new ();
  g_autoptr(TacticsGameSetup) copy = NULL;
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  setup->map = make_field (6, 6);
  setup->units_per_player = 3;
  setup->mode = TACTICS_MATCH_MODE_INITIATIVE;
  setup->has_seed = TRUE;
  setup->seed = 99;
  tactics_game_setup_add_seat (setup, "A", 2, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL);
  tactics_game_setup_add_seat (setup, "B", 5, TACTICS_PLAYER_COMPUTER, TACTICS_AI_LEVEL_HARD);
  copy = tactics_game_setup_copy (setup);

  match = tactics_game_setup_create_match (copy, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_match_get_n_players (match), ==, 2);
  g_assert_cmpuint (tactics_match_get_units_per_player (match), ==, 3);
  g_assert_cmpint (tactics_match_get_mode (match), ==, TACTICS_MATCH_MODE_INITIATIVE);
  g_assert_cmpuint (tactics_match_get_seed (match), ==, 99);
  g_assert_cmpstr (tactics_player_get_color (tactics_match_get_player (match, 0)), ==,
                   tactics_team_get (2)->color);
  g_assert_cmpint (tactics_player_get_kind (tactics_match_get_player (match, 1)), ==,
                   TACTICS_PLAYER_COMPUTER);
  g_assert_cmpint (tactics_player_get_level (tactics_match_get_player (match, 1)), ==,
                   TACTICS_AI_LEVEL_HARD);
}

/* Forecast tags ("24 → 17") of tokens side by side are wider than a cell:
 * none covers another, and none leaves the board at its edges. */
static void
assert_tags_apart (const graphene_rect_t *placed,
                   guint                  n,
                   const graphene_rect_t *area)
{
  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t inside;

      g_assert_true (graphene_rect_intersection (&placed[i], area, &inside));
      g_assert_cmpfloat_with_epsilon (inside.size.width, placed[i].size.width, 1e-3);
      g_assert_cmpfloat_with_epsilon (inside.size.height, placed[i].size.height, 1e-3);
      for (guint j = 0; j < i; j++)
        g_assert_false (graphene_rect_intersection (&placed[i], &placed[j], NULL));
    }
}

static void
test_forecast_tags (void)
{
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, 300, 200);
  TacticsGameTag row[5];
  TacticsGameTag edges[3] = {
    /* On the top row, in the top-left and top-right corners, and at the bottom. */
    { 10, 1, 27, 56, 14 }, { 295, 1, 27, 56, 14 }, { 150, 174, 199, 56, 14 },
  };
  graphene_rect_t placed[5];

  /* Five tokens in a row, cells 30 pixels apart, tags 56 wide. */
  for (guint i = 0; i < G_N_ELEMENTS (row); i++)
    row[i] = (TacticsGameTag) { 60 + 30.0 * i, 90, 116, 56, 14 };
  tactics_game_forecast_layer_place_tags (row, G_N_ELEMENTS (row), &area, placed);
  assert_tags_apart (placed, G_N_ELEMENTS (row), &area);
  /* The first stays where a player looks for it, on its token's top edge. */
  g_assert_cmpfloat_with_epsilon (placed[0].origin.y + placed[0].size.height / 2, 90, 1e-3);

  tactics_game_forecast_layer_place_tags (edges, G_N_ELEMENTS (edges), &area, placed);
  assert_tags_apart (placed, G_N_ELEMENTS (edges), &area);
  /* No room above the top row: on the token's bottom edge instead. */
  g_assert_cmpfloat_with_epsilon (placed[0].origin.y + placed[0].size.height / 2, 27, 1e-3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/game-analysis/predict", test_predict);
  g_test_add_func ("/game-analysis/threat/reach-and-range", test_threat_reach_and_range);
  g_test_add_func ("/game-analysis/threat/area", test_threat_area);
  g_test_add_func ("/game-analysis/placement-cells", test_placement_cells);
  g_test_add_func ("/game-analysis/stats", test_stats);
  g_test_add_func ("/game-analysis/forecast-tags", test_forecast_tags);
  g_test_add_func ("/game-text/describe-actions", test_describe_actions);
  g_test_add_func ("/game-text/outcome-reason-points", test_outcome_reason_points);
  g_test_add_func ("/game-data/sniff-files", test_sniff_files);
  g_test_add_func ("/game-art/teams", test_teams);
  g_test_add_func ("/game-setup/creates-game", test_setup_creates_game);

  return g_test_run ();
}
