/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-cost-table.h"
#include "tactics-editor-form.h"
#include "tactics-editor-ruleset-pages-private.h"

#define SWATCH_SIZE 20

struct _TacticsEditorCostTable
{
  GtkWidget        parent_instance;

  GtkWidget       *scroller;
  GtkGrid         *grid;
  GtkLabel        *message;   /* under the table: why the first refused cost is refused */

  TacticsRuleset  *ruleset;
  GPtrArray       *cells;     /* the spin buttons, row by row */
  GPtrArray       *watched;   /* the terrains and movement types shown */
};

G_DEFINE_FINAL_TYPE (TacticsEditorCostTable, tactics_editor_cost_table, GTK_TYPE_WIDGET)

/* Cells keep their terrain and movement type (watched, so alive while
 * shown), the cost last shown or written ("shown-cost"), their check
 * button ("impassable") and their defence field ("defence", a spin button
 * whose "cost" is the cell's cost field). */

static TacticsTerrain *
cell_terrain (GtkWidget *spin)
{
  return g_object_get_data (G_OBJECT (spin), "terrain");
}

static TacticsMovetype *
cell_movetype (GtkWidget *spin)
{
  return g_object_get_data (G_OBJECT (spin), "movetype");
}

static GtkCheckButton *
cell_impassable (GtkWidget *spin)
{
  return g_object_get_data (G_OBJECT (spin), "impassable");
}

static GtkWidget *
cell_defence (GtkWidget *spin)
{
  return g_object_get_data (G_OBJECT (spin), "defence");
}

static void
set_shown_cost (GtkWidget *spin,
                guint      cost)
{
  g_object_set_data (G_OBJECT (spin), "shown-cost", GUINT_TO_POINTER (cost));
}

static char *
dup_cell_label (GtkWidget *spin)
{
  /* Translators: a cell of the move cost table, named in a refusal or
   * spoken, e.g. "Cost of Forest for Mounted": a terrain's name, then a
   * movement type's name. */
  return g_strdup_printf (_("Cost of %s for %s"), tactics_terrain_get_name (cell_terrain (spin)),
                          tactics_movetype_get_name (cell_movetype (spin)));
}

static char *
dup_defence_label (GtkWidget *spin)
{
  /* Translators: a defence field of the cost table, named in a refusal or spoken, e.g.
   * "Defence of Forest for Mounted": a terrain's name, then a movement type's name. */
  return g_strdup_printf (_("Defence of %s for %s"),
                          tactics_terrain_get_name (cell_terrain (spin)),
                          tactics_movetype_get_name (cell_movetype (spin)));
}

static gboolean
read_defence (GtkWidget  *spin,
              guint      *defence,
              char      **message)
{
  g_autofree char *label = dup_defence_label (spin);

  return tactics_editor_form_read_spin (GTK_SPIN_BUTTON (cell_defence (spin)), label, 0,
                                        TACTICS_MAX_DEFENCE, defence, message);
}

/* As the terrain form reads its cost fields: a whole number in the
 * engine's range, or a reason naming the cell. */
static gboolean
read_cell (GtkWidget  *spin,
           guint      *cost,
           char      **message)
{
  g_autofree char *label = dup_cell_label (spin);

  return tactics_editor_form_read_spin (GTK_SPIN_BUTTON (spin), label, 1, TACTICS_MAX_COST, cost,
                                        message);
}

static gboolean
find_refused (TacticsEditorCostTable  *self,
              char                   **label,
              char                   **message)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (self->cells, i);
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;
      guint cost;

      /* An impassable cell has no cost nor defence to refuse. */
      if (!gtk_widget_get_sensitive (spin))
        continue;
      name = dup_cell_label (spin);
      if (tactics_editor_form_parse_number (name, gtk_editable_get_text (GTK_EDITABLE (spin)), 1,
                                            TACTICS_MAX_COST, &cost, &reason))
        {
          g_clear_pointer (&name, g_free);
          name = dup_defence_label (spin);
          if (tactics_editor_form_parse_number (name,
                                                gtk_editable_get_text (GTK_EDITABLE (cell_defence (spin))),
                                                0, TACTICS_MAX_DEFENCE, &cost, &reason))
            continue;
        }
      if (label != NULL)
        *label = g_steal_pointer (&name);
      if (message != NULL)
        *message = g_steal_pointer (&reason);
      return TRUE;
    }
  return FALSE;
}

static void
update_message (TacticsEditorCostTable *self)
{
  g_autofree char *message = NULL;

  find_refused (self, NULL, &message);
  tactics_editor_form_show_message (self->message, message);
}

/* Writes an accepted cost, and keeps it as the spin button's value too:
 * committing refused text (leaving the field) puts back that value, which
 * must be the terrain's cost, not an older one. */
static void
write_cost (GtkWidget *spin,
            guint      cost)
{
  set_shown_cost (spin, cost);
  if (cost > 0)
    {
      g_object_set_data (G_OBJECT (spin), "syncing", GINT_TO_POINTER (TRUE));
      gtk_adjustment_set_value (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin)), cost);
      g_object_set_data (G_OBJECT (spin), "syncing", NULL);
    }
  tactics_terrain_set_cost (cell_terrain (spin), tactics_movetype_get_id (cell_movetype (spin)),
                            cost);
  gtk_widget_set_sensitive (cell_defence (spin), cost > 0);
  /* Translators: an Undo or Redo label; %s is a terrain's name, e.g. "Undo Change the Costs
   * of “Forest”". */
  tactics_editor_ruleset_pages_name_printf (spin, _("Change the Costs of “%s”"),
                                            tactics_terrain_get_name (cell_terrain (spin)));
}

static void
on_cell_changed (GtkEditable            *editable,
                 TacticsEditorCostTable *self)
{
  GtkWidget *spin = GTK_WIDGET (editable);
  g_autofree char *message = NULL;
  guint cost;

  if (g_object_get_data (G_OBJECT (spin), "syncing") != NULL
      || gtk_check_button_get_active (cell_impassable (spin)))
    return;
  if (read_cell (spin, &cost, &message))
    write_cost (spin, cost);
  update_message (self);
}

static void
on_defence_changed (GtkEditable            *editable,
                    TacticsEditorCostTable *self)
{
  GtkWidget *spin = g_object_get_data (G_OBJECT (editable), "cost");
  g_autofree char *message = NULL;
  guint defence;

  if (g_object_get_data (G_OBJECT (spin), "syncing") != NULL || !gtk_widget_get_sensitive (spin))
    return;
  if (read_defence (spin, &defence, &message))
    {
      g_object_set_data (G_OBJECT (spin), "syncing", GINT_TO_POINTER (TRUE));
      gtk_adjustment_set_value (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (editable)),
                                defence);
      tactics_terrain_set_defence (cell_terrain (spin),
                                   tactics_movetype_get_id (cell_movetype (spin)), defence);
      g_object_set_data (G_OBJECT (spin), "syncing", NULL);
      /* Translators: an Undo or Redo label; a movement type's name, then a terrain's name,
       * e.g. "Undo Change the Defence of “Foot” on “Forest”". */
      tactics_editor_ruleset_pages_name_printf (spin, _("Change the Defence of “%s” on “%s”"),
                                                tactics_movetype_get_name (cell_movetype (spin)),
                                                tactics_terrain_get_name (cell_terrain (spin)));
    }
  update_message (self);
}

static void
on_impassable_toggled (GtkCheckButton         *check,
                       TacticsEditorCostTable *self)
{
  GtkWidget *spin = g_object_get_data (G_OBJECT (check), "spin");
  gboolean impassable = gtk_check_button_get_active (check);
  g_autofree char *message = NULL;
  guint cost = 0;

  gtk_widget_set_sensitive (spin, !impassable);
  gtk_widget_set_sensitive (cell_defence (spin), !impassable);
  if (g_object_get_data (G_OBJECT (spin), "syncing") != NULL)
    return;
  if (impassable)
    {
      gtk_widget_remove_css_class (spin, "error");
      gtk_widget_remove_css_class (cell_defence (spin), "error");
    }
  if (impassable || read_cell (spin, &cost, &message))
    {
      write_cost (spin, cost);
      tactics_editor_ruleset_pages_done (spin, NULL);
    }
  update_message (self);
}

/* Shows the terrain's cost in @spin unless it already shows it: a cost
 * refused as typed stays until the terrain's cost changes elsewhere. */
static void
sync_cell (GtkWidget *spin)
{
  const char *movetype_id = tactics_movetype_get_id (cell_movetype (spin));
  guint cost = tactics_terrain_get_cost (cell_terrain (spin), movetype_id);
  guint defence = tactics_terrain_get_defence (cell_terrain (spin), movetype_id);
  GtkWidget *defence_spin = cell_defence (spin);
  g_autofree char *text = NULL;

  if (g_object_get_data (G_OBJECT (spin), "built") != NULL
      && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "shown-cost")) == cost
      && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "shown-defence")) == defence)
    return;

  g_object_set_data (G_OBJECT (spin), "built", GINT_TO_POINTER (TRUE));
  g_object_set_data (G_OBJECT (spin), "syncing", GINT_TO_POINTER (TRUE));
  set_shown_cost (spin, cost);
  gtk_check_button_set_active (cell_impassable (spin), cost == 0);
  g_object_set_data (G_OBJECT (spin), "shown-defence", GUINT_TO_POINTER (defence));
  gtk_widget_set_sensitive (spin, cost > 0);
  gtk_widget_set_sensitive (defence_spin, cost > 0);
  if (cost > 0)
    {
      text = g_strdup_printf ("%u", cost);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), cost);
      gtk_editable_set_text (GTK_EDITABLE (spin), text);
    }
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf ("%u", defence);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (defence_spin), defence);
  gtk_editable_set_text (GTK_EDITABLE (defence_spin), text);
  gtk_widget_remove_css_class (spin, "error");
  gtk_widget_remove_css_class (defence_spin, "error");
  g_object_set_data (G_OBJECT (spin), "syncing", NULL);
}

static void
on_costs_changed (TacticsEditorCostTable *self,
                  TacticsTerrain         *terrain)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (self->cells, i);

      if (cell_terrain (spin) == terrain)
        sync_cell (spin);
    }
  update_message (self);
}

/* Headers and spoken labels follow names, colours and symbols. */
static void
refresh_headers (TacticsEditorCostTable *self)
{
  int scale_factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GObject *item = g_object_get_data (G_OBJECT (child), "item");

      if (TACTICS_IS_MOVETYPE (item))
        {
          gtk_label_set_text (GTK_LABEL (child),
                              tactics_movetype_get_name (TACTICS_MOVETYPE (item)));
        }
      else if (TACTICS_IS_TERRAIN (item))
        {
          GtkWidget *picture = gtk_widget_get_first_child (child);
          GtkWidget *label = gtk_widget_get_next_sibling (picture);
          g_autoptr(GdkTexture) swatch =
            tactics_terrain_art_render_swatch (TACTICS_TERRAIN (item), TACTICS_TOPOLOGY_SQUARE,
                                               SWATCH_SIZE, scale_factor);

          gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (swatch));
          gtk_label_set_text (GTK_LABEL (label), tactics_terrain_get_name (TACTICS_TERRAIN (item)));
        }
    }
  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (self->cells, i);
      g_autofree char *label = dup_cell_label (spin);

      g_autofree char *defence_label = dup_defence_label (spin);

      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (cell_defence (spin)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, defence_label, -1);
    }
  update_message (self);
}

static void
unwatch_all (TacticsEditorCostTable *self)
{
  for (guint i = 0; i < self->watched->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->watched, i), self);
  g_ptr_array_set_size (self->watched, 0);
}

static void
watch (TacticsEditorCostTable *self,
       GObject                *item)
{
  g_ptr_array_add (self->watched, g_object_ref (item));
  g_signal_connect_swapped (item, "notify", G_CALLBACK (refresh_headers), self);
  if (TACTICS_IS_TERRAIN (item))
    g_signal_connect_swapped (item, "costs-changed", G_CALLBACK (on_costs_changed), self);
}

static GtkWidget *
make_cell (TacticsEditorCostTable *self,
           TacticsTerrain         *terrain,
           TacticsMovetype        *movetype)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *spin = gtk_spin_button_new_with_range (1, TACTICS_MAX_COST, 1);
  GtkWidget *impassable = gtk_check_button_new_with_label (_("Impassable"));
  GtkWidget *defence_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *defence = gtk_spin_button_new_with_range (0, TACTICS_MAX_DEFENCE, 5);
  /* Translators: before a cell's defence field in the cost table, e.g. "Defence 30 %". */
  GtkWidget *defence_label = gtk_label_new (_("Defence"));
  g_autofree char *name = g_strconcat (tactics_terrain_get_id (terrain), ":",
                                       tactics_movetype_get_id (movetype), NULL);
  g_autofree char *defence_name = g_strconcat (name, ":defence", NULL);

  tactics_editor_form_setup_number_spin (GTK_SPIN_BUTTON (spin));
  tactics_editor_form_setup_number_spin (GTK_SPIN_BUTTON (defence));
  gtk_spin_button_set_increments (GTK_SPIN_BUTTON (defence), 5, 10);
  gtk_editable_set_width_chars (GTK_EDITABLE (defence), 3);
  gtk_widget_set_name (spin, name);
  gtk_widget_set_name (defence, defence_name);
  g_object_set_data (G_OBJECT (spin), "terrain", terrain);
  g_object_set_data (G_OBJECT (spin), "movetype", movetype);
  g_object_set_data (G_OBJECT (spin), "impassable", impassable);
  g_object_set_data (G_OBJECT (spin), "defence", defence);
  g_object_set_data (G_OBJECT (impassable), "spin", spin);
  g_object_set_data (G_OBJECT (defence), "cost", spin);
  sync_cell (spin);
  g_signal_connect (spin, "changed", G_CALLBACK (on_cell_changed), self);
  g_signal_connect (defence, "changed", G_CALLBACK (on_defence_changed), self);
  g_signal_connect (impassable, "toggled", G_CALLBACK (on_impassable_toggled), self);
  g_ptr_array_add (self->cells, spin);

  gtk_widget_add_css_class (defence_label, "dim-label");
  gtk_box_append (GTK_BOX (defence_box), defence_label);
  gtk_box_append (GTK_BOX (defence_box), defence);
  gtk_box_append (GTK_BOX (defence_box), gtk_label_new ("%"));
  gtk_box_append (GTK_BOX (box), spin);
  gtk_box_append (GTK_BOX (box), defence_box);
  gtk_box_append (GTK_BOX (box), impassable);
  return box;
}

static void
rebuild (TacticsEditorCostTable *self)
{
  GListModel *terrains;
  GListModel *movetypes;
  guint n_terrains;
  guint n_movetypes;
  GtkWidget *child;

  unwatch_all (self);
  g_ptr_array_set_size (self->cells, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  if (self->ruleset == NULL)
    return;

  terrains = tactics_ruleset_get_terrains (self->ruleset);
  movetypes = tactics_ruleset_get_movetypes (self->ruleset);
  n_terrains = g_list_model_get_n_items (terrains);
  n_movetypes = g_list_model_get_n_items (movetypes);
  if (n_terrains == 0 || n_movetypes == 0)
    {
      GtkWidget *none = gtk_label_new (n_movetypes == 0
                                       ? _("Add a movement type to give the terrains costs.")
                                       : _("Add a terrain to give it costs."));

      gtk_widget_add_css_class (none, "dim-label");
      gtk_grid_attach (self->grid, none, 0, 0, 1, 1);
      update_message (self);
      return;
    }

  for (guint j = 0; j < n_movetypes; j++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, j);
      GtkWidget *header = gtk_label_new (NULL);

      gtk_widget_add_css_class (header, "heading");
      gtk_label_set_xalign (GTK_LABEL (header), 0.0);
      g_object_set_data (G_OBJECT (header), "item", movetype);
      gtk_grid_attach (self->grid, header, (int) j + 1, 0, 1, 1);
      watch (self, G_OBJECT (movetype));
    }

  for (guint i = 0; i < n_terrains; i++)
    {
      g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, i);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *picture = gtk_picture_new ();

      gtk_widget_set_size_request (picture, SWATCH_SIZE, SWATCH_SIZE);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (header), picture);
      gtk_box_append (GTK_BOX (header), gtk_label_new (NULL));
      gtk_widget_set_valign (header, GTK_ALIGN_START);
      gtk_widget_set_margin_top (header, 6);
      g_object_set_data (G_OBJECT (header), "item", terrain);
      gtk_grid_attach (self->grid, header, 0, (int) i + 1, 1, 1);
      watch (self, G_OBJECT (terrain));

      for (guint j = 0; j < n_movetypes; j++)
        {
          g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, j);

          gtk_grid_attach (self->grid, make_cell (self, terrain, movetype), (int) j + 1,
                           (int) i + 1, 1, 1);
        }
    }
  refresh_headers (self);
}

GtkWidget *
tactics_editor_cost_table_get_cell (TacticsEditorCostTable *self,
                                    TacticsTerrain         *terrain,
                                    TacticsMovetype        *movetype)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_COST_TABLE (self), NULL);

  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *spin = g_ptr_array_index (self->cells, i);

      if (cell_terrain (spin) == terrain && cell_movetype (spin) == movetype)
        return spin;
    }
  return NULL;
}

gboolean
tactics_editor_cost_table_get_invalid_field (TacticsEditorCostTable  *self,
                                             char                   **label,
                                             char                   **message)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_COST_TABLE (self), FALSE);

  return find_refused (self, label, message);
}

void
tactics_editor_cost_table_set_ruleset (TacticsEditorCostTable *self,
                                       TacticsRuleset         *ruleset)
{
  g_return_if_fail (TACTICS_IS_EDITOR_COST_TABLE (self));
  g_return_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset));

  if (self->ruleset == ruleset)
    return;
  if (self->ruleset != NULL)
    {
      g_signal_handlers_disconnect_by_data (tactics_ruleset_get_terrains (self->ruleset), self);
      g_signal_handlers_disconnect_by_data (tactics_ruleset_get_movetypes (self->ruleset), self);
    }
  g_set_object (&self->ruleset, ruleset);
  /* A terrain or movement type added, moved or removed: rows or columns change. */
  if (ruleset != NULL)
    {
      g_signal_connect_swapped (tactics_ruleset_get_terrains (ruleset), "items-changed",
                                G_CALLBACK (rebuild), self);
      g_signal_connect_swapped (tactics_ruleset_get_movetypes (ruleset), "items-changed",
                                G_CALLBACK (rebuild), self);
    }
  rebuild (self);
}

GtkWidget *
tactics_editor_cost_table_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_COST_TABLE, NULL);
}

static void
tactics_editor_cost_table_dispose (GObject *object)
{
  TacticsEditorCostTable *self = TACTICS_EDITOR_COST_TABLE (object);
  GtkWidget *child;

  tactics_editor_cost_table_set_ruleset (self, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_editor_cost_table_parent_class)->dispose (object);
}

static void
tactics_editor_cost_table_finalize (GObject *object)
{
  TacticsEditorCostTable *self = TACTICS_EDITOR_COST_TABLE (object);

  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->watched, g_ptr_array_unref);

  G_OBJECT_CLASS (tactics_editor_cost_table_parent_class)->finalize (object);
}

static void
tactics_editor_cost_table_class_init (TacticsEditorCostTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_editor_cost_table_dispose;
  object_class->finalize = tactics_editor_cost_table_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cost-table");
}

static void
tactics_editor_cost_table_init (TacticsEditorCostTable *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  self->cells = g_ptr_array_new ();
  self->watched = g_ptr_array_new_with_free_func (g_object_unref);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_widget_set_name (GTK_WIDGET (self->grid), "cost_table_grid");
  gtk_grid_set_column_spacing (self->grid, 18);
  gtk_grid_set_row_spacing (self->grid, 8);
  /* Wide rulesets scroll sideways within the page. */
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->grid));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->message), "cost_table_error");
  gtk_label_set_xalign (self->message, 0.0);
  gtk_label_set_wrap (self->message, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->message), "field-error");
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->message), GTK_WIDGET (self));
}
