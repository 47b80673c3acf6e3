"""Write a seeded set of synthetic phone photos and their truth to a folder.

    .venv/bin/python tools/make_photos.py OUT_DIR [--board A] [--count 20] [--seed 0] [--debug DIR]

Each photo is ``OUT_DIR/BOARD-SEED.jpg`` (the exact JPEG bytes the reader would get from a
phone) beside ``BOARD-SEED.json``: the spec, the written sheet(s) and the homography from
sheet millimetres to photo pixels. The mix is :func:`splitter_testkit.synth.photo_set`.
``--debug DIR`` keeps a picture of every step of every photo in ``DIR/BOARD-SEED/``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from splitter_print.atomic import write_atomic
from splitter_print.reading.debug import DebugSink
from splitter_testkit.synth import make_photo, photo_set


def write_photos(folder: Path, board: str, count: int, first_seed: int, debug: Path | None = None) -> list[Path]:
    """Make the photos and write them with their truth; returns the JPEG paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for spec in photo_set(board, count, first_seed):
        name = f"{spec.layout.name}-{spec.seed:04d}"
        photo = make_photo(spec, DebugSink(debug / name if debug else None))
        stem = folder / name
        write_atomic(stem.with_suffix(".jpg"), photo.jpeg)
        write_atomic(stem.with_suffix(".json"), json.dumps(photo.to_json(), indent=1) + "\n")
        written.append(stem.with_suffix(".jpg"))
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--board", default="A")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0, help="seed of the first photo; the others follow")
    parser.add_argument("--debug", type=Path, help="keep a picture of every step in this folder")
    args = parser.parse_args()
    for path in write_photos(args.folder, args.board, args.count, args.seed, args.debug):
        print(path)


if __name__ == "__main__":
    main()
