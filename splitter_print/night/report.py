"""A game night written down: the ranking table, CSV, JSON and a contact sheet to look at.

Every writer returns text; the caller decides where it goes (files are written atomically
with :func:`splitter_print.atomic.write_atomic`). What people read (the terminal lines, the
contact sheet) is said in ``lang`` through :mod:`splitter_print.text`; CSV and JSON stay English.
"""

from __future__ import annotations

import base64
import csv
import html
import io
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from splitter_print._version import __version__
from splitter_print.atomic import write_atomic
from splitter_print.errors import ErrorText, message_only
from splitter_print.game.best import BestSheet
from splitter_print.night.batch import (
    Night,
    RollsSource,
    SheetOutcome,
    SheetStatus,
    rolls_text,
    sheet_name,
    spaces_text,
)
from splitter_print.text import say
from splitter_print.text.terminal import display_width

if TYPE_CHECKING:
    from splitter_print.reading.annotate import Flag

CSV_FIELDS = ("file", "sheet", "game", "player", "serial", "pad", "total", "1", "2", "3", "4", "5", "6", "star_bonus",
              "heart_bonus", "uncertain", "status", "error", "fixed_by_hand")


def _csv_row(outcome: SheetOutcome) -> dict[str, object]:
    reading, card = outcome.reading, outcome.reading.card
    return {"file": reading.file, "sheet": reading.index, "game": outcome.game, "player": outcome.player or "",
            "serial": "" if reading.serial is None else reading.serial,
            "pad": reading.layout.name, "total": card.total,
            **{str(n): points for n, points in card.by_number.items()},
            "star_bonus": card.star_bonus, "heart_bonus": card.heart_bonus,
            "uncertain": len(reading.uncertain), "status": outcome.status,
            "error": "; ".join(str(problem) for problem in outcome.problems),
            "fixed_by_hand": spaces_text(outcome.fixed)}


def night_csv(night: Night, error_text: ErrorText = message_only) -> str:
    """One row per sheet in input order, and one per photo that failed (status ``error``, the
    error said in English by ``error_text``)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for photo in night.photos:
        if photo.error is not None:
            writer.writerow({"file": photo.file, "status": "error", "error": error_text(photo.error, "en")})
        for outcome in photo.outcomes:
            writer.writerow(_csv_row(outcome))
    return out.getvalue()


def night_json(night: Night, lang: str = "en", error_text: ErrorText = message_only) -> dict[str, object]:
    """``{"results", "ranking", "rolls", ...}`` as docs/reference.md describes for ``batch --json``."""
    results: list[dict[str, object]] = []
    for photo in night.photos:
        if photo.error is not None:
            results.append({"file": photo.file, "error": error_text(photo.error, "en")})
        results += [outcome.to_json(lang) for outcome in photo.outcomes]
    best = night.best
    return {
        "results": results,
        "ranking": [{"place": place, "game": o.game, "player": o.player, "file": o.reading.file,
                     "sheet": o.reading.index, "total": o.reading.card.total,
                     **({"best": best[o.reading.layout.name].total} if o.reading.layout.name in best else {})}
                    for place, o in night.ranking],
        "best_possible": {pad: found.to_json(lang) for pad, found in best.items()},
        "games": [{"game": number, "rolls": rolls_text(game.rolls), "rolls_source": game.rolls_source}
                  for number, game in enumerate(night.games, start=1)],
        "rolls": rolls_text(night.rolls),
        "rolls_source": night.rolls_source,
        "notes": [str(note) for note in night.notes],
        "version": __version__,
    }


def night_json_text(night: Night, lang: str = "en", error_text: ErrorText = message_only) -> str:
    return json.dumps(night_json(night, lang, error_text), indent=2, ensure_ascii=False) + "\n"


def rolls_line(night: Night, lang: str = "en") -> list[str]:
    """The rolls each game of the night was read against, a line each (none without rolls)."""
    several = len(night.games) > 1
    return [say("game {number} rolls ({source}): {rolls}" if several else "rolls ({source}): {rolls}", lang,
                number=number, source=say(game.rolls_source, lang),
                rolls=" ".join("".join(map(str, roll.pair)) for roll in game.rolls))
            for number, game in enumerate(night.games, start=1) if game.rolls_source is not RollsSource.NONE]


def ranking_lines(night: Night, lang: str = "en") -> list[str]:
    """The ranking as a plain text table for the terminal."""
    if not night.ranking:
        return [say("no sheet could be scored", lang)]
    best = night.best
    header = [say(word, lang) for word in ("place", "sheet", "total", *(["best"] if best else []), "pad", "notes")]
    rows: list[list[str] | str] = []
    several, shown_game = len(night.games) > 1, 0
    for rank, outcome in night.ranking:
        if several and outcome.game != shown_game:
            rows.append(say("game {number}:", lang, number=outcome.game))
            shown_game = outcome.game
        notes = []
        if outcome.status is SheetStatus.FLAGGED:
            notes.append(say("flagged: {reason} (see below)", lang, reason=outcome.reason))
        if outcome.fixed:
            notes.append(_fixed_note(outcome, lang))
        if outcome.changed:
            notes.append(say("{count} space(s) corrected by the rolls and the player's own hand"
                             if outcome.hand_from_rolls else "{count} space(s) corrected by the rolls",
                             lang, count=len(outcome.changed)))
        if outcome.reading.uncertain:
            notes.append(say("{count} to check", lang, count=len(outcome.reading.uncertain)))
        pad = outcome.reading.layout.name
        rows.append([str(rank), _label(outcome, lang), str(outcome.reading.card.total),
                     *([_best_text(best[pad])] if best else []), pad, ", ".join(notes)])
    right = [True, False, True, *([True] if best else []), False, False]
    least = [5, 0, 5, *([5] if best else []), 3, 0]
    widths = [max([least[i], display_width(header[i])] + [display_width(row[i]) for row in rows
                                                          if not isinstance(row, str)])
              for i in range(len(header))]
    lines = [_table_line(cells, widths, right) if not isinstance(cells, str) else cells for cells in [header, *rows]]
    return lines + [best_line(pad, found, lang) for pad, found in best.items()]


def _table_line(cells: list[str], widths: list[int], right: list[bool]) -> str:
    padded = [(" " * (width - display_width(cell)) + cell) if to_right else (cell + " " * (width - display_width(cell)))
              for cell, width, to_right in zip(cells, widths, right)]
    return "  ".join(padded).rstrip()


FixText = Callable[[SheetOutcome], str]
"""How a face tells a person to set a flagged sheet's suggested spaces (:attr:`SheetOutcome.suggested`)
once the paper says the reader was wrong: the command line's options to paste."""


def flag_lines(night: Night, lang: str = "en", fix_text: FixText | None = None) -> list[str]:
    """For every flagged sheet, in short lines: why, what to look at on the paper, and (with
    ``fix_text``, the face's words) what to give when the paper says the reader was wrong."""
    lines: list[str] = []
    for outcome in night.outcomes:
        if outcome.status is not SheetStatus.FLAGGED:
            continue
        lines += ["", say("{label}: {reason}; kept as read. Look at the paper:", lang, label=_label(outcome, lang),
                          reason=outcome.reason)]
        lines += [f"  - {say(problem, lang)}" for problem in outcome.problems]
        if outcome.suggested and fix_text is not None:
            lines.append("  " + say("if the paper says so, run the same command again with: {options}", lang,
                                    options=fix_text(outcome)))
    return lines


def _best_text(found: BestSheet) -> str:
    """``"48"`` when proven the best possible, ``"48+"`` when a better sheet may exist."""
    return f"{found.total}" if found.optimal else f"{found.total}+"


def best_line(pad: str, found: BestSheet, lang: str = "en") -> str:
    """What the night's rolls allowed: ``best possible on pad A with these rolls: 48 (proven)``."""
    if found.optimal:
        return say("best possible on pad {pad} with these rolls: {total} (proven)", lang, pad=pad, total=found.total)
    return say("best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})", lang, pad=pad,
               total=found.total, bound=found.upper_bound)


def _fixed_note(outcome: SheetOutcome, lang: str = "en") -> str:
    """``"1 space fixed by hand (3,1)"``: what ``--fix`` set on this sheet."""
    return say("{count} spaces fixed by hand ({cells})", lang, count=len(outcome.fixed),
               cells=spaces_text(outcome.fixed))


def _label(outcome: SheetOutcome, lang: str = "en") -> str:
    """The player's name, else the photo, with "(sheet 2)" said in ``lang``."""
    if outcome.player or not outcome.reading.index:
        return outcome.label
    name = sheet_name(outcome.reading)
    return name if isinstance(name, str) else say(name, lang)


def _margin(behind: int, lang: str = "en") -> str:
    """``winner`` for the best total, else how many points behind it."""
    return html.escape(say("winner", lang)) if behind == 0 else f"&minus;{behind}"


def _what_to_do(outcome: SheetOutcome, lang: str = "en", fix_text: FixText | None = None) -> str:
    """A flagged sheet's reason, problems and what to paste (``fix_text``), as HTML."""
    if outcome.status is not SheetStatus.FLAGGED:
        return ""
    problems = "".join(f"<li>{html.escape(say(problem, lang))}</li>" for problem in outcome.problems)
    paste = f"<code>{html.escape(fix_text(outcome))}</code>" if outcome.suggested and fix_text else ""
    reason = say("{reason}; look at the paper:", lang, reason=outcome.reason)
    return f"{html.escape(reason)}<ul>{problems}</ul>{paste}"


def picture_flag(outcome: SheetOutcome, lang: str = "en") -> Flag | None:
    """What the picture of a sheet says of the rolls' check: for a flagged sheet, why (in
    ``lang``) and the spaces the rolls point at; nothing for a sheet that holds the rolls."""
    if outcome.status is not SheetStatus.FLAGGED:
        return None
    from splitter_print.reading.annotate import Flag

    return Flag(say("this sheet {reason}; kept as read, please check:", lang, reason=outcome.reason),
                outcome.asked)


def contact_sheet_html(night: Night, lang: str = "en", error_text: ErrorText = message_only,
                       fix_text: FixText | None = None) -> str:
    """One self-contained HTML page that reads on a phone as on a laptop: the photos that could
    not be read first (they need a new photo), the ranking, then every annotated sheet as sharp
    as ``--annotate`` draws it."""
    import cv2

    from splitter_print.reading.annotate import render

    top: dict[int, int] = {}
    for _, o in night.ranking:
        top[o.game] = max(top.get(o.game, 0), o.reading.card.total)
    rows = "".join(
        f"<tr class='{o.status}'><td>{place}</td><td>{html.escape(_label(o, lang))}</td><td>{o.reading.card.total}"
        f"</td><td>{_margin(top[o.game] - o.reading.card.total, lang)}</td><td>{len(o.reading.uncertain)}</td>"
        f"<td>{html.escape(', '.join([say(o.status, lang), *([_fixed_note(o, lang)] if o.fixed else [])]))}</td>"
        f"<td>{_what_to_do(o, lang, fix_text)}</td></tr>"
        for place, o in night.ranking)
    figures = []
    for _, o in night.ranking:
        picture = cv2.cvtColor(render(o.reading, lang, flag=picture_flag(o, lang)), cv2.COLOR_RGB2BGR)
        ok, data = cv2.imencode(".jpg", picture, [cv2.IMWRITE_JPEG_QUALITY, 92])
        source = base64.b64encode(data.tobytes()).decode("ascii") if ok else ""
        label = html.escape(_label(o, lang))
        figures.append(f"<figure id='{label}'><img alt='{label}' src='data:image/jpeg;base64,{source}'>"
                       f"<figcaption>{label}: {o.reading.card.total}</figcaption></figure>")
    errors = "".join(f"<li>{html.escape(error_text(error, lang))}</li>" for _, error in night.failed)
    rolls = " ".join(rolls_text(night.rolls)) or say("none", lang)
    notes = "".join(f"<p class='note'>{html.escape(say(note, lang))}</p>" for note in night.notes)
    best_lines = "".join(f"<p>{html.escape(best_line(pad, found, lang))}</p>" for pad, found in night.best.items())
    words = {word: html.escape(say(word, lang)) for word in (
        "Splitter game night", "Place", "Sheet", "Total", "Behind", "To check", "Status", "What to do",
        "Photos that could not be read")}
    source = say("Rolls ({source}): {rolls}", lang, source=say(night.rolls_source, lang), rolls=rolls)
    made = say("made by splitter_print {version}", lang, version=__version__)
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{words["Splitter game night"]}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 1rem; color: #222; max-width: 60rem; }}
.scroll {{ overflow-x: auto; margin-bottom: 1.5rem; }}
table {{ border-collapse: collapse; }}
td, th {{ padding: .3rem .8rem; border-bottom: 1px solid #ddd; text-align: left; vertical-align: top; }}
tr.flagged td {{ background: #fde8e8; }}
figure {{ margin: .5rem 0; }} img {{ width: 100%; max-width: 840px; height: auto; border: 1px solid #ccc; }}
.note {{ color: #a15c00; }} .errors li {{ color: #b00020; }}
</style></head><body>
<h1>{words["Splitter game night"]}</h1>
{f"<h2>{words['Photos that could not be read']}</h2><ul class='errors'>{errors}</ul>" if errors else ""}
<p>{html.escape(source)}</p>{notes}{best_lines}
<div class="scroll"><table><tr><th>{words["Place"]}</th><th>{words["Sheet"]}</th><th>{words["Total"]}</th>
<th>{words["Behind"]}</th><th>{words["To check"]}</th><th>{words["Status"]}</th><th>{words["What to do"]}</th></tr>
{rows}</table></div>
{''.join(figures)}
<p><small>{html.escape(made)}</small></p>
</body></html>
"""


@dataclass(frozen=True)
class NightFiles:
    """Where a night is written: a file name for each report wanted (``-`` for standard
    output), a folder for the annotated pictures and one for the share-ready summary."""

    csv: str | None = None
    json: str | None = None
    html: str | None = None
    annotate_dir: str | None = None
    share_dir: str | None = None

    @property
    def to_stdout(self) -> bool:
        return "-" in (self.csv, self.json, self.html)


def write_night(night: Night, files: NightFiles, lang: str = "en", error_text: ErrorText = message_only,
                fix_text: FixText | None = None) -> str:
    """Write every report ``files`` asks for (atomically), the annotated pictures and the
    share-ready summary; return the report meant for standard output (empty when none is).
    ``error_text`` and ``fix_text`` are the face's words for what to do (:data:`FixText`)."""
    from splitter_print.night.share import write_share
    from splitter_print.reading.annotate import write_annotations

    makers: dict[str | None, Callable[[], str]] = {
        files.csv: lambda: night_csv(night, error_text), files.json: lambda: night_json_text(night, lang, error_text),
        files.html: lambda: contact_sheet_html(night, lang, error_text, fix_text)}
    shown = ""
    for target, make in makers.items():
        if target == "-":
            shown = make()
        elif target:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, make())
    if files.annotate_dir:
        for photo in night.photos:
            write_annotations([outcome.reading for outcome in photo.outcomes], Path(files.annotate_dir), lang,
                              [picture_flag(outcome, lang) for outcome in photo.outcomes])
    if files.share_dir:
        write_share(night, files.share_dir, lang)
    return shown
