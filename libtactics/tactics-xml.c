/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tactics-file-private.h"
#include "tactics-resources.h"

#define SCHEMA_RESOURCE_FOLDER "/io/tactics/libtactics/schemas/"

/* --- Reading and writing whole files ------------------------------------- */

/* "128.0 MiB (134217728 bytes)": exact, so that a file just over the limit
 * does not read as being the limit. */
static char *
format_size (guint64 size)
{
  return g_format_size_full (size, G_FORMAT_SIZE_LONG_FORMAT | G_FORMAT_SIZE_IEC_UNITS);
}

/* Opens a local file for reading after the guards: a regular file of at
 * most TACTICS_MAX_FILE_SIZE bytes. Returns the descriptor, or -1. */
static int
open_local_file (const char  *filename,
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
                              _("cannot open the file: %s"), g_strerror (saved_errno));
      return -1;
    }

  if (fstat (fd, &info) != 0)
    {
      saved_errno = errno;
      close (fd);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
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
      g_autofree char *size_text = format_size ((guint64) info.st_size);
      g_autofree char *limit = format_size (TACTICS_MAX_FILE_SIZE);

      close (fd);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
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

  fd = open_local_file (filename, display_name, &size, error);
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
              g_autofree char *limit = format_size (TACTICS_MAX_FILE_SIZE);

              close (fd);
              tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
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

static GBytes *
read_other_file (GFile       *file,
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
      g_autofree char *size = format_size ((guint64) g_file_info_get_size (info));
      g_autofree char *limit = format_size (TACTICS_MAX_FILE_SIZE);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
                              _("the file is %s, over the limit of %s"), size, limit);
      return NULL;
    }

  stream = g_file_read (file, NULL, &local_error);
  if (stream == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_IO, display_name, 0,
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
                                  _("cannot read the file: %s"), local_error->message);
          return NULL;
        }
      if (n_read == 0)
        break;

      if (buffer->len + (gsize) n_read > TACTICS_MAX_FILE_SIZE)
        {
          g_autofree char *limit = format_size (TACTICS_MAX_FILE_SIZE);

          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
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

  return read_other_file (file, display_name, error);
}

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

/* --- Parsing -------------------------------------------------------------- */

typedef struct {
  const char *path;
  GError     *error;  /* the first one only: later ones are consequences */
  int         depth;
} ParseState;

static int
parser_line (xmlParserCtxt *context)
{
  return context->input != NULL ? context->input->line : 0;
}

static void
parse_state_fail (ParseState       *state,
                  TacticsFileError  code,
                  int               line,
                  const char       *detail)
{
  if (state->error == NULL)
    state->error = tactics_file_error_new (code, state->path, line, "%s", detail);
}

static TacticsFileError
classify_parser_error (int code)
{
  switch (code)
    {
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
    case XML_ERR_UNPARSED_ENTITY:
    case XML_ERR_ENTITY_LOOP:
    case XML_ERR_ENTITY_BOUNDARY:
    case XML_ERR_ENTITY_PE_INTERNAL:
    case XML_ERR_EXT_ENTITY_STANDALONE:
    case XML_ERR_ENTITY_IS_EXTERNAL:
    case XML_ERR_ENTITY_IS_PARAMETER:
    case XML_ERR_ENTITY_PROCESSING:
    case XML_ERR_ENTITYREF_IN_PROLOG:
    case XML_ERR_ENTITYREF_IN_EPILOG:
    case XML_ERR_ENTITY_NOT_FINISHED:
    case XML_ERR_ENTITY_NOT_STARTED:
    case XML_ERR_DOCTYPE_NOT_FINISHED:
    case XML_ERR_ENTITYREF_IN_DTD:
    case XML_ERR_PEREF_IN_PROLOG:
    case XML_ERR_PEREF_IN_EPILOG:
    case XML_ERR_PEREF_IN_INT_SUBSET:
      return TACTICS_FILE_ERROR_FORBIDDEN;
    default:
      return TACTICS_FILE_ERROR_MALFORMED;
    }
}

/* libxml2 messages may span lines and quote names of any length (a 50 000
 * character attribute name comes back whole); ours are one short line
 * each. */
#define MAX_MESSAGE_CHARS 200

static char *
one_line (const char *message)
{
  g_autofree char *copy = g_utf8_make_valid (message != NULL ? message : "", -1);

  g_strstrip (copy);
  for (char *p = copy; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r' || *p == '\t')
      *p = ' ';

  if (g_utf8_strlen (copy, -1) > MAX_MESSAGE_CHARS)
    {
      g_autofree char *start = g_utf8_substring (copy, 0, MAX_MESSAGE_CHARS);

      return g_strconcat (start, "…", NULL);
    }

  return g_steal_pointer (&copy);
}

static void
on_parser_error (void       *user_data,
                 xmlErrorPtr xml_error)
{
  xmlParserCtxt *context = user_data;
  ParseState *state = context->_private;
  g_autofree char *message = NULL;

  if (xml_error->level < XML_ERR_ERROR || state->error != NULL)
    return;

  message = one_line (xml_error->message);

  /* libxml2 says "indicate encoding !" and the bytes; say it plainly. */
  if (g_str_has_prefix (message, "Input is not proper UTF-8"))
    {
      const char *bytes = strstr (message, "Bytes:");
      g_autofree char *detail = NULL;

      if (bytes != NULL)
        detail = g_strdup_printf (_("the text is not valid UTF-8 (%s)"), bytes);
      else
        detail = g_strdup (_("the text is not valid UTF-8"));
      parse_state_fail (state, TACTICS_FILE_ERROR_MALFORMED, xml_error->line, detail);
      return;
    }

  parse_state_fail (state, classify_parser_error (xml_error->code), xml_error->line, message);
}

/* The SAX handlers below wrap libxml2's tree builder: they see every
 * element as it is parsed, so deep nesting and DTDs are refused before
 * anything is built or expanded. */

static void
on_start_element (void           *user_data,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxt *context = user_data;
  ParseState *state = context->_private;

  state->depth++;
  if (state->depth > TACTICS_MAX_XML_DEPTH)
    {
      g_autofree char *detail = NULL;

      detail = g_strdup_printf (_("elements are nested deeper than the limit of %d levels"),
                                TACTICS_MAX_XML_DEPTH);
      parse_state_fail (state, TACTICS_FILE_ERROR_TOO_LARGE, parser_line (context), detail);
      xmlStopParser (context);
      return;
    }

  xmlSAX2StartElementNs (user_data, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);

  /* libxml2 keeps element lines in 16 bits and, past 65535, answers with
   * the line of the element's first child instead (where its text ends).
   * Keep the true line where the application data pointer is free for it;
   * tactics_xml_get_line() reads it back. */
  if (context->node != NULL && context->node->_private == NULL
      && parser_line (context) >= G_MAXUINT16)
    context->node->_private = GINT_TO_POINTER (parser_line (context));
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxt *context = user_data;
  ParseState *state = context->_private;

  state->depth--;
  xmlSAX2EndElementNs (user_data, localname, prefix, uri);
}

static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxt *context = user_data;

  parse_state_fail (context->_private, TACTICS_FILE_ERROR_FORBIDDEN, parser_line (context),
                    _("document type declarations (DOCTYPE) are not allowed"));
  xmlStopParser (context);
}

static void
on_entity_declaration (void          *user_data,
                       const xmlChar *name,
                       int            type,
                       const xmlChar *public_id,
                       const xmlChar *system_id,
                       xmlChar       *content)
{
  xmlParserCtxt *context = user_data;

  parse_state_fail (context->_private, TACTICS_FILE_ERROR_FORBIDDEN, parser_line (context),
                    _("entity declarations are not allowed"));
  xmlStopParser (context);
}

/* Called for every entity reference except the five predefined ones
 * (&amp; &lt; &gt; &quot; &apos;) and character references. */
static xmlEntityPtr
on_get_entity (void          *user_data,
               const xmlChar *name)
{
  xmlParserCtxt *context = user_data;
  g_autofree char *detail = NULL;

  detail = g_strdup_printf (_("entity references are not allowed (“&%s;”)"),
                            (const char *) name);
  parse_state_fail (context->_private, TACTICS_FILE_ERROR_FORBIDDEN, parser_line (context),
                    detail);
  xmlStopParser (context);

  return NULL;
}

/* Where the parser reads from: memory, or a file descriptor that is read
 * a chunk at a time (no copy of the whole file is ever made, in our
 * memory or in libxml2's, which keeps big loads fast). libxml2 asks for
 * about 4 KB at a time; reading the file in larger chunks saves most of
 * the system calls. */
#define READ_CHUNK_SIZE (128 * 1024)

typedef struct {
  const char *data;        /* memory, or NULL for the descriptor */
  gsize       size;
  int         fd;
  char       *chunk;       /* READ_CHUNK_SIZE bytes, for the descriptor */
  gsize       chunk_length;
  gsize       chunk_position;
  gsize       n_read;      /* bytes taken from the source so far */
  int         read_errno;  /* a failed read(), or 0 */
  gboolean    too_large;   /* the file grew past the limit while read */
} ParseSource;

static int
on_parser_read (void *user_data,
                char *buffer,
                int   length)
{
  ParseSource *source = user_data;
  gsize n;

  if (length <= 0)
    return 0;

  if (source->data != NULL)
    {
      n = MIN ((gsize) length, source->size - source->n_read);
      memcpy (buffer, source->data + source->n_read, n);
      source->n_read += n;
      return (int) n;
    }

  if (source->chunk_position == source->chunk_length)
    {
      gssize n_read;

      do
        n_read = read (source->fd, source->chunk, READ_CHUNK_SIZE);
      while (n_read < 0 && errno == EINTR);

      if (n_read < 0)
        {
          source->read_errno = errno;
          return -1;
        }

      source->n_read += (gsize) n_read;
      if (source->n_read > TACTICS_MAX_FILE_SIZE)
        {
          source->too_large = TRUE;
          return -1;
        }

      source->chunk_length = (gsize) n_read;
      source->chunk_position = 0;
    }

  n = MIN ((gsize) length, source->chunk_length - source->chunk_position);
  memcpy (buffer, source->chunk + source->chunk_position, n);
  source->chunk_position += n;
  return (int) n;
}

static void
ignore_generic_error (void       *user_data,
                      const char *format,
                      ...)
{
}

static xmlDoc *
parse_source (ParseSource  *source,
              const char   *path,
              GError      **error)
{
  g_autoptr(xmlParserCtxt) context = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  ParseState state = { path, NULL, 0 };
  xmlSAXHandler *sax;
  xmlGenericErrorFunc old_generic_error;
  void *old_generic_error_context;

  /* Installs the external entity loader that refuses everything. */
  tactics_init ();

  context = xmlCreateIOParserCtxt (NULL, NULL, on_parser_read, NULL, source,
                                   XML_CHAR_ENCODING_NONE);
  if (context == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, path, 0,
                              _("cannot start the XML parser"));
      return NULL;
    }

  /* No XML_PARSE_NOENT (no entity substitution), no DTDLOAD, DTDATTR or
   * DTDVALID; NONET refuses the network even if something asked.
   * XML_PARSE_HUGE lifts libxml2's 10 MB cap on one text node, which the
   * grid of a big map exceeds: our own limits (file size, nesting, no
   * entities at all) do the job its caps do. */
  xmlCtxtUseOptions (context,
                     XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_COMPACT
                     | XML_PARSE_HUGE | XML_PARSE_BIG_LINES);

  context->_private = &state;
  sax = context->sax;
  sax->serror = on_parser_error;
  sax->startElementNs = on_start_element;
  sax->endElementNs = on_end_element;
  sax->internalSubset = on_internal_subset;
  sax->externalSubset = on_internal_subset;
  sax->entityDecl = on_entity_declaration;
  sax->getEntity = on_get_entity;
  sax->getParameterEntity = on_get_entity;

  /* A failed encoding conversion goes to the thread's generic handler,
   * which prints it on stderr, instead of to on_parser_error; the parse
   * fails anyway and on_parser_error reports that. */
  old_generic_error = xmlGenericError;
  old_generic_error_context = xmlGenericErrorContext;
  xmlSetGenericErrorFunc (NULL, ignore_generic_error);
  xmlParseDocument (context);
  xmlSetGenericErrorFunc (old_generic_error_context, old_generic_error);

  doc = g_steal_pointer (&context->myDoc);
  context->_private = NULL;

  /* Our own reasons first: libxml2 only saw a failed read. */
  if (source->too_large)
    {
      g_autofree char *limit = format_size (TACTICS_MAX_FILE_SIZE);

      g_clear_error (&state.error);
      state.error = tactics_file_error_new (TACTICS_FILE_ERROR_TOO_LARGE, path, 0,
                                            _("the file is over the limit of %s"), limit);
    }
  else if (source->read_errno != 0)
    {
      g_clear_error (&state.error);
      state.error = tactics_file_error_new (TACTICS_FILE_ERROR_IO, path, 0,
                                            _("cannot read the file: %s"),
                                            g_strerror (source->read_errno));
    }
  else if (source->n_read == 0)
    {
      g_clear_error (&state.error);
      state.error = tactics_file_error_new (TACTICS_FILE_ERROR_MALFORMED, path, 0,
                                            _("the file is empty"));
    }

  if (state.error == NULL && (!context->wellFormed || doc == NULL))
    state.error = tactics_file_error_new (TACTICS_FILE_ERROR_MALFORMED, path,
                                          parser_line (context),
                                          _("this is not well-formed XML"));

  /* A second line of defence: nothing from a DTD may survive. */
  if (state.error == NULL && (doc->intSubset != NULL || doc->extSubset != NULL))
    state.error = tactics_file_error_new (TACTICS_FILE_ERROR_FORBIDDEN, path, 0, "%s",
                                          _("document type declarations (DOCTYPE) are "
                                            "not allowed"));

  if (state.error != NULL)
    {
      g_propagate_error (error, state.error);
      return NULL;
    }

  return g_steal_pointer (&doc);
}

xmlDoc *
tactics_xml_parse (const char  *data,
                   gsize        size,
                   const char  *path,
                   GError     **error)
{
  ParseSource source = { .data = data, .size = size, .fd = -1 };

  g_return_val_if_fail (data != NULL || size == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (size > TACTICS_MAX_FILE_SIZE)
    {
      g_autofree char *limit = format_size (TACTICS_MAX_FILE_SIZE);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, 0,
                              _("the file is over the limit of %s"), limit);
      return NULL;
    }

  if (data == NULL)
    source.data = "";

  return parse_source (&source, path, error);
}

xmlDoc *
tactics_file_parse (GFile   *file,
                    GError **error)
{
  g_autofree char *display_name = NULL;
  g_autofree char *chunk = NULL;
  ParseSource source = { .fd = -1 };
  const char *filename;
  xmlDoc *doc;
  gsize size;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display_name = tactics_file_get_display_name (file);
  filename = g_file_peek_path (file);

  if (filename == NULL)
    {
      g_autoptr(GBytes) bytes = read_other_file (file, display_name, error);
      gconstpointer data;

      if (bytes == NULL)
        return NULL;

      data = g_bytes_get_data (bytes, &size);
      return tactics_xml_parse (data, size, display_name, error);
    }

  source.fd = open_local_file (filename, display_name, &size, error);
  if (source.fd < 0)
    return NULL;

  source.chunk = chunk = g_malloc (READ_CHUNK_SIZE);
  doc = parse_source (&source, display_name, error);
  close (source.fd);

  return doc;
}

int
tactics_xml_get_line (xmlNode *node)
{
  long line;

  if (node == NULL)
    return 0;

  if (node->type == XML_ELEMENT_NODE && node->line == G_MAXUINT16 && node->_private != NULL)
    return GPOINTER_TO_INT (node->_private);

  line = xmlGetLineNo (node);
  if (line < 0 || line > G_MAXINT)
    return 0;

  return (int) line;
}

/* --- Schemas ---------------------------------------------------------------- */

static GMutex schemas_lock;
static GHashTable *schemas;  /* name → xmlRelaxNG*, compiled once, kept for good */

static void
on_schema_compile_error (void       *user_data,
                         xmlErrorPtr xml_error)
{
  char **first_message = user_data;

  if (*first_message == NULL && xml_error->level >= XML_ERR_ERROR)
    *first_message = one_line (xml_error->message);
}

static xmlRelaxNG *
lookup_schema (const char  *schema_name,
               const char  *path,
               GError     **error)
{
  g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&schemas_lock);
  g_autoptr(xmlRelaxNGParserCtxt) parser = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *resource_path = NULL;
  g_autofree char *compile_error = NULL;
  xmlRelaxNG *schema;
  gconstpointer data;
  gsize size;

  if (schemas == NULL)
    schemas = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  schema = g_hash_table_lookup (schemas, schema_name);
  if (schema != NULL)
    return schema;

  resource_path = g_strconcat (SCHEMA_RESOURCE_FOLDER, schema_name, NULL);
  bytes = g_resource_lookup_data (tactics_get_resource (), resource_path,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
  if (bytes == NULL)
    {
      g_critical ("No bundled schema %s: %s", resource_path, local_error->message);
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, 0,
                              _("no schema “%s” to check this file with"), schema_name);
      return NULL;
    }

  data = g_bytes_get_data (bytes, &size);
  parser = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (parser, on_schema_compile_error, &compile_error);
  schema = xmlRelaxNGParse (parser);
  if (schema == NULL)
    {
      g_critical ("Bundled schema %s does not compile: %s", resource_path,
                  compile_error != NULL ? compile_error : "?");
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, 0,
                              _("no schema “%s” to check this file with"), schema_name);
      return NULL;
    }

  g_hash_table_insert (schemas, g_strdup (schema_name), schema);

  return schema;
}

static void
on_validity_error (void       *user_data,
                   xmlErrorPtr xml_error)
{
  ParseState *state = user_data;
  g_autofree char *message = NULL;
  int line = 0;

  if (xml_error->level < XML_ERR_ERROR || state->error != NULL)
    return;

  /* The node knows big line numbers; the error's own field does not. */
  if (xml_error->node != NULL)
    line = tactics_xml_get_line (xml_error->node);
  if (line <= 0)
    line = xml_error->line;

  message = one_line (xml_error->message);
  parse_state_fail (state, TACTICS_FILE_ERROR_INVALID, line, message);
}

gboolean
tactics_xml_validate (xmlDoc      *doc,
                      const char  *schema_name,
                      const char  *path,
                      GError     **error)
{
  g_autoptr(xmlRelaxNGValidCtxt) validator = NULL;
  ParseState state = { path, NULL, 0 };
  xmlRelaxNG *schema;
  int result;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (schema_name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  schema = lookup_schema (schema_name, path, error);
  if (schema == NULL)
    return FALSE;

  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, on_validity_error, &state);
  result = xmlRelaxNGValidateDoc (validator, doc);

  if (result == 0 && state.error == NULL)
    return TRUE;

  if (state.error == NULL)
    state.error = tactics_file_error_new (TACTICS_FILE_ERROR_INVALID, path, 0,
                                          _("the file does not match its schema"));

  g_propagate_error (error, state.error);
  return FALSE;
}

gboolean
tactics_xml_check_root (xmlNode     *root,
                        const char  *expected_name,
                        const char  *path,
                        GError     **error)
{
  g_autofree char *version = NULL;
  gint64 number;

  g_assert (expected_name != NULL);

  if (root == NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_MALFORMED, path, 0,
                              _("the document has no root element"));
      return FALSE;
    }

  if (root->ns != NULL)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, path,
                              tactics_xml_get_line (root),
                              _("the root element <%s> is in the namespace “%s”; "
                                "Tactics files use none"),
                              (const char *) root->name,
                              root->ns->href != NULL ? (const char *) root->ns->href : "");
      return FALSE;
    }

  if (!tactics_xml_is_element (root, expected_name))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_WRONG_KIND, path,
                              tactics_xml_get_line (root),
                              _("the root element is <%s>, expected <%s>"),
                              (const char *) root->name, expected_name);
      return FALSE;
    }

  version = tactics_xml_require_attribute (root, "version", path, error);
  if (version == NULL)
    return FALSE;

  if (g_ascii_string_to_signed (version, 10, 0, G_MAXINT64, &number, NULL)
      && number > TACTICS_FILE_VERSION)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_VERSION, path,
                              tactics_xml_get_line (root),
                              _("format version %s is newer than this program reads (%d)"),
                              version, TACTICS_FILE_VERSION);
      return FALSE;
    }

  if (g_strcmp0 (version, G_STRINGIFY (TACTICS_FILE_VERSION)) != 0)
    {
      g_autofree char *shown = g_utf8_make_valid (version, MIN (strlen (version), 32));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_VERSION, path,
                              tactics_xml_get_line (root),
                              _("unknown format version “%s”"), shown);
      return FALSE;
    }

  return TRUE;
}

/* --- Reading elements ---------------------------------------------------- */

xmlNode *
tactics_xml_element_from (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;

  return node;
}

gboolean
tactics_xml_is_element (xmlNode    *node,
                        const char *name)
{
  return node != NULL
         && node->type == XML_ELEMENT_NODE
         && node->ns == NULL
         && g_strcmp0 ((const char *) node->name, name) == 0;
}

xmlNode *
tactics_xml_find_child (xmlNode    *parent,
                        const char *name)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (tactics_xml_is_element (child, name))
      return child;

  return NULL;
}

gboolean
tactics_xml_check_children (xmlNode             *node,
                            const char * const  *allowed,
                            const char          *path,
                            GError             **error)
{
  for (xmlNode *child = tactics_xml_element_from (node->children);
       child != NULL;
       child = tactics_xml_element_from (child->next))
    {
      if (child->ns == NULL && g_strv_contains (allowed, (const char *) child->name))
        continue;

      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                              tactics_xml_get_line (child),
                              _("unexpected element <%s> in <%s>"),
                              (const char *) child->name, (const char *) node->name);
      return FALSE;
    }

  return TRUE;
}

char *
tactics_xml_get_text (xmlNode *node)
{
  g_autoptr(xmlChar) content = xmlNodeGetContent (node);

  return g_strdup (content != NULL ? (const char *) content : "");
}

char *
tactics_xml_get_attribute (xmlNode    *node,
                           const char *name)
{
  g_autoptr(xmlChar) value = xmlGetNoNsProp (node, (const xmlChar *) name);

  return value != NULL ? g_strdup ((const char *) value) : NULL;
}

char *
tactics_xml_require_attribute (xmlNode     *node,
                               const char  *name,
                               const char  *path,
                               GError     **error)
{
  char *value = tactics_xml_get_attribute (node, name);

  if (value == NULL)
    tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                            _("<%s> lacks the attribute “%s”"), (const char *) node->name, name);

  return value;
}

/* A shortened copy of @text for messages, so that a hostile megabyte of
 * digits does not end up in one. */
static char *
shorten_for_message (const char *text)
{
  g_autofree char *start = NULL;

  if (strlen (text) <= 40)
    return g_strdup (text);

  start = g_utf8_substring (text, 0, 32);
  return g_strconcat (start, "…", NULL);
}

gboolean
tactics_xml_get_int_attribute (xmlNode     *node,
                               const char  *name,
                               const char  *label,
                               gint64       min,
                               gint64       max,
                               gboolean     optional,
                               const char  *path,
                               gint64      *value,
                               GError     **error)
{
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *limit = NULL;
  const char *digits;
  gboolean negative = FALSE;
  gboolean overflow = FALSE;
  guint64 magnitude = 0;
  int line;

  g_assert (value != NULL);

  text = tactics_xml_get_attribute (node, name);
  if (text == NULL)
    {
      if (optional)
        return TRUE;
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                              _("<%s> lacks the attribute “%s”"), (const char *) node->name,
                              name);
      return FALSE;
    }

  /* Stricter than the schema's integer type, which allows white space
   * around and a "+": our writers never put them there, and a number is
   * read one way only. */
  shown = shorten_for_message (text);
  line = tactics_xml_get_line (node);

  digits = text;
  if (*digits == '-')
    {
      negative = TRUE;
      digits++;
    }

  if (*digits == '\0')
    goto not_a_number;

  for (const char *p = digits; *p != '\0'; p++)
    {
      if (!g_ascii_isdigit (*p))
        goto not_a_number;
      if (magnitude > (G_MAXUINT64 - 9) / 10)
        overflow = TRUE;
      else
        magnitude = magnitude * 10 + (guint64) (*p - '0');
    }

  if (!negative && (overflow || magnitude > (guint64) max))
    {
      /* Formatted apart: a 64-bit format macro inside the message would
       * hide it from xgettext. */
      limit = g_strdup_printf ("%" G_GINT64_FORMAT, max);
      /* Translators: e.g. "width 5000 is over the limit of 4096" */
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, line,
                              _("%s %s is over the limit of %s"),
                              label, shown, limit);
      return FALSE;
    }

  if (negative && (overflow || magnitude > (guint64) G_MAXINT64 || -(gint64) magnitude < min))
    goto below_min;
  if (!negative && (gint64) magnitude < min)
    goto below_min;

  *value = negative ? -(gint64) magnitude : (gint64) magnitude;
  return TRUE;

below_min:
  limit = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  /* Translators: e.g. "cost 0 is below the minimum of 1" */
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                          _("%s %s is below the minimum of %s"),
                          label, shown, limit);
  return FALSE;

not_a_number:
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, line,
                          _("%s “%s” is not a whole number"), label, shown);
  return FALSE;
}

gboolean
tactics_xml_get_enum_attribute (xmlNode     *node,
                                const char  *name,
                                GType        enum_type,
                                gboolean     optional,
                                const char  *path,
                                int         *value,
                                GError     **error)
{
  g_autofree char *text = NULL;

  g_assert (value != NULL);

  text = tactics_xml_get_attribute (node, name);
  if (text == NULL)
    {
      if (optional)
        return TRUE;
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                              _("<%s> lacks the attribute “%s”"), (const char *) node->name,
                              name);
      return FALSE;
    }

  if (!tactics_enum_from_string (enum_type, g_strstrip (text), value))
    {
      g_autoptr(GEnumClass) klass = g_type_class_ref (enum_type);
      g_autoptr(GString) words = g_string_new (NULL);
      g_autofree char *shown = shorten_for_message (text);

      for (guint i = 0; i < klass->n_values; i++)
        {
          if (i > 0)
            g_string_append (words, ", ");
          g_string_append (words, klass->values[i].value_nick);
        }

      /* Translators: e.g. "unknown topology “triangle” (expected square, hex)" */
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (node),
                              _("unknown %s “%s” (expected %s)"), name, shown, words->str);
      return FALSE;
    }

  return TRUE;
}

gboolean
tactics_xml_check_length (xmlNode     *node,
                          const char  *label,
                          const char  *text,
                          gsize        max_chars,
                          const char  *path,
                          GError     **error)
{
  if (text == NULL || g_utf8_strlen (text, -1) <= (glong) max_chars)
    return TRUE;

  /* Translators: e.g. "name is over the limit of 256 characters" */
  tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, tactics_xml_get_line (node),
                          _("%s is over the limit of %u characters"),
                          label, (guint) max_chars);
  return FALSE;
}

gboolean
tactics_xml_is_valid_id (const char *id,
                         gsize       length)
{
  if (id == NULL || length == 0 || length > 32)
    return FALSE;

  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (id[i]) && id[i] != '_' && id[i] != '-' && id[i] != '.')
      return FALSE;

  return TRUE;
}

gboolean
tactics_xml_is_valid_color (const char *color)
{
  if (color == NULL || color[0] != '#' || strlen (color) != 7)
    return FALSE;

  for (int i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (color[i]))
      return FALSE;

  return TRUE;
}

/* --- Writing ---------------------------------------------------------------- */

void
tactics_xml_append_indent (GString *out,
                           guint    indent)
{
  for (guint i = 0; i < indent; i++)
    g_string_append_c (out, ' ');
}

static gboolean
is_xml_char (gunichar c)
{
  return c == 0x9 || c == 0xA || c == 0xD
         || (c >= 0x20 && c <= 0xD7FF)
         || (c >= 0xE000 && c <= 0xFFFD)
         || (c >= 0x10000 && c <= 0x10FFFF);
}

void
tactics_xml_append_escaped (GString    *out,
                            const char *text,
                            gboolean    attribute)
{
  const char *p = text;
  const char *end;

  if (text == NULL)
    return;

  end = text + strlen (text);
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append (out, "\xef\xbf\xbd");
          p++;
          continue;
        }

      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '"':
          if (attribute)
            g_string_append (out, "&quot;");
          else
            g_string_append_c (out, '"');
          break;
        /* Attribute values are normalised on reading: white space other
         * than a space must be written as a character reference to come
         * back the same; a carriage return would be lost in text too. */
        case '\t':
          g_string_append (out, attribute ? "&#9;" : "\t");
          break;
        case '\n':
          g_string_append (out, attribute ? "&#10;" : "\n");
          break;
        case '\r':
          g_string_append (out, "&#13;");
          break;
        default:
          if (is_xml_char (c))
            g_string_append_len (out, p, g_utf8_next_char (p) - p);
          else
            g_string_append (out, "\xef\xbf\xbd");
          break;
        }

      p = g_utf8_next_char (p);
    }
}

void
tactics_xml_append_attribute (GString    *out,
                              const char *name,
                              const char *value)
{
  if (value == NULL)
    return;

  g_string_append_c (out, ' ');
  g_string_append (out, name);
  g_string_append (out, "=\"");
  tactics_xml_append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

void
tactics_xml_append_uint_attribute (GString    *out,
                                   const char *name,
                                   guint       value)
{
  g_string_append_printf (out, " %s=\"%u\"", name, value);
}
