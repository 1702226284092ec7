/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "tactics-minimap.h"
#include "tactics-draw.h"
#include "tactics-terrain-art.h"

/* Markers are drawn at least this wide, in widget pixels, so that a unit
 * stays visible on a map far larger than the minimap. */
#define MARKER_MIN_SIZE 3.0

struct _TacticsMinimap
{
  GtkWidget        parent_instance;

  TacticsMap      *map;
  TacticsRuleset  *ruleset;       /* the map's, for its terrains' colours */
  TacticsViewport *viewport;
  GArray          *markers;       /* TacticsMinimapMarker */
  TacticsView     *view;          /* a player's fog over the terrain */

  /* The terrain picture, at the widget's size in device pixels; drawn
   * again only when the map or the size changed. */
  GdkTexture      *picture;
  gboolean         picture_dirty;
  int              picture_width;
  int              picture_height;
  guint            n_renders;

  double           drag_start_x;
  double           drag_start_y;
};

/**
 * TacticsMinimap:
 *
 * The whole map in small beside a board: the terrain in its colours,
 * optional markers (the game's units, as dots in their team's colour) and,
 * as a rectangle, the area the board's viewport shows. A click or a drag
 * centres the viewport there.
 *
 * It follows the map's edits as they happen and draws at its own size, so
 * a 4096 × 4096 map costs what a small one does.
 */
G_DEFINE_FINAL_TYPE (TacticsMinimap, tactics_minimap, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MAP,
  PROP_VIEWPORT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Geometry: the board's bounding box scaled to fit the widget, centred. */

static gboolean
get_layout (TacticsMinimap *self,
            double         *scale,
            double         *offset_x,
            double         *offset_y,
            double         *extent_width,
            double         *extent_height)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double board_width;
  double board_height;

  if (self->map == NULL || width <= 0 || height <= 0)
    return FALSE;
  tactics_board_pixel_size (tactics_map_get_topology (self->map), 1.0,
                            tactics_map_get_width (self->map),
                            tactics_map_get_height (self->map), &board_width, &board_height);
  if (board_width <= 0.0 || board_height <= 0.0)
    return FALSE;
  *scale = MIN (width / board_width, height / board_height);
  *offset_x = (width - board_width * *scale) / 2.0;
  *offset_y = (height - board_height * *scale) / 2.0;
  if (extent_width != NULL)
    *extent_width = board_width;
  if (extent_height != NULL)
    *extent_height = board_height;
  return TRUE;
}

/**
 * tactics_minimap_to_board:
 * @self: a minimap
 * @x: a horizontal position on the minimap, in widget pixels
 * @y: a vertical position on the minimap, in widget pixels
 * @board_x: (out) (optional): the horizontal position on the board, in board
 *   units
 * @board_y: (out) (optional): the vertical position on the board, in board
 *   units
 *
 * Finds where a minimap point is on the board.
 *
 * Returns: %TRUE, %FALSE when the minimap shows no board
 */
gboolean
tactics_minimap_to_board (TacticsMinimap *self,
                          double          x,
                          double          y,
                          double         *board_x,
                          double         *board_y)
{
  double scale;
  double offset_x;
  double offset_y;

  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), FALSE);

  if (!get_layout (self, &scale, &offset_x, &offset_y, NULL, NULL))
    return FALSE;
  *board_x = (x - offset_x) / scale;
  *board_y = (y - offset_y) / scale;
  return TRUE;
}

/**
 * tactics_minimap_from_board:
 * @self: a minimap
 * @board_x: a horizontal position on the board, in board units
 * @board_y: a vertical position on the board, in board units
 * @x: (out) (optional): the horizontal position on the minimap, in widget
 *   pixels
 * @y: (out) (optional): the vertical position on the minimap, in widget
 *   pixels
 *
 * Finds where a board point shows on the minimap, the inverse of
 * tactics_minimap_to_board().
 *
 * Returns: %TRUE, %FALSE when the minimap shows no board
 */
gboolean
tactics_minimap_from_board (TacticsMinimap *self,
                            double          board_x,
                            double          board_y,
                            double         *x,
                            double         *y)
{
  double scale;
  double offset_x;
  double offset_y;

  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), FALSE);

  if (!get_layout (self, &scale, &offset_x, &offset_y, NULL, NULL))
    return FALSE;
  *x = offset_x + board_x * scale;
  *y = offset_y + board_y * scale;
  return TRUE;
}

/* The terrain picture */

static void
invalidate_picture (TacticsMinimap *self)
{
  self->picture_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The board's own terrain at the minimap's scale, painted by the drawing
 * library as the board and pictures are: at a fraction of a pixel a cell
 * each pixel shows the cell under its centre, in that cell's shade. */
static GdkTexture *
render_picture (TacticsMinimap *self,
                int             pixel_width,
                int             pixel_height)
{
  g_autoptr(TacticsTerrainPainter) painter = NULL;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;
  double scale;
  double offset_x;
  double offset_y;
  double board_width;
  double board_height;

  if (!get_layout (self, &scale, &offset_x, &offset_y, NULL, NULL))
    return NULL;
  /* Device pixels per widget pixel. */
  scale *= (double) pixel_width / gtk_widget_get_width (GTK_WIDGET (self));
  offset_x *= (double) pixel_width / gtk_widget_get_width (GTK_WIDGET (self));
  offset_y *= (double) pixel_height / gtk_widget_get_height (GTK_WIDGET (self));

  painter = tactics_terrain_painter_new (self->map);
  tactics_board_pixel_size (tactics_map_get_topology (self->map), scale,
                            tactics_map_get_width (self->map), tactics_map_get_height (self->map),
                            &board_width, &board_height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_width, pixel_height);
  cr = cairo_create (surface);
  cairo_translate (cr, round (offset_x), round (offset_y));
  tactics_terrain_painter_draw (painter, cr, scale, FALSE, 0, 0, board_width, board_height);
  if (self->view != NULL)
    {
      int width = tactics_map_get_width (self->map);
      int height = tactics_map_get_height (self->map);
      g_autofree guint8 *states = g_new0 (guint8, (gsize) width * height);
      TacticsDrawCellMask mask = { tactics_map_get_topology (self->map), width, height, states };

      tactics_draw_fog_read_view (self->view, width, height, states);
      tactics_draw_fog (cr, &mask, scale, 0, 0, width - 1, height - 1);
    }
  cairo_destroy (cr);
  texture = tactics_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  self->n_renders++;
  return texture;
}

static void
ensure_picture (TacticsMinimap *self)
{
  int scale_factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int pixel_width = gtk_widget_get_width (GTK_WIDGET (self)) * scale_factor;
  int pixel_height = gtk_widget_get_height (GTK_WIDGET (self)) * scale_factor;

  if (!self->picture_dirty && self->picture != NULL &&
      pixel_width == self->picture_width && pixel_height == self->picture_height)
    return;
  g_clear_object (&self->picture);
  self->picture_dirty = FALSE;
  self->picture_width = pixel_width;
  self->picture_height = pixel_height;
  if (self->map != NULL && pixel_width > 0 && pixel_height > 0)
    self->picture = render_picture (self, pixel_width, pixel_height);
}

/* Drawing */

static void
append_frame (GtkSnapshot           *snapshot,
              const graphene_rect_t *rect,
              float                  width,
              const GdkRGBA         *color)
{
  GskRoundedRect outline;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline, rect, 0.0f);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
tactics_minimap_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TacticsMinimap *self = TACTICS_MINIMAP (widget);
  const GdkRGBA shade = { 0.0f, 0.0f, 0.0f, 0.35f };
  const GdkRGBA light = { 1.0f, 1.0f, 1.0f, 0.95f };
  double scale;
  double offset_x;
  double offset_y;
  double extent_width;
  double extent_height;

  if (!get_layout (self, &scale, &offset_x, &offset_y, &extent_width, &extent_height))
    return;

  ensure_picture (self);
  if (self->picture != NULL)
    gtk_snapshot_append_texture (snapshot, self->picture,
                                 &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                      gtk_widget_get_height (widget)));

  for (guint i = 0; i < self->markers->len; i++)
    {
      const TacticsMinimapMarker *marker = &g_array_index (self->markers,
                                                           TacticsMinimapMarker, i);
      double cx;
      double cy;
      float size;

      tactics_cell_to_pixel (tactics_map_get_topology (self->map), 1.0, marker->cell, &cx, &cy);
      size = (float) MAX (scale, MARKER_MIN_SIZE);
      gtk_snapshot_append_color (snapshot, &shade,
                                 &GRAPHENE_RECT_INIT ((float) (offset_x + cx * scale) - size / 2 - 1,
                                                      (float) (offset_y + cy * scale) - size / 2 - 1,
                                                      size + 2, size + 2));
      gtk_snapshot_append_color (snapshot, &marker->color,
                                 &GRAPHENE_RECT_INIT ((float) (offset_x + cx * scale) - size / 2,
                                                      (float) (offset_y + cy * scale) - size / 2,
                                                      size, size));
    }

  if (self->viewport != NULL && tactics_viewport_get_view_width (self->viewport) > 0)
    {
      double x0, y0, x1, y1;
      graphene_rect_t rect;

      tactics_viewport_widget_to_board (self->viewport, 0, 0, &x0, &y0);
      tactics_viewport_widget_to_board (self->viewport,
                                        tactics_viewport_get_view_width (self->viewport),
                                        tactics_viewport_get_view_height (self->viewport),
                                        &x1, &y1);
      x0 = CLAMP (x0, 0.0, extent_width);
      y0 = CLAMP (y0, 0.0, extent_height);
      x1 = CLAMP (x1, 0.0, extent_width);
      y1 = CLAMP (y1, 0.0, extent_height);
      rect = GRAPHENE_RECT_INIT ((float) (offset_x + x0 * scale), (float) (offset_y + y0 * scale),
                                 (float) MAX ((x1 - x0) * scale, 2.0),
                                 (float) MAX ((y1 - y0) * scale, 2.0));
      /* A dark frame round a light one: visible on any terrain. */
      append_frame (snapshot, &GRAPHENE_RECT_INIT (rect.origin.x - 1, rect.origin.y - 1,
                                                   rect.size.width + 2, rect.size.height + 2),
                    3.0f, &shade);
      append_frame (snapshot, &rect, 1.5f, &light);
    }
}

static void
tactics_minimap_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 48;
  *natural = 180;
}

static void
tactics_minimap_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  invalidate_picture (TACTICS_MINIMAP (widget));
}

/* Input: a click or a drag centres the viewport on the point. */

static void
center_viewport_at (TacticsMinimap *self,
                    double          x,
                    double          y)
{
  double board_x;
  double board_y;

  if (self->viewport != NULL && tactics_minimap_to_board (self, x, y, &board_x, &board_y))
    tactics_viewport_set_center (self->viewport, board_x, board_y);
}

static void
on_drag_begin (TacticsMinimap *self,
               double          x,
               double          y)
{
  self->drag_start_x = x;
  self->drag_start_y = y;
  center_viewport_at (self, x, y);
}

static void
on_drag_update (TacticsMinimap *self,
                double          dx,
                double          dy)
{
  center_viewport_at (self, self->drag_start_x + dx, self->drag_start_y + dy);
}

/* Properties */

static void
on_map_cells_changed (TacticsMinimap *self)
{
  invalidate_picture (self);
}

/* A terrain's colour is the ruleset's to change, not the map's. */
static void
follow_ruleset (TacticsMinimap *self)
{
  TacticsRuleset *ruleset = self->map != NULL ? tactics_map_get_ruleset (self->map) : NULL;

  if (self->ruleset != ruleset)
    {
      if (self->ruleset != NULL)
        g_signal_handlers_disconnect_by_data (self->ruleset, self);
      g_set_object (&self->ruleset, ruleset);
      if (ruleset != NULL)
        g_signal_connect_swapped (ruleset, "changed", G_CALLBACK (on_map_cells_changed), self);
    }
  invalidate_picture (self);
}

/**
 * tactics_minimap_set_map:
 * @self: a minimap
 * @map: (nullable): the map to show, or %NULL for none
 *
 * Shows @map and follows its edits.
 */
void
tactics_minimap_set_map (TacticsMinimap *self,
                         TacticsMap     *map)
{
  g_return_if_fail (TACTICS_IS_MINIMAP (self));
  g_return_if_fail (map == NULL || TACTICS_IS_MAP (map));

  if (self->map == map)
    return;
  if (self->map != NULL)
    g_signal_handlers_disconnect_by_data (self->map, self);
  g_set_object (&self->map, map);
  if (map != NULL)
    {
      /* Painted cells and resizes; a new topology or ruleset. */
      g_signal_connect_swapped (map, "cells-changed", G_CALLBACK (on_map_cells_changed), self);
      g_signal_connect_swapped (map, "notify::topology", G_CALLBACK (on_map_cells_changed), self);
      g_signal_connect_swapped (map, "notify::ruleset", G_CALLBACK (follow_ruleset), self);
    }
  g_array_set_size (self->markers, 0);
  follow_ruleset (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAP]);
}

/**
 * tactics_minimap_get_map:
 * @self: a minimap
 *
 * Gives the map the minimap shows.
 *
 * Returns: (transfer none) (nullable): the map shown, or %NULL
 */
TacticsMap *
tactics_minimap_get_map (TacticsMinimap *self)
{
  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), NULL);

  return self->map;
}

/**
 * tactics_minimap_set_viewport:
 * @self: a minimap
 * @viewport: (nullable): the board's viewport, or %NULL for none
 *
 * Sets the viewport the minimap shows as a rectangle and moves on a click
 * or a drag.
 */
void
tactics_minimap_set_viewport (TacticsMinimap  *self,
                              TacticsViewport *viewport)
{
  g_return_if_fail (TACTICS_IS_MINIMAP (self));
  g_return_if_fail (viewport == NULL || TACTICS_IS_VIEWPORT (viewport));

  if (self->viewport == viewport)
    return;
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_set_object (&self->viewport, viewport);
  if (viewport != NULL)
    g_signal_connect_swapped (viewport, "changed", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWPORT]);
}

/**
 * tactics_minimap_get_viewport:
 * @self: a minimap
 *
 * Gives the viewport the minimap shows and moves.
 *
 * Returns: (transfer none) (nullable): the viewport, or %NULL
 */
TacticsViewport *
tactics_minimap_get_viewport (TacticsMinimap *self)
{
  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), NULL);

  return self->viewport;
}

/**
 * tactics_minimap_set_markers:
 * @self: a minimap
 * @markers: (array length=n_markers): the dots to show
 * @n_markers: how many there are
 *
 * Replaces the markers with a copy of @markers.
 */
void
tactics_minimap_set_markers (TacticsMinimap             *self,
                             const TacticsMinimapMarker *markers,
                             guint                       n_markers)
{
  g_return_if_fail (TACTICS_IS_MINIMAP (self));
  g_return_if_fail (markers != NULL || n_markers == 0);

  g_array_set_size (self->markers, 0);
  g_array_append_vals (self->markers, markers, n_markers);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tactics_minimap_get_n_markers:
 * @self: a minimap
 *
 * Counts the markers shown.
 *
 * Returns: the number of markers shown
 */
guint
tactics_minimap_get_n_markers (TacticsMinimap *self)
{
  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), 0);

  return self->markers->len;
}

static void
on_view_changed (TacticsMinimap *self)
{
  invalidate_picture (self);
}

/**
 * tactics_minimap_set_view:
 * @self: a minimap
 * @view: (nullable): a player's view of a match on the minimap's map, or
 *   %NULL to show the whole map
 *
 * Shows the map as @view's player knows it, as the board does under fog
 * of war: ground it does not see now dimmed, ground it never saw black.
 * The minimap follows the view's changes. It leaves the markers alone:
 * the caller gives only those of units the player sees.
 */
void
tactics_minimap_set_view (TacticsMinimap *self,
                          TacticsView    *view)
{
  g_return_if_fail (TACTICS_IS_MINIMAP (self));
  g_return_if_fail (view == NULL || TACTICS_IS_VIEW (view));

  if (self->view == view)
    return;
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_set_object (&self->view, view);
  if (view != NULL)
    g_signal_connect_swapped (view, "changed", G_CALLBACK (on_view_changed), self);
  invalidate_picture (self);
}

/**
 * tactics_minimap_get_view:
 * @self: a minimap
 *
 * Gets the view whose fog the minimap shows.
 *
 * Returns: (transfer none) (nullable): the view, or %NULL
 */
TacticsView *
tactics_minimap_get_view (TacticsMinimap *self)
{
  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), NULL);

  return self->view;
}

/**
 * tactics_minimap_get_n_renders:
 * @self: a minimap
 *
 * Counts how many times the terrain picture was drawn again, for tests
 * that check it is drawn only when needed.
 *
 * Returns: the number of renders
 */
guint
tactics_minimap_get_n_renders (TacticsMinimap *self)
{
  g_return_val_if_fail (TACTICS_IS_MINIMAP (self), 0);

  return self->n_renders;
}

/**
 * tactics_minimap_new:
 *
 * Makes a minimap widget.
 *
 * Returns: (transfer floating): a minimap showing no map
 */
GtkWidget *
tactics_minimap_new (void)
{
  return g_object_new (TACTICS_TYPE_MINIMAP, NULL);
}

static void
tactics_minimap_dispose (GObject *object)
{
  TacticsMinimap *self = TACTICS_MINIMAP (object);

  tactics_minimap_set_map (self, NULL);
  tactics_minimap_set_viewport (self, NULL);
  tactics_minimap_set_view (self, NULL);
  g_clear_object (&self->picture);

  G_OBJECT_CLASS (tactics_minimap_parent_class)->dispose (object);
}

static void
tactics_minimap_finalize (GObject *object)
{
  TacticsMinimap *self = TACTICS_MINIMAP (object);

  g_array_unref (self->markers);

  G_OBJECT_CLASS (tactics_minimap_parent_class)->finalize (object);
}

static void
tactics_minimap_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TacticsMinimap *self = TACTICS_MINIMAP (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_minimap_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TacticsMinimap *self = TACTICS_MINIMAP (object);

  switch (prop_id)
    {
    case PROP_MAP:
      tactics_minimap_set_map (self, g_value_get_object (value));
      break;
    case PROP_VIEWPORT:
      tactics_minimap_set_viewport (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_minimap_class_init (TacticsMinimapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_minimap_dispose;
  object_class->finalize = tactics_minimap_finalize;
  object_class->get_property = tactics_minimap_get_property;
  object_class->set_property = tactics_minimap_set_property;

  widget_class->snapshot = tactics_minimap_snapshot;
  widget_class->measure = tactics_minimap_measure;
  widget_class->size_allocate = tactics_minimap_size_allocate;

  /**
   * TacticsMinimap:map:
   *
   * The map shown, or %NULL for none.
   */
  properties[PROP_MAP] = g_param_spec_object ("map", NULL, NULL, TACTICS_TYPE_MAP, flags);
  /**
   * TacticsMinimap:viewport:
   *
   * The board's viewport, which the minimap shows and moves; %NULL for none.
   */
  properties[PROP_VIEWPORT] = g_param_spec_object ("viewport", NULL, NULL,
                                                   TACTICS_TYPE_VIEWPORT, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "minimap");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tactics_minimap_init (TacticsMinimap *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->markers = g_array_new (FALSE, FALSE, sizeof (TacticsMinimapMarker));
  self->picture_dirty = TRUE;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Minimap: click to move the view"), -1);
}
