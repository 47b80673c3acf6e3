"""How well and how fast sheets are found: a fixed, seeded set of synthetic photos per case.

Prints, per case: sheets found / sheets in the photos, sheets reported as another pad or where
there is none ("wrong"), mean and worst space-centre error in sheet mm (the best of each
sheet's homographies, as the reader keeps the one that reads best), how many sheets had that
best one as the main homography and how many came with alternatives, and milliseconds per
photo for locating beside decoding the same JPEG (OpenCV, from memory).

    .venv/bin/python bench/locate_bench.py [--photos 20] [--seed 1000] [--case "two sheets"]
"""

from __future__ import annotations

import argparse
import time

import cv2
import numpy as np

from splitter_print.game.layout import Layout, load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.locate.search import LocatedSheet, NoSheetError, locate_sheets
from splitter_testkit.synth import PhotoSpec, SheetTruth, make_photo

CASES: dict[str, dict[str, object]] = {
    "A markers": {"board": "A"},
    "B markers": {"board": "B"},
    "A covered": {"board": "A", "markers": "covered"},
    "B covered": {"board": "B", "markers": "covered"},
    "B corner cut": {"board": "B", "markers": "cut"},
    "A official": {"board": "A", "style": "official"},
    "B official": {"board": "B", "style": "official"},
    "two sheets": {"board": "A", "sheets": 2},
}
NEGATIVE: dict[str, dict[str, object]] = {"no sheet": {"sheets": 0}, "sudoku": {"grid": "sudoku"}}


def worst_error_mm(sheet: LocatedSheet, truth: SheetTruth) -> tuple[float, float, bool]:
    """(mean, worst) space-centre error in mm of the sheet's best homography, and whether the
    main homography is that best one."""
    layout: Layout = sheet.layout
    geometry = sheet_geometry(layout)
    centres = np.array([[geometry.cell_center(c) for c in layout.cells]], np.float64)
    in_photo = cv2.perspectiveTransform(centres, truth.homography)
    errors = [np.linalg.norm(cv2.perspectiveTransform(in_photo, np.linalg.inv(h)) - centres, axis=2).ravel()
              for h in (sheet.homography, *sheet.alternatives)]
    best = min(range(len(errors)), key=lambda i: float(errors[i].max()))
    return float(errors[best].mean()), float(errors[best].max()), best == 0


def nearest_truth(sheet: LocatedSheet, truths: tuple[SheetTruth, ...]) -> SheetTruth | None:
    """The true sheet whose centre is closest to the located one's."""
    if not truths:
        return None
    centre = sheet.centre()

    def distance(truth: SheetTruth) -> float:
        g = sheet_geometry(truth.layout)
        c = cv2.perspectiveTransform(np.array([[(g.width / 2, g.height / 2)]], np.float64), truth.homography)[0, 0]
        return float(np.linalg.norm(c - centre))
    return min(truths, key=distance)


def run_case(spec: dict[str, object], photos: int, seed: int) -> dict[str, float]:
    found = expected = wrong = 0
    errors: list[tuple[float, float, bool]] = []
    with_alternatives = 0
    locate_ms: list[float] = []
    decode_ms: list[float] = []
    pads = (load_layout("A"), load_layout("B"))
    for index in range(photos):
        shot = make_photo(PhotoSpec(seed=seed + index, **spec))  # type: ignore[arg-type]
        start = time.perf_counter()
        image = cv2.imdecode(np.frombuffer(shot.jpeg, np.uint8), cv2.IMREAD_COLOR)
        decode_ms.append(1000 * (time.perf_counter() - start))
        start = time.perf_counter()
        try:
            sheets = locate_sheets(image, pads)
        except NoSheetError:
            sheets = []
        locate_ms.append(1000 * (time.perf_counter() - start))
        expected += len(shot.sheets)
        for sheet in sheets:
            truth = nearest_truth(sheet, shot.sheets)
            if truth is None or truth.layout.name != sheet.layout.name:
                wrong += 1
                continue
            found += 1
            with_alternatives += bool(sheet.alternatives)
            errors.append(worst_error_mm(sheet, truth))
    return {"found": found, "expected": expected, "wrong": wrong,
            "mean_mm": float(np.mean([e[0] for e in errors])) if errors else float("nan"),
            "worst_mm": max((e[1] for e in errors), default=float("nan")),
            "main_best": sum(e[2] for e in errors), "alternatives": with_alternatives,
            "locate_ms": float(np.mean(locate_ms)), "decode_ms": float(np.mean(decode_ms))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=int, default=20, help="photos per case")
    parser.add_argument("--seed", type=int, default=1000, help="first seed of the set")
    parser.add_argument("--case", action="append", help="run only this case (repeatable)")
    args = parser.parse_args()
    cases = {name: spec for name, spec in {**CASES, **NEGATIVE}.items() if not args.case or name in args.case}
    print(f"{'case':14} {'found':>9} {'wrong':>5} {'mean mm':>8} {'worst mm':>8} {'main best':>9} {'with alt':>8} "
          f"{'locate ms':>9} {'decode ms':>9}")
    for name, spec in cases.items():
        r = run_case(spec, args.photos, args.seed)
        print(f"{name:14} {r['found']:>4.0f}/{r['expected']:<4.0f} {r['wrong']:>5.0f} {r['mean_mm']:>8.2f} "
              f"{r['worst_mm']:>8.2f} {r['main_best']:>9.0f} {r['alternatives']:>8.0f} "
              f"{r['locate_ms']:>9.0f} {r['decode_ms']:>9.0f}", flush=True)


if __name__ == "__main__":
    main()
