"""Our pads' corner markers grouped into sheets, and the QR code read where a sheet has it."""

from __future__ import annotations

from collections.abc import Callable

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.geometry import scale_at
from splitter_print.reading.locate.markers import (
    MARKERS,
    QrReader,
    Sighting,
    decode_placed,
    finder_corners,
    group_markers,
    identity_from,
    read_qr,
)
from splitter_print.reading.photo.load import HALVED_TO_WHOLE

PADS = (load_layout("A"), load_layout("B"))


def sightings(homography: np.ndarray, ids: tuple[int, ...]) -> list[Sighting]:
    """The markers ``ids`` of a sheet of pad A lying where ``homography`` (mm -> px) puts it."""
    markers = {m.id: m.rect for m in sheet_geometry(PADS[0]).markers}
    return [Sighting(i, cv2.perspectiveTransform(np.array([markers[i].corners], np.float64), homography)[0])
            for i in ids]


def placed(angle: float, x: float, y: float, scale: float = 3.0) -> np.ndarray:
    """Sheet mm -> pixels: scaled, turned by ``angle`` degrees about the sheet's corner, moved to (x, y)."""
    turn = cv2.getRotationMatrix2D((0, 0), angle, scale)
    turn[:, 2] += (x, y)
    return np.vstack([turn, [0, 0, 1]])


def test_markers_of_two_sheets_side_by_side_form_two_groups() -> None:
    left, right = placed(0, 50, 60), placed(-4, 700, 90)
    found = sightings(left, (0, 1, 2, 3)) + sightings(right, (2, 0, 3))
    groups = group_markers(sorted(found, key=lambda s: s.centre[1]), PADS)
    assert sorted(sorted(s.id for s in group) for group, _ in groups) == [[0, 1, 2, 3], [0, 2, 3]]
    for group, possible in groups:
        xs = [s.centre[0] for s in group]
        assert max(xs) - min(xs) < 650  # no group mixes the two sheets
        assert possible == list(PADS)  # A and B sheets have the same size


def test_an_upside_down_sheet_groups_by_its_ids() -> None:
    [(group, _)] = group_markers(sightings(placed(180, 800, 500), (3, 1)), PADS)
    assert sorted(s.id for s in group) == [1, 3]


def test_a_lone_marker_makes_no_sheet() -> None:
    assert group_markers(sightings(placed(10, 100, 100), (2,)), PADS) == []


def test_a_qr_code_that_is_not_a_sheet_identity_is_ignored_with_a_warning() -> None:
    identity, warnings = identity_from("https://example.com/menu")
    assert identity is None and len(warnings) == 1 and "ignored the QR code" in str(warnings[0])
    assert identity_from(None) == (None, ())


def test_read_qr_reads_the_code_where_the_homography_puts_it() -> None:
    geometry = sheet_geometry(PADS[0])
    code = cv2.QRCodeEncoder.create().encode("SPL:1:A:B1C1F37A:5")
    scale = 6.0
    sheet = np.full((round(geometry.height * scale), round(geometry.width * scale), 3), 255, np.uint8)
    qr = geometry.qr
    side = round(qr.w * scale)
    sheet[round(qr.y * scale):round(qr.y * scale) + side, round(qr.x * scale):round(qr.x * scale) + side] = \
        cv2.resize(code, (side, side), interpolation=cv2.INTER_NEAREST)[..., None]
    turn = cv2.getRotationMatrix2D((sheet.shape[1] / 2, sheet.shape[0] / 2), 180, 1.0)
    turned = cv2.warpAffine(sheet, turn, (sheet.shape[1], sheet.shape[0]))
    homography = np.vstack([turn, [0, 0, 1]]) @ np.diag([scale, scale, 1.0])
    assert read_qr(turned, homography, qr) == "SPL:1:A:B1C1F37A:5"
    assert read_qr(turned, np.diag([scale, scale, 1.0]), qr) is None


def drawn_code(scale: float, text: str, quiet_zone: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """A white sheet with its QR code holding ``text``, at ``scale`` px/mm, and its homography;
    the code's modules fill the sheet's QR area without ``quiet_zone``, as our pads print it
    (error correction M: 21 modules for a serial of up to three digits, 25 beyond)."""
    geometry = sheet_geometry(PADS[0])
    sheet = np.full((round(geometry.height * scale), round(geometry.width * scale)), 255, np.uint8)
    qr, side = geometry.qr, round(geometry.qr.w * scale)
    params = cv2.QRCodeEncoder.Params()
    params.correction_level = cv2.QRCodeEncoder_CORRECT_LEVEL_M
    code = cv2.QRCodeEncoder.create(params).encode(text)
    if not quiet_zone:
        x, y, w, h = cv2.boundingRect(255 - code)
        code = code[y:y + h, x:x + w]
    sheet[round(qr.y * scale):round(qr.y * scale) + side, round(qr.x * scale):round(qr.x * scale) + side] = \
        cv2.resize(code, (side, side), interpolation=cv2.INTER_AREA)
    return sheet, np.diag([scale, scale, 1.0])


def whole_asked(whole: np.ndarray, asked: list[int]) -> Callable[[], np.ndarray]:
    """A halved photo's ``finer`` giving ``whole``, noting in ``asked`` each time it is asked."""
    return lambda: asked.append(1) or whole


def test_a_code_too_small_in_a_halved_photo_is_read_in_the_whole_one_and_a_large_one_is_not() -> None:
    qr = sheet_geometry(PADS[0]).qr
    asked: list[int] = []
    for scale, needs_whole in ((5.0, True), (12.0, False)):
        whole, homography = drawn_code(scale, "SPL:1:A:B1C1F37A:7")
        half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
        in_half = np.linalg.inv(HALVED_TO_WHOLE) @ homography
        asked.clear()
        assert read_qr(half, in_half, qr, whole_asked(whole, asked)) == "SPL:1:A:B1C1F37A:7"
        assert bool(asked) == needs_whole
    whole, homography = drawn_code(5.0, "SPL:1:A:B1C1F37A:7")
    half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
    assert read_qr(half, np.linalg.inv(HALVED_TO_WHOLE) @ homography, qr) is None


def moved(homography: np.ndarray, mm: float) -> np.ndarray:
    """``homography`` placing the sheet ``mm`` to the right of where it lies."""
    return homography @ np.array([[1.0, 0, mm], [0, 1, 0], [0, 0, 1]])


def test_a_code_read_without_a_search_is_only_decoded_where_placed() -> None:
    """For a sheet its spaces already name: a code readable where placed is read, one that
    needs a search of the whole photo (39 px in the half, placed 2.5 mm, over three modules,
    off) is left unread, the whole not decoded, read directly or by a reader asked not to search."""
    qr = sheet_geometry(PADS[0]).qr
    asked: list[int] = []
    for scale, off, text in ((12.0, 0.0, "SPL:1:A:B1C1F37A:7"), (5.0, 2.5, None)):
        whole, homography = drawn_code(scale, "SPL:1:A:B1C1F37A:7", quiet_zone=False)
        half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
        in_half = np.linalg.inv(HALVED_TO_WHOLE) @ moved(homography, off)
        finer = whole_asked(whole, asked)
        assert read_qr(half, in_half, qr, finer, search=False) == text
        reader = QrReader(half, finer)
        assert reader(in_half, qr, search=False) == text and reader.unread == []
    assert not asked
    assert read_qr(half, in_half, qr, finer) == "SPL:1:A:B1C1F37A:7" and asked


@pytest.mark.parametrize(("off", "text"), [(-1.0, "SPL:1:A:B1C1F37A:7"), (0.6, "SPL:1:A:B1C1F37A:7"),
                                           (1.5, "SPL:1:A:B1C1F37A:7"), (1.0, "SPL:1:A:B1C1F37A:1234")])
def test_a_code_placed_up_to_two_modules_off_is_read_where_its_finders_put_it(off: float, text: str) -> None:
    """A small sheet's homography can put its code a module or two off (0.74 mm a module, 0.62
    with a four-digit serial): the code's finder patterns place it (39 px in the half), read
    without a search or the whole."""
    qr = sheet_geometry(PADS[0]).qr
    whole, homography = drawn_code(5.0, text, quiet_zone=False)
    half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
    asked: list[int] = []
    in_half = np.linalg.inv(HALVED_TO_WHOLE) @ moved(homography, off)
    assert read_qr(half, in_half, qr, whole_asked(whole, asked), search=False) == text
    assert not asked


def test_finder_corners_are_none_without_a_code() -> None:
    assert finder_corners(np.full((150, 150), 200, np.uint8), 124.0, 16.0, 21) is None


def test_a_code_under_the_search_size_in_a_halved_photo_is_decoded_where_placed_without_the_whole() -> None:
    """Our pads' code, 37 px a side in the half (under MARKERS.qr_min_px, about 1.8 px a module), a
    little blurred: read where the homography puts it; the whole photo is not decoded."""
    qr = sheet_geometry(PADS[0]).qr
    whole, homography = drawn_code(4.8, "SPL:1:A:B1C1F37A:7", quiet_zone=False)
    whole = cv2.GaussianBlur(whole, (0, 0), 0.8)
    half = cv2.resize(whole, (whole.shape[1] // 2, whole.shape[0] // 2), interpolation=cv2.INTER_AREA)
    in_half = np.linalg.inv(HALVED_TO_WHOLE) @ homography
    assert scale_at(in_half, qr.center) * qr.w < MARKERS.qr_min_px
    asked: list[int] = []
    assert read_qr(half, in_half, qr, whole_asked(whole, asked)) == "SPL:1:A:B1C1F37A:7"
    assert not asked


def test_a_qr_reader_searches_a_code_it_could_not_read_once_but_still_decodes_it_where_placed() -> None:
    qr = sheet_geometry(PADS[0]).qr
    sharp, homography = drawn_code(6.0, "SPL:1:A:B1C1F37A:9", quiet_zone=False)
    blurred = cv2.GaussianBlur(sharp, (0, 0), 8.0)
    reader = QrReader(np.hstack([blurred, blurred]))
    assert reader(homography, qr) is None and len(reader.unread) == 1
    nudged = np.array([[1.0, 0, 2.0], [0, 1, 1.5], [0, 0, 1]]) @ homography
    assert reader(nudged, qr) is None and len(reader.unread) == 1
    elsewhere = np.array([[1.0, 0, sharp.shape[1]], [0, 1, 0], [0, 0, 1]]) @ homography
    assert reader(elsewhere, qr) is None and len(reader.unread) == 2
    remembered = QrReader(np.hstack([sharp, sharp]), unread=list(reader.unread))
    assert remembered(homography, qr) == "SPL:1:A:B1C1F37A:9"


def test_a_qr_reader_answers_a_code_placed_again_nearby_as_before_and_decodes_in_vain_once() -> None:
    """The next copy of a photo places a sheet a little differently: a code read once is that
    code (not decoded again: the picture is blanked after the first reading), and a place
    decoded in vain is not decoded again there unless it is now searched for."""
    qr = sheet_geometry(PADS[0]).qr
    sharp, homography = drawn_code(6.0, "SPL:1:A:B1C1F37A:9", quiet_zone=False)
    picture = np.hstack([sharp, sharp])
    reader = QrReader(picture)
    assert reader(homography, qr, search=False) == "SPL:1:A:B1C1F37A:9"
    picture[:] = 255
    nudged = np.array([[1.0, 0, 2.0], [0, 1, 1.5], [0, 0, 1]]) @ homography
    assert reader(nudged, qr) == "SPL:1:A:B1C1F37A:9"
    elsewhere = np.array([[1.0, 0, sharp.shape[1]], [0, 1, 0], [0, 0, 1]]) @ homography
    assert reader(elsewhere, qr, search=False) is None
    picture[:] = np.hstack([sharp, sharp])
    assert reader(elsewhere @ np.array([[1.0, 0, 0.3], [0, 1, 0], [0, 0, 1]]), qr, search=False) is None
    assert reader(elsewhere, qr) == "SPL:1:A:B1C1F37A:9"


def test_decode_placed_reads_a_code_at_the_corners_given_and_not_elsewhere() -> None:
    code = cv2.QRCodeEncoder.create().encode("SPL:1:B:61775423:3")
    ys, xs = np.nonzero(code == 0)
    modules = code[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    side, margin = 8 * modules.shape[0], 16
    view = np.full((side + 2 * margin,) * 2, 255, np.uint8)
    view[margin:margin + side, margin:margin + side] = cv2.resize(modules, (side, side),
                                                                  interpolation=cv2.INTER_NEAREST)
    view = cv2.GaussianBlur(view, (5, 5), 0)
    assert decode_placed(view, side, margin) == "SPL:1:B:61775423:3"
    assert decode_placed(view, side / 2, margin + side / 2) is None
