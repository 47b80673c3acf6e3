"""Debian's Tesseract through pytesseract: a fallback digit engine for printed digits, one process
per sheet, and the reader of a sheet's printed words (:func:`read_line`).

The digit engine is offered as a labelled fallback, not an equal of the trained model: it reads
printed digits exactly but handwriting far less surely (its calibration below).

Every written space's normalised image, sheared upright, becomes a tile of one montage (black
ink on white, tiles far apart, rows of tiles as text lines); Tesseract reads the montage once
with only ``123456`` allowed, and each character it finds (hOCR character boxes) is mapped
back to the tile under its centre. Probabilities come from a calibration on handwriting kept
apart from the benchmarks: what the true digit was when Tesseract read a given digit, and when
it read nothing (mostly a 1; such spaces stay uncertain).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from splitter_print.errors import Remedy, SplitterError
from splitter_print.reading.recognise.engine import CLASSES, EngineName

DIGITS = "123456"


@dataclass(frozen=True)
class TesseractLevels:
    """How Tesseract's reads become probabilities.

    >>> TESSERACT.floor, TESSERACT.unsure_below
    (0.02, 90.0)
    """

    floor: float = 0.02
    """Least probability (0-1) of the empty class on a tile Tesseract read or did not, so that a
    confident misreading stays recoverable."""
    unsure_below: float = 90.0
    """Reads under this confidence (Tesseract's 0-100) were right less often (83 % against
    96 %): they are blended with the no-read distribution ..."""
    unsure_blend: float = 0.2
    """... which takes this share (0-1) of the blend."""


TESSERACT = TesseractLevels()
"""The levels the Tesseract engine reads with."""


@dataclass(frozen=True)
class MontagePlan:
    """How tiles are laid out: tile side and the gap around each, in montage pixels."""

    tile: int = 40
    gap: int = 100
    per_row: int = 8
    thicken: int = 2

    def origin(self, index: int) -> tuple[int, int]:
        row, col = divmod(index, self.per_row)
        step = self.tile + self.gap
        return self.gap + col * step, self.gap + row * step

    def tile_at(self, x: float, y: float, count: int) -> int | None:
        """The tile whose slot holds the point ``(x, y)``, if any."""
        step = self.tile + self.gap
        col, row = int((x - self.gap / 2) // step), int((y - self.gap / 2) // step)
        index = row * self.per_row + col
        return index if 0 <= col < self.per_row and 0 <= index < count else None


def montage(cells: Sequence[np.ndarray], plan: MontagePlan) -> np.ndarray:
    """One grey image (black ink on white) holding every cell as a tile.

    >>> m = montage([np.ones((28, 28), np.float32)] * 3, MontagePlan(tile=10, gap=5, per_row=2))
    >>> m.shape, int(m.min()), int(m.max())
    ((35, 35), 0, 255)
    """
    rows = max((len(cells) + plan.per_row - 1) // plan.per_row, 1)
    step = plan.tile + plan.gap
    canvas = np.full((plan.gap + rows * step, plan.gap + plan.per_row * step), 255, np.uint8)
    kernel = np.ones((plan.thicken, plan.thicken), np.uint8) if plan.thicken > 1 else None
    for index, cell in enumerate(cells):
        ink = cv2.resize(cell.astype(np.float32), (plan.tile, plan.tile), interpolation=cv2.INTER_CUBIC)
        ink = (np.clip(ink, 0, 1) * 255).astype(np.uint8)
        if kernel is not None:
            ink = cv2.dilate(ink, kernel)
        x, y = plan.origin(index)
        canvas[y:y + plan.tile, x:x + plan.tile] = 255 - ink
    return canvas


READ_CONFUSION = np.array([
    [16, 1, 0, 2, 0, 0],
    [0, 142, 7, 0, 1, 1],
    [0, 5, 209, 0, 3, 0],
    [2, 3, 1, 138, 4, 6],
    [0, 0, 2, 0, 87, 0],
    [0, 0, 0, 1, 1, 132],
], float)
"""Counts of true digits 1-6 (columns) when Tesseract read 1-6 (rows), measured on 1,320
MNIST t10k digits 1-6 with index under 8000 (never the benchmark's held-out writers)."""
NO_READ = np.array([226, 81, 5, 91, 100, 53], float)
"""True digits 1-6 of the tiles where Tesseract read nothing, same measurement: mostly 1s,
which Tesseract almost never reads on their own."""


@dataclass(frozen=True)
class Symbol:
    """One character Tesseract read: its text, confidence 0-100 and box centre."""

    text: str
    confidence: float
    centre: tuple[float, float]


_SYMBOL = re.compile(r"x_bboxes (\d+) (\d+) (\d+) (\d+); x_conf ([\d.]+)'>([^<])<")


def parse_hocr(hocr: str) -> list[Symbol]:
    """The characters of Tesseract's hOCR (made with ``hocr_char_boxes=1``).

    >>> parse_hocr("<span class='ocrx_cinfo' title='x_bboxes 10 20 30 60; x_conf 91.5'>3</span>")
    [Symbol(text='3', confidence=91.5, centre=(20.0, 40.0))]
    """
    return [Symbol(m.group(6), float(m.group(5)), ((int(m.group(1)) + int(m.group(3))) / 2,
                                                  (int(m.group(2)) + int(m.group(4))) / 2))
            for m in _SYMBOL.finditer(hocr)]


def _calibrated(counts: np.ndarray) -> np.ndarray:
    """A row over :data:`CLASSES` from counts of true digits: smoothed, empty at :attr:`TesseractLevels.floor`."""
    digits = (counts + 0.5) / (counts + 0.5).sum()
    return np.asarray(np.r_[TESSERACT.floor, digits * (1 - TESSERACT.floor)])


def probabilities_from_symbols(symbols: Sequence[Symbol], count: int, plan: MontagePlan) -> np.ndarray:
    """Class probabilities per tile, calibrated on held-apart handwriting: what the true digit
    was when Tesseract read this one (:data:`READ_CONFUSION`), or read nothing (:data:`NO_READ`).

    >>> p = probabilities_from_symbols([Symbol("3", 96.0, (60.0, 60.0))], 2, MontagePlan())
    >>> int(p[0].argmax()), round(float(p[0, 3]), 2), int(p[1].argmax()), round(float(p[1, 1]), 2)
    (3, 0.93, 1, 0.4)
    """
    per_tile: dict[int, list[Symbol]] = {}
    for symbol in symbols:
        index = plan.tile_at(*symbol.centre, count)
        if symbol.text in DIGITS and index is not None:
            per_tile.setdefault(index, []).append(symbol)
    no_read = _calibrated(NO_READ)
    probs = np.tile(no_read, (count, 1))
    for index, found in per_tile.items():
        best = max(found, key=lambda s: s.confidence)
        row = _calibrated(READ_CONFUSION[DIGITS.index(best.text)])
        agree = len({s.text for s in found}) == 1
        blend = TESSERACT.unsure_blend
        probs[index] = row if agree and best.confidence >= TESSERACT.unsure_below else \
            (1 - blend) * row + blend * no_read
    return probs


def deskew(cell: np.ndarray) -> np.ndarray:
    """The cell sheared upright from its second moments (handwriting leans; Tesseract reads
    upright print): measured +7 points of accuracy on held-apart MNIST digits.

    >>> leaning = np.zeros((28, 28), np.float32)
    >>> for y in range(4, 24): leaning[y, 8 + (24 - y) // 2: 11 + (24 - y) // 2] = 1
    >>> upright = deskew(leaning)
    >>> cols = [np.nonzero(upright[y])[0].mean() for y in (6, 20)]
    >>> bool(abs(cols[0] - cols[1]) < 2)
    True
    """
    moments = cv2.moments(cell)
    if abs(moments["mu02"]) < 1e-2:
        return cell
    skew = moments["mu11"] / moments["mu02"]
    side = cell.shape[0]
    shear = np.array([[1, skew, -0.5 * side * skew], [0, 1, 0]], np.float32)
    return np.asarray(cv2.warpAffine(cell, shear, (side, side), flags=cv2.WARP_INVERSE_MAP | cv2.INTER_LINEAR))


class TesseractEngine:
    """Reads normalised cells with one Tesseract run per call (one call per sheet): the fallback
    for printed digits, less reliable on handwriting than the model."""

    name = EngineName.TESSERACT

    def __init__(self, plan: MontagePlan | None = None, psm: int = 6) -> None:
        self.plan = plan or MontagePlan()
        self.psm = psm

    def classify(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        """Probabilities ``(len(cells), 7)``; all-zero cells are ``empty`` without asking Tesseract."""
        probs = np.zeros((len(cells), len(CLASSES)))
        probs[:, 0] = 1.0
        written = [i for i, cell in enumerate(cells) if cell.any()]
        if not written:
            return probs
        image = montage([deskew(cells[i].astype(np.float32)) for i in written], self.plan)
        symbols = parse_hocr(_run_tesseract(image, self.psm))
        probs[written] = probabilities_from_symbols(symbols, len(written), self.plan)
        return probs

    def read(self, cells: Sequence[np.ndarray]) -> None:
        """Tesseract gives no features, so it cannot learn a player's hand."""
        return None


def _run_tesseract(image: np.ndarray, psm: int) -> str:
    """Tesseract's hOCR for ``image``, with a box and a confidence for every character."""
    import pytesseract

    config = (f"--psm {psm} --oem 1 -c tessedit_char_whitelist={DIGITS} -c hocr_char_boxes=1 "
              "-c load_system_dawg=0 -c load_freq_dawg=0")
    try:
        hocr: bytes = pytesseract.image_to_pdf_or_hocr(image, extension="hocr", config=config)
        return hocr.decode("utf-8")
    except pytesseract.TesseractNotFoundError:
        raise SplitterError("tesseract is not installed; install the Debian package tesseract-ocr",
                            remedy=Remedy.OTHER_ENGINE, engine=EngineName.MODEL) from None


@dataclass(frozen=True)
class Word:
    """One word Tesseract read: its text, confidence (0-100) and box (pixels)."""

    text: str
    confidence: float
    left: int
    top: int
    right: int
    bottom: int

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.left + self.right) / 2, (self.top + self.bottom) / 2)


def parse_words(data: dict[str, list[object]]) -> list[Word]:
    """The words of pytesseract's ``image_to_data`` dictionary, blanks dropped.

    >>> parse_words({"text": ["", "SPLITTER"], "conf": [-1, 93.5], "left": [0, 10], "top": [0, 5],
    ...              "width": [0, 80], "height": [0, 20]})
    [Word(text='SPLITTER', confidence=93.5, left=10, top=5, right=90, bottom=25)]
    """
    words = []
    for text, conf, left, top, width, height in zip(data["text"], data["conf"], data["left"], data["top"],
                                                    data["width"], data["height"]):
        if str(text).strip():
            x, y = int(str(left)), int(str(top))
            words.append(Word(str(text).strip(), float(str(conf)), x, y, x + int(str(width)), y + int(str(height))))
    return words


def read_lines(image: np.ndarray) -> list[Word]:
    """The words Tesseract reads on ``image`` (grey, dark print on light), taken as lines of
    print (page segmentation mode 6: each line read on its own); none when Tesseract is not
    installed, so that printed words stay a cue the reader can do without."""
    import pytesseract

    try:
        data = pytesseract.image_to_data(image, config="--psm 6 --oem 1", output_type=pytesseract.Output.DICT)
    except pytesseract.TesseractNotFoundError:
        return []
    return parse_words(data)
