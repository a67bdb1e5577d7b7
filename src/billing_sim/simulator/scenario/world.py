"""Customer ids in a scenario checked against the data of the simulator that will play it.

A rule about a customer no customer of that data has (``cus_7k2m9q4x1y``, one character off
the worked example) would pass every other check and then never fire: an outage silently
turned off. So when the checker knows the data (``scenarios check --seed/--customers``, an
upload to a running simulator), such an id is an error naming the nearest persona by edit
distance.

The document's raw data is walked (not the validated model), so the check also runs on a file
with schema errors; an id the contract's pattern rejects is left to the pattern's own message.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeGuard

from billing_sim.simulator.scenario import contract
from billing_sim.simulator.scenario.errors import FieldPath, Finding


class PersonaId(Protocol):
    """A fixed customer: its short name and id (``simulator.data.Persona``)."""

    @property
    def key(self) -> str: ...

    @property
    def customer_id(self) -> str: ...


class CustomerLookup(Protocol):
    """Which customers exist, and the personas (``simulator.data.BillingData`` is one)."""

    def owner(self, object_id: str) -> str | None: ...

    def personas(self) -> Sequence[PersonaId]: ...


class GeneratedData(CustomerLookup, Protocol):
    """Generated data, which knows the options it was generated with."""

    seed: int
    customers: int


@dataclass(frozen=True, slots=True)
class KnownCustomers:
    """The customers a scenario will meet, and how messages name where they come from.

    Args:
        lookup: Answers whether a customer exists, and lists the personas.
        where: ``this data (seed 42, 1000 customers; ...)``, ``the simulator at URL``.
    """

    lookup: CustomerLookup
    where: str

    @classmethod
    def of_data(cls, data: GeneratedData) -> KnownCustomers:
        """The customers of generated data (the simulator's, or the CLI's ``--seed``/
        ``--customers``)."""
        where = (
            f"this data (seed {data.seed}, {data.customers} customers; check --seed and "
            "--customers)"
        )
        return cls(data, where)


def check_customers(data: object, world: KnownCustomers) -> list[Finding]:
    """A finding per rule's customer id (``customer``, ``path_params.customer_id``) that no
    customer of ``world`` has."""
    pattern = contract.path_param_pattern("customer_id")
    findings: list[Finding] = []
    for where, value in _customer_ids(data):
        if pattern is not None and not pattern.search(value):
            continue  # the pattern's own message says what is wrong with it
        if world.lookup.owner(value) != value:
            findings.append((where, _unknown_customer(value, world)))
    return findings


def _unknown_customer(value: str, world: KnownCustomers) -> str:
    personas = world.lookup.personas()
    nearest = min(personas, key=lambda p: (edit_distance(value, p.customer_id), p.key))
    return (
        f"no customer has id {value!r} in {world.where}: the rule would never fire; "
        f"the nearest persona is {nearest.customer_id!r} ({nearest.key})"
    )


def _customer_ids(data: object) -> Iterator[tuple[FieldPath, str]]:
    if not isinstance(data, dict):
        return
    lists: list[tuple[FieldPath, object]] = [(("rules",), data.get("rules"))]
    phases = data.get("phases")
    if isinstance(phases, list):
        lists += [
            (("phases", i, "rules"), p.get("rules")) for i, p in enumerate(phases) if _is_map(p)
        ]
    for path, rules in lists:
        if not isinstance(rules, list):
            continue
        for index, rule in enumerate(rules):
            match = rule.get("match") if _is_map(rule) else None
            if not _is_map(match):
                continue
            if isinstance(match.get("customer"), str):
                yield (*path, index, "match", "customer"), match["customer"]
            params = match.get("path_params")
            if _is_map(params) and isinstance(params.get("customer_id"), str):
                where = (*path, index, "match", "path_params", "customer_id")
                yield where, params["customer_id"]


def _is_map(value: object) -> TypeGuard[dict[str, Any]]:
    return isinstance(value, dict)


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance: insertions, deletions and substitutions to turn ``a`` into ``b``."""
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b))
            )
        previous = current
    return previous[-1]
