"""The writer's hand on one sheet (splitter_print.reading.hand): a doubt the sheet's own
confident spaces settle is lifted, one that looks like the writer's second choice stays."""

from pathlib import Path

import numpy as np
import pytest

from splitter_print.game.layout import Cell, parse_layout
from splitter_print.reading.decode import Decoded, decode_argmax, is_uncertain
from splitter_print.reading.hand import Hand, Look, lift_doubts, looks
from splitter_testkit.made_nights import needs_writers, read_made
from splitter_testkit.synth_night import night_specs

STRIP = parse_layout("name = 'strip'\npattern = '######'")


def row(first: int, p_first: float, second: int) -> list[float]:
    """Probabilities over the classes (0 empty, 1-6) with ``first`` at ``p_first`` and the rest on ``second``."""
    probs = [0.0] * 7
    probs[first], probs[second] = p_first, 1 - p_first
    return probs


SURE_1, SURE_2, DOUBT_1_OR_2 = row(1, 1.0, 2), row(2, 1.0, 1), row(1, 0.6, 2)
"""A space surely 1, surely 2, and one read 1 with 2 close behind (odds 1.5 to 1: in doubt)."""


def test_likeness_leaves_the_space_out_of_its_own_number() -> None:
    look = {(0, 0): np.array([3.0, 4.0]), (0, 1): np.array([1.0, 0.0]), (0, 2): np.array([0.0, 2.0])}
    hand = Hand.of(look, {(0, 0): 4, (0, 1): 4, (0, 2): 5})
    # (0, 0) is (0.6, 0.8): against the other 4 (1, 0) 0.6, against the 5 (0, 1) 0.8.
    assert hand.likeness((0, 0), 4) == pytest.approx(0.6)
    assert hand.likeness((0, 0), 5) == pytest.approx(0.8)
    assert hand.margin((0, 0), 4, 5) == pytest.approx(-0.2)
    assert hand.others((0, 0), 4) == 1 and hand.others((0, 1), 5) == 1


def test_a_number_without_other_spaces_decides_nothing() -> None:
    look = {(0, 0): np.array([1.0, 0.0]), (0, 1): np.array([0.0, 1.0])}
    hand = Hand.of(look, {(0, 0): 4, (0, 1): 5})
    assert hand.margin((0, 0), 4, 5) is None
    assert hand.margin((0, 0), 5, 4) is None


def decoded_strip(doubt_looks: np.ndarray, doubt: list[float] = DOUBT_1_OR_2,
                  twos: int = 2) -> tuple[Decoded, dict[Cell, np.ndarray]]:
    """A strip of two sure 1s (features (1, 0, 0)), ``twos`` sure 2s ((0, 1, 0)), the rest sure 1s
    but the last space, read from ``doubt`` and looking like ``doubt_looks``."""
    rows = [SURE_1, SURE_1] + [SURE_2] * twos + [SURE_1] * (3 - twos) + [doubt]
    features = [[1.0, 0, 0], [1.0, 0, 0]] + [[0, 1.0, 0]] * twos + [[1.0, 0, 0]] * (3 - twos) + [doubt_looks]
    decoded = decode_argmax(STRIP, STRIP.cells, np.array(rows))
    assert decoded.uncertain == ((0, 5),) and is_uncertain(np.array(doubt))
    return decoded, dict(zip(STRIP.cells, np.array(features)))


def test_a_doubt_unlike_the_writers_second_choice_and_like_their_first_is_lifted() -> None:
    decoded, features = decoded_strip(np.array([1.0, 0.0, 0.2]))
    # Unit (1, 0, 0.2) against the two 2s (0, 1, 0): 0; against the 1s (1, 0, 0): 1 / sqrt(1.04).
    found = looks(decoded, features)[(0, 5)]
    assert found.second == pytest.approx(0.0)
    assert found.margin == pytest.approx(1 / np.sqrt(1.04))
    lifted = lift_doubts(decoded, features)
    assert lifted.uncertain == () and lifted.sheet == decoded.sheet


def test_a_doubt_that_looks_like_the_writers_second_choice_stays() -> None:
    decoded, features = decoded_strip(np.array([0.1, 1.0, 0.0]))
    # Unit (0.1, 1, 0) against the 2s (0, 1, 0): 1 / sqrt(1.01) = 0.995, above LIFT_UNLIKE.
    assert looks(decoded, features)[(0, 5)].second == pytest.approx(1 / np.sqrt(1.01))
    assert lift_doubts(decoded, features).uncertain == ((0, 5),)


def test_a_second_choice_with_one_confident_space_or_empty_decides_nothing() -> None:
    decoded, features = decoded_strip(np.array([1.0, 0.0, 0.0]), twos=1)
    assert looks(decoded, features)[(0, 5)] == Look(None, None)
    assert lift_doubts(decoded, features).uncertain == ((0, 5),)
    decoded, features = decoded_strip(np.array([1.0, 0.0, 0.0]), doubt=row(1, 0.6, 0))
    assert looks(decoded, features)[(0, 5)] == Look(None, None)
    assert lift_doubts(decoded, features).uncertain == ((0, 5),)


def test_without_features_the_doubts_stay() -> None:
    decoded, _ = decoded_strip(np.array([1.0, 0.0, 0.2]))
    assert lift_doubts(decoded, None) is decoded


def test_a_lone_empty_space_stays_listed_whatever_the_hand() -> None:
    rows = np.array([SURE_1, SURE_1, SURE_2, SURE_2, SURE_1, row(0, 1.0, 1)])
    decoded = decode_argmax(STRIP, STRIP.cells, rows)
    features = dict(zip(STRIP.cells, np.array([[1.0, 0, 0]] * 2 + [[0, 1.0, 0]] * 2 + [[1.0, 0, 0]] * 2)))
    assert lift_doubts(decoded, features).uncertain == ((0, 5),)


@needs_writers
def test_a_made_photo_whose_one_doubt_the_writers_hand_settles(tmp_path: Path) -> None:
    """Night 603, player 2 (one writer a sheet): the odds doubt one 4 of theirs, which the hand
    settles; the sheet is read exactly and nothing is listed."""
    _, specs = night_specs(603, 6, one_writer=True)
    [(reading, made)] = read_made(tmp_path, [specs[2]])
    assert reading.sheet == made.sheets[0].sheet
    assert is_uncertain(reading.decoded.probabilities[(2, 5)])
    assert reading.sheet.value((2, 5)) == 4
    assert looks(reading.decoded, reading.evidence.features or {})[(2, 5)].settled()
    assert reading.uncertain == ()
