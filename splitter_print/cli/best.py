"""``splitter best``: the highest total a game's rolls allow, with a sheet that reaches it."""

from __future__ import annotations

import json

import click

from splitter_print.cli.common import Seconds, lang_option
from splitter_print.game.best import DEFAULT_TIME_LIMIT, best_sheet
from splitter_print.game.dice import read_roll_file
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import explain
from splitter_print.text import say


@click.command("best")
@click.option("--rolls", "-r", "rolls_file", required=True, metavar="FILE",
              help="The game's roll log (see splitter roll); - reads stdin.")
@click.option("--board", "-b", metavar="A|B|FILE", default="A", show_default=True, help="The pad.")
@click.option("--json", "as_json", is_flag=True, help="Print the scored sheet as JSON, with optimal and upper_bound.")
@click.option("--time-limit", "-t", type=Seconds(3600), default=DEFAULT_TIME_LIMIT,
              show_default=True, metavar="S", help="Seconds of one idle core to search before answering with the best "
              "sheet so far (counted as the solver's work: the same answer every time, on any machine).")
@lang_option()
def command(rolls_file: str, board: str, as_json: bool, time_limit: float, lang: str) -> None:
    """The best possible sheet for a game's rolls.

    Searches for the highest total the rolls allow on the pad and prints a sheet that reaches
    it, scored as splitter score does. When the time limit ends the search first, it says how
    many points a better sheet could still add. The same rolls and time limit always give the
    same answer.

    \b
      splitter best --rolls examples/rolls.txt
      splitter best --rolls game.txt --board B --json
    """
    layout = load_layout(board)
    rolls = read_roll_file(rolls_file)
    found = best_sheet(layout, rolls, time_limit)
    if as_json:
        click.echo(json.dumps(found.to_json(lang), indent=2, ensure_ascii=False))
        return
    message = ("best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)"
               if found.optimal else "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may "
               "score up to {bound} ({gap} more) ({seconds:.1f} s)")
    click.echo(say(message, lang, count=len(rolls), pad=layout.name, total=found.total, bound=found.upper_bound,
                   gap=found.gap, seconds=found.seconds))
    click.echo(found.sheet.format(), nl=False)
    click.echo("".join(f"  {line}\n" for line in explain(found.card, lang)), nl=False)
