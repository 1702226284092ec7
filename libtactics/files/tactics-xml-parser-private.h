/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The hardened XML parser, schema validation and the root element check
 * (tactics-xml-parser.c). */

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Deepest element nesting any of our files may use; deeper documents are
 * refused while parsing, long before libxml2's own limit. */
#define TACTICS_MAX_XML_DEPTH 32

/* Most attributes one element may have: libxml2 compares each with every
 * other, so a start tag with millions would take hours. */
#define TACTICS_MAX_XML_ATTRIBUTES 32

/* Most memory the tree of one document may take (an estimate, counted as
 * it is built): with the file size limit it bounds what reading costs. */
#define TACTICS_MAX_XML_MEMORY (160 * 1024 * 1024)

/* Readies libxml2 and installs the external entity loader that refuses
 * everything; every parse calls it first. */
void        tactics_xml_init                 (void);

/* Parses @size bytes of XML from memory with every guard our files need:
 * no network, no DTD (a document with a DOCTYPE, internal subset, entity
 * declaration or reference to anything but the five predefined entities is
 * refused with TACTICS_FILE_ERROR_FORBIDDEN as soon as the parser sees it),
 * no nesting deeper than TACTICS_MAX_XML_DEPTH, no element with more than
 * TACTICS_MAX_XML_ATTRIBUTES attributes, no tree costing more than
 * TACTICS_MAX_XML_MEMORY (TOO_LARGE). In a Tactics file (known by its root
 * element) an element its parent may not hold (INVALID) or one too many
 * of a counted element (TOO_LARGE; INVALID for a second of one that comes
 * once) stops the reading where it is (tactics-xml-shape-private.h).
 * Comments and processing instructions are dropped. libxml2's own
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

/* Called with each child element of a streamed element as soon as it is
 * whole (with its attributes and children, and its line for
 * tactics_xml_get_line()); it is freed when the call returns, so a file of
 * a million such elements costs what one costs in memory. FALSE, with
 * @error set, stops the reading with that error. */
typedef gboolean (*TacticsXmlStreamFunc) (xmlNode     *element,
                                          const char  *path,
                                          gpointer     user_data,
                                          GError     **error);

/* Which children are streamed: those of the element @parent_name right
 * under a root element @root_name. The blanks between them are dropped;
 * the parent stays in the tree, without them. Parsers take an array of
 * these ending with a NULL @root_name, one for each kind of file that
 * streams, and follow the one for the root they find. */
typedef struct {
  const char           *root_name;
  const char           *parent_name;
  TacticsXmlStreamFunc  func;
  gpointer              user_data;
} TacticsXmlStream;

/* tactics_xml_parse() and tactics_file_parse() with @streams (NULL: keep
 * everything): the limits hold the same, and errors from a stream's
 * function end the reading as the parser's own do. */
xmlDoc     *tactics_xml_parse_streamed       (const char       *data,
                                              gsize             size,
                                              const char       *path,
                                              const TacticsXmlStream *streams,
                                              GError          **error);
xmlDoc     *tactics_file_parse_streamed      (GFile            *file,
                                              const TacticsXmlStream *streams,
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

G_END_DECLS
