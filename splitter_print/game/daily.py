"""Today's solo: the same rolls for every player on earth, from the date and the pad alone.

The rolls of a day are a contract, the same on every machine, in every time zone and locale,
without any network. Derivation version 1 (``splitter-daily-v1``):

1. ``key`` = SHA-256 of the UTF-8 text ``splitter-daily-v1|YYYY-MM-DD|PAD``, PAD ``A`` or ``B``;
2. ``block i`` = SHA-256 of ``key`` followed by ``i`` as 8 bytes big-endian, for i = 0, 1, 2, ...;
3. the blocks' bytes in order, each byte ``b`` under 252 giving the die ``b % 6 + 1`` and a byte
   252-255 skipped (252 is 6 x 42, so every face is equally likely: no modulo bias);
4. dice 2k and 2k + 1 are the first and second die of roll k; 22 rolls, one per mirror pair.

Python's :mod:`random` is not used: its algorithm is no promise across versions. A change to
any step is a new version with a new prefix, so that old days keep their rolls.

>>> [str(roll) for roll in daily_rolls(parse_day("2026-12-01"), "A")[:4]]
['15', '53', '21', '25']

The day's share line tells how a player did without giving the sheet away: per number 1-6 one
square, green when every copy written scores, yellow when some do, black when none do.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from splitter_print.errors import Message, SplitterError
from splitter_print.game.dice import ROUNDS, Roll, RollCheck, check_sheet, format_rolls
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import NUMBERS, ScoreCard, score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.text import say

VERSION = "splitter-daily-v1"
"""The derivation's name, the first part of every day's key text."""
PADS = ("A", "B")
"""The pads a daily game is dealt for: the shipped ones, whose names mean the same everywhere."""
FAIR_BYTES = 252
"""Bytes below this (6 x 42) become dice; the rest are skipped so that no face is favoured."""
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


class DailyError(SplitterError):
    """A day or pad that has no daily game; the message names the input and what to write."""


THE_DATE, THE_PAD = Message("the date"), Message("the pad")
"""What :func:`parse_day` and :func:`check_pad` call their input unless told."""


def parse_day(text: str, source: str | Message = THE_DATE) -> dt.date:
    """A day written ``YYYY-MM-DD``; anything else is one clear :class:`DailyError`.

    >>> parse_day("2026-02-30")
    Traceback (most recent call last):
    ...
    splitter_print.game.daily.DailyError: the date: 2026-02-30 is not a day of the calendar; write YYYY-MM-DD
    """
    if not _DAY.fullmatch(text.strip()):
        raise DailyError("{source}: {text!r} is not a date; write YYYY-MM-DD, e.g. 2026-12-01", source=source,
                         text=text)
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise DailyError("{source}: {text} is not a day of the calendar; write YYYY-MM-DD", source=source,
                         text=text.strip()) from None


def _pads() -> Message:
    """The pads a daily game is dealt for, in words: ``A and B``."""
    return Message("{first} and {last}", first=", ".join(PADS[:-1]), last=PADS[-1])


def today() -> dt.date:
    """Today in UTC: the day whose game every player on earth has at this moment."""
    return dt.datetime.now(dt.UTC).date()


def check_pad(pad: str, source: str | Message = THE_PAD) -> str:
    """``pad`` when a daily game is dealt for it (A or B), else a :class:`DailyError`."""
    if pad not in PADS:
        raise DailyError("{source}: the daily game is dealt for pads {pads}, not {pad!r}", source=source,
                         pads=_pads(), pad=pad)
    return pad


def day_key(day: dt.date, pad: str) -> bytes:
    """Step 1: the SHA-256 of ``splitter-daily-v1|YYYY-MM-DD|PAD``."""
    return hashlib.sha256(f"{VERSION}|{day.isoformat()}|{check_pad(pad)}".encode()).digest()


def daily_dice(day: dt.date, pad: str) -> Iterator[int]:
    """Steps 2 and 3: the day's endless stream of fair dice."""
    key = day_key(day, pad)
    counter = 0
    while True:
        for byte in hashlib.sha256(key + counter.to_bytes(8, "big")).digest():
            if byte < FAIR_BYTES:
                yield byte % 6 + 1
        counter += 1


def daily_rolls(day: dt.date, pad: str, rounds: int = ROUNDS) -> tuple[Roll, ...]:
    """Step 4: the day's rolls on ``pad``, in the order they are rolled."""
    dice = daily_dice(day, pad)
    return tuple(Roll(next(dice), next(dice)) for _ in range(rounds))


def daily_log(day: dt.date, pad: str) -> str:
    """The day's rolls as a roll log, its first line saying how to get it again."""
    return f"# splitter roll --daily --date {day.isoformat()} --board {pad} ({VERSION})\n" + \
        format_rolls(daily_rolls(day, pad))


class Square(StrEnum):
    """How one number did on a sheet, shown as a coloured square in the share line."""

    SCORED = "🟩"
    """Every copy of the number on the sheet is in a scoring group."""
    PARTLY = "🟨"
    """Some copies score, some do not."""
    NOTHING = "⬛"
    """None scores (or none was written)."""


def squares(card: ScoreCard) -> tuple[Square, ...]:
    """One square per number 1-6: how much of what was written of it scores.

    >>> from splitter_print.game.sheet import parse_sheet
    >>> card = score_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332.."))
    >>> "".join(squares(card))  # the rulebook's example: only the 3s all score, no 6
    '🟨🟨🟩🟨🟨⬛'
    """
    written = {n: sum(row.count(str(n)) for row in card.grid) for n in NUMBERS}
    scored = {n: sum(g.size for g in card.scoring_groups if g.number == n) for n in NUMBERS}
    return tuple(Square.NOTHING if not scored[n] else Square.SCORED if scored[n] == written[n] else Square.PARTLY
                 for n in NUMBERS)


@dataclass(frozen=True)
class DayBest:
    """The best the day's rolls allow on one pad."""

    day: dt.date
    pad: str
    total: int
    proven: bool
    """``total`` is proven the highest; else a sheet may reach up to ``bound``."""
    bound: int
    """No sheet of the day's rolls scores more."""
    grid: tuple[str, ...]
    """A sheet that reaches ``total``, as text lines."""

    def to_json(self) -> dict[str, object]:
        return {"version": VERSION, "date": self.day.isoformat(), "pad": self.pad,
                "fingerprint": load_layout(self.pad).fingerprint, "total": self.total, "proven": self.proven,
                "upper_bound": self.bound, "grid": list(self.grid)}


@dataclass(frozen=True)
class Daily:
    """A sheet of the day's game: its score, the rolls check, and the best the rolls allow."""

    card: ScoreCard
    check: RollCheck
    best: DayBest

    @property
    def total(self) -> int:
        return self.card.total

    def outcome(self, lang: str = "en") -> str:
        """``daily 2026-12-01: 41 of 49 possible``, saying when the best is not proven."""
        day, best = self.best.day.isoformat(), self.best
        if best.proven:
            return say("daily {day}: {total} of {best} possible", lang, day=day, total=self.total, best=best.total)
        return say("daily {day}: {total} of {best} possible (not proven: up to {bound})", lang, day=day,
                   total=self.total, best=best.total, bound=best.bound)

    def share_line(self, lang: str = "en") -> str:
        """``Splitter daily 2026-12-01 · pad A · 41/49 · first class``."""
        return say("Splitter daily {day} · pad {pad} · {total}/{best} · {rating}", lang,
                   day=self.best.day.isoformat(), pad=self.best.pad, total=self.total, best=self.best.total,
                   rating=self.card.rating(lang))

    def share_text(self, lang: str = "en") -> str:
        """The share line and the row of squares, for a chat message."""
        return f"{self.share_line(lang)}\n{''.join(squares(self.card))}\n"

    def to_json(self, lang: str = "en") -> dict[str, object]:
        return {"date": self.best.day.isoformat(), "pad": self.best.pad, "version": VERSION, "total": self.total,
                "rating": self.card.rating(lang), "best": self.best.total, "proven": self.best.proven,
                "upper_bound": self.best.bound, "holds_the_rolls": self.check.ok,
                "problems": [str(problem) for problem in self.check.problems()],
                "squares": "".join(squares(self.card)), "share": self.share_text(lang),
                "best_grid": list(self.best.grid)}


def daily_pad(sheet: Sheet) -> str:
    """The pad whose daily game the sheet can be: a shipped pad (not a layout file of the same name)."""
    pad = check_pad(sheet.layout.name, Message("the sheet's pad"))
    if sheet.layout.fingerprint != load_layout(pad).fingerprint:
        raise DailyError("the sheet's pad: a layout of its own named {pad!r}; the daily game is dealt for the shipped "
                         "pads {pads}", pad=pad, pads=_pads())
    return pad


def daily(sheet: Sheet, best: DayBest) -> Daily:
    """The sheet scored as ``best``'s day's game, checked against that day's rolls."""
    if daily_pad(sheet) != best.pad:
        raise DailyError("the sheet is on pad {pad}, the day's best is for pad {best}", pad=sheet.layout.name,
                         best=best.pad)
    return Daily(score_sheet(sheet), check_sheet(sheet, daily_rolls(best.day, best.pad)), best)
