"""Opaque, index-encoding object ids: ``cus_7k2m9q4x1z``, ``inv_7k2m9q4x1z2611``, ...

Every id starts with the customer's *key*: ten base-36 characters of a fixed keyed permutation of
the customer index, so ids look random, never collide and decode back to the index in O(1) with
no lookup table. The rest of the id is readable: ``YYMM`` of the billing month and a two-digit
ordinal (``il_<key>261101`` is line 1 of November 2026's invoice). Keys do not depend on the seed,
so a persona's ids are the same in every dataset.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_MASK64 = (1 << 64) - 1
_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"
KEY_LENGTH = 10
KEY_SPACE = 2**50
"""Customer keys are permuted within 2^50 < 36^10, so they always fit ten characters."""

_ID = re.compile(r"^(cus|inv|il|sub|pay|cn)_([0-9a-z]{10})([0-9]*)$")
_SUFFIX_DIGITS = {"cus": (0,), "inv": (4,), "il": (6,), "sub": (2,), "pay": (6, 8), "cn": (6,)}
"""Allowed lengths of the numeric tail per prefix (history payments 6, session payments 8)."""


def _mix(value: int) -> int:
    """splitmix64's finaliser: a cheap, well-spread 64-bit hash."""
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & _MASK64
    return value ^ (value >> 31)


def stable_hash(*parts: int) -> int:
    """A 64-bit hash of integers, identical on every run and platform (unlike ``hash``)."""
    state = 0x6A09E667F3BCC908
    for part in parts:
        state = _mix((state ^ (part & _MASK64)) + 0x9E3779B97F4A7C15)
    return state


class Permutation:
    """A keyed bijection of ``range(size)``: a balanced Feistel network with cycle walking.

    Args:
        size: Domain size.
        key: Fixed key; different keys give unrelated permutations.
        pins: ``{index: value}`` pairs the permutation must honour (used to give the contract's
            worked example its documented identifiers); the displaced values are swapped in.
    """

    _ROUNDS = 4

    def __init__(self, size: int, key: int, pins: dict[int, int] | None = None) -> None:
        if size < 4:
            raise ValueError("a permutation needs a domain of at least 4")
        bits = (size - 1).bit_length()
        bits += bits % 2
        self.size = size
        self._half = bits // 2
        self._mask = (1 << self._half) - 1
        self._keys = tuple(stable_hash(key, round_) for round_ in range(self._ROUNDS))
        self._swap: dict[int, int] = {}
        self._unswap: dict[int, int] = {}
        if pins:
            self._pin(pins)

    def _round(self, half: int, key: int) -> int:
        return _mix(half ^ key) & self._mask

    def _encrypt(self, value: int) -> int:
        left, right = value >> self._half, value & self._mask
        for key in self._keys:
            left, right = right, left ^ self._round(right, key)
        return (left << self._half) | right

    def _decrypt(self, value: int) -> int:
        left, right = value >> self._half, value & self._mask
        for key in reversed(self._keys):
            left, right = right ^ self._round(left, key), left
        return (left << self._half) | right

    def _base_forward(self, index: int) -> int:
        value = self._encrypt(index)
        while value >= self.size:
            value = self._encrypt(value)
        return value

    def _base_inverse(self, value: int) -> int:
        index = self._decrypt(value)
        while index >= self.size:
            index = self._decrypt(index)
        return index

    def _pin(self, pins: dict[int, int]) -> None:
        natural = {self._base_forward(index): value for index, value in pins.items()}
        freed = [a for a in natural if a not in natural.values()]
        taken = [v for v in natural.values() if v not in natural]
        self._swap = {**natural, **dict(zip(taken, freed, strict=True))}
        self._unswap = {value: source for source, value in self._swap.items()}

    def forward(self, index: int) -> int:
        """The image of ``index``."""
        if not 0 <= index < self.size:
            raise ValueError(f"{index} is outside the permutation's domain")
        value = self._base_forward(index)
        return self._swap.get(value, value)

    def inverse(self, value: int) -> int:
        """The index whose image is ``value``."""
        if not 0 <= value < self.size:
            raise ValueError(f"{value} is outside the permutation's domain")
        return self._base_inverse(self._unswap.get(value, value))


def to_base36(value: int, width: int) -> str:
    """``value`` in lower-case base 36, left-padded with zeros to ``width``."""
    digits = []
    while value:
        value, digit = divmod(value, 36)
        digits.append(_ALPHABET[digit])
    return "".join(reversed(digits)).rjust(width, "0")


WORKED_EXAMPLE_KEY = "7k2m9q4x1z"
"""The key of ``cus_7k2m9q4x1z``, the contract's example customer (persona index 0)."""

_KEYS = Permutation(KEY_SPACE, key=0xC05, pins={0: int(WORKED_EXAMPLE_KEY, 36)})


@lru_cache(maxsize=8192)
def customer_key(index: int) -> str:
    """The ten-character key of customer ``index`` (memoised: every id of a customer needs it)."""
    return to_base36(_KEYS.forward(index), KEY_LENGTH)


def key_index(key: str) -> int:
    """The customer index a key encodes (any index in the key space)."""
    return _KEYS.inverse(int(key, 36))


def yymm(year: int, month: int) -> str:
    """The ``YYMM`` tag of a billing month."""
    return f"{year % 100:02d}{month:02d}"


def customer_id(index: int) -> str:
    """``cus_<key>``."""
    return f"cus_{customer_key(index)}"


def invoice_id(index: int, year: int, month: int) -> str:
    """``inv_<key><YYMM>``: the one invoice of that billing month."""
    return f"inv_{customer_key(index)}{yymm(year, month)}"


def line_id(index: int, year: int, month: int, number: int) -> str:
    """``il_<key><YYMM><NN>``: line ``number`` (1-based) of that month's invoice."""
    return f"il_{customer_key(index)}{yymm(year, month)}{number:02d}"


def subscription_id(index: int, number: int = 1) -> str:
    """``sub_<key><NN>``."""
    return f"sub_{customer_key(index)}{number:02d}"


def history_payment_id(index: int, year: int, month: int, number: int) -> str:
    """``pay_<key><YYMM><NN>``: a generated payment (six-digit tail)."""
    return f"pay_{customer_key(index)}{yymm(year, month)}{number:02d}"


def session_payment_id(index: int, sequence: int) -> str:
    """``pay_<key><NNNNNNNN>``: a payment recorded in a session (eight-digit tail, never a
    generated one's six)."""
    if not 0 <= sequence < 10**8:
        raise ValueError("payment sequence must be within 0..99999999")
    return f"pay_{customer_key(index)}{sequence:08d}"


def credit_note_id(index: int, year: int, month: int, number: int) -> str:
    """``cn_<key><YYMM><NN>``."""
    return f"cn_{customer_key(index)}{yymm(year, month)}{number:02d}"


@dataclass(frozen=True, slots=True)
class ParsedId:
    """An id split into its parts; ``tail`` is the numeric suffix after the key."""

    prefix: str
    index: int
    tail: str

    def month(self) -> tuple[int, int] | None:
        """``(year, month)`` from a tail that starts with ``YYMM``, if it is a valid month."""
        if len(self.tail) < 4:
            return None
        year, month = 2000 + int(self.tail[:2]), int(self.tail[2:4])
        return (year, month) if 1 <= month <= 12 else None


def parse_id(object_id: str) -> ParsedId | None:
    """Split an id of this scheme, or ``None`` if it cannot be one of ours."""
    match = _ID.fullmatch(object_id)
    if match is None:
        return None
    prefix, key, tail = match.groups()
    if len(tail) not in _SUFFIX_DIGITS[prefix] or int(key, 36) >= KEY_SPACE:
        return None
    return ParsedId(prefix=prefix, index=key_index(key), tail=tail)
