"""Choose how much evidence the rolls may overrule before a sheet is flagged, on validation
handwriting: ``RollLimits.space_strain`` and ``RollLimits.strain`` in splitter_print/night/constrained.py.

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

Then, for the sheets the shipped limits flag, it prints the hand margin
(``splitter_print/night/hand.py``): how much more each changed space looks like the writer's own spaces of
the number the rolls give it than like those of the number it was read as, for honest sheets,
for honest sheets the rolls would read wrong ("misfit") and for cheats with one, two or three
spaces of one number rewritten as another in the writer's own hand. ``HandCheck.margin`` is
midway between the surest cheat or misfit and the least sure honest sheet on validation cells
(``--one-hand``, both pads, and mixed hands); on held-out cells (``--one-hand
build/cells-heldout-one.npz``) the same table measures the shipped margin.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import photo_cells

from splitter_print.game.dice import Roll, roll_dice
from splitter_print.game.layout import Cell, Layout, load_layout
from splitter_print.game.sheet import Sheet
from splitter_print.night.constrained import ROLL_LIMITS, decode_with_rolls, overruled
from splitter_print.night.hand import HAND_CHECK, changes, hand_margin
from splitter_print.reading.recognise.engine import Reading
from splitter_print.reading.recognise.model import ModelEngine
from splitter_testkit.synth_night import place_rolls

ROOT = Path(__file__).resolve().parent.parent
EMPTY_SPACE = np.r_[0.999, np.full(6, 0.001 / 6)]
"""An unwritten space: the cutter already knows it is empty."""
SPACE_LIMITS = (3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 12.0)
TOTAL_LIMITS = (6.0, 8.0, 10.0, 12.0, 16.0, 24.0)
WANTED_FLAGGED = 0.995
"""Share of sheets changed after the fact that must be flagged."""


Hand = dict[int, np.ndarray]
"""A writer's cells (indices into the cut cells) of each number 1-6."""


def hands_of(labels: np.ndarray, writers: np.ndarray | None) -> list[Hand]:
    """Every writer's cells by number (one "writer" of all cells without ``writers``), keeping
    the writers who wrote every number."""
    masks = [np.ones(len(labels), bool)] if writers is None else [writers == w for w in np.unique(writers)]
    hands = [{n: np.flatnonzero(mask & (labels == n)) for n in range(1, 7)} for mask in masks]
    return [hand for hand in hands if all(len(cells) for cells in hand.values())]


def honest_sheet(layout: Layout, hands: list[Hand], seed: int,
                 rng: np.random.Generator) -> tuple[tuple[Roll, ...], Sheet, Hand, dict[Cell, int | None]]:
    """A legal sheet of one writer: the rolls, what was written, the writer's cells, and
    the cell drawn for each space (``None`` where empty)."""
    by_number = hands[rng.integers(len(hands))] if len(hands) > 1 else hands[0]
    rolls = roll_dice(len(layout.mirror_pairs), seed=seed)
    sheet = place_rolls(layout, rolls, rng)
    drawn = {cell: int(rng.choice(by_number[sheet.value(cell)])) if sheet.value(cell) else None
             for cell in layout.cells}
    return rolls, sheet, by_number, drawn


def simulate(probabilities: np.ndarray, labels: np.ndarray, sheets: int, seed: int, board: str = "A",
             writers: np.ndarray | None = None) -> np.ndarray:
    """Per sheet: honest reading exact, its worst overruled space, its strain; the cheat's worst
    overruled space and strain. With ``writers`` (a writer per cell), each sheet is one
    writer's: every space is drawn from the cells that writer wrote of its number."""
    layout = load_layout(board)
    rng = np.random.default_rng(seed)
    hands = hands_of(labels, writers)
    rows = []
    for index in range(sheets):
        pairs, sheet, by_number, drawn = honest_sheet(layout, hands, seed + index, rng)
        honest = {cell: EMPTY_SPACE if k is None else probabilities[k] for cell, k in drawn.items()}
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


def hand_margins(reading: Reading, labels: np.ndarray, sheets: int, seed: int, board: str = "A",
                 writers: np.ndarray | None = None) -> dict[str, list[float]]:
    """:func:`~splitter_print.night.hand.hand_margin` of every sheet the shipped limits flag:
    honest sheets read right by the rolls (``"honest"``), honest sheets the rolls would read
    wrong (``"misfit"``: passing the hand check would correct them wrongly), and honest sheets
    with one, two or three spaces of one number rewritten after the fact as one other number,
    in the writer's own hand (``"cheat 1"`` to ``"cheat 3"``). A sheet whose changes cannot be
    judged (see ``hand_margin``) stays flagged and is left out."""
    layout = load_layout(board)
    rng = np.random.default_rng(seed)
    hands = hands_of(labels, writers)
    kinds = ("honest", "misfit", "cheat 1", "cheat 2", "cheat 3")
    margins: dict[str, list[float]] = {name: [] for name in kinds}

    def flagged_margin(drawn: dict[Cell, int | None], pairs: tuple[Roll, ...]) -> tuple[float | None, dict[Cell, int]]:
        spaces = {cell: EMPTY_SPACE if k is None else reading.probabilities[k] for cell, k in drawn.items()}
        fitted = decode_with_rolls(layout, spaces, pairs)
        if not fitted.disagrees(spaces):
            return None, fitted.values
        features = {cell: reading.features[k] for cell, k in drawn.items() if k is not None}
        return hand_margin(features, fitted.values, changes(fitted, spaces)), fitted.values

    for index in range(sheets):
        pairs, sheet, by_number, drawn = honest_sheet(layout, hands, seed + index, rng)
        found, values = flagged_margin(drawn, pairs)
        if found is not None:
            margins["honest" if values == sheet.values else "misfit"].append(found)
        written = list(sheet.values)
        for count in (1, 2, 3):
            number = sheet.value(written[rng.integers(len(written))])
            alike = [cell for cell in written if sheet.value(cell) == number]
            if len(alike) < count:
                continue
            other = int(rng.choice([n for n in range(1, 7) if n != number]))
            rewritten = {alike[i]: int(rng.choice(by_number[other])) for i in rng.choice(len(alike), count, False)}
            found, _ = flagged_margin(drawn | rewritten, pairs)
            if found is not None:
                margins[f"cheat {count}"].append(found)
    return margins


def print_hand_margin(margins: dict[str, list[float]]) -> None:
    """The margins of flagged sheets, how many the shipped margin lets through, and the margin
    the rule picks: midway between the surest sheet that must stay flagged (a cheat, or a
    misfit) and the least sure honest sheet, when they do not overlap (on held-out cells the
    table measures the shipped margin, never picks one)."""
    for name, found in margins.items():
        shown = f"from {min(found):+.3f} to {max(found):+.3f}" if found else ""
        shipped = HAND_CHECK.margin
        passed = sum(m > shipped for m in found)
        print(f"{name:>8}: {len(found):5d} flagged sheets judged {shown}; {passed} above the shipped {shipped}")
    cheats = [m for name, found in margins.items() if name != "honest" for m in found]
    honest = margins["honest"]
    if honest and cheats and min(honest) > max(cheats):
        print(f"hand margin: {(min(honest) + max(cheats)) / 2:.3f} (midway between the surest cheat or misfit, "
              f"{max(cheats):+.3f}, and the least sure honest sheet, {min(honest):+.3f})")
    else:
        print("hand margin: no margin tells these honest sheets from the cheats")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sheets", type=int, default=2000)
    parser.add_argument("--source", choices=tuple(photo_cells.STANDARD), default="validation")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--cells", type=Path, default=ROOT / "build")
    parser.add_argument("--board", default="A", help="the pad whose sheets are simulated")
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
    reading = ModelEngine().read(list(images.astype(np.float32) / 255.0))
    probabilities = reading.probabilities
    runs = simulate(probabilities, labels, arguments.sheets, arguments.seed, arguments.board, writers)
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
    print(f"sheets the shipped limits ({ROLL_LIMITS.space_strain:g}/{ROLL_LIMITS.strain:g}) flag, and how much "
          "more their changed spaces look like the writer's own number than like what was read (night/hand.py):")
    print_hand_margin(hand_margins(reading, labels, arguments.sheets, arguments.seed, arguments.board, writers))


if __name__ == "__main__":
    main()
