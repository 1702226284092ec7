/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Desktop integration data: GSettings schemas, .desktop files, AppStream
 * metainfo and MIME types, checked for what the tools that validate them do not
 * see: that they agree with each other and with what the programs expect.
 * The icons are in test-data-icons.c. */
#include "config.h"

#include "data-test-helpers.h"
#include "required-tools.h"

static gboolean
string_list_has (const char * const *list,
                 const char         *item)
{
  return list != NULL && g_strv_contains (list, item);
}

/* Whether two lists hold the same strings, in any order. */
static gboolean
string_sets_equal (const char * const *a,
                   const char * const *b)
{
  if (g_strv_length ((char **) a) != g_strv_length ((char **) b))
    return FALSE;
  for (guint i = 0; a[i] != NULL; i++)
    if (!g_strv_contains (b, a[i]))
      return FALSE;
  return TRUE;
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
    }
  g_remove (path);
}

/* GSettings ------------------------------------------------------------------------------------ */

typedef struct
{
  const char *name;
  const char *type;
  const char *default_value;  /* as g_variant_print() writes it */
} ExpectedKey;

static const ExpectedKey game_keys[] = {
  { "animation-speed", "s", "'normal'" },
  { "confirm-end-turn", "b", "true" },
  { "default-ruleset", "s", "''" },
  { "last-map", "s", "''" },
  { "recent-files", "as", "@as []" },
  { "show-grid", "b", "true" },
  { "show-minimap", "b", "true" },
  { "window-height", "i", "720" },
  { "window-maximized", "b", "false" },
  { "window-width", "i", "1024" },
};

static const ExpectedKey editor_keys[] = {
  { "default-ruleset", "s", "''" },
  { "last-folder", "s", "''" },
  { "last-map", "s", "''" },
  { "new-map-height", "i", "12" },
  { "new-map-topology", "s", "'square'" },
  { "new-map-width", "i", "16" },
  { "recent-files", "as", "@as []" },
  { "show-grid", "b", "true" },
  { "show-minimap", "b", "true" },
  { "window-height", "i", "800" },
  { "window-maximized", "b", "false" },
  { "window-width", "i", "1200" },
};

static GSettingsSchemaSource *
open_schema_source (void)
{
  g_autoptr(GError) error = NULL;
  GSettingsSchemaSource *source;

  /* The schemas compiled into the build folder, and nothing installed on the machine. */
  source = g_settings_schema_source_new_from_directory (build_datadir, NULL, TRUE, &error);
  g_assert_no_error (error);
  return source;
}

static void
check_schema_keys (GSettingsSchemaSource *source,
                   const char            *schema_id,
                   const ExpectedKey     *expected,
                   guint                  n_expected)
{
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (source, schema_id, FALSE);
  g_auto(GStrv) keys = NULL;
  g_autofree char *path = NULL;

  g_assert_nonnull (schema);
  g_assert_cmpstr (g_settings_schema_get_id (schema), ==, schema_id);
  path = g_strdelimit (g_strconcat ("/", schema_id, "/", NULL), ".", '/');
  g_assert_cmpstr (g_settings_schema_get_path (schema), ==, path);

  keys = g_settings_schema_list_keys (schema);
  g_assert_cmpuint (g_strv_length (keys), ==, n_expected);

  for (guint i = 0; i < n_expected; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = NULL;
      g_autoptr(GVariant) default_value = NULL;
      g_autofree char *printed = NULL;

      g_assert_true (g_settings_schema_has_key (schema, expected[i].name));
      key = g_settings_schema_get_key (schema, expected[i].name);
      g_assert_cmpstr (g_variant_type_peek_string (g_settings_schema_key_get_value_type (key)),
                       ==, expected[i].type);
      default_value = g_settings_schema_key_get_default_value (key);
      printed = g_variant_print (default_value, TRUE);
      g_assert_cmpstr (printed, ==, expected[i].default_value);
    }
}

/* A preferences dialog may show these, so every key has them, ready for translation. The
 * compiled schemas do not hold them: GLib reads them from the XML installed beside. */
static void
check_schema_texts (void)
{
  g_autofree char *path = g_build_filename (source_datadir, "io.tactics.gschema.xml", NULL);
  g_autoptr(xmlDoc) doc = read_xml (path);
  g_autofree char *domain = NULL;
  xmlNode *root = xml_get_root (doc);
  guint n_keys = 0;

  domain = xml_get_attribute (root, "gettext-domain");
  g_assert_cmpstr (domain, ==, GETTEXT_PACKAGE);

  for (xmlNode *schema = root->children; schema != NULL; schema = schema->next)
    {
      if (!xml_name_is (schema, "schema"))
        continue;
      for (xmlNode *key = schema->children; key != NULL; key = key->next)
        {
          g_autofree char *summary = NULL;
          g_autofree char *description = NULL;

          if (!xml_name_is (key, "key"))
            continue;
          summary = xml_get_child_text (key, "summary");
          description = xml_get_child_text (key, "description");
          g_assert_cmpstr (summary, !=, "");
          g_assert_cmpstr (description, !=, "");
          n_keys++;
        }
    }
  g_assert_cmpuint (n_keys, ==, G_N_ELEMENTS (game_keys) + G_N_ELEMENTS (editor_keys));
}

static void
assert_in_range (GSettingsSchema *schema,
                 const char      *key_name,
                 GVariant        *value,
                 gboolean         in_range)
{
  g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, key_name);
  g_autoptr(GVariant) owned = g_variant_ref_sink (value);

  g_assert_cmpint (g_settings_schema_key_range_check (key, owned), ==, in_range);
}

static void
test_gsettings_schemas (void)
{
  g_autoptr(GSettingsSchemaSource) source = open_schema_source ();
  g_autoptr(GSettingsSchema) game = NULL;
  g_autoptr(GSettingsSchema) editor = NULL;

  check_schema_keys (source, "io.tactics.Game", game_keys, G_N_ELEMENTS (game_keys));
  check_schema_keys (source, "io.tactics.Editor", editor_keys, G_N_ELEMENTS (editor_keys));
  check_schema_texts ();

  game = g_settings_schema_source_lookup (source, "io.tactics.Game", FALSE);
  editor = g_settings_schema_source_lookup (source, "io.tactics.Editor", FALSE);

  /* A window too small for the board's controls would be restored unusable. */
  assert_in_range (game, "window-width", g_variant_new_int32 (359), FALSE);
  assert_in_range (game, "window-width", g_variant_new_int32 (360), TRUE);
  assert_in_range (game, "window-height", g_variant_new_int32 (16384), TRUE);
  assert_in_range (game, "window-height", g_variant_new_int32 (16385), FALSE);
  assert_in_range (game, "animation-speed", g_variant_new_string ("instant"), TRUE);
  assert_in_range (game, "animation-speed", g_variant_new_string ("slow"), TRUE);
  assert_in_range (game, "animation-speed", g_variant_new_string ("warp"), FALSE);

  /* New maps obey the file format's limits (doc/file-formats.md). */
  assert_in_range (editor, "new-map-width", g_variant_new_int32 (0), FALSE);
  assert_in_range (editor, "new-map-width", g_variant_new_int32 (4096), TRUE);
  assert_in_range (editor, "new-map-height", g_variant_new_int32 (4097), FALSE);
  assert_in_range (editor, "new-map-topology", g_variant_new_string ("hex"), TRUE);
  assert_in_range (editor, "new-map-topology", g_variant_new_string ("triangle"), FALSE);
}

/* What the apps will do with their settings, on the memory backend the tests use. */
static void
test_gsettings_memory_backend (void)
{
  static const char *recent[] = { "file:///tmp/a.map.xml", "file:///tmp/b.save.xml", NULL };
  g_autoptr(GSettingsSchemaSource) source = open_schema_source ();
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  for (guint i = 0; i < G_N_ELEMENTS (apps); i++)
    {
      g_autoptr(GSettingsSchema) schema = NULL;
      g_autoptr(GSettings) settings = NULL;
      g_auto(GStrv) read_back = NULL;

      schema = g_settings_schema_source_lookup (source, apps[i].app_id, FALSE);
      settings = g_settings_new_full (schema, backend, NULL);

      g_assert_true (g_settings_set_strv (settings, "recent-files", recent));
      read_back = g_settings_get_strv (settings, "recent-files");
      g_assert_true (g_strv_equal ((const char * const *) read_back, recent));

      g_assert_true (g_settings_set_int (settings, "window-width", 800));
      g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
      g_assert_true (g_settings_set_boolean (settings, "show-grid", FALSE));
      g_assert_false (g_settings_get_boolean (settings, "show-grid"));

      g_settings_reset (settings, "show-grid");
      g_assert_true (g_settings_get_boolean (settings, "show-grid"));
    }

  /* The two apps keep separate settings even for keys of the same name. */
  {
    g_autoptr(GSettingsSchema) game_schema = NULL;
    g_autoptr(GSettingsSchema) editor_schema = NULL;
    g_autoptr(GSettings) game = NULL;
    g_autoptr(GSettings) editor = NULL;
    g_autofree char *speed = NULL;

    game_schema = g_settings_schema_source_lookup (source, "io.tactics.Game", FALSE);
    editor_schema = g_settings_schema_source_lookup (source, "io.tactics.Editor", FALSE);
    game = g_settings_new_full (game_schema, backend, NULL);
    editor = g_settings_new_full (editor_schema, backend, NULL);

    g_assert_true (g_settings_set_int (game, "window-height", 600));
    g_assert_true (g_settings_set_int (editor, "window-height", 900));
    g_assert_cmpint (g_settings_get_int (game, "window-height"), ==, 600);

    g_assert_true (g_settings_set_string (game, "animation-speed", "slow"));
    g_assert_cmpint (g_settings_get_enum (game, "animation-speed"), ==, 3);
    g_assert_true (g_settings_set_enum (game, "animation-speed", 0));
    speed = g_settings_get_string (game, "animation-speed");
    g_assert_cmpstr (speed, ==, "instant");
    g_assert_true (g_settings_set_enum (editor, "new-map-topology", 1));
    g_assert_cmpint (g_settings_get_enum (editor, "new-map-topology"), ==, 1);
  }
}

/* Desktop files, metainfo, MIME ---------------------------------------------------------------- */

/* The MIME types data/io.tactics.mime.xml declares, as merged into the build folder. */
static GStrv
read_declared_mime_types (void)
{
  g_autofree char *path = g_build_filename (build_datadir, "io.tactics.xml", NULL);
  g_autoptr(xmlDoc) doc = read_xml (path);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  xmlNode *root = xml_get_root (doc);

  g_assert_cmpstr ((const char *) root->name, ==, "mime-info");
  for (xmlNode *type = root->children; type != NULL; type = type->next)
    {
      g_autofree char *name = NULL;

      if (!xml_name_is (type, "mime-type"))
        continue;
      name = xml_get_attribute (type, "type");
      g_strv_builder_add (builder, name);
    }
  return g_strv_builder_end (builder);
}

static void
test_desktop_files (void)
{
  g_auto(GStrv) declared_types = read_declared_mime_types ();

  for (guint i = 0; i < G_N_ELEMENTS (apps); i++)
    {
      const AppInfo *app = &apps[i];
      g_autofree char *file_name = g_strconcat (app->app_id, ".desktop", NULL);
      g_autofree char *path = g_build_filename (build_datadir, file_name, NULL);
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *exec = NULL;
      g_autofree char *icon = NULL;
      g_auto(GStrv) exec_argv = NULL;
      g_auto(GStrv) mime_types = NULL;
      g_auto(GStrv) categories = NULL;
      g_autofree char *icon_name = NULL;
      g_autofree char *icon_path = NULL;
      g_autofree char *symbolic_name = NULL;
      g_autofree char *symbolic_path = NULL;

      g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, &error);
      g_assert_no_error (error);

      exec = g_key_file_get_string (key_file, G_KEY_FILE_DESKTOP_GROUP,
                                    G_KEY_FILE_DESKTOP_KEY_EXEC, &error);
      g_assert_no_error (error);
      g_shell_parse_argv (exec, NULL, &exec_argv, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (exec_argv[0], ==, app->binary);
      /* The apps open what the file manager hands them (G_APPLICATION_HANDLES_OPEN). */
      g_assert_cmpstr (exec_argv[1], ==, "%U");

      icon = g_key_file_get_string (key_file, G_KEY_FILE_DESKTOP_GROUP,
                                    G_KEY_FILE_DESKTOP_KEY_ICON, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (icon, ==, app->app_id);
      icon_name = g_strconcat (icon, ".svg", NULL);
      icon_path = g_build_filename (source_datadir, "icons", "hicolor", "scalable", "apps",
                                    icon_name, NULL);
      g_assert_true (g_file_test (icon_path, G_FILE_TEST_IS_REGULAR));
      symbolic_name = g_strconcat (icon, "-symbolic.svg", NULL);
      symbolic_path = g_build_filename (source_datadir, "icons", "hicolor", "symbolic", "apps",
                                        symbolic_name, NULL);
      g_assert_true (g_file_test (symbolic_path, G_FILE_TEST_IS_REGULAR));

      mime_types = g_key_file_get_string_list (key_file, G_KEY_FILE_DESKTOP_GROUP,
                                               G_KEY_FILE_DESKTOP_KEY_MIME_TYPE, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (string_sets_equal ((const char * const *) mime_types, app->mime_types));
      for (guint t = 0; mime_types[t] != NULL; t++)
        if (!string_list_has ((const char * const *) declared_types, mime_types[t]))
          g_error ("%s opens %s, which io.tactics.mime.xml does not declare",
                   file_name, mime_types[t]);

      categories = g_key_file_get_string_list (key_file, G_KEY_FILE_DESKTOP_GROUP,
                                               G_KEY_FILE_DESKTOP_KEY_CATEGORIES, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (string_list_has ((const char * const *) categories, "Game"));
    }
}

static void
test_metainfo (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (apps); i++)
    {
      const AppInfo *app = &apps[i];
      g_autofree char *desktop_name = g_strconcat (app->app_id, ".desktop", NULL);
      g_autofree char *desktop_path = g_build_filename (build_datadir, desktop_name, NULL);
      g_autofree char *file_name = g_strconcat (app->app_id, ".metainfo.xml", NULL);
      g_autofree char *path = g_build_filename (build_datadir, file_name, NULL);
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(xmlDoc) doc = read_xml (path);
      g_autoptr(GPtrArray) media_types = NULL;
      g_autoptr(GPtrArray) binaries = NULL;
      g_autoptr(GPtrArray) names = NULL;
      g_autofree char *id = NULL;
      g_autofree char *launchable = NULL;
      g_autofree char *desktop_app_name = NULL;
      g_autofree char *latest_version = NULL;
      xmlNode *root = xml_get_root (doc);
      xmlNode *provides;
      xmlNode *latest;
      xmlNode *screenshots;
      guint n_default_screenshots = 0;
      guint n_screenshots = 0;

      g_assert_cmpstr ((const char *) root->name, ==, "component");

      id = xml_get_child_text (root, "id");
      g_assert_cmpstr (id, ==, app->app_id);
      launchable = xml_get_child_text (root, "launchable");
      g_assert_cmpstr (launchable, ==, desktop_name);

      /* Software centres show the metainfo name and the menu shows the desktop one. */
      g_key_file_load_from_file (key_file, desktop_path, G_KEY_FILE_NONE, &error);
      g_assert_no_error (error);
      desktop_app_name = g_key_file_get_string (key_file, G_KEY_FILE_DESKTOP_GROUP,
                                                G_KEY_FILE_DESKTOP_KEY_NAME, &error);
      g_assert_no_error (error);
      names = xml_collect_child_texts (root, "name");
      g_assert_cmpuint (names->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (names, 0), ==, desktop_app_name);

      provides = xml_get_child (root, "provides");
      binaries = xml_collect_child_texts (provides, "binary");
      g_assert_cmpuint (binaries->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (binaries, 0), ==, app->binary);
      media_types = xml_collect_child_texts (provides, "mediatype");
      g_ptr_array_add (media_types, NULL);
      g_assert_true (string_sets_equal ((const char * const *) media_types->pdata,
                                        app->mime_types));

      /* The newest release comes first and must be this version, or the release notes
       * were forgotten when the version changed. */
      latest = xml_get_child (xml_get_child (root, "releases"), "release");
      latest_version = xml_get_attribute (latest, "version");
      g_assert_cmpstr (latest_version, ==, PACKAGE_VERSION);
      xml_get_child (latest, "description");

      /* The images are made later from data/screenshots/; the URLs name those files. */
      screenshots = xml_get_child (root, "screenshots");
      for (xmlNode *shot = screenshots->children; shot != NULL; shot = shot->next)
        {
          g_autofree char *type = NULL;
          g_autofree char *url = NULL;
          g_autofree char *image_name = NULL;
          g_autoptr(GPtrArray) captions = NULL;

          if (!xml_name_is (shot, "screenshot"))
            continue;
          n_screenshots++;
          type = xml_get_attribute (shot, "type");
          if (g_strcmp0 (type, "default") == 0)
            n_default_screenshots++;

          url = xml_get_child_text (shot, "image");
          g_assert_true (g_str_has_prefix (url, "https://tactics.example.org/screenshots/"));
          g_assert_true (g_str_has_suffix (url, ".png"));
          image_name = g_path_get_basename (url);
          /* Each app's screenshots are named after it, so the two sets never collide. */
          g_assert_true (g_str_has_prefix (image_name, app->binary + strlen ("tactics-")));

          captions = xml_collect_child_texts (shot, "caption");
          g_assert_cmpuint (captions->len, ==, 1);
        }
      g_assert_cmpuint (n_screenshots, >=, 1);
      g_assert_cmpuint (n_default_screenshots, ==, 1);
    }
}

/* Builds a MIME database holding only our package, as update-mime-database does at
 * install time. Returns the folder holding mime/, or NULL when the tool is missing. */
static char *
make_mime_database (void)
{
  g_autofree char *program = g_find_program_in_path ("update-mime-database");
  g_autofree char *source = g_build_filename (build_datadir, "io.tactics.xml", NULL);
  g_autofree char *packages = NULL;
  g_autofree char *package = NULL;
  g_autofree char *mime = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *output = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *data_dirs = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = NULL;
  const char *system_data_dirs;
  char *root;
  gsize length;
  int wait_status;

  if (program == NULL)
    return NULL;

  root = g_dir_make_tmp ("tactics-mime-XXXXXX", &error);
  g_assert_no_error (error);
  mime = g_build_filename (root, "mime", NULL);
  packages = g_build_filename (mime, "packages", NULL);
  g_assert_cmpint (g_mkdir_with_parents (packages, 0700), ==, 0);
  package = g_build_filename (packages, "io.tactics.xml", NULL);
  g_file_get_contents (source, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (package, contents, length, &error);
  g_assert_no_error (error);

  /* With the new folder on the search path the tool has nothing to say unless something
   * is wrong: it reports errors in a package but still exits with 0. */
  envp = g_get_environ ();
  system_data_dirs = g_environ_getenv (envp, "XDG_DATA_DIRS");
  data_dirs = g_strconcat (root, ":", system_data_dirs ? system_data_dirs : "/usr/share", NULL);
  envp = g_environ_setenv (envp, "XDG_DATA_DIRS", data_dirs, TRUE);
  g_spawn_sync (NULL, (char *[]) { program, mime, NULL }, envp, G_SPAWN_DEFAULT, NULL, NULL,
                &output, &errors, &wait_status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (wait_status, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (g_strstrip (output), ==, "");
  g_assert_cmpstr (g_strstrip (errors), ==, "");

  return root;
}

static void
assert_file_has_line (const char *folder,
                      const char *file_name,
                      const char *line)
{
  g_autofree char *path = g_build_filename (folder, "mime", file_name, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  if (!g_strv_contains ((const char * const *) lines, line))
    g_error ("%s lacks the line “%s”:\n%s", file_name, line, contents);
}

static void
test_mime_database (void)
{
  g_autofree char *root = make_mime_database ();

  if (root == NULL)
    {
      required_tool_missing ("update-mime-database", "not installed");
      return;
    }

  assert_file_has_line (root, "globs2", "60:application/x-tactics-map:*.map.xml");
  assert_file_has_line (root, "globs2", "60:application/x-tactics-ruleset:*.ruleset.xml");
  assert_file_has_line (root, "globs2", "60:application/x-tactics-save:*.save.xml");
  assert_file_has_line (root, "globs2", "60:application/x-tactics-scenario:*.scenario.xml");
  assert_file_has_line (root, "XMLnamespaces", " tactics-map application/x-tactics-map");
  assert_file_has_line (root, "XMLnamespaces", " tactics-ruleset application/x-tactics-ruleset");
  assert_file_has_line (root, "XMLnamespaces", " tactics-save application/x-tactics-save");
  assert_file_has_line (root, "XMLnamespaces",
                        " tactics-scenario application/x-tactics-scenario");
  assert_file_has_line (root, "subclasses", "application/x-tactics-map application/xml");
  assert_file_has_line (root, "subclasses", "application/x-tactics-save application/xml");

  remove_tree (root);
}

static char *
read_data_file (const char *relative_path)
{
  g_autofree char *path = g_build_filename (source_datadir, relative_path, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static void
assert_guess (const char *file_name,
              const char *data,
              const char *expected)
{
  g_autofree char *guessed = g_content_type_guess (file_name, (const guchar *) data,
                                                   data != NULL ? strlen (data) : 0, NULL);

  if (g_strcmp0 (guessed, expected) != 0)
    g_error ("guessed %s for %s (%s content), expected %s", guessed,
             file_name ? file_name : "no name", data ? "with" : "no", expected);
}

/* What the desktop sees once the package is installed: GIO reads the MIME database
 * once per process, so the check runs in a child started with our database first on
 * XDG_DATA_DIRS. */
static void
test_mime_gio (void)
{
  g_autofree char *root = NULL;
  g_autofree char *old_data_dirs = NULL;
  g_autofree char *old_data_home = NULL;
  g_autofree char *data_dirs = NULL;
  g_autofree char *data_home = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *map = read_data_file ("maps/skirmish.map.xml");
      g_autofree char *ruleset = read_data_file ("default.ruleset.xml");
      g_autofree char *description = NULL;
      const char *save = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<tactics-save version=\"1\">\n</tactics-save>\n";

      /* The untranslated description is checked below. */
      g_setenv ("LANGUAGE", "C", TRUE);

      assert_guess ("skirmish.map.xml", NULL, "application/x-tactics-map");
      assert_guess ("default.ruleset.xml", NULL, "application/x-tactics-ruleset");
      assert_guess ("monday.save.xml", NULL, "application/x-tactics-save");
      /* Content alone, e.g. a download or a file without extension, is recognised too.
       * (A name ending in plain .xml is not: GIO trusts a single glob match over content.) */
      assert_guess (NULL, map, "application/x-tactics-map");
      assert_guess ("battle", map, "application/x-tactics-map");
      assert_guess ("rules", ruleset, "application/x-tactics-ruleset");
      assert_guess (NULL, save, "application/x-tactics-save");

      g_assert_true (g_content_type_is_a ("application/x-tactics-map", "application/xml"));
      description = g_content_type_get_description ("application/x-tactics-ruleset");
      g_assert_cmpstr (description, ==, "Tactics ruleset");
      return;
    }

  root = make_mime_database ();
  if (root == NULL)
    {
      required_tool_missing ("update-mime-database", "not installed");
      return;
    }

  old_data_dirs = g_strdup (g_getenv ("XDG_DATA_DIRS"));
  old_data_home = g_strdup (g_getenv ("XDG_DATA_HOME"));
  data_dirs = g_strconcat (root, ":",
                           old_data_dirs ? old_data_dirs : "/usr/local/share:/usr/share", NULL);
  /* Not the user's own MIME types, which could override ours. */
  data_home = g_build_filename (root, "home", NULL);
  g_setenv ("XDG_DATA_DIRS", data_dirs, TRUE);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);

  if (old_data_dirs != NULL)
    g_setenv ("XDG_DATA_DIRS", old_data_dirs, TRUE);
  else
    g_unsetenv ("XDG_DATA_DIRS");
  if (old_data_home != NULL)
    g_setenv ("XDG_DATA_HOME", old_data_home, TRUE);
  else
    g_unsetenv ("XDG_DATA_HOME");
  remove_tree (root);

  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  data_test_init ();

  g_test_add_func ("/data/gsettings/schemas", test_gsettings_schemas);
  g_test_add_func ("/data/gsettings/memory-backend", test_gsettings_memory_backend);
  g_test_add_func ("/data/desktop/files", test_desktop_files);
  g_test_add_func ("/data/desktop/metainfo", test_metainfo);
  g_test_add_func ("/data/mime/database", test_mime_database);
  g_test_add_func ("/data/mime/gio", test_mime_gio);

  return g_test_run ();
}
