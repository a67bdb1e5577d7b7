"""The numeric tokens of a text, each read to one exact meaning.

``read`` finds every place where a text states a number and says what kind of number it
is. The grounding verifier reads the draft reply and the evidence the same way and then
compares meanings, not spellings. First the text is normalized as its reader sees it
(``billing_sim.bot._normalize``: NFKC, invisible characters, digits of any script, spaces inside a
number) and numbers in words or with multipliers are rewritten as digits
(``billing_sim.bot._numerals``: ``cuatro mil quinientos``, ``Bs. 4 mil``, ``45k``); every token
still
reports the text as originally written. Then, at each position, dates are tried first, then
periods, times, minor units, amounts with a currency prefix, words, identifiers and other
amounts:

========== ============================================ ===========================================
kind       written as                                   read as
========== ============================================ ===========================================
DATE       ``25 de noviembre de 2026``, ``25/11``,      (year or None, month, day); slash and
           ``25 November``, ``November 25, 2026``,      dash dates are day first (es-VE),
           ``2026-11-25``, ``25/11/2026``,              never US month first
           ``25-11-2026``
PERIOD     ``noviembre 2026``, ``November 2026``,       (year, month)
           ``2026-11``, ``11/2026``
TIME       ``10:30``, ``14:03:00.5-04:00``              its text
MINOR      ``amount_minor 337600 VES`` (how             337600 minor units: 3376.00 VES (every
           ``billing_sim.bot.evidence`` states typed minor units)   currency in play has 2 decimals)
AMOUNT     ``[-+][currency] number [currency | %]``     exact signed Decimal; currency as ISO
                                                        code, ``%`` or None
WORD       a word where a letter precedes a digit:      its text, compared whole
           ``inv_7k2m9q4x1z2611``
IDENTIFIER digit groups joined by ``-`` (after a ``+``  its digits; under 7 digits, the groups
           and with 7+ digits, spaces join too:         are separate AMOUNTs (``1-15`` is 1
           ``+58 414-123 4567``); a tax id without      and 15)
           dash (``V12345678``)
LITERAL    impossible dates; integers with a leading    its text, compared literally
           zero (``000123``, ``0414``); separators
           that fit no rule (``1.2.3``); any digits
           no other kind claimed
UNREADABLE a number with an invisible character, a      nothing: never supported
           mark on a digit or a stray space inside
           (``4\u200b500``, ``3.3 76,00``)
========== ============================================ ===========================================

A number's separators (``read_number``): digits only is an integer; with both ``.`` and ``,``
the last one is the decimal separator and the other groups thousands by three (``1.234,56``,
``1,234.56``); one kind several times groups thousands (``1.234.567``); one separator followed
by exactly three digits after a 1-3 digit head not starting with 0 groups thousands (``4.500``
is 4500, as in es-VE); any other single separator is decimal (``45.00``, ``45,5``,
``105.5000``, ``0.500``). Anything else (``1.23,45``) is not an amount: it becomes a LITERAL.
A sign is a ``-``, a minus sign (U+2212) or ``+`` that does not follow a letter or digit
(``fibra-100`` is 100).
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from billing_sim.bot._normalize import UNREADABLE, normalize
from billing_sim.bot._numerals import spell_out
from billing_sim.bot._text import MONTH_ABBREVIATIONS, MONTHS, fold


class Kind(Enum):
    """What a numeric token states."""

    AMOUNT = "amount"
    DATE = "date"
    PERIOD = "period"
    IDENTIFIER = "identifier"
    WORD = "word"
    TIME = "time"
    MINOR = "minor"
    LITERAL = "literal"
    UNREADABLE = "unreadable"


@dataclass(frozen=True, slots=True)
class Token:
    """One number as stated in a text.

    ``text`` is the token as originally written (sign, currency, words and invisible
    characters included); ``core`` is its digits and separators after normalization, the
    part compared literally. ``signed`` is True when the text wrote an explicit sign.
    ``date`` is (year, month, day), the year None when the text gave none; ``period`` is
    (year, month). ``span`` is where in the normalized text (``Reading.text``) it was read.
    """

    kind: Kind
    text: str
    core: str
    value: Decimal | None = None
    currency: str | None = None
    signed: bool = False
    date: tuple[int | None, int, int] | None = None
    period: tuple[int, int] | None = None
    span: tuple[int, int] = (0, 0)

    @property
    def digits(self) -> str:
        """The digits of ``core`` with every separator removed."""
        return "".join(ch for ch in self.core if ch.isdigit())


_CURRENCIES: dict[str, str] = {
    "bs": "VES", "bss": "VES", "ves": "VES", "bolivares": "VES", "bolivar": "VES",
    "bolo": "VES", "bolos": "VES", "bsd": "VED", "ved": "VED", "usd": "USD", "us$": "USD",
    "$": "USD", "dolar": "USD", "dolares": "USD", "dollar": "USD", "dollars": "USD",
    "eur": "EUR", "€": "EUR", "euro": "EUR", "euros": "EUR", "%": "%", "porciento": "%",
    "percent": "%",
}  # fmt: skip
# English "may" is far more often the verb than the month: only capitalized "May" is a month.
_MONTH = (
    "|".join(sorted(MONTHS.keys() - {"may"} | MONTH_ABBREVIATIONS.keys(), key=len, reverse=True))
    + "|(?-i:May)"
)
_PREFIX = r"Bs\.?[SD](?![a-z])\.?|Bs(?![a-z])\.?|VES|VED|USD|US\$|\$|€|EUR"
_SUFFIX = (
    r"%|por\s?ciento|percent|Bs\.?[SD]?\b\.?|VES|VED|USD|\$|€|EUR|bol[ií]var(?:es)?|"
    r"bolos?|d[oó]lar(?:es)?|dollars?|euros?"
)
_NUM = r"\d+(?:[.,]\d+)*"
# Not inside a word, and not right after a digit and a separator (the tail of another number).
_LEAD = r"(?<!\w)(?<!\d[.,/:-])"
_SIGN = r"(?:(?<!\w)(?P<{0}>[-\u2212+]))?"
_TOKEN = re.compile(
    rf"""
    (?P<day_first>{_LEAD}(?P<df_d>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:de\s+)?(?P<df_m>{_MONTH})\b\.?
        (?:,?\s+(?:del?\s+|of\s+)?(?P<df_y>\d{{4}})(?!\d))?)
    |(?P<month_first>(?<!\w)(?P<mf_m>{_MONTH})\b\.?\s+(?P<mf_d>\d{{1,2}})(?!\d)(?![.,]\d)
        (?:st|nd|rd|th)?(?:,?\s+(?P<mf_y>\d{{4}})(?!\d))?)
    |(?P<month_year>(?<!\w)(?P<my_m>{_MONTH})\b\.?\s+(?:del?\s+|of\s+)?(?P<my_y>\d{{4}})(?!\d))
    |(?P<iso>{_LEAD}(?P<iso_y>\d{{4}})-(?P<iso_m>\d{{1,2}})-(?P<iso_d>\d{{1,2}})(?!\d)(?!-\d))
    |(?P<dmy>{_LEAD}(?P<dmy_d>\d{{1,2}})(?P<dmy_sep>[/.-])(?P<dmy_m>\d{{1,2}})(?P=dmy_sep)
        (?P<dmy_y>\d{{4}})(?!\d)(?![/.-]\d))
    |(?P<ym>{_LEAD}(?P<ym_y>\d{{4}})-(?P<ym_m>\d{{1,2}})(?!\d)(?!-\d))
    |(?P<mslash>{_LEAD}(?P<ms_m>\d{{1,2}})/(?P<ms_y>\d{{4}})(?!\d)(?!/\d))
    |(?P<dslash>{_LEAD}(?P<ds_d>\d{{1,2}})/(?P<ds_m>\d{{1,2}})(?!\d)(?!/\d))
    |(?P<time>{_LEAD}\d{{1,2}}:\d{{2}}(?::\d{{2}}(?:\.\d+)?)?(?:Z|[+-]\d{{2}}:\d{{2}})?(?!\d))
    |(?P<minor>(?<!\w)amount_minor\s+(?P<mi_sign>-)?(?P<mi_num>\d+)\s+(?P<mi_cur>[A-Z]{{3}})\b)
    |(?P<prefixed>{_SIGN.format("pa_sign")}(?<!\w)(?P<pa_cur>{_PREFIX})\s?(?P<pa_sign2>[-\u2212])?
        (?P<pa_num>{_NUM}))
    |(?P<word>(?<!\w)\d*[^\W\d]+\d\w*)
    |(?P<chain>{_LEAD}(?:\+(?=(?:\d[- ]?){{7}})\d+(?:[- ]\d+)+|\+?\d+(?:-\d+)+)(?!\d)(?!-\d))
    |(?P<plain>{_SIGN.format("am_sign")}{_LEAD}(?P<am_num>{_NUM})
        (?:\s?(?P<am_cur>{_SUFFIX})(?!\w))?)
    |(?P<rest>\d+)
    |(?P<unreadable>{UNREADABLE}+)
    """,
    re.VERBOSE | re.IGNORECASE,
)
_TAX_ID_WORD = re.compile(r"[VEJPG]\d{5,9}", re.IGNORECASE)
IDENTIFIER_MIN_DIGITS = 7
_MINOR_EXPONENT = 2  # VES, VED, USD and EUR all have two decimals (ISO 4217)
"""Digit runs this long are identifiers: they may match ignoring separators."""


def read_number(core: str) -> Decimal | None:
    """The exact value of a number written with ``.``/``,`` separators (module table).

    Args:
        core: Digits and separators, such as ``1.234,56`` or ``45.00``.

    Returns:
        The value, or None when the separators fit no rule.
    """
    groups = re.split(r"[.,]", core)
    separators = [ch for ch in core if ch in ".,"]
    if not separators:
        return Decimal(core)
    if len(set(separators)) == 2:
        if separators.count(separators[-1]) != 1 or not _thousands(groups[:-1]):
            return None
        return Decimal("".join(groups[:-1]) + "." + groups[-1])
    if len(separators) > 1:
        return Decimal("".join(groups)) if _thousands(groups) else None
    head, tail = groups
    if len(tail) == 3 and _thousands(groups):
        return Decimal(head + tail)
    return Decimal(head + "." + tail)


def _thousands(groups: list[str]) -> bool:
    head, *rest = groups
    return 1 <= len(head) <= 3 and not head.startswith("0") and all(len(g) == 3 for g in rest)


def _month(name: str) -> int:
    key = fold(name)
    return MONTHS.get(key) or MONTH_ABBREVIATIONS[key]


def _date_token(text: str, year: str | None, month: int, day: str) -> Token:
    parsed_year = int(year) if year else None
    try:  # without a year, check against 2000, a leap year, so that 29/02 stays valid
        datetime.date(parsed_year or 2000, month, int(day))
    except ValueError:
        return Token(Kind.LITERAL, text, text)
    return Token(Kind.DATE, text, text, date=(parsed_year, month, int(day)))


def _period_token(text: str, year: str, month: str) -> Token:
    if 1 <= int(month) <= 12 and 1900 <= int(year) <= 2199:
        return Token(Kind.PERIOD, text, text, period=(int(year), int(month)))
    return Token(Kind.LITERAL, text, text)


def _amount_token(
    text: str, core: str, sign: str | None = None, currency: str | None = None
) -> Token:
    value = read_number(core)
    # A leading zero marks a code (``000123``, ``0414``), not a quantity: 0016 is not 16.
    if value is None or (core.isdigit() and len(core) > 1 and core.startswith("0")):
        return Token(Kind.LITERAL, text, core)
    marker = _CURRENCIES[fold(currency).replace(".", "").replace(" ", "")] if currency else None
    if sign in ("-", "\u2212"):
        value = -value
    return Token(Kind.AMOUNT, text, core, value=value, currency=marker, signed=sign is not None)


def _chain_tokens(match: re.Match[str]) -> Iterator[Token]:
    text = match.group()
    if sum(ch.isdigit() for ch in text) >= IDENTIFIER_MIN_DIGITS:
        yield Token(Kind.IDENTIFIER, text, text.lstrip("+"))
        return
    for group in re.finditer(r"\d+", text):  # each number keeps its own place
        span = (match.start() + group.start(), match.start() + group.end())
        yield dataclasses.replace(_amount_token(group.group(), group.group()), span=span)


def _read(match: re.Match[str]) -> Iterator[Token]:
    kind, written, g = match.lastgroup, match.group(), match.group
    if kind == "day_first":
        yield _date_token(written, g("df_y"), _month(g("df_m")), g("df_d"))
    elif kind == "month_first":
        yield _date_token(written, g("mf_y"), _month(g("mf_m")), g("mf_d"))
    elif kind == "month_year":
        yield _period_token(written, g("my_y"), str(_month(g("my_m"))))
    elif kind == "iso":
        yield _date_token(written, g("iso_y"), int(g("iso_m")), g("iso_d"))
    elif kind == "dmy":
        yield _date_token(written, g("dmy_y"), int(g("dmy_m")), g("dmy_d"))
    elif kind == "ym":
        yield _period_token(written, g("ym_y"), g("ym_m"))
    elif kind == "mslash":
        yield _period_token(written, g("ms_y"), g("ms_m"))
    elif kind == "dslash":
        yield _date_token(written, None, int(g("ds_m")), g("ds_d"))
    elif kind == "time":
        yield Token(Kind.TIME, written, written)
    elif kind == "minor":
        value = Decimal(g("mi_num")).scaleb(-_MINOR_EXPONENT) * (-1 if g("mi_sign") else 1)
        currency = _CURRENCIES.get(g("mi_cur").lower(), g("mi_cur").upper())
        yield Token(
            Kind.MINOR,
            written,
            g("mi_num"),
            value=value,
            currency=currency,
            signed=bool(g("mi_sign")),
        )
    elif kind == "prefixed":
        sign = g("pa_sign") or g("pa_sign2")
        yield _amount_token(written, g("pa_num"), sign, g("pa_cur"))
    elif kind == "word":
        if _TAX_ID_WORD.fullmatch(written):
            yield Token(Kind.IDENTIFIER, written, written[1:])
        else:
            yield Token(Kind.WORD, written, written)
    elif kind == "chain":
        yield from _chain_tokens(match)
    elif kind == "plain":
        yield _amount_token(written, g("am_num"), g("am_sign"), g("am_cur"))
    elif kind == "rest":  # digits no other reading claimed: still a number the reply states
        yield Token(Kind.LITERAL, written, written)
    else:  # a number nobody can read for sure: never supported
        yield Token(Kind.UNREADABLE, written, written)


@dataclass(frozen=True, slots=True)
class Reading:
    """A text as the verifier reads it.

    Attributes:
        text: The normalized text with number words as digits (token spans point here).
        tokens: Its numeric tokens, in order of appearance.
    """

    text: str
    tokens: tuple[Token, ...]


@functools.lru_cache(maxsize=8192)
def read(text: str) -> Reading:
    """Normalize ``text`` and cut it into numeric tokens (module docstring).

    Args:
        text: A draft reply or an evidence value, as written.

    Returns:
        The reading; each token's ``text`` is what the original text wrote. Readings are
        cached (the same display strings and dates recur in every reply's evidence).
    """
    spelled = spell_out(normalize(text), read_number)
    tokens = []
    for match in _TOKEN.finditer(spelled.text):
        for token in _read(match):
            span = token.span if token.span != (0, 0) else match.span()
            tokens.append(dataclasses.replace(token, text=spelled.source(*span), span=span))
    return Reading(spelled.text, tuple(tokens))


def tokenize(text: str) -> Iterator[Token]:
    """Every numeric token of ``text``, in order of appearance (``read(text).tokens``)."""
    yield from read(text).tokens
