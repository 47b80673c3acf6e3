"""Fast play on a bare list of numbers: a greedy player and exact totals, for advice and benches.

A sheet here is a list with one entry per space (in :attr:`Layout.cells` order), 0 for empty,
so that thousands of games can be played out per second in plain Python. The greedy player puts
each roll where a simple estimate of the sheet's worth rises most: finished groups count their
points, unfinished groups that can still grow count a share of their points that rises with how
far they are (see :data:`GROWING`), and hearts that still agree count part of their bonus.

>>> from splitter_print.game.layout import load_layout
>>> from splitter_print.game.dice import roll_dice
>>> pad = load_layout("A")
>>> sheet = greedy_sheet(pad, roll_dice(22, seed=1))
>>> sheet.is_complete, fast_total(board_of(pad), grid_of(sheet)) == score_total(sheet)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from splitter_print.game.dice import FACES, Roll
from splitter_print.game.layout import Layout
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet

GROWING = 0.9
"""An unfinished group of ``size`` of the ``n`` spaces it needs counts ``GROWING * size**2 / n``
points (doubled per star), less when fewer empty spaces touch it than it still needs."""
HEARTS_HOPE = 0.3
"""What the heart bonus is worth while the filled hearts agree, times the share of them filled."""

Move = tuple[int, int, int]
"""A placement: mirror pair index, number on its left space, number on its right space."""


@dataclass(frozen=True)
class Board:
    """A layout as flat tuples indexed by space, for the inner loops."""

    neighbours: tuple[tuple[int, ...], ...]
    star: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    hearts: tuple[int, ...]
    heart_bonus: int


@cache
def board_of(layout: Layout) -> Board:
    index = layout.index
    return Board(
        neighbours=layout.neighbour_indices,
        star=tuple(int(cell in layout.stars) for cell in layout.cells),
        pairs=tuple((index[left], index[right]) for left, right in layout.mirror_pairs),
        hearts=tuple(sorted(index[cell] for cell in layout.hearts)),
        heart_bonus=layout.heart_bonus if layout.hearts else 0,
    )


def grid_of(sheet: Sheet) -> list[int]:
    """The sheet as a list of numbers by space index, 0 for empty."""
    return [sheet.values.get(cell, 0) for cell in sheet.layout.cells]


def sheet_of(layout: Layout, grid: Sequence[int]) -> Sheet:
    return Sheet(layout, {cell: n for cell, n in zip(layout.cells, grid) if n})


def score_total(sheet: Sheet) -> int:
    """The rulebook total (the slow, explained scorer), to check the fast one against."""
    return score_sheet(sheet).total


def fast_total(board: Board, grid: Sequence[int]) -> int:
    """The sheet's total as it stands, as :func:`score_sheet` counts it."""
    seen = [False] * len(grid)
    total = 0
    for start, n in enumerate(grid):
        if not n or seen[start]:
            continue
        seen[start] = True
        members = [start]
        stars = 0
        for i in members:
            stars += board.star[i]
            for j in board.neighbours[i]:
                if grid[j] == n and not seen[j]:
                    seen[j] = True
                    members.append(j)
        if len(members) == n:
            total += n << stars
    hearts = {grid[i] for i in board.hearts}
    if len(hearts) == 1 and 0 not in hearts:
        total += board.heart_bonus
    return total


def _worth_near(board: Board, grid: Sequence[int], cells: Sequence[int]) -> float:
    """The estimated worth of every group holding one of ``cells`` (each group once)."""
    seen: set[int] = set()
    worth = 0.0
    for start in cells:
        n = grid[start]
        if not n or start in seen:
            continue
        seen.add(start)
        members = [start]
        stars = 0
        frontier: set[int] = set()
        for i in members:
            stars += board.star[i]
            for j in board.neighbours[i]:
                near = grid[j]
                if near == n:
                    if j not in seen:
                        seen.add(j)
                        members.append(j)
                elif not near:
                    frontier.add(j)
        size = len(members)
        if size == n:
            worth += n << stars
        elif size < n and frontier:
            room = min(1.0, len(frontier) / (n - size))
            worth += GROWING * size * size / n * room * (1 << stars)
    return worth


def _hearts_worth(board: Board, grid: Sequence[int]) -> float:
    written = [grid[i] for i in board.hearts if grid[i]]
    if not written or len(set(written)) > 1:
        return 0.0
    if len(written) == len(board.hearts):
        return float(board.heart_bonus)
    return HEARTS_HOPE * board.heart_bonus * len(written) / len(board.hearts)


@cache
def _around(board: Board, pair: int) -> tuple[int, ...]:
    """The pair's two spaces and their neighbours: where a placement changes groups."""
    left, right = board.pairs[pair]
    return tuple(sorted({left, right, *board.neighbours[left], *board.neighbours[right]}))


def moves(board: Board, grid: Sequence[int], roll: tuple[int, int]) -> list[Move]:
    """Every legal placement of ``roll``: each empty mirror pair, either way round."""
    a, b = roll
    ways = ((a, b),) if a == b else ((a, b), (b, a))
    return [(p, x, y) for p, (left, _) in enumerate(board.pairs) if not grid[left] for x, y in ways]


def gains(board: Board, grid: list[int], roll: tuple[int, int]) -> list[tuple[float, Move]]:
    """Each legal placement with how much it raises the sheet's estimated worth."""
    found = []
    hearts_before = _hearts_worth(board, grid) if board.hearts else 0.0
    before_by_pair: dict[int, float] = {}
    for move in moves(board, grid, roll):
        p, x, y = move
        left, right = board.pairs[p]
        around = _around(board, p)
        if p not in before_by_pair:
            before_by_pair[p] = _worth_near(board, grid, around)
        grid[left], grid[right] = x, y
        gain = _worth_near(board, grid, around) - before_by_pair[p]
        if board.hearts and (left in board.hearts or right in board.hearts):
            gain += _hearts_worth(board, grid) - hearts_before
        grid[left] = grid[right] = 0
        found.append((gain, move))
    return found


def greedy_move(board: Board, grid: list[int], roll: tuple[int, int]) -> Move:
    """The placement with the largest gain (the first of equals, in reading order)."""
    best_gain, best = -1e9, (-1, 0, 0)
    for gain, move in gains(board, grid, roll):
        if gain > best_gain + 1e-9:
            best_gain, best = gain, move
    return best


def play(board: Board, grid: list[int], move: Move) -> None:
    p, x, y = move
    left, right = board.pairs[p]
    grid[left], grid[right] = x, y


def playout(board: Board, grid: list[int], rolls: Sequence[tuple[int, int]]) -> int:
    """Let the greedy player place ``rolls`` on ``grid`` (changed in place); the final total."""
    for roll in rolls:
        play(board, grid, greedy_move(board, grid, roll))
    return fast_total(board, grid)


def random_rolls(rng: random.Random, count: int) -> list[tuple[int, int]]:
    """``count`` fair rolls of two dice from ``rng``."""
    return [(rng.choice(FACES), rng.choice(FACES)) for _ in range(count)]


def greedy_sheet(layout: Layout, rolls: Sequence[Roll]) -> Sheet:
    """The sheet the greedy player fills with ``rolls``, placed in order."""
    board = board_of(layout)
    grid = [0] * len(layout.cells)
    playout(board, grid, [(roll.first, roll.second) for roll in rolls])
    return sheet_of(layout, grid)
