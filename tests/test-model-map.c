/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map model: its properties, cells and their change signal, new maps
 * that cannot be, remapping terrains, replacing the ruleset, resizing,
 * cost grids and equality. The ruleset and its objects are in
 * test-model.c. */
#include "config.h"

#include "model-test-helpers.h"

/* The cells as a string of digits, row by row, for compact checks. */
static char *
cells_to_string (TacticsMap *map)
{
  const guint16 *cells = tactics_map_get_cells (map);
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);
  GString *string = g_string_new (NULL);

  for (int y = 0; y < height; y++)
    {
      if (y > 0)
        g_string_append_c (string, '|');
      for (int x = 0; x < width; x++)
        g_string_append_printf (string, "%u", cells[y * width + x]);
    }
  return g_string_free (string, FALSE);
}

static void
assert_cells (TacticsMap *map,
              const char *expected)
{
  g_autofree char *actual = cells_to_string (map);

  g_assert_cmpstr (actual, ==, expected);
}

typedef struct {
  guint count;
  int   x, y, width, height;
} CellsChanged;

static void
on_cells_changed (TacticsMap   *map,
                  int           x,
                  int           y,
                  int           width,
                  int           height,
                  CellsChanged *record)
{
  record->count++;
  record->x = x;
  record->y = y;
  record->width = width;
  record->height = height;
}

static void
assert_last_change (const CellsChanged *record,
                    guint               count,
                    int                 x,
                    int                 y,
                    int                 width,
                    int                 height)
{
  g_assert_cmpuint (record->count, ==, count);
  g_assert_cmpint (record->x, ==, x);
  g_assert_cmpint (record->y, ==, y);
  g_assert_cmpint (record->width, ==, width);
  g_assert_cmpint (record->height, ==, height);
}

/* A 3×2 map over make_ruleset() whose cells read "012|210". */
static TacticsMap *
make_map (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  TacticsMap *map = tactics_map_new (3, 2, TACTICS_TOPOLOGY_SQUARE, ruleset);
  const guint16 cells[] = { 0, 1, 2, 2, 1, 0 };

  tactics_map_set_cells (map, cells);
  return map;
}

static void
test_map_properties (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  g_autoptr(TacticsMap) bare = tactics_map_new (2, 2, TACTICS_TOPOLOGY_HEX, NULL);
  g_autoptr(TacticsRuleset) other = tactics_ruleset_new ();
  CellsChanged record = { 0 };
  guint notified = 0;

  g_assert_cmpint (tactics_map_get_width (map), ==, 3);
  g_assert_cmpint (tactics_map_get_height (map), ==, 2);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_SQUARE);
  g_assert_nonnull (tactics_map_get_ruleset (bare));
  g_assert_cmpint (tactics_map_get_topology (bare), ==, TACTICS_TOPOLOGY_HEX);
  assert_cells (bare, "00|00");
  g_assert_null (tactics_map_get_terrain (bare, (TacticsCell) { 1, 1 }));

  g_assert_false (g_object_class_find_property (G_OBJECT_GET_CLASS (map), "width")->flags
                  & G_PARAM_WRITABLE);
  g_assert_false (g_object_class_find_property (G_OBJECT_GET_CLASS (map), "height")->flags
                  & G_PARAM_WRITABLE);

  assert_string_property (map, "name", "Example");
  assert_string_property (map, "description", "Flat.");
  assert_string_property (map, "ruleset-path", "../default.ruleset.xml");
  assert_enum_property (map, "topology", TACTICS_TYPE_TOPOLOGY, TACTICS_TOPOLOGY_HEX);

  g_signal_connect (map, "notify::ruleset", G_CALLBACK (count_notify), &notified);
  tactics_map_set_ruleset (map, tactics_map_get_ruleset (map));
  g_assert_cmpuint (notified, ==, 0);
  tactics_map_set_ruleset (map, other);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (tactics_map_get_ruleset (map) == other);

  g_assert_true (tactics_map_contains (map, (TacticsCell) { 2, 1 }));
  g_assert_false (tactics_map_contains (map, (TacticsCell) { 3, 1 }));
  g_assert_false (tactics_map_contains (map, (TacticsCell) { -1, 0 }));
  g_assert_false (tactics_map_contains (map, (TacticsCell) { 0, 2 }));

  g_clear_object (&map);
  map = make_map ();
  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  g_assert_cmpuint (tactics_map_get_terrain_index (map, (TacticsCell) { 2, 0 }), ==, 2);
  g_assert_cmpstr (tactics_terrain_get_name (tactics_map_get_terrain (map, (TacticsCell) { 1, 1 })),
                   ==, "Rock");
  tactics_map_set_terrain_index (map, (TacticsCell) { 2, 0 }, 1);
  assert_last_change (&record, 1, 2, 0, 1, 1);
  tactics_map_set_terrain_index (map, (TacticsCell) { 2, 0 }, 1);
  g_assert_cmpuint (record.count, ==, 1);
  assert_cells (map, "011|210");

  tactics_map_set_cells (map, (const guint16[]) { 2, 2, 2, 0, 0, 0 });
  assert_last_change (&record, 2, 0, 0, 3, 2);
  tactics_map_set_cells (map, (const guint16[]) { 2, 2, 2, 0, 0, 0 });
  g_assert_cmpuint (record.count, ==, 2);
  assert_cells (map, "222|000");

  if (g_test_undefined ())
    {
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*is_valid_terrain_index*");
      tactics_map_set_terrain_index (map, (TacticsCell) { 0, 0 }, 3);
      g_test_assert_expected_messages ();
      g_assert_cmpuint (record.count, ==, 2);
    }
}

/* Many cells at once, one "cells-changed" for the rectangle around those
 * that changed; several changes held back into one. */
static void
test_map_paint_cells (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  CellsChanged record = { 0 };
  const TacticsCell cells[] = { { 0, 1 }, { 5, 0 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { 0, 0 } };

  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  /* (0, 0) already is 0; (5, 0) and (−1, 1) are off the map. */
  g_assert_cmpuint (tactics_map_paint_cells (map, cells, G_N_ELEMENTS (cells), 0), ==, 2);
  assert_last_change (&record, 1, 0, 0, 2, 2);
  assert_cells (map, "002|010");
  g_assert_cmpuint (tactics_map_paint_cells (map, cells, G_N_ELEMENTS (cells), 0), ==, 0);
  g_assert_cmpuint (record.count, ==, 1);

  tactics_map_set_cells_rect (map, 1, 0, 2, 2, (const guint16[]) { 1, 1, 2, 2 });
  assert_last_change (&record, 2, 1, 0, 2, 2);
  assert_cells (map, "011|022");
  tactics_map_set_cells_rect (map, 1, 0, 2, 2, (const guint16[]) { 1, 1, 2, 2 });
  g_assert_cmpuint (record.count, ==, 2);

  /* Held back until the end, then once for all. */
  tactics_map_begin_changes (map);
  tactics_map_begin_changes (map);
  tactics_map_set_terrain_index (map, (TacticsCell) { 0, 0 }, 2);
  tactics_map_set_cells_rect (map, 2, 1, 1, 1, (const guint16[]) { 0 });
  tactics_map_end_changes (map);
  g_assert_cmpuint (record.count, ==, 2);
  tactics_map_end_changes (map);
  assert_last_change (&record, 3, 0, 0, 3, 2);
  assert_cells (map, "211|020");
  tactics_map_begin_changes (map);
  tactics_map_end_changes (map);
  g_assert_cmpuint (record.count, ==, 3);

  if (g_test_undefined ())
    {
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*is_valid_terrain_index*");
      tactics_map_set_cells_rect (map, 0, 0, 1, 1, (const guint16[]) { 3 });
      g_test_assert_expected_messages ();
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*is_valid_terrain_index*");
      tactics_map_paint_cells (map, cells, 1, 3);
      g_test_assert_expected_messages ();
      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*self->width*");
      tactics_map_set_cells_rect (map, 2, 0, 2, 1, (const guint16[]) { 0, 0 });
      g_test_assert_expected_messages ();
      g_assert_cmpuint (record.count, ==, 3);
      assert_cells (map, "211|020");
    }
}

static void
test_map_new_invalid (void)
{
  const int bad_sizes[][2] = {
    { 0, 1 }, { 1, 0 }, { -1, 5 }, { TACTICS_MAX_MAP_SIZE + 1, 1 }, { 1, TACTICS_MAX_MAP_SIZE + 1 },
  };
  g_autoptr(TacticsMap) largest = NULL;

  if (!g_test_undefined ())
    return;

  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      TacticsMap *map;

      g_test_expect_message ("Tactics", G_LOG_LEVEL_CRITICAL, "*tactics_map_new*");
      map = tactics_map_new (bad_sizes[i][0], bad_sizes[i][1], TACTICS_TOPOLOGY_SQUARE, NULL);
      g_test_assert_expected_messages ();
      g_assert_null (map);
    }

  largest = tactics_map_new (TACTICS_MAX_MAP_SIZE, 1, TACTICS_TOPOLOGY_SQUARE, NULL);
  g_assert_nonnull (largest);
}

static void
test_map_remap_terrains (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  g_autoptr(TacticsTerrain) swamp = tactics_terrain_new ("s", "Swamp", NULL);
  g_autoptr(TacticsTerrain) forest = g_object_ref (tactics_ruleset_get_terrain (ruleset, 2));
  CellsChanged record = { 0 };

  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  assert_cells (map, "012|210");

  /* An insert shifts every terrain after it. */
  tactics_ruleset_insert_terrain (ruleset, 1, swamp);
  assert_cells (map, "023|320");
  assert_last_change (&record, 1, 0, 0, 3, 2);

  /* A move keeps cells on their terrain. */
  tactics_ruleset_move_terrain (ruleset, 3, 0);     /* forest first */
  assert_cells (map, "130|031");
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 0, 1 }) == forest);
  tactics_ruleset_move_terrain (ruleset, 0, 3);
  assert_cells (map, "023|320");
  g_assert_cmpuint (record.count, ==, 3);

  /* Removing the terrain of no cell shifts the others back. */
  tactics_ruleset_remove_terrain (ruleset, 1);
  assert_cells (map, "012|210");
  g_assert_cmpuint (record.count, ==, 4);

  /* A removed terrain's cells fall back to terrain 0. */
  tactics_ruleset_remove_terrain (ruleset, 1);      /* rock */
  assert_cells (map, "001|100");
  assert_last_change (&record, 5, 0, 0, 3, 2);
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 2, 0 }) == forest);

  /* Moved by remove + insert: its cells are lost on the remove, the
   * other cells follow their terrains. */
  tactics_ruleset_remove_terrain (ruleset, 1);      /* forest */
  assert_cells (map, "000|000");
  tactics_ruleset_insert_terrain (ruleset, 0, forest);
  assert_cells (map, "111|111");
  g_assert_true (tactics_map_get_terrain (map, (TacticsCell) { 0, 0 })
                 == tactics_ruleset_lookup_terrain (ruleset, "0"));

  /* Cells never point past the list, even when it empties. */
  tactics_ruleset_remove_terrain (ruleset, 0);
  tactics_ruleset_remove_terrain (ruleset, 0);
  assert_cells (map, "000|000");
  g_assert_null (tactics_map_get_terrain (map, (TacticsCell) { 0, 0 }));
}

static void
test_map_replace_ruleset (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  g_autoptr(TacticsRuleset) replacement = tactics_ruleset_new ();
  g_autoptr(TacticsTerrain) forest = tactics_terrain_new ("2", "Forest", NULL);
  g_autoptr(TacticsTerrain) water = tactics_terrain_new ("w", "Water", NULL);
  g_autoptr(TacticsTerrain) plains = tactics_terrain_new ("0", "Plains", NULL);
  TacticsRuleset *old_ruleset = tactics_map_get_ruleset (map);
  CellsChanged record = { 0 };

  /* Forest at 0, plains at 2, no rock: rock cells become terrain 0. */
  tactics_ruleset_insert_terrain (replacement, G_MAXUINT, forest);
  tactics_ruleset_insert_terrain (replacement, G_MAXUINT, water);
  tactics_ruleset_insert_terrain (replacement, G_MAXUINT, plains);

  g_object_add_weak_pointer (G_OBJECT (old_ruleset), (gpointer *) &old_ruleset);
  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  tactics_map_set_ruleset (map, replacement);
  assert_cells (map, "200|002");
  assert_last_change (&record, 1, 0, 0, 3, 2);
  /* The map held the only reference to its old ruleset. */
  g_assert_null (old_ruleset);

  /* The map now follows the new ruleset's list. */
  tactics_ruleset_remove_terrain (replacement, 1);
  assert_cells (map, "100|001");
}

static void
test_map_resize (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  CellsChanged record = { 0 };
  guint width_notified = 0, height_notified = 0;

  g_signal_connect (map, "cells-changed", G_CALLBACK (on_cells_changed), &record);
  g_signal_connect (map, "notify::width", G_CALLBACK (count_notify), &width_notified);
  g_signal_connect (map, "notify::height", G_CALLBACK (count_notify), &height_notified);

  /* Same size, no offset: nothing happens. */
  tactics_map_resize (map, 3, 2, 0, 0, 1);
  g_assert_cmpuint (record.count, ==, 0);

  /* Grow around the centre (anchor middle): one column and row each side. */
  tactics_map_resize (map, 5, 4, 1, 1, 1);
  assert_cells (map, "11111|10121|12101|11111");
  assert_last_change (&record, 1, 0, 0, 5, 4);
  g_assert_cmpuint (width_notified, ==, 1);
  g_assert_cmpuint (height_notified, ==, 1);

  /* Shrink back, keeping the middle. */
  tactics_map_resize (map, 3, 2, -1, -1, 0);
  assert_cells (map, "012|210");
  g_assert_cmpuint (width_notified, ==, 2);
  g_assert_cmpuint (height_notified, ==, 2);

  /* Anchor bottom-right: new cells on the top and left. */
  tactics_map_resize (map, 4, 3, 1, 1, 2);
  assert_cells (map, "2222|2012|2210");

  /* Only the height changes: only it notifies. */
  tactics_map_resize (map, 4, 2, 0, -1, 0);
  assert_cells (map, "2012|2210");
  g_assert_cmpuint (width_notified, ==, 3);
  g_assert_cmpuint (height_notified, ==, 4);

  /* Same size, shifted left: a pure offset is a change too. */
  tactics_map_resize (map, 4, 2, -2, 0, 0);
  assert_cells (map, "1200|1000");
  g_assert_cmpuint (width_notified, ==, 3);

  /* An offset past the old map leaves only the fill. */
  tactics_map_resize (map, 2, 2, 100, -100, 1);
  assert_cells (map, "11|11");
  tactics_map_resize (map, 1, 1, -G_MAXINT, G_MAXINT, 2);
  assert_cells (map, "2");
  g_assert_cmpint (tactics_map_get_width (map), ==, 1);
  g_assert_cmpint (tactics_map_get_height (map), ==, 1);
}

static void
assert_cost_grid (const TacticsCostGrid *grid,
                  TacticsMap            *map,
                  const char            *movetype_id)
{
  int width = tactics_map_get_width (map);
  int height = tactics_map_get_height (map);

  g_assert_nonnull (grid);
  g_assert_cmpint (grid->width, ==, width);
  g_assert_cmpint (grid->height, ==, height);
  g_assert_cmpint (grid->stride, ==, width + 2);
  g_assert_cmpint (grid->topology, ==, tactics_map_get_topology (map));

  for (int y = -1; y <= height; y++)
    for (int x = -1; x <= width; x++)
      {
        TacticsCell cell = { x, y };
        guint expected = 0;

        if (tactics_map_contains (map, cell))
          expected = tactics_terrain_get_cost (tactics_map_get_terrain (map, cell), movetype_id);
        g_assert_cmpuint (grid->costs[tactics_cost_grid_index (grid, x, y)], ==, expected);
      }
}

static void
test_map_cost_grid (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  TacticsTerrain *forest = tactics_ruleset_get_terrain (ruleset, 2);
  const TacticsCostGrid *foot;
  const TacticsCostGrid *flying;

  foot = tactics_map_get_cost_grid (map, "foot");
  assert_cost_grid (foot, map, "foot");
  g_assert_cmpuint (tactics_cost_grid_get (foot, 1, 0), ==, 0);
  g_assert_cmpuint (tactics_cost_grid_get (foot, 2, 0), ==, 2);
  g_assert_cmpuint (foot->min_cost, ==, 1);
  g_assert_cmpuint (foot->max_cost, ==, 2);

  /* Cached: the same grid until something changes; NULL means the first
   * movement type. */
  g_assert_true (tactics_map_get_cost_grid (map, "foot") == foot);
  g_assert_true (tactics_map_get_cost_grid (map, NULL) == foot);
  flying = tactics_map_get_cost_grid (map, "flying");
  assert_cost_grid (flying, map, "flying");
  g_assert_cmpuint (flying->max_cost, ==, 3);
  g_assert_true (tactics_map_get_cost_grid (map, "flying") == flying);

  g_assert_null (tactics_map_get_cost_grid (map, "aquatic"));

  /* A cell edit */
  tactics_map_set_terrain_index (map, (TacticsCell) { 1, 0 }, 2);
  foot = tactics_map_get_cost_grid (map, "foot");
  assert_cost_grid (foot, map, "foot");
  g_assert_cmpuint (tactics_cost_grid_get (foot, 1, 0), ==, 2);

  /* A cost edit */
  tactics_terrain_set_cost (forest, "foot", 5);
  foot = tactics_map_get_cost_grid (map, "foot");
  assert_cost_grid (foot, map, "foot");
  g_assert_cmpuint (tactics_cost_grid_get (foot, 1, 0), ==, 5);
  g_assert_cmpuint (foot->max_cost, ==, 5);

  /* A topology change */
  tactics_map_set_topology (map, TACTICS_TOPOLOGY_HEX);
  foot = tactics_map_get_cost_grid (map, "foot");
  g_assert_cmpint (foot->topology, ==, TACTICS_TOPOLOGY_HEX);

  /* A terrain list edit */
  tactics_ruleset_remove_terrain (ruleset, 0);
  assert_cost_grid (tactics_map_get_cost_grid (map, "foot"), map, "foot");

  /* A resize */
  tactics_map_resize (map, 4, 4, 0, 0, 1);
  assert_cost_grid (tactics_map_get_cost_grid (map, "flying"), map, "flying");

  /* A new first movement type */
  tactics_ruleset_move_movetype (ruleset, 1, 0);
  assert_cost_grid (tactics_map_get_cost_grid (map, NULL), map, "flying");

  /* No movement types at all */
  tactics_ruleset_remove_movetype (ruleset, 0);
  tactics_ruleset_remove_movetype (ruleset, 0);
  g_assert_null (tactics_map_get_cost_grid (map, NULL));
  g_assert_null (tactics_map_get_cost_grid (map, "foot"));
}

/* Whether a movement type may stand anywhere: what the army choices ask
 * before they offer a unit type. */
static void
test_map_has_ground_for (void)
{
  g_autoptr(TacticsMap) map = make_map ();
  const guint16 walls[] = { 1, 1, 1, 1, 1, 1 };

  g_assert_true (tactics_map_has_ground_for (map, "foot"));
  g_assert_true (tactics_map_has_ground_for (map, "flying"));
  /* Unknown to the rules, or none at all: not the first movement type. */
  g_assert_false (tactics_map_has_ground_for (map, "aquatic"));
  g_assert_false (tactics_map_has_ground_for (map, NULL));

  /* Every cell a wall to walkers, open to fliers. */
  tactics_map_set_cells (map, walls);
  g_assert_false (tactics_map_has_ground_for (map, "foot"));
  g_assert_true (tactics_map_has_ground_for (map, "flying"));
}

static void
test_map_cost_grid_large (void)
{
  g_autoptr(TacticsRuleset) ruleset = make_ruleset ();
  g_autoptr(TacticsMap) map = tactics_map_new (1024, 1024, TACTICS_TOPOLOGY_SQUARE, ruleset);
  g_autofree guint16 *cells = g_new (guint16, 1024 * 1024);
  const TacticsCostGrid *grid;
  gint64 start;

  for (guint i = 0; i < 1024 * 1024; i++)
    cells[i] = (guint16) (i * 7 % 3);
  tactics_map_set_cells (map, cells);

  start = g_get_monotonic_time ();
  grid = tactics_map_get_cost_grid (map, "foot");
  g_test_message ("1024x1024 cost grid built in %.2f ms",
                  (g_get_monotonic_time () - start) / 1000.0);

  for (guint i = 0; i < 1024 * 1024; i += 4099)
    {
      static const guint foot_costs[] = { 1, 0, 2 };
      int x = (int) (i % 1024), y = (int) (i / 1024);

      g_assert_cmpuint (tactics_cost_grid_get (grid, x, y), ==, foot_costs[cells[i]]);
    }
  g_assert_cmpuint (grid->min_cost, ==, 1);
  g_assert_cmpuint (grid->max_cost, ==, 2);
}

static void
test_map_equal (void)
{
  g_autoptr(TacticsMap) a = make_map ();
  g_autoptr(TacticsMap) b = make_map ();

  g_assert_true (tactics_map_equal (a, a));
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_set_name (a, "A");
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_name (b, "A");
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_set_terrain_index (b, (TacticsCell) { 0, 0 }, 1);
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_terrain_index (b, (TacticsCell) { 0, 0 }, 0);
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_set_topology (b, TACTICS_TOPOLOGY_HEX);
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_topology (b, TACTICS_TOPOLOGY_SQUARE);

  tactics_map_set_ruleset_path (b, "rules.xml");
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_ruleset_path (b, NULL);
  g_assert_true (tactics_map_equal (a, b));

  tactics_terrain_set_color (tactics_ruleset_get_terrain (tactics_map_get_ruleset (b), 0),
                             "#ffffff");
  g_assert_false (tactics_map_equal (a, b));
  tactics_map_set_ruleset (b, tactics_map_get_ruleset (a));
  g_assert_true (tactics_map_equal (a, b));

  tactics_map_resize (b, 3, 3, 0, 0, 0);
  g_assert_false (tactics_map_equal (a, b));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/model/map/properties", test_map_properties);
  g_test_add_func ("/model/map/new-invalid", test_map_new_invalid);
  g_test_add_func ("/model/map/paint-cells", test_map_paint_cells);
  g_test_add_func ("/model/map/remap-terrains", test_map_remap_terrains);
  g_test_add_func ("/model/map/replace-ruleset", test_map_replace_ruleset);
  g_test_add_func ("/model/map/resize", test_map_resize);
  g_test_add_func ("/model/map/cost-grid", test_map_cost_grid);
  g_test_add_func ("/model/map/cost-grid-large", test_map_cost_grid_large);
  g_test_add_func ("/model/map/has-ground-for", test_map_has_ground_for);
  g_test_add_func ("/model/map/equal", test_map_equal);

  return g_test_run ();
}
