"""Steps of finding a pad from its grid alone, each on a drawn picture or plain positions."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import builtin_layouts, load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.budget import Budget, TooManyShapesError
from splitter_print.reading.debug import DebugSink
from splitter_print.reading.geometry import DIHEDRAL
from splitter_print.reading.locate.grid import find_grids, find_squares, placements, side_evidence

PX_PER_MM = 6.0


def drawn_pad(name: str) -> tuple[np.ndarray, dict[tuple[int, int], tuple[float, float]]]:
    """Pad ``name``'s space outlines drawn flat at :data:`PX_PER_MM`, and each space's centre in pixels."""
    geometry = sheet_geometry(load_layout(name))
    image = np.full((round(geometry.height * PX_PER_MM), round(geometry.width * PX_PER_MM)), 250, np.uint8)
    centres = {}
    for cell, rect in geometry.cells.items():
        top_left = (round(rect.x * PX_PER_MM), round(rect.y * PX_PER_MM))
        bottom_right = (round((rect.x + rect.w) * PX_PER_MM), round((rect.y + rect.h) * PX_PER_MM))
        cv2.rectangle(image, top_left, bottom_right, 40, 2)
        centres[cell] = ((top_left[0] + bottom_right[0]) / 2, (top_left[1] + bottom_right[1]) / 2)
    return image, centres


@pytest.mark.parametrize("name", ["A", "B"])
def test_the_panel_side_of_our_sheet_tells_its_half_turn(name: str) -> None:
    """The panel's boxes and the spaces drawn, blurred, on paper lit brighter towards the blank
    right column: the right reading sees the boxes' lines on its left, the grid's half turn
    (about the grid's centre, which swaps the two strips) the other way round."""
    layout = load_layout(name)
    geometry = sheet_geometry(layout)
    height, width = round(geometry.height * PX_PER_MM), round(geometry.width * PX_PER_MM)
    image = np.tile(np.linspace(150, 240, width), (height, 1)).astype(np.uint8)
    for rect in (*geometry.boxes.values(), *geometry.cells.values()):
        cv2.rectangle(image, (round(rect.x * PX_PER_MM), round(rect.y * PX_PER_MM)),
                      (round((rect.x + rect.w) * PX_PER_MM), round((rect.y + rect.h) * PX_PER_MM)), 60, 2)
    blurred = cv2.GaussianBlur(image, (0, 0), 3.0)
    upright = np.diag([PX_PER_MM, PX_PER_MM, 1.0])
    cx, cy = geometry.grid.x + geometry.grid.w / 2, geometry.grid.y + geometry.grid.h / 2
    turned = upright @ np.array([[-1.0, 0.0, 2 * cx], [0.0, -1.0, 2 * cy], [0.0, 0.0, 1.0]])
    assert side_evidence(blurred, upright, layout) > 0.35
    assert side_evidence(blurred, turned, layout) < -0.35


@pytest.mark.parametrize("name", ["A", "B"])
def test_every_drawn_space_is_found_once_at_its_centre(name: str) -> None:
    image, centres = drawn_pad(name)
    squares = find_squares(image, DebugSink())
    found = np.array([s.centre for s in squares])
    for cell, centre in centres.items():
        distances = np.linalg.norm(found - centre, axis=1)
        assert np.sum(distances < 3) == 1, cell
        assert distances.min() < 1.0, cell


def test_light_squares_on_a_dark_background_are_found_too() -> None:
    image, centres = drawn_pad("A")
    official = np.full_like(image, 70)
    geometry = sheet_geometry(load_layout("A"))
    for rect in geometry.cells.values():
        cv2.rectangle(official, (round(rect.x * PX_PER_MM), round(rect.y * PX_PER_MM)),
                      (round((rect.x + rect.w) * PX_PER_MM), round((rect.y + rect.h) * PX_PER_MM)), 235, -1)
    found = np.array([s.centre for s in find_squares(official, DebugSink())])
    assert all(np.linalg.norm(found - c, axis=1).min() < 1.0 for c in centres.values())


def test_the_light_polarity_searched_on_another_thread_gives_the_same_squares_in_order() -> None:
    image, _ = drawn_pad("B")
    half_official = image.copy()
    half_official[:, : image.shape[1] // 2] = 255 - half_official[:, : image.shape[1] // 2]
    alone = find_squares(half_official, DebugSink())
    with ThreadPoolExecutor(1) as pool:
        beside = find_squares(half_official, DebugSink(), pool)
    assert len(alone) > 20
    assert [s.corners.tolist() for s in beside] == [s.corners.tolist() for s in alone]


@pytest.mark.parametrize("turn_index", range(8))
def test_placements_recognise_pad_b_under_any_turn_or_flip(turn_index: int) -> None:
    pad = load_layout("B")
    a, b, c, d = DIHEDRAL[turn_index]
    turned = [tuple(int(v) for v in np.array([[a, b], [c, d]]) @ cell + (5, -3)) for cell in pad.cells]
    score, turn, shift = max(placements(turned, pad), key=lambda p: p[0])
    assert score == len(pad.cells)
    assert sorted(tuple(int(v) for v in turn @ np.array(cell) + shift) for cell in turned) == sorted(pad.cells)


def test_a_full_nine_by_nine_grid_scores_badly_as_pad_a() -> None:
    pad = load_layout("A")
    grid = [(r, c) for r in range(9) for c in range(9)]
    best = max(p[0] for p in placements(grid, pad))
    holes = pad.rows * pad.cols - len(pad.cells)
    assert best <= len(pad.cells) - holes


def tiles(rows: int, cols: int, side: int = 12, margin: int = 10) -> np.ndarray:
    """``rows`` x ``cols`` dark squares ``side`` px wide, as far apart, inside a white ``margin``."""
    image = np.full((2 * margin + (2 * rows - 1) * side, 2 * margin + (2 * cols - 1) * side), 255, np.uint8)
    for row in range(rows):
        for col in range(cols):
            y, x = margin + 2 * side * row, margin + 2 * side * col
            image[y:y + side, x:x + side] = 0
    return image


@pytest.mark.parametrize(("most", "refused"), [(224, True), (225, False), (10_000, False)])
def test_a_picture_of_more_squares_than_the_budget_searches_is_refused_naming_how_many(most: int, refused: bool
                                                                                      ) -> None:
    image = tiles(15, 15)
    if refused:
        with pytest.raises(TooManyShapesError, match=r"too many shapes \(225 squares, at most 224 are searched\)"):
            find_squares(image, DebugSink(), budget=Budget(squares=most))
    else:
        assert len(find_squares(image, DebugSink(), budget=Budget(squares=most))) == 225


def test_outlines_beyond_the_budget_are_refused_before_they_are_tested() -> None:
    with pytest.raises(TooManyShapesError, match=r"too many shapes \(100 outlines, at most 99 are searched\)"):
        find_squares(tiles(10, 10), DebugSink(), budget=Budget(contours=99))


@pytest.mark.parametrize(("rows", "cols"), [(9, 9), (40, 25), (60, 60)])
def test_a_grid_larger_than_any_pad_is_one_lattice_of_all_its_squares_and_no_pad(rows: int, cols: int) -> None:
    image = tiles(rows, cols)
    squares = find_squares(image, DebugSink())
    matches, unmatched = find_grids(squares, builtin_layouts(), image, DebugSink())
    assert len(squares) == rows * cols
    assert matches == []
    assert [len(lattice.cells) for lattice in unmatched] == [rows * cols]
    top, left = min(unmatched[0].cells)
    assert {(r - top, c - left) for r, c in unmatched[0].cells} in (
        {(r, c) for r in range(rows) for c in range(cols)}, {(r, c) for r in range(cols) for c in range(rows)})
