"""The state gate, first step of every inbound message: may the bot write at all? (pure)

When a person has taken the conversation, the bot writes nothing, not even "ya te atienden":
two voices answering the same customer is worse than either. The same holds while a handover
waits in the queue: the message is added to what the agent will read. Only a conversation in
``bot`` mode reaches routing and retrieval. The agent desk moves a conversation between modes
(take, release); the bot never does it by itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


class ConversationMode(StrEnum):
    """Who owns a conversation right now."""

    BOT = "bot"
    """The bot answers."""
    QUEUED = "queued"
    """Handed over; waiting for an agent to take it."""
    AGENT = "agent"
    """A human agent is active on it."""


@dataclass(frozen=True, slots=True)
class ConversationState:
    """What the channel knows about a conversation when a message arrives.

    Attributes:
        mode: Who owns it.
        agent: The agent active on it (``AGENT`` mode), for the trace.
        since: When it entered its mode.
    """

    mode: ConversationMode = ConversationMode.BOT
    agent: str | None = None
    since: datetime | None = None


class GateDecision(StrEnum):
    """What happens to an inbound message."""

    BOT_REPLIES = "bot_replies"
    """Route, retrieve, draft, check, send."""
    AGENT_ACTIVE = "agent_active"
    """Silence: the agent sees the message in their conversation."""
    QUEUED = "queued"
    """Silence: the message is appended to the waiting handover."""


def gate(state: ConversationState) -> GateDecision:
    """The decision for a message arriving on a conversation in ``state``."""
    if state.mode is ConversationMode.AGENT:
        return GateDecision.AGENT_ACTIVE
    if state.mode is ConversationMode.QUEUED:
        return GateDecision.QUEUED
    return GateDecision.BOT_REPLIES


def bot_may_write(state: ConversationState) -> bool:
    """Whether the bot may send anything on this conversation."""
    return gate(state) is GateDecision.BOT_REPLIES
