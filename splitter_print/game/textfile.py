"""Reading the small text files users hand us (layouts, sheets, roll logs) safely.

Size limit, encoding and "is it a file at all" are checked the same way for every kind of
file, and every failure names the file. A named file must be a regular file: a named pipe
would wait for a writer forever, and a device (``/dev/zero``) may never end.
"""

from __future__ import annotations

import codecs
import os
import stat
import sys
from typing import BinaryIO

from splitter_print.errors import Message, SplitterError

STDIN, STDIN_NAME = "-", "<stdin>"
"""The path that reads standard input, and its name in messages and JSON."""

READ_CHUNK = 64 * 1024
"""Bytes read at a time: memory follows what arrives, never the limit allowed."""

NOT_FILES = ((stat.S_ISFIFO, Message("a named pipe (FIFO)")), (stat.S_ISCHR, Message("a character device")),
             (stat.S_ISBLK, Message("a block device")), (stat.S_ISSOCK, Message("a socket")))
"""What an existing name that is not a regular file or a folder may be, in words."""


def shown_name(path: str) -> str:
    """How a path given on the command line is named to the user.

    >>> shown_name("-"), shown_name("night/a.txt")
    ('<stdin>', 'night/a.txt')
    """
    return STDIN_NAME if path == STDIN else path


def read_text(path: str, what: Message, limit: int, error: type[SplitterError] = SplitterError) -> tuple[str, str]:
    """``(source, text)`` of a UTF-8 text file of at most ``limit`` bytes; ``-`` reads stdin.

    ``what`` names the kind of file in messages (``Message("a sheet file")``); ``source`` is the name
    to use in later messages (``<stdin>`` for ``-``). The bytes are decoded by :func:`decode_text`.

    >>> read_text("no/such.txt", Message("a sheet file"), 100)
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: no/such.txt: cannot read: No such file or directory
    """
    source, raw = read_limited(path, what, limit, error)
    return source, decode_text(raw, source, what, error)


def read_limited(path: str, what: Message, limit: int, error: type[SplitterError] = SplitterError) -> tuple[str, bytes]:
    """``(source, raw)``: the bytes of a regular file (``-``: stdin) of at most ``limit`` bytes,
    not empty; ``source`` as in :func:`read_text`. Every failure is ``error`` naming the file."""
    source = shown_name(path)
    try:
        if path == STDIN:
            raw = read_bounded(sys.stdin.buffer, limit)
        else:
            with open_regular(path, what, error) as handle:
                raw = read_bounded(handle, limit)
    except OSError as err:
        raise error("{file}: cannot read: {error:any}", file=source, error=err.strerror or str(err)) from None
    if len(raw) > limit:
        raise error("{file}: too large for {what} (over {amount})", file=source, what=what, amount=_amount(limit))
    if not raw:
        raise error("{file}: empty file", file=source)
    return source, raw


def open_regular(path: str, what: Message, error: type[SplitterError] = SplitterError) -> BinaryIO:
    """``path`` opened for reading in binary, when it is a regular file (or a link to one).

    A folder, named pipe, device or socket is refused with ``error`` naming the file and what
    it is, without being opened: opening a pipe waits for a writer, and opening a device may
    do something (a tape rewinds). Other failures (no such file, no permission) are the
    :class:`OSError` itself, for the caller to word.

    >>> open_regular("/dev/null", Message("a roll log"))
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: /dev/null: is a character device; a roll log must be a regular file
    """
    _refuse_unless_regular(os.stat(path).st_mode, path, what, error)
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        _refuse_unless_regular(os.fstat(handle).st_mode, path, what, error)
        os.set_blocking(handle, True)
        return os.fdopen(handle, "rb")
    except BaseException:
        os.close(handle)
        raise


def _refuse_unless_regular(mode: int, path: str, what: Message, error: type[SplitterError]) -> None:
    """Raise ``error`` unless ``mode`` is a regular file's (checked again on the opened file,
    in case the name was swapped for a pipe in between)."""
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise error("{file}: is a directory, not {what}", file=path, what=what)
    kind = next((words for test, words in NOT_FILES if test(mode)), Message("something other than a file"))
    raise error("{file}: is {kind}; {what} must be a regular file", file=path, kind=kind, what=what)


def read_bounded(stream: BinaryIO, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of ``stream`` (one byte more than allowed says it is too
    large), read :data:`READ_CHUNK` at a time, so that a short input never costs the limit
    in memory and an endless one (``/dev/zero`` on stdin) stops at it.

    >>> import io
    >>> read_bounded(io.BytesIO(b"41 54 33"), 5), read_bounded(io.BytesIO(b"41"), 5)
    (b'41 54 ', b'41')
    """
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = stream.read(min(READ_CHUNK, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _amount(size: int) -> str:
    """A byte count as people say it.

    >>> _amount(64 * 1024), _amount(200 * 1024 * 1024)
    ('64 KB', '200 MB')
    """
    return f"{size // 2**20} MB" if size >= 2**20 else f"{size // 1024} KB"


def decode_text(raw: bytes, source: str, what: Message, error: type[SplitterError] = SplitterError) -> str:
    """The text of a file's bytes: UTF-8 (with or without a byte-order mark) or UTF-16 with one
    (Windows Notepad's "Unicode"); every line end (Windows, old Mac) becomes ``\\n``.

    >>> decode_text("# Hélène\\r\\n41".encode("utf-16"), "log.txt", Message("a roll log"))
    '# Hélène\\n41'
    >>> decode_text("# Hélène\\n41".encode("latin-1"), "log.txt", Message("a roll log"))
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: log.txt: not UTF-8 text (byte 0xe9 on line 1); save it as UTF-8
    """
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            text = raw.decode("utf-16")
        except UnicodeDecodeError:
            raise error("{file}: damaged UTF-16 text; save it as UTF-8", file=source) from None
    elif b"\0" in raw:
        if _utf16(raw):
            raise error("{file}: UTF-16 text without a byte-order mark; save it as UTF-8", file=source)
        raise error("{file}: binary data, not {what}", file=source, what=what)
    else:
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            line = raw.count(b"\n", 0, err.start) + 1
            raise error("{file}: not UTF-8 text (byte 0x{byte:02x} on line {line}); save it as UTF-8", file=source,
                        byte=raw[err.start], line=line) from None
    if "\0" in text:
        raise error("{file}: binary data, not {what}", file=source, what=what)
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
