"""A number the sheet never shows: the mark of a hand read as another number throughout.

Every written number is one die, so a sheet of ``n`` numbers leaves out a given number with
chance ``(5/6) ** n`` (1 in 115 for 26 numbers, 1 in 3,000 for a full sheet of 44). A writer
whose 5 the model takes for a 6 every time gives just that: no 5 at all, and no space in
doubt, since the model is sure of each 6. When fair dice would leave a number out that seldom
and no doubtful space could be it (none has it as its second choice), the spaces whose second
choice it is are listed as doubtful, with a line saying why (:func:`doubt_absent`).

>>> from splitter_print.game.layout import parse_layout
>>> from splitter_print.reading.decode import decode_argmax
>>> strip = parse_layout("name = 'strip'\\npattern = '" + "#" * 30 + "'")
>>> sixes = np.tile([.001, 0, 0, 0, 0, 0, .999], (30, 1))
>>> sixes[0] = [0, 0, 0, 0, 0, .001, .999]  # the one 6 that could be a 5
>>> decoded, lines = doubt_absent(decode_argmax(strip, strip.cells, sixes))
>>> decoded.uncertain, [str(line).split(":")[0] for line in lines]
(((0, 0),), ['no 5 was read among the 30 numbers on the sheet, which fair dice seldom give'])
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from splitter_print.errors import Message
from splitter_print.reading.decode import Decoded
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.writer.hand import best_two


@dataclass(frozen=True)
class AbsentTuning:
    """When a number missing from a sheet is more likely misread than unrolled.

    >>> ABSENT.chance
    0.01
    """

    chance: float = 0.01
    """A number missing from a sheet is suspect when fair dice leave it out at most this often
    (:func:`chance_missing`): from 26 written numbers on. Honest sheets of 26 numbers then raise
    it for one number in 115, full sheets for one in 3,000, and only where some space could be
    that number."""


ABSENT = AbsentTuning()
"""The level the reader doubts absent numbers at."""


def chance_missing(written: int) -> float:
    """The chance that fair dice leave one given number out of ``written`` numbers.

    >>> round(chance_missing(26), 4), round(1 / chance_missing(44))
    (0.0087, 3048)
    """
    return float((5 / 6) ** written)


def second_choice(row: np.ndarray) -> int | None:
    """The number a space's probabilities rank second (``None``: empty).

    >>> second_choice(np.array([0, 0, 0, 0, 0, .1, .9]))
    5
    """
    index = best_two(row)[1]
    return int(CLASSES[index]) if index else None


def absent_numbers(decoded: Decoded, chance: float = ABSENT.chance) -> tuple[int, ...]:
    """The numbers 1-6 the sheet never holds where fair dice leave one out at most ``chance``
    of the time and no space in doubt has it as its second choice (its absence is then told)."""
    values = decoded.sheet.values
    if chance_missing(len(values)) > chance:
        return ()
    held = set(values.values())
    told = {second_choice(decoded.probabilities[cell]) for cell in decoded.uncertain}
    return tuple(number for number in range(1, 7) if number not in held and number not in told)


def doubt_absent(decoded: Decoded, chance: float = ABSENT.chance) -> tuple[Decoded, tuple[Message, ...]]:
    """``decoded`` with every written space whose second choice is an :func:`absent_numbers`
    number listed as doubtful, and a line for each such number (none when nothing changes)."""
    absent = absent_numbers(decoded, chance)
    seconds = {cell: second_choice(decoded.probabilities[cell]) for cell in decoded.sheet.values} if absent else {}
    could = {cell: second for cell, second in seconds.items() if second in absent}
    if not could:
        return decoded, ()
    doubtful = set(decoded.uncertain) | set(could)
    lines = tuple(Message("no {number} was read among the {count} numbers on the sheet, which fair dice seldom give: "
                          "check the spaces marked, one of them may be a {number}", number=number,
                          count=len(decoded.sheet.values))
                  for number in absent if number in could.values())
    return replace(decoded, uncertain=tuple(cell for cell in decoded.probabilities if cell in doubtful)), lines
