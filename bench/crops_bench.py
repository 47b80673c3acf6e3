"""Where digits are lost: the model on ideal crops against the pipeline's crops of the same photos.

    .venv/bin/python bench/crops_bench.py [--photos 60] [--seed 700000] [--digits shared] [--hand one]
        [--band easy|medium|hard|small] [--model build/candidate/digits.onnx]

Makes phone photos of filled pads (held-out writers by default, the pad mix of
tools/photo_cells.py), saves each as the JPEG a player would send, and reads every sheet twice
with the same reader steps (``scan.read_located``: rectify, cut the spaces, the model, the
decoder), once under the photo maker's true homography (ideal crops: every space's true
corners; only the paper's slight curl is not in it) and once as ``scan_photo`` reads the file
(the locator's homographies, orientation chosen by the reading). The difference between the two
columns is what finding the sheet costs; what both get wrong is the cutter's and the model's.
Errors are split by kind: a written digit read as an empty space (faint or thin ink, strokes
clipped at the edge), an empty space read as a digit (the printed outline or a symbol taken for
a 1), a digit read as another digit, each with (in brackets) how many of them the reader did
not list as doubtful; then how many wrong spaces were listed, and the sheets read exactly.
``--band`` forces one capture (:data:`BANDS`) on every photo, so that the same photos are read
at each difficulty; ``--model`` reads with another model file (a candidate of
tools/train_digits.py, its record beside it) instead of the shipped one.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Cell
from splitter_print.game.sheet import Sheet
from splitter_print.night.batch import one_thread
from splitter_print.reading.decode import Decoded
from splitter_print.reading.photo.load import load_photo
from splitter_print.reading.recognise.engine import Engine
from splitter_print.reading.recognise.engines import get_engine
from splitter_print.reading.recognise.model import ModelEngine
from splitter_print.reading.scan import read_located, scan_photo
from splitter_testkit.synth import DIGIT_SOURCES, PhotoSpec, make_photo

KINDS: tuple[dict[str, str], ...] = ({}, {}, {}, {}, {"style": "mono"}, {"style": "official"}, {"markers": "covered"})
"""The pads photographed, as in tools/photo_cells.py and the benchmarks' photo set."""
ERRORS = ("digit read empty", "empty read as digit", "digit read as another")


@dataclass(frozen=True)
class Band:
    """A capture forced on every photo of a run (``--band``); the rest is the photo maker's."""

    blur: float
    """Gaussian blur sigma of the photo, in pixels."""
    jpeg_quality: int
    """Quality (1-100) of the JPEG the player sends."""
    megapixels: float | None = None
    """The photo's size in megapixels; ``None``: the photo maker's choice for the seed."""


BANDS = {"easy": Band(0.3, 90), "medium": Band(1.5, 75), "hard": Band(3.0, 65), "small": Band(2.0, 60, 2.0)}
"""The difficulties the model card reports, from a sharp photo to a small, blurred, coarse one."""


@dataclass
class Tally:
    """Spaces, digits and errors of one way of cropping, over every sheet."""

    spaces: int = 0
    digits: int = 0
    sheets: int = 0
    exact: int = 0
    flagged: int = 0
    flagged_wrong: int = 0
    symbol_digits: int = 0
    """Written star and heart spaces, where the printed symbol must be told from the writing."""
    symbol_wrong: int = 0
    """Star and heart spaces read wrong (written or not)."""

    def __post_init__(self) -> None:
        self.errors = dict.fromkeys(ERRORS, 0)
        self.silent = dict.fromkeys(ERRORS, 0)

    def add(self, decoded: Decoded, truth: Sheet) -> set[Cell]:
        """Count one sheet's reading against its truth; the spaces read wrong."""
        wrong = set()
        for cell in truth.layout.cells:
            read, written = decoded.sheet.value(cell), truth.value(cell)
            self.spaces += 1
            self.digits += written is not None
            symbol = cell in truth.layout.stars | truth.layout.hearts
            self.symbol_digits += symbol and written is not None
            if read != written:
                wrong.add(cell)
                self.symbol_wrong += symbol
                kind = ERRORS[0] if read is None else ERRORS[1] if written is None else ERRORS[2]
                self.errors[kind] += 1
                self.silent[kind] += cell not in decoded.uncertain
        self.sheets += 1
        self.exact += not wrong
        self.flagged += len(decoded.uncertain)
        self.flagged_wrong += len(wrong & set(decoded.uncertain))
        return wrong

    def row(self, name: str) -> str:
        wrong = sum(self.errors.values())
        digits_right = self.digits - self.errors[ERRORS[0]] - self.errors[ERRORS[2]]
        kinds = " | ".join(f"{self.errors[kind]} ({self.silent[kind]})" for kind in ERRORS)
        return (f"| {name} | {digits_right / max(self.digits, 1):.2%} of {self.digits} | "
                f"{(self.spaces - wrong) / max(self.spaces, 1):.2%} of {self.spaces} | {kinds} | "
                f"{self.flagged_wrong}/{wrong} | {self.exact}/{self.sheets} |")


def spec(seed: int, digits: str, one_writer: bool, band: Band | None = None) -> PhotoSpec:
    """A photo of one filled pad, varied by ``seed`` as tools/photo_cells.py varies them, with
    ``band``'s capture when given.

    >>> hard = spec(700_001, "shared", True, BANDS["hard"])
    >>> (hard.board, hard.blur, hard.jpeg_quality, hard.megapixels), spec(700_001, "shared", True).blur
    (('B', 3.0, 65, None), None)
    """
    made = PhotoSpec(seed=seed, board="AB"[seed % 2], fill=0.6 if seed % 5 == 4 else 1.0, digits=digits,
                     one_writer=one_writer, **KINDS[seed % len(KINDS)])
    if band is None:
        return made
    return replace(made, blur=band.blur, jpeg_quality=band.jpeg_quality,
                   megapixels=made.megapixels if band.megapixels is None else band.megapixels)


def compare(seeds: Iterable[int], digits: str, one_writer: bool, band: Band | None = None,
            engine: Engine | None = None) -> tuple[Tally, Tally, int, int, int]:
    """Ideal and pipeline tallies over the photos of ``seeds`` (with ``band``'s capture, read by
    ``engine``, the shipped model unless given); spaces wrong only in the pipeline, and only in
    the ideal crops (over the photos where the pipeline found a sheet); photos where it found none."""
    engine = engine or get_engine("model")
    ideal, pipeline = Tally(), Tally()
    lost = gained = missed = 0
    with tempfile.TemporaryDirectory() as folder:
        for seed in seeds:
            made = make_photo(spec(seed, digits, one_writer, band))
            path = Path(folder) / f"photo{seed}.jpg"
            path.write_bytes(made.jpeg)
            truth = made.sheets[0]
            try:
                found = scan_photo(path, engine=engine)
            except SplitterError as error:
                print(f"pipeline: {error}")
                missed += 1
                continue
            image = load_photo(path, grey=True).image
            best = read_located(image, (truth.homography,), truth.layout, engine)
            wrong_ideal = ideal.add(best.decoded, truth.sheet)
            wrong_pipeline = pipeline.add(found[0].decoded, truth.sheet)
            lost += len(wrong_pipeline - wrong_ideal)
            gained += len(wrong_ideal - wrong_pipeline)
    return ideal, pipeline, lost, gained, missed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--photos", type=int, default=60)
    parser.add_argument("--seed", type=int, default=700_000)
    parser.add_argument("--digits", choices=DIGIT_SOURCES[1:], default="shared",
                        help="whose handwriting (default: the held-out writers)")
    parser.add_argument("--hand", choices=("mixed", "one"), default="one",
                        help="one: each sheet in one player's hand (default); mixed: every space another writer")
    parser.add_argument("--band", choices=BANDS, help="force this capture on every photo: " + "; ".join(
        f"{name} blur {band.blur} px, JPEG {band.jpeg_quality}" + (f", {band.megapixels} MP" if band.megapixels else "")
        for name, band in BANDS.items()))
    parser.add_argument("--model", type=Path, help="read with this ONNX model (its .json record beside it) "
                                                   "instead of the shipped one")
    args = parser.parse_args()
    one_thread()
    started = time.time()
    band = BANDS[args.band] if args.band else None
    ideal, pipeline, lost, gained, missed = compare(range(args.seed, args.seed + args.photos), args.digits,
                                                    args.hand == "one", band,
                                                    ModelEngine(args.model) if args.model else None)
    print(f"{args.photos} made photos (seeds {args.seed}-{args.seed + args.photos - 1}, {args.digits} handwriting, "
          f"{args.hand} writer per sheet, capture {args.band or 'as made'}), read with "
          f"{args.model or 'the shipped model'} in {time.time() - started:.0f} s")
    print()
    print("| crops | digits read right | spaces read right | " + " | ".join(ERRORS)
          + " | wrong flagged | sheets exact |")
    print("| --- " * (5 + len(ERRORS)) + "|")
    print(ideal.row("ideal (true corners)"))
    print(pipeline.row("pipeline (located)"))
    print()
    print(f"star and heart spaces read wrong: ideal {ideal.symbol_wrong}, pipeline {pipeline.symbol_wrong} "
          f"({ideal.symbol_digits} of them written)")
    print(f"spaces wrong only in the pipeline's crops: {lost}; only in the ideal crops: {gained}; "
          f"photos where the pipeline found no sheet: {missed} (left out of both columns)")


if __name__ == "__main__":
    main()
