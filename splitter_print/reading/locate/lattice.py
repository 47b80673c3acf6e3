"""Finding pads whose spaces touch: light cells divided by thin dark lines, as a lattice fitted
to a layout.

The publisher's pads print their spaces as light sky-blue cells that share thin dark dividers,
on a dark-to-bright blue card (``../shared/OFFICIAL_PAD.md``). Thresholding merges a row of
such cells into one light region and the dividers vanish at low resolution, so the squares of
:mod:`.grid` are not there to be found. Instead, each light region is taken as a whole pattern
of spaces and a layout is fitted to it:

1. :func:`whiteness` — the smallest of the three colour channels: high on the light cells (and
   on white paper), low on every saturated colour (blue background, orange panel) and on dark
   print; a single light region then holds all the touching spaces of a pad.
2. :func:`light_regions` — the light regions large enough to hold a pad.
3. :func:`starts` — for each region, the lattice's two directions (the strongest edge
   directions inside it) and the pattern's extent along them (its second moments against the
   layout's) give an affine start for each layout and each of its four turns.
4. :func:`refine` — the layout drawn as a template (light spaces, dark dividers, holes and a
   dark margin) is aligned to the photo by maximising their correlation over a homography
   (OpenCV's ECC), coarse first, then fine.
5. :func:`region_starts` and :func:`fit_starts` — the best-correlated fit of each layout; a
   region no layout explains well (a chessboard's square, a puzzle grid, a white table) is no
   sheet.

The result maps lattice coordinates (``(col, row)``; space ``(r, c)`` spans ``c..c+1`` across
and ``r..r+1`` down) to pixels of the picture searched.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import cv2
import numpy as np

from splitter_print.game.layout import Layout
from splitter_print.reading.geometry import DIHEDRAL, jacobian
from splitter_print.reading.locate.align import (
    ALIGN,
    Region,
    box_covers,
    components,
    crop_around,
    ecc,
    enclosing_quad,
    in_front,
    local_determinant,
    plausible_slant,
    rectangle_starts,
    regions_of,
)


@dataclass(frozen=True)
class LatticeTuning:
    """How the lattice search reads a light region as a pad: the pitches searched, the
    templates aligned, and how sure a fit must be to be a sheet.

    Pitches are lattice steps (one space and its divider) in pixels of the pyramid level
    searched; shares are 0-1; correlations are ECC's, 0-1.

    >>> LATTICE.min_correlation
    0.8
    """

    min_pitch_px: float = 6.0
    """Smallest lattice pitch (px of the level searched) a region or a fit may have."""
    region_spaces: int = 20
    """A light region is kept when it has room for this many spaces of :attr:`min_pitch_px`."""
    search_pitch_px: float = 12.0
    """Smallest pitch (px) a region is searched at on a reduced pyramid level."""
    sharp_pitch_px: float = 32.0
    """A fit whose spaces are this wide (px) on a pyramid level is not aligned again on finer
    ones: a few hundredths of a pitch is all they would add, at the most cost."""
    slender: float = 0.75
    """A region more slender than this share of the most slender view of a pattern allowed
    (:attr:`~.align.AlignTuning.min_aspect`) is no pad (a light strip: a table's grain, a ruler,
    a window's edge)."""
    min_standing: float = 0.2
    """A region standing out less than this share of its own light from its surroundings
    (:func:`standing_out`) is no pad, when its spaces would be at least four times
    :attr:`ring_px` wide: the card's edge around the pattern, 0.2-0.45 pitch, then holds the ring."""
    ring_px: int = 3
    """Width (px) of the ring around a region that :func:`standing_out` compares it with."""
    solid: float = 0.95
    """A region filling this share of its outline (:func:`~.align.enclosing_quad`) or more is one
    light patch (a cell seen alone, a card, a glare), not a pattern with holes and clipped
    corners (the publisher's fill about 0.6-0.82)."""
    max_regions: int = 12
    """At most this many light regions of a level are tried, largest first."""
    coarse_px: int = 8
    """Template pixels per pitch in the coarse alignment."""
    fine_px: int = 16
    """Template pixels per pitch in the fine alignment."""
    coarse_smoothing: int = 5
    """Gaussian smoothing (kernel side, px) of the coarse alignment."""
    fine_smoothing: int = 3
    """Gaussian smoothing (kernel side, px) of the fine alignment."""
    align_iterations: int = 30
    """Most iterations of one alignment stage (:func:`refine`)."""
    oversample: float = 2.0
    """An alignment's crop is reduced until its finest pitch is at most this many times the
    template's pixels per pitch (:func:`reduced_crop`)."""
    margin: float = 0.6
    """Dark margin around the pattern in the template, in pitches."""
    edge: float = 0.15
    """How far around the pattern the template is compared, in pitches (the card's edge is
    0.2-0.45 pitch away)."""
    divider: float = 0.06
    """Divider width in the template, in pitches."""
    min_correlation: float = 0.8
    """A fit correlating less than this with the photo is not a sheet, unless its pattern
    shows clearly (:attr:`glare_correlation`)."""
    glare_correlation: float = 0.72
    """The least correlation of any fit that passes: between it and :attr:`min_correlation`
    a fit passes when its spaces and holes are told apart :attr:`clear_agreement` and its
    dividers show :attr:`clear_dividers` times as clearly as needed (a glare or a shadow
    across a sheet lowers the correlation of a fit that is right)."""
    part_correlation: float = 0.9
    """The correlation a fit to part of a light region needs (:func:`fit_parts`); a fit
    correlating less is aligned once more (:func:`realigned`)."""
    clear_agreement: float = 0.95
    """Spaces and holes told apart this cleanly (:func:`agreement`) show the pattern clearly."""
    clear_dividers: float = 2.0
    """Dividers this many times as contrasted as needed (:func:`min_dividers`) show the pattern clearly."""
    min_agreement: float = 0.9
    """A fit whose spaces and holes are told apart less cleanly than this is not a sheet (:func:`agreement`)."""
    min_dividers: float = 0.15
    """A fit whose spaces show no dividing lines darker than this share of the spaces' contrast
    with the holes (:func:`divider_contrast`) is not a sheet."""
    sharp_dividers_px: float = 20.0
    """Below this pitch (px) the dividers blur into the spaces: :func:`min_dividers` asks less."""
    coarse_starts: int = 2
    """How many different starts of a region, best matched first (:func:`recentre`), are aligned coarsely."""
    small_starts: int = 4
    """How many starts are aligned coarsely for a region of spaces under twice
    :attr:`search_pitch_px` on the finest level (a small sheet, whose starts are rougher)."""
    fine_starts: int = 3
    """How many of the best coarse alignments of a region are aligned finely."""
    fine_spread: float = 0.12
    """Coarse fits correlating this much less than the best coarse one are not aligned finely."""
    probe_iterations: int = 8
    """Iterations after which a coarse alignment of a start (:func:`coarse_fits`) is judged."""
    probe_correlation: float = 0.35
    """A coarse alignment correlating less than this after :attr:`probe_iterations` is given up:
    it would not reach the fine alignment (those far below run all their iterations on a table,
    a glare or a hand)."""
    same_start: float = 0.25
    """Starts placing every space within this many pitches of a better one's spaces are not
    aligned again (:func:`distinct`)."""
    same_fit: float = 0.1
    """Coarse fits placing every space within this many pitches of a better one's spaces are
    not aligned finely (:func:`distinct`)."""
    orientation_bins: int = 90
    """Bins over half a turn of the edge directions' histogram (:func:`lattice_directions`)."""
    second_direction: float = 0.15
    """A second edge direction weaker than this share of the first is none (:func:`lattice_directions`)."""
    polish_move: float = 0.2
    """A fine alignment of a small pattern (:func:`polished`) is kept when it moves no space
    centre by more than this many pitches."""
    dark_holes_share: float = 0.4
    """Holes at least this share of the spaces' grey darker than the spaces make a dark card (:func:`dark_holes`)."""
    min_upright: float = 0.12
    """Background evidence (:func:`background_evidence`) this high, and this much above every
    other reading's twice over, settles which way up a sheet lies."""
    panel_pitches: float = 4.5
    """How far beside the pattern the publisher's card reaches (its side panel), in pitches."""
    pyramid_smallest: int = 200
    """The coarsest pyramid level searched has its longest side at least this many pixels."""
    orange_red: int = 90
    """A pixel is panel orange when its red (grey levels) is above this, its blue below a fifth
    of the red and its green below four fifths: a saturated orange that wooden tables and skin are not."""
    neighbours: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
    """Shifts along the lattice (columns, rows) from which a poorly correlated fit is aligned
    again (:func:`realigned`)."""
    same_region_move: float = 0.1
    """A region whose centre is within this share of a tried region's side (the square root of
    its area) of that region's centre may be the same pixels (:class:`Tried`)."""
    same_region_area: tuple[float, float] = (0.7, 1.4)
    """Area ratios (new over tried, both ends excluded) at which a region may be the same pixels (:class:`Tried`)."""

    @property
    def min_region_px(self) -> float:
        """The fewest pixels a light region is kept with (:attr:`region_spaces` of :attr:`min_pitch_px`)."""
        return self.region_spaces * self.min_pitch_px ** 2

    @property
    def coarse_stage(self) -> tuple[int, int]:
        """The coarse alignment's template pixels per pitch and smoothing."""
        return self.coarse_px, self.coarse_smoothing

    @property
    def fine_stage(self) -> tuple[int, int]:
        """The fine alignment's template pixels per pitch and smoothing."""
        return self.fine_px, self.fine_smoothing


LATTICE = LatticeTuning()
"""The tuning the reader runs with."""


@dataclass(frozen=True)
class LatticeFit:
    """A layout fitted to a light region: ``homography`` maps lattice ``(col, row)`` to pixels;
    ``correlation`` is how well the layout's template matches the photo there (0-1);
    ``turns`` holds the half turn when the layout's spaces look the same that way round."""

    layout: Layout
    homography: np.ndarray
    correlation: float
    turns: tuple[np.ndarray, ...] = ()
    runner_up: tuple[str, float] | None = None
    """The best other layout and its correlation."""


def whiteness(image: np.ndarray) -> np.ndarray:
    """The darkest channel of a BGR picture (a grey one as it is): light only where all three
    colours are, as on the light cells and on white paper.

    >>> whiteness(np.array([[[200, 190, 180], [200, 120, 2]]], np.uint8)).tolist()
    [[180, 2]]
    """
    if image.ndim == 2:
        return image
    return cv2.min(cv2.min(image[..., 0], image[..., 1]), image[..., 2])


def light_regions(white: np.ndarray) -> list[Region]:
    """The light regions that could hold a pad, largest first: light by Otsu's threshold of
    the smoothed whiteness, of at least :attr:`~LatticeTuning.min_region_px` pixels, not a table
    (:func:`~.align.regions_of`).

    On a light table (a light region over half the frame) the cells may be darker than the
    table and fall below that threshold: then Otsu's threshold of the darker pixels alone
    (cells lighter than the card) gives more regions, the table left out; or the cells may
    join a table that is only a little darker than they are: Otsu's threshold of the lighter
    pixels alone parts them."""
    smooth = cv2.GaussianBlur(white, (3, 3), 0)
    upper, light = cv2.threshold(smooth, 0, 1, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    regions, table = regions_of(light, LATTICE.max_regions, LATTICE.min_region_px)
    if table is not None:
        lower, _ = cv2.threshold(smooth[smooth <= upper].reshape(1, -1), 0, 1, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
        higher, _ = cv2.threshold(smooth[smooth > upper].reshape(1, -1), 0, 1, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
        for mask in ((smooth > lower) & ~table, smooth > higher):
            if len(regions) < LATTICE.max_regions:
                regions += regions_of(mask.astype(np.uint8), LATTICE.max_regions - len(regions),
                                      LATTICE.min_region_px)[0]
    return regions


def lighter_parts(white: np.ndarray, region: Region, most: int = 2) -> list[Region]:
    """The ``most`` largest parts of ``region`` lighter than Otsu's threshold of its own pixels
    (closed by 3 x 3 like :func:`~.align.regions_of`), each of at least
    :attr:`~LatticeTuning.min_region_px` pixels."""
    x, y, w, h = region.box
    crop = cv2.GaussianBlur(white[max(y - 1, 0):y + h + 1, max(x - 1, 0):x + w + 1], (3, 3), 0)
    crop = crop[y - max(y - 1, 0):, x - max(x - 1, 0):][:h, :w]
    threshold, _ = cv2.threshold(crop[region.mask > 0].reshape(1, -1), 0, 1, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    light = cv2.morphologyEx(((crop > threshold) & (region.mask > 0)).astype(np.uint8), cv2.MORPH_CLOSE,
                             np.ones((3, 3), np.uint8)) & region.mask
    return components(light, most, LATTICE.min_region_px, origin=(x, y))[0]


def lattice_directions(white: np.ndarray, region: Region) -> tuple[np.ndarray, np.ndarray] | None:
    """The two directions (unit vectors, pixels) across which the region's edges are strongest:
    the lattice's column and row directions, each up to sign, or None without two clear ones."""
    x, y, w, h = region.box
    pad = 2
    y0, x0 = max(y - pad, 0), max(x - pad, 0)
    crop = white[y0:y + h + pad, x0:x + w + pad].astype(np.float32)
    near = np.zeros(crop.shape, np.uint8)
    near[y - y0:y - y0 + h, x - x0:x - x0 + w] = region.mask
    weight = cv2.dilate(near, np.ones((5, 5), np.uint8)).astype(np.float32)
    gx = cv2.Sobel(crop, cv2.CV_32F, 1, 0)
    gy = cv2.Sobel(crop, cv2.CV_32F, 0, 1)
    magnitude = cv2.magnitude(gx, gy) * weight
    angle = np.mod(np.arctan2(gy, gx), np.pi)
    bins = LATTICE.orientation_bins
    histogram = np.bincount((angle.ravel() / np.pi * bins).astype(int) % bins, magnitude.ravel(), bins)
    histogram = np.convolve(np.concatenate([histogram[-2:], histogram, histogram[:2]]), [1, 2, 3, 2, 1], "valid")
    first = int(np.argmax(histogram))
    away = np.abs((np.arange(bins) - first + bins / 2) % bins - bins / 2)
    second = int(np.argmax(np.where(away >= bins / 6, histogram, -1)))
    if histogram[second] < LATTICE.second_direction * histogram[first]:
        return None
    directions = [np.array([np.cos(a), np.sin(a)]) for a in ((first + 0.5) * np.pi / bins,
                                                           (second + 0.5) * np.pi / bins)]
    return directions[0], directions[1]


@cache
def pattern_moments(layout: Layout) -> tuple[np.ndarray, np.ndarray]:
    """The centroid ``(col, row)`` and the 2 x 2 covariance of the layout's spaces as unit squares."""
    cells = np.array([(c + 0.5, r + 0.5) for r, c in layout.spaces], np.float64)
    centre = cells.mean(axis=0)
    return centre, np.cov(cells.T, bias=True) + np.eye(2) / 12


def elongation(cov: np.ndarray) -> float:
    """How round a spread of points is: the square root of its covariance's smallest over its
    largest eigenvalue (1 for a square or a disc, 0.1 for a strip ten times as long as wide).

    >>> round(elongation(np.diag([100.0, 1.0])), 2)
    0.1
    """
    low, high = np.linalg.eigvalsh(cov)
    return float(np.sqrt(max(low, 0.0) / high))


def region_moments(region: Region) -> tuple[np.ndarray, np.ndarray]:
    """The centroid (pixels) and covariance of the region's pixels."""
    m = cv2.moments(region.mask, binaryImage=True)
    centre = np.array([m["m10"], m["m01"]]) / m["m00"]
    cov = np.array([[m["mu20"], m["mu11"]], [m["mu11"], m["mu02"]]]) / m["m00"]
    return centre + region.box[:2], cov + np.eye(2) / 12


def starts(region: Region, directions: tuple[np.ndarray, np.ndarray], layout: Layout) -> list[np.ndarray]:
    """Affine maps lattice ``(col, row)`` -> pixels placing the layout on the region, one per
    turn of the layout (a photo never shows a sheet mirrored): its columns along either
    direction, either way; the pattern's extent along each from the second moments."""
    centre_px, cov_px = region_moments(region)
    centre, cov = pattern_moments(layout)
    u, v = directions
    found = []
    for along_col, along_row in ((u, v), (v, u)):
        basis = np.stack([along_col, along_row], axis=1)
        inverse = np.linalg.inv(basis)
        spread = inverse @ cov_px @ inverse.T
        scale = np.sqrt(np.maximum(np.diag(spread), 1e-9) / np.diag(cov))
        for sign_col in (1, -1):
            for sign_row in (1, -1):
                linear = basis @ np.diag([sign_col * scale[0], sign_row * scale[1]])
                if np.linalg.det(linear) <= 0:
                    continue
                affine = np.eye(3)
                affine[:2, :2] = linear
                affine[:2, 2] = centre_px - linear @ centre
                found.append(affine)
    return found


@cache
def template(layout: Layout, px_per_pitch: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The layout drawn for alignment at ``px_per_pitch`` (float32, 0 dark to 1 light: spaces
    light, star spaces a little darker with a light star, dividers, holes and a margin of
    :attr:`~LatticeTuning.margin` pitches dark), the mask of what is compared (the pattern's
    rectangle and :attr:`~LatticeTuning.edge` pitches around it: beyond that the card may have
    ended) and the matrix from its pixels to lattice ``(col, row)``."""
    scale = 4
    t = px_per_pitch * scale
    margin = round(LATTICE.margin * px_per_pitch) * scale
    big = np.zeros((layout.rows * t + 2 * margin, layout.cols * t + 2 * margin), np.float32)
    line = max(1, round(LATTICE.divider * t / 2))
    for row, col in layout.spaces:
        x0, y0 = margin + col * t, margin + row * t
        shade = 0.75 if (row, col) in layout.stars else 1.0
        big[y0 + line:y0 + t - line, x0 + line:x0 + t - line] = shade
        if (row, col) in layout.stars:
            r = 0.3 * t
            points = [(x0 + t / 2 + (r if k % 2 == 0 else 0.4 * r) * np.cos(-np.pi / 2 + k * np.pi / 5),
                       y0 + t / 2 + (r if k % 2 == 0 else 0.4 * r) * np.sin(-np.pi / 2 + k * np.pi / 5))
                      for k in range(10)]
            cv2.fillPoly(big, [np.round(points).astype(np.int32)], 1.0)
    small = cv2.resize(big, (big.shape[1] // scale, big.shape[0] // scale), interpolation=cv2.INTER_AREA)
    offset = margin // scale
    edge = offset - round(LATTICE.edge * px_per_pitch)
    mask = np.zeros(small.shape, np.uint8)
    mask[edge:small.shape[0] - edge, edge:small.shape[1] - edge] = 255
    to_lattice = np.array([[1 / px_per_pitch, 0, (0.5 - offset) / px_per_pitch - 0.0],
                           [0, 1 / px_per_pitch, (0.5 - offset) / px_per_pitch],
                           [0, 0, 1]])
    return small, mask, to_lattice


def refine(picture: np.ndarray, layout: Layout, start: np.ndarray,
           stages: Sequence[tuple[int, int]] = (LATTICE.coarse_stage, LATTICE.fine_stage),
           probe: bool = False) -> tuple[np.ndarray, float] | None:
    """The homography lattice -> pixels near ``start`` that best aligns the layout's template
    with the (float32) picture, and their correlation; None when the alignment fails (or, with
    ``probe``, when a stage correlates less than :attr:`~LatticeTuning.probe_correlation` after
    :attr:`~LatticeTuning.probe_iterations`).

    Each stage (template pixels per pitch, smoothing) works on a crop around where the previous
    one put the pattern, reduced to at most :attr:`~LatticeTuning.oversample` times the
    template's pixels per pitch: OpenCV smooths and differentiates the whole picture it is
    given, which costs more than the alignment's iterations on crops many times as fine as the
    template."""
    homography = start
    correlation = 0.0
    for px_per_pitch, smoothing in stages:
        drawn, mask, to_lattice = template(layout, px_per_pitch)
        crop, shift = reduced_crop(*around(picture, homography, layout),
                                   LATTICE.oversample * px_per_pitch / finest_pitch(homography, layout))
        warp = (shift @ homography @ to_lattice).astype(np.float32)
        warp /= warp[2, 2]
        first = LATTICE.probe_iterations if probe else LATTICE.align_iterations
        try:
            correlation, warp = ecc(drawn, crop, mask, warp, smoothing, first)
            if probe and correlation < LATTICE.probe_correlation:
                return None
            if probe:
                correlation, warp = ecc(drawn, crop, mask, warp, smoothing, LATTICE.align_iterations - first)
        except cv2.error:  # the alignment diverged (the picture went out of view)
            return None
        homography = np.linalg.inv(shift) @ warp.astype(np.float64) @ np.linalg.inv(to_lattice)
    return homography, float(correlation)


def recentre(picture: np.ndarray, layout: Layout, start: np.ndarray, reach: int = 2) -> tuple[np.ndarray, float]:
    """``start`` moved along the lattice (up to ``reach`` pitches each way) to where the layout's
    coarse template best matches the picture warped by it (a start from a region holding
    more than the pattern, the panel's glow or a glare, is off by a pitch or two), and how
    well it matches there (normalised correlation)."""
    drawn, _, to_lattice = template(layout, LATTICE.coarse_px)
    span = reach * LATTICE.coarse_px
    to_wide = to_lattice @ np.array([[1.0, 0, -span], [0, 1.0, -span], [0, 0, 1]])
    size = (drawn.shape[1] + 2 * span, drawn.shape[0] + 2 * span)
    warped = cv2.warpPerspective(picture, start @ to_wide, size, flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    scores = cv2.matchTemplate(warped, drawn, cv2.TM_CCOEFF_NORMED)
    dy, dx = np.unravel_index(int(np.argmax(scores)), scores.shape)
    moved = start @ to_wide @ np.array([[1.0, 0, dx], [0, 1.0, dy], [0, 0, 1]]) @ np.linalg.inv(to_lattice)
    return np.asarray(moved), float(scores[dy, dx])


def reduced_crop(crop: np.ndarray, shift: np.ndarray, scale: float) -> tuple[np.ndarray, np.ndarray]:
    """The crop made ``scale`` times its size when that is smaller (area averaging), and the
    map from picture to its pixels (``shift`` takes picture to crop pixels).

    >>> small, to_small = reduced_crop(np.zeros((40, 60), np.float32), np.eye(3), 0.5)
    >>> small.shape, (to_small @ [1.5, 1.5, 1]).tolist()
    ((20, 30), [0.5, 0.5, 1.0])
    """
    if scale >= 1:
        return crop, shift
    size = (max(1, round(crop.shape[1] * scale)), max(1, round(crop.shape[0] * scale)))
    sx, sy = size[0] / crop.shape[1], size[1] / crop.shape[0]
    to_small = np.array([[sx, 0, 0.5 * sx - 0.5], [0, sy, 0.5 * sy - 0.5], [0, 0, 1]])
    return cv2.resize(crop, size, interpolation=cv2.INTER_AREA), to_small @ shift


def around(picture: np.ndarray, homography: np.ndarray, layout: Layout) -> tuple[np.ndarray, np.ndarray]:
    """The part of ``picture`` around the pattern placed by ``homography`` (its lattice grown by
    two pitches), and the translation from picture to crop pixels."""
    return crop_around(picture, homography, ((-2, -2), (layout.cols + 2, layout.rows + 2)))


def fit_region(white: np.ndarray, region: Region, layouts: Sequence[Layout]) -> LatticeFit | None:
    """The layout that best explains the light region, placed by a homography, or None when
    none explains it well enough (or its lattice would be finer than
    :attr:`~LatticeTuning.min_pitch_px`).

    For each layout, the :attr:`~LatticeTuning.coarse_starts` starts that match best once
    recentred are aligned coarsely, and the best :attr:`~LatticeTuning.fine_starts` results go
    on to the fine alignment."""
    candidates = region_starts(white, region, layouts)
    return None if candidates is None else fit_starts(white, candidates)


def region_starts(white: np.ndarray, region: Region, layouts: Sequence[Layout]
                  ) -> list[tuple[Layout, list[np.ndarray]]] | None:
    """The starts of each layout on the light region (:func:`starts`, and
    :func:`~.align.rectangle_starts` on its outline), or None when the region cannot be a pad,
    told cheaply before any alignment: cut by the picture's edge (a sheet partly in view, a
    table: every space of a pad must be in view, see :func:`inside`), too slender, standing out
    too little, without two edge directions, or a solid patch."""
    if cut_by_edge(region, white.shape[:2]):
        return None
    if elongation(region_moments(region)[1]) < LATTICE.slender * ALIGN.min_aspect * min(
            elongation(pattern_moments(layout)[1]) for layout in layouts):
        return None
    pitch = np.sqrt(region.area / max(len(layout.spaces) for layout in layouts))
    if pitch >= 4 * LATTICE.ring_px and standing_out(white, region) < LATTICE.min_standing:
        return None
    quad = enclosing_quad(region)
    if quad is not None and region.area >= LATTICE.solid * cv2.contourArea(quad.astype(np.float32)):
        return None
    directions = lattice_directions(white, region)
    if directions is None:
        return None
    return [(layout, [*starts(region, directions, layout),
                      *(rectangle_starts(quad, layout.cols, layout.rows) if quad is not None else [])])
            for layout in layouts]


def standing_out(white: np.ndarray, region: Region) -> float:
    """How much lighter the region is than a ring :attr:`~LatticeTuning.ring_px` wide around it,
    as a share of its own light (medians): the publisher's cells sit on a dark card and stand
    out about 0.3-0.7; a glare, a patch of table or a sheet of paper fading into its
    surroundings stand out less.

    >>> white = np.full((30, 30), 50, np.uint8); white[10:20, 10:20] = 200
    >>> mask = np.zeros((10, 10), np.uint8) + 1
    >>> round(standing_out(white, Region(mask, (10, 10, 10, 10))), 2)
    0.75
    """
    x, y, w, h = region.box
    height, width = white.shape[:2]
    ring_px = LATTICE.ring_px
    x0, y0 = max(x - ring_px, 0), max(y - ring_px, 0)
    x1, y1 = min(x + w + ring_px, width), min(y + h + ring_px, height)
    inside = np.zeros((y1 - y0, x1 - x0), np.uint8)
    inside[y - y0:y - y0 + h, x - x0:x - x0 + w] = region.mask
    ring = cv2.dilate(inside, np.ones((2 * ring_px + 1, 2 * ring_px + 1), np.uint8)) > inside
    crop = white[y0:y1, x0:x1]
    light = float(np.median(crop[inside > 0]))
    if not ring.any() or light <= 0:
        return 0.0
    return (light - float(np.median(crop[ring]))) / light


def fit_starts(white: np.ndarray, candidates: Sequence[tuple[Layout, Sequence[np.ndarray]]],
               reach: int = 2, most: int = LATTICE.coarse_starts) -> LatticeFit | None:
    """The best-correlated fit that passes every test, from starts (lattice -> pixels) of each
    layout; None when none does. Starts are recentred first (up to ``reach`` pitches, see
    :func:`recentre`); for each layout the ``most`` that match best are aligned coarsely, and
    its best :attr:`~LatticeTuning.fine_starts` results within
    :attr:`~LatticeTuning.fine_spread` of the best coarse result of any layout go on to the fine
    alignment (a layout that far behind would not be a near tie once aligned finely, see
    ``LatticeFit.runner_up``); a start or a result that places the spaces where a better one
    does (or its half turn: each start of a pad that looks the same turned half round comes
    with it) is not recentred or aligned again (:func:`distinct`), so that the starts aligned
    are ``most`` different ones. A fine result correlating no better than a passing one of its
    own layout is not tested (:func:`passes` is costly): it could be neither the fit nor the
    runner-up."""
    picture = np.asarray(white, np.float32)
    aligned = [(layout, coarse_fits(picture, layout, starts_of_layout, reach, most))
               for layout, starts_of_layout in candidates]
    best_coarse = max((coarse[0][1] for _, coarse in aligned if coarse), default=0.0)
    fits: list[tuple[float, Layout, np.ndarray]] = []
    for layout, coarse in aligned:
        best_of_layout = -np.inf
        for homography, correlation in coarse[:LATTICE.fine_starts]:
            if correlation < best_coarse - LATTICE.fine_spread:
                break
            refined = refine(picture, layout, homography, (fine_stage_of(homography, layout),))
            if (refined is not None and refined[1] > best_of_layout
                    and passes(picture, refined[0], refined[1], layout)):
                best_of_layout = refined[1]
                fits.append((refined[1], layout, refined[0]))
    if not fits:
        return None
    fits.sort(key=lambda f: -f[0])
    best, layout, homography = fits[0]
    homography = polished(picture, layout, homography)
    others = [(lay.name, c) for c, lay, _ in fits if lay != layout]
    return LatticeFit(layout, homography, best, with_half_turn(homography, layout), others[0] if others else None)


def coarse_fits(picture: np.ndarray, layout: Layout, starts_of_layout: Sequence[np.ndarray], reach: int, most: int
                ) -> list[tuple[np.ndarray, float]]:
    """The layout's coarse alignments from its ``most`` best different starts once recentred
    (see :func:`fit_starts`), best first, without those placing the spaces where a better one does."""
    unique = distinct([(start, 0.0) for start in starts_of_layout
                       if pitch_px(start, layout) >= LATTICE.min_pitch_px], layout, LATTICE.same_start)
    placed = [recentre(picture, layout, start, reach) for start, _ in unique]
    coarse = []
    for start, _ in distinct(sorted(placed, key=lambda p: -p[1]), layout, LATTICE.same_start)[:most]:
        refined = refine(picture, layout, start, (LATTICE.coarse_stage,), probe=True)
        if refined is not None and refined[1] >= LATTICE.min_correlation - LATTICE.fine_spread:
            coarse.append(refined)
    return distinct(sorted(coarse, key=lambda r: -r[1]), layout, LATTICE.same_fit)


def distinct(placings: Sequence[tuple[np.ndarray, float]], layout: Layout, within: float
             ) -> list[tuple[np.ndarray, float]]:
    """``placings`` (homography lattice -> pixels, score), best first, without those that put
    every space within ``within`` pitches of where an earlier one puts some space of the pad:
    the same place, or its half turn when the pad's spaces look the same that way round (the
    starts of a region from its moments and from its outline coincide, and each comes with its
    half turn; aligned, they give one fit, whose half turn is kept anyway, see
    :func:`with_half_turn`).

    >>> from splitter_print.game.layout import load_layout
    >>> b, ten = load_layout("B"), np.diag([10.0, 10.0, 1.0])
    >>> moved = ten @ np.array([[1.0, 0, 0.5], [0, 1, 0], [0, 0, 1]])
    >>> [score for _, score in distinct([(ten, 0.9), (ten @ half_turn(b), 0.8), (moved, 0.7)], b, 0.25)]
    [0.9, 0.7]
    """
    kept: list[tuple[np.ndarray, float]] = []
    seen: list[np.ndarray] = []
    for homography, score in placings:
        centres = space_centres(homography, layout)
        step = pitch_px(homography, layout)
        if any(np.abs(centres - other).max() < within * step for other in seen):
            continue
        kept.append((homography, score))
        seen += [centres] + ([space_centres(homography @ half_turn(layout), layout)]
                             if half_turn_symmetric(layout) else [])
    return kept


def polished(picture: np.ndarray, layout: Layout, homography: np.ndarray) -> np.ndarray:
    """A fit of a small pattern (judged at the coarse template's sharpness, :func:`fine_stage_of`)
    aligned once more with the fine template, for the position only; kept when it moves no
    space centre by more than :attr:`~LatticeTuning.polish_move` of a pitch."""
    if fine_stage_of(homography, layout)[0] == LATTICE.fine_px:
        return homography
    finer = refine(picture, layout, homography, (LATTICE.fine_stage,))
    if finer is None:
        return homography
    moved = np.abs(space_centres(finer[0], layout) - space_centres(homography, layout)).max()
    return finer[0] if moved < LATTICE.polish_move * pitch_px(homography, layout) else homography


def passes(picture: np.ndarray, homography: np.ndarray, correlation: float, layout: Layout) -> bool:
    """Whether a fit is a sheet: in view, not too fine, seen from a plausible angle, its spaces
    and holes told apart and dividers between its spaces (:func:`pattern_shown`), and correlated
    at least :attr:`~LatticeTuning.min_correlation` with the photo; or
    :attr:`~LatticeTuning.glare_correlation` when spaces, holes and dividers show clearly (a
    glare or a shadow across a sheet lowers the correlation of a fit that is right)."""
    if not (correlation >= LATTICE.glare_correlation and inside(homography, layout, picture.shape[:2])
            and pitch_px(homography, layout) >= LATTICE.min_pitch_px and plausible_view(homography, layout)):
        return False
    told, dividers = pattern_shown(picture, homography, layout)
    if told < LATTICE.min_agreement or dividers < 1:
        return False
    return correlation >= LATTICE.min_correlation or (told >= LATTICE.clear_agreement
                                                      and dividers >= LATTICE.clear_dividers)


def shows_pattern(picture: np.ndarray, homography: np.ndarray, layout: Layout) -> bool:
    """Whether the picture shows the layout's spaces and holes apart
    (:attr:`~LatticeTuning.min_agreement`) and dividers between its spaces (:func:`min_dividers`)
    where ``homography`` puts them."""
    told, dividers = pattern_shown(picture, homography, layout)
    return told >= LATTICE.min_agreement and dividers >= 1


def pattern_shown(picture: np.ndarray, homography: np.ndarray, layout: Layout) -> tuple[float, float]:
    """How clearly the picture shows the layout where ``homography`` puts it: the spaces and
    holes told apart (:func:`agreement`) and the dividers' contrast as a share of what is
    needed there (:func:`divider_contrast` over :func:`min_dividers`), the second only when the
    first reaches :attr:`~LatticeTuning.min_agreement` (0 otherwise: the fit fails either way)."""
    told = agreement(picture, homography, layout)
    if told < LATTICE.min_agreement:
        return told, 0.0
    return told, divider_contrast(picture, homography, layout) / min_dividers(homography, layout)


def seed_starts(seed: Seed, layout: Layout, scale: float) -> list[np.ndarray]:
    """Starts (lattice -> pixels of a picture ``scale`` times the seed's) placing the layout's
    centre on the middle of the seed's squares, one per turn of the layout against the seed's
    steps (a photo never shows a sheet mirrored)."""
    homography, middle = seed
    centre = pattern_moments(layout)[0]
    found = []
    for a, b, c, d in DIHEDRAL:
        turn = np.array([[a, b], [c, d]], np.float64)
        affine = np.eye(3)
        affine[:2, :2] = turn
        affine[:2, 2] = np.asarray(middle) - turn @ centre
        start = np.diag([scale, scale, 1.0]) @ homography @ affine
        if local_determinant(start, centre) > 0:
            found.append(start)
    return found


def position_medians(picture: np.ndarray, homography: np.ndarray, layout: Layout, pad: int = 0) -> np.ndarray:
    """The median whiteness of the middle of each lattice position (rows x cols, grown by ``pad``
    on every side) where ``homography`` puts them: the middle quarter of each, which ignores
    most of a digit written there."""
    side = 8
    rows, cols = layout.rows + 2 * pad, layout.cols + 2 * pad
    to_lattice = np.array([[1 / side, 0, 0.5 / side - pad], [0, 1 / side, 0.5 / side - pad], [0, 0, 1]])
    crop, shift = crop_around(picture, homography, ((-pad, -pad), (layout.cols + pad, layout.rows + pad)))
    warped = cv2.warpPerspective(np.asarray(crop, np.float32), shift @ homography @ to_lattice,
                                 (cols * side, rows * side), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    middles = warped.reshape(rows, side, cols, side)[:, 2:6, :, 2:6].transpose(0, 2, 1, 3).reshape(rows, cols, -1)
    return np.asarray(np.median(middles, axis=2))


def background_evidence(image: np.ndarray, homography: np.ndarray, layout: Layout) -> float:
    """How much brighter the holes of the pattern's lower half are than those of its upper
    half, where ``homography`` puts them, as a share of how much brighter spaces are than holes:
    the publisher's card runs from near black at the top to bright blue at the bottom, so about
    0.15 or more the right way up and as much below 0 turned half round. Measured in grey
    (luminance), where that blue is brighter than the black. No card (a pattern placed where
    all is black, as off the picture) shows none.

    The holes are compared as they are and, each, against the spaces around it (a glare
    lightens the spaces beside a hole as much as the hole); the smaller of the two counts, and
    none when they disagree: under a glare each way alone turns a few sheets upside down, but
    rarely the same ones.

    >>> from splitter_print.game.layout import load_layout
    >>> background_evidence(np.zeros((70, 80), np.uint8), np.diag([10.0, 10.0, 1.0]), load_layout("A"))
    0.0
    """
    medians, space, spaces, contrast = spaces_and_holes(image, homography, layout)
    if space.all() or contrast <= 0 or contrast < LATTICE.dark_holes_share * spaces:
        return 0.0  # not a dark card: our own pads print their spaces on a light plate
    middle = (layout.rows - 1) / 2
    as_printed: tuple[list[float], list[float]] = ([], [])
    against_spaces: tuple[list[float], list[float]] = ([], [])
    for r, c in zip(*np.nonzero(~space)):
        if r == middle:
            continue
        as_printed[int(r > middle)].append(float(medians[r, c]))
        near = (slice(max(r - 1, 0), r + 2), slice(max(c - 1, 0), c + 2))
        if space[near].any():
            against_spaces[int(r > middle)].append(float(medians[r, c]) - float(np.median(medians[near][space[near]])))
    if not all(as_printed) or not all(against_spaces):
        return 0.0
    both = [(float(np.median(lower)) - float(np.median(upper))) / contrast
            for upper, lower in (as_printed, against_spaces)]
    return 0.0 if both[0] * both[1] <= 0 else float(np.sign(both[0])) * min(abs(both[0]), abs(both[1]))


def dark_holes(image: np.ndarray, homography: np.ndarray, layout: Layout) -> bool:
    """Whether the pattern's holes, where ``homography`` (lattice -> pixels) puts them, are
    darker than the spaces by :attr:`~LatticeTuning.dark_holes_share` of the spaces' grey: the
    publisher's card, never our pads, whose plate is light (medians of the positions' middles,
    so writing does not count).

    >>> from splitter_print.game.layout import load_layout
    >>> b = load_layout("B")
    >>> card = np.full((70, 80), 40, np.uint8)
    >>> for r, c in b.spaces: card[r * 10:r * 10 + 10, c * 10:c * 10 + 10] = 200
    >>> ten = np.diag([10.0, 10.0, 1.0])
    >>> dark_holes(card, ten, b), dark_holes(np.full_like(card, 200), ten, b)
    (True, False)
    """
    _, space, spaces, contrast = spaces_and_holes(image, homography, layout)
    return not space.all() and contrast >= LATTICE.dark_holes_share * spaces


def spaces_and_holes(image: np.ndarray, homography: np.ndarray, layout: Layout
                     ) -> tuple[np.ndarray, np.ndarray, float, float]:
    """The grey medians of the positions' middles where ``homography`` (lattice -> pixels)
    puts them (:func:`position_medians`), which positions are spaces, the spaces' median and
    how much darker the holes' median is (0 when every position is a space)."""
    grey = image if image.ndim == 2 else cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    medians = position_medians(grey, homography, layout)
    space = np.zeros(medians.shape, bool)
    for cell in layout.spaces:
        space[cell] = True
    spaces = float(np.median(medians[space]))
    return medians, space, spaces, 0.0 if space.all() else spaces - float(np.median(medians[~space]))


def clearly_upright(evidence: Sequence[float]) -> int | None:
    """The reading that :func:`background_evidence` shows the right way up, if exactly one does.

    >>> clearly_upright([0.3, -0.3]), clearly_upright([-0.25, 0.25]), clearly_upright([0.05, -0.05])
    (0, 1, None)
    """
    best, least = int(np.argmax(evidence)), LATTICE.min_upright
    if evidence[best] >= least and all(e <= evidence[best] - 2 * least for i, e in enumerate(evidence) if i != best):
        return best
    return None


def agreement(picture: np.ndarray, homography: np.ndarray, layout: Layout) -> float:
    """How clearly the picture shows the layout's spaces light and its holes dark where
    ``homography`` puts them: the balanced accuracy (mean of the shares of spaces and of holes
    on the right side) of the best threshold between the positions' median whiteness. The
    median of a position's middle ignores the digits written there; a layout without holes is
    judged against the ring of positions around it. 1 for a pad; about 0.5 for a chessboard,
    a puzzle grid or any evenly light region.
    """
    pad = 0 if len(layout.spaces) < layout.rows * layout.cols else 1
    medians = position_medians(picture, homography, layout, pad)
    space = np.zeros(medians.shape, bool)
    for row, col in layout.spaces:
        space[row + pad, col + pad] = True
    light, dark = np.sort(medians[space]), np.sort(medians[~space])
    best = 0.0
    for threshold in np.concatenate([light, dark]):
        share_light = 1 - np.searchsorted(light, threshold) / len(light)
        share_dark = np.searchsorted(dark, threshold) / len(dark)
        best = max(best, (share_light + share_dark) / 2)
    return float(best)


def half_turn(layout: Layout) -> np.ndarray:
    """The lattice turned half round: ``(col, row) -> (cols - col, rows - row)``."""
    return np.array([[-1.0, 0, layout.cols], [0, -1.0, layout.rows], [0, 0, 1]])


def half_turn_symmetric(layout: Layout) -> bool:
    """Whether the layout's spaces look the same turned half round (pads A and B do; their
    stars and hearts may not, but those show too faintly to tell the way up by).

    >>> from splitter_print.game.layout import load_layout
    >>> half_turn_symmetric(load_layout("B"))
    True
    """
    return all((layout.rows - 1 - r, layout.cols - 1 - c) in layout.spaces for r, c in layout.spaces)


def centre_jacobian(homography: np.ndarray, layout: Layout) -> np.ndarray:
    """How a step on the lattice moves in pixels at the pattern's centre (2 x 2)."""
    centre = pattern_moments(layout)[0]
    return jacobian(homography, (float(centre[0]), float(centre[1])))


def finest_pitch(homography: np.ndarray, layout: Layout) -> float:
    """The shortest a lattice step gets in pixels, in any direction, at the pattern's corners
    (a steep view shortens the far rows)."""
    cols, rows = float(layout.cols), float(layout.rows)
    corners = [(0.0, 0.0), (cols, 0.0), (cols, rows), (0.0, rows)]
    return min(float(np.linalg.svd(jacobian(homography, corner), compute_uv=False)[-1]) for corner in corners)


def divider_contrast(picture: np.ndarray, homography: np.ndarray, layout: Layout) -> float:
    """How much darker the lines between neighbouring spaces are than the spaces beside them,
    as a share of how much lighter spaces are than holes, along the clearer of the two
    directions (seen at a slant, the lines across the view fade first): about 0.3 or more on
    the publisher's pads, about 0 on a plain light area divided otherwise or not at all."""
    side = 16
    to_lattice = np.array([[1 / side, 0, 0.5 / side], [0, 1 / side, 0.5 / side], [0, 0, 1]])
    warped = cv2.warpPerspective(picture, homography @ to_lattice, (layout.cols * side, layout.rows * side),
                                 flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    cells = warped.reshape(layout.rows, side, layout.cols, side)
    space = np.zeros((layout.rows, layout.cols), bool)
    for row, col in layout.spaces:
        space[row, col] = True
    if space.all():
        return 1.0
    middles = np.median(cells[:, 4:12, :, 4:12].transpose(0, 2, 1, 3).reshape(layout.rows, layout.cols, -1), axis=2)
    contrast = float(np.median(middles[space]) - np.median(middles[~space]))
    if contrast <= 0:
        return 0.0
    best = 0.0
    for axis in (0, 1):
        grid = warped if axis == 1 else warped.T
        pairs = space[:, :-1] & space[:, 1:] if axis == 1 else (space[:-1, :] & space[1:, :]).T
        if not pairs.any():
            continue
        lines, beside = [], []
        for a, b in zip(*np.nonzero(pairs)):
            band = grid[a * side + 4:(a + 1) * side - 4]
            at = (b + 1) * side
            lines.append(band[:, at - 1:at + 1].min(axis=1).mean())
            beside.append((band[:, at - 5:at - 3].mean() + band[:, at + 3:at + 5].mean()) / 2)
        best = max(best, float(np.median(np.array(beside) - np.array(lines))) / contrast)
    return best


def fine_stage_of(homography: np.ndarray, layout: Layout) -> tuple[int, int]:
    """Template pixels per pitch and smoothing for the fine alignment: the fine stage, or the
    coarse stage again when the pattern's pitch is less than :attr:`~LatticeTuning.fine_px` in
    the picture (a template sharper than the picture has dividers the picture does not show,
    and correlates worse for it)."""
    return LATTICE.fine_stage if pitch_px(homography, layout) >= LATTICE.fine_px else LATTICE.coarse_stage


def min_dividers(homography: np.ndarray, layout: Layout) -> float:
    """The divider contrast a fit needs: :attr:`~LatticeTuning.min_dividers`, less in proportion
    below :attr:`~LatticeTuning.sharp_dividers_px` a pitch, where the dividers are narrower than a
    pixel and blurred into the spaces beside them."""
    return LATTICE.min_dividers * min(1.0, pitch_px(homography, layout) / LATTICE.sharp_dividers_px)


def pitch_px(homography: np.ndarray, layout: Layout) -> float:
    """The lattice pitch in pixels at the pattern's centre."""
    return float(np.sqrt(abs(np.linalg.det(centre_jacobian(homography, layout)))))


def plausible_view(homography: np.ndarray, layout: Layout) -> bool:
    """Whether square spaces could look like this at the pattern's centre
    (:func:`~.align.plausible_slant`)."""
    return plausible_slant(centre_jacobian(homography, layout))


def space_centres(homography: np.ndarray, layout: Layout) -> np.ndarray:
    """Where the layout's space centres lie in pixels, ``(n, 2)`` in ``layout.cells`` order."""
    lattice = np.array([[(c + 0.5, r + 0.5) for r, c in layout.cells]], np.float64)
    return np.asarray(cv2.perspectiveTransform(lattice, homography)[0])


def inside(homography: np.ndarray, layout: Layout, frame: tuple[int, int]) -> bool:
    """Whether every space centre lies in the picture (and in front of the camera)."""
    corners = np.array([(0, 0), (layout.cols, 0), (layout.cols, layout.rows), (0, layout.rows)], np.float64)
    if not in_front(homography, corners):
        return False
    centres = space_centres(homography, layout)
    height, width = frame
    return bool(np.all((centres >= 0) & (centres < (width, height))))


Seed = tuple[np.ndarray, tuple[float, float]]
"""A lattice of separate squares found otherwise that matched no pad: its homography (square
``(col, row)`` -> centre pixels) and the middle ``(col, row)`` of its squares. Touching cells
seen sharply (the publisher's pads in a large photo) show as such squares, but a glare or a
shadow may hide enough of them that no pad matches; the lattice still gives the pattern's
steps, a start for the fit (:func:`seed_starts`)."""


@dataclass(frozen=True)
class Tried:
    """A light region fitted already, in the photo's pixels: its centre, its area and the fit
    it gave (None: no pad). A region as large again on a finer level, or on a search of the same
    photo at another size, is the same pixels: its fit is taken over, not looked for again."""

    centre: np.ndarray
    area: float
    fit: LatticeFit | None

    def same(self, centre: np.ndarray, area: float) -> bool:
        """Whether a region of ``area`` around ``centre`` (photo pixels) is this one."""
        low, high = LATTICE.same_region_area
        return bool(np.linalg.norm(centre - self.centre) < LATTICE.same_region_move * np.sqrt(self.area)
                    and low < area / self.area < high)


def find_lattices(white: np.ndarray, layouts: Sequence[Layout],
                  taken: Callable[[np.ndarray], bool] = lambda point: False,
                  to_photo: np.ndarray | None = None, tried: list[Tried] | None = None,
                  seeds: Sequence[Seed] = (), parts: bool = True) -> list[LatticeFit]:
    """Every pad of ``layouts`` whose touching spaces form a light region in the whiteness
    picture, skipping regions whose centre ``taken`` says is on a sheet found already.

    Regions are looked for in a pyramid, coarsest first, so that a region's dividers are at
    most a pixel or two wide on the level it is found on (a 3 x 3 closing then joins its cells
    into one) and the alignment starts from a small error in pixels, whatever the sheet's size.
    A region too small for spaces of :attr:`~LatticeTuning.min_pitch_px` waits for the next
    finer level, where it is twice as wide (fitted so small, such regions fail, where the next
    level places the same sheet). Each fit is then aligned again on finer levels, until its
    spaces are :attr:`~LatticeTuning.sharp_pitch_px` wide; on the first where they are at least
    :attr:`~LatticeTuning.search_pitch_px` wide, its quarter turns are tried too (a pattern of
    about as many rows as columns, seen at a slant, fits itself turned almost as well on a
    coarse level). A fit that a finer level correlates poorly with
    and shows no pattern under (:func:`shows_pattern`: a region holding a glare beside the cells
    is fitted stretched on a coarse level, where it passes), or correlates with less than any
    fit passes with (a steep pad fitted a quarter turn off), is dropped, and its region fitted
    again on the finer levels.
    On the finest level, a region of small spaces no pad fits, or fits correlating less than
    :attr:`~LatticeTuning.part_correlation`, is fitted again by its lighter parts
    (:func:`fit_parts`), whose fit, correlating that much, is taken instead; unless ``parts`` is
    False (a quick look whose failures are searched again at a larger size). A small region
    holding more than the pattern can be fitted wrong but passing, many mm off, where its
    lighter part is fitted right and correlates better.

    Then each of the ``seeds`` (:data:`Seed`, in ``white``'s pixels) whose middle is on no sheet
    is fitted on the level where its steps are about :attr:`~LatticeTuning.search_pitch_px`, each
    layout recentred on it by up to half the layout's size.

    ``tried`` (in the pixels ``to_photo`` takes ``white``'s to) remembers each region fitted on
    a level where its spaces would be :attr:`~LatticeTuning.search_pitch_px` wide: the same region
    on a finer level, or in a later search of the same photo, takes that answer instead of a
    new alignment.
    """
    to_photo = np.eye(3) if to_photo is None else to_photo
    tried = [] if tried is None else tried
    spaces = max(len(layout.spaces) for layout in layouts)
    levels = [white]
    while max(levels[-1].shape) >= 2 * LATTICE.pyramid_smallest:
        levels.append(cv2.pyrDown(levels[-1]))
    floats: dict[int, np.ndarray] = {}

    def picture(depth: int) -> np.ndarray:
        """Level ``depth`` in float32 for the alignments, made once."""
        if depth not in floats:
            floats[depth] = levels[depth].astype(np.float32)
        return floats[depth]

    found: list[LatticeFit] = []
    for depth in range(len(levels) - 1, -1, -1):
        level = levels[depth]
        up = np.diag([2.0 ** depth, 2.0 ** depth, 1.0])
        for region in light_regions(level):
            pitch = np.sqrt(region.area / spaces)
            if depth and pitch < LATTICE.min_pitch_px:
                continue
            centre = up @ [*region_moments(region)[0], 1.0]
            if taken(centre[:2]) or any(covers_point(fit, centre[:2]) for fit in found):
                continue
            in_photo = (to_photo @ centre)[:2] / (to_photo @ centre)[2]
            area = region.area * 4.0 ** depth * abs(np.linalg.det(to_photo[:2, :2]))
            known = next((t for t in tried if t.same(in_photo, area)), None)
            if known is not None:
                if known.fit is not None:
                    found.append(transformed(known.fit, np.linalg.inv(to_photo)))
                continue
            candidates = region_starts(level, region, layouts)
            small = depth == 0 and pitch < 2 * LATTICE.search_pitch_px
            most = LATTICE.small_starts if small else LATTICE.coarse_starts
            fitted = None if candidates is None else fit_starts(picture(depth), candidates, most=most)
            fit = realigned(picture, settle(picture, depth, fitted))
            unsure = fit is None or fit.correlation < LATTICE.part_correlation
            if unsure and parts and candidates is not None and small:
                fit = fit_parts(level, picture(0), region, layouts) or fit
            if fit is not None:
                found.append(fit)
            if fit is not None or (fitted is None and pitch >= LATTICE.search_pitch_px):
                tried.append(Tried(in_photo, area, fit and transformed(fit, to_photo)))
    reach = (max(layout.rows for layout in layouts) + 1) // 2 + 1
    for homography, middle in seeds:
        centre = cv2.perspectiveTransform(np.array([[middle]], np.float64), homography)[0, 0]
        if taken(centre) or any(covers_point(fit, centre) for fit in found):
            continue
        step = float(np.sqrt(abs(local_determinant(homography, np.asarray(middle)))))
        depth = int(np.clip(np.floor(np.log2(max(step, 1.0) / LATTICE.search_pitch_px)), 0, len(levels) - 1))
        fit = settle(picture, depth, fit_starts(picture(depth), [(layout, seed_starts((homography, middle), layout,
                                                                                      0.5 ** depth))
                                                                 for layout in layouts], reach), seeded=True)
        if fit is not None:
            found.append(fit)
    return found


def find_in_parts(white: np.ndarray, layouts: Sequence[Layout]) -> list[LatticeFit]:
    """The pads fitted to the lighter parts (:func:`fit_parts`) of the light regions the
    picture's edge cuts, whatever their size: the last resort when no sheet was found at all.
    A light table's gradient can put Otsu's threshold inside the table, and a small, dim sheet
    then joins the lighter half of the table, a region the edge cuts and no pad fits. Other
    regions of small spaces were fitted by their parts already (:func:`find_lattices`)."""
    found: list[LatticeFit] = []
    picture: np.ndarray | None = None
    for region in light_regions(white):
        if not cut_by_edge(region, white.shape[:2]):
            continue
        picture = np.asarray(white, np.float32) if picture is None else picture
        fit = fit_parts(white, picture, region, layouts)
        if fit is not None and not any(covers_point(other, space_centres(fit.homography, fit.layout).mean(axis=0))
                                       for other in found):
            found.append(fit)
    return found


def cut_by_edge(region: Region, frame: tuple[int, ...]) -> bool:
    """Whether the region reaches the picture's edge (``frame``: its height and width).

    >>> cut_by_edge(Region(np.ones((5, 5), np.uint8), (0, 3, 5, 5)), (20, 20))
    True
    """
    x, y, w, h = region.box
    return x == 0 or y == 0 or x + w == frame[1] or y + h == frame[0]


def fit_parts(white: np.ndarray, picture: np.ndarray, region: Region, layouts: Sequence[Layout]
              ) -> LatticeFit | None:
    """The first fit of the lighter parts of a region no pad was fitted to surely
    (:func:`lighter_parts`, ``picture`` is ``white`` in float32): in a small, dim photo the
    card's panel and glow may join the cells into one light region about twice the pattern's
    size, whose starts are then too large to reach it, where its lighter part is the pattern.
    A part is less sure than a region that is the pattern's alone: its fit must correlate
    :attr:`~LatticeTuning.part_correlation`."""
    for part in lighter_parts(white, region):
        candidates = region_starts(white, part, layouts)
        fit = None if candidates is None else fit_starts(picture, candidates, most=LATTICE.small_starts)
        if fit is not None and fit.correlation >= LATTICE.part_correlation:
            return fit
    return None


def settle(levels: Callable[[int], np.ndarray], depth: int, fit: LatticeFit | None, seeded: bool = False
           ) -> LatticeFit | None:
    """A fit found on pyramid level ``depth`` aligned again on finer levels (``levels`` gives each
    in float32) until its spaces are :attr:`~LatticeTuning.sharp_pitch_px` wide, in the finest
    level's pixels; on the first level where they are at least
    :attr:`~LatticeTuning.search_pitch_px` wide its quarter turns are tried too (a pattern of
    about as many rows as columns, seen at a slant, fits itself turned almost as well on a
    coarse level).
    None when a finer level correlates less than :attr:`~LatticeTuning.min_correlation` with the
    fit and does not show the pattern where it puts it (:func:`shows_pattern`), or correlates
    less than any fit passes with (:attr:`~LatticeTuning.glare_correlation`): a steep pad fitted
    a quarter turn off on a coarse level can pass there and fall below one level finer, where
    its region, fitted afresh, is placed right.
    A ``seeded`` fit (found on the level where its steps are about
    :attr:`~LatticeTuning.search_pitch_px`) has its turns tried on the next finer level: seen
    steeply, a quarter turn fitted on that level can pass every test."""
    turned = fit is None or (not seeded and pitch_px(fit.homography, fit.layout) >= LATTICE.search_pitch_px)
    for finer in range(depth - 1, -1, -1):
        if fit is None or (turned and pitch_px(fit.homography, fit.layout) >= LATTICE.sharp_pitch_px):
            return fit and transformed(fit, np.diag([2.0 ** (finer + 1), 2.0 ** (finer + 1), 1.0]))
        fit = sharpen(levels(finer), fit, turn=not turned)
        if fit is not None and fit.correlation < LATTICE.min_correlation and (
                fit.correlation < LATTICE.glare_correlation
                or not shows_pattern(levels(finer), fit.homography, fit.layout)):
            return None
        turned = turned or fit is None or pitch_px(fit.homography, fit.layout) >= LATTICE.search_pitch_px
    return fit


def realigned(levels: Callable[[int], np.ndarray], fit: LatticeFit | None) -> LatticeFit | None:
    """A fit correlating less than :attr:`~LatticeTuning.part_correlation` aligned once more on
    the finest level (``levels`` gives each in float32, made only when asked), coarse template
    first, from where it is: a fit carried to a finer level aligns there with the fine template
    alone, which can hold on to a skewed placing, a few mm off at the far corner. A fit
    correlating less than :attr:`~LatticeTuning.min_correlation`, taken only because its pattern
    shows clearly, is aligned from a pitch off each way along the lattice too
    (:attr:`~LatticeTuning.neighbours`): seen steeply, the pattern can fit itself a column off
    and pass. The best-correlated alignment that passes is kept."""
    if fit is None or fit.correlation >= LATTICE.part_correlation:
        return fit
    picture = levels(0)
    shifts = LATTICE.neighbours if fit.correlation < LATTICE.min_correlation else ()
    best = fit
    for start in (fit.homography, *(fit.homography @ lattice_shift(dx, dy) for dx, dy in shifts)):
        again = refine(picture, fit.layout, start)
        if again is not None and again[1] > best.correlation and passes(picture, again[0], again[1], fit.layout):
            best = LatticeFit(fit.layout, again[0], again[1], with_half_turn(again[0], fit.layout), fit.runner_up)
    return best


def lattice_shift(cols: float, rows: float) -> np.ndarray:
    """The lattice moved by ``cols`` and ``rows`` pitches, as a matrix to compose after a fit's homography.

    >>> (np.array([[10.0, 0, 5], [0, 10.0, 5], [0, 0, 1]]) @ lattice_shift(1, -1) @ [0.0, 0.0, 1.0]).tolist()
    [15.0, -5.0, 1.0]
    """
    return np.array([[1.0, 0.0, cols], [0.0, 1.0, rows], [0.0, 0.0, 1.0]])


def sharpen(finer: np.ndarray, fit: LatticeFit, turn: bool = False) -> LatticeFit | None:
    """A fit found on a pyramid level aligned again on the next finer level (twice the size);
    with ``turn``, the best of it and its quarter and half turns that still passes (the half
    turns of a pad that looks the same that way round place its spaces where it does: only
    the quarter turn is tried beside it)."""
    picture = np.asarray(finer, np.float32)
    up = np.diag([2.0, 2.0, 1.0])
    layout = fit.layout
    turns = rectangle_turns(layout)[:2 if half_turn_symmetric(layout) else 4] if turn else [np.eye(3)]
    candidates = [up @ fit.homography @ r for r in turns]
    refined = [r for r in (refine(picture, layout, h, (LATTICE.fine_stage,)) for h in candidates) if r is not None]
    if turn:
        refined = [r for r in refined if agreement(picture, r[0], layout) >= LATTICE.min_agreement]
    if not refined:
        return None
    homography, correlation = max(refined, key=lambda r: r[1])
    return LatticeFit(layout, homography, correlation, with_half_turn(homography, layout), fit.runner_up)


def transformed(fit: LatticeFit, matrix: np.ndarray) -> LatticeFit:
    """The fit on the picture ``matrix`` takes this one's pixels to (pyramid pixel centres at
    even pixels: twice the size is ``diag(2, 2, 1)``)."""
    return LatticeFit(fit.layout, matrix @ fit.homography, fit.correlation, tuple(matrix @ h for h in fit.turns),
                      fit.runner_up)


def rectangle_turns(layout: Layout) -> list[np.ndarray]:
    """The four maps of the lattice's rectangle onto itself that turn it (corner to next corner),
    stretched when it is not square; the first is the identity."""
    corners = np.array([(0, 0), (layout.cols, 0), (layout.cols, layout.rows), (0, layout.rows)], np.float32)
    return [cv2.getPerspectiveTransform(corners, np.roll(corners, -k, axis=0)).astype(np.float64) for k in range(4)]


def with_half_turn(homography: np.ndarray, layout: Layout) -> tuple[np.ndarray, ...]:
    """The fit's half turn when the layout's spaces look the same that way round, else nothing."""
    return (homography @ half_turn(layout),) if half_turn_symmetric(layout) else ()


def covers_point(fit: LatticeFit, point: np.ndarray) -> bool:
    """Whether ``point`` (pixels) lies on the card the fitted pattern is printed on, whichever
    way up: the lattice grown by :attr:`~LatticeTuning.panel_pitches` across and a pitch down."""
    layout, reach = fit.layout, LATTICE.panel_pitches
    return box_covers(fit.homography, ((-reach, -1), (layout.cols + reach, layout.rows + 1)), point)


def panel_evidence(colour: np.ndarray, homography: np.ndarray, layout: Layout) -> float:
    """How much more of the side panel's orange shows left of the pattern than right of it
    (-1 to 1), where ``homography`` puts them: the publisher's pads carry an orange panel
    beside column 0 and only a thin blue edge beyond the last column."""
    xs = np.linspace(0.3, 3.0, 10)
    ys = np.linspace(layout.rows * 0.4, layout.rows, 10)
    sides = []
    for at in (-xs, layout.cols + xs):
        points = np.array([[(x, y) for x in at for y in ys]], np.float64)
        px = np.round(cv2.perspectiveTransform(points, homography)[0]).astype(int)
        height, width = colour.shape[:2]
        ok = (px[:, 0] >= 0) & (px[:, 0] < width) & (px[:, 1] >= 0) & (px[:, 1] < height)
        if not ok.any():
            sides.append(0.0)
            continue
        b, g, r = (colour[px[ok, 1], px[ok, 0]].astype(np.int32).T if colour.ndim == 3
                   else np.zeros((3, int(ok.sum())), np.int32))
        sides.append(float(np.sum((r > LATTICE.orange_red) & (5 * b < r) & (5 * g < 4 * r))) / len(px))
    return sides[0] - sides[1]
