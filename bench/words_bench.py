"""What the printed words (``reading.cut.printed``) add: placings right with and without them,
and what reading them costs per photo.

Made photos of pads A and B (our colour pad and the publisher's look-alike), empty or half
written, turned any way, with the print's cues weakened (everything outside the pattern painted
over but for the printed title and pad letter, ``splitter_testkit.cues.weakened(words=True)``).
Each photo is scanned twice: with Tesseract, and with Tesseract out of reach (as on a machine
without it: no words read). A placing is ``right`` when every space lies within 1.5 mm, ``turned``
when it is right but for a half turn, else ``off``; ``missed`` when no sheet was found. The cost
is the ``words`` step of the scan's timings (wall seconds) and the CPU seconds of the Tesseract
processes it started; every sheet is of the pad it is read as, so a pad letter warning is a false one.

    .venv/bin/python bench/words_bench.py                      # 10 photos per pad, style and fill
    .venv/bin/python bench/words_bench.py --count 20 --first-seed 150200
    .venv/bin/python bench/words_bench.py --print              # the print left whole: the cost where cues are strong
"""

from __future__ import annotations

import argparse
import resource
import statistics
import tempfile
from collections import Counter
from pathlib import Path

import cv2
import pytesseract

from splitter_print.errors import SplitterError
from splitter_print.reading.result import SheetReading
from splitter_print.reading.scan import half_turned, scan_photo
from splitter_testkit.cues import weakened
from splitter_testkit.placing import worst_space_error_mm
from splitter_testkit.synth import PhotoSpec, SyntheticPhoto, make_photo

STYLES = ("colour", "official")
FILLS = (0.0, 0.5)


def verdict(shot: SyntheticPhoto, reading: SheetReading | None) -> str:
    """How the scan placed the photo's one sheet."""
    if reading is None or reading.evidence.homography is None:
        return "missed"
    [truth] = shot.sheets
    if worst_space_error_mm(reading.evidence.homography, truth.homography, truth.layout) < 1.5:
        return "right"
    turned = half_turned(truth.homography, truth.layout)
    return "turned" if worst_space_error_mm(reading.evidence.homography, turned, truth.layout) < 1.5 else "off"


def scanned(path: Path) -> SheetReading | None:
    try:
        readings = scan_photo(path)
    except SplitterError:
        return None
    return readings[0] if len(readings) == 1 else None


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10, help="photos per pad, style and fill")
    parser.add_argument("--first-seed", type=int, default=150000)
    parser.add_argument("--print", dest="as_printed", action="store_true",
                        help="photos with all their print (markers, QR code, panel), not weakened")
    args = parser.parse_args()
    installed = pytesseract.pytesseract.tesseract_cmd
    folder = Path(tempfile.mkdtemp(prefix="words-bench-"))
    tallies: dict[tuple[str, str, float, str], Counter[str]] = {}
    words_s: list[float] = []
    words_cpu: list[float] = []
    letters: Counter[str] = Counter()
    seed = args.first_seed
    for board in "AB":
        for style in STYLES:
            for fill in FILLS:
                for _ in range(args.count):
                    shot = make_photo(PhotoSpec(seed=seed, board=board, style=style, fill=fill, megapixels=3.0))
                    seed += 1
                    path = folder / f"{seed}.jpg"
                    image = shot.image if args.as_printed else weakened(shot, style, words=True)
                    path.write_bytes(cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 90])[1].tobytes())
                    for words in ("words", "none"):
                        pytesseract.pytesseract.tesseract_cmd = installed if words == "words" else "/nonexistent"
                        before = child_cpu()
                        reading = scanned(path)
                        if words == "words" and reading is not None and "words" in reading.evidence.timings:
                            words_s.append(reading.evidence.timings["words"])
                            words_cpu.append(child_cpu() - before)
                            said = any("pad letter" in str(warning) for warning in reading.warnings)
                            letters["another pad's letter said" if said else "no letter warning"] += 1
                        tallies.setdefault((board, style, fill, words), Counter())[verdict(shot, reading)] += 1
    pytesseract.pytesseract.tesseract_cmd = installed
    print(f"seeds {args.first_seed}-{seed - 1}, {args.count} photos per pad, style and fill, "
          + ("all the print" if args.as_printed else "cues weakened but the words"))
    print(f"{'pad':4}{'style':10}{'fill':>5}  {'words':>22}  {'no words':>22}")
    for board in "AB":
        for style in STYLES:
            for fill in FILLS:
                cells = []
                for words in ("words", "none"):
                    t = tallies[(board, style, fill, words)]
                    cells.append(f"{t['right']} right {t['turned']} turned {t['off'] + t['missed']} other")
                print(f"{board:4}{style:10}{fill:5.1f}  {cells[0]:>22}  {cells[1]:>22}")
    print(f"words read on {len(words_s)} of {len(FILLS) * len(STYLES) * 2 * args.count} photos")
    if words_s:
        print(f"words read on {len(words_s)} photos: {1000 * statistics.mean(words_s):.0f} ms wall a photo "
              f"(median {1000 * statistics.median(words_s):.0f}), "
              f"Tesseract CPU {1000 * statistics.mean(words_cpu):.0f} ms; {dict(letters)}")


if __name__ == "__main__":
    main()
