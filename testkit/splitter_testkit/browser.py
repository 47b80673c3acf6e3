"""Debian's headless Chromium driven by Selenium, as a phone: 390 x 844 CSS pixels, offline,
a fresh profile every time (the flags Chromium needs to run as root in a container)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
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
