"""Reading the small text files users hand us (layouts, sheets, roll logs) safely.

Size limit, encoding and "is it a file at all" are checked the same way for every kind of
file, and every failure names the file.
"""

from __future__ import annotations

import sys
from pathlib import Path

from splitter_print.errors import SplitterError


def read_text(path: str, what: str, limit: int, error: type[SplitterError] = SplitterError) -> tuple[str, str]:
    """``(source, text)`` of a UTF-8 text file of at most ``limit`` bytes; ``-`` reads stdin.

    ``what`` names the kind of file in messages (``"a sheet file"``); ``source`` is the name
    to use in later messages (``<stdin>`` for ``-``). Windows line ends become ``\\n``.

    >>> read_text("no/such.txt", "a sheet file", 100)
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: no/such.txt: cannot read: No such file or directory
    """
    source = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            raw = sys.stdin.buffer.read(limit + 1)
        else:
            with Path(path).open("rb") as handle:
                raw = handle.read(limit + 1)
    except IsADirectoryError:
        raise error(f"{path}: is a directory, not {what}") from None
    except OSError as err:
        raise error(f"{path}: cannot read: {err.strerror or err}") from None
    if len(raw) > limit:
        raise error(f"{source}: too large for {what} (over {limit // 1024} KB)")
    if b"\0" in raw:
        raise error(f"{source}: binary data, not {what}")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise error(f"{source}: not UTF-8 text") from None
    return source, text.replace("\r\n", "\n")
