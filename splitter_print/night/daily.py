"""Today's solo played: a sheet against the day's rolls and the day's best possible total, kept.

The day's best possible total is searched once per pad and day on this machine
(:func:`~splitter_print.game.best.best_sheet`, stopped by an amount of the solver's work rather
than the clock, so that every machine finds the same), and kept in the user's cache folder
(``~/.cache/splitter-print/daily`` on Linux; ``XDG_CACHE_HOME`` moves it), one small JSON file
per day and pad, written atomically.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import threading
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from splitter_print.atomic import write_atomic
from splitter_print.errors import ErrorText, SplitterError, message_only
from splitter_print.game.best import best_sheet
from splitter_print.game.daily import VERSION, Daily, DayBest, check_pad, daily, daily_log, daily_pad, daily_rolls
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import EMPTY, Sheet, sheet_from_grid
from splitter_print.text import say

if TYPE_CHECKING:
    from splitter_print.night.batch import SheetOutcome
    from splitter_print.night.photos import ScanOptions, ScanRun
    from splitter_print.night.table import Reader


@dataclass(frozen=True)
class DailySearch:
    """How hard the day's best possible sheet is searched for."""

    seconds: float = 30.0
    """Seconds of one idle core's worth of the solver's work (:func:`~.best.best_sheet` counts it
    in its deterministic time): three times a game night's search, since the answer is kept;
    every machine stops at the same point, so every machine keeps the same answer."""


SEARCH = DailySearch()


def cache_folder() -> Path:
    """Where the days' best totals are kept: the user's cache folder for splitter-print."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("splitter-print", appauthor=False)) / "daily"


def day_best(day: dt.date, pad: str, folder: Path | None = None, search: DailySearch = SEARCH) -> DayBest:
    """The day's best possible total on ``pad``: from the cache when it holds it, else searched
    (some seconds) and kept there. A cache that cannot be written only costs the next search;
    within one process, callers asking at the same time share one search."""
    check_pad(pad)
    path = (folder or cache_folder()) / f"{VERSION}-{day.isoformat()}-{pad}.json"
    with _GUARD:
        searching = _SEARCHING[day, pad]
    with searching:  # phones asking at once wait for one search
        return _read(path, day, pad) or _search(path, day, pad, search)


_GUARD = threading.Lock()
_SEARCHING: defaultdict[tuple[dt.date, str], threading.Lock] = defaultdict(threading.Lock)


def _search(path: Path, day: dt.date, pad: str, search: DailySearch) -> DayBest:
    found = best_sheet(load_layout(pad), daily_rolls(day, pad), search.seconds)
    best = DayBest(day, pad, found.total, found.optimal, found.upper_bound, found.sheet.grid)
    if search.seconds > 0:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, json.dumps(best.to_json(), indent=1) + "\n")
        except (OSError, SplitterError):
            pass
    return best


def _read(path: Path, day: dt.date, pad: str) -> DayBest | None:
    """A kept answer for this day, pad and derivation, or ``None`` (missing, damaged, or another's)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if (data["version"], data["date"], data["pad"], data["fingerprint"]) != \
                (VERSION, day.isoformat(), pad, load_layout(pad).fingerprint):
            return None
        return DayBest(day, pad, int(data["total"]), bool(data["proven"]), int(data["upper_bound"]),
                       tuple(str(row) for row in data["grid"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def play_daily(sheet: Sheet, day: dt.date, folder: Path | None = None) -> Daily:
    """The sheet as the day's game on its pad: checked against the day's rolls, scored, and
    set beside the day's best possible total."""
    return daily(sheet, day_best(day, daily_pad(sheet), folder))


@dataclass(frozen=True)
class DailyScan:
    """``splitter scan --daily``: the photos read against their pads' rolls of the day, and
    the day's result of every sheet that holds them (``None`` for one that does not)."""

    run: ScanRun
    results: tuple[Daily | None, ...]
    """One per sheet of ``run.sheets``, in order."""

    def to_json(self, lang: str = "en", error_text: ErrorText = message_only) -> object:
        """As ``scan --json``, each sheet with its ``daily`` object (``null`` when it does not hold the rolls)."""
        results = iter(self.results)
        entries: list[dict[str, object]] = []
        for photo in self.run.photos:
            if photo.error is not None:
                entries.append({"file": photo.file, "error": error_text(photo.error, "en")})
            for sheet in photo.outcomes:
                result = next(results)
                entries.append({**sheet.to_json(lang), "daily": result.to_json(lang) if result else None})
        return entries[0] if len(self.run.photos) == 1 and len(entries) == 1 else entries


def scan_daily(paths: Sequence[str], options: ScanOptions, day: dt.date, folder: Path | None = None) -> DailyScan:
    """Read the photos as sheets of the day's game: each sheet against the day's rolls of its own
    pad (found by the reader when ``options.board`` is ``auto``), then set beside the best possible."""
    from splitter_print.night.batch import PhotoOutcome, SheetStatus
    from splitter_print.night.photos import ScanRun, scan_photos
    from splitter_print.reading.annotate import write_annotations

    plain = replace(options, rolls=None, annotate_dir=None)
    photos = []
    for photo in scan_photos(paths, plain).photos:
        sheets = tuple(_against_the_day(sheet, day) for sheet in photo.outcomes)
        if options.annotate_dir is not None and sheets:
            write_annotations([sheet.reading for sheet in sheets], options.annotate_dir, options.lang)
        photos.append(PhotoOutcome(photo.file, sheets, photo.error))
    run = ScanRun(tuple(photos))
    results = tuple(play_daily(sheet.reading.sheet, day, folder) if sheet.status is SheetStatus.OK else None
                    for sheet in run.sheets)
    return DailyScan(run, results)


def _against_the_day(sheet: SheetOutcome, day: dt.date) -> SheetOutcome:
    from splitter_print.night.batch import read_with_rolls

    return read_with_rolls(sheet.reading, daily_rolls(day, daily_pad(sheet.reading.sheet)))


def day_json(day: dt.date, pad: str) -> dict[str, object]:
    """The day's game for a page: its rolls (also as a roll log) and its pad's pattern."""
    layout = load_layout(check_pad(pad, "pad"))
    rolls = daily_rolls(day, pad)
    return {"date": day.isoformat(), "pad": pad, "version": VERSION, "rolls": [[r.first, r.second] for r in rolls],
            "log": daily_log(day, pad), "pattern": list(layout.pattern), "stars": [list(c) for c in layout.stars],
            "hearts": [list(c) for c in layout.hearts]}


def score_typed(grid: object, day: dt.date, pad: str, lang: str = "en",
                folder: Path | None = None) -> dict[str, object]:
    """A sheet typed as text lines (``-`` or a blank for an empty space) as the day's game: its
    scored sheet, its ``daily`` result and the lines a person reads, in ``lang``."""
    if not isinstance(grid, list) or not all(isinstance(row, str) for row in grid):
        raise SplitterError('grid: send the sheet as a list of text rows, e.g. ["..1535..", ...]')
    layout = load_layout(check_pad(pad, "pad"))
    rows = [row.replace(" ", EMPTY) for row in grid]
    result = play_daily(sheet_from_grid(rows, layout, "grid"), day, folder)
    return {**result.card.to_json(lang), "daily": result.to_json(lang),
            "said": {"outcome": result.outcome(lang),
                     "problems": [say(line, lang) for line in result.check.problems()]}}


async def read_daily_photo(read: Reader, photo: bytes, day: dt.date, pad: str) -> dict[str, object]:
    """A photo of a sheet of the day's game, read as pad ``pad`` and against the day's rolls by
    ``read`` (the server's reader): the grid to show the player, its doubtful spaces, and
    whether the reading holds the rolls."""
    import tempfile

    from splitter_print.night.batch import read_with_rolls
    from splitter_print.night.table import PHOTO_NAME, unpack
    from splitter_print.reading.photo.load import KINDS, sniff

    check_pad(pad, "pad")
    kind = sniff(photo[:4096])
    if kind is None or kind in ("pdf", "gif"):
        raise SplitterError("{file}: not a photo (send {kinds})", file=PHOTO_NAME, kinds=KINDS)
    with tempfile.TemporaryDirectory(prefix="splitter-daily-") as folder:
        path = Path(folder) / f"{PHOTO_NAME}.{kind.replace('jpeg', 'jpg')}"
        path.write_bytes(photo)
        reading = unpack((await read(str(path), pad)).state)
    outcome = await asyncio.to_thread(read_with_rolls, reading, daily_rolls(day, pad))
    return {"grid": list(outcome.reading.sheet.grid), "uncertain": [list(cell) for cell in outcome.reading.uncertain],
            "status": str(outcome.status), "changed_by_rolls": [list(cell) for cell in outcome.changed]}
