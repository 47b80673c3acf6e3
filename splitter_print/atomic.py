"""Writing output files so that a reader never sees half a file, and a failure leaves none.

A name that already is something other than a regular file, a device such as ``/dev/null`` or
a named pipe, is written into as it is: renaming a finished file onto it would replace the
device or the pipe with a regular file.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(folder / "out.txt", "done\\n")
>>> (folder / "out.txt").read_text(), sorted(p.name for p in folder.iterdir())
('done\\n', ['out.txt'])
>>> write_atomic("/dev/null", "gone\\n")
>>> pathlib.Path("/dev/null").is_char_device()
True
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from splitter_print.errors import SplitterError


def write_atomic(path: str | Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename; a
    device or a named pipe at ``path`` is written in place instead (a pipe's writer waits for
    its reader). A symbolic link is followed: the file it names is replaced, not the link.

    Text is written as UTF-8; file names in it that are not UTF-8 become ``\\udcXX`` escapes.

    Raises :class:`SplitterError` naming the file when it cannot be written.
    """
    target = Path(path)
    payload = data.encode("utf-8", "backslashreplace") if isinstance(data, str) else data
    try:
        if _special(target):
            _write_in_place(target, payload)
        else:
            _write_renamed(Path(os.path.realpath(target)) if target.is_symlink() else target, payload)
    except OSError as err:
        raise SplitterError("{file}: cannot write: {error:any}", file=str(target),
                            error=err.strerror or str(err)) from None


def _special(target: Path) -> bool:
    """Whether ``target`` exists and is neither a regular file nor a folder (a folder is left
    to the rename, which refuses it)."""
    try:
        mode = os.stat(target).st_mode
    except (OSError, ValueError):
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def _write_in_place(target: Path, payload: bytes) -> None:
    """Write into an existing device or pipe, never creating a file should it be gone."""
    with os.fdopen(os.open(target, os.O_WRONLY), "wb") as out:
        out.write(payload)


def _write_renamed(target: Path, payload: bytes) -> None:
    """Write a temporary file beside ``target`` and rename it onto ``target``."""
    handle, temp = tempfile.mkstemp(dir=target.parent or Path("."), prefix=f".{target.name}.", suffix=".tmp")
    try:
        os.fchmod(handle, 0o666 & ~_umask())
        with os.fdopen(handle, "wb") as out:
            out.write(payload)
        os.replace(temp, target)
    except OSError:
        Path(temp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    """The process's file-creation mask, so written files get the permissions users expect."""
    mask = os.umask(0)
    os.umask(mask)
    return mask
