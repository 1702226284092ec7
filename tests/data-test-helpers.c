/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "data-test-helpers.h"

const char *source_datadir;
const char *build_datadir;

const AppInfo apps[N_APPS] = {
  { "io.tactics.Editor", "tactics-editor",
    { "application/x-tactics-map", "application/x-tactics-ruleset",
      "application/x-tactics-scenario", NULL } },
  { "io.tactics.Game", "tactics-game",
    { "application/x-tactics-save", "application/x-tactics-map", "application/x-tactics-scenario",
      NULL } },
};

void
data_test_init (void)
{
  source_datadir = g_getenv ("TACTICS_DATADIR");
  build_datadir = g_getenv ("TACTICS_DATA_BUILDDIR");
  if (source_datadir == NULL || build_datadir == NULL)
    g_error ("TACTICS_DATADIR and TACTICS_DATA_BUILDDIR must name the source and build data/");
}

xmlDoc *
read_xml (const char *path)
{
  /* No network, no entity expansion: the files are ours, but the test must not
   * depend on anything outside them either. */
  xmlDoc *doc = xmlReadFile (path, NULL, XML_PARSE_NONET | XML_PARSE_NOWARNING);

  if (doc == NULL)
    g_error ("%s does not parse as XML", path);
  return doc;
}

gboolean
xml_name_is (const xmlNode *node,
             const char    *name)
{
  return node->type == XML_ELEMENT_NODE && g_strcmp0 ((const char *) node->name, name) == 0;
}

char *
xml_get_attribute (const xmlNode *node,
                   const char    *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

char *
xml_get_text (const xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strstrip (g_strdup ((const char *) value));

  xmlFree (value);
  return copy;
}

/* The first child element of @parent named @name, or NULL. */
xmlNode *
xml_find_child (const xmlNode *parent,
                const char    *name)
{
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (xml_name_is (child, name))
      return child;
  return NULL;
}

/* Texts of the child elements of @parent named @name (without xml:lang, so only the
 * untranslated ones), in document order. */
GPtrArray *
xml_collect_child_texts (const xmlNode *parent,
                         const char    *name)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);

  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    {
      xmlChar *lang;

      if (!xml_name_is (child, name))
        continue;
      lang = xmlNodeGetLang (child);
      if (lang == NULL)
        g_ptr_array_add (texts, xml_get_text (child));
      xmlFree (lang);
    }
  return texts;
}

/* The first child element of @parent named @name, which must exist. */
xmlNode *
xml_get_child (const xmlNode *parent,
               const char    *name)
{
  xmlNode *child = xml_find_child (parent, name);

  if (child == NULL)
    g_error ("<%s> has no <%s>", (const char *) parent->name, name);
  return child;
}

char *
xml_get_child_text (const xmlNode *parent,
                    const char    *name)
{
  return xml_get_text (xml_get_child (parent, name));
}

xmlNode *
xml_get_root (xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root == NULL)
    g_error ("%s has no root element", (const char *) doc->URL);
  return root;
}
