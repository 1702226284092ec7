/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor's save of a large map, killed with SIGKILL at random moments.
 *
 * editor-save-child runs the editor's own save path (a real window's
 * autosave, twice, and the function the Save action calls) in a loop on a
 * big map, alternating between two versions known here byte for byte. Each
 * round this test starts it, waits a random time drawn from a seeded GRand
 * and kills it. Rounds take turns at where the time is counted from and
 * how long it may be: from when the child is ready, over [0, its first
 * change, autosaves and save]; from when that save begins, over [0, the
 * save]; from when the save's temporary file appears (inotify), over [0,
 * the writing of the file], each + a quarter, as measured first (the
 * median of three runs). The last kind aims at the moment a non-atomic
 * save would lose the map.
 * Then:
 *   - the map on disk is, byte for byte, the version the saves reported so
 *     far say it should be, or (when the kill landed inside a save) the one
 *     that save was writing: never a mix, never a part;
 *   - a temporary file is left only by a kill inside a save, never under a
 *     name a map could have (*.xml);
 *   - from when the work is first autosaved until it is on disk, the
 *     recovery folder lists exactly one copy of it, byte for byte, for
 *     that map, even when the kill landed while the copy was being
 *     replaced; before, at most a whole copy; with nothing unsaved,
 *     nothing;
 *   - the application offers the listed copies (its recovery dialog
 *     names the map), and discarding them there removes them.
 * Last, one more kill lands just after a save begins, the application is
 * started as at the next start, its offer is accepted, and the window it
 * opens holds the unsaved version; saving it writes that version.
 *
 * Kills are counted by where they landed; the test fails when fewer than
 * MIN_MID_SAVE_SHARE of them interrupted a save with the old file still in
 * place, or fewer than MIN_MID_WRITE_SHARE while the new file was being
 * written, since then it would not be testing the interesting moment.
 * TACTICS_KILL_ROUNDS (100), TACTICS_KILL_MAP_SIZE and TACTICS_KILL_SEED
 * override the defaults. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tactics-gtk.h"
#include "tactics-editor-application.h"
#include "tactics-editor-recovery.h"
#include "tactics-editor-window-private.h"
#include "ui-test-helpers.h"

#define DEFAULT_ROUNDS 100
/* 2048 × 2048 cells: an 8 MiB file, whose save takes tens of
 * milliseconds even in the optimised build. */
#define DEFAULT_MAP_SIZE 2048
#define REGION_SIZE 256
#define MAP_NAME "Kill test"
#define MAP_BASENAME "kill.map.xml"
/* Part of the rounds that must land inside a save with the old file on
 * disk; about half do. */
#define MIN_MID_SAVE_SHARE 0.1
/* Part that must land while the file is written (a third of the rounds
 * aim there; about 40 % do in the optimised build, 20 % under the
 * sanitizers). */
#define MIN_MID_WRITE_SHARE 0.05
/* Waiting for a child to get ready: generous, for the sanitizer build on a
 * busy machine. */
#define READY_TIMEOUT_SECONDS 120

/* Terrain indices in the bundled ruleset. */
#define TERRAIN_A 0   /* plains */
#define TERRAIN_B 7   /* water */

static TacticsEditorApplication *app;
static char *scratch;

typedef struct {
  char   *folder;          /* where the map is, alone */
  char   *path;
  GFile  *file;
  GBytes *versions[2];     /* the region all A, all B */
  int     on_disk;         /* which version the file holds */
  char   *size_arg;
  int     watch_fd;        /* inotify, on the folder */
} KillFixture;

typedef struct {
  guint ready;             /* killed before its first change was made */
  guint autosaving;        /* changed, in the first or second autosave */
  guint mid_save_old;      /* inside a save, the old file still there */
  guint mid_save_new;      /* inside a save, the new file already there */
  guint after_save;        /* a save done, the next change not autosaved */
  guint temporary_files;   /* rounds that left a temporary file beside the map */
  guint recovery_offers;   /* rounds after which the application offered work */
  /* Unlisted leftovers in the recovery folder: a copy killed in its first
   * write (no key file yet), a key file whose copy was just discarded, the
   * temporary file of a copy or key file being replaced. */
  guint partial_copies;
  guint lone_key_files;
  guint recovery_temporary_files;
} Tally;

static guint
env_number (const char *name,
            guint       fallback)
{
  const char *text = g_getenv (name);
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT32, &value, NULL))
    return fallback;
  return (guint) value;
}

static void
kill_fixture_set_up (KillFixture *fixture)
{
  guint size = env_number ("TACTICS_KILL_MAP_SIZE", DEFAULT_MAP_SIZE);
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = NULL;
  g_autofree guint16 *cells = g_new (guint16, (gsize) size * size);
  g_autoptr(GRand) terrain_rand = g_rand_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  guint n_terrains = tactics_ruleset_get_n_terrains (ruleset);

  g_assert_cmpuint (size, >=, REGION_SIZE);
  g_assert_cmpuint (n_terrains, >, TERRAIN_B);

  fixture->folder = g_build_filename (scratch, "maps", NULL);
  g_assert_cmpint (g_mkdir_with_parents (fixture->folder, 0700), ==, 0);
  fixture->path = g_build_filename (fixture->folder, MAP_BASENAME, NULL);
  fixture->file = g_file_new_for_path (fixture->path);
  fixture->size_arg = g_strdup_printf ("%u", REGION_SIZE);
  /* Saves show in the folder as a temporary file created, then renamed
   * over the map. */
  fixture->watch_fd = inotify_init1 (IN_NONBLOCK | IN_CLOEXEC);
  g_assert_cmpint (fixture->watch_fd, >=, 0);
  g_assert_cmpint (inotify_add_watch (fixture->watch_fd, fixture->folder,
                                      IN_CREATE | IN_MOVED_TO), >=, 0);

  map = tactics_map_new ((int) size, (int) size, TACTICS_TOPOLOGY_SQUARE, ruleset);
  tactics_map_set_name (map, MAP_NAME);
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      cells[y * size + x] = x < REGION_SIZE && y < REGION_SIZE
                            ? TERRAIN_A
                            : (guint16) g_rand_int_range (terrain_rand, 0, (gint32) n_terrains);
  tactics_map_set_cells (map, cells);

  /* Version A as the library writes it to disk; version B as it would be
   * written. */
  g_assert_true (tactics_map_save (map, fixture->file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (fixture->path, &contents, &length, &error));
  g_assert_no_error (error);
  fixture->versions[0] = g_bytes_new_take (g_steal_pointer (&contents), length);

  for (guint y = 0; y < REGION_SIZE; y++)
    for (guint x = 0; x < REGION_SIZE; x++)
      cells[y * size + x] = TERRAIN_B;
  tactics_map_set_cells (map, cells);
  fixture->versions[1] = tactics_map_to_bytes (map);
  fixture->on_disk = 0;

  g_test_message ("map %ux%u, %zu bytes", size, size, g_bytes_get_size (fixture->versions[0]));
}

/* Removes @path and, when it is a folder, everything in it. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    dir = g_dir_open (path, 0, NULL);
  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *child = g_build_filename (path, name, NULL);

        remove_tree (child);
      }
  g_remove (path);
}

static void
kill_fixture_tear_down (KillFixture *fixture)
{
  close (fixture->watch_fd);
  remove_tree (fixture->folder);
  g_free (fixture->folder);
  g_free (fixture->path);
  g_clear_object (&fixture->file);
  g_clear_pointer (&fixture->versions[0], g_bytes_unref);
  g_clear_pointer (&fixture->versions[1], g_bytes_unref);
  g_free (fixture->size_arg);
}

/* Which version @bytes is, or -1. */
static int
which_version (KillFixture *fixture,
               GBytes      *bytes)
{
  for (int v = 0; v < 2; v++)
    if (g_bytes_equal (bytes, fixture->versions[v]))
      return v;
  return -1;
}

static int
version_on_disk (KillFixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  int version;

  g_assert_true (g_file_get_contents (fixture->path, &contents, &length, &error));
  g_assert_no_error (error);
  bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  version = which_version (fixture, bytes);
  if (version < 0)
    g_error ("the map on disk is neither version: %zu bytes where the versions have %zu", length,
             g_bytes_get_size (fixture->versions[0]));
  return version;
}

/* The child, what it reported and what happened in the map's folder. */
typedef struct {
  GPid     pid;
  int      progress_fd;
  int      watch_fd;
  GString *steps;
  gint64   ready_time;
  gint64   first_save_start_time;
  gint64   first_save_done_time;
  gint64   write_start_time;   /* the first save's temporary file appeared */
  gint64   write_end_time;     /* it was renamed over the map */
} Child;

/* Reads the folder's events; with @child NULL, only throws them away. */
static void
read_folder_events (int    watch_fd,
                    Child *child)
{
  /* Aligned as the events in it are. */
  union {
    struct inotify_event event;
    char                 bytes[4096];
  } buffer;
  g_autofree char *prefix = g_strconcat (".", MAP_BASENAME, ".save-", NULL);

  for (;;)
    {
      gssize n_read = read (watch_fd, buffer.bytes, sizeof buffer);

      if (n_read < 0 && errno == EINTR)
        continue;
      if (n_read < 0 && errno == EAGAIN)
        return;
      g_assert_cmpint (n_read, >, 0);
      for (gssize offset = 0; offset < n_read; )
        {
          const struct inotify_event *event = (const void *) (buffer.bytes + offset);

          offset += (gssize) (sizeof *event + event->len);
          if (child == NULL || event->len == 0)
            continue;
          if ((event->mask & IN_CREATE) && g_str_has_prefix (event->name, prefix)
              && child->write_start_time == 0)
            child->write_start_time = g_get_monotonic_time ();
          if ((event->mask & IN_MOVED_TO) && g_str_equal (event->name, MAP_BASENAME)
              && child->write_end_time == 0)
            child->write_end_time = g_get_monotonic_time ();
        }
    }
}

static void
child_start (KillFixture *fixture,
             Child       *child)
{
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "editor-save-child", NULL);
  g_autofree char *terrain_a = g_strdup_printf ("%u", TERRAIN_A);
  g_autofree char *terrain_b = g_strdup_printf ("%u", TERRAIN_B);
  const char *argv[] = { program, fixture->path, fixture->size_arg, terrain_a, terrain_b, NULL };
  g_autoptr(GError) error = NULL;

  *child = (Child) { 0 };
  child->steps = g_string_new (NULL);
  child->watch_fd = fixture->watch_fd;
  read_folder_events (child->watch_fd, NULL);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &child->pid,
                                           NULL, &child->progress_fd, NULL, &error));
  g_assert_no_error (error);
}

/* Reads what the child reports, and the map folder's events, until
 * @deadline (monotonic, µs), or until it reports @until when that is not
 * 0 ('W': until the first save's temporary file appears); with @deadline
 * 0, only what is there already. Returns FALSE when the child's end
 * closed. */
static gboolean
child_read (Child  *child,
            gint64  deadline,
            char    until)
{
  for (;;)
    {
      struct pollfd poll_fds[2] = {
        { child->progress_fd, POLLIN, 0 },
        { child->watch_fd, POLLIN, 0 },
      };
      int timeout = 0;
      char buffer[64];
      gssize n_read;
      int ready;

      if (deadline > 0)
        {
          gint64 now = g_get_monotonic_time ();

          if (now >= deadline)
            return TRUE;
          /* Round up: waking early only spins. */
          timeout = (int) ((deadline - now + 999) / 1000);
        }
      ready = poll (poll_fds, G_N_ELEMENTS (poll_fds), timeout);
      if (ready < 0 && errno == EINTR)
        continue;
      g_assert_cmpint (ready, >=, 0);
      if (ready == 0)
        {
          if (deadline > 0)
            continue;
          return TRUE;
        }

      if (poll_fds[1].revents & POLLIN)
        {
          read_folder_events (child->watch_fd, child);
          if (until == 'W' && child->write_start_time != 0)
            return TRUE;
        }
      if (!(poll_fds[0].revents & (POLLIN | POLLHUP)))
        continue;

      n_read = read (child->progress_fd, buffer, until != 0 ? 1 : sizeof buffer);
      if (n_read < 0 && errno == EINTR)
        continue;
      g_assert_cmpint (n_read, >=, 0);
      if (n_read == 0)
        return FALSE;
      for (gssize i = 0; i < n_read; i++)
        {
          if (buffer[i] == 'R')
            child->ready_time = g_get_monotonic_time ();
          if (buffer[i] == 'S' && child->first_save_start_time == 0)
            child->first_save_start_time = g_get_monotonic_time ();
          if (buffer[i] == 'D' && child->first_save_done_time == 0)
            child->first_save_done_time = g_get_monotonic_time ();
        }
      g_string_append_len (child->steps, buffer, n_read);
      if (until != 0 && buffer[n_read - 1] == until)
        return TRUE;
    }
}

/* Waits for the child to report @step, or ('W') for the first save's
 * temporary file to appear. */
static void
child_wait_for (Child *child,
                char   step)
{
  gint64 deadline = g_get_monotonic_time () + READY_TIMEOUT_SECONDS * G_USEC_PER_SEC;
  gboolean open = child_read (child, deadline, step);

  if (step == 'W' ? child->write_start_time == 0
                  : !open || child->steps->len == 0
                    || child->steps->str[child->steps->len - 1] != step)
    g_error ("the child did not get to “%c” in time (it reported “%s”)", step,
             child->steps->str);
}

/* Kills the child and collects the rest of its report. */
static void
child_kill (Child *child)
{
  int status = 0;

  g_assert_cmpint (kill (child->pid, SIGKILL), ==, 0);
  while (waitpid (child->pid, &status, 0) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_spawn_close_pid (child->pid);
  /* Dying of anything else means it failed on its own first. */
  if (!WIFSIGNALED (status) || WTERMSIG (status) != SIGKILL)
    g_error ("the child ended by itself (status %d) after “%s”", status, child->steps->str);

  /* All it wrote is in the pipe now. Whatever it may have started could
   * still hold the pipe open: take what is there, do not wait for the end. */
  child_read (child, 0, 0);
  close (child->progress_fd);
}

static void
child_clear (Child *child)
{
  g_string_free (child->steps, TRUE);
  child->steps = NULL;
}

static guint
count_steps (Child *child,
             char   step)
{
  guint count = 0;

  for (gsize i = 0; i < child->steps->len; i++)
    count += child->steps->str[i] == step;
  return count;
}

static char
last_step (Child *child)
{
  return child->steps->len > 0 ? child->steps->str[child->steps->len - 1] : '\0';
}

/* Removes what a killed save left beside the map: only a temporary file,
 * never anything that looks like a map. Returns how many there were. */
static guint
check_map_folder (KillFixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->folder, 0, NULL);
  g_autofree char *prefix = g_strconcat (".", MAP_BASENAME, ".save-", NULL);
  const char *name;
  guint count = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;

      if (g_str_equal (name, MAP_BASENAME))
        continue;
      /* ".NAME.save-XXXXXX": hidden, and no file chooser filter or loader
       * takes it for a map. */
      if (!g_str_has_prefix (name, prefix) || g_str_has_suffix (name, ".xml"))
        g_error ("a save left “%s” beside the map", name);
      path = g_build_filename (fixture->folder, name, NULL);
      g_assert_cmpint (g_unlink (path), ==, 0);
      count++;
    }
  return count;
}

static GtkWidget *
find_recovery_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (GTK_WIDGET (toplevel)), "recovery-dialog") == 0
          && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return GTK_WIDGET (toplevel);
    }
  return NULL;
}

/* The recovery dialog is up and names the map. */
static GtkWidget *
check_recovery_dialog (void)
{
  GtkWidget *dialog;
  g_autofree char *text = NULL;

  ui_test_iterate ();
  dialog = find_recovery_dialog ();
  g_assert_nonnull (dialog);
  g_object_get (dialog, "secondary-text", &text, NULL);
  g_assert_nonnull (strstr (text, MAP_NAME));
  return dialog;
}

/* Checks every recovery copy listed: byte for byte one version, as the
 * document would be saved, for the map. Returns the listed copies'
 * versions as bits (1: A, 2: B). */
static guint
check_recovery_items (KillFixture *fixture,
                      GPtrArray   *items)
{
  guint found = 0;

  for (guint i = 0; i < items->len; i++)
    {
      TacticsEditorRecoveryItem *item = g_ptr_array_index (items, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = g_file_load_bytes (item->file, NULL, NULL, &error);
      int version;

      g_assert_no_error (error);
      g_assert_nonnull (item->original);
      g_assert_true (g_file_equal (item->original, fixture->file));
      g_assert_cmpstr (item->title, ==, MAP_NAME);
      version = which_version (fixture, bytes);
      if (version < 0)
        g_error ("a listed recovery copy is neither version: %zu bytes", g_bytes_get_size (bytes));
      found |= 1u << version;
    }
  return found;
}

/* Removes what the recovery folder holds beyond listed copies, counting
 * it by kind. */
static void
clear_recovery_orphans (Tally *tally)
{
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autofree char *path = g_file_get_path (folder);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (tally != NULL)
        {
          if (g_str_has_suffix (name, ".xml"))
            tally->partial_copies++;
          else if (g_str_has_suffix (name, ".xml.ini"))
            tally->lone_key_files++;
          else if (name[0] == '.' && strstr (name, ".save-") != NULL)
            tally->recovery_temporary_files++;
          else
            g_error ("unexpected “%s” in the recovery folder", name);
        }
      g_assert_cmpint (g_unlink (child), ==, 0);
    }
}

/* One round: start, wait @delay µs after @from ('R' it is ready, 'S' its
 * first save begins, 'W' that save's temporary file appears), kill,
 * check. */
static void
kill_round (KillFixture *fixture,
            char         from,
            gint64       delay,
            Tally       *tally)
{
  Child child;
  g_autoptr(GPtrArray) items = NULL;
  int old = fixture->on_disk;
  int expected;
  int found;
  guint saves;
  guint temporary;
  guint listed;
  char last;

  child_start (fixture, &child);
  child_wait_for (&child, 'R');
  if (from != 'R')
    child_wait_for (&child, from);
  child_read (&child, delay + (from == 'R' ? child.ready_time
                               : from == 'S' ? child.first_save_start_time
                               : child.write_start_time), 0);
  child_kill (&child);

  /* Saves alternate the versions; the one in progress may have renamed
   * its file into place before the kill. */
  saves = count_steps (&child, 'D');
  last = last_step (&child);
  expected = old ^ (int) (saves % 2);
  found = version_on_disk (fixture);
  if (found != expected && !(last == 'S' && found == (expected ^ 1)))
    g_error ("after “%s” the map on disk is version %c, expected %c", child.steps->str,
             'A' + found, 'A' + expected);

  if (g_test_verbose ())
    g_test_message ("  reported “%s”; the map is version %c", child.steps->str, 'A' + found);
  temporary = check_map_folder (fixture);
  if (temporary > 0 && !(last == 'S' && found == expected))
    g_error ("a temporary file is left after “%s”", child.steps->str);
  tally->temporary_files += temporary > 0;

  items = tactics_editor_recovery_list ();
  listed = check_recovery_items (fixture, items);
  switch (last)
    {
    case 'R':
    case 'D':
      /* Nothing changed yet, or saved and its copy discarded. */
      g_assert_cmpuint (items->len, ==, 0);
      if (last == 'R')
        tally->ready++;
      else
        tally->after_save++;
      break;
    case 'A':
      /* In its first write a copy is not listed until whole. */
      g_assert_cmpuint (items->len, <=, 1);
      g_assert_true (listed == 0 || listed == 1u << (expected ^ 1));
      tally->autosaving++;
      break;
    case 'B':
      /* Replacing the copy never hides the whole one. */
      g_assert_cmpuint (items->len, ==, 1);
      g_assert_cmpuint (listed, ==, 1u << (expected ^ 1));
      tally->autosaving++;
      break;
    case 'S':
      if (found == expected)
        {
          /* The new version is not on disk: it must be in the copy. */
          g_assert_cmpuint (items->len, ==, 1);
          g_assert_cmpuint (listed, ==, 1u << (expected ^ 1));
          tally->mid_save_old++;
        }
      else
        {
          /* Saved; its copy may be gone already. */
          g_assert_cmpuint (items->len, <=, 1);
          g_assert_true (listed == 0 || listed == 1u << found);
          tally->mid_save_new++;
        }
      break;
    default:
      g_error ("the child reported “%s”", child.steps->str);
    }

  /* What the next start would do: offer the copies. Discarding them there
   * removes them. */
  if (items->len > 0)
    {
      GtkWidget *dialog;
      g_autoptr(GPtrArray) remaining = NULL;

      tactics_editor_application_offer_recovery (app, NULL);
      dialog = check_recovery_dialog ();
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_REJECT);
      ui_test_iterate ();
      g_assert_null (find_recovery_dialog ());
      remaining = tactics_editor_recovery_list ();
      g_assert_cmpuint (remaining->len, ==, 0);
      tally->recovery_offers++;
    }
  clear_recovery_orphans (tally);

  fixture->on_disk = found;
  child_clear (&child);
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

#define CALIBRATION_RUNS 3

/* How long the child takes from ready to its first save done, that save
 * alone, and the writing of its file (from the temporary file's creation
 * to its rename), in µs: the median of a few runs left alone. */
static void
measure_first_cycle (KillFixture *fixture,
                     gint64      *cycle,
                     gint64      *save,
                     gint64      *write)
{
  gint64 cycles[CALIBRATION_RUNS];
  gint64 saves[CALIBRATION_RUNS];
  gint64 writes[CALIBRATION_RUNS];

  for (int run = 0; run < CALIBRATION_RUNS; run++)
    {
      Child child;

      child_start (fixture, &child);
      child_wait_for (&child, 'R');
      child_wait_for (&child, 'D');
      /* The rename shows in the folder a moment after it happens. */
      while (child.write_end_time == 0)
        child_read (&child, g_get_monotonic_time () + 1000, 0);
      g_assert_cmpint (child.write_start_time, >, 0);
      cycles[run] = child.first_save_done_time - child.ready_time;
      saves[run] = child.first_save_done_time - child.first_save_start_time;
      writes[run] = child.write_end_time - child.write_start_time;
      child_kill (&child);
      /* Killed after its save: the file is the other version, whole. */
      fixture->on_disk = version_on_disk (fixture);
      g_assert_cmpuint (check_map_folder (fixture), ==, 0);
      clear_recovery_orphans (NULL);
      child_clear (&child);
    }

  qsort (cycles, CALIBRATION_RUNS, sizeof (gint64), compare_times);
  qsort (saves, CALIBRATION_RUNS, sizeof (gint64), compare_times);
  qsort (writes, CALIBRATION_RUNS, sizeof (gint64), compare_times);
  *cycle = cycles[CALIBRATION_RUNS / 2];
  *save = saves[CALIBRATION_RUNS / 2];
  *write = writes[CALIBRATION_RUNS / 2];
}

static void
test_kill_save (void)
{
  KillFixture fixture = { 0 };
  Tally tally = { 0 };
  guint rounds = env_number ("TACTICS_KILL_ROUNDS", DEFAULT_ROUNDS);
  guint32 seed = env_number ("TACTICS_KILL_SEED", g_test_rand_int ());
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  gint64 start = g_get_monotonic_time ();
  gint64 cycle;
  gint64 save;
  gint64 write;
  guint mid_save;

  kill_fixture_set_up (&fixture);

  measure_first_cycle (&fixture, &cycle, &save, &write);
  g_test_message ("seed %u (TACTICS_KILL_SEED); from ready to the first save done %.1f ms, "
                  "the save %.1f ms, writing its file %.1f ms", seed, cycle / 1000.0,
                  save / 1000.0, write / 1000.0);

  for (guint round = 0; round < rounds; round++)
    {
      /* In turn, counted from: ready, the save's start, the file's
       * writing. The margin lets some kills land after. */
      static const char froms[] = { 'R', 'S', 'W' };
      static const char * const from_names[] = { "ready", "save", "write" };
      char from = froms[round % 3];
      double longest = (double) (from == 'R' ? cycle : from == 'S' ? save : write) * 1.25;
      gint64 delay = (gint64) g_rand_double_range (rand, 0, longest);

      if (g_test_verbose ())
        g_test_message ("round %u: %.1f ms after %s", round, delay / 1000.0,
                        from_names[round % 3]);
      kill_round (&fixture, from, delay, &tally);
    }

  mid_save = tally.mid_save_old + tally.mid_save_new;
  g_test_message ("%u kills: %u before any change, %u in an autosave, %u inside a save with "
                  "the old file still there (%u of them while its file was being written: a "
                  "temporary file was left), %u inside a save with the new file in place, "
                  "%u after a save; the application offered the work back %u times; "
                  "unlisted leftovers in the recovery folder: %u partial copies, %u lone key "
                  "files, %u temporary files; %.1f s", rounds, tally.ready,
                  tally.autosaving, tally.mid_save_old, tally.temporary_files,
                  tally.mid_save_new, tally.after_save, tally.recovery_offers,
                  tally.partial_copies, tally.lone_key_files, tally.recovery_temporary_files,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_cmpuint (tally.ready + tally.autosaving + mid_save + tally.after_save, ==, rounds);
  g_assert_cmpuint (tally.mid_save_old, >=, (guint) (rounds * MIN_MID_SAVE_SHARE));
  g_assert_cmpuint (tally.temporary_files, >=, (guint) (rounds * MIN_MID_WRITE_SHARE));

  kill_fixture_tear_down (&fixture);
}

/* A kill just after a save began, then the next start: the offer lists the
 * map, and accepting it opens the unsaved version. */
static void
test_next_start (void)
{
  KillFixture fixture = { 0 };
  g_autoptr(GPtrArray) items = NULL;
  GtkWidget *dialog;
  TacticsEditorWindow *recovered = NULL;
  TacticsEditorDocument *document;
  g_autoptr(GBytes) bytes = NULL;
  GList *windows;
  int unsaved = -1;

  kill_fixture_set_up (&fixture);

  /* The kill follows the report at once, long before a multi-megabyte
   * write is over; should the machine stall that long, try again. */
  for (int attempt = 0; attempt < 5 && unsaved < 0; attempt++)
    {
      Child child;
      int old = fixture.on_disk;

      child_start (&fixture, &child);
      child_wait_for (&child, 'S');
      child_kill (&child);
      g_assert_cmpuint (count_steps (&child, 'D'), ==, 0);
      fixture.on_disk = version_on_disk (&fixture);
      check_map_folder (&fixture);
      if (fixture.on_disk == old)
        unsaved = old ^ 1;
      else
        clear_recovery_orphans (NULL);
      child_clear (&child);
    }
  g_assert_cmpint (unsaved, >=, 0);
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 1);

  /* The next start. */
  g_application_activate (G_APPLICATION (app));
  dialog = check_recovery_dialog ();
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  ui_test_iterate ();

  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  for (GList *l = windows; l != NULL; l = l->next)
    if (TACTICS_IS_EDITOR_WINDOW (l->data)
        && tactics_editor_window_get_document (l->data) != NULL
        && tactics_editor_document_get_file (tactics_editor_window_get_document (l->data)))
      recovered = l->data;
  g_assert_nonnull (recovered);
  document = tactics_editor_window_get_document (recovered);
  g_assert_true (tactics_editor_document_get_modified (document));
  g_assert_true (g_file_equal (tactics_editor_document_get_file (document), fixture.file));
  bytes = tactics_editor_document_to_bytes (document);
  g_assert_cmpint (which_version (&fixture, bytes), ==, unsaved);

  /* Saving the recovered work writes it and removes the copy. */
  g_assert_true (tactics_editor_window_save (recovered, FALSE));
  g_assert_cmpint (version_on_disk (&fixture), ==, unsaved);
  g_clear_pointer (&items, g_ptr_array_unref);
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);
  g_assert_cmpuint (check_map_folder (&fixture), ==, 0);

  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  while (windows != NULL)
    {
      gtk_window_destroy (windows->data);
      windows = gtk_application_get_windows (GTK_APPLICATION (app));
    }
  ui_test_iterate ();
  clear_recovery_orphans (NULL);
  kill_fixture_tear_down (&fixture);
}

/* The key file is what makes a recovery copy count, so a crash must never
 * leave one half-written: it appears by a rename, whole, and one left
 * empty or cut short by an older version is not offered. */
static void
test_key_file (void)
{
  g_autoptr(TacticsRuleset) bundled = tactics_editor_application_load_default_ruleset ();
  g_autoptr(TacticsRuleset) ruleset = tactics_editor_copy_terrains (bundled);
  g_autoptr(TacticsMap) map = tactics_map_new (6, 5, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autofree char *path = g_build_filename (scratch, "small.map.xml", NULL);
  g_autoptr(GFile) original = g_file_new_for_path (path);
  g_autoptr(TacticsEditorDocument) document = NULL;
  g_autoptr(GFile) folder = tactics_editor_recovery_get_folder ();
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *copy_path = NULL;
  g_autofree char *key_path = NULL;
  g_autofree char *key_name = NULL;
  g_autofree char *keys = NULL;
  union {
    struct inotify_event event;
    char                 bytes[4096];
  } buffer;
  gssize n_read;
  gsize length;
  int watch_fd;

  tactics_map_set_name (map, MAP_NAME);
  document = tactics_editor_document_new_full (map, NULL, original);
  tactics_editor_document_set_modified (document, TRUE);

  /* The folder exists from the first copy on; watch the second. */
  g_assert_true (tactics_editor_recovery_write (document, &copy, &error));
  g_assert_no_error (error);
  tactics_editor_recovery_discard (copy);
  g_clear_object (&copy);

  watch_fd = inotify_init1 (IN_NONBLOCK | IN_CLOEXEC);
  g_assert_cmpint (watch_fd, >=, 0);
  copy_path = g_file_get_path (folder);
  g_assert_cmpint (inotify_add_watch (watch_fd, copy_path, IN_CREATE | IN_MOVED_TO), >=, 0);
  g_clear_pointer (&copy_path, g_free);

  g_assert_true (tactics_editor_recovery_write (document, &copy, &error));
  g_assert_no_error (error);
  copy_path = g_file_get_path (copy);
  key_path = g_strconcat (copy_path, ".ini", NULL);
  key_name = g_path_get_basename (key_path);

  n_read = read (watch_fd, buffer.bytes, sizeof buffer);
  g_assert_cmpint (n_read, >, 0);
  for (gssize offset = 0; offset < n_read; )
    {
      const struct inotify_event *event = (const void *) (buffer.bytes + offset);

      offset += (gssize) (sizeof *event + event->len);
      if (event->len > 0 && g_str_equal (event->name, key_name) && (event->mask & IN_CREATE))
        g_error ("the key file was created in place, where a crash can leave it half-written");
    }
  close (watch_fd);

  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 1);
  g_clear_pointer (&items, g_ptr_array_unref);

  /* A crash between creating the key file and writing it. */
  g_assert_true (g_file_get_contents (key_path, &keys, &length, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (key_path, "", 0, &error));
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);
  g_clear_pointer (&items, g_ptr_array_unref);

  /* Cut short. */
  g_assert_true (g_file_set_contents (key_path, keys, (gssize) length / 2, &error));
  items = tactics_editor_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);

  tactics_editor_recovery_discard (copy);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  /* Settings, recent files and recovery files go to a scratch folder;
   * the children inherit it. */
  scratch = g_dir_make_tmp ("tactics-editor-kill-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_STATE_HOME", scratch, TRUE);
  g_setenv ("XDG_DATA_HOME", scratch, TRUE);
  g_setenv ("XDG_CONFIG_HOME", scratch, TRUE);
  g_setenv ("XDG_CACHE_HOME", scratch, TRUE);
  g_setenv ("TACTICS_EDITOR_AUTOSAVE_SECONDS", "3600", TRUE);

  ui_test_init (&argc, &argv);

  app = tactics_editor_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/editor-kill/save", test_kill_save);
  g_test_add_func ("/editor-kill/next-start", test_next_start);
  g_test_add_func ("/editor-kill/key-file", test_key_file);

  status = g_test_run ();

  g_clear_object (&app);
  remove_tree (scratch);
  g_free (scratch);
  return status;
}
