/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The parts of a Tiled map the importer reads: layer data in any of its
 * encodings (tactics-tmx-data.c) and tilesets, embedded or in .tsx files,
 * with the terrain each tile stands for (tactics-tmx-tileset.c). */

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* The flip and rotation flags in the top bits of a gid. */
#define TACTICS_TMX_GID_MASK 0x0FFFFFFFu

/* Reads the <data> element of a @width × @height layer (CSV, XML tiles, or
 * base64 uncompressed, zlib, gzip or zstd) and writes every tile that is
 * not empty over @gids (flags cleared). Compressed data is inflated into
 * the layer's size and no further: more data is an error, found before it
 * is expanded. */
gboolean    tactics_tmx_data_read       (xmlNode      *data,
                                         const char   *path,
                                         int           width,
                                         int           height,
                                         guint32      *gids,
                                         GError      **error);

typedef struct {
  guint        firstgid;
  char        *name;
  char        *file;      /* the .tsx as errors name it, or NULL when embedded */
  int          line;      /* of the <tileset> element in the map */
  GHashTable  *terrains;  /* tile id → terrain name (char *) */
} TacticsTmxTileset;

/* A <tileset> of a map: its own, or the .tsx it names relative to
 * @folder. A tile's terrain is the one most of its Wang corners or edges
 * have (the first Wang set that gives one), else the one most of its
 * legacy terrain corners have, else its property "terrain". */
TacticsTmxTileset *tactics_tmx_tileset_read (xmlNode      *element,
                                             const char   *path,
                                             GFile        *folder,
                                             GError      **error);
/* The <tileset> root of a .tsx file, read as a map using it at @firstgid
 * would read it (for the fuzz target). */
TacticsTmxTileset *tactics_tmx_tileset_read_root (xmlNode    *root,
                                                  const char *path,
                                                  guint       firstgid,
                                                  GError    **error);
void               tactics_tmx_tileset_free (TacticsTmxTileset *tileset);

/* Reads "terrain" and other string properties of @element's <properties>:
 * the value of the property @name, or NULL. (transfer full) */
char       *tactics_tmx_get_property    (xmlNode      *element,
                                         const char   *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TacticsTmxTileset, tactics_tmx_tileset_free)

G_END_DECLS
