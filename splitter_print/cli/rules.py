"""``splitter rules``: the rules of the game at the table, in the pads' languages."""

from __future__ import annotations

import shutil

import click

from splitter_print.cli.common import lang_option
from splitter_print.game.rules import PADS, rules_text

MAX_WIDTH = 100
"""Lines no longer than this even on a wide terminal: long lines are hard to read."""


@click.command("rules")
@lang_option("Language of the rules.")
@click.option("--pad", "-p", type=click.Choice(PADS, case_sensitive=False), default=None,
              help="Add this pad's pattern and its own rules (stars, hearts, best possible).")
def command(lang: str, pad: str | None) -> None:
    """Print the rules of Splitter, short enough to read at the table."""
    width = min(shutil.get_terminal_size((80, 24)).columns, MAX_WIDTH)
    click.echo(rules_text(lang, pad.upper() if pad else None, width), nl=False)
