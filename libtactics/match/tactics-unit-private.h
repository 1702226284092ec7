/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-geometry.h"
#include "tactics-unit-type.h"
#include "tactics-unit.h"

G_BEGIN_DECLS

/* The fields, for the game to read without a call per field in its hot
 * loops. Change them only through the setters, which notify. */
struct _TacticsUnit
{
  GObject          parent_instance;

  guint            id;
  guint            owner;
  TacticsUnitType *unit_type;
  TacticsCell      cell;
  int              hp;
  int              max_hp;
  guint            energy;
  guint            placed : 1;
  guint            moved : 1;
  guint            acted : 1;
  guint            alive : 1;
};

TacticsUnit *tactics_unit_new         (guint            id,
                                       guint            owner,
                                       TacticsUnitType *unit_type);
void         tactics_unit_set_cell    (TacticsUnit     *self,
                                       TacticsCell      cell);
void         tactics_unit_set_placed  (TacticsUnit     *self,
                                       gboolean         placed);
void         tactics_unit_set_hp      (TacticsUnit     *self,
                                       int              hp);
void         tactics_unit_set_moved   (TacticsUnit     *self,
                                       gboolean         moved);
void         tactics_unit_set_acted   (TacticsUnit     *self,
                                       gboolean         acted);
void         tactics_unit_set_energy  (TacticsUnit     *self,
                                       guint            energy);
void         tactics_unit_set_alive   (TacticsUnit     *self,
                                       gboolean         alive);

G_END_DECLS
