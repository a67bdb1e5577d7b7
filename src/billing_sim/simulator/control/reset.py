"""``POST /_sim/reset``: the session's data as generated again."""

from __future__ import annotations

import logging

from billing_sim.simulator.control.operation import ControlReply, ControlRequest
from billing_sim.simulator.store import PaymentStore

logger = logging.getLogger("billing_sim.simulator.control")


class ResetViews:
    """Forgets what a session changed in the data.

    Args:
        store: Session state.
    """

    def __init__(self, store: PaymentStore) -> None:
        self._store = store

    async def reset(self, request: ControlRequest) -> ControlReply:
        """``POST /_sim/reset``: the session's payments and idempotency keys are forgotten
        (its scenario, counters and journal stay)."""
        await self._store.reset_session(request.session)
        logger.info("session %s: data reset", request.session)
        return ControlReply()
