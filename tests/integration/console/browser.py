"""Headless Chromium driven by Selenium, and the console as a test reads it (a page object).

Debian's ``chromium`` and ``chromium-driver`` (``make packages``, run by ``make test``:
``scripts/ensure-packages.sh``) are the browser: Selenium is pointed at both, so it never
looks for (or downloads) a browser or driver of its own. A machine without them FAILS these
tests, with what to run; a browser test never skips.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.chrome.webdriver import WebDriver
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

T = TypeVar("T")

ROOT = Path(__file__).resolve().parents[3]
SCREENSHOTS = ROOT / "reports" / "console"
"""Where each run leaves its screenshots (gitignored); docs/console/ holds committed copies."""
WAIT_S = 20.0
"""How long a page may take to show what the simulator already holds (it polls every 1-2 s)."""
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1400,1000",
    "--lang=en-US",
)
"""What Chromium needs on this kind of machine: as root, no sandbox; and no attempt to reach
Google's services, which a closed network refuses, many at a time (the machine notes)."""
NETWORK_NOISE = "Failed to load resource"
"""Chromium's console line for every 4xx a fetch receives: the answers the page asks for
(a refused token, a 422 naming an unknown filter) and shows, not a fault of the page."""


def start_chromium(profile: Path) -> WebDriver:
    """A headless Chromium with a fresh profile, recording its console and network events.

    Fails the calling test (never skips it) when Chromium or its driver is missing.
    """
    chromium, chromedriver = shutil.which("chromium"), shutil.which("chromedriver")
    if chromium is None or chromedriver is None:
        pytest.fail(
            "the browser tests need Debian's chromium and chromium-driver on PATH "
            f"(chromium: {chromium}, chromedriver: {chromedriver}); `make test` installs them "
            "when it runs as root with apt-get (make packages: scripts/ensure-packages.sh); "
            "otherwise run "
            "`sudo apt-get install chromium chromium-driver`",
            pytrace=False,
        )
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(options=options, service=Service(executable_path=chromedriver))


@dataclass(frozen=True)
class Request:
    """A request the page sent, as Chromium's network log saw it."""

    method: str
    url: str
    headers: dict[str, str]


@dataclass
class ConsolePage:
    """The console in one browser tab, driven as a person would, read as a person sees it."""

    driver: WebDriver
    base_url: str
    token: str
    requests: list[Request] = field(default_factory=list)
    """Every request the browser sent so far (see :meth:`sent`)."""

    # ---- waiting and reading ------------------------------------------------------------------

    def wait(self, condition: Callable[[], T | None], what: str) -> T:
        """``condition()`` once it is neither ``None`` nor ``False``; fails naming ``what``
        after :data:`WAIT_S`."""
        found: list[T] = []

        def holds(_: WebDriver) -> bool:
            value = condition()
            if value is None or value is False:
                return False
            found.append(value)
            return True

        WebDriverWait(self.driver, WAIT_S, poll_frequency=0.1).until(holds, f"never: {what}")
        return found[-1]

    def element(self, element_id: str) -> WebElement:
        """The element with this id."""
        return self.driver.find_element(By.ID, element_id)

    def text(self, element_id: str) -> str:
        """What the element shows."""
        return self.element(element_id).text

    def visible(self, element_id: str) -> bool:
        """Whether the element is shown."""
        return self.element(element_id).is_displayed()

    def script(self, source: str, *args: Any) -> Any:
        """Run JavaScript in the page (as a test's probe, not as the page's own code)."""
        return self.driver.execute_script(source, *args)

    def rows(self) -> list[dict[str, Any]]:
        """The timeline's request rows, newest first: their data and each cell's text."""
        rows: list[dict[str, Any]] = self.script(
            """return [...document.querySelectorAll('#timeline tbody tr[data-seq]')].map(tr => ({
                   seq: Number(tr.dataset.seq), category: tr.dataset.category,
                   request_id: tr.dataset.requestId, classes: tr.className,
                   cells: [...tr.cells].map(td => td.textContent)}))"""
        )
        return rows

    def cells(self, row: dict[str, Any]) -> dict[str, str]:
        """A row's cells by column name."""
        return dict(zip(TIMELINE_COLUMNS, row["cells"], strict=True))

    def session_rows(self) -> dict[str, list[str]]:
        """The sessions table: each session's cells, by session."""
        rows: dict[str, list[str]] = self.script(
            """return Object.fromEntries([...document.querySelectorAll('#sessions tbody tr')]
                   .map(tr => [tr.dataset.session, [...tr.cells].map(td => td.textContent)]))"""
        )
        return rows

    def screenshot(self, name: str) -> Path:
        """Save what the tab shows as ``reports/console/<name>.png``."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        assert self.driver.save_screenshot(str(path)), f"no screenshot saved at {path}"
        return path

    def console_errors(self) -> list[str]:
        """Console messages of level SEVERE since the last call (script errors, policy
        violations), without Chromium's line for each 4xx the page asked for."""
        entries = self._log("browser")
        return [
            e["message"]
            for e in entries
            if e["level"] == "SEVERE" and NETWORK_NOISE not in e["message"]
        ]

    def sent(self) -> list[Request]:
        """Every request the browser sent since it started (from its network log)."""
        for entry in self._log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                request = message["params"]["request"]
                self.requests.append(
                    Request(request["method"], request["url"], dict(request["headers"]))
                )
        return list(self.requests)

    def _log(self, kind: str) -> list[dict[str, Any]]:
        entries: list[dict[str, Any]] = self.driver.get_log(kind)  # type: ignore[no-untyped-call]
        return entries

    # ---- acting -------------------------------------------------------------------------------

    def open(self, fragment: str = "#/sessions") -> None:
        """Load the console at ``fragment``."""
        self.driver.get(f"{self.base_url}/_sim/console{fragment}")
        self.wait(lambda: self.script("return document.readyState") == "complete", "page loaded")

    def log_in(self, token: str | None = None) -> None:
        """Type the token into the login form and submit it."""
        self.wait(lambda: self.visible("login-view"), "the login form")
        self.element("token").send_keys(self.token if token is None else token)
        self.driver.find_element(By.CSS_SELECTOR, "#login-form button").click()

    def ensure_logged_in(self) -> None:
        """Logged in, on the sessions page."""
        self.open()
        self.wait(lambda: self.visible("login-view") or self.visible("sessions-view"), "a view")
        if self.visible("login-view"):
            self.log_in()
        self.wait(lambda: self.visible("sessions-view"), "the sessions page")

    def log_out(self) -> None:
        """Click "Log out"."""
        self.element("logout").click()
        self.wait(lambda: self.visible("login-view"), "the login form after logging out")

    def open_session(self, session: str) -> None:
        """Type the session's name in the bar and open it."""
        field = self.element("open-session-name")
        field.clear()
        field.send_keys(session)
        self.driver.find_element(By.CSS_SELECTOR, "#open-session button").click()
        self.wait(lambda: self.text("session-name") == session, f"session {session} open")
        self.wait(lambda: self.element("scenario-select").get_attribute("length") != "0", "list")

    def activate(self, scenario: str) -> None:
        """Choose a scenario in the panel and activate it."""
        Select(self.element("scenario-select")).select_by_value(scenario)
        self.driver.find_element(By.CSS_SELECTOR, "#activate-form button[type=submit]").click()
        self.wait(lambda: self.text("summary-scenario") == scenario, f"{scenario} active")

    def click(self, element_id: str) -> None:
        """Click a button."""
        self.element(element_id).click()

    def filter(self, *, operation: str = "", status: str = "", fault: str = "") -> None:
        """Fill in the filters and apply them."""
        for element_id, value in (("filter-operation", operation), ("filter-status", status)):
            box = self.element(element_id)
            box.clear()
            if value:
                box.send_keys(value)
        Select(self.element("filter-fault")).select_by_value(fault)
        self.driver.find_element(By.CSS_SELECTOR, "#filters button[type=submit]").click()


TIMELINE_COLUMNS = (
    "seq",
    "time",
    "method",
    "target",
    "operation",
    "status",
    "ms",
    "phase",
    "rule",
    "fault",
    "outcome",
    "request_id",
)
"""The timeline's columns, in order (console.html)."""
