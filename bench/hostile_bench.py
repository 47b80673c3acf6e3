"""How long and how much memory ``splitter scan`` takes on pictures that are all shapes and no sheet.

Periodic squares of several sizes (graph paper, tiles), stripes, a chessboard and blocky noise,
at 1, 12, 40 and 120 megapixels (the largest just under the loader's limit), are written as
PNG files (a few kilobytes each but the noise) and each is scanned in a fresh Python process
through the scan command's library function (``splitter_print.night.photos.scan_photos``).
Printed per picture: the scan's wall and CPU seconds (the process's imports apart; CPU
seconds count every thread, and say more than wall seconds on a busy machine), the process's
peak resident memory (``VmHWM``, imports included), the exit code and the line the user sees.
The goal is at most 2 s and 500 MB each.

    .venv/bin/python bench/hostile_bench.py                       # every pattern and size
    .venv/bin/python bench/hostile_bench.py --sizes 1 12 --patterns squares-20
    .venv/bin/python bench/hostile_bench.py --timeout 30 --limit-mb 3000   # an old reader: cap each run

With ``--timeout`` (wall seconds) and ``--limit-mb`` (address space, ``RLIMIT_AS``) a run
that goes over is ended and shown as ``killed/over budget``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np

SIZES_MP = (1, 12, 40, 120)
LARGEST_PIXELS = 119_900_000
"""The 120 MP pictures' pixels: just under the loader's 120,000,000."""
GOAL_SECONDS = 2.0
GOAL_MB = 500.0

CHILD = """
import json, sys, time
from splitter_print.night.photos import scan_photos
imported, cpu = time.perf_counter(), time.process_time()
run = scan_photos([sys.argv[1]])
done, cpu = time.perf_counter(), time.process_time() - cpu
photo = run.photos[0]
line = str(photo.error) if photo.error is not None else f"{len(photo.outcomes)} sheet(s) read"
peak = next(int(row.split()[1]) for row in open("/proc/self/status") if row.startswith("VmHWM:"))
print(json.dumps([int(run.exit_status), line, done - imported, cpu, peak / 1024]))
"""
"""What each fresh process runs: one photo through ``scan_photos``, then its figures as JSON."""


def squares(side: int) -> Callable[[int, int], np.ndarray]:
    """Dark squares ``side`` px wide, ``2 * side`` apart, on white (graph paper, tiles)."""
    def draw(height: int, width: int) -> np.ndarray:
        tile = np.full((2 * side, 2 * side), 255, np.uint8)
        tile[:side, :side] = 0
        return tiled(tile, height, width)
    return draw


def stripes(height: int, width: int) -> np.ndarray:
    """Vertical dark and light stripes, 10 px each."""
    return tiled(np.repeat(np.array([[0] * 10 + [255] * 10], np.uint8), 20, axis=0), height, width)


def checkers(height: int, width: int) -> np.ndarray:
    """A chessboard of 24 px squares."""
    tile = np.full((48, 48), 255, np.uint8)
    tile[:24, :24] = tile[24:, 24:] = 0
    return tiled(tile, height, width)


def noise(height: int, width: int) -> np.ndarray:
    """Random grey 4 x 4 px blocks (seeded)."""
    blocks = np.random.default_rng(7).integers(0, 256, ((height + 3) // 4, (width + 3) // 4), dtype=np.uint8)
    return np.repeat(np.repeat(blocks, 4, axis=0), 4, axis=1)[:height, :width]


def tiled(tile: np.ndarray, height: int, width: int) -> np.ndarray:
    reps = (-(-height // tile.shape[0]), -(-width // tile.shape[1]))
    return np.ascontiguousarray(np.tile(tile, reps)[:height, :width])


PATTERNS: dict[str, Callable[[int, int], np.ndarray]] = {
    "squares-6": squares(6), "squares-20": squares(20), "squares-60": squares(60),
    "stripes": stripes, "checkers": checkers, "noise": noise}


def frame(megapixels: int) -> tuple[int, int]:
    """Height and width of a 4:3 picture of ``megapixels`` (the largest just under the limit).

    >>> frame(12), frame(120)
    ((3000, 4000), (9486, 12648))
    """
    pixels = min(megapixels * 1_000_000, LARGEST_PIXELS)
    width = int((pixels * 4 / 3) ** 0.5) // 4 * 4
    return width * 3 // 4, width


def limited(limit_mb: float | None) -> Callable[[], None] | None:
    if limit_mb is None:
        return None
    size = int(limit_mb * 1024 * 1024)
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (size, size))


def scan(path: Path, timeout: float | None, limit_mb: float | None) -> tuple[str, str, str, str, str]:
    """Wall and CPU seconds, peak MB, exit code and line of one fresh process scanning ``path``."""
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True,
                              timeout=timeout, preexec_fn=limited(limit_mb), env={**os.environ, "NO_COLOR": "1"})
    except subprocess.TimeoutExpired:
        return f"> {timeout:.0f}", "?", "?", "-", "killed/over budget (time)"
    if done.returncode != 0 or not done.stdout.strip():
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1][:60]
        return f"({time.perf_counter() - start:.1f})", "?", "?", "-", f"killed/over budget ({tail})"
    code, line, seconds, cpu, peak = json.loads(done.stdout.strip().splitlines()[-1])
    return f"{seconds:.2f}", f"{cpu:.2f}", f"{peak:.0f}", str(code), line.split(": ", 1)[-1][:70]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES_MP), metavar="MP")
    parser.add_argument("--patterns", nargs="+", default=list(PATTERNS), choices=list(PATTERNS))
    parser.add_argument("--timeout", type=float, help="end a run after this many wall seconds")
    parser.add_argument("--limit-mb", type=float, help="end a run that maps more than this (RLIMIT_AS)")
    args = parser.parse_args()
    print(f"goal: at most {GOAL_SECONDS:g} s and {GOAL_MB:g} MB a picture; cv2 threads {cv2.getNumThreads()}")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("| picture | MP | PNG KB | scan s | CPU s | peak MB | exit | what the user sees |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    with tempfile.TemporaryDirectory(prefix="hostile-bench-") as folder:
        for megapixels in args.sizes:
            height, width = frame(megapixels)
            for name in args.patterns:
                path = Path(folder) / f"{name}-{megapixels}mp.png"
                cv2.imwrite(str(path), PATTERNS[name](height, width), [cv2.IMWRITE_PNG_COMPRESSION, 9])
                seconds, cpu, peak, code, line = scan(path, args.timeout, args.limit_mb)
                print(f"| {name} | {width * height / 1e6:.1f} | {path.stat().st_size / 1024:.0f} | {seconds} | "
                      f"{cpu} | {peak} | {code} | {line} |", flush=True)
                path.unlink()


if __name__ == "__main__":
    main()
