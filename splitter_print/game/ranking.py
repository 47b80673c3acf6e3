"""The ranking of a game night: highest total first, tied players sharing a place, and where
each player stands (place of how many, points ahead of or behind the neighbouring places).

>>> [(place, name) for place, (name, _) in rank([("ana", 31), ("ben", 40), ("cy", 31), ("dee", 12)],
...                                             total=lambda entry: entry[1])]
[(1, 'ben'), (2, 'ana'), (2, 'cy'), (4, 'dee')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


def rank(entries: Iterable[T], total: Callable[[T], int]) -> list[tuple[int, T]]:
    """``(place, entry)`` pairs, best total first; equal totals share the place and the next
    place skips as many as shared it (1, 2, 2, 4), as "tied players share the victory"
    implies. Entries with equal totals keep their given order."""
    ordered = sorted(entries, key=lambda entry: -total(entry))
    places: list[tuple[int, T]] = []
    for index, entry in enumerate(ordered):
        tied = places and total(places[-1][1]) == total(entry)
        places.append((places[-1][0] if tied else index + 1, entry))
    return places


@dataclass(frozen=True)
class Standing:
    """Where one player stands in a ranking of ``players``: what the table tells each player
    ("2nd of 3, 1 behind 1st") instead of a solo rating."""

    place: int
    """1 for the best total; tied players share it."""
    players: int
    """How many sheets are ranked."""
    shared: bool
    """Another player has the same total (and place)."""
    ahead: int | None
    """Points more than the next lower place; ``None`` for the last place."""
    behind: int | None
    """Points fewer than the next higher place; ``None`` for the first place."""
    above: int | None
    """That next higher place (``None`` for the first place): the place ``behind`` is counted to."""


def standings(entries: Iterable[T], total: Callable[[T], int]) -> list[tuple[Standing, T]]:
    """:func:`rank`, each entry with its :class:`Standing`.

    >>> for s, (name, _) in standings([("ana", 31), ("ben", 40), ("cy", 31), ("dee", 12)], lambda e: e[1]):
    ...     print(name, s.place, s.shared, s.ahead, s.behind, s.above)
    ben 1 False 9 None None
    ana 2 True 19 9 1
    cy 2 True 19 9 1
    dee 4 False None 19 2
    """
    ranked = rank(entries, total)
    places = sorted({place for place, _ in ranked})
    best = {place: total(entry) for place, entry in reversed(ranked)}
    shared = {place: sum(1 for p, _ in ranked if p == place) > 1 for place in places}
    found = []
    for place, entry in ranked:
        index = places.index(place)
        lower = places[index + 1] if index + 1 < len(places) else None
        higher = places[index - 1] if index else None
        found.append((Standing(place, len(ranked), shared[place],
                               None if lower is None else best[place] - best[lower],
                               None if higher is None else best[higher] - best[place], higher), entry))
    return found
