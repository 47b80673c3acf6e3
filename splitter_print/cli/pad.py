"""``splitter pad``: print-ready PDF score pads."""

from __future__ import annotations

import sys
from contextlib import nullcontext

import click

from splitter_print.cli.common import MessageUsageError, lang_option, printable, progress_bar
from splitter_print.paper.geometry import PAPERS
from splitter_print.text import say

LONG_PAD = 200
"""Pads of this many sheets or more show a progress bar on a terminal; smaller ones are done
before it could be read."""


@click.command("pad")
@click.option("--board", default="A", show_default=True, metavar="A|B|FILE",
              help="Which pad: a shipped pad's name or your own layout .toml file.")
@click.option("--sheets", type=int, default=2, show_default=True,
              help="How many sheets to print, at most 1000 in one PDF.")
@click.option("--per-page", type=int, default=2, show_default=True, metavar="1|2|4",
              help="Sheets on each page (1 and 4 print on landscape pages).")
@click.option("--paper", default="a4", show_default=True, metavar="|".join(PAPERS), help="Paper size.")
@lang_option("Language of the printed words.")
@click.option("--mono", is_flag=True, help="Black and grey only, for any printer.")
@click.option("--no-calibration", is_flag=True, help="Leave out the strip where players write 1-6 once.")
@click.option("--first-serial", type=int, default=1, show_default=True,
              help="Serial number of the first sheet (carried in its QR code).")
@click.option("--rating-table", is_flag=True, help="Add a back page with the solo rating table after each page.")
@click.option("-o", "--output", required=True, metavar="FILE", help="The PDF to write; - writes to stdout.")
def command(board: str, sheets: int, per_page: int, paper: str, lang: str, mono: bool, no_calibration: bool,
            first_serial: int, rating_table: bool, output: str) -> None:
    """Write print-ready score pads as a PDF.

    Print at 100 % (actual size), never "fit to page": the photo reader relies on true size.
    """
    from splitter_print.game.layout import load_layout
    from splitter_print.printing.pdf import write_pads

    if output == "-" and sys.stdout.isatty():
        raise MessageUsageError("-o - writes the PDF to standard output, which is a terminal here; "
                                "redirect it (-o - > pads.pdf) or give a file name")
    layout = load_layout(board)
    shown = printable(output if output != "-" else "<stdout>", keep="")
    with progress_bar(shown) if sheets >= LONG_PAD else nullcontext(None) as show:
        pages = write_pads(layout, output, sheets=sheets, per_page=per_page, paper=paper.lower(), lang=lang,
                           style="mono" if mono else "colour", calibration=not no_calibration,
                           first_serial=first_serial, rating_table=rating_table, progress=show)
    if output != "-":
        click.echo(printable(say("{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}",
                                 lang, file=output, count=sheets, pad=layout.name, pages=pages), keep=""), err=True)
