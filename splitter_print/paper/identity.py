"""Who a printed sheet is: the short text its QR code carries, and the strict parser for it.

The payload names the pad, the hash of its layout (:attr:`Layout.fingerprint`), the sheet's
serial number and the printed design's format version, in QR "alphanumeric" characters only
(``0-9 A-Z :``) so that a small version-1 or version-2 code holds it:

>>> ident = SheetIdentity(pad="A", fingerprint="3f2a9c01", serial=17)
>>> ident.encode()
'SPL:1:A:3F2A9C01:17'
>>> parse_identity("SPL:1:A:3F2A9C01:17") == ident
True

A photo may show any QR code (a menu, a ticket), so :func:`parse_identity` accepts nothing but
this exact shape and raises :class:`IdentityError` for everything else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import FORMAT_VERSION

PREFIX = "SPL"
PDF_CREATOR = "splitter_print"
"""How our printed PDFs begin their Creator entry, so that a pad printed here and passed off
as a scan is known for what it is."""
MAX_PAD_CHARS = 12
MAX_SERIAL = 999_999_999
MAX_PAYLOAD_CHARS = 64
"""Longer texts are refused before any parsing; a real payload is at most 39 characters."""

_PAYLOAD = re.compile(r"SPL:(0|[1-9][0-9]{0,2}):([A-Z0-9]{1,12}):([0-9A-F]{8}):(0|[1-9][0-9]{0,8})")
_PAD_NAME = re.compile(r"[A-Z0-9]{1,12}")
_FINGERPRINT = re.compile(r"[0-9a-f]{8}")


class IdentityError(SplitterError):
    """A QR payload that is not a sheet identity written by this program (or this version)."""


@dataclass(frozen=True)
class SheetIdentity:
    """What a sheet's QR code says: pad name, layout hash, serial number and format version.

    ``pad`` is a label (uppercase letters and digits, see :func:`pad_label`); ``fingerprint``
    is the 8 lowercase hex digits of :attr:`Layout.fingerprint` and is what identifies the
    layout exactly.
    """

    pad: str
    fingerprint: str
    serial: int = 0
    version: int = FORMAT_VERSION

    def __post_init__(self) -> None:
        if not _PAD_NAME.fullmatch(self.pad):
            raise IdentityError("pad label {pad!r} must be 1-{most} characters A-Z or 0-9", pad=self.pad,
                                most=MAX_PAD_CHARS)
        if not _FINGERPRINT.fullmatch(self.fingerprint):
            raise IdentityError("layout fingerprint {fingerprint!r} must be 8 lowercase hex digits",
                                fingerprint=self.fingerprint)
        if not 0 <= self.serial <= MAX_SERIAL:
            raise IdentityError("sheet serial {serial} must be between 0 and {most}", serial=self.serial,
                                most=MAX_SERIAL)
        if not 0 <= self.version <= 999:
            raise IdentityError("format version {version} must be between 0 and 999", version=self.version)

    def encode(self) -> str:
        """The QR payload: ``SPL:<version>:<pad>:<FINGERPRINT>:<serial>``."""
        return f"{PREFIX}:{self.version}:{self.pad}:{self.fingerprint.upper()}:{self.serial}"

    def matches(self, layout: Layout) -> bool:
        """Whether this sheet was printed from exactly ``layout``."""
        return self.fingerprint == layout.fingerprint


def pad_label(name: str) -> str:
    """A layout's name as the QR code spells it: uppercase letters and digits, at most 12.

    >>> pad_label("my pad #2"), pad_label("Ö")
    ('MYPAD2', 'X')
    """
    label = "".join(ch for ch in name.upper() if ch.isascii() and ch.isalnum())[:MAX_PAD_CHARS]
    return label or "X"


def identity_for(layout: Layout, serial: int = 0) -> SheetIdentity:
    """The identity printed on sheet number ``serial`` of ``layout``."""
    return SheetIdentity(pad_label(layout.name), layout.fingerprint, serial)


def parse_identity(text: str) -> SheetIdentity:
    """Read a QR payload back; anything but a payload of this format version is refused.

    >>> parse_identity("SPL:1:B:0A1B2C3D:0").pad
    'B'
    >>> parse_identity("https://example.com")
    Traceback (most recent call last):
    ...
    splitter_print.paper.identity.IdentityError: QR code is not a splitter sheet identity
    """
    if not isinstance(text, str):
        raise IdentityError("QR code is not a splitter sheet identity")
    if len(text) > MAX_PAYLOAD_CHARS:
        raise IdentityError("QR code text is too long ({count} characters) for a sheet identity", count=len(text))
    found = _PAYLOAD.fullmatch(text)
    if found is None:
        raise IdentityError("QR code is not a splitter sheet identity")
    version, pad, fingerprint, serial = found.groups()
    if int(version) != FORMAT_VERSION:
        raise IdentityError("sheet was printed with design version {version}; this program reads version {ours}",
                            version=int(version), ours=FORMAT_VERSION)
    return SheetIdentity(pad, fingerprint.lower(), int(serial), int(version))
