/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Setting up a match: the random generator, players and formations, start
 * cells, placement. Boards and rules are built here so every case is known
 * cell by cell. Playing (moves, actions, turns, undo, initiative, events) is
 * in test-match-turns.c; asking the rules and the driver in
 * test-match-rules.c. */
#include "config.h"

#include <string.h>

#include "match-test-helpers.h"

/* Set-up */

/* Refusals come in the match's own error domain, named after it. */
static void
test_error_domain (void)
{
  g_assert_cmpstr (g_quark_to_string (TACTICS_MATCH_ERROR), ==, "tactics-match-error-quark");
}

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
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  g_autoptr(GError) error = NULL;
  const char *army[] = { "soldier", NULL };

  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_SETUP);
  g_assert_nonnull (tactics_match_add_player (match, "A", "#000000", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  /* One player is not a match. */
  g_assert_true (tactics_match_set_formation (match, 0, army, &error));
  g_assert_false (tactics_match_start (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);

  /* A second player without an army. */
  g_assert_nonnull (tactics_match_add_player (match, "B", "#ffffff", TACTICS_PLAYER_COMPUTER,
                                             TACTICS_AI_LEVEL_HARD, &error));
  g_assert_false (tactics_match_start (match, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_clear_error (&error);

  for (guint p = 2; p < TACTICS_MAX_PLAYERS; p++)
    g_assert_nonnull (tactics_match_add_player (match, "C", "#ffffff", TACTICS_PLAYER_HUMAN,
                                               TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_null (tactics_match_add_player (match, "Nine", "#ffffff", TACTICS_PLAYER_HUMAN,
                                          TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_cmpuint (tactics_match_get_n_players (match), ==, TACTICS_MAX_PLAYERS);
  g_assert_cmpint (tactics_player_get_kind (tactics_match_get_player (match, 1)), ==,
                   TACTICS_PLAYER_COMPUTER);
  g_assert_cmpint (tactics_player_get_level (tactics_match_get_player (match, 1)), ==,
                   TACTICS_AI_LEVEL_HARD);
}

static void
test_setup_formation (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  g_autoptr(GError) error = NULL;
  const char *empty[] = { NULL };
  const char *too_many[] = { "soldier", "archer", "medic", "soldier", NULL };
  const char *unknown[] = { "soldier", "dragon", NULL };
  const char *lost[] = { "ghost", NULL };
  const char *full[] = { "soldier", "archer", "medic", NULL };
  const char *one[] = { "bomber", NULL };

  tactics_match_add_player (match, "A", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_add_player (match, "B", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);

  g_assert_false (tactics_match_set_formation (match, 0, empty, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_clear_error (&error);

  /* Formation over N. */
  g_assert_false (tactics_match_set_formation (match, 0, too_many, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_FORMATION);
  g_assert_nonnull (strstr (error->message, "3"));
  g_clear_error (&error);
  g_assert_null (tactics_player_get_formation (tactics_match_get_player (match, 0)));

  g_assert_false (tactics_match_set_formation (match, 0, unknown, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "dragon"));
  g_clear_error (&error);

  /* A movement type the map does not know: refused with a reason rather
   * than a unit that could never move. */
  g_assert_false (tactics_match_set_formation (match, 0, lost, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "ether"));
  g_clear_error (&error);

  g_assert_false (tactics_match_set_formation (match, 7, one, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP);
  g_clear_error (&error);

  /* Between 1 and N units. */
  g_assert_true (tactics_match_set_formation (match, 0, full, &error));
  g_assert_true (tactics_match_set_formation (match, 1, one, &error));
  g_assert_no_error (error);
  g_assert_cmpstrv (tactics_player_get_formation (tactics_match_get_player (match, 0)), full);

  g_assert_true (tactics_match_start (match, &error));
  g_assert_cmpuint (tactics_match_get_n_units (match), ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_match_get_units (match)), ==, 4);
  g_assert_cmpuint (tactics_unit_get_owner (tactics_match_get_unit (match, 3)), ==, 1);

  /* Set-up is over. */
  g_assert_false (tactics_match_set_formation (match, 1, full, &error));
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE);
}

static void
test_setup_copies (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_rules ();
  g_autoptr(TacticsMap) map = make_map (ruleset, open_field);
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 3, TACTICS_MATCH_MODE_TURNS, 5);
  TacticsUnitType *soldier;

  /* Editing the map or the rules after the game was made changes nothing
   * in it. */
  tactics_map_set_terrain_index (map, (TacticsCell) { 0, 0 }, 2);
  soldier = tactics_ruleset_lookup_unit_type (ruleset, "soldier");
  tactics_unit_type_set_max_hp (soldier, 50);
  g_assert_cmpuint (tactics_map_get_terrain_index (tactics_match_get_map (match),
                                                   (TacticsCell) { 0, 0 }), ==, 0);
  g_assert_cmpuint (tactics_unit_type_get_max_hp (
                      tactics_ruleset_lookup_unit_type (tactics_match_get_ruleset (match),
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
      g_autoptr(TacticsMatch) match = drawn_match (rows, 2, "soldier,boat", 2, seed, &error);
      g_autoptr(TacticsMatch) again = drawn_match (rows, 2, "soldier,boat", 2, seed, &error);
      const guint *order;
      gboolean seen[2] = { FALSE, FALSE };

      g_assert_no_error (error);
      g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLACEMENT);
      order = tactics_match_get_turn_order (match);
      for (guint i = 0; i < 2; i++)
        seen[order[i]] = TRUE;
      g_assert_true (seen[0] && seen[1]);

      for (guint p = 0; p < 2; p++)
        {
          /* The first unit of each army (a soldier) is on a free cell its
           * movement type can enter; the boat waits. */
          TacticsUnit *first = tactics_match_get_unit (match, p * 2);
          TacticsUnit *boat = tactics_match_get_unit (match, p * 2 + 1);
          TacticsCell cell = tactics_unit_get_cell (first);
          TacticsCell same = tactics_unit_get_cell (tactics_match_get_unit (again, p * 2));
          const TacticsCostGrid *grid = tactics_match_get_cost_grid (match, first);

          g_assert_true (tactics_unit_is_placed (first));
          g_assert_false (tactics_unit_is_placed (boat));
          g_assert_cmpuint (tactics_cost_grid_get (grid, cell.x, cell.y), >, 0);
          g_assert_true (tactics_match_get_unit_at (match, cell) == first);
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
      g_assert_true (tactics_match_place_all (match, &error));
      g_assert_true (tactics_match_place_all (match, &error));
      g_assert_no_error (error);
      g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
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
  TacticsMatch *match;

  /* Two armies of two on a map of two cells. */
  match = drawn_match (tiny, 2, "soldier,soldier", 2, 1, &error);
  g_assert_null (match);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_nonnull (strstr (error->message, "2"));
  g_clear_error (&error);

  match = drawn_match (rock, 1, "soldier", 2, 1, &error);
  g_assert_null (match);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_clear_error (&error);

  /* Boats on a map without water. */
  match = drawn_match (tiny, 1, "boat", 2, 1, &error);
  g_assert_null (match);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_nonnull (strstr (error->message, "boat"));
  g_clear_error (&error);

  /* Room enough in total (6 cells for 6 units) but an army of three
   * cannot fit in the two cells left of the rock: draws that put one there
   * are drawn again, and the game still starts. */
  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_autoptr(TacticsMatch) fits = drawn_match (apart, 3, "soldier,soldier", 2, seed, &error);

      g_assert_no_error (error);
      g_assert_nonnull (fits);
      while (tactics_match_get_phase (fits) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (fits, &error));
    }
}

/* Whether @unit could walk, over the terrain alone, onto @cell or next to
 * it: A* here, not the search the game uses to keep start cells apart. */
static gboolean
can_meet (TacticsMatch *match,
          TacticsUnit *unit,
          TacticsCell  cell)
{
  g_autoptr(TacticsPathFinder) finder = tactics_path_finder_new ();
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  const TacticsCostGrid *grid = tactics_match_get_cost_grid (match, unit);
  TacticsCell around[TACTICS_MAX_NEIGHBOURS + 1];
  guint n_around;

  n_around = tactics_neighbours (tactics_map_get_topology (tactics_match_get_map (match)), cell,
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
first_unit_of (TacticsMatch *match,
               guint        player)
{
  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    if (tactics_unit_get_owner (tactics_match_get_unit (match, i)) == player)
      return tactics_match_get_unit (match, i);
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
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  const guint n_seeds = 50;

  for (guint m = 0; m < G_N_ELEMENTS (match_helpers_maps); m++)
    {
      g_autoptr(TacticsMap) map = match_helpers_load_map (match_helpers_maps[m]);
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
              g_autoptr(TacticsMatch) match = match_helpers_new_match (map, ruleset, n_players, 4,
                                                                       TACTICS_MATCH_MODE_TURNS,
                                                                       seed, 0);
              TacticsMetric metric;
              int closest_here = G_MAXINT;

              g_assert_nonnull (match);
              metric = tactics_match_get_movement_metric (match);
              span = MAX (tactics_distance (metric, (TacticsCell) { 0, 0 },
                                            (TacticsCell) { width - 1, height - 1 }),
                          tactics_distance (metric, (TacticsCell) { width - 1, 0 },
                                            (TacticsCell) { 0, height - 1 }));
              for (guint p = 0; p < n_players; p++)
                {
                  TacticsUnit *mine = first_unit_of (match, p);
                  TacticsCell cell = tactics_unit_get_cell (mine);

                  g_hash_table_add (seen, GINT_TO_POINTER (cell.y * width + cell.x + 1));
                  for (guint q = p + 1; q < n_players; q++)
                    {
                      TacticsUnit *theirs = first_unit_of (match, q);
                      TacticsCell other = tactics_unit_get_cell (theirs);

                      closest_here = MIN (closest_here, tactics_distance (metric, cell, other));
                      if (!can_meet (match, mine, other) && !can_meet (match, theirs, cell))
                        g_error ("%s, seed %" G_GUINT64_FORMAT ": the first units of "
                                 "players %u and %u cannot meet", match_helpers_maps[m], seed,
                                 p, q);
                    }
                }
              closest = MIN (closest, closest_here);
              sum += (guint64) closest_here;

              /* And every army still fits. */
              while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
                g_assert_true (tactics_match_place_all (match, NULL));
            }
          g_test_message ("%s, %u players: closest first units %d apart (mean %.1f), "
                          "span %d, %u different first cells",
                          match_helpers_maps[m], n_players, closest, (double) sum / n_seeds, span,
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
      g_autoptr(TacticsMatch) match = drawn_match (rows, 2, "soldier,soldier", 2, seed, &error);

      g_assert_no_error (error);
      g_assert_nonnull (match);
      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        g_assert_true (tactics_match_place_all (match, &error));
      g_assert_no_error (error);
    }
}

/* Placement */

static void
test_placement (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMatch) match = drawn_match (open_field, 3, "soldier,archer,medic", 2, 7, &error);
  guint player, other;
  TacticsUnit *first, *second;
  TacticsCommand command;
  TacticsCell start, cell;

  g_assert_no_error (error);
  player = (guint) tactics_match_get_current_player (match);
  other = 1 - player;
  g_assert_cmpuint (player, ==, tactics_match_get_turn_order (match)[0]);
  g_assert_nonnull (last_event_of_kind (match, TACTICS_EVENT_PLACEMENT_STARTED));
  first = tactics_match_get_unit (match, player * 3);
  second = tactics_match_get_unit (match, player * 3 + 1);
  start = tactics_unit_get_cell (first);

  /* Farther than 2 from any unit of its own. */
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 8; x++)
      if (ABS (x - start.x) + ABS (y - start.y) == 3 &&
          tactics_match_get_unit_at (match, (TacticsCell) { x, y }) == NULL)
        {
          tactics_command_init_place (&command, player, player * 3 + 1, (TacticsCell) { x, y });
          assert_refused (match, &command, TACTICS_MATCH_ERROR_TOO_FAR);
        }

  /* On an occupied cell, off the board, an already placed unit, a unit of
   * the other player, or out of turn. */
  tactics_command_init_place (&command, player, player * 3 + 1, start);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  tactics_command_init_place (&command, player, player * 3 + 1, (TacticsCell) { -1, 0 });
  assert_refused (match, &command, TACTICS_MATCH_ERROR_BLOCKED);
  g_assert_true (tactics_match_suggest_placement (match, player * 3 + 1, &cell));
  tactics_command_init_place (&command, player, player * 3, cell);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_ALREADY_DONE);
  tactics_command_init_place (&command, player, other * 3 + 1, cell);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_place (&command, other, other * 3 + 1, cell);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PLAYER);
  tactics_command_init_move (&command, player, player * 3, cell);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);
  tactics_command_init_end_turn (&command, player);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);

  /* Within 2 (manhattan on a square board). */
  g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, start, cell), <=, 2);
  tactics_command_init_place (&command, player, player * 3 + 1, cell);
  assert_done (match, &command);
  g_assert_true (tactics_unit_is_placed (second));
  g_assert_true (tactics_match_get_unit_at (match, cell) == second);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, (int) player);

  /* The third may go within 2 of the second, even if farther from the
   * first. */
  g_assert_true (tactics_match_place_all (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, (int) other);
  g_assert_true (tactics_match_place_all (match, &error));
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
  g_assert_cmpint (tactics_match_get_current_player (match), ==, (int) player);
  g_assert_cmpuint (tactics_match_get_turn (match), ==, 1);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_TURN_STARTED)->player, ==,
                   (int) player);

  /* Placement is over. */
  g_assert_false (tactics_match_suggest_placement (match, 0, &cell));
  tactics_command_init_place (&command, player, player * 3, cell);
  assert_refused (match, &command, TACTICS_MATCH_ERROR_WRONG_PHASE);
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
  g_autoptr(TacticsMatch) match = drawn_match (rows, units_per_player, army, 2, seed, &error);
  int width = (int) strlen (rows[0]);
  int height = (int) g_strv_length ((char **) rows);
  guint refused_for_room = 0;
  guint step = 0;

  g_assert_no_error (error);
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    {
      guint player = (guint) tactics_match_get_current_player (match);
      g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      TacticsUnit *unit = NULL;
      TacticsCommand command;

      for (guint id = 0; id < tactics_match_get_n_units (match) && unit == NULL; id++)
        if (tactics_unit_get_owner (tactics_match_get_unit (match, id)) == player &&
            !tactics_unit_is_placed (tactics_match_get_unit (match, id)))
          unit = tactics_match_get_unit (match, id);
      g_assert_nonnull (unit);

      tactics_match_get_placement_cells (match, unit, cells);
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
            if (!match_helpers_cells_contain (cells, cell))
              {
                g_autoptr(GError) refusal = NULL;

                g_assert_cmpint (tactics_match_perform (match, &command, NULL, &refusal), ==,
                                 TACTICS_COMMAND_RESULT_FAILURE);
                if (g_error_matches (refusal, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM))
                  refused_for_room++;
                continue;
              }
            /* Accepted: tried on a copy replayed to this point. */
            copy = drawn_match (rows, units_per_player, army, 2, seed, &error);
            for (guint c = 0; c < tactics_match_get_n_commands (match); c++)
              g_assert_cmpint (tactics_match_perform (copy, tactics_match_get_command (match, c),
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
      assert_done (match, &command);
      /* Once placed, a unit has no cells. */
      g_array_set_size (cells, 0);
      tactics_match_get_placement_cells (match, unit, cells);
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
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  const char *army[] = { "soldier", "soldier", "soldier", "soldier", NULL };

  tactics_map_set_topology (map, TACTICS_TOPOLOGY_HEX);
  match = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS, 3);
  g_assert_cmpint (tactics_match_get_movement_metric (match), ==, TACTICS_METRIC_HEX);
  tactics_match_add_player (match, "A", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_add_player (match, "B", "#000000", TACTICS_PLAYER_HUMAN, 0, NULL);
  tactics_match_set_formation (match, 0, army, NULL);
  tactics_match_set_formation (match, 1, army, NULL);
  g_assert_true (tactics_match_start (match, &error));
  while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
    g_assert_true (tactics_match_place_all (match, &error));

  /* Every unit ended within hex distance 2 of another of its own. */
  for (guint i = 0; i < 8; i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);
      gboolean near = FALSE;

      for (guint j = 0; j < 8; j++)
        {
          TacticsUnit *other = tactics_match_get_unit (match, j);

          if (i != j && tactics_unit_get_owner (unit) == tactics_unit_get_owner (other) &&
              tactics_distance (TACTICS_METRIC_HEX, tactics_unit_get_cell (unit),
                                tactics_unit_get_cell (other)) <= 2)
            near = TRUE;
        }
      g_assert_true (near);
    }
}


int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  g_test_add_func ("/match/error-domain", test_error_domain);
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

  return g_test_run ();
}
