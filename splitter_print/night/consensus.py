"""Reading a game night without a roll log: the sheets of one game vouch for each other.

All sheets of one game hold the same rolled pairs. From every sheet's probabilities we
estimate that common multiset of rolls, then read each sheet against it
(:func:`~splitter_print.night.constrained.decode_with_rolls`). A sheet that cannot be made to
agree without overruling strong evidence (a player wrote a wrong number, skipped a roll, or
played another game) is flagged and keeps its own reading rather than being "corrected".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

import numpy as np

from splitter_print.game.dice import FACES, Roll
from splitter_print.game.layout import Cell, Layout
from splitter_print.night.constrained import ROLL_LIMITS, ConstrainedReading, decode_with_rolls
from splitter_print.night.hand import changes, explained_by_hand
from splitter_print.reading.decode import DECODING

ROLL_KINDS: tuple[Roll, ...] = tuple(Roll(a, b) for a, b in combinations_with_replacement(FACES, 2))
"""The 21 different unordered rolls of two dice, smallest number first."""


@dataclass(frozen=True)
class ConsensusTuning:
    """When the sheets of a batch are several games rather than one game with a slip.

    >>> CONSENSUS.foreign_changes
    5
    """

    mixed_game_share: float = 1 / 3
    """When at least this share of the sheets (and at least two) hold another game's rolls, the
    batch is several games rather than one player's slip."""
    foreign_changes: int = 5
    """A sheet whose reading against the game's rolls changes at least this many spaces holds
    another game's rolls; fewer changes are misreadings or a player's slip, flagged but no sign
    of a second game. Made sheets of another game change 7-20 spaces; honest sheets of the
    game-night benchmark, read against their own rolls, 0-3."""


CONSENSUS = ConsensusTuning()
"""The tuning the sheets of a batch are agreed with."""


@dataclass(frozen=True)
class SheetProbabilities:
    """One sheet's recogniser output: its pad and a (empty, 1..6) vector per space."""

    layout: Layout
    probabilities: Mapping[Cell, np.ndarray]
    features: Mapping[Cell, np.ndarray] | None = None
    """The model's features of each space: a hand misread throughout is then told from a sheet
    of another game (:mod:`~splitter_print.night.hand`)."""


@dataclass(frozen=True)
class Consensus:
    """The estimated rolls of the game and every sheet read against them.

    ``readings[i]`` is ``None`` for a sheet that was flagged because it disagrees;
    ``flagged`` holds their indices, ``mixed`` says the batch looks like several games
    (enough sheets disagree in many spaces, not just in a misread digit or two).
    """

    rolls: tuple[Roll, ...]
    readings: tuple[ConstrainedReading | None, ...]
    flagged: tuple[int, ...]
    mixed: bool


def _pair_gains(sheet: SheetProbabilities) -> np.ndarray:
    """log-probability of each roll kind in each mirror pair (better orientation), shape (21, pairs)."""
    logs = {cell: np.log(np.maximum(np.asarray(p, dtype=float), DECODING.floor))
            for cell, p in sheet.probabilities.items()}
    pairs = sheet.layout.mirror_pairs
    gains = np.empty((len(ROLL_KINDS), len(pairs)))
    for i, (a, b) in enumerate(kind.pair for kind in ROLL_KINDS):
        for j, (left, right) in enumerate(pairs):
            gains[i, j] = max(logs[left][a] + logs[right][b], logs[left][b] + logs[right][a])
    return gains


def _fit(gains: np.ndarray, counts: Counter[int]) -> float:
    """Best total log-probability of a sheet holding rolls of kinds ``counts`` (kind index -> n)."""
    from scipy.optimize import linear_sum_assignment  # SciPy takes a second to load: only when consensus runs

    rows = [kind for kind, n in counts.items() for _ in range(n)]
    chosen_rows, chosen_cols = linear_sum_assignment(gains[rows], maximize=True)
    return float(gains[rows][chosen_rows, chosen_cols].sum())


def _free(gains: np.ndarray) -> float:
    return float(gains.max(axis=0).sum())


def estimate_rolls(sheets: Sequence[SheetProbabilities]) -> tuple[Roll, ...]:
    """The multiset of rolls that the sheets, read together, most probably hold.

    Starts from the best of the sheets' mean vote and each sheet's own first-choice pairs,
    then improves the multiset one swap at a time while the sheets' summed (strain-capped) fit
    rises, so that one sheet that breaks the rules cannot drag the estimate. The capped fit is
    flat far from the truth, so the start matters: a sheet read exactly is already the answer,
    while the mean vote of a night with one hand misread throughout can lie where no single
    swap helps.
    """
    gains = [_pair_gains(sheet) for sheet in sheets]
    size = min(g.shape[1] for g in gains)
    votes = [np.bincount(np.argmax(g[:, :size], axis=0), minlength=len(ROLL_KINDS)) for g in gains]
    free = [_free(g) for g in gains]

    scored: dict[tuple[tuple[int, int], ...], float] = {}  # each multiset fitted to the sheets once

    def score(c: Counter[int]) -> float:
        key = tuple(sorted(c.items()))
        if key not in scored:
            scored[key] = sum(max(_fit(g, c) - f, -ROLL_LIMITS.strain) for g, f in zip(gains, free))
        return scored[key]

    starts = [_nearest_counts(np.mean(votes, axis=0), size),
              *(Counter({kind: int(n) for kind, n in enumerate(vote) if n}) for vote in votes)]
    best, counts = max(((score(start), start) for start in starts), key=lambda scored: scored[0])
    improved = True
    while improved:
        improved = False
        for out_kind in [k for k, n in counts.items() if n > 0]:
            for in_kind in range(len(ROLL_KINDS)):
                if in_kind == out_kind:
                    continue
                trial = counts.copy()
                trial[out_kind] -= 1
                trial[in_kind] += 1
                value = score(+trial)
                if value > best + 1e-9:
                    counts, best, improved = +trial, value, True
                    break
            if improved:
                break
    return tuple(sorted(ROLL_KINDS[kind] for kind, n in counts.items() for _ in range(n)))


def _nearest_counts(mean: np.ndarray, size: int) -> Counter[int]:
    """Whole roll counts near the sheets' mean counts that add up to ``size`` rolls."""
    counts = np.rint(mean).astype(int)
    while counts.sum() < size:
        counts[np.argmax(mean - counts)] += 1
    while counts.sum() > size:
        counts[np.argmin(np.where(counts > 0, mean - counts, np.inf))] -= 1
    return Counter({kind: int(n) for kind, n in enumerate(counts) if n})


def read_by_consensus(sheets: Sequence[SheetProbabilities]) -> Consensus:
    """Estimate the game's rolls from all sheets and read every sheet against them; a sheet
    beyond the roll limits is flagged unless its player's hand explains every change."""
    rolls = estimate_rolls(sheets)
    readings: list[ConstrainedReading | None] = []
    flagged = []
    foreign = 0
    for index, sheet in enumerate(sheets):
        reading = decode_with_rolls(sheet.layout, sheet.probabilities, rolls[: len(sheet.layout.mirror_pairs)])
        if reading.disagrees(sheet.probabilities) and not explained_by_hand(
                sheet.features, reading.values, changes(reading, sheet.probabilities)):
            flagged.append(index)
            readings.append(None)
            foreign += len(reading.changed) >= CONSENSUS.foreign_changes
        else:
            readings.append(reading)
    mixed = foreign >= 2 and foreign >= CONSENSUS.mixed_game_share * len(sheets)
    return Consensus(rolls, tuple(readings), tuple(flagged), mixed)
