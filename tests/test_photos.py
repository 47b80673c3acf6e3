"""Scoring photos one at a time (:mod:`splitter_print.night.photos`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from splitter_print.errors import ExitStatus
from splitter_print.night.photos import scan_photos
from splitter_print.reading import scan
from splitter_testkit import paths

PHOTO = paths.examples() / "game_photo.jpg"


def test_a_photo_the_reader_fails_on_is_one_error_line_and_the_next_photo_is_still_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    failing = tmp_path / "failing.jpg"
    failing.write_bytes(PHOTO.read_bytes())
    read = scan.scan_photo

    def reader_with_a_bug(path: str, **options: object) -> object:
        if Path(path).name == failing.name:
            raise ZeroDivisionError("float division by zero")
        return read(path, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(scan, "scan_photo", reader_with_a_bug)
    run = scan_photos([str(failing), str(PHOTO)])
    first, second = run.photos
    assert str(first.error) == f"{first.file}: could not be read (ZeroDivisionError: float division by zero)"
    assert first.outcomes == () and second.error is None and len(second.outcomes) == 1
    assert run.exit_status is ExitStatus.PROBLEM
