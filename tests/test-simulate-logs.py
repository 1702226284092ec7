#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A ruleset that uses none of the combat depth (terrain defence,
counter-attacks, damage types, chance to hit) plays exactly as before it
existed: `tactics-cli simulate --log` over the bundled maps gives, match for
match, the very log it gave then, kept as a digest per match in
data/simulate-logs.sha256. The 200 matches vary the map, the players, the
units, the mode and the seed. The suite plays every tenth; `--all` (the
benchmark) plays all 200. Each match is played twice: with a copy of the
bundled ruleset stripped of every part of combat depth it holds, held to
those old logs, which are never rewritten; and with the bundled ruleset
itself, which uses combat depth, held to its own digests in
data/simulate-logs-bundled.sha256, which `--write` rewrites from the
programme given (when the bundled rules or the computer players change on
purpose). TAP output.

Usage: test-simulate-logs.py TACTICS-CLI SOURCE-ROOT [--all] [--write]"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

MAPS = ['crossroads', 'islands', 'mountain-pass', 'skirmish']
N_MATCHES = 200
SAMPLE_EVERY = 10


def matches():
    for i in range(N_MATCHES):
        yield {
            'map': MAPS[i % len(MAPS)],
            'players': 2 + (i % 3 == 2),
            'units': 1 + (i // 4) % 5,
            'mode': 'initiative' if i % 7 == 3 else 'turns',
            'seed': 1000 + 37 * i,
        }


def key(match):
    return '{map} {players} {units} {mode} {seed}'.format(**match)


def write_plain_ruleset(source_root, folder):
    """The bundled ruleset without <combat>, defences, resistances and the
    marks of actions: the rules as they were before combat depth. The maps
    take their terrains from "../default.ruleset.xml": they are copied
    into @folder/maps, next to the plain ruleset written under that name,
    so that their ground gives no defence either."""
    with open(os.path.join(source_root, 'data', 'default.ruleset.xml'), encoding='utf-8') as f:
        text = f.read()
    text = re.sub(r'\s*<combat[^>]*?(/>|>.*?</combat>)', '', text, flags=re.S)
    text = re.sub(r'\s*<resistance [^>]*/>', '', text)
    text = re.sub(r' (defence|damage-type|answers|provokes)="[^"]*"', '', text)
    path = os.path.join(folder, 'default.ruleset.xml')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    os.mkdir(os.path.join(folder, 'maps'))
    for name in MAPS:
        shutil.copy(os.path.join(source_root, 'data', 'maps', name + '.map.xml'),
                    os.path.join(folder, 'maps'))
    return path


def play(cli, source_root, match, ruleset=None):
    """Plays @match on the bundled map, or with @ruleset on the copy of the
    map next to it."""
    data = os.path.dirname(ruleset) if ruleset is not None else os.path.join(source_root, 'data')
    args = [cli, 'simulate', '--map', os.path.join(data, 'maps', match['map'] + '.map.xml'),
            '--players', str(match['players']), '--units', str(match['units']),
            '--mode', match['mode'], '--seed', str(match['seed']), '--log']
    if ruleset is not None:
        args += ['--ruleset', ruleset]
    done = subprocess.run(args, capture_output=True, timeout=120, check=False)
    return done.returncode, done.stderr.decode(), hashlib.sha256(done.stdout).hexdigest()


def read_digests(path):
    expected = {}
    with open(path, encoding='utf-8') as digests:
        for line in digests:
            digest, rest = line.rstrip('\n').split(' ', 1)
            expected[rest] = digest
    return expected


def main():
    cli, source_root = sys.argv[1:3]
    options = sys.argv[3:]
    data = os.path.join(source_root, 'tests', 'data')
    plain_path = os.path.join(data, 'simulate-logs.sha256')
    bundled_path = os.path.join(data, 'simulate-logs-bundled.sha256')
    chosen = [m for i, m in enumerate(matches())
              if '--all' in options or '--write' in options or i % SAMPLE_EVERY == 0]

    if '--write' in options:
        with open(bundled_path, 'w', encoding='utf-8') as out:
            for match in chosen:
                status, errors, digest = play(cli, source_root, match)
                if status != 0 or errors:
                    sys.exit('{}: exit {} {}'.format(key(match), status, errors))
                out.write('{} {}\n'.format(digest, key(match)))
        return

    expected = {'plain': read_digests(plain_path), 'bundled': read_digests(bundled_path)}

    with tempfile.TemporaryDirectory() as folder:
        plain = write_plain_ruleset(source_root, folder)
        print('1..{}'.format(2 * len(chosen)))
        number = 0
        for match in chosen:
            for ruleset, label in ((None, 'bundled'), (plain, 'plain')):
                number += 1
                status, errors, digest = play(cli, source_root, match, ruleset)
                wanted = expected[label].get(key(match))
                ok = status == 0 and not errors and wanted == digest
                print('{} {} - {} {}'.format('ok' if ok else 'not ok', number, label, key(match)))
                if not ok:
                    print('# exit {}, digest {}, expected {}'.format(status, digest, wanted))
                    for line in errors.splitlines():
                        print('# ' + line)


if __name__ == '__main__':
    main()
