/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tactics-picture.h"

G_BEGIN_DECLS

/* Whether a picture is a preview (tactics_picture_new_thumbnail()): its
 * regions washed without their names, which a preview cannot show
 * legibly at any size it is asked for, and a start zone in its side's
 * colour alone (not its region's too). */
void tactics_picture_set_preview (TacticsPicture *self,
                                  gboolean        preview);

G_END_DECLS
