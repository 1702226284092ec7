#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The engine's layers hold: each file of a layer is compiled with an
include path that finds its own layer's headers and those below it, and
never a header of a layer above. For every layer this takes the real
compile command of one of its files from the build and preprocesses, with
it, an include of a header of every other layer (which must fail for a
layer above or beside it, not found, and work for one below) and of a
header of its own layer (which must work): the include path is per layer,
so one header stands for its folder. No file of
the engine includes the umbrella tactics.h. TAP output."""
import json
import os
import shlex
import subprocess
import sys

LAYERS = ['base', 'geometry', 'model', 'files', 'check', 'generate', 'match', 'ai', 'arena', 'exchange']
# Which layers each one builds on (libtactics/*/meson.build).
BELOW = {
    'base': [],
    'geometry': ['base'],
    'model': ['base', 'geometry'],
    'files': ['base', 'geometry', 'model'],
    'check': ['base', 'geometry', 'model'],
    'generate': ['base', 'geometry', 'model', 'check'],
    'match': ['base', 'geometry', 'model', 'files'],
    'ai': ['base', 'geometry', 'model', 'files', 'match'],
    'arena': ['base', 'geometry', 'model', 'files', 'match', 'ai'],
    'exchange': ['base', 'geometry', 'model', 'files'],
}

build_root, source_root = (os.path.abspath(arg) for arg in sys.argv[1:3])
engine = os.path.join(source_root, 'libtactics')
commands = json.load(open(os.path.join(build_root, 'compile_commands.json')))

def headers(layer):
    folder = os.path.join(engine, layer)
    return sorted(f for f in os.listdir(folder) if f.endswith('.h'))

def command_for(layer):
    folder = os.path.join(engine, layer) + os.sep
    for entry in commands:
        path = os.path.normpath(os.path.join(entry['directory'], entry['file']))
        if path.startswith(folder) and path.endswith('.c'):
            return entry
    return None

def preprocess(entry, header):
    """Runs the file's own compile command on '#include "header"' alone."""
    argv = shlex.split(entry['command'])
    kept = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in ('-o', '-c', '-MF', '-MQ'):
            skip = True
            continue
        if arg in ('-MD',) or arg.endswith('.c'):
            continue
        kept.append(arg)
    kept += ['-E', '-x', 'c', '-o', os.devnull, '-']
    result = subprocess.run(kept, cwd=entry['directory'], input='#include "%s"\n' % header,
                            capture_output=True, text=True)
    return result.returncode == 0, result.stderr

tests = []
for index, layer in enumerate(LAYERS):
    entry = command_for(layer)
    tests.append(('%s has a compile command in the build' % layer, entry is not None, ''))
    if entry is None:
        continue
    header = headers(layer)[0]
    ok, err = preprocess(entry, header)
    tests.append(('%s sees its own %s' % (layer, header), ok, err))
    for other in LAYERS:
        if other == layer:
            continue
        allowed = other in BELOW[layer]
        header = headers(other)[0]
        ok, err = preprocess(entry, header)
        if allowed:
            tests.append(('%s sees %s/%s below it' % (layer, other, header), ok, err))
        else:
            tests.append(('%s cannot include %s/%s' % (layer, other, header),
                          not ok and 'No such file' in err, err if ok else ''))

umbrella = []
for folder, _, names in os.walk(engine):
    for name in names:
        if name.endswith(('.c', '.h')) and name != 'tactics.h':
            text = open(os.path.join(folder, name), encoding='utf-8').read()
            if '#include "tactics.h"' in text or '#include <tactics.h>' in text:
                umbrella.append(os.path.relpath(os.path.join(folder, name), engine))
tests.append(('no engine file includes tactics.h', not umbrella, ', '.join(umbrella)))

print('1..%d' % len(tests))
failed = 0
for number, (name, ok, detail) in enumerate(tests, 1):
    print('%s %d - %s' % ('ok' if ok else 'not ok', number, name))
    if not ok:
        failed += 1
        for line in detail.strip().splitlines()[:5]:
            print('# ' + line)
sys.exit(1 if failed else 0)
