"""Cut the spaces of made phone photos into model cells, with the truth of each: the digit
model's training and evaluation data "as the reader sees it".

    .venv/bin/python tools/photo_cells.py --digits training --photos 600 --out build/cells-train.npz

Every photo is made by the photo maker (``splitter_testkit.synth``) from ``--digits`` handwriting,
then cut by the reader's own step (:func:`~splitter_print.reading.scan.cut_sheet` on the photo
decoded in grey, as ``scan`` decodes it, under the photo's true homography), so the cells carry
everything between a pencil and the network: pen redrawing, paper, light, blur, JPEG, the
smoothing of small publisher's cards, outline removal and normalisation. Kept: every space the
cutter calls written (its true class, "empty" when nothing was written there, i.e. clutter).
Written spaces the cutter misses are counted, not kept: no model can read them.

The sources never cross: ``training`` / ``training-mnist`` write with the digits the model
trains on, ``validation`` with the calibration digits, ``shared`` with the held-out writers
that benchmarks use, ``semeion`` with every Semeion writer (for the model trained without
them), or ``font`` with printed numbers. ``--coarse`` photographs every sheet small (9-20 px a
space at 0.54 MP), mostly the publisher's look-alike, whose light-blue spaces read worst
there. The npz holds ``images`` (n x 28 x 28 uint8), ``labels`` (class 0-6),
``seeds`` (photo of each cell) and ``source``.
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import cv2
import numpy as np

from splitter_print.atomic import write_atomic
from splitter_print.night.batch import one_thread
from splitter_print.reading.cut import cells
from splitter_print.reading.scan import cut_sheet
from splitter_testkit.synth import DIGIT_SOURCES, PhotoSpec, make_photo

FONT = "font"
"""Not handwriting: numbers printed in DejaVu Sans, so that a hand that writes like print reads too."""
COARSE = "-coarse"
"""Ending of a standard set photographed small."""
KINDS = ({}, {}, {}, {}, {"style": "mono"}, {"style": "official"}, {"markers": "covered"})
"""The mix of pads photographed, as in the benchmarks' photo set."""
COARSE_STYLES = ("official", "official", "official", "official", "colour", "mono")
"""The mix of pads photographed small: the publisher's look-alike four times in six."""
COARSE_COVERAGE = (0.2, 0.45)
"""Range of the share of a coarse photo's frame the sheet fills (9-20 px a space at 0.54 MP)."""


def kind_of(seed: int, coarse: bool) -> dict[str, object]:
    """The pad and photo settings of photo ``seed``: the benchmarks' mix, or a small sheet."""
    if not coarse:
        return dict(KINDS[seed % len(KINDS)])
    coverage = float(np.random.default_rng(seed).uniform(*COARSE_COVERAGE))
    return {"style": COARSE_STYLES[seed % len(COARSE_STYLES)], "megapixels": 0.54, "coverage": coverage}


def photo_cells(seed: int, digits: str, one_writer: bool = False,
                coarse: bool = False) -> tuple[np.ndarray, np.ndarray, int]:
    """The written cells of one made photo (uint8), their true classes, and how many written
    spaces the cutter missed; with ``one_writer`` each sheet is one player's hand, with
    ``coarse`` the sheet is small in the photo (:func:`kind_of`)."""
    writing = {"writing": "font"} if digits == FONT else {"digits": digits, "one_writer": one_writer}
    spec = PhotoSpec(seed=seed, board="AB"[seed % 2], fill=0.6 if seed % 5 == 4 else 1.0,
                     **writing, **kind_of(seed, coarse))  # type: ignore[arg-type]
    made = make_photo(spec)
    grey = cv2.imdecode(np.frombuffer(made.jpeg, np.uint8), cv2.IMREAD_GRAYSCALE)
    images, labels, missed = [], [], 0
    for truth in made.sheets:
        for cell, reading in cut_sheet(grey, truth.homography, truth.layout).readings.items():
            value = truth.sheet.value(cell) or 0
            if reading.written:
                images.append(np.round(reading.image * 255).astype(np.uint8))
                labels.append(value)
            elif value:
                missed += 1
    side = cells.CELL_SIDE
    return (np.array(images, np.uint8).reshape(-1, side, side), np.array(labels, np.int64), missed)


def collect(digits: str, photos: int, first_seed: int, jobs: int, one_writer: bool = False,
            coarse: bool = False) -> dict[str, np.ndarray]:
    """Cells of ``photos`` made photos, seeds ``first_seed`` on, read in ``jobs`` processes
    (started afresh, not forked: forked from train_digits.py, which has loaded torch, they hung)."""
    seeds = range(first_seed, first_seed + photos)
    parts: list[tuple[np.ndarray, np.ndarray, int]] = []
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"), initializer=one_thread) as pool:
        cut = pool.map(photo_cells, seeds, [digits] * photos, [one_writer] * photos, [coarse] * photos, chunksize=4)
        for done, part in enumerate(cut, 1):
            parts.append(part)
            if done % 50 == 0:
                print(f"  {done}/{photos} photos", file=sys.stderr, flush=True)
    seed_of = np.concatenate([np.full(len(p[1]), s) for s, p in zip(seeds, parts)])
    return {"images": np.concatenate([p[0] for p in parts]), "labels": np.concatenate([p[1] for p in parts]),
            "seeds": seed_of, "missed": np.array(sum(p[2] for p in parts)), "source": np.array(digits)}


def write(path: Path, data: dict[str, np.ndarray]) -> None:
    """The cells as a compressed npz, written atomically."""
    buffer = io.BytesIO()
    np.savez_compressed(buffer, **data)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, buffer.getvalue())


STANDARD = {
    "training": ("cells-train.npz", 800, 100_000),
    "training-mnist": ("cells-train-mnist.npz", 800, 100_000),
    "validation": ("cells-val.npz", 150, 300_000),
    "shared": ("cells-heldout.npz", 300, 200_000),
    "semeion": ("cells-semeion.npz", 200, 400_000),
    FONT: ("cells-font.npz", 100, 500_000),
    "training" + COARSE: ("cells-train-coarse.npz", 600, 600_000),
    "shared" + COARSE: ("cells-heldout-coarse.npz", 200, 700_000),
}
"""The standard cell sets by handwriting source (ending in :data:`COARSE`: photographed small,
:func:`kind_of`): file name, photos and first seed."""


def load(source: str, folder: Path) -> tuple[np.ndarray, np.ndarray]:
    """The standard cells of ``source`` (uint8 images, classes), made and kept in ``folder`` the
    first time they are asked for (a few minutes on two cores)."""
    name, photos, seed = STANDARD[source]
    path = folder / name
    if not path.is_file():
        print(f"cutting {photos} made photos ({source} handwriting) into {path}", file=sys.stderr, flush=True)
        write(path, collect(source.removesuffix(COARSE), photos, seed, jobs=2, coarse=source.endswith(COARSE)))
    with np.load(path) as cut:
        return cut["images"], cut["labels"].astype(np.int64)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--digits", choices=(*DIGIT_SOURCES[1:], FONT), required=True)
    parser.add_argument("--photos", type=int, default=400)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--coarse", action="store_true", help="every sheet small in the photo (9-20 px a space)")
    parser.add_argument("--one-writer", action="store_true",
                        help="each sheet in one player's hand (the cells of one photo, by their seed, "
                             "are one writer's)")
    arguments = parser.parse_args()
    started = time.time()
    data = collect(arguments.digits, arguments.photos, arguments.seed, arguments.jobs, arguments.one_writer,
                   arguments.coarse)
    write(arguments.out, data)
    counts = np.bincount(data["labels"], minlength=7)
    print(f"{arguments.out}: {len(data['labels'])} cells from {arguments.photos} photos "
          f"(per class 0-6: {counts.tolist()}; {int(data['missed'])} written spaces missed by the cutter) "
          f"in {time.time() - started:.0f} s")


if __name__ == "__main__":
    main()
