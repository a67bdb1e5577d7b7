"""The account questions the bot answers, one module each, and their registry.

``SHIPPED`` is the registry of the shipped intents, in the menu's order; ``TurnSettings``,
``TemplateDrafter``, ``fact_sheet`` and the planner take a ``Registry`` (``SHIPPED`` by
default), so a bot can answer a new kind of question by passing
``SHIPPED.with_intent(<its Intent>)``. See ``billing_sim.bot.intents.base``.
"""

from __future__ import annotations

from billing_sim.bot.intents import balance, bill_change, invoices, payment_status, usage
from billing_sim.bot.intents.base import Answer, Intent, IntentRule, Registry, Request

__all__ = ["SHIPPED", "Answer", "Intent", "IntentRule", "Registry", "Request"]

SHIPPED = Registry(
    (balance.INTENT, bill_change.INTENT, invoices.INTENT, payment_status.INTENT, usage.INTENT)
)
"""The shipped intents: balance, bill change, invoices, payment status, usage."""
