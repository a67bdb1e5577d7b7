"""An adversarial ``Drafter``: the honest template reply with its figures rewritten into lies.

Each ``Lie`` rewrites one figure of the honest draft in one of the ways an LLM (or an
attacker steering one) could slip a wrong number past a naive check: digits swapped, a
separator moved (``Bs. 137,50`` → ``Bs. 13.750``), x10^k, another value in words
(``cuatro mil quinientos bolívares``) or with a multiplier (``Bs. 4 mil``, ``45k``,
``3,3 millones``), an invisible character inside the number, the number cut in two by a
space so each half is true on its own, another value in Arabic-Indic digits (including an
account tail, where the leading-zero rule matters), a sign the bill does not have, a date
moved by a day, a count only the evidence's own labels state ("Reason 4:"), or a figure
added to a reply that had none. About the policy documents it lies too: a percentage of a
policy changed ("IGTF del 3 %" → "del 4 %"), a citation of a section retrieval did not keep
for this question (an expired promotion, another section, an invented id), or a document
answer that cites nothing.

A lie is only told with a value the billing system never stated: ``Oracle`` collects every
number the evidence's values hold (read independently, by plain regular expressions, and
also as the verifier reads them), and every candidate in it is skipped. When no candidate
is left for a figure, that lie is not told and the honest draft goes out unchanged.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from billing_sim.bot._numbers import read
from billing_sim.bot.drafting import Draft, TemplateDrafter
from billing_sim.bot.facts import DocumentFacts, Facts
from billing_sim.bot.grounding import Evidence
from billing_sim.bot.knowledge import load_sections
from tests.unit.bot.numberwords import english, spanish

MONTHS = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
)  # fmt: skip
AMOUNT = re.compile(r"(?<![\w-])(Bs\.|USD|VES|EUR) (\d{1,3}(?:\.\d{3})*),(\d{2})")
COUNT = re.compile(r"(?<![\w.,/-])(\d{1,3})(?= (?:días?|facturas?|GB|horas|cuotas))")
PERCENT = re.compile(r"(?<![\w.,/-])(\d{1,2}) %")
DATE = re.compile(r"\b(\d{1,2}) de (" + "|".join(MONTHS) + r") de (\d{4})\b")
TAIL = re.compile(r"(terminada en )(\d{4})")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
ARABIC_ZERO = 0x0660
INVISIBLE = ("\u200b", "\u00ad", "\u2060", "\ufeff")


def es(minor: int) -> str:
    """``Bs. 1.234,56`` for ``minor`` cents (the server's es-VE display)."""
    units, cents = divmod(minor, 100)
    return f"{units:,}".replace(",", ".") + f",{cents:02d}"


def arabic(text: str) -> str:
    return "".join(chr(ARABIC_ZERO + int(ch)) if ch.isdigit() else ch for ch in text)


@dataclass
class Oracle:
    """Every number the evidence values state, by magnitude; every date they state; the
    sources of the evidence (the passages' ids among them)."""

    numbers: set[Decimal] = field(default_factory=set)
    negatives: set[Decimal] = field(default_factory=set)
    dates: set[tuple[int, int]] = field(default_factory=set)
    texts: str = ""
    sources: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, evidence: Sequence[Evidence]) -> Oracle:
        oracle = cls(
            texts="\n".join(item.text for item in evidence),
            sources={item.source for item in evidence},
        )
        for value in (value for item in evidence for value in item.values):
            oracle._add(value)
        return oracle

    def _add(self, value: str) -> None:
        for minor in re.findall(r"amount_minor (-?\d+)", value):
            amount = Decimal(minor) / 100
            self.numbers.add(abs(amount))
            if amount < 0:
                self.negatives.add(-amount)
        if value.lstrip().startswith("-"):
            self.negatives.add(Decimal(0))  # a negative display: keep signs out of reach
        if value.startswith("amount_minor "):  # read above: 337600 is Bs. 3.376,00 here
            return
        for run in NUMBER.findall(value):
            self.numbers |= {Decimal(part) for part in re.split(r"[.,]", run)}
            self.numbers.add(Decimal(run.replace(".", "").replace(",", ".")))
            self.numbers.add(Decimal(run.replace(",", "")))
        for _, month, day in re.findall(r"(\d{4})-(\d{2})-(\d{2})", value):
            self.dates.add((int(month), int(day)))
        for token in read(value).tokens:  # and as the verifier reads it: a superset
            if token.value is not None:
                self.numbers.add(abs(token.value))
            if token.date is not None:
                self.dates.add(token.date[1:])

    def states(self, value: Decimal) -> bool:
        return abs(value) in self.numbers


Rewrite = Callable[[str, Oracle, random.Random], str | None]


def _pick(candidates: list[Decimal], oracle: Oracle) -> Decimal | None:
    return next((c for c in candidates if c >= 0 and not oracle.states(c)), None)


def _first_amount(text: str) -> re.Match[str] | None:
    return AMOUNT.search(text)


def _minor(match: re.Match[str]) -> int:
    return int(match.group(2).replace(".", "")) * 100 + int(match.group(3))


def _replace(text: str, match: re.Match[str], new: str) -> str:
    return text[: match.start()] + new + text[match.end() :]


def _amount_lie(make: Callable[[int, Oracle, random.Random], str | None]) -> Rewrite:
    def rewrite(text: str, oracle: Oracle, rng: random.Random) -> str | None:
        match = _first_amount(text)
        if match is None:
            return None
        new = make(_minor(match), oracle, rng)
        return None if new is None else _replace(text, match, new)

    return rewrite


def _digit_swap(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
    digits = str(minor).rjust(3, "0")
    for i in range(len(digits) - 1):
        if digits[i] != digits[i + 1]:
            swapped = int(digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :])
            if not oracle.states(Decimal(swapped) / 100):
                return f"Bs. {es(swapped)}"
    return None


def _separator_shift(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
    """``Bs. 137,50`` → ``Bs. 13.750``: the decimal comma read as a thousands point."""
    if oracle.states(Decimal(minor)):
        return None
    return "Bs. " + f"{minor:,}".replace(",", ".")


def _power_of_ten(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
    for k in (10, 100, 1000):
        if not oracle.states(Decimal(minor * k) / 100):
            return f"Bs. {es(minor * k)}"
    return None


def _other_value(minor: int, oracle: Oracle, rng: random.Random) -> Decimal | None:
    units = minor // 100
    return _pick([Decimal(units + d) for d in (1000, 500, 100, 7, 1, 3000)], oracle)


def _in_words(language: Callable[[int], str]) -> Callable[[int, Oracle, random.Random], str | None]:
    def make(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
        other = _other_value(minor, oracle, rng)
        return None if other is None else f"{language(int(other))} bolívares"

    return make


def _multiplier(form: str, scale: int) -> Callable[[int, Oracle, random.Random], str | None]:
    def make(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
        head = max(minor // 100 // scale, 1)
        for n in (head + 1, head + 2, head * 10, head + 7):
            if not oracle.states(Decimal(n * scale)):
                return form.format(n)
        return None

    return make


def _millions(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
    for tenths in (33, 45, 17, 21):
        if not oracle.states(Decimal(tenths) * 100_000):
            return f"{tenths // 10},{tenths % 10} millones"
    return None


def _invisible(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
    """The true amount with an invisible character inside: nobody can say what it states."""
    shown = es(minor)
    i = rng.randrange(1, len(shown))
    return f"Bs. {shown[:i]}{rng.choice(INVISIBLE)}{shown[i:]}"


def _cut_in_two(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    """``Bs. 316,50`` → ``Bs. 1 316,50``: 1 and 316,50 may both be true; 1.316,50 is not."""
    for match in AMOUNT.finditer(text):
        minor = _minor(match)
        if minor >= 100_000:  # four digits or more: "3 376,00" would be the same amount
            continue
        heads = sorted(range(1, 10), key=lambda n: not oracle.states(Decimal(n)))
        for head in heads:
            if not oracle.states(Decimal(head * 1000) + Decimal(minor) / 100):
                space = rng.choice([" ", "\u202f", "\u00a0", "\u2009"])
                return _replace(text, match, f"Bs. {head}{space}{es(minor)}")
    return None


def _arabic(minor: int, oracle: Oracle, rng: random.Random) -> str | None:
    other = _other_value(minor, oracle, rng)
    return None if other is None else f"Bs. {arabic(es(int(other) * 100))}"


def _sign(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    match = _first_amount(text)
    if match is None or oracle.negatives:
        return None
    return _replace(text, match, "-" + match.group())


def _count(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    match = COUNT.search(text)
    if match is None:
        return None
    other = _pick([Decimal(int(match.group(1)) + d) for d in (1, 2, 5, 11, 37)], oracle)
    if other is None:
        return None
    return _replace(text, match, spanish(int(other)) if rng.random() < 0.5 else str(other))


def _date(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    """A date moved to a day the evidence never states."""
    for match in DATE.finditer(text):
        month = MONTHS.index(match.group(2)) + 1
        day = next((d for d in range(1, 29) if (month, d) not in oracle.dates), None)
        if day is not None:
            return _replace(text, match, f"{day} de {match.group(2)} de {match.group(3)}")
    return None


def _tail(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    """An account tail in Arabic-Indic digits, changed: ``terminada en ٠٠٩٩``."""
    match = TAIL.search(text)
    if match is None:
        return None
    digits = match.group(2)
    for other in (f"00{int(digits[-2:]) % 97 + 2:02d}", "0099", "0042"):
        if other != digits and other not in oracle.texts and not oracle.states(Decimal(other)):
            return _replace(text, match, match.group(1) + arabic(other))
    return None


def _scaffolding(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    """A count only the evidence's own wording states ("Reason 4:", "1 customer(s)")."""
    labels = {Decimal(n) for n in re.findall(r"(?<![\w.,:/-])(\d{1,2})(?![\w.,:/-])", oracle.texts)}
    candidates = sorted(n for n in labels if not oracle.states(n))
    if not candidates:
        return None
    return f"{text} Tienes {candidates[-1]} facturas vencidas."


def _invented(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    """A figure added to any reply: "Con pronto pago quedaría en Bs. 45,00"."""
    other = _pick([Decimal(n) for n in (45, 1234, 99, 777, 4321)], oracle)
    return (
        None if other is None else f"{text} Con pronto pago quedaría en Bs. {es(int(other) * 100)}."
    )


def _percent(text: str, oracle: Oracle, rng: random.Random) -> str | None:
    """A policy's percentage changed: "el IGTF del 3 %" → "del 4 %"."""
    match = PERCENT.search(text)
    if match is None:
        return None
    other = _pick([Decimal(int(match.group(1)) + d) for d in (1, 2, 5, 9)], oracle)
    return None if other is None else _replace(text, match, f"{other} %")


LIES: dict[str, Rewrite] = {
    "digit_swap": _amount_lie(_digit_swap),
    "separator_shift": _amount_lie(_separator_shift),
    "power_of_ten": _amount_lie(_power_of_ten),
    "words_es": _amount_lie(_in_words(spanish)),
    "words_en": _amount_lie(_in_words(english)),
    "mil": _amount_lie(_multiplier("Bs. {} mil", 1000)),
    "k": _amount_lie(_multiplier("{}k", 1000)),
    "millones": _amount_lie(_millions),
    "invisible": _amount_lie(_invisible),
    "cut_in_two": _cut_in_two,
    "arabic_digits": _amount_lie(_arabic),
    "sign": _sign,
    "count": _count,
    "date": _date,
    "tail": _tail,
    "scaffolding": _scaffolding,
    "invented": _invented,
    "percent": _percent,
}
"""Every way the adversary lies about a figure, by name."""

UNKEPT = ("promo-vacaciones-2026", "planes-precios-anteriores", "promo-navidad-2026")
"""Sections never in force on the business date: an expired promotion, last season's
prices, a promotion that has not started."""


def _sections() -> tuple[str, ...]:
    return tuple(section.id for section in load_sections())


Recite = Callable[[Draft, Facts, Oracle], tuple[str, ...] | None]


def _cite_expired(draft: Draft, facts: Facts, oracle: Oracle) -> tuple[str, ...] | None:
    """Cite a section that is not in force (it can never have been retrieved)."""
    return (*draft.citations, UNKEPT[len(draft.text) % len(UNKEPT)])


def _cite_unkept(draft: Draft, facts: Facts, oracle: Oracle) -> tuple[str, ...] | None:
    """Cite a section in force that retrieval did not keep for this question."""
    other = next((s for s in _sections() if s not in oracle.sources and s not in UNKEPT), None)
    return None if other is None else (*draft.citations, other)


def _cite_invented(draft: Draft, facts: Facts, oracle: Oracle) -> tuple[str, ...] | None:
    """Cite an id no section has."""
    return (*draft.citations, "politica-secreta-1")


def _swap_citation(draft: Draft, facts: Facts, oracle: Oracle) -> tuple[str, ...] | None:
    """Keep the text, cite another (unkept) section instead of the one it quotes."""
    if not draft.citations:
        return None
    other = next((s for s in _sections() if s not in oracle.sources and s not in UNKEPT), None)
    return None if other is None else (other, *draft.citations[1:])


def _drop_citation(draft: Draft, facts: Facts, oracle: Oracle) -> tuple[str, ...] | None:
    """A document answer that cites nothing."""
    return () if isinstance(facts, DocumentFacts) and draft.citations else None


CITATION_LIES: dict[str, Recite] = {
    "cite_expired": _cite_expired,
    "cite_unkept": _cite_unkept,
    "cite_invented": _cite_invented,
    "swap_citation": _swap_citation,
    "drop_citation": _drop_citation,
}
"""Every way the adversary lies about its sources, by name."""
ALL_LIES = (*LIES, *CITATION_LIES)


class Adversary:
    """Drafts honestly, then tells one kind of lie: about the first figure it can, or about
    the sections it stands on.

    ``lie`` is the draft it sent when it lied this turn, else ``None``.
    """

    def __init__(self, kind: str, seed: int = 0) -> None:
        self.kind = kind
        self.rng = random.Random(f"{kind}:{seed}")
        self.lie: Draft | None = None

    def draft(self, facts: Facts, evidence: Sequence[Evidence]) -> Draft:
        honest = TemplateDrafter().draft(facts, evidence)
        oracle = Oracle.of(evidence)
        self.lie = None
        if self.kind in LIES:
            text = LIES[self.kind](honest.text, oracle, self.rng)
            if text is not None:
                self.lie = Draft(text, honest.citations)
        else:
            citations = CITATION_LIES[self.kind](honest, facts, oracle)
            if citations is not None:
                self.lie = Draft(honest.text, citations)
        return self.lie if self.lie is not None else honest
