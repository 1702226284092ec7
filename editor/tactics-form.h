/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Binds form widgets to the properties of one model object (a terrain, a
 * unit prototype, an action) at a time. Each edit is checked at its field:
 * a bad value turns the field red, shows why under it and never reaches
 * the model; a good one is written at once. */
typedef struct _TacticsForm TacticsForm;

/* Checks @text for @item; on failure sets *@message (a translated,
 * newly allocated sentence) and returns FALSE. */
typedef gboolean (*TacticsFormCheck) (GObject     *item,
                                      const char  *text,
                                      char       **message,
                                      gpointer     user_data);

/* Writes a checked value to @item instead of setting the property (to
 * carry a renamed id to what refers to it). */
typedef void     (*TacticsFormApply) (GObject     *item,
                                      const char  *text,
                                      gpointer     user_data);

TacticsForm *tactics_form_new             (void);
void         tactics_form_free            (TacticsForm    *form);
/* The object edited (NULL: nothing; the fields go insensitive). */
void         tactics_form_set_item        (TacticsForm    *form,
                                           GObject        *item);
GObject     *tactics_form_get_item        (TacticsForm    *form);
/* Reads every field again from the item. */
void         tactics_form_refresh         (TacticsForm    *form);

/* A string property in an entry; @check may be NULL. */
void         tactics_form_bind_text       (TacticsForm    *form,
                                           GtkEditable    *entry,
                                           GtkLabel       *message,
                                           const char     *property,
                                           TacticsFormCheck check,
                                           gpointer        user_data);
/* As tactics_form_bind_text(), with @apply writing the value. */
void         tactics_form_bind_text_full  (TacticsForm    *form,
                                           GtkEditable    *entry,
                                           GtkLabel       *message,
                                           const char     *property,
                                           TacticsFormCheck check,
                                           TacticsFormApply apply,
                                           gpointer        user_data);
/* An unsigned integer property in a spin button, within [min, max]; the
 * range is checked as typed, not clamped. */
void         tactics_form_bind_number     (TacticsForm    *form,
                                           GtkSpinButton  *spin,
                                           GtkLabel       *message,
                                           const char     *property,
                                           guint           min,
                                           guint           max);
/* Checks a number in range against the rest of @item. */
typedef gboolean (*TacticsFormNumberCheck) (GObject  *item,
                                            guint     value,
                                            char    **message,
                                            gpointer  user_data);
/* As tactics_form_bind_number(), with a further @check. */
void         tactics_form_bind_number_full (TacticsForm   *form,
                                            GtkSpinButton *spin,
                                            GtkLabel      *message,
                                            const char    *property,
                                            guint          min,
                                            guint          max,
                                            TacticsFormNumberCheck check,
                                            gpointer       user_data);
/* A "#rrggbb" string property in a colour button. */
void         tactics_form_bind_color      (TacticsForm    *form,
                                           GtkColorButton *button,
                                           const char     *property);
/* An enum property in a drop-down whose positions are the enum's values. */
void         tactics_form_bind_choice     (TacticsForm    *form,
                                           GtkDropDown    *dropdown,
                                           const char     *property);
/* Whether any field holds a value it refused. */
gboolean     tactics_form_has_errors      (TacticsForm    *form);

/* Checks shared by the pages: an id is 1–32 letters, digits, '_', '-' or
 * '.' and unique in @siblings (a GListModel of objects with an "id"). */
gboolean     tactics_form_check_id        (GObject        *item,
                                           const char     *text,
                                           char          **message,
                                           gpointer        siblings);
/* A name is not empty and at most 256 characters. */
gboolean     tactics_form_check_name      (GObject        *item,
                                           const char     *text,
                                           char          **message,
                                           gpointer        user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsForm, tactics_form_free)

G_END_DECLS
