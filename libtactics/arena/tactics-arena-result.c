/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "tactics-arena-private.h"
#include "tactics-arena-result.h"

typedef struct {
  guint  wins;
  double lower;
  double upper;
  double median_rounds;
} SlotTally;

struct _TacticsArenaResult {
  GObject    parent_instance;

  guint      n_slots;
  guint      n_matches;
  guint      n_unfinished;
  guint      n_draws;
  guint      n_decided;
  SlotTally *slots;
  guint     *contestant_wins;
  guint      first_mover_wins;
  double     first_mover_lower;
  double     first_mover_upper;
  int        width;
  int        height;
  guint     *eliminations;
};

G_DEFINE_FINAL_TYPE (TacticsArenaResult, tactics_arena_result, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (TacticsArenaVerdict, tactics_arena_verdict,
  G_DEFINE_ENUM_VALUE (TACTICS_ARENA_VERDICT_BALANCED, "balanced"),
  G_DEFINE_ENUM_VALUE (TACTICS_ARENA_VERDICT_FAVOURED, "favoured"),
  G_DEFINE_ENUM_VALUE (TACTICS_ARENA_VERDICT_DISFAVOURED, "disfavoured"),
  G_DEFINE_ENUM_VALUE (TACTICS_ARENA_VERDICT_UNDECIDED, "undecided"))

/**
 * TacticsArenaResult:
 *
 * What a #TacticsArena run found, immutable.
 *
 * Slots are the players' indices (a scenario's sides, in order). Rates are
 * fractions of all the matches played; intervals are Wilson's score
 * intervals at 95%. The fair share is the win rate every slot would have on
 * a fair map: the matches won by anyone, divided evenly among the slots.
 * The first mover is the player who took the first turn of play, its
 * advantage its win rate less the fair share. The eliminations count, per
 * cell, the units eliminated there.
 */

static void
tactics_arena_result_finalize (GObject *object)
{
  TacticsArenaResult *self = TACTICS_ARENA_RESULT (object);

  g_free (self->slots);
  g_free (self->contestant_wins);
  g_free (self->eliminations);
  G_OBJECT_CLASS (tactics_arena_result_parent_class)->finalize (object);
}

static void
tactics_arena_result_class_init (TacticsArenaResultClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tactics_arena_result_finalize;
}

static void
tactics_arena_result_init (TacticsArenaResult *self)
{
}

/**
 * tactics_arena_wilson_interval:
 * @successes: how many trials succeeded
 * @trials: how many there were
 * @z: the normal quantile of the confidence wanted (#TACTICS_ARENA_Z_95)
 * @lower: (out): the interval's lower end, 0..1
 * @upper: (out): its upper end, 0..1
 *
 * Wilson's score interval of a proportion: unlike the normal
 * approximation, it stays within 0..1 and holds for small counts and
 * rates near 0 or 1. With no trials it is the whole of 0..1.
 */
void
tactics_arena_wilson_interval (guint   successes,
                               guint   trials,
                               double  z,
                               double *lower,
                               double *upper)
{
  double n, p, z2, centre, half, denominator;

  g_return_if_fail (successes <= trials);
  g_return_if_fail (lower != NULL && upper != NULL);

  if (trials == 0)
    {
      *lower = 0.0;
      *upper = 1.0;
      return;
    }
  n = trials;
  p = successes / n;
  z2 = z * z;
  denominator = 1.0 + z2 / n;
  centre = (p + z2 / (2.0 * n)) / denominator;
  half = z * sqrt (p * (1.0 - p) / n + z2 / (4.0 * n * n)) / denominator;
  *lower = MAX (0.0, centre - half);
  *upper = MIN (1.0, centre + half);
}

static int
compare_rounds (gconstpointer a,
                gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  guint n = values->len;

  if (n == 0)
    return 0.0;
  qsort (values->data, n, sizeof (guint), compare_rounds);
  if (n % 2 == 1)
    return g_array_index (values, guint, n / 2);
  return (g_array_index (values, guint, n / 2 - 1) + g_array_index (values, guint, n / 2)) / 2.0;
}

void
tactics_arena_record_clear (TacticsArenaRecord *record)
{
  g_clear_pointer (&record->eliminations, g_array_unref);
}

TacticsArenaResult *
tactics_arena_result_new (guint                     n_slots,
                          int                       width,
                          int                       height,
                          const TacticsArenaRecord *records,
                          guint                     n_records)
{
  TacticsArenaResult *self = g_object_new (TACTICS_TYPE_ARENA_RESULT, NULL);
  gsize n_cells = (gsize) width * (gsize) height;

  g_assert (n_slots > 0);
  self->n_slots = n_slots;
  self->n_matches = n_records;
  self->width = width;
  self->height = height;
  self->slots = g_new0 (SlotTally, n_slots);
  self->contestant_wins = g_new0 (guint, n_slots);
  self->eliminations = g_new0 (guint, MAX (n_cells, 1));

  for (guint s = 0; s < n_slots; s++)
    {
      g_autoptr(GArray) rounds = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < n_records; i++)
        if (records[i].winner == (int) s)
          g_array_append_val (rounds, records[i].rounds);
      self->slots[s].wins = rounds->len;
      self->slots[s].median_rounds = median (rounds);
      tactics_arena_wilson_interval (self->slots[s].wins, n_records, TACTICS_ARENA_Z_95,
                                     &self->slots[s].lower, &self->slots[s].upper);
    }

  for (guint i = 0; i < n_records; i++)
    {
      const TacticsArenaRecord *record = &records[i];

      switch (record->outcome)
        {
        case TACTICS_MATCH_OUTCOME_WIN:
          self->n_decided++;
          if (record->winner_contestant >= 0 && (guint) record->winner_contestant < n_slots)
            self->contestant_wins[record->winner_contestant]++;
          if (record->winner == record->first_mover)
            self->first_mover_wins++;
          break;
        case TACTICS_MATCH_OUTCOME_DRAW:
          self->n_draws++;
          break;
        case TACTICS_MATCH_OUTCOME_UNFINISHED:
        case TACTICS_MATCH_OUTCOME_NONE:
        default:
          self->n_unfinished++;
          break;
        }
      if (record->eliminations == NULL)
        continue;
      for (guint e = 0; e < record->eliminations->len; e++)
        {
          guint cell = g_array_index (record->eliminations, guint, e);

          if (cell < n_cells)
            self->eliminations[cell]++;
        }
    }
  tactics_arena_wilson_interval (self->first_mover_wins, n_records, TACTICS_ARENA_Z_95,
                                 &self->first_mover_lower, &self->first_mover_upper);
  return self;
}

/**
 * tactics_arena_result_get_n_slots:
 * @self: a result
 *
 * Gives the number of start slots: the players of every match.
 *
 * Returns: the number of slots
 */
guint
tactics_arena_result_get_n_slots (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->n_slots;
}

/**
 * tactics_arena_result_get_n_matches:
 * @self: a result
 *
 * Gives the number of matches played.
 *
 * Returns: the number of matches
 */
guint
tactics_arena_result_get_n_matches (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->n_matches;
}

/**
 * tactics_arena_result_get_n_unfinished:
 * @self: a result
 *
 * Gives the number of matches stopped by the round limit (or the safety
 * stop) with nobody the winner.
 *
 * Returns: the number of unfinished matches
 */
guint
tactics_arena_result_get_n_unfinished (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->n_unfinished;
}

/**
 * tactics_arena_result_get_n_draws:
 * @self: a result
 *
 * Gives the number of matches that ended in a draw.
 *
 * Returns: the number of draws
 */
guint
tactics_arena_result_get_n_draws (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->n_draws;
}

/**
 * tactics_arena_result_get_fair_share:
 * @self: a result
 *
 * Gives the win rate every slot would have on a fair map: the share of
 * matches somebody won, divided by the number of slots (one half for two
 * slots and no draws).
 *
 * Returns: the fair share, 0..1
 */
double
tactics_arena_result_get_fair_share (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0.0);
  if (self->n_matches == 0)
    return 1.0 / self->n_slots;
  return (double) self->n_decided / self->n_matches / self->n_slots;
}

/**
 * tactics_arena_result_get_wins:
 * @self: a result
 * @slot: a slot, below tactics_arena_result_get_n_slots()
 *
 * Gives how many matches @slot won.
 *
 * Returns: the slot's wins
 */
guint
tactics_arena_result_get_wins (TacticsArenaResult *self,
                               guint               slot)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  g_return_val_if_fail (slot < self->n_slots, 0);
  return self->slots[slot].wins;
}

/**
 * tactics_arena_result_get_losses:
 * @self: a result
 * @slot: a slot, below tactics_arena_result_get_n_slots()
 *
 * Gives how many matches another slot won.
 *
 * Returns: the slot's losses
 */
guint
tactics_arena_result_get_losses (TacticsArenaResult *self,
                                 guint               slot)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  g_return_val_if_fail (slot < self->n_slots, 0);
  return self->n_decided - self->slots[slot].wins;
}

/**
 * tactics_arena_result_get_contestant_wins:
 * @self: a result
 * @contestant: a contestant, below tactics_arena_result_get_n_slots()
 *
 * Gives how many matches @contestant won, from whichever slot: what sets
 * computer levels against each other (tactics_arena_set_level()) asks.
 * With one level for all, contestant c always sits in slot c.
 *
 * Returns: the contestant's wins
 */
guint
tactics_arena_result_get_contestant_wins (TacticsArenaResult *self,
                                          guint               contestant)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  g_return_val_if_fail (contestant < self->n_slots, 0);
  return self->contestant_wins[contestant];
}

/**
 * tactics_arena_result_get_win_rate:
 * @self: a result
 * @slot: a slot, below tactics_arena_result_get_n_slots()
 *
 * Gives the share of all the matches that @slot won.
 *
 * Returns: the win rate, 0..1
 */
double
tactics_arena_result_get_win_rate (TacticsArenaResult *self,
                                   guint               slot)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0.0);
  g_return_val_if_fail (slot < self->n_slots, 0.0);
  return self->n_matches > 0 ? (double) self->slots[slot].wins / self->n_matches : 0.0;
}

/**
 * tactics_arena_result_get_win_interval:
 * @self: a result
 * @slot: a slot, below tactics_arena_result_get_n_slots()
 * @lower: (out): the lower end of the interval, 0..1
 * @upper: (out): its upper end, 0..1
 *
 * Gives the 95% Wilson interval of @slot's win rate.
 */
void
tactics_arena_result_get_win_interval (TacticsArenaResult *self,
                                       guint               slot,
                                       double             *lower,
                                       double             *upper)
{
  g_return_if_fail (TACTICS_IS_ARENA_RESULT (self));
  g_return_if_fail (slot < self->n_slots);
  g_return_if_fail (lower != NULL && upper != NULL);
  *lower = self->slots[slot].lower;
  *upper = self->slots[slot].upper;
}

/**
 * tactics_arena_result_get_median_rounds:
 * @self: a result
 * @slot: a slot, below tactics_arena_result_get_n_slots()
 *
 * Gives the median number of rounds of the matches @slot won.
 *
 * Returns: the median, 0 when the slot won none
 */
double
tactics_arena_result_get_median_rounds (TacticsArenaResult *self,
                                        guint               slot)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0.0);
  g_return_val_if_fail (slot < self->n_slots, 0.0);
  return self->slots[slot].median_rounds;
}

/**
 * tactics_arena_result_get_first_mover_wins:
 * @self: a result
 *
 * Gives how many matches the player who took the first turn of play won.
 *
 * Returns: the first mover's wins
 */
guint
tactics_arena_result_get_first_mover_wins (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->first_mover_wins;
}

/**
 * tactics_arena_result_get_first_mover_interval:
 * @self: a result
 * @lower: (out): the lower end of the interval, 0..1
 * @upper: (out): its upper end, 0..1
 *
 * Gives the 95% Wilson interval of the first mover's win rate.
 */
void
tactics_arena_result_get_first_mover_interval (TacticsArenaResult *self,
                                               double             *lower,
                                               double             *upper)
{
  g_return_if_fail (TACTICS_IS_ARENA_RESULT (self));
  g_return_if_fail (lower != NULL && upper != NULL);
  *lower = self->first_mover_lower;
  *upper = self->first_mover_upper;
}

/**
 * tactics_arena_result_get_first_mover_advantage:
 * @self: a result
 *
 * Gives the first mover's advantage: its win rate less the fair share
 * (tactics_arena_result_get_fair_share()). Positive when moving first
 * helps, negative when it hurts.
 *
 * Returns: the advantage, -1..1
 */
double
tactics_arena_result_get_first_mover_advantage (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0.0);
  if (self->n_matches == 0)
    return 0.0;
  return (double) self->first_mover_wins / self->n_matches
         - tactics_arena_result_get_fair_share (self);
}

/**
 * tactics_arena_result_get_verdict:
 * @self: a result
 * @slot: (out) (optional): the slot named, for %TACTICS_ARENA_VERDICT_FAVOURED
 *   and %TACTICS_ARENA_VERDICT_DISFAVOURED; else 0
 *
 * Tells whether the map is fair. A slot is favoured when its whole win
 * rate interval lies above the fair share, disfavoured when it lies below;
 * the map is balanced when every interval lies within
 * #TACTICS_ARENA_BALANCE_TOLERANCE of the fair share, and undecided
 * otherwise (more matches would narrow the intervals).
 *
 * Returns: the verdict
 */
TacticsArenaVerdict
tactics_arena_result_get_verdict (TacticsArenaResult *self,
                                  guint              *slot)
{
  double fair;
  int favoured = -1, disfavoured = -1;
  gboolean within = TRUE;

  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), TACTICS_ARENA_VERDICT_UNDECIDED);

  if (slot != NULL)
    *slot = 0;
  fair = tactics_arena_result_get_fair_share (self);
  for (guint s = 0; s < self->n_slots; s++)
    {
      const SlotTally *tally = &self->slots[s];

      if (tally->lower > fair &&
          (favoured < 0 || tally->wins > self->slots[favoured].wins))
        favoured = (int) s;
      if (tally->upper < fair &&
          (disfavoured < 0 || tally->wins < self->slots[disfavoured].wins))
        disfavoured = (int) s;
      /* A hair of slack: an interval that ends exactly at the tolerance
       * is within it, whatever the rounding. */
      if (tally->lower < fair - TACTICS_ARENA_BALANCE_TOLERANCE - 1e-9 ||
          tally->upper > fair + TACTICS_ARENA_BALANCE_TOLERANCE + 1e-9)
        within = FALSE;
    }
  if (favoured >= 0)
    {
      if (slot != NULL)
        *slot = (guint) favoured;
      return TACTICS_ARENA_VERDICT_FAVOURED;
    }
  if (disfavoured >= 0)
    {
      if (slot != NULL)
        *slot = (guint) disfavoured;
      return TACTICS_ARENA_VERDICT_DISFAVOURED;
    }
  return within ? TACTICS_ARENA_VERDICT_BALANCED : TACTICS_ARENA_VERDICT_UNDECIDED;
}

/**
 * tactics_arena_result_get_width:
 * @self: a result
 *
 * Gives the width of the map, for the eliminations.
 *
 * Returns: the width in cells
 */
int
tactics_arena_result_get_width (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->width;
}

/**
 * tactics_arena_result_get_height:
 * @self: a result
 *
 * Gives the height of the map, for the eliminations.
 *
 * Returns: the height in cells
 */
int
tactics_arena_result_get_height (TacticsArenaResult *self)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), 0);
  return self->height;
}

/**
 * tactics_arena_result_get_eliminations:
 * @self: a result
 * @n_cells: (out): the number of cells, width × height
 *
 * Gives, for every cell of the map row by row, how many units were
 * eliminated there over all the matches: the heat map of the fights.
 *
 * Returns: (array length=n_cells) (transfer none): the counts
 */
const guint *
tactics_arena_result_get_eliminations (TacticsArenaResult *self,
                                       gsize              *n_cells)
{
  g_return_val_if_fail (TACTICS_IS_ARENA_RESULT (self), NULL);
  g_return_val_if_fail (n_cells != NULL, NULL);
  *n_cells = (gsize) self->width * (gsize) self->height;
  return self->eliminations;
}
