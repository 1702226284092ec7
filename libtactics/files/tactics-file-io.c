/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole files in and out: the guarded reader (regular files within the
 * size limit only) and the atomic writer every save goes through. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tactics-file-io-private.h"
#include "tactics-file-private.h"
#include "tactics-file.h"

/* --- Reading ------------------------------------------------------------- */

char *
tactics_file_format_size (guint64 size)
{
  return g_format_size_full (size, G_FORMAT_SIZE_LONG_FORMAT | G_FORMAT_SIZE_IEC_UNITS);
}

int
tactics_file_open_local (const char  *filename,
                         const char  *display_name,
                         gsize       *size,
                         GError     **error)
{
  struct stat info;
  int saved_errno;
  int fd;

  /* O_NONBLOCK so that opening a FIFO with no writer cannot hang us before
   * fstat() tells us what it is; it changes nothing for regular files. */
  fd = g_open (filename, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      saved_errno = errno;
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              /* Translators: %s is why, from the system, e.g. "Permission
                               * denied". */
                              _("cannot open the file: %s"), g_strerror (saved_errno));
      return -1;
    }

  if (fstat (fd, &info) != 0)
    {
      saved_errno = errno;
      close (fd);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              /* Translators: %s is why, from the system, e.g. "Input/output
                               * error". */
                              _("cannot read the file: %s"), g_strerror (saved_errno));
      return -1;
    }

  if (S_ISDIR (info.st_mode))
    {
      close (fd);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              _("this is a folder, not a file"));
      return -1;
    }

  if (!S_ISREG (info.st_mode))
    {
      close (fd);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              _("this is not a regular file (a device, a pipe or a socket)"));
      return -1;
    }

  if (info.st_size > TACTICS_MAX_FILE_SIZE)
    {
      g_autofree char *size_text = tactics_file_format_size ((guint64) info.st_size);
      g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

      close (fd);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
                              /* Translators: the file's size, then the largest a file may be,
                               * e.g. "the file is 12.3 MB, over the limit of 8.4 MB". */
                              _("the file is %s, over the limit of %s"), size_text, limit);
      return -1;
    }

  *size = (gsize) info.st_size;
  return fd;
}

static GBytes *
read_local_file (const char  *filename,
                 const char  *display_name,
                 GError     **error)
{
  g_autofree guint8 *data = NULL;
  gsize allocated;
  gsize length = 0;
  gsize size;
  int saved_errno;
  int fd;

  fd = tactics_file_open_local (filename, display_name, &size, error);
  if (fd < 0)
    return NULL;

  /* The size is a hint only: the file may grow while we read it, so the
   * limit is checked again on what actually arrives. One byte more than
   * the size lets the final read see the end without growing. */
  allocated = size + 1;
  data = g_malloc (allocated);

  for (;;)
    {
      gssize n_read;

      if (length == allocated)
        {
          if (allocated > TACTICS_MAX_FILE_SIZE)
            {
              g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

              close (fd);
              tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
                                      /* Translators: %s is the largest a file may be, e.g. "8.4
                                       * MB". */
                                      _("the file is over the limit of %s"), limit);
              return NULL;
            }
          allocated = MIN ((gsize) TACTICS_MAX_FILE_SIZE + 1, allocated * 2);
          data = g_realloc (data, allocated);
        }

      n_read = read (fd, data + length, allocated - length);
      if (n_read < 0)
        {
          saved_errno = errno;
          if (saved_errno == EINTR)
            continue;
          close (fd);
          tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                                  /* Translators: %s is why, from the system, e.g. "Input/output
                                   * error". */
                                  _("cannot read the file: %s"), g_strerror (saved_errno));
          return NULL;
        }
      if (n_read == 0)
        break;

      length += (gsize) n_read;
    }

  close (fd);

  return g_bytes_new_take (g_steal_pointer (&data), length);
}

GBytes *
tactics_file_read_other (GFile       *file,
                         const char  *display_name,
                         GError     **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GByteArray) buffer = NULL;
  guint8 chunk[65536];

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              /* Translators: %s is why, from the system, e.g. "Permission
                               * denied". */
                              _("cannot open the file: %s"), local_error->message);
      return NULL;
    }

  switch (g_file_info_get_file_type (info))
    {
    case G_FILE_TYPE_REGULAR:
      break;
    case G_FILE_TYPE_DIRECTORY:
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              _("this is a folder, not a file"));
      return NULL;
    default:
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              _("this is not a regular file (a device, a pipe or a socket)"));
      return NULL;
    }

  if (g_file_info_get_size (info) > TACTICS_MAX_FILE_SIZE)
    {
      g_autofree char *size = tactics_file_format_size ((guint64) g_file_info_get_size (info));
      g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
                              /* Translators: the file's size, then the largest a file may be,
                               * e.g. "the file is 12.3 MB, over the limit of 8.4 MB". */
                              _("the file is %s, over the limit of %s"), size, limit);
      return NULL;
    }

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              /* Translators: %s is why, from the system, e.g. "Permission
                               * denied". */
                              _("cannot open the file: %s"), local_error->message);
      return NULL;
    }

  buffer = g_byte_array_sized_new ((guint) g_file_info_get_size (info) + 1);
  for (;;)
    {
      gssize n_read;

      n_read = g_input_stream_read (G_INPUT_STREAM (stream), chunk, sizeof chunk,
                                    NULL, &local_error);
      if (n_read < 0)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                                  /* Translators: %s is why, from the system, e.g. "Input/output
                                   * error". */
                                  _("cannot read the file: %s"), local_error->message);
          return NULL;
        }
      if (n_read == 0)
        break;

      if (buffer->len + (gsize) n_read > TACTICS_MAX_FILE_SIZE)
        {
          g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
                                  /* Translators: %s is the largest a file may be, e.g. "8.4 MB". */
                                  _("the file is over the limit of %s"), limit);
          return NULL;
        }

      g_byte_array_append (buffer, chunk, (guint) n_read);
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));
}

GBytes *
tactics_file_read_bytes (GFile   *file,
                         GError **error)
{
  g_autofree char *display_name = NULL;
  const char *filename;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display_name = tactics_file_get_display_name (file);

  filename = g_file_peek_path (file);
  if (filename != NULL)
    return read_local_file (filename, display_name, error);

  return tactics_file_read_other (file, display_name, error);
}

/* --- Saving -------------------------------------------------------------- */

/* Say what matters to the user when it is one of the usual reasons, rather
 * than the system's wording. */
static void
set_save_error (GError       **error,
                const char    *display_name,
                const GError  *cause)
{
  const char *reason = NULL;

  if (cause->domain == G_FILE_ERROR)
    {
      switch (cause->code)
        {
        case G_FILE_ERROR_NOENT:
          reason = _("the folder does not exist");
          break;
        case G_FILE_ERROR_NOTDIR:
          reason = _("a part of the path is not a folder");
          break;
        case G_FILE_ERROR_ISDIR:
          reason = _("this is a folder");
          break;
        case G_FILE_ERROR_ACCES:
        case G_FILE_ERROR_PERM:
        case G_FILE_ERROR_ROFS:
          reason = _("permission denied: the folder is read-only");
          break;
        case G_FILE_ERROR_NOSPC:
          reason = _("the disk is full");
          break;
        default:
          break;
        }
    }

  tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                          /* Translators: %s is why, e.g. "No space left on device". */
                          _("cannot save: %s"), reason != NULL ? reason : cause->message);
}

/* Temporary files are ".NAME.save-XXXXXX": hidden from file choosers, and
 * a name no one gives a file of their own, so that leftovers can be told
 * apart and removed. */
#define TEMPORARY_INFIX ".save-"

static gboolean
is_temporary_name_for (const char *name,
                       const char *base)
{
  gsize base_length = strlen (base);
  const char *suffix;

  if (name[0] != '.' || strncmp (name + 1, base, base_length) != 0)
    return FALSE;
  suffix = name + 1 + base_length;
  if (!g_str_has_prefix (suffix, TEMPORARY_INFIX))
    return FALSE;
  suffix += strlen (TEMPORARY_INFIX);
  if (strlen (suffix) != 6)
    return FALSE;
  for (int i = 0; i < 6; i++)
    if (!g_ascii_isalnum (suffix[i]))
      return FALSE;
  return TRUE;
}

/* A save killed before its rename leaves its temporary file behind: the
 * next save of the same file removes those old enough that no save still
 * running can own them. */
static void
remove_stale_temporaries (const char *target)
{
  g_autofree char *folder = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!is_temporary_name_for (name, base))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_lstat (path, &info) != 0 || !S_ISREG (info.st_mode) || info.st_uid != getuid ()
          || (now - info.st_mtime) * G_USEC_PER_SEC < TACTICS_FILE_STALE_TEMPORARY_AGE)
        continue;
      g_unlink (path);
    }
}

static gboolean
set_errno_error (GError **error,
                 int      saved_errno)
{
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
  return FALSE;
}

/* Writes @data to a temporary file beside @target, flushes it to the disk
 * and renames it over @target: whatever happens, @target is the old file or
 * the new one, whole. On failure the temporary file is removed. */
static gboolean
replace_local_file (const char    *target,
                    gconstpointer  data,
                    gsize          size,
                    int            mode,
                    GError       **error)
{
  g_autofree char *folder = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *name = g_strconcat (".", base, TEMPORARY_INFIX, "XXXXXX", NULL);
  g_autofree char *temporary = g_build_filename (folder, name, NULL);
  const char *next = data;
  gsize left = size;
  int saved_errno;
  int fd;

  fd = g_mkstemp_full (temporary, O_RDWR | O_CLOEXEC, mode);
  if (fd < 0)
    return set_errno_error (error, errno);

  while (left > 0)
    {
      gssize written = write (fd, next, MIN (left, (gsize) G_MAXSSIZE));

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          saved_errno = written < 0 ? errno : ENOSPC;
          close (fd);
          goto failed;
        }
      next += written;
      left -= (gsize) written;
    }

  /* Without this, a power cut after the rename could leave an empty file
   * where the old one was. */
  if (fsync (fd) != 0)
    {
      saved_errno = errno;
      close (fd);
      goto failed;
    }
  if (close (fd) != 0 || g_rename (temporary, target) != 0)
    {
      saved_errno = errno;
      goto failed;
    }

  remove_stale_temporaries (target);
  return TRUE;

failed:
  g_unlink (temporary);
  return set_errno_error (error, saved_errno);
}

/* Symbolic links a save follows before it gives up, as the kernel does. */
#define MAX_LINKS 40

/* The file a save of @filename replaces: @filename itself, or the end of
 * its chain of symbolic links, which need not exist yet (a dangling link
 * is kept and gets its file). */
static char *
resolve_links (const char  *filename,
               GError     **error)
{
  g_autofree char *path = g_strdup (filename);

  for (guint i = 0; i <= MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      GStatBuf info;

      if (g_lstat (path, &info) != 0 || !S_ISLNK (info.st_mode))
        return g_steal_pointer (&path);

      target = g_file_read_link (path, error);
      if (target == NULL)
        return NULL;
      if (!g_path_is_absolute (target))
        {
          g_autofree char *folder = g_path_get_dirname (path);

          g_free (path);
          path = g_build_filename (folder, target, NULL);
        }
      else
        {
          g_free (path);
          path = g_steal_pointer (&target);
        }
    }

  set_errno_error (error, ELOOP);
  return NULL;
}

static void
set_not_regular_error (GError     **error,
                       const char  *display_name)
{
  /* Translators: %s is why, e.g. "No space left on device". */
  tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0, _("cannot save: %s"),
                          _("this is not a regular file (a device, a pipe or a socket)"));
}

static gboolean
replace_local (const char  *filename,
               const char  *display_name,
               GBytes      *bytes,
               int          mode,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *target = NULL;
  gconstpointer data;
  GStatBuf info;
  gsize size;

  target = resolve_links (filename, &local_error);
  if (target == NULL)
    {
      set_save_error (error, display_name, local_error);
      return FALSE;
    }

  /* The rename would replace whatever is there: a device or a FIFO must
   * stay what it is. */
  if (g_lstat (target, &info) == 0)
    {
      if (S_ISDIR (info.st_mode))
        {
          set_errno_error (&local_error, EISDIR);
          set_save_error (error, display_name, local_error);
          return FALSE;
        }
      if (!S_ISREG (info.st_mode))
        {
          set_not_regular_error (error, display_name);
          return FALSE;
        }
      /* Keep the permissions the old file had. */
      mode = info.st_mode & 0777;
    }

  data = g_bytes_get_data (bytes, &size);
  if (!replace_local_file (target, data, size, mode, &local_error))
    {
      set_save_error (error, display_name, local_error);
      return FALSE;
    }

  return TRUE;
}

/**
 * tactics_file_replace_contents:
 * @file: the file to replace or create
 * @bytes: the new contents
 * @mode: the permissions of a new file, before the umask (0666 for
 *   documents, 0600 for private copies)
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Replaces @file with @bytes as every save of the library does: the data
 * goes to a hidden temporary file beside it, flushed to the disk, then
 * renamed over it, so a failed save leaves the old file whole. A symbolic
 * link is saved through: the file it points to is replaced and the link
 * kept. Anything but a regular file at @file (a folder, a device, a FIFO,
 * a socket) is refused with %TACTICS_FILE_ERROR_IO and left untouched. A
 * replaced file keeps its permissions.
 *
 * Returns: %TRUE on success, %FALSE with @error set
 */
gboolean
tactics_file_replace_contents (GFile   *file,
                               GBytes  *bytes,
                               int      mode,
                               GError **error)
{
  g_autofree char *display_name = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  GFileCreateFlags flags = G_FILE_CREATE_NONE;
  const char *filename;
  gconstpointer data;
  gsize size;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail ((mode & ~0777) == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display_name = tactics_file_get_display_name (file);

  filename = g_file_peek_path (file);
  if (filename != NULL)
    return replace_local (filename, display_name, bytes, mode, error);

  /* Other backends: the same refusal, as well as they let us ask. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            NULL, NULL);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                                /* Translators: %s is why, e.g. "this is a folder". */
                                _("cannot save: %s"), _("this is a folder"));
      else
        set_not_regular_error (error, display_name);
      return FALSE;
    }

  /* GIO writes to a temporary file and renames it where the backend
   * allows it. */
  if ((mode & 0077) == 0)
    flags |= G_FILE_CREATE_PRIVATE;
  data = g_bytes_get_data (bytes, &size);
  if (!g_file_replace_contents (file, data, size, NULL, FALSE, flags, NULL, NULL, &local_error))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
                              /* Translators: %s is why, e.g. "No space left on device". */
                              _("cannot save: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

gboolean
tactics_file_write_bytes (GFile   *file,
                          GBytes  *bytes,
                          GError **error)
{
  return tactics_file_replace_contents (file, bytes, 0666, error);
}
