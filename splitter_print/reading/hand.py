"""The writer's hand on one sheet: does a space look like their other spaces of a number?

A sheet holds some forty numbers of one writer, so it is its own calibration strip. "Looks
like" is the cosine between the model's features of a space and the mean direction of the
sheet's *other* spaces holding a number (the space never vouches for itself). Two uses build on
it: a doubtful space read alone that looks clearly more like the writer's confident spaces of
the number it was read as than like those of its second choice need not be listed
(:func:`lift_doubts`), and the roll log's changes are the player's hand, not a slip, when each
changed space looks like their spaces of its new number
(:mod:`splitter_print.night.hand`).

>>> look = {(0, 0): np.array([1.0, 0.1]), (0, 1): np.array([1.0, 0.0]),
...         (0, 2): np.array([0.0, 1.0]), (0, 3): np.array([0.1, 1.0])}
>>> hand = Hand.of(look, {(0, 0): 4, (0, 1): 4, (0, 2): 5, (0, 3): 5})
>>> round(hand.margin((0, 0), 4, 5), 3)
0.846
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from splitter_print.game.layout import Cell
from splitter_print.reading.decode import Decoded, is_uncertain, lone_empty
from splitter_print.reading.recognise import CLASSES

LIFT_MARGIN = 0.10
"""How much more (cosine) a doubtful space must look like the writer's confident spaces of the
number it was read as than like those of its second choice for the doubt to be lifted."""
LEAST_EXAMPLES = 2
"""A number with fewer confident spaces on the sheet than this tells nothing about the hand."""


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


def best_two(row: np.ndarray) -> tuple[int, int]:
    """The indices (into :data:`CLASSES`) of a space's most and second most probable classes.

    >>> best_two(np.array([.1, .5, 0, .4, 0, 0, 0]))
    (1, 3)
    """
    first, second = np.argsort(row)[::-1][:2]
    return int(first), int(second)


def hand_margins(decoded: Decoded, features: Mapping[Cell, np.ndarray],
                 least: int = LEAST_EXAMPLES) -> dict[Cell, float | None]:
    """For each space the odds doubt (:func:`~splitter_print.reading.decode.is_uncertain`), how
    much more it looks like the writer's confident spaces of its best class than of its second
    (:meth:`Hand.margin`); ``None`` when either class is empty or has fewer than ``least``
    confident spaces on the sheet. Confident spaces are those not in doubt."""
    doubted = [cell for cell, row in decoded.probabilities.items() if is_uncertain(row)]
    confident = {cell: number for cell, number in decoded.sheet.values.items()
                 if cell not in doubted and cell in features}
    hand = Hand.of(features, confident)
    margins: dict[Cell, float | None] = {}
    for cell in doubted:
        first, second = best_two(decoded.probabilities[cell])
        margins[cell] = None if not (first and second) or cell not in features else \
            hand.margin(cell, int(CLASSES[first]), int(CLASSES[second]), least)
    return margins


def lift_doubts(decoded: Decoded, features: Mapping[Cell, np.ndarray] | None,
                lift: float | None = None, least: int = LEAST_EXAMPLES) -> Decoded:
    """``decoded`` without the odds doubts that the writer's hand settles: spaces whose
    :func:`hand_margins` exceed ``lift`` (:data:`LIFT_MARGIN` when not given, looked up at the
    call so that a bench may try other levels). Lone empty spaces stay listed; nothing changes
    without the model's features.
    """
    if not features:
        return decoded
    lift = LIFT_MARGIN if lift is None else lift
    lifted = {cell for cell, found in hand_margins(decoded, features, least).items()
              if found is not None and found > lift}
    cells: Sequence[Cell] = list(decoded.probabilities)
    kept = set(lone_empty(dict(decoded.sheet.values), cells))
    return replace(decoded, uncertain=tuple(c for c in decoded.uncertain if c not in lifted or c in kept))
