"""The proxy's fault hook: the scenario engine's, plus the contract checks and the recording.

Wraps the :class:`~simulator.playback.ScenarioHook` (faults decided and applied exactly as in
the simulator: the upstream is simply the route). Once the response is over, and before the
journal is written, the upstream's own answer (never the one a fault shaped) is judged by the
injected :class:`~simulator.upstream.checks.ResponseChecker`, its violations put on the
request's journal entry, and the exchange handed to the recorder. The caller already has its
answer: checking changes nothing it received.
"""

from __future__ import annotations

import logging

from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import FaultHook, FaultPlan, ResponseSummary
from billing_sim.simulator.upstream.checks import LiveExchange, ResponseChecker
from billing_sim.simulator.upstream.har import HarRecorder

logger = logging.getLogger("billing_sim.simulator.upstream")


class ProxyHook:
    """A :class:`~simulator.edge.hooks.FaultHook` for proxy mode.

    Args:
        inner: The scenario engine's hook (decides, applies, journals).
        checker: Judges each upstream answer (``None``: no checks).
        recorder: Keeps each exchange for ``--record`` (``None``: not recorded).
        base_url: The upstream's base URL, for the records.
    """

    def __init__(
        self,
        inner: FaultHook,
        *,
        checker: ResponseChecker | None,
        recorder: HarRecorder | None,
        base_url: str,
    ) -> None:
        self._inner = inner
        self._checker = checker
        self._recorder = recorder
        self._base_url = base_url

    async def before(self, context: RequestContext) -> FaultPlan | None:
        """The scenario engine's decision."""
        return await self._inner.before(context)

    async def after(self, context: RequestContext, summary: ResponseSummary) -> None:
        """Judge and record the upstream's answer, then journal the request."""
        exchange = context.upstream
        if isinstance(exchange, LiveExchange):
            if self._checker is not None:
                try:
                    found = self._checker.check(exchange)
                except Exception:
                    logger.exception("contract check failed (request %s)", context.request_id)
                else:
                    context.violations = tuple((promise, reason) for promise, reason in found)
            if self._recorder is not None:
                self._recorder.add(exchange, base_url=self._base_url)
        await self._inner.after(context, summary)
