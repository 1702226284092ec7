/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-balance-chart.h"

#define MARGIN 8.0
#define AXIS_WIDTH 44.0
#define LABEL_HEIGHT 22.0

static void
set_color (cairo_t    *cr,
           GtkWidget  *widget,
           double      alpha)
{
  GdkRGBA color;

  /* The theme's text colour, so the chart reads on light and dark themes. */
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha * alpha);
}

/* @text centred on @x (or right-aligned to it when @right), its top at @y,
 * or its middle when @middle: by the line's own height, which differs
 * between scripts (a Japanese font's lines are taller than a Latin one's). */
static void
draw_text (GtkWidget  *widget,
           cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      max_width,
           gboolean    right,
           gboolean    middle)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  int text_width, text_height;

  pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  cairo_move_to (cr, right ? x - text_width : x - text_width / 2.0,
                 middle ? y - text_height / 2.0 : y);
  pango_cairo_show_layout (cr, layout);
}

void
tactics_editor_balance_chart_draw_rates (GtkWidget          *widget,
                                         cairo_t            *cr,
                                         int                 width,
                                         int                 height,
                                         TacticsArenaResult *result,
                                         const char * const *names)
{
  guint n_slots = tactics_arena_result_get_n_slots (result);
  double top = MARGIN, bottom = height - MARGIN - LABEL_HEIGHT;
  double left = MARGIN + AXIS_WIDTH, right = width - MARGIN;
  double slot_width = (right - left) / n_slots;
  double fair = tactics_arena_result_get_fair_share (result);
  static const double dashes[] = { 6.0, 4.0 };

  /* The axis: 0, 50 and 100%, faint lines across. */
  cairo_set_line_width (cr, 1.0);
  for (int percent = 0; percent <= 100; percent += 50)
    {
      double y = bottom - (bottom - top) * percent / 100.0;
      g_autofree char *label = g_strdup_printf ("%d%%", percent);

      set_color (cr, widget, 0.2);
      cairo_move_to (cr, left, y + 0.5);
      cairo_line_to (cr, right, y + 0.5);
      cairo_stroke (cr);
      set_color (cr, widget, 0.8);
      draw_text (widget, cr, label, left - 6.0, y, AXIS_WIDTH, TRUE, TRUE);
    }

  for (guint s = 0; s < n_slots; s++)
    {
      double rate = tactics_arena_result_get_win_rate (result, s);
      double lower, upper, x = left + s * slot_width, centre = x + slot_width / 2.0;
      double bar = MIN (slot_width * 0.5, 80.0);
      g_autofree char *percent = g_strdup_printf ("%.0f%%", rate * 100);

      tactics_arena_result_get_win_interval (result, s, &lower, &upper);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.85);
      cairo_rectangle (cr, centre - bar / 2.0, bottom - (bottom - top) * rate, bar,
                       (bottom - top) * rate);
      cairo_fill (cr);

      /* The interval: a whisker with caps. */
      set_color (cr, widget, 1.0);
      cairo_set_line_width (cr, 2.0);
      cairo_move_to (cr, centre, bottom - (bottom - top) * lower);
      cairo_line_to (cr, centre, bottom - (bottom - top) * upper);
      cairo_move_to (cr, centre - bar / 4.0, bottom - (bottom - top) * lower);
      cairo_line_to (cr, centre + bar / 4.0, bottom - (bottom - top) * lower);
      cairo_move_to (cr, centre - bar / 4.0, bottom - (bottom - top) * upper);
      cairo_line_to (cr, centre + bar / 4.0, bottom - (bottom - top) * upper);
      cairo_stroke (cr);

      draw_text (widget, cr, percent, centre + bar / 2.0 + 22.0,
                 bottom - (bottom - top) * rate, 44.0, FALSE, TRUE);
      draw_text (widget, cr, names[s], centre, bottom + 3.0, slot_width - 4.0, FALSE, FALSE);
    }

  /* The fair share every slot would have on a fair map. */
  cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0.0);
  cairo_move_to (cr, left, bottom - (bottom - top) * fair);
  cairo_line_to (cr, right, bottom - (bottom - top) * fair);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0.0);
}

void
tactics_editor_balance_chart_draw_heat (cairo_t            *cr,
                                        int                 width,
                                        int                 height,
                                        TacticsArenaResult *result,
                                        gboolean            hex)
{
  int columns = tactics_arena_result_get_width (result);
  int rows = tactics_arena_result_get_height (result);
  double across = hex ? columns + 0.5 : columns;
  double cell, x0, y0;
  gsize n_cells;
  const guint *counts = tactics_arena_result_get_eliminations (result, &n_cells);
  guint most = 0;

  if (columns <= 0 || rows <= 0)
    return;
  cell = MIN ((width - 2 * MARGIN) / across, (height - 2 * MARGIN) / rows);
  x0 = (width - cell * across) / 2.0;
  y0 = (height - cell * rows) / 2.0;
  for (gsize i = 0; i < n_cells; i++)
    most = MAX (most, counts[i]);

  for (int y = 0; y < rows; y++)
    for (int x = 0; x < columns; x++)
      {
        guint count = counts[(gsize) y * columns + x];
        double heat = most > 0 ? (double) count / most : 0.0;
        double left = x0 + x * cell + (hex && y % 2 == 1 ? cell / 2.0 : 0.0);

        /* Pale yellow for none, through orange, to dark red for the most. */
        cairo_set_source_rgb (cr, 1.0 - 0.45 * heat, 0.96 - 0.86 * heat, 0.8 - 0.7 * heat);
        cairo_rectangle (cr, left, y0 + y * cell, cell - 1.0, cell - 1.0);
        cairo_fill (cr);
      }
}
