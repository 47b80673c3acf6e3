"""Whether a change to the reader leaves its readings the same, photo by photo.

Made photos of every pad and card style (our colour and mono pads, markers covered or cut
off, the official look-alike) are written once to a folder; each version of the reader reads
them all and saves, per photo, what it found: the sheets' pads, how they were located, their
homographies and digits, or the one line it answered instead. Two such files are then
compared: a photo differs when its sheets, pads or digits differ, or some space centre moves
by more than ``--within-mm`` (0.1 mm) between the two placings.

    # on the base commit, then on the branch (PYTHONPATH pointing at each):
    .venv/bin/python bench/same_readings.py --photos /tmp/same --save /tmp/base.json
    .venv/bin/python bench/same_readings.py --photos /tmp/same --save /tmp/branch.json --against /tmp/base.json

Photos missing from the folder are made first (``--count`` per pad and kind, seeds from
``--first-seed``, ``--megapixels``); use seeds no tuning has seen.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import cv2
import numpy as np
from fresh_memory import as_in_a_fresh_process

from splitter_print.errors import SplitterError
from splitter_print.game.layout import load_layout
from splitter_print.paper.geometry import sheet_geometry
from splitter_print.reading.recognise.engines import get_engine
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, make_photo

KINDS: dict[str, dict[str, str]] = {
    "colour": {},
    "mono": {"style": "mono"},
    "covered": {"markers": "covered"},
    "cut": {"markers": "cut"},
    "official": {"style": "official"},
}
"""The kinds of photo read, by name: the photo maker's fields for each."""


def make_photos(folder: Path, count: int, first_seed: int, megapixels: float) -> list[Path]:
    """The photos to read, made into ``folder`` where missing: ``count`` per pad and kind."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for board in "AB":
        for k, (kind, fields) in enumerate(KINDS.items()):
            for i in range(count):
                seed = first_seed + 1000 * k + i
                path = folder / f"{board}-{kind}-{seed}.jpg"
                if not path.exists():
                    spec = PhotoSpec(seed=seed, board=board, megapixels=megapixels,
                                     fill=0.5 if i % 7 == 6 else 1.0, **fields)  # type: ignore[arg-type]
                    path.write_bytes(make_photo(spec).jpeg)
                paths.append(path)
    return paths


def read_all(paths: list[Path]) -> dict[str, object]:
    """What the reader answers for each photo, by file name (JSON-ready)."""
    engine = get_engine("model")
    answers: dict[str, object] = {}
    for path in paths:
        start = time.perf_counter()
        try:
            readings = scan_photo(path, engine=engine)
        except SplitterError as err:
            answers[path.name] = {"error": str(err).removeprefix(f"{path}: ")}
            continue
        answers[path.name] = {"seconds": time.perf_counter() - start, "sheets": [
            {"pad": r.layout.name, "method": str(r.method), "homography": r.evidence.homography.tolist(),
             "digits": [r.sheet.value(cell) for cell in r.layout.cells]} for r in readings]}
    return answers


def largest_move_mm(first: list[list[float]], second: list[list[float]], pad: str) -> float:
    """How far (sheet mm) the space that the two homographies put furthest apart moves."""
    layout = load_layout(pad)
    geometry = sheet_geometry(layout)
    centres = np.array([[geometry.cell_center(c) for c in layout.cells]], np.float64)
    back = cv2.perspectiveTransform(cv2.perspectiveTransform(centres, np.array(first)), np.linalg.inv(second))
    return float(np.linalg.norm(back - centres, axis=2).max())


def differences(before: dict[str, dict], after: dict[str, dict], within_mm: float) -> list[str]:
    """One line per photo read differently by the two versions."""
    lines = []
    for name in sorted(before.keys() & after.keys()):
        old, new = before[name], after[name]
        if "error" in old or "error" in new:
            if old.get("error") != new.get("error"):
                lines.append(f"{name}: {old.get('error', 'read')} -> {new.get('error', 'read')}")
            continue
        if [s["pad"] for s in old["sheets"]] != [s["pad"] for s in new["sheets"]]:
            lines.append(f"{name}: pads {[s['pad'] for s in old['sheets']]} -> {[s['pad'] for s in new['sheets']]}")
            continue
        for index, (a, b) in enumerate(zip(old["sheets"], new["sheets"])):
            moved = largest_move_mm(a["homography"], b["homography"], a["pad"])
            if moved > within_mm:
                lines.append(f"{name}: sheet {index + 1} ({a['method']} -> {b['method']}) moved {moved:.2f} mm")
            if a["digits"] != b["digits"]:
                changed = sum(x != y for x, y in zip(a["digits"], b["digits"]))
                lines.append(f"{name}: sheet {index + 1}: {changed} digits differ")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=Path, required=True, help="folder of the photos (made where missing)")
    parser.add_argument("--save", type=Path, required=True, help="JSON file the readings are written to")
    parser.add_argument("--against", type=Path, default=None, help="readings of another version to compare with")
    parser.add_argument("--count", type=int, default=40, help="photos per pad and kind (default 40)")
    parser.add_argument("--first-seed", type=int, default=143_000)
    parser.add_argument("--megapixels", type=float, default=4.0)
    parser.add_argument("--within-mm", type=float, default=0.1, help="largest space move taken as the same (mm)")
    args = parser.parse_args()
    as_in_a_fresh_process()
    paths = make_photos(args.photos, args.count, args.first_seed, args.megapixels)
    answers = read_all(paths)
    args.save.write_text(json.dumps(answers))
    seconds = [a["seconds"] for a in answers.values() if isinstance(a, dict) and "seconds" in a]
    print(f"{len(paths)} photos read, {len(seconds)} with a sheet, {sum(seconds):.1f} s scanning")
    if args.against is not None:
        lines = differences(json.loads(args.against.read_text()), answers, args.within_mm)
        for line in lines:
            print(line)
        print(f"{len(lines)} differences in {len(paths)} photos")
        sys.exit(1 if lines else 0)


if __name__ == "__main__":
    main()
