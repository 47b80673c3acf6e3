"""Reading a sheet with the roll log: every sheet of a game holds exactly the rolled pairs.

Each roll puts its two numbers into one mirror pair of spaces, either way round. Given the
recogniser's probabilities for every space and the game's rolls, the most probable reading
that honours the rolls is an assignment problem: rolls on one side, mirror pairs on the
other, the cost of a match being the negative log-probability of the better orientation.
It is solved exactly with the Hungarian method (``scipy.optimize.linear_sum_assignment``).

>>> import numpy as np
>>> from splitter_print.game.layout import parse_layout
>>> tiny = parse_layout("name = 'tiny'\\npattern = '####'")
>>> sure = lambda n: np.eye(7)[n] * 0.9 + 0.1 / 7
>>> probs = {(0, 0): sure(1), (0, 3): sure(2), (0, 1): sure(3), (0, 2): sure(3)}
>>> from splitter_print.game.dice import Roll
>>> reading = decode_with_rolls(tiny, probs, [Roll(3, 3), Roll(2, 1)])
>>> reading.values[(0, 0)], reading.values[(0, 3)], reading.changed
(1, 2, ())
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

import numpy as np
from scipy.optimize import linear_sum_assignment

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.sheet import Sheet
from splitter_print.reading.decode import DECODING, Decoded
from splitter_print.reading.recognise.engine import CLASSES

EMPTY: Final = CLASSES.index("empty")
"""Column of the probability vectors for "nothing written"."""


@dataclass(frozen=True)
class RollLimits:
    """How much of the recogniser's evidence the rolls may overrule before a sheet is flagged
    rather than corrected, and how sure the rolls must make a space to settle it. In nats of
    the model's calibrated probabilities; the strain limits were chosen with
    ``tools/choose_roll_limits.py`` on validation handwriting: the most honest sheets corrected
    among the limits that flag at least 99.5 % of sheets with one space changed after the fact.

    >>> ROLL_LIMITS.strain, ROLL_LIMITS.space_strain
    (6.0, 3.0)
    """

    strain: float = 6.0
    """Nats of evidence the rolls may overrule in all before a sheet is flagged instead of corrected."""
    space_strain: float = 3.0
    """Nats the rolls may overrule in one space: odds of about 20 to 1 for what the recogniser
    read. A space read more surely than that and contradicted by the rolls was most likely
    written that way, so the sheet is flagged rather than corrected."""
    confirm_margin: float = 3.0
    """Nats by which every other reading that holds the rolls must be less probable for the
    rolls to settle a space (odds of about 20 to 1): such a space is no longer shown as doubtful."""
    tie_margin: float = 3.0
    """Nats within which another reading that holds the rolls is as near as the closest one (odds
    of less than about 20 to 1 between them): the rolls cannot say which of them the sheet means."""
    alternatives: int = 4
    """Most readings that hold the rolls, all as near, that are looked for (one solve each) and
    put to a person; a sheet with more is told as one with this many."""


ROLL_LIMITS = RollLimits()
"""The limits the rolls correct sheets within."""


@dataclass(frozen=True)
class ConstrainedReading:
    """The best reading that holds exactly the given rolls.

    ``changed`` lists the spaces whose number differs from the recogniser's own first choice;
    ``log_probability`` is the reading's total log-probability, ``free_log_probability`` that of
    the unconstrained first choices, so their difference says how hard the rolls pulled.
    """

    values: dict[Cell, int]
    changed: tuple[Cell, ...]
    log_probability: float
    free_log_probability: float

    @property
    def strain(self) -> float:
        """How many nats of evidence the rolls overruled (0 when nothing had to change)."""
        return self.free_log_probability - self.log_probability

    def disagrees(self, probabilities: Mapping[Cell, np.ndarray]) -> bool:
        """Whether honouring the rolls meant overruling the sheet rather than correcting it.

        The rolls may correct misreadings; changing a space the recogniser read very surely
        (:attr:`RollLimits.space_strain`), or overruling much evidence in all, means the sheet itself
        does not hold the rolls (a number written wrong, a roll skipped, another game), and it
        is flagged instead.
        """
        return overruled(self, probabilities) > ROLL_LIMITS.space_strain or self.strain > ROLL_LIMITS.strain


def overruled(reading: ConstrainedReading, probabilities: Mapping[Cell, np.ndarray]) -> float:
    """The most evidence (nats) ``reading`` overrules in any one space: 0 when it changed none.

    >>> reading = ConstrainedReading({(0, 0): 2}, ((0, 0),), 0.0, 0.0)
    >>> round(overruled(reading, {(0, 0): np.array([0, 0.9, 0.1, 0, 0, 0, 0])}), 3)
    2.197
    """
    def against(cell: Cell) -> float:
        row = np.log(np.maximum(np.asarray(probabilities[cell], dtype=float), DECODING.floor))
        return float(row.max() - row[reading.values.get(cell, EMPTY)])

    return max((against(cell) for cell in reading.changed), default=0.0)


def decode_with_rolls(layout: Layout, probabilities: Mapping[Cell, np.ndarray],
                      rolls: Sequence[Roll], banned: Collection[tuple[Cell, int]] = ()) -> ConstrainedReading:
    """The most probable reading of ``layout``'s spaces whose mirror pairs are exactly ``rolls``.

    With fewer rolls than mirror pairs (a game in progress) the remaining pairs are read as
    empty. ``probabilities`` maps every space to a vector over (empty, 1, ..., 6). No space
    holds a number ``banned`` for it (``(cell, number)``, 0 for empty); when no reading can do
    without them, :class:`ValueError`.
    """
    pairs = layout.mirror_pairs
    if len(rolls) > len(pairs):
        raise SplitterError("{count} rolls do not fit on pad {pad}, which holds {room}", count=len(rolls),
                            pad=layout.name, room=len(pairs))
    logs = {cell: np.log(np.maximum(np.asarray(p, dtype=float), DECODING.floor)) for cell, p in probabilities.items()}
    missing = [cell for cell in layout.cells if cell not in logs]
    if missing:
        raise ValueError(f"no probabilities for spaces {missing}")
    for cell, number in banned:
        logs[cell] = np.where(np.arange(len(logs[cell])) == number, -np.inf, logs[cell])
    options = [*(roll.pair for roll in rolls), *[(EMPTY, EMPTY)] * (len(pairs) - len(rolls))]
    gain = np.empty((len(options), len(pairs)))
    flips = np.zeros((len(options), len(pairs)), dtype=bool)
    for i, (a, b) in enumerate(options):
        for j, (left, right) in enumerate(pairs):
            straight = logs[left][a] + logs[right][b]
            turned = logs[left][b] + logs[right][a]
            gain[i, j] = max(straight, turned)
            flips[i, j] = turned > straight
    chosen_rolls, chosen_pairs = linear_sum_assignment(gain, maximize=True)
    values: dict[Cell, int] = {}
    for i, j in zip(chosen_rolls, chosen_pairs):
        a, b = options[i]
        if flips[i, j]:
            a, b = b, a
        left, right = pairs[j]
        for cell, number in ((left, a), (right, b)):
            if number != EMPTY:
                values[cell] = int(number)
    first_choice = {cell: int(np.argmax(logs[cell])) for cell in layout.cells}
    changed = tuple(cell for cell in layout.cells if values.get(cell, EMPTY) != first_choice[cell])
    return ConstrainedReading(
        values=values,
        changed=changed,
        log_probability=float(gain[chosen_rolls, chosen_pairs].sum()),
        free_log_probability=float(sum(logs[cell].max() for cell in layout.cells)),
    )


def settled_by_rolls(layout: Layout, probabilities: Mapping[Cell, np.ndarray], rolls: Sequence[Roll],
                     reading: ConstrainedReading, cells: Sequence[Cell]) -> set[Cell]:
    """The spaces among ``cells`` whose number the rolls settle: the best reading that holds
    the rolls with any other number there is at least :attr:`RollLimits.confirm_margin` nats less probable.

    >>> from splitter_print.game.layout import parse_layout
    >>> tiny = parse_layout("name = 'tiny'\\npattern = '####'")
    >>> unsure = {(0, 0): np.r_[0, .5, .5, 0, 0, 0, 0], (0, 3): np.eye(7)[3], (0, 1): np.eye(7)[4],
    ...           (0, 2): np.eye(7)[5]}
    >>> from splitter_print.game.dice import Roll
    >>> rolls = [Roll(1, 3), Roll(4, 5)]
    >>> settled_by_rolls(tiny, unsure, rolls, decode_with_rolls(tiny, unsure, rolls), [(0, 0)])
    {(0, 0)}
    """
    settled = set()
    for cell in cells:
        barred = dict(probabilities)
        vector = np.array(barred[cell], dtype=float)
        vector[reading.values.get(cell, EMPTY)] = 0.0
        barred[cell] = vector
        other = decode_with_rolls(layout, barred, rolls)
        if reading.log_probability - other.log_probability >= ROLL_LIMITS.confirm_margin:
            settled.add(cell)
    return settled


def equally_near(layout: Layout, probabilities: Mapping[Cell, np.ndarray], rolls: Sequence[Roll],
                 closest: ConstrainedReading, kept: Collection[Cell] = ()) -> tuple[ConstrainedReading, ...]:
    """``closest`` (:func:`decode_with_rolls`'s reading) and every other reading that holds the
    rolls as nearly (:func:`as_near`), leaving the spaces ``kept`` (set by hand) as they are;
    up to :attr:`RollLimits.alternatives` in all, sorted by the spaces they change. Each next
    one is solved with the numbers the ones before gave their changed spaces barred, so one
    reading alone means the rolls point at one place.

    A sheet whose 3 was written where the rolls put a 2, and that holds the other 3 of that
    roll elsewhere, can hold the rolls by either 3 becoming a 2:

    >>> from splitter_print.game.layout import parse_layout
    >>> tiny = parse_layout("name = 'tiny'\\npattern = '######'")
    >>> sure = lambda n: np.eye(7)[n] * 0.99 + 0.01 / 7
    >>> written = {(0, 0): 3, (0, 5): 1, (0, 1): 3, (0, 4): 1, (0, 2): 4, (0, 3): 4}
    >>> probs = {cell: sure(n) for cell, n in written.items()}
    >>> rolls = [Roll(3, 1), Roll(2, 1), Roll(4, 4)]
    >>> [fit.changed for fit in equally_near(tiny, probs, rolls, decode_with_rolls(tiny, probs, rolls))]
    [((0, 0),), ((0, 1),)]
    """
    banned = {(cell, number) for cell in kept for number in range(len(CLASSES))
              if number != int(np.argmax(probabilities[cell]))}
    found = [closest]
    while len(found) < ROLL_LIMITS.alternatives and found[-1].changed:
        banned |= {(cell, found[-1].values.get(cell, EMPTY)) for cell in found[-1].changed}
        try:
            other = decode_with_rolls(layout, probabilities, rolls, banned)
        except ValueError:  # no other reading holds the rolls
            break
        if not as_near(other, closest, probabilities):
            break
        found.append(other)
    return tuple(sorted(found, key=lambda fit: fit.changed))


def as_near(other: ConstrainedReading, closest: ConstrainedReading, probabilities: Mapping[Cell, np.ndarray]) -> bool:
    """Whether ``other`` holds the rolls as nearly as ``closest``: within
    :attr:`RollLimits.tie_margin` nats of it, or overruling as many clear spaces (each more
    than :attr:`RollLimits.space_strain`) and changing as many in all: which of two clear
    digits the player wrote wrong, the reader's evidence cannot say.

    >>> probs = {(0, 0): np.array([0, .9, .1, 0, 0, 0, 0]), (0, 1): np.array([0, .1, .9, 0, 0, 0, 0])}
    >>> closest = ConstrainedReading({(0, 0): 2, (0, 1): 2}, ((0, 0),), -2.5, -0.2)
    >>> as_near(ConstrainedReading({(0, 0): 1, (0, 1): 1}, ((0, 1),), -2.5, -0.2), closest, probs)
    True
    """
    if closest.log_probability - other.log_probability <= ROLL_LIMITS.tie_margin:
        return True

    def clear(fit: ConstrainedReading) -> int:
        return sum(overruled(ConstrainedReading(fit.values, (cell,), 0.0, 0.0), probabilities)
                   > ROLL_LIMITS.space_strain for cell in fit.changed)

    return len(other.changed) == len(closest.changed) and clear(other) == clear(closest)


def decoded_with_rolls(decoded: Decoded, rolls: Sequence[Roll]) -> tuple[Decoded, ConstrainedReading]:
    """A reader's :class:`Decoded` re-read against the rolls, and the constrained reading itself.

    A space stays doubtful when the recogniser doubted it or the rolls changed it, unless the
    rolls settle it (:func:`settled_by_rolls`): doubts the roll log answers are not shown.
    """
    layout = decoded.sheet.layout
    reading = decode_with_rolls(layout, decoded.probabilities, rolls)
    confidence = {cell: float(decoded.probabilities[cell][reading.values.get(cell, EMPTY)]) for cell in layout.cells}
    candidates = [cell for cell in layout.cells if cell in reading.changed or cell in decoded.uncertain]
    settled = settled_by_rolls(layout, decoded.probabilities, rolls, reading, candidates)
    uncertain = tuple(cell for cell in candidates if cell not in settled)
    return Decoded(Sheet(layout, reading.values), dict(decoded.probabilities), confidence, uncertain,
                   reading.log_probability), reading
