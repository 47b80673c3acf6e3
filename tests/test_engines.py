"""Engine choice by name, and every engine reading printed digits through the whole cell pipeline."""

from __future__ import annotations

import json
import shutil

import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.sheet import parse_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.recognise.engine import EngineName
from splitter_print.reading.recognise.engines import get_engine, model_available
from splitter_print.reading.scan import read_located
from splitter_testkit.reader_rasters import sheet_raster

SHEET = "..1234..\n.561234.\n56123456\n12345612\n34561234\n.563412.\n..6521.."
needs_model = pytest.mark.skipif(not model_available(), reason="the trained model is not installed")
needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")


@pytest.mark.parametrize("name", [
    pytest.param("tesseract", marks=needs_tesseract),
    pytest.param("model", marks=needs_model),
    pytest.param("both", marks=[needs_model, needs_tesseract]),
])
@pytest.mark.parametrize("official", [False, True])
def test_printed_digits_are_read_exactly(name: str, official: bool) -> None:
    sheet = parse_sheet(SHEET)
    image, homography = sheet_raster(sheet, sheet_geometry(sheet.layout), official=official)
    decoded = read_located(image, [homography], sheet.layout, get_engine(name)).decoded
    assert decoded.sheet == sheet


def test_an_unknown_engine_is_a_user_error() -> None:
    with pytest.raises(SplitterError, match="unknown engine"):
        get_engine("ocr9000")


@pytest.mark.parametrize("name, read_by", [
    pytest.param(EngineName.TESSERACT, "tesseract", marks=needs_tesseract),
    pytest.param("tesseract", "tesseract", marks=needs_tesseract),
    pytest.param(EngineName.MODEL, "model", marks=needs_model),
    pytest.param(EngineName.BOTH, "model+tesseract", marks=[needs_model, needs_tesseract]),
    pytest.param(EngineName.AUTO, "model", marks=needs_model),
])
def test_an_engine_is_chosen_by_its_name_or_its_text_and_named_in_json_as_text(name: str, read_by: str) -> None:
    engine = get_engine(name)
    assert engine.name == read_by and json.dumps({"engine": engine.name}) == f'{{"engine": "{read_by}"}}'


def test_the_engines_offered_are_the_names_the_reference_lists() -> None:
    """docs/reference.md: ``--engine auto|model|tesseract|both``."""
    assert [str(name) for name in EngineName] == ["auto", "model", "tesseract", "both"]
    with pytest.raises(SplitterError, match=r"^unknown engine 'ocr9000'; choose one of auto, model, tesseract, both$"):
        get_engine("ocr9000")
