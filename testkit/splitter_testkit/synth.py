"""Synthetic phone photos of filled pads, with the truth recorded, for the reader's tests and benches.

:func:`make_photo` renders a blank sheet, writes digits into its spaces and then plays the
phone camera: a table underneath, perspective, any rotation, uneven light, a shadow band, a
slightly curled page, blur, sensor noise and JPEG compression at 2-12 megapixels. Everything
is drawn from one ``numpy`` Generator seeded by :attr:`PhotoSpec.seed`, so a spec always gives
byte-identical pictures. Each step is a small function that also works alone.

The truth of a sheet is what was written (a :class:`~splitter_print.game.sheet.Sheet`) and the
homography from sheet millimetres to photo pixels (OpenCV convention: pixel centres at integer
coordinates). For a curled page it is the homography of the flat sheet; the curl moves paper by
at most :attr:`PhotoSpec.curl` millimetres.

Handwriting comes only from digits the digit model never trains on, so that benchmarks
measure new writers. The rule, shared with the model's split in ``tools/digit_data.py``: the
MNIST t10k images with index 8000-9999 (:data:`HELDOUT_MNIST`) and the Semeion rows 1195-1592,
its last group of writers (:data:`HELDOUT_SEMEION`), numbers 1-6 only, read from
``../shared/data``; or, without that folder, the committed fixture
``splitter_testkit/fixtures/heldout_digits.npz`` (arrays ``images``, 28 x 28 uint8 ink bright on black,
and ``labels``) cut from those same held-out rows.

This module is for tests and benchmarks: it imports the test extra ``pypdfium2`` (to render
the pad's PDF) and Pillow (to draw font digits) inside the functions that need them.
"""

from __future__ import annotations

import dataclasses
import gzip
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

import cv2
import numpy as np

from splitter_print.assets import asset_dir
from splitter_print.errors import SplitterError
from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.sheet import Sheet
from splitter_print.paper.geometry import Rect, SheetGeometry, sheet_geometry
from splitter_print.printing.pdf import STYLES, render_sheet_pdf
from splitter_print.reading.debug import DebugSink
from splitter_testkit import paths
from splitter_testkit.official import official_card, official_raster

HELDOUT_MNIST = range(8000, 10000)
"""MNIST t10k indices the digit model never trains on (tools/digit_data.py ``MNIST_TEST``)."""
HELDOUT_SEMEION = range(1195, 1593)
"""Semeion rows of its last group of writers, held out likewise (``SEMEION_TEST``)."""
VALIDATION_MNIST = range(7000, 8000)
"""MNIST t10k indices kept for calibrating the model (``MNIST_VAL``): photos written with them
tune probabilities without touching the held-out writers that benchmarks measure."""
TRAINING_MNIST = range(0, 7000)
"""MNIST t10k indices the digit model trains on (``MNIST_TRAIN``): photos written with them teach
the model what a photographed space looks like (tools/photo_cells.py)."""
TRAINING_SEMEION = range(0, 1195)
"""Semeion rows the shipped model trains on (``SEMEION_TRAIN``)."""
ALL_SEMEION = range(0, 1593)
"""Every Semeion row: what the leave-one-set-out model, trained without Semeion, is measured on."""
DIGIT_SOURCES = ("auto", "shared", "fixture", "validation", "training", "training-mnist", "semeion")
"""Handwriting a photo may be written with; see :func:`digit_pool`."""
FIXTURE = paths.fixture("heldout_digits.npz")
DATA_DIR = paths.data_dir()
INKS: dict[str, tuple[int, int, int]] = {"pencil": (95, 92, 90), "blue": (150, 60, 25), "black": (35, 32, 30)}
"""Ink colours (BGR) written onto the paper."""
PEN_MM: dict[str, tuple[float, float]] = {"pencil": (0.4, 0.9), "blue": (0.35, 1.0), "black": (0.35, 1.0)}
"""Range of line widths (mm) of each ink: fine ballpoint to felt pen, sharp to blunt pencil."""
TRACE_HEIGHT = 56
"""Height in pixels at which a handwritten digit is traced to its centre line."""
MEGAPIXELS = (0.5, 12.0)
"""Photo sizes a spec may ask for; drawn at random from :data:`DRAWN_MEGAPIXELS` when not given."""
DRAWN_MEGAPIXELS = (2.0, 12.0)
RENDER_LEVELS = (6, 8, 10, 12, 16, 20, 24)
"""Pixels per millimetre the blank sheet is rendered at; the smallest level above the photo's own."""
FONT_NAME = "DejaVuSans.ttf"
SYSTEM_FONTS = Path("/usr/share/fonts/truetype/dejavu")
PAPER = (252, 252, 250)
"""Colour (BGR) of the paper a sudoku is printed on."""
NOISE_TILE = 512
GAIN_GRID = 64
SUDOKU_MARGIN = 8.0
SUDOKU_SIZE = (2 * SUDOKU_MARGIN + 90.0, 2 * SUDOKU_MARGIN + 90.0)


@dataclass(frozen=True)
class PhotoSpec:
    """What to photograph and how badly; ``None`` means "draw it at random from the seed".

    What is on the table: ``sheets`` sheets of pad ``board`` (a name or a :class:`Layout`) side
    by side, 0 for the table alone, or with ``grid="sudoku"`` a 9 x 9 puzzle grid instead;
    printed in ``style`` ("colour", "mono" or "official", the look-alike of the commercial pad).
    ``written`` is the sheet to write (its layout must be the pad's); without it ``fill`` is the
    share of spaces written with random numbers (0: an empty sheet). ``writing`` is ``"hand"``
    (held-out handwriting) or ``"font"`` (DejaVu Sans digits), ``ink`` is "pencil", "blue" or
    "black" (``None``: pencil on the official look-alike, else any). ``markers`` is
    ``"visible"``, ``"covered"`` (markers and QR painted over with paper, or under a thumb) or
    ``"cut"`` (one corner of the sheet, its marker included, outside the frame); the official
    look-alike has no markers to cover.

    How the phone saw it: ``megapixels`` 2-12; ``rotation`` in degrees (any angle when None);
    camera ``tilt`` up to this many degrees about each axis; ``coverage``, the share of the frame
    the sheets' bounding box fills (0.6-0.9); ``curl`` at most this many mm of paper movement;
    ``light``, the strength of uneven tinted light (0: none); ``shadow``, a shadow band;
    ``blur`` (Gaussian sigma in px), ``noise`` (sigma in grey levels) and ``jpeg_quality``.
    ``boards`` puts sheets of several pads side by side (one per name; ``sheets`` and ``board``
    are then ignored). Photo troubles of the official pads' players: ``glare``, the strength
    (0-1) of a gloss highlight over a sheet; ``hand``, a hand or pen reaching over an edge of
    the first sheet (clear of its spaces); ``intruder``, a second official sheet at the frame's
    edge with at most a third of it in view (no truth: not a sheet to read).
    ``digits`` chooses the handwriting source (see :func:`digit_pool`; the shipped fixture unless
    asked otherwise, so a seed makes the same photo on every clone); ``serial`` is printed in
    the QR code. ``strip`` is what the player wrote on the calibration strip, box by box (0 leaves
    a box empty; ``(1, 2, 3, 4, 5, 6)`` is a strip filled as asked); with ``one_writer`` every
    number on a sheet is redrawn from one sample of the pool, picked once per sheet: one
    player's hand, rather than a new writer in every space.
    """

    seed: int = 0
    board: str | Layout = "A"
    style: str = "colour"
    sheets: int = 1
    grid: str = "pad"
    fill: float = 1.0
    writing: str = "hand"
    ink: str | None = None
    markers: str = "visible"
    megapixels: float | None = None
    rotation: float | None = None
    tilt: float = 18.0
    coverage: float | None = None
    curl: float = 0.3
    light: float = 0.35
    shadow: bool = True
    blur: float | None = None
    noise: float | None = None
    jpeg_quality: int | None = None
    digits: str = "fixture"
    serial: int = 1
    written: Sheet | None = None
    """What to write on every sheet (a game night's placement); ``None``: random per ``fill``."""
    strip: tuple[int, ...] = ()
    one_writer: bool = False
    boards: tuple[str, ...] = ()
    glare: float = 0.0
    hand: bool = False
    intruder: bool = False

    def __post_init__(self) -> None:
        checks = {
            "style": (self.style, (*STYLES, "official")), "grid": (self.grid, ("pad", "sudoku")),
            "writing": (self.writing, ("hand", "font")), "ink": (self.ink, (None, *INKS)),
            "markers": (self.markers, ("visible", "covered", "cut")),
            "digits": (self.digits, (*DIGIT_SOURCES, *REGISTERED_POOLS)),
        }
        for name, (value, allowed) in checks.items():
            if value not in allowed:
                raise ValueError(f"PhotoSpec.{name} must be one of {allowed}, not {value!r}")
        if self.boards and (len(self.boards) > 4 or self.written is not None or self.markers == "cut"):
            raise ValueError("PhotoSpec.boards holds 1-4 pads, with neither written nor a cut corner")
        if not 0 <= self.sheets <= 4 or (self.markers == "cut" and (self.sheets != 1 or self.grid != "pad")):
            raise ValueError("PhotoSpec.sheets must be 0-4, and exactly 1 pad when a corner is cut")
        if not 0.0 <= self.fill <= 1.0:
            raise ValueError("PhotoSpec.fill is a share of the spaces, 0-1")
        if self.written is not None and self.written.layout != self.layout:
            raise ValueError(f"PhotoSpec.written is a sheet of pad {self.written.layout.name}, not {self.layout.name}")
        if len(self.strip) > 6 or not all(0 <= n <= 6 for n in self.strip):
            raise ValueError("PhotoSpec.strip holds at most 6 numbers 0-6, one per box (0: empty)")
        if self.megapixels is not None and not MEGAPIXELS[0] <= self.megapixels <= MEGAPIXELS[1]:
            raise ValueError(f"PhotoSpec.megapixels must lie in {MEGAPIXELS}")
        if self.coverage is not None and not 0.1 <= self.coverage <= 1.0:
            raise ValueError("PhotoSpec.coverage is a share of the frame, 0.1-1")

    @property
    def layout(self) -> Layout:
        return self.layouts[0] if self.boards else (
            self.board if isinstance(self.board, Layout) else load_layout(self.board))

    @property
    def layouts(self) -> tuple[Layout, ...]:
        """The pad of each sheet on the table."""
        if self.boards:
            return tuple(load_layout(name) for name in self.boards)
        return (self.board if isinstance(self.board, Layout) else load_layout(self.board),) * self.sheets

    def to_json(self) -> dict[str, object]:
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        written = None if self.written is None else self.written.to_json()
        return fields | {"board": self.layout.name, "written": written, "boards": list(self.boards)}


@dataclass(frozen=True)
class SheetTruth:
    """One sheet in a photo: what was written, with which ``ink``, and where it lies (the
    ``homography`` from sheet mm to photo pixels)."""

    sheet: Sheet
    homography: np.ndarray
    serial: int
    ink: str

    @property
    def layout(self) -> Layout:
        return self.sheet.layout

    def to_json(self) -> dict[str, object]:
        return {"sheet": self.sheet.to_json(), "serial": self.serial, "ink": self.ink,
                "homography": [[float(v) for v in row] for row in self.homography]}


@dataclass(frozen=True)
class SyntheticPhoto:
    """A made photo: the decoded ``image`` (BGR), its ``jpeg`` file bytes and the truth of every
    sheet in reading order. ``truth``, ``homography_truth`` and ``layout`` describe the first;
    ``effects`` records what was drawn at random (rotation, tilts, coverage, megapixels, blur,
    noise, JPEG quality), for breaking benchmark figures down."""

    image: np.ndarray
    jpeg: bytes
    sheets: tuple[SheetTruth, ...]
    spec: PhotoSpec
    effects: dict[str, float] = field(default_factory=dict)

    def _first(self) -> SheetTruth:
        if not self.sheets:
            raise ValueError("this photo holds no score sheet")
        return self.sheets[0]

    @property
    def truth(self) -> Sheet:
        return self._first().sheet

    @property
    def homography_truth(self) -> np.ndarray:
        return self._first().homography

    @property
    def layout(self) -> Layout:
        return self._first().layout

    def to_json(self) -> dict[str, object]:
        """The truth as JSON (what tools/make_photos.py writes beside each photo)."""
        height, width = self.image.shape[:2]
        return {"spec": self.spec.to_json(), "width": width, "height": height,
                "sheets": [s.to_json() for s in self.sheets],
                "effects": {k: round(v, 4) for k, v in self.effects.items()}}


# ---------------------------------------------------------------- handwriting


@dataclass(frozen=True)
class DigitPool:
    """Digit images (ink bright on black, any size) and their numbers 1-6."""

    images: np.ndarray
    labels: np.ndarray
    source: str

    def pick(self, number: int, rng: np.random.Generator) -> np.ndarray:
        choices = np.flatnonzero(self.labels == number)
        return self.images[choices[rng.integers(len(choices))]]

    def one_writer(self, rng: np.random.Generator) -> DigitPool:
        """One sample of each number 1-6, picked at random: every number then looks the same
        each time it is written, as in one player's hand."""
        return DigitPool(np.stack([self.pick(n, rng) for n in range(1, 7)]), np.arange(1, 7),
                         f"one writer from {self.source}")


REGISTERED_POOLS: dict[str, DigitPool] = {}
"""Handwriting added by a test or bench under a name that ``PhotoSpec.digits`` may then use
(:func:`register_pool`)."""


def register_pool(name: str, pool: DigitPool) -> None:
    """Let photos be written from ``pool`` by naming it in ``PhotoSpec.digits``: handwriting
    from elsewhere, e.g. one UNIPEN writer's digits drawn from their pen strokes
    (:mod:`splitter_testkit.unipen_writers`). A name of :data:`DIGIT_SOURCES` cannot be taken."""
    if name in DIGIT_SOURCES:
        raise ValueError(f"{name!r} is a built-in handwriting source")
    if not set(range(1, 7)) <= set(pool.labels.tolist()):
        raise ValueError(f"handwriting {name!r} lacks some of the numbers 1-6")
    REGISTERED_POOLS[name] = pool


def read_idx(path: Path) -> np.ndarray:
    """An MNIST idx file (gzip) as an array: images ``(n, 28, 28)`` or labels ``(n,)``."""
    with gzip.open(path, "rb") as handle:
        raw = handle.read()
    dims = raw[3]
    shape = tuple(int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(dims))
    return np.frombuffer(raw, np.uint8, offset=4 + 4 * dims).reshape(shape)


def heldout_indices(labels: np.ndarray, rows: range) -> np.ndarray:
    """The indices synth may write from a data set: inside ``rows``, numbers 1-6.

    >>> heldout_indices(np.array([1] * 8001 + [0, 7, 6]), HELDOUT_MNIST).tolist()
    [8000, 8003]
    """
    index = np.arange(len(labels))
    keep = (index >= rows.start) & (index < rows.stop) & (labels >= 1) & (labels <= 6)
    return index[keep]


def read_semeion(path: Path) -> tuple[np.ndarray, np.ndarray]:
    """Semeion's 16 x 16 binary digits as smooth 28 x 28 images (ink bright on black) and labels."""
    rows = np.array([[float(v) for v in line.split()[:266]] for line in path.read_text().splitlines() if line.strip()])
    bits = rows[:, :256].reshape(-1, 16, 16).astype(np.float32)
    smooth = [cv2.GaussianBlur(cv2.resize(b, (64, 64), interpolation=cv2.INTER_NEAREST), (0, 0), 2.5) for b in bits]
    images = [cv2.resize(s, (28, 28), interpolation=cv2.INTER_AREA) for s in smooth]
    return np.round(np.stack(images) * 255).astype(np.uint8), rows[:, 256:266].argmax(axis=1)


@cache
def digit_pool(source: str = "fixture") -> DigitPool:
    """Handwriting to write with, by ``source``: ``"fixture"`` (the default) the held-out digits
    the kit ships, so that a made photo is the same on every clone, with or without the shared
    data; ``"shared"`` all the held-out writers (MNIST and Semeion from ../shared/data),
    ``"auto"`` shared data when present, else the fixture; ``"validation"`` the MNIST digits kept for calibration
    (:data:`VALIDATION_MNIST`); ``"training"`` the digits the shipped model trains on (MNIST and
    Semeion) and ``"training-mnist"`` its MNIST part alone (the leave-one-set-out run), which
    is measured on ``"semeion"``, every Semeion writer."""
    mnist = DATA_DIR / "mnist-t10k"
    shared = (mnist / "t10k-images-idx3-ubyte.gz").is_file()
    if source != "fixture" and shared:
        images = read_idx(mnist / "t10k-images-idx3-ubyte.gz")
        labels = read_idx(mnist / "t10k-labels-idx1-ubyte.gz")
        mnist_rows, semeion_rows = {
            "validation": (VALIDATION_MNIST, None), "training": (TRAINING_MNIST, TRAINING_SEMEION),
            "training-mnist": (TRAINING_MNIST, None), "semeion": (range(0), ALL_SEMEION),
        }.get(source, (HELDOUT_MNIST, HELDOUT_SEMEION))
        keep = heldout_indices(labels, mnist_rows)
        names = [f"MNIST t10k {mnist_rows.start}-{mnist_rows.stop - 1}"] if mnist_rows else []
        if semeion_rows is None:
            return DigitPool(images[keep], labels[keep].astype(np.int64), names[0])
        european, european_labels = read_semeion(DATA_DIR / "semeion" / "semeion.data")
        also = heldout_indices(european_labels, semeion_rows)
        names.append(f"Semeion rows {semeion_rows.start}-{semeion_rows.stop - 1}")
        return DigitPool(np.concatenate([images[keep], european[also]]),
                         np.concatenate([labels[keep], european_labels[also]]).astype(np.int64), " and ".join(names))
    if source in ("auto", "fixture") and FIXTURE.is_file():
        with np.load(FIXTURE) as data:
            return DigitPool(data["images"], data["labels"].astype(np.int64), str(FIXTURE))
    raise SplitterError(f"{mnist}: no handwriting to write with: neither the MNIST data nor the fixture "
                        f"{FIXTURE} is present (source {source!r})")


def crop_to_ink(image: np.ndarray, threshold: float = 0) -> np.ndarray:
    """The smallest box of ``image`` holding every pixel above ``threshold``.

    >>> crop_to_ink(np.array([[0, 0, 0], [0, 5, 7], [0, 0, 0]])).tolist()
    [[5, 7]]
    """
    ys, xs = np.nonzero(image > threshold)
    return image[ys.min():ys.max() + 1, xs.min():xs.max() + 1]


def digit_alpha(sample: np.ndarray, height: int, pen_px: float) -> np.ndarray:
    """A handwritten digit as ink coverage 0-1, about ``height`` pixels tall, redrawn with a
    round pen ``pen_px`` wide: the small sample is cropped to its ink and enlarged smoothly to
    :data:`TRACE_HEIGHT`; the pen then follows its centre lines and fills its blobs
    (:func:`distance_to_pen`: a loop written shut stays filled, so a 6 remains a 6). The
    distance to that ink, enlarged to ``height``, is inked up to half the pen's width.

    The pen is never thinner than the writer's own stroke: thinning a bold digit's blobs to a
    finer pen would carve a new shape out of them (a bold 2 whose loop is inked shut comes out
    as a footed 1), and the photo's truth would then be wrong. Nor does the ink reach further
    beyond the writer's own than the pen is wider than their typical stroke: redrawn with that
    stroke, a thin hook beside a narrow gap would grow into the gap and close it (MNIST 8059,
    a bold 2, came out as a footed 1)."""
    crop = crop_to_ink(sample, 40).astype(np.float32) / 255
    scale = height / TRACE_HEIGHT
    width = max(1, round(TRACE_HEIGHT * crop.shape[1] / crop.shape[0]))
    body = cv2.resize(crop, (width, TRACE_HEIGHT), interpolation=cv2.INTER_CUBIC) > 0.4
    half_width = stroke_half_width(np.pad(body, 1))
    pen_px = max(pen_px, 2 * half_width * scale)
    margin = math.ceil((pen_px / 2 + 1) / scale) + 1
    trace = cv2.copyMakeBorder(body.astype(np.uint8), margin, margin, margin, margin, cv2.BORDER_CONSTANT, value=0)
    distance = cv2.GaussianBlur(distance_to_pen(trace > 0, half_width), (0, 0), 1.0)
    size = (round(trace.shape[1] * scale), round(trace.shape[0] * scale))
    distance = cv2.resize(distance, size, interpolation=cv2.INTER_LINEAR) * scale
    beyond = cv2.resize(signed_distance(trace > 0), size, interpolation=cv2.INTER_LINEAR) * scale
    spread = pen_px / 2 - half_width * scale
    return np.minimum(np.clip(pen_px / 2 + 0.5 - distance, 0.0, 1.0), np.clip(spread + 0.5 - beyond, 0.0, 1.0))


def signed_distance(ink: np.ndarray) -> np.ndarray:
    """For each pixel, how far it lies outside the ``ink`` mask (negative: how deep inside).

    >>> signed_distance(np.array([[0, 1, 1, 1, 0]], bool)).tolist()
    [[1.0, -1.0, -2.0, -1.0, 1.0]]
    """
    mask = ink.astype(np.uint8)
    outside = cv2.distanceTransform(1 - mask, cv2.DIST_L2, 5)
    inside = cv2.distanceTransform(mask, cv2.DIST_L2, 5)
    return outside - inside


def stroke_half_width(ink: np.ndarray) -> float:
    """Half the typical width of the strokes of the ``ink`` mask, in pixels: the median depth
    of its centre lines.

    >>> bar = np.zeros((9, 30), bool); bar[2:7, 3:27] = True
    >>> stroke_half_width(bar)
    3.0
    """
    depth = cv2.distanceTransform(ink.astype(np.uint8), cv2.DIST_L2, 5)
    centre = thin(ink, ink.shape[0])
    return float(np.median(depth[centre])) if centre.any() else 1.0


def distance_to_pen(ink: np.ndarray, half_width: float) -> np.ndarray:
    """For each pixel, its distance to where a thin pen would have gone over the ``ink`` mask:
    the mask thinned by about one typical stroke's ``half_width`` (:func:`stroke_half_width`),
    so that strokes become centre lines while a blob (a loop written shut) stays a smaller blob."""
    pen = thin(ink, math.ceil(half_width))
    return cv2.distanceTransform(np.where(pen, 0, 255).astype(np.uint8), cv2.DIST_L2, 5)


_RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
"""The eight neighbours (dy, dx) clockwise from north, as Zhang and Suen number them P2-P9."""


def thin(mask: np.ndarray, rounds: int) -> np.ndarray:
    """A binary shape peeled by up to ``rounds`` layers without ever breaking or joining it
    (Zhang and Suen's thinning, 1984): thin parts end as one-pixel centre lines.

    >>> bar = np.zeros((7, 9), bool); bar[2:5, 1:8] = True
    >>> np.argwhere(thin(bar, 9))[:, 0].tolist()
    [3, 3, 3, 3]
    """
    image = np.pad(mask.astype(np.uint8), 1)
    for _ in range(rounds):
        removed = 0
        for step in (0, 1):
            p = [image[1:-1, 1:-1]] + [np.roll(np.roll(image, -dy, 0), -dx, 1)[1:-1, 1:-1] for dy, dx in _RING]
            ring = p[1:] + [p[1]]
            count = sum(p[1:9])
            turns = sum((ring[i] == 0) & (ring[i + 1] == 1) for i in range(8))
            if step == 0:
                first, second = p[1] * p[3] * p[5], p[3] * p[5] * p[7]
            else:
                first, second = p[1] * p[3] * p[7], p[1] * p[5] * p[7]
            drop = (p[0] == 1) & (count >= 2) & (count <= 6) & (turns == 1) & (first == 0) & (second == 0)
            image[1:-1, 1:-1][drop] = 0
            removed += int(drop.sum())
        if removed == 0:
            break
    return image[1:-1, 1:-1].astype(bool)


def font_alpha(number: int, height: int) -> np.ndarray:
    """A printed DejaVu Sans digit as ink coverage 0-1, ``height`` pixels tall (cropped to ink)."""
    from PIL import Image, ImageDraw, ImageFont

    font = ImageFont.truetype(str(font_path()), size=round(height * 1.4))
    canvas = Image.new("L", (height * 2, height * 2), 0)
    ImageDraw.Draw(canvas).text((height // 3, 0), str(number), fill=255, font=font)
    crop = crop_to_ink(np.asarray(canvas))
    width = max(1, round(height * crop.shape[1] / crop.shape[0]))
    return cv2.resize(crop, (width, height), interpolation=cv2.INTER_AREA).astype(np.float32) / 255


def font_path() -> Path:
    """DejaVu Sans from the project's fonts folder, else from the system's."""
    for folder in (asset_dir("fonts"), SYSTEM_FONTS):
        if (folder / FONT_NAME).is_file():
            return folder / FONT_NAME
    raise SplitterError(f"{SYSTEM_FONTS / FONT_NAME}: font not found (install fonts-dejavu-core)")


def slant(alpha: np.ndarray, shear: float, angle: float) -> np.ndarray:
    """The ink sheared (``x += shear * -y``, forward lean for positive values) and turned by
    ``angle`` degrees, on a canvas big enough to hold it."""
    h, w = alpha.shape
    side = math.ceil(math.hypot(h, w) * (1 + abs(shear))) + 2
    turn = cv2.getRotationMatrix2D((w / 2, h / 2), angle, 1.0)
    matrix = np.array([[1, -shear, shear * h / 2], [0, 1, 0]], np.float64)
    affine = np.vstack([turn, [0, 0, 1]]) @ np.vstack([matrix, [0, 0, 1]])
    affine[:2, 2] += [(side - w) / 2, (side - h) / 2]
    return crop_to_ink(cv2.warpAffine(alpha, affine[:2], (side, side), flags=cv2.INTER_LINEAR), 0.02)


def ink_onto(paper: np.ndarray, alpha: np.ndarray, top_left: tuple[int, int], ink: str,
             rng: np.random.Generator) -> None:
    """Darken ``paper`` in place under ``alpha`` multiplicatively with the ink's colour; pencil
    gets a grainy, lighter line."""
    x, y = top_left
    h, w = alpha.shape
    region = paper[y:y + h, x:x + w].astype(np.float32)
    if ink == "pencil":
        alpha = alpha * rng.uniform(0.5, 0.8) * rng.uniform(0.55, 1.0, alpha.shape).astype(np.float32)
    else:
        alpha = alpha * rng.uniform(0.85, 0.97)
    colour = np.array(INKS[ink], np.float32) / 255
    region *= 1.0 - alpha[..., None] * (1.0 - colour)
    paper[y:y + h, x:x + w] = np.clip(region, 0, 255).astype(np.uint8)


@dataclass(frozen=True)
class Hand:
    """Who writes on a sheet: with which ``ink``, and from ``pool`` (handwriting) or, when it
    is None, in DejaVu Sans (printed digits)."""

    ink: str
    pool: DigitPool | None


def write_digit(paper: np.ndarray, box: Rect, number: int, px_per_mm: float, hand: Hand,
                rng: np.random.Generator) -> None:
    """Write ``number`` into the space ``box`` (sheet mm) on the raster: varied size, slant,
    line width and position, always inside the space's outline."""
    inner = box.inset(box.w * 0.1)
    height = max(8, round(inner.h * px_per_mm * rng.uniform(0.55, 0.85)))
    if hand.pool is None:
        alpha = slant(font_alpha(number, height), 0.0, rng.uniform(-4, 4))
    else:
        pen = rng.uniform(*PEN_MM[hand.ink]) * px_per_mm
        sample = hand.pool.pick(number, rng)
        alpha = slant(digit_alpha(sample, height, pen), rng.uniform(-0.1, 0.35), rng.uniform(-8, 8))
    limit = round(inner.w * px_per_mm)
    if max(alpha.shape) > limit:
        factor = limit / max(alpha.shape)
        alpha = cv2.resize(alpha, (max(1, round(alpha.shape[1] * factor)), max(1, round(alpha.shape[0] * factor))),
                           interpolation=cv2.INTER_AREA)
    room_x = inner.w * px_per_mm - alpha.shape[1]
    room_y = inner.h * px_per_mm - alpha.shape[0]
    x = round(inner.x * px_per_mm + room_x * rng.uniform(0.2, 0.8))
    y = round(inner.y * px_per_mm + room_y * rng.uniform(0.2, 0.8))
    ink_onto(paper, alpha, (x, y), hand.ink, rng)


def written_sheet(layout: Layout, fill: float, rng: np.random.Generator) -> Sheet:
    """A sheet with ``fill`` of its spaces written with random numbers 1-6."""
    cells = layout.cells
    count = round(fill * len(cells))
    chosen = sorted(rng.choice(len(cells), size=count, replace=False).tolist())
    return Sheet(layout, {cells[i]: int(rng.integers(1, 7)) for i in chosen})


def write_sheet(paper: np.ndarray, sheet: Sheet, geometry: SheetGeometry, px_per_mm: float, hand: Hand,
                rng: np.random.Generator) -> None:
    """Write every number of ``sheet`` into its space on the raster."""
    for cell, number in sheet.values.items():
        write_digit(paper, geometry.cells[cell], number, px_per_mm, hand, rng)


# ---------------------------------------------------------------- the paper


@lru_cache(maxsize=4)
def blank_sheet(layout: Layout, style: str, px_per_mm: int, serial: int = 1) -> np.ndarray:
    """The empty sheet: the pad's one-sheet PDF rendered by pdfium at ``px_per_mm`` (BGR,
    read-only; copy before writing on it)."""
    import pypdfium2

    document = pypdfium2.PdfDocument(render_sheet_pdf(layout, style=style, serial=serial))
    try:
        image = np.array(document[0].render(scale=px_per_mm * 25.4 / 72).to_numpy()[..., :3])
    finally:
        document.close()
    image.setflags(write=False)
    return image


def paper_colour(raster: np.ndarray, px_per_mm: float) -> tuple[int, int, int]:
    """The bare paper's colour, read in the blank margin 1 mm from the top-left corner."""
    at = round(px_per_mm)
    return tuple(int(v) for v in raster[at, at])  # type: ignore[return-value]


def paint_over(paper: np.ndarray, rect: Rect, px_per_mm: float, colour: tuple[int, int, int]) -> None:
    """Cover ``rect`` (sheet mm, grown by 1 mm) with flat ``colour`` in place."""
    grown = rect.inset(-1.0)
    cv2.rectangle(paper, (round(grown.x * px_per_mm), round(grown.y * px_per_mm)),
                  (round((grown.x + grown.w) * px_per_mm), round((grown.y + grown.h) * px_per_mm)), colour, -1)


def thumb(paper: np.ndarray, centre_mm: tuple[float, float], reach_mm: float, px_per_mm: float,
          rng: np.random.Generator) -> None:
    """A thumb-like blob (skin-coloured ellipse about 20 x 30 mm, soft-edged) over ``centre_mm``,
    reaching no further than ``reach_mm`` from it."""
    axes = tuple(round(min(rng.uniform(low, high), reach_mm) * px_per_mm) for low, high in ((10, 13), (15, 19)))
    pad = max(axes) + round(3 * px_per_mm)
    cx, cy = (round(v * px_per_mm) for v in centre_mm)
    x0, y0 = max(cx - pad, 0), max(cy - pad, 0)
    region = paper[y0:cy + pad, x0:cx + pad]
    mask = np.zeros(region.shape[:2], np.uint8)
    cv2.ellipse(mask, (cx - x0, cy - y0), axes, rng.uniform(0, 180), 0, 360, 255, -1)
    mask = cv2.GaussianBlur(mask, (0, 0), px_per_mm * 0.8).astype(np.float32)[..., None] / 255
    skin = np.array((120, 150, 205), np.float32) * rng.uniform(0.75, 1.05)
    region[:] = (region * (1 - mask) + skin * mask).astype(np.uint8)


def cover_markers(paper: np.ndarray, geometry: SheetGeometry, px_per_mm: float, rng: np.random.Generator) -> None:
    """Hide every ArUco marker and the QR code: painted over with paper, one of them (half the
    time) under a thumb instead, which stays clear of the spaces."""
    colour = paper_colour(paper, px_per_mm)
    rects = [m.rect for m in geometry.markers] + [geometry.qr]
    thumbed = int(rng.integers(len(rects))) if rng.random() < 0.5 else -1
    for index, rect in enumerate(rects):
        if index == thumbed:
            thumb(paper, rect.center, clearance(rect.center, geometry) - 2.0, px_per_mm, rng)
        else:
            paint_over(paper, rect, px_per_mm, colour)


def clearance(point: tuple[float, float], geometry: SheetGeometry) -> float:
    """Distance (mm) from ``point`` to the nearest space of the sheet."""
    x, y = point
    return min(math.hypot(max(r.x - x, 0.0, x - r.x - r.w), max(r.y - y, 0.0, y - r.y - r.h))
               for r in geometry.cells.values())


def sudoku_sheet(px_per_mm: int, rng: np.random.Generator) -> np.ndarray:
    """A 9 x 9 puzzle grid (10 mm squares, thick lines every 3) with some printed digits:
    a grid that is not a pad, for the reader's negative tests."""
    s, margin, side = px_per_mm, SUDOKU_MARGIN, 10.0
    size = round((2 * margin + 9 * side) * s)
    image = np.full((size, size, 3), PAPER, np.uint8)
    for i in range(10):
        at = round((margin + i * side) * s)
        thick = max(1, round((0.8 if i % 3 == 0 else 0.3) * s))
        cv2.line(image, (at, round(margin * s)), (at, size - round(margin * s)), (30, 30, 30), thick)
        cv2.line(image, (round(margin * s), at), (size - round(margin * s), at), (30, 30, 30), thick)
    for row, col in np.argwhere(rng.random((9, 9)) < 0.35):
        alpha = font_alpha(int(rng.integers(1, 10)), round(6 * s))
        x = round((margin + col * side + (side - alpha.shape[1] / s) / 2) * s)
        y = round((margin + row * side + 2) * s)
        ink_onto(image, alpha, (x, y), "black", rng)
    return image


def curl(paper: np.ndarray, amplitude_px: float, rng: np.random.Generator) -> np.ndarray:
    """The page bent slightly about a random axis: points move by at most ``amplitude_px``
    (most at the edges), and the bent edges catch a little less light."""
    h, w = paper.shape[:2]
    small = (max(2, w // 16), max(2, h // 16))
    ys, xs = np.mgrid[0:small[1], 0:small[0]].astype(np.float32)
    angle = rng.uniform(0, math.pi)
    u = (xs / (small[0] - 1) - 0.5) * math.cos(angle) + (ys / (small[1] - 1) - 0.5) * math.sin(angle)
    bend = (u / (0.5 * (abs(math.cos(angle)) + abs(math.sin(angle))))) ** 2
    direction = rng.uniform(0, 2 * math.pi)
    amplitude = float(amplitude_px)
    dx = cv2.resize(bend * amplitude * math.cos(direction), (w, h))
    dy = cv2.resize(bend * amplitude * math.sin(direction), (w, h))
    grid_y, grid_x = np.mgrid[0:h, 0:w].astype(np.float32)
    bent = cv2.remap(paper, grid_x + dx, grid_y + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    shade = cv2.resize(1.0 - 0.06 * bend, (w, h))
    return np.clip(bent * shade[..., None], 0, 255).astype(np.uint8)


# ---------------------------------------------------------------- the camera


def background(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """A table top of ``size`` (width, height): a random colour with wood-like grain and blotches."""
    w, h = size
    base = np.array(rng.choice([(45, 85, 140), (60, 60, 62), (160, 165, 170), (50, 95, 60), (30, 40, 70),
                                (200, 205, 210)]), np.float32)
    small_w, small_h = max(8, w // 8), max(8, h // 8)
    ys, xs = np.mgrid[0:small_h, 0:small_w].astype(np.float32)
    angle = rng.uniform(0, math.pi)
    along = xs * math.cos(angle) + ys * math.sin(angle)
    grain = np.sin(along / rng.uniform(1.5, 4.0) + 3 * np.sin(along / 40.0)) * rng.uniform(0.02, 0.1)
    blotch = cv2.GaussianBlur(rng.standard_normal((small_h, small_w)).astype(np.float32), (0, 0), 6) * 0.3
    shade = cv2.resize((1.0 + grain + blotch).astype(np.float32), (w, h), interpolation=cv2.INTER_LINEAR)
    colour = base * rng.uniform(0.8, 1.1, 3)
    return cv2.merge([cv2.convertScaleAbs(shade, alpha=float(c)) for c in colour])


def camera(rotation: float, tilt_x: float, tilt_y: float, distance: float) -> np.ndarray:
    """The homography of a pinhole camera looking at the table plane (mm, origin in view):
    turned by ``rotation`` degrees in the plane, tilted by ``tilt_x``/``tilt_y`` degrees, from
    ``distance`` mm; image scale 1 at the origin."""
    a, b, r = (math.radians(v) for v in (tilt_x, tilt_y, rotation))
    rx = np.array([[1, 0, 0], [0, math.cos(a), -math.sin(a)], [0, math.sin(a), math.cos(a)]])
    ry = np.array([[math.cos(b), 0, math.sin(b)], [0, 1, 0], [-math.sin(b), 0, math.cos(b)]])
    turn = rx @ ry
    plane = np.array([[turn[0, 0], turn[0, 1], 0], [turn[1, 0], turn[1, 1], 0],
                      [turn[2, 0] / distance, turn[2, 1] / distance, 1.0]])
    spin = np.array([[math.cos(r), -math.sin(r), 0], [math.sin(r), math.cos(r), 0], [0, 0, 1]])
    return plane @ spin


def project(homography: np.ndarray, points: np.ndarray | Sequence[tuple[float, float]]) -> np.ndarray:
    """Points ``(n, 2)`` through a homography."""
    return cv2.perspectiveTransform(np.asarray(points, np.float64).reshape(-1, 1, 2), homography).reshape(-1, 2)


def rigid(angle: float, shift: tuple[float, float], centre: tuple[float, float]) -> np.ndarray:
    """Turn by ``angle`` degrees about ``centre`` and then move by ``shift`` (a 3 x 3 matrix)."""
    matrix = np.vstack([cv2.getRotationMatrix2D(centre, -angle, 1.0), [0, 0, 1]])
    matrix[:2, 2] += shift
    return matrix


def fit_to_frame(homographies: Sequence[np.ndarray], frames: Sequence[Rect],
                 frame: tuple[int, int], coverage: float) -> np.ndarray:
    """A scale-and-shift in the image that centres all sheets (``frames``: their rectangles in
    mm) and makes their bounding box fill ``coverage`` of the frame in its tighter direction."""
    corners = np.vstack([project(h, r.corners) for h, r in zip(homographies, frames)])
    low, high = corners.min(axis=0), corners.max(axis=0)
    scale = coverage * min(frame[0] / (high - low)[0], frame[1] / (high - low)[1])
    shift = np.array(frame) / 2 - scale * (low + high) / 2
    return np.array([[scale, 0, shift[0]], [0, scale, shift[1]], [0, 0, 1]])


def in_frame_area(points: np.ndarray, frame: tuple[int, int]) -> float:
    """How much of the convex polygon ``points`` (photo px) lies inside the frame, in px²."""
    box = np.array([(0, 0), (frame[0], 0), frame, (0, frame[1])], np.float32)
    area, _ = cv2.intersectConvexConvex(np.asarray(points, np.float32), box)
    return float(area)


def push_out(homography: np.ndarray, corner: Rect, frame: tuple[int, int], angle: float) -> np.ndarray:
    """Move the image so that ``corner`` (sheet mm) just leaves the frame, heading from the frame
    centre towards it turned by ``angle`` degrees; returns the moved homography."""
    heading = project(homography, [corner.center])[0] - np.array(frame) / 2
    turn = math.radians(angle)
    heading = np.array([[math.cos(turn), -math.sin(turn)], [math.sin(turn), math.cos(turn)]]) @ heading
    step = 2 * heading / np.linalg.norm(heading)
    moved = homography
    for _ in range(max(frame)):
        if in_frame_area(project(moved, corner.corners), frame) == 0:
            break
        moved = np.array([[1, 0, step[0]], [0, 1, step[1]], [0, 0, 1]]) @ moved
    return moved


def cut_corner(homography: np.ndarray, geometry: SheetGeometry, frame: tuple[int, int],
               rng: np.random.Generator) -> np.ndarray:
    """Move the sheet so that exactly one corner marker (with a 1 mm margin) is outside the frame
    while every space stays whole inside; corners are tried in random order, pushed from the
    frame centre straight or at a slant. Returns the moved homography."""
    spaces = [corner for rect in geometry.cells.values() for corner in rect.corners]
    tries = [(int(m), angle) for m in rng.permutation(len(geometry.markers)) for angle in (0, 30, -30, 60, -60)]
    for marker, angle in tries:
        moved = push_out(homography, geometry.markers[marker].rect.inset(-1.0), frame, angle)
        outside = [in_frame_area(project(moved, m.rect.corners), frame) == 0 for m in geometry.markers]
        inside = project(moved, spaces)
        if sum(outside) == 1 and ((inside >= 0) & (inside < np.array(frame))).all():
            return moved
    marker, angle = tries[0]
    return push_out(homography, geometry.markers[marker].rect.inset(-1.0), frame, angle)


def raster_matrix(size_mm: tuple[float, float], raster: np.ndarray) -> np.ndarray:
    """Sheet mm -> raster pixel coordinates (pixel centres at integers) of a rendered sheet."""
    sx, sy = raster.shape[1] / size_mm[0], raster.shape[0] / size_mm[1]
    return np.array([[sx, 0, -0.5], [0, sy, -0.5], [0, 0, 1]])


def lay_down(photo: np.ndarray, raster: np.ndarray, homography: np.ndarray) -> None:
    """Draw the sheet ``raster`` into ``photo`` in place through ``homography`` (raster px ->
    photo px); only the sheet's bounding box is warped."""
    h, w = raster.shape[:2]
    corners = project(homography, [(-0.5, -0.5), (w - 0.5, -0.5), (w - 0.5, h - 0.5), (-0.5, h - 0.5)])
    x0, y0 = np.maximum(np.floor(corners.min(axis=0)).astype(int) - 1, 0)
    x1, y1 = np.minimum(np.ceil(corners.max(axis=0)).astype(int) + 2, (photo.shape[1], photo.shape[0]))
    if x1 <= x0 or y1 <= y0:
        return
    shifted = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]]) @ homography
    region = np.ascontiguousarray(photo[y0:y1, x0:x1])
    cv2.warpPerspective(raster, shifted, (int(x1 - x0), int(y1 - y0)), region, flags=cv2.INTER_LINEAR,
                        borderMode=cv2.BORDER_TRANSPARENT)
    photo[y0:y1, x0:x1] = region


def gain_grid(photo_shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """Coordinates (x, y, 0 to about 1 along the width) of a coarse grid over a photo of this
    shape: light and shadow are smooth, so they are worked out on it and enlarged once."""
    h, w = photo_shape[:2]
    rows = max(2, round(GAIN_GRID * h / w))
    ys, xs = np.mgrid[0:rows, 0:GAIN_GRID].astype(np.float32) / (GAIN_GRID - 1)
    return xs, ys


def light_gain(photo_shape: tuple[int, ...], strength: float, rng: np.random.Generator) -> np.ndarray:
    """Uneven, tinted light as a coarse per-channel gain: a brightness ramp in a random
    direction, a vignette and a warm or cool cast; ``strength`` 0 gives all ones."""
    xs, ys = gain_grid(photo_shape)
    xs, ys = xs - 0.5, ys - ys.max() / 2
    angle = rng.uniform(0, 2 * math.pi)
    ramp = xs * math.cos(angle) + ys * math.sin(angle)
    gain = 1.0 - strength * (ramp + 0.5) * rng.uniform(0.5, 1.0) - strength * 0.6 * (xs ** 2 + ys ** 2)
    tint = 1.0 + strength * np.array([rng.uniform(-0.25, 0.05), rng.uniform(-0.08, 0.02), rng.uniform(-0.02, 0.05)])
    return gain[..., None] * tint.astype(np.float32)


def shadow_gain(photo_shape: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    """A soft shadow stripe (a phone or an arm) across the photo at a random angle, as a
    coarse gain (1 outside the stripe, 0.55-0.8 inside)."""
    xs, ys = gain_grid(photo_shape)
    angle = rng.uniform(0, math.pi)
    across = xs * math.cos(angle) + ys * math.sin(angle)
    centre = rng.uniform(across.min(), across.max())
    width = rng.uniform(0.08, 0.25)
    inside = 1 / (1 + np.exp((np.abs(across - centre) - width / 2) / 0.02))
    return (1.0 - rng.uniform(0.2, 0.45) * inside)[..., None].repeat(3, axis=2)


def shade(photo: np.ndarray, gain: np.ndarray) -> np.ndarray:
    """The photo multiplied by a coarse per-channel ``gain`` enlarged smoothly to its size."""
    field_ = cv2.resize(gain.astype(np.float32), (photo.shape[1], photo.shape[0]), interpolation=cv2.INTER_LINEAR)
    return cv2.multiply(photo, field_, dtype=cv2.CV_8U)


def light(photo: np.ndarray, strength: float, rng: np.random.Generator) -> np.ndarray:
    """The photo under uneven, tinted light (:func:`light_gain`)."""
    return shade(photo, light_gain(photo.shape, strength, rng))


def shadow_band(photo: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The photo with a shadow stripe across it (:func:`shadow_gain`)."""
    return shade(photo, shadow_gain(photo.shape, rng))


def blur(photo: np.ndarray, sigma: float) -> np.ndarray:
    """Out-of-focus blur: a Gaussian of ``sigma`` pixels (0: none)."""
    return cv2.GaussianBlur(photo, (0, 0), sigma) if sigma > 0 else photo


def noise(photo: np.ndarray, sigma: float, rng: np.random.Generator) -> np.ndarray:
    """Sensor noise: Gaussian, ``sigma`` grey levels, independent per channel; drawn as one
    512-pixel tile laid over the photo from a random offset, which is fast at 12 megapixels."""
    if sigma <= 0:
        return photo
    tile = np.round(rng.standard_normal((NOISE_TILE, NOISE_TILE, 3), dtype=np.float32) * sigma).astype(np.int16)
    h, w = photo.shape[:2]
    dy, dx = rng.integers(NOISE_TILE, size=2)
    grain = np.tile(tile, (h // NOISE_TILE + 2, w // NOISE_TILE + 2, 1))[dy:dy + h, dx:dx + w]
    noisy = photo.astype(np.int16) + grain
    return np.clip(noisy, 0, 255, out=noisy).astype(np.uint8)


def jpeg(photo: np.ndarray, quality: int) -> tuple[bytes, np.ndarray]:
    """The photo compressed as a JPEG file of ``quality`` and decoded again."""
    ok, data = cv2.imencode(".jpg", photo, [cv2.IMWRITE_JPEG_QUALITY, int(quality)])
    assert ok
    return data.tobytes(), cv2.imdecode(data, cv2.IMREAD_COLOR)


# ---------------------------------------------------------------- the whole photo


def frame_size(megapixels: float, rng: np.random.Generator) -> tuple[int, int]:
    """Width and height of a 4:3, 3:4 or 16:9 photo of about ``megapixels``."""
    aspect = [4 / 3, 3 / 4, 16 / 9][int(rng.integers(3))]
    width = round(math.sqrt(megapixels * 1e6 * aspect))
    return width, round(megapixels * 1e6 / width)


def render_level(homography: np.ndarray, size_mm: tuple[float, float]) -> int:
    """The smallest of :data:`RENDER_LEVELS` at least as fine as the photo's own pixels per mm."""
    w, h = size_mm
    corners = project(homography, [(0, 0), (w, 0), (w, h), (0, h)])
    sides = np.linalg.norm(corners - np.roll(corners, -1, axis=0), axis=1) / np.array([w, h, w, h])
    return next((level for level in RENDER_LEVELS if level >= sides.max()), RENDER_LEVELS[-1])


def sheet_frame(layout: Layout, style: str) -> Rect:
    """The printed sheet's rectangle in sheet mm: our sheet from the origin, or the official
    look-alike's card (:func:`~splitter_testkit.official.official_card`)."""
    if style == "official":
        return official_card(layout)
    geometry = sheet_geometry(layout)
    return Rect(0.0, 0.0, geometry.width, geometry.height)


def translate(x: float, y: float) -> np.ndarray:
    return np.array([[1.0, 0.0, x], [0.0, 1.0, y], [0.0, 0.0, 1.0]])


def sheet_raster(spec: PhotoSpec, layout: Layout, level: int, rng: np.random.Generator
                 ) -> tuple[np.ndarray, Sheet, str]:
    """One pad rendered at ``level`` px per mm (its :func:`sheet_frame`), written on and (per
    ``spec.markers``) covered; with what was written and in which ink."""
    geometry = sheet_geometry(layout)
    frame = sheet_frame(layout, spec.style)
    if spec.style == "official":
        paper = official_raster(layout, level, rng)
    else:
        paper = np.array(blank_sheet(layout, spec.style, level, spec.serial))
    sheet = spec.written if spec.written is not None else written_sheet(layout, spec.fill, rng)
    ink = spec.ink or ("pencil" if spec.style == "official" else str(rng.choice(list(INKS))))
    pool = (REGISTERED_POOLS.get(spec.digits) or digit_pool(spec.digits)
            if spec.writing == "hand" and (sheet.values or any(spec.strip)) else None)
    if pool is not None and spec.one_writer:
        pool = pool.one_writer(rng)
    hand = Hand(ink, pool)
    scale = paper.shape[1] / frame.w
    on_paper = dataclasses.replace(geometry, cells={cell: Rect(r.x - frame.x, r.y - frame.y, r.w, r.h)
                                                    for cell, r in geometry.cells.items()})
    write_sheet(paper, sheet, on_paper, scale, hand, rng)
    if spec.style != "official":
        for box, number in zip(geometry.calibration, spec.strip):
            if number:
                write_digit(paper, box, number, scale, hand, rng)
    if spec.markers == "covered" and spec.style != "official":
        cover_markers(paper, geometry, scale, rng)
    return paper, sheet, ink


def placements(spec: PhotoSpec, frames: Sequence[Rect], frame: tuple[int, int],
               rng: np.random.Generator) -> tuple[list[np.ndarray], dict[str, float]]:
    """Sheet mm -> photo px for each sheet (``frames``: each printed sheet's rectangle in its
    mm): side by side on the table, seen by a tilted camera; and the camera's drawn rotation,
    tilts and coverage."""
    rotation = spec.rotation if spec.rotation is not None else rng.uniform(0, 360)
    tilt = rng.uniform(-spec.tilt, spec.tilt, 2)
    view = camera(rotation, tilt[0], tilt[1], rng.uniform(300, 450))
    gaps = rng.uniform(15, 35, len(frames))
    starts = np.concatenate([[0.0], np.cumsum([r.w for r in frames] + gaps)[:-1]])
    on_table = [rigid(rng.uniform(-6, 6) if len(frames) > 1 else 0.0, (x, -r.h / 2), (r.w / 2, r.h / 2))
                @ translate(-r.x, -r.y) for x, r in zip(starts, frames)]
    middle = translate(-(starts[-1] + frames[-1].w) / 2, 0)
    seen = [view @ middle @ t for t in on_table]
    coverage = spec.coverage or rng.uniform(0.6, 0.9)
    fit = fit_to_frame(seen, frames, frame, coverage)
    drawn = {"rotation": rotation, "tilt_x": tilt[0], "tilt_y": tilt[1], "coverage": coverage}
    return [fit @ h for h in seen], {name: float(value) for name, value in drawn.items()}


def intruder(homography: np.ndarray, card: Rect, frame: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """Where a second sheet lies that is only partly in view: the first sheet's placing moved
    towards a random side until at most a sixth to a third of its card is inside the frame."""
    corners = card.corners
    whole = abs(cv2.contourArea(project(homography, corners).astype(np.float32)))
    angle = rng.uniform(0, 2 * math.pi)
    step = 4 * np.array([math.cos(angle), math.sin(angle)])
    share = rng.uniform(1 / 6, 1 / 3)
    moved = homography
    for _ in range(4 * max(frame)):
        if in_frame_area(project(moved, corners), frame) <= share * whole:
            break
        moved = translate(*step) @ moved
    return moved


def reach_over(photo: np.ndarray, homography: np.ndarray, layout: Layout, card: Rect,
               rng: np.random.Generator) -> None:
    """A hand (a soft skin-coloured blob) and, half the time, a pen reaching over the card's
    left or bottom edge onto the side panel, clear of the spaces; drawn in the photo in place."""
    geometry = sheet_geometry(layout)
    left = geometry.cell_center((0, 0))[0] - geometry.pitch / 2
    on_bottom = bool(rng.random() < 0.5)
    reach = min(0.8 * (left - card.x), 40.0)
    if on_bottom:
        centre = (rng.uniform(card.x + 0.2 * reach, left - reach), card.y + card.h + 0.3 * reach)
    else:
        centre = (card.x - 0.2 * reach, rng.uniform(card.y + 0.3 * card.h, card.y + 0.8 * card.h))
    s = np.linspace(0, 2 * math.pi, 48)
    blob = np.stack([centre[0] + reach * np.cos(s), centre[1] + 0.7 * reach * np.sin(s)], axis=1)
    skin = np.array((120, 150, 205), np.float32) * rng.uniform(0.7, 1.05)
    blend_polygon(photo, project(homography, blob), skin, rng.uniform(0.8, 1.0))
    if rng.random() < 0.5:
        tip = (rng.uniform(card.x + 10, left - 10), rng.uniform(card.y + 0.3 * card.h, card.y + card.h - 5))
        back = (tip[0] - 140, tip[1] + rng.uniform(-40, 40))
        unit = np.subtract(tip, back) / np.linalg.norm(np.subtract(tip, back))
        side = np.array([-unit[1], unit[0]]) * 4.5
        pen = np.array([np.add(back, side), np.add(tip, side), np.subtract(tip, side), np.subtract(back, side)])
        blend_polygon(photo, project(homography, pen), np.array(rng.choice([(40, 30, 30), (150, 60, 20)]),
                                                                np.float32), 1.0)


def blend_polygon(photo: np.ndarray, polygon: np.ndarray, colour: np.ndarray, strength: float) -> None:
    """Paint ``polygon`` (photo px) with ``colour`` at ``strength``, its edge softened a little."""
    mask = np.zeros(photo.shape[:2], np.uint8)
    cv2.fillPoly(mask, [np.round(polygon).astype(np.int32)], 255, cv2.LINE_AA)
    x, y, w, h = cv2.boundingRect(mask)
    if w == 0 or h == 0:
        return
    pad = 4
    x0, y0 = max(x - pad, 0), max(y - pad, 0)
    x1, y1 = min(x + w + pad, photo.shape[1]), min(y + h + pad, photo.shape[0])
    alpha = cv2.GaussianBlur(mask[y0:y1, x0:x1], (0, 0), 1.2).astype(np.float32)[..., None] / 255 * strength
    region = photo[y0:y1, x0:x1].astype(np.float32)
    photo[y0:y1, x0:x1] = np.clip(region * (1 - alpha) + colour * alpha, 0, 255).astype(np.uint8)


def glare(photo: np.ndarray, homography: np.ndarray, card: Rect, strength: float, rng: np.random.Generator) -> None:
    """A gloss highlight: a soft, whitish ellipse over a random part of the card, in place."""
    centre = project(homography, [(rng.uniform(card.x, card.x + card.w), rng.uniform(card.y, card.y + card.h))])[0]
    size = abs(cv2.contourArea(project(homography, card.corners).astype(np.float32))) ** 0.5
    axes = (size * rng.uniform(0.15, 0.4), size * rng.uniform(0.06, 0.2))
    mask = np.zeros(photo.shape[:2], np.float32)
    cv2.ellipse(mask, (round(centre[0]), round(centre[1])), (round(axes[0]), round(axes[1])),
                rng.uniform(0, 180), 0, 360, 1.0, -1)
    alpha = cv2.GaussianBlur(mask, (0, 0), max(1.0, 0.5 * axes[1]))[..., None] * strength
    photo[:] = np.clip(photo * (1 - alpha) + np.float32(245) * alpha, 0, 255).astype(np.uint8)


def reading_order(truths: list[SheetTruth]) -> tuple[SheetTruth, ...]:
    """Sheets left to right when they spread more across than down, else top to bottom."""
    centres = np.array([project(t.homography, [_middle(t.layout)])[0] for t in truths]).reshape(-1, 2)
    axis = 0 if np.ptp(centres[:, 0]) >= np.ptp(centres[:, 1]) else 1
    return tuple(truths[i] for i in np.argsort(centres[:, axis], kind="stable"))


def _middle(layout: Layout) -> tuple[float, float]:
    g = sheet_geometry(layout)
    return (g.width / 2, g.height / 2)


def make_photo(spec: PhotoSpec, debug: DebugSink | None = None) -> SyntheticPhoto:
    """A phone photo of ``spec.sheets`` filled pads (or of a sudoku grid, or of the table alone);
    ``debug`` keeps a picture of every step."""
    debug = debug or DebugSink()
    rng = np.random.default_rng(spec.seed)
    megapixels = spec.megapixels or rng.uniform(*DRAWN_MEGAPIXELS)
    frame = frame_size(megapixels, rng)
    photo = background(frame, rng)
    debug.save("table", photo)
    layouts = spec.layouts
    frames = ([Rect(0.0, 0.0, *SUDOKU_SIZE)] if spec.grid == "sudoku"
              else [sheet_frame(layout, spec.style) for layout in layouts])
    homographies, view = placements(spec, frames, frame, rng) if frames else ([], {})
    if spec.markers == "cut":
        homographies = [cut_corner(homographies[0], sheet_geometry(layouts[0]), frame, rng)]
    if spec.intruder and frames and spec.grid == "pad":
        other = load_layout(str(rng.choice(["A", "B"])))
        card = sheet_frame(other, "official")
        moved = intruder(homographies[0], card, frame, rng)
        raster = official_raster(other, render_level(moved @ translate(card.x, card.y), (card.w, card.h)), rng)
        lay_down(photo, raster, moved @ translate(card.x, card.y) @ np.linalg.inv(raster_matrix((card.w, card.h),
                                                                                                raster)))
    truths = []
    for index, (homography, rect) in enumerate(zip(homographies, frames)):
        size = (rect.w, rect.h)
        placed = homography @ translate(rect.x, rect.y)
        level = render_level(placed, size)
        if spec.grid == "sudoku":
            raster = sudoku_sheet(level, rng)
        else:
            raster, sheet, ink = sheet_raster(spec, layouts[index], level, rng)
            truths.append(SheetTruth(sheet, homography, spec.serial, ink))
        debug.save("sheet", raster)
        to_raster = raster_matrix(size, raster)
        if spec.curl > 0:
            raster = curl(raster, spec.curl * to_raster[0, 0], rng)
        lay_down(photo, raster, placed @ np.linalg.inv(to_raster))
        if spec.glare > 0:
            glare(photo, homography, rect, spec.glare, rng)
    if spec.hand and truths:
        reach_over(photo, homographies[0], layouts[0], frames[0], rng)
    debug.save("laid-down", photo)
    effects = view | {"megapixels": frame[0] * frame[1] / 1e6,
                      "blur": spec.blur if spec.blur is not None else rng.uniform(0, 1.5) * math.sqrt(megapixels / 4),
                      "noise": spec.noise if spec.noise is not None else rng.uniform(0.5, 6),
                      "jpeg_quality": spec.jpeg_quality or int(rng.integers(55, 96))}
    gain = light_gain(photo.shape, spec.light, rng)
    if spec.shadow:
        gain *= shadow_gain(photo.shape, rng)
    photo = shade(photo, gain)
    debug.save("light", photo)
    photo = noise(blur(photo, effects["blur"]), effects["noise"], rng)
    data, image = jpeg(photo, int(effects["jpeg_quality"]))
    debug.save("jpeg", image)
    return SyntheticPhoto(image, data, reading_order(truths) if truths else (), spec, effects)


def photo_set(board: str, count: int, first_seed: int = 0) -> list[PhotoSpec]:
    """A fixed mix of ``count`` photos of ``board`` for benchmarks: in every ten, six colour pads
    and one black-and-white pad with markers visible, one with markers covered, one with a
    corner cut off and one official look-alike; every seventh sheet half filled."""
    kinds = [{}] * 6 + [{"style": "mono"}, {"markers": "covered"}, {"markers": "cut"}, {"style": "official"}]
    return [PhotoSpec(seed=first_seed + i, board=board, fill=0.5 if i % 7 == 6 else 1.0, **kinds[i % 10])
            for i in range(count)]
