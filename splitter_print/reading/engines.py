"""Choosing a digit engine by name: ``tesseract``, ``model`` (the trained network) or ``both``.

>>> get_engine("tesseract").name
'tesseract'
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from splitter_print.errors import SplitterError
from splitter_print.reading.recognise import ENGINE_NAMES, Engine

_FLOOR = 1e-4


class CombinedEngine:
    """Several engines voting: the normalised product of their probabilities (a naive-Bayes
    combination, so an engine that is sure outweighs one that is flat)."""

    def __init__(self, engines: Sequence[Engine]) -> None:
        self.engines = tuple(engines)
        self.name = "+".join(e.name for e in self.engines)

    def classify(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        """Product of every engine's probabilities, each floored so no engine can veto alone.

        >>> class Sure:
        ...     name = "sure"
        ...     def classify(self, cells): return np.tile([0, .8, .2, 0, 0, 0, 0], (len(cells), 1))
        >>> class Flat:
        ...     name = "flat"
        ...     def classify(self, cells): return np.full((len(cells), 7), 1 / 7)
        >>> p = CombinedEngine([Sure(), Flat()]).classify([np.zeros((28, 28))])
        >>> int(p.argmax()), round(float(p.sum()), 6)
        (1, 1.0)
        """
        log = sum(np.log(np.maximum(e.classify(cells), _FLOOR)) for e in self.engines)
        probs = np.exp(log - log.max(axis=1, keepdims=True))
        return probs / probs.sum(axis=1, keepdims=True)


def _model() -> Engine:
    try:
        from splitter_print.reading.model_engine import ModelEngine

        return ModelEngine()
    except (ImportError, OSError) as err:
        raise SplitterError(f"the trained digit model cannot be loaded ({err}); use --engine tesseract") from None


def _tesseract() -> Engine:
    from splitter_print.reading.tesseract_engine import TesseractEngine

    return TesseractEngine()


def model_available() -> bool:
    """Whether the trained model can be loaded here."""
    try:
        _model()
    except (SplitterError, OSError):
        return False
    return True


def get_engine(name: str = "auto") -> Engine:
    """The engine called ``name`` (see :data:`ENGINE_NAMES`), ready to classify."""
    if name == "auto":
        name = "model" if model_available() else "tesseract"
    if name == "model":
        return _model()
    if name == "tesseract":
        return _tesseract()
    if name == "both":
        return CombinedEngine([_model(), _tesseract()])
    raise SplitterError(f"unknown engine {name!r}; choose one of {', '.join(ENGINE_NAMES)}")


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
