"""A filled (or partly filled) score sheet: the numbers written in a pad's spaces.

Sheets travel as text grids, one character per lattice position (``1``-``6`` written, ``-``
empty space, ``.`` no space), or as JSON ``{"board": "A", "grid": [...]}``.

>>> sheet = parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")
>>> sheet.layout.name, sheet.value((3, 0)), sheet.is_complete
('A', 5, True)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from splitter_print.errors import Message, Remedy, SplitterError
from splitter_print.game.layout import Cell, Layout, builtin_layouts, builtin_names, load_layout
from splitter_print.game.textfile import read_text

EMPTY, HOLE = "-", "."
DIGITS = "123456"
_ALLOWED = frozenset(DIGITS + EMPTY + HOLE)
_AS_EMPTY = str.maketrans(DIGITS, EMPTY * len(DIGITS))
MAX_SHEET_BYTES = 64 * 1024


class SheetError(SplitterError):
    """A sheet that cannot be read; the message names the source, line and fault."""


@dataclass(frozen=True)
class Sheet:
    """The numbers on one sheet; spaces missing from ``values`` are empty.

    ``values`` maps each written space to its number 1-6. Build sheets with
    :func:`parse_sheet`, :func:`sheet_from_grid` or :meth:`with_values`, which check that every
    written cell is a space of the layout.
    """

    layout: Layout
    values: Mapping[Cell, int]

    def __post_init__(self) -> None:
        for cell, number in self.values.items():
            if cell not in self.layout.spaces:
                raise SheetError("row {row} column {col} is not a space on pad {pad}", row=cell[0], col=cell[1],
                                 pad=self.layout.name)
            if number not in range(1, 7):
                raise SheetError("row {row} column {col} holds {number!r}; only 1-6 may be written", row=cell[0],
                                 col=cell[1], number=number)
        object.__setattr__(self, "values", dict(sorted(self.values.items())))

    def __hash__(self) -> int:
        return hash((self.layout, tuple(self.values.items())))

    def value(self, cell: Cell) -> int | None:
        """The number written in ``cell``, or ``None`` for an empty space or a hole."""
        return self.values.get(cell)

    @property
    def is_complete(self) -> bool:
        return len(self.values) == len(self.layout.spaces)

    @property
    def empty_cells(self) -> tuple[Cell, ...]:
        """Spaces with nothing written in them, in reading order."""
        return tuple(cell for cell in self.layout.cells if cell not in self.values)

    @cached_property
    def grid(self) -> tuple[str, ...]:
        """The sheet as text rows (``1``-``6``, ``-`` empty, ``.`` no space)."""
        rows = [list(row) for row in self.layout.blank_grid]
        for (r, c), number in self.values.items():
            rows[r][c] = DIGITS[number - 1]
        return tuple("".join(row) for row in rows)

    def pairs(self) -> tuple[tuple[int, int], ...]:
        """The rolls this sheet holds: one sorted pair per mirror pair with both spaces written.

        >>> parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..").pairs()[:2]
        ((4, 6), (1, 4))
        """
        found = []
        for left, right in self.layout.mirror_pairs:
            a, b = self.values.get(left), self.values.get(right)
            if a is not None and b is not None:
                found.append((min(a, b), max(a, b)))
        return tuple(found)

    def with_values(self, changes: Mapping[Cell, int | None]) -> Sheet:
        """A copy with some spaces rewritten (``None`` erases), e.g. a reader's ``--fix``."""
        values = dict(self.values)
        for cell, number in changes.items():
            if number is None:
                values.pop(cell, None)
            else:
                values[cell] = number
        return Sheet(self.layout, values)

    def mirrored(self) -> Sheet:
        """The sheet flipped left to right, as if every roll had been placed the other way."""
        return Sheet(self.layout, {self.layout.mirror(cell): n for cell, n in self.values.items()})

    def format(self) -> str:
        """The text form, one line per row, ending in a newline."""
        return "\n".join(self.grid) + "\n"

    def to_json(self) -> dict[str, object]:
        return {"board": self.layout.name, "grid": list(self.grid)}


def sheet_from_grid(rows: Iterable[str], layout: Layout | None = None, source: str = "<sheet>",
                    first_line: int = 1, line_numbers: Iterable[int] | None = None) -> Sheet:
    """Build a sheet from text rows; with no layout, the shipped pad whose shape fits is used.

    Errors name ``source`` and the line of the offending row.

    >>> sheet_from_grid(["..4416..", ".446614.", "1666544x"], source="s.txt")
    Traceback (most recent call last):
    ...
    splitter_print.game.sheet.SheetError: s.txt:3: bad character 'x' in row 2 column 7; use 1-6, - (empty) ...
    """
    rows = [row.strip() for row in rows]
    lines = list(line_numbers) if line_numbers is not None else [first_line + i for i in range(len(rows))]

    def fail(message: Message, index: int | None = None) -> SheetError:
        where = f"{source}:{lines[index]}" if index is not None and index < len(lines) else source
        return SheetError("{file}: {problem}", file=where, problem=message)

    if not rows:
        raise fail(Message("no grid rows found"))
    for index, row in enumerate(rows):
        if not _ALLOWED.issuperset(row):
            col, char = next((c, char) for c, char in enumerate(row) if char not in _ALLOWED)
            raise fail(Message("bad character {char!r} in row {row} column {col}; use 1-6, - (empty) or . (no space)",
                               char=char, row=index, col=col), index)
    if layout is None:
        layout = next((pad for pad in builtin_layouts() if _fits(rows, pad)), None) or _likeliest_layout(rows)
    rows = with_gaps(rows, layout)
    if tuple(row.translate(_AS_EMPTY) for row in rows) != layout.blank_grid:
        raise _misfit(rows, layout, fail)
    return Sheet(layout, {(r, c): int(char) for r, row in enumerate(rows) for c, char in enumerate(row)
                          if char in DIGITS})


def with_gaps(rows: list[str], layout: Layout) -> list[str]:
    """The rows with the pad's gaps put back where a row was typed as it looks, without its
    ``.`` s: a row holding exactly as many characters as the pad's row has spaces fills
    those spaces from the left. Other rows are left as they are.

    >>> with_gaps(["4416", ".446614.", "1666-444"], load_layout("A"))[:2]
    ['..4416..', '.446614.']
    """
    pattern = layout.blank_grid
    filled = []
    for r, row in enumerate(rows):
        spaces = [c for c, char in enumerate(pattern[r]) if char != HOLE] if r < len(pattern) else []
        if HOLE not in row and len(row) == len(spaces) < layout.cols:
            line = [HOLE] * layout.cols
            for c, char in zip(spaces, row):
                line[c] = char
            row = "".join(line)
        filled.append(row)
    return filled


def _fits(rows: list[str], layout: Layout) -> bool:
    """Whether the rows, with gaps put back, have exactly the pad's shape."""
    return tuple(row.translate(_AS_EMPTY) for row in with_gaps(rows, layout)) == layout.blank_grid


def _misfit(rows: list[str], layout: Layout, fail: Callable[[Message, int], SheetError]) -> SheetError:
    """The first way the grid's shape differs from ``layout``, as an error naming its line."""
    if len(rows) > layout.rows:
        return fail(Message("the grid has {count} rows but pad {pad} has {rows}", count=len(rows), pad=layout.name,
                            rows=layout.rows), layout.rows)
    if len(rows) < layout.rows:
        return fail(Message("the grid ends after {count} rows but pad {pad} has {rows}", count=len(rows),
                            pad=layout.name, rows=layout.rows), len(rows) - 1)
    for r, row in enumerate(rows):
        if len(row) != layout.cols:
            spaces = sum((r, c) in layout.spaces for c in range(layout.cols))
            return fail(Message("row {row} is {width} wide; pad {pad} rows are {cols} wide (this one {spaces} without "
                                "its . gaps)", row=r, width=len(row), pad=layout.name, cols=layout.cols,
                                spaces=spaces), r)
        for c, char in enumerate(row):
            if (char == HOLE) != ((r, c) not in layout.spaces):
                if char == HOLE:
                    return fail(Message("row {row} column {col} is a space on pad {pad}; write - if it is empty", row=r,
                                        col=c, pad=layout.name), r)
                return fail(Message("row {row} column {col} is not a space on pad {pad} but holds {char!r}", row=r,
                                    col=c, pad=layout.name, char=char), r)
    raise AssertionError("the grid fits the layout")


def _likeliest_layout(rows: list[str]) -> Layout:
    """The shipped pad whose holes best match the grid's ``.`` (exactly, for a correct grid).

    A grid that fits no pad is then checked against the closest one, so the error can say
    which row and column are wrong.
    """
    def misfit(layout: Layout) -> tuple[int, int]:
        wrong = sum((row[c] != HOLE) != ((r, c) in layout.spaces)
                    for r, row in enumerate(rows[:layout.rows]) for c in range(min(len(row), layout.cols)))
        return abs(len(rows) - layout.rows) + sum(len(row) != layout.cols for row in rows), wrong

    return min(builtin_layouts(), key=misfit)


def parse_sheet(text: str, layout: Layout | None = None, source: str = "<sheet>") -> Sheet:
    """Read a sheet from its text grid or JSON form.

    ``layout`` overrides the pad; otherwise JSON's ``"board"`` names it, or the grid's shape
    picks the shipped pad it fits.

    >>> parse_sheet("# pad A\\n..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.", source="s.txt")
    Traceback (most recent call last):
    ...
    splitter_print.game.sheet.SheetError: s.txt:7: the grid ends after 6 rows but pad A has 7
    """
    stripped = text.lstrip("\ufeff").strip()
    if stripped.startswith("{"):
        return _parse_json(stripped, layout, source)
    rows, numbers = [], []
    for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = line.strip()
        if line and not line.startswith("#"):
            rows.append(line)
            numbers.append(number)
    return sheet_from_grid(rows, layout, source, line_numbers=numbers)


def _parse_json(text: str, layout: Layout | None, source: str) -> Sheet:
    """The JSON form. Its ``"board"`` may only name a shipped pad: a sheet file must not make
    the program open other files (a device or a pipe named there would wait forever)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SheetError("{file}:{line}: not valid JSON: {error:any}", file=source, line=err.lineno,
                         error=err.msg) from None
    except RecursionError:
        raise SheetError("{file}: JSON nested too deep for a sheet", file=source) from None
    if not isinstance(data, dict) or not isinstance(data.get("grid"), list):
        raise SheetError('{file}: JSON sheets need a "grid" list of text rows', file=source)
    grid = data["grid"]
    if not all(isinstance(row, str) for row in grid):
        raise SheetError('{file}: every "grid" entry must be a text row', file=source)
    board = data.get("board")
    if layout is None and board is not None:
        if not isinstance(board, str):
            raise SheetError('{file}: "board" must be a pad name such as "A"', file=source)
        if board.upper() not in builtin_names():
            raise SheetError("{file}: {name}: no such pad; known pads are {known:list}", file=source, name=board,
                             known=builtin_names(), remedy=Remedy.OWN_LAYOUT)
        layout = load_layout(board.upper())
    return sheet_from_grid(grid, layout, source, line_numbers=[1] * len(grid))


def read_sheet_file(path: str, layout: Layout | None = None) -> Sheet:
    """Read a sheet file (``-`` for stdin), with size and encoding checks.

    Every failure is a :class:`SheetError` whose message starts with the file name.
    """
    source, text = read_text(path, Message("a sheet file"), MAX_SHEET_BYTES, SheetError)
    return parse_sheet(text, layout, source)
