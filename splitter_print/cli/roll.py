"""``splitter roll``: dice for solo play, printed as a roll log."""

from __future__ import annotations

import click

from splitter_print.game.dice import ROUNDS, format_rolls, fresh_seed, roll_dice


@click.command("roll")
@click.option("--seed", "-s", metavar="S", help="Any number or word; the same seed gives the same rolls.")
@click.option("--rounds", "-n", type=click.IntRange(1, 1000), default=ROUNDS, show_default=True,
              help="How many rolls (a whole game on pads A and B is 22).")
def command(seed: str | None, rounds: int) -> None:
    """Roll dice for solo play and print the roll log.

    Two dice per round; the log works as --rolls for check and scan.

    Without --seed a new seed is chosen and printed in the log's first line, so the same game
    can be played again.
    """
    seed = seed if seed is not None else fresh_seed()
    click.echo(format_rolls(roll_dice(rounds, seed), seed), nl=False)
