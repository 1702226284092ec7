/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The icons of data/icons, checked for what validators do not see: each
 * kind's rules, that they draw, that the bundled ruleset's unit icons
 * exist, and that the resources hold exactly them. */
#include "config.h"

#include "data-test-helpers.h"
#include "required-tools.h"

typedef enum
{
  ICON_KIND_APP,      /* full colour application icon */
  ICON_KIND_SYMBOLIC, /* one colour, recoloured by GTK */
  ICON_KIND_UNIT,     /* black silhouette, recoloured by the game */
} IconKind;

static const char *unit_icon_resource_folder = "/io/tactics/icons/scalable/actions";

static IconKind
icon_kind_for_path (const char *path)
{
  if (strstr (path, G_DIR_SEPARATOR_S "units" G_DIR_SEPARATOR_S) != NULL)
    return ICON_KIND_UNIT;
  if (strstr (path, G_DIR_SEPARATOR_S "symbolic" G_DIR_SEPARATOR_S) != NULL)
    return ICON_KIND_SYMBOLIC;
  return ICON_KIND_APP;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
collect_svg_files (const char *folder,
                   GPtrArray  *paths)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;

  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_svg_files (path, paths);
      else if (g_str_has_suffix (name, ".svg"))
        g_ptr_array_add (paths, g_steal_pointer (&path));
    }
}

/* Every SVG under data/icons, sorted so that failures are reproducible. */
static GPtrArray *
list_icon_files (void)
{
  g_autofree char *icons = g_build_filename (source_datadir, "icons", NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  collect_svg_files (icons, paths);
  g_ptr_array_sort (paths, compare_strings);
  return paths;
}

/* Icons ---------------------------------------------------------------------------------------- */

/* Checks the markup of one icon against the rules its kind must follow. */
static void
lint_icon (const char *path)
{
  static const char *never_allowed[] = {
    "script", "image", "foreignObject", "text", "style", NULL,
  };
  /* GTK recolours symbolic icons by overriding the fill of every shape; these would
   * either be overridden as well or keep their own colour. */
  static const char *not_recolourable[] = {
    "mask", "clipPath", "linearGradient", "radialGradient", "pattern", "filter", NULL,
  };
  static const char *view_boxes[] = {
    [ICON_KIND_APP] = "0 0 128 128",
    [ICON_KIND_SYMBOLIC] = "0 0 16 16",
    [ICON_KIND_UNIT] = "0 0 64 64",
  };
  IconKind kind = icon_kind_for_path (path);
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *view_box = NULL;
  g_autofree char *single_fill = NULL;
  g_autoptr(GError) error = NULL;
  xmlNode *root;
  xmlNode *node;
  const char *svg_start;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  /* gdk-pixbuf, and so GTK, tells SVG from other XML by finding the root element in
   * the first bytes of the file: a long comment before it makes the icon unloadable. */
  svg_start = strstr (contents, "<svg");
  g_assert_nonnull (svg_start);
  if (svg_start - contents > 200)
    g_error ("%s: <svg> starts at byte %td; image loaders only look at the first few hundred",
             path, svg_start - contents);

  doc = read_xml (path);
  g_assert_null (doc->intSubset);
  root = xml_get_root (doc);
  g_assert_cmpstr ((const char *) root->name, ==, "svg");
  g_assert_nonnull (root->ns);
  g_assert_cmpstr ((const char *) root->ns->href, ==, "http://www.w3.org/2000/svg");
  view_box = xml_get_attribute (root, "viewBox");
  g_assert_cmpstr (view_box, ==, view_boxes[kind]);

  /* Depth-first walk over every element. */
  node = root;
  while (node != NULL)
    {
      if (node->type == XML_ELEMENT_NODE)
        {
          const char *name = (const char *) node->name;
          g_autofree char *stroke = xml_get_attribute (node, "stroke");
          g_autofree char *fill = xml_get_attribute (node, "fill");
          g_autofree char *href = xml_get_attribute (node, "href");
          g_autofree char *style = xml_get_attribute (node, "style");

          if (g_strv_contains (never_allowed, name))
            g_error ("%s: <%s> is not allowed in an icon", path, name);
          if (href != NULL && href[0] != '#')
            g_error ("%s: <%s> refers to something outside the file: %s", path, name, href);

          if (kind != ICON_KIND_APP)
            {
              if (g_strv_contains (not_recolourable, name))
                g_error ("%s: <%s> cannot be recoloured", path, name);
              if (style != NULL)
                g_error ("%s: <%s> has a style attribute; use fill", path, name);
              if (stroke != NULL && g_strcmp0 (stroke, "none") != 0)
                g_error ("%s: <%s> has a stroke; only fills are recoloured", path, name);
              if (xmlHasProp (node, (const xmlChar *) "opacity") ||
                  xmlHasProp (node, (const xmlChar *) "fill-opacity"))
                g_error ("%s: <%s> is translucent", path, name);
              if (fill != NULL && kind == ICON_KIND_UNIT && g_strcmp0 (fill, "#000000") != 0)
                g_error ("%s: <%s> is filled with %s, not #000000", path, name, fill);
              if (fill != NULL && kind == ICON_KIND_SYMBOLIC)
                {
                  if (single_fill == NULL)
                    single_fill = g_strdup (fill);
                  else if (g_strcmp0 (single_fill, fill) != 0)
                    g_error ("%s: two fill colours, %s and %s", path, single_fill, fill);
                }
            }
        }

      if (node->children != NULL)
        node = node->children;
      else
        {
          while (node != NULL && node->next == NULL)
            node = node->parent == (xmlNode *) doc ? NULL : node->parent;
          if (node != NULL)
            node = node->next;
        }
    }
}

static void
test_icons_lint (void)
{
  g_autoptr(GPtrArray) paths = list_icon_files ();
  guint counts[3] = { 0, };

  for (guint i = 0; i < paths->len; i++)
    {
      lint_icon (g_ptr_array_index (paths, i));
      counts[icon_kind_for_path (g_ptr_array_index (paths, i))]++;
    }

  /* Two apps, each with a full colour and a symbolic icon; at least the fallback unit. */
  g_assert_cmpuint (counts[ICON_KIND_APP], ==, 2);
  g_assert_cmpuint (counts[ICON_KIND_SYMBOLIC], ==, 2);
  g_assert_cmpuint (counts[ICON_KIND_UNIT], >=, 1);
}

#if HAVE_GDK_PIXBUF
static gboolean
have_svg_loader (void)
{
  g_autoptr(GSList) formats = gdk_pixbuf_get_formats ();

  for (GSList *l = formats; l != NULL; l = l->next)
    {
      g_autofree char *name = gdk_pixbuf_format_get_name (l->data);

      if (g_strcmp0 (name, "svg") == 0)
        return TRUE;
    }
  return FALSE;
}

typedef struct
{
  guint covered;     /* pixels that are not fully transparent */
  int left, top, right, bottom;  /* bounds of the covered pixels */
  gboolean single_colour;
  guint8 colour[3];  /* of the first solid pixel */
} PixelSurvey;

static void
survey_pixels (GdkPixbuf   *pixbuf,
               PixelSurvey *survey)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int stride = gdk_pixbuf_get_rowstride (pixbuf);
  const guint8 *pixels = gdk_pixbuf_read_pixels (pixbuf);
  gboolean have_colour = FALSE;

  g_assert_true (gdk_pixbuf_get_has_alpha (pixbuf));
  g_assert_cmpint (gdk_pixbuf_get_n_channels (pixbuf), ==, 4);

  *survey = (PixelSurvey) { 0, width, height, -1, -1, TRUE, { 0, } };
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *p = pixels + y * stride + x * 4;

        if (p[3] == 0)
          continue;
        survey->covered++;
        survey->left = MIN (survey->left, x);
        survey->top = MIN (survey->top, y);
        survey->right = MAX (survey->right, x);
        survey->bottom = MAX (survey->bottom, y);

        /* Edge pixels lose precision when the loader un-premultiplies them, and where
         * two edges meet rounding leaves a level or two of difference. */
        if (p[3] < 255)
          continue;
        if (!have_colour)
          {
            memcpy (survey->colour, p, 3);
            have_colour = TRUE;
          }
        else if (ABS (p[0] - survey->colour[0]) > 2 || ABS (p[1] - survey->colour[1]) > 2 ||
                 ABS (p[2] - survey->colour[2]) > 2)
          survey->single_colour = FALSE;
      }
}

static void
check_rendered_icon (const char *path,
                     GdkPixbuf  *pixbuf,
                     int         size)
{
  IconKind kind = icon_kind_for_path (path);
  PixelSurvey survey;
  double coverage;
  int extent;

  g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, size);
  g_assert_cmpint (gdk_pixbuf_get_height (pixbuf), ==, size);

  survey_pixels (pixbuf, &survey);
  coverage = (double) survey.covered / (size * size);
  extent = MAX (survey.right - survey.left, survey.bottom - survey.top) + 1;

  /* Not blank, not a full square, and using most of the canvas. */
  if (coverage < 0.1 || coverage > 0.95)
    g_error ("%s at %d px covers %.0f%% of the canvas", path, size, coverage * 100);
  if (extent < size * 3 / 4)
    g_error ("%s at %d px only spans %d px", path, size, extent);

  if (kind == ICON_KIND_APP && survey.single_colour)
    g_error ("%s at %d px has a single colour", path, size);
  if (kind != ICON_KIND_APP && !survey.single_colour)
    g_error ("%s at %d px has more than one colour", path, size);
  if (kind == ICON_KIND_UNIT && survey.colour[0] + survey.colour[1] + survey.colour[2] != 0)
    g_error ("%s at %d px is not black", path, size);
}
#endif

static void
test_icons_render (void)
{
#if HAVE_GDK_PIXBUF
  static const int sizes[] = { 16, 24, 32, 48, 64, 128 };
  g_autoptr(GPtrArray) paths = NULL;

  if (!have_svg_loader ())
    {
      required_tool_missing ("librsvg2-common", "gdk-pixbuf has no SVG loader");
      return;
    }

  paths = list_icon_files ();
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);

      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GdkPixbuf) pixbuf = NULL;

          /* Loaded from the file, as GTK does: the format is found by sniffing. */
          pixbuf = gdk_pixbuf_new_from_file_at_size (path, sizes[s], sizes[s], &error);
          g_assert_no_error (error);
          check_rendered_icon (path, pixbuf, sizes[s]);
        }
    }
#else
  required_tool_missing ("gdk-pixbuf", "built without it");
#endif
}

/* Every unit icon the bundled ruleset names is drawn, and is in the resources. */
static void
test_icons_ruleset (void)
{
  g_autofree char *ruleset_path = g_build_filename (source_datadir, "default.ruleset.xml", NULL);
  g_autoptr(xmlDoc) doc = read_xml (ruleset_path);
  g_autoptr(GString) missing = g_string_new (NULL);
  xmlNode *units = xml_get_child (xml_get_root (doc), "units");
  guint checked = 0;

  for (xmlNode *unit = units->children; unit != NULL; unit = unit->next)
    {
      g_autofree char *icon = NULL;
      g_autofree char *id = NULL;
      g_autofree char *file = NULL;
      g_autofree char *file_name = NULL;
      g_autofree char *resource = NULL;

      if (!xml_name_is (unit, "unit"))
        continue;
      id = xml_get_attribute (unit, "id");
      icon = xml_get_attribute (unit, "icon");
      /* A unit without an icon is drawn with its glyph. */
      if (icon == NULL)
        continue;

      file_name = g_strconcat (icon, ".svg", NULL);
      file = g_build_filename (source_datadir, "icons", "units", file_name, NULL);
      resource = g_strdup_printf ("%s/tactics-unit-%s-symbolic.svg",
                                  unit_icon_resource_folder, icon);
      if (!g_file_test (file, G_FILE_TEST_IS_REGULAR))
        g_string_append_printf (missing, " %s (unit %s: no file)", icon, id);
      else if (!g_resources_get_info (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
        g_string_append_printf (missing, " %s (unit %s: not in the resources)", icon, id);
      checked++;
    }

  if (missing->len > 0)
    g_error ("unit icons missing:%s", missing->str);
  g_assert_cmpuint (checked, >, 0);
}

static void
assert_resource_matches_file (const char *resource,
                              const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_file_get_contents (file, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), contents, length);

#if HAVE_GDK_PIXBUF
  if (have_svg_loader ())
    {
      g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new_from_resource_at_scale (resource, 32, 32,
                                                                           TRUE, &error);
      g_assert_no_error (error);
      g_assert_cmpint (gdk_pixbuf_get_width (pixbuf), ==, 32);
    }
#endif
}

/* The resources the apps link hold exactly the icons of data/icons, under the paths GTK
 * looks in: each app's own icons under its resource base path, and one unit icon per
 * file in units/ (unit.svg being the fallback, tactics-unit-symbolic). */
static void
test_icons_resources (void)
{
  g_autofree char *units_folder = g_build_filename (source_datadir, "icons", "units", NULL);
  g_auto(GStrv) unit_resources = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;
  guint unit_files = 0;

  for (guint i = 0; i < G_N_ELEMENTS (apps); i++)
    {
      const char *app_id = apps[i].app_id;
      g_autofree char *base = g_strdelimit (g_strconcat ("/", app_id, NULL), ".", '/');
      g_autofree char *scalable = g_strdup_printf ("%s/icons/scalable/apps/%s.svg", base, app_id);
      g_autofree char *symbolic = g_strdup_printf ("%s/icons/symbolic/apps/%s-symbolic.svg",
                                                   base, app_id);
      g_autofree char *scalable_file = NULL;
      g_autofree char *symbolic_file = NULL;
      g_autofree char *scalable_name = g_strconcat (app_id, ".svg", NULL);
      g_autofree char *symbolic_name = g_strconcat (app_id, "-symbolic.svg", NULL);

      scalable_file = g_build_filename (source_datadir, "icons", "hicolor", "scalable", "apps",
                                        scalable_name, NULL);
      symbolic_file = g_build_filename (source_datadir, "icons", "hicolor", "symbolic", "apps",
                                        symbolic_name, NULL);
      assert_resource_matches_file (scalable, scalable_file);
      assert_resource_matches_file (symbolic, symbolic_file);
    }

  dir = g_dir_open (units_folder, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *icon = NULL;
      g_autofree char *resource = NULL;
      g_autofree char *file = NULL;

      if (!g_str_has_suffix (name, ".svg"))
        continue;
      icon = g_strndup (name, strlen (name) - strlen (".svg"));
      if (g_strcmp0 (icon, "unit") == 0)
        resource = g_strdup_printf ("%s/tactics-unit-symbolic.svg", unit_icon_resource_folder);
      else
        resource = g_strdup_printf ("%s/tactics-unit-%s-symbolic.svg",
                                    unit_icon_resource_folder, icon);
      file = g_build_filename (units_folder, name, NULL);
      assert_resource_matches_file (resource, file);
      unit_files++;
    }

  /* And nothing else: no stale alias for a file that was renamed. */
  unit_resources = g_resources_enumerate_children (unit_icon_resource_folder,
                                                   G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (unit_resources), ==, unit_files);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  data_test_init ();

  g_test_add_func ("/data/icons/lint", test_icons_lint);
  g_test_add_func ("/data/icons/render", test_icons_render);
  g_test_add_func ("/data/icons/ruleset", test_icons_ruleset);
  g_test_add_func ("/data/icons/resources", test_icons_resources);

  return g_test_run ();
}
