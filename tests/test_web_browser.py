"""The game-night page in a real browser (headless Chromium, phone-sized) against a real
``splitter serve``: a new game, the roll keeper, a photo through the page's file input, the
score, a fix, the ranking changing, and a player's name that is markup shown as text.

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
from splitter_testkit import server
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


def call(url: str, method: str = "GET", body: dict[str, Any] | None = None) -> Any:
    request = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def test_a_game_night_on_a_phone(phone: Any, tmp_path: Path) -> None:
    from selenium.common.exceptions import NoAlertPresentException, StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    sheet = sheet_from_grid(WORKED, load_layout("A"))
    photo = tmp_path / "sheet.jpg"
    photo.write_bytes(make_photo(PhotoSpec(seed=1, board="A", written=sheet, writing="font", ink="black",
                                           megapixels=2, tilt=8, rotation=3, blur=0.5, noise=2,
                                           jpeg_quality=90)).jpeg)
    shots = Path(os.environ.get("SPLITTER_SCREENSHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    wait = WebDriverWait(phone, 30, ignored_exceptions=(StaleElementReferenceException,))

    def text(element_id: str) -> str:
        return str(phone.find_element(By.ID, element_id).text)

    def tap(selector: str) -> None:
        """Click, again if the page redrew the element meanwhile (it polls every 2 s)."""
        wait.until(lambda _: phone.find_element(By.CSS_SELECTOR, selector).click() or True)

    def ranking() -> list[list[str]]:
        """The ranking table's cells, read at one moment (the page redraws it as it polls)."""
        return list(phone.execute_script(
            "return [...document.querySelectorAll('#ranking tr')].map(r => [...r.cells].map(c => c.textContent))"))

    with server.served(tmp_path / "data", "--jobs", "1") as running:
        phone.get(running.url + "/?lang=en")
        tap("[data-new-game='A']")
        wait.until(lambda _: "/games/" in phone.current_url)
        code = phone.current_url.rstrip("/").rsplit("/", 1)[1]
        api = f"{running.url}/api/games/{code}"
        pairs = sheet.pairs()
        for pair in pairs[:-1]:
            call(f"{api}/rolls", "POST", {"dice": list(pair)})
        wait.until(lambda _: text("round") == "Round 22 of 22")
        tap(f"[data-face='{pairs[-1][0]}']")
        assert text("die-hint") == f"First die {pairs[-1][0]}: now the second"
        tap(f"[data-face='{pairs[-1][1]}']")
        wait.until(lambda _: text("round") == "All rolls are in.")
        assert len(phone.find_elements(By.CSS_SELECTOR, "#rolls li")) == 22
        phone.save_screenshot(str(shots / "serve-dice.png"))

        other = urllib.request.Request(f"{api}/sheets", method="POST", headers={
            "Content-Type": "multipart/form-data; boundary=xx"}, data=(
            b"--xx\r\nContent-Disposition: form-data; name=\"player\"\r\n\r\nBen\r\n--xx\r\n"
            b"Content-Disposition: form-data; name=\"photo\"; filename=\"b.jpg\"\r\n\r\n"
            + photo.read_bytes() + b"\r\n--xx--\r\n"))
        with urllib.request.urlopen(other, timeout=60) as answer:
            assert json.load(answer)["total"] == 29

        tap("[data-tab='sheet']")
        phone.find_element(By.ID, "player").send_keys(MARKUP_NAME)
        phone.find_element(By.ID, "photo").send_keys(str(photo))
        wait.until(lambda _: text("total") == "Total: 29")
        assert text("doubts") == "Every space read clearly."
        tap("[data-tab='ranking']")
        wait.until(lambda _: sorted(ranking()) == [["1", MARKUP_NAME, "29"], ["1", "Ben", "29"]])
        with pytest.raises(NoAlertPresentException):
            phone.switch_to.alert.text  # noqa: B018

        tap("[data-tab='sheet']")
        tap("#grid [data-cell='0,4']")
        wait.until(lambda _: phone.find_element(By.ID, "picker").is_displayed())
        assert text("picker-title") == "Row 0, column 4: what is written?"
        tap("#picker [data-fix='5']")
        wait.until(lambda _: text("total") == "Total: 28")
        assert phone.execute_script(
            "const space = document.querySelector(\"#grid [data-cell='0,4']\");"
            "return [space.textContent, space.className]") == ["5", "fixed"]
        wait.until(lambda _: phone.find_element(By.ID, "picture").get_attribute("naturalWidth") not in (None, "0"))
        phone.save_screenshot(str(shots / "serve-sheet.png"))
        tap("[data-tab='ranking']")
        wait.until(lambda _: ranking() == [["1", "Ben", "29"], ["2", MARKUP_NAME, "28"]])
        phone.save_screenshot(str(shots / "serve-ranking.png"))


@pytest.mark.parametrize("lang", list(PAD_REFUSALS))
def test_a_german_or_korean_page_says_a_refused_upload_in_its_language(phone: Any, tmp_path: Path,
                                                                         lang: str) -> None:
    """A photo of pad A sent to a game of pad B: the line under the camera button is in the
    page's language, with what to do on the page, no command-line option; with the server
    gone, the page's own line, not the browser's English."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    photo = tmp_path / "sheet.jpg"
    photo.write_bytes(make_photo(PhotoSpec(seed=1, board="A", written=sheet_from_grid(WORKED, load_layout("A")),
                                           writing="font", ink="black", megapixels=2, tilt=8, rotation=3, blur=0.5,
                                           noise=2, jpeg_quality=90)).jpeg)
    shots = Path(os.environ.get("SPLITTER_SCREENSHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    wait = WebDriverWait(phone, 60, ignored_exceptions=(StaleElementReferenceException,))
    with server.served(tmp_path / "data", "--jobs", "1") as running:
        phone.get(f"{running.url}/?lang={lang}")
        wait.until(lambda _: phone.find_element(By.CSS_SELECTOR, "[data-new-game='B']").click() or True)
        wait.until(lambda _: "/games/" in phone.current_url)
        wait.until(lambda _: phone.find_element(By.CSS_SELECTOR, "[data-tab='sheet']").click() or True)
        phone.find_element(By.ID, "player").send_keys("Ana")
        phone.find_element(By.ID, "photo").send_keys(str(photo))
        error = phone.find_element(By.ID, "upload-error")
        wait.until(lambda _: error.is_displayed())
        phone.save_screenshot(str(shots / f"serve-refused-{lang}.png"))
        assert error.text == PAD_REFUSALS[lang]
    phone.find_element(By.ID, "photo").send_keys(str(photo))
    wait.until(lambda _: error.text == STRINGS[lang]["offline"])
    phone.execute_script("document.cookie = 'splitter_lang=; max-age=0; path=/'")
