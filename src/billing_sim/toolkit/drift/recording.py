"""``drift --har FILE``: what a recorded session of live traffic got, against the simulator.

``billing-sim serve --upstream URL --record FILE`` keeps the proxy's exchanges with the real
API as HAR 1.2 (credentials redacted, phone numbers and tax ids masked but their last two
characters). This module reads such a file (any HAR 1.2 with ``/v1`` requests will do), sends
each recorded request, in the recorded order, to the reference (a simulator in process, with
its own key), and compares each recorded answer with the reference's as drift compares live
ones: status, problem code, the headers the contract and the bot rely on, the shape, and, when
the recording was made on the simulator's data, the values.

What cannot be compared is said, never guessed: a request whose query or body was masked when
it was recorded is not replayed (the masked value would be asked for); an answer kept without
its body (a content coding the recorder could not redact) is compared by status and headers
only; masked values in a recorded answer are compared by what was kept of them.
"""

from __future__ import annotations

import base64
import json
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import requests

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.toolkit.drift.differences import DriftResult, group_findings
from billing_sim.toolkit.drift.observation import (
    Finding,
    Observation,
    compare_observations,
    is_data_gap,
    observation_of,
)
from billing_sim.toolkit.drift.values import SideValues, value_changes
from billing_sim.toolkit.workflow.project import Target
from billing_sim.toolkit.workflow.trace import Trace

API_PREFIX = "/v1"
MASKED = re.compile(r"\*{2,}[^*]{0,2}")
"""A value the recorder masked: stars, then at most the last two characters."""
NOT_REPLAYED_HEADERS = frozenset(
    {
        "authorization",
        "proxy-authorization",
        "cookie",
        "x-api-key",
        "host",
        "content-length",
        "transfer-encoding",
        "connection",
        "keep-alive",
        "accept-encoding",
        "x-request-id",
    }
)
"""Headers of a recorded request the replay does not send: credentials (redacted anyway; the
reference gets its own key), hop-by-hop ones, and those the client library sets itself."""


class RecordingError(ValueError):
    """A file that is not a usable HAR: the message names the file, the entry and the field."""


@dataclass(frozen=True, slots=True)
class RecordedExchange:
    """One request of the recording and the answer it got.

    Attributes:
        index: Its position among the file's entries (0-based, as ``log.entries[i]``).
        method: HTTP method.
        target: Path from ``/v1`` on, and the query.
        url: The URL as recorded (the implementation's).
        headers: The request's headers, as recorded.
        body: The request's body, if any.
        status: The recorded answer's status.
        response_headers: Its headers, names lower-cased (the last value of a repeated one).
        text: Its body, or ``None`` when the recorder did not keep it.
    """

    index: int
    method: str
    target: str
    url: str
    headers: tuple[tuple[str, str], ...]
    body: bytes | None
    status: int
    response_headers: Mapping[str, str]
    text: str | None

    @property
    def masked_request(self) -> bool:
        """Whether the recorder masked something the request asked for (query or body)."""
        query = self.target.partition("?")[2]
        body = (self.body or b"").decode("utf-8", errors="replace")
        return bool(MASKED.search(query) or MASKED.search(body))


@dataclass(slots=True)
class Recording:
    """A HAR file's ``/v1`` exchanges, in order, and what was left out."""

    path: Path
    exchanges: list[RecordedExchange] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def read_recording(path: Path) -> Recording:
    """The ``/v1`` exchanges of the HAR file at ``path``, in order.

    Raises:
        RecordingError: for a file that cannot be read, is not JSON, or is not HAR (naming
            the entry and the field).
    """
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise RecordingError(f"{path}: cannot read it ({error.strerror or error})") from None
    except UnicodeDecodeError:
        raise RecordingError(f"{path}: not UTF-8 text, so not a HAR file") from None
    except json.JSONDecodeError as error:
        raise RecordingError(
            f"{path}: not JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    log = document.get("log") if isinstance(document, dict) else None
    if not isinstance(log, dict):
        raise RecordingError(f"{path}: not a HAR file: no `log` object at the top")
    entries = log.get("entries")
    if not isinstance(entries, list):
        raise RecordingError(f"{path}: not a HAR file: `log.entries` is missing or not a list")
    recording = Recording(path)
    outside = 0
    for index, entry in enumerate(entries):
        exchange = _exchange(path, index, entry)
        if exchange is None:
            outside += 1
        else:
            recording.exchanges.append(exchange)
    if outside:
        recording.notes.append(f"{outside} recorded request(s) outside {API_PREFIX} not replayed")
    return recording


def _exchange(path: Path, index: int, entry: Any) -> RecordedExchange | None:
    where = f"{path}: log.entries[{index}]"
    if not isinstance(entry, dict):
        raise RecordingError(f"{where}: an entry is an object")
    request, response = entry.get("request"), entry.get("response")
    if not isinstance(request, dict):
        raise RecordingError(f"{where}.request: missing or not an object")
    if not isinstance(response, dict):
        raise RecordingError(f"{where}.response: missing or not an object")
    method, url, status = request.get("method"), request.get("url"), response.get("status")
    if not isinstance(method, str) or not method:
        raise RecordingError(f"{where}.request.method: missing or not a string")
    if not isinstance(url, str) or not url:
        raise RecordingError(f"{where}.request.url: missing or not a string")
    if not isinstance(status, int) or isinstance(status, bool):
        raise RecordingError(f"{where}.response.status: missing or not a number")
    target = _target(url)
    if target is None:
        return None
    return RecordedExchange(
        index=index,
        method=method.upper(),
        target=target,
        url=url,
        headers=tuple(_headers(f"{where}.request.headers", request.get("headers", []))),
        body=_request_body(f"{where}.request.postData", request.get("postData")),
        status=status,
        response_headers={
            name.lower(): value
            for name, value in _headers(f"{where}.response.headers", response.get("headers", []))
        },
        text=_response_text(f"{where}.response.content", response.get("content")),
    )


def _target(url: str) -> str | None:
    """The request target from ``/v1`` on (the upstream's base may have a path before it)."""
    parts = urlsplit(url)
    path = parts.path
    start = path.find(API_PREFIX + "/")
    if start < 0:
        start = path.find(API_PREFIX) if path.endswith(API_PREFIX) else -1
    if start < 0:
        return None
    return path[start:] + (f"?{parts.query}" if parts.query else "")


def _headers(where: str, headers: Any) -> list[tuple[str, str]]:
    if not isinstance(headers, list):
        raise RecordingError(f"{where}: not a list")
    pairs = []
    for number, header in enumerate(headers):
        name = header.get("name") if isinstance(header, dict) else None
        value = header.get("value") if isinstance(header, dict) else None
        if not isinstance(name, str) or not isinstance(value, str):
            raise RecordingError(f"{where}[{number}]: a header is {{name, value}}, both strings")
        pairs.append((name, value))
    return pairs


def _request_body(where: str, post: Any) -> bytes | None:
    if post is None:
        return None
    if not isinstance(post, dict) or not isinstance(post.get("text", ""), str):
        raise RecordingError(f"{where}: not an object with a `text` string")
    text = post.get("text", "")
    return text.encode("utf-8") if text else None


def _response_text(where: str, content: Any) -> str | None:
    if content is None:
        return None
    if not isinstance(content, dict):
        raise RecordingError(f"{where}: not an object")
    text = content.get("text")
    if text is None:
        return None
    if not isinstance(text, str):
        raise RecordingError(f"{where}.text: not a string")
    if content.get("encoding") == "base64":
        try:
            return base64.b64decode(text, validate=True).decode("utf-8", errors="replace")
        except ValueError:
            raise RecordingError(f"{where}.text: not valid base64") from None
    if text.startswith("[a ") and text.endswith("not kept: it cannot be redacted]"):
        return None  # the recorder's placeholder for a body in a content coding
    return text


def compare_recording(recording: Recording, reference: Target, token: str | None) -> DriftResult:
    """Replay every recorded request on ``reference``, in order, and compare the answers."""
    result = DriftResult(f"HAR {recording.path}", "simulator", 0, recording=str(recording.path))
    result.notes += recording.notes
    values = SideValues(Trace()), SideValues(Trace())
    findings: list[Finding] = []
    compared = masked = unkept = gaps = 0
    same_data: bool | None = None
    renamed: dict[str, str] = {}
    """The recorded implementation's payment ids, to the reference's for the same payment."""
    with requests.Session() as session:
        for exchange in recording.exchanges:
            if exchange.masked_request:
                masked += 1
                continue
            answer = _replay(session, reference, token, _renaming(exchange, renamed))
            recorded, body = _observe_recorded(exchange)
            ours_body = _json(answer.text)
            _learn_payment(renamed, body, ours_body, exchange.status, answer.status_code)
            ours = observation_of(answer.status_code, dict(answer.headers), ours_body)
            operation = _operation(exchange)
            values[0].learn(operation, answer.status_code, ours_body)
            values[1].learn(operation, exchange.status, body)
            if is_data_gap(ours, recorded):
                gaps += 1
                continue
            compared += 1
            example = f"{exchange.method} {exchange.target} (entry {exchange.index})"
            request = _curl(exchange)
            if exchange.text is None:
                unkept += 1
                recorded = Observation(recorded.status, recorded.code, None, recorded.headers)
            findings += compare_observations(operation, ours, recorded, example, request)
            if exchange.text is None or ours.status != recorded.status or not ours.succeeded:
                continue
            mine, theirs = values[0].normalised(ours_body), values[1].normalised(body)
            mine = _masked_like(theirs, mine)
            if same_data is None:
                same_data = mine == theirs
                if not same_data:
                    result.notes.append(
                        "the recording's data is not the simulator's (its first answer differs), "
                        "so values were not compared: statuses, problem codes, headers and "
                        "shapes were"
                    )
            if same_data:
                findings += [
                    Finding(operation, "value", c.path, c.reference, c.target, example, request)
                    for c in value_changes(mine, theirs)
                ]
    if masked:
        result.notes.append(
            f"{masked} recorded request(s) not replayed: personal data in their query or body "
            "was masked when recorded"
        )
    if unkept:
        result.notes.append(
            f"{unkept} recorded answer(s) kept without their body (a content coding): compared "
            "by status and headers only"
        )
    if gaps:
        result.notes.append(
            f"{gaps} recorded request(s) not compared: one side succeeded, the other gave a "
            "business answer about its own data (not found, already paid, ...)"
        )
    result.compared["recorded requests"] = compared
    result.differences = group_findings(findings)
    return result


def _replay(
    session: requests.Session, reference: Target, token: str | None, exchange: RecordedExchange
) -> requests.Response:
    headers = {
        name: value
        for name, value in exchange.headers
        if name.lower() not in NOT_REPLAYED_HEADERS and value != "[redacted]"
    }
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return session.request(
        exchange.method,
        reference.root + exchange.target,
        headers=headers,
        data=exchange.body,
        timeout=30,
        allow_redirects=False,
    )


def _renaming(exchange: RecordedExchange, renamed: Mapping[str, str]) -> RecordedExchange:
    """``exchange`` asking for the reference's ids where it names a payment both recorded (a
    read of the payment just made is a read of the reference's own)."""
    target, body = exchange.target, exchange.body
    for recorded_id, reference_id in renamed.items():
        target = target.replace(recorded_id, reference_id)
        if body is not None:
            body = body.replace(recorded_id.encode(), reference_id.encode())
    return replace(exchange, target=target, body=body)


def _learn_payment(
    renamed: dict[str, str], recorded: Any, ours: Any, recorded_status: int, our_status: int
) -> None:
    if (
        recorded_status == our_status == 201
        and isinstance(recorded, dict)
        and isinstance(ours, dict)
    ):
        theirs, mine = recorded.get("id"), ours.get("id")
        if isinstance(theirs, str) and isinstance(mine, str) and theirs != mine:
            renamed.setdefault(theirs, mine)


def _observe_recorded(exchange: RecordedExchange) -> tuple[Observation, Any]:
    body = _json(exchange.text)
    return observation_of(exchange.status, exchange.response_headers, body), body


def _json(text: str | None) -> Any:
    if not text:
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return None


def _operation(exchange: RecordedExchange) -> str:
    """The contract operation of the recorded request (by method and path template), or the
    method and path when the contract has none."""
    path = exchange.target.partition("?")[0]
    for operation_id, operation in OPERATIONS.items():
        if operation.method.upper() == exchange.method and _matches(operation.path, path):
            return operation_id
    return f"{exchange.method} {path}"


def _matches(template: str, path: str) -> bool:
    ours, theirs = template.strip("/").split("/"), path.strip("/").split("/")
    return len(ours) == len(theirs) and all(
        a == b or (a.startswith("{") and a.endswith("}") and bool(b))
        for a, b in zip(ours, theirs, strict=True)
    )


def _masked_like(recorded: Any, reference: Any) -> Any:
    """``reference`` with each value masked where the recorded answer's is, the same way, so a
    masked phone number compares by what the recorder kept of it."""
    if isinstance(recorded, dict) and isinstance(reference, dict):
        return {k: _masked_like(recorded.get(k), v) for k, v in reference.items()}
    if isinstance(recorded, list) and isinstance(reference, list):
        return [
            _masked_like(recorded[i] if i < len(recorded) else None, item)
            for i, item in enumerate(reference)
        ]
    if isinstance(recorded, str) and isinstance(reference, str) and MASKED.fullmatch(recorded):
        kept = len(recorded.lstrip("*"))
        return "*" * max(0, len(reference) - kept) + reference[len(reference) - kept :]
    return reference


def _curl(exchange: RecordedExchange) -> str:
    parts = ["curl", "-X", exchange.method]
    for name, value in exchange.headers:
        if name.lower() in ("authorization", "x-api-key"):
            value = "[Filtered]"
        elif name.lower() in NOT_REPLAYED_HEADERS:
            continue
        parts += ["-H", f"{name}: {value}"]
    if exchange.body:
        parts += ["--data", exchange.body.decode("utf-8", errors="replace")]
    parts.append(exchange.url)
    return " ".join(shlex.quote(part) for part in parts)
