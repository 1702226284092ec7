#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a scratch DESTDIR and builds small programs against the installed
# libraries the way another project would: headers and flags from tactics-1.pc,
# tactics-draw-1.pc (and tactics-gtk-1.pc when the board library is built), nothing from the
# source tree. Then loads the installed typelibs from Python when python3-gi is there.
# Usage: check-library-install.sh MESON BUILD_ROOT PREFIX CC [PYTHON]
# CC is the compiler command, words split at spaces (e.g. "ccache cc").
set -eu

meson=$1
build_root=$2
prefix=$3
cc=$4
python=${5:-}

destdir=$(mktemp -d "${TMPDIR:-/tmp}/tactics-library-XXXXXX")
trap 'rm -rf "$destdir"' EXIT INT TERM

"$meson" install -C "$build_root" --quiet --destdir "$destdir"

pc=$(find "$destdir" -name tactics-1.pc -path '*/pkgconfig/*')
if [ -z "$pc" ]; then
  echo "not installed: tactics-1.pc" >&2
  exit 1
fi
pcdir=$(dirname "$pc")
libdir=$(dirname "$pcdir")
# The .pc files name the real prefix; under DESTDIR it lies below the scratch folder. Copies
# point there (a --define-variable would move the prefix of GLib's too).
mkdir "$destdir/pkgconfig"
for file in "$pcdir"/tactics-*.pc; do
  sed "s|^prefix=.*|prefix=$destdir$prefix|" "$file" > "$destdir/pkgconfig/${file##*/}"
done
pkg() {
  PKG_CONFIG_PATH=$destdir/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH} pkg-config "$@"
}

cat > "$destdir/engine.c" <<'PROGRAM'
#include <tactics.h>
#include <stdio.h>

int
main (void)
{
  g_autoptr(TacticsCostGrid) grid = tactics_cost_grid_new (3, 3, TACTICS_TOPOLOGY_SQUARE);
  g_autoptr(TacticsReach) reach = tactics_reach_new ();
  g_autoptr(TacticsReach) copy = NULL;

  for (int y = 0; y < 3; y++)
    for (int x = 0; x < 3; x++)
      tactics_cost_grid_set (grid, x, y, 1);
  tactics_cost_grid_update_bounds (grid);
  tactics_reach_compute (reach, grid, (TacticsCell) { 1, 1 }, 1, NULL, NULL);
  copy = g_boxed_copy (TACTICS_TYPE_REACH, reach);
  printf ("%s %u\n", TACTICS_VERSION_S, tactics_reach_get_n_destinations (copy));
  return 0;
}
PROGRAM
# shellcheck disable=SC2046,SC2086
$cc -o "$destdir/engine" "$destdir/engine.c" $(pkg --cflags --libs tactics-1)
output=$(LD_LIBRARY_PATH=$libdir "$destdir/engine")
case $output in
  *" 5") ;;
  *) echo "the program built against tactics-1.pc printed “$output”, not 5 cells" >&2
     exit 1 ;;
esac

# The drawing library: a map's picture in memory, from tactics-draw-1.pc.
cat > "$destdir/picture.c" <<'PROGRAM'
#include <tactics-draw.h>
#include <stdio.h>

int
main (void)
{
  TacticsRuleset *ruleset = tactics_ruleset_new ();
  TacticsTerrain *terrain = tactics_terrain_new ("g", "Grass", "#336699");
  TacticsMap *map;
  TacticsPicture *picture;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 16, 16);
  cairo_t *cr = cairo_create (surface);
  guint32 pixel;

  tactics_init ();
  tactics_ruleset_insert_terrain (ruleset, 0, terrain);
  map = tactics_map_new (2, 2, TACTICS_TOPOLOGY_SQUARE, ruleset);
  picture = tactics_picture_new (map);
  tactics_picture_draw (picture, cr, 8.0);
  cairo_surface_flush (surface);
  pixel = *(guint32 *) cairo_image_surface_get_data (surface);
  /* The grass's colour, give or take its shading. */
  printf ("%s\n", ((pixel >> 16) & 0xff) < 0x50 && (pixel & 0xff) > 0x80 ? "drawn" : "not drawn");
  return 0;
}
PROGRAM
# shellcheck disable=SC2046,SC2086
$cc -o "$destdir/picture" "$destdir/picture.c" $(pkg --cflags --libs tactics-draw-1)
output=$(LD_LIBRARY_PATH=$libdir "$destdir/picture")
if [ "$output" != drawn ]; then
  echo "the program built against tactics-draw-1.pc printed “$output”" >&2
  exit 1
fi

if [ -f "$destdir/pkgconfig/tactics-gtk-1.pc" ]; then
  cat > "$destdir/board.c" <<'PROGRAM'
#include <tactics-gtk.h>
#include <stdio.h>

int
main (void)
{
  printf ("%s\n", g_type_name (TACTICS_TYPE_BOARD));
  return 0;
}
PROGRAM
  # shellcheck disable=SC2046,SC2086
  $cc -o "$destdir/board" "$destdir/board.c" $(pkg --cflags --libs tactics-gtk-1)
  output=$(LD_LIBRARY_PATH=$libdir "$destdir/board")
  if [ "$output" != TacticsBoard ]; then
    echo "the program built against tactics-gtk-1.pc printed “$output”" >&2
    exit 1
  fi
fi

typelibs=$libdir/girepository-1.0
if [ -n "$python" ] && [ -f "$typelibs/Tactics-1.0.typelib" ]; then
  GI_TYPELIB_PATH=$typelibs LD_LIBRARY_PATH=$libdir "$python" -c '
import gi
gi.require_version("Tactics", "1.0")
from gi.repository import Tactics
assert Tactics.Reach.new().get_n_destinations() == 0
'
  if [ -f "$typelibs/TacticsGtk-1.0.typelib" ]; then
    GI_TYPELIB_PATH=$typelibs LD_LIBRARY_PATH=$libdir "$python" -c '
import gi
gi.require_version("TacticsGtk", "1.0")
from gi.repository import TacticsGtk
assert TacticsGtk.Board.__gtype__.name == "TacticsBoard"
'
  fi
fi
echo "the installed libraries build and load under $prefix"
