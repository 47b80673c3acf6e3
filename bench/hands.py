"""Who writes on the benchmarks' made sheets: options shared by the scan and game-night benches.

By default every space is written from a different held-out sample (``--hand mixed``: a sheet
of 44 writers); ``--hand one`` writes each sheet in one player's hand (synth ``one_writer``:
one sample per number, redrawn with the usual size, slant and pen variation) and ``--strip``
has that player fill the calibration strip with 1-6.
"""

from __future__ import annotations

import argparse

STRIP = (1, 2, 3, 4, 5, 6)


def add_hand_options(parser: argparse.ArgumentParser) -> None:
    """``--hand mixed|one`` and ``--strip``."""
    parser.add_argument("--hand", choices=("mixed", "one"), default="mixed",
                        help="mixed: every space from another writer (default); one: one writer per sheet")
    parser.add_argument("--strip", action="store_true", help="the player fills the calibration strip with 1-6")


def hand_fields(args: argparse.Namespace) -> dict[str, object]:
    """The PhotoSpec fields for the chosen hand, after printing which it is."""
    print(f"handwriting: {args.hand} writer{'s' if args.hand == 'mixed' else ''} per sheet, "
          f"calibration strip {'filled' if args.strip else 'empty'}")
    return {"one_writer": args.hand == "one", "strip": STRIP if args.strip else ()}
