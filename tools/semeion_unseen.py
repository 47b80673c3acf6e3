"""Semeion left out, read on all its writers: a kept ``lopo-1`` run's model on every Semeion digit 1-6.

A run without Semeion (``evaluate_digits.py --runs lopo-1``) trains on none of its 1,593 digits,
so rows 0-1194, which the protocol keeps for training the other runs, are as unseen by it as
the test rows 1195-1592: four times the digits the protocol's table counts, and a set to screen
a recipe change on without looking at the test rows (docs/model-card.md, "Today's figures").

    .venv/bin/python tools/semeion_unseen.py build/protocol-w32 --channels 32 64 128
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import digit_data as data

PARTS = {"rows 0-1194": data.SEMEION_TRAIN, "rows 1195-1592": data.SEMEION_TEST}


@dataclass(frozen=True)
class Part:
    """How one part of Semeion's digits 1-6 read: how many, how many wrong, and the confusions
    (``"4->6"``: a 4 read as 6; ``0`` is "empty"), most frequent first."""

    digits: int
    confusions: tuple[tuple[str, int], ...]

    @property
    def wrong(self) -> int:
        return sum(count for _, count in self.confusions)

    def line(self, name: str) -> str:
        """One printed line, e.g. ``rows 0-1194: 21 wrong of 721 (97.09 %), 4->6 13, ...``."""
        share = 100 * (1 - self.wrong / self.digits) if self.digits else 0.0
        shown = ", ".join(f"{pair} {count}" for pair, count in self.confusions)
        return f"{name}: {self.wrong} wrong of {self.digits} ({share:.2f} %)" + (f", {shown}" if shown else "")


def read_parts(logits_of: Callable[[np.ndarray], np.ndarray], semeion: data.Digits) -> dict[str, Part]:
    """Each part of :data:`PARTS` and both together ("all"), read by ``logits_of`` (cells n x 1 x 28
    x 28 float32 -> logits n x 7, class index = the digit, 0 = empty)."""
    counted: dict[str, tuple[int, Counter[str]]] = {}
    for name, rows in PARTS.items():
        index = np.array([r for r in rows if semeion.labels[r] in data.NUMBERS], np.int64)
        truth = semeion.labels[index]
        read = logits_of(semeion.images[index][:, None].astype(np.float32)).argmax(axis=1)
        counted[name] = len(index), Counter(f"{t}->{r}" for t, r in zip(truth.tolist(), read.tolist()) if t != r)
    counted["all"] = (sum(digits for digits, _ in counted.values()),
                      sum((pairs for _, pairs in counted.values()), Counter()))
    return {name: Part(digits, tuple(pairs.most_common())) for name, (digits, pairs) in counted.items()}


def main() -> None:
    import torch
    import train_digits as recipe

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path, help="a protocol folder holding lopo-1.pt")
    parser.add_argument("--channels", type=int, nargs=3, default=recipe.CHANNELS, help="the run's conv channels")
    arguments = parser.parse_args()
    model = recipe.DigitNet(tuple(arguments.channels))
    model.load_state_dict(torch.load(arguments.folder / "lopo-1.pt"))
    for name, part in read_parts(lambda cells: recipe.logits_of(model, cells), data.load_semeion()).items():
        print(part.line(name))


if __name__ == "__main__":
    main()
