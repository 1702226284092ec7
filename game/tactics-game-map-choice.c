/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-art.h"
#include "tactics-game-map-choice.h"

#define THUMBNAIL_WIDTH 72
#define THUMBNAIL_HEIGHT 48

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

GtkWidget *
tactics_game_map_choice_make_row (TacticsGameMapChoice *choice,
                                  int                   scale_factor)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture;
  GtkWidget *label;
  g_autoptr(GdkTexture) thumbnail = NULL;
  g_autofree char *size = tactics_game_map_choice_describe (choice);

  thumbnail = tactics_game_art_render_map_preview (choice->map,
                                                   tactics_game_map_choice_get_regions (choice),
                                                   THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT,
                                                   scale_factor, TRUE);
  picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (thumbnail));
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_widget_set_size_request (picture, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
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

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  return box;
}
