"""Our own pads at 12-14 px a space (markers and squares too small), found whole as a drawn sheet.

Photos come from the synthetic photo maker (0.54 MP, the sheet a quarter of the frame), which
records where each sheet truly lies and what is written on it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import Layout, load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.locate.drawn import (
    DRAWN,
    find_drawn_sheets,
    layout_agreement,
    marker_blobs,
    marker_starts,
    position_structure,
    sheet_template,
)
from splitter_print.reading.locate.search import locate_sheets
from splitter_print.reading.result import SheetReading
from splitter_print.reading.scan import scan_photo
from splitter_testkit.placing import worst_space_error_mm
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

pytestmark = pytest.mark.slow

PADS = (load_layout("A"), load_layout("B"))


@cache
def photo(seed: int, style: str) -> SyntheticPhoto:
    return make_photo(PhotoSpec(seed=seed, board="AB"[seed % 2], style=style, megapixels=0.54, coverage=0.28))


def pitch_px(homography: np.ndarray, layout: Layout) -> float:
    geometry = sheet_geometry(layout)
    centre = np.array([[(geometry.width / 2, geometry.height / 2), (geometry.width / 2 + geometry.pitch,
                                                                     geometry.height / 2)]], np.float64)
    a, b = cv2.perspectiveTransform(centre, homography)[0]
    return float(np.linalg.norm(b - a))


SMALL_PHOTOS = [(63001, "colour"), (63001, "mono"), (63010, "colour"), (63010, "mono"), (63011, "mono")]
"""Pads A and B, colour and mono, at 12-14 px a space."""


@cache
def small_reading(seed: int, style: str, folder: Path) -> tuple[SyntheticPhoto, SheetReading]:
    shot = photo(seed, style)
    path = folder / f"small-{seed}-{style}.jpg"
    path.write_bytes(shot.jpeg)
    [reading] = scan_photo(path)
    return shot, reading


@pytest.fixture(scope="module")
def small_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("small")


@pytest.mark.parametrize(("seed", "style"), SMALL_PHOTOS)
def test_our_pad_at_12_to_14_px_a_space_is_found_and_named(seed: int, style: str, small_folder: Path) -> None:
    """The right pad within 1.5 mm; the only warning asks for a closer photo."""
    shot, reading = small_reading(seed, style, small_folder)
    [truth] = shot.sheets
    assert 12 <= pitch_px(truth.homography, truth.layout) <= 14
    assert reading.layout == truth.layout
    assert [str(warning)[:31] for warning in reading.warnings] == ["the sheet is small in the photo"]
    assert reading.evidence.homography is not None
    assert worst_space_error_mm(reading.evidence.homography, truth.homography, truth.layout) < 1.5


def test_most_digits_of_our_pads_at_12_to_14_px_a_space_are_read(small_folder: Path) -> None:
    """At least four digits in five right over the table's sheets: a rate, not a sheet's count."""
    right = written = 0
    for seed, style in SMALL_PHOTOS:
        shot, reading = small_reading(seed, style, small_folder)
        [truth] = shot.sheets
        cells = [cell for cell in truth.layout.cells if truth.sheet.value(cell) is not None]
        written += len(cells)
        right += sum(reading.sheet.value(cell) == truth.sheet.value(cell) for cell in cells)
    assert right >= 0.8 * written


def test_a_small_photo_is_searched_enlarged_for_a_drawn_sheet(tmp_path: Path) -> None:
    """Our mono pad at 12 px a space in a 0.54 MP photo, whose drawing aligned in the photo's
    own pixels lies 2.3 mm off: searched enlarged, it is found, named and placed within 1.5 mm."""
    shot = photo(63015, "mono")
    [truth] = shot.sheets
    assert 11.5 <= pitch_px(truth.homography, truth.layout) <= 12.5
    path = tmp_path / "small.jpg"
    path.write_bytes(shot.jpeg)
    [reading] = scan_photo(path)
    assert reading.layout == truth.layout and reading.method == "drawn"
    assert reading.evidence.homography is not None
    assert worst_space_error_mm(reading.evidence.homography, truth.homography, truth.layout) < 1.5


def test_a_blank_card_and_a_grid_of_the_sheets_size_are_no_sheet() -> None:
    """A light card of our sheet's size with nothing on it, and one ruled into squares
    everywhere (no holes where the pads have none), on a dark table: no pad is found."""
    geometry = sheet_geometry(PADS[0])
    table = np.full((400, 600), 50, np.uint8)
    scale = 1.3
    x0, y0 = 150, 100
    w, h = round(geometry.width * scale), round(geometry.height * scale)
    blank = table.copy()
    blank[y0:y0 + h, x0:x0 + w] = 220
    ruled = blank.copy()
    step = geometry.pitch * scale
    for k in range(int(w / step) + 1):
        cv2.line(ruled, (round(x0 + k * step), y0), (round(x0 + k * step), y0 + h - 1), 90, 1)
    for k in range(int(h / step) + 1):
        cv2.line(ruled, (x0, round(y0 + k * step)), (x0 + w - 1, round(y0 + k * step)), 90, 1)
    assert find_drawn_sheets(blank, PADS) == []
    assert find_drawn_sheets(ruled, PADS) == []


def test_the_drawn_sheet_places_its_spaces_where_the_geometry_does() -> None:
    """In the template at 1 px a mm, a space's middle is paper-light, the plate beside the
    pattern is darker, and a marker's border black (read off ``sheet_geometry``)."""
    layout = PADS[1]
    geometry = sheet_geometry(layout)
    drawn, to_mm = sheet_template(layout, 1.0)
    assert np.allclose(to_mm @ [0, 0, 1], [0.5, 0.5, 1])
    x, y = geometry.cell_center(next(iter(layout.spaces)))
    assert drawn[int(y), int(x)] == pytest.approx(1.0)
    plate = geometry.plate
    assert drawn[int(plate.y + 1), int(plate.x + 1)] < 0.9
    marker = geometry.markers[0].rect
    assert drawn[int(marker.y), int(marker.x)] < 0.2


def test_which_pad_is_told_by_where_the_positions_vary() -> None:
    """A photo-like map of pad B's positions (spaces vary, holes are flat) agrees fully with
    pad B and less with pad A; a map that varies everywhere agrees with neither."""
    a, b = PADS
    structure = np.array([[9.0 if (r, c) in b.spaces else 2.0 for c in range(b.cols)] for r in range(b.rows)])
    assert layout_agreement(structure, b) == 1.0
    assert layout_agreement(structure, a) < 0.8
    assert layout_agreement(np.full((b.rows, b.cols), 9.0), b) == 0.5


def test_the_structure_of_a_flat_picture_is_flat() -> None:
    """Every position of a uniform picture varies by nothing."""
    geometry = sheet_geometry(PADS[0])
    structure = position_structure(np.full((200, 300), 128, np.float32), np.eye(3), geometry)
    assert structure.shape == (PADS[0].rows, PADS[0].cols) and float(structure.max()) == 0.0


@pytest.mark.parametrize(("seed", "fill"), [(113266, 1.0), (113494, 0.5)])
def test_a_small_sheet_whose_paper_outline_misleads_is_placed_from_its_four_markers(seed: int, fill: float) -> None:
    """Our colour pad at 12-14 px a space, its paper merged with a light table (113494) or its
    outline's right turn correlating less than wrong ones (113266): the four markers, too small
    to read but dark filled squares, place it; the spaces tell its turn and pad."""
    shot = make_photo(PhotoSpec(seed=seed, board="A", style="colour", megapixels=0.54, coverage=0.32, fill=fill))
    [truth] = shot.sheets
    image = cv2.imdecode(np.frombuffer(shot.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    [sheet] = locate_sheets(image, PADS)
    assert (sheet.method, sheet.layout) == ("drawn", truth.layout)
    assert worst_space_error_mm(sheet.homography, truth.homography, truth.layout) < 1.5


def test_four_dark_squares_where_markers_go_on_a_blank_card_are_no_sheet() -> None:
    """The markers alone place a start, but the card shows no spaces where the pads have them."""
    geometry = sheet_geometry(PADS[0])
    picture = np.full((400, 600), 60, np.uint8)
    scale, x0, y0 = 1.3, 150, 100
    picture[y0:y0 + round(geometry.height * scale), x0:x0 + round(geometry.width * scale)] = 220
    for marker in geometry.markers:
        r = marker.rect
        picture[round(y0 + r.y * scale):round(y0 + (r.y + r.h) * scale),
                round(x0 + r.x * scale):round(x0 + (r.x + r.w) * scale)] = 25
    blobs = marker_blobs(picture)
    assert len(blobs) == 4 and len(marker_starts(blobs, geometry)) == 1
    assert find_drawn_sheets(picture, PADS) == []


def test_a_table_patterned_with_dark_squares_gives_few_groups_to_align() -> None:
    """A checked tablecloth's squares look like markers: at most a few groups of four are aligned."""
    picture = np.full((600, 800), 200, np.uint8)
    for row in range(0, 600, 120):
        for col in range(0, 800, 120):
            picture[row + 20:row + 34, col + 20:col + 34] = 30
    groups = marker_starts(marker_blobs(picture), sheet_geometry(PADS[0]))
    assert 0 < len(groups) <= DRAWN.max_groups
    assert find_drawn_sheets(picture, PADS) == []
