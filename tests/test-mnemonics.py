#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No two mnemonics clash where the user presses them, in any language.

msgfmt --check-accelerators only looks inside one message. This test groups
the mnemonics by where they are shown together: each top-level object of a
.ui file (a page, a dialog), each menu and submenu, the buttons a
function in C adds to a dialog (a dialog's own init or constructor joins its .ui), the
items C appends to a menu's named section (`<section id="recent_section"/>`
filled by `g_menu_append (self->recent_section, …)`), and the fields a
widget built in C shows, together with the widget that creates it. In
English and in each language of po/LINGUAS, two labels of one group may not
share a mnemonic key.

Prints TAP. Usage: test-mnemonics.py SOURCE_DIR
"""

import gettext
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

UI_FOLDERS = ["editor", "game", "libtactics-gtk"]
TEST_NUMBER = 0


def ok(condition, description):
    global TEST_NUMBER
    TEST_NUMBER += 1
    print(("ok " if condition else "not ok ") + f"{TEST_NUMBER} - {description}", flush=True)
    return condition


def log(message):
    print("# " + message.replace("\n", "\n# "), flush=True)


def mnemonic(label):
    """The key of @label's mnemonic (lower case), or None."""
    i = 0
    while i < len(label) - 1:
        if label[i] == "_":
            if label[i + 1] == "_":
                i += 2
                continue
            return label[i + 1].casefold()
        i += 1
    return None


# {section id: menu group}: the named sections of the .ui menus, which C fills.
MENU_SECTIONS = {}


def ui_groups(path):
    """{group name: [(context, label)]} of one .ui file."""
    groups = {}
    base = os.path.basename(path)[:-3]

    def add(group, element):
        text = element.text or ""
        if element.get("translatable") == "yes" and mnemonic(text) is not None:
            groups.setdefault(group, []).append((element.get("context"), text))

    def walk(element, group, own_label=True):
        for child in element:
            if child.tag in ("menu", "submenu"):
                # A submenu's own label belongs to the menu that shows it.
                for attribute in child.findall("attribute"):
                    if attribute.get("name") == "label":
                        add(group, attribute)
                walk(child, f"{base} menu {child.get('id') or len(groups)}", False)
            elif child.tag == "section" and child.get("id"):
                MENU_SECTIONS[child.get("id")] = group
                walk(child, group, own_label)
            elif child.tag in ("property", "attribute") and child.get("name") == "label":
                if own_label or child.tag == "property":
                    add(group, child)
            else:
                walk(child, group)

    # Each top-level menu, template or object is shown on its own.
    walk(ElementTree.parse(path).getroot(), base)
    return groups


FUNCTION = re.compile(r"^([a-z_][a-z0-9_]*) \(", re.MULTILINE)
# A C function that fills a named section of a .ui menu.
MENU_SECTION_CALL = re.compile(r"\bg_menu_(?:append|insert|prepend)\w*\s*\(\s*self->(\w+)")
# A type defined in C: its widgets are shown together.
DEFINES_TYPE = re.compile(r"\bG_DEFINE_(?:FINAL_)?TYPE\b")
# {file base: [file bases of the widgets it creates]}, to join their groups.
CREATES = {}
STRING = re.compile(r'\b(?:C_\s*\(\s*"([^"]*)"\s*,\s*|N?_\s*\()\s*"((?:[^"\\]|\\.)*)"')


DIALOG_CALL = re.compile(r"dialog|confirm|chooser|message")


def callee(text, position):
    """The name of the function called with the argument at @position."""
    depth = 0
    for i in range(position - 1, -1, -1):
        if text[i] == ")":
            depth += 1
        elif text[i] == "(":
            if depth == 0:
                m = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*$", text[:i])
                if m and m.group(1) not in ("_", "N_", "C_"):
                    return m.group(1)
            else:
                depth -= 1
    return ""


TERNARY = re.compile(r'\?\s*N?_\s*\(\s*"((?:[^"\\]|\\.)*)"\s*\)\s*:\s*'
                     r'N?_\s*\(\s*"((?:[^"\\]|\\.)*)"\s*\)')
# Pairs of labels that one widget shows in turn (`cond ? _("A") : _("B")`):
# never on screen together, so they may share a key.
ALTERNATIVES = set()


def c_groups(path):
    """{group name: [(context, label)]}: the labelled strings of each function."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    base = os.path.basename(path)[:-2]
    # A widget built from a .ui, or in C by its own type, shows its labels together.
    has_ui = os.path.exists(path[:-2] + ".ui") or DEFINES_TYPE.search(text) is not None
    groups = {}
    if not os.path.exists(path[:-2] + ".ui"):
        CREATES[base] = re.findall(r"\b(tactics_\w+)_new\s*\(", text)
    for m in TERNARY.finditer(text):
        ALTERNATIVES.add(frozenset((m.group(1), m.group(2))))
    starts = [(m.start(), m.group(1)) for m in FUNCTION.finditer(text)]
    for index, (start, name) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(text)
        body = text[start:end]
        section = MENU_SECTION_CALL.search(body)
        for m in STRING.finditer(body):
            # A widget with a .ui shows what its functions label beside its
            # template, unless the label goes to a dialog of its own; what
            # goes into a menu's section is shown with that menu.
            called = callee(body, m.start())
            in_dialog = DIALOG_CALL.search(called)
            # A dialog's own buttons, added where it is made, show with its .ui.
            if (called.startswith("gtk_dialog_add_button") and name.endswith(("_init", "_new"))
                    and os.path.exists(path[:-2] + ".ui")):
                in_dialog = None
            if section is not None and section.group(1) in MENU_SECTIONS:
                group = MENU_SECTIONS[section.group(1)]
            elif "placeholder" in name:
                # Shown instead of the widget's content, never beside it.
                group = f"{base}:{name}"
            elif has_ui and not in_dialog:
                group = base
            else:
                group = f"{base}:{name}"
            label = bytes(m.group(2), "utf-8").decode("unicode_escape").encode("latin-1").decode(
                "utf-8")
            # Formats are messages, not labels, except a menu item's.
            if mnemonic(label) is not None and ("%" not in label or section is not None):
                groups.setdefault(group, []).append((m.group(1), label))
    return groups


def all_groups(source):
    groups = {}
    paths = [os.path.join(source, folder, name) for folder in UI_FOLDERS
             for name in sorted(os.listdir(os.path.join(source, folder)))]
    # The .ui files first: C fills the sections their menus name.
    for path in [p for p in paths if p.endswith(".ui")] + [p for p in paths if p.endswith(".c")]:
        found = ui_groups(path) if path.endswith(".ui") else c_groups(path)
        for group, labels in found.items():
            groups.setdefault(group, []).extend(labels)
    # A widget built in C is shown inside the widget built in C that
    # creates it (a window's pages, from its .ui, are shown one at a time).
    for base in sorted(CREATES):
        for created in CREATES[base]:
            child = created.replace("_", "-")
            if child != base and child in CREATES and child in groups and base in groups:
                groups[base].extend(groups.pop(child))
    return groups


def languages(source):
    with open(os.path.join(source, "po", "LINGUAS")) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def translation(source, language, folder):
    mo = os.path.join(folder, language + ".mo")
    subprocess.run(["msgfmt", "-o", mo, os.path.join(source, "po", language + ".po")], check=True)
    with open(mo, "rb") as f:
        return gettext.GNUTranslations(f)


def clashes(groups, translate):
    """[(group, key, [labels])] of the groups where two labels share a key."""
    found = []
    for group, labels in sorted(groups.items()):
        by_key = {}
        for context, label in labels:
            shown = translate(context, label)
            key = mnemonic(shown)
            if key is None:
                continue
            by_key.setdefault(key, {})[shown] = label
        for key, shown in sorted(by_key.items()):
            # "_Undo %s" is the item "_Undo" names when it knows what it undoes.
            originals = {re.sub(r"\s*%s", "", label) for label in shown.values()}
            if len(originals) > 1 and not (len(originals) == 2 and
                                       frozenset(originals) in ALTERNATIVES):
                found.append((group, key, sorted(shown)))
    return found


def main():
    source = sys.argv[1]
    groups = all_groups(source)
    langs = languages(source)
    print(f"1..{len(langs) + 2}", flush=True)
    # The test must see something: the pages and menus that have mnemonics.
    ok(len(groups) >= 10 and sum(len(v) for v in groups.values()) >= 50,
       f"found {sum(len(v) for v in groups.values())} mnemonics in {len(groups)} groups")

    def english(context, label):
        return label

    found = clashes(groups, english)
    for group, key, shown in found:
        log(f"English, {group}: Alt+{key} on " + ", ".join(shown))
    ok(not found, "English: no clashing mnemonics")

    with tempfile.TemporaryDirectory() as folder:
        for language in langs:
            catalogue = translation(source, language, folder)

            def translate(context, label, catalogue=catalogue):
                if context:
                    return catalogue.pgettext(context, label)
                return catalogue.gettext(label)

            found = clashes(groups, translate)
            for group, key, shown in found:
                log(f"{language}, {group}: Alt+{key} on " + ", ".join(shown))
            ok(not found, f"{language}: no clashing mnemonics")


if __name__ == "__main__":
    main()
