"""``GET /_sim/journal?after=``: sequence numbers, the cursor, and what a page polling it missed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from billing_sim.openapi.models import Problem
from billing_sim.simulator.control import control_document
from tests.unit.scenario.runtime import (
    ADMIN,
    CONTROL_SETTINGS,
    activate,
    api,
    control,
    make_sim,
    rules_yaml,
)
from tests.unit.simulator.control.test_control import call, conforms
from tests.unit.simulator.support import WORKED_EXAMPLE, run

CUSTOMER = f"/v1/customers/{WORKED_EXAMPLE}"


async def requests(app: Any, session: str, count: int, path: str = CUSTOMER) -> None:
    async with api(app, session) as http:
        for _ in range(count):
            await http.get(path)


async def read(app: Any, session: str, **params: Any) -> dict[str, Any]:
    async with control(app, session) as admin:
        response = await admin.get("/_sim/journal", params=params)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        conforms("Journal", body)
        return body


def test_entries_are_numbered_and_after_returns_only_the_newer_ones() -> None:
    """seq runs 1..5; after=3 gives 4 and 5; the cursor is the newest number either way."""
    sim = make_sim()

    async def scenario() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        await requests(sim.app, "qa", 5)
        return (
            await read(sim.app, "qa"),
            await read(sim.app, "qa", after=3),
            await read(sim.app, "qa", after=5),
        )

    every, newer, none = run(scenario())
    assert [e["seq"] for e in every["entries"]] == [1, 2, 3, 4, 5]
    assert [e["seq"] for e in newer["entries"]] == [4, 5]
    assert none["entries"] == []
    assert every["cursor"] == newer["cursor"] == none["cursor"] == 5
    assert (newer["omitted"], newer["dropped"]) == (0, 0)


def test_the_cursor_ignores_filters_and_omitted_counts_what_limit_left_out() -> None:
    """A filtered read still returns the newest number; limit keeps the newest matching and
    says how many older matching ones it left out."""
    sim = make_sim()

    async def scenario() -> dict[str, Any]:
        await requests(sim.app, "qa", 4)
        await requests(sim.app, "qa", 1, "/v1/plans")
        return await read(sim.app, "qa", operation="getCustomer", limit=3)

    body = run(scenario())
    assert [e["seq"] for e in body["entries"]] == [2, 3, 4]
    assert (body["cursor"], body["omitted"], body["dropped"]) == (5, 1, 0)


def test_dropped_counts_what_the_ring_evicted_before_the_page_read_it() -> None:
    """A journal of 3 after 8 requests: a page at cursor 2 missed numbers 3 to 5."""
    sim = make_sim(replace(CONTROL_SETTINGS, journal_max_entries=3))

    async def scenario() -> dict[str, Any]:
        await requests(sim.app, "qa", 8)
        return await read(sim.app, "qa", after=2)

    body = run(scenario())
    assert [e["seq"] for e in body["entries"]] == [6, 7, 8]
    assert (body["cursor"], body["dropped"]) == (8, 3)


def test_numbers_are_never_reused_after_the_journal_is_cleared() -> None:
    """DELETE /_sim/journal, then one request: it is number 3, so a cursor at 2 sees it."""
    sim = make_sim()

    async def scenario() -> dict[str, Any]:
        await requests(sim.app, "qa", 2)
        async with control(sim.app, "qa") as admin:
            assert (await admin.delete("/_sim/journal")).status_code == 204
        await requests(sim.app, "qa", 1)
        return await read(sim.app, "qa", after=2)

    body = run(scenario())
    assert [e["seq"] for e in body["entries"]] == [3]
    assert body["dropped"] == 0


def test_each_entry_says_its_category() -> None:
    """ok, business 4xx and an injected fault, as the console colours them."""
    sim = make_sim()
    yaml = rules_yaml("- {match: {operation: listPlans}, fault: {kind: http_error, status: 503}}")

    async def scenario() -> list[str]:
        await activate(sim.app, yaml, "qa")
        await requests(sim.app, "qa", 1)
        await requests(sim.app, "qa", 1, "/v1/customers/cus_0000000000")
        await requests(sim.app, "qa", 1, "/v1/plans")
        return [entry["category"] for entry in (await read(sim.app, "qa"))["entries"]]

    assert run(scenario()) == ["ok", "business", "fault"]


def test_a_rule_filter_may_name_a_rule_older_than_the_cursor() -> None:
    """rule= names a rule the journal recorded before `after`: the filter is valid (200, no
    new entries), not a 422 because the new part of the journal lacks it."""
    sim = make_sim()
    old = rules_yaml("- {name: old rule, fault: {kind: http_error, status: 503}}")

    async def scenario() -> dict[str, Any]:
        await activate(sim.app, old, "qa")
        await requests(sim.app, "qa", 2)
        async with control(sim.app, "qa") as admin:
            await admin.delete("/_sim/scenario")
        await requests(sim.app, "qa", 1)
        return await read(sim.app, "qa", rule="old rule", after=2)

    body = run(scenario())
    assert (body["entries"], body["cursor"]) == ([], 3)


@pytest.mark.parametrize("after", ["-1", "x", "9223372036854775808", "1" * 5000])
def test_a_bad_after_is_422(after: str) -> None:
    """after is a whole number from 0 to 2**63-1 (a huge one is refused, not a 500)."""
    response = call(make_sim().app, "GET", f"/_sim/journal?after={after}", headers=ADMIN)
    assert response.status_code == 422
    problem = Problem.model_validate_json(response.content)
    assert problem.param == "after"


def test_the_documented_operation_filter_values_are_the_contracts_operations() -> None:
    """control.yaml's enum for operation= is every operationId, filled in when served."""
    from billing_sim.openapi.operations import OPERATIONS

    [operation] = [
        p
        for p in control_document()["paths"]["/_sim/journal"]["get"]["parameters"]
        if p.get("name") == "operation"
    ]
    assert operation["schema"]["enum"] == list(OPERATIONS)
