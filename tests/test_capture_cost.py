"""Semeion's capture applied to other writers' cells: the box stretched, the ink thresholded."""

import numpy as np

from splitter_testkit import paths

capture = paths.tool("capture_cost")


def columns_inked(cell: np.ndarray) -> int:
    return int((cell.max(axis=0) > 0.5).sum())


def test_a_narrow_digit_stretched_fills_the_contracts_box_and_unstretched_stays_narrow():
    bar = np.zeros((28, 28), np.float32)
    bar[4:24, 13:15] = 1.0  # 20 x 2 px: a 1
    assert columns_inked(capture.scanned_like_semeion(bar, stretch=True)) == 20
    assert columns_inked(capture.scanned_like_semeion(bar, stretch=False)) <= 3


def strokes_across(cell: np.ndarray) -> int:
    """How many separate runs of inked columns the cell shows."""
    inked = np.r_[0, (cell.max(axis=0) > 0.05).astype(int), 0]
    return int((np.diff(inked) == 1).sum())


def test_the_threshold_drops_a_stroke_fainter_than_half_and_grey_keeps_it():
    cell = np.zeros((28, 28), np.float32)
    cell[4:24, 6:10] = 1.0
    cell[4:24, 18:22] = 0.3  # a faint second stroke, 8 px to the right
    assert strokes_across(cell) == 2
    assert strokes_across(capture.scanned_like_semeion(cell, stretch=False, binary=True)) == 1
    assert strokes_across(capture.scanned_like_semeion(cell, stretch=False, binary=False)) == 2


def test_an_empty_cell_stays_empty():
    empty = np.zeros((28, 28), np.float32)
    assert not capture.scanned_like_semeion(empty).any()
