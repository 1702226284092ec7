/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-region-palette.h"
#include "tactics-editor-scenario-form-private.h"

#define SWATCH_SIZE 20

struct _TacticsEditorRegionPalette
{
  GtkWidget        parent_instance;

  GtkWidget       *box;
  GtkListBox      *list;
  GtkWidget       *hint;
  TacticsScenario *scenario;
  TacticsRegion   *region;
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (TacticsEditorRegionPalette, tactics_editor_region_palette, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_REGION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Rows */

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TacticsRegion *region = user_data;
  GdkRGBA color = { 1.0, 0.84, 0.31, 1.0 };

  if (tactics_region_get_color (region) != NULL)
    gdk_rgba_parse (&color, tactics_region_get_color (region));
  cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
update_row (GtkWidget     *row,
            GParamSpec    *pspec,
            TacticsRegion *region)
{
  GtkWidget *swatch = g_object_get_data (G_OBJECT (row), "swatch");
  GtkWidget *name = g_object_get_data (G_OBJECT (row), "name");
  GtkWidget *count = g_object_get_data (G_OBJECT (row), "count");
  guint n_cells = tactics_region_get_n_cells (region);
  g_autofree char *cells = NULL;

  /* Translators: how many cells a region has, in the Map page's region list. */
  cells = g_strdup_printf (ngettext ("%u cell", "%u cells", n_cells), n_cells);
  gtk_label_set_text (GTK_LABEL (name), tactics_region_get_name (region));
  gtk_label_set_text (GTK_LABEL (count), cells);
  gtk_widget_queue_draw (swatch);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TacticsRegion *region = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *count = gtk_label_new (NULL);

  gtk_widget_set_size_request (swatch, SWATCH_SIZE, SWATCH_SIZE);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                  g_object_ref (region), g_object_unref);
  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (count, "dim-label");
  gtk_widget_add_css_class (count, "caption");
  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), count);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  g_object_set_data (G_OBJECT (row), "swatch", swatch);
  g_object_set_data (G_OBJECT (row), "name", name);
  g_object_set_data (G_OBJECT (row), "count", count);
  g_object_set_data (G_OBJECT (row), "region", region);
  g_signal_connect_object (region, "notify", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  update_row (row, NULL, region);
  return row;
}

/* Choosing */

static void
show_choice (TacticsEditorRegionPalette *self)
{
  GListModel *regions = self->scenario != NULL ? tactics_scenario_get_regions (self->scenario)
                                               : NULL;
  GtkListBoxRow *row = NULL;
  guint n = regions != NULL ? g_list_model_get_n_items (regions) : 0;

  for (guint i = 0; i < n && self->region != NULL; i++)
    {
      g_autoptr(TacticsRegion) region = g_list_model_get_item (regions, i);

      if (region == self->region)
        row = gtk_list_box_get_row_at_index (self->list, (int) i);
    }
  self->syncing = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
  else
    gtk_list_box_unselect_all (self->list);
  self->syncing = FALSE;
  gtk_label_set_text (GTK_LABEL (self->hint),
                      n == 0 ? _("No regions yet: add one, then paint its cells with the tools.")
                             : _("The tools paint the chosen region; the eraser takes cells out "
                                 "of it. A right click chooses the region under the pointer."));
}

static void
on_row_selected (TacticsEditorRegionPalette *self,
                 GtkListBoxRow              *row)
{
  if (!self->syncing)
    tactics_editor_region_palette_set_region (self, row != NULL
                                                    ? g_object_get_data (G_OBJECT (row), "region")
                                                    : NULL);
}

/* A region an undo put back (a new object) stays chosen by its id; a
 * removed one no longer is, and the first one is chosen instead. */
static void
on_regions_changed (TacticsEditorRegionPalette *self)
{
  GListModel *regions = tactics_scenario_get_regions (self->scenario);
  g_autoptr(TacticsRegion) first = g_list_model_get_item (regions, 0);
  TacticsRegion *same = NULL;

  if (self->region != NULL)
    same = tactics_scenario_lookup_region (self->scenario, tactics_region_get_id (self->region));
  tactics_editor_region_palette_set_region (self, same != NULL ? same : first);
}

static void
on_add_clicked (TacticsEditorRegionPalette *self)
{
  TacticsRegion *region;
  guint position;

  if (self->scenario == NULL)
    return;
  /* An edit typed in a field before is a step of its own. */
  tactics_editor_scenario_done (GTK_WIDGET (self), NULL);
  region = tactics_editor_scenario_append_region (self->scenario, &position);
  tactics_editor_region_palette_set_region (self, region);
  tactics_editor_scenario_done (GTK_WIDGET (self), _("Add Region"));
}

/* GObject */

static void
tactics_editor_region_palette_dispose (GObject *object)
{
  TacticsEditorRegionPalette *self = TACTICS_EDITOR_REGION_PALETTE (object);

  tactics_editor_region_palette_set_scenario (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (tactics_editor_region_palette_parent_class)->dispose (object);
}

static void
tactics_editor_region_palette_get_property (GObject    *object,
                                            guint       prop_id,
                                            GValue     *value,
                                            GParamSpec *pspec)
{
  TacticsEditorRegionPalette *self = TACTICS_EDITOR_REGION_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_REGION:
      g_value_set_object (value, self->region);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_region_palette_set_property (GObject      *object,
                                            guint         prop_id,
                                            const GValue *value,
                                            GParamSpec   *pspec)
{
  TacticsEditorRegionPalette *self = TACTICS_EDITOR_REGION_PALETTE (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      tactics_editor_region_palette_set_scenario (self, g_value_get_object (value));
      break;
    case PROP_REGION:
      tactics_editor_region_palette_set_region (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_region_palette_class_init (TacticsEditorRegionPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_region_palette_dispose;
  object_class->get_property = tactics_editor_region_palette_get_property;
  object_class->set_property = tactics_editor_region_palette_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL, TACTICS_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REGION] =
    g_param_spec_object ("region", NULL, NULL, TACTICS_TYPE_REGION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tactics_editor_region_palette_init (TacticsEditorRegionPalette *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_New Region"));

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->list), "region_palette_list");
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Regions"), -1);
  g_signal_connect_swapped (self->list, "row-selected", G_CALLBACK (on_row_selected), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroller);

  gtk_widget_set_name (button, "new_region_button");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_add_clicked), self);
  gtk_box_append (GTK_BOX (self->box), button);

  self->hint = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->hint), 30);
  gtk_widget_add_css_class (self->hint, "caption");
  gtk_label_set_xalign (GTK_LABEL (self->hint), 0.0);
  gtk_widget_add_css_class (self->hint, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->hint);
  show_choice (self);
}

GtkWidget *
tactics_editor_region_palette_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_REGION_PALETTE, NULL);
}

void
tactics_editor_region_palette_set_scenario (TacticsEditorRegionPalette *self,
                                            TacticsScenario            *scenario)
{
  g_autoptr(TacticsRegion) first = NULL;

  g_return_if_fail (TACTICS_IS_EDITOR_REGION_PALETTE (self));
  g_return_if_fail (scenario == NULL || TACTICS_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;
  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (tactics_scenario_get_regions (self->scenario), self);
  g_set_object (&self->scenario, scenario);
  gtk_list_box_bind_model (self->list,
                           scenario != NULL ? tactics_scenario_get_regions (scenario) : NULL,
                           create_row, self, NULL);
  if (scenario != NULL)
    {
      /* After the list box's own handler, so that the rows are there. */
      g_signal_connect_object (tactics_scenario_get_regions (scenario), "items-changed",
                               G_CALLBACK (on_regions_changed), self,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      first = g_list_model_get_item (tactics_scenario_get_regions (scenario), 0);
    }
  g_clear_object (&self->region);
  tactics_editor_region_palette_set_region (self, first);
  show_choice (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

TacticsRegion *
tactics_editor_region_palette_get_region (TacticsEditorRegionPalette *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_REGION_PALETTE (self), NULL);

  return self->region;
}

void
tactics_editor_region_palette_set_region (TacticsEditorRegionPalette *self,
                                          TacticsRegion              *region)
{
  g_return_if_fail (TACTICS_IS_EDITOR_REGION_PALETTE (self));
  g_return_if_fail (region == NULL || TACTICS_IS_REGION (region));

  if (g_set_object (&self->region, region))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REGION]);
  show_choice (self);
}
