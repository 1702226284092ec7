#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A ruleset that uses none of the combat depth (terrain defence,
counter-attacks, damage types, chance to hit) plays exactly as before it
existed: `tactics-cli simulate --log` over the bundled maps gives, match for
match, the very log it gave then, kept as a digest per match in
data/simulate-logs.sha256. The 200 matches vary the map, the players, the
units, the mode and the seed. The suite plays every tenth; `--all` (the
benchmark) plays all 200; `--write` rewrites the file from the programme
given. Each match is played twice: with the bundled ruleset, and with
a copy of it stripped of every part of combat depth it holds, so that
both a ruleset without them and the bundled one are held to the old logs.
TAP output.

Usage: test-simulate-logs.py TACTICS-CLI SOURCE-ROOT [--all] [--write]"""
import hashlib
import os
import re
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
    marks of actions: the rules as they were before combat depth."""
    with open(os.path.join(source_root, 'data', 'default.ruleset.xml'), encoding='utf-8') as f:
        text = f.read()
    text = re.sub(r'\s*<combat[^>]*?(/>|>.*?</combat>)', '', text, flags=re.S)
    text = re.sub(r'\s*<resistance [^>]*/>', '', text)
    text = re.sub(r' (defence|damage-type|answers|provokes)="[^"]*"', '', text)
    path = os.path.join(folder, 'plain.ruleset.xml')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    return path


def play(cli, source_root, match, ruleset=None):
    args = [cli, 'simulate', '--map',
            os.path.join(source_root, 'data', 'maps', match['map'] + '.map.xml'),
            '--players', str(match['players']), '--units', str(match['units']),
            '--mode', match['mode'], '--seed', str(match['seed']), '--log']
    if ruleset is not None:
        args += ['--ruleset', ruleset]
    done = subprocess.run(args, capture_output=True, timeout=120, check=False)
    return done.returncode, done.stderr.decode(), hashlib.sha256(done.stdout).hexdigest()


def main():
    cli, source_root = sys.argv[1:3]
    options = sys.argv[3:]
    digests_path = os.path.join(source_root, 'tests', 'data', 'simulate-logs.sha256')
    chosen = [m for i, m in enumerate(matches())
              if '--all' in options or '--write' in options or i % SAMPLE_EVERY == 0]

    if '--write' in options:
        with open(digests_path, 'w', encoding='utf-8') as out:
            for match in chosen:
                status, errors, digest = play(cli, source_root, match)
                if status != 0 or errors:
                    sys.exit('{}: exit {} {}'.format(key(match), status, errors))
                out.write('{} {}\n'.format(digest, key(match)))
        return

    expected = {}
    with open(digests_path, encoding='utf-8') as digests:
        for line in digests:
            digest, rest = line.rstrip('\n').split(' ', 1)
            expected[rest] = digest

    with tempfile.TemporaryDirectory() as folder:
        plain = write_plain_ruleset(source_root, folder)
        print('1..{}'.format(2 * len(chosen)))
        number = 0
        for match in chosen:
            for ruleset, label in ((None, 'bundled'), (plain, 'plain')):
                number += 1
                status, errors, digest = play(cli, source_root, match, ruleset)
                ok = status == 0 and not errors and expected.get(key(match)) == digest
                print('{} {} - {} {}'.format('ok' if ok else 'not ok', number, label, key(match)))
                if not ok:
                    print('# exit {}, digest {}, expected {}'.format(status, digest,
                                                                      expected.get(key(match))))
                    for line in errors.splitlines():
                        print('# ' + line)


if __name__ == '__main__':
    main()
