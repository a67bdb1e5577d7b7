"""The grounding verifier: every number a reply states must come from the evidence.

A draft reply is grounded when each of its numeric tokens (``bot._numbers`` explains how a
text is cut into tokens and how each is read) is supported by the evidence texts, the
``evidence_text`` of the tool results the reply was drafted from. Support, per kind:

========== ==================================================================================
reply      supported when the evidence has
========== ==================================================================================
AMOUNT     the same value, notation aside (``45,00`` = ``45.00`` = ``45``; ``4.500`` ≠
           ``45.00``). A currency on the reply (``Bs.``, ``VES``, ``USD``...) needs the same
           currency on the evidence amount; a percentage needs a percentage or a bare number.
           An explicit sign needs the same signed value; an unsigned number matches either
           sign, because prose carries direction in words ("un crédito de Bs. 1.055,00").
           A bare number (no currency, no sign, no %) may instead appear literally, and one
           of 7+ digits may match an identifier's digits (see below).
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
========== ==================================================================================

"Literally" means with boundaries: the text occurs in an evidence text neither preceded nor
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

from bot._numbers import IDENTIFIER_MIN_DIGITS, Kind, Token, normalize, tokenize

__all__ = ["Verdict", "verify"]

_ISO_TIME_SEPARATOR = re.compile(r"(?<=\d)T(?=\d)")
_READ_WHOLE = frozenset({Kind.DATE, Kind.PERIOD, Kind.TIME, Kind.MINOR})
_AMOUNTS = frozenset({Kind.AMOUNT, Kind.MINOR})


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a reply is grounded, and which of its numbers are not.

    Attributes:
        grounded: True when every numeric token of the reply is supported.
        unsupported: The unsupported tokens as written, in order, each once.
    """

    grounded: bool
    unsupported: tuple[str, ...]


class _Evidence:
    """What the evidence states, indexed by meaning."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.by_value: defaultdict[Decimal, set[str | None]] = defaultdict(set)
        self.by_magnitude: defaultdict[Decimal, set[str | None]] = defaultdict(set)
        self.dates: set[tuple[int | None, int, int]] = set()
        self.months: set[tuple[int, int]] = set()
        self.digits: set[str] = set()
        self.words: set[str] = set()
        self.quoted: set[str] = set()  # years of dates and periods, times
        self.prose: list[str] = []  # the texts with dates, periods and times blanked out
        for text in texts:
            spaced = _ISO_TIME_SEPARATOR.sub(" ", normalize(text))
            kept, cursor = [], 0
            for token in tokenize(spaced):
                self._add(token)
                if token.kind in _READ_WHOLE:
                    kept.append(spaced[cursor : token.span[0]])
                    cursor = token.span[1]
            self.prose.append(" ".join([*kept, spaced[cursor:]]))

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
            clock = re.split(r"[.Z+-]", token.text)[0]  # without fraction or time zone
            self.quoted |= {token.text, clock, ":".join(clock.split(":")[:2])}
        if token.kind is Kind.IDENTIFIER:
            self.digits.add(token.digits)
        if token.kind is Kind.WORD:
            self.words.add(token.text)

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
            return token.text in self.words
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


def verify(reply: str, evidence: Sequence[str]) -> Verdict:
    """Check that every number in ``reply`` is supported by ``evidence`` (module table).

    Args:
        reply: The draft reply to the customer.
        evidence: The evidence texts of the tool results the reply was drafted from.

    Returns:
        A ``Verdict``; ``grounded`` is True when no numeric token is unsupported, which
        includes a reply with no numbers at all.
    """
    known = _Evidence(evidence)
    unsupported: dict[str, None] = {}
    for token in tokenize(normalize(reply)):
        if not known.supports(token):
            unsupported.setdefault(token.text)
    return Verdict(grounded=not unsupported, unsupported=tuple(unsupported))
