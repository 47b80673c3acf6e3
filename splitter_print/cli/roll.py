"""``splitter roll``: dice for solo play, printed as a roll log, or a solo game with advice."""

from __future__ import annotations

import datetime as dt
import random
import sys

import click

from splitter_print.cli.common import MessageUsageError, Seconds, lang_option, progress_bar
from splitter_print.cli.daily import chosen_day, daily_lines, daily_options, share
from splitter_print.game.advise import DEFAULT_PLAYOUTS, Advice, advise
from splitter_print.game.best import DEFAULT_TIME_LIMIT, best_sheet
from splitter_print.game.daily import check_pad, daily_log, daily_rolls
from splitter_print.game.dice import ROUNDS, Roll, format_rolls, fresh_seed, roll_dice
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import explain, score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.text import say

SHOWN = 3


@click.command("roll")
@click.option("--seed", "-s", metavar="S", help="Any number or word; the same seed gives the same rolls.")
@click.option("--rounds", "-n", type=click.IntRange(1, 1000), default=ROUNDS, show_default=True,
              help="How many rolls (a whole game on pads A and B is 22).")
@click.option("--solo", is_flag=True,
              help="Play a solo game here: each roll with advice on where to put it, then the score and "
                   "the best possible. Without a terminal the advice is followed.")
@click.option("--board", "-b", metavar="A|B|FILE", default="A", show_default=True, help="The pad (with --solo).")
@click.option("--playouts", type=click.IntRange(1, 100_000), default=DEFAULT_PLAYOUTS, show_default=True,
              help="The most playouts per placement for the advice (with --solo; about 2 s of thinking ends them).")
@click.option("--time-limit", type=Seconds(3600), default=DEFAULT_TIME_LIMIT, show_default=True,
              metavar="S", help="Seconds of one idle core to search for the best possible sheet at the end "
              "(with --solo; as for splitter best).")
@daily_options()
@lang_option("Language of the solo game's words (with --solo).")
def command(seed: str | None, rounds: int, solo: bool, board: str, playouts: int, time_limit: float,
            daily: bool, day: str | None, share_dir: str | None, lang: str) -> None:
    """Roll dice for solo play and print the roll log.

    Two dice per round; the log works as --rolls for check, scan, best and advise.

    Without --seed a new seed is chosen and printed in the log's first line, so the same game
    can be played again. With --daily, the day's 22 rolls on the pad (--board A or B), the same
    for every player on earth; with --solo --daily the game ends beside the day's best possible.
    """
    the_day = chosen_day(daily, day, share_dir)
    if share_dir is not None and not solo:
        raise MessageUsageError("--share is for a game played here: add --solo")
    if the_day and rounds != ROUNDS:
        raise MessageUsageError("--rounds: a daily game is always {rounds} rolls", rounds=ROUNDS)
    seed = seed if seed is not None else f"daily {the_day} {board}" if the_day else fresh_seed()
    if not solo:
        log = daily_log(the_day, check_pad(board, "--board")) if the_day else \
            format_rolls(roll_dice(rounds, seed), seed)
        click.echo(log, nl=False)
        return
    layout = load_layout(board)
    rounds = min(rounds, len(layout.mirror_pairs))
    rolls = daily_rolls(the_day, check_pad(board, "--board")) if the_day else roll_dice(rounds, seed)
    ask = interactive()
    futures = random.Random(f"advice {seed}")
    sheet = Sheet(layout, {})
    for number, roll in enumerate(rolls, start=1):
        click.echo("\n" + say("round {number} of {rounds}: rolled {first} {second}", lang, number=number,
                               rounds=rounds, first=roll.first, second=roll.second))
        click.echo("".join(f"  {row}\n" for row in sheet.grid), nl=False)
        with progress_bar(say("weighing the places", lang)) as show:
            advice = advise(sheet, roll, playouts, futures.randrange(2**32), progress=show)
        click.echo(_ranked(advice, SHOWN, lang), nl=False)
        choice = _choose(advice, lang) if ask else 1
        sheet = advice.placed(advice.placements[choice - 1])
    if the_day:
        _finish_daily(sheet, the_day, share_dir, lang)
    else:
        _finish(sheet, rolls, seed, time_limit, lang)


def interactive() -> bool:
    """Whether a person can answer: stdin is a terminal (not a pipe, not CI)."""
    return sys.stdin.isatty()


def _ranked(advice: Advice, top: int, lang: str) -> str:
    """The first ``top`` places, numbered to be chosen; ``=`` marks places the playouts cannot
    tell apart."""
    shared = advice.shared_ranks
    shown = advice.placements[:top]
    lines = [(" =" if p.rank in shared else "  ") + say("{rank}. {placement}: expect {expected:.1f}", lang,
                                                        rank=rank, placement=p.describe(),
                                                        expected=p.expected)
             for rank, p in enumerate(shown, start=1)]
    if shared & {p.rank for p in shown}:
        lines.append("  " + say("= places the playouts cannot tell apart: any of them will do", lang))
    return "".join(line + "\n" for line in lines)


def _choose(advice: Advice, lang: str) -> int:
    """Ask which placement to take: its rank, Enter for the best, ? to list them all."""
    count = len(advice.placements)
    while True:
        answer = click.prompt(say("place (1-{count}, Enter = 1, ? = list all)", lang, count=count), default="1",
                              show_default=False)
        if answer.strip() == "?":
            click.echo(_ranked(advice, count, lang), nl=False)
        elif answer.strip().isdigit() and 1 <= int(answer) <= count:
            return int(answer)


def _finish_daily(sheet: Sheet, day: dt.date, share_dir: str | None, lang: str) -> None:
    """The final sheet scored beside the day's best possible, a sheet that reaches it, and the share text."""
    from splitter_print.night.daily import play_daily

    result = play_daily(sheet, day)
    click.echo("\n" + say("your sheet:", lang))
    click.echo("".join(f"  {row}\n" for row in sheet.grid), nl=False)
    click.echo("".join(f"  {line}\n" for line in explain(result.card, lang)), nl=False)
    outcome, *rest = daily_lines(result, lang)
    click.echo(outcome)
    click.echo("".join(f"  {row}\n" for row in result.best.grid), nl=False)
    click.echo("".join(f"{line}\n" for line in rest), nl=False)
    share(result, share_dir, lang)


def _finish(sheet: Sheet, rolls: tuple[Roll, ...], seed: str, time_limit: float, lang: str) -> None:
    """The final sheet, its score, the best the rolls allowed, and the roll log to replay."""
    card = score_sheet(sheet)
    click.echo("\n" + say("your sheet:", lang))
    click.echo("".join(f"  {row}\n" for row in sheet.grid), nl=False)
    click.echo("".join(f"  {line}\n" for line in explain(card, lang)), nl=False)
    found = best_sheet(sheet.layout, rolls, time_limit, hint=sheet)
    click.echo(say("best possible with these rolls: {total}; you scored {score}" if found.optimal else
                   "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}",
                   lang, total=found.total, bound=found.upper_bound, score=card.total))
    click.echo("".join(f"  {row}\n" for row in found.sheet.grid), nl=False)
    click.echo("\n" + format_rolls(rolls, seed), nl=False)
