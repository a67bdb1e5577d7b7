"""The humanizer pass: a draft with a forbidden phrase is not sent, a person takes over (pure).

The phrases live in one data file, ``billing_sim/bot/channel/forbidden_phrases.txt``, one per line,
so
support leads edit it without touching code (``billing_sim.bot.channel.shipped`` reads it; this
module only
parses and checks, and does no I/O). A phrase matches whole words after folding
(case, accents and punctuation ignored): "Estimado cliente," matches ``estimado cliente``,
"estimadísimo" does not. The pass runs after the grounding verifier and before sending; its
bias is the verifier's: when a phrase matches, the draft is rejected, never rewritten.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from billing_sim.bot._text import fold

PHRASES_FILE = "forbidden_phrases.txt"
_WORD = re.compile(r"[a-z0-9]+")


class PhraseListError(ValueError):
    """The forbidden-phrase list is malformed; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class ForbiddenPhrase:
    """One forbidden phrase as written, its folded words, and its line in the file."""

    text: str
    words: tuple[str, ...]
    line: int


@dataclass(frozen=True, slots=True)
class HumanizerResult:
    """The verdict on a draft.

    Attributes:
        found: The forbidden phrases the draft contains, as written in the list, in list order.
    """

    found: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """Whether the draft may be sent."""
        return not self.found

    @property
    def escalate(self) -> bool:
        """Whether the conversation goes to a person instead."""
        return bool(self.found)


def words_of(text: str) -> tuple[str, ...]:
    """The folded words of ``text`` (lower case, no accents, no punctuation)."""
    return tuple(_WORD.findall(fold(text)))


def parse_phrases(text: str, source: str = PHRASES_FILE) -> tuple[ForbiddenPhrase, ...]:
    """The phrases of a list file: one per line, ``#`` comments and blank lines skipped.

    Raises:
        PhraseListError: on a line with no word, a phrase listed twice, or an empty list,
            naming ``source:line``.
    """
    phrases: list[ForbiddenPhrase] = []
    first: dict[tuple[str, ...], int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        words = words_of(line)
        if not words:
            raise PhraseListError(f"{source}:{number}: {line!r} has no letter or digit")
        if words in first:
            raise PhraseListError(
                f"{source}:{number}: {line!r} repeats the phrase of line {first[words]}"
            )
        first[words] = number
        phrases.append(ForbiddenPhrase(line, words, number))
    if not phrases:
        raise PhraseListError(f"{source}:1: the list has no phrase")
    return tuple(phrases)


def _contains(words: Sequence[str], phrase: Sequence[str]) -> bool:
    size = len(phrase)
    return any(tuple(words[i : i + size]) == tuple(phrase) for i in range(len(words) - size + 1))


def check(draft: str, phrases: Sequence[ForbiddenPhrase]) -> HumanizerResult:
    """Which forbidden phrases ``draft`` contains (none: it may be sent)."""
    words = words_of(draft)
    return HumanizerResult(tuple(p.text for p in phrases if _contains(words, p.words)))
