"""A text as its reader sees it, before its numbers are read, with a map back to the original.

What a number says is what the customer sees, not its code points. ``normalize`` rewrites a
text so that every way of writing the same visible number becomes one spelling, and every
way of hiding a different number inside it becomes visible:

============================== ==========================================================
written                        becomes
============================== ==========================================================
format characters (Unicode Cf: dropped; inside a number they make it unreadable
U+200B, U+00AD, U+2060, U+FEFF, (``4\\u200b500``: no drafter writes that, and each half
bidi marks) and blanks (U+2800, must not find support on its own)
Hangul fillers)
a combining mark on a digit    unreadable (a struck-through ``4̶``)
compatibility forms            NFKC: full-width (U+FF14), mathematical bold (U+1D7D2),
                               circled (U+2463) and superscript (U+2074) digits
decimal digits of any script   ASCII (Arabic-Indic ``٤٥``, ``۴``, Devanagari ``४``...), so
                               the leading-zero rule sees ``٠٠١٦`` as ``0016``
space-like characters (Zs,     one plain space; line breaks stay line breaks
tab: NBSP, U+202F, thin) and
marks that group thousands
(``4'500``, ``4·500``)
Arabic decimal and thousands   ``,`` and ``.``
separators (U+066B, U+066C)
dashes (U+2010-U+2015, U+2212, ``-``
U+FE58, U+FE63)
============================== ==========================================================

Then inside a number: a run of spaces between digits is a thousands separator when the
groups read as thousands (``4 500,00``, ``1 234 567``: one number); any other space between
digits makes the whole run unreadable (``3.3 76,00``, ``4 50,00``), because a reader sees
one number there and no honest drafter writes it. A phone after ``+`` keeps its spaces
(``+58 414-123 4567``), dates and clock times their punctuation (``2026-11-20 14:03``), and
a separator followed by a space ends a number (``5, 10 y 15``).
An unreadable run becomes ``UNREADABLE`` characters (one per character), which the
tokenizer reads as a number that nothing supports.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

__all__ = ["UNREADABLE", "Normalized", "normalize"]

UNREADABLE = "\ue001"
"""Stands for each character of a number that cannot be read (see the module docstring)."""
_HIDDEN = "\ue000"  # a format character or a mark on a digit, until numbers are checked
_PRIVATE = frozenset({_HIDDEN, UNREADABLE})
_DASHES = frozenset("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63")
# Characters that look like nothing (a braille blank, Hangul fillers): hidden, like format ones.
_BLANKS = frozenset("\u2800\u3164\u115f\u1160\uffa0")
# Marks some locales group thousands with ("4'500", "4·500"): inside a number, like a space.
_GROUP_MARKS = frozenset("'\u2019\u02bc\u2032\u00b4\u00b7\u2027")
_ARABIC_SEPARATORS = {"\u066b": ",", "\u066c": "."}
_MARKS = frozenset({"Mn", "Mc", "Me"})
_PHONE = re.compile(r"\+\d(?:[ -]?\d){6,}")
_JOIN = r"(?:[.,]| +[.,]?)"  # a separator, spaces, or spaces then a separator ("4 .500")
_GLUE = rf"(?:{_HIDDEN}+(?:{_JOIN}{_HIDDEN}*)?|{_JOIN}{_HIDDEN}*)"
# Dates and clock times keep their own punctuation: "2026-11-20 14:03" is not "20 14".
_DATE_OR_TIME = (
    r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}/\d{4}|\d{1,2}/\d{1,2}"
    r"|\d{1,2}:\d{2}(?::\d{2})?"
)
_RUN = re.compile(rf"{_PHONE.pattern}|{_DATE_OR_TIME}|\d+(?:{_GLUE}\d+)*")
_GROUPED = re.compile(r"\d{1,3}(?: \d{3})+(?:[.,]\d+)?")


@dataclass(frozen=True, slots=True)
class Normalized:
    """A normalized text and, for each of its characters, the original span it came from.

    Attributes:
        text: The normalized text.
        original: The text as written.
        starts: Where in ``original`` the source of each character of ``text`` starts.
        ends: Where it ends.
    """

    text: str
    original: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def source(self, start: int, end: int) -> str:
        """The original text that ``text[start:end]`` (``end > start``) was made from."""
        return self.original[self.starts[start] : self.ends[end - 1]]

    def replace(self, edits: list[tuple[int, int, str]]) -> Normalized:
        """Replace ``text[start:end]`` by each edit's text (edits in order, not overlapping);
        the new characters come from the replaced span."""
        chars: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        cursor = 0
        for start, end, new in edits:
            chars.append(self.text[cursor:start])
            starts.extend(self.starts[cursor:start])
            ends.extend(self.ends[cursor:start])
            chars.append(new)
            starts.extend([self.starts[start]] * len(new))
            ends.extend([self.ends[end - 1]] * len(new))
            cursor = end
        chars.append(self.text[cursor:])
        starts.extend(self.starts[cursor:])
        ends.extend(self.ends[cursor:])
        return Normalized("".join(chars), self.original, tuple(starts), tuple(ends))


def _cluster(base: str, marks: str) -> str:
    """The normalized form of one character and the combining marks that follow it."""
    category = unicodedata.category(base)
    if category == "Cf" or base in _PRIVATE or base in _BLANKS:
        return _HIDDEN
    if base in _ARABIC_SEPARATORS:
        return _ARABIC_SEPARATORS[base]
    digit = unicodedata.decimal(base, None)
    if digit is not None:  # any script's decimal digit; a mark on it changes what it says
        return UNREADABLE if marks else str(digit)
    if category == "Zs" or base == "\t" or base in _GROUP_MARKS:
        return " "
    if base.isspace():
        return "\n"
    if base in _DASHES:
        return "-"
    return unicodedata.normalize("NFKC", base + marks)


# ASCII needs no Unicode tables: tabs are spaces, other control breaks are line breaks.
_ASCII = {9: " ", 39: " ", 11: "\n", 12: "\n", 13: "\n", 28: "\n", 29: "\n", 30: "\n", 31: "\n"}


def _characters(text: str) -> Normalized:
    if text.isascii():  # the common case, and a quick one: one character for one
        positions = tuple(range(len(text)))
        return Normalized(text.translate(_ASCII), text, positions, tuple(range(1, len(text) + 1)))
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    index = 0
    while index < len(text):
        end = index + 1
        while end < len(text) and unicodedata.category(text[end]) in _MARKS:
            end += 1
        written = _cluster(text[index], text[index + 1 : end])
        chars.append(written)
        starts.extend([index] * len(written))
        ends.extend([end] * len(written))
        index = end
    return Normalized("".join(chars), text, tuple(starts), tuple(ends))


def _numbers(spelled: Normalized) -> Normalized:
    """Join space-grouped thousands, mark unreadable numbers, drop hidden characters."""
    edits: list[tuple[int, int, str]] = []
    for match in _RUN.finditer(spelled.text):
        run = match.group()
        if run.startswith("+") or any(mark in run for mark in "-/:"):
            cleaned = run
        elif _HIDDEN in run or (" " in run and not _GROUPED.fullmatch(run)):
            cleaned = UNREADABLE * len(run)
        else:
            cleaned = run.replace(" ", "")
        if cleaned != run:
            edits.append((match.start(), match.end(), cleaned))
    numbered = spelled.replace(edits) if edits else spelled
    if _HIDDEN not in numbered.text:
        return numbered
    return numbered.replace([(i, i + 1, "") for i, ch in enumerate(numbered.text) if ch == _HIDDEN])


def normalize(text: str) -> Normalized:
    """``text`` as its reader sees it (module docstring), with the map to the original.

    Args:
        text: A draft reply or an evidence value, as written.

    Returns:
        The normalized text; ``source`` recovers what any part of it was written as.
    """
    return _numbers(_characters(text))
