"""The sync and async twins: same surface, same decisions, same results."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from client import AsyncBillingClient, AsyncBillingTools, BillingClient, BillingTools
from client.testing import FakeClock, hang, ok, problem, refused, reset

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


@pytest.mark.parametrize(
    ("client", "tools"), [(BillingClient, BillingTools), (AsyncBillingClient, AsyncBillingTools)]
)
def test_tools_are_built_with_exactly_the_client_options(client: type, tools: type) -> None:
    """``BillingTools(...)`` takes the same arguments as ``BillingClient(...)``."""
    assert inspect.signature(client) == inspect.signature(tools)


def test_the_async_constructor_differs_only_in_its_httpx_types() -> None:
    """Same keywords and defaults; AsyncClient and AsyncBaseTransport instead of sync ones."""
    sync = inspect.signature(BillingClient).parameters
    asynchronous = inspect.signature(AsyncBillingClient).parameters
    assert list(sync) == list(asynchronous)
    for name, parameter in sync.items():
        assert parameter.default == asynchronous[name].default, name


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
