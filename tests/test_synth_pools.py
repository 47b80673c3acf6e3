"""Handwriting from elsewhere (e.g. UNIPEN writers' strokes) reaches the photo maker by name."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_testkit.synth import DigitPool, PhotoSpec, make_photo, register_pool


def squares() -> DigitPool:
    """A "hand" that writes every number as a solid square: unlike any handwriting."""
    block = np.zeros((28, 28), np.uint8)
    block[4:24, 4:24] = 255
    return DigitPool(np.stack([block] * 6), np.arange(1, 7), "squares")


def test_a_registered_hand_is_what_the_photo_maker_writes_with():
    register_pool("test squares", squares())
    pad = load_layout("A")
    written = Sheet(pad, {pad.cells[0]: 3})
    made = make_photo(PhotoSpec(seed=5, written=written, digits="test squares", ink="black", style="mono",
                                blur=0.0, tilt=0.0, curl=0.0))
    geometry = sheet_geometry(pad)
    grey = cv2.cvtColor(made.image, cv2.COLOR_BGR2GRAY)
    rectified = cells.rectify(grey, made.sheets[0].homography, geometry)
    box = geometry.cells[pad.cells[0]].inset(geometry.cells[pad.cells[0]].w * 0.15)
    s = cells.CUT.px_per_mm
    inside = rectified[round(box.y * s):round((box.y + box.h) * s), round(box.x * s):round((box.x + box.w) * s)]
    ink = inside < 128
    rows, cols = np.nonzero(ink)
    bounding = (rows.max() - rows.min() + 1) * (cols.max() - cols.min() + 1)
    # a solid square fills most of its own bounding box; a handwritten 3 fills well under half
    assert ink.sum() / bounding > 0.7


def test_a_hand_must_write_every_number_and_not_take_a_built_in_name():
    with pytest.raises(ValueError, match="lacks"):
        register_pool("test ones", DigitPool(np.zeros((1, 28, 28), np.uint8), np.array([1]), "ones"))
    with pytest.raises(ValueError, match="built-in"):
        register_pool("shared", squares())
    with pytest.raises(ValueError, match="digits"):
        PhotoSpec(digits="nobody registered this")
