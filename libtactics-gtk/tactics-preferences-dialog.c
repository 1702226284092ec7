/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-gtk.h"

struct _TacticsPreferencesDialog
{
  GtkWindow             parent_instance;

  GSettings            *settings;
  GtkBox               *content;
  GtkLabel             *ruleset_label;
  GtkButton            *ruleset_choose_button;
  GtkButton            *ruleset_reset_button;
  GtkLabel             *ruleset_error_label;
  GtkLabel             *recent_label;
  GtkButton            *recent_clear_button;
  GtkFileChooserNative *chooser;
};

/**
 * TacticsPreferencesDialog:
 *
 * The preferences window of either program. It shows a row for each key
 * its #GSettings schema has among "show-grid", "animation-speed",
 * "new-map-width", "new-map-height", "new-map-topology", "default-ruleset"
 * and "recent-files", bound to the settings: a change applies at once.
 *
 * A ruleset file is loaded before it is made the default; a bad one is
 * refused with its error shown in the window. Escape closes it.
 */
G_DEFINE_FINAL_TYPE (TacticsPreferencesDialog, tactics_preferences_dialog, GTK_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What the values of the schemas' enums are called in the window; a
 * context tells a word apart from the same word with another meaning. */
static const struct {
  const char *nick;
  const char *context;
  const char *label;
} enum_labels[] = {
  { "instant", NULL, N_("Instant") },
  { "fast", NULL, N_("Fast") },
  { "normal", "game speed", NC_("game speed", "Normal") },
  { "slow", NULL, N_("Slow") },
  { "square", NULL, N_("Square") },
  { "hex", NULL, N_("Hexagonal") },
};

static gboolean
has_key (TacticsPreferencesDialog *self,
         const char               *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

/* Layout: a heading per group, then label–control rows in a grid. */

static GtkGrid *
add_group (TacticsPreferencesDialog *self,
           const char               *title)
{
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *grid = gtk_grid_new ();

  gtk_label_set_xalign (GTK_LABEL (heading), 0.0f);
  gtk_widget_add_css_class (heading, "heading");
  if (gtk_widget_get_first_child (GTK_WIDGET (self->content)) != NULL)
    gtk_widget_set_margin_top (heading, 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_start (grid, 12);
  gtk_box_append (self->content, heading);
  gtk_box_append (self->content, grid);
  return GTK_GRID (grid);
}

/* Adds a row; @mnemonic_widget (NULL: @control) is what the label's
 * mnemonic activates. Returns the label. */
static GtkWidget *
add_row (GtkGrid    *grid,
         const char *mnemonic_label,
         GtkWidget  *control,
         GtkWidget  *mnemonic_widget)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic_label);
  int row = 0;

  while (gtk_grid_get_child_at (grid, 0, row) != NULL || gtk_grid_get_child_at (grid, 1, row))
    row++;
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label),
                                 mnemonic_widget != NULL ? mnemonic_widget : control);
  gtk_widget_set_halign (control, GTK_ALIGN_END);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, control, 1, row, 1, 1);
  return label;
}

/* Enum keys as drop-downs: the item's position is the nick's position in
 * the schema's list of values. */

static gboolean
enum_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_enum (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((GStrv) nicks))
    return NULL;
  return g_variant_new_string (nicks[position]);
}

static GtkWidget *
make_enum_drop_down (TacticsPreferencesDialog *self,
                     const char               *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) values = NULL;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  const char *type;
  GStrv nicks;
  GtkWidget *drop_down;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &values);
  g_assert (g_str_equal (type, "enum"));
  nicks = g_variant_dup_strv (values, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    {
      const char *label = nicks[i];

      for (guint j = 0; j < G_N_ELEMENTS (enum_labels); j++)
        if (g_str_equal (enum_labels[j].nick, nicks[i]))
          label = enum_labels[j].context != NULL
                  ? g_dpgettext2 (GETTEXT_PACKAGE, enum_labels[j].context, enum_labels[j].label)
                  : _(enum_labels[j].label);
      g_ptr_array_add (labels, (gpointer) label);
    }
  g_ptr_array_add (labels, NULL);

  drop_down = gtk_drop_down_new_from_strings ((const char * const *) labels->pdata);
  g_settings_bind_with_mapping (self->settings, key, drop_down, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                enum_to_position, position_to_enum,
                                nicks, (GDestroyNotify) g_strfreev);
  return drop_down;
}

static GtkWidget *
make_switch (TacticsPreferencesDialog *self,
             const char               *key)
{
  GtkWidget *toggle = gtk_switch_new ();

  g_settings_bind (self->settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
  return toggle;
}

static GtkWidget *
make_int_spin (TacticsPreferencesDialog *self,
               const char               *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) schema_key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) limits = NULL;
  const char *type;
  int lower = G_MININT;
  int upper = G_MAXINT;
  GtkWidget *spin;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  schema_key = g_settings_schema_get_key (schema, key);
  range = g_settings_schema_key_get_range (schema_key);
  g_variant_get (range, "(&sv)", &type, &limits);
  if (g_str_equal (type, "range"))
    g_variant_get (limits, "(ii)", &lower, &upper);

  spin = gtk_spin_button_new_with_range (lower, upper, 1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  g_settings_bind (self->settings, key, spin, "value", G_SETTINGS_BIND_DEFAULT);
  return spin;
}

/* The default ruleset */

static void
update_ruleset_row (TacticsPreferencesDialog *self)
{
  g_autofree char *uri = g_settings_get_string (self->settings, "default-ruleset");

  if (uri[0] == '\0')
    {
      gtk_label_set_text (self->ruleset_label, _("The bundled rules"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->ruleset_label), NULL);
    }
  else
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *where = g_file_get_parse_name (file);

      gtk_label_set_text (self->ruleset_label, name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->ruleset_label), where);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->ruleset_reset_button), uri[0] != '\0');
}

static void
show_ruleset_error (TacticsPreferencesDialog *self,
                    const char               *message)
{
  gtk_label_set_text (self->ruleset_error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->ruleset_error_label), message != NULL);
}

/**
 * tactics_preferences_dialog_set_default_ruleset:
 * @self: a preferences window
 * @file: (nullable): a ruleset file, or %NULL for the bundled rules
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Makes @file the default ruleset if it loads; otherwise shows the error
 * in the window and keeps the setting. The window's file chooser calls it.
 *
 * Returns: %TRUE when the setting was made, %FALSE with @error set
 */
gboolean
tactics_preferences_dialog_set_default_ruleset (TacticsPreferencesDialog  *self,
                                                GFile                     *file,
                                                GError                   **error)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(GError) load_error = NULL;
  g_autofree char *uri = NULL;

  g_return_val_if_fail (TACTICS_IS_PREFERENCES_DIALOG (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (file != NULL)
    {
      ruleset = tactics_ruleset_load (file, &load_error);
      if (ruleset == NULL)
        {
          /* The message names the file and the line. */
          show_ruleset_error (self, load_error->message);
          g_propagate_error (error, g_steal_pointer (&load_error));
          return FALSE;
        }
      uri = g_file_get_uri (file);
    }
  show_ruleset_error (self, NULL);
  g_settings_set_string (self->settings, "default-ruleset", uri != NULL ? uri : "");
  return TRUE;
}

static void
on_chooser_response (TacticsPreferencesDialog *self,
                     int                       response,
                     GtkNativeDialog          *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        tactics_preferences_dialog_set_default_ruleset (self, file, NULL);
    }
  g_clear_object (&self->chooser);
}

static void
on_choose_ruleset_clicked (TacticsPreferencesDialog *self)
{
  g_autoptr(GtkFileFilter) rulesets = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) everything = gtk_file_filter_new ();

  if (self->chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
      return;
    }
  self->chooser = gtk_file_chooser_native_new (_("Choose the Default Rules"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Select"),
                                               _("_Cancel"));
  gtk_file_filter_set_name (rulesets, _("Tactics rulesets"));
  gtk_file_filter_add_pattern (rulesets, "*.ruleset.xml");
  gtk_file_filter_add_mime_type (rulesets, "application/x-tactics-ruleset");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), rulesets);
  gtk_file_filter_set_name (everything, _("All files"));
  gtk_file_filter_add_pattern (everything, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), everything);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
on_reset_ruleset_clicked (TacticsPreferencesDialog *self)
{
  tactics_preferences_dialog_set_default_ruleset (self, NULL, NULL);
}

static GtkWidget *
make_ruleset_row (TacticsPreferencesDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *choose = gtk_button_new_with_mnemonic (_("C_hoose…"));
  GtkWidget *reset = gtk_button_new_with_mnemonic (_("_Bundled"));

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_tooltip_text (reset, _("Go back to the rules that come with Tactics"));
  g_signal_connect_object (choose, "clicked", G_CALLBACK (on_choose_ruleset_clicked), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (reset, "clicked", G_CALLBACK (on_reset_ruleset_clicked), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), choose);
  gtk_box_append (GTK_BOX (box), reset);

  self->ruleset_label = GTK_LABEL (label);
  self->ruleset_choose_button = GTK_BUTTON (choose);
  self->ruleset_reset_button = GTK_BUTTON (reset);
  g_signal_connect_object (self->settings, "changed::default-ruleset",
                           G_CALLBACK (update_ruleset_row), self, G_CONNECT_SWAPPED);
  update_ruleset_row (self);
  return box;
}

/* Recent files */

static void
update_recent_row (TacticsPreferencesDialog *self)
{
  g_auto(GStrv) uris = g_settings_get_strv (self->settings, "recent-files");
  guint n = g_strv_length (uris);
  g_autofree char *text = NULL;

  if (n == 0)
    text = g_strdup (_("None"));
  else
    /* Translators: %u is a number of files. */
    text = g_strdup_printf (ngettext ("%u file", "%u files", n), n);
  gtk_label_set_text (self->recent_label, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->recent_clear_button), n > 0);
}

static void
on_clear_recent_clicked (TacticsPreferencesDialog *self)
{
  g_settings_set_strv (self->settings, "recent-files", NULL);
}

static GtkWidget *
make_recent_row (TacticsPreferencesDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *clear = gtk_button_new_with_mnemonic (_("C_lear"));

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_tooltip_text (clear, _("Forget the files opened last"));
  g_signal_connect_object (clear, "clicked", G_CALLBACK (on_clear_recent_clicked), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), clear);

  self->recent_label = GTK_LABEL (label);
  self->recent_clear_button = GTK_BUTTON (clear);
  g_signal_connect_object (self->settings, "changed::recent-files",
                           G_CALLBACK (update_recent_row), self, G_CONNECT_SWAPPED);
  update_recent_row (self);
  return box;
}

static void
build_rows (TacticsPreferencesDialog *self)
{
  GtkGrid *group;

  if (has_key (self, "show-grid") || has_key (self, "animation-speed"))
    {
      group = add_group (self, _("Board"));
      if (has_key (self, "show-grid"))
        add_row (group, _("Show _grid lines"), make_switch (self, "show-grid"), NULL);
      if (has_key (self, "animation-speed"))
        add_row (group, _("_Animation speed"), make_enum_drop_down (self, "animation-speed"),
                 NULL);
      if (has_key (self, "confirm-end-turn"))
        add_row (group, _("As_k before ending a turn early"),
                 make_switch (self, "confirm-end-turn"), NULL);
    }

  if (has_key (self, "new-map-width"))
    {
      group = add_group (self, _("New Maps"));
      add_row (group, _("_Columns"), make_int_spin (self, "new-map-width"), NULL);
      if (has_key (self, "new-map-height"))
        add_row (group, _("_Rows"), make_int_spin (self, "new-map-height"), NULL);
      if (has_key (self, "new-map-topology"))
        add_row (group, _("C_ells"), make_enum_drop_down (self, "new-map-topology"), NULL);
    }

  if (has_key (self, "default-ruleset") || has_key (self, "recent-files"))
    {
      group = add_group (self, _("Files"));
      if (has_key (self, "default-ruleset"))
        {
          GtkWidget *row = make_ruleset_row (self);
          GtkWidget *label = add_row (group, _("_Default rules"), row,
                                      GTK_WIDGET (self->ruleset_choose_button));
          GtkWidget *error_label = gtk_label_new (NULL);

          gtk_label_set_wrap (GTK_LABEL (error_label), TRUE);
          gtk_label_set_xalign (GTK_LABEL (error_label), 0.0f);
          gtk_label_set_max_width_chars (GTK_LABEL (error_label), 50);
          gtk_label_set_selectable (GTK_LABEL (error_label), TRUE);
          gtk_widget_add_css_class (error_label, "error");
          gtk_widget_set_visible (error_label, FALSE);
          gtk_grid_attach_next_to (group, error_label, label, GTK_POS_BOTTOM, 2, 1);
          self->ruleset_error_label = GTK_LABEL (error_label);
        }
      if (has_key (self, "recent-files"))
        add_row (group, _("Recent files"), make_recent_row (self), NULL);
    }
}

static void
tactics_preferences_dialog_constructed (GObject *object)
{
  TacticsPreferencesDialog *self = TACTICS_PREFERENCES_DIALOG (object);

  G_OBJECT_CLASS (tactics_preferences_dialog_parent_class)->constructed (object);

  g_assert (self->settings != NULL);
  build_rows (self);
}

static void
tactics_preferences_dialog_dispose (GObject *object)
{
  TacticsPreferencesDialog *self = TACTICS_PREFERENCES_DIALOG (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  G_OBJECT_CLASS (tactics_preferences_dialog_parent_class)->dispose (object);
}

static void
tactics_preferences_dialog_finalize (GObject *object)
{
  TacticsPreferencesDialog *self = TACTICS_PREFERENCES_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tactics_preferences_dialog_parent_class)->finalize (object);
}

static void
tactics_preferences_dialog_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  TacticsPreferencesDialog *self = TACTICS_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_preferences_dialog_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  TacticsPreferencesDialog *self = TACTICS_PREFERENCES_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_preferences_dialog_class_init (TacticsPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tactics_preferences_dialog_constructed;
  object_class->dispose = tactics_preferences_dialog_dispose;
  object_class->finalize = tactics_preferences_dialog_finalize;
  object_class->get_property = tactics_preferences_dialog_get_property;
  object_class->set_property = tactics_preferences_dialog_set_property;

  /**
   * TacticsPreferencesDialog:settings:
   *
   * The settings the window shows and changes; set at construction.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tactics_preferences_dialog_init (TacticsPreferencesDialog *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_window_set_title (GTK_WINDOW (self), _("Preferences"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, -1);
  gtk_window_set_resizable (GTK_WINDOW (self), FALSE);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_window_set_child (GTK_WINDOW (self), content);
  self->content = GTK_BOX (content);
}

/**
 * tactics_preferences_dialog_new:
 * @parent: (nullable): the window it belongs to; it is modal to it
 * @settings: the program's settings
 *
 * Makes the preferences window for @settings.
 *
 * Returns: (transfer none): the preferences window, not shown yet
 */
GtkWidget *
tactics_preferences_dialog_new (GtkWindow *parent,
                                GSettings *settings)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (TACTICS_TYPE_PREFERENCES_DIALOG,
                       "settings", settings,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       "destroy-with-parent", TRUE,
                       NULL);
}

/**
 * tactics_preferences_dialog_get_settings:
 * @self: a preferences window
 *
 * Gives the settings the window shows and changes.
 *
 * Returns: (transfer none): the settings it shows
 */
GSettings *
tactics_preferences_dialog_get_settings (TacticsPreferencesDialog *self)
{
  g_return_val_if_fail (TACTICS_IS_PREFERENCES_DIALOG (self), NULL);

  return self->settings;
}
