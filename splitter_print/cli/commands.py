"""The list of subcommands: one module per command, attached to the ``splitter`` group here.

Command modules import heavy libraries (OpenCV, reportlab) inside their functions so that
``splitter score`` starts fast.
"""

from __future__ import annotations

import click

COMMAND_MODULES = ("score", "layouts", "roll", "check", "pad", "scan", "batch", "serve", "best", "advise", "rules")
"""Modules of :mod:`splitter_print.cli` that each define one click command named ``command``."""


def register(group: click.Group) -> None:
    """Attach every subcommand to the ``splitter`` group."""
    from importlib import import_module

    for name in COMMAND_MODULES:
        group.add_command(import_module(f"splitter_print.cli.{name}").command)
