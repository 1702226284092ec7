/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A fragment as text: the <tactics-fragment> element the clipboard holds.
 *
 *   <tactics-fragment version="1" topology="square" width="3" height="2">
 *     <grid x="-1" y="0" columns="3" rows="2">
 *   p,p,
 *   p,f,f
 *     </grid>
 *     <region id="ford" name="The Ford" color="#1565c0">0,0 1,0</region>
 *     <unit side="blue" side-position="0" type="knight" name="Aldric" x="1" y="1" hp="7"/>
 *   </tactics-fragment>
 *
 * The grid covers the cells' positions from the anchor (axial steps on
 * hex boards) from (x, y); an empty entry is no cell. Regions and units
 * name cells by the same positions. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-file-io-private.h"
#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-fragment-private.h"
#include "tactics-fragment.h"
#include "tactics-geometry-enum-types.h"
#include "tactics-geometry-enums.h"
#include "tactics-geometry.h"
#include "tactics-model-private.h"
#include "tactics-ruleset.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"
#include "tactics-xml-writer-private.h"

/* Writing */

static void
append_int_attribute (GString    *out,
                      const char *name,
                      int         value)
{
  g_string_append_printf (out, " %s=\"%d\"", name, value);
}

/* The box around every cell's position. */
static void
get_bounds (TacticsFragment *self,
            int             *x0,
            int             *y0,
            int             *x1,
            int             *y1)
{
  *x0 = *y0 = G_MAXINT;
  *x1 = *y1 = G_MININT;
  for (guint i = 0; i < self->cells->len; i++)
    {
      TacticsCell at = g_array_index (self->cells, TacticsFragmentCell, i).at;

      *x0 = MIN (*x0, at.x);
      *y0 = MIN (*y0, at.y);
      *x1 = MAX (*x1, at.x);
      *y1 = MAX (*y1, at.y);
    }
}

/**
 * tactics_fragment_to_xml:
 * @self: a fragment
 *
 * Writes the fragment as a <tactics-fragment> document, the form it takes
 * on the clipboard (%TACTICS_FRAGMENT_MIME_TYPE).
 *
 * Returns: (transfer full): the document
 */
char *
tactics_fragment_to_xml (TacticsFragment *self)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree gint32 *grid = NULL;
  g_autoptr(GPtrArray) escaped = g_ptr_array_new_with_free_func (g_free);
  int x0, y0, x1, y1;
  int columns = 0;
  int rows = 0;

  g_return_val_if_fail (self != NULL, NULL);

  g_string_append (out, "<tactics-fragment");
  tactics_xml_append_uint_attribute (out, "version", TACTICS_FILE_VERSION);
  tactics_xml_append_attribute (out, "topology",
                                self->topology == TACTICS_TOPOLOGY_HEX ? "hex" : "square");
  append_int_attribute (out, "width", self->width);
  append_int_attribute (out, "height", self->height);
  g_string_append (out, ">\n");

  get_bounds (self, &x0, &y0, &x1, &y1);
  if (self->cells->len > 0)
    {
      columns = x1 - x0 + 1;
      rows = y1 - y0 + 1;
      grid = g_new (gint32, (gsize) columns * rows);
      for (gsize i = 0; i < (gsize) columns * rows; i++)
        grid[i] = -1;
      for (guint i = 0; i < self->cells->len; i++)
        {
          const TacticsFragmentCell *cell = &g_array_index (self->cells, TacticsFragmentCell, i);

          grid[(gsize) (cell->at.y - y0) * columns + (cell->at.x - x0)] = (gint32) cell->terrain;
        }
    }
  g_string_append (out, "  <grid");
  append_int_attribute (out, "x", self->cells->len > 0 ? x0 : 0);
  append_int_attribute (out, "y", self->cells->len > 0 ? y0 : 0);
  append_int_attribute (out, "columns", columns);
  append_int_attribute (out, "rows", rows);
  g_string_append (out, ">\n");
  for (guint i = 0; i < self->terrain_ids->len; i++)
    {
      GString *id = g_string_new (NULL);

      tactics_xml_append_escaped (id, g_ptr_array_index (self->terrain_ids, i), FALSE);
      g_ptr_array_add (escaped, g_string_free (id, FALSE));
    }
  for (int y = 0; y < rows; y++)
    {
      for (int x = 0; x < columns; x++)
        {
          gint32 terrain = grid[(gsize) y * columns + x];

          if (x > 0)
            g_string_append_c (out, ',');
          if (terrain >= 0)
            g_string_append (out, g_ptr_array_index (escaped, terrain));
        }
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "  </grid>\n");

  for (guint i = 0; i < self->regions->len; i++)
    {
      TacticsFragmentRegion *region = g_ptr_array_index (self->regions, i);

      g_string_append (out, "  <region");
      tactics_xml_append_attribute (out, "id", region->id);
      tactics_xml_append_attribute (out, "name", region->name);
      tactics_xml_append_attribute (out, "color", region->color);
      g_string_append_c (out, '>');
      for (guint j = 0; j < region->cells->len; j++)
        {
          TacticsCell at = g_array_index (region->cells, TacticsCell, j);

          g_string_append_printf (out, j > 0 ? " %d,%d" : "%d,%d", at.x, at.y);
        }
      g_string_append (out, "</region>\n");
    }

  for (guint i = 0; i < self->units->len; i++)
    {
      const TacticsFragmentUnit *unit = &g_array_index (self->units, TacticsFragmentUnit, i);

      g_string_append (out, "  <unit");
      tactics_xml_append_attribute (out, "side", unit->side);
      tactics_xml_append_uint_attribute (out, "side-position", unit->side_position);
      tactics_xml_append_attribute (out, "type", unit->type);
      tactics_xml_append_attribute (out, "name", unit->name);
      append_int_attribute (out, "x", unit->at.x);
      append_int_attribute (out, "y", unit->at.y);
      if (unit->hp > 0)
        tactics_xml_append_uint_attribute (out, "hp", unit->hp);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "</tactics-fragment>\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Reading */

typedef struct {
  const char      *name;     /* the data, for people, in errors */
  TacticsFragment *fragment;
  int              x0;       /* the grid's box */
  int              y0;
  int              columns;
  int              rows;
  gint32          *index;    /* a cell's position in fragment->cells, or -1 */
  guint8          *has_unit; /* one a grid entry */
} FragmentReader;

static void
fragment_reader_clear (FragmentReader *reader)
{
  g_clear_pointer (&reader->fragment, tactics_fragment_unref);
  g_clear_pointer (&reader->index, g_free);
  g_clear_pointer (&reader->has_unit, g_free);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FragmentReader, fragment_reader_clear)

/* The grid entry of position @at, or −1 when it holds no cell. */
static gssize
grid_entry (FragmentReader *reader,
            TacticsCell     at)
{
  gsize entry;

  if (at.x < reader->x0 || at.y < reader->y0 || at.x - reader->x0 >= reader->columns
      || at.y - reader->y0 >= reader->rows)
    return -1;
  entry = (gsize) (at.y - reader->y0) * reader->columns + (at.x - reader->x0);
  return reader->index[entry] >= 0 ? (gssize) entry : -1;
}

static gboolean
read_grid (FragmentReader  *reader,
           xmlNode         *node,
           GError         **error)
{
  /* A hex rectangle's positions lean: its box is up to half as wide again. */
  const gint64 max_side = 2 * (gint64) TACTICS_MAX_MAP_SIZE;
  g_autofree char *text = NULL;
  gint64 x0, y0, columns, rows;
  const char *p;
  int line = tactics_xml_get_line (node);
  int row = 0;
  /* Neighbouring cells mostly share a terrain: the last one read is
   * tried first. */
  const char *last_id = NULL;
  gsize last_length = 0;
  guint last_terrain = 0;

  if (!tactics_xml_get_int_attribute (node, "x", "x", -max_side, max_side, FALSE, reader->name,
                                      &x0, error)
      || !tactics_xml_get_int_attribute (node, "y", "y", -max_side, max_side, FALSE,
                                         reader->name, &y0, error)
      || !tactics_xml_get_int_attribute (node, "columns", "columns", 0, max_side, FALSE,
                                         reader->name, &columns, error)
      || !tactics_xml_get_int_attribute (node, "rows", "rows", 0, max_side, FALSE, reader->name,
                                         &rows, error))
    return FALSE;
  /* The box of a whole map's cells, turned on a hex board, is at most
   * twice their number. */
  if ((gsize) columns * rows > 2 * TACTICS_FRAGMENT_MAX_CELLS)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->name, line,
                              /* Translators: the columns and rows of a grid, then the most
                               * entries it may have. */
                              _("a grid of %d × %d entries is over the limit of %u"),
                              (int) columns, (int) rows, (guint) (2 * TACTICS_FRAGMENT_MAX_CELLS));
      return FALSE;
    }
  text = tactics_xml_get_text (node);
  /* Every entry but the last ends with a separator: a text shorter than
   * that cannot be the grid, whatever memory the box would take. */
  if (strlen (text) + 1 < (gsize) columns * rows)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                              /* Translators: the columns and rows a grid should have. */
                              _("the grid has fewer entries than its %d × %d"), (int) columns,
                              (int) rows);
      return FALSE;
    }
  reader->x0 = (int) x0;
  reader->y0 = (int) y0;
  reader->columns = (int) columns;
  reader->rows = (int) rows;
  reader->index = g_new (gint32, MAX ((gsize) columns * rows, 1));
  reader->has_unit = g_new0 (guint8, MAX ((gsize) columns * rows, 1));

  p = text;
  while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
    if (*p++ == '\n')
      line++;
  for (row = 0; row < rows; row++)
    {
      for (int column = 0; column < columns; column++)
        {
          const char *start;
          gsize length;
          gsize entry = (gsize) row * columns + column;

          while (*p == ' ' || *p == '\t')
            p++;
          start = p;
          while (*p != '\0' && *p != ',' && *p != '\n' && *p != ' ' && *p != '\t' && *p != '\r')
            p++;
          length = (gsize) (p - start);
          while (*p == ' ' || *p == '\t' || *p == '\r')
            p++;
          if (column + 1 < columns ? *p != ',' : *p != '\n' && *p != '\0')
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                                      /* Translators: a row of a grid and how many entries it
                                       * should have, e.g. "row 3 of the grid does not have 12
                                       * entries". */
                                      _("row %d of the grid does not have %d entries"), row + 1,
                                      (int) columns);
              return FALSE;
            }
          if (*p == ',')
            p++;
          reader->index[entry] = -1;
          if (length == 0)
            continue;
          if (!tactics_model_is_valid_id (start, length))
            {
              g_autofree char *id = g_strndup (start, MIN (length, 40));

              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                                      /* Translators: the text as written, then a row and column
                                       * of a grid. */
                                      _("“%s” in row %d, column %d of the grid is not a terrain "
                                        "id"), id, row + 1, column + 1);
              return FALSE;
            }
          if (last_id == NULL || length != last_length || memcmp (start, last_id, length) != 0)
            {
              g_autofree char *id = g_strndup (start, length);

              last_terrain = tactics_fragment_intern_terrain (reader->fragment, id);
              last_id = start;
              last_length = length;
            }
          {
            TacticsFragmentCell cell = {
              { reader->x0 + column, reader->y0 + row },
              last_terrain,
            };

            reader->index[entry] = (gint32) reader->fragment->cells->len;
            g_array_append_val (reader->fragment->cells, cell);
          }
        }
      if (*p == '\n')
        {
          p++;
          line++;
        }
    }
  while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
    p++;
  if (*p != '\0')
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                              /* Translators: the rows a grid should have. */
                              _("the grid has more than %d rows"), (int) rows);
      return FALSE;
    }
  if (reader->fragment->terrain_ids->len > TACTICS_MAX_RULESET_ITEMS)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->name,
                              tactics_xml_get_line (node),
                              _("the grid has more than %d terrains"), TACTICS_MAX_RULESET_ITEMS);
      return FALSE;
    }
  return TRUE;
}

/* Reads "X,Y" at *@p (X and Y may be negative). */
static gboolean
parse_position (const char **p,
                TacticsCell *at)
{
  char *end;
  gint64 x, y;

  x = g_ascii_strtoll (*p, &end, 10);
  if (end == *p || *end != ',')
    return FALSE;
  *p = end + 1;
  y = g_ascii_strtoll (*p, &end, 10);
  if (end == *p || x < G_MININT / 2 || x > G_MAXINT / 2 || y < G_MININT / 2 || y > G_MAXINT / 2)
    return FALSE;
  *p = end;
  *at = (TacticsCell) { (int) x, (int) y };
  return TRUE;
}

static gboolean
read_region (FragmentReader  *reader,
             xmlNode         *node,
             GHashTable      *seen,
             GError         **error)
{
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *color = NULL;
  g_autofree char *text = NULL;
  TacticsFragmentRegion *region;
  int line = tactics_xml_get_line (node);
  const char *p;

  id = tactics_xml_read_item_id (node, reader->name, seen, TACTICS_MAX_SCENARIO_REGIONS, error);
  if (id == NULL)
    return FALSE;
  name = tactics_xml_get_attribute (node, "name");
  if (name != NULL && !tactics_xml_check_length (node, "name", name, TACTICS_MAX_NAME_LENGTH,
                                                 reader->name, error))
    return FALSE;
  color = tactics_xml_get_attribute (node, "color");
  if (color != NULL && !tactics_xml_is_valid_color (color))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                              /* Translators: the colour as written, then a region's id. */
                              _("“%s” (the colour of region “%s”) is not a colour #rrggbb"),
                              color, id);
      return FALSE;
    }
  region = tactics_fragment_add_region (reader->fragment, id, name, color);

  text = tactics_xml_get_text (node);
  p = text;
  for (;;)
    {
      TacticsCell at;

      while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
      if (*p == '\0')
        break;
      if (!parse_position (&p, &at)
          || (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n'))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                                  /* Translators: a region's id. */
                                  _("the cells of region “%s” are not positions X,Y"), id);
          return FALSE;
        }
      if (grid_entry (reader, at) < 0)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                                  /* Translators: a position, then a region's id. */
                                  _("%d,%d of region “%s” is no cell of the grid"),
                                  at.x, at.y, id);
          return FALSE;
        }
      g_array_append_val (region->cells, at);
    }
  return TRUE;
}

static gboolean
read_unit (FragmentReader  *reader,
           xmlNode         *node,
           GError         **error)
{
  const gint64 max_side = 2 * (gint64) TACTICS_MAX_MAP_SIZE;
  TacticsFragmentUnit unit = { 0 };
  int line = tactics_xml_get_line (node);
  gint64 side_position = 0;
  gint64 x, y;
  gint64 hp = 0;
  gssize entry;

  if (reader->fragment->units->len
      >= (guint) TACTICS_MAX_SCENARIO_SIDES * TACTICS_MAX_UNITS_PER_PLAYER)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->name, line,
                              _("more than %u units"),
                              (guint) TACTICS_MAX_SCENARIO_SIDES * TACTICS_MAX_UNITS_PER_PLAYER);
      return FALSE;
    }
  if (!tactics_xml_get_int_attribute (node, "side-position", "side-position", 0,
                                      TACTICS_MAX_SCENARIO_SIDES - 1, TRUE, reader->name,
                                      &side_position, error)
      || !tactics_xml_get_int_attribute (node, "x", "x", -max_side, max_side, FALSE,
                                         reader->name, &x, error)
      || !tactics_xml_get_int_attribute (node, "y", "y", -max_side, max_side, FALSE,
                                         reader->name, &y, error)
      || !tactics_xml_get_int_attribute (node, "hp", "hp", 0, 9999, TRUE, reader->name, &hp,
                                         error))
    return FALSE;
  unit.side = tactics_xml_require_attribute (node, "side", reader->name, error);
  if (unit.side == NULL)
    return FALSE;
  unit.type = tactics_xml_require_attribute (node, "type", reader->name, error);
  unit.name = tactics_xml_get_attribute (node, "name");
  unit.at = (TacticsCell) { (int) x, (int) y };
  unit.side_position = (guint) side_position;
  unit.hp = (guint) hp;
  /* Kept at once: the array frees it on every way out. */
  g_array_append_val (reader->fragment->units, unit);

  if (unit.type == NULL)
    return FALSE;
  if (!tactics_model_is_valid_id (unit.side, strlen (unit.side))
      || !tactics_model_is_valid_id (unit.type, strlen (unit.type)))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                              _("a unit’s side and type must be ids"));
      return FALSE;
    }
  if (unit.name != NULL && !tactics_xml_check_length (node, "name", unit.name,
                                                      TACTICS_MAX_NAME_LENGTH, reader->name,
                                                      error))
    return FALSE;
  entry = grid_entry (reader, unit.at);
  if (entry < 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                              /* Translators: a position of a unit. */
                              _("the unit at %d,%d stands on no cell of the grid"),
                              unit.at.x, unit.at.y);
      return FALSE;
    }
  if (reader->has_unit[entry])
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->name, line,
                              /* Translators: a position of a unit. */
                              _("two units stand at %d,%d"), unit.at.x, unit.at.y);
      return FALSE;
    }
  reader->has_unit[entry] = TRUE;
  return TRUE;
}

/**
 * tactics_fragment_new_from_xml:
 * @data: (array length=size) (element-type guint8): the document
 * @size: its length in bytes
 * @name: what the data is, for people, in errors ("the clipboard")
 * @error: return location for a #GError
 *
 * Reads a fragment back from a <tactics-fragment> document, with the
 * guards of every file (no DTD, depth, size).
 *
 * Returns: (transfer full) (nullable): the fragment, or %NULL with a
 *   %TACTICS_FILE_ERROR naming @name and the line
 */
TacticsFragment *
tactics_fragment_new_from_xml (const char  *data,
                               gsize        size,
                               const char  *name,
                               GError     **error)
{
  static const char * const children[] = { "grid", "region", "unit", NULL };
  g_auto(FragmentReader) reader = { name, NULL, 0 };
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GHashTable) regions = NULL;
  xmlNode *root;
  xmlNode *grid;
  int topology;
  gint64 width, height;

  g_return_val_if_fail (data != NULL || size == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (size > TACTICS_MAX_FILE_SIZE)
    {
      g_autofree char *size_text = tactics_file_format_size (size);
      g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, name, 0,
                              _("the file is %s, over the limit of %s"), size_text, limit);
      return NULL;
    }
  doc = tactics_xml_parse (data, size, name, error);
  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  if (!tactics_xml_check_root (root, "tactics-fragment", name, error)
      || !tactics_xml_get_enum_attribute (root, "topology", TACTICS_TYPE_TOPOLOGY, FALSE, name,
                                          &topology, error)
      || !tactics_xml_get_int_attribute (root, "width", "width", 1, TACTICS_MAX_MAP_SIZE, FALSE,
                                         name, &width, error)
      || !tactics_xml_get_int_attribute (root, "height", "height", 1, TACTICS_MAX_MAP_SIZE,
                                         FALSE, name, &height, error)
      || !tactics_xml_check_children (root, children, name, error))
    return NULL;

  grid = tactics_xml_find_child (root, "grid");
  if (grid == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, name, tactics_xml_get_line (root),
                              _("<tactics-fragment> has no <grid>"));
      return NULL;
    }
  reader.fragment = tactics_fragment_new_empty (topology);
  reader.fragment->width = (int) width;
  reader.fragment->height = (int) height;
  if (!read_grid (&reader, grid, error))
    return NULL;

  regions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (xmlNode *node = tactics_xml_element_from (root->children); node != NULL;
       node = tactics_xml_element_from (node->next))
    {
      if (node != grid && tactics_xml_is_element (node, "grid"))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, name,
                                  tactics_xml_get_line (node),
                                  _("<tactics-fragment> has more than one <grid>"));
          return NULL;
        }
      if (tactics_xml_is_element (node, "region") && !read_region (&reader, node, regions, error))
        return NULL;
      if (tactics_xml_is_element (node, "unit") && !read_unit (&reader, node, error))
        return NULL;
    }
  return g_steal_pointer (&reader.fragment);
}
