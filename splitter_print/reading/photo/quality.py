"""How well a sheet was photographed, measured inside the sheet, and whether it can be read.

A sheet is judged where it lies, not the photo as a whole: its print's edges say how blurred it
came out (:func:`blur_mm`), its placing how many pixels a space has, its paper how it was lit.
A sheet blurred beyond the gate (:data:`GATE`) is not given a total: the player is asked for
another photo, with the reason and what to do. A photo in which no sheet is found is judged as
a whole (:func:`too_blurred_for_any_sheet`): when even a sheet filling it would be beyond the
gate, the player hears that, not "no score sheet".
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from splitter_print.errors import Message
from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import SheetGeometry, sheet_geometry


@dataclass(frozen=True)
class PhotoQuality:
    """What the photo of one sheet was like.

    >>> PhotoQuality(0.3, 41.0, 212.0, 0.0).to_json()
    {'blur_mm': 0.3, 'space_px': 41.0, 'paper_grey': 212.0, 'glare': 0.0}
    """

    blur_mm: float
    """How far the print's edges are smeared: the blur's standard deviation in sheet millimetres,
    the photo's focus, shake and resolution together."""
    space_px: float
    """The side of a space in the photo's pixels."""
    paper_grey: float
    """The paper's brightness between the spaces, 0 (black) to 255 (white)."""
    glare: float
    """The share of the pattern's area washed out to white."""

    def to_json(self) -> dict[str, float]:
        return {"blur_mm": round(self.blur_mm, 2), "space_px": round(self.space_px, 1),
                "paper_grey": round(self.paper_grey, 1), "glare": round(self.glare, 3)}


@dataclass(frozen=True)
class QualityMeasure:
    """How a sheet's photo is measured (:func:`measure`).

    >>> MEASURE.white
    250
    """

    white: int = 250
    """Grey level (0-255) from which a pixel counts as washed out (:attr:`PhotoQuality.glare`)."""
    edge_share: float = 0.002
    """The share of the pattern's pixels whose gradients are taken as its sharpest edges (:func:`blur_mm`)."""
    print_tiles: int = 8
    """A photo is looked over for print (:func:`shows_print`) in squares of this fraction of its short side."""
    print_contrast: float = 100.0
    """Grey levels (0-255) between the darkest and the brightest percent of a square from which it
    shows print on paper (:func:`shows_print`): a sheet's ink on its paper spans about 150-230 on
    made photos up to a blur of about 14 px, a made table's grain under 65."""


MEASURE = QualityMeasure()
"""How the reader measures photos."""


@dataclass(frozen=True)
class QualityGate:
    """The level beyond which a sheet's digits no longer read surely, chosen from the measured
    curve of digits right against blur (``bench/quality_bench.py``). Paper brightness and glare
    are measured and reported but send no sheet back: very dark and over-exposed photos read in
    full (the hostile-input corpus), and no curve has shown a level for them yet.

    >>> GATE.max_blur_mm, GATE.max_frame_blur_mm
    (0.55, 0.4)
    """

    max_blur_mm: float = 0.55
    """Blur (sheet mm) beyond which digits read wrong too often: on made photos of held-out
    writers, about 98 % of digits read right up to 0.5 mm and 85 % from 0.5 to 0.6 mm, with three
    times the doubtful spaces."""
    max_frame_blur_mm: float = 0.4
    """A whole photo's blur (sheet mm at the scale of a pad's pattern filling it, :func:`frame_blur_mm`)
    beyond which a sheet in it seldom reads: on made photos nearly every sheet found beyond it
    was sent back, so one not found there is taken as too blurred rather than absent."""


GATE = QualityGate()
"""The gate the reader sends photos back at."""


def quantile(values: np.ndarray, share: float | np.float64) -> np.floating:
    """``np.quantile(values, share)`` (linear between the two nearest order statistics), found
    with one single partition, or for bytes from their histogram: NumPy's quantile partitions
    around several indices at once, which on a sheet's few hundred thousand pixels costs many
    times as much. As with NumPy, a ``share`` given as a Python float gives a quantile of the
    values' own float type, one given as ``np.float64`` (as a tuple of shares is) a float64.

    >>> values = np.random.default_rng(1).random(1001).astype(np.float32)
    >>> all(quantile(values, q) == np.quantile(values, q) for q in (0.0, 0.02, 0.5, 0.75, 0.998, 1.0))
    True
    >>> grey = (values * 255).astype(np.uint8)
    >>> all(quantile(grey, q) == np.quantile(grey, q) for q in (0.0, 0.02, 0.5, 0.75, 0.998, 1.0))
    True
    """
    flat = values.ravel()
    index = (flat.size - 1) * share
    below = math.floor(index)
    if below >= flat.size - 1:
        pair = np.repeat(flat.max(), 2)
        index, below = 1.0, 0
    elif flat.dtype == np.uint8:
        at_most = np.cumsum(np.bincount(flat, minlength=256))
        pair = np.searchsorted(at_most, [below, below + 1], side="right").astype(np.uint8)
    else:
        parted = np.partition(flat, below)
        pair = np.array([parted[below], parted[below + 1:].min()], flat.dtype)
    found: np.floating = np.quantile(pair, type(share)(index - below))
    return found


def blur_mm(pattern: np.ndarray, px_per_mm: float) -> float:
    """The blur of a grey picture of the sheet's pattern (``px_per_mm`` pixels a millimetre), in mm.

    A step edge of contrast ``C`` blurred by a Gaussian of deviation ``s`` rises at most by
    ``C / (s * sqrt(2 pi))`` a pixel, so the steepest gradients against the print's contrast give
    ``s``; the picture is smoothed a little first so that noise does not pass for sharpness.

    >>> edge = np.zeros((40, 40), np.float32); edge[:, 20:] = 200
    >>> sharp, soft = blur_mm(edge, 4.0), blur_mm(cv2.GaussianBlur(edge, (0, 0), 4.0), 4.0)
    >>> sharp < 0.4 < 0.8 < soft < 1.2
    True
    """
    grey = cv2.GaussianBlur(pattern.astype(np.float32), (0, 0), 0.7)
    contrast = float(quantile(grey, np.float64(0.98)) - quantile(grey, np.float64(0.02)))
    if contrast <= 0:
        return math.inf
    gx = cv2.Sobel(grey, cv2.CV_32F, 1, 0, ksize=3) / 8
    gy = cv2.Sobel(grey, cv2.CV_32F, 0, 1, ksize=3) / 8
    steepest = float(quantile(np.hypot(gx, gy), 1 - MEASURE.edge_share))
    if steepest <= 0:
        return math.inf
    return contrast / (steepest * math.sqrt(2 * math.pi)) / px_per_mm


def measure(rectified: np.ndarray, geometry: SheetGeometry, px_per_mm: float, space_px: float) -> PhotoQuality:
    """The quality of a sheet cut square-on at ``px_per_mm`` (grey or BGR) whose spaces measure
    ``space_px`` pixels in the photo."""
    grey = rectified if rectified.ndim == 2 else cv2.cvtColor(rectified, cv2.COLOR_BGR2GRAY)
    plate = geometry.plate
    top, left = max(0, round(plate.y * px_per_mm)), max(0, round(plate.x * px_per_mm))
    pattern = grey[top:round((plate.y + plate.h) * px_per_mm), left:round((plate.x + plate.w) * px_per_mm)]
    if pattern.size == 0:
        pattern = grey
    return PhotoQuality(blur_mm(pattern, px_per_mm), space_px, float(quantile(pattern, 0.75)),
                        float(np.mean(pattern >= MEASURE.white)))


def retake(quality: PhotoQuality, gate: QualityGate = GATE) -> Message | None:
    """Why a sheet photographed so cannot be read, with what to do; ``None`` when it can.

    >>> retake(PhotoQuality(0.2, 40.0, 200.0, 0.0)) is None
    True
    >>> str(retake(PhotoQuality(0.9, 40.0, 200.0, 0.0)))
    'too blurred to read (blur 0.90 mm): hold the phone still, add light, or come closer'
    """
    if quality.blur_mm > gate.max_blur_mm:
        return Message("too blurred to read (blur {blur:.2f} mm): hold the phone still, add light, or come closer",
                       blur=quality.blur_mm)
    return None


def shows_print(grey: np.ndarray) -> bool:
    """Whether some part of the photo shows dark print on light paper
    (:attr:`QualityMeasure.print_contrast`): only then do its steepest edges say how blurred it
    is (a table's soft grain is no blurred edge).

    >>> table = np.full((240, 320), 120, np.uint8); table[::7] = 150
    >>> printed = table.copy(); printed[40:80, 40:80] = 235; printed[55:65, 50:70] = 20
    >>> shows_print(table), shows_print(printed)
    (False, True)
    """
    side = max(1, min(grey.shape[:2]) // MEASURE.print_tiles)
    for top in range(0, grey.shape[0], side):
        for left in range(0, grey.shape[1], side):
            square = grey[top:top + side, left:left + side]
            low, high = quantile(square, np.float64(0.01)), quantile(square, np.float64(0.99))
            if high - low >= MEASURE.print_contrast:
                return True
    return False


def pattern_sides(layouts: Sequence[Layout]) -> list[tuple[float, float]]:
    """The sides (mm) of each pad's pattern of spaces, as :func:`frame_blur_mm` takes them.

    >>> from splitter_print.game.layout import load_layout
    >>> pattern_sides([load_layout("A")])
    [(124.0, 109.0)]
    """
    return [(plate.w, plate.h) for plate in (sheet_geometry(layout).plate for layout in layouts)]


def frame_blur_mm(grey: np.ndarray, patterns_mm: Sequence[tuple[float, float]]) -> float:
    """The least blur (sheet mm) any readable sheet in a photo could have.

    A sheet is read only when its pattern of spaces (``patterns_mm``: the sides of each pad's
    looked for) lies whole in the photo, so no sheet in it has more pixels a millimetre than
    the pattern filling the frame; the photo's blur at that scale is the least it can have.

    >>> sharp = np.zeros((300, 400), np.uint8); sharp[:, 200:] = 220
    >>> round(frame_blur_mm(cv2.GaussianBlur(sharp, (0, 0), 3.0), [(150.0, 200.0)]), 2)  # 3 px at 2 px a mm
    1.58
    """
    short, long = sorted(grey.shape[:2])
    return blur_mm(grey, max(min(short / min(sides), long / max(sides)) for sides in patterns_mm))


def too_blurred_for_any_sheet(grey: np.ndarray, patterns_mm: Sequence[tuple[float, float]],
                              gate: QualityGate = GATE) -> Message | None:
    """Why a photo in which no sheet was found holds none that could be read, with what to do:
    it :func:`shows_print` and its :func:`frame_blur_mm` is beyond :attr:`QualityGate.max_frame_blur_mm`.
    ``None`` when the photo is sharp enough to hold a readable sheet, or shows no print to judge
    (then "no score sheet" is the true answer).

    >>> sharp = np.zeros((300, 400), np.uint8); sharp[:, 200:] = 220
    >>> too_blurred_for_any_sheet(sharp, [(30.0, 40.0)]) is None
    True
    >>> str(too_blurred_for_any_sheet(cv2.GaussianBlur(sharp, (0, 0), 6.0), [(30.0, 40.0)]))
    'too blurred to find a score sheet (blur at least 0.61 mm): hold the phone still, add light, or come closer'
    """
    if not shows_print(grey):
        return None
    at_least = frame_blur_mm(grey, patterns_mm)
    if at_least > gate.max_frame_blur_mm:
        return Message("too blurred to find a score sheet (blur at least {blur:.2f} mm): hold the phone still, "
                       "add light, or come closer", blur=at_least)
    return None
