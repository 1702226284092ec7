/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-event.h"

G_DEFINE_ENUM_TYPE (TacticsEventKind, tactics_event_kind,
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_PLACEMENT_STARTED, "placement-started"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_UNIT_PLACED, "unit-placed"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_TURN_STARTED, "turn-started"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_UNIT_MOVED, "unit-moved"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_MOVE_UNDONE, "move-undone"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_ACTION_PERFORMED, "action-performed"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_UNIT_DAMAGED, "unit-damaged"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_UNIT_HEALED, "unit-healed"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_UNIT_ELIMINATED, "unit-eliminated"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_TURN_ENDED, "turn-ended"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_PLAYER_OUT, "player-out"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_GAME_OVER, "game-over"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_OBJECTIVE_PROGRESS, "objective-progress"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_OBJECTIVE_MET, "objective-met"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_OBJECTIVE_FAILED, "objective-failed"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_COUNTER_ATTACK, "counter-attack"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_MISSED, "missed"),
  G_DEFINE_ENUM_VALUE (TACTICS_EVENT_AMBUSHED, "ambushed"))

G_DEFINE_BOXED_TYPE (TacticsEvent, tactics_event, tactics_event_copy, tactics_event_free)

/**
 * tactics_event_copy:
 * @event: an event
 *
 * Copies @event; the copy shares the path of a unit-moved event by
 * reference.
 *
 * Returns: (transfer full): a copy, freed with tactics_event_free()
 */
TacticsEvent *
tactics_event_copy (const TacticsEvent *event)
{
  TacticsEvent *copy;

  g_return_val_if_fail (event != NULL, NULL);

  copy = g_memdup2 (event, sizeof *event);
  if (copy->path != NULL)
    g_array_ref (copy->path);
  return copy;
}

/**
 * tactics_event_free:
 * @event: (nullable): an event from tactics_event_copy()
 *
 * Frees a copied event and drops its reference to the path.
 */
void
tactics_event_free (TacticsEvent *event)
{
  if (event == NULL)
    return;
  g_clear_pointer (&event->path, g_array_unref);
  g_free (event);
}
