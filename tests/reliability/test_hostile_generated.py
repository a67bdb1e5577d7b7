"""Generated hostile input: schemathesis in negative mode, and hypothesis with embedded markers.

* schemathesis generates only requests that break the contract (wrong types, patterns,
  bounds, missing required parts) for every operation, in-process, and runs all its checks:
  ``not_a_server_error``, ``negative_data_rejection`` (invalid input is a 4xx),
  ``ignored_auth`` (no key or a wrong key is a 401: ST401), plus one of ours: every 4xx is
  the contract's problem+json. ``tests/contract/test_schemathesis.py`` covers both modes at
  the default size; this is the negative half at twice the examples.
* hypothesis puts arbitrary text with an injection marker inside into one parameter of one
  operation at a time, as raw bytes into the ASGI app: never a 5xx, never the marker back.

Derandomized (the same cases every run); about 25 s.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import quote

import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billing_sim.openapi import CONTRACT_PATH
from billing_sim.openapi.models import Problem
from billing_sim.openapi.operations import OPERATIONS, Operation
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE
from tests.reliability.asgi import call
from tests.reliability.support import MARKERS
from tests.reliability.test_hostile_parameters import VALID_PATH, acceptable, valid_request
from tests.unit.simulator.support import SETTINGS, make_app

schema = schemathesis.openapi.from_path(CONTRACT_PATH)
schema.app = make_app(SETTINGS)
schema.config.generation.update(modes=[schemathesis.GenerationMode.NEGATIVE], max_examples=60)

NEGATIVE = settings(
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def client_errors_are_problems(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: Any
) -> bool | None:
    """A 4xx is always ``application/problem+json`` with the contract's ``Problem`` body."""
    if 400 <= response.status_code < 500:
        assert response.headers.get("content-type") == [PROBLEM_MEDIA_TYPE], response.headers
        assert Problem.model_validate_json(response.content).status == response.status_code
    return None


@schema.parametrize()
@NEGATIVE
def test_invalid_requests_are_rejected_with_a_problem(case: schemathesis.Case[Any]) -> None:
    """Negative mode, every check: a 4xx problem for invalid input, 401 without a valid key."""
    case.call_and_validate(additional_checks=[client_errors_are_problems])


@st.composite
def hostile_text(draw: st.DrawFn) -> str:
    """Arbitrary text (any code point but surrogates) with a marker somewhere inside."""
    return draw(st.text(max_size=24)) + draw(st.sampled_from(MARKERS)) + draw(st.text(max_size=24))


@st.composite
def hostile_requests(draw: st.DrawFn) -> tuple[str, str, dict[str, Any]]:
    """One operation, one of its parameters (or body fields), one hostile value."""
    operation: Operation = draw(st.sampled_from(list(OPERATIONS.values())))
    request = valid_request(operation)
    value = draw(hostile_text())
    places = [
        *(("path", name) for name in operation.path_params),
        *(("query", name) for name in operation.query_params),
        *(("header", name) for name in (*operation.header_params, "X-Request-Id")),
        *(("body", name) for name in ("customer_id", "reference", "method") if request.body),
    ]
    where, name = draw(st.sampled_from(places))
    if where == "path":
        request.path = request.path.replace(VALID_PATH[name], value)
    elif where == "query":
        request.query[name] = value
    elif where == "header":
        request.headers[name] = value
    else:
        assert request.body is not None
        request.body[name] = value
    query = "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in request.query.items())
    headers = [(k.lower().encode(), v.encode("utf-8")) for k, v in request.headers.items()]
    body = b""
    if request.body is not None:
        body = json.dumps(request.body).encode()
        headers.append((b"content-type", b"application/json"))
    kwargs = {"query": query.encode(), "headers": headers, "body": body}
    return request.method, request.path, kwargs


APP = make_app()


@settings(NEGATIVE, max_examples=400)
@given(hostile_requests())
def test_generated_hostile_values_never_get_a_500_or_an_echo(
    hostile: tuple[str, str, dict[str, Any]],
) -> None:
    """Whatever the text around the marker, the answer is acceptable and does not contain it."""
    method, path, kwargs = hostile
    answer = asyncio.run(call(APP, method, path, **kwargs))
    assert acceptable(answer), (answer.status, answer.body[:300])
