"""Every capability: the answer, the business "no", and the escalation; never an exception."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from billing_sim.client import (
    AsyncBillingClient,
    AsyncBillingTools,
    BillingClient,
    BillingTools,
    ConnectionFailed,
    FailureKind,
    Timeouts,
)
from billing_sim.client.models import Customer, Invoice, Payment
from billing_sim.client.testing import (
    FakeClock,
    ScriptedTransport,
    Step,
    hang,
    ok,
    problem,
    refused,
    script_transport,
)

from .conftest import (
    API_KEY,
    BASE_URL,
    CUSTOMER_ID,
    INVOICE_ID,
    OTHER_INVOICE_ID,
    OUTAGE_CUSTOMERS,
    SUBSCRIPTION_ID,
    Flavor,
    example,
    listing,
    success_example,
)

K = FailureKind
CAPABILITIES: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = [
    ("find_customer", (), {"tax_id": "V-12345678-1"}),
    ("get_balance", (CUSTOMER_ID,), {}),
    ("get_bill_summary", (CUSTOMER_ID,), {"period": "2026-11"}),
    ("list_invoices", (CUSTOMER_ID,), {}),
    ("list_payments", (CUSTOMER_ID,), {}),
    ("get_invoice", (INVOICE_ID,), {}),
    ("get_usage", (CUSTOMER_ID,), {}),
    ("record_payment", (CUSTOMER_ID, 100, "VES", "pago_movil", "ref1"), {}),
]
IDS = [c[0] for c in CAPABILITIES]
INVOICES = [INVOICE_ID, OTHER_INVOICE_ID]


def subscription(status: str, identifier: str) -> dict[str, Any]:
    return {**example("Subscription"), "status": status, "id": identifier}


def check(result: Any, ok: bool, escalate: bool, kind: FailureKind | None) -> None:
    assert (result.ok, result.should_escalate, result.failure_kind) == (ok, escalate, kind), result


def test_find_customer_returns_the_typed_match(flavor: Flavor) -> None:
    """One match: ok, a list with the Customer, its id and name in the evidence."""
    tools, transport, _ = flavor.env([ok(listing(example("Customer")))])
    result = flavor.run(tools, "find_customer", account_number="1000000016")
    check(result, True, False, None)
    assert isinstance(result.data[0], Customer)
    assert result.data[0].id == CUSTOMER_ID
    assert "María Alejandra González Pérez" in result.evidence_text
    assert transport.requests[0].url.params["account_number"] == "1000000016"


def test_find_customer_with_a_shared_phone_asks_which_account(flavor: Flavor) -> None:
    """Several accounts on one phone (a family plan) are all returned."""
    second = {**example("Customer"), "id": "cus_second0001", "account_number": "1000000024"}
    tools, _, _ = flavor.env([ok(listing(example("Customer"), second))])
    result = flavor.run(tools, "find_customer", phone="+584141234567")
    check(result, True, False, None)
    assert len(result.data) == 2
    assert "Ask the customer which account they mean." in result.evidence_text


@pytest.mark.parametrize(
    "keys",
    [{}, {"account_number": "1000000016", "phone": "+584141234567"}, {"tax_id": ""}],
    ids=["none", "two", "empty"],
)
def test_find_customer_needs_exactly_one_key(flavor: Flavor, keys: dict[str, str]) -> None:
    """Not exactly one key: invalid_input without touching the network."""
    tools, transport, _ = flavor.env([])
    check(flavor.run(tools, "find_customer", **keys), False, False, K.INVALID_INPUT)
    assert transport.requests == []


def test_an_invalid_lookup_key_is_for_the_customer_to_fix(flavor: Flavor) -> None:
    """422 invalid_tax_id: not escalated; the code tells the bot what to ask again."""
    tools, _, _ = flavor.env([problem(422, "invalid_tax_id")])
    result = flavor.run(tools, "find_customer", tax_id="V-12345678-9")
    check(result, False, False, K.INVALID_INPUT)
    assert result.error_code == "invalid_tax_id"
    assert "Ask the customer to check it." in result.evidence_text


@pytest.mark.parametrize(
    ("capability", "args", "kwargs", "steps"),
    [
        ("get_balance", (CUSTOMER_ID,), {}, [ok(success_example("getCustomerBalance"))]),
        ("get_bill_summary", (CUSTOMER_ID,), {}, [ok(example("BillSummary"))]),
        ("list_invoices", (CUSTOMER_ID,), {}, [ok(listing(example("Invoice")))]),
        ("get_invoice", (INVOICE_ID,), {}, [ok(example("Invoice"))]),
        (
            "get_usage",
            (CUSTOMER_ID,),
            {},
            [ok(listing(example("Subscription"))), ok(example("Usage"))],
        ),
    ],
)
def test_reads_answer_with_typed_data(
    flavor: Flavor,
    capability: str,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    steps: list[Step],
) -> None:
    """Each read capability returns ok with its model and a request id."""
    tools, _, _ = flavor.env(steps)
    result = flavor.run(tools, capability, *args, **kwargs)
    check(result, True, False, None)
    assert result.data is not None
    assert result.request_id
    assert result.attempts
    assert all(a.failure_kind is None for a in result.attempts)


@pytest.mark.parametrize(
    ("capability", "args", "code"),
    [
        ("get_balance", (CUSTOMER_ID,), "customer_not_found"),
        ("get_bill_summary", (CUSTOMER_ID,), "invoice_not_found"),
        ("list_invoices", (CUSTOMER_ID,), "customer_not_found"),
        ("get_invoice", (INVOICE_ID,), "invoice_not_found"),
        ("get_usage", (CUSTOMER_ID,), "customer_not_found"),
    ],
)
def test_not_found_is_a_business_answer(
    flavor: Flavor, capability: str, args: tuple[Any, ...], code: str
) -> None:
    """A 404 with its ``*_not_found`` code: ok=False, no escalation, the code kept."""
    tools, _, _ = flavor.env([problem(404, code)])
    result = flavor.run(tools, capability, *args)
    check(result, False, False, K.NOT_FOUND)
    assert result.error_code == code
    assert f"({code})" in result.evidence_text
    assert result.incident_id is None


@pytest.mark.parametrize(("capability", "args", "kwargs"), CAPABILITIES, ids=IDS)
@pytest.mark.parametrize(
    ("steps", "kind"),
    [
        ([hang()], K.TIMEOUT),
        ([problem(503)] * 3, K.SERVER_ERROR),
        ([refused()] * 3, K.CONNECTION),
        ([problem(401)], K.UNAUTHORIZED),
    ],
    ids=["hang", "503", "refused", "401"],
)
def test_infrastructure_failures_escalate(
    flavor: Flavor,
    capability: str,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    steps: list[Step],
    kind: FailureKind,
) -> None:
    """Every capability escalates timeouts, 5xx, connection failures and auth errors."""
    tools, _, _ = flavor.env(steps, then=steps[-1])
    check(flavor.run(tools, capability, *args, **kwargs), False, True, kind)


def test_bill_summary_sends_the_period_and_explains_a_first_bill(flavor: Flavor) -> None:
    """The period is a query parameter; a first bill says there is nothing to compare."""
    summary = {**example("BillSummary"), "previous": None, "delta": None, "delta_pct": None}
    summary.update(direction="first_bill", compared_period=None, reasons=[], lines=[])
    summary["exchange_rate_change"] = None
    tools, transport, _ = flavor.env([ok(summary)])
    result = flavor.run(tools, "get_bill_summary", CUSTOMER_ID, "2026-11")
    assert transport.requests[0].url.params["period"] == "2026-11"
    assert "first bill" in result.evidence_text


def test_list_invoices_asks_for_a_year_and_says_when_there_are_more(flavor: Flavor) -> None:
    """Twelve invoices at most; ``has_more`` is stated, not hidden."""
    tools, transport, _ = flavor.env([ok(listing(example("Invoice"), has_more=True))])
    result = flavor.run(tools, "list_invoices", CUSTOMER_ID)
    assert transport.requests[0].url.params["limit"] == "12"
    assert isinstance(result.data[0], Invoice)
    assert "Older invoices exist" in result.evidence_text


def test_list_payments_asks_for_a_year_and_states_each_payments_fate(flavor: Flavor) -> None:
    """Twelve payments at most; a returned one says so, with the bank's reason."""
    returned = {
        **example("Payment"),
        "status": "reversed",
        "failure_reason": "Pago devuelto por el banco",
    }
    tools, transport, _ = flavor.env([ok(listing(returned, has_more=True))])
    result = flavor.run(tools, "list_payments", CUSTOMER_ID)
    assert transport.requests[0].url.path == f"/v1/customers/{CUSTOMER_ID}/payments"
    assert transport.requests[0].url.params["limit"] == "12"
    assert isinstance(result.data[0], Payment)
    assert 'status reversed ("Pago devuelto por el banco")' in result.evidence_text
    assert "Older payments exist" in result.evidence_text


def test_list_payments_of_a_customer_without_payments_says_so(flavor: Flavor) -> None:
    """An empty list is an answer, not a failure."""
    tools, _, _ = flavor.env([ok(listing())])
    result = flavor.run(tools, "list_payments", CUSTOMER_ID)
    check(result, True, False, None)
    assert result.data == []
    assert f"Customer {CUSTOMER_ID} has no payments." == result.evidence_text


def test_get_usage_reports_the_newest_active_subscription(flavor: Flavor) -> None:
    """Canceled ones are skipped; the active one's usage is fetched."""
    subscriptions = listing(subscription("canceled", "sub_old0000001"), example("Subscription"))
    tools, transport, _ = flavor.env([ok(subscriptions), ok(example("Usage"))])
    result = flavor.run(tools, "get_usage", CUSTOMER_ID)
    check(result, True, False, None)
    assert transport.requests[1].url.path == f"/v1/subscriptions/{SUBSCRIPTION_ID}/usage"
    assert "plan fibra-100, status active" in result.evidence_text


def test_get_usage_of_a_named_month_asks_for_that_month(flavor: Flavor) -> None:
    """A past month's usage is that month's, asked of the API, not the current one's."""
    subscriptions = listing(example("Subscription"))
    tools, transport, _ = flavor.env([ok(subscriptions), ok(example("Usage"))])
    result = flavor.run(tools, "get_usage", CUSTOMER_ID, "2026-10")
    check(result, True, False, None)
    assert transport.requests[1].url.params["period"] == "2026-10"


def test_get_usage_falls_back_to_a_past_due_subscription(flavor: Flavor) -> None:
    """No active subscription: a past-due one still has this month's usage."""
    subscriptions = listing(
        subscription("canceled", "sub_old0000001"), subscription("past_due", SUBSCRIPTION_ID)
    )
    tools, transport, _ = flavor.env([ok(subscriptions), ok(example("Usage"))])
    check(flavor.run(tools, "get_usage", CUSTOMER_ID), True, False, None)
    assert SUBSCRIPTION_ID in str(transport.requests[1].url)


def test_get_usage_without_a_current_subscription_is_not_found(flavor: Flavor) -> None:
    """Only pending or canceled subscriptions: a business answer, one request."""
    subscriptions = listing(subscription("pending", "sub_new0000001"))
    tools, transport, _ = flavor.env([ok(subscriptions)])
    result = flavor.run(tools, "get_usage", CUSTOMER_ID)
    check(result, False, False, K.NOT_FOUND)
    assert len(transport.requests) == 1


def test_get_usage_reports_a_missing_subscription_with_its_id(flavor: Flavor) -> None:
    """The usage request's own 404 names the subscription it was about."""
    tools, _, _ = flavor.env(
        [ok(listing(example("Subscription"))), problem(404, "subscription_not_found")]
    )
    result = flavor.run(tools, "get_usage", CUSTOMER_ID)
    check(result, False, False, K.NOT_FOUND)
    assert SUBSCRIPTION_ID in result.evidence_text
    assert len(result.attempts) == 2


@pytest.mark.parametrize(("capability", "args", "kwargs"), CAPABILITIES, ids=IDS)
def test_an_open_circuit_escalates_at_once_without_io(
    flavor: Flavor, capability: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    """Open circuit: zero requests, one incident id, and when the next try will be."""
    tools, transport, clock = flavor.env([], then=refused())
    first = [flavor.run(tools, "get_balance", customer) for customer in OUTAGE_CUSTOMERS]
    sent = len(transport.requests)
    clock.advance(12)
    result = flavor.run(tools, capability, *args, **kwargs)
    assert len(transport.requests) == sent
    check(result, False, True, K.CIRCUIT_OPEN)
    assert result.attempts == ()
    assert result.elapsed == 0
    assert result.incident_id
    assert result.incident_id == first[-1].incident_id
    assert result.retry_after == pytest.approx(30 - 12, abs=0.5)
    assert "will next be tried in 18 s" in result.evidence_text


def test_one_incident_per_outage_until_recovery(flavor: Flavor) -> None:
    """Every escalation of one outage shares its incident; after recovery a new one starts."""
    tools, _, clock = flavor.env([refused()] * 5 + [ok(example("Invoice"))], then=refused())
    outage = [flavor.run(tools, "get_invoice", invoice) for invoice in INVOICES * 2]
    incident = outage[-1].incident_id
    assert incident
    assert all(r.incident_id == incident for r in outage[1:])
    clock.advance(30)
    assert flavor.run(tools, "get_invoice", INVOICE_ID).ok
    later = [flavor.run(tools, "get_invoice", invoice) for invoice in INVOICES * 3]
    assert later[-1].failure_kind is K.CIRCUIT_OPEN
    assert later[-1].incident_id not in (None, incident)


def test_tools_around_an_existing_client_share_its_breaker(flavor: Flavor) -> None:
    """``from_client`` reuses the client's breaker, budget and connections."""
    clock = FakeClock()
    transport = script_transport([], clock=clock, then=refused())
    if flavor.is_async:
        client: Any = AsyncBillingClient(BASE_URL, API_KEY, transport=transport, clock=clock)
        tools: Any = AsyncBillingTools.from_client(client)
    else:
        client = BillingClient(BASE_URL, API_KEY, transport=transport, clock=clock)
        tools = BillingTools.from_client(client)
    assert tools.breaker is client.breaker
    for customer in OUTAGE_CUSTOMERS:
        flavor.run(tools, "get_balance", customer)
    assert client.breaker.state == "open"


def test_tools_built_over_a_client_share_its_breaker_budget_and_connections(
    flavor: Flavor,
) -> None:
    """``BillingTools(client=...)``: the same client, breaker and retry budget; one close."""
    clock = FakeClock()
    transport = ClosingTransport([], clock=clock, then=refused())
    cls: Any = AsyncBillingClient if flavor.is_async else BillingClient
    tools_cls: Any = AsyncBillingTools if flavor.is_async else BillingTools
    client = cls(BASE_URL, API_KEY, transport=transport, clock=clock)
    tools = tools_cls(client=client)
    assert tools.client is client
    assert tools.breaker is client.breaker
    flavor.run(tools, "get_balance", OUTAGE_CUSTOMERS[0])
    snapshot = client.breaker.snapshot()
    assert snapshot.consecutive_failures == len(transport.requests) == 3
    with pytest.raises(ConnectionFailed) as raised:
        flavor.run(client, "get_customer_balance", OUTAGE_CUSTOMERS[1])
    assert len(raised.value.attempts) == 2  # the budget the tools spent is the client's
    flavor.run(tools, "aclose" if flavor.is_async else "close")
    assert transport.closed  # the client's own connections


class ClosingTransport(ScriptedTransport):
    """A scripted transport that notes when the httpx client owning it is closed."""

    closed = False

    def close(self) -> None:
        self.closed = True

    async def aclose(self) -> None:
        self.closed = True


class Tools(BillingTools):
    """A tool set of a bot's own, built over a client like the shipped one."""


def test_from_client_builds_the_class_it_is_called_on() -> None:
    """``from_client`` is ``cls(client=client)``: subclasses get instances of themselves."""
    client = BillingClient(BASE_URL, API_KEY, transport=script_transport([]), clock=FakeClock())
    tools = Tools.from_client(client)
    assert type(tools) is Tools
    assert tools.client is client


@pytest.mark.parametrize("cls", [BillingTools, AsyncBillingTools])
def test_tools_take_a_client_or_the_options_to_build_one_never_both(cls: Any) -> None:
    """A client with options would silently ignore them; neither is no client at all."""
    client_cls = AsyncBillingClient if cls is AsyncBillingTools else BillingClient
    client = client_cls(BASE_URL, API_KEY)
    with pytest.raises(ValueError, match="not both"):
        cls(client=client, timeouts=Timeouts(deadline=1))
    with pytest.raises(ValueError, match="not both"):
        cls(BASE_URL, API_KEY, client=client)
    with pytest.raises(TypeError, match="base_url and api_key, or client"):
        cls()


def test_a_broken_transport_becomes_an_internal_error_result(flavor: Flavor) -> None:
    """Even a bug below the client yields a ToolResult, and the breaker is left clean."""

    def broken(request: httpx.Request) -> httpx.Response:
        raise RuntimeError("bug in an injected transport")

    cls: Any = AsyncBillingTools if flavor.is_async else BillingTools
    tools = cls(BASE_URL, API_KEY, transport=httpx.MockTransport(broken), clock=FakeClock())
    result = flavor.run(tools, "get_balance", CUSTOMER_ID)
    check(result, False, True, K.INTERNAL_ERROR)
    assert "bug in an injected transport" not in result.evidence_text
    snapshot = tools.breaker.snapshot()
    assert (snapshot.consecutive_failures, snapshot.window_calls) == (0, 0)


def test_a_result_prints_as_a_headline_and_its_evidence(flavor: Flavor) -> None:
    """``print(result)`` shows status, attempts, time and the evidence."""
    tools, _, _ = flavor.env([ok(example("Invoice"))])
    text = str(flavor.run(tools, "get_invoice", INVOICE_ID))
    headline, evidence = text.split("\n", 1)
    assert headline.startswith("get_invoice: ok (1 attempt(s), 0 ms, request req_")
    assert evidence.startswith(f"Invoice {INVOICE_ID}")
