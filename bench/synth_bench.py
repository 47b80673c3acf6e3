"""The photo maker: how fast it makes photos, and how readable the handwriting it writes stays.

Readability is measured apart from finding the sheet: every space is cut through the TRUE
homography of a clean, straight photo and read by the trained digit model, beside the model's
own accuracy on the raw held-out digits (models/digits.json). A large gap would mean the pen
redrawing damages digits and the reader's benchmarks would blame the reader for it.

Prints figures, asserts nothing. Run: ``.venv/bin/python bench/synth_bench.py [--photos 20]``.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.recognise.engines import get_engine
from splitter_testkit.synth import INKS, PhotoSpec, SyntheticPhoto, make_photo

MODEL_CARD = Path(__file__).resolve().parents[1] / "splitter_print" / "models" / "digits.json"
CLEAN = {"megapixels": 4.0, "rotation": 0.0, "tilt": 0.0, "curl": 0.0, "light": 0.0, "shadow": False,
         "blur": 0.0, "noise": 0.0, "jpeg_quality": 95, "coverage": 0.85}


def seconds_per_photo(megapixels: float, count: int) -> tuple[float, float]:
    """Wall and CPU seconds per photo (CPU counts every thread; wall suffers on a busy machine)."""
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(count):
        make_photo(PhotoSpec(seed=seed, megapixels=megapixels))
    return (time.perf_counter() - wall) / count, (time.process_time() - cpu) / count


def read_right(photo: SyntheticPhoto, engine: object) -> tuple[int, int]:
    """(digits read right, digits written) with the spaces cut through the true homography."""
    geometry = sheet_geometry(photo.layout)
    readings = cells.read_cells(cells.rectify(photo.image, photo.homography_truth, geometry), geometry)
    written = list(photo.truth.values)
    probs = engine.classify([readings[cell].image for cell in written])  # type: ignore[attr-defined]
    right = sum(CLASSES[int(p.argmax())] == str(photo.truth.values[cell]) for cell, p in zip(written, probs))
    return right, len(written)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--photos", type=int, default=20, help="clean photos per pad and ink")
    args = parser.parse_args()
    make_photo(PhotoSpec(seed=0, megapixels=2.0))
    for megapixels in (2.0, 7.0, 12.0):
        wall, cpu = seconds_per_photo(megapixels, 5)
        print(f"{megapixels:4.0f} MP: {wall * 1000:6.0f} ms per photo ({cpu * 1000:.0f} ms CPU)")
    engine = get_engine("model")
    card = json.loads(MODEL_CARD.read_text())["measured"]
    print("model on raw held-out digits 1-6: "
          + ", ".join(f"{name} {figures['accuracy']:.1%}" for name, figures in card.items()))
    for ink in INKS:
        right = total = 0
        for board in "AB":
            for seed in range(args.photos):
                spec = PhotoSpec(seed=500 + seed, board=board, ink=ink, **CLEAN)  # type: ignore[arg-type]
                r, t = read_right(make_photo(spec), engine)
                right, total = right + r, total + t
        print(f"written in {ink:6}: {right / total:.1%} of {total} digits read right through the true homography")


if __name__ == "__main__":
    main()
