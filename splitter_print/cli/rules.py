"""``splitter rules``: the rules of the game at the table, in the pads' languages.

The words live in ``rules/<lang>.toml`` (shipped with the package): short rules a player reads
while playing, restated from the rulebook; the solo ratings and the pads' patterns come from
the code that scores and prints them, so they cannot drift apart.
"""

from __future__ import annotations

import shutil
import tomllib
import unicodedata
from functools import cache

import click

from splitter_print.assets import asset_dir
from splitter_print.game.layout import load_layout
from splitter_print.game.rating import LANGUAGES, NAMES
from splitter_print.paper.labels import points_range

PADS = ("A", "B")
MAX_WIDTH = 100
"""Lines no longer than this even on a wide terminal: long lines are hard to read."""


@cache
def rules_words(lang: str) -> dict[str, object]:
    """The rules' words in ``lang`` (en, de, es, pt, pl, ko), as written in ``rules/<lang>.toml``."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return tomllib.loads((asset_dir("rules") / f"{lang}.toml").read_text(encoding="utf-8"))


def rules_text(lang: str = "en", pad: str | None = None, width: int = 80) -> str:
    """The rules as plain text wrapped to ``width`` columns (wide letters count two), with pad
    ``pad``'s pattern and own rules when given.

    >>> print(rules_text("en", width=60).splitlines()[0])
    Splitter: the rules
    """
    words = rules_words(lang)
    out = [*wrap(str(words["title"]), width), "", *wrap(str(words["intro"]), width), ""]
    for title, items in (("round", "play"), ("scoring_title", "scoring")):
        out += [str(words[title]), *bullets(words[items], width), ""]
    out += wrap(str(words["solo"]), width)
    out += [f"  {points_range(index):<7} {name}" for index, name in enumerate(NAMES[lang])]
    out.append("")
    out += wrap(str(words["more"]), width) if pad is None else pad_rules(words, pad, width)
    return "\n".join(out) + "\n"


def pad_rules(words: dict[str, object], pad: str, width: int) -> list[str]:
    """The pad's part of the rules: its title, its pattern with the symbols it uses, its own rules."""
    own = words["pad"][pad]  # type: ignore[index]
    legend = words["legend"]
    assert isinstance(legend, dict)
    pattern = load_layout(pad).pattern
    key = "   ".join(f"{symbol} {meaning}" for symbol, meaning in legend.items() if any(symbol in r for r in pattern))
    drawn = [f"  {row}" for row in pattern]
    return [own["title"], *drawn, *wrap(key, width, "  ", "  "), *bullets(own["rules"], width)]


def bullets(items: object, width: int) -> list[str]:
    """Each item as a ``- `` bullet whose following lines are indented under its text."""
    assert isinstance(items, list)
    return [line for item in items for line in wrap(str(item), width, first="- ", rest="  ")]


def wrap(text: str, width: int, first: str = "", rest: str = "") -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` columns (a word longer than a
    line stands alone); East Asian wide letters take two columns, as a terminal shows them.

    >>> wrap("one two three", 9, "- ", "  ")
    ['- one two', '  three']
    >>> wrap("하트 칸 세 개", 7)
    ['하트 칸', '세 개']
    """
    lines: list[str] = []
    line, fresh = first, True
    for word in text.split():
        if not fresh and columns(line) + 1 + columns(word) > width:
            lines.append(line)
            line, fresh = rest, True
        line += word if fresh else " " + word
        fresh = False
    return [*lines, line]


def columns(text: str) -> int:
    """How many terminal columns ``text`` takes."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


@click.command("rules")
@click.option("--lang", "-l", type=click.Choice(LANGUAGES), default="en", show_default=True,
              help="Language of the rules.")
@click.option("--pad", "-p", type=click.Choice(PADS, case_sensitive=False), default=None,
              help="Add this pad's pattern and its own rules (stars, hearts, best possible).")
def command(lang: str, pad: str | None) -> None:
    """Print the rules of Splitter, short enough to read at the table."""
    width = min(shutil.get_terminal_size((80, 24)).columns, MAX_WIDTH)
    click.echo(rules_text(lang, pad.upper() if pad else None, width), nl=False)
