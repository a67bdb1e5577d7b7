"""Numbers spelled out in words, Spanish and English: a test helper, written independently of
``billing_sim.bot._numerals`` so that tests check the reader against a second opinion."""

from __future__ import annotations

_ES_UNITS = [
    "cero",
    "uno",
    "dos",
    "tres",
    "cuatro",
    "cinco",
    "seis",
    "siete",
    "ocho",
    "nueve",
    "diez",
    "once",
    "doce",
    "trece",
    "catorce",
    "quince",
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
]
_ES_TENS = ["treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
_ES_HUNDREDS = [
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos",
]
_EN_UNITS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_EN_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _es_below_thousand(n: int) -> str:
    if n < 30:
        return _ES_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _ES_TENS[tens - 3] + (f" y {_ES_UNITS[unit]}" if unit else "")
    if n == 100:
        return "cien"
    hundreds, rest = divmod(n, 100)
    return _ES_HUNDREDS[hundreds - 1] + (f" {_es_below_thousand(rest)}" if rest else "")


def spanish(n: int) -> str:
    """``n`` (0 to 10¹²-1) in Spanish words: ``4500`` is ``cuatro mil quinientos``."""
    if n < 1000:
        return _es_below_thousand(n)
    if n < 10**6:
        thousands, rest = divmod(n, 1000)
        head = "mil" if thousands == 1 else f"{_es_below_thousand(thousands)} mil"
        return head + (f" {_es_below_thousand(rest)}" if rest else "")
    millions, rest = divmod(n, 10**6)
    head = "un millón" if millions == 1 else f"{spanish(millions)} millones"
    return head + (f" {spanish(rest)}" if rest else "")


def _en_below_thousand(n: int) -> str:
    if n < 20:
        return _EN_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _EN_TENS[tens - 2] + (f"-{_EN_UNITS[unit]}" if unit else "")
    hundreds, rest = divmod(n, 100)
    return f"{_EN_UNITS[hundreds]} hundred" + (f" and {_en_below_thousand(rest)}" if rest else "")


def english(n: int) -> str:
    """``n`` (0 to 10¹²-1) in English words: ``4500`` is ``four thousand five hundred``."""
    parts = []
    for scale, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand")):
        if n >= scale:
            parts.append(f"{_en_below_thousand(n // scale)} {name}")
            n %= scale
    if n or not parts:
        parts.append(_en_below_thousand(n))
    return " ".join(parts)
