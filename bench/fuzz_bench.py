"""Fuzz every text parser for longer than the test suite does, and print how many inputs each got.

    .venv/bin/python bench/fuzz_bench.py [--seconds 60] [--engine auto|atheris|hypothesis] [PARSER ...]

Parsers: layout, sheet, rolls, identity (``splitter_testkit/fuzz_targets.py``: raw file bytes are decoded
as the CLI decodes files, then parsed; a result must survive a round trip, a refusal must be
the project's own error). With atheris installed (``pip install atheris``) each parser is
fuzzed for ``--seconds`` by libFuzzer with coverage guidance, starting from the shipped valid
files, in a child process; otherwise hypothesis runs the test suite's strategies for as long.
Prints, per parser: inputs tried, how many were accepted, and "ok" or the first crash.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

PARSERS = ("layout", "sheet", "rolls", "identity")


def atheris_available() -> bool:
    try:
        import atheris  # noqa: F401
    except ImportError:
        return False
    return True


def atheris_child(parser: str, seconds: float, folder: Path) -> None:
    """Run inside a child process: libFuzzer on one parser until ``seconds`` are up (it exits)."""
    import atheris
    import hypothesis  # noqa: F401 - imported before instrumenting: only the project is measured

    with atheris.instrument_imports():
        from splitter_testkit.fuzz_targets import run_target, seeds
    corpus = folder / "corpus"
    corpus.mkdir(exist_ok=True)
    for number, text in enumerate(seeds()[parser]):
        (corpus / f"seed{number}").write_bytes(text.encode())
    counts = [0, 0]

    def one_input(data: bytes) -> None:
        counts[1] += run_target(parser, data)
        counts[0] += 1
        if counts[0] % 100 == 0:
            (folder / "accepted").write_text(str(counts[1]))

    atheris.Setup([sys.argv[0], f"-max_total_time={int(seconds)}", f"-artifact_prefix={folder}/",
                   "-print_final_stats=1", "-rss_limit_mb=2048", str(corpus)], one_input)
    atheris.Fuzz()


def fuzz_atheris(parser: str, seconds: float) -> tuple[int, int, str]:
    """``(inputs tried, accepted (counted to the last hundred), "ok" or the crash)`` from a child
    running :func:`atheris_child`."""
    with tempfile.TemporaryDirectory(prefix=f"fuzz-{parser}-") as folder:
        child = subprocess.run([sys.executable, __file__, "--child", parser, "--seconds", str(seconds),
                                "--folder", folder], capture_output=True, text=True, errors="replace")
        log = child.stderr
        runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", log) or re.search(r"Done (\d+) runs", log)
        tally = Path(folder) / "accepted"
        accepted = int(tally.read_text()) if tally.exists() else 0
        crash = re.search(r"=== Uncaught Python exception: ===\n(.*?)\n(?:Traceback|\s*File)", log, re.S)
        if child.returncode != 0 or crash:
            detail = crash.group(1).strip() if crash else log.strip().splitlines()[-1:]
            return int(runs.group(1)) if runs else 0, accepted, f"CRASH: {detail}"
        return int(runs.group(1)) if runs else 0, accepted, "ok"


def fuzz_hypothesis(parser: str, seconds: float) -> tuple[int, int, str]:
    """``(inputs tried, accepted, "ok" or the failure)``: hypothesis batches until time is up."""
    from hypothesis import HealthCheck, given, settings

    from splitter_testkit.fuzz_targets import STRATEGIES, run_target

    counts = [0, 0]

    @settings(max_examples=2000, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(STRATEGIES[parser])
    def check(text: str) -> None:
        counts[0] += 1
        counts[1] += run_target(parser, text)

    stop = time.monotonic() + seconds
    try:
        while time.monotonic() < stop:
            check()
    except Exception as err:
        return counts[0], counts[1], f"CRASH: {type(err).__name__}: {err}"
    return counts[0], counts[1], "ok"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("parsers", nargs="*", metavar="PARSER", help=f"any of {', '.join(PARSERS)} (default: all)")
    parser.add_argument("--seconds", type=float, default=60.0, help="time per parser")
    parser.add_argument("--engine", choices=("auto", "atheris", "hypothesis"), default="auto")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        atheris_child(options.child, options.seconds, Path(options.folder))
        return 0
    unknown = set(options.parsers) - set(PARSERS)
    if unknown:
        parser.error(f"unknown parser {', '.join(sorted(unknown))}; choose from {', '.join(PARSERS)}")
    engine = options.engine
    if engine == "auto":
        engine = "atheris" if atheris_available() else "hypothesis"
    fuzz = fuzz_atheris if engine == "atheris" else fuzz_hypothesis
    print(f"fuzzing with {engine}, {options.seconds:g} s per parser")
    failed = False
    for name in options.parsers or PARSERS:
        start = time.perf_counter()
        tried, accepted, result = fuzz(name, options.seconds)
        seconds = time.perf_counter() - start
        print(f"{name:<9} {tried:>9,} inputs ({tried / seconds:,.0f}/s), {accepted:,} accepted: {result}", flush=True)
        failed |= result != "ok"
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
