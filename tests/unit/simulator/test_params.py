"""Parameter validation compiled from the contract: bounds, patterns, defaults, problems."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from billing_sim.openapi import load_contract
from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.params import OperationParams, compile_parameters
from billing_sim.simulator.problems import ApiProblem, problem_bytes

CONTRACT = load_contract()
PARAMS = compile_parameters(CONTRACT)


def parse(
    operation: str,
    *,
    path: dict[str, str] | None = None,
    query: bytes = b"",
    headers: dict[str, str] | None = None,
) -> dict[str, Any]:
    return PARAMS[operation].parse(path or {}, query, headers or {}, "en")


def problem_of(call: Any) -> ApiProblem:
    with pytest.raises(ApiProblem) as caught:
        call()
    return caught.value


def test_every_operation_gets_exactly_its_declared_parameters() -> None:
    """Each operation's compiled parameters are the path, query and header ones of the table."""
    assert set(PARAMS) == set(OPERATIONS)
    for operation_id, operation in OPERATIONS.items():
        names = {spec.name for spec in PARAMS[operation_id].specs}
        declared = {*operation.path_params, *operation.query_params, *operation.header_params}
        assert names == declared, operation_id


def test_defaults_and_integers_come_from_the_schema() -> None:
    """limit defaults to 10 when absent and arrives as an int when given."""
    assert parse("listPlans")["limit"] == 10
    assert parse("listPlans", query=b"limit=25")["limit"] == 25


@pytest.mark.parametrize(
    ("query", "pointer"),
    [
        (b"limit=0", "/limit"),
        (b"limit=101", "/limit"),
        (b"limit=ten", "/limit"),
        (b"limit=1.5", "/limit"),
        (b"starting_after=FIBRA", "/starting_after"),
    ],
)
def test_out_of_contract_query_values_fail_with_a_pointer(query: bytes, pointer: str) -> None:
    """A value outside the schema is 422 validation_failed naming the parameter."""
    problem = problem_of(lambda: parse("listPlans", query=query))
    assert problem.code == "validation_failed"
    assert [(e.location, e.pointer) for e in problem.errors] == [("query", pointer)]


def test_every_invalid_parameter_is_listed() -> None:
    """Several invalid parameters give one problem with one entry each."""
    problem = problem_of(
        lambda: parse(
            "listInvoices",
            path={"customer_id": "nope"},
            query=b"status=lost&period=2026-13&limit=0",
        )
    )
    pointers = {e.pointer for e in problem.errors}
    assert pointers == {"/customer_id", "/status", "/period", "/limit"}


def test_patterns_use_json_schema_semantics_not_pythons() -> None:
    """A trailing newline does not satisfy `...$` (ECMA-262), though Python's `$` would allow it."""
    problem = problem_of(lambda: parse("getCustomer", path={"customer_id": "cus_abcdef\n"}))
    assert problem.code == "validation_failed"


def test_validation_follows_the_document_not_a_copy() -> None:
    """Changing the contract's pattern changes what is accepted: nothing is hand-copied."""
    contract = copy.deepcopy(CONTRACT)
    contract["components"]["schemas"]["CustomerId"]["pattern"] = "^cus_[0-9]{6}$"
    params = compile_parameters(contract)["getCustomer"]
    assert PARAMS["getCustomer"].parse({"customer_id": "cus_abcdef"}, b"", {}, "en")
    with pytest.raises(ApiProblem):
        params.parse({"customer_id": "cus_abcdef"}, b"", {}, "en")
    assert params.parse({"customer_id": "cus_123456"}, b"", {}, "en")


def test_repeated_query_parameter_is_a_bad_request() -> None:
    """?limit=1&limit=2 is ambiguous: 400 invalid_request naming the parameter."""
    problem = problem_of(lambda: parse("listPlans", query=b"limit=1&limit=2"))
    assert (problem.code, problem.param) == ("invalid_request", "limit")


def test_undecodable_query_string_is_a_bad_request() -> None:
    """Percent-escapes that are not UTF-8 are 400 invalid_request, not a crash."""
    problem = problem_of(lambda: parse("listPlans", query=b"starting_after=%FF%FE"))
    assert problem.code == "invalid_request"


def test_unknown_query_parameters_are_ignored() -> None:
    """Parameters the contract does not declare neither fail nor reach the handler."""
    assert parse("listPlans", query=b"utm_source=x&utm_source=y") == {"limit": 10}


def test_missing_idempotency_key_has_its_own_code() -> None:
    """createPayment without Idempotency-Key is 400 idempotency_key_missing."""
    problem = problem_of(lambda: parse("createPayment"))
    assert (problem.status, problem.code, problem.param) == (
        400,
        "idempotency_key_missing",
        "Idempotency-Key",
    )


def test_malformed_header_is_a_validation_failure() -> None:
    """A header outside its schema (an over-long Accept-Language) is 422 with a header pointer."""
    problem = problem_of(
        lambda: parse(
            "getPlan", path={"plan_code": "fibra-100"}, headers={"accept-language": "e" * 300}
        )
    )
    assert [(e.location, e.pointer) for e in problem.errors] == [("header", "/Accept-Language")]


def test_problems_never_echo_the_rejected_value() -> None:
    """The rejected input is described, not reflected (no reflected payloads)."""
    marker = "<script>alert(1)</script>"
    problem = problem_of(lambda: parse("getCustomer", path={"customer_id": marker}))
    body = problem_bytes(problem, request_id="r", locale="en").decode()
    assert "script" not in body
    assert "expected format" in body


def test_details_follow_the_locale() -> None:
    """The same failure reads in Spanish for es-VE and in English for en."""
    params: OperationParams = PARAMS["listPlans"]
    with pytest.raises(ApiProblem) as spanish:
        params.parse({}, b"limit=0", {}, "es-VE")
    with pytest.raises(ApiProblem) as english:
        params.parse({}, b"limit=0", {}, "en")
    assert spanish.value.errors[0].detail == "Debe ser mayor o igual a 1."
    assert english.value.errors[0].detail == "Must be at least 1."
