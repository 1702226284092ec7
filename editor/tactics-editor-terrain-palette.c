/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-terrain-palette.h"

#define SWATCH_SIZE 28

struct _TacticsEditorTerrainPalette
{
  GtkWidget        parent_instance;

  GtkWidget       *scroller;
  GtkListBox      *list;
  TacticsRuleset  *ruleset;
  TacticsTopology  topology;
  guint            selected;
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (TacticsEditorTerrainPalette, tactics_editor_terrain_palette, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RULESET,
  PROP_TOPOLOGY,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  GtkWidget      *swatch;
  GtkWidget      *name;
  GtkWidget      *id;
  GtkWidget      *key;
  TacticsTerrain *terrain;
} RowParts;

static void
update_row (TacticsEditorTerrainPalette *self,
            GtkWidget             *row)
{
  RowParts *parts = g_object_get_data (G_OBJECT (row), "parts");
  g_autoptr(GdkTexture) texture = NULL;
  int scale = gtk_widget_get_scale_factor (row);

  texture = tactics_terrain_art_render_swatch (parts->terrain, self->topology,
                                               SWATCH_SIZE, scale);
  gtk_picture_set_paintable (GTK_PICTURE (parts->swatch), GDK_PAINTABLE (texture));
  gtk_label_set_text (GTK_LABEL (parts->name), tactics_terrain_get_name (parts->terrain));
  gtk_label_set_text (GTK_LABEL (parts->id), tactics_terrain_get_id (parts->terrain));
}

static void
on_terrain_notify (GtkWidget  *row,
                   GParamSpec *pspec,
                   TacticsTerrain *terrain)
{
  TacticsEditorTerrainPalette *self =
    TACTICS_EDITOR_TERRAIN_PALETTE (gtk_widget_get_ancestor (row, TACTICS_TYPE_EDITOR_TERRAIN_PALETTE));

  if (self != NULL)
    update_row (self, row);
}

static void
number_rows (TacticsEditorTerrainPalette *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      RowParts *parts;
      int index;
      g_autofree char *key = NULL;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      parts = g_object_get_data (G_OBJECT (row), "parts");
      index = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
      if (index < 9)
        key = g_strdup_printf ("%d", index + 1);
      gtk_label_set_text (GTK_LABEL (parts->key), key != NULL ? key : "");
    }
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TacticsEditorTerrainPalette *self = user_data;
  TacticsTerrain *terrain = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  RowParts *parts = g_new0 (RowParts, 1);

  parts->terrain = terrain;
  parts->swatch = gtk_picture_new ();
  gtk_widget_set_size_request (parts->swatch, SWATCH_SIZE, SWATCH_SIZE);
  gtk_picture_set_can_shrink (GTK_PICTURE (parts->swatch), TRUE);
  gtk_widget_set_valign (parts->swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (parts->swatch, "terrain-swatch");

  parts->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (parts->name), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (parts->name), PANGO_ELLIPSIZE_END);
  parts->id = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (parts->id), 0.0);
  gtk_widget_add_css_class (parts->id, "dim-label");
  gtk_widget_add_css_class (parts->id, "caption");
  parts->key = gtk_label_new (NULL);
  gtk_widget_add_css_class (parts->key, "dim-label");
  gtk_widget_add_css_class (parts->key, "shortcut-key");
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);

  gtk_box_append (GTK_BOX (labels), parts->name);
  gtk_box_append (GTK_BOX (labels), parts->id);
  gtk_box_append (GTK_BOX (box), parts->swatch);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_box_append (GTK_BOX (box), parts->key);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_widget_add_css_class (row, "terrain-row");

  g_object_set_data_full (G_OBJECT (row), "parts", parts, g_free);
  g_signal_connect_object (terrain, "notify", G_CALLBACK (on_terrain_notify), row,
                           G_CONNECT_SWAPPED);
  update_row (self, row);
  return row;
}

static void
select_row (TacticsEditorTerrainPalette *self)
{
  GtkListBoxRow *row = NULL;

  if (self->selected != G_MAXUINT)
    row = gtk_list_box_get_row_at_index (self->list, (int) self->selected);

  self->syncing = TRUE;
  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
  else
    gtk_list_box_unselect_all (self->list);
  self->syncing = FALSE;
}

static void
on_row_selected (TacticsEditorTerrainPalette *self,
                 GtkListBoxRow         *row,
                 GtkListBox            *list)
{
  if (self->syncing)
    return;

  tactics_editor_terrain_palette_set_selected (self,
                                        row != NULL
                                        ? (guint) gtk_list_box_row_get_index (row)
                                        : G_MAXUINT);
}

static void
on_terrains_changed (TacticsEditorTerrainPalette *self,
                     guint                  position,
                     guint                  removed,
                     guint                  added,
                     GListModel            *terrains)
{
  guint n_terrains = g_list_model_get_n_items (terrains);

  number_rows (self);
  if (self->selected != G_MAXUINT && self->selected >= n_terrains)
    tactics_editor_terrain_palette_set_selected (self, n_terrains > 0 ? n_terrains - 1 : G_MAXUINT);
  else
    select_row (self);
}

static void
tactics_editor_terrain_palette_dispose (GObject *object)
{
  TacticsEditorTerrainPalette *self = TACTICS_EDITOR_TERRAIN_PALETTE (object);

  tactics_editor_terrain_palette_set_ruleset (self, NULL);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);

  G_OBJECT_CLASS (tactics_editor_terrain_palette_parent_class)->dispose (object);
}

static void
tactics_editor_terrain_palette_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  TacticsEditorTerrainPalette *self = TACTICS_EDITOR_TERRAIN_PALETTE (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      g_value_set_object (value, self->ruleset);
      break;
    case PROP_TOPOLOGY:
      g_value_set_enum (value, self->topology);
      break;
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_terrain_palette_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  TacticsEditorTerrainPalette *self = TACTICS_EDITOR_TERRAIN_PALETTE (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      tactics_editor_terrain_palette_set_ruleset (self, g_value_get_object (value));
      break;
    case PROP_TOPOLOGY:
      tactics_editor_terrain_palette_set_topology (self, g_value_get_enum (value));
      break;
    case PROP_SELECTED:
      tactics_editor_terrain_palette_set_selected (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_editor_terrain_palette_class_init (TacticsEditorTerrainPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tactics_editor_terrain_palette_dispose;
  object_class->get_property = tactics_editor_terrain_palette_get_property;
  object_class->set_property = tactics_editor_terrain_palette_set_property;

  properties[PROP_RULESET] =
    g_param_spec_object ("ruleset", NULL, NULL, TACTICS_TYPE_RULESET, flags);
  properties[PROP_TOPOLOGY] =
    g_param_spec_enum ("topology", NULL, NULL,
                       TACTICS_TYPE_TOPOLOGY, TACTICS_TOPOLOGY_SQUARE, flags);
  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, G_MAXUINT, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "terrain-palette");
}

static void
tactics_editor_terrain_palette_init (TacticsEditorTerrainPalette *self)
{
  self->selected = G_MAXUINT;
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Terrains"), -1);
  g_signal_connect_swapped (self->list, "row-selected", G_CALLBACK (on_row_selected), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
}

GtkWidget *
tactics_editor_terrain_palette_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_TERRAIN_PALETTE, NULL);
}

TacticsRuleset *
tactics_editor_terrain_palette_get_ruleset (TacticsEditorTerrainPalette *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_TERRAIN_PALETTE (self), NULL);

  return self->ruleset;
}

void
tactics_editor_terrain_palette_set_ruleset (TacticsEditorTerrainPalette *self,
                                     TacticsRuleset        *ruleset)
{
  GListModel *terrains;

  g_return_if_fail (TACTICS_IS_EDITOR_TERRAIN_PALETTE (self));
  g_return_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset));

  if (self->ruleset == ruleset)
    return;

  if (self->ruleset != NULL)
    g_signal_handlers_disconnect_by_data (tactics_ruleset_get_terrains (self->ruleset), self);
  g_set_object (&self->ruleset, ruleset);

  terrains = ruleset != NULL ? tactics_ruleset_get_terrains (ruleset) : NULL;
  gtk_list_box_bind_model (self->list, terrains, create_row, self, NULL);
  if (terrains != NULL)
    {
      g_signal_connect_object (terrains, "items-changed",
                               G_CALLBACK (on_terrains_changed), self,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
      number_rows (self);
    }

  tactics_editor_terrain_palette_set_selected (self,
                                        terrains != NULL && g_list_model_get_n_items (terrains) > 0
                                        ? 0 : G_MAXUINT);
  select_row (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET]);
}

void
tactics_editor_terrain_palette_set_topology (TacticsEditorTerrainPalette *self,
                                      TacticsTopology        topology)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAIN_PALETTE (self));

  if (self->topology == topology)
    return;

  self->topology = topology;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      update_row (self, row);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOPOLOGY]);
}

guint
tactics_editor_terrain_palette_get_selected (TacticsEditorTerrainPalette *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_TERRAIN_PALETTE (self), G_MAXUINT);

  return self->selected;
}

void
tactics_editor_terrain_palette_set_selected (TacticsEditorTerrainPalette *self,
                                      guint                  position)
{
  guint n_terrains;

  g_return_if_fail (TACTICS_IS_EDITOR_TERRAIN_PALETTE (self));

  n_terrains = self->ruleset != NULL ? tactics_ruleset_get_n_terrains (self->ruleset) : 0;
  if (position >= n_terrains)
    position = G_MAXUINT;

  if (self->selected != position)
    {
      self->selected = position;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
    }
  select_row (self);
}
