"""Plane geometry every stage shares: the turns of a lattice, a homography's local scale, and
where a layout's lattice lies on its sheet.

>>> round(scale_at(np.diag([2.0, 2.0, 1.0]), (5.0, 5.0)), 6)
2.0
"""

from __future__ import annotations

from typing import Final

import numpy as np

from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import sheet_geometry

DIHEDRAL: Final = ((1, 0, 0, 1), (1, 0, 0, -1), (-1, 0, 0, 1), (-1, 0, 0, -1),
                   (0, 1, 1, 0), (0, 1, -1, 0), (0, -1, 1, 0), (0, -1, -1, 0))
"""The 8 turns and flips of a lattice, as 2 x 2 matrices acting on ``(row, col)``."""


def jacobian(homography: np.ndarray, point: tuple[float, float]) -> np.ndarray:
    """The 2 x 2 derivative of the homography at ``point``: how a small step on paper moves in the photo."""
    x, y = point
    h = homography
    w = h[2, 0] * x + h[2, 1] * y + h[2, 2]
    u = (h[0, 0] * x + h[0, 1] * y + h[0, 2]) / w
    v = (h[1, 0] * x + h[1, 1] * y + h[1, 2]) / w
    return np.array([[h[0, 0] - u * h[2, 0], h[0, 1] - u * h[2, 1]],
                     [h[1, 0] - v * h[2, 0], h[1, 1] - v * h[2, 1]]]) / float(w)


def scale_at(homography: np.ndarray, point: tuple[float, float]) -> float:
    """How many pixels a unit step on paper spans at ``point`` (the square root of the area
    :func:`jacobian` gives a unit square there): pixels per mm for a sheet's homography.

    >>> round(scale_at(np.diag([3.0, 3.0, 1.0]), (10.0, 20.0)), 6)
    3.0
    """
    return float(np.sqrt(abs(np.linalg.det(jacobian(homography, point)))))


def mm_to_lattice(layout: Layout) -> np.ndarray:
    """Sheet mm -> lattice ``(col, row)`` (space ``(r, c)`` centred at ``(c + 0.5, r + 0.5)``);
    its inverse places the lattice on the sheet."""
    geometry = sheet_geometry(layout)
    x, y = geometry.cell_center((0, 0))
    return np.array([[1 / geometry.pitch, 0, 0.5 - x / geometry.pitch],
                     [0, 1 / geometry.pitch, 0.5 - y / geometry.pitch], [0, 0, 1]])
