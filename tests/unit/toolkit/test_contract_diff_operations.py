"""Contract diff: operations, statuses and media types, each rule on one targeted mutation."""

from __future__ import annotations

from typing import Any

from billing_sim.toolkit.contract_diff import diff_contracts
from tests.unit.toolkit.contract_diff_support import (
    BREAKING,
    NON_BREAKING,
    contract,
    diff,
    only,
    operation,
)

PLAN = "/v1/plans/{plan_code}"
PAYMENTS = "/v1/payments"


def test_identical_contracts_have_no_changes() -> None:
    """Two copies of billing.yaml differ in nothing."""
    assert diff() == []


def test_prose_and_examples_are_not_compared() -> None:
    """Descriptions, summaries and examples change nothing on the wire."""

    def reword(doc: dict[str, Any]) -> None:
        get_plan = operation(doc, PLAN)
        get_plan["summary"] = "Fetch one plan"
        get_plan["description"] = "Reworded."
        get_plan["responses"]["200"]["content"]["application/json"]["examples"] = {}
        doc["components"]["schemas"]["Plan"]["properties"]["name"]["description"] = "Its name."

    assert diff(reword) == []


def test_removed_path_is_breaking() -> None:
    """Deleting a path removes its operations."""
    changes = diff(lambda doc: doc["paths"].pop(PLAN))
    only(changes, "operation-removed", BREAKING, {"getPlan"})
    assert changes[0].location == "/paths/~1v1~1plans~1{plan_code}/get"


def test_removed_method_is_breaking() -> None:
    """Deleting one method of a path removes that operation."""
    changes = diff(lambda doc: doc["paths"][PAYMENTS].pop("post"))
    only(changes, "operation-removed", BREAKING, {"createPayment"})


def test_changed_operation_id_is_breaking() -> None:
    """Generated clients call operations by operationId."""
    changes = diff(lambda doc: operation(doc, PLAN).update(operationId="fetchPlan"))
    only(changes, "operation-id-changed", BREAKING, {"getPlan"})


def test_operation_moved_to_another_path_is_breaking() -> None:
    """Same operationId under a new path: one move, not a removal plus an addition."""

    def move(doc: dict[str, Any]) -> None:
        doc["paths"]["/v1/catalog/{plan_code}"] = doc["paths"].pop(PLAN)

    changes = diff(move)
    only(changes, "operation-moved", BREAKING, {"getPlan"})
    assert "/v1/catalog/{plan_code}" in changes[0].message


def test_renamed_path_parameter_with_the_url_unchanged_is_not_breaking() -> None:
    """Renaming {plan_code} to {code}: the same URL, one non-breaking rename (as Optic says)."""

    def rename(doc: dict[str, Any]) -> None:
        item = doc["paths"].pop(PLAN)
        item["parameters"][0]["name"] = "code"
        doc["paths"]["/v1/plans/{code}"] = item

    changes = only(diff(rename), "path-parameter-renamed", NON_BREAKING, {"getPlan"})
    assert "plan_code is now called code" in changes[0].message


def test_new_operation_is_not_breaking() -> None:
    """A new operation is invisible to old clients."""

    def add(doc: dict[str, Any]) -> None:
        doc["paths"]["/v1/ping"] = {
            "get": {"operationId": "ping", "responses": {"204": {"description": "pong"}}}
        }

    only(diff(add), "operation-added", NON_BREAKING, {"ping"})


def test_removed_error_status_is_breaking() -> None:
    """Clients handle the statuses the contract declares."""
    changes = diff(lambda doc: operation(doc, PLAN)["responses"].pop("404"))
    only(changes, "response-status-removed", BREAKING, {"getPlan"})


def test_changed_success_status_is_breaking() -> None:
    """createPayment answering 200 instead of 201."""

    def swap(doc: dict[str, Any]) -> None:
        responses = operation(doc, PAYMENTS, "post")["responses"]
        responses["200"] = responses.pop("201")

    only(diff(swap), "success-status-changed", BREAKING, {"createPayment"})


def test_new_declared_status_is_not_breaking() -> None:
    """A newly declared status is a note for regenerating clients."""
    changes = diff(
        lambda doc: operation(doc, PLAN)["responses"].update(
            {"409": {"$ref": "#/components/responses/IdempotencyConflict"}}
        )
    )
    only(changes, "response-status-added", NON_BREAKING, {"getPlan"})


def test_removed_response_media_type_is_breaking() -> None:
    """getPlan no longer answering application/json."""
    changes = diff(lambda doc: operation(doc, PLAN)["responses"]["200"].pop("content"))
    only(changes, "content-type-removed", BREAKING, {"getPlan"})


def test_removed_request_media_type_is_breaking() -> None:
    """createPayment no longer accepting a form body it accepted before."""

    def accept_form(doc: dict[str, Any]) -> None:
        content = operation(doc, PAYMENTS, "post")["requestBody"]["content"]
        content["application/x-www-form-urlencoded"] = dict(content["application/json"])

    only(diff(old=accept_form), "content-type-removed", BREAKING, {"createPayment"})


def test_new_media_type_is_not_breaking() -> None:
    """Accepting a second media type keeps the first working."""

    def accept_form(doc: dict[str, Any]) -> None:
        content = operation(doc, PAYMENTS, "post")["requestBody"]["content"]
        content["application/x-www-form-urlencoded"] = dict(content["application/json"])

    only(diff(accept_form), "content-type-added", NON_BREAKING, {"createPayment"})


def test_path_item_refs_are_followed() -> None:
    """An operation behind a path-item $ref is compared like an inline one."""

    def move_to_component(doc: dict[str, Any]) -> None:
        doc["components"]["pathItems"] = {"Plan": doc["paths"][PLAN]}
        doc["paths"][PLAN] = {"$ref": "#/components/pathItems/Plan"}

    old, new = contract(), contract()
    move_to_component(old)
    move_to_component(new)
    new["components"]["pathItems"]["Plan"]["get"]["responses"].pop("404")
    only(diff_contracts(old, new), "response-status-removed", BREAKING, {"getPlan"})
