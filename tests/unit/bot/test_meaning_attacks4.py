"""The fourth part of the verifier's attack corpus: families of a true figure told wrong.

Each family is what a language model narrating correct numbers gets wrong, written many ways
(WhatsApp spelling, English), with the true statements in other words the verifier must still
accept:

1. **A line's change in percent**: the percent a bill line rose or fell, computed in code from
   its minor units (two decimals, half up, as the server shows the bill's), is accepted said
   of that line as a change; a wrong one, or the true one said of the bill, of another line
   or as a rate, is not.
2. **The rise said as the whole**: the bill's change or a reason's amount called the monthly
   fee, the bill, its total or the plan's price ("tu mensualidad es de Bs. 1.056,00"), and a
   whole amount (a total, the balance) called the rise.
3. **Days to the due date in an invoice reply**: "vence en 5 días" is grounded in a line
   computed in code, and refused where the facts have none.
4. **Data mis-bound**: GB used called left or the plan's, left called used, the allowance
   called used or left, in Spanish and English.
5. **Days mis-bound**: a payment's day called the due date or the issue date, the due date
   called a payment's day, in English too.
6. **What was paid and what is left**: the amount paid called the bill's total or what is
   owed, what is left called the total or paid.
7. **Counts**: bills listed called pending, pending called paid or listed.
8. **Codes as amounts**: an invoice number said to be owed, paid or a total.
9. **Which bill**: "la anterior", "la actual", "la nueva", "la más reciente" bound to the
   other bill.
10. **The exchange rate**: the rate said as an amount owed, paid or a total, and a total said
    as the rate.
11. **New, removed, unchanged**: a charge said to be new when it was on the previous bill,
    to be gone when it is there, to be unchanged when it rose.
12. **Nothing owed, up to date, overdue**: "no debes nada", "estás al día", "estás en mora"
    against the balance's facts, with no figure next to them.
13. **Sums**: a total said of both bills, lines said to add up to a total they do not.
14. **Direction without a figure**: "tu factura bajó", "no subió", "se mantuvo igual" when it
    rose.
15. **English**: owed, in favour, paid, due, issued, left, used, in English words.
16. **A line as the bill**: a bill line's amount or the estimated overage charge said as
    the bill, its total or the balance.
17. **The overdue part**: the whole balance called overdue when only part of it is, the
    overdue part called the balance or a bill, or said to fall due later.
18. **A bill's status in words**: an open bill said paid, a paid one pending, with no amount
    next to the words.
"""

from __future__ import annotations

import dataclasses

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.compute import (
    balance_facts,
    invoice_facts,
    invoice_list_facts,
    payment_facts,
    usage_facts,
)
from billing_sim.bot.evidence import data_values
from billing_sim.bot.facts import ChargeLine, Facts
from billing_sim.bot.grounding import Evidence, verify
from tests.unit.bot.examples import (
    MARIA,
    ZERO,
    balance,
    bill_summary,
    invoice,
    money,
    usage,
)
from tests.unit.bot.test_meaning import (
    BALANCE,
    CHANGE,
    CREDIT,
    INVOICE,
    IVA,
    LATE_FEE,
    PAID_INVOICE,
    TODAY,
    USAGE,
    drafted,
    meaning,
)
from tests.unit.bot.test_meaning_attacks3 import ADDON, DAYS_26, OLDEST_DUE, OVERDUE_26

K = FactKind

# The fixtures: the contract's examples with a second bill, a partial payment, usage under
# the allowance, the plan's line named.
OCTOBER = invoice(
    id="inv_7k2m9q4x1z2610",
    number="F-2026-0101010",
    period={"start": "2026-10-01", "end": "2026-10-31"},
    issue_date="2026-10-01",
    due_date="2026-10-25",
    status="paid",
    total=money(232000, "Bs. 2.320,00"),
    total_due=money(232000, "Bs. 2.320,00"),
    amount_paid=money(232000, "Bs. 2.320,00"),
    amount_remaining=ZERO,
    paid_at="2026-10-20T15:00:00Z",
)
"""October's bill: Bs. 2.320,00, due 2026-10-25, paid 2026-10-20."""
PARTIAL = invoice(
    amount_paid=money(100000, "Bs. 1.000,00"), amount_remaining=money(237600, "Bs. 2.376,00")
)
"""November's bill (Bs. 3.376,00) with Bs. 1.000,00 paid and Bs. 2.376,00 left."""

UNDER = usage_facts(
    MARIA, usage(used_gb="120.50", overage_gb="0.00", projected_overage_amount=ZERO)
)
"""120,50 GB used of 300 GB: 179,50 GB left."""
LIST = invoice_list_facts(MARIA, [invoice(), OCTOBER], 2, TODAY)
PAYMENTS = payment_facts(MARIA, [invoice(), OCTOBER], TODAY)
PART_PAID = invoice_facts(MARIA, [PARTIAL, OCTOBER], None, TODAY)
OCTOBER_ASKED = invoice_facts(MARIA, [invoice(), OCTOBER], "2026-10", TODAY)
TWO_OPEN = balance_facts(
    MARIA,
    balance(
        open_invoice_count=2,
        amount_due=money(569600, "Bs. 5.696,00"),
        overdue_amount=money(232000, "Bs. 2.320,00"),
        oldest_unpaid_due_date="2026-10-25",
    ),
)
"""Two open bills: Bs. 5.696,00 owed, Bs. 2.320,00 of it overdue since 2026-10-25."""
NOT_OVERDUE = balance_facts(MARIA, balance())
"""Bs. 3.376,00 owed, due in 5 days, nothing overdue."""

PLAN = dataclasses.replace(
    CHANGE,
    focus=(ChargeLine("Plan Fibra 100", "Bs. 2.637,50", "Bs. 2.500,00", "increased", "5,50"),),
)
"""The bill change with the plan's line among the facts: Bs. 2.500,00 → Bs. 2.637,50, 5,50 %
(13.750 of 250.000 minor units)."""

Case = tuple[Facts | None, str, str]
Told = tuple[Facts | None, str, tuple[Claim, ...]]

PLAN_PCT = Claim(K.CHARGE_CHANGE_PCT, "5,50", "Plan Fibra 100")
PLAN_CHARGE = Claim(K.CHARGE, "Bs. 2.637,50", "Plan Fibra 100")
OLD_PLAN_CHARGE = Claim(K.CHARGE, "Bs. 2.500,00", "Plan Fibra 100")
IVA_PCT = Claim(K.CHARGE_CHANGE_PCT, "31,88", "IVA 16 %")
IVA_CHARGE = Claim(K.CHARGE, "Bs. 422,00", "IVA 16 %")
OLD_IVA_CHARGE = Claim(K.CHARGE, "Bs. 320,00", "IVA 16 %")
LATE_FEE_CHARGE = Claim(K.CHARGE, "Bs. 316,50", "Recargo por pago tardío")
IP_FIJA_CHARGE = Claim(K.CHARGE, "Bs. 527,50", "IP fija")
RATE = Claim(K.EXCHANGE_RATE, "105,50", "2026-11")
NUMBER = Claim(K.INVOICE_NUMBER, "F-2026-0112233", "2026-11")
TOTAL = Claim(K.INVOICE_TOTAL, "Bs. 3.376,00", "2026-11")
DELTA = Claim(K.DELTA, "Bs. 1.056,00", "2026-11")

BILLS = (
    "Tu factura de noviembre de 2026 es de Bs. 3.376,00; la de octubre de 2026 fue de Bs. 2.320,00"
)
RISE = "Subió Bs. 1.056,00"
RATE_REASON = "): suma Bs. 137,50."
PROMO_REASON = "• Terminó una promoción o descuento: suma Bs. 500,00."
NOVEMBER_TOTAL = "Tu factura de noviembre de 2026 es de"
USED = "llevas 120,50 GB"
LEFT_GB = "Te quedan 179,50 GB"
PAID_ON = "Está pagada (el 3 de noviembre de 2026)"
DUE_ON = "vence el 25 de noviembre de 2026"
HAS_PAID = "Has pagado Bs. 1.000,00"
LEFT_TO_PAY = "quedan Bs. 2.376,00 por pagar"
LISTED = "Tus últimas 2 facturas"
TWO_TO_PAY = "Tienes 2 facturas por pagar."
HELLO = "Hola, María."
OVERDUE_LINE = "De ese monto, Bs. 1.000,00 ya está vencido."
DUE_LINE = "Tu saldo pendiente es de Bs. 3.376,00"
OWED = "Tu saldo pendiente es de"
IN_FAVOUR = "Tienes un saldo a favor de"


# 1. A line's change in percent (task 1a): accepted true, of its line, as a change.

LINE_PCT_LIES: dict[str, Told] = {
    "the_iva_percent_as_a_fall": (IVA, "El IVA se redujo 31,88 %.", (IVA_PCT,)),
    "the_plans_rise_as_a_fall_to": (
        PLAN,
        "Tu plan bajó a Bs. 2.637,50 (5,50 % menos).",
        (PLAN_CHARGE, PLAN_PCT),
    ),
    "the_line_percent_said_of_the_whole_bill": (
        PLAN,
        "La factura entera subió 5,50 %.",
        (PLAN_PCT,),
    ),
    "the_iva_percent_of_the_total": (
        IVA,
        "El IVA aumentó un 31,88 % de tu factura total.",
        (IVA_PCT,),
    ),
    "a_wrong_line_percent": (PLAN, "Tu plan subió un 10 %.", (PLAN_PCT,)),
    "the_line_percent_rounded_wrong": (PLAN, "Tu plan subió un 6 %.", (PLAN_PCT,)),
    "the_line_percent_said_of_the_bill": (PLAN, "Tu factura subió un 5,50 %.", (PLAN_PCT,)),
    "the_line_percent_said_of_the_iva": (PLAN, "El IVA subió un 5,50 %.", (PLAN_PCT,)),
    "the_line_percent_as_a_late_fee": (PLAN, "Tu plan tiene 5,50 % de recargo.", (PLAN_PCT,)),
    "the_line_percent_as_a_fall": (PLAN, "Tu plan bajó un 5,50 %.", (PLAN_PCT,)),
    "the_line_percent_with_no_change": (PLAN, "Tu plan es del 5,50 %.", (PLAN_PCT,)),
    "the_line_percent_as_a_share_of_the_total": (
        PLAN,
        "Tu plan subió 5,50 % del total.",
        (PLAN_PCT,),
    ),
    "the_line_percent_said_of_the_dollar": (PLAN, "El dólar subió 5,50 %.", (PLAN_PCT,)),
    "the_line_percent_claimed_as_the_bills": (
        PLAN,
        "Tu plan subió un 5,50 %.",
        (Claim(K.DELTA_PCT, "5,50", "2026-11"),),
    ),
    "the_iva_percent_said_of_the_bill": (IVA, "Tu factura subió 31,88 %.", (IVA_PCT,)),
    "the_iva_percent_as_its_rate": (IVA, "El IVA es del 31,88 %.", (IVA_PCT,)),
    "the_iva_percent_denied": (IVA, "El IVA no subió 31,88 %.", (IVA_PCT,)),
    "the_line_percent_in_english_of_the_bill": (PLAN, "Your bill went up 5,50 %.", (PLAN_PCT,)),
    "the_iva_percent_over_a_wrong_base": (
        IVA,
        "El IVA subió 31,88 % respecto a los Bs. 422,00 de noviembre.",
        (IVA_PCT, IVA_CHARGE),
    ),
}

LINE_PCT_TRUE: dict[str, Told] = {
    "the_plans_rise_to_and_in_percent": (
        PLAN,
        "Tu plan subió a Bs. 2.637,50 (5,50 % más).",
        (PLAN_CHARGE, PLAN_PCT),
    ),
    "the_plans_monthly_fee_rose": (PLAN, "La mensualidad del plan subió 5,50 %.", (PLAN_PCT,)),
    "an_increase_in_the_iva": (IVA, "En el IVA hubo un aumento de 31,88 %.", (IVA_PCT,)),
    "the_plans_rise_in_percent": (
        PLAN,
        "Tu plan subió un 5,50 %: de Bs. 2.500,00 a Bs. 2.637,50.",
        (PLAN_PCT, OLD_PLAN_CHARGE, PLAN_CHARGE),
    ),
    "the_plans_rise_without_trailing_zero": (PLAN, "El plan subió 5,5 %.", (PLAN_PCT,)),
    "the_plans_rise_by_its_quoted_name": (
        PLAN,
        "«Plan Fibra 100» aumentó un 5,5 % respecto a octubre.",
        (PLAN_PCT,),
    ),
    "the_plans_rise_in_english": (PLAN, "Your plan went up 5,5 %.", (PLAN_PCT,)),
    "the_plans_rise_in_the_next_sentence": (
        PLAN,
        "Tu plan pasó de Bs. 2.500,00 a Bs. 2.637,50. Es un aumento del 5,5 %.",
        (PLAN_PCT, OLD_PLAN_CHARGE, PLAN_CHARGE),
    ),
    "the_ivas_rise_in_percent": (
        IVA,
        "El IVA subió un 31,88 %: de Bs. 320,00 a Bs. 422,00.",
        (IVA_PCT, OLD_IVA_CHARGE, IVA_CHARGE),
    ),
    "the_ivas_rise_after_its_amounts": (
        IVA,
        "El IVA pasó de Bs. 320,00 a Bs. 422,00, o sea 31,88 % más.",
        (IVA_PCT, OLD_IVA_CHARGE, IVA_CHARGE),
    ),
    "the_ivas_rise_over_the_previous_bill": (
        IVA,
        "El IVA aumentó 31,88 % frente a la factura anterior.",
        (IVA_PCT,),
    ),
    "the_ivas_rise_over_its_old_amount": (
        IVA,
        "El IVA subió 31,88 % sobre los Bs. 320,00 de octubre.",
        (IVA_PCT, OLD_IVA_CHARGE),
    ),
    "the_ivas_rise_whatsapp": (IVA, "el iva t subio 31,88 % vs el mes pasado", (IVA_PCT,)),
}


# 2. The rise said as the whole (task 1b), and a whole said as the rise.

RISE_ATTACKS: dict[str, Case] = {
    "rise_as_the_fee_set_at": (CHANGE, RISE, "Tu cuota quedó fijada en Bs. 1.056,00"),
    "rise_as_the_receipts_amount": (CHANGE, RISE, "El importe de tu recibo es Bs. 1.056,00"),
    "rate_reason_as_the_plans_cost_after_a_comma": (
        CHANGE,
        RATE_REASON,
        "): ese es el costo de tu plan, Bs. 137,50.",
    ),
    "promo_reason_said_of_the_rate": (CHANGE, PROMO_REASON, "• Por la tasa BCV: suma Bs. 500,00."),
    "late_fee_reason_said_of_the_iva": (
        CHANGE,
        "• Recargo por pago tardío de la factura anterior: suma Bs. 316,50.",
        "• Por el IVA: suma Bs. 316,50.",
    ),
    "rise_said_all_of_the_rate": (CHANGE, RISE, "Subió Bs. 1.056,00 por la tasa"),
    "late_fee_reason_as_waived": (
        CHANGE,
        "• Recargo por pago tardío de la factura anterior: suma Bs. 316,50.",
        "• Te exoneramos la mora: Bs. 316,50.",
    ),
    "promo_reason_as_a_discount_applied": (
        CHANGE,
        PROMO_REASON,
        "• Te aplicamos un descuento de Bs. 500,00.",
    ),
    "promo_reason_as_a_current_discount": (
        CHANGE,
        PROMO_REASON,
        "• Tu descuento actual es de Bs. 500,00.",
    ),
    "rise_as_the_balance": (CHANGE, RISE, "Tu saldo es de Bs. 1.056,00"),
    "rise_as_what_the_fee_comes_to": (CHANGE, RISE, "La mensualidad te queda en Bs. 1.056,00"),
    "rise_as_what_you_must_pay": (CHANGE, RISE, "Este mes te toca pagar Bs. 1.056,00"),
    "rise_as_what_the_bill_comes_for": (CHANGE, RISE, "Tu recibo viene por Bs. 1.056,00"),
    "rise_as_the_bills_amount": (CHANGE, RISE, "El monto de tu factura: Bs. 1.056,00"),
    "rate_reason_as_what_the_plan_is_worth": (CHANGE, RATE_REASON, "): el plan vale Bs. 137,50."),
    "rise_as_a_fall_in_english": (CHANGE, RISE, "It fell Bs. 1.056,00"),
    "rise_as_your_monthly_fee": (CHANGE, RISE, "Tu mensualidad es de Bs. 1.056,00"),
    "rise_as_your_bill": (CHANGE, RISE, "Tu factura es de Bs. 1.056,00"),
    "rise_as_the_total_to_pay": (CHANGE, RISE, "El total a pagar es Bs. 1.056,00"),
    "rise_as_the_monthly_instalment_now": (CHANGE, RISE, "Tu cuota mensual queda en Bs. 1.056,00"),
    "rise_as_what_you_pay": (CHANGE, RISE, "Pagas Bs. 1.056,00"),
    "rise_as_the_level_it_rose_to": (CHANGE, RISE, "Tu factura subió a Bs. 1.056,00"),
    "rise_as_the_fee_now": (CHANGE, RISE, "Ahora tu mensualidad sale en Bs. 1.056,00"),
    "rise_as_the_monthly_fee_in_english": (CHANGE, RISE, "Your monthly fee is Bs. 1.056,00"),
    "rise_as_the_bill_in_english": (CHANGE, RISE, "Your bill is Bs. 1.056,00"),
    "rise_as_the_fee_after_it": (CHANGE, RISE, "Bs. 1.056,00 es tu mensualidad"),
    "rate_reason_as_the_plans_price": (CHANGE, RATE_REASON, "): tu plan cuesta Bs. 137,50."),
    "rate_reason_as_the_price_of_the_plan": (
        CHANGE,
        RATE_REASON,
        "); el precio de tu plan es Bs. 137,50.",
    ),
    "promo_reason_as_the_monthly_fee": (
        CHANGE,
        PROMO_REASON,
        "• Tu mensualidad es de Bs. 500,00.",
    ),
    "addon_reason_as_the_monthly_fee": (
        ADDON,
        "• Se agregó un servicio adicional o terminó su período de prueba: suma Bs. 527,50.",
        "• Tu mensualidad ahora es de Bs. 527,50.",
    ),
    "total_as_the_rise": (CHANGE, NOVEMBER_TOTAL, "Tu factura de noviembre de 2026 subió"),
    "total_as_the_increase": (
        CHANGE,
        NOVEMBER_TOTAL,
        "El aumento de tu factura de noviembre de 2026 fue de",
    ),
    "older_total_as_the_difference": (
        CHANGE,
        "la de octubre de 2026 fue de",
        "la diferencia con octubre de 2026 fue de",
    ),
    "balance_as_a_rise": (BALANCE, OWED, "Tu factura subió"),
    "balance_as_the_difference": (BALANCE, OWED, "La diferencia es de"),
}

RISE_TRUE: dict[str, Case] = {
    "rise_as_the_rise": (CHANGE, RISE, "La subida fue de Bs. 1.056,00"),
    "rise_by_an_amount": (CHANGE, RISE, "Tu factura aumentó en Bs. 1.056,00"),
    "rise_as_paying_more": (CHANGE, RISE, "Este mes pagas Bs. 1.056,00 más"),
    "rise_as_an_increase_after_it": (CHANGE, RISE, "Son Bs. 1.056,00 de aumento"),
    "rise_of_the_monthly_fee": (CHANGE, RISE, "Tu mensualidad aumentó Bs. 1.056,00"),
    "rise_of_the_bill_as_a_noun": (CHANGE, RISE, "El aumento de tu factura fue de Bs. 1.056,00"),
    "rise_as_the_difference_with_october": (
        CHANGE,
        RISE,
        "La diferencia con la de octubre es de Bs. 1.056,00",
    ),
    "rise_by": (CHANGE, RISE, "Tu factura subió en Bs. 1.056,00"),
    "rise_as_more_than_october": (CHANGE, RISE, "Pagas Bs. 1.056,00 más que en octubre"),
    "rise_in_english": (CHANGE, RISE, "It went up by Bs. 1.056,00"),
    "rise_between_the_two_bills": (
        CHANGE,
        RISE,
        "La diferencia entre tu factura de noviembre y la de octubre es de Bs. 1.056,00",
    ),
    "rate_reason_as_the_plans_rise": (CHANGE, RATE_REASON, "): tu plan sube Bs. 137,50."),
    "rate_reason_as_more": (CHANGE, RATE_REASON, "): son Bs. 137,50 más."),
    "promo_reason_as_extra": (
        CHANGE,
        PROMO_REASON,
        "• Terminó una promoción o descuento: Bs. 500,00 extra.",
    ),
    "total_as_what_it_rose_to": (CHANGE, NOVEMBER_TOTAL, "Tu factura de noviembre de 2026 subió a"),
    "total_as_the_fee_now": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Ahora tu mensualidad de noviembre de 2026 es de",
    ),
}


# 3. Days to the due date in an invoice reply (task 1c): grounded in a computed line, with
# its claim; refused where the facts count no days or count others.

Checked = tuple[Facts | None, object, str, str, tuple[Claim, ...]]


def _days(count: str, period: str = "2026-11") -> tuple[Claim, ...]:
    return (Claim(K.DAYS_TO_DUE, count, period),)


DAYS_ATTACKS: dict[str, Checked] = {
    "invoice_days_miscounted": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (faltan 6 días)",
        _days("6"),
    ),
    "invoice_days_as_overdue": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (venció hace 5 días)",
        _days("5"),
    ),
    "invoice_days_as_late": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (5 días de atraso)",
        _days("5"),
    ),
    "invoice_days_in_hours": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (faltan 5 horas)",
        _days("5"),
    ),
    "invoice_days_in_weeks": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (faltan 5 semanas)",
        _days("5"),
    ),
    "invoice_days_as_bills": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (tienes 5 facturas)",
        _days("5"),
    ),
    "invoice_days_as_data": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (te quedan 5 GB)",
        _days("5"),
    ),
    "invoice_days_of_another_bill": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (faltan 5 días)",
        _days("5", "2026-10"),
    ),
    "a_bill_change_counts_no_days": (
        CHANGE,
        bill_summary(),
        "Vence el 25 de noviembre de 2026.",
        "Vence el 25 de noviembre de 2026 (faltan 5 días).",
        _days("5"),
    ),
    "paid_october_days_as_left": (
        OCTOBER_ASKED,
        [invoice(), OCTOBER],
        "venció el 25 de octubre de 2026",
        "venció el 25 de octubre de 2026 (te quedan 26 días)",
        _days("26", "2026-10"),
    ),
    "list_days_of_the_other_bill": (
        LIST,
        [invoice(), OCTOBER],
        DUE_ON,
        f"{DUE_ON}, en 26 días",
        _days("26"),
    ),
    "payment_days_miscounted": (
        PAYMENTS,
        [invoice(), OCTOBER],
        DUE_ON + ")",
        f"vence en 4 días, el {DUE_ON[9:]})",
        _days("4"),
    ),
}

DAYS_TRUE: dict[str, Checked] = {
    "invoice_days_left": (INVOICE, [invoice()], DUE_ON, f"{DUE_ON} (faltan 5 días)", _days("5")),
    "invoice_due_in_days": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"vence en 5 días, el {DUE_ON[9:]}",
        _days("5"),
    ),
    "invoice_days_within": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (dentro de 5 días)",
        _days("5"),
    ),
    "invoice_days_in_english": (
        INVOICE,
        [invoice()],
        DUE_ON,
        f"{DUE_ON} (5 days left)",
        _days("5"),
    ),
    "list_days_left": (LIST, [invoice(), OCTOBER], DUE_ON, f"{DUE_ON}, en 5 días", _days("5")),
    "payment_days_left": (
        PAYMENTS,
        [invoice(), OCTOBER],
        DUE_ON + ")",
        f"vence en 5 días, el {DUE_ON[9:]})",
        _days("5"),
    ),
    "october_days_ago": (
        OCTOBER_ASKED,
        [invoice(), OCTOBER],
        "venció el 25 de octubre de 2026",
        "venció hace 26 días, el 25 de octubre de 2026",
        _days("26", "2026-10"),
    ),
    "newest_days_left_when_october_asked": (
        OCTOBER_ASKED,
        [invoice(), OCTOBER],
        "pendiente de pago; vence el 25 de noviembre de 2026",
        "pendiente de pago; vence en 5 días, el 25 de noviembre de 2026",
        _days("5"),
    ),
}


def checked(facts: Facts | None, data: object, old: str, new: str,
            claims: tuple[Claim, ...]) -> tuple[bool, bool]:  # fmt: skip
    """The honest draft reworded with ``claims`` added: (its numbers grounded in the evidence
    of ``data`` and the computed lines, its meaning holds)."""
    assert facts is not None
    honest = drafted(facts)
    assert old in honest.text, honest.text
    draft = dataclasses.replace(
        honest, text=honest.text.replace(old, new, 1), claims=(*honest.claims, *claims)
    )
    evidence = (Evidence("tool", "", data_values(data)), *facts.computed)
    return verify(draft.text, evidence).grounded, meaning(facts, draft).holds


@pytest.mark.parametrize("attack", sorted(DAYS_ATTACKS))
def test_a_day_count_no_fact_gives_is_refused(attack: str) -> None:
    assert checked(*DAYS_ATTACKS[attack]) != (True, True)


@pytest.mark.parametrize("case", sorted(DAYS_TRUE))
def test_a_true_day_count_in_an_invoice_reply_is_grounded_and_holds(case: str) -> None:
    assert checked(*DAYS_TRUE[case]) == (True, True)


def test_each_invoice_day_count_is_computed_evidence() -> None:
    """The days to each due date are derived in code, like the balance's."""

    def values(facts: Facts | None) -> set[str]:
        assert facts is not None
        return {v for e in facts.computed for v in e.values}

    assert {"5", "26"} <= values(LIST)
    assert {"5", "26"} <= values(OCTOBER_ASKED)
    assert "5" in values(PAYMENTS)
    assert "31.88" in {v for e in IVA.computed for v in e.values}


# 4. Data mis-bound.

USAGE_ATTACKS: dict[str, Case] = {
    "left_as_utilised": (UNDER, LEFT_GB, "Has utilizado 179,50 GB"),
    "used_as_free": (UNDER, USED, "tienes libres 120,50 GB"),
    "left_called_excess_to_pay": (UNDER, LEFT_GB, "Te quedan 179,50 GB de exceso por pagar"),
    "allowance_called_spare": (UNDER, "de los 300 GB de tu plan", "y te sobran 300 GB"),
    "left_called_spent_already": (UNDER, LEFT_GB, "Ya gastaste 179,50 GB"),
    "used_called_at_your_disposal": (UNDER, USED, "aún dispones de 120,50 GB"),
    "left_called_the_quota": (UNDER, LEFT_GB, "Tu cupo es de 179,50 GB"),
    "used_called_left": (UNDER, USED, "te quedan 120,50 GB"),
    "left_called_used": (UNDER, LEFT_GB, "Llevas 179,50 GB consumidos"),
    "left_called_the_plans": (UNDER, LEFT_GB, "Tu plan incluye 179,50 GB"),
    "used_called_available": (UNDER, USED, "tienes 120,50 GB disponibles"),
    "left_called_overage": (UNDER, LEFT_GB, "Te pasaste por 179,50 GB"),
    "left_called_excess": (UNDER, LEFT_GB, "Tienes 179,50 GB de exceso"),
    "left_called_used_in_english": (UNDER, LEFT_GB, "You have used 179,50 GB"),
    "used_called_left_in_english": (UNDER, USED, "you have 120,50 GB left"),
    "allowance_called_left": (UNDER, "de los 300 GB de tu plan", "y te quedan 300 GB"),
    "left_called_the_limit": (UNDER, LEFT_GB, "Tu límite es de 179,50 GB"),
    "left_called_spent": (UNDER, LEFT_GB, "Has gastado 179,50 GB"),
    "left_called_the_allowance_in_english": (UNDER, LEFT_GB, "Your plan includes 179,50 GB"),
    "overage_called_left": (USAGE, "Pasaste el límite por 12,40 GB", "Te quedan 12,40 GB"),
    "used_called_the_allowance_when_over": (
        USAGE,
        "llevas 312,40 GB de los 300 GB de tu plan",
        "tu plan trae 312,40 GB y llevas 300 GB",
    ),
}

USAGE_TRUE: dict[str, Case] = {
    "left_still_available": (UNDER, LEFT_GB, "Aún te quedan disponibles 179,50 GB"),
    "left_available": (UNDER, LEFT_GB, "Aún tienes 179,50 GB disponibles"),
    "left_remaining": (UNDER, LEFT_GB, "Te restan 179,50 GB"),
    "left_in_english": (UNDER, LEFT_GB, "You have 179,50 GB left"),
    "used_as_used": (UNDER, USED, "has usado 120,50 GB"),
    "used_as_consumed": (UNDER, USED, "consumiste 120,50 GB"),
    "used_of_the_allowance_in_english": (
        UNDER,
        "llevas 120,50 GB de los 300 GB de tu plan",
        "you've used 120,50 GB of your 300 GB allowance",
    ),
    "allowance_included": (UNDER, "de los 300 GB de tu plan", "de los 300 GB que incluye tu plan"),
    "left_free": (UNDER, LEFT_GB, "Tienes 179,50 GB libres todavía"),
    "left_over_whatsapp": (UNDER, LEFT_GB, "Te sobran 179,50 gigas"),
    "used_so_far": (UNDER, USED, "vas por 120,50 GB"),
}


# 5. Days mis-bound: a payment's day, the due date, the issue date.

DATE_ATTACKS: dict[str, Case] = {
    "paid_day_as_the_expiry": (
        PAID_INVOICE,
        PAID_ON,
        "Su vencimiento fue el 3 de noviembre de 2026",
    ),
    "due_date_as_credited": (
        PAID_INVOICE,
        DUE_ON,
        "se acreditó tu pago el 25 de noviembre de 2026",
    ),
    "days_left_as_the_service_cut": (
        BALANCE,
        "(faltan 5 días)",
        "(te cortan el servicio en 5 días)",
    ),
    "days_left_as_days_suspended": (BALANCE, "(faltan 5 días)", "(llevas 5 días suspendida)"),
    "overdue_amount_said_due_later": (
        BALANCE,
        OVERDUE_LINE,
        "De ese monto, Bs. 1.000,00 vence después.",
    ),
    "overdue_amount_said_not_due_yet": (
        BALANCE,
        OVERDUE_LINE,
        "De ese monto, Bs. 1.000,00 aún no vence.",
    ),
    "paid_day_as_pending_since": (
        OCTOBER_ASKED,
        "Está pagada (el 20 de octubre de 2026)",
        "Está pendiente (desde el 20 de octubre de 2026)",
    ),
    "paid_day_in_a_list_as_pending_since": (
        LIST,
        "pagada el 20 de octubre de 2026",
        "pendiente desde el 20 de octubre de 2026",
    ),
    "last_payment_as_the_next_due": (
        PAYMENTS,
        "Tu último pago registrado fue el 20 de octubre de 2026",
        "Tu próximo pago vence el 20 de octubre de 2026",
    ),
    "paid_day_as_the_cut_off": (
        PAID_INVOICE,
        PAID_ON,
        "Tu fecha de corte fue el 3 de noviembre de 2026",
    ),
    "paid_day_as_pay_before": (
        PAID_INVOICE,
        PAID_ON,
        "Debías pagarla antes del 3 de noviembre de 2026",
    ),
    "paid_day_as_the_due_date": (PAID_INVOICE, PAID_ON, "Vencía el 3 de noviembre de 2026"),
    "paid_day_as_issued": (PAID_INVOICE, PAID_ON, "Se emitió el 3 de noviembre de 2026"),
    "paid_day_as_a_deadline": (
        PAID_INVOICE,
        PAID_ON,
        "Tenías hasta el 3 de noviembre de 2026 para pagarla",
    ),
    "paid_day_as_arrived": (PAID_INVOICE, PAID_ON, "Te llegó el 3 de noviembre de 2026"),
    "paid_day_as_issued_in_english": (
        PAID_INVOICE,
        PAID_ON,
        "It was issued on 3 de noviembre de 2026",
    ),
    "paid_day_as_due_in_english": (PAID_INVOICE, PAID_ON, "It was due on 3 de noviembre de 2026"),
    "due_date_as_the_payment_in": (
        PAID_INVOICE,
        DUE_ON,
        "tu pago entró el 25 de noviembre de 2026",
    ),
    "due_date_as_issued": (PAID_INVOICE, DUE_ON, "se emitió el 25 de noviembre de 2026"),
    "due_date_as_paid_in_english": (PAID_INVOICE, DUE_ON, "was paid on 25 de noviembre de 2026"),
    "last_payment_as_a_due_date": (
        PAYMENTS,
        "Tu último pago registrado fue el 20 de octubre de 2026",
        "Tu factura de octubre vencía el 20 de octubre de 2026",
    ),
    "paid_day_in_a_list_as_overdue": (
        LIST,
        "pagada el 20 de octubre de 2026",
        "vencida el 20 de octubre de 2026",
    ),
    "paid_day_in_a_list_as_issued": (
        LIST,
        "pagada el 20 de octubre de 2026",
        "emitida el 20 de octubre de 2026",
    ),
    "due_date_in_a_list_as_paid": (LIST, DUE_ON, "pagada el 25 de noviembre de 2026"),
    "due_date_as_the_next_bill": (BALANCE, "Tu factura vence el", "Tu próxima factura llega el"),
    "next_bill_as_a_due_date": (
        CREDIT,
        "Tu próxima factura se emite el",
        "Tu factura vence el",
    ),
    "next_bill_as_a_payment": (CREDIT, "Tu próxima factura se emite el", "Tu último pago fue el"),
}

DATE_TRUE: dict[str, Case] = {
    "overdue_amount_late": (BALANCE, OVERDUE_LINE, "De ese monto, Bs. 1.000,00 está atrasado."),
    "last_payment_in_other_words": (
        PAYMENTS,
        "Tu último pago registrado fue el 20 de octubre de 2026",
        "Pagaste por última vez el 20 de octubre de 2026",
    ),
    "paid_day_as_you_paid": (PAID_INVOICE, PAID_ON, "La pagaste el 3 de noviembre de 2026"),
    "paid_day_as_registered": (
        PAID_INVOICE,
        PAID_ON,
        "Tu pago se registró el 3 de noviembre de 2026",
    ),
    "paid_day_as_received": (PAID_INVOICE, PAID_ON, "Recibimos tu pago el 3 de noviembre de 2026"),
    "paid_day_in_english": (PAID_INVOICE, PAID_ON, "It was paid on 3 de noviembre de 2026"),
    "paid_day_as_settled": (PAID_INVOICE, PAID_ON, "Quedó saldada el 3 de noviembre de 2026"),
    "due_date_as_the_deadline": (
        PAID_INVOICE,
        DUE_ON,
        "su fecha límite es el 25 de noviembre de 2026",
    ),
    "due_date_in_english": (PAID_INVOICE, DUE_ON, "is due on 25 de noviembre de 2026"),
    "next_bill_generated": (
        CREDIT,
        "Tu próxima factura se emite el",
        "Tu próxima factura se genera el",
    ),
    "next_bill_arrives": (
        CREDIT,
        "Tu próxima factura se emite el",
        "Tu próxima factura te llega el",
    ),
    "next_bill_in_english": (
        CREDIT,
        "Tu próxima factura se emite el",
        "Your next bill is issued on",
    ),
    "paid_day_in_a_list_cancelled": (
        LIST,
        "pagada el 20 de octubre de 2026",
        "cancelada el 20 de octubre de 2026",
    ),
}


# 6. What was paid and what is left.

PAYMENT_ATTACKS: dict[str, Case] = {
    "paid_as_the_bills_balance": (PART_PAID, HAS_PAID, "El saldo de tu factura es Bs. 1.000,00"),
    "left_as_credited": (PART_PAID, LEFT_TO_PAY, "ya se acreditaron Bs. 2.376,00"),
    "credit_as_pending_payment": (CREDIT, IN_FAVOUR, "Tienes pendiente de pago"),
    "credit_as_you_owe_us": (CREDIT, IN_FAVOUR, "Nos debes"),
    "owed_as_reimbursed": (BALANCE, OWED, "Te reintegramos"),
    "overage_estimate_as_charged": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Ya se te cobró por ese exceso",
    ),
    "left_as_in_favour_after_it": (PART_PAID, LEFT_TO_PAY, "quedan Bs. 2.376,00 a tu favor"),
    "paid_as_a_credit_after_it": (PART_PAID, HAS_PAID, "Tienes Bs. 1.000,00 de crédito"),
    "credit_to_be_charged_on_the_next_bill": (
        CREDIT,
        "que se aplicará a tus próximas facturas",
        "que te cobraremos en tu próxima factura",
    ),
    "overage_estimate_as_paid": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Ya pagaste por ese exceso",
    ),
    "overage_estimate_in_favour": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Tienes a favor por ese exceso",
    ),
    "paid_bill_as_left_to_cancel": (
        PAID_INVOICE,
        "es de Bs. 3.376,00",
        "tiene Bs. 3.376,00 por cancelar",
    ),
    "credit_as_a_debt": (CREDIT, IN_FAVOUR, "Tu deuda es de"),
    "credit_as_left_to_cancel": (CREDIT, IN_FAVOUR, "Te falta cancelar"),
    "paid_as_what_the_bill_came_to": (PART_PAID, HAS_PAID, "Tu factura quedó en Bs. 1.000,00"),
    "paid_as_the_whole_amount": (PART_PAID, HAS_PAID, "El monto total es Bs. 1.000,00"),
    "paid_as_what_you_must_pay": (PART_PAID, HAS_PAID, "Te toca pagar Bs. 1.000,00"),
    "left_as_deposited": (PART_PAID, LEFT_TO_PAY, "ya abonaste Bs. 2.376,00"),
    "paid_as_the_monthly_fee": (PART_PAID, HAS_PAID, "Tu mensualidad es de Bs. 1.000,00"),
    "paid_as_owed": (PART_PAID, HAS_PAID, "Debes Bs. 1.000,00"),
    "paid_as_the_bills_total": (PART_PAID, HAS_PAID, "El total de tu factura es Bs. 1.000,00"),
    "paid_as_left_to_pay": (PART_PAID, HAS_PAID, "Te falta pagar Bs. 1.000,00"),
    "paid_as_the_bill_in_english": (PART_PAID, HAS_PAID, "Your bill is Bs. 1.000,00"),
    "paid_as_what_the_bill_comes_to": (PART_PAID, HAS_PAID, "Tu factura sale en Bs. 1.000,00"),
    "left_as_paid": (PART_PAID, LEFT_TO_PAY, "ya pagaste Bs. 2.376,00"),
    "left_as_the_total": (PART_PAID, LEFT_TO_PAY, "el total es de Bs. 2.376,00"),
    "left_as_the_whole_bill": (PART_PAID, LEFT_TO_PAY, "tu factura completa es de Bs. 2.376,00"),
    "left_as_paid_in_english": (PART_PAID, LEFT_TO_PAY, "you paid Bs. 2.376,00"),
    "total_as_left_to_pay": (
        PART_PAID,
        "es de Bs. 3.376,00",
        "tiene Bs. 3.376,00 por pagar",
    ),
    "total_as_owed_in_english": (PART_PAID, "es de Bs. 3.376,00", "you still owe Bs. 3.376,00"),
}

PAYMENT_TRUE: dict[str, Case] = {
    "paid_as_deposited": (PART_PAID, HAS_PAID, "Abonaste Bs. 1.000,00"),
    "left_as_pending": (PART_PAID, LEFT_TO_PAY, "te quedan Bs. 2.376,00 pendientes"),
    "paid_as_a_deposit": (PART_PAID, HAS_PAID, "Ya abonaste Bs. 1.000,00"),
    "paid_as_your_payment": (PART_PAID, HAS_PAID, "Tu pago fue de Bs. 1.000,00"),
    "paid_as_received": (PART_PAID, HAS_PAID, "Recibimos Bs. 1.000,00"),
    "paid_in_english": (PART_PAID, HAS_PAID, "You paid Bs. 1.000,00"),
    "paid_as_cancelled": (PART_PAID, HAS_PAID, "Cancelaste Bs. 1.000,00"),
    "left_as_missing": (PART_PAID, LEFT_TO_PAY, "te faltan Bs. 2.376,00"),
    "left_as_the_pending_balance": (
        PART_PAID,
        LEFT_TO_PAY,
        "el saldo pendiente es de Bs. 2.376,00",
    ),
    "left_as_owed": (PART_PAID, LEFT_TO_PAY, "debes Bs. 2.376,00"),
    "left_in_english": (PART_PAID, LEFT_TO_PAY, "you still owe Bs. 2.376,00"),
    "left_as_the_rest": (PART_PAID, LEFT_TO_PAY, "el resto, Bs. 2.376,00, está pendiente"),
}


# 7. Counts.

COUNT_ATTACKS: dict[str, Case] = {
    "listed_as_not_cancelled": (LIST, LISTED, "Tienes 2 facturas sin cancelar"),
    "open_as_up_to_date": (TWO_OPEN, TWO_TO_PAY, "Tienes 2 facturas al día."),
    "listed_as_both_pending": (LIST, LISTED, "Tienes 2 facturas y ambas están pendientes"),
    "listed_as_owed_bills": (LIST, LISTED, "Las 2 facturas que debes"),
    "open_as_paid_besides_one": (
        TWO_OPEN,
        TWO_TO_PAY,
        "Solo te queda 1 factura pendiente y ya pagaste 2.",
    ),
    "days_as_a_count_of_bills": (BALANCE, "(faltan 5 días)", "(5 facturas)"),
    "listed_as_late": (LIST, LISTED, "Tienes 2 facturas atrasadas"),
    "listed_as_left_to_pay": (LIST, LISTED, "Te faltan por pagar 2 facturas"),
    "listed_as_unpaid_whatsapp": (LIST, LISTED, "Tienes 2 recibos impagos"),
    "open_as_cancelled": (TWO_OPEN, TWO_TO_PAY, "Ya cancelaste 2 facturas."),
    "listed_as_pending": (LIST, LISTED, "Tienes 2 facturas pendientes"),
    "listed_as_to_pay": (LIST, LISTED, "Tienes 2 facturas por pagar"),
    "listed_as_owed": (LIST, LISTED, "Debes 2 facturas"),
    "listed_as_unpaid": (LIST, LISTED, "Tienes 2 facturas sin pagar"),
    "listed_as_overdue": (LIST, LISTED, "Tienes 2 facturas vencidas"),
    "listed_as_paid": (LIST, LISTED, "Tus 2 facturas pagadas"),
    "listed_as_unpaid_in_english": (LIST, LISTED, "You have 2 unpaid bills"),
    "listed_as_pending_in_words": (LIST, LISTED, "Tienes dos facturas pendientes"),
    "listed_as_open": (LIST, LISTED, "Hay 2 recibos abiertos"),
    "listed_as_in_arrears": (LIST, LISTED, "2 facturas en mora"),
    "open_as_paid": (TWO_OPEN, TWO_TO_PAY, "Tienes 2 facturas pagadas."),
    "open_as_you_paid": (TWO_OPEN, TWO_TO_PAY, "Ya pagaste 2 facturas."),
    "open_as_paid_in_english": (TWO_OPEN, TWO_TO_PAY, "You have paid 2 bills."),
    "open_as_all_your_bills": (TWO_OPEN, TWO_TO_PAY, "En total tienes 2 facturas emitidas."),
}

COUNT_TRUE: dict[str, Case] = {
    "listed_here": (LIST, LISTED, "Aquí tienes tus 2 facturas más recientes"),
    "listed_as_the_newest": (LIST, LISTED, "Estas son tus 2 facturas más recientes"),
    "listed_shown": (LIST, LISTED, "Te muestro 2 facturas"),
    "listed_in_english": (LIST, LISTED, "Your last 2 bills"),
    "open_in_words": (TWO_OPEN, TWO_TO_PAY, "Tienes dos facturas pendientes."),
    "open_as_owed": (TWO_OPEN, TWO_TO_PAY, "Debes 2 facturas."),
    "open_as_unpaid": (TWO_OPEN, TWO_TO_PAY, "Tienes 2 recibos sin pagar."),
    "open_in_english": (TWO_OPEN, TWO_TO_PAY, "You have 2 unpaid bills."),
    "open_as_overdue_and_pending": (TWO_OPEN, TWO_TO_PAY, "Tienes 2 facturas abiertas."),
}


# 8. Codes as amounts.

CODE_LIES: dict[str, Told] = {
    "number_as_a_refund": (
        INVOICE,
        "Te devolvemos F-2026-0112233; la factura es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_as_the_debt": (
        INVOICE,
        "Tu deuda es F-2026-0112233; la factura es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_as_owed": (
        INVOICE,
        "Debes F-2026-0112233; tu factura es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_as_the_amount": (
        INVOICE,
        "El monto de tu factura es F-2026-0112233 (Bs. 3.376,00).",
        (NUMBER, TOTAL),
    ),
    "number_as_paid": (INVOICE, "Pagaste F-2026-0112233 de Bs. 3.376,00.", (NUMBER, TOTAL)),
    "number_as_the_total": (
        INVOICE,
        "Total: F-2026-0112233. Bs. 3.376,00 vence pronto.",
        (NUMBER, TOTAL),
    ),
    "number_as_bolivares": (
        INVOICE,
        "Tu factura es de F-2026-0112233 Bs. (Bs. 3.376,00).",
        (NUMBER, TOTAL),
    ),
    "number_as_what_you_pay": (
        INVOICE,
        "Pagas F-2026-0112233; la factura es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_as_in_favour": (
        INVOICE,
        "Tienes F-2026-0112233 a tu favor; la factura es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_as_the_amount_due_in_english": (
        INVOICE,
        "You owe F-2026-0112233; the bill is Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_as_the_cost": (INVOICE, "Cuesta F-2026-0112233, o sea Bs. 3.376,00.", (NUMBER, TOTAL)),
    "number_as_a_charge": (
        INVOICE,
        "El recargo es F-2026-0112233 y la factura Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
}

CODE_TRUE: dict[str, Told] = {
    "number_and_total_in_a_line": (
        INVOICE,
        "Factura N.º F-2026-0112233, total Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_of_the_bill": (
        INVOICE,
        "El número de tu factura es F-2026-0112233; es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "bill_with_its_number": (
        INVOICE,
        "Tu factura F-2026-0112233 es de Bs. 3.376,00.",
        (NUMBER, TOTAL),
    ),
    "number_in_english": (INVOICE, "Bill F-2026-0112233: Bs. 3.376,00.", (NUMBER, TOTAL)),
    "number_as_the_reference_to_pay": (
        INVOICE,
        "Para pagar, usa la referencia F-2026-0112233 (Bs. 3.376,00).",
        (NUMBER, TOTAL),
    ),
}


# 9. Which bill: the older one, the current one.

BILL_ATTACKS: dict[str, Case] = {
    "in_force_and_prior_swapped": (
        CHANGE,
        BILLS,
        "La factura vigente es de Bs. 2.320,00; la previa fue de Bs. 3.376,00",
    ),
    "recent_and_old_swapped": (
        CHANGE,
        BILLS,
        "Tu factura reciente es de Bs. 2.320,00 y la antigua de Bs. 3.376,00",
    ),
    "this_and_last_month_paid_swapped": (
        CHANGE,
        BILLS,
        "Este mes pagas Bs. 2.320,00; el mes pasado pagaste Bs. 3.376,00",
    ),
    "now_and_before_swapped": (
        CHANGE,
        BILLS,
        "La de ahora: Bs. 2.320,00. La de antes: Bs. 3.376,00",
    ),
    "now_and_before_swapped_in_english": (
        CHANGE,
        BILLS,
        "Now you pay Bs. 2.320,00; before you paid Bs. 3.376,00",
    ),
    "october_called_current": (
        OCTOBER_ASKED,
        "Tu factura de octubre de 2026 (N.º F-2026-0101010) fue de",
        "Tu factura actual (N.º F-2026-0101010) es de",
    ),
    "balance_as_the_next_bills": (BALANCE, OWED, "Tu próxima factura será de"),
    "months_swapped_in_english": (
        CHANGE,
        BILLS,
        "Your October bill is Bs. 3.376,00; November's was Bs. 2.320,00",
    ),
    "total_as_the_next_bills": (CHANGE, NOVEMBER_TOTAL, "Tu próxima factura será de"),
    "previous_cycle_and_current_swapped": (
        CHANGE,
        BILLS,
        "La factura del ciclo anterior fue de Bs. 3.376,00; la actual es de Bs. 2.320,00",
    ),
    "new_and_old_swapped": (
        CHANGE,
        BILLS,
        "Tu factura nueva es de Bs. 2.320,00; la vieja, de Bs. 3.376,00",
    ),
    "previous_and_current_swapped": (
        CHANGE,
        BILLS,
        "Tu factura anterior fue de Bs. 3.376,00; la actual es de Bs. 2.320,00",
    ),
    "past_and_new_swapped": (
        CHANGE,
        BILLS,
        "La factura pasada fue de Bs. 3.376,00 y la nueva es de Bs. 2.320,00",
    ),
    "latest_and_previous_swapped": (
        CHANGE,
        BILLS,
        "Tu última factura es de Bs. 2.320,00; la previa fue de Bs. 3.376,00",
    ),
    "most_recent_and_before_swapped": (
        CHANGE,
        BILLS,
        "Tu recibo más reciente es de Bs. 2.320,00; el de antes fue de Bs. 3.376,00",
    ),
    "current_and_previous_swapped_in_english": (
        CHANGE,
        BILLS,
        "Your current bill is Bs. 2.320,00; the previous one was Bs. 3.376,00",
    ),
    "old_and_now_swapped": (
        CHANGE,
        BILLS,
        "Tu factura vieja era de Bs. 3.376,00 y la de ahora es de Bs. 2.320,00",
    ),
    "this_and_previous_swapped": (
        CHANGE,
        BILLS,
        "Esta factura es de Bs. 2.320,00 y la anterior, de Bs. 3.376,00",
    ),
    "newest_called_previous_when_october_asked": (
        OCTOBER_ASKED,
        "Tu factura más reciente es la de noviembre de 2026",
        "Tu factura anterior es la",
    ),
    "older_paid_bill_called_current": (
        PAYMENTS,
        "a la factura de octubre de 2026",
        "a tu factura actual",
    ),
    "older_bill_in_a_list_called_the_newest": (
        LIST,
        "• octubre de 2026 (N.º F-2026-0101010)",
        "• la más reciente (N.º F-2026-0101010)",
    ),
    "previous_called_this_ones_in_english": (
        CHANGE,
        BILLS,
        "This bill is Bs. 2.320,00; last one was Bs. 3.376,00",
    ),
}

BILL_TRUE: dict[str, Case] = {
    "months_in_english": (
        CHANGE,
        BILLS,
        "Your November bill is Bs. 3.376,00; October's was Bs. 2.320,00",
    ),
    "this_months_bill_named": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Tu factura de este mes, noviembre de 2026, es de",
    ),
    "current_and_last_months": (
        CHANGE,
        BILLS,
        "La factura actual es de Bs. 3.376,00; la del mes anterior fue de Bs. 2.320,00",
    ),
    "current_and_previous": (
        CHANGE,
        BILLS,
        "Tu factura actual es de Bs. 3.376,00; la anterior fue de Bs. 2.320,00",
    ),
    "new_and_past": (CHANGE, BILLS, "La nueva es de Bs. 3.376,00 y la pasada fue de Bs. 2.320,00"),
    "this_and_previous_in_english": (
        CHANGE,
        BILLS,
        "This bill is Bs. 3.376,00; the previous one was Bs. 2.320,00",
    ),
    "latest_and_prior": (
        CHANGE,
        BILLS,
        "Tu última factura es de Bs. 3.376,00; la previa, de Bs. 2.320,00",
    ),
    "most_recent_and_before": (
        CHANGE,
        BILLS,
        "Tu recibo más reciente es de Bs. 3.376,00 y el de antes fue de Bs. 2.320,00",
    ),
    "previous_with_its_month": (
        CHANGE,
        "la de octubre de 2026 fue de",
        "la anterior (octubre de 2026) fue de",
    ),
    "newest_when_october_asked": (
        OCTOBER_ASKED,
        "Tu factura más reciente es la de noviembre de 2026",
        "Tu factura actual es la de noviembre de 2026",
    ),
}


# 10. The exchange rate.

RATE_LIES: dict[str, Told] = {
    "risen_rate_said_to_fall": (CHANGE, "La tasa bajó a 105,50 Bs. por dólar.", (RATE,)),
    "rate_as_an_iva_per_dollar": (CHANGE, "Pagas Bs. 105,50 por dólar de IVA.", (RATE,)),
    "rate_as_charged": (CHANGE, "Te cobramos Bs. 105,50.", (RATE,)),
    "rate_as_the_balance": (CHANGE, "Tu saldo es Bs. 105,50.", (RATE,)),
    "rate_as_owed": (CHANGE, "Debes Bs. 105,50.", (RATE,)),
    "rate_as_the_bill": (CHANGE, "Tu factura es de 105,50 bolívares.", (RATE,)),
    "rate_as_paid": (CHANGE, "Pagaste Bs. 105,50.", (RATE,)),
    "rate_as_the_plans_price": (CHANGE, "Tu plan cuesta 105,50 Bs.", (RATE,)),
    "rate_as_in_favour": (CHANGE, "Tienes Bs. 105,50 a tu favor.", (RATE,)),
    "rate_as_the_rise": (CHANGE, "Tu factura subió Bs. 105,50.", (RATE,)),
    "rate_as_the_iva": (CHANGE, "El IVA es de Bs. 105,50.", (RATE,)),
    "rate_as_owed_in_english": (CHANGE, "You owe Bs. 105,50.", (RATE,)),
    "rate_as_the_monthly_fee": (CHANGE, "Tu mensualidad: 105,50 bolos.", (RATE,)),
    "rate_as_a_late_fee": (CHANGE, "Se te cobró un recargo de Bs. 105,50.", (RATE,)),
}

RATE_ATTACKS: dict[str, Case] = {
    "rates_as_debts": (
        CHANGE,
        "(de 100,0000 a 105,5000 Bs. por dólar)",
        "(de Bs. 100,0000 a Bs. 105,5000 de deuda)",
    ),
    "total_in_bolivares_said_in_dollars": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Al cambio, tu factura de noviembre de 2026 en dólares es de",
    ),
    "total_as_the_rate": (
        CHANGE,
        NOVEMBER_TOTAL,
        "En noviembre de 2026 el dólar BCV estaba en",
    ),
    "total_as_the_exchange_rate": (CHANGE, NOVEMBER_TOTAL, "La tasa de noviembre de 2026 es de"),
}

RATE_TRUE: dict[str, Told] = {
    "rate_where_the_dollar_stood": (CHANGE, "El dólar oficial quedó en 105,50 Bs.", (RATE,)),
    "rate_per_dollar": (CHANGE, "La tasa BCV de noviembre fue de 105,50 Bs. por dólar.", (RATE,)),
    "rate_calculated_at": (CHANGE, "Se calculó a 105,50 Bs. por dólar.", (RATE,)),
    "rate_of_the_dollar": (CHANGE, "El dólar BCV estaba en Bs. 105,50.", (RATE,)),
    "rate_in_english": (CHANGE, "Exchange rate: Bs. 105,50 per dollar.", (RATE,)),
    "rate_rose_to": (CHANGE, "La tasa de cambio subió a 105,50.", (RATE,)),
}


# 11. New, removed, unchanged.

CHANGE_LIES: dict[str, Told] = {
    "iva_as_waived": (IVA, "Te condonamos el IVA de Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_said_to_fall_to": (IVA, "El IVA bajó a Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_the_same_as_before": (
        IVA,
        "El IVA es igual que antes: Bs. 422,00.",
        (IVA_CHARGE,),
    ),
    "new_late_fee_as_had_since_october": (
        LATE_FEE,
        "El recargo de Bs. 316,50 lo tenías desde octubre.",
        (LATE_FEE_CHARGE,),
    ),
    "risen_iva_as_new": (IVA, "El IVA es un cargo nuevo de Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_added": (IVA, "Se agregó el IVA: Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_not_there_before": (
        IVA,
        "El IVA de Bs. 422,00 no estaba en tu factura anterior.",
        (IVA_CHARGE,),
    ),
    "risen_iva_as_unchanged": (IVA, "El IVA sigue igual: Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_not_changed": (IVA, "El IVA no cambió: Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_kept": (IVA, "El IVA se mantuvo en Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_new_in_english": (IVA, "There is a new VAT charge of Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_as_removed": (IVA, "Se eliminó el IVA de Bs. 422,00.", (IVA_CHARGE,)),
    "new_late_fee_as_from_before": (
        LATE_FEE,
        "El recargo por mora de Bs. 316,50 ya venía de antes.",
        (LATE_FEE_CHARGE,),
    ),
    "new_late_fee_as_unchanged": (
        LATE_FEE,
        "El recargo por pago tardío sigue igual: Bs. 316,50.",
        (LATE_FEE_CHARGE,),
    ),
    "new_late_fee_as_already_there": (
        LATE_FEE,
        "El recargo de Bs. 316,50 ya estaba en octubre.",
        (LATE_FEE_CHARGE,),
    ),
    "new_late_fee_as_the_same": (
        LATE_FEE,
        "La mora de Bs. 316,50 es la misma del mes pasado.",
        (LATE_FEE_CHARGE,),
    ),
    "new_addon_as_already_had": (ADDON, "La IP fija (Bs. 527,50) ya la tenías.", (IP_FIJA_CHARGE,)),
    "new_addon_as_no_longer_charged": (
        ADDON,
        "Ya no te cobran la IP fija de Bs. 527,50.",
        (IP_FIJA_CHARGE,),
    ),
}

CHANGE_TRUE: dict[str, Told] = {
    "new_late_fee_as_added_to_you": (
        LATE_FEE,
        "Te agregaron un recargo por mora de Bs. 316,50.",
        (LATE_FEE_CHARGE,),
    ),
    "new_late_fee_as_added": (
        LATE_FEE,
        "Se agregó un recargo por mora de Bs. 316,50 que no estaba en la anterior.",
        (LATE_FEE_CHARGE,),
    ),
    "new_late_fee_as_new": (
        LATE_FEE,
        "El recargo por pago tardío (Bs. 316,50) es nuevo.",
        (LATE_FEE_CHARGE,),
    ),
    "new_late_fee_in_english": (LATE_FEE, "New: a late fee of Bs. 316,50.", (LATE_FEE_CHARGE,)),
    "new_addon_as_added": (
        ADDON,
        "Se sumó la IP fija, Bs. 527,50, que antes no tenías.",
        (IP_FIJA_CHARGE,),
    ),
    "risen_iva_risen_to": (IVA, "El IVA subió a Bs. 422,00.", (IVA_CHARGE,)),
    "risen_iva_was_there_before": (
        IVA,
        "El IVA ya estaba en tu factura anterior; ahora es de Bs. 422,00.",
        (IVA_CHARGE,),
    ),
}


# 12. Nothing owed, up to date, overdue: said with no figure next to it.

STANDING_ATTACKS: dict[str, Case] = {
    "overdue_called_solvent_with_us": (BALANCE, HELLO, "Hola, María. Estás solvente con nosotros."),
    "overdue_called_all_in_order": (BALANCE, HELLO, "Hola, María. Todo en orden con tus pagos."),
    "not_overdue_called_late_payments": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Tienes pagos atrasados.",
    ),
    "owed_called_settled": (BALANCE, HELLO, "Hola, María. Tu cuenta está saldada."),
    "two_open_called_one": (TWO_OPEN, HELLO, "Hola, María. Solo tienes una factura pendiente."),
    "overdue_called_on_time": (BALANCE, HELLO, "Hola, María. Vas al día con los pagos."),
    "overdue_called_nothing_late": (BALANCE, HELLO, "Hola, María. No hay nada atrasado."),
    "not_overdue_called_late": (NOT_OVERDUE, HELLO, "Hola, María. Tu cuenta tiene atraso."),
    "credit_called_a_debtor": (CREDIT, HELLO, "Hola, María. Tienes saldo deudor."),
    "overdue_called_up_to_date": (BALANCE, HELLO, "Hola, María. Estás al día con tus pagos."),
    "overdue_called_solvent": (BALANCE, HELLO, "Hola, María. Estás solvente."),
    "overdue_called_current": (BALANCE, HELLO, "Hola, María. Tu cuenta está al corriente."),
    "overdue_called_nothing_overdue": (BALANCE, HELLO, "Hola, María. No tienes nada vencido."),
    "overdue_called_no_overdue_bills": (
        BALANCE,
        HELLO,
        "Hola, María. No tienes facturas vencidas.",
    ),
    "owed_called_all_paid": (BALANCE, HELLO, "Hola, María. Todo está pagado."),
    "owed_called_paid_up_in_english": (BALANCE, HELLO, "Hola, María. You're all paid up."),
    "overdue_called_up_to_date_in_english": (BALANCE, HELLO, "Hola, María. You are up to date."),
    "owed_called_debt_free": (BALANCE, HELLO, "Hola, María. Estás libre de deudas."),
    "owed_called_zero": (BALANCE, HELLO, "Hola, María. Tu cuenta está en cero."),
    "overdue_called_not_behind": (TWO_OPEN, HELLO, "Hola, María. No estás atrasada."),
    "not_overdue_called_in_arrears": (NOT_OVERDUE, HELLO, "Hola, María. Estás en mora."),
    "not_overdue_called_an_overdue_bill": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Tienes una factura vencida.",
    ),
    "not_overdue_called_behind": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Estás atrasada con tus pagos.",
    ),
    "not_overdue_called_overdue_in_english": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Your account is overdue.",
    ),
    "credit_called_a_debt": (CREDIT, HELLO, "Hola, María. Tienes una deuda pendiente."),
    "credit_called_in_arrears": (CREDIT, HELLO, "Hola, María. Estás en mora."),
    "credit_called_bills_to_pay": (CREDIT, HELLO, "Hola, María. Tienes facturas por pagar."),
}

STANDING_TRUE: dict[str, Case] = {
    "a_rule_about_overdue_bills": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Las facturas vencidas pagan recargo.",
    ),
    "overdue_bill_called_overdue": (OVERDUE_26, HELLO, "Hola, María. Tu factura está vencida."),
    "two_open_bills_pending": (TWO_OPEN, HELLO, "Hola, María. Tienes facturas pendientes."),
    "credit_no_debts": (CREDIT, HELLO, "Hola, María. No tienes deudas."),
    "not_overdue_on_time": (NOT_OVERDUE, HELLO, "Hola, María. Vas al día, aún no se vence."),
    "not_overdue_up_to_date": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Estás al día: nada vencido todavía.",
    ),
    "not_overdue_nothing_overdue": (NOT_OVERDUE, HELLO, "Hola, María. No tienes nada vencido."),
    "not_overdue_in_english": (NOT_OVERDUE, HELLO, "Hola, María. You're not overdue."),
    "not_overdue_if_you_do_not_pay": (
        NOT_OVERDUE,
        HELLO,
        "Hola, María. Si no pagas a tiempo, quedarás en mora.",
    ),
    "credit_solvent": (CREDIT, HELLO, "Hola, María. Estás solvente."),
    "credit_nothing_owed": (CREDIT, HELLO, "Hola, María. No debes nada."),
    "credit_in_english": (CREDIT, HELLO, "Hola, María. You don't owe anything."),
    "overdue_as_an_overdue_amount": (BALANCE, HELLO, "Hola, María. Tienes un monto vencido."),
    "overdue_as_behind": (BALANCE, HELLO, "Hola, María. Estás atrasada con una parte."),
    "overdue_in_arrears": (TWO_OPEN, HELLO, "Hola, María. Estás en mora."),
}


# 13. Sums: across both bills, lines adding up to what they do not.

SUM_ATTACKS: dict[str, Case] = {
    "balance_as_one_receipt": (TWO_OPEN, OWED, "Tu recibo es de"),
    "one_total_as_both_summed": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Sumando ambas facturas, la de noviembre de 2026 da",
    ),
    "one_total_as_both_bills": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Tus facturas de octubre y noviembre de 2026 suman",
    ),
    "one_total_as_both_together": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Entre las dos facturas, la de noviembre de 2026 y la anterior, pagas",
    ),
    "one_total_as_both_in_english": (
        CHANGE,
        NOVEMBER_TOTAL,
        "Both bills together, November's 2026 one included, come to",
    ),
    "one_remaining_as_both_bills": (
        LIST,
        "• noviembre de 2026 (N.º F-2026-0112233): Bs. 3.376,00",
        "• noviembre de 2026 (N.º F-2026-0112233): entre las dos facturas debes Bs. 3.376,00",
    ),
    "balance_as_one_bill": (TWO_OPEN, OWED, "Tu factura es de"),
    "balance_as_octobers_bill": (TWO_OPEN, OWED, "La factura de octubre es de"),
    "balance_as_one_bill_in_english": (TWO_OPEN, OWED, "Your bill is"),
    "reasons_summing_wrong": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00 (45,52 %). Sumando Bs. 137,50 y Bs. 500,00 tienes Bs. 316,50.",
    ),
    "reasons_making_wrong": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00 (45,52 %). Bs. 137,50 con Bs. 500,00 hacen Bs. 316,50.",
    ),
    "total_including_wrong": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00 (45,52 %). Incluyendo Bs. 316,50 de mora y Bs. 102,00 de IVA, "
        "queda en Bs. 500,00.",
    ),
}

SUM_TRUE: dict[str, Case] = {
    "older_plus_rise": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00 (45,52 %): Bs. 2.320,00 más Bs. 1.056,00 dan Bs. 3.376,00.",
    ),
    "balance_across_both_bills": (TWO_OPEN, OWED, "Entre tus facturas, tu saldo pendiente es de"),
    "balance_summing_pending_bills": (TWO_OPEN, OWED, "Sumando tus facturas pendientes, debes"),
    "balance_in_english": (TWO_OPEN, OWED, "Across your bills, you owe"),
    "rise_as_the_older_plus": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00 (45,52 %). Sumando Bs. 2.320,00 y Bs. 1.056,00 tienes Bs. 3.376,00.",
    ),
}


# 14. Direction without a figure.

DIRECTION_ATTACKS: dict[str, Case] = {
    "rise_called_cheapened": (CHANGE, HELLO, "Hola, María. Tu factura se abarató."),
    "rise_called_no_increase": (CHANGE, HELLO, "Hola, María. Tu factura no tuvo aumento."),
    "rise_called_not_risen_at_all": (CHANGE, HELLO, "Hola, María. Tu factura no aumentó nada."),
    "rise_in_percent_called_cheaper": (CHANGE, "(45,52 %)", "(un 45,52 % más barata)"),
    "rise_called_paying_less_by": (CHANGE, RISE, "Pagas Bs. 1.056,00 menos que en octubre"),
    "rise_called_cheaper_whatsapp": (
        CHANGE,
        HELLO,
        "Hola, María. Buenas noticias: tu factura está más económica.",
    ),
    "rise_called_paying_the_same": (CHANGE, HELLO, "Hola, María. Este mes pagas lo mismo."),
    "rise_called_a_small_fall": (CHANGE, HELLO, "Hola, María. Tu factura bajó un poco."),
    "rise_called_lower": (CHANGE, HELLO, "Hola, María. Tu factura vino más baja."),
    "rise_called_reduced": (CHANGE, HELLO, "Hola, María. Tu factura se redujo."),
    "rise_called_the_same_whatsapp": (CHANGE, HELLO, "Hola, María. Tu factura quedó igual."),
    "rise_called_not_varied": (CHANGE, HELLO, "Hola, María. Tu recibo no varió."),
    "rise_called_a_fall": (CHANGE, HELLO, "Hola, María. Tu factura bajó."),
    "rise_denied": (CHANGE, HELLO, "Hola, María. Tu factura no subió."),
    "rise_called_unchanged": (CHANGE, HELLO, "Hola, María. Tu factura se mantuvo igual."),
    "rise_called_the_same": (
        CHANGE,
        HELLO,
        "Hola, María. Tu factura es la misma que el mes pasado.",
    ),
    "rise_called_no_change": (CHANGE, HELLO, "Hola, María. No hubo cambios en tu factura."),
    "rise_of_the_fee_called_a_fall": (CHANGE, HELLO, "Hola, María. Tu mensualidad bajó este mes."),
    "rise_called_a_fall_in_english": (CHANGE, HELLO, "Hola, María. Your bill went down."),
    "rise_called_unchanged_in_english": (CHANGE, HELLO, "Hola, María. Your bill didn't change."),
    "rise_called_cheaper": (CHANGE, HELLO, "Hola, María. Tu recibo está más barato."),
    "rise_called_paying_less": (CHANGE, HELLO, "Hola, María. Pagas menos que en octubre."),
    "rise_not_increased": (CHANGE, HELLO, "Hola, María. Tu factura no aumentó."),
    "rise_called_decreased": (CHANGE, HELLO, "Hola, María. Tu factura disminuyó."),
    "risen_iva_called_a_fall": (IVA, HELLO, "Hola, María. El IVA bajó."),
    "risen_iva_called_unchanged": (IVA, HELLO, "Hola, María. El IVA sigue igual."),
}

DIRECTION_TRUE: dict[str, Case] = {
    "a_rise_of_the_fees_for_everyone": (
        CHANGE,
        HELLO,
        "Hola, María. Las tarifas subieron para todos los planes.",
    ),
    "rise_in_percent_dearer": (CHANGE, "(45,52 %)", "(un 45,52 % más cara)"),
    "rise_as_dearer_this_month": (CHANGE, HELLO, "Hola, María. Tu factura vino más cara este mes."),
    "rise_as_higher": (CHANGE, HELLO, "Hola, María. Tu factura vino más alta."),
    "rise_said": (CHANGE, HELLO, "Hola, María. Tu factura subió."),
    "rise_increased": (CHANGE, HELLO, "Hola, María. Tu factura aumentó este mes."),
    "rise_in_english": (CHANGE, HELLO, "Hola, María. Your bill went up."),
    "rise_as_paying_more": (CHANGE, HELLO, "Hola, María. Pagas más que en octubre."),
    "rise_as_dearer": (CHANGE, HELLO, "Hola, María. Tu factura está más cara."),
    "rise_did_not_fall": (CHANGE, HELLO, "Hola, María. Tu factura no bajó."),
    "iva_rose": (IVA, HELLO, "Hola, María. El IVA subió."),
    "conditional_is_no_direction": (
        CHANGE,
        HELLO,
        "Hola, María. Si pagas a tiempo, tu factura no sube por mora.",
    ),
}


# 15. English: owed, in favour, paid, due.

ENGLISH_ATTACKS: dict[str, Case] = {
    "owed_as_a_favour_balance": (BALANCE, OWED, "You have a balance in your favor of"),
    "owed_as_we_will_credit": (BALANCE, OWED, "We'll credit you"),
    "overdue_part_as_not_due_yet": (BALANCE, OVERDUE_LINE, "Of that, Bs. 1.000,00 is not due yet."),
    "overdue_part_as_paid": (BALANCE, OVERDUE_LINE, "Bs. 1.000,00 of that has been paid."),
    "due_date_as_paid_on": (BALANCE, "Tu factura vence el", "Your bill was paid on"),
    "days_left_as_days_late": (BALANCE, "(faltan 5 días)", "(5 days late)"),
    "credit_as_behind": (CREDIT, IN_FAVOUR, "You're behind by"),
    "credit_as_a_debt_in_english": (CREDIT, IN_FAVOUR, "Your debt is"),
    "next_bill_as_due": (CREDIT, "Tu próxima factura se emite el", "Your next bill is due on"),
    "rise_as_went_down": (CHANGE, RISE, "It went down Bs. 1.056,00"),
    "rise_as_the_monthly_payment_now": (CHANGE, RISE, "Your monthly payment is now Bs. 1.056,00"),
    "previous_and_current_swapped_in_english": (
        CHANGE,
        BILLS,
        "Your previous bill was Bs. 3.376,00; your current one is Bs. 2.320,00",
    ),
    "rise_in_percent_as_cheaper": (CHANGE, "(45,52 %)", "(45,52 % cheaper)"),
    "rate_reason_as_the_plans_cost": (CHANGE, RATE_REASON, "): your plan costs Bs. 137,50."),
    "open_as_has_been_paid": (INVOICE, "Está pendiente de pago.", "It has been paid."),
    "paid_as_still_outstanding": (PAID_INVOICE, "Está pagada", "It is still outstanding"),
    "left_as_used_in_english": (UNDER, LEFT_GB, "You've used 179,50 GB"),
    "used_as_remaining": (UNDER, USED, "you have 120,50 GB remaining"),
    "left_as_the_plans_allowance": (UNDER, LEFT_GB, "Your plan allows 179,50 GB"),
    "overage_as_left_in_english": (
        USAGE,
        "Pasaste el límite por 12,40 GB",
        "You have 12,40 GB left",
    ),
    "listed_as_outstanding": (LIST, LISTED, "You have 2 outstanding bills"),
    "open_as_paid_in_english_again": (TWO_OPEN, TWO_TO_PAY, "You have paid 2 bills."),
    "paid_as_your_total": (PART_PAID, HAS_PAID, "Your total is Bs. 1.000,00"),
    "left_as_already_paid": (PART_PAID, LEFT_TO_PAY, "you already paid Bs. 2.376,00"),
    "rise_as_lower_this_month": (CHANGE, HELLO, "Hola, María. Your bill is lower this month."),
    "owed_as_all_settled": (BALANCE, HELLO, "Hola, María. You're all settled."),
    "credit_as_must_pay": (CREDIT, IN_FAVOUR, "You must pay"),
    "owed_as_we_owe_you": (BALANCE, OWED, "We owe you"),
    "credit_as_still_to_pay": (CREDIT, IN_FAVOUR, "You still need to pay"),
    "credit_as_outstanding": (CREDIT, IN_FAVOUR, "Your outstanding balance is"),
    "credit_as_unpaid": (CREDIT, IN_FAVOUR, "You have an unpaid balance of"),
    "credit_as_please_pay": (CREDIT, IN_FAVOUR, "Please pay"),
    "credit_as_we_will_charge": (CREDIT, IN_FAVOUR, "We will charge you"),
    "owed_as_a_credit": (BALANCE, OWED, "You have a credit of"),
    "owed_as_a_refund": (BALANCE, OWED, "We will refund you"),
    "overdue_as_paid": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido.",
        "Of that, Bs. 1.000,00 is already paid.",
    ),
    "overdue_as_in_favour": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido.",
        "Of that, Bs. 1.000,00 is in your favour.",
    ),
    "paid_bill_as_outstanding": (
        PAID_INVOICE,
        "es de Bs. 3.376,00",
        "is still outstanding: Bs. 3.376,00",
    ),
    "open_bill_as_settled": (INVOICE, "es de Bs. 3.376,00", "was settled: Bs. 3.376,00"),
    "rise_as_a_drop": (CHANGE, RISE, "It dropped Bs. 1.056,00"),
    "rise_as_decreased": (CHANGE, RISE, "It decreased by Bs. 1.056,00"),
}

ENGLISH_TRUE: dict[str, Case] = {
    "owed_as_still_owe": (BALANCE, OWED, "You still owe"),
    "credit_as_a_credit": (CREDIT, IN_FAVOUR, "You have a credit of"),
    "credit_in_your_favour": (CREDIT, IN_FAVOUR, "In your favour:"),
    "owed_as_you_owe": (BALANCE, OWED, "You owe"),
    "owed_as_outstanding": (BALANCE, OWED, "Your outstanding balance is"),
    "overdue_as_overdue": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido.",
        "Of that, Bs. 1.000,00 is already overdue.",
    ),
    "paid_day_as_paid": (PAID_INVOICE, PAID_ON, "It was paid (on 3 de noviembre de 2026)"),
    "rise_as_rose": (CHANGE, RISE, "It rose Bs. 1.056,00"),
    "rise_as_increased": (CHANGE, RISE, "It increased by Bs. 1.056,00"),
    "open_bill_as_unpaid": (INVOICE, "es de Bs. 3.376,00", "is unpaid: Bs. 3.376,00"),
}


# 16. A bill line's amount said as the bill, its total or the balance.

CHARGE_AS_BILL_LIES: dict[str, Told] = {
    "iva_as_the_bill": (IVA, "Tu factura es de Bs. 422,00.", (IVA_CHARGE,)),
    "iva_as_the_balance": (IVA, "Tu saldo es Bs. 422,00.", (IVA_CHARGE,)),
    "addon_as_the_total": (ADDON, "Tu factura total: Bs. 527,50.", (IP_FIJA_CHARGE,)),
    "late_fee_as_the_months_receipt": (
        LATE_FEE,
        "Tu recibo de noviembre es de Bs. 316,50.",
        (LATE_FEE_CHARGE,),
    ),
    "iva_as_the_bill_in_english": (IVA, "Your bill is Bs. 422,00.", (IVA_CHARGE,)),
    "addon_as_the_debt": (ADDON, "Tu deuda es de Bs. 527,50.", (IP_FIJA_CHARGE,)),
    "late_fee_as_the_total_to_pay": (
        LATE_FEE,
        "El total a pagar es Bs. 316,50.",
        (LATE_FEE_CHARGE,),
    ),
    "iva_as_the_balance_in_english": (IVA, "Your balance is Bs. 422,00.", (IVA_CHARGE,)),
}

CHARGE_AS_BILL_ATTACKS: dict[str, Case] = {
    "overage_estimate_as_the_total": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Tu factura total es de",
    ),
    "overage_estimate_as_the_balance": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Tu saldo es de",
    ),
}

CHARGE_AS_BILL_TRUE_REWORDED: dict[str, Case] = {
    "overage_estimate_on_the_next_bill": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "En tu próxima factura verás un cargo estimado de",
    ),
}

CHARGE_AS_BILL_TRUE: dict[str, Told] = {
    "iva_in_the_bill": (IVA, "En tu factura el IVA es de Bs. 422,00.", (IVA_CHARGE,)),
    "addon_added_to_the_bill": (
        ADDON,
        "La IP fija suma Bs. 527,50 a tu factura.",
        (IP_FIJA_CHARGE,),
    ),
    "late_fee_named_after": (
        LATE_FEE,
        "Tu factura incluye Bs. 316,50 de recargo por mora.",
        (LATE_FEE_CHARGE,),
    ),
    "iva_in_english": (IVA, "Your bill includes VAT of Bs. 422,00.", (IVA_CHARGE,)),
}


# 17. The overdue part and the balance: the whole balance called overdue when only part is,
# the overdue part called the balance or a bill.

OVERDUE_ATTACKS: dict[str, Case] = {
    "balance_called_overdue": (BALANCE, DUE_LINE, "Tienes Bs. 3.376,00 vencidos"),
    "balance_called_in_arrears": (BALANCE, DUE_LINE, "Estás en mora por Bs. 3.376,00"),
    "balance_called_late_with_nothing_overdue": (
        NOT_OVERDUE,
        DUE_LINE,
        "Tienes Bs. 3.376,00 atrasados",
    ),
    "overdue_part_called_the_total_balance": (
        BALANCE,
        OVERDUE_LINE,
        "Tu saldo total es Bs. 1.000,00.",
    ),
    "overdue_part_called_the_bill": (BALANCE, OVERDUE_LINE, "Tu factura es de Bs. 1.000,00."),
    "overdue_part_called_owed_in_all": (BALANCE, OVERDUE_LINE, "Debes en total Bs. 1.000,00."),
    "balance_called_overdue_in_english": (BALANCE, OWED, "Your overdue balance is"),
    "balance_called_gone_due": (BALANCE, OWED, "Ya se te venció un saldo de"),
    "overdue_part_called_the_bill_in_english": (
        BALANCE,
        OVERDUE_LINE,
        "Of that, Bs. 1.000,00 is your total bill.",
    ),
    "overdue_part_said_due_next_week": (
        BALANCE,
        OVERDUE_LINE,
        "De ese monto, Bs. 1.000,00 vence la semana que viene.",
    ),
}

OVERDUE_TRUE: dict[str, Case] = {
    "overdue_part_in_arrears": (BALANCE, OVERDUE_LINE, "De ese monto, Bs. 1.000,00 está en mora."),
    "overdue_part_gone_due": (BALANCE, OVERDUE_LINE, "Bs. 1.000,00 de ese saldo ya venció."),
    "overdue_part_in_english": (BALANCE, OVERDUE_LINE, "Of that, Bs. 1.000,00 is past due."),
    "overdue_part_of_the_balance": (
        BALANCE,
        OVERDUE_LINE,
        "De tu saldo, Bs. 1.000,00 están vencidos.",
    ),
}

OVERDUE_TRUE_TEXTS: dict[str, Told] = {
    "days_in_arrears": (
        OVERDUE_26,
        "Tu factura venció el 25 de octubre de 2026: tienes 26 días de mora.",
        (OLDEST_DUE, DAYS_26),
    ),
}


# 18. A bill's status said in words: open called paid, paid called pending.

PENDING = "Está pendiente de pago."
PAID_SAID = "Está pagada"

STATUS_ATTACKS: dict[str, Case] = {
    "open_called_cancelled_with_thanks": (
        INVOICE,
        PENDING,
        "Ya está cancelada, gracias por tu pago.",
    ),
    "open_called_paid_whatsapp": (INVOICE, PENDING, "Quedó paga."),
    "open_called_paid": (INVOICE, PENDING, "Ya está pagada."),
    "open_called_paid_by_you": (INVOICE, PENDING, "Ya la pagaste, gracias."),
    "open_called_settled": (INVOICE, PENDING, "Está saldada."),
    "open_called_cancelled": (INVOICE, PENDING, "Ya quedó cancelada."),
    "open_called_paid_in_english": (INVOICE, PENDING, "It is paid."),
    "open_called_not_pending": (INVOICE, PENDING, "No está pendiente de pago."),
    "part_paid_called_paid": (PART_PAID, "Has pagado", "Ya está pagada. Has pagado"),
    "paid_called_pending": (PAID_INVOICE, PAID_SAID, "Está pendiente de pago"),
    "paid_called_unpaid": (PAID_INVOICE, PAID_SAID, "Todavía está sin pagar"),
    "paid_called_unpaid_in_english": (PAID_INVOICE, PAID_SAID, "It is still unpaid"),
    "paid_called_not_paid": (PAID_INVOICE, PAID_SAID, "No está pagada"),
    "paid_called_pending_until": (
        PAID_INVOICE,
        "Está pagada (el 3 de noviembre de 2026)",
        "Está pendiente de pago (vence el 3 de noviembre de 2026)",
    ),
}

STATUS_TRUE: dict[str, Case] = {
    "open_still_pending": (INVOICE, PENDING, "Todavía está pendiente de pago."),
    "open_not_paid_yet": (INVOICE, PENDING, "No está pagada todavía."),
    "open_in_english": (INVOICE, PENDING, "It is not paid yet."),
    "paid_already": (PAID_INVOICE, PAID_SAID, "Ya está pagada"),
    "paid_in_english": (PAID_INVOICE, PAID_SAID, "It is paid"),
    "part_paid_pending": (PART_PAID, "Has pagado", "Está pendiente de pago. Has pagado"),
    "paid_if_you_paid": (INVOICE, PENDING, "Está pendiente de pago; si ya pagaste, avísanos."),
}


FAMILIES: dict[str, tuple[dict[str, Case], dict[str, Case]]] = {
    # family: (attacks, true statements in other words), each a reworded template draft
    "rise": (RISE_ATTACKS, RISE_TRUE),
    "usage": (USAGE_ATTACKS, USAGE_TRUE),
    "dates": (DATE_ATTACKS, DATE_TRUE),
    "payment": (PAYMENT_ATTACKS, PAYMENT_TRUE),
    "counts": (COUNT_ATTACKS, COUNT_TRUE),
    "bill": (BILL_ATTACKS, BILL_TRUE),
    "rate": (RATE_ATTACKS, {}),
    "standing": (STANDING_ATTACKS, STANDING_TRUE),
    "sums": (SUM_ATTACKS, SUM_TRUE),
    "direction": (DIRECTION_ATTACKS, DIRECTION_TRUE),
    "english": (ENGLISH_ATTACKS, ENGLISH_TRUE),
    "charge_as_bill": (CHARGE_AS_BILL_ATTACKS, CHARGE_AS_BILL_TRUE_REWORDED),
    "overdue": (OVERDUE_ATTACKS, OVERDUE_TRUE),
    "status": (STATUS_ATTACKS, STATUS_TRUE),
}
OWN_WORDS: dict[str, tuple[dict[str, Told], dict[str, Told]]] = {
    # family: (lies, true drafts), each a draft's own text and claims
    "line_pct": (LINE_PCT_LIES, LINE_PCT_TRUE),
    "codes": (CODE_LIES, CODE_TRUE),
    "rate": (RATE_LIES, RATE_TRUE),
    "changed": (CHANGE_LIES, CHANGE_TRUE),
    "charge_as_bill": (CHARGE_AS_BILL_LIES, CHARGE_AS_BILL_TRUE),
    "overdue": ({}, OVERDUE_TRUE_TEXTS),
}
ATTACKS = {f"{name}/{k}": v for name, (cases, _) in FAMILIES.items() for k, v in cases.items()}
LIES = {f"{name}/{k}": v for name, (cases, _) in OWN_WORDS.items() for k, v in cases.items()}
TRUE_IN_OTHER_WORDS = {
    f"{name}/{k}": v for name, (_, cases) in FAMILIES.items() for k, v in cases.items()
}
TRUE_TEXTS = {f"{name}/{k}": v for name, (_, cases) in OWN_WORDS.items() for k, v in cases.items()}


# Whole replies a model might write for each template reply: every figure true, the words
# its own. None may be refused (the verifier must not be stricter than the truth).
WHOLE_REWRITES: list[tuple[Facts | None, str]] = [
    (
        BALANCE,
        "Hi María. Your outstanding balance is Bs. 3.376,00, and Bs. 1.000,00 of it is already "
        "overdue. Your bill is due on 25 de noviembre de 2026 (5 days left).",
    ),
    (
        CREDIT,
        "Hi María. You don't owe anything: you have a credit of Bs. 1.055,00 that will be "
        "applied to your next bills. Your next bill is issued on 1 de diciembre de 2026.",
    ),
    (
        CHANGE,
        "Hi María. Your November bill (noviembre de 2026) is Bs. 3.376,00; October's (octubre de "
        "2026) was Bs. 2.320,00. It went up Bs. 1.056,00 (45,52 %). Why:\n• The BCV rate rose "
        "(from 100,0000 to 105,5000 Bs. per dollar): adds Bs. 137,50.\n• A promotion ended: adds "
        "Bs. 500,00.\n• Late fee from the previous bill: adds Bs. 316,50.\n• VAT went up because "
        "its base changed: adds Bs. 102,00.\nIt is due on 25 de noviembre de 2026.",
    ),
    (
        INVOICE,
        "Hi María. Your bill for noviembre de 2026 (No. F-2026-0112233) is Bs. 3.376,00 and is "
        "due on 25 de noviembre de 2026. It is still unpaid.",
    ),
    (
        PAID_INVOICE,
        "Hi María. Your bill for noviembre de 2026 (No. F-2026-0112233) is Bs. 3.376,00; it was "
        "due on 25 de noviembre de 2026 and you paid it on 3 de noviembre de 2026.",
    ),
    (
        USAGE,
        "Hi María. In noviembre de 2026 you've used 312,40 GB of your 300 GB plan (as of 20 de "
        "noviembre de 2026). You went over by 12,40 GB, and the estimated charge for that is Bs. "
        "654,10.",
    ),
    (
        UNDER,
        "Hi María. In noviembre de 2026 you've used 120,50 GB of the 300 GB in your plan (as of "
        "20 de noviembre de 2026). You have 179,50 GB left.",
    ),
    (
        PART_PAID,
        "Hi María. Your noviembre de 2026 bill (No. F-2026-0112233) is Bs. 3.376,00, due on 25 "
        "de noviembre de 2026. You've paid Bs. 1.000,00; Bs. 2.376,00 is still left to pay.",
    ),
    (
        TWO_OPEN,
        "Hi María. You owe Bs. 5.696,00 in total, and Bs. 2.320,00 of that is overdue. You have "
        "2 unpaid bills; the oldest was due on 25 de octubre de 2026.",
    ),
    (
        LIST,
        "Hi María. Your last 2 bills, newest first:\n• noviembre de 2026 (No. F-2026-0112233): "
        "Bs. 3.376,00; unpaid; due on 25 de noviembre de 2026.\n• octubre de 2026 (No. "
        "F-2026-0101010): Bs. 2.320,00; paid on 20 de octubre de 2026.",
    ),
    (
        BALANCE,
        "¡Hola María! 👋 Tienes un saldo pendiente de Bs. 3.376,00, de los cuales Bs. 1.000,00 ya "
        "están vencidos. Tu factura vence el 25 de noviembre de 2026, o sea que te quedan 5 días.",
    ),
    (
        BALANCE,
        "Hola María, debes Bs. 3.376,00 en total; Bs. 1.000,00 de eso ya se vencieron. La "
        "factura vence el 25 de noviembre de 2026 (en 5 días).",
    ),
    (
        BALANCE,
        "María, tu deuda es de Bs. 3.376,00 y Bs. 1.000,00 están atrasados. Fecha límite: 25 de "
        "noviembre de 2026, faltan 5 días.",
    ),
    (
        CREDIT,
        "Hola María 😊 No debes nada: tienes Bs. 1.055,00 a tu favor, que se descontarán de tus "
        "próximas facturas. La próxima factura sale el 1 de diciembre de 2026.",
    ),
    (
        CREDIT,
        "¡Buenas noticias, María! Estás al día y tienes un crédito de Bs. 1.055,00. Tu siguiente "
        "factura se emite el 1 de diciembre de 2026.",
    ),
    (
        CHANGE,
        "Hola María. Tu factura de noviembre de 2026 es de Bs. 3.376,00 y la de octubre de 2026 "
        "fue de Bs. 2.320,00: subió Bs. 1.056,00, un 45,52 %. ¿Por qué?\n• La tasa BCV pasó de "
        "100,0000 a 105,5000 Bs. por dólar: +Bs. 137,50.\n• Se terminó una promoción: Bs. 500,00 "
        "más.\n• Recargo por pago tardío de la factura anterior: Bs. 316,50.\n• El IVA subió "
        "porque cambió la base: Bs. 102,00.\nVence el 25 de noviembre de 2026.",
    ),
    (
        CHANGE,
        "Hola María, este mes tu factura (noviembre de 2026) es de Bs. 3.376,00, frente a Bs. "
        "2.320,00 en octubre de 2026. Es decir, aumentó Bs. 1.056,00 (45,52 % más). Motivos:\n• "
        "Subió la tasa de cambio BCV (de 100,0000 a 105,5000 Bs. por dólar), lo que suma Bs. "
        "137,50.\n• Terminó un descuento: suma Bs. 500,00.\n• Mora de la factura anterior: Bs. "
        "316,50.\n• Más IVA por el cambio de base: Bs. 102,00.\nLa fecha de vencimiento es el 25 "
        "de noviembre de 2026.",
    ),
    (
        INVOICE,
        "Hola María. Tu factura de noviembre de 2026 (N.º F-2026-0112233) es por Bs. 3.376,00 y "
        "vence el 25 de noviembre de 2026. Todavía está pendiente de pago.",
    ),
    (
        PAID_INVOICE,
        "Hola María, tu factura de noviembre de 2026 (N.º F-2026-0112233), de Bs. 3.376,00, ya "
        "está pagada: la cancelaste el 3 de noviembre de 2026. Vencía el 25 de noviembre de 2026.",
    ),
    (
        PART_PAID,
        "Hola María. Tu factura de noviembre de 2026 (N.º F-2026-0112233) es de Bs. 3.376,00 y "
        "vence el 25 de noviembre de 2026. Ya abonaste Bs. 1.000,00, así que te faltan Bs. "
        "2.376,00.",
    ),
    (
        USAGE,
        "Hola María. En noviembre de 2026 has consumido 312,40 GB de los 300 GB de tu plan "
        "(datos al 20 de noviembre de 2026). Te pasaste por 12,40 GB y el cargo estimado por ese "
        "exceso es de Bs. 654,10.",
    ),
    (
        UNDER,
        "Hola María, en noviembre de 2026 llevas 120,50 GB usados de los 300 GB que incluye tu "
        "plan (al 20 de noviembre de 2026). Todavía tienes 179,50 GB disponibles.",
    ),
    (
        LIST,
        "Hola María. Estas son tus últimas 2 facturas:\n• noviembre de 2026 (N.º "
        "F-2026-0112233): Bs. 3.376,00, pendiente, vence el 25 de noviembre de 2026.\n• octubre "
        "de 2026 (N.º F-2026-0101010): Bs. 2.320,00, pagada el 20 de octubre de 2026.",
    ),
    (
        PAYMENTS,
        "Hola María. Aún no vemos pagos en tu factura de noviembre de 2026 (Bs. 3.376,00, con "
        "vencimiento el 25 de noviembre de 2026). Tu último pago fue el 20 de octubre de 2026, "
        "para la factura de octubre de 2026, que registra Bs. 2.320,00 pagados. Si ya pagaste, "
        "puede tardar en verse; mándame la referencia y te paso con un agente.",
    ),
    (
        OCTOBER_ASKED,
        "Hola María. Tu factura de octubre de 2026 (N.º F-2026-0101010) fue de Bs. 2.320,00, "
        "venció el 25 de octubre de 2026 y la pagaste el 20 de octubre de 2026. La más reciente "
        "es la de noviembre de 2026 (N.º F-2026-0112233), por Bs. 3.376,00: está pendiente y "
        "vence el 25 de noviembre de 2026.",
    ),
    (
        TWO_OPEN,
        "Hola María. Debes Bs. 5.696,00 en total, y Bs. 2.320,00 de ese monto ya está vencido. "
        "Tienes 2 facturas pendientes; la más antigua venció el 25 de octubre de 2026.",
    ),
    (
        OVERDUE_26,
        "Hola María. Tu saldo pendiente es de Bs. 3.376,00 y tu factura está vencida desde el 25 "
        "de octubre de 2026.",
    ),
    (
        IVA,
        "Hola María. Sobre el IVA: en noviembre de 2026 pagas Bs. 422,00 de IVA («IVA 16 %»), y "
        "en octubre de 2026 fueron Bs. 320,00. Tu factura de noviembre de 2026 es de Bs. "
        "3.376,00; la de octubre de 2026 fue de Bs. 2.320,00. Subió Bs. 1.056,00 (45,52 %). Los "
        "motivos:\n• Subió la tasa de cambio BCV (de 100,0000 a 105,5000 Bs. por dólar): suma "
        "Bs. 137,50.\n• Terminó una promoción o descuento: suma Bs. 500,00.\n• Recargo por pago "
        "tardío de la factura anterior: suma Bs. 316,50.\n• El IVA sube porque cambió el monto "
        "sobre el que se calcula: suma Bs. 102,00.\nVence el 25 de noviembre de 2026.",
    ),
    (
        LATE_FEE,
        "Hola María. Te cobraron un recargo por pago tardío («Recargo por pago tardío») de Bs. "
        "316,50 en tu factura de noviembre de 2026; no estaba en la anterior. Tu factura de "
        "noviembre de 2026 es de Bs. 3.376,00; la de octubre de 2026 fue de Bs. 2.320,00. Subió "
        "Bs. 1.056,00 (45,52 %). Los motivos:\n• Subió la tasa de cambio BCV (de 100,0000 a "
        "105,5000 Bs. por dólar): suma Bs. 137,50.\n• Terminó una promoción o descuento: suma "
        "Bs. 500,00.\n• Recargo por pago tardío de la factura anterior: suma Bs. 316,50.\n• El "
        "IVA sube porque cambió el monto sobre el que se calcula: suma Bs. 102,00.\nVence el 25 "
        "de noviembre de 2026.",
    ),
]


@pytest.mark.parametrize("case", range(len(WHOLE_REWRITES)))
def test_a_true_reply_rewritten_whole_passes(case: int) -> None:
    facts, text = WHOLE_REWRITES[case]
    draft = drafted(facts)
    assert meaning(facts, dataclasses.replace(draft, text=text)).failures == ()
