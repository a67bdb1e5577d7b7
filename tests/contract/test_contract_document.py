"""The contract document itself: valid OpenAPI 3.1, complete, and consistent with its examples."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from openapi_schema_validator import OAS31Validator
from openapi_spec_validator import validate
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from billing_sim.openapi import CONTRACT_PATH, load_contract, models
from billing_sim.openapi.operations import ERROR_CATALOG, OPERATIONS

ROOT = Path(__file__).resolve().parents[2]
DOC = load_contract()
HTTP_METHODS = {"get", "put", "post", "delete", "patch", "head", "options", "trace"}
EXPECTED_OPERATIONS = {
    "searchCustomers",
    "getCustomer",
    "getCustomerBalance",
    "listInvoices",
    "getInvoice",
    "listInvoiceLines",
    "getBillSummary",
    "listPlans",
    "getPlan",
    "listSubscriptions",
    "getSubscription",
    "getSubscriptionUsage",
    "listPayments",
    "getPayment",
    "createPayment",
    "listCreditNotes",
}
ALWAYS_DECLARED = {400, 401, 403, 422, 429, 500, 502, 503, 504}
REGISTRY = Registry().with_resource(
    "urn:billing", Resource.from_contents(DOC, default_specification=DRAFT202012)
)


def resolve(node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target: Any = DOC
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def operations() -> Iterator[tuple[str, str, dict[str, Any], dict[str, Any]]]:
    for path, item in DOC["paths"].items():
        for method, op in item.items():
            if method in HTTP_METHODS:
                yield path, method, item, op


def validator(schema: dict[str, Any]) -> OAS31Validator:
    if "$ref" in schema:
        schema = {"$ref": "urn:billing" + schema["$ref"]}
    return OAS31Validator(schema, registry=REGISTRY)


def media_examples() -> Iterator[tuple[str, dict[str, Any], Any]]:
    """Every (label, schema, example value) pair of every request and response body."""
    for _, _, _, op in operations():
        oid = op["operationId"]
        bodies = [("request", op.get("requestBody", {}))]
        bodies += [(status, resolve(r)) for status, r in op["responses"].items()]
        for status, body in bodies:
            for content_type, media in body.get("content", {}).items():
                for name, example in media.get("examples", {}).items():
                    label = f"{oid} {status} {content_type} {name}"
                    yield label, media["schema"], resolve(example)["value"]


def test_document_is_valid_openapi_3_1() -> None:
    """The file validates against the OpenAPI 3.1 specification."""
    assert DOC["openapi"] == "3.1.0"
    validate(DOC)


def test_operation_ids_are_exactly_the_agreed_ones() -> None:
    """The sixteen agreed operationIds, no more, no fewer, all under /v1."""
    ids = [op["operationId"] for _, _, _, op in operations()]
    assert sorted(ids) == sorted(EXPECTED_OPERATIONS)
    assert all(path.startswith("/v1/") for path, *_ in operations())


@pytest.mark.parametrize(("path", "method", "item", "op"), list(operations()))
def test_operation_is_documented_and_declares_its_errors(
    path: str, method: str, item: dict[str, Any], op: dict[str, Any]
) -> None:
    """Tag, summary, examples, every fault status, and problem+json on every error."""
    declared_tags = {t["name"] for t in DOC["tags"]}
    assert op["tags"]
    assert set(op["tags"]) <= declared_tags
    assert op["summary"]
    statuses = {int(s) for s in op["responses"]}
    assert statuses >= ALWAYS_DECLARED
    params = [resolve(p) for p in item.get("parameters", []) + op.get("parameters", [])]
    if any(p["in"] == "path" for p in params):
        assert 404 in statuses
    for status_text, raw in op["responses"].items():
        response = resolve(raw)
        status = int(status_text)
        if status == 304:
            assert "content" not in response
            continue
        assert response["headers"]["X-Request-Id"]
        content = response["content"]
        if status >= 400:
            assert list(content) == ["application/problem+json"]
        assert all(media.get("examples") for media in content.values()), status
        if status in (429, 503):
            assert resolve(response["headers"]["Retry-After"])["required"] is True


@pytest.mark.parametrize(("path", "method", "item", "op"), list(operations()))
def test_every_operation_describes_what_it_returns_and_its_not_found_answers(
    path: str, method: str, item: dict[str, Any], op: dict[str, Any]
) -> None:
    """A description beyond the summary, naming every 404 code the operation declares."""
    description = op.get("description", "")
    assert len(description.split()) >= 8, f"{op['operationId']} has no real description"
    for code in OPERATIONS[op["operationId"]].error_codes.get(404, ()):
        assert f"404 {code}" in description, (op["operationId"], code)


@pytest.mark.parametrize(("path", "method", "item", "op"), list(operations()))
def test_every_operation_requires_bearer_auth(
    path: str, method: str, item: dict[str, Any], op: dict[str, Any]
) -> None:
    """Bearer auth is required everywhere: no operation overrides the global requirement."""
    assert DOC["components"]["securitySchemes"]["bearerAuth"] == {
        **DOC["components"]["securitySchemes"]["bearerAuth"],
        "type": "http",
        "scheme": "bearer",
    }
    assert op.get("security", DOC["security"]) == [{"bearerAuth": []}]


def test_create_payment_requires_an_idempotency_key() -> None:
    """createPayment declares Idempotency-Key as a required header."""
    op = DOC["paths"]["/v1/payments"]["post"]
    keys = [p for p in map(resolve, op["parameters"]) if p["name"] == "Idempotency-Key"]
    assert keys
    assert keys[0]["in"] == "header"
    assert keys[0]["required"] is True


@pytest.mark.parametrize(("label", "schema", "value"), list(media_examples()))
def test_example_validates_against_its_schema(label: str, schema: Any, value: Any) -> None:
    """Every request and response example is valid for the schema it illustrates."""
    errors = [e.message for e in validator(schema).iter_errors(value)]
    assert not errors, label


@pytest.mark.parametrize(("label", "schema", "value"), list(media_examples()))
def test_example_parses_with_the_generated_model(label: str, schema: Any, value: Any) -> None:
    """The generated pydantic models accept every example (models and contract agree)."""
    model = getattr(models, schema["$ref"].rsplit("/", 1)[-1])
    model.model_validate(value)


def test_parameter_examples_validate() -> None:
    """Every parameter example fits its parameter's schema."""
    params = list(DOC["components"]["parameters"].values())
    for _path, _, item, op in operations():
        params += item.get("parameters", []) + op.get("parameters", [])
    checked = 0
    for param in map(resolve, params):
        assert "example" in param, param["name"]
        errors = list(validator(param["schema"]).iter_errors(param["example"]))
        assert not errors, (param["name"], errors)
        checked += 1
    assert checked > 30


def test_problem_examples_agree_with_the_error_catalog() -> None:
    """Each example problem's status, category and retryability match its code's catalog entry."""
    catalog = DOC["x-error-catalog"]
    assert set(catalog) == set(DOC["components"]["schemas"]["ErrorCode"]["enum"])
    for label, _, value in media_examples():
        if isinstance(value, dict) and "code" in value and "category" in value:
            spec = catalog[value["code"]]
            assert (value["status"], value["category"], value["retryable"]) == (
                spec["status"],
                spec["category"],
                spec["retryable"],
            ), label
            assert value["type"].endswith("/" + value["code"]), label


def test_error_catalog_reaches_python_unchanged() -> None:
    """billing_sim.openapi.operations carries the catalog exactly as the document states it."""
    assert {c: (s.status, s.category, s.retryable) for c, s in ERROR_CATALOG.items()} == {
        c: (v["status"], v["category"], v["retryable"]) for c, v in DOC["x-error-catalog"].items()
    }


def test_no_floats_anywhere_in_the_schemas() -> None:
    """Money is integer minor units; rates and quantities are decimal strings."""

    def walk(node: Any, where: str) -> Iterator[str]:
        if isinstance(node, dict):
            kinds = node.get("type")
            if kinds == "number" or (isinstance(kinds, list) and "number" in kinds):
                yield where
            for key, child in node.items():
                yield from walk(child, f"{where}/{key}")
        elif isinstance(node, list):
            for i, child in enumerate(node):
                yield from walk(child, f"{where}/{i}")

    assert list(walk(DOC["components"], "#/components")) == []
    assert list(walk(DOC["paths"], "#/paths")) == []


def _pointer_exists(schema: Any, pointer: str) -> bool:
    node = resolve(schema)
    for part in pointer.strip("/").split("/"):
        if part.isdigit():
            node = resolve(node["items"])
            continue
        node = resolve(node).get("properties", {}).get(part)
        if node is None:
            return False
    return True


def _link_body_expressions(body: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    """(body path, runtime expression) pairs of a link's requestBody template."""
    for key, value in body.items():
        if isinstance(value, dict):
            yield from _link_body_expressions(value, f"{prefix}/{key}")
        else:
            yield f"{prefix}/{key}", value


def test_links_name_real_operations_parameters_and_fields() -> None:
    """Every link targets an existing operation and parameter, from a field that exists."""
    by_id = {op["operationId"]: (item, op) for _, _, item, op in operations()}
    seen = set()
    for _, _, _, op in operations():
        for _status, raw in op["responses"].items():
            response = resolve(raw)
            for link in response.get("links", {}).values():
                item, target = by_id[link["operationId"]]
                names = {
                    resolve(p)["name"]
                    for p in item.get("parameters", []) + target.get("parameters", [])
                }
                if "requestBody" in link:
                    body_schema = target["requestBody"]["content"]["application/json"]["schema"]
                    source_schema = response["content"]["application/json"]["schema"]
                    for path, expression in _link_body_expressions(link["requestBody"]):
                        assert _pointer_exists(body_schema, path), (link, path)
                        match = re.fullmatch(r"\$response\.body#(/.*)", expression)
                        assert match, expression
                        assert _pointer_exists(source_schema, match.group(1)), expression
                for name, expression in link.get("parameters", {}).items():
                    assert name in names, (op["operationId"], link)
                    header = re.fullmatch(r"\$response\.header\.([A-Za-z-]+)", expression)
                    if header:
                        assert header.group(1) in response["headers"], expression
                        continue
                    match = re.fullmatch(r"\$response\.body#(/.*)", expression)
                    assert match, expression
                    schema = response["content"]["application/json"]["schema"]
                    assert _pointer_exists(schema, match.group(1)), expression
                seen.add((op["operationId"], link["operationId"]))
    required = {
        ("createPayment", "getPayment"),
        ("searchCustomers", "getCustomer"),
        ("searchCustomers", "getCustomerBalance"),
        ("searchCustomers", "listInvoices"),
        ("searchCustomers", "getBillSummary"),
        ("listInvoices", "getInvoice"),
        ("getInvoice", "listInvoiceLines"),
        ("listSubscriptions", "getSubscription"),
        ("getSubscription", "getSubscriptionUsage"),
        ("getInvoice", "createPayment"),
        ("getCustomer", "createPayment"),
    }
    assert required <= seen


def test_operations_table_matches_the_document() -> None:
    """billing_sim.openapi.operations lists every operation with its method, path and statuses."""
    assert set(OPERATIONS) == EXPECTED_OPERATIONS
    for path, method, _, op in operations():
        entry = OPERATIONS[op["operationId"]]
        assert (entry.method, entry.path) == (method.upper(), path)
        assert entry.statuses == tuple(sorted(int(s) for s in op["responses"]))


@pytest.mark.parametrize(
    "command",
    [
        ["datamodel-codegen", "--check"],
        [sys.executable, "scripts/gen_operations.py", "--check"],
    ],
    ids=["models", "operations"],
)
def test_generated_code_is_not_stale(command: list[str]) -> None:
    """openapi/models.py and openapi/operations.py are what billing.yaml generates today."""
    if command[0] == "datamodel-codegen":
        command[0] = str(Path(sys.executable).with_name("datamodel-codegen"))
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]


def test_contract_path_points_at_the_shipped_file() -> None:
    """CONTRACT_PATH is the billing.yaml inside the openapi package."""
    assert CONTRACT_PATH == ROOT / "src" / "billing_sim" / "openapi" / "billing.yaml"


def test_document_is_plain_json() -> None:
    """The YAML holds only JSON data: no implicit dates, integer keys or other YAML surprises."""
    assert json.loads(json.dumps(DOC)) == DOC


def _money_in(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        if {"amount_minor", "currency", "display"} <= set(value):
            yield value
        for child in value.values():
            yield from _money_in(child)
    elif isinstance(value, list):
        for child in value:
            yield from _money_in(child)


ES_DISPLAY = re.compile(r"^(-?)(Bs\.|USD) (\d{1,3}(?:\.\d{3})*),(\d{2})$")


def test_money_examples_display_their_amount_in_es_ve() -> None:
    """Every example Money's display is the es-VE rendering of exactly its amount_minor."""
    count = 0
    for label, _, value in media_examples():
        for money in _money_in(value):
            match = ES_DISPLAY.fullmatch(money["display"])
            assert match, (label, money)
            sign, symbol, units, cents = match.groups()
            amount = int(units.replace(".", "") + cents) * (-1 if sign else 1)
            assert amount == money["amount_minor"], (label, money)
            assert symbol == ("Bs." if money["currency"] == "VES" else money["currency"])
            count += 1
    assert count > 50
