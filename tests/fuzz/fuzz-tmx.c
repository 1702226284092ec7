/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-import-common.h"
#include "tactics-file-private.h"
#include "tactics-import-private.h"

/* The Tiled map reader on any bytes, external tilesets found in the
 * sandbox: a refusal is a proper file error, and what is read is a sound
 * map. */

static GFile *folder;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  folder = g_file_new_for_path (fuzz_get_sandbox_maps ());
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  TacticsImportContext context;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  g_assert_true (tactics_import_context_init (&context, "fuzz.tmx", fuzz_import_get_ruleset (),
                                              NULL, &error));
  doc = tactics_xml_parse ((const char *) data, size, "fuzz.tmx", &error);
  if (doc != NULL)
    {
      g_free (tactics_tmx_get_ruleset_reference (doc));
      map = tactics_tmx_read (&context, doc, folder, &error);
    }
  g_assert_true ((map == NULL) != (error == NULL));
  if (map != NULL)
    fuzz_import_check (&context, map);
  else
    fuzz_assert_file_error (error);
  tactics_import_context_clear (&context);
  return 0;
}
