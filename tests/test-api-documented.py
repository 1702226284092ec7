#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every public symbol of a library has its reference documentation:
gi-docgen's check finds no undocumented symbol, parameter or return value
in the introspection data. TAP output, one test per library."""
import subprocess
import sys

gidocgen, include = sys.argv[1], sys.argv[2]
girs = sys.argv[3:]
print('1..%d' % len(girs))
failed = 0
for number, gir in enumerate(girs, 1):
    result = subprocess.run([gidocgen, 'check', '--add-include-path=' + include, gir],
                            capture_output=True, text=True)
    warnings = [line for line in (result.stdout + result.stderr).splitlines() if 'WARNING' in line]
    ok = result.returncode == 0 and not warnings
    print('%s %d - %s documents every public symbol' % ('ok' if ok else 'not ok', number, gir))
    for line in warnings[:20]:
        print('# ' + line)
    failed += not ok
sys.exit(1 if failed else 0)
