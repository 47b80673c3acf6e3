"""What the fuzzers feed each text parser, and how a parser may answer.

Four parsers read text that users (or a photographed QR code) hand us: layouts
(:func:`~splitter_print.game.layout.parse_layout`), sheets (:func:`~splitter_print.game.sheet.parse_sheet`),
roll logs (:func:`~splitter_print.game.dice.parse_rolls`) and QR payloads
(:func:`~splitter_print.paper.identity.parse_identity`). Each may return a result or raise a
:class:`~splitter_print.errors.SplitterError`; anything else is a bug. :data:`TARGETS` runs one
parser on raw file bytes (decoded as the CLI decodes files) and checks what it returned.
``tests/test_fuzz.py`` drives them with hypothesis; ``bench/fuzz_bench.py`` runs them longer
(with atheris when it is installed).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable

from hypothesis import strategies as st

from splitter_print.errors import SplitterError
from splitter_print.game.dice import parse_rolls
from splitter_print.game.layout import load_layout, parse_layout
from splitter_print.game.sheet import parse_sheet
from splitter_print.game.textfile import decode_text
from splitter_print.paper.identity import identity_for, parse_identity
from splitter_testkit import paths

REPO = paths.repository()


# ---------------------------------------------------------------- the targets


def layout_target(text: str) -> None:
    layout = parse_layout(text, "fuzz.toml")
    assert layout.spaces and all(layout.mirror(cell) in layout.spaces for cell in layout.spaces)
    assert layout.stars <= layout.spaces and layout.hearts <= layout.spaces


def sheet_target(text: str) -> None:
    sheet = parse_sheet(text, source="fuzz.txt")
    assert parse_sheet(sheet.format(), sheet.layout) == sheet


def rolls_target(text: str) -> None:
    rolls = parse_rolls(text, "fuzz.txt")
    assert parse_rolls(" ".join(str(roll) for roll in rolls)) == rolls


def identity_target(text: str) -> None:
    assert parse_identity(text).encode() == text


TARGETS: dict[str, Callable[[str], None]] = {
    "layout": layout_target, "sheet": sheet_target, "rolls": rolls_target, "identity": identity_target}


def run_target(name: str, data: bytes | str) -> bool:
    """Feed one input to a parser: ``True`` when it was accepted, ``False`` when refused with
    the project's own error. Any other exception (or a failed check of the result) propagates."""
    try:
        text = data if isinstance(data, str) else decode_text(data, "fuzz", "a fuzzed file")
        TARGETS[name](text)
    except SplitterError:
        return False
    return True


# ---------------------------------------------------------------- good inputs to start from


def seeds() -> dict[str, list[str]]:
    """Valid inputs of each kind, for mutating (and as atheris's starting corpus)."""
    examples = REPO / "examples"
    identities = [identity_for(load_layout(name), serial).encode() for name in "AB" for serial in (0, 17, 999_999_999)]
    return {
        "layout": [path.read_text(encoding="utf-8") for path in sorted((REPO / "layouts").glob("*.toml"))],
        "sheet": [path.read_text(encoding="utf-8") for path in sorted(examples.glob("*"))
                  if path.suffix in (".txt", ".json") and path.name != "rolls.txt"],
        "rolls": [(examples / "rolls.txt").read_text(encoding="utf-8"), "4 1\n6 6 # doubles\n", "41,54,33"],
        "identity": identities,
    }


# ---------------------------------------------------------------- hypothesis strategies

ODD_CHARS = "\t\r\n \u00a0\ufeff\u0663\u00b2#.-*h[]{}\"'=,:\\\x00\u202e"
"""Characters parsers trip over: odd spaces, a BOM, non-ASCII digits, TOML/JSON syntax, NUL."""


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> str:
    """A valid input of ``kind`` with a few characters inserted, deleted, replaced or lines
    duplicated/dropped."""
    text = draw(st.sampled_from(seeds()[kind]))
    alphabet = st.one_of(st.sampled_from(ODD_CHARS + "0123456789ABCDEFSPL"), st.characters())
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace", "line"]))
        if action == "insert":
            text = text[:at] + draw(alphabet) + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 8)):]
        elif action == "replace":
            text = text[:at] + draw(alphabet) + text[at + 1:]
        else:
            lines = text.split("\n")
            index = draw(st.integers(0, len(lines) - 1))
            lines.insert(index, lines[index]) if draw(st.booleans()) else lines.pop(index)
            text = "\n".join(lines)
    return text


def toml_value(value: object) -> str:
    """``value`` written as TOML (strings in JSON's escapes, which TOML mostly shares)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf") if math.isinf(value) else repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return json.dumps(value) if isinstance(value, str) else str(value)


VALUES = st.recursive(st.one_of(st.integers(-2**70, 2**70), st.booleans(), st.floats(), st.text(max_size=12)),
                      lambda inner: st.lists(inner, max_size=4), max_leaves=12)


@st.composite
def layout_texts(draw: st.DrawFn) -> str:
    """A layout file built from random parts: a pattern of pad characters (often mirrored),
    optional keys with values of any type."""
    width = draw(st.integers(0, 9))
    rows = []
    for _ in range(draw(st.integers(0, 9))):
        half = draw(st.text(alphabet="#*h.", min_size=width, max_size=width))
        row = half + half[::-1] if draw(st.integers(0, 4)) else draw(st.text(alphabet="#*h. x", max_size=2 * width + 1))
        rows.append(row)
    keys = {"name": draw(st.one_of(st.text(max_size=8), VALUES)), "pattern": "\n" + "\n".join(rows) + "\n"}
    for key in draw(st.sets(st.sampled_from(["title", "notes", "heart_bonus", "stars", "hearts", "x"]))):
        keys[key] = draw(st.one_of(VALUES, st.lists(st.lists(st.integers(-2, 12), max_size=3), max_size=4)))
    return "\n".join(f"{key} = {toml_value(value)}" for key, value in keys.items())


@st.composite
def sheet_texts(draw: st.DrawFn) -> str:
    """A text grid of sheet characters (sometimes exactly a shipped pad's shape), or a JSON form
    with values of any type."""
    if draw(st.booleans()):
        pad = draw(st.sampled_from(["A", "B"]))
        rows = ["".join("." if ch == "." else draw(st.sampled_from("123456-")) for ch in row)
                for row in load_layout(pad).blank_grid]
        if draw(st.booleans()):
            grid = draw(st.one_of(st.just(rows), st.lists(st.one_of(st.text(max_size=9), VALUES), max_size=8)))
            board = draw(st.one_of(st.sampled_from(["A", "B", "a", "C", ""]), VALUES))
            return json.dumps({"board": board, "grid": grid})
        return "\n".join(rows)
    return "\n".join(draw(st.lists(st.text(alphabet="123456-.# x\t", max_size=10), max_size=10)))


ROLL_TEXTS = st.text(alphabet="0123456789 ,;\t\n#-\u0663\u00b2", max_size=80)
IDENTITY_TEXTS = st.one_of(
    st.from_regex(r"SPL:[0-9]{1,4}:[A-Z0-9]{0,13}:[0-9A-Fa-f]{7,9}:[0-9]{1,11}", fullmatch=True),
    st.text(max_size=80))

STRATEGIES: dict[str, st.SearchStrategy[str]] = {
    "layout": st.one_of(layout_texts(), mutated("layout"), st.text()),
    "sheet": st.one_of(sheet_texts(), mutated("sheet"), st.text()),
    "rolls": st.one_of(ROLL_TEXTS, mutated("rolls"), st.text()),
    "identity": st.one_of(IDENTITY_TEXTS, mutated("identity")),
}
