/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tactics-draw.h"
#include "tactics-draw-png-private.h"

/* How far into a file its root element may start (as the MIME magic of
 * data/io.tactics.mime.xml looks for it). */
#define SNIFF_SIZE 256

/* Whether @file is a saved match, from its root element: the other kinds
 * are read by tactics_map_load_with_scenario(), which names the problem
 * when @file is none of them. */
static gboolean
is_save (GFile *file)
{
  g_autoptr(GFileInputStream) stream = g_file_read (file, NULL, NULL);
  char head[SNIFF_SIZE + 1];
  gsize size = 0;

  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), head, SNIFF_SIZE, &size, NULL, NULL))
    return FALSE;
  head[size] = '\0';
  return g_strstr_len (head, (gssize) size, "<tactics-save") != NULL;
}

/**
 * TACTICS_PICTURE_MAX_SIDE:
 *
 * The largest width or height of a picture file, in pixels: cairo's limit.
 */

/**
 * tactics_picture_new_for_file:
 * @file: a map, a scenario or a saved match
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Makes a picture of what a file holds: a map; a scenario's map with the
 * scenario (regions, start zones, placed units); or a saved match's map,
 * scenario and units as they were when it was saved.
 *
 * Returns: (transfer full) (nullable): the picture, or %NULL with @error
 *   set
 */
TacticsPicture *
tactics_picture_new_for_file (GFile   *file,
                              GError **error)
{
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = NULL;
  TacticsPicture *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (is_save (file))
    {
      g_autoptr(TacticsSave) save = tactics_save_load (file, error);
      g_autoptr(TacticsMatch) match = NULL;

      if (save == NULL)
        return NULL;
      match = tactics_save_resume (save);
      self = tactics_picture_new (tactics_match_get_map (match));
      tactics_picture_set_scenario (self, tactics_match_get_scenario (match));
      tactics_picture_set_match (self, match);
      return self;
    }

  map = tactics_map_load_with_scenario (file, &scenario, error);
  if (map == NULL)
    return NULL;
  self = tactics_picture_new (map);
  tactics_picture_set_scenario (self, scenario);
  return self;
}

/**
 * tactics_picture_format_for_name:
 * @name: a file name
 * @format: (out): the format its extension asks for
 *
 * Tells the format of a file from its name's extension, ".png", ".svg" or
 * ".pdf", in any case.
 *
 * Returns: %FALSE when the extension is none of them
 */
gboolean
tactics_picture_format_for_name (const char           *name,
                                 TacticsPictureFormat *format)
{
  static const struct {
    const char           *extension;
    TacticsPictureFormat  format;
  } formats[] = {
    { ".png", TACTICS_PICTURE_FORMAT_PNG },
    { ".svg", TACTICS_PICTURE_FORMAT_SVG },
    { ".pdf", TACTICS_PICTURE_FORMAT_PDF },
  };
  g_autofree char *folded = NULL;

  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  folded = g_ascii_strdown (name, -1);
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_str_has_suffix (folded, formats[i].extension))
      {
        *format = formats[i].format;
        return TRUE;
      }
  return FALSE;
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
check_status (cairo_status_t   status,
              GFile           *file,
              GError         **error)
{
  g_autofree char *name = NULL;

  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  name = g_file_get_parse_name (file);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               /* Translators: %s is a file name, %s why cairo failed. */
               _("%s: cannot draw the picture: %s"), name, cairo_status_to_string (status));
  return FALSE;
}

/**
 * tactics_picture_write:
 * @self: a picture
 * @cell_size: the cell size, in pixels (points for SVG and PDF)
 * @format: the kind of file to write
 * @file: where to write it
 * @error: return location for an error
 *
 * Draws the picture into a new PNG, SVG or PDF file the size of the board.
 * The file is written whole or not at all, the way saves are
 * (tactics_file_replace_contents()): a failed write leaves what was there.
 * A picture wider or higher than %TACTICS_PICTURE_MAX_SIDE pixels is
 * refused with %G_IO_ERROR_INVALID_ARGUMENT.
 *
 * Returns: %TRUE on success, %FALSE with @error set
 */
gboolean
tactics_picture_write (TacticsPicture        *self,
                       double                 cell_size,
                       TacticsPictureFormat   format,
                       GFile                 *file,
                       GError               **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  double width;
  double height;
  int pixel_width;
  int pixel_height;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (cell_size > 0.0, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tactics_picture_get_size (self, cell_size, &width, &height);
  if (ceil (width) > TACTICS_PICTURE_MAX_SIDE || ceil (height) > TACTICS_PICTURE_MAX_SIDE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: the picture's width and height, then the limit. */
                   _("the picture would be %.0f × %.0f pixels, more than %d a side"),
                   ceil (width), ceil (height), TACTICS_PICTURE_MAX_SIDE);
      return FALSE;
    }
  pixel_width = MAX ((int) ceil (width), 1);
  pixel_height = MAX ((int) ceil (height), 1);

  switch (format)
    {
    case TACTICS_PICTURE_FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, data, width, height);
      break;
    case TACTICS_PICTURE_FORMAT_PDF:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, data, width, height);
      break;
    case TACTICS_PICTURE_FORMAT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_width, pixel_height);
      break;
    }

  cr = cairo_create (surface);
  tactics_picture_draw (self, cr, cell_size);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == TACTICS_PICTURE_FORMAT_PNG
      && !tactics_draw_png_encode (surface, data, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }
  /* SVG and PDF surfaces write their last bytes as they finish. */
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (!check_status (status, file, error))
    return FALSE;

  bytes = g_byte_array_free_to_bytes (g_steal_pointer (&data));
  return tactics_file_replace_contents (file, bytes, 0666, error);
}
