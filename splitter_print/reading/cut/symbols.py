"""The printed star or heart of a space, subtracted by its known shape: what is darker than the
print would be there is writing, whatever colour the symbol is printed in.

A star or heart space is a few flat tones (the space's ground, the symbol, on the publisher's
heart spaces also a cream inset), laid out by a shape we know. The steps, each testable alone:

1. :func:`symbol_template` draws the regions of one space's print, as the share of each pixel
   that each region covers (anti-aliased), from the pad's own drawing of its stars and hearts
   (our pads: :mod:`splitter_print.paper.symbols`; the publisher's: ../shared/OFFICIAL_PAD.md).
2. :func:`fit_print` places the template on the photographed space: the shift (at most
   :attr:`SymbolTuning.reach_mm`) under which the space is best told as flat tones, each region's tone (a
   high percentile of its pixels, as writing only darkens), and the blur of the photo.
3. :func:`expected_print` is the grey the space would have unwritten: the tones laid out by the
   shifted, blurred template, each pixel the darkest of its neighbours (a pixel of tolerance).
4. :func:`print_darkness` is how much darker than that each pixel is, 0-1: writing across a star
   stands out of it as it stands out of the ground, and an unwritten symbol leaves nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Final

import cv2
import numpy as np

from splitter_print.paper.symbols import HEART_CURVES, HEART_WIDTH, STAR_DROP, STAR_INNER, STAR_RADIUS, star_points
from splitter_print.reading.locate.card import CardStyle

OURS_STAR = (STAR_RADIUS, STAR_INNER, STAR_DROP)
"""Our pads' star as printed (:mod:`splitter_print.paper.symbols`)."""
OURS_HEART = HEART_WIDTH
"""Our pads' heart width as printed (:mod:`splitter_print.paper.symbols`)."""
OFFICIAL_STAR: Final = (0.37, 0.42, 0.1)
"""The publisher's star as printed: points at this share of the pitch (its box ~0.72 pitch),
inner corners this share of that, the centre this share of the radius below the cell's."""
OFFICIAL_HEART: Final = 0.45
"""The publisher's heart as printed is this share of the pitch wide (and 0.40 tall)."""
OFFICIAL_INSET: Final = 0.79
"""The publisher's heart space as printed: a cream inset square this share of the pitch, ringed
by the cell's blue."""


@dataclass(frozen=True)
class SymbolTuning:
    """How a star or heart space's template is drawn and fitted to the photographed space.

    >>> SYMBOLS.reach_mm, SYMBOLS.blurs_mm
    (1.0, (0.0, 0.25, 0.5, 0.9))
    """

    reach_mm: float = 1.0
    """How far (sheet mm) the template may move to fit the photo: the locator's error on a
    space (it is checked within 1.5 mm) and a sheet printed slightly off."""
    sheet_slack: int = 1
    """Pixels a space's symbol may lie off the median shift of its sheet's symbols."""
    sheet_agree: int = 3
    """A sheet's symbols agree on a shift when there are at least this many (pad B: 5, pad A: 2)."""
    fit_inset_mm: float = 0.8
    """The fit looks at the space this far (sheet mm) inside its outline (printed lines,
    dividers, the curl)."""
    blurs_mm: tuple[float, ...] = (0.0, 0.25, 0.5, 0.9)
    """Blurs tried for the photo (Gaussian sigma, sheet mm): sharp to a coarse, soft photo."""
    tone_percentile: float = 70
    """A region's tone: this percentile (0-100) of its pixels, as writing only darkens a few of them."""
    clip: float = 0.1
    """Misfit per pixel counts at most this share of the ground's tone, so writing weighs no more
    than a blemish."""
    light_outlier: float = 0.05
    """The light's slope is fitted on pixels at most this much darker (as a share) than the median
    against the print laid out: paper, not writing."""
    edge_slack: float = 0.5
    """How much of the step across an edge pixel a misplaced edge may explain (half a pixel off
    on a sharp edge, a pixel on a soft one)."""
    supersample: int = 8
    """Sub-pixels per pixel side drawn for :func:`coverage` (edges are off by at most one of them)."""


SYMBOLS = SymbolTuning()
"""The tuning the reader takes out printed symbols with."""


class Symbol(Enum):
    """Which printed symbol a space holds, and on whose pad."""

    OURS_STAR = "ours-star"
    OURS_HEART = "ours-heart"
    OFFICIAL_STAR = "official-star"
    OFFICIAL_HEART = "official-heart"

    @classmethod
    def of(cls, star: bool, card: CardStyle) -> Symbol:
        """The symbol of a star (else heart) space on a card of ``card``'s style.

        >>> Symbol.of(True, CardStyle.OURS), Symbol.of(False, CardStyle.PUBLISHERS)
        (<Symbol.OURS_STAR: 'ours-star'>, <Symbol.OFFICIAL_HEART: 'official-heart'>)
        """
        return cls(f"{card.value.symbols}-{'star' if star else 'heart'}")


@dataclass(frozen=True, eq=False)
class Template:
    """The regions of one space's print in a cut, :attr:`reach` pixels beyond it on every side
    so that a shifted template is a slice."""

    coverage: np.ndarray
    """Regions x (height + 2 reach) x (width + 2 reach) float32: the share of each pixel each
    region covers; region 0 is the space's ground, the last the symbol."""
    labels: np.ndarray
    """The region covering most of each pixel (int8), -1 outside the space."""
    space: tuple[int, int, int, int]
    reach: int

    @property
    def shape(self) -> tuple[int, int]:
        """The cut's height and width."""
        _, height, width = self.coverage.shape
        return height - 2 * self.reach, width - 2 * self.reach


@dataclass(frozen=True)
class Fit:
    """Where and how the template lies on the photographed space."""

    shift: tuple[int, int]
    """``(dx, dy)`` pixels the template moves."""
    tones: tuple[float, ...]
    """The grey of each region, unwritten."""
    blur: float
    """The photo's blur, a Gaussian sigma in pixels."""
    light: tuple[float, float, float] = (1.0, 0.0, 0.0)
    """Uneven light across the space: the print is brighter by ``light[0] + light[1] * dx +
    light[2] * dy`` times, ``dx, dy`` pixels from the space's centre."""


def ours_heart_points(centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """Our pads' heart, ``size`` wide, point down, as the printer draws it (:data:`HEART_CURVES`)."""
    cx, cy = centre
    s = size / 2
    t = np.linspace(0, 1, 16, endpoint=False)[:, None]
    points = []
    for a, b, c, d in (np.array(curve, np.float64) for curve in HEART_CURVES):
        points.append((1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t**2 * c + t**3 * d)
    return [(cx + s * float(x), cy + s * float(y)) for x, y in np.concatenate(points)]


def official_heart_points(centre: tuple[float, float], width: float) -> list[tuple[float, float]]:
    """The publisher's heart, ``width`` wide, point down (the classic parametric heart)."""
    s = np.linspace(0, 2 * np.pi, 48, endpoint=False)
    xs = centre[0] + 16 * np.sin(s) ** 3 * width / 34
    ys = centre[1] - (13 * np.cos(s) - 5 * np.cos(2 * s) - 2 * np.cos(3 * s) - np.cos(4 * s)) * width / 38
    return [(float(x), float(y)) for x, y in zip(xs, ys)]


def coverage(polygon: list[tuple[float, float]], shape: tuple[int, int]) -> np.ndarray:
    """The share of each pixel (centres at integer coordinates) inside ``polygon``, float32.

    >>> square = [(0.5, 0.5), (2.5, 0.5), (2.5, 2.5), (0.5, 2.5)]
    >>> cover = coverage(square, (4, 4))
    >>> bool(cover[1:3, 1:3].min() == 1.0), bool(cover[0].max() < 0.13 and cover[:, 3].max() < 0.13)
    (True, True)
    """
    big = np.zeros((shape[0] * SYMBOLS.supersample, shape[1] * SYMBOLS.supersample), np.uint8)
    points = (np.array(polygon, np.float64) + 0.5) * SYMBOLS.supersample - 0.5
    cv2.fillPoly(big, [np.round(points * 256).astype(np.int32)], 255, cv2.LINE_8, 8)
    return np.asarray(cv2.resize(big, (shape[1], shape[0]), interpolation=cv2.INTER_AREA), np.float32) / 255


def _square(centre: tuple[float, float], half_w: float, half_h: float) -> list[tuple[float, float]]:
    x, y = centre
    return [(x - half_w, y - half_h), (x + half_w, y - half_h), (x + half_w, y + half_h), (x - half_w, y + half_h)]


@lru_cache(maxsize=64)
def symbol_template(symbol: Symbol, shape: tuple[int, int], space: tuple[int, int, int, int], pitch: float,
                    reach: int) -> Template:
    """The regions of a ``symbol`` space whose outline is ``space`` (``x, y, w, h`` pixels) in
    a cut of ``shape``, the pad's pitch ``pitch`` pixels; ``reach`` pixels of room to shift.

    >>> t = symbol_template(Symbol.OURS_STAR, (68, 68), (8, 8, 52, 52), 60.0, 4)
    >>> t.coverage.shape, int(t.labels[4 + 34, 4 + 34]), int(t.labels[4 + 12, 4 + 12]), int(t.labels[4, 4])
    ((2, 76, 76), 1, 0, -1)
    """
    x, y, w, h = space
    centre = (x + reach + (w - 1) / 2, y + reach + (h - 1) / 2)
    size = (shape[0] + 2 * reach, shape[1] + 2 * reach)
    cell = coverage(_square(centre, w / 2, h / 2), size)
    if symbol is Symbol.OURS_STAR:
        radius, inner, drop = OURS_STAR
        shapes = [star_points(centre, radius * w, inner, drop * w)]
    elif symbol is Symbol.OURS_HEART:
        shapes = [ours_heart_points(centre, OURS_HEART * w)]
    elif symbol is Symbol.OFFICIAL_STAR:
        radius, inner, drop = OFFICIAL_STAR
        shapes = [star_points(centre, radius * pitch, inner, drop * radius * pitch)]
    else:
        heart_centre = (centre[0], centre[1] + 0.02 * pitch)
        shapes = [_square(centre, OFFICIAL_INSET * pitch / 2, OFFICIAL_INSET * pitch / 2),
                  official_heart_points(heart_centre, OFFICIAL_HEART * pitch)]
    covers = [np.minimum(coverage(points, size), cell) for points in shapes]
    regions = [cell - covers[0]] + [a - b for a, b in itertools.pairwise(covers)] + [covers[-1]]
    stack = np.clip(np.stack(regions), 0, 1).astype(np.float32)
    labels = np.where(cell > 0.5, stack.argmax(axis=0), -1).astype(np.int8)
    return Template(stack, labels, space, reach)


def _window(template: Template, px_per_mm: float) -> tuple[slice, slice]:
    """The rows and columns of the cut the fit looks at: the space, :attr:`SymbolTuning.fit_inset_mm` inside
    (less on a space too small for it, never empty)."""
    x, y, w, h = template.space
    inset = max(min(round(SYMBOLS.fit_inset_mm * px_per_mm), (min(w, h) - 3) // 2), 0)
    return slice(y + inset, y + h - inset), slice(x + inset, x + w - inset)


def _percentile(values: np.ndarray, share: float) -> float:
    """The ``share`` (0-1) percentile of ``values`` by partition (no interpolation): quick on small sets."""
    rank = int(share * (values.size - 1))
    return float(np.partition(values, rank)[rank])


def _tones(grey: np.ndarray, labels: np.ndarray, regions: int, fallback: float | None = None) -> np.ndarray:
    """Each region's tone: :attr:`SymbolTuning.tone_percentile` of its pixels well inside it (a pixel eroded)."""
    tones = np.full(regions, np.nan, np.float32)
    square = np.ones((3, 3), np.uint8)
    for region in range(regions):
        inside = grey[cv2.erode((labels == region).astype(np.uint8), square) > 0]
        if inside.size >= 4:
            tones[region] = _percentile(inside, SYMBOLS.tone_percentile / 100)
    ground = float(tones[0]) if not np.isnan(tones[0]) else fallback if fallback is not None else \
        _percentile(grey.ravel(), 0.9)
    return np.where(np.isnan(tones), ground, tones).astype(np.float32)


def _best_shift(seen: np.ndarray, template: Template, rows: slice, cols: slice, tones: np.ndarray,
                around: tuple[int, int] | None) -> tuple[int, int]:
    """The shift ``(dx, dy)`` under which ``seen`` (the cut's ``rows`` and ``cols``) is best told as
    flat ``tones``: each region's misfit image correlated with where the region lies, for every
    shift at once (only those within :attr:`SymbolTuning.sheet_slack` of ``around`` when given)."""
    limit = SYMBOLS.clip * float(tones[0])
    r = template.reach
    area = template.labels[rows.start:rows.stop + 2 * r, cols.start:cols.stop + 2 * r]
    total = np.zeros((2 * r + 1, 2 * r + 1), np.float32)
    for region in range(-1, len(tones)):
        misfit = np.full(seen.shape, limit**2, np.float32) if region < 0 else \
            np.minimum(np.abs(seen - tones[region]), limit) ** 2
        total += cv2.matchTemplate((area == region).astype(np.float32), misfit, cv2.TM_CCORR)
    if around is not None:
        allowed = np.zeros_like(total, bool)
        top, left, slack = r - around[1], r - around[0], SYMBOLS.sheet_slack
        allowed[max(top - slack, 0):top + slack + 1, max(left - slack, 0):left + slack + 1] = True
        total[~allowed] = np.inf
    row, col = np.unravel_index(int(total.argmin()), total.shape)
    return r - int(col), r - int(row)


def fit_print(grey: np.ndarray, template: Template, px_per_mm: float, around: tuple[int, int] | None = None) -> Fit:
    """Place ``template`` on the cut's ``grey``: the shift under which the space is best told as
    its regions' flat tones (misfit per pixel clipped at :attr:`SymbolTuning.clip`, so writing barely pulls;
    within :attr:`SymbolTuning.sheet_slack` of ``around`` when given), the tones there (found again once the
    shift is), the blur whose softened edges fit best, and the light's slope across the space."""
    rows, cols = _window(template, px_per_mm)
    r = template.reach
    seen = grey[rows, cols].astype(np.float32)
    regions = len(template.coverage)

    def labels_at(dx: int, dy: int) -> np.ndarray:
        return template.labels[rows.start + r - dy:rows.stop + r - dy, cols.start + r - dx:cols.stop + r - dx]

    best = (0, 0)
    tones = _tones(seen, labels_at(*best), regions)
    for _ in range(2):
        best = _best_shift(seen, template, rows, cols, tones, around)
        tones = _tones(seen, labels_at(*best), regions, float(tones[0]))
    limit = SYMBOLS.clip * float(tones[0])
    fits = [Fit(best, tuple(float(t) for t in tones), blur * px_per_mm) for blur in SYMBOLS.blurs_mm]
    laid = [laid_out(template, fit)[rows, cols] for fit in fits]
    chosen = int(np.argmin([float((np.minimum(np.abs(seen - image), limit) ** 2).sum()) for image in laid]))
    fit = fits[chosen]
    return Fit(fit.shift, fit.tones, fit.blur, _light(seen, laid[chosen], template.space, (rows.start, cols.start)))


def fit_prints(cuts: Sequence[tuple[np.ndarray, Template]], px_per_mm: float) -> list[Fit]:
    """:func:`fit_print` of a sheet's star and heart spaces (grey, template): each alone, then,
    with :attr:`SymbolTuning.sheet_agree` of them or more, again within :attr:`SymbolTuning.sheet_slack` of their median
    shift. A sheet misplaced by the locator is misplaced alike in all its spaces, while a digit
    written over one symbol may pull that one's fit onto its strokes."""
    fits = [fit_print(grey, template, px_per_mm) for grey, template in cuts]
    if len(fits) < SYMBOLS.sheet_agree:
        return fits
    median = (round(float(np.median([f.shift[0] for f in fits]))), round(float(np.median([f.shift[1] for f in fits]))))
    return [fit if max(abs(fit.shift[0] - median[0]), abs(fit.shift[1] - median[1])) <= SYMBOLS.sheet_slack else
            fit_print(grey, template, px_per_mm, median) for fit, (grey, template) in zip(fits, cuts)]


def _light(seen: np.ndarray, laid_out: np.ndarray, space: tuple[int, int, int, int],
           origin: tuple[int, int]) -> tuple[float, float, float]:
    """The plane of gain that best turns ``laid_out`` into ``seen`` where nothing is written (pixels
    darker than the median ratio by :attr:`SymbolTuning.light_outlier` are left out)."""
    ratio = seen / np.maximum(laid_out, 1)
    x, y, w, h = space
    ys, xs = np.indices(ratio.shape, dtype=np.float64)
    dx, dy = xs + origin[1] - (x + (w - 1) / 2), ys + origin[0] - (y + (h - 1) / 2)
    paper = ratio >= _percentile(ratio.ravel(), 0.5) - SYMBOLS.light_outlier
    if paper.sum() < 10:
        return (1.0, 0.0, 0.0)
    design = np.stack([np.ones(int(paper.sum())), dx[paper], dy[paper]], axis=1)
    plane = np.linalg.solve(design.T @ design, design.T @ ratio[paper])
    return (float(plane[0]), float(plane[1]), float(plane[2]))


def laid_out(template: Template, fit: Fit) -> np.ndarray:
    """The tones laid out by the shifted, blurred template, under the fitted light (float32, the
    cut's shape): the print as it would be photographed unwritten, before edge slack."""
    height, width = template.shape
    r = template.reach
    dx, dy = fit.shift
    covers = template.coverage[:, r - dy:r - dy + height, r - dx:r - dx + width]
    image = np.tensordot(np.asarray(fit.tones, np.float32), covers, axes=1)
    inside = covers.sum(axis=0)
    image = image + (1 - np.minimum(inside, 1)) * fit.tones[0]
    if fit.blur > 0:
        image = cv2.GaussianBlur(image, (0, 0), fit.blur)
    if fit.light == (1.0, 0.0, 0.0):
        return np.asarray(image, np.float32)
    x, y, w, h = template.space
    ys, xs = np.indices(image.shape, dtype=np.float32)
    gain = fit.light[0] + fit.light[1] * (xs - (x + (w - 1) / 2)) + fit.light[2] * (ys - (y + (h - 1) / 2))
    return np.asarray(image * gain, np.float32)


def expected_print(template: Template, fit: Fit) -> np.ndarray:
    """The grey the space would have unwritten (float32, the cut's shape): the fitted tones laid
    out, lowered at the symbol's edges by :attr:`SymbolTuning.edge_slack` of the step across each pixel, so
    that an edge a fraction of a pixel off is no writing while a stroke along it still is.
    Outside the space the ground's tone continues."""
    laid = laid_out(template, fit)
    square = np.ones((3, 3), np.uint8)
    step = cv2.dilate(laid, square) - cv2.erode(laid, square)
    return np.asarray(laid - SYMBOLS.edge_slack * step, np.float32)


def print_darkness(grey: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """How much darker than the expected print each pixel is, 0-1 (float32).

    >>> print_darkness(np.array([[100, 200]], np.uint8), np.full((1, 2), 200, np.float32)).tolist()
    [[0.5, 0.0]]
    """
    return np.asarray(np.clip((expected - grey) / np.maximum(expected, 1), 0, 1), np.float32)
