"""How fast and how well the shipped digit model reads cells, on one core.

Prints the milliseconds to classify one sheet's 44 cells with cv2.dnn on one thread (wall
time, median of many runs, and the CPU time of this process, which is what the sheet costs
on an idle core), then accuracy on the held-out writers in ../shared/data: MNIST t10k
indices 8000-9999 and Semeion rows 1195-1592 (numbers 1-6), clean and "photographed"
(seeded augmentation from tools/digit_data.py), and as the reader cuts them from made phone
photos (tools/photo_cells.py, 300 photos, made once into build/), with confusion, confident
errors and how many errors the reader's "uncertain" mark covers. Last, the measuring
protocol's table (writers and populations never seen, tools/evaluate_digits.py) as last
run into build/protocol/ (or ``--protocol FOLDER``).

    .venv/bin/python bench/model_bench.py
    .venv/bin/python bench/model_bench.py --errors docs/heldout-errors.png   # and look at them
    .venv/bin/python bench/model_bench.py --model build/candidate/digits.onnx   # a candidate
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import cv2
import numpy as np

from splitter_print.atomic import write_atomic
from splitter_print.reading.recognise.model import MODEL, ModelEngine
from splitter_testkit import paths

TOOLS = Path(__file__).resolve().parent.parent / "tools"
FIXTURE = paths.fixture("heldout_digits.npz")


def speed(engine: ModelEngine, runs: int = 200) -> None:
    """Milliseconds for a batch of 44 cells on one core."""
    cv2.setNumThreads(1)
    with np.load(FIXTURE) as fixture:
        cells = [image.astype(np.float32) / 255 for image in fixture["images"][:44]]
    engine.classify(cells)
    walls = []
    cpu_started = time.process_time()
    for _ in range(runs):
        started = time.perf_counter()
        engine.classify(cells)
        walls.append(time.perf_counter() - started)
    cpu = (time.process_time() - cpu_started) / runs
    print(f"44 cells on one core: {statistics.median(walls) * 1000:.2f} ms wall (median of {runs}), "
          f"{cpu * 1000:.2f} ms CPU")


def calibration(probabilities: np.ndarray, truth: np.ndarray) -> None:
    """How often a reading is right, by how sure the model was: calibrated means they agree."""
    sure = probabilities.max(axis=1)
    right = probabilities.argmax(axis=1) == truth
    bins = [(0.0, 0.5), (0.5, 0.8), (0.8, 0.9), (0.9, 0.99), (0.99, 1.01)]
    print("  calibration " + "  ".join(
        f"p {low:.2f}-{min(high, 1):.2f}: {right[(sure >= low) & (sure < high)].mean() * 100:.1f} % right"
        f" of {int(((sure >= low) & (sure < high)).sum())}"
        for low, high in bins if ((sure >= low) & (sure < high)).any()))


def doubt(probabilities: np.ndarray, truth: np.ndarray) -> None:
    """How many misread cells the reader would mark uncertain (decode.py's rule)."""
    from splitter_print.reading.decode import is_uncertain

    wrong = probabilities.argmax(axis=1) != truth
    marked = np.array([is_uncertain(row) for row in probabilities])
    print(f"  uncertain mark covers {int((marked & wrong).sum())} of {int(wrong.sum())} errors "
          f"and {int((marked & ~wrong).sum())} of {int((~wrong).sum())} right readings")


def error_sheet(images: np.ndarray, labels: np.ndarray, probabilities: np.ndarray, count: int = 60,
                columns: int = 10) -> np.ndarray:
    """The ``count`` misread cells the model was surest of, as a picture: each cell enlarged
    3x, dark ink on white, captioned ``written>read probability``. Most of them are written
    the way a person would misread too; this is where the held-out figures end."""
    sure = probabilities.max(axis=1)
    wrong = np.flatnonzero(probabilities.argmax(axis=1) != labels)
    tiles = []
    for index in wrong[np.argsort(-sure[wrong], kind="stable")][:count]:
        tile = cv2.cvtColor(cv2.resize(255 - images[index], (84, 84), interpolation=cv2.INTER_NEAREST),
                            cv2.COLOR_GRAY2BGR)
        tile = cv2.copyMakeBorder(tile, 14, 2, 2, 2, cv2.BORDER_CONSTANT, value=(255, 255, 255))
        caption = f"{labels[index]}>{probabilities[index].argmax()} {sure[index]:.3f}"
        cv2.putText(tile, caption, (4, 11), cv2.FONT_HERSHEY_SIMPLEX, 0.38, (0, 0, 200), 1, cv2.LINE_AA)
        tiles.append(tile)
    blank = np.full((100, 88, 3), 255, np.uint8)
    tiles = tiles + [blank] * (-len(tiles) % columns) if tiles else [blank] * columns
    return np.vstack([np.hstack(tiles[i:i + columns]) for i in range(0, len(tiles), columns)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--errors", type=Path, help="also draw the surest misreadings of the photographed "
                                                     "held-out cells into this PNG")
    parser.add_argument("--model", type=Path, default=MODEL,
                        help="an ONNX model with its json beside it (default: the shipped one)")
    parser.add_argument("--protocol", type=Path, help="the protocol folder whose table to print (default: "
                                                      "tools/evaluate_digits.py's, build/protocol; the shipped "
                                                      "version 8's recipe: build/protocol-v7e16)")
    args = parser.parse_args()
    engine = ModelEngine(args.model)
    print(f"model: {args.model}")
    speed(engine)
    sys.path.insert(0, str(TOOLS))
    import digit_data as data

    if not (data.DATA / "mnist-t10k").is_dir():
        print(f"held-out accuracy skipped: {data.DATA} is absent (it holds MNIST and Semeion)")
        return
    mnist = data.load_mnist().take(data.MNIST_TEST).of_labels(data.NUMBERS)
    semeion = data.load_semeion().take(data.SEMEION_TEST).of_labels(data.NUMBERS)
    others = data.load_mnist().take(data.MNIST_TEST).of_labels((0, 7, 8, 9))
    probabilities = engine.classify(list(others.images))
    shares = np.bincount(probabilities.argmax(axis=1), minlength=len(data.CLASSES)) / len(others.labels)
    print(f"held-out MNIST 0, 7, 8, 9 (never written on a sheet), {len(others.labels)} read as: "
          + "  ".join(f"{c} {v * 100:.0f} %" for c, v in zip(data.CLASSES, shares))
          + f"; {(probabilities.max(axis=1) >= data.CONFIDENT).mean() * 100:.0f} % with p >= {data.CONFIDENT}")
    rng = np.random.default_rng(7)
    for name, digits in (("held-out MNIST 8000-9999", mnist), ("held-out Semeion writers 1195-1592", semeion)):
        for title, cells in ((name, list(digits.images)),
                             (name + ", photographed", [data.augment(rng, image) for image in digits.images])):
            probabilities = engine.classify(cells)
            data.show(title, data.report(probabilities, digits.labels))
            calibration(probabilities, digits.labels)
    import photo_cells

    images, labels = photo_cells.load("shared", TOOLS.parent / "build")
    probabilities = engine.classify(list(images.astype(np.float32) / 255.0))
    data.show("held-out writers cut from 300 made photos", data.report(probabilities, labels))
    calibration(probabilities, labels)
    doubt(probabilities, labels)
    if args.errors:
        write_atomic(args.errors, cv2.imencode(".png", error_sheet(images, labels, probabilities))[1].tobytes())
        print(f"the surest misreadings: {args.errors}")
    import evaluate_digits as protocol

    kept = (args.protocol or protocol.FOLDER) / "summary.json"
    if kept.is_file():
        print(f"measuring protocol ({kept}, made by tools/evaluate_digits.py):")
        print(protocol.table(json.loads(kept.read_text())))
    else:
        print(f"measuring protocol skipped: {kept} is absent (run tools/evaluate_digits.py)")


if __name__ == "__main__":
    main()
