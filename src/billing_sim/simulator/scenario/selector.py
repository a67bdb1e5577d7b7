"""Which rules of a phase select a request: an index built once, so a request tests only a few.

Every request of a session with a scenario asks this, for every rule aimed at its operation.
Comparing each rule's path parameters and headers one by one costs about a microsecond a rule
(twenty rules cost a third of a light request). Instead, the rules aimed at one operation are
split by their first criterion, and a request looks up its own path parameters and headers:
a rule whose first criterion the request does not meet is never looked at.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from billing_sim.simulator.scenario.rule import Rule

Pair = tuple[str, str]


@dataclass(frozen=True, slots=True)
class RuleSelector:
    """The rules that can select one operation, indexed by their first criterion.

    Args:
        unconditional: Rules with no path parameter or header to compare: always selected.
        by_path_param: Rules keyed by their first ``(name, value)`` path parameter.
        by_header: Rules without path parameters, keyed by their first header.
        by_customer: Rules keyed by the customer the request must be about.
    """

    unconditional: tuple[int, ...]
    by_path_param: Mapping[Pair, tuple[Rule, ...]]
    by_header: Mapping[Pair, tuple[Rule, ...]]
    by_customer: Mapping[str, tuple[Rule, ...]]

    @classmethod
    def of(cls, rules: Iterable[Rule]) -> RuleSelector:
        """Index ``rules`` (all aimed at the same operation)."""
        unconditional: list[int] = []
        by_path_param: dict[Pair, tuple[Rule, ...]] = {}
        by_header: dict[Pair, tuple[Rule, ...]] = {}
        by_customer: dict[str, tuple[Rule, ...]] = {}
        for rule in rules:
            if rule.customer is not None:
                by_customer[rule.customer] = (*by_customer.get(rule.customer, ()), rule)
            elif rule.path_params:
                first = rule.path_params[0]
                by_path_param[first] = (*by_path_param.get(first, ()), rule)
            elif rule.headers:
                first = rule.headers[0]
                by_header[first] = (*by_header.get(first, ()), rule)
            else:
                unconditional.append(rule.index)
        return cls(tuple(unconditional), by_path_param, by_header, by_customer)

    def select(
        self,
        path_params: Mapping[str, str],
        headers: Mapping[str, str],
        customers: tuple[str, ...] = (),
    ) -> tuple[int, ...]:
        """Indices, in order, of the rules whose every criterion the request meets.

        ``customers`` are the customers the request is about (resolved only when
        :attr:`by_customer` has rules; a shared phone may name several).
        """
        if not self.by_path_param and not self.by_header and not self.by_customer:
            return self.unconditional
        selected = list(self.unconditional)
        # Each index, with the request's own keys to look it up by.
        lookups: tuple[tuple[Mapping[Any, tuple[Rule, ...]], Iterable[object]], ...] = (
            (self.by_customer, customers),
            (self.by_path_param, path_params.items()),
            (self.by_header, headers.items()),
        )
        for index, keys in lookups:
            for key in keys if index else ():  # the rules filed under a criterion it meets
                for rule in index.get(key, ()):
                    if _all_equal(rule.path_params, path_params) and _all_equal(
                        rule.headers, headers
                    ):
                        selected.append(rule.index)
        selected.sort()
        return tuple(selected)


def _all_equal(expected: tuple[Pair, ...], actual: Mapping[str, str]) -> bool:
    for name, value in expected:  # noqa: SIM110 - all(<genexpr>) costs twice as much per rule
        if actual.get(name) != value:
            return False
    return True
