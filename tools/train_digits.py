"""Train the digit model shipped at splitter_print/models/digits.onnx, and record it.

The recipe (also what ``tools/evaluate_digits.py`` runs for each left-out population and
writer fold): MNIST t10k 0-6999 and Semeion rows 0-1194, augmented as photographed pencil;
every UNIPEN writer's strokes drawn as photographed ink (``tools/unipen_ink.py``), drawn by
writer weight so that no writer counts for more than 30 digits; the reader's own cells of
800 made photos written with those MNIST and Semeion digits (:data:`PHOTOGRAPHED`);
procedural European 1s and 4s; and "empty/other" cells (outline pieces, symbol remnants, dots,
noise). The temperature and the doubt level are not chosen here but taken from the protocol's summary
(``build/protocol/summary.json``, :func:`evaluate_digits.calibration`): fitted on the readings
of the recipe's UNIPEN writer folds, writers their models never saw.

The run exports ONNX that cv2.dnn reads, with a second output holding the penultimate
features, measures it on the held-out MNIST and Semeion writers (as scanned, and cut from
made photos by the reader) and writes digits.json beside it. PyTorch and onnx are
training-time dependencies only:

    .venv/bin/pip install -e '.[train]'
    nice -n 10 .venv/bin/python tools/evaluate_digits.py --runs current lopo folds
    nice -n 10 .venv/bin/python tools/train_digits.py

``--capture albumentations`` photographs half of the augmented MNIST and Semeion digits with
albumentations' camera (:func:`digit_data.capture`) instead of the project's own; the default
``own`` is the recipe as shipped.

digits.json records the command actually run, the temperature and the doubt level the reader
runs the model at (``levels.min_odds``, the protocol's ``doubt_level``).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data
import evaluate_digits as protocol
import photo_cells
import unipen_ink as ink

from splitter_print.atomic import write_atomic
from splitter_print.reading.recognise.model import softmax

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "splitter_print" / "models"
CLASSES, DIGITS = data.CLASSES, data.NUMBERS
VERSION = "9"
"""Raise it whenever the training changes, so that a model file says which recipe made it."""
SEED, EPOCHS, UNIPEN_DRAWS, SEMEION_REPEATS = 7, 16, 8000, 2
OPEN_FOURS = 800
"""Procedural open, curled 4s an epoch (:func:`open_four`), from recipe 7."""
SCANNED_SHARE = 0.15
CAPTURES = ("own", "albumentations")
"""How the augmented MNIST and Semeion digits are photographed (``--capture``): ``own`` by
:func:`digit_data.augment` only; ``albumentations`` a :data:`CAPTURE_SHARE` of them by
:func:`digit_data.capture` (albumentations' blurs, shadow, noise, JPEG) instead."""
CAPTURE_SHARE = 0.5
"""Share of the augmented MNIST and Semeion digits photographed by :func:`digit_data.capture`
with ``--capture albumentations``."""
"""Share of MNIST and UNIPEN training cells given the coarse-scan look (:func:`coarse_scan`)."""
CHANNELS = (24, 48, 96)
"""Channels of the three conv blocks (``--channels``): recipe 7 was measured by the protocol at
this width (the shipped version 4 is 16/32/64)."""
RENDERINGS, RENDER_SEED = 4, 11
"""Renderings of each UNIPEN digit that training draws from, and their seed (tests use others)."""


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


@dataclass(frozen=True)
class Sources:
    """What one run trains on: digit images augmented here (MNIST, Semeion), UNIPEN digits
    already drawn as photographed ink (:mod:`unipen_ink`, several renderings each) and the
    weight each UNIPEN sample is drawn with (its writer's share, :func:`unipen_ink.writer_weights`)."""

    mnist: data.Digits
    semeion: data.Digits
    unipen_cells: np.ndarray
    """uint8, samples x renderings x 28 x 28."""
    unipen_labels: np.ndarray
    unipen_weights: np.ndarray
    photographed: data.Digits
    """Cells cut by the reader from made photos written with the training's MNIST and Semeion digits."""

    def described(self) -> str:
        """How many samples of each kind, for the log."""
        return (f"{len(self.mnist.labels)} MNIST, {len(self.semeion.labels)} Semeion, "
                f"{len(self.unipen_labels)} UNIPEN digits, {len(self.photographed.labels)} photographed cells")


PHOTOGRAPHED = ("training",)
"""The sets training learns from (recipe 7). Recipe 8 added ``"training-coarse"``: small sheets'
digits read 4 points better, but writers it never saw worse (UNIPEN folds, held-out MNIST, a
game-night bench), so it was not shipped (docs/model-card.md, "Known limits")."""


def cut_cells(names: tuple[str, ...], folder: Path) -> data.Digits:
    """The standard :mod:`photo_cells` sets ``names`` together, as digits (made in ``folder`` when
    missing: the four sets of recipe 8's training and measuring took 952 s on two cores)."""
    parts = [photo_cells.load(name, folder) for name in names]
    return data.Digits(np.concatenate([images for images, _ in parts]).astype(np.float32) / 255.0,
                       np.concatenate([labels for _, labels in parts]))


def photo_set(name: str) -> str:
    """A standard :mod:`photo_cells` set as the model's record describes it, with the command that
    makes it.

    >>> photo_set("training")
    '800 made photos of training digits (tools/photo_cells.py --digits training --photos 800 --seed 100000)'
    >>> photo_set("training-coarse").startswith("600 made photos of training digits, the sheet small in the photo")
    True
    """
    _, photos, seed = photo_cells.STANDARD[name]
    source = name.removesuffix(photo_cells.COARSE)
    small = source != name
    return (f"{photos} made photos of {source} digits{', the sheet small in the photo' if small else ''} "
            f"(tools/photo_cells.py --digits {source}{' --coarse' if small else ''} --photos {photos} --seed {seed})")


def photographed_cells(folder: Path) -> data.Digits:
    """The reader's cells of made photos written with the training's MNIST and Semeion digits
    (:data:`PHOTOGRAPHED`)."""
    return cut_cells(PHOTOGRAPHED, folder)


NOTHING = data.Digits(np.zeros((0, data.SIDE, data.SIDE), np.float32), np.zeros(0, np.int64))


def sources(mnist: data.Digits, semeion: data.Digits, unipen: ink.Unipen, rendered: np.ndarray,
            unipen_samples: np.ndarray, photographed: data.Digits) -> Sources:
    """:class:`Sources` from digits 1-6 of the given MNIST and Semeion digits and of the
    UNIPEN samples ``unipen_samples`` (indices), whose renderings are ``rendered``."""
    keep = unipen_samples[np.isin(unipen.labels[unipen_samples], DIGITS)]
    return Sources(mnist.of_labels(DIGITS), semeion.of_labels(DIGITS), rendered[keep], unipen.labels[keep],
                   ink.writer_weights(unipen.writers[keep]) if len(keep) else np.zeros(0), photographed)


def coarse_scan(rng: np.random.Generator, cell: np.ndarray) -> np.ndarray:
    """A contract cell as a coarse binarising scanner or a cheap camera leaves it: the ink
    sampled down to 12-18 pixels (a digit at least half as wide as high widened by up to 60 %
    half of the time, as scanner software that stretches digits into a square box does),
    thresholded to black and white, maybe thickened by a pixel as a felt pen would, then
    blown up and smoothed back into the contract (:func:`digit_data.semeion_to_cell`).
    A property of the capture, not of any writer: thick, blocky, staircase-edged strokes.

    >>> rng = np.random.default_rng(0)
    >>> bar = np.zeros((28, 28), np.float32); bar[4:24, 12:15] = 1.0
    >>> scanned = coarse_scan(rng, bar)
    >>> scanned.shape, float(scanned.max()) > 0.8, float(scanned[:, :8].max()) == 0.0
    ((28, 28), True, True)
    """
    crop = data.ink_box(cell)
    if crop is None:
        return cell
    side = int(rng.integers(12, 19))
    height, width = crop.shape
    scale = side / max(height, width)
    widen = rng.uniform(1.0, 1.6) if width >= height / 2 and rng.random() < 0.5 else 1.0
    size = (max(1, min(side, round(width * scale * widen))), max(1, min(side, round(height * scale * widen))))
    small = cv2.resize(crop, size, interpolation=cv2.INTER_AREA)
    bits = (small > rng.uniform(0.3, 0.6) * max(float(small.max()), 1e-3)).astype(np.float32)
    if rng.random() < 0.2:
        bits = cv2.dilate(bits, np.ones((2, 2), np.uint8))
    square = np.zeros((side, side), np.float32)
    top, left = (side - size[1]) // 2, (side - size[0]) // 2
    square[top : top + size[1], left : left + size[0]] = bits
    return data.semeion_to_cell(square)


def photographer(capture: str, rng: np.random.Generator) -> Callable[[np.random.Generator, np.ndarray], np.ndarray]:
    """How one epoch photographs its augmented MNIST and Semeion digits (:data:`CAPTURES`);
    the albumentations camera is seeded from ``rng``."""
    if capture == "own":
        return data.augment
    camera = data.capture_transform(data.CAPTURE, int(rng.integers(2**31)))
    return lambda rng, image: (data.capture(rng, image, camera) if rng.random() < CAPTURE_SHARE
                               else data.augment(rng, image))


def make_epoch(rng: np.random.Generator, chosen: Sources, unipen_draws: int,
               semeion_repeats: int, capture: str = "own") -> tuple[np.ndarray, np.ndarray]:
    """One epoch of training cells with class labels, freshly drawn: every MNIST digit and
    ``semeion_repeats`` times every Semeion digit, mostly augmented as photographed pencil;
    ``unipen_draws`` UNIPEN renderings drawn by writer weight and the photographed cells
    (each nudged half of the time); procedural European 1s, closed 4s and open curled 4s
    (:func:`open_four`); and one "empty/other" cell in twelve. ``capture`` says how the augmented
    digits are photographed (:func:`photographer`)."""
    photograph = photographer(capture, rng)
    cells: list[np.ndarray] = []
    labels: list[int] = []
    for digits, repeats, scans in ((chosen.mnist, 1, SCANNED_SHARE), (chosen.semeion, semeion_repeats, 0.0)):
        for _ in range(repeats):
            for image, label in zip(digits.images, digits.labels):
                roll = rng.random()
                cells.append(coarse_scan(rng, image) if roll < scans else
                             photograph(rng, image) if roll < 0.85 else image)
                labels.append(int(label))
    if len(chosen.unipen_labels):
        drawn = rng.choice(len(chosen.unipen_labels), unipen_draws, p=chosen.unipen_weights)
        renderings = rng.integers(chosen.unipen_cells.shape[1], size=unipen_draws)
        for sample, rendering in zip(drawn, renderings):
            cell = chosen.unipen_cells[sample, rendering].astype(np.float32) / 255.0
            roll = rng.random()
            cells.append(coarse_scan(rng, cell) if roll < SCANNED_SHARE else
                         data.jitter(rng, cell) if roll < 0.5 + SCANNED_SHARE / 2 else cell)
            labels.append(int(chosen.unipen_labels[sample]))
    for digit in (1, 4):
        for _ in range(500):
            cells.append(data.procedural(rng, digit))
            labels.append(digit)
    for _ in range(OPEN_FOURS):
        cells.append(open_four(rng))
        labels.append(4)
    for image, label in zip(chosen.photographed.images, chosen.photographed.labels):
        cells.append(data.jitter(rng, image) if rng.random() < 0.5 else image)
        labels.append(int(label))
    for _ in range(len(cells) // 12):
        cells.append(data.other(rng))
        labels.append(0)
    return np.stack(cells)[:, None].astype(np.float32), class_of(np.array(labels))


def open_four(rng: np.random.Generator) -> np.ndarray:
    """A "4" with an open top whose first stroke curls round into the bar (drawn in one
    movement, as many European hands do), and an upright that crosses the bar, often short
    (starting not far above it): the form other populations' 4s rarely show, which a net
    can take for a 6."""
    stem_x = rng.uniform(0.55, 0.8)
    bar_y = rng.uniform(0.45, 0.7)
    top_left = (rng.uniform(0.1, 0.45), rng.uniform(0.0, 0.15))
    curl = rng.uniform(0.05, 0.2)
    corner = [(top_left[0] - rng.uniform(0.05, 0.2), bar_y - curl),
              (top_left[0] - rng.uniform(0.0, 0.1), bar_y + curl * rng.uniform(0.3, 0.8)),
              (top_left[0] + curl, bar_y + curl * rng.uniform(0.2, 0.6))]
    bar = [(min(1.0, stem_x + rng.uniform(0.1, 0.35)), bar_y + rng.uniform(-0.1, 0.05))]
    stem_top = rng.uniform(0.0, 0.2) if rng.random() < 0.5 else rng.uniform(0.2, bar_y - 0.1)
    upright = [(stem_x + rng.uniform(-0.05, 0.1), stem_top), (stem_x + rng.uniform(-0.2, 0.05), 1.0)]
    drawn = data._hand(rng, [[top_left, *corner, *bar], upright])
    return data.photograph(rng, data.elastic(rng, drawn, rng.uniform(1.0, 3.0)))


def class_of(digits: np.ndarray) -> np.ndarray:
    """Class index for digit labels: 1-6 keep their number, anything else is "empty/other"."""
    return np.where(np.isin(digits, DIGITS), digits, 0)


def logits_of(model: nn.Module, cells: np.ndarray) -> np.ndarray:
    """The model's logits for many cells, in batches, in eval mode."""
    model.eval()
    with torch.no_grad():
        parts = [model(torch.from_numpy(cells[i : i + 1024]))[0] for i in range(0, len(cells), 1024)]
    return torch.cat(parts).numpy()


def train(chosen: Sources, seed: int, epochs: int, unipen_draws: int, semeion_repeats: int,
          threads: int, channels: tuple[int, int, int] = CHANNELS, capture: str = "own") -> DigitNet:
    """A model with ``channels`` trained from ``seed`` on ``chosen`` (one-cycle AdamW, batches of 128),
    its digits photographed as ``capture`` says (:data:`CAPTURES`)."""
    torch.set_num_threads(threads)
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    model = DigitNet(channels)
    optimiser = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    cells, labels = make_epoch(rng, chosen, unipen_draws, semeion_repeats, capture)
    steps = epochs * (len(cells) // 128 + 1)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, max_lr=3e-3, total_steps=steps)
    loss_of = nn.CrossEntropyLoss()
    print(f"  training on {chosen.described()}: {len(cells)} cells an epoch", flush=True)
    for epoch in range(epochs):
        started = time.time()
        if epoch:
            cells, labels = make_epoch(rng, chosen, unipen_draws, semeion_repeats, capture)
        model.train()
        order = rng.permutation(len(cells))[: (steps // epochs) * 128]
        losses = []
        for i in range(0, len(order), 128):
            batch = order[i : i + 128]
            optimiser.zero_grad()
            loss = loss_of(model(torch.from_numpy(cells[batch]))[0], torch.from_numpy(labels[batch]))
            loss.backward()
            optimiser.step()
            schedule.step()
            losses.append(loss.item())
        print(f"  epoch {epoch + 1}/{epochs}: {len(cells)} cells, loss {np.mean(losses):.3f}, "
              f"{time.time() - started:.0f} s", flush=True)
    return model.eval()


def measure(logits: np.ndarray, temperature: float, digits: data.Digits) -> dict[str, Any]:
    """:func:`digit_data.report` of ``logits`` of ``digits`` at ``temperature``."""
    return data.report(softmax(logits, temperature), digits.labels)


def held_out_figures(logits: Callable[[np.ndarray], np.ndarray], temperature: float,
                     cells: Path) -> dict[str, Any]:
    """:func:`measure` of a model (``logits`` of n x 1 x 28 x 28 cells) on the held-out MNIST
    and Semeion writers and on the reader's cells of made photos written with them (kept in
    ``cells``, also photographed small), each shown as it is measured."""
    mnist = data.load_mnist().take(data.MNIST_TEST).of_labels(DIGITS)
    semeion = data.load_semeion().take(data.SEMEION_TEST).of_labels(DIGITS)
    measured = {}
    for name, digits in (("mnist_heldout_1_to_6", mnist), ("semeion_heldout_writers_1_to_6", semeion),
                         ("photographed_heldout_writers_1_to_6", cut_cells(("shared",), cells)),
                         ("photographed_small_heldout_writers_1_to_6", cut_cells(("shared-coarse",), cells))):
        measured[name] = measure(logits(digits.images[:, None].astype(np.float32)), temperature, digits)
        data.show(name, measured[name])
    return measured


def export(model: nn.Module, path: Path) -> None:
    """ONNX with outputs ``logits`` and ``features``, checked against cv2.dnn, written atomically."""
    model.eval()
    temporary = path.with_suffix(".tmp.onnx")
    example = torch.zeros(1, 1, data.SIDE, data.SIDE)
    torch.onnx.export(model, (example,), str(temporary), dynamo=False, input_names=["cells"],
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


def write_json(path: Path, record: dict[str, Any]) -> None:
    """``record`` as pretty JSON, written atomically."""
    write_atomic(path, json.dumps(record, indent=2) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--epochs", type=int, default=EPOCHS)
    parser.add_argument("--unipen-draws", type=int, default=UNIPEN_DRAWS, help="UNIPEN cells an epoch")
    parser.add_argument("--semeion-repeats", type=int, default=SEMEION_REPEATS)
    parser.add_argument("--channels", type=int, nargs=3, default=CHANNELS, help="channels of the conv blocks")
    parser.add_argument("--capture", choices=CAPTURES, default="own",
                        help="how augmented digits are photographed: the project's own maker, or half of "
                             "them by albumentations (blur, shadow, noise, JPEG; pip install albumentations)")
    parser.add_argument("--threads", type=int, default=1,
                        help="CPU threads for torch (2 ran 18x slower than 1 on two busy cores)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "candidate" / "digits.onnx",
                        help="where the model and its record go (copy both into splitter_print/models "
                             "when it measures better than the shipped one)")
    parser.add_argument("--protocol", type=Path, default=ROOT / "build" / "protocol",
                        help="tools/evaluate_digits.py's folder: its summary gives the temperature and doubt level")
    parser.add_argument("--cells", type=Path, default=ROOT / "build",
                        help="where the cells cut from made photos of held-out writers are kept (made when missing)")
    arguments = parser.parse_args()
    started = time.time()
    calibrated = protocol.model_record(json.loads((arguments.protocol / "summary.json").read_text()))
    temperature = float(calibrated["temperature"])
    unipen = ink.load_unipen()
    chosen = sources(data.load_mnist().take(data.MNIST_TRAIN), data.load_semeion().take(data.SEMEION_TRAIN),
                     unipen, ink.cached(unipen, RENDERINGS, RENDER_SEED, arguments.protocol),
                     np.arange(len(unipen.labels)), photographed_cells(arguments.cells))
    model = train(chosen, arguments.seed, arguments.epochs, arguments.unipen_draws, arguments.semeion_repeats,
                  arguments.threads, tuple(arguments.channels), arguments.capture)
    measured = held_out_figures(lambda cells: logits_of(model, cells), temperature, arguments.cells)
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
                    "features": "n x 128, penultimate layer (ReLU), for adapting to a hand"},
        "temperature": calibrated["temperature"],
        "temperature_fitted": calibrated["temperature_fitted"],
        "levels": calibrated["levels"],
        "training": {
            "command": protocol.command_line(), "seed": arguments.seed, "epochs": arguments.epochs,
            "channels": list(arguments.channels), "open_fours_per_epoch": OPEN_FOURS,
            "unipen_draws_per_epoch": arguments.unipen_draws, "semeion_repeats": arguments.semeion_repeats,
            "coarse_scan_share": SCANNED_SHARE, "capture": arguments.capture,
            "capture_share": CAPTURE_SHARE if arguments.capture == "albumentations" else 0.0,
            "capture_strengths": dataclasses.asdict(data.CAPTURE) if arguments.capture == "albumentations" else {},
            "seconds": round(time.time() - started), "cpu_seconds": round(time.process_time()),
            "data": {
                "MNIST t10k indices 0-6999 (train)": "MNIST database (LeCun, Cortes, Burges), CC BY-SA 3.0",
                "Semeion Handwritten Digit rows 0-1194 (train)":
                    "Semeion Research Center, Rome, and Tattile Srl, Brescia, via UCI; CC BY 4.0",
                "UNIPEN train_r01_v07 section 1a, all 217 writers, digits 1-6, drawn as photographed ink "
                f"({RENDERINGS} renderings each, tools/unipen_ink.py), drawn by writer weight (cap "
                f"{ink.WRITER_CAP} digits a writer)":
                    "I. Guyon, L. Schomaker, R. Plamondon, M. Liberman, S. Janet, UNIPEN project of on-line "
                    "data exchange (ICPR 1994), International Unipen Foundation, doi 10.5281/zenodo.1195803, "
                    "CC BY 4.0; cleaned and converted to strokes (../shared/data/unipen-1a/README.md)",
                "photographed": "the reader's cells of " + " and of ".join(map(photo_set, PHOTOGRAPHED)),
                "procedural": "flagged and footed 1s, closed and open curled 4s, outline fragments, star and "
                              "heart remnants, stray dots, blank and noisy cells",
            },
            "held_out": "MNIST t10k indices 7000-9999; Semeion rows 1195-1592 (last group of writers)",
        },
        "protocol": calibrated["protocol"],
        "measured": measured,
    })
    print(f"{arguments.out} and its record written in {time.time() - started:.0f} s "
          f"({time.process_time():.0f} s of CPU)", flush=True)


if __name__ == "__main__":
    main()
