"""The Tesseract engine: one run per sheet, digits mapped back to their spaces; offered as a
fallback for printed digits, and said to be one."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.game.sheet import parse_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.recognise.tesseract import MontagePlan, TesseractEngine, montage
from splitter_testkit.reader_rasters import sheet_raster
from splitter_testkit.synth import PhotoSpec, make_photo

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


@pytest.fixture(scope="module")
def printed_photo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = make_photo(PhotoSpec(seed=150_950, board="A", writing="font", fill=0.9, megapixels=3.0))
    path = tmp_path_factory.mktemp("tesseract") / "printed.jpg"
    path.write_bytes(made.jpeg)
    return path


FALLBACK = "read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model"


def test_scan_with_tesseract_says_it_is_a_fallback_for_printed_digits(printed_photo: Path) -> None:
    result = CliRunner().invoke(main, ["scan", "--engine", "tesseract", str(printed_photo)])
    assert "(read by tesseract, a fallback for printed digits)" in result.output
    assert f"warning: {FALLBACK}" in result.output
    as_json = CliRunner().invoke(main, ["scan", "--engine", "tesseract", "--json", str(printed_photo)])
    data = json.loads(as_json.output)
    assert data["engine"] == "tesseract" and FALLBACK in data["warnings"]


def test_scan_with_the_model_gives_no_fallback_warning(printed_photo: Path) -> None:
    data = json.loads(CliRunner().invoke(main, ["scan", "--engine", "model", "--json", str(printed_photo)]).output)
    assert data["engine"] == "model" and FALLBACK not in data["warnings"]


def test_the_engine_option_offers_tesseract_as_a_fallback() -> None:
    help_text = " ".join(CliRunner().invoke(main, ["scan", "--help"]).output.split())
    assert "tesseract, a fallback for printed digits (less reliable on handwriting)" in help_text
