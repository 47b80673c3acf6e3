"""The JPEG header walk: sizes and complete pictures, from real encoder output and hand-made headers."""

from __future__ import annotations

import cv2
import numpy as np

from splitter_print.reading.photo.jpeg import jpeg_complete, jpeg_size, segments


def encoded(width: int, height: int, **params: int) -> bytes:
    flags = [item for pair in params.items() for item in (getattr(cv2, pair[0]), pair[1])]
    ok, data = cv2.imencode(".jpg", np.full((height, width, 3), 128, np.uint8), flags)
    assert ok
    return data.tobytes()


def test_size_of_an_encoded_photo_is_its_width_and_height() -> None:
    assert jpeg_size(encoded(321, 123)) == (321, 123)


def test_size_of_a_progressive_jpeg_is_read_from_its_frame() -> None:
    assert jpeg_size(encoded(200, 90, IMWRITE_JPEG_PROGRESSIVE=1)) == (200, 90)


def test_huffman_tables_before_the_frame_are_not_taken_for_it() -> None:
    table = b"\xff\xc4\x00\x05\x00\x01\x02"
    frame = b"\xff\xc0\x00\x11\x08\x00\x0a\x00\x14" + bytes(8)
    assert jpeg_size(b"\xff\xd8" + table + frame) == (20, 10)


def test_fill_bytes_and_restart_markers_are_stepped_over() -> None:
    data = b"\xff\xd8\xff\xff\xd0\xff\xda\x00\x02"
    assert list(segments(data)) == [(0xD0, 3), (0xDA, 5)]


def test_no_frame_header_gives_no_size() -> None:
    assert jpeg_size(b"\xff\xd8\xff\xda\x00\x02" + bytes(20)) is None
    assert jpeg_size(b"not a jpeg at all") is None


def test_an_encoded_photo_is_complete_and_its_cut_copy_is_not() -> None:
    data = encoded(64, 64)
    assert jpeg_complete(data)
    assert not jpeg_complete(data[: len(data) // 2])


def test_a_thumbnails_end_marker_in_the_header_does_not_make_a_cut_photo_complete() -> None:
    thumbnail = b"\xff\xd8....\xff\xd9"
    app1 = b"\xff\xe1" + (2 + len(thumbnail)).to_bytes(2, "big") + thumbnail
    scan = b"\xff\xda\x00\x02" + b"coded picture, cut off"
    assert not jpeg_complete(b"\xff\xd8" + app1 + scan)
    assert jpeg_complete(b"\xff\xd8" + app1 + scan + b"\xff\xd9")


def test_bytes_after_the_end_marker_are_allowed() -> None:
    assert jpeg_complete(encoded(64, 64) + b"motion photo video follows")
