/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "tactics-gtk.h"

#define ICON_RESOURCE_PATH "/io/tactics/icons"
#define GENERIC_ICON "tactics-unit-symbolic"

typedef struct {
  const char *id;
  const char *name;  /* untranslated, in the "unit icon" context */
} BundledIcon;

/* One per file in data/icons/units but unit.svg, the generic icon. */
static const BundledIcon bundled_icons[] = {
  /* Translators: the name of a unit icon: a round shield over two crossed swords. */
  { "infantry", NC_("unit icon", "Infantry") },
  /* Translators: the name of a unit icon: a drawn bow with its arrow. */
  { "archer", NC_("unit icon", "Archer") },
  /* Translators: the name of a unit icon: a horse's head with its mane. */
  { "cavalry", NC_("unit icon", "Cavalry") },
  /* Translators: the name of a unit icon: a pointed wizard's hat with a star. */
  { "mage", NC_("unit icon", "Mage") },
  /* Translators: the name of a unit icon: a round bomb with a burning fuse. */
  { "grenadier", NC_("unit icon", "Grenadier") },
  /* Translators: the name of a unit icon: a heart with a cross cut out of it. */
  { "healer", NC_("unit icon", "Healer") },
  /* Translators: the name of a unit icon: an eagle's wing, for griffin riders. */
  { "griffin", NC_("unit icon", "Griffin") },
  /* Translators: the name of a unit icon: a steam boat with a deck gun. */
  { "boat", NC_("unit icon", "Boat") },
};

/**
 * tactics_unit_art_list_icons:
 * @ruleset: (nullable): the rules whose unit types' icons to add
 *
 * Lists the icons a unit type may take, as ids for
 * tactics_unit_type_set_icon(): the bundled ones, then any other that a
 * unit type of @ruleset names (a designer's own, drawn as the generic unit
 * icon while it is not found).
 *
 * Returns: (transfer full) (array zero-terminated=1): the icon ids
 */
char **
tactics_unit_art_list_icons (TacticsRuleset *ruleset)
{
  g_autoptr(GPtrArray) icons = g_ptr_array_new ();
  GListModel *unit_types;

  g_return_val_if_fail (ruleset == NULL || TACTICS_IS_RULESET (ruleset), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bundled_icons); i++)
    g_ptr_array_add (icons, g_strdup (bundled_icons[i].id));

  unit_types = ruleset != NULL ? tactics_ruleset_get_unit_types (ruleset) : NULL;
  for (guint i = 0; unit_types != NULL && i < g_list_model_get_n_items (unit_types); i++)
    {
      g_autoptr(TacticsUnitType) unit_type = g_list_model_get_item (unit_types, i);
      const char *icon = tactics_unit_type_get_icon (unit_type);
      gboolean known = FALSE;

      if (icon == NULL || icon[0] == '\0')
        continue;
      for (guint j = 0; j < icons->len && !known; j++)
        known = g_str_equal (g_ptr_array_index (icons, j), icon);
      if (!known)
        g_ptr_array_add (icons, g_strdup (icon));
    }
  g_ptr_array_add (icons, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&icons), FALSE);
}

/**
 * tactics_unit_art_get_icon_name:
 * @icon: an icon id
 *
 * Gives a unit icon's name for people.
 *
 * Returns: (transfer none): a bundled icon's name for people, translated
 *   ("Archer"); another icon's id
 */
const char *
tactics_unit_art_get_icon_name (const char *icon)
{
  g_return_val_if_fail (icon != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bundled_icons); i++)
    if (g_str_equal (bundled_icons[i].id, icon))
      return g_dpgettext2 (GETTEXT_PACKAGE, "unit icon", bundled_icons[i].name);
  return icon;
}

static GtkIconTheme *
get_icon_theme (void)
{
  static gsize added = 0;
  GdkDisplay *display = gdk_display_get_default ();
  GtkIconTheme *theme;

  g_return_val_if_fail (display != NULL, NULL);

  theme = gtk_icon_theme_get_for_display (display);
  if (g_once_init_enter (&added))
    {
      gtk_icon_theme_add_resource_path (theme, ICON_RESOURCE_PATH);
      g_once_init_leave (&added, 1);
    }
  return theme;
}

/**
 * tactics_unit_art_lookup_icon:
 * @icon: (nullable): an icon id; %NULL, empty or not found gives the
 *   generic unit icon
 * @pixels: the least size needed, in device pixels
 *
 * Finds the picture of a unit icon.
 *
 * Returns: (transfer full): the icon's picture
 */
GdkPaintable *
tactics_unit_art_lookup_icon (const char *icon,
                              int         pixels)
{
  static const char *fallbacks[] = { GENERIC_ICON, NULL };
  static GHashTable *cache = NULL;
  GtkIconTheme *theme = get_icon_theme ();
  g_autofree char *name = NULL;
  g_autofree char *key = NULL;
  GtkIconPaintable *paintable;
  int bucket = 16;

  /* A few sizes only: the paintable scales well enough between them and
   * the cache stays small while the board zooms. */
  while (bucket < pixels && bucket < 256)
    bucket *= 2;

  if (icon != NULL && icon[0] != '\0')
    name = g_strdup_printf ("tactics-unit-%s-symbolic", icon);
  else
    name = g_strdup (GENERIC_ICON);
  key = g_strdup_printf ("%s@%d", name, bucket);

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  paintable = g_hash_table_lookup (cache, key);
  if (paintable == NULL)
    {
      paintable = gtk_icon_theme_lookup_icon (theme, name, fallbacks, bucket, 1,
                                              GTK_TEXT_DIR_NONE, 0);
      g_hash_table_insert (cache, g_steal_pointer (&key), paintable);
    }
  return g_object_ref (GDK_PAINTABLE (paintable));
}

/**
 * tactics_unit_art_snapshot_token:
 * @snapshot: where to draw
 * @shape: the token's outline
 * @color: the token's colour
 * @icon: (nullable): an icon id
 * @glyph: (nullable): a short text, drawn when there is no icon
 * @cx: the horizontal position of the centre
 * @cy: the vertical position of the centre
 * @size: the token's width
 * @scale_factor: device pixels per logical pixel
 * @flags: how the token stands out
 *
 * Draws a unit's token with tactics_token_art_snapshot(): @icon's picture
 * on it; with no icon, @glyph; with neither, the generic unit icon.
 */
void
tactics_unit_art_snapshot_token (GtkSnapshot       *snapshot,
                                 TacticsTokenShape  shape,
                                 const GdkRGBA     *color,
                                 const char        *icon,
                                 const char        *glyph,
                                 double             cx,
                                 double             cy,
                                 double             size,
                                 double             scale_factor,
                                 TacticsTokenFlags  flags)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  gboolean has_icon = icon != NULL && icon[0] != '\0';
  gboolean has_glyph = glyph != NULL && glyph[0] != '\0';

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (color != NULL);

  /* Icons are at most this share of the token (see tactics_token_art_snapshot()). */
  if (has_icon || !has_glyph)
    paintable = tactics_unit_art_lookup_icon (icon, (int) ceil (size * 0.56 * scale_factor));
  tactics_token_art_snapshot (snapshot, shape, color, paintable, has_icon ? NULL : glyph,
                              cx, cy, size, flags);
}
