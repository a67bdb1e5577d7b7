"""The state gate: with a person on the conversation the bot writes nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from billing_sim.bot.channel.state_gate import (
    ConversationMode,
    ConversationState,
    GateDecision,
    bot_may_write,
    gate,
)


@pytest.mark.parametrize(
    ("state", "decision"),
    [(ConversationState(), GateDecision.BOT_REPLIES),
     (ConversationState(ConversationMode.AGENT, "ana", datetime(2026, 11, 20, tzinfo=UTC)),
      GateDecision.AGENT_ACTIVE),
     (ConversationState(ConversationMode.QUEUED), GateDecision.QUEUED)],
)  # fmt: skip
def test_each_mode_has_its_decision(state: ConversationState, decision: GateDecision) -> None:
    """Bot mode replies; an active agent or a queued handover silences the bot."""
    assert gate(state) is decision


def test_the_bot_writes_only_in_bot_mode() -> None:
    """Not even a holding message while a person owns the conversation."""
    assert bot_may_write(ConversationState())
    assert not bot_may_write(ConversationState(ConversationMode.AGENT, "ana"))
    assert not bot_may_write(ConversationState(ConversationMode.QUEUED))
