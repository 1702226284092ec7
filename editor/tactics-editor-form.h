/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Binds form widgets to the properties of one model object (a terrain, a
 * unit prototype, an action) at a time. Each edit is checked at its field:
 * a bad value turns the field red, shows why under it and never reaches
 * the model; a good one is written at once. A number refused while typing
 * puts back what the model held when the edit began, so that nothing half
 * typed (1000 on the way to a refused 10000) is kept. */
typedef struct _TacticsEditorForm TacticsEditorForm;

/* Checks @text for @item; on failure sets *@message (a translated,
 * newly allocated sentence) and returns FALSE. */
typedef gboolean (*TacticsEditorFormCheck) (GObject     *item,
                                      const char  *text,
                                      char       **message,
                                      gpointer     user_data);

/* Writes a checked value to @item instead of setting the property (to
 * carry a renamed id to what refers to it). */
typedef void     (*TacticsEditorFormApply) (GObject     *item,
                                      const char  *text,
                                      gpointer     user_data);

TacticsEditorForm *tactics_editor_form_new             (void);
void         tactics_editor_form_free            (TacticsEditorForm    *form);
/* The window actions that name an edit ("s": its label) and finish it;
 * static strings. By default the ruleset's: editor.name-ruleset-edit and
 * editor.commit-ruleset-edit. */
void         tactics_editor_form_set_edit_actions (TacticsEditorForm   *form,
                                                   const char          *name_action,
                                                   const char          *commit_action);
/* The object edited (NULL: nothing; the fields go insensitive). */
void         tactics_editor_form_set_item        (TacticsEditorForm    *form,
                                           GObject        *item);
GObject     *tactics_editor_form_get_item        (TacticsEditorForm    *form);
/* A note shown under @widget's field while it refuses nothing (NULL:
 * none), e.g. that other files refer to an id. */
void         tactics_editor_form_set_hint        (TacticsEditorForm    *form,
                                           GtkWidget      *widget,
                                           const char     *hint);
/* How Undo labels name @widget's field, when not as its label reads
 * (without a hint such as "(0: none)"). */
void         tactics_editor_form_set_field_name  (TacticsEditorForm    *form,
                                                  GtkWidget            *widget,
                                                  const char           *name);
/* How Undo labels name the item while it has no name of its own, e.g.
 * "Objective 2 of West" (NULL: they name the field alone). */
void         tactics_editor_form_set_item_title  (TacticsEditorForm    *form,
                                                  const char           *title);
/* Reads every field again from the item. */
void         tactics_editor_form_refresh         (TacticsEditorForm    *form);

/* A string property in an entry; @check may be NULL. */
void         tactics_editor_form_bind_text       (TacticsEditorForm    *form,
                                           GtkEditable    *entry,
                                           GtkLabel       *message,
                                           const char     *property,
                                           TacticsEditorFormCheck check,
                                           gpointer        user_data);
/* As tactics_editor_form_bind_text(), with @apply writing the value. */
void         tactics_editor_form_bind_text_full  (TacticsEditorForm    *form,
                                           GtkEditable    *entry,
                                           GtkLabel       *message,
                                           const char     *property,
                                           TacticsEditorFormCheck check,
                                           TacticsEditorFormApply apply,
                                           gpointer        user_data);
/* A string property of several lines (a description) in a text view. */
void         tactics_editor_form_bind_long_text  (TacticsEditorForm    *form,
                                           GtkTextView    *view,
                                           const char     *property);
/* An unsigned integer property in a spin button, within [min, max]; the
 * range is checked as typed, not clamped. */
void         tactics_editor_form_bind_number     (TacticsEditorForm    *form,
                                           GtkSpinButton  *spin,
                                           GtkLabel       *message,
                                           const char     *property,
                                           guint           min,
                                           guint           max);
/* Checks a number in range against the rest of @item. */
typedef gboolean (*TacticsEditorFormNumberCheck) (GObject  *item,
                                            guint     value,
                                            char    **message,
                                            gpointer  user_data);
/* As tactics_editor_form_bind_number(), with a further @check. */
void         tactics_editor_form_bind_number_full (TacticsEditorForm   *form,
                                            GtkSpinButton *spin,
                                            GtkLabel      *message,
                                            const char    *property,
                                            guint          min,
                                            guint          max,
                                            TacticsEditorFormNumberCheck check,
                                            gpointer       user_data);
/* A "#rrggbb" string property in a colour button. */
void         tactics_editor_form_bind_color      (TacticsEditorForm    *form,
                                           GtkColorButton *button,
                                           const char     *property);
/* An enum property in a drop-down whose positions are the enum's values. */
void         tactics_editor_form_bind_choice     (TacticsEditorForm    *form,
                                           GtkDropDown    *dropdown,
                                           const char     *property);
/* A boolean property in a check button; each toggle is a whole edit. Undo
 * labels name the field as the button's label reads. */
void         tactics_editor_form_bind_check      (TacticsEditorForm    *form,
                                                  GtkCheckButton       *check,
                                                  const char           *property);
/* Number fields outside a form: reads @text as a whole number from @min to
 * @max into *@value; otherwise sets *@message, a sentence naming @label (the
 * field, as its label reads) and the range, and returns FALSE. */
gboolean     tactics_editor_form_parse_number    (const char     *label,
                                                  const char     *text,
                                                  guint           min,
                                                  guint           max,
                                                  guint          *value,
                                                  char          **message);
/* Shows @message under a field or table in @label, or hides the label
 * when @message is NULL. */
void         tactics_editor_form_show_message    (GtkLabel       *label,
                                                  const char     *message);
/* As tactics_editor_form_parse_number(), for a range that may go below 0
 * (a resistance, where a weakness is negative). */
gboolean     tactics_editor_form_parse_integer   (const char     *label,
                                                  const char     *text,
                                                  int             min,
                                                  int             max,
                                                  int            *value,
                                                  char          **message);
/* tactics_editor_form_parse_number() on the text of @spin, which is marked
 * as in error while it refuses it. */
gboolean     tactics_editor_form_read_spin       (GtkSpinButton  *spin,
                                                  const char     *label,
                                                  guint           min,
                                                  guint           max,
                                                  guint          *value,
                                                  char          **message);
/* Makes @spin keep what is typed, so that its "changed" handler can refuse
 * it: no clamping to its range, no number made of other text. */
void         tactics_editor_form_setup_number_spin (GtkSpinButton *spin);
/* The first field holding a value it refused: its name as its label reads
 * and the reason, both newly allocated; FALSE when there is none. */
gboolean     tactics_editor_form_get_invalid_field (TacticsEditorForm *form,
                                                    char             **label,
                                                    char             **message);
/* Whether any field holds a value it refused. */
gboolean     tactics_editor_form_has_errors      (TacticsEditorForm    *form);

/* Checks shared by the pages: an id as @ruleset (a TacticsRuleset) accepts
 * it for @item (tactics_ruleset_check_id()). */
gboolean     tactics_editor_form_check_id        (GObject        *item,
                                           const char     *text,
                                           char          **message,
                                           gpointer        ruleset);
/* Renames @item through @ruleset (tactics_ruleset_rename_item()), which
 * carries the new id to what refers to it. */
void         tactics_editor_form_apply_id        (GObject        *item,
                                                  const char     *text,
                                                  gpointer        ruleset);
/* A name is not empty and at most 256 characters. */
gboolean     tactics_editor_form_check_name      (GObject        *item,
                                           const char     *text,
                                           char          **message,
                                           gpointer        user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsEditorForm, tactics_editor_form_free)

G_END_DECLS
