/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tactics-gtk.h"

#define DEFAULT_MIN_CELL_SIZE 2.0
#define DEFAULT_MAX_CELL_SIZE 160.0
#define DEFAULT_CELL_SIZE 32.0
/* Room left around the board by tactics_viewport_fit(), in widget pixels. */
#define FIT_MARGIN 16.0

struct _TacticsViewport
{
  GObject          parent_instance;

  TacticsTopology  topology;
  int              board_width;
  int              board_height;
  int              view_width;
  int              view_height;
  double           cell_size;
  double           min_cell_size;
  double           max_cell_size;
  double           center_x;
  double           center_y;
  /* The bands the last fit kept clear: zooming out stops at that fit. */
  double           fit_top;
  double           fit_right;
  double           fit_bottom;
  double           fit_left;

  /* Nesting of the current change and whether anything moved in it, so a
   * compound change emits "changed" once. */
  guint            change_depth;
  gboolean         change_pending;
};

/**
 * TacticsViewport:
 *
 * Where a board is looked at from: the board's shape, the size of the view
 * in widget pixels, the zoom as the cell size in widget pixels, and the
 * centre, the board point shown in the middle of the view.
 *
 * Board points are in board units: the pixel coordinates
 * tactics_cell_to_pixel() gives for a cell size of 1, so they do not
 * change when the zoom does. A widget point (wx, wy) shows the board point
 * centre + (wx − view-width / 2, wy − view-height / 2) / cell-size.
 *
 * Every change, however many properties it touches, emits
 * [signal@TacticsGtk.Viewport::changed] once, after the property
 * notifications. The centre is kept over the board so that it can never be
 * scrolled out of sight.
 */
G_DEFINE_FINAL_TYPE (TacticsViewport, tactics_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TOPOLOGY,
  PROP_BOARD_WIDTH,
  PROP_BOARD_HEIGHT,
  PROP_VIEW_WIDTH,
  PROP_VIEW_HEIGHT,
  PROP_CELL_SIZE,
  PROP_MIN_CELL_SIZE,
  PROP_MAX_CELL_SIZE,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
begin_change (TacticsViewport *self)
{
  if (self->change_depth++ == 0)
    {
      g_object_freeze_notify (G_OBJECT (self));
      self->change_pending = FALSE;
    }
}

static void
end_change (TacticsViewport *self)
{
  g_assert (self->change_depth > 0);

  if (--self->change_depth > 0)
    return;

  g_object_thaw_notify (G_OBJECT (self));
  if (self->change_pending)
    {
      self->change_pending = FALSE;
      g_signal_emit (self, signals[CHANGED], 0);
    }
}

static void
update_double (TacticsViewport *self,
               double          *field,
               double           value,
               guint            prop_id)
{
  g_assert (self->change_depth > 0);

  if (*field == value)
    return;

  *field = value;
  self->change_pending = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
update_int (TacticsViewport *self,
            int             *field,
            int              value,
            guint            prop_id)
{
  g_assert (self->change_depth > 0);

  if (*field == value)
    return;

  *field = value;
  self->change_pending = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/**
 * tactics_viewport_get_board_extent:
 * @self: a viewport
 * @width: (out) (optional): the width of the board's bounding box
 * @height: (out) (optional): the height of the board's bounding box
 *
 * Gives the board's bounding box, in board units.
 */
void
tactics_viewport_get_board_extent (TacticsViewport *self,
                                   double          *width,
                                   double          *height)
{
  double extent_width = 0.0;
  double extent_height = 0.0;

  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  if (self->board_width > 0 && self->board_height > 0)
    tactics_board_pixel_size (self->topology, 1.0, self->board_width, self->board_height,
                              &extent_width, &extent_height);
  if (width != NULL)
    *width = extent_width;
  if (height != NULL)
    *height = extent_height;
}

/* Keeps the centre over the board so the board can never leave the view. */
static void
update_center (TacticsViewport *self,
               double           x,
               double           y)
{
  double extent_width;
  double extent_height;

  tactics_viewport_get_board_extent (self, &extent_width, &extent_height);
  if (!isfinite (x))
    x = extent_width / 2.0;
  if (!isfinite (y))
    y = extent_height / 2.0;
  update_double (self, &self->center_x, CLAMP (x, 0.0, extent_width), PROP_CENTER_X);
  update_double (self, &self->center_y, CLAMP (y, 0.0, extent_height), PROP_CENTER_Y);
}

/* The cell size at which the whole board shows in the view less the
 * bands, or 0 without a board or a view. */
static double
fit_cell_size (TacticsViewport *self,
               double           top,
               double           right,
               double           bottom,
               double           left)
{
  double extent_width;
  double extent_height;
  double room_width;
  double room_height;

  tactics_viewport_get_board_extent (self, &extent_width, &extent_height);
  if (extent_width <= 0.0 || extent_height <= 0.0
      || self->view_width <= 0 || self->view_height <= 0)
    return 0.0;
  room_width = MAX (self->view_width - left - right - 2.0 * FIT_MARGIN, 1.0);
  room_height = MAX (self->view_height - top - bottom - 2.0 * FIT_MARGIN, 1.0);
  return MIN (room_width / extent_width, room_height / extent_height);
}

/* A board too large to fit at min-cell-size may still be zoomed out until
 * it fits, whatever its size. */
static double
lowest_cell_size (TacticsViewport *self)
{
  double fit = fit_cell_size (self, self->fit_top, self->fit_right, self->fit_bottom,
                              self->fit_left);

  return fit > 0.0 ? MIN (self->min_cell_size, fit) : self->min_cell_size;
}

static void
update_cell_size (TacticsViewport *self,
                  double           cell_size)
{
  if (!isfinite (cell_size))
    return;
  update_double (self, &self->cell_size,
                 CLAMP (cell_size, lowest_cell_size (self), self->max_cell_size),
                 PROP_CELL_SIZE);
}

static void
tactics_viewport_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TacticsViewport *self = TACTICS_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_TOPOLOGY:
      g_value_set_enum (value, self->topology);
      break;
    case PROP_BOARD_WIDTH:
      g_value_set_int (value, self->board_width);
      break;
    case PROP_BOARD_HEIGHT:
      g_value_set_int (value, self->board_height);
      break;
    case PROP_VIEW_WIDTH:
      g_value_set_int (value, self->view_width);
      break;
    case PROP_VIEW_HEIGHT:
      g_value_set_int (value, self->view_height);
      break;
    case PROP_CELL_SIZE:
      g_value_set_double (value, self->cell_size);
      break;
    case PROP_MIN_CELL_SIZE:
      g_value_set_double (value, self->min_cell_size);
      break;
    case PROP_MAX_CELL_SIZE:
      g_value_set_double (value, self->max_cell_size);
      break;
    case PROP_CENTER_X:
      g_value_set_double (value, self->center_x);
      break;
    case PROP_CENTER_Y:
      g_value_set_double (value, self->center_y);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_viewport_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TacticsViewport *self = TACTICS_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_TOPOLOGY:
      tactics_viewport_set_board (self, g_value_get_enum (value),
                                  self->board_width, self->board_height);
      break;
    case PROP_BOARD_WIDTH:
      tactics_viewport_set_board (self, self->topology,
                                  g_value_get_int (value), self->board_height);
      break;
    case PROP_BOARD_HEIGHT:
      tactics_viewport_set_board (self, self->topology,
                                  self->board_width, g_value_get_int (value));
      break;
    case PROP_VIEW_WIDTH:
      tactics_viewport_set_view_size (self, g_value_get_int (value), self->view_height);
      break;
    case PROP_VIEW_HEIGHT:
      tactics_viewport_set_view_size (self, self->view_width, g_value_get_int (value));
      break;
    case PROP_CELL_SIZE:
      tactics_viewport_set_cell_size (self, g_value_get_double (value));
      break;
    case PROP_MIN_CELL_SIZE:
      tactics_viewport_set_cell_size_limits (self, g_value_get_double (value),
                                             MAX (self->max_cell_size,
                                                  g_value_get_double (value)));
      break;
    case PROP_MAX_CELL_SIZE:
      tactics_viewport_set_cell_size_limits (self,
                                             MIN (self->min_cell_size,
                                                  g_value_get_double (value)),
                                             g_value_get_double (value));
      break;
    case PROP_CENTER_X:
      tactics_viewport_set_center (self, g_value_get_double (value), self->center_y);
      break;
    case PROP_CENTER_Y:
      tactics_viewport_set_center (self, self->center_x, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_viewport_class_init (TacticsViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tactics_viewport_get_property;
  object_class->set_property = tactics_viewport_set_property;

  /**
   * TacticsViewport:topology:
   *
   * The board's kind of cells.
   */
  properties[PROP_TOPOLOGY] =
    g_param_spec_enum ("topology", NULL, NULL,
                       TACTICS_TYPE_TOPOLOGY, TACTICS_TOPOLOGY_SQUARE, flags);
  /**
   * TacticsViewport:board-width:
   *
   * The board's width, in cells.
   */
  properties[PROP_BOARD_WIDTH] =
    g_param_spec_int ("board-width", NULL, NULL,
                      0, TACTICS_MAX_MAP_SIZE, 0, flags);
  /**
   * TacticsViewport:board-height:
   *
   * The board's height, in cells.
   */
  properties[PROP_BOARD_HEIGHT] =
    g_param_spec_int ("board-height", NULL, NULL,
                      0, TACTICS_MAX_MAP_SIZE, 0, flags);
  /**
   * TacticsViewport:view-width:
   *
   * The view's width, in widget pixels.
   */
  properties[PROP_VIEW_WIDTH] =
    g_param_spec_int ("view-width", NULL, NULL, 0, G_MAXINT, 0, flags);
  /**
   * TacticsViewport:view-height:
   *
   * The view's height, in widget pixels.
   */
  properties[PROP_VIEW_HEIGHT] =
    g_param_spec_int ("view-height", NULL, NULL, 0, G_MAXINT, 0, flags);
  /**
   * TacticsViewport:cell-size:
   *
   * The zoom: a cell's size in widget pixels (a square's side, a hex's side).
   */
  properties[PROP_CELL_SIZE] =
    g_param_spec_double ("cell-size", NULL, NULL,
                         0.001, 10000.0, DEFAULT_CELL_SIZE, flags);
  /**
   * TacticsViewport:min-cell-size:
   *
   * The smallest cell size, unless the board needs less to fit.
   */
  properties[PROP_MIN_CELL_SIZE] =
    g_param_spec_double ("min-cell-size", NULL, NULL,
                         0.1, 10000.0, DEFAULT_MIN_CELL_SIZE, flags);
  /**
   * TacticsViewport:max-cell-size:
   *
   * The largest cell size.
   */
  properties[PROP_MAX_CELL_SIZE] =
    g_param_spec_double ("max-cell-size", NULL, NULL,
                         0.1, 10000.0, DEFAULT_MAX_CELL_SIZE, flags);
  /**
   * TacticsViewport:center-x:
   *
   * The horizontal position, in board units, of the board point shown in
   * the middle of the view.
   */
  properties[PROP_CENTER_X] =
    g_param_spec_double ("center-x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, flags);
  /**
   * TacticsViewport:center-y:
   *
   * The vertical position, in board units, of the board point shown in the
   * middle of the view.
   */
  properties[PROP_CENTER_Y] =
    g_param_spec_double ("center-y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsViewport::changed:
   * @self: the viewport
   *
   * Emitted once after any change of the view (zoom, centre, sizes), after
   * the property notifications.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_viewport_init (TacticsViewport *self)
{
  self->topology = TACTICS_TOPOLOGY_SQUARE;
  self->cell_size = DEFAULT_CELL_SIZE;
  self->min_cell_size = DEFAULT_MIN_CELL_SIZE;
  self->max_cell_size = DEFAULT_MAX_CELL_SIZE;
}

/**
 * tactics_viewport_new:
 *
 * Makes a viewport.
 *
 * Returns: (transfer full): a viewport on an empty square board
 */
TacticsViewport *
tactics_viewport_new (void)
{
  return g_object_new (TACTICS_TYPE_VIEWPORT, NULL);
}

/**
 * tactics_viewport_set_board:
 * @self: a viewport
 * @topology: the board's kind of cells
 * @width: the board's width, in cells
 * @height: the board's height, in cells
 *
 * Sets the board's shape, keeping the centre on the board.
 */
void
tactics_viewport_set_board (TacticsViewport *self,
                            TacticsTopology  topology,
                            int              width,
                            int              height)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));
  g_return_if_fail (width >= 0 && width <= TACTICS_MAX_MAP_SIZE);
  g_return_if_fail (height >= 0 && height <= TACTICS_MAX_MAP_SIZE);

  begin_change (self);
  if (self->topology != topology)
    {
      self->topology = topology;
      self->change_pending = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOPOLOGY]);
    }
  update_int (self, &self->board_width, width, PROP_BOARD_WIDTH);
  update_int (self, &self->board_height, height, PROP_BOARD_HEIGHT);
  update_center (self, self->center_x, self->center_y);
  end_change (self);
}

/**
 * tactics_viewport_get_topology:
 * @self: a viewport
 *
 * Gives the board's kind of cells.
 *
 * Returns: the board's kind of cells
 */
TacticsTopology
tactics_viewport_get_topology (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), TACTICS_TOPOLOGY_SQUARE);

  return self->topology;
}

/**
 * tactics_viewport_get_board_width:
 * @self: a viewport
 *
 * Gives the board's width.
 *
 * Returns: the board's width, in cells
 */
int
tactics_viewport_get_board_width (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), 0);

  return self->board_width;
}

/**
 * tactics_viewport_get_board_height:
 * @self: a viewport
 *
 * Gives the board's height.
 *
 * Returns: the board's height, in cells
 */
int
tactics_viewport_get_board_height (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), 0);

  return self->board_height;
}

/**
 * tactics_viewport_set_view_size:
 * @self: a viewport
 * @width: the view's width, in widget pixels
 * @height: the view's height, in widget pixels
 *
 * Sets the view's size; the widget does this on allocation.
 */
void
tactics_viewport_set_view_size (TacticsViewport *self,
                                int              width,
                                int              height)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));
  g_return_if_fail (width >= 0 && height >= 0);

  begin_change (self);
  update_int (self, &self->view_width, width, PROP_VIEW_WIDTH);
  update_int (self, &self->view_height, height, PROP_VIEW_HEIGHT);
  end_change (self);
}

/**
 * tactics_viewport_get_view_width:
 * @self: a viewport
 *
 * Gives the view's width.
 *
 * Returns: the view's width, in widget pixels
 */
int
tactics_viewport_get_view_width (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), 0);

  return self->view_width;
}

/**
 * tactics_viewport_get_view_height:
 * @self: a viewport
 *
 * Gives the view's height.
 *
 * Returns: the view's height, in widget pixels
 */
int
tactics_viewport_get_view_height (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), 0);

  return self->view_height;
}

/**
 * tactics_viewport_get_cell_size:
 * @self: a viewport
 *
 * Gives the zoom: a cell's size in widget pixels, within the cell size
 * limits, except that a board too large to fit at the smallest size may be
 * zoomed out until it fits (in the view less the bands of the last
 * tactics_viewport_fit_within()).
 *
 * Returns: the cell size, in widget pixels
 */
double
tactics_viewport_get_cell_size (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), DEFAULT_CELL_SIZE);

  return self->cell_size;
}

/**
 * tactics_viewport_set_cell_size:
 * @self: a viewport
 * @cell_size: the cell size, in widget pixels; clamped
 *
 * Zooms, keeping the centre.
 */
void
tactics_viewport_set_cell_size (TacticsViewport *self,
                                double           cell_size)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));
  g_return_if_fail (cell_size > 0.0);

  begin_change (self);
  update_cell_size (self, cell_size);
  end_change (self);
}

/**
 * tactics_viewport_get_min_cell_size:
 * @self: a viewport
 *
 * Gives the smallest cell size the zoom allows.
 *
 * Returns: the smallest cell size, in widget pixels
 */
double
tactics_viewport_get_min_cell_size (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), DEFAULT_MIN_CELL_SIZE);

  return self->min_cell_size;
}

/**
 * tactics_viewport_get_max_cell_size:
 * @self: a viewport
 *
 * Gives the largest cell size the zoom allows.
 *
 * Returns: the largest cell size, in widget pixels
 */
double
tactics_viewport_get_max_cell_size (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), DEFAULT_MAX_CELL_SIZE);

  return self->max_cell_size;
}

/**
 * tactics_viewport_set_cell_size_limits:
 * @self: a viewport
 * @min_cell_size: the smallest cell size, in widget pixels
 * @max_cell_size: the largest, not less than @min_cell_size
 *
 * Sets the zoom limits and clamps the cell size to them.
 */
void
tactics_viewport_set_cell_size_limits (TacticsViewport *self,
                                       double           min_cell_size,
                                       double           max_cell_size)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));
  g_return_if_fail (min_cell_size > 0.0 && min_cell_size <= max_cell_size);

  begin_change (self);
  update_double (self, &self->min_cell_size, min_cell_size, PROP_MIN_CELL_SIZE);
  update_double (self, &self->max_cell_size, max_cell_size, PROP_MAX_CELL_SIZE);
  update_cell_size (self, self->cell_size);
  end_change (self);
}

/**
 * tactics_viewport_get_center_x:
 * @self: a viewport
 *
 * Gives the horizontal position of the board point at the middle of the
 * view.
 *
 * Returns: the horizontal position of the board point at the middle of the
 *   view, in board units
 */
double
tactics_viewport_get_center_x (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), 0.0);

  return self->center_x;
}

/**
 * tactics_viewport_get_center_y:
 * @self: a viewport
 *
 * Gives the vertical position of the board point at the middle of the
 * view.
 *
 * Returns: the vertical position of the board point at the middle of the
 *   view, in board units
 */
double
tactics_viewport_get_center_y (TacticsViewport *self)
{
  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), 0.0);

  return self->center_y;
}

/**
 * tactics_viewport_set_center:
 * @self: a viewport
 * @x: the horizontal position, in board units
 * @y: the vertical position, in board units
 *
 * Shows the board point (@x, @y) at the middle of the view, kept over the
 * board.
 */
void
tactics_viewport_set_center (TacticsViewport *self,
                             double           x,
                             double           y)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  begin_change (self);
  update_center (self, x, y);
  end_change (self);
}

/**
 * tactics_viewport_widget_to_board:
 * @self: a viewport
 * @widget_x: a horizontal position, in widget pixels
 * @widget_y: a vertical position, in widget pixels
 * @board_x: (out) (optional): the horizontal position, in board units
 * @board_y: (out) (optional): the vertical position, in board units
 *
 * Converts a widget point to the board point it shows.
 */
void
tactics_viewport_widget_to_board (TacticsViewport *self,
                                  double           widget_x,
                                  double           widget_y,
                                  double          *board_x,
                                  double          *board_y)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  if (board_x != NULL)
    *board_x = self->center_x + (widget_x - self->view_width / 2.0) / self->cell_size;
  if (board_y != NULL)
    *board_y = self->center_y + (widget_y - self->view_height / 2.0) / self->cell_size;
}

/**
 * tactics_viewport_board_to_widget:
 * @self: a viewport
 * @board_x: a horizontal position, in board units
 * @board_y: a vertical position, in board units
 * @widget_x: (out) (optional): the horizontal position, in widget pixels
 * @widget_y: (out) (optional): the vertical position, in widget pixels
 *
 * Converts a board point to where the view shows it.
 */
void
tactics_viewport_board_to_widget (TacticsViewport *self,
                                  double           board_x,
                                  double           board_y,
                                  double          *widget_x,
                                  double          *widget_y)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  if (widget_x != NULL)
    *widget_x = (board_x - self->center_x) * self->cell_size + self->view_width / 2.0;
  if (widget_y != NULL)
    *widget_y = (board_y - self->center_y) * self->cell_size + self->view_height / 2.0;
}

static gboolean
board_contains (TacticsViewport *self,
                TacticsCell      cell)
{
  return cell.x >= 0 && cell.y >= 0 && cell.x < self->board_width && cell.y < self->board_height;
}

/**
 * tactics_viewport_cell_at:
 * @self: a viewport
 * @widget_x: a horizontal position, in widget pixels
 * @widget_y: a vertical position, in widget pixels
 * @cell: (out caller-allocates) (optional): the cell under the point,
 *   unclipped
 *
 * Finds the cell under a widget point.
 *
 * Returns: %TRUE when the cell is on the board
 */
gboolean
tactics_viewport_cell_at (TacticsViewport *self,
                          double           widget_x,
                          double           widget_y,
                          TacticsCell     *cell)
{
  double board_x;
  double board_y;
  TacticsCell found;

  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), FALSE);

  tactics_viewport_widget_to_board (self, widget_x, widget_y, &board_x, &board_y);
  found = tactics_pixel_to_cell (self->topology, 1.0, board_x, board_y);
  if (cell != NULL)
    *cell = found;
  return board_contains (self, found);
}

/**
 * tactics_viewport_cell_center: (skip)
 * @self: a viewport
 * @cell: a cell
 * @widget_x: (out) (optional): the horizontal position of its centre, in
 *   widget pixels
 * @widget_y: (out) (optional): the vertical position of its centre, in
 *   widget pixels
 *
 * Gives where a cell's centre shows in the widget.
 */
void
tactics_viewport_cell_center (TacticsViewport *self,
                              TacticsCell      cell,
                              double          *widget_x,
                              double          *widget_y)
{
  double board_x;
  double board_y;

  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  tactics_cell_to_pixel (self->topology, 1.0, cell, &board_x, &board_y);
  tactics_viewport_board_to_widget (self, board_x, board_y, widget_x, widget_y);
}

/**
 * tactics_viewport_get_visible_cells:
 * @self: a viewport
 * @first_x: (out) (optional): the first column that may show
 * @first_y: (out) (optional): the first row that may show
 * @last_x: (out) (optional): the last column that may show
 * @last_y: (out) (optional): the last row that may show
 *
 * Gives the rectangle of cells that may show in the view, clipped to the
 * board; the bounds are inclusive.
 *
 * Returns: %TRUE, %FALSE when no cell shows
 */
gboolean
tactics_viewport_get_visible_cells (TacticsViewport *self,
                                    int             *first_x,
                                    int             *first_y,
                                    int             *last_x,
                                    int             *last_y)
{
  double corners[4][2];
  int min_x = G_MAXINT;
  int min_y = G_MAXINT;
  int max_x = G_MININT;
  int max_y = G_MININT;

  g_return_val_if_fail (TACTICS_IS_VIEWPORT (self), FALSE);

  if (self->board_width <= 0 || self->board_height <= 0
      || self->view_width <= 0 || self->view_height <= 0)
    return FALSE;

  tactics_viewport_widget_to_board (self, 0, 0, &corners[0][0], &corners[0][1]);
  tactics_viewport_widget_to_board (self, self->view_width, 0, &corners[1][0], &corners[1][1]);
  tactics_viewport_widget_to_board (self, 0, self->view_height, &corners[2][0], &corners[2][1]);
  tactics_viewport_widget_to_board (self, self->view_width, self->view_height,
                                    &corners[3][0], &corners[3][1]);

  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      /* Far outside the board the conversion could overflow an int; the
       * clip below only needs the side the corner lies on. */
      double board_x = CLAMP (corners[i][0], -4.0, 4.0 * TACTICS_MAX_MAP_SIZE);
      double board_y = CLAMP (corners[i][1], -4.0, 4.0 * TACTICS_MAX_MAP_SIZE);
      TacticsCell cell = tactics_pixel_to_cell (self->topology, 1.0, board_x, board_y);

      min_x = MIN (min_x, cell.x);
      min_y = MIN (min_y, cell.y);
      max_x = MAX (max_x, cell.x);
      max_y = MAX (max_y, cell.y);
    }

  /* A hex pokes out of its row's band and odd rows are shifted: one more
   * cell on every side covers both. */
  if (self->topology == TACTICS_TOPOLOGY_HEX)
    {
      min_x--;
      min_y--;
      max_x++;
      max_y++;
    }
  min_x = MAX (min_x, 0);
  min_y = MAX (min_y, 0);
  max_x = MIN (max_x, self->board_width - 1);
  max_y = MIN (max_y, self->board_height - 1);

  if (min_x > max_x || min_y > max_y)
    return FALSE;

  if (first_x != NULL)
    *first_x = min_x;
  if (first_y != NULL)
    *first_y = min_y;
  if (last_x != NULL)
    *last_x = max_x;
  if (last_y != NULL)
    *last_y = max_y;
  return TRUE;
}

/**
 * tactics_viewport_zoom_at:
 * @self: a viewport
 * @factor: what to multiply the cell size by; the result is clamped
 * @widget_x: the horizontal position of the fixed point, in widget pixels
 * @widget_y: the vertical position of the fixed point, in widget pixels
 *
 * Zooms keeping the board point under (@widget_x, @widget_y) where it is.
 */
void
tactics_viewport_zoom_at (TacticsViewport *self,
                          double           factor,
                          double           widget_x,
                          double           widget_y)
{
  double board_x;
  double board_y;

  g_return_if_fail (TACTICS_IS_VIEWPORT (self));
  g_return_if_fail (factor > 0.0);

  tactics_viewport_widget_to_board (self, widget_x, widget_y, &board_x, &board_y);

  begin_change (self);
  update_cell_size (self, self->cell_size * factor);
  /* Solve for the centre that puts (board_x, board_y) back under the
   * pointer at the new size. */
  update_center (self,
                 board_x - (widget_x - self->view_width / 2.0) / self->cell_size,
                 board_y - (widget_y - self->view_height / 2.0) / self->cell_size);
  end_change (self);
}

/**
 * tactics_viewport_pan:
 * @self: a viewport
 * @dx: how far to move the board right, in widget pixels
 * @dy: how far to move the board down, in widget pixels
 *
 * Moves the board as a drag does.
 */
void
tactics_viewport_pan (TacticsViewport *self,
                      double           dx,
                      double           dy)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  begin_change (self);
  update_center (self,
                 self->center_x - dx / self->cell_size,
                 self->center_y - dy / self->cell_size);
  end_change (self);
}

/**
 * tactics_viewport_fit:
 * @self: a viewport
 *
 * Zooms and centres so that the whole board shows with a small margin.
 */
void
tactics_viewport_fit (TacticsViewport *self)
{
  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  tactics_viewport_fit_within (self, 0, 0, 0, 0);
}

/**
 * tactics_viewport_fit_within:
 * @self: a viewport
 * @top: the band along the top edge, in widget pixels
 * @right: the band along the right edge
 * @bottom: the band along the bottom edge
 * @left: the band along the left edge
 *
 * Fits as tactics_viewport_fit() does in the view less the bands along its
 * edges, where something is drawn over the board.
 */
void
tactics_viewport_fit_within (TacticsViewport *self,
                             double           top,
                             double           right,
                             double           bottom,
                             double           left)
{
  double extent_width;
  double extent_height;

  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  tactics_viewport_get_board_extent (self, &extent_width, &extent_height);

  begin_change (self);
  self->fit_top = top;
  self->fit_right = right;
  self->fit_bottom = bottom;
  self->fit_left = left;
  if (fit_cell_size (self, top, right, bottom, left) > 0.0)
    update_cell_size (self, fit_cell_size (self, top, right, bottom, left));
  /* The board's middle at the middle of the room left, not of the view. */
  update_center (self,
                 extent_width / 2.0 - (left - right) / 2.0 / self->cell_size,
                 extent_height / 2.0 - (top - bottom) / 2.0 / self->cell_size);
  end_change (self);
}

/**
 * tactics_viewport_center_on_cell: (skip)
 * @self: a viewport
 * @cell: a cell
 *
 * Centres the view on @cell, keeping the zoom.
 */
void
tactics_viewport_center_on_cell (TacticsViewport *self,
                                 TacticsCell      cell)
{
  double board_x;
  double board_y;

  g_return_if_fail (TACTICS_IS_VIEWPORT (self));

  tactics_cell_to_pixel (self->topology, 1.0, cell, &board_x, &board_y);
  tactics_viewport_set_center (self, board_x, board_y);
}
