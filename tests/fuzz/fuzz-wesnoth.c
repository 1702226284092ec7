/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-import-common.h"
#include "tactics-file-private.h"
#include "tactics-import-private.h"

/* The Wesnoth map reader on any bytes, with the bundled mapping: a
 * refusal is a proper file error, and what is read is a sound map. */

static TacticsImportMapping *mapping;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  fuzz_init ();
  file = tactics_data_find_file ("wesnoth.mapping.xml");
  g_assert_nonnull (file);
  mapping = tactics_import_mapping_load (file, &error);
  g_assert_no_error (error);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  TacticsImportContext context;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;

  g_assert_true (tactics_import_context_init (&context, "fuzz.map", fuzz_import_get_ruleset (),
                                              mapping, &error));
  map = tactics_wesnoth_read (&context, (const char *) data, size, &error);
  g_assert_true ((map == NULL) != (error == NULL));
  if (map != NULL)
    fuzz_import_check (&context, map);
  else
    fuzz_assert_file_error (error);
  tactics_import_context_clear (&context);
  return 0;
}
