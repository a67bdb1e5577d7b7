"""Scenarios are re-activated by name: the served file's, and every upload's, in its session."""

from __future__ import annotations

import hashlib
from dataclasses import replace
from pathlib import Path
from typing import Any

import httpx

from tests.unit.scenario.runtime import CONTROL_SETTINGS, control, make_sim, rules_yaml
from tests.unit.simulator.support import run

OUTAGE = rules_yaml("- fault: {kind: http_error, status: 503}", description="my outage")


async def put(admin: httpx.AsyncClient, body: dict[str, Any]) -> httpx.Response:
    return await admin.put("/_sim/scenario", json=body)


def test_the_served_file_is_reactivated_by_its_name(tmp_path: Path) -> None:
    """serve --scenario ./my-outage.yaml: after switching away, {"name": "my-outage"} is back."""
    path = tmp_path / "my-outage.yaml"
    path.write_text(OUTAGE)
    sim = make_sim(replace(CONTROL_SETTINGS, scenario=str(path)))

    async def scenario() -> tuple[httpx.Response, dict[str, Any]]:
        async with control(sim.app, "qa") as admin:
            await put(admin, {"name": "healthy"})
            again = await put(admin, {"name": "my-outage"})
            listing: dict[str, Any] = (await admin.get("/_sim/scenarios")).json()
            return again, listing

    again, listing = run(scenario())
    assert again.status_code == 200, again.text
    assert (again.json()["scenario"], again.json()["summary"]) == ("my-outage", "my outage")
    assert {"name": "my-outage", "summary": "my outage", "source": "served"} in listing["scenarios"]


def test_an_upload_without_a_name_is_named_by_its_content_hash() -> None:
    """uploaded-<12 hex of sha256>: the same text gets the same name, and activates by it."""
    sim = make_sim()
    expected = "uploaded-" + hashlib.sha256(OUTAGE.encode()).hexdigest()[:12]

    async def scenario() -> tuple[str, str, int, int]:
        async with control(sim.app, "qa") as admin:
            first = (await put(admin, {"yaml": OUTAGE})).json()
            again = (await put(admin, {"yaml": OUTAGE})).json()
            await put(admin, {"name": "healthy"})
            by_name = await put(admin, {"name": expected})
            return (
                first["scenario"],
                again["scenario"],
                by_name.status_code,
                by_name.json()["activation"] - first["activation"],
            )

    first, again, status, later = run(scenario())
    assert first == again == expected
    assert status == 200
    assert later > 0


def test_a_named_upload_is_reactivated_in_its_session_only() -> None:
    """{"yaml", "name": "mine"} then {"name": "mine"} restarts it; another session cannot."""
    sim = make_sim()

    async def scenario() -> tuple[httpx.Response, httpx.Response, dict[str, Any]]:
        async with control(sim.app, "qa") as admin, control(sim.app, "other") as other:
            await put(admin, {"yaml": OUTAGE, "name": "mine"})
            mine = await put(admin, {"name": "mine"})
            theirs = await put(other, {"name": "mine"})
            listing: dict[str, Any] = (await admin.get("/_sim/scenarios")).json()
            return mine, theirs, listing

    mine, theirs, listing = run(scenario())
    assert (mine.status_code, mine.json()["scenario"]) == (200, "mine")
    assert theirs.status_code == 422
    assert "unknown scenario 'mine'" in theirs.json()["errors"][0]["detail"]
    assert listing["scenarios"][0] == {"name": "mine", "summary": "my outage", "source": "uploaded"}
    assert listing["active"] == "mine"
