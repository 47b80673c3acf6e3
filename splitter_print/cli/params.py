"""The command line's own kinds of values: ``--fix`` and ``--name`` read into the library's
typed values, a bad one said as a usage error (exit 2) in the command's language.

>>> SPACE_FIX.convert("3,0=5", None, None), SPACE_FIX.convert(" 2, 7 = - ", None, None)
(((3, 0), 5), ((2, 7), None))
>>> str(NIGHT_FIX.convert("table.jpg#2:0,4=-", None, None))
'table.jpg#2:0,4=-'
>>> PLAYER_NAME.convert("table.jpg#2 = Ben", None, None)
('table.jpg#2', 'Ben')
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import click

from splitter_print.cli.common import MessageUsageError
from splitter_print.game.layout import Cell

if TYPE_CHECKING:
    from splitter_print.night.batch import NightFix

SpaceFix = tuple[Cell, int | None]
"""One space set by hand: the space, and the number written there (``None`` for empty)."""

_SPACE = re.compile(r"^\s*(\d+)\s*,\s*(\d+)\s*=\s*([1-6-])\s*$")
_NIGHT_FIX = re.compile(r"^(?P<photo>.+?)(?:#(?P<sheet>\d+))?:(?P<space>[^:]*)$")


def space_fix(text: str) -> SpaceFix | None:
    """``R,C=D`` (``D`` a digit 1-6, or ``-`` for empty) as a space and its number; ``None``
    when ``text`` is not written so."""
    match = _SPACE.match(text)
    if match is None:
        return None
    row, col, digit = match.groups()
    return (int(row), int(col)), None if digit == "-" else int(digit)


class SpaceFixType(click.ParamType[SpaceFix]):
    """``scan --fix R,C=D``: a space of the sheet set by hand."""

    name = "R,C=D"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> SpaceFix:
        if isinstance(value, tuple):
            return value
        fix = space_fix(str(value))
        if fix is None:
            raise MessageUsageError("{fix!r} is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty)",
                                    ctx=ctx, fix=value)
        return fix


class NightFixType(click.ParamType["NightFix"]):
    """``batch --fix PHOTO:R,C=D``, or ``PHOTO#N:R,C=D`` for sheet N of a photo holding several:
    a :class:`~splitter_print.night.batch.NightFix`."""

    name = "PHOTO:R,C=D"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> NightFix:
        from splitter_print.night.batch import NightFix

        if isinstance(value, NightFix):
            return value
        match = _NIGHT_FIX.match(str(value))
        space = space_fix(match["space"]) if match else None
        if match is None or space is None or (match["sheet"] and int(match["sheet"]) == 0):
            raise MessageUsageError("the fix {fix}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for "
                                    "sheet N of a photo holding several; DIGIT - for empty)", ctx=ctx, fix=value)
        return NightFix(match["photo"], int(match["sheet"]) if match["sheet"] else None, *space)


class PlayerNameType(click.ParamType[tuple[str, str]]):
    """``batch --name PHOTO=PLAYER`` (``PHOTO#N=PLAYER`` for sheet N of a photo): the photo and
    its player's name, each without the spaces around it."""

    name = "PHOTO=PLAYER"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> tuple[str, str]:
        if isinstance(value, tuple):
            return value
        photo, sep, player = str(value).partition("=")
        if not sep or not photo.strip() or not player.strip():
            raise MessageUsageError("the name {name!r}: write PHOTO=PLAYER, e.g. anna.jpg=Anna", ctx=ctx, name=value)
        return photo.strip(), player.strip()


SPACE_FIX = SpaceFixType()
NIGHT_FIX = NightFixType()
PLAYER_NAME = PlayerNameType()
