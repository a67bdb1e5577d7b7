"""Fixed customers with known stories, at reserved indices, identical for every seed.

Persona 0 is the contract's worked example (``cus_7k2m9q4x1z``): its November 2026 invoice is
``components/examples/Invoice`` amount for amount. Every other persona isolates one cause of a
higher (or lower, or unchanged) bill, told by the summary of its ``period`` (an offset from the
business month). Expected reasons are listed in the order the summary gives them.

Stories that happen inside the business month (``in_credit`` pays on the 10th, ``suspended`` is
cut on the 5th) assume a business date after the 10th, as the default 2026-11-20 is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from billing_sim.simulator.data.script import (
    AddOnSpan,
    Outage,
    Payment,
    PlanChange,
    Script,
    Span,
    TaxSpan,
)

LONG_AGO = -40
"""Start month of long-standing personas (well before the generated window)."""
_LIGHT_USAGE = (18_000,) * 13
"""180 GB a month: under every allowance, so no overage unless a story wants one."""


def on_time(
    last: int = -1, *, day: int = 10, method: str = "pago_movil", skip: tuple[int, ...] = ()
) -> tuple[Payment, ...]:
    """Payments of each month from -12 to ``last`` on ``day``, before the due date."""
    return tuple(
        Payment(offset, day, method) for offset in range(-12, last + 1) if offset not in skip
    )


@dataclass(frozen=True, slots=True)
class PersonaSpec:
    """A persona: its story (script), who it is, and what its bill summary must say."""

    key: str
    story: str
    script: Script
    name: str
    expected: tuple[str, ...]
    period: int | None = 0
    kind: str = "V"
    city: int = 0
    line1: str = "Av. Libertador, Edif. Centro Plaza, piso 2, apto 2-A"
    email: str | None = None
    landline: bool = False
    shares_phone_of: str | None = None


def _plain(plan: str = "fibra-100", **changes: Any) -> Script:
    """A long-standing customer who pays on time and stays under the allowance, then ``changes``."""
    base = Script(
        plan=plan, start_offset=LONG_AGO, start_day=5, payments=on_time(), usage_cgb=_LIGHT_USAGE
    )
    return replace(base, **changes)


RATE = "exchange_rate_changed"
BASE = "tax_base_changed"

PERSONAS: tuple[PersonaSpec, ...] = (
    PersonaSpec(
        "worked_example",
        "The contract's example: rate, expired welcome promotion, late fee and IVA "
        "(Bs. 2.320,00 -> Bs. 3.376,00).",
        _plain(
            start_offset=-32,
            start_day=20,
            discounts=(Span("promo:bienvenida-20", -3, -1),),
            payments=(*on_time(-2, day=12), Payment(-1, 28)),
        ),
        "María Alejandra González Pérez",
        (RATE, "promo_expired", "late_fee", BASE),
        city=1,
        line1="Av. Francisco de Miranda, Res. Los Samanes, piso 4, apto 4-B",
        email="maria.gonzalez@correo.example",
    ),
    PersonaSpec(
        "plan_upgrade_proration",
        "Upgraded Fibra 50 -> Fibra 100 on day 16 last month: prorated credit and charge, linked.",
        _plain("fibra-50", plan_changes=(PlanChange(0, "fibra-100", day=16),)),
        "José Gregorio Rodríguez Díaz",
        (RATE, "plan_changed", "plan_upgrade_proration", BASE),
        city=6,
        email="jgrodriguez@mail.example",
    ),
    PersonaSpec(
        "plan_price_increase",
        "Fibra 300 was repriced from USD 32,00 to USD 35,00 this month.",
        _plain("fibra-300"),
        "Carmen Elena Pérez Rivas",
        (RATE, "plan_price_increase", BASE),
        city=8,
    ),
    PersonaSpec(
        "promo_expired",
        "The six-month 10 % loyalty discount ended last month.",
        _plain("fibra-50", discounts=(Span("promo:fidelidad-10", -6, -1),)),
        "Luis Alberto Hernández Mora",
        (RATE, "promo_expired", BASE),
        city=11,
    ),
    PersonaSpec(
        "exchange_rate_changed",
        "Same plan, same dollar price: only the BCV rate went up.",
        _plain(),
        "Ana Karina Martínez Salazar",
        (RATE, BASE),
        city=0,
        email="anakmartinez@correo.example",
    ),
    PersonaSpec(
        "tax_rate_changed",
        "The 8 % social-tariff IVA ended; IVA is back to 16 %.",
        _plain("fibra-50", taxes=(TaxSpan(-12, -1, 800),)),
        "Pedro Antonio García Medina",
        ("exchange_rate_changed", "tax_rate_changed", BASE),
        city=10,
    ),
    PersonaSpec(
        "tax_exemption_removed",
        "The IVA exemption ended: IVA is charged again.",
        _plain(taxes=(TaxSpan(-12, -1, 0),)),
        "Fundación Amigos del Ávila",
        (RATE, "tax_exemption_removed"),
        kind="J",
        city=0,
    ),
    PersonaSpec(
        "late_fee",
        "Paid last month's invoice on the 27th, after the due date: late fee.",
        _plain(payments=(*on_time(-2), Payment(-1, 27))),
        "Yusmary del Valle Rojas Silva",
        (RATE, "late_fee", BASE),
        city=7,
    ),
    PersonaSpec(
        "previous_balance_carried",
        "Did not pay last month: its balance is carried, plus a late fee.",
        _plain(payments=on_time(-2)),
        "Carlos Eduardo Mendoza Blanco",
        (RATE, "late_fee", BASE, "previous_balance_carried"),
        city=12,
    ),
    PersonaSpec(
        "usage_overage",
        "Used 312,40 GB of 300 GB last month: 12,40 GB of overage billed now.",
        _plain(usage_cgb=(18_000,) * 11 + (31_240, 20_000)),
        "Daniela Alejandra Torres Vargas",
        (RATE, "usage_overage", BASE),
        city=9,
        email="dani.torres@posta.example",
    ),
    PersonaSpec(
        "one_time_installation_fee",
        "Moved house: the relocation (traslado) fee is on this bill.",
        _plain(one_time=((0, "fee:relocation"),)),
        "Rafael Ignacio Castillo Ramos",
        (RATE, "one_time_installation_fee", BASE),
        city=13,
    ),
    PersonaSpec(
        "equipment_charge",
        "Started renting an ONT this month.",
        _plain(equipment=(Span("equip:ont", 0, 0),)),
        "Inversiones Guaraira 2020, C.A.",
        (RATE, "equipment_charge", BASE),
        kind="J",
        city=2,
    ),
    PersonaSpec(
        "addon_added_or_trial_ended",
        "The one-month free trial of the static IP ended.",
        _plain(addons=(AddOnSpan("addon:ip-fija", -1, 0),)),
        "Gabriel Enrique Suárez Paredes",
        (RATE, "addon_added_or_trial_ended", BASE),
        city=3,
    ),
    PersonaSpec(
        "reconnection_fee",
        "Cut on the 27th for not paying by the 25th, paid on the 29th: late and reconnection fees.",
        _plain(payments=(*on_time(-2), Payment(-1, 29)), reconnections=(0,)),
        "Oriana Beatriz Fernández Ochoa",
        (RATE, "reconnection_fee", "late_fee", BASE),
        city=14,
    ),
    PersonaSpec(
        "credit_not_repeated",
        "Last month's bill had an outage credit; this one has none.",
        _plain(outages=(Outage(-2, 10, 3),)),
        "Héctor Manuel Ramírez Aponte",
        (RATE, BASE, "credit_not_repeated"),
        city=16,
    ),
    PersonaSpec(
        "longer_or_double_period",
        "Connected on the 16th last month: that bill was partial, this one is full.",
        _plain(start_offset=-1, start_day=16, payments=(Payment(-1, 20),)),
        "Valentina Sofía Morales Quintero",
        (RATE, "longer_or_double_period", BASE),
        city=17,
    ),
    PersonaSpec(
        "payment_reversed_fee",
        "Last month's transfer was returned by the bank: fee plus the reopened balance.",
        _plain(
            payments=(
                *on_time(-2, method="bank_transfer"),
                Payment(-1, 10, "bank_transfer", reversed_on=(-1, 27)),
            )
        ),
        "Miguel Ángel Contreras Lugo",
        (RATE, "payment_reversed_fee", BASE, "previous_balance_carried"),
        city=4,
    ),
    PersonaSpec(
        "igtf_on_foreign_currency_payment",
        "Pays in dollars from this month: 3 % IGTF on the payment, not a price rise.",
        _plain(usd_payer=(Span("usd", 0, 0),)),
        "Giuseppe Russo Bianchi",
        (RATE, BASE, "igtf_on_foreign_currency_payment"),
        kind="E",
        city=5,
    ),
    PersonaSpec(
        "shared_phone_a",
        "Shares a phone number with shared_phone_b (a lookup by phone finds both).",
        _plain("fibra-50"),
        "Rosa Margarita Pineda León",
        (RATE, BASE),
        city=11,
    ),
    PersonaSpec(
        "shared_phone_b",
        "The second account (a small shop) on shared_phone_a's phone number.",
        _plain("aire-15", usage_cgb=(6_000,) * 13),
        "Bodega La Esquina de Rosa, C.A.",
        (RATE, BASE),
        kind="J",
        city=11,
        shares_phone_of="shared_phone_a",
    ),
    PersonaSpec(
        "suspended",
        "Two invoices unpaid: service suspended, balance and late fees piling up.",
        _plain(payments=on_time(-3), status="suspended", status_since=(0, 5)),
        "Jesús Alberto Colmenares Ruiz",
        (RATE, BASE, "previous_balance_carried"),
        city=15,
    ),
    PersonaSpec(
        "first_bill",
        "Connected on the 1st of this month: this is the first invoice (nothing to compare).",
        _plain(
            "fibra-300",
            start_offset=0,
            start_day=1,
            one_time=((0, "fee:installation"),),
            payments=(),
        ),
        "Andrea Carolina Navas Guerrero",
        (),
        city=18,
        landline=True,
    ),
    PersonaSpec(
        "in_credit",
        "Paid this month's invoice plus the equivalent of USD 10,00: credit in favour.",
        _plain(payments=(*on_time(), Payment(0, 10, extra_usd=1000))),
        "Francisco Javier León Briceño",
        (RATE, BASE),
        city=19,
        landline=True,
    ),
    PersonaSpec(
        "promo_applied",
        "A 10 % loyalty discount started this month: the bill went down.",
        _plain(discounts=(Span("promo:fidelidad-10", 0, 5),)),
        "Mariela Josefina Acosta Peña",
        (RATE, "promo_applied", BASE),
        city=20,
    ),
    PersonaSpec(
        "unchanged",
        "A month with a flat BCV rate and nothing new: the bill did not change.",
        _plain("fibra-50"),
        "Ramón Antonio Villalobos Urdaneta",
        (),
        period=-2,
        city=6,
    ),
)

PERSONA_INDEX = {spec.key: index for index, spec in enumerate(PERSONAS)}
"""Persona key -> customer index (personas take the lowest indices)."""
