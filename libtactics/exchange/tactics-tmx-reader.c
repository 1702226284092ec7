/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tiled .tmx maps: orthogonal, or hexagonal staggered on rows or columns
 * (turned onto our odd-r rows, tactics-exchange-layout-private.h). Every
 * visible tile layer is read, the topmost tile of a cell giving its
 * terrain; objects named or typed as start positions become start zones. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tactics-exchange-layout-private.h"
#include "tactics-file-private.h"
#include "tactics-import-private.h"
#include "tactics-tmx-private.h"

/* Most tilesets one map may use, and the most cells start objects may
 * cover together (rectangles are walked cell by cell). */
#define MAX_TILESETS 1024
#define MAX_RESOLVED 65536
#define MAX_START_AREA ((gint64) TACTICS_MAX_MAP_SIZE * TACTICS_MAX_MAP_SIZE)

typedef struct {
  int   terrain;
  char *subject;   /* what is unknown about the tile, or NULL */
} GidTerrain;

typedef struct {
  TacticsImportContext  *context;
  const char            *path;
  GFile                 *folder;
  TacticsExchangeLayout  layout;
  int                    tile_width;
  int                    tile_height;
  int                    side_length;  /* hexagonal maps */
  GPtrArray             *tilesets;     /* TacticsTmxTileset, by firstgid */
  guint32               *gids;         /* the map's, source order */
  guint32               *layer;        /* one layer's, reused */
  int                   *data_lines;   /* the line of the <data> each gid came from */
  GHashTable            *resolved;     /* gid → GidTerrain */
  GidTerrain            *spare;        /* the last one resolved past the table */
  gint64                 start_area;
} Reader;

static void
gid_terrain_free (gpointer data)
{
  GidTerrain *entry = data;

  g_free (entry->subject);
  g_free (entry);
}

static gboolean
has_stagger (const Reader *reader)
{
  return reader->layout.topology == TACTICS_TOPOLOGY_HEX;
}

char *
tactics_tmx_get_ruleset_reference (xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root == NULL || !tactics_xml_is_element (root, "map"))
    return NULL;
  return tactics_tmx_get_property (root, "tactics-ruleset");
}

static gboolean
read_grid (Reader   *reader,
           xmlNode  *root,
           GError  **error)
{
  g_autofree char *orientation = NULL;
  g_autofree char *infinite = NULL;
  TacticsExchangeGrid grid = TACTICS_EXCHANGE_GRID_SQUARE;
  gint64 width = 0, height = 0, tile_width = 0, tile_height = 0, side = 0;

  orientation = tactics_xml_get_attribute (root, "orientation");
  infinite = tactics_xml_get_attribute (root, "infinite");
  if (g_strcmp0 (infinite, "1") == 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (root),
                              _("the map is infinite: make it finite in Tiled first (Map → Map "
                                "Properties)"));
      return FALSE;
    }

  /* The size first, before anything is allocated for it. */
  if (!tactics_xml_get_int_attribute (root, "width", "width", 1, TACTICS_MAX_MAP_SIZE, FALSE,
                                      reader->path, &width, error)
      || !tactics_xml_get_int_attribute (root, "height", "height", 1, TACTICS_MAX_MAP_SIZE,
                                         FALSE, reader->path, &height, error)
      || !tactics_xml_get_int_attribute (root, "tilewidth", "tilewidth", 1, 65536, FALSE,
                                         reader->path, &tile_width, error)
      || !tactics_xml_get_int_attribute (root, "tileheight", "tileheight", 1, 65536, FALSE,
                                         reader->path, &tile_height, error))
    return FALSE;

  if (g_strcmp0 (orientation, "hexagonal") == 0)
    {
      g_autofree char *axis = tactics_xml_get_attribute (root, "staggeraxis");
      g_autofree char *index = tactics_xml_get_attribute (root, "staggerindex");
      gboolean columns = g_strcmp0 (axis, "x") == 0;
      gboolean even = g_strcmp0 (index, "even") == 0;

      if ((axis != NULL && !columns && !g_str_equal (axis, "y"))
          || (index != NULL && !even && !g_str_equal (index, "odd")))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                                  tactics_xml_get_line (root),
                                  _("staggeraxis must be “x” or “y” and staggerindex “odd” or "
                                    "“even”"));
          return FALSE;
        }
      if (!tactics_xml_get_int_attribute (root, "hexsidelength", "hexsidelength", 0, 65536, TRUE,
                                          reader->path, &side, error))
        return FALSE;
      grid = columns ? (even ? TACTICS_EXCHANGE_GRID_COLUMNS_EVEN
                             : TACTICS_EXCHANGE_GRID_COLUMNS_ODD)
                     : (even ? TACTICS_EXCHANGE_GRID_ROWS_EVEN : TACTICS_EXCHANGE_GRID_ROWS_ODD);
    }
  else if (orientation != NULL && !g_str_equal (orientation, "orthogonal"))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (root),
                              /* Translators: %s is a Tiled map orientation, e.g. "isometric". */
                              _("the map is %s: only orthogonal and hexagonal maps can be "
                                "imported"), orientation);
      return FALSE;
    }

  tactics_exchange_layout_init (&reader->layout, grid, (int) width, (int) height);
  reader->tile_width = (int) tile_width;
  reader->tile_height = (int) tile_height;
  reader->side_length = (int) side;
  return TRUE;
}

static int
compare_firstgid (gconstpointer a,
                  gconstpointer b)
{
  const TacticsTmxTileset *first = *(const TacticsTmxTileset * const *) a;
  const TacticsTmxTileset *second = *(const TacticsTmxTileset * const *) b;

  return first->firstgid < second->firstgid ? -1 : first->firstgid > second->firstgid;
}

/* The tileset of the largest first gid not above @gid (they are sorted). */
static const TacticsTmxTileset *
tileset_of (Reader  *reader,
            guint32  gid)
{
  guint low = 0, high = reader->tilesets->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      const TacticsTmxTileset *tileset = g_ptr_array_index (reader->tilesets, middle);

      if (tileset->firstgid <= gid)
        low = middle + 1;
      else
        high = middle;
    }
  return low > 0 ? g_ptr_array_index (reader->tilesets, low - 1) : NULL;
}

static GidTerrain *
resolve_gid (Reader  *reader,
             guint32  gid)
{
  TacticsImportContext *context = reader->context;
  GidTerrain *entry = g_hash_table_lookup (reader->resolved, GUINT_TO_POINTER (gid));
  const TacticsTmxTileset *tileset;
  const char *name;
  guint id;

  if (entry != NULL)
    return entry;

  /* A layer of millions of different gids is resolved cell by cell
   * beyond what the table keeps. */
  entry = g_new0 (GidTerrain, 1);
  if (g_hash_table_size (reader->resolved) < MAX_RESOLVED)
    g_hash_table_insert (reader->resolved, GUINT_TO_POINTER (gid), entry);
  else
    {
      g_clear_pointer (&reader->spare, gid_terrain_free);
      reader->spare = entry;
    }
  entry->terrain = (int) context->fallback;

  if (gid == 0)
    {
      entry->subject = g_strdup (_("no tile"));
      return entry;
    }

  tileset = tileset_of (reader, gid);
  if (tileset == NULL)
    {
      /* Translators: %u is a tile number as the map writes it. */
      entry->subject = g_strdup_printf (_("tile %u, which is in no tileset"), gid);
      return entry;
    }
  id = gid - tileset->firstgid;

  if (context->mapping != NULL)
    {
      const TacticsImportTileRule *rule =
        tactics_import_mapping_lookup_tile (context->mapping, tileset->name, id);

      if (rule != NULL)
        {
          entry->terrain = (int) tactics_import_context_index_of (context, rule->to);
          return entry;
        }
    }

  name = g_hash_table_lookup (tileset->terrains, GUINT_TO_POINTER (id));
  if (name != NULL)
    {
      int terrain = tactics_import_context_find (context, name);

      if (terrain >= 0)
        entry->terrain = terrain;
      else
        /* Translators: %s is a terrain name from a Tiled tileset. */
        entry->subject = g_strdup_printf (_("no terrain called “%s”"), name);
      return entry;
    }

  /* Translators: a tile's number in its tileset, then the tileset's name. */
  entry->subject = g_strdup_printf (_("tile %u of tileset “%s”, which names no terrain"), id,
                                    tileset->name);
  return entry;
}

static gboolean
is_visible (xmlNode *element)
{
  g_autofree char *visible = tactics_xml_get_attribute (element, "visible");

  return g_strcmp0 (visible, "0") != 0;
}

static gboolean
read_tile_layer (Reader   *reader,
                 xmlNode  *layer,
                 GError  **error)
{
  xmlNode *data = tactics_xml_find_child (layer, "data");
  gint64 width = reader->layout.source_width;
  gint64 height = reader->layout.source_height;
  gsize n_cells = (gsize) width * (gsize) height;

  if (!tactics_xml_get_int_attribute (layer, "width", "width", 1, TACTICS_MAX_MAP_SIZE, TRUE,
                                      reader->path, &width, error)
      || !tactics_xml_get_int_attribute (layer, "height", "height", 1, TACTICS_MAX_MAP_SIZE, TRUE,
                                         reader->path, &height, error))
    return FALSE;
  if (width != reader->layout.source_width || height != reader->layout.source_height)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (layer),
                              /* Translators: the layer's size, then the map's, e.g. "the layer
                               * is 10×10, the map 12×12". */
                              _("the layer is %d×%d, the map %d×%d"), (int) width, (int) height,
                              reader->layout.source_width, reader->layout.source_height);
      return FALSE;
    }
  if (data == NULL)
    return TRUE;

  memset (reader->layer, 0, n_cells * sizeof (guint32));
  if (!tactics_tmx_data_read (data, reader->path, (int) width, (int) height, reader->layer,
                              error))
    return FALSE;
  for (gsize i = 0; i < n_cells; i++)
    if (reader->layer[i] != 0)
      {
        reader->gids[i] = reader->layer[i];
        reader->data_lines[i] = tactics_xml_get_line (data);
      }
  return TRUE;
}

/* The centre of source cell (@x, @y) in the map's pixels, as Tiled draws
 * it. */
static void
cell_centre (const Reader *reader,
             int           x,
             int           y,
             double       *cx,
             double       *cy)
{
  double w = reader->tile_width, h = reader->tile_height, side = reader->side_length;

  switch (reader->layout.grid)
    {
    case TACTICS_EXCHANGE_GRID_SQUARE:
      *cx = x * w + w / 2;
      *cy = y * h + h / 2;
      break;
    case TACTICS_EXCHANGE_GRID_ROWS_ODD:
    case TACTICS_EXCHANGE_GRID_ROWS_EVEN:
      {
        gboolean shifted = (y % 2 == 1) == (reader->layout.grid == TACTICS_EXCHANGE_GRID_ROWS_ODD);

        *cx = x * w + w / 2 + (shifted ? w / 2 : 0);
        *cy = y * ((h + side) / 2) + h / 2;
      }
      break;
    case TACTICS_EXCHANGE_GRID_COLUMNS_ODD:
    case TACTICS_EXCHANGE_GRID_COLUMNS_EVEN:
    default:
      {
        gboolean shifted = (x % 2 == 1)
                           == (reader->layout.grid == TACTICS_EXCHANGE_GRID_COLUMNS_ODD);

        *cx = x * ((w + side) / 2) + w / 2;
        *cy = y * h + h / 2 + (shifted ? h / 2 : 0);
      }
      break;
    }
}

/* The source cells of pixel columns and rows around a point, for the
 * searches below. */
static void
cell_range (const Reader *reader,
            double        px,
            double        py,
            int          *x,
            int          *y)
{
  double column = reader->tile_width, row = reader->tile_height;

  if (reader->layout.grid == TACTICS_EXCHANGE_GRID_ROWS_ODD
      || reader->layout.grid == TACTICS_EXCHANGE_GRID_ROWS_EVEN)
    row = (reader->tile_height + reader->side_length) / 2.0;
  else if (has_stagger (reader))
    column = (reader->tile_width + reader->side_length) / 2.0;
  *x = (int) CLAMP (floor (px / MAX (column, 1)), -2, reader->layout.source_width + 1);
  *y = (int) CLAMP (floor (py / MAX (row, 1)), -2, reader->layout.source_height + 1);
}

static void
add_start_cell (Reader     *reader,
                const char *name,
                int         x,
                int         y,
                int         line)
{
  tactics_import_context_add_start (reader->context, name,
                                    tactics_exchange_layout_to_cell (&reader->layout, x, y), line);
}

/* The cell whose centre is nearest the point: the cell the point is in. */
static gboolean
add_point (Reader     *reader,
           const char *name,
           double      px,
           double      py,
           int         line)
{
  int x0, y0, best_x = -1, best_y = -1;
  double best = G_MAXDOUBLE;

  cell_range (reader, px, py, &x0, &y0);
  for (int y = y0 - 1; y <= y0 + 1; y++)
    for (int x = x0 - 1; x <= x0 + 1; x++)
      {
        double cx, cy, d;

        if (x < 0 || y < 0 || x >= reader->layout.source_width
            || y >= reader->layout.source_height)
          continue;
        cell_centre (reader, x, y, &cx, &cy);
        d = (cx - px) * (cx - px) + (cy - py) * (cy - py);
        if (d < best)
          best = d, best_x = x, best_y = y;
      }
  if (best_x < 0)
    return FALSE;
  add_start_cell (reader, name, best_x, best_y, line);
  return TRUE;
}

/* Every cell whose centre is inside; the one under the middle when none
 * is (a rectangle smaller than a cell). */
static gboolean
add_rectangle (Reader     *reader,
               const char *name,
               double      left,
               double      top,
               double      width,
               double      height,
               int         line,
               GError    **error)
{
  int x0, y0, x1, y1;
  gboolean any = FALSE;

  cell_range (reader, left, top, &x0, &y0);
  cell_range (reader, left + width, top + height, &x1, &y1);
  x0 = MAX (x0 - 1, 0);
  y0 = MAX (y0 - 1, 0);
  x1 = MIN (x1 + 1, reader->layout.source_width - 1);
  y1 = MIN (y1 + 1, reader->layout.source_height - 1);

  if (x1 >= x0 && y1 >= y0)
    {
      reader->start_area += (gint64) (x1 - x0 + 1) * (y1 - y0 + 1);
      if (reader->start_area > MAX_START_AREA)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line,
                                  _("the start positions cover too many cells"));
          return FALSE;
        }
    }

  for (int y = y0; y <= y1; y++)
    for (int x = x0; x <= x1; x++)
      {
        double cx, cy;

        cell_centre (reader, x, y, &cx, &cy);
        if (cx >= left && cx < left + width && cy >= top && cy < top + height)
          {
            add_start_cell (reader, name, x, y, line);
            any = TRUE;
          }
      }
  if (!any)
    return add_point (reader, name, left + width / 2, top + height / 2, line) || TRUE;
  return TRUE;
}

static gboolean
starts_with_start (const char *text)
{
  return text != NULL && g_ascii_strncasecmp (text, "start", 5) == 0;
}

static gboolean
read_number (xmlNode     *object,
             const char  *name,
             double      *value)
{
  g_autofree char *text = tactics_xml_get_attribute (object, name);
  char *end = NULL;

  *value = 0;
  if (text == NULL)
    return TRUE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value) && fabs (*value) < 1e9;
}

static gboolean
read_object (Reader   *reader,
             xmlNode  *object,
             GError  **error)
{
  g_autofree char *name = tactics_xml_get_attribute (object, "name");
  g_autofree char *type = tactics_xml_get_attribute (object, "type");
  const char *zone;
  double x, y, width, height;
  int line = tactics_xml_get_line (object);

  if (type == NULL)
    type = tactics_xml_get_attribute (object, "class");  /* Tiled 1.9 and later */
  if (starts_with_start (type))
    zone = name != NULL && *name != '\0' ? name : type;
  else if (starts_with_start (name))
    zone = name;
  else
    return TRUE;

  if (!read_number (object, "x", &x) || !read_number (object, "y", &y)
      || !read_number (object, "width", &width) || !read_number (object, "height", &height)
      || width < 0 || height < 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                              _("the object’s position or size is not a number"));
      return FALSE;
    }

  if (tactics_xml_find_child (object, "ellipse") != NULL
      || tactics_xml_find_child (object, "polygon") != NULL
      || tactics_xml_find_child (object, "polyline") != NULL
      || tactics_xml_find_child (object, "text") != NULL
      || (tactics_xml_find_child (object, "point") == NULL && (width == 0 || height == 0)
          && (width != 0 || height != 0)))
    {
      tactics_import_context_note (reader->context, line,
                                   /* Translators: %s is a start position's name. */
                                   _("the start position “%s” is neither a point nor a "
                                     "rectangle: left out"), zone);
      return TRUE;
    }

  if (tactics_xml_find_child (object, "point") != NULL || (width == 0 && height == 0))
    {
      if (!add_point (reader, zone, x, y, line))
        tactics_import_context_note (reader->context, line,
                                     /* Translators: %s is a start position's name. */
                                     _("the start position “%s” is off the map: left out"),
                                     zone);
      return TRUE;
    }
  return add_rectangle (reader, zone, x, y, width, height, line, error);
}

static gboolean
read_layers (Reader   *reader,
             xmlNode  *parent,
             GError  **error)
{
  for (xmlNode *node = tactics_xml_element_from (parent->children); node != NULL;
       node = tactics_xml_element_from (node->next))
    {
      if (tactics_xml_is_element (node, "layer"))
        {
          if (is_visible (node) && !read_tile_layer (reader, node, error))
            return FALSE;
        }
      else if (tactics_xml_is_element (node, "group"))
        {
          if (is_visible (node) && !read_layers (reader, node, error))
            return FALSE;
        }
      else if (tactics_xml_is_element (node, "objectgroup"))
        {
          for (xmlNode *object = tactics_xml_element_from (node->children); object != NULL;
               object = tactics_xml_element_from (object->next))
            if (tactics_xml_is_element (object, "object") && !read_object (reader, object, error))
              return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_tilesets (Reader   *reader,
               xmlNode  *root,
               GError  **error)
{
  for (xmlNode *node = tactics_xml_element_from (root->children); node != NULL;
       node = tactics_xml_element_from (node->next))
    {
      TacticsTmxTileset *tileset;

      if (!tactics_xml_is_element (node, "tileset"))
        continue;
      if (reader->tilesets->len >= MAX_TILESETS)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path,
                                  tactics_xml_get_line (node),
                                  /* Translators: %d is the most tilesets a map may use. */
                                  _("more than %d tilesets"), MAX_TILESETS);
          return FALSE;
        }
      tileset = tactics_tmx_tileset_read (node, reader->path, reader->folder, error);
      if (tileset == NULL)
        return FALSE;
      g_ptr_array_add (reader->tilesets, tileset);
    }
  return TRUE;
}

TacticsMap *
tactics_tmx_read (TacticsImportContext  *context,
                  xmlDoc                *doc,
                  GFile                 *folder,
                  GError               **error)
{
  Reader reader = { 0, };
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autoptr(TacticsMap) map = NULL;
  g_autofree guint16 *cells = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  gsize n_cells;
  gboolean ok = FALSE;

  g_assert (context != NULL && doc != NULL);

  reader.context = context;
  reader.path = context->path;
  reader.folder = folder;

  if (root == NULL || !tactics_xml_is_element (root, "map") || root->ns != NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, reader.path,
                              root != NULL ? tactics_xml_get_line (root) : 0,
                              _("the root element is <%s>, expected <%s>"),
                              root != NULL ? (const char *) root->name : "", "map");
      return NULL;
    }
  if (!read_grid (&reader, root, error))
    return NULL;

  reader.tilesets = g_ptr_array_new_with_free_func ((GDestroyNotify) tactics_tmx_tileset_free);
  reader.resolved = g_hash_table_new_full (NULL, NULL, NULL, gid_terrain_free);
  n_cells = (gsize) reader.layout.source_width * (gsize) reader.layout.source_height;
  reader.gids = g_new0 (guint32, n_cells);
  reader.layer = g_new0 (guint32, n_cells);
  reader.data_lines = g_new0 (int, n_cells);

  if (!read_tilesets (&reader, root, error) || !read_layers (&reader, root, error))
    goto out;
  g_ptr_array_sort (reader.tilesets, compare_firstgid);

  cells = g_new (guint16, n_cells);
  for (int y = 0; y < reader.layout.source_height; y++)
    for (int x = 0; x < reader.layout.source_width; x++)
      {
        gsize index = (gsize) y * reader.layout.source_width + x;
        GidTerrain *entry = resolve_gid (&reader, reader.gids[index]);
        TacticsCell cell = tactics_exchange_layout_to_cell (&reader.layout, x, y);

        if (entry->subject != NULL)
          tactics_import_context_unknown (context, entry->subject, FALSE, x, y,
                                          reader.data_lines[index] > 0
                                          ? reader.data_lines[index] : tactics_xml_get_line (root));
        cells[(gsize) cell.y * reader.layout.width + cell.x] = (guint16) entry->terrain;
      }

  map = tactics_map_new (reader.layout.width, reader.layout.height, reader.layout.topology,
                         context->ruleset);
  tactics_map_set_cells (map, cells);

  name = tactics_tmx_get_property (root, "name");
  description = tactics_tmx_get_property (root, "description");
  if (name != NULL && g_utf8_validate (name, -1, NULL)
      && g_utf8_strlen (name, -1) <= TACTICS_MAX_NAME_LENGTH)
    tactics_map_set_name (map, name);
  if (description != NULL && g_utf8_validate (description, -1, NULL)
      && g_utf8_strlen (description, -1) <= TACTICS_MAX_DESCRIPTION_LENGTH)
    tactics_map_set_description (map, description);
  ok = TRUE;

out:
  g_clear_pointer (&reader.tilesets, g_ptr_array_unref);
  g_clear_pointer (&reader.resolved, g_hash_table_unref);
  g_clear_pointer (&reader.spare, gid_terrain_free);
  g_free (reader.gids);
  g_free (reader.data_lines);
  g_free (reader.layer);
  return ok ? g_steal_pointer (&map) : NULL;
}
