"""Our own pads too small for their markers and squares, fitted whole as a drawn sheet.

At 12-16 px a space (a sheet far from the camera, a small photo) our pad's 9 mm markers are
7-10 px, too few for their ids, and its 13 mm squares, filled with digits, are rarely squares;
the grid of :mod:`.grid` then has too few to start. The sheet as a whole still shows: a light
card on the table, with dark markers in its corners and the tinted plate whose light squares
sit where the layout has spaces. So four dark filled squares that may be its markers
(:func:`marker_blobs`), and then each light region the size of such a sheet, its outline
(:func:`~.align.enclosing_quad`), give a start for every turn, and the sheet drawn as a
template (:func:`sheet_template`) is aligned to the photo by maximising their correlation
(OpenCV's ECC). Every layout is fitted; the best fit counts when it correlates well
(:attr:`DrawnTuning.min_correlation`) and its spaces show lighter than the plate between them (a sheet of
paper, a calendar, a chessboard do not). A layout fitting almost as well is reported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

import cv2
import numpy as np

from splitter_print.game.layout import Layout
from splitter_print.paper.geometry import SheetGeometry, sheet_geometry
from splitter_print.reading.geometry import jacobian, scale_at
from splitter_print.reading.locate.align import (
    Region,
    box_covers,
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
class DrawnTuning:
    """Which light regions and dark blobs may be one of our sheets seen small, how its drawing
    is aligned, and how sure a fit must be.

    Pitches are our pad's space pitch (one space and the gap to the next) in pixels of the
    picture searched; grey levels are 0-255.

    >>> DRAWN.min_correlation
    0.35
    """

    px_per_mm: tuple[float, ...] = (0.25, 0.5, 1.0)
    """Template pixels per sheet mm of the alignment's stages, coarse to fine."""
    align_iterations: int = 40
    """Most iterations of one alignment stage (:func:`align`)."""
    align_smoothing: int = 3
    """Gaussian smoothing (kernel side, px) of the alignment."""
    settled: float = 1e-4
    """An alignment stage stops once its correlation moves less than this between iterations."""
    fine_starts: int = 3
    """How many of the best coarse alignments (over every layout and turn) are aligned finely."""
    min_pitch_px: float = 9.0
    """The smallest space pitch (px) a region may imply to be tried: smaller ones are beyond reading."""
    max_pitch_px: float = 36.0
    """The largest space pitch (px) a region may imply to be tried: larger ones are found by their
    markers and squares. A small photo is searched enlarged (up to 3 times,
    :func:`~splitter_print.reading.locate.search.resized`): its 12-16 px spaces are 20-30 px there."""
    min_correlation: float = 0.35
    """A fit correlating less than this with the photo is not one of our sheets."""
    min_agreement: float = 0.9
    """The pad's spaces and holes must be told apart at least this cleanly (:func:`layout_agreement`)."""
    local_contrast: int = 12
    """Grey levels by which paper is lighter than its surroundings, for :func:`paper_regions`."""
    min_paper_px: float = 720.0
    """The fewest pixels (of the copy regions are looked for in) of a light region that may be a sheet's paper."""
    regions_side: int = 800
    """Longest side (px) of the copy light regions are looked for in (:func:`find_drawn_sheets`)."""
    corner_share: float = 0.12
    """How far along each side from a corner a marker is looked for, as a share of the side (our
    markers end at 6-10 %)."""
    max_regions: int = 8
    """At most this many light regions of each threshold are tried, largest first."""
    marker_contrast: int = 20
    """Grey levels by which a marker's pixels are darker than the mean around them (:func:`marker_blobs`)."""
    max_blobs: int = 10
    """At most this many marker-like blobs, darkest first, are grouped into sheets (every four
    of ten are 210 groups to judge)."""
    max_groups: int = 4
    """At most this many groups of four blobs, those whose sizes best match their spacing, are
    aligned (a patterned table may give hundreds of groups, each alignment costs)."""
    marker_fill: float = 0.75
    """A marker-like blob fills at least this share of its rotated box (handwriting's strokes fill less)."""
    marker_squareness: float = 1.6
    """A marker-like blob's rotated box is at most this many times as long as wide."""
    dark_corner: float = 0.5
    """A corner holds a marker when its darkest pixel is darker than this share of the paper's grey
    (:func:`marked_corners`)."""
    crop_margin: float = 0.2
    """An alignment's crop holds the sheet grown by this share of its longer side on every side (:func:`around`)."""
    same_overlap: float = 0.9
    """Two regions' boxes overlapping by this share of their union are one region (:func:`same_box`)."""


DRAWN = DrawnTuning()
"""The tuning the reader runs with."""


@dataclass(frozen=True)
class DrawnFit:
    """One of our sheets fitted whole: ``homography`` maps sheet mm to pixels of the picture
    searched; ``runner_up`` is the best other layout and its correlation."""

    layout: Layout
    homography: np.ndarray
    correlation: float
    agreement: float
    runner_up: tuple[str, float] | None = None
    """The best other layout and its agreement (:func:`layout_agreement`)."""


@cache
def sheet_template(layout: Layout, px_per_mm: float) -> tuple[np.ndarray, np.ndarray]:
    """Our sheet of ``layout`` drawn in grey for alignment (float32, 0 dark to 1 paper), with
    the matrix from its pixels to sheet mm: the tinted plate, its spaces light with a dark
    outline, the four markers and the QR code dark, the panel's boxes outlined. Digits and
    tints are left out: a template needs where the sheet is light and dark, not every stroke.

    >>> from splitter_print.game.layout import load_layout
    >>> drawn, to_mm = sheet_template(load_layout("A"), 1.0)
    >>> drawn.shape, float(drawn[0, 0]), float(drawn[3, 3]) < 0.2
    ((123, 194), 1.0, True)
    """
    geometry = sheet_geometry(layout)
    scale = 4 * px_per_mm
    big = np.ones((round(geometry.height * scale), round(geometry.width * scale)), np.float32)

    def box(rect: tuple[float, float, float, float], shade: float, thickness: float = -1.0) -> None:
        x, y, w, h = (round(v * scale) for v in rect)
        line = -1 if thickness < 0 else max(1, round(thickness * scale))
        cv2.rectangle(big, (x, y), (x + w - 1, y + h - 1), shade, line)

    plate = geometry.plate
    box((plate.x, plate.y, plate.w, plate.h), 0.82)
    for cell in layout.spaces:
        r = geometry.cells[cell]
        box((r.x, r.y, r.w, r.h), 1.0)
        box((r.x, r.y, r.w, r.h), 0.45, 0.6)
    for name, r in geometry.boxes.items():
        if name not in ("title", "guide", "info", "name", "date"):
            box((r.x, r.y, r.w, r.h), 0.6, 0.5)
    for marker in geometry.markers:
        r = marker.rect
        box((r.x, r.y, r.w, r.h), 0.1)
        box((r.x + r.w / 6, r.y + r.h / 6, 2 * r.w / 3, 2 * r.h / 3), 0.5)
    qr = geometry.qr
    box((qr.x, qr.y, qr.w, qr.h), 0.5)
    drawn = cv2.resize(big, (round(geometry.width * px_per_mm), round(geometry.height * px_per_mm)),
                       interpolation=cv2.INTER_AREA)
    to_mm = np.array([[1 / px_per_mm, 0, 0.5 / px_per_mm], [0, 1 / px_per_mm, 0.5 / px_per_mm], [0, 0, 1]])
    return drawn, to_mm


def align(picture: np.ndarray, layout: Layout, start: np.ndarray,
          stages: Sequence[float] = DRAWN.px_per_mm) -> tuple[np.ndarray, float] | None:
    """The homography sheet mm -> pixels near ``start`` that best aligns the drawn sheet with
    the (float32) picture, one stage per template resolution (pixels per mm), and their
    correlation; None when it diverges. Each stage works on a crop around the sheet as placed
    so far: OpenCV smooths and differentiates the whole picture it is given."""
    geometry = sheet_geometry(layout)
    homography = start
    correlation = 0.0
    for px_per_mm in stages:
        drawn, to_mm = sheet_template(layout, px_per_mm)
        crop, shift = around(picture, homography, geometry)
        if min(crop.shape[:2]) < 8:
            return None
        warp = (shift @ homography @ to_mm).astype(np.float32)
        warp /= warp[2, 2]
        try:
            correlation, warp = ecc(drawn, crop, np.full(drawn.shape, 255, np.uint8), warp, DRAWN.align_smoothing,
                                    DRAWN.align_iterations, DRAWN.settled)
        except cv2.error:  # diverged
            return None
        homography = np.linalg.inv(shift) @ warp.astype(np.float64) @ np.linalg.inv(to_mm)
    return homography, float(correlation)


def around(picture: np.ndarray, homography: np.ndarray, geometry: SheetGeometry) -> tuple[np.ndarray, np.ndarray]:
    """The part of ``picture`` around the sheet placed by ``homography`` (grown by
    :attr:`~DrawnTuning.crop_margin` of its size), and the translation from picture to crop pixels."""
    grow = DRAWN.crop_margin * max(geometry.width, geometry.height)
    return crop_around(picture, homography, ((-grow, -grow), (geometry.width + grow, geometry.height + grow)))


def position_structure(picture: np.ndarray, homography: np.ndarray, geometry: SheetGeometry) -> np.ndarray:
    """How much each lattice position varies inside (the standard deviation of its pixels, rows x
    cols), where ``homography`` (sheet mm -> pixels) puts the grid: a space's outline and its
    digits vary, a hole of the plate is flat. Pads of one sheet size share the grid, so one fit
    judges every layout."""
    side = 8
    pitch = geometry.pitch
    rows, cols = geometry.layout.rows, geometry.layout.cols
    to_mm = np.array([[pitch / side, 0, geometry.grid.x + pitch / side / 2 - (pitch - geometry.cell_size) / 2],
                      [0, pitch / side, geometry.grid.y + pitch / side / 2 - (pitch - geometry.cell_size) / 2],
                      [0, 0, 1]])
    warped = cv2.warpPerspective(picture, homography @ to_mm, (cols * side, rows * side),
                                 flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    cells = warped.reshape(rows, side, cols, side).transpose(0, 2, 1, 3).reshape(rows, cols, -1)
    return np.asarray(cells.std(axis=2))


def layout_agreement(structure: np.ndarray, layout: Layout) -> float:
    """How cleanly the layout's spaces vary more than its holes (balanced accuracy, 0.5 to 1):
    about 1 for the sheet's own layout, less for another pad's or for a grid that is no pad.

    >>> from splitter_print.game.layout import load_layout
    >>> a = load_layout("A")
    >>> structure = np.array([[5.0 if (r, c) in a.spaces else 1.0 for c in range(a.cols)] for r in range(a.rows)])
    >>> layout_agreement(structure, a)
    1.0
    """
    space = np.zeros(structure.shape, bool)
    for cell in layout.spaces:
        space[cell] = True
    if space.all():
        return 0.5
    middle = (np.median(structure[space]) + np.median(structure[~space])) / 2
    return float(0.5 * (np.mean(structure[space] > middle) + np.mean(structure[~space] <= middle)))


def plausible(homography: np.ndarray, geometry: SheetGeometry, frame: tuple[int, int]) -> bool:
    """Whether the fit is in front of the camera, wholly in the frame (its plate at least), and
    seen from at most about 60 degrees off straight above."""
    centre = np.array([geometry.width / 2, geometry.height / 2])
    if local_determinant(homography, centre) <= 0:
        return False
    plate = geometry.plate
    corners = np.array([(plate.x, plate.y), (plate.x + plate.w, plate.y), (plate.x + plate.w, plate.y + plate.h),
                        (plate.x, plate.y + plate.h)], np.float64)
    if not in_front(homography, corners):
        return False
    px = cv2.perspectiveTransform(corners[None], homography)[0]
    height, width = frame
    if not np.all((px >= 0) & (px < (width, height))):
        return False
    return plausible_slant(jacobian(homography, (float(centre[0]), float(centre[1]))))


def pitch_of(homography: np.ndarray, geometry: SheetGeometry) -> float:
    """The space pitch in pixels at the sheet's centre."""
    return scale_at(homography, (geometry.width / 2, geometry.height / 2)) * geometry.pitch


def region_pitch(region: Region, geometry: SheetGeometry) -> float:
    """The space pitch a region would have if it were the whole sheet, seen from straight above."""
    return float(np.sqrt(region.area / (geometry.width * geometry.height)) * geometry.pitch)


def fit_sheet(picture: np.ndarray, quad: np.ndarray, layouts: Sequence[Layout]) -> DrawnFit | None:
    """The layout whose drawn sheet best fits the light region outlined by ``quad``, or None
    when none passes: the best alignment of any layout's drawing places the sheet (they differ
    only in their spaces), then the layout whose spaces and holes agree best with what varies
    there names the pad."""
    coarse: list[tuple[float, Layout, np.ndarray]] = []
    for layout in layouts:
        geometry = sheet_geometry(layout)
        coarse += [(a[1], layout, a[0]) for a in (align(picture, layout, start, DRAWN.px_per_mm[:1])
                                                  for start in rectangle_starts(quad, geometry.width, geometry.height))
                   if a is not None]
    aligned: list[tuple[float, Layout, np.ndarray]] = []
    for _, layout, start in sorted(coarse, key=lambda c: -c[0])[:DRAWN.fine_starts]:
        again = align(picture, layout, start, DRAWN.px_per_mm[1:])
        if again is not None and plausible(again[0], sheet_geometry(layout), picture.shape[:2]):
            aligned.append((again[1], layout, again[0]))
    if not aligned:
        return None
    correlation, first, homography = max(aligned, key=lambda a: a[0])
    if correlation < DRAWN.min_correlation:
        return None
    structure = position_structure(picture, homography, sheet_geometry(first))
    told = sorted(((layout_agreement(structure, layout), layout) for layout in layouts
                   if sheet_geometry(layout).grid == sheet_geometry(first).grid), key=lambda t: -t[0])
    best, layout = told[0]
    if best < DRAWN.min_agreement:
        return None
    if layout != first:
        again = align(picture, layout, homography)
        if again is not None:
            homography, correlation = again
    runner_up = (told[1][1].name, told[1][0]) if len(told) > 1 else None
    return DrawnFit(layout, homography, correlation, best, runner_up)


def refit(picture: np.ndarray, layout: Layout, start: np.ndarray) -> DrawnFit | None:
    """The drawn sheet of ``layout`` aligned to the (float32) picture from ``start`` (sheet mm ->
    pixels, a placing found otherwise), skipping the coarsest stage: how well it correlates and
    how cleanly its spaces and holes show there; None when it diverges."""
    aligned = align(picture, layout, start, DRAWN.px_per_mm[1:])
    if aligned is None:
        return None
    agreement = layout_agreement(position_structure(picture, aligned[0], sheet_geometry(layout)), layout)
    return DrawnFit(layout, aligned[0], aligned[1], agreement)


@dataclass(frozen=True)
class Blob:
    """A dark filled square in the picture that may be one of our markers: its centre and side
    in pixels, and how much darker it is than the mean around it."""

    centre: np.ndarray
    side: float
    contrast: float


def marker_blobs(grey: np.ndarray) -> list[Blob]:
    """The dark filled squares of a marker's size at :attr:`~DrawnTuning.min_pitch_px` -
    :attr:`~DrawnTuning.max_pitch_px` a space (marker 0.6 of a pitch): outer outlines of the
    pixels :attr:`~DrawnTuning.marker_contrast` darker than the mean around them, nearly square
    (:attr:`~DrawnTuning.marker_squareness`) and filling their rotated box
    (:attr:`~DrawnTuning.marker_fill`); at most :attr:`~DrawnTuning.max_blobs`, the
    most contrasted first. Handwriting's strokes fill too little of their box; the QR code,
    larger, may come too.

    >>> picture = np.full((200, 300), 200, np.uint8); picture[50:64, 40:54] = 20  # 14 px: 13 between its edge pixels
    >>> [(b.centre.round().tolist(), round(b.side)) for b in marker_blobs(picture)]
    [([46.0, 56.0], 13)]
    """
    smooth = cv2.GaussianBlur(grey, (3, 3), 0)
    block = max(15, round(max(grey.shape[:2]) / 25)) | 1
    mean = cv2.boxFilter(smooth, -1, (block, block), borderType=cv2.BORDER_REPLICATE)
    # OpenCV compares with a scalar; its type stubs know only arrays.
    dark = cv2.compare(cv2.subtract(mean, smooth), DRAWN.marker_contrast, cv2.CMP_GE)  # type: ignore[call-overload]
    contours, _ = cv2.findContours(dark, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    low, high = 0.5 * DRAWN.min_pitch_px, 0.8 * DRAWN.max_pitch_px
    blobs = []
    for contour in contours:
        x, y, w, h = cv2.boundingRect(contour)
        if not (low <= w <= 1.5 * high and low <= h <= 1.5 * high):
            continue
        centre, (rw, rh), _ = cv2.minAreaRect(contour)
        if (min(rw, rh) < low or max(rw, rh) > min(high, DRAWN.marker_squareness * min(rw, rh))
                or cv2.contourArea(contour) < DRAWN.marker_fill * rw * rh):
            continue
        mask = np.zeros((h, w), np.uint8)
        cv2.drawContours(mask, [contour - (x, y)], 0, 255, -1)
        contrast = float(cv2.mean(mean[y:y + h, x:x + w], mask)[0] - cv2.mean(smooth[y:y + h, x:x + w], mask)[0])
        blobs.append(Blob(np.array(centre, np.float64), float(np.sqrt(rw * rh)), contrast))
    return sorted(blobs, key=lambda b: -b.contrast)[:DRAWN.max_blobs]


def marker_starts(blobs: Sequence[Blob], geometry: SheetGeometry) -> list[list[np.ndarray]]:
    """For the four blobs that may be one sheet's markers (their outline convex, spanning about
    as many of their sides as a sheet's markers do, each side within a factor 2 of the marker's
    side that the placing implies there), the
    homographies sheet mm -> pixels putting the markers on them, one per turn seen from at most
    about 60 degrees off straight above: at most :attr:`~DrawnTuning.max_groups` groups, those whose sides
    come closest to the side their spacing implies first.

    >>> from splitter_print.game.layout import load_layout
    >>> g = sheet_geometry(load_layout("A"))
    >>> blobs = [Blob(np.array(m.rect.center) * 2, 18.0, 100.0) for m in g.markers]
    >>> [len(turns) for turns in marker_starts(blobs, g)], marker_starts(blobs[:3], g)
    ([2], [])
    """
    centres = np.array([m.rect.center for m in geometry.markers], np.float32)
    marker_mm = float(np.mean([m.rect.w for m in geometry.markers]))
    middle = (geometry.width / 2, geometry.height / 2)
    diagonal = float(np.linalg.norm(centres[2] - centres[0])) / marker_mm
    chosen = list(blobs[:DRAWN.max_blobs])
    if len(chosen) < 4:
        return []
    apart = np.linalg.norm(np.array([b.centre for b in chosen])[:, None] - np.array([b.centre for b in chosen]), axis=2)
    groups: list[tuple[float, list[np.ndarray]]] = []
    for indices in combinations(range(len(chosen)), 4):
        four = [chosen[i] for i in indices]
        sides = np.array([b.side for b in four])
        span = apart[np.ix_(indices, indices)].max() / sides.mean()
        if sides.max() > 2 * sides.min() or not diagonal / 2 <= span <= 2 * diagonal:
            continue
        hull = cv2.convexHull(np.array([b.centre for b in four], np.float32), returnPoints=False)
        if len(hull) < 4:
            continue
        px = np.array([four[int(i)].centre for i in hull.ravel()], np.float32)
        four_sides = np.array([four[int(i)].side for i in hull.ravel()])
        turns, misfit = [], np.inf
        for shift in range(4):
            placed = np.roll(np.arange(4), shift)
            homography = cv2.getPerspectiveTransform(centres, px[placed]).astype(np.float64)
            implied = max(abs(np.log(four_sides[i] / (scale_at(homography, (float(c[0]), float(c[1]))) * marker_mm)))
                          for i, c in zip(placed, centres))
            if local_determinant(homography, centres.mean(axis=0)) <= 0 or implied > np.log(2):
                continue
            if plausible_slant(jacobian(homography, middle)):
                turns.append(homography)
                misfit = min(misfit, implied)
        if turns:
            groups.append((misfit, turns))
    return [turns for _, turns in sorted(groups, key=lambda g: g[0])[:DRAWN.max_groups]]


def fit_marked(picture: np.ndarray, turns: Sequence[np.ndarray], layouts: Sequence[Layout]) -> DrawnFit | None:
    """The layout and turn whose drawn sheet, aligned from markers placed on four blobs
    (:func:`marker_starts`), shows its spaces and holes most cleanly; None when none does so
    (:attr:`~DrawnTuning.min_agreement`) with a correlation of at least :attr:`~DrawnTuning.min_correlation`. The blobs'
    centres place the sheet well enough to skip the coarse alignment, and which turn is right
    the spaces tell better than the correlation, which a filled sheet's digits lower."""
    fits = []
    for start in turns:
        aligned = align(picture, layouts[0], start, DRAWN.px_per_mm[1:])
        if aligned is None or not plausible(aligned[0], sheet_geometry(layouts[0]), picture.shape[:2]):
            continue
        structure = position_structure(picture, aligned[0], sheet_geometry(layouts[0]))
        fits += [(layout_agreement(structure, layout), aligned[1], layout, aligned[0]) for layout in layouts]
    if not fits:
        return None
    fits.sort(key=lambda f: (-f[0], -f[1]))
    agreement, correlation, layout, homography = fits[0]
    if agreement < DRAWN.min_agreement:
        return None
    if layout != layouts[0]:
        again = align(picture, layout, homography, DRAWN.px_per_mm[2:])
        if again is not None:
            homography, correlation = again
    if correlation < DRAWN.min_correlation:
        return None
    others = [(f[2].name, f[0]) for f in fits if f[2] != layout]
    return DrawnFit(layout, homography, correlation, agreement, others[0] if others else None)


def find_drawn_sheets(grey: np.ndarray, layouts: Sequence[Layout]) -> list[DrawnFit]:
    """Every sheet of ours in the grey picture found whole (see the module): first from four
    marker-like blobs (:func:`marker_blobs`, placed as the first layout's markers: our pads
    share their sheet and markers; of fits that overlap, the best correlated: a
    QR code taken for a marker places the sheet a few mm off, correlating less), then from
    light regions, skipping
    regions on a sheet found already, regions whose size implies
    spaces outside :attr:`~DrawnTuning.min_pitch_px` - :attr:`~DrawnTuning.max_pitch_px`, and regions without a dark
    marker in three of their outline's corners (:func:`marked_corners`): before any alignment,
    so a glare, a table's light patch or another card costs next to nothing.

    Regions are looked for in a copy halved until its longest side is at most
    :attr:`~DrawnTuning.regions_side` (a sheet's outline needs few pixels; the components of a large
    picture cost more than the fits)."""
    picture = grey.astype(np.float32)
    geometries = [sheet_geometry(layout) for layout in layouts]
    marked = [fit for fit in (fit_marked(picture, turns, layouts) for turns in marker_starts(marker_blobs(grey),
                                                                                                geometries[0]))
              if fit is not None and pitch_of(fit.homography, sheet_geometry(fit.layout)) >= DRAWN.min_pitch_px]
    found: list[DrawnFit] = []
    for fit in sorted(marked, key=lambda f: -f.correlation):
        if not any(covers(other, middle_of(fit)) for other in found):
            found.append(fit)
    for quad in marked_papers(grey, geometries, lambda centre: any(covers(fit, centre) for fit in found)):
        placed = fit_sheet(picture, quad, layouts)
        if placed is not None and pitch_of(placed.homography, sheet_geometry(placed.layout)) >= DRAWN.min_pitch_px:
            found.append(placed)
    return found


def marked_papers(grey: np.ndarray, geometries: Sequence[SheetGeometry], skip: Callable[[np.ndarray], bool],
                  pitches: tuple[float, float] = (DRAWN.min_pitch_px, DRAWN.max_pitch_px)) -> Iterator[np.ndarray]:
    """The outlines (quads, pixels of ``grey``) of the light regions of the grey picture that
    look like one of our sheets before any alignment, largest first: a region
    (:func:`paper_regions`, looked for in a copy halved until its longest side is at most
    :attr:`~DrawnTuning.regions_side`) whose box's centre ``skip`` does not turn down (asked first, as the
    region is yielded: a sheet found already), whose size implies a space pitch within
    ``pitches`` for one of ``geometries``, and whose outline (:func:`~.align.enclosing_quad`)
    holds something dark in three of its corners (:func:`marked_corners`). A glare, a table's
    light patch or another card rarely passes, and each costs next to nothing.

    >>> picture = np.full((300, 400), 60, np.uint8); picture[50:250, 40:360] = 230
    >>> from splitter_print.game.layout import load_layout
    >>> geometries = [sheet_geometry(load_layout("A"))]
    >>> list(marked_papers(picture, geometries, lambda centre: False))
    []
    >>> for x, y in ((40, 50), (344, 50), (344, 234)):
    ...     picture[y:y + 16, x:x + 16] = 20
    >>> [quad.round().min(axis=0).tolist() for quad in marked_papers(picture, geometries, lambda centre: False)]
    [[40.0, 50.0]]
    >>> list(marked_papers(picture, geometries, lambda centre: bool(centre[0] < 300)))
    []
    """
    small, scale = grey, 1.0
    while max(small.shape[:2]) > DRAWN.regions_side:
        small, scale = cv2.pyrDown(small), 2 * scale
    for region in paper_regions(small):
        x, y, w, h = region.box
        if skip(scale * np.array([x + w / 2, y + h / 2])):
            continue
        if not any(pitches[0] <= scale * region_pitch(region, g) <= pitches[1] for g in geometries):
            continue
        quad = enclosing_quad(region)
        if quad is None:
            continue
        quad = scale * (quad + 0.5) - 0.5
        if marked_corners(grey, quad) >= 3:
            yield quad


def marked_corners(grey: np.ndarray, quad: np.ndarray) -> int:
    """How many corners of ``quad`` (a sheet's outline, pixels) hold something dark where our
    markers are printed: the darkest pixel within :attr:`~DrawnTuning.corner_share` of the sides
    from the corner, along both sides, darker than :attr:`~DrawnTuning.dark_corner` of the
    paper's grey (the lighter of the quad's middle pixel and its middle half's median).

    >>> picture = np.full((100, 160), 220, np.uint8); picture[12:20, 12:20] = 20
    >>> marked_corners(picture, np.array([[10.0, 10], [150, 10], [150, 90], [10, 90]]))
    1
    """
    height, width = grey.shape[:2]
    centre = quad.mean(axis=0)
    middle = grey[int(np.clip(centre[1], 0, height - 1)), int(np.clip(centre[0], 0, width - 1))]
    x0, y0 = np.clip(np.floor(quad.min(axis=0)).astype(int), 0, (width - 1, height - 1))
    x1, y1 = np.clip(np.ceil(quad.max(axis=0)).astype(int) + 1, (x0 + 1, y0 + 1), (width, height))
    paper = float(np.median(grey[y0 + (y1 - y0) // 4:y1 - (y1 - y0) // 4, x0 + (x1 - x0) // 4:x1 - (x1 - x0) // 4]))
    paper = max(paper, float(middle))
    marked = 0
    for i in range(4):
        corner, before, after = quad[i], quad[i - 1], quad[(i + 1) % 4]
        steps = np.linspace(0.01, DRAWN.corner_share, 6)
        points = np.array([corner + a * (after - corner) + b * (before - corner) for a in steps for b in steps])
        px = np.round(points).astype(int)
        inside = (px[:, 0] >= 0) & (px[:, 0] < width) & (px[:, 1] >= 0) & (px[:, 1] < height)
        if inside.any() and grey[px[inside, 1], px[inside, 0]].min() < DRAWN.dark_corner * paper:
            marked += 1
    return marked


def paper_regions(grey: np.ndarray) -> list[Region]:
    """Light regions that may be a sheet's paper: above Otsu's threshold of the smoothed picture;
    above Otsu's threshold of the pixels above that (a light table, which the first joins to
    the paper, is parted from it by the second); and lighter than their surroundings (a quarter
    of the picture's side around) by :attr:`~DrawnTuning.local_contrast`, for a table as light as the
    paper's shaded part. A region whose box is almost that of one before it is left out.

    >>> picture = np.full((100, 160), 40, np.uint8); picture[:, 80:] = 170; picture[30:70, 90:150] = 230
    >>> [r.box for r in paper_regions(picture)]
    [(80, 0, 80, 100), (90, 30, 60, 40), (80, 0, 70, 100)]
    """
    smooth = cv2.GaussianBlur(grey, (3, 3), 0)
    lower, light = cv2.threshold(smooth, 0, 1, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    masks = [light]
    above = smooth[smooth > lower]
    if above.size:
        higher, _ = cv2.threshold(above.reshape(1, -1), 0, 1, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
        masks.append((smooth > higher).astype(np.uint8))
    side = max(3, max(grey.shape[:2]) // 4) | 1
    surroundings = cv2.blur(smooth, (side, side))
    masks.append((smooth.astype(np.int16) > surroundings.astype(np.int16) + DRAWN.local_contrast).astype(np.uint8))
    regions: list[Region] = []
    for mask in masks:
        for region in regions_of(mask, DRAWN.max_regions, DRAWN.min_paper_px)[0]:
            if not any(same_box(region.box, other.box) for other in regions):
                regions.append(region)
    return regions


def same_box(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Whether two boxes ``(x, y, w, h)`` overlap by at least :attr:`~DrawnTuning.same_overlap` of their union.

    >>> same_box((0, 0, 10, 10), (0, 0, 10, 11)), same_box((0, 0, 10, 10), (5, 0, 10, 10))
    (True, False)
    """
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    common = max(0, x1 - x0) * max(0, y1 - y0)
    return common >= DRAWN.same_overlap * (a[2] * a[3] + b[2] * b[3] - common)


def middle_of(fit: DrawnFit) -> np.ndarray:
    """The fitted sheet's centre in pixels."""
    geometry = sheet_geometry(fit.layout)
    return np.asarray(cv2.perspectiveTransform(np.array([[[geometry.width / 2, geometry.height / 2]]]),
                                               fit.homography)[0, 0])


def covers(fit: DrawnFit, point: np.ndarray) -> bool:
    """Whether ``point`` (pixels) lies on the fitted sheet."""
    geometry = sheet_geometry(fit.layout)
    return box_covers(fit.homography, ((0, 0), (geometry.width, geometry.height)), point)
