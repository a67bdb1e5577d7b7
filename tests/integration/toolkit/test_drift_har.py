"""``drift --har``: a session recorded in front of an implementation (``serve --upstream URL
--record FILE``), replayed on the simulator and compared answer by answer.

The recordings are made for real: a proxy process in front of an implementation served from a
thread, the reads and a payment a bot sends, the HAR written when the proxy stops.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from billing_sim.simulator.settings import DEV_API_KEY
from billing_sim.toolkit.cli import main
from billing_sim.toolkit.drift import serve_in_thread
from tests.integration.toolkit import servers
from tests.support.broken_answers import create_answer_breaking_app
from tests.support.served import serve_process

pytestmark = pytest.mark.integration

AUTH = {"Authorization": f"Bearer {DEV_API_KEY}"}
CUSTOMER = "cus_7k2m9q4x1z"
READS = (
    "/v1/plans?limit=3",
    f"/v1/customers/{CUSTOMER}",
    f"/v1/customers/{CUSTOMER}/balance",
    f"/v1/customers/{CUSTOMER}/bill-summary",
    f"/v1/customers/{CUSTOMER}/invoices?limit=5",
    f"/v1/customers/{CUSTOMER}/invoices?status=paid",
    "/v1/customers?phone=%2B584141234567",
    "/v1/customers/cus_zz99zz99zz",
    "/v1/plans?limit=abc",
)


def record_session(upstream: str, har: Path) -> None:
    """The reads, a payment, a read of it and the reads again, through a recording proxy."""
    body = {
        "customer_id": CUSTOMER,
        "amount": {"amount_minor": 1000, "currency": "VES"},
        "method": "pago_movil",
        "reference": "har-1",
    }
    with (
        serve_process("--upstream", upstream, "--record", str(har)) as proxy,
        httpx.Client(base_url=proxy.base_url, headers=AUTH, timeout=30.0) as http,
    ):
        for path in READS:
            http.get(path)
        paid = http.post("/v1/payments", json=body, headers={"Idempotency-Key": "har-1"})
        assert paid.status_code == 201, paid.text
        http.get(f"/v1/payments/{paid.json()['id']}")
        for path in READS[1:4]:
            http.get(path)


def drift_har(har: Path, report: Path) -> tuple[int, dict[str, Any]]:
    status = main(["drift", "--har", str(har), "--report", str(report)])
    return status, json.loads((report / "drift.json").read_text(encoding="utf-8"))


def test_a_session_recorded_in_front_of_the_simulator_replays_without_a_difference(
    tmp_path: Path,
) -> None:
    """Same data, same behaviour: every recorded answer is the reference's (the phone search,
    masked when recorded, is not replayed, and says so)."""
    har = tmp_path / "session.har"
    with servers.simulator() as upstream:
        record_session(upstream, har)
    status, document = drift_har(har, tmp_path / "report")
    assert document["differences"] == []
    assert status == 0
    assert document["compared"]["recorded requests"] >= len(READS) + 4
    assert any("masked when recorded" in note for note in document["notes"])
    # The read of the payment just made is compared (the reference has that payment too).
    assert not any("business answer" in note for note in document["notes"]), document["notes"]


def test_a_defect_of_the_recorded_implementation_is_named_on_its_operation(
    tmp_path: Path,
) -> None:
    """The implementation ignores the invoices' status filter: the recorded answer to
    ``status=paid`` lists invoices the simulator's does not, a value row on listInvoices."""
    har = tmp_path / "broken.har"
    app = create_answer_breaking_app(
        servers.DEFAULTS, "status_filter_ignored", data=servers.dataset()
    )
    with serve_in_thread(app) as upstream:
        record_session(upstream, har)
    status, document = drift_har(har, tmp_path / "report")
    assert status == 1
    rows = {(row["kind"], row["operation"]) for row in document["differences"]}
    assert ("value", "listInvoices") in rows
    assert {operation for _, operation in rows} == {"listInvoices"}
    assert all(row["request"].startswith("curl -X GET") for row in document["differences"])


def har(entries: Any) -> str:
    return json.dumps({"log": {"version": "1.2", "entries": entries}})


GOOD_REQUEST = {"method": "GET", "url": "http://api/v1/plans", "headers": []}
GOOD_RESPONSE = {"status": 200, "headers": [], "content": {"text": "{}"}}


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{not json", "not JSON (line 1, column 2"),
        (json.dumps({"entries": []}), "no `log` object"),
        (json.dumps({"log": {"version": "1.2"}}), "`log.entries` is missing"),
        (
            har([{"request": {"method": "GET"}, "response": GOOD_RESPONSE}]),
            "log.entries[0].request.url",
        ),
        (
            har([{"request": GOOD_REQUEST, "response": {"status": "200"}}]),
            "log.entries[0].response.status",
        ),
        (
            har(
                [
                    {"request": GOOD_REQUEST, "response": GOOD_RESPONSE},
                    {
                        "request": {**GOOD_REQUEST, "headers": [{"name": 1}]},
                        "response": GOOD_RESPONSE,
                    },
                ]
            ),
            "log.entries[1].request.headers[0]",
        ),
    ],
)
def test_a_file_that_is_not_a_usable_har_is_refused_with_where_and_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    """Exit 2, one line naming the file, the entry and the field; no traceback, no report."""
    path = tmp_path / "bad.har"
    path.write_text(text, encoding="utf-8")
    assert main(["drift", "--har", str(path), "--report", str(tmp_path / "report")]) == 2
    err = capsys.readouterr().err
    assert str(path) in err
    assert said in err
    assert "Traceback" not in err
    assert not (tmp_path / "report").exists()


def test_har_and_a_live_base_url_are_one_or_the_other(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "empty.har"
    path.write_text(har([]), encoding="utf-8")
    assert main(["drift", "--har", str(path), "--base-url", "http://127.0.0.1:9"]) == 2
    assert "give one of them" in capsys.readouterr().err
    assert main(["drift"]) == 2
    assert "--base-url URL is needed" in capsys.readouterr().err
