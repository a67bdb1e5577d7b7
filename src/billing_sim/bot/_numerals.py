"""Numbers written in words or with multipliers, in Spanish and English, rewritten as digits.

``spell_out`` finds every phrase that states a number in words (``cuatro mil quinientos``,
``dos mil veintiséis``, ``treinta y dos``, ``one hundred and five``, ``tres coma tres
millones``, ``mil quinientos con cincuenta céntimos``) or as digits with a multiplier
(``4 mil``, ``45mil``, ``3,3 millones``, ``45k``, ``1.5M``, ``2 MM``, ``3 palos``,
``1.5 million``) and replaces it by its value in digits (``4500``, ``3300000``,
``4500.50``), so that the tokenizer holds it to exactly the rules of a number written in
digits: ``Bs. 4 mil`` is the amount Bs. 4000, ``cuatro mil quinientos bolívares`` is the
amount 4500 VES, ``veinticinco de noviembre`` is a date.

How a phrase is read:

- Words are compared folded (no accents, lower case, stretched letters squeezed); ``M``
  and ``MM`` (millions) only in capitals, after digits.
- Within a group below a thousand each word must be smaller than the one before
  (``cuatrocientos treinta y dos``; ``hundred`` multiplies: ``five hundred``); a word that
  is not (``dos tres``) starts a new number. ``y``/``and`` join only such words.
- ``mil``/``thousand``/``k`` multiply what comes before (or 1); ``millón``/``millones``/
  ``million``/``M``/``MM``/``palos``, ``millardo``/``billion``/``bn`` and ``billón`` add
  their multiple (``mil millones`` is 10⁹).
- ``y medio`` ends a phrase with a half: of the multiplier just read (``4 mil y medio`` is
  4500, ``un palo y medio`` 1 500 000), else of one (``316 y medio`` is 316.50); digits start
  a phrase before it too. ``y media`` is left alone: it is a clock time (``las 3 y media``).
- ``coma``/``punto``/``point`` then digit words, or one number below a hundred, give
  decimals; ``con`` and a number below a hundred followed by ``céntimos``/``centavos``/
  ``cents`` (or by a currency) give cents.
- Digits start a phrase only when a multiplier follows them (``4 mil``); a phrase never
  touches a letter or digit of a longer word (``inv_7k2m`` is an id, not 7000).
- ``un``/``una``/``uno``/``one`` and ``once`` (English "once") are numbers only before a
  multiplier, a currency or a counted thing (``una factura``, ``un millón``, ``un
  dólar``, ``once días``, ``once de noviembre``), never as articles (``un pago de``,
  ``una persona``); ``a``/``an`` only before ``hundred``/``thousand``/``million``.
  ``mil gracias``/``mil disculpas`` are thanks, not a thousand.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from billing_sim.bot._normalize import Normalized
from billing_sim.bot._text import MONTH_ABBREVIATIONS, MONTHS, fold

__all__ = ["spell_out"]

_SPANISH_SMALL = (
    "cero", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
    "once", "doce", "trece", "catorce", "quince", "dieciseis", "diecisiete", "dieciocho",
    "diecinueve", "veinte", "veintiun", "veintidos", "veintitres", "veinticuatro",
    "veinticinco", "veintiseis", "veintisiete", "veintiocho", "veintinueve",
)  # fmt: skip
_ENGLISH_SMALL = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS = {
    "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70,
    "ochenta": 80, "noventa": 90, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip
_HUNDREDS = {
    "cien": 100, "ciento": 100, "doscientos": 200, "trescientos": 300, "cuatrocientos": 400,
    "quinientos": 500, "seiscientos": 600, "setecientos": 700, "ochocientos": 800,
    "novecientos": 900,
}  # fmt: skip
_WORDS: dict[str, int] = {
    **{word: value for value, word in enumerate(_SPANISH_SMALL)},
    **{word: value for value, word in enumerate(_ENGLISH_SMALL)},
    "uno": 1, "una": 1, "veintiuno": 21, "veintiuna": 21,
    **_TENS,
    **_HUNDREDS,
    **{word[:-2] + "as": value for word, value in _HUNDREDS.items() if word.endswith("os")},
}  # fmt: skip
_THOUSAND = frozenset({"mil", "thousand", "thousands", "k", "luca", "lucas"})
_MILLIONS: dict[str, int] = {
    "millon": 10**6, "millones": 10**6, "million": 10**6, "millions": 10**6, "mill": 10**6,
    "palo": 10**6, "palos": 10**6, "millardo": 10**9, "millardos": 10**9, "billion": 10**9,
    "billions": 10**9, "bn": 10**9, "billon": 10**12, "billones": 10**12,
}  # fmt: skip
_CAPITAL_MILLIONS = frozenset({"M", "MM"})
_HUNDRED = "hundred"
_JOINERS = frozenset({"y", "and"})
_HALF = "medio"

_POINTS = frozenset({"coma", "punto", "point"})
_CENTS = frozenset({"centimo", "centimos", "centavo", "centavos", "cent", "cents"})
_ARTICLES = frozenset({"a", "an"})
_WEAK = frozenset({"un", "una", "uno", "one", "once"})
_CURRENCY_WORDS = frozenset({
    "bolivar", "bolivares", "bolo", "bolos", "bs", "bss", "ves", "ved", "bsd", "dolar",
    "dolares", "dollar", "dollars", "usd", "euro", "euros", "eur",
})  # fmt: skip
_COUNTED = frozenset({
    "factura", "facturas", "recibo", "recibos", "mes", "meses", "dia", "dias", "semana",
    "semanas", "ano", "anos", "hora", "horas", "minuto", "minutos", "cuota", "cuotas",
    "cuenta", "cuentas", "gb", "giga", "gigas", "mb", "mega", "megas", "mbps", "por",
    "invoice", "invoices", "bill", "bills", "month", "months", "day", "days", "week", "weeks",
    "year", "years", "hour", "hours", "account", "accounts", "percent",
})  # fmt: skip
_MONTH_WORDS = frozenset(MONTHS) | frozenset(MONTH_ABBREVIATIONS)
_THANKS = frozenset({"gracias", "disculpas", "perdones", "besos", "bendiciones", "saludos"})
_SYMBOLS = ("$", "€", "%")
_ATOM = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+")
_LEADING_ZERO = re.compile(r"0\d+")  # a code ("0414"), never the head of "0414 mil"
_PERCENT = frozenset({"cien", "ciento"})
_ANY_NUMBER_WORD = re.compile(  # a quick test before reading word by word
    r"(?<![^\W\d_])(?:"
    + "|".join(sorted({*_WORDS, *_THOUSAND, *_MILLIONS, _HUNDRED}, key=len)[::-1])
    + r")(?![^\W\d_])|\d ?mm?(?![^\W\d_])|(?<![^\W\d_])medio(?![^\W\d_])"
)
_STARTS = {"mil": 1000}  # the only multiplier that is a number on its own ("mil bolívares")


@dataclass(frozen=True, slots=True)
class _Atom:
    text: str
    word: str  # folded; "" for digits
    start: int
    end: int


def _order(value: int) -> int:
    """0 for a complete small number (units, teens, veintiuno...), 1 for tens, 2 hundreds."""
    if value >= 100:
        return 2
    return 1 if value % 10 == 0 and value >= 10 else 0


@dataclass
class _Phrase:
    """A number being read word by word (see the module docstring for the rules)."""

    total: Decimal = Decimal(0)
    thousands: Decimal = Decimal(0)
    low: Decimal = Decimal(0)
    order: int = 3  # what may come next in the group: anything smaller than this
    words: int = 0
    weak: bool = True  # only "un"/"una"/"one"/"once" so far
    multiple: int = 1  # the multiplier just read, while nothing smaller follows it

    @property
    def value(self) -> Decimal:
        return self.total + self.thousands + self.low

    def add(self, value: int) -> bool:
        order = _order(value)
        if order >= self.order:
            return False
        self.low += value
        self.order = order
        self.words += 1
        self.multiple = 1
        return True

    def halve(self) -> None:
        """Add "y medio": half of the multiplier just read, or a half."""
        self.low += Decimal(self.multiple) / 2
        self.order, self.weak, self.multiple = 0, False, 1

    def scale(self, multiple: int) -> None:
        base = (self.thousands + self.low) or Decimal(1)  # "mil" alone is a thousand
        if multiple == 1000:
            self.thousands = base * 1000
        else:  # "mil millones": the thousands read so far are multiplied too
            self.total += base * multiple
            self.thousands = Decimal(0)
        self.low = Decimal(0)
        self.order = 3
        self.weak = False
        self.multiple = multiple


class _Reader:
    """Reads the number phrase that starts at one atom (word or digits) of a text."""

    def __init__(self, text: str, read: Callable[[str], Decimal | None]) -> None:
        self.text = text
        self.atoms = [
            _Atom(m.group(), "" if m.group()[0].isdigit() else fold(m.group()), *m.span())
            for m in _ATOM.finditer(text)
        ]
        self.read_digits = read

    def joined(self, index: int) -> bool:
        """Whether atom ``index`` exists and continues the phrase of atom ``index - 1``."""
        if index >= len(self.atoms):
            return False
        gap = self.text[self.atoms[index - 1].end : self.atoms[index].start]
        return gap in ("", "-") or gap.isspace()

    def word(self, index: int) -> str | None:
        """The folded word at ``index`` when it continues the phrase, else None."""
        return self.atoms[index].word if self.joined(index) else None

    def multiple(self, index: int) -> int | None:
        """The multiplier at ``index`` (``mil``, ``k``, ``M``, ``millones``...), if any."""
        if not self.joined(index):
            return None
        atom = self.atoms[index]
        if atom.word in _THOUSAND:
            return 1000
        if atom.text in _CAPITAL_MILLIONS:
            return 10**6
        return _MILLIONS.get(atom.word)

    def isolated(self, start: int, end: int) -> bool:
        """No letter, digit or underscore touches ``text[start:end]``."""
        touching = self.text[start - 1 : start] + self.text[end : end + 1]
        return not any(ch.isalnum() or ch == "_" for ch in touching)

    def read(self, first: int) -> tuple[int, Decimal] | None:
        """(index after the phrase, its value) for a phrase starting at atom ``first``."""
        atom, phrase = self.atoms[first], _Phrase()
        index = first
        if not atom.word:  # digits start a phrase only before a multiplier ("4 mil", "45k")
            base = self.read_digits(atom.text)  # or a half ("316 y medio")
            if (
                base is None
                or _LEADING_ZERO.fullmatch(atom.text)
                or (self.multiple(first + 1) is None and not self.halved(first + 1))
            ):
                return None
            phrase.low, phrase.order, index = base, 0, first + 1
        elif atom.word in _ARTICLES:  # "a hundred", "a thousand"
            if self.multiple(first + 1) is None and self.word(first + 1) != _HUNDRED:
                return None
            phrase.low, phrase.order, index = Decimal(1), 0, first + 1
        elif atom.word not in _WORDS and atom.word not in _STARTS:
            return None
        elif atom.word in _PERCENT and first and self.atoms[first - 1].word == "por":
            return None  # "por ciento" is the percent sign, not a hundred
        end = self._words(phrase, first, index)
        if end == first or not self.isolated(atom.start, self.atoms[end - 1].end):
            return None
        if phrase.weak and not self._counted(end):
            return None
        return end, phrase.value

    def _words(self, phrase: _Phrase, first: int, index: int) -> int:
        """Read words from ``index`` into ``phrase``; the index after the last one read."""
        end = index
        while index == first or self.joined(index):
            word = self.atoms[index].word
            multiple = self.multiple(index) if index > first else _STARTS.get(word)
            if word in _WORDS and phrase.add(_WORDS[word]):
                phrase.weak = phrase.weak and word in _WEAK
            elif word == _HUNDRED and phrase.low < 100:
                phrase.low = (phrase.low or Decimal(1)) * 100
                phrase.order, phrase.weak = 2, False
            elif multiple is not None and not (
                phrase.value == 0 and self.word(index + 1) in _THANKS
            ):
                phrase.scale(multiple)
            elif not word and phrase.order == 3 and (group := self._group(index)) is not None:
                phrase.add(group)  # "4 mil 500": digits finish the group after a multiplier
            elif self.halved(index) and phrase.value:
                phrase.halve()
                return index + 2
            elif word in _JOINERS and self._joins(phrase, index):
                index += 1
                continue
            elif word in _POINTS and (decimals := self._decimals(index + 1)) is not None:
                fraction, index = decimals
                phrase.low += Decimal("0." + fraction)
                phrase.order, phrase.weak = 0, False
                end = index
                continue
            elif word == "con" and phrase.words and (cents := self._cents(index + 1)):
                amount, end = cents
                phrase.low += amount
                return end
            else:
                return end
            index += 1
            end = index
        return end

    def halved(self, index: int) -> bool:
        """Whether "y medio" (a half) starts at ``index``."""
        return self.word(index) in _JOINERS and self.word(index + 1) == _HALF

    def _group(self, index: int) -> int | None:
        """Plain digits below a thousand at ``index`` (``500`` of ``4 mil 500``)."""
        text = self.atoms[index].text
        return int(text) if text.isdigit() and len(text) <= 3 and text[0] != "0" else None

    def _joins(self, phrase: _Phrase, index: int) -> bool:
        """ "y"/"and" joins a tens or hundreds word to a smaller one ("treinta y dos")."""
        following = self.word(index + 1) or ""
        return following in _WORDS and _order(_WORDS[following]) < phrase.order <= 2

    def _decimals(self, index: int) -> tuple[str, int] | None:
        """The decimals after "coma": digit words ("cero cinco"), or one number below 100."""
        digits = ""
        while (word := self.word(index) or "") in _WORDS and _WORDS[word] < 10:
            digits += str(_WORDS[word])
            index += 1
        if len(digits) > 1:
            return digits, index
        small = self._small(index - len(digits))
        return (str(small[0]), small[1]) if small else None

    def _small(self, index: int) -> tuple[int, int] | None:
        """A number below a hundred in words at ``index``: (value, index after it)."""
        phrase, end = _Phrase(order=2), index
        while (word := self.word(end)) is not None:
            if word in _JOINERS and self._joins(phrase, end):
                end += 1
                continue
            if word not in _WORDS or not phrase.add(_WORDS[word]):
                break
            end += 1
        return (int(phrase.value), end) if end > index else None

    def _cents(self, index: int) -> tuple[Decimal, int] | None:
        """ "con cincuenta céntimos" (or "con cincuenta bolívares"): cents after words."""
        small = self._small(index)
        if small is None:
            return None
        value, end = small
        follower = self.word(end)
        if follower in _CENTS:
            return Decimal(value) / 100, end + 1
        if follower in _CURRENCY_WORDS:
            return Decimal(value) / 100, end
        return None

    def _counted(self, end: int) -> bool:
        """Whether "un"/"una"/"one"/"once" is a number: something counted follows it."""
        following = self.word(end)
        after = self.text[self.atoms[end - 1].end :].lstrip()
        if following in _COUNTED or following in _CURRENCY_WORDS or after.startswith(_SYMBOLS):
            return True
        return following == "de" and self.word(end + 1) in _MONTH_WORDS


def _canonical(value: Decimal) -> str:
    """Digits the tokenizer reads back to exactly ``value`` (never a thousands grouping)."""
    if value == value.to_integral_value():
        return str(int(value))
    whole, fraction = f"{value.normalize():f}".split(".")
    return f"{whole}.{fraction}0" if len(fraction) == 3 else f"{whole}.{fraction}"


def spell_out(text: Normalized, read: Callable[[str], Decimal | None]) -> Normalized:
    """``text`` with every number phrase replaced by its value in digits (module docstring).

    Args:
        text: A normalized text (``billing_sim.bot._normalize.normalize``).
        read: Reads digits with separators (``billing_sim.bot._numbers.read_number``); ``None`` when
            they fit no rule.

    Returns:
        The same text with the phrases rewritten; ``source`` still recovers the original
        words (``Bs. 4000`` comes from ``Bs. 4 mil``).
    """
    if not _ANY_NUMBER_WORD.search(fold(text.text)):  # most texts: nothing to read
        return text
    reader = _Reader(text.text, read)
    edits: list[tuple[int, int, str]] = []
    index = 0
    while index < len(reader.atoms):
        read_at = reader.read(index)
        if read_at is None:
            index += 1
            continue
        end, value = read_at
        edits.append((reader.atoms[index].start, reader.atoms[end - 1].end, _canonical(value)))
        index = end
    return text.replace(edits)
