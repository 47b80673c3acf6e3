"""``splitter advise``: where the newest roll does most good, for solo play."""

from __future__ import annotations

import json
import math

import click

from splitter_print.cli.common import MessageUsageError, lang_option, progress_bar
from splitter_print.game.advise import DEFAULT_PLAYOUTS, Advice, advise, check_game
from splitter_print.game.dice import read_roll_file
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet, read_sheet_file
from splitter_print.text import say


@click.command("advise")
@click.option("--rolls", "-r", "rolls_file", required=True, metavar="SO_FAR",
              help="The rolls so far, the newest last (the one to place).")
@click.option("--sheet", "-s", "sheet_file", metavar="CURRENT",
              help="The sheet holding every roll but the newest; default: an empty sheet.")
@click.option("--board", "-b", metavar="A|B|FILE",
              help="The pad; default: the shipped pad whose shape the sheet fits (A without a sheet).")
@click.option("--playouts", "-n", type=click.IntRange(1, 100_000), default=DEFAULT_PLAYOUTS, show_default=True,
              help="The most games played out from one placement (the time budget usually ends them first).")
@click.option("--seed", type=int, help="Seed for the random future rolls, to repeat an answer.")
@click.option("--top", type=click.IntRange(1, 1000), metavar="K", help="Show only the K best placements.")
@click.option("--json", "as_json", is_flag=True, help="Print the ranked placements as JSON.")
@lang_option()
def command(rolls_file: str, sheet_file: str | None, board: str | None, playouts: int, seed: int | None,
            top: int | None, as_json: bool, lang: str) -> None:
    """Rank the places for the newest roll by the final score they lead to.

    Each legal placement is played out to the end of the game many times against random
    future rolls by a fast greedy player; its expected score is the mean final total. The
    playouts go to the places still in the race, for about 2 s; places they cannot tell
    apart share a rank (=).

    \b
      splitter advise --rolls so_far.txt --sheet my_sheet.txt
      splitter advise --rolls so_far.txt --board B --top 3
    """
    if sheet_file == "-" and rolls_file == "-":
        raise MessageUsageError("only one of --sheet and --rolls can be - (stdin)")
    layout = load_layout(board) if board else None
    sheet = read_sheet_file(sheet_file, layout) if sheet_file else Sheet(layout or load_layout("A"), {})
    rolls = read_roll_file(rolls_file)
    places = check_game(sheet, rolls)
    roll = rolls[-1]
    if not as_json:
        click.echo(say("roll {first} {second} on pad {pad}: {count} places, best first (expected final score)", lang,
                       first=roll.first, second=roll.second, pad=sheet.layout.name, count=places))
    with progress_bar(say("weighing the places", lang)) as show:
        advice = advise(sheet, roll, playouts, seed, progress=show)
    shown = advice.placements[:top] if top else advice.placements
    if as_json:
        click.echo(json.dumps({**advice.to_json(), "placements": [p.to_json() for p in shown]}, indent=2))
        return
    click.echo(render(advice, len(shown), lang), nl=False)


def render(advice: Advice, top: int, lang: str = "en") -> str:
    """The ranked placements as lines a player reads at the table: places the playouts cannot
    tell apart share a rank, marked ``=``; each place after the first says how far behind it
    is, give or take its margin."""
    shared = advice.shared_ranks
    lines = []
    for placement in advice.placements[:top]:
        rank = ("=" if placement.rank in shared else "") + f"{placement.rank}."
        margin = f" ± {placement.margin:.1f}" if math.isfinite(placement.margin) else " ± ?"
        behind = "" if placement is advice.best else f"{-placement.behind:+.1f}" + (margin if placement.margin else "")
        lines.append(f"{rank:>5} {say(placement.describe(), lang):<36} {placement.expected:5.1f} {behind:>12}   "
                     + say("({playouts} playouts)", lang, playouts=placement.playouts))
    if shared & {p.rank for p in advice.placements[:top]}:
        lines.append("  " + say("= places the playouts cannot tell apart: any of them will do", lang))
    return "\n".join(lines) + "\n"
