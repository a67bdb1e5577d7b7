"""In-process transports: connection faults become the httpx errors a network would raise."""

from __future__ import annotations

import anyio.from_thread
import httpx
import pytest

from billing_sim.simulator.edge.hooks import ConnectionFault
from billing_sim.simulator.testing import (
    SimulatorTransport,
    SyncSimulatorTransport,
    hang_wait,
    network_error,
)
from tests.unit.scenario.runtime import activate, make_sim, rules_yaml
from tests.unit.simulator.support import AUTH, WORKED_EXAMPLE, run

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"


def request_with(read: float | None) -> httpx.Request:
    timeout = httpx.Timeout(5.0, read=read)
    return httpx.Request("GET", "http://x/", extensions={"timeout": timeout.as_dict()})


@pytest.mark.parametrize(
    ("kind", "max_s", "read", "error"),
    [
        ("reset", None, 1.0, httpx.ReadError),
        ("close", None, 1.0, httpx.RemoteProtocolError),
        ("truncate", None, 1.0, httpx.RemoteProtocolError),
        ("hang", 30.0, 1.0, httpx.ReadTimeout),
        ("hang", 30.0, 60.0, httpx.RemoteProtocolError),
        ("hang", 30.0, None, httpx.RemoteProtocolError),
    ],
)
def test_each_fault_maps_to_the_network_error(
    kind: str, max_s: float | None, read: float | None, error: type[Exception]
) -> None:
    """reset -> ReadError; close/truncate -> RemoteProtocolError; hang -> whoever gives up first."""
    fault = ConnectionFault(kind, max_s=max_s)  # type: ignore[arg-type]
    mapped = network_error(fault, request_with(read))
    assert type(mapped) is error
    assert mapped.request.url == "http://x/"


@pytest.mark.parametrize(("read", "waited"), [(2.0, 2.0), (60.0, 30.0), (None, 30.0)])
def test_hang_waits_as_long_as_the_client_would(read: float | None, waited: float) -> None:
    """With a sleep, a hang lasts the client's read timeout or the hang's max_s, the shorter."""
    assert hang_wait(request_with(read), ConnectionFault("hang", max_s=30.0)) == waited


def test_sync_transport_serves_normal_answers_and_maps_faults() -> None:
    """httpx.Client over the app: a 200, then a reset raised as httpx.ReadError."""
    sim = make_sim()
    run(activate(sim.app, rules_yaml("- {match: {operation: getPlan}, fault: {kind: reset}}")))
    with anyio.from_thread.start_blocking_portal() as portal:
        transports = [SyncSimulatorTransport(sim.app, portal=portal) for _ in range(2)]
        with httpx.Client(transport=transports[0], base_url="http://x", headers=AUTH) as http:
            assert http.get(CUSTOMER).status_code == 200
            with pytest.raises(httpx.ReadError):
                http.get("/v1/plans/fibra-100")
        with httpx.Client(transport=transports[1], base_url="http://x", headers=AUTH) as http:
            assert http.get(CUSTOMER).status_code == 200


def test_async_transport_with_a_sleep_waits_out_the_hang() -> None:
    """SimulatorTransport(sleep=...) waits the client's read timeout before ReadTimeout."""
    sim = make_sim()
    waited: list[float] = []

    async def record(seconds: float) -> None:
        waited.append(seconds)

    async def call() -> None:
        await activate(sim.app, rules_yaml("- fault: {kind: hang, max_s: 30}"))
        transport = SimulatorTransport(sim.app, sleep=record)
        async with httpx.AsyncClient(transport=transport, base_url="http://x", headers=AUTH) as h:
            await h.get(CUSTOMER, timeout=0.75)

    with pytest.raises(httpx.ReadTimeout):
        run(call())
    assert waited == [0.75]
