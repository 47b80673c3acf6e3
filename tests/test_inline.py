"""Pictures in the terminal: which terminals get them, and the escape codes checked against the
protocols' documentation (kitty: sw.kovidgoyal.net/kitty/graphics-protocol, "Remote client"
and "Controlling displayed image layout"; iTerm2: iterm2.com/documentation-images.html)."""

from __future__ import annotations

import base64
import io
import re

import cv2
import numpy as np
import pytest

from splitter_print.cli.inline import CHUNK, Protocol, inline_protocol, iterm_codes, kitty_codes, show_picture


class Terminal(io.StringIO):
    """What a terminal receives; it says it is one."""

    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("environ", "expected"), [
    ({"TERM": "xterm-kitty"}, Protocol.KITTY),
    ({"TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"}, Protocol.KITTY),
    ({"TERM": "xterm-ghostty"}, Protocol.KITTY),
    ({"TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"}, Protocol.ITERM),
    ({"TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"}, Protocol.ITERM),
    ({"TERM": "xterm-256color"}, None),
    ({"TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"}, None),
    ({"TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "KITTY_WINDOW_ID": "1"}, None),
    ({"TERM": "screen", "TERM_PROGRAM": "iTerm.app"}, None),
    ({"TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"}, None),
    ({}, None),
])
def test_the_terminal_is_recognised_from_its_environment(environ: dict[str, str], expected: Protocol | None) -> None:
    assert inline_protocol(Terminal(), environ) == expected


def test_never_a_picture_when_not_a_terminal() -> None:
    for environ in ({"TERM": "xterm-kitty"}, {"TERM_PROGRAM": "iTerm.app"}):
        assert inline_protocol(io.StringIO(), environ) is None
        out = io.StringIO()
        assert not show_picture(np.zeros((8, 8), np.uint8), out, environ=environ) and out.getvalue() == ""


def kitty_chunks(codes: str) -> list[tuple[dict[str, str], str]]:
    """The escape codes as (keys, payload): each must be ESC _G keys ; payload ESC backslash, back to back."""
    pattern = re.compile(r"\x1b_G([a-z]=\w+(?:,[a-z]=\w+)*);([A-Za-z0-9+/=]*)\x1b\\")
    found = list(pattern.finditer(codes))
    assert "".join(match.group(0) for match in found) == codes, "nothing outside the escape codes"
    return [(dict(key.split("=") for key in match[1].split(",")), match[2]) for match in found]


def test_kitty_codes_follow_the_chunking_rules() -> None:
    png = np.random.default_rng(3).integers(0, 256, 10_000, np.uint8).tobytes()  # 13,336 base64 characters
    chunks = kitty_chunks(kitty_codes(png, columns=12))
    first, *rest = chunks
    assert first[0] == {"a": "T", "f": "100", "q": "2", "c": "12", "m": "1"}, "transmit and show a PNG, no replies"
    assert [keys for keys, _ in rest] == [{"m": "1"}, {"m": "1"}, {"m": "0"}], "later chunks carry only m"
    assert all(len(payload) <= CHUNK for _, payload in chunks)
    assert all(len(payload) % 4 == 0 for _, payload in chunks[:-1])
    assert base64.standard_b64decode("".join(payload for _, payload in chunks)) == png


def test_iterm_code_carries_the_file_and_its_size() -> None:
    png = bytes(range(256)) * 3
    code = iterm_codes(png, columns=10, name="r3c1.png")
    match = re.fullmatch(r"\x1b\]1337;File=([^:]*):([A-Za-z0-9+/=]+)\x07", code)
    assert match is not None
    arguments = dict(pair.split("=", 1) for pair in match[1].split(";"))
    assert arguments == {"name": base64.standard_b64encode(b"r3c1.png").decode(), "size": str(len(png)),
                         "width": "10", "preserveAspectRatio": "1", "inline": "1"}
    assert base64.standard_b64decode(match[2]) == png


@pytest.mark.parametrize("environ", [{"TERM": "xterm-kitty"}, {"TERM_PROGRAM": "WezTerm"}])
def test_a_picture_shown_is_the_space_as_png(environ: dict[str, str]) -> None:
    space = np.full((60, 50, 3), 255, np.uint8)
    cv2.line(space, (25, 10), (25, 50), (20, 20, 20), 4)
    out = Terminal()
    assert show_picture(space, out, environ=environ)
    text = out.getvalue()
    assert text.endswith("\n")
    payload = "".join(p for _, p in kitty_chunks(text[:-1])) if "TERM" in environ else text.split(":", 1)[1][:-2]
    shown = cv2.imdecode(np.frombuffer(base64.standard_b64decode(payload), np.uint8), cv2.IMREAD_COLOR)
    assert np.array_equal(shown, space)
