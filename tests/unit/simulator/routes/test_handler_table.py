"""The handler table: exactly one handler per contract operation, in its tag's module."""

from __future__ import annotations

import pytest
from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.routes.table import HandlerTableError, handler_table

PLANS = {name: OPERATIONS[name] for name in ("listPlans", "getPlan")}


async def handler(request: Request) -> Response:
    return Response()


async def other(request: Request) -> Response:
    return Response()


def mistakes(by_tag: dict[str, dict[str, object]]) -> str:
    with pytest.raises(HandlerTableError) as raised:
        handler_table(by_tag, PLANS)  # type: ignore[arg-type]
    return str(raised.value)


def test_handlers_of_every_operation_make_the_table() -> None:
    """Each operation's handler, by operationId, taken from its tag's module."""
    table = handler_table({"plans": {"listPlans": handler, "getPlan": other}}, PLANS)
    assert table == {"listPlans": handler, "getPlan": other}


def test_an_operation_without_a_handler_is_named_with_the_module_it_belongs_in() -> None:
    """A missing handler names the operation and its tag's module."""
    message = mistakes({"plans": {"listPlans": handler}})
    assert "'getPlan' has no handler (it belongs in routes/plans.py)" in message


def test_a_handler_for_no_contract_operation_is_refused() -> None:
    """A handler the contract has no operation for is an error, not silently unreachable."""
    message = mistakes({"plans": {"listPlans": handler, "getPlan": other, "deletePlan": other}})
    assert "routes/plans.py has a handler for 'deletePlan'" in message


def test_an_operation_handled_in_two_modules_is_refused() -> None:
    """Two handlers for one operation name both modules, whichever would have won."""
    message = mistakes(
        {"plans": {"listPlans": handler, "getPlan": other}, "customers": {"getPlan": handler}}
    )
    assert "'getPlan' has two handlers: routes/plans.py and routes/customers.py" in message


def test_a_handler_outside_its_tags_module_is_refused() -> None:
    """The handler of an operation tagged ``plans`` belongs in routes/plans.py."""
    message = mistakes({"plans": {"listPlans": handler}, "customers": {"getPlan": other}})
    assert "'getPlan' is tagged 'plans' but its handler is in routes/customers.py" in message


def test_every_mistake_is_reported_at_once() -> None:
    """One start-up error lists every mistake, one line each."""
    message = mistakes({"plans": {"deletePlan": handler}})
    assert message.count("\n  - ") == 3
