"""``splitter batch``: a game night's photos scored, cross-checked and ranked in one command."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from splitter_print.cli.common import EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE, error_line, use_colour
from splitter_print.game.rating import LANGUAGES
from splitter_print.reading.recognise import ENGINE_NAMES


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
@click.option("--jobs", "-j", type=click.IntRange(1, 64), default=None, metavar="N",
              help="Photos read at once, each on one CPU core (default: one per core).")
@click.option("--board", "-b", default="auto", show_default=True, metavar="auto|A|B|FILE",
              help="The pad to look for; a sheet whose QR code names another is refused.")
@click.option("--engine", type=click.Choice(ENGINE_NAMES), default="auto", show_default=True, help="Digit recogniser.")
@click.option("--fix", "fixes", multiple=True, metavar="PHOTO:R,C=D",
              help="Set a space by hand after checking the paper (D 1-6, or - for empty), e.g. anna.jpg:3,1=6; "
              "PHOTO#N:R,C=D for sheet N of a photo holding several. Repeatable.")
@click.option("--no-consensus", is_flag=True, help="Without --rolls, read each sheet on its own instead of "
              "cross-checking the sheets against each other.")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True, help="Language of the ratings.")
def command(inputs: tuple[str, ...], rolls_file: str | None, csv_file: str | None, json_file: str | None,
            html_file: str | None, annotate_dir: str | None, jobs: int | None, board: str, engine: str,
            fixes: tuple[str, ...], no_consensus: bool, lang: str) -> None:
    """Score a game night's photos: ranking, CSV, JSON and a contact sheet.

    Every sheet of one game holds the same 22 rolled pairs. With --rolls each sheet is read
    against the roll log; without it the sheets are cross-checked against each other
    (three or more sheets). A sheet that cannot agree is flagged, never silently corrected.
    One unreadable photo is reported and skipped; the others are still scored. A flagged
    sheet's notes end with the closest fit ("to hold the rolls: 3,1 would be 6 (read as 5)"):
    look at the paper, and if it was misread, run the same command again with --fix.

    \b
      splitter batch night/ --csv night.csv --html night.html
      splitter roll --seed 7 > rolls.txt; splitter batch night/*.jpg --rolls rolls.txt
      # anna.jpg flagged: ... to hold the rolls: 3,1 would be 6 (read as 5); the paper says 6:
      splitter batch night/*.jpg --rolls rolls.txt --fix anna.jpg:3,1=6
    """
    from splitter_print.atomic import write_atomic
    from splitter_print.game.dice import read_roll_file
    from splitter_print.night.batch import (
        apply_night_fixes,
        fixes_by_photo,
        gather_photos,
        parse_night_fix,
        read_photos,
        settle,
        unapplied_fixes,
    )
    from splitter_print.night.report import contact_sheet_html, night_csv, night_json_text, ranking_lines
    from splitter_print.reading.engines import get_engine
    from splitter_print.reading.scan import annotation_name

    if csv_file == json_file == "-":
        raise click.UsageError("only one of --csv and --json can write to stdout")
    if "-" in inputs:
        raise click.UsageError("batch reads photo files and folders, not stdin (-); splitter scan - reads one photo")
    rolls = [roll.pair for roll in read_roll_file(rolls_file)] if rolls_file else None
    get_engine(engine)
    photos, unusable = gather_photos(inputs)
    fixed = fixes_by_photo([parse_night_fix(text) for text in fixes], photos)
    show = sys.stderr.isatty()
    with click.progressbar(length=len(photos), label="reading photos", file=sys.stderr,
                           show_pos=True, color=use_colour(sys.stderr)) if show else _Silent() as bar:
        results = unusable + read_photos(photos, board=board, engine=engine, jobs=jobs,
                                         progress=lambda _: bar.update(1), colour=bool(annotate_dir))
    night = settle(apply_night_fixes(results, fixed), rolls, consensus=not no_consensus)
    unapplied = unapplied_fixes(results, fixed)
    for file, error in night.failed:
        error_line(error)
        for fix in unapplied.get(file, ()):
            error_line(f"--fix {fix.text}: not applied, {file} could not be read")
    for note in night.notes:
        click.echo(f"note: {note}", err=True)
    outputs = {csv_file: lambda: night_csv(night), json_file: lambda: night_json_text(night, lang),
               html_file: lambda: contact_sheet_html(night, lang)}
    for target, text in outputs.items():
        if target == "-":
            click.echo(text(), nl=False)
        elif target:
            write_atomic(target, text())
    if annotate_dir:
        from splitter_print.reading.annotate import write_annotation

        for file, outcomes, _ in night.photos:
            for outcome in outcomes:
                name = annotation_name(file, outcome.reading.index, len(outcomes))
                write_annotation(outcome.reading, Path(annotate_dir) / name, lang)
    if "-" not in (csv_file, json_file):
        if night.rolls_source != "none":
            click.echo(f"rolls ({night.rolls_source}): {' '.join(f'{a}{b}' for a, b in night.rolls)}")
        click.echo("\n".join(ranking_lines(night)))
    flagged = any(outcome.status == "flagged" for outcome in night.outcomes)
    if not night.outcomes:
        raise SystemExit(EXIT_USAGE)
    raise SystemExit(EXIT_SOME_FAILED if night.failed or flagged else EXIT_OK)


class _Silent:
    """Stands in for the progress bar when stderr is not a terminal."""

    def __enter__(self) -> _Silent:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    def update(self, _: int) -> None:
        return None
