"""The ``splitter`` command line: thin click commands over the library.

Each command lives in its own module of this package and only parses arguments, calls the
library and prints. Errors the user caused are :class:`~splitter_print.errors.SplitterError`;
they become one line on stderr and exit code 2 (see :mod:`splitter_print.cli.common`).
"""

from __future__ import annotations

import click

from splitter_print._version import __version__
from splitter_print.cli.commands import CommandGroup


@click.group("splitter", cls=CommandGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="splitter")
@click.option("--debug", is_flag=True, help="Show Python tracebacks instead of one-line errors.")
@click.pass_context
def main(ctx: click.Context, debug: bool) -> None:
    """Print score pads for the dice game Splitter and score filled sheets.

    \b
    Typical use:
      splitter pad -o pads.pdf              print pads A (two per A4 page)
      splitter score examples/worked_example.txt
      splitter scan photo.jpg               read and score a photo of a sheet
    """
    ctx.ensure_object(dict)["debug"] = debug

