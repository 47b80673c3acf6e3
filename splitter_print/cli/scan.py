"""``splitter scan``: read photos of filled sheets and score them."""

from __future__ import annotations

import datetime as dt
import json
import sys
import tempfile
from contextlib import nullcontext
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import click

from splitter_print.cli.common import MessageUsageError, error_line, error_text, lang_option, progress_bar
from splitter_print.cli.daily import chosen_day, daily_lines, daily_options, indented, share
from splitter_print.cli.params import SPACE_FIX, SpaceFix
from splitter_print.game.scoring import explain
from splitter_print.reading.recognise.engine import EngineName
from splitter_print.text import say

if TYPE_CHECKING:
    from splitter_print.night.photos import ScanOptions
    from splitter_print.reading.result import SheetReading


@click.command("scan")
@click.argument("photos", nargs=-1, required=True, metavar="PHOTO...")
@click.option("--board", "-b", default="auto", show_default=True, metavar="auto|A|B|FILE",
              help="The pad to look for; auto tries every shipped pad. A sheet whose QR code names "
              "another pad is refused.")
@click.option("--engine", type=click.Choice(EngineName, case_sensitive=False), default=EngineName.AUTO.value,
              show_default=True,
              help="Digit recogniser: the trained model; tesseract, a fallback for printed digits (less "
              "reliable on handwriting); or both combined.")
@click.option("--annotate", "annotate_dir", metavar="DIR", type=click.Path(file_okay=False),
              help="Write DIR/<photo>.png: the sheet as read, groups, doubts and the score.")
@click.option("--debug-pictures", "--debug", "debug_dir", metavar="DIR", type=click.Path(file_okay=False),
              help="Save a picture of every step of the reader in DIR (DIR/<photo>/ for several photos); "
              "splitter --debug scan ... shows tracebacks.")
@click.option("--fix", "fixes", type=SPACE_FIX, multiple=True, metavar="R,C=D",
              help="Override the reading of row R column C with D (1-6, or - for empty); repeatable.")
@click.option("--rolls", "rolls_file", metavar="FILE",
              help="The game's roll log: read each sheet as holding exactly these rolls (doubtful digits "
              "are corrected; a sheet that does not hold them is flagged, exit 1).")
@click.option("--interactive", "-i", is_flag=True, help="Ask at the terminal about every doubtful space.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON: one object per sheet, a list for several.")
@daily_options()
@lang_option("Language of the output and the annotated pictures for people (JSON stays English).")
def command(photos: tuple[str, ...], board: str, engine: EngineName, annotate_dir: str | None,
            debug_dir: str | None, fixes: tuple[SpaceFix, ...], rolls_file: str | None, interactive: bool,
            as_json: bool, daily: bool, day: str | None, share_dir: str | None, lang: str) -> None:
    """Read photos of filled sheets and score them.

    PHOTO is a photo (JPEG, PNG, WebP, TIFF, BMP), a scanner app's PDF (every page read, named
    scan.pdf#p2), a folder of them, or - to read one photo from stdin (named <stdin>).

    \b
    Photograph the whole sheet from above, in even light; a slight angle is fine.
      splitter scan IMG_2041.jpg
      adb exec-out cat /sdcard/DCIM/Camera/IMG_2041.jpg | splitter scan -
      splitter scan --annotate checked/ --json night/*.jpg > scores.json
      splitter scan IMG_2041.jpg --fix 3,0=5 --fix 2,7=-
      splitter scan IMG_2041.jpg --rolls rolls.txt
      splitter scan scanned-night.pdf
      splitter scan IMG_2041.jpg --daily       today's solo, against the day's rolls and best
    """
    from splitter_print.game.dice import read_roll_file
    from splitter_print.night.photos import ScanOptions, scan_photos
    from splitter_print.reading.recognise.engines import get_engine

    the_day = chosen_day(daily, day, share_dir)
    if the_day and (rolls_file or interactive):
        raise MessageUsageError("--daily reads against the day's rolls: leave out --rolls and --interactive")
    check_stdin(photos, rolls_file, interactive)
    rolls = read_roll_file(rolls_file) if rolls_file else None
    get_engine(engine)
    options = ScanOptions(board, engine, dict(fixes), rolls, annotate_dir, debug_dir, lang)
    ask = partial(ask_about_doubts, lang=lang) if interactive else None
    if the_day:
        _daily(photos, options, the_day, as_json, share_dir, lang)
    with progress_bar(say("reading photos", lang)) if len(photos) > 1 else nullcontext(None) as show:
        run = scan_photos(photos, options, ask=ask, progress=show)
    for photo in run.photos:
        if photo.error is not None:
            error_line(error_text(photo.error, lang))
        elif not as_json:
            for sheet in photo.outcomes:
                click.echo(summary(sheet.reading, len(photo.outcomes), lang))
                if sheet.checked:
                    click.echo("\n".join("  " + say("rolls: {line}", lang, line=line) for line in sheet.lines()))
    if as_json:
        click.echo(json.dumps(run.to_json(lang, error_text), indent=2, ensure_ascii=False))
    for photo in run.photos:
        for path in photo.written:
            click.echo(say("wrote {path:any}", lang, path=str(path)), err=True)
    raise SystemExit(run.exit_status)


def _daily(photos: tuple[str, ...], options: ScanOptions, day: dt.date, as_json: bool, share_dir: str | None,
           lang: str) -> NoReturn:
    """``scan --daily``: each sheet against its pad's rolls of the day, then beside the day's best."""
    from splitter_print.night.daily import scan_daily

    scanned = scan_daily(photos, options, day)
    results = iter(scanned.results)
    for photo in scanned.run.photos:
        if photo.error is not None:
            error_line(error_text(photo.error, lang))
        for sheet in photo.outcomes:
            result = next(results)
            if not as_json:
                click.echo(summary(sheet.reading, len(photo.outcomes), lang))
                lines = [say("rolls: {line}", lang, line=line) for line in (sheet.lines() if sheet.checked else [])]
                lines += daily_lines(result, lang) if result else []
                click.echo(indented(lines), nl=False)
            if result:
                share(result, share_dir, lang)
    if as_json:
        click.echo(json.dumps(scanned.to_json(lang, error_text), indent=2, ensure_ascii=False))
    raise SystemExit(scanned.run.exit_status)


def check_stdin(photos: tuple[str, ...], rolls_file: str | None, interactive: bool) -> None:
    """Standard input holds one thing: one photo, or the roll log, or the answers to questions."""
    if "-" not in photos:
        return
    if photos.count("-") > 1:
        raise MessageUsageError("- (a photo on stdin) can be given only once")
    if rolls_file == "-":
        raise MessageUsageError("only one of PHOTO and --rolls can be - (stdin)")
    if interactive:
        raise MessageUsageError("--interactive asks on stdin, so it cannot read a photo from stdin (-)")


def summary(reading: SheetReading, count: int, lang: str = "en") -> str:
    """The human report of one sheet in ``lang``: where it came from, the grid, the score in
    words, doubts."""
    which = say(", sheet {number} of {count}", lang, number=reading.index + 1, count=count) if count > 1 else ""
    if reading.retake is not None:
        return say("{file}: pad {pad}{sheet}: photograph it again: {reason}", lang, file=reading.file,
                   pad=reading.layout.name, sheet=which, reason=reading.retake)
    from splitter_print.reading.scan import engine_label

    serial = say(", serial {serial}", lang, serial=reading.serial) if reading.serial is not None else ""
    lines = [say("{file}: pad {pad}{sheet}{serial} (read by {engine})", lang, file=reading.file,
                 pad=reading.layout.name, sheet=which, serial=serial, engine=engine_label(reading.engine))]
    lines += [f"    {row}" for row in reading.sheet.grid]
    lines += [f"  {line}" for line in explain(reading.card, lang)]
    for warning in (*reading.warnings, *reading.card.warnings):
        lines.append("  " + say("warning: {warning}", lang, warning=warning))
    from splitter_print.night.batch import marked  # the spaces the page marks too

    cells = [mark.cell for mark in marked(reading)]
    if cells:
        doubts = ", ".join(say("{cell} ({value}?)", lang, cell=f"{r},{c}", value=_shown(reading, (r, c), lang))
                           for r, c in cells)
        lines.append("  " + say("check these spaces (row,col): {doubts:list}; correct with --fix R,C=D", lang,
                                doubts=doubts))
    return "\n".join(lines)


def _shown(reading: SheetReading, cell: tuple[int, int], lang: str) -> str:
    value = reading.sheet.value(cell)
    return say("empty", lang) if value is None else str(value)


def ask_about_doubts(reading: SheetReading, lang: str = "en") -> SheetReading:
    """Ask about each uncertain space: a digit, ``-`` for empty, Enter keeps the reading.

    Each space is shown as a picture in terminals that can (:mod:`splitter_print.cli.inline`),
    else drawn in text and saved as a PNG (its path is shown) for as long as the question is
    open. An answer, Enter included, makes the space certain. When standard input ends, the
    spaces not yet answered stay as read and doubtful.
    """
    import cv2

    from splitter_print.cli.inline import show_picture
    from splitter_print.reading.annotate import ascii_picture, space_picture

    answers: dict[tuple[int, int], int | None] = {}
    with tempfile.TemporaryDirectory(prefix="splitter-scan-") as folder:
        for row, col in reading.uncertain:
            crop = space_picture(reading, (row, col))
            big = cv2.resize(crop, None, fx=3, fy=3, interpolation=cv2.INTER_CUBIC)
            click.echo("\n" + say("{file}: row {row} column {col}", lang, file=reading.file, row=row, col=col),
                       err=True)
            if not show_picture(big, sys.stderr):
                picture = Path(folder) / f"{Path(reading.file).stem}-r{row}c{col}.png"
                cv2.imwrite(str(picture), big)
                click.echo("\n".join(["  " + say("picture: {picture:any}", lang, picture=picture),
                                      *("    |" + line for line in ascii_picture(crop, 40))]), err=True)
            answer = ask_digit("  " + say("read {value}; digit 1-6, - empty, Enter keeps", lang,
                                          value=_shown(reading, (row, col), lang)), lang)
            if answer is None:
                click.echo(say("{file}: no more answers; the other doubtful spaces stay as read", lang,
                               file=reading.file), err=True)
                break
            answers[(row, col)] = reading.sheet.value((row, col)) if answer == "" else \
                None if answer == "-" else int(answer)
    return reading.with_fixes(answers) if answers else reading


def ask_digit(question: str, lang: str = "en") -> str | None:
    """``1``-``6``, ``-`` or ``""`` (Enter) from standard input, asking again after anything
    else; ``None`` when the input ends."""
    while True:
        try:
            answer = click.prompt(question, default="", show_default=False, err=True).strip()
        except (click.Abort, EOFError):
            return None
        if answer in ("", "-") or answer in list("123456"):
            return str(answer)
        click.echo("  " + say("please type 1-6, - or just Enter", lang), err=True)
