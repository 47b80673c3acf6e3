"""From a located photo to one normalised image per space: rectify, cut, clean, decide, normalise.

The steps, each a small function that can be tested and pictured on its own:

1. :func:`rectify` warps the full-resolution photo into sheet millimetres at ``px_per_mm``.
2. :func:`cut_cells` cuts every space with a margin around it, so that digits written over the
   printed outline are not clipped.
3. :func:`ink_mask` measures darkness against the space's own paper, drops the printed
   outline (straight lines where the geometry says the edges are; the dark surround of the
   official pads), and keeps the strokes that sit in the space. In a star or heart space the
   darkness is measured against the print the symbol's template expects there
   (:func:`symbol_darkness`, :mod:`~splitter_print.reading.cut.symbols`), so writing across the
   symbol is kept and the symbol itself never taken for writing; :func:`symbol_picture` shows it.
4. :func:`is_written` decides empty or written from the ink's area and extent.
5. :func:`normalise` turns the ink into the 28 x 28 contract of :mod:`~splitter_print.reading.recognise.engine`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from splitter_print.game.layout import Cell
from splitter_print.paper.geometry import Rect, SheetGeometry
from splitter_print.reading.cut.symbols import (
    SYMBOLS,
    Fit,
    Symbol,
    Template,
    expected_print,
    fit_print,
    fit_prints,
    print_darkness,
    symbol_template,
)
from splitter_print.reading.geometry import scale_at
from splitter_print.reading.locate.card import CardStyle, card_style
from splitter_print.reading.recognise.engine import CELL_SIDE, DIGIT_BOX


@dataclass(frozen=True)
class CutTuning:
    """How the sheet is rectified and its spaces cut, and what ink counts as writing: set on
    made photos with true homographies, read with the digit model.

    >>> CUT.px_per_mm, CUT.stroke_mm
    (4.0, 5.0)
    """

    px_per_mm: float = 4.0
    """Resolution of the rectified sheet, pixels per sheet mm: about 52 px across a 13 mm
    space, still more than the 20 px a digit is scaled to; finer reads no better, in more time."""
    margin_mm: float = 2.0
    """How far (sheet mm) around each space a cut reaches, to catch strokes that cross the outline."""
    stroke_mm: float = 5.0
    """Strokes are thinner than this (sheet mm); wider dark areas (a star or heart tint, a
    shadow, the dark surround of an official pad's space) are background. Not less: a bold digit
    whose loop is inked shut holds dark squares wider than 3 mm, which a smaller black-hat
    hollows into a ring."""
    ink_darkness: float = 0.12
    """A pixel is ink when it is this much (share of the paper's grey) darker than the paper
    around it (pencil is about 0.2-0.5); in a star or heart space, than the print expected there
    (:mod:`~splitter_print.reading.cut.symbols`: the symbol is subtracted by its shape, not by
    its colour). The same level suits both."""
    min_ink_mm2: float = 0.8
    """A space is written when its ink covers at least this many mm² ..."""
    min_extent_mm: float = 2.5
    """... and reaches this far (sheet mm) in some direction."""
    inner_share: float = 0.5
    """A stroke belongs to the space when at least this share of its pixels lies
    :attr:`inner_inset_mm` inside the space's outline ..."""
    inner_inset_mm: float = 0.8
    """... this far (sheet mm), so that the dark corners of a rounded space do not count."""
    speck_mm2: float = 0.3
    """Ink blobs smaller than this (mm²) are dirt, noise or what is left of a printed corner."""
    smoothing: float = 0.3
    """Gaussian sigma, in rectified pixels, per time :func:`rectify` enlarges the photo, for the
    publisher's card (:func:`smoothed`): its look-alike's digits read best at this level on
    made photos at 12-16 px a space, and our pads read no better for it."""
    small_sheet_enlargement: float = 2.0
    """A sheet the cutter enlarges more than this many times (:func:`enlargement`; spaces under
    about 26 px in the photo) is small in the photo: its spaces are a few JPEG blocks blown up,
    and its digits read worse. The reading warns (:func:`~splitter_print.reading.scan.scan_photo`)
    and the writer's hand settles nothing there
    (:func:`~splitter_print.reading.writer.hand.settle_by_hand`)."""


CUT = CutTuning()
"""The tuning the reader cuts with."""


@dataclass(frozen=True)
class CellCut:
    """One space cut from the rectified sheet: its pixels and where the space lies inside them."""

    cell: Cell
    image: np.ndarray
    """The grey pixels (``uint8``)."""
    hat: np.ndarray
    """How much darker than its surroundings each pixel is, in grey levels: a black-hat by a
    :attr:`CutTuning.stroke_mm` square, so broad tints, shading and dark surrounds drop out while pen and
    pencil strokes stay (:func:`stroke_map`)."""
    space: tuple[int, int, int, int]
    """The printed space inside ``image`` as ``(x, y, w, h)`` pixels."""
    template: Template | None = None
    """In a star or heart space (else None), the printed symbol's regions, aligned to
    :attr:`space`: writing there is what is darker than the print expected (:func:`symbol_darkness`)."""


def sheet_to_pixels(px_per_mm: float) -> np.ndarray:
    """The 3x3 scaling from sheet millimetres to rectified pixels."""
    return np.diag([px_per_mm, px_per_mm, 1.0])


def rectify(image: np.ndarray, homography: np.ndarray, geometry: SheetGeometry,
            px_per_mm: float = CUT.px_per_mm) -> np.ndarray:
    """The sheet seen square-on: ``geometry.width`` x ``geometry.height`` mm at ``px_per_mm``.

    ``homography`` maps sheet millimetres to pixels of ``image`` (the full-resolution photo).

    >>> img = np.full((100, 200, 3), 255, np.uint8)
    >>> from splitter_print.game.layout import load_layout
    >>> from splitter_print.paper.geometry import sheet_geometry
    >>> g = sheet_geometry(load_layout("A"))
    >>> rectify(img, np.eye(3), g, 2.0).shape[:2] == (round(g.height * 2), round(g.width * 2))
    True
    """
    size = (round(geometry.width * px_per_mm), round(geometry.height * px_per_mm))
    to_photo = homography @ np.linalg.inv(sheet_to_pixels(px_per_mm))
    return cv2.warpPerspective(image, to_photo, size, flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                               borderMode=cv2.BORDER_REPLICATE)


def enlargement(homography: np.ndarray, geometry: SheetGeometry, px_per_mm: float = CUT.px_per_mm) -> float:
    """How many times :func:`rectify` enlarges the photo at the sheet's centre (under 1 when it
    reduces it): ``px_per_mm`` over the photo's pixels per sheet millimetre there.

    >>> from splitter_print.game.layout import load_layout
    >>> from splitter_print.paper.geometry import sheet_geometry
    >>> enlargement(np.diag([2.0, 2.0, 1.0]), sheet_geometry(load_layout("A")))
    2.0
    """
    return px_per_mm / max(scale_at(homography, (geometry.width / 2, geometry.height / 2)), 1e-6)


def smoothed(rectified: np.ndarray, enlarged: float) -> np.ndarray:
    """The rectified sheet smoothed by a Gaussian of :attr:`CutTuning.smoothing` pixels per time the photo
    was ``enlarged`` (as it is, when it was not), for reading the publisher's card from a small
    or distant sheet: its light-blue spaces show the pen with little contrast, and enlarged
    from a few pixels a millimetre the photo's noise and blocks are cut as ink."""
    if enlarged <= 1:
        return rectified
    return cv2.GaussianBlur(rectified, (0, 0), CUT.smoothing * enlarged)


def _pixels(rect: Rect, px_per_mm: float) -> tuple[int, int, int, int]:
    x0, y0 = round(rect.x * px_per_mm), round(rect.y * px_per_mm)
    return x0, y0, round((rect.x + rect.w) * px_per_mm) - x0, round((rect.y + rect.h) * px_per_mm) - y0


def stroke_map(grey: np.ndarray, px_per_mm: float = CUT.px_per_mm) -> np.ndarray:
    """Thin dark lines only: the grey image's closing by a :attr:`CutTuning.stroke_mm` square minus the
    image (a black-hat), computed once for the whole sheet."""
    side = stroke_side(px_per_mm)
    return cv2.morphologyEx(grey, cv2.MORPH_BLACKHAT, cv2.getStructuringElement(cv2.MORPH_RECT, (side, side)))


def stroke_side(px_per_mm: float) -> int:
    """The side in pixels of the black-hat's square: :attr:`CutTuning.stroke_mm`, odd, at least 3.

    >>> stroke_side(6.0), stroke_side(0.5)
    (31, 3)
    """
    return max(int(CUT.stroke_mm * px_per_mm) | 1, 3)


def cut_cells(rectified: np.ndarray, geometry: SheetGeometry, px_per_mm: float = CUT.px_per_mm,
              margin_mm: float = CUT.margin_mm) -> dict[Cell, CellCut]:
    """Every space of the sheet cut from the rectified image, ``margin_mm`` beyond its outline.

    Grey and black-hat are computed only around the spaces (far enough beyond them that the
    black-hat is what it is on the whole sheet), not on the panel beside them.
    """
    layout = geometry.layout
    special = layout.stars | layout.hearts
    height, width = rectified.shape[:2]
    boxes = {cell: _pixels(rect.inset(-margin_mm), px_per_mm) for cell, rect in geometry.cells.items()}
    reach = stroke_side(px_per_mm)
    left = max(min(x for x, _, _, _ in boxes.values()) - reach, 0)
    top = max(min(y for _, y, _, _ in boxes.values()) - reach, 0)
    area = rectified[top:max(y + h for _, y, _, h in boxes.values()) + reach,
                     left:max(x + w for x, _, w, _ in boxes.values()) + reach]
    grey = cv2.cvtColor(area, cv2.COLOR_BGR2GRAY) if area.ndim == 3 else area
    hat = stroke_map(grey, px_per_mm)
    card = (rectified_card(grey, geometry, px_per_mm, (left, top)) if any(cell in special for cell in boxes)
            else CardStyle.OURS)
    cuts = {}
    for cell, (x, y, w, h) in boxes.items():
        x0, y0, x1, y1 = max(x, 0), max(y, 0), min(x + w, width), min(y + h, height)
        sx, sy, sw, sh = _pixels(geometry.cells[cell], px_per_mm)
        rows, cols = slice(y0 - top, y1 - top), slice(x0 - left, x1 - left)
        template = symbol_template(Symbol.of(cell in layout.stars, card), (y1 - y0, x1 - x0),
                                   (sx - x0, sy - y0, sw, sh), geometry.pitch * px_per_mm,
                                   round(SYMBOLS.reach_mm * px_per_mm)) if cell in special else None
        cuts[cell] = CellCut(cell, grey[rows, cols], hat[rows, cols], (sx - x0, sy - y0, sw, sh), template)
    return cuts


def symbol_darkness(cut: CellCut, strokes: np.ndarray, px_per_mm: float, fit: Fit | None = None) -> np.ndarray:
    """How much darker than its print each pixel of a star or heart space is, 0-1 as float32:
    inside the space, than the print its template expects placed by ``fit`` (else fitted here,
    :func:`~splitter_print.reading.cut.symbols.fit_print`); beyond it, ``strokes`` as for any space.

    >>> from splitter_print.reading.cut.symbols import symbol_template
    >>> t = symbol_template(Symbol.OURS_STAR, (68, 68), (8, 8, 52, 52), 60.0, 4)
    >>> grey = np.full((68, 68), 250, np.uint8); grey[t.labels[4:-4, 4:-4] == 1] = 220
    >>> cut = CellCut((0, 0), grey, np.zeros_like(grey), (8, 8, 52, 52), t)
    >>> float(symbol_darkness(cut, np.zeros((68, 68), np.float32), 4.0).max()) < CUT.ink_darkness
    True
    >>> grey[32:35, 14:54] = 110  # a stroke across the star
    >>> from dataclasses import replace
    >>> dark = symbol_darkness(replace(cut, image=grey), np.zeros((68, 68), np.float32), 4.0)
    >>> round(float(dark[33, 34]), 2), round(float(dark[33, 16]), 2)
    (0.5, 0.56)
    """
    assert cut.template is not None
    dark = strokes.copy()
    x, y, w, h = cut.space
    expected = expected_print(cut.template, fit or fit_print(cut.image, cut.template, px_per_mm))
    dark[y:y + h, x:x + w] = print_darkness(cut.image, expected)[y:y + h, x:x + w]
    return np.asarray(dark, np.float32)


def rectified_card(grey: np.ndarray, geometry: SheetGeometry, px_per_mm: float,
                   origin: tuple[int, int] = (0, 0)) -> CardStyle:
    """The card (:func:`~.card.card_style`) of the sheet rectified at ``px_per_mm`` in ``grey``
    (or BGR; its pixel ``(0, 0)`` is sheet pixel ``origin``).

    >>> from splitter_print.game.layout import load_layout
    >>> from splitter_print.paper.geometry import sheet_geometry
    >>> g = sheet_geometry(load_layout("B"))
    >>> sheet = np.full((round(g.height * 2), round(g.width * 2)), 40, np.uint8)
    >>> for rect in g.cells.values():
    ...     x, y, w, h = _pixels(rect, 2.0); sheet[y:y + h, x:x + w] = 200
    >>> rectified_card(sheet, g, 2.0).name, rectified_card(np.full_like(sheet, 200), g, 2.0).name
    ('PUBLISHERS', 'OURS')
    """
    to_grey = np.array([[px_per_mm, 0, -origin[0]], [0, px_per_mm, -origin[1]], [0, 0, 1]])
    return card_style(grey, to_grey, geometry.layout)


def paper_level(grey: np.ndarray, space: tuple[int, int, int, int]) -> float:
    """The grey level of the space's paper: a high percentile of its middle, so that shadows,
    warm light and the light spaces of a dark official pad all count as paper.

    >>> paper_level(np.full((20, 20), 200, np.uint8), (0, 0, 20, 20))
    200.0
    """
    return float(paper_levels(grey[None], space)[0])


def paper_levels(greys: np.ndarray, space: tuple[int, int, int, int]) -> np.ndarray:
    """:func:`paper_level` of n cuts of one size at once (``greys``: n x height x width), as float32."""
    x, y, w, h = space
    middle = greys[:, y + h // 5:y + h - h // 5, x + w // 5:x + w - w // 5].reshape(len(greys), -1)
    if not middle.shape[1]:
        return np.asarray(np.maximum(greys.reshape(len(greys), -1).max(axis=1), 1), np.float32)
    rank = int(0.9 * (middle.shape[1] - 1))
    return np.asarray(np.maximum(np.partition(middle, rank, axis=1)[:, rank], 1), np.float32)


def strokes(greys: np.ndarray, hats: np.ndarray, space: tuple[int, int, int, int]) -> np.ndarray:
    """Stroke strength 0-1 as float32 of n cuts of one size (n x height x width): the black-hat
    relative to each space's paper, so that pencil reads the same in bright light and in shadow."""
    return np.asarray(np.minimum(hats.astype(np.float32) / paper_levels(greys, space)[:, None, None], 1.0))


def ink_mask(cut: CellCut, px_per_mm: float = CUT.px_per_mm) -> tuple[np.ndarray, np.ndarray]:
    """The written strokes of one space as a 0/1 ``uint8`` mask, with the stroke strength.

    Printed outlines (lines along the edges, or the dark surround of a light space) and the
    faint tint of a star or heart are removed; specks smaller than a pen dot are dropped.
    The second array is :func:`strokes`, for soft edges in :func:`normalise`.
    """
    return ink_masks([cut], px_per_mm)[0]


def ink_masks(cuts: Sequence[CellCut], px_per_mm: float = CUT.px_per_mm) -> list[tuple[np.ndarray, np.ndarray]]:
    """:func:`ink_mask` of many spaces: cuts of one size are cleaned together in a
    :class:`Stack`, so each OpenCV step runs once per sheet rather than once per space. The
    star and heart spaces among them are placed together (:func:`~splitter_print.reading.cut.symbols.fit_prints`):
    give one sheet's spaces at a time."""
    results: list[tuple[np.ndarray, np.ndarray]] = [(np.empty(0), np.empty(0))] * len(cuts)
    marked = [(i, cut.image, cut.template) for i, cut in enumerate(cuts) if cut.template is not None]
    placed = fit_prints([(image, template) for _, image, template in marked], px_per_mm)
    fits: dict[int, Fit] = {i: fit for (i, _, _), fit in zip(marked, placed)}
    alike: dict[tuple[object, ...], list[int]] = {}
    for index, cut in enumerate(cuts):
        alike.setdefault((cut.image.shape, cut.space), []).append(index)
    for indices in alike.values():
        stack = Stack([cuts[i] for i in indices], px_per_mm, [fits.get(i) for i in indices])
        for index, masks in zip(indices, stack.ink()):
            results[index] = masks
    return results


class Stack:
    """Cuts of one size (and the space at one place in them) one above the other, with
    :attr:`gap` rows between them: wide enough that no step reaches from one cut to the next,
    so every step gives what it gives on each cut alone."""

    def __init__(self, cuts: Sequence[CellCut], px_per_mm: float, fits: Sequence[Fit | None] = ()) -> None:
        self.count = len(cuts)
        self.height, self.width = cuts[0].image.shape
        self.space = cuts[0].space
        self.px_per_mm = px_per_mm
        _, _, w, h = self.space
        self.run = max(int(min(w, h) * 0.45), 3)
        self.gap = self.run
        greys = np.stack([cut.image for cut in cuts])
        self.dark = strokes(greys, np.stack([cut.hat for cut in cuts]), self.space)
        for index, cut in enumerate(cuts):
            if cut.template is not None:
                self.dark[index] = symbol_darkness(cut, self.dark[index], px_per_mm,
                                                   fits[index] if index < len(fits) else None)

    def stacked(self, tiles: np.ndarray, between: int) -> np.ndarray:
        """The ``count`` x height x width ``tiles`` as one image, ``between`` in the gaps."""
        image = np.full((self.count, self.height + self.gap, self.width), between, tiles.dtype)
        image[:, :self.height] = tiles
        return image.reshape(-1, self.width)

    def tiles(self, image: np.ndarray) -> np.ndarray:
        """The stacked ``image`` back as ``count`` x height x width (views, no copy)."""
        return image.reshape(self.count, self.height + self.gap, self.width)[:, :self.height]

    def outline(self, ink: np.ndarray) -> np.ndarray:
        """Straight printed lines near each space's edges: long horizontal and vertical runs of
        ink. Along the stack, erosion sees the gaps as ink and dilation as paper, as OpenCV sees
        beyond a single cut's edges."""
        x, y, w, h = self.space
        lines = cv2.morphologyEx(self.stacked(ink, 0), cv2.MORPH_OPEN,
                                 cv2.getStructuringElement(cv2.MORPH_RECT, (self.run, 1)))
        upright = cv2.getStructuringElement(cv2.MORPH_RECT, (1, self.run))
        eroded = cv2.erode(self.stacked(ink, 1), upright)
        lines = cv2.bitwise_or(lines, cv2.dilate(self.stacked(self.tiles(eroded), 0), upright))
        band = np.ones((self.height, self.width), np.uint8)
        inner = max(int(1.8 * self.px_per_mm), 1)
        band[y + inner:y + h - inner, x + inner:x + w - inner] = 0
        lines = cv2.bitwise_and(lines, self.stacked(np.broadcast_to(band, ink.shape), 0))
        grow = max(int(0.25 * self.px_per_mm), 1)
        return self.tiles(cv2.dilate(lines, np.ones((2 * grow + 1, 2 * grow + 1), np.uint8)))

    def ink(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """Each cut's ink mask and stroke strength (see :func:`ink_mask`)."""
        ink = (self.dark > CUT.ink_darkness).astype(np.uint8)
        ink &= 1 - self.outline(ink)
        count, labels = cv2.connectedComponentsWithAlgorithm(self.stacked(ink, 0), 8, cv2.CV_32S, cv2.CCL_SPAGHETTI)
        x, y, w, h = self.space
        inset = round(CUT.inner_inset_mm * self.px_per_mm)
        inner = self.tiles(labels)[:, y + inset:y + h - inset, x + inset:x + w - inset]
        inside_count = np.bincount(inner.ravel(), minlength=count)
        area = np.bincount(labels.ravel(), minlength=count)
        keep = (area >= CUT.speck_mm2 * self.px_per_mm**2) & (inside_count >= CUT.inner_share * area)
        keep[0] = False
        return list(zip(keep.astype(np.uint8)[self.tiles(labels)], self.dark))


def is_written(mask: np.ndarray, px_per_mm: float = CUT.px_per_mm) -> bool:
    """Whether the ink is a written number rather than dirt: enough area and a real extent.

    >>> blank = np.zeros((170, 170), np.uint8)
    >>> is_written(blank)
    False
    >>> stroke = blank.copy(); stroke[40:120, 84:89] = 1
    >>> is_written(stroke)
    True
    """
    if cv2.countNonZero(mask) < CUT.min_ink_mm2 * px_per_mm**2:
        return False
    _, _, width, height = cv2.boundingRect(mask)
    return max(width, height) >= CUT.min_extent_mm * px_per_mm


def normalise(mask: np.ndarray, dark: np.ndarray | None = None) -> np.ndarray:
    """The ink in the 28 x 28 contract: cropped, scaled into 20 x 20 keeping its aspect ratio,
    centre of mass moved to the centre, ``float32`` with ink 1.0; all zeros when there is none.

    ``dark`` (the stroke strength, :func:`strokes`) gives soft stroke edges; without it the mask itself is used.

    >>> m = np.zeros((100, 100), np.uint8); m[10:90, 45:55] = 1
    >>> out = normalise(m)
    >>> out.shape, out.dtype.name, float(out.max()), int((out.sum(axis=0) > 0).sum()) <= 20
    ((28, 28), 'float32', 1.0, True)
    """
    out = np.zeros((CELL_SIDE, CELL_SIDE), np.float32)
    if not mask.any():
        return out
    x0, y0, width, height = cv2.boundingRect(mask)
    y1, x1 = y0 + height, x0 + width
    ink = mask[y0:y1, x0:x1].astype(np.float32)
    if dark is not None:
        strength = dark[y0:y1, x0:x1] * ink
        values = strength[ink > 0]
        rank = int(0.9 * (values.size - 1))
        top = float(np.partition(values, rank)[rank])
        ink = np.minimum(strength / max(top, 1e-3), 1.0)
    h, w = ink.shape
    scale = DIGIT_BOX / max(h, w)
    size = (max(round(w * scale), 1), max(round(h * scale), 1))
    small = cv2.resize(ink, size, interpolation=cv2.INTER_AREA)
    by_row, by_col = small.sum(axis=1), small.sum(axis=0)
    total = float(by_row.sum())
    if total <= 0:
        return out
    cy, cx = float(by_row @ np.arange(len(by_row))) / total, float(by_col @ np.arange(len(by_col))) / total
    top_y = min(max(round(CELL_SIDE / 2 - cy), 0), CELL_SIDE - small.shape[0])
    left_x = min(max(round(CELL_SIDE / 2 - cx), 0), CELL_SIDE - small.shape[1])
    out[top_y:top_y + small.shape[0], left_x:left_x + small.shape[1]] = small
    return np.minimum(out, 1.0)


@dataclass(frozen=True)
class CellReading:
    """What the cutter found in one space: written or not, and the normalised image."""

    cell: Cell
    written: bool
    ink_mm2: float
    image: np.ndarray


def read_cells(rectified: np.ndarray, geometry: SheetGeometry,
               px_per_mm: float = CUT.px_per_mm) -> dict[Cell, CellReading]:
    """Cut, clean and normalise every space; empty spaces get an all-zero image."""
    readings = {}
    cuts = cut_cells(rectified, geometry, px_per_mm)
    for cell, (mask, dark) in zip(cuts, ink_masks(list(cuts.values()), px_per_mm)):
        written = is_written(mask, px_per_mm)
        image = normalise(mask, dark) if written else np.zeros((CELL_SIDE, CELL_SIDE), np.float32)
        readings[cell] = CellReading(cell, written, cv2.countNonZero(mask) / px_per_mm**2, image)
    return readings


def contact_sheet(readings: dict[Cell, CellReading], geometry: SheetGeometry, scale: int = 3) -> np.ndarray:
    """The normalised images laid out as the pad, for a debug picture (white ink on black)."""
    side = CELL_SIDE * scale + 4
    layout = geometry.layout
    canvas = np.full((layout.rows * side, layout.cols * side), 60, np.uint8)
    for (row, col), reading in readings.items():
        tile = cv2.resize(reading.image, (CELL_SIDE * scale,) * 2, interpolation=cv2.INTER_NEAREST)
        canvas[row * side + 2:row * side + 2 + CELL_SIDE * scale,
               col * side + 2:col * side + 2 + CELL_SIDE * scale] = (tile * 255).astype(np.uint8)
    return canvas


def symbol_picture(cut: CellCut, px_per_mm: float = CUT.px_per_mm) -> np.ndarray:
    """A debug picture of a star or heart space, side by side: the cut as photographed, the print
    its fitted template expects there, the darkness against it (x3) and the ink mask kept.
    A space without a symbol shows the cut, its stroke map, darkness and mask likewise."""
    mask, dark = ink_mask(cut, px_per_mm)
    if cut.template is not None:
        expected = expected_print(cut.template, fit_print(cut.image, cut.template, px_per_mm))
    else:
        expected = cut.hat.astype(np.float32)
    tiles = (cut.image, np.clip(expected, 0, 255).astype(np.uint8),
             (np.minimum(dark * 3, 1) * 255).astype(np.uint8), mask * 255)
    gap = np.full((cut.image.shape[0], 2), 128, np.uint8)
    return np.hstack([part for tile in tiles for part in (tile, gap)][:-1])


def symbols_picture(rectified: np.ndarray, geometry: SheetGeometry,
                    px_per_mm: float = CUT.px_per_mm) -> np.ndarray | None:
    """Every star and heart space's :func:`symbol_picture`, one row each (None on a pad without
    symbols): what a ``--debug`` folder may show to see how the printed symbols were taken out."""
    cuts = [cut for cut in cut_cells(rectified, geometry, px_per_mm).values() if cut.template is not None]
    if not cuts:
        return None
    rows = [symbol_picture(cut, px_per_mm) for cut in cuts]
    width = max(row.shape[1] for row in rows)
    return np.vstack([np.pad(row, ((0, 2), (0, width - row.shape[1])), constant_values=128) for row in rows])
