/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-scenario.h"
#include "tactics-geometry.h"
#include "tactics-map.h"
#include "tactics-model-enum-types.h"
#include "tactics-model-private.h"
#include "tactics-objective.h"
#include "tactics-region.h"
#include "tactics-ruleset.h"
#include "tactics-side.h"
#include "tactics-unit-type.h"

struct _TacticsScenario
{
  GObject parent_instance;

  TacticsMap *map;
  char       *name;
  char       *description;
  guint       round_limit;
  TacticsFogMode fog;
  char       *victory_text;
  char       *defeat_text;
  GListStore *sides;      /* TacticsSide */
  GListStore *regions;    /* TacticsRegion */
  GPtrArray  *watched_sides;    /* the lists as "changed" listens to them, to stop */
  GPtrArray  *watched_regions;  /* listening to the parts that leave */
  char       *map_path;
  char       *translation_domain;
};

/**
 * TacticsScenario:
 * A match made ready to play: a map (with its ruleset), its sides with what
 * they start with and play for, the named regions objectives and start
 * zones refer to, a round limit and the texts shown at the end.
 *
 * #TacticsScenario::changed tells when the scenario or any of its parts
 * (sides, their placed units and objectives, regions) changed, for views
 * that follow all of it. Make one with tactics_scenario_new() or read one
 * from a file (see #TacticsFile).
 */
G_DEFINE_FINAL_TYPE (TacticsScenario, tactics_scenario, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MAP,
  PROP_NAME,
  PROP_DESCRIPTION,
  PROP_ROUND_LIMIT,
  PROP_FOG,
  PROP_VICTORY_TEXT,
  PROP_DEFEAT_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "changed": the scenario or any of its parts changed. The parts tell
 * their own changes; the scenario listens to each one it holds, whoever
 * put it there (an insert, or a splice of the lists as undo does). */

static void
emit_changed (TacticsScenario *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
watch (TacticsScenario *self,
       gpointer         part,
       const char      *signal)
{
  g_signal_connect_object (part, signal, G_CALLBACK (emit_changed), self, G_CONNECT_SWAPPED);
}

static void
on_objectives_changed (TacticsScenario *self,
                       guint            position,
                       guint            removed,
                       guint            added,
                       GListModel      *objectives)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(TacticsObjective) objective = g_list_model_get_item (objectives, i);

      g_signal_handlers_disconnect_by_data (objective, self);
      watch (self, objective, "notify");
    }
  emit_changed (self);
}

static void
stop_watching (TacticsScenario *self,
               GObject         *part)
{
  g_signal_handlers_disconnect_by_data (part, self);
  if (TACTICS_IS_SIDE (part))
    {
      GListModel *objectives = tactics_side_get_objectives (TACTICS_SIDE (part));

      g_signal_handlers_disconnect_by_data (objectives, self);
      for (guint i = 0; i < g_list_model_get_n_items (objectives); i++)
        {
          g_autoptr(GObject) objective = g_list_model_get_item (objectives, i);

          g_signal_handlers_disconnect_by_data (objective, self);
        }
    }
}

static void
on_parts_changed (TacticsScenario *self,
                  guint            position,
                  guint            removed,
                  guint            added,
                  GListModel      *parts)
{
  GPtrArray *watched = parts == G_LIST_MODEL (self->sides) ? self->watched_sides
                                                           : self->watched_regions;

  for (guint i = position; i < position + removed; i++)
    stop_watching (self, g_ptr_array_index (watched, i));
  g_ptr_array_remove_range (watched, position, removed);
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) part = g_list_model_get_item (parts, i);

      g_ptr_array_insert (watched, (int) i, g_object_ref (part));
      /* Once each, even when the part comes back (undo). */
      stop_watching (self, part);
      watch (self, part, "notify");
      if (TACTICS_IS_REGION (part))
        {
          watch (self, part, "cells-changed");
          continue;
        }
      watch (self, part, "placed-units-changed");
      g_signal_handlers_disconnect_by_data (tactics_side_get_objectives (TACTICS_SIDE (part)), self);
      g_signal_connect_object (tactics_side_get_objectives (TACTICS_SIDE (part)), "items-changed",
                               G_CALLBACK (on_objectives_changed), self, G_CONNECT_SWAPPED);
      on_objectives_changed (self, 0, 0,
                             g_list_model_get_n_items (tactics_side_get_objectives (TACTICS_SIDE (part))),
                             tactics_side_get_objectives (TACTICS_SIDE (part)));
    }
  emit_changed (self);
}

static void
tactics_scenario_finalize (GObject *object)
{
  TacticsScenario *self = TACTICS_SCENARIO (object);

  g_clear_object (&self->map);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->victory_text, g_free);
  g_clear_pointer (&self->defeat_text, g_free);
  /* The parts' handlers go with the scenario (g_signal_connect_object()). */
  g_clear_pointer (&self->watched_sides, g_ptr_array_unref);
  g_clear_pointer (&self->watched_regions, g_ptr_array_unref);
  g_signal_handlers_disconnect_by_data (self->sides, self);
  g_signal_handlers_disconnect_by_data (self->regions, self);
  g_clear_object (&self->sides);
  g_clear_object (&self->regions);
  g_clear_pointer (&self->map_path, g_free);
  g_clear_pointer (&self->translation_domain, g_free);

  G_OBJECT_CLASS (tactics_scenario_parent_class)->finalize (object);
}

static void
tactics_scenario_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TacticsScenario *self = TACTICS_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_MAP:
      g_value_set_object (value, self->map);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_ROUND_LIMIT:
      g_value_set_uint (value, self->round_limit);
      break;
    case PROP_FOG:
      g_value_set_enum (value, self->fog);
      break;
    case PROP_VICTORY_TEXT:
      g_value_set_string (value, self->victory_text);
      break;
    case PROP_DEFEAT_TEXT:
      g_value_set_string (value, self->defeat_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_scenario_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TacticsScenario *self = TACTICS_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_MAP:
      self->map = g_value_dup_object (value);
      break;
    case PROP_NAME:
      tactics_scenario_set_name (self, g_value_get_string (value));
      break;
    case PROP_DESCRIPTION:
      tactics_scenario_set_description (self, g_value_get_string (value));
      break;
    case PROP_ROUND_LIMIT:
      tactics_scenario_set_round_limit (self, g_value_get_uint (value));
      break;
    case PROP_FOG:
      tactics_scenario_set_fog (self, g_value_get_enum (value));
      break;
    case PROP_VICTORY_TEXT:
      tactics_scenario_set_victory_text (self, g_value_get_string (value));
      break;
    case PROP_DEFEAT_TEXT:
      tactics_scenario_set_defeat_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_scenario_class_init (TacticsScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tactics_scenario_finalize;
  object_class->get_property = tactics_scenario_get_property;
  object_class->set_property = tactics_scenario_set_property;

  /**
   * TacticsScenario:map:
   * The map the scenario is played on; set at construction.
   */
  properties[PROP_MAP] =
    g_param_spec_object ("map", NULL, NULL, TACTICS_TYPE_MAP,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsScenario:name:
   * The scenario's display name.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  /**
   * TacticsScenario:description:
   * A longer text about the scenario for players, or %NULL.
   */
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  /**
   * TacticsScenario:round-limit:
   * The number of rounds after which the match ends, 0 for no limit.
   */
  properties[PROP_ROUND_LIMIT] =
    g_param_spec_uint ("round-limit", NULL, NULL, 0, TACTICS_MAX_ROUND_LIMIT, 0, flags);
  /**
   * TacticsScenario:fog:
   * What the players know of the board: everything (the default), or fog
   * of war or shroud (doc/rules.md, "Fog of war").
   */
  properties[PROP_FOG] =
    g_param_spec_enum ("fog", NULL, NULL, TACTICS_TYPE_FOG_MODE, TACTICS_FOG_MODE_NONE, flags);
  /**
   * TacticsScenario:victory-text:
   * The text shown to the winners at the end of a match, or %NULL.
   */
  properties[PROP_VICTORY_TEXT] = g_param_spec_string ("victory-text", NULL, NULL, NULL, flags);
  /**
   * TacticsScenario:defeat-text:
   * The text shown to the losers at the end of a match, or %NULL.
   */
  properties[PROP_DEFEAT_TEXT] = g_param_spec_string ("defeat-text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TacticsScenario::changed:
   * @self: the scenario
   *
   * The scenario or one of its sides, objectives, placed units or regions
   * changed, however the change was made.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tactics_scenario_init (TacticsScenario *self)
{
  self->sides = g_list_store_new (TACTICS_TYPE_SIDE);
  self->regions = g_list_store_new (TACTICS_TYPE_REGION);
  self->watched_sides = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_regions = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect_swapped (self->sides, "items-changed", G_CALLBACK (on_parts_changed), self);
  g_signal_connect_swapped (self->regions, "items-changed", G_CALLBACK (on_parts_changed), self);
  g_signal_connect (self, "notify", G_CALLBACK (emit_changed), NULL);
}

/**
 * tactics_scenario_new:
 * @map: the map to play on
 *
 * Creates a scenario on @map with no sides and no regions.
 *
 * Returns: (transfer full): a new scenario
 */
TacticsScenario *
tactics_scenario_new (TacticsMap *map)
{
  g_return_val_if_fail (TACTICS_IS_MAP (map), NULL);

  return g_object_new (TACTICS_TYPE_SCENARIO, "map", map, NULL);
}

/**
 * tactics_scenario_get_map:
 * @self: a scenario
 *
 * Returns the map the scenario is played on.
 *
 * Returns: (transfer none): the map
 */
TacticsMap *
tactics_scenario_get_map (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->map;
}

/**
 * tactics_scenario_get_name:
 * @self: a scenario
 *
 * Returns the scenario's display name.
 *
 * Returns: (nullable): the name
 */
const char *
tactics_scenario_get_name (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->name;
}

/**
 * tactics_scenario_set_name:
 * @self: a scenario
 * @name: (nullable): the new display name
 *
 * Sets the scenario's display name.
 */
void
tactics_scenario_set_name (TacticsScenario *self,
                           const char      *name)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));

  if (tactics_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * tactics_scenario_get_map_path:
 * @self: a scenario
 *
 * Returns the map file as the scenario file names it, relative to the
 * scenario's folder (or absolute).
 *
 * Returns: (nullable): the path, or %NULL (the default) when the scenario
 *   lives inside its map's file, which is then saved whole with the
 *   scenario in it
 */
const char *
tactics_scenario_get_map_path (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->map_path;
}

/**
 * tactics_scenario_set_map_path:
 * @self: a scenario
 * @path: (nullable): the map file relative to the scenario's folder, or
 *   %NULL to save the scenario inside its map's file
 *
 * Sets the map file saving the scenario names.
 */
void
tactics_scenario_set_map_path (TacticsScenario *self,
                               const char      *path)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));

  tactics_set_str (&self->map_path, path);
}

/**
 * tactics_scenario_get_translation_domain:
 * @self: a scenario
 *
 * Returns the gettext domain of the scenario file's strings (its name,
 * texts and the names of its sides, regions and units); see
 * tactics_ruleset_get_translation_domain(). A scenario inside a map file
 * uses the map's.
 *
 * Returns: (nullable): the domain, or %NULL (the default)
 */
const char *
tactics_scenario_get_translation_domain (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->translation_domain;
}

/**
 * tactics_scenario_set_translation_domain:
 * @self: a scenario
 * @domain: (nullable): a gettext domain, or %NULL
 *
 * Sets the gettext domain of the scenario file's strings.
 */
void
tactics_scenario_set_translation_domain (TacticsScenario *self,
                                         const char      *domain)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));

  tactics_set_str (&self->translation_domain, domain);
}

/**
 * tactics_scenario_get_description:
 * @self: a scenario
 *
 * Returns the scenario's description for players.
 *
 * Returns: (nullable): the description, or %NULL
 */
const char *
tactics_scenario_get_description (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->description;
}

/**
 * tactics_scenario_set_description:
 * @self: a scenario
 * @description: (nullable): the new description
 *
 * Sets the scenario's description for players.
 */
void
tactics_scenario_set_description (TacticsScenario *self,
                                  const char      *description)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));

  if (tactics_set_str (&self->description, description))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

/**
 * tactics_scenario_get_fog:
 * @self: a scenario
 *
 * Returns what the players of the scenario know of the board.
 *
 * Returns: the fog mode, %TACTICS_FOG_MODE_NONE by default
 */
TacticsFogMode
tactics_scenario_get_fog (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), TACTICS_FOG_MODE_NONE);

  return self->fog;
}

/**
 * tactics_scenario_set_fog:
 * @self: a scenario
 * @fog: the fog mode
 *
 * Sets what the players of the scenario know of the board.
 */
void
tactics_scenario_set_fog (TacticsScenario *self,
                          TacticsFogMode   fog)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));
  g_return_if_fail (fog <= TACTICS_FOG_MODE_SHROUD);

  if (self->fog == fog)
    return;
  self->fog = fog;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOG]);
}

/**
 * tactics_scenario_get_victory_text:
 * @self: a scenario
 *
 * Returns the text shown to the winners at the end of a match.
 *
 * Returns: (nullable): the text, or %NULL
 */
const char *
tactics_scenario_get_victory_text (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->victory_text;
}

/**
 * tactics_scenario_set_victory_text:
 * @self: a scenario
 * @victory_text: (nullable): the new text
 *
 * Sets the text shown to the winners at the end of a match.
 */
void
tactics_scenario_set_victory_text (TacticsScenario *self,
                                   const char      *victory_text)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));

  if (tactics_set_str (&self->victory_text, victory_text))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VICTORY_TEXT]);
}

/**
 * tactics_scenario_get_defeat_text:
 * @self: a scenario
 *
 * Returns the text shown to the losers at the end of a match.
 *
 * Returns: (nullable): the text, or %NULL
 */
const char *
tactics_scenario_get_defeat_text (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return self->defeat_text;
}

/**
 * tactics_scenario_set_defeat_text:
 * @self: a scenario
 * @defeat_text: (nullable): the new text
 *
 * Sets the text shown to the losers at the end of a match.
 */
void
tactics_scenario_set_defeat_text (TacticsScenario *self,
                                  const char      *defeat_text)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));

  if (tactics_set_str (&self->defeat_text, defeat_text))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEFEAT_TEXT]);
}

/**
 * tactics_scenario_get_round_limit:
 * @self: a scenario
 *
 * Returns the number of rounds after which the match ends.
 *
 * Returns: the round limit, 0 for none
 */
guint
tactics_scenario_get_round_limit (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), 0);

  return self->round_limit;
}

/**
 * tactics_scenario_set_round_limit:
 * @self: a scenario
 * @round_limit: 0 for no limit, or up to %TACTICS_MAX_OBJECTIVE_ROUNDS
 *
 * Sets the number of rounds after which the match ends.
 */
void
tactics_scenario_set_round_limit (TacticsScenario *self,
                                  guint            round_limit)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));
  g_return_if_fail (round_limit <= TACTICS_MAX_ROUND_LIMIT);

  if (self->round_limit == round_limit)
    return;
  self->round_limit = round_limit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND_LIMIT]);
}

/**
 * tactics_scenario_get_sides:
 * @self: a scenario
 *
 * Returns the scenario's sides, in order. Change the list through the
 * scenario.
 *
 * Returns: (transfer none): a list model of #TacticsSide
 */
GListModel *
tactics_scenario_get_sides (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return G_LIST_MODEL (self->sides);
}

/**
 * tactics_scenario_insert_side:
 * @self: a scenario
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @side: (transfer none): the side; the scenario takes its own reference
 *
 * Inserts a side. A scenario holds at most %TACTICS_MAX_SCENARIO_SIDES.
 */
void
tactics_scenario_insert_side (TacticsScenario *self,
                              guint            position,
                              TacticsSide     *side)
{
  guint n_items;

  g_return_if_fail (TACTICS_IS_SCENARIO (self));
  g_return_if_fail (TACTICS_IS_SIDE (side));

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->sides));
  g_return_if_fail (n_items < TACTICS_MAX_SCENARIO_SIDES);
  g_list_store_insert (self->sides, MIN (position, n_items), side);
}

/**
 * tactics_scenario_remove_side:
 * @self: a scenario
 * @position: the position of a side
 *
 * Removes a side with its placed units and objectives.
 */
void
tactics_scenario_remove_side (TacticsScenario *self,
                              guint            position)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));
  g_return_if_fail (position < g_list_model_get_n_items (G_LIST_MODEL (self->sides)));

  g_list_store_remove (self->sides, position);
}

/**
 * tactics_scenario_get_regions:
 * @self: a scenario
 *
 * Returns the scenario's regions, in order. Change the list through the
 * scenario.
 *
 * Returns: (transfer none): a list model of #TacticsRegion
 */
GListModel *
tactics_scenario_get_regions (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return G_LIST_MODEL (self->regions);
}

/**
 * tactics_scenario_insert_region:
 * @self: a scenario
 * @position: where to insert; %G_MAXUINT or past the end appends
 * @region: (transfer none): the region; the scenario takes its own
 *   reference
 *
 * Inserts a region.
 */
void
tactics_scenario_insert_region (TacticsScenario *self,
                                guint            position,
                                TacticsRegion   *region)
{
  guint n_items;

  g_return_if_fail (TACTICS_IS_SCENARIO (self));
  g_return_if_fail (TACTICS_IS_REGION (region));

  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->regions));
  g_list_store_insert (self->regions, MIN (position, n_items), region);
}

/**
 * tactics_scenario_remove_region:
 * @self: a scenario
 * @position: the position of a region
 *
 * Removes a region. Sides and objectives naming it are not changed;
 * tactics_scenario_check() reports them.
 */
void
tactics_scenario_remove_region (TacticsScenario *self,
                                guint            position)
{
  g_return_if_fail (TACTICS_IS_SCENARIO (self));
  g_return_if_fail (position < g_list_model_get_n_items (G_LIST_MODEL (self->regions)));

  g_list_store_remove (self->regions, position);
}

/* The first item of @list whose "id" is @id, borrowed. */
static gpointer
lookup_by_id (GListModel *list,
              const char *id)
{
  if (id == NULL)
    return NULL;

  for (guint i = 0, n = g_list_model_get_n_items (list); i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (list, i);
      g_autofree char *item_id = NULL;

      g_object_get (item, "id", &item_id, NULL);
      /* The list keeps its reference: the borrowed pointer stays valid. */
      if (g_strcmp0 (item_id, id) == 0)
        return item;
    }
  return NULL;
}

/**
 * tactics_scenario_get_side:
 * @self: a scenario
 * @position: a side's position
 *
 * Returns the side at @position.
 *
 * Returns: (transfer none) (nullable): the side, or %NULL past the last
 */
TacticsSide *
tactics_scenario_get_side (TacticsScenario *self,
                           guint            position)
{
  g_autoptr(TacticsSide) side = NULL;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  side = g_list_model_get_item (G_LIST_MODEL (self->sides), position);
  /* The list keeps it alive. */
  return side;
}

/**
 * tactics_scenario_lookup_region:
 * @self: a scenario
 * @id: (nullable): a region id
 *
 * Finds the region with @id.
 *
 * Returns: (transfer none) (nullable): the region, or %NULL if there is
 *   none
 */
TacticsRegion *
tactics_scenario_lookup_region (TacticsScenario *self,
                                const char      *id)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return lookup_by_id (G_LIST_MODEL (self->regions), id);
}

/**
 * tactics_scenario_lookup_side:
 * @self: a scenario
 * @id: (nullable): a side id
 *
 * Finds the side with @id.
 *
 * Returns: (transfer none) (nullable): the side, or %NULL if there is none
 */
TacticsSide *
tactics_scenario_lookup_side (TacticsScenario *self,
                              const char      *id)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return lookup_by_id (G_LIST_MODEL (self->sides), id);
}

/* The placed unit of any side with @id (when not NULL), else on @cell. */
static const TacticsPlacedUnit *
find_placed_unit (TacticsScenario  *self,
                  const char       *id,
                  TacticsCell       cell,
                  TacticsSide     **side)
{
  GListModel *sides = G_LIST_MODEL (self->sides);

  if (side != NULL)
    *side = NULL;
  for (guint i = 0, n = g_list_model_get_n_items (sides); i < n; i++)
    {
      g_autoptr(TacticsSide) each = g_list_model_get_item (sides, i);

      for (guint j = 0; j < tactics_side_get_n_placed_units (each); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (each, j);

          if (id != NULL ? g_strcmp0 (unit->id, id) != 0
                         : unit->cell.x != cell.x || unit->cell.y != cell.y)
            continue;
          if (side != NULL)
            *side = each;
          return unit;
        }
    }
  return NULL;
}

/**
 * tactics_scenario_lookup_placed_unit:
 * @self: a scenario
 * @id: (nullable): a placed unit's id
 * @side: (out) (optional) (nullable) (transfer none): where to store the
 *   unit's side
 *
 * Finds the pre-placed unit with @id, of any side.
 *
 * Returns: (transfer none) (nullable): the unit, or %NULL if there is none
 */
const TacticsPlacedUnit *
tactics_scenario_lookup_placed_unit (TacticsScenario  *self,
                                     const char       *id,
                                     TacticsSide     **side)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  if (id == NULL)
    {
      if (side != NULL)
        *side = NULL;
      return NULL;
    }
  return find_placed_unit (self, id, (TacticsCell) { 0, 0 }, side);
}

/**
 * tactics_scenario_lookup_placed_unit_at: (skip)
 * @self: a scenario
 * @cell: a cell
 * @side: (out) (optional) (nullable) (transfer none): where to store the
 *   unit's side
 *
 * Finds the pre-placed unit standing on @cell, of any side.
 *
 * Returns: (transfer none) (nullable): the unit, or %NULL if there is none
 */
const TacticsPlacedUnit *
tactics_scenario_lookup_placed_unit_at (TacticsScenario  *self,
                                        TacticsCell       cell,
                                        TacticsSide     **side)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  return find_placed_unit (self, NULL, cell, side);
}

/**
 * tactics_scenario_dup_new_unit_id:
 * @self: a scenario
 *
 * Makes a placed unit's id no unit of any side has yet ("unit1", "unit2",
 * …).
 *
 * Returns: (transfer full): the new id
 */
char *
tactics_scenario_dup_new_unit_id (TacticsScenario *self)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);

  for (guint i = 1;; i++)
    {
      g_autofree char *id = g_strdup_printf ("unit%u", i);

      if (find_placed_unit (self, id, (TacticsCell) { -1, -1 }, NULL) == NULL)
        return g_steal_pointer (&id);
    }
}

/**
 * tactics_scenario_get_unit_name:
 * @self: a scenario
 * @unit: a placed unit
 *
 * Returns the name a placed unit goes by: its own, else its unit type's,
 * else its id.
 *
 * Returns: the name
 */
const char *
tactics_scenario_get_unit_name (TacticsScenario         *self,
                                const TacticsPlacedUnit *unit)
{
  TacticsUnitType *type;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (unit != NULL, NULL);

  if (unit->name != NULL)
    return unit->name;
  type = tactics_ruleset_lookup_unit_type (tactics_map_get_ruleset (self->map), unit->unit_type);
  return type != NULL ? tactics_unit_type_get_name (type) : unit->id;
}

/**
 * tactics_scenario_dup_unit_label:
 * @self: a scenario
 * @unit: a placed unit
 *
 * Tells @unit apart from others of its name, as an editor lists it: its
 * name, its side's and its cell, e.g. "Infantry of West at 4,7".
 *
 * Returns: (transfer full): the label, translated
 */
char *
tactics_scenario_dup_unit_label (TacticsScenario         *self,
                                 const TacticsPlacedUnit *unit)
{
  TacticsSide *side = NULL;

  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (unit != NULL, NULL);

  if (tactics_scenario_lookup_placed_unit (self, unit->id, &side) == NULL || side == NULL)
    /* Translators: a placed unit of no side yet: its name, then its cell, e.g.
     * "Infantry at 4,7". */
    return g_strdup_printf (_("%s at %d,%d"), tactics_scenario_get_unit_name (self, unit),
                            unit->cell.x, unit->cell.y);
  /* Translators: a placed unit told apart from others of its name: its name,
   * its side's name, then its cell, e.g. "Infantry of West at 4,7". */
  return g_strdup_printf (_("%s of %s at %d,%d"), tactics_scenario_get_unit_name (self, unit),
                          tactics_side_get_display_name (side), unit->cell.x, unit->cell.y);
}

static char *
dup_objective_sentence (TacticsScenario  *self,
                        TacticsSide      *side,
                        TacticsObjective *objective,
                        gboolean          unit_labels)
{
  TacticsRegion *region;
  const TacticsPlacedUnit *unit;
  g_autofree char *unit_label = NULL;

  region = tactics_scenario_lookup_region (self, tactics_objective_get_region (objective));
  unit = tactics_scenario_lookup_placed_unit (self, tactics_objective_get_unit (objective), NULL);
  if (unit != NULL)
    unit_label = unit_labels ? tactics_scenario_dup_unit_label (self, unit)
                             : g_strdup (tactics_scenario_get_unit_name (self, unit));
  return tactics_objective_dup_sentence (objective, tactics_side_get_display_name (side),
                                         region != NULL ? tactics_region_get_display_name (region) : NULL,
                                         unit_label);
}

/**
 * tactics_scenario_dup_objective_sentence:
 * @self: a scenario
 * @side: the side that plays for @objective
 * @objective: an objective of @side
 *
 * Says @objective as players read it, with the scenario's names for its
 * region and unit.
 *
 * Returns: (transfer full): the sentence, translated
 */
char *
tactics_scenario_dup_objective_sentence (TacticsScenario  *self,
                                         TacticsSide      *side,
                                         TacticsObjective *objective)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (TACTICS_IS_SIDE (side), NULL);
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (objective), NULL);

  return dup_objective_sentence (self, side, objective, FALSE);
}

/**
 * tactics_scenario_dup_objective_description:
 * @self: a scenario
 * @side: the side that plays for @objective
 * @objective: an objective of @side
 *
 * Like tactics_scenario_dup_objective_sentence(), with its unit named by
 * tactics_scenario_dup_unit_label(): before a match, where units stand
 * tells alike ones apart.
 *
 * Returns: (transfer full): the description, translated
 */
char *
tactics_scenario_dup_objective_description (TacticsScenario  *self,
                                            TacticsSide      *side,
                                            TacticsObjective *objective)
{
  g_return_val_if_fail (TACTICS_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (TACTICS_IS_SIDE (side), NULL);
  g_return_val_if_fail (TACTICS_IS_OBJECTIVE (objective), NULL);

  return dup_objective_sentence (self, side, objective, TRUE);
}
