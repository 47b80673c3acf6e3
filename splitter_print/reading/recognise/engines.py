"""Choosing a digit engine by name: ``tesseract``, ``model`` (the trained network) or ``both``.

>>> get_engine("tesseract").name
<EngineName.TESSERACT: 'tesseract'>
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from splitter_print.errors import Remedy, SplitterError
from splitter_print.reading.recognise.engine import Engine, EngineName, Reading


@dataclass(frozen=True)
class Voting:
    """How engines reading together are combined.

    >>> VOTING.floor
    0.0001
    """

    floor: float = 1e-4
    """The least probability an engine's class keeps in the vote, so that no engine vetoes a
    class alone."""


VOTING = Voting()
"""How the reader combines engines."""


class CombinedEngine:
    """Several engines voting: the normalised product of their probabilities (a naive-Bayes
    combination, so an engine that is sure outweighs one that is flat). Its features are those
    of the first engine that has them, so the model's hand learning works in company too."""

    def __init__(self, engines: Sequence[Engine]) -> None:
        self.engines = tuple(engines)
        self.name = "+".join(e.name for e in self.engines)

    def classify(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        """Product of every engine's probabilities, each floored (:attr:`Voting.floor`) so no engine can veto alone.

        >>> class Sure:
        ...     name = "sure"
        ...     def classify(self, cells): return np.tile([0, .8, .2, 0, 0, 0, 0], (len(cells), 1))
        ...     def read(self, cells): return Reading(self.classify(cells), np.ones((len(cells), 2)))
        >>> class Flat:
        ...     name = "flat"
        ...     def classify(self, cells): return np.full((len(cells), 7), 1 / 7)
        ...     def read(self, cells): return None
        >>> p = CombinedEngine([Flat(), Sure()]).classify([np.zeros((28, 28))])
        >>> int(p.argmax()), round(float(p.sum()), 6)
        (1, 1.0)
        >>> CombinedEngine([Flat(), Sure()]).read([np.zeros((28, 28))]).features.tolist()
        [[1.0, 1.0]]
        >>> CombinedEngine([Flat(), Flat()]).read([np.zeros((28, 28))]) is None
        True
        """
        return self._vote(cells)[0]

    def read(self, cells: Sequence[np.ndarray]) -> Reading | None:
        probabilities, features = self._vote(cells)
        return None if features is None else Reading(probabilities, features)

    def _vote(self, cells: Sequence[np.ndarray]) -> tuple[np.ndarray, np.ndarray | None]:
        """The combined probabilities, and the first features any engine gave, from one pass each."""
        log = np.zeros((len(cells), 7))
        features = None
        for engine in self.engines:
            reading = engine.read(cells)
            probabilities = engine.classify(cells) if reading is None else reading.probabilities
            log += np.log(np.maximum(probabilities, VOTING.floor))
            if features is None and reading is not None:
                features = reading.features
        probs = np.exp(log - log.max(axis=1, keepdims=True))
        return np.asarray(probs / probs.sum(axis=1, keepdims=True)), features


def _model() -> Engine:
    try:
        from splitter_print.reading.recognise.model import ModelEngine

        return ModelEngine()
    except (ImportError, OSError) as err:
        raise SplitterError("the trained digit model cannot be loaded ({error:any})", error=str(err),
                            remedy=Remedy.OTHER_ENGINE, engine=EngineName.TESSERACT) from None


def _tesseract() -> Engine:
    from splitter_print.reading.recognise.tesseract import TesseractEngine

    return TesseractEngine()


def model_available() -> bool:
    """Whether the trained model can be loaded here."""
    try:
        _model()
    except (SplitterError, OSError):
        return False
    return True


def get_engine(name: EngineName | str = EngineName.AUTO) -> Engine:
    """The engine called ``name`` (an :class:`EngineName` or its text), ready to classify; an
    unknown name raises :class:`SplitterError`."""
    try:
        chosen = EngineName(name)
    except ValueError:
        raise SplitterError("unknown engine {name!r}; choose one of {names:list}", name=name,
                            names=tuple(EngineName)) from None
    if chosen is EngineName.AUTO:
        chosen = EngineName.MODEL if model_available() else EngineName.TESSERACT
    if chosen is EngineName.MODEL:
        return _model()
    if chosen is EngineName.TESSERACT:
        return _tesseract()
    return CombinedEngine([_model(), _tesseract()])


class TimedEngine:
    """Wraps an engine and adds up the seconds it spends classifying (benchmarks show it apart)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.name = engine.name
        self.seconds = 0.0

    def classify(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        start = time.perf_counter()
        try:
            return self.engine.classify(cells)
        finally:
            self.seconds += time.perf_counter() - start

    def read(self, cells: Sequence[np.ndarray]) -> Reading | None:
        start = time.perf_counter()
        try:
            return self.engine.read(cells)
        finally:
            self.seconds += time.perf_counter() - start
