"""Who a customer is: name, tax id, phones, e-mail and service address.

Personas come from their fixed table. Everyone else is drawn per customer: structure (tax-id kind,
city, address shape, shared phone) from a private ``random.Random``, names from a Faker instance
reseeded for that customer. Faker has no Venezuelan person provider (its ``es_VE`` only knows
identity numbers), so names come from ``es_CO``, the closest naming culture; companies get a
Venezuelan-style name (``Inversiones Pérez 2019, C.A.``).
"""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from random import Random

from faker import Faker

from billing_sim.simulator.data import identity
from billing_sim.simulator.data.calendar import caracas_datetime
from billing_sim.simulator.data.ids import stable_hash
from billing_sim.simulator.data.personas import PERSONA_INDEX, PERSONAS
from billing_sim.simulator.data.places import (
    BUILDINGS,
    CITIES,
    EMAIL_DOMAINS,
    SECTORS,
    STREETS,
    City,
)
from billing_sim.simulator.data.population import customer_rng

_CITY_WEIGHTS = tuple(city.weight for city in CITIES)
_COMPANY_PREFIXES = (
    "Inversiones",
    "Comercial",
    "Distribuidora",
    "Servicios",
    "Panadería",
    "Farmacia",
    "Ferretería",
    "Consultores",
)


@dataclass(frozen=True, slots=True)
class Profile:
    """The identity of one customer."""

    name: str
    email: str | None
    tax: identity.TaxNumber
    phones: tuple[str, ...]
    line1: str
    line2: str | None
    city: City
    created_at: datetime
    locale: str


def tax_kind(seed: int, index: int) -> str:
    """V (Venezuelan), E (foreign resident) or J (company): cheap, for tax-id lookups."""
    if index < len(PERSONAS):
        return PERSONAS[index].kind
    roll = stable_hash(seed, index, 2) % 100
    return "J" if roll < 4 else "E" if roll < 10 else "V"


def shares_previous_phone(seed: int, index: int) -> bool:
    """Whether customer ``index`` gives the phone of customer ``index - 1`` (a household with
    two accounts). Never two in a row, so a number is on at most two accounts."""
    if index < len(PERSONAS):
        partner = PERSONAS[index].shares_phone_of
        return partner is not None and PERSONA_INDEX[partner] == index - 1
    if index - 1 < len(PERSONAS):
        return False
    flag = stable_hash(seed, index, 4) % 1000 < 15
    return flag and not stable_hash(seed, index - 1, 4) % 1000 < 15


def _ascii(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(char for char in folded.lower() if char.isalnum())


def _phones(seed: int, index: int, city: City, landline: bool) -> tuple[str, ...]:
    own = identity.mobile_phone(index - 1 if shares_previous_phone(seed, index) else index)
    return (own, identity.landline_phone(index, city.area_code)) if landline else (own,)


def persona_profile(index: int, start: date) -> Profile:
    """The fixed identity of persona ``index``."""
    spec = PERSONAS[index]
    city = CITIES[spec.city]
    return Profile(
        name=spec.name,
        email=spec.email,
        tax=identity.tax_number(spec.kind, index),
        phones=_phones(0, index, city, spec.landline),
        line1=spec.line1,
        line2=None,
        city=city,
        created_at=caracas_datetime(start - timedelta(days=6), 11, 2, 11),
        locale="es-VE",
    )


class PeopleFactory:
    """Draws generic identities; owns the one Faker instance (reseeded under a lock per draw)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._faker: Faker | None = None
        self._lock = threading.Lock()

    def _names(self, index: int, company: bool, rng: Random) -> tuple[str, str, str]:
        with self._lock:
            if self._faker is None:
                self._faker = Faker("es_CO")
            faker = self._faker
            faker.seed_instance(stable_hash(self.seed, index, 3))
            female = rng.random() < 0.5
            first = faker.first_name_female() if female else faker.first_name_male()
            second = faker.first_name_female() if female else faker.first_name_male()
            last, mother = faker.last_name(), faker.last_name()
        if company:
            prefix = rng.choice(_COMPANY_PREFIXES)
            suffix = rng.choice(("C.A.", "C.A.", "S.A.", f"{rng.randint(2001, 2023)}, C.A."))
            return f"{prefix} {last} {suffix}", "administracion", _ascii(last)
        given = f"{first} {second}" if rng.random() < 0.55 and second != first else first
        return f"{given} {last} {mother}", _ascii(first), _ascii(last)

    def profile(self, index: int, start: date) -> Profile:
        """The identity of generic customer ``index`` whose service started on ``start``."""
        rng = customer_rng(self.seed, index, 5)
        kind = tax_kind(self.seed, index)
        city = rng.choices(CITIES, _CITY_WEIGHTS)[0]
        name, first, last = self._names(index, kind == "J", rng)
        style = rng.randint(0, 3)
        local = (
            f"{first}.{last}",
            f"{first[:1]}{last}",
            f"{first}{last}{rng.randint(1, 99)}",
            f"{last}.{first}",
        )[style]
        email = None if rng.random() < 0.1 else f"{local}@{rng.choice(EMAIL_DOMAINS)}"
        if rng.random() < 0.6:
            line1 = (
                f"{rng.choice(STREETS)}, {rng.choice(BUILDINGS)}, piso {rng.randint(1, 14)}, "
                f"apto {rng.randint(1, 14)}-{rng.choice('ABCDEF')}"
            )
        else:
            line1 = f"{rng.choice(STREETS)}, casa nro. {rng.randint(1, 180)}"
        created = start - timedelta(days=rng.randint(2, 12))
        return Profile(
            name=name,
            email=email,
            tax=identity.tax_number(kind, index),
            phones=_phones(self.seed, index, city, rng.random() < 0.15),
            line1=line1,
            line2=rng.choice(SECTORS) if rng.random() < 0.7 else None,
            city=city,
            created_at=caracas_datetime(
                created, rng.randint(8, 18), rng.randint(0, 59), rng.randint(0, 59)
            ),
            locale="en" if kind == "E" and rng.random() < 0.25 else "es-VE",
        )
