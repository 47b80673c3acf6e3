"""UNIPEN pen strokes drawn as photographed ink, cut into the reader's 28 x 28 cells.

UNIPEN (../shared/data/unipen-1a) keeps each digit as the pen's path, not as pixels, so one
digit can be written again with any pen: a fine or broad ballpoint that skips now and then,
a soft or hard pencil with grain, a felt pen; with the writer's pressure swelling and thinning
the stroke; slanted, turned, stretched, large or small and off-centre in the space, sometimes
touching its edge; then photographed (blur, noise, grey paper, pieces of the printed outline)
and cut the way the reader cuts a space (ink mask above a threshold, specks dropped, stroke
strength kept, :func:`splitter_print.reading.cut.cells.normalise`). The cells therefore meet the
contract of :mod:`splitter_print.reading.recognise.engine` exactly as the reader's own do.

    .venv/bin/python tools/unipen_ink.py --montage build/unipen-montage.png   # look at them

Writers, not samples, carry the weight (:func:`writer_weights`): a few writers gave hundreds
of digits and would otherwise teach their own hand. Training-time only: the package never
imports this module.
"""

from __future__ import annotations

import argparse
import io
import sys
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data

from splitter_print.atomic import write_atomic
from splitter_print.reading.cut.cells import normalise

UNIPEN = data.DATA / "unipen-1a" / "unipen-1a-digits.npz"
REGIONS = {"europe": "UNIPEN Europe", "north-america": "UNIPEN North America", "asia": "UNIPEN Japan",
           "middle-east": "UNIPEN Israel"}
"""UNIPEN's contributor regions and the population names the protocol gives them."""
SUPER = 3
"""Strokes are drawn this many times finer than the canvas, then averaged down (anti-aliasing)."""
WRITER_CAP = 30
"""A writer weighs as much as this many digits at most (see :func:`writer_weights`)."""


@dataclass(frozen=True)
class Unipen:
    """UNIPEN digits as strokes, with each sample's writer and population."""

    points: np.ndarray
    stroke_start: np.ndarray
    sample_start: np.ndarray
    labels: np.ndarray
    writers: np.ndarray
    """Per sample: index into ``writer_names``."""
    writer_names: np.ndarray
    populations: np.ndarray
    """Per sample: one of the values of :data:`REGIONS`."""

    def strokes(self, sample: int) -> list[np.ndarray]:
        """The pen-down strokes of ``sample`` as float (x, y) arrays, y down."""
        return [self.points[self.stroke_start[k]:self.stroke_start[k + 1]].astype(np.float64)
                for k in range(self.sample_start[sample], self.sample_start[sample + 1])]


def load_unipen(path: Path = UNIPEN) -> Unipen:
    """Every UNIPEN digit (0-9) with its writer and population."""
    with np.load(path) as raw:
        region = raw["contributor_region"][raw["contributor"]]
        return Unipen(raw["points"], raw["stroke_start"], raw["sample_start"], raw["label"].astype(np.int64),
                      raw["writer"].astype(np.int64), raw["writers"],
                      np.array([REGIONS[r] for r in region]))


def writer_weights(writers: np.ndarray, cap: int = WRITER_CAP) -> np.ndarray:
    """Sampling weights (summing to 1) under which no writer counts for more than ``cap``
    digits: a writer with ``n`` samples gets ``min(n, cap) / n`` per sample.

    >>> writer_weights(np.array([0, 0, 0, 0, 1]), cap=2).round(3).tolist()
    [0.167, 0.167, 0.167, 0.167, 0.333]
    """
    counts = np.bincount(writers)[writers]
    weights = np.minimum(counts, cap) / counts
    return np.asarray(weights / weights.sum())


@dataclass(frozen=True)
class Pen:
    """How one digit is written: the instrument, its width and the hand's geometry."""

    kind: str
    """``ballpoint``, ``pencil`` or ``felt``."""
    height: float
    """Digit height on the 64-pixel canvas (the space is about 60)."""
    width: float
    """Pen width as a share of the digit height."""
    pressure: float
    """How much the stroke swells and thins with pressure (0: not at all)."""
    darkness: float
    slant: float
    """Forward lean, x shift per unit of height (0.3: the top leans a third of the height right)."""
    turn: float
    """Rotation in degrees."""
    stretch: float
    """Width over the writer's own width."""
    offset: tuple[float, float]


def random_pen(rng: np.random.Generator) -> Pen:
    """A pen and a hand drawn at random over the range players use on a score pad."""
    kind = ("ballpoint", "pencil", "felt")[int(rng.choice(3, p=(0.55, 0.3, 0.15)))]
    width = {"ballpoint": (0.035, 0.1), "pencil": (0.04, 0.12), "felt": (0.08, 0.17)}[kind]
    darkness = {"ballpoint": (0.6, 1.0), "pencil": (0.3, 0.75), "felt": (0.8, 1.0)}[kind]
    return Pen(kind=kind, height=float(rng.uniform(26, 50)), width=float(rng.uniform(*width)),
               pressure=float(rng.uniform(0.0, 0.45)), darkness=float(rng.uniform(*darkness)),
               slant=float(rng.uniform(-0.2, 0.4)), turn=float(rng.uniform(-8, 8)),
               stretch=float(np.exp(rng.uniform(np.log(0.75), np.log(1.3)))),
               offset=(float(rng.uniform(-7, 7)), float(rng.uniform(-7, 7))))


def place(strokes: list[np.ndarray], pen: Pen) -> list[np.ndarray]:
    """The strokes in canvas pixels: normalised by the digit's own box (tablet units differ
    up to 70x between samples), stretched, slanted, turned, scaled to ``pen.height`` and
    moved to the canvas centre plus ``pen.offset``."""
    every = np.concatenate(strokes)
    low, high = every.min(axis=0), every.max(axis=0)
    span = max(float(high[1] - low[1]), 0.25 * float(high[0] - low[0]), 1.0)
    centre = (low + high) / 2
    turn = np.radians(pen.turn)
    rotation = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    linear = pen.height / span * rotation @ np.array([[pen.stretch, -pen.slant], [0.0, 1.0]])
    origin = np.array([data.CANVAS / 2 + pen.offset[0], data.CANVAS / 2 + pen.offset[1]])
    return [(stroke - centre) @ linear.T + origin for stroke in strokes]


def resample(stroke: np.ndarray, step: float) -> np.ndarray:
    """Points every ``step`` pixels along the stroke (a single point stays one point).

    >>> resample(np.array([[0.0, 0.0], [4.0, 0.0]]), 1.0)[:, 0].tolist()
    [0.0, 1.0, 2.0, 3.0, 4.0]
    """
    lengths = np.hypot(*np.diff(stroke, axis=0).T)
    along = np.concatenate([[0.0], np.cumsum(lengths)])
    if along[-1] <= 0:
        return stroke[:1]
    at = np.linspace(0.0, along[-1], max(2, int(np.ceil(along[-1] / step)) + 1))
    return np.stack([np.interp(at, along, stroke[:, 0]), np.interp(at, along, stroke[:, 1])], axis=1)


def smooth_noise(rng: np.random.Generator, count: int, knots: int = 4) -> np.ndarray:
    """``count`` values of a slow random wave between -1 and 1 (pressure along a stroke)."""
    coarse = rng.uniform(-1, 1, knots)
    return np.interp(np.linspace(0, knots - 1, count), np.arange(knots), coarse)


def ink(rng: np.random.Generator, strokes: list[np.ndarray], pen: Pen) -> np.ndarray:
    """Ink coverage 0-1 on the 64 x 64 canvas for the placed ``strokes`` written with ``pen``."""
    size = data.CANVAS * SUPER
    canvas = np.zeros((size, size), np.float32)
    base = max(pen.width * pen.height * SUPER, 1.0)
    for stroke in place(strokes, pen):
        path = resample(stroke * SUPER, max(base / 3, 1.0))
        if len(path) == 1:
            cv2.circle(canvas, tuple(int(v) for v in path[0]), max(1, round(base / 2)), pen.darkness, -1)
            continue
        pressure = 1.0 + pen.pressure * smooth_noise(rng, len(path))
        skips = rng.random(len(path)) < (0.03 if pen.kind == "ballpoint" and rng.random() < 0.3 else 0.0)
        for k in range(len(path) - 1):
            if skips[k]:
                continue
            value = pen.darkness * (pressure[k] if pen.kind == "pencil" else 1.0)
            thickness = max(1, round(base * pressure[k]))
            a, b = (tuple(round(v) for v in point) for point in (path[k], path[k + 1]))
            cv2.line(canvas, a, b, float(min(value, 1.0)), thickness, cv2.LINE_8)
    small = np.asarray(cv2.resize(canvas, (data.CANVAS, data.CANVAS), interpolation=cv2.INTER_AREA), np.float32)
    if pen.kind == "pencil":
        grain = np.asarray(rng.uniform(0.55, 1.0, small.shape), np.float32)
        small = small * np.asarray(cv2.GaussianBlur(grain, (0, 0), 0.6), np.float32)
    return small


def clip_edge(rng: np.random.Generator, canvas: np.ndarray) -> np.ndarray:
    """The ink with a thin slice cut off one side, as when a stroke runs over the space's
    edge and the reader drops what lies in the printed outline."""
    ys, xs = np.nonzero(canvas > 0.1)
    if ys.size == 0:
        return canvas
    out = canvas.copy()
    side = int(rng.integers(4))
    extent = (ys.max() - ys.min()) if side < 2 else (xs.max() - xs.min())
    cut = round(rng.uniform(0.03, 0.12) * float(extent))
    if cut:
        if side == 0:
            out[: ys.min() + cut] = 0
        elif side == 1:
            out[ys.max() - cut + 1:] = 0
        elif side == 2:
            out[:, : xs.min() + cut] = 0
        else:
            out[:, xs.max() - cut + 1:] = 0
    return out


def photograph_and_cut(rng: np.random.Generator, canvas: np.ndarray, clutter: bool = True) -> np.ndarray:
    """The canvas photographed (with ``clutter``, sometimes a piece of the printed outline or
    a stroke clipped at the edge; blur, grey paper, noise) and cut as the reader cuts a
    space: a mask above a threshold, specks dropped, stroke strength kept."""
    canvas = canvas.copy()
    if clutter and rng.random() < 0.1:
        data.outline_fragment(rng, canvas)
    if clutter and rng.random() < 0.07:
        canvas = clip_edge(rng, canvas)
    if rng.random() < 0.7:
        canvas = cv2.GaussianBlur(canvas, (0, 0), rng.uniform(0.4, 1.2))
    canvas = canvas + rng.normal(0, rng.uniform(0, 0.04), canvas.shape).astype(np.float32)
    top = max(float(np.percentile(canvas, 99.5)), 0.05)
    mask = (canvas > rng.uniform(0.2, 0.5) * top).astype(np.uint8)
    _, labels, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
    keep = stats[:, cv2.CC_STAT_AREA] >= 4
    keep[0] = False
    mask = keep[labels].astype(np.uint8)
    return normalise(mask, np.clip(canvas, 0, None))


def render(rng: np.random.Generator, strokes: list[np.ndarray], clutter: bool = True) -> np.ndarray:
    """One UNIPEN digit written with a random pen and cut like a photographed space."""
    pen = random_pen(rng)
    return photograph_and_cut(rng, ink(rng, strokes, pen), clutter)


PLAIN_PEN = Pen(kind="felt", height=44.0, width=0.08, pressure=0.0, darkness=1.0, slant=0.0, turn=0.0,
                stretch=1.0, offset=(0.0, 0.0))
"""An even, upright, centred pen: the photo maker redraws a sample with its own pen, size and slant."""


def plain(unipen: Unipen, sample: int) -> np.ndarray:
    """UNIPEN digit ``sample`` written plainly as handwriting for the photo maker (uint8
    64 x 64, ink bright on black, like an MNIST sample; ``splitter_testkit.synth.register_pool``)."""
    return data.to_uint8(ink(np.random.default_rng(0), unipen.strokes(sample), PLAIN_PEN))


def render_many(unipen: Unipen, samples: np.ndarray, variants: int, seed: int, clutter: bool = True) -> np.ndarray:
    """``variants`` renderings of each sample (uint8, samples x variants x 28 x 28); the
    renderings of one sample depend only on ``seed`` and the sample's index, never on which
    others are rendered with it. Test cells go without ``clutter``: they measure writers, not
    the cutter."""
    out = np.zeros((len(samples), variants, data.SIDE, data.SIDE), np.uint8)
    for row, sample in enumerate(samples):
        rng = np.random.default_rng([seed, int(sample)])
        strokes = unipen.strokes(int(sample))
        for variant in range(variants):
            out[row, variant] = data.to_uint8(render(rng, strokes, clutter))
    return out


def cached(unipen: Unipen, variants: int, seed: int, folder: Path, clutter: bool = True) -> np.ndarray:
    """:func:`render_many` of every UNIPEN 1-6 digit (other digits stay all zeros), kept in
    ``folder`` the first time (about a minute per variant on a busy core)."""
    path = folder / f"unipen-cells-{seed}-{variants}{'' if clutter else '-clean'}.npz"
    if path.is_file():
        with np.load(path) as kept:
            return np.asarray(kept["cells"])
    wanted = np.flatnonzero(np.isin(unipen.labels, data.NUMBERS))
    cells = np.zeros((len(unipen.labels), variants, data.SIDE, data.SIDE), np.uint8)
    print(f"drawing {len(wanted)} UNIPEN digits x {variants} into {path}", file=sys.stderr, flush=True)
    cells[wanted] = render_many(unipen, wanted, variants, seed, clutter)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, cells=cells)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, buffer.getvalue())
    return cells


def montage(unipen: Unipen, per_row: int = 16, rows: int = 12, seed: int = 0) -> np.ndarray:
    """Random UNIPEN digits 1-6 rendered, dark ink on white, one population per pair of rows."""
    rng = np.random.default_rng(seed)
    tiles = []
    populations = sorted(set(unipen.populations.tolist()))
    for row in range(rows):
        pool = np.flatnonzero((unipen.populations == populations[row // 2 % len(populations)])
                              & np.isin(unipen.labels, data.NUMBERS))
        for sample in rng.choice(pool, per_row):
            cell = render(rng, unipen.strokes(int(sample)))
            tiles.append(cv2.copyMakeBorder(255 - data.to_uint8(cell), 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=128))
    grid = np.vstack([np.hstack(tiles[r * per_row:(r + 1) * per_row]) for r in range(rows)])
    return cv2.resize(grid, None, fx=3, fy=3, interpolation=cv2.INTER_NEAREST)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--montage", type=Path, required=True, help="PNG of rendered digits to write")
    parser.add_argument("--seed", type=int, default=0)
    arguments = parser.parse_args()
    picture = montage(load_unipen(), seed=arguments.seed)
    write_atomic(arguments.montage, cv2.imencode(".png", picture)[1].tobytes())
    print(f"{arguments.montage}: rows in pairs, populations {sorted(REGIONS.values())}")


if __name__ == "__main__":
    main()
