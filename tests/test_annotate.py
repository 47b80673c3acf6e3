"""The annotation picture: the sheet as read, groups, doubts and the score strip."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import parse_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading import annotate, cells
from splitter_print.reading.decode import decode_argmax
from splitter_print.reading.recognise import CLASSES
from splitter_print.reading.result import SheetReading
from splitter_testkit.reader_rasters import sheet_raster

WORKED = "..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332.."


def reading_with_doubt() -> SheetReading:
    sheet = parse_sheet(WORKED)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry)
    rectified = cells.rectify(image, homography, geometry)
    probs = np.array([np.eye(len(CLASSES))[sheet.value(c)] for c in sheet.layout.cells])
    probs[0] = [0, 0, 0, 0, 0.5, 0, 0.5]
    decoded = decode_argmax(sheet.layout, sheet.layout.cells, probs)
    return SheetReading("photo.jpg", 0, sheet.layout, decoded, score_sheet(decoded.sheet), rectified,
                        cells.PX_PER_MM, "markers", "test")


def test_annotation_is_a_png_with_red_doubt_and_both_group_colours(tmp_path: Path) -> None:
    reading = reading_with_doubt()
    path = annotate.write_annotation(reading, tmp_path / "deep" / "photo.png")
    picture = cv2.imread(str(path))
    assert picture is not None and picture.shape[1] == annotate.WIDTH
    colours = {tuple(int(v) for v in px) for px in picture.reshape(-1, 3)[::7]}
    for rgb in (annotate.UNCERTAIN, annotate.SCORING, annotate.NOT_SCORING):
        assert rgb[::-1] in colours


def test_breakdown_lists_every_number_and_the_star_bonus() -> None:
    reading = reading_with_doubt()
    lines = annotate.breakdown(reading)
    assert [label for label, _, _ in lines[:6]] == ["1s", "2s", "3s", "4s", "5s", "6s"]
    values = {label: int(value) for label, value, _ in lines}
    assert values["5s"] == 10 and values["star bonus (in the above)"] == 5
