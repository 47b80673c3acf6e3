"""Digit recognisers behind one interface, so that the reader does not care which one runs.

An engine looks at normalised cell images and returns, for each, a probability for every
class in :data:`CLASSES`: ``"empty"`` (nothing written, or not a digit) and the numbers 1-6.

The normalised cell image is the contract between the cell cutter and every engine: a
``28 x 28`` ``float32`` array with ink ``1.0`` on background ``0.0``, the ink's bounding box
scaled (keeping its aspect ratio) to fit a ``20 x 20`` box and shifted so that its centre of
mass sits at the image centre, as MNIST's digits are. An empty cell is all zeros.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    import numpy as np

CLASSES = ("empty", "1", "2", "3", "4", "5", "6")
"""Column order of every engine's probability matrix."""


class EngineName(StrEnum):
    """The digit engines by name, as ``--engine`` offers them and
    :func:`~splitter_print.reading.recognise.engines.get_engine` builds them; kept here, away
    from numpy and OpenCV, so that the command line starts fast. An engine's own ``name`` (what
    a reading records as ``engine``) is ``model`` or ``tesseract``, or theirs joined by ``+``
    for engines voting.

    >>> EngineName("both"), str(EngineName.MODEL)
    (<EngineName.BOTH: 'both'>, 'model')
    """

    AUTO = "auto"
    """The model when it can be loaded here, else Tesseract."""
    MODEL = "model"
    """The trained network shipped in ``models/``."""
    TESSERACT = "tesseract"
    """Tesseract's OCR, one space at a time."""
    BOTH = "both"
    """The model and Tesseract voting."""


CELL_SIDE: Final = 28
"""Side in pixels of a normalised cell image: the model's input."""
DIGIT_BOX: Final = 20
"""Side in pixels of the box a normalised cell's ink is fitted into, inside :data:`CELL_SIDE`."""


@dataclass(frozen=True)
class Reading:
    """What an engine with features sees in a batch of cells: class probabilities and the
    features behind them (a row per cell), which let the reader learn a player's hand from the
    calibration strip (:mod:`~splitter_print.reading.writer.strip`) and from the rolls
    (:mod:`~splitter_print.night.hand`)."""

    probabilities: np.ndarray
    features: np.ndarray


class Engine(Protocol):
    """Anything that turns normalised cell images into class probabilities."""

    @property
    def name(self) -> str:
        """What a reading records as its ``engine``: an :class:`EngineName` for the shipped ones."""
        ...

    def classify(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        """Probabilities of shape ``(len(cells), len(CLASSES))``; each row sums to 1."""
        ...

    def read(self, cells: Sequence[np.ndarray]) -> Reading | None:
        """Probabilities with their features from one pass; ``None`` for an engine without features."""
        ...
