/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The elements each kind of Tactics file may hold, and how many of each
 * (tactics-xml-shape.c). The parser checks them as it reads, so a file
 * with a stranger or too many of something is refused where that element
 * is, before the rest of the file is read or kept in memory. */

#include <glib.h>

G_BEGIN_DECLS

/* Most kinds of child element one element may have. */
#define TACTICS_XML_SHAPE_MAX_KINDS 8

typedef struct _TacticsXmlShape TacticsXmlShape;

/* One element: its name, how many may come in one parent (0: as many as
 * the file's other limits allow; the readers count those with their own
 * words) and the elements it may hold, ending with a NULL name. A NULL
 * @children lets anything in: the element's reader checks it. */
struct _TacticsXmlShape {
  const char            *name;
  guint                  max;
  const TacticsXmlShape *children;
};

/* The shape of a file whose root element is @root_name, or NULL for a root
 * no Tactics file has (the readers say what is wrong with it). */
const TacticsXmlShape *tactics_xml_shape_for_root  (const char            *root_name);
/* The child of @parent called @name and its position among @parent's
 * children, or NULL (-1) when @parent may not hold it. @parent must check
 * its children (non-NULL children). */
const TacticsXmlShape *tactics_xml_shape_find_child (const TacticsXmlShape *parent,
                                                     const char            *name,
                                                     guint                 *position);

G_END_DECLS
