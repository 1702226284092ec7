/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Computer players: every command they give is legal; they are
 * deterministic and depend on the game's state alone; and they play to
 * win: finish units off, bomb groups but not their own, heal the wounded,
 * advance when nothing is in reach, (hard) keep out of the reach of
 * several enemies, and weigh combat depth: targets weak to their blows,
 * answers that would cost them, good ground. */
#include "config.h"

#include "match-helpers.h"
#include "tactics-ai-private.h"
#include "tactics-unit-private.h"

static const char * const open_field[] = {
  "........",
  "........",
  "........",
  "........",
  "........",
  "........",
  NULL
};

static void
test_finish_off (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  /* Red soldier 0 at 3,3; Blue soldiers 1 at 3,1 (full) and 2 at 5,3
   * (4 HP: one blow). */
  const TacticsCell cells[] = { { 3, 3 }, { 3, 1 }, { 5, 3 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (open_field, "soldier",
                                                                "soldier,soldier", cells,
                                                                TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = NULL;

  tactics_unit_set_hp (tactics_match_get_unit (match, 2), 4);
  commands = match_helpers_play_ai_turn (match, ai);
  g_assert_false (tactics_unit_is_alive (tactics_match_get_unit (match, 2)));
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 10);
}

static void
test_area_spares_own (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  /* Red bomber 0 at 0,2 and soldier 1 at 2,5; Blue soldiers in a column
   * at 4,1 4,2 4,3. The bomb (3×3, everyone in it) can take all three
   * from 5,2 without touching anyone of Red's. */
  const TacticsCell cells[] = { { 0, 2 }, { 2, 5 }, { 4, 1 }, { 4, 2 }, { 4, 3 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (open_field, "bomber,soldier",
                                                                "soldier,soldier,soldier", cells,
                                                                TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = match_helpers_play_ai_turn (match, ai);
  guint bombed = 0;

  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (event->kind == TACTICS_EVENT_UNIT_DAMAGED && event->source == 0)
        {
          g_assert_cmpint (event->player, ==, 1);
          bombed++;
        }
    }
  g_assert_cmpuint (bombed, ==, 3);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 0)), ==, 10);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 10);
}

static void
test_heal_wounded (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  /* Red medic 0 at 1,2 and soldier 1 at 2,2 with 3 HP; Blue far away. */
  const TacticsCell cells[] = { { 1, 2 }, { 2, 2 }, { 7, 5 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (open_field, "medic,soldier",
                                                                "soldier", cells,
                                                                TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = NULL;

  tactics_unit_set_hp (tactics_match_get_unit (match, 1), 3);
  commands = match_helpers_play_ai_turn (match, ai);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 8);
}

static void
test_advance (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  static const char * const walls[] = {
    "........",
    "######..",
    "........",
    "..######",
    "........",
    "........",
    NULL
  };
  /* Nothing in reach: Red goes the long way round the walls towards Blue. */
  const TacticsCell cells[] = { { 0, 0 }, { 0, 5 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (walls, "soldier", "soldier", cells,
                                                                TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = match_helpers_play_ai_turn (match, ai);
  TacticsCell cell = tactics_unit_get_cell (tactics_match_get_unit (match, 0));

  /* Along the corridor: 3 steps right on the top row. */
  g_assert_cmpint (cell.y, ==, 0);
  g_assert_cmpint (cell.x, ==, 3);
}

/* So far that the distance search stops before it gets there (the cells
 * within 1,197 steps of a corner are far more than it settles): Red still
 * walks straight at Blue, at either level. */
static void
test_advance_far (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  const int size = 600;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_free);
  const TacticsCell cells[] = { { 0, 0 }, { size - 1, size - 1 } };
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);

  for (int y = 0; y < size; y++)
    g_ptr_array_add (rows, g_strnfill (size, '.'));
  g_ptr_array_add (rows, NULL);
  match = match_helpers_arranged_match ((const char * const *) rows->pdata, "soldier", "soldier",
                                        cells, TACTICS_MATCH_MODE_TURNS);

  for (int turn = 1; turn <= 3; turn++)
    {
      g_autoptr(GArray) mine = match_helpers_play_ai_turn (match, ai);
      g_autoptr(GArray) theirs = match_helpers_play_ai_turn (match, ai);
      TacticsCell red = tactics_unit_get_cell (tactics_match_get_unit (match, 0));
      TacticsCell blue = tactics_unit_get_cell (tactics_match_get_unit (match, 1));

      /* A soldier moves 3 on plains; both close in at full speed. */
      g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, red, cells[0]), ==, 3 * turn);
      g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, blue, cells[1]), ==, 3 * turn);
      g_assert_cmpint (tactics_distance (TACTICS_METRIC_MANHATTAN, red, blue), ==,
                       2 * (size - 1) - 6 * turn);
    }
}

static int
attackers_of (TacticsMatch *match,
              TacticsCell  cell)
{
  int n = 0;

  for (guint i = 0; i < tactics_match_get_n_units (match); i++)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, i);

      /* A Blue soldier strikes up to 3 moves + 1 away on open ground. */
      if (tactics_unit_get_owner (unit) == 1 && tactics_unit_is_on_board (unit) &&
          tactics_distance (TACTICS_METRIC_MANHATTAN, tactics_unit_get_cell (unit), cell) <= 4)
        n++;
    }
  return n;
}

static void
test_avoid_danger (void)
{
  /* Red soldier 0 at 0,2 can strike no one this turn; two Blue soldiers
   * at 6,1 and 6,3 would both reach it if it walked forward. */
  const TacticsCell cells[] = { { 0, 2 }, { 6, 1 }, { 6, 3 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (open_field, "soldier",
                                                                "soldier,soldier", cells,
                                                                TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  g_autoptr(GArray) commands = match_helpers_play_ai_turn (match, ai);

  g_assert_cmpint (attackers_of (match, tactics_unit_get_cell (tactics_match_get_unit (match, 0))),
                   <=, 1);
}

/* Combat depth: the test rules with damage types, @resistant (a unit
 * type) resisting blades by half and @weak weak to them by half, the
 * Sword dealing blades and answering when @answers, and Forest giving
 * Foot a defence of 50. */
static TacticsRuleset *
combat_rules (const char *resistant,
              const char *weak,
              gboolean    answers)
{
  TacticsRuleset *ruleset = match_helpers_test_rules ();
  g_autoptr(TacticsDamageType) blade = tactics_damage_type_new ("blade", "Blade");
  TacticsAction *sword = tactics_ruleset_lookup_action (ruleset, "sword");

  tactics_ruleset_insert_damage_type (ruleset, G_MAXUINT, blade);
  tactics_action_set_damage_type (sword, "blade");
  tactics_action_set_answers (sword, answers);
  if (resistant != NULL)
    tactics_unit_type_set_resistance (tactics_ruleset_lookup_unit_type (ruleset, resistant),
                                      "blade", 50);
  if (weak != NULL)
    tactics_unit_type_set_resistance (tactics_ruleset_lookup_unit_type (ruleset, weak),
                                      "blade", -50);
  tactics_terrain_set_defence (tactics_ruleset_lookup_terrain (ruleset, "f"), "foot", 50);
  return ruleset;
}

/* Who @source damaged this match: a bit per unit id. */
static guint
damaged_by (TacticsMatch *match,
            int           source)
{
  guint damaged = 0;

  for (guint i = 0; i < tactics_match_get_n_events (match); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (event->kind == TACTICS_EVENT_UNIT_DAMAGED && event->source == source)
        damaged |= 1u << event->unit;
    }
  return damaged;
}

static void
test_combat_weak_target (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  /* Red soldier 0 at 3,3 reaches Blue soldier 1 at 3,1 (4 HP) and Blue
   * lancer 2 at 5,3 (10 HP). By the bare figures the Sword (4) finishes
   * the soldier; but the soldier resists blades by half (it would take 2)
   * and the lancer is weak to them (6): seeing that, Red strikes the
   * lancer; blind to it, the soldier. */
  gboolean sense = !g_str_has_suffix (g_test_get_path (), "/blind");
  const TacticsCell cells[] = { { 3, 3 }, { 3, 1 }, { 5, 3 } };
  g_autoptr(TacticsRuleset) ruleset = combat_rules ("soldier", "lancer", FALSE);
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match_with (ruleset, open_field,
                                                                     "soldier", "soldier,lancer",
                                                                     cells,
                                                                     TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = NULL;

  tactics_ai_set_combat_sense (ai, sense);
  tactics_unit_set_hp (tactics_match_get_unit (match, 1), 4);
  commands = match_helpers_play_ai_turn (match, ai);
  g_assert_cmpuint (damaged_by (match, 0), ==, sense ? 1u << 2 : 1u << 1);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, sense ? 4 : 10);
}

static void
test_combat_answered (gconstpointer data)
{
  TacticsAiLevel level = GPOINTER_TO_INT (data);
  gboolean sense = !g_str_has_suffix (g_test_get_path (), "/blind");
  /* Red soldier 0 at 3,3 with 4 HP reaches Blue soldier 1 at 3,1 (10 HP).
   * Its blow (4) leaves Blue standing, and Blue's answer (4) would
   * eliminate it: seeing that, it does not strike; blind to answers,
   * normal (which takes one reply for granted when it strikes) does, and
   * falls. */
  const TacticsCell cells[] = { { 3, 3 }, { 3, 1 } };
  g_autoptr(TacticsRuleset) ruleset = combat_rules (NULL, NULL, TRUE);
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match_with (ruleset, open_field,
                                                                     "soldier", "soldier", cells,
                                                                     TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (level);
  g_autoptr(GArray) commands = NULL;

  tactics_ai_set_combat_sense (ai, sense);
  tactics_unit_set_hp (tactics_match_get_unit (match, 0), 4);
  commands = match_helpers_play_ai_turn (match, ai);
  g_assert_cmpint (tactics_unit_is_alive (tactics_match_get_unit (match, 0)), ==, sense);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, sense ? 10 : 6);
}

static void
test_combat_good_ground (void)
{
  static const char * const wood[] = {
    "........",
    "........",
    "........",
    "...f....",
    "........",
    "........",
    NULL
  };
  /* Red soldier 0 at 3,4 can strike Blue soldier 1 at 3,2 from 3,3, in
   * the forest (defence 50), or from 2,2 or 4,2 in the open; Blue soldier
   * 2 at 3,0 stands behind. Hard strikes from the forest. */
  const TacticsCell cells[] = { { 3, 4 }, { 3, 2 }, { 3, 0 } };
  g_autoptr(TacticsRuleset) ruleset = combat_rules (NULL, NULL, FALSE);
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match_with (ruleset, wood, "soldier",
                                                                     "soldier,soldier", cells,
                                                                     TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  g_autoptr(GArray) commands = match_helpers_play_ai_turn (match, ai);
  TacticsCell cell = tactics_unit_get_cell (tactics_match_get_unit (match, 0));

  g_assert_cmpuint (damaged_by (match, 0), ==, 1u << 1);
  g_assert_cmpint (cell.x, ==, 3);
  g_assert_cmpint (cell.y, ==, 3);
}

static void
test_placement (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("islands.map.xml");
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);

  for (guint64 seed = 0; seed < 10; seed++)
    {
      g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, 3, 6,
                                                               TACTICS_MATCH_MODE_TURNS, seed, 0);

      while (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_PLACEMENT)
        {
          TacticsCommand command;

          g_assert_true (tactics_ai_next_command (ai, match, &command));
          g_assert_cmpint (command.kind, ==, TACTICS_COMMAND_PLACE);
          g_assert_cmpint (tactics_match_perform (match, &command, NULL, NULL), ==,
                           TACTICS_COMMAND_RESULT_SUCCESS);
        }
      g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_PLAYING);
    }
}

static void
test_formation (void)
{
  g_autoptr(TacticsRuleset) ruleset = match_helpers_load_ruleset ();
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  g_autoptr(TacticsRuleset) rules = match_helpers_test_rules ();
  static const char * const dry[] = { "....", NULL };
  g_autoptr(TacticsMap) dry_map = match_helpers_map_from_rows (rules, dry);
  g_autoptr(TacticsRuleset) empty = tactics_ruleset_new ();
  g_autoptr(TacticsMap) empty_map = tactics_map_new (3, 3, TACTICS_TOPOLOGY_SQUARE, empty);
  g_auto(GStrv) army = tactics_ai_suggest_formation (ruleset, map, 10);
  g_auto(GStrv) small = tactics_ai_suggest_formation (rules, dry_map, 8);
  g_auto(GStrv) none = tactics_ai_suggest_formation (empty, empty_map, 3);

  g_assert_cmpuint (g_strv_length (army), ==, 10);
  /* Mixed, and each usable on the map. */
  g_assert_cmpstr (army[0], !=, army[1]);
  for (guint i = 0; army[i] != NULL; i++)
    g_assert_nonnull (tactics_ruleset_lookup_unit_type (ruleset, army[i]));

  /* No boats without water, no ghosts anywhere. */
  g_assert_cmpuint (g_strv_length (small), ==, 8);
  for (guint i = 0; small[i] != NULL; i++)
    {
      g_assert_cmpstr (small[i], !=, "boat");
      g_assert_cmpstr (small[i], !=, "ghost");
    }
  g_assert_null (none);
}

/* Whole matches: every command legal, in both modes, 2 to 4 players. */
static void
test_legal_matches (void)
{
  const char *maps[] = {
    "skirmish.map.xml", "islands.map.xml", "mountain-pass.map.xml", "crossroads.map.xml",
  };
  guint finished = 0, n = 0;

  for (guint64 seed = 0; seed < 24; seed++)
    {
      g_autoptr(TacticsMap) map = match_helpers_load_map (maps[seed % G_N_ELEMENTS (maps)]);
      guint n_players = 2 + (guint) (seed % 3);
      TacticsMatchMode mode = (seed / 3) % 2 ? TACTICS_MATCH_MODE_INITIATIVE
                                            : TACTICS_MATCH_MODE_TURNS;
      g_autoptr(TacticsMatch) match = match_helpers_new_match (map, NULL, n_players, 4, mode, seed,
                                                               300);
      g_autoptr(TacticsAi) normal = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
      g_autoptr(TacticsAi) hard = tactics_ai_new (TACTICS_AI_LEVEL_HARD);

      while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER)
        {
          int player = tactics_match_get_current_player (match);
          TacticsAi *ai = player % 2 ? hard : normal;
          TacticsUnit *active = tactics_match_get_active_unit (match);
          g_autoptr(GError) error = NULL;
          TacticsCommand command;

          g_assert_true (tactics_controller_next_command (TACTICS_CONTROLLER (ai), match,
                                                          &command));
          if (active != NULL && command.kind != TACTICS_COMMAND_END_TURN)
            g_assert_cmpuint (command.unit, ==, tactics_unit_get_id (active));
          g_assert_cmpint (tactics_match_perform (match, &command, NULL, &error), ==,
                           TACTICS_COMMAND_RESULT_SUCCESS);
          g_assert_no_error (error);
        }
      n++;
      finished += tactics_match_get_outcome (match) != TACTICS_MATCH_OUTCOME_UNFINISHED;
    }
  g_test_message ("%u of %u computer matches finished before the turn limit", finished, n);
  g_assert_cmpuint (finished, >=, n * 3 / 4);
}

/* The same state gives the same command, whatever the AI did before. */
static void
test_pure (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  g_autoptr(TacticsMatch) first = match_helpers_new_match (map, NULL, 2, 5,
                                                           TACTICS_MATCH_MODE_TURNS, 9, 0);
  g_autoptr(TacticsMatch) second = match_helpers_new_match (map, NULL, 2, 5,
                                                            TACTICS_MATCH_MODE_TURNS, 9, 0);
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  g_autoptr(TacticsAi) other = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  guint steps = 0;

  while (tactics_match_get_phase (first) != TACTICS_MATCH_PHASE_OVER && steps++ < 400)
    {
      g_autoptr(TacticsAi) fresh = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
      TacticsCommand command, again, anew;

      g_assert_true (tactics_ai_next_command (ai, first, &command));
      g_assert_true (tactics_ai_next_command (other, second, &again));
      g_assert_true (tactics_ai_next_command (fresh, first, &anew));
      g_assert_true (tactics_command_equal (&command, &again));
      g_assert_true (tactics_command_equal (&command, &anew));
      g_assert_cmpint (tactics_match_perform (first, &command, NULL, NULL), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
      g_assert_cmpint (tactics_match_perform (second, &command, NULL, NULL), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
    }
  g_assert_cmpint (tactics_match_get_phase (first), ==, TACTICS_MATCH_PHASE_OVER);
}

/* Rounds since a unit was last hurt, not counting this turn, worked out
 * the slow way: back through every event. */
static guint
quiet_rounds_by_hand (TacticsMatch *match)
{
  guint turn = tactics_match_get_turn (match);
  guint round = tactics_match_get_n_players (match);
  guint last_hurt = 0;

  for (guint i = tactics_match_get_n_events (match); i > 0 && last_hurt == 0; i--)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i - 1);

      if (event->turn < turn && event->kind == TACTICS_EVENT_UNIT_DAMAGED)
        last_hurt = event->turn;
    }
  return (turn - 1 - last_hurt) / round;
}

/* Two hard players that each wait out of the other's reach until quiet
 * rounds make them bold: an AI that followed the whole standoff and one
 * that sees the match for the first time at each command count the quiet
 * rounds as a walk back through the events does, before and after the
 * first blow. */
static void
test_pure_standoff (void)
{
  static const char * const field[] = {
    "............",
    "............",
    "............",
    NULL
  };
  const TacticsCell cells[] = { { 0, 1 }, { 0, 0 }, { 11, 1 }, { 11, 2 } };
  g_autoptr(TacticsMatch) match = match_helpers_arranged_match (field, "soldier,soldier",
                                                                "soldier,soldier", cells,
                                                                TACTICS_MATCH_MODE_TURNS);
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  guint first_blow = 0, steps = 0, max_quiet = 0;

  while (tactics_match_get_phase (match) != TACTICS_MATCH_PHASE_OVER && steps++ < 2000)
    {
      g_autoptr(TacticsAi) fresh = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
      guint n_events = tactics_match_get_n_events (match);
      TacticsCommand command, anew;

      g_assert_true (tactics_ai_next_command (ai, match, &command));
      g_assert_true (tactics_ai_next_command (fresh, match, &anew));
      g_assert_true (tactics_command_equal (&command, &anew));
      g_assert_cmpuint (ai->quiet_rounds, ==, quiet_rounds_by_hand (match));
      g_assert_cmpuint (fresh->quiet_rounds, ==, ai->quiet_rounds);
      max_quiet = MAX (max_quiet, ai->quiet_rounds);
      g_assert_cmpint (tactics_match_perform (match, &command, NULL, NULL), !=,
                       TACTICS_COMMAND_RESULT_FAILURE);
      for (guint i = n_events; i < tactics_match_get_n_events (match) && first_blow == 0; i++)
        if (tactics_match_get_event (match, i)->kind == TACTICS_EVENT_UNIT_DAMAGED)
          first_blow = tactics_match_get_turn (match);
    }
  g_test_message ("first blow in turn %u", first_blow);
  g_assert_cmpint (tactics_match_get_phase (match), ==, TACTICS_MATCH_PHASE_OVER);
  /* More than two quiet rounds of two turns went by first. */
  g_assert_cmpuint (first_blow, >, 6);
  g_assert_cmpuint (max_quiet, >, 2);
}

static void
test_not_waiting (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  g_autoptr(TacticsMatch) match = tactics_match_new (map, NULL, 2, TACTICS_MATCH_MODE_TURNS, 1);
  g_autoptr(TacticsAi) ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  TacticsCommand command;

  /* Nothing to do before the start. */
  g_assert_false (tactics_ai_next_command (ai, match, &command));
  g_assert_cmpint (tactics_ai_get_level (ai), ==, TACTICS_AI_LEVEL_NORMAL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  for (int level = TACTICS_AI_LEVEL_NORMAL; level <= TACTICS_AI_LEVEL_HARD; level++)
    {
      const char *name = level == TACTICS_AI_LEVEL_HARD ? "hard" : "normal";
      g_autofree char *finish = g_strdup_printf ("/ai/%s/finish-off", name);
      g_autofree char *area = g_strdup_printf ("/ai/%s/area-spares-own", name);
      g_autofree char *heal = g_strdup_printf ("/ai/%s/heal-wounded", name);
      g_autofree char *advance = g_strdup_printf ("/ai/%s/advance", name);
      g_autofree char *far = g_strdup_printf ("/ai/%s/advance/far", name);
      g_autofree char *weak = g_strdup_printf ("/ai/%s/combat/weak-target", name);
      g_autofree char *weak_blind = g_strdup_printf ("/ai/%s/combat/weak-target/blind", name);
      g_autofree char *answered = g_strdup_printf ("/ai/%s/combat/answered", name);

      g_test_add_data_func (finish, GINT_TO_POINTER (level), test_finish_off);
      g_test_add_data_func (area, GINT_TO_POINTER (level), test_area_spares_own);
      g_test_add_data_func (heal, GINT_TO_POINTER (level), test_heal_wounded);
      g_test_add_data_func (advance, GINT_TO_POINTER (level), test_advance);
      g_test_add_data_func (far, GINT_TO_POINTER (level), test_advance_far);
      g_test_add_data_func (weak, GINT_TO_POINTER (level), test_combat_weak_target);
      g_test_add_data_func (weak_blind, GINT_TO_POINTER (level), test_combat_weak_target);
      g_test_add_data_func (answered, GINT_TO_POINTER (level), test_combat_answered);
    }
  g_test_add_data_func ("/ai/normal/combat/answered/blind",
                        GINT_TO_POINTER (TACTICS_AI_LEVEL_NORMAL), test_combat_answered);
  g_test_add_func ("/ai/hard/combat/good-ground", test_combat_good_ground);
  g_test_add_func ("/ai/hard/avoid-danger", test_avoid_danger);
  g_test_add_func ("/ai/placement", test_placement);
  g_test_add_func ("/ai/formation", test_formation);
  g_test_add_func ("/ai/legal-matches", test_legal_matches);
  g_test_add_func ("/ai/pure", test_pure);
  g_test_add_func ("/ai/pure/standoff", test_pure_standoff);
  g_test_add_func ("/ai/not-waiting", test_not_waiting);

  return g_test_run ();
}
