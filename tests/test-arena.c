/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The arena: Wilson intervals against figures worked by hand, results
 * added up from made-up records, verdicts, and real runs: the same result
 * for any number of jobs, progress, cancelling, running in the background
 * and a match that cannot start. */
#include "config.h"

#include "match-helpers.h"
#include "tactics-arena-private.h"

/* --- Wilson intervals ------------------------------------------------------ */

typedef struct {
  guint  successes;
  guint  trials;
  double lower;
  double upper;
} WilsonCase;

/* Worked from the formula with z = 1.96: centre (p + z²/2n) / (1 + z²/n),
 * half-width z √(p(1−p)/n + z²/4n²) / (1 + z²/n). E.g. 58 of 100:
 * (0.58 + 0.019208) / 1.038416 = 0.577040, 1.96 × √(0.002436 + 0.000096)
 * / 1.038416 = 0.094976, so [0.482065, 0.672016]. */
static const WilsonCase wilson_cases[] = {
  { 58, 100, 0.482065, 0.672016 },
  { 0, 10, 0.0, 0.277533 },         /* z² / (n + z²) */
  { 10, 10, 0.722467, 1.0 },
  { 1, 2, 0.094531, 0.905469 },
  { 580, 1000, 0.549160, 0.610227 },
  { 116, 200, 0.510721, 0.646264 },
  { 0, 0, 0.0, 1.0 },               /* nothing known */
};

static void
test_wilson (gconstpointer data)
{
  const WilsonCase *c = data;
  double lower, upper;

  tactics_arena_wilson_interval (c->successes, c->trials, TACTICS_ARENA_Z_95, &lower, &upper);
  g_assert_cmpfloat_with_epsilon (lower, c->lower, 1e-6);
  g_assert_cmpfloat_with_epsilon (upper, c->upper, 1e-6);
}

/* --- Results from records ---------------------------------------------------- */

static TacticsArenaRecord *
make_records (guint        n,
              const int   *winners,
              const guint *rounds)
{
  TacticsArenaRecord *records = g_new0 (TacticsArenaRecord, n);

  for (guint i = 0; i < n; i++)
    {
      records[i].winner = winners[i];
      records[i].outcome = winners[i] >= 0 ? TACTICS_MATCH_OUTCOME_WIN
                         : winners[i] == -1 ? TACTICS_MATCH_OUTCOME_DRAW
                         : TACTICS_MATCH_OUTCOME_UNFINISHED;
      if (winners[i] < 0)
        records[i].winner = -1;
      records[i].winner_contestant = records[i].winner;
      records[i].first_mover = (int) (i % 2);
      records[i].rounds = rounds[i];
    }
  return records;
}

static void
free_records (TacticsArenaRecord *records,
              guint               n)
{
  for (guint i = 0; i < n; i++)
    tactics_arena_record_clear (&records[i]);
  g_free (records);
}

/* Winners: a slot, -1 a draw, -2 unfinished. */
static void
test_result_tally (void)
{
  const int winners[] = { 0, 1, 0, -1, 0, -2, 1, 0 };
  const guint rounds[] = { 5, 9, 3, 20, 7, 500, 11, 8 };
  TacticsArenaRecord *records = make_records (G_N_ELEMENTS (winners), winners, rounds);
  g_autoptr(TacticsArenaResult) result = NULL;
  const guint *counts;
  gsize n_cells;
  guint cell;

  records[0].eliminations = g_array_new (FALSE, FALSE, sizeof (guint));
  cell = 4;
  g_array_append_val (records[0].eliminations, cell);
  g_array_append_val (records[0].eliminations, cell);
  records[6].eliminations = g_array_new (FALSE, FALSE, sizeof (guint));
  cell = 0;
  g_array_append_val (records[6].eliminations, cell);

  result = tactics_arena_result_new (2, 3, 2, records, G_N_ELEMENTS (winners));
  free_records (records, G_N_ELEMENTS (winners));

  g_assert_cmpuint (tactics_arena_result_get_n_matches (result), ==, 8);
  g_assert_cmpuint (tactics_arena_result_get_n_draws (result), ==, 1);
  g_assert_cmpuint (tactics_arena_result_get_n_unfinished (result), ==, 1);
  g_assert_cmpuint (tactics_arena_result_get_wins (result, 0), ==, 4);
  g_assert_cmpuint (tactics_arena_result_get_wins (result, 1), ==, 2);
  g_assert_cmpuint (tactics_arena_result_get_contestant_wins (result, 0), ==, 4);
  g_assert_cmpuint (tactics_arena_result_get_contestant_wins (result, 1), ==, 2);
  g_assert_cmpuint (tactics_arena_result_get_losses (result, 0), ==, 2);
  g_assert_cmpuint (tactics_arena_result_get_losses (result, 1), ==, 4);
  g_assert_cmpfloat (tactics_arena_result_get_win_rate (result, 0), ==, 0.5);
  /* Six of eight matches were won, shared among two slots. */
  g_assert_cmpfloat (tactics_arena_result_get_fair_share (result), ==, 0.375);
  /* Slot 1 won in 5, 3, 7, 8 rounds: median 6; slot 2 in 9, 11: 10. */
  g_assert_cmpfloat (tactics_arena_result_get_median_rounds (result, 0), ==, 6.0);
  g_assert_cmpfloat (tactics_arena_result_get_median_rounds (result, 1), ==, 10.0);
  /* The first mover alternates 0, 1, …: it won matches 1, 2, 3 and 5. */
  g_assert_cmpuint (tactics_arena_result_get_first_mover_wins (result), ==, 4);
  g_assert_cmpfloat_with_epsilon (tactics_arena_result_get_first_mover_advantage (result),
                                  4.0 / 8 - 0.375, 1e-12);
  counts = tactics_arena_result_get_eliminations (result, &n_cells);
  g_assert_cmpuint (n_cells, ==, 6);
  g_assert_cmpuint (counts[0], ==, 1);
  g_assert_cmpuint (counts[4], ==, 2);
  g_assert_cmpuint (counts[1] + counts[2] + counts[3] + counts[5], ==, 0);
}

typedef struct {
  const char          *name;
  guint                n_slots;
  guint                wins[3];
  guint                n_matches;
  TacticsArenaVerdict  verdict;
  guint                slot;
} VerdictCase;

static const VerdictCase verdict_cases[] = {
  /* 116 to 84: [51.1, 64.6] lies above one half. */
  { "favoured", 2, { 84, 116 }, 200, TACTICS_ARENA_VERDICT_FAVOURED, 1 },
  /* 500 each of 1000: [46.9, 53.1], within 45..55. */
  { "balanced", 2, { 500, 500 }, 1000, TACTICS_ARENA_VERDICT_BALANCED, 0 },
  /* 10 each of 20: [29.9, 70.1] says nothing yet. */
  { "undecided", 2, { 10, 10 }, 20, TACTICS_ARENA_VERDICT_UNDECIDED, 0 },
  /* Three slots, fair share one third: slot 3's [24.8, 32.7] lies below,
   * slot 1's [32.3, 40.7] reaches below it. */
  { "disfavoured", 3, { 182, 175, 143 }, 500, TACTICS_ARENA_VERDICT_DISFAVOURED, 2 },
};

static void
test_verdict (gconstpointer data)
{
  const VerdictCase *c = data;
  g_autofree int *winners = g_new0 (int, c->n_matches);
  g_autofree guint *rounds = g_new0 (guint, c->n_matches);
  TacticsArenaRecord *records;
  g_autoptr(TacticsArenaResult) result = NULL;
  guint next = 0, slot = 99;

  for (guint s = 0; s < c->n_slots; s++)
    for (guint w = 0; w < c->wins[s]; w++)
      winners[next++] = (int) s;
  g_assert_cmpuint (next, ==, c->n_matches);
  records = make_records (c->n_matches, winners, rounds);
  result = tactics_arena_result_new (c->n_slots, 1, 1, records, c->n_matches);
  free_records (records, c->n_matches);

  g_assert_cmpint (tactics_arena_result_get_verdict (result, &slot), ==, c->verdict);
  g_assert_cmpuint (slot, ==, c->slot);
}

/* --- Real runs --------------------------------------------------------------- */

/* Everything a result says, as text. */
static char *
describe_result (TacticsArenaResult *result)
{
  GString *text = g_string_new (NULL);
  double lower, upper;
  const guint *counts;
  gsize n_cells;

  g_string_append_printf (text, "matches %u draws %u unfinished %u fair %.6f\n",
                          tactics_arena_result_get_n_matches (result),
                          tactics_arena_result_get_n_draws (result),
                          tactics_arena_result_get_n_unfinished (result),
                          tactics_arena_result_get_fair_share (result));
  for (guint s = 0; s < tactics_arena_result_get_n_slots (result); s++)
    {
      tactics_arena_result_get_win_interval (result, s, &lower, &upper);
      g_string_append_printf (text, "slot %u wins %u losses %u [%.6f, %.6f] median %.1f\n", s,
                              tactics_arena_result_get_wins (result, s),
                              tactics_arena_result_get_losses (result, s), lower, upper,
                              tactics_arena_result_get_median_rounds (result, s));
    }
  g_string_append_printf (text, "first mover %u advantage %.6f\n",
                          tactics_arena_result_get_first_mover_wins (result),
                          tactics_arena_result_get_first_mover_advantage (result));
  counts = tactics_arena_result_get_eliminations (result, &n_cells);
  for (gsize i = 0; i < n_cells; i++)
    g_string_append_printf (text, "%u%c", counts[i], (i + 1) % 16 == 0 ? '\n' : ' ');
  return g_string_free (text, FALSE);
}

static TacticsArena *
new_skirmish_arena (guint n_matches,
                    guint n_jobs)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  TacticsArena *arena = tactics_arena_new_for_map (map, NULL, 2);

  tactics_arena_set_n_matches (arena, n_matches);
  tactics_arena_set_n_jobs (arena, n_jobs);
  return arena;
}

static void
on_progress (TacticsArena *arena,
             guint         done,
             guint         total,
             gpointer      user_data)
{
  GArray *seen = user_data;

  g_assert_cmpuint (done, <=, total);
  if (seen->len > 0)
    g_assert_cmpuint (done, >, g_array_index (seen, guint, seen->len - 1));
  g_array_append_val (seen, done);
}

/* Each match depends on its seed alone, and the records are added up in
 * order: one job, two and three give the same result. */
static void
test_run_jobs (void)
{
  g_autofree char *expected = NULL;
  guint total_eliminated = 0;

  for (guint jobs = 1; jobs <= 3; jobs++)
    {
      g_autoptr(TacticsArena) arena = new_skirmish_arena (40, jobs);
      g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(TacticsArenaResult) result = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *described = NULL;

      g_signal_connect (arena, "progress", G_CALLBACK (on_progress), seen);
      result = tactics_arena_run (arena, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (result);
      g_assert_cmpuint (seen->len, >, 0);
      g_assert_cmpuint (g_array_index (seen, guint, seen->len - 1), ==, 40);
      described = describe_result (result);
      if (expected == NULL)
        {
          const guint *counts;
          gsize n_cells;

          expected = g_steal_pointer (&described);
          counts = tactics_arena_result_get_eliminations (result, &n_cells);
          for (gsize i = 0; i < n_cells; i++)
            total_eliminated += counts[i];
          /* Every match is played out: units fall, somebody wins. */
          g_assert_cmpuint (total_eliminated, >=, 40);
          g_assert_cmpuint (tactics_arena_result_get_wins (result, 0) +
                            tactics_arena_result_get_wins (result, 1), >, 0);
          /* One level for all: contestant c always sits in slot c. */
          for (guint c = 0; c < 2; c++)
            g_assert_cmpuint (tactics_arena_result_get_contestant_wins (result, c), ==,
                              tactics_arena_result_get_wins (result, c));
          continue;
        }
      g_assert_cmpstr (described, ==, expected);
    }
}

/* Hard against normal: each seed is played twice, the levels swapping
 * slots, so each level sits in each slot equally often; hard wins more
 * (tests/bench-strength.c measures by how much). */
static void
test_run_contestants (void)
{
  g_autoptr(TacticsArena) arena = new_skirmish_arena (40, 2);
  g_autoptr(TacticsArena) swapped = new_skirmish_arena (40, 2);
  g_autoptr(TacticsArenaResult) result = NULL;
  g_autoptr(TacticsArenaResult) swapped_result = NULL;
  g_autoptr(GError) error = NULL;
  guint hard, normal;

  tactics_arena_set_level (arena, 0, TACTICS_AI_LEVEL_HARD);
  result = tactics_arena_run (arena, NULL, &error);
  g_assert_no_error (error);
  hard = tactics_arena_result_get_contestant_wins (result, 0);
  normal = tactics_arena_result_get_contestant_wins (result, 1);
  g_assert_cmpuint (hard + normal, ==,
                    tactics_arena_result_get_wins (result, 0) +
                    tactics_arena_result_get_wins (result, 1));
  g_assert_cmpuint (hard, >, normal);

  /* Hard as the second contestant: the same pairs of matches in the
   * other order, so the same totals, each slot's too. */
  tactics_arena_set_level (swapped, 1, TACTICS_AI_LEVEL_HARD);
  swapped_result = tactics_arena_run (swapped, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tactics_arena_result_get_contestant_wins (swapped_result, 1), ==, hard);
  g_assert_cmpuint (tactics_arena_result_get_contestant_wins (swapped_result, 0), ==, normal);
  for (guint s = 0; s < 2; s++)
    g_assert_cmpuint (tactics_arena_result_get_wins (swapped_result, s), ==,
                      tactics_arena_result_get_wins (result, s));
}

static void
test_run_cancelled (void)
{
  g_autoptr(TacticsArena) arena = new_skirmish_arena (1000, 2);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(TacticsArenaResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  result = tactics_arena_run (arena, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (result);
}

typedef struct {
  GMainLoop          *loop;
  TacticsArenaResult *result;
  GError             *error;
  GThread            *thread;
  guint               n_progress;
} AsyncRun;

static void
on_async_progress (TacticsArena *arena,
                   guint         done,
                   guint         total,
                   gpointer      user_data)
{
  AsyncRun *run = user_data;

  /* Progress comes in the caller's main context, on its thread. */
  g_assert_true (g_thread_self () == run->thread);
  run->n_progress++;
}

static void
on_run_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  AsyncRun *run = user_data;

  run->result = tactics_arena_run_finish (TACTICS_ARENA (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
test_run_async (void)
{
  g_autoptr(TacticsArena) arena = new_skirmish_arena (12, 2);
  g_autoptr(TacticsArena) sync_arena = new_skirmish_arena (12, 1);
  g_autoptr(TacticsArenaResult) expected = NULL;
  g_autofree char *expected_text = NULL;
  g_autofree char *text = NULL;
  AsyncRun run = { g_main_loop_new (NULL, FALSE), NULL, NULL, g_thread_self (), 0 };

  expected = tactics_arena_run (sync_arena, NULL, NULL);
  g_signal_connect (arena, "progress", G_CALLBACK (on_async_progress), &run);
  tactics_arena_run_async (arena, NULL, on_run_done, &run);
  g_main_loop_run (run.loop);
  g_assert_no_error (run.error);
  g_assert_nonnull (run.result);
  g_assert_cmpuint (run.n_progress, >, 0);
  expected_text = describe_result (expected);
  text = describe_result (run.result);
  g_assert_cmpstr (text, ==, expected_text);
  g_clear_object (&run.result);
  g_main_loop_unref (run.loop);
}

/* Armies bigger than the board: the first match says why it cannot
 * start, whichever worker met it. */
static void
test_run_no_room (void)
{
  g_autoptr(TacticsArena) arena = new_skirmish_arena (5, 2);
  g_autoptr(TacticsArenaResult) result = NULL;
  g_autoptr(GError) error = NULL;

  tactics_arena_set_units_per_player (arena, TACTICS_MAX_UNITS_PER_PLAYER);
  result = tactics_arena_run (arena, NULL, &error);
  g_assert_null (result);
  g_assert_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_NO_ROOM);
  g_assert_true (g_str_has_prefix (error->message, "Match 1 (seed 0): "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (wilson_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/arena/wilson/%u-of-%u",
                                               wilson_cases[i].successes, wilson_cases[i].trials);

      g_test_add_data_func (path, &wilson_cases[i], test_wilson);
    }
  g_test_add_func ("/arena/result/tally", test_result_tally);
  for (gsize i = 0; i < G_N_ELEMENTS (verdict_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/arena/verdict/%s", verdict_cases[i].name);

      g_test_add_data_func (path, &verdict_cases[i], test_verdict);
    }
  g_test_add_func ("/arena/run/jobs", test_run_jobs);
  g_test_add_func ("/arena/run/contestants", test_run_contestants);
  g_test_add_func ("/arena/run/cancelled", test_run_cancelled);
  g_test_add_func ("/arena/run/async", test_run_async);
  g_test_add_func ("/arena/run/no-room", test_run_no_room);
  return g_test_run ();
}
