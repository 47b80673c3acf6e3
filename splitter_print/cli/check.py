"""``splitter check``: does a sheet hold exactly the pairs that were rolled?"""

from __future__ import annotations

import json

import click

from splitter_print.cli.common import MessageUsageError, lang_option
from splitter_print.errors import ExitStatus
from splitter_print.game.dice import check_sheet, read_roll_file
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import read_sheet_file
from splitter_print.game.textfile import shown_name
from splitter_print.text import say


@click.command("check")
@click.argument("sheet", metavar="SHEET")
@click.option("--rolls", "-r", "rolls_file", required=True, metavar="FILE",
              help="The game's roll log (see splitter roll); - reads stdin.")
@click.option("--board", "-b", metavar="A|B|FILE", help="The pad the sheet is on; default: from its shape.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@lang_option()
def command(sheet: str, rolls_file: str, board: str | None, as_json: bool, lang: str) -> None:
    """Check a sheet against the game's roll log.

    Exit 0 when SHEET holds exactly the rolled pairs, else 1, naming each missing or extra pair
    (extra ones with their row). - reads the sheet from stdin.
    """
    if sheet == "-" and rolls_file == "-":
        raise MessageUsageError("only one of SHEET and --rolls can be - (stdin)")
    layout = load_layout(board) if board else None
    found = read_sheet_file(sheet, layout)
    rolls = read_roll_file(rolls_file)
    result = check_sheet(found, rolls)
    name = shown_name(sheet)
    if as_json:
        click.echo(json.dumps({"file": name, "rolls_file": rolls_file, **result.to_json()}, indent=2))
    elif result.ok:
        click.echo(say("{file}: holds exactly the {count} rolled pairs", lang, file=name, count=result.rolls))
    else:
        click.echo(say("{file}: does not match the {count} rolls in {rolls:any}", lang, file=name, count=result.rolls,
                       rolls=rolls_file))
        click.echo("".join(f"  {say(line, lang)}\n" for line in result.problems()), nl=False)
    raise SystemExit(ExitStatus.OK if result.ok else ExitStatus.PROBLEM)
