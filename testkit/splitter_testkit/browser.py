"""Debian's headless Chromium driven by Selenium, as a phone: 390 x 844 CSS pixels, offline,
a fresh profile every time (the flags Chromium needs to run as root in a container); and the
steps the page's tests take on it: tap, read the ranking or the rolls, answer the page's question."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

PHONE = (390, 844)
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars")


class UnavailableError(RuntimeError):
    """No Chromium, driver or Selenium here; the message says what to install."""


def programs() -> tuple[str, str]:
    """The Chromium and chromedriver executables."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        raise UnavailableError("Chromium or its driver is missing (apt-get install chromium chromium-driver)")
    return browser, driver


@contextmanager
def phone() -> Iterator[Any]:
    """A Selenium WebDriver for a headless Chromium the size of a phone."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        raise UnavailableError("selenium is not installed (pip install -e '.[test]')") from None
    browser, driver_path = programs()
    profile = tempfile.mkdtemp(prefix="splitter-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in (*FLAGS, f"--user-data-dir={profile}", f"--window-size={PHONE[0]},{PHONE[1]}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def waiting(driver: Any, seconds: float = 30) -> Any:
    """A ``WebDriverWait`` that tries again when the page redrew an element meanwhile (it polls every 2 s)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, ignored_exceptions=(StaleElementReferenceException,))


def tap(driver: Any, selector: str, seconds: float = 30) -> None:
    """Scroll the element (CSS ``selector``) above the tabs at the bottom and click it, again until it works."""
    def click(_: Any) -> bool:
        element = driver.find_element("css selector", selector)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return True

    waiting(driver, seconds).until(click)


def shown(driver: Any, element_id: str) -> str:
    """The element's text when it is shown, else ``""``."""
    element = driver.find_element("id", element_id)
    return str(element.text) if element.is_displayed() else ""


def ranking(driver: Any) -> list[list[str]]:
    """The ranking table's cells, read at one moment (the page redraws it as it polls)."""
    return list(driver.execute_script(
        "return [...document.querySelectorAll('#ranking tr')].map(r => [...r.cells].map(c => c.textContent))"))


def new_game(driver: Any, url: str, pad: str = "A") -> str:
    """A new game of ``pad`` started from the English start page at ``url``: its code."""
    driver.get(url + "/?lang=en")
    tap(driver, f"[data-new-game='{pad}']")
    waiting(driver).until(lambda _: "/games/" in driver.current_url)
    return str(driver.current_url.rstrip("/").rsplit("/", 1)[1])


def mine(driver: Any) -> list[list[str]]:
    """The buttons of this phone's sheets on "My sheet": the player, and whether it is shown."""
    return list(driver.execute_script(
        "return [...document.querySelectorAll('#my-sheets button')].map(b => [b.textContent, b.className])"))


def dice(driver: Any) -> list[bool]:
    """Whether each die face, *Roll for me* and *Take back* are shown."""
    return [button.is_displayed() for button in driver.find_elements(
        "css selector", "[data-face], #roll-for-me, #undo")]


def rolls(driver: Any) -> list[str]:
    """The rolls the page lists, e.g. ``["3 5", "6 2"]``."""
    return list(driver.execute_script("return [...document.querySelectorAll('#rolls li')].map(li => li.textContent)"))


def answer_question(driver: Any) -> str | bool:
    """The page's question (a confirm box), answered yes; False while there is none yet."""
    from selenium.common.exceptions import NoAlertPresentException

    try:
        alert = driver.switch_to.alert
    except NoAlertPresentException:
        return False
    question = str(alert.text)
    alert.accept()
    return question


def send_photo(driver: Any, player: str, photo: Path) -> None:
    """The player's name typed into the name box and the photo given to *Photograph your sheet*."""
    driver.find_element("id", "player").send_keys(player)
    driver.find_element("id", "photo").send_keys(str(photo))
