#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws the bundled maps in data/maps/ from a few shapes each.

Every map is laid out by hand below as strokes (rivers, roads, ridges) and
blobs (lakes, forests, hills) in board units, then made fair by mirroring:
the half (or quarter) a player owns is copied onto the others, so every
player sees the same ground. Blob edges are roughened with a fixed value
noise so coasts and woods do not look drawn with a compass; the output
never changes between runs.

Run from the source root:  build-aux/make-maps.py [OUTPUT_DIR]
Then check:  tactics-cli validate data/maps/*.map.xml
"""

import math
import os
import sys

SQRT3_2 = math.sqrt(3) / 2


class Board:
    def __init__(self, width, height, topology, fill='p', half_turn=False):
        self.width = width
        self.height = height
        self.topology = topology
        self.cells = [[fill] * width for _ in range(height)]
        # Paint every shape together with its half-turned copy, so that a
        # feature drawn for one player is there for the other too.
        self.half_turn = half_turn

    def centre(self, x, y):
        """The cell's centre in board units: square cells are 1×1; hex rows
        are sqrt(3)/2 apart and odd rows shifted right by half (odd-r)."""
        if self.topology == 'hex':
            return x + 0.5 * (y & 1) + 0.5, y * SQRT3_2 + 0.5
        return x + 0.5, y + 0.5

    def size(self):
        """Width and height of the board in board units."""
        if self.topology == 'hex':
            return self.width + 0.5, (self.height - 1) * SQRT3_2 + 1
        return float(self.width), float(self.height)

    def paint(self, terrain, inside, only=None):
        """Sets every cell whose centre satisfies inside(px, py); with
        @only, just the cells that now hold one of those terrains."""
        width, height = self.size()
        for y in range(self.height):
            for x in range(self.width):
                if only is not None and self.cells[y][x] not in only:
                    continue
                px, py = self.centre(x, y)
                if inside(px, py) or (self.half_turn and inside(width - px, height - py)):
                    self.cells[y][x] = terrain

    def mirror_point(self, source='top'):
        """Turns the @source half ('top' or 'left') by a half-turn onto the
        other: (x, y) → (W-1-x, H-1-y). On a hex board with an even number
        of rows this is an exact half-turn of the hexes too."""
        assert self.topology == 'square' or self.height % 2 == 0
        for y in range(self.height):
            for x in range(self.width):
                if source == 'left':
                    copy = x >= self.width // 2
                else:
                    copy = y * self.width + x >= self.width * self.height // 2
                if copy:
                    self.cells[y][x] = self.cells[self.height - 1 - y][self.width - 1 - x]

    def mirror_quarters(self):
        """Copies the top-left quarter onto the other three by reflection."""
        assert self.topology == 'square'
        for y in range(self.height):
            for x in range(self.width):
                sx = x if x < (self.width + 1) // 2 else self.width - 1 - x
                sy = y if y < (self.height + 1) // 2 else self.height - 1 - y
                self.cells[y][x] = self.cells[sy][sx]

    def neighbours(self, x, y):
        if self.topology == 'hex':
            if y & 1:
                steps = ((1, 0), (-1, 0), (1, -1), (0, -1), (1, 1), (0, 1))
            else:
                steps = ((1, 0), (-1, 0), (0, -1), (-1, -1), (0, 1), (-1, 1))
        else:
            steps = ((1, 0), (-1, 0), (0, 1), (0, -1))
        for dx, dy in steps:
            if 0 <= x + dx < self.width and 0 <= y + dy < self.height:
                yield x + dx, y + dy

    def regions(self, passable):
        """How many separate areas the cells in @passable form."""
        seen = set()
        count = 0
        for y in range(self.height):
            for x in range(self.width):
                if (x, y) in seen or self.cells[y][x] not in passable:
                    continue
                count += 1
                frontier = [(x, y)]
                seen.add((x, y))
                while frontier:
                    cell = frontier.pop()
                    for n in self.neighbours(*cell):
                        if n not in seen and self.cells[n[1]][n[0]] in passable:
                            seen.add(n)
                            frontier.append(n)
        return count

    def xml(self, name, description):
        lines = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<tactics-map version="1" name="%s" width="%d" height="%d" topology="%s" '
            'ruleset="../default.ruleset.xml">' % (name, self.width, self.height, self.topology),
            '  <description>%s</description>' % description,
            '  <grid>',
        ]
        lines += [','.join(row) for row in self.cells]
        lines += ['  </grid>', '</tactics-map>', '']
        return '\n'.join(lines)


def hash01(ix, iy, seed):
    h = (ix * 374761393 + iy * 668265263 + seed * 982451653) & 0xffffffff
    h = ((h ^ (h >> 13)) * 1274126177) & 0xffffffff
    return ((h ^ (h >> 16)) & 0xffff) / 65535.0


def noise(px, py, scale=3.0, seed=1):
    """Smooth value noise in -1..1."""
    fx, fy = px / scale, py / scale
    ix, iy = math.floor(fx), math.floor(fy)
    tx, ty = fx - ix, fy - iy
    tx, ty = tx * tx * (3 - 2 * tx), ty * ty * (3 - 2 * ty)
    a = hash01(ix, iy, seed)
    b = hash01(ix + 1, iy, seed)
    c = hash01(ix, iy + 1, seed)
    d = hash01(ix + 1, iy + 1, seed)
    top = a + (b - a) * tx
    bottom = c + (d - c) * tx
    return 2 * (top + (bottom - top) * ty) - 1


def blob(cx, cy, rx, ry=None, rough=0.0, seed=1):
    """An ellipse whose edge wanders by up to @rough board units."""
    ry = rx if ry is None else ry

    def inside(px, py):
        d = math.hypot((px - cx) / rx, (py - cy) / ry)
        wobble = rough * noise(px, py, 2.5, seed) / max(rx, ry)
        return d <= 1 + wobble
    return inside


def segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0 if length2 == 0 else max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def stroke(points, half_width, rough=0.0, seed=1):
    """A thick polyline (rivers, roads, ridges)."""
    def inside(px, py):
        d = min(segment_distance(px, py, *points[i], *points[i + 1])
                for i in range(len(points) - 1))
        return d <= half_width + rough * noise(px, py, 2.0, seed)
    return inside


def rect(x0, y0, x1, y1):
    return lambda px, py: x0 <= px <= x1 and y0 <= py <= y1


def union(*shapes):
    return lambda px, py: any(shape(px, py) for shape in shapes)


def minus(shape, *holes):
    return lambda px, py: shape(px, py) and not any(hole(px, py) for hole in holes)


# Where the default ruleset lets foot units go.
FOOT = ('p', 'r', 'f', 'h', 'm', 's', 'q', 'o', 'b')
WET = ('w', 'o')


def road(board, points, half_width=0.5):
    """Roads over land; where they meet water they become bridges."""
    board.paint('b', stroke(points, half_width), only=('w',))
    board.paint('r', stroke(points, half_width), only=('p', 'f', 'h', 's', 'q', 'o'))


def skirmish():
    """Square, 24×16, two players west and east. A river with two bridges
    and a ford in the middle splits the field; mountains close its ends."""
    b = Board(24, 16, 'square', half_turn=True)
    # Only the west half is drawn; the half-turn gives the east its own.
    # The river bends around the centre: an odd function keeps it symmetric.
    river = [(12 + 1.6 * math.sin((py - 8) * 0.45), py) for py in [i * 0.5 for i in range(-2, 35)]]
    for end in (0, 16):
        b.paint('h', blob(12, end, 5.0, 3.0, rough=0.8, seed=3))
    b.paint('s', stroke(river, 1.6), only=('p',))
    b.paint('w', stroke(river, 0.95))
    for end in (0, 16):
        b.paint('m', blob(12, end, 3.4, 2.0, rough=0.6, seed=4))
    # Woods and a ridge on the west bank.
    b.paint('f', blob(6.0, 3.0, 2.6, 1.7, rough=0.9, seed=5), only=('p',))
    b.paint('f', blob(8.5, 13.0, 2.2, 1.6, rough=0.7, seed=6), only=('p', 'h'))
    b.paint('f', blob(1.5, 13.5, 1.8, 1.6, rough=0.6, seed=7), only=('p',))
    b.paint('h', blob(8.6, 8.0, 1.1, 2.0, rough=0.4, seed=8), only=('p',))
    b.paint('h', blob(3.0, 4.5, 1.3, 1.0, rough=0.3, seed=9), only=('p', 'f'))
    b.paint('q', blob(9.8, 10.6, 1.2, 0.9, rough=0.3, seed=10), only=('p', 's'))
    # A ruined watchtower by the road to the northern bridge.
    b.paint('x', union(rect(5.0, 6.0, 7.0, 6.9), rect(5.0, 6.0, 5.9, 7.9)))
    # The ford in the middle, roads from the west camp to both bridges.
    b.paint('o', stroke([(9, 8.0), (15, 8.0)], 0.5), only=WET)
    road(b, [(0.5, 8.5), (3.5, 8.5), (7.5, 4.5), (12.5, 4.5)])
    road(b, [(3.5, 8.5), (6.0, 11.5), (12.5, 11.5)])
    b.mirror_point(source='left')
    return b


def crossroads():
    """Square, 48×32, two to four players in the corners. Mountain ranges
    along both axes, each with two passes, divide four provinces; a lake
    with a walled isle holds the middle, one bridge from each province."""
    b = Board(48, 32, 'square')
    # Only the top-left quarter is drawn; the rest is its reflection.
    b.paint('h', stroke([(24, -1), (24, 9)], 2.6, rough=0.8, seed=11))
    b.paint('h', stroke([(-1, 16), (16, 16)], 2.6, rough=0.8, seed=12))
    b.paint('m', stroke([(24, -1), (24, 9)], 1.6, rough=0.7, seed=13))
    b.paint('m', stroke([(-1, 16), (16, 16)], 1.6, rough=0.7, seed=14))
    # Passes: the mountains give way to hills.
    b.paint('h', rect(18, 4.0, 30, 6.0), only=('m',))
    b.paint('h', rect(7.0, 10, 9.0, 22), only=('m',))
    # The lake, its shores and the isle with a ruined keep: four corner
    # walls, a gate on each side.
    b.paint('s', blob(24, 16, 10.8, 7.4, rough=1.0, seed=15), only=('p', 'h'))
    b.paint('q', blob(16.0, 10.0, 2.2, 1.3, rough=0.6, seed=16), only=('p', 's'))
    b.paint('w', blob(24, 16, 9.5, 6.2, rough=0.6, seed=17))
    b.paint('s', blob(24, 16, 5.0, 3.4, rough=0.3, seed=24))
    b.paint('h', blob(24, 16, 4.2, 2.8, rough=0.3, seed=25))
    b.paint('x', minus(rect(21.0, 13.0, 27.0, 19.0), rect(22.0, 14.0, 26.0, 18.0),
                       rect(23.0, 13.0, 25.0, 19.0), rect(21.0, 15.0, 27.0, 17.0)))
    b.paint('p', rect(22.0, 14.0, 26.0, 18.0))
    # A stream from the northern range down to the west edge, crossed by
    # the roads on bridges and once by a ford.
    stream = [(20.5, -1), (19.5, 3), (15.5, 7.5), (11, 9.0), (6.5, 9.5), (3.0, 11.0), (-1, 12.0)]
    b.paint('w', stroke(stream, 0.7, rough=0.2, seed=18), only=('p', 'h', 's'))
    b.paint('o', stroke([(11.5, 7.0), (11.5, 11.0)], 0.45), only=('w',))
    # Woods in the province, kept off the camp.
    b.paint('f', blob(11.0, 2.5, 3.0, 1.6, rough=1.0, seed=19), only=('p',))
    b.paint('f', blob(2.5, 7.5, 1.8, 2.0, rough=0.8, seed=20), only=('p',))
    b.paint('f', blob(14.0, 12.0, 2.4, 1.6, rough=0.8, seed=21), only=('p', 'h'))
    b.paint('f', blob(4.0, 12.8, 2.0, 1.2, rough=0.6, seed=22), only=('p', 'h'))
    b.paint('h', blob(8.5, 6.5, 1.6, 1.1, rough=0.5, seed=23), only=('p',))
    # Roads from the camp (3, 3): through both passes and to the isle.
    road(b, [(3.5, 3.5), (12.5, 4.5), (24.5, 4.5)], 0.45)
    road(b, [(3.5, 3.5), (7.5, 9.5), (7.5, 16.5)], 0.45)
    road(b, [(12.5, 4.5), (14.5, 8.5), (14.5, 13.5), (21.5, 13.5)], 0.45)
    b.mirror_quarters()
    return b


def islands():
    """Hex, 26×20, two players. Each holds a large island with a bridge to
    an islet that the enemy can wade to; shallows lead from both home
    islands to the mountain isle in the middle."""
    b = Board(26, 20, 'hex', fill='w', half_turn=True)
    width, height = b.size()
    cx, cy = width / 2, height / 2
    # Home island (north-west): beaches, woods, a hill, a marsh.
    b.paint('s', blob(5.2, 3.9, 4.3, 3.2, rough=1.0, seed=31))
    b.paint('p', blob(5.2, 3.9, 3.4, 2.4, rough=0.9, seed=32))
    b.paint('f', blob(2.8, 2.6, 1.6, 1.2, rough=0.6, seed=33), only=('p',))
    b.paint('h', blob(7.0, 2.4, 1.3, 0.9, rough=0.4, seed=34), only=('p',))
    b.paint('q', blob(3.8, 6.2, 1.2, 0.7, rough=0.3, seed=35), only=('p', 's'))
    b.paint('f', blob(7.4, 5.4, 1.2, 0.8, rough=0.4, seed=30), only=('p',))
    # Its islet (north-east): woods around a hill.
    b.paint('s', blob(20.0, 3.0, 3.0, 2.0, rough=0.8, seed=36))
    b.paint('f', blob(20.0, 2.9, 2.1, 1.3, rough=0.6, seed=37))
    b.paint('h', blob(20.6, 2.6, 0.9, 0.6), only=('f',))
    # The central isle: a peak, hills and a ruined wall on the shore.
    b.paint('s', blob(cx, cy, 3.6, 2.4, rough=0.8, seed=38))
    b.paint('p', blob(cx, cy, 2.8, 1.7, rough=0.6, seed=39))
    b.paint('h', blob(cx, cy, 1.9, 1.0))
    b.paint('m', blob(cx - 0.5, cy - 0.3, 0.8, 0.5))
    b.paint('x', blob(cx + 2.2, cy - 1.3, 0.5, 0.5), only=('p', 's'))
    # Links: a bridge to the islet, shallows to the isle, and shallows from
    # the islet to the enemy's island.
    road(b, [(2.0, 4.4), (5.0, 4.0), (8.6, 3.0), (17.6, 3.0)], 0.45)
    b.paint('o', stroke([(7.6, 6.0), (10.4, 7.8)], 0.5), only=('w',))
    b.paint('o', stroke([(20.4, 4.6), (20.8, 8.0), (20.2, 10.8)], 0.45), only=('w',))
    b.mirror_point()
    return b


def mountain_pass():
    """Hex, 32×22, two players. A zigzag range splits the board into a
    northern and a southern valley; three passes cross it, the middle one
    wide and exposed, the flanks narrow and wooded. In each valley a river
    from the range to the edge must be bridged or forded to reach the far
    flank."""
    b = Board(32, 22, 'hex', half_turn=True)
    width, height = b.size()
    cx, cy = width / 2, height / 2

    def ridge_y(px):
        return cy + 2.2 * math.sin((px - cx) * 0.33)
    ridge = [(px * 0.5, ridge_y(px * 0.5)) for px in range(-2, 2 * int(width) + 4)]
    b.paint('h', stroke(ridge, 2.4, rough=0.7, seed=41))
    b.paint('m', stroke(ridge, 1.4, rough=0.5, seed=42))
    # Passes: centre through hills, flanks through forest.
    b.paint('h', blob(cx, cy, 2.0, 2.6), only=('m',))
    b.paint('f', blob(cx - 9.5, ridge_y(cx - 9.5), 0.9, 2.6), only=('m', 'h'))
    b.paint('f', blob(cx + 9.5, ridge_y(cx + 9.5), 0.9, 2.6), only=('m', 'h'))
    # The northern valley. The river springs by the central pass and runs
    # to the north edge; a pond and beach in the north-east corner.
    river = [(cx - 2.0, ridge_y(cx - 2.0) - 1.0), (cx - 3.2, 4.8), (cx - 1.2, 2.6),
             (cx + 0.6, 0.8), (cx + 0.8, -1.0)]
    b.paint('s', blob(width - 3.0, 1.2, 4.6, 2.8, rough=0.8, seed=44), only=('p', 'h'))
    b.paint('w', blob(width - 2.2, 0.6, 3.4, 2.0, rough=0.7, seed=45))
    b.paint('w', stroke(river, 0.6, rough=0.15, seed=43), only=('p', 'h', 's'))
    b.paint('o', blob(cx - 1.2, 2.6, 1.0, 0.6), only=('w',))
    b.paint('f', blob(6.0, 2.2, 3.0, 1.5, rough=1.0, seed=46), only=('p',))
    b.paint('f', blob(cx + 4.5, 4.8, 2.2, 1.3, rough=0.7, seed=47), only=('p',))
    b.paint('h', blob(2.5, 5.8, 1.6, 1.2, rough=0.5, seed=48), only=('p',))
    b.paint('h', blob(cx + 9.0, 3.6, 1.4, 0.9, rough=0.4, seed=50), only=('p',))
    b.paint('q', blob(cx - 5.5, 3.0, 1.4, 0.8, rough=0.4, seed=49), only=('p',))
    # Roads from the camp (4, 2): to the west pass, and over the bridge to
    # the central pass and on to the east pass.
    road(b, [(4.5, 2.0), (cx - 9.5, 5.0), (cx - 9.5, ridge_y(cx - 9.5) - 2.0)], 0.5)
    road(b, [(cx - 9.5, 5.0), (cx - 3.5, 5.6), (cx + 0.5, 6.4), (cx, cy - 2.6)], 0.5)
    road(b, [(cx + 0.5, 6.4), (cx + 9.5, ridge_y(cx + 9.5) - 2.4)], 0.5)
    b.mirror_point()
    return b


MAPS = [
    ('skirmish', 'Skirmish', skirmish,
     'Two armies face each other across a river: two bridges, a ford in the middle, woods and '
     'a ruined tower on each bank. For two players; a quick match.'),
    ('crossroads', 'Crossroads', crossroads,
     'Four provinces walled off by mountain ranges, each with two passes and a bridge to the '
     'walled isle in the central lake. For two to four players, starting in the corners.'),
    ('islands', 'Islands', islands,
     'An archipelago: shallows lead from each home island to the mountain isle in the middle, '
     'a bridge to a wooded islet the enemy can wade to. Boats and fliers shine. For two players.'),
    ('mountain-pass', 'Mountain Pass', mountain_pass,
     'A zigzag range splits two valleys. The middle pass is wide and open, the two flanking '
     'passes narrow and wooded. For two players, one in each valley.'),
]


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join('data', 'maps')
    for file_name, name, make, description in MAPS:
        board = make()
        # Foot soldiers must be able to reach every cell they can stand on.
        foot_regions = board.regions(FOOT)
        if foot_regions != 1:
            sys.exit('%s: %d separate areas for foot units' % (file_name, foot_regions))
        path = os.path.join(out_dir, file_name + '.map.xml')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(board.xml(name, description))
        print('%s: %d×%d %s' % (path, board.width, board.height, board.topology))


if __name__ == '__main__':
    main()
