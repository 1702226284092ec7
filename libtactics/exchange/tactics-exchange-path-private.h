/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* File references between the formats (tactics-exchange-path.c). */

#include <gio/gio.h>

G_BEGIN_DECLS

/* How a file in @folder names @target: a relative path ("../default.ruleset.xml")
 * when both are local, else @target's URI or path. (transfer full) */
char       *tactics_exchange_reference_to     (GFile       *folder,
                                               GFile       *target);

/* @reference (relative to @folder, or absolute) as a file; NULL when it
 * is relative and there is no folder. (transfer full) */
GFile      *tactics_exchange_resolve          (GFile       *folder,
                                               const char  *reference);

G_END_DECLS
