"""The reference bot pipeline, built only on ``client``.

A message goes through routing (``bot.routing``), the plan (``bot.plan``), the capability
calls, the facts computed in code (``bot.compute``), a draft (``bot.drafting``) and the
grounding check (``bot.grounding``), and comes out as a ``Reply``: an answer, or an
escalation with its reason, a one-line Spanish summary and the context (``bot.handoff``).

::

    from bot import Bot, Inbound
    from client import BillingTools

    bot = Bot(BillingTools("http://127.0.0.1:8000", "sim_dev_key"), today=date(2026, 11, 20))
    reply = bot.reply(Inbound("¿por qué subió mi factura?", phone="+584141234567"))
"""

from bot.conversation import Conversation
from bot.drafting import Drafter, TemplateDrafter
from bot.pipeline import AsyncBot, Bot
from bot.replies import EscalationReason, Inbound, Outcome, Reply, ReplyKind

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
