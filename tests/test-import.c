/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Importing Tiled and Wesnoth maps and exporting to Tiled: every layer
 * encoding and compression, tilesets embedded and external, hex grids
 * turned onto ours with every adjacency kept, start zones, notes of what
 * is unknown, guarded reading, and the round trip through Tiled. */
#include "config.h"

#include <zlib.h>
#include <zstd.h>

#include "tactics.h"
#include "tactics-exchange-layout-private.h"
#include "tactics-import-mapping-private.h"

static char *folder;

static GFile *
write_file (const char *name,
            const char *contents,
            gsize       length)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, (gssize) length, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static GFile *
data_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "import", name, NULL);

  return g_file_new_for_path (path);
}

/* The map's rows as "p,p,w/…", each row ending with '/'. */
static char *
describe_cells (TacticsMap *map)
{
  GString *text = g_string_new (NULL);

  for (int y = 0; y < tactics_map_get_height (map); y++)
    {
      for (int x = 0; x < tactics_map_get_width (map); x++)
        {
          TacticsCell cell = { x, y };

          g_string_append_printf (text, "%s%s", x > 0 ? "," : "",
                                  tactics_terrain_get_id (tactics_map_get_terrain (map, cell)));
        }
      g_string_append_c (text, '/');
    }
  return g_string_free (text, FALSE);
}

/* Every note names its file and line, "PATH:LINE: DETAIL", as errors do. */
static void
assert_notes_have_lines (GFile      *file,
                         char      **notes)
{
  g_autofree char *path = g_file_peek_path (file) != NULL ? g_file_get_path (file)
                                                          : g_file_get_uri (file);

  for (guint i = 0; notes != NULL && notes[i] != NULL; i++)
    {
      const char *after = notes[i] + strlen (path);
      char *end = NULL;
      guint64 line;

      if (!g_str_has_prefix (notes[i], path) || *after != ':')
        g_error ("note without its file: %s", notes[i]);
      line = g_ascii_strtoull (after + 1, &end, 10);
      if (end == after + 1 || line == 0 || !g_str_has_prefix (end, ": "))
        g_error ("note without a line: %s", notes[i]);
    }
}

static TacticsScenario *
import (GFile   *file,
        GFile   *mapping,
        char  ***notes)
{
  g_autoptr(GError) error = NULL;
  TacticsScenario *scenario = tactics_import_load (file, mapping, NULL, NULL, notes, &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  if (notes != NULL)
    assert_notes_have_lines (file, *notes);
  return scenario;
}

static void
assert_import_error (GFile      *file,
                     GFile      *mapping,
                     int         code,
                     const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = tactics_import_load (file, mapping, NULL, NULL, NULL,
                                                             &error);

  g_assert_null (scenario);
  g_assert_error (error, TACTICS_FILE_ERROR, code);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message_part);
}

/* --- Hex layouts -------------------------------------------------------- */

/* The source grid's own neighbour rule, written out for each stagger. */
static gboolean
source_adjacent (TacticsExchangeGrid grid,
                 int ax, int ay, int bx, int by)
{
  int dx = bx - ax, dy = by - ay;

  switch (grid)
    {
    case TACTICS_EXCHANGE_GRID_ROWS_ODD:
    case TACTICS_EXCHANGE_GRID_ROWS_EVEN:
      {
        gboolean shifted = (ay % 2 == 1) == (grid == TACTICS_EXCHANGE_GRID_ROWS_ODD);

        if (dy == 0)
          return dx == 1 || dx == -1;
        if (dy != 1 && dy != -1)
          return FALSE;
        return shifted ? (dx == 0 || dx == 1) : (dx == 0 || dx == -1);
      }
    case TACTICS_EXCHANGE_GRID_COLUMNS_ODD:
    case TACTICS_EXCHANGE_GRID_COLUMNS_EVEN:
      {
        gboolean shifted = (ax % 2 == 1) == (grid == TACTICS_EXCHANGE_GRID_COLUMNS_ODD);

        if (dx == 0)
          return dy == 1 || dy == -1;
        if (dx != 1 && dx != -1)
          return FALSE;
        return shifted ? (dy == 0 || dy == 1) : (dy == 0 || dy == -1);
      }
    case TACTICS_EXCHANGE_GRID_SQUARE:
    default:
      return ABS (dx) + ABS (dy) == 1;
    }
}

static gboolean
tactics_adjacent (TacticsTopology topology,
                  TacticsCell     a,
                  TacticsCell     b)
{
  TacticsCell neighbours[TACTICS_MAX_NEIGHBOURS];
  guint n = tactics_neighbours (topology, a, neighbours);

  for (guint i = 0; i < n; i++)
    if (neighbours[i].x == b.x && neighbours[i].y == b.y)
      return TRUE;
  return FALSE;
}

static void
test_layout_adjacency (void)
{
  const TacticsExchangeGrid grids[] = {
    TACTICS_EXCHANGE_GRID_SQUARE, TACTICS_EXCHANGE_GRID_ROWS_ODD,
    TACTICS_EXCHANGE_GRID_ROWS_EVEN, TACTICS_EXCHANGE_GRID_COLUMNS_ODD,
    TACTICS_EXCHANGE_GRID_COLUMNS_EVEN,
  };
  const int sizes[][2] = { { 5, 4 }, { 4, 5 }, { 7, 7 }, { 1, 6 }, { 6, 1 } };

  for (guint g = 0; g < G_N_ELEMENTS (grids); g++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        TacticsExchangeLayout layout;
        int w = sizes[s][0], h = sizes[s][1];

        tactics_exchange_layout_init (&layout, grids[g], w, h);
        g_assert_cmpint (layout.width * layout.height, ==, w * h);
        /* Every pair of source cells: neighbours there exactly when
         * neighbours here. */
        for (int ay = 0; ay < h; ay++)
          for (int ax = 0; ax < w; ax++)
            for (int by = 0; by < h; by++)
              for (int bx = 0; bx < w; bx++)
                {
                  TacticsCell a = tactics_exchange_layout_to_cell (&layout, ax, ay);
                  TacticsCell b = tactics_exchange_layout_to_cell (&layout, bx, by);
                  int rx, ry;

                  g_assert_cmpint (a.x, >=, 0);
                  g_assert_cmpint (a.x, <, layout.width);
                  g_assert_cmpint (a.y, >=, 0);
                  g_assert_cmpint (a.y, <, layout.height);
                  if (source_adjacent (grids[g], ax, ay, bx, by)
                      != tactics_adjacent (layout.topology, a, b))
                    g_error ("grid %u, %d×%d: %d,%d and %d,%d (here %d,%d and %d,%d)",
                             grids[g], w, h, ax, ay, bx, by, a.x, a.y, b.x, b.y);
                  tactics_exchange_layout_to_source (&layout, a, &rx, &ry);
                  g_assert_cmpint (rx, ==, ax);
                  g_assert_cmpint (ry, ==, ay);
                }
      }
}

/* --- Tiled ------------------------------------------------------------------ */

/* A 4×3 layer: tile 1 plains, 2 water, 3 forest, 4 (tie) plains. */
static const guint32 layer_gids[] = {
  1, 1, 2, 2,
  3, 1, 4, 2,
  1, 3, 3, 0x40000002,
};

static char *
tmx_with_data (const char *grid_attributes,
               const char *data)
{
  g_autofree char *tsx = g_test_build_filename (G_TEST_DIST, "data", "import", "wang.tsx", NULL);

  return g_strdup_printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<map version=\"1.10\" %s width=\"4\" height=\"3\" tilewidth=\"32\" "
                          "tileheight=\"32\">\n"
                          " <tileset firstgid=\"1\" source=\"%s\"/>\n"
                          " <layer id=\"1\" name=\"Ground\" width=\"4\" height=\"3\">\n"
                          "  %s\n"
                          " </layer>\n"
                          "</map>\n", grid_attributes, tsx, data);
}

static GBytes *
compress_gids (const char *compression)
{
  guchar raw[G_N_ELEMENTS (layer_gids) * 4];
  guchar out[1024];
  gsize out_size = sizeof out;

  for (guint i = 0; i < G_N_ELEMENTS (layer_gids); i++)
    for (guint b = 0; b < 4; b++)
      raw[i * 4 + b] = (layer_gids[i] >> (8 * b)) & 0xFF;

  if (compression == NULL)
    return g_bytes_new (raw, sizeof raw);
  if (g_str_equal (compression, "zstd"))
    {
      out_size = ZSTD_compress (out, sizeof out, raw, sizeof raw, 3);
      g_assert_false (ZSTD_isError (out_size));
    }
  else
    {
      z_stream stream = { 0, };

      g_assert_cmpint (deflateInit2 (&stream, 9, Z_DEFLATED,
                                     g_str_equal (compression, "gzip") ? 31 : 15, 8,
                                     Z_DEFAULT_STRATEGY), ==, Z_OK);
      stream.next_in = raw;
      stream.avail_in = sizeof raw;
      stream.next_out = out;
      stream.avail_out = sizeof out;
      g_assert_cmpint (deflate (&stream, Z_FINISH), ==, Z_STREAM_END);
      out_size = sizeof out - stream.avail_out;
      deflateEnd (&stream);
    }
  return g_bytes_new (out, out_size);
}

static char *
layer_data (const char *encoding,
            const char *compression)
{
  GString *data = g_string_new (NULL);

  if (encoding == NULL)
    {
      g_string_append (data, "<data>");
      for (guint i = 0; i < G_N_ELEMENTS (layer_gids); i++)
        g_string_append_printf (data, "<tile gid=\"%u\"/>\n", layer_gids[i]);
      g_string_append (data, "</data>");
    }
  else if (g_str_equal (encoding, "csv"))
    {
      g_string_append (data, "<data encoding=\"csv\">\n");
      for (guint i = 0; i < G_N_ELEMENTS (layer_gids); i++)
        g_string_append_printf (data, "%u%s", layer_gids[i],
                                i + 1 < G_N_ELEMENTS (layer_gids) ? (i % 4 == 3 ? ",\n" : ",")
                                                                  : "\n");
      g_string_append (data, "</data>");
    }
  else
    {
      g_autoptr(GBytes) bytes = compress_gids (compression);
      g_autofree char *text = g_base64_encode (g_bytes_get_data (bytes, NULL),
                                               g_bytes_get_size (bytes));

      g_string_append_printf (data, "<data encoding=\"base64\"%s%s%s>\n   %s\n  </data>",
                              compression != NULL ? " compression=\"" : "",
                              compression != NULL ? compression : "",
                              compression != NULL ? "\"" : "", text);
    }
  return g_string_free (data, FALSE);
}

typedef struct {
  const char *name;
  const char *encoding;
  const char *compression;
} Encoding;

static const Encoding encodings[] = {
  { "xml", NULL, NULL },
  { "csv", "csv", NULL },
  { "base64", "base64", NULL },
  { "zlib", "base64", "zlib" },
  { "gzip", "base64", "gzip" },
  { "zstd", "base64", "zstd" },
};

static void
test_tmx_encoding (gconstpointer data)
{
  const Encoding *encoding = data;
  g_autofree char *layer = layer_data (encoding->encoding, encoding->compression);
  g_autofree char *tmx = tmx_with_data ("orientation=\"orthogonal\"", layer);
  g_autofree char *name = g_strdup_printf ("%s.tmx", encoding->name);
  g_autoptr(GFile) file = write_file (name, tmx, strlen (tmx));
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autofree char *cells = NULL;
  g_auto(GStrv) notes = NULL;
  TacticsMap *map;

  scenario = import (file, NULL, &notes);
  map = tactics_scenario_get_map (scenario);
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_SQUARE);
  cells = describe_cells (map);
  /* Wang corners: the colour most of them have, the first on a tie; the
   * flags of a flipped tile do not change it. */
  g_assert_cmpstr (cells, ==, "p,p,w,w/f,p,p,w/p,f,f,w/");
  g_assert_cmpstr (tactics_map_get_name (map), ==, encoding->name);
  g_assert_cmpuint (g_strv_length (notes), ==, 0);
  g_assert_cmpstr (tactics_map_get_ruleset_path (map), !=, NULL);
}

static void
test_tmx_hex (void)
{
  const struct {
    const char *attributes;
    const char *cells;
  } cases[] = {
    /* Odd rows shifted, as ours: kept. */
    { "orientation=\"hexagonal\" staggeraxis=\"y\" staggerindex=\"odd\" hexsidelength=\"16\"",
      "p,p,w,w/f,p,p,w/p,f,f,w/" },
    /* Even rows shifted: mirrored left to right. */
    { "orientation=\"hexagonal\" staggeraxis=\"y\" staggerindex=\"even\" hexsidelength=\"16\"",
      "w,w,p,p/w,p,p,f/w,f,f,p/" },
    /* Odd columns shifted: transposed. */
    { "orientation=\"hexagonal\" staggeraxis=\"x\" staggerindex=\"odd\" hexsidelength=\"16\"",
      "p,f,p/p,p,f/w,p,f/w,w,w/" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *layer = layer_data ("csv", NULL);
      g_autofree char *tmx = tmx_with_data (cases[i].attributes, layer);
      g_autoptr(GFile) file = write_file ("hex.tmx", tmx, strlen (tmx));
      g_autoptr(TacticsScenario) scenario = import (file, NULL, NULL);
      TacticsMap *map = tactics_scenario_get_map (scenario);
      g_autofree char *cells = describe_cells (map);

      g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_HEX);
      g_assert_cmpstr (cells, ==, cases[i].cells);
    }
}

static void
test_tmx_tile_mapping (void)
{
  g_autofree char *layer = layer_data ("csv", NULL);
  g_autofree char *tmx = tmx_with_data ("orientation=\"orthogonal\"", layer);
  g_autoptr(GFile) file = write_file ("mapped.tmx", tmx, strlen (tmx));
  g_autoptr(GFile) mapping = data_file ("tiles.mapping.xml");
  g_autoptr(TacticsScenario) scenario = import (file, mapping, NULL);
  g_autofree char *cells = describe_cells (tactics_scenario_get_map (scenario));

  /* Tile 3 of "Outdoor" by its rule, "forest" by name, the rest by the
   * ruleset's names. */
  g_assert_cmpstr (cells, ==, "p,p,w,w/h,p,b,w/p,h,h,w/");
}

static void
test_tmx_legacy_and_starts (void)
{
  g_autoptr(GFile) file = data_file ("legacy.tmx");
  g_auto(GStrv) notes = NULL;
  g_autoptr(TacticsScenario) scenario = import (file, NULL, &notes);
  TacticsMap *map = tactics_scenario_get_map (scenario);
  g_autofree char *cells = describe_cells (map);
  TacticsRegion *north, *south;
  TacticsSide *side;

  /* Legacy corners (Hills, Sand by three of four), a property, then an
   * empty cell and a tile without terrain on the fallback, Plains. */
  g_assert_cmpstr (cells, ==, "h,s,m/p,p,h/");
  g_assert_cmpuint (g_strv_length (notes), ==, 2);
  g_assert_nonnull (strstr (notes[0], "legacy.tmx:17: "));
  g_assert_nonnull (strstr (notes[0], "“Old”"));
  g_assert_nonnull (strstr (notes[0], " at 0,1: "));
  g_assert_nonnull (strstr (notes[1], " at 1,1: "));
  g_assert_nonnull (strstr (notes[1], "Plains (p)"));

  /* A rectangle typed "start" named North, a point named "start south";
   * "tree" is no start. A name that is an id stays the region's id. */
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_regions (scenario)), ==, 2);
  north = tactics_scenario_lookup_region (scenario, "North");
  south = tactics_scenario_lookup_region (scenario, "start-south");
  g_assert_nonnull (north);
  g_assert_nonnull (south);
  g_assert_cmpuint (tactics_region_get_n_cells (north), ==, 2);
  g_assert_true (tactics_region_contains (north, (TacticsCell) { 1, 0 }));
  g_assert_true (tactics_region_contains (north, (TacticsCell) { 2, 0 }));
  g_assert_cmpuint (tactics_region_get_n_cells (south), ==, 1);
  g_assert_true (tactics_region_contains (south, (TacticsCell) { 0, 1 }));
  side = tactics_scenario_get_side (scenario, 1);
  g_assert_cmpstr (tactics_side_get_start_zone (side), ==, "start-south");
}

static void
test_tmx_bad (void)
{
  const struct {
    const char *grid;
    const char *data;
    int         code;
    const char *message;
  } cases[] = {
    { "orientation=\"isometric\"", "<data encoding=\"csv\">1</data>",
      TACTICS_FILE_ERROR_SEMANTIC, "bad.tmx:2: " },
    { "orientation=\"orthogonal\"", "<data encoding=\"csv\">1,1,1,1,\n1,1,1,1,\n1,1,1,1,1</data>",
      TACTICS_FILE_ERROR_TOO_LARGE, "bad.tmx:7: " },
    { "orientation=\"orthogonal\"", "<data encoding=\"csv\">1,1,x</data>",
      TACTICS_FILE_ERROR_SEMANTIC, "bad.tmx:5: " },
    { "orientation=\"orthogonal\"", "<data encoding=\"base64\" compression=\"zlib\">AAAA</data>",
      TACTICS_FILE_ERROR_MALFORMED, "zlib" },
    { "orientation=\"orthogonal\"", "<data encoding=\"base64\" compression=\"lzma\">AAAA</data>",
      TACTICS_FILE_ERROR_SEMANTIC, "lzma" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *tmx = tmx_with_data (cases[i].grid, cases[i].data);
      g_autoptr(GFile) file = write_file ("bad.tmx", tmx, strlen (tmx));

      assert_import_error (file, NULL, cases[i].code, cases[i].message);
    }
}

/* Compressed data that would expand past the layer is stopped there: a
 * megabyte of zeros for a 4×3 layer. */
static void
test_tmx_bomb (void)
{
  const char *compressions[] = { "zlib", "gzip", "zstd" };

  for (guint c = 0; c < G_N_ELEMENTS (compressions); c++)
    {
      gsize raw_size = 1024 * 1024;
      g_autofree guchar *raw = g_malloc0 (raw_size);
      g_autofree guchar *out = g_malloc (raw_size);
      gsize out_size;
      g_autofree char *text = NULL;
      g_autofree char *data = NULL;
      g_autofree char *tmx = NULL;
      g_autoptr(GFile) file = NULL;

      if (g_str_equal (compressions[c], "zstd"))
        out_size = ZSTD_compress (out, raw_size, raw, raw_size, 3);
      else
        {
          z_stream stream = { 0, };

          deflateInit2 (&stream, 9, Z_DEFLATED, g_str_equal (compressions[c], "gzip") ? 31 : 15,
                        8, Z_DEFAULT_STRATEGY);
          stream.next_in = raw;
          stream.avail_in = (uInt) raw_size;
          stream.next_out = out;
          stream.avail_out = (uInt) raw_size;
          g_assert_cmpint (deflate (&stream, Z_FINISH), ==, Z_STREAM_END);
          out_size = raw_size - stream.avail_out;
          deflateEnd (&stream);
        }
      text = g_base64_encode (out, out_size);
      data = g_strdup_printf ("<data encoding=\"base64\" compression=\"%s\">%s</data>",
                              compressions[c], text);
      tmx = tmx_with_data ("orientation=\"orthogonal\"", data);
      file = write_file ("bomb.tmx", tmx, strlen (tmx));
      assert_import_error (file, NULL, TACTICS_FILE_ERROR_TOO_LARGE, "expands past");
    }
}


/* A layer of a quarter of a million different tiles, none of them known:
 * a note each for the first hundreds, one for all the others. */
static void
test_tmx_many_unknown (void)
{
  const int size = 512;
  g_autoptr(GString) tmx = g_string_new (NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_auto(GStrv) notes = NULL;
  guint n_notes;

  g_string_append_printf (tmx, "<map version=\"1.10\" orientation=\"orthogonal\" width=\"%d\" "
                          "height=\"%d\" tilewidth=\"8\" tileheight=\"8\">\n"
                          "<layer width=\"%d\" height=\"%d\"><data encoding=\"csv\">",
                          size, size, size, size);
  for (int i = 0; i < size * size; i++)
    g_string_append_printf (tmx, "%d%s", i + 1, i + 1 < size * size ? "," : "");
  g_string_append (tmx, "</data></layer>\n</map>\n");
  file = write_file ("many-unknown.tmx", tmx->str, tmx->len);

  scenario = import (file, NULL, &notes);
  n_notes = g_strv_length (notes);
  g_assert_cmpuint (n_notes, ==, 256 + 1);
  g_assert_nonnull (strstr (notes[n_notes - 1], "and "));
}

static void
test_tmx_guarded (void)
{
  const char *entity = "<?xml version=\"1.0\"?>\n<!DOCTYPE map [<!ENTITY e SYSTEM "
                       "\"file:///etc/passwd\">]>\n<map width=\"1\" height=\"1\">&e;</map>\n";
  g_autoptr(GFile) file = write_file ("entity.tmx", entity, strlen (entity));
  g_autoptr(GFile) missing = NULL;
  const char *too_big = "<map version=\"1.10\" orientation=\"orthogonal\" width=\"5000\" "
                        "height=\"1\" tilewidth=\"1\" tileheight=\"1\"/>";
  const char *no_tsx = "<map version=\"1.10\" orientation=\"orthogonal\" width=\"1\" "
                       "height=\"1\" tilewidth=\"1\" tileheight=\"1\">\n"
                       "<tileset firstgid=\"1\" source=\"nowhere.tsx\"/>\n</map>";
  g_autoptr(GFile) big = write_file ("big.tmx", too_big, strlen (too_big));
  g_autoptr(GFile) no_tileset = write_file ("no-tsx.tmx", no_tsx, strlen (no_tsx));

  assert_import_error (file, NULL, TACTICS_FILE_ERROR_FORBIDDEN, "entity.tmx:2: ");
  assert_import_error (big, NULL, TACTICS_FILE_ERROR_TOO_LARGE, "big.tmx:1: ");
  assert_import_error (no_tileset, NULL, TACTICS_FILE_ERROR_REFERENCE,
                       "no-tsx.tmx:2: the tileset “nowhere.tsx”");
}

/* --- Wesnoth -------------------------------------------------------------- */

static void
test_wesnoth_map (void)
{
  g_autoptr(GFile) file = data_file ("starts.map");
  g_auto(GStrv) notes = NULL;
  g_autoptr(TacticsScenario) scenario = import (file, NULL, &notes);
  TacticsMap *map = tactics_scenario_get_map (scenario);
  g_autofree char *cells = describe_cells (map);
  TacticsRegion *first, *second;

  /* 4 columns × 3 rows inside the border, transposed: Wesnoth's column x
   * is our row x. Overlays win over their base (forest, bridge, the
   * impassable mountain, off-map), decorations and villages keep it. */
  g_assert_cmpint (tactics_map_get_topology (map), ==, TACTICS_TOPOLOGY_HEX);
  g_assert_cmpint (tactics_map_get_width (map), ==, 3);
  g_assert_cmpint (tactics_map_get_height (map), ==, 4);
  g_assert_cmpstr (cells, ==, "r,r,b/f,p,x/h,p,q/w,x,r/");

  /* "Zz" is no code: Plains stand in, and the note says where (Wesnoth's
   * own coordinates, from 1) and on which line. */
  g_assert_cmpuint (g_strv_length (notes), ==, 1);
  g_assert_nonnull (strstr (notes[0], "starts.map:6: "));
  g_assert_nonnull (strstr (notes[0], "“Zz”"));
  g_assert_nonnull (strstr (notes[0], " at 3,2: "));
  g_assert_nonnull (strstr (notes[0], "Plains (p)"));

  first = tactics_scenario_lookup_region (scenario, "start-1");
  second = tactics_scenario_lookup_region (scenario, "start-2");
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_true (tactics_region_contains (first, (TacticsCell) { 0, 0 }));
  g_assert_true (tactics_region_contains (second, (TacticsCell) { 2, 3 }));
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==, 2);
}

static void
test_wesnoth_bad (void)
{
  const struct {
    const char *text;
    int         code;
    const char *message;
  } cases[] = {
    { "Gg, Gg, Gg\nGg, Gg\nGg, Gg, Gg\n", TACTICS_FILE_ERROR_SEMANTIC, "bad.map:2: " },
    { "border_size=4\n\nGg\n", TACTICS_FILE_ERROR_SEMANTIC, "bad.map:1: " },
    { "Gg, Gg\nGg, Gg\n", TACTICS_FILE_ERROR_SEMANTIC, "no cell is left inside" },
    { "Gg, Gg, Gg\nGg, ,Gg\nGg, Gg, Gg\n", TACTICS_FILE_ERROR_SEMANTIC, "bad.map:2: " },
    { "Gg, Gg, Gg\nGg, G\001g, Gg\n", TACTICS_FILE_ERROR_MALFORMED, "bad.map:2: " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GFile) file = write_file ("bad.map", cases[i].text, strlen (cases[i].text));

      assert_import_error (file, NULL, cases[i].code, cases[i].message);
    }
}


/* Start positions by the hundred thousand are kept to what a scenario
 * holds, each looked up at once: the import takes no longer than the
 * map. */
static void
test_wesnoth_many_starts (void)
{
  const int size = 600;
  g_autoptr(GString) text = g_string_new ("border_size=0\n\n");
  g_autoptr(GFile) file = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_auto(GStrv) notes = NULL;
  gint64 start;

  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++)
      g_string_append_printf (text, "%d Gg%s", y * size + x, x + 1 < size ? ", " : "\n");
  file = write_file ("many-starts.map", text->str, text->len);

  start = g_get_monotonic_time ();
  scenario = import (file, NULL, &notes);
  g_test_message ("%d starts: %.2f s", size * size,
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);

  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_regions (scenario)), ==,
                    TACTICS_MAX_SCENARIO_REGIONS);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==,
                    TACTICS_MAX_SCENARIO_SIDES);
  g_assert_cmpuint (g_strv_length (notes), ==, 2);
  g_assert_nonnull (strstr (notes[0], "256"));
  /* The first start left out: number 256 on the third line. */
  g_assert_nonnull (strstr (notes[0], "many-starts.map:3: "));
  g_assert_nonnull (strstr (notes[1], "“Start "));
}

/* One start position makes no scenario; the note says where it is. */
static void
test_wesnoth_one_start (void)
{
  const char *text = "Gg, Gg, Gg\nGg, 1 Kh, Gg\nGg, Gg, Gg\nGg, Gg, Gg\n";
  g_autoptr(GFile) file = write_file ("one-start.map", text, strlen (text));
  g_autoptr(TacticsScenario) scenario = NULL;
  g_auto(GStrv) notes = NULL;

  scenario = import (file, NULL, &notes);
  g_assert_cmpuint (g_strv_length (notes), ==, 1);
  g_assert_nonnull (strstr (notes[0], "one-start.map:2: "));
  g_assert_nonnull (strstr (notes[0], "“1”"));
}

/* Every importer test file: whatever the notes, each has its line. */
static void
test_data_notes_have_lines (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "import", NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file_path = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(TacticsScenario) scenario = NULL;
      g_auto(GStrv) notes = NULL;

      if (!g_str_has_suffix (name, ".tmx") && !g_str_has_suffix (name, ".map"))
        continue;
      file_path = g_build_filename (path, name, NULL);
      file = g_file_new_for_path (file_path);
      scenario = import (file, NULL, &notes);
      g_test_message ("%s: %u notes", name, g_strv_length (notes));
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 2);
}

static void
test_mapping_errors (void)
{
  g_autoptr(GFile) file = data_file ("starts.map");
  g_autoptr(GFile) mapping = data_file ("bad.mapping.xml");
  const char *twice = "<tactics-mapping version=\"1\">\n<terrain from=\"Gg\" to=\"p\"/>\n"
                      "<terrain from=\"Gg\" to=\"w\"/>\n</tactics-mapping>\n";
  g_autoptr(GFile) twice_file = write_file ("twice.mapping.xml", twice, strlen (twice));

  assert_import_error (file, mapping, TACTICS_FILE_ERROR_SEMANTIC,
                       "bad.mapping.xml:4: the ruleset has no terrain “lava”");
  assert_import_error (file, twice_file, TACTICS_FILE_ERROR_SEMANTIC,
                       "twice.mapping.xml:3: ");
}

/* --- Round trip ----------------------------------------------------------- */

static void
round_trip (TacticsMap *map,
            GFile      *source)
{
  g_autofree char *path = g_build_filename (folder, "round.tmx", NULL);
  g_autofree char *back_path = g_build_filename (folder, "round.map.xml", NULL);
  g_autoptr(GFile) tmx = g_file_new_for_path (path);
  g_autoptr(GFile) back_file = g_file_new_for_path (back_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_auto(GStrv) notes = NULL;
  TacticsMap *back;

  g_assert_true (tactics_tmx_export (map, NULL, source, tmx, &error));
  g_assert_no_error (error);
  scenario = tactics_import_load (tmx, NULL, NULL, back_file, &notes, &error);
  g_assert_no_error (error);
  back = tactics_scenario_get_map (scenario);
  g_assert_cmpuint (g_strv_length (notes), ==, 0);
  g_assert_cmpstr (tactics_map_get_description (back), ==, tactics_map_get_description (map));
  /* Same name, size, topology, cells and rules; the ruleset path is
   * relative to the new file, so compare the files it names. */
  tactics_map_set_ruleset_path (back, tactics_map_get_ruleset_path (map));
  g_assert_true (tactics_map_equal (map, back));
}

static void
test_round_trip (void)
{
  g_autoptr(GFile) skirmish = tactics_data_find_file ("maps/skirmish.map.xml");
  g_autofree char *data_dir = tactics_data_get_dir ();
  g_autofree char *maps_path = g_build_filename (data_dir, "maps", NULL);
  g_autoptr(GDir) maps = g_dir_open (maps_path, 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) square = tactics_map_load (skirmish, &error);
  g_autoptr(TacticsMap) hex = NULL;
  const char *name;
  guint n_maps = 0;

  g_assert_no_error (error);
  g_assert_nonnull (maps);

  /* Every bundled map. */
  while ((name = g_dir_read_name (maps)) != NULL)
    {
      g_autofree char *path = g_build_filename (maps_path, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(TacticsMap) map = NULL;

      if (!g_str_has_suffix (name, ".map.xml"))
        continue;
      map = tactics_map_load (file, &error);
      g_assert_no_error (error);
      round_trip (map, file);
      n_maps++;
    }
  g_assert_cmpuint (n_maps, >=, 4);

  /* A hex map with every terrain, odd rows and all, and a name and a
   * description XML must escape. */
  hex = tactics_map_new (7, 5, TACTICS_TOPOLOGY_HEX, tactics_map_get_ruleset (square));
  tactics_map_set_name (hex, "Hex “round” <trip> & back");
  tactics_map_set_description (hex, "Line one\nline two");
  tactics_map_set_ruleset_path (hex, tactics_map_get_ruleset_path (square));
  for (int i = 0; i < 35; i++)
    tactics_map_set_terrain_index (hex, (TacticsCell) { i % 7, i / 7 },
                                   (guint) i % tactics_ruleset_get_n_terrains (
                                     tactics_map_get_ruleset (square)));
  round_trip (hex, skirmish);
}

/* A scenario's start zones go to Tiled as objects and come back with
 * their ids and cells. */
static void
test_round_trip_starts (void)
{
  g_autoptr(GFile) skirmish = tactics_data_find_file ("maps/skirmish.map.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsMap) map = tactics_map_load (skirmish, &error);
  g_autoptr(TacticsScenario) scenario = tactics_scenario_new (map);
  g_autoptr(TacticsRegion) gate = tactics_region_new ("north-gate", "North gate");
  g_autoptr(TacticsRegion) ford = tactics_region_new ("ford", "Ford");
  g_autoptr(TacticsSide) first = tactics_side_new ("a", "A");
  g_autoptr(TacticsSide) second = tactics_side_new ("b", "B");
  const TacticsCell gate_cells[] = { { 0, 0 }, { 1, 0 }, { 5, 3 } };
  const TacticsCell ford_cells[] = { { 23, 15 } };
  g_autofree char *path = g_build_filename (folder, "starts.tmx", NULL);
  g_autoptr(GFile) tmx = g_file_new_for_path (path);
  g_autoptr(TacticsScenario) back = NULL;
  TacticsRegion *region;

  g_assert_no_error (error);
  tactics_region_set_cells (gate, gate_cells, G_N_ELEMENTS (gate_cells), TRUE);
  tactics_region_set_cells (ford, ford_cells, G_N_ELEMENTS (ford_cells), TRUE);
  tactics_scenario_insert_region (scenario, 0, gate);
  tactics_scenario_insert_region (scenario, 1, ford);
  tactics_side_set_start_zone (first, "north-gate");
  tactics_side_set_start_zone (second, "ford");
  tactics_scenario_insert_side (scenario, 0, first);
  tactics_scenario_insert_side (scenario, 1, second);

  g_assert_true (tactics_tmx_export (map, scenario, skirmish, tmx, &error));
  g_assert_no_error (error);
  back = import (tmx, NULL, NULL);
  region = tactics_scenario_lookup_region (back, "north-gate");
  g_assert_nonnull (region);
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (gate_cells); i++)
    g_assert_true (tactics_region_contains (region, gate_cells[i]));
  region = tactics_scenario_lookup_region (back, "ford");
  g_assert_nonnull (region);
  g_assert_cmpuint (tactics_region_get_n_cells (region), ==, 1);
  g_assert_true (tactics_region_contains (region, ford_cells[0]));
  g_assert_cmpstr (tactics_side_get_start_zone (tactics_scenario_get_side (back, 1)), ==, "ford");
}

/* --- The command line --------------------------------------------------------- */

static void
test_cli (void)
{
  const char *cli = g_getenv ("TACTICS_CLI");
  g_autoptr(GFile) wesnoth = data_file ("starts.map");
  g_autofree char *out = g_build_filename (folder, "cli.map.xml", NULL);
  g_autofree char *tmx = g_build_filename (folder, "cli.tmx", NULL);
  g_autofree char *back = g_build_filename (folder, "cli-back.map.xml", NULL);
  g_autofree char *errors = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) out_file = g_file_new_for_path (out);
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = NULL;
  int status;
  char *import_argv[] = { (char *) cli, (char *) "import", g_file_get_path (wesnoth),
                          (char *) "-o", out, NULL };
  char *export_argv[] = { (char *) cli, (char *) "export", out, (char *) "-o", tmx, NULL };
  char *back_argv[] = { (char *) cli, (char *) "import", tmx, (char *) "-o", back, NULL };

  g_assert_nonnull (cli);
  g_spawn_sync (NULL, import_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &errors, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* As the other commands print warnings, the file as it was given. */
  g_assert_true (g_str_has_prefix (errors, import_argv[2]));
  g_assert_nonnull (strstr (errors, "starts.map:6: warning: unknown terrain code “Zz”"));
  g_free (import_argv[2]);

  /* The map file holds the scenario with its start zones. */
  map = tactics_map_load_with_scenario (out_file, &scenario, &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  g_assert_cmpuint (g_list_model_get_n_items (tactics_scenario_get_sides (scenario)), ==, 2);

  g_spawn_sync (NULL, export_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_spawn_sync (NULL, back_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status,
                &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  {
    g_autoptr(GFile) back_file = g_file_new_for_path (back);
    g_autoptr(TacticsScenario) back_scenario = NULL;
    g_autoptr(TacticsMap) back_map = tactics_map_load_with_scenario (back_file, &back_scenario,
                                                                     &error);

    g_assert_no_error (error);
    g_assert_true (tactics_map_equal (map, back_map));
    g_assert_nonnull (back_scenario);
    g_assert_true (tactics_region_contains (tactics_scenario_lookup_region (back_scenario,
                                                                            "start-1"),
                                            (TacticsCell) { 0, 0 }));
  }
}


/* One start position is no scenario (which needs two sides): the map is
 * written alone, and the import says why, so the file written reads
 * back. */
static void
test_cli_one_start (void)
{
  const char *cli = g_getenv ("TACTICS_CLI");
  const char *text = "Gg, Gg, Gg\nGg, 1 Kh, Gg\nGg, Gg, Gg\nGg, Gg, Gg\n";
  g_autoptr(GFile) source = write_file ("one.map", text, strlen (text));
  g_autofree char *out = g_build_filename (folder, "one.map.xml", NULL);
  g_autoptr(GFile) out_file = g_file_new_for_path (out);
  g_autofree char *source_path = g_file_get_path (source);
  g_autofree char *errors = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TacticsScenario) scenario = NULL;
  g_autoptr(TacticsMap) map = NULL;
  char *argv[] = { (char *) cli, (char *) "import", source_path, (char *) "-o", out, NULL };
  int status;

  g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &errors, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (errors, "one.map:2: warning: "));
  g_assert_nonnull (strstr (errors, "“1”"));

  map = tactics_map_load_with_scenario (out_file, &scenario, &error);
  g_assert_no_error (error);
  g_assert_nonnull (map);
  g_assert_null (scenario);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tactics_init ();
  folder = g_dir_make_tmp ("tactics-import-XXXXXX", NULL);
  g_assert_nonnull (folder);

  g_test_add_func ("/import/layout/adjacency", test_layout_adjacency);
  for (guint i = 0; i < G_N_ELEMENTS (encodings); i++)
    {
      g_autofree char *name = g_strdup_printf ("/import/tmx/encoding/%s", encodings[i].name);

      g_test_add_data_func (name, &encodings[i], test_tmx_encoding);
    }
  g_test_add_func ("/import/tmx/hex", test_tmx_hex);
  g_test_add_func ("/import/notes-have-lines", test_data_notes_have_lines);
  g_test_add_func ("/import/wesnoth/one-start", test_wesnoth_one_start);
  g_test_add_func ("/import/tmx/tile-mapping", test_tmx_tile_mapping);
  g_test_add_func ("/import/tmx/legacy-and-starts", test_tmx_legacy_and_starts);
  g_test_add_func ("/import/tmx/bad", test_tmx_bad);
  g_test_add_func ("/import/tmx/bomb", test_tmx_bomb);
  g_test_add_func ("/import/tmx/guarded", test_tmx_guarded);
  g_test_add_func ("/import/tmx/many-unknown", test_tmx_many_unknown);
  g_test_add_func ("/import/wesnoth/map", test_wesnoth_map);
  g_test_add_func ("/import/wesnoth/bad", test_wesnoth_bad);
  g_test_add_func ("/import/wesnoth/many-starts", test_wesnoth_many_starts);
  g_test_add_func ("/import/mapping/errors", test_mapping_errors);
  g_test_add_func ("/import/round-trip", test_round_trip);
  g_test_add_func ("/import/round-trip-starts", test_round_trip_starts);
  g_test_add_func ("/import/cli", test_cli);
  g_test_add_func ("/import/cli-one-start", test_cli_one_start);

  status = g_test_run ();
  {
    g_autoptr(GFile) tmp = g_file_new_for_path (folder);
    g_autoptr(GFileEnumerator) children = g_file_enumerate_children (tmp, "standard::name", 0,
                                                                    NULL, NULL);
    GFileInfo *info;

    while (children != NULL && (info = g_file_enumerator_next_file (children, NULL, NULL)))
      {
        g_autoptr(GFile) child = g_file_get_child (tmp, g_file_info_get_name (info));

        g_file_delete (child, NULL, NULL);
        g_object_unref (info);
      }
    g_file_delete (tmp, NULL, NULL);
  }
  g_free (folder);
  return status;
}
