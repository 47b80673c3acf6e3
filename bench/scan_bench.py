"""How well and how fast ``splitter scan`` reads made photos, per pad and per engine.

A fixed, seeded set of photos per pad (synth.photo_set: colour and black-and-white pads,
markers covered or cut off, the official look-alike; handwriting from held-out MNIST) is
written as JPEGs, then every engine that is installed reads them all. Printed per pad and
engine: sheets found, mean and worst space location error (sheet mm), digit accuracy, sheets
read exactly, sheets scored exactly, milliseconds per photo beside the time to merely decode
the same JPEGs and their ratio, and the engine's own time apart.

    .venv/bin/python bench/scan_bench.py              # 100 photos per pad
    .venv/bin/python bench/scan_bench.py --count 10   # a quick look
    .venv/bin/python bench/scan_bench.py --repeat 3   # times: the fastest of 3 runs per photo
    .venv/bin/python bench/scan_bench.py --hand one --strip   # one player per sheet, strip filled

Each pad's row is followed by one row per kind of photo (``style`` and ``markers`` of the
spec: our colour pad, our mono pad, markers covered or cut off, the official look-alike), so
style and difficulty are seen apart.

``--hand mixed|one`` and ``--strip`` choose who writes (bench/hands.py): by default 44
writers on a sheet, the harshest test of the model alone; a real sheet is one player's.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np
from fresh_memory import as_in_a_fresh_process
from hands import add_hand_options, hand_fields

from splitter_print.errors import SplitterError
from splitter_print.game.scoring import score_sheet
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.photo.load import load_photo
from splitter_print.reading.recognise.engines import get_engine, model_available
from splitter_print.reading.result import SheetReading
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo, photo_set

FIRST_SEED = {"A": 40_000, "B": 50_000}


@dataclass
class Tally:
    """Running totals for one pad and engine."""

    photos: int = 0
    found: int = 0
    errors_mm: list[float] = field(default_factory=list)
    digits: int = 0
    digits_right: int = 0
    spaces: int = 0
    spaces_right: int = 0
    read_exactly: int = 0
    scored_exactly: int = 0
    errors_flagged: int = 0
    """Sheets whose every misread space is among the reader's uncertain ones."""
    confusion: np.ndarray = field(default_factory=lambda: np.zeros((7, 7), int))
    """Counts by (written, read) class, 0 = empty, over every space."""
    scan_ms: list[float] = field(default_factory=list)
    engine_ms: list[float] = field(default_factory=list)
    locate_ms: list[float] = field(default_factory=list)
    cells_ms: list[float] = field(default_factory=list)
    decode_ms: list[float] = field(default_factory=list)
    ratios: list[float] = field(default_factory=list)
    """Per photo, the scan's time over the bare decode's."""
    steps: list[dict[str, float]] = field(default_factory=list)
    """Per photo, milliseconds per stage of the scan (:data:`STAGES`, ``Evidence.timings`` added over its sheets)."""


STAGES = ("decode", "reduce", "locate", "squares", "markers", "grid", "lattice", "drawn", "cells", "words", "engine",
          "digits", "quality")
"""The scan's stages as ``Evidence.timings`` names them: the scan's own decode, the reduced
copies, the whole search (``locate``) and its strategies' shares, cutting the spaces, reading
the printed title where the print leaves the way up open (``words``), the engine reading the
spaces, decoding the digits and measuring the photo's quality."""


def location_errors(reading: SheetReading, truth_h: np.ndarray) -> list[float]:
    """Distance in sheet mm between where the reader put each space centre and where it is."""
    geometry = sheet_geometry(reading.layout)
    centres = np.array([[geometry.cell_center(c) for c in reading.layout.cells]], np.float64)
    in_photo = cv2.perspectiveTransform(centres, reading.evidence.homography)
    back = cv2.perspectiveTransform(in_photo, np.linalg.inv(truth_h))
    return list(np.linalg.norm(back[0] - centres[0], axis=1))


def tally(t: Tally, made: SyntheticPhoto, path: Path, engine: object, repeat: int = 1) -> None:
    """Scan one photo and add up what came out; the bare decode is timed just before, so that
    both see the same load on a shared machine. With ``repeat`` above 1 both are timed that
    many times and the fastest run of each counts (its step timings too): a busy machine
    slows single runs by whatever else runs then."""
    truth = made.sheets[0]
    t.photos += 1
    decode_ms = []
    for _ in range(repeat):
        start = time.perf_counter()
        load_photo(path)
        decode_ms.append((time.perf_counter() - start) * 1000)
    t.decode_ms.append(min(decode_ms))
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            readings = scan_photo(path, board="auto", engine=engine)
        except SplitterError as err:
            print(f"  {path.name}: {err}", file=sys.stderr)
            return
        runs.append(((time.perf_counter() - start) * 1000, readings))
    scan_ms, readings = min(runs, key=lambda run: run[0])
    t.scan_ms.append(scan_ms)
    t.ratios.append(scan_ms / t.decode_ms[-1])
    t.steps.append({step: 1000 * sum(r.evidence.timings.get(step, 0.0) for r in readings) for step in STAGES})
    t.engine_ms.append(sum(r.evidence.timings.get("engine", 0.0) for r in readings) * 1000)
    t.locate_ms.append(sum(r.evidence.timings.get("locate", 0.0) for r in readings) * 1000)
    t.cells_ms.append(sum(r.evidence.timings.get("cells", 0.0) for r in readings) * 1000)
    matching = [r for r in readings if r.layout == truth.layout]
    if not matching:
        return
    reading = matching[0]
    t.found += 1
    t.errors_mm += location_errors(reading, truth.homography)
    for cell in truth.layout.cells:
        want, got = truth.sheet.value(cell), reading.sheet.value(cell)
        t.confusion[want or 0, got or 0] += 1
        t.spaces += 1
        t.spaces_right += want == got
        if want is not None:
            t.digits += 1
            t.digits_right += want == got
    t.read_exactly += reading.sheet == truth.sheet
    t.scored_exactly += reading.card.total == score_sheet(truth.sheet).total
    wrong = {cell for cell in truth.layout.cells if truth.sheet.value(cell) != reading.sheet.value(cell)}
    t.errors_flagged += wrong <= set(reading.uncertain)


def kind_of(spec: PhotoSpec) -> str:
    """The photo's style and difficulty as a row label: ``colour``, ``mono``, ``official``,
    ``colour, markers covered`` ..."""
    return spec.style if spec.markers == "visible" else f"{spec.style}, markers {spec.markers}"


def add_difference(kind: Tally, after: Tally, before: Tally) -> None:
    """Add to ``kind`` what one photo added to a running tally (``after`` less ``before``)."""
    for f in dataclasses.fields(Tally):
        new, old = getattr(after, f.name), getattr(before, f.name)
        if isinstance(new, list):
            getattr(kind, f.name).extend(new[len(old):])
        else:
            setattr(kind, f.name, getattr(kind, f.name) + new - old)


def stage_row(label: str, t: Tally) -> str:
    """Median and worst ratio to decode, and mean milliseconds per stage, of one size, pad and kind."""
    ratios = t.ratios or [float("nan")]
    means = [statistics.mean(s[step] for s in t.steps) if t.steps else float("nan") for step in STAGES]
    return (f"{label:<28} {len(t.ratios):>4} {statistics.mean(t.decode_ms) if t.decode_ms else float('nan'):7.0f} "
            f"{statistics.median(ratios):6.2f} {max(ratios):6.2f} " + " ".join(f"{m:7.1f}" for m in means))


STAGE_HEADER = (f"{'size, pad, kind':<28} {'n':>4} {'decode':>7} {'median':>6} {'worst':>6} "
                + " ".join(f"{step[:7]:>7}" for step in STAGES))


def row(board: str, engine: str, t: Tally) -> str:
    errors = t.errors_mm or [float("nan")]
    scan = statistics.mean(t.scan_ms) if t.scan_ms else float("nan")
    decode = statistics.mean(t.decode_ms)
    engine_ms, locate_ms, cells_ms = (statistics.mean(v) if v else float("nan")
                                      for v in (t.engine_ms, t.locate_ms, t.cells_ms))
    return (f"{board:>3} {engine:>10} {t.found:>4}/{t.photos:<4} {statistics.mean(errors):6.2f} {max(errors):6.2f} "
            f"{100 * t.digits_right / max(t.digits, 1):6.1f}% {100 * t.spaces_right / max(t.spaces, 1):6.1f}% "
            f"{t.read_exactly:>4} {t.scored_exactly:>4} {t.errors_flagged:>5} "
            f"{scan:8.0f} {engine_ms:7.0f} {scan - engine_ms:8.0f} {decode:7.0f} "
            f"{scan / decode:6.2f} {(scan - engine_ms) / decode:6.2f} {locate_ms:7.0f} {cells_ms:6.0f}")


HEADER = (f"{'pad':>3} {'engine':>10} {'found':>9} {'err mm':>6} {'worst':>6} {'digits':>7} {'spaces':>7} "
          f"{'read':>4} {'scor':>4} {'doubt':>5} "
          f"{'ms/photo':>8} {'engine':>7} {'no-eng':>8} {'decode':>7} "
          f"{'ratio':>6} {'r-eng':>6} {'locate':>7} {'cells':>6}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100, help="photos per pad (default 100)")
    parser.add_argument("--boards", default="AB", help="pads to measure (default AB)")
    parser.add_argument("--first-seed", type=int, default=None,
                        help="seed of each pad's first photo (default: pad A 40000, pad B 50000); "
                             "another range gives photos no tuning has seen")
    parser.add_argument("--engines", default=None, help="comma-separated engines (default: every one installed)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="time each photo's decode and scan this many times, keep the fastest (default 1)")
    parser.add_argument("--megapixels", default=None,
                        help="comma-separated photo sizes, e.g. 4,12: every photo made at each "
                             "(default: the set's own, 2-12 MP)")
    add_hand_options(parser)
    args = parser.parse_args()
    as_in_a_fresh_process()
    engines = args.engines.split(",") if args.engines else (["tesseract", "model", "both"] if model_available()
                                                             else ["tesseract"])
    recognisers = {name: get_engine(name) for name in engines}
    hand = hand_fields(args)
    sizes: list[float | None] = [float(mp) for mp in args.megapixels.split(",")] if args.megapixels else [None]
    print(HEADER)
    confusions: list[tuple[str, str, np.ndarray]] = []
    stage_rows: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        for size, board in ((size, board) for size in sizes for board in args.boards):
            made_photos = []
            label = f"{size:g} MP, " if size is not None else ""
            for spec in photo_set(board, args.count, FIRST_SEED[board] if args.first_seed is None else args.first_seed):
                made = make_photo(dataclasses.replace(spec, **hand, **({} if size is None else {"megapixels": size})))
                path = Path(folder) / f"{board}-{spec.seed}.jpg"
                path.write_bytes(made.jpeg)
                made_photos.append((made, path, spec))
            for name, engine in recognisers.items():
                t = Tally()
                kinds: dict[str, Tally] = {}
                for made, path, spec in made_photos:
                    before = dataclasses.replace(t, errors_mm=list(t.errors_mm), scan_ms=list(t.scan_ms),
                                                 engine_ms=list(t.engine_ms), locate_ms=list(t.locate_ms),
                                                 cells_ms=list(t.cells_ms), decode_ms=list(t.decode_ms),
                                                 confusion=t.confusion.copy(), ratios=list(t.ratios),
                                                 steps=list(t.steps))
                    tally(t, made, path, engine, args.repeat)
                    add_difference(kinds.setdefault(kind_of(spec), Tally()), t, before)
                print(row(board, name, t) + f"  {label}all", flush=True)
                stage_rows.append(stage_row(f"{label}{board} {name}", t))
                for kind, kt in kinds.items():
                    print(row(board, name, kt) + f"  {label}{kind}", flush=True)
                    stage_rows.append(stage_row(f"{label}{board} {kind}", kt))
                confusions.append((board, name, t.confusion))
    print("found: sheets located with the right pad; err/worst: space centre location error in sheet mm "
          "(mean over spaces, worst space); digits: written spaces read right; spaces: all spaces incl. empty; "
          "read/scor: sheets read / scored exactly; doubt: sheets whose every misread space is listed as "
          "uncertain; ms/photo: whole scan incl. decode; engine: recogniser time; "
          "decode: load_photo alone; ratio: ms/photo / decode; r-eng: the same without the engine; "
          "locate, cells: the locator's and the space cutter's share (ms per photo).")
    print("\nratio of the scan to the bare decode per photo (median, worst) and mean ms per stage "
          "(decode: the scan's own; locate: the whole search, of which squares ... drawn):")
    print(STAGE_HEADER)
    for line in stage_rows:
        print(line)
    for board, name, confusion in confusions:
        print(f"\nconfusion, pad {board}, {name} (rows written, columns read; - is empty):")
        print("      " + " ".join(f"{c:>5}" for c in "-123456"))
        for label, counts in zip("-123456", confusion):
            print(f"  {label}   " + " ".join(f"{n:>5}" for n in counts))


if __name__ == "__main__":
    main()
