/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing elements and attributes as text that reads back the same. */
#include "config.h"

#include <string.h>

#include "tactics-file-private.h"
#include "tactics-xml-writer-private.h"

/* --- Writing ---------------------------------------------------------------- */

void
tactics_xml_append_indent (GString *out,
                           guint    indent)
{
  for (guint i = 0; i < indent; i++)
    g_string_append_c (out, ' ');
}

static gboolean
is_xml_char (gunichar c)
{
  return c == 0x9 || c == 0xA || c == 0xD
         || (c >= 0x20 && c <= 0xD7FF)
         || (c >= 0xE000 && c <= 0xFFFD)
         || (c >= 0x10000 && c <= 0x10FFFF);
}

void
tactics_xml_append_escaped (GString    *out,
                            const char *text,
                            gboolean    attribute)
{
  const char *p = text;
  const char *end;

  if (text == NULL)
    return;

  end = text + strlen (text);
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append (out, "\xef\xbf\xbd");
          p++;
          continue;
        }

      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '"':
          if (attribute)
            g_string_append (out, "&quot;");
          else
            g_string_append_c (out, '"');
          break;
        /* Attribute values are normalised on reading: white space other
         * than a space must be written as a character reference to come
         * back the same; a carriage return would be lost in text too. */
        case '\t':
          g_string_append (out, attribute ? "&#9;" : "\t");
          break;
        case '\n':
          g_string_append (out, attribute ? "&#10;" : "\n");
          break;
        case '\r':
          g_string_append (out, "&#13;");
          break;
        default:
          if (is_xml_char (c))
            g_string_append_len (out, p, g_utf8_next_char (p) - p);
          else
            g_string_append (out, "\xef\xbf\xbd");
          break;
        }

      p = g_utf8_next_char (p);
    }
}

void
tactics_xml_append_attribute (GString    *out,
                              const char *name,
                              const char *value)
{
  if (value == NULL)
    return;

  g_string_append_c (out, ' ');
  g_string_append (out, name);
  g_string_append (out, "=\"");
  tactics_xml_append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

void
tactics_xml_append_uint_attribute (GString    *out,
                                   const char *name,
                                   guint       value)
{
  g_string_append_printf (out, " %s=\"%u\"", name, value);
}
