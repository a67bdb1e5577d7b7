"""In-process transports meet the read timeout as a socket would, on the event loop's clock.

``SimulatorTransport`` bounds the wait for a response, and then for each body chunk, by the
request's read timeout, using anyio's cancel scopes: real time on the running loop, which no
injected clock replaces. Hence this tier: the waits are real (0.05 to 0.4 s), the margins
wide (every gap is a third of the read timeout or the wait never ends).
"""

from __future__ import annotations

import anyio
import anyio.from_thread
import httpx
import pytest

from billing_sim.simulator.testing import SimulatorTransport, Sleep, SyncSimulatorTransport
from tests.unit.scenario.runtime import CONTROL_SETTINGS, activate, rules_yaml
from tests.unit.simulator.support import AUTH, WORKED_EXAMPLE, make_app, run

pytestmark = pytest.mark.integration

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"


class NeverEnds:
    """An app sleep that never returns: a delay only ends when the caller gives up."""

    async def __call__(self, seconds: float) -> None:
        await anyio.Event().wait()


class GapSleep:
    """An app sleep that really waits ``gap`` seconds whatever it is asked (body chunk gaps)."""

    def __init__(self, gap: float) -> None:
        self.gap = gap
        self.calls = 0

    async def __call__(self, seconds: float) -> None:
        self.calls += 1
        await anyio.sleep(self.gap)


def get_under(sleep: Sleep, rules: str, *, read: float, sync: bool = False) -> httpx.Response:
    """GET the worked example from an app whose delays use ``sleep``, under scenario ``rules``."""
    app = make_app(CONTROL_SETTINGS, sleep=sleep)
    run(activate(app, rules_yaml(rules)))
    timeout = httpx.Timeout(5.0, read=read)
    if sync:
        with (
            anyio.from_thread.start_blocking_portal() as portal,
            httpx.Client(
                transport=SyncSimulatorTransport(app, portal=portal),
                base_url="http://x",
                headers=AUTH,
            ) as http,
        ):
            return http.get(CUSTOMER, timeout=timeout)

    async def call() -> httpx.Response:
        transport = SimulatorTransport(app)
        async with httpx.AsyncClient(transport=transport, base_url="http://x", headers=AUTH) as h:
            return await h.get(CUSTOMER, timeout=timeout)

    return run(call())


@pytest.mark.parametrize("sync", [False, True], ids=["async", "sync"])
def test_a_delay_past_the_read_timeout_is_a_read_timeout_in_process_too(sync: bool) -> None:
    """latency the client would not wait for on a socket: ReadTimeout, not a late 200."""
    with pytest.raises(httpx.ReadTimeout):
        get_under(NeverEnds(), "- fault: {kind: latency, ms: 60000}", read=0.05, sync=sync)


def test_a_body_whose_every_chunk_comes_within_the_read_timeout_is_read_whole() -> None:
    """slow_body: the read timeout bounds each gap, as on a socket, not the whole body.

    Four gaps of 0.1 s, 0.4 s in all, under a 0.3 s read timeout: the body arrives.
    """
    sleep = GapSleep(0.1)
    rules = "- fault: {kind: slow_body, duration_s: 0.4, chunks: 5}"
    response = get_under(sleep, rules, read=0.3)
    assert response.status_code == 200
    assert response.json()["id"] == WORKED_EXAMPLE
    assert sleep.calls == 4


def test_a_body_chunk_later_than_the_read_timeout_is_a_read_timeout() -> None:
    """slow_body with a gap longer than the read timeout: ReadTimeout mid-body."""
    with pytest.raises(httpx.ReadTimeout):
        get_under(NeverEnds(), "- fault: {kind: slow_body, duration_s: 60, chunks: 2}", read=0.05)
