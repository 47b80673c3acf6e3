"""Does the calibration strip help? One-writer photos read with and without the player's hand.

Each made photo is one player's sheet: every number on it is redrawn from one handwriting
sample (synth ``one_writer``) and the strip holds the player's 1-6. Each photo is scanned
once (``splitter scan``'s own pipeline, with the shipped settings); from its rectified sheet
the spaces and the strip are then read by the model once, and every setting in the grid
(weight, sharpness, guard) is applied to those same readings and decoded as the scanner does.
Printed per setting: digit accuracy, sheets read exactly, sheets whose every error is among
the uncertain spaces, sheets the strip was used on; and the milliseconds the strip adds.

Tune on ``--digits validation`` (MNIST 7000-7999), report on ``--digits shared`` (held out):

    nice -n 10 .venv/bin/python bench/strip_bench.py --digits validation --count 60 --grid
    nice -n 10 .venv/bin/python bench/strip_bench.py --digits shared --count 60
    nice -n 10 .venv/bin/python bench/strip_bench.py --digits validation --count 40 --strip 423156

``--strip`` is what the player writes in the six boxes (``0`` leaves one empty): ``423156``
swaps 1 and 4, ``412356`` shifts 1-4 by a box, ``423456`` writes the 4 twice, ``103050``
fills half: badly filled strips that :func:`~splitter_print.reading.writer.strip.choose_samples`
should catch, or that should at least do no harm.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.game.sheet import Sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.cut import cells
from splitter_print.reading.decode import DECODERS
from splitter_print.reading.recognise.engine import Reading
from splitter_print.reading.recognise.model import ModelEngine
from splitter_print.reading.scan import FAINT_INK, faint_rows, scan_photo
from splitter_print.reading.writer.strip import DEFAULT, Adaptation, Strip, cut_strip, lean, read_spaces
from splitter_testkit.synth import PhotoSpec, make_photo, photo_set

FIRST_SEED = 70_000
OFF = Adaptation(min_samples=7)
"""Never enough samples: the reading without the strip."""


@dataclass(frozen=True)
class Sample:
    """What one photo's sheet gives every setting: the truth and the model's readings."""

    truth: Sheet
    order: list
    faint: list[int]
    written: np.ndarray
    spaces: Reading
    strip: Strip
    drawn: Reading
    scanned: Sheet
    scanned_adapted: bool
    added_ms: float


def specs(count: int, digits: str, strip: tuple[int, ...], board: str) -> list[PhotoSpec]:
    """The scan bench's mix of photos (official look-alikes, which print no strip, become colour
    pads), each written by one player who filled the strip."""
    return [dataclasses.replace(spec, style="colour" if spec.style == "official" else spec.style, digits=digits,
                                strip=strip, one_writer=True)
            for spec in photo_set(board, count, FIRST_SEED)]


def added_ms(engine: ModelEngine, images: list[np.ndarray], rectified: np.ndarray, geometry: object,
             repeats: int = 20) -> float:
    """CPU milliseconds the strip adds to reading the spaces (OpenCV on one thread; CPU time,
    not wall time, because the machine is shared)."""
    def cpu(run: object) -> float:
        start = time.process_time()
        for _ in range(repeats):
            run()  # type: ignore[operator]
        return (time.process_time() - start) / repeats

    plain = cpu(lambda: engine.classify(images))
    with_strip = cpu(lambda: read_spaces(engine, images, rectified, geometry))  # type: ignore[arg-type]
    return (with_strip - plain) * 1000


def sample(spec: PhotoSpec, folder: Path, engine: ModelEngine) -> Sample | None:
    made = make_photo(spec)
    path = folder / f"{spec.seed}.jpg"
    path.write_bytes(made.jpeg)
    try:
        readings = [r for r in scan_photo(path, board=spec.layout, engine="model") if r.layout == made.layout]
    except SplitterError as err:
        print(f"  {path.name}: {err}")
        return None
    if not readings:
        return None
    reading = readings[0]
    geometry = sheet_geometry(reading.layout)
    spaces = cells.read_cells(reading.evidence.rectified, geometry)
    order = list(spaces)
    images = [spaces[cell].image for cell in order]
    strip = cut_strip(reading.evidence.rectified, geometry)
    drawn = engine.read([strip.images[n - 1] for n in strip.numbers])
    return Sample(made.truth, order, faint_rows(spaces, order), np.array([spaces[c].written for c in order]),
                  engine.read(images), strip, drawn, reading.sheet, reading.hand_adapted,
                  added_ms(engine, images, reading.evidence.rectified, geometry))


@dataclass
class Tally:
    digits: int = 0
    right: int = 0
    exact: int = 0
    flagged: int = 0
    used: int = 0
    sheets: int = 0


def measure(samples: list[Sample], settings: Adaptation) -> tuple[Tally, list[Sheet]]:
    """Every sample decoded as the scanner does, with ``settings``."""
    t = Tally()
    sheets = []
    for s in samples:
        leaned = lean(s.spaces, s.written, s.strip, s.drawn, settings)
        probs = leaned.probabilities.copy()
        probs[s.faint] = FAINT_INK
        decoded = DECODERS["argmax"](s.truth.layout, s.order, probs)
        sheets.append(decoded.sheet)
        wrong = {c for c in s.truth.layout.cells if s.truth.value(c) != decoded.sheet.value(c)}
        t.sheets += 1
        t.used += leaned.hand_adapted
        t.exact += not wrong
        t.flagged += wrong <= set(decoded.uncertain)
        for cell, number in s.truth.values.items():
            t.digits += 1
            t.right += decoded.sheet.value(cell) == number
    return t, sheets


def line(name: str, t: Tally) -> str:
    return (f"{name:<34} {100 * t.right / max(t.digits, 1):7.2f}% {t.right:>5}/{t.digits:<5} {t.exact:>4}/{t.sheets:<4}"
            f" {t.flagged:>4}/{t.sheets:<4} {t.used:>4}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60, help="photos (default 60)")
    parser.add_argument("--digits", default="validation", help="handwriting: validation (tuning) or shared (held out)")
    parser.add_argument("--strip", default="123456", help="what the player writes in the six boxes (0: empty)")
    parser.add_argument("--board", default="A")
    parser.add_argument("--grid", action="store_true", help="also try a grid of weights, sharpnesses and guards")
    args = parser.parse_args()
    cv2.setNumThreads(1)
    engine = ModelEngine()
    strip = tuple(int(ch) for ch in args.strip)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        samples = [s for spec in specs(args.count, args.digits, strip, args.board)
                   if (s := sample(spec, Path(folder), engine)) is not None]
    print(f"{len(samples)} of {args.count} photos read, pad {args.board}, digits {args.digits}, strip {args.strip}, "
          f"{time.perf_counter() - start:.0f} s; shipped {DEFAULT}")
    print(f"{'setting':<34} {'digits':>8} {'':>11} {'exact':>9} {'all-unc':>9} {'used':>4}")
    off, _ = measure(samples, OFF)
    print(line("without the strip", off))
    shipped, sheets = measure(samples, DEFAULT)
    print(line("with the strip (shipped settings)", shipped))
    same = sum(a == s.scanned for a, s in zip(sheets, samples))
    print(f"  scan_photo agrees with the replay on {same}/{len(samples)} sheets; "
          f"used by scan_photo on {sum(s.scanned_adapted for s in samples)}")
    added = [s.added_ms for s in samples]
    print(f"  CPU ms the strip adds per sheet (one thread): "
          f"median {statistics.median(added):.2f}, max {max(added):.2f}")
    probs = np.concatenate([s.drawn.probabilities for s in samples]) if samples else np.zeros((0, 7))
    numbers = [n for s in samples for n in s.strip.numbers]
    own = probs[np.arange(len(numbers)), numbers]
    other = np.array([np.delete(p[1:], n - 1).max() for p, n in zip(probs, numbers)])
    written = sum(len(s.strip.numbers) for s in samples)
    print(f"  strip boxes found written: {written}/{len(samples) * sum(1 for n in strip if n)}; model's probability "
          f"of the box's number: median {np.median(own):.3f}, min {own.min():.3f}; of another number: "
          f"max {other.max():.3f}, >=0.5 in {(other >= 0.5).sum()}, >=0.9 in {(other >= 0.9).sum()}")
    if args.grid:
        for weight, sharpness, guard in itertools.product((0.25, 0.5, 0.75, 1.0), (5.0, 10.0, 20.0, 40.0),
                                                         (0.5, 0.9, 1.01)):
            settings = dataclasses.replace(DEFAULT, weight=weight, sharpness=sharpness, guard=guard)
            tally, _ = measure(samples, settings)
            print(line(f"w {weight:g} s {sharpness:g} guard {guard:g}", tally))


if __name__ == "__main__":
    main()
