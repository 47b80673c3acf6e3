"""The words of the annotated picture in every pad language, so that a player reads the
picture of their sheet in the language their pad is printed in. They live in the message
catalogue (:mod:`splitter_print.text`) with every other line people read; here each word the
drawing uses has its key.

>>> word("total", "de"), word("pad", "pl", name="A"), word("doubts", "es", count=2)
('Summe', 'Arkusz A', 'Por revisar: 2 casillas')
>>> word("doubts", "en", count=1), word("doubts", "en", count=3)
('1 space to check', '3 spaces to check')
"""

from __future__ import annotations

from splitter_print.paper.labels import check_language
from splitter_print.text import say

MESSAGES = {
    "pad": "Pad {name}", "sheet": " (sheet {number})", "number": "{number:d}s",
    "star_bonus": "star bonus (in the above)", "hearts": "hearts", "total": "total", "scoring": "scoring group",
    "nothing": "scores nothing", "check": "check this space", "doubts": "{count} spaces to check",
    "clear": "every space read clearly", "pointed": "what the rolls would have here",
}
"""The drawing's keys and their messages in the catalogue."""


def word(key: str, lang: str = "en", count: int | None = None, **values: object) -> str:
    """The picture's word for ``key`` in ``lang``, filled in with ``values``; ``count`` picks
    the singular or plural form of a counted phrase."""
    if count is not None:
        values["count"] = count
    return say(MESSAGES[key], check_language(lang), **values)
