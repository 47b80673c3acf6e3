"""Where the sheets are in a photo: one homography (sheet mm -> photo pixels) per sheet.

Three ways, tried together on a reduced grey copy of the photo (longest side at most
:data:`REDUCED_SIDE`; twice that when nothing is found or the separate squares come out small,
for sheets far from the camera; a large photo is first looked at in a copy
:data:`QUICK_SIDE` long; the lattice search has its own pyramid, and a large photo's copy
twice :data:`REDUCED_SIDE` long takes the publisher's sheets found in the smaller one: its
pyramid would search the same levels again, at 60-200 ms for 12 MP, for our small squares'
sake; and when the quick look's sheets have spaces too small to end the search in the
:data:`REDUCED_SIDE` copy, that copy is not searched: the search goes on to twice its size):

- ``"markers"`` (:mod:`.markers`): our pads' ArUco corner markers, refined with the printed
  spaces; the QR code says which pad and sheet it is.
- ``"grid"`` (:mod:`.grid`): the printed spaces alone, for official pads and for our pads with
  markers covered or cut off. A pad that looks the same turned half round (pad A) comes back
  with both orientations; the reader keeps the one whose digits read best.
- ``"lattice"`` (:mod:`.lattice`): the publisher's pads, whose spaces touch (light cells
  divided by thin lines, no gaps to find squares by): a layout fitted to each light region of
  the photo not on a sheet found already; the orange side panel tells which way up it lies.
- ``"drawn"`` (:mod:`.drawn`): our pads too small for their markers and squares (12-16 px a
  space), when nothing sure was found otherwise: the whole sheet drawn and aligned to a light
  region's outline.

Homographies are returned for the pixels of the image given: the full-resolution photo, so
that spaces are cut from every pixel the phone took, or a large JPEG decoded at half size, with
the whole photo at hand for the copy larger than it and for small QR codes
(:func:`locate_sheets`'s ``finer``).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import NamedTuple

import cv2
import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.game.layout import Cell, Layout
from splitter_print.paper.geometry import MARKER_IDS, sheet_geometry
from splitter_print.paper.identity import SheetIdentity
from splitter_print.reading.budget import BUDGET, Budget, Meter, TooManyShapesError
from splitter_print.reading.debug import DebugSink
from splitter_print.reading.geometry import mm_to_lattice, scale_at
from splitter_print.reading.locate.drawn import (
    DRAWN,
    DrawnFit,
    find_drawn_sheets,
    layout_agreement,
    marked_papers,
    pitch_of,
    position_structure,
    refit,
)
from splitter_print.reading.locate.grid import (
    GridMatch,
    Lattice,
    Square,
    decisive,
    find_grids,
    find_squares,
    print_evidence,
    robust_homography,
    sheet_score,
    side_evidence,
    squares_on_sheet,
)
from splitter_print.reading.locate.lattice import (
    LatticeFit,
    Seed,
    Tried,
    background_evidence,
    clearly_upright,
    dark_holes,
    find_in_parts,
    find_lattices,
    inside,
    panel_evidence,
    pitch_px,
    whiteness,
)
from splitter_print.reading.locate.markers import (
    QrReader,
    Sighting,
    detect_markers,
    group_markers,
    identity_from,
    marker_homography,
    marker_points,
)
from splitter_print.reading.photo.load import HALVED_TO_WHOLE

REDUCED_SIDE = 1600
"""Longest side in pixels of the copy the sheets are looked for in."""
QUICK_SIDE = 1000
"""A photo at least twice :data:`REDUCED_SIDE` long (a phone's 12 MP photo is 4000 px) is looked
at in a copy this long first: a sheet filling much of the photo is found there in 40 % of the
pixels (at 800 px the publisher's dividers blur, and finding their touching cells as a
lattice instead of as squares cost more than it saved: 12 MP tuning photos with a hand or a
pair of pads took longer). A light region that no pad fitted there is fitted again in the
reduced copy, on another pyramid level (a fresh steep pad A at 12 MP failed at 1000 px and
is found at 1600 px); the fits found there are taken over."""
SMALL_SPACE_PX = 24
"""Spaces smaller than this in the reduced copy (as they would be there, in the quick copy,
:data:`QUICK_SIDE`) send the search to the next copy."""
NEAR_TIE_LAYOUTS = 0.05
"""Two layouts whose lattice fits correlate this closely are a near tie, reported on the sheet."""
SMALL_PITCH_PX = 32
"""A grid of squares this close together or closer that is no pad sends the search to twice the
resolution (its spaces may be too small to be all found); a coarser one would gain nothing."""
MIN_SEED = 8
"""A grid of at least this many squares that is no pad is fitted again as touching cells."""
NAMED_BY_SQUARES = 12.0
"""How much better (:func:`~.grid.sheet_score`, a space's square counting 1) the squares on a
sheet placed by three or four markers must show one pad than any other for the spaces to name
it, its QR code then only decoded where placed (:func:`~.markers.read_qr` without a search):
half the 24 by which all of pad A's or B's squares tell the two apart. Of 263 sheets of ours
placed by markers in 240 tuning photos (3 and 12 MP, every kind; seeds 120300-120419 and
120500-120619), 239 on three or four markers led so: the pad that led was the one its QR code
named in all 208 whose code was read, and the photo's in all 163 alone in theirs. A code
searched for in vain costs 50-200 ms at 12 MP (the detectors, the whole photo's decode)."""
SMALL_MARKER_PX = 18.0
"""Marker side in photo pixels (3 a module) below which an id may be misread."""
LOOSE_FIT_MM = 1.0
"""RMS error of a sheet's fit to two markers and its spaces from which it is not taken: the 16
sheets placed by two markers in 120 tuning photos of our pads at 12 MP (seeds 80000-80143,
colour and mono, decoded at half size) fitted with 0.17-0.61 mm and lay within 1.01 mm; one
placed 20 mm off by a hand's shadow over its spaces (seed 107034) fitted with 1.12 mm."""
MAX_ENLARGE = 3.0
"""A photo smaller than the second search's side is enlarged at most this many times for it."""
EVIDENCE_SPACE_PX = 26
"""Spaces at least this large in the reduced copy let the panel's printed boxes judge a grid
sheet's orientation."""
BLURRED_PITCH_PX = 26
"""A publisher's sheet found in a grey photo with a pitch under this in the *photo's own*
pixels is turned by its orange panel, in colour: its grey card, judged at full resolution, is
too blurred there to tell which way up it lies. Not the reduced copy's pixels: a 12 MP photo's
sheet 2.5 times smaller there still shows its card (tuning seeds 81000-81009, coverage 0.25:
pitch 51-72 px, 20-29 px in the 1600 px copy, every lattice sheet turned right in grey);
decoding the colours would cost more than the whole scan."""


class NoSheetError(SplitterError):
    """No score sheet in the photo (the caller adds the file name)."""


@dataclass(frozen=True)
class LocatedSheet:
    """One sheet found in a photo.

    ``homography`` maps sheet millimetres to full-resolution pixels; ``alternatives`` are other
    plausible ones (the half turn of a symmetric pad found from its grid); ``method`` is
    ``"markers"``, ``"grid"``, ``"lattice"`` or ``"drawn"``; ``fit_error_mm`` is the RMS distance
    between the known points and where the fit puts what was found for them (0 when no points
    placed it: a lattice, a drawing, a sheet of small markers placed by its drawing);
    ``markers`` how many of its corner markers placed it (0 unless ``method`` is ``"markers"``).
    ``identity`` is the QR code as read: it may name another layout than ``layout`` (the printed
    spaces decided); what to do about that is the caller's choice (``scan.check_identity``
    refuses such a sheet).
    """

    layout: Layout
    homography: np.ndarray
    alternatives: tuple[np.ndarray, ...]
    method: str
    identity: SheetIdentity | None
    fit_error_mm: float
    warnings: tuple[str, ...] = ()
    markers: int = 0

    def outline(self) -> np.ndarray:
        """The sheet's four corners in photo pixels (top-left first, clockwise on the paper)."""
        geometry = sheet_geometry(self.layout)
        corners = np.array([[(0, 0), (geometry.width, 0), (geometry.width, geometry.height), (0, geometry.height)]],
                           np.float64)
        return np.asarray(cv2.perspectiveTransform(corners, self.homography)[0])

    def centre(self) -> np.ndarray:
        geometry = sheet_geometry(self.layout)
        return np.asarray(cv2.perspectiveTransform(np.array([[(geometry.width / 2, geometry.height / 2)]], np.float64),
                                                   self.homography)[0, 0])


@dataclass(frozen=True)
class Search:
    """What every copy of one photo is searched with: the photo (``image``, for the lattice's
    side panel), the layouts looked for, the debug sink, the photo's QR codes
    (:class:`~.markers.QrReader`: a code it could not read once it searches no more), the
    photo in colour when asked (``colour``), and the lattice search's regions carried from one
    copy to the next (``tried``, :class:`~.lattice.Tried`), and the photo's budget as spent so
    far (``meter``, :class:`~.budget.Meter`)."""

    image: np.ndarray
    layouts: Sequence[Layout]
    debug: DebugSink
    read: QrReader
    colour: Callable[[], np.ndarray] | None = None
    tried: list[Tried] = dataclasses.field(default_factory=list)
    meter: Meter = dataclasses.field(default_factory=Meter)


@dataclass(frozen=True)
class Copy:
    """One reduced copy of the photo: grey, its whiteness (:func:`~.lattice.whiteness`; the grey
    itself for a grey photo), the map from its pixels to the photo's, whether it is the
    ``quick`` look (:data:`QUICK_SIDE`), and whether paper off the sheets found in it is looked
    for (``paper``, :func:`paper_elsewhere`: in a large photo's first copy to find a sheet, the
    quick look or the next one)."""

    grey: np.ndarray
    white: np.ndarray
    to_full: np.ndarray
    quick: bool = False
    paper: bool = False


class Found(NamedTuple):
    """What one copy's search (:func:`locate_in`) found: the sheets, the size of the largest
    lattice of squares that matched no pad, whether anything was left that twice the
    resolution might explain, whether a grid sheet of ours was refused (:func:`grid_sheet`),
    and whether the copy held more shapes than the budget searches (``crowded``: its squares
    and markers were left unsearched)."""

    sheets: list[LocatedSheet]
    unmatched: int
    leftover: bool
    refused: bool
    crowded: TooManyShapesError | None = None


def locate_sheets(image: np.ndarray, layouts: Sequence[Layout], *, debug: DebugSink | None = None,
                  colour: Callable[[], np.ndarray] | None = None,
                  finer: Callable[[], np.ndarray] | None = None, budget: Budget = BUDGET) -> list[LocatedSheet]:
    """Every sheet of one of ``layouts`` in the BGR (or grey) photo, in reading order.

    ``colour`` gives a grey photo in colour (decoded when first asked): a small publisher's
    sheet is turned the right way up by its orange side panel, which grey does not show.
    ``finer`` gives the photo at twice ``image``'s size when ``image`` is a JPEG decoded at half
    size (:attr:`~.load.Photo.halved`; decoded when first asked): the copies are chosen for the
    whole photo's size, and the copy larger than ``image`` and the QR codes too small in it
    (:func:`~.markers.read_qr`) are taken from it; homographies stay in ``image``'s pixels.

    The search keeps to ``budget`` (:class:`~.budget.Budget`): a copy holding more shapes than
    it searches, where nothing was found yet, ends the search with :class:`NoSheetError`, and
    a search that spends its time or memory raises :class:`~.budget.OverBudgetError`.

    Raises :class:`NoSheetError` when there is none (including a photo of another grid).
    """
    if not layouts:
        raise ValueError("locate_sheets needs at least one layout")
    debug = debug or DebugSink()
    with debug.clock("reduce"):
        grey = grey_of(image)
        white = whiteness(image)
    sheets: list[LocatedSheet] = []
    first: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
    known: list[LocatedSheet] | None = None
    search = Search(image, layouts, debug, QrReader(image, finer), colour, meter=Meter(budget))
    real_side = max(grey.shape[:2]) * (1 if finer is None else 2)
    quick = (QUICK_SIDE,) if real_side >= 2 * REDUCED_SIDE else ()
    skip_reduced = False
    for side in (*quick, REDUCED_SIDE, 2 * REDUCED_SIDE):
        with debug.clock("reduce"):
            if finer is not None and side > max(grey.shape[:2]):
                whole = finer()
                small, to_full = reduce(grey_of(whole), side)
                white_small = small if whole.ndim == 2 else reduce(whiteness(whole), side)[0]
                to_full = np.linalg.inv(HALVED_TO_WHOLE) @ to_full
            else:
                small, to_full = reduce(grey, side) if side <= REDUCED_SIDE else resized(grey, side)
                white_small = small if white is grey else (
                    reduce(white, side) if side <= REDUCED_SIDE else resized(white, side))[0]
        debug.save(f"reduced-{side}", small)
        if side == REDUCED_SIDE:
            first = (small, to_full, white_small)
            if skip_reduced:
                continue
        paper = bool(quick) and not sheets and side < 2 * REDUCED_SIDE
        found, unmatched, leftover, refused, crowded = locate_in(
            Copy(small, white_small, to_full, side == QUICK_SIDE, paper), search, known)
        if crowded is not None and not found and not sheets:
            raise NoSheetError(str(crowded))
        if side == QUICK_SIDE:
            search.tried[:] = [t for t in search.tried if t.fit is not None]
        smallest = min((space_px(s, to_full) for s in found if s.method != "lattice"),
                       default=SMALL_SPACE_PX) * max(1.0, REDUCED_SIDE / side)
        skip_reduced = side == QUICK_SIDE and bool(found) and smallest < SMALL_SPACE_PX
        double_next = bool(quick) and (side == REDUCED_SIDE or skip_reduced)
        known = None if leftover and not double_next else [s for s in found if s.method == "lattice"]
        if len(found) >= len(sheets):
            sheets, shown, placed_in = found, (small, to_full), side
        if (found and not leftover and smallest >= SMALL_SPACE_PX and (
                side != QUICK_SIDE or quick_look_ends(found, small, to_full))):
            break
    else:  # every copy searched, none ended the search
        if refused:
            with debug.clock("drawn"):
                sheets = beside_drawn(sheets, small, to_full, layouts)
    if first is not None:
        reduced = first[:2]
        drawing = functools.cache(lambda: resized(grey, REDUCED_SIDE) if max(grey.shape[:2]) < REDUCED_SIDE
                                  else reduced)
        with debug.clock("drawn"):
            if not any(is_sure(s, *first[:2]) for s in sheets):
                sheets = with_drawn(sheets, *drawing(), layouts)
            enlarged = placed_in > real_side
            sheets = [placed_by_drawing(sheet, *drawing()) if placed_coarsely(sheet, first[1], shown[1], enlarged)
                      else sheet for sheet in sheets]
    if not sheets and first is not None:
        search.meter.check()
        with debug.clock("lattice"):
            sheets = [lattice_sheet(fit, image, first[1], colour) for fit in find_in_parts(first[2], layouts)]
    sheets = [named_by_spaces(sheet, *shown, layouts) for sheet in sheets] if sheets else sheets
    if not sheets:
        names = ", ".join(layout.name for layout in layouts)
        if unmatched:
            raise NoSheetError(f"no score sheet found: a grid of {unmatched} squares is not pad {names}")
        raise NoSheetError(f"no score sheet found (no markers, no grid of spaces of pad {names})")
    ordered = reading_order(sheets)
    if debug.active:
        debug.save("sheets", draw_sheets(shown[0], ordered, np.linalg.inv(shown[1])))
    return ordered


def space_px(sheet: LocatedSheet, to_full: np.ndarray) -> float:
    """The side of a printed space in the reduced copy's pixels, at the sheet's centre."""
    return space_side(np.linalg.inv(to_full) @ sheet.homography, sheet.layout)


def space_side(homography: np.ndarray, layout: Layout) -> float:
    """The side in pixels of a printed space at the sheet's centre under ``homography``."""
    geometry = sheet_geometry(layout)
    return scale_at(homography, (geometry.width / 2, geometry.height / 2)) * geometry.cell_size


def locate_in(copy: Copy, search: Search, known: Sequence[LocatedSheet] | None = None) -> Found:
    """The sheets found in one reduced copy (markers first, then grids of the squares not on a
    marked sheet, then lattices of touching cells in its whiteness, off every sheet found so
    far: unless every sheet found carries our markers, as the publisher's pads are not
    photographed among ours; a grid that needed spaces seen without their squares,
    :attr:`~.grid.GridMatch.seen`, only where no lattice is found), the size of the largest
    lattice that matched no pad, and whether anything was left unexplained that twice the
    resolution might explain (such a lattice with squares closer than :data:`SMALL_PITCH_PX`, a
    marker on no sheet, a grid sheet refused by :func:`grid_sheet`, or where the copy asks for it,
    :attr:`Copy.paper`, paper off every sheet, :func:`paper_elsewhere`).

    ``known`` lattice sheets, found in a smaller copy that left nothing unexplained, are taken as
    they are instead of searching again. A quick look (:data:`QUICK_SIDE`), whose lattice
    failures are searched again in the next copy, does not fit regions again by their lighter
    parts (:func:`~.lattice.fit_parts`), nor search for the QR code of a sheet its markers place
    when it cannot decode it where placed: a sheet on two markers that needs its code to be
    trusted is found again in the next copy (on 30 tuning pairs of our pad at 12 MP, seeds
    120100-120279, such searches cost 100-200 ms a photo in vain). A grid sheet's code is
    searched for there too: it tells the sheet as ours, which sends the search on to a second
    sheet's paper (:func:`paper_elsewhere`)."""
    grey, white, to_full, quick = copy.grey, copy.white, copy.to_full, copy.quick
    layouts, debug, read = search.layouts, search.debug, search.read
    crowded: TooManyShapesError | None = None
    with debug.clock("squares"):
        try:
            squares, sightings = squares_and_markers(grey, debug, search.meter.budget)
        except TooManyShapesError as error:
            squares, sightings, crowded = [], [], error
    search.meter.check()
    with debug.clock("markers"):
        groups = group_markers(sightings, layouts)
        sheets = [sheet for sheet, group in ((markers_sheet(group, possible, squares, read, to_full, quick), group)
                                             for group, possible in groups)
                  if not misread_markers(group, sheet, to_full)
                  and (len(group) == len(MARKER_IDS) or shows_a_pad(grey, sheet, to_full, layouts))]
    to_small = np.linalg.inv(to_full)
    outlines = [cv2.perspectiveTransform(sheet.outline().reshape(-1, 1, 2), to_small).astype(np.float32)
                for sheet in sheets]
    elsewhere = [square for square in squares if not any(
        cv2.pointPolygonTest(outline, (float(square.centre[0]), float(square.centre[1])), False) >= 0
        for outline in outlines)]
    with debug.clock("grid"):
        matches, lattices_left = find_grids(elsewhere, layouts, grey, debug)
        unmatched = max((len(lattice.cells) for lattice in lattices_left), default=0)
        weak: list[LocatedSheet] = []
        refused = False
        for match in in_view(matches, (grey.shape[0], grey.shape[1])):
            sheet = grid_sheet(match, grey, read, to_full, layouts)
            refused |= sheet is None
            if sheet is not None and not any(covers(other, sheet.centre()) for other in sheets + weak):
                (weak if match.seen or small_card(sheet, grey, to_full) else sheets).append(sheet)
    search.meter.check()
    if known is not None:
        lattices = [sheet for sheet in known if not any(covers(other, sheet.centre()) for other in sheets)]
    elif sheets and all(s.method == "markers" for s in sheets):
        lattices = []
    else:
        with debug.clock("lattice"):
            seeds = [seed_of(lattice) for lattice in largest(lattices_left, search.meter.budget.seeds)]
            lattices = [lattice_sheet(fit, search.image, to_full, search.colour) for fit in find_lattices(
                white, layouts, lambda point: any(covers(s, (to_full @ [*point, 1.0])[:2]) for s in sheets),
                to_full, search.tried, seeds, parts=not quick)]
    if lattices:
        sheets += lattices
        unmatched = 0
    sheets += [sheet for sheet in weak if not any(covers(other, sheet.centre()) for other in lattices)]
    grouped = {id(s) for group, _ in groups for s in group}
    stray = [s for s in sightings if id(s) not in grouped
             and not any(covers(sheet, (to_full @ [*s.centre, 1.0])[:2]) for sheet in sheets)]
    small = unmatched and any(lattice.pitch < SMALL_PITCH_PX for lattice in lattices_left)
    ours = copy.paper and bool(sheets) and all(s.method == "markers" or s.identity is not None for s in sheets)
    search.meter.check()
    return Found(sheets, unmatched, bool(small) or bool(stray) or refused or (
        ours and paper_elsewhere(grey, sheets, to_full, layouts)), refused, crowded)


def paper_elsewhere(grey: np.ndarray, sheets: Sequence[LocatedSheet], to_full: np.ndarray,
                    layouts: Sequence[Layout]) -> bool:
    """Whether the reduced ``grey`` copy shows, off every sheet found, paper shaped like one of
    our sheets with something dark in its corners (:func:`~.drawn.marked_papers`) and spaces
    that a copy twice as large shows at least :data:`~.drawn.MIN_PITCH_PX` apart: a second
    sheet farther from the camera, whose markers and squares are too small to be found in this
    copy (a 12 MP tuning photo's second sheet, 8 px a space in the quick look, was left out so).
    Paper reaching within 1 % of the picture's side of its edge is not counted: a sheet partly in
    view is not read.
    Asked in a large photo's quick look (:data:`QUICK_SIDE`, 8 ms there on 12 MP pairs), or in
    the next copy when the quick look found no sheet (a fresh 12 MP pair's nearer sheet was found
    there by its markers, the farther one, its markers not found there, was left out; 13 ms in a 1600 px
    copy, a sixth of a 3 MP photo's scan, where it is not asked), and only when every sheet
    found is surely ours (markers or a QR code read): the publisher's light cells on their dark
    card pass as such paper too."""
    geometries = [sheet_geometry(layout) for layout in layouts]
    height, width = grey.shape[:2]
    margin = 0.01 * max(height, width)
    papers = marked_papers(grey, geometries, lambda centre: any(covers(sheet, (to_full @ [*centre, 1.0])[:2])
                                                                for sheet in sheets), (DRAWN.min_pitch_px / 2, np.inf))
    return any(bool(np.all((quad >= margin) & (quad <= (width - 1 - margin, height - 1 - margin)))) for quad in papers)


MARKER_MOVE_MM = 1.0
"""A sheet placed by small markers is placed by its whole drawing instead when that moves some
space by this much or more (:func:`placed_by_drawing`); smaller moves are the two placings'
own scatter (every sheet both placed within 0.5 mm on tuning photos at 11-18 px a space moved
under 1 mm)."""
CLEAR_DRAWING = 0.95
"""How cleanly (:func:`~.drawn.layout_agreement`) the drawing's spaces and holes must show to
move a sheet placed by markers (each tuning sheet it placed right showed 1.0; one it would
have moved 3 mm the wrong way, 0.92)."""


def placed_coarsely(sheet: LocatedSheet, reduced: np.ndarray, placed: np.ndarray, enlarged: bool) -> bool:
    """Whether ``sheet``'s spaces are under :data:`SMALL_SPACE_PX` in the reduced copy (``reduced``
    maps its pixels to the photo's) and in the copy it was placed in (``placed``), unless that
    copy is a small photo ``enlarged``, whose pixels add nothing: a sheet that
    :func:`placed_by_drawing` may place better."""
    return space_px(sheet, reduced) < SMALL_SPACE_PX and (enlarged or space_px(sheet, placed) < SMALL_SPACE_PX)


def placed_by_drawing(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> LocatedSheet:
    """A sheet placed by markers (one with spaces under :data:`SMALL_SPACE_PX` in the reduced
    copy), placed again by aligning its whole drawing (:func:`~.drawn.refit`) from there in
    ``grey`` (that copy, a small photo enlarged as for :func:`with_drawn`), and moved there
    when the drawing correlates, shows its spaces and holes clearly (:data:`CLEAR_DRAWING`)
    and moves some space by :data:`MARKER_MOVE_MM` or more. Markers of 8-10 px locate their
    corners to a pixel or so, and three of them can tilt the sheet: tuning sheets at 12-15 px
    a space were placed 2-4 mm off by them, and 0.2-0.5 mm by their drawing.

    :func:`locate_sheets` does not ask it for a sheet placed in a copy of the photo's own pixels
    (not a small photo enlarged) where its spaces are :data:`SMALL_SPACE_PX` or more: 16 sheets
    of 12 MP tuning pairs (seeds 125900-126019) placed in the 3200 px copy of the whole photo,
    40-50 px a space, lay 0.08-0.22 mm off as placed there, 0.14-0.48 mm as their drawing in the
    reduced copy placed them; it moved none, at 10-14 ms a call (cProfile of two of those pairs)."""
    if sheet.method != "markers" or sheet.alternatives:
        return sheet
    fit = refit(grey.astype(np.float32), sheet.layout, np.linalg.inv(to_full) @ sheet.homography)
    if fit is None or fit.correlation < DRAWN.min_correlation or fit.agreement < CLEAR_DRAWING:
        return sheet
    moved = to_full @ fit.homography
    if largest_move_mm(sheet.homography, moved, sheet.layout) < MARKER_MOVE_MM:
        return sheet
    return dataclasses.replace(sheet, homography=moved, fit_error_mm=0.0)


def in_view(matches: Sequence[GridMatch], frame: tuple[int, int]) -> list[GridMatch]:
    """The grid matches whose pad has every space in the picture (``frame``: its height and
    width), as a lattice fit must (:func:`~.lattice.inside`): a sheet partly out of the photo,
    such as another player's at its edge, cannot be read whole (a made photo's publisher's pad
    cut by the top edge was returned as a second sheet, its centre above the picture)."""
    return [match for match in matches
            if inside(match.homographies[0] @ np.linalg.inv(mm_to_lattice(match.layout)), match.layout, frame)]


def largest(lattices: Sequence[Lattice], most: int) -> list[Lattice]:
    """The ``most`` largest of the lattices of at least :data:`MIN_SEED` squares, in their order."""
    large = [lattice for lattice in lattices if len(lattice.cells) >= MIN_SEED]
    kept = sorted(sorted(range(len(large)), key=lambda i: -len(large[i].cells))[:most])
    return [large[i] for i in kept]


def seed_of(lattice: Lattice) -> Seed:
    """A lattice of squares that matched no pad as a start for the lattice search (:data:`~.lattice.Seed`)."""
    middle = np.mean([(col, row) for row, col in lattice.cells], axis=0)
    return lattice.homography, (float(middle[0]), float(middle[1]))


def squares_and_markers(grey: np.ndarray, debug: DebugSink, budget: Budget = BUDGET
                        ) -> tuple[list[Square], list[Sighting]]:
    """The candidate spaces (:func:`~.grid.find_squares`) and the markers
    (:func:`~.markers.detect_markers`) in the reduced copy: side by side on three threads (the
    squares' two polarities apart) when OpenCV may use more than one, as each search spends
    most of its time in a contour search that runs on one core. Raises
    :class:`~.budget.TooManyShapesError` when the copy holds more of either than ``budget`` searches."""
    if cv2.getNumThreads() < 2:
        return find_squares(grey, debug, None, budget), detect_markers(grey, debug, budget)
    with ThreadPoolExecutor(2) as pool:
        markers = pool.submit(detect_markers, grey, debug, budget)
        return find_squares(grey, debug, pool, budget), markers.result()


def grey_of(image: np.ndarray) -> np.ndarray:
    """The grey of a BGR picture, or the grey picture itself."""
    return image if image.ndim == 2 else cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)


def reduce(image: np.ndarray, side: int = REDUCED_SIDE) -> tuple[np.ndarray, np.ndarray]:
    """A copy with the longest side at most ``side``, and the 3 x 3 matrix taking its pixels back
    to the original's (pixel centres at integer coordinates).

    Blocks of k x k pixels are averaged first (k the whole part of the reduction; OpenCV's fast
    path, so thin printed lines survive; halved again and again while k is even, which is
    faster still), then the rest, less than a halving, is sampled bilinearly: several times
    faster than an area resize at a fractional scale.

    >>> small, back = reduce(np.zeros((3200, 2000), np.uint8))
    >>> small.shape, back @ [0, 0, 1], back @ [1, 1, 1]
    ((1600, 1000), array([0.5, 0.5, 1. ]), array([2.5, 2.5, 1. ]))
    """
    height, width = image.shape[:2]
    scale = side / max(height, width)
    if scale >= 1:
        return image, np.eye(3)
    block = int(1 / scale)
    blocks, left = image[:height // block * block, :width // block * block], block
    while left % 2 == 0:  # halvings: OpenCV's 2 x 2 average is about five times as fast as a 4 x 4 one
        blocks, left = cv2.resize(blocks, (blocks.shape[1] // 2, blocks.shape[0] // 2),
                                  interpolation=cv2.INTER_AREA), left // 2
    if left > 1:
        blocks = cv2.resize(blocks, (width // block, height // block), interpolation=cv2.INTER_AREA)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    small = cv2.resize(blocks, size, interpolation=cv2.INTER_LINEAR)
    to_blocks = np.array([[blocks.shape[1] / size[0], 0, 0], [0, blocks.shape[0] / size[1], 0], [0, 0, 1]])
    to_blocks[:2, 2] = 0.5 * to_blocks[[0, 1], [0, 1]] - 0.5
    from_blocks = np.array([[block, 0, (block - 1) / 2], [0, block, (block - 1) / 2], [0, 0, 1]])
    return small, from_blocks @ to_blocks


def resized(image: np.ndarray, side: int) -> tuple[np.ndarray, np.ndarray]:
    """:func:`reduce`, or for a photo smaller than ``side`` a copy enlarged (bicubic) to at most
    :data:`MAX_ENLARGE` times: a small photo's markers and spaces, a few pixels a module or a
    side, are then outlined by the same thresholds and contour searches as large ones.

    >>> big, back = resized(np.zeros((500, 800), np.uint8), 3200)
    >>> big.shape, np.allclose(back @ [1, 1, 1], [0, 0, 1]), np.allclose(back @ [4, 4, 1], [1, 1, 1])
    ((1500, 2400), True, True)
    """
    height, width = image.shape[:2]
    scale = min(side / max(height, width), MAX_ENLARGE)
    if scale <= 1:
        return reduce(image, side)
    size = (round(width * scale), round(height * scale))
    big = cv2.resize(image, size, interpolation=cv2.INTER_CUBIC)
    sx, sy = width / size[0], height / size[1]
    return big, np.array([[sx, 0, 0.5 * sx - 0.5], [0, sy, 0.5 * sy - 0.5], [0, 0, 1]])


def markers_sheet(group: Sequence[Sighting], possible: Sequence[Layout], squares: Sequence[Square],
                  read: QrReader, to_full: np.ndarray, quick: bool = False) -> LocatedSheet:
    """A sheet from its markers: the printed spaces choose the pad (unless the QR code, read by
    ``read``, names another of the possible ones) and refine the fit.

    The pad whose spaces agree best with the markers' first placing is fitted first and its
    QR code read; a code naming one of the possible pads spares fitting the others. Where three
    or four markers place the sheet and its spaces name the pad clearly
    (:data:`NAMED_BY_SQUARES`), or in a ``quick`` look (:func:`locate_in`), the code is only
    decoded where placed, not searched for.
    """
    starts = [squares_on_sheet(marker_homography(group, layout), layout, squares) for layout in possible]
    fit = functools.cache(lambda index: fit_markers(group, possible[index], squares, starts[index]))
    scores = [sheet_score(list(start), layout) for start, layout in zip(starts, possible)]
    first = int(np.argmax(scores))
    search = not quick and (len(group) < 3 or len(possible) < 2
                            or max(scores) - sorted(scores)[-2] < NAMED_BY_SQUARES)
    read_with = fit(first)[2]
    identity, warnings = identity_from(read(to_full @ read_with, sheet_geometry(possible[first]).qr, search))
    named = [i for i, layout in enumerate(possible) if identity is not None and identity.matches(layout)]
    if named:
        _, layout, homography, error = fit(named[0])
    else:
        _, layout, homography, error = max((fit(i) for i in range(len(possible))), key=lambda f: f[0])
        if identity is None and homography is not read_with:
            identity, warnings = identity_from(read(to_full @ homography, sheet_geometry(layout).qr, search))
    if len(group) < 4:
        warnings += (f"only {len(group)} of 4 corner markers seen",)
    return LocatedSheet(layout, to_full @ homography, (), "markers", identity, error, warnings, len(group))


def misread_markers(group: Sequence[Sighting], sheet: LocatedSheet, to_full: np.ndarray) -> bool:
    """Whether a sheet rests on two markers alone and either they are under
    :data:`SMALL_MARKER_PX` in the photo with no QR code read (one or two pixels a module, a
    marker's id may be misread, and two misread markers agree with each other as well as two
    right ones: a tuning photo's sheet was placed 27 mm off so), or the spaces found disagree
    with them by :data:`LOOSE_FIT_MM` or more (two markers cannot outvote spaces matched a
    column off). Its squares are then left to the grid search."""
    if len(group) >= 3:
        return False
    side = float(np.mean([np.linalg.norm(np.diff(s.corners, axis=0, append=s.corners[:1]), axis=1).mean()
                          for s in group]))
    return sheet.fit_error_mm >= LOOSE_FIT_MM or (
        sheet.identity is None and side * np.sqrt(abs(np.linalg.det(to_full[:2, :2]))) < SMALL_MARKER_PX)


def shows_a_pad(grey: np.ndarray, sheet: LocatedSheet, to_full: np.ndarray, layouts: Sequence[Layout]) -> bool:
    """Whether the reduced ``grey`` copy shows the spaces and holes of some pad of the sheet's
    size cleanly where the sheet is placed (:func:`~.drawn.layout_agreement` at least
    :data:`~.drawn.MIN_AGREEMENT`; which pad is for the QR code or :func:`named_by_spaces`), or
    its spaces are too small there to tell (under :data:`~.drawn.MIN_PITCH_PX` apart). A sheet
    on fewer than four markers is kept only if it does: two markers and spaces matched a column
    off, or markers of two sheets grouped as one, place a sheet a pitch or more away with a fit
    error as small as a right one's (a 12 MP photo's second sheet: 15 mm off, 0.94 mm). On 360
    made photos of our pads (3 and 12 MP) every sheet on two or three markers placed within
    2.5 mm showed 0.96-1.0, each placed 11 mm or more off 0.5-0.89."""
    homography = np.linalg.inv(to_full) @ sheet.homography
    if pitch_of(homography, sheet_geometry(sheet.layout)) < DRAWN.min_pitch_px:
        return True
    return max(pad_agreements(grey, homography, sheet.layout, layouts).values()) >= DRAWN.min_agreement


def pad_agreements(grey: np.ndarray, homography: np.ndarray, layout: Layout, layouts: Sequence[Layout]
                   ) -> dict[Layout, float]:
    """How cleanly (:func:`~.drawn.layout_agreement`) each of ``layouts`` of ``layout``'s sheet
    size shows its spaces and holes where ``homography`` (sheet mm -> ``grey``'s pixels) puts
    the sheet."""
    geometry = sheet_geometry(layout)
    structure = position_structure(grey.astype(np.float32), homography, geometry)
    return {other: layout_agreement(structure, other) for other in layouts
            if sheet_geometry(other).grid == geometry.grid}


def fit_markers(group: Sequence[Sighting], layout: Layout, squares: Sequence[Square], cells: dict[Cell, int]
                ) -> tuple[float, Layout, np.ndarray, float]:
    """How well the spaces found agree with the markers placing a sheet of ``layout``, and the
    homography fitted to marker corners and space centres together (with its error in mm).

    ``cells`` are the squares on the sheet as the markers alone place it
    (:func:`~.grid.squares_on_sheet`); they are looked up again after the first fit (two
    markers may be all there is), which places the far spaces well enough to find more of them.
    """
    geometry = sheet_geometry(layout)
    marker_mm, marker_px = marker_points(group, layout)
    homography = marker_homography(group, layout)
    score, error = 0.0, float("inf")
    for round_ in range(2):
        if round_:
            cells = squares_on_sheet(homography, layout, squares)
        spaces = [cell for cell in cells if cell in layout.spaces]
        mm = np.concatenate([marker_mm, np.array([geometry.cell_center(c) for c in spaces]).reshape(-1, 2)])
        px = np.concatenate([marker_px, np.array([squares[cells[c]].centre for c in spaces]).reshape(-1, 2)])
        refined, error = robust_homography(mm, px, 0.15 * space_side(homography, layout))
        score = max(score, sheet_score(list(cells), layout))
        if refined is None:
            break
        homography = refined
    return score, layout, homography, error


def grid_sheet(match: GridMatch, grey: np.ndarray, read: QrReader, to_full: np.ndarray,
               layouts: Sequence[Layout]) -> LocatedSheet | None:
    """A sheet found from its spaces. Its orientation is settled by the panel's printed boxes
    when they show clearly in only one reading (and are large enough to judge), else by the
    publisher's dark-to-bright card (:func:`~.lattice.background_evidence`), else by the side of
    the plate our panel's lines lie on (:func:`~.grid.side_evidence`, which needs no sharp box),
    else by a QR code (read by ``read``; not looked for on the publisher's card,
    :func:`~.lattice.dark_holes`, which has none); failing all, every best reading is returned
    (a symmetric pad's half turn as an alternative).

    None when a sheet of ours whose QR code was not read does not show a pad where it is placed
    (:func:`shows_a_pad`): the squares of a blurred sheet, some of them unseen, matched a pad
    turned a quarter (a fresh 12 MP photo's pad A was placed so, with agreement 0.85 against
    1.0 where it lay)."""
    geometry = sheet_geometry(match.layout)
    pick = None
    if space_side(match.homographies[0], match.layout) >= EVIDENCE_SPACE_PX:
        pick = decisive([print_evidence(grey, h, match.layout) for h in match.homographies])
    if pick is None and len(match.best()) > 1:
        from_lattice = np.linalg.inv(mm_to_lattice(match.layout))
        upright = clearly_upright([background_evidence(grey, match.homographies[i] @ from_lattice, match.layout)
                                   for i in match.best()])
        pick = None if upright is None else match.best()[upright]
    if pick is None and len(match.best()) > 1:
        ours = decisive([side_evidence(grey, match.homographies[i], match.layout) for i in match.best()])
        pick = None if ours is None else match.best()[ours]
    chosen = [pick] if pick is not None else list(match.best())
    identity: SheetIdentity | None = None
    warnings: tuple[str, ...] = ()
    publishers_card = dark_holes(grey, match.homographies[chosen[0]] @ np.linalg.inv(mm_to_lattice(match.layout)),
                                 match.layout)
    for index in [] if publishers_card else chosen:
        identity, warnings = identity_from(read(to_full @ match.homographies[index], geometry.qr))
        if identity is not None:
            chosen = [index]
            break
    homographies = [to_full @ match.homographies[i] for i in chosen]
    sheet = LocatedSheet(match.layout, homographies[0], tuple(homographies[1:]), "grid", identity,
                         match.fit_errors_mm[chosen[0]], warnings)
    return sheet if publishers_card or identity is not None or shows_a_pad(grey, sheet, to_full, layouts) else None


def lattice_sheet(fit: LatticeFit, image: np.ndarray, to_full: np.ndarray,
                  colour: Callable[[], np.ndarray] | None = None) -> LocatedSheet:
    """A sheet found as a lattice of touching cells. The side panel settles which way up it
    lies when it shows clearly in only one reading (:func:`~.lattice.panel_evidence`, colour
    photos; a grey photo's sheet with a pitch under :data:`BLURRED_PITCH_PX` photo pixels is
    looked at in ``colour``, as its background is too blurred to tell), else the card's dark-to-bright
    background (:func:`~.lattice.background_evidence`); failing both, every reading is
    returned, the reader keeping the one whose digits read best. A layout that fits almost as
    well is reported, never silently passed over."""
    readings = [to_full @ h for h in (fit.homography, *fit.turns)]
    pick: int | None = 0
    if len(readings) > 1:
        small = image.ndim == 2 and colour is not None and \
            pitch_px(readings[0], fit.layout) < BLURRED_PITCH_PX
        seen = colour() if small and colour is not None else image
        pick = decisive([panel_evidence(seen, h, fit.layout) for h in readings])
        if pick is None:
            pick = clearly_upright([background_evidence(image, h, fit.layout) for h in readings])
    chosen = [readings[pick]] if pick is not None else readings
    warnings: tuple[str, ...] = ()
    if fit.runner_up is not None and fit.runner_up[1] >= fit.correlation - NEAR_TIE_LAYOUTS:
        warnings = (f"pad {fit.runner_up[0]} fits almost as well as pad {fit.layout.name} "
                    f"({fit.runner_up[1]:.2f} against {fit.correlation:.2f}): check the pad",)
    to_lattice = mm_to_lattice(fit.layout)
    return LocatedSheet(fit.layout, chosen[0] @ to_lattice, tuple(h @ to_lattice for h in chosen[1:]), "lattice",
                        None, 0.0, warnings)


def named_by_spaces(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray,
                    layouts: Sequence[Layout]) -> LocatedSheet:
    """A sheet of ours placed by its markers with no QR code read, named again by where its
    positions vary (spaces) and where they are flat (holes) in the reduced ``grey`` copy
    (:func:`~.drawn.layout_agreement`): another pad of the same size agreeing clearly better
    (by more than :data:`NEAR_TIE_LAYOUTS`) takes its place, one agreeing about as well is
    reported. Small markers with the QR code unread name a pad by a few spaces only (a fresh
    measuring photo's pad B at 13 px a space was named A so)."""
    if sheet.method != "markers" or sheet.identity is not None:
        return sheet
    told = pad_agreements(grey, np.linalg.inv(to_full) @ sheet.homography, sheet.layout, layouts)
    best = max(told, key=lambda layout: told[layout])
    if told[best] > told[sheet.layout] + NEAR_TIE_LAYOUTS:
        return dataclasses.replace(sheet, layout=best, warnings=(
            *sheet.warnings, f"no QR code read: pad {best.name} chosen over pad {sheet.layout.name} by its spaces"))
    mine = told[sheet.layout]
    close = [layout for layout in told if layout != sheet.layout and told[layout] >= mine - NEAR_TIE_LAYOUTS]
    if close:
        return dataclasses.replace(sheet, warnings=(
            *sheet.warnings, f"pad {close[0].name} fits almost as well as pad {sheet.layout.name}: check the pad"))
    return sheet


def with_drawn(sheets: Sequence[LocatedSheet], grey: np.ndarray, to_full: np.ndarray,
               layouts: Sequence[Layout]) -> list[LocatedSheet]:
    """``sheets`` with our sheets found whole in the reduced ``grey`` copy (:mod:`.drawn`), for
    a photo where neither markers nor the publisher's lattice found one: sheets too small for
    their markers and squares. Such a fit also checks a small grid sheet (no QR code, spaces
    under :data:`EVIDENCE_SPACE_PX`) it lies on, and takes its place when they disagree: the
    whole sheet, markers and panel included, says where it lies and which way up better than
    a few squares do. A photo smaller than :data:`REDUCED_SIDE` is searched enlarged to it
    (:func:`resized`): in its own pixels the drawing of a filled sheet at 12-16 px a space
    often correlates too weakly to pass, or is aligned a few mm off (tuning photos of 0.54 MP:
    79 of 100 of our colour sheets found, 89 enlarged)."""
    found = list(sheets)
    for fit in find_drawn_sheets(grey, layouts):
        drawn = drawn_sheet(fit, to_full)
        unsure = [s for s in found if covers(s, drawn.centre())]
        if not unsure or not agrees(unsure[0], drawn):
            found = [s for s in found if s not in unsure] + [drawn]
    return reading_order(found)


def beside_drawn(sheets: Sequence[LocatedSheet], grey: np.ndarray, to_full: np.ndarray,
                 layouts: Sequence[Layout]) -> list[LocatedSheet]:
    """``sheets`` with our sheets found whole in ``grey`` (the largest copy searched, which
    ``to_full`` maps to the photo) that lie on none of them: for a photo whose every copy
    refused a grid sheet of ours (:func:`grid_sheet`), a sheet whose markers are too blurred to
    read and whose few squares matched a pad turned. The drawn search finds it there (a fresh
    12 MP pair's out-of-focus pad A, agreement 1.0, beside pad B: its paper merges with pad B's
    in the 1600 px copy, so no outline of a sheet shows there). It costs what the drawn search
    costs in that copy: 266-305 ms for that photo's 3200 px copy, so it is kept to this case."""
    found = list(sheets)
    for fit in find_drawn_sheets(grey, layouts):
        drawn = drawn_sheet(fit, to_full)
        if not any(covers(s, drawn.centre()) or covers(drawn, s.centre()) for s in found):
            found.append(drawn)
    return reading_order(found)


def small_card(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether a grid sheet is a publisher's pad (dark holes) with spaces under
    :data:`EVIDENCE_SPACE_PX` in the reduced ``grey`` copy: too small for the panel's boxes to
    turn it, so the lattice search, which turns it by its orange panel, comes first."""
    return space_px(sheet, to_full) < EVIDENCE_SPACE_PX and publishers(sheet, grey, to_full)


def publishers(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether the sheet's holes are dark in the reduced ``grey`` copy: the publisher's card."""
    to_small = np.linalg.inv(to_full)
    return dark_holes(grey, to_small @ sheet.homography @ np.linalg.inv(mm_to_lattice(sheet.layout)), sheet.layout)


def quick_look_ends(sheets: Sequence[LocatedSheet], grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether the sheets a quick look (:data:`QUICK_SIDE`) found, their spaces large enough and
    nothing left, end the search: one of them is sure (:func:`is_sure`), and none rests on two
    markers. Two markers of 10 px or so can tilt a sheet placed on them: of 60 fresh 12 MP pairs
    of our mono pad (seeds 126500-126859), 13 quick looks placed some sheet so, these lying
    0.08-1.0 mm off at their worst space (a colour pair's, 1.9 mm); the next copy placed every
    sheet of those photos 0.08-0.26 mm off, at 17 ms a photo more on average over the 60."""
    return not any(sheet.markers == 2 for sheet in sheets) and any(is_sure(sheet, grey, to_full) for sheet in sheets)


def is_sure(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether a sheet's place is beyond doubt from a whole sheet drawn: it carries markers or
    a QR code read, or is the publisher's (a lattice, or dark holes in the reduced ``grey``
    copy that ``to_full`` maps to the photo), or its spaces are :data:`EVIDENCE_SPACE_PX` or
    more in ``grey``, large enough for the printed panel to have judged its way up there.
    With none sure, our whole sheets are looked for (:func:`with_drawn`): a quick look that
    found none sure does not end the search, so that the reduced copy is searched and drawn. A
    quick look's grid sheet of ours with smaller spaces is not sure: pad B, its symbols under
    digits, fits itself turned half round over its own grid, and its spaces are then too small
    for the panel to tell the way up (a fresh 12 MP pair's pad B was placed so, 139 mm off, and
    the search ended there)."""
    return (sheet.method != "grid" or sheet.identity is not None
            or space_px(sheet, to_full) >= EVIDENCE_SPACE_PX or publishers(sheet, grey, to_full))


def agrees(sheet: LocatedSheet, other: LocatedSheet) -> bool:
    """Whether two placings of one sheet put every space within half a pitch of each other."""
    if sheet.layout != other.layout:
        return False
    return largest_move_mm(sheet.homography, other.homography, sheet.layout) < 0.5 * sheet_geometry(sheet.layout).pitch


def largest_move_mm(homography: np.ndarray, other: np.ndarray, layout: Layout) -> float:
    """How far (sheet mm) the space the two placings (sheet mm -> pixels) put furthest apart moves
    from one to the other.

    >>> from splitter_print.game.layout import load_layout
    >>> largest_move_mm(np.eye(3), np.array([[1.0, 0, 3], [0, 1, 4], [0, 0, 1]]), load_layout("A"))
    5.0
    """
    geometry = sheet_geometry(layout)
    centres = np.array([[geometry.cell_center(cell) for cell in layout.spaces]], np.float64)
    back = cv2.perspectiveTransform(cv2.perspectiveTransform(centres, homography), np.linalg.inv(other))
    return float(np.linalg.norm(back - centres, axis=2).max())


def drawn_sheet(fit: DrawnFit, to_full: np.ndarray) -> LocatedSheet:
    """A sheet of ours found whole (:mod:`.drawn`); a layout whose spaces agree almost as well
    is reported, never silently passed over."""
    warnings: tuple[str, ...] = ()
    if fit.runner_up is not None and fit.runner_up[1] >= fit.agreement - NEAR_TIE_LAYOUTS:
        warnings = (f"pad {fit.runner_up[0]} fits almost as well as pad {fit.layout.name}: check the pad",)
    return LocatedSheet(fit.layout, to_full @ fit.homography, (), "drawn", None, 0.0, warnings)


def covers(sheet: LocatedSheet, point: np.ndarray) -> bool:
    """Whether ``point`` (photo pixels) lies on ``sheet``."""
    outline = sheet.outline().astype(np.float32).reshape(-1, 1, 2)
    return cv2.pointPolygonTest(outline, (float(point[0]), float(point[1])), False) >= 0


def reading_order(sheets: Sequence[LocatedSheet]) -> list[LocatedSheet]:
    """Top row of sheets first, each row left to right (a row: centres within half a sheet's height)."""
    by_y = sorted(sheets, key=lambda s: s.centre()[1])
    rows: list[list[LocatedSheet]] = []
    for sheet in by_y:
        outline = sheet.outline()
        half = 0.25 * (np.linalg.norm(outline[3] - outline[0]) + np.linalg.norm(outline[2] - outline[1]))
        if rows and abs(sheet.centre()[1] - rows[-1][0].centre()[1]) < half:
            rows[-1].append(sheet)
        else:
            rows.append([sheet])
    return [sheet for row in rows for sheet in sorted(row, key=lambda s: s.centre()[0])]


def draw_sheets(small: np.ndarray, sheets: Sequence[LocatedSheet], to_small: np.ndarray) -> np.ndarray:
    """Each sheet's outline and space centres on the reduced photo, numbered in reading order."""
    picture = cv2.cvtColor(small, cv2.COLOR_GRAY2BGR)
    for number, sheet in enumerate(sheets):
        homography = to_small @ sheet.homography
        outline = cv2.perspectiveTransform(sheet.outline().reshape(-1, 1, 2), to_small)
        cv2.polylines(picture, [np.round(outline).astype(np.int32)], True, (0, 200, 0), 3)
        geometry = sheet_geometry(sheet.layout)
        centres = np.array([[geometry.cell_center(c) for c in sheet.layout.cells]], np.float64)
        for x, y in cv2.perspectiveTransform(centres, homography)[0]:
            cv2.circle(picture, (round(x), round(y)), 3, (0, 0, 255), -1)
        x, y = np.round(outline[0, 0]).astype(int)
        cv2.putText(picture, f"{number} {sheet.layout.name} {sheet.method}", (int(x), int(y) - 8),
                    cv2.FONT_HERSHEY_SIMPLEX, 1.0, (0, 200, 0), 2)
    return picture
