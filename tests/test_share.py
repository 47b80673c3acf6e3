"""The share-ready summary of a game night, on nights of sheets made without photos whose
totals are worked out by hand from RULES.md."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import cv2
import numpy as np
import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll
from splitter_print.game.sheet import parse_sheet
from splitter_print.night.batch import Night, PhotoResult, SheetStatus, settle
from splitter_print.night.share import _fit, night_results, results_text, served_results, share_night, share_text
from splitter_testkit.reader_rasters import reading_of

EMPTY = ["..----..", ".------.", "--------", "--------", "--------", ".------.", "..----.."]


def sheet(**rows: str) -> str:
    """Pad A with the rows given (``r0="..1-1-.."``) and every other space empty."""
    return "\n".join(rows.get(f"r{index}", row) for index, row in enumerate(EMPTY))


# Three lone 1s: 3. Two 2s side by side: 2. Two lone 1s: 2.
ANNA = sheet(r0="..1-1-..", r2="1-------")
BEN = sheet(r0="..22--..")
CLEO = sheet(r0="..1---..", r6="..1---..")


def night(*grids: str, names: str = "Anna Ben Cleo", rolls: list[Roll] | None = None) -> Night:
    files = [f"night/{chr(ord('a') + index)}.jpg" for index in range(len(grids))]
    results = [PhotoResult(file, (reading_of(parse_sheet(grid), file),)) for file, grid in zip(files, grids)]
    return settle(results, rolls, consensus=False, names=dict(zip(files, names.split())))


def test_the_text_names_the_winner_the_margin_and_every_place() -> None:
    assert share_text(night(ANNA, BEN, CLEO)) == (
        "Splitter game night: Anna wins with 3 points, 1 ahead\n"
        "1. Anna 3\n"
        "2. Ben 2 (-1)\n"
        "2. Cleo 2 (-1)\n")


def test_a_shared_win_and_a_lone_player_are_said_as_such() -> None:
    assert share_text(night(BEN, CLEO, ANNA, names="Ben Cleo Anna")).splitlines()[0] == \
        "Splitter game night: Anna wins with 3 points, 1 ahead"
    assert share_text(night(BEN, CLEO)).splitlines()[:3] == [
        "Splitter game night: Anna and Ben share the win with 2 points", "1. Anna 2", "1. Ben 2"]
    assert share_text(night(ANNA)) == "Splitter game night: Anna scored 3 points\n1. Anna 3\n"


def test_the_text_speaks_the_pad_languages() -> None:
    assert share_text(night(ANNA, BEN, CLEO), "de").splitlines()[0] == \
        "Splitter-Spieleabend: Anna gewinnt mit 3 Punkten, 1 vorn"
    assert share_text(night(BEN, CLEO), "ko").splitlines()[0] == "Splitter 게임의 밤: Anna 및 Ben 공동 승리: 2점"


def test_with_a_roll_log_the_best_possible_total_is_given() -> None:
    # One roll, 1 and 1: two lone 1s score 2; the mirror spaces beside the centre line touch,
    # making a group of two 1s that scores nothing. Best: the two stars of the middle row
    # (mirror partners), a lone 1 on each star scoring 1 x 2: 4.
    apart, together = sheet(r0="..1--1.."), sheet(r0="..-11-..")
    text = share_text(night(apart, together, names="Anna Ben", rolls=[Roll(1, 1)]))
    assert text == ("Splitter game night: Anna wins with 2 points, 2 ahead\n"
                    "1. Anna 2\n"
                    "2. Ben 0 (-2)\n"
                    "best possible with these rolls: 4\n")


def test_a_flagged_sheet_is_marked_as_still_to_check() -> None:
    plain = night(ANNA, BEN)
    flagged = replace(plain, photos=tuple(
        replace(photo, outcomes=tuple(replace(o, status=SheetStatus.FLAGGED) if o.player == "Ben" else o
                                      for o in photo.outcomes)) for photo in plain.photos))
    assert share_text(flagged).splitlines()[2:] == ["2. Ben 2? (-1)", "? = reading still to check"]
    assert [s.to_check for s in night_results(flagged)[0].standings] == [False, True]


def test_a_served_game_is_said_from_its_ranking_with_a_flagged_sheet_still_to_check() -> None:
    """The page's game (its JSON as ``GET /api/games/CODE`` gives it): the sheet the rolls flagged
    leads, so there is no winner yet; a sheet read without rolls has no status and is not flagged."""
    game = {"sheets": [{"id": 7, "status": "flagged"}, {"id": 8}, {"id": 9, "status": "ok"}],
            "ranking": [{"place": 1, "player": "Cy", "total": 30, "id": 7},
                        {"place": 2, "player": "Ana", "total": 28, "id": 8},
                        {"place": 3, "player": "Ben", "total": 25, "id": 9}]}
    assert results_text(served_results(game)) == (
        "Splitter game night: no winner yet: Cy leads with 30 points, to be checked on the paper\n"
        "1. Cy 30?\n"
        "2. Ana 28 (-2)\n"
        "3. Ben 25 (-5)\n"
        "? = reading still to check\n")
    assert results_text(served_results({"sheets": [], "ranking": []})) == "Splitter game night: -\n"


def test_the_card_is_a_png_as_tall_as_its_places() -> None:
    three, two = share_night(night(ANNA, BEN, CLEO)), share_night(night(ANNA, BEN))
    pictures = [cv2.imdecode(np.frombuffer(share.png, np.uint8), cv2.IMREAD_COLOR) for share in (three, two)]
    assert [picture.shape[1] for picture in pictures] == [1080, 1080]
    assert pictures[0].shape[0] - pictures[1].shape[0] == 64, "one row more"
    gold = np.all(np.abs(pictures[0].astype(int) - (0, 160, 214)) < 30, axis=2)
    assert gold.sum() > 5000, "the winner's headline and bar in gold"
    assert three.text == share_text(night(ANNA, BEN, CLEO))


def test_a_korean_name_is_drawn_and_a_long_name_is_cut_short() -> None:
    card = share_night(night(ANNA, BEN, names="김민지 Ben"), "ko").png
    assert cv2.imdecode(np.frombuffer(card, np.uint8), cv2.IMREAD_COLOR) is not None
    cut = _fit("Maximiliane Theodora von Hohenzollern-Sigmaringen", 36, False, "en", 300)
    assert cut.endswith("…") and len(cut) < 30
    assert _fit("Anna", 36, False, "en", 300) == "Anna"


def test_write_share_puts_the_text_and_card_in_a_folder(tmp_path: Path) -> None:
    from splitter_print.night.share import write_share

    text, card = write_share(night(ANNA, BEN), tmp_path / "out" / "share", "pl")
    assert text.read_text(encoding="utf-8").startswith("Wieczór gier Splitter: Anna wygrywa z wynikiem 3 pkt")
    assert card.read_bytes().startswith(b"\x89PNG")
    (tmp_path / "file").write_text("x")
    with pytest.raises(SplitterError, match=r"/file/share: cannot make the folder"):
        write_share(night(ANNA), tmp_path / "file" / "share")


def test_a_daily_card_shows_each_numbers_square_in_its_colour(tmp_path: Path) -> None:
    import datetime as dt

    from splitter_print.game.daily import DayBest, daily
    from splitter_print.night.share import SQUARE_COLOURS, STYLE, write_daily_share
    from splitter_testkit.days import day_sheet

    day = dt.date(2026, 12, 4)
    mine = day_sheet(day, "B")
    result = daily(mine, DayBest(day, "B", 52, True, 52, mine.grid))  # a made best: the card only shows it
    text, card = write_daily_share(result, tmp_path / "out", "es")
    assert text.read_text(encoding="utf-8").startswith(f"Splitter diario 2026-12-04 · hoja B · {result.total}/52 · ")
    picture = cv2.imdecode(np.frombuffer(card.read_bytes(), np.uint8), cv2.IMREAD_COLOR)
    assert picture.shape[1] == 1080
    squares = text.read_text(encoding="utf-8").splitlines()[1]
    margin, side = STYLE.margin, STYLE.square
    gap = (1080 - 2 * margin - 6 * side) // 5
    row = picture.shape[0] - 40 - side // 2
    for index, square in enumerate(squares):
        blue, green, red = picture[row, margin + index * (side + gap) + side // 2]
        assert (red, green, blue) == SQUARE_COLOURS[square], (index, square)
