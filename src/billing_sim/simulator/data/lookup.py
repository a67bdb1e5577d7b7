"""``searchCustomers``: decode a human key into customer indices in O(1), no index tables."""

from __future__ import annotations

from collections.abc import Callable

from billing_sim.simulator.data import identity
from billing_sim.simulator.data.people import Profile, shares_previous_phone, tax_kind
from billing_sim.simulator.problems import ApiProblem, Localized

_BAD_ACCOUNT = Localized(
    "El dígito verificador del número de cuenta no es válido.",
    "The account number's check digit is not valid.",
)
_BAD_TAX_ID = Localized(
    "El RIF o la cédula no es válido: revise las letras, los dígitos y el dígito verificador.",
    "The RIF or cédula is not valid: check the letter, the digits and the check digit.",
)
_BAD_PHONE = Localized(
    "El número no puede ser un teléfono venezolano: se esperan diez dígitos (tras +58 o el 0), "
    "un código de operadora (0412, 0414-0418, 0422, 0424, 0426) o de área, y siete dígitos más.",
    "The number cannot be a Venezuelan phone: expected ten digits (after +58 or the 0), "
    "an operator code (0412, 0414-0418, 0422, 0424, 0426) or area code, then seven more digits.",
)


class CustomerFinder:
    """Finds customers by account number, RIF/cédula or phone.

    Args:
        seed: The dataset's seed (tax-id kinds and shared phones depend on it).
        customers: Population size; indices at or above it do not exist.
        profile: The identity of a customer index (for landlines, which depend on the city).
    """

    def __init__(self, seed: int, customers: int, profile: Callable[[int], Profile]) -> None:
        self._seed = seed
        self._customers = customers
        self._profile = profile

    def _exists(self, index: int | None) -> bool:
        return index is not None and 0 <= index < self._customers

    def by_account_number(self, text: str) -> list[int]:
        """Raises ``invalid_account_number`` for a wrong Luhn check digit."""
        try:
            index = identity.account_index(text)
        except identity.InvalidKey:
            raise ApiProblem(
                "invalid_account_number", _BAD_ACCOUNT, param="account_number"
            ) from None
        return [index] if index is not None and self._exists(index) else []

    def by_tax_id(self, text: str) -> list[int]:
        """Raises ``invalid_tax_id`` for an unknown form or a wrong check digit."""
        try:
            parsed = identity.parse_tax_id(text)
        except identity.InvalidKey:
            raise ApiProblem("invalid_tax_id", _BAD_TAX_ID, param="tax_id") from None
        index = identity.tax_index(parsed)
        if index is None or not self._exists(index):
            return []
        return [index] if tax_kind(self._seed, index) == parsed.kind else []

    def by_phone(self, text: str) -> list[int]:
        """All accounts listing the phone (a household may have two). Raises ``invalid_phone``."""
        try:
            e164 = identity.normalise_phone(text)
        except identity.InvalidKey:
            raise ApiProblem("invalid_phone", _BAD_PHONE, param="phone") from None
        owner = identity.mobile_index(e164)
        if owner is not None:
            found = []
            if self._exists(owner) and not shares_previous_phone(self._seed, owner):
                found.append(owner)
                if self._exists(owner + 1) and shares_previous_phone(self._seed, owner + 1):
                    found.append(owner + 1)
            return found
        landline = identity.landline_index(e164)
        if landline is None or not self._exists(landline[1]):
            return []
        return [landline[1]] if e164 in self._profile(landline[1]).phones else []
