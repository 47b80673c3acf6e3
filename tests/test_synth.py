"""The photo maker: its truth matches the pixels, it repeats itself exactly, and its options do
what the reader's tests rely on."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
from pathlib import Path
from types import ModuleType

import cv2
import numpy as np
import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.layout import load_layout
from splitter_print.paper.geometry import ARUCO_DICTIONARY, Rect, sheet_geometry
from splitter_testkit import paths, synth
from splitter_testkit.synth import PhotoSpec, make_photo


def load_tool(path: Path) -> ModuleType:
    """A script from tools/ imported by path (tools/ is not a package)."""
    module_spec = importlib.util.spec_from_file_location(path.stem, path)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return module


RECT_PX = 10
"""Pixels per millimetre of the rectified sheets the tests measure on."""


def _has_handwriting() -> bool:
    try:
        synth.digit_pool("auto")
    except SplitterError:
        return False
    return True


needs_handwriting = pytest.mark.skipif(not _has_handwriting(), reason="no held-out handwriting: neither "
                                       "../shared/data nor splitter_testkit/fixtures/heldout_digits.npz is present")

CLEAN = PhotoSpec(seed=3, megapixels=2.0, rotation=0.0, tilt=0.0, curl=0.0, light=0.0, shadow=False,
                  blur=0.0, noise=0.0, jpeg_quality=95, coverage=0.85, fill=0.0)


def rectify(photo: synth.SyntheticPhoto, index: int = 0, colour: bool = False) -> np.ndarray:
    """The photo's sheet in sheet millimetres at RECT_PX, through the TRUE homography."""
    truth = photo.sheets[index]
    g = sheet_geometry(truth.layout)
    to_rect = np.array([[RECT_PX, 0, -0.5], [0, RECT_PX, -0.5], [0, 0, 1]]) @ np.linalg.inv(truth.homography)
    size = (round(g.width * RECT_PX), round(g.height * RECT_PX))
    sheet = cv2.warpPerspective(photo.image, to_rect, size)
    return sheet if colour else cv2.cvtColor(sheet, cv2.COLOR_BGR2GRAY)


def peak(profile: np.ndarray) -> float:
    """The position of the darkest line in a darkness profile, to a fraction of a pixel."""
    top = int(np.argmax(profile))
    lo, hi = max(top - 3, 0), min(top + 4, len(profile))
    weights = profile[lo:hi] - profile.min()
    return float(np.sum(np.arange(lo, hi) * weights) / np.sum(weights))


def outline_centre(grey: np.ndarray, rect: Rect) -> tuple[float, float]:
    """Where the printed outline of ``rect`` really is: the centre between its two darkest
    columns and its two darkest rows, measured in a window 0.7 mm wider than the space."""
    grown = rect.inset(-0.7)
    x0, y0 = round(grown.x * RECT_PX), round(grown.y * RECT_PX)
    window = 255.0 - grey[y0:y0 + round(grown.h * RECT_PX), x0:x0 + round(grown.w * RECT_PX)]

    def middle(profile: np.ndarray) -> float:
        third = len(profile) // 3
        return (peak(profile[:third]) + len(profile) - third + peak(profile[-third:])) / 2

    return ((x0 + middle(window.mean(axis=0)) + 0.5) / RECT_PX, (y0 + middle(window.mean(axis=1)) + 0.5) / RECT_PX)


def centre_errors(photo: synth.SyntheticPhoto) -> np.ndarray:
    g = sheet_geometry(photo.layout)
    grey = rectify(photo)
    return np.array([np.hypot(*np.subtract(outline_centre(grey, rect), rect.center)) for rect in g.cells.values()])


def test_truth_puts_every_space_centre_on_its_printed_outline_in_a_straight_photo():
    errors = centre_errors(make_photo(CLEAN))
    assert errors.max() < 0.25, errors.max()


def test_outline_measurement_notices_a_truth_half_a_millimetre_off():
    photo = make_photo(CLEAN)
    shifted = photo.homography_truth @ np.array([[1, 0, 0.5], [0, 1, 0], [0, 0, 1]])
    wrong = dataclasses.replace(photo, sheets=(dataclasses.replace(photo.sheets[0], homography=shifted),))
    assert centre_errors(wrong).min() > 0.4


def test_truth_holds_upside_down_tilted_and_blurred():
    photo = make_photo(dataclasses.replace(CLEAN, seed=8, board="B", rotation=183.0, tilt=20.0, blur=1.0,
                                           noise=3.0, jpeg_quality=70, light=0.3, shadow=True))
    errors = centre_errors(photo)
    assert errors.max() < 0.3, errors.max()
    assert photo.effects["rotation"] == 183.0 and abs(photo.effects["tilt_x"]) <= 20.0


def test_slight_curl_moves_spaces_by_at_most_its_amplitude():
    photo = make_photo(dataclasses.replace(CLEAN, seed=5, curl=0.4, rotation=30.0))
    errors = centre_errors(photo)
    assert errors.max() < 0.4 + 0.25


def test_truth_maps_onto_the_space_outline_in_photo_pixels():
    photo = make_photo(CLEAN)
    g = sheet_geometry(photo.layout)
    rect = g.cells[(3, 0)]
    corners = synth.project(photo.homography_truth, rect.corners)
    grey = cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY).astype(float)
    x0, x1 = corners[0, 0], corners[1, 0]
    row = round((corners[0, 1] + corners[3, 1]) / 2)
    start = round(x0) - 6
    profile = 255 - grey[row, start:round(x1) + 7]
    left = start + peak(profile[:12])
    right = start + len(profile) - 12 + peak(profile[-12:])
    assert abs((left + right) / 2 - (x0 + x1) / 2) < 0.5
    assert abs((right - left) - (x1 - x0)) < 0.5 * (x1 - x0) / rect.w


@needs_handwriting
def test_same_seed_gives_the_same_bytes_and_another_seed_does_not():
    spec = PhotoSpec(seed=11, megapixels=2.0)
    first, again = make_photo(spec), make_photo(spec)
    assert first.jpeg == again.jpeg and np.array_equal(first.image, again.image)
    assert first.truth == again.truth and np.array_equal(first.homography_truth, again.homography_truth)
    assert make_photo(dataclasses.replace(spec, seed=12)).jpeg != first.jpeg


@needs_handwriting
def test_photo_sizes_land_between_2_and_12_megapixels():
    rng = np.random.default_rng(0)
    for megapixels in (2.0, 12.0, *rng.uniform(2, 12, 20)):
        width, height = synth.frame_size(megapixels, rng)
        assert abs(width * height / 1e6 - megapixels) < 0.002
    photo = make_photo(PhotoSpec(seed=1, megapixels=2.0, fill=0.2))
    assert 1.998e6 < photo.image.shape[0] * photo.image.shape[1] < 2.002e6


def test_heldout_rule_keeps_only_the_heldout_rows_of_numbers_1_to_6():
    labels = np.tile(np.arange(10), 1000)
    kept = synth.heldout_indices(labels, synth.HELDOUT_MNIST)
    assert kept.min() >= 8000 and kept.max() <= 9999
    assert set(labels[kept]) == {1, 2, 3, 4, 5, 6}
    assert len(kept) == 6 * 200
    assert synth.heldout_indices(labels[:1593], synth.HELDOUT_SEMEION).min() >= 1195


DIGIT_DATA = paths.repository() / "tools" / "digit_data.py"


@pytest.mark.skipif(not DIGIT_DATA.is_file(), reason="tools/digit_data.py (the model's split) is absent")
def test_heldout_rows_are_the_ones_the_digit_model_never_trains_on():
    split = load_tool(DIGIT_DATA)
    assert synth.HELDOUT_MNIST == split.MNIST_TEST and synth.HELDOUT_SEMEION == split.SEMEION_TEST
    for trained in (split.MNIST_TRAIN, split.MNIST_VAL):
        assert not set(trained) & set(synth.HELDOUT_MNIST)
    assert not set(split.SEMEION_TRAIN) & set(synth.HELDOUT_SEMEION)


def _mnist() -> tuple[np.ndarray, np.ndarray]:
    """The MNIST t10k images and labels from ../shared/data."""
    folder = synth.DATA_DIR / "mnist-t10k"
    return synth.read_idx(folder / "t10k-images-idx3-ubyte.gz"), synth.read_idx(folder / "t10k-labels-idx1-ubyte.gz")


@pytest.mark.skipif(not (synth.DATA_DIR / "mnist-t10k").is_dir(), reason="../shared/data is absent")
def test_pool_from_shared_data_is_exactly_the_heldout_digits():
    pool = synth.digit_pool("shared")
    images, labels = _mnist()
    semeion, semeion_labels = synth.read_semeion(synth.DATA_DIR / "semeion" / "semeion.data")
    heldout = {img.tobytes() for img in images[8000:]} | {img.tobytes() for img in semeion[1195:]}
    trained = {img.tobytes() for img in images[:8000]} | {img.tobytes() for img in semeion[:1195]}
    assert all(img.tobytes() in heldout and img.tobytes() not in trained for img in pool.images)
    wanted = [1, 2, 3, 4, 5, 6]
    assert len(pool.images) == int(np.isin(labels[8000:], wanted).sum() + np.isin(semeion_labels[1195:], wanted).sum())
    assert set(pool.labels.tolist()) == set(wanted)


@pytest.mark.skipif(not DIGIT_DATA.is_file(), reason="tools/digit_data.py (the model's split) is absent")
def test_validation_rows_are_the_models_validation_split_and_apart_from_the_heldout_writers():
    split = load_tool(DIGIT_DATA)
    assert synth.VALIDATION_MNIST == split.MNIST_VAL
    assert not set(synth.VALIDATION_MNIST) & set(synth.HELDOUT_MNIST)


@pytest.mark.skipif(not (synth.DATA_DIR / "mnist-t10k").is_dir(), reason="../shared/data is absent")
def test_validation_pool_holds_only_validation_digits_1_to_6():
    pool = synth.digit_pool("validation")
    images, labels = _mnist()
    wanted = np.isin(labels[7000:8000], [1, 2, 3, 4, 5, 6])
    assert len(pool.images) == int(wanted.sum())
    assert np.array_equal(pool.images, images[7000:8000][wanted])


@pytest.mark.skipif(not synth.FIXTURE.is_file(), reason="splitter_testkit/fixtures/heldout_digits.npz is absent")
def test_committed_fixture_holds_only_heldout_rows():
    pool = synth.digit_pool("fixture")
    with np.load(synth.FIXTURE) as data:
        for name, rows in (("mnist", synth.HELDOUT_MNIST), ("semeion", synth.HELDOUT_SEMEION)):
            index = data["index"][data["source"] == name]
            assert len(index) and all(i in rows for i in index.tolist())
    assert pool.images.shape[1:] == (28, 28) and set(pool.labels.tolist()) == {1, 2, 3, 4, 5, 6}


@pytest.fixture
def no_shared_data(tmp_path, monkeypatch):
    monkeypatch.setattr(synth, "DATA_DIR", tmp_path)
    synth.digit_pool.cache_clear()
    yield tmp_path
    synth.digit_pool.cache_clear()


def test_missing_handwriting_is_a_clear_error(no_shared_data, monkeypatch):
    monkeypatch.setattr(synth, "FIXTURE", no_shared_data / "none.npz")
    with pytest.raises(SplitterError, match="no handwriting"):
        synth.digit_pool("auto")


def test_without_shared_data_the_committed_fixture_is_written_from(no_shared_data, monkeypatch):
    fixture = no_shared_data / "heldout_digits.npz"
    digits = np.zeros((6, 28, 28), np.uint8)
    digits[:, 6:22, 12:16] = 255
    np.savez_compressed(fixture, images=digits, labels=np.arange(1, 7, dtype=np.uint8))
    monkeypatch.setattr(synth, "FIXTURE", fixture)
    pool = synth.digit_pool("auto")
    assert pool.source == str(fixture) and pool.labels.tolist() == [1, 2, 3, 4, 5, 6]
    photo = make_photo(dataclasses.replace(CLEAN, fill=1.0))
    assert min(ink_shares(photo).values()) > 0.02


def crop(image: np.ndarray, rect: Rect) -> np.ndarray:
    """The inside of a space, clear of its outline, from a rectified sheet."""
    inner = rect.inset(1.5)
    x0, y0, side = round(inner.x * RECT_PX), round(inner.y * RECT_PX), round(inner.w * RECT_PX)
    return image[y0:y0 + side, x0:x0 + side]


def ink_shares(photo: synth.SyntheticPhoto) -> dict[tuple[int, int], float]:
    """For each space, the share of its inside darker than the paper by more than 60 levels."""
    grey = rectify(photo)
    paper = np.median(grey[grey > 128])
    cells = sheet_geometry(photo.layout).cells
    return {cell: float(np.mean(crop(grey, rect) < paper - 60)) for cell, rect in cells.items()}


@pytest.mark.parametrize("pen_px", [1.0, 4.0])
def test_a_bold_digit_redrawn_with_a_fine_pen_keeps_its_shape(pen_px):
    bold = np.zeros((28, 28), np.uint8)
    cv2.circle(bold, (14, 19), 6, 255, -1)
    cv2.line(bold, (14, 4), (14, 19), 255, 3)
    redrawn = synth.crop_to_ink((synth.digit_alpha(bold, 56, pen_px) > 0.5).astype(np.uint8))
    original = synth.crop_to_ink(bold, 40)
    expected = cv2.resize(original, redrawn.shape[::-1], interpolation=cv2.INTER_LINEAR) > 127
    overlap = (expected & (redrawn > 0)).sum() / (expected | (redrawn > 0)).sum()
    assert redrawn.shape[0] / redrawn.shape[1] == pytest.approx(original.shape[0] / original.shape[1], rel=0.15)
    assert overlap > 0.75


@pytest.mark.parametrize("pen_px", [1.0, 3.0])
def test_a_narrow_gap_beside_a_thin_stroke_stays_open_when_redrawn(pen_px):
    written = np.zeros((28, 28), np.uint8)
    written[2:27, 8:14] = 255
    written[8:21, 16:18] = 255
    redrawn = (synth.digit_alpha(written, 56, pen_px) > 0.5).astype(np.uint8)
    assert cv2.connectedComponents(redrawn)[0] - 1 == 2


def test_printed_font_digits_sit_in_their_spaces_and_nowhere_else():
    photo = make_photo(dataclasses.replace(CLEAN, writing="font", fill=0.5, ink="blue", rotation=90.0, tilt=10.0))
    written = set(photo.truth.values)
    assert len(written) == 22
    for cell, share in ink_shares(photo).items():
        assert (share > 0.03) if cell in written else (share < 0.002), (cell, share)


def test_blue_pen_is_blue_and_pencil_is_grey():
    for ink, bluish in (("blue", True), ("pencil", False)):
        photo = make_photo(dataclasses.replace(CLEAN, writing="font", fill=1.0, ink=ink))
        sheet = rectify(photo, colour=True)
        pixels = np.vstack([crop(sheet, rect).reshape(-1, 3) for rect in sheet_geometry(photo.layout).cells.values()])
        dark = pixels[pixels.astype(int).sum(axis=1) < 500].astype(int)
        assert (np.mean(dark[:, 0] - dark[:, 2]) > 25) == bluish


def aruco_ids(image: np.ndarray) -> set[int]:
    detector = cv2.aruco.ArucoDetector(cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, ARUCO_DICTIONARY)))
    _, ids, _ = detector.detectMarkers(image)
    return set() if ids is None else set(ids.ravel().tolist())


def test_markers_are_found_when_visible_and_gone_when_covered():
    assert aruco_ids(make_photo(CLEAN).image) == {0, 1, 2, 3}
    assert aruco_ids(make_photo(dataclasses.replace(CLEAN, markers="covered")).image) == set()


@needs_handwriting
def test_cut_corner_puts_one_marker_outside_the_frame_and_keeps_every_space_whole():
    for seed, board in ((0, "A"), (1, "A"), (20, "B"), (5, "B")):
        photo = make_photo(PhotoSpec(seed=seed, board=board, megapixels=2.0, markers="cut"))
        g = sheet_geometry(photo.layout)
        height, width = photo.image.shape[:2]

        def inside(points: np.ndarray, width: int = width, height: int = height) -> np.ndarray:
            return (points[:, 0] >= 0) & (points[:, 0] < width) & (points[:, 1] >= 0) & (points[:, 1] < height)

        outside = [not inside(synth.project(photo.homography_truth, m.rect.corners)).any() for m in g.markers]
        assert sum(outside) == 1
        assert inside(synth.project(photo.homography_truth, [c for r in g.cells.values() for c in r.corners])).all()


@needs_handwriting
def test_two_sheets_lie_side_by_side_in_reading_order():
    photo = make_photo(dataclasses.replace(CLEAN, sheets=2, fill=0.3, board="B"))
    assert len(photo.sheets) == 2
    g = sheet_geometry(load_layout("B"))
    boxes = [synth.project(s.homography, [(0, 0), (g.width, g.height)]) for s in photo.sheets]
    assert boxes[0][1, 0] < boxes[1][0, 0]
    assert all(s.sheet.layout.name == "B" and len(s.sheet.values) == 13 for s in photo.sheets)


def test_sheets_side_by_side_never_overlap():
    g = sheet_geometry(load_layout("A"))
    corners = [(0, 0), (g.width, 0), (g.width, g.height), (0, g.height)]
    for seed in range(3):
        photo = make_photo(dataclasses.replace(CLEAN, seed=seed, sheets=4, rotation=None, tilt=15.0))
        quads = [synth.project(s.homography, corners).astype(np.float32) for s in photo.sheets]
        for i in range(len(quads)):
            for j in range(i + 1, len(quads)):
                assert cv2.intersectConvexConvex(quads[i], quads[j])[0] == 0


def test_photo_without_a_sheet_or_of_a_sudoku_has_no_truth():
    for spec in (dataclasses.replace(CLEAN, sheets=0), dataclasses.replace(CLEAN, grid="sudoku")):
        photo = make_photo(spec)
        assert photo.sheets == ()
        with pytest.raises(ValueError, match="no score sheet"):
            _ = photo.truth
    sudoku = make_photo(dataclasses.replace(CLEAN, grid="sudoku")).image
    assert np.mean(sudoku < 60) > 0.002


def test_covering_markers_with_paint_or_thumb_leaves_every_space_clean():
    thumbs = 0
    for seed in range(4):
        photo = make_photo(dataclasses.replace(CLEAN, seed=seed, board="B", markers="covered"))
        sheet = rectify(photo, colour=True).astype(int)
        thumbs += int(np.sum((sheet[..., 2] - sheet[..., 0] > 60) & (sheet[..., 1] < 170)) > 1000)
        assert max(ink_shares(photo).values()) < 0.002
    assert thumbs >= 1


def test_empty_official_sheet_has_no_writing():
    photo = make_photo(dataclasses.replace(CLEAN, style="official"))
    assert photo.truth.values == {}
    assert max(ink_shares(photo).values()) < 0.002


def dot_centres(image: np.ndarray) -> np.ndarray:
    dark = (cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) < 128).astype(np.uint8)
    return cv2.connectedComponentsWithStats(dark)[3][1:]


def test_curl_moves_the_paper_by_at_most_its_amplitude():
    paper = np.full((400, 600, 3), 255, np.uint8)
    for y in range(20, 400, 40):
        for x in range(20, 600, 40):
            cv2.circle(paper, (x, y), 4, (0, 0, 0), -1)
    before = dot_centres(paper)
    after = dot_centres(synth.curl(paper, 3.0, np.random.default_rng(2)))
    moved = np.array([np.min(np.hypot(*(after - p).T)) for p in before])
    assert len(after) == len(before)
    assert 1.0 < moved.max() < 3.2


def test_effects_leave_the_photo_alone_at_strength_zero():
    rng = np.random.default_rng(0)
    photo = synth.background((320, 240), rng)
    assert photo.shape == (240, 320, 3)
    assert synth.blur(photo, 0.0) is photo and synth.noise(photo, 0.0, rng) is photo
    assert np.array_equal(synth.light(photo, 0.0, rng), photo)
    noisy = synth.noise(photo, 5.0, rng).astype(float) - photo
    assert 4.0 < noisy.std() < 6.0
    shaded = synth.shadow_band(np.full((240, 320, 3), 200, np.uint8), rng)
    assert shaded.min() < 160 and shaded.max() >= 199
    data, decoded = synth.jpeg(photo, 80)
    assert data[:2] == b"\xff\xd8" and decoded.shape == photo.shape


def test_photo_set_mixes_pads_as_documented():
    specs = synth.photo_set("B", 20, first_seed=100)
    assert [s.seed for s in specs] == list(range(100, 120))
    assert sum(s.markers == "covered" for s in specs) == 2 and sum(s.markers == "cut" for s in specs) == 2
    assert sum(s.style == "official" for s in specs) == 2 and sum(s.style == "mono" for s in specs) == 2
    assert sum(s.fill == 0.5 for s in specs) == 2


@needs_handwriting
def test_make_photos_tool_writes_each_jpeg_beside_its_truth(tmp_path):
    tool = load_tool(paths.repository() / "tools" / "make_photos.py")
    [jpeg] = tool.write_photos(tmp_path, "A", 1, 3)
    truth = json.loads(jpeg.with_suffix(".json").read_text())
    photo = make_photo(PhotoSpec(seed=3, board="A"))
    assert jpeg.read_bytes() == photo.jpeg
    assert truth["sheets"][0]["sheet"]["grid"] == list(photo.truth.grid)
    assert np.allclose(truth["sheets"][0]["homography"], photo.homography_truth)


def test_a_given_sheet_is_written_as_it_is():
    written = synth.written_sheet(load_layout("B"), 0.5, np.random.default_rng(4))
    photo = make_photo(dataclasses.replace(CLEAN, board="B", written=written, writing="font", sheets=2))
    assert [s.sheet for s in photo.sheets] == [written, written]
    with pytest.raises(ValueError, match="sheet of pad B, not A"):
        PhotoSpec(board="A", written=written)


def test_official_look_alike_has_touching_light_cells_divided_by_thin_dark_lines():
    """After OFFICIAL_PAD.md: light cells that touch (only a thin line between neighbours),
    holes showing the dark card, printed edge to edge."""
    photo = make_photo(dataclasses.replace(CLEAN, style="official", board="B"))
    sheet = rectify(photo)
    g = sheet_geometry(photo.layout)
    y = round(g.cell_center((1, 0))[1] * RECT_PX)
    between = [round((g.cell_center((1, c))[0] + g.pitch / 2) * RECT_PX) for c in range(7)]
    row = sheet[y].astype(int)
    cell_level = np.median([row[round(g.cell_center((1, c))[0] * RECT_PX)] for c in range(8)])
    for x in between:
        dark = np.flatnonzero(row[x - RECT_PX * 3:x + RECT_PX * 3] < cell_level - 60)
        assert 0 < len(dark) <= 0.12 * g.pitch * RECT_PX, x  # a line, not a gap
    hole = sheet[round(g.cell_center((3, 3))[1] * RECT_PX), round(g.cell_center((3, 3))[0] * RECT_PX)]
    assert hole < cell_level - 60
    card = synth.sheet_frame(photo.layout, "official")
    corner = synth.project(photo.homography_truth, [(card.x + 1.0, card.y + 1.0)])[0].round().astype(int)
    assert cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY)[corner[1], corner[0]] < 120  # no white margin


def test_several_pads_side_by_side_each_have_their_truth_and_an_intruder_has_none():
    photo = make_photo(dataclasses.replace(CLEAN, style="official", boards=("A", "B"), fill=0.5, coverage=0.8))
    assert sorted(t.layout.name for t in photo.sheets) == ["A", "B"]
    alone = make_photo(dataclasses.replace(CLEAN, style="official", intruder=True, hand=True, glare=0.5,
                                           coverage=0.6))
    assert len(alone.sheets) == 1


def test_glare_brightens_and_small_photos_are_allowed():
    plain = make_photo(dataclasses.replace(CLEAN, style="official"))
    glared = make_photo(dataclasses.replace(CLEAN, style="official", glare=0.8))
    assert glared.image.astype(int).sum() > plain.image.astype(int).sum()
    small = make_photo(dataclasses.replace(CLEAN, style="official", megapixels=0.54))
    assert 0.5e6 < small.image.shape[0] * small.image.shape[1] < 0.6e6
