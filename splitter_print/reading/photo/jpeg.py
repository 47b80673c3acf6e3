"""What a JPEG's header says, read without decoding: its size, and whether its picture ends.

Photos and the pictures inside scanner PDFs are both checked this way before any pixel is
made: a decompression bomb is refused from its frame header, a cut-off upload from its
missing end marker.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import Final

SOS: Final = 0xDA
"""JPEG's start-of-scan marker: the coded picture follows; the header ends here."""
EOI = b"\xff\xd9"
STANDALONE = frozenset({0x01, *range(0xD0, 0xD9)})
"""Markers with no length field after them (restart markers, the start of the image)."""
NOT_FRAMES = frozenset({0xC4, 0xC8, 0xCC})
"""Markers in the 0xC0-0xCF range that are not frame headers (Huffman and arithmetic tables)."""


def segments(data: bytes) -> Iterator[tuple[int, int]]:
    """``(marker, offset)`` of each header segment after the start-of-image marker, up to and
    including the start of the scan; it stops early where the bytes are not a marker.

    >>> list(segments(b"\\xff\\xd8\\xff\\xe0\\x00\\x04..\\xff\\xda\\x00\\x02"))
    [(224, 2), (218, 8)]
    """
    pos = 2
    while pos + 4 <= len(data) and data[pos] == 0xFF:
        marker = data[pos + 1]
        if marker == 0xFF:
            pos += 1
            continue
        yield marker, pos
        if marker == SOS:
            return
        pos += 2 if marker in STANDALONE else 2 + int.from_bytes(data[pos + 2:pos + 4], "big")


def jpeg_size(data: bytes) -> tuple[int, int] | None:
    """``(width, height)`` from a JPEG's frame header, or None when it has none.

    >>> jpeg_size(b"\\xff\\xd8\\xff\\xc0\\x00\\x11\\x08\\x01\\x2c\\x01\\x90" + bytes(12))
    (400, 300)
    """
    for marker, pos in segments(data):
        if 0xC0 <= marker <= 0xCF and marker not in NOT_FRAMES and pos + 9 <= len(data):
            height, width = struct.unpack(">HH", data[pos + 5:pos + 9])
            return width, height
    return None


def jpeg_complete(data: bytes) -> bool:
    """Whether the JPEG's main picture ends with its end-of-image marker.

    The header segments are walked to the first scan, so the EXIF thumbnail's own end marker
    does not count; data that phones append after the picture (motion photos) is allowed.

    >>> scan = b"\\xff\\xd8\\xff\\xda\\x00\\x02...."
    >>> jpeg_complete(scan + b"\\xff\\xd9"), jpeg_complete(scan)
    (True, False)
    """
    return any(marker == SOS and data.find(EOI, pos) >= 0 for marker, pos in segments(data))
