"""``Bot`` and ``AsyncBot``: run a turn's capability calls on ``client`` tools.

::

    tools = BillingTools("http://127.0.0.1:8000", "sim_dev_key")
    bot = Bot(tools, today=date(2026, 11, 20))
    reply = bot.reply(Inbound("¿por qué subió mi factura?", phone="+584141234567"))
    reply.kind, reply.text, reply.reason, reply.agent_summary, reply.trace

Both drive the same program (``bot.turn``); the only I/O of a turn is the calls made here.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

from bot.drafting import Drafter, TemplateDrafter
from bot.plan import CAPABILITIES, FIND_CUSTOMER, PAYMENT_LOOKUP
from bot.replies import Inbound, Reply
from bot.turn import Ask, Program, TurnSettings, turn
from client import AsyncBillingTools, BillingTools, Clock, SystemClock, ToolResult

Today = date | Callable[[], date]
"""The business date, fixed or read per turn (a long-running bot crosses midnight)."""

_KNOWN = frozenset({FIND_CUSTOMER, PAYMENT_LOOKUP, *CAPABILITIES.values()})


def offered_capabilities(tools: object) -> frozenset[str]:
    """The capabilities the bot knows of that ``tools`` offers (callable attributes)."""
    return frozenset(name for name in _KNOWN if callable(getattr(tools, name, None)))


class _Base:
    def __init__(
        self,
        tools: object,
        *,
        today: Today,
        drafter: Drafter | None,
        clock: Clock | None,
    ) -> None:
        self._today = today
        self._drafter = drafter or TemplateDrafter()
        self._clock = clock or SystemClock()
        self._offered = offered_capabilities(tools)

    def business_date(self) -> date:
        """The business date a turn starting now uses."""
        return self._today if isinstance(self._today, date) else self._today()

    def _program(self, inbound: Inbound) -> Program:
        settings = TurnSettings(self.business_date(), self._drafter, self._clock, self._offered)
        return turn(inbound, settings)


class Bot(_Base):
    """The reference bot over ``client.BillingTools`` (blocking).

    Args:
        tools: The capabilities (any object with ``BillingTools`` ' methods).
        today: The business date, or a function returning it.
        drafter: Puts facts into words; ``TemplateDrafter`` (es-VE) by default.
        clock: Measures each turn's latency; share the tools' clock in tests.
    """

    def __init__(
        self,
        tools: BillingTools,
        *,
        today: Today,
        drafter: Drafter | None = None,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(tools, today=today, drafter=drafter, clock=clock)
        self.tools = tools

    def reply(self, inbound: Inbound) -> Reply:
        """Answer or escalate one message; never raises for API failures."""
        program = self._program(inbound)
        try:
            ask = next(program)
            while True:
                ask = program.send(self._call(ask))
        except StopIteration as done:
            reply: Reply = done.value
            return reply

    def _call(self, ask: Ask) -> ToolResult[Any]:
        method = getattr(self.tools, ask.capability)
        result: ToolResult[Any] = method(**ask.arguments)
        return result


class AsyncBot(_Base):
    """The reference bot over ``client.AsyncBillingTools``; same turns as :class:`Bot`."""

    def __init__(
        self,
        tools: AsyncBillingTools,
        *,
        today: Today,
        drafter: Drafter | None = None,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(tools, today=today, drafter=drafter, clock=clock)
        self.tools = tools

    async def reply(self, inbound: Inbound) -> Reply:
        """Answer or escalate one message; never raises for API failures."""
        program = self._program(inbound)
        try:
            ask = next(program)
            while True:
                ask = program.send(await self._call(ask))
        except StopIteration as done:
            reply: Reply = done.value
            return reply

    async def _call(self, ask: Ask) -> ToolResult[Any]:
        method = getattr(self.tools, ask.capability)
        result: ToolResult[Any] = await method(**ask.arguments)
        return result
