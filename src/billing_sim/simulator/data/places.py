"""Venezuelan places for service addresses and landlines: a small, hand-written table.

Cities carry their postal code and telephone area code, so a customer's landline matches the city
of the address. Weights roughly follow where fixed broadband customers live.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class City:
    """A city with the state it belongs to, its postal code and landline area code."""

    name: str
    state: str
    postal_code: str
    area_code: str
    weight: int


CITIES: tuple[City, ...] = (
    City("Caracas", "Distrito Capital", "1010", "212", 16),
    City("Caracas", "Miranda", "1060", "212", 8),
    City("Petare", "Miranda", "1073", "212", 4),
    City("Los Teques", "Miranda", "1201", "212", 3),
    City("Guarenas", "Miranda", "1220", "212", 2),
    City("La Guaira", "La Guaira", "1160", "212", 2),
    City("Maracaibo", "Zulia", "4001", "261", 10),
    City("Cabimas", "Zulia", "4013", "264", 2),
    City("Valencia", "Carabobo", "2001", "241", 8),
    City("Puerto Cabello", "Carabobo", "2050", "242", 2),
    City("Maracay", "Aragua", "2101", "243", 6),
    City("Barquisimeto", "Lara", "3001", "251", 6),
    City("Barcelona", "Anzoátegui", "6001", "281", 3),
    City("Lechería", "Anzoátegui", "6016", "281", 2),
    City("Ciudad Guayana", "Bolívar", "8050", "286", 3),
    City("Ciudad Bolívar", "Bolívar", "8001", "285", 2),
    City("San Cristóbal", "Táchira", "5001", "276", 3),
    City("Mérida", "Mérida", "5101", "274", 3),
    City("Porlamar", "Nueva Esparta", "6301", "295", 2),
    City("Punto Fijo", "Falcón", "4102", "269", 2),
    City("Maturín", "Monagas", "6201", "291", 2),
    City("Cumaná", "Sucre", "6101", "293", 1),
    City("Acarigua", "Portuguesa", "3301", "255", 1),
    City("Barinas", "Barinas", "5201", "273", 1),
)

LANDLINE_AREA_CODES: frozenset[str] = frozenset(
    ["212", "234", "235"]
    + [str(code) for code in range(237, 250)]
    + [str(code) for code in range(251, 280)]
    + [str(code) for code in range(281, 290)]
    + [str(code) for code in range(291, 297)]
)
"""Geographic area codes of the national numbering plan (``0212`` Caracas, ``0261`` Maracaibo,
...), without the trunk ``0``: libphonenumber's fixed-line ranges for Venezuela
(``2(?:12|3[457-9]|[467]\\d|[58][1-9]|9[1-6])``)."""

STREETS: tuple[str, ...] = (
    "Av. Francisco de Miranda",
    "Av. Libertador",
    "Av. Bolívar",
    "Av. Universidad",
    "Av. Las Delicias",
    "Av. 5 de Julio",
    "Av. Andrés Bello",
    "Av. Principal de Los Ruices",
    "Calle Sucre",
    "Calle Páez",
    "Calle Miranda",
    "Calle Urdaneta",
    "Calle La Paz",
    "Calle 72",
    "Carrera 19",
    "Av. Intercomunal",
)

BUILDINGS: tuple[str, ...] = (
    "Res. Los Samanes",
    "Res. El Parque",
    "Edif. Centro Plaza",
    "Edif. Don Luis",
    "Res. Altamira Suites",
    "Torre Las Acacias",
    "Res. Los Cedros",
    "Edif. Monte Carmelo",
)

SECTORS: tuple[str, ...] = (
    "Urb. La Florida",
    "Urb. El Paraíso",
    "Urb. Los Olivos",
    "Sector El Centro",
    "Urb. Prebo",
    "Urb. La Trigaleña",
    "Sector Las Mercedes",
    "Urb. San Jacinto",
)

EMAIL_DOMAINS: tuple[str, ...] = ("correo.example", "mail.example", "posta.example")
"""Reserved ``.example`` domains (RFC 2606): generated addresses can never reach anyone."""
