/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Whole files: the guarded reader and the atomic writer
 * (tactics-file-io.c). Errors are TACTICS_FILE_ERRORs naming the file. */

#include <gio/gio.h>

G_BEGIN_DECLS

/* --- Reading --------------------------------------------------------------- */

/* Reads @file after checking that it is a regular file of at most
 * TACTICS_MAX_FILE_SIZE bytes: devices, FIFOs and folders are refused
 * before anything is read from them, and opening one cannot block
 * (TACTICS_FILE_ERROR_IO); big files are refused before they are read
 * (TACTICS_FILE_ERROR_TOO_LARGE). */
GBytes     *tactics_file_read_bytes          (GFile            *file,
                                              GError          **error);
/* Opens a local file for reading after the guards of
 * tactics_file_read_bytes(): returns the descriptor, or -1. *@size is the
 * size it had then. */
int         tactics_file_open_local          (const char       *filename,
                                              const char       *display_name,
                                              gsize            *size,
                                              GError          **error);
/* tactics_file_read_bytes() for files without a local path (GIO's other
 * backends), with the same guards. */
GBytes     *tactics_file_read_other          (GFile            *file,
                                              const char       *display_name,
                                              GError          **error);
/* "128.0 MiB (134217728 bytes)": exact, so that a file just over the limit
 * does not read as being the limit. */
char       *tactics_file_format_size         (guint64           size);

/* --- Saving (tactics_file_replace_contents() in tactics-file.h) ------------- */

/* How old a temporary file beside a saved file (".NAME.save-XXXXXX") must
 * be for the next save to take it for a killed save's leftover. */
#define TACTICS_FILE_STALE_TEMPORARY_AGE (10 * G_TIME_SPAN_MINUTE)

/* tactics_file_replace_contents() for a document (mode 0666). On failure
 * @file is untouched and the error (TACTICS_FILE_ERROR_IO) says why. After
 * a save, temporary files of earlier saves of @file that were cut short
 * and are TACTICS_FILE_STALE_TEMPORARY_AGE old are removed. */
gboolean    tactics_file_write_bytes         (GFile            *file,
                                              GBytes           *bytes,
                                              GError          **error);

G_END_DECLS
