"""``Bot`` and ``AsyncBot``: run a turn's steps on ``client`` tools and a document retriever.

::

    tools = BillingTools("http://127.0.0.1:8000", "sim_dev_key")
    bot = Bot(tools, today=date(2026, 11, 20))
    reply = bot.reply(Inbound("¿por qué subió mi factura?", phone="+584141234567"))
    reply.kind, reply.text, reply.citations, reply.reason, reply.agent_summary, reply.trace

Both drive the same program (``billing_sim.bot.turn``); the only I/O of a turn is the steps run
here:
capability calls, and document retrievals (``billing_sim.bot.knowledge.Retriever``; the shipped
hybrid
one, built on the first document question, unless one is given).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import date, datetime
from typing import Any

from billing_sim.bot.channel.humanizer import ForbiddenPhrase
from billing_sim.bot.channel.shipped import shipped_phrases
from billing_sim.bot.drafting import Drafter, TemplateDrafter
from billing_sim.bot.intents import SHIPPED, Registry
from billing_sim.bot.knowledge import Retrieval, Retriever, default_retriever
from billing_sim.bot.plan import FIND_CUSTOMER, PAYMENT_LOOKUP
from billing_sim.bot.replies import Inbound, Reply
from billing_sim.bot.turn import Ask, Program, Retrieve, Step, StepResult, TurnSettings, turn
from billing_sim.client import AsyncBillingTools, BillingTools, Clock, SystemClock, ToolResult

Today = date | Callable[[], date]
"""The business date, fixed or read per turn (a long-running bot crosses midnight)."""
Now = datetime | Callable[[], datetime]
"""The moment of a turn (timezone-aware), fixed or read per turn: support hours and the
24-hour window. A message's own ``Inbound.received_at`` wins over it."""


def offered_capabilities(tools: object, intents: Registry = SHIPPED) -> frozenset[str]:
    """The capabilities the bot knows of (``intents``' and the lookups) that ``tools`` offers
    (callable attributes)."""
    known = {
        FIND_CUSTOMER,
        PAYMENT_LOOKUP,
        *(intent.capability for intent in intents),
        *(name for intent in intents for name in intent.supporting),
    }
    return frozenset(name for name in known if callable(getattr(tools, name, None)))


class _Base:
    def __init__(
        self,
        tools: object,
        *,
        today: Today,
        drafter: Drafter | None,
        clock: Clock | None,
        retriever: Retriever | None,
        now: Now | None,
        phrases: tuple[ForbiddenPhrase, ...] | None,
        intents: Registry,
    ) -> None:
        self._today = today
        self._now = now
        self._intents = intents
        self._drafter = drafter or TemplateDrafter(intents)
        self._clock = clock or SystemClock()
        self._offered = offered_capabilities(tools, intents)
        self._retriever = retriever
        self._phrases = shipped_phrases() if phrases is None else phrases

    def business_date(self) -> date:
        """The business date a turn starting now uses."""
        return self._today if isinstance(self._today, date) else self._today()

    @property
    def retriever(self) -> Retriever:
        """The document retriever (the shipped hybrid one, built on first use)."""
        if self._retriever is None:
            self._retriever = default_retriever()
        return self._retriever

    def _moment(self) -> datetime | None:
        if self._now is None or isinstance(self._now, datetime):
            return self._now
        return self._now()

    def _program(self, inbound: Inbound) -> Program:
        settings = TurnSettings(
            self.business_date(),
            self._drafter,
            self._clock,
            self._offered,
            now=None if inbound.received_at else self._moment(),
            phrases=self._phrases,
            intents=self._intents,
        )
        return turn(inbound, settings)

    def _retrieve(self, step: Retrieve) -> Retrieval:
        return self.retriever.retrieve(step.question, step.business_date, section=step.section)


class Bot(_Base):
    """The reference bot over ``billing_sim.client.BillingTools`` (blocking).

    Args:
        tools: The capabilities (any object with ``BillingTools`` ' methods).
        today: The business date, or a function returning it.
        drafter: Puts facts into words; ``TemplateDrafter`` (es-VE) by default.
        clock: Measures each turn's latency; share the tools' clock in tests.
        retriever: Answers document questions; the shipped knowledge base with hybrid
            retrieval (``billing_sim.bot.knowledge.default_retriever``) by default, built on first
            use.
        now: The moment of a turn when the message carries none (support hours, the
            24-hour window); unknown by default. The entry point reads the wall clock.
        phrases: What the humanizer rejects; the shipped list by default.
        intents: The account questions it answers (``billing_sim.bot.intents``): the shipped
            ones by default; ``SHIPPED.with_intent(...)`` adds one of yours.
    """

    def __init__(
        self,
        tools: BillingTools,
        *,
        today: Today,
        drafter: Drafter | None = None,
        clock: Clock | None = None,
        retriever: Retriever | None = None,
        now: Now | None = None,
        phrases: tuple[ForbiddenPhrase, ...] | None = None,
        intents: Registry = SHIPPED,
    ) -> None:
        super().__init__(
            tools,
            today=today,
            drafter=drafter,
            clock=clock,
            retriever=retriever,
            now=now,
            phrases=phrases,
            intents=intents,
        )
        self.tools = tools

    def reply(self, inbound: Inbound) -> Reply:
        """Answer, ask, escalate or keep silent for one message; never raises for API
        failures."""
        program = self._program(inbound)
        try:
            step = next(program)
            while True:
                step = program.send(self._run(step))
        except StopIteration as done:
            reply: Reply = done.value
            return reply

    def _run(self, step: Step) -> StepResult:
        if isinstance(step, Retrieve):
            return self._retrieve(step)
        return self._call(step)

    def _call(self, ask: Ask) -> ToolResult[Any]:
        method = getattr(self.tools, ask.capability)
        result: ToolResult[Any] = method(**ask.arguments)
        return result


class AsyncBot(_Base):
    """The reference bot over ``billing_sim.client.AsyncBillingTools``; same turns as :class:`Bot`.

    Retrieval runs in a worker thread (``asyncio.to_thread``): the embedded backend computes
    an embedding and a ranking, which must not stall the event loop.
    """

    def __init__(
        self,
        tools: AsyncBillingTools,
        *,
        today: Today,
        drafter: Drafter | None = None,
        clock: Clock | None = None,
        retriever: Retriever | None = None,
        now: Now | None = None,
        phrases: tuple[ForbiddenPhrase, ...] | None = None,
        intents: Registry = SHIPPED,
    ) -> None:
        super().__init__(
            tools,
            today=today,
            drafter=drafter,
            clock=clock,
            retriever=retriever,
            now=now,
            phrases=phrases,
            intents=intents,
        )
        self.tools = tools

    async def reply(self, inbound: Inbound) -> Reply:
        """Answer, ask, escalate or keep silent for one message; never raises for API
        failures."""
        program = self._program(inbound)
        try:
            step = next(program)
            while True:
                step = program.send(await self._run(step))
        except StopIteration as done:
            reply: Reply = done.value
            return reply

    async def _run(self, step: Step) -> StepResult:
        if isinstance(step, Retrieve):
            retriever = self.retriever  # built here, not in the worker thread
            return await asyncio.to_thread(
                retriever.retrieve, step.question, step.business_date, section=step.section
            )
        return await self._call(step)

    async def _call(self, ask: Ask) -> ToolResult[Any]:
        method = getattr(self.tools, ask.capability)
        result: ToolResult[Any] = await method(**ask.arguments)
        return result
