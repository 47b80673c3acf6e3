"""The writer's hand on one sheet: does a space look like their other spaces of a number?

A sheet holds some forty numbers of one writer, so it is its own calibration strip. "Looks
like" is the cosine between the model's features of a space and the mean direction of the
sheet's *other* spaces holding a number (the space never vouches for itself). Three uses
build on it: a doubtful space read alone that does not look like the writer's confident spaces
of its second choice, and clearly more like those of the number it was read as, need not be
listed (:func:`lift_doubts`); one clearly more like their spaces of its second choice is read
as that and stays listed (:func:`switch_doubts`); and the roll log's changes are the player's
hand, not a slip, when each changed space looks like their spaces of its new number
(:mod:`splitter_print.night.hand`).

>>> look = {(0, 0): np.array([1.0, 0.1]), (0, 1): np.array([1.0, 0.0]),
...         (0, 2): np.array([0.0, 1.0]), (0, 3): np.array([0.1, 1.0])}
>>> hand = Hand.of(look, {(0, 0): 4, (0, 1): 4, (0, 2): 5, (0, 3): 5})
>>> round(hand.margin((0, 0), 4, 5), 3)
0.846
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from splitter_print.game.layout import Cell
from splitter_print.reading.cut.cells import CUT
from splitter_print.reading.decode import Decoded, is_uncertain
from splitter_print.reading.recognise.engine import CLASSES


@dataclass(frozen=True)
class HandTuning:
    """How sure the writer's hand must be to settle or switch a doubtful space. The likenesses
    are cosines between the model's features, so the levels belong to the shipped model's
    features; they were chosen on made game nights with ``bench/doubt_bench.py`` (its figures:
    docs/benchmarks.md).

    >>> HAND.lift_unlike, HAND.switch_below
    (0.75, -0.1)
    """

    lift_unlike: float = 0.75
    """A doubtful space is settled by the writer's hand only when its likeness (cosine) to the
    writer's confident spaces of every number other than its first choice is below this: it
    does not look like their writing of any other number."""
    lift_margin: float = 0.20
    """... and, where the writer's confident spaces of its first choice can be compared, it
    looks this much more (cosine) like those than like their spaces of its second choice."""
    switch_below: float = -0.1
    """A doubtful space whose margin (:attr:`Look.margin`, cosine) is below this looks clearly
    more like the writer's confident spaces of the model's second choice than of its first: it
    is read as the second choice and stays listed. A distance from 0, where a hand that cannot
    tell the two numbers apart lies."""
    least_examples: int = 2
    """A number with fewer confident spaces on the sheet than this tells nothing about the hand."""


HAND = HandTuning()
"""The levels the reader settles doubts with."""


def unit(vector: np.ndarray) -> np.ndarray:
    """``vector`` scaled to length 1 (a zero vector stays zero).

    >>> unit(np.array([3.0, 4.0])).tolist()
    [0.6, 0.8]
    """
    vector = np.asarray(vector, np.float64)
    return vector / max(float(np.linalg.norm(vector)), 1e-9)


@dataclass(frozen=True, eq=False)
class Hand:
    """The directions of a sheet's spaces whose numbers are known (``values``), summed by number."""

    directions: Mapping[Cell, np.ndarray]
    values: Mapping[Cell, int]
    totals: Mapping[int, np.ndarray]
    counts: Mapping[int, int]

    @classmethod
    def of(cls, features: Mapping[Cell, np.ndarray], values: Mapping[Cell, int]) -> Hand:
        """The hand of the spaces in ``values``, from the model's ``features`` of every space."""
        directions = {cell: unit(features[cell]) for cell in features}
        totals: dict[int, np.ndarray] = {}
        counts: dict[int, int] = {}
        for cell, number in values.items():
            totals[number] = totals.get(number, 0) + directions[cell]
            counts[number] = counts.get(number, 0) + 1
        return cls(directions, dict(values), totals, counts)

    def others(self, cell: Cell, number: int) -> int:
        """How many spaces other than ``cell`` hold ``number``."""
        return self.counts.get(number, 0) - (self.values.get(cell) == number)

    def likeness(self, cell: Cell, number: int) -> float:
        """The cosine between ``cell`` and the mean direction of the other spaces holding ``number``."""
        own = self.directions[cell]
        total = self.totals.get(number, np.zeros_like(own))
        if self.values.get(cell) == number:
            total = total - own
        return float(own @ unit(total))

    def margin(self, cell: Cell, toward: int, away: int, least: int = 1) -> float | None:
        """How much more ``cell`` looks like the other spaces holding ``toward`` than like those
        holding ``away``; ``None`` when either number has fewer than ``least`` other spaces."""
        if min(self.others(cell, toward), self.others(cell, away)) < max(least, 1):
            return None
        return self.likeness(cell, toward) - self.likeness(cell, away)


@dataclass(frozen=True)
class Look:
    """How a doubtful space looks next to the writer's confident spaces of the same sheet."""

    other: float | None
    """Its likeness to the writer's spaces of the number, other than its first choice, it looks
    most like; ``None`` when the hand is unknown for some number other than its first choice
    (too few confident spaces: the truth may be that number), or either of its two best
    classes is an empty space."""
    margin: float | None
    """How much more it looks like their spaces of its first choice than of its second
    (:meth:`Hand.margin`); ``None`` when its first choice has too few."""

    def settled(self, unlike: float | None = None, margin: float | None = None) -> bool:
        """Whether the hand settles the doubt: unlike the writer's every other number (likeness
        below ``unlike``, :attr:`HandTuning.lift_unlike`) and, where it can be told, clearly like
        their first choice rather than their second (margin above ``margin``,
        :attr:`HandTuning.lift_margin`). :data:`HAND` is looked up at the call, so that a bench
        may try other levels.

        >>> Look(0.4, 0.5).settled(), Look(0.4, None).settled(), Look(0.9, 0.5).settled()
        (True, True, False)
        >>> Look(0.4, 0.1).settled(), Look(None, None).settled()
        (False, False)
        """
        unlike = HAND.lift_unlike if unlike is None else unlike
        margin = HAND.lift_margin if margin is None else margin
        return self.other is not None and self.other < unlike and (self.margin is None or self.margin > margin)

    def switched(self, below: float | None = None) -> bool:
        """Whether the hand reads the space as its second choice: the margin can be told and is
        below ``below`` (:attr:`HandTuning.switch_below` of :data:`HAND`, looked up at the call).

        >>> Look(0.9, -0.3).switched(), Look(0.9, -0.05).switched(), Look(0.9, None).switched()
        (True, False, False)
        """
        below = HAND.switch_below if below is None else below
        return self.margin is not None and self.margin < below


def best_two(row: np.ndarray) -> tuple[int, int]:
    """The indices (into :data:`CLASSES`) of a space's most and second most probable classes.

    >>> best_two(np.array([.1, .5, 0, .4, 0, 0, 0]))
    (1, 3)
    """
    first, second = np.argsort(row)[::-1][:2]
    return int(first), int(second)


def looks(decoded: Decoded, features: Mapping[Cell, np.ndarray], least: int = HAND.least_examples) -> dict[Cell, Look]:
    """How each space the odds doubt (:func:`~splitter_print.reading.decode.is_uncertain`)
    looks next to the sheet's confident spaces (those not in doubt), by number; a number with
    fewer than ``least`` confident spaces is a number whose writing the sheet does not show."""
    doubted = [cell for cell, row in decoded.probabilities.items() if is_uncertain(row)]
    in_doubt = set(doubted)
    confident = {cell: number for cell, number in decoded.sheet.values.items()
                 if cell not in in_doubt and cell in features}
    hand = Hand.of(features, confident)
    numbers = [int(name) for name in CLASSES[1:]]
    found: dict[Cell, Look] = {}
    for cell in doubted:
        first, second = best_two(decoded.probabilities[cell])
        read = int(CLASSES[first]) if first else None
        others = [number for number in numbers if number != read]
        if not (first and second) or cell not in features or \
                any(hand.others(cell, number) < least for number in others):
            found[cell] = Look(None, None)
        else:
            found[cell] = Look(max(hand.likeness(cell, number) for number in others),
                               hand.margin(cell, int(CLASSES[first]), int(CLASSES[second]), least))
    return found


def settle_by_hand(decoded: Decoded, features: Mapping[Cell, np.ndarray] | None,
                   least: int = HAND.least_examples, enlarged: float = 1.0) -> Decoded:
    """:func:`lift_doubts` and :func:`switch_doubts` together, the sheet's looks worked out once
    (lifting changes only which spaces are listed, so the looks stay the same).

    Nothing changes on a sheet cut ``enlarged`` more than
    :attr:`~splitter_print.reading.cut.cells.CutTuning.small_sheet_enlargement` times: blown up
    from a few JPEG blocks, every space's features look alike whatever the number (on made photos
    of the publisher's look-alike at 10-19 px a space, settling left 46 of 605 wrong readings
    unlisted, against 6 without it). The levels were chosen on sheets that fill most of the photo."""
    if not features or enlarged > CUT.small_sheet_enlargement:
        return decoded
    found = looks(decoded, features, least)
    return _switched(_lifted(decoded, found), found)


def lift_doubts(decoded: Decoded, features: Mapping[Cell, np.ndarray] | None,
                least: int = HAND.least_examples) -> Decoded:
    """``decoded`` without the odds doubts that the writer's hand settles (:meth:`Look.settled`).
    Lone empty spaces stay listed (the hand never speaks for an empty space); nothing changes
    without the model's features.
    """
    return _lifted(decoded, looks(decoded, features, least)) if features else decoded


def switch_doubts(decoded: Decoded, features: Mapping[Cell, np.ndarray] | None,
                  least: int = HAND.least_examples) -> Decoded:
    """``decoded`` with each odds doubt that looks clearly more like the writer's spaces of its
    second choice than of its first (:meth:`Look.switched`) read as that second choice; it stays
    listed (the sheet's own writing is evidence, not proof). A space the model was sure of, an
    empty first or second choice or a number the sheet shows too seldom never switches; nothing
    changes without the model's features.
    """
    return _switched(decoded, looks(decoded, features, least)) if features else decoded


def _lifted(decoded: Decoded, found: Mapping[Cell, Look]) -> Decoded:
    lifted = {cell for cell, look in found.items() if look.settled()}
    return replace(decoded, uncertain=tuple(cell for cell in decoded.uncertain if cell not in lifted))


def _switched(decoded: Decoded, found: Mapping[Cell, Look]) -> Decoded:
    second = {cell: best_two(decoded.probabilities[cell])[1] for cell, look in found.items() if look.switched()}
    if not second:
        return decoded
    confidence = dict(decoded.confidence) | {
        cell: float(decoded.probabilities[cell][index]) for cell, index in second.items()}
    return replace(decoded, sheet=decoded.sheet.with_values(
        {cell: int(CLASSES[index]) for cell, index in second.items()}), confidence=confidence)
