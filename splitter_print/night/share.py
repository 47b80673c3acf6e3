"""A game night's result to share, a served game's (``splitter serve``'s page) or a daily solo
game's: a short text for a chat message and a PNG card.

Both say the same: per game the winner, every place with its total and how far behind the
winner it is, and the best total the rolls allowed when a roll log was given. A sheet the
night flagged shows ``?`` after its total: its reading is still to be checked on the paper.

>>> print(say("{name:any} wins with {total} points, {lead} ahead", "de", name="Anna", total=41, lead=3))
Anna gewinnt mit 41 Punkten, 3 vorn
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from splitter_print.atomic import write_atomic
from splitter_print.errors import SplitterError
from splitter_print.game.daily import Daily, Square, squares
from splitter_print.night.batch import Night, SheetStatus
from splitter_print.text import say, say_list

if TYPE_CHECKING:
    from PIL import Image, ImageDraw, ImageFont

    from splitter_print.night.table import Table

@dataclass(frozen=True)
class Standing:
    """One sheet's place in its game."""

    place: int
    name: str
    total: int
    behind: int
    """Points behind the game's winner (0 for the winner and those tied with them)."""
    to_check: bool
    """The night flagged the sheet: its total may change once the paper is looked at."""


@dataclass(frozen=True)
class GameResult:
    """One game of the night, best first."""

    number: int
    standings: tuple[Standing, ...]
    best: int | None = None
    """The best total the game's rolls allowed, when a roll log was given and it was found."""

    @property
    def winners(self) -> tuple[Standing, ...]:
        return tuple(s for s in self.standings if s.place == 1)

    @property
    def lead(self) -> int | None:
        """How far the winner is ahead of the next place; ``None`` with one sheet or a shared win."""
        rest = [s for s in self.standings if s.place > 1]
        return None if len(self.winners) > 1 or not rest else rest[0].behind


def night_results(night: Night) -> tuple[GameResult, ...]:
    """Every game of the night with its places, margins and best possible total."""
    best = night.best
    games = []
    for number in range(1, len(night.games) + 1):
        ranked = [(place, o) for place, o in night.ranking if o.game == number]
        if not ranked:
            continue
        top = ranked[0][1].reading.card.total
        standings = tuple(Standing(place, o.label, o.reading.card.total, top - o.reading.card.total,
                                   o.status is SheetStatus.FLAGGED) for place, o in ranked)
        pads = {o.reading.layout.name for _, o in ranked}
        found = best.get(next(iter(pads))) if number == 1 and len(pads) == 1 else None
        games.append(GameResult(number, standings, found.total if found else None))
    return tuple(games)


def served_results(game: Mapping[str, Any]) -> tuple[GameResult, ...]:
    """A game served to the table (:meth:`~splitter_print.night.table.Table.game`'s answer) as the
    one game of a night: its ranking's places and totals, and a sheet the rolls flagged marked to
    check. It has no best possible total: that search takes seconds, too long for a tap on a page.

    >>> game = {"sheets": [{"id": 1, "status": "ok"}, {"id": 2, "status": "flagged"}],
    ...         "ranking": [{"place": 1, "player": "Ana", "total": 29, "id": 1},
    ...                     {"place": 2, "player": "Ben", "total": 28, "id": 2}]}
    >>> [standing_line(s) for s in served_results(game)[0].standings]
    ['1. Ana 29', '2. Ben 28? (-1)']
    """
    ranked = game["ranking"]
    if not ranked:
        return ()
    flagged = {sheet["id"] for sheet in game["sheets"] if sheet.get("status") == SheetStatus.FLAGGED}
    top = int(ranked[0]["total"])
    return (GameResult(1, tuple(Standing(int(entry["place"]), str(entry["player"]), int(entry["total"]),
                                         top - int(entry["total"]), entry["id"] in flagged) for entry in ranked)),)


def game_text(table: Table, code: str, lang: str = "en") -> str:
    """The served game ``code`` in a few lines for a chat message: :func:`results_text` of its ranking."""
    return results_text(served_results(table.game(code, lang)), lang)


def game_card(table: Table, code: str, lang: str = "en") -> bytes:
    """The served game ``code`` as the PNG card ``batch --share`` draws: :func:`results_card` of its ranking."""
    return results_card(served_results(table.game(code, lang)), lang)


def headline(game: GameResult, lang: str = "en") -> str:
    """``Anna wins with 41 points, 3 ahead``, a shared win, or a lone player's score."""
    winners = game.winners
    total = winners[0].total
    if any(s.to_check for s in winners):
        names = say_list([s.name for s in winners], lang)
        return say("no winner yet: {names:any} leads with {total} points, to be checked on the paper", lang,
                   names=names, total=total)
    if len(winners) > 1:
        names = say_list([s.name for s in winners], lang)
        return say("{names:any} share the win with {total} points", lang, names=names, total=total)
    if game.lead is None:
        return say("{name:any} scored {total} points", lang, name=winners[0].name, total=total)
    return say("{name:any} wins with {total} points, {lead} ahead", lang, name=winners[0].name, total=total,
               lead=game.lead)


def standing_line(standing: Standing) -> str:
    """``2. Ben 38 (-3)``; a flagged sheet's total is followed by ``?``."""
    mark = "?" if standing.to_check else ""
    behind = f" (-{standing.behind})" if standing.behind else ""
    return f"{standing.place}. {standing.name} {standing.total}{mark}{behind}"


def share_text(night: Night, lang: str = "en") -> str:
    """The night in a few lines that fit a chat message.

    A game night of three (worked out by hand: Anna 41, Ben and Cleo 38)::

        Splitter game night: Anna wins with 41 points, 3 ahead
        1. Anna 41
        2. Ben 38 (-3)
        2. Cleo 38 (-3)
        best possible with these rolls: 48
    """
    return results_text(night_results(night), lang)


def results_text(games: Sequence[GameResult], lang: str = "en") -> str:
    """The games in a few lines that fit a chat message (:func:`share_text`)."""
    if not games:
        return say("Splitter game night", lang) + ": -\n"
    lines: list[str] = []
    for game in games:
        title = say("Splitter game night", lang)
        where = title if len(games) == 1 else f"{title}, {say('Game {number}', lang, number=game.number)}"
        lines.append(f"{where}: {headline(game, lang)}")
        lines += [standing_line(s) for s in game.standings]
        if game.best is not None:
            lines.append(say("best possible with these rolls: {total}", lang, total=game.best))
    if any(s.to_check for game in games for s in game.standings):
        lines.append(say("? = reading still to check", lang))
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Share:
    """What :func:`share_night` gives: the text and the card (PNG bytes)."""

    text: str
    png: bytes


def share_night(night: Night, lang: str = "en") -> Share:
    """The night's share-ready summary: :func:`share_text` and :func:`share_card`."""
    return Share(share_text(night, lang), share_card(night, lang))


def write_share(night: Night, folder: str | Path, lang: str = "en") -> tuple[Path, Path]:
    """Write ``share.txt`` and ``share.png`` into ``folder`` (made when missing), atomically;
    a folder that cannot be made raises :class:`SplitterError`."""
    return _write(share_night(night, lang), folder)


def _write(share: Share, folder: str | Path) -> tuple[Path, Path]:
    """``share.txt`` and ``share.png`` in ``folder``, made when missing, each written atomically."""
    target = Path(folder)
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise SplitterError("{folder}: cannot make the folder: {error:any}", folder=str(target),
                            error=err.strerror or str(err)) from None
    text, card = target / "share.txt", target / "share.png"
    write_atomic(text, share.text)
    write_atomic(card, share.png)
    return text, card


RGB = tuple[int, int, int]


@dataclass(frozen=True)
class ShareStyle:
    """The house style of the share cards: colours as RGB (drawn with Pillow) and sizes in pixels.

    >>> STYLE.card_width
    1080
    """

    card_width: int = 1080
    """Pixels across: what chat apps show without scaling down much."""
    ink: RGB = (34, 34, 34)
    """Names, totals and words."""
    muted: RGB = (120, 120, 120)
    """Second lines: the best possible total, how far behind a place is."""
    gold: RGB = (214, 160, 0)
    """The winner, the game's headline and the day's score."""
    bar: RGB = (46, 160, 67)
    """The bar of every other place's total."""
    paper: RGB = (250, 250, 245)
    """The card's ground."""
    flag: RGB = (200, 60, 40)
    """A total still to check, and its note."""
    row: int = 64
    """Height of one place's line."""
    margin: int = 60
    """The card's margin on every side."""
    square: int = 130
    """Side of one square of a daily card's share line."""


STYLE = ShareStyle()
"""The style share cards are drawn in."""


def share_card(night: Night, lang: str = "en") -> bytes:
    """The night as a PNG card: title, each game's winner in large type, every place with its
    total and a bar of it, and the best possible total; drawn with the pads' fonts."""
    return results_card(night_results(night), lang)


def results_card(games: Sequence[GameResult], lang: str = "en") -> bytes:
    """The games as a PNG card (:func:`share_card`)."""
    from PIL import Image, ImageDraw

    height = STYLE.margin * 2 + 90 + sum(150 + STYLE.row * len(g.standings) + (50 if g.best is not None else 0)
                                         for g in games)
    height += 50 if any(s.to_check for g in games for s in g.standings) else 0
    card = Image.new("RGB", (STYLE.card_width, height), STYLE.paper)
    draw = ImageDraw.Draw(card)
    y = STYLE.margin
    title = say("Splitter game night", lang)
    draw.text((STYLE.margin, y), title, font=_font(54, True, lang, title), fill=STYLE.ink)
    y += 90
    top = max((s.total for g in games for s in g.standings), default=0) or 1
    for game in games:
        title = headline(game, lang)
        if len(games) > 1:
            title = f"{say('Game {number}', lang, number=game.number)}: {title}"
        draw.text((STYLE.margin, y + 20), _fit(title, 40, True, lang, STYLE.card_width - 2 * STYLE.margin),
                  fill=STYLE.gold, font=_font(40, True, lang, title))
        y += 110
        for s in game.standings:
            _draw_standing(draw, s, y, top, lang)
            y += STYLE.row
        if game.best is not None:
            best = say("best possible with these rolls: {total}", lang, total=game.best)
            draw.text((STYLE.margin, y + 8), best, font=_font(28, False, lang, best), fill=STYLE.muted)
            y += 50
        y += 40
    if any(s.to_check for g in games for s in g.standings):
        check = say("? = reading still to check", lang)
        draw.text((STYLE.margin, y), check, font=_font(28, False, lang, check), fill=STYLE.flag)
    return _png(card)


def _png(card: Image.Image) -> bytes:
    import cv2
    import numpy as np

    ok, data = cv2.imencode(".png", cv2.cvtColor(np.asarray(card), cv2.COLOR_RGB2BGR))
    assert ok, "a PNG of an RGB picture always encodes"
    return bytes(data.tobytes())


SQUARE_COLOURS = {Square.SCORED: (83, 141, 78), Square.PARTLY: (201, 180, 88), Square.NOTHING: (58, 58, 60)}
"""The share line's squares drawn on the card: green, yellow, black."""


def share_daily(result: Daily, lang: str = "en") -> Share:
    """A daily game's share-ready summary: its share text and :func:`daily_card`."""
    return Share(result.share_text(lang), daily_card(result, lang))


def write_daily_share(result: Daily, folder: str | Path, lang: str = "en") -> tuple[Path, Path]:
    """Write the daily game's ``share.txt`` and ``share.png`` into ``folder``, atomically."""
    return _write(share_daily(result, lang), folder)


def daily_card(result: Daily, lang: str = "en") -> bytes:
    """A daily game as a PNG card: the day and pad, the total against the best possible, the
    rating, and the row of squares that tells how each number did without showing the sheet."""
    from PIL import Image, ImageDraw

    height = STYLE.margin * 2 + 90 + 60 + 150 + 60 + STYLE.square + 40
    card = Image.new("RGB", (STYLE.card_width, height), STYLE.paper)
    draw = ImageDraw.Draw(card)
    title = say("Splitter daily", lang)
    draw.text((STYLE.margin, STYLE.margin), title, font=_font(54, True, lang, title), fill=STYLE.ink)
    where = f"{result.best.day.isoformat()} · {say('Pad {pad}', lang, pad=result.best.pad)}"
    draw.text((STYLE.margin, STYLE.margin + 90), where, font=_font(36, False, lang, where), fill=STYLE.muted)
    y = STYLE.margin + 150
    score = str(result.total)
    big = _font(140, True, lang, score)
    draw.text((STYLE.margin, y), score, font=big, fill=STYLE.gold)
    best = f"/ {result.best.total}"
    draw.text((STYLE.margin + big.getlength(score) + 24, y + 62), best, font=_font(64, True, lang, best),
              fill=STYLE.ink)
    rating = result.card.rating(lang) or ""
    draw.text((STYLE.margin, y + 160), rating, font=_font(40, True, lang, rating), fill=STYLE.ink)
    y += 240
    gap = (STYLE.card_width - 2 * STYLE.margin - 6 * STYLE.square) // 5
    for index, square in enumerate(squares(result.card)):
        x = STYLE.margin + index * (STYLE.square + gap)
        draw.rounded_rectangle((x, y, x + STYLE.square, y + STYLE.square), radius=14, fill=SQUARE_COLOURS[square])
    return _png(card)


def _draw_standing(draw: ImageDraw.ImageDraw, standing: Standing, y: int, top: int, lang: str) -> None:
    """One row of the card: place, name, a bar as long as the total, the total and the margin."""
    name_x, bar_x, bar_end = STYLE.margin + 60, 520, STYLE.card_width - STYLE.margin - 200
    colour = STYLE.gold if standing.place == 1 else STYLE.ink
    draw.text((STYLE.margin, y), f"{standing.place}.", font=_font(36, True, lang, "1"), fill=colour)
    draw.text((name_x, y), _fit(standing.name, 36, False, lang, bar_x - name_x - 20), fill=STYLE.ink,
              font=_font(36, False, lang, standing.name))
    length = max(round((bar_end - bar_x) * standing.total / top), 4)
    draw.rectangle((bar_x, y + 8, bar_x + length, y + 40), fill=STYLE.gold if standing.place == 1 else STYLE.bar)
    total = f"{standing.total}{'?' if standing.to_check else ''}"
    draw.text((bar_end + 20, y), total, font=_font(36, True, lang, total),
              fill=STYLE.flag if standing.to_check else STYLE.ink)
    if standing.behind:
        draw.text((STYLE.card_width - STYLE.margin, y + 6), f"-{standing.behind}", font=_font(28, False, lang, "-"),
                  fill=STYLE.muted, anchor="ra")


def _font(size: int, bold: bool, lang: str, text: str) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The pads' font for ``lang``, or the Korean one when ``text`` holds Hangul (a player's name)."""
    from splitter_print.reading.annotate import font

    hangul = any(unicodedata.name(char, "").startswith("HANGUL") for char in text)
    return font(size, bold, "ko" if hangul else lang)


def _fit(text: str, size: int, bold: bool, lang: str, width: int) -> str:
    """``text``, cut short with an ellipsis when it is wider than ``width`` pixels in its font."""
    face = _font(size, bold, lang, text)
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"
