"""What reading one sheet of a photo gives: the result, scored, with what the reader doubts.

Kept apart from :mod:`~splitter_print.reading.scan` (which reads) so that the pictures
(:mod:`~splitter_print.reading.annotate`) and a game night can take a reading without
importing the reader.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import numpy as np

from splitter_print.errors import Message, SplitterError
from splitter_print.game.layout import Cell, Layout
from splitter_print.game.scoring import ScoreCard, score_sheet
from splitter_print.game.sheet import Sheet
from splitter_print.reading.decode import Decoded, apply_fixes
from splitter_print.reading.photo.quality import PhotoQuality, retake

Fixes = Mapping[Cell, "int | None"]
"""User corrections: a space and the number written there (``None`` for empty)."""


@dataclass(frozen=True, eq=False)
class Evidence:
    """What the reader saw on the way to a result: the picture it read, where the sheet lay in
    the photo, what the model saw in each space, and how long each step took. Pictures,
    learning a player's hand and benchmarks use it; the result itself does not depend on it."""

    rectified: np.ndarray = field(repr=False)
    """The sheet square-on at ``px_per_mm`` (for pictures): grey, or BGR when scanned with ``colour``."""
    px_per_mm: float
    homography: np.ndarray | None = field(default=None, repr=False)
    """Sheet mm -> pixels of the photo at its full size (also when it was read from a half-size
    decode), the orientation the reading was taken in."""
    features: Mapping[Cell, np.ndarray] | None = field(default=None, repr=False)
    """What the model saw in each space, for learning the player's hand from the rolls
    (:mod:`~splitter_print.night.hand`); ``None`` for engines without features."""
    timings: dict[str, float] = field(default_factory=dict)
    """Seconds per step for benchmarks and ``--debug``: ``decode`` (the JPEG), ``reduce``
    (the grey and whiteness copies the sheets are looked for in), ``locate`` (the rest of
    finding the sheets, of which ``squares``, ``markers``, ``grid`` and ``lattice`` when they
    ran), ``cells`` (cutting the spaces) and ``engine`` (reading them). The photo's steps are
    shared evenly between its sheets, so that they add up over a photo."""


@dataclass(frozen=True)
class SheetReading:
    """One sheet read from a photo, scored, with what the reader doubts: the result, where it
    came from (file, sheet, pad, how it was found and read), and the :class:`Evidence`."""

    file: str
    index: int
    layout: Layout
    decoded: Decoded
    card: ScoreCard
    evidence: Evidence = field(repr=False, compare=False)
    method: str = "grid"
    """How the sheet was found: ``markers``, ``grid``, ``lattice`` or ``drawn``
    (:class:`~splitter_print.reading.locate.search.LocatedBy`)."""
    engine: str = "model"
    """The engine that read it, by its name: ``model`` or ``tesseract``
    (:class:`~splitter_print.reading.recognise.engine.EngineName`), ``model+tesseract`` for both voting."""
    warnings: tuple[Message, ...] = ()
    serial: int | None = None
    hand_adapted: bool = False
    """Whether the player's calibration strip leaned the reading (:mod:`~splitter_print.reading.writer.strip`)."""
    fixed: tuple[Cell, ...] = ()
    """The spaces set by hand (:meth:`with_fixes`), in the order they were given."""
    quality: PhotoQuality | None = None
    """How well the sheet was photographed (:mod:`~splitter_print.reading.photo.quality`)."""

    @property
    def retake(self) -> Message | None:
        """Why this sheet must be photographed again before it can be scored (``None``: it need
        not): below the quality gate, its digits are not to be trusted, whatever they read."""
        return None if self.quality is None else retake(self.quality)

    @property
    def sheet(self) -> Sheet:
        return self.decoded.sheet

    @property
    def uncertain(self) -> tuple[Cell, ...]:
        return self.decoded.uncertain

    def confidence_grid(self) -> list[list[float | None]]:
        """Confidence 0-1 per space in the grid's shape, ``None`` where the pad has no space."""
        return [[round(self.decoded.confidence[(r, c)], 3) if (r, c) in self.layout.spaces else None
                 for c in range(self.layout.cols)] for r in range(self.layout.rows)]

    def with_fixes(self, fixes: Fixes) -> SheetReading:
        """The reading with the user's corrections applied and the sheet scored again."""
        check_fixes(self.file, self.layout, fixes)
        decoded = apply_fixes(self.decoded, dict(fixes))
        fixed = (*self.fixed, *(cell for cell in fixes if cell not in self.fixed))
        return replace(self, decoded=decoded, card=score_sheet(decoded.sheet), fixed=fixed)

    def to_json(self, lang: str = "en") -> dict[str, object]:
        """The scored sheet per docs/reference.md plus what ``scan`` adds."""
        data: dict[str, object] = {"file": self.file, "sheet": self.index, **self.card.to_json(lang)}
        data["uncertain"] = [list(cell) for cell in self.uncertain]
        data["confidence"] = self.confidence_grid()
        data["warnings"] = [str(warning) for warning in (*self.warnings, *self.card.warnings)]
        data["engine"] = self.engine
        data["located_by"] = self.method
        data["hand_adapted"] = self.hand_adapted
        if self.quality is not None:
            data["quality"] = self.quality.to_json()
        if self.retake is not None:
            data["retake"] = str(self.retake)
        if self.serial is not None:
            data["serial"] = self.serial
        return data


def space_problem(layout: Layout, cell: Cell) -> Message | None:
    """Why ``cell`` cannot be fixed on ``layout`` (it is not one of its spaces), or ``None``."""
    row, col = cell
    return None if cell in layout.spaces else \
        Message("row {row} column {col} is not a space on pad {pad}", row=row, col=col, pad=layout.name)


def check_fixes(file: str, layout: Layout, fixes: Fixes) -> None:
    """Every fixed space must be a space of the pad that was found."""
    for cell in fixes:
        problem = space_problem(layout, cell)
        if problem:
            raise SplitterError("{file}: the fix {cell}: {problem}", file=file, cell=f"{cell[0]},{cell[1]}",
                                problem=problem)
