"""``--record``: HAR 1.2 of the upstream exchanges, with nothing personal or secret kept."""

from __future__ import annotations

import json
from pathlib import Path

from billing_sim.simulator.upstream import HarRecorder, LiveExchange
from billing_sim.simulator.upstream.har import redact_text

BODY = (
    b'{"id":"cus_7k2m9q4x1z","tax_id":{"kind":"V","value":"V-12345678-1"},'
    b'"phones":["+584141234567"],"name":"Mar\xc3\xada"}'
)


def exchange(**changes: object) -> LiveExchange:
    fields: dict[str, object] = {
        "operation_id": "searchCustomers",
        "method": "GET",
        "target": "/v1/customers?phone=%2B584141234567",
        "request_headers": [
            (b"authorization", b"Bearer sk_live_secret"),
            (b"cookie", b"session=abc"),
            (b"accept-language", b"es-VE"),
        ],
        "request_body": b"",
        "status": 200,
        "headers": [(b"content-type", b"application/json"), (b"set-cookie", b"s=1")],
        "body": BODY,
        "started": 1_800_000_000.25,
        "duration_s": 0.0123,
    }
    fields.update(changes)
    return LiveExchange(**fields)  # type: ignore[arg-type]


def recorded(tmp_path: Path, *exchanges: LiveExchange, limit: int = 10) -> dict[str, object]:
    recorder = HarRecorder(tmp_path / "s.har", creator=("billing-sim", "1.0"), max_entries=limit)
    for each in exchanges:
        recorder.add(each, base_url="https://billing.staging.example")
    recorder.write()
    document: dict[str, object] = json.loads((tmp_path / "s.har").read_text(encoding="utf-8"))
    return document


def test_phone_numbers_and_tax_ids_keep_only_their_last_two_characters() -> None:
    """Anywhere in a text: E.164 numbers (also percent-encoded) and RIF/cédula numbers."""
    text = "phone=%2B584141234567 +584141234567 V-12345678-1 J123456789 cus_7k2m9q4x1z 3376"
    assert redact_text(text) == (
        "phone=*************67 ***********67 **********-1 ********89 cus_7k2m9q4x1z 3376"
    )


def test_a_recording_is_har_1_2_with_credentials_and_personal_data_redacted(
    tmp_path: Path,
) -> None:
    """Tokens and cookies become [redacted]; the body and URL keep no phone or tax id."""
    document = recorded(tmp_path, exchange())
    log = document["log"]
    assert isinstance(log, dict)
    assert log["version"] == "1.2"
    assert log["creator"] == {"name": "billing-sim", "version": "1.0"}
    (entry,) = log["entries"]
    text = json.dumps(entry, ensure_ascii=False)
    for secret in ("sk_live_secret", "session=abc", "s=1", "584141234567", "12345678"):
        assert secret not in text
    request, response = entry["request"], entry["response"]
    assert request["url"] == "https://billing.staging.example/v1/customers?phone=*************67"
    assert {"name": "authorization", "value": "[redacted]"} in request["headers"]
    assert {"name": "accept-language", "value": "es-VE"} in request["headers"]
    assert response["status"] == 200
    assert response["content"]["mimeType"] == "application/json"
    assert "María" in response["content"]["text"]
    assert entry["startedDateTime"] == "2027-01-15T08:00:00.250Z"
    assert entry["time"] == 12.3


def test_a_compressed_body_is_not_kept_since_it_cannot_be_redacted(tmp_path: Path) -> None:
    """Content-Encoding other than identity: the body is replaced by a note."""
    gzip = exchange(headers=[(b"content-encoding", b"gzip")], body=b"\x1f\x8b+584141234567")
    (entry,) = recorded(tmp_path, gzip)["log"]["entries"]  # type: ignore[index]
    assert "584141234567" not in entry["response"]["content"]["text"]
    assert "not kept" in entry["response"]["content"]["text"]


def test_past_the_entry_limit_exchanges_are_counted_not_kept(tmp_path: Path) -> None:
    """A bounded recording says how many exchanges it left out."""
    log = recorded(tmp_path, exchange(), exchange(), exchange(), limit=2)["log"]
    assert len(log["entries"]) == 2  # type: ignore[index]
    assert log["comment"] == "1 later exchanges were not kept (limit reached)"  # type: ignore[index]
