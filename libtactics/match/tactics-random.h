/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib.h>

#include "tactics-macros.h"

G_BEGIN_DECLS

/**
 * TacticsRandom:
 *
 * The game's pseudo-random generator: xoshiro256** (Blackman and Vigna),
 * its state filled from the seed by splitmix64. It is ours rather than
 * #GRand so that a seed gives the same match on every GLib version and
 * platform: saves and replays depend on it. Not for cryptography.
 *
 * Seed it with tactics_random_init() before drawing.
 */
typedef struct {
  /*< private >*/
  guint64 state[4];
} TacticsRandom;

TACTICS_AVAILABLE_IN_ALL
void    tactics_random_init     (TacticsRandom *self,
                                 guint64        seed);
/* The next 64 random bits. */
TACTICS_AVAILABLE_IN_ALL
guint64 tactics_random_next     (TacticsRandom *self);
/* A uniform integer in 0..@bound − 1, without modulo bias; @bound > 0. */
TACTICS_AVAILABLE_IN_ALL
guint32 tactics_random_below    (TacticsRandom *self,
                                 guint32        bound);
/* Puts @n_elements elements of @element_size bytes at @elements in a
 * uniformly random order (Fisher–Yates). */
TACTICS_AVAILABLE_IN_ALL
void    tactics_random_shuffle  (TacticsRandom *self,
                                 gpointer       elements,
                                 guint          n_elements,
                                 gsize          element_size);

G_END_DECLS
