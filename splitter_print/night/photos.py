"""Scoring photos one at a time, each sheet on its own: the library behind ``splitter scan``.

Every photo is read (:func:`~splitter_print.reading.scan.scan_photo`), read again against
the game's rolls when they are known (:func:`~splitter_print.night.batch.read_with_rolls`),
shown to a person for its doubtful spaces when asked, and drawn. A photo that cannot be read
is an error entry, never a stop. A photo and its sheets are a night's own
:class:`~splitter_print.night.batch.PhotoOutcome` and
:class:`~splitter_print.night.batch.SheetOutcome`, so ``scan``, ``batch`` and the page answer alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from splitter_print.errors import ErrorText, ExitStatus, message_only
from splitter_print.game.dice import Roll
from splitter_print.game.textfile import shown_name
from splitter_print.night.batch import (
    PhotoOutcome,
    SheetOutcome,
    SheetStatus,
    gather_photos,
    read_with_rolls,
    unreadable,
)
from splitter_print.reading.recognise.engine import EngineName
from splitter_print.reading.result import Fixes, SheetReading

Ask = Callable[[SheetReading], SheetReading]
"""Shows a reading's doubtful spaces to a person and returns it with their answers."""


@dataclass(frozen=True)
class ScanOptions:
    """How :func:`scan_photos` reads (the options of ``splitter scan``)."""

    board: str = "auto"
    engine: EngineName = EngineName.AUTO
    fixes: Fixes = field(default_factory=dict)
    rolls: tuple[Roll, ...] | None = None
    annotate_dir: str | None = None
    debug_dir: str | None = None
    lang: str = "en"


@dataclass(frozen=True)
class ScanRun:
    """Every photo of one ``scan``, in the order given."""

    photos: tuple[PhotoOutcome, ...]

    @property
    def sheets(self) -> list[SheetOutcome]:
        return [sheet for photo in self.photos for sheet in photo.outcomes]

    @property
    def exit_status(self) -> ExitStatus:
        """USAGE when no photo could be read; PROBLEM when one failed, a sheet must be photographed
        again or does not hold the rolls."""
        failed = sum(photo.error is not None for photo in self.photos)
        flagged = sum(s.reading.retake is not None or s.status is SheetStatus.FLAGGED for s in self.sheets)
        return ExitStatus.of_run(len(self.photos) - failed, failed, flagged)

    def to_json(self, lang: str = "en", error_text: ErrorText = message_only) -> object:
        """One object for a photo of one sheet, else a list: a sheet each, an error entry per failed
        photo (said in English by ``error_text``, the face's wording)."""
        entries: list[dict[str, object]] = []
        for photo in self.photos:
            if photo.error is not None:
                entries.append({"file": photo.file, "error": error_text(photo.error, "en")})
            entries += [sheet.to_json(lang) for sheet in photo.outcomes]
        return entries[0] if len(self.photos) == 1 and len(entries) == 1 else entries


def debug_folder(debug_dir: str | None, file: str, count: int) -> Path | None:
    """Where the pipeline's pictures of one photo go: ``DIR`` itself for one photo, else ``DIR/<photo>``.

    >>> debug_folder("dbg", "night/anna.jpg", 2), debug_folder("dbg", "anna.jpg", 1), debug_folder(None, "a.jpg", 1)
    (PosixPath('dbg/anna'), PosixPath('dbg'), None)
    """
    if debug_dir is None:
        return None
    from splitter_print.reading.annotate import photo_stem  # drawing libraries: only for the pictures

    return Path(debug_dir) / photo_stem(file) if count > 1 else Path(debug_dir)


def checked(reading: SheetReading, rolls: Sequence[Roll] | None) -> SheetOutcome:
    """The sheet read against the rolls when they are known, else as read (not checked)."""
    if rolls is None:
        return SheetOutcome(reading, SheetStatus.OK, checked=False)
    return read_with_rolls(reading, rolls)


def asked(sheet: SheetOutcome, ask: Ask, rolls: Sequence[Roll] | None) -> SheetOutcome:
    """The sheet after a person answered about its doubtful spaces; what they set is certain,
    so a sheet they changed is checked against the rolls again."""
    answered = ask(sheet.reading)
    return sheet if answered is sheet.reading else checked(answered, rolls)


def scan_one(path: str, options: ScanOptions, ask: Ask | None = None, count: int = 1) -> PhotoOutcome:
    """Read, check against the rolls, ask about and draw the sheets of one photo."""
    from splitter_print.reading.scan import scan_photo

    name = shown_name(path)
    try:
        readings = scan_photo(path, board=options.board, engine=options.engine, fixes=options.fixes,
                              debug_dir=debug_folder(options.debug_dir, name, count),
                              colour=options.annotate_dir is not None or ask is not None)
        sheets = [checked(reading, options.rolls) for reading in readings]
        if ask is not None:
            sheets = [asked(sheet, ask, options.rolls) for sheet in sheets]
        if options.annotate_dir is None:
            written: tuple[Path, ...] = ()
        else:
            from splitter_print.night.report import picture_flag
            from splitter_print.reading.annotate import write_annotations  # drawing libraries: only when asked

            written = tuple(write_annotations([sheet.reading for sheet in sheets], options.annotate_dir,
                                              options.lang, [picture_flag(sheet, options.lang)
                                                             for sheet in sheets]))
    except Exception as err:
        return PhotoOutcome(name, error=unreadable(name, err))
    return PhotoOutcome(name, tuple(sheets), written=written)


def scan_photos(paths: Sequence[str], options: ScanOptions = ScanOptions(), ask: Ask | None = None,
                progress: Callable[[int, int], None] | None = None) -> ScanRun:
    """:func:`scan_one` for every photo, in order (a folder stands for the photos in it, as in
    ``batch``); ``progress(done, total)`` after each."""
    inputs: list[str | PhotoOutcome] = []
    for name in paths:
        files, unusable = gather_photos([name])
        inputs += [PhotoOutcome(result.file, error=result.error) for result in unusable] or files
    total = sum(isinstance(entry, str) for entry in inputs)
    photos, done = [], 0
    for entry in inputs:
        if isinstance(entry, str):
            photos.append(scan_one(entry, options, ask, total))
            done += 1
            if progress:
                progress(done, total)
        else:
            photos.append(entry)
    return ScanRun(tuple(photos))
