/* SPDX-License-Identifier: GPL-3.0-or-later */
/* References from one file to another, written relative to the file that
 * holds them, so that a folder of maps and rules can move as a whole. */
#include "config.h"

#include "tactics-exchange-path-private.h"

char *
tactics_exchange_reference_to (GFile *folder,
                               GFile *target)
{
  g_autofree char *folder_path = NULL;
  g_autofree char *target_path = NULL;
  g_auto(GStrv) from = NULL;
  g_auto(GStrv) to = NULL;
  g_autoptr(GString) reference = NULL;
  guint common = 0;

  g_assert (G_IS_FILE (target));

  folder_path = folder != NULL ? g_file_get_path (folder) : NULL;
  target_path = g_file_get_path (target);
  if (target_path == NULL)
    return g_file_get_uri (target);
  if (folder_path == NULL)
    return g_steal_pointer (&target_path);

  from = g_strsplit (folder_path, G_DIR_SEPARATOR_S, -1);
  to = g_strsplit (target_path, G_DIR_SEPARATOR_S, -1);
  /* The last part of @to is the file's own name: never common. */
  while (from[common] != NULL && to[common] != NULL && to[common + 1] != NULL
         && g_str_equal (from[common], to[common]))
    common++;

  reference = g_string_new (NULL);
  for (guint i = common; from[i] != NULL; i++)
    if (*from[i] != '\0')
      g_string_append (reference, ".." G_DIR_SEPARATOR_S);
  for (guint i = common; to[i] != NULL; i++)
    {
      g_string_append (reference, to[i]);
      if (to[i + 1] != NULL)
        g_string_append_c (reference, G_DIR_SEPARATOR);
    }
  return g_string_free (g_steal_pointer (&reference), FALSE);
}

GFile *
tactics_exchange_resolve (GFile      *folder,
                          const char *reference)
{
  g_assert (reference != NULL);

  if (g_path_is_absolute (reference))
    return g_file_new_for_path (reference);
  if (folder == NULL)
    return NULL;
  return g_file_resolve_relative_path (folder, reference);
}
