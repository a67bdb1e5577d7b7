"""createPayment: an idempotent, race-free write through the store.

* The ``Idempotency-Key`` is claimed in the store with a fingerprint of the validated body:
  the same key and body replays the stored ``201`` (``Idempotent-Replayed: true``), another
  body is ``422 idempotency_key_reused``, a claim still in flight is ``409
  idempotency_key_in_use`` with ``Retry-After``.
* The payment is computed from the customer's recorded payments and appended only if nobody
  appended in between (``append_payment(expected_count=...)``); otherwise it is recomputed.
  Within one process, payments of one (session, customer) also queue on a lock, so only
  instances sharing a store ever need to recompute.
  The response body is rendered before the append, and the append stores it for the key in
  the same atomic step (:class:`~simulator.store.KeyCompletion`): a payment never exists
  without the answer its key replays, even if the store goes away right after, and a key is
  never released after its payment was recorded. A claim that lapsed and was taken by another
  request in the meantime appends nothing: ``409``, and the retry replays the other's answer.
* Only recorded payments are remembered; a rejected request (``404``, ``422``) frees its key.
"""

from __future__ import annotations

import hashlib

from starlette.requests import Request
from starlette.responses import Response

from billing_sim.openapi.models import PaymentCreate
from billing_sim.simulator.body import JsonBody
from billing_sim.simulator.edge.context import RequestContext, context_of
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.routes.deps import Deps
from billing_sim.simulator.routes.locks import KeyedLocks
from billing_sim.simulator.routes.responses import JSON
from billing_sim.simulator.store import AppendOutcome, ClaimOutcome, KeyCompletion, StoredResponse

MAX_ATTEMPTS = 100
"""Recomputations allowed when other instances keep appending payments for one customer."""

RETRY_AFTER_SECONDS = "1"


def key_in_use() -> ApiProblem:
    """``409 idempotency_key_in_use``: the first request with the key has not finished."""
    return ApiProblem(
        "idempotency_key_in_use",
        Localized(
            es="Ya se está procesando un pago con esta clave de idempotencia.",
            en="A payment with this idempotency key is already being processed.",
        ),
        param="Idempotency-Key",
        headers={"Retry-After": RETRY_AFTER_SECONDS},
    )


def key_reused() -> ApiProblem:
    """``422 idempotency_key_reused``: the key was used with another body."""
    return ApiProblem(
        "idempotency_key_reused",
        Localized(
            es="Esta clave de idempotencia ya se usó con otros datos de pago.",
            en="This idempotency key was already used with different payment data.",
        ),
        param="Idempotency-Key",
    )


class PaymentRecorder:
    """The createPayment handler.

    Args:
        deps: Route dependencies.
        body: Reader of ``PaymentCreate`` bodies.
    """

    def __init__(self, deps: Deps, body: JsonBody[PaymentCreate]) -> None:
        self._deps = deps
        self._body = body
        self._locks = KeyedLocks()

    async def create_payment(self, request: Request) -> Response:
        """Record a payment once per ``Idempotency-Key``; see the module docstring."""
        context = context_of(request)
        key = context.required_text("Idempotency-Key")
        payment = await self._body.read(request, context.locale)
        fingerprint = hashlib.sha256(payment.model_dump_json().encode()).hexdigest()
        store, settings = self._deps.store, self._deps.settings
        claim = await store.claim_idempotency_key(
            context.session, key, fingerprint, lease_seconds=settings.idempotency_lease_seconds
        )
        if claim.outcome is ClaimOutcome.IN_FLIGHT:
            raise key_in_use()
        if claim.outcome is ClaimOutcome.MISMATCH:
            raise key_reused()
        if claim.outcome is ClaimOutcome.COMPLETED and claim.response is not None:
            return _response(claim.response, replayed=True)
        try:
            async with self._locks.hold((context.session, payment.customer_id)):
                stored = await self._record(context, payment, key, claim.token)
        except BaseException:
            await store.release_idempotency_key(context.session, key, claim.token)
            raise
        return _response(stored, replayed=False)

    async def _record(
        self, context: RequestContext, body: PaymentCreate, key: str, token: str
    ) -> StoredResponse:
        data, store = self._deps.data, self._deps.store
        ttl_seconds = self._deps.settings.idempotency_ttl_seconds
        customer_id = body.customer_id
        for _ in range(MAX_ATTEMPTS):
            recorded = await store.recorded_payments(context.session, customer_id)
            payment_id = data.new_payment_id(customer_id, len(recorded) + 1)
            new = data.record_payment(body, recorded, payment_id, self._deps.clock.now())
            created = data.payment(payment_id, [*recorded, new], context.locale)
            stored = StoredResponse(
                status=201,
                body=created.model_dump_json(),
                headers=(
                    ("Location", f"/v1/payments/{payment_id}"),
                    ("Content-Language", context.locale),
                ),
            )
            outcome = await store.append_payment(
                context.session,
                new,
                expected_count=len(recorded),
                completing=KeyCompletion(key, token, stored, ttl_seconds),
            )
            if outcome is AppendOutcome.APPENDED:
                return stored
            if outcome is AppendOutcome.CLAIM_LOST:
                raise key_in_use()
        raise RuntimeError(f"payments for {customer_id} kept changing; gave up recording")


def _response(stored: StoredResponse, *, replayed: bool) -> Response:
    headers = dict(stored.headers)
    if replayed:
        headers["Idempotent-Replayed"] = "true"
    return Response(stored.body, status_code=stored.status, headers=headers, media_type=JSON)
