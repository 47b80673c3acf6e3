"""Consensus reading: sheets of one game correct each other; a sheet that breaks the rules is flagged."""

import numpy as np
import pytest

from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet
from splitter_print.night.consensus import SheetProbabilities, estimate_rolls, read_by_consensus
from splitter_print.reading.result import SheetReading
from splitter_testkit.made_nights import needs_writers, read_made
from splitter_testkit.synth import PhotoSpec
from splitter_testkit.synth_night import night_specs


def _night(players: int, seed: int, pad_name: str = "A"):
    """One game: shared rolls, each player placing them differently."""
    pad = load_layout(pad_name)
    rng = np.random.default_rng(seed)
    rolls = [tuple(int(n) for n in rng.integers(1, 7, 2)) for _ in pad.mirror_pairs]
    sheets = []
    for _ in range(players):
        shuffled = [pad.mirror_pairs[i] for i in rng.permutation(len(pad.mirror_pairs))]
        values = {}
        for (left, right), (a, b) in zip(shuffled, rolls):
            values[left], values[right] = (a, b) if rng.random() < 0.5 else (b, a)
        sheets.append(values)
    return pad, rolls, sheets, rng


def _noisy(pad, values, rng, misreads: int) -> SheetProbabilities:
    """Confident probabilities with ``misreads`` cells leaning to a wrong digit."""
    wrong = set(rng.choice(len(pad.cells), misreads, replace=False).tolist()) if misreads else set()
    probs = {}
    for index, cell in enumerate(pad.cells):
        vector = np.full(7, 0.02)
        truth = values[cell]
        if index in wrong:
            vector[truth % 6 + 1], vector[truth] = 0.55, 0.35
        else:
            vector[truth] = 0.88
        probs[cell] = vector / vector.sum()
    return SheetProbabilities(pad, probs)


def test_the_game_rolls_are_recovered_from_sheets_that_each_hold_misreadings() -> None:
    pad, rolls, sheets, rng = _night(players=5, seed=2)
    estimate = estimate_rolls([_noisy(pad, values, rng, misreads=2) for values in sheets])
    assert sorted(tuple(sorted(r)) for r in rolls) == [roll.pair for roll in estimate]


def test_consensus_reads_every_honest_sheet_exactly() -> None:
    pad, _rolls, sheets, rng = _night(players=4, seed=9)
    result = read_by_consensus([_noisy(pad, values, rng, misreads=2) for values in sheets])
    assert result.flagged == ()
    assert not result.mixed
    for reading, values in zip(result.readings, sheets):
        assert reading is not None and reading.values == values


def test_a_sheet_changed_after_the_fact_is_flagged_not_corrected() -> None:
    pad, _rolls, sheets, rng = _night(players=5, seed=4)
    cheat = dict(sheets[1])
    for cell in pad.cells[:2]:
        cheat[cell] = cheat[cell] % 6 + 1
    inputs = [_noisy(pad, values, rng, misreads=0) for values in sheets]
    inputs[1] = _noisy(pad, cheat, rng, misreads=0)
    result = read_by_consensus(inputs)
    assert result.flagged == (1,)
    assert result.readings[1] is None


def test_sheets_from_two_different_games_are_reported_as_mixed() -> None:
    pad, _, first, rng = _night(players=3, seed=5)
    _, _, second, _ = _night(players=3, seed=6)
    result = read_by_consensus([_noisy(pad, v, rng, misreads=0) for v in first + second])
    assert result.mixed



def _sure(pad, values, misread: set) -> SheetProbabilities:
    """Sure probabilities, as the model gives clear digits; the ``misread`` cells surely wrong."""
    probs = {}
    for cell in pad.cells:
        vector = np.full(7, 0.001)
        vector[values[cell] % 6 + 1 if cell in misread else values[cell]] = 0.994
        probs[cell] = vector
    return SheetProbabilities(pad, probs)


def test_two_sheets_each_with_a_sure_misreading_do_not_make_the_night_look_mixed() -> None:
    pad, _rolls, sheets, _rng = _night(players=6, seed=8)
    inputs = [_sure(pad, values, {pad.cells[3 + index]} if index < 2 else set()) for index, values in enumerate(sheets)]
    result = read_by_consensus(inputs)
    assert result.flagged == (0, 1)
    assert not result.mixed
    assert all(reading is not None and reading.values == values
               for reading, values in zip(result.readings[2:], sheets[2:]))


def _misread(reading: SheetReading, written: Sheet) -> set[tuple[int | None, int]]:
    return {(reading.sheet.value(c), n) for c, n in written.values.items() if reading.sheet.value(c) != n}


MadeNight = tuple[tuple[tuple[int, int], ...], list[PhotoSpec], list[SheetReading]]


@pytest.fixture(scope="module")
def night_4007(tmp_path_factory: pytest.TempPathFactory) -> MadeNight:
    """Four players of one made night, one held-out writer of the shared data each, photographed
    and read once for the module."""
    rolls, specs = night_specs(seed=4007, players=4, one_writer=True, digits="shared")
    return rolls, specs, [reading for reading, _ in read_made(tmp_path_factory.mktemp("night_4007"), specs)]


@needs_writers
def test_a_sheet_misread_throughout_does_not_drag_the_estimated_rolls(night_4007: MadeNight) -> None:
    rolls, specs, readings = night_4007
    misread = [_misread(r, spec.written) for r, spec in zip(readings, specs)]
    assert misread[2] == {(6, 5)}, "the third writer's 5s are read as 6s"
    assert all(len(others) <= 1 for others in misread[:2] + misread[3:])
    agreed = read_by_consensus([SheetProbabilities(r.layout, r.decoded.probabilities) for r in readings])
    assert sorted(r.pair for r in agreed.rolls) == sorted(roll.pair for roll in rolls)


@needs_writers
def test_two_sheets_misread_throughout_are_not_taken_for_another_game(night_4007: MadeNight) -> None:
    _rolls, specs, readings = night_4007
    twice = [*readings, readings[2]]
    blind = read_by_consensus([SheetProbabilities(r.layout, r.decoded.probabilities) for r in twice])
    assert blind.mixed
    seeing = read_by_consensus([SheetProbabilities(r.layout, r.decoded.probabilities, r.evidence.features)
                                for r in twice])
    assert not seeing.mixed and not seeing.flagged
    assert [reading.values for reading in seeing.readings] == [spec.written.values for spec in [*specs, specs[2]]]
