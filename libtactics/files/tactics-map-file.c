/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-enum-names.h"
#include "tactics-file-private.h"
#include "tactics-file-reference-private.h"
#include "tactics-file.h"
#include "tactics-geometry-enum-types.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-model-private.h"
#include "tactics-ruleset.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario.h"
#include "tactics-terrain.h"
#include "tactics-translatable-file-private.h"
#include "tactics-translatable-private.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"
#include "tactics-xml-writer-private.h"

/* --- Terrain ids to positions ------------------------------------------------ */

/* Maps a grid token to its terrain position without making a string of it:
 * one-byte ids (the usual case) by a direct table, longer ones by an open
 * addressing hash of the bytes. */
typedef struct {
  gint32       single[256];  /* position of the one-byte id, or -1 */
  guint32     *slots;        /* position + 1; 0 is an empty slot */
  guint        mask;
  const char **ids;
  gsize       *lengths;
  guint        n_ids;
} TerrainTable;

/* FNV-1a, a step at a time so that the grid parser can hash a token while
 * it scans it. */
#define HASH_START 2166136261u

static inline guint
hash_step (guint  hash,
           guchar byte)
{
  return (hash ^ byte) * 16777619u;
}

static guint
hash_bytes (const char *bytes,
            gsize       length)
{
  guint hash = HASH_START;

  for (gsize i = 0; i < length; i++)
    hash = hash_step (hash, (guchar) bytes[i]);

  return hash;
}

static inline gboolean
same_bytes (const char *a,
            const char *b,
            gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (a[i] != b[i])
      return FALSE;

  return TRUE;
}

static void
terrain_table_clear (TerrainTable *table)
{
  g_clear_pointer (&table->slots, g_free);
  g_clear_pointer (&table->ids, g_free);
  g_clear_pointer (&table->lengths, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TerrainTable, terrain_table_clear)

/* The ids stay owned by the terrains of @ruleset, which outlives the table. */
static void
terrain_table_init (TerrainTable   *table,
                    TacticsRuleset *ruleset)
{
  guint n_slots = 16;

  table->n_ids = tactics_ruleset_get_n_terrains (ruleset);

  while (n_slots < 2 * table->n_ids + 1)
    n_slots *= 2;

  table->mask = n_slots - 1;
  table->slots = g_new0 (guint32, n_slots);
  table->ids = g_new0 (const char *, table->n_ids + 1);
  table->lengths = g_new0 (gsize, table->n_ids + 1);
  for (guint i = 0; i < G_N_ELEMENTS (table->single); i++)
    table->single[i] = -1;

  for (guint i = 0; i < table->n_ids; i++)
    {
      const char *id = tactics_terrain_get_id (tactics_ruleset_get_terrain (ruleset, i));
      gsize length = id != NULL ? strlen (id) : 0;
      guint slot;

      table->ids[i] = id != NULL ? id : "";
      table->lengths[i] = length;

      /* The first terrain with an id wins, as in the ruleset's lookups. */
      if (length == 0)
        continue;
      if (length == 1)
        {
          if (table->single[(guchar) id[0]] < 0)
            table->single[(guchar) id[0]] = (gint32) i;
          continue;
        }

      for (slot = hash_bytes (id, length) & table->mask;
           table->slots[slot] != 0;
           slot = (slot + 1) & table->mask)
        {
          guint other = table->slots[slot] - 1;

          if (table->lengths[other] == length && memcmp (table->ids[other], id, length) == 0)
            break;
        }
      if (table->slots[slot] == 0)
        table->slots[slot] = i + 1;
    }
}

/* @hash is hash_bytes() of the token, for ids longer than one byte. */
static inline int
terrain_table_lookup_hashed (const TerrainTable *table,
                             const char         *token,
                             gsize               length,
                             guint               hash)
{
  if (length == 1)
    return table->single[(guchar) token[0]];

  for (guint slot = hash & table->mask;
       table->slots[slot] != 0;
       slot = (slot + 1) & table->mask)
    {
      guint index = table->slots[slot] - 1;

      if (table->lengths[index] == length && same_bytes (table->ids[index], token, length))
        return (int) index;
    }

  return -1;
}

static inline int
terrain_table_lookup (const TerrainTable *table,
                      const char         *token,
                      gsize               length)
{
  return terrain_table_lookup_hashed (table, token, length,
                                      length == 1 ? 0 : hash_bytes (token, length));
}

/* --- The grid ------------------------------------------------------------------ */

typedef struct {
  const char         *path;
  int                 first_line;  /* the line the grid text starts on */
  int                 width;
  int                 height;
  const TerrainTable *table;
} GridReader;

/* What each byte is to the grid parser. The text always ends with a NUL
 * (XML text cannot contain one), which ends the scan without a length
 * check in the inner loops. */
enum {
  CHAR_ID,     /* part of a terrain id (anything not listed below) */
  CHAR_COMMA,
  CHAR_NEWLINE,
  CHAR_BLANK,  /* space, tab, carriage return */
  CHAR_END,    /* the NUL at the end */
};

static guint8 char_classes[256];

static void
init_char_classes (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      memset (char_classes, CHAR_ID, sizeof char_classes);
      char_classes[','] = CHAR_COMMA;
      char_classes['\n'] = CHAR_NEWLINE;
      char_classes[' '] = CHAR_BLANK;
      char_classes['\t'] = CHAR_BLANK;
      char_classes['\r'] = CHAR_BLANK;
      char_classes[0] = CHAR_END;
      g_once_init_leave (&initialized, 1);
    }
}

#define CLASS_OF(p) (char_classes[*(const guchar *) (p)])

/* A token as text for a message, shortened when long. */
static char *
token_for_message (const char *token,
                   gsize       length)
{
  g_autofree char *copy = g_utf8_make_valid (token, (gssize) MIN (length, 120));
  g_autofree char *start = NULL;

  if (g_utf8_strlen (copy, -1) <= 32 && length <= 120)
    return g_steal_pointer (&copy);

  start = g_utf8_substring (copy, 0, 32);
  return g_strconcat (start, "…", NULL);
}

/* Parses grid text (NUL-terminated): `height` lines of `width` comma
 * separated terrain ids, blanks and empty lines ignored. Fills @cells when
 * it is not NULL; without it, only finds the first error. Rows and columns
 * in messages count from 1, like the lines. */
static gboolean
grid_reader_parse (const GridReader  *reader,
                   const char        *text,
                   guint16           *cells,
                   GError           **error)
{
  const gint32 *single = reader->table->single;
  const int width = reader->width;
  const char *p = text;
  int line = reader->first_line;
  int row = 0;
  /* Where cells go when only checking, so that no loop tests for it. */
  guint16 scratch[TACTICS_MAX_MAP_SIZE];

  g_assert (width <= TACTICS_MAX_MAP_SIZE);

  for (;;)
    {
      guint16 *row_cells = cells != NULL ? cells + (gsize) row * (gsize) width : scratch;
      int column = 0;

      while (CLASS_OF (p) == CHAR_BLANK || CLASS_OF (p) == CHAR_NEWLINE)
        {
          if (*p == '\n')
            line++;
          p++;
        }
      if (CLASS_OF (p) == CHAR_END)
        break;

      if (row == reader->height)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                  /* Translators: %d is a number of rows. */
                                  _("the grid has more than %d rows"), reader->height);
          return FALSE;
        }

      /* The usual row: one-byte ids and bare commas, then a line break.
       * Any surprise sends the row to the general loop below, from its
       * start. A NUL is no id (single[0] < 0), so this stops at the end
       * of the text before looking past it. */
      {
        const guchar *q = (const guchar *) p;
        int x;

        for (x = 0; x < width - 1; x++, q += 2)
          {
            int index = single[q[0]];

            if (index < 0 || q[1] != ',')
              break;
            row_cells[x] = (guint16) index;
          }

        if (x == width - 1 && single[q[0]] >= 0 && (q[1] == '\n' || q[1] == '\0'))
          {
            row_cells[x] = (guint16) single[q[0]];
            p = (const char *) q + 1;
            row++;
            continue;
          }
      }

      /* Still a plain row, with longer ids: each is hashed as it is
       * scanned. */
      {
        const guchar *q = (const guchar *) p;
        int x;

        for (x = 0; x < width; x++)
          {
            const guchar *start = q;
            guint hash = HASH_START;
            int index;

            while (CLASS_OF (q) == CHAR_ID)
              hash = hash_step (hash, *q++);

            index = terrain_table_lookup_hashed (reader->table, (const char *) start,
                                                 (gsize) (q - start), hash);
            if (index < 0)
              break;
            row_cells[x] = (guint16) index;

            if (x < width - 1 ? *q != ',' : (*q != '\n' && *q != '\0'))
              break;
            if (x < width - 1)
              q++;
          }

        if (x == width)
          {
            p = (const char *) q;
            row++;
            continue;
          }
      }

      for (;;)
        {
          const char *token;
          gsize token_length;
          int index;

          /* The usual cell: a one-byte id and a comma. */
          if (CLASS_OF (p) == CHAR_ID && CLASS_OF (p + 1) == CHAR_COMMA && column < width
              && single[*(const guchar *) p] >= 0)
            {
              row_cells[column] = (guint16) single[*(const guchar *) p];
              column++;
              p += 2;
              continue;
            }

          while (CLASS_OF (p) == CHAR_BLANK)
            p++;
          token = p;
          while (CLASS_OF (p) == CHAR_ID)
            p++;
          token_length = (gsize) (p - token);
          while (CLASS_OF (p) == CHAR_BLANK)
            p++;

          if (token_length == 0)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                      /* Translators: a row and a column of the map's grid, e.g.
                                       * "empty terrain id in row 3, column 5". */
                                      _("empty terrain id in row %d, column %d"),
                                      row + 1, column + 1);
              return FALSE;
            }

          if (column == width)
            {
              int n_cells = column + 1;

              for (; CLASS_OF (p) != CHAR_NEWLINE && CLASS_OF (p) != CHAR_END; p++)
                if (*p == ',')
                  n_cells++;
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                      /* Translators: a row of the map's grid, the cells it has,
                                       * then those it should have, e.g. "row 3 has 23 cells,
                                       * expected 24". */
                                      _("row %d has %d cells, expected %d"),
                                      row + 1, n_cells, width);
              return FALSE;
            }

          index = terrain_table_lookup (reader->table, token, token_length);
          if (index < 0)
            {
              g_autofree char *shown = token_for_message (token, token_length);

              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                      /* Translators: a terrain's id, then a row and a column of
                                       * the map's grid, e.g. "unknown terrain “lava” in row 3,
                                       * column 5". */
                                      _("unknown terrain “%s” in row %d, column %d"),
                                      shown, row + 1, column + 1);
              return FALSE;
            }

          row_cells[column] = (guint16) index;
          column++;

          if (CLASS_OF (p) == CHAR_COMMA)
            {
              p++;
              continue;
            }
          if (CLASS_OF (p) == CHAR_NEWLINE || CLASS_OF (p) == CHAR_END)
            break;

          {
            g_autofree char *shown = token_for_message (token, token_length);

            tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                    /* Translators: a terrain's id, then a row and a column of
                                     * the map's grid, e.g. "a comma is missing after “grass” in
                                     * row 3, column 5". */
                                    _("a comma is missing after “%s” in row %d, column %d"),
                                    shown, row + 1, column);
            return FALSE;
          }
        }

      if (column < width)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                  /* Translators: a row of the map's grid, the cells it has, then
                                   * those it should have, e.g. "row 3 has 23 cells, expected
                                   * 24". */
                                  _("row %d has %d cells, expected %d"),
                                  row + 1, column, width);
          return FALSE;
        }

      row++;
    }

  if (row < reader->height)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                              /* Translators: the rows the map's grid has, then those it should
                               * have, e.g. "the grid has 15 rows, expected 16". */
                              _("the grid has %d rows, expected %d"), row, reader->height);
      return FALSE;
    }

  return TRUE;
}

/* Reads the cells of @grid (a <grid> element) into *@cells_out, or only
 * checks them when @cells_out is NULL. The size was checked, but nothing
 * is allocated for it until the text is long enough to hold that many
 * cells: a tiny file claiming 4096 × 4096 cells costs nothing. */
static gboolean
read_grid (xmlNode             *grid,
           const char          *path,
           int                  width,
           int                  height,
           const TerrainTable  *table,
           guint16            **cells_out,
           GError             **error)
{
  g_autofree char *joined = NULL;
  g_autofree guint16 *cells = NULL;
  GridReader reader = { path, tactics_xml_get_line (grid), width, height, table };
  const char *text;
  gsize length;
  guint64 shortest;

  /* The usual shape is a single text node: read it in place. Otherwise
   * (comments in the grid) join the text; line numbers after a comment
   * holding line breaks then come out early. */
  if (grid->children == NULL)
    text = "";
  else if (grid->children->next == NULL && grid->children->type == XML_TEXT_NODE
           && grid->children->content != NULL)
    text = (const char *) grid->children->content;
  else
    text = joined = tactics_xml_get_text (grid);
  length = strlen (text);

  if (cells_out == NULL)
    return grid_reader_parse (&reader, text, NULL, error);

  /* Each row holds at least width ids of one byte and width - 1 commas,
   * and rows are separated by line breaks. */
  shortest = (guint64) height * (2 * (guint64) width - 1) + (guint64) (height - 1);
  if (length < shortest && !grid_reader_parse (&reader, text, NULL, error))
    return FALSE;

  cells = g_new (guint16, (gsize) width * (gsize) height);
  if (!grid_reader_parse (&reader, text, cells, error))
    return FALSE;

  *cells_out = g_steal_pointer (&cells);
  return TRUE;
}

/* --- The ruleset reference ----------------------------------------------------- */

/* Loads the ruleset a map names. Problems with the file itself are the
 * map's (TACTICS_FILE_ERROR_REFERENCE at the map's root); problems inside
 * the ruleset are reported in the ruleset's own file and line. Rulesets
 * never refer to other files, so this cannot recurse. */
static TacticsRuleset *
load_referenced_ruleset (xmlNode     *root,
                         const char  *path,
                         GFile       *folder,
                         const char  *reference,
                         GFile      **bundled_file,
                         GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *display_name = NULL;
  gboolean bundled_instead;
  TacticsRuleset *ruleset;

  doc = tactics_file_parse_reference (TACTICS_FILE_REFERENCE_RULESET, root, path, folder,
                                      reference, &file, &bundled_instead, error);
  if (doc == NULL)
    return NULL;

  display_name = tactics_file_get_display_name (file);
  ruleset = tactics_ruleset_from_doc (doc, display_name, error);
  if (ruleset != NULL && bundled_instead)
    *bundled_file = g_steal_pointer (&file);
  return ruleset;
}

/**
 * tactics_map_dup_ruleset_notice:
 * @map: a map
 *
 * Returns what the programs tell the user when the bundled ruleset stood
 * in for a missing one, e.g. "the ruleset “../default.ruleset.xml” is not
 * there: using the bundled one, /usr/share/tactics/default.ruleset.xml".
 *
 * Returns: (transfer full) (nullable): the notice, translated, or %NULL
 *   when no bundled ruleset stood in
 */
char *
tactics_map_dup_ruleset_notice (TacticsMap *map)
{
  const char *reference;

  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  reference = tactics_map_get_ruleset_fallback (map);
  if (reference == NULL)
    return NULL;
  /* Translators: the ruleset file as the map names it, then the bundled ruleset used instead,
   * e.g. "the ruleset “../default.ruleset.xml” is not there: using the bundled one,
   * /usr/share/tactics/default.ruleset.xml". */
  return g_strdup_printf (_("the ruleset “%s” is not there: using the bundled one, %s"),
                          reference, tactics_map_get_ruleset_path (map));
}

/* --- Reading a map ---------------------------------------------------------------- */

gboolean
tactics_map_read_xml (xmlNode         *root,
                      const char      *path,
                      GFile           *folder,
                      TacticsRuleset  *given_ruleset,
                      TacticsMap     **map_out,
                      GError         **error)
{
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_auto(TerrainTable) table = { 0, };
  g_autofree char *name = NULL;
  g_autofree char *reference = NULL;
  g_autoptr(GFile) bundled_ruleset = NULL;
  g_autofree char *description = NULL;
  g_autofree char *translation_domain = NULL;
  g_autofree guint16 *cells = NULL;
  static const char * const children[] = {
    "description", "terrains", "combat", "units", "actions", "grid", "scenario", NULL
  };
  static const char * const no_children[] = { NULL };
  xmlNode *description_node;
  xmlNode *grid;
  gint64 width, height;
  int topology;
  int line;

  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), FALSE);
  g_return_val_if_fail (given_ruleset == NULL || TACTICS_IS_RULESET (given_ruleset), FALSE);
  g_return_val_if_fail (map_out == NULL || *map_out == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tactics_xml_check_root (root, "tactics-map", path, error)
      || !tactics_xml_check_children (root, children, path, error))
    return FALSE;

  line = tactics_xml_get_line (root);

  /* The size first, before anything is allocated for it. */
  if (!tactics_xml_get_int_attribute (root, "width", "width", 1, TACTICS_MAX_MAP_SIZE, FALSE,
                                      path, &width, error)
      || !tactics_xml_get_int_attribute (root, "height", "height", 1, TACTICS_MAX_MAP_SIZE,
                                         FALSE, path, &height, error)
      || !tactics_xml_get_enum_attribute (root, "topology", TACTICS_TYPE_TOPOLOGY, FALSE,
                                          path, &topology, error))
    return FALSE;

  name = tactics_xml_get_attribute (root, "name");
  if (!tactics_xml_check_length (root, "name", name, TACTICS_MAX_NAME_LENGTH, path, error)
      || !tactics_translatable_read_domain (root, path, &translation_domain, error))
    return FALSE;

  description_node = tactics_xml_find_child (root, "description");
  if (description_node != NULL)
    {
      description = tactics_xml_get_text (description_node);
      if (!tactics_xml_check_length (description_node, "description", description,
                                     TACTICS_MAX_DESCRIPTION_LENGTH, path, error))
        return FALSE;
      if (*description == '\0')
        g_clear_pointer (&description, g_free);
    }

  reference = tactics_xml_get_attribute (root, "ruleset");
  if (reference != NULL)
    {
      static const char * const blocks[] = { "terrains", "combat", "units", "actions" };

      for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
        {
          xmlNode *block = tactics_xml_find_child (root, blocks[i]);

          if (block != NULL)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                      tactics_xml_get_line (block),
                                      /* Translators: %s is an XML element's name, e.g. "a map
                                       * that names a ruleset file cannot have <terrains>". */
                                      _("a map that names a ruleset file cannot have <%s>"),
                                      blocks[i]);
              return FALSE;
            }
        }

      if (given_ruleset != NULL)
        ruleset = g_object_ref (given_ruleset);
      else
        ruleset = load_referenced_ruleset (root, path, folder, reference, &bundled_ruleset,
                                           error);
      if (ruleset == NULL)
        return FALSE;
    }
  else
    {
      ruleset = tactics_ruleset_new ();
      if (!tactics_ruleset_read_xml_blocks (ruleset, root, path, error))
        return FALSE;
    }

  if (tactics_ruleset_get_n_terrains (ruleset) == 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              _("the map has no terrains"));
      return FALSE;
    }

  grid = tactics_xml_find_child (root, "grid");
  if (grid == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, line,
                              _("<tactics-map> lacks a <grid>"));
      return FALSE;
    }
  if (!tactics_xml_check_children (grid, no_children, path, error))
    return FALSE;

  init_char_classes ();
  terrain_table_init (&table, ruleset);

  /* Only checking: the grid is read, but neither its cells nor a map are
   * made, which spares a big map's allocations. */
  if (map_out == NULL)
    return read_grid (grid, path, (int) width, (int) height, &table, NULL, error);

  if (!read_grid (grid, path, (int) width, (int) height, &table, &cells, error))
    return FALSE;

  /* Inline rules are the map file's own strings; a ruleset file has its
   * own domain, and a given ruleset is already as it should be. */
  if (reference == NULL)
    tactics_translatable_translate_ruleset (ruleset, translation_domain);

  map = tactics_map_new ((int) width, (int) height, topology, ruleset);
  tactics_map_set_name (map, name);
  tactics_map_set_description (map, description);
  if (bundled_ruleset != NULL)
    {
      /* The map names the file it uses, which saving it writes. */
      tactics_map_set_ruleset_path (map, g_file_peek_path (bundled_ruleset));
      tactics_map_set_ruleset_fallback (map, reference);
    }
  else
    {
      tactics_map_set_ruleset_path (map, reference);
    }
  tactics_map_set_cells (map, cells);
  tactics_translatable_translate_map (map, translation_domain);

  *map_out = g_steal_pointer (&map);
  return TRUE;
}

TacticsMap *
tactics_map_from_xml (xmlNode         *root,
                      const char      *path,
                      GFile           *folder,
                      TacticsRuleset  *given_ruleset,
                      GError         **error)
{
  TacticsMap *map = NULL;

  if (!tactics_map_read_xml (root, path, folder, given_ruleset, &map, error))
    return NULL;

  return map;
}

/* --- Writing a map ---------------------------------------------------------------- */

/* Rows are written straight into a buffer sized exactly beforehand: no
 * string per cell and no tree of nodes. */
static void
write_grid_rows (TacticsMap *map,
                 GString    *out)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  g_auto(TerrainTable) table = { 0, };
  const guint16 *cells = tactics_map_get_cells (map);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  gsize n_cells = (gsize) width * (gsize) height;
  gsize start = out->len;
  gsize size = 0;
  char *p;

  terrain_table_init (&table, ruleset);
  if (table.n_ids == 0)
    {
      g_critical ("Map “%s” has no terrains: its grid cannot be written",
                  tactics_map_get_name (map));
      return;
    }

  for (gsize i = 0; i < n_cells; i++)
    size += table.lengths[cells[i] < table.n_ids ? cells[i] : 0] + 1;

  g_string_set_size (out, start + size);
  p = out->str + start;

  for (int y = 0; y < height; y++)
    {
      const guint16 *row = cells + (gsize) y * (gsize) width;

      for (int x = 0; x < width; x++)
        {
          /* The map keeps its cells below the number of terrains. */
          guint index = row[x] < table.n_ids ? row[x] : 0;
          gsize length = table.lengths[index];

          if (length == 1)
            *p++ = table.ids[index][0];
          else
            {
              memcpy (p, table.ids[index], length);
              p += length;
            }
          *p++ = x + 1 < width ? ',' : '\n';
        }
    }

  g_assert (p == out->str + out->len);
}

void
tactics_map_to_xml (TacticsMap           *map,
                    GString              *out,
                    guint                 indent,
                    TacticsXmlWriteFlags  flags)
{
  tactics_map_to_xml_with_scenario (map, NULL, out, indent, flags);
}

void
tactics_map_to_xml_with_scenario (TacticsMap           *map,
                                  TacticsScenario      *scenario,
                                  GString              *out,
                                  guint                 indent,
                                  TacticsXmlWriteFlags  flags)
{
  const char *reference;
  const char *description;
  const char *domain;

  g_return_if_fail (TACTICS_IS_MAP (map));
  g_return_if_fail (out != NULL);

  domain = tactics_map_get_translation_domain (map);
  reference = tactics_map_get_ruleset_path (map);
  if (flags & TACTICS_XML_WRITE_INLINE_RULESET)
    reference = NULL;

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "<tactics-map");
  tactics_xml_append_uint_attribute (out, "version", TACTICS_FILE_VERSION);
  tactics_xml_append_attribute (out, "name",
                                tactics_translatable_get_source (G_OBJECT (map), "name",
                                                                 tactics_map_get_name (map),
                                                                 domain));
  tactics_xml_append_uint_attribute (out, "width", (guint) tactics_map_get_width (map));
  tactics_xml_append_uint_attribute (out, "height", (guint) tactics_map_get_height (map));
  tactics_xml_append_attribute (out, "topology",
                                tactics_enum_to_string (TACTICS_TYPE_TOPOLOGY,
                                                        tactics_map_get_topology (map)));
  tactics_xml_append_attribute (out, "ruleset", reference);
  tactics_xml_append_attribute (out, "translation-domain", domain);
  g_string_append (out, ">\n");

  description = tactics_translatable_get_source (G_OBJECT (map), "description",
                                                 tactics_map_get_description (map), domain);
  if (description != NULL && *description != '\0')
    {
      tactics_xml_append_indent (out, indent + 2);
      g_string_append (out, "<description>");
      tactics_xml_append_escaped (out, description, FALSE);
      g_string_append (out, "</description>\n");
    }

  if (reference == NULL)
    tactics_ruleset_write_xml_blocks (tactics_map_get_ruleset (map), out, indent + 2, domain);

  tactics_xml_append_indent (out, indent + 2);
  g_string_append (out, "<grid>\n");
  write_grid_rows (map, out);
  tactics_xml_append_indent (out, indent + 2);
  g_string_append (out, "</grid>\n");

  if (scenario != NULL)
    tactics_xml_write_scenario_element (scenario, out, indent + 2, FALSE, domain);

  tactics_xml_append_indent (out, indent);
  g_string_append (out, "</tactics-map>\n");
}
