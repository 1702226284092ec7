/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#if !defined(TACTICS_INSIDE) && !defined(TACTICS_COMPILATION)
# error "Only <tactics.h> can be included directly."
#endif

#include <glib-object.h>

#include "tactics-geometry.h"
#include "tactics-macros.h"
#include "tactics-match.h"

G_BEGIN_DECLS

/* What one action would do, asked of the match before it is performed:
 * every unit it changes (TacticsHit: HP before and after, the defence and
 * resistance that count, the chance to hit, the counter-attack provoked)
 * and what the acting unit is left with once every blow and every answer
 * has landed. Reference counted; never changes once made. */
typedef struct _TacticsForecast TacticsForecast;

#define TACTICS_TYPE_FORECAST (tactics_forecast_get_type ())
TACTICS_AVAILABLE_IN_ALL
GType             tactics_forecast_get_type          (void) G_GNUC_CONST;
TACTICS_AVAILABLE_IN_ALL
TacticsForecast  *tactics_forecast_ref               (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
void              tactics_forecast_unref             (TacticsForecast *self);

/* NULL when the unit is not on the board, has no such action or may not
 * aim there (as tactics_match_preview_action()). */
TACTICS_AVAILABLE_IN_ALL
TacticsForecast  *tactics_match_forecast_action      (TacticsMatch      *match,
                                                      TacticsUnit       *unit,
                                                      guint              index,
                                                      const TacticsCell *focus);

TACTICS_AVAILABLE_IN_ALL
guint             tactics_forecast_get_unit          (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
guint             tactics_forecast_get_action        (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
TacticsCell       tactics_forecast_get_focus         (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
guint             tactics_forecast_get_n_hits        (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
const TacticsHit *tactics_forecast_get_hit           (TacticsForecast *self,
                                                      guint            index);
TACTICS_AVAILABLE_IN_ALL
int               tactics_forecast_get_agent_hp_before (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
int               tactics_forecast_get_agent_hp_after  (TacticsForecast *self);
TACTICS_AVAILABLE_IN_ALL
guint             tactics_forecast_get_n_answers     (TacticsForecast *self);

/* The terrain defence @unit would have on @cell against a damaging blow:
 * the percentage the terrain gives its movement type there (0 off the
 * board or where it may not go). */
TACTICS_AVAILABLE_IN_ALL
guint             tactics_match_get_defence_at       (TacticsMatch      *match,
                                                      TacticsUnit       *unit,
                                                      const TacticsCell *cell);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsForecast, tactics_forecast_unref)

G_END_DECLS
