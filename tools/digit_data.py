"""Handwritten digits for training and measuring the digit model, in the normalised cell contract.

Loads MNIST (idx.gz) and Semeion (16x16 binary) from ../shared/data, brings every sample to the
contract of :mod:`splitter_print.reading.recognise.engine` (28x28 float32, ink 1.0 on 0.0, bounding box
fitted into 20x20, centre of mass at the centre), and makes the augmented and procedural
samples that imitate photographed pencil cells: stroke width, slant, scale, offset, blur,
noise, pencil-grey contrast, fragments of the printed cell outline, remnants of printed
stars and hearts, stray dots, and the European forms (flagged and footed 1s, closed 4s).
:func:`capture` photographs a cell with another maker's camera instead (albumentations, a
training-only dependency of the ``train`` extra, imported only when it is used).

Training-time only: the package never imports this module.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from splitter_testkit import paths

DATA = paths.data_dir()
CLASSES = ("empty", "1", "2", "3", "4", "5", "6")
NUMBERS = (1, 2, 3, 4, 5, 6)
CONFIDENT = 0.9
"""A probability at which a wrong reading counts as a confident error."""
SIDE = 28
BOX = 20
CANVAS = 64
EMPTY = 0

MNIST_TRAIN = range(0, 7000)
MNIST_VAL = range(7000, 8000)
MNIST_TEST = range(8000, 10000)
"""A fixed split of MNIST t10k by index: training never sees the last 3,000 samples."""

SEMEION_TRAIN = range(0, 1195)
SEMEION_TEST = range(1195, 1593)
"""Semeion is stored in groups of about ten writers; the last group (rows 1195+) is held out."""


@dataclass(frozen=True)
class Digits:
    """Samples in the cell contract with their digit labels (0-9, or the class index)."""

    images: np.ndarray
    labels: np.ndarray

    def take(self, keep: np.ndarray | range) -> Digits:
        """The samples at ``keep`` (indices or a boolean mask)."""
        index = np.asarray(keep)
        return Digits(self.images[index], self.labels[index])

    def of_labels(self, wanted: tuple[int, ...]) -> Digits:
        """Only the samples whose label is in ``wanted``."""
        return self.take(np.isin(self.labels, wanted))


def load_mnist(folder: Path = DATA / "mnist-t10k") -> Digits:
    """The MNIST t10k split: 10,000 digits, already in the contract (ink scaled to 0-1)."""
    with gzip.open(folder / "t10k-images-idx3-ubyte.gz") as f:
        images = np.frombuffer(f.read(), np.uint8, offset=16).reshape(-1, SIDE, SIDE)
    with gzip.open(folder / "t10k-labels-idx1-ubyte.gz") as f:
        labels = np.frombuffer(f.read(), np.uint8, offset=8).astype(np.int64)
    return Digits(images.astype(np.float32) / 255.0, labels)


def load_semeion(path: Path = DATA / "semeion" / "semeion.data") -> Digits:
    """All 1,593 Semeion digits, smoothed and re-normalised the MNIST way."""
    rows = [line.split() for line in path.read_text().splitlines() if line.strip()]
    values = np.array([[float(v) for v in row[:266]] for row in rows], np.float32)
    bits = values[:, :256].reshape(-1, 16, 16)
    labels = values[:, 256:266].argmax(axis=1).astype(np.int64)
    return Digits(np.stack([semeion_to_cell(b) for b in bits]), labels)


def semeion_to_cell(bits: np.ndarray) -> np.ndarray:
    """A 16x16 binary Semeion digit as a smooth anti-aliased cell, like MNIST's.

    Upsampling then blurring and re-thresholding rounds off the 16x16 staircase before the
    contract's resize to 20x20 anti-aliases the edges.
    """
    big = cv2.resize(bits.astype(np.float32), (96, 96), interpolation=cv2.INTER_NEAREST)
    smooth = cv2.GaussianBlur(big, (0, 0), 2.5)
    ink = np.clip((smooth - 0.35) * 4.0, 0.0, 1.0)
    return normalise(ink)


def ink_box(ink: np.ndarray, threshold: float = 0.1) -> np.ndarray | None:
    """The part of ``ink`` inside the box of its pixels above ``threshold``; None when there are none.

    >>> ink = np.zeros((10, 10), np.float32); ink[2:5, 6:8] = 1.0
    >>> ink_box(ink).shape, ink_box(np.zeros((4, 4))) is None
    ((3, 2), True)
    """
    ys, xs = np.nonzero(ink > threshold)
    if ys.size == 0:
        return None
    return ink[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]


def normalise(ink: np.ndarray, threshold: float = 0.1) -> np.ndarray:
    """Any ink image (1.0 ink on 0.0) in the 28x28 cell contract; no ink gives all zeros.

    >>> square = np.zeros((50, 50), np.float32); square[10:20, 30:35] = 1.0
    >>> cell = normalise(square)
    >>> cell.shape, round(float(cell.max()), 2)
    ((28, 28), 1.0)
    >>> rows = np.nonzero(cell.max(axis=1) > 0.5)[0]; int(rows.max() - rows.min() + 1)
    20
    """
    box = ink_box(ink, threshold)
    if box is None:
        return np.zeros((SIDE, SIDE), np.float32)
    crop = box.astype(np.float32)
    height, width = crop.shape
    scale = BOX / max(height, width)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    small = cv2.resize(crop, size, interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR)
    total = float(small.sum())
    if total <= 0:
        return np.zeros((SIDE, SIDE), np.float32)
    grid_y, grid_x = np.indices(small.shape)
    centre_y = float((grid_y * small).sum()) / total
    centre_x = float((grid_x * small).sum()) / total
    shift = np.float32([[1, 0, SIDE / 2 - 0.5 - centre_x], [0, 1, SIDE / 2 - 0.5 - centre_y]])
    cell = cv2.warpAffine(small, shift, (SIDE, SIDE), flags=cv2.INTER_LINEAR)
    return np.clip(cell, 0.0, 1.0).astype(np.float32)


def _stroke(canvas: np.ndarray, points: list[tuple[float, float]], width: int, value: float = 1.0) -> None:
    """Draw a pen stroke through ``points`` (x, y) on ``canvas`` in place, anti-aliased."""
    shift = 4
    scaled = np.array([[round(x * 16), round(y * 16)] for x, y in points], np.int32)
    cv2.polylines(canvas, [scaled], False, value, max(1, width), cv2.LINE_AA, shift)


def _wobble(rng: np.random.Generator, points: list[tuple[float, float]], amount: float) -> list[tuple[float, float]]:
    """Hand tremor: every point moved a little at random."""
    return [(x + rng.normal(0, amount), y + rng.normal(0, amount)) for x, y in points]


def _smooth(points: list[tuple[float, float]], steps: int = 8) -> list[tuple[float, float]]:
    """A pen's rounded path through ``points`` (Chaikin corner cutting, then sampling)."""
    path = np.array(points, np.float64)
    for _ in range(2):
        inner = np.repeat(path, 2, axis=0)[1:-1].reshape(-1, 2, 2)
        path = np.vstack([path[:1], *[[0.75 * a + 0.25 * b, 0.25 * a + 0.75 * b] for a, b in inner], path[-1:]])
    return [tuple(point) for point in path[:: max(1, len(path) // (steps * len(points)))]] + [tuple(path[-1])]


def _hand(rng: np.random.Generator, strokes: list[list[tuple[float, float]]]) -> np.ndarray:
    """Strokes (in a unit box, y down) written by hand: stretched, slanted, wobbly, rounded."""
    canvas = np.zeros((CANVAS, CANVAS), np.float32)
    height = rng.uniform(34, 48)
    width = height * rng.uniform(0.45, 1.0)
    slant = rng.uniform(-0.1, 0.35)
    width_px = int(rng.integers(2, 6))
    for stroke in strokes:
        points = [(CANVAS / 2 + (x - 0.5) * width + (0.5 - y) * height * slant, CANVAS / 2 + (y - 0.5) * height)
                  for x, y in stroke]
        path = _wobble(rng, points, 0.7)
        _stroke(canvas, _smooth(path) if rng.random() < 0.6 else path, width_px)
    return canvas


def european_one(rng: np.random.Generator) -> np.ndarray:
    """A "1" as Europeans write it: a long up-stroke flag, and a foot bar, a hook or nothing."""
    top_x = rng.uniform(0.55, 0.95)
    flag = (top_x - rng.uniform(0.25, 0.6), rng.uniform(0.2, 0.55))
    bottom_x = top_x - rng.uniform(0.0, 0.35)
    stroke = [flag, (top_x, 0.0), (bottom_x, 1.0)]
    strokes = [stroke]
    foot = rng.random()
    if foot < 0.3:
        half = rng.uniform(0.2, 0.45)
        strokes.append([(bottom_x - half, 1.0), (bottom_x + half, 1.0)])
    elif foot < 0.6:
        stroke.append((bottom_x + rng.uniform(0.1, 0.3), 1.0 - rng.uniform(0.0, 0.15)))
    return _hand(rng, strokes)


def closed_four(rng: np.random.Generator) -> np.ndarray:
    """A "4" with a closed top: the slanted stroke meets the upright at (or near) its top."""
    stem_x = rng.uniform(0.55, 0.8)
    bar_y = rng.uniform(0.5, 0.75)
    left = (rng.uniform(0.0, 0.15), bar_y + rng.uniform(-0.05, 0.05))
    right = (min(1.0, stem_x + rng.uniform(0.1, 0.4)), bar_y + rng.uniform(-0.08, 0.02))
    apex = (stem_x + rng.uniform(-0.15, 0.05), 0.0)
    if rng.random() < 0.5:
        return _hand(rng, [[apex, left, right], [apex, (stem_x + rng.uniform(-0.1, 0.1), 1.0)]])
    return _hand(rng, [[(stem_x, 1.0), apex, left, right]])


def _star(rng: np.random.Generator, centre: tuple[float, float], radius: float) -> np.ndarray:
    """The corners of a five-pointed star, randomly turned."""
    turn = rng.uniform(0, 2 * np.pi)
    angles = turn + np.arange(10) * np.pi / 5
    radii = np.where(np.arange(10) % 2 == 0, radius, radius * 0.45)
    return np.stack([centre[0] + radii * np.cos(angles), centre[1] + radii * np.sin(angles)], 1)


def _heart(centre: tuple[float, float], radius: float) -> np.ndarray:
    """The outline of a heart."""
    t = np.linspace(0, 2 * np.pi, 40)
    x = 16 * np.sin(t) ** 3
    y = -(13 * np.cos(t) - 5 * np.cos(2 * t) - 2 * np.cos(3 * t) - np.cos(4 * t))
    return np.stack([centre[0] + x * radius / 17, centre[1] + y * radius / 17], 1)


def symbol_remnant(rng: np.random.Generator, canvas: np.ndarray, strength: float) -> None:
    """What is left of a printed star or heart after the cutter removes the print, in place."""
    centre = (CANVAS / 2 + rng.uniform(-6, 6), CANVAS / 2 + rng.uniform(-6, 6))
    radius = rng.uniform(10, 24)
    corners = _star(rng, centre, radius) if rng.random() < 0.5 else _heart(centre, radius)
    shape = np.zeros_like(canvas)
    scaled = np.round(corners * 16).astype(np.int32)
    if rng.random() < 0.4:
        cv2.fillPoly(shape, [scaled], 1.0, cv2.LINE_AA, 4)
    else:
        cv2.polylines(shape, [scaled], True, 1.0, int(rng.integers(1, 3)), cv2.LINE_AA, 4)
    keep = rng.random(shape.shape) < rng.uniform(0.3, 1.0)
    keep = cv2.dilate(keep.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    canvas += shape * keep * strength


def outline_fragment(rng: np.random.Generator, canvas: np.ndarray, lone: bool = False) -> None:
    """A piece of the printed cell outline along one or more edges, in place.

    A ``lone`` fragment (nothing else in the cell) is horizontal only: an upright line
    normalised to 20 pixels is indistinguishable from a "1".
    """
    for _ in range(int(rng.integers(1, 3))):
        inset = rng.uniform(0, 5)
        start, end = sorted(rng.uniform(0, CANVAS, 2))
        if rng.random() < 0.4:
            start, end = 0.0, float(CANVAS)
        side = int(rng.integers(2 if lone else 4))
        line = {
            0: [(start, inset), (end, inset)],
            1: [(start, CANVAS - 1 - inset), (end, CANVAS - 1 - inset)],
            2: [(inset, start), (inset, end)],
            3: [(CANVAS - 1 - inset, start), (CANVAS - 1 - inset, end)],
        }[side]
        _stroke(canvas, line, int(rng.integers(1, 4)), rng.uniform(0.4, 1.0))


def stray_dots(rng: np.random.Generator, canvas: np.ndarray) -> None:
    """A few pencil dots or short ticks, in place."""
    for _ in range(int(rng.integers(1, 4))):
        x, y = rng.uniform(4, CANVAS - 4, 2)
        radius = int(rng.integers(1, 4))
        cv2.circle(canvas, (int(x), int(y)), radius, rng.uniform(0.4, 1.0), -1, cv2.LINE_AA)


def elastic(rng: np.random.Generator, canvas: np.ndarray, amount: float = 3.0, knots: int = 6) -> np.ndarray:
    """The canvas bent by a smooth random displacement field (up to ``amount`` pixels, from a
    coarse ``knots`` x ``knots`` grid): a hand never repeats a shape."""
    size = (canvas.shape[1], canvas.shape[0])
    fields = [cv2.resize(rng.uniform(-amount, amount, (knots, knots)).astype(np.float32), size,
                         interpolation=cv2.INTER_CUBIC) for _ in range(2)]
    grid_y, grid_x = np.indices(canvas.shape, dtype=np.float32)
    return cv2.remap(canvas, grid_x + fields[0], grid_y + fields[1], cv2.INTER_LINEAR)


def place(rng: np.random.Generator, cell: np.ndarray) -> np.ndarray:
    """A contract cell drawn into a photographed-cell canvas: scaled, slanted, turned, shifted, bent."""
    scale = rng.uniform(1.3, 2.0)
    shear = rng.uniform(-0.35, 0.35)
    turn = np.radians(rng.uniform(-10, 10))
    stretch = np.exp(rng.uniform(np.log(0.75), np.log(1.35)))
    rotation = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    linear = scale * rotation @ np.array([[stretch, shear], [0, 1 / stretch]])
    offset = np.array([CANVAS / 2, CANVAS / 2]) + rng.uniform(-6, 6, 2) - linear @ np.array([SIDE / 2, SIDE / 2])
    matrix = np.hstack([linear, offset[:, None]]).astype(np.float32)
    placed = cv2.warpAffine(cell, matrix, (CANVAS, CANVAS), flags=cv2.INTER_LINEAR)
    return elastic(rng, placed, rng.uniform(1.5, 4.0)) if rng.random() < 0.5 else placed


def jitter(rng: np.random.Generator, cell: np.ndarray) -> np.ndarray:
    """A contract cell nudged a little (scale, turn, shift): the cells cut from photos vary
    only this much between reads of one digit."""
    centre = (SIDE / 2 - 0.5, SIDE / 2 - 0.5)
    matrix = cv2.getRotationMatrix2D(centre, rng.uniform(-6, 6), rng.uniform(0.9, 1.08))
    matrix[:, 2] += rng.uniform(-1.5, 1.5, 2)
    return cv2.warpAffine(cell, matrix, (SIDE, SIDE), flags=cv2.INTER_LINEAR)


def stroke_width(rng: np.random.Generator, canvas: np.ndarray) -> np.ndarray:
    """Thicker or thinner pencil lines."""
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))
    roll = rng.random()
    if roll < 0.2:
        return cv2.dilate(canvas, kernel, iterations=int(rng.integers(1, 3)))
    if roll < 0.55:
        return cv2.erode(canvas, kernel)
    return canvas


def photograph(rng: np.random.Generator, canvas: np.ndarray, clutter: bool = True) -> np.ndarray:
    """Pencil-grey, blurred, noisy, maybe with outline and symbol clutter; then back to the contract.

    The last step imitates the cell cutter: stretch the ink to 0-1, drop the faint background,
    normalise by bounding box and centre of mass.
    """
    canvas = canvas.copy()
    if clutter and rng.random() < 0.2:
        outline_fragment(rng, canvas)
    if clutter and rng.random() < 0.1:
        symbol_remnant(rng, canvas, rng.uniform(0.1, 0.3))
    canvas = np.clip(canvas, 0, 1) * rng.uniform(0.35, 1.0)
    if rng.random() < 0.6:
        canvas = cv2.GaussianBlur(canvas, (0, 0), rng.uniform(0.5, 1.5))
    canvas = canvas + rng.normal(0, rng.uniform(0, 0.05), canvas.shape).astype(np.float32)
    return cutter_view(rng, canvas)


def cutter_view(rng: np.random.Generator, canvas: np.ndarray) -> np.ndarray:
    """A photographed ink canvas (1.0 ink on 0.0) as the cell cutter leaves it: the ink stretched
    to 0-1, the faint background dropped, half of the time a hard stroke mask, then the contract."""
    top = max(float(np.percentile(canvas, 99.5)), 0.15)
    floor = rng.uniform(0.12, 0.3) * top
    ink = np.clip((canvas - floor) / (top - floor), 0, 1)
    if rng.random() < 0.5:
        ink = cut_out(ink, rng.uniform(0.2, 0.6))
    return normalise(ink)


def cut_out(ink: np.ndarray, threshold: float) -> np.ndarray:
    """Ink as a cell cutter leaves it: a hard mask of strokes above ``threshold``, keeping their
    strength scaled so that most of the stroke is 1.0."""
    mask = ink > threshold
    if not mask.any():
        return np.zeros_like(ink)
    strength = ink * mask
    return np.clip(strength / max(float(np.percentile(strength[mask], 90)), 1e-3), 0, 1)


def augment(rng: np.random.Generator, cell: np.ndarray) -> np.ndarray:
    """A contract cell as if written in pencil on a pad and photographed."""
    return photograph(rng, stroke_width(rng, place(rng, cell)))


@dataclass(frozen=True)
class CaptureStrengths:
    """How hard :func:`capture` photographs a cell: each range is drawn from uniformly per cell,
    each chance is the probability that the effect is applied at all. Pixels are those of the
    64 px canvas a cell is written on (a space of 64 px in the photo)."""

    paper: tuple[float, float] = (0.7, 1.0)
    """Brightness of the paper as exposed, as a fraction of white."""
    pencil_grey: tuple[float, float] = (0.3, 0.95)
    """Darkness of a stroke's core, as a fraction of the paper's brightness (1.0: black ink)."""
    perspective: tuple[float, float] = (0.02, 0.07)
    """Corner displacement of the cell's perspective warp, as a fraction of its side."""
    perspective_chance: float = 0.5
    motion_blur: tuple[int, int] = (3, 9)
    """Length of the motion-blur kernel, pixels (odd)."""
    defocus: tuple[int, int] = (1, 4)
    """Radius of the defocus disc, pixels."""
    blur_chance: float = 0.6
    """Probability of one of the two blurs (motion or defocus, equally likely)."""
    shadow: tuple[float, float] = (0.1, 0.3)
    """Light a shadow takes away, as a fraction of the paper's brightness (a sliver narrower than
    :attr:`paper_window` is cut as a stroke, as by a real cutter)."""
    shadow_chance: float = 0.15
    noise: tuple[float, float] = (0.01, 0.06)
    """Standard deviation of the sensor noise, as a fraction of white."""
    noise_chance: float = 0.5
    jpeg_quality: tuple[int, int] = (40, 90)
    """JPEG quality the cell is saved at (a phone's photo sent through a messenger)."""
    jpeg_chance: float = 0.7
    margin: int = 16
    """Paper added round the cell before the camera and cut off after, pixels: the warp's and the
    blurs' borders fall outside the cell."""
    paper_window: int = 15
    """Side of the closing that takes the paper's local brightness, pixels (wider than a stroke,
    so that ink is measured against the paper beside it, a shadow's edge kept where it is)."""


CAPTURE = CaptureStrengths()
"""The strengths training uses with ``--capture albumentations``."""


def capture_transform(strengths: CaptureStrengths, seed: int) -> Callable[..., dict[str, Any]]:
    """The camera of :func:`capture` as an albumentations pipeline (an independent, well-kept
    augmentation library, not the project's own photo maker), reproducible from ``seed``:
    perspective, motion or defocus blur, a shadow, sensor noise, JPEG artefacts, in that order."""
    import albumentations

    blurs = [albumentations.MotionBlur(blur_limit=strengths.motion_blur),
             albumentations.Defocus(radius=strengths.defocus)]
    return albumentations.Compose([
        albumentations.Perspective(scale=strengths.perspective, border_mode=cv2.BORDER_CONSTANT,
                                   p=strengths.perspective_chance),
        albumentations.OneOf(blurs, p=strengths.blur_chance),
        albumentations.RandomShadow(shadow_roi=(0, 0, 1, 1), num_shadows_limit=(1, 1),
                                    shadow_intensity_range=strengths.shadow, p=strengths.shadow_chance),
        albumentations.GaussNoise(std_range=strengths.noise, p=strengths.noise_chance),
        albumentations.ImageCompression(quality_range=strengths.jpeg_quality, p=strengths.jpeg_chance),
    ], seed=seed)


def capture(rng: np.random.Generator, cell: np.ndarray, camera: Callable[..., dict[str, Any]],
            strengths: CaptureStrengths = CAPTURE) -> np.ndarray:
    """A contract cell written in pencil (:func:`place`, :func:`stroke_width`) on paper, photographed
    by ``camera`` (:func:`capture_transform`) and cut (:func:`cutter_view`): the capture's variation
    from another maker than :func:`photograph`'s.

    >>> rng = np.random.default_rng(0)
    >>> bar = np.zeros((28, 28), np.float32); bar[4:24, 12:15] = 1.0
    >>> cell = capture(rng, bar, capture_transform(CAPTURE, 0))
    >>> cell.shape, float(cell.max()) > 0.8
    ((28, 28), True)
    """
    canvas = np.clip(stroke_width(rng, place(rng, cell)), 0, 1)
    paper = 255 * rng.uniform(*strengths.paper)
    image = np.clip(paper * (1 - rng.uniform(*strengths.pencil_grey) * canvas), 0, 255).astype(np.uint8)
    margin = strengths.margin
    sheet = cv2.copyMakeBorder(image, margin, margin, margin, margin, cv2.BORDER_CONSTANT, value=round(paper))
    shot = camera(image=sheet)["image"][margin:-margin, margin:-margin].astype(np.float32)
    paper_seen = cv2.morphologyEx(shot, cv2.MORPH_CLOSE, np.ones((strengths.paper_window,) * 2, np.uint8))
    return cutter_view(rng, np.clip(1 - shot / np.maximum(paper_seen, 1.0), 0, 1))


def procedural(rng: np.random.Generator, digit: int) -> np.ndarray:
    """A procedurally drawn European form of ``digit`` (1 or 4), photographed."""
    drawn = european_one(rng) if digit == 1 else closed_four(rng)
    return photograph(rng, elastic(rng, drawn, rng.uniform(1.0, 3.0)))


def other(rng: np.random.Generator) -> np.ndarray:
    """An "empty/other" cell: blank, noise, outline pieces, symbol remnants or stray dots."""
    canvas = np.zeros((CANVAS, CANVAS), np.float32)
    kind = rng.random()
    if kind < 0.15:
        return canvas[:SIDE, :SIDE].copy()
    if kind < 0.45:
        outline_fragment(rng, canvas, lone=True)
    elif kind < 0.7:
        symbol_remnant(rng, canvas, rng.uniform(0.3, 1.0))
    elif kind < 0.85:
        stray_dots(rng, canvas)
    else:
        canvas += np.abs(rng.normal(0, 0.3, canvas.shape)).astype(np.float32) * (rng.random(canvas.shape) < 0.02)
    return photograph(rng, canvas, clutter=False)


def to_uint8(cells: np.ndarray) -> np.ndarray:
    """Contract cells stored compactly (fixtures)."""
    return np.round(np.clip(cells, 0, 1) * 255).astype(np.uint8)


def report(probabilities: np.ndarray, truth: np.ndarray) -> dict:
    """Accuracy, per-number accuracy, confusion (true 1-6 x read class) and confident errors.

    >>> r = report(np.array([[0.1, 0.9, 0, 0, 0, 0, 0], [0.05, 0.95, 0, 0, 0, 0, 0]]), np.array([1, 2]))
    >>> r["accuracy"], r["errors"], r["confident_errors"], r["confusion"][1][:3]
    (0.5, 1, 1, [0, 1, 0])
    """
    read = probabilities.argmax(axis=1)
    confusion = np.zeros((len(NUMBERS), len(CLASSES)), np.int64)
    np.add.at(confusion, (truth - 1, read), 1)
    wrong = read != truth
    return {
        "samples": len(truth),
        "accuracy": round(float((~wrong).mean()), 4),
        "per_class": {str(n): round(float((read[truth == n] == n).mean()), 4) for n in NUMBERS if (truth == n).any()},
        "errors": int(wrong.sum()),
        "confident_errors": int((wrong & (probabilities.max(axis=1) >= CONFIDENT)).sum()),
        "confusion_rows_true_1_to_6_columns": list(CLASSES),
        "confusion": confusion.tolist(),
    }


def show(title: str, figures: dict) -> None:
    """Print one :func:`report` as a small table."""
    print(f"{title}: {figures['accuracy'] * 100:.2f} % of {figures['samples']} "
          f"({figures['errors']} errors, {figures['confident_errors']} with p >= {CONFIDENT})")
    print("  per number " + "  ".join(f"{n}: {v * 100:.1f} %" for n, v in figures["per_class"].items()))
    print("  true\\read " + " ".join(f"{c:>5}" for c in CLASSES))
    for number, row in zip(NUMBERS, figures["confusion"]):
        print(f"  {number:>9} " + " ".join(f"{v:>5}" for v in row))
