"""Where to put the roll in front of you: placements ranked by the final score they lead to.

For each legal placement of the newest roll, the rest of the game is played out many times
against random future rolls by the fast greedy player (:mod:`splitter_print.game.playout`);
a placement's *expected* score is the mean final total of its playouts. Every placement meets
the same random futures, so their differences are not blurred by luck.

The time is spent where it tells (successive halving): every placement first gets a few
playouts, then each round the better half of those still in the race (less any placement
already surely worse than the leader) get twice as many, until the budget of work
(:class:`AdviceBudget`) is spent. Places whose difference stays within its margin (about two
standard errors of the paired differences) share a rank: the playouts cannot tell them apart.

>>> from splitter_print.game.layout import load_layout
>>> from splitter_print.game.sheet import Sheet
>>> from splitter_print.game.dice import Roll
>>> advice = advise(Sheet(load_layout("A"), {}), Roll(5, 5), playouts=8, seed=1)
>>> len(advice.placements), advice.best.left_number, advice.best.rank
(22, 5, 1)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from splitter_print.errors import Message, SplitterError
from splitter_print.game.dice import Roll, check_sheet
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.playout import Board, Move, board_of, gains, grid_of, moves, play, playout, random_rolls
from splitter_print.game.sheet import Sheet

DEFAULT_PLAYOUTS = 1000
"""The most playouts one placement gets (late in a game, when playouts are cheap)."""


@dataclass(frozen=True)
class AdviceBudget:
    """How much thinking one piece of advice may take, and how it is shared out."""

    evaluations: int = 250_000
    """Placements the greedy player may weigh in all the playouts of one decision (a playout
    of ``k`` rolls on a sheet with ``e`` empty mirror pairs weighs about ``k * (2e - k + 1)``):
    about 1.5 s of one idle core of the development machine, the same work on any machine."""
    seconds: float = 2.0
    """The clock's limit per decision, in seconds: on a busy machine it ends the work early."""
    first_playouts: int = 4
    """Playouts every placement gets in the first round."""
    keep: float = 0.5
    """The share of the placements still in the race that each later round keeps."""
    margin: float = 2.0
    """Standard errors of a paired difference within which two places count as equal."""


DEFAULT_BUDGET = AdviceBudget()

Progress = Callable[[int, int], None]
"""Called with the work done and the work budgeted, as the advice is thought out."""


class AdviceError(SplitterError):
    """A sheet and roll log that do not make a game in progress (the sheet does not hold the
    earlier rolls, or it is full)."""


@dataclass(frozen=True)
class Placement:
    """One way to write the roll: ``left_number`` into ``left``, ``right_number`` into ``right``.

    ``expected`` is the mean final total over ``playouts`` playouts from there; ``behind`` how
    much less than the best placement's its playouts scored, over the futures both met, give
    or take ``margin`` (0 when exact, infinite from a single future). ``rank`` is shared by
    places the playouts cannot tell apart.
    """

    left: Cell
    right: Cell
    left_number: int
    right_number: int
    expected: float
    playouts: int
    rank: int = 1
    behind: float = 0.0
    margin: float = 0.0

    def describe(self) -> Message:
        """``row 2: 5 in column 1, 4 in column 6``."""
        return Message("row {row}: {left} in column {left_col}, {right} in column {right_col}", row=self.left[0],
                       left=self.left_number, left_col=self.left[1], right=self.right_number, right_col=self.right[1])

    def to_json(self) -> dict[str, object]:
        return {"left": list(self.left), "right": list(self.right), "left_number": self.left_number,
                "right_number": self.right_number, "expected": round(self.expected, 2),
                "playouts": self.playouts, "rank": self.rank, "behind": round(self.behind, 2),
                "margin": round(self.margin, 2) if math.isfinite(self.margin) else None}


@dataclass(frozen=True)
class Advice:
    """The placements of ``roll`` on ``sheet``, best first."""

    sheet: Sheet
    roll: Roll
    placements: tuple[Placement, ...]

    @property
    def best(self) -> Placement:
        return self.placements[0]

    @property
    def shared_ranks(self) -> set[int]:
        """The ranks two or more places share: the playouts cannot tell those places apart."""
        ranks = [p.rank for p in self.placements]
        return {rank for rank in ranks if ranks.count(rank) > 1}

    def placed(self, placement: Placement | None = None) -> Sheet:
        """The sheet with the roll written as ``placement`` says (default: the best)."""
        chosen = placement or self.best
        return self.sheet.with_values({chosen.left: chosen.left_number, chosen.right: chosen.right_number})

    def to_json(self) -> dict[str, object]:
        return {"board": self.sheet.layout.name, "roll": str(self.roll), "grid": list(self.sheet.grid),
                "placements": [p.to_json() for p in self.placements]}


def advise(sheet: Sheet, roll: Roll, playouts: int = DEFAULT_PLAYOUTS, seed: int | None = None,
           budget: AdviceBudget = DEFAULT_BUDGET, progress: Progress | None = None) -> Advice:
    """Rank every legal placement of ``roll`` on ``sheet`` by its expected final score, at most
    ``playouts`` playouts each, within ``budget``; ``progress(done, total)`` as the work goes.
    The same seed gives the same advice unless the budget's clock ends the work first."""
    layout = sheet.layout
    board = board_of(layout)
    grid = grid_of(sheet)
    by_gain = sorted(gains(board, grid, (roll.first, roll.second)), key=lambda found: -found[0])
    options = [move for _, move in by_gain]  # the greedy player's order: it breaks ties
    if not options:
        raise _no_room(sheet, roll)
    empty = sum(not grid[left] for left, _ in board.pairs) - 1
    results: dict[Move, list[int]] = {move: [] for move in options}
    if not empty:  # the last roll: each placement's total is exact
        for move in options:
            results[move].append(_play(board, grid, move, []))
        return _ranked(sheet, roll, results, budget, exact=True)
    rng = random.Random(seed)
    futures: list[list[tuple[int, int]]] = []
    cost = empty * (empty + 1)  # placements weighed in one playout to the end: 2e + 2(e-1) + ... + 2
    deadline = time.monotonic() + budget.seconds
    alive, count = options, max(1, min(playouts, budget.first_playouts))
    while True:
        for move in alive:
            while len(futures) < count:
                futures.append(random_rolls(rng, empty))
            late = time.monotonic() > deadline  # out of time: a place not yet played gets one playout
            if late and results[move]:
                return _ranked(sheet, roll, results, budget)
            results[move] += [_play(board, grid, move, future)
                              for future in futures[len(results[move]):1 if late else count]]
            if progress:
                progress(min(_work(results, cost), budget.evaluations), budget.evaluations)
        alive = _survivors(alive, results, budget)
        count = min(playouts, 2 * count)
        needed = sum(count - len(results[move]) for move in alive) * cost
        if len(alive) < 2 or needed <= 0 or _work(results, cost) + needed > budget.evaluations:
            break
    return _ranked(sheet, roll, results, budget)


def _work(results: dict[Move, list[int]], cost: int) -> int:
    """The placements weighed so far: ``cost`` per playout."""
    return sum(map(len, results.values())) * cost


def _survivors(alive: Sequence[Move], results: dict[Move, list[int]], budget: AdviceBudget) -> list[Move]:
    """The placements that go on to the next round: the better share by their mean, less any
    surely worse than the leader."""
    ranked = sorted(alive, key=lambda move: -_mean(results[move]))
    leader = ranked[0]
    kept = ranked[:max(2, math.ceil(len(ranked) * budget.keep))]
    return [move for move in kept if move == leader or not _surely_worse(results[leader], results[move], budget)]


def _difference(better: Sequence[int], worse: Sequence[int]) -> tuple[float, float]:
    """How much more ``better`` scored than ``worse`` over the futures both met, and the
    standard error of that mean difference (infinite from a single future)."""
    diffs = [a - b for a, b in zip(better, worse)]
    mean = _mean(diffs)
    if len(diffs) < 2:
        return mean, math.inf
    variance = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean, math.sqrt(variance / len(diffs))


def _surely_worse(better: Sequence[int], worse: Sequence[int], budget: AdviceBudget, exact: bool = False) -> bool:
    """Whether ``worse`` scores less than ``better`` beyond the margin (any less when exact)."""
    gap, error = _difference(better, worse)
    return gap > 0 if exact else gap > budget.margin * error


def _ranked(sheet: Sheet, roll: Roll, results: dict[Move, list[int]], budget: AdviceBudget,
            exact: bool = False) -> Advice:
    """The placements best first (the most played first, then by mean), each ranked: a place
    shares the rank of the first place of its group until one is surely worse than that one."""
    layout = sheet.layout
    order = sorted(results, key=lambda move: (-len(results[move]), -_mean(results[move])))
    best = results[order[0]]
    placements = []
    leader, rank = order[0], 1
    for position, move in enumerate(order, start=1):
        if _surely_worse(results[leader], results[move], budget, exact):
            leader, rank = move, position
        behind, error = _difference(best, results[move])
        margin = 0.0 if exact or move == order[0] else budget.margin * error
        p, x, y = move
        left, right = layout.mirror_pairs[p]
        placements.append(Placement(left, right, x, y, _mean(results[move]), len(results[move]), rank,
                                    behind, margin))
    return Advice(sheet, roll, tuple(placements))


def _play(board: Board, grid: list[int], move: Move, future: Sequence[tuple[int, int]]) -> int:
    trial = list(grid)
    play(board, trial, move)
    return playout(board, trial, future)


def _mean(values: Sequence[int] | Sequence[float]) -> float:
    return sum(values) / len(values)


def advise_game(sheet: Sheet, rolls: Sequence[Roll], playouts: int = DEFAULT_PLAYOUTS, seed: int | None = None,
                budget: AdviceBudget = DEFAULT_BUDGET, progress: Progress | None = None) -> Advice:
    """Advice for the newest of ``rolls``, on a sheet that holds exactly the ones before it."""
    check_game(sheet, rolls)
    return advise(sheet, rolls[-1], playouts, seed, budget, progress)


def check_game(sheet: Sheet, rolls: Sequence[Roll]) -> int:
    """How many places the newest of ``rolls`` has on ``sheet``; :class:`AdviceError` unless the
    sheet holds exactly the rolls before it and has room for it."""
    if not rolls:
        raise AdviceError("the roll log is empty: advice is for the newest roll")
    check = check_sheet(sheet, tuple(rolls[:-1]))
    if not check.ok:
        problems = check.problems()
        more = (Message("and {count} more", count=len(problems) - 3),) if len(problems) > 3 else ()
        raise AdviceError("the sheet does not hold the {count} rolls before the newest: {problems:parts}",
                          count=len(rolls) - 1, problems=(*problems[:3], *more))
    roll = rolls[-1]
    places = len(moves(board_of(sheet.layout), grid_of(sheet), (roll.first, roll.second)))
    if not places:
        raise _no_room(sheet, roll)
    return places


def _no_room(sheet: Sheet, roll: Roll) -> AdviceError:
    return AdviceError("the sheet on pad {pad} is full: there is no room for roll {roll}", pad=sheet.layout.name,
                       roll=str(roll))


def advised_sheet(layout: Layout, rolls: Sequence[Roll], playouts: int = DEFAULT_PLAYOUTS,
                  seed: int | None = None, budget: AdviceBudget = DEFAULT_BUDGET) -> Sheet:
    """The sheet a player fills by always following the advice, seeing only the rolls so far."""
    sheet = Sheet(layout, {})
    rng = random.Random(seed)
    for roll in rolls:
        sheet = advise(sheet, roll, playouts, rng.randrange(2**32), budget).placed()
    return sheet

