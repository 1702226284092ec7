/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#define TACTICS_INSIDE

#include "tactics-version.h"
#include "tactics-macros.h"
#include "tactics-enums.h"
#include "tactics-enum-types.h"
#include "tactics-init.h"
#include "tactics-data.h"
#include "tactics-geometry.h"
#include "tactics-cost-grid.h"
#include "tactics-movetype.h"
#include "tactics-terrain.h"
#include "tactics-unit-type.h"
#include "tactics-action.h"
#include "tactics-ruleset.h"
#include "tactics-ruleset-snapshot.h"
#include "tactics-map.h"
#include "tactics-region.h"
#include "tactics-objective.h"
#include "tactics-reach.h"
#include "tactics-pattern.h"
#include "tactics-file.h"
#include "tactics-random.h"
#include "tactics-command.h"
#include "tactics-event.h"
#include "tactics-player.h"
#include "tactics-unit.h"
#include "tactics-match.h"
#include "tactics-controller.h"
#include "tactics-human-controller.h"
#include "tactics-ai.h"
#include "tactics-match-driver.h"
#include "tactics-save.h"

#undef TACTICS_INSIDE
