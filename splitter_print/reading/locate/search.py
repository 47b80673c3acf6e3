"""Where the sheets are in a photo: one homography (sheet mm -> photo pixels) per sheet.

The ways (:data:`LOCATORS`, each a :class:`Locator`) are tried together on a reduced grey
copy of the photo (longest side at most :attr:`~SearchTuning.reduced_side`; twice that when
nothing is found or the separate squares come out small, for sheets far from the camera; a
large photo is first looked at in a copy :attr:`~SearchTuning.quick_side` long). The lattice
search has its own pyramid, so a large photo's largest copy takes the publisher's sheets found
in the smaller one instead of searching the same levels again for our small squares' sake; and
when the quick look's sheets have spaces too small to end the search in the reduced copy, that
copy is skipped: the search goes on to twice its size. How a sheet was found is its
:class:`LocatedBy`:

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
from enum import StrEnum
from typing import NamedTuple, Protocol

import cv2
import numpy as np

from splitter_print.errors import Message, SplitterError
from splitter_print.game.layout import Cell, Layout
from splitter_print.paper.geometry import MARKER_IDS, sheet_geometry
from splitter_print.paper.identity import SheetIdentity
from splitter_print.reading.budget import BUDGET, Budget, Meter, TooManyShapesError
from splitter_print.reading.debug import DebugSink
from splitter_print.reading.geometry import mm_to_lattice, scale_at
from splitter_print.reading.locate.card import CardStyle, card_style
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


@dataclass(frozen=True)
class SearchTuning:
    """Which copies of a photo the search looks in, when it goes on to a larger one, and how
    the strategies' sheets are weighed against each other. Pixels are the named copy's.

    >>> SEARCH.reduced_side, SEARCH.quick_side
    (1600, 1000)
    """

    reduced_side: int = 1600
    """Longest side (px) of the reduced copy the sheets are looked for in; the largest copy
    searched is twice as long."""
    quick_side: int = 1000
    """Longest side (px) of the quick look: a photo at least twice :attr:`reduced_side` long is
    first searched in a copy this long, where a sheet filling much of the photo is found in 40 %
    of the pixels (much smaller, the publisher's dividers blur). A light region no pad fitted
    there is fitted again in the reduced copy, on another pyramid level."""
    small_space_px: int = 24
    """Spaces smaller than this (px, as they would be in the reduced copy) send the search on to
    the next copy."""
    near_tie_layouts: float = 0.05
    """Two layouts whose fits (correlation or agreement, 0-1) differ by no more than this are a
    near tie, reported on the sheet."""
    small_pitch_px: int = 32
    """A grid of squares that is no pad with a pitch under this (px) sends the search to twice
    the resolution, as its spaces may be too small to be all found; a coarser one would gain nothing."""
    min_seed: int = 8
    """A grid of at least this many squares that is no pad is fitted again as touching cells."""
    named_by_squares: float = 12.0
    """How much better (:func:`~.grid.sheet_score`, a space's square counting 1) the squares on
    a sheet placed by three or four markers must show one pad than any other for the spaces to
    name it, its QR code then only decoded where placed, not searched for: half the 24 by which
    all of pad A's or B's squares tell the two apart."""
    small_marker_px: float = 18.0
    """Marker side (px of the photo, 3 a module) below which its id may be misread."""
    loose_fit_mm: float = 1.0
    """RMS error (sheet mm) of the fit of a sheet on two markers to those markers and its spaces
    from which the sheet is not taken: the two disagree, so the markers are misplaced or the
    spaces matched wrongly (two markers cannot outvote spaces matched a column off). Right fits
    stay well under a millimetre."""
    max_enlarge: float = 3.0
    """A photo smaller than a copy's side is enlarged at most this many times for it (:func:`resized`)."""
    evidence_space_px: int = 26
    """Spaces at least this large (px of the reduced copy) let the panel's printed boxes judge
    a grid sheet's way up; a sheet with smaller ones is not sure without a QR code."""
    blurred_pitch_px: int = 26
    """A publisher's sheet in a grey photo with a pitch under this, in the *photo's own* pixels
    (not the reduced copy's), is turned by its orange panel, in colour: its grey card is too
    blurred there to tell which way up it lies. Larger ones are turned in grey, as decoding the
    colours would cost more than the whole scan."""
    marker_move_mm: float = 1.0
    """A sheet placed by small markers is placed by its whole drawing instead when that moves
    some space by this much (sheet mm) or more (:func:`placed_by_drawing`); smaller moves are
    the two placings' own scatter."""
    clear_drawing: float = 0.95
    """How cleanly (:func:`~.drawn.layout_agreement`, 0-1) the drawing's spaces and holes must
    show to move a sheet placed by markers."""


SEARCH = SearchTuning()
"""The tuning the reader runs with."""




class LocatedBy(StrEnum):
    """How a sheet was found: the strategy that placed it, as the JSON's ``located_by`` says it."""

    MARKERS = "markers"
    """Our pads' corner markers, refined with the printed spaces (:mod:`.markers`)."""
    GRID = "grid"
    """The printed spaces alone (:mod:`.grid`)."""
    LATTICE = "lattice"
    """The publisher's touching spaces fitted as a lattice (:mod:`.lattice`)."""
    DRAWN = "drawn"
    """A small sheet of ours aligned whole to its drawing (:mod:`.drawn`)."""


class NoSheetError(SplitterError):
    """No score sheet in the photo (the caller adds the file name)."""


@dataclass(frozen=True)
class LocatedSheet:
    """One sheet found in a photo.

    ``homography`` maps sheet millimetres to full-resolution pixels; ``alternatives`` are other
    plausible ones (the half turn of a symmetric pad found from its grid); ``method`` says how
    it was found (:class:`LocatedBy`); ``fit_error_mm`` is the RMS distance
    between the known points and where the fit puts what was found for them (0 when no points
    placed it: a lattice, a drawing, a sheet of small markers placed by its drawing);
    ``markers`` how many of its corner markers placed it (0 unless ``method`` is :attr:`LocatedBy.MARKERS`).
    ``identity`` is the QR code as read: it may name another layout than ``layout`` (the printed
    spaces decided); what to do about that is the caller's choice (``scan.check_identity``
    refuses such a sheet).
    """

    layout: Layout
    homography: np.ndarray
    alternatives: tuple[np.ndarray, ...]
    method: LocatedBy
    identity: SheetIdentity | None
    fit_error_mm: float
    warnings: tuple[Message, ...] = ()
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
    ``quick`` look (:attr:`~SearchTuning.quick_side`), and whether paper off the sheets found in it is looked
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
    quick = (SEARCH.quick_side,) if real_side >= 2 * SEARCH.reduced_side else ()
    skip_reduced = ended = False
    for side in (*quick, SEARCH.reduced_side, 2 * SEARCH.reduced_side):
        with debug.clock("reduce"):
            if finer is not None and side > max(grey.shape[:2]):
                whole = finer()
                small, to_full = reduce(grey_of(whole), side)
                white_small = small if whole.ndim == 2 else reduce(whiteness(whole), side)[0]
                to_full = np.linalg.inv(HALVED_TO_WHOLE) @ to_full
            else:
                small, to_full = reduce(grey, side) if side <= SEARCH.reduced_side else resized(grey, side)
                white_small = small if white is grey else (
                    reduce(white, side) if side <= SEARCH.reduced_side else resized(white, side))[0]
        debug.save(f"reduced-{side}", small)
        if side == SEARCH.reduced_side:
            first = (small, to_full, white_small)
            if skip_reduced:
                continue
        paper = bool(quick) and not sheets and side < 2 * SEARCH.reduced_side
        found, unmatched, leftover, refused, crowded = locate_in(
            Copy(small, white_small, to_full, side == SEARCH.quick_side, paper), search, known)
        if crowded is not None and not found and not sheets:
            raise NoSheetError(crowded.message)
        if side == SEARCH.quick_side:
            search.tried[:] = [t for t in search.tried if t.fit is not None]
        smallest = min((space_px(s, to_full) for s in found if s.method is not LocatedBy.LATTICE),
                       default=SEARCH.small_space_px) * max(1.0, SEARCH.reduced_side / side)
        skip_reduced = side == SEARCH.quick_side and bool(found) and smallest < SEARCH.small_space_px
        double_next = bool(quick) and (side == SEARCH.reduced_side or skip_reduced)
        known = None if leftover and not double_next else [s for s in found if s.method is LocatedBy.LATTICE]
        if len(found) >= len(sheets):
            sheets, shown, placed_in = found, (small, to_full), side
        if (found and not leftover and smallest >= SEARCH.small_space_px and (
                side != SEARCH.quick_side or quick_look_ends(found, small, to_full))):
            ended = True
            break
    photo = PhotoFindings(search, grey, sheets, first, shown, (small, to_full), placed_in, real_side, ended, refused)
    for locator in reversed(LOCATORS):
        locator.in_photo(photo)
    sheets = photo.sheets
    if not sheets:
        names = tuple(layout.name for layout in layouts)
        if unmatched:
            raise NoSheetError("no score sheet found: a grid of {count} squares is not pad {pads:list}",
                               count=unmatched, pads=names)
        raise NoSheetError("no score sheet found (no markers, no grid of spaces of pad {pads:list})", pads=names)
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
    """The sheets found in one reduced copy by each of :data:`LOCATORS` in turn (markers first,
    then grids of the squares not on a marked sheet, then lattices of touching cells in its
    whiteness, off every sheet found so far: unless every sheet found is ours
    (:func:`on_our_card`), as the publisher's pads are not photographed among ours; a grid that
    needed spaces seen without their squares, :attr:`~.grid.GridMatch.seen`, only where no
    lattice is found), the size of the largest lattice that matched no pad, and whether anything
    was left unexplained that twice the resolution might explain (:meth:`CopyFindings.found`).

    ``known`` lattice sheets, found in a smaller copy that left nothing unexplained, are taken as
    they are instead of searching again. A quick look (:attr:`~SearchTuning.quick_side`), whose lattice
    failures are searched again in the next copy, does not fit regions again by their lighter
    parts (:func:`~.lattice.fit_parts`), nor search for the QR code of a sheet its markers place
    when it cannot decode it where placed: a sheet on two markers that needs its code to be
    trusted is found again in the next copy. A grid sheet's code is searched for there too: it
    tells the sheet as ours, which sends the search on to a second sheet's paper
    (:func:`paper_elsewhere`)."""
    crowded: TooManyShapesError | None = None
    with search.debug.clock("squares"):
        try:
            squares, sightings = squares_and_markers(copy.grey, search.debug, search.meter.budget)
        except TooManyShapesError as error:
            squares, sightings, crowded = [], [], error
    search.meter.check()
    findings = CopyFindings(copy, search, known, squares, sightings, crowded)
    for locator in LOCATORS:
        locator.in_copy(findings)
    return findings.found()


@dataclass
class CopyFindings:
    """One reduced copy's search as it goes, which each :class:`Locator` reads and adds to: the
    copy, the photo's search, the lattice sheets ``known`` from a smaller copy
    (:func:`locate_in`), the candidate spaces and markers found in it, whether it was too
    ``crowded`` to search them, the sheets found so far, the ``weak`` ones (placed by the grid
    where a lattice may place them better), the markers' groups, the lattices of squares that
    matched no pad (``left``) and the size of the largest (``unmatched``), and whether a grid
    sheet of ours was refused (:func:`grid_sheet`)."""

    copy: Copy
    search: Search
    known: Sequence[LocatedSheet] | None
    squares: list[Square]
    sightings: list[Sighting]
    crowded: TooManyShapesError | None = None
    sheets: list[LocatedSheet] = dataclasses.field(default_factory=list)
    weak: list[LocatedSheet] = dataclasses.field(default_factory=list)
    groups: list[tuple[list[Sighting], list[Layout]]] = dataclasses.field(default_factory=list)
    left: list[Lattice] = dataclasses.field(default_factory=list)
    unmatched: int = 0
    refused: bool = False

    def on_a_sheet(self, point: np.ndarray) -> bool:
        """Whether ``point`` (the copy's pixels) lies on a sheet found so far."""
        return any(covers(sheet, (self.copy.to_full @ [*point, 1.0])[:2]) for sheet in self.sheets)

    def found(self) -> Found:
        """What the copy's search found, and whether anything was left unexplained that twice the
        resolution might explain: a lattice of squares that matched no pad closer than
        :attr:`~SearchTuning.small_pitch_px`, a marker on no sheet, a grid sheet refused by :func:`grid_sheet`,
        or where the copy asks for it, :attr:`Copy.paper`, paper off every sheet
        (:func:`paper_elsewhere`)."""
        sheets, grey, to_full = self.sheets, self.copy.grey, self.copy.to_full
        grouped = {id(s) for group, _ in self.groups for s in group}
        stray = [s for s in self.sightings if id(s) not in grouped
                 and not any(covers(sheet, (to_full @ [*s.centre, 1.0])[:2]) for sheet in sheets)]
        small = self.unmatched and any(lattice.pitch < SEARCH.small_pitch_px for lattice in self.left)
        ours = self.copy.paper and bool(sheets) and all(s.method is LocatedBy.MARKERS or s.identity is not None
                                                        for s in sheets)
        self.search.meter.check()
        return Found(sheets, self.unmatched, bool(small) or bool(stray) or self.refused or (
            ours and paper_elsewhere(grey, sheets, to_full, self.search.layouts)), self.refused, self.crowded)


@dataclass
class PhotoFindings:
    """The photo's search once every copy is searched, which each :class:`Locator` may amend:
    the photo's search and grey, the ``sheets`` kept (those of the copy that found the most),
    the reduced copy (grey, map to the photo, whiteness; ``None`` when the quick look ended the
    search before it), the copy the sheets were kept from (``shown``: grey and map) and the
    largest copy searched (``last``), the side of the copy the sheets were placed in and of the
    whole photo, whether some copy ended the search, and whether the last refused a grid sheet."""

    search: Search
    grey: np.ndarray
    sheets: list[LocatedSheet]
    reduced: tuple[np.ndarray, np.ndarray, np.ndarray] | None
    shown: tuple[np.ndarray, np.ndarray]
    last: tuple[np.ndarray, np.ndarray]
    placed_in: int
    real_side: int
    ended: bool
    refused: bool


class Locator(Protocol):
    """One way of finding sheets (:data:`LOCATORS`): it searches each reduced copy of the photo,
    adding what it finds there, and amends the photo's sheets once every copy is searched."""

    def in_copy(self, findings: CopyFindings) -> None:
        """Add the sheets this way finds in one copy to ``findings``."""

    def in_photo(self, photo: PhotoFindings) -> None:
        """Amend ``photo.sheets``, the sheets kept from every copy, where this way sees more."""


class MarkerLocator:
    """Our pads by their corner markers (:mod:`.markers`), refined with the printed spaces."""

    def in_copy(self, findings: CopyFindings) -> None:
        """Sheets from the copy's groups of markers (:func:`markers_sheet`), a sheet on fewer
        than four kept only where its markers are not misread (:func:`misread_markers`) and it
        shows a pad (:func:`shows_a_pad`)."""
        copy, search = findings.copy, findings.search
        with search.debug.clock("markers"):
            findings.groups = group_markers(findings.sightings, search.layouts)
            findings.sheets += [
                sheet for sheet, group in ((markers_sheet(group, possible, findings.squares, search.read,
                                                          copy.to_full, copy.quick), group)
                                           for group, possible in findings.groups)
                if not misread_markers(group, sheet, copy.to_full)
                and (len(group) == len(MARKER_IDS) or shows_a_pad(copy.grey, sheet, copy.to_full, search.layouts))]

    def in_photo(self, photo: PhotoFindings) -> None:
        """A sheet placed by markers with no QR code read named again by its spaces (:func:`named_by_spaces`)."""
        photo.sheets = [named_by_spaces(sheet, *photo.shown, photo.search.layouts) for sheet in photo.sheets]


class GridLocator:
    """Sheets by their printed squares alone (:mod:`.grid`), where no sheet was found so far."""

    def in_copy(self, findings: CopyFindings) -> None:
        """Sheets from the grids of squares off every sheet found so far (:func:`grid_sheet`),
        those in view; a grid that needed spaces seen without their squares, or a small
        publisher's card (:func:`small_card`), only as weak, for a lattice to place instead."""
        copy, search, grey = findings.copy, findings.search, findings.copy.grey
        to_small = np.linalg.inv(copy.to_full)
        outlines = [cv2.perspectiveTransform(sheet.outline().reshape(-1, 1, 2), to_small).astype(np.float32)
                    for sheet in findings.sheets]
        elsewhere = [square for square in findings.squares if not any(
            cv2.pointPolygonTest(outline, (float(square.centre[0]), float(square.centre[1])), False) >= 0
            for outline in outlines)]
        with search.debug.clock("grid"):
            matches, findings.left = find_grids(elsewhere, search.layouts, grey, search.debug)
            findings.unmatched = max((len(lattice.cells) for lattice in findings.left), default=0)
            for match in in_view(matches, (grey.shape[0], grey.shape[1])):
                sheet = grid_sheet(match, grey, search.read, copy.to_full, search.layouts)
                findings.refused |= sheet is None
                if sheet is not None and not any(covers(other, sheet.centre())
                                                 for other in findings.sheets + findings.weak):
                    weak = match.seen or small_card(sheet, grey, copy.to_full)
                    (findings.weak if weak else findings.sheets).append(sheet)
        search.meter.check()

    def in_photo(self, photo: PhotoFindings) -> None:
        """Nothing: a grid sheet is amended by the drawn search (:class:`DrawnLocator`)."""


class LatticeLocator:
    """The publisher's pads as lattices of touching cells (:mod:`.lattice`)."""

    def in_copy(self, findings: CopyFindings) -> None:
        """Lattice sheets in the copy's whiteness off every sheet found so far (or the ``known``
        ones; none where every sheet found is on our card, :func:`on_our_card`, and none is weak),
        seeded by the grids of squares that matched no pad; then the weak grid sheets no lattice covers."""
        copy, search, sheets = findings.copy, findings.search, findings.sheets
        if findings.known is not None:
            lattices = [sheet for sheet in findings.known if not any(covers(other, sheet.centre()) for other in sheets)]
        elif sheets and not findings.weak and all(on_our_card(s, copy.grey, copy.to_full) for s in sheets):
            lattices = []
        else:
            with search.debug.clock("lattice"):
                seeds = [seed_of(lattice) for lattice in largest(findings.left, search.meter.budget.seeds)]
                lattices = [lattice_sheet(fit, search.image, copy.to_full, search.colour) for fit in find_lattices(
                    copy.white, search.layouts, findings.on_a_sheet, copy.to_full, search.tried, seeds,
                    parts=not copy.quick)]
        if lattices:
            sheets += lattices
            findings.unmatched = 0
        sheets += [sheet for sheet in findings.weak if not any(covers(other, sheet.centre()) for other in lattices)]

    def in_photo(self, photo: PhotoFindings) -> None:
        """Where no copy found a sheet, lattices fitted to the lighter parts of the reduced
        copy's light regions (:func:`~.lattice.find_in_parts`)."""
        if photo.sheets or photo.reduced is None:
            return
        search = photo.search
        search.meter.check()
        with search.debug.clock("lattice"):
            photo.sheets = [lattice_sheet(fit, search.image, photo.reduced[1], search.colour)
                            for fit in find_in_parts(photo.reduced[2], search.layouts)]


class DrawnLocator:
    """Our small sheets aligned whole to their drawing (:mod:`.drawn`), once over the photo."""

    def in_copy(self, findings: CopyFindings) -> None:
        """Nothing: a sheet's drawing is aligned once every copy is searched (:meth:`in_photo`)."""

    def in_photo(self, photo: PhotoFindings) -> None:
        """Our sheets found whole beside the others where every copy refused a grid sheet
        (:func:`beside_drawn`, in the largest copy), or in the reduced copy where no sheet found
        is sure (:func:`with_drawn`), and sheets placed coarsely by markers placed again by
        their drawing (:func:`placed_by_drawing`)."""
        search, debug, grey = photo.search, photo.search.debug, photo.grey
        if not photo.ended and photo.refused:
            with debug.clock("drawn"):
                photo.sheets = beside_drawn(photo.sheets, *photo.last, search.layouts)
        if photo.reduced is None:
            return
        reduced = photo.reduced[:2]
        side = SEARCH.reduced_side
        drawing = functools.cache(lambda: resized(grey, side) if max(grey.shape[:2]) < side else reduced)
        with debug.clock("drawn"):
            if not any(is_sure(s, *reduced) for s in photo.sheets):
                photo.sheets = with_drawn(photo.sheets, *drawing(), search.layouts)
            enlarged = photo.placed_in > photo.real_side
            photo.sheets = [placed_by_drawing(sheet, *drawing())
                            if placed_coarsely(sheet, reduced[1], photo.shown[1], enlarged) else sheet
                            for sheet in photo.sheets]


LOCATORS: tuple[Locator, ...] = (MarkerLocator(), GridLocator(), LatticeLocator(), DrawnLocator())
"""The ways sheets are found, the surest first: each copy is searched by them in this order,
each off the sheets found before it; once every copy is searched, they amend the photo's sheets
in the reverse order: the loosest ways add the sheets the copies missed (or place them better)
before the markers' sheets are named by their spaces. A new way is added here."""


def paper_elsewhere(grey: np.ndarray, sheets: Sequence[LocatedSheet], to_full: np.ndarray,
                    layouts: Sequence[Layout]) -> bool:
    """Whether the reduced ``grey`` copy shows, off every sheet found, paper shaped like one of
    our sheets with something dark in its corners (:func:`~.drawn.marked_papers`) and spaces
    that a copy twice as large shows at least :data:`~.drawn.MIN_PITCH_PX` apart: a second
    sheet farther from the camera, whose markers and squares are too small to be found in this
    copy. Paper reaching within 1 % of the picture's side of its edge is not counted: a sheet
    partly in view is not read.

    Asked in a large photo's quick look (:attr:`~SearchTuning.quick_side`), or in the next copy
    when the quick look found no sheet (the nearer sheet may be found there by its markers, the
    farther one not), and only when every sheet found is surely ours (markers or a QR code
    read): the publisher's light cells on their dark card pass as such paper too."""
    geometries = [sheet_geometry(layout) for layout in layouts]
    height, width = grey.shape[:2]
    margin = 0.01 * max(height, width)
    papers = marked_papers(grey, geometries, lambda centre: any(covers(sheet, (to_full @ [*centre, 1.0])[:2])
                                                                for sheet in sheets), (DRAWN.min_pitch_px / 2, np.inf))
    return any(bool(np.all((quad >= margin) & (quad <= (width - 1 - margin, height - 1 - margin)))) for quad in papers)




def placed_coarsely(sheet: LocatedSheet, reduced: np.ndarray, placed: np.ndarray, enlarged: bool) -> bool:
    """Whether ``sheet``'s spaces are under :attr:`~SearchTuning.small_space_px` in the reduced
    copy (``reduced`` maps its pixels to the photo's) and in the copy it was placed in
    (``placed``), unless that copy is a small photo ``enlarged``, whose pixels add nothing: a
    sheet that :func:`placed_by_drawing` may place better."""
    small = SEARCH.small_space_px
    return space_px(sheet, reduced) < small and (enlarged or space_px(sheet, placed) < small)


def placed_by_drawing(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> LocatedSheet:
    """A sheet placed by markers (one with spaces under :attr:`~SearchTuning.small_space_px` in
    the reduced copy), placed again by aligning its whole drawing (:func:`~.drawn.refit`) from
    there in ``grey`` (that copy, a small photo enlarged as for :func:`with_drawn`), and moved
    there when the drawing correlates, shows its spaces and holes clearly
    (:attr:`~SearchTuning.clear_drawing`) and moves some space by
    :attr:`~SearchTuning.marker_move_mm` or more. Markers of 8-10 px locate their corners to a
    pixel or so, and three of them can tilt the sheet by millimetres; the whole drawing places
    it better.

    :func:`locate_sheets` does not ask it for a sheet placed in a copy of the photo's own pixels
    (not a small photo enlarged) where its spaces are :attr:`~SearchTuning.small_space_px` or
    more: markers that large place the sheet as well as its drawing does."""
    if sheet.method is not LocatedBy.MARKERS or sheet.alternatives:
        return sheet
    fit = refit(grey.astype(np.float32), sheet.layout, np.linalg.inv(to_full) @ sheet.homography)
    if fit is None or fit.correlation < DRAWN.min_correlation or fit.agreement < SEARCH.clear_drawing:
        return sheet
    moved = to_full @ fit.homography
    if largest_move_mm(sheet.homography, moved, sheet.layout) < SEARCH.marker_move_mm:
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
    """The ``most`` largest of the lattices of at least :attr:`~SearchTuning.min_seed` squares, in their order."""
    large = [lattice for lattice in lattices if len(lattice.cells) >= SEARCH.min_seed]
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


def reduce(image: np.ndarray, side: int = SEARCH.reduced_side) -> tuple[np.ndarray, np.ndarray]:
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
    :attr:`~SearchTuning.max_enlarge` times: a small photo's markers and spaces, a few pixels a module or a
    side, are then outlined by the same thresholds and contour searches as large ones.

    >>> big, back = resized(np.zeros((500, 800), np.uint8), 3200)
    >>> big.shape, np.allclose(back @ [1, 1, 1], [0, 0, 1]), np.allclose(back @ [4, 4, 1], [1, 1, 1])
    ((1500, 2400), True, True)
    """
    height, width = image.shape[:2]
    scale = min(side / max(height, width), SEARCH.max_enlarge)
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
    (:attr:`~SearchTuning.named_by_squares`), or in a ``quick`` look (:func:`locate_in`), the code is only
    decoded where placed, not searched for.
    """
    starts = [squares_on_sheet(marker_homography(group, layout), layout, squares) for layout in possible]
    fit = functools.cache(lambda index: fit_markers(group, possible[index], squares, starts[index]))
    scores = [sheet_score(list(start), layout) for start, layout in zip(starts, possible)]
    first = int(np.argmax(scores))
    search = not quick and (len(group) < 3 or len(possible) < 2
                            or max(scores) - sorted(scores)[-2] < SEARCH.named_by_squares)
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
        warnings += (Message("only {count} of 4 corner markers seen", count=len(group)),)
    return LocatedSheet(layout, to_full @ homography, (), LocatedBy.MARKERS, identity, error, warnings, len(group))


def misread_markers(group: Sequence[Sighting], sheet: LocatedSheet, to_full: np.ndarray) -> bool:
    """Whether a sheet rests on two markers alone and either they are under
    :attr:`~SearchTuning.small_marker_px` in the photo with no QR code read (at one or two
    pixels a module a marker's id may be misread, and two misread markers agree with each other
    as well as two right ones), or the spaces found disagree with them by
    :attr:`~SearchTuning.loose_fit_mm` or more (two markers cannot outvote spaces matched a
    column off). Its squares are then left to the grid search."""
    if len(group) >= 3:
        return False
    side = float(np.mean([np.linalg.norm(np.diff(s.corners, axis=0, append=s.corners[:1]), axis=1).mean()
                          for s in group]))
    return sheet.fit_error_mm >= SEARCH.loose_fit_mm or (
        sheet.identity is None and side * np.sqrt(abs(np.linalg.det(to_full[:2, :2]))) < SEARCH.small_marker_px)


def shows_a_pad(grey: np.ndarray, sheet: LocatedSheet, to_full: np.ndarray, layouts: Sequence[Layout]) -> bool:
    """Whether the reduced ``grey`` copy shows the spaces and holes of some pad of the sheet's
    size cleanly where the sheet is placed (:func:`~.drawn.layout_agreement` at least
    :data:`~.drawn.MIN_AGREEMENT`; which pad is for the QR code or :func:`named_by_spaces`), or
    its spaces are too small there to tell (under :data:`~.drawn.MIN_PITCH_PX` apart). A sheet
    on fewer than four markers is kept only if it does: two markers and spaces matched a column
    off, or markers of two sheets grouped as one, place a sheet a pitch or more away with a fit
    error as small as a right one's; its spaces and holes then no longer show where it is put."""
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
    else by a QR code (read by ``read``; looked for only on a card that has one,
    :class:`~.card.CardStyle`); failing all, every best reading is returned
    (a symmetric pad's half turn as an alternative).

    None when a sheet of ours whose QR code was not read does not show a pad where it is placed
    (:func:`shows_a_pad`): the squares of a blurred sheet, some of them unseen, may match a pad
    turned a quarter."""
    geometry = sheet_geometry(match.layout)
    pick = None
    if space_side(match.homographies[0], match.layout) >= SEARCH.evidence_space_px:
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
    warnings: tuple[Message, ...] = ()
    card = card_style(grey, match.homographies[chosen[0]], match.layout)
    for index in chosen if card.has_qr else []:
        identity, warnings = identity_from(read(to_full @ match.homographies[index], geometry.qr))
        if identity is not None:
            chosen = [index]
            break
    homographies = [to_full @ match.homographies[i] for i in chosen]
    sheet = LocatedSheet(match.layout, homographies[0], tuple(homographies[1:]), LocatedBy.GRID, identity,
                         match.fit_errors_mm[chosen[0]], warnings)
    return sheet if not card.has_qr or identity is not None or shows_a_pad(grey, sheet, to_full, layouts) else None


def lattice_sheet(fit: LatticeFit, image: np.ndarray, to_full: np.ndarray,
                  colour: Callable[[], np.ndarray] | None = None) -> LocatedSheet:
    """A sheet found as a lattice of touching cells. The side panel settles which way up it
    lies when it shows clearly in only one reading (:func:`~.lattice.panel_evidence`, colour
    photos; a grey photo's sheet with a pitch under :attr:`~SearchTuning.blurred_pitch_px` photo pixels is
    looked at in ``colour``, as its background is too blurred to tell), else the card's dark-to-bright
    background (:func:`~.lattice.background_evidence`); failing both, every reading is
    returned, the reader keeping the one whose digits read best. A layout that fits almost as
    well is reported, never silently passed over."""
    readings = [to_full @ h for h in (fit.homography, *fit.turns)]
    pick: int | None = 0
    if len(readings) > 1:
        small = image.ndim == 2 and colour is not None and \
            pitch_px(readings[0], fit.layout) < SEARCH.blurred_pitch_px
        seen = colour() if small and colour is not None else image
        pick = decisive([panel_evidence(seen, h, fit.layout) for h in readings])
        if pick is None:
            pick = clearly_upright([background_evidence(image, h, fit.layout) for h in readings])
    chosen = [readings[pick]] if pick is not None else readings
    warnings: tuple[Message, ...] = ()
    if fit.runner_up is not None and fit.runner_up[1] >= fit.correlation - SEARCH.near_tie_layouts:
        warnings = (Message("pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad",
                            other=fit.runner_up[0], pad=fit.layout.name, score=f"{fit.runner_up[1]:.2f}",
                            best=f"{fit.correlation:.2f}"),)
    to_lattice = mm_to_lattice(fit.layout)
    return LocatedSheet(fit.layout, chosen[0] @ to_lattice, tuple(h @ to_lattice for h in chosen[1:]),
                        LocatedBy.LATTICE, None, 0.0, warnings)


def named_by_spaces(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray,
                    layouts: Sequence[Layout]) -> LocatedSheet:
    """A sheet of ours placed by its markers with no QR code read, named again by where its
    positions vary (spaces) and where they are flat (holes) in the reduced ``grey`` copy
    (:func:`~.drawn.layout_agreement`): another pad of the same size agreeing clearly better
    (by more than :attr:`~SearchTuning.near_tie_layouts`) takes its place, one agreeing about as
    well is reported. Small markers with the QR code unread name a pad by a few spaces only."""
    if sheet.method is not LocatedBy.MARKERS or sheet.identity is not None:
        return sheet
    told = pad_agreements(grey, np.linalg.inv(to_full) @ sheet.homography, sheet.layout, layouts)
    best = max(told, key=lambda layout: told[layout])
    if told[best] > told[sheet.layout] + SEARCH.near_tie_layouts:
        return dataclasses.replace(sheet, layout=best, warnings=(
            *sheet.warnings, Message("no QR code read: pad {pad} chosen over pad {other} by its spaces", pad=best.name,
                                     other=sheet.layout.name)))
    mine = told[sheet.layout]
    close = [layout for layout in told if layout != sheet.layout and told[layout] >= mine - SEARCH.near_tie_layouts]
    if close:
        return dataclasses.replace(sheet, warnings=(
            *sheet.warnings, Message("pad {other} fits almost as well as pad {pad}: check the pad", other=close[0].name,
                                     pad=sheet.layout.name)))
    return sheet


def with_drawn(sheets: Sequence[LocatedSheet], grey: np.ndarray, to_full: np.ndarray,
               layouts: Sequence[Layout]) -> list[LocatedSheet]:
    """``sheets`` with our sheets found whole in the reduced ``grey`` copy (:mod:`.drawn`), for
    a photo where neither markers nor the publisher's lattice found one: sheets too small for
    their markers and squares. Such a fit also checks a small grid sheet (no QR code, spaces
    under :attr:`~SearchTuning.evidence_space_px`) it lies on, and takes its place when they
    disagree: the whole sheet, markers and panel included, says where it lies and which way up
    better than a few squares do. A photo smaller than :attr:`~SearchTuning.reduced_side` is
    searched enlarged to it (:func:`resized`): in its own pixels the drawing of a filled sheet
    at 12-16 px a space often correlates too weakly to pass, or is aligned a few mm off."""
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
    read and whose few squares matched a pad turned. The drawn search finds it there, where
    its paper may have merged with a neighbour's in the smaller copies, so that no outline of
    a sheet showed. A drawn search of the largest copy costs much, so it is kept to this case."""
    found = list(sheets)
    for fit in find_drawn_sheets(grey, layouts):
        drawn = drawn_sheet(fit, to_full)
        if not any(covers(s, drawn.centre()) or covers(drawn, s.centre()) for s in found):
            found.append(drawn)
    return reading_order(found)


def small_card(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether a grid sheet is a publisher's pad (:func:`card_of`) with spaces under
    :attr:`~SearchTuning.evidence_space_px` in the reduced ``grey`` copy: too small for the
    panel's boxes to turn it, so the lattice search, which turns it by its orange panel, comes first."""
    return space_px(sheet, to_full) < SEARCH.evidence_space_px and card_of(sheet, grey, to_full).lattice


def on_our_card(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether a sheet is surely one of ours: placed by its markers, its QR code read, or its
    card ours in the reduced ``grey`` copy (:func:`card_of`). The publisher's pads are not
    photographed among ours, so a copy whose every sheet is ours holds no lattice to search for."""
    return (sheet.method is LocatedBy.MARKERS or sheet.identity is not None
            or not card_of(sheet, grey, to_full).lattice)


def card_of(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> CardStyle:
    """The sheet's card (:func:`~.card.card_style`) as the reduced ``grey`` copy shows it."""
    return card_style(grey, np.linalg.inv(to_full) @ sheet.homography, sheet.layout)


def quick_look_ends(sheets: Sequence[LocatedSheet], grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether the sheets a quick look (:attr:`~SearchTuning.quick_side`) found, their spaces
    large enough and nothing left, end the search: one of them is sure (:func:`is_sure`), and
    none rests on two markers. Two markers of 10 px or so can tilt a sheet placed on them by
    a millimetre or more; the next copy, with larger markers, places it well."""
    return not any(sheet.markers == 2 for sheet in sheets) and any(is_sure(sheet, grey, to_full) for sheet in sheets)


def is_sure(sheet: LocatedSheet, grey: np.ndarray, to_full: np.ndarray) -> bool:
    """Whether a sheet's place is beyond doubt from a whole sheet drawn: it carries markers or
    a QR code read, or is the publisher's (a lattice, or its card in the reduced ``grey`` copy
    that ``to_full`` maps to the photo, :func:`card_of`), or its spaces are
    :attr:`~SearchTuning.evidence_space_px` or more in ``grey``, large enough for the printed
    panel to have judged its way up there.
    With none sure, our whole sheets are looked for (:func:`with_drawn`): a quick look that
    found none sure does not end the search, so that the reduced copy is searched and drawn. A
    quick look's grid sheet of ours with smaller spaces is not sure: pad B, its symbols under
    digits, fits itself turned half round over its own grid, and its spaces are then too small
    for the panel to tell the way up."""
    return (sheet.method is not LocatedBy.GRID or sheet.identity is not None
            or space_px(sheet, to_full) >= SEARCH.evidence_space_px
            or card_of(sheet, grey, to_full).lattice)


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
    warnings: tuple[Message, ...] = ()
    if fit.runner_up is not None and fit.runner_up[1] >= fit.agreement - SEARCH.near_tie_layouts:
        warnings = (Message("pad {other} fits almost as well as pad {pad}: check the pad", other=fit.runner_up[0],
                            pad=fit.layout.name),)
    return LocatedSheet(fit.layout, to_full @ fit.homography, (), LocatedBy.DRAWN, None, 0.0, warnings)


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
