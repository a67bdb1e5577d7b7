"""``billing-sim verify`` against real servers on 127.0.0.1: the simulator keeps every promise,
the broken implementation is named defect by defect by promise id, and a run that cannot start
says why.

A full run takes about 10 s on the 2-core machine (``--max-examples 5``); the per-defect runs
are the workflow alone (about 2 s each).
"""

from __future__ import annotations

import socket
import uuid
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest

from billing_sim.toolkit.cli import main
from billing_sim.toolkit.drift import serve_in_thread
from billing_sim.toolkit.verify.catalogue import catalogue
from billing_sim.toolkit.verify.checks import check_step, outcome_records
from billing_sim.toolkit.verify.run import (
    VerifyOptions,
    authorized_send,
    judged_walk,
    prepare_schema,
)
from billing_sim.toolkit.verify.stateful import WORKFLOW_PROMISES
from billing_sim.toolkit.workflow import Target
from tests.integration.toolkit import servers
from tests.support.broken_billing import FAULTS, create_broken_app

pytestmark = pytest.mark.integration

BROKEN_BY: dict[str, set[str]] = {
    "drops_field": {"schema.every-property-present"},
    "ignores_auth": {"auth.bearer-required"},
    "loses_payments": {
        "payments.readable",
        "payments.listed",
        "payments.location",
        "payments.applied",
        "links.targets-exist",
        "idempotency.never-twice",
        "idempotency.in-flight",
    },
    "undeclared_status": {"status.declared", "lookup.unknown-is-empty"},
    "money_as_floats": {"money.integer-minor-units"},
    "display_ungrouped": {"money.display"},
    "subtotal_without_fees": {"invoice.total-from-totals"},
    "reasons_drop_late_fee": {"bill.reasons-add-up"},
    "cursor_skips": {"pagination.walk"},
    "ignores_idempotency": {
        "idempotency.replay",
        "idempotency.replay-header",
        "idempotency.key-reused",
        "idempotency.never-twice",
        "idempotency.in-flight",
    },
    "lines_not_found": {"links.targets-exist", "invoice.lines-embedded"},
    "content_language_fixed": {"negotiation.content-language"},
    "accepts_unknown_members": {"strictness.unknown-members"},
}
"""The promises each planted defect breaks, by their ids: the workflow names exactly these."""
NOT_EXERCISED_ON_THE_TEST_CUSTOMER = {
    "bill.first-bill",
    "headers.retry-after",
    "payments.dollar-rate",
}
"""What the contract's example customer, on a healthy simulator, gives no chance to check:
it has an earlier bill, no request is rate limited, and it pays in bolívares."""


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


def junit(report: Path) -> dict[str, str]:
    """Promise id -> ``failed``, ``skipped`` or ``passed``, from junit.xml."""
    suite = ElementTree.parse(report / "junit.xml").getroot()
    verdicts = {}
    for case in suite.iter("testcase"):
        if case.find("failure") is not None:
            verdicts[case.get("name", "")] = "failed"
        elif case.find("skipped") is not None:
            verdicts[case.get("name", "")] = "skipped"
        else:
            verdicts[case.get("name", "")] = "passed"
    return verdicts


def broken_promises(url: str) -> set[str]:
    """The promises the workflow (with verify's own checks, without schemathesis) finds broken."""
    run_id = uuid.uuid4().hex
    schema = prepare_schema(VerifyOptions(Target(url), seed=1, max_examples=1, run_id=run_id))
    trace, outcomes = judged_walk(
        schema, authorized_send, url=url, account_number="1000000016", run_id=run_id
    )
    runs = [run for step in trace.steps for run in check_step(step)]
    runs += outcome_records(outcomes)[0]
    return {promise for run in runs if run.failed for promise in run.promises}


def test_the_simulator_keeps_every_promise(
    simulator_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Exit 0; every promise passed, or not checkable, or (a few) not exercised with a reason."""
    assert verify(simulator_url, tmp_path, "--seed", "11") == 0
    verdicts = junit(tmp_path)
    assert set(verdicts) == {promise.id for promise in catalogue()}
    assert "failed" not in verdicts.values()
    skipped = {name for name, verdict in verdicts.items() if verdict == "skipped"}
    unchecked = {promise.id for promise in catalogue() if promise.check == "none"}
    assert skipped - unchecked <= NOT_EXERCISED_ON_THE_TEST_CUSTOMER
    assert "PASSED" in (tmp_path / "report.md").read_text(encoding="utf-8")
    out = capsys.readouterr().out
    assert "Phases: workflow passed · examples passed · coverage passed" in out


def test_every_workflow_promise_is_exercised_on_the_simulator(simulator_url: str) -> None:
    """The sequences reach everything they check from the test customer, and all hold."""
    run_id = uuid.uuid4().hex
    schema = prepare_schema(
        VerifyOptions(Target(simulator_url), seed=1, max_examples=1, run_id=run_id)
    )
    _, outcomes = judged_walk(
        schema,
        authorized_send,
        url=simulator_url,
        account_number="1000000016",
        run_id=run_id,
    )
    judged = {outcome.promise for outcome in outcomes if outcome.holds is not None}
    assert judged >= WORKFLOW_PROMISES
    assert [o for o in outcomes if o.holds is False] == []


@pytest.mark.parametrize("fault", sorted(BROKEN_BY))
def test_each_planted_defect_is_named_by_exactly_its_promises(fault: str) -> None:
    """One defect, one family: verify names its promises and no other."""
    app = create_broken_app(servers.DEFAULTS, [fault], data=servers.dataset())
    with serve_in_thread(app) as url:
        assert broken_promises(url) == BROKEN_BY[fault]


def test_the_broken_implementation_fails_naming_every_defect_by_promise_id(
    broken_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """All thirteen defects at once, through the command: each promise fails in junit.xml and
    is named in the output, with the operation and a curl line."""
    assert verify(broken_url, tmp_path, "--seed", "5") == 1
    expected = set().union(*BROKEN_BY.values())
    failed = {name for name, verdict in junit(tmp_path).items() if verdict == "failed"}
    assert failed == expected
    out = capsys.readouterr().out
    for promise in expected:
        assert f"{promise} · " in out
    assert "pagination.walk · listInvoices" in out
    assert "$ curl -X GET -H 'X-Request-Id: bsim-" in out


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


def test_bad_usage_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A budget below one example is refused before anything is sent."""
    assert main(["verify", "--base-url", "http://127.0.0.1:1", "--max-examples", "0"]) == 2
    assert "--max-examples must be at least 1" in capsys.readouterr().err


def test_faults_of_the_broken_implementation_are_all_planted() -> None:
    """Every fault has its expected promises here (a new one cannot be left untested)."""
    assert set(BROKEN_BY) == set(FAULTS)
