"""What the template strategies share (:mod:`splitter_print.reading.locate.align`): light
regions of a mask, their outlines and the starts an outline gives, on masks drawn here."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from splitter_print.reading.locate.align import (
    Region,
    box_covers,
    components,
    enclosing_quad,
    in_front,
    local_determinant,
    rectangle_starts,
    regions_of,
)

RECTANGLE = np.array([(0, 0), (12, 0), (12, 7), (0, 7)], np.float64)
"""A 12 x 7 lattice's rectangle, as the lattice search outlines a pad."""

VIEWS = [
    np.array([[20.0, 0, 60], [0, 20, 50], [0, 0, 1]]),
    np.array([[18.0, 6, 80], [-5, 17, 120], [0.0004, 0.0006, 1]]),
    np.array([[0.0, -16, 300], [16, 0, 40], [0, 0, 1]]),
    np.array([[-15.0, 4, 330], [-3, -14, 250], [-0.0005, 0.001, 1]]),
]
"""Homographies lattice -> pixels of a 400 x 300 picture: straight, tilted, a quarter turn, turned and tilted."""


def test_components_are_the_regions_opencvs_component_statistics_give() -> None:
    rng = np.random.default_rng(3)
    light = (cv2.GaussianBlur(rng.random((300, 400)).astype(np.float32), (0, 0), 6) > 0.5).astype(np.uint8)
    regions, _, areas = components(light, 5, 720, largest=20_000, origin=(7, 3))
    _, labels, stats, _ = cv2.connectedComponentsWithStats(light, connectivity=4)
    assert areas.tolist() == stats[1:, cv2.CC_STAT_AREA].tolist()
    order = [i + 1 for i in np.argsort(-stats[1:, cv2.CC_STAT_AREA]) if 720 <= stats[i + 1, cv2.CC_STAT_AREA] <= 20_000]
    assert len(regions) == min(5, len(order)) >= 2
    for region, label in zip(regions, order):
        x, y, w, h = (int(v) for v in stats[label, :4])
        assert region.box == (x + 7, y + 3, w, h)
        assert np.array_equal(region.mask, (labels[y:y + h, x:x + w] == label).astype(np.uint8))


def test_a_region_over_half_the_mask_is_the_table_not_a_region() -> None:
    light = np.zeros((100, 100), np.uint8)
    light[:, :70] = 1  # a table
    light[20:50, 80:95] = 1  # a card beside it, 450 px
    regions, table = regions_of(light, 5, smallest=400)
    assert [r.box for r in regions] == [(80, 20, 15, 30)]
    assert table is not None and int(table.sum()) == 7000
    assert regions_of(light, 5, smallest=500)[0] == []


@pytest.mark.parametrize("view", VIEWS)
def test_the_outline_of_a_pattern_seen_in_perspective_is_its_rectangle(view: np.ndarray) -> None:
    mask = np.zeros((300, 400), np.uint8)
    corners = cv2.perspectiveTransform(RECTANGLE[None], view)[0]
    cv2.fillConvexPoly(mask, np.round(corners).astype(np.int32), 1)
    clipped = cv2.perspectiveTransform(np.array([[(0, 0), (1, 0), (1, 1), (0, 1)]], np.float64), view)[0]
    cv2.fillConvexPoly(mask, np.round(clipped).astype(np.int32), 0)  # a corner space missing, as on pad A
    x, y, w, h = cv2.boundingRect(mask)
    quad = enclosing_quad(Region(mask[y:y + h, x:x + w], (x, y, w, h)))
    assert quad is not None
    for corner in corners:
        assert np.linalg.norm(quad - corner, axis=1).min() < 2.0


@pytest.mark.parametrize("view", VIEWS)
def test_the_starts_of_an_outline_put_the_rectangle_on_it_in_every_turn_and_never_mirrored(view: np.ndarray) -> None:
    quad = cv2.perspectiveTransform(RECTANGLE[None], view)[0]
    starts = rectangle_starts(quad, 12, 7)
    assert len(starts) == 4
    placed = [cv2.perspectiveTransform(RECTANGLE[None], start)[0] for start in starts]
    for corners in placed:
        assert all(np.linalg.norm(quad - corner, axis=1).min() < 1e-3 for corner in corners)
    assert all(local_determinant(start, np.array([6.0, 3.5])) > 0 for start in starts)
    assert sum(np.abs(corners - quad).max() < 1e-3 for corners in placed) == 1  # the view itself among them


def test_a_box_covers_what_lies_on_it_and_a_view_is_in_front_where_its_scale_is_positive() -> None:
    ten = np.diag([10.0, 10.0, 1.0])
    assert box_covers(ten, ((0, 0), (12, 7)), np.array([115.0, 65.0]))
    assert not box_covers(ten, ((0, 0), (12, 7)), np.array([125.0, 65.0]))
    horizon = np.array([[1.0, 0, 0], [0, 1, 0], [-0.05, 0, 1]])  # points beyond x = 20 lie behind the camera
    assert in_front(horizon, RECTANGLE)
    assert not in_front(horizon, RECTANGLE * 2)
