/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-editor-file-kinds.h"

/* The globs of data/io.tactics.mime.xml. */
static const struct {
  const char *suffix;
  const char *mime_type;
} kinds[] = {
  { ".map.xml", "application/x-tactics-map" },
  { ".scenario.xml", "application/x-tactics-scenario" },
  { ".ruleset.xml", "application/x-tactics-ruleset" },
};

const char *
tactics_editor_file_kinds_mime_type_for_name (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_has_suffix (name, kinds[i].suffix))
      return kinds[i].mime_type;
  return NULL;
}

gboolean
tactics_editor_file_kinds_is_known_mime_type (const char *mime_type)
{
  for (guint i = 0; mime_type != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (mime_type, kinds[i].mime_type))
      return TRUE;
  return FALSE;
}
