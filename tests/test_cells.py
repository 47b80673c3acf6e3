"""The space cutter: outlines and star/heart tint removed, empty vs written, the 28x28 contract."""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet, parse_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading import cells
from splitter_testkit.reader_rasters import sheet_raster

WORKED = "..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332.."


@pytest.mark.parametrize("board", ["A", "B"])
@pytest.mark.parametrize("official", [False, True])
def test_empty_sheet_has_no_written_space(board: str, official: bool) -> None:
    layout = load_layout(board)
    geometry = sheet_geometry(layout)
    image, homography = sheet_raster(Sheet(layout, {}), geometry, official=official)
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    assert len(readings) == len(layout.spaces)
    assert not [cell for cell, r in readings.items() if r.written]
    assert all(not r.image.any() for r in readings.values())


@pytest.mark.parametrize("official", [False, True])
def test_every_written_space_is_found_including_stars(official: bool) -> None:
    sheet = parse_sheet(WORKED)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry, official=official)
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    assert {cell for cell, r in readings.items() if r.written} == set(sheet.values)


def test_faint_pencil_counts_as_written() -> None:
    sheet = parse_sheet(WORKED)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry, ink=(150, 150, 150))
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    assert all(r.written for r in readings.values())


def test_rectify_undoes_a_scale_and_shift() -> None:
    sheet = parse_sheet(WORKED)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry, px_per_mm=5.0)
    rectified = cells.rectify(image, homography, geometry, px_per_mm=10.0)
    x, y, w, h = (round(v * 10) for v in (geometry.cells[(0, 2)].x, geometry.cells[(0, 2)].y, 13, 13))
    outline = rectified[y - 3:y + 4, x + 20:x + w - 20].mean(axis=(1, 2))
    assert outline.min() < 170, "the space's top outline sits where geometry puts it"
    assert rectified[y + h // 2, x + 5].mean() > 200


def test_normalised_ink_is_centred_and_fits_twenty_pixels() -> None:
    mask = np.zeros((170, 170), np.uint8)
    mask[20:140, 30:60] = 1
    image = cells.normalise(mask)
    ys, xs = np.nonzero(image)
    assert ys.max() - ys.min() + 1 <= 20 and xs.max() - xs.min() + 1 <= 20
    rows, cols = np.indices(image.shape)
    assert abs((rows * image).sum() / image.sum() - 14) < 1 and abs((cols * image).sum() / image.sum() - 14) < 1


def test_a_speck_is_not_writing() -> None:
    mask = np.zeros((170, 170), np.uint8)
    mask[80:84, 80:84] = 1
    assert not cells.is_written(mask)


def test_spaces_cleaned_together_come_out_as_each_alone() -> None:
    sheet = parse_sheet(WORKED)
    geometry = sheet_geometry(sheet.layout)
    image, homography = sheet_raster(sheet, geometry, official=True)
    cuts = list(cells.cut_cells(cells.rectify(image, homography, geometry), geometry).values())
    x, _, w, _ = cuts[0].space
    hat = np.zeros_like(cuts[0].hat)
    hat[:31, x + w // 2:x + w // 2 + 3] = 200  # a line from the cut's top edge, shorter than an outline
    cuts[:0] = [replace(cuts[0], hat=np.zeros_like(hat)), replace(cuts[0], hat=hat)]
    together = cells.ink_masks(cuts)
    for cut, (mask, dark) in zip(cuts, together):
        alone_mask, alone_dark = cells.ink_mask(cut)
        assert np.array_equal(mask, alone_mask) and np.array_equal(dark, alone_dark)
    assert together[1][0].any()


def test_a_loop_inked_shut_stays_ink_to_its_middle() -> None:
    """A bold pen closes a small loop into a dark blob several mm wide; the black-hat must keep
    it whole (a 3 mm square hollowed a 4.5 mm blob into a ring, which reads as another digit)."""
    layout = load_layout("A")
    geometry = sheet_geometry(layout)
    image, homography = sheet_raster(Sheet(layout, {}), geometry, px_per_mm=6.0)
    cell = next(c for c in geometry.cells if c not in layout.stars | layout.hearts)
    centre = cv2.perspectiveTransform(np.array([[geometry.cells[cell].center]], np.float64), homography)[0, 0]
    cv2.circle(image, (round(centre[0]), round(centre[1])), round(2.25 * 6.0), (40, 30, 20), -1, cv2.LINE_AA)
    cut = cells.cut_cells(cells.rectify(image, homography, geometry), geometry)[cell]
    mask, _ = cells.ink_mask(cut)
    x, y, w, h = cut.space
    middle = np.zeros_like(mask)
    cv2.circle(middle, (x + w // 2, y + h // 2), round(1.6 * cells.PX_PER_MM), 1, -1)
    assert mask[middle > 0].mean() > 0.95
