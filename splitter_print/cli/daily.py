"""What ``roll``, ``score`` and ``scan`` share for today's solo: the ``--daily``, ``--date`` and
``--share`` options and the lines a day's result prints."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import click

from splitter_print.cli.common import MessageUsageError
from splitter_print.game.daily import Daily, parse_day, today
from splitter_print.text import say

DAILY_HELP = "Today's solo: the day's rolls, the same for every player on earth (see --date)."
DATE_HELP = "The day of the daily game, YYYY-MM-DD (implies --daily); default: today in UTC."
SHARE_HELP = "With --daily: write DIR/share.txt and DIR/share.png, the day's result to send."


def daily_options(share: bool = True) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--daily`` and ``--date`` (and ``--share DIR``) on a command."""

    def decorate(function: Callable[..., Any]) -> Callable[..., Any]:
        if share:
            function = click.option("--share", "share_dir", metavar="DIR", type=click.Path(file_okay=False),
                                    help=SHARE_HELP)(function)
        function = click.option("--date", "day", metavar="YYYY-MM-DD", help=DATE_HELP)(function)
        return click.option("--daily", is_flag=True, help=DAILY_HELP)(function)

    return decorate


def chosen_day(daily: bool, day: str | None, share_dir: str | None = None) -> dt.date | None:
    """The day of the daily game asked for, or ``None`` when the command is not about one."""
    if day is not None:
        return parse_day(day, "--date")
    if daily:
        return today()
    if share_dir is not None:
        raise MessageUsageError("--share is for a daily game: add --daily")
    return None


def daily_lines(result: Daily, lang: str) -> list[str]:
    """What a sheet of the day's game prints: the outcome and the share text, or why the sheet
    is not the day's game (the pairs missing and extra)."""
    if not result.check.ok:
        head = say("daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:", lang,
                   day=result.best.day.isoformat(), count=result.check.rolls, pad=result.best.pad)
        return [head, *("  " + say(line, lang) for line in result.check.problems())]
    return [result.outcome(lang), "", *result.share_text(lang).splitlines()]


def indented(lines: list[str]) -> str:
    """The lines two spaces in, blank ones left blank."""
    return "".join(f"  {line}\n" if line else "\n" for line in lines)


def share(result: Daily, share_dir: str | None, lang: str) -> None:
    """Write the share files when asked and the sheet is the day's game."""
    if share_dir is not None and result.check.ok:
        from splitter_print.night.share import write_daily_share

        write_daily_share(result, share_dir, lang)
