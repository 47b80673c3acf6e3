"""Made game nights: one set of rolls, each player placing them their own way, photographed.

Used by the batch tests and ``bench/batch_bench.py`` to measure reading with the roll log,
with consensus only, and sheet by sheet, on the same photos.

>>> rolls, specs = night_specs(seed=3, players=4)
>>> len(rolls), len(specs), {sorted(s.written.pairs()) == sorted(roll.pair for roll in rolls) for s in specs}
(22, 4, {True})
"""

from __future__ import annotations

import numpy as np

from splitter_print.game.dice import Roll, roll_dice
from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.sheet import Sheet
from splitter_testkit.synth import PhotoSpec


def place_rolls(layout: Layout, rolls: tuple[Roll, ...], rng: np.random.Generator) -> Sheet:
    """A legal sheet: each roll in a random free mirror pair, its numbers either way round."""
    pairs = [layout.mirror_pairs[i] for i in rng.permutation(len(layout.mirror_pairs))]
    values = {}
    for (left, right), roll in zip(pairs, rolls):
        a, b = (roll.first, roll.second) if rng.random() < 0.5 else (roll.second, roll.first)
        values[left], values[right] = a, b
    return Sheet(layout, values)


def night_specs(seed: int, players: int, board: str = "A", **photo: object) -> tuple[tuple[Roll, ...], list[PhotoSpec]]:
    """The game's rolls and one photo spec per player; ``photo`` sets PhotoSpec fields for all."""
    layout = load_layout(board)
    rolls = roll_dice(len(layout.mirror_pairs), seed=seed)
    rng = np.random.default_rng(seed)
    specs = [PhotoSpec(seed=seed * 100 + player, board=layout, written=place_rolls(layout, rolls, rng), **photo)
             for player in range(players)]
    return rolls, specs
