"""The HAR side of ``drift --har`` (pure): which requests a recording holds, and how a
recorded answer is set beside the reference's."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

from billing_sim.toolkit.drift.recording import (
    RecordedExchange,
    _learn_payment,
    _masked_like,
    _renaming,
    read_recording,
)


def entry(url: str, *, status: int = 200, content: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "request": {"method": "get", "url": url, "headers": [{"name": "Accept", "value": "*/*"}]},
        "response": {"status": status, "headers": [], "content": content or {"text": "{}"}},
    }


def write(tmp_path: Path, entries: list[dict[str, Any]]) -> Path:
    path = tmp_path / "s.har"
    path.write_text(json.dumps({"log": {"version": "1.2", "entries": entries}}), encoding="utf-8")
    return path


def test_requests_are_read_from_v1_on_whatever_the_upstream_base_path_and_others_are_noted(
    tmp_path: Path,
) -> None:
    path = write(
        tmp_path,
        [
            entry("https://staging.example/api/v1/plans?limit=3"),
            entry("https://staging.example/health"),
            entry("http://127.0.0.1:8000/v1/customers/cus_1"),
        ],
    )
    recording = read_recording(path)
    assert [(e.index, e.method, e.target) for e in recording.exchanges] == [
        (0, "GET", "/v1/plans?limit=3"),
        (2, "GET", "/v1/customers/cus_1"),
    ]
    assert recording.notes == ["1 recorded request(s) outside /v1 not replayed"]


def test_a_base64_body_is_decoded_and_a_body_the_recorder_did_not_keep_is_none(
    tmp_path: Path,
) -> None:
    encoded = {"text": base64.b64encode(b'{"a": 1}').decode(), "encoding": "base64"}
    placeholder = {"text": "[a gzip body of 12 bytes, not kept: it cannot be redacted]"}
    path = write(
        tmp_path,
        [entry("http://h/v1/a", content=encoded), entry("http://h/v1/b", content=placeholder)],
    )
    first, second = read_recording(path).exchanges
    assert first.text == '{"a": 1}'
    assert second.text is None


def exchange(target: str, body: bytes | None = None) -> RecordedExchange:
    return RecordedExchange(0, "GET", target, "http://h" + target, (), body, 200, {}, "{}")


def test_a_request_the_recorder_masked_is_known_as_such() -> None:
    assert exchange("/v1/customers?phone=***********67").masked_request
    assert exchange("/v1/payments", b'{"tax_id": "*******89"}').masked_request
    assert not exchange("/v1/customers/cus_1").masked_request


def test_the_reference_s_values_are_masked_where_the_recording_s_are() -> None:
    recorded = {"phone": "***********67", "name": "Ana", "items": [{"tax_id": "*******89"}]}
    reference = {"phone": "+584141234567", "name": "Ana", "items": [{"tax_id": "V-12345689"}]}
    assert _masked_like(recorded, reference) == {
        "phone": "***********67",
        "name": "Ana",
        "items": [{"tax_id": "********89"}],
    }


def test_a_recorded_payment_is_asked_for_by_the_reference_s_id_once_both_recorded_it() -> None:
    renamed: dict[str, str] = {}
    _learn_payment(renamed, {"id": "pay_theirs"}, {"id": "pay_ours"}, 201, 201)
    _learn_payment(renamed, {"id": "pay_other"}, {"id": "pay_x"}, 201, 422)  # not both
    read = _renaming(exchange("/v1/payments/pay_theirs"), renamed)
    assert read.target == "/v1/payments/pay_ours"
    assert renamed == {"pay_theirs": "pay_ours"}
