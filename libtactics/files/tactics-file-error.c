/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-file-private.h"
#include "tactics-file.h"

/* The parts of the message, kept apart so that programs can lay them out
 * their own way ("FILE:LINE: error: DETAIL" in the CLI). */
typedef struct {
  char *path;
  int   line;
  char *detail;
} TacticsFileErrorPrivate;

/* Longest detail, in characters; longer ones end in "…". */
#define MAX_DETAIL_CHARS 300

/* The macro's wrappers pass what tactics_file_error_get_private() returns,
 * which is never NULL for our own domain; the checks keep the compiler's
 * null-dereference analysis content. */

static void
tactics_file_error_private_init (TacticsFileErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  priv->path = NULL;
  priv->line = 0;
  priv->detail = NULL;
}

static void
tactics_file_error_private_copy (const TacticsFileErrorPrivate *src_priv,
                                 TacticsFileErrorPrivate       *dest_priv)
{
  if (src_priv == NULL || dest_priv == NULL)
    return;
  dest_priv->path = g_strdup (src_priv->path);
  dest_priv->line = src_priv->line;
  dest_priv->detail = g_strdup (src_priv->detail);
}

static void
tactics_file_error_private_clear (TacticsFileErrorPrivate *priv)
{
  if (priv == NULL)
    return;
  g_clear_pointer (&priv->path, g_free);
  g_clear_pointer (&priv->detail, g_free);
}

/**
 * tactics_file_error_quark:
 *
 * Gives the error domain of the file readers and writers.
 *
 * Returns: the error domain of the file readers and writers,
 *   #TACTICS_FILE_ERROR
 */
G_DEFINE_EXTENDED_ERROR (TacticsFileError, tactics_file_error)

/**
 * tactics_file_error_get_path:
 * @error: (not nullable): an error in the #TACTICS_FILE_ERROR domain
 *
 * Gives the file (or the name given for data read from memory) that
 * @error is about, the FILE part of its "FILE:LINE: WHAT" message.
 *
 * Returns: (transfer none) (nullable): the path or display name, or %NULL
 *   when the error names none
 */
const char *
tactics_file_error_get_path (const GError *error)
{
  TacticsFileErrorPrivate *priv;

  g_return_val_if_fail (error != NULL, NULL);
  g_return_val_if_fail (error->domain == TACTICS_FILE_ERROR, NULL);

  priv = tactics_file_error_get_private (error);
  return priv != NULL ? priv->path : NULL;
}

/**
 * tactics_file_error_get_line:
 * @error: (not nullable): an error in the #TACTICS_FILE_ERROR domain
 *
 * Gives the line of the file that @error is about, the LINE part of its
 * "FILE:LINE: WHAT" message.
 *
 * Returns: the line, from 1; 0 when no line applies
 */
int
tactics_file_error_get_line (const GError *error)
{
  TacticsFileErrorPrivate *priv;

  g_return_val_if_fail (error != NULL, 0);
  g_return_val_if_fail (error->domain == TACTICS_FILE_ERROR, 0);

  priv = tactics_file_error_get_private (error);
  return priv != NULL ? priv->line : 0;
}

/**
 * tactics_file_error_get_detail:
 * @error: (not nullable): an error in the #TACTICS_FILE_ERROR domain
 *
 * Gives what is wrong, without the file and line: the WHAT part of the
 * "FILE:LINE: WHAT" message.
 *
 * Returns: (transfer none) (nullable): the detail, or %NULL when the error
 *   carries none
 */
const char *
tactics_file_error_get_detail (const GError *error)
{
  TacticsFileErrorPrivate *priv;

  g_return_val_if_fail (error != NULL, NULL);
  g_return_val_if_fail (error->domain == TACTICS_FILE_ERROR, NULL);

  priv = tactics_file_error_get_private (error);
  return priv != NULL ? priv->detail : NULL;
}

static GError *tactics_file_error_new_valist (TacticsFileError  code,
                                              const char       *path,
                                              int               line,
                                              const char       *format,
                                              va_list           args) G_GNUC_PRINTF (4, 0);

static GError *
tactics_file_error_new_valist (TacticsFileError  code,
                               const char       *path,
                               int               line,
                               const char       *format,
                               va_list           args)
{
  TacticsFileErrorPrivate *priv;
  g_autofree char *detail = NULL;
  GError *error;

  if (path == NULL)
    path = _("(unnamed)");
  if (line < 0)
    line = 0;

  detail = g_strdup_vprintf (format, args);
  /* libxml2's messages end with a newline; ours must fit on one line, even
   * when they quote a value from the file (an attribute may hold "&#10;"),
   * and stay short however long that value is. */
  g_strchomp (detail);
  g_strdelimit (detail, "\n\r\t", ' ');
  if (g_utf8_validate (detail, -1, NULL) && g_utf8_strlen (detail, -1) > MAX_DETAIL_CHARS)
    {
      g_autofree char *start = g_utf8_substring (detail, 0, MAX_DETAIL_CHARS);

      g_free (detail);
      detail = g_strconcat (start, "…", NULL);
    }

  if (line > 0)
    error = g_error_new (TACTICS_FILE_ERROR, code, "%s:%d: %s", path, line, detail);
  else
    error = g_error_new (TACTICS_FILE_ERROR, code, "%s: %s", path, detail);

  priv = tactics_file_error_get_private (error);
  if (priv != NULL)
    {
      priv->path = g_strdup (path);
      priv->line = line;
      priv->detail = g_steal_pointer (&detail);
    }

  return error;
}

GError *
tactics_file_error_new (TacticsFileError  code,
                        const char       *path,
                        int               line,
                        const char       *format,
                        ...)
{
  GError *error;
  va_list args;

  va_start (args, format);
  error = tactics_file_error_new_valist (code, path, line, format, args);
  va_end (args);

  return error;
}

void
tactics_file_set_error (GError          **error,
                        TacticsFileError  code,
                        const char       *path,
                        int               line,
                        const char       *format,
                        ...)
{
  va_list args;

  if (error == NULL)
    return;

  va_start (args, format);
  g_propagate_error (error, tactics_file_error_new_valist (code, path, line, format, args));
  va_end (args);
}

char *
tactics_file_get_display_name (GFile *file)
{
  const char *path;

  g_assert (G_IS_FILE (file));

  path = g_file_peek_path (file);
  if (path != NULL)
    return g_strdup (path);

  return g_file_get_parse_name (file);
}
