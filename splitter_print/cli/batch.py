"""``splitter batch``: a game night's photos scored, cross-checked and ranked in one command."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from splitter_print.cli.common import (
    MessageUsageError,
    capped_jobs,
    error_line,
    error_text,
    lang_option,
    printable,
    progress_bar,
)
from splitter_print.cli.params import NIGHT_FIX, PLAYER_NAME
from splitter_print.reading.recognise.engine import EngineName
from splitter_print.text import say

if TYPE_CHECKING:
    from splitter_print.night.batch import NightFix, SheetOutcome


@click.command("batch")
@click.argument("inputs", nargs=-1, required=True, metavar="DIR_OR_FILES...")
@click.option("--rolls", "rolls_file", metavar="FILE", help="The game's roll log: sheets are read against it.")
@click.option("--csv", "csv_file", metavar="FILE",
              help="Write one CSV row per sheet (and per failed photo); - for stdout.")
@click.option("--json", "json_file", metavar="FILE", help="Write results, ranking and rolls as JSON; - for stdout.")
@click.option("--html", "html_file", metavar="FILE", help="Write a contact sheet: one HTML page with the ranking "
              "and every annotated sheet.")
@click.option("--annotate", "annotate_dir", metavar="DIR", type=click.Path(file_okay=False),
              help="Write DIR/<photo>.png for every sheet, as read after the cross-check.")
@click.option("--share", "share_dir", metavar="DIR", type=click.Path(file_okay=False),
              help="Write DIR/share.txt and DIR/share.png: the night's result to send to the players.")
@click.option("--jobs", "-j", type=click.IntRange(1, 64), default=None, metavar="N",
              help="Photos read at once, each on one CPU core (default and most: one per core this may use).")
@click.option("--board", "-b", default="auto", show_default=True, metavar="auto|A|B|FILE",
              help="The pad to look for; a sheet whose QR code names another is refused.")
@click.option("--engine", type=click.Choice(EngineName, case_sensitive=False), default=EngineName.AUTO.value,
              show_default=True, help="Digit recogniser.")
@click.option("--fix", "fixes", type=NIGHT_FIX, multiple=True, metavar="PHOTO:R,C=D",
              help="Set a space by hand after checking the paper (D 1-6, or - for empty), e.g. anna.jpg:3,1=6; "
              "PHOTO#N:R,C=D for sheet N of a photo holding several. Repeatable.")
@click.option("--name", "names", type=PLAYER_NAME, multiple=True, metavar="PHOTO=PLAYER",
              help="Name the player of a photo's sheet for the ranking, e.g. anna.jpg=Anna (PHOTO#N=... for "
              "sheet N of a photo holding several). Repeatable.")
@click.option("--no-consensus", is_flag=True, help="Without --rolls, read each sheet on its own instead of "
              "cross-checking the sheets against each other.")
@click.option("--no-best", is_flag=True, help="With --rolls, do not search the best possible sheet for the rolls "
              "(up to about 10 s per pad).")
@lang_option("Language of the terminal lines, the contact sheet and the annotated pictures (CSV and JSON stay "
             "English).")
def command(inputs: tuple[str, ...], rolls_file: str | None, csv_file: str | None, json_file: str | None,
            html_file: str | None, annotate_dir: str | None, share_dir: str | None, jobs: int | None, board: str,
            engine: EngineName, fixes: tuple[NightFix, ...], names: tuple[tuple[str, str], ...],
            no_consensus: bool, no_best: bool, lang: str) -> None:
    """Score a game night's photos: ranking, CSV, JSON and a contact sheet.

    Every sheet of one game holds the same 22 rolled pairs. With --rolls each sheet is read
    against the roll log; without it the sheets are cross-checked against each other
    (three or more sheets). A sheet that cannot agree is flagged, never silently corrected.
    One unreadable photo is reported and skipped; the others are still scored. A flagged
    sheet's notes end with the closest fit ("to hold the rolls: 3,1 would be 6 (read as 5)"):
    look at the paper, and if it was misread, run the same command again with --fix.

    \b
      splitter batch night/ --csv night.csv --html night.html
      splitter batch night/ --name anna.jpg=Anna --share out/   # out/share.txt, out/share.png
      splitter roll --seed 7 > rolls.txt; splitter batch night/*.jpg --rolls rolls.txt
      # anna.jpg flagged: ... to hold the rolls: 3,1 would be 6 (read as 5); the paper says 6:
      splitter batch night/*.jpg --rolls rolls.txt --fix anna.jpg:3,1=6
    """
    from splitter_print.game.dice import read_roll_file
    from splitter_print.night.batch import NightOptions, score_night
    from splitter_print.night.report import NightFiles, flag_lines, ranking_lines, rolls_line, write_night
    from splitter_print.reading.recognise.engines import get_engine

    if csv_file == json_file == "-":
        raise MessageUsageError("only one of --csv and --json can write to stdout")
    if "-" in inputs:
        raise MessageUsageError("batch reads photo files and folders, not stdin (-); splitter scan - reads one photo")
    rolls = read_roll_file(rolls_file) if rolls_file else None
    get_engine(engine)
    files = NightFiles(csv_file, json_file, html_file, annotate_dir, share_dir)
    options = NightOptions(rolls=rolls, board=board, engine=engine, jobs=capped_jobs(jobs, lang), fixes=fixes,
                           names=dict(names), consensus=not no_consensus, colour=bool(annotate_dir), best=not no_best)
    with progress_bar(say("reading photos", lang)) as show:
        night = score_night(inputs, options, progress=show)
    for photo in night.photos:
        if photo.error is not None:
            error_line(error_text(photo.error, lang))
        for fix in photo.unapplied:
            error_line(say("--fix {fix}: not applied, {file} could not be read", lang, fix=str(fix), file=photo.file))
    for note in night.notes:
        click.echo(printable(say("note: {note}", lang, note=note), keep=""), err=True)
    if night.best_pads and sys.stderr.isatty():
        click.echo(say("looking for the best possible sheet for these rolls (--no-best skips it)", lang), err=True)
    click.echo(write_night(night, files, lang, error_text, fix_options), nl=False)
    if not files.to_stdout:
        click.echo("\n".join([*rolls_line(night, lang), *ranking_lines(night, lang),
                              *flag_lines(night, lang, fix_options)]))
    raise SystemExit(night.exit_status)


def fix_options(outcome: SheetOutcome) -> str:
    """The ``--fix`` options that set a flagged sheet's suggested spaces, ready to paste after a
    person checked the paper (empty when there is no suggestion), e.g. ``--fix anna.jpg:3,1=6``,
    or ``--fix table.jpg#2:3,1=6`` for a photo's second sheet."""
    from pathlib import Path

    from splitter_print.night.batch import NightFix

    photo, sheet = Path(outcome.reading.file).name, outcome.reading.index + 1 if outcome.reading.index else None
    return " ".join(f"--fix {NightFix(photo, sheet, cell, number)}" for cell, number in outcome.suggested)
