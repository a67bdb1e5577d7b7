"""Chunks: what retrieval ranks and a draft cites, one per section (pure).

One section is one rule, so it is one chunk: a fee table is never split mid-row. The chunk's
text starts with its parent heading and its own (``Mora y suspensión > Reconexión del
servicio``) so the lexical index can match a question on the heading words and the draft
knows the context. The keywords are searched but are not part of the text a customer sees.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from billing_sim.bot.knowledge.terms import terms

if TYPE_CHECKING:  # the parser reads files; chunking only needs its result's shape
    from billing_sim.bot.knowledge.documents import Section

HEADING_SEPARATOR = " > "


@dataclass(frozen=True, slots=True)
class Chunk:
    """A retrievable unit: one section's text with its parent heading, and its metadata.

    Attributes:
        id: The section's id; what a draft cites.
        title: ``Document > Section`` (the parent heading kept).
        text: ``title``, a blank line, then the section's body.
        keywords: The customers' words for it (searched, never shown).
        button: A reply-button title for it (≤ 20 characters).
        file: The file it comes from, and ``line``: its heading's line.
        updated: When the section was last reviewed.
        valid_from: First day it applies (``None``: always has).
        valid_to: Last day it applies (``None``: until further notice).
        terms: Its search terms (title, body and keywords; ``billing_sim.bot.knowledge.terms``).
    """

    id: str
    title: str
    text: str
    keywords: tuple[str, ...]
    button: str
    file: str
    line: int
    updated: date
    valid_from: date | None
    valid_to: date | None
    terms: frozenset[str]

    @property
    def document(self) -> str:
        """The parent heading: the document's title (``Mora y suspensión``)."""
        return self.title.split(HEADING_SEPARATOR, 1)[0]

    @property
    def heading(self) -> str:
        """The section's own heading (``Reconexión del servicio``)."""
        return self.title.split(HEADING_SEPARATOR, 1)[-1]

    @property
    def body(self) -> str:
        """The section's text without the heading line (markdown)."""
        return self.text.removeprefix(self.title).strip()

    @property
    def search_text(self) -> str:
        """What the indexes see: the text, then the keywords."""
        return f"{self.text}\n{', '.join(self.keywords)}"

    def valid_on(self, day: date) -> bool:
        """Whether the chunk's rule applies on ``day`` (both ends inclusive)."""
        starts, ends = self.valid_from, self.valid_to
        return (starts is None or starts <= day) and (ends is None or day <= ends)


def chunk_section(section: Section) -> Chunk:
    """The chunk of one section: its parent heading kept in the text."""
    title = f"{section.document}{HEADING_SEPARATOR}{section.heading}"
    text = f"{title}\n\n{section.body}"
    return Chunk(
        id=section.id,
        title=title,
        text=text,
        keywords=section.keywords,
        button=section.button,
        file=section.file,
        line=section.line,
        updated=section.updated,
        valid_from=section.valid_from,
        valid_to=section.valid_to,
        terms=frozenset(terms(f"{text}\n{' '.join(section.keywords)}")),
    )


def chunk_sections(sections: Iterable[Section]) -> tuple[Chunk, ...]:
    """One chunk per section, in knowledge-base order."""
    return tuple(chunk_section(section) for section in sections)


def valid_on(chunks: Sequence[Chunk], day: date) -> tuple[Chunk, ...]:
    """The metadata filter, applied before any ranking: only chunks whose rule applies on
    ``day``. An expired promotion or last season's price list never reaches a ranking, so it
    can never reach a draft."""
    return tuple(chunk for chunk in chunks if chunk.valid_on(day))
