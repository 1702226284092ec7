/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Battle for Wesnoth .map files: rows of comma-separated terrain codes
 * ("Gg", "Gg^Fp" with an overlay, "1 Kh" with a start position), a border
 * of border_size cells around the playable area. Wesnoth's hexes are
 * flat-topped in columns, odd columns (counted from 0 inside the border)
 * shifted down: transposed they are our odd-r rows
 * (tactics-exchange-layout-private.h). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-exchange-layout-private.h"
#include "tactics-file-private.h"
#include "tactics-import-private.h"

/* The longest terrain code: Wesnoth's are "Base^Overlay" of up to four
 * characters each. */
#define MAX_CODE_LENGTH 64
/* Most start positions kept from one file. */
#define MAX_STARTS 4096
/* Most characters a start position's name may have. */
#define MAX_START_LENGTH 64
/* Most different codes one map may use; Wesnoth has a few hundred. */
#define MAX_CODES 65536
/* Wesnoth writes border_size=1; 0 was allowed once. */
#define MAX_BORDER 1

/* A code met in the file, resolved once: its terrain and what to note
 * at each of its cells when it is not known. */
typedef struct {
  char    *code;
  int      terrain;          /* -1 until resolved */
  char    *overlay_subject;  /* an unknown overlay, the base kept */
  char    *code_subject;     /* an unknown code, the fallback used */
} Code;

typedef struct {
  int column;
  int row;
} StartCell;

typedef struct {
  TacticsImportContext *context;
  const char           *path;
  int                   border;
  int                   columns;  /* of the file, border included; 0 until the first row */
  int                   rows;
  GHashTable           *code_ids; /* code → position in codes + 1 */
  GArray               *codes;    /* Code */
  GArray               *cells;    /* guint32: position in codes, row by row */
  GArray               *lines;    /* int: each row's line */
  GPtrArray            *starts;   /* char * names, with their cell in start_cells */
  GArray               *start_cells; /* StartCell, in the file */
} Reader;

static void
reader_clear (Reader *reader)
{
  for (guint i = 0; reader->codes != NULL && i < reader->codes->len; i++)
    {
      Code *code = &g_array_index (reader->codes, Code, i);

      g_free (code->code);
      g_free (code->overlay_subject);
      g_free (code->code_subject);
    }
  g_clear_pointer (&reader->code_ids, g_hash_table_unref);
  g_clear_pointer (&reader->codes, g_array_unref);
  g_clear_pointer (&reader->cells, g_array_unref);
  g_clear_pointer (&reader->lines, g_array_unref);
  g_clear_pointer (&reader->starts, g_ptr_array_unref);
  g_clear_pointer (&reader->start_cells, g_array_unref);
}

static gboolean
is_code_char (char c)
{
  /* Codes are ASCII letters, digits and a few marks ("^", "_", "\'"). */
  return g_ascii_isgraph (c) && c != ',' && c != '=';
}

static gboolean
read_header (Reader      *reader,
             const char  *line,
             gsize        length,
             int          line_number,
             GError     **error)
{
  g_autofree char *text = g_strndup (line, length);
  char *value = strchr (text, '=');

  g_assert (value != NULL);
  *value++ = '\0';
  g_strstrip (text);
  g_strstrip (value);

  if (g_str_equal (text, "border_size"))
    {
      guint64 border;

      if (!g_ascii_string_to_unsigned (value, 10, 0, MAX_BORDER, &border, NULL))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line_number,
                                  /* Translators: %s is the value as written, e.g. "3". */
                                  _("border_size is “%s”: Wesnoth maps have a border of 0 or 1"),
                                  value);
          return FALSE;
        }
      reader->border = (int) border;
      return TRUE;
    }
  if (g_str_equal (text, "usage"))
    {
      if (!g_str_equal (value, "map"))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line_number,
                                  /* Translators: %s is the value as written, e.g. "mask". */
                                  _("usage is “%s”: only maps can be imported, not masks"),
                                  value);
          return FALSE;
        }
      return TRUE;
    }
  /* Other keys are for Wesnoth's own use. */
  return TRUE;
}

static guint32
intern_code (Reader     *reader,
             const char *code,
             gsize       length)
{
  g_autofree char *key = g_strndup (code, length);
  gpointer id = g_hash_table_lookup (reader->code_ids, key);
  Code entry = { NULL, -1, NULL, NULL };

  if (id != NULL)
    return GPOINTER_TO_UINT (id) - 1;

  entry.code = g_steal_pointer (&key);
  g_array_append_val (reader->codes, entry);
  g_hash_table_insert (reader->code_ids, entry.code, GUINT_TO_POINTER (reader->codes->len));
  return reader->codes->len - 1;
}

/* One cell: "[START ]CODE" with blanks around. */
static gboolean
read_cell (Reader      *reader,
           const char  *cell,
           gsize        length,
           int          column,
           int          line_number,
           GError     **error)
{
  const char *end = cell + length;
  const char *code;
  guint32 id;

  while (cell < end && g_ascii_isspace (*cell))
    cell++;
  while (end > cell && g_ascii_isspace (end[-1]))
    end--;

  code = end;
  while (code > cell && is_code_char (code[-1]))
    code--;

  if (code == end)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line_number,
                              /* Translators: %d is a column, counted from 1. */
                              _("cell %d has no terrain code"), column + 1);
      return FALSE;
    }
  if (end - code > MAX_CODE_LENGTH)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line_number,
                              /* Translators: %d is a column, counted from 1, then the most
                               * characters a code may have. */
                              _("the terrain code of cell %d is longer than %d characters"),
                              column + 1, MAX_CODE_LENGTH);
      return FALSE;
    }

  /* Whatever comes before the code names start positions ("1 Kh"). */
  while (cell < code)
    {
      const char *word = cell;
      StartCell start = { column, reader->rows };

      while (cell < code && !g_ascii_isspace (*cell))
        cell++;
      if (cell - word > MAX_START_LENGTH)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line_number,
                                  /* Translators: %d is a column, counted from 1, then the most
                                   * characters a name may have. */
                                  _("the start position of cell %d is longer than %d characters"),
                                  column + 1, MAX_START_LENGTH);
          return FALSE;
        }
      for (const char *p = word; p < cell; p++)
        if (!g_ascii_isgraph (*p))
          {
            tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, reader->path,
                                    line_number,
                                    /* Translators: %d is a column, counted from 1. */
                                    _("cell %d holds a character that is not printable ASCII"),
                                    column + 1);
            return FALSE;
          }
      /* Wesnoth has a few; a file of millions is kept to what a
       * scenario can hold, the rest noted. */
      if (reader->starts->len < MAX_STARTS)
        {
          g_ptr_array_add (reader->starts, g_strndup (word, cell - word));
          g_array_append_val (reader->start_cells, start);
        }
      else if (reader->context->starts_dropped == 0)
        reader->context->starts_dropped = MAX (line_number, 1);
      while (cell < code && g_ascii_isspace (*cell))
        cell++;
    }

  if (reader->codes->len >= MAX_CODES)
    {
      g_autofree char *key = g_strndup (code, end - code);

      if (!g_hash_table_contains (reader->code_ids, key))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line_number,
                                  /* Translators: %d is the most different codes. */
                                  _("more than %d different terrain codes"), MAX_CODES);
          return FALSE;
        }
    }
  id = intern_code (reader, code, end - code);
  g_array_append_val (reader->cells, id);
  return TRUE;
}

static gboolean
read_row (Reader      *reader,
          const char  *line,
          gsize        length,
          int          line_number,
          GError     **error)
{
  const char *end = line + length;
  const char *cell = line;
  int limit = TACTICS_MAX_MAP_SIZE + 2 * reader->border;
  int n_cells = 1;

  if (reader->rows >= limit)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line_number,
                              /* Translators: %d is the most rows, e.g. 4098. */
                              _("more than %d rows"), limit);
      return FALSE;
    }

  /* The size first, before anything is kept of the row. */
  for (const char *p = line; p < end; p++)
    if (*p == ',')
      n_cells++;
  if (n_cells > limit)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line_number,
                              /* Translators: %d is the most cells, e.g. 4098. */
                              _("more than %d cells in a row"), limit);
      return FALSE;
    }
  if (reader->columns == 0)
    reader->columns = n_cells;
  else if (n_cells != reader->columns)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line_number,
                              /* Translators: two numbers of cells, e.g. "the row has 12
                               * cells, the first row 14". */
                              _("the row has %d cells, the first row %d"),
                              n_cells, reader->columns);
      return FALSE;
    }

  for (int column = 0; column < n_cells; column++)
    {
      const char *comma = memchr (cell, ',', end - cell);
      const char *cell_end = comma != NULL ? comma : end;

      if (!read_cell (reader, cell, cell_end - cell, column, line_number, error))
        return FALSE;
      cell = cell_end + 1;
    }

  g_array_append_val (reader->lines, line_number);
  reader->rows++;
  return TRUE;
}

/* The terrain of a code: a rule for the whole code, else its overlay's,
 * else its base's; what is unknown is kept in @code for the notes. */
static void
resolve_code (Reader *reader,
              Code   *code)
{
  TacticsImportContext *context = reader->context;
  const char *caret = strchr (code->code, '^');
  g_autofree char *base = NULL;
  int terrain;

  if (caret == NULL)
    terrain = tactics_import_context_find (context, code->code);
  else
    {
      const TacticsImportRule *rule = context->mapping != NULL
                                      ? tactics_import_mapping_lookup (context->mapping,
                                                                       code->code)
                                      : NULL;

      if (rule != NULL && !rule->prefix && *rule->to != '\0')
        {
          code->terrain = (int) tactics_import_context_index_of (context, rule->to);
          return;
        }

      terrain = tactics_import_context_find (context, caret);
      if (terrain >= 0)
        {
          code->terrain = terrain;
          return;
        }
      if (terrain == -1)
        /* Translators: %s is a Wesnoth overlay code, e.g. "^Xyz". */
        code->overlay_subject = g_strdup_printf (_("unknown overlay “%s”"), caret);
      base = g_strndup (code->code, caret - code->code);
      terrain = tactics_import_context_find (context, base);
    }

  if (terrain < 0)
    {
      /* Translators: %s is a Wesnoth terrain code, e.g. "Xyz". */
      code->code_subject = g_strdup_printf (_("unknown terrain code “%s”"),
                                            base != NULL ? base : code->code);
      terrain = (int) context->fallback;
    }
  code->terrain = terrain;
}

TacticsMap *
tactics_wesnoth_read (TacticsImportContext  *context,
                      const char            *data,
                      gsize                  size,
                      GError               **error)
{
  Reader reader = { 0, };
  TacticsExchangeLayout layout;
  g_autoptr(TacticsMap) map = NULL;
  g_autofree guint16 *cells = NULL;
  const char *end = data + size;
  gboolean in_rows = FALSE;
  int line_number = 0;
  int width, height;

  g_assert (context != NULL);

  reader.context = context;
  reader.path = context->path;
  reader.border = 1;  /* Wesnoth 1.14 and later write no header: always 1 */
  reader.code_ids = g_hash_table_new (g_str_hash, g_str_equal);
  reader.codes = g_array_new (FALSE, FALSE, sizeof (Code));
  reader.cells = g_array_new (FALSE, FALSE, sizeof (guint32));
  reader.lines = g_array_new (FALSE, FALSE, sizeof (int));
  reader.starts = g_ptr_array_new_with_free_func (g_free);
  reader.start_cells = g_array_new (FALSE, FALSE, sizeof (StartCell));

  /* A byte-order mark, as some editors write. */
  if (size >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    data += 3;

  for (const char *line = data; line < end; )
    {
      const char *newline = memchr (line, '\n', end - line);
      const char *line_end = newline != NULL ? newline : end;
      gsize length;
      gboolean blank = TRUE;

      line_number++;
      if (line_end > line && line_end[-1] == '\r')
        line_end--;
      length = line_end - line;

      for (const char *p = line; p < line_end; p++)
        {
          if ((guchar) *p < 0x20 && *p != '\t')
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, reader.path,
                                      line_number,
                                      _("a control character or a NUL byte: this is not a "
                                        "Wesnoth map"));
              goto fail;
            }
          if ((guchar) *p >= 0x80)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, reader.path,
                                      line_number,
                                      _("a character that is not ASCII: Wesnoth maps are "
                                        "written in ASCII"));
              goto fail;
            }
          if (!g_ascii_isspace (*p))
            blank = FALSE;
        }

      if (!blank)
        {
          if (!in_rows && memchr (line, '=', length) != NULL && memchr (line, ',', length) == NULL)
            {
              if (!read_header (&reader, line, length, line_number, error))
                goto fail;
            }
          else
            {
              in_rows = TRUE;
              if (!read_row (&reader, line, length, line_number, error))
                goto fail;
            }
        }

      line = newline != NULL ? newline + 1 : end;
    }

  if (reader.rows == 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader.path, line_number,
                              _("the file has no rows of terrain codes"));
      goto fail;
    }
  width = reader.columns - 2 * reader.border;
  height = reader.rows - 2 * reader.border;
  if (width < 1 || height < 1)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader.path, line_number,
                              /* Translators: the size of the file's grid, then the border's
                               * width, e.g. "the grid is 2×2 with a border of 1: no cell is
                               * left inside". */
                              _("the grid is %d×%d with a border of %d: no cell is left inside"),
                              reader.columns, reader.rows, reader.border);
      goto fail;
    }
  if (width > TACTICS_MAX_MAP_SIZE || height > TACTICS_MAX_MAP_SIZE)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader.path, 0,
                              /* Translators: a map's size, then the largest side, e.g.
                               * "the map is 5000×20: maps are at most 4096 cells a side". */
                              _("the map is %d×%d: maps are at most %d cells a side"),
                              width, height, TACTICS_MAX_MAP_SIZE);
      goto fail;
    }

  tactics_exchange_layout_init (&layout, TACTICS_EXCHANGE_GRID_COLUMNS_ODD, width, height);
  cells = g_new (guint16, (gsize) width * (gsize) height);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        gsize file_index = (gsize) (y + reader.border) * reader.columns + (x + reader.border);
        guint32 id = g_array_index (reader.cells, guint32, file_index);
        Code *code = &g_array_index (reader.codes, Code, id);
        int line_of_row = g_array_index (reader.lines, int, y + reader.border);
        TacticsCell cell = tactics_exchange_layout_to_cell (&layout, x, y);

        if (code->terrain < 0)
          resolve_code (&reader, code);
        if (code->overlay_subject != NULL)
          tactics_import_context_unknown (context, code->overlay_subject, TRUE, x + 1, y + 1,
                                          line_of_row);
        if (code->code_subject != NULL)
          tactics_import_context_unknown (context, code->code_subject, FALSE, x + 1, y + 1,
                                          line_of_row);
        cells[(gsize) cell.y * layout.width + cell.x] = (guint16) code->terrain;
      }

  for (guint i = 0; i < reader.starts->len; i++)
    {
      const StartCell *at = &g_array_index (reader.start_cells, StartCell, i);
      int x = at->column - reader.border;
      int y = at->row - reader.border;
      const char *name = g_ptr_array_index (reader.starts, i);

      if (x < 0 || y < 0 || x >= width || y >= height)
        {
          tactics_import_context_note (context, g_array_index (reader.lines, int, at->row),
                                       /* Translators: %s is a start position's name, e.g.
                                        * "1". */
                                       _("the start position “%s” is in the border: left out"),
                                       name);
          continue;
        }
      tactics_import_context_add_start (context, name,
                                        tactics_exchange_layout_to_cell (&layout, x, y),
                                        g_array_index (reader.lines, int, at->row));
    }

  map = tactics_map_new (layout.width, layout.height, layout.topology, context->ruleset);
  tactics_map_set_cells (map, cells);
  reader_clear (&reader);
  return g_steal_pointer (&map);

fail:
  reader_clear (&reader);
  return NULL;
}
