/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The undo history's record of changed cells: what it gives back before
 * and after a step must be exactly the grid as it was, compared with
 * plain copies of the grid, for whole-map fills, scattered cells and
 * random edits. */
#include "config.h"

#include <string.h>

#include "tactics-editor-cell-changes.h"

/* A grid and the record of the edits made to it. */
typedef struct {
  int                       width;
  int                       height;
  guint16                  *grid;
  TacticsEditorCellChanges *changes;
} Edit;

static void
edit_begin (Edit          *edit,
            const guint16 *grid,
            int            width,
            int            height)
{
  edit->width = width;
  edit->height = height;
  edit->grid = g_memdup2 (grid, (gsize) width * height * sizeof (guint16));
  edit->changes = tactics_editor_cell_changes_new (width, height);
}

static void
edit_set (Edit    *edit,
          int      x,
          int      y,
          guint16  value)
{
  tactics_editor_cell_changes_touch (edit->changes, edit->grid, y, x, x + 1);
  edit->grid[(gsize) y * edit->width + x] = value;
}

static void
edit_clear (Edit *edit)
{
  g_clear_pointer (&edit->grid, g_free);
  g_clear_pointer (&edit->changes, tactics_editor_cell_changes_free);
}

/* Applies @changes to a copy of @grid the way the document does: the
 * rectangle of the bounds, copied out, changed and copied back. */
static guint16 *
applied (TacticsEditorCellChanges *changes,
         const guint16            *grid,
         int                       width,
         int                       height,
         gboolean                  after)
{
  guint16 *result = g_memdup2 (grid, (gsize) width * height * sizeof (guint16));
  g_autofree guint16 *rect = NULL;
  int x, y, w, h;

  if (!tactics_editor_cell_changes_get_bounds (changes, &x, &y, &w, &h))
    return result;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x + w, <=, width);
  g_assert_cmpint (y + h, <=, height);
  rect = g_new (guint16, (gsize) w * h);
  for (int row = 0; row < h; row++)
    memcpy (rect + (gsize) row * w, result + (gsize) (y + row) * width + x, w * sizeof (guint16));
  tactics_editor_cell_changes_apply (changes, rect, after);
  for (int row = 0; row < h; row++)
    memcpy (result + (gsize) (y + row) * width + x, rect + (gsize) row * w, w * sizeof (guint16));
  return result;
}

/* Both ways round: after the step from @before, and back from @after. */
static void
assert_round_trip (TacticsEditorCellChanges *changes,
                   const guint16            *before,
                   const guint16            *after,
                   int                       width,
                   int                       height)
{
  gsize size = (gsize) width * height * sizeof (guint16);
  g_autofree guint16 *redone = applied (changes, before, width, height, TRUE);
  g_autofree guint16 *undone = applied (changes, after, width, height, FALSE);

  g_assert_cmpmem (redone, size, after, size);
  g_assert_cmpmem (undone, size, before, size);
}

static void
test_whole_map_fill (void)
{
  const int width = 512, height = 300;
  g_autofree guint16 *before = g_new0 (guint16, width * height);
  Edit edit;

  edit_begin (&edit, before, width, height);
  for (int y = 0; y < height; y++)
    {
      tactics_editor_cell_changes_touch (edit.changes, edit.grid, y, 0, width);
      for (int x = 0; x < width; x++)
        edit.grid[y * width + x] = 3;
    }
  g_assert_true (tactics_editor_cell_changes_finish (edit.changes, edit.grid));
  assert_round_trip (edit.changes, before, edit.grid, width, height);
  /* One segment, not a value a cell. */
  g_assert_cmpuint (tactics_editor_cell_changes_get_size (edit.changes), <, 200);
  edit_clear (&edit);
}

static void
test_no_change (void)
{
  const int width = 40, height = 30;
  g_autofree guint16 *before = g_new0 (guint16, width * height);
  int x, y, w, h;
  Edit edit;

  for (int i = 0; i < width * height; i++)
    before[i] = i % 5;
  edit_begin (&edit, before, width, height);
  /* Painted with what was there already. */
  edit_set (&edit, 3, 4, before[4 * width + 3]);
  tactics_editor_cell_changes_touch (edit.changes, edit.grid, 9, 0, width);
  g_assert_false (tactics_editor_cell_changes_finish (edit.changes, edit.grid));
  g_assert_false (tactics_editor_cell_changes_get_bounds (edit.changes, &x, &y, &w, &h));
  assert_round_trip (edit.changes, before, edit.grid, width, height);
  edit_clear (&edit);
}

/* A cell changed twice keeps its first value before and its last after;
 * one changed back is no change at all. */
static void
test_repeated_cells (void)
{
  const int width = 10, height = 10;
  g_autofree guint16 *before = g_new0 (guint16, width * height);
  int x, y, w, h;
  Edit edit;

  edit_begin (&edit, before, width, height);
  edit_set (&edit, 2, 3, 4);
  edit_set (&edit, 2, 3, 5);
  edit_set (&edit, 7, 8, 1);
  edit_set (&edit, 7, 8, 0);
  g_assert_true (tactics_editor_cell_changes_finish (edit.changes, edit.grid));
  g_assert_true (tactics_editor_cell_changes_get_bounds (edit.changes, &x, &y, &w, &h));
  g_assert_cmpint (x, ==, 2);
  g_assert_cmpint (y, ==, 3);
  g_assert_cmpint (w, ==, 1);
  g_assert_cmpint (h, ==, 1);
  assert_round_trip (edit.changes, before, edit.grid, width, height);
  edit_clear (&edit);
}

/* Changed stretches that run from one row's end onto the next row, in a
 * rectangle narrower than the grid elsewhere. */
static void
test_across_rows (void)
{
  const int width = 16, height = 8;
  g_autofree guint16 *before = g_new0 (guint16, width * height);
  Edit edit;

  for (int i = 0; i < width * height; i++)
    before[i] = (i / 3) % 2;
  edit_begin (&edit, before, width, height);
  for (int x = 12; x < width; x++)
    edit_set (&edit, x, 2, 7);
  for (int x = 0; x < 5; x++)
    edit_set (&edit, x, 3, 7);
  edit_set (&edit, 9, 6, 2);
  g_assert_true (tactics_editor_cell_changes_finish (edit.changes, edit.grid));
  assert_round_trip (edit.changes, before, edit.grid, width, height);
  edit_clear (&edit);
}

/* Random grids and random edits (single cells, row stretches, blocks),
 * each step's record checked against plain copies of the grid, and then
 * a whole history undone and redone step by step. */
static void
test_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261126);

  for (guint trial = 0; trial < 60; trial++)
    {
      int width = g_rand_int_range (rand, 1, 90);
      int height = g_rand_int_range (rand, 1, 70);
      gsize size = (gsize) width * height * sizeof (guint16);
      guint n_values = g_rand_int_range (rand, 2, 12);
      g_autofree guint16 *grid = g_new (guint16, (gsize) width * height);
      g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) steps =
        g_ptr_array_new_with_free_func ((GDestroyNotify) tactics_editor_cell_changes_free);

      for (int i = 0; i < width * height; i++)
        grid[i] = g_rand_int_range (rand, 0, n_values);
      g_ptr_array_add (states, g_memdup2 (grid, size));

      for (guint step = 0; step < 8; step++)
        {
          Edit edit;
          guint n_edits = g_rand_int_range (rand, 0, 12);

          edit_begin (&edit, grid, width, height);
          for (guint e = 0; e < n_edits; e++)
            {
              int x0 = g_rand_int_range (rand, 0, width);
              int y0 = g_rand_int_range (rand, 0, height);
              int x1 = g_rand_int_range (rand, x0, width) + 1;
              int y1 = g_rand_boolean (rand) ? y0 + 1 : g_rand_int_range (rand, y0, height) + 1;
              guint16 value = g_rand_int_range (rand, 0, n_values);
              gboolean speckled = g_rand_boolean (rand);

              for (int y = y0; y < y1; y++)
                for (int x = x0; x < x1; x++)
                  if (!speckled || g_rand_int_range (rand, 0, 3) == 0)
                    edit_set (&edit, x, y, value);
            }
          tactics_editor_cell_changes_finish (edit.changes, edit.grid);
          assert_round_trip (edit.changes, grid, edit.grid, width, height);
          memcpy (grid, edit.grid, size);
          g_ptr_array_add (states, g_memdup2 (grid, size));
          g_ptr_array_add (steps, g_steal_pointer (&edit.changes));
          edit_clear (&edit);
        }

      /* Undo everything, then redo everything. */
      for (guint step = steps->len; step > 0; step--)
        {
          g_autofree guint16 *undone = applied (steps->pdata[step - 1], grid, width, height,
                                                FALSE);

          g_assert_cmpmem (undone, size, states->pdata[step - 1], size);
          memcpy (grid, undone, size);
        }
      for (guint step = 0; step < steps->len; step++)
        {
          g_autofree guint16 *redone = applied (steps->pdata[step], grid, width, height, TRUE);

          g_assert_cmpmem (redone, size, states->pdata[step + 1], size);
          memcpy (grid, redone, size);
        }
    }
}

/* A fill of one terrain's cells costs what the map's shapes cost, well
 * under a byte a changed cell. */
static void
test_fill_of_terrain_is_compact (void)
{
  const int width = 1024, height = 1024;
  g_autofree guint16 *before = g_new (guint16, width * height);
  gsize changed = 0;
  Edit edit;

  for (int i = 0; i < width * height; i++)
    before[i] = ((i % width) / 50 + (i / width) / 70) % 4 == 0 ? 2 : 0;
  edit_begin (&edit, before, width, height);
  for (int y = 0; y < height; y++)
    {
      tactics_editor_cell_changes_touch (edit.changes, edit.grid, y, 0, width);
      for (int x = 0; x < width; x++)
        if (edit.grid[y * width + x] == 0)
          {
            edit.grid[y * width + x] = 5;
            changed++;
          }
    }
  g_assert_true (tactics_editor_cell_changes_finish (edit.changes, edit.grid));
  assert_round_trip (edit.changes, before, edit.grid, width, height);
  g_assert_cmpuint (tactics_editor_cell_changes_get_size (edit.changes), <, changed / 4);
  edit_clear (&edit);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/editor/cell-changes/whole-map-fill", test_whole_map_fill);
  g_test_add_func ("/editor/cell-changes/no-change", test_no_change);
  g_test_add_func ("/editor/cell-changes/repeated-cells", test_repeated_cells);
  g_test_add_func ("/editor/cell-changes/across-rows", test_across_rows);
  g_test_add_func ("/editor/cell-changes/random", test_random);
  g_test_add_func ("/editor/cell-changes/fill-of-terrain-is-compact",
                   test_fill_of_terrain_is_compact);

  return g_test_run ();
}
