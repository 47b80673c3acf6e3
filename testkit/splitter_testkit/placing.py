"""How far a located sheet lies from where the photo maker put it: the measure every locating
test and bench judges by, in sheet millimetres."""

from __future__ import annotations

import cv2
import numpy as np

from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import sheet_geometry


def space_errors_mm(homography: np.ndarray, truth: np.ndarray, layout: Layout) -> np.ndarray:
    """Distance in sheet mm between each space centre and where ``homography`` (sheet mm ->
    photo pixels) says it is, the photo's truth being ``truth``.

    >>> from splitter_print.game.layout import load_layout
    >>> float(space_errors_mm(np.eye(3), np.eye(3), load_layout("A")).max())
    0.0
    """
    geometry = sheet_geometry(layout)
    centres = np.array([[geometry.cell_center(cell) for cell in layout.cells]], np.float64)
    back = cv2.perspectiveTransform(cv2.perspectiveTransform(centres, truth), np.linalg.inv(homography))
    return np.linalg.norm(back - centres, axis=2).ravel()


def worst_space_error_mm(homography: np.ndarray, truth: np.ndarray, layout: Layout) -> float:
    """The largest of :func:`space_errors_mm`: every space lies within this of its place."""
    return float(space_errors_mm(homography, truth, layout).max())
