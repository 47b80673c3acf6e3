"""The best possible sheet, the advisor and the greedy player over random roll logs.

For each pad and each of ``--logs`` seeded random logs of 22 rolls: the greedy player's sheet,
the advisor's player's sheet (it sees only the rolls so far and follows ``splitter advise``;
on the first ``--advisor-logs`` logs, as it is slow) and ``best_sheet`` within the time limit.
Every sheet is checked against its rolls (``check_sheet``) and re-scored (``score_sheet``).
Prints a table, the share of logs whose optimum was proven within the time limit per pad
(counted in the solver's work, as ``splitter best`` does, so a busy machine does not change
it) and what ``examples/rolls.txt`` gets on pad A, twice; writes one JSON line per log and a
histogram PNG of the totals to ``--out``. Asserts nothing. Slow on two cores; run it in the background, e.g.::

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
from typing import Any

from PIL import Image, ImageDraw

from splitter_print.game.advise import advised_sheet
from splitter_print.game.best import WORK_PER_SECOND, best_sheet
from splitter_print.game.dice import Roll, check_sheet, read_roll_file, roll_dice
from splitter_print.game.layout import Layout, load_layout
from splitter_print.game.playout import greedy_sheet
from splitter_print.game.scoring import max_total, score_sheet
from splitter_print.game.sheet import Sheet
from splitter_testkit.paths import repository

PLAYERS = ("greedy", "advisor", "best")
COLOURS = {"greedy": (200, 120, 40), "advisor": (60, 140, 60), "best": (50, 90, 190)}


@dataclass
class PadFigures:
    """What one pad's logs gave, gathered from their JSON lines."""

    pad: str
    lines: list[dict[str, Any]] = field(default_factory=list)

    def totals(self, player: str) -> list[int]:
        return [line[player] for line in self.lines if player in line]

    def values(self, key: str) -> list[float]:
        return [line[key] for line in self.lines if key in line]


def checked(sheet: Sheet, rolls: tuple[Roll, ...], claimed: int, what: str, bad: list[str]) -> int:
    """The sheet's total by the rulebook scorer; a sheet that misses its rolls or its claim is noted."""
    total = score_sheet(sheet).total
    holds = check_sheet(sheet, rolls).ok
    if not holds or total != claimed:
        bad.append(f"{what}: holds the rolls {holds}, scores {total}, claimed {claimed}")
    return total


def play_log(layout: Layout, i: int, args: argparse.Namespace) -> dict[str, Any]:
    """One roll log played by the three players, every sheet checked: its JSON line."""
    rolls = roll_dice(22, seed=f"best bench {layout.name} {i}")
    what = f"pad {layout.name} log {i}"
    bad: list[str] = []
    line: dict[str, Any] = {"pad": layout.name, "log": i, "rolls": " ".join(map(str, rolls))}
    greedy = greedy_sheet(layout, rolls)
    line["greedy"] = checked(greedy, rolls, score_sheet(greedy).total, f"{what} greedy", bad)
    if i < args.first + args.advisor_logs:
        started = time.perf_counter()
        advised = advised_sheet(layout, rolls, args.playouts, seed=i)
        line["advisor_seconds"] = round(time.perf_counter() - started, 2)
        line["advisor"] = checked(advised, rolls, score_sheet(advised).total, f"{what} advisor", bad)
    line["bad"] = bad
    if args.no_best:
        return line
    cpu = time.process_time()
    found = best_sheet(layout, rolls, args.time_limit)
    line["best_cpu"] = round(time.process_time() - cpu, 2)
    line["best"] = checked(found.sheet, rolls, found.total, f"{what} best", bad)
    if found.optimal and found.total < max(line["greedy"], line.get("advisor", 0)):
        bad.append(f"{what}: proven best {found.total} below a player's sheet")
    line.update(optimal=found.optimal, upper_bound=found.upper_bound, seconds=round(found.seconds, 2),
                best_grid=list(found.sheet.grid))
    return line


def mean(values: list[int] | list[float]) -> str:
    return f"{statistics.fmean(values):.2f}" if values else "-"


def spread(values: list[float]) -> str:
    """``"4.44 / 31.0"``: mean and max."""
    return f"{mean(values)} / {max(values, default=0):.1f}"


def table(all_figures: list[PadFigures], args: argparse.Namespace) -> str:
    rows = [
        "| pad | logs solved | proven optimal | mean gap | s per log (mean / max) | CPU s (mean / max) | greedy "
        "| advisor (logs) | advisor - greedy | best |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for f in all_figures:
        solved = [line for line in f.lines if "best" in line]
        n = len(solved)
        optimal = sum(line["optimal"] for line in solved)
        gaps = [line["upper_bound"] - line["best"] for line in solved]
        paired = [line["advisor"] - line["greedy"] for line in f.lines if "advisor" in line]
        difference = (f"{statistics.fmean(paired):+.2f} ± {statistics.stdev(paired) / len(paired) ** 0.5:.2f}"
                      if len(paired) > 1 else "-")
        rows.append(
            f"| {f.pad} | {n} | {optimal}/{n} ({optimal / max(n, 1):.0%}) | {mean(gaps)} "
            f"| {spread(f.values('seconds'))} | {spread(f.values('best_cpu'))} "
            f"| {mean(f.totals('greedy'))} | {mean(f.totals('advisor'))} ({len(f.totals('advisor'))}) "
            f"| {difference} | {mean(f.totals('best'))} |")
    advisor_seconds = [s for f in all_figures for s in f.values("advisor_seconds")]
    notes = [
        f"time limit {args.time_limit:g} s per log, counted as {args.time_limit * WORK_PER_SECOND:g} units of the "
        f"solver's deterministic time (about {args.time_limit:g} s of one idle core)"
        + f"; advisor at most {args.playouts} playouts per placement, {mean(advisor_seconds)} s per game; "
        f"load average at the end {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
        "advisor - greedy: mean of the paired differences on the same logs, ± its standard error",
    ]
    bad = [problem for f in all_figures for line in f.lines for problem in line["bad"]]
    count = sum(len(f.totals(player)) for f in all_figures for player in PLAYERS)
    notes.append(f"checked {count} sheets against their rolls and re-scored them: "
                 + ("all hold their rolls and score what they claim" if not bad else f"{len(bad)} FAILED"))
    return "\n".join(rows + [""] + notes + bad) + "\n"


def proven_share(all_figures: list[PadFigures], goal: float = 0.95) -> str:
    """One line per pad: how many logs had their optimum proven within the limit, against the goal."""
    lines = []
    for f in all_figures:
        solved = [line for line in f.lines if "best" in line]
        proven = sum(line["optimal"] for line in solved)
        share = proven / max(len(solved), 1)
        lines.append(f"pad {f.pad}: optimum proven on {proven} of {len(solved)} logs ({share:.0%}; goal {goal:.0%}: "
                     + ("met" if share >= goal else f"missed by {goal - share:.0%}") + ")")
    return "\n".join(lines) + "\n"


def example_twice(time_limit: float) -> str:
    """``examples/rolls.txt`` on pad A searched twice: the same answer both times, and proven?"""
    rolls = read_roll_file(str(repository() / "examples" / "rolls.txt"))
    runs = [best_sheet(load_layout("A"), rolls, time_limit) for _ in range(2)]
    same = runs[0].sheet == runs[1].sheet and runs[0].total == runs[1].total
    return (f"examples/rolls.txt on pad A: {runs[0].total} ({'proven' if runs[0].optimal else 'not proven'}, "
            f"bound {runs[0].upper_bound}) in {runs[0].seconds:.1f} and {runs[1].seconds:.1f} s; "
            f"{'the same sheet and total both times' if same else 'DIFFERENT answers'}\n")


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
        totals = {player: f.totals(player) for player in PLAYERS}
        low = min((min(t) for t in totals.values() if t), default=0)
        high = max_total(load_layout(f.pad))
        bins = range(low, high + 1)
        step = (width - 2 * margin) / len(bins)
        peak = max((t.count(v) for t in totals.values() for v in set(t)), default=1)
        base = top + panel - 30
        draw.line([margin, base, width - margin, base], fill="black")
        draw.text((margin, top + 4), f"pad {f.pad}: totals on random roll logs ("
                  + ", ".join(f"{player} {len(totals[player])}" for player in PLAYERS) + ")", fill="black")
        for k, value in enumerate(bins):
            x0 = margin + k * step
            if value % 5 == 0:
                draw.text((x0, base + 4), str(value), fill="black")
            for j, player in enumerate(PLAYERS):
                count = totals[player].count(value)
                if count:
                    height = (panel - 70) * count / peak
                    left = x0 + j * step / 3
                    draw.rectangle([left, base - height, left + step / 3 - 1, base], fill=COLOURS[player])
    image.save(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--logs", type=int, default=200, help="random roll logs per pad (default 200)")
    parser.add_argument("--advisor-logs", type=int, help="play the advisor on the first N logs (default: all)")
    parser.add_argument("--playouts", type=int, default=16, help="advisor: the most playouts per placement")
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per best_sheet search")
    parser.add_argument("--first", type=int, default=0, help="number of the first log (to add logs to a run)")
    parser.add_argument("--no-best", action="store_true", help="only the players (to measure the advisor on more logs)")
    parser.add_argument("--pads", default="AB", help="pad names, e.g. A or AB")
    parser.add_argument("--out", type=Path, default=Path("build"), help="folder for the PNG and JSON lines")
    parser.add_argument("--tables", nargs="+", type=Path, metavar="JSONL",
                        help="only make the table and PNG from the JSON lines of earlier (or stopped) runs")
    args = parser.parse_args()
    args.advisor_logs = args.logs if args.advisor_logs is None else args.advisor_logs
    args.out.mkdir(parents=True, exist_ok=True)
    by_pad: dict[str, PadFigures] = {}
    if args.tables:
        merged: dict[tuple[str, int], dict[str, Any]] = {}
        for path in args.tables:  # runs over the same log add up: one line per log
            for text in path.read_text(encoding="utf-8").splitlines():
                line = json.loads(text)
                seen = merged.setdefault((line["pad"], line["log"]), {"bad": []})
                seen.update({**line, "bad": seen["bad"] + line["bad"]})
        for (pad, _), line in sorted(merged.items()):
            by_pad.setdefault(pad, PadFigures(pad)).lines.append(line)
        tag = "tables"
    else:
        tag = f"{args.pads}_{args.first}-{args.first + args.logs - 1}{'_players' if args.no_best else ''}"
        with open(args.out / f"best_bench_{tag}.jsonl", "w", encoding="utf-8") as log:
            for name in args.pads:
                layout = load_layout(name)
                figures = by_pad[name] = PadFigures(name)
                for i in range(args.first, args.first + args.logs):
                    line = play_log(layout, i, args)
                    figures.lines.append(line)
                    print(json.dumps(line), file=log, flush=True)
                    best = ("-" if "best" not in line else f"{line['best']} in {line['seconds']:.1f} s"
                            + ("" if line["optimal"] else f" (<= {line['upper_bound']})"))
                    print(f"  pad {name} log {i}: greedy {line['greedy']}, advisor {line.get('advisor', '-')}, "
                          f"best {best}", file=sys.stderr, flush=True)
    all_figures = [by_pad[name] for name in sorted(by_pad)]
    png = args.out / f"best_bench_{tag}.png"
    histogram(all_figures, png)
    print(table(all_figures, args) + proven_share(all_figures) + ("" if args.no_best or args.tables
                                                                    else example_twice(args.time_limit))
          + f"histogram: {png}")


if __name__ == "__main__":
    main()
