"""How fast sheets are scored: in-process (goal: 20,000 sheets/s) and through the CLI.

Prints figures, asserts nothing. Run: ``.venv/bin/python bench/score_bench.py``.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from splitter_print.game.dice import roll_dice
from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet, parse_sheet

SHEETS = 2000
FILES = 1000


def random_game(layout: Layout, rng: random.Random) -> Sheet:
    """A finished legal game: 22 seeded rolls, each in a random free mirror pair, either way round."""
    places = list(layout.mirror_pairs)
    rng.shuffle(places)
    values = {}
    for roll, (left, right) in zip(roll_dice(len(places), rng.random()), places):
        values[left], values[right] = (roll.first, roll.second) if rng.random() < 0.5 else (roll.second, roll.first)
    return Sheet(layout, values)


def per_second(count: int, seconds: float) -> str:
    return f"{count / seconds:,.0f}/s"


def best_time(work, prepare, repeats: int = 5) -> tuple[float, float]:
    """The fastest of a few runs of ``work(prepare())``, timing only ``work``: (wall, CPU) seconds.

    The fastest run is the one least disturbed by other work on the machine; the CPU time of
    this process shows the code's own speed when the machine is busy.
    """
    walls, cpus = [], []
    for _ in range(repeats):
        given = prepare()
        wall, cpu = time.perf_counter(), time.process_time()
        work(given)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def rates(count: int, seconds: tuple[float, float]) -> str:
    return f"{per_second(count, seconds[0])} wall clock, {per_second(count, seconds[1])} CPU time"


def main() -> None:
    rng = random.Random(2026)
    pads = (load_layout("A"), load_layout("B"))
    sheets = [random_game(pads[i % 2], rng) for i in range(SHEETS)]
    texts = [sheet.format() for sheet in sheets]

    def fresh() -> list[Sheet]:
        """New sheet objects, so that nothing worked out in an earlier run is reused."""
        return [Sheet(sheet.layout, sheet.values) for sheet in sheets]

    seconds = best_time(lambda given: [score_sheet(sheet) for sheet in given], fresh)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    print(f"in-process score_sheet:         {rates(SHEETS, seconds)} ({SHEETS} sheets, pads A and B; "
          f"goal 20,000/s)")
    seconds = best_time(lambda given: [score_sheet(parse_sheet(text)) for text in given], lambda: texts)
    print(f"in-process parse_sheet + score: {rates(SHEETS, seconds)}")

    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for index, text in enumerate(texts[:FILES]):
            path = Path(folder) / f"sheet{index:04d}.txt"
            path.write_text(text)
            paths.append(str(path))
        command = [sys.executable, "-m", "splitter_print", "score", "--json", *paths]
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, check=False)
        seconds = time.perf_counter() - start
    status = "ok" if done.returncode == 0 else f"exit {done.returncode}: {done.stderr.decode()[:200]}"
    print(f"splitter score --json, {FILES} files: {seconds:.2f} s in one call, "
          f"{per_second(FILES, seconds)} including start-up ({status})")


if __name__ == "__main__":
    main()
