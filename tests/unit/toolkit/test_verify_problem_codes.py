"""The declared-problem-code check itself: it accepts declared codes and names undeclared ones."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest

from toolkit.verify.checks import UndeclaredProblemCode, declared_problem_code

NO_CONTEXT: Any = None  # the check never reads schemathesis' context


def exchange(operation_id: str, status: int, code: str) -> tuple[Any, Any]:
    response = SimpleNamespace(
        status_code=status,
        headers={"content-type": ["application/problem+json"]},
        content=json.dumps({"code": code}).encode(),
    )
    case = SimpleNamespace(
        operation=SimpleNamespace(
            definition=SimpleNamespace(raw={"operationId": operation_id}),
            label=f"{operation_id} operation",
        )
    )
    return response, case


def test_a_declared_code_passes() -> None:
    """customer_not_found is what getCustomer declares for 404."""
    response, case = exchange("getCustomer", 404, "customer_not_found")
    assert declared_problem_code(NO_CONTEXT, response, case) is True


def test_an_undeclared_code_fails_naming_the_declared_ones() -> None:
    """route_not_found on getCustomer's 404 is what a wrong base URL gives: a violation."""
    response, case = exchange("getCustomer", 404, "route_not_found")
    with pytest.raises(UndeclaredProblemCode, match="declares customer_not_found"):
        declared_problem_code(NO_CONTEXT, response, case)


def test_a_plain_json_answer_is_not_judged() -> None:
    """Success bodies are left to the schema checks."""
    response, case = exchange("getCustomer", 200, "customer_not_found")
    response.headers = {"content-type": ["application/json"]}
    assert declared_problem_code(NO_CONTEXT, response, case) is None
