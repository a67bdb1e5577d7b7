"""Whether every string one JSON Schema ``pattern`` accepts, another accepts too. Pure.

A request pattern may only accept more; a response pattern may only accept less. Deciding it
means comparing two regular languages: each pattern is parsed here (the ECMA-262 subset that
contract patterns use) into greenery's regular expression objects, turned into finite
automata, and their difference is checked for emptiness, which also yields the shortest
counterexample. Anything this cannot do exactly gives :data:`UNDECIDED`, never a guess:

* patterns not anchored at both ends (``^...$``): an unanchored pattern matches anywhere in
  the string, and the automaton for "anything, then the pattern" can grow exponentially;
* lookarounds, backreferences, named groups, ``\\b``, Unicode property escapes, flags;
* a repetition bound above :data:`MAX_BOUND`, a pattern longer than :data:`MAX_LENGTH`, or an
  automaton that takes longer than :data:`TIME_BUDGET` seconds to build.

ECMA-262 semantics are kept where they differ from Python's and greenery's: ``.`` excludes
the four line terminators, ``\\s`` is ECMA's Unicode whitespace, ``\\d`` and ``\\w`` are ASCII.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from greenery import INF, Bound, Charclass, Multiplier, Pattern
from greenery.rxelems import Conc, Mult

MAX_LENGTH = 256
MAX_BOUND = 100
TIME_BUDGET = 20.0
"""Seconds to build and compare two automata before the answer is "undecided": a safety net
for pathological patterns (contract patterns take well under a second to a few seconds)."""

_LINE_TERMINATORS = "\n\r\u2028\u2029"
_ECMA_SPACE = (
    ("\t", "\r"),
    (" ", " "),
    ("\u00a0", "\u00a0"),
    ("\u1680", "\u1680"),
    ("\u2000", "\u200a"),
    ("\u2028", "\u2029"),
    ("\u202f", "\u202f"),
    ("\u205f", "\u205f"),
    ("\u3000", "\u3000"),
    ("\ufeff", "\ufeff"),
)
_CLASS_ESCAPES: dict[str, tuple[tuple[tuple[str, str], ...], bool]] = {
    "d": ((("0", "9"),), False),
    "D": ((("0", "9"),), True),
    "w": ((("0", "9"), ("A", "Z"), ("_", "_"), ("a", "z")), False),
    "W": ((("0", "9"), ("A", "Z"), ("_", "_"), ("a", "z")), True),
    "s": (_ECMA_SPACE, False),
    "S": (_ECMA_SPACE, True),
}
_CONTROL_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "v": "\v", "f": "\f", "0": "\0"}
_SYNTAX = frozenset("^$\\.*+?()[]{}|/-")
_SHORT_QUANTIFIERS: dict[str, tuple[int, int | None]] = {
    "*": (0, None),
    "+": (1, None),
    "?": (0, 1),
}


class Unsupported(Exception):
    """The pattern uses something this module cannot compare exactly."""


@dataclass(frozen=True, slots=True)
class Inclusion:
    """The answer to "does ``wide`` accept every string ``narrow`` accepts?".

    Attributes:
        holds: ``True`` (proved), ``False`` (``counterexample`` shows it), ``None`` (undecided).
        counterexample: A shortest string ``narrow`` accepts and ``wide`` rejects.
        reason: Why it is undecided.
    """

    holds: bool | None
    counterexample: str | None = None
    reason: str | None = None


UNDECIDED = Inclusion(None, reason="cannot be decided")


def includes(wide: str | None, narrow: str | None) -> Inclusion:
    """Whether pattern ``wide`` accepts every string ``narrow`` does (``None``: no pattern).

    Never raises: whatever cannot be decided exactly is :data:`UNDECIDED` with a reason.
    """
    if wide is None:
        return Inclusion(True)
    try:
        wide_expr = _parse_anchored(wide)
        narrow_expr = _everything() if narrow is None else _parse_anchored(narrow)
    except Unsupported as problem:
        return Inclusion(None, reason=str(problem))
    result: list[Inclusion] = []

    def compare() -> None:
        try:
            difference = narrow_expr.to_fsm().difference(wide_expr.to_fsm())
            if difference.empty():
                result.append(Inclusion(True))
            else:
                result.append(Inclusion(False, counterexample=_shortest(difference)))
        except Exception as error:  # greenery failing on an odd input: undecided, not a crash
            result.append(Inclusion(None, reason=f"the comparison failed ({error})"))

    # greenery cannot be interrupted: a pathological pair is left to finish in a daemon
    # thread (the command exits without waiting for it), and the answer is "undecided".
    worker = threading.Thread(target=compare, name="pattern-inclusion", daemon=True)
    worker.start()
    worker.join(TIME_BUDGET)
    if not result:
        return Inclusion(None, reason=f"comparing them took longer than {TIME_BUDGET:g} s")
    return result[0]


def _everything() -> Any:
    return Pattern(Conc(Mult(Charclass((), negated=True), Multiplier(Bound(0), INF))))


def _parse_anchored(pattern: str) -> Any:
    if len(pattern) > MAX_LENGTH:
        raise Unsupported(f"it is longer than {MAX_LENGTH} characters")
    if not pattern.startswith("^") or not _ends_with_anchor(pattern):
        raise Unsupported("it is not anchored at both ends (^...$)")
    parser = _Parser(pattern[1:-1])
    expression = parser.alternation()
    if parser.position != len(parser.text):
        raise Unsupported(f"unexpected {parser.text[parser.position]!r}")
    if len(expression.concs) > 1 and "|" in parser.top_level:
        # ^a|b$ is (^a)|(b$), not ^(a|b)$.
        raise Unsupported("its anchors apply to single alternatives (^a|b$)")
    return expression


def _ends_with_anchor(pattern: str) -> bool:
    if not pattern.endswith("$") or len(pattern) < 2:
        return False
    backslashes = len(pattern[:-1]) - len(pattern[:-1].rstrip("\\"))
    return backslashes % 2 == 0


class _Parser:
    """Recursive descent over the ECMA-262 subset; builds greenery expressions."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.position = 0
        self.depth = 0
        self.top_level = ""
        """The characters read at group depth 0 (to see a top-level alternation)."""

    def peek(self) -> str | None:
        return self.text[self.position] if self.position < len(self.text) else None

    def take(self) -> str:
        char = self.text[self.position]
        self.position += 1
        if self.depth == 0:
            self.top_level += char
        return char

    def alternation(self) -> Any:
        branches = [self.concatenation()]
        while self.peek() == "|":
            self.take()
            branches.append(self.concatenation())
        return Pattern(*branches)

    def concatenation(self) -> Any:
        mults = []
        while (char := self.peek()) is not None and char not in "|)":
            mults.append(self.quantified())
        return Conc(*mults)

    def quantified(self) -> Any:
        atom = self.atom()
        high: int | None
        char = self.peek()
        if char in ("*", "+", "?"):
            self.take()
            low, high = _SHORT_QUANTIFIERS[char]
        elif char == "{":
            low, high = self.braces()
        else:
            return Mult(atom, Multiplier(Bound(1), Bound(1)))
        if self.peek() == "?":  # lazy: the same language
            self.take()
        if self.peek() in ("*", "+", "?", "{"):
            raise Unsupported("a quantifier follows a quantifier")
        return Mult(atom, Multiplier(Bound(low), INF if high is None else Bound(high)))

    def braces(self) -> tuple[int, int | None]:
        start = self.position
        self.take()
        body = ""
        while (char := self.peek()) is not None and char != "}":
            body += self.take()
        if self.peek() != "}":
            raise Unsupported(f"an unclosed {{ at {start}")
        self.take()
        low_text, comma, high_text = body.partition(",")
        if not low_text.isdigit() or (high_text and not high_text.isdigit()):
            raise Unsupported(f"{{{body}}} is not a repetition")
        low = int(low_text)
        high = (int(high_text) if high_text else None) if comma else low
        if low > MAX_BOUND or (high is not None and high > MAX_BOUND):
            raise Unsupported(f"a repetition bound above {MAX_BOUND}")
        if high is not None and high < low:
            raise Unsupported(f"{{{body}}} is empty")
        return low, high

    def atom(self) -> Any:
        char = self.take()
        if char == "(":
            if self.peek() == "?":
                self.take()
                if self.peek() != ":":
                    raise Unsupported("a lookaround or named group")
                self.take()
            self.depth += 1
            inner = self.alternation()
            self.depth -= 1
            if self.peek() != ")":
                raise Unsupported("an unclosed group")
            self.take()
            return inner
        if char == "[":
            return self.character_class()
        if char == ".":
            return Charclass(tuple((c, c) for c in _LINE_TERMINATORS), negated=True)
        if char == "\\":
            return self.escape(inside_class=False)
        if char in "^$":
            raise Unsupported(f"an anchor ({char}) inside the pattern")
        if char in ")]{}*+?":
            raise Unsupported(f"a stray {char!r}")
        return Charclass(((char, char),))

    def escape(self, *, inside_class: bool) -> Any:
        if self.peek() is None:
            raise Unsupported("a trailing backslash")
        char = self.take()
        if char in _CLASS_ESCAPES:
            ranges, negated = _CLASS_ESCAPES[char]
            return Charclass(ranges, negated=negated)
        literal = self.escaped_literal(char, inside_class=inside_class)
        return Charclass(((literal, literal),))

    def escaped_literal(self, char: str, *, inside_class: bool) -> str:
        if char in _CONTROL_ESCAPES and not (char == "0" and (self.peek() or "").isdigit()):
            return _CONTROL_ESCAPES[char]
        if char == "b" and inside_class:
            return "\b"
        if char in ("x", "u"):
            width = 2 if char == "x" else 4
            digits = self.text[self.position : self.position + width]
            if len(digits) != width or any(d not in "0123456789abcdefABCDEF" for d in digits):
                raise Unsupported(f"an incomplete \\{char} escape")
            for _ in range(width):
                self.take()
            return chr(int(digits, 16))
        if char in _SYNTAX:
            return char
        raise Unsupported(f"the escape \\{char}")

    def character_class(self) -> Any:
        negated = self.peek() == "^"
        if negated:
            self.take()
        ranges: list[tuple[str, str]] = []
        first = True
        while True:
            char = self.peek()
            if char is None:
                raise Unsupported("an unclosed character class")
            if char == "]" and not first:
                self.take()
                break
            first = False
            low = self.class_member(ranges)
            if low is None:
                continue
            if self.peek() == "-" and self.text[self.position + 1 : self.position + 2] not in (
                "]",
                "",
            ):
                self.take()
                high = self.class_member(ranges)
                if high is None or high < low:
                    raise Unsupported("a character class range it cannot read")
                ranges.append((low, high))
            else:
                ranges.append((low, low))
        return Charclass(tuple(ranges), negated=negated)

    def class_member(self, ranges: list[tuple[str, str]]) -> str | None:
        """One character of a class, or ``None`` after adding an escape's whole set."""
        char = self.take()
        if char != "\\":
            return char
        if self.peek() is None:
            raise Unsupported("a trailing backslash")
        escaped = self.take()
        if escaped in _CLASS_ESCAPES:
            members, negated = _CLASS_ESCAPES[escaped]
            if negated:
                raise Unsupported(f"\\{escaped} inside a character class")
            ranges.extend(members)
            return None
        return self.escaped_literal(escaped, inside_class=True)


def _shortest(fsm: Any) -> str:
    """A shortest string ``fsm`` accepts (breadth-first over states, not strings)."""
    start = fsm.initial
    paths: dict[Any, str] = {start: ""}
    queue = [start]
    for state in queue:
        if state in fsm.finals:
            return paths[state]
        for charclass, target in sorted(fsm.map[state].items(), key=lambda item: item[0]):
            if target not in paths and fsm.islive(target):
                paths[target] = paths[state] + _representative(charclass)
                queue.append(target)
    return ""


def _representative(charclass: Any) -> str:
    """A readable character of ``charclass`` (printable ASCII when there is one)."""
    ranges = charclass.ord_ranges

    def inside(code: int) -> bool:
        return any(low <= code <= high for low, high in ranges)

    for code in [*range(0x30, 0x7F), *range(0x21, 0x30), 0x20]:
        if inside(code) != charclass.negated:
            return chr(code)
    if not charclass.negated and ranges:
        return chr(ranges[0][0])
    code = 0x80
    while inside(code):
        code += 1
    return chr(code)
