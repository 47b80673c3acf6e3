"""Game nights of writers the project never trained on: each sheet a different UNIPEN writer.

    .venv/bin/python bench/unipen_night_bench.py [--nights 4] [--players 6] [--seed 300] [--changed 1]

Every sheet of a made game night is written by one UNIPEN writer (their own pen strokes for
each number, drawn plainly by tools/unipen_ink.py and handed to the photo maker through
``splitter_testkit.synth.register_pool``; the photo maker redraws them with its pens, sizes
and slants). No writer is on two sheets. ``--changed K``: player 0 of every night rewrites K
spaces of one number as another after the game, a deliberately wrong number.

Prints, read alone and against the roll log: digits read right, sheets exact, wrong spaces
and how many of them the reader doubted; the spaces the roll log corrected and how many of
those the model had doubted; and for the rewritten sheets, how many were flagged and how
many rewritten spaces were silently "corrected" back to what the rolls say (should be none).
The shipped model never saw UNIPEN when it is version 4; a model trained on UNIPEN has seen
these writers (other renderings of the same strokes), which the output says.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
from batch_bench import rewrite

from splitter_print.night.batch import read_photos, read_with_rolls
from splitter_print.reading.recognise.model import MODEL
from splitter_testkit import paths
from splitter_testkit.synth import DigitPool, make_photo, register_pool
from splitter_testkit.synth_night import night_specs

ink = paths.tool("unipen_ink")


def writers_with_every_number(unipen: Any) -> np.ndarray:
    """Indices of the writers who wrote each of 1-6 at least once."""
    numbers = np.isin(unipen.labels, range(1, 7))
    written = {(int(w), int(n)) for w, n in zip(unipen.writers[numbers], unipen.labels[numbers])}
    return np.flatnonzero(np.bincount([w for w, _ in written], minlength=len(unipen.writer_names)) == 6)


def register_writer(unipen: Any, writer: int) -> str:
    """One writer's digits 1-6 as the photo maker's handwriting; the name to write with."""
    samples = np.flatnonzero((unipen.writers == writer) & np.isin(unipen.labels, range(1, 7)))
    name = f"UNIPEN {unipen.writer_names[writer]}"
    register_pool(name, DigitPool(np.stack([ink.plain(unipen, int(s)) for s in samples]), unipen.labels[samples], name))
    return name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nights", type=int, default=4)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=300)
    parser.add_argument("--changed", type=int, default=1, metavar="K",
                        help="player 0 of every night rewrites K spaces after the game (0: nobody)")
    args = parser.parse_args()
    if not ink.UNIPEN.is_file():
        print(f"skipped: {ink.UNIPEN} is absent (the UNIPEN strokes live in ../shared/data)")
        return
    unipen = ink.load_unipen()
    rng = np.random.default_rng(args.seed)
    chosen = rng.choice(writers_with_every_number(unipen), args.nights * args.players, replace=False)
    trained = "UNIPEN" in json.dumps(json.loads(MODEL.with_suffix(".json").read_text()).get("training", {}))
    print(f"{args.nights} nights x {args.players} sheets, each a different UNIPEN writer "
          f"({'writers the shipped model trained on' if trained else 'the shipped model never saw UNIPEN'}); "
          f"player 0 rewrites {args.changed} space(s)")
    alone = {"digits": 0, "right": 0, "sheets": 0, "exact": 0, "wrong": 0, "doubted": 0, "all_doubted": 0}
    rolled = {"exact": 0, "corrected": 0, "corrected_doubted": 0, "honest_flagged": 0, "wrong_unflagged": 0}
    cheats = {"sheets": 0, "flagged": 0, "silently_corrected": 0}
    with tempfile.TemporaryDirectory() as folder:
        for night in range(args.nights):
            seed = args.seed + night
            rolls, specs = night_specs(seed, args.players)
            names = [register_writer(unipen, int(w)) for w in chosen[night * args.players:(night + 1) * args.players]]
            specs = [dataclasses.replace(spec, digits=name, one_writer=True) for spec, name in zip(specs, names)]
            rewritten: set[tuple[int, int]] = set()
            if args.changed:
                played = specs[0].written
                assert played is not None
                cheat = rewrite(played, args.changed, np.random.default_rng(seed))
                rewritten = {cell for cell in played.layout.cells if cheat.value(cell) != played.value(cell)}
                specs[0] = dataclasses.replace(specs[0], written=cheat)
            photo_paths, truths = [], []
            for player, spec in enumerate(specs):
                photo = make_photo(spec)
                path = Path(folder) / f"night{seed}-player{player}.jpg"
                path.write_bytes(photo.jpeg)
                photo_paths.append(str(path))
                truths.append(photo.sheets[0].sheet)
            for player, (result, truth) in enumerate(zip(read_photos(photo_paths, jobs=1), truths)):
                if not result.readings:
                    print(f"{result.file}: {result.error}")
                    continue
                reading = result.readings[0]
                wrong = {c for c in truth.layout.cells if reading.sheet.value(c) != truth.value(c)}
                alone["digits"] += len(truth.values)
                alone["right"] += sum(reading.sheet.value(c) == v for c, v in truth.values.items())
                alone["sheets"] += 1
                alone["exact"] += not wrong
                alone["wrong"] += len(wrong)
                alone["doubted"] += len(wrong & set(reading.uncertain))
                alone["all_doubted"] += wrong <= set(reading.uncertain)
                outcome = read_with_rolls(reading, rolls)
                final = outcome.reading.sheet
                if player == 0 and rewritten:
                    cheats["sheets"] += 1
                    cheats["flagged"] += outcome.status == "flagged"
                    cheats["silently_corrected"] += outcome.status != "flagged" and sum(
                        final.value(c) != truth.value(c) for c in rewritten)
                    continue
                rolled["exact"] += final == truth
                rolled["corrected"] += sum(final.value(c) == truth.value(c) for c in outcome.changed)
                rolled["corrected_doubted"] += sum(final.value(c) == truth.value(c) and c in reading.uncertain
                                                   for c in outcome.changed)
                rolled["honest_flagged"] += outcome.status == "flagged"
                rolled["wrong_unflagged"] += outcome.status != "flagged" and final != truth
    honest = alone["sheets"] - cheats["sheets"]
    print(f"read alone:     {alone['right'] / max(alone['digits'], 1):.2%} of {alone['digits']} digits right, "
          f"{alone['exact']}/{alone['sheets']} sheets exact; {alone['wrong']} spaces wrong, "
          f"{alone['doubted']} of them doubted; every wrong space doubted on "
          f"{alone['all_doubted']}/{alone['sheets']} sheets")
    print(f"with the rolls: {rolled['exact']}/{honest} honest sheets exact; {rolled['corrected']} spaces corrected "
          f"by the rolls ({rolled['corrected_doubted']} of them doubted by the model); {rolled['honest_flagged']} "
          f"honest sheets flagged, {rolled['wrong_unflagged']} read wrong without a flag")
    if cheats["sheets"]:
        print(f"rewritten:      {cheats['flagged']}/{cheats['sheets']} sheets with a deliberately wrong number "
              f"flagged; {cheats['silently_corrected']} rewritten spaces silently corrected to fit the rolls")


if __name__ == "__main__":
    main()
