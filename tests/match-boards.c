/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "match-boards.h"

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

GPtrArray *
match_boards_list_bundled (const char *folder,
                           const char *suffix)
{
  g_autofree char *path = match_helpers_data_path (folder, NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, suffix))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
}

GPtrArray *
match_boards_list_all (void)
{
  GPtrArray *names = match_boards_list_bundled ("maps", ".map.xml");
  g_autoptr(GPtrArray) scenarios = match_boards_list_bundled ("scenarios", ".scenario.xml");

  g_ptr_array_extend_and_steal (names, g_steal_pointer (&scenarios));
  g_ptr_array_sort (names, compare_names);
  return names;
}

GArray *
match_boards_load (GPtrArray *names)
{
  GArray *boards = g_array_new (FALSE, TRUE, sizeof (MatchBoard));

  g_array_set_clear_func (boards, (GDestroyNotify) match_board_clear);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      MatchBoard board = { g_strdup (name), NULL, NULL };

      if (g_str_has_suffix (name, ".scenario.xml"))
        board.scenario = match_helpers_load_scenario (name);
      else
        board.map = match_helpers_load_map (name);
      g_array_append_val (boards, board);
    }
  return boards;
}

MatchBoard
match_board_for_scenario (TacticsScenario *scenario)
{
  return (MatchBoard) {
    g_strdup (tactics_scenario_get_name (scenario)), NULL, g_object_ref (scenario),
  };
}

void
match_board_clear (MatchBoard *board)
{
  g_clear_pointer (&board->name, g_free);
  g_clear_object (&board->map);
  g_clear_object (&board->scenario);
}

TacticsMap *
match_board_get_map (const MatchBoard *board)
{
  return board->scenario != NULL ? tactics_scenario_get_map (board->scenario) : board->map;
}

guint
match_board_get_n_seats (const MatchBoard *board)
{
  return board->scenario != NULL
           ? g_list_model_get_n_items (tactics_scenario_get_sides (board->scenario))
           : 2;
}

TacticsMatch *
match_board_new_match (const MatchBoard        *board,
                       const MatchBoardOptions *options,
                       guint64                  seed)
{
  guint n_seats = match_board_get_n_seats (board);
  g_autoptr(TacticsMatch) match = tactics_match_new (match_board_get_map (board), NULL,
                                                     options->n_units, options->mode, seed);
  g_autoptr(GError) error = NULL;

  if (options->round_limit != 0)
    tactics_match_set_round_limit (match, options->round_limit);
  for (guint p = 0; p < n_seats; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      g_assert_nonnull (tactics_match_add_player (match, name, "#123456", TACTICS_PLAYER_COMPUTER,
                                                 TACTICS_AI_LEVEL_NORMAL, &error));
    }
  if (board->scenario != NULL && !tactics_match_set_scenario (match, board->scenario, &error))
    g_error ("%s: %s", board->name, error->message);
  /* After the scenario, which may bring its own. */
  if (options->fog >= 0)
    tactics_match_set_fog (match, (TacticsFogMode) options->fog);
  /* The computer's own armies, of each side's budget and allowed types. */
  for (guint p = 0; p < n_seats; p++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, p);

      g_assert_nonnull (army);
      if (!tactics_match_set_formation (match, p, (const char * const *) army, &error))
        g_error ("%s: %s", board->name, error->message);
    }
  if (!tactics_match_start (match, &error))
    g_error ("%s, seed %" G_GUINT64_FORMAT ": %s", board->name, seed, error->message);
  return g_steal_pointer (&match);
}
