"""Run the hostile-input corpus and rewrite the reliability table of docs/benchmarks.md from what happened.

    .venv/bin/python tools/reliability_table.py [--check]

Every case of ``splitter_testkit/hostile_corpus.py`` (the corpus ``tests/test_hostile.py`` checks) is
built in a temporary folder and run through the real ``splitter``; the table between
``<!-- reliability:start -->`` and ``<!-- reliability:end -->`` in docs/benchmarks.md is replaced by
each input's kind, what the user saw and the exit code. Each case's wall and CPU seconds and
peak memory are printed. ``--check`` only says whether the table is up to date (exit 1 if not).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

from splitter_print.atomic import write_atomic  # noqa: E402
from splitter_testkit.hostile_corpus import CASES, Outcome, Workshop, can_run, run_case, table, with_table  # noqa: E402


def run_all() -> list[Outcome]:
    """Every case run once, each in a fresh folder; cases that cannot run here stop the tool."""
    missing = [case.kind for case in CASES if not can_run(case)]
    if missing:
        sys.exit(f"cannot run here (root without setpriv): {', '.join(missing)}")
    shop = Workshop()
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="hostile-") as root:
        for number, case in enumerate(CASES):
            folder = Path(root) / f"{number:02d}"
            folder.mkdir()
            outcome = run_case(case, folder, shop)
            run = outcome.run
            print(f"{run.code}  {run.wall:5.2f} s wall  {run.cpu:5.2f} s cpu  {run.peak_mb:6.0f} MB  "
                  f"{case.group}: {case.kind}", flush=True)
            outcomes.append(outcome)
    return outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that docs/benchmarks.md is up to date")
    options = parser.parse_args()
    outcomes = run_all()
    worst = max(outcomes, key=lambda o: o.run.wall)
    heaviest = max(outcomes, key=lambda o: o.run.peak_mb)
    print(f"{len(outcomes)} cases; slowest {worst.run.wall:.2f} s wall ({worst.case.kind}); "
          f"most memory {heaviest.run.peak_mb:.0f} MB ({heaviest.case.kind})")
    readme_path = REPO / "docs" / "benchmarks.md"
    readme = readme_path.read_text(encoding="utf-8")
    updated = with_table(readme, table([(o.case, o.seen, o.run.code) for o in outcomes]))
    if updated == readme:
        print("docs/benchmarks.md: reliability table up to date")
        return 0
    if options.check:
        print("docs/benchmarks.md: reliability table out of date")
        return 1
    write_atomic(readme_path, updated)
    print("docs/benchmarks.md: reliability table rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
