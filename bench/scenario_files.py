"""Scenario scripts written for the benchmark (the shipped ones are used by name)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from billing_sim.simulator.data.ids import customer_id

NO_MATCH_RULES = 20
NEVER_HEADER = "X-Bench-Never"
UNASKED_FROM = 500
"""Customers from this index on are in the default data (1,000) and are not personas."""


def no_match(rules: int = NO_MATCH_RULES) -> dict[str, Any]:
    """``rules`` rules that the benchmark's requests never match: the engine's pure cost.

    Half select ``getCustomer`` by a customer the benchmark never asks for (the operation
    matches, so the parameters are compared; the customers exist in the default data, since
    ``serve`` refuses a rule naming a customer the data lacks); half select every operation by
    a header nobody sends.
    """
    listed = []
    for number in range(rules):
        if number % 2 == 0:
            match: dict[str, Any] = {
                "operation": "getCustomer",
                "path_params": {"customer_id": customer_id(UNASKED_FROM + number)},
            }
        else:
            match = {"headers": {NEVER_HEADER: f"rule-{number}"}}
        listed.append(
            {
                "name": f"never matches {number}",
                "match": match,
                "fault": {"kind": "http_error", "status": 503},
            }
        )
    return {
        "description": f"{rules} rules that no benchmark request matches (engine overhead).",
        "seed": 1,
        "rules": listed,
    }


def fixed_latency(operation: str, ms: int) -> dict[str, Any]:
    """Every request of ``operation`` is answered normally after exactly ``ms`` milliseconds."""
    return {
        "description": f"{operation} answers after a fixed {ms} ms.",
        "seed": 1,
        "rules": [{"match": {"operation": operation}, "fault": {"kind": "latency", "ms": ms}}],
    }


def write(script: dict[str, Any], directory: Path, name: str) -> Path:
    """Save ``script`` as ``directory/name.yaml`` (the stem is the scenario's name)."""
    path = directory / f"{name}.yaml"
    path.write_text(yaml.safe_dump(script, sort_keys=False, allow_unicode=True))
    return path
