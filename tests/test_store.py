"""The served game night's storage, on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path

import pytest

from splitter_print.errors import SplitterError
from splitter_print.game.dice import Roll
from splitter_print.night.store import (
    CODE_ALPHABET,
    CODE_LENGTH,
    STAGING,
    ConflictError,
    NotFoundError,
    Store,
    StoreLimits,
    new_code,
)
from splitter_testkit import postgres


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest) -> str | None:
    """None: SQLite in the data folder (the default); else a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return None
    return postgres.fresh_database(request.getfixturevalue("postgres_server"))


def staged_photo(store: Store, data: bytes = b"\xff\xd8\xff photo") -> Path:
    path = store.staging_path(".jpg")
    path.write_bytes(data)
    return path


def test_game_codes_carry_at_least_40_random_bits() -> None:
    assert CODE_LENGTH * math.log2(len(CODE_ALPHABET)) >= 40
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    assert set("".join(codes)) == set(CODE_ALPHABET)


def test_a_game_is_found_by_its_code_in_any_case_and_only_by_it(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    game = store.create_game("B")
    assert store.game(f" {game.code.upper()} ") == game
    assert game.board == "B"
    with pytest.raises(NotFoundError, match="no game 'zzzzzzzzz'"):
        store.game("zzzzzzzzz")


def test_rolls_keep_their_order_and_the_last_can_be_taken_back(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    code = store.create_game("A").code
    for dice in [Roll(3, 5), Roll(6, 6), Roll(1, 2)]:
        store.add_roll(code, dice)
    assert store.remove_last_roll(code) is not None
    store.add_roll(code, Roll(4, 1))
    assert [(roll.number, str(roll.dice)) for roll in store.rolls(code)] == [(1, "35"), (2, "66"), (3, "41")]
    other = store.create_game("A").code
    assert store.rolls(other) == []
    assert store.remove_last_roll(other) is None


def test_a_sheet_keeps_its_photo_reading_state_and_fixes(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    code = store.create_game("A").code
    staged = staged_photo(store)
    sheet = store.add_sheet(code, "Zoë", staged, {"total": 29}, b"\x00state\xff")
    assert not staged.exists()
    assert sheet.photo.read_bytes() == b"\xff\xd8\xff photo"
    assert sheet.photo.parent == tmp_path / "photos" / code
    store.set_fixes(code, sheet.id, ((0, 4, 5), (3, 1, None)))
    assert store.set_fixes(code, sheet.id, ((2, 2, 6), (0, 4, 1))).fixes == ((0, 4, 1), (3, 1, None), (2, 2, 6))
    again = store.sheet(code, sheet.id)
    assert (again.player, again.reading, again.state) == ("Zoë", {"total": 29}, b"\x00state\xff")
    assert again.fixes == ((0, 4, 1), (3, 1, None), (2, 2, 6))
    assert store.fixes(code) == {sheet.id: again.fixes}
    assert [s.id for s in store.sheets(code)] == [sheet.id]


def test_a_sheet_is_not_reachable_through_another_games_code(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    mine, theirs = store.create_game("A").code, store.create_game("A").code
    sheet = store.add_sheet(mine, "Ana", staged_photo(store), {}, b"")
    with pytest.raises(NotFoundError, match=f"game {theirs} has no sheet {sheet.id}"):
        store.sheet(theirs, sheet.id)
    with pytest.raises(NotFoundError):
        store.set_fixes(theirs, sheet.id, ((0, 2, 1),))
    assert store.sheets(theirs) == []


def test_everything_committed_is_there_after_a_restart(tmp_path: Path, url: str | None) -> None:
    first = Store.open(tmp_path, url)
    code = first.create_game("B").code
    first.add_roll(code, Roll(2, 3))
    sheet = first.add_sheet(code, "Ben", staged_photo(first), {"total": 7}, b"s")
    first.set_fixes(code, sheet.id, ((0, 0, 6),))
    first.engine.dispose()
    second = Store.open(tmp_path, url)
    assert second.game(code).board == "B"
    assert [roll.dice for roll in second.rolls(code)] == [Roll(2, 3)]
    (kept,) = second.sheets(code)
    assert (kept.player, kept.reading, kept.fixes, kept.photo.is_file()) == ("Ben", {"total": 7}, ((0, 0, 6),), True)


def test_two_servers_adding_rolls_at_once_never_share_a_number(tmp_path: Path, url: str | None) -> None:
    from concurrent.futures import ThreadPoolExecutor

    servers = [Store.open(tmp_path, url), Store.open(tmp_path, url)]
    code = servers[0].create_game("A").code
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(lambda i: servers[i % 2].add_roll(code, Roll(1 + i % 6, 1)), range(16)))
    assert [roll.number for roll in servers[1].rolls(code)] == list(range(1, 17))


def test_photos_left_half_way_are_cleared_when_the_store_opens(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    leftover = staged_photo(store)
    Store.open(tmp_path)
    assert not leftover.exists()
    assert list((tmp_path / STAGING).iterdir()) == []


def test_an_unreachable_database_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SplitterError, match=r"127.0.0.1:1/x: cannot open the database") as caught:
        Store.open(tmp_path, "postgresql://someone:secret@127.0.0.1:1/x")
    assert "secret" not in str(caught.value)


def test_a_game_takes_no_roll_beyond_its_pads_rounds(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    code = store.create_game("A").code
    for _ in range(22):
        store.add_roll(code, Roll(1, 2))
    with pytest.raises(ConflictError, match=f"game {code}: all 22 rolls are in"):
        store.add_roll(code, Roll(1, 2))
    assert len(store.rolls(code)) == 22


def test_a_full_game_refuses_another_sheet_and_keeps_no_photo_of_it(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url, StoreLimits(sheets=2))
    code = store.create_game("A").code
    for player in ("Ana", "Ben"):
        store.add_sheet(code, player, staged_photo(store), {}, b"")
    with pytest.raises(ConflictError, match=f"game {code}: holds 2 sheets, the most a game takes"):
        store.add_sheet(code, "Cy", staged_photo(store), {}, b"")
    assert [sheet.player for sheet in store.sheets(code)] == ["Ana", "Ben"]
    assert len(list((tmp_path / "photos" / code).iterdir())) == 2


@pytest.mark.parametrize("sheet_id", [0, -1, 2**31, 2**63 - 1, 2**63, 10**30])
def test_a_sheet_id_out_of_range_names_no_sheet(tmp_path: Path, url: str | None, sheet_id: int) -> None:
    store = Store.open(tmp_path, url)
    code = store.create_game("A").code
    with pytest.raises(NotFoundError, match=f"has no sheet {sheet_id}"):
        store.sheet(code, sheet_id)


def test_photos_a_killed_server_left_without_a_sheet_are_removed_at_start(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    code = store.create_game("A").code
    kept = store.add_sheet(code, "Ana", staged_photo(store), {}, b"").photo
    hour_ago = time.time() - 3600
    left = tmp_path / "photos" / code / "left-by-a-killed-server.jpg"
    left.write_bytes(b"\xff\xd8\xff")
    young = tmp_path / "photos" / code / "another-servers-upload.jpg"
    young.write_bytes(b"\xff\xd8\xff")
    for path in (kept, left):
        os.utime(path, (hour_ago, hour_ago))
    Store.open(tmp_path)
    assert (kept.exists(), left.exists(), young.exists()) == (True, False, True)


def test_fixes_a_database_kept_on_its_sheets_are_kept_after_the_upgrade(tmp_path: Path) -> None:
    import sqlalchemy

    store = Store.open(tmp_path)
    code = store.create_game("A").code
    sheet = store.add_sheet(code, "Ana", staged_photo(store), {}, b"")
    with store.engine.begin() as connection:
        connection.execute(sqlalchemy.text("UPDATE sheets SET fixes = :fixes WHERE id = :id"),
                           {"fixes": json.dumps([[0, 4, 5], [3, 1, None]]), "id": sheet.id})
    store.engine.dispose()
    assert Store.open(tmp_path).sheet(code, sheet.id).fixes == ((0, 4, 5), (3, 1, None))


def test_a_players_new_sheet_takes_the_place_of_their_earlier_one(tmp_path: Path, url: str | None) -> None:
    """A retake: the same name in any case is the same player; the old sheet, its fixes and its
    photo go, the other players' sheets stay, and the new sheet has an id of its own."""
    store = Store.open(tmp_path, url)
    code = store.create_game("A").code
    first = store.add_sheet(code, "Ana", staged_photo(store), {"total": 4}, b"")
    store.set_fixes(code, first.id, ((0, 4, 5),))
    ben = store.add_sheet(code, "Ben", staged_photo(store), {"total": 9}, b"")
    retake = store.add_sheet(code, "ANA", staged_photo(store), {"total": 22}, b"")
    assert retake.replaced == (first.id,) and retake.id not in (first.id, ben.id)
    assert [(sheet.player, sheet.reading["total"], sheet.fixes) for sheet in store.sheets(code)] == [
        ("Ben", 9, ()), ("ANA", 22, ())]
    assert not first.photo.exists() and retake.photo.exists() and ben.photo.exists()
    with pytest.raises(NotFoundError):
        store.sheet(code, first.id)


def test_a_sheet_is_removed_by_its_own_key_or_the_keepers_and_by_no_other(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    code = store.create_game("A", key="keeper").code
    ana = store.add_sheet(code, "Ana", staged_photo(store), {}, b"", key="ana's")
    ben = store.add_sheet(code, "Ben", staged_photo(store), {}, b"", key="ben's")
    other = store.create_game("A", key="other keeper").code
    assert not store.remove_sheet(code, ana.id, "ben's")
    assert not store.remove_sheet(code, ana.id, "other keeper")
    assert [sheet.id for sheet in store.sheets(code)] == [ana.id, ben.id]
    assert store.remove_sheet(code, ana.id, "ana's")
    assert store.remove_sheet(code, ben.id, "keeper")
    assert store.sheets(code) == [] and not ana.photo.exists() and not ben.photo.exists()
    with pytest.raises(NotFoundError):
        store.remove_sheet(other, ana.id, "ana's")
    # A removed sheet's id is never another sheet's, even the last one's.
    assert store.add_sheet(code, "Cy", staged_photo(store), {}, b"").id > ben.id


def test_the_keeper_key_is_the_games_own_and_no_sheets(tmp_path: Path, url: str | None) -> None:
    store = Store.open(tmp_path, url)
    code = store.create_game("A", key="keeper").code
    store.add_sheet(code, "Ana", staged_photo(store), {}, b"", key="ana's")
    other = store.create_game("A", key="other keeper").code
    unkept = store.create_game("A").code
    assert [store.is_keeper(code, key) for key in ("keeper", "ana's", "other keeper", "")] == [
        True, False, False, False]
    assert not store.is_keeper(other, "keeper") and not store.is_keeper(unkept, "keeper")
    with pytest.raises(NotFoundError):
        store.is_keeper("zzzzzzzzz", "keeper")


def test_the_keeper_key_handed_over_opens_nothing_after_and_only_one_of_two_at_once_wins(
        tmp_path: Path, url: str | None) -> None:
    from concurrent.futures import ThreadPoolExecutor

    servers = [Store.open(tmp_path, url), Store.open(tmp_path, url)]
    code = servers[0].create_game("A", key="keeper").code
    ana = servers[0].add_sheet(code, "Ana", staged_photo(servers[0]), {}, b"", key="ana's")
    assert not servers[0].replace_keeper_key(code, "ana's", "stolen")
    assert servers[0].is_keeper(code, "ana's") is False and servers[0].is_keeper(code, "stolen") is False
    with ThreadPoolExecutor(8) as pool:
        won = list(pool.map(lambda i: servers[i % 2].replace_keeper_key(code, "keeper", f"phone {i}"), range(8)))
    assert won.count(True) == 1
    winner = f"phone {won.index(True)}"
    assert [key for key in ["keeper", *(f"phone {i}" for i in range(8))] if servers[1].is_keeper(code, key)] == [
        winner]
    assert not servers[1].remove_sheet(code, ana.id, "keeper") and servers[1].remove_sheet(code, ana.id, winner)
