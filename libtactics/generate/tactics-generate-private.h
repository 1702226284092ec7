/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-generate.h"
#include "tactics-geometry.h"

G_BEGIN_DECLS

/* A seeded stream of numbers: splitmix64, integers only, so a seed gives
 * the same numbers on every machine. */
typedef struct {
  guint64 state;
} TacticsGenerateRandom;

void    tactics_generate_random_init  (TacticsGenerateRandom *random,
                                       guint64                seed,
                                       guint64                stream);
guint64 tactics_generate_random_next  (TacticsGenerateRandom *random);
/* A number in 0..@bound - 1 (@bound > 0), without modulo bias. */
guint32 tactics_generate_random_below (TacticsGenerateRandom *random,
                                       guint32                bound);

/* Smooth value noise in 0..65535 over the whole map, a row at a time:
 * several octaves of a hashed lattice blended with integer smoothstep.
 * On hex maps odd rows sit half a cell to the right, as the board draws
 * them. */
typedef struct _TacticsGenerateNoise TacticsGenerateNoise;

TacticsGenerateNoise *tactics_generate_noise_new  (guint64          seed,
                                                   guint64          stream,
                                                   TacticsTopology  topology,
                                                   int              width,
                                                   int              height);
void                  tactics_generate_noise_free (TacticsGenerateNoise *noise);
/* Fills @values (width entries) with the noise of row @y. */
void                  tactics_generate_noise_row  (TacticsGenerateNoise *noise,
                                                   int                   y,
                                                   guint16              *values);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsGenerateNoise, tactics_generate_noise_free)

/* A symmetry of a width × height board as one step σ of the lattice (a
 * turn or a flip followed by a shift, in file coordinates on square
 * boards and axial ones on hex boards); its group is σ, σ², … up to the
 * order. A cell whose whole orbit lies on the board is paired; the others
 * are where the board's shape breaks the symmetry. */
typedef struct {
  TacticsTopology topology;
  int             width;
  int             height;
  guint           order;
  guint           turns;      /* turns (tactics_relative_turn) in σ */
  gboolean        flip_left_right;
  gboolean        flip_top_bottom;
  TacticsCell     shift;
  /* The turns and flips as the linear map they are, a 2 × 2 matrix
   * (columns: the images of (1, 0) and (0, 1)), applied on every cell. */
  TacticsCell     column_x;
  TacticsCell     column_y;
} TacticsGenerateSymmetry;

#define TACTICS_GENERATE_MAX_ORDER 4

gboolean    tactics_generate_symmetry_init  (TacticsGenerateSymmetry *symmetry,
                                             TacticsTopology          topology,
                                             int                      width,
                                             int                      height,
                                             TacticsSymmetry          kind,
                                             GError                 **error);
/* σ(@cell), on or off the board. */
TacticsCell tactics_generate_symmetry_apply (const TacticsGenerateSymmetry *symmetry,
                                             TacticsCell                    cell);
/* The orbit of @cell: @cell, σ(@cell), …, order cells in @orbit (room for
 * TACTICS_GENERATE_MAX_ORDER; some
 * may repeat, for a cell on a mirror line or the centre). Returns whether
 * all of them lie on the board. */
gboolean    tactics_generate_symmetry_orbit (const TacticsGenerateSymmetry *symmetry,
                                             TacticsCell                    cell,
                                             TacticsCell                   *orbit);

G_END_DECLS
