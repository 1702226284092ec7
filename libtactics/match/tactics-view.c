/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-view.h"
#include "tactics-match-private.h"
#include "tactics-model-enum-types.h"
#include "tactics-sight.h"
#include "tactics-unit-private.h"
#include "tactics-view-private.h"

struct _TacticsView
{
  GObject          parent_instance;

  TacticsMatch    *match;        /* unowned: the match owns its views */
  guint            player;
  TacticsFogMode   fog;
  TacticsTopology  topology;
  int              width;
  int              height;
  const guint8    *blocks;       /* the match's: width × height, 1 where sight stops */
  guint16         *counts;       /* width × height: how many units of the player and its
                                  * allies see the cell; NULL without fog */
  guint8          *explored;     /* width × height: 1 once seen */
  guint            n_visible;
  gboolean         dirty;
};

/**
 * TacticsView:
 *
 * What one player of a match knows of it: the cells it sees, the terrain
 * it knows, the units it sees and the events it witnessed (doc/rules.md,
 * "Fog of war"). Get it with tactics_match_get_view().
 */
G_DEFINE_FINAL_TYPE (TacticsView, tactics_view, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PLAYER,
  PROP_FOG,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tactics_view_finalize (GObject *object)
{
  TacticsView *self = TACTICS_VIEW (object);

  g_free (self->counts);
  g_free (self->explored);

  G_OBJECT_CLASS (tactics_view_parent_class)->finalize (object);
}

static void
tactics_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TacticsView *self = TACTICS_VIEW (object);

  switch (prop_id)
    {
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    case PROP_FOG:
      g_value_set_enum (value, self->fog);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_view_class_init (TacticsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_view_finalize;
  object_class->get_property = tactics_view_get_property;

  /**
   * TacticsView:player:
   * The index of the player whose view it is.
   */
  properties[PROP_PLAYER] = g_param_spec_uint ("player", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /**
   * TacticsView:fog:
   * The match's fog mode.
   */
  properties[PROP_FOG] = g_param_spec_enum ("fog", NULL, NULL, TACTICS_TYPE_FOG_MODE,
                                            TACTICS_FOG_MODE_NONE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsView::changed:
   * @self: the view
   *
   * The cells the player sees changed, once per command that changed them.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_view_init (TacticsView *self)
{
}

TacticsView *
tactics_view_new (TacticsMatch    *match,
                  guint            player,
                  TacticsFogMode   fog,
                  TacticsTopology  topology,
                  int              width,
                  int              height,
                  const guint8    *blocks)
{
  TacticsView *self = g_object_new (TACTICS_TYPE_VIEW, NULL);
  gsize n_cells = (gsize) width * (gsize) height;

  self->match = match;
  self->player = player;
  self->fog = fog;
  self->topology = topology;
  self->width = width;
  self->height = height;
  self->blocks = blocks;
  if (fog != TACTICS_FOG_MODE_NONE)
    {
      self->counts = g_new0 (guint16, n_cells);
      self->explored = g_new0 (guint8, n_cells);
    }
  return self;
}

static inline gboolean
view_contains (TacticsView *self,
               TacticsCell  cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < self->width && cell.y < self->height;
}

static inline gsize
view_index (TacticsView *self,
            TacticsCell  cell)
{
  return (gsize) cell.y * (gsize) self->width + (gsize) cell.x;
}

void
tactics_view_apply_field (TacticsView *self,
                          TacticsCell  origin,
                          int          range,
                          int          sign,
                          guint8      *seen)
{
  TacticsSightGrid grid = { self->topology, self->width, self->height, self->blocks };

  g_assert (sign == 1 || sign == -1);
  if (self->counts == NULL || !view_contains (self, origin))
    return;

  tactics_sight_field (&grid, origin, range, seen);
  /* Every cell a field holds lies in the square of @range around @origin
   * on both topologies, so only that square is walked and cleared. */
  for (int y = MAX (0, origin.y - range); y <= MIN (self->height - 1, origin.y + range); y++)
    {
      gsize row = (gsize) y * (gsize) self->width;

      for (int x = MAX (0, origin.x - range); x <= MIN (self->width - 1, origin.x + range); x++)
        {
          gsize i = row + (gsize) x;

          if (seen[i] == 0)
            continue;
          seen[i] = 0;
          if (sign > 0)
            {
              g_assert (self->counts[i] < G_MAXUINT16);
              if (self->counts[i]++ == 0)
                {
                  self->n_visible++;
                  self->explored[i] = 1;
                  self->dirty = TRUE;
                }
            }
          else
            {
              g_assert (self->counts[i] > 0);
              if (--self->counts[i] == 0)
                {
                  self->n_visible--;
                  self->dirty = TRUE;
                }
            }
        }
    }
}

void
tactics_view_explore (TacticsView *self,
                      TacticsCell  cell)
{
  if (self->explored == NULL || !view_contains (self, cell))
    return;
  if (self->explored[view_index (self, cell)] == 0)
    {
      self->explored[view_index (self, cell)] = 1;
      self->dirty = TRUE;
    }
}

void
tactics_view_flush (TacticsView *self)
{
  if (!self->dirty)
    return;
  self->dirty = FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
tactics_view_check_counts (TacticsView  *self,
                           guint         vision,
                           GError      **error)
{
  gsize n_cells = (gsize) self->width * (gsize) self->height;
  g_autofree guint16 *expected = NULL;
  g_autofree guint8 *seen = NULL;
  TacticsSightGrid grid = { self->topology, self->width, self->height, self->blocks };
  guint n_units;

  if (self->counts == NULL)
    return TRUE;

  expected = g_new0 (guint16, n_cells);
  seen = g_new0 (guint8, n_cells);
  n_units = tactics_match_get_n_units (self->match);
  for (guint u = 0; u < n_units; u++)
    {
      TacticsUnit *unit = tactics_match_get_unit (self->match, u);

      if (!unit->alive || !unit->placed || (vision & (1u << unit->owner)) == 0)
        continue;
      memset (seen, 0, n_cells);
      tactics_sight_field (&grid, unit->cell, (int) tactics_match_get_unit_sight (self->match, unit),
                       seen);
      for (gsize i = 0; i < n_cells; i++)
        expected[i] += seen[i];
    }

  for (gsize i = 0; i < n_cells; i++)
    {
      if (expected[i] != self->counts[i])
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       "player %u sees cell (%d, %d) %u times, a recomputation %u times",
                       self->player, (int) (i % (gsize) self->width),
                       (int) (i / (gsize) self->width), self->counts[i], expected[i]);
          return FALSE;
        }
      if (expected[i] > 0 && self->explored[i] == 0)
        {
          g_set_error (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                       "player %u sees cell (%d, %d) without having explored it",
                       self->player, (int) (i % (gsize) self->width),
                       (int) (i / (gsize) self->width));
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * tactics_view_get_player:
 * @self: a view
 *
 * Returns the player whose view it is.
 *
 * Returns: the player's index in the match
 */
guint
tactics_view_get_player (TacticsView *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), 0);

  return self->player;
}

/**
 * tactics_view_get_fog:
 * @self: a view
 *
 * Returns the match's fog mode.
 *
 * Returns: the fog mode
 */
TacticsFogMode
tactics_view_get_fog (TacticsView *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), TACTICS_FOG_MODE_NONE);

  return self->fog;
}

/**
 * tactics_view_is_visible:
 * @self: a view
 * @cell: a cell
 *
 * Tells whether a unit of the player or of an ally sees @cell now; every
 * cell of the board without fog.
 *
 * Returns: %TRUE when @cell is on the board and visible
 */
gboolean
tactics_view_is_visible (TacticsView *self,
                         TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), FALSE);

  if (!view_contains (self, cell))
    return FALSE;
  return self->counts == NULL || self->counts[view_index (self, cell)] > 0;
}

/**
 * tactics_view_is_explored:
 * @self: a view
 * @cell: a cell
 *
 * Tells whether the player has ever seen @cell; every cell without fog.
 *
 * Returns: %TRUE when @cell is on the board and was seen
 */
gboolean
tactics_view_is_explored (TacticsView *self,
                          TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), FALSE);

  if (!view_contains (self, cell))
    return FALSE;
  return self->explored == NULL || self->explored[view_index (self, cell)] != 0;
}

/**
 * tactics_view_is_known:
 * @self: a view
 * @cell: a cell
 *
 * Tells whether the player knows @cell's terrain: always without fog and
 * with fog, once explored with shroud.
 *
 * Returns: %TRUE when @cell is on the board and its terrain known
 */
gboolean
tactics_view_is_known (TacticsView *self,
                       TacticsCell  cell)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), FALSE);

  if (!view_contains (self, cell))
    return FALSE;
  return self->fog != TACTICS_FOG_MODE_SHROUD || self->explored[view_index (self, cell)] != 0;
}

/**
 * tactics_view_count_visible:
 * @self: a view
 *
 * Counts the cells the player sees now.
 *
 * Returns: the number of visible cells
 */
guint
tactics_view_count_visible (TacticsView *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), 0);

  if (self->counts == NULL)
    return (guint) self->width * (guint) self->height;
  return self->n_visible;
}

/**
 * tactics_view_sees_unit:
 * @self: a view
 * @unit: a unit of the view's match
 *
 * Tells whether the player sees @unit: its own and its allies' units
 * while on the board, the others while they stand on a cell it sees.
 *
 * Returns: %TRUE when the player sees @unit
 */
gboolean
tactics_view_sees_unit (TacticsView *self,
                        TacticsUnit *unit)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_UNIT (unit), FALSE);

  if (!unit->alive || !unit->placed)
    return FALSE;
  if (tactics_match_shares_vision (self->match, self->player, unit->owner))
    return TRUE;
  return tactics_view_is_visible (self, unit->cell);
}

/**
 * tactics_view_witnessed:
 * @self: a view
 * @index: the position of an event in tactics_match_get_events()
 *
 * Tells whether the player witnessed event @index: it saw a cell the event
 * touches, before or after it. Events that touch no cell (turns,
 * objectives, the end of the match) are witnessed by everyone, and every
 * event is without fog.
 *
 * Returns: %TRUE when the player witnessed the event
 */
gboolean
tactics_view_witnessed (TacticsView *self,
                        guint        index)
{
  g_return_val_if_fail (TACTICS_IS_VIEW (self), FALSE);

  return (tactics_match_get_event_witnesses (self->match, index) & (1u << self->player)) != 0;
}
