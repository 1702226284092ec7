/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tiled layer data: CSV, XML tiles, base64 with zlib, gzip, zstd or no
 * compression. Compressed data is expanded into a buffer of the layer's
 * size plus one byte: a stream that would grow past the layer is stopped
 * there, whatever it claims. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

#include "tactics-file-private.h"
#include "tactics-tmx-private.h"

static gboolean
fail_count (const char  *path,
            int          line,
            gsize        count,
            gsize        expected,
            GError     **error)
{
  tactics_file_set_error (error, count > expected ? TACTICS_FILE_ERROR_TOO_LARGE
                                                  : TACTICS_FILE_ERROR_SEMANTIC,
                          path, line,
                          /* Translators: two numbers of tiles, e.g. "the layer data holds 10
                           * tiles, the layer has 12 cells". */
                          _("the layer data holds %u tiles, the layer has %u cells"),
                          (guint) MIN (count, G_MAXUINT), (guint) expected);
  return FALSE;
}

static void
put_gid (guint32 *gids,
         gsize    index,
         guint32  gid)
{
  gid &= TACTICS_TMX_GID_MASK;
  if (gid != 0)
    gids[index] = gid;
}

static gboolean
read_csv (xmlNode     *data,
          const char  *path,
          gsize        n_cells,
          guint32     *gids,
          GError     **error)
{
  g_autofree char *text = tactics_xml_get_text (data);
  int line = tactics_xml_get_line (data);
  gsize count = 0;
  const char *p = text;

  for (;;)
    {
      guint64 value = 0;
      const char *start;

      while (g_ascii_isspace (*p))
        if (*p++ == '\n')
          line++;
      if (*p == '\0')
        break;

      start = p;
      while (g_ascii_isdigit (*p))
        {
          value = value * 10 + (guint64) (*p - '0');
          if (value > G_MAXUINT32)
            break;
          p++;
        }
      if (p == start || value > G_MAXUINT32)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                                  _("the layer data is not a list of tile numbers"));
          return FALSE;
        }
      if (count >= n_cells)
        return fail_count (path, line, count + 1, n_cells, error);
      put_gid (gids, count++, (guint32) value);

      while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        if (*p++ == '\n')
          line++;
      if (*p == ',')
        p++;
      else if (*p != '\0')
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                                  _("the layer data is not a list of tile numbers"));
          return FALSE;
        }
    }

  if (count != n_cells)
    return fail_count (path, line, count, n_cells, error);
  return TRUE;
}

static gboolean
read_xml_tiles (xmlNode     *data,
                const char  *path,
                gsize        n_cells,
                guint32     *gids,
                GError      **error)
{
  gsize count = 0;

  for (xmlNode *tile = tactics_xml_element_from (data->children); tile != NULL;
       tile = tactics_xml_element_from (tile->next))
    {
      gint64 gid = 0;

      if (!tactics_xml_is_element (tile, "tile"))
        continue;
      if (count >= n_cells)
        return fail_count (path, tactics_xml_get_line (tile), count + 1, n_cells, error);
      if (!tactics_xml_get_int_attribute (tile, "gid", "gid", 0, G_MAXUINT32, TRUE, path, &gid,
                                          error))
        return FALSE;
      put_gid (gids, count++, (guint32) gid);
    }

  if (count != n_cells)
    return fail_count (path, tactics_xml_get_line (data), count, n_cells, error);
  return TRUE;
}

static gboolean
fail_compressed (const char  *path,
                 int          line,
                 const char  *compression,
                 GError     **error)
{
  tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, path, line,
                          /* Translators: %s is a compression, e.g. "zlib". */
                          _("the layer data is not valid %s data"), compression);
  return FALSE;
}

static gboolean
fail_too_long (const char  *path,
               int          line,
               gsize        n_cells,
               GError     **error)
{
  tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, line,
                          /* Translators: %u is the layer's number of cells. */
                          _("the layer data expands past the layer’s %u cells"),
                          (guint) n_cells);
  return FALSE;
}

/* Inflates zlib or gzip data into @out (@out_size bytes); *@produced gets
 * how many came out, at most @out_size. */
static gboolean
inflate_into (const guchar  *in,
              gsize          in_size,
              gboolean       gzip,
              guchar        *out,
              gsize          out_size,
              gsize         *produced,
              const char    *path,
              int            line,
              GError       **error)
{
  z_stream stream = { 0, };
  int status;

  if (in_size > G_MAXUINT || out_size > G_MAXUINT)
    return fail_compressed (path, line, gzip ? "gzip" : "zlib", error);
  if (inflateInit2 (&stream, gzip ? 15 + 16 : 15) != Z_OK)
    return fail_compressed (path, line, gzip ? "gzip" : "zlib", error);

  stream.next_in = (Bytef *) in;
  stream.avail_in = (uInt) in_size;
  stream.next_out = out;
  stream.avail_out = (uInt) out_size;
  status = inflate (&stream, Z_FINISH);
  *produced = out_size - stream.avail_out;
  inflateEnd (&stream);

  if (status == Z_STREAM_END)
    return TRUE;
  if (stream.avail_out == 0)
    return TRUE;  /* full: the caller finds it too long */
  return fail_compressed (path, line, gzip ? "gzip" : "zlib", error);
}

static gboolean
zstd_into (const guchar  *in,
           gsize          in_size,
           guchar        *out,
           gsize          out_size,
           gsize         *produced,
           const char    *path,
           int            line,
           GError       **error)
{
  ZSTD_DStream *stream;
  ZSTD_inBuffer input = { in, in_size, 0 };
  ZSTD_outBuffer output = { out, out_size, 0 };
  unsigned long long declared = ZSTD_getFrameContentSize (in, in_size);
  gboolean ok = TRUE;

  if (declared == ZSTD_CONTENTSIZE_ERROR)
    return fail_compressed (path, line, "zstd", error);
  /* A frame that says it is bigger is refused before expanding at all. */
  if (declared != ZSTD_CONTENTSIZE_UNKNOWN && declared > out_size)
    {
      *produced = out_size;
      return TRUE;
    }

  stream = ZSTD_createDStream ();
  if (stream == NULL)
    return fail_compressed (path, line, "zstd", error);
  ZSTD_initDStream (stream);
  while (input.pos < input.size && output.pos < output.size)
    {
      size_t status = ZSTD_decompressStream (stream, &output, &input);

      if (ZSTD_isError (status))
        {
          ok = fail_compressed (path, line, "zstd", error);
          break;
        }
      if (status == 0 && input.pos == input.size)
        break;
      if (status != 0 && input.pos == input.size && output.pos < output.size)
        {
          ok = fail_compressed (path, line, "zstd", error);
          break;
        }
    }
  ZSTD_freeDStream (stream);
  *produced = output.pos;
  return ok;
}

static gboolean
read_base64 (xmlNode     *data,
             const char  *path,
             const char  *compression,
             gsize        n_cells,
             guint32     *gids,
             GError     **error)
{
  g_autofree char *text = tactics_xml_get_text (data);
  g_autofree guchar *expanded = NULL;
  const guchar *raw;
  gsize raw_size = 0;
  gsize out_size = n_cells * 4;
  gsize produced = 0;
  int line = tactics_xml_get_line (data);
  char *w = text;

  /* Blanks around and inside, as Tiled writes them, go before decoding. */
  for (const char *r = text; *r != '\0'; r++)
    if (!g_ascii_isspace (*r))
      {
        if (!g_ascii_isalnum (*r) && *r != '+' && *r != '/' && *r != '=')
          {
            tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, path, line,
                                    _("the layer data is not valid base64"));
            return FALSE;
          }
        *w++ = *r;
      }
  *w = '\0';
  raw = g_base64_decode_inplace (text, &raw_size);

  if (compression == NULL || *compression == '\0')
    {
      if (raw_size != out_size)
        return fail_count (path, line, raw_size / 4, n_cells, error);
    }
  else
    {
      /* One byte more than the layer holds tells a stream that is too
       * long from one that fits. */
      expanded = g_malloc (out_size + 1);
      if (g_str_equal (compression, "zlib") || g_str_equal (compression, "gzip"))
        {
          if (!inflate_into (raw, raw_size, g_str_equal (compression, "gzip"), expanded,
                             out_size + 1, &produced, path, line, error))
            return FALSE;
        }
      else if (g_str_equal (compression, "zstd"))
        {
          if (!zstd_into (raw, raw_size, expanded, out_size + 1, &produced, path, line, error))
            return FALSE;
        }
      else
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                                  /* Translators: %s is the compression as written. */
                                  _("unknown compression “%s”: zlib, gzip and zstd are read"),
                                  compression);
          return FALSE;
        }
      if (produced > out_size)
        return fail_too_long (path, line, n_cells, error);
      if (produced != out_size)
        return fail_count (path, line, produced / 4, n_cells, error);
      raw = expanded;
    }

  for (gsize i = 0; i < n_cells; i++)
    {
      const guchar *b = raw + i * 4;

      put_gid (gids, i, (guint32) b[0] | (guint32) b[1] << 8 | (guint32) b[2] << 16
                        | (guint32) b[3] << 24);
    }
  return TRUE;
}

gboolean
tactics_tmx_data_read (xmlNode      *data,
                       const char   *path,
                       int           width,
                       int           height,
                       guint32      *gids,
                       GError      **error)
{
  g_autofree char *encoding = NULL;
  g_autofree char *compression = NULL;
  gsize n_cells = (gsize) width * (gsize) height;

  g_assert (data != NULL && gids != NULL);

  encoding = tactics_xml_get_attribute (data, "encoding");
  compression = tactics_xml_get_attribute (data, "compression");

  if (tactics_xml_find_child (data, "chunk") != NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (data),
                              _("the layer is in chunks, as infinite maps are: make the map "
                                "finite in Tiled first"));
      return FALSE;
    }

  if (encoding == NULL)
    {
      if (compression != NULL)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                  tactics_xml_get_line (data),
                                  _("compressed layer data must be in base64"));
          return FALSE;
        }
      return read_xml_tiles (data, path, n_cells, gids, error);
    }
  if (g_str_equal (encoding, "csv"))
    {
      if (compression != NULL)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                  tactics_xml_get_line (data),
                                  _("compressed layer data must be in base64"));
          return FALSE;
        }
      return read_csv (data, path, n_cells, gids, error);
    }
  if (g_str_equal (encoding, "base64"))
    return read_base64 (data, path, compression, n_cells, gids, error);

  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, tactics_xml_get_line (data),
                          /* Translators: %s is the encoding as written. */
                          _("unknown encoding “%s”: csv, base64 and XML tiles are read"),
                          encoding);
  return FALSE;
}
