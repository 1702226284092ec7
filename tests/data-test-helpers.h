/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The data tests' shared parts (test-data.c, test-data-icons.c): where the
 * data is, what each program declares, and reading XML. */

#include <string.h>

/* For the memory backend: the tests must not touch the user's settings. */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#if HAVE_GDK_PIXBUF
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

/* Where the tests find the source data/ folder and the files meson builds from it. */
extern const char *source_datadir;
extern const char *build_datadir;

/* What each program declares; the desktop file, the metainfo and the MIME
 * database must all say the same. */
typedef struct
{
  const char *app_id;
  const char *binary;
  const char *mime_types[4];
} AppInfo;

#define N_APPS 2
extern const AppInfo apps[N_APPS];

/* Reads TACTICS_DATADIR and TACTICS_DATA_BUILDDIR after g_test_init(). */
void data_test_init (void);

xmlDoc     *read_xml                (const char    *path);
gboolean    xml_name_is             (const xmlNode *node,
                                     const char    *name);
char       *xml_get_attribute       (const xmlNode *node,
                                     const char    *name);
char       *xml_get_text            (const xmlNode *node);
/* The first child element of @parent named @name, or NULL. */
xmlNode    *xml_find_child          (const xmlNode *parent,
                                     const char    *name);
/* Texts of the child elements of @parent named @name (without xml:lang). */
GPtrArray  *xml_collect_child_texts (const xmlNode *parent,
                                     const char    *name);
/* The first child element of @parent named @name, which must exist. */
xmlNode    *xml_get_child           (const xmlNode *parent,
                                     const char    *name);
char       *xml_get_child_text      (const xmlNode *parent,
                                     const char    *name);
xmlNode    *xml_get_root            (xmlDoc        *doc);
