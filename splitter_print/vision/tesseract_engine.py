"""The baseline digit engine: Debian's Tesseract through pytesseract, one process per sheet.

Every written space's normalised image becomes a tile of one montage (black ink on white,
tiles far apart, one row of tiles per text line), Tesseract reads the montage once with only
``123456`` allowed, and each word it finds is mapped back to the tile under its centre. A
word's confidence becomes the probability of its digit; a tile where nothing was read gets a
flat distribution over 1-6, so the decoder marks it uncertain.
"""

from __future__ import annotations

from collections.abc import Sequence
import re
from dataclasses import dataclass

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.vision.recognise import CLASSES

DIGITS = "123456"
FLOOR = 0.02
"""Least probability any class keeps, so that a confident misreading stays recoverable."""


@dataclass(frozen=True)
class MontagePlan:
    """How tiles are laid out: tile side and the gap around each, in montage pixels."""

    tile: int = 40
    gap: int = 100
    per_row: int = 8
    thicken: int = 3

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


@dataclass(frozen=True)
class Symbol:
    """One character Tesseract read: its text, confidence 0-100, box centre and runner-up choices."""

    text: str
    confidence: float
    centre: tuple[float, float]
    choices: tuple[str, ...] = ()


_SYMBOL = re.compile(r"x_bboxes (\d+) (\d+) (\d+) (\d+); x_conf ([\d.]+)'>([^<])<|id='choice_[\d_]+' title='x_confs [\d.]+'>([^<])<")


def parse_hocr(hocr: str) -> list[Symbol]:
    """The characters of Tesseract's hOCR (``hocr_char_boxes`` and ``lstm_choice_mode=2`` on).

    >>> text = "<span title='x_bboxes 10 20 30 60; x_conf 91.5'>3</span>" \\
    ...        "<span id='choice_1_1_2' title='x_confs 0'>5</span>"
    >>> parse_hocr(text)
    [Symbol(text='3', confidence=91.5, centre=(20.0, 40.0), choices=('5',))]
    """
    symbols: list[Symbol] = []
    for match in _SYMBOL.finditer(hocr):
        if match.group(6) is not None:
            x0, y0, x1, y1 = (int(match.group(i)) for i in range(1, 5))
            symbols.append(Symbol(match.group(6), float(match.group(5)), ((x0 + x1) / 2, (y0 + y1) / 2)))
        elif symbols and match.group(7) != symbols[-1].text and match.group(7) not in symbols[-1].choices:
            last = symbols[-1]
            symbols[-1] = Symbol(last.text, last.confidence, last.centre, last.choices + (match.group(7),))
    return symbols


def probabilities_from_symbols(symbols: Sequence[Symbol], count: int, plan: MontagePlan) -> np.ndarray:
    """Class probabilities per tile: the read digit gets its confidence, runner-up choices a
    little more than the rest; a tile with nothing read (or two different digits) is flat.

    >>> p = probabilities_from_symbols([Symbol("3", 90.0, (60.0, 60.0))], 2, MontagePlan())
    >>> int(p[0].argmax()), round(float(p[1, 1]), 3) == round(float(p[1, 6]), 3)
    (3, True)
    """
    per_tile: dict[int, list[Symbol]] = {}
    for symbol in symbols:
        index = plan.tile_at(*symbol.centre, count)
        if symbol.text in DIGITS and index is not None:
            per_tile.setdefault(index, []).append(symbol)
    probs = np.tile(np.r_[FLOOR, np.full(len(DIGITS), (1 - FLOOR) / len(DIGITS))], (count, 1))
    for index, found in per_tile.items():
        best = max(found, key=lambda s: s.confidence)
        certainty = np.clip(best.confidence, 0, 100) / 100 * (1.0 if len({s.text for s in found}) == 1 else 0.5)
        row = np.full(len(CLASSES), FLOOR)
        for choice in best.choices:
            if choice in DIGITS:
                row[CLASSES.index(choice)] = 3 * FLOOR
        row[CLASSES.index(best.text)] = 0.0
        row *= (1 - (0.3 + 0.65 * certainty)) / row.sum()
        row[CLASSES.index(best.text)] = 0.3 + 0.65 * certainty
        probs[index] = row
    return probs


class TesseractEngine:
    """Reads normalised cells with one Tesseract run per call (one call per sheet)."""

    name = "tesseract"

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
        image = montage([cells[i] for i in written], self.plan)
        symbols = parse_hocr(_run_tesseract(image, self.psm))
        probs[written] = probabilities_from_symbols(symbols, len(written), self.plan)
        return probs


def _run_tesseract(image: np.ndarray, psm: int) -> str:
    """Tesseract's hOCR for ``image``, with a box, a confidence and the choices of every character."""
    import pytesseract

    config = (f"--psm {psm} --oem 1 -c tessedit_char_whitelist={DIGITS} -c hocr_char_boxes=1 "
              "-c lstm_choice_mode=2 -c load_system_dawg=0 -c load_freq_dawg=0")
    try:
        return pytesseract.image_to_pdf_or_hocr(image, extension="hocr", config=config).decode("utf-8")
    except pytesseract.TesseractNotFoundError:
        raise SplitterError("tesseract is not installed; install the Debian package tesseract-ocr "
                            "or use --engine model") from None
