/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tactics-editor-play-test.h"

struct _TacticsEditorPlayTest
{
  GObject       parent_instance;

  GSubprocess  *process;
  GCancellable *cancellable;
  char         *folder;     /* the private folder of the copy, while the game runs */
  char         *path;       /* the copy */
  gboolean      stopping;   /* the editor ended it */
};

G_DEFINE_FINAL_TYPE (TacticsEditorPlayTest, tactics_editor_play_test, G_TYPE_OBJECT)

enum {
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The game beside this build: $TACTICS_GAME (a build tree, the tests), the
 * installed one, else the one on the PATH. */
static char *
find_game (GError **error)
{
  const char *path = g_getenv ("TACTICS_GAME");
  g_autofree char *installed = g_build_filename (BINDIR, "tactics-game", NULL);
  char *found;

  if (path != NULL && path[0] != '\0')
    return g_strdup (path);
  if (g_file_test (installed, G_FILE_TEST_IS_EXECUTABLE))
    return g_steal_pointer (&installed);
  found = g_find_program_in_path ("tactics-game");
  if (found == NULL)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                         _("The game (tactics-game) is not installed, so the document cannot be "
                           "played."));
  return found;
}

static void
remove_copy (TacticsEditorPlayTest *self)
{
  if (self->path != NULL)
    g_remove (self->path);
  if (self->folder != NULL)
    g_rmdir (self->folder);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->folder, g_free);
}

static void
on_communicated (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TacticsEditorPlayTest) self = user_data;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (!g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, NULL, &err, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  ok = g_subprocess_get_if_exited (G_SUBPROCESS (source)) &&
       g_subprocess_get_exit_status (G_SUBPROCESS (source)) == 0;
  remove_copy (self);
  g_clear_object (&self->process);
  g_clear_object (&self->cancellable);
  if (err != NULL)
    g_strstrip (err);
  /* Stopped by the editor is not a failure of the copy. */
  ok = ok || self->stopping;
  self->stopping = FALSE;
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0, ok,
                 ok ? NULL : (err != NULL && err[0] != '\0' ? err
                              : _("The game stopped without saying why.")));
}

gboolean
tactics_editor_play_test_start (TacticsEditorPlayTest  *self,
                                GBytes                 *document,
                                GError                **error)
{
  g_autofree char *game = NULL;
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (TACTICS_IS_EDITOR_PLAY_TEST (self), FALSE);
  g_return_val_if_fail (document != NULL, FALSE);

  if (self->process != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("A play-test is running already: close its window first."));
      return FALSE;
    }
  game = find_game (error);
  if (game == NULL)
    return FALSE;

  self->folder = g_dir_make_tmp ("tactics-play-test-XXXXXX", error);
  if (self->folder == NULL)
    return FALSE;
  /* The game reads the scenario inside a map file the same as one alone. */
  self->path = g_build_filename (self->folder, "play-test.map.xml", NULL);
  data = g_bytes_get_data (document, &size);
  if (!g_file_set_contents_full (self->path, data, (gssize) size,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    {
      remove_copy (self);
      return FALSE;
    }
  self->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDERR_PIPE, error, game, "--play-test",
                                    self->path, NULL);
  if (self->process == NULL)
    {
      remove_copy (self);
      return FALSE;
    }
  self->cancellable = g_cancellable_new ();
  g_subprocess_communicate_utf8_async (self->process, NULL, self->cancellable, on_communicated,
                                       g_object_ref (self));
  return TRUE;
}

gboolean
tactics_editor_play_test_is_running (TacticsEditorPlayTest *self)
{
  g_return_val_if_fail (TACTICS_IS_EDITOR_PLAY_TEST (self), FALSE);
  return self->process != NULL;
}

void
tactics_editor_play_test_stop (TacticsEditorPlayTest *self)
{
  g_return_if_fail (TACTICS_IS_EDITOR_PLAY_TEST (self));

  if (self->process != NULL)
    {
      self->stopping = TRUE;
      g_subprocess_force_exit (self->process);
      /* The copy goes now: the editor may be quitting, with no main loop
       * left to hear of the game's end. */
      g_subprocess_wait (self->process, NULL, NULL);
      remove_copy (self);
    }
}

static void
tactics_editor_play_test_dispose (GObject *object)
{
  TacticsEditorPlayTest *self = TACTICS_EDITOR_PLAY_TEST (object);

  /* The game goes with the editor that lent it the copy. */
  if (self->process != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_subprocess_force_exit (self->process);
      g_subprocess_wait (self->process, NULL, NULL);
    }
  g_clear_object (&self->process);
  g_clear_object (&self->cancellable);
  remove_copy (self);
  G_OBJECT_CLASS (tactics_editor_play_test_parent_class)->dispose (object);
}

static void
tactics_editor_play_test_class_init (TacticsEditorPlayTestClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_editor_play_test_dispose;

  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_BOOLEAN, G_TYPE_STRING);
}

static void
tactics_editor_play_test_init (TacticsEditorPlayTest *self)
{
}

TacticsEditorPlayTest *
tactics_editor_play_test_new (void)
{
  return g_object_new (TACTICS_TYPE_EDITOR_PLAY_TEST, NULL);
}
