#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a scratch DESTDIR and checks that the desktop integration files
# land where desktops look for them.
# Usage: check-install.sh MESON BUILD_ROOT PREFIX DATADIR
set -eu

meson=$1
build_root=$2
prefix=$3
datadir=$4

destdir=$(mktemp -d "${TMPDIR:-/tmp}/tactics-install-XXXXXX")
trap 'rm -rf "$destdir"' EXIT INT TERM

# `meson test` builds only what the tests need, so this may build the rest. The post-install
# scripts (caches of schemas, icons, MIME types) skip themselves under DESTDIR, so this touches
# nothing outside the build and the scratch folder.
"$meson" install -C "$build_root" --quiet --destdir "$destdir"

case $datadir in
  /*) share=$destdir$datadir ;;
  *) share=$destdir$prefix/$datadir ;;
esac

missing=0
for file in \
  applications/io.tactics.Editor.desktop \
  applications/io.tactics.Game.desktop \
  metainfo/io.tactics.Editor.metainfo.xml \
  metainfo/io.tactics.Game.metainfo.xml \
  icons/hicolor/scalable/apps/io.tactics.Editor.svg \
  icons/hicolor/scalable/apps/io.tactics.Game.svg \
  icons/hicolor/symbolic/apps/io.tactics.Editor-symbolic.svg \
  icons/hicolor/symbolic/apps/io.tactics.Game-symbolic.svg \
  mime/packages/io.tactics.xml \
  glib-2.0/schemas/io.tactics.gschema.xml \
  tactics/icons/units/unit.svg \
  tactics/wesnoth.mapping.xml
do
  if [ ! -f "$share/$file" ]; then
    echo "not installed: $datadir/$file" >&2
    missing=$((missing + 1))
  fi
done

# Under DESTDIR nothing may have been compiled into the shared caches.
for cache in glib-2.0/schemas/gschemas.compiled mime/mime.cache icons/hicolor/icon-theme.cache; do
  if [ -e "$share/$cache" ]; then
    echo "post-install step ran under DESTDIR: $datadir/$cache" >&2
    missing=$((missing + 1))
  fi
done

if [ "$missing" -ne 0 ]; then
  exit 1
fi
echo "installed to the standard places under $prefix"
