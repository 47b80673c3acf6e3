"""The ranking of a game night: highest total first, tied players sharing a place.

>>> [(place, name) for place, (name, _) in rank([("ana", 31), ("ben", 40), ("cy", 31), ("dee", 12)],
...                                             total=lambda entry: entry[1])]
[(1, 'ben'), (2, 'ana'), (2, 'cy'), (4, 'dee')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
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
