"""What every command shares: turning user errors into one line and an exit code, text from
users shown safely, and the language people are spoken to in."""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any, NoReturn

import click
from click.exceptions import NoArgsIsHelpError

from splitter_print.errors import ExitStatus, Message, Remedy, SplitterError
from splitter_print.text import DEFAULT_LANGUAGE, LANGUAGE_VARIABLE, LANGUAGES, say


def error_line(message: str) -> None:
    """Print one error line on stderr, in red on a terminal unless NO_COLOR is set; control
    characters in it (a file or pad name's) are shown as escapes, a line break too."""
    line = f"splitter: {printable(message, keep='')}"
    click.echo(click.style(line, fg="red") if use_colour(sys.stderr) else line, err=True)


REMEDIES: dict[Remedy, str] = {
    Remedy.CHOOSE_PAD: "{problem}; scan it with --board {pad} or --board auto",
    Remedy.GIVE_LAYOUT: "{problem}; give the layout file it was printed from with --board FILE",
    Remedy.OWN_LAYOUT: "{problem} (for your own layout give --board FILE)",
    Remedy.OTHER_ENGINE: "{problem}; use --engine {engine}",
    Remedy.NEXT_SERIAL: "{problem}; print the rest with another run, --first-serial {next}",
    Remedy.PIPE_PHOTO: "{problem}; pipe one, e.g. splitter scan - < photo.jpg",
}
"""What the command line tells a person to do about an error (:class:`~splitter_print.errors.Remedy`),
with its options: a template of the catalogue, ``problem`` the error's message, the other fields
the message's own."""


def error_text(err: SplitterError, lang: str = DEFAULT_LANGUAGE) -> str:
    """An error as the command line says it in ``lang``: its message, and what to do about it
    in terms of the command's options.

    >>> error_text(SplitterError("{file}: no photo piped in", file="<stdin>", remedy=Remedy.PIPE_PHOTO), "de")
    '<stdin>: kein Foto über eine Pipe erhalten; eines über eine Pipe senden, z. B. splitter scan - < foto.jpg'
    """
    if err.remedy is None:
        return say(err.message, lang)
    return say(REMEDIES[err.remedy], lang, **{**err.message.fields, "problem": err.message})


def printable(text: str, keep: str = "\n\t") -> str:
    """``text`` with every control character but those in ``keep`` written as a ``\\u`` escape,
    so that a name from a file or a folder (a pad's, a photo's) cannot ring the bell, move the
    cursor or retitle the terminal. The escapes are JSON's own, so JSON stays the same JSON.

    >>> printable("pad \\x07A\\x1b[2J"), printable("a\\nb", keep="")
    ('pad \\\\u0007A\\\\u001b[2J', 'a\\\\u000ab')
    """
    return text.translate(_escapes(keep))


@cache
def _escapes(keep: str) -> dict[int, str]:
    """The table :func:`printable` translates with: C0, DEL and C1 controls to escapes."""
    return {code: f"\\u{code:04x}" for code in (*range(0x20), *range(0x7F, 0xA0)) if chr(code) not in keep}


class PrintableOutput:
    """A text stream that passes what is written through :func:`printable` to ``stream``
    (standard output: what the commands print, file and pad names in it; the PDF written to
    ``stream.buffer`` is left as it is)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return int(self.stream.write(printable(text)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


@contextmanager
def printable_stdout() -> Iterator[None]:
    """Standard output through :class:`PrintableOutput` while a command runs."""
    saved = sys.stdout
    if saved is None:
        yield
        return
    sys.stdout = PrintableOutput(saved)
    try:
        yield
    finally:
        sys.stdout = saved


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


class MessageUsageError(click.UsageError):
    """A usage error of the command line's own, said from the catalogue in the command's
    language (``--lang`` is read before the other options, so a bad value of one is said in it
    too); ``ctx`` the command whose ``--help`` the line points to, when it is not the running one."""

    def __init__(self, key: str, ctx: click.Context | None = None, **fields: object) -> None:
        self.said = Message(key, **fields)
        super().__init__(str(self.said), ctx)


def usage_line(err: click.UsageError, lang: str = DEFAULT_LANGUAGE) -> str:
    """A click usage error (unknown option, missing argument, bad value) as one line that says
    where the usage is explained, instead of click's usage, hint and error lines; the command
    line's own (:class:`MessageUsageError`) in ``lang``, click's in English."""
    command = err.ctx.command_path if err.ctx else "splitter"
    problem = say(err.said, lang) if isinstance(err, MessageUsageError) else err.format_message().rstrip(".")
    return say("{problem} (try '{command} --help')", lang, problem=problem, command=command)


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
            with printable_stdout():
                return super().invoke(ctx)
        except click.UsageError as err:
            fail(usage_line(err, chosen_language(ctx)))
        except SplitterError as err:
            if debug:
                raise
            fail(error_text(err, chosen_language(ctx)))
        except BrokenPipeError:
            sys.stderr.close()
            raise SystemExit(ExitStatus.OK) from None
        except KeyboardInterrupt:
            fail(say("interrupted", chosen_language(ctx)), 130)


def lang_option(help_text: str = "Language of what people read (JSON keeps its English fields).") -> Callable[..., Any]:
    """The ``--lang`` option every command that talks to people shares; the environment
    variable ``SPLITTER_LANG`` sets it once for all of them. It is read first (eager), so that a
    bad value of another option is said in it."""
    return click.option("--lang", type=click.Choice(LANGUAGES), default=DEFAULT_LANGUAGE, show_default=True,
                        envvar=LANGUAGE_VARIABLE, show_envvar=True, help=help_text, callback=_remember_language,
                        is_eager=True)


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


class Seconds(click.FloatRange):
    """A time limit: more than 0 and at most ``most`` seconds. ``nan`` is refused too, which
    a range alone lets through (every comparison with it is false)."""

    name = "seconds"

    def __init__(self, most: float) -> None:
        super().__init__(0, most, min_open=True)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        number = click.FLOAT.convert(value, param, ctx)
        if math.isnan(number):
            self.fail(f"{value} is not a number of seconds", param, ctx)
        return super().convert(number, param, ctx)


def usable_cores() -> int:
    """The CPU cores this process may run on: its own share (``taskset``, a container's
    limit), not every core of the machine."""
    counted = getattr(os, "process_cpu_count", None)
    if counted is not None:
        return int(counted() or 1)
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def capped_jobs(jobs: int | None, lang: str = DEFAULT_LANGUAGE) -> int:
    """``--jobs``, at most :func:`usable_cores` (the default): more workers than cores only
    share them, slower and with a copy of the reader each. A cap is said on stderr."""
    cores = usable_cores()
    if jobs is not None and jobs > cores:
        note = Message("--jobs {jobs}: only {cores} CPU cores to use here, so {cores} photos are read at once",
                       jobs=jobs, cores=cores)
        click.echo(say("note: {note}", lang, note=note), err=True)
    return min(jobs or cores, cores)
