"""The grounding verifier: every number a reply states must come from the evidence.

The evidence is a list of ``Evidence``: each has a ``source`` (the capability that returned
it, ``computed`` for a fact derived in code, or a document passage's citation id), the
``text`` a drafter reads, and the ``values`` that support numbers. Only values support: a
tool result's values are the leaf values of its typed data (display strings, ids, dates,
decimal strings, counts, minor units: ``billing_sim.bot.evidence``), never the evidence text around
them, so numbers of the evidence's own labels and scaffolding ("Reason 4:", "1 attempt(s)",
"Bill summary of customer ...") support nothing, whatever the wording. A document passage
(``Evidence.passage``) is all content: its value is its whole text.

Citations: a reply drawn from the policy documents names the passages it uses by their ids.
``verify`` is given the passages the reply *may* cite (what retrieval kept) apart from the rest
of the evidence; only the passages it does cite support its numbers, a citation of anything
else (a chunk retrieval never kept, an expired section, an invented id) is ``unretrieved``, and
a reply that must stand on the documents but cites nothing is ``uncited``. Either rejects it.

A draft reply is grounded when each of its numeric tokens (``billing_sim.bot._numbers`` explains
how a
text is normalized, how number words are read and how each token is read; each value is
read on its own the same way) is supported by the evidence values. Support, per kind:

========== ==================================================================================
reply      supported when the evidence has
========== ==================================================================================
AMOUNT     the same value, notation aside (``45,00`` = ``45.00`` = ``45`` = ``cuarenta y
           cinco``; ``4.500`` ≠ ``45.00``; ``Bs. 4 mil`` = ``Bs. 4.000``). A currency on the
           reply (``Bs.``, ``VES``, ``USD``, ``bolívares``...) needs the same currency on the
           evidence amount; a percentage needs a percentage or a bare number. An explicit
           sign needs the same signed value; an unsigned number matches either sign,
           because prose carries direction in words ("un crédito de Bs. 1.055,00"). A bare
           number (no currency, no sign, no %) may instead appear literally, and one of 7+
           digits may match an identifier's digits (see below).
DATE       a date with the same day and month, and the same year when the reply gives one,
           in any date notation (``25/11/2026`` = ``2026-11-25`` = ``25 de noviembre``).
PERIOD     a period or a date in the same month of the same year.
IDENTIFIER its text literally, or, with 7+ digits, the same digits once separators, spaces and
           dashes are dropped (``1000-0000-16`` = ``1000000016``; ``+58 414-123 4567`` =
           ``+584141234567``). Shorter numbers never match this way.
WORD       the same word, whole (an id such as ``inv_7k2m9q4x1z2611`` copied verbatim).
TIME       the same time (``14:03`` is in ``2026-11-20T14:03:00Z``; seconds, fraction and time
           zone may be dropped).
LITERAL    its text literally.
UNREADABLE nothing (an invisible character, a mark on a digit or a stray space inside a
           number: ``4\u200b500``, ``3.3 76,00``).
========== ==================================================================================

"Literally" means with boundaries: the text occurs in an evidence value neither preceded nor
followed by a letter, digit or underscore, nor by a ``.``/``,`` that joins it to another
digit. ``12345678`` is not in ``123456789``, ``45`` is not in ``145``, ``637`` is not in
``2.637,50``, ``2611`` is not in ``inv_7k2m9q4x1z2611``; but ``12345678`` is in
``V-12345678-1``, where a dash separates parts. Dates, periods and times of the evidence are
read whole: their year is a number they state (``2026`` is in ``2026-11-25``), but their day,
month, hour or minute alone is not (``25`` and ``11`` are not), so a stray small number
cannot lean on a due date or a timestamp. The ``T`` of an ISO 8601 timestamp in the evidence
reads as a space.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from billing_sim.bot._numbers import IDENTIFIER_MIN_DIGITS, Kind, Token, read

__all__ = ["Evidence", "Grounding", "verify"]

_ISO_TIME_SEPARATOR = re.compile(r"(?<=\d)T(?=\d)")
_READ_WHOLE = frozenset({Kind.DATE, Kind.PERIOD, Kind.TIME, Kind.MINOR})
_AMOUNTS = frozenset({Kind.AMOUNT, Kind.MINOR})


@dataclass(frozen=True, slots=True)
class Evidence:
    """One source a reply may draw on: what a drafter reads, and what supports a number.

    Attributes:
        source: Which source it is, for citations and logs: a capability
            (``get_balance``), ``computed`` for a fact derived in code, or the citation id
            of a document passage.
        text: What a drafter reads (a tool's evidence text, a computed line, a passage).
        values: What supports the reply's numbers, each value read on its own; ``text``
            itself never does unless it is one of them.
    """

    source: str
    text: str
    values: tuple[str, ...]

    @classmethod
    def passage(cls, source: str, text: str) -> Evidence:
        """A document passage (or any free text) whose every number is content."""
        return cls(source, text, (text,))


@dataclass(frozen=True, slots=True)
class Grounding:
    """The verifier's finding on a draft: grounded or not, and why not.

    Attributes:
        grounded: True when every numeric token is supported and every citation is of a
            passage the reply may cite (and there is one, when one is required).
        unsupported: The unsupported tokens as written, in order, each once.
        unretrieved: The citations of passages the reply may not cite, in order, each once.
        uncited: A citation was required and the reply cites nothing.
        misstated: The draft's claims that are false as written (``billing_sim.bot.meaning``:
            each the claim, or the figure no claim covers, and what is wrong); the turn
            fills it after the numbers are found supported.
    """

    grounded: bool
    unsupported: tuple[str, ...]
    unretrieved: tuple[str, ...] = ()
    uncited: bool = False
    misstated: tuple[str, ...] = ()


class _Evidence:
    """What the evidence values state, indexed by meaning."""

    def __init__(self, evidence: Sequence[Evidence]) -> None:
        self.by_value: defaultdict[Decimal, set[str | None]] = defaultdict(set)
        self.by_magnitude: defaultdict[Decimal, set[str | None]] = defaultdict(set)
        self.dates: set[tuple[int | None, int, int]] = set()
        self.months: set[tuple[int, int]] = set()
        self.digits: set[str] = set()
        self.words: set[str] = set()
        self.quoted: set[str] = set()  # years of dates and periods, times
        self.prose: list[str] = []  # the values with dates, periods and times blanked out
        for value in (value for item in evidence for value in item.values):
            reading = read(_ISO_TIME_SEPARATOR.sub(" ", value))
            kept, cursor = [], 0
            for token in reading.tokens:
                self._add(token)
                if token.kind in _READ_WHOLE:
                    kept.append(reading.text[cursor : token.span[0]])
                    cursor = token.span[1]
            self.prose.append(" ".join([*kept, reading.text[cursor:]]))

    def _add(self, token: Token) -> None:
        if token.kind in _AMOUNTS and token.value is not None:
            self.by_value[token.value].add(token.currency)
            self.by_magnitude[abs(token.value)].add(token.currency)
            if token.currency is None and token.core.isdigit():
                self.digits.add(token.core)
        if token.date is not None:
            year, month, day = token.date
            self.dates |= {token.date, (None, month, day)}
            if year is not None:
                self.months.add((year, month))
                self.quoted.add(str(year))
        if token.period is not None:
            self.months.add(token.period)
            self.quoted.add(str(token.period[0]))
        if token.kind is Kind.TIME:
            clock = re.split(r"[.Z+-]", token.core)[0]  # without fraction or time zone
            self.quoted |= {token.core, clock, ":".join(clock.split(":")[:2])}
        if token.kind is Kind.IDENTIFIER:
            self.digits.add(token.digits)
        if token.kind is Kind.WORD:
            self.words.add(token.core)

    def states_literally(self, core: str) -> bool:
        if core in self.quoted:
            return True
        pattern = re.compile(rf"(?<!\w)(?<!\d[.,]){re.escape(core)}(?!\w)(?![.,]\d)")
        return any(pattern.search(text) for text in self.prose)

    def has_identifier(self, digits: str) -> bool:
        return len(digits) >= IDENTIFIER_MIN_DIGITS and digits in self.digits

    def supports(self, token: Token) -> bool:
        if token.kind in _AMOUNTS and token.value is not None:
            return self._supports_amount(token, token.value)
        if token.kind is Kind.DATE:
            return token.date in self.dates
        if token.kind is Kind.PERIOD:
            return token.period in self.months
        if token.kind is Kind.IDENTIFIER:
            return self.states_literally(token.core) or self.has_identifier(token.digits)
        if token.kind is Kind.WORD:
            return token.core in self.words
        if token.kind is Kind.UNREADABLE:
            return False
        return self.states_literally(token.core)

    def _supports_amount(self, token: Token, value: Decimal) -> bool:
        currencies = (self.by_value if token.signed else self.by_magnitude).get(value, set())
        if token.currency == "%":
            return bool(currencies & {"%", None})
        if token.currency is not None:
            return token.currency in currencies
        if currencies:
            return True
        if token.signed:
            return False
        return self.states_literally(token.core) or (
            token.core.isdigit() and self.has_identifier(token.core)
        )


def verify(
    reply: str,
    evidence: Sequence[Evidence],
    *,
    passages: Sequence[Evidence] = (),
    citations: Sequence[str] = (),
    citation_required: bool = False,
) -> Grounding:
    """Check every number and every citation of ``reply`` (module docstring and table).

    Args:
        reply: The draft reply to the customer.
        evidence: What the reply was drafted from besides the documents (tool results,
            computed facts); only the values support numbers.
        passages: The document passages the reply may cite (retrieval's kept chunks, each
            with its id as ``source``); a passage supports numbers only when cited.
        citations: The passage ids the reply cites.
        citation_required: The reply stands on the documents: it must cite one of them.

    Returns:
        A ``Grounding``; ``grounded`` is True when no numeric token is unsupported, no
        citation is unretrieved and no required citation is missing (a reply with no
        numbers and no citations, where none is required, is grounded).
    """
    citable = {passage.source: passage for passage in passages}
    unretrieved = tuple(dict.fromkeys(c for c in citations if c not in citable))
    cited = [citable[c] for c in dict.fromkeys(citations) if c in citable]
    known = _Evidence([*evidence, *cited])
    unsupported: dict[str, None] = {}
    for token in read(reply).tokens:
        if not known.supports(token):
            unsupported.setdefault(token.text)
    uncited = citation_required and not citations
    grounded = not unsupported and not unretrieved and not uncited
    return Grounding(grounded, tuple(unsupported), unretrieved, uncited)
