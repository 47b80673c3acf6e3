"""The trained digit model as an engine: a small CNN shipped as ONNX, run by OpenCV's dnn.

The network (trained by ``tools/train_digits.py`` on MNIST, Semeion and procedural European
forms) reads every cell of a sheet in one forward pass. Its logits are divided by the
temperature of its card (:func:`~splitter_print.reading.recognise.card.model_card`, from
``digits.json``) before the softmax, so that a probability of 0.9 means about nine right in
ten. Run time needs only OpenCV and numpy.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from splitter_print.reading.recognise.card import MODEL, model_card
from splitter_print.reading.recognise.engine import CELL_SIDE, CLASSES, EngineName, Reading

CLASSIC_ENGINE: int | None = getattr(cv2.dnn, "ENGINE_CLASSIC", None)
"""OpenCV 5's classic dnn engine (OpenCV 4 has no other), which runs this small network faster
than the new engine on one core, with the same readings."""


@dataclass(frozen=True)
class _Model:
    net: cv2.dnn.Net
    temperature: float


@functools.cache
def _load(path: Path) -> _Model:
    """The network and its card's temperature, read once per model file."""
    card = model_card(path)
    net = cv2.dnn.readNetFromONNX(str(path)) if CLASSIC_ENGINE is None else \
        cv2.dnn.readNetFromONNX(str(path), engine=CLASSIC_ENGINE)
    return _Model(net, card.temperature)


def softmax(logits: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """Row-wise softmax of ``logits / temperature``.

    >>> softmax(np.array([[0.0, 0.0], [2.0, 0.0]]), temperature=2.0).round(3).tolist()
    [[0.5, 0.5], [0.731, 0.269]]
    """
    scaled = np.asarray(logits, np.float64) / temperature
    exp = np.exp(scaled - scaled.max(axis=1, keepdims=True))
    return np.asarray(exp / exp.sum(axis=1, keepdims=True))


class ModelEngine:
    """The shipped digit model behind the :class:`~splitter_print.reading.recognise.engine.Engine` interface."""

    name = EngineName.MODEL

    def __init__(self, path: Path = MODEL) -> None:
        self._model = _load(Path(path))

    def read(self, cells: Sequence[np.ndarray]) -> Reading:
        """Probabilities and features for every cell, from one forward pass."""
        if len(cells) == 0:
            return Reading(np.zeros((0, len(CLASSES))), np.zeros((0, 0), np.float32))
        batch = np.stack([np.asarray(cell, np.float32) for cell in cells])
        if batch.shape[1:] != (CELL_SIDE, CELL_SIDE):
            raise ValueError(f"cells must be {CELL_SIDE}x{CELL_SIDE}, got {batch.shape[1:]}")
        net = self._model.net
        net.setInput(batch[:, None])
        logits, features = net.forward(["logits", "features"])
        return Reading(softmax(logits, self._model.temperature), features.copy())

    def classify(self, cells: Sequence[np.ndarray]) -> np.ndarray:
        """Probabilities of shape ``(len(cells), 7)`` in :data:`CLASSES` order; rows sum to 1."""
        return self.read(cells).probabilities


def adapt(reading: Reading, strip: Reading, strip_numbers: Sequence[int], weight: float,
          sharpness: float) -> np.ndarray:
    """Probabilities leaned towards the player's own hand, as written on the calibration strip.

    Each cell's features are compared (cosine) with the strip's samples of the numbers in
    ``strip_numbers``; a softmax over those similarities says which of the player's numbers the
    cell looks like. That opinion replaces ``weight`` of the model's share of those numbers, so
    the "empty" probability and numbers missing from the strip keep their model value, and each
    row still sums to 1.

    >>> model = Reading(np.array([[0.1, 0.45, 0, 0, 0.45, 0, 0]]), np.array([[1.0, 0.0]]))
    >>> player = Reading(np.zeros((2, 7)), np.array([[0.0, 1.0], [1.0, 0.1]]))
    >>> adapt(model, player, [1, 4], weight=0.5, sharpness=10.0).round(3).tolist()
    [[0.1, 0.225, 0.0, 0.0, 0.675, 0.0, 0.0]]
    """
    columns = [CLASSES.index(str(number)) for number in strip_numbers]
    if not columns:
        return reading.probabilities

    def unit(features: np.ndarray) -> np.ndarray:
        return np.asarray(features / np.maximum(np.linalg.norm(features, axis=1, keepdims=True), 1e-9))

    nearest = softmax(sharpness * unit(reading.features) @ unit(strip.features).T)
    adapted = reading.probabilities.copy()
    share = adapted[:, columns].sum(axis=1, keepdims=True)
    adapted[:, columns] = (1 - weight) * adapted[:, columns] + weight * share * nearest
    return adapted
