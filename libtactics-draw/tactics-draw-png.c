/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <png.h>
#include <setjmp.h>
#include <zlib.h>

#include "tactics-draw-png-private.h"

static void
append_data (png_structp png,
             png_bytep   data,
             png_size_t  length)
{
  g_byte_array_append (png_get_io_ptr (png), data, (guint) length);
}

static void
flush_nothing (png_structp png)
{
}

static gboolean
is_opaque (const guint8 *data,
           int           width,
           int           height,
           int           stride)
{
  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);

      for (int x = 0; x < width; x++)
        if ((row[x] >> 24) != 0xff)
          return FALSE;
    }
  return TRUE;
}

/* Cairo's pixels are premultiplied native-endian 0xAARRGGBB; PNG's are
 * straight R, G, B (, A) bytes. */
static void
convert_row (const guint32 *pixels,
             int            width,
             gboolean       alpha,
             guint8        *out)
{
  for (int x = 0; x < width; x++)
    {
      guint32 pixel = pixels[x];
      guint a = pixel >> 24;
      guint r = (pixel >> 16) & 0xff;
      guint g = (pixel >> 8) & 0xff;
      guint b = pixel & 0xff;

      if (alpha)
        {
          if (a != 0 && a != 0xff)
            {
              r = (r * 255 + a / 2) / a;
              g = (g * 255 + a / 2) / a;
              b = (b * 255 + a / 2) / a;
            }
          *out++ = r;
          *out++ = g;
          *out++ = b;
          *out++ = a;
        }
      else
        {
          *out++ = r;
          *out++ = g;
          *out++ = b;
        }
    }
}

gboolean
tactics_draw_png_encode (cairo_surface_t  *image,
                         GByteArray       *out,
                         GError          **error)
{
  png_structp png;
  png_infop info;
  int width = cairo_image_surface_get_width (image);
  int height = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data;
  gboolean alpha;
  guint8 *row = NULL;

  g_assert (cairo_image_surface_get_format (image) == CAIRO_FORMAT_ARGB32
            || cairo_image_surface_get_format (image) == CAIRO_FORMAT_RGB24);

  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  alpha = cairo_image_surface_get_format (image) == CAIRO_FORMAT_ARGB32
          && !is_opaque (data, width, height, stride);

  png = png_create_write_struct (PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  info = png != NULL ? png_create_info_struct (png) : NULL;
  if (info == NULL)
    {
      png_destroy_write_struct (&png, NULL);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, g_strerror (ENOMEM));
      return FALSE;
    }
  if (setjmp (png_jmpbuf (png)))
    {
      g_free (row);
      png_destroy_write_struct (&png, &info);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("cannot encode the picture as PNG"));
      return FALSE;
    }

  png_set_write_fn (png, out, append_data, flush_nothing);
  /* Pictures are runs of a few colours: the fastest deflate already
   * shrinks them well, and the fast filter keeps it fast. */
  png_set_compression_level (png, Z_BEST_SPEED);
  png_set_filter (png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_set_IHDR (png, info, (png_uint_32) width, (png_uint_32) height, 8,
                alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  png_write_info (png, info);

  row = g_malloc ((gsize) width * (alpha ? 4 : 3));
  for (int y = 0; y < height; y++)
    {
      convert_row ((const guint32 *) (data + (gsize) y * stride), width, alpha, row);
      png_write_row (png, row);
    }
  png_write_end (png, info);
  png_destroy_write_struct (&png, &info);
  g_free (row);
  return TRUE;
}
