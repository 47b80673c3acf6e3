"""How much work the reader spends on one photo before it answers that there is no sheet.

A picture that is all shapes (graph paper, tiles, a patterned cloth) holds far more candidate
squares than any number of score sheets: the search is capped where it could grow with what
the picture holds (:class:`Budget`), and a photo that reaches a cap or spends its time or
memory gets one line (:class:`OverBudgetError`) instead of a search that never ends.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

from splitter_print.errors import Message, SplitterError


@dataclass(frozen=True)
class Budget:
    """The limits of one photo's search for sheets."""

    seconds: float = 30.0
    """CPU seconds (all the reader's threads) the search for sheets in one photo may take."""
    megabytes: float = 1500.0
    """Resident memory (MB) the search may add to what the process held when it began."""
    squares: int = 5000
    """Candidate squares searched in one copy of the photo: a pad has 50-60 spaces, a made
    photo's copies hold at most a few hundred squares (graph paper filling the picture, 3,000)."""
    contours: int = 40_000
    """Outlines of a threshold mask's regions, of a size that could be a space, tested for being
    square (a made photo's masks hold at most a few hundred)."""
    markers: int = 400
    """Corner markers of our dictionary grouped into sheets in one copy of the photo (a sheet has four)."""
    lattice_positions: int = 40_000
    """Positions of a lattice's bounding rows and columns looked up again for missed squares
    (a pad's lattice spans about 12 x 12)."""
    seeds: int = 8
    """Lattices of squares that matched no pad fitted again as touching cells, the largest first."""


BUDGET = Budget()
"""The reader's budget."""


class OverBudgetError(SplitterError):
    """The photo asked for more work than :class:`Budget` allows (the caller adds the file name)."""


class TooManyShapesError(OverBudgetError):
    """More candidate shapes in a copy of the photo than :class:`Budget` searches."""

    def __init__(self, count: int, kind: Message, most: int) -> None:
        super().__init__("too many shapes ({count:,} {kind}, at most {most:,} are searched): not a score sheet; "
                         "photograph the sheet alone, filling most of the picture", count=count, kind=kind, most=most)


def resident_mb() -> float | None:
    """The process's resident memory in MB now (Linux's ``/proc/self/statm``), None where unknown."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


class Meter:
    """One photo's search measured against ``budget`` from now: :meth:`check` raises
    :class:`OverBudgetError` once its CPU seconds or its added memory are spent.

    >>> Meter().check()
    >>> Meter(Budget(seconds=-1.0)).check()  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    splitter_print.reading.budget.OverBudgetError: the search for a sheet took over -1 CPU seconds: ...
    """

    def __init__(self, budget: Budget = BUDGET) -> None:
        self.budget = budget
        self.start = time.process_time()
        self.memory = resident_mb()

    def check(self) -> None:
        """Raise :class:`OverBudgetError` when the time or the memory allowed is spent."""
        if time.process_time() - self.start > self.budget.seconds:
            raise OverBudgetError("the search for a sheet took over {seconds:g} CPU seconds: not a score sheet, or one "
                                  "among too many shapes; photograph the sheet alone", seconds=self.budget.seconds)
        now = resident_mb()
        if self.memory is not None and now is not None and now - self.memory > self.budget.megabytes:
            raise OverBudgetError("the search for a sheet needed over {megabytes:g} MB: not a score sheet, or one "
                                  "among too many shapes; photograph the sheet alone", megabytes=self.budget.megabytes)
