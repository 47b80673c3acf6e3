"""splitter_print: print score pads for the dice game Splitter and score filled sheets.

Everything the command line does works from Python. The game core is imported at once; the
printer, the reader and the game night load on first use, so ``import splitter_print`` stays
quick and needs neither reportlab nor OpenCV until they are used::

    >>> from splitter_print import load_layout, parse_sheet, score_sheet
    >>> pad = load_layout("A")
    >>> score_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")).total
    29
    >>> from splitter_print import check_sheet, parse_rolls
    >>> check_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332.."),
    ...             parse_rolls("44 16")).ok
    False

Reading photos (``scan_photo`` for one photo, ``scan_photos`` as ``splitter scan`` does,
``score_night`` as ``splitter batch`` does) and printing (``write_pads``) are named here too.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from splitter_print._version import __version__
from splitter_print.errors import ExitStatus, SplitterError
from splitter_print.game.dice import Roll, check_sheet, parse_rolls, read_roll_file, roll_dice
from splitter_print.game.layout import Layout, builtin_layouts, load_layout
from splitter_print.game.rating import rating_for
from splitter_print.game.scoring import ScoreCard, score_sheet
from splitter_print.game.sheet import Sheet, parse_sheet, read_sheet_file

if TYPE_CHECKING:
    from splitter_print.night.batch import Night, NightOptions, score_night
    from splitter_print.night.photos import ScanOptions, ScanRun, scan_photos
    from splitter_print.printing.pdf import render_sheet_pdf, write_pads
    from splitter_print.reading.result import SheetReading
    from splitter_print.reading.scan import scan_photo

_LAZY = {
    "Night": "splitter_print.night.batch",
    "NightOptions": "splitter_print.night.batch",
    "score_night": "splitter_print.night.batch",
    "ScanOptions": "splitter_print.night.photos",
    "ScanRun": "splitter_print.night.photos",
    "scan_photos": "splitter_print.night.photos",
    "render_sheet_pdf": "splitter_print.printing.pdf",
    "write_pads": "splitter_print.printing.pdf",
    "SheetReading": "splitter_print.reading.result",
    "scan_photo": "splitter_print.reading.scan",
}
"""Names whose modules import OpenCV or reportlab: loaded when first asked for."""


def __getattr__(name: str) -> object:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'splitter_print' has no attribute {name!r}")


__all__ = [
    "ExitStatus",
    "Layout",
    "Night",
    "NightOptions",
    "Roll",
    "ScanOptions",
    "ScanRun",
    "ScoreCard",
    "Sheet",
    "SheetReading",
    "SplitterError",
    "__version__",
    "builtin_layouts",
    "check_sheet",
    "load_layout",
    "parse_rolls",
    "parse_sheet",
    "rating_for",
    "read_roll_file",
    "read_sheet_file",
    "render_sheet_pdf",
    "roll_dice",
    "scan_photo",
    "scan_photos",
    "score_night",
    "score_sheet",
    "write_pads",
]
