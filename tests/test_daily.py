"""Today's solo: the day's rolls (derivation splitter-daily-v1), the same in any process, time
zone and locale; the share line and squares; the day's best possible, kept in the cache."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.daily import Square, daily, daily_rolls, parse_day, squares
from splitter_print.game.layout import load_layout
from splitter_print.game.scoring import score_sheet
from splitter_print.game.sheet import Sheet, parse_sheet
from splitter_print.night.daily import DailySearch, day_best, play_daily
from splitter_testkit.days import day_sheet

WORKED = "..4416..\n.446614.\n16665444\n55521642\n45521333\n.125321.\n..5332.."


def reference_dice(text: str, count: int) -> list[int]:
    """The derivation as docs/reference.md states it, written again from the text."""
    key = hashlib.sha256(text.encode()).digest()
    dice: list[int] = []
    block = 0
    while len(dice) < count:
        dice += [b % 6 + 1 for b in hashlib.sha256(key + block.to_bytes(8, "big")).digest() if b < 252]
        block += 1
    return dice[:count]


# The first rolls of three days, worked out by hand from the first bytes of each stream: for
# 2026-12-01 pad A the key's first block starts 12 118 10 104 31 246, that is dice 1 5 5 3 2 1.
PINNED = [
    ("2026-12-01", "A", "15 53 21 25 66 15 61 16"),
    ("2026-12-01", "B", "24 55 25 11 26 63 45 26"),
    ("2027-01-01", "A", "43 64 15 44 12 21 21 35"),
    ("2026-12-04", "A", "22 65 46 15"),
]


@pytest.mark.parametrize("day, pad, first", PINNED)
def test_pinned_days_roll_what_the_stated_derivation_gives(day: str, pad: str, first: str) -> None:
    rolls = daily_rolls(parse_day(day), pad)
    dice = reference_dice(f"splitter-daily-v1|{day}|{pad}", 44)
    assert [(r.first, r.second) for r in rolls] == list(zip(dice[::2], dice[1::2]))
    assert [str(r) for r in rolls[:len(first.split())]] == first.split() and len(rolls) == 22


def test_the_first_bytes_of_a_day_become_dice_without_the_unfair_bytes() -> None:
    key = hashlib.sha256(b"splitter-daily-v1|2026-12-01|A").digest()
    block = hashlib.sha256(key + bytes(8)).digest()
    assert list(block[:6]) == [12, 118, 10, 104, 31, 246]  # 12 % 6 + 1 = 1, 118 % 6 + 1 = 5, ...
    assert reference_dice("splitter-daily-v1|2026-12-01|A", 6) == [1, 5, 5, 3, 2, 1]


def test_an_unfair_byte_is_skipped_not_folded_onto_a_face() -> None:
    # 2026-12-04 pad A: bytes 229 133 77 252 4 225 5 102 142 give 2 2 6 (252 skipped) 5 4 6 1 5,
    # where 252 % 6 + 1 would have been a 1.
    key = hashlib.sha256(b"splitter-daily-v1|2026-12-04|A").digest()
    assert list(hashlib.sha256(key + bytes(8)).digest()[:9]) == [229, 133, 77, 252, 4, 225, 5, 102, 142]
    assert [str(roll) for roll in daily_rolls(dt.date(2026, 12, 4), "A")[:4]] == ["22", "65", "46", "15"]


def test_every_face_comes_about_equally_often_over_a_year_of_days() -> None:
    faces = [die for n in range(365) for roll in daily_rolls(dt.date(2026, 1, 1) + dt.timedelta(n), "A")
             for die in (roll.first, roll.second)]
    counts = [faces.count(face) for face in range(1, 7)]
    assert len(faces) == 16060 and all(abs(count - 16060 / 6) < 150 for count in counts), counts  # about 4.5 sigma


def test_days_and_pads_differ() -> None:
    days = {tuple(daily_rolls(dt.date(2026, 12, 1) + dt.timedelta(n), pad)) for n in range(30) for pad in "AB"}
    assert len(days) == 60


ROLLS_SCRIPT = "from splitter_print.cli import main; main(['roll', '--daily', '--date', '2026-12-01', '--board', 'B'])"


def test_two_fresh_processes_in_other_time_zones_and_locales_roll_the_same() -> None:
    outputs = []
    for tz, locale in (("Pacific/Kiritimati", "de_DE.UTF-8"), ("America/Adak", "ko_KR.UTF-8")):
        env = {**os.environ, "TZ": tz, "LANG": locale, "LC_ALL": locale, "PYTHONHASHSEED": "random"}
        done = subprocess.run([sys.executable, "-c", ROLLS_SCRIPT], env=env, capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    expected = [f"{a}{b}" for a, b in zip(*[iter(reference_dice("splitter-daily-v1|2026-12-01|B", 44))] * 2)]
    assert outputs[0] == outputs[1] and outputs[0].splitlines()[1:] == expected


@pytest.mark.parametrize("text, fault", [
    ("2026-2-1", "--date: '2026-2-1' is not a date; write YYYY-MM-DD"),
    ("20261201", "--date: '20261201' is not a date"),
    ("2026-02-29", "--date: 2026-02-29 is not a day of the calendar"),
])
def test_a_day_not_written_yyyy_mm_dd_is_refused_by_name(text: str, fault: str) -> None:
    with pytest.raises(SplitterError, match=fault):
        parse_day(text, "--date")


def test_squares_tell_for_each_number_how_much_of_it_scores() -> None:
    # The rulebook's worked example, checked on the grid: five lone 1s and two connected (partly),
    # two pairs of 2s and two lone 2s at 3,7 and 5,2 (partly), two groups of three 3s and no other
    # 3 (all), four 4s and five connected 4s (partly), five 5s and others (partly), no 6 scores.
    assert "".join(squares(score_sheet(parse_sheet(WORKED)))) == "🟨🟨🟩🟨🟨⬛"
    assert "".join(squares(score_sheet(parse_sheet(Path("examples/max_a.txt").read_text())))) == "🟩" * 6
    empty = score_sheet(Sheet(load_layout("A"), {}))
    assert squares(empty) == (Square.NOTHING,) * 6


def test_the_best_is_searched_once_and_then_read_from_the_cache(tmp_path: Path) -> None:
    day = dt.date(2026, 12, 4)  # pad B's day proves quickly
    found = day_best(day, "B", tmp_path)
    kept = json.loads((tmp_path / "splitter-daily-v1-2026-12-04-B.json").read_text())
    assert kept["total"] == found.total and kept["proven"] and found.proven
    sheet = parse_sheet("\n".join(found.grid), load_layout("B"))
    assert score_sheet(sheet).total == found.total
    assert daily(sheet, found).check.ok  # the best sheet holds the day's rolls
    no_search = DailySearch(seconds=0.0)
    assert day_best(day, "B", tmp_path, no_search) == found  # read back, not searched again


def test_a_damaged_cache_is_searched_again(tmp_path: Path) -> None:
    day = dt.date(2026, 12, 4)
    (tmp_path / "splitter-daily-v1-2026-12-04-B.json").write_text("{not json")
    assert day_best(day, "B", tmp_path).proven


@pytest.mark.parametrize("lang, line", [
    ("en", "Splitter daily 2026-12-04 · pad B · {total}/{best} · {rating}"),
    ("de", "Splitter-Tagesspiel 2026-12-04 · Block B · {total}/{best} · {rating}"),
    ("ko", "오늘의 Splitter 2026-12-04 · 기록지 B · {total}/{best} · {rating}"),
])
def test_the_share_line_in_several_languages(tmp_path: Path, lang: str, line: str) -> None:
    from splitter_print.game.rating import rating_for

    result = play_daily(day_sheet(dt.date(2026, 12, 4), "B"), dt.date(2026, 12, 4), tmp_path)
    total, best = result.total, result.best.total
    assert result.check.ok and total <= best
    text = result.share_text(lang).splitlines()
    assert text[0] == line.format(total=total, best=best, rating=rating_for(total, lang))
    assert len(text) == 2 and len(text[1]) == 6 and str(total) not in text[1]


def test_a_sheet_of_a_pad_of_ones_own_has_no_daily_game(tmp_path: Path) -> None:
    layout = tmp_path / "a.toml"
    layout.write_text('name = "A"\npattern = """\n####\n"""\n')
    with pytest.raises(SplitterError, match="a layout of its own named 'A'"):
        play_daily(Sheet(load_layout(layout), {}), dt.date(2026, 12, 4), tmp_path)
