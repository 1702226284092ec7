/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tactics-random.h"
#include "tactics-match-private.h"

/* splitmix64: spreads any seed, 0 included, over the 256 bits of state so
 * that xoshiro never starts from the all-zero state it cannot leave. */
static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline guint64
rotate_left (guint64 x,
             int     k)
{
  return (x << k) | (x >> (64 - k));
}

/**
 * tactics_random_init:
 * @self: the generator to seed
 * @seed: any number, 0 included
 *
 * Seeds @self: the same seed always gives the same numbers, on every
 * platform and GLib version.
 */
void
tactics_random_init (TacticsRandom *self,
                     guint64        seed)
{
  g_return_if_fail (self != NULL);

  for (guint i = 0; i < G_N_ELEMENTS (self->state); i++)
    self->state[i] = splitmix64 (&seed);
}

/**
 * tactics_random_next:
 * @self: a seeded generator
 *
 * Draws the next 64 random bits.
 *
 * Returns: the bits
 */
guint64
tactics_random_next (TacticsRandom *self)
{
  guint64 *s = self->state;
  guint64 result = rotate_left (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotate_left (s[3], 45);

  return result;
}

/**
 * tactics_random_below:
 * @self: a seeded generator
 * @bound: how many values may come out; more than 0
 *
 * Draws a uniform integer below @bound, without modulo bias.
 *
 * Returns: a number in 0..@bound − 1
 */
guint32
tactics_random_below (TacticsRandom *self,
                      guint32        bound)
{
  guint32 threshold;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (bound > 0, 0);

  /* Reject the few low values that would make some results more likely
   * than others (2^32 mod bound of them), then reduce. */
  threshold = (guint32) (-bound) % bound;
  for (;;)
    {
      guint32 r = (guint32) (tactics_random_next (self) >> 32);

      if (r >= threshold)
        return r % bound;
    }
}

/**
 * tactics_random_shuffle: (skip)
 * @self: a seeded generator
 * @elements: the first element
 * @n_elements: how many elements there are
 * @element_size: the size of each element, in bytes
 *
 * Puts the @n_elements elements at @elements in a uniformly random order
 * (Fisher–Yates).
 */
void
tactics_random_shuffle (TacticsRandom *self,
                        gpointer       elements,
                        guint          n_elements,
                        gsize          element_size)
{
  guint8 *bytes = elements;
  g_autofree guint8 *swap = NULL;

  g_return_if_fail (self != NULL);
  g_return_if_fail (elements != NULL || n_elements == 0);

  if (n_elements < 2)
    return;

  swap = g_malloc (element_size);
  for (guint i = n_elements - 1; i > 0; i--)
    {
      guint j = tactics_random_below (self, i + 1);

      if (j == i)
        continue;
      memcpy (swap, bytes + (gsize) i * element_size, element_size);
      memcpy (bytes + (gsize) i * element_size, bytes + (gsize) j * element_size, element_size);
      memcpy (bytes + (gsize) j * element_size, swap, element_size);
    }
}
