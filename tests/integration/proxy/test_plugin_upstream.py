"""The pytest plugin pointed at a real implementation: a bot developer's tests, unchanged.

The inner session runs the same kind of tests the plugin's own suite runs against the
simulator (a marker scenario, the journal, a loopback reset), with ``--billing-sim-upstream``
naming the simulator served in another process: every ``/v1`` request goes there.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator

import httpx
import pytest

from tests.support.served import ServedProcess, serve_process
from tests.unit.simulator.test_pytest_plugin import plugin_args

pytestmark = pytest.mark.integration
pytest_plugins = ["pytester"]
TOKEN = "plugin-upstream-admin-token"

TESTS = """
import httpx
import pytest

CUSTOMER = "cus_7k2m9q4x1z"
RESET = "description: r\\nseed: 1\\nrules:\\n  - fault: {kind: reset}\\n"

@pytest.mark.billing_scenario("total-outage")
def test_outage_plays_on_the_upstream_s_traffic(billing_sim):
    with billing_sim.client() as http:
        assert http.get(f"/v1/customers/{CUSTOMER}/balance").status_code == 503
    [entry] = billing_sim.journal()
    assert entry.fault == "http_error"

def test_a_healthy_session_gets_the_upstream_s_answer(billing_sim):
    with billing_sim.client() as http:
        answer = http.get(f"/v1/customers/{CUSTOMER}")
    assert answer.status_code == 200
    assert answer.json()["id"] == CUSTOMER

def test_a_reset_over_tcp(billing_sim_live):
    billing_sim_live.activate(yaml=RESET)
    with billing_sim_live.client() as http, pytest.raises(httpx.ReadError):
        http.get("/v1/plans")
"""


@pytest.fixture(scope="module")
def upstream() -> Iterator[ServedProcess]:
    with serve_process("--customers", "50", env={"BILLING_SIM_ADMIN_TOKEN": TOKEN}) as process:
        yield process


def test_plugin_tests_run_unchanged_in_front_of_an_upstream(
    pytester: pytest.Pytester, upstream: ServedProcess
) -> None:
    """--billing-sim-upstream URL: the fixtures proxy there; scenarios, journal, resets work."""
    pytester.makepyfile(test_inner=textwrap.dedent(TESTS))
    result = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        *plugin_args(),
        f"--billing-sim-upstream={upstream.base_url}",
        timeout=120,
    )
    result.assert_outcomes(passed=3)
    journal = httpx.get(
        f"{upstream.base_url}/_sim/journal", headers={"Authorization": f"Bearer {TOKEN}"}
    ).json()["entries"]
    reached = [entry["operation_id"] for entry in journal]
    assert "getCustomer" in reached  # the healthy session's request went upstream
    assert "getCustomerBalance" not in reached  # the outage's 503 was the proxy's own
