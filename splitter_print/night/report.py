"""A game night written down: the ranking table, CSV, JSON and a contact sheet to look at.

Every writer returns text; the caller decides where it goes (files are written atomically
with :func:`splitter_print.atomic.write_atomic`).
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

from splitter_print._version import __version__
from splitter_print.atomic import write_atomic
from splitter_print.game.best import BestSheet
from splitter_print.night.batch import (
    Night,
    RollsSource,
    SheetOutcome,
    SheetStatus,
    rolls_text,
    spaces_text,
)

CSV_FIELDS = ("file", "sheet", "game", "player", "serial", "pad", "total", "1", "2", "3", "4", "5", "6", "star_bonus",
              "heart_bonus", "uncertain", "status", "error", "fixed_by_hand")


def _csv_row(outcome: SheetOutcome) -> dict[str, object]:
    reading, card = outcome.reading, outcome.reading.card
    return {"file": reading.file, "sheet": reading.index, "game": outcome.game, "player": outcome.player or "",
            "serial": "" if reading.serial is None else reading.serial,
            "pad": reading.layout.name, "total": card.total,
            **{str(n): points for n, points in card.by_number.items()},
            "star_bonus": card.star_bonus, "heart_bonus": card.heart_bonus,
            "uncertain": len(reading.uncertain), "status": outcome.status, "error": "; ".join(outcome.problems),
            "fixed_by_hand": spaces_text(outcome.fixed)}


def night_csv(night: Night) -> str:
    """One row per sheet in input order, and one per photo that failed (status ``error``)."""
    out = io.StringIO()
    writer = csv.DictWriter(out, CSV_FIELDS, lineterminator="\n")
    writer.writeheader()
    for photo in night.photos:
        if photo.error is not None:
            writer.writerow({"file": photo.file, "status": "error", "error": photo.error})
        for outcome in photo.outcomes:
            writer.writerow(_csv_row(outcome))
    return out.getvalue()


def night_json(night: Night, lang: str = "en") -> dict[str, object]:
    """``{"results", "ranking", "rolls", ...}`` as docs/reference.md describes for ``batch --json``."""
    results: list[dict[str, object]] = []
    for photo in night.photos:
        if photo.error is not None:
            results.append({"file": photo.file, "error": photo.error})
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
        "notes": list(night.notes),
        "version": __version__,
    }


def night_json_text(night: Night, lang: str = "en") -> str:
    return json.dumps(night_json(night, lang), indent=2, ensure_ascii=False) + "\n"


def rolls_line(night: Night) -> list[str]:
    """The rolls each game of the night was read against, a line each (none without rolls)."""
    several = len(night.games) > 1
    return [f"{f'game {number} ' if several else ''}rolls ({game.rolls_source}): "
            f"{' '.join(f'{a}{b}' for a, b in game.rolls)}"
            for number, game in enumerate(night.games, start=1) if game.rolls_source is not RollsSource.NONE]


def ranking_lines(night: Night) -> list[str]:
    """The ranking as a plain text table for the terminal."""
    if not night.ranking:
        return ["no sheet could be scored"]
    width = max(len(_label(o)) for _, o in night.ranking)
    best = night.best
    lines = [f"{'place':>5}  {'sheet':<{width}}  {'total':>5}  {'best':>5}  pad  notes" if best else
             f"{'place':>5}  {'sheet':<{width}}  {'total':>5}  pad  notes"]
    several, shown_game = len(night.games) > 1, 0
    for place, outcome in night.ranking:
        if several and outcome.game != shown_game:
            lines.append(f"game {outcome.game}:")
            shown_game = outcome.game
        notes = []
        if outcome.status is SheetStatus.FLAGGED:
            notes.append(f"flagged: {outcome.reason} (see below)")
        if outcome.fixed:
            notes.append(_fixed_note(outcome))
        if outcome.changed:
            notes.append(f"{len(outcome.changed)} space(s) corrected by the rolls"
                         + (" and the player's own hand" if outcome.hand_from_rolls else ""))
        if outcome.reading.uncertain:
            notes.append(f"{len(outcome.reading.uncertain)} to check")
        beside = f"{_best_text(best[outcome.reading.layout.name]):>5}  " if best else ""
        lines.append(f"{place:>5}  {_label(outcome):<{width}}  {outcome.reading.card.total:>5}  {beside}"
                     f"{outcome.reading.layout.name:<3}  {', '.join(notes)}".rstrip())
    lines += [best_line(pad, found) for pad, found in best.items()]
    return lines


def flag_lines(night: Night) -> list[str]:
    """For every flagged sheet, in short lines: why, what to look at on the paper, and the
    options to paste when the paper says the reader was wrong."""
    lines: list[str] = []
    for outcome in night.outcomes:
        if outcome.status is not SheetStatus.FLAGGED:
            continue
        lines += ["", f"{_label(outcome)}: {outcome.reason}; kept as read. Look at the paper:"]
        lines += [f"  - {problem}" for problem in outcome.problems]
        if outcome.suggested:
            lines.append(f"  if the paper says so, run the same command again with: {outcome.fix_options()}")
    return lines


def _best_text(found: BestSheet) -> str:
    """``"48"`` when proven the best possible, ``"48+"`` when a better sheet may exist."""
    return f"{found.total}" if found.optimal else f"{found.total}+"


def best_line(pad: str, found: BestSheet) -> str:
    """What the night's rolls allowed: ``best possible on pad A with these rolls: 48 (proven)``."""
    proof = "proven" if found.optimal else f"not proven: at most {found.upper_bound}"
    return f"best possible on pad {pad} with these rolls: {found.total} ({proof})"


def _fixed_note(outcome: SheetOutcome) -> str:
    """``"1 space fixed by hand (3,1)"``: what ``--fix`` set on this sheet."""
    count = len(outcome.fixed)
    return f"{count} space{'s' if count > 1 else ''} fixed by hand ({spaces_text(outcome.fixed)})"


def _label(outcome: SheetOutcome) -> str:
    return outcome.label


def _margin(behind: int) -> str:
    """``winner`` for the best total, else how many points behind it."""
    return "winner" if behind == 0 else f"&minus;{behind}"


def _what_to_do(outcome: SheetOutcome) -> str:
    """A flagged sheet's reason, problems and the options to paste, as HTML."""
    if outcome.status is not SheetStatus.FLAGGED:
        return ""
    problems = "".join(f"<li>{html.escape(problem)}</li>" for problem in outcome.problems)
    paste = f"<code>{html.escape(outcome.fix_options())}</code>" if outcome.suggested else ""
    return f"{html.escape(outcome.reason)}; look at the paper:<ul>{problems}</ul>{paste}"


def contact_sheet_html(night: Night, lang: str = "en") -> str:
    """One self-contained HTML page: the ranking, then every annotated sheet, then the errors."""
    import cv2

    from splitter_print.reading.annotate import render

    top: dict[int, int] = {}
    for _, o in night.ranking:
        top[o.game] = max(top.get(o.game, 0), o.reading.card.total)
    rows = "".join(
        f"<tr class='{o.status}'><td>{place}</td><td>{html.escape(_label(o))}</td><td>{o.reading.card.total}</td>"
        f"<td>{_margin(top[o.game] - o.reading.card.total)}</td><td>{len(o.reading.uncertain)}</td>"
        f"<td>{html.escape(', '.join([o.status, _fixed_note(o)] if o.fixed else [o.status]))}</td>"
        f"<td>{_what_to_do(o)}</td></tr>"
        for place, o in night.ranking)
    figures = []
    for _, o in night.ranking:
        picture = cv2.cvtColor(render(o.reading, lang), cv2.COLOR_RGB2BGR)
        picture = cv2.resize(picture, None, fx=0.6, fy=0.6, interpolation=cv2.INTER_AREA)
        ok, data = cv2.imencode(".jpg", picture, [cv2.IMWRITE_JPEG_QUALITY, 82])
        source = base64.b64encode(data.tobytes()).decode("ascii") if ok else ""
        figures.append(f"<figure id='{html.escape(_label(o))}'><img alt='{html.escape(_label(o))}' "
                       f"src='data:image/jpeg;base64,{source}'><figcaption>{html.escape(_label(o))}: "
                       f"{o.reading.card.total}</figcaption></figure>")
    errors = "".join(f"<li>{html.escape(error)}</li>" for _, error in night.failed)
    rolls = " ".join(rolls_text(night.rolls)) or "none"
    notes = "".join(f"<p class='note'>{html.escape(note)}</p>" for note in night.notes)
    best_lines = "".join(f"<p>{html.escape(best_line(pad, found))}</p>" for pad, found in night.best.items())
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>Splitter game night</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2rem; color: #222; }}
table {{ border-collapse: collapse; margin-bottom: 1.5rem; }}
td, th {{ padding: .3rem .8rem; border-bottom: 1px solid #ddd; text-align: left; }}
tr.flagged td {{ background: #fde8e8; }}
figure {{ display: inline-block; margin: .5rem; }} img {{ max-width: 840px; border: 1px solid #ccc; }}
.note {{ color: #a15c00; }} .errors li {{ color: #b00020; }}
</style></head><body>
<h1>Splitter game night</h1>
<p>Rolls ({night.rolls_source}): {html.escape(rolls)}</p>{notes}{best_lines}
<table><tr><th>Place</th><th>Sheet</th><th>Total</th><th>Behind</th><th>To check</th><th>Status</th>
<th>What to do</th></tr>
{rows}</table>
{''.join(figures)}
{f"<h2>Photos that could not be read</h2><ul class='errors'>{errors}</ul>" if errors else ""}
<p><small>made by splitter_print {__version__}</small></p>
</body></html>
"""


@dataclass(frozen=True)
class NightFiles:
    """Where a night is written: a file name for each report wanted (``-`` for standard
    output), and a folder for the annotated pictures."""

    csv: str | None = None
    json: str | None = None
    html: str | None = None
    annotate_dir: str | None = None

    @property
    def to_stdout(self) -> bool:
        return "-" in (self.csv, self.json, self.html)


def write_night(night: Night, files: NightFiles, lang: str = "en") -> str:
    """Write every report ``files`` asks for (atomically) and the annotated pictures; return
    the report meant for standard output (empty when none is)."""
    from splitter_print.reading.annotate import write_annotations

    makers: dict[str | None, Callable[[], str]] = {
        files.csv: lambda: night_csv(night), files.json: lambda: night_json_text(night, lang),
        files.html: lambda: contact_sheet_html(night, lang)}
    shown = ""
    for target, make in makers.items():
        if target == "-":
            shown = make()
        elif target:
            write_atomic(target, make())
    if files.annotate_dir:
        for photo in night.photos:
            write_annotations([outcome.reading for outcome in photo.outcomes], Path(files.annotate_dir), lang)
    return shown
