"""``GET /_sim/sessions`` and ``GET /_sim/session``: scenario, phase, time in phase, counts."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from billing_sim.openapi.models import Problem
from tests.unit.scenario.runtime import (
    ADMIN,
    CONTROL_SETTINGS,
    Sim,
    activate,
    api,
    control,
    make_sim,
)
from tests.unit.simulator.control.test_control import call, conforms
from tests.unit.simulator.support import WORKED_EXAMPLE, run

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"
PHASED = """description: calm, a storm of two requests, a tail
seed: 1
phases:
  - {name: calm, duration: 30}
  - {name: storm, requests: 2, rules: [{fault: {kind: http_error, status: 503}}]}
  - {name: after, duration: 10}
"""


async def send(sim: Sim, session: str, count: int, path: str = CUSTOMER) -> None:
    async with api(sim.app, session) as http:
        for _ in range(count):
            await http.get(path)


async def summary(sim: Sim, session: str) -> dict[str, Any]:
    async with control(sim.app, session) as admin:
        response = await admin.get("/_sim/session")
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        conforms("SessionSummary", body)
        return body


async def listing(sim: Sim, **params: Any) -> list[dict[str, Any]]:
    async with control(sim.app, "anyone") as admin:
        response = await admin.get("/_sim/sessions", params=params)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        conforms("SessionList", body)
        sessions: list[dict[str, Any]] = body["sessions"]
        return sessions


def test_sessions_are_listed_most_recently_active_first_with_their_counts() -> None:
    """Every session, whatever X-Sim-Session the caller sends; the latest to act first."""
    sim = make_sim()

    async def scenario() -> list[dict[str, Any]]:
        await send(sim, "first", 2)
        sim.clock.advance(1)
        await send(sim, "second", 1, "/v1/customers/cus_0000000000")
        sim.clock.advance(2)
        return await listing(sim)

    first_listed, second_listed = run(scenario())
    assert [first_listed["session"], second_listed["session"]] == ["second", "first"]
    assert first_listed["requests"] == 1
    assert first_listed["categories"] == {
        "ok": 0,
        "business": 1,
        "fault": 0,
        "off_contract": 0,
        "error": 0,
        "violation": 0,
    }
    assert (second_listed["requests"], second_listed["categories"]["ok"]) == (2, 2)
    assert (first_listed["idle_s"], second_listed["idle_s"]) == (2.0, 3.0)
    assert (first_listed["cursor"], second_listed["cursor"]) == (1, 2)


def test_limit_keeps_the_most_recent_and_bad_parameters_are_422() -> None:
    """limit=1 lists one session; limit=0, limit=x or a stray parameter are 422."""
    sim = make_sim()

    async def scenario() -> list[str]:
        await send(sim, "a", 1)
        await send(sim, "b", 1)
        return [s["session"] for s in await listing(sim, limit=1)]

    assert run(scenario()) == ["b"]
    for query, param in (("limit=0", "limit"), ("limit=x", "limit"), ("session=a", "session")):
        response = call(sim.app, "GET", f"/_sim/sessions?{query}", headers=ADMIN)
        assert response.status_code == 422, query
        assert Problem.model_validate_json(response.content).param == param


def test_a_prepared_session_is_listed_before_its_first_request() -> None:
    """Activating a scenario for a session lists it, with nothing counted yet."""
    sim = make_sim()

    async def scenario() -> list[dict[str, Any]]:
        async with control(sim.app, "prepared") as admin:
            await admin.put("/_sim/scenario", json={"name": "flapping-5xx"})
        return await listing(sim)

    [prepared] = run(scenario())
    assert (prepared["session"], prepared["scenario"], prepared["requests"]) == (
        "prepared",
        "flapping-5xx",
        0,
    )
    assert prepared["phase"] == {"index": 0, "name": None, "of": 1, "in_phase_s": 0.0}


def test_time_phases_and_a_request_count_phase_are_located_as_the_engine_does() -> None:
    """calm for 30 s, storm for 2 requests, after for 10 s, then healthy (finished)."""
    sim = make_sim()

    async def scenario() -> list[tuple[Any, ...]]:
        await activate(sim.app, PHASED, "qa")
        seen = []

        async def note() -> None:
            state = await summary(sim, "qa")
            phase = state["phase"]
            seen.append((phase and (phase["name"], phase["in_phase_s"]), state["finished"]))

        sim.clock.advance(12)
        await note()
        sim.clock.advance(20)  # 32 s: the storm, which lasts two requests
        await note()
        await send(sim, "qa", 2)
        sim.clock.advance(3)
        await note()
        sim.clock.advance(10)
        await note()
        return seen

    assert run(scenario()) == [
        (("calm", 12.0), False),
        (("storm", 2.0), False),
        (("after", 3.0), False),
        (None, True),
    ]


def test_an_untouched_session_shows_the_instance_default_and_nothing_counted() -> None:
    """GET /_sim/session of a session never seen: the default scenario, not started yet."""
    sim = make_sim(replace(CONTROL_SETTINGS, scenario="total-outage"))

    async def scenario() -> tuple[dict[str, Any], dict[str, Any]]:
        before = await summary(sim, "fresh")
        await send(sim, "fresh", 1)
        return before, await summary(sim, "fresh")

    before, after = run(scenario())
    assert (before["scenario"], before["default"], before["phase"]) == ("total-outage", True, None)
    assert (before["requests"], before["idle_s"], before["cursor"]) == (0, None, 0)
    assert (after["scenario"], after["default"], after["requests"]) == ("total-outage", False, 1)
    assert after["categories"]["fault"] == 1


def test_a_session_switched_to_no_scenario_has_no_phase() -> None:
    """DELETE /_sim/scenario: scenario null, no phase, not finished."""
    sim = make_sim()

    async def scenario() -> dict[str, Any]:
        async with control(sim.app, "qa") as admin:
            await admin.delete("/_sim/scenario")
        return await summary(sim, "qa")

    state = run(scenario())
    assert (state["scenario"], state["phase"], state["finished"]) == (None, None, False)


@pytest.mark.parametrize("path", ["/_sim/sessions", "/_sim/session"])
def test_the_session_views_need_the_admin_token(path: str) -> None:
    """Without the admin token: 401, like every operation that reads state."""
    response = call(make_sim().app, "GET", path, headers={"Authorization": "Bearer sim_dev_key"})
    assert response.status_code == 401
