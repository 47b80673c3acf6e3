"""The player's hand, learned from the rolls: when many changes are one misread number, not a slip.

A player whose 4 the model takes for a 5 writes it that way in every space. Read against the
rolls, their sheet needs the same change in several spaces, more than the roll limits allow
(:attr:`~splitter_print.night.constrained.RollLimits.strain`), and it looks as if it broke the
rules. But the rolls say which number each space holds, so the sheet is its own calibration
strip: a space the rolls change holds the player's number when it looks more like their other
spaces of that number than like their spaces of the number it was read as. A number written
wrong after the fact is the player's own writing of what they wrote: it looks like their other
spaces of that number, and the sheet stays flagged.

"Looks like" is :meth:`splitter_print.reading.writer.hand.Hand.likeness`: the cosine between the model's
features of the space and the mean direction of the sheet's other spaces holding a number,
leaving the space out so it never vouches for itself.

>>> values = {(0, 0): 4, (0, 1): 4, (0, 2): 5, (0, 3): 5}
>>> seen = {(0, 0): np.array([1.0, 0.1]), (0, 1): np.array([1.0, 0.0]),
...         (0, 2): np.array([0.0, 1.0]), (0, 3): np.array([0.1, 1.0])}
>>> round(hand_margin(seen, values, {(0, 0): 5, (0, 1): 5}), 3)
0.846
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from splitter_print.game.layout import Cell
from splitter_print.night.constrained import ConstrainedReading
from splitter_print.reading.writer.hand import Hand


@dataclass(frozen=True)
class HandCheck:
    """When the changes the rolls make to a sheet are the player's hand rather than a number
    written wrong.

    >>> HAND_CHECK.margin
    0.076
    """

    margin: float = 0.076
    """How much more (cosine of the model's features) every changed space must look like the
    player's spaces of the number the rolls give it than like their spaces of the number it was
    read as. Chosen with ``tools/choose_roll_limits.py`` on validation handwriting, midway
    between the surest rewritten sheet (spaces of one number rewritten after the fact in the
    writer's own hand) and the least sure honest sheet the roll limits flag; honest sheets of
    mixed hands have no hand to learn and stay flagged."""


HAND_CHECK = HandCheck()
"""The level the reader trusts a player's hand at."""


def hand_margin(features: Mapping[Cell, np.ndarray], values: Mapping[Cell, int],
                read: Mapping[Cell, int | None]) -> float | None:
    """The least, over the spaces in ``read``, of how much more each looks like the sheet's other
    spaces holding its number in ``values`` than like those holding the number it was ``read`` as
    (:meth:`~splitter_print.reading.writer.hand.Hand.margin`).

    ``values`` is the reading that holds the rolls, ``read`` maps each space it changed to the
    recogniser's first choice. ``None`` when nothing changed, or a change cannot be judged: a
    space read or changed to empty, or no other space of the sheet to compare it with.
    """
    hand = Hand.of(features, values)
    margins = []
    for cell, was in read.items():
        now = values.get(cell)
        found = None if was is None or now is None else hand.margin(cell, now, was)
        if found is None:
            return None
        margins.append(found)
    return min(margins, default=None)


def changes(reading: ConstrainedReading, probabilities: Mapping[Cell, np.ndarray]) -> dict[Cell, int | None]:
    """Each space ``reading`` changed, and the number the recogniser read there (``None``:
    empty): the ``read`` that :func:`hand_margin` compares with the player's hand.

    >>> changes(ConstrainedReading({(0, 0): 2}, ((0, 0),), 0.0, 0.0), {(0, 0): np.eye(7)[5]})
    {(0, 0): 5}
    """
    return {cell: int(np.argmax(probabilities[cell])) or None for cell in reading.changed}


def explained_by_hand(features: Mapping[Cell, np.ndarray] | None, values: Mapping[Cell, int],
                      read: Mapping[Cell, int | None], margin: float = HAND_CHECK.margin) -> bool:
    """Whether every change the rolls made is the player's own way of writing that number
    (:func:`hand_margin` above ``margin``, :attr:`HandCheck.margin`); never without the model's features.

    >>> values = {(0, 0): 4, (0, 1): 4, (0, 2): 5, (0, 3): 5}
    >>> look = {cell: np.eye(2)[number - 4] for cell, number in values.items()}
    >>> explained_by_hand(look, values, {(0, 0): 5}), explained_by_hand(look, values, {(0, 0): 6})
    (True, False)
    >>> explained_by_hand(look | {(0, 0): np.eye(2)[1]}, values, {(0, 0): 5})
    False
    """
    if features is None:
        return False
    found = hand_margin(features, values, read)
    return found is not None and found > margin
