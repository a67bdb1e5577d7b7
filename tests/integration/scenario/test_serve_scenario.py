"""``billing-sim serve --scenario FILE`` for real: the outage, the control plane, masked logs.

The access log is opt-in (``--access-log``); this server turns it on to check its masking.

One subprocess (about 2 s to start, mostly imports) on 127.0.0.1 and an ephemeral port; the
admin token comes from the environment, as the help recommends.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.support.served import ServedProcess, serve_process

pytestmark = pytest.mark.integration

TOKEN = "serve-test-admin-token-123"
OUTAGE = (
    "description: every balance call fails\nseed: 4\nrules:\n"
    "  - {match: {operation: getCustomerBalance}, fault: {kind: http_error, status: 502}}\n"
)
CUSTOMER = "cus_7k2m9q4x1z"
PHONE = "+584141234567"  # the worked example's phone (a persona, present for every seed)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedProcess]:
    scenario: Path = tmp_path_factory.mktemp("scenarios") / "balance-down.yaml"
    scenario.write_text(OUTAGE)
    args = ("--customers", "50", "--scenario", str(scenario), "--access-log")
    with serve_process(*args, env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as process:
        yield process


def test_banner_names_the_scenario_and_the_control_plane_but_not_the_token(
    served: ServedProcess,
) -> None:
    """The start-up lines say which scenario runs and where the control plane and the QA
    console are."""
    text = served.banner
    assert "Scenario: " in text
    assert "balance-down.yaml" in text
    assert f"Control plane: {served.base_url}/_sim/openapi.json" in text
    assert f"QA console: {served.base_url}/_sim/console (log in with the admin token)" in text
    assert TOKEN not in text


def test_every_session_meets_the_files_outage(served: ServedProcess) -> None:
    """The scenario file's rule answers 502 for balances, in any session; the rest is normal."""
    auth = {"Authorization": "Bearer sim_dev_key"}
    with httpx.Client(base_url=served.base_url, headers=auth) as http:
        for session in ("job-a", "job-b"):
            headers = {"X-Sim-Session": session}
            assert http.get(f"/v1/customers/{CUSTOMER}/balance", headers=headers).status_code == 502
            assert http.get(f"/v1/customers/{CUSTOMER}", headers=headers).status_code == 200


def test_control_plane_switches_one_session_at_runtime(served: ServedProcess) -> None:
    """PUT /_sim/scenario healthy ends the outage for that session only, without a restart."""
    admin = {"Authorization": f"Bearer {TOKEN}", "X-Sim-Session": "job-c"}
    api = {"Authorization": "Bearer sim_dev_key"}
    balance = f"/v1/customers/{CUSTOMER}/balance"
    with httpx.Client(base_url=served.base_url) as http:
        assert (
            http.put("/_sim/scenario", json={"name": "healthy"}, headers=admin).status_code == 200
        )
        assert http.get(balance, headers={**api, "X-Sim-Session": "job-c"}).status_code == 200
        assert http.get(balance, headers={**api, "X-Sim-Session": "job-d"}).status_code == 502
        wrong = {**admin, "Authorization": "Bearer no"}
        assert http.get("/_sim/scenario", headers=wrong).status_code == 401


def test_access_log_masks_phone_numbers(served: ServedProcess) -> None:
    """uvicorn's access log line for a phone search shows only the number's last two digits."""
    auth = {"Authorization": "Bearer sim_dev_key"}
    httpx.get(f"{served.base_url}/v1/customers", params={"phone": PHONE}, headers=auth)
    logged = served.wait_for("/v1/customers?phone=").split(served.banner, 1)[1]
    assert PHONE.replace("+", "%2B") not in logged
    assert TOKEN not in logged
    # (the request's own target, not the whole log: a process id or a client port may hold
    # the same digits)
    targets = [
        line.split("/v1/customers?", 1)[1].split(" HTTP", 1)[0]
        for line in logged.splitlines()
        if "/v1/customers?" in line
    ]
    assert targets
    assert not any("4567" in target for target in targets), targets
