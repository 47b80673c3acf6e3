"""Scoring a sheet as the rulebook does: groups, stars, the heart bonus, the solo rating.

>>> from splitter_print.sheet import parse_sheet
>>> card = score_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332.."))
>>> card.total, card.by_number[5], card.star_bonus
(29, 10, 5)
"""

from __future__ import annotations

from dataclasses import dataclass

from splitter_print.layout import Cell, Layout
from splitter_print.rating import rating_for
from splitter_print.sheet import Sheet

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

    def rating(self, lang: str = "en") -> str:
        return rating_for(self.total, lang)

    def to_json(self, lang: str = "en") -> dict[str, object]:
        """The scored sheet in the JSON shape of DESIGN.md."""
        return {
            "board": self.layout.name,
            "total": self.total,
            "by_number": {str(n): p for n, p in self.by_number.items()},
            "star_bonus": self.star_bonus,
            "heart_bonus": self.heart_bonus,
            "groups": [g.to_json() for g in self.scoring_groups],
            "rating": self.rating(lang),
            "complete": self.complete,
            "grid": list(self.grid),
        }


def find_groups(sheet: Sheet) -> tuple[Group, ...]:
    """Every group on the sheet (scoring or not), ordered by their first cell in reading order."""
    layout = sheet.layout
    seen: set[Cell] = set()
    groups = []
    for start in layout.cells:
        number = sheet.value(start)
        if number is None or start in seen:
            continue
        seen.add(start)
        stack, cells = [start], []
        while stack:
            cell = stack.pop()
            cells.append(cell)
            for near in layout.neighbours(cell):
                if near not in seen and sheet.value(near) == number:
                    seen.add(near)
                    stack.append(near)
        stars = sum(1 for cell in cells if cell in layout.stars)
        points = number * 2**stars if len(cells) == number else 0
        groups.append(Group(number, tuple(sorted(cells)), stars, points))
    return tuple(groups)


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


_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
          9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}


def _count(n: int) -> str:
    return _WORDS.get(n, str(n))


def explain(card: ScoreCard) -> list[str]:
    """The score in words, one line per number, as the rulebook's worked example reads.

    >>> from splitter_print.sheet import parse_sheet
    >>> explain(score_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")))[0]
    '1s: five lone 1s; two connected 1s score nothing: 5'
    """
    lines = []
    for number in NUMBERS:
        scoring = [g for g in card.scoring_groups if g.number == number]
        others = [g for g in card.groups if g.number == number and not g.scores]
        parts = []
        if scoring:
            noun = "lone 1" if number == 1 else f"group of {_count(number)} {number}s"
            plain = [g for g in scoring if not g.stars]
            starred = [g for g in scoring if g.stars]
            if plain:
                parts.append(f"{_count(len(plain))} {noun}{'s' if len(plain) > 1 else ''}"
                             if number == 1 else
                             f"{_count(len(plain))} separate {noun.replace('group', 'groups')}"
                             if len(plain) > 1 else f"one {noun}")
            for group in starred:
                factor = 2**group.stars
                parts.append(f"{noun} on a star x{factor} = {group.points}"
                             if number != 1 else f"a lone 1 on a star x{factor} = {group.points}")
        for group in others:
            parts.append(f"{_count(group.size)} connected {number}s score nothing"
                         if group.size > 1 else f"a lone {number} scores nothing")
        if parts:
            lines.append(f"{number}s: {'; '.join(parts)}: {card.by_number[number]}")
    if card.layout.hearts:
        lines.append(f"hearts: {'all three the same' if card.heart_bonus else 'not all the same'}: "
                     f"{card.heart_bonus}")
    if card.star_bonus:
        lines.append(f"star bonus (included above): {card.star_bonus}")
    lines.append(f"total: {card.total} ({card.rating()})")
    return lines
