/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tactics-player.h"
#include "tactics-player-kind.h"
#include "tactics-player-private.h"

struct _TacticsPlayer
{
  GObject            parent_instance;

  guint              index;
  char              *name;
  char              *color;
  TacticsPlayerKind  kind;
  TacticsAiLevel     level;
  GStrv              formation;
  gboolean           out;
};

enum {
  PROP_0,
  PROP_INDEX,
  PROP_NAME,
  PROP_COLOR,
  PROP_KIND,
  PROP_LEVEL,
  PROP_FORMATION,
  PROP_OUT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * TacticsPlayer:
 *
 * One player of a match, made by tactics_match_add_player(). Its
 * properties are read-only: only the match changes it.
 */
G_DEFINE_FINAL_TYPE (TacticsPlayer, tactics_player, G_TYPE_OBJECT)

static void
tactics_player_finalize (GObject *object)
{
  TacticsPlayer *self = TACTICS_PLAYER (object);

  g_free (self->name);
  g_free (self->color);
  g_strfreev (self->formation);

  G_OBJECT_CLASS (tactics_player_parent_class)->finalize (object);
}

static void
tactics_player_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TacticsPlayer *self = TACTICS_PLAYER (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOR:
      g_value_set_string (value, self->color);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_FORMATION:
      g_value_set_boxed (value, self->formation);
      break;
    case PROP_OUT:
      g_value_set_boolean (value, self->out);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_player_class_init (TacticsPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_player_finalize;
  object_class->get_property = tactics_player_get_property;

  /**
   * TacticsPlayer:index:
   *
   * The player's position among the match's players.
   */
  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, TACTICS_MAX_PLAYERS - 1, 0, flags);
  /**
   * TacticsPlayer:name:
   *
   * The player's name.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsPlayer:color:
   *
   * The player's colour, as "#rrggbb".
   */
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, NULL, flags);
  /**
   * TacticsPlayer:kind:
   *
   * Whether a human or the computer gives the player's commands.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       TACTICS_TYPE_PLAYER_KIND, TACTICS_PLAYER_HUMAN, flags);
  /**
   * TacticsPlayer:level:
   *
   * How well the player plays, when it is a computer.
   */
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL,
                       TACTICS_TYPE_AI_LEVEL, TACTICS_AI_LEVEL_NORMAL, flags);
  /**
   * TacticsPlayer:formation:
   *
   * The unit type id of each unit of the player's army; %NULL until set.
   */
  properties[PROP_FORMATION] = g_param_spec_boxed ("formation", NULL, NULL, G_TYPE_STRV, flags);
  /**
   * TacticsPlayer:out:
   *
   * Whether the player is out of the match.
   */
  properties[PROP_OUT] = g_param_spec_boolean ("out", NULL, NULL, FALSE, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_player_init (TacticsPlayer *self)
{
}

TacticsPlayer *
tactics_player_new (guint              index,
                    const char        *name,
                    const char        *color,
                    TacticsPlayerKind  kind,
                    TacticsAiLevel     level)
{
  TacticsPlayer *self = g_object_new (TACTICS_TYPE_PLAYER, NULL);

  self->index = index;
  self->name = g_strdup (name);
  self->color = g_strdup (color);
  self->kind = kind;
  self->level = level;
  return self;
}

void
tactics_player_set_formation (TacticsPlayer      *self,
                              const char * const *unit_type_ids)
{
  g_assert (TACTICS_IS_PLAYER (self));

  g_strfreev (self->formation);
  self->formation = g_strdupv ((char **) unit_type_ids);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORMATION]);
}

void
tactics_player_set_out (TacticsPlayer *self,
                        gboolean       out)
{
  g_assert (TACTICS_IS_PLAYER (self));

  out = !!out;
  if (self->out == out)
    return;
  self->out = out;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OUT]);
}

/**
 * tactics_player_get_index:
 * @self: a player
 *
 * Gives the player's position among the match's players.
 *
 * Returns: the player's position among the match's players, from 0
 */
guint
tactics_player_get_index (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), 0);
  return self->index;
}

/**
 * tactics_player_get_name:
 * @self: a player
 *
 * Gives the player's name.
 *
 * Returns: (transfer none): the player's name, as it was added
 */
const char *
tactics_player_get_name (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), NULL);
  return self->name;
}

/**
 * tactics_player_get_color:
 * @self: a player
 *
 * Gives the player's colour.
 *
 * Returns: (transfer none): the player's colour, as "#rrggbb"
 */
const char *
tactics_player_get_color (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), NULL);
  return self->color;
}

/**
 * tactics_player_get_kind:
 * @self: a player
 *
 * Tells whether a human or the computer plays.
 *
 * Returns: whether a human or the computer gives the player's commands
 */
TacticsPlayerKind
tactics_player_get_kind (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), TACTICS_PLAYER_HUMAN);
  return self->kind;
}

/**
 * tactics_player_get_level:
 * @self: a player
 *
 * Tells how well the player plays, when it is a computer.
 *
 * Returns: how well the player plays, when it is a computer
 */
TacticsAiLevel
tactics_player_get_level (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), TACTICS_AI_LEVEL_NORMAL);
  return self->level;
}

/**
 * tactics_player_get_formation:
 * @self: a player
 *
 * Gives the player's army: the unit type id of each of its units, in
 * unit order, as tactics_match_set_formation() set it.
 *
 * Returns: (transfer none) (array zero-terminated=1) (nullable): the unit
 *   type ids, or %NULL until a formation is set
 */
const char * const *
tactics_player_get_formation (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), NULL);
  return (const char * const *) self->formation;
}

/**
 * tactics_player_is_out:
 * @self: a player
 *
 * Tells whether the player is out of the match.
 *
 * Returns: %TRUE once the player is out of the match: it has no units left,
 *   or lost a unit it had to protect
 */
gboolean
tactics_player_is_out (TacticsPlayer *self)
{
  g_return_val_if_fail (TACTICS_IS_PLAYER (self), FALSE);
  return self->out;
}
