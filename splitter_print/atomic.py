"""Writing output files so that a reader never sees half a file, and a failure leaves none.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(folder / "out.txt", "done\\n")
>>> (folder / "out.txt").read_text(), sorted(p.name for p in folder.iterdir())
('done\\n', ['out.txt'])
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from splitter_print.errors import SplitterError


def write_atomic(path: str | Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename.

    Text is written as UTF-8; file names in it that are not UTF-8 become ``\\udcXX`` escapes.

    Raises :class:`SplitterError` naming the file when it cannot be written.
    """
    target = Path(path)
    payload = data.encode("utf-8", "backslashreplace") if isinstance(data, str) else data
    try:
        handle, temp = tempfile.mkstemp(dir=target.parent or Path("."), prefix=f".{target.name}.", suffix=".tmp")
    except OSError as err:
        raise SplitterError(f"{target}: cannot write: {err.strerror or err}") from None
    try:
        os.fchmod(handle, 0o666 & ~_umask())
        with os.fdopen(handle, "wb") as out:
            out.write(payload)
        os.replace(temp, target)
    except OSError as err:
        Path(temp).unlink(missing_ok=True)
        raise SplitterError(f"{target}: cannot write: {err.strerror or err}") from None


def _umask() -> int:
    """The process's file-creation mask, so written files get the permissions users expect."""
    mask = os.umask(0)
    os.umask(mask)
    return mask
