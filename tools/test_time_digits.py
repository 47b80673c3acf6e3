"""Does reading each cell several ways help on writers never seen? Measured on the protocol's
kept models, no retraining.

    nice -n 10 .venv/bin/python tools/test_time_digits.py --folder build/protocol-v6

For every kept protocol run (``lopo-<k>.pt``, ``fold-<k>.pt`` in ``--folder``, trained by
``tools/evaluate_digits.py``) the held-out cells of that run are read as they are, and
averaged over variants of each cell (small shifts, scale, turn, a thicker and a thinner
stroke), and with every cell's stroke brought to one width. The logits are averaged (the
softmax of the mean logit is what an exported ensemble of variants would give). Prints, per
held-out set, errors of each variant alone and of each averaged set of variants.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data
import evaluate_digits as protocol
import unipen_ink as ink

SIDE = data.SIDE
CENTRE = (SIDE / 2 - 0.5, SIDE / 2 - 0.5)
Variant = Callable[[np.ndarray], np.ndarray]


def affine(turn: float = 0.0, scale: float = 1.0, dx: float = 0.0, dy: float = 0.0) -> Variant:
    """Each cell turned by ``turn`` degrees, scaled about the centre, shifted by (dx, dy) pixels."""
    matrix = cv2.getRotationMatrix2D(CENTRE, turn, scale)
    matrix[:, 2] += (dx, dy)

    def moved(cells: np.ndarray) -> np.ndarray:
        return np.stack([cv2.warpAffine(c, matrix, (SIDE, SIDE), flags=cv2.INTER_LINEAR) for c in cells])
    return moved


def morphed(thicker: bool) -> Variant:
    """Each cell's stroke thickened or thinned by about half a pixel (grey dilation or erosion
    at twice the resolution), then put back in the contract."""
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (3, 3))

    def changed(cells: np.ndarray) -> np.ndarray:
        out = []
        for cell in cells:
            big = cv2.resize(cell, (2 * SIDE, 2 * SIDE), interpolation=cv2.INTER_LINEAR)
            big = cv2.dilate(big, kernel) if thicker else cv2.erode(big, kernel)
            out.append(cv2.resize(big, (SIDE, SIDE), interpolation=cv2.INTER_AREA) if big.max() > 0.1 else cell)
        return np.stack(out)
    return changed


def thin(binary: np.ndarray) -> np.ndarray:
    """Zhang-Suen thinning of a stack of binary images (n x h x w, bool) to one-pixel skeletons."""
    image = np.pad(binary.astype(np.uint8), ((0, 0), (1, 1), (1, 1)))
    while True:
        changed = False
        for step in (0, 1):
            p = image
            n = [p[:, :-2, 1:-1], p[:, :-2, 2:], p[:, 1:-1, 2:], p[:, 2:, 2:],
                 p[:, 2:, 1:-1], p[:, 2:, :-2], p[:, 1:-1, :-2], p[:, :-2, :-2]]
            centre = p[:, 1:-1, 1:-1]
            count = sum(x.astype(np.int32) for x in n)
            turns = sum(((n[i] == 0) & (n[(i + 1) % 8] == 1)).astype(np.int32) for i in range(8))
            if step == 0:
                first, second = n[0] * n[2] * n[4], n[2] * n[4] * n[6]
            else:
                first, second = n[0] * n[2] * n[6], n[0] * n[4] * n[6]
            remove = (centre == 1) & (count >= 2) & (count <= 6) & (turns == 1) & (first == 0) & (second == 0)
            if remove.any():
                changed = True
                image = image.copy()
                image[:, 1:-1, 1:-1][remove] = 0
        if not changed:
            return image[:, 1:-1, 1:-1].astype(bool)


def one_width(radius: float = 2.0) -> Variant:
    """Every cell's ink thinned to its skeleton (at three times the resolution) and drawn
    again with a disc of ``radius`` pixels of the big image, smoothed, and normalised back."""
    scale = 3
    size = 2 * int(np.ceil(radius)) + 1
    disc = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (size, size))

    def widened(cells: np.ndarray) -> np.ndarray:
        big = np.stack([cv2.resize(c, (scale * SIDE, scale * SIDE), interpolation=cv2.INTER_LINEAR)
                        for c in cells]) > 0.35
        skeletons = thin(big)
        out = []
        for cell, skeleton in zip(cells, skeletons):
            if not skeleton.any():
                out.append(cell)
                continue
            drawn = cv2.dilate(skeleton.astype(np.float32), disc)
            drawn = cv2.GaussianBlur(drawn, (0, 0), 1.0)
            out.append(data.normalise(drawn))
        return np.stack(out)
    return widened


VARIANTS: dict[str, Variant] = {
    "as is": lambda cells: cells,
    "right 1": affine(dx=1), "left 1": affine(dx=-1), "down 1": affine(dy=1), "up 1": affine(dy=-1),
    "larger": affine(scale=1.08), "smaller": affine(scale=0.92),
    "turn +6": affine(turn=6), "turn -6": affine(turn=-6),
    "thicker": morphed(True), "thinner": morphed(False),
}
SETS = {
    "shifts": ["as is", "right 1", "left 1", "down 1", "up 1"],
    "scale": ["as is", "larger", "smaller"],
    "turn": ["as is", "turn +6", "turn -6"],
    "stroke": ["as is", "thicker", "thinner"],
    "shift+scale+turn": ["as is", "right 1", "left 1", "down 1", "up 1", "larger", "smaller", "turn +6", "turn -6"],
    "all": list(VARIANTS),
}


def held_out(folder: Path) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """(run, cells, labels) for every kept protocol run, its held-out cells pooled."""
    unipen = ink.load_unipen()
    sets = protocol.test_sets(unipen, folder)
    fold_of = protocol.folds(unipen)
    rendered = ink.cached(unipen, 1, protocol.TEST_SEED, folder, clutter=False)[:, 0]
    runs = []
    for k, population in enumerate(protocol.POPULATIONS):
        if (folder / f"lopo-{k}.pt").is_file():
            runs.append((f"lopo-{k} ({population})", sets[population].cells, sets[population].labels))
    for k in range(protocol.FOLDS):
        if (folder / f"fold-{k}.pt").is_file():
            keep = np.flatnonzero((fold_of == k) & np.isin(unipen.labels, data.NUMBERS))
            runs.append((f"fold-{k}", rendered[keep].astype(np.float32) / 255.0, unipen.labels[keep]))
    return runs


def main() -> None:
    import torch
    import train_digits as recipe

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folder", type=Path, default=protocol.FOLDER)
    parser.add_argument("--channels", type=int, nargs=3, default=(16, 32, 64), help="channels of the kept models")
    parser.add_argument("--width", type=float, default=2.0, help="stroke radius (pixels at 3x) for one-width")
    arguments = parser.parse_args()
    torch.set_num_threads(1)
    variants = dict(VARIANTS)
    variants["one width"] = one_width(arguments.width)
    sets = dict(SETS)
    sets["one width + as is"] = ["as is", "one width"]
    totals: dict[str, list[int]] = {}
    runs = held_out(arguments.folder)
    for run, cells, labels in runs:
        name = run.split(" ")[0]
        model = recipe.DigitNet(tuple(arguments.channels))
        model.load_state_dict(torch.load(arguments.folder / f"{name}.pt"))
        logits = {v: recipe.logits_of(model, make(cells.astype(np.float32))[:, None].astype(np.float32))
                  for v, make in variants.items()}
        wrong = {v: int((lg.argmax(axis=1) != labels).sum()) for v, lg in logits.items()}
        wrong |= {f"mean of {s}": int((np.mean([logits[v] for v in members], axis=0).argmax(axis=1) != labels).sum())
                  for s, members in sets.items()}
        for key, value in wrong.items():
            totals.setdefault(key, []).append(value)
        print(f"{run}: {len(labels)} digits; wrong: " + ", ".join(f"{k} {v}" for k, v in wrong.items()), flush=True)
    names = [run.split(" ")[0] for run, _, _ in runs]
    lopo = [k for k, name in enumerate(names) if name.startswith("lopo")]
    print(f"\nwrong digits per run ({', '.join(names)}):")
    for key, values in totals.items():
        folds = sum(len(labels) for run, _, labels in runs if run.startswith("fold"))
        print(f"  {key}: {values} (lopo {sum(values[k] for k in lopo)}, "
              f"folds {sum(values) - sum(values[k] for k in lopo)} of {folds})")


if __name__ == "__main__":
    main()
