"""Where to put the roll in front of you: placements ranked by the final score they lead to.

For each legal placement of the newest roll, the rest of the game is played out many times
against random future rolls by the fast greedy player (:mod:`splitter_print.game.playout`);
a placement's *expected* score is the mean final total of its playouts. Every placement meets
the same random futures, so their differences are not blurred by luck. To spend the time where
it matters, all placements first get a quarter of the playouts and only the most promising
``shortlist`` get the rest.

>>> from splitter_print.game.layout import load_layout
>>> from splitter_print.game.sheet import Sheet
>>> from splitter_print.game.dice import Roll
>>> advice = advise(Sheet(load_layout("A"), {}), Roll(5, 5), playouts=8, seed=1)
>>> len(advice.placements), advice.best.left_number
(22, 5)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll, check_sheet
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.playout import Board, Move, board_of, gains, grid_of, play, playout, random_rolls
from splitter_print.game.sheet import Sheet

DEFAULT_PLAYOUTS = 200
DEFAULT_SHORTLIST = 8
GREEDY_PICKS = 2
"""The greedy player's favourite placements always get every playout, so that a few unlucky
first playouts cannot drop them."""


class AdviceError(SplitterError):
    """A sheet and roll log that do not make a game in progress (the sheet does not hold the
    earlier rolls, or it is full)."""


@dataclass(frozen=True)
class Placement:
    """One way to write the roll: ``left_number`` into ``left``, ``right_number`` into ``right``.

    ``expected`` is the mean final total over ``playouts`` playouts from there.
    """

    left: Cell
    right: Cell
    left_number: int
    right_number: int
    expected: float
    playouts: int

    def describe(self) -> str:
        """``row 2: 5 in column 1, 4 in column 6``."""
        return (f"row {self.left[0]}: {self.left_number} in column {self.left[1]}, "
                f"{self.right_number} in column {self.right[1]}")

    def to_json(self) -> dict[str, object]:
        return {"left": list(self.left), "right": list(self.right), "left_number": self.left_number,
                "right_number": self.right_number, "expected": round(self.expected, 2),
                "playouts": self.playouts}


@dataclass(frozen=True)
class Advice:
    """The placements of ``roll`` on ``sheet``, best first."""

    sheet: Sheet
    roll: Roll
    placements: tuple[Placement, ...]

    @property
    def best(self) -> Placement:
        return self.placements[0]

    def placed(self, placement: Placement | None = None) -> Sheet:
        """The sheet with the roll written as ``placement`` says (default: the best)."""
        chosen = placement or self.best
        return self.sheet.with_values({chosen.left: chosen.left_number, chosen.right: chosen.right_number})

    def to_json(self) -> dict[str, object]:
        return {"board": self.sheet.layout.name, "roll": str(self.roll), "grid": list(self.sheet.grid),
                "placements": [p.to_json() for p in self.placements]}


def advise(sheet: Sheet, roll: Roll, playouts: int = DEFAULT_PLAYOUTS, seed: int | None = None,
           shortlist: int = DEFAULT_SHORTLIST) -> Advice:
    """Rank every legal placement of ``roll`` on ``sheet`` by its expected final score."""
    layout = sheet.layout
    board = board_of(layout)
    grid = grid_of(sheet)
    by_gain = sorted(gains(board, grid, (roll.first, roll.second)), key=lambda found: -found[0])
    options = [move for _, move in by_gain]  # the greedy player's order: it breaks ties
    if not options:
        raise AdviceError(f"the sheet on pad {layout.name} is full: there is no room for roll {roll}")
    rounds_left = sum(not grid[left] for left, _ in board.pairs) - 1
    rng = random.Random(seed)
    futures = [random_rolls(rng, rounds_left) for _ in range(max(1, playouts) if rounds_left else 1)]
    first = futures[:max(1, len(futures) // 4)]
    results = {move: [_play(board, grid, move, future) for future in first] for move in options}
    ranked = sorted(options, key=lambda move: -_mean(results[move]))
    for move in dict.fromkeys(ranked[:shortlist] + options[:GREEDY_PICKS]):
        results[move] += [_play(board, grid, move, future) for future in futures[len(first):]]
    ranked = sorted(options, key=lambda move: (-len(results[move]), -_mean(results[move])))
    return Advice(sheet, roll, tuple(_placement(layout, move, results[move]) for move in ranked))


def _play(board: Board, grid: list[int], move: Move, future: Sequence[tuple[int, int]]) -> int:
    trial = list(grid)
    play(board, trial, move)
    return playout(board, trial, future)


def _mean(values: Sequence[int]) -> float:
    return sum(values) / len(values)


def _placement(layout: Layout, move: Move, totals: Sequence[int]) -> Placement:
    p, x, y = move
    left, right = layout.mirror_pairs[p]
    return Placement(left, right, x, y, _mean(totals), len(totals))


def advise_game(sheet: Sheet, rolls: Sequence[Roll], playouts: int = DEFAULT_PLAYOUTS,
                seed: int | None = None) -> Advice:
    """Advice for the newest of ``rolls``, on a sheet that holds exactly the ones before it."""
    if not rolls:
        raise AdviceError("the roll log is empty: advice is for the newest roll")
    check = check_sheet(sheet, tuple(rolls[:-1]))
    if not check.ok:
        problems = check.problems()
        more = f"; and {len(problems) - 3} more" if len(problems) > 3 else ""
        raise AdviceError(f"the sheet does not hold the {len(rolls) - 1} rolls before the newest: "
                          + "; ".join(problems[:3]) + more)
    return advise(sheet, rolls[-1], playouts, seed)


def advised_sheet(layout: Layout, rolls: Sequence[Roll], playouts: int = DEFAULT_PLAYOUTS,
                  seed: int | None = None) -> Sheet:
    """The sheet a player fills by always following the advice, seeing only the rolls so far."""
    sheet = Sheet(layout, {})
    rng = random.Random(seed)
    for roll in rolls:
        sheet = advise(sheet, roll, playouts, rng.randrange(2**32)).placed()
    return sheet

