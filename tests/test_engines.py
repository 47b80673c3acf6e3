"""Engine choice by name, and every engine reading printed digits through the whole cell pipeline."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from reader_rasters import sheet_raster  # noqa: E402

from splitter_print.errors import SplitterError  # noqa: E402
from splitter_print.geometry import sheet_geometry  # noqa: E402
from splitter_print.scan import read_located  # noqa: E402
from splitter_print.sheet import parse_sheet  # noqa: E402
from splitter_print.vision.engines import get_engine, model_available  # noqa: E402

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
