"""The calibration strip on made photos: boxes found written or empty, the hand used only when
the strip is usable, and a reading left exactly alone otherwise."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_print.reading.recognise.engines import TimedEngine
from splitter_print.reading.recognise.model import ModelEngine
from splitter_print.reading.scan import scan_photo
from splitter_print.reading.writer.strip import DEFAULT, SpacesRead, Strip, cut_strip, lean, read_spaces
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

CALM = {"megapixels": 2.0, "tilt": 8.0, "light": 0.2, "shadow": False, "blur": 0.3, "noise": 2.0,
        "jpeg_quality": 90, "one_writer": True, "ink": "black"}


@pytest.fixture(scope="module")
def engine() -> ModelEngine:
    return ModelEngine()


def made(seed: int, strip: tuple[int, ...], **spec: object) -> SyntheticPhoto:
    return make_photo(PhotoSpec(seed=seed, strip=strip, **(CALM | spec)))


def rectified(photo: SyntheticPhoto) -> np.ndarray:
    """The sheet square-on through the photo's TRUE homography."""
    return cells.rectify(photo.image, photo.homography_truth, sheet_geometry(photo.layout))


def spaces_of(sheet: np.ndarray, photo: SyntheticPhoto) -> tuple[list[np.ndarray], np.ndarray]:
    readings = cells.read_cells(sheet, sheet_geometry(photo.layout))
    return [r.image for r in readings.values()], np.array([r.written for r in readings.values()])


def read_strip_photo(engine: ModelEngine, seed: int, strip: tuple[int, ...],
                     **spec: object) -> tuple[SpacesRead, list[np.ndarray]]:
    """A photo of one player who wrote ``strip`` in the boxes, read with the strip: the
    result and the spaces' images."""
    photo = made(seed, strip, **spec)
    sheet = rectified(photo)
    images, _ = spaces_of(sheet, photo)
    return read_spaces(engine, images, sheet, sheet_geometry(photo.layout)), images


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, SyntheticPhoto]:
    photo = made(11, (1, 2, 3, 4, 5, 6))
    path = tmp_path_factory.mktemp("strip") / "filled.jpg"
    path.write_bytes(photo.jpeg)
    return path, photo


@pytest.mark.parametrize("ink", ["pencil", "blue"])
def test_written_and_empty_boxes_are_told_apart(ink: str) -> None:
    photo = made(5, (1, 0, 3, 4, 0, 6), ink=ink, fill=0.3)
    strip = cut_strip(rectified(photo), sheet_geometry(photo.layout))
    assert strip.written == (True, False, True, True, False, True)
    assert strip.numbers == (1, 3, 4, 6)
    assert not strip.images[1].any() and all(strip.images[i].any() for i in (0, 2, 3, 5))


def test_an_empty_strip_leaves_the_probabilities_exactly_as_the_model_gives_them(engine: ModelEngine) -> None:
    photo = made(7, ())
    sheet = rectified(photo)
    images, _ = spaces_of(sheet, photo)
    result = read_spaces(TimedEngine(engine), images, sheet, sheet_geometry(photo.layout))
    assert not any(result.strip.written) and not result.hand_adapted
    assert np.array_equal(result.probabilities, engine.classify(images))


@pytest.mark.parametrize(("seed", "blur"), [(seed, blur) for seed in (21, 22, 23) for blur in (1.5, 2.0, 2.5, 3.0)])
def test_an_empty_strip_photographed_blurred_lends_no_hand(engine: ModelEngine, seed: int, blur: float) -> None:
    """Blurred, the empty boxes' printed outlines spread towards their middles; they are print,
    not writing, so the spaces read as the model alone reads them."""
    photo = made(seed, (), blur=blur, jpeg_quality=60)
    sheet = rectified(photo)
    images, _ = spaces_of(sheet, photo)
    result = read_spaces(engine, images, sheet, sheet_geometry(photo.layout))
    assert result.strip is not None and not any(result.strip.written)
    assert not result.hand_adapted
    assert np.array_equal(result.probabilities, engine.classify(images))


def test_a_filled_strip_leans_the_written_spaces_and_only_them(filled: tuple[Path, SyntheticPhoto],
                                                                engine: ModelEngine) -> None:
    _, photo = filled
    sheet = rectified(photo)
    images, written = spaces_of(sheet, photo)
    result = read_spaces(engine, images, sheet, sheet_geometry(photo.layout))
    plain = engine.classify(images)
    assert result.hand_adapted and result.samples == (1, 2, 3, 4, 5, 6)
    assert np.array_equal(result.probabilities[~written], plain[~written])
    changed = np.abs(result.probabilities - plain).max(axis=1) > 1e-6
    assert changed[written].mean() > 0.5
    assert np.allclose(result.probabilities.sum(axis=1), 1.0)


def test_scan_says_in_its_json_that_the_strip_was_used(filled: tuple[Path, SyntheticPhoto]) -> None:
    path, photo = filled
    [reading] = scan_photo(path, engine="model")
    assert reading.hand_adapted and reading.to_json()["hand_adapted"] is True
    misread = [cell for cell in photo.layout.cells if reading.sheet.value(cell) != photo.truth.value(cell)]
    assert len(misread) <= 2
    [plain] = scan_photo(path, engine="tesseract")
    assert not plain.hand_adapted


def test_too_few_samples_change_nothing(filled: tuple[Path, SyntheticPhoto], engine: ModelEngine) -> None:
    _, photo = filled
    sheet = rectified(photo)
    images, written = spaces_of(sheet, photo)
    full = cut_strip(sheet, sheet_geometry(photo.layout))
    two = Strip(full.images, (True, True, False, False, False, False))
    result = lean(engine.read(images), written, two, engine.read(list(full.images[:2])), DEFAULT)
    assert not result.hand_adapted
    assert np.array_equal(result.probabilities, engine.classify(images))


def test_boxes_read_confidently_as_another_number_are_dropped(engine: ModelEngine) -> None:
    """The player wrote 4 5 6 1 2 3 in the boxes for 1 to 6, in numbers as plain as print: every
    box is clearly wrong, and none is taken as a sample of the player's hand."""
    result, images = read_strip_photo(engine, 13, (4, 5, 6, 1, 2, 3), writing="font")
    assert all(result.strip.written)
    assert result.samples == () and not result.hand_adapted
    assert np.array_equal(result.probabilities, engine.classify(images))


def test_a_swapped_pair_is_dropped_and_the_rest_of_the_strip_still_used(engine: ModelEngine) -> None:
    """The player wrote 4 in the box for 1 and 1 in the box for 4; 2, 3, 5 and 6 are right."""
    result, _ = read_strip_photo(engine, 17, (4, 2, 3, 1, 5, 6))
    assert result.samples == (2, 3, 5, 6) and result.hand_adapted
