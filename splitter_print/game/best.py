"""The best possible sheet for a game's rolls: the highest total they allow on a pad, proven.

Every sheet of a game holds the same rolls, so the game has one best score. :func:`best_sheet`
finds a sheet that reaches it with an exact method, a CP-SAT model (OR-Tools):

- each roll goes to one mirror pair of spaces, one number on each side (either way round);
- every connected set of ``n`` spaces (``n`` = 1..6) is a candidate *group of n*: choosing it
  means its spaces hold ``n`` and no space touching it does, so it is a whole group that scores
  ``n`` times 2 per star it holds;
- the heart bonus is chosen only when all heart spaces hold one number;
- the objective is the sum of the chosen groups' points and the heart bonus.

The solver keeps the best sheet found as a lower bound and its proven bound as an upper bound;
when the time limit stops it first, the result says how far the sheet may be from the optimum.
The limit is an amount of the solver's work (its deterministic time), not of the clock, and
one worker searches, so the same rolls and limit give the same sheet and total on every run,
however busy the machine.

>>> from splitter_print.game.layout import parse_layout
>>> from splitter_print.game.dice import parse_rolls
>>> found = best_sheet(parse_layout("name = 'strip'\\npattern = '####'"), parse_rolls("22 13"))
>>> found.total, found.optimal, found.sheet.grid  # the 2s together, the 1 alone: 2 + 1
(3, True, ('1223',))
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Pair, Roll, check_sheet, pair_counts
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.playout import greedy_sheet
from splitter_print.game.scoring import NUMBERS, ScoreCard, max_total, score_sheet
from splitter_print.game.sheet import Sheet

if TYPE_CHECKING:
    from ortools.sat.python import cp_model

DEFAULT_TIME_LIMIT = 10.0
"""Seconds of one idle core a search may take by default."""
DEFAULT_WORKERS = 1
WORK_PER_SECOND = 2.0
"""The solver's deterministic time per second of one idle core of the development machine
(measured 1.7-2.9 on six bench logs), to turn a time limit into an amount of work."""


class BestError(SplitterError):
    """Rolls that no sheet of the layout can hold (more rolls than mirror pairs)."""


@dataclass(frozen=True)
class BestSheet:
    """The best sheet found for some rolls, and what is proven about it.

    ``upper_bound`` is a total no sheet can beat; ``optimal`` says it equals ``total``.
    """

    sheet: Sheet
    total: int
    optimal: bool
    upper_bound: int
    seconds: float

    @property
    def gap(self) -> int:
        """How many points a better sheet could still add (0 when proven optimal)."""
        return self.upper_bound - self.total

    @property
    def card(self) -> ScoreCard:
        return score_sheet(self.sheet)

    def to_json(self, lang: str = "en") -> dict[str, object]:
        """A scored sheet (DESIGN.md) plus ``optimal`` and ``upper_bound`` (no timing, so that
        the same answer prints the same JSON)."""
        return {**self.card.to_json(lang), "optimal": self.optimal, "upper_bound": self.upper_bound}


def best_sheet(layout: Layout, rolls: tuple[Roll, ...], time_limit: float = DEFAULT_TIME_LIMIT,
               workers: int = DEFAULT_WORKERS, hint: Sheet | None = None) -> BestSheet:
    """The highest-scoring sheet that holds exactly ``rolls`` on ``layout``.

    With fewer rolls than mirror pairs the rest stay empty (a game in progress). ``hint``, a
    sheet holding the rolls (default: the greedy player's, :mod:`.playout`), is where the
    search starts and what comes back if the time runs out before the solver finds a sheet.
    The search stops after ``time_limit`` seconds' worth of the solver's deterministic time
    (:data:`WORK_PER_SECOND`), a measure of work that does not depend on how busy the machine
    is: with one worker (the default, which also searched best in our trials on two busy
    cores) the same rolls and limit give the same answer every time; a busy machine takes
    longer to give it.
    """
    from ortools.sat.python import cp_model

    pairs = layout.mirror_pairs
    if len(rolls) > len(pairs):
        raise BestError("{count} rolls but pad {pad} has room for {room}", count=len(rolls), pad=layout.name,
                        room=len(pairs))
    started = time.monotonic()
    rolled = pair_counts(rolls)
    model = cp_model.CpModel()

    # place[p][(left, right)]: mirror pair p holds left on its left space and right on its right.
    place: list[dict[tuple[int, int], cp_model.IntVar]] = []
    for p in range(len(pairs)):
        ways = {way: model.new_bool_var(f"p{p}_{way[0]}{way[1]}") for pair in rolled for way in _ways(pair)}
        model.add(sum(ways.values()) <= 1 if len(rolls) < len(pairs) else sum(ways.values()) == 1)
        place.append(ways)
    symmetric = _symmetric(layout, layout.mirror)
    if symmetric:  # a sheet and its mirror image score alike: keep the one with pair 0 ascending
        model.add(sum(var for (a, b), var in place[0].items() if a > b) == 0)
    flipped = _flipped_pair(layout)
    if flipped is not None:  # and upside down: keep the one whose pair 0 holds the lower roll of the two
        model.add(_roll_key(place[0]) <= _roll_key(place[flipped]))
    for pair, count in rolled.items():
        model.add(sum(place[p][way] for p in range(len(pairs)) for way in _ways(pair)) == count)

    holds: dict[tuple[int, int], cp_model.IntVar] = {}  # (space index, number) -> written there
    for p, (left, right) in enumerate(pairs):
        for side, cell in enumerate((left, right)):
            for number in NUMBERS:
                terms = [var for way, var in place[p].items() if way[side] == number]
                if terms:
                    holds[layout.index[cell], number] = var = model.new_bool_var(f"x{cell}_{number}")
                    model.add(var == sum(terms))

    points: list[tuple[cp_model.IntVar, int]] = []
    in_groups: dict[int, list[cp_model.IntVar]] = {}
    for number in NUMBERS:
        doubles = rolled[number, number]
        if rolled_count(rolled, number) < number:
            continue
        chosen = []
        for members in candidate_groups(layout, number):
            if _inner_pairs(layout, members) > doubles:
                continue
            group = model.new_bool_var(f"g{number}_{members}")
            model.add_bool_and([holds[i, number] for i in members]).only_enforce_if(group)
            border = [holds[i, number] for i in _border(layout, members) if (i, number) in holds]
            model.add_bool_and([var.Not() for var in border]).only_enforce_if(group)
            points.append((group, number << sum(layout.cells[i] in layout.stars for i in members)))
            chosen.append(group)
            for i in members:
                in_groups.setdefault(i, []).append(group)
        model.add(number * sum(chosen) <= rolled_count(rolled, number))
    for groups in in_groups.values():
        model.add_at_most_one(groups)

    heart_terms: list[cp_model.IntVar] = []
    if layout.hearts and layout.heart_bonus:
        hearts = [layout.index[cell] for cell in layout.hearts]
        for number in NUMBERS:
            if all((i, number) in holds for i in hearts):
                same = model.new_bool_var(f"hearts_{number}")
                model.add_bool_and([holds[i, number] for i in hearts]).only_enforce_if(same)
                heart_terms.append(same)
        model.add_at_most_one(heart_terms)
    objective = sum(value * var for var, value in points) + layout.heart_bonus * sum(heart_terms)
    model.add(objective <= counting_bound(layout, rolled))  # lets the search stop on reaching it
    model.maximize(objective)

    if hint is None:
        hint = greedy_sheet(layout, rolls)
    elif hint.layout != layout or not check_sheet(hint, rolls).ok:
        raise BestError("the hint sheet does not hold exactly these {count} rolls on pad {pad}", count=len(rolls),
                        pad=layout.name)
    if flipped is not None and _sheet_key(hint, pairs[0]) > _sheet_key(hint, pairs[flipped]):
        hint = Sheet(layout, {_flip(layout, cell): n for cell, n in hint.values.items()})
    first = [hint.value(cell) or 0 for cell in pairs[0]]
    if symmetric and first[0] > first[1]:
        hint = hint.mirrored()
    _add_hint(model, layout, hint, place)
    solver = cp_model.CpSolver()
    solver.parameters.max_deterministic_time = time_limit * WORK_PER_SECOND
    solver.parameters.num_workers = workers
    status = solver.solve(model)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        values: dict[tuple[int, int], int] = {}
        for p, (left, right) in enumerate(pairs):
            for (a, b), var in place[p].items():
                if solver.boolean_value(var):
                    values[left], values[right] = a, b
        sheet = Sheet(layout, values)
        bound = min(int(solver.best_objective_bound + 1e-6), counting_bound(layout, rolled))
    else:
        sheet, bound = hint, counting_bound(layout, rolled)
    if score_sheet(sheet).total < score_sheet(hint).total:  # stopped before it found a sheet as good as the hint
        sheet = hint
    total = score_sheet(sheet).total
    if status == cp_model.OPTIMAL and total != round(solver.objective_value):
        raise AssertionError(f"the model's total {solver.objective_value} is not the sheet's {total}")
    bound = max(bound, total)
    return BestSheet(sheet, total, status == cp_model.OPTIMAL or bound == total, bound,
                     time.monotonic() - started)


def rolled_count(rolled: Counter[Pair], number: int) -> int:
    """How many times ``number`` was rolled, counting both dice."""
    return sum(count * pair.count(number) for pair, count in rolled.items())


def counting_bound(layout: Layout, rolled: Counter[Pair]) -> int:
    """A total no sheet of these rolls can beat, from counting alone: ``k`` copies of ``n`` fill at
    most ``k // n`` groups of ``n``, plus the most the layout's stars and hearts can add.

    >>> from splitter_print.game.layout import load_layout
    >>> counting_bound(load_layout("A"), Counter({(1, 2): 1}))  # 1 + 0 + star extras 12
    13
    """
    faces = sum(rolled_count(rolled, n) // n * n for n in NUMBERS)
    return min(max_total(layout), faces + max_total(layout) - len(layout.spaces))


def _symmetric(layout: Layout, image: Callable[[Cell], Cell]) -> bool:
    """Whether the spaces, stars and hearts lie where their images under ``image`` lie too: a
    sheet and its image then score alike.

    >>> from splitter_print.game.layout import load_layout
    >>> pad_a, pad_b = load_layout("A"), load_layout("B")
    >>> _symmetric(pad_a, pad_a.mirror), _symmetric(pad_b, pad_b.mirror)
    (True, False)
    """
    return all({image(cell) for cell in cells} == set(cells) for cells in (layout.spaces, layout.stars, layout.hearts))


def _flip(layout: Layout, cell: Cell) -> Cell:
    """The space turned upside down (top row to bottom row, same column)."""
    return layout.rows - 1 - cell[0], cell[1]


def _flipped_pair(layout: Layout) -> int | None:
    """The mirror pair that pair 0 becomes when a sheet is turned upside down, when the layout
    scores alike that way (:func:`_symmetric`) and it is another pair; else None.

    >>> from splitter_print.game.layout import load_layout
    >>> pad_a = load_layout("A")
    >>> pad_a.mirror_pairs[_flipped_pair(pad_a)], _flipped_pair(load_layout("B"))
    (((6, 2), (6, 5)), None)
    """
    if not _symmetric(layout, lambda cell: _flip(layout, cell)):
        return None
    left, right = layout.mirror_pairs[0]
    flipped = layout.mirror_pairs.index((_flip(layout, left), _flip(layout, right)))
    return flipped or None


def _roll_key(ways: dict[tuple[int, int], cp_model.IntVar]) -> cp_model.LinearExprT:
    """The roll a mirror pair holds as a number that does not depend on its way round (0: none)."""
    return sum(var * _key(way) for way, var in ways.items())


def _sheet_key(sheet: Sheet, pair: tuple[Cell, Cell]) -> int:
    """:func:`_roll_key` of the roll ``sheet`` holds in ``pair``."""
    left, right = pair
    return _key((sheet.value(left) or 0, sheet.value(right) or 0))


def _key(way: tuple[int, int]) -> int:
    """A roll's two numbers, either way round, as one number: 7 x the lower + the higher.

    >>> _key((5, 2)) == _key((2, 5)) == 19, _key((0, 0))
    (True, 0)
    """
    return 7 * min(way) + max(way)


def _ways(pair: Pair) -> tuple[tuple[int, int], ...]:
    """The ways a roll can sit on a mirror pair: ``(left, right)``, one way for doubles."""
    a, b = pair
    return ((a, b),) if a == b else ((a, b), (b, a))


@cache
def candidate_groups(layout: Layout, size: int) -> tuple[tuple[int, ...], ...]:
    """Every connected set of ``size`` spaces, as sorted space indices.

    >>> from splitter_print.game.layout import parse_layout
    >>> candidate_groups(parse_layout('name = "t"\\npattern = "####\\\\n.##."'), 2)
    ((0, 1), (1, 2), (1, 4), (2, 3), (2, 5), (4, 5))
    """
    neighbours = layout.neighbour_indices
    found: set[tuple[int, ...]] = {(i,) for i in range(len(layout.cells))}
    for _ in range(size - 1):
        found = {tuple(sorted((*members, near))) for members in found
                 for i in members for near in neighbours[i] if near not in members}
    return tuple(sorted(found))


def _border(layout: Layout, members: tuple[int, ...]) -> Iterator[int]:
    """Spaces touching the set without belonging to it."""
    inside = set(members)
    yield from sorted({near for i in members for near in layout.neighbour_indices[i] if near not in inside})


def _inner_pairs(layout: Layout, members: tuple[int, ...]) -> int:
    """How many mirror pairs lie wholly inside the set: each needs a double roll."""
    inside = {layout.cells[i] for i in members}
    return sum(left in inside and right in inside for left, right in layout.mirror_pairs)


def _add_hint(model: cp_model.CpModel, layout: Layout, hint: Sheet,
              place: list[dict[tuple[int, int], cp_model.IntVar]]) -> None:
    """Start the search from ``hint``'s placement."""
    for p, (left, right) in enumerate(layout.mirror_pairs):
        way = (hint.value(left), hint.value(right))
        for option, var in place[p].items():
            model.add_hint(var, option == way)
