/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "tactics-gtk.h"
#include "tactics-cell-mask-private.h"

/* From this many cells a layer is drawn from a mask (tactics-cell-mask.c). */
#define MASK_MIN_CELLS 1024
/* Labels are drawn only from this cell size (widget pixels) up. */
#define LABEL_MIN_CELL_SIZE 18.0

struct _TacticsCellLayer
{
  TacticsBoardLayer  parent_instance;

  TacticsCellStyle   style;
  GdkRGBA            color;
  gboolean           has_color;
  GdkRGBA            fill;
  gboolean           has_fill;

  GArray            *cells;   /* TacticsCell, in the order given */
  GHashTable        *set;     /* packed cell → itself, for lookups; NULL
                               * until one is needed */
  GHashTable        *labels;  /* packed cell → owned string */
};

/**
 * TacticsCellLayer:
 *
 * A set of cells shown in a #TacticsCellStyle: movement reach, a path, an
 * action's possible foci or its effect, a selection, a tool's brush
 * outline.
 *
 * Cells keep the order they were given in (a path is drawn in that order),
 * and a cell is held once. A cell may carry a short label (remaining move
 * points, a step number) drawn in its middle when cells are large enough.
 */
G_DEFINE_FINAL_TYPE (TacticsCellLayer, tactics_cell_layer, TACTICS_TYPE_BOARD_LAYER)

enum {
  PROP_0,
  PROP_STYLE,
  PROP_COLOR,
  PROP_FILL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Board coordinates fit in 16 bits (TACTICS_MAX_MAP_SIZE is 4096); cells
 * a little off the board still pack without clashing. */
static gpointer
pack_cell (TacticsCell cell)
{
  return GUINT_TO_POINTER (((guint) (cell.y & 0xffff) << 16) | ((guint) cell.x & 0xffff));
}

/* The lookup set, built when first asked for: a preview of a million cells
 * replaced at every pointer move seldom needs one. */
static GHashTable *
ensure_set (TacticsCellLayer *self)
{
  if (self->set == NULL)
    {
      self->set = g_hash_table_new (g_direct_hash, g_direct_equal);
      for (guint i = 0; i < self->cells->len; i++)
        g_hash_table_add (self->set, pack_cell (g_array_index (self->cells, TacticsCell, i)));
    }
  return self->set;
}

static gboolean
contains_cell (TacticsCellLayer *self,
               TacticsCell       cell)
{
  return g_hash_table_contains (ensure_set (self), pack_cell (cell));
}

static void
style_color (TacticsCellStyle style,
             GdkRGBA         *color)
{
  switch (style)
    {
    case TACTICS_CELL_STYLE_REACH:
      *color = (GdkRGBA) { 0.16, 0.47, 0.96, 1.0 };
      break;
    case TACTICS_CELL_STYLE_PATH:
      *color = (GdkRGBA) { 1.0, 0.98, 0.9, 1.0 };
      break;
    case TACTICS_CELL_STYLE_FOCI:
      *color = (GdkRGBA) { 1.0, 0.62, 0.1, 1.0 };
      break;
    case TACTICS_CELL_STYLE_EFFECT:
      *color = (GdkRGBA) { 0.9, 0.16, 0.14, 1.0 };
      break;
    case TACTICS_CELL_STYLE_SELECTION:
      *color = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
      break;
    case TACTICS_CELL_STYLE_BRUSH:
      *color = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
      break;
    case TACTICS_CELL_STYLE_PLACEMENT:
      *color = (GdkRGBA) { 1.0, 1.0, 1.0, 1.0 };
      break;
    case TACTICS_CELL_STYLE_REGION:
      *color = (GdkRGBA) { 0.85, 0.65, 0.13, 1.0 };
      break;
    case TACTICS_CELL_STYLE_HIGHLIGHT:
    default:
      *color = (GdkRGBA) { 1.0, 0.86, 0.2, 1.0 };
      break;
    }
}

static void
set_rgba (cairo_t       *cr,
          const GdkRGBA *color,
          double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* Outlines the layer's region: every cell edge whose neighbour across it
 * is not in the layer. The neighbour is found through the geometry (the
 * cell under the point mirrored across the edge's middle), so this holds
 * for any topology the geometry knows. */
static void
append_region_outline (TacticsCellLayer               *self,
                       cairo_t                        *cr,
                       const TacticsBoardLayerContext *context,
                       GArray                         *visible,
                       double                          inset)
{
  int n_edges = context->topology == TACTICS_TOPOLOGY_HEX ? 6 : 4;
  double size = context->cell_size;
  /* Corners move in along the centre–corner line. */
  double shrink = tactics_cell_inset_size (context->topology, size, inset);

  for (guint i = 0; i < visible->len; i++)
    {
      TacticsCell cell = g_array_index (visible, TacticsCell, i);
      double center_x;
      double center_y;

      tactics_board_layer_context_cell_center (context, cell, &center_x, &center_y);
      for (int edge = 0; edge < n_edges; edge++)
        {
          double ax, ay, bx, by;
          double sx, sy, tx, ty;
          TacticsCell neighbour;

          tactics_cell_corner (context->topology, size, center_x, center_y, edge, &ax, &ay);
          tactics_cell_corner (context->topology, size, center_x, center_y, edge + 1, &bx, &by);
          neighbour = tactics_pixel_to_cell (context->topology, size,
                                             ax + bx - center_x, ay + by - center_y);
          if (contains_cell (self, neighbour))
            continue;

          tactics_cell_corner (context->topology, shrink, center_x, center_y, edge, &sx, &sy);
          tactics_cell_corner (context->topology, shrink, center_x, center_y, edge + 1, &tx, &ty);
          cairo_move_to (cr, sx, sy);
          cairo_line_to (cr, tx, ty);
        }
    }
}

static void
append_cells (cairo_t                        *cr,
              const TacticsBoardLayerContext *context,
              GArray                         *visible,
              double                          inset)
{
  for (guint i = 0; i < visible->len; i++)
    {
      TacticsCell cell = g_array_index (visible, TacticsCell, i);
      double center_x;
      double center_y;
      double last_x;
      guint end = i;

      tactics_board_layer_context_cell_center (context, cell, &center_x, &center_y);
      /* Squares side by side in a row are one rectangle when filled
       * whole (no inset): a big area is a rectangle a row, not a cell. */
      while (context->topology == TACTICS_TOPOLOGY_SQUARE && inset == 0.0
             && end + 1 < visible->len
             && g_array_index (visible, TacticsCell, end + 1).y == cell.y
             && g_array_index (visible, TacticsCell, end + 1).x
                == g_array_index (visible, TacticsCell, end).x + 1)
        end++;
      if (end == i)
        {
          tactics_append_cell_path (cr, context->topology, context->cell_size,
                                    center_x, center_y, inset);
          continue;
        }
      tactics_board_layer_context_cell_center (context, g_array_index (visible, TacticsCell, end),
                                               &last_x, &center_y);
      cairo_rectangle (cr, center_x - context->cell_size / 2.0, center_y - context->cell_size / 2.0,
                       last_x - center_x + context->cell_size, context->cell_size);
      i = end;
    }
}

/* The outline of a large region, neighbours looked up in @mask: the
 * neighbour across edge k is the one a step away in direction k. */
static void
append_mask_outline (cairo_t                        *cr,
                     const TacticsBoardLayerContext *context,
                     const TacticsCellMask          *mask,
                     GArray                         *visible,
                     double                          inset)
{
  gboolean hex = context->topology == TACTICS_TOPOLOGY_HEX;
  TacticsMetric metric = hex ? TACTICS_METRIC_HEX : TACTICS_METRIC_MANHATTAN;
  int n_edges = hex ? 6 : 4;
  double size = context->cell_size;
  double shrink = tactics_cell_inset_size (context->topology, size, inset);

  for (guint i = 0; i < visible->len; i++)
    {
      TacticsCell cell = g_array_index (visible, TacticsCell, i);
      double center_x;
      double center_y;
      gboolean centred = FALSE;

      /* Most cells of a large region are inside it: no edge to look at. */
      if (tactics_cell_mask_surrounded (mask, cell))
        continue;
      for (int edge = 0; edge < n_edges; edge++)
        {
          double sx, sy, tx, ty;

          if (tactics_cell_mask_contains (mask, tactics_step (metric, cell, edge, 1)))
            continue;
          if (!centred)
            tactics_board_layer_context_cell_center (context, cell, &center_x, &center_y);
          centred = TRUE;
          tactics_cell_corner (context->topology, shrink, center_x, center_y, edge, &sx, &sy);
          tactics_cell_corner (context->topology, shrink, center_x, center_y, edge + 1, &tx, &ty);
          cairo_move_to (cr, sx, sy);
          cairo_line_to (cr, tx, ty);
        }
    }
}

/* Hexes large enough to show their shape as paths; anything else from the
 * mask, in time proportional to the cells. */
static void
fill_area (cairo_t                        *cr,
           const TacticsBoardLayerContext *context,
           const TacticsCellMask          *mask,
           GArray                         *visible)
{
  if (context->topology == TACTICS_TOPOLOGY_HEX && context->cell_size >= 6.0)
    {
      append_cells (cr, context, visible, 0.0);
      cairo_fill (cr);
    }
  else
    {
      tactics_cell_mask_fill (mask, cr, context);
    }
}

static void
draw_area (TacticsCellLayer               *self,
           cairo_t                        *cr,
           const TacticsBoardLayerContext *context,
           GArray                         *visible,
           const GdkRGBA                  *color,
           double                          fill_alpha,
           gboolean                        dashed)
{
  double line_width = CLAMP (context->cell_size * 0.07, 1.5, 3.0);
  TacticsCellMask mask;

  /* A large layer, or one with a fill of its own (what a tool is about to
   * paint, shown under the outline), is drawn from a mask: a rectangle of
   * a million cells costs a million bytes, not a million paths or hash
   * lookups. */
  if (self->has_fill || self->cells->len >= MASK_MIN_CELLS)
    {
      tactics_cell_mask_init (&mask, self->cells, context);
      if (self->has_fill)
        {
          gdk_cairo_set_source_rgba (cr, &self->fill);
          fill_area (cr, context, &mask, visible);
        }
      set_rgba (cr, color, self->has_fill ? fill_alpha / 2.0 : fill_alpha);
      fill_area (cr, context, &mask, visible);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      append_mask_outline (cr, context, &mask, visible, line_width / 2.0);
      tactics_cell_mask_clear (&mask);
    }
  else
    {
      append_cells (cr, context, visible, 0.0);
      set_rgba (cr, color, fill_alpha);
      cairo_fill (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      append_region_outline (self, cr, context, visible, line_width / 2.0);
    }
  if (dashed)
    {
      double dash = MAX (context->cell_size * 0.18, 3.0);

      cairo_set_line_width (cr, line_width + 2.0);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_stroke_preserve (cr);
      cairo_set_dash (cr, &dash, 1, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
  else
    {
      /* A dark halo keeps a light outline readable on light ground. */
      cairo_set_line_width (cr, line_width + 1.5);
      cairo_set_source_rgba (cr, 0, 0, 0,
                             color->red + color->green + color->blue > 2.4 ? 0.5 : 0.25);
      cairo_stroke_preserve (cr);
    }
  cairo_set_line_width (cr, line_width);
  set_rgba (cr, color, 1.0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_frames (cairo_t                        *cr,
             const TacticsBoardLayerContext *context,
             GArray                         *visible,
             const GdkRGBA                  *color,
             double                          fill_alpha)
{
  double line_width = CLAMP (context->cell_size * 0.08, 1.5, 4.0);

  if (fill_alpha > 0.0)
    {
      append_cells (cr, context, visible, 0.0);
      set_rgba (cr, color, fill_alpha);
      cairo_fill (cr);
    }

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  append_cells (cr, context, visible, line_width / 2.0 + 0.5);
  cairo_set_line_width (cr, line_width + 1.5);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, line_width);
  set_rgba (cr, color, 1.0);
  cairo_stroke (cr);
}

/* No single colour reads on every terrain (a green outline vanishes on
 * grass, a white one on snow): a light wash, then each cell framed by a
 * dark line with a light one inside it, so one of the two always stands
 * out. */
static void
draw_double_frames (cairo_t                        *cr,
                    const TacticsBoardLayerContext *context,
                    GArray                         *visible,
                    const GdkRGBA                  *color)
{
  double line_width = CLAMP (context->cell_size * 0.05, 1.0, 2.5);

  append_cells (cr, context, visible, 0.0);
  set_rgba (cr, color, 0.3);
  cairo_fill (cr);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  append_cells (cr, context, visible, line_width + 0.5);
  cairo_set_line_width (cr, line_width * 3.0);
  cairo_set_source_rgba (cr, 0.05, 0.05, 0.08, 0.85);
  cairo_stroke (cr);
  append_cells (cr, context, visible, line_width * 2.0 + 0.5);
  cairo_set_line_width (cr, line_width);
  set_rgba (cr, color, 1.0);
  cairo_stroke (cr);
}

/* The first cell of an effect is where the action is aimed: a target
 * ring tells it from the cells hit around it. */
static void
draw_target (TacticsCellLayer               *self,
             cairo_t                        *cr,
             const TacticsBoardLayerContext *context)
{
  TacticsCell focus;
  double radius = context->cell_size * 0.22;
  double x;
  double y;

  if (self->cells->len == 0)
    return;
  focus = g_array_index (self->cells, TacticsCell, 0);
  if (!tactics_board_layer_context_wants_cell (context, focus) || radius < 3.0)
    return;

  tactics_board_layer_context_cell_center (context, focus, &x, &y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_move_to (cr, x - radius * 1.6, y);
  cairo_line_to (cr, x - radius * 0.5, y);
  cairo_move_to (cr, x + radius * 0.5, y);
  cairo_line_to (cr, x + radius * 1.6, y);
  cairo_move_to (cr, x, y - radius * 1.6);
  cairo_line_to (cr, x, y - radius * 0.5);
  cairo_move_to (cr, x, y + radius * 0.5);
  cairo_line_to (cr, x, y + radius * 1.6);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (radius * 0.35, 2.5));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, MAX (radius * 0.18, 1.5));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_stroke (cr);
}

static void
draw_path (TacticsCellLayer               *self,
           cairo_t                        *cr,
           const TacticsBoardLayerContext *context,
           const GdkRGBA                  *color)
{
  double size = context->cell_size;
  double line_width = CLAMP (size * 0.12, 2.0, 8.0);
  double end_x = 0;
  double end_y = 0;
  double previous_x = 0;
  double previous_y = 0;
  guint n_cells = self->cells->len;

  if (n_cells == 0)
    return;

  /* The route, drawn whole (cairo clips what is off screen). */
  for (guint i = 0; i < n_cells; i++)
    {
      double x;
      double y;

      tactics_board_layer_context_cell_center (context,
                                               g_array_index (self->cells, TacticsCell, i),
                                               &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
      previous_x = end_x;
      previous_y = end_y;
      end_x = x;
      end_y = y;
    }

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, line_width + 3.0);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, line_width);
  set_rgba (cr, color, 0.95);
  cairo_stroke (cr);

  /* the start, a ring */
  {
    TacticsCell start = g_array_index (self->cells, TacticsCell, 0);
    double x;
    double y;

    tactics_board_layer_context_cell_center (context, start, &x, &y);
    cairo_new_sub_path (cr);
    cairo_arc (cr, x, y, line_width * 1.2, 0, 2 * G_PI);
    cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
    cairo_set_line_width (cr, line_width * 0.9);
    cairo_stroke_preserve (cr);
    set_rgba (cr, color, 1.0);
    cairo_set_line_width (cr, line_width * 0.5);
    cairo_stroke (cr);
  }

  /* the goal, an arrowhead along the last step */
  if (n_cells > 1)
    {
      double angle = atan2 (end_y - previous_y, end_x - previous_x);
      double length = MAX (size * 0.38, line_width * 2.5);

      cairo_save (cr);
      cairo_translate (cr, end_x, end_y);
      cairo_rotate (cr, angle);
      cairo_move_to (cr, length * 0.45, 0);
      cairo_line_to (cr, -length * 0.55, -length * 0.5);
      cairo_line_to (cr, -length * 0.55, length * 0.5);
      cairo_close_path (cr);
      cairo_restore (cr);
      cairo_set_line_width (cr, 2.0);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
      cairo_stroke_preserve (cr);
      set_rgba (cr, color, 1.0);
      cairo_fill (cr);
    }
}

static void
draw_labels (TacticsCellLayer               *self,
             cairo_t                        *cr,
             const TacticsBoardLayerContext *context,
             GArray                         *visible)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *font;

  if (g_hash_table_size (self->labels) == 0 || context->cell_size < LABEL_MIN_CELL_SIZE)
    return;

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, context->cell_size * 0.36 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < visible->len; i++)
    {
      TacticsCell cell = g_array_index (visible, TacticsCell, i);
      const char *label = g_hash_table_lookup (self->labels, pack_cell (cell));
      PangoRectangle extent;
      double x;
      double y;

      if (label == NULL)
        continue;

      tactics_board_layer_context_cell_center (context, cell, &x, &y);
      pango_layout_set_text (layout, label, -1);
      pango_layout_get_pixel_extents (layout, NULL, &extent);
      cairo_move_to (cr, x - extent.width / 2.0 - extent.x, y - extent.height / 2.0 - extent.y);
      pango_cairo_layout_path (cr, layout);
      cairo_set_line_width (cr, 3.0);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      cairo_fill (cr);
    }
}

static void
tactics_cell_layer_snapshot (TacticsBoardLayer              *layer,
                             GtkSnapshot                    *snapshot,
                             const TacticsBoardLayerContext *context)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (layer);
  g_autoptr(GArray) visible = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  double size = context->cell_size;
  double margin;
  double left = G_MAXDOUBLE;
  double top = G_MAXDOUBLE;
  double right = -G_MAXDOUBLE;
  double bottom = -G_MAXDOUBLE;
  GdkRGBA color;
  cairo_t *cr;

  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell cell = g_array_index (self->cells, TacticsCell, i);
      double x;
      double y;

      if (!tactics_board_layer_context_wants_cell (context, cell))
        continue;
      g_array_append_val (visible, cell);
      tactics_board_layer_context_cell_center (context, cell, &x, &y);
      left = MIN (left, x);
      top = MIN (top, y);
      right = MAX (right, x);
      bottom = MAX (bottom, y);
    }

  if (visible->len == 0)
    return;

  /* A path may cross the view with its ends off it: draw it over the
   * whole visible range. */
  if (self->style == TACTICS_CELL_STYLE_PATH)
    {
      double x0, y0, x1, y1;

      tactics_board_layer_context_cell_center (context,
                                               (TacticsCell) { context->first_x, context->first_y },
                                               &x0, &y0);
      tactics_board_layer_context_cell_center (context,
                                               (TacticsCell) { context->last_x, context->last_y },
                                               &x1, &y1);
      left = MIN (left, x0);
      top = MIN (top, y0);
      right = MAX (right, x1);
      bottom = MAX (bottom, y1);
    }

  margin = size + 6.0;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (left - margin, top - margin,
                                                       right - left + 2 * margin,
                                                       bottom - top + 2 * margin));
  tactics_cell_layer_get_color (self, &color);

  switch (self->style)
    {
    case TACTICS_CELL_STYLE_REACH:
      draw_area (self, cr, context, visible, &color, 0.32, FALSE);
      break;
    case TACTICS_CELL_STYLE_FOCI:
      draw_area (self, cr, context, visible, &color, 0.38, FALSE);
      break;
    case TACTICS_CELL_STYLE_SELECTION:
      draw_area (self, cr, context, visible, &color, 0.2, TRUE);
      break;
    case TACTICS_CELL_STYLE_BRUSH:
      draw_area (self, cr, context, visible, &color, 0.22, FALSE);
      break;
    case TACTICS_CELL_STYLE_REGION:
      draw_area (self, cr, context, visible, &color, 0.16, FALSE);
      break;
    case TACTICS_CELL_STYLE_EFFECT:
      draw_frames (cr, context, visible, &color, 0.5);
      draw_target (self, cr, context);
      break;
    case TACTICS_CELL_STYLE_HIGHLIGHT:
      draw_frames (cr, context, visible, &color, 0.0);
      break;
    case TACTICS_CELL_STYLE_PATH:
      draw_path (self, cr, context, &color);
      break;
    case TACTICS_CELL_STYLE_PLACEMENT:
      draw_double_frames (cr, context, visible, &color);
      break;
    default:
      g_assert_not_reached ();
    }

  draw_labels (self, cr, context, visible);
  cairo_destroy (cr);
}

static void
tactics_cell_layer_finalize (GObject *object)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (object);

  g_clear_pointer (&self->cells, g_array_unref);
  g_clear_pointer (&self->set, g_hash_table_unref);
  g_clear_pointer (&self->labels, g_hash_table_unref);

  G_OBJECT_CLASS (tactics_cell_layer_parent_class)->finalize (object);
}

static void
tactics_cell_layer_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (object);

  switch (prop_id)
    {
    case PROP_STYLE:
      g_value_set_enum (value, self->style);
      break;
    case PROP_COLOR:
      g_value_set_boxed (value, self->has_color ? &self->color : NULL);
      break;
    case PROP_FILL:
      g_value_set_boxed (value, self->has_fill ? &self->fill : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_cell_layer_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TacticsCellLayer *self = TACTICS_CELL_LAYER (object);

  switch (prop_id)
    {
    case PROP_STYLE:
      tactics_cell_layer_set_style (self, g_value_get_enum (value));
      break;
    case PROP_COLOR:
      tactics_cell_layer_set_color (self, g_value_get_boxed (value));
      break;
    case PROP_FILL:
      tactics_cell_layer_set_fill (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_cell_layer_class_init (TacticsCellLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TacticsBoardLayerClass *layer_class = TACTICS_BOARD_LAYER_CLASS (klass);

  object_class->finalize = tactics_cell_layer_finalize;
  object_class->get_property = tactics_cell_layer_get_property;
  object_class->set_property = tactics_cell_layer_set_property;

  layer_class->snapshot = tactics_cell_layer_snapshot;

  /**
   * TacticsCellLayer:style:
   *
   * How the cells are drawn.
   */
  properties[PROP_STYLE] =
    g_param_spec_enum ("style", NULL, NULL,
                       TACTICS_TYPE_CELL_STYLE, TACTICS_CELL_STYLE_HIGHLIGHT,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_EXPLICIT_NOTIFY
                       | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsCellLayer:color:
   *
   * The colour the cells are drawn in; %NULL for the style's own colour.
   */
  properties[PROP_COLOR] =
    g_param_spec_boxed ("color", NULL, NULL,
                        GDK_TYPE_RGBA,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsCellLayer:fill:
   *
   * The colour the cells are filled with under the style's drawing; %NULL
   * for none.
   */
  properties[PROP_FILL] =
    g_param_spec_boxed ("fill", NULL, NULL,
                        GDK_TYPE_RGBA,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_cell_layer_init (TacticsCellLayer *self)
{
  self->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  self->labels = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
}

/**
 * tactics_cell_layer_new:
 * @style: how to draw the cells
 *
 * Makes a layer that shows cells in @style.
 *
 * Returns: (transfer full): an empty cell layer
 */
TacticsCellLayer *
tactics_cell_layer_new (TacticsCellStyle style)
{
  return g_object_new (TACTICS_TYPE_CELL_LAYER, "style", style, NULL);
}

/**
 * tactics_cell_layer_get_style:
 * @self: a cell layer
 *
 * Tells how the cells are drawn.
 *
 * Returns: how the cells are drawn
 */
TacticsCellStyle
tactics_cell_layer_get_style (TacticsCellLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), TACTICS_CELL_STYLE_HIGHLIGHT);

  return self->style;
}

/**
 * tactics_cell_layer_set_style:
 * @self: a cell layer
 * @style: how to draw the cells
 *
 * Changes how the cells are drawn; the colour in use follows the style
 * unless one was set.
 */
void
tactics_cell_layer_set_style (TacticsCellLayer *self,
                              TacticsCellStyle  style)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (self->style == style)
    return;

  self->style = style;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STYLE]);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_get_color:
 * @self: a cell layer
 * @color: (out caller-allocates): the colour in use
 *
 * Gives the colour in use: the one set, else the style's.
 */
void
tactics_cell_layer_get_color (TacticsCellLayer *self,
                              GdkRGBA          *color)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));
  g_return_if_fail (color != NULL);

  if (self->has_color)
    *color = self->color;
  else
    style_color (self->style, color);
}

/**
 * tactics_cell_layer_set_color:
 * @self: a cell layer
 * @color: (nullable): the colour to draw the cells in, or %NULL for the
 *   style's own
 *
 * Sets the colour the cells are drawn in.
 */
void
tactics_cell_layer_set_color (TacticsCellLayer *self,
                              const GdkRGBA    *color)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (color == NULL && !self->has_color)
    return;
  if (color != NULL && self->has_color && gdk_rgba_equal (color, &self->color))
    return;

  self->has_color = color != NULL;
  if (color != NULL)
    self->color = *color;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_get_fill:
 * @self: a cell layer
 * @fill: (out caller-allocates) (optional): the fill colour, when there is
 *   one
 *
 * Gives the colour the cells are filled with.
 *
 * Returns: %TRUE when the cells are filled
 */
gboolean
tactics_cell_layer_get_fill (TacticsCellLayer *self,
                             GdkRGBA          *fill)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), FALSE);

  if (self->has_fill && fill != NULL)
    *fill = self->fill;
  return self->has_fill;
}

/**
 * tactics_cell_layer_set_fill:
 * @self: a cell layer
 * @fill: (nullable): the fill colour, or %NULL for none
 *
 * Fills the cells with a colour under the style's drawing, e.g. the
 * terrain a tool is about to paint, slightly translucent. Only the area
 * styles (reach, foci, selection, brush) are filled. The fill is drawn
 * from a mask, so even a million cells stay cheap.
 */
void
tactics_cell_layer_set_fill (TacticsCellLayer *self,
                             const GdkRGBA    *fill)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (fill == NULL && !self->has_fill)
    return;
  if (fill != NULL && self->has_fill && gdk_rgba_equal (fill, &self->fill))
    return;

  self->has_fill = fill != NULL;
  if (fill != NULL)
    self->fill = *fill;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILL]);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

static gboolean
same_cells (TacticsCellLayer  *self,
            const TacticsCell *cells,
            guint              n_cells)
{
  if (self->cells->len != n_cells || g_hash_table_size (self->labels) != 0)
    return FALSE;

  for (guint i = 0; i < n_cells; i++)
    {
      TacticsCell held = g_array_index (self->cells, TacticsCell, i);

      if (held.x != cells[i].x || held.y != cells[i].y)
        return FALSE;
    }
  return TRUE;
}

/**
 * tactics_cell_layer_set_cells:
 * @self: a cell layer
 * @cells: (array length=n_cells): the new cells, in order
 * @n_cells: how many cells there are
 *
 * Replaces every cell and drops the labels; duplicates are dropped. Nothing
 * is redrawn when the cells are the same as before.
 */
void
tactics_cell_layer_set_cells (TacticsCellLayer  *self,
                              const TacticsCell *cells,
                              guint              n_cells)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));
  g_return_if_fail (cells != NULL || n_cells == 0);

  if (same_cells (self, cells, n_cells))
    return;

  g_array_set_size (self->cells, 0);
  g_clear_pointer (&self->set, g_hash_table_unref);
  g_hash_table_remove_all (self->labels);
  tactics_cell_array_append_unique (self->cells, cells, n_cells);

  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_add_cell: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Adds @cell at the end, unless the layer holds it already.
 */
void
tactics_cell_layer_add_cell (TacticsCellLayer *self,
                             TacticsCell       cell)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (!g_hash_table_add (ensure_set (self), pack_cell (cell)))
    return;

  g_array_append_val (self->cells, cell);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_remove_cell: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Removes @cell and its label, if the layer holds it.
 */
void
tactics_cell_layer_remove_cell (TacticsCellLayer *self,
                                TacticsCell       cell)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (!g_hash_table_remove (ensure_set (self), pack_cell (cell)))
    return;

  g_hash_table_remove (self->labels, pack_cell (cell));
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell held = g_array_index (self->cells, TacticsCell, i);

      if (held.x == cell.x && held.y == cell.y)
        {
          g_array_remove_index (self->cells, i);
          break;
        }
    }
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_clear:
 * @self: a cell layer
 *
 * Removes every cell and label.
 */
void
tactics_cell_layer_clear (TacticsCellLayer *self)
{
  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));

  if (self->cells->len == 0)
    return;

  g_array_set_size (self->cells, 0);
  g_clear_pointer (&self->set, g_hash_table_unref);
  g_hash_table_remove_all (self->labels);
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_contains: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Tells whether the layer holds @cell.
 *
 * Returns: %TRUE when the layer holds @cell
 */
gboolean
tactics_cell_layer_contains (TacticsCellLayer *self,
                             TacticsCell       cell)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), FALSE);

  return contains_cell (self, cell);
}

/**
 * tactics_cell_layer_get_n_cells:
 * @self: a cell layer
 *
 * Counts the cells the layer holds.
 *
 * Returns: the number of cells the layer holds
 */
guint
tactics_cell_layer_get_n_cells (TacticsCellLayer *self)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), 0);

  return self->cells->len;
}

/**
 * tactics_cell_layer_get_cell: (skip)
 * @self: a cell layer
 * @position: below tactics_cell_layer_get_n_cells()
 *
 * Gives one of the layer's cells.
 *
 * Returns: the cell at @position, in the order the cells were given
 */
TacticsCell
tactics_cell_layer_get_cell (TacticsCellLayer *self,
                             guint             position)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), ((TacticsCell) { -1, -1 }));
  g_return_val_if_fail (position < self->cells->len, ((TacticsCell) { -1, -1 }));

  return g_array_index (self->cells, TacticsCell, position);
}

/**
 * tactics_cell_layer_set_label: (skip)
 * @self: a cell layer
 * @cell: a cell of the layer
 * @label: (nullable): a short text, or %NULL to remove the label
 *
 * Sets the label drawn in the middle of @cell when cells are large enough.
 */
void
tactics_cell_layer_set_label (TacticsCellLayer *self,
                              TacticsCell       cell,
                              const char       *label)
{
  const char *old;

  g_return_if_fail (TACTICS_IS_CELL_LAYER (self));
  g_return_if_fail (label == NULL || tactics_cell_layer_contains (self, cell));

  old = g_hash_table_lookup (self->labels, pack_cell (cell));
  if (g_strcmp0 (old, label) == 0)
    return;

  if (label == NULL)
    g_hash_table_remove (self->labels, pack_cell (cell));
  else
    g_hash_table_insert (self->labels, pack_cell (cell), g_strdup (label));
  tactics_board_layer_invalidate (TACTICS_BOARD_LAYER (self));
}

/**
 * tactics_cell_layer_get_label: (skip)
 * @self: a cell layer
 * @cell: a cell
 *
 * Gives the label drawn on @cell.
 *
 * Returns: (transfer none) (nullable): the label of @cell, or %NULL
 */
const char *
tactics_cell_layer_get_label (TacticsCellLayer *self,
                              TacticsCell       cell)
{
  g_return_val_if_fail (TACTICS_IS_CELL_LAYER (self), NULL);

  return g_hash_table_lookup (self->labels, pack_cell (cell));
}
