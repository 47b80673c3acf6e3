"""The calibration strip: the player's own 1-6, written once, to lean the reading to that hand.

Our pads print six small boxes (``SheetGeometry.calibration``), box ``i`` for the number
``i + 1``. The steps:

1. :func:`cut_strip` cuts the boxes from the rectified sheet and cleans and normalises them
   with :mod:`~splitter_print.reading.cut.cells`' own steps, as it does the spaces.
2. :func:`read_spaces` reads the spaces and the written boxes in one forward pass;
   :func:`choose_samples` drops the boxes that look like a slip (a 4 in the box for 1);
   with at least :attr:`Adaptation.min_samples` boxes left, :func:`lean` leans each written
   space's probabilities towards the player's sample it resembles
   (:func:`~splitter_print.reading.recognise.model.adapt`).

An engine without features (Tesseract, the combination) reads as before, and so does a sheet
whose strip is empty or unusable: its probabilities are exactly the engine's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import cv2
import numpy as np

from splitter_print.paper.geometry import SheetGeometry
from splitter_print.reading.cut import cells
from splitter_print.reading.recognise.engine import CELL_SIDE, Engine, Reading
from splitter_print.reading.recognise.model import adapt

if TYPE_CHECKING:
    from splitter_print.reading.debug import DebugSink

@dataclass(frozen=True)
class StripCut:
    """How the strip's boxes are cut from the rectified sheet.

    >>> STRIP_CUT.margin_mm
    1.2
    """

    margin_mm: float = 1.2
    """How far (sheet mm) around each box a cut reaches: the gap between boxes, so a cut takes in
    the neighbour's printed outline (dropped as print) but not a digit written inside it."""
    room_mm: float = 1.0
    """The box is handed to :func:`cells.ink_mask` this much (sheet mm) larger on every side: its
    band for the printed outline, made for 13 mm spaces, then covers the box's edge without
    eating the strokes of a digit written small in a 7 mm box (the bar of a 5, the foot of a 2)."""
    middle_mm: float = 3.0
    """Side (sheet mm) of the square at a box's middle that a number written in the box crosses
    and its printed outline, however blurred, does not reach: ink only outside it is print."""


STRIP_CUT = StripCut()
"""How the reader cuts the strip."""


@dataclass(frozen=True)
class Adaptation:
    """How the strip changes a reading: fewer than ``min_samples`` kept boxes leave it alone."""

    weight: float = 0.5
    """Share (0-1) of the model's probability of the strip's numbers that the player's samples
    take over (:func:`~splitter_print.reading.recognise.model.adapt`)."""
    sharpness: float = 10.0
    """How sharply the likeness (cosine) to each sample picks one of them (a softmax's scale)."""
    guard: float = 0.5
    """A box the model reads as another number with at least this probability may be a slip
    (:func:`choose_samples`) ..."""
    alike: float = 0.85
    """... and is kept only as the player's hand: that number's box reads as it and looks less
    like this box than this cosine."""
    min_samples: int = 3
    """The least boxes kept for the strip to lean a reading."""


DEFAULT = Adaptation()
"""How the reader leans readings to the strip."""


@dataclass(frozen=True)
class Strip:
    """The strip as cut: each box's normalised image (zeros when empty) and whether it is written."""

    images: tuple[np.ndarray, ...]
    written: tuple[bool, ...]

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers whose boxes hold writing."""
        return tuple(n for n, w in enumerate(self.written, start=1) if w)


def strip_geometry(geometry: SheetGeometry) -> SheetGeometry:
    """The sheet with the strip's boxes as its only "spaces" (cells ``(-1, 0)`` to ``(-1, 5)``,
    never a pad's), so that :func:`cells.cut_cells` cuts them, and only them."""
    return dataclasses.replace(geometry, cells={(-1, i): box for i, box in enumerate(geometry.calibration)})


def cut_strip(rectified: np.ndarray, geometry: SheetGeometry, px_per_mm: float = cells.CUT.px_per_mm,
              margin_mm: float = STRIP_CUT.margin_mm, room_mm: float = STRIP_CUT.room_mm) -> Strip:
    """Every box of the strip, cleaned and normalised as a space is."""
    cuts = cells.cut_cells(rectified, strip_geometry(geometry), px_per_mm, margin_mm)
    room = round(room_mm * px_per_mm)
    grown = [dataclasses.replace(cut, space=(cut.space[0] - room, cut.space[1] - room, cut.space[2] + 2 * room,
                                             cut.space[3] + 2 * room)) for _, cut in sorted(cuts.items())]
    images, written = [], []
    for cut, (mask, dark) in zip(grown, cells.ink_masks(grown, px_per_mm)):
        is_written = cells.is_written(mask, px_per_mm) and crosses_middle(mask, cut.space, px_per_mm)
        images.append(cells.normalise(mask, dark) if is_written else np.zeros((CELL_SIDE, CELL_SIDE), np.float32))
        written.append(is_written)
    return Strip(tuple(images), tuple(written))


def crosses_middle(mask: np.ndarray, box: tuple[int, int, int, int], px_per_mm: float,
                   side_mm: float = STRIP_CUT.middle_mm) -> bool:
    """Whether any ink of ``mask`` lies in the square of ``side_mm`` at the middle of ``box``
    (``x, y, w, h`` pixels in the mask).

    >>> ring = np.zeros((40, 40), np.uint8); ring[4:36, 4:36] = 1; ring[8:32, 8:32] = 0
    >>> stroke = np.zeros((40, 40), np.uint8); stroke[6:34, 19:22] = 1
    >>> crosses_middle(ring, (4, 4, 32, 32), 4.0), crosses_middle(stroke, (4, 4, 32, 32), 4.0)
    (False, True)
    """
    x, y, w, h = box
    half = side_mm * px_per_mm / 2
    left, top = max(0, round(x + w / 2 - half)), max(0, round(y + h / 2 - half))
    return bool(mask[top:round(y + h / 2 + half), left:round(x + w / 2 + half)].any())


def choose_samples(strip: Strip, reading: Reading, guard: float, alike: float) -> tuple[int, ...]:
    """Positions in ``reading`` (one row per written box, in box order) of the samples to use.

    A box the model reads as another number ``j`` with probability ``guard`` or more is kept
    only when that is the player's hand rather than a slip: box ``j`` holds writing the model
    reads as ``j``, and the two do not look alike (cosine of their features under ``alike``),
    like a European 1 that the model takes for a 4 beside the player's own 4. A 4 in the box
    for 1 is dropped when the strip is shifted, swapped or holds the 4 twice.

    >>> strip = Strip((np.zeros((28, 28)),) * 4, (True, False, True, True))
    >>> probs = np.array([[0, .05, 0, 0, .95, 0, 0], [0, 0, 0, .05, 0, .95, 0], [0, 0, 0, 0, 1, 0, 0]])
    >>> features = np.array([[1.0, 0.0], [0.6, 0.8], [0.0, 1.0]])
    >>> choose_samples(strip, Reading(probs, features), guard=0.5, alike=0.85)
    (0, 2)
    >>> choose_samples(strip, Reading(probs, features[[2, 1, 2]]), guard=0.5, alike=0.85)
    (2,)
    """
    rows = {number: row for row, number in enumerate(strip.numbers)}
    digits = reading.probabilities[:, 1:]
    unit = reading.features / np.maximum(np.linalg.norm(reading.features, axis=1, keepdims=True), 1e-9)
    kept = []
    for row, number in enumerate(strip.numbers):
        others = digits[row].copy()
        others[number - 1] = 0.0
        other = int(others.argmax()) + 1
        twin = rows.get(other)
        if others.max() < guard or (twin is not None and int(digits[twin].argmax()) + 1 == other
                                    and float(unit[row] @ unit[twin]) < alike):
            kept.append(row)
    return tuple(kept)


@dataclass(frozen=True)
class SpacesRead:
    """The spaces' probabilities, and whether the player's strip shaped them."""

    probabilities: np.ndarray
    hand_adapted: bool
    strip: Strip | None = None
    samples: tuple[int, ...] = ()
    """Numbers whose boxes passed :func:`choose_samples` (used when ``hand_adapted``)."""
    features: np.ndarray | None = None
    """What the model saw in each space (a row per image), for learning the player's hand from
    the rolls (:mod:`~splitter_print.night.hand`); ``None`` for engines without features."""


def read_spaces(engine: Engine, images: Sequence[np.ndarray], rectified: np.ndarray, geometry: SheetGeometry,
                settings: Adaptation = DEFAULT, debug: DebugSink | None = None, with_strip: bool = True) -> SpacesRead:
    """Probabilities for the space ``images``, leaned to the hand on the strip when it can be.

    Spaces and written strip boxes go through the model together; only written spaces (any
    ink in their image) are adapted. ``with_strip=False`` reads no strip (a sheet that is not
    one of our pads has none where ``geometry`` puts it).
    """
    strip = cut_strip(rectified, geometry) if geometry.calibration and with_strip else None
    result = _lean(engine, images, strip, settings)
    if debug is not None and debug.active and strip is not None and any(strip.written):
        debug.save("strip", strip_picture(strip, result.samples))
    return result


def _lean(engine: Engine, images: Sequence[np.ndarray], strip: Strip | None, settings: Adaptation) -> SpacesRead:
    """One forward pass over the spaces and the written boxes, then :func:`lean`; the spaces
    alone on a pad without a strip, or with too few boxes written, or for an engine without
    features."""
    if strip is None or len(strip.numbers) < settings.min_samples:
        alone = engine.read(images)
        if alone is None:
            return SpacesRead(engine.classify(images), False, strip)
        return SpacesRead(alone.probabilities, False, strip, features=alone.features)
    both = engine.read([*images, *(strip.images[n - 1] for n in strip.numbers)])
    if both is None:
        return SpacesRead(engine.classify(images), False, strip)
    count = len(images)
    spaces = Reading(both.probabilities[:count], both.features[:count])
    drawn = Reading(both.probabilities[count:], both.features[count:])
    return lean(spaces, np.array([bool(np.any(image)) for image in images], bool), strip, drawn, settings)


def lean(spaces: Reading, written: np.ndarray, strip: Strip, drawn: Reading, settings: Adaptation) -> SpacesRead:
    """The spaces' probabilities leaned to the player's hand: ``drawn`` is the model's reading of
    the strip's written boxes (in box order); only the ``written`` spaces change, and nothing
    does when fewer than ``settings.min_samples`` boxes pass :func:`choose_samples`."""
    kept = list(choose_samples(strip, drawn, settings.guard, settings.alike))
    numbers = tuple(strip.numbers[i] for i in kept)
    if len(kept) < settings.min_samples:
        return SpacesRead(spaces.probabilities, False, strip, numbers, spaces.features)
    adapted = spaces.probabilities.copy()
    if written.any():
        player = Reading(drawn.probabilities[kept], drawn.features[kept])
        own = Reading(spaces.probabilities[written], spaces.features[written])
        adapted[written] = adapt(own, player, numbers, settings.weight, settings.sharpness)
    return SpacesRead(adapted, True, strip, numbers, spaces.features)


def strip_picture(strip: Strip, used: Sequence[int], scale: int = 3) -> np.ndarray:
    """The strip's normalised boxes in a row for a debug picture: white ink on black, framed
    green when the box is among ``used``, grey when written but dropped, dark when empty."""
    side = CELL_SIDE * scale
    canvas = np.full((side + 8, 6 * (side + 8), 3), 30, np.uint8)
    for index, (image, written) in enumerate(zip(strip.images, strip.written)):
        x = index * (side + 8)
        colour = (60, 200, 60) if index + 1 in used else (150, 150, 150) if written else (70, 70, 70)
        cv2.rectangle(canvas, (x + 1, 1), (x + side + 6, side + 6), colour, 2)
        tile = cv2.resize(image, (side, side), interpolation=cv2.INTER_NEAREST)
        canvas[4:4 + side, x + 4:x + 4 + side] = (tile * 255).astype(np.uint8)[..., None]
    return canvas

