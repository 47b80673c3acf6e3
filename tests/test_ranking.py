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


def _standings(entries):
    from splitter_print.game.ranking import standings

    return [(name, s.place, s.players, s.shared, s.ahead, s.behind, s.above)
            for s, (name, _) in standings(entries, total=lambda e: e[1])]


def test_each_player_is_told_the_place_of_how_many_and_the_margins_to_the_neighbouring_places() -> None:
    # 40 leads 33 by 7; 33 is 7 behind 1st and leads the two 20s by 13; the 20s share 3rd, 13 behind 2nd.
    assert _standings([("c", 20), ("a", 40), ("b", 33), ("d", 20)]) == [
        ("a", 1, 4, False, 7, None, None), ("b", 2, 4, False, 13, 7, 1),
        ("c", 3, 4, True, None, 13, 2), ("d", 3, 4, True, None, 13, 2)]


def test_tied_winners_are_ahead_of_the_next_place_and_behind_nobody() -> None:
    assert _standings([("a", 12), ("b", 12), ("c", 9)]) == [
        ("a", 1, 3, True, 3, None, None), ("b", 1, 3, True, 3, None, None), ("c", 3, 3, False, None, 3, 1)]


def test_a_lone_player_is_first_of_one_with_no_margin() -> None:
    assert _standings([("solo", 25)]) == [("solo", 1, 1, False, None, None, None)]
