"""The best possible sheet, the advisor and the greedy player over random roll logs.

For each pad and each of ``--logs`` seeded random logs of 22 rolls: the greedy player's sheet,
the advisor's player's sheet (it sees only the rolls so far and follows ``splitter advise``;
on the first ``--advisor-logs`` logs, as it is slow) and ``best_sheet`` within the time limit.
Every sheet is checked against its rolls (``check_sheet``) and re-scored (``score_sheet``).
Prints a table; writes one JSON line per log and a histogram PNG of the totals to ``--out``.
Asserts nothing. Slow on two cores; run it in the background, e.g.::

    nice .venv/bin/python bench/best_bench.py --logs 20 --out build/ &

Every log's line is written as soon as it is done, so a stopped run still leaves its figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageDraw

from splitter_print.game.advise import advised_sheet
from splitter_print.game.best import best_sheet
from splitter_print.game.dice import Roll, check_sheet, roll_dice
from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.playout import greedy_sheet
from splitter_print.game.scoring import max_total, score_sheet
from splitter_print.game.sheet import Sheet

PLAYERS = ("greedy", "advisor", "best")
COLOURS = {"greedy": (200, 120, 40), "advisor": (60, 140, 60), "best": (50, 90, 190)}


@dataclass
class PadFigures:
    """What one pad's logs gave."""

    pad: str
    totals: dict[str, list[int]] = field(default_factory=lambda: {player: [] for player in PLAYERS})
    paired: list[int] = field(default_factory=list)  # advisor minus greedy, on logs both played
    optimal: int = 0
    gaps: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    advisor_seconds: list[float] = field(default_factory=list)
    bad: list[str] = field(default_factory=list)


def checked(sheet: Sheet, rolls: tuple[Roll, ...], claimed: int, what: str, figures: PadFigures) -> int:
    """The sheet's total by the rulebook scorer; a sheet that misses its rolls or its claim is noted."""
    total = score_sheet(sheet).total
    if not check_sheet(sheet, rolls).ok or total != claimed:
        figures.bad.append(f"{what}: holds the rolls {check_sheet(sheet, rolls).ok}, scores {total}, claimed {claimed}")
    return total


def run_pad(layout: Layout, args: argparse.Namespace, log: object) -> PadFigures:
    figures = PadFigures(layout.name)
    for i in range(args.logs):
        rolls = roll_dice(22, seed=f"best bench {layout.name} {i}")
        what = f"pad {layout.name} log {i}"
        line: dict[str, object] = {"pad": layout.name, "log": i, "rolls": " ".join(map(str, rolls))}
        greedy = greedy_sheet(layout, rolls)
        line["greedy"] = g = checked(greedy, rolls, score_sheet(greedy).total, f"{what} greedy", figures)
        figures.totals["greedy"].append(g)
        if i < args.advisor_logs:
            started = time.perf_counter()
            advised = advised_sheet(layout, rolls, args.playouts, seed=i)
            figures.advisor_seconds.append(time.perf_counter() - started)
            line["advisor"] = a = checked(advised, rolls, score_sheet(advised).total, f"{what} advisor", figures)
            figures.totals["advisor"].append(a)
            figures.paired.append(a - g)
        found = best_sheet(layout, rolls, args.time_limit)
        b = checked(found.sheet, rolls, found.total, f"{what} best", figures)
        if found.optimal and b < max(g, int(line.get("advisor", 0))):  # type: ignore[call-overload]
            figures.bad.append(f"{what}: proven best {b} below a player's sheet")
        figures.totals["best"].append(b)
        figures.optimal += found.optimal
        figures.gaps.append(found.gap)
        figures.seconds.append(found.seconds)
        line.update(best=b, optimal=found.optimal, upper_bound=found.upper_bound, seconds=round(found.seconds, 2),
                    best_grid=list(found.sheet.grid))
        print(json.dumps(line), file=log, flush=True)  # type: ignore[call-overload]
        print(f"  pad {layout.name} log {i}: greedy {g}, advisor {line.get('advisor', '-')}, best {b}"
              f"{'' if found.optimal else f' (<= {found.upper_bound})'} in {found.seconds:.1f} s",
              file=sys.stderr, flush=True)
    return figures


def mean(values: list[int] | list[float]) -> str:
    return f"{statistics.fmean(values):.2f}" if values else "-"


def table(all_figures: list[PadFigures], args: argparse.Namespace) -> str:
    rows = [
        "| pad | logs | proven optimal | mean gap | s per log (mean / max) | greedy | advisor (logs) "
        "| advisor - greedy | best |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for f in all_figures:
        n = len(f.seconds)
        paired = (f"{statistics.fmean(f.paired):+.2f} ± {statistics.stdev(f.paired) / len(f.paired) ** 0.5:.2f}"
                  if len(f.paired) > 1 else "-")
        rows.append(
            f"| {f.pad} | {n} | {f.optimal}/{n} ({f.optimal / n:.0%}) | {mean(f.gaps)} "
            f"| {mean(f.seconds)} / {max(f.seconds):.1f} | {mean(f.totals['greedy'])} "
            f"| {mean(f.totals['advisor'])} ({len(f.totals['advisor'])}) | {paired} | {mean(f.totals['best'])} |")
    notes = [
        f"time limit {args.time_limit} s per log; advisor {args.playouts} playouts per promising placement, "
        f"{mean([s for f in all_figures for s in f.advisor_seconds])} s per game; "
        f"load average at the end {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
        "advisor - greedy: mean of the paired differences on the same logs, ± its standard error",
    ]
    bad = [line for f in all_figures for line in f.bad]
    checked_count = sum(len(t) for f in all_figures for t in f.totals.values())
    notes.append(f"checked {checked_count} sheets against their rolls and re-scored them: "
                 + ("all hold their rolls and score what they claim" if not bad else f"{len(bad)} FAILED"))
    return "\n".join(rows + [""] + notes + bad) + "\n"


def histogram(all_figures: list[PadFigures], path: Path) -> None:
    """One panel per pad: how many logs reached each total, for each player."""
    width, panel, margin = 900, 260, 40
    image = Image.new("RGB", (width, panel * len(all_figures) + 30), "white")
    draw = ImageDraw.Draw(image)
    for x, player in enumerate(PLAYERS):
        draw.rectangle([margin + 160 * x, 8, margin + 160 * x + 12, 20], fill=COLOURS[player])
        draw.text((margin + 160 * x + 18, 8), player, fill="black")
    for row, f in enumerate(all_figures):
        top = 30 + panel * row
        low = min((min(t) for t in f.totals.values() if t), default=0)
        high = max_total(load_layout(f.pad))
        bins = range(low, high + 1)
        step = (width - 2 * margin) / len(bins)
        peak = max((t.count(v) for t in f.totals.values() for v in set(t)), default=1)
        base = top + panel - 30
        draw.line([margin, base, width - margin, base], fill="black")
        draw.text((margin, top + 4), f"pad {f.pad}: totals of {len(f.seconds)} random roll logs", fill="black")
        for k, value in enumerate(bins):
            x0 = margin + k * step
            if value % 5 == 0:
                draw.text((x0, base + 4), str(value), fill="black")
            for j, player in enumerate(PLAYERS):
                count = f.totals[player].count(value)
                if count:
                    height = (panel - 70) * count / peak
                    left = x0 + j * step / 3
                    draw.rectangle([left, base - height, left + step / 3 - 1, base], fill=COLOURS[player])
    image.save(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--logs", type=int, default=200, help="random roll logs per pad (default 200)")
    parser.add_argument("--advisor-logs", type=int, help="play the advisor on the first N logs (default: all)")
    parser.add_argument("--playouts", type=int, default=32, help="advisor playouts per promising placement")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per best_sheet search")
    parser.add_argument("--pads", default="AB", help="pad names, e.g. A or AB")
    parser.add_argument("--out", type=Path, default=Path("build"), help="folder for the PNG and JSON lines")
    args = parser.parse_args()
    args.advisor_logs = args.logs if args.advisor_logs is None else args.advisor_logs
    args.out.mkdir(parents=True, exist_ok=True)
    tag = f"{args.pads}_{args.logs}"
    all_figures = []
    with open(args.out / f"best_bench_{tag}.jsonl", "w", encoding="utf-8") as log:
        for name in args.pads:
            all_figures.append(run_pad(load_layout(name), args, log))
    png = args.out / f"best_bench_{tag}.png"
    histogram(all_figures, png)
    print(table(all_figures, args) + f"histogram: {png}")


if __name__ == "__main__":
    main()
