"""The writer's hand on one sheet (splitter_print.reading.writer.hand): a doubt the sheet's own
confident spaces settle is lifted, one that looks like another of the writer's numbers stays."""

from pathlib import Path

import numpy as np
import pytest

from splitter_print.game.layout import Cell, parse_layout
from splitter_print.reading.cut.cells import CUT
from splitter_print.reading.decode import Decoded, decode_argmax, is_uncertain
from splitter_print.reading.writer.hand import Hand, Look, lift_doubts, looks, settle_by_hand, switch_doubts
from splitter_testkit.made_nights import needs_writers, read_made
from splitter_testkit.synth_night import night_specs

STRIP = parse_layout("name = 'strip'\npattern = '##############'")
"""Twelve spaces, two of each number 1-6, then the doubtful one and an empty space."""


def row(first: int, p_first: float, second: int) -> list[float]:
    """Probabilities over the classes (0 empty, 1-6) with ``first`` at ``p_first`` and the rest on ``second``."""
    probs = [0.0] * 7
    probs[first], probs[second] = p_first, 1 - p_first
    return probs


def axis(number: int, extra: float = 0.0) -> list[float]:
    """Features pointing along ``number``'s own axis (0-5 for 1-6), with ``extra`` on a seventh."""
    features = [0.0] * 7
    features[number - 1], features[6] = 1.0, extra
    return features


DOUBT_1_OR_2 = row(1, 0.6, 2)
"""Read 1 with 2 close behind (odds 1.5 to 1: in doubt)."""


def decoded_strip(doubt_looks: list[float], doubt: list[float] = DOUBT_1_OR_2,
                  sure: tuple[int, ...] = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6),
                  ) -> tuple[Decoded, dict[Cell, np.ndarray]]:
    """The strip's twelve ``sure`` spaces, each looking like its number's axis, and a last space
    read from ``doubt``, looking like ``doubt_looks``; the last space, read empty, stays listed
    as a lone empty space whatever the hand."""
    rows = [row(number, 1.0, 0) for number in sure] + [doubt, row(0, 1.0, 1)]
    decoded = decode_argmax(STRIP, STRIP.cells, np.array(rows))
    assert is_uncertain(np.array(doubt)) and decoded.uncertain == ((0, 12), (0, 13))
    return decoded, dict(zip(STRIP.cells, np.array([axis(number) for number in sure] + [doubt_looks, [0.0] * 7])))


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


def test_a_doubt_unlike_the_writers_other_numbers_and_like_their_first_choice_is_lifted() -> None:
    decoded, features = decoded_strip(axis(1, 0.2))
    # Unit (1, 0, ..., 0.2) against every other number's axis: 0; against the 1s: 1 / sqrt(1.04).
    assert looks(decoded, features)[(0, 12)] == Look(pytest.approx(0.0), pytest.approx(1 / np.sqrt(1.04)))
    lifted = lift_doubts(decoded, features)
    assert lifted.uncertain == ((0, 13),) and lifted.sheet == decoded.sheet


def test_a_doubt_that_looks_like_the_writers_second_choice_stays() -> None:
    decoded, features = decoded_strip([0.1, 1.0, 0, 0, 0, 0, 0])
    # Unit (0.1, 1, 0, ...) against the 2s: 1 / sqrt(1.01) = 0.995, above HAND.lift_unlike.
    found = looks(decoded, features)[(0, 12)]
    assert found.other == pytest.approx(1 / np.sqrt(1.01)) and not found.settled()
    assert lift_doubts(decoded, features).uncertain == ((0, 12), (0, 13))


def test_a_doubt_that_looks_like_the_writers_third_choice_stays() -> None:
    decoded, features = decoded_strip([0.2, 0, 0, 1.0, 0, 0, 0])
    # Read 1, second 2, but it looks like the 4s: 1 / sqrt(1.04) = 0.981.
    assert looks(decoded, features)[(0, 12)].other == pytest.approx(1 / np.sqrt(1.04))
    assert lift_doubts(decoded, features).uncertain == ((0, 12), (0, 13))


def test_a_number_the_sheet_shows_once_or_an_empty_choice_decides_nothing() -> None:
    decoded, features = decoded_strip(axis(1, 0.2), sure=(1, 1, 2, 2, 3, 3, 4, 1, 5, 5, 6, 6))
    assert looks(decoded, features)[(0, 12)] == Look(None, None)
    assert lift_doubts(decoded, features).uncertain == ((0, 12), (0, 13))
    decoded, features = decoded_strip(axis(1, 0.2), doubt=row(1, 0.6, 0))
    assert looks(decoded, features)[(0, 12)] == Look(None, None)
    assert lift_doubts(decoded, features).uncertain == ((0, 12), (0, 13))


def test_without_features_the_doubts_stay() -> None:
    decoded, _ = decoded_strip(axis(1, 0.2))
    assert lift_doubts(decoded, None) is decoded


def test_a_doubt_that_clearly_looks_like_the_writers_second_choice_is_read_as_it_and_stays_listed() -> None:
    decoded, features = decoded_strip([0.8, 1.0, 0, 0, 0, 0, 0])
    # Unit (0.8, 1)/sqrt(1.64): like the 1s 0.625, like the 2s 0.781; margin -0.2/sqrt(1.64) = -0.156.
    assert looks(decoded, features)[(0, 12)].margin == pytest.approx(-0.2 / np.sqrt(1.64))
    switched = switch_doubts(decoded, features)
    assert switched.sheet.value((0, 12)) == 2 and switched.confidence[(0, 12)] == pytest.approx(0.4)
    assert switched.uncertain == ((0, 12), (0, 13))
    assert switched.sheet.with_values({(0, 12): 1}) == decoded.sheet


def test_a_doubt_only_slightly_more_like_the_second_choice_keeps_its_first() -> None:
    decoded, features = decoded_strip([0.9, 1.0, 0, 0, 0, 0, 0])
    # Margin -0.1/sqrt(1.81) = -0.074: not below HAND.switch_below (-0.1).
    assert looks(decoded, features)[(0, 12)].margin == pytest.approx(-0.1 / np.sqrt(1.81))
    assert switch_doubts(decoded, features) is decoded


def test_the_switch_decides_nothing_where_the_sheet_shows_too_little_or_a_choice_is_empty() -> None:
    like_2 = [0.1, 1.0, 0, 0, 0, 0, 0]
    for sure in ((1, 1, 2, 2, 3, 3, 4, 1, 5, 5, 6, 6),   # the 4 shown once: the truth may be a 4
                 (1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6),   # the first choice, 1, shown once
                 (1, 1, 2, 1, 3, 3, 4, 4, 5, 5, 6, 6)):  # the second choice, 2, shown once
        decoded, features = decoded_strip(like_2, sure=sure)
        assert switch_doubts(decoded, features) is decoded
    decoded, features = decoded_strip(like_2, doubt=row(1, 0.6, 0))
    assert switch_doubts(decoded, features) is decoded
    assert switch_doubts(decoded, None) is decoded


def test_a_space_the_model_is_sure_of_never_switches() -> None:
    decoded, features = decoded_strip(axis(1, 0.2))
    # The first sure 1 looks exactly like the 2s, yet the model was sure: it stays a 1.
    features[(0, 0)] = np.array(axis(2))
    assert switch_doubts(decoded, features) is decoded


@needs_writers
def test_a_made_photo_whose_one_doubt_the_writers_hand_settles(tmp_path: Path) -> None:
    """Night 603, player 2 (one writer a sheet): the odds doubt one 4 of theirs, which the hand
    settles; the sheet is read exactly and nothing is listed."""
    _, specs = night_specs(603, 6, one_writer=True, digits="shared")
    [(reading, made)] = read_made(tmp_path, [specs[2]])
    assert reading.sheet == made.sheets[0].sheet
    assert is_uncertain(reading.decoded.probabilities[(2, 5)])
    assert reading.sheet.value((2, 5)) == 4
    assert looks(reading.decoded, reading.evidence.features or {})[(2, 5)].settled()
    assert reading.uncertain == ()


@pytest.mark.parametrize("look", [[0.8, 1.0, 0, 0, 0, 0, 0], [1.0, 0, 0, 0, 0, 0, 0.2]])
def test_settling_by_hand_lifts_and_switches_as_the_two_steps_in_turn(look: list[float]) -> None:
    decoded, features = decoded_strip(look)
    settled = settle_by_hand(decoded, features)
    expected = switch_doubts(lift_doubts(decoded, features), features)
    assert (settled.sheet, settled.uncertain, settled.confidence) == (expected.sheet, expected.uncertain,
                                                                     expected.confidence)
    assert settled is not decoded


def test_a_sheet_cut_from_a_few_pixels_a_space_is_not_settled_by_the_hand() -> None:
    decoded, features = decoded_strip(axis(1, 0.2))  # lifted on a sheet of usual size (above)
    assert settle_by_hand(decoded, features, enlarged=CUT.small_sheet_enlargement).uncertain == ((0, 13),)
    kept = settle_by_hand(decoded, features, enlarged=3.0)
    assert kept.uncertain == ((0, 12), (0, 13)) and kept.sheet == decoded.sheet
