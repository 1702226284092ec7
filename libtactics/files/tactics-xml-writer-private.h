/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Writing elements and attributes as text (tactics-xml-writer.c). */

#include <glib.h>

G_BEGIN_DECLS

void        tactics_xml_append_indent        (GString          *out,
                                              guint             indent);
/* Appends @text escaped for element content or (when @attribute) for a
 * double-quoted attribute value; invalid UTF-8 and characters XML cannot
 * hold become U+FFFD so the file stays loadable. */
void        tactics_xml_append_escaped       (GString          *out,
                                              const char       *text,
                                              gboolean          attribute);
/* Appends ` name="value"` (nothing when @value is NULL). */
void        tactics_xml_append_attribute     (GString          *out,
                                              const char       *name,
                                              const char       *value);
void        tactics_xml_append_uint_attribute (GString         *out,
                                               const char      *name,
                                               guint            value);

G_END_DECLS
