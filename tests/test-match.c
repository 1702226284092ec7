/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of a match: set-up, formation, start cells, placement, turns,
 * movement, actions, elimination, initiative mode, undo, events. Boards
 * and rules are built here so every case is known cell by cell. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "game-helpers.h"
#include "tactics-match-private.h"

/* Short names for the helpers this file uses most. */
#define make_rules game_helpers_test_rules
#define make_map game_helpers_map_from_rows
#define arranged_game game_helpers_arranged_game

static const char * const open_field[] = {
  "........",
  "........",
  "........",
  "........",
  "........",
  "........",
  NULL
};

static TacticsMatch *
drawn_game (const char * const *rows,
            guint               units_per_player,
            const char         *army,
            guint               n_players,
            guint64             seed,
            GError            **error)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, units_per_player,
                                                  TACTICS_MATCH_MODE_TURNS, seed);
  g_auto(GStrv) types = g_strsplit (army, ",", -1);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("P%u", p);

      g_assert_nonnull (tactics_match_add_player (game, name, "#123456", TACTICS_PLAYER_HUMAN,
                                                 TACTICS_AI_LEVEL_NORMAL, NULL));
      g_assert_true (tactics_match_set_formation (game, p, (const char * const *) types, NULL));
    }
  if (!tactics_match_start (game, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* Everything a refused command must leave as it was. */
static char *
snapshot (TacticsMatch *game)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "phase %d turn %u player %d active %p commands %u events %u "
                          "draws %" G_GUINT64_FORMAT " outcome %d\n",
                          tactics_match_get_phase (game), tactics_match_get_turn (game),
                          tactics_match_get_current_player (game),
                          (gpointer) tactics_match_get_active_unit (game),
                          tactics_match_get_n_commands (game), tactics_match_get_n_events (game),
                          tactics_match_get_n_random_draws (game),
                          tactics_match_get_outcome (game));
  for (guint i = 0; i < tactics_match_get_n_units (game); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, i);
      TacticsCell cell = tactics_unit_get_cell (unit);

      g_string_append_printf (text, "unit %u at %d,%d hp %d placed %d moved %d acted %d "
                              "alive %d energy %u\n",
                              i, cell.x, cell.y, tactics_unit_get_hp (unit),
                              tactics_unit_is_placed (unit), tactics_unit_has_moved (unit),
                              tactics_unit_has_acted (unit), tactics_unit_is_alive (unit),
                              tactics_unit_get_energy (unit));
    }
  return g_string_free (text, FALSE);
}

/* Performs @command, expecting it refused with @code and nothing changed. */
static void
assert_refused (TacticsMatch          *game,
                const TacticsCommand *command,
                TacticsMatchError      code)
{
  g_autofree char *before = snapshot (game);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  TacticsCommandResult result = tactics_match_perform (game, command, NULL, &error);

  g_assert_cmpint (result, ==, TACTICS_COMMAND_RESULT_FAILURE);
  g_assert_error (error, TACTICS_MATCH_ERROR, (int) code);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
  after = snapshot (game);
  g_assert_cmpstr (before, ==, after);
}

static void
assert_done (TacticsMatch          *game,
             const TacticsCommand *command)
{
  g_autoptr(GError) error = NULL;
  TacticsCommand performed;

  TacticsCommandResult result = tactics_match_perform (game, command, &performed, &error);

  g_assert_no_error (error);
  g_assert_cmpint (result, ==, TACTICS_COMMAND_RESULT_SUCCESS);
  g_assert_true (tactics_command_equal (command, &performed));
}

static void
move (TacticsMatch *game,
      guint        player,
      guint        unit,
      int          x,
      int          y)
{
  TacticsCommand command;

  tactics_command_init_move (&command, player, unit, (TacticsCell) { x, y });
  assert_done (game, &command);
}

static void
act (TacticsMatch *game,
     guint        player,
     guint        unit,
     guint        action,
     int          x,
     int          y)
{
  TacticsCommand command;

  tactics_command_init_act (&command, player, unit, action, (TacticsCell) { x, y });
  assert_done (game, &command);
}

static void
end_turn (TacticsMatch *game,
          guint        player)
{
  TacticsCommand command;

  tactics_command_init_end_turn (&command, player);
  assert_done (game, &command);
}

static const TacticsEvent *
last_event_of_kind (TacticsMatch      *game,
                    TacticsEventKind  kind)
{
  for (guint i = tactics_match_get_n_events (game); i > 0; i--)
    {
      const TacticsEvent *event = tactics_match_get_event (game, i - 1);

      if (event->kind == kind)
        return event;
    }
  g_assert_not_reached ();
}

static guint
count_events (TacticsMatch      *game,
              TacticsEventKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < tactics_match_get_n_events (game); i++)
    n += tactics_match_get_event (game, i)->kind == kind;
  return n;
}

/* Set-up */

static void
test_random_generator (void)
{
  TacticsRandom a, b;
  guint counts[6] = { 0 };
  int order[10];

  tactics_random_init (&a, 42);
  tactics_random_init (&b, 42);
  for (guint i = 0; i < 100; i++)
    g_assert_cmpuint (tactics_random_next (&a), ==, tactics_random_next (&b));

  /* The generator is ours: the same seed gives these values everywhere. */
  tactics_random_init (&a, 0);
  g_assert_cmphex (tactics_random_next (&a), ==, G_GUINT64_CONSTANT (0x99ec5f36cb75f2b4));

  for (guint i = 0; i < 60000; i++)
    counts[tactics_random_below (&a, 6)]++;
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (counts[i], >, 9500);

  for (int i = 0; i < 10; i++)
    order[i] = i;
  tactics_random_shuffle (&a, order, 10, sizeof (int));
  for (int i = 0, sum = 0; i < 10; i++)
    {
      sum += order[i];
      if (i == 9)
        g_assert_cmpint (sum, ==, 45);
    }
}

static void
test_setup_players (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  g_autoptr(GError) error = NULL;
  const char *army[] = { "soldier", NULL };

  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_SETUP);
  g_assert_nonnull (tactics_match_add_player (game, "A", "#000000", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  /* One player is not a match. */
  g_assert_true (tactics_match_set_formation (game, 0, army, &error));
  g_assert_false (tactics_match_start (game, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);

  /* A second player without an army. */
  g_assert_nonnull (tactics_match_add_player (game, "B", "#ffffff", TACTICS_PLAYER_COMPUTER,
                                             TACTICS_AI_LEVEL_HARD, &error));
  g_assert_false (tactics_match_start (game, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_clear_error (&error);

  for (guint p = 2; p < TACTICS_MAX_PLAYERS; p++)
    g_assert_nonnull (tactics_match_add_player (game, "C", "#ffffff", TACTICS_PLAYER_HUMAN,
                                               TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_null (tactics_match_add_player (game, "Nine", "#ffffff", TACTICS_PLAYER_HUMAN,
                                          TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_cmpuint (tactics_match_get_n_players (game), ==, TACTICS_MAX_PLAYERS);
  g_assert_cmpint (tactics_player_get_kind (tactics_match_get_player (game, 1)), ==,
                   TACTICS_PLAYER_COMPUTER);
  g_assert_cmpint (tactics_player_get_level (tactics_match_get_player (game, 1)), ==,
                   TACTICS_AI_LEVEL_HARD);
}

static void
test_setup_formation (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  g_autoptr(GError) error = NULL;
  const char *empty[] = { NULL };
  const char *too_many[] = { "soldier", "archer", "medic", "soldier", NULL };
  const char *unknown[] = { "soldier", "dragon", NULL };
  const char *lost[] = { "ghost", NULL };
  const char *full[] = { "soldier", "archer", "medic", NULL };
  const char *one[] = { "bomber", NULL };

  tactics_match_add_player (game, "A", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_add_player (game, "B", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);

  g_assert_false (tactics_match_set_formation (game, 0, empty, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_clear_error (&error);

  /* Formation over N. */
  g_assert_false (tactics_match_set_formation (game, 0, too_many, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_assert_nonnull (strstr (error->message, "3"));
  g_clear_error (&error);
  g_assert_null (tactics_player_get_formation (tactics_match_get_player (game, 0)));

  g_assert_false (tactics_match_set_formation (game, 0, unknown, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "dragon"));
  g_clear_error (&error);

  /* A movement type the map does not know: refused with a reason rather
   * than a unit that could never move. */
  g_assert_false (tactics_match_set_formation (game, 0, lost, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "ether"));
  g_clear_error (&error);

  g_assert_false (tactics_match_set_formation (game, 7, one, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);

  /* Between 1 and N units. */
  g_assert_true (tactics_match_set_formation (game, 0, full, &error));
  g_assert_true (tactics_match_set_formation (game, 1, one, &error));
  g_assert_no_error (error);
  g_assert_cmpstrv (tactics_player_get_formation (tactics_match_get_player (game, 0)), full);

  g_assert_true (tactics_match_start (game, &error));
  g_assert_cmpuint (tactics_match_get_n_units (game), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_match_get_units (game)), ==, 4);
  g_assert_cmpuint (tactics_unit_get_owner (tactics_match_get_unit (game, 3)), ==, 1);

  /* Set-up is over. */
  g_assert_false (tactics_match_set_formation (game, 1, full, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE);
}

static void
test_setup_copies (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  TacticsUnitType *soldier;

  /* Editing the map or the rules after the game was made changes nothing
   * in it. */
  tactics_map_set_terrain_index (map, (TacticsCell) { 0, 0 }, 2);
  soldier = tactics_ruleset_lookup_unit_type (ruleset, "soldier");
  tactics_unit_type_set_max_hp (soldier, 50);
  g_assert_cmpuint (tactics_map_get_terrain_index (tactics_match_get_map (game),
                                                   (TacticsCell) { 0, 0 }), ==, 0);
  g_assert_cmpuint (tactics_unit_type_get_max_hp (
                      tactics_ruleset_lookup_unit_type (tactics_match_get_ruleset (game),
                                                        "soldier")), ==, 10);
}

/* Start positions */

static void
test_start_cells (void)
{
  static const char * const rows[] = {
    "..##~~..",
    ".f##~~.f",
    "........",
    "##....##",
    NULL
  };
  guint differ = 0;
  TacticsCell first_with_seed_0[2] = { { 0 } };

  for (guint64 seed = 0; seed < 60; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsMatch) game = drawn_game (rows, 2, "soldier,boat", 2, seed, &error);
      g_autoptr(TacticsMatch) again = drawn_game (rows, 2, "soldier,boat", 2, seed, &error);
      const guint *order;
      gboolean seen[2] = { FALSE, FALSE };

      g_assert_no_error (error);
      g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLACEMENT);
      order = tactics_match_get_turn_order (game);
      for (guint i = 0; i < 2; i++)
        seen[order[i]] = TRUE;
      g_assert_true (seen[0] && seen[1]);

      for (guint p = 0; p < 2; p++)
        {
          /* The first unit of each army (a soldier) is on a free cell its
           * movement type can enter; the boat waits. */
          TacticsUnit *first = tactics_match_get_unit (game, p * 2);
          TacticsUnit *boat = tactics_match_get_unit (game, p * 2 + 1);
          TacticsCell cell = tactics_unit_get_cell (first);
          TacticsCell same = tactics_unit_get_cell (tactics_match_get_unit (again, p * 2));
          const TacticsCostGrid *grid = tactics_match_get_cost_grid (game, first);

          g_assert_true (tactics_unit_is_placed (first));
          g_assert_false (tactics_unit_is_placed (boat));
          g_assert_cmpuint (tactics_cost_grid_get (grid, cell.x, cell.y), >, 0);
          g_assert_true (tactics_match_get_unit_at (game, cell) == first);
          /* Same seed, same draw. */
          g_assert_cmpint (cell.x, ==, same.x);
          g_assert_cmpint (cell.y, ==, same.y);
          if (seed == 0)
            first_with_seed_0[p] = cell;
          else if (cell.x != first_with_seed_0[p].x || cell.y != first_with_seed_0[p].y)
            differ++;
        }
      g_assert_cmpuint (tactics_match_get_turn_order (again)[0], ==, order[0]);

      /* Every army fits: the boat of each player has water within 2 of
       * its soldier. */
      g_assert_true (tactics_match_place_all (game, &error));
      g_assert_true (tactics_match_place_all (game, &error));
      g_assert_no_error (error);
      g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
    }
  /* Different seeds, different draws. */
  g_assert_cmpuint (differ, >, 30);
}

static void
test_start_no_room (void)
{
  static const char * const tiny[] = { "..", NULL };
  static const char * const rock[] = { "##", "#.", NULL };
  static const char * const apart[] = {
    "..#....",
    NULL
  };
  g_autoptr(GError) error = NULL;
  TacticsMatch *game;

  /* Two armies of two on a map of two cells. */
  game = drawn_game (tiny, 2, "soldier,soldier", 2, 1, &error);
  g_assert_null (game);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_nonnull (strstr (error->message, "2"));
  g_clear_error (&error);

  game = drawn_game (rock, 1, "soldier", 2, 1, &error);
  g_assert_null (game);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_clear_error (&error);

  /* Boats on a map without water. */
  game = drawn_game (tiny, 1, "boat", 2, 1, &error);
  g_assert_null (game);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_nonnull (strstr (error->message, "boat"));
  g_clear_error (&error);

  /* Room enough in total (6 cells for 6 units) but an army of three
   * cannot fit in the two cells left of the rock: draws that put one there
   * are drawn again, and the game still starts. */
  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_autoptr(TacticsMatch) fits = drawn_game (apart, 3, "soldier,soldier", 2, seed, &error);

      g_assert_no_error (error);
      g_assert_nonnull (fits);
      while (tactics_match_get_phase (fits) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (fits, &error));
    }
}

/* Whether @unit could walk, over the terrain alone, onto @cell or next to
 * it: A* here, not the search the game uses to keep start cells apart. */
static gboolean
can_meet (TacticsMatch *game,
          TacticsUnit *unit,
          TacticsCell  cell)
{
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  const TacticsCostGrid *grid = tactics_match_get_cost_grid (game, unit);
  TacticsCell around[TACTICS_MAX_NEIGHBOURS + 1];
  guint n_around;

  n_around = tactics_neighbours (tactics_map_get_topology (tactics_match_get_map (game)), cell,
                                 around);
  around[n_around++] = cell;
  for (guint i = 0; i < n_around; i++)
    if (around[i].x >= 0 && around[i].y >= 0 && around[i].x < grid->width &&
        around[i].y < grid->height &&
        tactics_path_finder_find (finder, grid, tactics_unit_get_cell (unit), around[i],
                                  NULL, NULL, path) >= 0)
      return TRUE;
  return FALSE;
}

static TacticsUnit *
first_unit_of (TacticsMatch *game,
               guint        player)
{
  for (guint i = 0; i < tactics_match_get_n_units (game); i++)
    if (tactics_unit_get_owner (tactics_match_get_unit (game, i)) == player)
      return tactics_match_get_unit (game, i);
  g_assert_not_reached ();
  return NULL;
}

/* The first cells stay random, but armies start apart: over many seeds on
 * each bundled map, the closest two first units of different players are
 * a good part of the board apart, and every two of them can meet. Drawn
 * uniformly, as before, they ended up side by side within a few seeds. */
static void
test_start_apart (void)
{
  static const char * const maps[] = {
    "skirmish.map.xml", "crossroads.map.xml", "islands.map.xml", "mountain-pass.map.xml",
  };
  /* Shares of the board's span (the distance between opposite corners)
   * that the closest two first units must keep over every seed, and on
   * average, by number of players. Drawn uniformly, two cells are a third
   * of the span apart on average and now and then side by side. */
  static const struct {
    guint  n_players;
    double closest;
    double mean;
  } cases[] = {
    { 2, 1 / 8.0, 0.45 },
    { 4, 1 / 12.0, 0.2 },
  };
  g_autoptr(TacticsRuleset) ruleset = game_helpers_load_ruleset ();
  const guint n_seeds = 50;

  for (guint m = 0; m < G_N_ELEMENTS (maps); m++)
    {
      g_autoptr(TacticsMap) map = game_helpers_load_map (maps[m]);
      int width = tactics_map_get_width (map);
      int height = tactics_map_get_height (map);

      for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
        {
          guint n_players = cases[c].n_players;
          int closest = G_MAXINT, span = 0;
          guint64 sum = 0;
          GHashTable *seen = g_hash_table_new (NULL, NULL);

          for (guint64 seed = 0; seed < n_seeds; seed++)
            {
              g_autoptr(TacticsMatch) game = game_helpers_new_match (map, ruleset, n_players, 4,
                                                                    TACTICS_MATCH_MODE_TURNS,
                                                                    seed, 0);
              TacticsMetric metric;
              int closest_here = G_MAXINT;

              g_assert_nonnull (game);
              metric = tactics_match_get_movement_metric (game);
              span = MAX (tactics_distance (metric, (TacticsCell) { 0, 0 },
                                            (TacticsCell) { width - 1, height - 1 }),
                          tactics_distance (metric, (TacticsCell) { width - 1, 0 },
                                            (TacticsCell) { 0, height - 1 }));
              for (guint p = 0; p < n_players; p++)
                {
                  TacticsUnit *mine = first_unit_of (game, p);
                  TacticsCell cell = tactics_unit_get_cell (mine);

                  g_hash_table_add (seen, GINT_TO_POINTER (cell.y * width + cell.x + 1));
                  for (guint q = p + 1; q < n_players; q++)
                    {
                      TacticsUnit *theirs = first_unit_of (game, q);
                      TacticsCell other = tactics_unit_get_cell (theirs);

                      closest_here = MIN (closest_here, tactics_distance (metric, cell, other));
                      if (!can_meet (game, mine, other) && !can_meet (game, theirs, cell))
                        g_error ("%s, seed %" G_GUINT64_FORMAT ": the first units of "
                                 "players %u and %u cannot meet", maps[m], seed, p, q);
                    }
                }
              closest = MIN (closest, closest_here);
              sum += (guint64) closest_here;

              /* And every army still fits. */
              while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
                g_assert_true (tactics_match_place_all (game, NULL));
            }
          g_test_message ("%s, %u players: closest first units %d apart (mean %.1f), "
                          "span %d, %u different first cells",
                          maps[m], n_players, closest, (double) sum / n_seeds, span,
                          g_hash_table_size (seen));
          g_assert_cmpfloat ((double) closest, >=, cases[c].closest * span);
          g_assert_cmpfloat ((double) sum / n_seeds, >=, cases[c].mean * span);
          /* Still random: the first cells vary from seed to seed. */
          g_assert_cmpuint (g_hash_table_size (seen), >=, n_seeds * n_players / 3);
          g_hash_table_unref (seen);
        }
    }
}

/* Armies that cannot meet are avoided, not refused: on two islands, each
 * with room for one army only, the match still starts. */
static void
test_start_islands (void)
{
  static const char * const rows[] = { "..#..", NULL };

  for (guint64 seed = 0; seed < 10; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TacticsMatch) game = drawn_game (rows, 2, "soldier,soldier", 2, seed, &error);

      g_assert_no_error (error);
      g_assert_nonnull (game);
      while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (game, &error));
      g_assert_no_error (error);
    }
}

/* Placement */

static void
test_placement (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) game = drawn_game (open_field, 3, "soldier,archer,medic", 2, 7, &error);
  guint player, other;
  TacticsUnit *first, *second;
  TacticsCommand command;
  TacticsCell start, cell;

  g_assert_no_error (error);
  player = (guint) tactics_match_get_current_player (game);
  other = 1 - player;
  g_assert_cmpuint (player, ==, tactics_match_get_turn_order (game)[0]);
  g_assert_nonnull (last_event_of_kind (game, TACTICS_EVENT_PLACEMENT_STARTED));
  first = tactics_match_get_unit (game, player * 3);
  second = tactics_match_get_unit (game, player * 3 + 1);
  start = tactics_unit_get_cell (first);

  /* Farther than 2 from any unit of its own. */
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      if (ABS (x - start.x) + ABS (y - start.y) == 3 &&
          tactics_match_get_unit_at (game, (TacticsCell) { x, y }) == NULL)
        {
          tactics_command_init_place (&command, player, player * 3 + 1, (TacticsCell) { x, y });
          assert_refused (game, &command, TACTICS_MATCH_ERROR_TOO_FAR);
        }

  /* On an occupied cell, off the board, an already placed unit, a unit of
   * the other player, or out of turn. */
  tactics_command_init_place (&command, player, player * 3 + 1, start);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_place (&command, player, player * 3 + 1, (TacticsCell) { -1, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  g_assert_true (tactics_match_suggest_placement (game, player * 3 + 1, &cell));
  tactics_command_init_place (&command, player, player * 3, cell);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  tactics_command_init_place (&command, player, other * 3 + 1, cell);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_place (&command, other, other * 3 + 1, cell);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_move (&command, player, player * 3, cell);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);
  tactics_command_init_end_turn (&command, player);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);

  /* Within 2 (manhattan on a square board). */
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, start, cell), <=, 2);
  tactics_command_init_place (&command, player, player * 3 + 1, cell);
  assert_done (game, &command);
  g_assert_true (tactics_unit_is_placed (second));
  g_assert_true (tactics_match_get_unit_at (game, cell) == second);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, (int) player);

  /* The third may go within 2 of the second, even if farther from the
   * first. */
  g_assert_true (tactics_match_place_all (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, (int) other);
  g_assert_true (tactics_match_place_all (game, &error));
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, (int) player);
  g_assert_cmpuint (tactics_match_get_turn (game), ==, 1);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_TURN_STARTED)->player, ==,
                   (int) player);

  /* Placement is over. */
  g_assert_false (tactics_match_suggest_placement (game, 0, &cell));
  tactics_command_init_place (&command, player, player * 3, cell);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);
}

/* The placement cells the engine lists are exactly the cells a place
 * command accepts, cell by cell over the whole board, at every step of the
 * placement, the room the other units need included. Returns how many
 * cells were refused for that room alone. */
static guint
check_placement_cells (const char * const *rows,
                       guint               units_per_player,
                       const char         *army,
                       guint64             seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) game = drawn_game (rows, units_per_player, army, 2, seed, &error);
  int width = (int) strlen (rows[0]);
  int height = (int) g_strv_length ((char **) rows);
  guint refused_for_room = 0;
  guint step = 0;

  g_assert_no_error (error);
  while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      guint player = (guint) tactics_match_get_current_player (game);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      TacticsUnit *unit = NULL;
      TacticsCommand command;

      for (guint id = 0; id < tactics_match_get_n_units (game) && unit == NULL; id++)
        if (tactics_unit_get_owner (tactics_match_get_unit (game, id)) == player &&
            !tactics_unit_is_placed (tactics_match_get_unit (game, id)))
          unit = tactics_match_get_unit (game, id);
      g_assert_nonnull (unit);

      tactics_match_get_placement_cells (game, unit, cells);
      g_assert_cmpuint (cells->len, >, 0);
      for (guint i = 1; i < cells->len; i++)
        {
          TacticsCell a = g_array_index (cells, TacticsCell, i - 1);
          TacticsCell b = g_array_index (cells, TacticsCell, i);

          g_assert_true (a.y < b.y || (a.y == b.y && a.x < b.x));
        }

      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          {
            TacticsCell cell = { x, y };
            g_autoptr(TacticsMatch) copy = NULL;

            tactics_command_init_place (&command, player, tactics_unit_get_id (unit), cell);
            if (!game_helpers_cells_contain (cells, cell))
              {
                g_autoptr(GError) refusal = NULL;

                g_assert_cmpint (tactics_match_perform (game, &command, NULL, &refusal), ==,
                                 TACTICS_COMMAND_RESULT_FAILURE);
                if (g_error_matches (refusal, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM))
                  refused_for_room++;
                continue;
              }
            /* Accepted: tried on a copy replayed to this point. */
            copy = drawn_game (rows, units_per_player, army, 2, seed, &error);
            for (guint c = 0; c < tactics_match_get_n_commands (game); c++)
              g_assert_cmpint (tactics_match_perform (copy, tactics_match_get_command (game, c),
                                                     NULL, &error), ==,
                               TACTICS_COMMAND_RESULT_SUCCESS);
            g_assert_cmpint (tactics_match_perform (copy, &command, NULL, &error), ==,
                             TACTICS_COMMAND_RESULT_SUCCESS);
            g_assert_no_error (error);
          }

      /* Cells chosen differently at each step and seed, to meet more
       * layouts. */
      tactics_command_init_place (&command, player, tactics_unit_get_id (unit),
                                  g_array_index (cells, TacticsCell,
                                                 (step++ * 7 + seed) % cells->len));
      assert_done (game, &command);
      /* Once placed, a unit has no cells. */
      g_array_set_size (cells, 0);
      tactics_match_get_placement_cells (game, unit, cells);
      g_assert_cmpuint (cells->len, ==, 0);
    }
  return refused_for_room;
}

static void
test_placement_cells (void)
{
  static const char * const apart[] = {
    "..#....",
    NULL
  };
  /* Six cells for six units: placing next to the other army can leave a
   * cell of its own out of its reach. */
  static const char * const row[] = {
    "......",
    NULL
  };
  guint refused_for_room = 0;

  for (guint64 seed = 0; seed < 20; seed++)
    {
      check_placement_cells (open_field, 3, "soldier,archer,medic", seed);
      refused_for_room += check_placement_cells (apart, 3, "soldier,soldier", seed);
      refused_for_room += check_placement_cells (row, 3, "soldier,soldier", seed);
    }
  g_test_message ("%u cells refused for the room the rest of the army needs", refused_for_room);
  g_assert_cmpuint (refused_for_room, >, 0);
}

static void
test_placement_hex (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) game = NULL;
  g_autoptr(GError) error = NULL;
  const char *army[] = { "soldier", "soldier", "soldier", "soldier", NULL };

  tactics_map_set_topology (map, TACTICS_TOPOLOGY_HEX);
  game = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS, 3);
  g_assert_cmpint (tactics_match_get_movement_metric (game), ==, TACTICS_METRIC_HEX);
  tactics_match_add_player (game, "A", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_add_player (game, "B", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_set_formation (game, 0, army, NULL);
  tactics_match_set_formation (game, 1, army, NULL);
  g_assert_true (tactics_match_start (game, &error));
  while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLACEMENT)
    g_assert_true (tactics_match_place_all (game, &error));

  /* Every unit ended within hex distance 2 of another of its own. */
  for (guint i = 0; i < 8; i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, i);
      gboolean near = FALSE;

      for (guint j = 0; j < 8; j++)
        {
          TacticsUnit *other = tactics_match_get_unit (game, j);

          if (i != j && tactics_unit_get_owner (unit) == tactics_unit_get_owner (other) &&
              tactics_distance (TACTICS_METRIC_HEX, tactics_unit_get_cell (unit),
                                tactics_unit_get_cell (other)) <= 2)
            near = TRUE;
        }
      g_assert_true (near);
    }
}

/* Movement */

static void
test_move_rules (void)
{
  static const char * const rows[] = {
    "..f.....",
    "..f.....",
    "..#.....",
    "........",
    NULL
  };
  /* Red: soldier 0 at 0,0, soldier 1 at 1,1; Blue: soldier 2 at 5,0,
   * soldier 3 at 4,3. */
  const TacticsCell cells[] = { { 0, 0 }, { 1, 1 }, { 5, 0 }, { 4, 3 } };
  g_autoptr(TacticsMatch) game = arranged_game (rows, "soldier,soldier", "soldier,soldier",
                                               cells, TACTICS_MATCH_MODE_TURNS);
  const TacticsEvent *moved;
  TacticsCommand command;
  guint moves_before;

  /* Wrong player, another player's unit, no such unit. */
  tactics_command_init_move (&command, 1, 2, (TacticsCell) { 5, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_move (&command, 0, 2, (TacticsCell) { 5, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_move (&command, 0, 9, (TacticsCell) { 5, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_UNIT);

  /* Impassable, off the board, its own cell, an ally's cell. */
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 2, 2 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 1, -1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 1, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 0, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);

  /* Too costly: 3 points, but the forest costs 2. 1,1 → 3,1 costs 2+1. */
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 4, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_TOO_FAR);
  /* 0,0 → 0,3: through its own unit? No: straight down costs 3. */
  moves_before = count_events (game, TACTICS_EVENT_UNIT_MOVED);
  move (game, 0, 1, 3, 1);
  moved = last_event_of_kind (game, TACTICS_EVENT_UNIT_MOVED);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_UNIT_MOVED), ==, moves_before + 1);
  g_assert_cmpint (moved->unit, ==, 1);
  g_assert_cmpint (moved->amount, ==, 3);
  g_assert_cmpint (moved->from.x, ==, 1);
  g_assert_cmpint (moved->to.x, ==, 3);
  g_assert_nonnull (moved->path);
  g_assert_cmpuint (moved->path->len, ==, 3);
  g_assert_true (tactics_unit_has_moved (tactics_match_get_unit (game, 1)));
  g_assert_null (tactics_match_get_unit_at (game, (TacticsCell) { 1, 1 }));

  /* A second move in the same turn. */
  tactics_command_init_move (&command, 0, 1, (TacticsCell) { 3, 2 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);

  /* Own units may be crossed: 0,0 → 1,0 → ... the way right passes 1,0;
   * put the ally in the way first. */
  end_turn (game, 0);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 1);
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (game, 2)));

  /* Blue's soldier 3 at 4,3 cannot walk through Red's soldier at 3,1…
   * enemies block: 4,3 → 3,0 would go 4,2 4,1 4,0 3,0 (4 points) anyway;
   * block the short way and check the long way is refused. */
  tactics_command_init_move (&command, 1, 2, (TacticsCell) { 2, 0 });
  /* 5,0 → 2,0: 4,0 3,0 2,0 costs 1+1+2 = 4 > 3. */
  assert_refused (game, &command, TACTICS_MATCH_ERROR_TOO_FAR);
  end_turn (game, 1);

  /* Red: unit 0 at 0,0 passes through nobody; unit 1 at 3,1. Move unit 0
   * next to unit 1 then check crossing: 0,0→... */
  move (game, 0, 0, 0, 3);
  end_turn (game, 0);
  end_turn (game, 1);
  /* Crossing an ally: unit 1 goes 3,1 → 2,3; then unit 0 goes 0,3 → 3,3,
   * whose only 3-point way passes 2,3 (2,2 is rock). */
  move (game, 0, 1, 2, 3);
  move (game, 0, 0, 3, 3);
  moved = last_event_of_kind (game, TACTICS_EVENT_UNIT_MOVED);
  g_assert_cmpint (moved->amount, ==, 3);
  g_assert_cmpuint (moved->path->len, ==, 4);
  g_assert_cmpint (g_array_index (moved->path, TacticsCell, 2).x, ==, 2);
  g_assert_cmpint (g_array_index (moved->path, TacticsCell, 2).y, ==, 3);
}

static void
test_move_blocked_by_enemies (void)
{
  static const char * const rows[] = {
    ".#...",
    ".#...",
    "...#.",
    NULL
  };
  /* Red soldier at 0,0 must pass 0,1 → 0,2 → 1,2 → 2,2 ...; Blue's
   * soldiers stand on 0,2 and 2,0. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 2 }, { 4, 0 } };
  g_autoptr(TacticsMatch) game = arranged_game (rows, "soldier", "soldier,soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* The only way out goes through the enemy at 0,2. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 1, 2 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  /* Still free to go where the enemy does not block. */
  move (game, 0, 0, 0, 1);
}

static void
test_move_onto_enemy (void)
{
  /* Red soldier at 1,1; Blue soldiers at 2,1 (adjacent) and 5,1. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 5, 1 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier,soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GError) error = NULL;
  TacticsCommand command, performed;

  /* Out of the sword's reach: refused, nothing spent. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 5, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);

  /* Moving onto an enemy in reach becomes an attack with the
   * default action. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 2, 1 });
  g_assert_cmpint (tactics_match_perform (game, &command, &performed, &error), ==,
                   TACTICS_COMMAND_RESULT_ALTERNATIVE);
  g_assert_no_error (error);
  g_assert_cmpint (performed.kind, ==, TACTICS_COMMAND_ACT);
  g_assert_cmpuint (performed.unit, ==, 0);
  g_assert_cmpuint (performed.action, ==, 0);
  g_assert_cmpint (performed.cell.x, ==, 2);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 1)), ==, 6);
  /* The unit did not move and may still; it has acted. */
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (game, 0)));
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (game, 0)));
  /* The log keeps what was performed. */
  g_assert_true (tactics_command_equal (tactics_match_get_command (game, 0), &performed));

  /* Once it has acted, the same move is refused. */
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  move (game, 0, 0, 1, 2);
}

static void
test_move_default_action (void)
{
  /* The archer's default action is its first damaging one, the bow
   * (range 2–3): an adjacent enemy is out of its reach. The medic's is its
   * sword, its first damaging action after a heal. */
  const TacticsCell cells[] = { { 1, 1 }, { 4, 4 }, { 2, 1 }, { 3, 1 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "archer,medic", "soldier,soldier",
                                               cells, TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command, performed;

  g_assert_cmpint (tactics_match_get_default_action (game, tactics_match_get_unit (game, 0)), ==, 0);
  g_assert_cmpint (tactics_match_get_default_action (game, tactics_match_get_unit (game, 1)), ==, 1);
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 2, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 3, 1 });
  g_assert_cmpint (tactics_match_perform (game, &command, &performed, NULL), ==,
                   TACTICS_COMMAND_RESULT_ALTERNATIVE);
  g_assert_cmpuint (performed.action, ==, 0);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 3)), ==, 7);
}

/* Actions */

static void
test_act_rules (void)
{
  /* Red: archer 0 at 0,0, medic 1 at 0,1; Blue: soldier 2 at 1,0 and 3
   * at 3,0. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 3, 0 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "archer,medic", "soldier,soldier",
                                               cells, TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* The bow reaches 2 to 3 cells: 1,0 is too close, 4,0 too far. */
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 1, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 4, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 9, 9 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_OFF_BOARD);
  tactics_command_init_act (&command, 0, 0, 5, (TacticsCell) { 3, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_NO_SUCH_ACTION);
  tactics_command_init_act (&command, 1, 2, 0, (TacticsCell) { 0, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);

  act (game, 0, 0, 0, 3, 0);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 3)), ==, 7);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_UNIT_DAMAGED)->amount, ==, 3);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_UNIT_DAMAGED)->source, ==, 0);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_ACTION_PERFORMED)->action, ==, 0);

  /* A second action in the same turn, even another one. */
  tactics_command_init_act (&command, 0, 0, 1, (TacticsCell) { 1, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);

  /* Acting first, then moving, is allowed. */
  move (game, 0, 0, 0, 2);
  g_assert_true (tactics_unit_has_moved (tactics_match_get_unit (game, 0)));

  /* An action on an empty cell is spent for nothing. */
  act (game, 0, 1, 1, 1, 1);
  g_assert_true (tactics_unit_has_acted (tactics_match_get_unit (game, 1)));
}

static void
test_act_heal (void)
{
  /* Red: medic 0 at 1,1, soldier 1 at 2,1; Blue: bomber 2 at 4,1. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 4, 1 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "medic,soldier", "bomber", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  TacticsUnit *soldier = tactics_match_get_unit (game, 1);
  TacticsUnit *medic = tactics_match_get_unit (game, 0);
  guint heals;

  end_turn (game, 0);
  /* The bomb (affects all) at 3,1... Blue bombs 2,1: medic, soldier hit. */
  act (game, 1, 2, 0, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (soldier), ==, 7);
  g_assert_cmpint (tactics_unit_get_hp (medic), ==, 3);
  end_turn (game, 1);

  /* Healing never goes past the maximum: 7 + 5 → 10, healed by 3. */
  act (game, 0, 0, 0, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (soldier), ==, 10);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_UNIT_HEALED)->amount, ==, 3);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_UNIT_HEALED)->hp, ==, 10);
  end_turn (game, 0);
  end_turn (game, 1);

  /* Heal affects allies only: aimed at an enemy it does nothing. */
  heals = count_events (game, TACTICS_EVENT_UNIT_HEALED);
  move (game, 0, 0, 3, 2);
  act (game, 0, 0, 0, 4, 1);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_UNIT_HEALED), ==, heals);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 2)), ==, 10);
  end_turn (game, 0);
  end_turn (game, 1);

  /* A full unit is not healed; the medic heals itself (range 0). */
  act (game, 0, 0, 0, 3, 2);
  g_assert_cmpint (tactics_unit_get_hp (medic), ==, 6);
  for (guint i = 0; i < tactics_match_get_n_units (game); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (game, i);

      g_assert_cmpint (tactics_unit_get_hp (unit), <=, tactics_unit_get_max_hp (unit));
    }
}

static void
test_act_area_and_elimination (void)
{
  /* Red: bomber 0 at 0,2, soldier 1 at 3,1; Blue: soldiers 2, 3 at 2,2
   * and 3,3 (hp 10 each), medic 4 far away at 7,5. */
  const TacticsCell cells[] = { { 0, 2 }, { 3, 1 }, { 2, 2 }, { 3, 3 }, { 7, 5 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "bomber,soldier",
                                               "soldier,soldier,medic", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  TacticsUnit *target = tactics_match_get_unit (game, 2);
  guint damaged;

  /* The bomb at 2,2 covers 1..3 × 1..3: both Blue soldiers and Red's own
   * soldier at 3,1 (it affects all). */
  damaged = count_events (game, TACTICS_EVENT_UNIT_DAMAGED);
  act (game, 0, 0, 0, 2, 2);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_UNIT_DAMAGED), ==, damaged + 3);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 7);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 3)), ==, 7);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (game, 1)), ==, 7);

  /* The sword (enemies only) down to 3, then 0 HP: eliminated. */
  act (game, 0, 1, 0, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 7);
  move (game, 0, 1, 2, 1);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 7);
  end_turn (game, 0);
  end_turn (game, 1);
  act (game, 0, 1, 0, 2, 2);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, 3);
  end_turn (game, 0);
  end_turn (game, 1);
  act (game, 0, 1, 0, 2, 2);
  g_assert_cmpint (tactics_unit_get_hp (target), ==, -1);
  g_assert_false (tactics_unit_is_alive (target));
  g_assert_false (tactics_unit_is_on_board (target));
  g_assert_null (tactics_match_get_unit_at (game, (TacticsCell) { 2, 2 }));
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_UNIT_ELIMINATED)->unit, ==, 2);
  g_assert_false (tactics_player_is_out (tactics_match_get_player (game, 1)));
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);

  /* An eliminated unit takes no commands. */
  end_turn (game, 0);
  {
    TacticsCommand command;

    tactics_command_init_move (&command, 1, 2, (TacticsCell) { 2, 3 });
    assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_UNIT);
  }
}

static void
test_win_and_draw (void)
{
  /* Red soldier 0 at 1,1 next to Blue soldier 1 at 2,1 with 4 HP left
   * after one more blow… give it three blows. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  const TacticsCell doom_cells[] = { { 0, 0 }, { 3, 3 } };
  g_autoptr(TacticsMatch) doom = NULL;
  TacticsCommand command;

  for (guint i = 0; i < 2; i++)
    {
      act (game, 0, 0, 0, 2, 1);
      end_turn (game, 0);
      end_turn (game, 1);
    }
  act (game, 0, 0, 0, 2, 1);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_OVER);
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_WIN);
  g_assert_cmpint (tactics_match_get_winner (game), ==, 0);
  g_assert_true (tactics_player_is_out (tactics_match_get_player (game, 1)));
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_PLAYER_OUT)->player, ==, 1);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_GAME_OVER)->player, ==, 0);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, -1);
  tactics_command_init_end_turn (&command, 0);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);

  /* Both last units out at once: a draw. */
  doom = arranged_game (open_field, "doom", "soldier", doom_cells, TACTICS_MATCH_MODE_TURNS);
  act (doom, 0, 0, 0, 0, 0);
  g_assert_cmpint (tactics_match_get_outcome (doom), ==, TACTICS_MATCH_OUTCOME_DRAW);
  g_assert_cmpint (tactics_match_get_winner (doom), ==, -1);
  g_assert_cmpuint (count_events (doom, TACTICS_EVENT_PLAYER_OUT), ==, 2);
  g_assert_cmpint (last_event_of_kind (doom, TACTICS_EVENT_GAME_OVER)->player, ==, -1);
}

static void
test_turns (void)
{
  static const char * const rows[] = { "........", NULL };
  /* Three players, one soldier each. */
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 9);
  const TacticsCell cells[] = { { 0, 0 }, { 3, 0 }, { 7, 0 } };
  const char *army[] = { "soldier", NULL };
  TacticsCommand command;

  for (guint p = 0; p < 3; p++)
    {
      tactics_match_add_player (game, "P", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
      tactics_match_set_formation (game, p, army, NULL);
    }
  tactics_match_set_round_limit (game, 3);
  g_assert_cmpuint (tactics_match_get_round (game), ==, 0);
  g_assert_true (tactics_match_start_arranged (game, cells, NULL));

  /* A round is each player's turn once, in the turn order. */
  for (guint turn = 1; turn <= 9; turn++)
    {
      guint player = (turn - 1) % 3;
      guint round = (turn - 1) / 3 + 1;

      g_assert_cmpuint (tactics_match_get_turn (game), ==, turn);
      g_assert_cmpuint (tactics_match_get_round (game), ==, round);
      g_assert_cmpuint (last_event_of_kind (game, TACTICS_EVENT_TURN_STARTED)->round, ==, round);
      g_assert_cmpint (tactics_match_get_current_player (game), ==, (int) player);
      tactics_command_init_end_turn (&command, (player + 1) % 3);
      assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
      end_turn (game, player);
      g_assert_cmpuint (last_event_of_kind (game, TACTICS_EVENT_TURN_ENDED)->round, ==, round);
    }
  /* The round limit ends the match unfinished once its last round is over. */
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_OVER);
  g_assert_cmpuint (tactics_match_get_round (game), ==, 3);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_TURN_STARTED), ==, 9);
  g_assert_cmpuint (count_events (game, TACTICS_EVENT_TURN_ENDED), ==, 9);
  g_assert_cmpuint (last_event_of_kind (game, TACTICS_EVENT_GAME_OVER)->round, ==, 3);
}

static void
test_turn_skips_players_out (void)
{
  static const char * const rows[] = { "........", NULL };
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, rows);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_TURNS, 9);
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 }, { 7, 0 } };
  const char *army[] = { "soldier", NULL };

  for (guint p = 0; p < 3; p++)
    {
      tactics_match_add_player (game, "P", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
      tactics_match_set_formation (game, p, army, NULL);
    }
  g_assert_true (tactics_match_start_arranged (game, cells, NULL));
  /* Player 0 knocks player 1 out over three turns; from then on turns go
   * 0 → 2 → 0, and a round is those two turns. */
  for (guint round = 0; round < 3; round++)
    {
      g_assert_cmpuint (tactics_match_get_round (game), ==, round + 1);
      act (game, 0, 0, 0, 1, 0);
      end_turn (game, 0);
      if (round < 2)
        {
          end_turn (game, 1);
          end_turn (game, 2);
        }
    }
  g_assert_true (tactics_player_is_out (tactics_match_get_player (game, 1)));
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 2);
  g_assert_cmpuint (tactics_match_get_round (game), ==, 3);
  end_turn (game, 2);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);
  g_assert_cmpuint (tactics_match_get_round (game), ==, 4);
  g_assert_cmpuint (tactics_match_get_turn (game), ==, 9);
}

static void
test_move_and_act_once_per_turn (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  move (game, 0, 0, 2, 1);
  act (game, 0, 0, 0, 3, 1);
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 3, 1 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 2, 2 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  end_turn (game, 0);
  end_turn (game, 1);
  /* A new turn: both again. */
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (game, 0)));
  g_assert_false (tactics_unit_has_acted (tactics_match_get_unit (game, 0)));
  move (game, 0, 0, 2, 2);
  act (game, 0, 0, 0, 2, 3);
}

/* Undo */

static void
test_undo (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 1, 2 }, { 6, 4 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier,soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TacticsUnit *unit = tactics_match_get_unit (game, 0);
  const TacticsEvent *undone;
  guint n_commands;

  g_assert_false (tactics_match_can_undo (game));
  g_assert_false (tactics_match_undo (game, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_CANNOT_UNDO);
  g_clear_error (&error);

  n_commands = tactics_match_get_n_commands (game);
  move (game, 0, 0, 3, 1);
  g_assert_true (tactics_match_can_undo (game));
  g_assert_true (tactics_match_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tactics_unit_get_cell (unit).x, ==, 1);
  g_assert_false (tactics_unit_has_moved (unit));
  g_assert_true (tactics_match_get_unit_at (game, (TacticsCell) { 1, 1 }) == unit);
  g_assert_null (tactics_match_get_unit_at (game, (TacticsCell) { 3, 1 }));
  g_assert_cmpuint (tactics_match_get_n_commands (game), ==, n_commands);
  undone = last_event_of_kind (game, TACTICS_EVENT_MOVE_UNDONE);
  g_assert_nonnull (undone);
  g_assert_cmpint (undone->from.x, ==, 3);
  g_assert_cmpint (undone->to.x, ==, 1);

  /* It may move again; after it acts, its move stays. */
  move (game, 0, 0, 2, 1);
  act (game, 0, 0, 0, 3, 1);
  g_assert_false (tactics_match_can_undo (game));
  before = snapshot (game);
  g_assert_false (tactics_match_undo (game, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_CANNOT_UNDO);
  after = snapshot (game);
  g_assert_cmpstr (before, ==, after);

  /* Nor across the end of a turn. */
  move (game, 0, 1, 1, 4);
  end_turn (game, 0);
  g_assert_false (tactics_match_can_undo (game));
}

/* A failed command spends nothing; an alternative is done. */

static void
test_failure_spends_nothing (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier,soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* A refused move leaves the unit free to move; a refused act leaves it
   * free to act; a refused end-turn leaves the turn. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 7, 5 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_TOO_FAR);
  g_assert_false (tactics_unit_has_moved (tactics_match_get_unit (game, 0)));
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 6, 4 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_OUT_OF_RANGE);
  g_assert_false (tactics_unit_has_acted (tactics_match_get_unit (game, 0)));
  tactics_command_init_end_turn (&command, 1);
  assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 0);

  move (game, 0, 0, 1, 4);
  act (game, 0, 0, 0, 1, 5);
}

/* Initiative mode */

static void
test_initiative (void)
{
  /* The archer (speed 10) acts twice as often as the soldiers (speed 5). */
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 }, { 7, 0 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "archer,soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_INITIATIVE);
  guint turns_of[3] = { 0, 0, 0 };
  TacticsCommand command;
  TacticsUnit *active;

  for (guint turn = 0; turn < 40; turn++)
    {
      active = tactics_match_get_active_unit (game);
      g_assert_nonnull (active);
      g_assert_cmpint (tactics_match_get_current_player (game), ==,
                       (int) tactics_unit_get_owner (active));
      g_assert_cmpuint (tactics_unit_get_energy (active), >=, TACTICS_INITIATIVE_THRESHOLD);
      g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_TURN_STARTED)->unit, ==,
                       (int) tactics_unit_get_id (active));
      turns_of[tactics_unit_get_id (active)]++;

      /* Only the active unit takes commands. */
      for (guint id = 0; id < 3; id++)
        {
          TacticsUnit *other = tactics_match_get_unit (game, id);

          if (other == active || tactics_unit_get_owner (other) != tactics_unit_get_owner (active))
            continue;
          tactics_command_init_move (&command, tactics_unit_get_owner (other), id,
                                     (TacticsCell) { 4, 3 });
          assert_refused (game, &command, TACTICS_MATCH_ERROR_WRONG_UNIT);
        }
      end_turn (game, tactics_unit_get_owner (active));
    }
  g_assert_cmpuint (turns_of[0], ==, 2 * turns_of[1]);
  g_assert_cmpuint (turns_of[1], ==, turns_of[2]);
  g_assert_cmpuint (turns_of[0] + turns_of[1] + turns_of[2], ==, 40);
}

/* In initiative mode a round lasts until every living unit has had a turn
 * in it: the archer (speed 10) has two turns in each round, the soldiers
 * (speed 5) one. A unit eliminated before its turn does not hold the round
 * open. */
static void
test_initiative_rounds (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 }, { 3, 0 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "archer", "soldier,soldier", cells,
                                               TACTICS_MATCH_MODE_INITIATIVE);
  /* Round 1: the archer twice, then both soldiers. Round 2: the archer
   * twice, its bow finishing soldier 2 (4 arrows of 3 against 10 HP), then
   * soldier 1 ends the round. */
  const struct {
    guint unit;
    guint round;
    gboolean shoots;
  } turns[] = {
    { 0, 1, TRUE }, { 0, 1, TRUE }, { 1, 1, FALSE }, { 2, 1, FALSE },
    { 0, 2, TRUE }, { 0, 2, TRUE }, { 1, 2, FALSE },
    { 0, 3, FALSE }, { 0, 3, FALSE }, { 1, 3, FALSE },
    { 0, 4, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      TacticsUnit *active = tactics_match_get_active_unit (game);
      guint owner = tactics_unit_get_owner (active);

      g_assert_cmpuint (tactics_unit_get_id (active), ==, turns[i].unit);
      g_assert_cmpuint (tactics_match_get_round (game), ==, turns[i].round);
      g_assert_cmpuint (tactics_match_get_turn (game), ==, i + 1);
      g_assert_cmpuint (last_event_of_kind (game, TACTICS_EVENT_TURN_STARTED)->round, ==,
                        turns[i].round);
      if (turns[i].shoots)
        act (game, owner, 0, 0, 3, 0);
      if (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLAYING)
        end_turn (game, owner);
    }
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (game, 2)));
}

/* The round limit counts rounds in initiative mode too: with limit 2 the
 * match ends when soldier 1 ends the second round, the sixth turn. */
static void
test_initiative_round_limit (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) game = tactics_match_new (map, NULL, 1, TACTICS_MATCH_MODE_INITIATIVE,
                                                  9);
  const TacticsCell cells[] = { { 0, 0 }, { 7, 5 } };
  const char *archer[] = { "archer", NULL };
  const char *soldier[] = { "soldier", NULL };

  tactics_match_add_player (game, "A", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_add_player (game, "B", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  g_assert_true (tactics_match_set_formation (game, 0, archer, NULL));
  g_assert_true (tactics_match_set_formation (game, 1, soldier, NULL));
  tactics_match_set_round_limit (game, 2);
  g_assert_cmpuint (tactics_match_get_round_limit (game), ==, 2);
  g_assert_true (tactics_match_start_arranged (game, cells, NULL));

  while (tactics_match_get_phase (game) == TACTICS_MATCH_PHASE_PLAYING)
    {
      g_assert_cmpuint (tactics_match_get_turn (game), <=, 6);
      end_turn (game, (guint) tactics_match_get_current_player (game));
    }
  g_assert_cmpint (tactics_match_get_outcome (game), ==, TACTICS_MATCH_OUTCOME_UNFINISHED);
  g_assert_cmpuint (tactics_match_get_turn (game), ==, 6);
  g_assert_cmpuint (tactics_match_get_round (game), ==, 2);
  g_assert_cmpint (last_event_of_kind (game, TACTICS_EVENT_TURN_ENDED)->unit, ==, 1);
}

static void
test_initiative_ties (void)
{
  /* Equal speeds: all ready on the same tick. Ties go to the owner that
   * comes first in the turn order (here the players' order), then to the
   * lower id; a unit that has just acted waits for the others. */
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 }, { 7, 0 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier,soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_INITIATIVE);
  const guint expected[] = { 0, 1, 2, 0, 1, 2 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      TacticsUnit *active = tactics_match_get_active_unit (game);

      g_assert_cmpuint (tactics_unit_get_id (active), ==, expected[i]);
      move (game, tactics_unit_get_owner (active), expected[i],
            tactics_unit_get_cell (active).x, 1 + (int) (i % 2));
      end_turn (game, tactics_unit_get_owner (active));
    }
}

/* Events */

typedef struct {
  guint all;
  guint moved;
  guint turn_started;
} EventCounts;

static void
on_event (TacticsMatch        *game,
          const TacticsEvent *event,
          gpointer            user_data)
{
  EventCounts *counts = user_data;

  counts->all++;
  g_assert_true (event == tactics_match_get_event (game, tactics_match_get_n_events (game) - 1));
}

static void
on_moved (TacticsMatch        *game,
          const TacticsEvent *event,
          gpointer            user_data)
{
  EventCounts *counts = user_data;

  g_assert_cmpint (event->kind, ==, TACTICS_EVENT_UNIT_MOVED);
  counts->moved++;
}

static void
on_turn_started (TacticsMatch        *game,
                 const TacticsEvent *event,
                 gpointer            user_data)
{
  EventCounts *counts = user_data;

  g_assert_cmpint (event->kind, ==, TACTICS_EVENT_TURN_STARTED);
  counts->turn_started++;
}

static void
test_events_signal (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  EventCounts counts = { 0 };
  guint n_events = tactics_match_get_n_events (game);
  g_autoptr(TacticsEvent) copy = NULL;

  g_signal_connect (game, "event", G_CALLBACK (on_event), &counts);
  g_signal_connect (game, "event::unit-moved", G_CALLBACK (on_moved), &counts);
  g_signal_connect (game, "event::turn-started", G_CALLBACK (on_turn_started), &counts);

  move (game, 0, 0, 2, 2);
  end_turn (game, 0);
  move (game, 1, 1, 5, 4);
  g_assert_cmpuint (counts.moved, ==, 2);
  g_assert_cmpuint (counts.turn_started, ==, 1);
  g_assert_cmpuint (counts.all, ==, 4);
  g_assert_cmpuint (tactics_match_get_n_events (game), ==, n_events + 4);

  copy = tactics_event_copy (last_event_of_kind (game, TACTICS_EVENT_UNIT_MOVED));
  g_assert_nonnull (copy->path);
  g_assert_cmpuint (copy->path->len, ==, 2);
}

static void
test_queries (void)
{
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 }, { 6, 4 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier,archer", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  TacticsUnit *soldier = tactics_match_get_unit (game, 0);
  TacticsUnit *archer;
  TacticsPattern pattern;

  g_assert_cmpint (tactics_match_get_occupancy (game, 0, (TacticsCell) { 2, 1 }), ==,
                   TACTICS_OCCUPANCY_ALLY);
  g_assert_cmpint (tactics_match_get_occupancy (game, 0, (TacticsCell) { 6, 4 }), ==,
                   TACTICS_OCCUPANCY_ENEMY);
  g_assert_cmpint (tactics_match_get_occupancy (game, 0, (TacticsCell) { 3, 3 }), ==,
                   TACTICS_OCCUPANCY_FREE);

  tactics_match_compute_reach (game, soldier, reach);
  /* Its own cell is a destination; its ally's is not. */
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 1, 1 }), ==, 0);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 2, 1 }), ==, -1);
  g_assert_cmpint (tactics_reach_get_cost (reach, (TacticsCell) { 3, 1 }), ==, 2);

  archer = tactics_match_get_unit (game, 1);
  g_assert_cmpuint (tactics_match_get_n_unit_actions (game, archer), ==, 2);
  g_assert_cmpstr (tactics_action_get_id (tactics_match_get_unit_action (game, archer, 1)), ==,
                   "sword");
  g_assert_null (tactics_match_get_unit_action (game, soldier, 1));
  g_assert_true (tactics_match_get_action_pattern (game, soldier, 0, &pattern));
  g_assert_true (tactics_pattern_focus_allowed (&pattern, (TacticsCell) { 1, 1 },
                                                (TacticsCell) { 1, 2 }));
  g_assert_false (tactics_match_get_action_pattern (game, soldier, 1, &pattern));
}

/* Asking the rules */

/* A dry run answers what performing answers, error and alternative
 * included, and changes nothing. */
static void
test_check_command (void)
{
  /* Red: soldier 0 at 0,0, archer 1 at 0,1; Blue: soldier 2 at 1,0 and 3
   * at 5,5. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 5, 5 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier,archer", "soldier,soldier",
                                               cells, TACTICS_MATCH_MODE_TURNS);
  TacticsCommand commands[9];
  guint n = 0;

  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { -1, 0 });
  tactics_command_init_act (&commands[n++], 0, 1, 0, (TacticsCell) { 9, 9 });
  tactics_command_init_act (&commands[n++], 0, 1, 0, (TacticsCell) { 0, 2 });
  tactics_command_init_move (&commands[n++], 1, 2, (TacticsCell) { 2, 0 });
  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { 1, 0 });
  tactics_command_init_act (&commands[n++], 0, 0, 0, (TacticsCell) { 1, 0 });
  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { 7, 5 });
  tactics_command_init_move (&commands[n++], 0, 0, (TacticsCell) { 0, 2 });
  tactics_command_init_end_turn (&commands[n++], 0);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (commands));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *before = snapshot (game);
      g_autofree char *after = NULL;
      g_autoptr(GError) dry_error = NULL;
      g_autoptr(GError) error = NULL;
      TacticsCommand would = { 0 }, performed = { 0 };
      TacticsCommandResult dry, result;

      dry = tactics_match_check_command (game, &commands[i], &would, &dry_error);
      after = snapshot (game);
      g_assert_cmpstr (before, ==, after);

      result = tactics_match_perform (game, &commands[i], &performed, &error);
      g_assert_cmpint (dry, ==, result);
      if (result == TACTICS_COMMAND_RESULT_FAILURE)
        {
          g_assert_nonnull (dry_error);
          g_assert_error (error, dry_error->domain, dry_error->code);
          g_assert_cmpstr (dry_error->message, ==, error->message);
        }
      else
        {
          g_assert_no_error (dry_error);
          g_assert_true (tactics_command_equal (&would, &performed));
        }
    }

  /* The move onto the enemy became the attack; the end of the turn went
   * through. */
  g_assert_cmpint (tactics_match_get_command (game, 0)->kind, ==, TACTICS_COMMAND_ACT);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 1);
}

/* An action aimed off the board is refused as such, whatever its range. */
static void
test_act_off_board (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 3, 0 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "archer", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  TacticsCommand command;

  /* Two cells left of the archer: within the bow's range, off the board. */
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { -2, 0 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_OFF_BOARD);
  tactics_command_init_act (&command, 0, 0, 0, (TacticsCell) { 0, 6 });
  assert_refused (game, &command, TACTICS_MATCH_ERROR_OFF_BOARD);
}

/* "room for 1 unit", not "1 units". */
static void
test_start_no_room_plural (void)
{
  static const char * const rows[] = { "#.#", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) game = drawn_game (rows, 1, "soldier", 2, 1, &error);

  g_assert_null (game);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_cmpstr (error->message, ==, "This map has room for 1 unit, but the armies have 2.");
}

static void
test_placement_rule (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) game = drawn_game (open_field, 2, "soldier,soldier", 2, 7, &error);
  g_autofree char *hint = NULL;
  TacticsUnit *first = NULL;
  TacticsCommand command;
  guint player;

  g_assert_no_error (error);
  hint = tactics_match_dup_placement_hint (game);
  g_assert_cmpstr (hint, ==,
                   "Place each unit within 2 steps of one of your units already on the board.");
  g_assert_cmpint (tactics_match_get_movement_metric (game), ==, TACTICS_METRIC_MANHATTAN);

  /* The refusal counts the same way. */
  player = (guint) tactics_match_get_current_player (game);
  first = tactics_match_get_unit (game, player * 2);
  g_assert_true (tactics_unit_is_placed (first));
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      {
        TacticsCell cell = { x, y };
        g_autoptr(GError) refusal = NULL;

        if (tactics_distance (TACTICS_METRIC_MANHATTAN, tactics_unit_get_cell (first), cell) !=
              TACTICS_PLACEMENT_DISTANCE + 1 ||
            tactics_match_get_unit_at (game, cell) != NULL)
          continue;
        tactics_command_init_place (&command, player, player * 2 + 1, cell);
        g_assert_cmpint (tactics_match_check_command (game, &command, NULL, &refusal), ==,
                         TACTICS_COMMAND_RESULT_FAILURE);
        g_assert_error (refusal, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_TOO_FAR);
        g_assert_cmpstr (refusal->message, ==,
                         "A unit must be placed within 2 steps of one of its own.");
      }
}

static gboolean
threat_contains (GArray      *threats,
                 TacticsCell  cell,
                 guint       *damage)
{
  for (guint i = 0; i < threats->len; i++)
    {
      const TacticsThreat *threat = &g_array_index (threats, TacticsThreat, i);

      if (threat->cell.x == cell.x && threat->cell.y == cell.y)
        {
          *damage = threat->damage;
          return TRUE;
        }
    }
  return FALSE;
}

/* A soldier (move 3, sword at 1 for 4) threatens every cell within 4
 * steps; a bomber's blast reaches past where it may aim. */
static void
test_threat (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 5, 2 }, { 7, 5 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier,bomber", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  g_autoptr(GArray) threats = g_array_new (FALSE, FALSE, sizeof (TacticsThreat));
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) effect = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  g_autoptr(GArray) foci = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  TacticsUnit *soldier = tactics_match_get_unit (game, 1);
  TacticsUnit *bomber = tactics_match_get_unit (game, 2);
  TacticsPattern pattern;
  guint damage = 0;

  tactics_match_compute_unit_threat (game, soldier, 0, threats);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      {
        TacticsCell cell = { x, y };
        gboolean near = tactics_distance (TACTICS_METRIC_MANHATTAN, cells[1], cell) <= 4;

        g_assert_cmpint (threat_contains (threats, cell, &damage), ==, near);
        if (near)
          g_assert_cmpuint (damage, ==, 4);
      }
  for (guint i = 1; i < threats->len; i++)
    {
      TacticsCell a = g_array_index (threats, TacticsThreat, i - 1).cell;
      TacticsCell b = g_array_index (threats, TacticsThreat, i).cell;

      g_assert_true (a.y < b.y || (a.y == b.y && a.x < b.x));
    }

  /* Its own player is not threatened by it. */
  g_array_set_size (threats, 0);
  tactics_match_compute_unit_threat (game, soldier, 1, threats);
  g_assert_cmpuint (threats->len, ==, 0);

  /* Every cell a bomb aimed from where the bomber stands would hit. */
  g_array_set_size (threats, 0);
  tactics_match_compute_unit_threat (game, bomber, 0, threats);
  g_assert_true (tactics_match_get_action_pattern (game, bomber, 0, &pattern));
  tactics_pattern_get_foci (&pattern, cells[2], foci);
  g_assert_cmpuint (foci->len, >, 0);
  for (guint f = 0; f < foci->len; f++)
    {
      g_array_set_size (effect, 0);
      g_assert_true (tactics_match_preview_action (game, bomber, 0,
                                                   g_array_index (foci, TacticsCell, f),
                                                   effect, NULL));
      for (guint c = 0; c < effect->len; c++)
        g_assert_true (threat_contains (threats, g_array_index (effect, TacticsCell, c),
                                        &damage));
    }

  /* The whole: the soldier's cells and the bomber's, each once. */
  tactics_match_compute_threat (game, 0, all);
  g_array_set_size (threats, 0);
  tactics_match_compute_unit_threat (game, soldier, 0, threats);
  tactics_match_compute_unit_threat (game, bomber, 0, threats);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      {
        TacticsCell cell = { x, y };

        g_assert_cmpint (game_helpers_cells_contain (all, cell), ==,
                         threat_contains (threats, cell, &damage));
      }
}

/* The match driver */

/* Gives the same command whenever asked; a refusal makes it pass (the
 * interface's default). */
#define FIXED_TYPE_CONTROLLER (fixed_controller_get_type ())
G_DECLARE_FINAL_TYPE (FixedController, fixed_controller, FIXED, CONTROLLER, GObject)

struct _FixedController
{
  GObject        parent_instance;
  TacticsCommand command;
  guint          asked;
};

static gboolean
fixed_controller_next_command (TacticsController *controller,
                               TacticsMatch      *game,
                               TacticsCommand    *command)
{
  FixedController *self = FIXED_CONTROLLER (controller);

  self->asked++;
  *command = self->command;
  return TRUE;
}

static void
fixed_controller_iface_init (TacticsControllerInterface *iface)
{
  iface->next_command = fixed_controller_next_command;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (FixedController, fixed_controller, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TACTICS_TYPE_CONTROLLER,
                                                      fixed_controller_iface_init))

static void
fixed_controller_class_init (FixedControllerClass *klass)
{
}

static void
fixed_controller_init (FixedController *self)
{
}

static void
on_driver_performed (TacticsMatchDriver   *driver,
                     const TacticsCommand *command,
                     TacticsCommandResult  result,
                     gpointer              user_data)
{
  GArray *performed = user_data;

  g_array_append_vals (performed, command, 1);
}

/* A human's refused command is refused as perform refuses it, changes
 * nothing and is not passed for; the next one goes through. */
static void
test_driver_human (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 5, 5 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsMatchDriver) driver = tactics_match_driver_new (game);
  g_autoptr(TacticsHumanController) human = tactics_human_controller_new ();
  g_autoptr(GArray) performed = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) expected = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TacticsCommand command;

  g_signal_connect (driver, "performed", G_CALLBACK (on_driver_performed), performed);
  /* Nobody plays player 0 yet; then nothing has been chosen. */
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_WAITING);
  tactics_match_driver_set_controller (driver, 0, TACTICS_CONTROLLER (human));
  g_assert_true (tactics_match_driver_get_controller (driver, 0) ==
                 TACTICS_CONTROLLER (human));
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_WAITING);
  g_assert_no_error (error);

  /* Too far: 0,0 → 4,0 costs 4 of its 3 points. */
  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 4, 0 });
  g_assert_cmpint (tactics_match_check_command (game, &command, NULL, &expected), ==,
                   TACTICS_COMMAND_RESULT_FAILURE);
  tactics_human_controller_submit (human, &command);
  g_assert_true (tactics_human_controller_has_command (human));
  before = snapshot (game);
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_REFUSED);
  g_assert_error (error, expected->domain, expected->code);
  g_assert_cmpstr (error->message, ==, expected->message);
  after = snapshot (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_false (tactics_human_controller_has_command (human));
  g_assert_cmpuint (performed->len, ==, 0);
  g_clear_error (&error);

  tactics_command_init_move (&command, 0, 0, (TacticsCell) { 3, 0 });
  tactics_human_controller_submit (human, &command);
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==,
                   TACTICS_MATCH_DRIVER_PERFORMED);
  g_assert_no_error (error);
  g_assert_cmpuint (performed->len, ==, 1);
  g_assert_true (tactics_command_equal (&g_array_index (performed, TacticsCommand, 0), &command));
  g_assert_cmpint (tactics_unit_get_cell (tactics_match_get_unit (game, 0)).x, ==, 3);
}

/* A computer player whose command is refused passes: in play its turn
 * ends, in placement its units are placed for it. */
static void
test_driver_pass (void)
{
  const TacticsCell cells[] = { { 0, 0 }, { 5, 5 } };
  g_autoptr(TacticsMatch) game = arranged_game (open_field, "soldier", "soldier", cells,
                                               TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsMatchDriver) driver = tactics_match_driver_new (game);
  g_autoptr(FixedController) fixed = g_object_new (FIXED_TYPE_CONTROLLER, NULL);
  g_autoptr(GArray) performed = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) drawn = NULL;
  g_autoptr(TacticsMatchDriver) placing = NULL;
  guint player;

  g_signal_connect (driver, "performed", G_CALLBACK (on_driver_performed), performed);
  tactics_command_init_move (&fixed->command, 0, 0, (TacticsCell) { -1, 0 });
  tactics_match_driver_set_controller (driver, 0, TACTICS_CONTROLLER (fixed));
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_PASSED);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_current_player (game), ==, 1);
  g_assert_cmpuint (performed->len, ==, 1);
  g_assert_cmpint (g_array_index (performed, TacticsCommand, 0).kind, ==,
                   TACTICS_COMMAND_END_TURN);
  /* Player 1 has nobody to play it. */
  g_assert_cmpint (tactics_match_driver_run (driver, &error), ==, TACTICS_MATCH_DRIVER_WAITING);
  g_assert_no_error (error);

  drawn = drawn_game (open_field, 3, "soldier,soldier,soldier", 2, 7, &error);
  g_assert_no_error (error);
  player = (guint) tactics_match_get_current_player (drawn);
  placing = tactics_match_driver_new (drawn);
  tactics_command_init_end_turn (&fixed->command, player);
  tactics_match_driver_set_controller (placing, player, TACTICS_CONTROLLER (fixed));
  g_assert_cmpint (tactics_match_driver_step (placing, &error), ==, TACTICS_MATCH_DRIVER_PASSED);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_current_player (drawn), !=, (int) player);
  for (guint i = 0; i < tactics_match_get_n_units (drawn); i++)
    if (tactics_unit_get_owner (tactics_match_get_unit (drawn, i)) == player)
      g_assert_true (tactics_unit_is_placed (tactics_match_get_unit (drawn, i)));
}

/* Computer players run by the driver play a match to its end. */
static void
test_driver_run (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) game = drawn_game (open_field, 2, "soldier,archer", 2, 3, &error);
  g_autoptr(TacticsMatchDriver) driver = NULL;
  g_autoptr(GArray) performed = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));

  g_assert_no_error (error);
  driver = tactics_match_driver_new (game);
  g_assert_true (tactics_match_driver_get_match (driver) == game);
  for (guint p = 0; p < 2; p++)
    {
      g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);

      tactics_match_driver_set_controller (driver, p, TACTICS_CONTROLLER (ai));
    }
  g_signal_connect (driver, "performed", G_CALLBACK (on_driver_performed), performed);
  g_assert_cmpint (tactics_match_driver_run (driver, &error), ==, TACTICS_MATCH_DRIVER_OVER);
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_phase (game), ==, TACTICS_MATCH_PHASE_OVER);
  /* Every command performed was announced, in order. */
  g_assert_cmpuint (performed->len, ==, tactics_match_get_n_commands (game));
  for (guint i = 0; i < performed->len; i++)
    g_assert_true (tactics_command_equal (&g_array_index (performed, TacticsCommand, i),
                                          tactics_match_get_command (game, i)));
  g_assert_cmpint (tactics_match_driver_step (driver, &error), ==, TACTICS_MATCH_DRIVER_OVER);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/match/random", test_random_generator);
  g_test_add_func ("/match/setup/players", test_setup_players);
  g_test_add_func ("/match/setup/formation", test_setup_formation);
  g_test_add_func ("/match/setup/copies", test_setup_copies);
  g_test_add_func ("/match/start/cells", test_start_cells);
  g_test_add_func ("/match/start/no-room", test_start_no_room);
  g_test_add_func ("/match/start/apart", test_start_apart);
  g_test_add_func ("/match/start/islands", test_start_islands);
  g_test_add_func ("/match/placement/square", test_placement);
  g_test_add_func ("/match/placement/hex", test_placement_hex);
  g_test_add_func ("/match/placement/cells", test_placement_cells);
  g_test_add_func ("/match/move/rules", test_move_rules);
  g_test_add_func ("/match/move/blocked-by-enemies", test_move_blocked_by_enemies);
  g_test_add_func ("/match/move/onto-enemy", test_move_onto_enemy);
  g_test_add_func ("/match/move/default-action", test_move_default_action);
  g_test_add_func ("/match/act/rules", test_act_rules);
  g_test_add_func ("/match/act/heal", test_act_heal);
  g_test_add_func ("/match/act/area-and-elimination", test_act_area_and_elimination);
  g_test_add_func ("/match/end/win-and-draw", test_win_and_draw);
  g_test_add_func ("/match/turns/rounds-and-limit", test_turns);
  g_test_add_func ("/match/turns/skip-players-out", test_turn_skips_players_out);
  g_test_add_func ("/match/turns/once-per-turn", test_move_and_act_once_per_turn);
  g_test_add_func ("/match/undo", test_undo);
  g_test_add_func ("/match/failure-spends-nothing", test_failure_spends_nothing);
  g_test_add_func ("/match/initiative/speed", test_initiative);
  g_test_add_func ("/match/initiative/ties", test_initiative_ties);
  g_test_add_func ("/match/initiative/rounds", test_initiative_rounds);
  g_test_add_func ("/match/initiative/round-limit", test_initiative_round_limit);
  g_test_add_func ("/match/events/signal", test_events_signal);
  g_test_add_func ("/match/queries", test_queries);
  g_test_add_func ("/match/rules/check-command", test_check_command);
  g_test_add_func ("/match/rules/act-off-board", test_act_off_board);
  g_test_add_func ("/match/rules/no-room-plural", test_start_no_room_plural);
  g_test_add_func ("/match/rules/placement", test_placement_rule);
  g_test_add_func ("/match/rules/threat", test_threat);
  g_test_add_func ("/match/driver/human", test_driver_human);
  g_test_add_func ("/match/driver/pass", test_driver_pass);
  g_test_add_func ("/match/driver/run", test_driver_run);

  return g_test_run ();
}
