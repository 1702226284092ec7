/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tactics-save.h"
#include "tactics-action.h"
#include "tactics-command.h"
#include "tactics-enum-names.h"
#include "tactics-file-io-private.h"
#include "tactics-file-private.h"
#include "tactics-file.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-match-private.h"
#include "tactics-match.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-private.h"
#include "tactics-player-kind.h"
#include "tactics-player.h"
#include "tactics-ruleset.h"
#include "tactics-scenario-file-private.h"
#include "tactics-scenario.h"
#include "tactics-side.h"
#include "tactics-unit.h"
#include "tactics-xml-parser-private.h"
#include "tactics-xml-reader-private.h"
#include "tactics-xml-writer-private.h"

typedef struct {
  char              *name;
  char              *color;
  TacticsPlayerKind  kind;
  TacticsAiLevel     level;
  GStrv              formation;
} SavedPlayer;

struct _TacticsSave
{
  GObject          parent_instance;

  TacticsMap      *map;
  TacticsRuleset  *ruleset;        /* NULL: the map's own */
  TacticsScenario *scenario;       /* NULL: a plain match */
  guint            units_per_player;
  TacticsMatchMode  mode;
  guint64          seed;
  guint            round_limit;
  TacticsFogMode   fog;
  GArray          *players;        /* SavedPlayer */
  GArray          *commands;       /* TacticsCommand */
};

/**
 * TacticsSave:
 *
 * A saved match, read from a `<tactics-save>` file with tactics_save_load().
 *
 * A save holds the settings, the players and their armies, the map with
 * its terrains inline, the rules of the units, then the command log.
 * Nothing refers to other files, so a save still loads after the map or
 * ruleset it was made from changed. Loading replays every command from the
 * start (same seed, same draws), so the match resumed plays on exactly as
 * it would have without the save, and a command the match refuses makes
 * the file invalid.
 */
G_DEFINE_FINAL_TYPE (TacticsSave, tactics_save, G_TYPE_OBJECT)

static void
clear_saved_player (gpointer data)
{
  SavedPlayer *player = data;

  g_free (player->name);
  g_free (player->color);
  g_strfreev (player->formation);
}

static void
tactics_save_dispose (GObject *object)
{
  TacticsSave *self = TACTICS_SAVE (object);

  g_clear_object (&self->map);
  g_clear_object (&self->ruleset);
  g_clear_object (&self->scenario);

  G_OBJECT_CLASS (tactics_save_parent_class)->dispose (object);
}

static void
tactics_save_finalize (GObject *object)
{
  TacticsSave *self = TACTICS_SAVE (object);

  g_array_unref (self->players);
  g_array_unref (self->commands);

  G_OBJECT_CLASS (tactics_save_parent_class)->finalize (object);
}

static void
tactics_save_class_init (TacticsSaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tactics_save_dispose;
  object_class->finalize = tactics_save_finalize;
}

static void
tactics_save_init (TacticsSave *self)
{
  self->players = g_array_new (FALSE, TRUE, sizeof (SavedPlayer));
  g_array_set_clear_func (self->players, clear_saved_player);
  self->commands = g_array_new (FALSE, FALSE, sizeof (TacticsCommand));
}

/* Writing */

static void
append_command (GString              *out,
                TacticsMatch          *match,
                const TacticsCommand *command)
{
  const char *kind = tactics_enum_to_string (TACTICS_TYPE_COMMAND_KIND, command->kind);

  g_string_append (out, "    <");
  g_string_append (out, kind);
  tactics_xml_append_uint_attribute (out, "player", command->player);
  if (command->kind != TACTICS_COMMAND_END_TURN)
    {
      tactics_xml_append_uint_attribute (out, "unit", command->unit);
      tactics_xml_append_uint_attribute (out, "x", (guint) command->cell.x);
      tactics_xml_append_uint_attribute (out, "y", (guint) command->cell.y);
    }
  if (command->kind == TACTICS_COMMAND_ACT)
    {
      TacticsUnit *unit = tactics_match_get_unit (match, command->unit);
      TacticsAction *action = tactics_match_get_unit_action (match, unit, command->action);

      tactics_xml_append_attribute (out, "action", tactics_action_get_id (action));
    }
  g_string_append (out, "/>\n");
}

/**
 * tactics_match_save_to_bytes:
 * @match: a match that has started and was not arranged by hand
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Writes @match as a `<tactics-save>` document.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with @error
 *   set for a match in set-up or one whose units were put on the board by
 *   hand
 */
GBytes *
tactics_match_save_to_bytes (TacticsMatch  *match,
                            GError      **error)
{
  g_autoptr(GString) out = NULL;
  g_autofree char *seed = NULL;
  TacticsMap *map;
  guint n_players, n_commands;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (tactics_match_get_phase (match) == TACTICS_MATCH_PHASE_SETUP)
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_WRONG_PHASE,
                           _("Only a match that has started can be saved."));
      return NULL;
    }
  if (tactics_match_is_arranged (match))
    {
      g_set_error_literal (error, TACTICS_MATCH_ERROR, TACTICS_MATCH_ERROR_SETUP,
                           _("A match whose units were put on the board by hand cannot be "
                             "saved."));
      return NULL;
    }

  map = tactics_match_get_map (match);
  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<tactics-save");
  tactics_xml_append_uint_attribute (out, "version", TACTICS_FILE_VERSION);
  g_string_append (out, ">\n  <settings");
  tactics_xml_append_uint_attribute (out, "units-per-player",
                                     tactics_match_get_units_per_player (match));
  tactics_xml_append_attribute (out, "mode",
                                tactics_enum_to_string (TACTICS_TYPE_MATCH_MODE,
                                                        tactics_match_get_mode (match)));
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, tactics_match_get_seed (match));
  tactics_xml_append_attribute (out, "seed", seed);
  if (tactics_match_get_round_limit (match) != 0)
    tactics_xml_append_uint_attribute (out, "round-limit", tactics_match_get_round_limit (match));
  /* What each player has seen is not written: replaying the commands
   * brings every view back as it was. */
  if (tactics_match_get_fog (match) != TACTICS_FOG_MODE_NONE)
    tactics_xml_append_attribute (out, "fog",
                                  tactics_enum_to_string (TACTICS_TYPE_FOG_MODE,
                                                          tactics_match_get_fog (match)));
  g_string_append (out, "/>\n  <players>\n");

  n_players = tactics_match_get_n_players (match);
  for (guint p = 0; p < n_players; p++)
    {
      TacticsPlayer *player = tactics_match_get_player (match, p);
      const char * const *formation = tactics_player_get_formation (player);

      g_string_append (out, "    <player");
      tactics_xml_append_attribute (out, "name", tactics_player_get_name (player));
      tactics_xml_append_attribute (out, "color", tactics_player_get_color (player));
      tactics_xml_append_attribute (out, "kind",
                                    tactics_enum_to_string (TACTICS_TYPE_PLAYER_KIND,
                                                            tactics_player_get_kind (player)));
      tactics_xml_append_attribute (out, "level",
                                    tactics_enum_to_string (TACTICS_TYPE_AI_LEVEL,
                                                            tactics_player_get_level (player)));
      g_string_append (out, ">\n");
      for (guint i = 0; formation[i] != NULL; i++)
        {
          g_string_append (out, "      <unit");
          tactics_xml_append_attribute (out, "type", formation[i]);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "    </player>\n");
    }
  g_string_append (out, "  </players>\n");

  /* The units' rules, unless they are the map's own (then the map carries
   * them). The map always carries its terrains, never a file reference. */
  if (tactics_match_get_ruleset (match) != tactics_map_get_ruleset (map))
    tactics_ruleset_to_xml (tactics_match_get_ruleset (match), out, 2);
  /* A scenario's match carries its scenario inside the map, as a map file
   * can: the save still names no other file. */
  tactics_map_to_xml_with_scenario (map, tactics_match_get_scenario (match), out, 2,
                                    TACTICS_XML_WRITE_INLINE_RULESET);

  g_string_append (out, "  <commands>\n");
  n_commands = tactics_match_get_n_commands (match);
  for (guint i = 0; i < n_commands; i++)
    append_command (out, match, tactics_match_get_command (match, i));
  g_string_append (out, "  </commands>\n</tactics-save>\n");

  return g_string_free_to_bytes (g_steal_pointer (&out));
}

/**
 * tactics_match_save:
 * @match: a match that has started and was not arranged by hand
 * @file: where to write it
 * @error: return location for a #TACTICS_MATCH_ERROR or #TACTICS_FILE_ERROR
 *
 * Writes @match to @file atomically: a failed save leaves the old file whole.
 *
 * Returns: %TRUE on success, %FALSE with @error set
 */
gboolean
tactics_match_save (TacticsMatch  *match,
                   GFile        *file,
                   GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (TACTICS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = tactics_match_save_to_bytes (match, error);
  if (bytes == NULL)
    return FALSE;
  return tactics_file_write_bytes (file, bytes, error);
}

/* Reading */

/* A game error found while rebuilding the match becomes a file error on
 * the line that caused it. */
static gboolean
as_file_error (GError     **error,
               GError      *match_error,
               const char  *path,
               xmlNode     *node)
{
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                          node != NULL ? tactics_xml_get_line (node) : 0,
                          "%s", match_error->message);
  g_error_free (match_error);
  return FALSE;
}

static gboolean
read_settings (TacticsSave  *self,
               xmlNode      *settings,
               const char   *path,
               GError      **error)
{
  g_autofree char *seed = NULL;
  gint64 value;
  int mode;
  int fog = TACTICS_FOG_MODE_NONE;
  guint64 seed_value;

  if (!tactics_xml_get_int_attribute (settings, "units-per-player", _("units per player"),
                                      1, TACTICS_MAX_UNITS_PER_PLAYER, FALSE, path, &value,
                                      error))
    return FALSE;
  self->units_per_player = (guint) value;

  if (!tactics_xml_get_enum_attribute (settings, "mode", TACTICS_TYPE_MATCH_MODE, FALSE, path,
                                       &mode, error))
    return FALSE;
  self->mode = (TacticsMatchMode) mode;

  /* Saves made before fog of war have none. */
  if (!tactics_xml_get_enum_attribute (settings, "fog", TACTICS_TYPE_FOG_MODE, TRUE, path, &fog,
                                       error))
    return FALSE;
  self->fog = (TacticsFogMode) fog;

  /* Saves made before the limit counted rounds have a turn-limit instead
   * (the schema allows one of the two). Read as a round limit it is never
   * shorter, so every command of the file still replays as it was played;
   * a match that ended at that limit loads as still going. */
  value = 0;
  if (!tactics_xml_get_int_attribute (settings, "round-limit", _("round limit"),
                                      0, TACTICS_MAX_ROUND_LIMIT, TRUE, path, &value, error) ||
      !tactics_xml_get_int_attribute (settings, "turn-limit", _("turn limit"),
                                      0, TACTICS_MAX_ROUND_LIMIT, TRUE, path, &value, error))
    return FALSE;
  self->round_limit = (guint) value;

  seed = tactics_xml_require_attribute (settings, "seed", path, error);
  if (seed == NULL)
    return FALSE;
  if (!g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &seed_value, NULL))
    {
      /* The limit goes in as text: a G_GUINT64_FORMAT inside _() would cut
       * the message short for xgettext. */
      g_autofree char *limit = g_strdup_printf ("%" G_GUINT64_FORMAT, G_MAXUINT64);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                              tactics_xml_get_line (settings),
                              /* Translators: the seed as written, then the largest seed, e.g.
                               * "the seed “-1” is not a number from 0 to 18446744073709551615". */
                              _("the seed “%s” is not a number from 0 to %s"), seed, limit);
      return FALSE;
    }
  self->seed = seed_value;
  return TRUE;
}

static gboolean
read_player (TacticsSave  *self,
             xmlNode      *node,
             const char   *path,
             GError      **error)
{
  static const char * const allowed[] = { "unit", NULL };
  g_autoptr(GStrvBuilder) formation = g_strv_builder_new ();
  SavedPlayer player = { NULL, NULL, TACTICS_PLAYER_HUMAN, TACTICS_AI_LEVEL_NORMAL, NULL };
  int kind, level = TACTICS_AI_LEVEL_NORMAL;
  guint n_units = 0;

  if (!tactics_xml_check_children (node, allowed, path, error) ||
      !tactics_xml_get_enum_attribute (node, "kind", TACTICS_TYPE_PLAYER_KIND, FALSE, path,
                                       &kind, error) ||
      !tactics_xml_get_enum_attribute (node, "level", TACTICS_TYPE_AI_LEVEL, TRUE, path,
                                       &level, error))
    return FALSE;

  player.name = tactics_xml_require_attribute (node, "name", path, error);
  if (player.name == NULL ||
      !tactics_xml_check_length (node, _("player name"), player.name, TACTICS_MAX_NAME_LENGTH,
                                 path, error))
    {
      g_free (player.name);
      return FALSE;
    }
  player.color = tactics_xml_require_attribute (node, "color", path, error);
  if (player.color == NULL || !tactics_xml_is_valid_color (player.color))
    {
      if (player.color != NULL)
        tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                tactics_xml_get_line (node),
                                /* Translators: %s is the colour as written, e.g. "“green” is not
                                 * a colour like #rrggbb". */
                                _("“%s” is not a colour like #rrggbb"), player.color);
      g_free (player.name);
      g_free (player.color);
      return FALSE;
    }

  for (xmlNode *unit = tactics_xml_element_from (node->children); unit != NULL;
       unit = tactics_xml_element_from (unit->next))
    {
      g_autofree char *type = tactics_xml_require_attribute (unit, "type", path, error);

      if (type == NULL)
        {
          g_free (player.name);
          g_free (player.color);
          return FALSE;
        }
      /* The match's own limit, a scenario side's budget, is checked
       * when it is rebuilt (army_too_large()). */
      if (++n_units > TACTICS_MAX_UNITS_PER_PLAYER)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                                  tactics_xml_get_line (unit),
                                  /* Translators: %u is the most units an army may have, e.g. "an
                                   * army of more than 6 units". */
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "an army of more than %u unit",
                                               "an army of more than %u units",
                                               TACTICS_MAX_UNITS_PER_PLAYER),
                                  (guint) TACTICS_MAX_UNITS_PER_PLAYER);
          g_free (player.name);
          g_free (player.color);
          return FALSE;
        }
      g_strv_builder_add (formation, type);
    }

  player.kind = (TacticsPlayerKind) kind;
  player.level = (TacticsAiLevel) level;
  player.formation = g_strv_builder_end (formation);
  g_array_append_val (self->players, player);
  return TRUE;
}

/* Builds the game at its start from the settings; the errors name @node's
 * lines where they can. */
/* An army larger than @match lets @player form: the error names the first
 * unit too many, on its line. */
static gboolean
army_too_large (TacticsMatch *match,
                guint        player,
                const char * const *formation,
                xmlNode      *player_node,
                const char   *path,
                GError      **error)
{
  guint limit = tactics_match_get_army_limit (match, player);
  xmlNode *unit = player_node != NULL ? tactics_xml_element_from (player_node->children) : NULL;

  if (g_strv_length ((char **) formation) <= limit)
    return FALSE;
  for (guint i = 0; i < limit && unit != NULL; i++)
    unit = tactics_xml_element_from (unit->next);
  tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path,
                          unit != NULL ? tactics_xml_get_line (unit) : 0,
                          /* Translators: %u is the most units the army may have, e.g. "an
                           * army of more than 6 units". */
                          g_dngettext (GETTEXT_PACKAGE, "an army of more than %u unit",
                                       "an army of more than %u units", limit),
                          limit);
  return TRUE;
}

static TacticsMatch *
build_game (TacticsSave  *self,
            xmlNode      *players_node,
            const char   *path,
            GError      **error)
{
  g_autoptr(TacticsMatch) match = tactics_match_new (self->map, self->ruleset,
                                                     self->units_per_player, self->mode,
                                                     self->seed);
  xmlNode *player_node = players_node != NULL ? tactics_xml_element_from (players_node->children)
                                              : NULL;
  xmlNode *node = player_node;
  GError *match_error = NULL;

  /* Every player first: a scenario gives player i side i. */
  for (guint p = 0; p < self->players->len; p++)
    {
      const SavedPlayer *player = &g_array_index (self->players, SavedPlayer, p);

      if (tactics_match_add_player (match, player->name, player->color, player->kind,
                                   player->level, &match_error) == NULL)
        {
          as_file_error (error, match_error, path, node);
          return NULL;
        }
      if (node != NULL)
        node = tactics_xml_element_from (node->next);
    }
  if (self->scenario != NULL && !tactics_match_set_scenario (match, self->scenario, &match_error))
    {
      as_file_error (error, match_error, path, players_node);
      return NULL;
    }
  /* The limit the match had, whatever its scenario's. */
  tactics_match_set_round_limit (match, self->round_limit);
  tactics_match_set_fog (match, self->fog);
  for (guint p = 0; p < self->players->len; p++)
    {
      const SavedPlayer *player = &g_array_index (self->players, SavedPlayer, p);

      if (army_too_large (match, p, (const char * const *) player->formation, player_node, path,
                          error))
        return NULL;
      if (!tactics_match_set_formation (match, p, (const char * const *) player->formation,
                                        &match_error))
        {
          as_file_error (error, match_error, path, player_node);
          return NULL;
        }
      if (player_node != NULL)
        player_node = tactics_xml_element_from (player_node->next);
    }
  if (!tactics_match_start (match, &match_error))
    {
      as_file_error (error, match_error, path, players_node);
      return NULL;
    }
  return g_steal_pointer (&match);
}

/* A command as the file has it, kept until the match it belongs to is
 * built: a save's commands are read as they stream past (a long match has
 * a million), so only this much of each stays in memory. The ranges that
 * need the match (the unit, its action) are checked when it replays. */
typedef struct {
  guint8  kind;     /* TacticsCommandKind */
  guint8  player;
  guint16 x, y;
  guint32 unit;
  guint32 action;   /* index in ReadCommands.action_ids */
  int     line;
} ReadCommand;

typedef struct {
  GArray     *commands;   /* ReadCommand */
  GPtrArray  *action_ids; /* char*, each once */
  GHashTable *action_index; /* id → index + 1 in action_ids */
  /* Translated once: a million lookups would cost a tenth of the load. */
  const char *player_label;
  const char *unit_label;
} ReadCommands;

static void
read_commands_init (ReadCommands *read)
{
  read->commands = g_array_new (FALSE, FALSE, sizeof (ReadCommand));
  read->action_ids = g_ptr_array_new_with_free_func (g_free);
  read->action_index = g_hash_table_new (g_str_hash, g_str_equal);
  read->player_label = _("player");
  read->unit_label = _("unit");
}

static void
read_commands_clear (ReadCommands *read)
{
  g_clear_pointer (&read->commands, g_array_unref);
  g_clear_pointer (&read->action_index, g_hash_table_unref);
  g_clear_pointer (&read->action_ids, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ReadCommands, read_commands_clear)

/* A number as the schema has it: digits (a "+" may lead, blanks may
 * surround them) for a value from 0 to 4294967295. */
static gboolean
is_schema_number (const char *value)
{
  g_autofree char *copy = g_strdup (value != NULL ? value : "");
  const char *digits = g_strstrip (copy);
  guint64 number;

  if (*digits == '+')
    digits++;
  if (*digits == '\0')
    return FALSE;
  for (const char *p = digits; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  while (digits[0] == '0' && digits[1] != '\0')
    digits++;
  return strlen (digits) <= 10
         && g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT32, &number, NULL);
}

/* Everything the schema says of a command, since a streamed command never
 * meets the schema: its attributes and that it holds nothing. */
static gboolean
check_command_content (xmlNode     *node,
                       int          kind,
                       const char  *path,
                       GError     **error)
{
  static const char * const unit_attributes[] = { "player", "unit", "x", "y", NULL };
  static const char * const act_attributes[] = { "player", "unit", "x", "y", "action", NULL };
  static const char * const end_turn_attributes[] = { "player", NULL };
  const char * const *allowed = kind == TACTICS_COMMAND_END_TURN ? end_turn_attributes
                                : kind == TACTICS_COMMAND_ACT ? act_attributes
                                : unit_attributes;

  for (xmlAttr *attribute = node->properties; attribute != NULL; attribute = attribute->next)
    {
      g_autofree char *value = NULL;

      if (attribute->ns != NULL
          || !g_strv_contains (allowed, (const char *) attribute->name))
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                                  tactics_xml_get_line (node),
                                  /* Translators: an attribute's name, then an XML element's
                                   * name, e.g. "unexpected attribute “colour” in <side>". */
                                  _("unexpected attribute “%s” in <%s>"),
                                  (const char *) attribute->name, (const char *) node->name);
          return FALSE;
        }

      value = (char *) xmlNodeGetContent ((xmlNode *) attribute);
      if (g_str_equal ((const char *) attribute->name, "action"))
        {
          if (value == NULL || !tactics_model_is_valid_id (value, strlen (value)))
            {
              g_autofree char *shown = g_utf8_make_valid (value != NULL ? value : "",
                                                          value != NULL
                                                          ? MIN (strlen (value), 32) : 0);

              tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                                      tactics_xml_get_line (node),
                                      /* Translators: an XML element's name, then an id as
                                       * written, e.g. "<terrain> id “my forest” is not 1 to 32
                                       * letters, digits, “_”, “-” or “.”". */
                                      _("<%s> id “%s” is not 1 to 32 letters, digits, “_”, "
                                        "“-” or “.”"), (const char *) node->name, shown);
              return FALSE;
            }
        }
      else if (!is_schema_number (value))
        {
          g_autofree char *shown = g_utf8_make_valid (value != NULL ? value : "",
                                                      value != NULL
                                                      ? MIN (strlen (value), 32) : 0);

          tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                                  tactics_xml_get_line (node),
                                  /* Translators: an attribute's name and its value as written,
                                   * then an XML element's name, e.g. "attribute x=“-1” of
                                   * <move> is not a whole number from 0 to 4294967295". */
                                  _("attribute %s=“%s” of <%s> is not a whole number from 0 "
                                    "to 4294967295"),
                                  (const char *) attribute->name, shown,
                                  (const char *) node->name);
          return FALSE;
        }
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *text = NULL;

      if (child->type == XML_TEXT_NODE)
        {
          text = (char *) xmlNodeGetContent (child);
          if (text == NULL || *g_strstrip (text) == '\0')
            continue;
        }
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path,
                              tactics_xml_get_line (node),
                              /* Translators: %s is an XML element's name, e.g. "<move> may not
                               * hold text". */
                              _("<%s> may not hold text"), (const char *) node->name);
      return FALSE;
    }
  return TRUE;
}

/* Reads one command element into @read; what needs the match waits. */
static gboolean
read_command (xmlNode     *node,
              const char  *path,
              gpointer     user_data,
              GError     **error)
{
  ReadCommands *read = user_data;
  ReadCommand command = { 0 };
  int kind;
  gint64 player, unit = 0, x = 0, y = 0;

  if (!tactics_enum_from_string (TACTICS_TYPE_COMMAND_KIND, (const char *) node->name, &kind))
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_INVALID, path, tactics_xml_get_line (node),
                              /* Translators: %s is an XML element's name, e.g. "<jump> is not a
                               * command". */
                              _("<%s> is not a command"), (const char *) node->name);
      return FALSE;
    }
  if (read->commands->len == TACTICS_MAX_SAVED_COMMANDS)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path,
                              tactics_xml_get_line (node),
                              /* Translators: %d is the most commands a saved match may hold. */
                              _("more than %d commands"), TACTICS_MAX_SAVED_COMMANDS);
      return FALSE;
    }
  if (!check_command_content (node, kind, path, error))
    return FALSE;
  if (!tactics_xml_get_int_attribute (node, "player", read->player_label, 0,
                                      TACTICS_MAX_PLAYERS - 1, FALSE, path, &player, error))
    return FALSE;

  if (kind != TACTICS_COMMAND_END_TURN &&
      (!tactics_xml_get_int_attribute (node, "unit", read->unit_label, 0, G_MAXINT, FALSE, path,
                                       &unit, error) ||
       !tactics_xml_get_int_attribute (node, "x", "x", 0, TACTICS_MAX_MAP_SIZE - 1, FALSE,
                                       path, &x, error) ||
       !tactics_xml_get_int_attribute (node, "y", "y", 0, TACTICS_MAX_MAP_SIZE - 1, FALSE,
                                       path, &y, error)))
    return FALSE;

  if (kind == TACTICS_COMMAND_ACT)
    {
      g_autofree char *action_id = tactics_xml_require_attribute (node, "action", path, error);
      gpointer index;

      if (action_id == NULL)
        return FALSE;
      index = g_hash_table_lookup (read->action_index, action_id);
      if (index == NULL)
        {
          g_ptr_array_add (read->action_ids, g_strdup (action_id));
          index = GUINT_TO_POINTER (read->action_ids->len);
          g_hash_table_insert (read->action_index,
                               g_ptr_array_index (read->action_ids, read->action_ids->len - 1),
                               index);
        }
      command.action = GPOINTER_TO_UINT (index) - 1;
    }

  command.kind = (guint8) kind;
  command.player = (guint8) player;
  command.unit = (guint32) unit;
  command.x = (guint16) x;
  command.y = (guint16) y;
  command.line = tactics_xml_get_line (node);
  g_array_append_val (read->commands, command);
  return TRUE;
}

/* Turns a command as read into one of @match's, checking what needs the
 * match: the unit and its action. */
static gboolean
resolve_command (TacticsMatch         *match,
                 const ReadCommands   *read,
                 const ReadCommand    *read_command,
                 const char           *path,
                 TacticsCommand       *command,
                 GError              **error)
{
  TacticsCell cell = { read_command->x, read_command->y };

  if (read_command->kind != TACTICS_COMMAND_END_TURN
      && read_command->unit >= tactics_match_get_n_units (match))
    {
      g_autofree char *value = g_strdup_printf ("%u", read_command->unit);
      g_autofree char *limit = g_strdup_printf ("%u", tactics_match_get_n_units (match) - 1);

      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path, read_command->line,
                              /* Translators: what the number is for, the number as written, then
                               * the largest allowed, e.g. "width 5000 is over the limit of
                               * 4096". */
                              _("%s %s is over the limit of %s"), _("unit"), value, limit);
      return FALSE;
    }

  switch (read_command->kind)
    {
    case TACTICS_COMMAND_PLACE:
      tactics_command_init_place (command, read_command->player, read_command->unit, cell);
      break;
    case TACTICS_COMMAND_MOVE:
      tactics_command_init_move (command, read_command->player, read_command->unit, cell);
      break;
    case TACTICS_COMMAND_ACT:
      {
        TacticsUnit *agent = tactics_match_get_unit (match, read_command->unit);
        const char *action_id = g_ptr_array_index (read->action_ids, read_command->action);
        guint n_actions = tactics_match_get_n_unit_actions (match, agent);
        guint index;

        for (index = 0; index < n_actions; index++)
          if (g_strcmp0 (tactics_action_get_id (tactics_match_get_unit_action (match, agent,
                                                                               index)),
                         action_id) == 0)
            break;
        if (index == n_actions)
          {
            tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, read_command->line,
                                    /* Translators: a unit's number in the match, then an
                                     * action's id, e.g. "unit 3 has no action “bow”". */
                                    _("unit %u has no action “%s”"), read_command->unit,
                                    action_id);
            return FALSE;
          }
        tactics_command_init_act (command, read_command->player, read_command->unit, index,
                                  cell);
      }
      break;
    case TACTICS_COMMAND_END_TURN:
    default:
      tactics_command_init_end_turn (command, read_command->player);
      break;
    }
  return TRUE;
}

static gpointer
read_commands_new (void)
{
  ReadCommands *read = g_new0 (ReadCommands, 1);

  read_commands_init (read);
  return read;
}

static void
read_commands_free (gpointer data)
{
  ReadCommands *read = data;

  read_commands_clear (read);
  g_free (read);
}

/* The commands of a save, streamed: only its other parts are kept as a
 * tree. */
static const TacticsFileStreaming command_streaming = {
  "commands", read_command, read_commands_new, read_commands_free
};

static void
init_command_streams (TacticsXmlStream  streams[2],
                      ReadCommands     *read)
{
  streams[0] = (TacticsXmlStream) { "tactics-save", command_streaming.parent_name,
                                    command_streaming.func, read };
  streams[1] = (TacticsXmlStream) { NULL };
}

/* Builds the save from @doc and the commands read from it: those of @read
 * when the file was streamed, else those still in the tree. */
static TacticsSave *
save_from_doc (xmlDoc        *doc,
               ReadCommands  *read,
               const char    *path,
               GError       **error)
{
  static const char * const allowed[] = {
    "settings", "players", "tactics-ruleset", "tactics-map", "commands", NULL
  };
  g_autoptr(TacticsSave) self = g_object_new (TACTICS_TYPE_SAVE, NULL);
  g_autoptr(TacticsMatch) match = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *players, *ruleset_node, *map_node, *scenario_node, *commands;

  if (!tactics_xml_check_root (root, "tactics-save", path, error) ||
      !tactics_xml_check_children (root, allowed, path, error) ||
      !tactics_xml_validate (doc, "save.rng", path, error))
    return NULL;

  commands = tactics_xml_find_child (root, "commands");
  for (xmlNode *node = tactics_xml_element_from (commands->children); node != NULL;
       node = tactics_xml_element_from (node->next))
    if (!read_command (node, path, read, error))
      return NULL;

  if (!read_settings (self, tactics_xml_find_child (root, "settings"), path, error))
    return NULL;

  players = tactics_xml_find_child (root, "players");
  for (xmlNode *node = tactics_xml_element_from (players->children); node != NULL;
       node = tactics_xml_element_from (node->next))
    {
      if (self->players->len == TACTICS_MAX_PLAYERS)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, path,
                                  tactics_xml_get_line (node),
                                  /* Translators: %d is the most players a match can have. */
                                  _("more than %d players"), TACTICS_MAX_PLAYERS);
          return NULL;
        }
      if (!read_player (self, node, path, error))
        return NULL;
    }

  ruleset_node = tactics_xml_find_child (root, "tactics-ruleset");
  if (ruleset_node != NULL)
    {
      self->ruleset = tactics_ruleset_from_xml (ruleset_node, path, error);
      if (self->ruleset == NULL)
        return NULL;
    }
  /* No folder: a save names no other file. */
  map_node = tactics_xml_find_child (root, "tactics-map");
  self->map = tactics_map_from_xml (map_node, path, NULL, NULL, error);
  if (self->map == NULL)
    return NULL;
  scenario_node = tactics_xml_find_child (map_node, "scenario");
  if (scenario_node != NULL &&
      !tactics_xml_read_scenario_element (scenario_node, path, self->map,
                                          tactics_map_get_translation_domain (self->map),
                                          &self->scenario, error))
    return NULL;

  match = build_game (self, players, path, error);
  if (match == NULL)
    return NULL;

  /* Every command must replay exactly as logged: this both checks the
   * file against the rules and proves the match can be resumed. */
  g_array_set_size (self->commands, read->commands->len);
  for (guint i = 0; i < read->commands->len; i++)
    {
      const ReadCommand *read_command = &g_array_index (read->commands, ReadCommand, i);
      TacticsCommand *command = &g_array_index (self->commands, TacticsCommand, i);
      GError *match_error = NULL;
      TacticsCommandResult result;

      if (!resolve_command (match, read, read_command, path, command, error))
        return NULL;

      result = tactics_match_perform (match, command, NULL, &match_error);
      if (result == TACTICS_COMMAND_RESULT_FAILURE)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, read_command->line,
                                  "%s", match_error->message);
          g_error_free (match_error);
          return NULL;
        }
      if (result == TACTICS_COMMAND_RESULT_ALTERNATIVE)
        {
          tactics_file_set_error (error, TACTICS_FILE_ERROR_SEMANTIC, path, read_command->line,
                                  _("this command was not performed as written "
                                    "(a save holds commands as performed)"));
          return NULL;
        }
    }

  return g_steal_pointer (&self);
}

/**
 * tactics_save_load_from_bytes:
 * @bytes: the contents of a `<tactics-save>` file
 * @display_name: what names the data in errors
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Reads a save from memory with every check of tactics_save_load().
 *
 * Returns: (transfer full) (nullable): the save, or %NULL with @error set
 */
TacticsSave *
tactics_save_load_from_bytes (GBytes      *bytes,
                              const char  *display_name,
                              GError     **error)
{
  g_auto(ReadCommands) read = { 0 };
  g_autoptr(xmlDoc) doc = NULL;
  TacticsXmlStream streams[2];
  gsize size;
  const char *data;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(save)");
  data = g_bytes_get_data (bytes, &size);
  if (size > TACTICS_MAX_FILE_SIZE)
    {
      tactics_file_set_error (error, TACTICS_FILE_ERROR_TOO_LARGE, display_name, 0,
                              /* Translators: %d is a number of mebibytes, e.g. "larger than 8
                               * MiB". */
                              _("larger than %d MiB"), TACTICS_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  read_commands_init (&read);
  init_command_streams (streams, &read);
  doc = tactics_xml_parse_streamed (data, size, display_name, streams, error);
  if (doc == NULL)
    return NULL;
  return save_from_doc (doc, &read, display_name, error);
}

/**
 * tactics_save_load:
 * @file: a `<tactics-save>` file
 * @error: return location for a #TACTICS_FILE_ERROR
 *
 * Reads a save, running every check of the map and ruleset loaders and
 * replaying its commands by the rules of the game.
 *
 * Returns: (transfer full) (nullable): the save, or %NULL with @error set
 */
TacticsSave *
tactics_save_load (GFile   *file,
                   GError **error)
{
  g_auto(ReadCommands) read = { 0 };
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *display_name = NULL;
  TacticsXmlStream streams[2];

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  read_commands_init (&read);
  init_command_streams (streams, &read);
  doc = tactics_file_parse_streamed (file, streams, error);
  if (doc == NULL)
    return NULL;
  display_name = tactics_file_get_display_name (file);
  return save_from_doc (doc, &read, display_name, error);
}

/* tactics_file_validate() learns of saves here: at load time, so that
 * "tactics-cli validate" knows them before anything else of the game
 * engine has run. */
static gboolean
validate_save (xmlDoc      *doc,
               gpointer     stream_state,
               const char  *path,
               GFile       *folder,
               GError     **error)
{
  g_autoptr(TacticsSave) save = save_from_doc (doc, stream_state, path, error);

  return save != NULL;
}

void
tactics_save_register_file_kind (void)
{
  tactics_file_register_kind ("tactics-save", validate_save, &command_streaming);
}

/* Replay */

/**
 * tactics_save_new_match:
 * @self: a save
 *
 * Makes a match at the start of the saved match, before its first command.
 * To replay, perform the commands on it in order
 * (tactics_save_replay_step()).
 *
 * Returns: (transfer full): the new match
 */
TacticsMatch *
tactics_save_new_match (TacticsSave *self)
{
  g_autoptr(GError) error = NULL;
  TacticsMatch *match;

  g_return_val_if_fail (TACTICS_IS_SAVE (self), NULL);

  /* The load already built this game once, so it cannot fail now. */
  match = build_game (self, NULL, "", &error);
  g_assert_no_error (error);
  return match;
}

/**
 * tactics_save_get_n_commands:
 * @self: a save
 *
 * Counts the commands the save holds.
 *
 * Returns: the number of commands saved
 */
guint
tactics_save_get_n_commands (TacticsSave *self)
{
  g_return_val_if_fail (TACTICS_IS_SAVE (self), 0);
  return self->commands->len;
}

/**
 * tactics_save_get_command:
 * @self: a save
 * @index: below tactics_save_get_n_commands()
 *
 * Gives a saved command, in the order they were performed.
 *
 * Returns: (transfer none): the saved command at @index
 */
const TacticsCommand *
tactics_save_get_command (TacticsSave *self,
                          guint        index)
{
  g_return_val_if_fail (TACTICS_IS_SAVE (self), NULL);
  g_return_val_if_fail (index < self->commands->len, NULL);
  return &g_array_index (self->commands, TacticsCommand, index);
}

/**
 * tactics_save_replay_step:
 * @self: a save
 * @match: a match from tactics_save_new_match() that has had the first @index
 *   commands
 * @index: the position of the command to perform
 * @error: return location for a #TACTICS_MATCH_ERROR
 *
 * Performs the saved command at @index on @match.
 *
 * Returns: %TRUE when it was performed, %FALSE with @error set
 */
gboolean
tactics_save_replay_step (TacticsSave  *self,
                          TacticsMatch  *match,
                          guint         index,
                          GError      **error)
{
  g_return_val_if_fail (TACTICS_IS_SAVE (self), FALSE);
  g_return_val_if_fail (TACTICS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (index < self->commands->len, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return tactics_match_perform (match, &g_array_index (self->commands, TacticsCommand, index),
                               NULL, error) != TACTICS_COMMAND_RESULT_FAILURE;
}

/**
 * tactics_save_resume:
 * @self: a save
 *
 * Makes a match with every saved command performed: the match as it was
 * saved, ready to go on.
 *
 * Returns: (transfer full): the match
 */
TacticsMatch *
tactics_save_resume (TacticsSave *self)
{
  g_autoptr(TacticsMatch) match = NULL;

  g_return_val_if_fail (TACTICS_IS_SAVE (self), NULL);

  match = tactics_save_new_match (self);
  for (guint i = 0; i < self->commands->len; i++)
    {
      g_autoptr(GError) error = NULL;

      tactics_save_replay_step (self, match, i, &error);
      g_assert_no_error (error);
    }
  return g_steal_pointer (&match);
}
