"""Pads as data: which positions of the row/column lattice are spaces, stars and hearts.

A layout is drawn as text in a TOML file (see ``layouts/a.toml``) so that a person sees the pad.
Everything else in the project (scoring, printing, photo reading) asks the :class:`Layout` where
spaces are instead of knowing pad A or B by heart.

>>> pad = load_layout("A")
>>> len(pad.spaces), sorted(pad.stars)
(44, [(3, 0), (3, 7)])
>>> pad.mirror((3, 0))
(3, 7)
"""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from splitter_print.assets import asset_dir
from splitter_print.errors import Message, SplitterError
from splitter_print.game.textfile import read_text

Cell = tuple[int, int]
"""A position on the pad as ``(row, column)``, both counted from 0 at the top left."""

SPACE, STAR, HEART, HOLE = "#", "*", "h", "."
PATTERN_CHARS = SPACE + STAR + HEART + HOLE
DEFAULT_HEART_BONUS = 5
MAX_PATTERN_SIDE = 64
MAX_LAYOUT_BYTES = 64 * 1024


class LayoutError(SplitterError):
    """A layout file or name that cannot be used; the message names file, line and fault."""


@dataclass(frozen=True)
class Layout:
    """One pad: its spaces and special spaces on a ``rows`` x ``cols`` lattice.

    The centre line runs between columns ``cols // 2 - 1`` and ``cols // 2``; column ``c`` is
    mirrored by column ``cols - 1 - c``.
    """

    name: str
    title: str
    rows: int
    cols: int
    spaces: frozenset[Cell]
    stars: frozenset[Cell] = frozenset()
    hearts: frozenset[Cell] = frozenset()
    heart_bonus: int = DEFAULT_HEART_BONUS
    notes: str = ""
    source: str = field(default="", compare=False)

    @cached_property
    def pattern(self) -> tuple[str, ...]:
        """The pattern as text rows, in the layout-file alphabet (``#``, ``*``, ``h``, ``.``)."""
        return tuple(
            "".join(self.symbol((r, c)) for c in range(self.cols)) for r in range(self.rows)
        )

    @cached_property
    def blank_grid(self) -> tuple[str, ...]:
        """An empty sheet's text rows: ``-`` for each space, ``.`` for each hole."""
        return tuple("".join(HOLE if char == HOLE else "-" for char in row) for row in self.pattern)

    def symbol(self, cell: Cell) -> str:
        """The layout-file character at ``cell``: ``*`` star, ``h`` heart, ``#`` space, ``.`` hole."""
        if cell in self.stars:
            return STAR
        if cell in self.hearts:
            return HEART
        return SPACE if cell in self.spaces else HOLE

    @property
    def turns_into_itself(self) -> bool:
        """Whether the spaces lie the same turned half round, so that the grid alone cannot say
        which way up a sheet lies (both shipped pads do).

        >>> load_layout("A").turns_into_itself, load_layout("B").turns_into_itself
        (True, True)
        """
        return {(self.rows - 1 - r, self.cols - 1 - c) for r, c in self.spaces} == self.spaces

    @cached_property
    def cells(self) -> tuple[Cell, ...]:
        """Every space in reading order (row by row, left to right)."""
        return tuple(sorted(self.spaces))

    @cached_property
    def index(self) -> dict[Cell, int]:
        """Each space's position in :attr:`cells`; fast code keeps a sheet as a list in that order."""
        return {cell: i for i, cell in enumerate(self.cells)}

    @cached_property
    def neighbour_indices(self) -> tuple[tuple[int, ...], ...]:
        """For each space (by :attr:`index`), the indices of its :meth:`neighbours`."""
        return tuple(tuple(self.index[near] for near in self.neighbours(cell)) for cell in self.cells)

    @property
    def fingerprint(self) -> str:
        """A short hash of the pattern, printed on pads so the reader knows the exact layout.

        >>> len(load_layout("B").fingerprint)
        8
        """
        text = "\n".join(self.pattern) + f"\nheart_bonus={self.heart_bonus}"
        return hashlib.sha256(text.encode()).hexdigest()[:8]

    def is_space(self, cell: Cell) -> bool:
        return cell in self.spaces

    def mirror(self, cell: Cell) -> Cell:
        """The space a roll's other number goes into: same row, mirrored about the centre line."""
        row, col = cell
        return (row, self.cols - 1 - col)

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """Spaces touching ``cell`` edge to edge; holes and the pad's border separate.

        >>> load_layout("B").neighbours((3, 2))
        ((2, 2), (4, 2), (3, 1))
        """
        row, col = cell
        around = ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
        return tuple(n for n in around if n in self.spaces)

    def to_json(self) -> dict[str, object]:
        """The layout's facts for ``splitter layouts --json``."""
        return {
            "name": self.name,
            "title": self.title,
            "rows": self.rows,
            "cols": self.cols,
            "pattern": list(self.pattern),
            "spaces": len(self.spaces),
            "stars": [list(cell) for cell in sorted(self.stars)],
            "hearts": [list(cell) for cell in sorted(self.hearts)],
            "heart_bonus": self.heart_bonus if self.hearts else 0,
            "rounds": len(self.mirror_pairs),
            "fingerprint": self.fingerprint,
            "notes": self.notes,
            "source": self.source,
        }

    @cached_property
    def mirror_pairs(self) -> tuple[tuple[Cell, Cell], ...]:
        """The pairs of spaces one roll fills, left space first, in reading order."""
        return tuple((cell, self.mirror(cell)) for cell in self.cells if cell[1] < self.cols // 2)


def parse_layout(text: str, source: str = "<layout>") -> Layout:
    """Build a layout from the text of a TOML layout file, validating it on the way.

    >>> sorted(parse_layout("name = 'tiny'\\npattern = '*##*'").stars)
    [(0, 0), (0, 3)]
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise LayoutError("{file}: not valid TOML: {error:any}", file=source, error=str(err)) from None
    except RecursionError:
        raise LayoutError("{file}: TOML nested too deep for a layout", file=source) from None
    pattern_line = _key_line(text, "pattern")

    def fail(message: Message, line: int | None = None) -> LayoutError:
        where = f"{source}:{line}" if line else source
        return LayoutError("{file}: {problem}", file=where, problem=message)

    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise fail(Message('missing key "name" (a short text such as "A")'))
    title = data.get("title", f"Pad {name}")
    notes = data.get("notes", "")
    heart_bonus = data.get("heart_bonus", DEFAULT_HEART_BONUS)
    if not isinstance(title, str) or not isinstance(notes, str):
        raise fail(Message('"title" and "notes" must be text'))
    if not isinstance(heart_bonus, int) or isinstance(heart_bonus, bool) or heart_bonus < 0:
        raise fail(Message('"heart_bonus" must be a whole number of 0 or more'), _key_line(text, "heart_bonus"))
    pattern = data.get("pattern")
    if not isinstance(pattern, str):
        raise fail(Message('missing key "pattern" (the pad drawn as text in a """ block)'))

    first = pattern_line + (1 if text.splitlines()[pattern_line - 1].rstrip().endswith('"""') else 0)
    lines = [(first + i, raw.strip()) for i, raw in enumerate(pattern.split("\n"))]
    rows = [(line, row) for line, row in lines if row]
    if not rows:
        raise fail(Message("the pattern is empty"), pattern_line)
    if len(rows) > MAX_PATTERN_SIDE:
        raise fail(Message("the pattern has {rows} rows; at most {most} are allowed", rows=len(rows),
                           most=MAX_PATTERN_SIDE), pattern_line)
    width = len(rows[0][1])
    spaces: set[Cell] = set()
    stars: set[Cell] = set()
    hearts: set[Cell] = set()
    for r, (line, row) in enumerate(rows):
        for c, char in enumerate(row):
            if char not in PATTERN_CHARS:
                raise fail(Message("unknown character {char!r} in row {row} column {col}; use # space, * star, "
                                   "h heart, . no space", char=char, row=r, col=c), line)
        if len(row) != width:
            raise fail(Message("row {row} is {width} wide but row 0 is {first}; every row must be as wide", row=r,
                               width=len(row), first=width), line)
        if width % 2:
            raise fail(Message("row {row} is {width} wide; rows need an even width to split at the centre line",
                               row=r, width=width), line)
        if width > MAX_PATTERN_SIDE:
            raise fail(Message("row {row} is {width} wide; at most {most} are allowed", row=r, width=width,
                               most=MAX_PATTERN_SIDE), line)
        for c, char in enumerate(row):
            if (char == HOLE) != (row[width - 1 - c] == HOLE):
                raise fail(Message("row {row} is not mirror-symmetric: column {col} and column {mirror} must both "
                                   "be spaces or both holes", row=r, col=c, mirror=width - 1 - c), line)
            if char != HOLE:
                spaces.add((r, c))
            if char == STAR:
                stars.add((r, c))
            elif char == HEART:
                hearts.add((r, c))
    if not spaces:
        raise fail(Message("the pattern has no space"), pattern_line)
    for key, found in (("stars", stars), ("hearts", hearts)):
        if key in data:
            where = f"{source}:{_key_line(text, key)}"
            found |= _listed_cells(key, data[key], spaces, (len(rows), width), where)
    return Layout(
        name=name.strip(),
        title=title,
        rows=len(rows),
        cols=width,
        spaces=frozenset(spaces),
        stars=frozenset(stars),
        hearts=frozenset(hearts),
        heart_bonus=heart_bonus,
        notes=notes.strip(),
        source=source,
    )


def _listed_cells(key: str, value: object, spaces: set[Cell], size: tuple[int, int], where: str) -> set[Cell]:
    """Special spaces given by position (``stars = [[3, 0], [3, 7]]``), each checked to be a space.

    Drawing ``*`` and ``h`` in the pattern is the usual way; the keys suit generated layouts.
    """
    if not isinstance(value, list):
        raise LayoutError('{file}: "{key}" must be a list of [row, column] pairs', file=where, key=key)
    what = Message("star") if key == "stars" else Message("heart")
    cells: set[Cell] = set()
    for item in value:
        if not (isinstance(item, list) and len(item) == 2 and all(type(n) is int for n in item)):
            raise LayoutError('{file}: "{key}" entry {item!r} is not a [row, column] pair', file=where, key=key,
                              item=item)
        row, col = item
        if not (0 <= row < size[0] and 0 <= col < size[1]):
            raise LayoutError("{file}: {what} at row {row} column {col} is outside the pattern ({rows} rows of "
                              "{cols})", file=where, what=what, row=row, col=col, rows=size[0], cols=size[1])
        if (row, col) not in spaces:
            raise LayoutError("{file}: {what} at row {row} column {col} is on a hole, not a space", file=where,
                              what=what, row=row, col=col)
        cells.add((row, col))
    return cells


def _key_line(text: str, key: str) -> int:
    """The 1-based line where ``key = ...`` starts, so errors can point at it (1 if absent)."""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.split("=", 1)[0].strip() == key:
            return number
    return 1


@cache
def builtin_names() -> tuple[str, ...]:
    """Names of the pads shipped with the package, e.g. ``("A", "B")`` (looked up once)."""
    return tuple(sorted(p.stem.upper() for p in asset_dir("layouts").glob("*.toml")))


@cache
def _builtin(name: str) -> Layout:
    path = asset_dir("layouts") / f"{name.lower()}.toml"
    return parse_layout(path.read_text(encoding="utf-8"), source=f"layouts/{path.name}")


def load_layout(name_or_path: str | Path) -> Layout:
    """A shipped pad by name (``"A"``, ``"b"``) or a user's layout file by path.

    >>> load_layout("b").hearts == frozenset({(0, 6), (2, 1), (4, 4)})
    True
    """
    text = str(name_or_path)
    if text.upper() in builtin_names() and not Path(text).suffix:
        return _builtin(text.upper())
    path = Path(text)
    if not path.suffix and not path.exists():
        raise LayoutError("{name}: no such pad; known pads are {known:list}, or give a .toml file", name=text,
                          known=builtin_names())
    source, content = read_text(text, Message("a layout file"), MAX_LAYOUT_BYTES, LayoutError)
    return parse_layout(content, source=source)


DRAWN = {SPACE: "[ ]", STAR: "[*]", HEART: "[h]", HOLE: "   "}


def draw(layout: Layout) -> str:
    """The pad as a person sees it, with row and column numbers and the centre line.

    >>> print(draw(parse_layout('name = "tiny"\\npattern = "*##*\\\\n.hh."')))
          0  1   2  3
     0  [*][ ]|[ ][*]
     1     [h]|[h]
    """
    half = layout.cols // 2
    numbers = [f"{c:>3}" for c in range(layout.cols)]
    lines = ["    " + "".join(numbers[:half]) + " " + "".join(numbers[half:])]
    for r, row in enumerate(layout.pattern):
        left = "".join(DRAWN[char] for char in row[:half])
        right = "".join(DRAWN[char] for char in row[half:])
        lines.append(f"{r:>2}  {left}|{right}".rstrip())
    return "\n".join(lines)


def builtin_layouts() -> tuple[Layout, ...]:
    """Every shipped pad, in name order."""
    return tuple(_builtin(name) for name in builtin_names())
