"""Reading photos of filled sheets: the library behind ``splitter scan``.

One photo goes through named steps: load (full resolution, EXIF turned, grey) -> locate every
sheet -> rectify and cut the spaces -> recognise the digits -> decode -> score. A photo without
a sheet of a known pad is an error, never an invented score. Colour is decoded only for
pictures (``colour``): the reading is the same either way.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from splitter_print.errors import Message, Remedy, SplitterError
from splitter_print.game.layout import Cell, Layout, builtin_layouts, load_layout
from splitter_print.game.scoring import score_sheet
from splitter_print.paper.identity import SheetIdentity, pad_label
from splitter_print.reading.decode import DECODERS, Decoded
from splitter_print.reading.recognise.engine import Engine, EngineName
from splitter_print.reading.result import Evidence, Fixes, SheetReading

if TYPE_CHECKING:
    from splitter_print.reading.cut.cells import CellReading
    from splitter_print.reading.debug import DebugSink
    from splitter_print.reading.locate.card import CardStyle

@dataclass(frozen=True)
class ScanTuning:
    """When a large JPEG is read from its half-size decode rather than the whole photo.

    >>> SCAN.halve_from
    3200
    """

    halve_from: int = 3200
    """A JPEG at least this many pixels long is decoded at half size
    (:attr:`~splitter_print.reading.photo.load.Photo.halved`): twice the side of the locator's
    first reduced copies, which come out the same from the half; the whole photo is decoded only
    when asked for (the locator's largest copy, a small QR code, a sheet too small in the half)."""
    max_half_enlargement: float = 1.5
    """A sheet is cut from the half-size decode when the cutter enlarges it there at most this
    many times (:func:`~splitter_print.reading.cut.cells.enlargement`), else from the whole
    photo: up to this level digits read the same from both, beyond it worse from the half."""


SCAN = ScanTuning()
"""The tuning the reader scans photos with."""
FAINT_INK = np.r_[0.55, np.full(6, 0.075)]
"""Probabilities for a space with some ink, too little to call written: probably empty, but
doubtful, so the player is asked to look."""


def faint_rows(readings: Mapping[Cell, CellReading], order: Sequence[Cell]) -> list[int]:
    """Rows of ``order`` whose space holds some ink but too little to call written: they are
    read as :data:`FAINT_INK`, whatever the engine says of their blank image."""
    return [i for i, cell in enumerate(order) if not readings[cell].written and readings[cell].ink_mm2 > 0]


def resolve_layouts(board: str | Layout) -> tuple[Layout, ...]:
    """The pads to look for: every shipped pad for ``"auto"``, else the one named or given."""
    if isinstance(board, Layout):
        return (board,)
    if board.lower() == "auto":
        return builtin_layouts()
    return (load_layout(board),)


def check_identity(where: str | Message, identity: SheetIdentity | None, layout: Layout) -> None:
    """Refuse a sheet whose QR code names another layout than the pad it would be read as:
    its spaces, stars or hearts differ, so any score would be wrong. ``where`` starts the
    message (the file, and which sheet when a photo holds several).

    >>> from splitter_print.paper.identity import identity_for
    >>> check_identity("x.jpg", identity_for(load_layout("A")), load_layout("A"))
    >>> check_identity("x.jpg", identity_for(load_layout("A")), load_layout("B"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    splitter_print.errors.SplitterError: x.jpg: the sheet's QR code says pad A, not pad B
    """
    if identity is None or identity.matches(layout):
        return
    known = [pad.name for pad in builtin_layouts() if identity.matches(pad)]
    said = Message("pad {pad}", pad=identity.pad) if identity.pad != pad_label(layout.name) else \
        Message("pad {pad} of another layout (fingerprint {found}, not {expected})", pad=identity.pad,
                found=identity.fingerprint, expected=layout.fingerprint)
    shown = {"pad": known[0]} if known else {}
    raise SplitterError("{where}: the sheet's QR code says {said}, not pad {asked}", where=where, said=said,
                        asked=layout.name, remedy=Remedy.CHOOSE_PAD if known else Remedy.GIVE_LAYOUT, **shown)


@dataclass(frozen=True, eq=False)
class LocatedReading:
    """The most probable reading of a located sheet, from :func:`read_located`."""

    decoded: Decoded
    rectified: np.ndarray = field(repr=False)
    """The sheet square-on at :attr:`~splitter_print.reading.cut.cells.CutTuning.px_per_mm`, as read."""
    homography: np.ndarray = field(repr=False)
    """The candidate homography (sheet mm -> photo pixels) the reading was taken under."""
    timings: dict[str, float]
    """Seconds spent cutting spaces (``cells``), recognising them (``engine``), decoding the
    digits from the engine's probabilities (``digits``), over all candidates, and reading the
    printed words (``words``, only where they were read)."""
    hand_adapted: bool
    """Whether the player's calibration strip leaned the reading to their hand."""
    features: dict[Cell, np.ndarray] | None = field(default=None, repr=False)
    """The model's features of each space, as :attr:`Evidence.features`."""
    warnings: tuple[Message, ...] = ()
    """What the sheet's printed words said against its placing (:func:`pad_letter_warnings`), and
    the numbers it never shows that its spaces could be (:func:`~.writer.absent.doubt_absent`)."""


def small_sheet(homography: np.ndarray, layout: Layout) -> tuple[Message, ...]:
    """A warning when the sheet placed by ``homography`` (sheet mm -> the photo's pixels) is
    small in the photo (:attr:`~.cells.CutTuning.small_sheet_enlargement`), naming its spaces' size.

    >>> from splitter_print.game.layout import load_layout
    >>> [str(warning) for warning in small_sheet(np.diag([1.2, 1.2, 1.0]), load_layout("A"))]
    ['the sheet is small in the photo (spaces about 16 px): its digits read less surely; photograph it closer']
    >>> small_sheet(np.diag([4.0, 4.0, 1.0]), load_layout("A"))
    ()
    """
    from splitter_print.paper.geometry import sheet_geometry
    from splitter_print.reading.cut.cells import CUT, enlargement
    from splitter_print.reading.locate.search import space_side

    if enlargement(homography, sheet_geometry(layout)) <= CUT.small_sheet_enlargement:
        return ()
    side = space_side(homography, layout)
    return (Message("the sheet is small in the photo (spaces about {size} px): its digits read less surely; "
                    "photograph it closer", size=round(side)),)


@dataclass(frozen=True)
class CutSheet:
    """A sheet's spaces cut as the reader reads them (:func:`cut_sheet`): the sheet square-on
    (``rectified``), the image its spaces were cut from (``seen``: smoothed on the publisher's
    card where the photo was enlarged), whose card it is (:class:`~.card.CardStyle`, told square-on
    by :func:`~.cells.rectified_card`), and every space."""

    rectified: np.ndarray
    seen: np.ndarray
    card: CardStyle
    readings: dict[Cell, CellReading]


def cut_sheet(image: np.ndarray, homography: np.ndarray, layout: Layout) -> CutSheet:
    """Rectify the sheet placed by ``homography`` (sheet mm -> ``image``'s pixels) and cut its
    spaces; the publisher's card is cut smoothed where the photo was enlarged
    (:func:`~.cells.smoothed`). The digit model's training cuts its made photos with it too, so
    that it learns the cells the reader gives it."""
    from splitter_print.paper.geometry import sheet_geometry
    from splitter_print.reading.cut import cells

    geometry = sheet_geometry(layout)
    rectified = cells.rectify(image, homography, geometry)
    card = cells.rectified_card(rectified, geometry, cells.CUT.px_per_mm)
    seen = cells.smoothed(rectified, cells.enlargement(homography, geometry)) if card.smoothed else rectified
    return CutSheet(rectified, seen, card, cells.read_cells(seen, geometry))


@dataclass(frozen=True)
class WayUpTuning:
    """How the written digits judge which way up a located sheet lies (:func:`read_located`).

    Digits read upside down are mostly doubtful, upright seldom: on made photos read under their
    true placing and its half turn (``bench/orientation_bench.py --curve``), the share of written
    spaces in doubt was at most about a fifth upright, half or more turned."""

    doubt_share: float = 0.25
    """Share of a reading's written spaces in doubt above which the sheet is read turned half
    round too; a turned reading overrules the print only at or below it (it reads as upright
    writing does)."""
    override_share: float = 0.25
    """By how much smaller the turned reading's share of written spaces in doubt must be to
    override the way up the print decided."""
    few_written: int = 8
    """A reading with fewer written spaces than this says too little of its way up: the printed
    words are read to check the way up the print decided (with more, they are read only when
    over :attr:`doubt_share` of them are in doubt)."""


WAY_UP = WayUpTuning()


def half_turned(homography: np.ndarray, layout: Layout) -> np.ndarray:
    """``homography`` (sheet mm -> pixels) with the sheet's pattern turned half round about its
    middle: each space lands where the space opposite it was.

    >>> layout = load_layout("A")
    >>> bool(np.allclose(half_turned(half_turned(np.eye(3), layout), layout), np.eye(3)))
    True
    """
    from splitter_print.paper.geometry import sheet_geometry

    geometry = sheet_geometry(layout)
    (x0, y0), (x1, y1) = geometry.cell_center((0, 0)), geometry.cell_center((layout.rows - 1, layout.cols - 1))
    turned: np.ndarray = homography @ np.array([[-1.0, 0.0, x0 + x1], [0.0, -1.0, y0 + y1], [0.0, 0.0, 1.0]])
    return turned


def doubt_share(decoded: Decoded, layout: Layout) -> float:
    """The share of a reading's written spaces left in doubt (0 for a sheet with none written)."""
    written = sum(decoded.sheet.value(cell) is not None for cell in layout.cells)
    return len(decoded.uncertain) / written if written else 0.0


def overrules(turned: float, placed: float, tuning: WayUpTuning = WAY_UP) -> bool:
    """Whether the sheet read turned half round, with the share ``turned`` of its written spaces
    in doubt, overrules the way up the print decided, read with the share ``placed`` in doubt.

    The writing speaks of its way up only where it reads clearly: the turned reading must read
    as upright writing does (at most :attr:`~WayUpTuning.doubt_share` in doubt) and clearly
    better than the print's way. A sheet too blurred or too small for its digits to read clearly
    either way says nothing of its way up, and the print's decision stands.

    >>> overrules(0.05, 0.9), overrules(0.45, 0.8), overrules(0.2, 0.3)
    (True, False, False)
    """
    return turned <= tuning.doubt_share and turned < placed - tuning.override_share


def read_located(image: np.ndarray, homographies: Sequence[np.ndarray], layout: Layout, engine: Engine,
                 decoder: str = "argmax", debug: DebugSink | None = None, check_way_up: bool = False) -> LocatedReading:
    """Read the sheet under each candidate homography and keep the most probable reading.

    A symmetric pad found from its grid alone may lie either way up. Where the print left that
    open (several candidates, or ``check_way_up``: a way up that the print decided, not a QR
    code, on a pad whose grid turns into itself, with its writing too scant or too doubtful to
    confirm it, :data:`WAY_UP`), the printed words decide first: the candidate under which
    Tesseract reads the title upright (:mod:`~.cut.printed`) wins. Where no words read,
    upside-down digits read badly, so the orientation whose reading has the higher total
    log-probability wins; with ``check_way_up``, a reading that leaves many written spaces in
    doubt is checked against the sheet turned half round, which wins when it reads clearly and
    leaves clearly fewer in doubt (:func:`overrules`). The calibration strip is read only on a card that prints
    it (:attr:`~.card.CardStyle.has_strip`); the publisher's card is read smoothed where the
    photo was enlarged (:func:`~.cells.smoothed`). The writer's hand then settles close calls
    (:mod:`~.writer.hand`), and a number the sheet never shows, where fair dice seldom leave one
    out, puts the spaces that could be it in doubt (:mod:`~.writer.absent`).
    """
    from splitter_print.paper.geometry import sheet_geometry
    from splitter_print.reading.cut import cells
    from splitter_print.reading.cut.printed import read_printed, upright_by_words
    from splitter_print.reading.writer.absent import doubt_absent
    from splitter_print.reading.writer.hand import settle_by_hand

    geometry = sheet_geometry(layout)
    timings = {"cells": 0.0, "engine": 0.0, "digits": 0.0}
    readings = [read_placed(image, homography, layout, engine, decoder, timings, debug) for homography in homographies]
    best = max(readings, key=lambda reading: reading.decoded.log_likelihood)
    turns = check_way_up and layout.turns_into_itself
    doubts = doubt_share(best.decoded, layout)
    few = sum(best.decoded.sheet.value(cell) is not None for cell in layout.cells) < WAY_UP.few_written
    warnings: tuple[Message, ...] = ()
    upright = None
    if len(readings) > 1 or (turns and (few or doubts > WAY_UP.doubt_share)):
        start = time.perf_counter()
        candidates = [reading.homography for reading in readings] if len(readings) > 1 else \
            [best.homography, half_turned(best.homography, layout)]
        printed = read_printed(image, candidates, layout, cells.rectified_card(best.rectified, geometry,
                                                                               cells.CUT.px_per_mm))
        upright = upright_by_words(printed)
        timings["words"] = time.perf_counter() - start
        if upright is not None:
            best = readings[upright] if len(readings) > 1 else \
                best if upright == 0 else read_placed(image, candidates[1], layout, engine, decoder, timings, debug)
            warnings = pad_letter_warnings(printed[upright].letter, layout)
    if upright is None and turns and doubts > WAY_UP.doubt_share:
        turned = read_placed(image, half_turned(best.homography, layout), layout, engine, decoder, timings, debug)
        if overrules(doubt_share(turned.decoded, layout), doubts):
            best = turned
    if debug is not None and debug.active:
        cut = cut_sheet(image, best.homography, layout)
        debug.save("rectified", cut.rectified)
        debug.save("cells", cells.contact_sheet(cut.readings, geometry))
        debug.save("symbols", cells.symbols_picture(cut.rectified, geometry))
    start = time.perf_counter()
    settled, absent = doubt_absent(settle_by_hand(best.decoded, best.features,
                                                  enlarged=cells.enlargement(best.homography, geometry)))
    timings["digits"] += time.perf_counter() - start
    return replace(best, decoded=settled, timings=timings, warnings=(*warnings, *absent))


def pad_letter_warnings(letter: str | None, layout: Layout) -> tuple[Message, ...]:
    """A warning when the pad letter printed on the sheet reads another shipped pad's name than
    ``layout``'s: the sheet may be of that pad.

    >>> [str(warning) for warning in pad_letter_warnings("B", load_layout("A"))]
    ['the pad letter printed on the sheet reads B, not A: check the pad']
    >>> pad_letter_warnings("A", load_layout("A")), pad_letter_warnings("Q", load_layout("A"))
    ((), ())
    """
    others = {pad.name for pad in builtin_layouts()} - {layout.name}
    if letter not in others:
        return ()
    return (Message("the pad letter printed on the sheet reads {letter}, not {pad}: check the pad", letter=letter,
                    pad=layout.name),)


def fallback_engine(name: str) -> tuple[Message, ...]:
    """The warning that Tesseract, chosen to read the digits, is a fallback for printed digits.

    >>> [str(warning) for warning in fallback_engine("tesseract")]
    ['read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model']
    >>> fallback_engine("model")
    ()
    """
    if name != EngineName.TESSERACT:
        return ()
    return (Message("read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the "
                    "model"),)


def engine_label(name: str) -> str | Message:
    """How the ``(read by ...)`` line names the engine ``name``: Tesseract as the fallback it is.

    >>> str(engine_label("tesseract")), engine_label("model")
    ('tesseract, a fallback for printed digits', 'model')
    """
    return Message("tesseract, a fallback for printed digits") if name == EngineName.TESSERACT else name


def read_placed(image: np.ndarray, homography: np.ndarray, layout: Layout, engine: Engine, decoder: str,
                timings: dict[str, float], debug: DebugSink | None) -> LocatedReading:
    """The sheet read under one homography; the seconds spent are added to ``timings``."""
    from splitter_print.paper.geometry import sheet_geometry
    from splitter_print.reading.writer.strip import read_spaces

    start = time.perf_counter()
    cut = cut_sheet(image, homography, layout)
    readings = cut.readings
    middle = time.perf_counter()
    order = list(readings)
    spaces = read_spaces(engine, [readings[cell].image for cell in order], cut.seen, sheet_geometry(layout),
                         debug=debug, with_strip=cut.card.has_strip)
    probs = spaces.probabilities
    probs[faint_rows(readings, order)] = FAINT_INK
    timings["engine"] += time.perf_counter() - middle
    timings["cells"] += middle - start
    middle = time.perf_counter()
    decoded = DECODERS[decoder](layout, order, probs)
    timings["digits"] += time.perf_counter() - middle
    features = None if spaces.features is None else dict(zip(order, spaces.features))
    return LocatedReading(decoded, cut.rectified, homography, {}, spaces.hand_adapted, features)


def scan_photo(path: str | Path, *, board: str | Layout = "auto", engine: str | Engine = "auto",
               fixes: Fixes | None = None, debug_dir: str | Path | None = None,
               colour: bool = False) -> list[SheetReading]:
    """Read and score every sheet in the photo at ``path`` (``-`` reads standard input), in reading order.

    The photo is read in grey (a large JPEG at half size, see :attr:`ScanTuning.halve_from`); with
    ``colour`` its colours are decoded too, for the readings' rectified sheets (pictures of what
    was read, :mod:`~splitter_print.reading.annotate`); they are also decoded when a small
    publisher's sheet needs its orange panel to tell which way up it lies.

    Raises :class:`SplitterError` (message ``"FILE: ..."``) when the photo cannot be read or
    holds no sheet of the pads looked for.
    """
    from splitter_print.paper.geometry import sheet_geometry
    from splitter_print.reading.budget import OverBudgetError
    from splitter_print.reading.cut.cells import CUT, enlargement, rectify
    from splitter_print.reading.debug import DebugSink
    from splitter_print.reading.locate.search import NoSheetError, locate_sheets, space_side
    from splitter_print.reading.photo.load import HALVED_TO_WHOLE, load_photo
    from splitter_print.reading.photo.quality import measure, pattern_sides, too_blurred_for_any_sheet
    from splitter_print.reading.recognise.engines import TimedEngine, get_engine

    layouts = resolve_layouts(board)
    timed = TimedEngine(get_engine(engine) if isinstance(engine, str) else engine)
    photo = load_photo(path, grey=True, halve_from=SCAN.halve_from)
    file = photo.path
    debug = DebugSink(debug_dir)
    in_colour = functools.cache(photo.in_colour)

    @functools.cache
    def whole() -> np.ndarray:
        with debug.clock("decode"):
            return photo.whole()

    to_whole = HALVED_TO_WHOLE if photo.halved else np.eye(3)
    start = time.perf_counter()
    try:
        located = locate_sheets(photo.image, layouts, debug=debug, colour=in_colour,
                                finer=whole if photo.halved else None)
    except (NoSheetError, OverBudgetError) as err:
        problem = err.message
        if isinstance(err, NoSheetError):
            problem = too_blurred_for_any_sheet(photo.image, pattern_sides(layouts)) or problem
        if photo.damage:
            raise SplitterError("{file}: {problem}; the JPEG is damaged ({detail:any}), which may be why: send it "
                                "again", file=file, problem=problem, detail=photo.damage,
                                remedy=err.remedy) from None
        raise SplitterError("{file}: {problem}", file=file, problem=problem, remedy=err.remedy) from None
    if not located:
        raise SplitterError("{file}: no score sheet found", file=file)
    cut_whole = [photo.halved and
                 enlargement(found.homography, sheet_geometry(found.layout)) > SCAN.max_half_enlargement
                 for found in located]
    if any(cut_whole):
        whole()
    steps = {**debug.timings, "decode": photo.decode_seconds + debug.timings.get("decode", 0.0)}
    steps["locate"] = time.perf_counter() - start - steps.get("reduce", 0.0) - debug.timings.get("decode", 0.0)
    for index, found in enumerate(located):
        check_identity(Message("{file}: sheet {number}", file=file, number=index + 1) if len(located) > 1 else file,
                       found.identity, found.layout)
    coloured = None
    if colour:
        with debug.clock("colour"):
            coloured = in_colour()
    results = []
    for index, (found, from_whole) in enumerate(zip(located, cut_whole)):
        image, to_image = (whole(), to_whole) if from_whole else (photo.image, np.eye(3))
        best = read_located(image, tuple(to_image @ h for h in (found.homography, *found.alternatives)),
                            found.layout, timed, debug=debug,
                            check_way_up=found.identity is None and not found.alternatives)
        in_photo = best.homography if from_whole else to_whole @ best.homography
        identity = found.identity
        rectified = best.rectified if coloured is None else \
            rectify(coloured, np.linalg.inv(to_whole) @ in_photo, sheet_geometry(found.layout))
        measured = time.perf_counter()
        quality = measure(best.rectified, sheet_geometry(found.layout), CUT.px_per_mm,
                          space_side(in_photo, found.layout))
        timings = {**best.timings, "quality": time.perf_counter() - measured}
        for step, seconds in timings.items():
            debug.timings[step] = debug.timings.get(step, 0.0) + seconds
        reading = SheetReading(
            file=file, index=index, layout=found.layout, decoded=best.decoded, card=score_sheet(best.decoded.sheet),
            evidence=Evidence(rectified, CUT.px_per_mm, in_photo, best.features,
                              {**{step: seconds / len(located) for step, seconds in steps.items()}, **timings}),
            method=found.method, engine=timed.name,
            warnings=(*photo.warnings, *found.warnings, *best.warnings, *small_sheet(in_photo, found.layout),
                      *fallback_engine(timed.name)),
            serial=getattr(identity, "serial", None), hand_adapted=best.hand_adapted,
            quality=quality)
        if fixes:
            reading = reading.with_fixes(fixes)
        results.append(reading)
    read_steps = ("colour", "cells", "words", "engine", "digits", "quality")
    debug.save_timings({**steps, **{step: debug.timings[step] for step in read_steps if step in debug.timings}})
    return results
