"""Today's solo on the served page: the daily API through the app, and the start page's
"Today's solo" in a real browser (headless Chromium, phone-sized) against a real ``splitter serve``.

With ``SPLITTER_SCREENSHOTS=DIR`` the browser test keeps its screenshots in DIR (docs/daily-*.png
were taken so).
"""

from __future__ import annotations

import datetime as dt
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from splitter_print.game.daily import daily_rolls
from splitter_print.game.layout import load_layout
from splitter_print.game.playout import greedy_sheet
from splitter_print.game.scoring import score_sheet
from splitter_print.night.daily import day_best
from splitter_print.night.store import Store
from splitter_print.night.table import Table
from splitter_print.web.app import create_app
from splitter_testkit import server
from splitter_testkit.days import day_sheet

DAY = dt.date(2026, 12, 1)


@pytest.fixture(scope="module")
def cache() -> Iterator[Path]:
    """A cache folder of the test's own (the user's stays untouched), shared by the module."""
    with tempfile.TemporaryDirectory() as folder:
        old = os.environ.get("XDG_CACHE_HOME")
        os.environ["XDG_CACHE_HOME"] = folder
        yield Path(folder)
        if old is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = old


@pytest.fixture
def client(tmp_path: Path, cache: Path) -> TestClient:
    return TestClient(create_app(Table(Store.open(tmp_path / "data"))))


def test_the_days_rolls_are_served_with_the_pad(client: TestClient) -> None:
    answer = client.get("/api/daily?date=2026-12-01&pad=b")
    data = answer.json()
    assert answer.status_code == 200 and data["pad"] == "B" and data["date"] == "2026-12-01"
    assert data["rolls"] == [[roll.first, roll.second] for roll in daily_rolls(DAY, "B")]
    assert data["pattern"] == list(load_layout("B").pattern) and len(data["hearts"]) == 3


@pytest.mark.parametrize("query, fault", [
    ("date=2026-13-01", "date: 2026-13-01 is not a day of the calendar"),
    ("date=tomorrow", "date: 'tomorrow' is not a date; write YYYY-MM-DD"),
    ("pad=C", "pad: the daily game is dealt for pads A and B, not 'C'"),
])
def test_a_bad_day_or_pad_is_one_clear_400(client: TestClient, query: str, fault: str) -> None:
    answer = client.get(f"/api/daily?{query}")
    assert answer.status_code == 400 and answer.json()["error"].startswith(fault)


def test_a_typed_sheet_is_scored_beside_the_days_best_in_the_asked_language(client: TestClient) -> None:
    sheet = day_sheet(DAY, "A")
    answer = client.post("/api/daily/score?lang=de", json={"date": "2026-12-01", "pad": "A", "grid": list(sheet.grid)})
    data = answer.json()
    best = day_best(DAY, "A").total
    total = score_sheet(sheet).total
    assert answer.status_code == 200 and data["total"] == total and data["daily"]["best"] == best
    assert data["said"]["outcome"] == f"Tagesspiel 2026-12-01: {total} von {best} möglichen"
    assert data["daily"]["share"].startswith(f"Splitter-Tagesspiel 2026-12-01 · Block A · {total}/{best} · ")


def test_a_sheet_of_other_rolls_says_which_pairs_are_off(client: TestClient) -> None:
    other = day_sheet(DAY + dt.timedelta(days=1), "A")
    data = client.post("/api/daily/score", json={"date": "2026-12-01", "pad": "A", "grid": list(other.grid)}).json()
    assert data["daily"]["holds_the_rolls"] is False and data["said"]["problems"]
    assert all(" rolled, but not on the sheet" in line or "on the sheet, but not rolled" in line
               for line in data["said"]["problems"])


def test_a_bad_grid_is_one_clear_400(client: TestClient) -> None:
    answer = client.post("/api/daily/score", json={"date": "2026-12-01", "pad": "A", "grid": "12"})
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("grid: send the sheet as a list of text rows")


def test_the_days_best_is_served_and_kept(client: TestClient, cache: Path) -> None:
    data = client.get("/api/daily/best?date=2026-12-04&pad=B").json()
    assert data["total"] == day_best(dt.date(2026, 12, 4), "B").total and data["proven"]
    assert (cache / "splitter-print" / "daily" / "splitter-daily-v1-2026-12-04-B.json").exists()


@pytest.mark.slow
def test_a_photo_of_the_days_sheet_is_read_against_the_days_rolls(client: TestClient) -> None:
    from splitter_testkit.synth import PhotoSpec, make_photo

    sheet = day_sheet(DAY, "A")
    photo = make_photo(PhotoSpec(seed=2, board="A", written=sheet, writing="font", ink="black", megapixels=2,
                                 tilt=6, rotation=2, jpeg_quality=90)).jpeg
    answer = client.post("/api/daily/photo", data={"date": "2026-12-01", "pad": "A"},
                         files={"photo": ("mine.jpg", photo, "image/jpeg")})
    assert answer.status_code == 200 and answer.json()["grid"] == list(sheet.grid)
    assert answer.json()["status"] == "ok"
    refused = client.post("/api/daily/photo", data={"pad": "A"}, files={"photo": ("notes.txt", b"hello")})
    assert refused.status_code == 400 and refused.json()["error"].startswith("photo: not a photo")


@pytest.mark.slow
def test_todays_solo_on_a_phone(phone: Any, tmp_path: Path, cache: Path) -> None:
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    rolls = daily_rolls(DAY, "A")
    sheet = greedy_sheet(load_layout("A"), rolls)  # a player's sheet of the day
    best = day_best(DAY, "A").total  # searched here, so the served page finds it kept
    total = score_sheet(sheet).total
    shots = Path(os.environ.get("SPLITTER_SCREENSHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    wait = WebDriverWait(phone, 120, ignored_exceptions=(StaleElementReferenceException,))

    def text(element_id: str) -> str:
        return str(phone.find_element(By.ID, element_id).text)

    def shoot(element_id: str, name: str) -> None:
        phone.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'start'});"
                             "window.scrollBy(0, -110);", element_id)
        phone.save_screenshot(str(shots / name))

    with server.served(tmp_path / "data", "--jobs", "1") as running:
        phone.get(running.url + "/?lang=en&day=2026-12-01")
        wait.until(lambda _: text("daily-round") == "Round 1 of 22")
        for _ in range(3):
            phone.find_element(By.ID, "daily-next").click()
        assert text("daily-round") == "Round 3 of 22"
        assert text("daily-now").split() == [str(rolls[2].first), str(rolls[2].second)]
        assert [li.text for li in phone.find_elements(By.CSS_SELECTOR, "#daily-rolls li")] == \
            [f"{r.first} {r.second}" for r in rolls[:3]]
        shoot("daily", "daily-rolls.png")

        inputs = phone.find_elements(By.CSS_SELECTOR, "#daily-grid input")
        written = [str(sheet.value(cell)) for cell in load_layout("A").cells]
        assert len(inputs) == len(written) == 44
        for box, digit in zip(inputs, written):
            box.send_keys(digit)
        shoot("daily-grid", "daily-sheet.png")
        phone.find_element(By.ID, "daily-score").click()
        wait.until(lambda _: text("daily-outcome") == f"daily 2026-12-01: {total} of {best} possible")
        assert text("daily-total") == f"Total: {total}"
        assert text("daily-share").startswith(f"Splitter daily 2026-12-01 · pad A · {total}/{best} · ")
        line, squares = phone.find_element(By.ID, "daily-share").get_attribute("data-text").splitlines()
        assert line == text("daily-share") and len(squares) == 6 and set(squares) <= set("🟩🟨⬛")
        boxes = phone.find_elements(By.CSS_SELECTOR, "#daily-squares span")
        shown = [box.get_attribute("class") for box in boxes]
        assert shown == [{"🟩": "scored", "🟨": "partly", "⬛": "nothing"}[square] for square in squares]
        shoot("daily-score", "daily-result.png")

        phone.get(running.url + "/?lang=en&day=2026-12-01")  # kept on the phone
        wait.until(lambda _: text("daily-outcome") == f"daily 2026-12-01: {total} of {best} possible")
        assert f"2026-12-01 · A · {total}/{best}" in text("daily-days")
