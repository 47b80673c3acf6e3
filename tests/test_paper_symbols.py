"""Our printed star and heart, the one definition the printer and the reader share."""

from __future__ import annotations

import math

from splitter_print.paper.symbols import HEART_CURVES, STAR_INNER, star_points


def test_the_heart_outline_is_closed_curve_to_curve() -> None:
    for curve, following in zip(HEART_CURVES, HEART_CURVES[1:] + HEART_CURVES[:1]):
        assert curve[-1] == following[0]


def test_the_star_alternates_points_and_inner_corners_and_stands_upright() -> None:
    corners = star_points((10.0, 20.0), 3.0, STAR_INNER, 0.5)
    distances = [math.dist(corner, (10.0, 20.5)) for corner in corners]
    assert all(math.isclose(d, 3.0) for d in distances[::2])
    assert all(math.isclose(d, 3.0 * STAR_INNER) for d in distances[1::2])
    assert corners[0] == (10.0, 17.5)
