"""How well and how fast ``splitter scan`` reads made photos of the official look-alike.

Made photos (``style="official"``, drawn after ../shared/OFFICIAL_PAD.md by the photo maker),
of mixed difficulty, from seeds never used while the reader was built (70 000 on): they are
made photos, so every figure is an upper bound for real ones. Kinds, in turn:

- ``plain``: one sheet, camera tilted up to 18 degrees per axis;
- ``steep``: up to 45 degrees per axis (up to 60 degrees off straight above);
- ``coarse``: a 0.54 MP photo with the sheet small in it (about 9-12 px per space; with
  ``--coarse-coverage 0.32`` about 12-16 px, the issue's working range);
- ``glare``: a gloss highlight over the sheet;
- ``hand``: a hand (and a pen) over the panel's edge, and a second sheet partly in view;
- ``pair``: pads A and B side by side.

Printed per kind: sheets found (every sheet of the photo located with its pad, spaces within
1.5 mm), pad named right among those found, digits read right, sheets read exactly, and the
scan's time against the bare JPEG decode (``load_photo``) of the same file, with the
locator's share, and the sheets returned that are none of the photo's (``extra``: another
card, a sheet partly in view, a sheet placed or named wrong). ``--locate`` runs the locator
alone (no reading), for a quick look.

    .venv/bin/python bench/official_bench.py                     # 60 photos, 3 MP
    taskset -c 0 .venv/bin/python bench/official_bench.py --megapixels 12 --count 12 --repeat 3
                                                                 # the time ratio at 12 MP, one core
    .venv/bin/python bench/official_bench.py --locate --count 120
    .venv/bin/python bench/official_bench.py --style colour      # the same photos of our colour pad
    .venv/bin/python bench/official_bench.py --locate --kind coarse --count 600   # 100 coarse photos

``px/space`` is the median pitch of the photos' sheets in photo pixels, from the truth.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np
from fresh_memory import as_in_a_fresh_process

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Layout, load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.geometry import scale_at
from splitter_print.reading.locate.search import NoSheetError, locate_sheets
from splitter_print.reading.photo.load import load_photo
from splitter_print.reading.result import SheetReading
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, SheetTruth, SyntheticPhoto, make_photo

FIRST_SEED = 70_000
KINDS: dict[str, dict[str, object]] = {
    "plain": {},
    "steep": {"tilt": 45.0},
    "coarse": {"megapixels": 0.54, "coverage": 0.24},
    "glare": {"glare": 0.55},
    "hand": {"hand": True, "intruder": True, "coverage": 0.65},
    "pair": {"boards": ("A", "B")},
}
PADS = (load_layout("A"), load_layout("B"))
WITHIN_MM = 1.5
STEPS = ("decode", "reduce", "locate", "squares", "markers", "grid", "lattice", "drawn", "cells", "engine", "digits",
         "quality")
COLOUR = False


def official_specs(count: int, first_seed: int = FIRST_SEED, megapixels: float = 3.0,
                   coarse_coverage: float | None = None) -> list[tuple[str, PhotoSpec]]:
    """``count`` made photos, the kinds in turn, pads A and B alternating, every fifth half filled."""
    specs = []
    for i in range(count):
        kind = list(KINDS)[i % len(KINDS)]
        fields = {"megapixels": megapixels} | KINDS[kind]
        if kind == "coarse" and coarse_coverage is not None:
            fields["coverage"] = coarse_coverage
        specs.append((kind, PhotoSpec(seed=first_seed + i, board="AB"[(i // len(KINDS)) % 2], style="official",
                                      fill=0.5 if i % 5 == 4 else 1.0, **fields)))  # type: ignore[arg-type]
    return specs


def space_error_mm(homography: np.ndarray, truth: SheetTruth, layout: Layout) -> float:
    """Worst distance in sheet mm between a space centre and where ``homography`` puts it."""
    geometry = sheet_geometry(layout)
    centres = np.array([[geometry.cell_center(c) for c in layout.cells]], np.float64)
    back = cv2.perspectiveTransform(cv2.perspectiveTransform(centres, truth.homography), np.linalg.inv(homography))
    return float(np.linalg.norm(back - centres, axis=2).max())


def pitch_px(truth: SheetTruth) -> float:
    """The sheet's space pitch in photo pixels at its centre."""
    geometry = sheet_geometry(truth.layout)
    return scale_at(truth.homography, (geometry.width / 2, geometry.height / 2)) * geometry.pitch


@dataclass
class Tally:
    photos: int = 0
    sheets: int = 0
    found: int = 0
    named: int = 0
    digits: int = 0
    digits_right: int = 0
    exact: int = 0
    extra: int = 0
    """Sheets returned that lie within 1.5 mm of no sheet of the photo (another card, a sheet
    partly in view, or a sheet placed wrong)."""
    ratios: list[float] = field(default_factory=list)
    pitches: list[float] = field(default_factory=list)
    locate_ms: list[float] = field(default_factory=list)
    scan_ms: list[float] = field(default_factory=list)
    decode_ms: list[float] = field(default_factory=list)
    step_ms: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    """Per photo, milliseconds per step of the scan (``Evidence.timings`` added over its sheets)."""


def measure(t: Tally, made: SyntheticPhoto, path: Path, locate_only: bool, repeat: int = 1) -> None:
    """Read one photo and add up what came out against its truth; with ``repeat``, the fastest
    of that many decodes and scans counts (a busy machine slows some runs down)."""
    t.photos += 1
    t.sheets += len(made.sheets)
    t.pitches += [pitch_px(truth) for truth in made.sheets]
    decode = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        photo = load_photo(path)
        decode = min(decode, time.perf_counter() - start)
    seconds = float("inf")
    placed: list[tuple[Layout, tuple[np.ndarray, ...], SheetReading | None]] = []
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            if locate_only:
                grey = photo.image if COLOUR else cv2.cvtColor(photo.image, cv2.COLOR_BGR2GRAY)
                located = locate_sheets(grey, PADS, colour=lambda: photo.image)
                run: list[tuple[Layout, tuple[np.ndarray, ...], SheetReading | None]] = [
                    (s.layout, (s.homography, *s.alternatives), None) for s in located]
            else:
                readings = scan_photo(path)
                run = [(r.layout, (r.evidence.homography,), r) for r in readings if r.evidence.homography is not None]
        except (SplitterError, NoSheetError) as err:
            print(f"  {path.name}: {err}", file=sys.stderr)
            run = []
        if time.perf_counter() - start < seconds:
            seconds, placed = time.perf_counter() - start, run
    t.decode_ms.append(1000 * decode)
    t.scan_ms.append(1000 * seconds)
    t.ratios.append(seconds / decode)
    steps: dict[str, float] = defaultdict(float)
    for _, _, reading in placed:
        for step, spent in (reading.evidence.timings if reading is not None else {}).items():
            steps[step] += 1000 * spent
    for step, spent in steps.items():
        t.step_ms[step].append(spent)
    for truth in made.sheets:
        near = [(layout, reading) for layout, homographies, reading in placed
                if min(space_error_mm(h, truth, layout) for h in homographies) < WITHIN_MM]
        if not near:
            print(f"  {path.name}: sheet of pad {truth.layout.name} not found", file=sys.stderr)
            continue
        t.found += 1
        layout, reading = near[0]
        t.named += layout == truth.layout
        if reading is None or layout != truth.layout:
            continue
        written = [c for c in truth.layout.cells if truth.sheet.value(c) is not None]
        t.digits += len(written)
        t.digits_right += sum(reading.sheet.value(c) == truth.sheet.value(c) for c in written)
        t.exact += reading.sheet == truth.sheet
    t.extra += sum(not any(min(space_error_mm(h, truth, layout) for h in homographies) < WITHIN_MM
                           for truth in made.sheets if truth.layout == layout)
                   for layout, homographies, _ in placed)


def line(name: str, t: Tally) -> str:
    ratio = statistics.median(t.ratios) if t.ratios else float("nan")
    return (f"{name:>7} {t.photos:>6} {t.found:>4}/{t.sheets:<4} {100 * t.found / max(t.sheets, 1):5.1f}% "
            f"{t.named:>4}/{t.found:<4} {100 * t.digits_right / max(t.digits, 1):6.1f}% {t.exact:>5} "
            f"{statistics.mean(t.scan_ms) if t.scan_ms else float('nan'):8.0f} "
            f"{statistics.mean(t.decode_ms) if t.decode_ms else float('nan'):7.0f} {ratio:6.2f} "
            f"{max(t.ratios) if t.ratios else float('nan'):6.2f} "
            f"{statistics.median(t.pitches) if t.pitches else float('nan'):8.1f} {t.extra:>5}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60, help="photos (default 60)")
    parser.add_argument("--megapixels", type=float, default=3.0, help="photo size but for the coarse kind (default 3)")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED)
    parser.add_argument("--repeat", type=int, default=1, help="times per photo: the fastest counts (default 1)")
    parser.add_argument("--coarse-coverage", type=float, default=None,
                        help="share of the frame the coarse kind's sheet fills (default 0.24; 0.32: 12-16 px a space)")
    parser.add_argument("--locate", action="store_true", help="run the locator alone (no digits read)")
    parser.add_argument("--kind", action="append", choices=list(KINDS), default=None,
                        help="only photos of this kind (repeat for several; default all, in turn)")
    parser.add_argument("--style", default="official", choices=("official", "colour", "mono"),
                        help="the same photos of another look, e.g. our colour pad for the same handwriting")
    args = parser.parse_args()
    as_in_a_fresh_process()
    tallies: dict[str, Tally] = defaultdict(Tally)
    with tempfile.TemporaryDirectory() as folder:
        for kind, spec in official_specs(args.count, args.first_seed, args.megapixels, args.coarse_coverage):
            if args.kind and kind not in args.kind:
                continue
            made = make_photo(dataclasses.replace(spec, style=args.style))
            path = Path(folder) / f"{kind}-{spec.seed}.jpg"
            path.write_bytes(made.jpeg)
            measure(tallies[kind], made, path, args.locate, args.repeat)
    total = Tally()
    for t in tallies.values():
        for f in dataclasses.fields(Tally):
            value = getattr(t, f.name)
            if f.name == "step_ms":
                for step, spent in value.items():
                    total.step_ms[step] += spent
            else:
                setattr(total, f.name, getattr(total, f.name) + value)
    print(f"made {args.style} photos ({'locator alone' if args.locate else 'whole scan'}), "
          f"seeds {args.first_seed}-{args.first_seed + args.count - 1}, {args.megapixels:g} MP")
    print(f"{'kind':>7} {'photos':>6} {'found':>9} {'':>6} {'named':>9} {'digits':>7} {'exact':>5} "
          f"{'ms/scan':>8} {'decode':>7} {'ratio':>6} {'worst':>6} {'px/space':>8} {'extra':>5}")
    for kind in KINDS:
        if kind in tallies:
            print(line(kind, tallies[kind]))
    print(line("all", total))
    if not args.locate:
        print("\nmean ms per photo and step, of photos where a sheet is read (Evidence.timings; locate holds "
              "squares, markers, grid, lattice):")
        print(f"{'kind':>7} " + " ".join(f"{step:>8}" for step in STEPS))
        for kind, t in [*((k, tallies[k]) for k in KINDS if k in tallies), ("all", total)]:
            print(f"{kind:>7} " + " ".join(f"{statistics.mean(t.step_ms[step]) if t.step_ms[step] else 0:8.1f}"
                                           for step in STEPS))
    print("found: sheets located with their pad's spaces within 1.5 mm (of all sheets in the photos); named: of "
          "those, the pad named right; digits: written spaces read right; exact: sheets read exactly; ms/scan: "
          "scan_photo (or locate_sheets) alone, also on a photo where nothing is found; decode: load_photo of "
          "the same JPEG; ratio, worst: median and largest of scan / decode per photo; extra: sheets returned "
          "within 1.5 mm of no sheet of the photo.")


if __name__ == "__main__":
    main()
