"""The shipped digit model reads handwriting it never trained on, through the Engine interface."""

import json

import cv2
import numpy as np
import pytest

from splitter_print.reading.recognise.card import model_card
from splitter_print.reading.recognise.engine import CLASSES, Reading
from splitter_print.reading.recognise.model import CLASSIC_ENGINE, MODEL, ModelEngine, adapt, softmax
from splitter_testkit import paths

FIXTURE = paths.fixture("heldout_digits.npz")


@pytest.fixture(scope="module")
def heldout() -> dict[str, np.ndarray]:
    with np.load(FIXTURE) as data:
        return {name: data[name] for name in data.files}


@pytest.fixture(scope="module")
def engine() -> ModelEngine:
    return ModelEngine()


def cells_of(images: np.ndarray) -> list[np.ndarray]:
    return [image.astype(np.float32) / 255 for image in images]


def test_the_model_and_its_record_ship_inside_the_package_and_stay_small():
    assert MODEL.parent.name == "models" and MODEL.parent.parent.name == "splitter_print"
    assert MODEL.stat().st_size <= 5 * 1024 * 1024
    assert MODEL.with_suffix(".json").is_file()


@pytest.mark.parametrize("source", ["mnist", "semeion"])
def test_shipped_model_reads_at_least_98_percent_of_heldout_writers(heldout, engine, source):
    mine = heldout["source"] == source
    read = engine.classify(cells_of(heldout["images"][mine])).argmax(axis=1)
    assert len(read) >= 240
    assert (read == heldout["labels"][mine]).mean() >= 0.98


def test_every_row_of_probabilities_sums_to_one(heldout, engine):
    probabilities = engine.classify(cells_of(heldout["images"][:100]))
    assert probabilities.shape == (100, len(CLASSES))
    assert np.all(probabilities >= 0)
    np.testing.assert_allclose(probabilities.sum(axis=1), 1.0, atol=1e-6)


def test_an_all_zero_cell_is_empty_with_high_probability(engine):
    probabilities = engine.classify([np.zeros((28, 28), np.float32)])
    assert CLASSES[int(probabilities[0].argmax())] == "empty"
    assert probabilities[0, 0] >= 0.95


def test_a_sheet_of_44_cells_gives_44_rows_of_probabilities_and_features(heldout, engine):
    reading = engine.read(cells_of(heldout["images"][:44]))
    assert reading.probabilities.shape == (44, 7)
    assert reading.features.shape[0] == 44 and reading.features.shape[1] >= 16


def test_a_cell_reads_the_same_alone_as_in_a_batch(heldout, engine):
    cells = cells_of(heldout["images"][:10])
    alone = np.vstack([engine.classify([cell]) for cell in cells])
    np.testing.assert_allclose(alone, engine.classify(cells), atol=1e-5)


@pytest.mark.skipif(CLASSIC_ENGINE is None, reason="this OpenCV has one dnn engine only")
def test_the_model_runs_on_opencvs_classic_engine_to_the_last_bit(heldout, engine):
    net = cv2.dnn.readNetFromONNX(str(MODEL), engine=CLASSIC_ENGINE)
    net.setInput(np.stack(cells_of(heldout["images"][:44]))[:, None])
    temperature = json.loads(MODEL.with_suffix(".json").read_text())["temperature"]
    assert np.array_equal(engine.read(cells_of(heldout["images"][:44])).probabilities,
                          softmax(net.forward("logits"), temperature))


def test_no_cells_give_no_rows(engine):
    assert engine.classify([]).shape == (0, 7)


def test_a_cell_of_the_wrong_size_is_refused(engine):
    with pytest.raises(ValueError, match="28x28"):
        engine.classify([np.zeros((32, 32), np.float32)])


def test_adapting_settles_a_torn_cell_on_the_strip_number_it_repeats(heldout, engine):
    semeion = heldout["source"] == "semeion"
    images, labels = heldout["images"][semeion], heldout["labels"][semeion]
    strip_rows = [int(np.flatnonzero(labels == number)[0]) for number in range(1, 7)]
    strip = engine.read(cells_of(images[strip_rows]))
    torn = np.full((6, 7), 0.15)
    torn[:, 0] = 0.1
    cells = Reading(torn, strip.features)
    adapted = adapt(cells, strip, list(range(1, 7)), weight=0.5, sharpness=10.0)
    np.testing.assert_allclose(adapted.sum(axis=1), 1.0, atol=1e-6)
    np.testing.assert_allclose(adapted[:, 0], 0.1)
    assert adapted.argmax(axis=1).tolist() == [1, 2, 3, 4, 5, 6]


def test_adapting_without_a_strip_changes_nothing(heldout, engine):
    cells = engine.read(cells_of(heldout["images"][:5]))
    assert np.array_equal(adapt(cells, cells, [], weight=0.5, sharpness=10.0), cells.probabilities)


def test_the_readers_doubt_level_and_temperature_are_the_ones_the_shipped_models_record_chose() -> None:
    """The doubt level the decoder uses and the temperature the engine divides by were chosen
    together for the shipped model (``digits.json``'s ``protocol.doubt_level``): the card the
    reader loads (its ``levels``) gives both, so shipping a model moves both."""
    record = json.loads(MODEL.with_suffix(".json").read_text())
    chosen, card = record["protocol"]["doubt_level"], model_card()
    assert card.min_odds == chosen["min_odds"] and card.temperature == chosen["temperature"]
    assert chosen["odds_level_95_percent"] <= card.min_odds < chosen["odds_level_95_percent"] + 0.01
