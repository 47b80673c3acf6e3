"""Sheets of a day's daily game, for the daily tests."""

from __future__ import annotations

import datetime as dt

from splitter_print.game.daily import daily_rolls
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet


def day_sheet(day: dt.date, pad: str) -> Sheet:
    """The day's rolls written pair by pair, first die left, in the layout's order of mirror pairs:
    a sheet that holds exactly the day's rolls."""
    layout = load_layout(pad)
    values = {}
    for roll, (left, right) in zip(daily_rolls(day, pad), layout.mirror_pairs):
        values[left], values[right] = roll.first, roll.second
    return Sheet(layout, values)
