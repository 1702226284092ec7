/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The <regions> of a scenario file: each region's id, name, colour,
 * whether it is revealed at the start, and cells, the cells written as
 * "X,Y" and row runs. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-geometry.h"
#include "tactics-region.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario-reader-private.h"
#include "tactics-scenario.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"

/* A number of a cell list: plain digits; longer ones than any map could
 * use are kept as too large, to be reported as off the map. */
static gboolean
parse_number (const char **p,
              int         *value)
{
  const char *start = *p;
  gint64 number = 0;

  while (g_ascii_isdigit (**p))
    {
      if (number <= G_MAXINT)
        number = number * 10 + (**p - '0');
      (*p)++;
    }

  *value = (int) MIN (number, (gint64) G_MAXINT);
  return *p > start;
}

/* Parses the text of a <cells> element: cells "X,Y" and runs of a row
 * "X1-X2,Y", separated by white space. Each cell must be on the map and
 * listed once. The cells are marked in the reader's bitmap of the map,
 * between *@first and *@last (indexes in reading order), which
 * take_cells() then reads in order: no list of cells is kept on the way,
 * however they were written. */
static gboolean
read_cells (ScenarioReader  *reader,
            xmlNode         *node,
            const char      *region,
            gsize           *first,
            gsize           *last,
            GError         **error)
{
  g_autofree char *text = tactics_xml_get_text (node);
  const char *p = text;
  int line = tactics_xml_get_line (node);
  gboolean ok = TRUE;

  *first = G_MAXSIZE;
  *last = 0;

  if (reader->seen_cells == NULL)
    reader->seen_cells = g_malloc0 (((gsize) reader->width * (gsize) reader->height + 7) / 8);

  while (ok)
    {
      const char *item;
      int x1, x2, y;

      while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        if (*p++ == '\n')
          line++;
      if (*p == '\0')
        break;

      item = p;
      if (!parse_number (&p, &x1))
        ok = FALSE;
      x2 = x1;
      if (ok && *p == '-')
        {
          p++;
          ok = parse_number (&p, &x2);
        }
      if (ok && *p == ',')
        {
          p++;
          ok = parse_number (&p, &y);
        }
      else
        ok = FALSE;
      if (ok && *p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
        ok = FALSE;
      if (!ok || x2 < x1)
        {
          g_autofree char *written = NULL;
          g_autofree char *shown = NULL;

          while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n')
            p++;
          written = g_strndup (item, (gsize) (p - item));
          shown = tactics_scenario_reader_shorten (written);
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                  /* Translators: the text as written, then a region's id, e.g.
                                   * "“3;4” in region “tower” is not a cell (X,Y) or a run of
                                   * cells (X1-X2,Y)". */
                                  _("“%s” in region “%s” is not a cell (X,Y) or a run of cells "
                                    "(X1-X2,Y)"), shown, region);
          return FALSE;
        }

      for (int x = x1; x <= x2; x++)
        {
          gsize index;

          if (x >= reader->width || y >= reader->height)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                      /* Translators: a cell's column and row, a region's id, then
                                       * the map's width and height, e.g. "cell (30, 4) of region
                                       * “tower” is off the map (24 × 16)". */
                                      _("cell (%d, %d) of region “%s” is off the map (%d × %d)"),
                                      x, y, region, reader->width, reader->height);
              return FALSE;
            }

          index = (gsize) y * (gsize) reader->width + (gsize) x;
          if (reader->seen_cells[index / 8] & (1u << (index % 8)))
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path, line,
                                      /* Translators: a cell's column and row, then a region's id,
                                       * e.g. "cell (3, 4) is listed twice in region “tower”". */
                                      _("cell (%d, %d) is listed twice in region “%s”"),
                                      x, y, region);
              return FALSE;
            }
          if (++reader->n_region_cells > TACTICS_MAX_SCENARIO_REGION_CELLS)
            {
              tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, reader->path, line,
                                      /* Translators: %d is a number of cells. */
                                      _("the regions hold more than %d cells in all"),
                                      TACTICS_MAX_SCENARIO_REGION_CELLS);
              return FALSE;
            }

          reader->seen_cells[index / 8] |= 1u << (index % 8);
          *first = MIN (*first, index);
          *last = MAX (*last, index);
        }
    }

  return TRUE;
}

/* Gives @region the cells read_cells() marked between @first and @last,
 * in reading order and so by appending, a batch at a time, and clears
 * their marks for the next region. */
static void
take_cells (ScenarioReader *reader,
            gsize           first,
            gsize           last,
            TacticsRegion  *region)
{
  TacticsCell batch[4096];
  guint n = 0;

  for (gsize byte = first / 8; first <= last && byte <= last / 8; byte++)
    {
      guint8 bits = reader->seen_cells[byte];

      /* Empty stretches (a region of a few cells far apart) eight bytes
       * at a time. */
      if (bits == 0 && byte % 8 == 0)
        {
          guint64 word;

          while (byte + 8 <= last / 8
                 && (memcpy (&word, reader->seen_cells + byte, 8), word == 0))
            byte += 8;
          bits = reader->seen_cells[byte];
        }
      if (bits == 0)
        continue;

      reader->seen_cells[byte] = 0;
      for (guint bit = 0; bit < 8; bit++)
        if (bits & (1u << bit))
          {
            gsize index = byte * 8 + bit;

            batch[n++] = (TacticsCell) { (int) (index % (gsize) reader->width),
                                         (int) (index / (gsize) reader->width) };
            if (n == G_N_ELEMENTS (batch))
              {
                tactics_region_set_cells (region, batch, n, TRUE);
                n = 0;
              }
          }
    }

  if (n > 0)
    tactics_region_set_cells (region, batch, n, TRUE);
}

static gboolean
read_region (ScenarioReader  *reader,
             xmlNode         *node,
             GError         **error)
{
  static const char * const attributes[] = { "id", "name", "color", "revealed", NULL };
  static const ChildRule children[] = { { "cells", FALSE } };
  static const char * const no_children[] = { NULL };
  g_autoptr(TacticsRegion) region = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *color = NULL;
  gboolean revealed = FALSE;
  xmlNode *cells_node;
  gsize first, last;

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_scenario_reader_check_child_order (node, children, G_N_ELEMENTS (children),
                                                     reader->path, error))
    return FALSE;

  id = tactics_xml_read_item_id (node, reader->path, reader->region_lines,
                                        TACTICS_MAX_SCENARIO_REGIONS, error);
  if (id == NULL || !tactics_scenario_reader_read_name (reader, node, &name, error))
    return FALSE;

  color = tactics_xml_require_attribute (node, "color", reader->path, error);
  if (color == NULL)
    return FALSE;
  if (!tactics_xml_is_valid_color (color))
    {
      g_autofree char *shown = tactics_scenario_reader_shorten (color);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: %s is the colour as written, e.g. "colour “green”
                               * is not of the form #rrggbb". */
                              _("colour “%s” is not of the form #rrggbb"), shown);
      return FALSE;
    }

  if (!tactics_xml_get_boolean_attribute (node, "revealed", reader->path, &revealed, error))
    return FALSE;

  cells_node = tactics_xml_find_child (node, "cells");
  if (cells_node == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, reader->path,
                              tactics_xml_get_line (node),
                              /* Translators: two XML elements' names, e.g. "<region> lacks a
                               * <cells>". */
                              _("<%s> lacks a <%s>"), "region", "cells");
      return FALSE;
    }
  if (!tactics_xml_check_children (cells_node, no_children, reader->path, error))
    return FALSE;

  /* A failure ends the whole reading: the marks left do not matter. */
  if (!read_cells (reader, cells_node, id, &first, &last, error))
    return FALSE;

  region = tactics_region_new (id, name);
  /* No name stays none (the model would take the id). */
  tactics_region_set_name (region, name);
  tactics_region_set_color (region, color);
  tactics_region_set_revealed (region, revealed);
  take_cells (reader, first, last, region);
  tactics_scenario_insert_region (reader->scenario, G_MAXUINT, region);
  return TRUE;
}

gboolean
tactics_scenario_reader_read_regions (ScenarioReader  *reader,
                                      xmlNode         *node,
                                      GError         **error)
{
  static const char * const attributes[] = { NULL };
  static const char * const children[] = { "region", NULL };

  if (!tactics_scenario_reader_check_attributes (node, attributes, reader->path, error)
      || !tactics_xml_check_children (node, children, reader->path, error))
    return FALSE;

  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    if (!read_region (reader, child, error))
      return FALSE;

  return TRUE;
}

