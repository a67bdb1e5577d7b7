"""One simulator (``billing-sim serve --access-log``) and one headless Chromium per test
process, shared by every console test; each test works in sessions of its own."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator

import httpx
import pytest

from billing_sim.client import BillingTools, BreakerPolicy, RetryPolicy
from tests.integration.console.browser import ConsolePage, start_chromium
from tests.support.served import ServedProcess, serve_process

TOKEN = "console-admin-token-7f3a9c2e51"
"""The instance's admin token (BILLING_SIM_ADMIN_TOKEN)."""
API_KEY = "sim_dev_key"
NO_RETRIES = RetryPolicy(max_attempts=1)
NEVER_OPENS = BreakerPolicy(consecutive_failures=10_000, minimum_calls=10_000)
"""Every call reaches the simulator, so the timeline shows each one (a real bot's breaker
would stop calling during an outage: that is another test's business)."""


@pytest.fixture(scope="session")
def served() -> Iterator[ServedProcess]:
    """``billing-sim serve`` with the control plane on and the access log on (to check that
    the token never reaches it)."""
    with serve_process("--access-log", env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as server:
        yield server


@pytest.fixture(scope="session")
def page(served: ServedProcess, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ConsolePage]:
    """The console in a headless Chromium with a fresh profile."""
    driver = start_chromium(tmp_path_factory.mktemp("chromium-profile"))
    try:
        yield ConsolePage(driver, served.base_url, TOKEN)
    finally:
        driver.quit()


@pytest.fixture(autouse=True)
def no_script_errors(page: ConsolePage) -> Iterator[None]:
    """No test leaves a script error or a policy violation in the page's console."""
    page.console_errors()  # what came before belongs to another test
    yield
    assert page.console_errors() == []


@pytest.fixture
def session() -> str:
    """A session name of this test's own."""
    return f"console-{uuid.uuid4().hex[:10]}"


@pytest.fixture
def tools(served: ServedProcess) -> Iterator[Callable[[str], BillingTools]]:
    """``BillingTools`` for a session, over loopback, one attempt per call."""
    made: list[BillingTools] = []

    def make(session: str) -> BillingTools:
        client = BillingTools(
            served.base_url,
            API_KEY,
            headers={"X-Sim-Session": session},
            retry=NO_RETRIES,
            breaker=NEVER_OPENS,
        )
        made.append(client)
        return client

    yield make
    for client in made:
        client.close()


@pytest.fixture
def admin(served: ServedProcess) -> Iterator[Callable[[str], httpx.Client]]:
    """The control plane for a session, as the tests' ground truth."""
    made: list[httpx.Client] = []

    def make(session: str) -> httpx.Client:
        client = httpx.Client(
            base_url=served.base_url,
            headers={"Authorization": f"Bearer {TOKEN}", "X-Sim-Session": session},
            timeout=10.0,
        )
        made.append(client)
        return client

    yield make
    for client in made:
        client.close()
