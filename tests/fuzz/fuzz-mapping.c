/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-import-common.h"
#include "tactics-file-private.h"

/* The mapping file reader on any bytes, its rules then checked against
 * the default ruleset: refusals are proper file errors, and every lookup
 * of an accepted mapping gives a rule it holds. */

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
  g_autoptr(TacticsImportMapping) mapping = NULL;
  TacticsImportContext context;

  mapping = tactics_import_mapping_parse ((const char *) data, size, "fuzz.mapping.xml", &error);
  g_assert_true ((mapping == NULL) != (error == NULL));
  if (mapping == NULL)
    {
      fuzz_assert_file_error (error);
      return 0;
    }

  for (guint i = 0; i < tactics_import_mapping_get_rules (mapping)->len; i++)
    {
      const TacticsImportRule *rule = g_ptr_array_index (tactics_import_mapping_get_rules (mapping),
                                                         i);
      const TacticsImportRule *found = tactics_import_mapping_lookup (mapping, rule->from);

      g_assert_nonnull (found);
      g_assert_true (g_str_has_prefix (rule->from, found->from));
    }

  if (tactics_import_context_init (&context, "fuzz.map", fuzz_import_get_ruleset (), mapping,
                                   &error))
    g_assert_cmpuint (context.fallback, <, tactics_ruleset_get_n_terrains (context.ruleset));
  else
    fuzz_assert_file_error (error);
  tactics_import_context_clear (&context);
  return 0;
}
