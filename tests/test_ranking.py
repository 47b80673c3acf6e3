"""The game-night ranking: best first, ties share a place."""

from splitter_print.game.ranking import rank


def _places(entries):
    return [(place, name) for place, (name, _) in rank(entries, total=lambda e: e[1])]


def test_tied_winners_share_first_place_and_the_next_place_skips() -> None:
    assert _places([("a", 40), ("b", 40), ("c", 33)]) == [(1, "a"), (1, "b"), (3, "c")]


def test_an_empty_night_has_an_empty_ranking() -> None:
    assert _places([]) == []


def test_equal_totals_keep_the_input_order() -> None:
    assert [name for _, name in _places([("z", 5), ("y", 5), ("x", 5)])] == ["z", "y", "x"]
