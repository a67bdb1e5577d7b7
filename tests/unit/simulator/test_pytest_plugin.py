"""The billing_sim pytest plugin, run inside throwaway pytest sessions (pytester, ~2 s each)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from importlib.metadata import entry_points

import pytest

pytest_plugins = ["pytester"]


def plugin_args() -> list[str]:
    """Load the plugin explicitly when the installed package predates its entry point."""
    installed = any(e.name == "billing_sim" for e in entry_points(group="pytest11"))
    return [] if installed else ["-p", "simulator.pytest_plugin"]


def run_inner(pytester: pytest.Pytester, source: str, *args: str) -> pytest.RunResult:
    """Run ``source`` as a test file in a child pytest process.

    A child process, not ``runpytest_inprocess``: the in-process runner drops the modules the
    inner run imported (httpx imports httpcore lazily), which would leave this worker's httpx
    unable to recognise httpcore's exceptions afterwards.
    """
    pytester.makepyfile(test_inner=textwrap.dedent(source))
    return pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-W", "error", *plugin_args(), *args, timeout=120
    )


def test_plugin_module_imports_nothing_heavy() -> None:
    """Loading the plugin (every pytest run with the package installed) imports no framework."""
    probe = (
        "import sys, simulator.pytest_plugin; "
        "print(sorted(m for m in ('fastapi', 'httpx', 'starlette', 'uvicorn', 'yaml', "
        "'simulator.app') if m in sys.modules))"
    )
    output = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert output.strip() == "[]"


def test_unused_plugin_leaves_other_tests_alone(pytester: pytest.Pytester) -> None:
    """A suite that never asks for billing_sim runs as if the plugin were not there."""
    result = run_inner(pytester, "def test_plain():\n    assert 1 + 1 == 2\n")
    result.assert_outcomes(passed=1)


def test_in_process_fixture_activates_scenarios_and_reads_the_journal(
    pytester: pytest.Pytester,
) -> None:
    """billing_sim: a scenario per test, an httpx client, journal assertions, fresh sessions."""
    result = run_inner(
        pytester,
        """
        import httpx
        import pytest

        CUSTOMER = "/v1/customers/cus_7k2m9q4x1z"

        def call_with_retries(http, attempts=3):
            for _ in range(attempts):
                response = http.get(CUSTOMER)
                if response.status_code < 500:
                    return response
            return response

        def test_outage_reaches_the_api_at_most_three_times(billing_sim):
            billing_sim.activate("total-outage")
            with billing_sim.client() as http:
                assert call_with_retries(http).status_code == 503
            down = billing_sim.journal(operation="getCustomer", status=503)
            assert len(down) <= 3
            assert down[0].rule == "rules[0]" and down[0].fault == "http_error"

        @pytest.mark.billing_scenario("connection-resets")
        def test_marker_activates_a_scenario_before_the_test(billing_sim):
            assert billing_sim.scenario()["scenario"] == "connection-resets"

        def test_each_test_starts_healthy_in_its_own_session(billing_sim):
            with billing_sim.client() as http:
                assert http.get(CUSTOMER).status_code == 200
            [entry] = billing_sim.journal()
            assert entry.session == billing_sim.session

        RESET = "description: r\\nseed: 1\\nrules:\\n  - fault: {kind: reset}\\n"

        def test_in_process_resets_raise_the_network_error(billing_sim):
            billing_sim.activate(yaml=RESET)
            with billing_sim.client() as http, pytest.raises(httpx.ReadError):
                http.get(CUSTOMER)

        def test_bad_yaml_names_line_and_field(billing_sim):
            from simulator.harness import SimulatorControlError
            with pytest.raises(SimulatorControlError, match=r"<yaml>:2: seed"):
                billing_sim.activate(yaml="description: x\\nseed: '7'\\nrules: []\\n")
        """,
    )
    result.assert_outcomes(passed=5)


def test_loopback_fixture_applies_faults_on_the_wire(pytester: pytest.Pytester) -> None:
    """billing_sim_live: a real server on 127.0.0.1; a reset is a real TCP reset."""
    result = run_inner(
        pytester,
        """
        import httpx
        import pytest

        RESET = "description: r\\nseed: 1\\nrules:\\n  - fault: {kind: reset}\\n"

        def test_reset_over_tcp(billing_sim_live, billing_sim_server):
            assert billing_sim_server.base_url.startswith("http://127.0.0.1:")
            billing_sim_live.activate(yaml=RESET)
            with billing_sim_live.client() as http, pytest.raises(httpx.ReadError):
                http.get("/v1/plans")
            [entry] = billing_sim_live.journal()
            assert (entry.status, entry.fault) == (0, "reset")
        """,
    )
    result.assert_outcomes(passed=1)


def test_marker_seed_gives_the_activation_its_own_draw(pytester: pytest.Pytester) -> None:
    """billing_scenario(name, seed=N) activates the scenario with that seed for its draws."""
    result = run_inner(
        pytester,
        """
        import pytest

        @pytest.mark.billing_scenario("flapping-5xx", seed=3)
        def test_seeded(billing_sim):
            assert billing_sim.scenario()["seed"] == 3

        @pytest.mark.billing_scenario("flapping-5xx")
        def test_own_seed(billing_sim):
            assert billing_sim.scenario()["seed"] != 3
        """,
    )
    result.assert_outcomes(passed=2)
