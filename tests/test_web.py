"""The game-night web face in-process (FastAPI's TestClient): every answer of the contract in
DESIGN.md, the safety list of issue 17, the languages, and a restart.

The photos are made photos of RULES.md's worked example (pad A, total 29 by the rules' own
count: 5 lone 1s, 2 x 2 for the 2s, 2 x 3 for the 3s, 4 for the 4s, 5 x 2 for the 5s on the
star), written in a font so that they read exactly.
"""

from __future__ import annotations

import asyncio
import io
import json
import re
import struct
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy
from fastapi.testclient import TestClient

from splitter_print.game.dice import Roll, held_rolls
from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import sheet_from_grid
from splitter_print.night.store import Store
from splitter_print.night.table import ReaderLimits, ReaderPool, Table
from splitter_print.web.app import create_app
from splitter_print.web.strings import STRINGS
from splitter_testkit.synth import PhotoSpec, make_photo

WORKED = ("..4416..", ".446614.", "16665444", "55521642", "45521333", ".125321.", "..5332..")
WORKED_POINTS = {"1": 5, "2": 4, "3": 6, "4": 4, "5": 10, "6": 0}


@pytest.fixture(scope="module")
def photo() -> bytes:
    """A phone photo of the worked example (2 MP, slight tilt and blur)."""
    sheet = sheet_from_grid(WORKED, load_layout("A"))
    return make_photo(PhotoSpec(seed=1, board="A", written=sheet, writing="font", ink="black", megapixels=2,
                                tilt=8, rotation=3, blur=0.5, noise=2, jpeg_quality=90)).jpeg


@pytest.fixture(scope="module")
def papers(photo: bytes) -> list[bytes]:
    """Photos of five papers of one pad (serials 1 to 5), each filled in as the worked
    example: the sheets of five players who played alike."""
    sheet = sheet_from_grid(WORKED, load_layout("A"))
    return [photo, *(make_photo(PhotoSpec(seed=serial, board="A", written=sheet, writing="font", ink="black",
                                          megapixels=2, tilt=8, rotation=3, blur=0.5, noise=2, jpeg_quality=90,
                                          serial=serial)).jpeg for serial in range(2, 6))]


def open_app(folder: Path, max_upload: int = 25 * 1024 * 1024) -> TestClient:
    return TestClient(create_app(Table(Store.open(folder), ReaderPool(0)), max_upload=max_upload))


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with open_app(tmp_path) as test_client:
        yield test_client


def new_game(client: TestClient, board: str = "A") -> str:
    answer = client.post("/api/games", json={"board": board})
    assert answer.status_code == 201
    return str(answer.json()["code"])


def start(client: TestClient, board: str = "A") -> tuple[str, dict[str, str]]:
    """A new game: its code, and the headers of the phone that started it (its keeper key)."""
    answer = client.post("/api/games", json={"board": board})
    assert answer.status_code == 201
    return str(answer.json()["code"]), {"X-Key": answer.json()["key"]}


def upload(client: TestClient, code: str, photo: bytes, player: str = "Ana", name: str = "IMG_1.jpg") -> Any:
    return client.post(f"/api/games/{code}/sheets", data={"player": player}, files={"photo": (name, photo)})


def stored_files(folder: Path) -> list[Path]:
    """Every photo kept or being read in the data folder."""
    return [path for name in ("photos", "incoming") for path in (folder / name).rglob("*") if path.is_file()]


def test_a_new_game_answers_201_with_its_code_and_pad(client: TestClient) -> None:
    answer = client.post("/api/games", json={"board": "b"})
    assert answer.status_code == 201
    game = answer.json()
    assert game["board"] == "B" and len(game["code"]) == 9
    assert (game["rolls"], game["sheets"], game["ranking"]) == ([], [], [])
    assert client.get(f"/api/games/{game['code']}").json()["code"] == game["code"]


@pytest.mark.parametrize("body", [{"board": "C"}, {"board": "../../etc/passwd"}, {"pad": "A"}, [1, 2]])
def test_a_game_on_an_unknown_pad_is_400_with_one_line(client: TestClient, body: object) -> None:
    answer = client.post("/api/games", json=body)
    assert answer.status_code == 400
    assert set(answer.json()) == {"error"} and "\n" not in answer.json()["error"]


def test_a_body_that_is_not_json_is_400(client: TestClient) -> None:
    answer = client.post("/api/games", content=b"{board", headers={"Content-Type": "application/json"})
    assert answer.status_code == 400
    assert answer.json() == {"error": "request body: not valid JSON"}


@pytest.mark.parametrize("path", ["/api/games/zzzzzzzzz", "/api/games/zzzzzzzzz/rolls", "/api/games/zzzzzzzzz/sheets/1",
                                  "/games/zzzzzzzzz/qr.svg", "/nowhere", "/api/games/zzzzzzzzz/ranking.csv"])
def test_an_unknown_game_or_path_is_404_with_an_error_body(client: TestClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 404
    assert list(answer.json()) == ["error"]


def test_the_page_of_an_unknown_game_is_the_start_page_saying_so(client: TestClient) -> None:
    answer = client.get("/games/zzzzzzzzz?lang=en")
    assert answer.status_code == 404
    assert "There is no game with this code." in answer.text and "New game" in answer.text


def test_rolls_are_201_as_stored_and_listed_in_order(client: TestClient) -> None:
    code, keeper = start(client)
    answer = client.post(f"/api/games/{code}/rolls", json={"dice": [3, 5]}, headers=keeper)
    assert answer.status_code == 201
    assert answer.json() == {"number": 1, "dice": [3, 5]}
    client.post(f"/api/games/{code}/rolls", json={"dice": [6, 6]}, headers=keeper)
    assert client.get(f"/api/games/{code}/rolls").json() == [{"number": 1, "dice": [3, 5]},
                                                             {"number": 2, "dice": [6, 6]}]
    undone = client.delete(f"/api/games/{code}/rolls/last", headers=keeper)
    assert undone.status_code == 200 and undone.json()["rolls"] == [{"number": 1, "dice": [3, 5]}]


ROLLS_KEPT = {"en": "game {code}: only the phone that keeps the rolls can add or take back a roll",
              "de": "Spiel {code}: nur das Handy, das die Würfe führt, kann einen Wurf eintragen oder zurücknehmen",
              "ko": "게임 {code}: 굴림을 기록하는 휴대폰만 굴림을 추가하거나 취소할 수 있어요"}
"""What a phone that does not keep the rolls is told for a roll it sends or takes back."""


@pytest.mark.parametrize("lang", list(ROLLS_KEPT))
def test_only_the_keepers_phone_adds_or_takes_back_rolls(client: TestClient, photo: bytes, lang: str) -> None:
    """Issue 44: a second phone's tap during round 6 gave the keeper a 7th roll. Now it is 403,
    one line in the page's language, and the game keeps its rolls."""
    code, keeper = start(client)
    sheet_key = upload(client, code, photo).json()["key"]
    for dice in ([1, 2], [3, 4], [5, 6], [6, 6], [2, 2]):
        assert client.post(f"/api/games/{code}/rolls", json={"dice": dice}, headers=keeper).status_code == 201
    said = {"Accept-Language": lang}
    for other in ({}, {"X-Key": sheet_key}, {"X-Key": "guess"}, {"X-Key": ""}):
        for answer in (client.post(f"/api/games/{code}/rolls", json={"dice": [4, 4]}, headers={**said, **other}),
                       client.delete(f"/api/games/{code}/rolls/last", headers={**said, **other})):
            assert (answer.status_code, answer.json()) == (403, {"error": ROLLS_KEPT[lang].format(code=code)})
    assert len(client.get(f"/api/games/{code}").json()["rolls"]) == 5
    assert client.post(f"/api/games/{code}/rolls", json={"dice": [4, 4]}, headers=keeper).status_code == 201


def test_the_game_tells_the_keepers_phone_only_that_it_keeps_the_rolls(client: TestClient, photo: bytes) -> None:
    code, keeper = start(client)
    sheet_key = upload(client, code, photo).json()["key"]
    asked = {"keeper": keeper, "a sheet's phone": {"X-Key": sheet_key}, "another phone": {}}
    assert {who: client.get(f"/api/games/{code}", headers=headers).json()["keeper"]
            for who, headers in asked.items()} == {"keeper": True, "a sheet's phone": False, "another phone": False}


def test_the_keeper_hands_the_rolls_to_another_phone_by_a_link_that_works_once(client: TestClient) -> None:
    code, keeper = start(client)
    qr = client.post(f"/api/games/{code}/keeper/qr.svg", headers=keeper)
    assert (qr.status_code, qr.headers["content-type"]) == (200, "image/svg+xml")
    assert client.post(f"/api/games/{code}/keeper/qr.svg").status_code == 403
    handed = client.post(f"/api/games/{code}/keeper", headers=keeper)
    assert handed.status_code == 200 and list(handed.json()) == ["key"]
    now = {"X-Key": handed.json()["key"]}
    assert client.post(f"/api/games/{code}/rolls", json={"dice": [2, 3]}, headers=now).status_code == 201
    assert client.post(f"/api/games/{code}/rolls", json={"dice": [2, 3]}, headers=keeper).status_code == 403
    assert client.get(f"/api/games/{code}", headers=keeper).json()["keeper"] is False
    again = client.post(f"/api/games/{code}/keeper", headers={**keeper, "Accept-Language": "de"})
    assert (again.status_code, again.json()) == (403, {"error": (
        f"Spiel {code}: dieser Link zum Führen der Würfe ist schon benutzt oder falsch; lass dir vom Handy, das die "
        "Würfe führt, einen neuen geben")})


@pytest.mark.parametrize("dice", [[0, 3], [3, 7], [3], [3, 5, 1], ["3", 5], [True, 2], None])
def test_a_roll_that_is_not_two_dice_is_400(client: TestClient, dice: object) -> None:
    code, keeper = start(client)
    answer = client.post(f"/api/games/{code}/rolls", json={"dice": dice}, headers=keeper)
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("dice: ")


def test_a_23rd_roll_on_pad_a_is_409_and_the_game_stays_readable(client: TestClient) -> None:
    code, keeper = start(client)
    for _ in range(22):
        client.post(f"/api/games/{code}/rolls", json={"dice": [1, 1]}, headers=keeper)
    answer = client.post(f"/api/games/{code}/rolls", json={"dice": [1, 1]}, headers=keeper)
    assert answer.status_code == 409
    assert "all 22 rolls are in" in answer.json()["error"]
    assert len(client.get(f"/api/games/{code}").json()["rolls"]) == 22


def test_an_uploaded_sheet_is_201_and_read_as_scan_json_gives_it(client: TestClient, photo: bytes) -> None:
    code = new_game(client)
    answer = upload(client, code, photo)
    assert answer.status_code == 201
    sheet = answer.json()
    assert sheet["player"] == "Ana" and isinstance(sheet["id"], int)
    assert tuple(sheet["grid"]) == WORKED
    assert (sheet["board"], sheet["total"], sheet["by_number"], sheet["star_bonus"]) == ("A", 29, WORKED_POINTS, 5)
    for key in ("heart_bonus", "groups", "rating", "file", "uncertain", "confidence", "warnings"):
        assert key in sheet
    assert client.get(f"/api/games/{code}/sheets/{sheet['id']}").json()["total"] == 29


def test_a_fix_rescores_the_sheet(client: TestClient, photo: bytes) -> None:
    code = new_game(client)
    sheet_id = upload(client, code, photo).json()["id"]
    # Row 0 column 4 holds a lone 1 (1 point); a lone 5 there scores nothing.
    answer = client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, 5]]})
    assert answer.status_code == 200
    fixed = answer.json()
    assert (fixed["total"], fixed["by_number"]["1"], fixed["grid"][0]) == (28, 4, "..4456..")
    assert fixed["fixes"] == [[0, 4, 5]]
    again = client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, 1]]}).json()
    assert (again["total"], again["fixes"]) == (29, [[0, 4, 1]])
    emptied = client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, None]]}).json()
    assert (emptied["total"], emptied["grid"][0], emptied["complete"]) == (28, "..44-6..", False)


@pytest.mark.parametrize("fix", [[[0, 0, 5]], [[0, 4, 7]], [[0, 4]], [], "0,4=5", [[0, 4, "5"]]])
def test_a_fix_off_the_pad_or_malformed_is_400(client: TestClient, photo: bytes, fix: object) -> None:
    code = new_game(client)
    sheet_id = upload(client, code, photo).json()["id"]
    answer = client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": fix})
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("fix: ")


def test_a_sheet_is_404_under_another_games_code(client: TestClient, photo: bytes) -> None:
    mine, theirs = new_game(client), new_game(client)
    sheet_id = upload(client, mine, photo).json()["id"]
    assert client.get(f"/api/games/{theirs}/sheets/{sheet_id}").status_code == 404
    assert client.patch(f"/api/games/{theirs}/sheets/{sheet_id}", json={"fix": [[0, 4, 5]]}).status_code == 404
    assert client.get(f"/api/games/{theirs}/sheets/{sheet_id}/picture.jpg").status_code == 404
    assert client.get(f"/api/games/{mine}/sheets/{sheet_id + 1}").status_code == 404


def test_the_ranking_shares_places_between_equal_totals(client: TestClient, papers: list[bytes]) -> None:
    code = new_game(client)
    ids = [upload(client, code, paper, player=name).json()["id"] for paper, name in zip(papers, ("Ana", "Ben", "Cy"))]
    client.patch(f"/api/games/{code}/sheets/{ids[0]}", json={"fix": [[0, 4, 5]]})
    ranking = client.get(f"/api/games/{code}").json()["ranking"]
    assert [(entry["place"], entry["player"], entry["total"]) for entry in ranking] == [
        (1, "Ben", 29), (1, "Cy", 29), (3, "Ana", 28)]
    # Where each stands: Ben and Cy share 1st of 3, 1 ahead of Ana; Ana is 3rd, 1 behind 1st.
    assert [(e["of"], e["shared"], e["ahead"], e["behind"], e["above"]) for e in ranking] == [
        (3, True, 1, None, None), (3, True, 1, None, None), (3, False, None, 1, 1)]
    csv_text = client.get(f"/api/games/{code}/ranking.csv").text.splitlines()
    assert csv_text[0] == "place,player,total,1s,2s,3s,4s,5s,6s,star_bonus,heart_bonus,id"
    assert csv_text[1] == f"1,Ben,29,5,4,6,4,10,0,5,0,{ids[1]}"
    download = client.get(f"/api/games/{code}/ranking.json")
    assert "attachment" in download.headers["content-disposition"]
    assert download.json()["ranking"] == ranking


def card_of(client: TestClient, code: str) -> tuple[tuple[int, ...], str]:
    """The game's card to share, decoded: its size in pixels (height, width) and its words as Tesseract reads them."""
    import cv2
    import numpy as np
    import pytesseract

    answer = client.get(f"/api/games/{code}/card.png?lang=en")
    assert (answer.status_code, answer.headers["content-type"]) == (200, "image/png")
    picture = cv2.imdecode(np.frombuffer(answer.content, np.uint8), cv2.IMREAD_COLOR)
    assert picture is not None, "a PNG"
    return picture.shape[:2], " ".join(pytesseract.image_to_string(picture).split())


def test_the_winners_card_names_the_winner_and_marks_a_sheet_still_to_check(client: TestClient,
                                                                           papers: list[bytes]) -> None:
    """Issue 44: the card the page shares, as ``batch --share`` draws it: 1080 px wide and as tall
    as its places (60 + 90 for the title, 150 for the headline, 64 a place, 60; 50 more for the
    note a flagged sheet brings), its headline naming the winner, changing when the winner does."""
    code, keeper = start(client)
    for roll in held_rolls(sheet_from_grid(WORKED, load_layout("A"))):
        client.post(f"/api/games/{code}/rolls", json={"dice": [roll.first, roll.second]}, headers=keeper)
    ana, ben = (upload(client, code, paper, player=name).json()["id"] for name, paper in zip(("Ana", "Ben"), papers))
    size, words = card_of(client, code)
    assert size == (488, 1080)
    assert "Ana and Ben share the win with 29 points" in words
    # Row 0 column 4 of Ben's sheet set to 5: 28 (the lone 1 there gone, a lone 5 scores nothing), and
    # the sheet no longer holds the rolls: flagged, its total followed by "?".
    client.patch(f"/api/games/{code}/sheets/{ben}", json={"fix": [[0, 4, 5]]})
    size, words = card_of(client, code)
    assert size == (538, 1080)
    assert "Ana wins with 29 points, 1 ahead" in words and "28?" in words
    assert "? = reading still to check" in words
    # Ben's space back to 1 and Ana's set to 5: Ben wins.
    client.patch(f"/api/games/{code}/sheets/{ben}", json={"fix": [[0, 4, 1]]})
    client.patch(f"/api/games/{code}/sheets/{ana}", json={"fix": [[0, 4, 5]]})
    size, words = card_of(client, code)
    assert size == (538, 1080)
    assert "Ben wins with 29 points, 1 ahead" in words
    line = client.get(f"/api/games/{code}/share.txt?lang=de")
    assert line.headers["content-type"] == "text/plain; charset=utf-8"
    assert line.text == ("Splitter-Spieleabend: Ben gewinnt mit 29 Punkten, 1 vorn\n1. Ben 29\n2. Ana 28? (-1)\n"
                         "? = Ablesung noch zu prüfen\n")
    assert client.get(f"/api/games/{code}/card.png?lang=xx").status_code == 400


def test_the_games_rolls_correct_the_reading(client: TestClient, photo: bytes) -> None:
    code, keeper = start(client)
    layout = load_layout("A")
    sheet = sheet_from_grid(WORKED, layout)
    for pair in sheet.pairs():
        client.post(f"/api/games/{code}/rolls", json={"dice": list(pair)}, headers=keeper)
    read = upload(client, code, photo).json()
    assert (read["total"], read["status"], read["changed_by_rolls"]) == (29, "ok", [])


def test_a_roll_log_shorter_than_the_sheet_leaves_the_reading_alone_and_says_so_in_the_pages_language(
        client: TestClient, photo: bytes) -> None:
    code, keeper = start(client)
    for pair in sheet_from_grid(WORKED, load_layout("A")).pairs()[:3]:
        client.post(f"/api/games/{code}/rolls", json={"dice": list(pair)}, headers=keeper)
    read = upload(client, code, photo).json()
    assert (read["total"], "status" in read) == (29, False)
    assert "the roll log holds 3 rolls and this sheet 22 written pairs: read without the rolls" in read["warnings"]
    german = client.get(f"/api/games/{code}/sheets/{read['id']}?lang=de").json()
    assert german["warnings"] == read["warnings"]
    assert "das Wurfprotokoll hat 3 Würfe, dieses Blatt 22 geschriebene Paare: ohne die Würfe gelesen" in \
        german["said"]["warnings"]


def test_a_file_that_is_not_an_image_is_400_and_leaves_nothing(client: TestClient, tmp_path: Path) -> None:
    code = new_game(client)
    answer = upload(client, code, b"%PDF-1.7 not a photo", name="sheet.pdf")
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("photo: not a photo")
    assert stored_files(tmp_path) == []


def test_a_photo_without_a_sheet_is_400_naming_no_server_path(client: TestClient, tmp_path: Path) -> None:
    import cv2
    import numpy as np

    blank = cv2.imencode(".png", np.full((400, 600, 3), 200, np.uint8))[1].tobytes()
    answer = upload(client, new_game(client), blank)
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("photo: ") and str(tmp_path) not in answer.json()["error"]
    assert stored_files(tmp_path) == []


def test_a_decompression_bomb_is_refused_before_decoding(client: TestClient, tmp_path: Path) -> None:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    bomb = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 30000, 30000, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + chunk(b"IEND", b""))
    answer = upload(client, new_game(client), bomb)
    assert answer.status_code == 400
    assert "pixels" in answer.json()["error"]
    assert stored_files(tmp_path) == []


def test_an_upload_over_the_limit_is_413_and_never_stored(tmp_path: Path, photo: bytes) -> None:
    with open_app(tmp_path, max_upload=len(photo) // 2) as small:
        code = new_game(small)
        declared = upload(small, code, photo)
        assert declared.status_code == 413
        assert "larger than the limit" in declared.json()["error"]
        body = (b"--xx\r\nContent-Disposition: form-data; name=\"player\"\r\n\r\nAna\r\n--xx\r\n"
                b"Content-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\n\r\n"
                + photo + b"\r\n--xx--\r\n")
        streamed = small.post(f"/api/games/{code}/sheets", content=iter([body[i:i + 8192]
                                                                         for i in range(0, len(body), 8192)]),
                              headers={"Content-Type": "multipart/form-data; boundary=xx"})
        assert streamed.status_code == 413
        assert small.get(f"/api/games/{code}").json()["sheets"] == []
    assert stored_files(tmp_path) == []


def test_an_iphone_heic_photo_is_read(client: TestClient, photo: bytes) -> None:
    pillow_heif = pytest.importorskip("pillow_heif")
    from PIL import Image

    pillow_heif.register_heif_opener()
    heic = io.BytesIO()
    picture = Image.open(io.BytesIO(photo))
    picture.resize((picture.width * 2 // 3, picture.height * 2 // 3)).save(heic, format="HEIF", quality=80)
    answer = upload(client, new_game(client), heic.getvalue(), name="IMG_0001.HEIC")
    assert answer.status_code == 201
    assert answer.json()["total"] == 29 and answer.json()["file"].endswith(".heic")


@pytest.mark.parametrize("form", [{"data": {"player": "  "}, "photo": True},
                                  {"data": {"player": "Ana"}, "photo": False},
                                  {"data": {"player": "x" * 41}, "photo": True}])
def test_an_upload_without_a_name_or_photo_is_400(client: TestClient, photo: bytes, form: dict[str, Any]) -> None:
    files = {"photo": ("p.jpg", photo)} if form["photo"] else {"other": ("x.txt", b"x")}
    answer = client.post(f"/api/games/{new_game(client)}/sheets", data=form["data"], files=files)
    assert answer.status_code == 400
    assert answer.json()["error"].split(":")[0] in ("player", "photo")


def test_no_client_given_name_becomes_a_path(client: TestClient, photo: bytes, tmp_path: Path) -> None:
    code = new_game(client)
    answer = upload(client, code, photo, name="../../../evil.jpg")
    assert answer.status_code == 201
    (kept,) = stored_files(tmp_path)
    assert kept.parent == tmp_path / "photos" / code and "evil" not in kept.name
    assert not (tmp_path.parent / "evil.jpg").exists()


def test_the_annotated_picture_and_the_join_qr_are_served(client: TestClient, photo: bytes) -> None:
    code = new_game(client)
    sheet_id = upload(client, code, photo).json()["id"]
    picture = client.get(f"/api/games/{code}/sheets/{sheet_id}/picture.jpg")
    assert picture.status_code == 200 and picture.content.startswith(b"\xff\xd8\xff")
    qr = client.get(f"/games/{code}/qr.svg")
    assert qr.status_code == 200 and qr.headers["content-type"] == "image/svg+xml"
    assert b"<svg" in qr.content and b"xmlns=\"http://www.w3.org/2000/svg\"" in qr.content


def test_everything_answered_survives_a_restart(tmp_path: Path, photo: bytes) -> None:
    with open_app(tmp_path) as before:
        code, keeper = start(before, "A")
        before.post(f"/api/games/{code}/rolls", json={"dice": [4, 1]}, headers=keeper)
        sheet_id = upload(before, code, photo).json()["id"]
        before.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, 5]]})
        seen = before.get(f"/api/games/{code}").json()
    with open_app(tmp_path) as after:
        assert after.get(f"/api/games/{code}").json() == seen
        assert after.get(f"/api/games/{code}/sheets/{sheet_id}/picture.jpg").status_code == 200
    assert seen["rolls"] == [{"number": 1, "dice": [4, 1]}] and seen["sheets"][0]["fixes"] == [[0, 4, 5]]


def test_the_page_speaks_the_browsers_language_or_the_chosen_one(client: TestClient) -> None:
    assert "Neues Spiel" in client.get("/", headers={"Accept-Language": "de-DE,de;q=0.9"}).text
    assert "새 게임" in client.get("/", headers={"Accept-Language": "ko-KR,ko;q=0.9,en;q=0.5"}).text
    assert "Nowa gra" in client.get("/?lang=pl").text
    client.cookies.set("splitter_lang", "es")
    assert "Nueva partida" in client.get("/", headers={"Accept-Language": "de"}).text
    assert "New game" in client.get("/?lang=<script>", headers={"Accept-Language": "fr"}).text
    client.cookies.clear()
    client.get("/?lang=pt")
    assert "Novo jogo" in client.get("/").text


def test_the_game_page_and_the_api_docs_are_served(client: TestClient) -> None:
    code = new_game(client)
    page = client.get(f"/games/{code.upper()}")
    assert page.status_code == 200 and f'data-code="{code}"' in page.text
    assert 'capture="environment"' in page.text and 'accept="image/*' in page.text
    assert not re.search(r'(src|href)="[a-z]+://', page.text), "the page loads nothing from elsewhere"
    assert client.get("/static/app.js").status_code == 200


def test_the_api_page_lists_every_route_and_loads_nothing_from_the_internet(client: TestClient) -> None:
    """FastAPI's own /docs loads Swagger UI from a CDN, blank at a table without internet."""
    page = client.get("/docs")
    assert page.status_code == 200
    assert not re.search(r'(src|href)="[a-z]+://', page.text)
    paths = client.get("/openapi.json").json()["paths"]
    for path, methods in paths.items():
        for method in methods:
            assert f"<code>{method.upper()}</code></td><td><code>{path}</code>" in page.text
    assert "<code>DELETE</code></td><td><code>/api/games/{code}/sheets/{sheet_id}</code>" in page.text
    assert client.get("/redoc").status_code == 404


@pytest.mark.parametrize(("opened", "joined"), [
    ("http://127.0.0.1:8000", "http://192.168.1.20:8000"), ("http://localhost:8000", "http://192.168.1.20:8000"),
    ("http://192.168.1.20:8000", "http://192.168.1.20:8000"), ("http://splitter.lan", "http://splitter.lan")])
def test_the_join_qr_and_link_name_the_address_phones_reach(tmp_path: Path, opened: str, joined: str) -> None:
    """A page opened on the server's own machine shows the LAN address the server listens on,
    which a phone reaches; any other page shows the address it was opened at."""
    import segno

    app = create_app(Table(Store.open(tmp_path), ReaderPool(0)), address="http://192.168.1.20:8000/")
    with TestClient(app, base_url=opened) as laptop:
        code = new_game(laptop)
        link = f"{joined}/games/{code}"
        assert f'<p class="link" id="join-link">{link}</p>' in laptop.get(f"/games/{code}").text
        svg = io.BytesIO()
        segno.make(link, error="m").save(svg, kind="svg", scale=6, border=2)
        assert laptop.get(f"/games/{code}/qr.svg").content == svg.getvalue()


def test_every_language_has_every_string() -> None:
    keys = set(STRINGS["en"])
    assert {lang: set(table) ^ keys for lang, table in STRINGS.items()} == {lang: set() for lang in STRINGS}


@pytest.mark.parametrize("sheet_id", [0, 2**63 - 1, 2**63, 10**30])
@pytest.mark.parametrize("route", ["", "/picture.jpg"])
def test_a_sheet_id_beyond_any_sheet_is_404(client: TestClient, sheet_id: int, route: str) -> None:
    code = new_game(client)
    answer = client.get(f"/api/games/{code}/sheets/{sheet_id}{route}")
    assert (answer.status_code, list(answer.json())) == (404, ["error"])
    fixed = client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, 5]]})
    assert fixed.status_code == 404


@pytest.mark.parametrize("after", ["%0A", "%0D%0A", "%E2%80%A8", "%00", "%20x"])
@pytest.mark.parametrize("route", ["ranking.csv", "ranking.json", "rolls", "card.png", "share.txt", ""])
def test_a_game_code_with_a_line_break_after_it_names_no_game(client: TestClient, after: str, route: str) -> None:
    answer = client.get(f"/api/games/{new_game(client)}{after}/{route}".rstrip("/"))
    assert (answer.status_code, list(answer.json())) == (404, ["error"])


def test_downloads_are_named_by_the_stored_code(client: TestClient) -> None:
    code = new_game(client)
    for kind in ("csv", "json"):
        answer = client.get(f"/api/games/%20{code.upper()}/ranking.{kind}")
        assert answer.headers["content-disposition"] == f'attachment; filename="splitter-{code}.{kind}"'


def test_an_internal_failure_is_a_json_error_naming_no_path(tmp_path: Path) -> None:
    store = Store.open(tmp_path)
    with TestClient(create_app(Table(store, ReaderPool(0))), raise_server_exceptions=False) as broken:
        code = new_game(broken)
        with store.engine.begin() as connection:
            connection.execute(sqlalchemy.text("DROP TABLE fixes"))
        answer = broken.get(f"/api/games/{code}")
    assert answer.status_code == 500
    assert answer.json() == {"error": "server: an internal error (OperationalError); try again, and tell whoever "
                                      "runs the server if it stays"}


def test_a_poll_shows_every_roll_and_fix_made_since_the_last(client: TestClient, photo: bytes) -> None:
    code, keeper = start(client)
    sheet_id = upload(client, code, photo).json()["id"]
    assert client.get(f"/api/games/{code}").json()["sheets"][0]["total"] == 29
    client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, 5]]})
    assert client.get(f"/api/games/{code}").json()["sheets"][0]["total"] == 28
    pairs = sheet_from_grid(WORKED, load_layout("A")).pairs()
    for pair in pairs:
        client.post(f"/api/games/{code}/rolls", json={"dice": list(pair)}, headers=keeper)
    # The rolls know row 0 column 4 held a 1: the fixed 5 does not fit them.
    seen = client.get(f"/api/games/{code}").json()["sheets"][0]
    assert seen["status"] != "ok" and seen["fixes"] == [[0, 4, 5]]
    client.patch(f"/api/games/{code}/sheets/{sheet_id}", json={"fix": [[0, 4, 1]]})
    assert client.get(f"/api/games/{code}").json()["sheets"][0]["status"] == "ok"
    client.delete(f"/api/games/{code}/rolls/last", headers=keeper)
    assert "status" not in client.get(f"/api/games/{code}").json()["sheets"][0]


def test_uploads_beyond_what_the_readers_take_are_503_with_retry_after(tmp_path: Path, papers: list[bytes]) -> None:
    table = Table(Store.open(tmp_path), ReaderPool(0, ReaderLimits(per_job=2, retry_after=7)))

    async def upload_five() -> list[httpx.Response]:
        transport = httpx.ASGITransport(app=create_app(table))
        async with httpx.AsyncClient(transport=transport, base_url="http://table") as client:
            code = (await client.post("/api/games", json={"board": "A"})).json()["code"]
            return list(await asyncio.gather(*(client.post(f"/api/games/{code}/sheets", data={"player": f"p{n}"},
                                                           files={"photo": ("p.jpg", paper)})
                                               for n, paper in enumerate(papers))))

    answers = asyncio.run(upload_five())
    assert sorted(answer.status_code for answer in answers) == [201, 201, 503, 503, 503]
    for refused in (answer for answer in answers if answer.status_code == 503):
        assert refused.headers["retry-after"] == "7"
        assert refused.json() == {"error": "photo: every reader is busy; send it again in 7 seconds"}


def test_one_photo_sent_at_once_under_two_names_is_kept_once(tmp_path: Path, photo: bytes) -> None:
    """Two phones send Ana's photo at the same moment, as Ana and as Ben: one is kept, the other
    is 409 naming the player who has it."""
    table = Table(Store.open(tmp_path), ReaderPool(0))

    async def both() -> list[httpx.Response]:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=create_app(table)),
                                     base_url="http://table") as client:
            code = (await client.post("/api/games", json={"board": "A"})).json()["code"]
            return list(await asyncio.gather(*(client.post(f"/api/games/{code}/sheets", data={"player": name},
                                                           files={"photo": ("p.jpg", photo)})
                                               for name in ("Ana", "Ben"))))

    answers = asyncio.run(both())
    assert sorted(answer.status_code for answer in answers) == [201, 409]
    kept = next(answer.json()["player"] for answer in answers if answer.status_code == 201)
    other = "Ben" if kept == "Ana" else "Ana"
    assert [answer.json() for answer in answers if answer.status_code == 409] == [
        {"error": f"this photo is {kept}'s sheet already: photograph {other}'s sheet"}]


def test_a_photo_too_blurred_to_read_is_answered_with_the_reason_and_not_stored(tmp_path: Path) -> None:
    """The page asks for a new photo: 400 with the quality gate's line, nothing kept."""
    blurred = make_photo(PhotoSpec(seed=140_002, board="A", style="mono", megapixels=3.0, blur=6.5)).jpeg
    with open_app(tmp_path) as client:
        code = new_game(client)
        answer = upload(client, code, blurred)
        assert answer.status_code == 400
        assert "too blurred to read" in answer.json()["error"] and "hold the phone still" in answer.json()["error"]
        assert client.get(f"/api/games/{code}").json()["sheets"] == []
        assert stored_files(tmp_path) == []


def refused(client: TestClient, case: str, photo: bytes, lang: str) -> Any:
    """The answer to one refused request of a player at a page in ``lang`` (its browser's language)."""
    said = {"Accept-Language": f"{lang},en;q=0.5"}
    if case == "not a photo":
        return client.post(f"/api/games/{new_game(client)}/sheets", data={"player": "Ana"},
                           files={"photo": ("sheet.pdf", b"%PDF-1.7 not a photo")}, headers=said)
    if case == "too large":
        return client.post(f"/api/games/{new_game(client)}/sheets", data={"player": "Ana"},
                           files={"photo": ("p.jpg", photo + bytes(26 * 1024 * 1024 - len(photo)))}, headers=said)
    if case == "pad A to a game of pad B":
        return client.post(f"/api/games/{new_game(client, 'B')}/sheets", data={"player": "Ana"},
                           files={"photo": ("p.jpg", photo)}, headers=said)
    if case == "a fix off the pad":
        code = new_game(client)
        return client.patch(f"/api/games/{code}/sheets/{upload(client, code, photo).json()['id']}",
                            json={"fix": [[0, 0, 3]]}, headers=said)
    if case == "pad A to today's solo on pad B":
        return client.post("/api/daily/photo", data={"pad": "B"}, files={"photo": ("p.jpg", photo)}, headers=said)
    assert case == "a name too long"
    return client.post(f"/api/games/{new_game(client)}/sheets", data={"player": "x" * 41},
                       files={"photo": ("p.jpg", photo)}, headers=said)


REFUSALS = {
    ("not a photo", "de"): (400, "Foto: kein Foto; fotografiere das Blatt mit der Kamera des Handys"),
    ("not a photo", "ko"): (400, "사진: 사진이 아니에요. 휴대폰 카메라로 기록지를 찍어 주세요"),
    ("too large", "de"): (413, "Hochladen: größer als die Grenze von 25 MB; schick ein kleineres Foto"),
    ("too large", "ko"): (413, "업로드: 한도 25MB보다 커요. 더 작은 사진을 보내 주세요"),
    ("a name too long", "de"): (400, "Name: höchstens 40 Zeichen, bitte"),
    ("a name too long", "ko"): (400, "이름: 40자 이내로 적어 주세요"),
    ("pad A to a game of pad B", "de"): (400, "Foto: der QR-Code des Blatts sagt Block A, nicht Block B; starte für "
                                              "dieses Blatt ein neues Spiel mit Block A"),
    ("pad A to a game of pad B", "ko"): (400, "사진: 용지의 QR 코드는 기록지 B가 아니라 기록지 A라고 해요. "
                                              "이 기록지는 기록지 A로 새 게임을 시작해서 올려 주세요"),
    ("pad A to today's solo on pad B", "de"): (400, "Foto: der QR-Code des Blatts sagt Block A, nicht Block B; "
                                                    "wähle oben Block A"),
    ("pad A to today's solo on pad B", "ko"): (400, "사진: 용지의 QR 코드는 기록지 B가 아니라 기록지 A라고 해요. "
                                                    "위에서 기록지 A를 고르세요"),
    ("a fix off the pad", "de"): (400, "Korrektur: Zeile 0, Spalte 0 ist kein Feld auf Block A"),
    ("a fix off the pad", "ko"): (400, "고치기: 0행 0열은 기록지 A의 칸이 아니에요"),
}
"""What a German and a Korean page say for a refused request: the whole line in the page's
language, with what to do on the page (never a command-line option)."""


@pytest.mark.parametrize(("case", "lang"), list(REFUSALS))
def test_a_refusal_is_said_in_the_pages_language_with_what_to_do_on_the_page(
        client: TestClient, photo: bytes, case: str, lang: str) -> None:
    answer = refused(client, case, photo, lang)
    status, line = REFUSALS[case, lang]
    assert (answer.status_code, answer.json()) == (status, {"error": line})
    assert "--" not in line



def test_a_refusal_speaks_the_language_chosen_on_the_page_before_the_browsers(client: TestClient) -> None:
    """The same choice as the page's: ``?lang=``, else the page's cookie, else ``Accept-Language``."""
    def said(**asked: Any) -> str:
        return str(client.post("/api/games", json={"board": "C"}, **asked).json()["error"])

    assert said(headers={"Accept-Language": "de"}) == "Block: wähle A, B"
    client.cookies.set("splitter_lang", "ko")
    assert said(headers={"Accept-Language": "de"}) == "기록지: A, B 중에서 고르세요"
    assert said(params={"lang": "pl"}, headers={"Accept-Language": "de"}) == "arkusz: wybierz A, B"
    client.cookies.clear()
    assert said() == "board: choose one of A, B"


def test_the_pages_script_gets_the_breakdowns_words_in_its_language(client: TestClient) -> None:
    """The breakdown's rows are labelled in the page's language (``4er`` in German, not ``4s``)."""
    def strings(lang: str) -> Any:
        page = client.get(f"/games/{new_game(client)}?lang={lang}").text
        return json.loads(page.split('<script id="strings" type="application/json">')[1].split("</script>")[0])

    assert [strings(lang)["number_4"] for lang in ("en", "de", "es", "ko")] == ["4s", "4er", "Los 4", "4"]


def test_the_readers_warnings_are_kept_to_be_said_in_any_language_later(client: TestClient) -> None:
    """A warning written when the photo was read (two sheets in it) is said in the language of
    each phone that asks afterwards, not only in the uploader's."""
    two = make_photo(PhotoSpec(seed=2, board="A", sheets=2, writing="font", ink="black", megapixels=4, tilt=4,
                               rotation=2)).jpeg
    code = new_game(client)
    sheet_id = upload(client, code, two).json()["id"]
    said = {lang: client.get(f"/api/games/{code}/sheets/{sheet_id}?lang={lang}").json()["said"]["warnings"]
            for lang in ("en", "de", "ko")}
    assert said == {"en": ["the photo holds 2 sheets; only the first was read: upload one photo per sheet"],
                    "de": ["das Foto zeigt 2 Blätter; nur das erste wurde gelesen: ein Foto pro Blatt hochladen"],
                    "ko": ["사진에 용지가 2장 있어요. 첫 장만 읽었어요: 용지마다 사진을 한 장씩 올려 주세요"]}


@pytest.fixture(scope="module")
def handwritten(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, tuple[Roll, ...]]]:
    """Handwritten sheets whose reader doubts the writer's own hand settles in part (made photos,
    fresh seeds), each with its true rolls."""
    folder = tmp_path_factory.mktemp("handwritten")
    photos = []
    for seed in (141_001, 141_009):
        made = make_photo(PhotoSpec(seed=seed, board="A", megapixels=3, blur=1.0, jpeg_quality=75))
        path = folder / f"s{seed}.jpg"
        path.write_bytes(made.jpeg)
        photos.append((path, held_rolls(made.truth)))
    return photos


@pytest.mark.slow
@pytest.mark.parametrize("rolls_kind", ["true", "one wrong", "none"])
def test_scan_batch_and_the_page_mark_the_same_spaces_with_the_same_totals(
        client: TestClient, handwritten: list[tuple[Path, tuple[Roll, ...]]], rolls_kind: str) -> None:
    """What `scan --rolls` names (its "check these spaces" and "to hold the rolls" spaces),
    `batch --rolls` and the page's grid mark one set of spaces, from one library function."""
    from splitter_print.night.batch import NightOptions, score_night
    from splitter_print.night.photos import ScanOptions, scan_photos

    for path, true_rolls in handwritten:
        rolls = None if rolls_kind == "none" else true_rolls if rolls_kind == "true" else (
            tuple(Roll(6, 6) if i == 4 else roll for i, roll in enumerate(true_rolls)))
        scanned = scan_photos([str(path)], ScanOptions(board="A", rolls=rolls)).to_json()
        assert isinstance(scanned, dict)
        night = score_night([str(path)], NightOptions(rolls=rolls, board="A", jobs=1, best=False, consensus=False))
        batched = night.outcomes[0].to_json()
        code, keeper = start(client)
        for roll in rolls or ():
            client.post(f"/api/games/{code}/rolls", json={"dice": [roll.first, roll.second]}, headers=keeper)
        page = upload(client, code, path.read_bytes()).json()
        assert (page["total"], page["marked"]) == (scanned["total"], scanned["marked"]) == (
            batched["total"], batched["marked"])
        if rolls_kind == "one wrong":
            assert any(mark["by"] == "rolls" for mark in page["marked"]), page["problems"]


@pytest.mark.slow
def test_scan_batch_and_the_page_ask_about_every_space_that_could_hold_the_missing_roll(
        client: TestClient, tmp_path: Path) -> None:
    """Ben wrote a 5 in 0,4 where the rolls put a 1: his sheet holds 4-5 twice (0,3-0,4 and
    3,1-3,6) and lacks 1-4, and either 5 being a 1 holds the rolls. `scan --rolls`, `batch
    --rolls` and the page mark both, each naming the other, name the missing roll, and offer
    no `--fix` (none of them can be the answer alone)."""
    from splitter_print.cli.batch import fix_options
    from splitter_print.night.batch import NightOptions, score_night
    from splitter_print.night.photos import ScanOptions, scan_photos

    worked = sheet_from_grid(WORKED, load_layout("A"))
    rolls = held_rolls(worked)
    path = tmp_path / "ben.jpg"
    path.write_bytes(make_photo(PhotoSpec(seed=2, board="A", written=worked.with_values({(0, 4): 5}), writing="font",
                                          ink="black", megapixels=2, tilt=8, rotation=3, blur=0.5, noise=2,
                                          jpeg_quality=90)).jpeg)
    scanned = scan_photos([str(path)], ScanOptions(board="A", rolls=rolls)).to_json()
    assert isinstance(scanned, dict)
    night = score_night([str(path)], NightOptions(rolls=rolls, board="A", jobs=1, best=False, consensus=False))
    code, keeper = start(client)
    for roll in rolls:
        client.post(f"/api/games/{code}/rolls", json={"dice": [roll.first, roll.second]}, headers=keeper)
    page = upload(client, code, path.read_bytes(), player="Ben").json()
    both = [{"cell": [0, 4], "read": 5, "asked": 1, "by": "rolls", "or": [[3, 1]]},
            {"cell": [3, 1], "read": 5, "asked": 1, "by": "rolls", "or": [[0, 4]]}]
    for answer in (scanned, night.outcomes[0].to_json(), page):
        assert (answer["total"], answer["status"], answer["marked"], answer["missing_rolls"]) == (28, "flagged", both,
                                                                                                 ["1-4"])
        assert answer["problems"][-1] == ("to hold the rolls, one of these (the rolls cannot say which): 0,4 would "
                                          "be 1 (read as 5) or 3,1 would be 1 (read as 5)")
    assert fix_options(night.outcomes[0]) == ""


def test_a_retake_of_a_player_replaces_their_sheet_in_the_ranking(client: TestClient, papers: list[bytes]) -> None:
    code = new_game(client)
    first = upload(client, code, papers[1], player="Ben").json()
    client.patch(f"/api/games/{code}/sheets/{first['id']}", json={"fix": [[0, 4, 5]]})
    upload(client, code, papers[0], player="Ana")
    retake = upload(client, code, papers[1], player=" ben ").json()
    assert retake["replaced"] == [first["id"]] and retake["player"] == "ben"
    game = client.get(f"/api/games/{code}").json()
    assert sorted((entry["player"], entry["total"]) for entry in game["ranking"]) == [("Ana", 29), ("ben", 29)]
    assert client.get(f"/api/games/{code}/sheets/{first['id']}").status_code == 404


def test_a_sheet_is_removed_by_the_phone_that_sent_it_or_the_keeper_only(client: TestClient,
                                                                          papers: list[bytes]) -> None:
    created = client.post("/api/games", json={"board": "A"}).json()
    code, keeper = created["code"], created["key"]
    ana, ben = (upload(client, code, paper, player=name).json() for paper, name in zip(papers, ("Ana", "Ben")))
    for headers in ({}, {"X-Key": ben["key"]}, {"X-Key": "guess"}):
        refused = client.delete(f"/api/games/{code}/sheets/{ana['id']}", headers=headers)
        assert refused.status_code == 403 and list(refused.json()) == ["error"]
    removed = client.delete(f"/api/games/{code}/sheets/{ana['id']}", headers={"X-Key": ana["key"]})
    assert removed.status_code == 200 and [entry["player"] for entry in removed.json()["ranking"]] == ["Ben"]
    by_keeper = client.delete(f"/api/games/{code}/sheets/{ben['id']}", headers={"X-Key": keeper})
    assert (by_keeper.status_code, by_keeper.json()["ranking"]) == (200, [])
    assert client.delete(f"/api/games/{code}/sheets/{ben['id']}", headers={"X-Key": keeper}).status_code == 404
    assert "key" not in client.get(f"/api/games/{code}").json()


def test_the_pads_korean_font_is_served_as_browsers_take_it_and_nothing_else_is(client: TestClient) -> None:
    """Chromium refused the shipped Nanum Gothic for its empty TSI3 table (boxes on a Korean page)."""
    def tables(font: bytes) -> dict[bytes, bytes]:
        count = struct.unpack(">H", font[4:6])[0]
        entries = [struct.unpack(">4sIII", font[12 + 16 * i:28 + 16 * i]) for i in range(count)]
        return {tag: font[offset:offset + length] for tag, _, offset, length in entries}

    from splitter_print.assets import asset_dir

    answer = client.get("/fonts/NanumGothic.ttf")
    assert answer.status_code == 200 and answer.headers["content-type"] == "font/ttf"
    served, shipped = tables(answer.content), tables((asset_dir("fonts") / "NanumGothic.ttf").read_bytes())
    assert b"TSI3" in shipped and not any(tag.startswith(b"TSI") for tag in served)
    assert {tag: data for tag, data in served.items() if tag != b"head"} == {
        tag: data for tag, data in shipped.items() if not tag.startswith(b"TSI") and tag != b"head"}
    for name in ("Lato-Regular.ttf", "OFL-Nanum.txt", "..%2Fpyproject.toml"):
        assert client.get(f"/fonts/{name}").status_code == 404


@pytest.mark.parametrize(("lang", "sent", "line"), [
    ("en", "the same photo", "this photo is Ana's sheet already: photograph Ben's sheet"),
    ("de", "the same photo", "dieses Foto ist schon das Blatt von Ana: fotografiere das Blatt von Ben"),
    ("en", "another photo of the same paper", "this photo is Ana's sheet already: photograph Ben's sheet"),
])
def test_a_players_photo_sent_under_another_name_is_refused_naming_whose_it_is(
        client: TestClient, papers: list[bytes], photo: bytes, lang: str, sent: str, line: str) -> None:
    """Ben's phone sends Ana's photo by mistake (or photographs Ana's paper: the same serial, the
    same numbers): 409 in the page's language, nothing kept; Ben's own paper, of the same numbers
    but another serial, is his; Ana's retake under her own name is hers."""
    code = new_game(client)
    ana = upload(client, code, photo, player="Ana").json()
    again = photo if sent == "the same photo" else make_photo(PhotoSpec(
        seed=7, board="A", written=sheet_from_grid(WORKED, load_layout("A")), writing="font", ink="black",
        megapixels=2, tilt=4, rotation=-2, blur=0.3, noise=2, jpeg_quality=85)).jpeg
    refused = client.post(f"/api/games/{code}/sheets?lang={lang}", data={"player": "Ben"},
                          files={"photo": ("b.jpg", again)})
    assert (refused.status_code, refused.json()) == (409, {"error": line})
    assert [entry["player"] for entry in client.get(f"/api/games/{code}").json()["ranking"]] == ["Ana"]
    ben = upload(client, code, papers[1], player="Ben")
    retake = upload(client, code, again, player="ana")
    assert (ben.status_code, retake.status_code, retake.json()["replaced"]) == (201, 201, [ana["id"]])
