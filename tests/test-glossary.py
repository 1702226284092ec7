#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every translation keeps to the glossary.

Reads po/glossary.tsv (doc/translating.md describes it) and the catalogue
of each language in po/LINGUAS. A message whose original (msgid or
msgid_plural) has a glossary term must not use, in any of its translations,
a word the glossary lists as avoided for that term in that language; an
avoided word that no term chooses must not appear in any message at all.
Before
looking, the chosen words of every term the original has are blanked out of
the translation, so that an avoided word inside a chosen one ("vida" in
"pontos de vida") or a word that rightly translates another term of the same
message (范围 for "area" beside "extent") does not count. Format
directives, markup and --options are blanked out too, and mnemonic
underscores dropped. Search keywords
(messages whose comment says "Search terms") may list other words on
purpose and are not checked.

In Portuguese and Spanish words are matched whole, in any case, with an
optional plural "s" or "es", and an avoided single word by its stem
("colocação" catches "colocar"); in Japanese and Chinese anywhere in the
text.

Prints TAP: one test that the glossary is well formed, one that the
table of doc/translating.md gives the same chosen words, then one per
language and term. Usage: test-glossary.py SOURCE_DIR
"""

import ast
import os
import re
import sys

TEST_NUMBER = 0
# Languages written without spaces between words.
UNSPACED = ("ja", "zh")


def log(message):
    print("# " + message.replace("\n", "\n# "), flush=True)


def ok(condition, description):
    global TEST_NUMBER
    TEST_NUMBER += 1
    print(("ok " if condition else "not ok ") + f"{TEST_NUMBER} - {description}", flush=True)
    return condition


def languages(source):
    with open(os.path.join(source, "po", "LINGUAS"), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def read_catalogue(path):
    """The messages of a .po file: dicts with comments, msgctxt, msgid,
    msgid_plural and msgstr (a list). Obsolete (#~) entries are left out."""
    messages = []
    entry = None
    field = None

    def finish():
        if entry is not None and entry["msgid"] is not None:
            messages.append(entry)

    def new_entry():
        return {"comments": [], "msgctxt": None, "msgid": None, "msgid_plural": None,
                "msgstr": {}}

    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                finish()
                entry, field = None, None
                continue
            if entry is None:
                entry = new_entry()
            if line.startswith("#."):
                entry["comments"].append(line[2:].strip())
                continue
            if line.startswith("#"):
                continue
            try:
                if line.startswith('"'):
                    text = ast.literal_eval(line)
                    if isinstance(field, int):
                        entry["msgstr"][field] += text
                    else:
                        entry[field] += text
                    continue
                keyword, _, rest = line.partition(" ")
                text = ast.literal_eval(rest)
            except (SyntaxError, ValueError, KeyError, TypeError) as error:
                raise SystemExit(f"Bail out! {path}:{number}: cannot read: {error}")
            if keyword in ("msgctxt", "msgid", "msgid_plural"):
                if keyword != "msgid_plural" and entry["msgid"] is not None:
                    # A new message without a blank line before it.
                    finish()
                    entry = new_entry()
                field = keyword
                entry[keyword] = text
            elif keyword == "msgstr":
                field = 0
                entry["msgstr"][0] = text
            elif keyword.startswith("msgstr[") and keyword.endswith("]"):
                field = int(keyword[7:-1])
                entry["msgstr"][field] = text
            else:
                raise SystemExit(f"Bail out! {path}:{number}: unknown keyword {keyword}")
    finish()
    for message in messages:
        message["msgstr"] = [message["msgstr"][n] for n in sorted(message["msgstr"])]
    return messages


def read_glossary(path):
    """(header, rows): each row maps a column name to its cell."""
    rows = []
    header = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                continue
            if len(cells) != len(header):
                raise SystemExit(f"Bail out! {path}:{number}: {len(cells)} columns, "
                                 f"the header has {len(header)}")
            row = dict(zip(header, cells))
            row["line"] = number
            rows.append(row)
    if header is None:
        raise SystemExit(f"Bail out! {path} has no header")
    return header, rows


def words(cell):
    """The words of a cell, without the brackets that mark an avoided word
    with other meanings."""
    return [word.strip().strip("[]") for word in cell.split("|") if word.strip()]


def bracketed(cell):
    """The avoided words written [in brackets]: they have other meanings
    ("cada vez", "Tamanho do pincel") and are looked for only where the
    English has the term."""
    return {word.strip()[1:-1] for word in cell.split("|")
            if word.strip().startswith("[") and word.strip().endswith("]")}


def langs_in_doc_order(header, langs):
    """The languages in the order of their columns in the glossary."""
    return [column for column in header if column in langs]


def english_pattern(term):
    """Any spelling of @term, as a whole word, with an optional plural."""
    spellings = sorted(words(term), key=len, reverse=True)
    return re.compile(r"(?<![\w])(?:" + "|".join(re.escape(s) for s in spellings)
                      + r")(?:s|es)?(?![\w])", re.IGNORECASE)


def word_pattern(word, language):
    if language.split("_")[0] in UNSPACED:
        return re.compile(re.escape(word))
    return re.compile(r"(?<![\w])" + re.escape(word) + r"(?:s|es)?(?![\w])", re.IGNORECASE)


# Endings stripped from an avoided Portuguese or Spanish word to find its
# stem, longest first: "colocação" and "colocación" avoid "coloca", "colocar".
ENDINGS = sorted(["ações", "ação", "ções", "ção", "aciones", "ación", "ciones", "ción", "amentos",
                  "amento", "amientos", "amiento", "ados", "adas", "ado", "ada", "idos", "idas",
                  "ido", "ida", "ar", "er", "ir"],
                 key=len, reverse=True)
# A shorter stem would catch unrelated words.
MIN_STEM = 5


def stem(word):
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[:-len(ending)]
    return None


def avoid_pattern(word, language):
    """@word and, in Portuguese and Spanish, every word of its stem: an
    avoided one-word term is avoided in all its forms."""
    if language.split("_")[0] in UNSPACED or " " in word or stem(word) is None:
        return word_pattern(word, language)
    return re.compile(r"(?<![\w])" + re.escape(stem(word)) + r"\w*", re.IGNORECASE)


# printf directives, markup tags, command-line options: not words.
NOT_WORDS = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:l|ll|h|z)?[a-zA-Z%]"
                       r"|<[^<>]*>|--[a-z][a-z-]*")


def main():
    source = os.path.abspath(sys.argv[1])
    glossary_path = os.path.join(source, "po", "glossary.tsv")
    header, rows = read_glossary(glossary_path)
    langs = languages(source)

    missing = [column for lang in langs for column in (lang, lang + " avoid")
               if column not in header]
    empty = [f"line {row['line']}: {lang}" for row in rows for lang in langs
             if lang in header and not words(row[lang])]
    clashes = [f"line {row['line']}: {lang} “{avoid}”" for row in rows for lang in langs
               if lang + " avoid" in header
               for avoid in words(row[lang + " avoid"]) if avoid in words(row[lang])]
    for problem in missing:
        log("no column " + problem)
    for problem in empty:
        log("no chosen word on " + problem)
    for problem in clashes:
        log("a word both chosen and avoided on " + problem)
    if not ok("term" in header and not missing and not empty and not clashes and rows,
              f"the glossary has a chosen word for each of its {len(rows)} terms in "
              + ", ".join(langs)):
        print(f"1..{TEST_NUMBER}", flush=True)
        return

    # The table for people: | **term** (…) | meaning | chosen (…)<br>not: … | …
    doc_rows = {}
    with open(os.path.join(source, "doc", "translating.md"), encoding="utf-8") as f:
        for line in f:
            match = re.match(r"\|\s*\*\*(.+?)\*\*", line)
            if match:
                cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
                doc_rows[match.group(1)] = cells
    doc_problems = []
    for row in rows:
        term = words(row["term"])[0]
        cells = doc_rows.get(term)
        if cells is None or len(cells) != 2 + len(langs):
            doc_problems.append(f"doc/translating.md has no row for “{term}”")
            continue
        for lang, cell in zip(langs_in_doc_order(header, langs), cells[2:]):
            if not cell.startswith(words(row[lang])[0]):
                doc_problems.append(f"doc/translating.md: “{term}” in {lang} is not "
                                    f"“{words(row[lang])[0]}”: {cell}")
    for problem in doc_problems:
        log(problem)
    ok(not doc_problems, "doc/translating.md shows the glossary's chosen words")

    terms = [(row, english_pattern(row["term"])) for row in rows]
    for lang in langs:
        messages = read_catalogue(os.path.join(source, "po", lang + ".po"))
        problems = {row["term"]: [] for row in rows}
        # A word chosen for one term and avoided for another ("turno" is
        # the turn, never the round), or one in brackets, is looked for only
        # where the English has the term; every other avoided word, in every
        # message.
        chosen_anywhere = {word.casefold() for row in rows for word in words(row[lang])}

        def only_where_named(row, avoid):
            return avoid.casefold() in chosen_anywhere or avoid in bracketed(row[lang + " avoid"])

        everywhere = [(row, avoid, avoid_pattern(avoid, lang)) for row in rows
                      for avoid in words(row[lang + " avoid"]) if not only_where_named(row, avoid)]
        # A bracketed word has other meanings: only the word itself, not its stem.
        where_named = {row["term"]: [(avoid, word_pattern(avoid, lang)
                                      if avoid in bracketed(row[lang + " avoid"])
                                      else avoid_pattern(avoid, lang))
                                     for avoid in words(row[lang + " avoid"])
                                     if only_where_named(row, avoid)] for row in rows}
        chosen_patterns = [(word, word_pattern(word, lang))
                           for word in sorted({word for row in rows for word in words(row[lang])},
                                              key=len, reverse=True)]
        for message in messages:
            if message["msgid"] == "" or not any(message["msgstr"]):
                continue
            if any("Search terms" in comment for comment in message["comments"]):
                continue
            original = " ".join(NOT_WORDS.sub(" ", text).replace("_", "")
                                for text in (message["msgid"], message["msgid_plural"] or ""))
            present = [row for row, pattern in terms if pattern.search(original)]
            chosen = sorted({word for row in present for word in words(row[lang])},
                            key=len, reverse=True)
            for translation in message["msgstr"]:
                plain = NOT_WORDS.sub(" ", translation).replace("_", "")
                # The chosen words blanked: "vida" in "pontos de vida" does
                # not count; but not those inside the avoided word, or the
                # chosen "ラウンド" would hide "ラウンド制限".
                blanked = {}
                for row, avoid, pattern in everywhere:
                    kept = frozenset(word for word, _ in chosen_patterns
                                     if word.casefold() in avoid.casefold())
                    if kept not in blanked:
                        text = plain
                        for word, word_re in chosen_patterns:
                            if word not in kept:
                                text = word_re.sub(" ", text)
                        blanked[kept] = text
                    if pattern.search(blanked[kept]):
                        problems[row["term"]].append(
                            f"“{avoid}” in: {message['msgid']!r} → {translation!r}")
                text = plain
                for word in chosen:
                    text = word_pattern(word, lang).sub(" ", text)
                for row in present:
                    for avoid, pattern in where_named[row["term"]]:
                        if pattern.search(text):
                            problems[row["term"]].append(
                                f"“{avoid}” in: {message['msgid']!r} → {translation!r}")
        for row in rows:
            term = words(row["term"])[0]
            found = sorted(set(problems[row["term"]]))
            for problem in found:
                log(f"{lang}: {term}: {problem}")
            ok(not found, f"{lang}: “{term}” is “{words(row[lang])[0]}”"
               + (f", never {', '.join(words(row[lang + ' avoid']))}"
                  if words(row[lang + " avoid"]) else ""))
    print(f"1..{TEST_NUMBER}", flush=True)


if __name__ == "__main__":
    main()
