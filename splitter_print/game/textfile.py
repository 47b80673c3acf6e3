"""Reading the small text files users hand us (layouts, sheets, roll logs) safely.

Size limit, encoding and "is it a file at all" are checked the same way for every kind of
file, and every failure names the file.
"""

from __future__ import annotations

import codecs
import sys
from pathlib import Path

from splitter_print.errors import SplitterError

STDIN, STDIN_NAME = "-", "<stdin>"
"""The path that reads standard input, and its name in messages and JSON."""


def shown_name(path: str) -> str:
    """How a path given on the command line is named to the user.

    >>> shown_name("-"), shown_name("night/a.txt")
    ('<stdin>', 'night/a.txt')
    """
    return STDIN_NAME if path == STDIN else path


def read_text(path: str, what: str, limit: int, error: type[SplitterError] = SplitterError) -> tuple[str, str]:
    """``(source, text)`` of a UTF-8 text file of at most ``limit`` bytes; ``-`` reads stdin.

    ``what`` names the kind of file in messages (``"a sheet file"``); ``source`` is the name
    to use in later messages (``<stdin>`` for ``-``). The bytes are decoded by :func:`decode_text`.

    >>> read_text("no/such.txt", "a sheet file", 100)
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: no/such.txt: cannot read: No such file or directory
    """
    source, raw = read_limited(path, what, limit, error)
    return source, decode_text(raw, source, what, error)


def read_limited(path: str, what: str, limit: int, error: type[SplitterError] = SplitterError) -> tuple[str, bytes]:
    """``(source, raw)``: the bytes of a file (``-``: stdin) of at most ``limit`` bytes, not
    empty; ``source`` as in :func:`read_text`. Every failure is ``error`` naming the file."""
    source = shown_name(path)
    try:
        if path == STDIN:
            raw = sys.stdin.buffer.read(limit + 1)
        else:
            with Path(path).open("rb") as handle:
                raw = handle.read(limit + 1)
    except IsADirectoryError:
        raise error(f"{path}: is a directory, not {what}") from None
    except OSError as err:
        raise error(f"{source}: cannot read: {err.strerror or err}") from None
    if len(raw) > limit:
        raise error(f"{source}: too large for {what} (over {_amount(limit)})")
    if not raw:
        raise error(f"{source}: empty file")
    return source, raw


def _amount(size: int) -> str:
    """A byte count as people say it.

    >>> _amount(64 * 1024), _amount(200 * 1024 * 1024)
    ('64 KB', '200 MB')
    """
    return f"{size // 2**20} MB" if size >= 2**20 else f"{size // 1024} KB"


def decode_text(raw: bytes, source: str, what: str, error: type[SplitterError] = SplitterError) -> str:
    """The text of a file's bytes: UTF-8 (with or without a byte-order mark) or UTF-16 with one
    (Windows Notepad's "Unicode"); every line end (Windows, old Mac) becomes ``\\n``.

    >>> decode_text("# Hélène\\r\\n41".encode("utf-16"), "log.txt", "a roll log")
    '# Hélène\\n41'
    >>> decode_text("# Hélène\\n41".encode("latin-1"), "log.txt", "a roll log")
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: log.txt: not UTF-8 text (byte 0xe9 on line 1); save it as UTF-8
    """
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = raw.decode("utf-16")
        except UnicodeDecodeError:
            raise error(f"{source}: damaged UTF-16 text; save it as UTF-8") from None
    elif b"\0" in raw:
        raise error(f"{source}: UTF-16 text without a byte-order mark; save it as UTF-8" if _utf16(raw)
                    else f"{source}: binary data, not {what}")
    else:
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            line = raw.count(b"\n", 0, err.start) + 1
            raise error(f"{source}: not UTF-8 text (byte 0x{raw[err.start]:02x} on line {line}); "
                        "save it as UTF-8") from None
    if "\0" in text:
        raise error(f"{source}: binary data, not {what}")
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def _utf16(raw: bytes) -> bool:
    """Whether ``raw`` looks like mostly-ASCII text in UTF-16: every other byte zero, the rest not.

    >>> _utf16("41 54".encode("utf-16-le")), _utf16(bytes(range(8)))
    (True, False)
    """
    if len(raw) < 4 or len(raw) % 2:
        return False
    low, high = raw[0::2], raw[1::2]
    return any(b.count(0) >= 0.9 * len(b) and a.count(0) <= 0.1 * len(a) for a, b in ((low, high), (high, low)))
