"""A night settled from readings alone (no photos): one game, or the games a folder holds."""

from __future__ import annotations

import numpy as np

from splitter_print.game.dice import roll_dice
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import Sheet
from splitter_print.night.batch import PhotoResult, RollsSource, settle
from splitter_print.night.report import night_json, ranking_lines
from splitter_testkit.reader_rasters import reading_of
from splitter_testkit.synth_night import place_rolls


def game(seed: int, players: int) -> tuple[tuple[tuple[int, int], ...], list[Sheet]]:
    layout = load_layout("A")
    rolls = roll_dice(len(layout.mirror_pairs), seed=seed)
    rng = np.random.default_rng(seed)
    return tuple(sorted(tuple(sorted(roll.pair)) for roll in rolls)), \
        [place_rolls(layout, rolls, rng) for _ in range(players)]


def results(sheets: list[Sheet], prefix: str) -> list[PhotoResult]:
    return [PhotoResult(f"{prefix}{i}.jpg", (reading_of(sheet, f"{prefix}{i}.jpg"),)) for i, sheet in enumerate(sheets)]


def test_a_folder_of_two_games_is_ranked_game_by_game_each_with_its_own_rolls() -> None:
    first_rolls, first = game(seed=11, players=4)
    second_rolls, second = game(seed=12, players=3)
    night = settle(results(first, "a") + results(second, "b"))
    assert len(night.games) == 2
    assert [sorted(roll.pair for roll in g.rolls) for g in night.games] == [list(first_rolls),
                                                                                     list(second_rolls)]
    assert all(g.rolls_source is RollsSource.ESTIMATED for g in night.games)
    games = {o.reading.file: o.game for o in night.outcomes}
    assert games == {**{f"a{i}.jpg": 1 for i in range(4)}, **{f"b{i}.jpg": 2 for i in range(3)}}
    assert all(o.reading.sheet == sheet for o, sheet in zip(night.outcomes, first + second))
    places = [(o.game, place) for place, o in night.ranking]
    assert [g for g, _ in places] == [1, 1, 1, 1, 2, 2, 2] and places[4][1] == 1, "each game ranks from 1"
    assert [entry["game"] for entry in night_json(night)["ranking"]] == [1, 1, 1, 1, 2, 2, 2]  # type: ignore[index]
    assert any(line.startswith("game 2") for line in ranking_lines(night))
    assert any("2 games" in str(note) for note in night.notes)


def test_one_game_stays_one_game() -> None:
    _, sheets = game(seed=13, players=3)
    night = settle(results(sheets, "p"))
    assert len(night.games) == 1 and {o.game for o in night.outcomes} == {1}
    assert not any(line.startswith("game ") for line in ranking_lines(night))
