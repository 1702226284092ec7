#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The translations keep the rules of doc/translating.md that a reader sees.

Each rule below is one of the "Rules the catalogue lint checks" of
doc/translating.md and has a name there. A rule applies to some languages
and some kinds of message: tooltips (from `tooltip-text` in the .ui files
and gtk_widget_set_tooltip_text () in C) and command-line option help (the
descriptions of GOptionEntry arrays) are found in the sources; the names a
message inserts are read from its "Translators:" comment.

Prints TAP: one test per rule and language. Usage:
test-catalogue-lint.py SOURCE_DIR
"""

import importlib.util
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

TEST_NUMBER = 0

_spec = importlib.util.spec_from_file_location(
    "glossary", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-glossary.py"))
glossary = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(glossary)


def ok(condition, description):
    global TEST_NUMBER
    TEST_NUMBER += 1
    print(("ok " if condition else "not ok ") + f"{TEST_NUMBER} - {description}", flush=True)
    return condition


def log(message):
    print("# " + message.replace("\n", "\n# "), flush=True)


C_STRING = r'"((?:[^"\\]|\\.)*)"'


def c_text(literals):
    """The text of adjacent C string literals."""
    return "".join(bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
                   for s in literals)


def source_files(source, suffix):
    for folder in ("cli", "editor", "game", "libtactics", "libtactics-gtk"):
        for root, _, names in os.walk(os.path.join(source, folder)):
            for name in sorted(names):
                if name.endswith(suffix):
                    yield os.path.join(root, name)


def tooltips(source):
    """The msgids shown as tooltips, and the shortcut descriptions of the
    keyboard shortcuts windows, which read like them."""
    found = set()
    for path in source_files(source, ".ui"):
        tree = ElementTree.parse(path)
        for element in tree.iter("property"):
            if element.get("name") in ("tooltip-text", "tooltip-markup") \
               and element.get("translatable") == "yes" and element.text:
                found.add(element.text)
        for shortcut in tree.iter("object"):
            if shortcut.get("class") != "GtkShortcutsShortcut":
                continue
            for element in shortcut.findall("property"):
                if element.get("name") == "title" and element.get("translatable") == "yes" \
                   and element.text:
                    found.add(element.text)
    call = re.compile(r"set_tooltip_(?:text|markup)\s*\(([^;]*);", re.DOTALL)
    string = re.compile(r'\bN?_\s*\(\s*((?:' + C_STRING + r'\s*)+)\)')
    for path in source_files(source, ".c"):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        # The tooltip itself, or a format its text is made from just before.
        for m in call.finditer(text):
            for s in string.finditer(m.group(1)):
                found.add(c_text(re.findall(C_STRING, s.group(1))))
        for m in re.finditer(r"(\w*tooltip\w*)\s*=\s*([^;]*);", text):
            for s in string.finditer(m.group(2)):
                found.add(c_text(re.findall(C_STRING, s.group(1))))
    return found


def option_help(source):
    """The msgids that describe a command-line option."""
    found = set()
    entries = re.compile(r"GOptionEntry\s+\w+\[\]\s*=\s*\{(.*?)\n\s*\};", re.DOTALL)
    string = re.compile(r'\bN?_\s*\(\s*((?:' + C_STRING + r'\s*)+)\)')
    for path in source_files(source, ".c"):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for block in entries.finditer(text):
            for entry in re.findall(r"\{([^{}]*)\}", block.group(1)):
                strings = [c_text(re.findall(C_STRING, s.group(1)))
                           for s in string.finditer(entry)]
                # The description comes first, the argument's name (PATH) after it.
                if strings:
                    found.add(strings[0])
    return found


# Japanese particles and the Chinese words that attach straight to a name.
PARTICLES = {
    "ja": r"(?:の|を|に|は|が|で|と|へ|も|や|から|まで|より)",
    "zh_CN": r"(?:的|出局)",
}
# A name a message inserts, or the closing quote around one.
NAME_END = r"(?:%(?:\d+\$)?s|[”」』])"
CJK = r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]"
# Half-width brackets, colons and commas in running CJK text; a mnemonic's
# "(_O)" is written half-width on purpose.
HALF_WIDTH = re.compile(r"(?<=" + CJK + r")\s?[(:,;?!]|(?<!_.)\)\s?(?=" + CJK + r")")
MNEMONIC = re.compile(r"\(_.\)")
QUOTED = re.compile(r"「[^「」]*」")
# The polite form in Japanese.
POLITE = re.compile(r"(?:です|ます|ません|ました|でした|ください)[。！]?）?$")
# What a tooltip adds in brackets after its sentence, such as its key:
# "…を取り消す（Ctrl+Z）".
LAST_BRACKETS = re.compile(r"（[^（）]*）$")
# Spanish usted: imperatives and pronouns of the polite "you".
USTED = re.compile(r"\b(?:usted(?:es)?|guarde|corrija|use|elija|pulse|haga|seleccione|intente"
                   r"|abra|compruebe|escriba|cambie|vuelva|pruebe|añada|quite|indique|revise"
                   r"|espere|cierre|coloque|arrastre|suelte|escoja|ejecute|instale|cargue"
                   r"|empiece|comience|descártel[oa]s?|guárdel[oa]s?)\b", re.IGNORECASE)
# Option help in the first words of an infinitive or an imperative, not the
# third person: "Mostrar…", "Muestre…", "Usa…" (tú imperative in es).
INFINITIVE = re.compile(r"^(?:\w+(?:ar|er|ir|ír))\b")
# A preposition that would contract with, or an article that would double,
# the article of a name put right after it ("chegou a o Velho Porto").
BEFORE_NAME = {
    "pt_BR": r"(?:a|à|ao|aos|às|de|do|da|dos|das|em|no|na|nos|nas|por|pelo|pela|o|os|as)",
    "es": r"(?:a|al|de|del|en el|el|la|los|las)",
}
# Spanish puts the personal "a" before a person ("eliminar a la capitana
# Ilsa"); a unit's name may take it, a region's never.
PERSONAL_A = {"es"}
# A contraction written apart.
APART = {
    "pt_BR": re.compile(r"(?<![\w-])(?:a|de|em|por)\s+(?:o|os)(?![\w-])"),
    "es": re.compile(r"(?<![\w-])(?:a|de)\s+el(?![\w-])"),
}
# The example of a "Translators:" comment that inserts a name with its own
# article ("e.g. "Reach the Old Tower"") says what the message puts in.
NAME_WITH_ARTICLE = re.compile(r"e\.g\..*\bthe [A-Z]")


def translations(message):
    return [t for t in message["msgstr"] if t]


def comment(message):
    return " ".join(message["comments"])


def rule_particle_space(lang, message, kinds):
    pattern = re.compile(NAME_END + r" " + PARTICLES[lang])
    return [t for t in translations(message) if pattern.search(t)]


def rule_full_width(lang, message, kinds):
    # What is quoted (「FILE:LINE: error」) is printed as it is.
    return [t for t in translations(message)
            if HALF_WIDTH.search(QUOTED.sub("", MNEMONIC.sub("", t)))]


def rule_plain_tooltips(lang, message, kinds):
    if "tooltip" not in kinds and "option" not in kinds:
        return []
    return [t for t in translations(message)
            if POLITE.search(t.strip()) or POLITE.search(LAST_BRACKETS.sub("", t.strip()))]


def rule_tu(lang, message, kinds):
    return [t for t in translations(message) if USTED.search(t)]


def rule_option_third_person(lang, message, kinds):
    if "option" not in kinds or message["msgid"].isupper():
        return []
    return [t for t in translations(message) if INFINITIVE.search(t.strip())]


def rule_articles(lang, message, kinds):
    found = [t for t in translations(message) if APART[lang].search(t)]
    text = comment(message)
    if NAME_WITH_ARTICLE.search(text):
        before = BEFORE_NAME[lang]
        if lang in PERSONAL_A and "unit" in text:
            before = before.replace("(?:a|", "(?:")
        pattern = re.compile(r"(?<![\w-])" + before + r"\s+%(?:\d+\$)?s", re.IGNORECASE)
        found += [t for t in translations(message) if pattern.search(t)]
    return found


# (name in doc/translating.md, languages, check)
RULES = [
    ("no space before a particle", ("ja", "zh_CN"), rule_particle_space),
    ("full-width punctuation", ("ja", "zh_CN"), rule_full_width),
    ("plain form in tooltips and option help", ("ja",), rule_plain_tooltips),
    ("tú, never usted", ("es",), rule_tu),
    ("option help in the third person", ("pt_BR", "es"), rule_option_third_person),
    ("no article before a name", ("pt_BR", "es"), rule_articles),
]


def two_meanings(doc):
    """{English word: {context}} from the table of doc/translating.md:
    | `Units` | `editor page`: …; `map tool`: … |"""
    found = {}
    for m in re.finditer(r"^\| `([^`]+)` \| (.*) \|$", doc, re.MULTILINE):
        contexts = set(re.findall(r"`([^`]+)`:", m.group(2)))
        if len(contexts) >= 2:
            found[m.group(1)] = contexts
    return found


def strings_without_context(source, words):
    """[(path, word)]: where a word of two meanings is marked without a context."""
    found = []
    for path in source_files(source, ".ui"):
        for element in ElementTree.parse(path).iter():
            if element.get("translatable") == "yes" and element.text in words \
               and element.get("context") not in words[element.text]:
                found.append((os.path.relpath(path, source), element.text))
    for path in source_files(source, ".c"):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for word in words:
            if re.search(r'(?<![CP])\bN?_\s*\(\s*"' + re.escape(word) + r'"\s*\)', text):
                found.append((os.path.relpath(path, source), word))
    return found


def main():
    source = os.path.abspath(sys.argv[1])
    langs = glossary.languages(source)
    tips = tooltips(source)
    options = option_help(source)
    with open(os.path.join(source, "doc", "translating.md"), encoding="utf-8") as f:
        doc = f.read()
    words = two_meanings(doc)
    missing = strings_without_context(source, words)
    for path, word in missing:
        log(f"{path}: “{word}” has no context of {sorted(words[word])}")
    ok(words and not missing, f"the {len(words)} words of two meanings carry a context "
       "in every source")
    ok(len(tips) >= 40 and len(options) >= 25,
       f"found {len(tips)} tooltips and {len(options)} option descriptions in the sources")
    for name, rule_langs, check in RULES:
        if not ok(f"**{name}**" in doc, f"doc/translating.md describes “{name}”"):
            log(f"no **{name}** in doc/translating.md")
    for lang in langs:
        messages = glossary.read_catalogue(os.path.join(source, "po", lang + ".po"))
        for name, rule_langs, check in RULES:
            if lang not in rule_langs:
                continue
            problems = []
            for message in messages:
                if message["msgid"] == "":
                    continue
                if any("Search terms" in c for c in message["comments"]):
                    continue
                kinds = set()
                if message["msgid"] in tips:
                    kinds.add("tooltip")
                if message["msgid"] in options:
                    kinds.add("option")
                for text in check(lang, message, kinds):
                    problems.append(f"{message['msgid']!r} → {text!r}")
            for problem in problems:
                log(f"{lang}: {name}: {problem}")
            ok(not problems, f"{lang}: {name}")
    print(f"1..{TEST_NUMBER}", flush=True)


if __name__ == "__main__":
    main()
