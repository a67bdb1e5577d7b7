"""Error and header promises: problem codes, statuses and categories, request ids, required
headers with a meaning (``Retry-After``, ``WWW-Authenticate``)."""

from __future__ import annotations

import re
from functools import cache

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import ERROR_CATALOG, OPERATIONS
from billing_sim.toolkit.verify.responses.exchange import Exchange
from billing_sim.toolkit.verify.responses.promise import ResponsePromise, Violations, holds

SECONDS = re.compile(r"[0-9]+")
NOT_FOUND_SUFFIX = "_not_found"
CATEGORY_STATUSES = {
    "infrastructure": range(500, 600),
    "rate_limit": range(429, 430),
    "auth": (401, 403),
    "client": range(400, 500),
    "business": range(400, 500),
}
"""What each category's status must be, for a code the catalog does not list (from the
categories' meanings: the billing system failed, slow down, credentials, fix the request, an
answer about the data)."""


def code_status(exchange: Exchange) -> Violations:
    """A problem's ``code`` comes with the status, category and retryability its
    ``x-error-catalog`` entry gives; a code the catalog does not list comes at least with a
    status its category allows (5xx only for ``infrastructure``, 429 for ``rate_limit``...)."""
    if not exchange.is_problem:
        return None
    body = exchange.body
    code, category, retryable = body.get("code"), body.get("category"), body.get("retryable")
    if not isinstance(code, str):
        return None  # the schema check reports a problem without a code
    spec = ERROR_CATALOG.get(code)
    if spec is not None:
        wrong = holds(
            exchange.status == spec.status,
            f"{code} comes with status {spec.status}, not {exchange.status}",
        )
        wrong += holds(
            category == spec.category, f"{code} is category {spec.category!r}, not {category!r}"
        )
        wrong += holds(
            retryable == spec.retryable, f"{code} has retryable {spec.retryable}, not {retryable!r}"
        )
        return wrong
    allowed = CATEGORY_STATUSES.get(str(category))
    if allowed is None:
        return None  # an unknown category is the schema check's
    wrong = holds(
        exchange.status in allowed,
        f"unknown code {code!r} of category {category!r} with status {exchange.status}",
    )
    if exchange.status >= 500:
        wrong += holds(
            category == "infrastructure",
            f"unknown code {code!r} on a {exchange.status} is not infrastructure",
        )
    return wrong


def code_declared(exchange: Exchange) -> Violations:
    """A problem carries a code its operation declares for that status.

    The client reads ``route_not_found`` on getCustomer's 404 (a wrong base URL), or
    ``internal_error`` where only ``upstream_timeout`` is declared, as a contract violation
    and escalates. A code outside the catalog is judged by ``errors.code-status`` alone.
    """
    operation = OPERATIONS.get(exchange.operation_id)
    if not exchange.is_problem or operation is None or exchange.status not in operation.error_codes:
        return None  # status_code_conformance reports an undeclared status
    code = exchange.body.get("code")
    if not isinstance(code, str) or code not in ERROR_CATALOG:
        return None
    declared = operation.error_codes[exchange.status]
    return holds(
        code in declared,
        f"{operation.operation_id} answered {exchange.status} with code {code!r}; the contract "
        f"declares {', '.join(declared)} for that status",
    )


def not_found_is_problem(exchange: Exchange) -> Violations:
    """A 404 is a problem with a ``*_not_found`` code, so that clients can tell "no such
    customer" from a gateway's bare 404."""
    if exchange.status != 404:
        return None
    code = exchange.body.get("code") if exchange.is_problem else None
    return holds(
        isinstance(code, str) and code.endswith(NOT_FOUND_SUFFIX),
        f"a 404 with {exchange.media_type or 'no'} body and code {code!r}",
    )


def status_member(exchange: Exchange) -> Violations:
    """A problem's ``status`` member is the HTTP status (RFC 9457 §3.1.2)."""
    if not exchange.is_problem or "status" not in exchange.body:
        return None
    member = exchange.body["status"]
    return holds(
        member == exchange.status, f"status member {member!r} on a {exchange.status} response"
    )


def validation_fields(exchange: Exchange) -> Violations:
    """A ``validation_failed`` problem lists each invalid field in ``errors``, each with a JSON
    pointer into the body or ``/<name>`` of the parameter."""
    if not exchange.is_problem or exchange.body.get("code") != "validation_failed":
        return None
    issues = exchange.body.get("errors")
    if not isinstance(issues, list) or not issues:
        return ["validation_failed without an errors entry"]
    wrong = []
    for index, issue in enumerate(issues):
        if not isinstance(issue, dict) or not isinstance(issue.get("pointer"), str):
            continue
        pointer, location = issue["pointer"], issue.get("location")
        shaped = (
            (pointer == "" or pointer.startswith("/"))
            if location == "body"
            else bool(re.fullmatch(r"/[^/]+", pointer))
        )
        if not shaped:
            wrong.append(f"errors/{index}: pointer {pointer!r} for a {location} field")
    return wrong


def request_id_in_problem(exchange: Exchange) -> Violations:
    """A problem's ``request_id`` is the response's ``X-Request-Id``."""
    if (
        not exchange.is_problem
        or "request_id" not in exchange.body
        or "x-request-id" not in exchange.headers
    ):
        return None
    member, header = exchange.body["request_id"], exchange.headers["x-request-id"]
    return holds(member == header, f"request_id {member!r}, X-Request-Id {header!r}")


@cache
def _request_id() -> re.Pattern[str]:
    schema = load_contract()["components"]["headers"]["X-Request-Id"]["schema"]
    return re.compile(schema["pattern"])


@cache
def _request_id_limit() -> int:
    return int(load_contract()["components"]["headers"]["X-Request-Id"]["schema"]["maxLength"])


def request_id_echo(exchange: Exchange) -> Violations:
    """A well-formed ``X-Request-Id`` sent with the request comes back unchanged."""
    sent = exchange.request_headers.get("x-request-id")
    if sent is None or len(sent) > _request_id_limit() or not _request_id().search(sent):
        return None
    echoed = exchange.headers.get("x-request-id")
    return holds(echoed == sent, f"sent X-Request-Id {sent!r}, got {echoed!r}")


def retry_after(exchange: Exchange) -> Violations:
    """Where the contract requires ``Retry-After`` (409, 429, 503), it is there, in seconds."""
    if "Retry-After" not in exchange.declared_headers():
        return None
    value = exchange.headers.get("retry-after")
    return holds(
        value is not None and bool(SECONDS.fullmatch(value.strip())),
        f"a {exchange.status} with Retry-After {value!r}; the contract wants seconds",
    )


def www_authenticate(exchange: Exchange) -> Violations:
    """A 401 names the ``Bearer`` scheme in ``WWW-Authenticate``."""
    if exchange.status != 401:
        return None
    value = exchange.headers.get("www-authenticate", "")
    return holds(value.lower().startswith("bearer"), f"WWW-Authenticate {value!r} on a 401")


PROMISES = (
    ResponsePromise(
        "errors.code-status",
        "Problem code with another status, category or retryability than the catalog's",
        "problems",
        code_status,
    ),
    ResponsePromise(
        "errors.code-declared",
        "Problem code not declared for this operation",
        "problems with a catalog code",
        code_declared,
    ),
    ResponsePromise(
        "errors.not-found-is-problem",
        "404 that is not a *_not_found problem",
        "404 responses",
        not_found_is_problem,
    ),
    ResponsePromise(
        "errors.status-member",
        "Problem status member is not the HTTP status",
        "problems",
        status_member,
    ),
    ResponsePromise(
        "errors.validation-fields",
        "validation_failed that does not list its fields",
        "validation_failed problems",
        validation_fields,
    ),
    ResponsePromise(
        "errors.request-id",
        "Problem request_id is not the X-Request-Id",
        "problems",
        request_id_in_problem,
    ),
    ResponsePromise(
        "headers.request-id-echo",
        "X-Request-Id sent by the caller not echoed",
        "requests sending a well-formed X-Request-Id",
        request_id_echo,
    ),
    ResponsePromise(
        "headers.retry-after",
        "Retry-After missing or not in seconds",
        "409, 429 and 503 responses",
        retry_after,
    ),
    ResponsePromise(
        "headers.www-authenticate",
        "401 without WWW-Authenticate: Bearer",
        "401 responses",
        www_authenticate,
    ),
)
