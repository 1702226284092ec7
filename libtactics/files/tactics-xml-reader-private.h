/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Reading elements and attributes with the checks every reader shares
 * (tactics-xml-reader.c). @path names the file in errors. */

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* The next element sibling starting at @node itself (NULL when none). */
xmlNode    *tactics_xml_element_from         (xmlNode          *node);
/* The first child element called @name, or NULL. */
xmlNode    *tactics_xml_find_child           (xmlNode          *parent,
                                              const char       *name);
gboolean    tactics_xml_is_element           (xmlNode          *node,
                                              const char       *name);
/* Checks that every child element of @node is one of @allowed (a NULL
 * terminated list): TACTICS_FILE_ERROR_INVALID naming the first stranger
 * and its line. libxml2's own schema message for this is often unclear. */
gboolean    tactics_xml_check_children       (xmlNode          *node,
                                              const char * const *allowed,
                                              const char       *path,
                                              GError          **error);
/* The text of an element's children (transfer full, never NULL). */
char       *tactics_xml_get_text             (xmlNode          *node);
/* An attribute's value (transfer full) or NULL when absent. */
char       *tactics_xml_get_attribute        (xmlNode          *node,
                                              const char       *name);
/* Like tactics_xml_get_attribute() but a missing attribute is an error. */
char       *tactics_xml_require_attribute    (xmlNode          *node,
                                              const char       *name,
                                              const char       *path,
                                              GError          **error);
/* Reads an integer attribute in @min..@max; @label names the value in
 * errors ("width", "cost"). Above @max is TOO_LARGE, below @min or not an
 * integer is SEMANTIC, missing (and not @optional) is INVALID. A missing
 * optional attribute leaves *value alone and returns TRUE. */
gboolean    tactics_xml_get_int_attribute    (xmlNode          *node,
                                              const char       *name,
                                              const char       *label,
                                              gint64            min,
                                              gint64            max,
                                              gboolean          optional,
                                              const char       *path,
                                              gint64           *value,
                                              GError          **error);
/* Reads an enum attribute by its nick. */
gboolean    tactics_xml_get_enum_attribute   (xmlNode          *node,
                                              const char       *name,
                                              GType             enum_type,
                                              gboolean          optional,
                                              const char       *path,
                                              int              *value,
                                              GError          **error);
/* Reads an optional "true" or "false" attribute; a missing one leaves
 * *value alone. */
gboolean    tactics_xml_get_boolean_attribute (xmlNode         *node,
                                               const char      *name,
                                               const char      *path,
                                               gboolean        *value,
                                               GError         **error);
/* Reads the id of @node, checks its form, that it is new among @seen (id →
 * line of its first element) and that there is room for one more (at most
 * @max), then adds it to @seen. Messages name the element. */
char       *tactics_xml_read_item_id         (xmlNode          *node,
                                              const char       *path,
                                              GHashTable       *seen,
                                              guint             max,
                                              GError          **error);
/* Checks a string against a length limit in characters (TOO_LARGE). */
gboolean    tactics_xml_check_length         (xmlNode          *node,
                                              const char       *label,
                                              const char       *text,
                                              gsize             max_chars,
                                              const char       *path,
                                              GError          **error);
gboolean    tactics_xml_is_valid_color       (const char       *color);

G_END_DECLS
