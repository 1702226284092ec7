/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "tactics-problem.h"
#include "tactics-check-enum-types.h"
#include "tactics-check-enums.h"
#include "tactics-geometry.h"

struct _TacticsProblem
{
  GObject parent_instance;

  TacticsProblemSeverity severity;
  TacticsProblemKind kind;
  char *message;
  TacticsCell *cells;
  guint n_cells;
  char *side;
  char *region;
  char *unit;
  char *movetype;
};

/**
 * TacticsProblem:
 * One thing wrong with a map or a scenario, as tactics_map_check() and
 * tactics_scenario_check() find it: its severity (an error stops the
 * scenario from being played, a warning does not), its kind, a translated
 * sentence for designers, the cells it concerns (in reading order, maybe
 * none) and the ids of what it is about: a side, a region, a placed unit, a
 * movement type (each %NULL when it is about none). A problem never
 * changes.
 */
G_DEFINE_FINAL_TYPE (TacticsProblem, tactics_problem, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEVERITY,
  PROP_KIND,
  PROP_MESSAGE,
  PROP_SIDE,
  PROP_REGION,
  PROP_UNIT,
  PROP_MOVETYPE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tactics_problem_finalize (GObject *object)
{
  TacticsProblem *self = TACTICS_PROBLEM (object);

  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->cells, g_free);
  g_clear_pointer (&self->side, g_free);
  g_clear_pointer (&self->region, g_free);
  g_clear_pointer (&self->unit, g_free);
  g_clear_pointer (&self->movetype, g_free);

  G_OBJECT_CLASS (tactics_problem_parent_class)->finalize (object);
}

static void
tactics_problem_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TacticsProblem *self = TACTICS_PROBLEM (object);

  switch (prop_id)
    {
    case PROP_SEVERITY:
      g_value_set_enum (value, self->severity);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    case PROP_SIDE:
      g_value_set_string (value, self->side);
      break;
    case PROP_REGION:
      g_value_set_string (value, self->region);
      break;
    case PROP_UNIT:
      g_value_set_string (value, self->unit);
      break;
    case PROP_MOVETYPE:
      g_value_set_string (value, self->movetype);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tactics_problem_class_init (TacticsProblemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tactics_problem_finalize;
  object_class->get_property = tactics_problem_get_property;

  /* Read-only: a problem is made whole by tactics_problem_new(). */
  /**
   * TacticsProblem:severity:
   * Whether the problem stops the scenario from being played.
   */
  properties[PROP_SEVERITY] =
    g_param_spec_enum ("severity", NULL, NULL, TACTICS_TYPE_PROBLEM_SEVERITY,
                       TACTICS_PROBLEM_ERROR, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsProblem:kind:
   * What the problem is, for programs that sort or test problems.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, TACTICS_TYPE_PROBLEM_KIND,
                       TACTICS_PROBLEM_POCKET, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsProblem:message:
   * A translated sentence for designers.
   */
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsProblem:side:
   * The id of the side the problem is about, or %NULL.
   */
  properties[PROP_SIDE] =
    g_param_spec_string ("side", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsProblem:region:
   * The id of the region the problem is about, or %NULL.
   */
  properties[PROP_REGION] =
    g_param_spec_string ("region", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsProblem:unit:
   * The id of the placed unit the problem is about, or %NULL.
   */
  properties[PROP_UNIT] =
    g_param_spec_string ("unit", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * TacticsProblem:movetype:
   * The id of the movement type the problem is about, or %NULL.
   */
  properties[PROP_MOVETYPE] =
    g_param_spec_string ("movetype", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tactics_problem_init (TacticsProblem *self)
{
}

static int
compare_cells (gconstpointer a,
               gconstpointer b)
{
  const TacticsCell *ca = a, *cb = b;

  if (ca->y != cb->y)
    return (ca->y > cb->y) - (ca->y < cb->y);
  return (ca->x > cb->x) - (ca->x < cb->x);
}

static gboolean
cells_sorted (const TacticsCell *cells,
              guint              n_cells)
{
  for (guint i = 1; i < n_cells; i++)
    if (compare_cells (&cells[i - 1], &cells[i]) >= 0)
      return FALSE;
  return TRUE;
}

/**
 * tactics_problem_new:
 * @severity: whether it stops the scenario from being played
 * @kind: what the problem is
 * @message: a translated sentence for designers
 * @cells: (array length=n_cells) (nullable): the cells it concerns
 * @n_cells: the number of @cells
 * @side: (nullable): the id of the side it is about
 * @region: (nullable): the id of the region it is about
 * @unit: (nullable): the id of the placed unit it is about
 * @movetype: (nullable): the id of the movement type it is about
 *
 * Creates a problem. The cells are copied, sorted in reading order and kept
 * once each.
 *
 * Returns: (transfer full): a new problem
 */
TacticsProblem *
tactics_problem_new (TacticsProblemSeverity  severity,
                     TacticsProblemKind      kind,
                     const char             *message,
                     const TacticsCell      *cells,
                     guint                   n_cells,
                     const char             *side,
                     const char             *region,
                     const char             *unit,
                     const char             *movetype)
{
  TacticsProblem *self;

  g_return_val_if_fail (message != NULL, NULL);
  g_return_val_if_fail (cells != NULL || n_cells == 0, NULL);

  self = g_object_new (TACTICS_TYPE_PROBLEM, NULL);
  self->severity = severity;
  self->kind = kind;
  self->message = g_strdup (message);
  self->n_cells = n_cells;
  self->cells = n_cells > 0 ? g_memdup2 (cells, sizeof (TacticsCell) * n_cells) : NULL;
  /* The checks mostly list cells in reading order already; zones of
   * several sides may overlap, and are kept once each. */
  if (!cells_sorted (self->cells, n_cells))
    {
      guint kept = 0;

      qsort (self->cells, n_cells, sizeof (TacticsCell), compare_cells);
      for (guint i = 0; i < n_cells; i++)
        if (kept == 0 || compare_cells (&self->cells[kept - 1], &self->cells[i]) != 0)
          self->cells[kept++] = self->cells[i];
      self->n_cells = kept;
    }
  self->side = g_strdup (side);
  self->region = g_strdup (region);
  self->unit = g_strdup (unit);
  self->movetype = g_strdup (movetype);
  return self;
}

/**
 * tactics_problem_get_severity:
 * @self: a problem
 *
 * Returns whether the problem stops the scenario from being played.
 *
 * Returns: the severity
 */
TacticsProblemSeverity
tactics_problem_get_severity (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), TACTICS_PROBLEM_ERROR);

  return self->severity;
}

/**
 * tactics_problem_get_kind:
 * @self: a problem
 *
 * Returns what the problem is.
 *
 * Returns: the kind of problem
 */
TacticsProblemKind
tactics_problem_get_kind (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), TACTICS_PROBLEM_POCKET);

  return self->kind;
}

/**
 * tactics_problem_get_message:
 * @self: a problem
 *
 * Returns the sentence that tells designers about the problem.
 *
 * Returns: the message, translated
 */
const char *
tactics_problem_get_message (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), NULL);

  return self->message;
}

/**
 * tactics_problem_get_cells:
 * @self: a problem
 * @n_cells: (out) (optional): where to store the number of cells
 *
 * Returns the cells the problem concerns, in reading order, each once.
 *
 * Returns: (transfer none) (array length=n_cells) (nullable): the cells, or
 *   %NULL when there are none
 */
const TacticsCell *
tactics_problem_get_cells (TacticsProblem *self,
                           guint          *n_cells)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), NULL);

  if (n_cells != NULL)
    *n_cells = self->n_cells;
  return self->cells;
}

/**
 * tactics_problem_get_side:
 * @self: a problem
 *
 * Returns the id of the side the problem is about.
 *
 * Returns: (nullable): the side id, or %NULL
 */
const char *
tactics_problem_get_side (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), NULL);

  return self->side;
}

/**
 * tactics_problem_get_region:
 * @self: a problem
 *
 * Returns the id of the region the problem is about.
 *
 * Returns: (nullable): the region id, or %NULL
 */
const char *
tactics_problem_get_region (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), NULL);

  return self->region;
}

/**
 * tactics_problem_get_unit:
 * @self: a problem
 *
 * Returns the id of the placed unit the problem is about.
 *
 * Returns: (nullable): the unit id, or %NULL
 */
const char *
tactics_problem_get_unit (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), NULL);

  return self->unit;
}

/**
 * tactics_problem_get_movetype:
 * @self: a problem
 *
 * Returns the id of the movement type the problem is about.
 *
 * Returns: (nullable): the movement type id, or %NULL
 */
const char *
tactics_problem_get_movetype (TacticsProblem *self)
{
  g_return_val_if_fail (TACTICS_IS_PROBLEM (self), NULL);

  return self->movetype;
}

/**
 * tactics_problems_count_errors:
 * @problems: a list model of #TacticsProblem
 *
 * Counts the errors among @problems.
 *
 * Returns: the number of problems of severity %TACTICS_PROBLEM_ERROR
 */
guint
tactics_problems_count_errors (GListModel *problems)
{
  guint n_errors = 0;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (problems), 0);

  n = g_list_model_get_n_items (problems);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TacticsProblem) problem = g_list_model_get_item (problems, i);

      if (problem->severity == TACTICS_PROBLEM_ERROR)
        n_errors++;
    }
  return n_errors;
}
