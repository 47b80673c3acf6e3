"""Time ``scan_photo`` of two checkouts of the project on the same photos, in turn, on one core.

On a shared machine two runs of the same code one after the other differ by 5-15 ms a photo,
as much as most changes gain; so the old and the new code each get a worker process, and every
photo is scanned by one, then the other, best of ``--repeat`` each: drift hits both alike. The
new code is this checkout; the old one another folder, for instance a worktree at the commit
before the change. Printed per photo: both times, and whether the sheets read differ (pad,
method, serial, or anything in the JSON but the confidences); then the medians and the median
and mean of the per-photo differences (new minus old). The workers stay warm (no fresh pages
for each photo, unlike ``official_bench.py``): their times compare versions; the time ratio to
the decode is ``official_bench.py``'s. Each photo's bare decode (``load_photo``, best of
``--repeat``) is timed here just before, so each version's time is also given as a ratio to
it; the ratios' median and worst are printed per kind of photo (the name up to its last
``-``: ``A-colour-143000.jpg`` is of kind ``A-colour``, as ``bench/same_readings.py`` names them).

    git worktree add /tmp/before HEAD~1
    taskset -c 0 .venv/bin/python bench/in_turn.py --old /tmp/before photos/*.jpg

The photos are any JPEGs: made ones (``splitter_testkit.synth.make_photo``) or a club's own.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from splitter_print.errors import SplitterError
from splitter_print.reading.photo.load import load_photo
from splitter_print.reading.scan import scan_photo

HERE = Path(__file__).resolve()


def worker(repeat: int) -> None:
    """Scan each photo named on stdin ``repeat`` times; print the best time and what was read, as
    JSON. The first photo is scanned once beforehand, untimed: the model and the modules load
    then, not in the first time measured."""
    for index, line in enumerate(sys.stdin):
        if index == 0:
            warm_up(line.strip())
        best, read = float("inf"), None
        for _ in range(repeat):
            start = time.perf_counter()
            try:
                sheets = scan_photo(line.strip())
                answer: object = [{k: v for k, v in s.to_json().items() if k not in ("confidence", "file")}
                                  for s in sheets]
            except SplitterError as err:
                answer = str(err).split(": ", 1)[-1]
            seconds = time.perf_counter() - start
            if seconds < best:
                best, read = seconds, answer
        print(json.dumps({"seconds": best, "read": read}), flush=True)


def warm_up(photo: str) -> None:
    """One scan of ``photo``, its answer and time dropped."""
    with contextlib.suppress(SplitterError):
        scan_photo(photo)


def start_worker(checkout: Path, repeat: int) -> subprocess.Popen[str]:
    """A worker process importing ``splitter_print`` from ``checkout``."""
    environment = dict(os.environ, PYTHONPATH=str(checkout))
    return subprocess.Popen([sys.executable, str(HERE), "--worker", "--repeat", str(repeat)], cwd=checkout,
                            env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def ask(process: subprocess.Popen[str], photo: Path) -> dict[str, Any]:
    """One photo's answer from a worker."""
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(f"{photo}\n")
    process.stdin.flush()
    answer: dict[str, Any] = json.loads(process.stdout.readline())
    return answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("photos", nargs="*", type=Path, help="JPEG photos to scan")
    parser.add_argument("--old", type=Path, help="folder of the other checkout (the old code)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="scans of a photo per version: the fastest counts (default 3)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.repeat)
        return
    if args.old is None or not (args.old / "splitter_print").is_dir():
        parser.error("--old must name a checkout of the project (a folder holding splitter_print/)")
    workers = {"old": start_worker(args.old.resolve(), args.repeat),
               "new": start_worker(HERE.parent.parent, args.repeat)}
    times: list[tuple[float, float]] = []
    ratios: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for photo in args.photos:
        decode = min(decode_seconds(photo) for _ in range(args.repeat))
        old, new = (ask(workers[name], photo.resolve()) for name in ("old", "new"))
        same = "same" if old["read"] == new["read"] else "READ DIFFERENTLY"
        times.append((old["seconds"], new["seconds"]))
        old_ratio, new_ratio = old["seconds"] / decode, new["seconds"] / decode
        ratios[photo.stem.rsplit("-", 1)[0]].append((old_ratio, new_ratio))
        print(f"{photo.name:28} old {1000 * times[-1][0]:6.0f} ms  new {1000 * times[-1][1]:6.0f} ms  "
              f"decode {1000 * decode:5.0f} ms  ratio {old_ratio:5.2f} -> {new_ratio:5.2f}  {same}", flush=True)
    for process in workers.values():
        if process.stdin is not None:
            process.stdin.close()
        process.wait()
    if times:
        differences = [1000 * (new - old) for old, new in times]
        print(f"{len(times)} photos: median old {1000 * statistics.median(t[0] for t in times):.0f} ms, new "
              f"{1000 * statistics.median(t[1] for t in times):.0f} ms; new - old per photo: median "
              f"{statistics.median(differences):+.1f} ms, mean {statistics.mean(differences):+.1f} ms")
        print(f"{'kind':<16} {'photos':>6} {'old median':>10} {'worst':>6} {'new median':>10} {'worst':>6}")
        for kind, pairs in sorted(ratios.items()):
            old_r, new_r = [p[0] for p in pairs], [p[1] for p in pairs]
            print(f"{kind:<16} {len(pairs):>6} {statistics.median(old_r):10.2f} {max(old_r):6.2f} "
                  f"{statistics.median(new_r):10.2f} {max(new_r):6.2f}")


def decode_seconds(photo: Path) -> float:
    """How long the bare decode of ``photo`` takes (``load_photo``, in colour)."""
    start = time.perf_counter()
    load_photo(photo)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
