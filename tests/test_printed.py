"""The printed words as a cue: a sheet whose print says little else is placed the right way up
by its title read upright; a photo without readable words, or a machine without Tesseract,
reads as the other cues decide."""

from __future__ import annotations

import shutil
from pathlib import Path

import cv2
import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.reading.cut.printed import TITLE, printed_words, read_printed, upright_by_words
from splitter_print.reading.locate.card import CardStyle
from splitter_print.reading.scan import half_turned, scan_photo
from splitter_testkit.cues import weakened
from splitter_testkit.placing import worst_space_error_mm
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

pytestmark = pytest.mark.skipif(shutil.which("tesseract") is None, reason="tesseract is not installed")
ROTATIONS = (3.0, 92.0, 181.0, 268.0)


def written(tmp_path: Path, image: np.ndarray, name: str = "weak.jpg") -> Path:
    path = tmp_path / name
    path.write_bytes(cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 90])[1].tobytes())
    return path


def placed_right(path: Path, shot: SyntheticPhoto) -> bool:
    [reading] = scan_photo(path)
    [truth] = shot.sheets
    assert reading.evidence.homography is not None
    return worst_space_error_mm(reading.evidence.homography, truth.homography, truth.layout) < 1.5


@pytest.mark.parametrize(("board", "style"), [(board, style) for board in "AB" for style in ("colour", "mono",
                                                                                              "official")])
def test_the_title_reads_upright_only_under_the_true_placing(board: str, style: str) -> None:
    shot = make_photo(PhotoSpec(seed=150_500 + ord(board) + len(style), board=board, style=style, fill=0.5,
                                megapixels=3.0))
    [truth] = shot.sheets
    card = CardStyle.PUBLISHERS if style == "official" else CardStyle.OURS
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    read = read_printed(grey, [half_turned(truth.homography, truth.layout), truth.homography], truth.layout, card)
    assert [reading.upright for reading in read] == [False, True]
    assert upright_by_words(read) == 1
    assert read[1].letter in (board, None)


@pytest.mark.parametrize(("board", "rotation"), [(board, rotation) for board in "AB" for rotation in ROTATIONS])
def test_an_empty_sheet_with_only_its_words_left_is_placed_the_right_way_up(
        tmp_path: Path, board: str, rotation: float) -> None:
    """Markers, QR code and panel painted over but the title and the pad letter, nothing
    written: the grid looks the same either way round, and the words tell."""
    shot = make_photo(PhotoSpec(seed=150_600 + round(rotation) + ord(board), board=board, rotation=rotation,
                                fill=0.0, megapixels=3.0))
    assert placed_right(written(tmp_path, weakened(shot, "colour", words=True)), shot)


def test_without_tesseract_the_words_are_not_read_and_the_sheet_still_reads(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shot = make_photo(PhotoSpec(seed=150_700, board="A", rotation=2.0, fill=0.0, megapixels=3.0))
    [truth] = shot.sheets
    monkeypatch.setenv("PATH", str(tmp_path))
    grey = cv2.cvtColor(shot.image, cv2.COLOR_BGR2GRAY)
    read = read_printed(grey, [truth.homography], truth.layout, CardStyle.OURS)
    assert upright_by_words(read) is None and read[0].title == 0.0
    [reading] = scan_photo(written(tmp_path, weakened(shot, "colour", words=True)))
    assert reading.layout == truth.layout and reading.card.total == 0


@pytest.mark.parametrize(("board", "style", "rotation"), [
    ("A", "colour", 181.0), ("B", "colour", 92.0), ("A", "official", 268.0), ("B", "official", 3.0)])
def test_a_photo_without_readable_words_reads_as_without_tesseract(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, board: str, style: str, rotation: float) -> None:
    """Words painted over with the rest of the print: what the reader says is what it says
    where Tesseract is not installed."""
    shot = make_photo(PhotoSpec(seed=150_800 + round(rotation) + ord(board), board=board, style=style,
                                rotation=rotation, megapixels=3.0))
    path = written(tmp_path, weakened(shot, style))
    [with_tesseract] = scan_photo(path)
    monkeypatch.setenv("PATH", str(tmp_path))
    [without] = scan_photo(path)
    assert with_tesseract.evidence.homography is not None and without.evidence.homography is not None
    assert np.allclose(with_tesseract.evidence.homography, without.evidence.homography)
    assert with_tesseract.sheet.grid == without.sheet.grid


def test_a_pad_letter_that_names_another_pad_is_said(tmp_path: Path) -> None:
    """Pad A's sheet whose printed letter reads B (the title upright, so the words are read):
    the reading says the letter disagrees, and nothing when it reads A."""
    shot = make_photo(PhotoSpec(seed=150_900, board="A", rotation=181.0, fill=0.0, megapixels=3.0))
    [truth] = shot.sheets
    image = weakened(shot, "colour", words=True)
    [plain] = scan_photo(written(tmp_path, image, "a.jpg"))
    assert not [w for w in plain.warnings if "pad letter" in str(w)]
    letter = printed_words(truth.layout, CardStyle.OURS)[1].rect
    stamp = np.full((round(10 * letter.h), round(10 * letter.w), 3), 250, np.uint8)  # 10 px a mm
    (width, height), _ = cv2.getTextSize("B", cv2.FONT_HERSHEY_DUPLEX, 2.5, 6)
    cv2.putText(stamp, "B", ((stamp.shape[1] - width) // 2, (stamp.shape[0] + height) // 2),
                cv2.FONT_HERSHEY_DUPLEX, 2.5, (40, 40, 40), 6, cv2.LINE_AA)
    to_photo = truth.homography @ np.array([[0.1, 0, letter.x], [0, 0.1, letter.y], [0, 0, 1]])
    size = (image.shape[1], image.shape[0])
    on_photo = cv2.warpPerspective(stamp, to_photo, size)
    inside = cv2.warpPerspective(np.full(stamp.shape[:2], 255, np.uint8), to_photo, size) > 0
    image[inside] = on_photo[inside]
    [reading] = scan_photo(written(tmp_path, image, "b.jpg"))
    assert reading.layout == load_layout("A")
    assert "the pad letter printed on the sheet reads B, not A: check the pad" in [str(w) for w in reading.warnings]


def test_the_title_is_what_both_cards_print() -> None:
    for card in CardStyle:
        assert [word.text for word in printed_words(load_layout("B"), card)] == [TITLE, "B"]
