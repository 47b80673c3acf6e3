"""The commands best, advise and roll --solo, run as a user runs them."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.game.dice import parse_rolls
from splitter_print.game.sheet import read_sheet_file
from splitter_testkit import paths

EXAMPLES = paths.examples()
MAX_A = str(EXAMPLES / "max_a.txt")


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


def test_best_prints_the_proven_best_sheet_with_its_breakdown() -> None:
    # Two double 2s on pad A: two groups of two 2s, each on a star, 4 + 4 (by hand).
    result = run("best", "--rolls", "-", stdin="22 22\n")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].startswith("best sheet for 2 rolls on pad A: 8, proven the best possible")
    assert "  2s: two groups of two 2s, each on a star (2 x 2): 8" in lines
    assert "  total: 8 (lost)" in lines


def test_best_json_is_a_scored_sheet_with_optimal_and_upper_bound(tmp_path) -> None:
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("11 11 11\n")
    result = run("best", "--rolls", str(rolls), "--board", "B", "--json")
    data = json.loads(result.stdout)
    assert result.exit_code == 0
    assert (data["total"], data["heart_bonus"], data["optimal"], data["upper_bound"]) == (9, 5, True, 9)
    assert {"board", "by_number", "star_bonus", "groups", "rating", "grid"} <= set(data)


def test_best_on_a_bad_roll_log_is_one_line_and_exit_2(tmp_path) -> None:
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("41 74\n")
    result = run("best", "--rolls", str(rolls))
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [f"splitter: {rolls}:1: 7 is not a die number (1-6) in roll '74'"]


@pytest.mark.parametrize("command", [["best", "--rolls", "-"], ["roll", "--solo", "--rounds", "1"]])
@pytest.mark.parametrize("limit, says", [("nan", "nan is not a number of seconds"), ("inf", "inf is not in the range"),
                                         ("-1", "-1.0 is not in the range"), ("0", "0.0 is not in the range")])
def test_a_time_limit_that_is_not_some_seconds_is_a_usage_error(command: list[str], limit: str, says: str) -> None:
    option = "-t" if command[0] == "best" else "--time-limit"
    result = run(*command, option, limit, stdin="22\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("splitter: Invalid value for '--time-limit'") and says in result.stderr
    assert result.stderr.count("\n") == 1


def test_best_refuses_more_rolls_than_the_pad_holds() -> None:
    result = run("best", "--rolls", "-", stdin="11 " * 23)
    assert result.exit_code == 2 and "23 rolls but pad A has room for 22" in result.stderr


def test_advise_ranks_the_two_ways_of_the_last_roll(tmp_path) -> None:
    # max_a.txt without its roll 4-2 in row 3; placed back it scores 56, swapped 50 (see
    # tests/test_advise.py for the count by hand).
    sheet = tmp_path / "sheet.txt"
    sheet.write_text(Path(MAX_A).read_text().replace("66444266", "66-44-66"))
    rolls = tmp_path / "rolls.txt"
    rolls.write_text(" ".join(f"{a}{b}" for a, b in read_sheet_file(str(sheet)).pairs()) + " 24\n")
    result = run("advise", "--rolls", str(rolls), "--sheet", str(sheet), "--json")
    data = json.loads(result.stdout)
    assert result.exit_code == 0
    assert [(p["left_number"], p["expected"]) for p in data["placements"]] == [(4, 56.0), (2, 50.0)]
    text = run("advise", "--rolls", str(rolls), "--sheet", str(sheet)).stdout
    assert "  1. row 3: 4 in column 2, 2 in column 5" in text


def test_advise_names_what_the_sheet_lacks(tmp_path) -> None:
    result = run("advise", "--rolls", "-", stdin="11 23\n")
    assert result.exit_code == 2
    assert "the sheet does not hold the 1 rolls before the newest: missing 1-1" in result.stderr


def test_roll_solo_without_a_terminal_follows_the_advice_and_scores_the_game() -> None:
    result = run("roll", "--solo", "--seed", "3", "--rounds", "4", "--playouts", "2", "--time-limit", "5")
    assert result.exit_code == 0
    out = result.stdout
    assert out.count("round ") == 4 and "round 4 of 4: rolled" in out
    assert "best possible with these rolls:" in out
    assert out.rstrip().endswith("\n".join(str(roll) for roll in parse_rolls(run("roll", "-s", "3", "-n", "4").stdout)))


def test_the_new_commands_have_help() -> None:
    for command in ("best", "advise"):
        result = run(command, "--help")
        assert result.exit_code == 0 and "Usage: " in result.stdout
    assert "--solo" in run("roll", "--help").stdout


def test_roll_solo_on_a_terminal_asks_and_takes_the_players_choice(monkeypatch) -> None:
    from splitter_print.cli import roll

    monkeypatch.setattr(roll, "interactive", lambda: True)
    # Round 1 (roll 2 5, 44 places): list them all, then 45 (no such place), then take the 3rd;
    # round 2 (roll 5 2, 42 places): Enter takes the first.
    result = run("roll", "--solo", "--seed", "3", "--rounds", "2", "--playouts", "2", "--time-limit", "5",
                 stdin="?\n45\n3\n\n")
    assert result.exit_code == 0
    out = result.stdout
    assert out.count("place (1-44, Enter = 1, ? = list all)") == 3
    assert out.count("place (1-42, Enter = 1, ? = list all)") == 1
    assert re.search(r"\n [ =]44\. row ", out)  # = marks places the playouts cannot tell apart
    third = re.search(r"\n [ =]3\. row (\d): (\d) in column (\d), (\d) in column (\d)", out)
    assert third
    row, left, left_col, right, right_col = map(int, third.groups())
    sheet = out.split("your sheet:\n")[1].splitlines()
    assert (sheet[row].strip()[left_col], sheet[row].strip()[right_col]) == (str(left), str(right))


def test_best_gives_the_same_sheet_and_total_every_time_even_when_the_limit_ends_the_search() -> None:
    # The limit is counted in the solver's work, not the clock: a short one that stops the
    # search on examples/rolls.txt before the proof still answers alike, however busy the machine.
    rolls = str(EXAMPLES / "rolls.txt")
    first, second = (run("best", "--rolls", rolls, "--time-limit", "1", "--json") for _ in range(2))
    assert first.exit_code == second.exit_code == 0
    assert json.loads(first.stdout) == json.loads(second.stdout)


def test_advise_shows_places_that_score_the_same_as_equal(tmp_path) -> None:
    # A strip of four spaces holding 6 6 in the middle: the last roll 1-2 totals 1 either way
    # round (the lone 1; see tests/test_advise.py), so both places are shown as rank =1.
    (tmp_path / "strip.toml").write_text("name = 'strip'\npattern = '####'\n")
    (tmp_path / "sheet.txt").write_text("-66-\n")
    result = run("advise", "--rolls", "-", "--sheet", str(tmp_path / "sheet.txt"),
                 "--board", str(tmp_path / "strip.toml"), stdin="66 12\n")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "roll 1 2 on pad strip: 2 places, best first (expected final score)"
    assert [line.split()[0] for line in lines[1:3]] == ["=1.", "=1."]
    assert lines[3] == "  = places the playouts cannot tell apart: any of them will do"
