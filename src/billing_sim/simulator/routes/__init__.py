"""The contract's operations' handlers, one module per tag, bound per app.

Each tag module (``customers``, ``invoices``...) exports ``handlers(deps)``: its operations'
handlers by ``operationId``. The edge resolves every request to its operation from the contract
and calls that handler directly; FastAPI's router never sees ``/v1``, so no handler declares a
path. Handlers are thin: the edge has already authenticated the request and validated its
parameters (``billing_sim.simulator.edge.context_of(request)``); a handler asks the data seam
for models, and ``billing_sim.simulator.routes.responses`` serialises them once and caches the
bytes (lists through ``billing_sim.simulator.routes.listing``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.edge.middleware import Endpoint
from billing_sim.simulator.routes import (
    credit_notes,
    customers,
    invoices,
    payments,
    plans,
    subscriptions,
)
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.table import HandlerTableError, handler_table

__all__ = ["TAG_MODULES", "Deps", "HandlerTableError", "build_handlers"]

TAG_MODULES: Mapping[str, Callable[[Deps], Mapping[str, Endpoint]]] = {
    "credit_notes": credit_notes.handlers,
    "customers": customers.handlers,
    "invoices": invoices.handlers,
    "payments": payments.handlers,
    "plans": plans.handlers,
    "subscriptions": subscriptions.handlers,
}
"""Each contract tag's ``handlers``, under the tag (its module's name)."""


def build_handlers(deps: Deps) -> dict[str, Endpoint]:
    """Every contract operation's handler by ``operationId``, bound to ``deps``.

    Raises:
        HandlerTableError: when the handlers are not exactly the contract's operations.
    """
    return handler_table({tag: handlers(deps) for tag, handlers in TAG_MODULES.items()}, OPERATIONS)
