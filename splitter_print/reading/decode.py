"""From per-space class probabilities to a read sheet, with the doubtful spaces named.

The plain decoder takes each space's most probable class. A decoder that uses the game's
constraints (every roll fills a mirror pair; all sheets of a game hold the same pairs) plugs
in beside it as another :data:`Decoder` in :data:`DECODERS`.

>>> from splitter_print.game.layout import parse_layout
>>> strip = parse_layout("name = 'strip'\\npattern = '####'")
>>> probs = np.array([[0, .999, .001, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0],
...                   [0, 0, 0, .5, .45, 0, .05], [0, 0, 0, 0, 0, 0, 1.0]])
>>> reading = decode_argmax(strip, strip.cells, probs)
>>> reading.sheet.grid, reading.uncertain
(('1-36',), ((0, 1), (0, 2)))

The third space is a close call (below the model's doubt level,
:attr:`~splitter_print.reading.recognise.card.ModelCard.min_odds`); the second, the one empty
space of a nearly full sheet, may hold a number the cutter lost (:attr:`DecodeTuning.lone_empty`).
On a photo, the close calls that the writer's own confident spaces settle are then lifted
(:mod:`splitter_print.reading.writer.hand`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from splitter_print.game.layout import Cell, Layout
from splitter_print.game.sheet import Sheet
from splitter_print.reading.recognise.card import model_card
from splitter_print.reading.recognise.engine import CLASSES


@dataclass(frozen=True)
class DecodeTuning:
    """Which spaces of a reading are doubtful besides the model's close calls, and how small a
    probability counts in a logarithm.

    >>> DECODING.lone_empty
    3
    """

    lone_empty: int = 3
    """On a sheet with at most this many spaces read empty, those spaces are uncertain: a
    finished game fills every space, so an empty space on a nearly full sheet is more likely a
    number the cutter lost (faint ink, a number written over a printed star) than a space left empty."""
    floor: float = 1e-6
    """The least probability taken into a logarithm (a class the engine calls impossible)."""


DECODING = DecodeTuning()
"""The tuning the reader decodes with."""


@dataclass(frozen=True)
class Decoded:
    """A read sheet: the numbers, how sure each space is, and which spaces to check by eye."""

    sheet: Sheet
    probabilities: dict[Cell, np.ndarray]
    confidence: dict[Cell, float]
    uncertain: tuple[Cell, ...]
    log_likelihood: float
    """Sum over spaces of the log-probability of the chosen class: compares readings (e.g. the
    two orientations of a symmetric pad); higher is better."""


Decoder = Callable[[Layout, Sequence[Cell], np.ndarray], Decoded]
"""Turns ``probs`` (one row per cell, columns :data:`CLASSES`) into a :class:`Decoded`."""


def is_uncertain(row: np.ndarray, min_odds: float | None = None) -> bool:
    """Whether a space's probabilities leave its reading in doubt: its best class is not
    ``min_odds`` nats (the shipped model's level,
    :attr:`~splitter_print.reading.recognise.card.ModelCard.min_odds`, when not given) more
    probable than the second.

    >>> is_uncertain(np.array([.001, .999, 0, 0, 0, 0, 0])), is_uncertain(np.array([.02, .98, 0, 0, 0, 0, 0]))
    (False, True)
    """
    level = model_card().min_odds if min_odds is None else min_odds
    first, second = np.sort(row)[::-1][:2]
    return bool(np.log(max(first, DECODING.floor)) - np.log(max(second, DECODING.floor)) < level)


def lone_empty(values: dict[Cell, int], cells: Sequence[Cell], limit: int = DECODING.lone_empty) -> list[Cell]:
    """The spaces of ``cells`` read empty when there are at most ``limit`` of them (see
    :attr:`DecodeTuning.lone_empty`); none on a sheet with more empty spaces (a game in progress).

    >>> lone_empty({(0, 0): 3, (0, 1): 4}, [(0, 0), (0, 1), (0, 2)])
    [(0, 2)]
    >>> lone_empty({}, [(0, 0), (0, 1), (0, 2), (0, 3)])
    []
    """
    empty = [cell for cell in cells if cell not in values]
    return empty if len(empty) <= limit else []


def decode_argmax(layout: Layout, cells: Sequence[Cell], probs: np.ndarray) -> Decoded:
    """Each space gets its most probable class; nothing links one space to another."""
    values: dict[Cell, int] = {}
    confidence: dict[Cell, float] = {}
    uncertain = []
    for cell, row in zip(cells, probs):
        best = int(np.argmax(row))
        if best:
            values[cell] = int(CLASSES[best])
        confidence[cell] = float(row[best])
        if is_uncertain(row):
            uncertain.append(cell)
    doubtful = {*uncertain, *lone_empty(values, cells)}
    likelihood = float(np.log(np.maximum(probs.max(axis=1), DECODING.floor)).sum()) if len(probs) else 0.0
    return Decoded(Sheet(layout, values), dict(zip(cells, probs)), confidence,
                   tuple(cell for cell in cells if cell in doubtful), likelihood)


DECODERS: dict[str, Decoder] = {"argmax": decode_argmax}
"""Decoders by name; issue 6's roll-constrained decoder joins here."""


def apply_fixes(decoded: Decoded, fixes: dict[Cell, int | None]) -> Decoded:
    """The reading with some spaces set by the user (``--fix``): certain, no longer uncertain."""
    if not fixes:
        return decoded
    confidence = dict(decoded.confidence) | dict.fromkeys(fixes, 1.0)
    probabilities = dict(decoded.probabilities)
    for cell, number in fixes.items():
        row = np.zeros(len(CLASSES))
        row[0 if number is None else number] = 1.0
        probabilities[cell] = row
    return Decoded(decoded.sheet.with_values(fixes), probabilities, confidence,
                   tuple(c for c in decoded.uncertain if c not in fixes), decoded.log_likelihood)
