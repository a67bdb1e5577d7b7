"""RouteTable: contract operations, 404 versus 405, HEAD, and framework pass-through."""

from __future__ import annotations

import re

import pytest

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.edge.routing import RouteTable

TABLE = RouteTable(OPERATIONS.values(), {"/openapi.json": ("GET", "HEAD")})


def concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "abcdef123", path)


@pytest.mark.parametrize("operation", OPERATIONS.values(), ids=lambda op: op.operation_id)
def test_every_operation_resolves_from_its_own_path(operation: object) -> None:
    """Each contract (method, path) resolves to its operation, capturing its path parameters."""
    from billing_sim.openapi.operations import Operation

    assert isinstance(operation, Operation)
    resolution = TABLE.resolve(operation.method, concrete(operation.path))
    assert resolution.operation is operation
    assert set(resolution.path_params) == set(operation.path_params)


def test_path_parameters_capture_one_segment() -> None:
    """{customer_id} never spans a slash, exactly like Starlette's default converter."""
    resolution = TABLE.resolve("GET", "/v1/customers/cus_abcdef/balance")
    assert resolution.operation is OPERATIONS["getCustomerBalance"]
    assert resolution.path_params == {"customer_id": "cus_abcdef"}
    assert TABLE.resolve("GET", "/v1/customers/a/b/c/balance").operation is None


def test_known_path_with_another_method_lists_the_allowed_ones() -> None:
    """A declared path with an undeclared method resolves to no operation but an Allow list."""
    assert TABLE.resolve("DELETE", "/v1/customers/cus_abcdef").allow == ("GET", "HEAD")
    assert TABLE.resolve("GET", "/v1/payments").allow == ("POST",)


def test_unknown_path_has_nothing_to_allow() -> None:
    """A path outside the contract is neither an operation nor a 405."""
    resolution = TABLE.resolve("GET", "/v1/customers/cus_abcdef/")
    assert (resolution.operation, resolution.allow, resolution.passthrough) == (None, (), False)


def test_head_is_served_by_the_get_operation() -> None:
    """HEAD on a GET resource resolves to the GET operation."""
    assert TABLE.resolve("HEAD", "/v1/plans").operation is OPERATIONS["listPlans"]


def test_framework_paths_pass_through_for_their_methods_only() -> None:
    """/openapi.json passes through on GET and is a 405 candidate otherwise."""
    assert TABLE.resolve("GET", "/openapi.json").passthrough
    post = TABLE.resolve("POST", "/openapi.json")
    assert (post.passthrough, post.allow) == (False, ("GET", "HEAD"))
