/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading elements and attributes with the checks every reader shares:
 * strict numbers, known enum nicks, lengths, ids and colours. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-enum-names.h"
#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-model-private.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"

/* --- Reading elements ---------------------------------------------------- */

xmlNode *
tactics_xml_element_from (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;

  return node;
}

gboolean
tactics_xml_is_element (xmlNode    *node,
                        const char *name)
{
  return node != NULL
         && node->type == XML_ELEMENT_NODE
         && node->ns == NULL
         && g_strcmp0 ((const char *) node->name, name) == 0;
}

xmlNode *
tactics_xml_find_child (xmlNode    *parent,
                        const char *name)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (tactics_xml_is_element (child, name))
      return child;

  return NULL;
}

gboolean
tactics_xml_check_children (xmlNode             *node,
                            const char * const  *allowed,
                            const char          *path,
                            GError             **error)
{
  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    {
      if (child->ns == NULL && g_strv_contains (allowed, (const char *) child->name))
        continue;

      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                              tactics_xml_get_line (child),
                              /* Translators: an XML element's name, then the element it is in,
                               * e.g. "unexpected element <unit> in <terrains>". */
                              _("unexpected element <%s> in <%s>"),
                              (const char *) child->name, (const char *) node->name);
      return FALSE;
    }

  return TRUE;
}

char *
tactics_xml_get_text (xmlNode *node)
{
  g_autoptr(xmlChar) content = NULL;

  /* One text child, the usual case: one copy of it, not two. */
  if (node->children != NULL && node->children == node->last
      && node->children->type == XML_TEXT_NODE && node->children->content != NULL)
    return g_strdup ((const char *) node->children->content);

  content = xmlNodeGetContent (node);
  return g_strdup (content != NULL ? (const char *) content : "");
}

char *
tactics_xml_get_attribute (xmlNode    *node,
                           const char *name)
{
  g_autoptr(xmlChar) value = xmlGetNoNsProp (node, (const xmlChar *) name);

  return value != NULL ? g_strdup ((const char *) value) : NULL;
}

char *
tactics_xml_require_attribute (xmlNode     *node,
                               const char  *name,
                               const char  *path,
                               GError     **error)
{
  char *value = tactics_xml_get_attribute (node, name);

  if (value == NULL)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                            /* Translators: an XML element's name, then an attribute's name, e.g.
                             * "<terrain> lacks the attribute “id”". */
                            _("<%s> lacks the attribute “%s”"), (const char *) node->name, name);

  return value;
}

/* A shortened copy of @text for messages, so that a hostile megabyte of
 * digits does not end up in one. */
static char *
shorten_for_message (const char *text)
{
  g_autofree char *start = NULL;

  if (strlen (text) <= 40)
    return g_strdup (text);

  start = g_utf8_substring (text, 0, 32);
  return g_strconcat (start, "…", NULL);
}

gboolean
tactics_xml_get_int_attribute (xmlNode     *node,
                               const char  *name,
                               const char  *label,
                               gint64       min,
                               gint64       max,
                               gboolean     optional,
                               const char  *path,
                               gint64      *value,
                               GError     **error)
{
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *limit = NULL;
  const char *digits;
  gboolean negative = FALSE;
  gboolean overflow = FALSE;
  guint64 magnitude = 0;
  int line;

  g_assert (value != NULL);

  text = tactics_xml_get_attribute (node, name);
  if (text == NULL)
    {
      if (optional)
        return TRUE;
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                              /* Translators: an XML element's name, then an attribute's name,
                               * e.g. "<terrain> lacks the attribute “id”". */
                              _("<%s> lacks the attribute “%s”"), (const char *) node->name,
                              name);
      return FALSE;
    }

  /* Stricter than the schema's integer type, which allows white space
   * around and a "+": our writers never put them there, and a number is
   * read one way only. */
  shown = shorten_for_message (text);
  line = tactics_xml_get_line (node);

  digits = text;
  if (*digits == '-')
    {
      negative = TRUE;
      digits++;
    }

  if (*digits == '\0')
    goto not_a_number;

  for (const char *p = digits; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p))
        goto not_a_number;
      if (magnitude > (G_MAXUINT64 - 9) / 10)
        overflow = TRUE;
      else
        magnitude = magnitude * 10 + (guint64) (*p - '0');
    }

  if (!negative && (overflow || magnitude > (guint64) max))
    {
      /* Formatted apart: a 64-bit format macro inside the message would
       * hide it from xgettext. */
      limit = g_strdup_printf ("%" G_GINT64_FORMAT, max);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, line,
                              /* Translators: what the number is for, the number as written, then
                               * the largest allowed, e.g. "width 5000 is over the limit of
                               * 4096". */
                              _("%s %s is over the limit of %s"),
                              label, shown, limit);
      return FALSE;
    }

  if (negative && (overflow || magnitude > (guint64) G_MAXINT64 || -(gint64) magnitude < min))
    goto below_min;
  if (!negative && (gint64) magnitude < min)
    goto below_min;

  *value = negative ? -(gint64) magnitude : (gint64) magnitude;
  return TRUE;

below_min:
  limit = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                          /* Translators: what the number is for, the number as written, then the
                           * smallest allowed, e.g. "cost 0 is below the minimum of 1". */
                          _("%s %s is below the minimum of %s"),
                          label, shown, limit);
  return FALSE;

not_a_number:
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                          /* Translators: what the number is for, then the text as written, e.g.
                           * "width “ten” is not a whole number". */
                          _("%s “%s” is not a whole number"), label, shown);
  return FALSE;
}

gboolean
tactics_xml_get_enum_attribute (xmlNode     *node,
                                const char  *name,
                                GType        enum_type,
                                gboolean     optional,
                                const char  *path,
                                int         *value,
                                GError     **error)
{
  g_autofree char *text = NULL;

  g_assert (value != NULL);

  text = tactics_xml_get_attribute (node, name);
  if (text == NULL)
    {
      if (optional)
        return TRUE;
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                              /* Translators: an XML element's name, then an attribute's name,
                               * e.g. "<terrain> lacks the attribute “id”". */
                              _("<%s> lacks the attribute “%s”"), (const char *) node->name,
                              name);
      return FALSE;
    }

  if (!tactics_enum_from_string (enum_type, g_strstrip (text), value))
    {
      g_autoptr(GEnumClass) klass = g_type_class_ref (enum_type);
      g_autoptr(GString) words = g_string_new (NULL);
      g_autofree char *shown = shorten_for_message (text);

      for (guint i = 0; i < klass->n_values; i++)
        {
          if (i > 0)
            g_string_append (words, ", ");
          g_string_append (words, klass->values[i].value_nick);
        }

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              /* Translators: what the word is for, the word as written, then the
                               * words allowed, e.g. "unknown topology “triangle” (expected
                               * square, hex)". */
                              _("unknown %s “%s” (expected %s)"), name, shown, words->str);
      return FALSE;
    }

  return TRUE;
}

gboolean
tactics_xml_check_length (xmlNode     *node,
                          const char  *label,
                          const char  *text,
                          gsize        max_chars,
                          const char  *path,
                          GError     **error)
{
  if (text == NULL || g_utf8_strlen (text, -1) <= (glong) max_chars)
    return TRUE;

  tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, tactics_xml_get_line (node),
                          /* Translators: what the text is for, then the most characters allowed,
                           * e.g. "name is over the limit of 256 characters". */
                          _("%s is over the limit of %u characters"),
                          label, (guint) max_chars);
  return FALSE;
}

gboolean
tactics_xml_is_valid_color (const char *color)
{
  if (color == NULL || color[0] != '#' || strlen (color) != 7)
    return FALSE;

  for (int i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (color[i]))
      return FALSE;

  return TRUE;
}

char *
tactics_xml_read_item_id (xmlNode     *node,
                          const char  *path,
                          GHashTable  *seen,
                          guint        max,
                          GError     **error)
{
  g_autofree char *id = NULL;
  const char *kind = (const char *) node->name;
  int line = tactics_xml_get_line (node);

  id = tactics_xml_require_attribute (node, "id", path, error);
  if (id == NULL)
    return NULL;

  if (!tactics_model_is_valid_id (id, strlen (id)))
    {
      g_autofree char *valid = g_utf8_make_valid (id, -1);
      g_autofree char *shown = g_utf8_substring (valid, 0, MIN (g_utf8_strlen (valid, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: an XML element's name, then the id as written, e.g.
                               * "<terrain> id “my forest” is not 1 to 32 letters, digits, “_”,
                               * “-” or “.”". */
                              _("<%s> id “%s” is not 1 to 32 letters, digits, “_”, “-” or “.”"),
                              kind, shown);
      return NULL;
    }

  if (g_hash_table_contains (seen, id))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                              /* Translators: an XML element's name, the id, then the line of the
                               * file where it first came, e.g. "duplicate <terrain> id “forest”
                               * (first defined on line 12)". */
                              _("duplicate <%s> id “%s” (first defined on line %d)"),
                              kind, id, GPOINTER_TO_INT (g_hash_table_lookup (seen, id)));
      return NULL;
    }

  if (g_hash_table_size (seen) >= max)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, line,
                              /* Translators: the most elements allowed, then an XML element's
                               * name, e.g. "more than 256 <terrain> elements". */
                              _("more than %d <%s> elements"), (int) max, kind);
      return NULL;
    }

  g_hash_table_insert (seen, g_strdup (id), GINT_TO_POINTER (line));
  return g_steal_pointer (&id);
}

gboolean
tactics_xml_get_boolean_attribute (xmlNode     *node,
                                   const char  *name,
                                   const char  *path,
                                   gboolean    *value,
                                   GError     **error)
{
  g_autofree char *text = NULL;

  g_assert (value != NULL);

  text = tactics_xml_get_attribute (node, name);
  if (text == NULL)
    return TRUE;
  g_strstrip (text);
  if (g_str_equal (text, "true") || g_str_equal (text, "false"))
    {
      *value = g_str_equal (text, "true");
      return TRUE;
    }

  {
    g_autofree char *shown = shorten_for_message (text);

    /* The message of a bad enum word: a boolean is one of two words. */
    tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, tactics_xml_get_line (node),
                            _("unknown %s “%s” (expected %s)"), name, shown, "true, false");
  }
  return FALSE;
}
