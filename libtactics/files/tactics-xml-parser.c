/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hardened XML parser (no DTD, no entities, no network, bounded depth,
 * elements and memory, line numbers past 65535), schema validation and the
 * root check. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <string.h>
#include <unistd.h>

#include "tactics-file-io-private.h"
#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"
#include "tactics-xml-shape-private.h"
#include "tactics-resources.h"

#define SCHEMA_RESOURCE_FOLDER "/io/tactics/libtactics/schemas/"

/* --- Parsing -------------------------------------------------------------- */

/* What the tree may cost: an estimate of libxml2's own allocations for
 * each element, attribute and text node (with malloc's overhead), counted
 * as they are built. Past TACTICS_MAX_XML_MEMORY the reading stops. */
#define ELEMENT_COST   160
#define ATTRIBUTE_COST 288
#define TEXT_COST      160

/* One open element: its shape (NULL when unchecked) and how many of each
 * of its kinds of child came so far. */
typedef struct {
  const TacticsXmlShape *shape;
  guint                  counts[TACTICS_XML_SHAPE_MAX_KINDS];
  xmlNode               *node;     /* as built, NULL until it is */
  gsize                  memory;   /* the tree's cost before this element */
  gboolean               streamed; /* its children go to the stream, one by one */
} OpenElement;

typedef struct {
  const char              *path;
  GError                  *error;  /* the first one only: later ones are consequences */
  int                      depth;
  gsize                    memory; /* the estimated cost of the tree so far */
  const TacticsXmlStream  *streams; /* NULL: keep every element */
  const TacticsXmlStream  *stream;  /* the one for this file's root, or NULL */
  OpenElement              open[TACTICS_MAX_XML_DEPTH + 1];
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
        /* Translators: %s is the XML parser's list of the bad bytes, e.g. "Bytes: 0xFF 0xFE 0x41
         * 0x42". */
        detail = g_strdup_printf (_("the text is not valid UTF-8 (%s)"), bytes);
      else
        detail = g_strdup (_("the text is not valid UTF-8"));
      parse_state_fail (state, TACTICS_FILE_ERROR_MALFORMED, xml_error->line, detail);
      return;
    }

  parse_state_fail (state, classify_parser_error (xml_error->code), xml_error->line, message);
}

static gboolean
check_memory (xmlParserCtxt *context,
              ParseState    *state)
{
  g_autofree char *limit = NULL;
  g_autofree char *detail = NULL;

  if (state->memory <= TACTICS_MAX_XML_MEMORY)
    return TRUE;

  limit = g_format_size (TACTICS_MAX_XML_MEMORY);
  /* Translators: %s is an amount of memory, e.g. "167.8 MB". */
  detail = g_strdup_printf (_("the file’s elements, attributes and text would take more than "
                              "%s of memory to read"), limit);
  parse_state_fail (state, TACTICS_FILE_ERROR_TOO_LARGE, parser_line (context), detail);
  xmlStopParser (context);
  return FALSE;
}

/* Checks the element @name against the shape of the file (its parent's,
 * or for the root the file's kind), and opens it. */
static gboolean
check_shape (xmlParserCtxt *context,
             ParseState    *state,
             const char    *name,
             gboolean       in_namespace)
{
  OpenElement *parent = state->depth > 1 ? &state->open[state->depth - 1] : NULL;
  OpenElement *element = &state->open[state->depth];
  const TacticsXmlShape *shape = NULL;
  g_autofree char *detail = NULL;
  guint position;

  memset (element, 0, sizeof *element);
  if (parent == NULL)
    {
      /* A root in a namespace, or of no kind we know, is the readers' to
       * name; the memory limit still holds. */
      if (!in_namespace)
        element->shape = tactics_xml_shape_for_root (name);
      return TRUE;
    }
  if (parent->shape == NULL || parent->shape->children == NULL)
    return TRUE;

  if (!in_namespace)
    shape = tactics_xml_shape_find_child (parent->shape, name, &position);
  if (shape == NULL)
    {
      /* Translators: an XML element's name, then the element it is in,
       * e.g. "unexpected element <unit> in <terrains>". */
      detail = g_strdup_printf (_("unexpected element <%s> in <%s>"), name, parent->shape->name);
      parse_state_fail (state, TACTICS_FILE_ERROR_INVALID, parser_line (context), detail);
      xmlStopParser (context);
      return FALSE;
    }

  parent->counts[position]++;
  if (shape->max == 1 && parent->counts[position] > 1)
    {
      /* Translators: two XML elements' names, e.g. "<side> has more
       * than one <allowed-units>". */
      detail = g_strdup_printf (_("<%s> has more than one <%s>"), parent->shape->name, name);
      parse_state_fail (state, TACTICS_FILE_ERROR_INVALID, parser_line (context), detail);
      xmlStopParser (context);
      return FALSE;
    }
  if (shape->max != 0 && parent->counts[position] > shape->max)
    {
      /* Translators: the most elements allowed, then an XML element's
       * name, e.g. "more than 256 <terrain> elements". */
      detail = g_strdup_printf (_("more than %d <%s> elements"), (int) shape->max, name);
      parse_state_fail (state, TACTICS_FILE_ERROR_TOO_LARGE, parser_line (context), detail);
      xmlStopParser (context);
      return FALSE;
    }

  element->shape = shape;
  return TRUE;
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

      /* Translators: %d is a number of levels, e.g. 64. */
      detail = g_strdup_printf (_("elements are nested deeper than the limit of %d levels"),
                                TACTICS_MAX_XML_DEPTH);
      parse_state_fail (state, TACTICS_FILE_ERROR_TOO_LARGE, parser_line (context), detail);
      xmlStopParser (context);
      return;
    }

  if (!check_shape (context, state, (const char *) localname, uri != NULL))
    return;

  if (state->streams != NULL && uri == NULL)
    {
      if (state->depth == 1)
        {
          for (const TacticsXmlStream *stream = state->streams; stream->root_name != NULL;
               stream++)
            if (g_str_equal ((const char *) localname, stream->root_name))
              state->stream = stream;
        }
      else if (state->depth == 2 && state->stream != NULL)
        {
          state->open[2].streamed = g_str_equal ((const char *) localname,
                                                 state->stream->parent_name);
        }
    }

  state->open[state->depth].memory = state->memory;
  state->memory += ELEMENT_COST + (gsize) n_attributes * ATTRIBUTE_COST;
  for (int i = 0; i < n_attributes; i++)
    state->memory += (gsize) (attributes[i * 5 + 4] - attributes[i * 5 + 3]);
  if (!check_memory (context, state))
    return;

  xmlSAX2StartElementNs (user_data, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);
  state->open[state->depth].node = context->node;

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
  OpenElement *element = &state->open[MIN (state->depth, TACTICS_MAX_XML_DEPTH)];
  xmlNode *node = element->node;
  gboolean to_stream;

  to_stream = state->depth >= 2 && state->depth <= TACTICS_MAX_XML_DEPTH
              && state->open[state->depth - 1].streamed
              && node != NULL && node == context->node;
  element->node = NULL;
  state->depth--;
  xmlSAX2EndElementNs (user_data, localname, prefix, uri);
  if (!to_stream)
    return;

  /* The element is whole: hand it over, then forget it, so that a file of
   * a million of them costs what one costs. */
  if (state->error == NULL)
    {
      GError *stream_error = NULL;

      if (!state->stream->func (node, state->path, state->stream->user_data, &stream_error))
        {
          state->error = stream_error;
          xmlStopParser (context);
        }
    }
  xmlUnlinkNode (node);
  xmlFreeNode (node);
  /* libxml2 keeps the length and room of the last text node it wrote in
   * the context: that was inside the element just freed. Left as they are,
   * text after it would be copied into the parent's own last text node as
   * if it had that room. */
  context->nodelen = 0;
  context->nodemem = 0;
  state->memory = element->memory;
}

static gboolean
is_blank (const xmlChar *text,
          int            length)
{
  for (int i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return FALSE;
  return TRUE;
}

/* Text, counted like elements: libxml2 adds to the last text node when it
 * can, else makes a new one. */
static void
on_characters (void          *user_data,
               const xmlChar *text,
               int            length)
{
  xmlParserCtxt *context = user_data;
  ParseState *state = context->_private;

  /* The blanks between streamed elements would pile up as text nodes. */
  if (state->depth >= 1 && state->depth <= TACTICS_MAX_XML_DEPTH
      && state->open[state->depth].streamed && is_blank (text, length))
    return;

  if (context->node == NULL || context->node->last == NULL
      || context->node->last->type != XML_TEXT_NODE)
    state->memory += TEXT_COST;
  state->memory += (gsize) length;
  if (!check_memory (context, state))
    return;

  xmlSAX2Characters (user_data, text, length);
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

/* No file of ours may pull in anything from outside itself: every external
 * entity, DTD or network load libxml2 might attempt ends here, whatever
 * parser options a caller uses. */
static xmlParserInputPtr
refuse_external_entity (const char       *url,
                        const char       *id,
                        xmlParserCtxtPtr  context)
{
  return NULL;
}

static gpointer
xml_init_once (gpointer data)
{
  xmlInitParser ();
  xmlSetExternalEntityLoader (refuse_external_entity);
  return NULL;
}

void
tactics_xml_init (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, xml_init_once, NULL);
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

  /* Translators: %s is the entity's name as written, e.g. "entity references are not allowed
   * (“&nbsp;”)". */
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

/* Where the scanner of the bytes read stands: libxml2 reads a whole start
 * tag before anyone sees it, and compares each attribute with all the
 * others, so their number is counted here, in the raw text, before libxml2
 * gets it. */
typedef enum {
  SCAN_TEXT,
  SCAN_MARKUP,    /* just after "<" */
  SCAN_BANG,      /* after "<!" */
  SCAN_BANG_DASH, /* after "<!-" */
  SCAN_TAG,       /* a start or end tag: "=" outside quotes starts an attribute */
  SCAN_DECL,      /* <!DOCTYPE …>, refused by the parser anyway */
  SCAN_SKIP,      /* a comment, CDATA section or processing instruction, until its end */
} ScanMode;

typedef struct {
  ScanMode    mode;
  char        quote;        /* in SCAN_TAG and SCAN_DECL: the open quote, or 0 */
  const char *until;        /* in SCAN_SKIP: what ends it */
  guint       matched;      /* of until */
  guint       brackets;     /* in SCAN_DECL: open "[" */
  guint       n_attributes; /* of the open tag */
  int         line;
  /* Bytes a character takes: 0 until the first two bytes tell, then 1
   * (UTF-8 and the like) or 2 (UTF-16, where a byte of a non-ASCII
   * character may look like a quote). */
  guint       width;
  gboolean    big_endian;
  guchar      pending[2];
  guint       n_pending;
} TagScanner;

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
  TagScanner  scanner;
  int         attributes_line; /* of a tag with too many attributes, or 0 */
} ParseSource;

static void
scanner_skip_until (TagScanner *scanner,
                    const char *until)
{
  scanner->mode = SCAN_SKIP;
  scanner->until = until;
  scanner->matched = 0;
}

/* Scans one character (non-ASCII ones as 'x'); FALSE at a tag with too
 * many attributes. */
static gboolean
scanner_step (TagScanner *scanner,
              char        c)
{
  if (c == '\n')
    scanner->line++;

  switch (scanner->mode)
    {
    case SCAN_TEXT:
      if (c == '<')
        scanner->mode = SCAN_MARKUP;
      break;
    case SCAN_MARKUP:
      if (c == '?')
        {
          scanner_skip_until (scanner, "?>");
        }
      else if (c == '!')
        {
          scanner->mode = SCAN_BANG;
        }
      else
        {
          scanner->mode = SCAN_TAG;
          scanner->quote = 0;
          scanner->n_attributes = 0;
        }
      break;
    case SCAN_BANG:
      if (c == '-')
        {
          scanner->mode = SCAN_BANG_DASH;
        }
      else if (c == '[')
        {
          scanner_skip_until (scanner, "]]>");
        }
      else
        {
          scanner->mode = SCAN_DECL;
          scanner->quote = 0;
          scanner->brackets = 0;
        }
      break;
    case SCAN_BANG_DASH:
      scanner_skip_until (scanner, "-->");
      break;
    case SCAN_TAG:
      if (scanner->quote != 0)
        {
          if (c == scanner->quote)
            scanner->quote = 0;
        }
      else if (c == '"' || c == '\'')
        {
          scanner->quote = c;
        }
      else if (c == '>')
        {
          scanner->mode = SCAN_TEXT;
        }
      else if (c == '=' && ++scanner->n_attributes > TACTICS_MAX_XML_ATTRIBUTES)
        {
          return FALSE;
        }
      break;
    case SCAN_DECL:
      if (scanner->quote != 0)
        {
          if (c == scanner->quote)
            scanner->quote = 0;
        }
      else if (c == '"' || c == '\'')
        {
          scanner->quote = c;
        }
      else if (c == '[')
        {
          scanner->brackets++;
        }
      else if (c == ']' && scanner->brackets > 0)
        {
          scanner->brackets--;
        }
      else if (c == '>' && scanner->brackets == 0)
        {
          scanner->mode = SCAN_TEXT;
        }
      break;
    case SCAN_SKIP:
    default:
      if (c == scanner->until[scanner->matched])
        {
          if (scanner->until[++scanner->matched] == '\0')
            scanner->mode = SCAN_TEXT;
        }
      else if (scanner->matched == 2 && c == scanner->until[0]
               && scanner->until[0] == scanner->until[1])
        {
          /* "--->" still ends a comment; "]]]>" a CDATA section. */
        }
      else
        {
          scanner->matched = c == scanner->until[0] ? 1 : 0;
        }
      break;
    }
  return TRUE;
}

/* Scans @length bytes; FALSE at a tag with too many attributes. */
static gboolean
scanner_feed (TagScanner *scanner,
              const char *bytes,
              gsize       length)
{
  for (gsize i = 0; i < length; i++)
    {
      guchar byte = (guchar) bytes[i];
      guint unit;

      if (scanner->width == 1)
        {
          if (!scanner_step (scanner, (char) byte))
            return FALSE;
          continue;
        }

      scanner->pending[scanner->n_pending++] = byte;
      if (scanner->n_pending < 2)
        continue;
      scanner->n_pending = 0;

      if (scanner->width == 0)
        {
          const guchar *first = scanner->pending;

          /* A byte order mark, or "<" as a 16-bit character. */
          if ((first[0] == 0xFF && first[1] == 0xFE) || (first[0] != 0 && first[1] == 0))
            {
              scanner->width = 2;
            }
          else if ((first[0] == 0xFE && first[1] == 0xFF) || (first[0] == 0 && first[1] != 0))
            {
              scanner->width = 2;
              scanner->big_endian = TRUE;
            }
          else
            {
              scanner->width = 1;
              if (!scanner_step (scanner, (char) first[0])
                  || !scanner_step (scanner, (char) first[1]))
                return FALSE;
              continue;
            }
        }

      unit = scanner->big_endian ? (guint) scanner->pending[0] << 8 | scanner->pending[1]
                                 : (guint) scanner->pending[1] << 8 | scanner->pending[0];
      if (!scanner_step (scanner, unit < 0x80 ? (char) unit : 'x'))
        return FALSE;
    }
  return TRUE;
}

/* Hands @length bytes in @buffer to libxml2, or -1 at a tag with too many
 * attributes. */
static int
scanned (ParseSource *source,
         const char  *buffer,
         gsize        length)
{
  if (!scanner_feed (&source->scanner, buffer, length))
    {
      source->attributes_line = source->scanner.line;
      return -1;
    }
  return (int) length;
}

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
      return scanned (source, buffer, n);
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
  return scanned (source, buffer, n);
}

static void
ignore_generic_error (void       *user_data,
                      const char *format,
                      ...)
{
}

static xmlDoc *
parse_source (ParseSource             *source,
              const char              *path,
              const TacticsXmlStream  *streams,
              GError                 **error)
{
  g_autoptr(xmlParserCtxt) context = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  ParseState state = { path, NULL, 0, .streams = streams };
  xmlSAXHandler *sax;
  xmlGenericErrorFunc old_generic_error;
  void *old_generic_error_context;

  tactics_xml_init ();

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
  sax->characters = on_characters;
  sax->ignorableWhitespace = on_characters;
  /* Nothing reads comments or processing instructions: none is kept, so
   * that a file of them costs nothing. */
  sax->comment = NULL;
  sax->processingInstruction = NULL;
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
      g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

      g_clear_error (&state.error);
      state.error = tactics_file_error_new (TACTICS_FILE_ERROR_TOO_LARGE, path, 0,
                                            /* Translators: %s is the largest a file may be, e.g.
                                             * "8.4 MB". */
                                            _("the file is over the limit of %s"), limit);
    }
  else if (source->attributes_line != 0)
    {
      g_clear_error (&state.error);
      state.error = tactics_file_error_new (TACTICS_FILE_ERROR_TOO_LARGE, path,
                                            source->attributes_line,
                                            /* Translators: %d is the most attributes an element
                                             * may have, e.g. 32. */
                                            _("an element has more than %d attributes"),
                                            TACTICS_MAX_XML_ATTRIBUTES);
    }
  else if (source->read_errno != 0)
    {
      g_clear_error (&state.error);
      state.error = tactics_file_error_new (TACTICS_FILE_ERROR_IO, path, 0,
                                            /* Translators: %s is why, from the system, e.g.
                                             * "Input/output error". */
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
  return tactics_xml_parse_streamed (data, size, path, NULL, error);
}

xmlDoc *
tactics_xml_parse_streamed (const char              *data,
                            gsize                    size,
                            const char              *path,
                            const TacticsXmlStream  *streams,
                            GError                 **error)
{
  ParseSource source = { .data = data, .size = size, .fd = -1, .scanner.line = 1 };

  g_return_val_if_fail (data != NULL || size == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (size > TACTICS_MAX_FILE_SIZE)
    {
      g_autofree char *limit = tactics_file_format_size (TACTICS_MAX_FILE_SIZE);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, 0,
                              /* Translators: %s is the largest a file may be, e.g. "8.4 MB". */
                              _("the file is over the limit of %s"), limit);
      return NULL;
    }

  if (data == NULL)
    source.data = "";

  return parse_source (&source, path, streams, error);
}

xmlDoc *
tactics_file_parse (GFile   *file,
                    GError **error)
{
  return tactics_file_parse_streamed (file, NULL, error);
}

xmlDoc *
tactics_file_parse_streamed (GFile                   *file,
                             const TacticsXmlStream  *streams,
                             GError                 **error)
{
  g_autofree char *display_name = NULL;
  g_autofree char *chunk = NULL;
  ParseSource source = { .fd = -1, .scanner.line = 1 };
  const char *filename;
  xmlDoc *doc;
  gsize size;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display_name = tactics_file_get_display_name (file);
  filename = g_file_peek_path (file);

  if (filename == NULL)
    {
      g_autoptr(GBytes) bytes = tactics_file_read_other (file, display_name, error);
      gconstpointer data;

      if (bytes == NULL)
        return NULL;

      data = g_bytes_get_data (bytes, &size);
      return tactics_xml_parse_streamed (data, size, display_name, streams, error);
    }

  source.fd = tactics_file_open_local (filename, display_name, &size, error);
  if (source.fd < 0)
    return NULL;

  source.chunk = chunk = g_malloc (READ_CHUNK_SIZE);
  doc = parse_source (&source, display_name, streams, error);
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
                              /* Translators: %s is a schema's name, e.g. "no schema “map” to
                               * check this file with". */
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
                              /* Translators: %s is a schema's name, e.g. "no schema “map” to
                               * check this file with". */
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
                              /* Translators: an XML element's name, then the namespace it is in,
                               * e.g. "the root element <map> is in the namespace
                               * “http://example.org/”; …". */
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
                              /* Translators: the root element's name, then the one a file of
                               * this kind has, e.g. "the root element is <ruleset>, expected
                               * <map>". */
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
                              /* Translators: the file's format version, then the newest this
                               * program reads, e.g. "format version 3 is newer than this program
                               * reads (1)". */
                              _("format version %s is newer than this program reads (%d)"),
                              version, TACTICS_FILE_VERSION);
      return FALSE;
    }

  if (g_strcmp0 (version, G_STRINGIFY (TACTICS_FILE_VERSION)) != 0)
    {
      g_autofree char *shown = g_utf8_make_valid (version, MIN (strlen (version), 32));

      tactics_file_set_error (error, TACTICS_FILE_ERROR_VERSION, path,
                              tactics_xml_get_line (root),
                              /* Translators: %s is the format version as written, e.g. "unknown
                               * format version “1.x”". */
                              _("unknown format version “%s”"), shown);
      return FALSE;
    }

  return TRUE;
}
