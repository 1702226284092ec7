/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Internal helpers for reading and writing Tactics XML files. The map and
 * ruleset loaders use them, and so can any other kind of file that embeds a
 * map or a ruleset (a game save): parse with every guard, validate against a
 * bundled schema, read items from a subtree, write them back as text. */

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

#include "tactics-file.h"

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

/* Deepest element nesting any of our files may use; deeper documents are
 * refused while parsing, long before libxml2's own limit. */
#define TACTICS_MAX_XML_DEPTH 32

/* Longest names and descriptions, in characters. */
#define TACTICS_MAX_NAME_LENGTH 256
#define TACTICS_MAX_DESCRIPTION_LENGTH 4096

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

/* --- Reading and writing whole files ------------------------------------- */

/* Reads @file after checking that it is a regular file of at most
 * TACTICS_MAX_FILE_SIZE bytes: devices, FIFOs and folders are refused
 * before anything is read from them, and opening one cannot block
 * (TACTICS_FILE_ERROR_IO); big files are refused before they are read
 * (TACTICS_FILE_ERROR_TOO_LARGE). */
GBytes     *tactics_file_read_bytes          (GFile            *file,
                                              GError          **error);
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

/* --- Parsing -------------------------------------------------------------- */

/* Parses @size bytes of XML from memory with every guard our files need:
 * no network, no DTD (a document with a DOCTYPE, internal subset, entity
 * declaration or reference to anything but the five predefined entities is
 * refused with TACTICS_FILE_ERROR_FORBIDDEN as soon as the parser sees it),
 * no nesting deeper than TACTICS_MAX_XML_DEPTH (TOO_LARGE). libxml2's own
 * errors become TACTICS_FILE_ERROR_MALFORMED with the line of the first
 * one. Line numbers above 65535 are kept. @path only names the data in
 * errors. */
xmlDoc     *tactics_xml_parse                (const char       *data,
                                              gsize             size,
                                              const char       *path,
                                              GError          **error);

/* Like tactics_xml_parse() on the contents of @file, with the guards of
 * tactics_file_read_bytes(); errors name the file by its path. Local files
 * are parsed as they are read, without a copy of the whole file. */
xmlDoc     *tactics_file_parse               (GFile            *file,
                                              GError          **error);

/* Validates @doc against a RELAX NG schema bundled in the library's
 * resources, by file name ("map.rng", "ruleset.rng"; add others to
 * tactics.gresource.xml). Each schema is compiled once and kept. The first
 * error becomes TACTICS_FILE_ERROR_INVALID with its line. */
gboolean    tactics_xml_validate             (xmlDoc           *doc,
                                              const char       *schema_name,
                                              const char       *path,
                                              GError          **error);

/* The line of @node in its document, 0 when unknown. For elements past
 * line 65535 of a document from tactics_xml_parse(), the line is kept in
 * the element's _private field: leave that alone on such elements. */
int         tactics_xml_get_line             (xmlNode          *node);

/* Checks that @root is the element @expected_name with a version this
 * build reads (TACTICS_FILE_ERROR_WRONG_KIND, TACTICS_FILE_ERROR_VERSION,
 * TACTICS_FILE_ERROR_INVALID when the attribute is missing). */
gboolean    tactics_xml_check_root           (xmlNode          *root,
                                              const char       *expected_name,
                                              const char       *path,
                                              GError          **error);

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

/* The next element sibling starting at @node itself (NULL when none). */
xmlNode    *tactics_xml_element_from         (xmlNode          *node);
/* The first child element called @name, or NULL. */
xmlNode    *tactics_xml_find_child           (xmlNode          *parent,
                                              const char       *name);
gboolean    tactics_xml_is_element           (xmlNode          *node,
                                              const char       *name);
/* Checks that every child element of @node is one of @allowed (a NULL
 * terminated list): TACTICS_FILE_ERROR_INVALID naming the first stranger
 * and its line. libxml2's own schema message for this is often unclear. */
gboolean    tactics_xml_check_children       (xmlNode          *node,
                                              const char * const *allowed,
                                              const char       *path,
                                              GError          **error);
/* The text of an element's children (transfer full, never NULL). */
char       *tactics_xml_get_text             (xmlNode          *node);
/* An attribute's value (transfer full) or NULL when absent. */
char       *tactics_xml_get_attribute        (xmlNode          *node,
                                              const char       *name);
/* Like tactics_xml_get_attribute() but a missing attribute is an error. */
char       *tactics_xml_require_attribute    (xmlNode          *node,
                                              const char       *name,
                                              const char       *path,
                                              GError          **error);
/* Reads an integer attribute in @min..@max; @label names the value in
 * errors ("width", "cost"). Above @max is TOO_LARGE, below @min or not an
 * integer is SEMANTIC, missing (and not @optional) is INVALID. A missing
 * optional attribute leaves *value alone and returns TRUE. */
gboolean    tactics_xml_get_int_attribute    (xmlNode          *node,
                                              const char       *name,
                                              const char       *label,
                                              gint64            min,
                                              gint64            max,
                                              gboolean          optional,
                                              const char       *path,
                                              gint64           *value,
                                              GError          **error);
/* Reads an enum attribute by its nick. */
gboolean    tactics_xml_get_enum_attribute   (xmlNode          *node,
                                              const char       *name,
                                              GType             enum_type,
                                              gboolean          optional,
                                              const char       *path,
                                              int              *value,
                                              GError          **error);
/* Checks a string against a length limit in characters (TOO_LARGE). */
gboolean    tactics_xml_check_length         (xmlNode          *node,
                                              const char       *label,
                                              const char       *text,
                                              gsize             max_chars,
                                              const char       *path,
                                              GError          **error);
/* TRUE for an identifier: 1 to 32 ASCII letters, digits, '_', '-', '.'. */
gboolean    tactics_xml_is_valid_id          (const char       *id,
                                              gsize             length);
gboolean    tactics_xml_is_valid_color       (const char       *color);

void        tactics_xml_append_indent        (GString          *out,
                                              guint             indent);
/* Appends @text escaped for element content or (when @attribute) for a
 * double-quoted attribute value; invalid UTF-8 and characters XML cannot
 * hold become U+FFFD so the file stays loadable. */
void        tactics_xml_append_escaped       (GString          *out,
                                              const char       *text,
                                              gboolean          attribute);
/* Appends ` name="value"` (nothing when @value is NULL). */
void        tactics_xml_append_attribute     (GString          *out,
                                              const char       *name,
                                              const char       *value);
void        tactics_xml_append_uint_attribute (GString         *out,
                                               const char      *name,
                                               guint            value);

/* --- Kinds of file for tactics_file_validate() ----------------------------- */

/* Checks a whole document whose root element has the registered name;
 * @folder is the folder of the file, for references. */
typedef gboolean (*TacticsFileValidateFunc) (xmlDoc      *doc,
                                             const char  *path,
                                             GFile       *folder,
                                             GError     **error);

/* Lets tactics_file_validate() check another kind of file, by the name of
 * its root element: the game engine registers "tactics-save" here (once,
 * e.g. from its class_init). Maps and rulesets are built in. */
void        tactics_file_register_kind       (const char       *root_name,
                                              TacticsFileValidateFunc validate);

/* Registers <tactics-save> with tactics_file_validate(); called by
 * tactics_init(). */
void        tactics_save_register_file_kind  (void);

G_END_DECLS
