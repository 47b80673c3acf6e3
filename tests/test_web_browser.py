"""The game-night page in a real browser (headless Chromium, phone-sized) against a real
``splitter serve``: a new game, the roll keeper, a photo through the page's file input, the
score, a fix, the ranking changing, and a player's name that is markup shown as text; a second
phone that sees the keeper's rolls without dice of its own, until the keeper hands them over;
a whole night on three phones (the keeper's, one shared by two players with a retake and a fix
on a marked space, one in German for the ranking).

With ``SPLITTER_SCREENSHOTS=DIR`` the test keeps its screenshots of the page in DIR (the ones
in docs/ were taken so).
"""

from __future__ import annotations

import json
import os
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from splitter_print.game.layout import load_layout
from splitter_print.game.sheet import sheet_from_grid
from splitter_print.web.strings import STRINGS
from splitter_testkit import browser, server
from splitter_testkit.browser import (
    answer_question,
    dice,
    mine,
    new_game,
    ranking,
    rolls,
    send_photo,
    shown,
    tap,
    waiting,
)
from splitter_testkit.server import call
from splitter_testkit.synth import PhotoSpec, make_photo

WORKED = ("..4416..", ".446614.", "16665444", "55521642", "45521333", ".125321.", "..5332..")
MARKUP_NAME = "<script>alert(1)</script>"
PAD_REFUSALS = {
    "de": "Foto: der QR-Code des Blatts sagt Block A, nicht Block B; starte für dieses Blatt ein neues Spiel mit "
          "Block A",
    "ko": "사진: 용지의 QR 코드는 기록지 B가 아니라 기록지 A라고 해요. 이 기록지는 기록지 A로 새 게임을 시작해서 "
          "올려 주세요",
}
"""What a German and a Korean page say under the camera button for a photo of pad A in a game of pad B."""

pytestmark = pytest.mark.slow


def photo_of(grid: tuple[str, ...], seed: int) -> bytes:
    """A phone's photo of pad A filled in as ``grid`` (printed digits, which the reader reads reliably),
    on the pad's sheet of serial ``seed``: each seed another paper."""
    return make_photo(PhotoSpec(seed=seed, board="A", written=sheet_from_grid(grid, load_layout("A")), writing="font",
                                ink="black", megapixels=2, tilt=8, rotation=3, blur=0.5, noise=2,
                                jpeg_quality=90, serial=seed)).jpeg


def papers(tmp_path: Path, grid: tuple[str, ...], *names: str) -> list[Path]:
    """Photos of one paper per name, each filled in as ``grid``: players who played alike."""
    paths = [tmp_path / f"{name}.jpg" for name in names]
    for serial, path in enumerate(paths, start=1):
        path.write_bytes(photo_of(grid, seed=serial))
    return paths


def screenshots(tmp_path: Path) -> Path:
    """Where the screenshots go: ``SPLITTER_SCREENSHOTS`` when set, else a folder thrown away with the test."""
    shots = Path(os.environ.get("SPLITTER_SCREENSHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    return shots


def send_sheet(api: str, player: str, photo: Path) -> Any:
    """Another phone's upload of a sheet: the answer."""
    other = urllib.request.Request(f"{api}/sheets", method="POST", headers={
        "Content-Type": "multipart/form-data; boundary=xx"}, data=(
        b"--xx\r\nContent-Disposition: form-data; name=\"player\"\r\n\r\n" + player.encode() + b"\r\n--xx\r\n"
        b"Content-Disposition: form-data; name=\"photo\"; filename=\"b.jpg\"\r\n\r\n"
        + photo.read_bytes() + b"\r\n--xx--\r\n"))
    with urllib.request.urlopen(other, timeout=60) as answer:
        return json.load(answer)


def test_a_game_night_on_a_phone(phone: Any, tmp_path: Path) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    sheet = sheet_from_grid(WORKED, load_layout("A"))
    photo, bens, cys, markups = papers(tmp_path, WORKED, "ana", "ben", "cy", "markup")
    shots = screenshots(tmp_path)
    wait = waiting(phone)

    def text(element_id: str) -> str:
        return str(phone.find_element(By.ID, element_id).text)

    with server.served(tmp_path / "data", "--jobs", "1") as running:
        code = new_game(phone, running.url)
        api = f"{running.url}/api/games/{code}"
        pairs = sheet.pairs()
        keeper = phone.execute_script(f"return localStorage.getItem('splitter.keeper.{code}')")
        for pair in pairs[:-1]:
            call(f"{api}/rolls", "POST", {"dice": list(pair)}, keeper)
        wait.until(lambda _: text("round") == "Round 22 of 22")
        tap(phone, f"[data-face='{pairs[-1][0]}']")
        assert text("die-hint") == f"First die {pairs[-1][0]}: now the second"
        tap(phone, f"[data-face='{pairs[-1][1]}']")
        wait.until(lambda _: text("round") == "All rolls are in.")
        assert len(phone.find_elements(By.CSS_SELECTOR, "#rolls li")) == 22
        phone.save_screenshot(str(shots / "serve-dice.png"))

        assert send_sheet(api, "Ben", bens)["total"] == 29

        tap(phone, "[data-tab='sheet']")
        send_photo(phone, "Ana", photo)
        wait.until(lambda _: text("total") == "Total: 29")
        assert text("doubts") == "Every space read clearly."
        # Two sheets: the place, not the solo rating.
        wait.until(lambda _: text("rating") == "1st of 2, shared")
        tap(phone, "[data-tab='ranking']")
        wait.until(lambda _: sorted(ranking(phone)) == [["1", "Ana", "29"], ["1", "Ben", "29"]])

        tap(phone, "[data-tab='sheet']")
        tap(phone, "#grid [data-cell='0,4']")
        wait.until(lambda _: phone.find_element(By.ID, "picker").is_displayed())
        assert text("picker-title") == "Row 0, column 4: what is written?"
        tap(phone, "#picker [data-fix='5']")
        wait.until(lambda _: text("total") == "Total: 28")
        wait.until(lambda _: text("rating") == "2nd of 2 · 1 behind 1st")
        assert phone.execute_script(
            "const space = document.querySelector(\"#grid [data-cell='0,4']\");"
            "return [space.textContent, space.className]") == ["5", "fixed"]
        # The grid is numbered as the command line names spaces (row,col from 0), and the fix, which
        # does not fit the rolls, marks the space the rolls point at with their question.
        assert phone.execute_script("return [...document.querySelectorAll('#grid .axis')].map(a => a.textContent)"
                                    ) == ["", *map(str, range(8)), *map(str, range(7))]
        wait.until(lambda _: text("marks") == "3,1: the rolls say 1 here: is it a 1?")
        assert phone.execute_script("const s = document.querySelector(\"#grid [data-cell='3,1']\");"
                                    "return [s.className, s.dataset.asked]") == ["rolls", "1?"]
        tap(phone, "#marks button")
        wait.until(lambda _: phone.find_element(By.ID, "picker").is_displayed())
        assert (text("picker-title"), text("picker-accept")) == (
            "Row 3, column 1: the rolls say 1 here: is it a 1?", "Yes: 1")
        tap(phone, "#picker-cancel")
        wait.until(lambda _: phone.find_element(By.ID, "picture").get_attribute("naturalWidth") not in (None, "0"))
        phone.execute_script("window.scrollTo(0, 0)")
        phone.save_screenshot(str(shots / "serve-sheet.png"))
        tap(phone, "[data-tab='ranking']")
        # Beside Ana's total, the space still to check.
        wait.until(lambda _: ranking(phone) == [["1", "Ben", "29"], ["2", "Ana", "28 · 1 to check"]])
        phone.save_screenshot(str(shots / "serve-ranking.png"))

        # One phone, several players: the name box is empty for the next one; "My sheet" lists both.
        tap(phone, "[data-tab='sheet']")
        assert phone.find_element(By.ID, "player").get_attribute("value") == ""
        send_photo(phone, "Cy", cys)
        wait.until(lambda _: mine(phone) == [["Ana", "quiet"], ["Cy", "on"]])
        wait.until(lambda _: phone.find_element(By.ID, "player").get_attribute("value") == "")
        phone.execute_script("window.scrollTo(0, 0)")
        phone.save_screenshot(str(shots / "serve-my-sheets.png"))
        # A retake of Cy's sheet, after the question, replaces it: one Cy in the ranking.
        send_photo(phone, "cy", cys)
        wait.until(lambda _: answer_question(phone) == (
            "Cy has a sheet in this game already: replace it with this photo?"))
        wait.until(lambda _: len(ranking(phone)) == 3 and sorted(row[1] for row in ranking(phone)) == sorted(
            ["Ben", "Ana", "cy"]))
        wait.until(lambda _: mine(phone) == [["Ana", "quiet"], ["cy", "on"]])
        # Removed from this phone: gone from the ranking and from "My sheet".
        tap(phone, "#remove")
        wait.until(lambda _: answer_question(phone) == "Remove cy's sheet from the game?")
        wait.until(lambda _: sorted(row[1] for row in ranking(phone)) == sorted(["Ben", "Ana"]))
        wait.until(lambda _: mine(phone) == [["Ana", "on"]])

        # A player's name that is markup is shown as text, never run.
        send_sheet(api, MARKUP_NAME, markups)
        tap(phone, "[data-tab='ranking']")
        wait.until(lambda _: ranking(phone) == [["1", "Ben", "29"], ["1", MARKUP_NAME, "29"],
                                                ["3", "Ana", "28 · 1 to check"]])
        with pytest.raises(NoAlertPresentException):
            phone.switch_to.alert.text  # noqa: B018
        # Any sheet can be fixed from the ranking: Ben's, sent from another phone.
        tap(phone, "#ranking tr:first-child")
        wait.until(lambda _: phone.find_element(By.ID, "viewer").is_displayed())
        tap(phone, "#viewer-fix")
        wait.until(lambda _: (text("rating"), mine(phone)) == (
            "1st of 3, shared · 1 ahead of the next", [["Ana", "quiet"]]))
        tap(phone, "#grid [data-cell='0,4']")
        tap(phone, "#picker [data-fix='5']")
        wait.until(lambda _: ranking(phone) == [["1", MARKUP_NAME, "29"], ["2", "Ben", "28 · 1 to check"],
                                                ["2", "Ana", "28 · 1 to check"]])

        # In German: the place and the margin in the page's words.
        phone.get(f"{running.url}/games/{code}?lang=de")
        tap(phone, "[data-tab='sheet']")
        wait.until(lambda _: text("rating") == "2. von 3, geteilt · 1 hinter Platz 1")
        assert phone.execute_script(
            "return [...document.querySelectorAll('#breakdown tr')].map(r => r.cells[0].textContent)") == [
            "1er", "2er", "3er", "4er", "5er", "6er", "Sternbonus (enthalten)"]
        phone.save_screenshot(str(shots / "serve-sheet-de.png"))


def test_a_korean_page_is_drawn_with_the_shipped_korean_font_where_the_phone_has_none(phone: Any,
                                                                                      tmp_path: Path) -> None:
    """This machine has no CJK font (boxes before): the page takes the pads' Nanum Gothic from the
    server, which Chromium refused as shipped (an empty hinting-tool table)."""
    with server.served(tmp_path / "data", "--jobs", "1") as running:
        phone.get(running.url + "/?lang=ko")
        loaded = phone.execute_async_script(
            "const done = arguments[0]; document.fonts.ready.then(() => done("
            "[...document.fonts].filter(f => f.family.includes('Nanum') && f.status === 'loaded').length))")
        assert loaded >= 1
        assert "새 게임" in phone.find_element("css selector", "body").text
        if os.environ.get("SPLITTER_SCREENSHOTS"):
            phone.save_screenshot(str(Path(os.environ["SPLITTER_SCREENSHOTS"]) / "serve-home-ko.png"))


@pytest.mark.parametrize("lang", list(PAD_REFUSALS))
def test_a_german_or_korean_page_says_a_refused_upload_in_its_language(phone: Any, tmp_path: Path,
                                                                         lang: str) -> None:
    """A photo of pad A sent to a game of pad B: the line under the camera button is in the
    page's language, with what to do on the page, no command-line option; with the server
    gone, the page's own line, not the browser's English."""
    from selenium.webdriver.common.by import By

    photo = tmp_path / "sheet.jpg"
    photo.write_bytes(photo_of(WORKED, seed=1))
    shots = screenshots(tmp_path)
    wait = waiting(phone, 60)
    with server.served(tmp_path / "data", "--jobs", "1") as running:
        phone.get(f"{running.url}/?lang={lang}")
        tap(phone, "[data-new-game='B']", 60)
        wait.until(lambda _: "/games/" in phone.current_url)
        tap(phone, "[data-tab='sheet']", 60)
        send_photo(phone, "Ana", photo)
        error = phone.find_element(By.ID, "upload-error")
        wait.until(lambda _: error.is_displayed())
        phone.save_screenshot(str(shots / f"serve-refused-{lang}.png"))
        assert error.text == PAD_REFUSALS[lang]
    phone.find_element(By.ID, "photo").send_keys(str(photo))
    wait.until(lambda _: error.text == STRINGS[lang]["offline"])
    phone.execute_script("document.cookie = 'splitter_lang=; max-age=0; path=/'")


def test_the_keepers_rolls_show_on_another_phone_which_has_no_dice_until_they_are_handed_to_it(
        phone: Any, tmp_path: Path) -> None:
    """Issue 44: any phone added rolls. Two phones, each with its own browser profile: the one that
    started the game has the dice; the other shows each roll within a poll or two, the round,
    who keeps the rolls, and a take-back; a tap it sends anyway is 403. Then the keeper hands the
    rolls over by its link: the dice move to the other phone."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    shots = screenshots(tmp_path)
    with server.served(tmp_path / "data", "--jobs", "1") as running, browser.phone() as other:
        keeps, sees = waiting(phone), waiting(other)
        code = new_game(phone, running.url)
        other.get(f"{running.url}/games/{code}?lang=en")
        sees.until(lambda _: shown(other, "round") == "Round 1 of 22")
        keeps.until(lambda _: shown(phone, "round") == "Round 1 of 22")
        assert (dice(phone), shown(phone, "kept-elsewhere")) == ([True] * 8, "")
        assert (dice(other), shown(other, "kept-elsewhere")) == (
            [False] * 8, "The rolls are kept on the phone that started the game.")

        for first, second in ((3, 5), (6, 2)):
            tap(phone, f"[data-face='{first}']")
            tap(phone, f"[data-face='{second}']")
            keeps.until(lambda _, roll=f"{first} {second}": rolls(phone)[-1:] == [roll])
        assert rolls(phone) == ["3 5", "6 2"]
        WebDriverWait(other, 5).until(lambda _: (rolls(other), shown(other, "round")) == (
            ["3 5", "6 2"], "Round 3 of 22"))
        other.save_screenshot(str(shots / "serve-other-phone.png"))
        # A tap the other phone sends anyway (an old page, a script) is refused and adds nothing.
        sent = other.execute_async_script(
            "const done = arguments[1]; fetch(`/api/games/${arguments[0]}/rolls`, {method: 'POST', "
            "headers: {'Content-Type': 'application/json'}, body: JSON.stringify({dice: [4, 4]})})"
            ".then(async (r) => done([r.status, (await r.json()).error]))", code)
        assert sent == [403, f"game {code}: only the phone that keeps the rolls can add or take back a roll"]

        tap(phone, "#undo")
        WebDriverWait(other, 5).until(lambda _: (rolls(other), shown(other, "taken-back")) == (
            ["3 5"], "The keeper took back roll 2."))

        # The keeper hands the rolls over: its link (the key after #, never sent to the server) on the other phone.
        tap(phone, "#hand-over summary")
        keeps.until(lambda _: "#key=" in shown(phone, "hand-over-link"))
        keeps.until(lambda _: phone.find_element(By.ID, "hand-over-qr").get_attribute("naturalWidth") not in (
            None, "0"))
        other.get(shown(phone, "hand-over-link"))
        sees.until(lambda _: (dice(other), shown(other, "now-keeper")) == (
            [True] * 8, "This phone keeps the rolls now."))
        assert "#" not in other.current_url
        keeps.until(lambda _: (dice(phone), shown(phone, "kept-elsewhere")) == (
            [False] * 8, "The rolls are kept on the phone that started the game."))
        for _ in range(2):
            tap(other, "[data-face='1']")
        WebDriverWait(phone, 5).until(lambda _: rolls(phone) == ["3 5", "1 1"])



BEN = ("..4456..", *WORKED[1:])
"""Ben's sheet: the worked sheet with a 5 in space 0,4 where the rolls put a 1 (it holds one roll wrongly)."""


def test_a_whole_game_night_on_three_phones(phone: Any, tmp_path: Path) -> None:
    """Issue 44: the night as a family plays it, each phone its own browser profile. The keeper's
    phone starts the game and keeps the 22 rolls; a phone shared by Ana and Ben sends Ana's sheet
    (the name box empty after it), then Ana's photo again under Ben's name by mistake, which is
    refused naming Ana; Ben's own photo, and his retake of it after the page's question; Ben's
    sheet lacks the roll 1-4 and either of two spaces could hold it, so both are marked with the
    question and the one tap on the right one (0,4) settles the other; a third phone, in German,
    shows the ranking the keeper sees too."""
    from selenium.webdriver.common.by import By

    ana_photo, ben_photo = tmp_path / "ana.jpg", tmp_path / "ben.jpg"
    ana_photo.write_bytes(photo_of(WORKED, seed=1))
    ben_photo.write_bytes(photo_of(BEN, seed=2))
    shots = screenshots(tmp_path)

    def value(driver: Any, element_id: str) -> str:
        return str(driver.find_element(By.ID, element_id).get_attribute("value"))

    def spaces(driver: Any, what: str) -> Any:
        """``what`` of the grid's spaces 0,4 and 3,1 (``s`` is the space)."""
        return driver.execute_script("return ['0,4', '3,1'].map(k => document.querySelector("
                                     f"`#grid [data-cell='${{k}}']`)).map(s => {what})")

    def picture_shown(driver: Any) -> bool:
        return driver.find_element(By.ID, "picture").get_attribute("naturalWidth") not in (None, "0")

    with (server.served(tmp_path / "data", "--jobs", "1") as running, browser.phone() as shared,
          browser.phone() as third):
        keeps, sees, ranks = waiting(phone), waiting(shared, 60), waiting(third)

        # 1. The keeper's phone starts the game; another phone has no dice; the keeper's rolls reach it.
        code = new_game(phone, running.url)
        shared.get(f"{running.url}/games/{code}?lang=en")
        sees.until(lambda _: shown(shared, "round") == "Round 1 of 22")
        assert (dice(shared), shown(shared, "kept-elsewhere")) == (
            [False] * 8, "The rolls are kept on the phone that started the game.")
        key = phone.execute_script(f"return localStorage.getItem('splitter.keeper.{code}')")
        pairs = sheet_from_grid(WORKED, load_layout("A")).pairs()
        for pair in pairs[:-1]:
            call(f"{running.url}/api/games/{code}/rolls", "POST", {"dice": list(pair)}, key)
        keeps.until(lambda _: shown(phone, "round") == "Round 22 of 22")
        for face in pairs[-1]:
            tap(phone, f"[data-face='{face}']")
        keeps.until(lambda _: shown(phone, "round") == "All rolls are in.")
        sees.until(lambda _: (len(rolls(shared)), shown(shared, "round")) == (22, "All rolls are in."))
        assert rolls(shared) == rolls(phone) == [f"{first} {second}" for first, second in pairs]
        phone.execute_script("window.scrollTo(0, 0)")
        phone.save_screenshot(str(shots / "night-1-keeper.png"))

        # 2. One phone, two players: Ana's sheet, the name box empty again, then Ana's photo once more under Ben's
        # name by mistake: refused, naming whose sheet it is; nothing of Ben's is kept.
        tap(shared, "[data-tab='sheet']")
        send_photo(shared, "Ana", ana_photo)
        sees.until(lambda _: (shown(shared, "total"), value(shared, "player")) == ("Total: 29", ""))
        send_photo(shared, "Ben", ana_photo)
        sees.until(lambda _: shown(shared, "upload-error") == (
            "this photo is Ana's sheet already: photograph Ben's sheet"))
        assert (mine(shared), shown(shared, "total"), value(shared, "player")) == ([["Ana", "on"]], "Total: 29", "Ben")
        shared.execute_script("window.scrollTo(0, 0)")
        shared.save_screenshot(str(shots / "night-2-shared-phone.png"))

        # 3. Ben's own sheet (his name still in the box), then a retake of it: the retake replaces it after the
        # question; one Ben in the ranking.
        for retake in (False, True):
            if retake:
                send_photo(shared, "Ben", ben_photo)
                sees.until(lambda _: answer_question(shared) == (
                    "Ben has a sheet in this game already: replace it with this photo?"))
            else:
                shared.find_element(By.ID, "photo").send_keys(str(ben_photo))
            sees.until(lambda _: (shown(shared, "total"), shown(shared, "rating"), shown(shared, "upload-error")) == (
                "Total: 28", "2nd of 2 · 1 behind 1st", ""))
            assert mine(shared) == [["Ana", "quiet"], ["Ben", "on"]]
        tap(shared, "[data-tab='ranking']")
        sees.until(lambda _: ranking(shared) == [["1", "Ana", "29"], ["2", "Ben", "28 · 2 to check"]])
        shared.save_screenshot(str(shots / "night-3-retake.png"))

        # 4. Ben's sheet as written lacks the roll 1-4: a 1 in 0,4 or one in 3,1 (each beside a 4) would hold it, and
        # the rolls cannot say which. Both are marked with the question, the missing roll named above the grid.
        tap(shared, "[data-tab='sheet']")
        sees.until(lambda _: shown(shared, "marks") == "0,4: the rolls say 1 here or at 3,1: is it a 1?\n"
                                                       "3,1: the rolls say 1 here or at 0,4: is it a 1?")
        assert shown(shared, "missing") == "The rolls have 1-4; the sheet does not. One of 0,4 or 3,1 would be a 1: " \
                                           "which one?"
        assert spaces(shared, "[s.className, s.dataset.asked]") == [["rolls", "1?"], ["rolls", "1?"]]
        sees.until(picture_shown)
        shared.execute_script("window.scrollTo(0, 0)")
        shared.save_screenshot(str(shots / "night-4-marked.png"))
        # Ben wrote the 5 in 0,4 where he meant the 1: one tap there, and the other question goes with it.
        tap(shared, "#marks li:first-child button")
        sees.until(lambda _: (shown(shared, "picker-title"), shown(shared, "picker-accept")) == (
            "Row 0, column 4: the rolls say 1 here or at 3,1: is it a 1?", "Yes: 1"))
        shared.save_screenshot(str(shots / "night-5-question.png"))
        tap(shared, "#picker-accept")
        sees.until(lambda _: (shown(shared, "total"), shown(shared, "marks"), shown(shared, "missing")) == (
            "Total: 29", "", ""))
        assert spaces(shared, "[s.textContent, s.className]") == [["1", "fixed"], ["5", ""]]

        # 5. A third phone, in German: the ranking, as the keeper's phone shows it too.
        third.get(f"{running.url}/games/{code}?lang=de")
        tap(third, "[data-tab='ranking']")
        ranks.until(lambda _: ranking(third) == [["1", "Ana", "29"], ["1", "Ben", "29"]])
        assert third.find_element(By.CSS_SELECTOR, "[data-tab='ranking']").text == STRINGS["de"]["tab_ranking"]
        third.save_screenshot(str(shots / "night-6-ranking-de.png"))
        tap(phone, "[data-tab='ranking']")
        keeps.until(lambda _: ranking(phone) == [["1", "Ana", "29"], ["1", "Ben", "29"]])


def test_the_ranking_shares_the_winners_card(phone: Any, tmp_path: Path) -> None:
    """Issue 44: "Share the result" under the ranking, once it has a sheet. Where the browser shares
    files (the Web Share API; Chromium on Linux has none, so the test gives the page one that keeps
    what it is handed) the card and the ranking's lines go to the phone's share sheet; elsewhere the
    card is shown to save, its lines beside it, copied."""
    ana_photo, ben_photo = tmp_path / "ana.jpg", tmp_path / "ben.jpg"
    ana_photo.write_bytes(photo_of(WORKED, seed=1))
    ben_photo.write_bytes(photo_of(BEN, seed=2))
    lines = "Splitter game night: Ana wins with 29 points, 1 ahead\n1. Ana 29\n2. Ben 28 (-1)"
    shots = screenshots(tmp_path)
    wait = waiting(phone, 60)
    with server.served(tmp_path / "data", "--jobs", "1") as running:
        code = new_game(phone, running.url)
        tap(phone, "[data-tab='ranking']")
        assert shown(phone, "share") == ""
        api = f"{running.url}/api/games/{code}"
        send_sheet(api, "Ana", ana_photo)
        send_sheet(api, "Ben", ben_photo)
        wait.until(lambda _: ranking(phone) == [["1", "Ana", "29"], ["2", "Ben", "28"]])
        assert shown(phone, "share") == "Share the result"
        assert phone.execute_script("return Boolean(navigator.canShare)") is False

        tap(phone, "#share")
        wait.until(lambda _: phone.find_element("id", "share-card").get_attribute("naturalWidth") == "1080")
        assert (shown(phone, "share-line"), shown(phone, "share-save")) == (lines, "Save the picture")
        assert phone.find_element("id", "share-save").get_attribute("download") == f"splitter-{code}.png"
        assert shown(phone, "share-said") in (STRINGS["en"]["share_copied"], STRINGS["en"]["share_select"])
        phone.save_screenshot(str(shots / "serve-share.png"))

        phone.execute_script(
            "window.shared = null; navigator.canShare = (data) => data.files.length === 1;"
            "navigator.share = async (data) => { const [file] = data.files; window.shared = "
            "[file.name, file.type, [...new Uint8Array(await file.slice(0, 4).arrayBuffer())], data.text]; };")
        tap(phone, "#share")
        shared = wait.until(lambda _: phone.execute_script("return window.shared"))
        assert shared == [f"splitter-{code}.png", "image/png", [0x89, ord("P"), ord("N"), ord("G")], lines]


LAYOUT = """
const lines = (node) => { const range = document.createRange(); range.selectNodeContents(node);
                          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size; };
const space = document.querySelector("#grid button.rolls"), box = space.getBoundingClientRect();
const style = getComputedStyle(space), mark = getComputedStyle(space, "::before");
const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(mark.left);
const top = box.top + parseFloat(style.borderTopWidth) + parseFloat(mark.top);
const range = document.createRange(); range.selectNodeContents(space); const digit = range.getBoundingClientRect();
return {code: lines(document.getElementById("code")),
        tabs: [...document.querySelectorAll("nav.tabs button")].map(lines),
        questions: document.getElementById("marks").getBoundingClientRect().bottom,
        fold: document.querySelector("nav.tabs").getBoundingClientRect().top,
        mark: [left, top, left + parseFloat(mark.width), top + parseFloat(mark.height)],
        digit: [digit.left, digit.top, digit.right, digit.bottom]};
"""
"""What the layout test measures on "My sheet": how many lines the game code and each tab label take, where
the questions end and the tabs begin, and the boxes (left, top, right, bottom) of the rolls' mark on a space
and of the digit in it."""


def test_at_phone_size_the_code_and_tabs_take_one_line_and_a_question_shows_clear_of_its_digit(
        phone: Any, tmp_path: Path) -> None:
    """Issue 44, at 390 x 844 in every language of the page: the game code and every tab label on one
    line; after a photo the questions about its spaces show above the tabs without scrolling; the
    rolls' "1?" on a space does not cover the digit read there."""
    photo = tmp_path / "ben.jpg"
    photo.write_bytes(photo_of(BEN, seed=2))
    shots = screenshots(tmp_path)
    wait = waiting(phone, 60)
    with server.served(tmp_path / "data", "--jobs", "1") as running:
        code = new_game(phone, running.url)
        key = phone.execute_script(f"return localStorage.getItem('splitter.keeper.{code}')")
        for pair in sheet_from_grid(WORKED, load_layout("A")).pairs():
            call(f"{running.url}/api/games/{code}/rolls", "POST", {"dice": list(pair)}, key)
        tap(phone, "[data-tab='sheet']")
        phone.execute_script("window.scrollTo(0, 0)")
        send_photo(phone, "Ben", photo)
        measured = {}
        for lang in STRINGS:
            if lang != "en":
                phone.get(f"{running.url}/games/{code}?lang={lang}")
            wait.until(lambda _: shown(phone, "marks") != "")
            phone.execute_script("window.scrollTo(0, 0)")
            measured[lang] = phone.execute_script(LAYOUT)
            if lang in ("en", "de", "ko"):
                phone.save_screenshot(str(shots / f"serve-marked-{lang}.png"))
    phone.execute_script("document.cookie = 'splitter_lang=; max-age=0; path=/'")
    for lang, boxes in measured.items():
        assert (boxes["code"], boxes["tabs"]) == (1, [1, 1, 1]), lang
        assert boxes["questions"] <= boxes["fold"], lang
        mark, digit = boxes["mark"], boxes["digit"]
        apart = mark[2] <= digit[0] or digit[2] <= mark[0] or mark[3] <= digit[1] or digit[3] <= mark[1]
        assert apart, (lang, mark, digit)
