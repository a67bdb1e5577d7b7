"""A conversation with one customer: the turn after a disambiguation resumes the question.

``Bot.reply`` answers one message and remembers nothing. When a phone has several accounts
the bot asks which one; ``Conversation`` keeps the interrupted question. When the next
message names one of the accounts offered (the whole number, or the last four digits the
customer was shown), that account is kept for the rest of the conversation and the bot
answers the interrupted question, or the new one if the message asks one ("¿y por qué
subió la de la 8571?"). A message that names no offered account is a new question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.pipeline import Bot
from bot.replies import Inbound, Outcome, Reply
from bot.routing import Route, route

_DIGIT_RUN = re.compile(r"\d[\d -]*\d|\d")


@dataclass(frozen=True, slots=True)
class _Pending:
    question: str
    choices: tuple[str, ...]


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


class Conversation:
    """One customer's chat: the sender's phone, and the account once it is known.

    Args:
        bot: The bot answering each message.
        phone: The sender's phone.
        account_number: An account the channel already knows, if any.
    """

    def __init__(self, bot: Bot, *, phone: str | None, account_number: str | None = None) -> None:
        self.bot = bot
        self.phone = phone
        self.account_number = account_number
        self._pending: _Pending | None = None

    def send(self, text: str) -> Reply:
        """The bot's reply to the customer's next message."""
        pending, self._pending = self._pending, None
        if pending is not None:
            account = chosen_account(text, pending.choices)
            if account is not None:
                self.account_number = account
                asks = route(text, today=self.bot.business_date()).route is not Route.OUT_OF_SCOPE
                question = text if asks else pending.question
                return self.bot.reply(Inbound(question, self.phone, account))
        reply = self.bot.reply(Inbound(text, self.phone, self.account_number))
        if reply.outcome is Outcome.DISAMBIGUATION:
            self._pending = _Pending(text, reply.choices)
        return reply
