"""A conversation with one customer: the state gate's mode, and questions the bot interrupted.

``Bot.reply`` answers one message and remembers nothing. ``Conversation`` keeps what the
channel would keep between messages:

- **Who owns it** (``billing_sim.bot.channel.state_gate``): after a hand-over the conversation
waits for
  an agent (``queued``) and the bot writes nothing more; the agent desk calls :meth:`take`
  and :meth:`release`. Messages the bot did not answer are kept for the agent
  (:attr:`Conversation.for_agent`).
- **Which account**: when a phone has several accounts the bot asks which one. When the next
  message names one of the accounts offered (the whole number, or the last four digits the
  customer was shown), that account is kept for the rest of the conversation and the bot
  answers the interrupted question, or the new one if the message asks one ("¿y por qué
  subió la de la 8571?"). A message that names no offered account is a new question.
- **Which topic**: when a document question is ambiguous the bot asks one question with reply
  buttons. Tapping one (WhatsApp sends back its id; typing its title counts too) answers the
  interrupted question from the section it offers; "Hablar con alguien" hands over. Any
  other message is a new question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from billing_sim.bot._text import fold
from billing_sim.bot.channel.state_gate import ConversationMode, ConversationState
from billing_sim.bot.knowledge.verdict import Button
from billing_sim.bot.pipeline import Bot
from billing_sim.bot.replies import Inbound, Outcome, Reply, ReplyKind
from billing_sim.bot.routing import Route, route

_DIGIT_RUN = re.compile(r"\d[\d -]*\d|\d")


@dataclass(frozen=True, slots=True)
class _Pending:
    question: str
    choices: tuple[str, ...] = ()
    buttons: tuple[Button, ...] = ()


def chosen_account(text: str, choices: tuple[str, ...]) -> str | None:
    """The account of ``choices`` that ``text`` names, if exactly one matches.

    A run of digits (spaces and dashes allowed) equal to an account number, or to the last
    four digits of exactly one of them.
    """
    for run in _DIGIT_RUN.findall(text):
        digits = re.sub(r"\D", "", run)
        if digits in choices:
            return digits
        tails = [account for account in choices if len(digits) == 4 and account.endswith(digits)]
        if len(tails) == 1:
            return tails[0]
    return None


def chosen_button(text: str, button: str | None, buttons: tuple[Button, ...]) -> str | None:
    """The id of the reply button the customer picked: the id the channel reports for a
    tap, or a message that is a button's title (case and accents aside)."""
    ids = {b.id for b in buttons}
    if button is not None:
        return button if button in ids else None
    typed = " ".join(fold(text).split()).strip(" .!¡?¿")
    return next((b.id for b in buttons if " ".join(fold(b.title).split()) == typed), None)


class Conversation:
    """One customer's chat: the sender's phone, the account once known, and who owns it.

    Args:
        bot: The bot answering each message.
        phone: The sender's phone.
        account_number: An account the channel already knows, if any.
    """

    def __init__(self, bot: Bot, *, phone: str | None, account_number: str | None = None) -> None:
        self.bot = bot
        self.phone = phone
        self.account_number = account_number
        self.state = ConversationState()
        self.for_agent: list[str] = []
        """Messages that arrived while a person owned the conversation, in order."""
        self._pending: _Pending | None = None

    def send(self, text: str, *, button: str | None = None, at: datetime | None = None) -> Reply:
        """The bot's reply to the customer's next message.

        Args:
            text: What the customer wrote (for a tapped button, its title).
            button: The id of the reply button tapped, as the channel reports it.
            at: When the channel received the message (aware); the bot's ``now`` if absent.
        """
        pending, self._pending = self._pending, None
        reply = self._reply(text, button, at, pending)
        if reply.kind is ReplyKind.SILENCE:
            self.for_agent.append(text)
            if pending is not None:
                self._pending = pending
        elif reply.kind is ReplyKind.ESCALATION:
            self.state = ConversationState(ConversationMode.QUEUED, since=at)
        elif reply.outcome is Outcome.DISAMBIGUATION:
            self._pending = _Pending(text, choices=reply.choices)
        elif reply.outcome is Outcome.CLARIFICATION:
            self._pending = _Pending(text, buttons=reply.buttons)
        return reply

    def _reply(
        self, text: str, button: str | None, at: datetime | None, pending: _Pending | None
    ) -> Reply:
        inbound = Inbound(text, self.phone, self.account_number, at, self.state)
        if pending is None or self.state.mode is not ConversationMode.BOT:
            return self.bot.reply(inbound)
        section = chosen_button(text, button, pending.buttons)
        if section is not None:
            return self.bot.reply(
                Inbound(pending.question, self.phone, self.account_number, at, self.state, section)
            )
        account = chosen_account(text, pending.choices)
        if account is not None:
            self.account_number = account
            asks = route(text, today=self.bot.business_date()).route is not Route.OUT_OF_SCOPE
            question = text if asks else pending.question
            return self.bot.reply(Inbound(question, self.phone, account, at, self.state))
        return self.bot.reply(inbound)

    def take(self, agent: str, *, at: datetime | None = None) -> None:
        """An agent takes the conversation: the bot stays silent until :meth:`release`."""
        self.state = ConversationState(ConversationMode.AGENT, agent=agent, since=at)

    def release(self, *, at: datetime | None = None) -> None:
        """The agent hands the conversation back to the bot; the messages kept for them are
        cleared, and so is any question the bot had interrupted."""
        self.state = ConversationState(ConversationMode.BOT, since=at)
        self.for_agent.clear()
        self._pending = None
