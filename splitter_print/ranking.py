"""The ranking of a game night: highest total first, tied players sharing a place.

>>> [(r.place, r.name) for r in rank([("ana", 31), ("ben", 40), ("cy", 31), ("dee", 12)])]
[(1, 'ben'), (2, 'ana'), (2, 'cy'), (4, 'dee')]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Place:
    """One line of the ranking: the place (shared on a tie), who, and their total."""

    place: int
    name: str
    total: int


def rank(entries: Iterable[tuple[str, int]]) -> list[Place]:
    """Order ``(name, total)`` entries by total, best first; equal totals share the place,
    and the next place skips as many as shared it (1, 2, 2, 4), as the rules' "tied players
    share the victory" implies. Entries with equal totals keep their given order."""
    ordered = sorted(entries, key=lambda entry: -entry[1])
    places = []
    for index, (name, total) in enumerate(ordered):
        place = places[-1].place if places and places[-1].total == total else index + 1
        places.append(Place(place, name, total))
    return places
