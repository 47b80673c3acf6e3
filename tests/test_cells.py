"""The space cutter: outlines and star/heart tint removed, empty vs written, the 28x28 contract."""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet, parse_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_testkit import official, synth
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
    cv2.circle(middle, (x + w // 2, y + h // 2), round(1.6 * cells.CUT.px_per_mm), 1, -1)
    assert mask[middle > 0].mean() > 0.95


# ------------------------------------------------- star and heart spaces: the print subtracted by its shape

PX = 8.0
"""Pixels per mm the made pads are drawn at, before the cutter rectifies them to its own 4."""
PENCIL = (95, 92, 90)


def made_pad(board: str, style: str) -> tuple[np.ndarray, np.ndarray]:
    """A blank pad as printed (our PDF rendered, or the publisher's look-alike) and the
    homography from sheet mm to its pixels."""
    layout = load_layout(board)
    frame = synth.sheet_frame(layout, style)
    if style == "official":
        image = official.official_raster(layout, PX, np.random.default_rng(5))
    else:
        image = np.array(synth.blank_sheet(layout, style, round(PX)))
    scale = image.shape[1] / frame.w
    return image, np.array([[scale, 0, -frame.x * scale], [0, scale, -frame.y * scale], [0, 0, 1]])


def write_across(image: np.ndarray, homography: np.ndarray, centre_mm: tuple[float, float], digit: str,
                 ink: tuple[int, int, int] = PENCIL, strength: float = 0.65) -> np.ndarray:
    """Write ``digit`` (a Hershey font stroke 0.6 mm wide, 8 mm tall) centred on ``centre_mm``,
    darkening the print multiplicatively like pencil; the stroke's own mask in pixels."""
    scale = homography[0, 0]
    stroke = np.zeros(image.shape[:2], np.uint8)
    font, size = cv2.FONT_HERSHEY_SIMPLEX, 8.0 * scale / 22
    (w, h), _ = cv2.getTextSize(digit, font, size, round(0.6 * scale))
    x, y = (homography @ np.array([*centre_mm, 1.0]))[:2]
    cv2.putText(stroke, digit, (round(x - w / 2), round(y + h / 2)), font, size, 255, round(0.6 * scale), cv2.LINE_AA)
    alpha = (stroke.astype(np.float32) / 255 * strength)[..., None]
    image[:] = np.clip(image * (1 - alpha * (1 - np.array(ink, np.float32) / 255)), 0, 255).astype(np.uint8)
    return stroke > 127


def uneven_light(image: np.ndarray, low: float = 0.6) -> np.ndarray:
    """Light falling from ``low`` on the left to full on the right, and warm."""
    warm = np.array([0.9, 0.97, 1.0], np.float32)
    gain = np.linspace(low, 1.0, image.shape[1], dtype=np.float32)[None, :, None] * warm
    return np.asarray(np.clip(image * gain, 0, 255), np.uint8)


SYMBOL_PADS = [("A", "colour"), ("B", "colour"), ("B", "mono"), ("A", "official"), ("B", "official")]


@pytest.mark.parametrize(("board", "style"), SYMBOL_PADS)
@pytest.mark.parametrize("light", [False, True])
def test_unwritten_stars_and_hearts_stay_empty(board: str, style: str, light: bool) -> None:
    image, homography = made_pad(board, style)
    geometry = sheet_geometry(load_layout(board))
    if light:
        image = uneven_light(image)
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    symbols_ = geometry.layout.stars | geometry.layout.hearts
    assert not [cell for cell in symbols_ if readings[cell].ink_mm2 > cells.CUT.speck_mm2]


@pytest.mark.parametrize(("board", "style"), SYMBOL_PADS)
def test_a_slightly_misplaced_sheet_leaves_its_symbols_empty(board: str, style: str) -> None:
    """The locator may miss a space by a millimetre: the symbol's template is found where it lies."""
    image, homography = made_pad(board, style)
    geometry = sheet_geometry(load_layout(board))
    off = np.array([[1, 0, 0.8], [0, 1, -0.6], [0, 0, 1]])
    readings = cells.read_cells(cells.rectify(image, homography @ off, geometry), geometry)
    assert not [cell for cell in geometry.layout.stars | geometry.layout.hearts if readings[cell].written]


@pytest.mark.parametrize(("board", "style"), SYMBOL_PADS)
@pytest.mark.parametrize("light", [False, True])
def test_pencil_across_a_star_or_heart_is_kept_whole(board: str, style: str, light: bool) -> None:
    """A digit written over the printed symbol is writing wherever it crosses it: the cutter
    keeps nearly all of its stroke (the publisher's white star and blue heart used to swallow
    the strokes on them, or the whole digit)."""
    image, homography = made_pad(board, style)
    layout = load_layout(board)
    geometry = sheet_geometry(layout)
    strokes = {cell: write_across(image, homography, geometry.cells[cell].center, "4")
               for cell in layout.stars | layout.hearts}
    if light:
        image = uneven_light(image)
    rectified = cells.rectify(image, homography, geometry)
    cuts = cells.cut_cells(rectified, geometry)
    for cell, stroke in strokes.items():
        mask, _ = cells.ink_mask(cuts[cell])
        assert cells.is_written(mask), cell
        x, y, w, h = cuts[cell].space
        sx, sy = (round(v * cells.CUT.px_per_mm) for v in (geometry.cells[cell].x, geometry.cells[cell].y))
        written = cells.rectify(stroke.astype(np.uint8) * 255, homography, geometry)[sy:sy + h, sx:sx + w] > 127
        kept = mask[y:y + h, x:x + w] > 0
        assert kept[written].mean() > 0.8, (cell, float(kept[written].mean()))
        assert kept[~cv2.dilate(written.astype(np.uint8), np.ones((5, 5), np.uint8)).astype(bool)].sum() < 4


@pytest.mark.parametrize("digit", ["1", "4", "7"])
def test_a_digit_across_the_star_looks_as_in_a_plain_space(digit: str) -> None:
    """Through the whole cutter: on the publisher's pad B, a digit written in pencil across the
    white star comes out (28 x 28) as the same digit written in a plain space does."""
    image, homography = made_pad("B", "official")
    layout = load_layout("B")
    geometry = sheet_geometry(layout)
    plain = (5, 2)
    for cell in (*layout.stars, plain):
        write_across(image, homography, geometry.cells[cell].center, digit, strength=0.55)
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    near = np.ones((3, 3), np.uint8)
    seen = readings[plain].image > 0.3
    for cell in layout.stars:
        assert readings[cell].written
        ink = readings[cell].image > 0.3
        found = (ink & cv2.dilate(seen.astype(np.uint8), near).astype(bool)).sum() / ink.sum()
        kept = (seen & cv2.dilate(ink.astype(np.uint8), near).astype(bool)).sum() / seen.sum()
        assert found > 0.85 and kept > 0.85, (cell, found, kept)


def test_the_symbols_picture_shows_each_star_and_heart_space_in_a_row() -> None:
    image, homography = made_pad("B", "official")
    geometry = sheet_geometry(load_layout("B"))
    picture = cells.symbols_picture(cells.rectify(image, homography, geometry), geometry)
    assert picture is not None and picture.dtype == np.uint8
    side = round((geometry.cell_size + 2 * cells.CUT.margin_mm) * cells.CUT.px_per_mm)
    assert abs(picture.shape[0] - 5 * (side + 2)) <= 5 and picture.shape[1] >= 4 * side


@pytest.mark.parametrize(("board", "style"), SYMBOL_PADS)
def test_faint_pencil_in_a_star_or_heart_space_is_written_as_in_a_plain_one(board: str, style: str) -> None:
    """The lost digits: pencil pressed lightly (about 13 % darker than the paper, which a plain
    space reads as writing) in a star or heart space must not be read as an empty space, its
    ink taken out with the printed symbol (every such digit on the publisher's pads was)."""
    image, homography = made_pad(board, style)
    layout = load_layout(board)
    geometry = sheet_geometry(layout)
    plain = next(cell for cell in sorted(layout.spaces) if cell not in layout.stars | layout.hearts)
    spaces = (*sorted(layout.stars | layout.hearts), plain)
    for cell in spaces:
        write_across(image, homography, geometry.cells[cell].center, "5", strength=0.21)
    readings = cells.read_cells(cells.rectify(image, homography, geometry), geometry)
    assert readings[plain].written
    assert [cell for cell in spaces if not readings[cell].written] == []


def test_a_sheet_is_smoothed_only_where_the_photo_was_enlarged_and_the_more_the_more_it_was() -> None:
    """A pen line one pixel wide: kept as it is from a photo at or above 4 px/mm, spread wider
    and fainter the more the rectified sheet enlarged the photo."""
    sheet = np.full((40, 40), 220, np.uint8)
    sheet[:, 20] = 40
    assert np.array_equal(cells.smoothed(sheet, 1.0), sheet)
    twice, four_times = cells.smoothed(sheet, 2.0), cells.smoothed(sheet, 4.0)
    assert 40 < twice[10, 20] < four_times[10, 20] < 220
    assert four_times[10, 18] < twice[10, 18] < 220


def test_enlargement_is_the_rectified_resolution_over_the_photos() -> None:
    geometry = sheet_geometry(load_layout("B"))
    assert cells.enlargement(np.diag([8.0, 8.0, 1.0]), geometry) == pytest.approx(0.5)
    assert cells.enlargement(np.diag([1.0, 1.0, 1.0]), geometry) == pytest.approx(4.0)
