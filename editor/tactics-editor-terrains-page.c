/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-editor-cost-table.h"
#include "tactics-editor-form.h"
#include "tactics-editor-item-list.h"
#include "tactics-editor-ruleset-pages-private.h"
#include "tactics-editor-terrains-page.h"

#define SWATCH_SIZE 72
#define SYMBOL_SIZE 24

struct _TacticsEditorTerrainsPage
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkWidget       *lists_box;
  GtkWidget       *separator;
  GtkWidget       *form_scroller;
  GtkButton       *show_cost_table;
  GtkStack        *forms;
  TacticsEditorCostTable *cost_table;
  GtkPicture      *terrain_swatch;
  GtkLabel        *terrain_title;
  GtkEntry        *terrain_name;
  GtkLabel        *terrain_name_error;
  GtkEntry        *terrain_id;
  GtkLabel        *terrain_id_error;
  GtkColorButton  *terrain_color;
  GtkDropDown     *terrain_symbol;
  GtkDropDown     *terrain_role;
  GtkCheckButton  *terrain_blocks_sight;
  GtkTextView     *terrain_description;
  GtkLabel        *movetype_title;
  GtkEntry        *movetype_name;
  GtkLabel        *movetype_name_error;
  GtkEntry        *movetype_id;
  GtkLabel        *movetype_id_error;
  GtkLabel        *movetype_usage;

  TacticsEditorItemList *movetype_list;
  TacticsEditorItemList *terrain_list;
  TacticsEditorForm     *terrain_form;
  TacticsEditorForm     *movetype_form;

  TacticsRuleset  *ruleset;
  TacticsMap      *map;
  TacticsTerrain  *terrain;    /* in the form, watched */
  gboolean         syncing;
};

G_DEFINE_FINAL_TYPE (TacticsEditorTerrainsPage, tactics_editor_terrains_page, GTK_TYPE_WIDGET)

static TacticsTopology
topology (TacticsEditorTerrainsPage *self)
{
  return self->map != NULL ? tactics_map_get_topology (self->map) : TACTICS_TOPOLOGY_SQUARE;
}

static GtkWidget *
terrain_picture (GObject  *item,
                 gpointer  user_data)
{
  TacticsEditorTerrainsPage *self = user_data;
  GtkWidget *picture = gtk_picture_new ();
  g_autoptr(GdkTexture) texture =
    tactics_terrain_art_render_swatch (TACTICS_TERRAIN (item), topology (self), 28, 2);

  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (texture));
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_widget_set_size_request (picture, 28, 28);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  return picture;
}

/* The terrain form */

static void
update_terrain_header (TacticsEditorTerrainsPage *self)
{
  g_autoptr(GdkTexture) texture = NULL;

  if (self->terrain == NULL)
    return;

  texture = tactics_terrain_art_render_swatch (self->terrain, topology (self), SWATCH_SIZE,
                                               gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_picture_set_paintable (self->terrain_swatch, GDK_PAINTABLE (texture));
  gtk_label_set_text (self->terrain_title, tactics_terrain_get_name (self->terrain));
}

static void
select_symbol (TacticsEditorTerrainsPage *self)
{
  const char * const *symbols = tactics_terrain_art_list_symbols ();
  const char *icon = tactics_terrain_get_icon (self->terrain);
  const char *shown = icon != NULL ? tactics_terrain_art_get_symbol (self->terrain) : NULL;
  guint position = 0;

  for (guint i = 0; shown != NULL && symbols[i] != NULL; i++)
    if (g_str_equal (symbols[i], shown))
      position = i + 1;

  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->terrain_symbol, position);
  self->syncing = FALSE;
}

/* Each symbol drawn on the terrain's ground, beside its name. */
static void
setup_symbol_row (GtkSignalListItemFactory  *factory,
                  GtkListItem               *item,
                  TacticsEditorTerrainsPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *picture = gtk_picture_new ();

  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_widget_set_size_request (picture, SYMBOL_SIZE, SYMBOL_SIZE);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_symbol_row (GtkSignalListItemFactory  *factory,
                 GtkListItem               *item,
                 TacticsEditorTerrainsPage *self)
{
  GtkWidget *picture = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *label = gtk_widget_get_next_sibling (picture);
  const char *symbol = gtk_string_object_get_string (gtk_list_item_get_item (item));
  g_autoptr(GdkTexture) texture = NULL;
  GdkRGBA ground = { 0.6f, 0.6f, 0.6f, 1.0f };

  if (symbol[0] == '\0')
    {
      /* An empty picture keeps the names in line. */
      gtk_label_set_text (GTK_LABEL (label), _("From the name"));
      gtk_picture_set_paintable (GTK_PICTURE (picture), NULL);
      return;
    }
  if (self->terrain != NULL)
    tactics_terrain_art_get_color (self->terrain, &ground);
  texture = tactics_terrain_art_render_symbol (symbol, &ground, topology (self), SYMBOL_SIZE,
                                               gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (texture));
  gtk_label_set_text (GTK_LABEL (label), tactics_terrain_art_get_symbol_name (symbol));
}

/* The pictures are drawn on the terrain's colour: draws them again, for
 * another terrain or a new colour. */
static void
redraw_symbols (TacticsEditorTerrainsPage *self)
{
  g_autoptr(GtkListItemFactory) factory =
    g_object_ref (gtk_drop_down_get_factory (self->terrain_symbol));

  gtk_drop_down_set_factory (self->terrain_symbol, NULL);
  gtk_drop_down_set_factory (self->terrain_symbol, factory);
}

static void
on_symbol_selected (TacticsEditorTerrainsPage *self,
                    GParamSpec          *pspec,
                    GtkDropDown         *dropdown)
{
  const char * const *symbols = tactics_terrain_art_list_symbols ();
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->syncing || self->terrain == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;

  tactics_terrain_set_icon (self->terrain, selected == 0 ? NULL : symbols[selected - 1]);
  /* Translators: an Undo or Redo label; %s is a terrain's name, e.g. "Undo Change the Symbol
   * of “Forest”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self), _("Change the Symbol of “%s”"),
                                            tactics_terrain_get_name (self->terrain));
}

/* The drop-down lists the roles in the order of TacticsTerrainRole, "Guess"
 * (none) first. */
G_STATIC_ASSERT (TACTICS_TERRAIN_ROLE_NONE == 0 && TACTICS_TERRAIN_ROLE_CROSSING == 7);

static void
select_role (TacticsEditorTerrainsPage *self)
{
  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->terrain_role, tactics_terrain_get_role (self->terrain));
  self->syncing = FALSE;
}

static void
on_role_selected (TacticsEditorTerrainsPage *self,
                  GParamSpec                *pspec,
                  GtkDropDown               *dropdown)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (self->syncing || self->terrain == NULL || selected == GTK_INVALID_LIST_POSITION ||
      selected == (guint) tactics_terrain_get_role (self->terrain))
    return;

  tactics_terrain_set_role (self->terrain, (TacticsTerrainRole) selected);
  /* Translators: an Undo or Redo label; %s is a terrain's name, e.g. "Undo Change the Generator
   * Role of “Forest”". */
  tactics_editor_ruleset_pages_done_printf (GTK_WIDGET (self),
                                            _("Change the Generator Role of “%s”"),
                                            tactics_terrain_get_name (self->terrain));
}

static void
on_terrain_notify (TacticsEditorTerrainsPage *self,
                   GParamSpec          *pspec,
                   TacticsTerrain      *terrain)
{
  update_terrain_header (self);
  /* The symbol chosen elsewhere (an undo) shows in the picker too. */
  if (g_str_equal (pspec->name, "icon"))
    select_symbol (self);
  else if (g_str_equal (pspec->name, "role"))
    select_role (self);
  else if (g_str_equal (pspec->name, "color"))
    redraw_symbols (self);
}

static void
show_terrain (TacticsEditorTerrainsPage *self,
              TacticsTerrain      *terrain)
{
  if (self->terrain != NULL)
    g_signal_handlers_disconnect_by_data (self->terrain, self);
  g_set_object (&self->terrain, terrain);
  if (terrain != NULL)
    g_signal_connect_object (terrain, "notify", G_CALLBACK (on_terrain_notify), self,
                             G_CONNECT_SWAPPED);

  tactics_editor_form_set_item (self->terrain_form, G_OBJECT (terrain));
  if (terrain != NULL)
    {
      update_terrain_header (self);
      select_symbol (self);
      select_role (self);
      redraw_symbols (self);
      gtk_stack_set_visible_child_name (self->forms, "terrain");
    }
}

/* The movement type form */

static void
update_movetype_usage (TacticsEditorTerrainsPage *self,
                       TacticsMovetype     *movetype)
{
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *names = NULL;
  g_autofree char *text = NULL;

  gtk_label_set_text (self->movetype_title, tactics_movetype_get_name (movetype));
  units = tactics_ruleset_list_users (self->ruleset, movetype);
  if (units->len == 0)
    {
      gtk_label_set_text (self->movetype_usage, _("No unit moves this way yet."));
      return;
    }
  names = tactics_editor_ruleset_pages_join_names (units);
  /* Translators: %s is the names of the unit types that move this way, joined as a list, e.g.
   * "Used by Archer and Mage.". */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Used by %s.", "Used by %s.",
                                       units->len), names);
  gtk_label_set_text (self->movetype_usage, text);
}

static void
show_movetype (TacticsEditorTerrainsPage *self,
               TacticsMovetype     *movetype)
{
  tactics_editor_form_set_item (self->movetype_form, G_OBJECT (movetype));
  if (movetype == NULL)
    return;
  update_movetype_usage (self, movetype);
  gtk_stack_set_visible_child_name (self->forms, "movetype");
}

/* Through the ruleset, which carries the new id to what refers to it. */
static void
apply_id (GObject    *item,
          const char *text,
          gpointer    user_data)
{
  TacticsEditorTerrainsPage *self = user_data;

  tactics_editor_form_apply_id (item, text, self->ruleset);
}

static gboolean
check_movetype_id (GObject     *item,
                   const char  *text,
                   char       **message,
                   gpointer     user_data)
{
  TacticsEditorTerrainsPage *self = user_data;

  return tactics_editor_form_check_id (item, text, message, self->ruleset);
}

static gboolean
check_terrain_id (GObject     *item,
                  const char  *text,
                  char       **message,
                  gpointer     user_data)
{
  TacticsEditorTerrainsPage *self = user_data;

  return tactics_editor_form_check_id (item, text, message, self->ruleset);
}

/* Lists */

static void
on_terrain_selected (TacticsEditorTerrainsPage *self,
                     GParamSpec          *pspec,
                     TacticsEditorItemList     *list)
{
  TacticsTerrain *terrain = TACTICS_TERRAIN (tactics_editor_item_list_get_item (list));

  /* One form at a time: choosing a terrain leaves the movement types. */
  if (terrain != NULL)
    tactics_editor_item_list_set_selected (self->movetype_list, GTK_INVALID_LIST_POSITION);
  show_terrain (self, terrain);
}

static void
on_movetype_selected (TacticsEditorTerrainsPage *self,
                      GParamSpec          *pspec,
                      TacticsEditorItemList     *list)
{
  TacticsMovetype *movetype = TACTICS_MOVETYPE (tactics_editor_item_list_get_item (list));

  if (movetype != NULL)
    tactics_editor_item_list_set_selected (self->terrain_list, GTK_INVALID_LIST_POSITION);
  show_movetype (self, movetype);
}

static void
on_add_terrain (TacticsEditorTerrainsPage *self)
{
  GListModel *terrains = tactics_ruleset_get_terrains (self->ruleset);
  GListModel *movetypes = tactics_ruleset_get_movetypes (self->ruleset);
  g_autofree char *id = tactics_ruleset_make_unique_id (self->ruleset, TACTICS_TYPE_TERRAIN,
                                                        "terrain");
  g_autoptr(TacticsTerrain) terrain = tactics_terrain_new (id, _("New terrain"), "#9e9e9e");
  guint position = tactics_editor_ruleset_pages_insert_position (GTK_WIDGET (self->terrain_list),
                                                                 terrains);

  for (guint i = 0; i < g_list_model_get_n_items (movetypes); i++)
    {
      g_autoptr(TacticsMovetype) movetype = g_list_model_get_item (movetypes, i);

      tactics_terrain_set_cost (terrain, tactics_movetype_get_id (movetype), 1);
    }
  tactics_ruleset_insert_terrain (self->ruleset, position, terrain);
  tactics_editor_item_list_set_selected (self->terrain_list, position);
  /* Translators: an Undo or Redo label. */
  tactics_editor_ruleset_pages_done (GTK_WIDGET (self), _("Add Terrain"));
  gtk_widget_grab_focus (GTK_WIDGET (self->terrain_name));
}

static void
on_duplicate_terrain (TacticsEditorTerrainsPage *self)
{
  tactics_editor_ruleset_pages_duplicate (GTK_WIDGET (self), self->ruleset,
                                          GTK_WIDGET (self->terrain_list),
                                          tactics_ruleset_get_terrains (self->ruleset));
}

static void
remove_selected_terrain (TacticsEditorTerrainsPage *self)
{
  tactics_editor_ruleset_pages_remove (GTK_WIDGET (self), self->ruleset,
                                       tactics_editor_item_list_get_item (self->terrain_list));
}

/* How many cells of @map are terrain @index: what a removal repaints. */
static guint
count_cells (TacticsMap *map,
             guint       index)
{
  const guint16 *cells = tactics_map_get_cells (map);
  gsize n_cells = (gsize) tactics_map_get_width (map) * tactics_map_get_height (map);
  guint count = 0;

  for (gsize i = 0; i < n_cells; i++)
    count += cells[i] == index;
  return count;
}

static void
on_remove_terrain (TacticsEditorTerrainsPage *self)
{
  TacticsTerrain *terrain = TACTICS_TERRAIN (tactics_editor_item_list_get_item (self->terrain_list));
  guint position = tactics_editor_item_list_get_selected (self->terrain_list);
  guint cells;

  if (terrain == NULL)
    return;

  if (tactics_ruleset_get_n_terrains (self->ruleset) == 1)
    {
      tactics_editor_ruleset_pages_refuse (GTK_WIDGET (self), _("The last terrain cannot be deleted"),
                                    _("A map needs at least one terrain to be made of."));
      return;
    }

  cells = self->map != NULL ? count_cells (self->map, position) : 0;
  if (cells > 0)
    {
      TacticsTerrain *replacement = tactics_ruleset_get_terrain (self->ruleset,
                                                                 position == 0 ? 1 : 0);
      /* Translators: %s is a terrain's name, e.g. "Delete “Forest”?". */
      g_autofree char *question = g_strdup_printf (_("Delete “%s”?"),
                                                   tactics_terrain_get_name (terrain));
      g_autofree char *details =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      /* Translators: the number of cells, the terrain's name,
                                       * then the terrain that takes its place, e.g. "12 cells of
                                       * the map are Forest. They will become Grass.". */
                                      "%u cell of the map is %s. It will become %s.",
                                      "%u cells of the map are %s. They will become %s.",
                                      cells),
                         cells, tactics_terrain_get_name (terrain),
                         tactics_terrain_get_name (replacement));

      tactics_editor_ruleset_pages_confirm (GTK_WIDGET (self), question, details, _("_Delete"),
                                     G_CALLBACK (remove_selected_terrain), self);
      return;
    }
  if (tactics_editor_ruleset_pages_confirm_shared (GTK_WIDGET (self),
                                                   tactics_terrain_get_name (terrain),
                                                   G_CALLBACK (remove_selected_terrain), self))
    return;
  remove_selected_terrain (self);
}

static void
on_move_terrain (TacticsEditorTerrainsPage *self,
                 int                  delta)
{
  tactics_editor_ruleset_pages_move (self->ruleset, GTK_WIDGET (self->terrain_list),
                              tactics_ruleset_get_terrains (self->ruleset), delta);
}

static void
on_add_movetype (TacticsEditorTerrainsPage *self)
{
  GListModel *movetypes = tactics_ruleset_get_movetypes (self->ruleset);
  g_autofree char *id = tactics_ruleset_make_unique_id (self->ruleset, TACTICS_TYPE_MOVETYPE,
                                                        "movetype");
  g_autoptr(TacticsMovetype) movetype = tactics_movetype_new (id, _("New movement type"));
  guint position =
    tactics_editor_ruleset_pages_insert_position (GTK_WIDGET (self->movetype_list), movetypes);

  tactics_ruleset_insert_movetype (self->ruleset, position, movetype);
  tactics_editor_item_list_set_selected (self->movetype_list, position);
  /* Translators: an Undo or Redo label. */
  tactics_editor_ruleset_pages_done (GTK_WIDGET (self), _("Add Movement Type"));
  show_movetype (self, movetype);
  gtk_widget_grab_focus (GTK_WIDGET (self->movetype_name));
}

static void
on_duplicate_movetype (TacticsEditorTerrainsPage *self)
{
  tactics_editor_ruleset_pages_duplicate (GTK_WIDGET (self), self->ruleset,
                                          GTK_WIDGET (self->movetype_list),
                                          tactics_ruleset_get_movetypes (self->ruleset));
}

static void
remove_selected_movetype (TacticsEditorTerrainsPage *self)
{
  tactics_editor_ruleset_pages_remove (GTK_WIDGET (self), self->ruleset,
                                       tactics_editor_item_list_get_item (self->movetype_list));
}

static void
on_remove_movetype (TacticsEditorTerrainsPage *self)
{
  TacticsMovetype *movetype = TACTICS_MOVETYPE (tactics_editor_item_list_get_item (self->movetype_list));
  guint position = tactics_editor_item_list_get_selected (self->movetype_list);
  GListModel *movetypes = tactics_ruleset_get_movetypes (self->ruleset);
  g_autoptr(GPtrArray) units = NULL;
  g_autofree char *names = NULL;
  g_autofree char *question = NULL;
  g_autofree char *details = NULL;
  g_autoptr(TacticsMovetype) fallback = NULL;

  if (movetype == NULL)
    return;

  units = tactics_ruleset_list_users (self->ruleset, movetype);
  if (units->len == 0)
    {
      remove_selected_movetype (self);
      return;
    }

  names = tactics_editor_ruleset_pages_join_names (units);
  if (g_list_model_get_n_items (movetypes) == 1)
    {
      /* Translators: %s is a unit type's name, e.g. "Archer". */
      details = g_strdup_printf (_("%s would have no way to move. Add another movement type "
                                   "first."), names);
      tactics_editor_ruleset_pages_refuse (GTK_WIDGET (self), _("This movement type is in use"), details);
      return;
    }

  fallback = g_list_model_get_item (movetypes, position == 0 ? 1 : 0);
  /* Translators: %s is a movement type's name, e.g. "Delete “Mounted”?". */
  question = g_strdup_printf (_("Delete “%s”?"), tactics_movetype_get_name (movetype));
  details = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          /* Translators: the names of the unit types, joined as
                                           * a list, the movement type removed, the one they will
                                           * use, then the removed one again, e.g. "Knight moves
                                           * by Mounted. It will move by Foot instead, and the
                                           * terrains lose their costs for Mounted.". */
                                          "%s moves by %s. It will move by %s instead, and the "
                                          "terrains lose their costs for %s.",
                                          "%s move by %s. They will move by %s instead, and the "
                                          "terrains lose their costs for %s.",
                                          units->len),
                             names, tactics_movetype_get_name (movetype),
                             tactics_movetype_get_name (fallback),
                             tactics_movetype_get_name (movetype));
  tactics_editor_ruleset_pages_confirm (GTK_WIDGET (self), question, details, _("_Delete"),
                                 G_CALLBACK (remove_selected_movetype), self);
}

static void
on_move_movetype (TacticsEditorTerrainsPage *self,
                  int                  delta)
{
  tactics_editor_ruleset_pages_move (self->ruleset, GTK_WIDGET (self->movetype_list),
                              tactics_ruleset_get_movetypes (self->ruleset), delta);
}

/* GObject */

static void
tactics_editor_terrains_page_dispose (GObject *object)
{
  TacticsEditorTerrainsPage *self = TACTICS_EDITOR_TERRAINS_PAGE (object);

  tactics_editor_terrains_page_set_ruleset (self, NULL);
  g_clear_pointer (&self->terrain_form, tactics_editor_form_free);
  g_clear_pointer (&self->movetype_form, tactics_editor_form_free);
  g_clear_object (&self->map);
  gtk_widget_dispose_template (GTK_WIDGET (self), TACTICS_TYPE_EDITOR_TERRAINS_PAGE);
  {
    GtkWidget *child;

    /* A plain GtkWidget parent unparents its own children. */
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (tactics_editor_terrains_page_parent_class)->dispose (object);
}

static void
tactics_editor_terrains_page_class_init (TacticsEditorTerrainsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TACTICS_TYPE_EDITOR_COST_TABLE);

  object_class->dispose = tactics_editor_terrains_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Editor/tactics-editor-terrains-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, lists_box);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, separator);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, form_scroller);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, show_cost_table);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, forms);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, cost_table);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_swatch);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_name);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_name_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_id);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_id_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_color);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_symbol);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_role);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage,
                                        terrain_blocks_sight);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, terrain_description);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, movetype_title);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, movetype_name);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, movetype_name_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, movetype_id);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, movetype_id_error);
  gtk_widget_class_bind_template_child (widget_class, TacticsEditorTerrainsPage, movetype_usage);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void
tactics_editor_terrains_page_init (TacticsEditorTerrainsPage *self)
{
  const char * const *symbols = tactics_terrain_art_list_symbols ();
  g_autoptr(GtkStringList) symbol_names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->movetype_list = TACTICS_EDITOR_ITEM_LIST (tactics_editor_item_list_new (_("Movement types")));
  gtk_widget_set_size_request (GTK_WIDGET (self->movetype_list), -1, 200);
  gtk_widget_set_vexpand (GTK_WIDGET (self->movetype_list), FALSE);
  self->terrain_list = TACTICS_EDITOR_ITEM_LIST (tactics_editor_item_list_new (_("Terrains")));
  gtk_widget_set_vexpand (GTK_WIDGET (self->terrain_list), TRUE);
  tactics_editor_item_list_set_picture_func (self->terrain_list, terrain_picture, self);
  gtk_widget_set_name (GTK_WIDGET (self->movetype_list), "movetypes");
  gtk_widget_set_name (GTK_WIDGET (self->terrain_list), "terrains");
  gtk_box_append (GTK_BOX (self->lists_box), GTK_WIDGET (self->movetype_list));
  gtk_box_append (GTK_BOX (self->lists_box), GTK_WIDGET (self->terrain_list));

  g_signal_connect_swapped (self->terrain_list, "notify::selected",
                            G_CALLBACK (on_terrain_selected), self);
  g_signal_connect_swapped (self->terrain_list, "add", G_CALLBACK (on_add_terrain), self);
  g_signal_connect_swapped (self->terrain_list, "duplicate",
                            G_CALLBACK (on_duplicate_terrain), self);
  g_signal_connect_swapped (self->terrain_list, "remove", G_CALLBACK (on_remove_terrain), self);
  g_signal_connect_swapped (self->terrain_list, "move", G_CALLBACK (on_move_terrain), self);
  g_signal_connect_swapped (self->movetype_list, "notify::selected",
                            G_CALLBACK (on_movetype_selected), self);
  g_signal_connect_swapped (self->movetype_list, "add", G_CALLBACK (on_add_movetype), self);
  g_signal_connect_swapped (self->movetype_list, "duplicate",
                            G_CALLBACK (on_duplicate_movetype), self);
  g_signal_connect_swapped (self->movetype_list, "remove", G_CALLBACK (on_remove_movetype), self);
  g_signal_connect_swapped (self->movetype_list, "move", G_CALLBACK (on_move_movetype), self);
  g_signal_connect_swapped (self->show_cost_table, "clicked",
                            G_CALLBACK (tactics_editor_terrains_page_show_costs), self);

  /* The first entry, empty, is "From the name". */
  gtk_string_list_append (symbol_names, "");
  for (guint i = 0; symbols[i] != NULL; i++)
    gtk_string_list_append (symbol_names, symbols[i]);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_symbol_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_symbol_row), self);
  gtk_drop_down_set_factory (self->terrain_symbol, factory);
  gtk_drop_down_set_model (self->terrain_symbol, G_LIST_MODEL (symbol_names));
  g_signal_connect_swapped (self->terrain_symbol, "notify::selected",
                            G_CALLBACK (on_symbol_selected), self);
  g_signal_connect_swapped (self->terrain_role, "notify::selected",
                            G_CALLBACK (on_role_selected), self);

  self->terrain_form = tactics_editor_form_new ();
  tactics_editor_form_bind_text (self->terrain_form, GTK_EDITABLE (self->terrain_name),
                          self->terrain_name_error, "name", tactics_editor_form_check_name, NULL);
  tactics_editor_form_bind_text_full (self->terrain_form, GTK_EDITABLE (self->terrain_id),
                                      self->terrain_id_error, "id", check_terrain_id,
                                      apply_id, self);
  tactics_editor_form_bind_color (self->terrain_form, self->terrain_color, "color");
  tactics_editor_form_bind_check (self->terrain_form, self->terrain_blocks_sight, "blocks-sight");
  tactics_editor_form_bind_long_text (self->terrain_form, self->terrain_description, "description");

  self->movetype_form = tactics_editor_form_new ();
  tactics_editor_form_bind_text (self->movetype_form, GTK_EDITABLE (self->movetype_name),
                          self->movetype_name_error, "name", tactics_editor_form_check_name, NULL);
  tactics_editor_form_bind_text_full (self->movetype_form, GTK_EDITABLE (self->movetype_id),
                               self->movetype_id_error, "id", check_movetype_id,
                               apply_id, self);
}

GtkWidget *
tactics_editor_terrains_page_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_TERRAINS_PAGE, NULL);
}

void
tactics_editor_terrains_page_set_ruleset (TacticsEditorTerrainsPage *self,
                                   TacticsRuleset      *ruleset)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  if (self->ruleset == ruleset)
    return;

  show_terrain (self, NULL);
  show_movetype (self, NULL);
  g_set_object (&self->ruleset, ruleset);
  tactics_editor_cost_table_set_ruleset (self->cost_table, ruleset);

  tactics_editor_item_list_set_model (self->movetype_list,
                               ruleset != NULL ? tactics_ruleset_get_movetypes (ruleset) : NULL);
  tactics_editor_item_list_set_model (self->terrain_list,
                               ruleset != NULL ? tactics_ruleset_get_terrains (ruleset) : NULL);
  if (ruleset != NULL)
    tactics_editor_terrains_page_select_terrain (self, 0);
  else
    gtk_stack_set_visible_child_name (self->forms, "empty");
}

void
tactics_editor_terrains_page_set_map (TacticsEditorTerrainsPage *self,
                               TacticsMap          *map)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  g_set_object (&self->map, map);
}

void
tactics_editor_terrains_page_select_terrain (TacticsEditorTerrainsPage *self,
                                      guint                position)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  tactics_editor_item_list_set_selected (self->terrain_list, position);
  show_terrain (self, TACTICS_TERRAIN (tactics_editor_item_list_get_item (self->terrain_list)));
}

void
tactics_editor_terrains_page_select_movetype (TacticsEditorTerrainsPage *self,
                                       guint                position)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  tactics_editor_item_list_set_selected (self->movetype_list, position);
  show_movetype (self, TACTICS_MOVETYPE (tactics_editor_item_list_get_item (self->movetype_list)));
}

void
tactics_editor_terrains_page_refresh (TacticsEditorTerrainsPage *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  /* Undo and redo put values back behind the forms' backs. */
  tactics_editor_form_refresh (self->terrain_form);
  tactics_editor_form_refresh (self->movetype_form);
  if (self->terrain != NULL)
    {
      update_terrain_header (self);
      select_symbol (self);
    }
  if (tactics_editor_form_get_item (self->movetype_form) != NULL)
    update_movetype_usage (self, TACTICS_MOVETYPE (tactics_editor_form_get_item (self->movetype_form)));
}

void
tactics_editor_terrains_page_set_shared (TacticsEditorTerrainsPage *self,
                                         gboolean                   shared)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  /* Translators: a note under the id of a terrain in a ruleset file of its own. */
  tactics_editor_form_set_hint (self->terrain_form, GTK_WIDGET (self->terrain_id),
                                shared ? _("Other maps may use this id.") : NULL);
}

gboolean
tactics_editor_terrains_page_get_invalid_field (TacticsEditorTerrainsPage  *self,
                                                char                      **label,
                                                char                      **message)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self), FALSE);

  return tactics_editor_form_get_invalid_field (self->terrain_form, label, message)
         || tactics_editor_form_get_invalid_field (self->movetype_form, label, message)
         || tactics_editor_cost_table_get_invalid_field (self->cost_table, label, message);
}

void
tactics_editor_terrains_page_show_costs (TacticsEditorTerrainsPage *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_TERRAINS_PAGE (self));

  if (self->ruleset == NULL)
    return;
  /* One view at a time: the table leaves the forms. */
  tactics_editor_item_list_set_selected (self->terrain_list, GTK_INVALID_LIST_POSITION);
  tactics_editor_item_list_set_selected (self->movetype_list, GTK_INVALID_LIST_POSITION);
  gtk_stack_set_visible_child_name (self->forms, "costs");
}
