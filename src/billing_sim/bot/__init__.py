"""The reference bot pipeline, built only on ``client``.

A message goes through routing (``billing_sim.bot.routing``), the plan (``billing_sim.bot.plan``),
the capability
calls, the facts computed in code (``billing_sim.bot.compute``), a draft
(``billing_sim.bot.drafting``) and the
grounding check (``billing_sim.bot.grounding``), and comes out as a ``Reply``: an answer, or an
escalation with its reason, a one-line Spanish summary and the context
(``billing_sim.bot.handoff``).

::

    from billing_sim.bot import Bot, Inbound
    from billing_sim.client import BillingTools

    bot = Bot(BillingTools("http://127.0.0.1:8000", "sim_dev_key"), today=date(2026, 11, 20))
    reply = bot.reply(Inbound("¿por qué subió mi factura?", phone="+584141234567"))
"""

from billing_sim.bot.conversation import Conversation
from billing_sim.bot.drafting import Drafter, TemplateDrafter
from billing_sim.bot.pipeline import AsyncBot, Bot
from billing_sim.bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind

__all__ = [
    "AsyncBot",
    "Bot",
    "Conversation",
    "Drafter",
    "EscalationReason",
    "Inbound",
    "Outcome",
    "Reply",
    "ReplyKind",
    "TemplateDrafter",
]
