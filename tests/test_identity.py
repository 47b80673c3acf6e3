"""Sheet identities: the QR payload round-trips and the parser refuses everything else."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from splitter_print.game.layout import load_layout, parse_layout
from splitter_print.paper.geometry import FORMAT_VERSION
from splitter_print.paper.identity import (
    IdentityError,
    SheetIdentity,
    identity_for,
    pad_label,
    parse_identity,
)

QR_ALPHANUMERIC = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")

identities = st.builds(
    SheetIdentity,
    pad=st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", min_size=1, max_size=12),
    fingerprint=st.text("0123456789abcdef", min_size=8, max_size=8),
    serial=st.integers(0, 999_999_999),
)


def test_pad_a_sheet_encodes_name_hash_serial_and_version() -> None:
    layout = load_layout("A")
    text = identity_for(layout, serial=42).encode()
    assert text == f"SPL:{FORMAT_VERSION}:A:{layout.fingerprint.upper()}:42"


@given(identities)
def test_every_identity_round_trips_through_its_payload(ident: SheetIdentity) -> None:
    assert parse_identity(ident.encode()) == ident


@given(identities)
def test_payload_uses_qr_alphanumeric_characters_and_fits_a_version_2_code(ident: SheetIdentity) -> None:
    text = ident.encode()
    assert set(text) <= QR_ALPHANUMERIC
    assert len(text) <= 38  # version 2, error correction M, alphanumeric mode


def test_identity_matches_only_its_own_layout() -> None:
    ident = identity_for(load_layout("B"), 3)
    assert ident.matches(load_layout("B"))
    assert not ident.matches(load_layout("A"))


def test_custom_layout_names_become_short_uppercase_labels() -> None:
    layout = parse_layout("name = 'my pad #2'\npattern = '*##*'")
    assert identity_for(layout).pad == "MYPAD2"
    assert pad_label("żółw") == "W"
    assert pad_label("ąę") == "X"
    assert pad_label("a" * 40) == "A" * 12


@pytest.mark.parametrize("text", [
    "", "SPL", "https://example.com/pad", "/etc/passwd", "../../SPL:1:A:3F2A9C01:1",
    "SPL:1:A:3F2A9C01:1\n", " SPL:1:A:3F2A9C01:1", "spl:1:a:3f2a9c01:1", "SPL:1:A:3F2A9C0:1",
    "SPL:1:A:3F2A9C01:", "SPL:1:A:3F2A9C01:-1", "SPL:1:A:3F2A9C01:01", "SPL:1::3F2A9C01:1",
    "SPL:1:ABCDEFGHIJKLM:3F2A9C01:1", "SPL:1:A:3F2A9C01:1234567890", "SPL:1:A:3F2A9C01:1:extra",
    "SPL:01:A:3F2A9C01:1", "SPL:1:A:3F2A9C01:١٢", "SPL:1:A:3F2A9C01:" + "9" * 100,
])
def test_anything_but_an_exact_payload_is_refused(text: str) -> None:
    with pytest.raises(IdentityError):
        parse_identity(text)


def test_another_format_version_is_refused_with_the_version_named() -> None:
    with pytest.raises(IdentityError, match=f"version {FORMAT_VERSION + 1}"):
        parse_identity(f"SPL:{FORMAT_VERSION + 1}:A:3F2A9C01:1")


def test_oversized_text_is_refused_before_matching() -> None:
    with pytest.raises(IdentityError, match="too long"):
        parse_identity("SPL:1:A:3F2A9C01:1" + "0" * 10_000)


@given(st.one_of(st.text(max_size=80), st.binary(max_size=80).map(lambda b: b.decode("latin-1"))))
def test_parser_either_returns_an_identity_that_re_encodes_exactly_or_raises_identity_error(text: str) -> None:
    try:
        ident = parse_identity(text)
    except IdentityError:
        return
    assert ident.encode() == text


@given(identities, st.integers(0, 30), st.characters())
def test_one_changed_character_never_parses_as_a_different_identity_silently(
        ident: SheetIdentity, position: int, char: str) -> None:
    text = ident.encode()
    index = position % len(text)
    mutated = text[:index] + char + text[index + 1:]
    try:
        parsed = parse_identity(mutated)
    except IdentityError:
        return
    assert parsed.encode() == mutated


@pytest.mark.parametrize("kwargs", [
    {"pad": "a", "fingerprint": "3f2a9c01"}, {"pad": "", "fingerprint": "3f2a9c01"},
    {"pad": "A", "fingerprint": "3F2A9C01"}, {"pad": "A", "fingerprint": "3f2a9c01", "serial": -1},
    {"pad": "A", "fingerprint": "3f2a9c01", "serial": 10**9},
])
def test_identities_that_could_not_be_printed_are_refused(kwargs: dict) -> None:
    with pytest.raises(IdentityError):
        SheetIdentity(**kwargs)
