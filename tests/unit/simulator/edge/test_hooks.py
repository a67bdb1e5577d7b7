"""The fault hook seam: what it is told, what a plan may do, and crashes becoming 500s."""

from __future__ import annotations

import logging

import httpx
import pytest
from starlette.types import Message, Receive, Send

from billing_sim.openapi.models import Problem
from billing_sim.simulator.edge import (
    FaultPlan,
    NoFaults,
    RequestContext,
    ResponseSummary,
    Route,
    send_problem,
)
from billing_sim.simulator.problems import ApiProblem, Localized
from tests.unit.simulator.support import WORKED_EXAMPLE, client, make_app, payment_body, run


def unavailable_problem() -> ApiProblem:
    return ApiProblem(
        "billing_backend_unavailable",
        Localized(es="No disponible.", en="Unavailable."),
        headers={"Retry-After": "30"},
    )


class Recorder(NoFaults):
    """Remembers every call; optionally hands out a plan."""

    def __init__(self, plan: FaultPlan | None = None) -> None:
        self.plan = plan
        self.before_calls: list[RequestContext] = []
        self.after_calls: list[tuple[str | None, int]] = []

    async def before(self, context: RequestContext) -> FaultPlan | None:
        self.before_calls.append(context)
        return self.plan

    async def after(self, context: RequestContext, summary: ResponseSummary) -> None:
        self.after_calls.append((context.operation_id, summary.status))


def test_before_sees_the_resolved_request_and_after_sees_every_outcome() -> None:
    """before() gets operation, path params, session and typed params; after() every status."""
    hook = Recorder()

    async def calls() -> None:
        async with client(make_app(hook=hook), **{"X-Sim-Session": "qa-1"}) as http:
            await http.get(f"/v1/customers/{WORKED_EXAMPLE}/invoices?limit=3")
            await http.get("/v1/customers/nope")
            await http.get("/v1/plans", headers={"Authorization": "Bearer wrong"})
            await http.get("/docs")

    run(calls())
    [context] = hook.before_calls
    assert context.operation_id == "listInvoices"
    assert context.path_params == {"customer_id": WORKED_EXAMPLE}
    assert (context.session, context.params["limit"]) == ("qa-1", 3)
    assert hook.after_calls == [("listInvoices", 200), ("getCustomer", 422), (None, 401)]


def test_plan_can_answer_instead_of_the_route() -> None:
    """A plan raising a contract problem gets it rendered, with X-Request-Id and Retry-After."""

    async def unavailable(
        context: RequestContext, route: Route, receive: Receive, send: Send
    ) -> None:
        raise unavailable_problem()

    async def call() -> httpx.Response:
        async with client(make_app(hook=Recorder(unavailable))) as http:
            return await http.get(f"/v1/customers/{WORKED_EXAMPLE}")

    response = run(call())
    assert response.status_code == 503
    assert response.headers["retry-after"] == "30"
    assert (
        Problem.model_validate_json(response.content).request_id == response.headers["x-request-id"]
    )


def test_plan_can_run_the_route_and_lose_its_response() -> None:
    """A fault after commit: the payment is recorded although the caller saw a 504."""

    async def after_commit(
        context: RequestContext, route: Route, receive: Receive, send: Send
    ) -> None:
        async def discard(message: Message) -> None:
            return None

        await route(receive, discard)
        problem = ApiProblem("upstream_timeout", Localized(es="Tarde.", en="Late."))
        await send_problem(send, problem, request_id=context.request_id, locale=context.locale)

    class FailPaymentsOnly(Recorder):
        async def before(self, context: RequestContext) -> FaultPlan | None:
            return after_commit if context.operation_id == "createPayment" else None

    async def pay() -> tuple[int, int]:
        payments = f"/v1/customers/{WORKED_EXAMPLE}/payments?limit=100"
        async with client(make_app(hook=FailPaymentsOnly())) as http:
            before = len((await http.get(payments)).json()["data"])
            lost = await http.post(
                "/v1/payments", json=payment_body(), headers={"Idempotency-Key": "lost-1"}
            )
            after = len((await http.get(payments)).json()["data"])
            return lost.status_code, after - before

    assert run(pay()) == (504, 1)


def test_unexpected_exception_is_a_500_problem_without_details(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A crash becomes 500 internal_error: no traceback or message for the caller, a log line."""

    async def crash(context: RequestContext, route: Route, receive: Receive, send: Send) -> None:
        raise RuntimeError("secret internal detail")

    async def call() -> httpx.Response:
        async with client(make_app(hook=Recorder(crash))) as http:
            return await http.get(f"/v1/customers/{WORKED_EXAMPLE}")

    with caplog.at_level(logging.ERROR, logger="billing_sim.simulator.edge"):
        response = run(call())
    assert response.status_code == 500
    assert Problem.model_validate_json(response.content).code == "internal_error"
    assert b"secret" not in response.content
    assert b"Traceback" not in response.content
    assert response.headers["x-request-id"] in caplog.text


def test_failing_after_callback_does_not_break_the_response(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """after() raising is logged; the caller still gets the route's response."""

    class BrokenJournal(NoFaults):
        async def after(self, context: RequestContext, summary: ResponseSummary) -> None:
            raise RuntimeError("journal down")

    async def call() -> int:
        async with client(make_app(hook=BrokenJournal())) as http:
            return (await http.get(f"/v1/customers/{WORKED_EXAMPLE}")).status_code

    with caplog.at_level(logging.ERROR, logger="billing_sim.simulator.edge"):
        assert run(call()) == 200
    assert "journal down" in caplog.text
