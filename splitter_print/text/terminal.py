"""Text as a terminal shows it: East Asian wide letters (Hangul) take two columns."""

from __future__ import annotations

import unicodedata


def display_width(text: str) -> int:
    """Columns ``text`` takes in a terminal: two for each wide character (Hangul), one otherwise.

    >>> display_width("total"), display_width("합계")
    (5, 4)
    """
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def wrap(text: str, width: int, first: str = "", rest: str = "") -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` columns (a word longer than a
    line stands alone), the first line starting with ``first``, the others with ``rest``.

    >>> wrap("one two three", 9, "- ", "  ")
    ['- one two', '  three']
    >>> wrap("하트 칸 세 개", 7)
    ['하트 칸', '세 개']
    """
    lines: list[str] = []
    line, fresh = first, True
    for word in text.split():
        if not fresh and display_width(line) + 1 + display_width(word) > width:
            lines.append(line)
            line, fresh = rest, True
        line += word if fresh else " " + word
        fresh = False
    return [*lines, line]
