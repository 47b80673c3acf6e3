"""What every command shares: turning user errors into one line and an exit code."""

from __future__ import annotations

import os
import sys
from typing import Any, NoReturn

import click

from splitter_print.errors import SplitterError

EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE = 0, 1, 2


def error_line(message: str) -> None:
    """Print one error line on stderr, in red on a terminal unless NO_COLOR is set."""
    click.echo(click.style(f"splitter: {message}", fg="red") if use_colour(sys.stderr) else f"splitter: {message}",
               err=True)


def use_colour(stream: Any) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ


def fail(message: str, code: int = EXIT_USAGE) -> NoReturn:
    """Stop the command with one error line and ``code``."""
    error_line(message)
    raise SystemExit(code)


def tolerate_odd_names() -> None:
    """Let stdout print file names that are not UTF-8 (as ``\\udcXX`` escapes, the way stderr
    already does) instead of failing with UnicodeEncodeError in a strict UTF-8 locale."""
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="backslashreplace")


class SplitterGroup(click.Group):
    """A click group that reports :class:`SplitterError` as one line and exit 2, not a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        debug = "--debug" in sys.argv[1:]
        tolerate_odd_names()
        try:
            return super().invoke(ctx)
        except SplitterError as err:
            if debug:
                raise
            fail(str(err))
        except BrokenPipeError:
            sys.stderr.close()
            raise SystemExit(EXIT_OK) from None
        except KeyboardInterrupt:
            fail("interrupted", 130)
