/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the importers: terrain lookup through the mapping, notes of
 * what could not be kept, start positions to start zones. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-file-private.h"
#include "tactics-import-context-private.h"
#include "tactics-model-private.h"
#include "tactics-region.h"
#include "tactics-side.h"
#include "tactics-terrain.h"

typedef struct {
  char     *subject;
  gboolean  keeps_base;
  int       line;
  guint     n_cells;
  int       cells[TACTICS_IMPORT_NOTE_MAX_CELLS][2];
} Unknown;

typedef struct {
  char   *name;
  GArray *cells;   /* TacticsCell */
  int     line;    /* where it was first seen */
} Start;

static void
unknown_free (gpointer data)
{
  Unknown *unknown = data;

  g_free (unknown->subject);
  g_free (unknown);
}

static void
start_free (gpointer data)
{
  Start *start = data;

  g_free (start->name);
  g_array_unref (start->cells);
  g_free (start);
}

static gboolean
check_rule_target (TacticsImportContext  *context,
                   const char            *to,
                   int                    line,
                   GError               **error)
{
  if (*to == '\0' || tactics_ruleset_lookup_terrain (context->ruleset, to) != NULL)
    return TRUE;
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC,
                          tactics_import_mapping_get_path (context->mapping), line,
                          /* Translators: %s is a terrain id, e.g. "w". */
                          _("the ruleset has no terrain “%s”"), to);
  return FALSE;
}

gboolean
tactics_import_context_init (TacticsImportContext  *context,
                             const char            *path,
                             TacticsRuleset        *ruleset,
                             TacticsImportMapping  *mapping,
                             GError               **error)
{
  const char *fallback = NULL;
  int fallback_line = 0;

  g_assert (context != NULL && path != NULL);
  g_assert (TACTICS_IS_RULESET (ruleset));

  memset (context, 0, sizeof *context);
  context->path = path;
  context->ruleset = g_object_ref (ruleset);
  context->mapping = mapping;
  context->unknown = g_hash_table_new (g_str_hash, g_str_equal);
  context->found = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  context->unknown_order = g_ptr_array_new_with_free_func (unknown_free);
  context->starts = g_ptr_array_new_with_free_func (start_free);
  context->start_names = g_hash_table_new (g_str_hash, g_str_equal);
  context->notes = g_ptr_array_new_with_free_func (g_free);

  if (tactics_ruleset_get_n_terrains (ruleset) == 0)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, 0,
                              _("the ruleset has no terrains to import into"));
      return FALSE;
    }

  if (mapping == NULL)
    return TRUE;

  for (guint i = 0; i < tactics_import_mapping_get_rules (mapping)->len; i++)
    {
      const TacticsImportRule *rule = g_ptr_array_index (tactics_import_mapping_get_rules (mapping),
                                                         i);
      if (!check_rule_target (context, rule->to, rule->line, error))
        return FALSE;
    }
  for (guint i = 0; i < tactics_import_mapping_get_tile_rules (mapping)->len; i++)
    {
      const TacticsImportTileRule *rule =
        g_ptr_array_index (tactics_import_mapping_get_tile_rules (mapping), i);

      if (!check_rule_target (context, rule->to, rule->line, error))
        return FALSE;
    }

  fallback = tactics_import_mapping_get_fallback (mapping, &fallback_line);
  if (fallback != NULL)
    {
      if (*fallback == '\0' || !check_rule_target (context, fallback, fallback_line, error))
        {
          if (*fallback == '\0')
            tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC,
                                    tactics_import_mapping_get_path (mapping), fallback_line,
                                    _("“fallback” is empty: name a terrain by its id"));
          return FALSE;
        }
      context->fallback = tactics_import_context_index_of (context, fallback);
    }
  return TRUE;
}

void
tactics_import_context_clear (TacticsImportContext *context)
{
  g_clear_object (&context->ruleset);
  g_clear_pointer (&context->unknown, g_hash_table_unref);
  g_clear_pointer (&context->found, g_hash_table_unref);
  g_clear_pointer (&context->unknown_order, g_ptr_array_unref);
  g_clear_pointer (&context->start_names, g_hash_table_unref);
  g_clear_pointer (&context->starts, g_ptr_array_unref);
  g_clear_pointer (&context->notes, g_ptr_array_unref);
}

guint
tactics_import_context_index_of (TacticsImportContext *context,
                                 const char           *id)
{
  int index = tactics_ruleset_get_terrain_index (context->ruleset, id);

  g_assert (index >= 0);
  return (guint) index;
}

static int
find_terrain (TacticsImportContext *context,
              const char           *name)
{
  guint n_terrains = tactics_ruleset_get_n_terrains (context->ruleset);
  g_autofree char *folded = NULL;

  if (context->mapping != NULL)
    {
      const TacticsImportRule *rule = tactics_import_mapping_lookup (context->mapping, name);

      if (rule != NULL)
        return *rule->to == '\0' ? -2 : (int) tactics_import_context_index_of (context, rule->to);
    }

  if (tactics_ruleset_lookup_terrain (context->ruleset, name) != NULL)
    return (int) tactics_import_context_index_of (context, name);

  folded = g_utf8_casefold (name, -1);
  for (guint i = 0; i < n_terrains; i++)
    {
      TacticsTerrain *terrain = tactics_ruleset_get_terrain (context->ruleset, i);
      const char *terrain_name = tactics_terrain_get_name (terrain);
      g_autofree char *terrain_folded = NULL;

      if (terrain_name == NULL)
        continue;
      terrain_folded = g_utf8_casefold (terrain_name, -1);
      if (g_str_equal (folded, terrain_folded))
        return (int) i;
    }
  return -1;
}

int
tactics_import_context_find (TacticsImportContext *context,
                             const char           *name)
{
  /* Each name is looked up once: a map names few, many times. */
  gpointer found = g_hash_table_lookup (context->found, name);
  int terrain;

  if (found != NULL)
    return GPOINTER_TO_INT (found) - 3;
  terrain = find_terrain (context, name);
  g_hash_table_insert (context->found, g_strdup (name), GINT_TO_POINTER (terrain + 3));
  return terrain;
}

void
tactics_import_context_unknown (TacticsImportContext *context,
                                const char           *subject,
                                gboolean              keeps_base,
                                int                   x,
                                int                   y,
                                int                   line)
{
  Unknown *unknown = g_hash_table_lookup (context->unknown, subject);

  if (unknown == NULL && context->unknown_order->len >= TACTICS_IMPORT_MAX_UNKNOWN)
    {
      /* Translators: what stands for every further unknown thing in a
       * file that has hundreds, e.g. "other unknown terrains and tiles at
       * 3,4 5,6: using Plains (p) instead". */
      subject = _("other unknown terrains and tiles");
      keeps_base = FALSE;
      unknown = g_hash_table_lookup (context->unknown, subject);
    }
  if (unknown == NULL)
    {
      unknown = g_new0 (Unknown, 1);
      unknown->subject = g_strdup (subject);
      unknown->keeps_base = keeps_base;
      unknown->line = line;
      g_ptr_array_add (context->unknown_order, unknown);
      g_hash_table_insert (context->unknown, unknown->subject, unknown);
    }
  if (unknown->n_cells < TACTICS_IMPORT_NOTE_MAX_CELLS)
    {
      unknown->cells[unknown->n_cells][0] = x;
      unknown->cells[unknown->n_cells][1] = y;
    }
  if (unknown->n_cells < G_MAXUINT)
    unknown->n_cells++;
}

void
tactics_import_context_note (TacticsImportContext *context,
                             int                   line,
                             const char           *format,
                             ...)
{
  g_autofree char *detail = NULL;
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_ptr_array_add (context->notes, g_strdup_printf ("%s:%d: %s", context->path, line, detail));
  else
    g_ptr_array_add (context->notes, g_strdup_printf ("%s: %s", context->path, detail));
}

void
tactics_import_context_add_start (TacticsImportContext *context,
                                  const char           *name,
                                  TacticsCell           cell,
                                  int                   line)
{
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  Start *start = g_hash_table_lookup (context->start_names, valid);

  if (start == NULL && context->starts->len >= TACTICS_MAX_SCENARIO_REGIONS)
    {
      if (context->starts_dropped == 0 || MAX (line, 1) < context->starts_dropped)
        context->starts_dropped = MAX (line, 1);
      return;
    }
  if (start == NULL)
    {
      start = g_new0 (Start, 1);
      start->name = g_steal_pointer (&valid);
      start->cells = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
      start->line = line;
      g_ptr_array_add (context->starts, start);
      g_hash_table_insert (context->start_names, start->name, start);
    }
  g_array_append_val (start->cells, cell);
}

static void
note_unknown (TacticsImportContext *context,
              Unknown              *unknown)
{
  g_autoptr(GString) cells = g_string_new (NULL);
  TacticsTerrain *fallback = tactics_ruleset_get_terrain (context->ruleset, context->fallback);
  guint listed = MIN (unknown->n_cells, TACTICS_IMPORT_NOTE_MAX_CELLS);

  for (guint i = 0; i < listed; i++)
    g_string_append_printf (cells, "%s%d,%d", i > 0 ? " " : "",
                            unknown->cells[i][0], unknown->cells[i][1]);
  if (unknown->n_cells > listed)
    {
      g_string_append_c (cells, ' ');
      /* Translators: %u is a number of cells not listed, e.g. "and 12 more". */
      g_string_append_printf (cells, _("and %u more"), unknown->n_cells - listed);
    }

  if (unknown->keeps_base)
    /* Translators: what was not understood (e.g. "unknown overlay “^Xyz”"), then the cells
     * where it is, e.g. "3,4 5,6". */
    tactics_import_context_note (context, unknown->line, _("%s at %s: keeping the terrain under it"),
                                 unknown->subject, cells->str);
  else
    /* Translators: what was not understood (e.g. "unknown terrain code “Xyz”"), the cells where
     * it is, e.g. "3,4 5,6", then the terrain used instead with its id, e.g. "Wall (x)". */
    tactics_import_context_note (context, unknown->line, _("%s at %s: using %s (%s) instead"),
                                 unknown->subject, cells->str,
                                 tactics_terrain_get_name (fallback),
                                 tactics_terrain_get_id (fallback));
}

static gboolean
all_digits (const char *text)
{
  if (*text == '\0')
    return FALSE;
  for (; *text != '\0'; text++)
    if (!g_ascii_isdigit (*text))
      return FALSE;
  return TRUE;
}

/* A region id from a start's name: the name itself when it is a valid id
 * (as an exported map names its zones) and not a bare number, else the
 * characters ids allow, the others as '-', after "start-" unless it starts
 * so; made unique among @taken. */
static char *
make_region_id (const char *name,
                GHashTable *taken)
{
  g_autoptr(GString) id = g_string_new (NULL);
  g_autofree char *candidate = NULL;

  if (!all_digits (name) && tactics_model_is_valid_id (name, strlen (name)))
    g_string_append (id, name);
  else
    {
      if (g_ascii_strncasecmp (name, "start", 5) != 0)
        g_string_append (id, "start-");
      for (const char *p = name; *p != '\0' && id->len < 24; p++)
        g_string_append_c (id, g_ascii_isalnum (*p) || *p == '_' || *p == '.' || *p == '-'
                               ? g_ascii_tolower (*p) : '-');
    }
  candidate = g_strdup (id->str);
  for (guint n = 2; g_hash_table_contains (taken, candidate); n++)
    {
      g_free (candidate);
      candidate = g_strdup_printf ("%.*s-%u", 24, id->str, n);
    }
  g_assert (tactics_model_is_valid_id (candidate, strlen (candidate)));
  g_hash_table_add (taken, g_strdup (candidate));
  return g_steal_pointer (&candidate);
}

TacticsScenario *
tactics_import_context_finish (TacticsImportContext *context,
                               TacticsMap           *map)
{
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_sides = 0;

  for (guint i = 0; i < context->unknown_order->len; i++)
    note_unknown (context, g_ptr_array_index (context->unknown_order, i));

  if (context->starts_dropped > 0)
    tactics_import_context_note (context, context->starts_dropped,
                                 /* Translators: %d is the most regions a scenario has. */
                                 _("more than %d start positions: the others are left out"),
                                 TACTICS_MAX_SCENARIO_REGIONS);

  /* A scenario of one side would not read back. */
  if (context->starts->len > 0 && context->starts->len < TACTICS_MIN_SCENARIO_SIDES)
    {
      Start *start = g_ptr_array_index (context->starts, 0);

      tactics_import_context_note (context, start->line,
                                   /* Translators: a start position's name, then the fewest
                                    * sides a scenario has. */
                                   _("only one start position, “%s”: a scenario needs at least "
                                     "%d sides, so the map comes without one"),
                                   start->name, TACTICS_MIN_SCENARIO_SIDES);
      return g_steal_pointer (&scenario);
    }

  for (guint i = 0; i < context->starts->len; i++)
    {
      Start *start = g_ptr_array_index (context->starts, i);
      g_autoptr(TacticsRegion) region = NULL;
      g_autoptr(TacticsSide) side = NULL;
      g_autofree char *region_id = NULL;
      g_autofree char *side_id = NULL;
      g_autofree char *region_name = NULL;
      g_autofree char *side_name = NULL;
      g_autofree char *short_name = NULL;

      short_name = g_utf8_substring (start->name, 0,
                                     MIN ((glong) TACTICS_MAX_NAME_LENGTH - 16,
                                          g_utf8_strlen (start->name, -1)));
      if (all_digits (short_name))
        {
          /* Translators: a start zone made from a numbered start position, e.g. "Start 1". */
          region_name = g_strdup_printf (_("Start %s"), short_name);
          /* Translators: a side made from a numbered start position, e.g. "Side 1". */
          side_name = g_strdup_printf (_("Side %s"), short_name);
        }
      else
        {
          region_name = g_strdup (short_name);
          side_name = g_strdup (short_name);
        }

      region_id = make_region_id (start->name, taken);
      region = tactics_region_new (region_id, region_name);
      tactics_region_set_cells (region, (const TacticsCell *) (gpointer) start->cells->data,
                                start->cells->len, TRUE);
      tactics_scenario_insert_region (scenario, i, region);

      if (n_sides >= TACTICS_MAX_SCENARIO_SIDES)
        {
          /* One note for all of them. */
          if (n_sides == TACTICS_MAX_SCENARIO_SIDES)
            tactics_import_context_note (context, start->line,
                                         /* Translators: a region's name, then the most sides a
                                          * scenario has. */
                                         _("the start zones from “%s” on have no side: a scenario "
                                           "has at most %d sides"),
                                         region_name, TACTICS_MAX_SCENARIO_SIDES);
          n_sides++;
          continue;
        }
      side_id = g_strdup_printf ("side%u", n_sides + 1);
      side = tactics_side_new (side_id, side_name);
      tactics_side_set_team (side, n_sides % (TACTICS_MAX_SIDE_TEAM + 1));
      tactics_side_set_start_zone (side, region_id);
      tactics_scenario_insert_side (scenario, n_sides, side);
      n_sides++;
    }

  return g_steal_pointer (&scenario);
}

char **
tactics_import_context_steal_notes (TacticsImportContext *context)
{
  g_ptr_array_add (context->notes, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&context->notes), FALSE);
}
