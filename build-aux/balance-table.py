#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Measures the balance of every bundled map and scenario and writes the
table of doc/balance.md, between its "balance-table" markers.

Each file gets `tactics-cli balance --json` (1,000 matches of normal
computer players by default, two players on a map); the table gives each
slot's win rate and 95% interval, the first mover's advantage and the
verdict. Nothing is fetched: it runs the built tactics-cli on data/.

Run from the source root, after building:
  build-aux/balance-table.py [BUILD_DIR] [--matches N] [--check]
--check exits 1, writing nothing, when the table in the file differs.
"""

import argparse
import glob
import json
import os
import subprocess
import sys

BEGIN = '<!-- balance-table: begin (build-aux/balance-table.py writes this) -->'
END = '<!-- balance-table: end -->'


def measure(cli, path, matches):
    env = dict(os.environ, TACTICS_DATADIR=os.path.abspath('data'), LANGUAGE='C', LC_ALL='C.UTF-8')
    output = subprocess.run([cli, 'balance', path, '--matches', str(matches), '--json'],
                            check=True, capture_output=True, text=True, env=env).stdout
    return json.loads(output)


def percent(value):
    return '%.1f' % (value * 100)


def row(path, report):
    slots = []
    for slot in report['slots']:
        name = slot['name'] or str(slot['slot'])
        low, high = slot['interval']
        slots.append('%s %s%% [%s, %s]' % (name, percent(slot['win_rate']), percent(low),
                                            percent(high)))
    verdict = report['verdict']
    if verdict['kind'] in ('favoured', 'disfavoured'):
        named = report['slots'][verdict['slot'] - 1]
        kind = '%s %s' % (named['name'] or 'slot %d' % named['slot'], verdict['kind'])
    else:
        kind = verdict['kind']
    return '| `%s` | %d | %s | %+.1f | %d | %s |' % (
        os.path.relpath(path, 'data'), report['matches'], '; '.join(slots),
        report['first_mover']['advantage'] * 100, report['unfinished'], kind)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('build_dir', nargs='?', default='build')
    parser.add_argument('--matches', type=int, default=1000)
    parser.add_argument('--check', action='store_true')
    args = parser.parse_args()

    cli = os.path.join(args.build_dir, 'cli', 'tactics-cli')
    files = sorted(glob.glob('data/maps/*.map.xml')) + sorted(glob.glob('data/scenarios/*.xml'))
    lines = [BEGIN,
             '| file | matches | win rate per slot [95% interval] | first mover (points) '
             '| unfinished | verdict |',
             '|---|---|---|---|---|---|']
    for path in files:
        lines.append(row(path, measure(cli, path, args.matches)))
    lines.append(END)
    table = '\n'.join(lines)

    doc_path = os.path.join('doc', 'balance.md')
    text = open(doc_path, encoding='utf-8').read()
    start, end = text.index(BEGIN), text.index(END) + len(END)
    updated = text[:start] + table + text[end:]
    if args.check:
        if updated != text:
            print('%s: the balance table is out of date' % doc_path, file=sys.stderr)
            return 1
        return 0
    with open(doc_path, 'w', encoding='utf-8') as out:
        out.write(updated)
    print(table)
    return 0


if __name__ == '__main__':
    sys.exit(main())
