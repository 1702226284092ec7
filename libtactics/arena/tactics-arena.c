/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <time.h>

#include <glib/gi18n-lib.h>

#include "tactics-ai.h"
#include "tactics-arena.h"
#include "tactics-arena-private.h"
#include "tactics-data.h"
#include "tactics-event.h"
#include "tactics-file.h"
#include "tactics-match-driver.h"
#include "tactics-player.h"
#include "tactics-side.h"

#define DEFAULT_N_MATCHES 100

struct _TacticsArena {
  GObject           parent_instance;

  TacticsMap       *map;
  TacticsRuleset   *ruleset;
  TacticsScenario  *scenario;
  guint             n_slots;
  guint             n_matches;
  guint             n_jobs;
  guint             n_units;
  guint             round_limit;
  guint64           first_seed;
  TacticsMatchMode  mode;
  TacticsAiLevel    levels[TACTICS_MAX_PLAYERS];
};

enum {
  SIGNAL_PROGRESS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TacticsArena, tactics_arena, G_TYPE_OBJECT)

/**
 * TacticsArena:
 *
 * Many matches between computer players on one map or scenario, played in
 * parallel, and what they say of its fairness (a #TacticsArenaResult).
 *
 * Slots are the players' indices: start zones on a map that has them, a
 * scenario's sides in order. Contestants are the computer players, each of
 * a level (normal by default). Seeds are paired: a seed is played once per
 * rotation of the contestants through the slots (contestant c in slot
 * (c + r) mod N in rotation r), so that every slot sees the same seeds and
 * every contestant every slot. When every contestant has the same level,
 * all rotations of a seed are the same match, since computer players
 * depend on the state alone, so each seed is played once. Match k uses
 * seed first-seed + k / rotations.
 *
 * Each worker thread plays on its own copy of the map, rules and scenario,
 * and the matches are added up in their order, so the result is the same
 * for any number of jobs.
 */

/* The players' colours, which no result shows. */
static const char * const player_colors[TACTICS_MAX_PLAYERS] = {
  "#c62828", "#1565c0", "#2e7d32", "#f9a825", "#6a1b9a", "#00838f", "#4e342e", "#37474f",
};

/* --- Progress, delivered where the caller wants it ------------------------ */

/* Shared between the run and the idle callbacks that carry progress into a
 * main context: at most one is pending, and it reports the latest count. */
typedef struct {
  TacticsArena *arena;
  GMainContext *context;   /* NULL: emit in the running thread */
  guint         total;
  gint          done;      /* atomic */
  gint          pending;   /* atomic */
} Progress;

static void
progress_clear (Progress *progress)
{
  g_clear_object (&progress->arena);
  g_clear_pointer (&progress->context, g_main_context_unref);
}

static void
progress_unref (Progress *progress)
{
  g_atomic_rc_box_release_full (progress, (GDestroyNotify) progress_clear);
}

static gboolean
on_progress_idle (gpointer user_data)
{
  Progress *progress = user_data;

  g_atomic_int_set (&progress->pending, 0);
  g_signal_emit (progress->arena, signals[SIGNAL_PROGRESS], 0,
                 (guint) g_atomic_int_get (&progress->done), progress->total);
  return G_SOURCE_REMOVE;
}

static void
progress_report (Progress *progress,
                 guint     done)
{
  g_atomic_int_set (&progress->done, (gint) done);
  if (progress->context == NULL)
    {
      g_signal_emit (progress->arena, signals[SIGNAL_PROGRESS], 0, done, progress->total);
      return;
    }
  if (g_atomic_int_compare_and_exchange (&progress->pending, 0, 1))
    g_main_context_invoke_full (progress->context, G_PRIORITY_DEFAULT, on_progress_idle,
                                g_atomic_rc_box_acquire (progress),
                                (GDestroyNotify) progress_unref);
}

/* --- A run ------------------------------------------------------------------ */

typedef struct _Run Run;

typedef struct {
  Run             *run;
  TacticsMap      *map;
  TacticsRuleset  *ruleset;
  TacticsScenario *scenario;
  GThread         *thread;
  /* Written by the worker's thread alone, read after it is joined. */
  double           cpu_seconds;
  guint            n_played;
} Worker;

/* Everything a run needs, fixed when it starts: the settings and the data
 * as bytes, which each worker reads into its own objects. */
struct _Run {
  guint               n_slots;
  guint               n_matches;
  guint               n_jobs;
  guint               n_units;
  guint               round_limit;
  guint               n_rotations;
  guint64             first_seed;
  TacticsMatchMode    mode;
  TacticsAiLevel      levels[TACTICS_MAX_PLAYERS];
  char               *name;
  GBytes             *map_bytes;
  GBytes             *ruleset_bytes;
  GBytes             *scenario_bytes;
  int                 width;
  int                 height;

  Worker             *workers;
  TacticsArenaRecord *records;
  GError            **errors;
  GCancellable       *cancellable;
  Progress           *progress;

  gint                next;     /* atomic: the next match to take */
  gint                stop;     /* atomic: a match failed, take no more */
  GMutex              lock;
  GCond               changed;
  /* Atomic, so that they need no lock to read; the lock and the condition
   * only wake the thread that reports progress. */
  gint                done;
  gint                n_running;

  double              setup_seconds;
};

static void
run_free (Run *run)
{
  for (guint j = 0; run->workers != NULL && j < run->n_jobs; j++)
    {
      g_clear_object (&run->workers[j].map);
      g_clear_object (&run->workers[j].ruleset);
      g_clear_object (&run->workers[j].scenario);
    }
  g_free (run->workers);
  for (guint k = 0; run->records != NULL && k < run->n_matches; k++)
    {
      tactics_arena_record_clear (&run->records[k]);
      g_clear_error (&run->errors[k]);
    }
  g_free (run->records);
  g_free (run->errors);
  g_free (run->name);
  g_clear_pointer (&run->map_bytes, g_bytes_unref);
  g_clear_pointer (&run->ruleset_bytes, g_bytes_unref);
  g_clear_pointer (&run->scenario_bytes, g_bytes_unref);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->progress, progress_unref);
  g_mutex_clear (&run->lock);
  g_cond_clear (&run->changed);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

/* The rules a map is played with when none is given: its own when they
 * have unit types, else the bundled ruleset. */
static TacticsRuleset *
resolve_ruleset (TacticsArena  *self,
                 GError       **error)
{
  g_autoptr(GFile) file = NULL;

  if (self->ruleset != NULL)
    return g_object_ref (self->ruleset);
  if (self->scenario != NULL ||
      g_list_model_get_n_items (tactics_ruleset_get_unit_types (tactics_map_get_ruleset (self->map))) > 0)
    return NULL;
  file = tactics_data_find_file ("default.ruleset.xml");
  if (file == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The map has no unit types and the bundled ruleset was not found."));
      return NULL;
    }
  return tactics_ruleset_load (file, error);
}

/* In the caller's thread: the settings and the data as they are now. */
static Run *
run_new (TacticsArena  *self,
         GCancellable  *cancellable,
         GMainContext  *context,
         GError       **error)
{
  g_autoptr(Run) run = g_new0 (Run, 1);
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GError) local_error = NULL;
  TacticsMap *map = self->scenario != NULL ? tactics_scenario_get_map (self->scenario)
                                           : self->map;
  gboolean same_levels = TRUE;

  g_mutex_init (&run->lock);
  g_cond_init (&run->changed);
  run->n_slots = self->n_slots;
  run->n_matches = self->n_matches;
  run->n_jobs = self->n_jobs > 0 ? self->n_jobs : g_get_num_processors ();
  run->n_jobs = CLAMP (run->n_jobs, 1, MAX (self->n_matches, 1));
  run->n_units = self->n_units;
  run->round_limit = self->round_limit;
  run->first_seed = self->first_seed;
  run->mode = self->mode;
  for (guint s = 0; s < self->n_slots; s++)
    {
      run->levels[s] = self->levels[s];
      same_levels &= self->levels[s] == self->levels[0];
    }
  run->n_rotations = same_levels ? 1 : self->n_slots;
  run->name = g_strdup (tactics_map_get_name (map));
  run->width = tactics_map_get_width (map);
  run->height = tactics_map_get_height (map);
  run->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  run->progress = g_atomic_rc_box_new0 (Progress);
  run->progress->arena = g_object_ref (self);
  run->progress->context = context != NULL ? g_main_context_ref (context) : NULL;
  run->progress->total = self->n_matches;

  if (self->scenario != NULL)
    {
      run->scenario_bytes = tactics_scenario_to_self_contained_bytes (self->scenario);
    }
  else
    {
      ruleset = resolve_ruleset (self, &local_error);
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      run->map_bytes = tactics_map_to_self_contained_bytes (self->map);
      if (ruleset != NULL)
        run->ruleset_bytes = tactics_ruleset_to_bytes (ruleset);
    }
  run->records = g_new0 (TacticsArenaRecord, run->n_matches);
  run->errors = g_new0 (GError *, run->n_matches);
  return g_steal_pointer (&run);
}

/* One worker's own copies, read one after the other: the readers share
 * compiled schemas, so they do not run side by side. */
static gboolean
run_load_workers (Run     *run,
                  GError **error)
{
  run->workers = g_new0 (Worker, run->n_jobs);
  for (guint j = 0; j < run->n_jobs; j++)
    {
      Worker *worker = &run->workers[j];

      worker->run = run;
      if (run->scenario_bytes != NULL)
        {
          worker->scenario = tactics_scenario_load_from_bytes (run->scenario_bytes, run->name,
                                                               NULL, error);
          if (worker->scenario == NULL)
            return FALSE;
          continue;
        }
      worker->map = tactics_map_load_from_bytes (run->map_bytes, run->name, NULL, error);
      if (worker->map == NULL)
        return FALSE;
      if (run->ruleset_bytes != NULL)
        {
          worker->ruleset = tactics_ruleset_load_from_bytes (run->ruleset_bytes, run->name, error);
          if (worker->ruleset == NULL)
            return FALSE;
        }
    }
  return TRUE;
}

/* What a worker notes of a match as its events come. */
typedef struct {
  TacticsArenaRecord *record;
  int                 width;
} Watch;

static void
on_match_event (TacticsMatch       *match,
                const TacticsEvent *event,
                gpointer            user_data)
{
  Watch *watch = user_data;

  switch (event->kind)
    {
    case TACTICS_EVENT_TURN_STARTED:
      if (watch->record->first_mover < 0)
        watch->record->first_mover = event->player;
      break;
    case TACTICS_EVENT_UNIT_ELIMINATED:
      {
        guint cell = (guint) (event->from.y * watch->width + event->from.x);

        g_array_append_val (watch->record->eliminations, cell);
      }
      break;
    default:
      break;
    }
}

/* The match of @index with its players seated for its rotation. */
static TacticsMatch *
worker_new_match (Worker  *worker,
                  guint    index,
                  GError **error)
{
  Run *run = worker->run;
  guint64 seed = run->first_seed + index / run->n_rotations;
  guint rotation = index % run->n_rotations;
  TacticsMap *map = worker->scenario != NULL ? tactics_scenario_get_map (worker->scenario)
                                             : worker->map;
  g_autoptr(TacticsMatch) match = tactics_match_new (map, worker->ruleset, run->n_units,
                                                     run->mode, seed);

  for (guint slot = 0; slot < run->n_slots; slot++)
    {
      TacticsAiLevel level = run->levels[(slot + run->n_slots - rotation) % run->n_slots];
      g_autofree char *name = NULL;

      if (worker->scenario != NULL)
        {
          TacticsSide *side = tactics_scenario_get_side (worker->scenario, slot);

          name = g_strdup (tactics_side_get_display_name (side));
        }
      else
        {
          name = g_strdup_printf (_("Player %u"), slot + 1);
        }
      if (tactics_match_add_player (match, name, player_colors[slot], TACTICS_PLAYER_COMPUTER,
                                    level, error) == NULL)
        return NULL;
    }
  if (worker->scenario != NULL && !tactics_match_set_scenario (match, worker->scenario, error))
    return NULL;
  if (run->round_limit > 0)
    tactics_match_set_round_limit (match, run->round_limit);
  else if (worker->scenario == NULL || tactics_scenario_get_round_limit (worker->scenario) == 0)
    tactics_match_set_stop_round (match, TACTICS_ARENA_DEFAULT_STOP_ROUND);

  for (guint slot = 0; slot < run->n_slots; slot++)
    {
      g_auto(GStrv) army = tactics_ai_suggest_army (match, slot);

      if (army == NULL)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       _("No unit type of the ruleset can move on this map."));
          return NULL;
        }
      if (!tactics_match_set_formation (match, slot, (const char * const *) army, error))
        return NULL;
    }
  return g_steal_pointer (&match);
}

static gboolean
worker_play (Worker             *worker,
             guint               index,
             TacticsArenaRecord *record,
             GError            **error)
{
  Run *run = worker->run;
  g_autoptr(TacticsMatch) match = worker_new_match (worker, index, error);
  g_autoptr(TacticsMatchDriver) driver = NULL;
  Watch watch = { record, run->width };
  gulong handler;
  TacticsMatchDriverStep step;

  if (match == NULL)
    return FALSE;
  driver = tactics_match_driver_new (match);
  for (guint slot = 0; slot < run->n_slots; slot++)
    {
      g_autoptr(TacticsAi) ai = tactics_ai_new (tactics_player_get_level (
                                                  tactics_match_get_player (match, slot)));

      tactics_match_driver_set_controller (driver, slot, TACTICS_CONTROLLER (ai));
    }
  record->first_mover = -1;
  record->winner = -1;
  record->winner_contestant = -1;
  record->eliminations = g_array_new (FALSE, FALSE, sizeof (guint));
  handler = g_signal_connect (match, "event", G_CALLBACK (on_match_event), &watch);
  if (!tactics_match_start (match, error))
    return FALSE;
  step = tactics_match_driver_run (driver, error);
  g_signal_handler_disconnect (match, handler);
  if (step == TACTICS_MATCH_DRIVER_STUCK)
    return FALSE;
  /* Computer players always have a command while the match is on. */
  g_assert (step == TACTICS_MATCH_DRIVER_OVER);

  record->outcome = tactics_match_get_outcome (match);
  record->winner = record->outcome == TACTICS_MATCH_OUTCOME_WIN ? tactics_match_get_winner (match)
                                                                : -1;
  record->winner_contestant = record->winner < 0 ? -1
                            : (int) (((guint) record->winner + run->n_slots
                                      - index % run->n_rotations) % run->n_slots);
  record->rounds = tactics_match_get_round (match);
  return TRUE;
}

/* The processor time of the calling thread: it stops while the thread
 * waits, for a lock or for a processor the machine gives to others. */
static double
thread_cpu_seconds (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return 0.0;
  return now.tv_sec + now.tv_nsec / 1e9;
}

static gpointer
worker_thread (gpointer data)
{
  Worker *worker = data;
  Run *run = worker->run;
  double cpu_start = thread_cpu_seconds ();

  for (;;)
    {
      guint index;
      gboolean played;

      if (g_atomic_int_get (&run->stop) || g_cancellable_is_cancelled (run->cancellable))
        break;
      index = (guint) g_atomic_int_add (&run->next, 1);
      if (index >= run->n_matches)
        break;
      played = worker_play (worker, index, &run->records[index], &run->errors[index]);
      if (!played)
        {
          /* As text: a G_GUINT64_FORMAT inside _() would cut the message short. */
          g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                                   run->first_seed + index / run->n_rotations);

          g_prefix_error (&run->errors[index],
                          /* Translators: %u is a match's number, %s its seed (a number). */
                          _("Match %u (seed %s): "), index + 1, seed);
          g_atomic_int_set (&run->stop, 1);
        }

      worker->n_played++;
      g_atomic_int_inc (&run->done);
      g_mutex_lock (&run->lock);
      g_cond_signal (&run->changed);
      g_mutex_unlock (&run->lock);
    }

  worker->cpu_seconds = thread_cpu_seconds () - cpu_start;
  g_atomic_int_add (&run->n_running, -1);
  g_mutex_lock (&run->lock);
  g_cond_signal (&run->changed);
  g_mutex_unlock (&run->lock);
  return NULL;
}

static void
on_run_cancelled (GCancellable *cancellable,
                  Run          *run)
{
  g_mutex_lock (&run->lock);
  g_cond_signal (&run->changed);
  g_mutex_unlock (&run->lock);
}

/* Plays the run in worker threads, reporting progress from this one. */
static TacticsArenaResult *
run_play (Run     *run,
          GError **error)
{
  guint reported = 0;
  gulong cancelled_id = 0;
  gint64 setup_start = g_get_monotonic_time ();

  if (!run_load_workers (run, error))
    return NULL;
  run->setup_seconds = (g_get_monotonic_time () - setup_start) / 1e6;

  g_atomic_int_set (&run->n_running, (gint) run->n_jobs);
  for (guint j = 0; j < run->n_jobs; j++)
    run->workers[j].thread = g_thread_new ("tactics-arena", worker_thread, &run->workers[j]);
  if (run->cancellable != NULL)
    cancelled_id = g_cancellable_connect (run->cancellable, G_CALLBACK (on_run_cancelled), run,
                                          NULL);

  g_mutex_lock (&run->lock);
  for (;;)
    {
      guint done = (guint) g_atomic_int_get (&run->done);

      if (done != reported)
        {
          g_mutex_unlock (&run->lock);
          progress_report (run->progress, done);
          reported = done;
          g_mutex_lock (&run->lock);
          continue;
        }
      if (g_atomic_int_get (&run->n_running) == 0)
        break;
      g_cond_wait (&run->changed, &run->lock);
    }
  g_mutex_unlock (&run->lock);
  /* The last matches may have ended between the two reads above. */
  if ((guint) g_atomic_int_get (&run->done) != reported)
    progress_report (run->progress, (guint) g_atomic_int_get (&run->done));

  for (guint j = 0; j < run->n_jobs; j++)
    g_thread_join (run->workers[j].thread);
  g_cancellable_disconnect (run->cancellable, cancelled_id);

  /* The first failure in match order, whichever worker met it first. */
  for (guint k = 0; k < run->n_matches; k++)
    if (run->errors[k] != NULL)
      {
        g_propagate_error (error, g_steal_pointer (&run->errors[k]));
        return NULL;
      }
  if (g_cancellable_set_error_if_cancelled (run->cancellable, error))
    return NULL;
  return tactics_arena_result_new (run->n_slots, run->width, run->height, run->records,
                                   run->n_matches);
}

/* --- The object ------------------------------------------------------------- */

static void
tactics_arena_finalize (GObject *object)
{
  TacticsArena *self = TACTICS_ARENA (object);

  g_clear_object (&self->map);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->scenario);
  G_OBJECT_CLASS (tactics_arena_parent_class)->finalize (object);
}

static void
tactics_arena_class_init (TacticsArenaClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tactics_arena_finalize;

  /**
   * TacticsArena::progress:
   * @self: the arena
   * @done: the matches played so far
   * @total: the matches of the run
   *
   * Emitted as matches end, in the thread that called tactics_arena_run()
   * or in the thread-default main context of the caller of
   * tactics_arena_run_async(). Counts may be skipped, never repeated.
   */
  signals[SIGNAL_PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
tactics_arena_init (TacticsArena *self)
{
  self->n_matches = DEFAULT_N_MATCHES;
  self->n_units = TACTICS_DEFAULT_UNITS_PER_PLAYER;
  self->mode = TACTICS_MATCH_MODE_TURNS;
  for (guint s = 0; s < TACTICS_MAX_PLAYERS; s++)
    self->levels[s] = TACTICS_AI_LEVEL_NORMAL;
}

/**
 * tactics_arena_new_for_map:
 * @map: the map
 * @ruleset: (nullable): the units and actions; %NULL: the map's, else the
 *   bundled ruleset when the map's has no unit types
 * @n_players: the players of every match, #TACTICS_MIN_PLAYERS to
 *   #TACTICS_MAX_PLAYERS
 *
 * Creates an arena that plays matches on @map. It copies what it plays
 * when a run starts: later edits change the next run only.
 *
 * Returns: (transfer full): a new arena
 */
TacticsArena *
tactics_arena_new_for_map (TacticsMap     *map,
                           TacticsRuleset *ruleset,
                           guint           n_players)
{
  TacticsArena *self;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);
  g_return_val_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (n_players >= TACTICS_MIN_PLAYERS && n_players <= TACTICS_MAX_PLAYERS,
                        NULL);

  self = g_object_new (TACTICS_TYPE_ARENA, NULL);
  self->map = g_object_ref (map);
  self->ruleset = ruleset != NULL ? g_object_ref (ruleset) : NULL;
  self->n_slots = n_players;
  return self;
}

/**
 * tactics_arena_new_for_scenario:
 * @scenario: a scenario with #TACTICS_MIN_PLAYERS to #TACTICS_MAX_PLAYERS
 *   sides
 *
 * Creates an arena that plays @scenario, one slot per side; its round limit
 * applies. It copies what it plays when a run starts.
 *
 * Returns: (transfer full): a new arena
 */
TacticsArena *
tactics_arena_new_for_scenario (TacticsScenario *scenario)
{
  TacticsArena *self;
  guint n_sides;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (scenario), NULL);
  n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (scenario));
  g_return_val_if_fail (n_sides >= TACTICS_MIN_PLAYERS && n_sides <= TACTICS_MAX_PLAYERS, NULL);

  self = g_object_new (TACTICS_TYPE_ARENA, NULL);
  self->scenario = g_object_ref (scenario);
  self->n_slots = n_sides;
  return self;
}

/**
 * tactics_arena_get_n_slots:
 * @self: an arena
 *
 * Gives the number of start slots: the players of every match.
 *
 * Returns: the number of slots
 */
guint
tactics_arena_get_n_slots (TacticsArena *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA (self), 0);
  return self->n_slots;
}

/**
 * tactics_arena_set_n_matches:
 * @self: an arena
 * @n_matches: how many matches a run plays, at least 1
 *
 * Sets how many matches a run plays (100 by default).
 */
void
tactics_arena_set_n_matches (TacticsArena *self,
                             guint         n_matches)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  g_return_if_fail (n_matches > 0);
  self->n_matches = n_matches;
}

/**
 * tactics_arena_get_n_matches:
 * @self: an arena
 *
 * Gives how many matches a run plays.
 *
 * Returns: the number of matches
 */
guint
tactics_arena_get_n_matches (TacticsArena *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA (self), 0);
  return self->n_matches;
}

/**
 * tactics_arena_set_n_jobs:
 * @self: an arena
 * @n_jobs: worker threads; 0: one per processor
 *
 * Sets how many matches are played at once. The result does not depend on
 * it.
 */
void
tactics_arena_set_n_jobs (TacticsArena *self,
                          guint         n_jobs)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  self->n_jobs = n_jobs;
}

/**
 * tactics_arena_get_n_jobs:
 * @self: an arena
 *
 * Gives how many worker threads a run uses, 0 meaning one per processor.
 *
 * Returns: the number of jobs
 */
guint
tactics_arena_get_n_jobs (TacticsArena *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA (self), 0);
  return self->n_jobs;
}

/**
 * tactics_arena_set_level:
 * @self: an arena
 * @contestant: a contestant, below tactics_arena_get_n_slots()
 * @level: its computer level
 *
 * Sets the level of a contestant (normal by default). Contestants of
 * different levels are rotated through the slots on every seed.
 */
void
tactics_arena_set_level (TacticsArena   *self,
                         guint           contestant,
                         TacticsAiLevel  level)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  g_return_if_fail (contestant < self->n_slots);
  self->levels[contestant] = level;
}

/**
 * tactics_arena_get_level:
 * @self: an arena
 * @contestant: a contestant, below tactics_arena_get_n_slots()
 *
 * Gives the level of a contestant.
 *
 * Returns: its computer level
 */
TacticsAiLevel
tactics_arena_get_level (TacticsArena *self,
                         guint         contestant)
{
  g_return_val_if_fail (TACTICS_IS_ARENA (self), TACTICS_AI_LEVEL_NORMAL);
  g_return_val_if_fail (contestant < self->n_slots, TACTICS_AI_LEVEL_NORMAL);
  return self->levels[contestant];
}

/**
 * tactics_arena_set_first_seed:
 * @self: an arena
 * @seed: the seed of the first match
 *
 * Sets the seed of the first match (0 by default); the next seeds follow.
 */
void
tactics_arena_set_first_seed (TacticsArena *self,
                              guint64       seed)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  self->first_seed = seed;
}

/**
 * tactics_arena_set_units_per_player:
 * @self: an arena
 * @n_units: units per player, 1 to #TACTICS_MAX_UNITS_PER_PLAYER
 *
 * Sets the size of the armies (#TACTICS_DEFAULT_UNITS_PER_PLAYER by
 * default; a scenario side's budget wins over it).
 */
void
tactics_arena_set_units_per_player (TacticsArena *self,
                                    guint         n_units)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  g_return_if_fail (n_units >= 1 && n_units <= TACTICS_MAX_UNITS_PER_PLAYER);
  self->n_units = n_units;
}

/**
 * tactics_arena_set_mode:
 * @self: an arena
 * @mode: how turns go
 *
 * Sets the mode of the matches (turns by default).
 */
void
tactics_arena_set_mode (TacticsArena     *self,
                        TacticsMatchMode  mode)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  self->mode = mode;
}

/**
 * tactics_arena_set_round_limit:
 * @self: an arena
 * @limit: the round limit, at most #TACTICS_MAX_ROUND_LIMIT; 0: the
 *   scenario's, else a stop after #TACTICS_ARENA_DEFAULT_STOP_ROUND rounds
 *
 * Sets the round limit of the matches.
 */
void
tactics_arena_set_round_limit (TacticsArena *self,
                               guint         limit)
{
  g_return_if_fail (TACTICS_IS_ARENA (self));
  g_return_if_fail (limit <= TACTICS_MAX_ROUND_LIMIT);
  self->round_limit = limit;
}

/**
 * tactics_arena_run:
 * @self: an arena
 * @cancellable: (nullable): stops the run between matches
 * @error: return location for an error
 *
 * Plays every match, in as many threads as jobs, and adds them up. The
 * "progress" signal is emitted in this thread as matches end.
 *
 * Returns: (transfer full): the result, or %NULL with @error set to the
 *   error of the first match (in match order) that could not be played,
 *   or %G_IO_ERROR_CANCELLED
 */
TacticsArenaResult *
tactics_arena_run (TacticsArena  *self,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_return_val_if_fail (TACTICS_IS_ARENA (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return tactics_arena_run_measured (self, cancellable, NULL, error);
}

void
tactics_arena_run_stats_clear (TacticsArenaRunStats *stats)
{
  g_clear_pointer (&stats->thread_cpu_seconds, g_free);
  g_clear_pointer (&stats->thread_matches, g_free);
  stats->n_jobs = 0;
}

TacticsArenaResult *
tactics_arena_run_measured (TacticsArena          *self,
                            GCancellable          *cancellable,
                            TacticsArenaRunStats  *stats,
                            GError               **error)
{
  g_autoptr(Run) run = NULL;
  TacticsArenaResult *result;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (TACTICS_IS_ARENA (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  run = run_new (self, cancellable, NULL, error);
  if (run == NULL)
    return NULL;
  result = run_play (run, error);
  if (stats != NULL)
    {
      tactics_arena_run_stats_clear (stats);
      stats->n_jobs = run->n_jobs;
      stats->wall_seconds = (g_get_monotonic_time () - start) / 1e6;
      stats->setup_seconds = run->setup_seconds;
      stats->thread_cpu_seconds = g_new0 (double, run->n_jobs);
      stats->thread_matches = g_new0 (guint, run->n_jobs);
      for (guint j = 0; run->workers != NULL && j < run->n_jobs; j++)
        {
          stats->thread_cpu_seconds[j] = run->workers[j].cpu_seconds;
          stats->thread_matches[j] = run->workers[j].n_played;
        }
    }
  return result;
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Run *run = task_data;
  GError *error = NULL;
  TacticsArenaResult *result = run_play (run, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, g_object_unref);
}

/**
 * tactics_arena_run_async:
 * @self: an arena
 * @cancellable: (nullable): stops the run between matches
 * @callback: (scope async): called when the run is over
 * @user_data: (closure): data for @callback
 *
 * Plays every match as tactics_arena_run() does, away from the caller's
 * thread, which stays free; the "progress" signal and @callback come in
 * the caller's thread-default main context. The data to play is copied
 * now.
 */
void
tactics_arena_run_async (TacticsArena        *self,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainContext) context = g_main_context_ref_thread_default ();
  Run *run;

  g_return_if_fail (TACTICS_IS_ARENA (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tactics_arena_run_async);
  run = run_new (self, cancellable, context, &error);
  if (run == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_set_task_data (task, run, (GDestroyNotify) run_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, run_in_thread);
}

/**
 * tactics_arena_run_finish:
 * @self: an arena
 * @result: the result given to the callback
 * @error: return location for an error
 *
 * Gives what tactics_arena_run_async() found.
 *
 * Returns: (transfer full): the result, or %NULL with @error set as
 *   tactics_arena_run() sets it
 */
TacticsArenaResult *
tactics_arena_run_finish (TacticsArena  *self,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (TACTICS_IS_ARENA (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
