"""Reading with the roll log: the rolls correct misreadings but never invent a legal sheet."""

import numpy as np
import pytest

from splitter_print.game.dice import Roll
from splitter_print.game.layout import load_layout
from splitter_print.night.constrained import decode_with_rolls


def _game(pad_name: str, seed: int):
    """A random legal game: 22 rolls, each placed either way round in a random mirror pair."""
    pad = load_layout(pad_name)
    rng = np.random.default_rng(seed)
    rolls = [Roll(*map(int, rng.integers(1, 7, 2))) for _ in pad.mirror_pairs]
    values = {}
    shuffled = [pad.mirror_pairs[i] for i in rng.permutation(len(pad.mirror_pairs))]
    for (left, right), roll in zip(shuffled, rolls):
        a, b = roll.first, roll.second
        values[left], values[right] = (a, b) if rng.random() < 0.5 else (b, a)
    return pad, rolls, values, rng


def _probabilities(pad, values, rng, wrong: dict):
    """Confident, correct probabilities, except that cells in ``wrong`` lean to another digit."""
    probs = {}
    for cell in pad.cells:
        vector = np.full(7, 0.02)
        vector[values.get(cell, 0)] = 0.88
        if cell in wrong:
            vector[wrong[cell]], vector[values[cell]] = 0.55, 0.35
        probs[cell] = vector / vector.sum()
    return probs


@pytest.mark.parametrize("pad_name", ["A", "B"])
def test_the_rolls_correct_a_misread_digit(pad_name: str) -> None:
    pad, rolls, values, rng = _game(pad_name, seed=7)
    cell = pad.cells[5]
    misread = values[cell] % 6 + 1
    reading = decode_with_rolls(pad, _probabilities(pad, values, rng, {cell: misread}), rolls)
    assert reading.values == values
    assert reading.changed == (cell,)


def test_a_correct_reading_is_left_unchanged() -> None:
    pad, rolls, values, rng = _game("A", seed=3)
    reading = decode_with_rolls(pad, _probabilities(pad, values, rng, {}), rolls)
    assert reading.values == values
    assert reading.changed == ()
    assert reading.strain == pytest.approx(0.0)


def test_a_sheet_that_breaks_the_rules_shows_strain_instead_of_being_silently_legal() -> None:
    pad, rolls, values, rng = _game("A", seed=11)
    cell = pad.cells[0]
    cheated = dict(values)
    cheated[cell] = values[cell] % 6 + 1
    probs = _probabilities(pad, cheated, rng, {})
    reading = decode_with_rolls(pad, probs, rolls)
    assert reading.changed
    assert reading.strain > 3.0


def test_fewer_rolls_than_pairs_leave_the_rest_empty() -> None:
    pad, _rolls, values, rng = _game("A", seed=5)
    kept_pairs = pad.mirror_pairs[:10]
    partial = {c: values[c] for pair in kept_pairs for c in pair}
    partial_rolls = [Roll(partial[left], partial[right]) for left, right in kept_pairs]
    reading = decode_with_rolls(pad, _probabilities(pad, partial, rng, {}), partial_rolls)
    assert reading.values == partial



def _one_row(written: str, sureness: float = 0.99):
    """A pad of one row of ``len(written)`` spaces (mirror pairs: column c and its mirror from the
    other end), read as ``written``, each space ``sureness`` sure."""
    from splitter_print.game.layout import parse_layout

    pad = parse_layout(f"name = 'row'\npattern = '{'#' * len(written)}'")
    probs = {}
    for col, digit in enumerate(written):
        vector = np.full(7, (1 - sureness) / 6)
        vector[int(digit)] = sureness
        probs[(0, col)] = vector
    return pad, probs


def _holds(fit, rolls) -> bool:
    width = len(fit.values)
    pairs = [tuple(sorted((fit.values[(0, c)], fit.values[(0, width - 1 - c)]))) for c in range(width // 2)]
    return sorted(pairs) == sorted(roll.pair for roll in rolls)


@pytest.mark.parametrize(("written", "kept", "changed"), [
    # 3-1 twice (columns 0-5 and 1-4) where the rolls have 3-1 and 2-1: either 3 may be the 2.
    ("334411", (), [[(0, 0)], [(0, 1)]]),
    # The same with the second 3 set by hand: only the first is left.
    ("334411", ((0, 1),), [[(0, 0)]]),
    # 5-1 rolled nowhere: one space, one reading.
    ("354411", (), [[(0, 1)]]),
])
def test_equally_near_readings_are_all_found_and_none_is_picked(written, kept, changed) -> None:
    from splitter_print.night.constrained import decode_with_rolls, equally_near

    rolls = [Roll(3, 1), Roll(2, 1), Roll(4, 4)]
    pad, probs = _one_row(written)
    for cell in kept:
        probs[cell] = np.eye(7)[int(written[cell[1]])]
    fits = equally_near(pad, probs, rolls, decode_with_rolls(pad, probs, rolls), kept)
    assert [list(fit.changed) for fit in fits] == changed
    assert all(_holds(fit, rolls) for fit in fits)


def test_no_more_equally_near_readings_are_put_to_a_person_than_the_limit() -> None:
    """2-2 five times where the rolls have 2-2 four times and 1-2: any of ten 2s could be the 1."""
    from splitter_print.night.constrained import ROLL_LIMITS, decode_with_rolls, equally_near

    rolls = [Roll(2, 2)] * 4 + [Roll(1, 2)]
    pad, probs = _one_row("2" * 10)
    fits = equally_near(pad, probs, rolls, decode_with_rolls(pad, probs, rolls))
    assert len(fits) == ROLL_LIMITS.alternatives == 4
    assert all(len(fit.changed) == 1 and _holds(fit, rolls) for fit in fits)
    assert len({fit.changed for fit in fits}) == 4
