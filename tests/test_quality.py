"""The quality gate: a sheet photographed too blurred, too dark or washed out is sent back with
the reason and what to do, never given a total; a good photo is read, its measures in the JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path

import cv2
import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from splitter_print.cli import main
from splitter_print.reading.photo.quality import GATE, PhotoQuality, blur_mm, quantile, retake
from splitter_testkit.synth import PhotoSpec, make_photo


def scanned(tmp_path: Path, *args: str, **spec: object) -> tuple[int, str]:
    made = make_photo(PhotoSpec(megapixels=3.0, **spec))  # type: ignore[arg-type]
    path = tmp_path / "photo.jpg"
    path.write_bytes(made.jpeg)
    result = CliRunner().invoke(main, ["scan", str(path), *args])
    return result.exit_code, result.output


@pytest.mark.parametrize(("board", "style"), [("A", "colour"), ("B", "official")])
def test_a_sharp_photo_is_read_and_its_measures_are_in_the_json(tmp_path: Path, board: str, style: str) -> None:
    code, output = scanned(tmp_path, "--json", seed=140_001, board=board, style=style, blur=0.3)
    data = json.loads(output)
    assert code == 0 and "retake" not in data and "total" in data
    assert data["quality"]["blur_mm"] < GATE.max_blur_mm and data["quality"]["space_px"] > 20


@pytest.mark.parametrize(("board", "style", "seed"), [("A", "mono", 140_002), ("A", "official", 140_002),
                                                     ("B", "mono", 140_005)])
def test_a_photo_far_too_blurred_is_sent_back_in_one_line_with_exit_1(tmp_path: Path, board: str, style: str,
                                                                      seed: int) -> None:
    """Still found, but a third or more of its spaces doubtful: no total, the reason instead."""
    code, output = scanned(tmp_path, seed=seed, board=board, style=style, blur=6.5)
    assert code == 1
    assert len(output.splitlines()) == 1 and "too blurred to read" in output and "hold the phone still" in output


@pytest.mark.parametrize(("board", "style", "seed"), [("A", "colour", 140_003), ("B", "mono", 140_004),
                                                     ("A", "official", 140_003)])
@pytest.mark.parametrize("blur", [10.0, 16.0])
def test_a_photo_too_blurred_for_its_sheet_to_be_found_is_told_so(tmp_path: Path, board: str, style: str, seed: int,
                                                                 blur: float) -> None:
    """Blurred so far that even a sheet filling the photo would be sent back: one line saying it
    is too blurred and what to do, whether or not the sheet was still found (exit 1 for a sheet
    found and sent back, 2 when nothing could be read)."""
    code, output = scanned(tmp_path, seed=seed, board=board, style=style, blur=blur)
    assert len(output.splitlines()) == 1 and "hold the phone still" in output and "no score sheet" not in output
    assert (code, "too blurred to read" in output or "too blurred to find a score sheet" in output) == (
        1 if "too blurred to read" in output else 2, True)


def test_a_sharp_photo_without_a_sheet_is_still_told_no_sheet_was_found(tmp_path: Path) -> None:
    """A sharp photo of something else is not called blurred."""
    board = np.full((1500, 2000), 235, np.uint8)
    for x in range(0, 2000, 250):
        cv2.putText(board, "Splitter", (x, 700), cv2.FONT_HERSHEY_SIMPLEX, 2.0, 30, 4)
    path = tmp_path / "text.png"
    cv2.imwrite(str(path), board)
    result = CliRunner().invoke(main, ["scan", str(path)])
    assert result.exit_code == 2 and "no score sheet found" in result.output and "blurred" not in result.output


def test_the_reason_is_said_in_the_players_language(tmp_path: Path) -> None:
    code, output = scanned(tmp_path, "--lang", "de", seed=140_002, board="A", style="mono", blur=6.5)
    assert code == 1 and "zu unscharf zum Lesen" in output and "neu fotografieren" in output
    assert re.search(r"Unschärfe \d,\d\d mm", output), output  # the German decimal comma


def test_blur_grows_with_the_blur_laid_on_a_printed_edge() -> None:
    """An edge of any contrast blurred more measures more blurred, about as much as was laid on."""
    for contrast in (60, 200):
        edge = np.zeros((64, 64), np.float32)
        edge[:, 32:] = contrast
        measured = [blur_mm(cv2.GaussianBlur(edge, (0, 0), sigma), 4.0) for sigma in (1.0, 2.0, 4.0)]
        assert measured == sorted(measured)
        assert measured[2] == pytest.approx(1.0, rel=0.2)


@pytest.mark.parametrize(("quality", "sent_back"), [
    (PhotoQuality(0.2, 40.0, 20.0, 0.0), False),
    (PhotoQuality(0.2, 40.0, 250.0, 0.6), False),
    (PhotoQuality(GATE.max_blur_mm + 0.01, 40.0, 200.0, 0.0), True),
    (PhotoQuality(2.0, 12.0, 200.0, 0.0), True),
])
def test_only_blur_beyond_its_level_sends_the_sheet_back(quality: PhotoQuality, sent_back: bool) -> None:
    """Dark and washed-out photos read in full (the hostile corpus): they are measured, not refused."""
    assert (retake(quality) is not None) == sent_back


@given(hnp.arrays(st.sampled_from([np.uint8, np.float32]), st.integers(1, 300),
                  elements=st.integers(0, 255)), st.floats(0.0, 1.0), st.booleans())
def test_the_measures_quantile_is_numpys_to_the_last_bit(values: np.ndarray, share: float, wide: bool) -> None:
    given_share = np.float64(share) if wide else share
    found, expected = quantile(values, given_share), np.quantile(values, given_share)
    assert found == expected and found.dtype == expected.dtype
