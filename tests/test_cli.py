"""The splitter commands score, layouts, roll and check, run as a user runs them."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from splitter_print.cli import main
from splitter_print.cli.common import capped_jobs, usable_cores
from splitter_print.game.dice import parse_rolls
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet
from splitter_testkit import paths

EXAMPLES = paths.examples()
WORKED = str(EXAMPLES / "worked_example.txt")


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin)


def test_score_explains_the_worked_example() -> None:
    result = run("score", WORKED)
    assert result.exit_code == 0
    assert "  5s: a group of five 5s on a star (5 x 2): 10" in result.stdout
    assert result.stdout.rstrip().endswith("total: 29 (welcome to the club)")


def test_score_reads_stdin_and_names_the_rating_in_polish() -> None:
    result = run("score", "-", "--lang", "pl", stdin=Path(WORKED).read_text())
    assert result.exit_code == 0 and result.stdout.startswith("<stdin>: arkusz A")
    assert "suma: 29 (witaj w klubie)" in result.stdout


def test_score_names_the_worked_examples_rating_in_korean() -> None:
    result = run("score", "--lang", "ko", WORKED)
    assert result.exit_code == 0
    assert result.stdout.rstrip().endswith("합계: 29점 (클럽에 오신 걸 환영해요)"), "RULES.md: 29 is in 28-30"
    assert json.loads(run("score", "--json", "--lang", "ko", WORKED).stdout)["rating"] == "클럽에 오신 걸 환영해요"


def test_score_json_for_one_sheet_is_an_object_with_the_design_fields() -> None:
    data = json.loads(run("score", "--json", WORKED).stdout)
    assert {"board", "total", "by_number", "star_bonus", "heart_bonus", "groups", "rating", "grid"} <= set(data)
    assert (data["board"], data["total"], data["star_bonus"]) == ("A", 29, 5)


def test_score_json_for_several_sheets_is_a_list_with_errors_in_place(tmp_path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("..44x6..\n")
    result = run("score", "--json", WORKED, str(bad), str(EXAMPLES / "max_b.txt"))
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert [item.get("total") for item in data] == [29, None, 61]
    assert data[1] == {"file": str(bad), "error": f"{bad}:1: bad character 'x' in row 0 column 4; "
                                                   f"use 1-6, - (empty) or . (no space)"}
    assert result.stderr.count("\n") == 1


def test_score_exits_2_when_nothing_could_be_read(tmp_path) -> None:
    result = run("score", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"))
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [f"splitter: {tmp_path / 'a.txt'}: cannot read: No such file or directory",
                                          f"splitter: {tmp_path / 'b.txt'}: cannot read: No such file or directory"]


def test_score_warns_about_a_partly_filled_sheet() -> None:
    grid = "..44-6..\n.------.\n--------\n--------\n--------\n.------.\n..----.."
    result = run("score", "-", stdin=grid)
    assert result.exit_code == 0
    assert result.stderr == ("splitter: <stdin>: warning: partly filled: 41 of 44 spaces are empty; "
                             "scored as it stands\n")


def test_score_on_a_users_board_file(tmp_path) -> None:
    board = tmp_path / "strip.toml"
    board.write_text('name = "strip"\npattern = "*##*"\n')
    sheet = tmp_path / "s.txt"
    sheet.write_text("4444\n")
    result = run("score", "--board", str(board), "--json", str(sheet))
    assert json.loads(result.stdout)["total"] == 16  # four 4s on two stars: 4 x 4


def test_layouts_lists_both_pads_and_shows_one() -> None:
    listing = run("layouts")
    assert listing.stdout.splitlines()[0].startswith("A   Pad A: 44 spaces, 2 stars, 22 rounds, at most 56 points")
    shown = run("layouts", "B")
    assert " 6  [ ][*][ ]   |   [ ][*][ ]" in shown.stdout
    assert "hearts: row 0 column 6; row 2 column 1; row 4 column 4" in shown.stdout
    data = json.loads(run("layouts", "b", "--json").stdout)
    assert (data["max_total"], data["hearts"], data["pattern"][0]) == (61, [[0, 6], [2, 1], [4, 4]], "###..#h#")


def test_roll_is_reproducible_and_its_log_checks_a_sheet(tmp_path) -> None:
    first, again = run("roll", "--seed", "42"), run("roll", "--seed", "42")
    assert first.stdout == again.stdout and first.exit_code == 0
    lines = first.stdout.splitlines()
    assert lines[0] == "# splitter roll --seed 42 --rounds 22" and len(lines) == 23
    log = tmp_path / "rolls.txt"
    log.write_text(first.stdout)
    pad = load_layout("A")
    values = {}
    for roll, (left, right) in zip(parse_rolls(first.stdout), pad.mirror_pairs):
        values[left], values[right] = roll.first, roll.second
    sheet = tmp_path / "sheet.txt"
    sheet.write_text(Sheet(pad, values).format())
    assert run("check", str(sheet), "--rolls", str(log)).exit_code == 0


def test_check_accepts_the_example_game_and_names_each_wrong_pair() -> None:
    rolls = str(EXAMPLES / "rolls.txt")
    ok = run("check", str(EXAMPLES / "game_sheet.txt"), "--rolls", rolls)
    assert ok.exit_code == 0 and "holds exactly the 22 rolled pairs" in ok.stdout
    game = (EXAMPLES / "game_sheet.txt").read_text().replace("..6153..", "..1153..")
    wrong = run("check", "-", "--rolls", rolls, stdin=game)
    assert wrong.exit_code == 1
    assert "  missing 3-6: rolled, but not on the sheet" in wrong.stdout
    assert "  extra 1-3 in row 6: on the sheet, but not rolled" in wrong.stdout
    data = json.loads(run("check", "--json", "-", "--rolls", rolls, stdin=game).stdout)
    assert (data["ok"], data["missing"], data["extra"]) == (False, ["3-6"], [{"pair": "1-3", "row": 6}])


def write(tmp_path: Path, name: str, text: str) -> str:
    (tmp_path / name).write_text(text)
    return str(tmp_path / name)


GRID = Path(WORKED).read_text()  # line 1 a comment, rows on lines 2-8

BAD_INPUTS = [
    ("asym.toml", 'name = "X"\npattern = """\n####\n##.#\n"""\n', ["layouts"], 4, "row 1 is not mirror-symmetric"),
    ("char.toml", 'name = "X"\npattern = """\n#x#x\n"""\n', ["layouts"], 3, "unknown character 'x'"),
    ("star.toml", 'name = "X"\nstars = [[2, 0]]\npattern = "####"\n', ["layouts"], 2,
     "star at row 2 column 0 is outside the pattern"),
    ("rows.txt", GRID.replace("..5332..\n", ""), ["score"], 7, "the grid ends after 6 rows but pad A has 7"),
    ("char.txt", GRID.replace("16665444", "1666S444"), ["score"], 4, "bad character 'S' in row 2 column 4"),
    ("hole.txt", GRID.replace("..4416..", ".44416.."), ["score"], 2,
     "row 0 column 1 is not a space on pad A but holds '4'"),
    ("seven.txt", "41 54\n33 71\n", ["check", WORKED, "--rolls"], 2, "7 is not a die number (1-6) in roll '71'"),
]


@pytest.mark.parametrize("name, text, command, line, fault", BAD_INPUTS)
def test_bad_input_gives_one_line_naming_file_line_and_fault_and_exit_2(tmp_path, name, text, command, line,
                                                                       fault) -> None:
    path = write(tmp_path, name, text)
    result = run(*command, path)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"splitter: {path}:{line}: {fault}")
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.output


@pytest.mark.parametrize("command", [["score", "--board", "C", WORKED], ["layouts", "Z"], ["roll", "--rounds", "0"]])
def test_bad_usage_exits_2(command) -> None:
    result = run(*command)
    assert result.exit_code == 2 and result.stderr


def test_the_installed_command_gives_one_line_and_no_traceback(tmp_path) -> None:
    path = write(tmp_path, "seven.txt", "41 57\n")
    done = subprocess.run([sys.executable, "-m", "splitter_print", "check", WORKED, "--rolls", path],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr == f"splitter: {path}:1: 7 is not a die number (1-6) in roll '57'\n"


USAGE_ERRORS = [
    (["scan", "--bogus", "x.jpg"], "No such option '--bogus'", "splitter scan"),
    (["scan"], "Missing argument 'PHOTO...'", "splitter scan"),
    (["pad", "--sheets", "abc", "-o", "x.pdf"], "Invalid value for '--sheets': 'abc' is not a valid integer",
     "splitter pad"),
    (["check", WORKED], "Missing option '--rolls' / '-r'", "splitter check"),
    (["nope"], "No such command 'nope'", "splitter"),
    (["--bogus", "score"], "No such option '--bogus'", "splitter"),
]


@pytest.mark.parametrize("option", ["--debug-pictures", "--debug"])
def test_a_commands_own_debug_folder_is_not_the_groups_traceback_switch(tmp_path, option) -> None:
    missing = tmp_path / "missing.txt"
    done = subprocess.run([sys.executable, "-m", "splitter_print", "scan", option, str(tmp_path / "dbg"),
                           "--rolls", str(missing), str(EXAMPLES / "game_photo.jpg")], capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and str(missing) in done.stderr


def test_the_groups_debug_switch_shows_the_traceback(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-m", "splitter_print", "--debug", "check", WORKED, "--rolls",
                           str(tmp_path / "none.txt")], capture_output=True, text=True)
    assert done.returncode == 1 and "Traceback" in done.stderr and "none.txt" in done.stderr


@pytest.mark.parametrize("args, fault, command", USAGE_ERRORS)
def test_a_usage_error_is_one_line_with_the_fault_and_where_help_is(args, fault, command) -> None:
    result = run(*args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"splitter: {fault} (try '{command} --help')\n"


def test_the_installed_command_gives_a_usage_error_in_one_line() -> None:
    done = subprocess.run([sys.executable, "-m", "splitter_print", "roll", "--rounds", "0"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr == ("splitter: Invalid value for '--rounds' / '-n': 0 is not in the range 1<=x<=1000 "
                           "(try 'splitter roll --help')\n")


def test_splitter_alone_still_shows_its_help() -> None:
    result = run()
    assert result.exit_code == 2 and result.stderr.startswith("Usage: splitter [OPTIONS] COMMAND")
    assert "scan     Read photos of filled sheets and score them." in result.stderr


@pytest.mark.parametrize("command", ["score", "layouts", "roll", "check"])
def test_every_command_has_help(command: str) -> None:
    result = run(command, "--help")
    assert result.exit_code == 0 and "Usage: " in result.stdout


def test_roll_without_a_seed_writes_the_seed_it_chose() -> None:
    result = run("roll", "--rounds", "3")
    header, *rolls = result.stdout.splitlines()
    assert header.startswith("# splitter roll --seed ") and header.endswith(" --rounds 3") and len(rolls) == 3
    seed = header.split()[4]
    assert run("roll", "--seed", seed, "--rounds", "3").stdout == result.stdout


def control_characters(text: str) -> list[str]:
    """The control characters in ``text`` other than line ends."""
    return [char for char in text if (ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0) and char != "\n"]


def test_control_characters_in_a_pads_name_are_shown_as_escapes_not_sent_to_the_terminal(tmp_path) -> None:
    board = write(tmp_path, "bell.toml", 'name = "X\\u0007\\u001b]0;owned\\u0007\\u009b2J"\npattern = "*##*"\n')
    sheet = write(tmp_path, "s.txt", "4444\n")
    for result in (run("layouts", board), run("score", "--board", board, sheet)):
        assert result.exit_code == 0 and control_characters(result.stdout) == []
        assert "X\\u0007\\u001b]0;owned\\u0007\\u009b2J" in result.stdout
    data = json.loads(run("score", "--board", board, "--json", sheet).stdout)
    assert data["board"] == "X\a\x1b]0;owned\a\x9b2J" and data["total"] == 16


def test_control_characters_in_a_file_name_are_escaped_in_the_error_line(tmp_path) -> None:
    name = str(tmp_path / "a\x1b]0;owned\x07\n.txt")
    result = run("score", name)
    assert result.exit_code == 2
    assert result.stderr == f"splitter: {tmp_path}/a\\u001b]0;owned\\u0007\\u000a.txt: cannot read: No such file or " \
                            "directory\n"


def test_more_jobs_than_cores_are_capped_with_a_note(capsys) -> None:
    cores = usable_cores()
    assert 1 <= cores <= (os.cpu_count() or 1)
    assert (capped_jobs(None), capped_jobs(1)) == (cores, 1)
    assert capsys.readouterr().err == ""
    assert capped_jobs(cores + 63) == cores
    assert capsys.readouterr().err == (f"note: --jobs {cores + 63}: only {cores} CPU cores to use here, so {cores} "
                                       "photos are read at once\n")
