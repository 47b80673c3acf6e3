"""Fit the digit model's temperature on spaces read from made phone photos.

    .venv/bin/python tools/calibrate_on_photos.py [--photos 60] [--seed 70000] [--write]

The temperature in ``digits.json`` was first fitted on clean held-out digits; cells cut from
photos are harder, and the model is over-confident on them, which makes "uncertain" miss
errors and makes the roll-log check flag honest sheets. This script makes seeded photos
written with the *validation* digits (MNIST t10k 7000-7999, never used by benchmarks or
training), reads them with the shipped model, and chooses the temperature that minimises the
negative log-likelihood of the true classes of every space (empty included). ``--write``
stores it in ``splitter_print/models/digits.json`` with how it was fitted.

It then prints, at the fitted temperature, what each candidate doubt level (digits.json's
``levels.min_odds``) would do: spaces marked uncertain per sheet (work for the player checking
them), misread spaces among them, and sheets whose every misread space is marked (the shipped
level itself is chosen on writers the model never saw, ``tools/evaluate_digits.py``).
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from pathlib import Path

import numpy as np

from splitter_print.atomic import write_atomic
from splitter_print.reading.recognise.model import MODEL, ModelEngine, softmax
from splitter_print.reading.scan import scan_photo
from splitter_testkit.synth import PhotoSpec, make_photo

RECORD = MODEL.with_suffix(".json")
TEMPERATURES = np.round(np.arange(0.5, 6.01, 0.05), 2)


ODDS = (1.0, 2.0, 3.0, 4.0, 4.4, 5.0, 6.0, 7.0)


def read_photos(count: int, first_seed: int, folder: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Log-probabilities at the shipped temperature, true classes and photo index of every space read."""
    engine = ModelEngine()
    logs, truth, sheet_of = [], [], []
    for seed in range(first_seed, first_seed + count):
        board = "AB"[seed % 2]
        photo = make_photo(PhotoSpec(seed=seed, board=board, digits="validation", fill=0.9 if seed % 5 else 1.0))
        path = folder / f"calibrate-{seed}.jpg"
        path.write_bytes(photo.jpeg)
        reading = scan_photo(path, board=board, engine=engine)[0]
        written = photo.sheets[0].sheet
        for cell, probabilities in reading.decoded.probabilities.items():
            logs.append(np.log(np.maximum(probabilities, 1e-12)))
            truth.append(written.value(cell) or 0)
            sheet_of.append(seed)
    return np.array(logs), np.array(truth), np.array(sheet_of)


def nll(logs: np.ndarray, truth: np.ndarray, factor: float) -> float:
    """Mean negative log-likelihood after scaling the logits by ``factor`` (old T / new T)."""
    scaled = logs * factor
    scaled -= scaled.max(axis=1, keepdims=True)
    log_norm = np.log(np.exp(scaled).sum(axis=1))
    return float(np.mean(log_norm - scaled[np.arange(len(truth)), truth]))


def confident_errors(logs: np.ndarray, truth: np.ndarray, factor: float, level: float = 0.9) -> int:
    probabilities = softmax(logs, 1 / factor)
    chosen = probabilities.argmax(axis=1)
    return int(((chosen != truth) & (probabilities.max(axis=1) >= level)).sum())


def doubt_table(logs: np.ndarray, truth: np.ndarray, photo: np.ndarray, factor: float) -> None:
    """What each candidate minimum odds (nats between the best two classes) marks, per sheet,
    at the scaled temperature."""
    from splitter_print.reading.decode import is_uncertain

    probabilities = softmax(logs, 1 / factor)
    wrong = probabilities.argmax(axis=1) != truth
    sheets = np.unique(photo)
    print("min odds (nats)  marked per sheet  errors marked  sheets with every error marked")
    for level in ODDS:
        marked = np.array([is_uncertain(row, min_odds=level) for row in probabilities])
        covered = sum(not (wrong & ~marked & (photo == s)).any() for s in sheets)
        print(f"{level:15.1f} {marked.sum() / len(sheets):17.2f} "
              f"{int((wrong & marked).sum()):>8} of {int(wrong.sum())} "
              f"{covered:>10} of {len(sheets)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--photos", type=int, default=60)
    parser.add_argument("--seed", type=int, default=70000)
    parser.add_argument("--write", action="store_true", help="store the fitted temperature in digits.json")
    args = parser.parse_args()
    record = json.loads(RECORD.read_text())
    shipped = float(record["temperature"])
    folder = Path("/tmp") / "splitter-calibrate"
    folder.mkdir(exist_ok=True)
    logs, truth, photo = read_photos(args.photos, args.seed, folder)
    scores = {t: nll(logs, truth, shipped / t) for t in TEMPERATURES}
    best = min(scores, key=scores.get)
    errors = int((logs.argmax(axis=1) != truth).sum())
    print(f"{len(truth)} spaces from {args.photos} photos, {errors} read wrong")
    for label, t in (("shipped", shipped), ("fitted", best)):
        print(f"{label:>8} temperature {t:.2f}: NLL {nll(logs, truth, shipped / t):.4f}, "
              f"wrong with p >= 0.9: {confident_errors(logs, truth, shipped / t)}, "
              f"with p >= 0.99: {confident_errors(logs, truth, shipped / t, 0.99)}")
    doubt_table(logs, truth, photo, shipped / best)
    if args.write:
        record["temperature"] = float(best)
        record["calibration"] = {
            "temperature_fitted_on": f"{len(truth)} spaces of {args.photos} made photos (seeds {args.seed}-"
                                     f"{args.seed + args.photos - 1}) written with MNIST t10k 7000-7999",
            "command": f"tools/calibrate_on_photos.py --photos {args.photos} --seed {args.seed} --write",
            "previous_temperature": shipped,
            "nll_before": round(scores.get(shipped, nll(logs, truth, 1.0)), 4),
            "nll_after": round(scores[best], 4),
            "date": date.today().isoformat(),
        }
        write_atomic(RECORD, json.dumps(record, indent=2, ensure_ascii=False) + "\n")
        print(f"wrote temperature {best:.2f} to {RECORD}")


if __name__ == "__main__":
    main()
