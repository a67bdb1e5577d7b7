"""The checks beyond the shape: field combinations, the contract, and off_contract."""

from __future__ import annotations

import textwrap

import pytest

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.scenario.faults import base as faults_base
from tests.unit.scenario.helpers import issues_of, with_rules


def _rule_issues(rules: str) -> list[str]:
    """Issues of a scenario with these rules, without the file name (lines start at 4)."""
    body = textwrap.indent(textwrap.dedent(rules), "  ")
    issues = issues_of(f"description: test\nseed: 1\nrules:\n{body}")
    return [issue.removeprefix("scenarios/test.yaml:") for issue in issues]


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        (
            "- match: {tag: billing}\n  fault: {kind: reset}\n",
            "4: rules[0].match.tag: unknown tag 'billing'; known: credit_notes, customers, "
            "invoices, payments, plans, subscriptions",
        ),
        (
            "- match: {path: /v1/customers/cus_7k2m9q4x1z}\n  fault: {kind: reset}\n",
            "4: rules[0].match.path: unknown path template '/v1/customers/cus_7k2m9q4x1z'; did "
            "you mean '/v1/customers/{customer_id}'?; put ids in path_params",
        ),
        (
            "- match: {path_params: {customer: cus_7k2m9q4x1z}}\n  fault: {kind: reset}\n",
            "4: rules[0].match.path_params.customer: unknown path parameter 'customer'; did you "
            "mean 'customer_id'?",
        ),
        (
            "- match: {operations: [getCustomer, getInvoce]}\n  fault: {kind: reset}\n",
            "4: rules[0].match.operations[1]: unknown operation 'getInvoce'; did you mean "
            "'getInvoice'?",
        ),
        (
            "- match: {operation: getCustomer, operations: [getInvoice]}\n  fault: {kind: reset}\n",
            "4: rules[0].match.operations: use operation or operations, not both",
        ),
        (
            "- match: {headers: {'Bad Header': x}}\n  fault: {kind: reset}\n",
            "4: rules[0].match.headers.Bad Header: is not a valid HTTP header name",
        ),
        (
            "- match: {operation: getPlan, tag: payments}\n  fault: {kind: reset}\n",
            "4: rules[0].match: matches no operation: no operation satisfies all of its criteria "
            "together",
        ),
        (
            "- match: {method: POST, path_params: {customer_id: cus_7k2m9q4x1z}}\n"
            "  fault: {kind: reset}\n",
            "4: rules[0].match: matches no operation: no operation satisfies all of its criteria "
            "together",
        ),
    ],
)
def test_match_must_name_what_the_contract_has(rule: str, expected: str) -> None:
    """Unknown names, conflicting keys and empty matches are rejected."""
    assert _rule_issues(rule) == [expected]


@pytest.mark.parametrize(
    ("rule", "expected"),
    [
        (
            "- {nth: 2, first: 5, fault: {kind: reset}}\n",
            "4: rules[0].nth: nth picks one request; drop first, every, after, for",
        ),
        (
            "- {first: 2, after: 5, fault: {kind: reset}}\n",
            "4: rules[0].after: first and after exclude each other; for a window use after: N "
            "with for: M",
        ),
        (
            "- {for: 2, fault: {kind: reset}}\n",
            "4: rules[0].for: for needs after (after: 10 with for: 5 selects requests 11 to 15)",
        ),
        (
            "- {from: 30, until: 10.5, fault: {kind: reset}}\n",
            "4: rules[0].until: until (10.5) must be later than from (30)",
        ),
    ],
)
def test_timing_combinations(rule: str, expected: str) -> None:
    """Timing keys that contradict each other are rejected."""
    assert _rule_issues(rule) == [expected]


@pytest.mark.parametrize(
    ("fault", "expected"),
    [
        (
            "{kind: http_error, status: 503, code: rate_limited}",
            "5: rules[0].fault.code: rate_limited has status 429 in the error catalog, not 503",
        ),
        (
            "{kind: http_error, status: 503, code: down}",
            "5: rules[0].fault.code: 'down' is not in the error catalog (codes with status 503: "
            "billing_backend_unavailable)",
        ),
        (
            "{kind: http_error, status: 502, body: html}",
            "5: rules[0].fault.body: body: html breaks the contract (its errors are "
            "problem+json); mark the rule off_contract: true to send it anyway",
        ),
        (
            "{kind: latency, ms: 10, distribution: {uniform: {min_ms: 1, max_ms: 2}}}",
            "5: rules[0].fault.distribution: set ms (fixed) or distribution, not both",
        ),
        (
            "{kind: latency}",
            "5: rules[0].fault: needs ms (a fixed delay) or distribution (uniform or lognormal)",
        ),
        (
            "{kind: latency, ms: 10, max_ms: 20}",
            "5: rules[0].fault.max_ms: max_ms caps a distribution; with a fixed ms drop it",
        ),
        (
            "{kind: latency, distribution: {}}",
            "5: rules[0].fault.distribution: needs exactly one of uniform or lognormal",
        ),
        (
            "{kind: latency, distribution: {uniform: {min_ms: 9, max_ms: 2}}}",
            "5: rules[0].fault.distribution.uniform.max_ms: max_ms (2) is below min_ms (9)",
        ),
        (
            "{kind: truncate, fraction: 0.5, bytes: 3}",
            "5: rules[0].fault.bytes: set fraction or bytes, not both",
        ),
        (
            "{kind: malformed, variant: invalid_json, field: id}",
            "5: rules[0].fault.field: field only applies to missing_field and wrong_type",
        ),
        (
            "{kind: after_commit, then: reset, retry_after: 3}",
            "5: rules[0].fault.retry_after: retry_after only applies to then: http_503",
        ),
    ],
)
def test_fault_fields(fault: str, expected: str) -> None:
    """Fault keys that contradict each other or the catalog are rejected (on createPayment)."""
    rule = f"- match: {{operation: createPayment}}\n  fault: {fault}\n"
    assert _rule_issues(rule) == [expected]


def test_malformed_field_must_be_in_the_response() -> None:
    """A field that the operation's response lacks is rejected, listing the real ones."""
    rule = "- match: {operation: getCustomerBalance}\n"
    rule += "  fault: {kind: malformed, variant: wrong_type, field: balance}\n"
    (issue,) = _rule_issues(rule)
    assert issue.startswith(
        "5: rules[0].fault.field: 'balance' is not a field of getCustomerBalance's response "
        "(customer_id, as_of, amount_due,"
    )


def test_not_found_code_must_be_the_operations_business_404() -> None:
    """not_found's code picks among the operation's own *_not_found codes."""
    rule = "- match: {operation: getPlan}\n  fault: {kind: not_found, code: customer_not_found}\n"
    assert _rule_issues(rule) == [
        "5: rules[0].fault.code: 'customer_not_found' is not a business 404 of getPlan "
        "(its codes: plan_not_found)"
    ]


def test_code_override_must_be_declared_unless_off_contract() -> None:
    """A catalog code the operation does not declare for the status needs the flag."""
    rule = "- match: {operation: getCustomer}\n"
    rule += "  fault: {kind: http_error, status: 400, code: lookup_key_required}\n"
    assert _rule_issues(rule) == [
        "5: rules[0].fault.code: lookup_key_required is not among the 400 codes of getCustomer; "
        "mark the rule off_contract: true to send it anyway"
    ]
    flagged = rule.replace("- match", "- off_contract: true\n  match")
    assert with_rules(flagged).phases[0].rules[0].off_contract


def test_status_must_be_declared_by_every_matched_operation() -> None:
    """404 on every operation fails because two operations have no 404."""
    assert _rule_issues("- fault: {kind: http_error, status: 404}\n") == [
        "4: rules[0].fault.status: 404 is not declared by listPlans, searchCustomers; mark the "
        "rule off_contract: true to send it anyway"
    ]


def test_off_contract_allows_a_bare_gateway_404() -> None:
    """The not-found storm's rule is valid with the flag and marked off-contract."""
    scenario = with_rules(
        "- off_contract: true\n  fault: {kind: http_error, status: 404, body: bare}\n"
    )
    assert scenario.phases[0].rules[0].off_contract


def test_off_contract_on_a_legal_rule_is_rejected() -> None:
    """The flag must mean something: a declared 503 needs none."""
    rule = "- off_contract: true\n  fault: {kind: http_error, status: 503}\n"
    assert _rule_issues(rule) == [
        "4: rules[0].off_contract: nothing in this rule breaks the contract; remove off_contract"
    ]


def test_off_contract_only_marks_http_error() -> None:
    """Transport and drift faults are off-contract by kind and take no flag."""
    rule = "- off_contract: true\n  fault: {kind: reset}\n"
    assert _rule_issues(rule) == [
        "4: rules[0].off_contract: off_contract only marks http_error rules; reset needs no flag"
    ]


@pytest.mark.parametrize(
    ("fault", "off_contract"),
    [
        ("{kind: latency, ms: 5}", False),
        ("{kind: slow_body, duration_s: 1}", False),
        ("{kind: rate_limit}", False),
        ("{kind: not_found}", False),
        ("{kind: http_error, status: 500}", False),
        ("{kind: hang}", True),
        ("{kind: reset}", True),
        ("{kind: close}", True),
        ("{kind: truncate}", True),
        ("{kind: malformed, variant: invalid_json}", True),
    ],
)
def test_kinds_are_off_contract_by_nature(fault: str, off_contract: bool) -> None:
    """Transport and drift faults are labelled off-contract without any flag."""
    scenario = with_rules(f"- match: {{operation: getCustomer}}\n  fault: {fault}\n")
    assert scenario.phases[0].rules[0].off_contract is off_contract


@pytest.mark.parametrize(
    ("then", "off_contract"), [("hang", True), ("reset", True), ("http_503", False)]
)
def test_after_commit_is_off_contract_unless_it_answers_503(then: str, off_contract: bool) -> None:
    """A lost response breaks the contract; a declared 503 after commit does not."""
    rule = f"- match: {{operation: createPayment}}\n  fault: {{kind: after_commit, then: {then}}}\n"
    assert with_rules(rule).phases[0].rules[0].off_contract is off_contract


def test_rule_after_an_unconditional_catch_all_never_fires() -> None:
    """First match wins, so a rule hidden behind a catch-all is reported."""
    rules = "- fault: {kind: http_error, status: 503}\n"
    rules += "- match: {operation: getCustomer}\n  fault: {kind: reset}\n"
    assert _rule_issues(rules) == [
        "5: rules[1]: never fires: rules[0] already answers every request it matches "
        "(first match wins)"
    ]


def test_rule_after_a_conditional_rule_is_reachable() -> None:
    """A probability, a count window or a narrower match keeps later rules reachable."""
    rules = "- probability: 0.5\n  fault: {kind: http_error, status: 503}\n"
    rules += "- match: {operation: getCustomer}\n  fault: {kind: reset}\n"
    rules += "- fault: {kind: http_error, status: 500}\n"
    assert len(with_rules(rules).phases[0].rules) == 3


def test_phase_checks() -> None:
    """Phase names are unique, ends are exclusive, and only the last phase may be open."""
    text = textwrap.dedent(
        """\
        description: test
        seed: 1
        rules: []
        phases:
          - {name: a}
          - {name: a, duration: 5, requests: 3}
          - {name: b}
        """
    )
    assert [issue.removeprefix("scenarios/test.yaml:") for issue in issues_of(text)] == [
        "4: phases: use either rules or phases, not both",
        "5: phases[0]: needs duration (seconds) or requests (a count); only the last phase may "
        "run forever",
        "6: phases[1].name: duplicate phase name (also phases[0])",
        "6: phases[1].requests: set duration or requests, not both",
    ]


def test_simulator_can_supply_every_required_error_header() -> None:
    """Every header the contract requires on an error is one the outcome builder writes."""
    supplied = {"X-Request-Id", "Retry-After", "WWW-Authenticate"}
    for operation in OPERATIONS.values():
        for status, headers in operation.required_response_headers.items():
            if status >= 400:
                assert set(headers) <= supplied, (operation.operation_id, status, headers)
    assert faults_base.DEFAULT_RETRY_AFTER >= 1


def test_an_invalid_match_does_not_hide_the_problems_of_its_fault() -> None:
    """Every problem of a file in one run: a rule's fault is checked whatever its match's
    mistakes (a typo, a bad id, an unknown key), as far as the fault is wrong on every
    operation the match could have meant."""
    issues = _rule_issues(
        """\
        - match: {operation: getCustomr}
          fault: {kind: http_error, status: 418}
        - match: {operation: getCustomer, customer: nope}
          fault: {kind: latency, ms: 100, max_ms: 200}
        - match: {operation: getCustomer, bogus: 1}
          fault: {kind: latency, ms: 100, max_ms: 200}
        - match: {operation: getCustomer}
          first: -1
          fault: {kind: http_error, status: 418}
        """
    )
    fields = [issue.split(": ", 2)[1] for issue in issues]
    assert fields == [
        "rules[0].match.operation",
        "rules[0].fault.status",
        "rules[1].match.customer",
        "rules[1].fault.max_ms",
        "rules[2].match.bogus",
        "rules[2].fault.max_ms",
        "rules[3].first",
        "rules[3].fault.status",
    ]
    assert issues[1].startswith("5: rules[0].fault.status: 418 is not declared by ")
    assert "418 is not declared by getCustomer (declared: 400" in issues[7]


def test_under_an_invalid_match_a_fault_that_some_operation_allows_is_not_reported() -> None:
    """The match meant unknown operations: a 404 that getCustomer declares is no error."""
    issues = _rule_issues(
        """\
        - match: {operation: getCustomr}
          fault: {kind: http_error, status: 404}
        """
    )
    assert issues == [
        "4: rules[0].match.operation: unknown operation 'getCustomr'; did you mean 'getCustomer'?"
    ]
