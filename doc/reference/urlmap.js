// SPDX-License-Identifier: GPL-3.0-or-later
// Where the references of other namespaces live, for links to their types.
baseURLs = [
  ['GLib', 'https://docs.gtk.org/glib/'],
  ['GObject', 'https://docs.gtk.org/gobject/'],
  ['Gio', 'https://docs.gtk.org/gio/'],
  ['Gdk', 'https://docs.gtk.org/gdk4/'],
  ['Gsk', 'https://docs.gtk.org/gsk4/'],
  ['Gtk', 'https://docs.gtk.org/gtk4/'],
  ['Pango', 'https://docs.gtk.org/Pango/'],
  ['cairo', 'https://www.cairographics.org/manual/'],
  ['Tactics', '../tactics-1/'],
]
