/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tactics-game-pass-page.h"
#include "tactics-game-unit-badge.h"

struct _TacticsGamePassPage
{
  GtkWidget             parent_instance;

  TacticsGameUnitBadge *team_badge;
  GtkLabel             *title_label;
  GtkLabel             *what_label;
  GtkButton            *ready_button;
};

G_DEFINE_FINAL_TYPE (TacticsGamePassPage, tactics_game_pass_page, GTK_TYPE_WIDGET)

enum {
  SIGNAL_READY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_ready_clicked (TacticsGamePassPage *self)
{
  tactics_game_pass_page_confirm (self);
}

static gboolean
tactics_game_pass_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (TACTICS_GAME_PASS_PAGE (widget)->ready_button));
}

static void
tactics_game_pass_page_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TACTICS_TYPE_GAME_PASS_PAGE);
  /* Template children without an id are ours to unparent too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tactics_game_pass_page_parent_class)->dispose (object);
}

static void
tactics_game_pass_page_class_init (TacticsGamePassPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tactics_game_pass_page_dispose;
  widget_class->grab_focus = tactics_game_pass_page_grab_focus;

  signals[SIGNAL_READY] =
    g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TACTICS_TYPE_GAME_UNIT_BADGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/tactics/Game/tactics-game-pass-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePassPage, team_badge);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePassPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePassPage, what_label);
  gtk_widget_class_bind_template_child (widget_class, TacticsGamePassPage, ready_button);
  gtk_widget_class_bind_template_callback (widget_class, on_ready_clicked);
  gtk_widget_class_set_css_name (widget_class, "pass-page");
}

static void
tactics_game_pass_page_init (TacticsGamePassPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tactics_game_pass_page_new (void)
{
  return g_object_new (TACTICS_TYPE_GAME_PASS_PAGE, NULL);
}

void
tactics_game_pass_page_set_player (TacticsGamePassPage *self,
                                   const char          *name,
                                   guint                team,
                                   const char          *what)
{
  g_autofree char *title = NULL;
  g_autofree char *ready = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *mnemonic_safe = NULL;

  g_return_if_fail (TACTICS_IS_GAME_PASS_PAGE (self));

  tactics_game_unit_badge_set_team (self->team_badge, team);
  /* Translators: shown between two players' turns at one screen. */
  title = g_strdup_printf (_("Pass to %s"), name);
  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->what_label, what != NULL ? what : "");
  /* Translators: the button a player presses when they sit down. */
  parts = g_strsplit (name, "_", -1);
  mnemonic_safe = g_strjoinv ("__", parts);
  /* Translators: %s is a player's name, e.g. "_I Am Blue — Start". */
  ready = g_strdup_printf (_("_I Am %s — Start"), mnemonic_safe);
  gtk_button_set_label (self->ready_button, ready);
}

void
tactics_game_pass_page_confirm (TacticsGamePassPage *self)
{
  g_return_if_fail (TACTICS_IS_GAME_PASS_PAGE (self));
  g_signal_emit (self, signals[SIGNAL_READY], 0);
}
