"""What every command shares: turning user errors into one line and an exit code, and the
language people are spoken to in."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

import click
from click.exceptions import NoArgsIsHelpError

from splitter_print.errors import ExitStatus, SplitterError
from splitter_print.text import DEFAULT_LANGUAGE, LANGUAGE_VARIABLE, LANGUAGES, translate


def error_line(message: str) -> None:
    """Print one error line on stderr, in red on a terminal unless NO_COLOR is set."""
    click.echo(click.style(f"splitter: {message}", fg="red") if use_colour(sys.stderr) else f"splitter: {message}",
               err=True)


def use_colour(stream: Any) -> bool:
    return stream.isatty() and "NO_COLOR" not in os.environ


def fail(message: str, code: int = ExitStatus.USAGE) -> NoReturn:
    """Stop the command with one error line and ``code``."""
    error_line(message)
    raise SystemExit(code)


def tolerate_odd_names() -> None:
    """Let stdout print file names that are not UTF-8 (as ``\\udcXX`` escapes, the way stderr
    already does) instead of failing with UnicodeEncodeError in a strict UTF-8 locale."""
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="backslashreplace")


def usage_line(err: click.UsageError) -> str:
    """A click usage error (unknown option, missing argument, bad value) as one line that says
    where the usage is explained, instead of click's usage, hint and error lines."""
    command = err.ctx.command_path if err.ctx else "splitter"
    return f"{err.format_message().rstrip('.')} (try '{command} --help')"


class SplitterGroup(click.Group):
    """A click group that reports :class:`SplitterError` and click's usage errors as one line and
    exit 2, not a traceback or a usage block."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except NoArgsIsHelpError:
            raise
        except click.UsageError as err:
            fail(usage_line(err))

    def invoke(self, ctx: click.Context) -> Any:
        debug = bool(ctx.params.get("debug"))
        tolerate_odd_names()
        try:
            return super().invoke(ctx)
        except click.UsageError as err:
            fail(usage_line(err))
        except SplitterError as err:
            if debug:
                raise
            fail(translate(str(err), chosen_language(ctx)))
        except BrokenPipeError:
            sys.stderr.close()
            raise SystemExit(ExitStatus.OK) from None
        except KeyboardInterrupt:
            fail("interrupted", 130)


def lang_option(help_text: str = "Language of what people read (JSON keeps its English fields).") -> Callable[..., Any]:
    """The ``--lang`` option every command that talks to people shares; the environment
    variable ``SPLITTER_LANG`` sets it once for all of them."""
    return click.option("--lang", type=click.Choice(LANGUAGES), default=DEFAULT_LANGUAGE, show_default=True,
                        envvar=LANGUAGE_VARIABLE, show_envvar=True, help=help_text, callback=_remember_language)


def _remember_language(ctx: click.Context, _: click.Parameter, lang: str) -> str:
    """Keep the command's ``--lang`` where the group finds it to say an error line in it."""
    root = ctx.find_root()
    if isinstance(root.obj, dict):
        root.obj["lang"] = lang
    return lang


def chosen_language(ctx: click.Context) -> str:
    """The language the running command was given (English before its options are read)."""
    obj = ctx.find_root().obj
    return str(obj.get("lang", DEFAULT_LANGUAGE)) if isinstance(obj, dict) else DEFAULT_LANGUAGE


@contextmanager
def progress_bar(label: str) -> Iterator[Callable[[int, int], None]]:
    """A progress bar on stderr when it is a terminal (silent otherwise); yields the function
    that shows ``done`` of ``total`` steps."""
    if not sys.stderr.isatty():
        yield lambda done, total: None
        return
    with click.progressbar(length=1, label=label, file=sys.stderr, show_pos=True,
                           color=use_colour(sys.stderr)) as bar:

        def show(done: int, total: int) -> None:
            bar.length = total
            bar.update(done - bar.pos)

        yield show
