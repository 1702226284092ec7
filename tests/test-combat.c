/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Combat depth as doc/rules.md tells it: the damage a blow takes on every
 * terrain for every movement type, on square and hex boards, against a
 * table worked out by hand, for test rules and for the bundled ones;
 * counter-attacks, their order and their limits; the chance to hit and the
 * draws it makes; and the arithmetic at its extremes. */
#include "config.h"

#include "match-test-helpers.h"
#include "tactics-match-private.h"

/* Three movement types on five terrains; every defence differs, so that a
 * defence read from the wrong terrain or movement type shows. The gunner
 * shoots anywhere within 20 (10 pierce); the others answer blows within
 * reach of their own actions. */
static const char combat_rules[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<tactics-ruleset version=\"1\" name=\"Combat\">\n"
  "  <terrains>\n"
  "    <movetype id=\"foot\" name=\"Foot\"/>\n"
  "    <movetype id=\"horse\" name=\"Horse\"/>\n"
  "    <movetype id=\"boat\" name=\"Boat\"/>\n"
  "    <terrain id=\"p\" name=\"Plains\" color=\"#a5d66f\"><cost movetype=\"foot\" value=\"1\"/>"
  "<cost movetype=\"horse\" value=\"1\"/></terrain>\n"
  "    <terrain id=\"f\" name=\"Forest\" color=\"#2e7d32\"><cost movetype=\"foot\" value=\"2\" "
  "defence=\"40\"/><cost movetype=\"horse\" value=\"3\" defence=\"20\"/></terrain>\n"
  "    <terrain id=\"h\" name=\"Hills\" color=\"#b39a6b\"><cost movetype=\"foot\" value=\"2\" "
  "defence=\"50\"/><cost movetype=\"horse\" value=\"3\" defence=\"30\"/></terrain>\n"
  "    <terrain id=\"o\" name=\"Ford\" color=\"#8cc2ea\"><cost movetype=\"foot\" value=\"2\" "
  "defence=\"10\"/><cost movetype=\"horse\" value=\"2\" defence=\"5\"/>"
  "<cost movetype=\"boat\" value=\"1\" defence=\"60\"/></terrain>\n"
  "    <terrain id=\"w\" name=\"Water\" color=\"#3b7dd8\"><cost movetype=\"boat\" value=\"1\" "
  "defence=\"25\"/></terrain>\n"
  "  </terrains>\n"
  "  <combat>\n"
  "    <damage-type id=\"blade\" name=\"Blade\"/>\n"
  "    <damage-type id=\"pierce\" name=\"Pierce\"/>\n"
  "    <damage-type id=\"fire\" name=\"Fire\"/>\n"
  "  </combat>\n"
  "  <units>\n"
  "    <unit id=\"gunner\" name=\"Gunner\" hp=\"30\" move=\"3\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"gun\"/></unit>\n"
  "    <unit id=\"walker\" name=\"Walker\" hp=\"40\" move=\"3\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"sword\"/></unit>\n"
  "    <unit id=\"rider\" name=\"Rider\" hp=\"40\" move=\"5\" movetype=\"horse\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"sword\"/><resistance type=\"pierce\" value=\"-50\"/>"
  "</unit>\n"
  "    <unit id=\"sailor\" name=\"Sailor\" hp=\"40\" move=\"5\" movetype=\"boat\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"sword\"/><resistance type=\"pierce\" value=\"25\"/>"
  "</unit>\n"
  "    <unit id=\"knight\" name=\"Knight\" hp=\"20\" move=\"3\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"bow\"/><action ref=\"sword\"/>"
  "<resistance type=\"blade\" value=\"50\"/></unit>\n"
  "    <unit id=\"recruit\" name=\"Recruit\" hp=\"4\" move=\"3\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"sword\"/></unit>\n"
  "    <unit id=\"bomber\" name=\"Bomber\" hp=\"7\" move=\"3\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"bomb\"/><action ref=\"firebomb\"/><action ref=\"salve\"/>"
  "</unit>\n"
  "    <unit id=\"cleaver\" name=\"Cleaver\" hp=\"30\" move=\"3\" movetype=\"foot\" speed=\"5\" "
  "color=\"#c62828\"><action ref=\"cleave\"/></unit>\n"
  "  </units>\n"
  "  <actions>\n"
  "    <action id=\"gun\" name=\"Gun\" range-min=\"1\" range-max=\"20\" shape=\"single\" "
  "extent=\"1\" effect=\"damage\" amount=\"10\" affects=\"enemies\" damage-type=\"pierce\"/>\n"
  "    <action id=\"sword\" name=\"Sword\" range-min=\"1\" range-max=\"1\" shape=\"single\" "
  "extent=\"1\" effect=\"damage\" amount=\"4\" affects=\"enemies\" damage-type=\"blade\" "
  "answers=\"true\"/>\n"
  "    <action id=\"bow\" name=\"Bow\" range-min=\"2\" range-max=\"3\" shape=\"single\" "
  "extent=\"1\" effect=\"damage\" amount=\"3\" affects=\"enemies\" damage-type=\"pierce\"/>\n"
  "    <action id=\"bomb\" name=\"Bomb\" range-min=\"1\" range-max=\"1\" shape=\"circular\" "
  "extent=\"2\" effect=\"damage\" amount=\"2\" affects=\"enemies\" damage-type=\"fire\"/>\n"
  "    <action id=\"firebomb\" name=\"Firebomb\" range-min=\"1\" range-max=\"1\" "
  "shape=\"circular\" extent=\"2\" effect=\"damage\" amount=\"2\" affects=\"enemies\" "
  "damage-type=\"fire\" provokes=\"true\"/>\n"
  "    <action id=\"salve\" name=\"Salve\" range-min=\"0\" range-max=\"1\" shape=\"single\" "
  "extent=\"1\" effect=\"heal\" amount=\"3\" affects=\"all\" provokes=\"true\"/>\n"
  "    <action id=\"cleave\" name=\"Cleave\" range-min=\"1\" range-max=\"1\" shape=\"circular\" "
  "extent=\"2\" effect=\"damage\" amount=\"5\" affects=\"all\" answers=\"true\"/>\n"
  "  </actions>\n"
  "</tactics-ruleset>\n";

static TacticsRuleset *
load_combat_rules (guint hit_chance)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (combat_rules, sizeof combat_rules - 1);
  g_autoptr(GError) error = NULL;
  TacticsRuleset *ruleset = tactics_ruleset_load_from_bytes (bytes, "combat", &error);

  g_assert_no_error (error);
  tactics_ruleset_set_hit_chance (ruleset, hit_chance);
  return ruleset;
}

/* A board of @topology from @rows (one terrain id a cell), two human
 * players with @army0 and @army1, unit i on @cells[i], play started. */
static TacticsMatch *
combat_match (TacticsRuleset     *ruleset,
              TacticsTopology     topology,
              const char * const *rows,
              const char         *army0,
              const char         *army1,
              const TacticsCell  *cells,
              guint64             seed)
{
  int height = (int) g_strv_length ((char **) rows);
  int width = (int) strlen (rows[0]);
  g_autoptr(TacticsMap) map = tactics_map_new (width, height, topology, ruleset);
  g_autofree guint16 *grid = g_new (guint16, width * height);
  g_auto(GStrv) first = g_strsplit (army0, ",", -1);
  g_auto(GStrv) second = g_strsplit (army1, ",", -1);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        char id[2] = { rows[y][x], 0 };
        int index = tactics_ruleset_get_terrain_index (ruleset, id);

        g_assert_cmpint (index, >=, 0);
        grid[y * width + x] = (guint16) index;
      }
  tactics_map_set_cells (map, grid);

  match = tactics_match_new (map, NULL, 4, TACTICS_MATCH_MODE_TURNS, seed);
  g_assert_nonnull (tactics_match_add_player (match, "Red", "#ff0000", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_nonnull (tactics_match_add_player (match, "Blue", "#0000ff", TACTICS_PLAYER_HUMAN,
                                             TACTICS_AI_LEVEL_NORMAL, &error));
  g_assert_true (tactics_match_set_formation (match, 0, (const char * const *) first, &error));
  g_assert_true (tactics_match_set_formation (match, 1, (const char * const *) second, &error));
  g_assert_true (tactics_match_start_arranged (match, cells, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&match);
}

/* --- The arithmetic on every terrain ------------------------------------------- */

/* The gun (10 pierce) on a target standing on each terrain its movement
 * type may enter, worked out by hand from doc/rules.md: 10 less the
 * defence, less the resistance (rider −50, sailor 25), rounded halves up. */
typedef struct {
  const char *unit;
  char        terrain;
  int         defence;
  int         resistance;
  int         damage;
} DefenceCase;

static const DefenceCase defence_cases[] = {
  { "walker", 'p', 0, 0, 10 },     /* 10 */
  { "walker", 'f', 40, 0, 6 },     /* 10 × 0.6 */
  { "walker", 'h', 50, 0, 5 },     /* 10 × 0.5 */
  { "walker", 'o', 10, 0, 9 },     /* 10 × 0.9 */
  { "rider", 'p', 0, -50, 15 },    /* 10 × 1.5 */
  { "rider", 'f', 20, -50, 12 },   /* 10 × 0.8 × 1.5 */
  { "rider", 'h', 30, -50, 11 },   /* 10 × 0.7 × 1.5 = 10.5, half up */
  { "rider", 'o', 5, -50, 14 },    /* 10 × 0.95 × 1.5 = 14.25 */
  { "sailor", 'o', 60, 25, 3 },    /* 10 × 0.4 × 0.75 */
  { "sailor", 'w', 25, 25, 6 },    /* 10 × 0.75 × 0.75 = 5.625 */
};

/* @cases holds exactly the terrain × movement type pairs @ruleset makes
 * passable, @units[i] moving as @movetypes[i]. */
static void
assert_cases_are_passable_pairs (TacticsRuleset     *ruleset,
                                 const char * const *movetypes,
                                 const char * const *units,
                                 guint               n_kinds,
                                 const DefenceCase  *cases,
                                 guint               n_cases)
{
  GListModel *terrains = tactics_ruleset_get_terrains (ruleset);

  for (guint t = 0; t < g_list_model_get_n_items (terrains); t++)
    {
      g_autoptr(TacticsTerrain) terrain = g_list_model_get_item (terrains, t);

      for (guint m = 0; m < n_kinds; m++)
        {
          gboolean listed = FALSE;

          for (guint c = 0; c < n_cases; c++)
            listed |= g_str_equal (cases[c].unit, units[m])
                      && cases[c].terrain == tactics_terrain_get_id (terrain)[0];
          g_assert_cmpint (listed, ==, tactics_terrain_get_cost (terrain, movetypes[m]) != 0);
        }
    }
}

/* Unit 0's first action at @target, where unit 1 stands: its forecast and
 * its blow both take what @test says. The forecast's hit goes to @hit. */
static void
assert_strike (TacticsMatch       *match,
               const TacticsCell  *target,
               const DefenceCase  *test,
               TacticsHit         *hit)
{
  g_autoptr(TacticsForecast) forecast = NULL;
  const TacticsEvent *damaged;

  forecast = tactics_match_forecast_action (match, tactics_match_get_unit (match, 0), 0, target);
  g_assert_nonnull (forecast);
  g_assert_cmpuint (tactics_forecast_get_n_hits (forecast), ==, 1);
  *hit = *tactics_forecast_get_hit (forecast, 0);
  g_assert_cmpuint (hit->unit, ==, 1);
  g_assert_cmpint (hit->defence, ==, test->defence);
  g_assert_cmpint (hit->resistance, ==, test->resistance);
  g_assert_cmpint (hit->amount, ==, test->damage);

  act (match, 0, 0, 0, target->x, target->y);
  damaged = last_event_of_kind (match, TACTICS_EVENT_UNIT_DAMAGED);
  g_assert_cmpint (damaged->unit, ==, 1);
  g_assert_cmpint (damaged->amount, ==, test->damage);
  g_assert_cmpint (damaged->defence, ==, test->defence);
  g_assert_cmpint (damaged->resistance, ==, test->resistance);
}

static void
check_defence_on (TacticsTopology topology)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char * const movetypes[] = { "foot", "horse", "boat" };
  const char * const units[] = { "walker", "rider", "sailor" };
  guint n_checked = 0;

  /* Every terrain × movement type the rules make passable is in the table,
   * and the others are not. */
  assert_cases_are_passable_pairs (ruleset, movetypes, units, G_N_ELEMENTS (units),
                                   defence_cases, G_N_ELEMENTS (defence_cases));

  for (guint c = 0; c < G_N_ELEMENTS (defence_cases); c++)
    {
      const DefenceCase *test = &defence_cases[c];
      /* The gunner on the ford, which every type may enter, the target
       * three cells away on its terrain. */
      char row[] = "o..X.";
      const char *rows[] = { row, "ooooo", NULL };
      const TacticsCell cells[] = { { 0, 0 }, { 3, 0 } };
      g_autoptr(TacticsMatch) match = NULL;
      TacticsHit hit;

      for (guint i = 0; row[i] != '\0'; i++)
        row[i] = i == 3 ? test->terrain : 'o';
      match = combat_match (ruleset, topology, rows, "gunner", test->unit, cells, 1);

      /* What the game's unit card says of that ground, and of none. */
      g_assert_cmpuint (tactics_match_get_defence_at (match, tactics_match_get_unit (match, 1),
                                                      &cells[1]), ==, test->defence);
      g_assert_cmpuint (tactics_match_get_defence_at (match, tactics_match_get_unit (match, 1),
                                                      &(TacticsCell) { 9, 9 }), ==, 0);
      assert_strike (match, &cells[1], test, &hit);
      g_assert_cmpint (hit.hp_after, ==, 40 - test->damage);
      g_assert_cmpint (hit.chance, ==, 100);
      /* The target's sword cannot reach three cells. */
      g_assert_cmpint (hit.counter_action, ==, -1);
      g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==,
                       40 - test->damage);
      n_checked++;
    }
  g_assert_cmpuint (n_checked, ==, G_N_ELEMENTS (defence_cases));
}

/* The bundled rules: every terrain × movement type they make passable,
 * written out by hand from data/default.ruleset.xml (a terrain not listed
 * for a movement type is one it cannot enter). The archer's bow, made 20
 * pierce here so that small defences show, on a target of each movement
 * type: infantry (foot, pierce 20%), cavalry (mounted, −20%), griffin
 * rider (flying, −20%), gunboat (aquatic, 30%). 20 × (100 − defence)% ×
 * (100 − resistance)%, rounded halves up. */
static const DefenceCase bundled_cases[] = {
  { "infantry", 'p', 0, 20, 16 },
  { "infantry", 'r', 0, 20, 16 },
  { "infantry", 'f', 30, 20, 11 },  /* 20 × 0.7 × 0.8 = 11.2 */
  { "infantry", 'h', 25, 20, 12 },  /* 20 × 0.75 × 0.8 */
  { "infantry", 'm', 40, 20, 10 },  /* 20 × 0.6 × 0.8 = 9.6 */
  { "infantry", 's', 0, 20, 16 },
  { "infantry", 'q', 0, 20, 16 },
  { "infantry", 'o', 0, 20, 16 },
  { "infantry", 'b', 0, 20, 16 },
  { "cavalry", 'p', 0, -20, 24 },
  { "cavalry", 'r', 0, -20, 24 },
  { "cavalry", 'f', 10, -20, 22 },  /* 20 × 0.9 × 1.2 = 21.6 */
  { "cavalry", 'h', 15, -20, 20 },  /* 20 × 0.85 × 1.2 = 20.4 */
  { "cavalry", 's', 0, -20, 24 },
  { "cavalry", 'q', 0, -20, 24 },
  { "cavalry", 'o', 0, -20, 24 },
  { "cavalry", 'b', 0, -20, 24 },
  { "griffin", 'p', 0, -20, 24 },
  { "griffin", 'r', 0, -20, 24 },
  { "griffin", 'f', 0, -20, 24 },
  { "griffin", 'h', 0, -20, 24 },
  { "griffin", 'm', 10, -20, 22 },  /* 20 × 0.9 × 1.2 = 21.6 */
  { "griffin", 's', 0, -20, 24 },
  { "griffin", 'q', 0, -20, 24 },
  { "griffin", 'w', 0, -20, 24 },
  { "griffin", 'o', 0, -20, 24 },
  { "griffin", 'b', 0, -20, 24 },
  { "gunboat", 's', 0, 30, 14 },
  { "gunboat", 'q', 20, 30, 11 },   /* 20 × 0.8 × 0.7 = 11.2 */
  { "gunboat", 'w', 20, 30, 11 },
  { "gunboat", 'o', 10, 30, 13 },   /* 20 × 0.9 × 0.7 = 12.6 */
  { "gunboat", 'b', 0, 30, 14 },
};

static void
check_bundled_defence_on (TacticsTopology topology)
{
  g_autofree char *dir = tactics_data_get_dir ();
  g_autofree char *path = g_build_filename (dir, "default.ruleset.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsRuleset) ruleset = tactics_ruleset_load (file, &error);
  const char * const movetypes[] = { "foot", "mounted", "flying", "aquatic" };
  const char * const units[] = { "infantry", "cavalry", "griffin", "gunboat" };
  guint n_checked = 0;

  g_assert_no_error (error);
  tactics_action_set_amount (tactics_ruleset_lookup_action (ruleset, "bow"), 20);

  /* The table holds exactly the pairs the rules make passable. */
  assert_cases_are_passable_pairs (ruleset, movetypes, units, G_N_ELEMENTS (units),
                                   bundled_cases, G_N_ELEMENTS (bundled_cases));

  for (guint c = 0; c < G_N_ELEMENTS (bundled_cases); c++)
    {
      const DefenceCase *test = &bundled_cases[c];
      /* The archer on a bridge, which every type may enter, the target
       * three cells away on its terrain. */
      char row[] = "bbbXb";
      const char *rows[] = { row, "bbbbb", NULL };
      const TacticsCell cells[] = { { 0, 0 }, { 3, 0 } };
      g_autoptr(TacticsMatch) match = NULL;
      TacticsHit hit;

      row[3] = test->terrain;
      match = combat_match (ruleset, topology, rows, "archer", test->unit, cells, 1);
      assert_strike (match, &cells[1], test, &hit);
      n_checked++;
    }
  g_assert_cmpuint (n_checked, ==, G_N_ELEMENTS (bundled_cases));
}

static void
test_bundled_defence_square (void)
{
  check_bundled_defence_on (TACTICS_TOPOLOGY_SQUARE);
}

static void
test_bundled_defence_hex (void)
{
  check_bundled_defence_on (TACTICS_TOPOLOGY_HEX);
}

static void
test_defence_square (void)
{
  check_defence_on (TACTICS_TOPOLOGY_SQUARE);
}

static void
test_defence_hex (void)
{
  check_defence_on (TACTICS_TOPOLOGY_HEX);
}

/* The sum at its limits, by hand: the largest amount doubled by the
 * deepest weakness, the floor of 1, halves rounding up. */
static void
test_damage_limits (void)
{
  g_assert_cmpuint (tactics_combat_damage (7, 0, 0), ==, 7);
  g_assert_cmpuint (tactics_combat_damage (TACTICS_MAX_AMOUNT, 0, TACTICS_MIN_RESISTANCE), ==,
                    19998);
  g_assert_cmpuint (TACTICS_MAX_DAMAGE, ==, 19998);
  g_assert_cmpuint (tactics_combat_damage (TACTICS_MAX_AMOUNT, TACTICS_MAX_DEFENCE,
                                           TACTICS_MAX_RESISTANCE), ==, 100);  /* 99.99 */
  g_assert_cmpuint (tactics_combat_damage (TACTICS_MAX_AMOUNT, TACTICS_MAX_DEFENCE,
                                           TACTICS_MIN_RESISTANCE), ==, 2000); /* 1999.8 */
  g_assert_cmpuint (tactics_combat_damage (1, TACTICS_MAX_DEFENCE, TACTICS_MAX_RESISTANCE), ==, 1);
  g_assert_cmpuint (tactics_combat_damage (1, 50, 0), ==, 1);    /* 0.5, half up */
  g_assert_cmpuint (tactics_combat_damage (3, 50, 0), ==, 2);    /* 1.5 */
  g_assert_cmpuint (tactics_combat_damage (5, 30, 0), ==, 4);    /* 3.5 */
  g_assert_cmpuint (tactics_combat_damage (5, 10, 0), ==, 5);    /* 4.5 */
  g_assert_cmpuint (tactics_combat_damage (7, 40, 0), ==, 4);    /* 4.2 */
  g_assert_cmpuint (tactics_combat_damage (7, 40, -50), ==, 6);  /* 6.3 */
  g_assert_cmpuint (tactics_combat_damage (7, 50, 0), ==, 4);    /* 3.5 */
  g_assert_cmpuint (tactics_combat_damage (7, 50, 90), ==, 1);   /* 0.35 */
  g_assert_cmpuint (tactics_combat_damage (0, 40, -50), ==, 0);

  /* A unit of the most HP, weak to the blow, on open ground: the
   * match's sums stay in range and the blow eliminates it. */
  {
    g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
    TacticsAction *gun = tactics_ruleset_lookup_action (ruleset, "gun");
    TacticsUnitType *walker = tactics_ruleset_lookup_unit_type (ruleset, "walker");
    const char *rows[] = { "pp", NULL };
    const TacticsCell cells[] = { { 0, 0 }, { 1, 0 } };
    g_autoptr(TacticsMatch) match = NULL;
    const TacticsEvent *damaged;

    tactics_action_set_amount (gun, TACTICS_MAX_AMOUNT);
    tactics_unit_type_set_max_hp (walker, TACTICS_MAX_HP);
    tactics_unit_type_set_resistance (walker, "pierce", TACTICS_MIN_RESISTANCE);
    match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows, "gunner", "walker", cells, 1);
    act (match, 0, 0, 0, 1, 0);
    damaged = last_event_of_kind (match, TACTICS_EVENT_UNIT_DAMAGED);
    g_assert_cmpint (damaged->amount, ==, 19998);
    g_assert_cmpint (damaged->hp, ==, TACTICS_MAX_HP - 19998);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_ELIMINATED), ==, 1);
  }
}

/* Heals give their amount whatever the ground and the resistances. */
static void
test_heal_ignores_defence (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char *rows[] = { "hh", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 } };
  g_autoptr(TacticsMatch) match = NULL;
  TacticsUnit *bomber;

  tactics_unit_type_set_resistance (tactics_ruleset_lookup_unit_type (ruleset, "bomber"), "fire",
                                    90);
  match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows, "bomber", "gunner", cells, 1);
  bomber = tactics_match_get_unit (match, 0);
  tactics_unit_set_hp (bomber, 1);
  act (match, 0, 0, 2, 0, 0);
  g_assert_cmpint (tactics_unit_get_hp (bomber), ==, 4);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_UNIT_HEALED)->amount, ==, 3);
}

/* --- Counter-attacks ----------------------------------------------------------- */

/* The kinds of the events from @first on, as words. */
static char *
event_words (TacticsMatch *match,
             guint         first)
{
  g_autoptr(GEnumClass) kinds = g_type_class_ref (TACTICS_TYPE_EVENT_KIND);
  GString *words = g_string_new (NULL);

  for (guint i = first; i < tactics_match_get_n_events (match); i++)
    {
      const TacticsEvent *event = tactics_match_get_event (match, i);

      if (words->len > 0)
        g_string_append_c (words, ' ');
      g_string_append_printf (words, "%s:%d", g_enum_get_value (kinds, event->kind)->value_nick,
                              event->unit);
    }
  return g_string_free (words, FALSE);
}

/* The blow lands, then the unit it leaves standing answers, from where it
 * stands, with the first action that may answer; the answer is not
 * answered, and answering costs the unit nothing of its own turn. */
static void
test_counter_order (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char *rows[] = { "ppp", "ppf", NULL };
  /* Red walker 0 at 1,1; Blue knight 1 in the forest at 2,1. */
  const TacticsCell cells[] = { { 1, 1 }, { 2, 1 } };
  g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows, "walker",
                                                "knight", cells, 1);
  g_autoptr(TacticsForecast) forecast = NULL;
  const TacticsHit *hit;
  const TacticsEvent *answer;
  guint first = tactics_match_get_n_events (match);
  g_autofree char *words = NULL;

  forecast = tactics_match_forecast_action (match, tactics_match_get_unit (match, 0), 0,
                                            &cells[1]);
  hit = tactics_forecast_get_hit (forecast, 0);
  /* Sword 4 blade on the knight: forest 40 %, blade 50 % → 1.2 → 1. */
  g_assert_cmpint (hit->amount, ==, 1);
  /* The knight's bow cannot reach; its sword answers: 4 on plains. */
  g_assert_cmpint (hit->counter_action, ==, 1);
  g_assert_cmpint (hit->counter_amount, ==, 4);
  g_assert_cmpint (hit->counter_defence, ==, 0);
  g_assert_cmpint (tactics_forecast_get_agent_hp_after (forecast), ==, 36);
  g_assert_cmpuint (tactics_forecast_get_n_answers (forecast), ==, 1);

  act (match, 0, 0, 0, 2, 1);
  words = event_words (match, first);
  g_assert_cmpstr (words, ==,
                   "action-performed:0 unit-damaged:1 counter-attack:1 unit-damaged:0");
  answer = last_event_of_kind (match, TACTICS_EVENT_COUNTER_ATTACK);
  g_assert_cmpint (answer->source, ==, 0);
  g_assert_cmpint (answer->action, ==, 1);
  g_assert_cmpint (answer->to.x, ==, 1);
  g_assert_cmpint (answer->to.y, ==, 1);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 0)), ==, 36);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 19);
  /* One answer only: the walker's sword also answers, but never an answer. */
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_COUNTER_ATTACK), ==, 1);
  g_assert_false (tactics_unit_has_acted (tactics_match_get_unit (match, 1)));
}

/* No answer from out of reach, from a unit the blow eliminates, or to an
 * area action that does not provoke. */
static void
test_counter_limits (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char *rows[] = { "pppp", "pppp", NULL };

  {
    /* The knight's bow from two cells: the walker's sword cannot reach. */
    const TacticsCell cells[] = { { 0, 0 }, { 2, 0 } };
    g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                  "knight", "walker", cells, 1);

    act (match, 0, 0, 0, 2, 0);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_DAMAGED), ==, 1);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_COUNTER_ATTACK), ==, 0);
  }
  {
    /* The recruit (4 HP) falls to the sword and gives no answer. */
    const TacticsCell cells[] = { { 0, 0 }, { 1, 0 } };
    g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                  "walker", "recruit", cells, 1);

    act (match, 0, 0, 0, 1, 0);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_ELIMINATED), ==, 1);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_COUNTER_ATTACK), ==, 0);
    g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 0)), ==, 40);
  }
  {
    /* The bomb (an area action) burns both walkers next to the bomber:
     * nobody answers. */
    const TacticsCell cells[] = { { 1, 0 }, { 2, 0 }, { 2, 1 } };
    g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                  "bomber", "walker,walker", cells, 1);

    act (match, 0, 0, 0, 2, 0);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_DAMAGED), ==, 2);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_COUNTER_ATTACK), ==, 0);
  }
}

/* An area action that provokes: every unit it leaves standing answers,
 * after the blow has landed on all, in the order they were hit, until an
 * answer eliminates the agent; the rest are not given. */
static void
test_counter_provoked_area (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char *rows[] = { "pppp", "pppp", NULL };
  /* Red bomber 0 (7 HP) at 1,0; Blue walkers 1 at 2,0 and 2 at 2,1. */
  const TacticsCell cells[] = { { 1, 0 }, { 2, 0 }, { 2, 1 } };
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsForecast) forecast = NULL;
  guint first;
  g_autofree char *words = NULL;

  match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows, "bomber", "walker,walker", cells,
                        1);
  first = tactics_match_get_n_events (match);
  forecast = tactics_match_forecast_action (match, tactics_match_get_unit (match, 0), 1,
                                            &(TacticsCell) { 2, 0 });
  g_assert_cmpuint (tactics_forecast_get_n_hits (forecast), ==, 2);
  g_assert_cmpint (tactics_forecast_get_hit (forecast, 0)->counter_action, ==, 0);
  g_assert_cmpint (tactics_forecast_get_hit (forecast, 1)->counter_action, ==, 0);
  /* Two answers of 4 would be 8; the first leaves 3, the second eliminates. */
  g_assert_cmpint (tactics_forecast_get_agent_hp_after (forecast), ==, -1);
  g_assert_cmpuint (tactics_forecast_get_n_answers (forecast), ==, 2);

  /* The second walker stands diagonally: its chebyshev sword reaches. */
  act (match, 0, 0, 1, 2, 0);
  words = event_words (match, first);
  g_assert_cmpstr (words, ==,
                   "action-performed:0 unit-damaged:1 unit-damaged:2 "
                   "counter-attack:1 unit-damaged:0 counter-attack:2 unit-damaged:0 "
                   "unit-eliminated:0 player-out:-1 game-over:-1");
  g_clear_pointer (&words, g_free);

  /* With 3 HP left, the first answer eliminates the bomber: the second
   * walker does not answer. */
  {
    g_autoptr(TacticsMatch) again = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                  "bomber", "walker,walker", cells, 1);

    tactics_unit_set_hp (tactics_match_get_unit (again, 0), 3);
    first = tactics_match_get_n_events (again);
    act (again, 0, 0, 1, 2, 0);
    g_assert_cmpuint (count_events (again, TACTICS_EVENT_COUNTER_ATTACK), ==, 1);
    g_assert_cmpint (last_event_of_kind (again, TACTICS_EVENT_COUNTER_ATTACK)->unit, ==, 1);
  }
}

/* An answer strikes the agent alone, even with an area action that
 * affects all: nobody else beside the agent, friend or foe, is touched. */
static void
test_counter_hits_agent_only (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char *rows[] = { "pppp", "pppp", NULL };
  /* Red walker 0 at 1,0 and gunner 1 at 1,1; Blue cleaver 2 at 2,0 and
   * walker 3 at 2,1: the cleave around 1,0 would cover them all. */
  const TacticsCell cells[] = { { 1, 0 }, { 1, 1 }, { 2, 0 }, { 2, 1 } };
  g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                "walker,gunner", "cleaver,walker", cells, 1);

  act (match, 0, 0, 0, 2, 0);
  g_assert_cmpint (last_event_of_kind (match, TACTICS_EVENT_COUNTER_ATTACK)->unit, ==, 2);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 0)), ==, 35);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 30);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 2)), ==, 26);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 3)), ==, 40);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_DAMAGED), ==, 2);
}

/* A heal marked as provoking lets a healed enemy answer. */
static void
test_counter_provoking_heal (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
  const char *rows[] = { "pp", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 } };
  g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows, "bomber",
                                                "walker", cells, 1);

  tactics_unit_set_hp (tactics_match_get_unit (match, 1), 30);
  act (match, 0, 0, 2, 1, 0);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 1)), ==, 33);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_COUNTER_ATTACK), ==, 1);
  g_assert_cmpint (tactics_unit_get_hp (tactics_match_get_unit (match, 0)), ==, 3);
}

/* --- The chance to hit ----------------------------------------------------------- */

/* Every blow draws once when the chance is below 100 and never at 100;
 * the same seed gives the same hits and misses. */
static void
test_hit_chance (void)
{
  const char *rows[] = { "pppp", NULL };
  const TacticsCell cells[] = { { 0, 0 }, { 1, 0 } };
  g_autoptr(GString) outcome0 = g_string_new (NULL);
  g_autoptr(GString) outcome1 = g_string_new (NULL);
  GString *outcomes[2] = { outcome0, outcome1 };
  guint misses = 0, hits = 0;

  {
    g_autoptr(TacticsRuleset) ruleset = load_combat_rules (100);
    g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                  "walker", "walker", cells, 7);
    guint64 draws = tactics_match_get_n_random_draws (match);

    act (match, 0, 0, 0, 1, 0);
    g_assert_cmpuint (tactics_match_get_n_random_draws (match), ==, draws);
    g_assert_cmpuint (count_events (match, TACTICS_EVENT_MISSED), ==, 0);
  }

  for (guint copy = 0; copy < 2; copy++)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        g_autoptr(TacticsRuleset) ruleset = load_combat_rules (60);
        g_autoptr(TacticsMatch) match = combat_match (ruleset, TACTICS_TOPOLOGY_SQUARE, rows,
                                                      "walker", "walker", cells, seed);
        guint64 draws = tactics_match_get_n_random_draws (match);
        g_autoptr(TacticsForecast) forecast = NULL;
        guint n_missed;

        forecast = tactics_match_forecast_action (match, tactics_match_get_unit (match, 0), 0,
                                                  &cells[1]);
        g_assert_cmpint (tactics_forecast_get_hit (forecast, 0)->chance, ==, 60);
        g_assert_cmpint (tactics_forecast_get_hit (forecast, 0)->counter_chance, ==, 60);

        act (match, 0, 0, 0, 1, 0);
        /* One draw for the blow, one for the answer. */
        g_assert_cmpuint (tactics_match_get_n_random_draws (match), ==, draws + 2);
        n_missed = count_events (match, TACTICS_EVENT_MISSED);
        g_assert_cmpuint (count_events (match, TACTICS_EVENT_UNIT_DAMAGED) + n_missed, ==, 2);
        g_string_append_printf (outcomes[copy], "%d,%d ",
                                tactics_unit_get_hp (tactics_match_get_unit (match, 0)),
                                tactics_unit_get_hp (tactics_match_get_unit (match, 1)));
        if (copy == 0)
          {
            misses += n_missed;
            hits += 2 - n_missed;
          }
        if (n_missed > 0)
          {
            const TacticsEvent *missed = last_event_of_kind (match, TACTICS_EVENT_MISSED);

            g_assert_cmpint (missed->amount, ==, 4);
            g_assert_cmpint (missed->hp, ==, tactics_unit_get_hp (tactics_match_get_unit (
                                                match, (guint) missed->unit)));
          }
      }
  g_assert_cmpstr (outcomes[0]->str, ==, outcomes[1]->str);
  /* 80 blows at 60 %: both outcomes turn up. */
  g_assert_cmpuint (misses, >, 10);
  g_assert_cmpuint (hits, >, 30);
}

/* --- Saves ---------------------------------------------------------------------- */

static void
record_event (TacticsMatch       *match,
              const TacticsEvent *event,
              GString            *log)
{
  g_string_append_printf (log, "%d %d %d %d %d %d %d %d\n", event->kind, event->unit,
                          event->source, event->action, event->amount, event->hp,
                          event->defence, event->resistance);
}

/* A match of computer players with every part of combat depth, the
 * chance to hit among them, replays from its save event for event. */
static void
test_save_replays (void)
{
  g_autoptr(TacticsMap) map = match_helpers_load_map ("skirmish.map.xml");
  TacticsRuleset *ruleset = tactics_map_get_ruleset (map);
  g_autoptr(TacticsMatch) match = NULL;
  g_autoptr(TacticsMatch) replay = NULL;
  g_autoptr(TacticsSave) save = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) original = g_string_new (NULL);
  g_autoptr(GString) replayed = g_string_new (NULL);
  Seat seats[2] = { { 0 } };

  g_assert_nonnull (tactics_ruleset_lookup_damage_type (ruleset, "blade"));
  tactics_ruleset_set_hit_chance (ruleset, 70);
  tactics_terrain_set_defence (tactics_ruleset_lookup_terrain (ruleset, "f"), "foot", 40);
  tactics_terrain_set_defence (tactics_ruleset_lookup_terrain (ruleset, "h"), "foot", 30);
  tactics_terrain_set_defence (tactics_ruleset_lookup_terrain (ruleset, "p"), "foot", 10);
  tactics_action_set_damage_type (tactics_ruleset_lookup_action (ruleset, "sword"), "blade");
  tactics_action_set_answers (tactics_ruleset_lookup_action (ruleset, "sword"), TRUE);
  tactics_action_set_answers (tactics_ruleset_lookup_action (ruleset, "dagger"), TRUE);
  tactics_unit_type_set_resistance (tactics_ruleset_lookup_unit_type (ruleset, "cavalry"),
                                    "blade", -50);

  match = match_helpers_new_match (map, NULL, 2, 4, TACTICS_MATCH_MODE_TURNS, 31, 40);
  g_assert_nonnull (match);
  g_signal_connect (match, "event", G_CALLBACK (record_event), original);
  seats[0].ai = tactics_ai_new (TACTICS_AI_LEVEL_NORMAL);
  seats[1].ai = tactics_ai_new (TACTICS_AI_LEVEL_HARD);
  match_helpers_play (match, seats, G_MAXUINT, TRUE);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_MISSED), >, 0);
  g_assert_cmpuint (count_events (match, TACTICS_EVENT_COUNTER_ATTACK), >, 0);

  bytes = tactics_match_save_to_bytes (match, &error);
  g_assert_no_error (error);
  save = tactics_save_load_from_bytes (bytes, "combat.save", &error);
  g_assert_no_error (error);
  replay = tactics_save_new_match (save);
  g_signal_connect (replay, "event", G_CALLBACK (record_event), replayed);
  for (guint i = 0; i < tactics_save_get_n_commands (save); i++)
    {
      g_assert_true (tactics_save_replay_step (save, replay, i, &error));
      g_assert_no_error (error);
    }
  /* The original's log began before play; compare what both saw since. */
  g_assert_true (g_str_has_suffix (original->str, replayed->str));
  g_assert_cmpuint (replayed->len, >, 0);
  g_assert_cmpint (tactics_match_get_outcome (replay), ==, tactics_match_get_outcome (match));
  g_clear_object (&seats[0].ai);
  g_clear_object (&seats[1].ai);
}

/* --- The file ------------------------------------------------------------------ */

/* Every new value comes back from the file as written, and writing again
 * gives the same bytes; a copy, an undo snapshot and a rename keep them. */
static void
test_file_round_trip (void)
{
  g_autoptr(TacticsRuleset) ruleset = load_combat_rules (85);
  g_autoptr(GBytes) bytes = tactics_ruleset_to_bytes (ruleset);
  g_autoptr(GBytes) again = NULL;
  g_autoptr(TacticsRuleset) read = NULL;
  g_autoptr(TacticsRuleset) copy = NULL;
  g_autoptr(TacticsRulesetSnapshot) snapshot = NULL;
  g_autoptr(GError) error = NULL;
  TacticsAction *sword;

  read = tactics_ruleset_load_from_bytes (bytes, "again", &error);
  g_assert_no_error (error);
  g_assert_true (tactics_ruleset_equal (ruleset, read));
  g_assert_cmpuint (tactics_ruleset_get_hit_chance (read), ==, 85);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_ruleset_get_damage_types (read)), ==, 3);
  g_assert_cmpuint (tactics_terrain_get_defence (tactics_ruleset_lookup_terrain (read, "o"),
                                                 "boat"), ==, 60);
  g_assert_cmpint (tactics_unit_type_get_resistance (tactics_ruleset_lookup_unit_type (read,
                                                                                       "rider"),
                                                     "pierce"), ==, -50);
  sword = tactics_ruleset_lookup_action (read, "sword");
  g_assert_cmpstr (tactics_action_get_damage_type (sword), ==, "blade");
  g_assert_true (tactics_action_get_answers (sword));
  g_assert_true (tactics_action_get_provokes (tactics_ruleset_lookup_action (read, "firebomb")));
  again = tactics_ruleset_to_bytes (read);
  g_assert_true (g_bytes_equal (bytes, again));

  /* A copied movement type defends like the original. */
  {
    TacticsMovetype *foot = tactics_ruleset_lookup_movetype (read, "foot");
    TacticsMovetype *twin = tactics_ruleset_duplicate_item (read, foot, G_MAXUINT);

    g_assert_cmpuint (tactics_terrain_get_defence (tactics_ruleset_lookup_terrain (read, "h"),
                                                   tactics_movetype_get_id (twin)), ==, 50);
    g_assert_true (tactics_ruleset_remove_item (read, twin, &error));
    g_assert_no_error (error);
  }

  copy = tactics_ruleset_copy (ruleset);
  g_assert_true (tactics_ruleset_equal (ruleset, copy));
  tactics_terrain_set_defence (tactics_ruleset_lookup_terrain (copy, "f"), "foot", 41);
  g_assert_false (tactics_ruleset_equal (ruleset, copy));

  /* Renaming a damage type follows it into actions and resistances;
   * removing it leaves them dealing none, and undo puts everything back. */
  snapshot = tactics_ruleset_snapshot_new (read);
  g_assert_true (tactics_ruleset_rename_item (read, tactics_ruleset_lookup_damage_type (read,
                                                                                        "pierce"),
                                              "shot", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tactics_action_get_damage_type (tactics_ruleset_lookup_action (read, "gun")),
                   ==, "shot");
  g_assert_cmpint (tactics_unit_type_get_resistance (tactics_ruleset_lookup_unit_type (read,
                                                                                       "rider"),
                                                     "shot"), ==, -50);
  g_assert_true (tactics_ruleset_remove_item (read, tactics_ruleset_lookup_damage_type (read,
                                                                                        "shot"),
                                              &error));
  g_assert_null (tactics_action_get_damage_type (tactics_ruleset_lookup_action (read, "gun")));
  g_assert_cmpint (tactics_unit_type_get_resistance (tactics_ruleset_lookup_unit_type (read,
                                                                                       "rider"),
                                                     "shot"), ==, 0);
  g_assert_false (tactics_ruleset_snapshot_matches (snapshot, read));
  tactics_ruleset_snapshot_restore (snapshot, read);
  g_assert_true (tactics_ruleset_equal (ruleset, read));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tactics_init ();

  g_test_add_func ("/combat/defence/square", test_defence_square);
  g_test_add_func ("/combat/defence/hex", test_defence_hex);
  g_test_add_func ("/combat/defence/bundled/square", test_bundled_defence_square);
  g_test_add_func ("/combat/defence/bundled/hex", test_bundled_defence_hex);
  g_test_add_func ("/combat/damage-limits", test_damage_limits);
  g_test_add_func ("/combat/heal-ignores-defence", test_heal_ignores_defence);
  g_test_add_func ("/combat/counter/order", test_counter_order);
  g_test_add_func ("/combat/counter/limits", test_counter_limits);
  g_test_add_func ("/combat/counter/provoked-area", test_counter_provoked_area);
  g_test_add_func ("/combat/counter/agent-only", test_counter_hits_agent_only);
  g_test_add_func ("/combat/counter/provoking-heal", test_counter_provoking_heal);
  g_test_add_func ("/combat/hit-chance", test_hit_chance);
  g_test_add_func ("/combat/file-round-trip", test_file_round_trip);
  g_test_add_func ("/combat/save-replays", test_save_replays);

  return g_test_run ();
}
