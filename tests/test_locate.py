"""Finding sheets in photos: markers, the grid alone, several sheets, other grids, no sheet.

Photos come from the synthetic photo maker, which records where each sheet truly lies; a
located sheet is right when every space centre, mapped from the truth into the photo and back
through the located homography, lands within 1 mm of where it belongs.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from pathlib import Path

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import Layout, load_layout, parse_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading import locate
from splitter_print.reading.debug import DebugSink
from splitter_print.reading.grid import GridMatch
from splitter_print.reading.lattice import LatticeFit
from splitter_print.reading.load import HALVED_TO_WHOLE, load_photo
from splitter_print.reading.locate import (
    Copy,
    LocatedSheet,
    NoSheetError,
    Search,
    grid_sheet,
    lattice_sheet,
    locate_in,
    locate_sheets,
    markers_sheet,
    misread_markers,
    placed_by_drawing,
    reduce,
    shows_a_pad,
    squares_and_markers,
)
from splitter_print.reading.markers import QrReader, Sighting, group_markers
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

pytestmark = pytest.mark.slow

PADS = (load_layout("A"), load_layout("B"))


@cache
def photo(**spec: object) -> SyntheticPhoto:
    spec.setdefault("megapixels", 3.0)
    return make_photo(PhotoSpec(**spec))  # type: ignore[arg-type]


def space_errors_mm(homography: np.ndarray, truth: np.ndarray, layout: Layout) -> np.ndarray:
    """Distance in sheet mm between each space centre and where ``homography`` says it is."""
    geometry = sheet_geometry(layout)
    centres = np.array([[geometry.cell_center(cell) for cell in layout.cells]], np.float64)
    in_photo = cv2.perspectiveTransform(centres, truth)
    back = cv2.perspectiveTransform(in_photo, np.linalg.inv(homography))
    return np.linalg.norm(back - centres, axis=2).ravel()


def best_error_mm(sheet: LocatedSheet, truth: np.ndarray) -> float:
    """Worst space error of the best of the sheet's homographies (main and alternatives)."""
    return min(float(space_errors_mm(h, truth, sheet.layout).max()) for h in (sheet.homography, *sheet.alternatives))


@pytest.mark.parametrize(("board", "rotation"), [("A", 8.0), ("B", -12.0), ("A", 180.0), ("B", 172.0)])
def test_markers_place_the_sheet_the_right_way_up_within_a_millimetre(board: str, rotation: float) -> None:
    shot = photo(seed=1, board=board, rotation=rotation)
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.method == "markers" and sheet.layout.name == board and sheet.alternatives == ()
    assert space_errors_mm(sheet.homography, shot.homography_truth, sheet.layout).max() < 1.0
    assert sheet.identity is not None and sheet.identity.pad == board and sheet.identity.serial == 1
    assert sheet.fit_error_mm < 0.5


@pytest.mark.parametrize(("board", "style", "markers", "rotation"), [
    ("A", "colour", "covered", 5.0), ("B", "colour", "covered", 183.0), ("A", "official", "visible", 95.0),
    ("B", "official", "visible", -20.0), ("A", "mono", "covered", 178.0)])
def test_the_grid_alone_finds_the_pad(board: str, style: str, markers: str, rotation: float) -> None:
    shot = photo(seed=2, board=board, style=style, markers=markers, rotation=rotation)
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.method in ("grid", "lattice") and sheet.layout.name == board
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


@pytest.mark.parametrize(("board", "rotation"), [("A", 180.0), ("A", 3.0), ("B", 176.0)])
def test_the_printed_panel_decides_a_grid_sheets_orientation(board: str, rotation: float) -> None:
    shot = photo(seed=3, board=board, markers="covered", rotation=rotation)
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.method == "grid" and sheet.alternatives == ()
    assert space_errors_mm(sheet.homography, shot.homography_truth, sheet.layout).max() < 1.0


def test_without_a_panel_pad_a_comes_with_its_half_turn_as_the_alternative() -> None:
    shot = photo(seed=3, board="A", markers="covered", rotation=0.0)
    image = shot.image.copy()
    geometry = sheet_geometry(PADS[0])
    panel = np.array([geometry.panel.inset(-2.0).corners], np.float64)
    cv2.fillConvexPoly(image, np.round(cv2.perspectiveTransform(panel, shot.homography_truth)[0]).astype(np.int32),
                       (225, 225, 225))
    [sheet] = locate_sheets(image, PADS)
    assert len(sheet.alternatives) == 1
    assert space_errors_mm(sheet.homography, shot.homography_truth, sheet.layout).max() < 1.0  # upright first
    turned = space_errors_mm(sheet.alternatives[0], shot.homography_truth, sheet.layout)
    assert turned.max() > 50  # the half turn puts spaces far from where they are


@pytest.mark.parametrize("seed", [4, 5])
def test_a_corner_cut_off_still_finds_the_sheet(seed: int) -> None:
    shot = photo(seed=seed, board="B", markers="cut")
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.layout.name == "B"
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


@pytest.mark.parametrize("style", ["colour", "official"])
def test_two_sheets_in_one_photo_are_found_in_reading_order(style: str) -> None:
    shot = photo(seed=6, board="A", sheets=2, style=style)
    sheets = locate_sheets(shot.image, PADS)
    assert len(sheets) == 2
    for sheet, truth in zip(sheets, shot.sheets):
        assert best_error_mm(sheet, truth.homography) < 1.0


@pytest.mark.parametrize("spec", [{"sheets": 0}, {"grid": "sudoku"}])
def test_a_photo_without_a_pad_says_so(spec: dict[str, object]) -> None:
    shot = photo(seed=7, **spec)
    with pytest.raises(NoSheetError, match="no score sheet found"):
        locate_sheets(shot.image, PADS)


OFFICIAL_TROUBLES = {
    "steep": {"tilt": 45.0, "rotation": 130.0},
    "coarse": {"megapixels": 0.54, "coverage": 0.3},
    "glare": {"glare": 0.6, "rotation": 250.0},
    "hand and a second sheet": {"hand": True, "intruder": True, "coverage": 0.6},
    "uneven light": {"light": 0.8, "rotation": 35.0},
}


@pytest.mark.parametrize("board", ["A", "B"])
@pytest.mark.parametrize("trouble", list(OFFICIAL_TROUBLES))
def test_official_pads_are_found_through_photo_troubles(board: str, trouble: str) -> None:
    shot = photo(seed=21, board=board, style="official", **OFFICIAL_TROUBLES[trouble])
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.layout.name == board
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


def test_steep_coarse_official_photos_are_within_the_working_range() -> None:
    """Up to 60 degrees off straight above (45 per axis) and about 12 px per space."""
    shot = photo(seed=23, board="B", style="official", tilt=45.0, megapixels=0.54, coverage=0.3, fill=0.5)
    pitch = space_side_px(shot.homography_truth, shot.layout)
    assert 9 < pitch < 22
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.layout.name == "B" and best_error_mm(sheet, shot.homography_truth) < 1.5


def space_side_px(homography: np.ndarray, layout: Layout) -> float:
    """The pitch in photo pixels at the sheet's centre under ``homography``."""
    from splitter_print.reading.grid import jacobian
    geometry = sheet_geometry(layout)
    scale = abs(np.linalg.det(jacobian(homography, (geometry.width / 2, geometry.height / 2))))
    return float(np.sqrt(scale) * geometry.pitch)


def test_official_pads_a_and_b_side_by_side_are_both_found_and_told_apart() -> None:
    shot = photo(seed=24, boards=("A", "B"), style="official", fill=0.5)
    sheets = locate_sheets(shot.image, PADS)
    assert [s.layout.name for s in sheets] == [t.layout.name for t in shot.sheets]
    for sheet, truth in zip(sheets, shot.sheets):
        assert best_error_mm(sheet, truth.homography) < 1.0


def test_two_of_our_sheets_side_by_side_are_both_found() -> None:
    shot = photo(seed=25, boards=("B", "A"), fill=0.5)
    sheets = locate_sheets(shot.image, PADS)
    assert [s.layout.name for s in sheets] == [t.layout.name for t in shot.sheets]
    for sheet, truth in zip(sheets, shot.sheets):
        assert best_error_mm(sheet, truth.homography) < 1.0


def test_two_of_our_small_blurred_sheets_in_a_12_mp_photo_are_both_found() -> None:
    """About 20 px a space in the 1600 px copy, markers blurred past reading: each sheet is found
    from its spaces, though digits and blur leave only about half of them as squares."""
    shot = photo(seed=104, boards=("A", "B"), megapixels=12.0, coverage=0.66, blur=2.6, rotation=277.0)
    sheets = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS)
    assert [s.layout.name for s in sheets] == [t.layout.name for t in shot.sheets]
    for sheet, truth in zip(sheets, shot.sheets):
        assert best_error_mm(sheet, truth.homography) < 1.5


@pytest.mark.parametrize("rotation", [97.0, 277.0])
def test_our_small_blurred_pad_a_turned_either_way_reads_the_right_way_up(rotation: float) -> None:
    """Pad A looks the same turned half round and its markers and QR code are blurred past
    reading: the side of the plate the panel's lines lie on settles it, beside pad B's panel."""
    shot = photo(seed=104, boards=("A", "B"), megapixels=12.0, coverage=0.66, blur=2.6, rotation=rotation)
    sheets = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS)
    assert [s.layout.name for s in sheets] == [t.layout.name for t in shot.sheets]
    for sheet, truth in zip(sheets, shot.sheets):
        assert sheet.method == "grid" and sheet.identity is None and sheet.alternatives == ()
        assert space_errors_mm(sheet.homography, truth.homography, sheet.layout).max() < 1.5


@pytest.mark.parametrize("seed", [62010, 62011])
def test_our_pad_at_about_14_px_a_space_in_a_small_photo_is_found(seed: int) -> None:
    """A 0.54 MP photo is searched again enlarged, where its markers (about 9 px) can be read."""
    shot = photo(seed=seed, board="AB"[seed % 2], megapixels=0.54, coverage=0.32)
    assert 13 < space_side_px(shot.homography_truth, shot.layout) < 17
    [sheet] = locate_sheets(shot.image, PADS)
    assert sheet.layout == shot.layout and best_error_mm(sheet, shot.homography_truth) < 1.5


@pytest.mark.parametrize(("seed", "board", "fill"), [(80104, "B", 0.5), (80020, "B", 1.0)])
def test_our_small_pad_placed_askew_by_its_markers_is_placed_by_its_whole_drawing(seed: int, board: str,
                                                                                   fill: float) -> None:
    """Tuning photos whose three small markers placed the sheet 4.2 and 3.6 mm off."""
    shot = photo(seed=seed, board=board, style="colour", megapixels=0.54, coverage=0.32, fill=fill)
    [sheet] = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS, colour=lambda: shot.image)
    assert sheet.method == "markers" and sheet.layout == shot.layout
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


def test_a_small_photo_is_enlarged_before_a_sheet_of_small_markers_is_aligned_by_its_drawing() -> None:
    """Tuning photo 99512 (0.54 MP, 14 px a space): its markers place the sheet 1.0 mm off; its
    drawing aligned in the photo's own pixels moved it 2.4 mm off, enlarged (as the search for
    whole drawn sheets is) 0.6 mm."""
    shot = photo(seed=99512, board="B", style="colour", megapixels=0.54, coverage=0.32)
    [sheet] = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS, colour=lambda: shot.image)
    assert sheet.method == "markers" and sheet.layout == shot.layout
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


@pytest.mark.parametrize(("skew_mm", "moved"), [(0.0, False), (3.0, True)])
def test_a_small_pad_placed_by_markers_is_moved_by_its_drawing_only_when_it_lies_elsewhere(skew_mm: float,
                                                                                         moved: bool) -> None:
    shot = photo(seed=80008, board="B", style="colour", megapixels=0.54, coverage=0.32)
    small, to_full = reduce(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY))
    skew = np.array([[1.0, 0, skew_mm], [0, 1.0, 0], [0, 0, 1.0]])  # the sheet shifted along its width
    placed = LocatedSheet(shot.layout, shot.homography_truth @ skew, (), "markers", None, 0.0)
    again = placed_by_drawing(placed, small, to_full)
    assert (again is not placed) == moved
    assert best_error_mm(again, shot.homography_truth) < 1.0


@pytest.mark.parametrize("grey", [False, True])
@pytest.mark.parametrize(("board", "rotation"), [("A", 180.0), ("B", 3.0), ("B", 170.0)])
def test_the_card_tells_which_way_up_an_official_pad_lies(board: str, rotation: float, grey: bool) -> None:
    """The orange panel in colour; in grey the card's background, dark at the top, bright below."""
    shot = photo(seed=26, board=board, style="official", rotation=rotation, fill=0.0)
    image = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY) if grey else shot.image
    [sheet] = locate_sheets(image, PADS)
    assert sheet.alternatives == ()
    assert space_errors_mm(sheet.homography, shot.homography_truth, sheet.layout).max() < 1.0


def test_a_large_black_and_white_chessboard_is_not_a_pad() -> None:
    board = np.kron(np.indices((8, 8)).sum(axis=0) % 2 * 255, np.ones((275, 275))).astype(np.uint8)
    with pytest.raises(NoSheetError, match="no score sheet found"):
        locate_sheets(cv2.cvtColor(board, cv2.COLOR_GRAY2BGR), PADS)


def test_a_chessboard_is_not_a_pad() -> None:
    board = np.kron((np.indices((9, 9)).sum(axis=0) % 2) * 200 + 30, np.ones((60, 60))).astype(np.uint8)
    image = np.full((800, 800), 140, np.uint8)
    image[130:670, 130:670] = board
    with pytest.raises(NoSheetError):
        locate_sheets(cv2.cvtColor(image, cv2.COLOR_GRAY2BGR), PADS)


def test_a_custom_layout_is_told_apart_from_the_shipped_pads() -> None:
    tiny = parse_layout('name = "T"\npattern = """\n#..#\n####\n####\n.##.\n"""')
    shot = photo(seed=8, board=tiny, style="official")
    [sheet] = locate_sheets(shot.image, (*PADS, tiny))
    assert sheet.layout == tiny
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


def test_only_the_given_layouts_are_looked_for() -> None:
    shot = photo(seed=9, board="A", style="official")
    with pytest.raises(NoSheetError, match="is not pad B"):
        locate_sheets(shot.image, (PADS[1],))


def test_debug_pictures_are_numbered_in_pipeline_order(tmp_path: Path) -> None:
    shot = photo(seed=3, board="A", markers="covered", rotation=3.0)
    locate_sheets(shot.image, PADS, debug=DebugSink(tmp_path))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names[0] == "00-reduced-1600.png" and names[-1].endswith("-sheets.png")
    assert {"threshold-dark", "threshold-light", "squares", "markers", "lattice"} <= {n[3:-4] for n in names}
    assert [int(n[:2]) for n in names] == list(range(len(names)))


@pytest.mark.parametrize("markers", ["visible", "covered"])
def test_a_large_photo_is_searched_reduced_but_placed_in_full_resolution_pixels(markers: str) -> None:
    shot = photo(seed=10, board="B", megapixels=12.0, markers=markers)
    assert max(shot.image.shape) > 3000
    [sheet] = locate_sheets(shot.image, PADS)
    assert best_error_mm(sheet, shot.homography_truth) < 1.0


def test_a_marked_sheet_without_its_qr_code_is_named_by_its_spaces() -> None:
    """Pad B placed by its markers but named A (as small markers with the QR code unread may
    name it) is named B again by which positions hold spaces, and says so."""
    from dataclasses import replace

    from splitter_print.reading.locate import named_by_spaces, reduce

    shot = photo(seed=3, board="B")
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    [sheet] = locate_sheets(grey, PADS)
    assert sheet.method == "markers" and sheet.layout.name == "B"
    small, to_full = reduce(grey)
    misnamed = replace(sheet, layout=PADS[0], identity=None)
    renamed = named_by_spaces(misnamed, small, to_full, PADS)
    assert renamed.layout.name == "B" and any("chosen over pad A" in w for w in renamed.warnings)
    assert named_by_spaces(replace(sheet, identity=None), small, to_full, PADS).warnings == sheet.warnings


def test_a_publishers_sheet_small_in_the_search_copy_but_large_in_a_12_mp_photo_is_turned_in_grey() -> None:
    """The grey card is judged at full resolution, so the pitch there decides whether the
    colours are needed (about 53 px: no), not the pitch in the search copies (about 13 px in the
    1000 px one, 21 px in the 1600 px one)."""
    shot = photo(seed=81001, board="B", style="official", megapixels=12.0, coverage=0.25)
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    asked: list[int] = []

    def colour() -> np.ndarray:
        asked.append(1)
        return np.asarray(shot.image)

    [sheet] = locate_sheets(grey, PADS, colour=colour)
    assert 40 < space_side_px(shot.homography_truth, shot.layout) < 70
    assert sheet.method == "lattice" and sheet.alternatives == () and not asked
    assert space_errors_mm(sheet.homography, shot.homography_truth, sheet.layout).max() < 1.0


def test_a_steep_12_mp_pad_no_lattice_fits_in_the_quick_copy_is_found_in_the_reduced_copy() -> None:
    """Its light region fails in the 1000 px copy and is fitted again at 1600 px (a fresh
    measuring photo was missed when the quick copy's failure was remembered)."""
    shot = photo(seed=96001, board="A", style="official", megapixels=12.0, tilt=45.0)
    [sheet] = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS)
    assert sheet.layout == shot.layout and best_error_mm(sheet, shot.homography_truth) < 1.5


def test_our_pad_with_a_hand_over_its_edge_and_a_second_card_in_view_is_found_without_error() -> None:
    """A grid match placed where all is black gave the card's background test nothing to
    compare (a division by zero: a tuning photo's scan stopped with a traceback)."""
    shot = photo(seed=80100, board="A", style="colour", hand=True, intruder=True, coverage=0.65)
    [sheet] = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS, colour=lambda: shot.image)
    assert sheet.layout == shot.layout and best_error_mm(sheet, shot.homography_truth) < 1.0


def located_as_saved(shot: SyntheticPhoto) -> list[LocatedSheet]:
    """The sheets found in the photo as its JPEG decodes, searched in grey with its colours
    at hand, as a scan does."""
    image = cv2.imdecode(np.frombuffer(shot.jpeg, np.uint8), cv2.IMREAD_COLOR)
    return locate_sheets(cv2.cvtColor(image, cv2.COLOR_BGR2GRAY), PADS, colour=lambda: image)


def test_a_fit_stretched_over_a_glare_beside_an_official_pad_is_dropped_and_fitted_again_finer() -> None:
    """The light region holds the glare too: on a coarse level the pattern fits it stretched (92
    px spaces placed at 104 px) and passes; the next finer level shows no dividers under that
    fit, so it is dropped and the region fitted again there."""
    shot = photo(seed=70039, board="A", style="official", glare=0.55, fill=0.5)
    [sheet] = located_as_saved(shot)
    assert sheet.method == "lattice" and sheet.layout.name == "A"
    assert best_error_mm(sheet, shot.homography_truth) < 1.5


@pytest.mark.parametrize(("seed", "board"), [(70014, "A"), (70044, "B")])
def test_a_small_official_pad_whose_light_region_holds_its_card_is_found_by_its_lighter_part(
        seed: int, board: str) -> None:
    """About 10 px a space in a dim 0.54 MP photo: the cells, the panel and the glow make one
    light region about twice the pattern's size; the lighter part of it is the pattern."""
    shot = photo(seed=seed, board=board, style="official", megapixels=0.54, coverage=0.24, fill=0.5)
    assert 9 < space_side_px(shot.homography_truth, shot.layout) < 12
    [sheet] = located_as_saved(shot)
    assert sheet.layout.name == board and best_error_mm(sheet, shot.homography_truth) < 1.5


def test_a_small_official_pad_joined_to_the_lighter_half_of_a_table_is_found_as_a_last_resort() -> None:
    """The table's light gradient puts Otsu's threshold inside the table; the sheet, about 9 px
    a space, joins the lighter half, a region the picture's edge cuts. With no sheet found
    otherwise, the lighter part of that region is fitted."""
    shot = photo(seed=80164, board="B", style="official", megapixels=0.54, coverage=0.24, fill=0.5)
    assert 9 < space_side_px(shot.homography_truth, shot.layout) < 10
    [sheet] = located_as_saved(shot)
    assert sheet.layout.name == "B" and best_error_mm(sheet, shot.homography_truth) < 1.5


def test_a_12_mp_grid_sheet_of_ours_too_small_to_be_sure_is_checked_whole_after_the_quick_look() -> None:
    """Markers covered, QR code blurred past reading, spaces of about 26 px in the reduced 1600 px
    copy: the quick 1000 px look finds the sheet by its squares, but not surely, so the search
    goes on to the reduced copy and the whole sheet is drawn to check it, as for a smaller photo."""
    shot = photo(seed=83002, board="A", megapixels=12.0, markers="covered", coverage=0.5, blur=2.0)
    sink = DebugSink()
    [sheet] = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS, debug=sink)
    assert sheet.method == "grid" and sheet.identity is None and "drawn" in sink.timings
    assert best_error_mm(sheet, shot.homography_truth) < 1.5


def test_a_steep_official_pad_fitted_a_quarter_turn_off_on_a_coarse_level_is_fitted_again_finer() -> None:
    """Seen 45 degrees off on both axes, the coarsest level's starts reach only pad A turned a
    quarter (correlation 0.73, spaces and holes and dividers show clearly enough to pass); one
    level finer it correlates 0.66, less than any fit passes with, so it is dropped and the
    region fitted afresh there (0.95, placed right)."""
    shot = photo(seed=80085, board="A", style="official", tilt=45.0)
    [sheet] = located_as_saved(shot)
    assert sheet.method == "lattice" and sheet.layout.name == "A"
    assert best_error_mm(sheet, shot.homography_truth) < 1.5


def test_a_small_official_pad_placed_right_only_by_its_third_start_is_found() -> None:
    """About 10 px a space, the light region holds the panel's boxes too: of its starts, recentred,
    the four best were two and their half turns, and only the next one is aligned right.
    Different starts are aligned, not a start and its half turn."""
    shot = photo(seed=80146, board="A", style="official", megapixels=0.54, coverage=0.24)
    assert 9 < space_side_px(shot.homography_truth, shot.layout) < 10
    [sheet] = located_as_saved(shot)
    assert sheet.layout.name == "A" and best_error_mm(sheet, shot.homography_truth) < 1.5


def test_a_small_official_pad_fitted_passing_but_wrong_is_fitted_again_by_its_lighter_part() -> None:
    """About 10 px a space: the light region, holding more than the pattern, is fitted 70 mm off
    with correlation 0.84, enough to pass; its lighter part is fitted right with 0.96."""
    shot = photo(seed=80242, board="A", style="official", megapixels=0.54, coverage=0.24)
    assert 9 < space_side_px(shot.homography_truth, shot.layout) < 11
    [sheet] = located_as_saved(shot)
    assert sheet.layout.name == "A" and best_error_mm(sheet, shot.homography_truth) < 1.5


def test_a_layout_fitting_the_cells_almost_as_well_is_reported_and_one_far_behind_is_not() -> None:
    a = load_layout("A")
    grey = np.zeros((400, 600), np.uint8)
    homography = np.array([[30.0, 0, 100], [0, 30.0, 80], [0, 0, 1]])
    near = lattice_sheet(LatticeFit(a, homography, 0.90, runner_up=("B", 0.87)), grey, np.eye(3))
    far = lattice_sheet(LatticeFit(a, homography, 0.90, runner_up=("B", 0.80)), grey, np.eye(3))
    assert near.layout == a
    assert near.warnings == ("pad B fits almost as well as pad A (0.87 against 0.90): check the pad",)
    assert far.warnings == ()


def copies_searched(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, ...]]:
    """The shapes of the copies (or parts of them) :func:`~.locate.locate_in` is asked to search, as asked."""
    searched: list[tuple[int, ...]] = []
    real = locate.locate_in

    def recording(copy: Copy, search: Search, known: list[LocatedSheet] | None = None) -> locate.Found:
        searched.append(copy.grey.shape[:2])
        return real(copy, search, known)

    monkeypatch.setattr(locate, "locate_in", recording)
    return searched


@pytest.mark.parametrize("halved", [False, True])
def test_small_spaces_in_a_large_photos_quick_look_send_the_search_on_to_twice_the_reduced_size(
        monkeypatch: pytest.MonkeyPatch, halved: bool) -> None:
    """Two of our sheets at 10-11 px a space in the quick 1000 px look would be 17 px in the
    1600 px copy, still too small to end the search: that copy is not searched, the 3200 px one
    is (both sheets are found in all three). The same from a half-size copy of the photo with
    the whole one at hand (``finer``): the copies are those of the whole photo, the 3200 px one
    made from the whole, and both QR codes (about 36 px in the half) are read."""
    searched = copies_searched(monkeypatch)
    shot = photo(seed=96011, board="B", style="mono", boards=("A", "B"), megapixels=12.0)
    whole = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
    to_whole = HALVED_TO_WHOLE if halved else np.eye(3)
    sheets = locate_sheets(half, PADS, finer=lambda: whole) if halved else locate_sheets(whole, PADS)
    assert [max(shape) for shape in searched] == [1000, 3200]
    assert sorted(s.layout.name for s in sheets) == ["A", "B"]
    for sheet in sheets:
        truth = next(t for t in shot.sheets if t.layout == sheet.layout)
        assert sheet.identity is not None and sheet.identity.matches(sheet.layout)
        assert space_errors_mm(to_whole @ sheet.homography, truth.homography, sheet.layout).max() < 1.5


def test_two_markers_the_spaces_disagree_with_by_a_millimetre_place_no_sheet() -> None:
    square = np.array([(0, 0), (40, 0), (40, 40), (0, 40)], np.float32)
    group = [Sighting(0, square), Sighting(3, square + 500)]
    sheet = LocatedSheet(PADS[1], np.eye(3), (), "markers", None, 0.61)
    assert not misread_markers(group, sheet, np.eye(3))
    assert misread_markers(group, dataclasses.replace(sheet, fit_error_mm=1.12), np.eye(3))
    assert not misread_markers([*group, Sighting(1, square + 250)], dataclasses.replace(sheet, fit_error_mm=1.12),
                               np.eye(3))


def test_a_sheet_two_markers_and_a_hands_shadow_would_place_wrong_is_found_by_its_spaces(tmp_path: Path) -> None:
    """Seed 107034 (12 MP, a hand over our pad B, decoded at half size): two markers seen, the
    spaces under the hand's shadow matched off, a fit 20 mm off with an error of 1.1 mm; the
    sheet is now found from its grid of spaces instead."""
    shot = photo(seed=107034, board="B", style="colour", megapixels=12.0, hand=True, intruder=True, coverage=0.65,
                 fill=0.5)
    path = tmp_path / "hand.jpg"
    path.write_bytes(shot.jpeg)
    loaded = load_photo(path, grey=True, halve_from=3200)
    [sheet] = locate_sheets(loaded.image, PADS, finer=loaded.whole)
    assert sheet.layout.name == "B"
    assert space_errors_mm(HALVED_TO_WHOLE @ sheet.homography, shot.homography_truth, sheet.layout).max() < 1.0


def test_the_publishers_cards_are_located_in_a_halved_photo_without_the_whole_one() -> None:
    """Two publisher's sheets at 20 px a space in the half of a 12 MP photo: found as grids of
    squares or lattices, never asked for a QR code (the card has none), so the whole photo is
    not decoded to read one."""
    shot = photo(seed=96011, board="A", style="official", boards=("A", "B"), megapixels=12.0)
    whole = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
    asked: list[int] = []
    sheets = locate_sheets(half, PADS, finer=lambda: asked.append(1) or whole)
    assert not asked
    assert sorted(s.layout.name for s in sheets) == ["A", "B"]
    for sheet in sheets:
        truth = next(t for t in shot.sheets if t.layout == sheet.layout)
        assert best_error_mm(dataclasses.replace(sheet, homography=HALVED_TO_WHOLE @ sheet.homography,
                                                 alternatives=tuple(HALVED_TO_WHOLE @ h for h in sheet.alternatives)),
                             truth.homography) < 1.5


@pytest.mark.parametrize("seed", [116341, 117417])
def test_a_second_sheet_too_small_for_the_quick_look_is_found_in_the_next_copy(seed: int) -> None:
    """12 MP, pad A found in the quick 1000 px look (by its markers; by its spaces and QR code),
    pad B farther off at 8 px a space there (no markers, no squares found): its paper, with dark
    corners, sends the search on to the 1600 px copy, where both are found (before, pad B was
    silently left out)."""
    shot = photo(seed=seed, board="A", boards=("A", "B"), megapixels=12.0)
    sheets = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS)
    assert sorted(s.layout.name for s in sheets) == ["A", "B"]
    for sheet in sheets:
        truth = next(t for t in shot.sheets if t.layout == sheet.layout)
        assert space_errors_mm(sheet.homography, truth.homography, sheet.layout).max() < 1.0


def test_a_sheet_on_two_markers_whose_place_shows_no_pad_is_found_by_its_spaces() -> None:
    """12 MP, blurred: pad B's two far markers are not found in the 3200 px copy, the other two
    and spaces matched a column off placed it 15 mm off with a fit error of 0.94 mm; there its
    spaces and holes show no pad (agreement 0.66), so its squares are left to the grid search."""
    shot = photo(seed=116915, board="B", boards=("A", "B"), megapixels=12.0)
    sheets = locate_sheets(cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY), PADS)
    assert sorted(s.layout.name for s in sheets) == ["A", "B"]
    for sheet in sheets:
        truth = next(t for t in shot.sheets if t.layout == sheet.layout)
        assert space_errors_mm(sheet.homography, truth.homography, sheet.layout).max() < 1.0


@pytest.mark.parametrize("board", ["A", "B"])
def test_a_sheet_placed_a_pitch_off_shows_no_pad_and_placed_right_does(board: str) -> None:
    shot = photo(seed=31, board=board)
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    pitch = sheet_geometry(shot.layout).pitch
    right = LocatedSheet(shot.layout, shot.homography_truth, (), "markers", None, 0.3)
    assert shows_a_pad(grey, right, np.eye(3), PADS)
    for shift in ((pitch, 0.0), (0.0, -pitch)):
        off = dataclasses.replace(right, homography=shot.homography_truth @ np.array(
            [[1.0, 0, shift[0]], [0, 1, shift[1]], [0, 0, 1]]))
        assert not shows_a_pad(grey, off, np.eye(3), PADS)


@pytest.mark.parametrize("board", ["A", "B"])
def test_a_grid_sheet_of_ours_whose_qr_code_is_unread_is_refused_where_it_shows_no_pad(board: str) -> None:
    """Squares of a blurred sheet, some unseen, can match a pad a pitch or a quarter turn off;
    with no QR code read to confirm it, such a placing is refused, and a right one kept."""
    shot = photo(seed=31, board=board)
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    unread = QrReader(np.full(grey.shape, 255, np.uint8))
    pitch = sheet_geometry(shot.layout).pitch

    def match(homography: np.ndarray) -> GridMatch:
        return GridMatch(shot.layout, (homography,), (1.0,), (0.3,))

    right = grid_sheet(match(shot.homography_truth), grey, unread, np.eye(3), PADS)
    assert right is not None and right.identity is None
    off = shot.homography_truth @ np.array([[1.0, 0, pitch], [0, 1, 0], [0, 0, 1]])
    assert grid_sheet(match(off), grey, unread, np.eye(3), PADS) is None


def test_a_blurred_sheet_whose_squares_match_a_pad_turned_is_found_whole_beside_the_other(tmp_path: Path) -> None:
    """Seed 119281 (12 MP, decoded at half size): pad A out of focus beside pad B, its markers
    unread, a few of its squares matched pad A turned a quarter over pad B's side, a placing
    that shows no pad; refused in every copy, the sheet is found whole in the largest one
    (before: read 81 mm off, without a word)."""
    assert_pair_found_as_scanned(119281, tmp_path)


def assert_pair_found_as_scanned(seed: int, tmp_path: Path) -> None:
    """Our colour pads A and B side by side in a 12 MP photo of ``seed``, decoded at half size as
    a scan does: both found, every space within a millimetre."""
    shot = photo(seed=seed, board="A", boards=("A", "B"), style="colour", megapixels=12.0)
    path = tmp_path / "pair.jpg"
    path.write_bytes(shot.jpeg)
    loaded = load_photo(path, grey=True, halve_from=3200)
    sheets = locate_sheets(loaded.image, PADS, finer=loaded.whole)
    assert sorted(s.layout.name for s in sheets) == ["A", "B"]
    for sheet in sheets:
        truth = next(t for t in shot.sheets if t.layout == sheet.layout)
        assert space_errors_mm(HALVED_TO_WHOLE @ sheet.homography, truth.homography, sheet.layout).max() < 1.0


def test_a_quick_look_that_places_a_sheet_on_two_markers_does_not_end_the_search(tmp_path: Path) -> None:
    """Seed 123813: the 1000 px quick look places pad A on two markers and the spaces it finds
    at 16 px a space (a fit error of 0.24 mm, yet a space 1.9 mm off, beyond what the cutter
    forgives) and pad B by its grid; the 1600 px copy places both on three markers within
    0.2 mm (before: the search ended at the quick look)."""
    assert_pair_found_as_scanned(123813, tmp_path)


def test_sheets_placed_by_markers_in_the_whole_photos_pixels_are_not_placed_again_by_their_drawing(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Seed 300 (12 MP, our pads A and B, decoded at half size as a scan does): spaces too small
    in the quick look to end the search, found again by their markers in the 3200 px copy of
    the whole photo at 46-48 px a space. Their markers and spaces there place them within
    half a millimetre; their drawing, aligned in the 1600 px copy, is not asked (it placed such
    sheets 0.14-0.48 mm off, their markers 0.08-0.22 mm)."""
    searched = copies_searched(monkeypatch)
    drawn: list[LocatedSheet] = []

    def noting(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> LocatedSheet:
        drawn.append(sheet)
        return sheet

    monkeypatch.setattr(locate, "placed_by_drawing", noting)
    shot = photo(seed=300, board="A", boards=("A", "B"), style="colour", megapixels=12.0)
    path = tmp_path / "pair.jpg"
    path.write_bytes(shot.jpeg)
    loaded = load_photo(path, grey=True, halve_from=3200)
    sheets = locate_sheets(loaded.image, PADS, finer=loaded.whole)
    assert [max(shape) for shape in searched] == [1000, 3200]
    assert sorted(s.layout.name for s in sheets) == ["A", "B"] and not drawn
    for sheet in sheets:
        truth = next(t for t in shot.sheets if t.layout == sheet.layout)
        assert sheet.method == "markers" and sheet.identity is not None and sheet.identity.matches(sheet.layout)
        assert space_errors_mm(HALVED_TO_WHOLE @ sheet.homography, truth.homography, sheet.layout).max() < 0.5


def scribbled_code(shot: SyntheticPhoto) -> np.ndarray:
    """The photo's grey with its sheet's QR code scribbled over: no code, yet not blank."""
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    qr = cv2.perspectiveTransform(np.array([sheet_geometry(shot.layout).qr.inset(-3).corners], np.float64),
                                  shot.homography_truth)[0]
    x, y, w, h = cv2.boundingRect(qr.astype(np.float32))
    modules = np.random.default_rng(1).integers(0, 2, (24, 24), dtype=np.uint8) * 255
    grey[y:y + h, x:x + w] = cv2.resize(modules, (w, h), interpolation=cv2.INTER_NEAREST)
    return grey


@pytest.mark.parametrize("board", ["A", "B"])
def test_a_sheet_its_markers_place_and_its_spaces_name_is_not_searched_for_an_unreadable_code(board: str) -> None:
    """Four markers and the spaces name the pad: a QR code scribbled over is decoded where
    placed and not searched for (nothing added to the reader's unread places); on two markers
    alone it is searched for."""
    shot = photo(seed=41, board=board)
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    squares, sightings = squares_and_markers(grey, DebugSink())
    [(group, possible)] = group_markers(sightings, PADS)
    assert len(group) == 4
    reader = QrReader(scribbled_code(shot))
    sheet = markers_sheet(group, possible, squares, reader, np.eye(3))
    assert sheet.layout == shot.layout and sheet.identity is None and reader.unread == []
    two = sorted(group, key=lambda s: s.id)[:2]
    markers_sheet(two, possible, squares, reader, np.eye(3))
    assert len(reader.unread) == 1


def test_the_quick_look_decodes_a_marked_sheets_qr_code_where_placed_and_does_not_search_for_it() -> None:
    """Pad A looked for alone (its spaces cannot name it among others, so its code is wanted):
    a code scribbled over is searched for in a copy that ends the search, not in a quick look."""
    shot = photo(seed=41, board="A")
    grey = scribbled_code(shot)
    for quick, searched in ((True, 0), (False, 1)):
        reader = QrReader(grey)
        found = locate_in(Copy(grey, grey, np.eye(3), quick), Search(grey, PADS[:1], DebugSink(), reader))
        assert [s.layout.name for s in found.sheets] == ["A"] and len(reader.unread) == searched


def test_a_second_sheet_beside_the_first_found_after_an_empty_quick_look_is_looked_for(tmp_path: Path) -> None:
    """Seed 123553: the 1000 px quick look finds neither sheet; the 1600 px copy finds pad A by
    its markers, pad B farther away shows no marker there. Its paper is looked for in that copy
    too, as it would have been in the quick look had pad A been found there, and pad B is found
    in the next copy (before: pad A alone)."""
    assert_pair_found_as_scanned(123553, tmp_path)


def test_a_quick_looks_grid_sheet_too_small_for_its_panel_to_judge_does_not_end_the_search(tmp_path: Path) -> None:
    """Seed 122253: in the 1000 px quick look only two markers show, and pad B's squares fit
    pad B turned half round over its own grid (its stars under digits), a placing 139 mm off
    that shows the pad's spaces perfectly. Its spaces are under the size at which the printed
    panel judges the way up, so the search goes on, and both sheets are found by their markers
    (before: pad B alone, placed so, without a word)."""
    assert_pair_found_as_scanned(122253, tmp_path)
