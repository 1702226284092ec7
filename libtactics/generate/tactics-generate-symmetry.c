/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tactics-generate-private.h"

/* Each symmetry is one lattice step σ: the grid's own turns and flips
 * (tactics_relative_turn() and the flips, which never round) about the
 * origin, then a shift that brings the board back onto itself. On square
 * boards it works on file coordinates, on hex boards on axial ones (odd-r
 * rows slide as r grows, so only axial coordinates turn cleanly). The
 * shifts:
 *
 * - mirror-h: x → W−1−x on square. On hex, q → −q−r+W−1 keeps even rows
 *   whole, and shifts odd rows one cell: their last cell has no image.
 * - mirror-v: y → H−1−y on square. On hex, rows change places only with
 *   rows of the same parity, so the mirror row is row (H−1)/2 for an odd
 *   height; for an even one it is row H/2−1 and the last row has no image.
 * - rotate-180: (x, y) → (W−1−x, H−1−y) on square, and on hex boards of
 *   even height; of odd height the last cell of odd rows has no image.
 * - rotate-90: square boards of equal sides only.
 * - rotate-120: hex only, about the centre cell; a rectangle is never a
 *   third-turn's image, so only the cells of the largest part that is
 *   (about a hexagon around the centre) are paired. */

static TacticsCell
to_lattice (const TacticsGenerateSymmetry *symmetry,
            TacticsCell                    cell)
{
  TacticsAxial axial;

  if (symmetry->topology != TACTICS_TOPOLOGY_HEX)
    return cell;
  axial = tactics_offset_to_axial (cell);
  return (TacticsCell) { axial.q, axial.r };
}

static TacticsCell
from_lattice (const TacticsGenerateSymmetry *symmetry,
              TacticsCell                    at)
{
  if (symmetry->topology != TACTICS_TOPOLOGY_HEX)
    return at;
  return tactics_axial_to_offset ((TacticsAxial) { at.x, at.y });
}

static TacticsCell
move (const TacticsGenerateSymmetry *symmetry,
      TacticsCell                    at)
{
  for (guint i = 0; i < symmetry->turns; i++)
    at = tactics_relative_turn (symmetry->topology, at);
  if (symmetry->flip_left_right)
    at = tactics_relative_flip_left_right (symmetry->topology, at);
  if (symmetry->flip_top_bottom)
    at = tactics_relative_flip_top_bottom (symmetry->topology, at);
  return at;
}

gboolean
tactics_generate_symmetry_init (TacticsGenerateSymmetry *symmetry,
                                TacticsTopology          topology,
                                int                      width,
                                int                      height,
                                TacticsSymmetry          kind,
                                GError                 **error)
{
  gboolean hex = topology == TACTICS_TOPOLOGY_HEX;

  *symmetry = (TacticsGenerateSymmetry) {
    .topology = topology, .width = width, .height = height, .order = 1,
  };

  switch (kind)
    {
    case TACTICS_SYMMETRY_NONE:
      break;

    case TACTICS_SYMMETRY_MIRROR_H:
      symmetry->order = 2;
      symmetry->flip_left_right = TRUE;
      symmetry->shift = (TacticsCell) { width - 1, 0 };
      break;

    case TACTICS_SYMMETRY_MIRROR_V:
      symmetry->order = 2;
      symmetry->flip_top_bottom = TRUE;
      if (!hex)
        {
          symmetry->shift = (TacticsCell) { 0, height - 1 };
        }
      else
        {
          int rows = (height & 1) ? height - 1 : height - 2;

          symmetry->shift = (TacticsCell) { -rows / 2, rows };
        }
      break;

    case TACTICS_SYMMETRY_ROTATE_180:
      symmetry->order = 2;
      symmetry->turns = hex ? 3 : 2;
      symmetry->shift = to_lattice (symmetry, (TacticsCell) { width - 1, height - 1 });
      break;

    case TACTICS_SYMMETRY_ROTATE_90:
      if (hex)
        {
          g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SYMMETRY,
                       _("rotate-90 is not a symmetry of a hex grid: use rotate-180 or "
                         "rotate-120"));
          return FALSE;
        }
      if (width != height)
        {
          g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SYMMETRY,
                       /* Translators: the map's width and height. */
                       _("rotate-90 needs a map as wide as it is high, not %d × %d"),
                       width, height);
          return FALSE;
        }
      symmetry->order = 4;
      symmetry->turns = 1;
      symmetry->shift = (TacticsCell) { width - 1, 0 };
      break;

    case TACTICS_SYMMETRY_ROTATE_120:
      if (!hex)
        {
          g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SYMMETRY,
                       _("rotate-120 is not a symmetry of a square grid: use rotate-90 or "
                         "rotate-180"));
          return FALSE;
        }
      else
        {
          TacticsCell centre = to_lattice (symmetry,
                                           (TacticsCell) { (width - 1) / 2, (height - 1) / 2 });
          TacticsCell turned;

          symmetry->order = 3;
          symmetry->turns = 2;
          /* σ(a) = turn²(a − c) + c, and the turn is linear. */
          turned = move (symmetry, centre);
          symmetry->shift = (TacticsCell) { centre.x - turned.x, centre.y - turned.y };
        }
      break;

    default:
      g_set_error (error, TACTICS_GENERATE_ERROR, TACTICS_GENERATE_ERROR_SYMMETRY,
                   _("unknown symmetry %d"), (int) kind);
      return FALSE;
    }
  symmetry->column_x = move (symmetry, (TacticsCell) { 1, 0 });
  symmetry->column_y = move (symmetry, (TacticsCell) { 0, 1 });
  return TRUE;
}

TacticsCell
tactics_generate_symmetry_apply (const TacticsGenerateSymmetry *symmetry,
                                 TacticsCell                    cell)
{
  TacticsCell at;

  if (symmetry->order == 1)
    return cell;
  at = to_lattice (symmetry, cell);
  at = (TacticsCell) {
    symmetry->column_x.x * at.x + symmetry->column_y.x * at.y + symmetry->shift.x,
    symmetry->column_x.y * at.x + symmetry->column_y.y * at.y + symmetry->shift.y,
  };
  return from_lattice (symmetry, at);
}

gboolean
tactics_generate_symmetry_orbit (const TacticsGenerateSymmetry *symmetry,
                                 TacticsCell                    cell,
                                 TacticsCell                   *orbit)
{
  gboolean on_board = TRUE;

  for (guint k = 0; k < symmetry->order; k++)
    {
      orbit[k] = cell;
      if (cell.x < 0 || cell.y < 0 || cell.x >= symmetry->width || cell.y >= symmetry->height)
        on_board = FALSE;
      cell = tactics_generate_symmetry_apply (symmetry, cell);
    }
  return on_board;
}
