"""Writers or scanner? What Semeion's capture costs the digit model on writers it never saw.

Semeion's digits reach the protocol as its scanner left them (``semeion.names``): each digit's
box stretched to fill 16 x 16 pixels, then every pixel set to ink above half the grey scale. No
phone photo does either. This trains recipe 7 without Semeion and without UNIPEN Europe, then
reads UNIPEN Europe's writers (unseen, drawn as the protocol draws them) as they are and through
that capture (the stretch alone, the threshold alone, both), and all 961 of Semeion's digits 1-6
(:mod:`semeion_unseen`): how much of Semeion-left-out's shortfall a European hand costs, and how
much the capture does (docs/model-card.md, "Today's figures").

    nice -n 5 .venv/bin/python tools/capture_cost.py --folder build/capture --seed 7
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
import unipen_ink as ink

SEMEION_SIDE = 16
LEFT_OUT = "UNIPEN Europe"


def scanned_like_semeion(cell: np.ndarray, stretch: bool = True, binary: bool = True) -> np.ndarray:
    """A contract cell as Semeion's scanner would have left it, back in the contract: the ink's box
    brought to 16 pixels (``stretch``: filling 16 x 16 whatever its shape; else keeping it),
    ``binary``: each pixel ink above half the ink's full strength (the data set's fixed threshold,
    then :func:`digit_data.semeion_to_cell`, as the protocol reads Semeion), else kept grey.

    >>> bar = np.zeros((28, 28), np.float32); bar[4:24, 13:15] = 1.0
    >>> [int((scanned_like_semeion(bar, stretch).max(axis=0) > 0.5).sum()) for stretch in (True, False)]
    [20, 2]
    """
    box = data.ink_box(cell)
    if box is None:
        return cell
    height, width = box.shape
    scale = SEMEION_SIDE / max(height, width)
    size = (SEMEION_SIDE, SEMEION_SIDE) if stretch else (max(1, round(width * scale)), max(1, round(height * scale)))
    small = cv2.resize(box, size, interpolation=cv2.INTER_AREA)
    square = np.zeros((SEMEION_SIDE, SEMEION_SIDE), np.float32)
    top, left = (SEMEION_SIDE - size[1]) // 2, (SEMEION_SIDE - size[0]) // 2
    square[top : top + size[1], left : left + size[0]] = small
    if binary:
        return data.semeion_to_cell((square > 0.5 * float(box.max())).astype(np.float32))
    return data.normalise(cv2.resize(square, (96, 96), interpolation=cv2.INTER_LINEAR))


def main() -> None:
    import evaluate_digits as protocol
    import torch
    import train_digits as recipe
    from semeion_unseen import read_parts

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folder", type=Path, default=protocol.ROOT / "build" / "capture")
    parser.add_argument("--seed", type=int, default=recipe.SEED)
    parser.add_argument("--epochs", type=int, default=recipe.EPOCHS)
    arguments = parser.parse_args()
    arguments.folder.mkdir(parents=True, exist_ok=True)
    unipen = ink.load_unipen()
    kept = arguments.folder / f"no-semeion-no-europe-{arguments.seed}.pt"
    model = recipe.DigitNet(recipe.CHANNELS)
    if kept.is_file():
        model.load_state_dict(torch.load(kept))
    else:
        rendered = ink.cached(unipen, recipe.RENDERINGS, recipe.RENDER_SEED, arguments.folder)
        trained_on = np.flatnonzero(unipen.populations != LEFT_OUT)
        chosen = recipe.sources(data.load_mnist().take(data.MNIST_TRAIN), recipe.NOTHING, unipen, rendered,
                                trained_on, recipe.NOTHING)
        model = recipe.train(chosen, arguments.seed, arguments.epochs, recipe.UNIPEN_DRAWS, recipe.SEMEION_REPEATS, 1)
        torch.save(model.state_dict(), kept)
    europe = protocol.test_sets(unipen, arguments.folder)[LEFT_OUT]
    captures: dict[str, Callable[[np.ndarray], np.ndarray]] = {
        "as drawn": lambda cell: cell,
        "box stretched to 16 x 16": lambda cell: scanned_like_semeion(cell, stretch=True, binary=False),
        "thresholded at 16 px": lambda cell: scanned_like_semeion(cell, stretch=False, binary=True),
        "both, as Semeion's scanner": scanned_like_semeion}
    for name, capture in captures.items():
        cells = np.stack([capture(cell) for cell in europe.cells])
        read = recipe.logits_of(model, cells[:, None].astype(np.float32)).argmax(axis=1)
        print(f"{LEFT_OUT}, {name}: {int((read != europe.labels).sum())} wrong of {len(read)} "
              f"({100 * float((read == europe.labels).mean()):.2f} %)")
    for name, part in read_parts(lambda cells: recipe.logits_of(model, cells), data.load_semeion()).items():
        print("Semeion " + part.line(name))


if __name__ == "__main__":
    main()
