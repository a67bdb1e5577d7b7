"""``billing-sim verify`` against real servers on 127.0.0.1: the simulator passes, the broken
implementation fails naming each broken check, and a run that cannot start says why.

Each full run takes about 10 s on the 2-core machine (``--max-examples 5``).
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tests.integration.toolkit import servers
from toolkit.cli import main
from toolkit.verify import Target
from toolkit.verify.checks import check_trace
from toolkit.verify.run import VerifyOptions, authorized_send, prepare_schema, walk

pytestmark = pytest.mark.integration

BROKEN_CHECKS = {
    ("getCustomer", "response_schema_conformance"),
    ("getCustomerBalance", "ignored_auth"),
    ("createPayment", "ensure_resource_availability"),
    ("searchCustomers", "status_code_conformance"),
    ("getInvoice", "integer_money"),
}


@pytest.fixture(scope="module")
def simulator_url() -> Iterator[str]:
    with servers.simulator() as url:
        yield url


@pytest.fixture(scope="module")
def broken_url() -> Iterator[str]:
    with servers.broken() as url:
        yield url


def verify(url: str, report: Path, *extra: str) -> int:
    return main(
        ["verify", "--base-url", url, "--max-examples", "5", "--report", str(report), *extra]
    )


def failing_checks(report: Path) -> set[tuple[str, str]]:
    suite = ElementTree.parse(report / "junit.xml").getroot()
    return {
        (case.get("classname", ""), case.get("name", ""))
        for case in suite.iter("testcase")
        if case.find("failure") is not None
    }


def test_the_simulator_passes_every_check(
    simulator_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit 0, no failing test case in junit.xml, PASSED in report.md and on the terminal."""
    assert verify(simulator_url, tmp_path, "--seed", "11") == 0
    assert failing_checks(tmp_path) == set()
    assert "PASSED" in (tmp_path / "report.md").read_text(encoding="utf-8")
    out = capsys.readouterr().out
    assert "Phases: workflow passed · examples passed · coverage passed" in out
    assert "createPayment" in out


@pytest.mark.parametrize("seed", [5, 23])
def test_the_broken_implementation_fails_naming_each_broken_check(
    broken_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    """Dropped field, ignored auth, lost payment, undeclared status, float money: all named."""
    assert verify(broken_url, tmp_path, "--seed", str(seed)) == 1
    assert failing_checks(tmp_path) >= BROKEN_CHECKS
    out = capsys.readouterr().out
    for operation, check in BROKEN_CHECKS:
        assert f"{operation} · {check}" in out
    assert "Created payment is not available via GetPayment" in out


@pytest.mark.parametrize("run", range(3))
def test_the_lost_payment_is_named_on_every_walk(broken_url: str, run: int) -> None:
    """The workflow, not luck, finds it: every walk records a payment and reads it back."""
    options = VerifyOptions(Target(broken_url), seed=run, max_examples=1, run_id=f"walk{run}")
    schema = prepare_schema(options)
    trace = walk(
        schema, authorized_send, url=broken_url, account_number="1000000016", run_id=f"walk{run}"
    )
    failed = {(r.operation, r.check) for r in check_trace(trace) if r.failed}
    assert ("createPayment", "ensure_resource_availability") in failed
    assert ("createPayment", "payment_applied_to_balance") in failed


def test_an_unreachable_server_is_exit_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nothing listens on the port: a clear message and no traceback."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    assert verify(f"http://127.0.0.1:{port}", tmp_path) == 2
    err = capsys.readouterr().err
    assert "cannot reach http://127.0.0.1:" in err
    assert "Traceback" not in err


def test_a_rejected_key_is_exit_2_naming_the_option(
    simulator_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--token the server refuses: the run stops before testing anything."""
    assert verify(simulator_url, tmp_path, "--token", "wrong") == 2
    assert (
        "answered 401 to the bearer key: pass a valid one with --token" in capsys.readouterr().err
    )


def test_an_account_number_nobody_has_is_exit_2_naming_the_option(
    simulator_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The workflow needs a real test customer."""
    assert verify(simulator_url, tmp_path, "--account-number", "0000000000") == 2
    assert "--account-number" in capsys.readouterr().err
