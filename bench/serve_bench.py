"""Game-night server benchmark: 12 photos uploaded at once to a real ``splitter serve``.

    .venv/bin/python bench/serve_bench.py [--players 12] [--seed 0] [--jobs N] [--rounds 3] [--megapixels 12]

Starts ``splitter serve`` on 127.0.0.1 (a free port, a temporary data folder; ``--jobs``
passed on when given, else one reader per core), opens a game, enters its 22 rolls, then
uploads one made photo per player (a seeded game night: the same rolls placed differently,
held-out handwriting, phone-photo effects), all at the same moment from as many threads.
Meanwhile another thread asks ``GET /api/games/{code}`` over and over. Prints, per round and
at the end: the time until the last upload's answer, the slowest and median ``GET`` during
the uploads, the peak memory of the server with its reader processes (sum of their RSS,
sampled every 50 ms), and how many sheets were answered and read exactly.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import threading
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from splitter_testkit import server
from splitter_testkit.synth import make_photo
from splitter_testkit.synth_night import night_specs


def call(url: str, method: str = "GET", body: dict[str, Any] | None = None) -> Any:
    request = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=300) as answer:
        return json.load(answer)


def upload(url: str, player: str, photo: bytes) -> dict[str, Any]:
    body = (f"--xx\r\nContent-Disposition: form-data; name=\"player\"\r\n\r\n{player}\r\n--xx\r\n"
            "Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\r\n").encode()
    request = urllib.request.Request(url, method="POST", data=body + photo + b"\r\n--xx--\r\n",
                                     headers={"Content-Type": "multipart/form-data; boundary=xx"})
    with urllib.request.urlopen(request, timeout=300) as answer:
        result: dict[str, Any] = json.load(answer)
        return result


def tree_rss(pid: int) -> int:
    """Resident memory of ``pid`` and all its descendants, in bytes (Linux /proc)."""
    total = 0
    for current in server.descendants(pid):
        try:
            status = Path(f"/proc/{current}/status").read_text()
        except OSError:
            continue
        total += next((int(line.split()[1]) * 1024 for line in status.splitlines() if line.startswith("VmRSS:")), 0)
    return total


def one_round(base: str, pid: int, rolls: tuple[tuple[int, int], ...], photos: list[bytes],
              truths: list[tuple[str, ...]]) -> dict[str, float]:
    code = call(f"{base}/api/games", "POST", {"board": "A"})["code"]
    for pair in rolls:
        call(f"{base}/api/games/{code}/rolls", "POST", {"dice": list(pair)})
    done = threading.Event()
    gets: list[float] = []
    peak = [tree_rss(pid)]

    def poll() -> None:
        while not done.is_set():
            start = time.perf_counter()
            call(f"{base}/api/games/{code}")
            gets.append(time.perf_counter() - start)
            time.sleep(0.05)

    def watch() -> None:
        while not done.is_set():
            peak.append(tree_rss(pid))
            time.sleep(0.05)

    watchers = [threading.Thread(target=poll), threading.Thread(target=watch)]
    for thread in watchers:
        thread.start()
    start = time.perf_counter()
    with ThreadPoolExecutor(len(photos)) as senders:
        answers = list(senders.map(lambda item: upload(f"{base}/api/games/{code}/sheets", f"player {item[0]}",
                                                       item[1]), enumerate(photos)))
    last = time.perf_counter() - start
    done.set()
    for thread in watchers:
        thread.join()
    exact = sum(tuple(answer["grid"]) == truth for answer, truth in zip(answers, truths))
    return {"last": last, "slowest_get": max(gets), "median_get": statistics.median(gets), "gets": len(gets),
            "peak_mb": max(peak) / 2**20, "answered": len(answers), "exact": exact}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--megapixels", type=float, help="every photo this size (2-12); default: drawn at random")
    args = parser.parse_args()
    size = {"megapixels": args.megapixels} if args.megapixels else {}
    rolls, specs = night_specs(seed=args.seed, players=args.players, **size)
    made = [make_photo(spec) for spec in specs]
    photos = [photo.jpeg for photo in made]
    truths = [photo.truth.grid for photo in made]
    print(f"{args.players} made photos, {sum(map(len, photos)) / len(photos) / 2**20:.1f} MB each on average")
    options = ("--jobs", str(args.jobs)) if args.jobs else ()
    with tempfile.TemporaryDirectory() as folder, server.served(Path(folder), *options) as running:
        idle = tree_rss(running.process.pid) / 2**20
        print(f"server with its readers, idle: {idle:.0f} MB")
        results = []
        for number in range(1, args.rounds + 1):
            result = one_round(running.url, running.process.pid, rolls, photos, truths)
            results.append(result)
            print(f"round {number}: last answer after {result['last']:.2f} s; "
                  f"GET slowest {result['slowest_get']:.3f} s, median {result['median_get']:.3f} s "
                  f"over {result['gets']:.0f}; peak memory {result['peak_mb']:.0f} MB; "
                  f"{result['answered']:.0f} answered, {result['exact']:.0f} read exactly")
    print(f"over {args.rounds} rounds: last answer at most {max(r['last'] for r in results):.2f} s, "
          f"slowest GET {max(r['slowest_get'] for r in results):.3f} s, "
          f"peak memory {max(r['peak_mb'] for r in results):.0f} MB")


if __name__ == "__main__":
    main()
