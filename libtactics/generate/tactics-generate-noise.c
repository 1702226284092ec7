/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-generate-private.h"

/* Everything here is integer arithmetic on fixed widths (no float, no
 * implementation-defined shifts of negative numbers), so a seed gives the
 * same numbers on every machine and compiler. */

static inline guint64
mix (guint64 z)
{
  /* The splitmix64 finaliser. */
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
tactics_generate_random_init (TacticsGenerateRandom *random,
                              guint64                seed,
                              guint64                stream)
{
  /* Streams keep the parts of the generator apart: adding a river does
   * not move the start zones. */
  random->state = mix (seed ^ mix (stream + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)));
}

guint64
tactics_generate_random_next (TacticsGenerateRandom *random)
{
  random->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  return mix (random->state);
}

guint32
tactics_generate_random_below (TacticsGenerateRandom *random,
                               guint32                bound)
{
  guint32 limit;

  g_assert (bound > 0);
  /* The largest multiple of @bound that fits, so every result is equally
   * likely. */
  limit = G_MAXUINT32 - G_MAXUINT32 % bound;
  for (;;)
    {
      guint32 value = (guint32) (tactics_generate_random_next (random) >> 32);

      if (value < limit)
        return value % bound;
    }
}

/* Noise */

#define N_OCTAVES 3

struct _TacticsGenerateNoise
{
  guint64 key;
  gboolean hex;
  int width;
  int height;
  guint shift[N_OCTAVES];       /* lattice spacing 2^shift, in half cells */
  guint32 *columns[N_OCTAVES];  /* one row's values at the lattice columns */
};

static inline guint32
lattice_value (const TacticsGenerateNoise *noise,
               guint                       octave,
               guint32                     column,
               guint32                     row)
{
  guint64 z = noise->key ^ ((guint64) octave << 56) ^ ((guint64) column << 28) ^ row;

  return (guint32) (mix (z) >> 48);
}

/* 3t² − 2t³ with t and the result in 1/65536ths. */
static inline guint32
smoothstep (guint32 t)
{
  guint64 square = ((guint64) t * t) >> 16;

  return (guint32) ((square * (3 * 65536 - 2 * (guint64) t)) >> 16);
}

static inline guint32
blend (guint32 a,
       guint32 b,
       guint32 t)
{
  /* a + (b − a)·t in unsigned arithmetic: both weights are positive. */
  return (guint32) (((guint64) a * (65536 - t) + (guint64) b * t) >> 16);
}

TacticsGenerateNoise *
tactics_generate_noise_new (guint64          seed,
                            guint64          stream,
                            TacticsTopology  topology,
                            int              width,
                            int              height)
{
  TacticsGenerateNoise *noise = g_new0 (TacticsGenerateNoise, 1);
  int side = MIN (width, height);
  guint base = 3;

  noise->key = mix (seed ^ mix (stream));
  noise->hex = topology == TACTICS_TOPOLOGY_HEX;
  noise->width = width;
  noise->height = height;
  /* Features about a quarter of the board across (in half cells: twice
   * that), between 4 and 64 cells. */
  while (base < 7 && (1 << (base + 1)) <= side / 2)
    base++;
  for (guint octave = 0; octave < N_OCTAVES; octave++)
    {
      noise->shift[octave] = MAX (base + 1 - octave, 1u);
      noise->columns[octave] = g_new (guint32, (((gsize) width * 2) >> noise->shift[octave]) + 2);
    }
  return noise;
}

void
tactics_generate_noise_free (TacticsGenerateNoise *noise)
{
  if (noise == NULL)
    return;
  for (guint octave = 0; octave < N_OCTAVES; octave++)
    g_free (noise->columns[octave]);
  g_free (noise);
}

void
tactics_generate_noise_row (TacticsGenerateNoise *noise,
                            int                   y,
                            guint16              *values)
{
  guint32 row_y = (guint32) y * 2;
  guint32 offset = noise->hex && (y & 1) ? 1 : 0;

  for (int x = 0; x < noise->width; x++)
    values[x] = 0;

  for (guint octave = 0; octave < N_OCTAVES; octave++)
    {
      guint shift = noise->shift[octave];
      guint32 spacing = 1u << shift;
      guint32 lattice_row = row_y >> shift;
      guint32 t_row = smoothstep (((row_y & (spacing - 1)) << 16) >> shift);
      guint32 n_columns = (((guint32) noise->width * 2) >> shift) + 2;
      guint32 *columns = noise->columns[octave];
      /* Weights 4, 2, 1 out of 7: the broad shapes lead. */
      guint32 weight = 4u >> octave;

      for (guint32 column = 0; column < n_columns; column++)
        columns[column] = blend (lattice_value (noise, octave, column, lattice_row),
                                 lattice_value (noise, octave, column, lattice_row + 1),
                                 t_row);
      for (int x = 0; x < noise->width; x++)
        {
          guint32 at = (guint32) x * 2 + offset;
          guint32 column = at >> shift;
          guint32 t = smoothstep (((at & (spacing - 1)) << 16) >> shift);

          values[x] += (guint16) ((blend (columns[column], columns[column + 1], t) * weight) / 7);
        }
    }
}
