"""Normative prose in the contract: the sentences that make a promise, and whether the
catalogue covers each one.

Every ``description`` and ``summary`` of the document (examples and the catalogue itself
aside) is cut into sentences. A sentence is *normative* when it uses the language promises are
made in: a modal or absolute word (*must*, *never*, *only*, *every*, *exactly*, *not*...), an
order (*first*, *newest*, *before*), arithmetic (``=``, ``Σ``, *sum*, *rounded*), an HTTP
status, an error code of the catalogue in backticks, or a verb of behaviour (*returns*,
*echoed*, *replays*, *applied*...). The vocabulary is deliberately wide: a sentence it flags
that promises nothing costs one ``check: none`` entry with its reason, while a promise it
missed would go unchecked. A normative sentence is covered when a catalogue statement at the
same pointer quotes some of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from billing_sim.toolkit.verify.catalogue import EXTENSION, PROSE_KEYS, Promise, quote_span

SKIPPED_KEYS = frozenset({"examples", "example", EXTENSION})
"""Examples illustrate promises, they do not make them; the catalogue quotes, it does not state."""

NORMATIVE_WORDS = (
    "must|shall|should|always|never|only|exactly|every|each|all|none|no|not|cannot|"
    "non-negative|negative|required|requires|unique|stable|same|default|otherwise|unless|"
    "instead|both|either|first|last|newest|oldest|order|ordered|cheapest|before|after|"
    "up to|at most|at least|equal|equals|sum|total|totals|rounded|half-up|percentage|"
    "echoed|carry|carries|returns|answers|honour|honours|kept|null|empty|matched|matches|"
    "invariant|invariants|applied|becomes|replays|replayed|recorded|includes|including|"
    "lists|selects|compares|per"
)
_WORDS = re.compile(rf"(?<![\w-])(?:{NORMATIVE_WORDS})(?![\w-])", re.IGNORECASE)
_SYMBOLS = re.compile(r"[=\u03a3\u2264\u2265\u2212]")
_STATUS = re.compile(r"(?<![\w.])[1-5][0-9]{2}(?![\w]|\.\d)")
_CODE_SPAN = re.compile(r"`([^`]*)`")
_BLOCK_BREAK = re.compile(r"\n[ \t]*\n|\n(?=[ \t]*(?:[*-][ \t]|#))")
_SENTENCE_END = re.compile(r"[.!?](?=\s+(?:[A-Z0-9`*\"'(¿¡]))")
_ABBREVIATION = re.compile(r"(?:\be\.g|\bi\.e|\betc|\bvs|§\d+(?:\.\d+)*)\.$")
_BULLET = re.compile(r"^[ \t]*(?:[*-][ \t]+|#+[ \t]+)")


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of the contract's prose.

    Attributes:
        pointer: JSON pointer of the string it is part of.
        text: The sentence, whitespace collapsed.
        start: Offset of its first character in that string.
        end: Offset just past its last character.
    """

    pointer: str
    text: str
    start: int
    end: int


def prose(document: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """Every ``(pointer, text)`` of a description or summary in ``document``."""
    if isinstance(document, dict):
        for key, value in document.items():
            if key in SKIPPED_KEYS:
                continue
            child = f"{pointer}/{_escape(str(key))}"
            if key in PROSE_KEYS and isinstance(value, str):
                yield child, value
            else:
                yield from prose(value, child)
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from prose(value, f"{pointer}/{index}")


def sentences(pointer: str, text: str) -> list[Sentence]:
    """The sentences of ``text``: paragraphs, list items and headings are split first."""
    found: list[Sentence] = []
    position = 0
    for block_break in [*_BLOCK_BREAK.finditer(text), None]:
        end = block_break.start() if block_break else len(text)
        found += _block_sentences(pointer, text, position, end)
        position = block_break.end() if block_break else len(text)
    return found


def is_normative(sentence: str, error_codes: frozenset[str]) -> bool:
    """Whether ``sentence`` uses the language of promises (see the module docstring)."""
    spans = _CODE_SPAN.findall(sentence)
    if any(_mentions_code(span, error_codes) for span in spans):
        return True
    plain = _CODE_SPAN.sub(" ", sentence)
    return bool(_WORDS.search(plain) or _SYMBOLS.search(plain) or _STATUS.search(plain))


def normative_sentences(contract: Mapping[str, Any]) -> list[Sentence]:
    """Every normative sentence of the contract's prose, in document order."""
    codes = frozenset(contract.get("x-error-catalog", {}))
    return [
        sentence
        for pointer, text in prose(contract)
        for sentence in sentences(pointer, text)
        if is_normative(sentence.text, codes)
    ]


def uncovered(contract: Mapping[str, Any], promises: tuple[Promise, ...]) -> list[Sentence]:
    """The normative sentences no catalogue statement quotes."""
    quoted: dict[str, list[tuple[int, int]]] = {}
    texts = dict(prose(contract))
    for promise in promises:
        for statement in promise.statements:
            text = texts.get(statement.at)
            span = quote_span(text, statement.says) if text and statement.says else None
            if span is not None:
                quoted.setdefault(statement.at, []).append(span)
    return [
        sentence
        for sentence in normative_sentences(contract)
        if not any(
            start < sentence.end and sentence.start < end
            for start, end in quoted.get(sentence.pointer, [])
        )
    ]


def _block_sentences(pointer: str, text: str, start: int, end: int) -> Iterator[Sentence]:
    block = text[start:end]
    bullet = _BULLET.match(block)
    offset = bullet.end() if bullet else 0
    for boundary in [*_SENTENCE_END.finditer(block, offset), None]:
        stop = boundary.end() if boundary else len(block)
        if boundary and _ABBREVIATION.search(block[:stop]):
            continue
        piece = block[offset:stop]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            first, last = start + offset + lead, start + offset + len(piece.rstrip())
            yield Sentence(pointer, " ".join(piece.split()), first, last)
        offset = stop


def _mentions_code(span: str, codes: frozenset[str]) -> bool:
    words = span.split()
    return any(word in codes for word in words) or bool(words and _STATUS.fullmatch(words[0]))


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")
