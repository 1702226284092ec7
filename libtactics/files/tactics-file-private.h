/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Internal helpers for reading and writing Tactics XML files. The map and
 * ruleset loaders use them, and so can any other kind of file that embeds a
 * map or a ruleset (a game save): read and save whole files with every
 * guard (tactics-file-io-private.h), follow a reference to another file
 * (tactics-file-reference-private.h), parse and validate against a bundled
 * schema (tactics-xml-parser-private.h), read items from a subtree
 * (tactics-xml-reader-private.h), write them back as text
 * (tactics-xml-writer-private.h). This header brings them all. */

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "tactics-file-io-private.h"
#include "tactics-file-reference-private.h"
#include "tactics-file.h"
#include "tactics-map.h"
#include "tactics-ruleset.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"
#include "tactics-xml-writer-private.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlParserCtxt, xmlFreeParserCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGParserCtxt, xmlRelaxNGFreeParserCtxt)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlRelaxNGValidCtxt, xmlRelaxNGFreeValidCtxt)

/* xmlFree is a function pointer, so it cannot be named as a cleanup
 * function directly. */
static inline void
tactics_xml_free_string (xmlChar *string)
{
  xmlFree (string);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlChar, tactics_xml_free_string)

/* The current format version of every kind of file. */
#define TACTICS_FILE_VERSION 1

/* --- Errors ------------------------------------------------------------ */

/* A TACTICS_FILE_ERROR whose message reads "PATH:LINE: DETAIL" ("PATH:
 * DETAIL" when @line is 0). @path names the file for the user (a display
 * name); @detail should be short, translated and without a final period. */
GError     *tactics_file_error_new           (TacticsFileError  code,
                                              const char       *path,
                                              int               line,
                                              const char       *format,
                                              ...) G_GNUC_PRINTF (4, 5);
void        tactics_file_set_error           (GError          **error,
                                              TacticsFileError  code,
                                              const char       *path,
                                              int               line,
                                              const char       *format,
                                              ...) G_GNUC_PRINTF (5, 6);
/* The name errors use for @file: its path when it has one. */
char       *tactics_file_get_display_name    (GFile            *file);

/* --- Maps and rulesets from and to XML ------------------------------------- */

/* Reads a ruleset from a <tactics-ruleset> element with every semantic
 * check (ids, references, limits). The subtree need not have been
 * validated against the schema: every attribute is checked here too. */
TacticsRuleset *tactics_ruleset_from_xml     (xmlNode          *root,
                                              const char       *path,
                                              GError          **error);

/* Reads a map from a <tactics-map> element with every semantic check. A
 * map that names a ruleset file uses @ruleset when it is not NULL (a save
 * that carries its own copy), otherwise loads the file relative to
 * @folder (NULL: a reference is an error). */
TacticsMap     *tactics_map_from_xml         (xmlNode          *root,
                                              const char       *path,
                                              GFile            *folder,
                                              TacticsRuleset   *ruleset,
                                              GError          **error);

/* The same, reporting through its result; with @map NULL it only checks
 * (the grid is read but neither cells nor a map are made). */
gboolean        tactics_map_read_xml         (xmlNode          *root,
                                              const char       *path,
                                              GFile            *folder,
                                              TacticsRuleset   *ruleset,
                                              TacticsMap      **map,
                                              GError          **error);

/* A whole document: its root element and version, its schema (map.rng,
 * ruleset.rng), then every semantic check. When the schema fails, the
 * semantic reader's more precise message is preferred if it finds the
 * problem too. tactics_map_read_doc() only checks when @map is NULL. */
TacticsRuleset *tactics_ruleset_from_doc     (xmlDoc           *doc,
                                              const char       *path,
                                              GError          **error);
gboolean        tactics_map_read_doc         (xmlDoc           *doc,
                                              const char       *path,
                                              GFile            *folder,
                                              TacticsMap      **map,
                                              GError          **error);

typedef enum {
  TACTICS_XML_WRITE_NONE           = 0,
  /* Write the map's whole ruleset inside it, even when the map names a
   * ruleset file (the reference is then left out). */
  TACTICS_XML_WRITE_INLINE_RULESET = 1 << 0,
} TacticsXmlWriteFlags;

/* Append the element as text, its first line indented by @indent spaces
 * and children by two more, ending with a newline. Grid rows are never
 * indented. No XML declaration. */
void        tactics_ruleset_to_xml           (TacticsRuleset   *ruleset,
                                              GString          *out,
                                              guint             indent);
void        tactics_map_to_xml               (TacticsMap       *map,
                                              GString          *out,
                                              guint             indent,
                                              TacticsXmlWriteFlags flags);

/* --- Shared by the map and ruleset readers and writers ------------------- */

/* Reads the <terrains>, <units> and <actions> children of @parent into
 * @ruleset (which must be empty) and checks every id and reference. */
gboolean    tactics_ruleset_read_xml_blocks  (TacticsRuleset   *ruleset,
                                              xmlNode          *parent,
                                              const char       *path,
                                              GError          **error);
/* Writes the non-empty blocks of @ruleset at @indent, for a file whose
 * root declares the translation domain @domain (NULL: none). */
void        tactics_ruleset_write_xml_blocks (TacticsRuleset   *ruleset,
                                              GString          *out,
                                              guint             indent,
                                              const char       *domain);

/* --- Kinds of file for tactics_file_validate() ----------------------------- */

/* Checks a whole document whose root element has the registered name;
 * @folder is the folder of the file, for references. @stream_state is what
 * the kind's streaming read of the file (NULL when it streams nothing). */
typedef gboolean (*TacticsFileValidateFunc) (xmlDoc      *doc,
                                             gpointer     stream_state,
                                             const char  *path,
                                             GFile       *folder,
                                             GError     **error);

/* A kind of file whose @parent_name element (under its root) is read a
 * child at a time instead of as a tree (TacticsXmlStream): @func gets what
 * @new_state makes for each file, then the validate function does, then
 * @free_state frees it. */
typedef struct {
  const char            *parent_name;
  TacticsXmlStreamFunc   func;
  gpointer             (*new_state)  (void);
  GDestroyNotify         free_state;
} TacticsFileStreaming;

/* Lets tactics_file_validate() check another kind of file, by the name of
 * its root element: the game engine registers "tactics-save" here (once,
 * e.g. from its class_init). Maps and rulesets are built in. @streaming
 * (static, or NULL to keep the whole tree) says what is streamed. */
void        tactics_file_register_kind       (const char       *root_name,
                                              TacticsFileValidateFunc validate,
                                              const TacticsFileStreaming *streaming);

G_END_DECLS
