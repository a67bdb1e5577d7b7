"""The account number, tax id and billing month a customer message mentions.

Read from the message text only; "the last month" is resolved against a reference date the
caller passes in, never against the clock.

- Account number: ten digits, possibly split by spaces or dashes (``1000-0000-16``), not part
  of a longer number, a phone (``+58 414...``) or a tax id. Returned as the ten digits.
- Tax id: a letter V/E/J/P/G, then 5-9 digits (dots allowed: ``V-12.345.678``), then
  optionally a dash and a check digit; or, after the word "cédula"/"C.I.", a bare number
  (read as a V cédula). Returned as ``X-digits[-check]``, which the lookup accepts.
- Period (``YYYY-MM``): an explicit ``2026-10``, ``10/2026``, ``10-2026`` or the month of a date
  (``2026-10-15``, ``15/10/2026``) wins; otherwise the
  first month name (``octubre``, ``oct``, ``October``, with an optional year: ``noviembre
  2026``, ``noviembre de 2026``) or relative phrase ("el mes pasado", "this month"). A month
  name without a year is its latest occurrence not after the reference month.
- Phone: an international number (``+58 412-394 1338``) or a Venezuelan one written
  locally (``0412-3941338``, ``0412 394 13 38``), returned in E.164 (``+584123941338``).
- Money amounts: the amounts a message quotes (``4.500``, ``Bs. 3.376,00``, ``2320.00``,
  ``cuatro mil quinientos``, ``45 mil``, ``316 y medio``, read by ``billing_sim.bot._numbers``):
  any amount with a currency, a separator or a fraction, or of four to six digits (a bare year
  is not one); never an
  account, a tax id, a phone, a reference (seven digits or more), a date or a quantity of
  something else (``300 GB``, ``16 %``, ``3 facturas``).
- Count: how many invoices a message asks for ("mis últimas 3 facturas", "los últimos seis
  meses").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from billing_sim.bot._numbers import Kind, read
from billing_sim.bot._text import (
    AUGUST_AGO_AFTER,
    MONTH_ABBREVIATIONS,
    MONTHS,
    canonical_words,
    fold,
)

_PHONE = re.compile(r"\+\d[\d -]{6,}\d")
PHONE_PATTERN = _PHONE
"""An international phone number (``+58 414-123 4567``) as a message writes it."""
_TAX_ID = re.compile(
    r"(?<![A-Za-z0-9])([VEJPG]) ?[-.]? ?(\d{1,3}(?:[. ]\d{3}){1,2}|\d{5,9})(?: ?- ?(\d))?"
    r"(?!\d)(?!\.\d)",
    re.IGNORECASE,
)
_RIF_DIGITS = 9
"""A RIF's digits with its check digit; a cédula has at most eight."""
_CEDULA = re.compile(
    # "cédula 30.481.180", "la cédula de ella es 30 481 180", "CI: 30481180"
    r"\b(?:cedula|c\.? ?i)\b\.?(?: (?:de|del)(?: \w+){1,2}?)?(?: es)?\W{0,3}"
    r"(?:es |nro\.? ?|numero )?(\d{1,3}(?:[. ]\d{3}){1,2}|\d{6,8})"
    r"(?!\d)(?!\.\d)"
)
_DOTTED_CEDULA = re.compile(
    # a bare "30.481.180": the way a cédula is written, an amount would carry a currency
    r"(?<![\w.,$])(\d{1,2}\.\d{3}\.\d{3})(?![\d.,]\d)"
)
_CURRENCY_NEAR = re.compile(
    r"(?:bs\.?|\$|usd|bolos|bolivares|bolivar|dolares|dollars|verdes|ves)\s*$"
    r"|^\s*(?:bs\b|\$|usd|bolos|bolivares|bolivar|dolares|dollars|verdes|ves\b)",
    re.IGNORECASE,
)
# (grouped by spaces, dashes or dots: "952.669.6092" is an account number, not an amount)
_ACCOUNT = re.compile(r"(?<![\w+.-])(\d(?:[ .-]?\d){9})(?![ .-]?\d)")
REFERENCE_PATTERN = re.compile(
    r"\b(?:referencia|ref|comprobante|confirmacion|operacion|reference|confirmation)\b"
    r"\W{0,4}(?:(?:n|nro|no|numero|number|#|es|is|era|was)\b\W{0,3}){0,2}(\d[\d -]{2,}\d)",
    re.IGNORECASE,
)
"""A payment reference, labelled as one ("la ref es 7946267955", "referencia nro 1162..."):
the digits in group 1. Over folded text (no accents)."""
_LOCAL_PHONE = re.compile(r"(?<![\w+.-])0[24](?:[ .-]?\d){9}(?![ .-]?\d)")
_A_PLANS_NAME_BEFORE = re.compile(r"(?:fibra|aire|plan)\s*$", re.IGNORECASE)
"""A plan named by its figure ("montarme en la fibra 1000"): its speed, not money."""
_NOT_MONEY_AFTER = re.compile(
    r"\s*(?:gb|gigas?|megas?|mb|mbps|kbps|%|por\s?ciento|percent|d[ií]as?|days?|mes(?:es)?|"
    r"months?|horas?|hours?|facturas?|recibos?|invoices?|bills?|cuotas?|veces|times|"
    r"a[nñ]os?|years?|minutos?|minutes?|"
    # people counted ("a content creator with 80k followers", "somos 12 personas")
    r"followers?|seguidores?|personas?|people|usuarios?|users?|clientes?|customers?|"
    r"suscriptores?|subscribers?|vecinos?|apartamentos?|casas?)(?![a-z])",
    re.IGNORECASE,
)
_PRICE_OF_AN_OFFER = re.compile(
    r"(?:^|\s)(?:que|q|k)\s+(?:sale|salen|cuesta|cuestan|vale|valen)\s+(?:en\s+|a\s+)?$",
    re.IGNORECASE,
)
"""The price of something offered, said impersonally ("el de 300 megas q sale $35"): no amount
of the customer's bill ("la factura q me sale en 4.500" is one)."""
_COUNT_WORDS = {
    "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "two": 2, "three": 3, "four": 4,
    "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
    "twelve": 12,
}  # fmt: skip
_COUNT = re.compile(
    r" (?P<n>\d{1,2}|" + "|".join(_COUNT_WORDS) + r")(?: (?:ultimas|ultimos|last|recent|past|"
    r"previous))? (?:facturas?|recibos?|meses|invoices?|bills?|months?|statements?) "
)
_NUMERIC_PERIOD = re.compile(
    r"(?<![\d/-])(?:(?P<year>\d{4})-(?P<month>\d{1,2})"
    r"|(?:\d{1,2}[/-])?(?P<month2>\d{1,2})[/-](?P<year2>\d{4}))(?!\d)"
)
_MONTH_WORDS = {**MONTHS, **MONTH_ABBREVIATIONS}
_NAMED_MONTH = re.compile(
    r" (?P<name>" + "|".join(sorted(_MONTH_WORDS, key=len, reverse=True)) + r")"
    r"(?: (?:del? )?(?P<year>\d{4}))?(?= )"
)
_AGO_AS_AUGUST = re.compile(
    r" (?:" + "|".join(AUGUST_AGO_AFTER) + r") (?P<name>ago)(?: (?:del? )?(?P<year>\d{4}))?(?= )"
)
_RELATIVE: dict[str, tuple[int, str]] = {
    "two_ago": (-2, r"mes antepasado|hace (?:dos|2) meses"),
    "last": (-1, r"mes pasado|mes anterior|ultimo mes|hace (?:un|1) mes|last month|previous month"),
    "this": (0, r"este mes|mes actual|mes en curso|this month|current month"),
    "next": (1, r"proximo mes|mes que viene|siguiente mes|next month"),
}
_RELATIVE_MONTH = re.compile(
    " (?:" + "|".join(f"(?P<{name}>{phrase})" for name, (_, phrase) in _RELATIVE.items()) + ")(?= )"
)


def find_tax_id(text: str) -> str | None:
    """The first RIF or cédula in ``text``, as ``X-digits`` or ``X-digits-check``."""
    match = _TAX_ID.search(text)
    if match:
        letter, number, check = match.groups()
        digits = re.sub(r"[. ]", "", number)
        if not check and len(digits) == _RIF_DIGITS:
            # a RIF typed without its dashes ("J371724701"): eight digits and the check digit
            # (a cédula has at most eight)
            digits, check = digits[:-1], digits[-1]
        suffix = f"-{check}" if check else ""
        return f"{letter.upper()}-{digits}{suffix}"
    bare = _CEDULA.search(fold(text))
    if bare:
        return f"V-{re.sub(r'[. ]', '', bare.group(1))}"
    for dotted in _DOTTED_CEDULA.finditer(text):
        before, after = text[max(0, dotted.start() - 12) : dotted.start()], text[dotted.end() :]
        if not (_CURRENCY_NEAR.search(before) or _CURRENCY_NEAR.match(after[:12])):
            return f"V-{dotted.group(1).replace('.', '')}"
    return None


def find_phone(text: str) -> str | None:
    """The first phone in ``text`` in E.164 (a local ``0412...`` is Venezuelan), or None."""
    found = [m for m in (_PHONE.search(text), _LOCAL_PHONE.search(text)) if m]
    if not found:
        return None
    first = min(found, key=lambda m: m.start())
    digits = re.sub(r"\D", "", first.group())
    return "+" + digits if first.group().startswith("+") else "+58" + digits[1:]


@dataclass(frozen=True, slots=True)
class Quoted:
    """A money amount a message quotes; ``bare`` when it is only four to six digits
    (``4500``), which may as well be the tail of an account ("la que termina en 8571")."""

    value: Decimal
    bare: bool


_A_CHARGE_OF = re.compile(r"(?i)\b(?:cargo|cobro|recargo|cargos|cobros) (?:extra |raro )?de $")
"""A charge's amount ("me sale un cargo de 316 y pico"): money, though small and bare."""


_AT_HAND = re.compile(
    r"(?i)\b(?:tengo|tenemos|cuento con|contamos con|junte|juntamos|reuni|me quedan|nos quedan|"
    r"i have|i've got|i got) (?:como |unos |unas |apenas |solo |nada mas |ahorita |mas o menos |"
    r"about |like |only )?$"
)
"""Money the sender has at hand ("tengo como 4,5 mil ahorita, ¿con eso me reactivan?"): what
they can pay, not an amount of the bill."""


def money_amounts(text: str, *, at_hand: bool = False) -> list[Quoted]:
    """The money amounts ``text`` quotes, in order (see the module docstring); with
    ``at_hand``, the money the sender says they have too ("tengo como 3 mil")."""
    blank = lambda m: " " * len(m.group())  # noqa: E731 - keeps every other offset in place
    cleaned = _ACCOUNT.sub(
        blank, _LOCAL_PHONE.sub(blank, _TAX_ID.sub(blank, _PHONE.sub(blank, text)))
    )
    reading = read(cleaned)
    amounts = []
    for token in reading.tokens:
        if token.kind is not Kind.AMOUNT or token.value is None or token.currency == "%":
            continue
        if _NOT_MONEY_AFTER.match(reading.text, token.span[1]):
            continue
        if token.currency is None and _A_PLANS_NAME_BEFORE.search(reading.text, 0, token.span[0]):
            continue
        if _PRICE_OF_AN_OFFER.search(reading.text, 0, token.span[0]):
            continue
        if not at_hand and _AT_HAND.search(reading.text, 0, token.span[0]):
            continue
        value, written = abs(token.value), token.text
        # a fraction, however written ("316,50", "316 y medio"), is cents: money
        separated = any(sep in written for sep in ".,") or value != int(value)
        bare_year = value == int(value) and 1900 <= value <= 2100 and not separated
        sized = 1000 <= value < 10**6 and not bare_year
        worded = not written.isdigit()  # words or a multiplier: "cuatro mil", "45k"
        charge = _A_CHARGE_OF.search(reading.text, 0, token.span[0]) is not None
        if token.currency is not None or separated or sized or charge:
            bare = token.currency is None and not separated and not worded
            amounts.append(Quoted(value, bare))
    return amounts


def without_keys(text: str) -> str:
    """``text`` with every lookup key it types (phones, RIF/cédulas, account numbers) blanked
    out: what a search for the policy behind a message may see. A key means nothing to the
    documents, and a query that carried it would differ between a key somebody holds and
    one nobody holds."""
    blank = lambda m: " " * len(m.group())  # noqa: E731 - keeps every other offset in place
    cleaned = _TAX_ID.sub(blank, _PHONE.sub(blank, text))
    cleaned = _CEDULA.sub(blank, fold(cleaned)) if _CEDULA.search(fold(cleaned)) else cleaned
    return _ACCOUNT.sub(blank, _LOCAL_PHONE.sub(blank, cleaned))


def find_count(text: str) -> int | None:
    """How many invoices (or months of them) ``text`` asks for, if it says (1 to 12)."""
    match = _COUNT.search(" " + " ".join(canonical_words(text)) + " ")
    if not match:
        return None
    number = match.group("n")
    count = int(number) if number.isdigit() else _COUNT_WORDS[number]
    return count if 1 <= count <= 12 else None


def find_account_number(text: str) -> str | None:
    """The first ten-digit account number in ``text`` that is not a phone or a tax id."""
    # (a payment's reference has ten digits too, when the bank's does: "la ref es 7946267955")
    cleaned = REFERENCE_PATTERN.sub(" ", fold(_TAX_ID.sub(" ", _PHONE.sub(" ", text))))
    match = _ACCOUNT.search(cleaned)
    return re.sub(r"\D", "", match.group(1)) if match else None


def _shift(today: date, months: int) -> tuple[int, int]:
    index = today.year * 12 + today.month - 1 + months
    return index // 12, index % 12 + 1


_YEARS_BACK = 20
"""How far back a year written after a month may be: "el 27 de octubre de 2900 bs" is a day
and an amount, not October of the year 2900."""


def _year(written: str | None, today: date) -> int | None:
    """The year written after a month, when it can be one (not after next year, nor more than
    ``_YEARS_BACK`` years ago)."""
    if written is None or not today.year - _YEARS_BACK <= int(written) <= today.year + 1:
        return None
    return int(written)


_MAY_AS_THE_MONTH = re.compile(
    r".* (?:in|during|for|of|since|from|until|till|through|to|last|vs|versus|between|back in|"
    r"my|our|your|his|their|the) $"
)
"""The words before an English "may" that make it the month: a preposition of time, or a
possessive or an article ("my may bill"), which never come before the verb."""


def _named(match: re.Match[str], today: date) -> tuple[int, int] | None:
    name, year = match.group("name"), _year(match.group("year"), today)
    month = _MONTH_WORDS[name]
    if year:
        return year, month
    if name == "may" and not _MAY_AS_THE_MONTH.match(match.string, 0, match.start() + 1):
        # English "may" is the verb ("may I ask…") unless a year or a preposition of time
        # says it is the month ("how much data did we use in may?", "from april to may")
        return None
    return (today.year if month <= today.month else today.year - 1), month


_LAST = r"(?:mes pasado|mes anterior|ultimo mes|last month|previous month)"
_LAST_AS_BASE = re.compile(rf" {_LAST} ")
_BILL_OF_LAST = re.compile(
    rf" (?:factura|facturas|recibo|recibos|cobro|bill|invoice|statement) (?:del|de|de el|of) "
    rf"{_LAST} | {_LAST} s (?:bill|invoice|statement) "
)


def last_month_is_the_base(text: str) -> bool:
    """Whether "el mes pasado" is what the bill is compared with ("el mes pasado pagué
    menos"), not the bill asked about ("la factura del mes pasado")."""
    words = " " + " ".join(canonical_words(text)) + " "
    return bool(_LAST_AS_BASE.search(words)) and not _BILL_OF_LAST.search(words)


def find_period(text: str, *, today: date) -> str | None:
    """The billing month ``text`` refers to, as ``YYYY-MM``, or None.

    Args:
        text: A customer message.
        today: The reference date relative phrases and bare month names resolve against.

    Returns:
        The period, or None when the message names no month.
    """
    periods = find_periods(text, today=today)
    return periods[0] if periods else None


def find_periods(text: str, *, today: date) -> list[str]:
    """Every billing month ``text`` names, in the order written (``find_period`` is the first)."""
    numeric = _NUMERIC_PERIOD.search(fold(text))
    if numeric:
        year = int(numeric.group("year") or numeric.group("year2"))
        month = int(numeric.group("month") or numeric.group("month2"))
        if 1 <= month <= 12:
            return [f"{year:04d}-{month:02d}"]
    words = " " + " ".join(canonical_words(text)) + " "
    found: list[tuple[int, tuple[int, int]]] = []
    for match in _NAMED_MONTH.finditer(words):
        named = _named(match, today)
        if named:
            found.append((match.start(), named))
    for match in _AGO_AS_AUGUST.finditer(words):
        written = _year(match.group("year"), today)
        august = (written, 8) if written else (today.year - (today.month < 8), 8)
        found.append((match.start("name"), august))
    for match in _RELATIVE_MONTH.finditer(words):
        offset, _ = _RELATIVE[str(match.lastgroup)]
        found.append((match.start(), _shift(today, offset)))
    return [f"{year:04d}-{month:02d}" for _, (year, month) in sorted(found)]
