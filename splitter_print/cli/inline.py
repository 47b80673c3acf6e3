"""Pictures shown in the terminal itself, where it can show them (``scan -i``'s doubtful spaces).

Two protocols cover the terminals that show pictures inline:

- the kitty graphics protocol (kitty, Ghostty): ``ESC _G <keys> ; <base64> ESC \\``, the PNG
  sent in chunks of at most 4096 base64 characters, ``m=1`` on every chunk but the last;
  https://sw.kovidgoyal.net/kitty/graphics-protocol/
- iTerm2's inline images (iTerm2, WezTerm): ``ESC ] 1337 ; File = <args> : <base64> BEL``;
  https://iterm2.com/documentation-images.html

A terminal is recognised from its environment only (no query is sent, so nothing can be left
waiting on standard input). Anything else gets no picture: not a terminal (a pipe, a file,
CI), an unknown terminal, or tmux/screen, which drop these codes unless told to pass them on.
Sixel is not spoken: the two protocols above cover the terminals known to show pictures well.
"""

from __future__ import annotations

import base64
import os
from collections.abc import Mapping
from enum import StrEnum
from typing import TextIO

import numpy as np

CHUNK = 4096
"""Most base64 characters in one kitty escape code (a multiple of 4, as every chunk but the last must be)."""
COLUMNS = 16
"""Width of a shown space in character cells: a digit about 8 cells wide, readable at a glance."""


class Protocol(StrEnum):
    """How a terminal is told to show a picture."""

    KITTY = "kitty"
    ITERM = "iterm"


def inline_protocol(stream: TextIO, environ: Mapping[str, str] | None = None) -> Protocol | None:
    """The protocol the terminal behind ``stream`` shows pictures with, ``None`` when it shows none.

    >>> import io
    >>> inline_protocol(io.StringIO(), {"TERM": "xterm-kitty"}) is None  # not a terminal
    True
    """
    env = os.environ if environ is None else environ
    if not stream.isatty():
        return None
    term, program = env.get("TERM", ""), env.get("TERM_PROGRAM", "")
    if env.get("TMUX") or term.startswith(("screen", "tmux")):
        return None
    if env.get("KITTY_WINDOW_ID") or term in ("xterm-kitty", "xterm-ghostty") or program == "ghostty":
        return Protocol.KITTY
    if program in ("iTerm.app", "WezTerm"):
        return Protocol.ITERM
    return None


def kitty_codes(png: bytes, columns: int = COLUMNS) -> str:
    """The escape codes that show ``png`` at the cursor, ``columns`` cells wide (the rows follow
    from its shape): transmitted and placed at once (``a=T``), as PNG (``f=100``), terminal
    replies turned off (``q=2``) so that none lands on standard input.

    >>> kitty_codes(b"PNG")
    '\\x1b_Ga=T,f=100,q=2,c=16,m=0;UE5H\\x1b\\\\'
    """
    data = base64.standard_b64encode(png).decode("ascii")
    chunks = [data[start:start + CHUNK] for start in range(0, len(data), CHUNK)] or [""]
    codes = []
    for index, chunk in enumerate(chunks):
        keys = f"a=T,f=100,q=2,c={columns}," if index == 0 else ""
        codes.append(f"\x1b_G{keys}m={int(index < len(chunks) - 1)};{chunk}\x1b\\")
    return "".join(codes)


def iterm_codes(png: bytes, columns: int = COLUMNS, name: str = "space.png") -> str:
    """The escape code that shows ``png`` inline at the cursor, ``columns`` cells wide, its shape kept.

    >>> iterm_codes(b"PNG", 8, "a.png")
    '\\x1b]1337;File=name=YS5wbmc=;size=3;width=8;preserveAspectRatio=1;inline=1:UE5H\\x07'
    """
    label = base64.standard_b64encode(name.encode("utf-8")).decode("ascii")
    data = base64.standard_b64encode(png).decode("ascii")
    return f"\x1b]1337;File=name={label};size={len(png)};width={columns};preserveAspectRatio=1;inline=1:{data}\x07"


def show_picture(image: np.ndarray, stream: TextIO, columns: int = COLUMNS,
                 environ: Mapping[str, str] | None = None) -> bool:
    """Show ``image`` (BGR or grey) in the terminal behind ``stream`` when it can show pictures,
    followed by a new line; ``False``, with nothing written, when it cannot."""
    import cv2

    protocol = inline_protocol(stream, environ)
    if protocol is None:
        return False
    ok, encoded = cv2.imencode(".png", image)
    if not ok:
        return False
    png = encoded.tobytes()
    stream.write((kitty_codes(png, columns) if protocol is Protocol.KITTY else iterm_codes(png, columns)) + "\n")
    stream.flush()
    return True
