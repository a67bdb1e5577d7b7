"""The generated surface: every operation and capability, on both twins, with one signature.

``make check-generated`` keeps the generated files in step with the contract and
``src/billing_sim/client/_capabilities.py``; these tests check what the generator promises.
"""

from __future__ import annotations

import inspect
import re
import typing
from typing import Any

import pytest

from billing_sim.client import (
    AsyncBillingClient,
    AsyncBillingTools,
    BillingClient,
    BillingTools,
    _capabilities,
)
from billing_sim.client.testing import FakeClock, hang, ok, problem, refused, reset
from billing_sim.openapi.operations import OPERATIONS

from .conftest import CUSTOMER_ID, INVOICE_ID, Flavor, example, listing

LIFECYCLE = {"close", "aclose"}


def public_methods(cls: type) -> dict[str, Any]:
    return {
        name: member
        for name, member in vars(cls).items()
        if callable(member) and not name.startswith("_") and name not in LIFECYCLE
    }


def normalised(signature: inspect.Signature) -> str:
    return str(signature).replace("AsyncBillingClient", "BillingClient").replace("Async", "")


@pytest.mark.parametrize(
    ("sync", "asynchronous"),
    [(BillingClient, AsyncBillingClient), (BillingTools, AsyncBillingTools)],
)
def test_twins_expose_the_same_methods_with_the_same_signatures(
    sync: type, asynchronous: type
) -> None:
    """Every sync method has an async twin with the same parameters and docstring."""
    sync_methods, async_methods = public_methods(sync), public_methods(asynchronous)
    assert set(sync_methods) == set(async_methods)
    for name, method in sync_methods.items():
        twin = async_methods[name]
        if isinstance(method, classmethod | property):
            continue
        assert inspect.iscoroutinefunction(twin), name
        assert normalised(inspect.signature(method)) == normalised(inspect.signature(twin)), name
        assert method.__doc__ == twin.__doc__, name


@pytest.mark.parametrize("client", [BillingClient, AsyncBillingClient])
def test_every_operation_of_the_contract_is_a_typed_method(client: type) -> None:
    """One method per operationId, named after it, documented with the operation's id."""
    for operation_id in OPERATIONS:
        name = re.sub(r"(?<!^)(?=[A-Z])", "_", operation_id).lower()
        method = getattr(client, name)
        assert (inspect.getdoc(method) or "").startswith(f"``{operation_id}``: "), name
    assert len(public_methods(client)) == len(OPERATIONS)


CAPABILITIES = {
    name: function
    for name, function in vars(_capabilities).items()
    if inspect.isfunction(function)
    and function.__module__ == _capabilities.__name__
    and not name.startswith("_")
    and next(iter(inspect.signature(function).parameters)) == "ctx"
}


@pytest.mark.parametrize("tools", [BillingTools, AsyncBillingTools])
def test_every_capability_is_a_tool_with_its_plans_parameters_and_docstring(tools: type) -> None:
    """``client._capabilities`` defines the tools: same parameters after ``ctx``, same doc."""
    assert set(public_methods(tools)) == set(CAPABILITIES)
    for name, plan in CAPABILITIES.items():
        method = getattr(tools, name)
        expected = list(inspect.signature(plan).parameters.values())[1:]
        assert list(inspect.signature(method).parameters.values())[1:] == expected, name
        assert paragraphs(inspect.getdoc(method)) == paragraphs(inspect.getdoc(plan)), name


def paragraphs(text: str | None) -> list[str]:
    """A docstring's paragraphs, however they are wrapped."""
    return [" ".join(p.split()) for p in (text or "").split("\n\n")]


@pytest.mark.parametrize(
    ("client", "tools"), [(BillingClient, BillingTools), (AsyncBillingClient, AsyncBillingTools)]
)
def test_tools_are_built_with_exactly_the_client_options(client: type, tools: type) -> None:
    """``BillingTools(...)`` takes the same arguments as ``BillingClient(...)``, or a client."""
    by_options, by_client = typing.get_overloads(vars(tools)["__init__"])
    assert inspect.signature(client) == inspect.signature(by_options).replace(
        parameters=list(inspect.signature(by_options).parameters.values())[1:]
    )
    assert list(inspect.signature(by_client).parameters) == ["self", "client"]
    implementation = inspect.signature(tools).parameters
    assert set(implementation) == set(inspect.signature(client).parameters) | {"client"}


def test_the_async_constructor_differs_only_in_its_httpx_types() -> None:
    """Same keywords and defaults; AsyncClient and AsyncBaseTransport instead of sync ones."""
    sync = inspect.signature(BillingClient).parameters
    asynchronous = inspect.signature(AsyncBillingClient).parameters
    assert list(sync) == list(asynchronous)
    for name, parameter in sync.items():
        assert parameter.default == asynchronous[name].default, name


LIFECYCLE_LAST = {"close", "aclose", "__enter__", "__exit__", "__aenter__", "__aexit__"}


def section(name: str, member: Any) -> int:
    """Where a member belongs in the usual reading order of a class."""
    if name == "__init__":
        return 0
    if isinstance(member, classmethod):
        return 1
    if isinstance(member, property):
        return 2
    if name in LIFECYCLE_LAST:
        return 5
    return 4 if name.startswith("_") else 3


TWINS = [BillingClient, AsyncBillingClient, BillingTools, AsyncBillingTools]


def members(cls: type) -> list[str]:
    """The members a reader meets in the class body, in order (special methods: the ones read)."""
    return [
        name
        for name in vars(cls)
        if not name.startswith("__") or name == "__init__" or name in LIFECYCLE_LAST
    ]


@pytest.mark.parametrize("cls", TWINS)
def test_members_stand_in_the_usual_order(cls: type) -> None:
    """``__init__``, constructors, properties, public methods, helpers, then close and ``with``."""
    sections = [section(name, vars(cls)[name]) for name in members(cls)]
    assert sections == sorted(sections), members(cls)


@pytest.mark.parametrize("cls", TWINS)
def test_where_a_user_lands_there_is_a_docstring(cls: type) -> None:
    """The class, each property and each public method (lifecycle included) say what they do."""
    assert inspect.getdoc(cls)
    public = [name for name in members(cls) if name != "__init__"]
    assert [name for name in public if not getattr(cls, name).__doc__] == []


def scenario(flavor: Flavor) -> list[Any]:
    """An outage and its recovery, as the bot would live it."""
    steps = [
        ok(listing(example("Customer"))),
        problem(503),
        ok(example("BillSummary")),
        hang(),
        reset(),
        problem(502),
        refused(),
        refused(),
        ok(example("Invoice")),
        problem(404, "invoice_not_found"),
    ]
    tools, _, clock = flavor.env(steps, clock=FakeClock(50.0))
    results = [
        flavor.run(tools, "find_customer", account_number="1000000016"),
        flavor.run(tools, "get_bill_summary", CUSTOMER_ID),
        flavor.run(tools, "get_balance", CUSTOMER_ID),
        flavor.run(tools, "get_invoice", INVOICE_ID),
        flavor.run(tools, "get_usage", CUSTOMER_ID),
    ]
    clock.advance(31)
    results.append(flavor.run(tools, "get_invoice", INVOICE_ID))
    results.append(flavor.run(tools, "get_invoice", INVOICE_ID))
    results.append(tools.breaker.snapshot())
    return results


def test_one_scenario_gives_identical_results_sync_and_async() -> None:
    """Every field of every ToolResult, and the breaker's final state, are equal."""
    sync, asynchronous = scenario(Flavor("sync")), scenario(Flavor("async"))
    assert sync == asynchronous
    kinds = [getattr(r, "failure_kind", None) for r in sync[:-1]]
    assert kinds == [None, None, "server_error", "connection", "circuit_open", None, "not_found"]
