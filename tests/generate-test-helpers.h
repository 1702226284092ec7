/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics.h"

G_BEGIN_DECLS

/* What the map generator's tests share. */

/* The bundled default ruleset, which the generator's maps are made of. */
TacticsRuleset *generate_test_load_default_ruleset (void);
/* The SHA-256 of @scenario's self-contained file: the bytes the generator
 * promises to give again for the same options. */
char           *generate_test_digest               (TacticsScenario *scenario);

G_END_DECLS
