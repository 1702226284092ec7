/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "fuzz-common.h"

/* Whatever a loader accepts, saving it gives a file the loader accepts
 * again, holding the same model, and saving that gives the same bytes: no
 * edit is ever lost or changed by saving and reopening. Maps, rulesets and
 * saved matches (resumed, then saved again); the input's root element
 * picks which. */

static GFile *maps_folder;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  maps_folder = g_file_new_for_path (fuzz_get_sandbox_maps ());
  return 0;
}

G_NORETURN static void
fail_reload (GBytes       *saved,
             const GError *error)
{
  gsize size;
  const char *data = g_bytes_get_data (saved, &size);

  fprintf (stderr, "A saved file does not load again: %s\n--- saved\n", error->message);
  fwrite (data, 1, size, stderr);
  fprintf (stderr, "\n---\n");
  abort ();
}

static void
round_trip_map (TacticsMap *map)
{
  g_autoptr(GBytes) saved = tactics_map_to_bytes (map);
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(TacticsMap) reloaded = NULL;
  g_autoptr(GError) error = NULL;

  reloaded = tactics_map_load_from_bytes (saved, "saved.map.xml", maps_folder, &error);
  if (reloaded == NULL)
    fail_reload (saved, error);

  if (!tactics_map_equal (map, reloaded))
    {
      /* The bytes usually show where they part. */
      saved_again = tactics_map_to_bytes (reloaded);
      fuzz_assert_bytes_equal (saved, saved_again, "a map saved and reloaded");
      g_error ("A map saved and reloaded is not the same map");
    }

  saved_again = tactics_map_to_bytes (reloaded);
  fuzz_assert_bytes_equal (saved, saved_again, "a map saved twice");
}

static void
round_trip_ruleset (TacticsRuleset *ruleset)
{
  g_autoptr(GBytes) saved = tactics_ruleset_to_bytes (ruleset);
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(TacticsRuleset) reloaded = NULL;
  g_autoptr(GError) error = NULL;

  reloaded = tactics_ruleset_load_from_bytes (saved, "saved.ruleset.xml", &error);
  if (reloaded == NULL)
    fail_reload (saved, error);

  if (!tactics_ruleset_equal (ruleset, reloaded))
    {
      saved_again = tactics_ruleset_to_bytes (reloaded);
      fuzz_assert_bytes_equal (saved, saved_again, "a ruleset saved and reloaded");
      g_error ("A ruleset saved and reloaded is not the same ruleset");
    }

  saved_again = tactics_ruleset_to_bytes (reloaded);
  fuzz_assert_bytes_equal (saved, saved_again, "a ruleset saved twice");
}

static GBytes *
save_resumed_game (TacticsSave *save)
{
  g_autoptr(TacticsMatch) match = tactics_save_resume (save);
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  bytes = tactics_match_save_to_bytes (match, &error);
  if (bytes == NULL)
    g_error ("A resumed game cannot be saved: %s", error->message);
  return bytes;
}

static void
round_trip_save (TacticsSave *save)
{
  g_autoptr(GBytes) saved = save_resumed_game (save);
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(TacticsSave) reloaded = NULL;
  g_autoptr(GError) error = NULL;

  reloaded = tactics_save_load_from_bytes (saved, "saved.save", &error);
  if (reloaded == NULL)
    fail_reload (saved, error);

  g_assert_cmpuint (tactics_save_get_n_commands (reloaded), ==,
                    tactics_save_get_n_commands (save));

  /* The writer leaves nothing of the match out, so the same bytes mean
   * the same settings, players, map, rules and commands. */
  saved_again = save_resumed_game (reloaded);
  fuzz_assert_bytes_equal (saved, saved_again, "a saved match resumed and saved again");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = NULL;
  g_autoptr(TacticsRuleset) ruleset = NULL;
  g_autoptr(TacticsSave) save = NULL;

  map = tactics_map_load_from_bytes (bytes, "fuzz.map.xml", maps_folder, &error);
  if (map != NULL)
    {
      round_trip_map (map);
      return 0;
    }

  if (!g_error_matches (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND))
    return 0;
  g_clear_error (&error);

  ruleset = tactics_ruleset_load_from_bytes (bytes, "fuzz.ruleset.xml", &error);
  if (ruleset != NULL)
    {
      round_trip_ruleset (ruleset);
      return 0;
    }

  if (!g_error_matches (error, TACTICS_FILE_ERROR, TACTICS_FILE_ERROR_WRONG_KIND))
    return 0;
  g_clear_error (&error);

  save = tactics_save_load_from_bytes (bytes, "fuzz.save", &error);
  if (save != NULL)
    round_trip_save (save);

  return 0;
}
