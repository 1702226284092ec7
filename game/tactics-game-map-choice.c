/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tactics-draw.h"
#include "tactics-game-map-choice.h"

#define THUMBNAIL_WIDTH 64
#define THUMBNAIL_HEIGHT 40

TacticsGameMapChoice *
tactics_game_map_choice_new (GFile           *file,
                             TacticsMap      *map,
                             TacticsScenario *scenario)
{
  TacticsGameMapChoice *choice;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  choice = g_new0 (TacticsGameMapChoice, 1);
  choice->file = file != NULL ? g_object_ref (file) : NULL;
  choice->map = g_object_ref (map);
  choice->scenario = scenario != NULL ? g_object_ref (scenario) : NULL;
  return choice;
}

void
tactics_game_map_choice_free (TacticsGameMapChoice *choice)
{
  g_clear_object (&choice->file);
  g_clear_object (&choice->map);
  g_clear_object (&choice->scenario);
  g_clear_object (&choice->thumbnail);
  g_free (choice);
}

GListModel *
tactics_game_map_choice_get_regions (TacticsGameMapChoice *choice)
{
  return choice->scenario != NULL ? tactics_scenario_get_regions (choice->scenario) : NULL;
}

static char *
describe_size (TacticsMap *map)
{
  if (tactics_map_get_topology (map) == TACTICS_TOPOLOGY_HEX)
    /* Translators: a map's size, e.g. "26 × 20 hexes". */
    return g_strdup_printf (_("%d × %d hexes"), tactics_map_get_width (map),
                            tactics_map_get_height (map));
  /* Translators: a map's size, e.g. "24 × 16 squares". */
  return g_strdup_printf (_("%d × %d squares"), tactics_map_get_width (map),
                          tactics_map_get_height (map));
}

const char *
tactics_game_map_choice_get_name (TacticsGameMapChoice *choice)
{
  const char *name = choice->scenario != NULL ? tactics_scenario_get_name (choice->scenario)
                                              : tactics_map_get_name (choice->map);

  if (name != NULL && name[0] != '\0')
    return name;
  return choice->scenario != NULL ? _("Untitled scenario") : _("Untitled map");
}

char *
tactics_game_map_choice_describe (TacticsGameMapChoice *choice)
{
  g_autofree char *size = describe_size (choice->map);
  guint n_sides;

  if (choice->scenario == NULL)
    return g_steal_pointer (&size);
  n_sides = g_list_model_get_n_items (tactics_scenario_get_sides (choice->scenario));
  /* Translators: a scenario in the list of maps: its number of sides, then its map's size,
   * e.g. "Scenario for 2 sides · 24 × 16 squares". */
  return g_strdup_printf (ngettext ("Scenario for %u side · %s", "Scenario for %u sides · %s",
                                    n_sides),
                          n_sides, size);
}

GdkTexture *
tactics_game_map_choice_render_preview (TacticsGameMapChoice *choice,
                                        int                   width,
                                        int                   height,
                                        int                   scale_factor)
{
  g_autoptr(TacticsPicture) picture = tactics_picture_new_thumbnail (choice->map, choice->scenario);
  cairo_surface_t *surface = tactics_picture_render_fitted (picture, width, height,
                                                            MAX (scale_factor, 1));
  GdkTexture *texture = tactics_texture_new_for_surface (surface);

  cairo_surface_destroy (surface);
  return texture;
}

/* The list's picture in a box of its own size whatever the map's shape, so
 * that every row's name starts at the same place: the map fitted, centred. */
static GdkTexture *
render_thumbnail (TacticsGameMapChoice *choice,
                  int                   scale_factor)
{
  g_autoptr(TacticsPicture) picture = tactics_picture_new_thumbnail (choice->map, choice->scenario);
  int scale = MAX (scale_factor, 1);
  cairo_surface_t *fitted = tactics_picture_render_fitted (picture, THUMBNAIL_WIDTH,
                                                           THUMBNAIL_HEIGHT, scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         THUMBNAIL_WIDTH * scale,
                                                         THUMBNAIL_HEIGHT * scale);
  cairo_t *cr = cairo_create (surface);
  GdkTexture *texture;

  cairo_set_source_surface (cr, fitted,
                            floor ((THUMBNAIL_WIDTH * scale -
                                    cairo_image_surface_get_width (fitted)) / 2.0),
                            floor ((THUMBNAIL_HEIGHT * scale -
                                    cairo_image_surface_get_height (fitted)) / 2.0));
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (fitted);
  texture = tactics_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

GtkWidget *
tactics_game_map_choice_make_row (TacticsGameMapChoice *choice)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture;
  GtkWidget *label;
  g_autofree char *size = tactics_game_map_choice_describe (choice);

  picture = gtk_picture_new ();
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_widget_set_size_request (picture, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_widget_set_name (picture, "map-thumbnail");
  if (choice->thumbnail != NULL)
    gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (choice->thumbnail));
  gtk_box_append (GTK_BOX (box), picture);

  label = gtk_label_new (tactics_game_map_choice_get_name (choice));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (labels), label);
  label = gtk_label_new (size);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (labels), label);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), labels);

  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  return box;
}

void
tactics_game_map_choice_set_row_thumbnail (TacticsGameMapChoice *choice,
                                           GtkWidget            *row,
                                           int                   scale_factor)
{
  GtkWidget *picture = gtk_widget_get_first_child (row);

  g_return_if_fail (GTK_IS_PICTURE (picture));

  if (choice->thumbnail == NULL || choice->thumbnail_scale != scale_factor)
    {
      g_clear_object (&choice->thumbnail);
      choice->thumbnail = render_thumbnail (choice, scale_factor);
      choice->thumbnail_scale = scale_factor;
    }
  gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (choice->thumbnail));
}
