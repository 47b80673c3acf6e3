"""A game night: every player's photo read in parallel, checked against the game's rolls, ranked.

Steps, each a function usable from Python:

1. :func:`find_photos` turns folders and files into the list of photos to read;
2. :func:`read_photos` reads them in parallel processes (one bad photo is an error entry,
   never a stop); :func:`apply_night_fixes` sets the spaces a person checked on the paper
   (``--fix PHOTO:R,C=D``), so the cross-check takes them as certain;
3. :func:`settle` reads every sheet again against the rolls: the given roll log, or the rolls
   the sheets agree on (consensus); sheets that cannot agree are flagged, not corrected; it
   builds the :class:`Night`, its sheets named by player when names are given;
4. :attr:`Night.ranking` ranks the sheets; :mod:`splitter_print.night.report` writes CSV, JSON and
   the contact sheet; with a roll log given, :attr:`Night.best` is the best possible sheet.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import BrokenExecutor
from contextlib import suppress
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from splitter_print.errors import ExitStatus, Message, SplitterError
from splitter_print.game.best import BestSheet, best_sheet
from splitter_print.game.dice import Pair, Roll, check_sheet, held_rolls, pair_counts, pair_text
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.ranking import rank
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.reading.recognise.engine import EngineName
from splitter_print.reading.result import SheetReading, space_problem
from splitter_print.reading.scan import scan_photo

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

    from splitter_print.night.constrained import ConstrainedReading

PHOTO_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff", ".heic", ".bmp", ".pdf")


@dataclass(frozen=True)
class CrossCheck:
    """When a batch's sheets are read against each other, and which fixes a flagged sheet is offered.

    >>> CROSS_CHECK.min_sheets
    3
    """

    min_sheets: int = 3
    """From this many sheets on, the others outvote one sheet's slip or misreading. Two sheets
    can only say whether they agree: when they hold different pairs nobody can tell which of
    them is wrong (a sure misreading looks like a number written wrong), so both are flagged
    (:func:`disputed`) and neither is corrected."""
    max_suggested_fixes: int = 2
    """A flagged sheet is offered the ``--fix`` values that would make it hold the rolls only
    when they are this few (a misreading or a slip) or all one number read as another (a hand
    the reader does not know). A sheet further from the rolls holds another game's, and
    rewriting its clear numbers into these rolls would only hide that."""


CROSS_CHECK = CrossCheck()
"""How the reader cross-checks a batch."""


NOT_HELD = Message("does not hold the rolls")
"""Why a sheet is flagged, unless said otherwise: it does not hold the rolls."""


@dataclass(frozen=True)
class PhotoResult:
    """What one photo gave: its sheets, or the error that stopped it."""

    file: str
    readings: tuple[SheetReading, ...] = ()
    error: SplitterError | None = None
    unapplied: tuple[NightFix, ...] = ()
    """The ``--fix`` values for this photo that could not be applied because it failed."""


class SheetStatus(StrEnum):
    """What a night's cross-check says of one sheet."""

    OK = "ok"
    """It agrees with the rolls (perhaps after corrections), or was read on its own."""
    FLAGGED = "flagged"
    """Kept as read, not corrected: a person should look at the paper."""


class RollsSource(StrEnum):
    """Where the rolls a night was read against came from."""

    GIVEN = "given"
    """A roll log kept during the game."""
    ESTIMATED = "estimated"
    """The rolls most of the sheets agree on (consensus)."""
    NONE = "none"
    """No rolls: every sheet was read on its own."""


class MarkedBy(StrEnum):
    """Why a space of a sheet is put to a person."""

    ROLLS = "rolls"
    """The closest reading that holds the rolls gives it another number (a flagged sheet)."""
    READER = "reader"
    """The reader doubts its reading (:attr:`~.result.SheetReading.uncertain`)."""


@dataclass(frozen=True)
class Mark:
    """A space to look at on the paper, with its question: is it ``asked``? (the number the
    rolls want there, or the reader's own reading to confirm); ``None`` is an empty space."""

    cell: Cell
    read: int | None
    asked: int | None
    by: MarkedBy
    others: tuple[Cell, ...] = ()
    """The other spaces, one of which instead of this one would hold the rolls as nearly
    (:attr:`SheetOutcome.alternatives`): answering one settles the rest."""

    def to_json(self) -> dict[str, object]:
        return {"cell": list(self.cell), "read": self.read, "asked": self.asked, "by": str(self.by),
                "or": [list(cell) for cell in self.others]}


Changes = tuple[tuple[Cell, int | None], ...]
"""Spaces of a sheet with the numbers a reading that holds the rolls gives them."""


def marked(reading: SheetReading, suggested: Changes = (), alternatives: Sequence[Changes] = ()) -> tuple[Mark, ...]:
    """The spaces a person should check, each once: for a sheet flagged against the rolls the
    ``suggested`` spaces the closest fitting reading would change (:attr:`SheetOutcome.suggested`,
    the ``--fix`` values the terminal offers), or, when several readings are as near
    (:attr:`SheetOutcome.alternatives`), every space one of them changes, each naming the
    others; then every space the reader doubts (what ``scan`` lists as "check these spaces").
    What ``scan --json``, ``batch --json`` and ``serve``'s page give as ``marked``.

    >>> from splitter_print.game.layout import parse_layout
    >>> from splitter_print.reading.decode import decode_argmax
    >>> import numpy as np
    >>> tiny = parse_layout("name = 'tiny'\\npattern = '##'")
    >>> probs = np.array([[0, 0, .5, .5, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1.0]])
    >>> decoded = decode_argmax(tiny, tiny.cells, probs)
    >>> reading = SheetReading("a.jpg", 0, tiny, decoded, score_sheet(decoded.sheet), np.zeros((1, 1)), 4.0,
    ...                        "grid", "model")
    >>> [mark.to_json() for mark in marked(reading)]
    [{'cell': [0, 0], 'read': 2, 'asked': 2, 'by': 'reader', 'or': []}]
    >>> either = [(((0, 0), 3),), (((0, 1), 3),)]
    >>> [(mark.cell, mark.asked, mark.others) for mark in marked(reading, alternatives=either)]
    [((0, 0), 3, ((0, 1),)), ((0, 1), 3, ((0, 0),))]
    """
    rolls = tuple(Mark(cell, reading.sheet.value(cell), number, MarkedBy.ROLLS) for cell, number in suggested)
    if alternatives:
        first: dict[Cell, Mark] = {}
        for i, fit in enumerate(alternatives):
            others = tuple(dict.fromkeys(other for j, each in enumerate(alternatives) if j != i for other, _ in each))
            for cell, number in fit:
                first.setdefault(cell, Mark(cell, reading.sheet.value(cell), number, MarkedBy.ROLLS,
                                            tuple(other for other in others if other != cell)))
        rolls = tuple(first.values())
    asked = {mark.cell for mark in rolls}
    return (*rolls, *(Mark(cell, reading.sheet.value(cell), reading.sheet.value(cell), MarkedBy.READER)
                      for cell in reading.uncertain if cell not in asked))


@dataclass(frozen=True)
class SheetOutcome:
    """One sheet read, for ``scan``, ``batch`` and the page alike: its final reading and what
    the night's cross-check (or the roll log) said of it.

    A flagged sheet is kept as read for the ``reason`` given (it does not hold the rolls, or
    it disagrees with the only other sheet); ``changed`` lists spaces the rolls corrected,
    ``fixed`` the spaces a person set by hand.
    """

    reading: SheetReading
    status: SheetStatus
    changed: tuple[tuple[int, int], ...] = ()
    problems: tuple[Message, ...] = ()
    reason: Message = NOT_HELD
    hand_from_rolls: bool = False
    """Corrected beyond the roll limits because every change looks like the player's own
    writing of the number the rolls give it (:mod:`~splitter_print.night.hand`)."""
    suggested: Changes = ()
    """For a flagged sheet, the closest reading that would settle it: spaces and numbers; empty
    when several are as near (:attr:`alternatives`)."""
    alternatives: tuple[Changes, ...] = ()
    """For a flagged sheet that several readings would settle as nearly, each one's changes: a
    person must say which, the rolls cannot (empty when one reading is the nearest)."""
    missing: tuple[Pair, ...] = ()
    """For a flagged sheet, the rolled pairs it does not hold as read."""
    player: str | None = None
    """The player's name, when the night was given one for this sheet."""
    game: int = 1
    """Which game of the night the sheet belongs to, from 1 (photos of several games)."""
    checked: bool = True
    """Whether the sheet was checked at all: ``scan`` without a roll log reads each sheet on its
    own, and says only the reading (:meth:`to_json`), no cross-check."""

    @property
    def label(self) -> str:
        """How the ranking names the sheet: the player, else the photo (:func:`sheet_label`)."""
        return self.player or sheet_label(self.reading)

    @property
    def photo(self) -> str:
        """The sheet's photo as a night's fix names it: ``anna.jpg``, ``table.jpg#2`` for a
        photo's second sheet."""
        return Path(self.reading.file).name + (f"#{self.reading.index + 1}" if self.reading.index else "")

    @property
    def fixed(self) -> tuple[Cell, ...]:
        """The spaces a person set by hand (kept by the reading itself)."""
        return self.reading.fixed

    def lines(self) -> list[Message]:
        """What the rolls did to this sheet, in words, for the terminal."""
        if self.status is SheetStatus.FLAGGED:
            return [Message("this sheet {reason}; kept as read, please check:", reason=self.reason), *self.problems]
        cells = tuple(f"{r},{c}" for r, c in self.changed)
        if self.changed and self.hand_from_rolls:
            return [Message("corrected {cells:list} to fit the rolls: each looks like this player's own writing of "
                            "the number the rolls give it elsewhere on the sheet", cells=cells)]
        if self.changed:
            return [Message("corrected {cells:list} to fit the rolls", cells=cells)]
        return [Message("holds exactly the rolled pairs")]

    def to_json(self, lang: str = "en") -> dict[str, object]:
        data = self.reading.to_json(lang)
        if not self.checked:
            return {**data, "marked": [mark.to_json() for mark in marked(self.reading)]}
        if self.player:
            data["player"] = self.player
        data["game"] = self.game
        data["status"] = self.status
        data["changed_by_rolls"] = [list(cell) for cell in self.changed]
        data["fixed_by_hand"] = [list(cell) for cell in self.fixed]
        data["hand_from_rolls"] = self.hand_from_rolls
        if self.status is SheetStatus.FLAGGED:
            data["reason"] = str(self.reason)
        if self.problems:
            data["problems"] = [str(problem) for problem in self.problems]
        data["marked"] = [mark.to_json() for mark in marked(self.reading, self.suggested, self.alternatives)]
        if self.status is SheetStatus.FLAGGED:
            data["missing_rolls"] = [pair_text(pair) for pair in self.missing]
        return data

    @property
    def asked(self) -> Changes:
        """Every space the rolls point at, with the number they want there: :attr:`suggested`, or
        the spaces of all the :attr:`alternatives`."""
        return self.suggested or tuple(change for fit in self.alternatives for change in fit)


@dataclass(frozen=True)
class PhotoOutcome:
    """One photo of a night or of a ``scan``: its sheets' outcomes, or why it failed."""

    file: str
    outcomes: tuple[SheetOutcome, ...] = ()
    error: SplitterError | None = None
    unapplied: tuple[NightFix, ...] = ()
    """The ``--fix`` values for this photo that could not be applied because it failed."""
    written: tuple[Path, ...] = ()
    """The pictures written of it (``scan --annotate``)."""


@dataclass(frozen=True)
class Game:
    """One game of a night: the rolls its sheets were read against, and where they came from."""

    rolls: tuple[Roll, ...]
    rolls_source: RollsSource


@dataclass(frozen=True)
class Night:
    """The whole game night: per photo its sheet outcomes or error, the rolls used, the ranking."""

    photos: tuple[PhotoOutcome, ...]
    rolls: tuple[Roll, ...]
    rolls_source: RollsSource
    notes: tuple[Message, ...]
    other_games: tuple[Game, ...] = ()
    """Games 2, 3, ... when the photos hold several games; ``rolls`` are game 1's."""
    find_best: bool = True
    """Search the best possible sheet for a given roll log (:attr:`best`); off, it stays empty."""

    @property
    def games(self) -> tuple[Game, ...]:
        return (Game(self.rolls, self.rolls_source), *self.other_games)

    @property
    def outcomes(self) -> list[SheetOutcome]:
        return [outcome for photo in self.photos for outcome in photo.outcomes]

    @cached_property
    def ranking(self) -> tuple[tuple[int, SheetOutcome], ...]:
        """``(place, sheet)`` pairs by total, best first, each game of the night on its own;
        tied sheets share a place. Ranked once, when first asked for."""
        return tuple(entry for game in range(1, len(self.games) + 1)
                     for entry in rank([o for o in self.outcomes if o.game == game],
                                       total=lambda o: o.reading.card.total))

    @property
    def failed(self) -> list[tuple[str, SplitterError]]:
        return [(photo.file, photo.error) for photo in self.photos if photo.error is not None]

    @property
    def exit_status(self) -> ExitStatus:
        """USAGE when no sheet was read, PROBLEM when a photo failed or a sheet is flagged."""
        flagged = sum(outcome.status is SheetStatus.FLAGGED for outcome in self.outcomes)
        return ExitStatus.of_run(len(self.outcomes), len(self.failed), flagged)

    @property
    def best_pads(self) -> dict[str, Layout]:
        """The pads, by name, whose best possible sheet :attr:`best` searches: with a given roll
        log (and :attr:`find_best`), each pad the night's sheets use that has room for the rolls."""
        if self.rolls_source is not RollsSource.GIVEN or not self.find_best:
            return {}
        layouts = {outcome.reading.layout.name: outcome.reading.layout for outcome in self.outcomes}
        return {name: layout for name, layout in sorted(layouts.items()) if len(self.rolls) <= len(layout.mirror_pairs)}

    @cached_property
    def best(self) -> dict[str, BestSheet]:
        """The best possible sheet on each of :attr:`best_pads`, by pad name. Searched once per
        night, when first asked for: up to the default time limit per pad, measured in the
        solver's work, so that the same night always gets the same answer."""
        return {name: best_sheet(layout, self.rolls) for name, layout in self.best_pads.items()}


@dataclass(frozen=True)
class NightOptions:
    """How :func:`score_night` reads a night (the options of ``splitter batch``)."""

    rolls: tuple[Roll, ...] | None = None
    """The game's roll log; ``None`` to cross-check the sheets against each other."""
    board: str = "auto"
    engine: EngineName = EngineName.AUTO
    jobs: int | None = None
    fixes: tuple[NightFix, ...] = ()
    """The spaces set by hand after checking the paper."""
    names: Mapping[str, str] = field(default_factory=dict)
    """The players' names, by photo (``PHOTO`` or ``PHOTO#N``, as :func:`players` takes them)."""
    consensus: bool = True
    colour: bool = False
    """Keep the sheets in colour, for pictures."""
    best: bool = True
    """With a roll log, search the game's best possible sheet (:attr:`Night.best`)."""


def score_night(inputs: Sequence[str], options: NightOptions = NightOptions(),
                progress: Callable[[int, int], None] | None = None) -> Night:
    """A game night from folders and photo files: every photo read (in parallel), the spaces set
    by hand applied, every sheet cross-checked with the rolls, and the sheets ranked;
    ``progress(done, total)`` is called after each photo.

    One photo that cannot be read is an error entry of the night, never a stop; a ``--fix``
    that names no photo of the night raises :class:`SplitterError` before anything is read.
    """
    photos, unusable = gather_photos(inputs)
    fixes = fixes_by_photo(options.fixes, photos)
    done: list[PhotoResult] = []

    def count(result: PhotoResult) -> None:
        done.append(result)
        if progress:
            progress(len(done), len(photos))

    cross_check = options.rolls is not None or (options.consensus and len(photos) >= CROSS_CHECK.min_sheets)
    results = unusable + read_photos(photos, board=options.board, engine=options.engine, jobs=options.jobs,
                                     progress=count, colour=options.colour,
                                     meanwhile=prepare_cross_check if cross_check else None)
    return settle(apply_night_fixes(results, fixes), options.rolls, consensus=options.consensus,
                  names=options.names, find_best=options.best)


def players(results: Sequence[PhotoResult], names: Mapping[str, str]) -> dict[tuple[str, int], str]:
    """The players' names by sheet, ``(photo file, sheet index)``: a photo's name, with or
    without its folder, names its first sheet; ``PHOTO#N`` its sheet N. A name for a photo (or
    sheet) the night does not hold raises :class:`SplitterError`."""
    sheets: dict[str, tuple[str, int]] = {}
    for result in results:
        for reading in result.readings:
            suffix = f"#{reading.index + 1}" if reading.index else ""
            for key in (result.file, Path(result.file).name):
                sheets[key + suffix] = (result.file, reading.index)
    unknown = [key for key in names if key not in sheets]
    if unknown:
        raise SplitterError("the name {name}: no such photo (or sheet) in this night", name=unknown[0])
    return {sheets[key]: player for key, player in names.items()}


def find_photos(inputs: Sequence[str]) -> list[str]:
    """Photos named directly, plus every photo file directly inside named folders (sorted); a
    PDF of several pages stands for its pages (:func:`~splitter_print.reading.photo.pdf.pdf_pages`).

    A folder with no photos, or a name that does not exist, raises :class:`SplitterError`.
    """
    from splitter_print.reading.photo.load import LIMITS
    from splitter_print.reading.photo.pdf import pdf_pages

    photos: list[str] = []
    for name in inputs:
        path = Path(name)
        if _is_folder(path):
            files = sorted(str(p) for p in path.iterdir() if p.suffix.lower() in PHOTO_SUFFIXES and p.is_file())
            found = [page for file in files for page in pdf_pages(file, max_bytes=LIMITS.file_bytes, listed=True)]
            if not found:
                raise SplitterError("{file}: no photos in this folder ({kinds:list})", file=name, kinds=PHOTO_SUFFIXES)
            photos += found
        else:
            photos += pdf_pages(name, max_bytes=LIMITS.file_bytes)
    return photos


def _is_folder(path: Path) -> bool:
    """Whether ``path`` is a folder; a name the system cannot even look up (too long) is not,
    and reading it as a photo then says what is wrong with it."""
    try:
        return path.is_dir()
    except OSError:
        return False


def gather_photos(inputs: Sequence[str]) -> tuple[list[str], list[PhotoResult]]:
    """:func:`find_photos` input by input: a folder without photos becomes an error entry of
    the night (reported with the photos that failed) instead of stopping the others."""
    photos: list[str] = []
    unusable: list[PhotoResult] = []
    for name in inputs:
        try:
            photos += find_photos([name])
        except SplitterError as err:
            unusable.append(PhotoResult(name, error=err))
    return photos, unusable


@dataclass(frozen=True)
class NightFix:
    """A space of one sheet of the night, set by hand after checking the paper; written
    ``PHOTO:R,C=D``, or ``PHOTO#N:R,C=D`` for sheet N of a photo holding several.

    >>> str(NightFix("night/anna.jpg", None, (3, 1), 6)), str(NightFix("table.jpg", 2, (0, 4), None))
    ('night/anna.jpg:3,1=6', 'table.jpg#2:0,4=-')
    """

    photo: str
    """The photo's path as given, or its file name."""
    sheet: int | None
    """Which sheet of the photo, counted from 1 as the ranking shows it; ``None`` when not said."""
    cell: Cell
    number: int | None
    """The number written there; ``None`` for empty."""

    def __str__(self) -> str:
        sheet = "" if self.sheet is None else f"#{self.sheet}"
        return f"{self.photo}{sheet}:{self.cell[0]},{self.cell[1]}={'-' if self.number is None else self.number}"


def fixes_by_photo(fixes: Sequence[NightFix], photos: Sequence[str]) -> dict[str, tuple[NightFix, ...]]:
    """The fixes grouped by the photo of the night they name, by its path as given or its file
    name; a name that matches no photo, or two, raises :class:`SplitterError` (before any
    photo is read: only the names are needed).

    >>> fixes = fixes_by_photo([NightFix("anna.jpg", None, (3, 1), 6)], ["n/anna.jpg", "n/ben.jpg"])
    >>> [str(fix) for fix in fixes["n/anna.jpg"]]
    ['anna.jpg:3,1=6']
    """
    def key(path: str) -> str:
        return os.path.normpath(os.path.abspath(path))

    grouped: dict[str, tuple[NightFix, ...]] = {}
    for fix in fixes:
        matches = sorted({photo for photo in photos if key(photo) == key(fix.photo) or Path(photo).name == fix.photo})
        if not matches:
            raise SplitterError("the fix {fix}: no photo {photo} in this batch (name it by its path as given or by "
                                "its file name)", fix=str(fix), photo=fix.photo)
        if len(matches) > 1:
            raise SplitterError("the fix {fix}: {photo} could be {matches}; give its path", fix=str(fix),
                                photo=fix.photo, matches=Message("{first} or {last}", first=", ".join(matches[:-1]),
                                                                 last=matches[-1]))
        grouped[matches[0]] = (*grouped.get(matches[0], ()), fix)
    return grouped


def apply_night_fixes(results: Sequence[PhotoResult], fixes: Mapping[str, Sequence[NightFix]]) -> list[PhotoResult]:
    """The photos' readings with the spaces set by hand (``fixes`` as :func:`fixes_by_photo`
    groups them), certain from now on, so the cross-check honours them; each reading records
    which spaces were set (``SheetReading.fixed``). A photo that could not be read keeps its
    error, and its fixes are left out, listed as :attr:`PhotoResult.unapplied` so that the
    player is told they were not applied.

    A fix without ``#N`` on a photo of several sheets, a sheet the photo does not hold, or a
    space not on the pad raises :class:`SplitterError`.

    >>> fixes = fixes_by_photo([NightFix("anna.jpg", None, (3, 1), 6)], ["n/anna.jpg", "n/ben.jpg"])
    >>> results = [PhotoResult("n/anna.jpg", error=SplitterError("{file}: no such file", file="n/anna.jpg")),
    ...            PhotoResult("n/ben.jpg")]
    >>> [[str(fix) for fix in result.unapplied] for result in apply_night_fixes(results, fixes)]
    [['anna.jpg:3,1=6'], []]
    """
    fixed = []
    for result in results:
        wanted = fixes.get(result.file, ())
        if not wanted or result.error is not None:
            fixed.append(replace(result, unapplied=tuple(wanted)) if wanted else result)
            continue
        by_sheet: dict[int, dict[Cell, int | None]] = {}
        for fix in wanted:
            by_sheet.setdefault(_fixed_reading(fix, result.readings).index, {})[fix.cell] = fix.number
        readings = tuple(reading.with_fixes(by_sheet[reading.index]) if reading.index in by_sheet else reading
                         for reading in result.readings)
        fixed.append(replace(result, readings=readings))
    return fixed


def _fixed_reading(fix: NightFix, readings: Sequence[SheetReading]) -> SheetReading:
    """The sheet of a photo a fix names; a sheet the photo does not hold, or a space not on its
    pad, raises :class:`SplitterError` starting with the fix as typed."""
    sheets = len(readings)
    if fix.sheet is None and sheets > 1:
        raise SplitterError("the fix {fix}: {photo} holds {count} sheets; say which, e.g. {photo}#1:{cell}=...",
                            fix=str(fix), photo=fix.photo, count=sheets, cell=f"{fix.cell[0]},{fix.cell[1]}")
    if fix.sheet is not None and fix.sheet > sheets:
        if sheets == 1:
            raise SplitterError("the fix {fix}: {photo} holds one sheet, not {sheet}", fix=str(fix), photo=fix.photo,
                                sheet=fix.sheet)
        raise SplitterError("the fix {fix}: {photo} holds {count} sheets, not {sheet}", fix=str(fix), photo=fix.photo,
                            count=sheets, sheet=fix.sheet)
    reading = readings[(fix.sheet or 1) - 1]
    problem = space_problem(reading.layout, fix.cell)
    if problem:
        raise SplitterError("the fix {fix}: {problem}", fix=str(fix), problem=problem)
    return reading


def _read_one(path: str, board: str, engine: EngineName, colour: bool = False) -> PhotoResult:
    try:
        return PhotoResult(path, tuple(scan_photo(path, board=board, engine=engine, colour=colour)))
    except Exception as err:
        return PhotoResult(path, error=unreadable(path, err))


def unreadable(name: str, err: Exception) -> SplitterError:
    """The one line a photo that failed is reported with, by ``batch``, ``scan`` alike: a
    :class:`SplitterError` as it is (it names the photo and says what to do), any other error
    (a bug in the reader) said like an unusable photo, so that it never stops the other photos
    or loses their results.

    >>> str(unreadable("a.jpg", ZeroDivisionError("float division by zero")))
    'a.jpg: could not be read (ZeroDivisionError: float division by zero)'
    >>> refused = SplitterError("{file}: empty file", file="a.jpg")
    >>> unreadable("a.jpg", refused) is refused
    True
    """
    if isinstance(err, SplitterError):
        return err
    return SplitterError("{file}: could not be read ({error:any})", file=name, error=f"{type(err).__name__}: {err}")


def one_thread() -> None:
    """Each worker reads one photo at a time on one core; ``jobs`` workers share the CPU."""
    import cv2

    cv2.setNumThreads(1)


def warm_reader(engine: EngineName = EngineName.AUTO) -> None:
    """Start a reading worker: one core, the reader imported and ``engine``'s model loaded now,
    once, so that every photo it is given reads at full speed. An engine that cannot load is
    left for the first photo to report."""
    from splitter_print.reading import scan  # noqa: F401  the reader, imported once
    from splitter_print.reading.cut import cells  # noqa: F401
    from splitter_print.reading.locate import search  # noqa: F401
    from splitter_print.reading.photo import load  # noqa: F401
    from splitter_print.reading.recognise.engines import get_engine

    one_thread()
    with suppress(SplitterError):
        get_engine(engine)


@cache
def reading_pool(jobs: int, engine: EngineName) -> ProcessPoolExecutor:
    """``jobs`` warm reading workers (:func:`warm_reader`), started once and kept for every later
    night of this process (started with "spawn": fresh interpreters, safe with OpenCV's threads)."""
    import atexit
    import multiprocessing  # the process machinery: only for nights read by more than one job
    from concurrent.futures import ProcessPoolExecutor

    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"), initializer=warm_reader,
                               initargs=(engine,))
    atexit.register(pool.shutdown)
    return pool


def prepare_cross_check() -> None:
    """Load what reading sheets against rolls needs (SciPy takes a second), while the workers read."""
    from splitter_print.night import consensus, constrained  # noqa: F401  imported now, used by settle


def read_photos(paths: Sequence[str], *, board: str = "auto", engine: EngineName = EngineName.AUTO,
                jobs: int | None = None, progress: Callable[[PhotoResult], None] | None = None, colour: bool = False,
                meanwhile: Callable[[], None] | None = None) -> list[PhotoResult]:
    """Read every photo, ``jobs`` at a time, each on one core, keeping the input order (with
    ``colour``, the readings' rectified sheets in colour, for annotations); ``progress`` is
    called as each photo is read; with more than one job ``meanwhile`` is run while the workers
    start, before this process reads.

    This process reads too: ``jobs - 1`` warm worker processes (:func:`reading_pool`) take the
    photos from the start of the list, this process from the end, each photo the one nobody
    has taken yet, so that the workers' start (a fresh interpreter importing the reader) is
    spent reading here, and a short night is not slower with more jobs. A script calling this
    with more than one job needs the usual ``if __name__ == "__main__":`` guard. The default is
    one job per core.
    """
    import cv2

    jobs = max(1, min(jobs or os.cpu_count() or 1, len(paths) or 1))
    said = threading.Lock()  # progress is told from this thread and from the pool's

    def tell(result: PhotoResult) -> None:
        if progress:
            with said:
                progress(result)

    def told(future: Future[PhotoResult]) -> None:
        if not future.cancelled() and future.exception() is None:
            tell(future.result())

    futures = [reading_pool(jobs - 1, engine).submit(_read_one, path, board, engine, colour)
               for path in paths] if jobs > 1 else []
    for future in futures:
        future.add_done_callback(told)
    if meanwhile and futures:
        meanwhile()
    threads = cv2.getNumThreads()
    one_thread()
    try:
        here = {}
        for index in reversed(range(len(paths))) if futures else range(len(paths)):
            if not futures or futures[index].cancel():  # no worker has taken it: read it here
                here[index] = _read_one(paths[index], board, engine, colour)
                tell(here[index])
    finally:
        cv2.setNumThreads(threads)
    try:
        return [here[index] if index in here else futures[index].result() for index in range(len(paths))]
    except BrokenExecutor:
        reading_pool.cache_clear()  # a worker died (killed, out of memory): the next night starts afresh
        raise


def read_with_rolls(reading: SheetReading, rolls: Sequence[Roll]) -> SheetOutcome:
    """A sheet read against known rolls: corrected when the rolls fit, or when every change they
    need is the player's own way of writing a number; flagged when they cannot."""
    from splitter_print.night.constrained import decoded_with_rolls  # SciPy: only when there are rolls
    from splitter_print.night.hand import changes, explained_by_hand

    decoded, constrained = decoded_with_rolls(reading.decoded, rolls)
    probabilities = reading.decoded.probabilities
    strained = constrained.disagrees(probabilities)
    own_hand = strained and not set(constrained.changed) & set(reading.fixed) and explained_by_hand(
        reading.evidence.features, constrained.values, changes(constrained, probabilities))
    if strained and not own_hand and len(constrained.changed) > CROSS_CHECK.max_suggested_fixes and \
            one_misreading(reading.sheet, decoded.sheet, constrained.changed) is None:
        return SheetOutcome(reading, SheetStatus.FLAGGED, reason=Message("does not seem to hold these rolls"),
                            problems=(Message("{count} of its pairs are not among the rolls: another game's sheet, or "
                                              "another game's roll log?", count=strangers(reading.sheet, rolls)),))
    if strained and not own_hand:
        check = check_sheet(reading.sheet, rolls)
        problems = check.problems() or (Message("the reading fits the rolls only by overruling clear digits"),)
        swap = one_misreading(reading.sheet, decoded.sheet, constrained.changed)
        hint = () if swap is None or reading.hand_adapted else (Message(
            "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have "
            "them fill the calibration strip (1 to 6, once) so the reader learns their hand", read=swap[0],
            rolled=swap[1]),)
        line, suggested, choices = closest_fits(reading, rolls, constrained, decoded.sheet)
        return SheetOutcome(reading, SheetStatus.FLAGGED, problems=(*problems, *hint, line), suggested=suggested,
                            alternatives=choices, missing=check.missing)
    final = replace(reading, decoded=decoded, card=score_sheet(decoded.sheet))
    return SheetOutcome(final, SheetStatus.OK, changed=constrained.changed, hand_from_rolls=own_hand)


def one_misreading(read: Sheet, fitted: Sheet, changed: Sequence[Cell]) -> tuple[int, int] | None:
    """``(read, rolled)`` when the rolls change at least two spaces and every change is the
    same number read as the same other number: the mark of a hand the reader does not know
    (one number always written that way), rather than of a slip.

    >>> from splitter_print.game.layout import parse_layout
    >>> tiny = parse_layout("name = 'tiny'\\npattern = '####'")
    >>> read = Sheet(tiny, {(0, 0): 2, (0, 1): 2, (0, 2): 3, (0, 3): 2})
    >>> one_misreading(read, read.with_values({(0, 0): 4, (0, 3): 4}), [(0, 0), (0, 3)])
    (2, 4)
    >>> one_misreading(read, read.with_values({(0, 0): 4, (0, 2): 5}), [(0, 0), (0, 2)]) is None
    True
    """
    swaps = {(read.value(cell), fitted.value(cell)) for cell in changed}
    if len(changed) < 2 or len(swaps) != 1:
        return None
    was, rolled = swaps.pop()
    return None if was is None or rolled is None else (was, rolled)


def sheet_label(reading: SheetReading) -> str:
    """How the ranking names a sheet: its photo's file name, and which sheet of the photo when
    the photo holds several (``table.jpg (sheet 2)``), in English (:func:`sheet_name` says it)."""
    return str(sheet_name(reading))


def sheet_name(reading: SheetReading) -> str | Message:
    """:func:`sheet_label` as a message: the file name alone for a photo's first sheet."""
    name = Path(reading.file).name
    return name if reading.index == 0 else Message("{name} (sheet {number})", name=name, number=reading.index + 1)


def disputed(reading: SheetReading, other: SheetReading) -> SheetOutcome:
    """One of two sheets that hold different pairs, flagged and kept as read: which pairs differ,
    and what would make it match the other, so that a misreading on either sheet is one
    ``--fix`` away."""
    name = sheet_name(other)
    mine, theirs = Counter(reading.sheet.pairs()), Counter(other.sheet.pairs())

    def listed(pairs: Counter[Pair]) -> tuple[str, ...] | Message:
        return tuple(pair_text(pair) for pair in sorted(pairs.elements())) or Message("nothing")

    from splitter_print.night.constrained import decoded_with_rolls  # SciPy: only when sheets are compared

    rolls = held_rolls(other.sheet)
    decoded, constrained = decoded_with_rolls(reading.decoded, rolls)
    line, suggested, choices = closest_fits(reading, rolls, constrained, decoded.sheet, to_match=name)
    problems = (Message("holds {mine:list} where {name} holds {theirs:list}", mine=listed(mine - theirs), name=name,
                        theirs=listed(theirs - mine)), line)
    return SheetOutcome(reading, SheetStatus.FLAGGED, problems=problems,
                        reason=Message("disagrees with {name}", name=name), suggested=suggested, alternatives=choices)


def closest_fits(reading: SheetReading, rolls: Sequence[Roll], closest: ConstrainedReading, fitted: Sheet,
                 to_match: str | Message | None = None) -> tuple[Message, Changes, tuple[Changes, ...]]:
    """What would settle a flagged sheet: the line that says it, the changes of the one nearest
    reading that holds ``rolls`` (``closest``, whose sheet is ``fitted``), and, when several
    readings hold them as nearly, each one's changes instead (and no single one): only the
    paper can say which space was the slip. ``to_match`` names the sheet whose pairs the rolls
    are, when they come from another sheet rather than a roll log."""
    from splitter_print.night.constrained import equally_near  # SciPy: only when a sheet is flagged

    fits = equally_near(reading.layout, reading.decoded.probabilities, rolls, closest, reading.fixed)
    if len(fits) > 1:
        choices = tuple(suggested_values(Sheet(reading.layout, fit.values), fit.changed) for fit in fits)
        return nearest_fits(reading.sheet, choices, to_match), (), choices
    return (nearest_fit(reading.sheet, fitted, closest.changed, to_match),
            suggested_values(fitted, closest.changed), ())


def suggested_values(fitted: Sheet, changed: Sequence[Cell]) -> Changes:
    """The changed spaces with the numbers the closest fitting reading gives them."""
    return tuple((cell, fitted.value(cell)) for cell in changed)


def nearest_fit(read: Sheet, fitted: Sheet, changed: Sequence[Cell], to_match: str | Message | None = None) -> Message:
    """What the closest reading that holds the rolls (or matches the sheet named ``to_match``)
    would change, space by space, so that a person checking the paper knows where to look
    and, if it was a misreading, what to set.

    >>> from splitter_print.game.layout import parse_layout
    >>> tiny = parse_layout("name = 'tiny'\\npattern = '####'")
    >>> str(nearest_fit(Sheet(tiny, {(0, 0): 3, (0, 3): 4}), Sheet(tiny, {(0, 0): 5, (0, 3): 4}), [(0, 0)]))
    'to hold the rolls: 0,0 would be 5 (read as 3)'
    """
    changes = tuple(_would_be(read, (r, c), fitted.value((r, c))) for r, c in changed)
    if to_match is None:
        return Message("to hold the rolls: {changes:list}", changes=changes)
    return Message("to match {name}: {changes:list}", name=to_match, changes=changes)


def nearest_fits(read: Sheet, choices: Sequence[Changes], to_match: str | Message | None = None) -> Message:
    """What each of several equally near readings that hold the rolls (or match the sheet named
    ``to_match``) would change, as one line: one of them is the sheet's slip, and only the paper
    (or the player) can say which.

    >>> from splitter_print.game.layout import parse_layout
    >>> tiny = parse_layout("name = 'tiny'\\npattern = '####'")
    >>> str(nearest_fits(Sheet(tiny, {(0, 0): 3, (0, 1): 3}), [(((0, 0), 2),), (((0, 1), 2),)]))[62:]
    '0,0 would be 2 (read as 3) or 0,1 would be 2 (read as 3)'
    """
    def joined(items: Sequence[Message], either: bool) -> Message:
        if len(items) == 1:
            return items[0]
        first = joined(items[:-1], either)
        return Message("{first} or {last}", first=first, last=items[-1]) if either else Message(
            "{first} and {last}", first=first, last=items[-1])

    said = [joined([_would_be(read, cell, number) for cell, number in choice], either=False) for choice in choices]
    if to_match is not None:
        return Message("to match {name}, one of these (the sheets cannot say which): {choices}", name=to_match,
                       choices=joined(said, either=True))
    return Message("to hold the rolls, one of these (the rolls cannot say which): {choices}",
                   choices=joined(said, either=True))


def _would_be(read: Sheet, cell: Cell, number: int | None) -> Message:
    """``3,1 would be 1 (read as 5)``: one space a reading that holds the rolls changes."""
    return Message("{cell} would be {value} (read as {read})", cell=f"{cell[0]},{cell[1]}",
                   value=number or Message("empty"), read=read.value(cell) or Message("empty"))


def settle(results: Sequence[PhotoResult], rolls: Sequence[Roll] | None = None, consensus: bool = True, *,
           names: Mapping[str, str] | None = None, find_best: bool = True) -> Night:
    """The night of these photos, built once: every sheet cross-checked with the rolls (given,
    or agreed by the sheets), the ``names`` given set as the sheets' players (:func:`players`
    says how a photo names its sheets; a name for no sheet of the night raises
    :class:`SplitterError`), and with ``find_best`` the best possible sheet searched
    (:attr:`Night.best`)."""
    readings = [reading for result in results for reading in result.readings]
    notes: list[Message] = []
    source = RollsSource.NONE
    used: tuple[Roll, ...] = ()
    outcomes: dict[int, SheetOutcome] = {}
    other_games: tuple[Game, ...] = ()
    if rolls is not None:
        source, used = RollsSource.GIVEN, tuple(rolls)
        outcomes = {id(r): read_with_rolls(r, used) for r in readings}
    elif consensus and len(readings) >= CROSS_CHECK.min_sheets:
        from splitter_print.night.consensus import SheetProbabilities, read_by_consensus  # SciPy: only here

        agreed = read_by_consensus([SheetProbabilities(r.layout, r.decoded.probabilities, r.evidence.features)
                                    for r in readings])
        agreeing = [r for i, r in enumerate(readings) if i not in agreed.flagged]
        if agreed.mixed and len(agreeing) < 2:
            notes.append(Message("{flagged} of {count} sheets disagree with the others: these photos seem to come "
                                 "from more than one game, so each sheet is read on its own",
                                 flagged=len(agreed.flagged), count=len(readings)))
            outcomes = {id(r): SheetOutcome(r, SheetStatus.OK) for r in readings}
        elif agreed.mixed:
            source, used = RollsSource.ESTIMATED, agreed.rolls
            rest = settle([PhotoResult("", tuple(readings[i] for i in agreed.flagged))], consensus=True)
            other_games = rest.games
            games = (used, *(game.rolls for game in other_games))
            outcomes = {id(r): in_its_game(r, games) for r in readings}
            notes.append(Message("{flagged} of {count} sheets hold other rolls than the rest: these photos come from "
                                 "{games} games, ranked apart", flagged=len(agreed.flagged), count=len(readings),
                                 games=1 + len(other_games)))
            notes += rest.notes
        else:
            source, used = RollsSource.ESTIMATED, agreed.rolls
            outcomes = {id(r): read_with_rolls(r, used) for r in readings}
    elif consensus and len(readings) == 2:
        first, second = readings
        if Counter(first.sheet.pairs()) == Counter(second.sheet.pairs()):
            source, used = RollsSource.ESTIMATED, tuple(sorted(held_rolls(first.sheet)))
            outcomes = {id(r): SheetOutcome(r, SheetStatus.OK) for r in readings}
        else:
            outcomes = {id(first): disputed(first, second), id(second): disputed(second, first)}
            notes.append(Message("the two sheets hold different pairs, and two sheets cannot tell which one is "
                                 "right: both are flagged and kept as read"))
    else:
        if consensus and readings:
            notes.append(Message("one sheet: without a roll log there is nothing to cross-check it with; it is read "
                                 "on its own"))
        outcomes = {id(r): SheetOutcome(r, SheetStatus.OK) for r in readings}
    named = players(results, names or {})

    def outcome(result: PhotoResult, reading: SheetReading) -> SheetOutcome:
        player = named.get((result.file, reading.index))
        return replace(outcomes[id(reading)], player=player) if player else outcomes[id(reading)]

    photos = tuple(PhotoOutcome(result.file, tuple(outcome(result, r) for r in result.readings), result.error,
                                result.unapplied) for result in results)
    return Night(photos, used, source, tuple(notes), other_games, find_best)


def strangers(sheet: Sheet, rolls: Sequence[Roll]) -> int:
    """How many of the sheet's pairs the rolls do not hold (each roll holding one pair, its dice
    in either order: the page's rolls come as the dice were entered).

    >>> from splitter_print.game.sheet import parse_sheet
    >>> sheet = parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")
    >>> rolls = held_rolls(sheet)
    >>> strangers(sheet, rolls), strangers(sheet, (Roll(1, 1), *rolls[1:]))
    (0, 1)
    >>> strangers(sheet, [Roll(roll.second, roll.first) for roll in rolls])
    0
    """
    return (Counter(sheet.pairs()) - pair_counts(rolls)).total()


def contradiction(sheet: Sheet, rolls: Sequence[Roll]) -> int:
    """How many of the sheet's pairs the rolls do not hold, and rolls the sheet does not.

    >>> from splitter_print.game.sheet import parse_sheet
    >>> sheet = parse_sheet("..4416..\\n.446614.\\n16665444\\n55521642\\n45521333\\n.125321.\\n..5332..")
    >>> rolls = held_rolls(sheet)
    >>> contradiction(sheet, rolls), contradiction(sheet, (Roll(1, 1), *rolls[1:]))
    (0, 2)
    >>> contradiction(sheet, [Roll(roll.second, roll.first) for roll in rolls])
    0
    """
    return strangers(sheet, rolls) + (pair_counts(rolls) - Counter(sheet.pairs())).total()


def in_its_game(reading: SheetReading, games: Sequence[Sequence[Roll]]) -> SheetOutcome:
    """The sheet read against the rolls of the game it contradicts least (games from 1)."""
    game = min(range(len(games)), key=lambda k: contradiction(reading.sheet, games[k]))
    return replace(read_with_rolls(reading, games[game]), game=game + 1)


def rolls_text(rolls: Sequence[Roll]) -> list[str]:
    """The rolls as players say them, as a sheet holds them, e.g. ``["1-4", "6-6"]``.

    >>> rolls_text([Roll(4, 1), Roll(6, 6)])
    ['1-4', '6-6']
    """
    return [pair_text(roll.pair) for roll in rolls]


def spaces_text(cells: Sequence[Cell]) -> str:
    """Spaces as ``--fix`` names them, e.g. ``"3,1 0,4"``.

    >>> spaces_text([(3, 1), (0, 4)])
    '3,1 0,4'
    """
    return " ".join(f"{r},{c}" for r, c in cells)
