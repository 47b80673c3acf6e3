"""Train the digit model shipped at splitter_print/models/digits.onnx, and measure it.

Two runs with one seed, both measured on writers the training never saw:

1. leave-one-set-out: trained without Semeion, measured on every Semeion 1-6;
2. shipped: trained with Semeion minus its last group of writers, measured on the held-out
   MNIST split (t10k indices 8000-9999) and on that last Semeion group.

Each run calibrates a temperature on the MNIST validation split (indices 7000-7999, augmented)
so that the probabilities mean what they say. The shipped run exports ONNX that cv2.dnn
reads, with a second output holding the penultimate features, and records everything in
digits.json beside it. PyTorch and onnx are training-time dependencies only:

    .venv/bin/pip install -e '.[train]'
    nice -n 10 .venv/bin/python tools/train_digits.py
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data
import photo_cells

from splitter_print.atomic import write_atomic
from splitter_print.reading.model_engine import softmax

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "splitter_print" / "models"
CLASSES, DIGITS = data.CLASSES, data.NUMBERS
COMMAND = "nice -n 10 .venv/bin/python tools/train_digits.py"
VERSION = "4"
"""Raise it whenever the training changes, so that a model file says which recipe made it."""


class DigitNet(nn.Module):
    """Three small conv blocks and one hidden layer: about 2 M multiply-adds a cell with the
    default ``channels``."""

    def __init__(self, channels: tuple[int, int, int] = (16, 32, 64), features: int = 128) -> None:
        super().__init__()

        def block(inputs: int, outputs: int) -> nn.Sequential:
            return nn.Sequential(
                nn.Conv2d(inputs, outputs, 3, padding=1, bias=False),
                nn.BatchNorm2d(outputs),
                nn.ReLU(),
                nn.MaxPool2d(2),
            )

        first, second, third = channels
        self.body = nn.Sequential(block(1, first), block(first, second), block(second, third), nn.Flatten())
        self.hidden = nn.Sequential(nn.Linear(third * 3 * 3, features), nn.ReLU())
        self.dropout = nn.Dropout(0.3)
        self.head = nn.Linear(features, len(CLASSES))

    def forward(self, cells: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        features = self.hidden(self.body(cells))
        return self.head(self.dropout(features)), features


class Ensemble(nn.Module):
    """Several trained members read as one: the logits are the log of their mean calibrated
    probabilities, the features their concatenation. Members trained from different seeds
    rarely make the same mistake with the same confidence, so the mean is less often surely wrong."""

    def __init__(self, members: list[DigitNet], temperatures: list[float]) -> None:
        super().__init__()
        self.members = nn.ModuleList(members)
        self.register_buffer("temperatures", torch.tensor(temperatures, dtype=torch.float32))

    def forward(self, cells: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        outputs = [member(cells) for member in self.members]
        probabilities = torch.stack([torch.softmax(logits / self.temperatures[i], dim=1)
                                     for i, (logits, _) in enumerate(outputs)]).mean(dim=0)
        return torch.log(probabilities + 1e-7), torch.cat([features for _, features in outputs], dim=1)


@dataclass(frozen=True)
class Pools:
    """Source cells a run trains on, by kind: digit images augmented here (``written``,
    ``european``) and cells cut from made photos by the reader itself (``photographed``)."""

    written: data.Digits
    european: data.Digits
    photographed: data.Digits


def load_photo_cells(source: str, folder: Path) -> data.Digits:
    """:func:`photo_cells.load` as training digits (ink 0-1, class labels)."""
    images, labels = photo_cells.load(source, folder)
    return data.Digits(images.astype(np.float32) / 255.0, labels)


def class_of(digits: np.ndarray) -> np.ndarray:
    """Class index for digit labels: 1-6 keep their number, anything else is "empty/other"."""
    return np.where(np.isin(digits, DIGITS), digits, 0)


def make_epoch(rng: np.random.Generator, pools: Pools, european_repeats: int) -> tuple[np.ndarray, np.ndarray]:
    """One epoch of augmented training cells with class labels, freshly drawn."""
    cells: list[np.ndarray] = []
    labels: list[int] = []
    sources = [(pools.written, 1), (pools.european, european_repeats)]
    for digits, repeats in sources:
        for _ in range(repeats):
            for image, label in zip(digits.images, digits.labels):
                cells.append(data.augment(rng, image) if rng.random() < 0.85 else image)
                labels.append(int(label))
    for digit in (1, 4):
        for _ in range(500):
            cells.append(data.procedural(rng, digit))
            labels.append(digit)
    for image, label in zip(pools.photographed.images, pools.photographed.labels):
        cells.append(data.jitter(rng, image) if rng.random() < 0.5 else image)
        labels.append(int(label))
    for _ in range(len(cells) // 12):
        cells.append(data.other(rng))
        labels.append(0)
    return np.stack(cells)[:, None].astype(np.float32), class_of(np.array(labels))


def validation_set(seed: int, photographed: data.Digits) -> tuple[np.ndarray, np.ndarray]:
    """MNIST validation digits 1-6 clean and augmented, the same digits photographed, European
    forms and "other" cells."""
    rng = np.random.default_rng(seed + 1)
    mnist = data.load_mnist().take(data.MNIST_VAL).of_labels(DIGITS)
    cells = list(mnist.images) + [data.augment(rng, image) for image in mnist.images] + list(photographed.images)
    labels = list(mnist.labels) * 2 + list(photographed.labels)
    for digit in (1, 4):
        cells += [data.procedural(rng, digit) for _ in range(150)]
        labels += [digit] * 150
    cells += [data.other(rng) for _ in range(400)]
    labels += [0] * 400
    return np.stack(cells)[:, None].astype(np.float32), class_of(np.array(labels))


def logits_of(model: nn.Module, cells: np.ndarray) -> np.ndarray:
    """The model's logits for many cells, in batches, in eval mode."""
    model.eval()
    with torch.no_grad():
        parts = [model(torch.from_numpy(cells[i : i + 1024]))[0] for i in range(0, len(cells), 1024)]
    return torch.cat(parts).numpy()


def fit_temperature(logits: np.ndarray, labels: np.ndarray) -> float:
    """The temperature that minimises the negative log-likelihood on held-out logits."""
    grid = np.exp(np.linspace(np.log(0.3), np.log(10.0), 400))
    losses = [-np.log(softmax(logits, t)[np.arange(len(labels)), labels] + 1e-12).mean() for t in grid]
    return float(grid[int(np.argmin(losses))])


def train(pools: Pools, validation: data.Digits, seed: int, epochs: int,
          european_repeats: int) -> tuple[DigitNet, float]:
    """A trained model and its temperature (fitted on ``validation`` photo cells and more)."""
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    model = DigitNet()
    optimiser = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    val_cells, val_labels = validation_set(seed, validation)
    first_cells, first_labels = make_epoch(rng, pools, european_repeats)
    steps = epochs * (len(first_cells) // 128 + 1)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, max_lr=3e-3, total_steps=steps)
    loss_of = nn.CrossEntropyLoss()
    cells, labels = first_cells, first_labels
    for epoch in range(epochs):
        started = time.time()
        if epoch:
            cells, labels = make_epoch(rng, pools, european_repeats)
        model.train()
        order = rng.permutation(len(cells))
        for i in range(0, len(order), 128):
            batch = order[i : i + 128]
            optimiser.zero_grad()
            loss = loss_of(model(torch.from_numpy(cells[batch]))[0], torch.from_numpy(labels[batch]))
            loss.backward()
            optimiser.step()
            schedule.step()
        accuracy = float((logits_of(model, val_cells).argmax(1) == val_labels).mean())
        print(f"  epoch {epoch + 1}/{epochs}: {len(cells)} cells, loss {loss.item():.3f}, "
              f"validation {accuracy:.4f}, {time.time() - started:.0f} s", flush=True)
    return model, fit_temperature(logits_of(model, val_cells), val_labels)


def train_ensemble(pools: Pools, validation: data.Digits, seed: int, epochs: int, european_repeats: int,
                   members: int) -> tuple[nn.Module, float]:
    """One model (``members`` 1) or an :class:`Ensemble` of models trained from seeds
    ``seed``, ``seed + 1``, ..., with the temperature of the whole."""
    trained = [train(pools, validation, seed + k, epochs, european_repeats) for k in range(members)]
    if members == 1:
        return trained[0]
    ensemble = Ensemble([model for model, _ in trained], [temperature for _, temperature in trained])
    val_cells, val_labels = validation_set(seed, validation)
    return ensemble, fit_temperature(logits_of(ensemble, val_cells), val_labels)


def measure(model: nn.Module, temperature: float, digits: data.Digits) -> dict:
    """:func:`digit_data.report` of the calibrated model on ``digits``."""
    logits = logits_of(model, digits.images[:, None].astype(np.float32))
    return data.report(softmax(logits, temperature), digits.labels)


def export(model: nn.Module, path: Path) -> None:
    """ONNX with outputs ``logits`` and ``features``, checked against cv2.dnn, written atomically."""
    model.eval()
    temporary = path.with_suffix(".tmp.onnx")
    example = torch.zeros(1, 1, data.SIDE, data.SIDE)
    torch.onnx.export(model, example, str(temporary), dynamo=False, input_names=["cells"],
                      output_names=["logits", "features"], dynamic_axes={"cells": {0: "n"}},
                      opset_version=13)
    probe = np.random.default_rng(0).random((44, 1, data.SIDE, data.SIDE), dtype=np.float32)
    net = cv2.dnn.readNetFromONNX(str(temporary))
    net.setInput(probe)
    logits, _ = net.forward(["logits", "features"])
    with torch.no_grad():
        expected = model(torch.from_numpy(probe))[0].numpy()
    difference = float(np.abs(logits - expected).max())
    assert difference < 1e-3, f"cv2.dnn disagrees with torch by {difference}"
    os.replace(temporary, path)


def write_json(path: Path, record: dict) -> None:
    """``record`` as pretty JSON, written atomically."""
    write_atomic(path, json.dumps(record, indent=2) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--epochs", type=int, default=14)
    parser.add_argument("--threads", type=int, default=2, help="CPU threads for torch (1 on a busy machine)")
    parser.add_argument("--members", type=int, default=1, help="models trained from successive seeds, averaged")
    parser.add_argument("--european-repeats", type=int, default=3,
                        help="how often each Semeion sample is drawn per epoch")
    parser.add_argument("--only", choices=("loso", "shipped"), help="run one of the two runs")
    parser.add_argument("--other-digits", default="",
                        help="MNIST digits to train as empty/other, e.g. 0,7,8,9 (default none: a "
                             "European 1 looks like a 7 and a closed 4 like a 9)")
    parser.add_argument("--out", type=Path, default=MODELS / "digits.onnx")
    parser.add_argument("--cells", type=Path, default=ROOT / "build",
                        help="where the cells cut from made photos are kept (made when missing)")
    arguments = parser.parse_args()
    torch.set_num_threads(arguments.threads)
    started = time.time()
    mnist, semeion = data.load_mnist(), data.load_semeion()
    others = tuple(int(d) for d in arguments.other_digits.split(",") if d)
    mnist_train = mnist.take(data.MNIST_TRAIN).of_labels(DIGITS + others)
    mnist_test = mnist.take(data.MNIST_TEST).of_labels(DIGITS)
    empty = data.Digits(np.zeros((0, data.SIDE, data.SIDE), np.float32), np.zeros(0, np.int64))
    validation = load_photo_cells("validation", arguments.cells)
    measured: dict = {}
    if arguments.only in (None, "loso"):
        print("leave-one-set-out run: trained without Semeion", flush=True)
        pools = Pools(mnist_train, empty, load_photo_cells("training-mnist", arguments.cells))
        model, temperature = train_ensemble(pools, validation, arguments.seed, arguments.epochs, 0, arguments.members)
        measured["loso_semeion_all_1_to_6"] = measure(model, temperature, semeion.of_labels(DIGITS))
        measured["loso_mnist_heldout_1_to_6"] = measure(model, temperature, mnist_test)
        measured["loso_semeion_photographed_1_to_6"] = measure(
            model, temperature, load_photo_cells("semeion", arguments.cells))
        data.show("leave-one-set-out, all Semeion 1-6", measured["loso_semeion_all_1_to_6"])
        data.show("leave-one-set-out, held-out MNIST 1-6", measured["loso_mnist_heldout_1_to_6"])
        data.show("leave-one-set-out, Semeion photographed", measured["loso_semeion_photographed_1_to_6"])
    if arguments.only in (None, "shipped"):
        print("shipped run: trained with Semeion rows 0-1194", flush=True)
        european = semeion.take(data.SEMEION_TRAIN).of_labels(DIGITS)
        photographed = [load_photo_cells(source, arguments.cells) for source in ("training", photo_cells.FONT)]
        pools = Pools(mnist_train, european, data.Digits(np.concatenate([d.images for d in photographed]),
                                                         np.concatenate([d.labels for d in photographed])))
        model, temperature = train_ensemble(pools, validation, arguments.seed, arguments.epochs,
                                            arguments.european_repeats, arguments.members)
        measured["mnist_heldout_1_to_6"] = measure(model, temperature, mnist_test)
        measured["semeion_heldout_writers_1_to_6"] = measure(
            model, temperature, semeion.take(data.SEMEION_TEST).of_labels(DIGITS))
        data.show("shipped, held-out MNIST 1-6", measured["mnist_heldout_1_to_6"])
        measured["photographed_heldout_writers_1_to_6"] = measure(
            model, temperature, load_photo_cells("shared", arguments.cells))
        data.show("shipped, held-out Semeion writers 1-6", measured["semeion_heldout_writers_1_to_6"])
        data.show("shipped, held-out writers photographed", measured["photographed_heldout_writers_1_to_6"])
        arguments.out.parent.mkdir(parents=True, exist_ok=True)
        export(model, arguments.out)
        write_json(arguments.out.with_suffix(".json"), {
            "version": VERSION,
            "date": datetime.date.today().isoformat(),
            "classes": list(CLASSES),
            "input": {"name": "cells", "shape": ["n", 1, 28, 28], "dtype": "float32",
                      "contract": "ink 1.0 on background 0.0; ink bounding box fitted into 20x20 "
                                  "keeping aspect; centre of mass at the centre (MNIST's form); "
                                  "an empty cell is all zeros"},
            "outputs": {"logits": "n x 7, divide by temperature then softmax",
                        "features": f"n x {128 * arguments.members}, penultimate layer (ReLU) of each "
                                    f"of {arguments.members} member(s), for adapting to a hand"},
            "temperature": round(temperature, 4),
            "training": {
                "command": COMMAND, "seed": arguments.seed, "epochs": arguments.epochs,
                "members": arguments.members,
                "seconds": round(time.time() - started), "cpu_seconds": round(time.process_time()),
                "data": {
                    "MNIST t10k indices 0-6999 (train), 7000-7999 (validation, temperature)":
                        "MNIST database (LeCun, Cortes, Burges), CC BY-SA 3.0",
                    "Semeion Handwritten Digit rows 0-1194 (train)":
                        "Semeion Research Center, Rome, and Tattile Srl, Brescia, via UCI; CC BY 4.0",
                    "procedural": "flagged and footed 1s, closed 4s, outline fragments, star and "
                                  "heart remnants, stray dots, blank and noisy cells",
                },
                "held_out": "MNIST t10k indices 8000-9999; Semeion rows 1195-1592 (last group of writers); "
                            "loso_*: a second run trained without any Semeion",
            },
            "measured": measured,
        })
    print(f"done in {time.time() - started:.0f} s ({time.process_time():.0f} s of CPU)", flush=True)


if __name__ == "__main__":
    main()
