/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz-common.h"

/* The save loader on any bytes. A save carries its map, its rules and its
 * command log, and loading replays every command under the rules, so this
 * reaches the game engine too: a refusal must be a proper file error, and
 * an accepted save must resume to the game it describes. Saving that game
 * and loading the result is fuzz-roundtrip's part. */

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
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(TacticsMatch) start = NULL;
  g_autoptr(TacticsMatch) resumed = NULL;
  guint n_commands;

  save = tactics_save_load_from_bytes (bytes, "fuzz.save", &error);
  g_assert_true ((save == NULL) != (error == NULL));
  if (save == NULL)
    {
      fuzz_assert_file_error (error);
      return 0;
    }

  n_commands = tactics_save_get_n_commands (save);
  g_assert_cmpuint (n_commands, <=, TACTICS_MAX_SAVED_COMMANDS);

  /* Step by step, as a replay viewer goes: every saved command performs. */
  start = tactics_save_new_match (save);
  g_assert_nonnull (start);
  for (guint i = 0; i < n_commands; i++)
    {
      g_autoptr(GError) step_error = NULL;

      if (!tactics_save_replay_step (save, start, i, &step_error))
        g_error ("Saved command %u does not replay: %s", i, step_error->message);
    }

  resumed = tactics_save_resume (save);
  g_assert_nonnull (resumed);
  g_assert_cmpuint (tactics_match_get_n_commands (resumed), ==, n_commands);
  g_assert_cmpuint (tactics_match_get_n_commands (start), ==, n_commands);
  g_assert_cmpint (tactics_match_get_phase (resumed), ==, tactics_match_get_phase (start));
  g_assert_cmpuint (tactics_match_get_n_units (resumed), ==, tactics_match_get_n_units (start));

  return 0;
}
