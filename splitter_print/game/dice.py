"""Dice: the rolls of a game, written as a roll log, rolled fairly, and checked against a sheet.

A roll log holds one roll per round, each as two numbers 1-6, in the order rolled::

    41 54 33        (all on one line)
    4 1             (or one roll per line, the two numbers apart)

Every sheet of one game holds the same unordered pairs, so a sheet can be checked against the
log: the multiset of its mirror pairs must equal the multiset of the rolls.

>>> rolls = parse_rolls("41, 54\\n3 3")
>>> [str(r) for r in rolls]
['41', '54', '33']
>>> rolls[0].pair
(1, 4)
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from splitter_print.errors import Message, SplitterError
from splitter_print.game.layout import Cell
from splitter_print.game.sheet import Sheet
from splitter_print.game.textfile import read_text

FACES = range(1, 7)
ROUNDS = 22
MAX_ROLL_LOG_BYTES = 64 * 1024
_SEPARATORS = re.compile(r"[\s,;]+")
_DASHED_PAIR = re.compile(r"[0-9]-[0-9]")

Pair = tuple[int, int]
"""The two numbers of one mirror pair of spaces on a sheet, smaller first: a roll as a sheet
holds it (which die went left is not known). Rolls themselves travel as :class:`Roll`."""


class RollLogError(SplitterError):
    """A roll log that cannot be read; the message names the file, line and fault."""


@dataclass(frozen=True, order=True)
class Roll:
    """Two dice rolled in one round, in the order they were read: the one type a roll log,
    the page's rolls and the rolls agreed by a night's sheets travel as, from the parser to the
    checks and the constrained reader. Rolls sort by their first die, then their second."""

    first: int
    second: int

    def __post_init__(self) -> None:
        for face in (self.first, self.second):
            if face not in FACES:
                raise ValueError(f"{face!r} is not a die number (1-6)")

    @property
    def pair(self) -> Pair:
        """The roll as a sheet holds it, smaller number first: ``Roll(4, 1).pair == (1, 4)``."""
        return (min(self.first, self.second), max(self.first, self.second))

    def __str__(self) -> str:
        return f"{self.first}{self.second}"


def parse_rolls(text: str, source: str = "<rolls>") -> tuple[Roll, ...]:
    """Read a roll log; text after ``#`` on a line is a comment.

    A token of two digits is a roll, and so is a pair written as the roll check writes it
    (``4-1``); single digits pair up within their line.

    >>> parse_rolls("# seed 7\\n4 1\\n6 6  # doubles")
    (Roll(first=4, second=1), Roll(first=6, second=6))
    >>> parse_rolls("4-1, 2-6")
    (Roll(first=4, second=1), Roll(first=2, second=6))
    >>> parse_rolls("41 74", "log.txt")
    Traceback (most recent call last):
    ...
    splitter_print.game.dice.RollLogError: log.txt:1: 7 is not a die number (1-6) in roll '74'
    """
    rolls: list[Roll] = []
    for number, line in enumerate(text.splitlines(), start=1):
        dice: list[int] = []
        for token in _SEPARATORS.split(line.split("#", 1)[0].strip()):
            if not token:
                continue
            if _DASHED_PAIR.fullmatch(token):
                token = token[0] + token[2]
            if len(token) > 2 or not token.isdigit() or not token.isascii():
                raise RollLogError("{file}:{line}: {token!r} is not a roll; write two numbers 1-6 such as 41",
                                   file=source, line=number, token=token)
            for char in token:
                if int(char) not in FACES:
                    if len(token) == 2:
                        raise RollLogError("{file}:{line}: {char} is not a die number (1-6) in roll {token!r}",
                                           file=source, line=number, char=char, token=token)
                    raise RollLogError("{file}:{line}: {char} is not a die number (1-6)", file=source, line=number,
                                       char=char)
            if len(token) == 2:
                if dice:
                    raise RollLogError("{file}:{line}: a lone die {die} before roll {token!r}; write both numbers "
                                       "of each roll", file=source, line=number, die=dice[0], token=token)
                rolls.append(Roll(int(token[0]), int(token[1])))
            else:
                dice.append(int(token))
                if len(dice) == 2:
                    rolls.append(Roll(*dice))
                    dice = []
        if dice:
            raise RollLogError("{file}:{line}: a lone die {die} at the end of the line; a roll needs two numbers",
                               file=source, line=number, die=dice[0])
    return tuple(rolls)


def read_roll_file(path: str) -> tuple[Roll, ...]:
    """Read a roll log file (``-`` for stdin); failures name the file. A log without a single
    roll is refused: it is the wrong file, and read against it every sheet would look wrong."""
    source, text = read_text(path, Message("a roll log"), MAX_ROLL_LOG_BYTES, RollLogError)
    rolls = parse_rolls(text, source)
    if not rolls:
        raise RollLogError("{file}: no rolls in this roll log (write them as 41 54 33 ...)", file=source)
    return rolls


def roll_dice(rounds: int = ROUNDS, seed: int | str | None = None) -> tuple[Roll, ...]:
    """Roll two dice ``rounds`` times; the same ``seed`` always gives the same rolls.

    A seed written in digits means the same as that number, so ``"7"`` and ``7`` agree.

    >>> roll_dice(3, seed=7) == roll_dice(3, seed="7")
    True
    """
    if isinstance(seed, str) and seed.isdecimal():
        seed = int(seed)
    dice = random.Random(seed)
    return tuple(Roll(dice.randint(1, 6), dice.randint(1, 6)) for _ in range(rounds))


def fresh_seed() -> str:
    """A new seed for a game whose log should say how to replay it."""
    return str(random.SystemRandom().randrange(1_000_000))


def format_rolls(rolls: tuple[Roll, ...], seed: int | str | None = None) -> str:
    """The roll log text: an optional ``# seed`` comment, then one roll per line."""
    header = f"# splitter roll --seed {seed} --rounds {len(rolls)}\n" if seed is not None else ""
    return header + "".join(f"{roll}\n" for roll in rolls)


def held_rolls(sheet: Sheet) -> tuple[Roll, ...]:
    """The rolls a sheet holds, one per mirror pair with both spaces written, smaller number
    first (a sheet cannot say which die came first): what a sheet says the game's rolls were.

    >>> from splitter_print.game.layout import parse_layout
    >>> strip = parse_layout("name = 'strip'\\npattern = '####'")
    >>> held_rolls(Sheet(strip, {(0, 0): 5, (0, 3): 2, (0, 1): 4}))
    (Roll(first=2, second=5),)
    """
    return tuple(Roll(*pair) for pair in sheet.pairs())


def pair_counts(rolls: Iterable[Roll]) -> Counter[Pair]:
    """The rolls as a multiset of pairs, as sheets hold them: what two sheets of one game share.

    >>> pair_counts([Roll(4, 1), Roll(1, 4), Roll(6, 6)])
    Counter({(1, 4): 2, (6, 6): 1})
    """
    return Counter(roll.pair for roll in rolls)


def pair_text(pair: Pair) -> str:
    """A pair as players say it: ``4-6``."""
    return f"{pair[0]}-{pair[1]}"


def missing(pair: Pair, count: int) -> Message:
    """The problem line of a pair rolled ``count`` times more than the sheet holds it.

    >>> [str(missing((1, 3), n)) for n in (1, 2)]
    ['missing 1-3: rolled, but not on the sheet', 'missing 1-3 twice: rolled, but not on the sheet']
    """
    if count == 1:
        return Message("missing {pair}: rolled, but not on the sheet", pair=pair_text(pair))
    if count == 2:
        return Message("missing {pair} twice: rolled, but not on the sheet", pair=pair_text(pair))
    return Message("missing {pair} {count} times: rolled, but not on the sheet", pair=pair_text(pair), count=count)


@dataclass(frozen=True)
class RollCheck:
    """How a sheet's pairs compare with the rolls.

    ``missing``: rolled pairs the sheet does not hold (one entry per missing copy).
    ``extra``: pairs on the sheet that were not rolled, with the row of each.
    ``half``: spaces written while their mirror space is empty (no roll fills only one).
    """

    rolls: int
    missing: tuple[Pair, ...]
    extra: tuple[tuple[Pair, int], ...]
    half: tuple[Cell, ...]

    @property
    def ok(self) -> bool:
        return not (self.missing or self.extra or self.half)

    def to_json(self) -> dict[str, object]:
        return {
            "ok": self.ok,
            "rolls": self.rolls,
            "missing": [pair_text(pair) for pair in self.missing],
            "extra": [{"pair": pair_text(pair), "row": row} for pair, row in self.extra],
            "half": [list(cell) for cell in self.half],
            "problems": [str(problem) for problem in self.problems()],
        }

    def problems(self) -> tuple[Message, ...]:
        """One line per problem, naming the pair (and row) concerned."""
        lines = [missing(pair, n) for pair, n in Counter(self.missing).items()]
        lines += [Message("extra {pair} in row {row}: on the sheet, but not rolled", pair=pair_text(pair), row=row)
                  for pair, row in self.extra]
        lines += [Message("row {row} column {col}: written, but its mirror space is empty", row=r, col=c)
                  for r, c in self.half]
        return tuple(lines)


def check_sheet(sheet: Sheet, rolls: Sequence[Roll]) -> RollCheck:
    """Compare the sheet's mirror pairs with the rolls, as multisets.

    When a pair sits on the sheet more often than it was rolled, the copies lowest on the sheet
    are the extra ones.

    >>> from splitter_print.game.sheet import parse_sheet
    >>> sheet = parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")
    >>> rolls = held_rolls(sheet)
    >>> check_sheet(sheet, rolls).ok
    True
    >>> [str(problem) for problem in check_sheet(sheet, rolls[1:] + (Roll(6, 6),)).problems()]  # 4-6: rows 0, 2
    ['missing 6-6: rolled, but not on the sheet', 'extra 4-6 in row 2: on the sheet, but not rolled']
    """
    rolled = pair_counts(rolls)
    placed: list[tuple[Pair, int]] = []
    half: list[Cell] = []
    for left, right in sheet.layout.mirror_pairs:
        a, b = sheet.value(left), sheet.value(right)
        if a is not None and b is not None:
            placed.append(((min(a, b), max(a, b)), left[0]))
        elif a is not None or b is not None:
            half.append(left if a is not None else right)
    remaining = Counter(rolled)
    extra = []
    for pair, row in placed:
        if remaining[pair] > 0:
            remaining[pair] -= 1
        else:
            extra.append((pair, row))
    missing = tuple(sorted(remaining.elements()))
    return RollCheck(len(rolls), missing, tuple(extra), tuple(half))
