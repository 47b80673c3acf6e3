"""The shapes of our pads' printed star and heart: one definition for the printer that draws
them and the reader that subtracts them from a photographed space.

Sizes are shares of a space's side; points are in millimetres on the page, y down.

>>> [tuple(round(v, 3) for v in p) for p in star_points((0.0, 0.0), 1.0, 0.5, 0.0)[:2]]
[(0.0, -1.0), (0.294, -0.405)]
"""

from __future__ import annotations

from math import cos, pi, sin

STAR_RADIUS = 0.36
"""The star's points lie this share of the space's side from its centre."""
STAR_INNER = 0.42
"""The star's inner corners lie this share of the points' distance from its centre."""
STAR_DROP = 0.04
"""The star's centre lies this share of the space's side below the space's centre."""
HEART_WIDTH = 0.62
"""The heart is this share of the space's side wide."""
HEART_CURVES: tuple[tuple[tuple[float, float], ...], ...] = (
    ((0, 0.95), (-0.55, 0.5), (-1.05, 0.1), (-1, -0.4)),
    ((-1, -0.4), (-0.95, -0.95), (-0.2, -1.1), (0, -0.55)),
    ((0, -0.55), (0.2, -1.1), (0.95, -0.95), (1, -0.4)),
    ((1, -0.4), (1.05, 0.1), (0.55, 0.5), (0, 0.95)),
)
"""The heart's outline, point down: four cubic Bézier curves (start, two controls, end) in
half-widths from its centre."""


def star_points(centre: tuple[float, float], radius: float, inner: float, drop: float
                ) -> list[tuple[float, float]]:
    """An upright five-pointed star's ten corners, points ``radius`` from ``(x, y + drop)``,
    inner corners ``inner * radius`` from it."""
    x, y = centre[0], centre[1] + drop
    return [(x + (radius if k % 2 == 0 else inner * radius) * cos(-pi / 2 + k * pi / 5),
             y + (radius if k % 2 == 0 else inner * radius) * sin(-pi / 2 + k * pi / 5))
            for k in range(10)]
