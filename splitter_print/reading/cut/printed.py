"""The printed words of a placed sheet, read by Tesseract: one more cue for which way up it
lies and which pad it is, where OCR is strong (print, not handwriting).

Both cards print the title SPLITTER at the top of their side panel and the pad's letter (ours
beside the QR code, the publisher's in a hole at the right of the pattern). Under each
candidate placement the title's and the letter's places are cut from the photo, scaled to one
line height and laid side by side on a line of their own; Tesseract reads the lines of all
candidates in one run (page segmentation mode 6, each line read on its own): the placement
under which the title reads upright is the way up; under the other (the half turn), the
title's place holds other print or nothing. Without Tesseract, or where the words are covered
or too small to read, nothing is read and the other cues decide.

>>> from splitter_print.game.layout import load_layout
>>> [word.text for word in printed_words(load_layout("A"), CardStyle.OURS)]
['SPLITTER', 'A']
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from splitter_print.game.layout import Cell, Layout
from splitter_print.paper.geometry import Rect, sheet_geometry
from splitter_print.reading.geometry import mm_to_lattice
from splitter_print.reading.locate.card import CardStyle
from splitter_print.reading.recognise.tesseract import Word, read_lines

TITLE = "SPLITTER"
"""The title both cards print at the top of their side panel."""


@dataclass(frozen=True)
class WordsTuning:
    """Where the words are cut, how they are laid out for Tesseract, and when they decide.

    >>> WORDS.line_px, WORDS.min_title
    (48, 0.75)
    """

    line_px: int = 48
    """Height (px) every word's place is scaled to on the line Tesseract reads: capitals of
    28-44 px, where Tesseract reads print surely."""
    oversample: float = 2.0
    """How many times larger than the line a place is first cut from the photo (then reduced
    by area), so that thin strokes are averaged rather than skipped."""
    stretch: float = 2.0
    """Percentile (0-100) of a place's grey at each end that its contrast is stretched between
    (the publisher's blue letter on its blue card is faint)."""
    least_contrast: float = 40.0
    """Grey levels (0-255) a place's contrast is stretched from at least, so that a plain place
    stays plain rather than its noise stretched into strokes."""
    gap_px: int = 40
    """White (px) between two places on the line and around it, so that no word runs into the next."""
    min_title: float = 0.75
    """Least likeness (0-1, :class:`difflib.SequenceMatcher`'s ratio) of what one place reads
    to SPLITTER for the title to count as read there: 6 of its 8 letters."""
    min_letter_confidence: float = 85.0
    """Least confidence (Tesseract's 0-100) of a pad letter read: a single letter is read from
    plain card now and then, less surely than one printed there (80 against 88 and more)."""
    letter_below_title: float = 3.2
    """Our pad's letter box holds the small word PAD above the letter: the letter is cut from
    this many mm below the box's top."""
    publisher_title: tuple[float, float, float, float] = (-3.8, -0.25, 3.5, 1.0)
    """Where the publisher's card prints SPLITTER: left, top, width and height, in pitches from
    the pattern's top-left corner (the top tenth of the side panel, left of the pattern)."""
    publisher_letter_inset: float = 0.06
    """The publisher's pad letter is cut from its hole less this many pitches at the left and
    right, clear of the dividing lines around it."""


WORDS = WordsTuning()
"""The tuning the printed words are read with."""


@dataclass(frozen=True)
class PrintedWord:
    """One printed word of a card: what it says the right way up, and where (sheet mm)."""

    text: str
    rect: Rect


@dataclass(frozen=True)
class PrintedReading:
    """What one candidate placement's word places read: the title's likeness to SPLITTER (0-1)
    and the pad letter, if one letter was read in its place."""

    title: float
    letter: str | None

    @property
    def upright(self) -> bool:
        """Whether the title reads here (:attr:`WordsTuning.min_title`)."""
        return self.title >= WORDS.min_title


def publisher_letter_hole(layout: Layout) -> Cell | None:
    """The hole the publisher prints the pad letter in: in the pattern's last column, the hole
    nearest the middle row (the lower of two as near), as on the photographed pads (pad B about
    halfway down column 7's holes, pad A in the lower right).

    >>> from splitter_print.game.layout import load_layout
    >>> publisher_letter_hole(load_layout("A")), publisher_letter_hole(load_layout("B"))
    ((5, 7), (3, 7))
    """
    last = layout.cols - 1
    holes = [row for row in range(layout.rows) if (row, last) not in layout.spaces]
    if not holes:
        return None
    middle = (layout.rows - 1) / 2
    return (min(holes, key=lambda row: (abs(row - middle), -row)), last)


def printed_words(layout: Layout, card: CardStyle) -> tuple[PrintedWord, ...]:
    """The title and the pad letter as ``card`` prints them on a sheet of ``layout``, in sheet mm."""
    if card is CardStyle.OURS:
        geometry = sheet_geometry(layout)
        letter = geometry.letter
        return (PrintedWord(TITLE, geometry.boxes["title"]),
                PrintedWord(layout.name, Rect(letter.x, letter.y + WORDS.letter_below_title, letter.w,
                                              letter.h - WORDS.letter_below_title)))
    to_mm = np.linalg.inv(mm_to_lattice(layout))

    def in_mm(x: float, y: float, w: float, h: float) -> Rect:
        (x0, y0), (x1, y1) = cv2.perspectiveTransform(np.array([[(x, y), (x + w, y + h)]], np.float64), to_mm)[0]
        return Rect(float(x0), float(y0), float(x1 - x0), float(y1 - y0))

    words = [PrintedWord(TITLE, in_mm(*WORDS.publisher_title))]
    hole = publisher_letter_hole(layout)
    if hole is not None:
        inset = WORDS.publisher_letter_inset
        words.append(PrintedWord(layout.name, in_mm(hole[1] + inset, hole[0], 1 - 2 * inset, 1)))
    return tuple(words)


def cut_word(grey: np.ndarray, homography: np.ndarray, rect: Rect) -> np.ndarray:
    """The place ``rect`` (sheet mm) where ``homography`` (sheet mm -> ``grey``'s pixels) puts it,
    :attr:`~WordsTuning.line_px` high, dark print on light (a dark card's light letters turned
    over).

    >>> word = cut_word(np.zeros((100, 200), np.uint8), np.eye(3), Rect(10, 10, 40, 10))
    >>> word.shape, int(word.min())
    ((48, 192), 255)
    """
    height = WORDS.line_px
    width = max(1, round(height * rect.w / rect.h))
    big = (round(width * WORDS.oversample), round(height * WORDS.oversample))
    to_mm = np.array([[rect.w / big[0], 0, rect.x], [0, rect.h / big[1], rect.y], [0, 0, 1.0]])
    cut = cv2.warpPerspective(grey, homography @ to_mm, big, flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                              borderMode=cv2.BORDER_REPLICATE)
    small = cv2.resize(cut, (width, height), interpolation=cv2.INTER_AREA).astype(np.float32)
    low, high = np.percentile(small, WORDS.stretch), np.percentile(small, 100 - WORDS.stretch)
    span = max(float(high - low), WORDS.least_contrast)
    stretched = np.clip((small - low) / span * 255, 0, 255)
    return np.asarray(255 - stretched if np.median(stretched) < 128 else stretched, np.uint8)


def lines_of(rows: Sequence[Sequence[np.ndarray]]) -> tuple[np.ndarray, list[tuple[int, int, int, int]]]:
    """Each of ``rows`` (one candidate's places) a line of its own on one white page, places
    side by side, and each place's box (left, top, right, bottom; px) in row order.

    >>> page, boxes = lines_of([[np.zeros((48, 10), np.uint8)], [np.zeros((48, 20), np.uint8)] * 2])
    >>> page.shape, boxes
    ((216, 160), [(40, 40, 50, 88), (40, 128, 60, 176), (100, 128, 120, 176)])
    """
    gap, height = WORDS.gap_px, WORDS.line_px
    width = max(gap + sum(word.shape[1] + gap for word in row) for row in rows)
    page = np.full((gap + len(rows) * (height + gap), width), 255, np.uint8)
    boxes = []
    for index, row in enumerate(rows):
        x, y = gap, gap + index * (height + gap)
        for word in row:
            page[y:y + word.shape[0], x:x + word.shape[1]] = word
            boxes.append((x, y, x + word.shape[1], y + height))
            x += word.shape[1] + gap
    return page, boxes


def letters(text: str) -> str:
    """``text``'s letters and digits in capitals, the rest dropped.

    >>> letters("Sp1it-ter!")
    'SP1ITTER'
    """
    return "".join(ch for ch in text.upper() if ch.isalnum())


def pad_letter(words: Sequence[Word]) -> str | None:
    """The capital letter ``words`` (one place's reading) make, if they are one read surely
    (:attr:`~WordsTuning.min_letter_confidence`).

    >>> [pad_letter([Word(text, confidence, 0, 0, 30, 40)]) for text, confidence in (("B", 91.0), ("a", 80.0),
    ...                                                                                 ("B", 60.0))]
    ['B', None, None]
    """
    text = "".join(ch for word in words for ch in word.text if ch.isalnum())
    sure = all(word.confidence >= WORDS.min_letter_confidence for word in words)
    return text if len(text) == 1 and text.isupper() and sure else None


def read_printed(image: np.ndarray, homographies: Sequence[np.ndarray], layout: Layout,
                 card: CardStyle) -> list[PrintedReading]:
    """What the title's and the letter's places read under each candidate homography (sheet mm
    -> ``image``'s pixels), from one Tesseract run over all of them, a line per candidate (on
    one line, the other candidate's print misled the reading of the title); all empty without
    Tesseract. The letter's place goes on the line twice, as cut and turned over: the
    publisher's letter is hardly lighter or darker than the card around it, so which way it
    prints is not sure."""
    grey = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY) if image.ndim == 3 else image
    words = printed_words(layout, card)
    rows = []
    for homography in homographies:
        cuts = [cut_word(grey, homography, word.rect) for word in words]
        rows.append([cuts[0], *(turn for cut in cuts[1:] for turn in (cut, 255 - cut))])
    page, boxes = lines_of(rows)
    read: list[list[Word]] = [[] for _ in boxes]
    half = WORDS.gap_px / 2
    for found in read_lines(page):
        x, y = found.centre
        for index, (left, top, right, bottom) in enumerate(boxes):
            if left - half <= x < right + half and top - half <= y < bottom + half:
                read[index].append(found)
    per_candidate = len(rows[0])
    readings = []
    for start in range(0, len(boxes), per_candidate):
        title = letters("".join(word.text for word in read[start]))
        letter = {text for part in read[start + 1:start + per_candidate] if (text := pad_letter(part)) is not None}
        readings.append(PrintedReading(difflib.SequenceMatcher(None, title, TITLE).ratio(),
                                       letter.pop() if len(letter) == 1 else None))
    return readings


def upright_by_words(readings: Sequence[PrintedReading]) -> int | None:
    """The one candidate under which the title reads upright, if exactly one does.

    >>> upright_by_words([PrintedReading(1.0, "A"), PrintedReading(0.0, None)])
    0
    >>> upright_by_words([PrintedReading(0.2, None), PrintedReading(0.9, None)])
    1
    >>> upright_by_words([PrintedReading(0.0, None), PrintedReading(0.0, None)]) is None
    True
    """
    upright = [index for index, reading in enumerate(readings) if reading.upright]
    return upright[0] if len(upright) == 1 else None
