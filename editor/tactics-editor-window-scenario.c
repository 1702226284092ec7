/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The editor window's board shows the scenario: its regions (a wash of
 * each region's colour) and its placed units (tokens in their side's team
 * colour and shape, as pictures and the game draw them), following every
 * edit and undo. */
#include "config.h"

#include "tactics-editor-window-private.h"

static void
update_tokens (TacticsEditorWindow *self)
{
  TacticsScenario *scenario = self->scenario;
  TacticsRuleset *ruleset;
  GListModel *sides;

  tactics_token_layer_clear (self->unit_layer);
  if (scenario == NULL)
    return;

  ruleset = tactics_map_get_ruleset (tactics_scenario_get_map (scenario));
  sides = tactics_scenario_get_sides (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr(TacticsSide) side = g_list_model_get_item (sides, i);
      guint team = tactics_side_get_team (side);
      GdkRGBA color;

      tactics_team_get_rgba (team, &color);
      for (guint j = 0; j < tactics_side_get_n_placed_units (side); j++)
        {
          const TacticsPlacedUnit *unit = tactics_side_get_placed_unit (side, j);
          TacticsUnitType *type = tactics_ruleset_lookup_unit_type (ruleset, unit->unit_type);

          tactics_token_layer_set_token (self->unit_layer, unit->cell, &color,
                                         type != NULL ? tactics_unit_type_get_glyph (type) : "?");
          tactics_token_layer_set_shape (self->unit_layer, unit->cell,
                                         tactics_team_get (team)->shape);
        }
    }
}

static void
on_scenario_changed (TacticsEditorWindow *self)
{
  TacticsScenario *scenario = self->document != NULL
                              ? tactics_editor_document_get_scenario (self->document) : NULL;

  if (self->scenario != NULL)
    g_signal_handlers_disconnect_by_data (self->scenario, self);
  g_set_object (&self->scenario, scenario);
  tactics_region_layer_set_regions (self->region_layer,
                                    scenario != NULL ? tactics_scenario_get_regions (scenario)
                                                     : NULL);
  if (scenario != NULL)
    {
      /* "changed" tells every part's change: sides, their teams and units. */
      g_signal_connect_object (scenario, "changed", G_CALLBACK (update_tokens), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (scenario, "changed",
                               G_CALLBACK (tactics_editor_window_schedule_check), self,
                               G_CONNECT_SWAPPED);
    }
  update_tokens (self);
  tactics_editor_window_show_scenario_targets (self);
  tactics_editor_window_schedule_check (self);
}

void
tactics_editor_window_bind_scenario (TacticsEditorWindow *self)
{
  if (self->document != NULL)
    g_signal_connect_object (self->document, "notify::scenario",
                             G_CALLBACK (on_scenario_changed), self, G_CONNECT_SWAPPED);
  on_scenario_changed (self);
}

void
tactics_editor_window_init_scenario (TacticsEditorWindow *self)
{
  self->region_layer = tactics_region_layer_new ();
  self->unit_layer = tactics_token_layer_new ();
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->region_layer));
  tactics_board_add_layer (self->board, TACTICS_BOARD_LAYER (self->unit_layer));
}
