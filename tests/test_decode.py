"""Decoding probabilities into a sheet: argmax, uncertain spaces, fixes."""

from __future__ import annotations

import numpy as np

from splitter_print.game.layout import load_layout
from splitter_print.reading.decode import apply_fixes, decode_argmax
from splitter_print.reading.recognise.card import model_card


def odds_pair(nats: float) -> tuple[float, float]:
    """Two probabilities summing to 1 whose log odds are ``nats``."""
    first = 1 / (1 + np.exp(-nats))
    return first, 1 - first


def sure(number: int, p: float = 0.995) -> np.ndarray:
    row = np.full(7, (1 - p) / 6)
    row[number] = p
    return row


def test_all_empty_probabilities_read_an_empty_sheet() -> None:
    pad = load_layout("A")
    decoded = decode_argmax(pad, pad.cells, np.array([sure(0)] * len(pad.cells)))
    assert decoded.sheet.values == {} and decoded.uncertain == ()


def test_close_calls_are_uncertain_and_confidence_is_the_top_probability() -> None:
    pad = load_layout("A")
    probs = np.array([sure(3)] * len(pad.cells))
    probs[5] = [0, 0.45, 0.40, 0.15, 0, 0, 0]
    decoded = decode_argmax(pad, pad.cells, probs)
    assert decoded.uncertain == (pad.cells[5],)
    assert decoded.sheet.value(pad.cells[5]) == 1
    assert abs(decoded.confidence[pad.cells[5]] - 0.45) < 1e-9


def test_a_better_reading_has_a_higher_log_likelihood() -> None:
    pad = load_layout("A")
    good = decode_argmax(pad, pad.cells, np.array([sure(2, 0.9)] * 44))
    poor = decode_argmax(pad, pad.cells, np.array([sure(2, 0.5)] * 44))
    assert good.log_likelihood > poor.log_likelihood


def test_fixes_override_and_clear_doubt() -> None:
    pad = load_layout("A")
    probs = np.array([sure(4)] * 44)
    probs[0] = [0, 0.4, 0.35, 0.25, 0, 0, 0]
    decoded = apply_fixes(decode_argmax(pad, pad.cells, probs), {pad.cells[0]: 6, pad.cells[1]: None})
    assert decoded.sheet.value(pad.cells[0]) == 6 and decoded.sheet.value(pad.cells[1]) is None
    assert decoded.uncertain == () and decoded.confidence[pad.cells[0]] == 1.0


def test_a_lone_empty_space_on_a_full_sheet_is_doubtful() -> None:
    # a finished game fills all 44 spaces: one read empty, however surely, is worth a look
    pad = load_layout("A")
    probs = np.array([sure(5, 0.9999)] * 44)
    probs[7] = sure(0, 0.9999)
    decoded = decode_argmax(pad, pad.cells, probs)
    assert decoded.uncertain == (pad.cells[7],)


def test_empty_spaces_of_a_game_in_progress_are_not_doubtful() -> None:
    pad = load_layout("A")
    probs = np.array([sure(5, 0.9999)] * 40 + [sure(0, 0.9999)] * 4)
    assert decode_argmax(pad, pad.cells, probs).uncertain == ()


def test_a_reading_just_under_the_doubt_level_is_doubtful_and_one_just_over_is_not() -> None:
    pad = load_layout("A")
    probs = np.array([sure(2, 0.9999)] * 44)
    level = model_card().min_odds
    probs[0] = [0, 0, *odds_pair(level - 0.05), 0, 0, 0]
    probs[1] = [0, 0, *odds_pair(level + 0.05), 0, 0, 0]
    assert decode_argmax(pad, pad.cells, probs).uncertain == (pad.cells[0],)
