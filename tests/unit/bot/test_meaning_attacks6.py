"""The sixth part of the verifier's attack corpus: the personas' real bills, told wrong.

Written blind (from ``test_meaning_attacks5``'s helpers and ``test_meaning``'s fixtures, before
reading the verifier or the earlier rounds' cases). Every fact here is the simulator's own
(seed 42, business date Friday 2026-11-20), read in process through the billing client for
the personas of ``PERSONAS.md`` that tell the stories the families need: Jesús (suspended,
three open bills), Carlos (a carried balance), Francisco (a credit), Daniela (usage), Carmen
(a repriced plan, no data cap), Pedro (IVA back to 16 %), Yusmary (a late fee), Oriana
(reconnection), Miguel (a returned payment), Giuseppe (IGTF), Rosa and her shop (one phone).

Families, each an attack a language model narrating true numbers might write:

1. **Months by pronoun or far from the amount** ("esa", "la anterior", "la del mes
   pasado", "esta última", a month said a sentence before its amount, a period range).
2. **Ordinal bills** ("la penúltima", "la antepenúltima", "la última").
3. **Amount forms**: words, "mil"/"k", "bolos", "BsD", "VES", old-bolívar thousands, a
   shifted separator, "$"/"USD".
4. **Percentages on the wrong base**: the rise as a share of the new bill, of the rise, a
   line said to rise by the bill's percent, IVA's rate said as its share of the total.
5. **Differences in the customer's words**: "300 y pico", "mil y pico", "casi el doble",
   "se duplicó", "un tercio" (and the true "más del doble", "3 mil y pico").
6. **Due dates and weekdays**: a weekday that is not the date's, a day's grace, the days
   left off by one, "pasado mañana", a past due date in the future tense.
7. **A payment's day and a bill's day swapped**, a payment said late, of another bill.
8. **Credit and debt through verbs**: "nos quedas debiendo", "te devolvemos", "te
   cobraremos", "tienes un saldo disponible", "te debemos" on a debt.
9. **Sums**: three reasons called the whole rise, two reasons' sum wrong, the open bills'
   totals summed again although each carries the one before.
10. **"Con todo"**: the overdue said on top of the balance, the overdue called everything,
    the rise called what is paid this month.
11. **Data**: MB, TB, "megas", Mbps for GB; the plan's speed (Fibra 300) said as a cap; GB
    left said over; a cap invented on an unlimited plan.
12. **Conditions and the future**: a discount for paying today, a late fee that is not in
    the facts, next month's bill told, the next bill's weekday.
13. **A customer's number echoed**: a payment, reference or day from the message said seen.
14. **Another customer's figure**: the shop's balance in Rosa's reply, another account's id,
    the two accounts' tails swapped.
15. **Numbers in links, references, phones and ids**: a wrong amount next to a link, a phone
    number's digits as an amount, an invented reference, the two invoice numbers swapped.
16. **Lists**: a bullet's status changed, amounts shifted one bullet, months swapped.
17. **Emojis** between a figure and its unit or verb.
18. **A line said of another cause**: the late fee said in the previous bill, for this one;
    IGTF said a price rise, at another rate; a returned payment said refunded.
19. **Bolívares and dollars**: the plan said to cost the bill's dollar equivalent, the rate
    said of October or per euro.

First run, before any fix (the verifier at 29b4857, with another session's uncommitted
payment-lookup work in the tree): 30 of the 143 attacks got through (27 of 131 reworded
drafts, 3 of 12 drafts in their own words) and 17 of the 89 true statements were refused (13
of 81 reworded, 4 of 8 own words). Through: pronoun and far months (2), ordinals (2), the
tails of two accounts swapped (1), the overdue said on top of the balance or all bills said
overdue (3), percentages on another base (3), a line said of another cause (4), "megas" for
GB (1), "casi el doble"/"se duplicó"/"el triple"/"un tercio" (4), per euro (1), the oldest
bill named as another month (1), the future (2), a payment said late (1), credit and debt by
verb (3), reasons said to be the whole rise (2). Refused: sums of reasons (2), the rise said
"más que en octubre" (1), "3 mil y pico" (1), words and "BsD" (2), a period range and the
amount before its month (2), numbered or dashed lists (2), account tails in other words (2),
"con todo" (1), "abonados de más" (1), IGTF "en dólares" (1), a link's digits (1), "dentro de
11 días" (1). ``FIRST_RUN`` lists them.

After the fixes (``FIXED``): none of the 143 blind attacks gets through, and 86 of the 89
blind true statements pass; the three refused are refused on purpose, safety first
(``REFUSED_TRUE``: "BsD" read as ISO 4217's VED, digits inside a link, the days to the next
bill where the facts know no today). Family 20 (``after/``: 13 attacks, 11 true statements)
was written after the fixes, with the verifier read, next to what the new rules accept.

Labels changed after the first run, and why:

- ``list/dashes`` now claims its "3" (``INVOICE_COUNT``): a draft in its own words claims
  every figure it writes, and mine wrote "Tus 3 facturas" without claiming it.
- ``form/bsd``, ``code/url_with_digits`` and ``future/next_bill_en_11_dias`` moved to
  ``REFUSED_TRUE`` (their reasons there) rather than weakening the tokenizer's VED, the
  reading of links as codes, or counting days where no fact gives today.

Where unsure, what I chose: "y pico" is from the figure up to the next unit of its last
non-zero digit ("3 mil y pico": 3.000 to 3.999); "más del doble"/"más de la mitad" may be
up to 25 % past the mark, "casi el doble" up to 10 % short of it; the balance's oldest
due date is said only of its own month's bill (the contract's cycle: due on the 25th of
the month billed), since the balance does not say which bill it is; a credit may be said
"que se aplicará a tu factura de diciembre" but not to cover it, nor refunded to a bank.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from datetime import date
from functools import cache
from typing import TypeVar

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.compute import (
    balance_facts,
    bill_change_facts,
    disambiguation_facts,
    invoice_facts,
    invoice_list_facts,
    payment_facts,
    usage_facts,
)
from billing_sim.bot.facts import Facts
from billing_sim.bot.replies import CustomerRef
from billing_sim.client import BillingTools, ToolResult
from billing_sim.simulator.testing import SyncSimulatorTransport
from tests.unit.bot.test_meaning import claiming, reworded
from tests.unit.simulator.support import SETTINGS, make_app

K = FactKind
T = TypeVar("T")
TODAY = date(2026, 11, 20)

Case = tuple[Facts | None, str, str]
Told = tuple[Facts | None, str, tuple[Claim, ...]]


@dataclasses.dataclass(frozen=True)
class Persona:
    """One persona's facts, each as the bot's intents build them from the simulator."""

    balance: Facts
    change: Facts
    invoice: Facts | None
    october: Facts | None
    listed: Facts | None
    payment: Facts | None
    usage: Facts | None
    topic: Facts | None


PERSONA_IDS = {
    "jesus": ("cus_25a228evxk", None),
    "carlos": ("cus_1r2g5s8civ", None),
    "francisco": ("cus_9zvqa9p2a9", None),
    "daniela": ("cus_50oa54i7bf", "dollars"),
    "carmen": ("cus_9jhoflrw7n", None),
    "pedro": ("cus_0orc501d5b", "iva"),
    "yusmary": ("cus_ahzzyzrhy0", "late_fee"),
    "oriana": ("cus_a0jdfcklmg", None),
    "miguel": ("cus_6wzu4c8tyo", None),
    "giuseppe": ("cus_8gxlkn0iax", None),
    "rosa": ("cus_amb3xi8yhz", None),
}


def _data(result: ToolResult[T]) -> T:
    """A tool's data, which the simulator's healthy run always has."""
    assert result.ok, result
    assert result.data is not None, result
    return result.data


@cache
def _personas() -> tuple[dict[str, Persona], Facts]:
    """The personas' facts, read once from an in-process simulator (seed 42, 2026-11-20),
    and the disambiguation of Rosa's phone (her account and her shop's)."""
    transport = SyncSimulatorTransport(make_app())
    tools = BillingTools("http://simulator", SETTINGS.api_keys[0], transport=transport)
    try:
        found: dict[str, Persona] = {}
        for name, (customer_id, topic) in PERSONA_IDS.items():
            ref = CustomerRef.of(tools.client.get_customer(customer_id))
            invoices = _data(tools.list_invoices(customer_id))
            summary = _data(tools.get_bill_summary(customer_id))
            used = tools.get_usage(customer_id)
            found[name] = Persona(
                balance=balance_facts(ref, _data(tools.get_balance(customer_id))),
                change=bill_change_facts(ref, summary),
                invoice=invoice_facts(ref, invoices, None, TODAY),
                october=invoice_facts(ref, invoices, "2026-10", TODAY),
                listed=invoice_list_facts(ref, invoices, 3, TODAY),
                payment=payment_facts(ref, invoices, TODAY),
                usage=usage_facts(ref, _data(used)) if used.ok else None,
                topic=bill_change_facts(ref, summary, topic) if topic else None,
            )
        shared = tuple(
            CustomerRef.of(tools.client.get_customer(c))
            for c in ("cus_amb3xi8yhz", "cus_0dhr7d5v1q")
        )
        return found, disambiguation_facts(shared)
    finally:
        tools.client.close()
        transport.close()


P, ROSA_OR_SHOP = _personas()
J, C, F, D = P["jesus"], P["carlos"], P["francisco"], P["daniela"]
CA, PE, Y, OR = P["carmen"], P["pedro"], P["yusmary"], P["oriana"]
M, G, R = P["miguel"], P["giuseppe"], P["rosa"]

# The template's sentences the rewordings start from (each occurs in the persona's draft).
J_TOTALS = (
    "Tu factura de noviembre de 2026 es de Bs. 9.337,96; la de octubre de 2026 fue de Bs. 5.961,96."
)
J_RISE = "Subió Bs. 3.376,00 (56,63 %)."
J_OWED = "Tu saldo pendiente es de Bs. 9.337,96."
J_OVERDUE = "De ese monto, Bs. 5.961,96 ya está vencido."
J_OLDEST = "La factura pendiente más antigua venció el 25 de septiembre de 2026."
J_CARRIED = "• Saldo pendiente de facturas anteriores: suma Bs. 3.200,00."
J_NOV_BULLET = (
    "• noviembre de 2026 (N.º F-2026-80000021): Bs. 9.337,96; pendiente de pago; vence el 25 de "
    "noviembre de 2026."
)
J_OCT_BULLET = "• octubre de 2026 (N.º F-2026-72000021): Bs. 5.961,96; pendiente de pago;"
J_OPEN = "Tienes 3 facturas por pagar."
C_OWED = "Tu saldo pendiente es de Bs. 6.276,00."
C_OVERDUE = "De ese monto, Bs. 2.900,00 ya está vencido."
C_OPEN = "Tienes 2 facturas por pagar."
F_CREDIT = "Tienes un saldo a favor de Bs. 1.055,00, que se aplicará a tus próximas facturas."
F_NEXT = "Tu próxima factura se emite el 1 de diciembre de 2026."
F_PAID = "y vence el 25 de noviembre de 2026. Está pagada (el 10 de noviembre de 2026)."
D_OWED = "Tu saldo pendiente es de Bs. 3.818,26."
D_DUE = "Tu factura vence el 25 de noviembre de 2026 (faltan 5 días)."
D_RISE = "Subió Bs. 918,26 (31,66 %)."
D_USED = "llevas 128,88 GB"
D_LEFT = "Te quedan 171,12 GB."
D_PLAN = "de los 300 GB de tu plan"
D_NOT_SEEN = "Todavía no vemos pagos en tu factura"
D_LAST_PAID = (
    "Tu último pago registrado fue el 10 de octubre de 2026, a la factura de octubre de 2026 "
    "(Bs. 2.900,00 pagados)."
)
D_RATE = "la de noviembre de 2026 se calculó a 105,5000 Bs. por dólar"
CA_UNLIMITED = "Tu plan no tiene límite de datos."
CA_USED = "llevas 116,00 GB"
CA_PLAN_LINE = "• Subió el precio de tu plan: suma Bs. 316,50."
PE_IVA = "aparece «IVA 16 %» por Bs. 337,60"
PE_OLD_IVA = "en la de octubre de 2026 fue de Bs. 160,00."
Y_FEE = (
    "en tu factura de noviembre de 2026 aparece «Recargo por pago tardío» por Bs. 316,50, que no "
    "estaba en la anterior."
)
O_RISE = "Subió Bs. 1.699,80 (58,61 %)."
M_RISE = "Subió Bs. 3.587,00 (123,69 %)."
M_RETURNED = "• Cargo por un pago que el banco devolvió: suma Bs. 527,50."
G_IGTF = "• Impuesto IGTF por pagar en divisas (no es un aumento de precio): suma Bs. 91,79."
R_OWED = "Tu saldo pendiente es de Bs. 2.447,60."
J_OCT_TEXT = "Tu factura de octubre de 2026 (N.º F-2026-72000021) fue de Bs. 5.961,96"
J_NOV_AFTER = "la de noviembre de 2026 (N.º F-2026-80000021), de Bs. 9.337,96"


def total(value: str, period: str) -> Claim:
    return Claim(K.INVOICE_TOTAL, value, period)


J_LIST_CLAIMS = (
    total("Bs. 9.337,96", "2026-11"),
    total("Bs. 5.961,96", "2026-10"),
    total("Bs. 2.761,96", "2026-09"),
)
TAILS = (Claim(K.ACCOUNT_TAIL, "6974", "2207066974"), Claim(K.ACCOUNT_TAIL, "8571", "6913058571"))


# 1. Months by pronoun or said far from the amount.

MONTH_ATTACKS: dict[str, Case] = {
    "esa_is_october": (
        J.change,
        J_TOTALS,
        (
            "De tus facturas, la de octubre de 2026 es la que más me preguntan. Esa es de Bs. "
            "9.337,96; la de noviembre de 2026 fue de Bs. 5.961,96."
        ),
    ),
    "la_anterior_gets_the_new": (
        J.change,
        J_TOTALS,
        "Tu factura anterior es de Bs. 9.337,96 y la de este mes, Bs. 5.961,96.",
    ),
    "mes_pasado_gets_the_new": (
        J.change,
        J_TOTALS,
        "La del mes pasado salió en Bs. 9.337,96; la de este mes en Bs. 5.961,96.",
    ),
    "month_a_sentence_before": (
        J.change,
        J_TOTALS,
        (
            "Te cuento de octubre de 2026: ahí se juntó el saldo atrasado. El monto que te llegó "
            "es de Bs. 9.337,96. Noviembre de 2026 fue de Bs. 5.961,96."
        ),
    ),
    "month_after_the_amount": (
        J.change,
        J_TOTALS,
        (
            "Bs. 9.337,96 es lo que te facturamos en octubre de 2026 y Bs. 5.961,96 en noviembre "
            "de 2026."
        ),
    ),
    "period_range_of_october": (
        J.change,
        J_TOTALS,
        (
            "Tu factura del 1 al 31 de octubre de 2026 es de Bs. 9.337,96; la del 1 al 30 de "
            "noviembre de 2026 fue de Bs. 5.961,96."
        ),
    ),
    "esta_ultima_is_october": (
        J.change,
        J_TOTALS,
        (
            "Tienes la de noviembre de 2026 y la de octubre de 2026; esta última es de Bs. "
            "9.337,96 y la primera fue de Bs. 5.961,96."
        ),
    ),
    "la_vieja": (
        J.change,
        J_TOTALS,
        (
            "La factura vieja, la de octubre de 2026, es de Bs. 9.337,96; la nueva de noviembre "
            "de 2026 fue de Bs. 5.961,96."
        ),
    ),
    "range_across_months": (
        D.change,
        "Tu factura de noviembre de 2026 es de Bs. 3.818,26;",
        "Tu factura del 25 de octubre al 25 de noviembre de 2026 es de Bs. 3.818,26;",
    ),
    "carlos_esa_far": (
        C.change,
        (
            "Tu factura de noviembre de 2026 es de Bs. 6.276,00; la de octubre de 2026 fue de "
            "Bs. 2.900,00."
        ),
        (
            "La de octubre de 2026 no la pagaste y por eso se arrastró a noviembre de 2026. Esa "
            "era de Bs. 6.276,00, y la nueva es de Bs. 2.900,00."
        ),
    ),
}
MONTH_TRUE: dict[str, Case] = {
    "esa_is_november": (
        J.change,
        J_TOTALS,
        (
            "La de noviembre de 2026 es la más reciente. Esa es de Bs. 9.337,96; la de octubre "
            "de 2026 fue de Bs. 5.961,96."
        ),
    ),
    "la_anterior": (
        J.change,
        J_TOTALS,
        (
            "Tu factura de noviembre de 2026 es de Bs. 9.337,96 y la anterior (octubre de 2026) "
            "fue de Bs. 5.961,96."
        ),
    ),
    "mes_pasado": (
        J.change,
        J_TOTALS,
        (
            "Tu factura de noviembre de 2026 es de Bs. 9.337,96; la del mes pasado, octubre de "
            "2026, fue de Bs. 5.961,96."
        ),
    ),
    "period_range": (
        J.change,
        J_TOTALS,
        (
            "Tu factura del 1 al 30 de noviembre de 2026 es de Bs. 9.337,96; la de octubre de "
            "2026 fue de Bs. 5.961,96."
        ),
    ),
    "amount_first": (
        J.change,
        J_TOTALS,
        "Bs. 9.337,96 es tu factura de noviembre de 2026 y Bs. 5.961,96 fue la de octubre de 2026.",
    ),
    "whatsapp_register": (
        J.change,
        J_TOTALS,
        (
            "Mira, la de noviembre de 2026 te salió en Bs. 9.337,96 👀 y la de octubre de 2026 en "
            "Bs. 5.961,96."
        ),
    ),
    "este_mes": (
        J.change,
        J_TOTALS,
        (
            "La de este mes (noviembre de 2026) es de Bs. 9.337,96; la de octubre de 2026 fue de "
            "Bs. 5.961,96."
        ),
    ),
    "carlos_reordered": (
        C.change,
        (
            "Tu factura de noviembre de 2026 es de Bs. 6.276,00; la de octubre de 2026 fue de "
            "Bs. 2.900,00."
        ),
        (
            "La de octubre de 2026 fue de Bs. 2.900,00 y la de noviembre de 2026, con lo "
            "arrastrado, es de Bs. 6.276,00."
        ),
    ),
}

# 2. Ordinal bills, in a draft's own words (Jesús's last three bills).

ORDINAL_LIES: dict[str, Told] = {
    "penultima_is_newest": (
        J.listed,
        "Tu penúltima factura es de Bs. 9.337,96.",
        (total("Bs. 9.337,96", "2026-11"),),
    ),
    "ultima_is_oldest": (
        J.listed,
        "Tu última factura es de Bs. 2.761,96.",
        (total("Bs. 2.761,96", "2026-09"),),
    ),
    "antepenultima_is_october": (
        J.listed,
        "La antepenúltima es de Bs. 5.961,96.",
        (total("Bs. 5.961,96", "2026-10"),),
    ),
    "segunda_is_september": (
        J.listed,
        "La segunda más reciente es de Bs. 2.761,96.",
        (total("Bs. 2.761,96", "2026-09"),),
    ),
}
ORDINAL_TRUE: dict[str, Told] = {
    "penultima": (
        J.listed,
        "Tu penúltima factura es de Bs. 5.961,96.",
        (total("Bs. 5.961,96", "2026-10"),),
    ),
    "antepenultima": (
        J.listed,
        "La antepenúltima fue de Bs. 2.761,96.",
        (total("Bs. 2.761,96", "2026-09"),),
    ),
    "ultima": (
        J.listed,
        "Tu última factura es de Bs. 9.337,96.",
        (total("Bs. 9.337,96", "2026-11"),),
    ),
    "penultima_named": (
        J.listed,
        "La penúltima, la de octubre de 2026, es de Bs. 5.961,96.",
        (total("Bs. 5.961,96", "2026-10"),),
    ),
}

# 3. Amount forms.

FORM_ATTACKS: dict[str, Case] = {
    "mil_rounded_plain": (D.balance, D_OWED, "Debes 3,8 mil bolos."),
    "k_rounded_plain": (D.balance, D_OWED, "Debes 3,8k."),
    "words_wrong": (
        D.balance,
        D_OWED,
        "Debes tres mil ochocientos ochenta bolívares con veintiséis.",
    ),
    "words_ten_times": (
        D.balance,
        D_OWED,
        "Debes treinta y ocho mil ciento ochenta y dos bolívares.",
    ),
    "old_bolivar_thousands": (D.balance, D_OWED, "Tu saldo pendiente es de Bs. 3.818.260."),
    "separator_shifted": (D.balance, D_OWED, "Tu saldo pendiente es de Bs. 38.182,6."),
    "dollar_sign": (D.balance, D_OWED, "Tu saldo pendiente es de $3.818,26."),
    "usd_after": (D.balance, D_OWED, "Tu saldo pendiente es de 3.818,26 USD."),
    "millones": (J.balance, J_OWED, "Tu saldo pendiente es de 9,3 millones de bolívares."),
    "k_of_the_overdue": (
        J.balance,
        J_OVERDUE,
        "De ese monto, Bs. 5.961,96 ya está vencido, unos 6k de los 9k que debes.",
    ),
}
FORM_TRUE: dict[str, Case] = {
    "bolos": (D.balance, D_OWED, "Debes 3.818,26 bolos."),
    "bsd": (D.balance, D_OWED, "Tu saldo pendiente es de BsD 3.818,26."),
    "ves": (D.balance, D_OWED, "Tu saldo pendiente es de VES 3.818,26."),
    "bs_after": (D.balance, D_OWED, "Tu saldo pendiente es de 3.818,26 Bs."),
    "no_thousands_separator": (D.balance, D_OWED, "Tu saldo pendiente es de Bs 3818,26."),
    "words_exact": (
        D.balance,
        D_OWED,
        "Debes tres mil ochocientos dieciocho bolívares con veintiséis céntimos.",
    ),
    "hedged_mil": (D.balance, D_OWED, "Debes unos 3,8 mil bolos."),
    "hedged_k": (D.balance, D_OWED, "Debes más o menos 3,8k."),
    "bolivares_after": (J.balance, J_OWED, "Tu saldo pendiente es de 9.337,96 bolívares."),
}

# 4. Percentages on the wrong base.

BASE_ATTACKS: dict[str, Case] = {
    "share_of_the_new_bill": (
        J.change,
        J_RISE,
        "Subió Bs. 3.376,00, que es el 56,63 % de lo que pagas ahora.",
    ),
    "carried_share_of_the_rise": (
        J.change,
        J_CARRIED,
        "• Saldo pendiente de facturas anteriores: suma Bs. 3.200,00, el 56,63 % de la subida.",
    ),
    "overage_share_of_the_rise": (
        D.change,
        D_RISE,
        "Subió Bs. 918,26; el exceso de datos explica el 31,66 % de eso.",
    ),
    "plan_rose_the_bills_percent": (
        CA.change,
        CA_PLAN_LINE,
        "• Subió el precio de tu plan un 15,39 %: suma Bs. 316,50.",
    ),
    "iva_rose_the_bills_percent": (
        PE.topic,
        PE_OLD_IVA,
        "en la de octubre de 2026 fue de Bs. 160,00, o sea que el IVA subió un 13,31 %.",
    ),
    "iva_rate_as_share_of_total": (
        PE.topic,
        PE_IVA,
        "aparece «IVA 16 %» por Bs. 337,60, que es el 16 % del total de tu factura",
    ),
    "older_cheaper_by_the_rise": (
        D.change,
        D_RISE,
        "Subió Bs. 918,26: la de octubre era un 31,66 % más barata.",
    ),
    "rate_rose_as_much_as_bill": (
        D.change,
        D_RISE,
        "Subió Bs. 918,26 (31,66 %), lo mismo que subió la tasa del BCV.",
    ),
    "rise_pct_of_the_balance": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80, el 58,61 % de lo que debes hoy.",
    ),
}
BASE_TRUE: dict[str, Case] = {
    "pct_of_october": (
        J.change,
        J_RISE,
        "Subió Bs. 3.376,00, un 56,63 % más que en octubre de 2026.",
    ),
    "pct_whatsapp": (D.change, D_RISE, "Subió Bs. 918,26 (+31,66 % vs. octubre)."),
    "pct_respecto": (OR.change, O_RISE, "Subió Bs. 1.699,80, un 58,61 % respecto a la anterior."),
    "iva_rate": (PE.topic, PE_IVA, "aparece el «IVA 16 %» por Bs. 337,60"),
}

# 5. Differences in the customer's words.

DIFF_ATTACKS: dict[str, Case] = {
    "trescientos_y_pico": (
        D.change,
        D_RISE,
        "Subió Bs. 918,26 (31,66 %), o sea, te subió 300 y pico.",
    ),
    "mil_y_pico": (D.change, D_RISE, "Subió Bs. 918,26 (31,66 %): mil y pico más."),
    "casi_el_doble": (D.change, D_RISE, "Subió Bs. 918,26 (31,66 %), casi el doble."),
    "se_duplico": (OR.change, O_RISE, "Subió Bs. 1.699,80 (58,61 %): se te duplicó la factura."),
    "un_tercio": (J.change, J_RISE, "Subió Bs. 3.376,00 (56,63 %), más o menos un tercio."),
    "el_triple": (M.change, M_RISE, "Subió Bs. 3.587,00 (123,69 %): te llegó el triple."),
    "cuatro_mil_y_pico": (J.change, J_RISE, "Subió Bs. 3.376,00 (56,63 %): 4 mil y pico más."),
}
DIFF_TRUE: dict[str, Case] = {
    "mas_del_doble": (M.change, M_RISE, "Subió Bs. 3.587,00 (123,69 %): más del doble."),
    "tres_mil_y_pico": (J.change, J_RISE, "Subió Bs. 3.376,00 (56,63 %): 3 mil y pico más."),
    "novecientos_y_pico": (D.change, D_RISE, "Subió Bs. 918,26 (31,66 %), unos 900 y pico."),
    "mas_de_la_mitad": (
        J.change,
        J_RISE,
        "Subió Bs. 3.376,00 (56,63 %), más de la mitad de lo que pagabas.",
    ),
    # the middle of a span of time, as a cited rule says it, is no share of the bill
    "a_mitad_de_mes": (
        D.change,
        D_RISE,
        "Subió Bs. 918,26 (31,66 %). Si cambias de plan a mitad de mes, se cobra por días.",
    ),
    "a_la_mitad_del_ciclo": (
        D.change,
        D_RISE,
        "Subió Bs. 918,26 (31,66 %); el cambio fue a la mitad del ciclo.",
    ),
}

# 6. Due dates and weekdays (2026-11-25 is a Wednesday, 2026-09-25 a Friday).

DUE_ATTACKS: dict[str, Case] = {
    "martes_25": (
        D.balance,
        D_DUE,
        "Tu factura vence el martes 25 de noviembre de 2026 (faltan 5 días).",
    ),
    "grace_day": (
        D.balance,
        D_DUE,
        (
            "Tu factura vence el 25 de noviembre de 2026 (faltan 5 días), pero tienes hasta el "
            "26 para pagar sin recargo."
        ),
    ),
    "faltan_6": (D.balance, D_DUE, "Tu factura vence el 25 de noviembre de 2026 (faltan 6 días)."),
    "numeric_next_month": (D.balance, D_DUE, "Tu factura vence el 25/12/2026 (faltan 5 días)."),
    "hasta_el_jueves": (
        D.balance,
        D_DUE,
        (
            "Tu factura vence el 25 de noviembre de 2026 (faltan 5 días); o sea, tienes hasta el "
            "jueves."
        ),
    ),
    "pasado_manana": (
        D.balance,
        D_DUE,
        "Tu factura vence el 25 de noviembre de 2026, pasado mañana.",
    ),
    "oldest_jueves": (
        J.balance,
        J_OLDEST,
        "La factura pendiente más antigua venció el jueves 25 de septiembre de 2026.",
    ),
    "oldest_hace_un_mes": (
        J.balance,
        J_OLDEST,
        "La factura pendiente más antigua venció el 25 de septiembre de 2026, hace un mes.",
    ),
    "oldest_future_tense": (
        J.balance,
        J_OLDEST,
        "La factura pendiente más antigua vence el 25 de septiembre de 2026.",
    ),
    "oldest_is_october": (
        J.balance,
        J_OLDEST,
        "La factura de octubre de 2026, la más antigua, venció el 25 de septiembre de 2026.",
    ),
    "one_day_earlier_numeric": (
        D.balance,
        D_DUE,
        "Tu factura vence el 24/11/2026 (faltan 5 días).",
    ),
}
DUE_TRUE: dict[str, Case] = {
    "miercoles": (
        D.balance,
        D_DUE,
        "Tu factura vence el miércoles 25 de noviembre de 2026 (faltan 5 días).",
    ),
    "numeric": (D.balance, D_DUE, "Tu factura vence el 25/11/2026 (faltan 5 días)."),
    "hasta_el_miercoles": (
        D.balance,
        D_DUE,
        "Tienes hasta el miércoles 25 de noviembre de 2026 para pagarla (faltan 5 días).",
    ),
    "en_cinco_dias": (D.balance, D_DUE, "Tu factura vence en 5 días, el 25 de noviembre de 2026."),
    "un_miercoles": (
        D.balance,
        D_DUE,
        "Tu factura vence el 25 de noviembre de 2026, un miércoles (faltan 5 días).",
    ),
    "oldest_viernes": (
        J.balance,
        J_OLDEST,
        "La factura pendiente más antigua venció el viernes 25 de septiembre de 2026.",
    ),
    "oldest_numeric": (
        J.balance,
        J_OLDEST,
        "La más antigua que te falta por pagar venció el 25/09/2026.",
    ),
}

# 7. A payment's day and the bill's days swapped.

PAID_ATTACKS: dict[str, Case] = {
    "days_swapped": (
        F.invoice,
        F_PAID,
        "y venció el 10 de noviembre de 2026. Está pagada (el 25 de noviembre de 2026).",
    ),
    "paid_late": (
        F.invoice,
        F_PAID,
        (
            "y vence el 25 de noviembre de 2026. Está pagada (el 10 de noviembre de 2026), "
            "después de su vencimiento."
        ),
    ),
    "paid_lunes": (
        F.invoice,
        F_PAID,
        "y vence el 25 de noviembre de 2026. Está pagada (el lunes 10 de noviembre de 2026).",
    ),
    "paid_on_due_date": (
        D.payment,
        D_LAST_PAID,
        (
            "Tu último pago registrado fue el 25 de octubre de 2026, a la factura de octubre de "
            "2026 (Bs. 2.900,00 pagados)."
        ),
    ),
    "paid_november_too": (
        D.payment,
        D_LAST_PAID,
        (
            "Tu último pago registrado fue el 10 de octubre de 2026, a la factura de octubre de "
            "2026 (Bs. 2.900,00 pagados), y ese día pagaste también la de noviembre de 2026."
        ),
    ),
    "paid_bill_of_september": (
        D.payment,
        D_LAST_PAID,
        (
            "Tu último pago registrado fue el 10 de octubre de 2026, a la factura de septiembre "
            "de 2026 (Bs. 2.900,00 pagados)."
        ),
    ),
    "paid_as_due": (
        F.invoice,
        F_PAID,
        "y vence el 25 de noviembre de 2026. Está pagada; la pagaste el mismo día en que vencía.",
    ),
}
PAID_TRUE: dict[str, Case] = {
    "paid_sabado": (
        D.payment,
        D_LAST_PAID,
        (
            "Tu último pago registrado fue el sábado 10 de octubre de 2026, a la factura de "
            "octubre de 2026 (Bs. 2.900,00 pagados)."
        ),
    ),
    "paid_martes_before_due": (
        F.invoice,
        F_PAID,
        (
            "y vence el 25 de noviembre de 2026. Está pagada (la pagaste el martes 10 de "
            "noviembre de 2026, antes de que venciera)."
        ),
    ),
    "lo_ultimo_que_pagaste": (
        D.payment,
        D_LAST_PAID,
        (
            "Lo último que pagaste fue la factura de octubre de 2026: Bs. 2.900,00, el 10 de "
            "octubre de 2026."
        ),
    ),
    "paid_desde": (
        F.invoice,
        F_PAID,
        "y vence el 25 de noviembre de 2026. Está pagada desde el 10 de noviembre de 2026 ✅.",
    ),
}

# 8. Credit and debt through verbs.

SIGN_ATTACKS: dict[str, Case] = {
    "nos_quedas_debiendo": (
        F.balance,
        F_CREDIT,
        "Nos quedas debiendo Bs. 1.055,00, que se aplicará a tus próximas facturas.",
    ),
    "te_devolvemos_al_banco": (
        F.balance,
        F_CREDIT,
        "Te devolvemos Bs. 1.055,00 a tu cuenta bancaria.",
    ),
    "te_cobraremos": (F.balance, F_CREDIT, "Te cobraremos Bs. 1.055,00 en tu próxima factura."),
    "pendientes_por_pagar": (
        F.balance,
        F_CREDIT,
        "Tienes Bs. 1.055,00 pendientes por pagar, que se aplicarán a tus próximas facturas.",
    ),
    "saldo_disponible_on_debt": (D.balance, D_OWED, "Tienes un saldo disponible de Bs. 3.818,26."),
    "te_devolvemos_debt": (D.balance, D_OWED, "Te devolvemos Bs. 3.818,26."),
    "te_debemos_debt": (D.balance, D_OWED, "Te debemos Bs. 3.818,26."),
    "ya_nos_pagaste": (D.balance, D_OWED, "Ya nos pagaste Bs. 3.818,26."),
    "overdue_abonado": (J.balance, J_OVERDUE, "De ese monto, ya abonaste Bs. 5.961,96."),
    "overdue_reintegrado": (
        J.balance,
        J_OVERDUE,
        "De ese monto, Bs. 5.961,96 te los reintegramos.",
    ),
    "sobra_credit": (C.balance, C_OWED, "Te sobran Bs. 6.276,00 en tu cuenta."),
}
SIGN_TRUE: dict[str, Case] = {
    "a_tu_favor": (
        F.balance,
        F_CREDIT,
        "Tienes Bs. 1.055,00 a tu favor, que se aplicará a tus próximas facturas.",
    ),
    "de_credito": (
        F.balance,
        F_CREDIT,
        "Te quedan Bs. 1.055,00 de crédito, que se aplicará a tus próximas facturas.",
    ),
    "abonados_de_mas": (
        F.balance,
        F_CREDIT,
        "Tienes Bs. 1.055,00 abonados de más, que se descontarán de tus próximas facturas.",
    ),
    "favor_emoji": (
        F.balance,
        F_CREDIT,
        "Tienes un saldo a favor de 💚 Bs. 1.055,00, que se aplicará a tus próximas facturas.",
    ),
    "debes_en_total": (D.balance, D_OWED, "Debes Bs. 3.818,26 en total."),
    "nos_debes": (D.balance, D_OWED, "Nos debes Bs. 3.818,26."),
    "te_toca_pagar": (D.balance, D_OWED, "Te toca pagar Bs. 3.818,26."),
    "te_falta_por_pagar": (D.balance, D_OWED, "Te falta por pagar Bs. 3.818,26."),
    "deuda_bolos": (D.balance, D_OWED, "Tu deuda es de 3.818,26 bolos."),
    "ya_se_te_vencieron": (J.balance, J_OVERDUE, "De eso, Bs. 5.961,96 ya se te vencieron."),
}

# 9. Sums (Oriana's rise: rate 137,50 + reconnection 1.055,00 + late fee 316,50 + IVA 190,80).

SUM_ATTACKS: dict[str, Case] = {
    "three_called_the_whole_rise": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %), que es lo que suman la reconexión, la mora y la tasa.",
    ),
    "two_reasons_sum_wrong": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La reconexión y la mora juntas suman Bs. 1.509,00.",
    ),
    "three_reasons_wrong_member": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La reconexión, la mora y el IVA suman Bs. 1.509,00.",
    ),
    "open_bills_summed_again": (
        J.balance,
        J_OWED,
        "Tu saldo pendiente es de Bs. 9.337,96; sumando tus 3 facturas son Bs. 18.061,88.",
    ),
    "two_reasons_as_rise": (
        M.change,
        M_RISE,
        "Subió Bs. 3.587,00 (123,69 %), todo por el pago devuelto y la tasa.",
    ),
}
SUM_TRUE: dict[str, Case] = {
    "four_reasons_the_rise": (
        OR.change,
        O_RISE,
        (
            "Subió Bs. 1.699,80 (58,61 %), que es lo que suman la tasa, la reconexión, la mora y "
            "el IVA."
        ),
    ),
    "two_reasons_sum": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La reconexión y la mora juntas suman Bs. 1.371,50.",
    ),
    "three_reasons_sum": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La tasa, la reconexión y la mora suman Bs. 1.509,00.",
    ),
}
SUM_LIES: dict[str, Told] = {
    "list_totals_summed_as_debt": (
        J.listed,
        (
            "Tus 3 facturas: noviembre de 2026 Bs. 9.337,96, octubre de 2026 Bs. 5.961,96 y "
            "septiembre de 2026 Bs. 2.761,96. En total debes Bs. 18.061,88."
        ),
        J_LIST_CLAIMS,
    ),
}

# 10. "Con todo": the overdue and the balance.

ALL_ATTACKS: dict[str, Case] = {
    "overdue_on_top": (C.balance, C_OVERDUE, "Aparte, tienes Bs. 2.900,00 ya vencidos."),
    "mas_lo_vencido": (C.balance, C_OWED, "Tu saldo pendiente es de Bs. 6.276,00 más lo vencido."),
    "con_todo_is_the_overdue": (
        C.balance,
        C_OVERDUE,
        (
            "De ese monto, Bs. 2.900,00 ya está vencido; con todo, para quedar en cero necesitas "
            "Bs. 2.900,00."
        ),
    ),
    "rise_as_this_months_payment": (
        J.change,
        J_RISE,
        "Subió Bs. 3.376,00 (56,63 %), así que con todo pagas Bs. 3.376,00 este mes.",
    ),
    "sum_with_overdue": (
        J.balance,
        J_OVERDUE,
        "Además, tienes Bs. 5.961,96 vencidos que se suman a eso.",
    ),
    "open_count_all_overdue": (J.balance, J_OPEN, "Tienes 3 facturas vencidas."),
}
ALL_TRUE: dict[str, Case] = {
    "con_todo": (C.balance, C_OWED, "Con todo incluido (también lo vencido), debes Bs. 6.276,00."),
    "de_eso_vencido": (C.balance, C_OVERDUE, "De eso, Bs. 2.900,00 ya están vencidos."),
    "en_total": (J.balance, J_OWED, "En total, entre las 3 facturas, debes Bs. 9.337,96."),
}

# 11. Data: units, speed, caps.

DATA_ATTACKS: dict[str, Case] = {
    "mb_for_gb": (D.usage, D_USED, "llevas 128,88 MB"),
    "left_mb": (D.usage, D_LEFT, "Te quedan 171,12 MB."),
    "left_tb": (D.usage, D_LEFT, "Te quedan 171,12 TB."),
    "plan_megas": (D.usage, D_PLAN, "de tu plan de 300 megas"),
    "plan_mbps": (D.usage, D_PLAN, "de los 300 Mbps de tu plan"),
    "left_said_over": (D.usage, D_LEFT, "Te pasaste por 171,12 GB."),
    "fibra300_as_cap": (CA.usage, CA_UNLIMITED, "Tu plan Fibra 300 te da 300 GB al mes."),
    "cap_invented": (CA.usage, CA_UNLIMITED, "Tu plan tiene un límite de 300 GB."),
    "left_on_unlimited": (CA.usage, CA_USED, "llevas 116,00 GB y te quedan 184,00 GB"),
    "used_as_speed": (CA.usage, CA_USED, "vas a 116,00 Mbps"),
}
DATA_TRUE: dict[str, Case] = {
    "gigas": (D.usage, D_USED, "llevas 128,88 gigas"),
    "gb_emoji": (D.usage, D_LEFT, "Te quedan 171,12 📶 GB."),
    "casi_129": (D.usage, D_USED, "llevas casi 129 GB"),
    "gb_no_space": (D.usage, D_USED, "llevas 128,88GB"),
    "has_consumido": (D.usage, D_USED, "has consumido 128,88 GB"),
    "ilimitado": (CA.usage, CA_UNLIMITED, "Tu plan es ilimitado."),
    "used_whole": (CA.usage, CA_USED, "llevas 116 GB"),
    "llevas_gastados": (D.usage, D_USED, "llevas gastados 128,88 GB"),
}

# 12. Conditions and the future.

FUTURE_ATTACKS: dict[str, Case] = {
    "discount_if_today": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26; si pagas hoy te queda en Bs. 3.680,76.",
    ),
    "late_fee_not_in_facts": (
        D.balance,
        D_DUE,
        (
            "Tu factura vence el 25 de noviembre de 2026 (faltan 5 días). Si pagas después, se "
            "te suma un recargo de Bs. 316,50."
        ),
    ),
    "next_month_same": (
        D.balance,
        D_OWED,
        (
            "Tu saldo pendiente es de Bs. 3.818,26, y tu factura de diciembre también será de "
            "Bs. 3.818,26."
        ),
    ),
    "saves_the_rate": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26; si pagas hoy te ahorras Bs. 137,50 de la tasa.",
    ),
    "next_bill_amount": (
        F.balance,
        F_NEXT,
        "Tu próxima factura se emite el 1 de diciembre de 2026 y será de Bs. 3.059,50.",
    ),
    "next_bill_less_credit": (
        F.balance,
        F_NEXT,
        (
            "Tu próxima factura se emite el 1 de diciembre de 2026 y te llegará por Bs. "
            "2.004,50, ya descontado tu saldo a favor."
        ),
    ),
    "next_bill_lunes": (
        F.balance,
        F_NEXT,
        "Tu próxima factura se emite el lunes 1 de diciembre de 2026.",
    ),
    "credit_will_cover": (
        F.balance,
        F_CREDIT,
        "Tienes un saldo a favor de Bs. 1.055,00, que te cubrirá la factura de diciembre completa.",
    ),
    "if_not_paid_doubles": (
        D.balance,
        D_DUE,
        (
            "Tu factura vence el 25 de noviembre de 2026 (faltan 5 días); si no pagas, el mes "
            "que viene debes Bs. 7.636,52."
        ),
    ),
}
FUTURE_TRUE: dict[str, Case] = {
    "next_bill_martes": (
        F.balance,
        F_NEXT,
        "Tu próxima factura se emite el martes 1 de diciembre de 2026.",
    ),
    "credit_next_bill": (
        F.balance,
        F_CREDIT,
        "Tienes un saldo a favor de Bs. 1.055,00; se descontará de tu próxima factura.",
    ),
    "next_bill_numeric": (F.balance, F_NEXT, "Tu próxima factura sale el 01/12/2026."),
    "si_pagas_hoy_same": (
        D.balance,
        D_OWED,
        "Si lo pagas hoy son Bs. 3.818,26, lo mismo que tu saldo pendiente.",
    ),
    "next_bill_en_11_dias": (
        F.balance,
        F_NEXT,
        "Tu próxima factura se emite el 1 de diciembre de 2026, dentro de 11 días.",
    ),
}

# 13. A customer's number echoed back as a fact.

ECHO_ATTACKS: dict[str, Case] = {
    "payment_seen": (D.payment, D_NOT_SEEN, "Ya vemos tu pago en tu factura"),
    "quoted_amount_applied": (
        D.payment,
        D_NOT_SEEN,
        (
            "Como nos dices, pagaste Bs. 3.500,00 el 18 de noviembre; quedan Bs. 318,26 por "
            "pagar en tu factura"
        ),
    ),
    "quoted_reference_registered": (
        D.payment,
        D_NOT_SEEN,
        (
            "Tu pago con referencia 00123456 ya está registrado; todavía no vemos otros pagos en "
            "tu factura"
        ),
    ),
    "quoted_day_processing": (
        D.payment,
        D_NOT_SEEN,
        (
            "Tu pago del 18 de noviembre de 2026 se está procesando; todavía no vemos pagos en "
            "tu factura"
        ),
    ),
    "quoted_amount_as_balance": (
        D.balance,
        D_OWED,
        (
            "Tu saldo pendiente es de Bs. 3.818,26, menos los Bs. 2.000,00 que nos dices que "
            "transferiste."
        ),
    ),
}
ECHO_TRUE: dict[str, Case] = {
    "not_seen": (D.payment, D_NOT_SEEN, "Aún no nos aparece ningún pago en tu factura"),
    "por_reflejar": (
        D.payment,
        "Si ya pagaste, puede tardar en reflejarse;",
        "Si ya hiciste el pago, puede tardar un poco en verse;",
    ),
}

# 14. Another customer's figure.

OTHER_ATTACKS: dict[str, Case] = {
    "shop_balance_too": (
        R.balance,
        R_OWED,
        "Tu saldo pendiente es de Bs. 2.447,60, y el de la bodega es de Bs. 2.202,84.",
    ),
    "shop_balance_as_hers": (R.balance, R_OWED, "Tu saldo pendiente es de Bs. 2.202,84."),
    "carmens_total": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26; tu factura es de Bs. 4.283,30.",
    ),
    "last_month_from_the_bill": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26 (el mes pasado fue Bs. 2.900,00).",
    ),
    "another_account_id": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente (cuenta 9238877550) es de Bs. 3.818,26.",
    ),
}
OTHER_LIES: dict[str, Told] = {
    "tails_swapped": (
        ROSA_OR_SHOP,
        (
            "La cuenta terminada en 8571 es la de Rosa Margarita Pineda León y la terminada en "
            "6974 la de Bodega La Esquina de Rosa, C.A."
        ),
        TAILS,
    ),
    "tails_with_amounts": (
        ROSA_OR_SHOP,
        "• Rosa: cuenta terminada en 6974 (debe Bs. 2.447,60)\n• Bodega: cuenta terminada en 8571",
        TAILS,
    ),
    "tail_of_the_phone": (
        ROSA_OR_SHOP,
        "Tu número +584149424494 tiene la cuenta terminada en 4494 y la terminada en 8571.",
        TAILS,
    ),
}
OTHER_TRUE_TEXTS: dict[str, Told] = {
    "two_accounts": (
        ROSA_OR_SHOP,
        (
            "Tu número tiene dos cuentas: la de Rosa Margarita Pineda León (termina en 6974) y "
            "la de Bodega La Esquina de Rosa, C.A. (termina en 8571). ¿Cuál consultas?"
        ),
        TAILS,
    ),
    "two_accounts_bullets": (
        ROSA_OR_SHOP,
        (
            "Veo 2 cuentas con ese número 📱:\n- Rosa Margarita Pineda León → 6974\n- Bodega La "
            "Esquina de Rosa, C.A. → 8571\n¿De cuál me hablas?"
        ),
        TAILS,
    ),
}

# 15. Numbers inside links, references, phones, ids.

CODE_ATTACKS: dict[str, Case] = {
    "phone_digits_as_amount": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26. Escríbenos al 0416-6290167 y abona Bs. 167 hoy.",
    ),
    "wrong_amount_after_link": (
        D.balance,
        D_OWED,
        (
            "Tu saldo pendiente es de Bs. 3.818,26. Págalo aquí: "
            "https://pagos.ejemplo.com.ve/?monto=2900 y son Bs. 2.900,00."
        ),
    ),
    "invented_reference": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26. Tu número de referencia para el pago es 381826.",
    ),
    "invoice_numbers_swapped": (
        J.october,
        J_OCT_TEXT,
        "Tu factura de octubre de 2026 (N.º F-2026-80000021) fue de Bs. 5.961,96",
    ),
    "invoice_number_as_amount": (
        D.balance,
        D_OWED,
        "Tu saldo pendiente es de Bs. 3.818,26 (factura F-2026-80000010 por Bs. 80.000,10).",
    ),
}
CODE_LIES: dict[str, Told] = {
    "both_numbers_swapped": (
        J.october,
        (
            "Tu factura de octubre de 2026 (N.º F-2026-80000021) fue de Bs. 5.961,96 y la de "
            "noviembre de 2026 (N.º F-2026-72000021) es de Bs. 9.337,96."
        ),
        (
            Claim(K.INVOICE_NUMBER, "F-2026-72000021", "2026-10"),
            total("Bs. 5.961,96", "2026-10"),
            Claim(K.INVOICE_NUMBER, "F-2026-80000021", "2026-11"),
            total("Bs. 9.337,96", "2026-11"),
        ),
    ),
}
CODE_TRUE: dict[str, Case] = {
    "url_with_digits": (
        D.balance,
        D_OWED,
        (
            "Tu saldo pendiente es de Bs. 3.818,26. Puedes pagarlo en "
            "https://pagos.ejemplo.com.ve/f/80000010."
        ),
    ),
    "invoice_number_first": (
        J.october,
        J_NOV_AFTER,
        "la de noviembre de 2026 (F-2026-80000021), por Bs. 9.337,96",
    ),
}

# 16. Lists and bullets.

LIST_ATTACKS: dict[str, Case] = {
    "bullet_said_paid": (
        J.listed,
        J_OCT_BULLET,
        "• octubre de 2026 (N.º F-2026-72000021): Bs. 5.961,96 ✅ pagada;",
    ),
    "bullet_newest_overdue": (
        J.listed,
        J_NOV_BULLET,
        (
            "• noviembre de 2026 (N.º F-2026-80000021): Bs. 9.337,96; ya vencida desde el 25 de "
            "noviembre de 2026."
        ),
    ),
    "bullet_newest_said_paid": (
        J.listed,
        J_NOV_BULLET,
        (
            "• noviembre de 2026 (N.º F-2026-80000021): Bs. 9.337,96; pagada; vence el 25 de "
            "noviembre de 2026."
        ),
    ),
}
LIST_LIES: dict[str, Told] = {
    "amounts_shifted_one_bullet": (
        J.listed,
        "- Nov 2026: Bs. 5.961,96\n- Oct 2026: Bs. 2.761,96\n- Sep 2026: Bs. 9.337,96",
        J_LIST_CLAIMS,
    ),
    "numbered_months_swapped": (
        J.listed,
        (
            "1) noviembre de 2026 → Bs. 9.337,96\n2) septiembre de 2026 → Bs. 5.961,96\n3) "
            "octubre de 2026 → Bs. 2.761,96"
        ),
        J_LIST_CLAIMS,
    ),
    "table_header_off": (
        J.listed,
        (
            "Mes | Monto\nseptiembre de 2026 | Bs. 9.337,96\noctubre de 2026 | Bs. "
            "5.961,96\nnoviembre de 2026 | Bs. 2.761,96"
        ),
        J_LIST_CLAIMS,
    ),
}
LIST_TRUE: dict[str, Case] = {
    "october_bullet_overdue": (
        J.listed,
        J_OCT_BULLET,
        "• Octubre de 2026 (F-2026-72000021): Bs. 5.961,96, pendiente y ya vencida;",
    ),
    "bullet_reworded": (
        J.listed,
        "• noviembre de 2026 (N.º F-2026-80000021): Bs. 9.337,96; pendiente de pago;",
        "• Noviembre de 2026 (F-2026-80000021) 👉 Bs. 9.337,96, sin pagar;",
    ),
}
LIST_TRUE_TEXTS: dict[str, Told] = {
    "numbered": (
        J.listed,
        (
            "1) noviembre de 2026 → Bs. 9.337,96\n2) octubre de 2026 → Bs. 5.961,96\n3) "
            "septiembre de 2026 → Bs. 2.761,96"
        ),
        J_LIST_CLAIMS,
    ),
    "dashes": (
        J.listed,
        (
            "Tus 3 facturas abiertas:\n- Nov 2026: Bs. 9.337,96\n- Oct 2026: Bs. 5.961,96\n- Sep "
            "2026: Bs. 2.761,96"
        ),
        (Claim(K.INVOICE_COUNT, "3", "shown"), *J_LIST_CLAIMS),
    ),
}

# 17. Emojis between a figure and its unit or verb.

EMOJI_ATTACKS: dict[str, Case] = {
    "bajo_emoji": (D.change, D_RISE, "Bajó 📉 Bs. 918,26 (31,66 %)."),
    "due_emoji_wrong_day": (
        D.balance,
        D_DUE,
        "Tu factura vence el 📅 26 de noviembre de 2026 (faltan 5 días).",
    ),
    "zero_overdue_emoji": (
        C.balance,
        C_OPEN,
        "Tienes ✅ 0 facturas vencidas y 2 facturas por pagar.",
    ),
    "favor_emoji_on_debt": (D.balance, D_OWED, "Tu saldo a favor es de 💚 Bs. 3.818,26."),
    "emoji_inside_rise_month": (
        J.change,
        J_TOTALS,
        (
            "Tu factura de octubre de 2026 📄 es de Bs. 9.337,96; la de noviembre de 2026 fue de "
            "Bs. 5.961,96."
        ),
    ),
}
EMOJI_TRUE: dict[str, Case] = {
    "subio_emoji": (D.change, D_RISE, "Subió 📈 Bs. 918,26 (31,66 %)."),
    "money_bag": (D.balance, D_OWED, "Tu saldo pendiente es de 💰 Bs. 3.818,26."),
    "warning_overdue": (J.balance, J_OVERDUE, "⚠️ De ese monto, Bs. 5.961,96 ya está vencido."),
    "pray_after": (D.balance, D_OWED, "Tu saldo pendiente es de Bs. 3.818,26 🙏."),
    "calendar_due": (
        D.balance,
        D_DUE,
        "Tu factura vence el 📅 25 de noviembre de 2026 (faltan 5 días).",
    ),
}

# 18. A line said of another cause.

CAUSE_ATTACKS: dict[str, Case] = {
    "fee_in_october": (
        Y.topic,
        Y_FEE,
        (
            "en tu factura de octubre de 2026 aparece «Recargo por pago tardío» por Bs. 316,50, "
            "que no estaba en la anterior."
        ),
    ),
    "fee_charged_twice": (
        Y.topic,
        Y_FEE,
        (
            "en tu factura de noviembre de 2026 aparece «Recargo por pago tardío» por Bs. "
            "316,50, igual que en la anterior."
        ),
    ),
    "fee_for_this_bill": (
        Y.topic,
        Y_FEE,
        (
            "en tu factura de noviembre de 2026 aparece «Recargo por pago tardío» por Bs. "
            "316,50, porque pagaste tarde esta factura."
        ),
    ),
    "igtf_as_price_rise": (G.change, G_IGTF, "• Subió el precio de tu plan: suma Bs. 91,79."),
    "igtf_in_bolivares": (
        G.change,
        G_IGTF,
        "• Impuesto IGTF por pagar en bolívares: suma Bs. 91,79.",
    ),
    "igtf_at_16": (
        G.change,
        G_IGTF,
        (
            "• Impuesto IGTF del 16 % por pagar en divisas (no es un aumento de precio): suma "
            "Bs. 91,79."
        ),
    ),
    "returned_as_refund": (M.change, M_RETURNED, "• Te devolvimos un pago: suma Bs. 527,50."),
    "returned_as_credit": (M.change, M_RETURNED, "• Reembolso a tu favor: Bs. 527,50."),
    "reconnection_as_late_fee": (
        OR.change,
        "• Cargo por reconexión del servicio: suma Bs. 1.055,00.",
        "• Recargo por pago tardío: suma Bs. 1.055,00.",
    ),
}
CAUSE_TRUE: dict[str, Case] = {
    "fee_for_the_previous": (
        Y.topic,
        Y_FEE,
        (
            "en tu factura de noviembre de 2026 aparece «Recargo por pago tardío» por Bs. "
            "316,50, por haber pagado tarde la anterior."
        ),
    ),
    "igtf_in_dollars": (
        G.change,
        G_IGTF,
        "• El IGTF, por pagar en dólares (no es un aumento): suma Bs. 91,79.",
    ),
    "reconnection_reworded": (
        OR.change,
        "• Cargo por reconexión del servicio: suma Bs. 1.055,00.",
        "• Cargo por reconectar tu servicio: suma Bs. 1.055,00.",
    ),
    "returned_fee": (
        M.change,
        M_RETURNED,
        "• Comisión porque el banco te devolvió un pago: suma Bs. 527,50.",
    ),
}

# 19. Bolívares and dollars (Daniela's November at 105,5000: Bs. 3.818,26 is USD 36,19).

DOLLAR_ATTACKS: dict[str, Case] = {
    "per_euro": (D.topic, D_RATE, "la de noviembre de 2026 se calculó a 105,5000 Bs. por euro"),
    "rate_of_october": (
        D.topic,
        D_RATE,
        "la de octubre de 2026 se calculó a 105,5000 Bs. por dólar",
    ),
    "plan_costs_the_equivalent": (
        D.topic,
        "Tu factura de noviembre de 2026 es de Bs. 3.818,26;",
        "Tu plan cuesta USD 36,19, por eso tu factura de noviembre de 2026 es de Bs. 3.818,26;",
    ),
    "equivalent_at_old_rate": (
        D.topic,
        "Tu factura de noviembre de 2026 es de Bs. 3.818,26;",
        "Tu factura de noviembre de 2026 es de Bs. 3.818,26 (USD 38,18);",
    ),
}
DOLLAR_TRUE: dict[str, Case] = {
    "equivalent": (
        D.topic,
        "Tu factura de noviembre de 2026 es de Bs. 3.818,26;",
        "Tu factura de noviembre de 2026 es de Bs. 3.818,26 (USD 36,19);",
    ),
}


# 20. Written after the fixes, with the verifier read: next to what the new rules accept,
# what they must still refuse (not counted in the blind figures).

NEXT_BILL_DAY = Claim(K.NEXT_INVOICE_DATE, "1 de diciembre de 2026")
AFTER_ATTACKS: dict[str, Case] = {
    "due_of_another_months_bill": (
        D.balance,
        D_DUE,
        "Tu factura de octubre de 2026 vence el 25 de noviembre de 2026 (faltan 5 días).",
    ),
    "three_reasons_one_named_twice": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La mora y el recargo suman Bs. 633,00.",
    ),
    "penultima_of_two": (
        C.change,
        "la de octubre de 2026 fue de Bs. 2.900,00.",
        "la antepenúltima fue de Bs. 2.900,00.",
    ),
    "ratio_far": (J.change, J_RISE, "Subió Bs. 3.376,00 (56,63 %): más del doble."),
    "open_bills_all_overdue_after": (
        J.balance,
        J_OPEN,
        "Tienes 3 facturas por pagar, todas vencidas.",
    ),
    "late_fee_comes_back": (
        Y.topic,
        Y_FEE,
        "en tu factura de noviembre de 2026 aparece «Recargo por pago tardío» por Bs. 316,50, que "
        "no estaba en la anterior, y se repetirá en diciembre.",
    ),
    "named_sum_refunded": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). Te devolvimos lo que suman la reconexión y la mora: "
        "Bs. 1.371,50.",
    ),
    "named_sum_down": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La reconexión y la mora juntas te bajaron Bs. 1.371,50.",
    ),
    "named_sum_in_favour": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). La reconexión y la mora juntas suman Bs. 1.371,50 a tu "
        "favor.",
    ),
    "named_sum_as_the_bill": (
        OR.change,
        O_RISE,
        "Subió Bs. 1.699,80 (58,61 %). Tu factura es de Bs. 1.371,50, lo que suman la "
        "reconexión y la mora.",
    ),
}
AFTER_TRUE: dict[str, Case] = {
    "due_of_its_months_bill": (
        D.balance,
        D_DUE,
        "Tu factura de noviembre de 2026 vence el 25 de noviembre de 2026 (faltan 5 días).",
    ),
    "una_y_media": (OR.change, O_RISE, "Subió Bs. 1.699,80 (58,61 %), más de la mitad."),
    "credit_to_december": (
        F.balance,
        F_CREDIT,
        "Tienes un saldo a favor de Bs. 1.055,00, que se aplicará a tu factura de diciembre.",
    ),
    "ademas_de_ese_monto": (
        J.balance,
        J_OVERDUE,
        "Además, de ese monto, Bs. 5.961,96 ya está vencido.",
    ),
    "credit_not_in_cash": (
        F.balance,
        F_CREDIT,
        "Tienes un saldo a favor de Bs. 1.055,00; no se devuelve en efectivo, se aplicará a "
        "tus próximas facturas.",
    ),
    "paid_and_if_late": (
        F.invoice,
        F_PAID,
        "y vence el 25 de noviembre de 2026. Está pagada (el 10 de noviembre de 2026), y si "
        "pagas tarde se cobra un recargo.",
    ),
    "ordinal_after_a_day": (
        J.listed,
        J_NOV_BULLET,
        "• noviembre de 2026 (N.º F-2026-80000021): Bs. 9.337,96; pendiente; vence el 25 de "
        "noviembre de 2026 (la penúltima y la antepenúltima ya vencieron).",
    ),
    "late_fee_not_again": (
        Y.topic,
        Y_FEE,
        "en tu factura de noviembre de 2026 aparece «Recargo por pago tardío» por Bs. 316,50, que "
        "no estaba en la anterior; no se repetirá si pagas a tiempo.",
    ),
    "credit_in_your_account": (
        F.balance,
        F_CREDIT,
        "Tienes Bs. 1.055,00 a favor en tu cuenta, que se aplicará a tus próximas facturas.",
    ),
}
AFTER_LIES: dict[str, Told] = {
    "next_bill_days_off": (
        D.balance,
        "Tu próxima factura se emite el 1 de diciembre de 2026, dentro de 10 días.",
        (NEXT_BILL_DAY,),
    ),
    "holder_by_first_names": (
        ROSA_OR_SHOP,
        "La de Rosa Margarita termina en 8571 y la de la Bodega La Esquina en 6974.",
        TAILS,
    ),
    "three_accounts": (
        ROSA_OR_SHOP,
        "Tu número tiene tres cuentas: la terminada en 6974 y la terminada en 8571.",
        TAILS,
    ),
}
AFTER_TRUE_TEXTS: dict[str, Told] = {
    "holder_by_first_names": (
        ROSA_OR_SHOP,
        "La de Rosa Margarita termina en 6974 y la de la Bodega La Esquina en 8571. ¿Cuál es?",
        TAILS,
    ),
    "next_bill_days_counted": (
        D.balance,
        "Tu próxima factura se emite el 1 de diciembre de 2026, dentro de 11 días.",
        (NEXT_BILL_DAY,),
    ),
}


FAMILIES: dict[str, tuple[dict[str, Case], dict[str, Case]]] = {
    "month": (MONTH_ATTACKS, MONTH_TRUE),
    "form": (FORM_ATTACKS, FORM_TRUE),
    "base": (BASE_ATTACKS, BASE_TRUE),
    "diff": (DIFF_ATTACKS, DIFF_TRUE),
    "due": (DUE_ATTACKS, DUE_TRUE),
    "paid": (PAID_ATTACKS, PAID_TRUE),
    "sign": (SIGN_ATTACKS, SIGN_TRUE),
    "sum": (SUM_ATTACKS, SUM_TRUE),
    "all": (ALL_ATTACKS, ALL_TRUE),
    "data": (DATA_ATTACKS, DATA_TRUE),
    "future": (FUTURE_ATTACKS, FUTURE_TRUE),
    "echo": (ECHO_ATTACKS, ECHO_TRUE),
    "other": (OTHER_ATTACKS, {}),
    "code": (CODE_ATTACKS, CODE_TRUE),
    "list": (LIST_ATTACKS, LIST_TRUE),
    "emoji": (EMOJI_ATTACKS, EMOJI_TRUE),
    "cause": (CAUSE_ATTACKS, CAUSE_TRUE),
    "dollars": (DOLLAR_ATTACKS, DOLLAR_TRUE),
    "after": (AFTER_ATTACKS, AFTER_TRUE),
}
OWN_WORDS: dict[str, tuple[dict[str, Told], dict[str, Told]]] = {
    "ordinal": (ORDINAL_LIES, ORDINAL_TRUE),
    "sum": (SUM_LIES, {}),
    "other": (OTHER_LIES, OTHER_TRUE_TEXTS),
    "code": (CODE_LIES, {}),
    "list": (LIST_LIES, LIST_TRUE_TEXTS),
    "after": (AFTER_LIES, AFTER_TRUE_TEXTS),
}
ATTACKS = {f"{name}/{k}": v for name, (cases, _) in FAMILIES.items() for k, v in cases.items()}
LIES = {f"{name}/{k}": v for name, (cases, _) in OWN_WORDS.items() for k, v in cases.items()}
TRUE_IN_OTHER_WORDS = {
    f"{name}/{k}": v for name, (_, cases) in FAMILIES.items() for k, v in cases.items()
}
TRUE_TEXTS = {f"{name}/{k}": v for name, (_, cases) in OWN_WORDS.items() for k, v in cases.items()}

FIRST_RUN: frozenset[str] = frozenset(
    {
        "all/con_todo",
        "all/open_count_all_overdue",
        "all/overdue_on_top",
        "all/sum_with_overdue",
        "base/carried_share_of_the_rise",
        "base/pct_of_october",
        "base/rate_rose_as_much_as_bill",
        "base/rise_pct_of_the_balance",
        "cause/fee_for_this_bill",
        "cause/igtf_in_bolivares",
        "cause/igtf_in_dollars",
        "cause/returned_as_credit",
        "cause/returned_as_refund",
        "code/url_with_digits",
        "data/plan_megas",
        "diff/casi_el_doble",
        "diff/el_triple",
        "diff/se_duplico",
        "diff/tres_mil_y_pico",
        "diff/un_tercio",
        "dollars/per_euro",
        "due/oldest_is_october",
        "form/bsd",
        "form/words_exact",
        "future/credit_will_cover",
        "future/next_bill_en_11_dias",
        "future/next_month_same",
        "list/dashes",
        "list/numbered",
        "month/amount_first",
        "month/carlos_esa_far",
        "month/esta_ultima_is_october",
        "month/period_range",
        "ordinal/antepenultima_is_october",
        "ordinal/penultima_is_newest",
        "other/tails_swapped",
        "other/two_accounts",
        "other/two_accounts_bullets",
        "paid/paid_late",
        "sign/abonados_de_mas",
        "sign/nos_quedas_debiendo",
        "sign/saldo_disponible_on_debt",
        "sign/te_devolvemos_al_banco",
        "sum/three_called_the_whole_rise",
        "sum/three_reasons_sum",
        "sum/two_reasons_as_rise",
        "sum/two_reasons_sum",
    }
)
"""Cases the committed verifier got wrong on the first run (the record: see the docstring)."""
FIXED: frozenset[str] = frozenset({
    "sign/nos_quedas_debiendo", "sign/saldo_disponible_on_debt", "sign/te_devolvemos_al_banco",
    "sign/abonados_de_mas", "cause/returned_as_credit", "cause/returned_as_refund",
    "data/plan_megas", "dollars/per_euro", "diff/tres_mil_y_pico", "month/period_range",
    "form/words_exact", "list/numbered", "list/dashes", "all/con_todo", "all/overdue_on_top",
    "all/sum_with_overdue", "all/open_count_all_overdue", "base/pct_of_october",
    "base/carried_share_of_the_rise", "base/rate_rose_as_much_as_bill",
    "base/rise_pct_of_the_balance", "diff/casi_el_doble", "diff/el_triple", "diff/se_duplico",
    "diff/un_tercio", "cause/igtf_in_dollars", "cause/igtf_in_bolivares", "paid/paid_late",
    "future/next_month_same", "future/credit_will_cover", "sum/three_called_the_whole_rise",
    "sum/two_reasons_as_rise", "sum/three_reasons_sum", "sum/two_reasons_sum",
    "month/carlos_esa_far", "month/esta_ultima_is_october", "ordinal/antepenultima_is_october",
    "ordinal/penultima_is_newest", "month/amount_first", "other/two_accounts",
    "other/two_accounts_bullets", "due/oldest_is_october", "cause/fee_for_this_bill",
    "other/tails_swapped",
})  # fmt: skip
"""First-run misses the verifier now gets right."""
REFUSED_TRUE: frozenset[str] = frozenset(
    {"form/bsd", "code/url_with_digits", "future/next_bill_en_11_dias"}
)
"""True statements refused on purpose, safety first: "BsD" is read as ISO 4217's VED (the
bolívar digital's own code), not the facts' VES, as the tokenizer always has; digits inside a
link are read as a code, so that a link carrying an amount ("…/?monto=2900") is never sent
unchecked, and a link's digits that are no invoice number or account's are refused; the
days to the next bill are counted only from facts that know today, and a credit balance's
do not (it has no due date: ``after/next_bill_days_counted`` is the same words where they
do)."""
UNFIXED = FIRST_RUN - FIXED - REFUSED_TRUE
"""First-run misses still wrong (``xfail``)."""


def _marked(names: Mapping[str, object]) -> list[object]:
    return [
        pytest.param(n, marks=pytest.mark.xfail(strict=True)) if n in UNFIXED else n
        for n in sorted(names)
    ]


def test_the_corpus_is_large_enough() -> None:
    assert len(ATTACKS) + len(LIES) >= 120
    assert len(TRUE_IN_OTHER_WORDS) + len(TRUE_TEXTS) >= 80


@pytest.mark.parametrize("attack", _marked(ATTACKS))
def test_a_persona_figure_told_wrong_in_other_words_is_rejected(attack: str) -> None:
    facts, old, new = ATTACKS[attack]
    found = reworded(facts, old, new)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


@pytest.mark.parametrize("attack", _marked(LIES))
def test_a_persona_draft_in_its_own_words_telling_a_figure_wrong_is_rejected(attack: str) -> None:
    facts, text, claims = LIES[attack]
    found = claiming(facts, text, *claims)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


@pytest.mark.parametrize("case", _marked(TRUE_IN_OTHER_WORDS))
def test_a_persona_true_statement_reworded_passes(case: str) -> None:
    facts, old, new = TRUE_IN_OTHER_WORDS[case]
    found = reworded(facts, old, new)
    if case in REFUSED_TRUE:
        assert not found.holds, case  # safety first: see REFUSED_TRUE
    else:
        assert found.failures == ()


@pytest.mark.parametrize("case", _marked(TRUE_TEXTS))
def test_a_persona_true_draft_in_its_own_words_passes(case: str) -> None:
    facts, text, claims = TRUE_TEXTS[case]
    found = claiming(facts, text, *claims)
    if case in REFUSED_TRUE:
        assert not found.holds, case
    else:
        assert found.failures == ()
