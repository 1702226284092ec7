/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-start-page.h"

/* Recent files shown at most. */
#define MAX_RECENT 4

struct _TacticsGameStartPage
{
  GtkWidget  parent_instance;

  GtkWidget *new_match_button;
  GtkWidget *recent_box;
  GtkBox    *recent_list;
};

G_DEFINE_FINAL_TYPE (TacticsGameStartPage, tactics_game_start_page, GTK_TYPE_WIDGET)

static gboolean
tactics_game_start_page_grab_focus (GtkWidget *widget)
{
  TacticsGameStartPage *self = TACTICS_GAME_START_PAGE (widget);

  return gtk_widget_grab_focus (self->new_match_button);
}

static void
tactics_game_start_page_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_START_PAGE);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_start_page_parent_class)->dispose (object);
}

static void
tactics_game_start_page_class_init (TacticsGameStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_start_page_dispose;
  widget_class->grab_focus = tactics_game_start_page_grab_focus;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGameStartPage, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameStartPage, recent_box);
  gtk_widget_class_bind_template_child (widget_class, TacticsGameStartPage, recent_list);
  gtk_widget_class_set_css_name (widget_class, "start-page");
}

static void
tactics_game_start_page_init (TacticsGameStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tactics_game_start_page_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_START_PAGE, NULL);
}

void
tactics_game_start_page_set_recent (TacticsGameStartPage *self,
                                    const char * const   *uris)
{
  GtkWidget *child;
  guint shown = 0;

  g_return_if_fail (TACTICS_IS_GAME_START_PAGE (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))) != NULL)
    gtk_box_remove (self->recent_list, child);

  for (guint i = 0; uris != NULL && uris[i] != NULL && shown < MAX_RECENT; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uris[i]);
      g_autofree char *name = NULL;
      g_autofree char *tooltip = NULL;
      GtkWidget *button;
      GtkWidget *label;

      if (!g_file_query_exists (file, NULL))
        continue;
      name = g_file_get_basename (file);
      tooltip = g_file_get_parse_name (file);
      label = gtk_label_new (name);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.open-recent");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", uris[i]);
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (self->recent_list, button);
      shown++;
    }
  gtk_widget_set_visible (self->recent_box, shown > 0);
}
