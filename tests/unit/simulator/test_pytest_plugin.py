"""The billing_sim pytest plugin, run inside throwaway pytest sessions (pytester, ~2 s each)."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from importlib.metadata import entry_points
from pathlib import Path
from xml.etree import ElementTree

import pytest

pytest_plugins = ["pytester"]

DOC = Path(__file__).resolve().parents[3] / "docs" / "pytest-plugin.md"
RESETS = "description: r\nseed: 1\nrules:\n  - fault: {kind: reset}\n"


def plugin_args() -> list[str]:
    """Load the plugin explicitly when the installed package predates its entry point."""
    installed = any(e.name == "billing_sim" for e in entry_points(group="pytest11"))
    return [] if installed else ["-p", "billing_sim.simulator.pytest_plugin"]


def run_inner(pytester: pytest.Pytester, source: str, *args: str) -> pytest.RunResult:
    """Run ``source`` as a test file in a child pytest process.

    A child process, not ``runpytest_inprocess``: the in-process runner drops the modules the
    inner run imported (httpx imports httpcore lazily), which would leave this worker's httpx
    unable to recognise httpcore's exceptions afterwards.
    """
    pytester.makepyfile(test_inner=textwrap.dedent(source))
    return run_child(pytester, *args)


def run_child(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """Run the files already written under ``pytester.path`` in a child pytest process."""
    return pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-W", "error", *plugin_args(), *args, timeout=120
    )


def doc_snippets() -> list[str]:
    """The Python code blocks of docs/pytest-plugin.md, as written."""
    return re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)


def test_plugin_module_imports_nothing_heavy() -> None:
    """Loading the plugin (every pytest run with the package installed) imports no framework."""
    probe = (
        "import sys, billing_sim.simulator.pytest_plugin; "
        "print(sorted(m for m in ('fastapi', 'httpx', 'starlette', 'uvicorn', 'yaml', "
        "'billing_sim.simulator.app') if m in sys.modules))"
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
            from billing_sim.simulator.harness import SimulatorControlError
            with pytest.raises(SimulatorControlError, match=r"<yaml>:2: seed"):
                billing_sim.activate(yaml="description: x\\nseed: '7'\\nrules: []\\n")
        """,
    )
    result.assert_outcomes(passed=5)


@pytest.mark.integration
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


@dataclass(frozen=True)
class ChildRun:
    """One child pytest session over several test files, and each test's outcome."""

    root: Path
    output: str
    outcomes: dict[str, tuple[str, str]]
    """Test name → (``passed``/``failed``/``error``/``skipped``, the failure message)."""


MARKED_SUITE = {
    "suite/outages/resets.yaml": RESETS,
    "suite/test_marked.py": """
        import pytest

        @pytest.mark.billing_scenario("outages/resets.yaml")
        def test_relative_file(billing_sim):
            assert billing_sim.scenario()["scenario"] == "resets"
        """,
    "broken.yaml": "description: x\nseed: '7'\nrules: []\n",
    "test_broken_marker.py": """
        import pytest

        @pytest.mark.billing_scenario("broken.yaml")
        def test_broken_file(billing_sim):
            raise AssertionError("the marker should have failed the setup")
        """,
    "test_missing_marker.py": """
        import pytest

        @pytest.mark.billing_scenario("outages/nowhere.yaml")
        def test_missing_file(billing_sim):
            pass
        """,
}


@pytest.fixture(scope="module")
def child_run(tmp_path_factory: pytest.TempPathFactory) -> ChildRun:
    """The docs' test snippets and the marker files, in one child pytest run (one startup)."""
    root = tmp_path_factory.mktemp("child")
    (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    files = dict(MARKED_SUITE)
    for index, snippet in enumerate(s for s in doc_snippets() if "def test_" in s):
        files[f"test_doc_{index}.py"] = snippet
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    report = root / "report.xml"
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-W", "error"]
    command += [*plugin_args(), f"--junitxml={report}", "-q"]
    done = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=180)
    outcomes: dict[str, tuple[str, str]] = {}
    for case in ElementTree.parse(report).getroot().iter("testcase"):
        verdict = next(iter(case), None)
        kind = "passed" if verdict is None or verdict.tag == "system-out" else verdict.tag
        message = "" if verdict is None else verdict.get("message", "") + (verdict.text or "")
        outcomes[case.get("name", "")] = (kind, message)
    return ChildRun(root, done.stdout + done.stderr, outcomes)


def test_the_docs_wiring_snippets_run_as_written(child_run: ChildRun) -> None:
    """docs/pytest-plugin.md: every test it shows (BillingTools on the fixture) passes."""
    snippets = [snippet for snippet in doc_snippets() if "def test_" in snippet]
    assert any("http_client=billing_sim.client()" in snippet for snippet in snippets)
    shown = {name for snippet in snippets for name in re.findall(r"def (test_\w+)", snippet)}
    assert shown
    outcomes = {name: child_run.outcomes.get(name, ("missing", ""))[0] for name in shown}
    assert outcomes == dict.fromkeys(shown, "passed"), child_run.output


def test_marker_files_resolve_relative_to_the_test_file(child_run: ChildRun) -> None:
    """A marker's relative path is read next to the test file, wherever pytest runs from."""
    assert child_run.outcomes["test_relative_file"][0] == "passed", child_run.output


def test_a_broken_marker_file_fails_setup_naming_the_file(child_run: ChildRun) -> None:
    """An invalid file: the setup error says file:line: field, not <yaml>, and no traceback."""
    kind, message = child_run.outcomes["test_broken_file"]
    assert kind == "error"
    assert f"{child_run.root / 'broken.yaml'}:2: seed:" in message
    assert "<yaml>" not in message
    assert "Traceback" not in message
    assert "During handling" not in message
    assert "harness.py" not in message


def test_a_missing_marker_file_names_where_it_was_looked_for(child_run: ChildRun) -> None:
    """No such file next to the test nor under the rootdir: one line naming both."""
    kind, message = child_run.outcomes["test_missing_file"]
    assert kind == "error"
    assert "no such file" in message
    assert str(child_run.root / "outages" / "nowhere.yaml") in message
    assert "Traceback" not in message


def test_the_docs_configuration_snippet_configures_every_test(pytester: pytest.Pytester) -> None:
    """The conftest.py the docs show: its scenario is active in every test."""
    [conftest] = [snippet for snippet in doc_snippets() if "def billing_sim_settings" in snippet]
    pytester.makeconftest(conftest)
    result = run_inner(
        pytester,
        """
        def test_the_default_scenario_is_active(billing_sim):
            assert billing_sim.scenario()["scenario"] == "flapping-5xx"
        """,
    )
    result.assert_outcomes(passed=1)
