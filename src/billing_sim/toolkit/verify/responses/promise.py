"""A response-level promise: a judgement of one response, keyed by its catalogue id."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from billing_sim.toolkit.verify.responses.exchange import Exchange

Violations = list[str] | None
"""``None``: the promise says nothing about this; else one line per violation (``[]``: holds)."""

Rule = Callable[[dict[str, Any]], Violations]
"""A judgement of one object of the body (an invoice, a line, a bill summary...)."""


@dataclass(frozen=True, slots=True)
class ResponsePromise:
    """How one catalogue promise is judged on a single response.

    Attributes:
        id: The catalogue id (``x-promises`` key).
        title: One line naming a violation (the failure's title).
        applies_to: The responses it judges, for "not exercised" reasons.
        judge: The check; returns ``None`` when the response is not one it judges.
    """

    id: str
    title: str
    applies_to: str
    judge: Callable[[Exchange], Violations]


def holds(ok: bool, message: str) -> list[str]:
    """``[]`` when ``ok``, else ``[message]``."""
    return [] if ok else [message]


def combine(verdicts: Iterable[Violations]) -> Violations:
    """All violations of ``verdicts``; ``None`` when none of them judged anything."""
    found: list[str] | None = None
    for verdict in verdicts:
        if verdict is not None:
            found = [*(found or []), *verdict]
    return found


def on_each(component: str, rule: Rule) -> Callable[[Exchange], Violations]:
    """A judge applying ``rule`` to every ``component`` object of the body; messages are
    prefixed with the object's JSON pointer (and id, when it has one)."""

    def judge(exchange: Exchange) -> Violations:
        verdicts = []
        for pointer, item in exchange.instances(component):
            verdict = rule(item)
            name = f"{pointer} ({item['id']})" if isinstance(item.get("id"), str) else pointer
            verdicts.append(None if verdict is None else [f"{name}: {line}" for line in verdict])
        return combine(verdicts)

    judge.__doc__ = rule.__doc__
    return judge
