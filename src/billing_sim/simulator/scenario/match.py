"""Which requests a rule selects: the ``match`` models and the operations they select statically.

Static criteria are everything but the values of ``path_params``, ``headers`` and ``customer``;
those are compared per request (:mod:`billing_sim.simulator.scenario.selector`,
:mod:`billing_sim.simulator.playback.subject`). Checking the names against the contract is
:func:`billing_sim.simulator.scenario.check.check_match`'s job.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario.contract import CUSTOMER_SOURCES, TAGS
from billing_sim.simulator.scenario.fields import HttpMethod, StrictModel, Text


class Operations(StrictModel):
    """Operations by their static traits; every given criterion must hold."""

    operation: Text | None = None
    operations: Annotated[list[Text], Field(min_length=1, max_length=32)] | None = None
    tag: Text | None = None
    tags: Annotated[list[Text], Field(min_length=1, max_length=16)] | None = None
    method: HttpMethod | None = None
    path: Text | None = None


class Match(Operations):
    """Which requests a rule selects; every given criterion must hold (an empty match is all).

    ``except`` removes the operations its own criteria select (``except: {tag: plans}``);
    ``customer`` selects the requests about that customer, wherever its id appears.
    """

    except_: Annotated[Operations | None, Field(alias="except")] = None
    customer: Text | None = None
    path_params: Annotated[dict[str, Text], Field(min_length=1, max_length=8)] | None = None
    headers: Annotated[dict[str, Text], Field(min_length=1, max_length=8)] | None = None


def select_operations(match: Operations) -> frozenset[str]:
    """The operation ids that ``match``'s static criteria select.

    Static criteria are everything but the values of ``path_params``, ``headers`` and
    ``customer``: operation ids, tags, method, path template, ``except``, the names of
    ``path_params`` (an operation without such a parameter can never match) and whether a
    ``customer`` is given (only operations about a customer can match). Unknown names simply
    select nothing.
    """
    wanted_ops = {match.operation} if match.operation else set(match.operations or OPERATIONS)
    wanted_tags = {match.tag} if match.tag else set(match.tags or TAGS)
    wanted_params: set[str] = set()
    excluded: frozenset[str] = frozenset()
    if isinstance(match, Match):
        wanted_params = set(match.path_params or ())
        if match.customer is not None:
            wanted_ops &= set(CUSTOMER_SOURCES)
        if match.except_ is not None:
            excluded = select_operations(match.except_)
    return frozenset(
        op.operation_id
        for op in OPERATIONS.values()
        if op.operation_id in wanted_ops
        and op.operation_id not in excluded
        and wanted_tags.intersection(op.tags)
        and match.method in (None, op.method)
        and match.path in (None, op.path)
        and wanted_params.issubset(op.path_params)
    )
