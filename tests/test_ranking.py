"""The game-night ranking: best first, ties share a place."""

from splitter_print.ranking import rank


def test_tied_winners_share_first_place_and_the_next_place_skips() -> None:
    ranking = rank([("a", 40), ("b", 40), ("c", 33)])
    assert [(p.place, p.name) for p in ranking] == [(1, "a"), (1, "b"), (3, "c")]


def test_an_empty_night_has_an_empty_ranking() -> None:
    assert rank([]) == []


def test_equal_totals_keep_the_input_order() -> None:
    assert [p.name for p in rank([("z", 5), ("y", 5), ("x", 5)])] == ["z", "y", "x"]
