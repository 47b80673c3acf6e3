"""Scoring a sheet as the rulebook does: groups, stars, the heart bonus, the solo rating.

>>> from splitter_print.game.sheet import parse_sheet
>>> card = score_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332.."))
>>> card.total, card.by_number[5], card.star_bonus
(29, 10, 5)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from splitter_print.errors import Message
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.rating import RATED_ROUNDS, rating_for
from splitter_print.game.sheet import EMPTY, Sheet
from splitter_print.text import say, say_list

NUMBERS = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class Group:
    """A maximal set of orthogonally connected spaces holding the same number.

    ``points`` already includes star doubling; ``stars`` counts the star spaces it holds.
    """

    number: int
    cells: tuple[Cell, ...]
    stars: int
    points: int

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def scores(self) -> bool:
        """A group scores when it holds exactly as many spaces as its number."""
        return self.size == self.number

    @property
    def star_bonus(self) -> int:
        """Points the stars added on top of the group's face value."""
        return self.points - self.number if self.scores else 0

    def to_json(self) -> dict[str, object]:
        return {
            "number": self.number,
            "size": self.size,
            "cells": [list(cell) for cell in self.cells],
            "points": self.points,
            "star": self.stars > 0,
        }


@dataclass(frozen=True)
class ScoreCard:
    """Everything a player's sheet earned, and why."""

    layout: Layout
    grid: tuple[str, ...]
    groups: tuple[Group, ...]
    heart_bonus: int
    complete: bool

    @property
    def scoring_groups(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.scores)

    @property
    def by_number(self) -> dict[int, int]:
        """Points per number after star doubling, as the pad's subtotal boxes show them."""
        points = dict.fromkeys(NUMBERS, 0)
        for group in self.scoring_groups:
            points[group.number] += group.points
        return points

    @property
    def star_bonus(self) -> int:
        return sum(g.star_bonus for g in self.scoring_groups)

    @property
    def total(self) -> int:
        return sum(self.by_number.values()) + self.heart_bonus

    @property
    def rated(self) -> bool:
        """Whether the solo rating table applies: it is written for the 22 rounds of the
        shipped pads, so a pad of another length has no rating."""
        return len(self.layout.mirror_pairs) == RATED_ROUNDS

    def rating(self, lang: str = "en") -> str | None:
        """The solo rating name, or ``None`` on a pad the table is not written for."""
        return rating_for(self.total, lang) if self.rated else None

    @property
    def empty_spaces(self) -> int:
        return sum(row.count(EMPTY) for row in self.grid)

    @property
    def warnings(self) -> tuple[Message, ...]:
        """What a player should know about how the sheet was scored (a partly filled sheet)."""
        if self.complete:
            return ()
        return (Message("partly filled: {empty} of {spaces} spaces are empty; scored as it stands",
                        empty=self.empty_spaces, spaces=len(self.layout.spaces)),)

    def to_json(self, lang: str = "en") -> dict[str, object]:
        """The scored sheet in the JSON shape of docs/reference.md."""
        return {
            "board": self.layout.name,
            "total": self.total,
            "by_number": {str(n): p for n, p in self.by_number.items()},
            "star_bonus": self.star_bonus,
            "heart_bonus": self.heart_bonus,
            "groups": [g.to_json() for g in self.scoring_groups],
            "rating": self.rating(lang),
            "complete": self.complete,
            "warnings": [str(warning) for warning in self.warnings],
            "grid": list(self.grid),
        }


def find_groups(sheet: Sheet) -> tuple[Group, ...]:
    """Every group on the sheet (scoring or not), ordered by their first cell in reading order.

    >>> from splitter_print.game.layout import parse_layout
    >>> from splitter_print.game.sheet import parse_sheet
    >>> strip = parse_layout("name = 'strip'\\npattern = '####'")
    >>> [(g.number, g.size, g.points) for g in find_groups(parse_sheet("1222", strip))]
    [(1, 1, 1), (2, 3, 0)]
    """
    layout = sheet.layout
    cells, index, neighbours = layout.cells, layout.index, layout.neighbour_indices
    lone = _lone_groups(layout)
    unvisited = [0] * len(cells)  # the numbers still to group, by space index; 0 when done or empty
    for cell, number in sheet.values.items():
        unvisited[index[cell]] = number
    groups = []
    for start, number in enumerate(unvisited):
        if not number:
            continue
        unvisited[start] = 0
        members = [start]
        for i in members:  # grows while we walk it: a breadth-first flood fill
            for near in neighbours[i]:
                if unvisited[near] == number:
                    unvisited[near] = 0
                    members.append(near)
        groups.append(lone[start][number] if len(members) == 1 else _group(layout, number, sorted(members)))
    return tuple(groups)


def _group(layout: Layout, number: int, members: list[int]) -> Group:
    """The group of ``number`` on the spaces with these indices, with its stars and points."""
    cells = tuple([layout.cells[i] for i in members])
    stars = len(layout.stars.intersection(cells)) if layout.stars else 0
    return Group(number, cells, stars, number << stars if len(cells) == number else 0)


@cache
def _lone_groups(layout: Layout) -> tuple[dict[int, Group], ...]:
    """Every possible group of one space, by space index and number: most groups on a sheet are
    lone spaces, and a group is immutable, so scoring shares these instead of making new ones."""
    return tuple({number: _group(layout, number, [i]) for number in NUMBERS} for i in range(len(layout.cells)))


def heart_bonus(sheet: Sheet) -> int:
    """The layout's heart bonus when every heart space holds the same number, else 0."""
    hearts = sheet.layout.hearts
    numbers = {sheet.value(cell) for cell in hearts}
    if hearts and len(numbers) == 1 and None not in numbers:
        return sheet.layout.heart_bonus
    return 0


def score_sheet(sheet: Sheet) -> ScoreCard:
    """Score a sheet as it stands; empty spaces belong to no group."""
    return ScoreCard(sheet.layout, sheet.grid, find_groups(sheet), heart_bonus(sheet), sheet.is_complete)


def max_total(layout: Layout) -> int:
    """The most a sheet on ``layout`` can score: exact for pads A and B, an upper bound elsewhere.

    Every space counts at most 1 point (a group of ``n`` spaces scores ``n``), a star in a group
    of six at most doubles it, and the heart bonus comes on top. Stars too far apart to share a
    group of six (as on A and B) can each add at most 6; stars that could share one may add more.

    >>> from splitter_print.game.layout import load_layout
    >>> max_total(load_layout("A")), max_total(load_layout("B"))
    (56, 61)
    """
    extra = 0
    for cluster in _star_clusters(layout):
        for start in range(0, len(cluster), 6):
            extra += 6 * (2 ** len(cluster[start:start + 6]) - 1)
    return len(layout.spaces) + extra + (layout.heart_bonus if layout.hearts else 0)


def _star_clusters(layout: Layout) -> list[list[Cell]]:
    """Stars grouped so that two stars that one group of six spaces could join end up together."""
    reach = {star: _within(layout, star, 5) for star in layout.stars}
    clusters: list[list[Cell]] = []
    for star in sorted(layout.stars):
        joined = [c for c in clusters if any(other in reach[star] for other in c)]
        merged = [star] + [cell for c in joined for cell in c]
        clusters = [c for c in clusters if c not in joined] + [sorted(merged)]
    return clusters


def _within(layout: Layout, start: Cell, steps: int) -> set[Cell]:
    """Spaces at most ``steps`` moves from ``start`` across neighbouring spaces."""
    found, edge = {start}, {start}
    for _ in range(steps):
        edge = {near for cell in edge for near in layout.neighbours(cell)} - found
        found |= edge
    return found


def _groups(number: int, stars: int, count: int, lang: str) -> str:
    """``"five lone 1s"``, ``"two separate groups of three 3s"``, ``"a group of five 5s on a star (5 x 2)"``."""
    if not stars:
        if number == 1:
            return say("{count:w} lone 1s", lang, count=count)
        return say("{count:w} separate groups of {number:w} {number}s", lang, count=count, number=number)
    on = say("{count:w} stars", lang, count=stars)
    message = ("{count:w} lone 1s, each on {stars} ({number} x {factor})" if number == 1 else
               "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})")
    return say(message, lang, count=count, number=number, stars=on, factor=2 ** stars)


def explain_number(card: ScoreCard, number: int, lang: str = "en") -> str:
    """One line of the explanation: how ``number`` scored, and big groups that scored nothing.

    Lone spaces that score nothing go unmentioned, as in the rulebook.
    """
    by_stars = Counter(g.stars for g in card.scoring_groups if g.number == number)
    parts = [_groups(number, stars, count, lang) for stars, count in sorted(by_stars.items()) if count]
    wasted = [say("{count:w} connected {number}s", lang, count=g.size, number=number) for g in card.groups
              if g.number == number and not g.scores and g.size > 1]
    line = (say("{number}s: {parts}: {points}", lang, number=number, parts=say_list(parts, lang),
                points=card.by_number[number]) if parts else say("{number}s: 0", lang, number=number))
    if wasted:
        line = say("{line} ({wasted} score nothing)", lang, line=line, wasted=say_list(wasted, lang))
    return line


def explain_hearts(card: ScoreCard, lang: str = "en") -> str:
    """How the heart bonus came about (pads with hearts only)."""
    numbers = [int(card.grid[r][c]) if card.grid[r][c].isdigit() else None for r, c in sorted(card.layout.hearts)]
    if card.heart_bonus:
        return say("hearts: {count:w} {number}s: {points}", lang, count=len(numbers), number=numbers[0],
                   points=card.heart_bonus)
    if None in numbers:
        return say("hearts: not all filled: 0", lang)
    return say("hearts: {numbers:list} are not all the same: 0", lang, numbers=", ".join(map(str, numbers)))


def explain(card: ScoreCard, lang: str = "en") -> list[str]:
    """The score in words, one line per pad box, as the rulebook's worked example reads, in
    ``lang`` (the lines are messages of :mod:`splitter_print.text`).

    >>> from splitter_print.game.sheet import parse_sheet
    >>> for line in explain(score_sheet(parse_sheet(
    ...         "..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332.."))):
    ...     print(line)
    1s: five lone 1s: 5 (two connected 1s score nothing)
    2s: two separate groups of two 2s: 4
    3s: two separate groups of three 3s: 6
    4s: a group of four 4s: 4 (five connected 4s score nothing)
    5s: a group of five 5s on a star (5 x 2): 10
    6s: 0 (five connected 6s score nothing)
    star bonus (counted above): 5
    total: 29 (welcome to the club)
    """
    lines = [explain_number(card, number, lang) for number in NUMBERS]
    if card.layout.hearts:
        lines.append(explain_hearts(card, lang))
    if card.star_bonus:
        lines.append(say("star bonus (counted above): {points}", lang, points=card.star_bonus))
    rating = card.rating(lang)
    lines.append(say("total: {total} ({rating})", lang, total=card.total, rating=rating) if rating else
                 say("total: {total}", lang, total=card.total))
    return lines
