"""Contract evolution guard: which changes between two versions of ``billing.yaml`` break clients.

``diff_contracts(old, new)`` compares two loaded OpenAPI 3.x documents and returns one ``Change``
per finding, each under a rule of ``RULES`` that fixes its severity. ``billing-sim contract diff``
reports them (``change_report``, rendered by :mod:`billing_sim.toolkit.report` as text, Markdown or
JSON)
and exits 1 when any is breaking.

Why the rules are implemented here rather than taken from a library (surveyed November 2026):

* oasdiff (Tufin, 100+ checks) and pb33f openapi-changes/libopenapi are Go, openapi-diff
  (OpenAPITools) is Java: none has Python bindings on PyPI (``oasdiff``, ``openapi-diff``,
  ``openapi-changes`` and ``openapi-spec-diff`` are not published there), and running them would
  mean a binary download or a JVM, which CI here cannot fetch.
* The Python packages on PyPI that claim breaking-change detection are young single-author
  projects: ``kryptorious-apiguard`` 1.0.1 (30 rules; no security, catalog or response-enum
  rules; its ``$ref`` inliner recurses forever on recursive schemas), ``api-schema-diff`` 1.0.4
  (best-effort resolver cut at depth 20), ``schemawatch`` 0.1.4, ``api-diff-sentinel`` 1.0.2 (a
  2 kB differ). None handles 3.1 nullability (``type: [x, 'null']``, ``oneOf`` with null) as a
  compatibility question, and none knows this project's rules: a response enum value *added*
  is breaking (the client validates responses with StrEnums generated from the contract), and
  ``x-error-catalog`` is API.

Direction matters: requests may only accept more, responses may only send less (the generated
pydantic models validate responses, constraints included). A changed ``pattern`` is compared by
the languages the two patterns accept (``patterns``, on greenery's automata): non-breaking only
when proved, breaking with a counterexample, ``review`` when neither can be shown. Descriptions
and summaries are not compared; examples are where clients derive something from them (the
codes of problem examples).

A reviewed change is acknowledged by ``accept`` (``--accept RULE@POINTER``, ``--accept-file``):
still reported, no longer failing.
"""

from __future__ import annotations

from billing_sim.toolkit.contract_diff.accept import accept, parse_acceptance, read_acceptances
from billing_sim.toolkit.contract_diff.change_report import change_report, rule_table, summary
from billing_sim.toolkit.contract_diff.changes import RULES, Change, Severity
from billing_sim.toolkit.contract_diff.diff import diff_contracts
from billing_sim.toolkit.contract_diff.loading import parse_document, read_document
from billing_sim.toolkit.contract_diff.refs import ContractError

__all__ = [
    "RULES",
    "Change",
    "ContractError",
    "Severity",
    "accept",
    "change_report",
    "diff_contracts",
    "parse_acceptance",
    "parse_document",
    "read_acceptances",
    "read_document",
    "rule_table",
    "summary",
]
