"""Do the doubts mean something? Flagged spaces against wrong spaces on made game nights.

    .venv/bin/python bench/doubt_bench.py [--nights 4] [--players 6] [--seed 100] [--hand one]
    .venv/bin/python bench/doubt_bench.py --hand one --digits shared --boards AB --styles colour mono official

Makes seeded game nights (bench/batch_bench.py's ``make_night``: held-out writers, phone
effects), reads every photo once, and counts for every sheet the spaces listed as doubtful
and the spaces read wrong, three times: the sheet read alone, the night settled by consensus
(no roll log: the sheets agree on the rolls, as `batch` does by default), and read against
the night's roll log (where a sheet the rolls cannot settle is flagged, the spaces its
suggested fix would change are shown as well, so they count as doubtful).
It prints the share of doubtful spaces that are really wrong (the higher, the more a doubt is
worth a look) and the share of wrong spaces that are doubtful (every wrong one should be).
Made photos are an upper bound for real ones. A table per pad and card style follows (each
``--boards`` x ``--styles`` pair plays its own ``--nights``): sheets read and sent back by the
quality gate, doubtful spaces a sheet (mean and worst), wrong spaces listed and silent, and with
the roll log the sheets read exactly and the spaces still to check a sheet.

The writer's hand lifts doubts (:func:`~splitter_print.reading.writer.hand.lift_doubts`) at the
shipped levels, or at ``--unlike`` and ``--margin``; ``--no-hand`` lifts none (the reading
before the hand). A doubt that looks clearly like the writer's second choice is read as that
(:func:`~splitter_print.reading.writer.hand.switch_doubts`) below the shipped margin or ``--switch``;
``--no-switch`` switches none. A sweep of other levels for the sheet read alone follows, and
how often the odds' first and second choices are right where the hand's margin is below each
level of :data:`SWITCH_LEVELS`.
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from batch_bench import make_night
from hands import add_hand_options, hand_fields

import splitter_print.reading.writer.hand as hand_module
from splitter_print.game.dice import Roll
from splitter_print.game.sheet import Sheet
from splitter_print.night.batch import SheetOutcome, read_photos, read_with_rolls, settle
from splitter_print.reading.decode import lone_empty
from splitter_print.reading.recognise.engine import CLASSES
from splitter_print.reading.result import SheetReading
from splitter_print.reading.writer.hand import best_two, looks
from splitter_testkit.synth import DIGIT_SOURCES

LEVELS = tuple((unlike, margin) for unlike in (0.6, 0.65, 0.7, 0.75, 0.8) for margin in (0.2, 0.3, 0.4))
"""(unlike, margin) levels of the sweep (:meth:`~splitter_print.reading.writer.hand.Look.settled`)."""
SWITCH_LEVELS = (0.0, -0.05, -0.1, -0.15, -0.2, -0.3)


def count(final: Sheet, doubtful: Iterable[tuple[int, int]], truth: Sheet) -> tuple[int, int, int, int]:
    """(doubtful spaces, of them wrong, wrong spaces, of them doubtful) of one sheet."""
    wrong = {cell for cell in truth.layout.cells if final.value(cell) != truth.value(cell)}
    shown = set(doubtful)
    return len(shown), len(wrong & shown), len(wrong), len(wrong & shown)


def shown(outcome: SheetOutcome) -> tuple[Sheet, set[tuple[int, int]]]:
    """The sheet as a night settles it, and the spaces it shows for checking: those still
    doubtful and, on a flagged sheet, those the rolls point at (every candidate when several fit)."""
    return outcome.reading.sheet, {*outcome.reading.uncertain, *(cell for cell, _ in outcome.asked)}


def sweep(reading: SheetReading, truth: Sheet, totals: dict[tuple[float, float], list[int]],
          switches: dict[float, list[int]]) -> None:
    """Adds one sheet read alone to ``totals`` at each level of :data:`LEVELS`, and to
    ``switches`` (per level of :data:`SWITCH_LEVELS`: spaces whose margin is below it, of them
    right as the first choice, of them right as the second choice)."""
    found = looks(reading.decoded, reading.evidence.features or {})
    always = set(lone_empty(dict(reading.sheet.values), list(reading.decoded.probabilities)))
    for level in LEVELS:
        listed = always | {cell for cell, look in found.items() if not look.settled(*level)}
        for i, n in enumerate(count(reading.sheet, listed, truth)):
            totals[level][i] += n
    for below in SWITCH_LEVELS:
        for cell, look in found.items():
            if look.margin is not None and look.margin < below:
                first, second = (int(CLASSES[index]) if index else None
                                 for index in best_two(reading.decoded.probabilities[cell]))
                switches[below][0] += 1
                switches[below][1] += first == truth.value(cell)
                switches[below][2] += second == truth.value(cell)


@dataclass
class Group:
    """One pad and card style's sheets: what a table of players sees of the doubts."""

    sent_back: int = 0
    doubts: list[int] = field(default_factory=list)
    wrong_listed: int = 0
    wrong_silent: int = 0
    exact_with_rolls: int = 0
    to_check_with_rolls: list[int] = field(default_factory=list)

    def add(self, alone: tuple[int, int, int, int], with_rolls: tuple[int, int, int, int]) -> None:
        self.doubts.append(alone[0])
        self.wrong_listed += alone[3]
        self.wrong_silent += alone[2] - alone[3]
        self.exact_with_rolls += with_rolls[2] == 0
        self.to_check_with_rolls.append(with_rolls[0])

    def row(self, board: str, style: str) -> str:
        read = len(self.doubts)
        mean = f"{sum(self.doubts) / read:.2f}" if read else "n/a"
        checks = f"{sum(self.to_check_with_rolls) / read:.2f}" if read else "n/a"
        return (f"| {board} | {style} | {read} | {self.sent_back} | {mean} | {max(self.doubts, default=0)} | "
                f"{self.wrong_listed} | {self.wrong_silent} | {self.exact_with_rolls}/{read} | {checks} |")


def tally_night(paths: list[str], truths: list[Sheet], rolls: tuple[Roll, ...], group: Group,
                totals: tuple[list[int], list[int], list[int]], levels: dict[tuple[float, float], list[int]],
                switches: dict[float, list[int]]) -> None:
    """One night read: each sheet the gate lets through counted read alone, by consensus and with
    the rolls (``totals``), in its pad and style's ``group`` and in the hand's sweep."""
    results = read_photos(paths, jobs=1)
    by_consensus = settle(results)
    for result, photo, truth in zip(results, by_consensus.photos, truths):
        if not result.readings or result.readings[0].retake is not None:
            print(f"{result.file}: {result.error or result.readings[0].retake}")
            group.sent_back += 1
            continue
        reading = result.readings[0]
        sweep(reading, truth, levels, switches)
        counted = (count(reading.sheet, reading.uncertain, truth), count(*shown(photo.outcomes[0]), truth),
                   count(*shown(read_with_rolls(reading, rolls)), truth))
        for sums, numbers in zip(totals, counted):
            for i, n in enumerate(numbers):
                sums[i] += n
        group.add(counted[0], counted[2])


def line(name: str, totals: list[int]) -> str:
    flagged, flagged_wrong, wrong, wrong_flagged = totals
    share = f"{flagged_wrong / flagged:6.1%}" if flagged else "   n/a"
    caught = f"{wrong_flagged / wrong:6.1%}" if wrong else "   n/a"
    return (f"{name:<16} doubtful {flagged:4d}, wrong among them {flagged_wrong:4d} ({share}); "
            f"wrong {wrong:4d}, doubtful among them {wrong_flagged:4d} ({caught})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nights", type=int, default=4)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--unlike", type=float, default=hand_module.HAND.lift_unlike)
    parser.add_argument("--margin", type=float, default=hand_module.HAND.lift_margin)
    parser.add_argument("--no-hand", action="store_true", help="lift no doubt by the hand (before)")
    parser.add_argument("--switch", type=float, default=hand_module.HAND.switch_below,
                        help="read a doubt as its second choice where the hand's margin is below this")
    parser.add_argument("--no-switch", action="store_true", help="switch no doubt by the hand (before)")
    parser.add_argument("--boards", default="A", help="the pads the nights are played on (default A)")
    parser.add_argument("--styles", nargs="+", default=["colour"], choices=("colour", "mono", "official"),
                        help="the card styles photographed (default colour)")
    parser.add_argument("--digits", choices=DIGIT_SOURCES[1:], default="fixture",
                        help="the handwriting: the kit's fixture (default) or shared, every held-out writer")
    add_hand_options(parser)
    args = parser.parse_args()
    hand_module.HAND = replace(hand_module.HAND, lift_unlike=float("-inf") if args.no_hand else args.unlike,
                               lift_margin=args.margin,
                               switch_below=float("-inf") if args.no_switch else args.switch)
    print(f"hand: {'none' if args.no_hand else f'unlike {args.unlike}, margin {args.margin}'}, "
          f"switch {'none' if args.no_switch else f'below {args.switch}'}")
    hand = hand_fields(args)
    levels = {level: [0, 0, 0, 0] for level in LEVELS}
    switches = {level: [0, 0, 0] for level in SWITCH_LEVELS}
    alone, agreed, with_rolls = [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]
    groups = {(board, style): Group() for board in args.boards for style in args.styles}
    with tempfile.TemporaryDirectory() as folder:
        for (board, style), group in groups.items():
            for night in range(args.nights):
                made = make_night(Path(folder), args.seed + night, args.players, board=board, style=style,
                                  digits=args.digits, **hand)
                tally_night(*made, group, (alone, agreed, with_rolls), levels, switches)
    print(f"{args.nights} nights x {args.players} sheets per pad and style, "
          f"seeds {args.seed}-{args.seed + args.nights - 1}")
    print(line("read alone", alone))
    print(line("by consensus", agreed))
    print(line("with the rolls", with_rolls))
    print("read alone, by the hand's levels (unlike, margin):")
    for (unlike, margin), totals in levels.items():
        print(line(f"  {unlike:4.2f}, {margin:4.2f}", totals))
    for level, (spaces, right, second) in switches.items():
        print(f"  margin below {level:5.2f}: {spaces} spaces, right as first choice {right}, "
              f"right as second choice {second}")
    print("\n| pad | style | sheets read | sent back | doubts a sheet | worst | wrong listed | wrong silent |"
          " exact with the rolls | to check with the rolls |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for (board, style), group in groups.items():
        print(group.row(board, style))


if __name__ == "__main__":
    main()
