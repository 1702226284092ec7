/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-common.h"
#include "tactics-file-private.h"
#include "tactics-tmx-private.h"

/* The Tiled tileset reader on any bytes: a refusal is a proper file
 * error, and every terrain name read is valid UTF-8. */

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(TacticsTmxTileset) tileset = NULL;

  doc = tactics_xml_parse ((const char *) data, size, "fuzz.tsx", &error);
  if (doc != NULL)
    tileset = tactics_tmx_tileset_read_root (xmlDocGetRootElement (doc), "fuzz.tsx", 1, &error);
  g_assert_true ((tileset == NULL) != (error == NULL));
  if (tileset != NULL)
    {
      GHashTableIter iter;
      gpointer name;

      g_hash_table_iter_init (&iter, tileset->terrains);
      while (g_hash_table_iter_next (&iter, NULL, &name))
        g_assert_true (g_utf8_validate (name, -1, NULL));
    }
  else
    fuzz_assert_file_error (error);
  return 0;
}
