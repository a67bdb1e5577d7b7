"""A reset is seen by every read at once: no cached answer outlives the data it was built from.

Parametrized over the contract's read operations, so a new operation is covered (or fails here
asking for an example value) without anyone remembering to add it.
"""

from __future__ import annotations

import httpx
import pytest

from billing_sim.openapi.operations import OPERATIONS
from tests.unit.scenario.runtime import control, make_sim
from tests.unit.simulator.support import WORKED_EXAMPLE, client, dataset, payment_body, run

RECORDED_PAYMENT = dataset().new_payment_id(WORKED_EXAMPLE, 1)
"""The id the session's first payment for the worked example gets."""
OPEN_INVOICE = "inv_7k2m9q4x1z2611"
"""The worked example's open invoice, which the payment below pays."""
EXAMPLES = {
    "customer_id": WORKED_EXAMPLE,
    "invoice_id": OPEN_INVOICE,
    "subscription_id": "sub_7k2m9q4x1z01",
    "payment_id": RECORDED_PAYMENT,
    "plan_code": "fibra-100",
    "account_number": "1000000016",
}
"""A value for each parameter a read needs (searchCustomers needs one lookup key)."""
READS = sorted(op.operation_id for op in OPERATIONS.values() if op.method == "GET")


def url_of(operation_id: str) -> str:
    """A request of ``operation_id`` about the worked example."""
    operation = OPERATIONS[operation_id]
    path = operation.path
    for name in operation.path_params:
        path = path.replace("{" + name + "}", EXAMPLES[name])
    if operation_id == "searchCustomers":
        path += f"?account_number={EXAMPLES['account_number']}"
    return path


def test_every_read_operation_is_covered() -> None:
    """The contract has reads, and each gets a URL (a new path parameter needs an example)."""
    assert len(READS) >= 13
    assert all(url_of(operation_id) for operation_id in READS)


@pytest.mark.parametrize("operation_id", READS)
def test_a_reset_is_seen_immediately_by_every_read(operation_id: str) -> None:
    """Read, pay (read again), reset: the read after the reset equals the first, byte for byte,
    and the ETag of the paid state no longer yields 304."""
    sim = make_sim()
    url = url_of(operation_id)

    async def scenario() -> tuple[httpx.Response, httpx.Response, httpx.Response, int]:
        async with client(sim.app, **{"X-Sim-Session": "qa", "X-Request-Id": "fixed"}) as http:
            before = await http.get(url)
            body = payment_body(amount=5_000, invoice_id=OPEN_INVOICE)
            paid = await http.post("/v1/payments", json=body, headers={"Idempotency-Key": "k"})
            assert paid.status_code == 201, paid.text
            during = await http.get(url)
            async with control(sim.app, "qa") as admin:
                assert (await admin.post("/_sim/reset")).status_code == 204
            after = await http.get(url)
            etag = during.headers.get("etag")
            revalidated = await http.get(url, headers={"If-None-Match": etag}) if etag else after
            return before, during, after, revalidated.status_code

    before, during, after, revalidated = run(scenario())
    assert (after.status_code, after.content) == (before.status_code, before.content)
    if during.content != before.content and during.headers.get("etag"):
        assert revalidated == before.status_code  # never 304 for the paid state


def test_the_reads_see_the_payment_before_the_reset() -> None:
    """The test above is not vacuous: the payment changes what these reads answer."""
    sim = make_sim()
    changed = {"listPayments", "getPayment", "listInvoices", "getInvoice", "getCustomerBalance"}

    async def scenario() -> set[str]:
        async with client(sim.app) as http:
            before = {op: (await http.get(url_of(op))).content for op in changed}
            body = payment_body(amount=5_000, invoice_id=OPEN_INVOICE)
            await http.post("/v1/payments", json=body, headers={"Idempotency-Key": "k"})
            return {op for op in changed if (await http.get(url_of(op))).content != before[op]}

    assert run(scenario()) == changed
