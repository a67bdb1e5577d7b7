"""``match: {customer: ...}`` and ``match: {except: ...}``: one rule for "every call about one
customer", wherever the id appears, and "every operation but these"."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.playback.subject import customers_of
from billing_sim.simulator.scenario.contract import CUSTOMER_SOURCES
from tests.unit.scenario.helpers import fired, issues_of, request, with_rules
from tests.unit.scenario.runtime import activate, api, make_sim, rules_yaml
from tests.unit.simulator.routes.test_reset_reads import url_of
from tests.unit.simulator.support import (
    WORKED_EXAMPLE,
    dataset,
    payment_body,
    persona,
    run,
)

BROKEN = rules_yaml(
    f"- {{name: one customer, match: {{customer: {WORKED_EXAMPLE}}}, "
    "fault: {kind: http_error, status: 500}}"
)
OTHER = persona("late_fee")
ABOUT_CUSTOMERS = sorted(CUSTOMER_SOURCES)


async def send(http: httpx.AsyncClient, operation_id: str, customer: str) -> httpx.Response:
    """A request of ``operation_id`` about ``customer`` (the worked example or another)."""
    if operation_id == "createPayment":
        body = payment_body(customer_id=customer)
        return await http.post("/v1/payments", json=body, headers={"Idempotency-Key": customer})
    url = url_of(operation_id)
    if customer != WORKED_EXAMPLE:
        url = url.replace("7k2m9q4x1z", customer.removeprefix("cus_"))
        url = url.replace("1000000016", OTHER.account_number)
    return await http.get(url)


def test_every_operation_but_the_plans_is_about_a_customer() -> None:
    """The contract says where each operation names its customer; only plans name none."""
    assert set(ABOUT_CUSTOMERS) == set(OPERATIONS) - {"listPlans", "getPlan"}
    assert CUSTOMER_SOURCES["searchCustomers"] == "lookup"
    assert CUSTOMER_SOURCES["createPayment"] == "body"
    assert CUSTOMER_SOURCES["getInvoice"] == "invoice_id"


@pytest.mark.parametrize("operation_id", ABOUT_CUSTOMERS)
def test_one_rule_breaks_every_call_about_one_customer(operation_id: str) -> None:
    """Path id, owned ids, lookup keys and the payment body all count; others are untouched."""
    sim = make_sim()

    async def scenario() -> tuple[int, int]:
        await activate(sim.app, BROKEN, "qa")
        async with api(sim.app, "qa") as http:
            mine = await send(http, operation_id, WORKED_EXAMPLE)
            theirs = await send(http, operation_id, OTHER.customer_id)
            return mine.status_code, theirs.status_code

    mine, theirs = run(scenario())
    assert mine == 500
    assert theirs in (200, 201, 404)


def test_lookups_by_tax_id_and_phone_resolve_to_the_customer() -> None:
    """searchCustomers by RIF or phone is about the customer they find; a bad key is nobody's."""
    who = persona("worked_example")
    data = dataset()
    for key, value in (("tax_id", who.tax_id), ("phone", who.phone)):
        assert customers_of(data, "searchCustomers", {}, {key: value}) == (WORKED_EXAMPLE,)
    assert customers_of(data, "searchCustomers", {}, {"phone": "+14155550100"}) == ()
    assert customers_of(data, "createPayment", {}, {}, b"{not json") == ()
    assert customers_of(data, "listPlans", {}, {}) == ()


def test_plans_and_other_customers_are_never_selected() -> None:
    """A customer rule does not reach operations about no customer."""
    sim = make_sim()

    async def scenario() -> list[int]:
        await activate(sim.app, BROKEN, "qa")
        async with api(sim.app, "qa") as http:
            return [
                (await http.get(url)).status_code for url in ("/v1/plans", "/v1/plans/fibra-100")
            ]

    assert run(scenario()) == [200, 200]


def test_the_payment_body_is_still_recorded_after_the_hook_read_it() -> None:
    """Reading createPayment's body to find its customer leaves it intact for the route."""
    sim = make_sim()
    other_customer = rules_yaml(
        f"- {{match: {{customer: {OTHER.customer_id}}}, fault: {{kind: http_error, status: 500}}}}"
    )

    async def scenario() -> dict[str, Any]:
        await activate(sim.app, other_customer, "qa")
        async with api(sim.app, "qa") as http:
            created = await send(http, "createPayment", WORKED_EXAMPLE)
            assert created.status_code == 201, created.text
            body: dict[str, Any] = created.json()
            return body

    assert run(scenario())["customer_id"] == WORKED_EXAMPLE


def test_only_operations_a_customer_rule_aims_at_resolve_customers() -> None:
    """The fast path: customers are resolved for the operations of customer rules only."""
    narrow = with_rules(
        f"- {{match: {{customer: {WORKED_EXAMPLE}, operation: getInvoice}}, "
        "fault: {kind: reset}}\n"
        "- {match: {operation: listPlans}, fault: {kind: reset}}\n"
    )
    assert narrow.customer_operations == {"getInvoice"}
    assert with_rules("- {fault: {kind: reset}}\n").customer_operations == frozenset()


def test_except_removes_operations_from_a_match() -> None:
    """except: {tag: plans} hits every operation but the plans; with customer, its calls."""
    scenario = with_rules("- {match: {except: {tag: plans}}, fault: {kind: reset}}\n")
    (rule,) = scenario.phases[0].rules
    assert not {"listPlans", "getPlan"} & rule.operations
    assert {"getCustomer", "createPayment"} <= rule.operations
    reads = with_rules("- {match: {except: {method: POST}}, fault: {kind: reset}}\n")
    assert "createPayment" not in reads.phases[0].rules[0].operations
    assert fired(scenario, [request("listPlans"), request("getCustomer")]) == [2]


@pytest.mark.parametrize(
    ("match", "expected"),
    [
        ("{customer: cus_nope}", "rules[0].match.customer: 'cus_nope' is not a valid customer_id"),
        ("{except: {operation: getCustomr}}", "rules[0].match.except.operation: unknown operation"),
        (
            "{tag: plans, except: {tag: payments}}",
            "rules[0].match.except: excludes none of the operations",
        ),
        ("{custmer: cus_7k2m9q4x1z}", "did you mean 'customer'?"),
    ],
)
def test_check_rejects_bad_customer_and_except_criteria(match: str, expected: str) -> None:
    """Bad customer ids, unknown names in except, an except that removes nothing, typos."""
    issues = issues_of(
        f"description: x\nseed: 1\nrules:\n  - match: {match}\n    fault: {{kind: reset}}\n"
    )
    assert any(expected in issue for issue in issues), issues


def test_a_customer_not_found_rule_must_leave_out_searchcustomers() -> None:
    """not_found needs a business 404: with customer, except the lookup (which has none)."""
    base = f"description: x\nseed: 1\nrules:\n  - match: {{customer: {WORKED_EXAMPLE}"
    broken = issues_of(base + "}\n    fault: {kind: not_found}\n")
    assert any("searchCustomers" in issue for issue in broken)
    fine = with_rules(
        f"- {{match: {{customer: {WORKED_EXAMPLE}, except: {{operation: searchCustomers}}}}, "
        "fault: {kind: not_found}}\n"
    )
    assert "searchCustomers" not in fine.phases[0].rules[0].operations
