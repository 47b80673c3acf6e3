"""The pads' Korean font for the page, as browsers take it: the Korean page is drawn with it on
a phone or laptop that has no Korean font of its own.

Browsers check a web font before they use it (Chromium's and Firefox's OpenType sanitiser) and
refuse a whole font for one table they do not accept: Nanum Gothic carries the empty source
tables of the tool it was hinted with (``TSI0``-``TSI5``), which printing ignores and Chromium
refuses (``TSI3: zero-length table``). :func:`for_browsers` leaves them out.
"""

from __future__ import annotations

import struct
from functools import cache

from splitter_print.assets import asset_dir

WEB_FONTS = ("NanumGothic.ttf", "NanumGothicBold.ttf")
"""The shipped fonts the page may ask for (Korean; every other language is in a phone's own fonts)."""
CHECKSUM_MAGIC = 0xB1B0AFBA
"""What an OpenType font's checksum comes to with ``head.checkSumAdjustment`` in place."""


def _checksum(data: bytes) -> int:
    """The OpenType checksum of ``data``: its big-endian 32-bit words summed, modulo 2**32."""
    padded = data + b"\0" * (-len(data) % 4)
    return int(sum(struct.unpack(f">{len(padded) // 4}I", padded))) & 0xFFFFFFFF


def for_browsers(font: bytes) -> bytes:
    """``font`` (a TrueType file) without its empty tables and hinting-tool source tables
    (``TSI*``), the table directory and the font's checksum made again.

    >>> head = bytes(54)
    >>> tiny = struct.pack(">IHHHH", 0x10000, 2, 32, 1, 0) + struct.pack(">4sIII", b"TSI3", 0, 44, 0)
    >>> tiny += struct.pack(">4sIII", b"head", _checksum(head), 44, 54) + head
    >>> cleaned = for_browsers(tiny)
    >>> struct.unpack(">H", cleaned[4:6])[0], cleaned[12:16], len(cleaned), _checksum(cleaned) == CHECKSUM_MAGIC
    (1, b'head', 84, True)
    """
    count = struct.unpack(">H", font[4:6])[0]
    tables = []
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", font[12 + 16 * index:28 + 16 * index])
        if length and not tag.startswith(b"TSI"):
            tables.append((tag, font[offset:offset + length]))
    power = 1 << (len(tables).bit_length() - 1)
    header = struct.pack(">IHHHH", struct.unpack(">I", font[:4])[0], len(tables), power * 16,
                         power.bit_length() - 1, len(tables) * 16 - power * 16)
    records, body, head = b"", b"", None
    for tag, data in tables:
        at = 12 + 16 * len(tables) + len(body)
        if tag == b"head":
            data, head = data[:8] + bytes(4) + data[12:], at
        records += struct.pack(">4sIII", tag, _checksum(data), at, len(data))
        body += data + bytes(-len(data) % 4)
    cleaned = bytearray(header + records + body)
    if head is not None:
        struct.pack_into(">I", cleaned, head + 8, (CHECKSUM_MAGIC - _checksum(bytes(cleaned))) & 0xFFFFFFFF)
    return bytes(cleaned)


@cache
def web_font(name: str) -> bytes:
    """One of :data:`WEB_FONTS`, ready for browsers (made once per server)."""
    return for_browsers((asset_dir("fonts") / name).read_bytes())
