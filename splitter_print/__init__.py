"""splitter_print: print score pads for the dice game Splitter and score filled sheets.

The library is usable from Python without the command line::

    >>> from splitter_print import load_layout, parse_sheet, score_sheet
    >>> pad = load_layout("A")
    >>> score_sheet(parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")).total
    29
"""

__version__ = "0.1.0"

from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.scoring import ScoreCard, score_sheet
from splitter_print.game.sheet import Sheet, parse_sheet, read_sheet_file

__all__ = [
           "Layout",
           "ScoreCard",
           "Sheet",
           "__version__",
           "load_layout",
           "parse_sheet",
           "read_sheet_file",
           "score_sheet",
]
