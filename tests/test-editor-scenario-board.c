/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scenario built on the Map page's board: regions painted with the paint
 * tools, units placed from the unit palette (dropped or clicked), moved by
 * dragging and removed with a right click, each one named step of the
 * history; then play-tested. Placed units and the palette's tokens show
 * their side's team colour, as pictures and the game draw them. */
#include "config.h"

#include <glib/gstdio.h>

#include "editor-test-helpers.h"

static TacticsScenario *
scenario_of (EditorFixture *fixture)
{
  return tactics_editor_document_get_scenario (fixture->document);
}

static void
step (EditorFixture *fixture,
      const char    *action)
{
  activate (fixture, action, NULL);
  ui_test_iterate ();
}

static void
drag (EditorFixture *fixture,
      TacticsCell    from,
      TacticsCell    to)
{
  ui_test_drag_cells (fixture->board, (TacticsCell[]) { from, to }, 2);
  ui_test_iterate ();
}

static void
right_click (EditorFixture *fixture,
             int            x,
             int            y)
{
  g_signal_emit_by_name (fixture->board, "cell-pressed", x, y, GDK_BUTTON_SECONDARY, 0);
  g_signal_emit_by_name (fixture->board, "cell-released", x, y);
  ui_test_iterate ();
}

static TacticsRegion *
chosen_region (EditorFixture *fixture)
{
  return tactics_editor_region_palette_get_region (fixture->window->region_palette);
}

/* What a drop from the unit palette does: the board's drop target gets the
 * unit type at a point of the board. */
static gboolean
drop_unit (EditorFixture   *fixture,
           TacticsUnitType *type,
           TacticsCell      cell)
{
  GtkEventController *target = ui_test_find_controller (GTK_WIDGET (fixture->board),
                                                        GTK_TYPE_DROP_TARGET);
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  double x, y;

  g_assert_nonnull (target);
  tactics_viewport_cell_center (tactics_board_get_viewport (fixture->board), cell, &x, &y);
  g_value_init (&value, TACTICS_TYPE_UNIT_TYPE);
  g_value_set_object (&value, type);
  g_signal_emit_by_name (target, "drop", &value, x, y, &dropped);
  g_value_unset (&value);
  ui_test_iterate ();
  return dropped;
}

static void
skirmish_set_up (EditorFixture *fixture,
                 gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "maps",
                                            "skirmish.map.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
}

/* Lets the window lay itself out again (a frame or two). */
static void
settle (void)
{
  gint64 until = g_get_monotonic_time () + 150 * 1000;

  while (g_get_monotonic_time () < until)
    ui_test_iterate ();
}

static graphene_rect_t
bounds_of (EditorFixture *fixture,
           GtkWidget     *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (fixture->window), &bounds));
  return bounds;
}

static void
assert_same_bounds (const graphene_rect_t *before,
                    const graphene_rect_t *after,
                    const char            *what,
                    const char            *when)
{
  if (!graphene_rect_equal (before, after))
    g_error ("%s moved when %s: %g,%g %g×%g → %g,%g %g×%g", what, when, before->origin.x,
             before->origin.y, before->size.width, before->size.height, after->origin.x,
             after->origin.y, after->size.width, after->size.height);
}

static GtkWidget *
find_list_box (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
hold_the_ford_set_up (EditorFixture *fixture,
                      gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("TACTICS_DATADIR"), "scenarios",
                                            "hold-the-ford.scenario.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  editor_fixture_open (fixture, file);
  /* The smallest screen the editor is made for. */
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  settle ();
  /* Client-side decorations take a few pixels of it. */
  g_test_message ("window: %d × %d", gtk_widget_get_width (GTK_WIDGET (fixture->window)),
                  gtk_widget_get_height (GTK_WIDGET (fixture->window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, 1280);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), >=, 1240);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->window)), >=, 760);
}

/* Nothing on the Map page moves under the pointer while editing: other
 * tools, other targets, problems found and gone, regions added. Each
 * palette shows three rows at least, at 1280 × 800. */
static void
test_map_page_stays_put (EditorFixture *fixture,
                         gconstpointer  data)
{
  static const char * const tools[] = {
    "brush", "line", "rectangle", "fill", "eraser", "eyedropper", "reach", "brush",
  };
  static const char * const targets[] = { "regions", "units", "terrain" };
  GtkWidget *watched[] = {
    GTK_WIDGET (fixture->window->target_stack), GTK_WIDGET (fixture->window->minimap),
    GTK_WIDGET (fixture->board),
  };
  const char *names[] = { "the palettes", "the minimap", "the board" };
  graphene_rect_t before[G_N_ELEMENTS (watched)];
  TacticsScenario *scenario = scenario_of (fixture);
  g_autoptr(TacticsSide) west = g_list_model_get_item (tactics_scenario_get_sides (scenario), 0);
  GtkWidget *sidebar = gtk_widget_get_ancestor (GTK_WIDGET (fixture->window->target_stack),
                                                GTK_TYPE_SCROLLED_WINDOW);

  for (guint i = 0; i < G_N_ELEMENTS (watched); i++)
    before[i] = bounds_of (fixture, watched[i]);
#define ASSERT_PUT(when) \
  G_STMT_START { \
    settle (); \
    for (guint w = 0; w < G_N_ELEMENTS (watched); w++) \
      { \
        graphene_rect_t after = bounds_of (fixture, watched[w]); \
        assert_same_bounds (&before[w], &after, names[w], when); \
      } \
  } G_STMT_END

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      use_tool (fixture, tools[i]);
      ASSERT_PUT (tools[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      activate (fixture, "editor.paint-target", g_variant_new_string (targets[i]));
      ASSERT_PUT (targets[i]);
      /* Whatever it holds, a palette shows three rows whole, without
       * scrolling the tool column. */
      {
        GtkWidget *page = gtk_stack_get_visible_child (fixture->window->target_stack);
        GtkWidget *list = find_list_box (page);
        graphene_rect_t stack = bounds_of (fixture, GTK_WIDGET (fixture->window->target_stack));
        graphene_rect_t column = bounds_of (fixture, sidebar);
        GtkListBoxRow *first = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
        int row_height = first != NULL ? gtk_widget_get_height (GTK_WIDGET (first)) : 0;
        graphene_rect_t shown;

        g_assert_cmpint (row_height, >, 0);
        g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_parent (list),
                                                  GTK_WIDGET (fixture->window), &shown));
        g_test_message ("%s: palette list %g high, rows %d high", targets[i],
                        shown.size.height, row_height);
        g_assert_cmpfloat (shown.size.height, >=, 3 * row_height);
        g_assert_cmpfloat (stack.origin.y + stack.size.height, <=,
                           column.origin.y + column.size.height);
      }
    }

  /* An army too large for its zone: an error is found, then put right. */
  tactics_side_set_budget (west, 99);
  settle ();
  settle ();
  settle ();
  settle ();
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (fixture->window->problems_button)));
  ASSERT_PUT ("problems were found");
  tactics_side_set_budget (west, 4);
  settle ();
  settle ();
  settle ();
  settle ();
  ASSERT_PUT ("problems were put right");

  activate (fixture, "editor.paint-target", g_variant_new_string ("regions"));
  for (guint i = 0; i < 6; i++)
    {
      g_signal_emit_by_name (ui_test_find_widget (GTK_WIDGET (fixture->window),
                                                  "new_region_button"), "clicked");
      ASSERT_PUT ("a region was added");
    }
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-map-1280x800");
#undef ASSERT_PUT
}

/* Without a scenario the tools paint terrain only; with one, the switcher
 * shows, and regions are painted with every tool. */
static void
test_paint_regions (EditorFixture *fixture,
                    gconstpointer  data)
{
  TacticsRegion *region;
  TacticsRegion *second;
  g_autoptr(GArray) flooded = g_array_new (FALSE, FALSE, sizeof (TacticsCell));
  guint grass = terrain_at (fixture, 1, 1);
  guint before;

  g_assert_false (gtk_widget_get_visible (fixture->window->target_switcher));
  activate (fixture, "editor.paint-target", g_variant_new_string ("regions"));
  g_assert_cmpint (tactics_editor_window_get_paint_target (fixture->window), ==,
                   TACTICS_EDITOR_PAINT_TERRAIN);

  step (fixture, "editor.add-scenario");
  /* Add Scenario shows its page; the board is on the Map page. */
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  g_assert_true (gtk_widget_get_visible (fixture->window->target_switcher));
  g_assert_false (gtk_widget_get_visible (fixture->window->terrain_heading));
  /* Ctrl+2's action: regions. */
  activate (fixture, "editor.paint-target", g_variant_new_string ("regions"));
  g_assert_cmpint (tactics_editor_window_get_paint_target (fixture->window), ==,
                   TACTICS_EDITOR_PAINT_REGION);
  g_assert_null (chosen_region (fixture));

  /* No region yet: painting does nothing, and is no step. */
  use_tool (fixture, "brush");
  click (fixture, 1, 1);
  g_assert_cmpstr (undo_label (fixture), ==, "Add Scenario");
  g_assert_cmpuint (terrain_at (fixture, 1, 1), ==, grass);

  g_signal_emit_by_name (field (fixture, "new_region_button"), "clicked");
  ui_test_iterate ();
  region = chosen_region (fixture);
  g_assert_nonnull (region);
  g_assert_cmpstr (tactics_region_get_name (region), ==, "Region 1");
  g_assert_cmpstr (undo_label (fixture), ==, "Add Region");

  /* A rectangle: six cells of the region, the terrain untouched. */
  use_tool (fixture, "rectangle");
  drag (fixture, (TacticsCell) { 1, 1 }, (TacticsCell) { 3, 2 });
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 6);
  g_assert_true (tactics_region_contains (region, (TacticsCell) { 3, 2 }));
  g_assert_cmpstr (undo_label (fixture), ==, "Paint “Region 1”");
  g_assert_cmpuint (terrain_at (fixture, 1, 1), ==, grass);
  g_assert_false (tactics_editor_document_can_redo (fixture->document));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-board-region");

  /* The eraser takes a cell out. */
  use_tool (fixture, "eraser");
  click (fixture, 1, 1);
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 5);
  g_assert_false (tactics_region_contains (region, (TacticsCell) { 1, 1 }));
  g_assert_cmpstr (undo_label (fixture), ==, "Erase from “Region 1”");
  g_assert_cmpuint (terrain_at (fixture, 1, 1), ==, grass);

  /* Undone and redone, in place: the palette keeps the region. */
  step (fixture, "editor.undo");
  region = chosen_region (fixture);
  g_assert_nonnull (region);
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 6);
  step (fixture, "editor.redo");
  region = chosen_region (fixture);
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 5);

  /* A brush stroke, dragged. */
  use_tool (fixture, "brush");
  drag (fixture, (TacticsCell) { 5, 5 }, (TacticsCell) { 7, 5 });
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 8);
  g_assert_cmpstr (undo_label (fixture), ==, "Paint “Region 1”");

  /* The fill takes the connected cells of one terrain. */
  tactics_editor_flood_cells (fixture->map, (TacticsCell) { 0, 0 }, TRUE, flooded);
  before = tactics_region_get_n_cells (region);
  use_tool (fixture, "fill");
  click (fixture, 0, 0);
  g_assert_cmpstr (undo_label (fixture), ==, "Fill “Region 1”");
  for (guint i = 0; i < flooded->len; i++)
    g_assert_true (tactics_region_contains (region, g_array_index (flooded, TacticsCell, i)));
  g_assert_cmpuint (tactics_region_get_n_cells (region), >, before);
  g_assert_cmpuint (terrain_at (fixture, 0, 0), ==, grass);

  /* A second region; a right click chooses the region under it. */
  g_signal_emit_by_name (field (fixture, "new_region_button"), "clicked");
  ui_test_iterate ();
  second = chosen_region (fixture);
  g_assert_true (second != region);
  use_tool (fixture, "brush");
  click (fixture, 20, 12);
  g_assert_cmpuint (tactics_region_get_n_cells (second), ==, 1);
  right_click (fixture, 2, 2);
  g_assert_true (chosen_region (fixture) == region);
  right_click (fixture, 20, 12);
  g_assert_true (chosen_region (fixture) == second);

  /* Back to terrain: the tools paint the map again. */
  activate (fixture, "editor.paint-target", g_variant_new_string ("terrain"));
  tactics_editor_window_set_terrain (fixture->window, WATER);
  click (fixture, 20, 12);
  g_assert_cmpuint (terrain_at (fixture, 20, 12), ==, WATER);
  g_assert_cmpstr (undo_label (fixture), ==, "Paint");
  g_assert_cmpuint (tactics_region_get_n_cells (second), ==, 1);
  tactics_editor_document_set_modified (fixture->document, FALSE);
}

static guint
n_placed (TacticsScenario *scenario,
          guint            side)
{
  g_autoptr(TacticsSide) item = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                       side);

  return tactics_side_get_n_placed_units (item);
}

/* Units dropped and clicked onto the board, moved by a drag, refused on a
 * taken cell, removed by a right click; the scenario is then play-tested. */
static void
test_place_units (EditorFixture *fixture,
                  gconstpointer  data)
{
  TacticsScenario *scenario;
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  g_autoptr(TacticsUnitType) infantry = NULL;
  g_autoptr(TacticsSide) second = NULL;
  GtkListBox *types;
  const TacticsPlacedUnit *unit;
  TacticsSide *owner;

  step (fixture, "editor.add-scenario");
  /* Add Scenario shows its page; the board is on the Map page. */
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  scenario = scenario_of (fixture);
  second = g_list_model_get_item (tactics_scenario_get_sides (scenario), 1);
  infantry = g_list_model_get_item (tactics_ruleset_get_unit_types (ruleset), 0);
  activate (fixture, "editor.paint-target", g_variant_new_string ("units"));
  g_assert_cmpint (tactics_editor_window_get_paint_target (fixture->window), ==,
                   TACTICS_EDITOR_PAINT_UNITS);

  /* Dropped from the palette: the first side's, at the cell under it. */
  g_assert_true (drop_unit (fixture, infantry, (TacticsCell) { 2, 3 }));
  unit = tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 2, 3 }, &owner);
  g_assert_nonnull (unit);
  g_assert_cmpstr (unit->unit_type, ==, tactics_unit_type_get_id (infantry));
  g_assert_cmpstr (tactics_side_get_id (owner), ==, "side1");
  g_assert_cmpstr (undo_label (fixture), ==, "Place a Unit of “Side 1”");
  g_assert_true (tactics_token_layer_has_token (fixture->window->unit_layer,
                                                (TacticsCell) { 2, 3 }));

  /* The Scenario page lists what the board placed. */
  activate (fixture, "editor.page", g_variant_new_string ("scenario"));
  ui_test_iterate ();
  {
    GtkListBox *placed = GTK_LIST_BOX (field (fixture, "placed_unit_list"));
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (placed, 0);

    g_assert_nonnull (row);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==,
                     "Infantry (2,3)");
  }
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  ui_test_iterate ();

  /* Not onto another unit: the palette says why. */
  g_assert_false (drop_unit (fixture, infantry, (TacticsCell) { 2, 3 }));
  g_assert_cmpuint (n_placed (scenario, 0), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (field (fixture, "unit_palette_message"))), ==,
                   "A unit already stands on 2,3");

  /* A click places the chosen type for the chosen side. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, "unit_palette_side")), 1);
  types = GTK_LIST_BOX (field (fixture, "unit_palette_list"));
  gtk_list_box_select_row (types, gtk_list_box_get_row_at_index (types, 1));
  ui_test_iterate ();
  click (fixture, 20, 10);
  unit = tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 20, 10 }, &owner);
  g_assert_nonnull (unit);
  g_assert_true (owner == second);
  g_assert_cmpstr (undo_label (fixture), ==, "Place a Unit of “Side 2”");
  g_assert_false (gtk_widget_get_visible (field (fixture, "unit_palette_message")));
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-board-units");

  /* Dragged to another cell: moved, its id kept. */
  drag (fixture, (TacticsCell) { 20, 10 }, (TacticsCell) { 19, 8 });
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 20, 10 }, NULL));
  unit = tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 19, 8 }, NULL);
  g_assert_nonnull (unit);
  g_assert_cmpstr (unit->id, ==, "unit2");
  g_assert_true (g_str_has_prefix (undo_label (fixture), "Move “"));
  /* Onto the other unit: refused. */
  drag (fixture, (TacticsCell) { 19, 8 }, (TacticsCell) { 2, 3 });
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 19, 8 }, NULL));
  g_assert_true (g_str_has_prefix (undo_label (fixture), "Move “"));

  /* A right click removes; undo puts it back. */
  right_click (fixture, 2, 3);
  g_assert_cmpuint (n_placed (scenario, 0), ==, 0);
  g_assert_cmpstr (undo_label (fixture), ==, "Remove “Infantry”");
  step (fixture, "editor.undo");
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 2, 3 }, NULL));
  g_assert_true (tactics_token_layer_has_token (fixture->window->unit_layer,
                                                (TacticsCell) { 2, 3 }));

  /* From the keyboard: Return places, Return on a unit picks it up and
   * Return again puts it down; Delete removes it. */
  tactics_board_set_cursor (fixture->board, (TacticsCell) { 5, 5 }, TRUE);
  g_signal_emit_by_name (fixture->board, "cell-activated", 5, 5);
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 5, 5 }, NULL));
  g_signal_emit_by_name (fixture->board, "cell-activated", 5, 5);
  tactics_board_set_cursor (fixture->board, (TacticsCell) { 6, 5 }, TRUE);
  g_signal_emit_by_name (fixture->board, "cell-activated", 6, 5);
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 5, 5 }, NULL));
  g_assert_nonnull (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 6, 5 }, NULL));
  g_assert_true (g_str_has_prefix (undo_label (fixture), "Move “"));
  step (fixture, "editor.remove-unit");
  g_assert_null (tactics_scenario_lookup_placed_unit_at (scenario, (TacticsCell) { 6, 5 }, NULL));
  g_assert_true (g_str_has_prefix (undo_label (fixture), "Remove “"));

  /* Played as it is now, placed units and all. */
  step (fixture, "editor.play-test");
  g_assert_null (tactics_editor_window_get_error (fixture->window));
  g_assert_true (tactics_editor_play_test_is_running (fixture->window->play_test));
  tactics_editor_document_set_modified (fixture->document, FALSE);
}

/* How many pixels of @texture within @radius of (@cx, @cy) are close to
 * @rgb (0xffRRGGBB). */
static guint
count_close_pixels (GdkTexture *texture,
                    double      cx,
                    double      cy,
                    double      radius,
                    guint32     rgb)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);
  guint count = 0;

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  for (int y = MAX (0, (int) (cy - radius)); y < MIN (height, (int) (cy + radius) + 1); y++)
    for (int x = MAX (0, (int) (cx - radius)); x < MIN (width, (int) (cx + radius) + 1); x++)
      if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
          && ui_test_colors_close (pixels[y * width + x], rgb, 6))
        count++;
  return count;
}

/* How many pixels of the board round @cell's centre are close to @rgb. */
static guint
count_on_cell (EditorFixture *fixture,
               TacticsCell    cell,
               guint32        rgb)
{
  TacticsViewport *viewport = tactics_board_get_viewport (fixture->board);
  g_autoptr(GdkTexture) texture = ui_test_render_widget (GTK_WIDGET (fixture->board));
  double x, y;

  tactics_viewport_cell_center (viewport, cell, &x, &y);
  return count_close_pixels (texture, x, y, tactics_viewport_get_cell_size (viewport) * 0.4, rgb);
}

static void
set_side_team (TacticsScenario *scenario,
               guint            side,
               guint            team)
{
  g_autoptr(TacticsSide) item = g_list_model_get_item (tactics_scenario_get_sides (scenario),
                                                       side);

  tactics_side_set_team (item, team);
}

/* The palette's token of its first unit type, drawn. */
static GdkTexture *
render_palette_token (EditorFixture *fixture)
{
  GtkListBox *types = GTK_LIST_BOX (field (fixture, "unit_palette_list"));
  GtkWidget *box = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (types, 0));

  return ui_test_render_widget (gtk_widget_get_first_child (box));
}

/* A placed unit is drawn in its side's team colour (what tactics-cli
 * render and the game show), not its unit type's colour; it follows the
 * side's team. The palette's tokens show the chosen side's colour too. */
static void
test_unit_colours (EditorFixture *fixture,
                   gconstpointer  data)
{
  TacticsRuleset *ruleset = tactics_map_get_ruleset (fixture->map);
  g_autoptr(TacticsUnitType) infantry = NULL;
  TacticsCell cell = { 4, 4 };
  guint32 type_rgb;
  guint32 blue = ui_test_rgb (tactics_team_get (0)->color);
  guint32 vermilion = ui_test_rgb (tactics_team_get (1)->color);
  GdkTexture *token;
  TacticsScenario *scenario;

  step (fixture, "editor.add-scenario");
  activate (fixture, "editor.page", g_variant_new_string ("map"));
  activate (fixture, "editor.paint-target", g_variant_new_string ("units"));
  scenario = scenario_of (fixture);
  set_side_team (scenario, 0, 0);
  set_side_team (scenario, 1, 1);
  ui_test_iterate ();
  infantry = g_list_model_get_item (tactics_ruleset_get_unit_types (ruleset), 0);
  type_rgb = ui_test_rgb (tactics_unit_type_get_color (infantry));
  g_assert_false (ui_test_colors_close (type_rgb, blue, 40));
  g_assert_false (ui_test_colors_close (type_rgb, vermilion, 40));

  g_assert_cmpuint (count_on_cell (fixture, cell, blue), ==, 0);
  g_assert_true (drop_unit (fixture, infantry, cell));
  settle ();
  g_test_message ("side 1's unit: %u team pixels, %u unit type pixels",
                  count_on_cell (fixture, cell, blue), count_on_cell (fixture, cell, type_rgb));
  g_assert_cmpuint (count_on_cell (fixture, cell, blue), >, 20);
  g_assert_cmpuint (count_on_cell (fixture, cell, type_rgb), ==, 0);

  /* The side's team changed: the token follows. */
  set_side_team (scenario, 0, 1);
  settle ();
  g_assert_cmpuint (count_on_cell (fixture, cell, vermilion), >, 20);
  g_assert_cmpuint (count_on_cell (fixture, cell, blue), ==, 0);
  set_side_team (scenario, 0, 0);
  settle ();

  /* The palette shows what a click places: side 1's colour, then side 2's. */
  token = render_palette_token (fixture);
  g_assert_cmpuint (count_close_pixels (token, gdk_texture_get_width (token) / 2.0,
                                        gdk_texture_get_height (token) / 2.0,
                                        gdk_texture_get_width (token) / 2.0, blue), >, 20);
  g_assert_cmpuint (count_close_pixels (token, gdk_texture_get_width (token) / 2.0,
                                        gdk_texture_get_height (token) / 2.0,
                                        gdk_texture_get_width (token) / 2.0, type_rgb), ==, 0);
  g_object_unref (token);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (field (fixture, "unit_palette_side")), 1);
  settle ();
  token = render_palette_token (fixture);
  g_assert_cmpuint (count_close_pixels (token, gdk_texture_get_width (token) / 2.0,
                                        gdk_texture_get_height (token) / 2.0,
                                        gdk_texture_get_width (token) / 2.0, vermilion), >, 20);
  g_assert_cmpuint (count_close_pixels (token, gdk_texture_get_width (token) / 2.0,
                                        gdk_texture_get_height (token) / 2.0,
                                        gdk_texture_get_width (token) / 2.0, blue), ==, 0);
  g_object_unref (token);
  ui_test_save_screenshot (GTK_WIDGET (fixture->window), "editor-scenario-board-unit-colours");
  tactics_editor_document_set_modified (fixture->document, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  char private_tmp[] = "/tmp/tactics-test-board-XXXXXX";
  int status;

  /* A temporary folder of its own for the play-test's copy. */
  g_assert_nonnull (g_mkdtemp (private_tmp));
  g_setenv ("TMPDIR", private_tmp, TRUE);
  editor_test_init (&argc, &argv);

  g_test_add ("/editor-scenario-board/map-page-stays-put", EditorFixture, NULL,
              hold_the_ford_set_up, test_map_page_stays_put, editor_fixture_tear_down);
  g_test_add ("/editor-scenario-board/paint-regions", EditorFixture, NULL, skirmish_set_up,
              test_paint_regions, editor_fixture_tear_down);
  g_test_add ("/editor-scenario-board/place-units", EditorFixture, NULL, skirmish_set_up,
              test_place_units, editor_fixture_tear_down);
  g_test_add ("/editor-scenario-board/unit-colours", EditorFixture, NULL, skirmish_set_up,
              test_unit_colours, editor_fixture_tear_down);

  status = g_test_run ();
  editor_test_clean_up ();
  g_rmdir (private_tmp);
  return status;
}
