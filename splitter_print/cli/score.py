"""``splitter score``: score sheets typed or pasted as text (or JSON) grids."""

from __future__ import annotations

import json

import click

from splitter_print.cli.common import error_line, error_text, lang_option
from splitter_print.cli.daily import chosen_day, daily_lines, daily_options, indented, share
from splitter_print.errors import ExitStatus, SplitterError
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import explain, score_sheet
from splitter_print.game.sheet import read_sheet_file
from splitter_print.game.textfile import shown_name
from splitter_print.text import say


@click.command("score")
@click.argument("sheets", nargs=-1, required=True, metavar="SHEET...")
@click.option("--board", "-b", metavar="A|B|FILE",
              help="The pad the sheets are on; default: the shipped pad whose shape the grid fits.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON (a list when several sheets are given).")
@daily_options()
@lang_option()
def command(sheets: tuple[str, ...], board: str | None, as_json: bool, daily: bool, day: str | None,
            share_dir: str | None, lang: str) -> None:
    """Score sheets typed as text or JSON grids.

    - reads a sheet from stdin. Exit 1 when some sheets could not be read (or, with --daily, do
    not hold the day's rolls), 2 when none could.

    \b
    A grid has one line per row: 1-6 written, - empty space, . no space.
      splitter score examples/worked_example.txt
      splitter score --json sheets/*.txt > scores.json
      splitter score my_sheet.txt --daily      today's solo: against the day's rolls and best
    """
    from splitter_print.night.daily import play_daily  # the daily store (asyncio): when score runs, not for --help

    layout = load_layout(board) if board else None
    the_day = chosen_day(daily, day, share_dir)
    results: list[dict[str, object]] = []
    failed = off_the_day = 0
    for path in sheets:
        name = shown_name(path)
        try:
            sheet = read_sheet_file(path, layout)
            card = score_sheet(sheet)
            result = play_daily(sheet, the_day) if the_day else None
        except SplitterError as err:
            failed += 1
            error_line(error_text(err, lang))
            results.append({"file": name, "error": error_text(err)})
            continue
        for warning in card.warnings:
            error_line(say("{file}: warning: {warning}", lang, file=name, warning=warning))
        off_the_day += result is not None and not result.check.ok
        if as_json:
            results.append({"file": name, **card.to_json(lang), **({"daily": result.to_json(lang)} if result else {})})
        else:
            click.echo(say("{file}: pad {pad}", lang, file=name, pad=card.layout.name))
            click.echo("".join(f"  {line}\n" for line in explain(card, lang)), nl=False)
            if result:
                click.echo(indented(daily_lines(result, lang)), nl=False)
        if result:
            share(result, share_dir, lang)
    if as_json:
        click.echo(json.dumps(results if len(sheets) > 1 else results[0], indent=2, ensure_ascii=False))
    raise SystemExit(ExitStatus.of_run(len(sheets) - failed, failed, off_the_day))
