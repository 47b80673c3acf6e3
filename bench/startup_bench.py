"""Start-up: how long ``splitter`` takes before it does any work, against Python's own start.

    .venv/bin/python bench/startup_bench.py [--runs 7] [--top 12] [--photo examples/game_photo.jpg]

Times, each the median of ``--runs`` fresh interpreters (wall clock, from starting the process
to its end): ``python -c pass`` (Python's own start, the baseline), ``splitter --help``,
``splitter score`` of the worked example, and the start of ``splitter scan PHOTO``: everything
before the photo loader opens the photo (the process stops there, from an audit hook), so the
figure is the start-up a scan pays whatever the photo. Each is printed in seconds, beyond the
baseline, and as a ratio to it. Then, for ``--help`` and the start of ``scan``, the modules
that take longest to import (``python -X importtime``, self time, and the heaviest imports by
cumulative time). Asserts nothing.

The commands run as an installed ``splitter`` does, with Python's bytecode cache
(``PYTHONDONTWRITEBYTECODE`` is dropped for them; the uncounted first run writes the cache);
``--no-bytecode`` keeps the variable, so that every start compiles the package's sources again.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import splitter_print
from splitter_testkit.paths import repository

REPO = repository()

SCAN_START = """
import os, sys
photo = os.path.abspath(sys.argv[1])

def loading() -> bool:
    frame = sys._getframe()
    while frame is not None:
        if frame.f_code.co_name == "load_photo":
            return True
        frame = frame.f_back
    return False

def stop(event, args):
    if event == "open" and isinstance(args[0], (str, os.PathLike)) and \\
            os.path.abspath(os.fspath(args[0])) == photo and loading():
        os._exit(0)

sys.addaudithook(stop)
from splitter_print.cli import main
main(["scan", photo], prog_name="splitter")
raise SystemExit("the photo was never opened by the loader")
"""
"""Runs ``splitter scan PHOTO`` and ends the process the moment the loader opens the photo."""


def commands(photo: Path) -> dict[str, list[str]]:
    python = sys.executable
    return {
        "python -c pass": [python, "-c", "pass"],
        "splitter --help": [python, "-m", "splitter_print", "--help"],
        "splitter score (worked example)": [python, "-m", "splitter_print", "score",
                                            str(REPO / "examples" / "worked_example.txt")],
        "splitter scan (start, to the photo's open)": [python, "-c", SCAN_START, str(photo)],
    }


ELSEWHERE = tempfile.gettempdir()
"""Where the commands run: not in a checkout, whose package ``python -m`` would import first
instead of the one on ``PYTHONPATH``."""


def wall(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting ``command`` to its end; a failing command stops the bench."""
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ELSEWHERE)
    return time.perf_counter() - start


def import_times(command: list[str], env: dict[str, str]) -> list[tuple[int, int, str]]:
    """``(self µs, cumulative µs, module)`` for every import of one run of ``command``; the name is
    indented two spaces per level below the import that pulled it in."""
    run = subprocess.run([command[0], "-X", "importtime", *command[1:]], capture_output=True, text=True, check=True,
                         env=env, cwd=ELSEWHERE)
    rows = []
    for line in run.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self [us]" not in line:
            own, total, name = line.removeprefix("import time:").split("|")
            rows.append((int(own), int(total), name.removeprefix(" ").rstrip()))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh interpreters per command (the median is shown)")
    parser.add_argument("--top", type=int, default=12, help="modules listed per command")
    parser.add_argument("--photo", type=Path, default=REPO / "examples" / "game_photo.jpg")
    parser.add_argument("--only-scan", action="store_true", help="time only python -c pass and the start of scan")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="keep PYTHONDONTWRITEBYTECODE as it is set (sources compiled at every start)")
    args = parser.parse_args()
    env = dict(os.environ)
    if not args.no_bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs = commands(args.photo.resolve())
    if args.only_scan:
        runs = {name: command for name, command in runs.items() if "--help" not in command and "score" not in command}
    for command in runs.values():  # warm the file and bytecode caches: every command's first run is not counted
        wall(command, env)
    medians = {}
    for name, command in runs.items():
        times = [wall(command, env) for _ in range(args.runs)]
        medians[name] = statistics.median(times)
    base = medians["python -c pass"]
    cache = "sources compiled at every start" if "PYTHONDONTWRITEBYTECODE" in env else "with the bytecode cache"
    print(f"{'command':<44} {'median s':>9} {'beyond python':>14} {'ratio':>7}   ({args.runs} runs each, {cache}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    for name, seconds in medians.items():
        print(f"{name:<44} {seconds:>9.3f} {seconds - base:>13.3f}s {seconds / base:>6.1f}x")
    print(f"splitter_print from {Path(splitter_print.__file__).parent}")
    for name in [name for name in runs if name.startswith("splitter --help") or name.startswith("splitter scan")]:
        rows = import_times(runs[name], env)
        print(f"\n{name}: {len(rows)} modules imported, {sum(own for own, _, _ in rows) / 1e6:.3f} s in all")
        print("  slowest by self time:   " + ", ".join(
            f"{module.strip()} {own / 1000:.0f} ms" for own, _, module in sorted(rows, reverse=True)[:args.top]))
        first = sorted(((total, module) for _, total, module in rows if not module.startswith(" ")), reverse=True)
        print("  imported first, by cumulative time (what pulled the rest in): " + ", ".join(
            f"{module} {total / 1000:.0f} ms" for total, module in first[:args.top]))


if __name__ == "__main__":
    main()
