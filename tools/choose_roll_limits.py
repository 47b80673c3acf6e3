"""Choose how much evidence the rolls may overrule before a sheet is flagged, on validation
handwriting: the limits ``SPACE_STRAIN_LIMIT`` and ``STRAIN_LIMIT`` in vision/constrained.py.

    .venv/bin/python tools/choose_roll_limits.py [--sheets 2000] [--source validation]
    .venv/bin/python tools/choose_roll_limits.py --one-hand build/cells-val-one.npz

Simulates game sheets from cells cut from made photos (tools/photo_cells.py; validation
handwriting by default, MNIST t10k 7000-7999, which neither training nor the benchmarks use):
each sheet is a legal placement of 22 rolls whose spaces get the model's probabilities for a
random photographed cell of the written number. Every honest sheet is paired with a cheat
(one written space changed after the fact to another number, itself a photographed cell).
For every pair of limits it prints the share of honest sheets corrected to exactly what was
written and the share of cheats flagged. The rule the shipped limits follow: the most honest
sheets read exactly among the limits that still flag at least 99.5 % of cheats, and among
equals the loosest space limit with the strictest total (validation hands are easier than new
players', whose misreads need the room; several doubtful spaces at once stay suspicious).
The rule suits the model's sharp probabilities; Tesseract's surest readings lie only
2-4 nats above the next number, so looser limits would let its cheats through.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import photo_cells  # noqa: E402

from splitter_print.dice import roll_dice  # noqa: E402
from splitter_print.layout import load_layout  # noqa: E402
from splitter_print.vision.constrained import decode_with_rolls, overruled  # noqa: E402
from splitter_print.vision.model_engine import ModelEngine  # noqa: E402
from splitter_print.vision.synth_night import place_rolls  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
EMPTY_SPACE = np.r_[0.999, np.full(6, 0.001 / 6)]
"""An unwritten space: the cutter already knows it is empty."""
SPACE_LIMITS = (3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 12.0)
TOTAL_LIMITS = (6.0, 8.0, 10.0, 12.0, 16.0, 24.0)
WANTED_FLAGGED = 0.995
"""Share of sheets changed after the fact that must be flagged."""


def simulate(probabilities: np.ndarray, labels: np.ndarray, sheets: int, seed: int, board: str = "A",
             writers: np.ndarray | None = None) -> np.ndarray:
    """Per sheet: honest reading exact, its worst overruled space, its strain; the cheat's worst
    overruled space and strain. With ``writers`` (a writer per cell), each sheet is one
    writer's: every space is drawn from the cells that writer wrote of its number."""
    layout = load_layout(board)
    rng = np.random.default_rng(seed)
    masks = [np.ones(len(labels), bool)] if writers is None else [writers == w for w in np.unique(writers)]
    hands = [{n: np.flatnonzero(mask & (labels == n)) for n in range(1, 7)} for mask in masks]
    hands = [hand for hand in hands if all(len(cells) for cells in hand.values())]
    rows = []
    for index in range(sheets):
        by_number = hands[rng.integers(len(hands))] if len(hands) > 1 else hands[0]
        rolls = roll_dice(len(layout.mirror_pairs), seed=seed + index)
        pairs = [roll.pair for roll in rolls]
        sheet = place_rolls(layout, rolls, rng)
        honest = {cell: probabilities[rng.choice(by_number[sheet.value(cell)])] if sheet.value(cell) else EMPTY_SPACE
                  for cell in layout.cells}
        changed = list(sheet.values)[rng.integers(len(sheet.values))]
        number = int(rng.choice([n for n in range(1, 7) if n != sheet.value(changed)]))
        cheat = honest | {changed: probabilities[rng.choice(by_number[number])]}
        row = []
        for spaces in (honest, cheat):
            reading = decode_with_rolls(layout, spaces, pairs)
            if spaces is honest:
                row.append(float(reading.values == sheet.values))
            row += [overruled(reading, spaces), reading.strain]
        rows.append(row)
    return np.array(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sheets", type=int, default=2000)
    parser.add_argument("--source", choices=tuple(photo_cells.STANDARD), default="validation")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--cells", type=Path, default=ROOT / "build")
    parser.add_argument("--one-hand", type=Path, metavar="NPZ",
                        help="cells cut by photo_cells.py --one-writer: each simulated sheet is one photo's hand")
    arguments = parser.parse_args()
    if arguments.one_hand:
        with np.load(arguments.one_hand) as cut:
            images, labels, writers = cut["images"], cut["labels"].astype(np.int64), cut["seeds"]
            source = f"one-hand {cut['source']}"
    else:
        (images, labels), writers = photo_cells.load(arguments.source, arguments.cells), None
        source = arguments.source
    probabilities = ModelEngine().classify(list(images.astype(np.float32) / 255.0))
    runs = simulate(probabilities, labels, arguments.sheets, arguments.seed, writers=writers)
    exact, worst, strain, cheat_worst, cheat_strain = runs.T
    print(f"{arguments.sheets} sheets of {source} handwriting; the rolls alone would read "
          f"{exact.mean() * 100:.1f} % exactly")
    print("space  total   honest exact   cheats flagged")
    best = None
    for space in SPACE_LIMITS:
        for total in TOTAL_LIMITS:
            if total < space:
                continue
            honest_exact = float(((worst <= space) & (strain <= total) & (exact == 1)).mean())
            flagged = float(((cheat_worst > space) | (cheat_strain > total)).mean())
            print(f"{space:5.1f} {total:6.1f} {honest_exact * 100:12.1f} % {flagged * 100:14.1f} %")
            better = best is None or honest_exact > best[0] or (honest_exact == best[0] and space > best[1])
            if flagged >= WANTED_FLAGGED and better:
                best = (honest_exact, space, total)
    if best:
        print(f"chosen: space {best[1]:.1f}, total {best[2]:.1f} ({best[0] * 100:.1f} % honest exact "
              f"with at least {WANTED_FLAGGED * 100:.1f} % of cheats flagged)")
    else:
        print(f"no limits flag {WANTED_FLAGGED * 100:.1f} % of cheats: these hands are read too unsurely")


if __name__ == "__main__":
    main()
