/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The translation domain a file declares on its root element. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-translatable-file-private.h"
#include "tactics-translatable-private.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"

gboolean
tactics_translatable_read_domain (xmlNode     *root,
                                  const char  *path,
                                  char       **domain,
                                  GError     **error)
{
  g_autofree char *value = tactics_xml_get_attribute (root, "translation-domain");

  g_assert (domain != NULL);

  if (value != NULL && !tactics_translatable_is_valid_domain (value))
    {
      g_autofree char *shown = g_utf8_substring (value, 0, MIN (g_utf8_strlen (value, -1), 40));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (root),
                              /* Translators: %s is the domain as written in the file, e.g.
                               * "translation domain “my rules” is not …". */
                              _("translation domain “%s” is not 1 to 32 letters, digits, "
                                "“_”, “-” or “.”"), shown);
      return FALSE;
    }

  *domain = g_steal_pointer (&value);
  return TRUE;
}
