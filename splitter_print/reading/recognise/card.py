"""The shipped digit model's card: the levels the reader runs it at, read from ``digits.json``.

The model's temperature and its doubt level were chosen together for it by its measuring
protocol (``tools/evaluate_digits.py``) and are recorded beside it in ``digits.json``: the
engine divides the logits by the one and the decoder doubts readings below the other, so a
new model brings its own. Only the standard library is needed here, so that the decoder
reads the doubt level without loading OpenCV.

>>> card = model_card()
>>> card.classes == CLASSES, card.temperature > 0, card.min_odds > 0
(True, True, True)
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

from splitter_print.assets import asset_dir
from splitter_print.reading.recognise.engine import CLASSES

MODEL = asset_dir("models") / "digits.onnx"
"""The shipped model; its record (temperature, levels, classes, training data, accuracy) is digits.json."""


@dataclass(frozen=True)
class ModelCard:
    """What the reader takes from a model's record."""

    version: str
    """The model's version, as its record names it."""
    classes: tuple[str, ...]
    """The order of its output's columns (the reader's :data:`CLASSES`)."""
    temperature: float
    """What the logits are divided by before the softmax, so that a probability of 0.9 means
    about nine right in ten on writers the model never saw."""
    min_odds: float
    """Nats: a space whose best class is less than this much more probable than its second is
    doubtful (:func:`~splitter_print.reading.decode.is_uncertain`); the lowest level that flags
    at least 95 % of the wrong readings of writers the model's recipe never saw."""


@functools.cache
def model_card(path: Path = MODEL) -> ModelCard:
    """The card of the model at ``path`` (its ``.json`` record beside it), read once per file.

    Raises :class:`ValueError` for a record whose classes are not the reader's, and
    :class:`OSError` when it cannot be read.
    """
    record_path = Path(path).with_suffix(".json")
    record = json.loads(record_path.read_text())
    if tuple(record["classes"]) != CLASSES:
        raise ValueError(f"{record_path}: classes {record['classes']} differ from {list(CLASSES)}")
    return ModelCard(str(record["version"]), tuple(record["classes"]), float(record["temperature"]),
                     float(record["levels"]["min_odds"]))
