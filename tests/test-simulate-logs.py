#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A ruleset that uses none of the combat depth (terrain defence,
counter-attacks, damage types, chance to hit) plays exactly as before it
existed: `tactics-cli simulate --log` over the bundled maps gives, match for
match, the very log it gave then, kept as a digest per match in
data/simulate-logs.sha256. The 200 matches vary the map, the players, the
units, the mode and the seed. The suite plays every fifth; `--all` (the
benchmark) plays all 200; `--write` rewrites the file from the programme
given. TAP output.

Usage: test-simulate-logs.py TACTICS-CLI SOURCE-ROOT [--all] [--write]"""
import hashlib
import os
import subprocess
import sys

MAPS = ['crossroads', 'islands', 'mountain-pass', 'skirmish']
N_MATCHES = 200
SAMPLE_EVERY = 5


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


def play(cli, source_root, match):
    args = [cli, 'simulate', '--map',
            os.path.join(source_root, 'data', 'maps', match['map'] + '.map.xml'),
            '--players', str(match['players']), '--units', str(match['units']),
            '--mode', match['mode'], '--seed', str(match['seed']), '--log']
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

    print('1..{}'.format(len(chosen)))
    for number, match in enumerate(chosen, 1):
        status, errors, digest = play(cli, source_root, match)
        ok = status == 0 and not errors and expected.get(key(match)) == digest
        print('{} {} - {}'.format('ok' if ok else 'not ok', number, key(match)))
        if not ok:
            print('# exit {}, digest {}, expected {}'.format(status, digest,
                                                              expected.get(key(match))))
            for line in errors.splitlines():
                print('# ' + line)


if __name__ == '__main__':
    main()
