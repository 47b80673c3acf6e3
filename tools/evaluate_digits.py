"""The digit model's measuring protocol: no writer is ever on both sides.

    nice -n 10 .venv/bin/python tools/evaluate_digits.py --runs current lopo folds   # train and measure
    .venv/bin/python tools/evaluate_digits.py                                          # table from the kept runs

Runs (each kept in ``build/protocol/<run>.npz``, trained weights in ``<run>.pt``, so that an
interrupted protocol resumes):

- ``current``: the shipped model (``splitter_print/models/digits.onnx``, or the ONNX file of
  ``--model``, at the temperature and doubt level of its ``digits.json``) on every population's
  test cells: a held-out figure only for populations it never trained on (version 4 never saw
  UNIPEN; versions 7 on trained on every UNIPEN writer, so their UNIPEN figures are not held out);
- ``lopo-<population>``: the training recipe of ``tools/train_digits.py`` run without one of
  MNIST, Semeion, UNIPEN Europe, UNIPEN North America, UNIPEN Japan, measured on it (without
  MNIST or Semeion, also without the photographed cells, which are written with both);
- ``fold-<k>``: UNIPEN leave-writers-out, 5 folds by writer (dealt within each population),
  trained with MNIST, Semeion and the other four folds, measured on fold k.

Test cells, the same for every run: MNIST t10k 8000-9999 and Semeion rows 1195-1592 (the
splits no model of this project trains on) as scanned (``digit_data.augment``, the training's
pencil-and-photo augmentation, makes too many of them unreadable even to a person to serve
as a test); every UNIPEN digit drawn once as photographed ink
(:mod:`unipen_ink`, a seed no training rendering uses, without the outline pieces and edge
clipping that training adds: the protocol measures writers, not the cutter). Digits 1-6 only; a digit read as
"empty" is an error. Reported: accuracy by digit and by writer (UNIPEN has writer codes: the
mean over writers, and the worst 10 % of writers with at least 5 digits), per-class
confusion, confident errors, and the recipe's calibration: one temperature, fitted on the
pooled held-out readings of the UNIPEN writer folds (of the left-out populations when no fold
was run), and at it the doubt level (digits.json's ``levels.min_odds``) that flags at least 95 % of their
wrong digits; every figure of the recipe's runs is given at that temperature and level.
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data
import unipen_ink as ink

from splitter_print.atomic import write_atomic
from splitter_print.reading.recognise.card import MODEL, model_card
from splitter_print.reading.recognise.model import softmax

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "build" / "protocol"
POPULATIONS = ("MNIST", "Semeion", "UNIPEN Europe", "UNIPEN North America", "UNIPEN Japan")
FOLDS = 5
TEST_SEED, FOLD_SEED = 977, 3
FLAGGED = 0.95
"""Share of wrong digits the doubt threshold must flag on a held-out population."""
MIN_WRITER_DIGITS = 5
"""Writers with fewer digits are left out of the worst-writer figures (one error is 20 %)."""


@dataclass(frozen=True)
class TestSet:
    """One population's test cells (float32, n x 28 x 28), digits and writers ("" unknown)."""

    cells: np.ndarray
    labels: np.ndarray
    writers: np.ndarray


def scanned(digits: data.Digits, rows: range) -> TestSet:
    """Rows ``rows`` of ``digits`` with a digit 1-6, as the data set gives them, writers unknown."""
    index = np.array([r for r in rows if digits.labels[r] in data.NUMBERS])
    return TestSet(digits.images[index], digits.labels[index], np.full(len(index), ""))


def test_sets(unipen: ink.Unipen, folder: Path) -> dict[str, TestSet]:
    """Every population's test cells, UNIPEN's rendered once with :data:`TEST_SEED` (kept in ``folder``)."""
    sets = {"MNIST": scanned(data.load_mnist(), data.MNIST_TEST),
            "Semeion": scanned(data.load_semeion(), data.SEMEION_TEST)}
    rendered = ink.cached(unipen, 1, TEST_SEED, folder, clutter=False)[:, 0]
    for population in sorted(set(unipen.populations.tolist())):
        keep = np.flatnonzero((unipen.populations == population) & np.isin(unipen.labels, data.NUMBERS))
        sets[population] = TestSet(rendered[keep].astype(np.float32) / 255.0, unipen.labels[keep],
                                   unipen.writer_names[unipen.writers[keep]])
    return sets


def folds(unipen: ink.Unipen, count: int = FOLDS, seed: int = FOLD_SEED) -> np.ndarray:
    """Each UNIPEN sample's fold: writers shuffled and dealt in turn within each population,
    so every fold holds writers of every population that has as many writers as folds, and
    no writer is in two folds."""
    rng = np.random.default_rng(seed)
    fold_of_writer = np.zeros(len(unipen.writer_names), np.int64)
    for population in sorted(set(unipen.populations.tolist())):
        writers = np.unique(unipen.writers[unipen.populations == population])
        fold_of_writer[rng.permutation(writers)] = np.arange(len(writers)) % count
    return np.asarray(fold_of_writer[unipen.writers])


def current_logits(cells: np.ndarray, model: Path = MODEL) -> np.ndarray:
    """The logits of the model file ``model`` (the shipped one unless told) for ``cells``
    (cv2.dnn, as the reader runs it)."""
    net = cv2.dnn.readNetFromONNX(str(model))
    parts = []
    for i in range(0, len(cells), 512):
        net.setInput(np.ascontiguousarray(cells[i:i + 512, None], np.float32))
        parts.append(net.forward("logits").copy())
    return np.asarray(np.concatenate(parts))


def save(path: Path, measured: dict[str, tuple[np.ndarray, TestSet]], settings: dict[str, Any] | None = None) -> None:
    """A run's logits with the truth and writers of each test set it measured, and the
    recipe's settings it was trained with (for the ``current`` run, the model file it measured)."""
    arrays: dict[str, Any] = {"settings": np.array(json.dumps(settings or {}))}
    for k, (population, (logits, test)) in enumerate(measured.items()):
        arrays |= {f"logits{k}": logits, f"labels{k}": test.labels, f"writers{k}": test.writers,
                   f"population{k}": np.array(population)}
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as kept:
        np.savez_compressed(kept, **arrays)


def load(path: Path) -> dict[str, tuple[np.ndarray, TestSet]]:
    """What :func:`save` kept (cells are not kept: an empty array stands for them)."""
    with np.load(path) as kept:
        count = len([name for name in kept.files if name.startswith("logits")])
        return {str(kept[f"population{k}"]): (kept[f"logits{k}"],
                                              TestSet(np.zeros(0), kept[f"labels{k}"], kept[f"writers{k}"]))
                for k in range(count)}


def settings_of(path: Path) -> dict[str, Any] | str:
    """The recipe settings a kept run was trained with (runs kept before they were recorded say so)."""
    with np.load(path) as kept:
        return json.loads(str(kept["settings"])) if "settings" in kept.files else "not recorded"


def command_line() -> str:
    """The command this process was started with, the interpreter named as typed from the checkout
    (what a model's record gives as the command that made it)."""
    interpreter = Path(sys.executable)
    shown = interpreter.relative_to(ROOT) if interpreter.is_relative_to(ROOT) else interpreter
    return shlex.join([str(shown), *sys.argv])


def run(name: str, unipen: ink.Unipen, sets: dict[str, TestSet], arguments: argparse.Namespace) -> None:
    """Train (unless ``current``) and measure one run, kept in ``FOLDER/<name>.npz``."""
    import torch
    import train_digits as recipe

    path = arguments.folder / f"{name}.npz"
    if path.is_file():
        print(f"{name}: kept in {path}", flush=True)
        return
    started = time.time()
    if name == "current":
        save(path, {population: (current_logits(test.cells, arguments.model), test)
                    for population, test in sets.items()}, {"model": str(arguments.model)})
        return
    kind, _, which = name.partition("-")
    everyone = np.arange(len(unipen.labels))
    mnist, semeion = data.load_mnist().take(data.MNIST_TRAIN), data.load_semeion().take(data.SEMEION_TRAIN)
    if kind == "lopo":
        population = POPULATIONS[int(which)]
        mnist = mnist.take(np.zeros(len(mnist.labels), bool)) if population == "MNIST" else mnist
        semeion = semeion.take(np.zeros(len(semeion.labels), bool)) if population == "Semeion" else semeion
        trained_on = everyone[unipen.populations != population]
        measured = {population: sets[population]}
    else:
        fold_of = folds(unipen)
        trained_on = everyone[fold_of != int(which)]
        tested = fold_of == int(which)
        rendered = ink.cached(unipen, 1, TEST_SEED, arguments.folder, clutter=False)[:, 0]
        measured = {}
        for population in sorted(set(unipen.populations.tolist())):
            keep = np.flatnonzero(tested & (unipen.populations == population) & np.isin(unipen.labels, data.NUMBERS))
            if len(keep) == 0:
                continue
            measured[population] = TestSet(rendered[keep].astype(np.float32) / 255.0, unipen.labels[keep],
                                           unipen.writer_names[unipen.writers[keep]])
    print(f"{name}: training", flush=True)
    rendered = ink.cached(unipen, recipe.RENDERINGS, recipe.RENDER_SEED, arguments.folder)
    photographed = (recipe.photographed_cells(arguments.folder.parent) if len(mnist.labels) and len(semeion.labels)
                    else recipe.NOTHING)
    chosen = recipe.sources(mnist, semeion, unipen, rendered, trained_on, photographed)
    model = recipe.train(chosen, arguments.seed, arguments.epochs, arguments.unipen_draws,
                         arguments.semeion_repeats, arguments.threads, tuple(arguments.channels))
    settings = {"epochs": arguments.epochs, "seed": arguments.seed, "channels": list(arguments.channels),
                "unipen_draws": arguments.unipen_draws, "semeion_repeats": arguments.semeion_repeats,
                "recipe_version": recipe.VERSION}
    save(path, {population: (recipe.logits_of(model, test.cells[:, None].astype(np.float32)), test)
                for population, test in measured.items()}, settings)
    torch.save(model.state_dict(), path.with_suffix(".pt"))
    print(f"{name}: done in {time.time() - started:.0f} s", flush=True)


def fit_temperature(logits: np.ndarray, labels: np.ndarray) -> float:
    """The temperature minimising the negative log-likelihood of the true classes."""
    grid = np.exp(np.linspace(np.log(0.3), np.log(10.0), 300))
    losses = [-np.log(softmax(logits, t)[np.arange(len(labels)), labels] + 1e-12).mean() for t in grid]
    return float(grid[int(np.argmin(losses))])


def doubt_threshold(sure: np.ndarray, wrong: np.ndarray, share: float = FLAGGED) -> float:
    """The lowest confidence level under which at least ``share`` of the wrong readings fall
    (a reading is flagged when its probability is below the level).

    >>> round(doubt_threshold(np.array([0.5, 0.6, 0.99, 0.999]), np.array([True, True, False, True]), share=0.6), 7)
    0.6000001
    """
    ranked = np.sort(sure[wrong])
    return float(ranked[int(np.ceil(share * len(ranked))) - 1]) + 1e-7


def writer_figures(read: np.ndarray, labels: np.ndarray, writers: np.ndarray) -> dict[str, Any]:
    """Accuracy by writer: the mean over writers, and the worst 10 % of writers with at least
    :data:`MIN_WRITER_DIGITS` digits (their mean, and each of them)."""
    names, index = np.unique(writers, return_inverse=True)
    right = np.bincount(index, weights=(read == labels).astype(float), minlength=len(names))
    counts = np.bincount(index, minlength=len(names))
    accuracy = right / counts
    enough = np.flatnonzero(counts >= MIN_WRITER_DIGITS)
    worst = enough[np.argsort(accuracy[enough], kind="stable")][: max(1, int(np.ceil(0.1 * len(enough))))]
    return {"writers": len(names), "mean_over_writers": round(float(accuracy.mean()), 4),
            "worst_10_percent": {"writers": len(worst), "of": len(enough),
                                 "accuracy": round(float(right[worst].sum() / counts[worst].sum()), 4),
                                 "each": {str(names[w]): f"{int(right[w])}/{int(counts[w])}" for w in worst}}}


def odds(probabilities: np.ndarray) -> np.ndarray:
    """Nats by which each row's best class beats its second (the reader's doubt measure,
    ``decode.is_uncertain``).

    >>> odds(np.array([[0.1, 0.9, 0.0], [0.5, 0.25, 0.25]])).round(3).tolist()
    [2.197, 0.693]
    """
    ranked = np.sort(np.maximum(probabilities, 1e-6), axis=1)
    return np.asarray(np.log(ranked[:, -1]) - np.log(ranked[:, -2]))


RULES = {"top probability": lambda probabilities: probabilities.max(axis=1), "odds": odds}
"""Doubt measures compared by :func:`doubt`: a reading is flagged when its measure is below a level."""


def figures(logits: np.ndarray, test: TestSet, temperature: float, min_odds: float) -> dict[str, Any]:
    """:func:`digit_data.report` at ``temperature``, with how many wrong and right readings the
    reader's doubt rule (best class less than ``min_odds`` nats above the second) flags, and
    writer figures where writers are known."""
    probabilities = softmax(logits, temperature)
    found = data.report(probabilities, test.labels)
    flagged, wrong = odds(probabilities) < min_odds, probabilities.argmax(axis=1) != test.labels
    found[f"flagged_below_{min_odds}_nats"] = {"wrong": f"{int((wrong & flagged).sum())}/{int(wrong.sum())}",
                                               "right": f"{int((~wrong & flagged).sum())}/{int((~wrong).sum())}"}
    if (test.writers != "").all():
        found["by_writer"] = writer_figures(probabilities.argmax(axis=1), test.labels, test.writers)
    return found


def pooled(parts: list[tuple[np.ndarray, TestSet]]) -> tuple[np.ndarray, TestSet]:
    """Several measured sets as one."""
    return (np.concatenate([logits for logits, _ in parts]),
            TestSet(np.zeros(0), np.concatenate([t.labels for _, t in parts]),
                    np.concatenate([t.writers for _, t in parts])))


def summarise(folder: Path, calibrated: dict[str, Any] | None = None, model: Path = MODEL) -> dict[str, Any]:
    """The protocol's figures from every kept run: the ``current`` run's at the temperature and
    doubt level of ``model``'s card (the model it measured, the shipped one unless told), the
    recipe's at the one temperature and level of :func:`calibration` (or at ``calibrated``'s, a
    model record's ``protocol.doubt_level``, when the runs it was chosen on are not all kept here)."""
    paths = {path.stem: path for path in sorted(folder.glob("*.npz")) if not path.stem.startswith("unipen")}
    kept = {name: load(path) for name, path in paths.items()}
    described = (__doc__ or "").split("Test cells, ")[1].split("Reported")[0]
    summary: dict[str, Any] = {"protocol": "tools/evaluate_digits.py", "test_cells": " ".join(described.split()),
                               "runs": {name: settings_of(path) for name, path in paths.items()}}
    card = model_card(model)
    current_temperature = card.temperature
    if "current" in kept:
        summary["current"] = {population: figures(*kept["current"][population], current_temperature, card.min_odds)
                              for population in kept["current"]}
        unipen_parts = [kept["current"][p] for p in kept["current"] if p.startswith("UNIPEN")]
        summary["current"]["UNIPEN all writers"] = figures(*pooled(unipen_parts), current_temperature, card.min_odds)
        summary["current_doubt"] = current_doubt({p: kept["current"][p] for p in kept["current"]
                                                  if p.startswith("UNIPEN")}, current_temperature,
                                                 card.min_odds)
    lopo = {POPULATIONS[int(name.split("-")[1])]: runs[POPULATIONS[int(name.split("-")[1])]]
            for name, runs in kept.items() if name.startswith("lopo-")}
    fold_runs = [runs for name, runs in kept.items() if name.startswith("fold-")]
    fold_parts = [part for runs in fold_runs for part in runs.values()]
    if not lopo and not fold_parts and not calibrated:
        return summary
    chosen = calibrated or calibration(
        fold_parts or list(lopo.values()),
        f"pooled held-out readings of the recipe's {len(fold_runs)} UNIPEN writer folds" if fold_parts
        else f"pooled held-out readings of the recipe's left-out populations {sorted(lopo)}")
    summary["doubt_level"] = chosen
    temperature, level = chosen["temperature"], chosen["min_odds"]
    if lopo:
        summary["lopo"] = {population: figures(logits, test, temperature, level)
                           for population, (logits, test) in lopo.items()}
        if len(lopo) > 1:
            summary["doubt"] = doubt(lopo)
    if fold_runs:
        summary["unipen_folds"] = {"folds": len(fold_runs), "all": figures(*pooled(fold_parts), temperature, level)}
        for population in sorted({p for runs in fold_runs for p in runs}):
            summary["unipen_folds"][population] = figures(
                *pooled([runs[population] for runs in fold_runs if population in runs]), temperature, level)
    if lopo and fold_runs:
        summary["recipe_doubt"] = recipe_doubt([*lopo.values(), *fold_parts], temperature)
    return summary


def calibration(held_out: list[tuple[np.ndarray, TestSet]], fitted_on: str) -> dict[str, Any]:
    """The recipe's temperature and doubt level, chosen together on readings of writers its
    models never saw (``held_out``): the temperature that best fits them (kept to 4 decimals,
    as the model's record gives it), and at it the lowest odds level that flags at least
    :data:`FLAGGED` of the wrong ones, rounded up to the hundredth ``levels.min_odds`` takes,
    with what that level flags there."""
    logits, test = pooled(held_out)
    temperature = round(fit_temperature(logits, test.labels), 4)
    probabilities = softmax(logits, temperature)
    wrong = probabilities.argmax(axis=1) != test.labels
    level = doubt_threshold(odds(probabilities), wrong)
    min_odds = math.ceil(level * 100) / 100
    flagged = odds(probabilities) < min_odds
    return {"temperature": temperature, "fitted_on": fitted_on, "wrong": int(wrong.sum()),
            "right": int((~wrong).sum()), "odds_level_95_percent": round(level, 4), "min_odds": min_odds,
            "wrong_flagged": int((wrong & flagged).sum()), "right_flagged": int((~wrong & flagged).sum())}


def model_record(summary: dict[str, Any]) -> dict[str, Any]:
    """What a model's ``digits.json`` takes from its recipe's protocol summary: the temperature,
    how it was chosen, the doubt level the reader runs it at (``levels.min_odds``, read by
    :func:`~splitter_print.reading.recognise.card.model_card`), and the protocol's figures."""
    if "doubt_level" not in summary:
        sys.exit("the protocol summary holds no calibration yet: run tools/evaluate_digits.py --runs folds")
    return {"temperature": summary["doubt_level"]["temperature"],
            "temperature_fitted": summary["doubt_level"]["fitted_on"]
                                  + " (tools/evaluate_digits.py): writers the recipe's models never saw",
            "levels": {"min_odds": summary["doubt_level"]["min_odds"]},
            "protocol": {key: summary[key] for key in ("protocol", "test_cells", "runs", "doubt_level", "lopo",
                                                       "unipen_folds", "recipe_doubt", "doubt") if key in summary}}


def recipe_doubt(held_out: list[tuple[np.ndarray, TestSet]], temperature: float) -> dict[str, Any]:
    """Every held-out reading of the recipe's protocol runs pooled (each population left out,
    and the UNIPEN writer folds): for each doubt measure the lowest level that flags at least
    :data:`FLAGGED` of the wrong ones, and how many right ones it flags: a check of
    :func:`calibration`'s level on more populations than it was chosen on."""
    logits, test = pooled(held_out)
    probabilities = softmax(logits, temperature)
    wrong = probabilities.argmax(axis=1) != test.labels
    found: dict[str, Any] = {"temperature": temperature, "wrong": int(wrong.sum()), "right": int((~wrong).sum())}
    for rule, measure in RULES.items():
        level = doubt_threshold(measure(probabilities), wrong)
        flagged = measure(probabilities) < level
        found[rule] = {"level": round(level, 6), "wrong_flagged": int((wrong & flagged).sum()),
                       "right_flagged": int((~wrong & flagged).sum())}
    return found


def doubt(lopo: dict[str, tuple[np.ndarray, TestSet]]) -> dict[str, Any]:
    """For each held-out population and doubt measure (:data:`RULES`): the temperature and the
    level chosen on the other populations' held-out readings (at least :data:`FLAGGED` of their
    wrong readings flagged), and what they flag on this one."""
    found: dict[str, Any] = {}
    for population, (logits, test) in lopo.items():
        others = pooled([part for other, part in lopo.items() if other != population])
        temperature = fit_temperature(others[0], others[1].labels)
        other_probabilities = softmax(others[0], temperature)
        other_wrong = other_probabilities.argmax(axis=1) != others[1].labels
        probabilities = softmax(logits, temperature)
        wrong = probabilities.argmax(axis=1) != test.labels
        found[population] = {"temperature": round(temperature, 4), "wrong": int(wrong.sum()),
                             "right": int((~wrong).sum())}
        for rule, measure in RULES.items():
            level = doubt_threshold(measure(other_probabilities), other_wrong)
            flagged = measure(probabilities) < level
            found[population][rule] = {"level": round(level, 6), "wrong_flagged": int((wrong & flagged).sum()),
                                       "right_flagged": int((~wrong & flagged).sum())}
    return found


def current_doubt(unseen: dict[str, tuple[np.ndarray, TestSet]], temperature: float,
                  min_odds: float) -> dict[str, Any]:
    """The shipped model on the UNIPEN populations (writers it never saw when it is version 4,
    which did not train on UNIPEN): for each doubt measure the lowest level that flags at least
    :data:`FLAGGED` of its wrong readings over them all, and what the reader's own rule flags in
    each population (odds below ``min_odds`` nats, the model's card)."""
    logits, test = pooled(list(unseen.values()))
    probabilities = softmax(logits, temperature)
    wrong = probabilities.argmax(axis=1) != test.labels
    found: dict[str, Any] = {"populations": sorted(unseen), "wrong": int(wrong.sum()), "right": int((~wrong).sum())}
    for rule, measure in RULES.items():
        level = doubt_threshold(measure(probabilities), wrong)
        flagged = measure(probabilities) < level
        found[rule] = {"level": round(level, 6), "wrong_flagged": int((wrong & flagged).sum()),
                       "right_flagged": int((~wrong & flagged).sum())}
    found[f"reader_odds_{min_odds}"] = {}
    for population, (logits, test) in unseen.items():
        probabilities = softmax(logits, temperature)
        wrong, flagged = probabilities.argmax(axis=1) != test.labels, odds(probabilities) < min_odds
        found[f"reader_odds_{min_odds}"][population] = {
            "wrong_flagged": f"{int((wrong & flagged).sum())}/{int(wrong.sum())}",
            "right_flagged": f"{int((~wrong & flagged).sum())}/{int((~wrong).sum())}"}
    return found


def suspects(folder: Path, unipen: ink.Unipen) -> tuple[np.ndarray, dict[str, int]]:
    """UNIPEN test digits that the shipped model and the recipe left without their population
    both read as the same other digit with p >= 0.9 (at temperature 1, the networks' own
    softmax): with a shipped model that never saw UNIPEN (version 4) most of them are labelled
    wrong in UNIPEN (its labels were never checked by hand); a shipped model trained on them
    (versions 7 on) learned their labels, so it rarely disputes them. A picture (dark ink
    on white, captioned ``label>read writer``) and the count per population."""
    kept_current = load(folder / "current.npz")
    rendered = ink.cached(unipen, 1, TEST_SEED, folder, clutter=False)[:, 0]
    tiles, counts = [], {}
    for number, population in enumerate(POPULATIONS):
        if not population.startswith("UNIPEN") or not (folder / f"lopo-{number}.npz").is_file():
            continue
        samples = np.flatnonzero((unipen.populations == population) & np.isin(unipen.labels, data.NUMBERS))
        (current, test), (left_out, _) = kept_current[population], load(folder / f"lopo-{number}.npz")[population]
        first, second = softmax(current, 1.0), softmax(left_out, 1.0)
        agreed = ((first.argmax(axis=1) == second.argmax(axis=1)) & (first.argmax(axis=1) != test.labels)
                  & (first.max(axis=1) >= data.CONFIDENT) & (second.max(axis=1) >= data.CONFIDENT))
        counts[population] = int(agreed.sum())
        for k in np.flatnonzero(agreed):
            tile = cv2.resize(255 - rendered[samples[k]], (84, 84), interpolation=cv2.INTER_NEAREST)
            tile = cv2.copyMakeBorder(tile, 14, 2, 2, 2, cv2.BORDER_CONSTANT, value=255)
            tile = cv2.cvtColor(tile, cv2.COLOR_GRAY2BGR)
            caption = f"{test.labels[k]}>{first[k].argmax()} {test.writers[k]}"
            cv2.putText(tile, caption, (2, 11), cv2.FONT_HERSHEY_SIMPLEX, 0.33, (0, 0, 200), 1, cv2.LINE_AA)
            tiles.append(tile)
    tiles += [np.full((100, 88, 3), 255, np.uint8)] * (-len(tiles) % 10)
    return np.vstack([np.hstack(tiles[i:i + 10]) for i in range(0, len(tiles), 10)]), counts


def percent(value: float) -> str:
    return f"{value * 100:.2f} %"


def level_lines(found: dict[str, Any]) -> list[str]:
    """One line per doubt rule: its level and the wrong and right digits it flags."""
    return [f"- {rule}: level {found[rule]['level']:.4g}, {found[rule]['wrong_flagged']} wrong and "
            f"{found[rule]['right_flagged']} right flagged "
            f"({found[rule]['right_flagged'] / max(found['right'], 1):.1%})" for rule in RULES]


def table(summary: dict[str, Any]) -> str:
    """The protocol's figures as Markdown, the ``current`` run named by the model file it measured.

    >>> table({"runs": {"current": {"model": "build/candidate/digits.onnx"}}}).splitlines()[0]
    '| held-out population | current model (build/candidate/digits.onnx) | new recipe, left out of training |'
    """
    current = summary.get("runs", {}).get("current")
    measured = current["model"] if isinstance(current, dict) and "model" in current else "the shipped one"
    lines = [f"| held-out population | current model ({measured}) | new recipe, left out of training |",
             "| --- | --- | --- |"]
    for population in (*POPULATIONS, "UNIPEN Israel"):
        cells = []
        for side in ("current", "lopo"):
            found = summary.get(side, {}).get(population)
            cells.append(f"{percent(found['accuracy'])} of {found['samples']} ({found['errors']} wrong, "
                         f"{found['confident_errors']} with p >= {data.CONFIDENT})" if found else "-")
        lines.append(f"| {population} | {cells[0]} | {cells[1]} |")
    if "unipen_folds" in summary:
        lines += ["", f"UNIPEN leave-writers-out ({summary['unipen_folds']['folds']} folds by writer):", "",
                  "| writers of | digits | accuracy | mean over writers | worst 10 % of writers |",
                  "| --- | --- | --- | --- | --- |"]
        for population, found in summary["unipen_folds"].items():
            if population == "folds":
                continue
            worst = found["by_writer"]["worst_10_percent"]
            lines.append(f"| {population} | {found['samples']} | {percent(found['accuracy'])} | "
                         f"{percent(found['by_writer']['mean_over_writers'])} | "
                         f"{percent(worst['accuracy'])} ({worst['writers']} of {worst['of']} writers) |")
    if "doubt_level" in summary:
        found = summary["doubt_level"]
        lines += ["", f"Recipe's temperature {found['temperature']} and doubt level {found['min_odds']} nats "
                  f"(odds level {found['odds_level_95_percent']} rounded up), chosen on the {found['fitted_on']}: "
                  f"{found['wrong_flagged']} of {found['wrong']} wrong and {found['right_flagged']} of "
                  f"{found['right']} right flagged; every figure of the recipe above is at them."]
    if "current_doubt" in summary:
        found = summary["current_doubt"]
        lines += ["", f"Current model ({measured}), doubt levels flagging >= {FLAGGED:.0%} of its wrong digits on "
                  f"the UNIPEN populations (held out only for a model that never saw UNIPEN, as version 4) "
                  f"({', '.join(found['populations'])}: {found['wrong']} wrong, {found['right']} right):", ""]
        lines += level_lines(found)
        reader = next(key for key in found if key.startswith("reader_odds_"))
        lines += [f"- the reader's rule when measured (odds below {reader.removeprefix('reader_odds_')} nats): "
                  + "; ".join(f"{population} {each['wrong_flagged']} wrong, {each['right_flagged']} right"
                              for population, each in found[reader].items())]
    if "recipe_doubt" in summary:
        found = summary["recipe_doubt"]
        lines += ["", f"Recipe's held-out readings pooled (every left-out population and writer fold: {found['wrong']} "
                  f"wrong, {found['right']} right), doubt levels flagging >= {FLAGGED:.0%} of the wrong ones:", ""]
        lines += level_lines(found)
    if "doubt" in summary:
        heading = " | ".join(f"{rule}: level, wrong flagged, right flagged" for rule in RULES)
        lines += ["", f"Doubt levels chosen on the other populations (>= {FLAGGED:.0%} of their wrong digits "
                  "flagged):", "", f"| held-out population | {heading} |", "| --- " * (1 + len(RULES)) + "|"]
        for population, found in summary["doubt"].items():
            cells = [f"{found[rule]['level']:.4g}, {found[rule]['wrong_flagged']}/{found['wrong']}, "
                     f"{found[rule]['right_flagged']}/{found['right']} "
                     f"({found[rule]['right_flagged'] / max(found['right'], 1):.1%})" for rule in RULES]
            lines.append(f"| {population} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    import train_digits as recipe

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", nargs="*", default=[], help="current, lopo, folds, or single runs (lopo-2, fold-0)")
    parser.add_argument("--folder", type=Path, default=FOLDER)
    parser.add_argument("--seed", type=int, default=recipe.SEED)
    parser.add_argument("--epochs", type=int, default=recipe.EPOCHS)
    parser.add_argument("--unipen-draws", type=int, default=recipe.UNIPEN_DRAWS, help="UNIPEN cells an epoch")
    parser.add_argument("--semeion-repeats", type=int, default=recipe.SEMEION_REPEATS)
    parser.add_argument("--threads", type=int, default=1, help="CPU threads for torch")
    parser.add_argument("--channels", type=int, nargs=3, default=recipe.CHANNELS, help="channels of the conv blocks")
    parser.add_argument("--calibrated", type=Path,
                        help="a model's digits.json: measure the recipe's runs at the temperature and doubt level it "
                             "records (protocol.doubt_level) instead of fitting them on the runs kept here")
    parser.add_argument("--model", type=Path, default=MODEL,
                        help="the ONNX model (its digits.json beside it) the current run measures, e.g. a "
                             "candidate of tools/train_digits.py (default: the shipped one); give it its own --folder")
    parser.add_argument("--suspects", type=Path, help="also draw the UNIPEN digits whose label both the shipped "
                                                      "model and the left-out recipe dispute into this PNG")
    arguments = parser.parse_args()
    names = [n for r in arguments.runs for n in ({"lopo": [f"lopo-{k}" for k in range(len(POPULATIONS))],
                                                  "folds": [f"fold-{k}" for k in range(FOLDS)]}.get(r, [r]))]
    arguments.folder.mkdir(parents=True, exist_ok=True)
    if names:
        unipen = ink.load_unipen()
        sets = test_sets(unipen, arguments.folder)
        for name in names:
            run(name, unipen, sets, arguments)
    record = json.loads(arguments.calibrated.read_text()) if arguments.calibrated else None
    summary = summarise(arguments.folder, record and {
        **record["protocol"]["doubt_level"],
        "fitted_on": f"record of model version {record['version']} ({arguments.calibrated.name}), taken from the "
                     + record["temperature_fitted"]}, arguments.model)
    if arguments.suspects:
        picture, counts = suspects(arguments.folder, ink.load_unipen())
        summary["suspect_labels"] = counts
        write_atomic(arguments.suspects, cv2.imencode(".png", picture)[1].tobytes())
        print(f"digits whose UNIPEN label both models dispute with p >= {data.CONFIDENT}: {counts} "
              f"(drawn in {arguments.suspects})")
    write_atomic(arguments.folder / "summary.json", json.dumps(summary, indent=2) + "\n")
    print(table(summary))
    print(f"figures: {arguments.folder / 'summary.json'}")


if __name__ == "__main__":
    main()
