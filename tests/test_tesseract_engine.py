"""The Tesseract engine: one run per sheet, digits mapped back to their spaces."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from splitter_print.game.sheet import parse_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.recognise.tesseract import MontagePlan, TesseractEngine, montage
from splitter_testkit.reader_rasters import sheet_raster

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
SHEETS = ["..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332..",
          "..1234..\n.561234.\n56123456\n12345612\n34561234\n.563412.\n..6521.."]


@pytest.mark.parametrize("text", SHEETS)
def test_printed_digits_are_all_read(text: str) -> None:
    sheet = parse_sheet(text)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry)
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    probs = TesseractEngine().classify([r.image for r in readings.values()])
    read = {cell: CLASSES[i] for cell, i in zip(readings, probs.argmax(axis=1))}
    assert read == {cell: str(sheet.value(cell)) for cell in readings}


def test_empty_cells_are_empty_without_running_tesseract() -> None:
    probs = TesseractEngine().classify([np.zeros((28, 28), np.float32)] * 3)
    assert probs.shape == (3, 7) and (probs[:, 0] == 1).all()


def test_a_scribble_gets_a_flat_uncertain_row() -> None:
    scribble = np.zeros((28, 28), np.float32)
    scribble[4:24, 4:24] = 1.0
    probs = TesseractEngine().classify([scribble])
    assert np.allclose(probs.sum(axis=1), 1)
    assert probs[0].max() < 0.6


def test_tiles_are_found_again_from_their_slots() -> None:
    plan = MontagePlan(tile=40, gap=100, per_row=8)
    image = montage([np.ones((28, 28), np.float32)] * 10, plan)
    for index in (0, 7, 8, 9):
        x, y = plan.origin(index)
        assert image[y + 20, x + 20] == 0
        assert plan.tile_at(x + 20, y + 20, 10) == index
