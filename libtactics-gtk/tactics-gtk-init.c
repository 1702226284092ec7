/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-gtk.h"

static gpointer
init_once (gpointer data)
{
  tactics_init ();

  g_type_ensure (TACTICS_TYPE_VIEWPORT);
  g_type_ensure (TACTICS_TYPE_BOARD);
  g_type_ensure (TACTICS_TYPE_BOARD_LAYER);
  g_type_ensure (TACTICS_TYPE_CELL_LAYER);
  g_type_ensure (TACTICS_TYPE_TOKEN_LAYER);

  return NULL;
}

/**
 * tactics_gtk_init:
 *
 * Initialises the engine (tactics_init()) and registers the widget types so
 * that #GtkBuilder files can name them. Call it after gtk_init(); calling
 * it again does nothing.
 */
void
tactics_gtk_init (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, init_once, NULL);
}
