"""Human keys of a customer, as bijections of the customer index: account number, RIF, phone.

Each key is a fixed keyed permutation of the index into the key's realistic number range, so a
lookup decodes the index in O(1) instead of searching an index table. None depends on the seed:
persona keys are stable. Parsing accepts what people type (``v12345678``, ``0414-1234567``) and
raises :class:`InvalidKey` for well-formed but impossible values (bad check digit, not a
Venezuelan number).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from stdnum import luhn
from stdnum.ve import rif

from billing_sim.simulator.data.ids import Permutation
from billing_sim.simulator.data.places import LANDLINE_AREA_CODES

MAX_CUSTOMERS = 8_000_000
"""The largest population every key range can encode (landline numbers are the limit)."""


class InvalidKey(ValueError):
    """A lookup key that is well-formed but cannot be valid (check digit, numbering plan)."""


# --- account numbers: nine digits plus a Luhn check digit -------------------------------------

_ACCOUNT_BASE = 100_000_000
_ACCOUNTS = Permutation(900_000_000, key=0xACC, pins={0: 1})


def account_number(index: int) -> str:
    """The ten-digit account number of customer ``index`` (``1000000016`` for index 0)."""
    payload = str(_ACCOUNT_BASE + _ACCOUNTS.forward(index))
    return payload + luhn.calc_check_digit(payload)


def account_index(text: str) -> int | None:
    """The customer index an account number encodes, ``None`` if no customer can have it.

    Raises:
        InvalidKey: Not ten digits, or a wrong Luhn check digit.
    """
    if not re.fullmatch(r"[0-9]{10}", text) or not luhn.is_valid(text):
        raise InvalidKey(text)
    payload = int(text[:9])
    if payload < _ACCOUNT_BASE:
        return None
    index = _ACCOUNTS.inverse(payload - _ACCOUNT_BASE)
    return index if index < MAX_CUSTOMERS else None


# --- RIF / cédula --------------------------------------------------------------------------

_TAX_RANGES = {
    "V": (4_000_000, 28_000_000),
    "E": (80_000_000, 20_000_000),
    "J": (29_000_000, 21_000_000),
}
"""``kind: (first number, count)``: cédulas of Venezuelans, of foreigners, RIFs of companies."""
_TAX_PERMUTATIONS = {
    "V": Permutation(28_000_000, key=0x7A5, pins={0: 12_345_678 - 4_000_000}),
    "E": Permutation(20_000_000, key=0x7A6),
    "J": Permutation(21_000_000, key=0x7A7),
}
_TAX_ID = re.compile(r"^([VEJPG])-?([0-9]{5,9})(?:-([0-9]))?$")


@dataclass(frozen=True, slots=True)
class TaxNumber:
    """A parsed RIF: its kind letter and the eight-digit number (check digit verified)."""

    kind: str
    number: int

    @property
    def rif(self) -> str:
        """The normalised RIF, ``V-12345678-1``."""
        digits = f"{self.number:08d}"
        return f"{self.kind}-{digits}-{rif.calc_check_digit(self.kind + digits)}"


def tax_number(kind: str, index: int) -> TaxNumber:
    """The RIF of customer ``index`` if its tax-id kind is ``kind`` (V, E or J)."""
    first, _count = _TAX_RANGES[kind]
    return TaxNumber(kind, first + _TAX_PERMUTATIONS[kind].forward(index))


def parse_tax_id(text: str) -> TaxNumber:
    """Parse a RIF or a bare cédula: ``V-12345678-9``, ``v123456789``, ``V12345678``, ``V-1234567``.

    Nine digits without a dash are read as eight plus the check digit.

    Raises:
        InvalidKey: Unknown form, too many digits, or a wrong check digit.
    """
    match = _TAX_ID.fullmatch(text.strip().upper())
    if match is None:
        raise InvalidKey(text)
    kind, digits, check = match.groups()
    if check is None and len(digits) == 9:
        digits, check = digits[:8], digits[8]
    if len(digits) > 8:
        raise InvalidKey(text)
    parsed = TaxNumber(kind, int(digits))
    if check is not None and rif.calc_check_digit(f"{kind}{int(digits):08d}") != check:
        raise InvalidKey(text)
    return parsed


def tax_index(parsed: TaxNumber) -> int | None:
    """The customer index a RIF of that kind encodes, ``None`` if none can have it."""
    if parsed.kind not in _TAX_RANGES:
        return None
    first, count = _TAX_RANGES[parsed.kind]
    if not first <= parsed.number < first + count:
        return None
    index = _TAX_PERMUTATIONS[parsed.kind].inverse(parsed.number - first)
    return index if index < MAX_CUSTOMERS else None


# --- phones --------------------------------------------------------------------------------

MOBILE_PREFIXES = ("412", "414", "416", "424", "426")
"""The operator codes the population's own mobiles use (Movistar, Digitel, Movilnet)."""
MOBILE_CODES = frozenset({*MOBILE_PREFIXES, "415", "417", "418", "422"})
"""Every mobile code of the numbering plan: libphonenumber's ``4(?:1[24-8]|2[46])`` plus
``422``, which Digitel opened in 2024. A number with one of these can exist, so nobody
having it is "not found", never ``invalid_phone``."""
_SUBSCRIBERS = 9_000_000
"""Subscriber numbers run 1000000..9999999 (they never start with 0)."""
_MOBILES = Permutation(
    len(MOBILE_PREFIXES) * _SUBSCRIBERS, key=0x70B, pins={0: _SUBSCRIBERS + 1_234_567 - 1_000_000}
)
_LANDLINE_FIRST = 2_000_000
_LANDLINES = Permutation(MAX_CUSTOMERS, key=0x71D)


def mobile_phone(index: int) -> str:
    """The E.164 mobile number of customer ``index`` (``+584141234567`` for index 0)."""
    value = _MOBILES.forward(index)
    operator, subscriber = divmod(value, _SUBSCRIBERS)
    return f"+58{MOBILE_PREFIXES[operator]}{1_000_000 + subscriber}"


def landline_phone(index: int, area_code: str) -> str:
    """The E.164 landline of customer ``index`` in ``area_code``."""
    return f"+58{area_code}{_LANDLINE_FIRST + _LANDLINES.forward(index)}"


def normalise_phone(text: str) -> str:
    """A Venezuelan phone in E.164 from ``+58 414 1234567``, ``0414-1234567``, ``04141234567``...

    A number that can exist is ten national digits (after ``+58``, ``58`` or the trunk ``0``):
    a mobile code (:data:`MOBILE_CODES`) or a geographic area code
    (:data:`~simulator.data.places.LANDLINE_AREA_CODES`), then any seven digits.

    Raises:
        InvalidKey: Anything else: another country code, another length, an unassigned code.
    """
    compact = re.sub(r"[\s().-]", "", text)
    if compact.startswith("+"):
        national = compact[3:] if compact.startswith("+58") else ""
    elif compact.startswith("58") and len(compact) == 12:
        national = compact[2:]
    elif compact.startswith("0") and len(compact) == 11:
        national = compact[1:]
    else:
        national = compact
    if not re.fullmatch(r"[0-9]{10}", national):
        raise InvalidKey(text)
    if national[:3] not in MOBILE_CODES and national[:3] not in LANDLINE_AREA_CODES:
        raise InvalidKey(text)
    return f"+58{national}"


def mobile_index(e164: str) -> int | None:
    """The customer index whose own mobile is ``e164``; ``None`` for landlines and free numbers."""
    prefix, subscriber = e164[3:6], int(e164[6:])
    if prefix not in MOBILE_PREFIXES or subscriber < 1_000_000:
        return None
    index = _MOBILES.inverse(MOBILE_PREFIXES.index(prefix) * _SUBSCRIBERS + subscriber - 1_000_000)
    return index if index < MAX_CUSTOMERS else None


def landline_index(e164: str) -> tuple[str, int] | None:
    """``(area code, customer index)`` a landline encodes; ``None`` for mobiles and free numbers."""
    area, subscriber = e164[3:6], int(e164[6:])
    if area not in LANDLINE_AREA_CODES or subscriber < _LANDLINE_FIRST:
        return None
    return area, _LANDLINES.inverse(subscriber - _LANDLINE_FIRST)
