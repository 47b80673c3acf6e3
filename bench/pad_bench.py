"""How fast pads are written and how much each extra page costs.

Prints sheets per second for a pad of 1,000 sheets (goal: at least 500; wall-clock, and from the
process's CPU time, which a busy machine does not distort) and kilobytes per extra page (goal:
at most 20 KB; fonts and the sheet drawing are embedded once), for pads A and B.

    .venv/bin/python bench/pad_bench.py [--sheets 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import io
import time

from splitter_print.game.layout import load_layout
from splitter_print.printing.pdf import pads_pdf


def pad_bytes(board: str, sheets: int, per_page: int, **options: object) -> int:
    out = io.BytesIO()
    pads_pdf(load_layout(board), out, sheets=sheets, per_page=per_page, **options)  # type: ignore[arg-type]
    return len(out.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3, help="best of this many runs")
    args = parser.parse_args()
    pad_bytes("A", 2, 2)  # fonts and OpenCV loaded before timing
    print(f"{'pad':<4}{'per page':>9}{'sheets/s':>10}{'(CPU time)':>11}{'pages':>7}{'KB first page':>15}"
          f"{'KB per extra page':>19}")
    for board in ("A", "B"):
        for per_page in (2, 4):
            wall = cpu = float("inf")
            for _ in range(args.repeat):
                start, start_cpu = time.perf_counter(), time.process_time()
                size = pad_bytes(board, args.sheets, per_page)
                wall = min(wall, time.perf_counter() - start)
                cpu = min(cpu, time.process_time() - start_cpu)
            pages = -(-args.sheets // per_page)
            first = pad_bytes(board, per_page, per_page)
            extra = (size - first) / (pages - 1) / 1024
            print(f"{board:<4}{per_page:>9}{args.sheets / wall:>10.0f}{args.sheets / cpu:>11.0f}{pages:>7}"
                  f"{first / 1024:>15.1f}{extra:>19.2f}")
    with_table = pad_bytes("B", args.sheets, 2, rating_table=True, lang="pl")
    print(f"B, 2 per page, Polish, with rating-table back pages: {with_table / 1024:.0f} KB for "
          f"{args.sheets} sheets ({with_table / 1024 / (args.sheets // 2 * 2):.2f} KB per page)")


if __name__ == "__main__":
    main()
