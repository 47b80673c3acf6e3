"""Which way up ``splitter scan`` places a sheet when the print's cues are weak.

Made photos of pads A and B (our colour and mono pads, the publisher's look-alike) turned every
way (about 0, 90, 180 and 270 degrees); with ``weak`` cues, everything of the sheet outside its
pattern of spaces (our panel, markers and QR code; the publisher's panel and card) is painted over
with paper grey, so that only the grid and the writing are left to say which way up it lies.
Each photo is written as a JPEG and scanned; the placing is ``right`` when every space lies
within 1.5 mm, ``turned`` when it is right but for a half turn, else ``off`` or ``missed``.

    .venv/bin/python bench/orientation_bench.py               # 8 photos per pad, style and cue
    .venv/bin/python bench/orientation_bench.py --count 24 --first-seed 131000
    .venv/bin/python bench/orientation_bench.py --curve       # what the writing says of the way up
    .venv/bin/python bench/orientation_bench.py --megapixels 2 --jpeg 60   # small, coarse photos

``--curve`` reads each photo's sheet under its true placing and turned half round (no search)
and prints the share of written spaces left in doubt either way: the measure by which the
reader judges the way up (``reading.scan.WayUpTuning``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.reading.recognise.engines import get_engine
from splitter_print.reading.scan import doubt_share, half_turned, read_located, scan_photo
from splitter_testkit.cues import weakened
from splitter_testkit.placing import worst_space_error_mm
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

STYLES = ("colour", "mono", "official")
CUES = ("print", "weak")


def verdict(shot: SyntheticPhoto, image: np.ndarray, folder: Path, quality: int) -> str:
    path = folder / "photo.jpg"
    path.write_bytes(cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])[1].tobytes())
    try:
        readings = scan_photo(path)
    except SplitterError:
        return "missed"
    [truth] = shot.sheets
    for reading in readings:
        placed = reading.evidence.homography
        if reading.layout != truth.layout or placed is None:
            continue
        if worst_space_error_mm(placed, truth.homography, truth.layout) < 1.5:
            return "right"
        if worst_space_error_mm(placed, half_turned(truth.homography, truth.layout), truth.layout) < 1.5:
            return "turned"
        return "off"
    return "missed"


def photos(args: argparse.Namespace) -> list[tuple[str, str, int, float, SyntheticPhoto]]:
    """The bench's photos: pad, style, seed, rotation and the photo, every pad and style in turn."""
    made = []
    for board in args.boards:
        for style in STYLES:
            for k in range(args.count):
                seed = args.first_seed + k
                rotation = 90.0 * (k % 4) + float(np.random.default_rng(seed).uniform(-10, 10))
                made.append((board, style, seed, rotation, make_photo(PhotoSpec(
                    seed=seed, board=board, style=style, rotation=rotation, megapixels=args.megapixels,
                    fill=(1.0, 0.5, 0.2)[k % 3], blur=(0.5, 1.5, 2.5)[k % 3], jpeg_quality=args.jpeg))))
    return made


def curve(args: argparse.Namespace) -> None:
    engine = get_engine("model")
    print("| pad | style | seed | written | in doubt upright | in doubt turned |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for board, style, seed, _, shot in photos(args):
        [truth] = shot.sheets
        image = cv2.imdecode(np.frombuffer(shot.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
        upright, turned = (read_located(image, [h], truth.layout, engine).decoded
                           for h in (truth.homography, half_turned(truth.homography, truth.layout)))
        written = sum(upright.sheet.value(cell) is not None for cell in truth.layout.cells)
        print(f"| {board} | {style} | {seed} | {written} | {doubt_share(upright, truth.layout):.2f} |"
              f" {doubt_share(turned, truth.layout):.2f} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=8, help="photos per pad, style and cue (default 8)")
    parser.add_argument("--first-seed", type=int, default=131_000)
    parser.add_argument("--boards", default="AB")
    parser.add_argument("--megapixels", type=float, default=3.0, help="the photos' size (default 3)")
    parser.add_argument("--jpeg", type=int, default=90, help="the JPEG quality the photos are saved at (default 90)")
    parser.add_argument("--curve", action="store_true", help="the doubt shares upright and turned, no search")
    args = parser.parse_args()
    if args.curve:
        curve(args)
        return
    tally: dict[tuple[str, str, str], Counter[str]] = {}
    with tempfile.TemporaryDirectory() as temp:
        for board, style, seed, rotation, shot in photos(args):
            for cue in CUES:
                image = shot.image if cue == "print" else weakened(shot, style)
                result = verdict(shot, image, Path(temp), args.jpeg)
                tally.setdefault((board, style, cue), Counter())[result] += 1
                if result != "right":
                    print(f"  {board} {style} {cue} seed {seed} rotation {rotation:.0f}: {result}",
                          file=sys.stderr, flush=True)
    print("| pad | style | cues | right | turned | off | missed |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: |")
    for (board, style, cue), counts in tally.items():
        print(f"| {board} | {style} | {cue} | {counts['right']} | {counts['turned']} | {counts['off']} |"
              f" {counts['missed']} |")


if __name__ == "__main__":
    main()
