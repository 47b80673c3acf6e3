"""Game-night benchmark: reading with the roll log, by consensus, and sheet by sheet; speed.

    .venv/bin/python bench/batch_bench.py [--nights 6] [--players 2,4,6,12] [--seed 0]
    .venv/bin/python bench/batch_bench.py --hand one --strip   # each player's own hand, strip filled
    .venv/bin/python bench/batch_bench.py --hand one --changed 2   # player 0 rewrites two spaces
    .venv/bin/python bench/batch_bench.py --command 24 --photos build/night24   # splitter batch -j 1 / -j 2

Makes seeded game nights (one set of 22 rolls, each player placing them differently,
handwriting from held-out writers, phone-photo effects), reads every photo once, then
settles the night three ways on the same readings and prints the share of sheets read
exactly for each, the share flagged for a person to check whose suggested fix (the closest
reading that holds the rolls) is the truth, and the share read wrong without a flag; then
photos per second with --jobs 1 and --jobs 2 and the time that reading against the rolls adds
per sheet (the constrained decoding, and the hand check of a sheet beyond the roll limits).
Each job reads on one core (--jobs 1 in this process, more in worker processes), so the two
speeds show how the work spreads over processes.

``--hand mixed|one`` and ``--strip`` choose who writes (bench/hands.py); ``--hand one
--strip`` is each player's own hand with the calibration strip filled, as at a real table.
``--changed K`` has player 0 of every night rewrite K spaces of one number as another, in
their own hand, after the game, and prints how many of those sheets were flagged.

``--command N`` times the command itself instead: ``splitter batch DIR -j 1`` and ``-j 2`` on
one made night of ``N`` players (written to ``--photos DIR`` when given and kept there, so that
two checkouts time the very same photos: run it once with each on ``PYTHONPATH``), each the
median of ``--repeat`` runs, wall clock and CPU time (the command and its workers).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from hands import add_hand_options, hand_fields

from splitter_print.game.dice import Roll, held_rolls
from splitter_print.game.sheet import Sheet
from splitter_print.night.batch import SheetOutcome, read_photos, read_with_rolls, settle
from splitter_print.night.constrained import decoded_with_rolls
from splitter_testkit.synth import make_photo
from splitter_testkit.synth_night import night_specs


def rewrite(sheet: Sheet, spaces: int, rng: np.random.Generator) -> Sheet:
    """``sheet`` with ``spaces`` spaces of one number written as another after the game."""
    numbers = [n for n in range(1, 7) if sum(v == n for v in sheet.values.values()) >= spaces]
    number = int(rng.choice(numbers))
    cells = [cell for cell, value in sheet.values.items() if value == number]
    other = int(rng.choice([n for n in range(1, 7) if n != number]))
    return sheet.with_values({cells[i]: other for i in rng.choice(len(cells), spaces, replace=False)})


def make_night(folder: Path, seed: int, players: int, changed: int = 0,
               **hand: object) -> tuple[list[str], list, tuple]:
    """Write one night's photos (``hand``: PhotoSpec's handwriting fields; player 0 rewrites
    ``changed`` spaces after the game); return their paths, the written sheets and the rolls."""
    rolls, specs = night_specs(seed, players, **hand)
    if changed:
        cheat = rewrite(specs[0].written, changed, np.random.default_rng(seed))
        specs[0] = dataclasses.replace(specs[0], written=cheat)
    paths, truths = [], []
    for index, spec in enumerate(specs):
        photo = make_photo(spec)
        path = folder / f"night{seed}-player{index}.jpg"
        path.write_bytes(photo.jpeg)
        paths.append(str(path))
        truths.append(photo.sheets[0].sheet)
    return paths, truths, rolls


def fitted(outcome: SheetOutcome, rolls: tuple[Roll, ...], outcomes: list[SheetOutcome]) -> Sheet | None:
    """The closest reading of a flagged sheet that holds the night's rolls (what its problem
    line suggests), so the benchmark can tell a pointed-out misreading from a wrong guess; on a
    night of two sheets without a roll log, the closest that matches the other sheet."""
    if not rolls and len(outcomes) == 2:
        rolls = held_rolls(next(other for other in outcomes if other is not outcome).reading.sheet)
    return decoded_with_rolls(outcome.reading.decoded, rolls)[0].sheet if rolls else None


def cpu_of_children() -> float:
    """CPU seconds (user and system) of every finished child process so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def command_speed(players: int, photos: Path | None, repeat: int, seed: int, **hand: object) -> None:
    """``splitter batch DIR -j 1`` and ``-j 2`` on one made night of ``players`` photos: wall and CPU."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = photos or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        if not sorted(folder.glob("*.jpg")):
            make_night(folder, seed, players, **hand)
        count = len(sorted(folder.glob("*.jpg")))
        env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
        import splitter_print

        print(f"splitter_print from {Path(splitter_print.__file__).parent}; {count} photos in {folder}; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        figures: dict[int, tuple[list[float], list[float]]] = {1: ([], []), 2: ([], [])}
        for run in range(repeat + 1):  # the first round warms the caches and is not counted
            for jobs, (walls, cpus) in figures.items():
                cpu, start = cpu_of_children(), time.perf_counter()
                night = str(folder.resolve())
                done = subprocess.run([sys.executable, "-m", "splitter_print", "batch", night, "-j", str(jobs)],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, check=False,
                                      cwd=tempfile.gettempdir())  # not a checkout: python -m would import its own
                if done.returncode not in (0, 1):  # 1: some sheet flagged, as on made nights
                    raise SystemExit(f"splitter batch -j {jobs} failed: {done.stderr.decode()[-500:]}")
                if run:
                    walls.append(time.perf_counter() - start)
                    cpus.append(cpu_of_children() - cpu)
        one = statistics.median(figures[1][0])
        for jobs, (walls, cpus) in figures.items():
            print(f"splitter batch DIR -j {jobs}: wall {statistics.median(walls):.2f} s "
                  f"({statistics.median(walls) / one:.2f}x of -j 1), CPU {statistics.median(cpus):.2f} s "
                  f"(medians of {repeat} runs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nights", type=int, default=6, help="nights per player count")
    parser.add_argument("--players", default="2,4,6,12", help="player counts, comma separated")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=4,
                        help="read the night's photos this many times over for the speed figures")
    parser.add_argument("--changed", type=int, default=0, metavar="K",
                        help="player 0 of every night rewrites K spaces of one number as another after the game")
    parser.add_argument("--command", type=int, metavar="N",
                        help="only time splitter batch DIR -j 1 and -j 2 on one made night of N players")
    parser.add_argument("--photos", type=Path, metavar="DIR",
                        help="with --command: the night's folder, made there if it holds no photos, and kept")
    add_hand_options(parser)
    args = parser.parse_args()
    hand = hand_fields(args)
    if args.command:
        command_speed(args.command, args.photos, args.repeat, args.seed, **hand)
        return
    counts = [int(n) for n in args.players.split(",")]
    modes = {"independent": dict(consensus=False), "consensus": {}, "roll log": "rolls"}
    exact = {(mode, players): [0, 0, 0, 0] for mode in modes for players in counts}
    caught = dict.fromkeys(modes, 0)
    all_paths: list[str] = []
    readings = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for players in counts:
            for night in range(args.nights):
                seed = args.seed + 1000 * players + night
                paths, truths, rolls = make_night(folder, seed, players, args.changed, **hand)
                all_paths += paths
                results = read_photos(paths, jobs=2)
                for mode, options in modes.items():
                    settled = settle(results, rolls) if options == "rolls" else settle(results, None, **options)
                    counts_of = exact[(mode, players)]
                    outcomes = settled.outcomes
                    caught[mode] += outcomes[0].status == "flagged"
                    for outcome, truth in zip(outcomes, truths):
                        counts_of[0] += outcome.reading.sheet == truth
                        counts_of[1] += 1
                        suggested = fitted(outcome, settled.rolls, outcomes) if outcome.status == "flagged" else None
                        counts_of[2] += suggested == truth
                        counts_of[3] += outcome.status != "flagged" and outcome.reading.sheet != truth
                readings += [(r, rolls) for result in results for r in result.readings]
        print(f"{'players':>8} " + " ".join(f"{mode:>12}" for mode in modes) + "   (sheets read exactly)")
        for players in counts:
            cells = [exact[(mode, players)] for mode in modes]
            print(f"{players:>8} " + " ".join(f"{100 * c[0] / max(c[1], 1):>11.1f}%" for c in cells))
        totals = [[sum(exact[(m, p)][i] for p in counts) for i in range(4)] for m in modes]
        print(f"{'all':>8} " + " ".join(f"{100 * c[0] / max(c[1], 1):>11.1f}%" for c in totals)
              + f"   ({totals[0][1]} sheets)")
        crowd = [[sum(exact[(m, p)][i] for p in counts if p >= 4) for i in range(4)] for m in modes]
        print(f"{'4+':>8} " + " ".join(f"{100 * c[0] / max(c[1], 1):>11.1f}%" for c in crowd)
              + f"   ({crowd[0][1]} sheets of nights with 4 or more players: consensus needs a crowd)")
        print(f"{'flagged':>8} " + " ".join(f"{100 * c[2] / max(c[1], 1):>11.1f}%" for c in totals)
              + "   (flagged, and the closest reading holding the rolls is the truth)")
        print(f"{'silent':>8} " + " ".join(f"{100 * c[3] / max(c[1], 1):>11.1f}%" for c in totals)
              + "   (read wrong and not flagged)")
        if args.changed:
            nights = len(counts) * args.nights
            print(f"{'changed':>8} " + " ".join(f"{caught[m]:>7d} of {nights}" for m in modes)
                  + f"   (player 0's sheets, {args.changed} space(s) rewritten after the game, flagged)")
        sample = all_paths * args.repeat
        for jobs in (1, 2):
            start = time.perf_counter()
            failed = sum(result.error is not None for result in read_photos(sample, jobs=jobs))
            seconds = time.perf_counter() - start
            print(f"--jobs {jobs}: {len(sample) / seconds:.2f} photos/s ({len(sample)} photos, {seconds:.1f} s "
                  f"including starting the workers, {failed} failed)")
        start = time.perf_counter()
        for reading, rolls in readings:
            read_with_rolls(reading, rolls)
        per_sheet = (time.perf_counter() - start) / max(len(readings), 1)
        print(f"constrained decoding: {1000 * per_sheet:.2f} ms per sheet ({len(readings)} sheets; "
              "with the hand check of sheets beyond the roll limits)")


if __name__ == "__main__":
    main()
