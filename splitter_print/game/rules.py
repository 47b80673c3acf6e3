"""The rules of the game as a player reads them at the table, in the pads' languages.

The words live in ``rules/<lang>.toml`` (shipped with the package): short rules restated from
the rulebook; the solo ratings and the pads' patterns come from the code that scores and
prints them, so they cannot drift apart.
"""

from __future__ import annotations

import tomllib
from functools import cache

from splitter_print.assets import asset_dir
from splitter_print.game.layout import load_layout
from splitter_print.game.rating import LANGUAGES, NAMES, points_range
from splitter_print.text.terminal import wrap

PADS = ("A", "B")
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
