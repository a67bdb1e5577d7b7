"""An intent: one kind of account question, declared in one module.

Each intent module (``balance``, ``bill_change``, ``invoices``, ``payment_status``, ``usage``)
exports one ``Intent``: its route, the capability that answers it and the arguments it needs,
how its facts are computed from the capability's data, which facts a reply may claim, its
template, what it says when there is nothing to show, the agent's one-line summary of the
question, what the menu offers and its reply-button title. ``Registry`` holds them; the turn,
the planner, the drafters, the fact sheet, the hand-over and the menu read it, so adding a
kind of question is one module (plus its labelled cases and tests) and one line in
``SHIPPED`` (``billing_sim.bot.intents``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from billing_sim.bot._template import Said
from billing_sim.bot.channel.buttons import BUTTON_TITLE_LIMIT, fits_button
from billing_sim.bot.claims import Fact
from billing_sim.bot.facts import Answer, NotFoundFacts
from billing_sim.bot.replies import CustomerRef
from billing_sim.bot.routing import Routed

__all__ = ["Answer", "Intent", "IntentRule", "Registry", "Request"]


@dataclass(frozen=True, slots=True)
class Request:
    """What an intent computes its facts for: who, the routed message, the business date."""

    customer: CustomerRef
    routed: Routed
    today: date
    compared: Any = None
    """The data of the intent's second call (``Intent.compared``), when it made one."""
    supporting: Mapping[str, Any] = field(default_factory=dict)
    """The data of the intent's supporting capabilities (``Intent.supporting``), by name:
    those the tools offer."""
    text: str = ""
    """The message, as the customer wrote it (what it quotes: a payment's reference)."""


@dataclass(frozen=True, slots=True)
class IntentRule:
    """A routing rule an intent brings: ``pattern`` over the message's canonical words,
    padded with spaces (``billing_sim.bot.routing``'s rules are written the same way)."""

    name: str
    pattern: re.Pattern[str]


def _no_arguments(routed: Routed) -> dict[str, str | None]:
    return {}


def _nothing_compared(routed: Routed) -> Routed | None:
    return None


def _no_rule(facts: Any) -> tuple[str, ...]:
    return ()


def _always(routed: Routed, data: Any) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class Intent:
    """One kind of account question, everything about it in one place.

    Attributes:
        route: Its name: ``Routed.route``'s value (a ``Route`` for the shipped ones).
        capability: The ``BillingTools`` capability that answers it (after
            ``find_customer``).
        facts_types: The types of its facts.
        build: Its facts from the capability's data, or ``None`` when the data has nothing
            to show (``billing_sim.bot.compute``).
        sheet: The facts a reply may claim, from its facts (``billing_sim.bot.claims``).
        template: Its reply in es-VE, each figure written through ``say`` (a claim).
        nothing: What to say when ``build`` found nothing.
        question: What the customer asked, in the agent's summary ("pregunta por su saldo").
        offer: What the menu says the bot can do ("decirte tu saldo").
        button: A reply-button title offering it (WhatsApp: at most 20 characters).
        arguments: The capability's arguments besides ``customer_id`` (a period...).
        rules: Routing rules it brings, tried before the built-in account rules.
        covers: The routing rules (``route:rule``) of other questions its answer already
            answers: asked beside it in one message ("¿cuánto debo y cuándo vence?"), they
            get no second answer.
        compared: The record the answer is compared with when the capability's answer does
            not hold it (two billing months far apart), as the question that asks for it: the
            turn calls the capability again with its ``arguments``; the data reaches ``build``
            as ``Request.compared``, and when there is none, ``nothing`` of that question is
            the answer. ``None`` (the default) makes no second call.
        supporting: Capabilities whose data completes the answer, called with the
            customer's id after ``capability`` when the tools offer them and its data is
            not empty (a tools object without one still answers, from ``capability``'s
            data alone); their data reaches ``build`` as ``Request.supporting``.
        needs_support: Whether this question, given ``capability``'s data, needs the
            supporting capabilities at all (every time, by default): a call saved when the
            answer is complete without them.
        explained_by: The rule behind an answer of its facts, when one stands out (a plan's
            price adjusted, a promotion ended, a balance carried): what names its section's
            heading (patterns over canonical words). The section is cited beside the answer
            even when the customer did not ask for the rule; none by default.
    """

    route: str
    capability: str
    facts_types: tuple[type[Any], ...]
    build: Callable[[Request, Any], Answer | None]
    sheet: Callable[[Any], list[Fact]]
    template: Callable[[Any, Said], str]
    nothing: Callable[[Request], NotFoundFacts]
    question: str
    offer: str
    button: str
    arguments: Callable[[Routed], dict[str, str | None]] = _no_arguments
    rules: tuple[IntentRule, ...] = ()
    covers: tuple[str, ...] = ()
    compared: Callable[[Routed], Routed | None] = _nothing_compared
    supporting: tuple[str, ...] = ()
    needs_support: Callable[[Routed, Any], bool] = _always
    explained_by: Callable[[Any], tuple[str, ...]] = _no_rule

    def __post_init__(self) -> None:
        if not fits_button(self.button):
            raise ValueError(
                f"intent {self.route}: a button title has 1 to {BUTTON_TITLE_LIMIT} "
                f"characters, not {self.button!r}"
            )


class Registry:
    """The intents a bot answers, by route; immutable (``with_intent`` makes a new one)."""

    def __init__(self, intents: Sequence[Intent]) -> None:
        self._by_route = {intent.route: intent for intent in intents}
        if len(self._by_route) != len(intents):
            raise ValueError("two intents share a route")
        self._by_type = {kind: intent for intent in intents for kind in intent.facts_types}

    def __iter__(self) -> Iterator[Intent]:
        return iter(self._by_route.values())

    def __contains__(self, route: object) -> bool:
        return route in self._by_route

    def of(self, route: str) -> Intent:
        """The intent of ``route`` (``KeyError`` when none answers it)."""
        return self._by_route[route]

    def of_facts(self, facts: object) -> Intent | None:
        """The intent whose facts ``facts`` are, if any."""
        return self._by_type.get(type(facts))

    def with_intent(self, intent: Intent) -> Registry:
        """This registry plus ``intent``."""
        return Registry((*self, intent))

    def rules(self) -> tuple[tuple[str, IntentRule], ...]:
        """Every intent's own routing rules, as ``(route, rule)``."""
        return tuple((intent.route, rule) for intent in self for rule in intent.rules)

    def menu(self) -> str:
        """What the bot can do with an account, as the menu lists it."""
        offers = [intent.offer for intent in self]
        return ", ".join(offers[:-1]) + " y " + offers[-1] if len(offers) > 1 else offers[0]
