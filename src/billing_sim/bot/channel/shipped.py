"""The channel's data files shipped inside the package, read on demand (the only I/O of
``billing_sim.bot.channel``; the rules themselves are pure)."""

from __future__ import annotations

from importlib import resources

from billing_sim.bot.channel.humanizer import PHRASES_FILE, ForbiddenPhrase, parse_phrases


def shipped_phrases() -> tuple[ForbiddenPhrase, ...]:
    """The forbidden-phrase list that ships with the bot
    (``billing_sim/bot/channel/forbidden_phrases.txt``).

    Raises:
        bot.channel.humanizer.PhraseListError: when the shipped list is malformed.
    """
    text = (
        resources.files("billing_sim.bot.channel")
        .joinpath(PHRASES_FILE)
        .read_text(encoding="utf-8")
    )
    return parse_phrases(text)
