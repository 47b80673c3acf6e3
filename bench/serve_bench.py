"""Game-night server benchmark: 12 photos uploaded at once to a real ``splitter serve``.

    .venv/bin/python bench/serve_bench.py [--players 12] [--seed 0] [--jobs N] [--rounds 3] [--megapixels 12]
    .venv/bin/python bench/serve_bench.py --club [--seconds 30] [--jobs N]

Starts ``splitter serve`` on 127.0.0.1 (a free port, a temporary data folder; ``--jobs``
passed on when given, else one reader per core), opens a game, enters its 22 rolls, then
uploads one made photo per player (a seeded game night: the same rolls placed differently,
held-out handwriting, phone-photo effects), all at the same moment from as many threads.
Meanwhile another thread asks ``GET /api/games/{code}`` over and over. Prints, per round and
at the end: the time until the last upload's answer, the slowest and median ``GET`` during
the uploads, the peak memory of the server with its reader processes (sum of their RSS,
sampled every 50 ms), and how many sheets were answered and read exactly.

``--club``: a club's evening instead. The data folder is filled first, through the store
(5 games of 20 sheets, each with its 22 rolls, the sheets read once from 6 made photos, and a
game of 300 sheets), then the server starts on it. 100 phones (20 a game, opened at moments
spread over 2 s) each ask for their game every 2 seconds, as the page does; 4 s later 12
photos are uploaded at once across the 5 games; after the last upload's answer the phones go
on for ``--seconds``. Prints the median and slowest poll (goal: under 0.2 s and under 1 s),
over all and in each phase, the server's own CPU a poll, the uploads' answers, then the
300-sheet game's first poll and the median of 20 more. Loopback only; it stops by itself.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from splitter_print.game.dice import Roll
from splitter_print.night.store import Store
from splitter_print.night.table import read_photo
from splitter_testkit import server
from splitter_testkit.server import call
from splitter_testkit.synth import make_photo
from splitter_testkit.synth_night import night_specs


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


def one_round(base: str, pid: int, rolls: tuple[Roll, ...], photos: list[bytes],
              truths: list[tuple[str, ...]]) -> dict[str, float]:
    created = call(f"{base}/api/games", "POST", {"board": "A"}, timeout=300)
    code = created["code"]
    for roll in rolls:
        call(f"{base}/api/games/{code}/rolls", "POST", {"dice": [roll.first, roll.second]}, created["key"], timeout=300)
    done = threading.Event()
    gets: list[float] = []
    peak = [tree_rss(pid)]

    def poll() -> None:
        while not done.is_set():
            start = time.perf_counter()
            call(f"{base}/api/games/{code}", timeout=300)
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


CLUB_GAMES = 5
CLUB_SHEETS = 20
"""Sheets in each of the club's games before the uploads."""
CLUB_PHONES = 100
POLL_EVERY = 2.0
"""Seconds between a phone's polls, as the page does."""
BIG_GAME = 300


def seeded(folder: Path, seed: int) -> tuple[list[str], str]:
    """Fill ``folder`` through the store: the club's games, and the 300-sheet game; their codes."""
    rolls, specs = night_specs(seed=seed, players=6, megapixels=2)
    photos = folder / "made"
    photos.mkdir()
    readings = []
    for number, spec in enumerate(specs):
        path = photos / f"{number}.jpg"
        path.write_bytes(make_photo(spec).jpeg)
        readings.append(read_photo(str(path), "A"))
    store = Store.open(folder)

    def game(sheets: int) -> str:
        code = store.create_game("A").code
        for roll in rolls:
            store.add_roll(code, roll)
        for number in range(sheets):
            read = readings[number % len(readings)]
            staged = store.staging_path(".jpg")
            shutil.copyfile(photos / f"{number % len(readings)}.jpg", staged)
            store.add_sheet(code, f"player {number}", staged, read.reading, read.state)
        return code

    club = [game(CLUB_SHEETS) for _ in range(CLUB_GAMES)]
    big = game(BIG_GAME)
    store.engine.dispose()
    shutil.rmtree(photos)
    return club, big


def timed_get(url: str) -> float:
    """Seconds to the whole answer of a ``GET`` (read, not parsed: a phone parses on its own CPU)."""
    start = time.perf_counter()
    with urllib.request.urlopen(url, timeout=300) as answer:
        answer.read()
    return time.perf_counter() - start


def cpu_seconds(pid: int) -> float:
    """CPU time (user and system) the process ``pid`` itself has used, in seconds (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def spread(seconds: list[float]) -> str:
    return (f"median {statistics.median(seconds):.3f} s, slowest {max(seconds):.3f} s over {len(seconds)}"
            if seconds else "none")


def club(args: argparse.Namespace) -> None:
    _, specs = night_specs(seed=args.seed, players=12)
    uploads = [make_photo(spec).jpeg for spec in specs]
    options = ("--jobs", str(args.jobs)) if args.jobs else ()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        started = time.perf_counter()
        codes, big = seeded(folder, args.seed)
        print(f"{CLUB_GAMES} games x {CLUB_SHEETS} sheets and one of {BIG_GAME} stored in "
              f"{time.perf_counter() - started:.0f} s")
        with server.served(folder, *options) as running:
            base = running.url
            polls: list[tuple[float, float]] = []
            """(when it was sent, seconds to its answer)"""
            failed = [0]
            stop = threading.Event()

            offsets = random.Random(args.seed).sample(range(1000), CLUB_PHONES)

            def phone(number: int) -> None:
                """A phone opened at its own moment of the poll period, as at a real table."""
                url = f"{base}/api/games/{codes[number % CLUB_GAMES]}"
                stop.wait(offsets[number] / 1000 * POLL_EVERY)
                while not stop.is_set():
                    sent = time.perf_counter()
                    try:
                        took = timed_get(url)
                    except OSError:
                        failed[0] += 1
                        took = 0.0
                    else:
                        polls.append((sent, took))
                    stop.wait(max(0.0, POLL_EVERY - took))

            phones = [threading.Thread(target=phone, args=(number,)) for number in range(CLUB_PHONES)]
            for thread in phones:
                thread.start()
            stop.wait(2 * POLL_EVERY)
            start = time.perf_counter()

            def send(item: tuple[int, bytes]) -> str:
                try:
                    upload(f"{base}/api/games/{codes[item[0] % CLUB_GAMES]}/sheets", f"late {item[0]}", item[1])
                    return "201"
                except urllib.error.HTTPError as err:
                    return str(err.code)

            with ThreadPoolExecutor(len(uploads)) as senders:
                statuses = list(senders.map(send, enumerate(uploads)))
            end = time.perf_counter()
            last = end - start
            used = cpu_seconds(running.process.pid)
            stop.wait(args.seconds)
            stop.set()
            for thread in phones:
                thread.join()
            after = [took for sent, took in polls if sent >= end]
            used = cpu_seconds(running.process.pid) - used
            print(f"club: {CLUB_PHONES} phones polling every {POLL_EVERY:g} s, {len(uploads)} uploads at once: "
                  f"last upload answered after {last:.1f} s ({', '.join(sorted(set(statuses)))}: "
                  f"{', '.join(str(statuses.count(code)) for code in sorted(set(statuses)))}); "
                  f"{failed[0]} polls failed")
            print(f"  every poll: {spread([took for _, took in polls])}")
            print(f"  the first {2 * POLL_EVERY:g} s (nothing scored at first): "
                  f"{spread([took for sent, took in polls if sent < start])}")
            print(f"  during the uploads: {spread([took for sent, took in polls if start <= sent < end])}")
            print(f"  after them: {spread(after)}; the server's own CPU meanwhile "
                  f"{1000 * used / max(len(after), 1):.1f} ms a poll")
            first = timed_get(f"{base}/api/games/{big}")
            again = [timed_get(f"{base}/api/games/{big}") for _ in range(20)]
            print(f"{BIG_GAME}-sheet game: first poll {first:.3f} s, then {spread(again)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--megapixels", type=float, help="every photo this size (2-12); default: drawn at random")
    parser.add_argument("--club", action="store_true", help="a club's evening: 5 games, 100 phones polling")
    parser.add_argument("--seconds", type=float, default=30, help="--club: polling after the last upload, s")
    args = parser.parse_args()
    if args.club:
        club(args)
        return
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
