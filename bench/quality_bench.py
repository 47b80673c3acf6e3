"""The curves the quality gate's levels are chosen from: digits read right against each measure
of a sheet's photo (``reading.quality``), on made photos of held-out writers.

Photos of pads A and B (our colour and mono pads, the publisher's look-alike), blurred from
sharp to far past reading, at 2-12 MP and JPEG qualities the photo maker draws, are scanned
with the quality gate's measures; each sheet's digits are compared with the truth. Printed:
per band of blur (sheet mm) and of space size (px), the sheets, the share of digits right, the
doubtful spaces per sheet and the wrong digits left unflagged; then the gate's verdicts, and
per band of the whole photo's blur (``frame_blur_mm``, the level for photos in which no sheet
is found) the photos, the sheets found, those read, and what the others were told.

    .venv/bin/python bench/quality_bench.py                    # 90 photos
    .venv/bin/python bench/quality_bench.py --count 240 --first-seed 137000
"""

from __future__ import annotations

import argparse
import itertools
import tempfile
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.game.layout import load_layout
from splitter_print.reading.photo.quality import GATE, frame_blur_mm, pattern_sides
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, make_photo

STYLES = ("colour", "mono", "official")
BLUR_BANDS = (0.0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.2, 1.5, 2.0, 9.9)
FRAME_BANDS = (0.0, 0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 9.9)
PATTERNS = pattern_sides([load_layout(name) for name in "AB"])
SPACE_BANDS = (0.0, 16.0, 20.0, 26.0, 35.0, 50.0, 999.0)


@dataclass(frozen=True)
class Measured:
    """One sheet: its measures, how it read, and whether the gate sent it back."""

    blur_mm: float
    space_px: float
    written: int
    right: int
    doubts: int
    silent: int
    retake: bool


@dataclass(frozen=True)
class Photo:
    """One photo: its whole blur, whether its sheet was found and read, what it was told if not found."""

    frame_blur_mm: float
    found: bool
    read: bool
    told: str


def measured(count: int, first_seed: int) -> tuple[list[Measured], list[Photo]]:
    """The sheets read, and every photo."""
    rows, photos = [], []
    with tempfile.TemporaryDirectory() as temp:
        for k in range(count):
            seed = first_seed + k
            blur = float(np.random.default_rng(seed).uniform(0.0, 12.0))
            shot = make_photo(PhotoSpec(seed=seed, board="AB"[k % 2], style=STYLES[k % 3], blur=blur))
            path = Path(temp) / "photo.jpg"
            path.write_bytes(shot.jpeg)
            frame = frame_blur_mm(cv2.imdecode(np.frombuffer(shot.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE), PATTERNS)
            try:
                readings = scan_photo(path)
            except SplitterError as err:
                told = str(err.message.fields.get("problem", err.message)).split(" (")[0].split(":")[0]
                photos.append(Photo(frame, False, False, told))
                continue
            photos.append(Photo(frame, True, any(r.retake is None for r in readings), ""))
            [truth] = shot.sheets
            for reading in readings:
                if reading.layout != truth.layout or reading.quality is None:
                    continue
                cells = [c for c in truth.layout.cells if truth.sheet.value(c) is not None]
                wrong = [c for c in cells if reading.sheet.value(c) != truth.sheet.value(c)]
                rows.append(Measured(reading.quality.blur_mm, reading.quality.space_px, len(cells),
                                     len(cells) - len(wrong), len(reading.uncertain),
                                     sum(c not in reading.uncertain for c in wrong), reading.retake is not None))
                break
    return rows, photos


def table(rows: list[Measured], key: str, bands: tuple[float, ...], unit: str) -> None:
    print(f"| {key} ({unit}) | sheets | digits right | doubts a sheet | wrong unflagged | sent back |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for low, high in itertools.pairwise(bands):
        band = [r for r in rows if low <= getattr(r, key) < high]
        if not band:
            continue
        written = sum(r.written for r in band)
        right = sum(r.right for r in band) / written if written else 1.0
        print(f"| {low:g}-{high:g} | {len(band)} | {right:.1%} | {np.mean([r.doubts for r in band]):.1f} |"
              f" {sum(r.silent for r in band)} | {sum(r.retake for r in band)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=90, help="photos (default 90)")
    parser.add_argument("--first-seed", type=int, default=136_000)
    args = parser.parse_args()
    rows, photos = measured(args.count, args.first_seed)
    table(rows, "blur_mm", BLUR_BANDS, "mm")
    print()
    table(rows, "space_px", SPACE_BANDS, "px")
    kept = [r for r in rows if not r.retake]
    sent = [r for r in rows if r.retake]
    for name, group in (("read", kept), ("sent back", sent)):
        written = sum(r.written for r in group)
        share = sum(r.right for r in group) / written if written else 1.0
        print(f"\n{name}: {len(group)} sheets, {share:.1%} of digits right, "
              f"{np.mean([r.doubts for r in group]) if group else 0:.1f} doubts a sheet, "
              f"{sum(r.silent for r in group)} wrong unflagged (gate: blur over {GATE.max_blur_mm} mm)")
    print("\n| photo blur (mm, frame) | photos | sheet found | read | not found: too blurred | not found: no sheet |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for low, high in itertools.pairwise(FRAME_BANDS):
        band = [p for p in photos if low <= p.frame_blur_mm < high]
        if band:
            blurred = sum(p.told.startswith("too blurred") for p in band if not p.found)
            print(f"| {low:g}-{high:g} | {len(band)} | {sum(p.found for p in band)} | {sum(p.read for p in band)} |"
                  f" {blurred} | {sum(not p.found for p in band) - blurred} |")
    print(f"(level: photo blur over {GATE.max_frame_blur_mm} mm with no sheet found is told too blurred)")


if __name__ == "__main__":
    main()
