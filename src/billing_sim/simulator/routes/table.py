"""The handler table: the tag modules' handlers checked against the contract's operations.

The edge dispatches each request to the handler of the operation it resolved from the contract,
so a handler is registered by ``operationId`` alone, never by a path of its own. The table is
checked when an app is built: every operation has exactly one handler, in the module of its
tag, and no handler is for an operation the contract lacks.
"""

from __future__ import annotations

from collections.abc import Mapping

from billing_sim.openapi.operations import Operation
from billing_sim.simulator.edge.middleware import Endpoint


class HandlerTableError(RuntimeError):
    """The tag modules' handlers are not exactly the contract's operations (one line each)."""


def handler_table(
    by_tag: Mapping[str, Mapping[str, Endpoint]], operations: Mapping[str, Operation]
) -> dict[str, Endpoint]:
    """Every operation's handler by ``operationId``, from each tag module's handlers.

    Args:
        by_tag: Each tag module's handlers by ``operationId``, under the module's (tag's) name.
        operations: The contract's operations.

    Raises:
        HandlerTableError: naming each operation without a handler, each handler for no
            operation, each operation with two handlers and each handler outside its tag's
            module.
    """
    table: dict[str, Endpoint] = {}
    found_in: dict[str, str] = {}
    mistakes: list[str] = []
    for module, handlers in by_tag.items():
        for operation_id, handler in handlers.items():
            operation = operations.get(operation_id)
            if operation is None:
                mistakes.append(
                    f"routes/{module}.py has a handler for {operation_id!r}, "
                    "which the contract does not define"
                )
                continue
            if operation_id in found_in:
                mistakes.append(
                    f"{operation_id!r} has two handlers: routes/"
                    f"{found_in[operation_id]}.py and routes/{module}.py"
                )
                continue
            if module not in operation.tags:
                mistakes.append(
                    f"{operation_id!r} is tagged {_tags(operation)} but its handler "
                    f"is in routes/{module}.py"
                )
            found_in[operation_id] = module
            table[operation_id] = handler
    mistakes.extend(
        f"{operation_id!r} has no handler (it belongs in routes/{operation.tags[0]}.py)"
        for operation_id, operation in operations.items()
        if operation_id not in table
    )
    if mistakes:
        raise HandlerTableError(
            "the route handlers are not the contract's operations:\n"
            + "\n".join(f"  - {mistake}" for mistake in mistakes)
        )
    return table


def _tags(operation: Operation) -> str:
    return " or ".join(repr(tag) for tag in operation.tags)
