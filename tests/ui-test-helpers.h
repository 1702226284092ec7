/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tactics-gtk.h"

G_BEGIN_DECLS

/* Helpers for tests that drive real widgets under Xvfb. */

/* gtk_test_init() plus what every UI test wants: no accessibility bus
 * (there is no session bus under Xvfb), the board library initialised. */
void                ui_test_init              (int             *argc,
                                               char          ***argv);
/* Runs the main loop until @widget is mapped with a size, or fails. */
/* Points the library at the catalogues built with the programs (laid out
 * as installed ones); call before ui_test_init() binds the text domain. */
void                ui_test_use_built_catalogues (void);
/* Shows the next windows in @language (e.g. "pt_BR"). */
void                ui_test_use_language      (const char      *language);
void                ui_test_wait_for_widget   (GtkWidget       *widget);
/* Runs pending main loop work (layout, redraws, idles). */
void                ui_test_iterate           (void);
/* Runs the main loop until @done is TRUE, or fails after @timeout_ms. */
void                ui_test_wait_until        (gboolean        *done,
                                               guint            timeout_ms);
/* The descendant of @root (or @root) whose widget name is @name, or fails.
 * (transfer none) */
GtkWidget          *ui_test_find_widget       (GtkWidget       *root,
                                               const char      *name);
/* The first descendant of @root (or @root) of @type that has the style
 * class @css_class (NULL: any), or NULL. (transfer none) */
GtkWidget          *ui_test_find_descendant   (GtkWidget       *root,
                                               GType            type,
                                               const char      *css_class);
/* The visible message dialog transient for @window, or NULL. */
GtkWidget          *ui_test_find_dialog       (GtkWindow       *window);
/* The first controller of @type on @widget, or fails. (transfer none) */
GtkEventController *ui_test_find_controller   (GtkWidget       *widget,
                                               GType            type);
/* Draws @widget as it shows now, with its window's renderer. */
GdkTexture         *ui_test_render_widget     (GtkWidget       *widget);
/* Saves @widget's picture as BUILD/tests/screenshots/@name.png. */
void                ui_test_save_screenshot   (GtkWidget       *widget,
                                               const char      *name);
/* The colour of a pixel of @texture, as 0xAARRGGBB. */
guint32             ui_test_texture_pixel     (GdkTexture      *texture,
                                               int              x,
                                               int              y);
/* The colour of a "#rrggbb" spec, as 0xffRRGGBB. */
guint32             ui_test_rgb               (const char      *spec);
/* TRUE when two colours differ by at most @tolerance in every channel. */
gboolean            ui_test_colors_close      (guint32          a,
                                               guint32          b,
                                               int              tolerance);

/* A ruleset with one movement type ("foot") and the terrains given as
 * "id:name:#rrggbb:cost" strings (cost 0: impassable). */
TacticsRuleset     *ui_test_make_ruleset      (const char      *first_terrain,
                                               ...) G_GNUC_NULL_TERMINATED;

/* Simulates a primary-button drag on @board's drag gesture, from the centre
 * of cell @from through each cell in @cells (n_cells of them). */
void                ui_test_drag_cells        (TacticsBoard      *board,
                                               const TacticsCell *cells,
                                               guint              n_cells);
/* Moves the simulated pointer to the centre of @cell. */
void                ui_test_hover_cell        (TacticsBoard      *board,
                                               TacticsCell        cell);
/* Takes the simulated pointer off @board. */
void                ui_test_leave_board       (TacticsBoard      *board);

G_END_DECLS
