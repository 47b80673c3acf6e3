"""Made game-night photos read by the model, for the tests of reading with the rolls.

The nights' handwriting is held-out MNIST and Semeion from ../shared/data; tests that need it
skip with a reason when it is absent.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from splitter_print.reading.result import SheetReading
from splitter_print.reading.scan import scan_photo
from splitter_testkit import synth
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

needs_writers = pytest.mark.skipif(not (synth.DATA_DIR / "mnist-t10k").is_dir(), reason="../shared/data is absent")


def read_made(folder: Path, specs: Sequence[PhotoSpec]) -> list[tuple[SheetReading, SyntheticPhoto]]:
    """Each spec photographed into ``folder`` and read by the model: its reading and the made photo."""
    read = []
    for index, spec in enumerate(specs):
        made = make_photo(spec)
        (folder / f"p{index}.jpg").write_bytes(made.jpeg)
        read.append((scan_photo(str(folder / f"p{index}.jpg"), engine="model")[0], made))
    return read
