/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* One seat of a match being set up. */
typedef struct {
  char              *name;
  guint              team;    /* palette entry (tactics-game-art.h) */
  TacticsPlayerKind  kind;
  TacticsAiLevel     level;
} TacticsGameSeat;

/* Everything the set-up screen decides: the map (or a scenario on it), the
 * rules, the seats, the army size, the mode and the seed. A plain value
 * the window keeps so that "play again" starts the same match. */
typedef struct {
  GFile           *map_file;      /* the map's or the scenario's; NULL for one in memory */
  TacticsMap      *map;
  TacticsScenario *scenario;      /* NULL: a plain match; else on @map, a seat per side */
  GFile           *ruleset_file;  /* NULL: the map's own rules */
  TacticsRuleset  *ruleset;       /* NULL: the map's own rules */
  guint            units_per_player;
  TacticsMatchMode  mode;
  gboolean         has_seed;
  guint64          seed;
  guint            round_limit;   /* 0: none */
  guint            stop_round;    /* a stop that decides nothing (autoplay); 0: none */
  gboolean         has_fog;       /* FALSE: the scenario's mode, none without one */
  TacticsFogMode   fog;           /* else this, whatever the scenario's */
  GArray          *seats;         /* TacticsGameSeat */
} TacticsGameSetup;

TacticsGameSetup *tactics_game_setup_new        (void);
TacticsGameSetup *tactics_game_setup_copy       (const TacticsGameSetup *setup);
void              tactics_game_setup_free       (TacticsGameSetup       *setup);
void              tactics_game_setup_add_seat   (TacticsGameSetup       *setup,
                                                 const char             *name,
                                                 guint                  team,
                                                 TacticsPlayerKind      kind,
                                                 TacticsAiLevel         level);
guint             tactics_game_setup_get_n_seats (const TacticsGameSetup *setup);
TacticsGameSeat  *tactics_game_setup_get_seat   (const TacticsGameSetup *setup,
                                                 guint                  index);
/* The unit types and actions the match uses (transfer none). */
TacticsRuleset   *tactics_game_setup_get_rules  (const TacticsGameSetup *setup);

/* A new match in its set-up phase with the seats as players (seat i plays
 * the scenario's side i); the seed is the chosen one or a fresh random
 * one. */
TacticsMatch     *tactics_game_setup_create_match (const TacticsGameSetup *setup,
                                                   GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsGameSetup, tactics_game_setup_free)

G_END_DECLS
