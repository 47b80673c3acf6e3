"""The list of subcommands: one module per command, imported when that command is asked for.

Command modules import heavy libraries (OpenCV, reportlab) inside their functions, and the
group imports only the command that runs (``--help`` imports them all to list them), so that
``splitter score`` starts fast.
"""

from __future__ import annotations

from importlib import import_module

import click

from splitter_print.cli.common import SplitterGroup

COMMAND_MODULES = ("score", "layouts", "roll", "check", "pad", "scan", "batch", "serve", "best", "advise", "rules")
"""Modules of :mod:`splitter_print.cli` that each define one click command named ``command``."""


class CommandGroup(SplitterGroup):
    """The ``splitter`` group: a command's module is imported the first time it is asked for."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMAND_MODULES, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in COMMAND_MODULES:
            self.add_command(import_module(f"splitter_print.cli.{cmd_name}").command, cmd_name)
        return self.commands.get(cmd_name)
