/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A play-test: the game (tactics-game --play-test) playing a copy of the
 * document as it is now, unsaved edits included, in a process of its own.
 * The copy lives in a private temporary folder while the game runs and
 * goes with it; the document's own files are never written.
 *
 * Signal "finished" (gboolean ok, const char *message): the game ended;
 * when it could not play the copy, @ok is FALSE and @message says why. */
#define TACTICS_TYPE_EDITOR_PLAY_TEST (tactics_editor_play_test_get_type ())
G_DECLARE_FINAL_TYPE (TacticsEditorPlayTest, tactics_editor_play_test, TACTICS, EDITOR_PLAY_TEST,
                      GObject)

TacticsEditorPlayTest *tactics_editor_play_test_new        (void);
/* Starts the game on @document, a map or scenario file that names no
 * other (tactics_scenario_to_self_contained_bytes()). FALSE with @error
 * when the game cannot be found or started, or a play-test runs already. */
gboolean               tactics_editor_play_test_start      (TacticsEditorPlayTest  *self,
                                                            GBytes                 *document,
                                                            GError                **error);
gboolean               tactics_editor_play_test_is_running (TacticsEditorPlayTest  *self);
/* Ends a running play-test (the editor closing), its copy removed at once;
 * "finished" follows. */
void                   tactics_editor_play_test_stop       (TacticsEditorPlayTest  *self);

G_END_DECLS
