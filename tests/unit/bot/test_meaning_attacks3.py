"""The third part of the verifier's attack corpus: what a figure is said to be a share or a day of.

Three families a language model gets wrong with every number right:

1. **The plan and the monthly fee**: another bill line's amount (the IP fija add-on, the late
   fee) called "tu mensualidad", "la cuota mensual" or "el plan", or a total or the bill's
   change called the plan; and the plan's amount called the late fee, the IGTF or an add-on.
   "Mensualidad" may name the month's bill (its total, what is owed, how much it rose), the
   plan never does.
2. **Percentages and their base**: the bill's change in percent said of one line ("el IVA
   subió 45,52 %"), of the exchange rate, as a charge's rate ("45,52 % de recargo"), as a
   share of the new total, against the newer bill, or with no change said at all; a line's
   rate («IVA 16 %») said of another charge, as a change, or with no charge named; a
   percentage no fact has.
3. **Which side of the due date**: days still left called days overdue ("vencida hace 5
   días") and the other way round, a due date still to come said in the past tense
   ("venció el 25") and a passed one in the present ("vence el 25"), and the days counted
   in words ("vence mañana", "venció ayer", "vence hoy") that are not the days to the due
   date.

Each family has the attacks ``check_meaning`` must reject and true statements in other words
(WhatsApp spelling and English among them) it must still accept, so that no fix is a phrase
list for one example and none is stricter than the truth.
"""

from __future__ import annotations

import dataclasses
from datetime import date
from typing import Any

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.compute import balance_facts, bill_change_facts, invoice_facts
from billing_sim.bot.fact_sheet import fact_sheet
from billing_sim.bot.facts import ChargeLine, Facts
from billing_sim.bot.intents import SHIPPED
from tests.unit.bot.examples import MARIA, balance, bill_summary, example, invoice, money
from tests.unit.bot.test_meaning import (
    BALANCE,
    CHANGE,
    IVA,
    LATE_FEE,
    USAGE,
    drafted,
    meaning,
)

K = FactKind


def _line(code: str, kind: str, description: str, now: Any, before: Any, delta: Any) -> Any:
    change = "added" if before is None else "increased"
    return {"code": code, "kind": kind, "description": description, "current_amount": now,
            "previous_amount": before, "delta": delta, "change": change}  # fmt: skip


def _reason(code: str, minor: int, display: str, line: str) -> dict[str, Any]:
    impact = money(minor, display)
    return {"code": code, "amount_impact": impact, "line_codes": [line], "detail": code}


_BASE = example("BillSummary")
_PLAN_LINE = _BASE["lines"][0]  # «Plan Fibra 100», Bs. 2.500,00 → Bs. 2.637,50
_TOTALS = {"total": money(367140, "Bs. 3.671,40"), "total_due": money(367140, "Bs. 3.671,40")}
_OLD_TOTALS = {"total": money(290000, "Bs. 2.900,00"), "total_due": money(290000, "Bs. 2.900,00")}

ADDON = bill_change_facts(
    MARIA,
    bill_summary(
        lines=[
            _PLAN_LINE,
            _line("addon:ip-fija", "recurring", "IP fija", money(52750, "Bs. 527,50"), None,
                  money(52750, "Bs. 527,50")),
            _line("tax:iva", "tax", "IVA 16 %", money(50640, "Bs. 506,40"),
                  money(40000, "Bs. 400,00"), money(10640, "Bs. 106,40")),
        ],
        reasons=[
            _reason("exchange_rate_changed", 13750, "Bs. 137,50", "plan:fibra-100"),
            _reason("addon_added_or_trial_ended", 52750, "Bs. 527,50", "addon:ip-fija"),
            _reason("tax_base_changed", 10640, "Bs. 106,40", "tax:iva"),
        ],
        current={**_BASE["current"], **_TOTALS},
        previous={**_BASE["previous"], **_OLD_TOTALS},
        delta=money(77140, "Bs. 771,40"),
        delta_pct="26.60",
    ),
    "addon",
)  # fmt: skip
"""The IP fija add-on (Bs. 527,50) added to the November bill (Bs. 2.900,00 → Bs. 3.671,40)."""

PLAN_PRICE = bill_change_facts(
    MARIA,
    bill_summary(
        reasons=[
            _reason("plan_price_increase", 13750, "Bs. 137,50", "plan:fibra-100"),
            *_BASE["reasons"][1:],
        ]
    ),
)
"""The contract's bill change with the plan's own price rise (Bs. 137,50) as its first reason."""

PLAN = dataclasses.replace(
    CHANGE,
    focus=(ChargeLine("Plan Fibra 100", "Bs. 2.637,50", "Bs. 2.500,00", "increased"),),
)
"""The bill change with the plan's line among the facts (Bs. 2.500,00 → Bs. 2.637,50)."""

_IGTF_AMOUNT = money(10128, "Bs. 101,28")
_IGTF = _line("tax:igtf", "tax", "IGTF 3 % (pago en divisas)", _IGTF_AMOUNT, None, _IGTF_AMOUNT)
DOLLARS = bill_change_facts(MARIA, bill_summary(lines=[*_BASE["lines"], _IGTF]), "dollars")
"""Why the bill is in dollars, with an IGTF line of 3 % (Bs. 101,28)."""


def _balance_due(day: str) -> Facts:
    return balance_facts(MARIA, balance(oldest_unpaid_due_date=day))


DUE_TODAY = _balance_due("2026-11-20")
DUE_YESTERDAY = _balance_due("2026-11-19")
OVERDUE_26 = _balance_due("2026-10-25")
"""María's balance read on 2026-11-20, her bill due that day, the day before, 26 days before
(``BALANCE``: due in 5 days)."""
INVOICE_TOMORROW = invoice_facts(MARIA, [invoice()], None, date(2026, 11, 24))
INVOICE_OVERDUE = invoice_facts(MARIA, [invoice()], None, date(2026, 11, 26))
"""The November invoice (due 2026-11-25) read the day before and the day after its due date."""

IP_FIJA = "aparece «IP fija» por Bs. 527,50"
ADDON_REASON = "• Se agregó un servicio adicional o terminó su período de prueba: suma Bs. 527,50."
LATE_FEE_LINE = "aparece «Recargo por pago tardío» por Bs. 316,50"
LATE_FEE_REASON = "• Recargo por pago tardío de la factura anterior: suma Bs. 316,50."
PLAN_REASON = "• Subió el precio de tu plan: suma Bs. 137,50."
CHANGE_PCT = "Subió Bs. 1.056,00 (45,52 %)."
LEFT = "(faltan 5 días)"
DUE_25 = "vence el 25 de noviembre de 2026"
PASSED_25 = "venció el 25 de noviembre de 2026"

PLAN_CHARGE = Claim(K.CHARGE, "Bs. 2.637,50", "Plan Fibra 100")
OLD_PLAN_CHARGE = Claim(K.CHARGE, "Bs. 2.500,00", "Plan Fibra 100")
IVA_RATE = Claim(K.CHARGE_RATE, "16", "IVA 16 %")
IVA_CHARGE = Claim(K.CHARGE, "Bs. 422,00", "IVA 16 %")
IGTF_RATE = Claim(K.CHARGE_RATE, "3", "IGTF 3 % (pago en divisas)")
IGTF_CHARGE = Claim(K.CHARGE, "Bs. 101,28", "IGTF 3 % (pago en divisas)")
OLDEST_DUE = Claim(K.DUE_DATE, "25 de octubre de 2026", "oldest")
DAYS_26 = Claim(K.DAYS_TO_DUE, "26", "oldest")


# 1. The plan and the monthly fee: another line's amount called either, the plan's amount
# called another charge; «mensualidad» may be the month's bill, the plan is only its own line.

PLAN_ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    # Another line's amount called the monthly fee or the plan.
    "addon_called_your_monthly_fee": (ADDON, IP_FIJA, "aparece tu mensualidad por Bs. 527,50"),
    "addon_called_the_monthly_instalment": (ADDON, IP_FIJA, "la cuota mensual es de Bs. 527,50"),
    "addon_called_the_monthly_fee_after_it": (ADDON, IP_FIJA, "aparecen Bs. 527,50 d mensualidad"),
    "addon_called_the_plan": (ADDON, IP_FIJA, "el plan q tienes t sale en Bs. 527,50"),
    "addon_called_the_plan_by_a_quoted_name": (
        ADDON,
        IP_FIJA,
        "aparece «Plan Fibra 300» por Bs. 527,50",
    ),
    "addon_called_the_plan_fibra_300": (ADDON, IP_FIJA, "el plan Fibra 300 te cuesta Bs. 527,50"),
    "addon_called_the_monthly_fee_in_english": (ADDON, IP_FIJA, "your monthly fee is Bs. 527,50"),
    "addon_called_the_plan_in_english": (ADDON, IP_FIJA, "your plan costs Bs. 527,50"),
    "addon_reason_called_the_monthly_fee": (
        ADDON,
        ADDON_REASON,
        "• Ahora tu mensualidad es más cara: suma Bs. 527,50.",
    ),
    "addon_reason_called_the_plans_price": (
        ADDON,
        ADDON_REASON,
        "• Subió el precio de tu plan: suma Bs. 527,50.",
    ),
    "late_fee_called_your_monthly_fee": (
        LATE_FEE,
        LATE_FEE_LINE,
        "aparece tu mensualidad por Bs. 316,50",
    ),
    "late_fee_called_the_monthly_payment": (
        LATE_FEE,
        LATE_FEE_LINE,
        "aparece el pago mensual de Bs. 316,50",
    ),
    "late_fee_reason_called_the_monthly_instalment": (
        LATE_FEE,
        LATE_FEE_REASON,
        "• Tu cuota mensual: suma Bs. 316,50.",
    ),
    "late_fee_reason_called_the_plan": (
        LATE_FEE,
        LATE_FEE_REASON,
        "• Tu plan Fibra: suma Bs. 316,50.",
    ),
    "late_fee_reason_called_the_subscription": (
        LATE_FEE,
        LATE_FEE_REASON,
        "• Your subscription: Bs. 316,50 more.",
    ),
    "total_called_the_plan": (
        CHANGE,
        "Tu factura de noviembre de 2026 es de",
        "Tu plan de noviembre de 2026 es de",
    ),
    "total_called_the_plans_price": (
        CHANGE,
        "Tu factura de noviembre de 2026 es de",
        "En noviembre de 2026 el precio de tu plan es de",
    ),
    "change_called_the_plans_rise": (CHANGE, "Subió Bs. 1.056,00", "Tu plan subió Bs. 1.056,00"),
    "estimated_overage_called_the_monthly_fee": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Tu mensualidad estimada es de",
    ),
    "estimated_overage_called_the_plan": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Tu plan te va a salir en",
    ),
    # ... and the plan's amount called another charge.
    "plans_rise_called_a_late_fee": (
        PLAN_PRICE,
        PLAN_REASON,
        "• Se sumó un recargo por mora: Bs. 137,50.",
    ),
    "plans_rise_called_the_igtf": (PLAN_PRICE, PLAN_REASON, "• El IGTF: suma Bs. 137,50."),
    "plans_rise_called_the_static_ip": (PLAN_PRICE, PLAN_REASON, "• La IP fija: suma Bs. 137,50."),
    "plans_rise_called_a_late_fee_in_english": (
        PLAN_PRICE,
        PLAN_REASON,
        "• A late fee: Bs. 137,50 more.",
    ),
    "plans_rise_by_the_rate_called_a_penalty": (
        CHANGE,
        "): suma Bs. 137,50.",
        "); la multa suma Bs. 137,50.",
    ),
}

PLAN_LIES: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    # The plan's line called another charge.
    "plan_called_the_late_fee": (PLAN, "El recargo por mora es de Bs. 2.637,50.", (PLAN_CHARGE,)),
    "plan_called_the_igtf": (PLAN, "Pagas Bs. 2.637,50 de IGTF.", (PLAN_CHARGE,)),
    "plan_called_the_static_ip": (PLAN, "La IP fija t sale en Bs. 2.637,50.", (PLAN_CHARGE,)),
    "plan_called_a_penalty_in_english": (PLAN, "The penalty is Bs. 2.637,50.", (PLAN_CHARGE,)),
}

PLAN_TRUE: dict[str, tuple[Facts | None, str, str]] = {
    # The add-on by its own name beside the plan; the month's bill as the monthly fee; the
    # plan named for its own price, for the rate it is priced at, or as what a limit is of.
    "addon_by_name_whatsapp": (ADDON, IP_FIJA, "la IP fija t sale en Bs. 527,50 al mes"),
    "addon_besides_the_monthly_fee": (
        ADDON,
        IP_FIJA,
        "además d tu mensualidad, aparece «IP fija» por Bs. 527,50",
    ),
    "addon_on_top_of_the_plan": (ADDON, IP_FIJA, "aparte de tu plan, la IP fija suma Bs. 527,50"),
    "addon_in_english": (ADDON, IP_FIJA, "the static IP costs Bs. 527,50 on top of your plan"),
    "addon_reason_named_after": (
        ADDON,
        ADDON_REASON,
        "• Tu mensualidad sube Bs. 527,50 por la IP fija.",
    ),
    "total_as_the_monthly_fee": (
        CHANGE,
        "Tu factura de noviembre de 2026 es de",
        "Tu mensualidad de noviembre de 2026 es de",
    ),
    "change_of_the_monthly_fee": (
        CHANGE,
        "Subió Bs. 1.056,00",
        "Tu mensualidad subió Bs. 1.056,00",
    ),
    "plans_rise_in_other_words": (
        PLAN_PRICE,
        PLAN_REASON,
        "• Tu plan subió de precio: suma Bs. 137,50.",
    ),
    "plans_rise_as_the_monthly_fee": (
        PLAN_PRICE,
        PLAN_REASON,
        "• Subió la mensualidad del plan: suma Bs. 137,50.",
    ),
    "plans_rise_in_english": (
        PLAN_PRICE,
        PLAN_REASON,
        "• Your plan's price went up: Bs. 137,50 more.",
    ),
    "plan_priced_at_the_rate": (
        CHANGE,
        "• Subió la tasa de cambio BCV",
        "• Tu plan cuesta más en bolívares porque subió la tasa de cambio BCV",
    ),
    "overage_beyond_the_plans_limit": (
        USAGE,
        "El cargo estimado por ese exceso es de",
        "Por pasarte del límite de tu plan, el cargo estimado es de",
    ),
}

PLAN_TRUE_TEXTS: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    "plan_as_the_monthly_fee": (
        PLAN,
        "Tu mensualidad del plan es de Bs. 2.637,50.",
        (PLAN_CHARGE,),
    ),
    "plan_by_its_quoted_name": (
        PLAN,
        "«Plan Fibra 100»: Bs. 2.637,50 (antes Bs. 2.500,00).",
        (PLAN_CHARGE, OLD_PLAN_CHARGE),
    ),
    "plan_in_english": (PLAN, "Your plan costs Bs. 2.637,50.", (PLAN_CHARGE,)),
}


# 2. Percentages and their base: the bill's change in percent said of a line, a rate, a
# share or nothing; a line's rate said of another charge or as a change.

PERCENT_ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    # The bill's change in percent said of something else, or of nothing.
    "change_pct_said_of_the_iva": (CHANGE, CHANGE_PCT, "Subió Bs. 1.056,00; el IVA subió 45,52 %."),
    "change_pct_said_of_the_exchange_rate": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00. La tasa BCV subió un 45,52 %.",
    ),
    "change_pct_said_of_the_dollar": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00 xq el dólar subió 45,52 %.",
    ),
    "change_pct_said_of_the_plan": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00. Tu plan subió 45,52 %.",
    ),
    "change_pct_as_a_late_fee_rate": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00 (45,52 % de recargo).",
    ),
    "change_pct_as_the_igtf_rate": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00. Pagas un 45,52 % de IGTF.",
    ),
    "change_pct_as_a_discount": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00: se acabó un descuento del 45,52 %.",
    ),
    "change_pct_as_taxes": (CHANGE, CHANGE_PCT, "Subió Bs. 1.056,00; son 45,52 % de impuestos."),
    "change_pct_as_a_share_of_the_total": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00, o sea el 45,52 % del total.",
    ),
    "change_pct_as_a_share_of_the_new_total": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00: el 45,52 % de los Bs. 3.376,00.",
    ),
    "change_pct_over_the_newer_bill": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00, un 45,52 % más que la de noviembre.",
    ),
    "change_pct_over_this_month": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00 (45,52 % respecto a este mes).",
    ),
    "change_pct_with_no_change_said": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00. Tu factura tiene un 45,52 %.",
    ),
    "change_pct_said_of_vat_in_english": (
        CHANGE,
        CHANGE_PCT,
        "It went up Bs. 1.056,00; VAT rose 45,52 %.",
    ),
    "a_percentage_no_fact_has": (CHANGE, CHANGE_PCT, "Subió Bs. 1.056,00 (12 %)."),
    "a_percentage_no_fact_has_said_of_the_igtf": (
        DOLLARS,
        "se suma «IGTF 3 % (pago en divisas)» sobre el pago",
        "se suma un 16 % de IGTF sobre el pago",
    ),
    "a_days_count_as_a_percentage": (BALANCE, LEFT, "(sube 5 %)"),
}

PERCENT_LIES: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    # A line's rate said of another charge, as a change, or of nothing.
    "iva_rate_said_of_the_igtf": (IVA, "El IGTF es del 16 %.", (IVA_RATE,)),
    "iva_rate_as_a_late_fee": (IVA, "Tienes un 16 % de recargo.", (IVA_RATE,)),
    "iva_rate_as_a_discount": (IVA, "Te quitaron un descuento del 16 %.", (IVA_RATE,)),
    "iva_rate_as_the_bills_change": (IVA, "Tu factura subió 16 %.", (IVA_RATE,)),
    "iva_rate_as_the_ivas_change": (IVA, "El IVA subió un 16 %.", (IVA_RATE,)),
    "iva_rate_said_of_nothing": (IVA, "Pagas un 16 %.", (IVA_RATE,)),
    "igtf_rate_said_of_the_iva": (
        DOLLARS,
        "Se suma un 3 % de IVA: Bs. 101,28.",
        (IGTF_RATE, IGTF_CHARGE),
    ),
    "igtf_rate_as_the_plans_rise": (DOLLARS, "Tu plan subió un 3 %.", (IGTF_RATE,)),
    "igtf_rate_said_of_vat_in_english": (DOLLARS, "VAT is 3 %.", (IGTF_RATE,)),
}

PERCENT_TRUE: dict[str, tuple[Facts | None, str, str]] = {
    # The bill's change in percent as a change of the bill, over the older one.
    "change_pct_over_last_month": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00, o sea un 45,52 % más que el mes pasado.",
    ),
    "change_pct_as_a_rise": (
        CHANGE,
        CHANGE_PCT,
        "Tu factura subió Bs. 1.056,00, un aumento del 45,52 %.",
    ),
    "change_pct_whatsapp": (CHANGE, CHANGE_PCT, "Subió Bs. 1.056,00: 45,52 % más q la d octubre."),
    "change_pct_over_october": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00 (45,52 % respecto a octubre).",
    ),
    "change_pct_as_a_share_of_the_older_bill": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00, el 45,52 % de la factura anterior.",
    ),
    "change_pct_as_a_share_of_the_older_total": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00: el 45,52 % de los Bs. 2.320,00 de la anterior.",
    ),
    "change_pct_in_english": (CHANGE, CHANGE_PCT, "It went up Bs. 1.056,00 (a 45,52 % increase)."),
    "change_pct_more_expensive": (
        CHANGE,
        CHANGE_PCT,
        "Subió Bs. 1.056,00: tu factura está 45,52 % más cara.",
    ),
}

PERCENT_TRUE_TEXTS: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    "iva_rate_of_the_iva": (
        IVA,
        "En noviembre el IVA es del 16 %: Bs. 422,00.",
        (IVA_RATE, IVA_CHARGE),
    ),
    "iva_rate_named_after": (IVA, "Pagas un 16 % de IVA (Bs. 422,00).", (IVA_RATE, IVA_CHARGE)),
    "iva_rate_in_english": (IVA, "VAT at 16 %: Bs. 422,00.", (IVA_RATE, IVA_CHARGE)),
    "igtf_rate_of_the_igtf": (
        DOLLARS,
        "Como pagas en divisas se suma un 3 % de IGTF sobre el pago (Bs. 101,28).",
        (IGTF_RATE, IGTF_CHARGE),
    ),
}


# 3. Which side of the due date: days left called overdue and back, a due date in the wrong
# tense, a day counted in words (hoy, mañana, ayer) that is not the days to the due date.

DUE_ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    # Days left called overdue, a date on the wrong side of today, a day in words.
    "days_left_called_overdue_since": (BALANCE, LEFT, "(vencida hace 5 días)"),
    "days_left_called_overdue": (BALANCE, LEFT, "(venció hace 5 días)"),
    "days_left_called_ago": (BALANCE, LEFT, "(hace 5 dias)"),
    "days_left_called_days_overdue": (BALANCE, LEFT, "(lleva 5 días vencida)"),
    "days_left_called_days_late": (BALANCE, LEFT, "(5 días de atraso)"),
    "days_left_called_days_in_arrears": (BALANCE, LEFT, "(tiene 5 dias d mora)"),
    "days_left_called_ago_in_english": (BALANCE, LEFT, "(5 days ago)"),
    "days_left_called_overdue_in_english": (BALANCE, LEFT, "(overdue by 5 days)"),
    "coming_due_date_in_the_past_tense": (BALANCE, "Tu factura vence el", "Tu factura venció el"),
    "coming_due_date_gone_by": (BALANCE, "Tu factura vence el", "Tu factura se venció el"),
    "coming_due_date_was_due_in_english": (BALANCE, "Tu factura vence el", "Your bill was due on"),
    "coming_due_date_called_tomorrow": (
        BALANCE,
        "vence el 25 de noviembre de 2026 (faltan 5 días)",
        "vence mañana, 25 de noviembre de 2026 (faltan 5 días)",
    ),
    "coming_due_date_called_today": (
        BALANCE,
        "vence el 25 de noviembre de 2026 (faltan 5 días)",
        "vence hoy, 25 de noviembre de 2026 (faltan 5 días)",
    ),
    "due_today_called_yesterday": (DUE_TODAY, "vence hoy", "venció ayer"),
    "due_today_called_tomorrow": (DUE_TODAY, "vence hoy", "vence mañana"),
    "due_today_called_gone_by": (DUE_TODAY, "vence hoy", "ya se venció hoy"),
    "due_today_called_tomorrow_in_english": (
        DUE_TODAY,
        "Tu factura vence hoy",
        "Your bill is due tomorrow",
    ),
    "passed_yesterday_called_tomorrow": (
        DUE_YESTERDAY,
        "venció el 19",
        "vence mañana, el 19",
    ),
    "passed_yesterday_called_today": (DUE_YESTERDAY, "venció el 19", "vence hoy, el 19"),
    "passed_yesterday_in_the_present": (DUE_YESTERDAY, "venció el 19", "vence el 19"),
    "passed_yesterday_still_to_pay_until_tomorrow": (
        DUE_YESTERDAY,
        "Tu factura venció el 19",
        "Tienes hasta mañana para pagar; tu factura vence el 19",
    ),
    "passed_long_ago_in_the_present": (OVERDUE_26, "venció el 25", "vence el 25"),
    "passed_long_ago_yet_to_come": (OVERDUE_26, "venció el 25", "está por vencer el 25"),
    "passed_long_ago_called_yesterday": (OVERDUE_26, "venció el 25", "venció ayer, el 25"),
    "invoice_due_tomorrow_called_yesterday": (
        INVOICE_TOMORROW,
        DUE_25,
        "venció ayer, 25 de noviembre de 2026",
    ),
    "invoice_due_tomorrow_in_the_past_tense": (INVOICE_TOMORROW, DUE_25, PASSED_25),
    "invoice_due_tomorrow_called_overdue_since": (
        INVOICE_TOMORROW,
        DUE_25,
        "está vencida desde el 25 de noviembre de 2026",
    ),
    "invoice_due_tomorrow_called_today": (
        INVOICE_TOMORROW,
        DUE_25,
        "vence hoy, 25 de noviembre de 2026",
    ),
    "invoice_overdue_in_the_present": (INVOICE_OVERDUE, PASSED_25, DUE_25),
    "invoice_overdue_called_tomorrow": (
        INVOICE_OVERDUE,
        PASSED_25,
        "vence mñn, 25 de noviembre de 2026",
    ),
    "invoice_overdue_about_to_fall_due": (
        INVOICE_OVERDUE,
        PASSED_25,
        "está por vencer el 25 de noviembre de 2026",
    ),
    "invoice_overdue_is_due_in_english": (
        INVOICE_OVERDUE,
        PASSED_25,
        "is due on 25 de noviembre de 2026",
    ),
    "a_bill_change_cannot_count_from_today": (
        CHANGE,
        "Vence el 25 de noviembre de 2026.",
        "Vence mañana, 25 de noviembre de 2026.",
    ),
}

DUE_LIES: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    # Days overdue called days left.
    "overdue_days_called_left": (
        OVERDUE_26,
        "Tu factura vence el 25 de octubre de 2026 (faltan 26 días).",
        (OLDEST_DUE, DAYS_26),
    ),
    "overdue_days_called_remaining": (
        OVERDUE_26,
        "Tu factura venció el 25 de octubre de 2026; te quedan 26 días para pagar.",
        (OLDEST_DUE, DAYS_26),
    ),
    "overdue_days_called_within": (
        OVERDUE_26,
        "Tu factura venció el 25 de octubre de 2026 y hay q pagarla dentro de 26 dias.",
        (OLDEST_DUE, DAYS_26),
    ),
    "overdue_days_called_left_in_english": (
        OVERDUE_26,
        "Tu factura venció el 25 de octubre de 2026 (26 days left).",
        (OLDEST_DUE, DAYS_26),
    ),
}

DUE_TRUE: dict[str, tuple[Facts | None, str, str]] = {
    # Days left and due dates to come, in other words; passed ones in the past.
    "days_left_to_you": (BALANCE, LEFT, "(te quedan 5 días)"),
    "days_left_as_in": (BALANCE, LEFT, "(en 5 días)"),
    "days_left_as_within": (BALANCE, LEFT, "(dentro de 5 dias pa pagar)"),
    "days_left_in_english": (BALANCE, LEFT, "(5 days left)"),
    "days_left_to_go": (BALANCE, LEFT, "(quedan 5 días; todavía estás a tiempo)"),
    "coming_due_date_in_the_future_tense": (
        BALANCE,
        "Tu factura vence el",
        "Tu factura vencerá el",
    ),
    "coming_due_date_as_a_deadline": (BALANCE, "Tu factura vence el", "Tienes hasta el"),
    "coming_due_date_in_english": (BALANCE, "Tu factura vence el", "Your bill is due on"),
    "due_today_as_the_last_day": (
        DUE_TODAY,
        "Tu factura vence hoy,",
        "Hoy es el último día para pagar tu factura,",
    ),
    "due_today_whatsapp": (DUE_TODAY, "vence hoy", "se vence hoy mismo"),
    "due_today_in_english": (DUE_TODAY, "Tu factura vence hoy", "Your bill is due today"),
    "passed_yesterday_as_yesterday": (DUE_YESTERDAY, "venció el 19", "venció ayer, el 19"),
    "passed_yesterday_overdue_since": (DUE_YESTERDAY, "venció el 19", "está vencida desde el 19"),
    "passed_yesterday_in_english": (
        DUE_YESTERDAY,
        "Tu factura venció el",
        "Your bill was due yesterday,",
    ),
    "passed_long_ago_gone_by": (OVERDUE_26, "venció el 25", "se venció el 25"),
    "invoice_due_tomorrow_as_tomorrow": (
        INVOICE_TOMORROW,
        DUE_25,
        "vence mañana, 25 de noviembre de 2026",
    ),
    "invoice_due_tomorrow_until_tomorrow": (
        INVOICE_TOMORROW,
        DUE_25,
        "tienes hasta mañana, 25 de noviembre de 2026, para pagarla",
    ),
    "invoice_overdue_since_yesterday": (
        INVOICE_OVERDUE,
        PASSED_25,
        "venció ayer, 25 de noviembre de 2026",
    ),
    "invoice_overdue_since": (
        INVOICE_OVERDUE,
        PASSED_25,
        "está vencida desde el 25 de noviembre de 2026",
    ),
    "paying_today_is_no_due_day": (
        BALANCE,
        "Tu factura vence el",
        "Si pagas hoy, no pagas mora. Tu factura vence el",
    ),
    "this_morning_is_no_day_count": (
        BALANCE,
        "Hola, María.",
        "Hola, María, gracias por escribir esta mañana.",
    ),
}

DUE_TRUE_TEXTS: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    "overdue_days_ago": (
        OVERDUE_26,
        "Tu factura venció el 25 de octubre de 2026 (hace 26 días).",
        (OLDEST_DUE, DAYS_26),
    ),
    "overdue_days_whatsapp": (
        OVERDUE_26,
        "Tu factura lleva 26 dias vencida (venció el 25 de octubre de 2026).",
        (OLDEST_DUE, DAYS_26),
    ),
    "overdue_days_late": (
        OVERDUE_26,
        "Tu factura tiene 26 días de atraso: venció el 25 de octubre de 2026.",
        (OLDEST_DUE, DAYS_26),
    ),
    "overdue_days_in_english": (
        OVERDUE_26,
        "Your bill is 26 days overdue; it was due on 25 de octubre de 2026.",
        (OLDEST_DUE, DAYS_26),
    ),
}


ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    **PLAN_ATTACKS,
    **PERCENT_ATTACKS,
    **DUE_ATTACKS,
}
LIES: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    **PLAN_LIES,
    **PERCENT_LIES,
    **DUE_LIES,
}
TRUE_IN_OTHER_WORDS: dict[str, tuple[Facts | None, str, str]] = {
    **PLAN_TRUE,
    **PERCENT_TRUE,
    **DUE_TRUE,
}
TRUE_TEXTS: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = {
    **PLAN_TRUE_TEXTS,
    **PERCENT_TRUE_TEXTS,
    **DUE_TRUE_TEXTS,
}


@pytest.mark.parametrize(
    "facts",
    [ADDON, PLAN_PRICE, PLAN, DOLLARS, DUE_TODAY, DUE_YESTERDAY, OVERDUE_26, INVOICE_TOMORROW,
     INVOICE_OVERDUE],
    ids=["addon", "plan_price", "plan", "dollars", "due_today", "due_yesterday", "overdue_26",
         "invoice_tomorrow", "invoice_overdue"],
)  # fmt: skip
def test_the_template_drafts_of_these_facts_state_what_they_claim(facts: Facts) -> None:
    draft = drafted(facts)
    assert meaning(facts, draft).failures == ()


def test_the_days_to_a_due_date_carry_their_side_and_a_lines_rate_is_a_fact() -> None:
    """The days are stored unsigned; ``passed`` is their sign, on the due date too."""

    def sheet(facts: Facts | None) -> set[tuple[str, str, bool | None]]:
        assert facts is not None
        return {(f.kind.value, f.value, f.passed) for f in fact_sheet(facts, SHIPPED)}

    assert {("days_to_due", "26", True), ("due_date", "2026-10-25", True)} <= sheet(OVERDUE_26)
    assert {("days_to_due", "5", False), ("due_date", "2026-11-25", False)} <= sheet(BALANCE)
    assert {("days_to_due", "0", False)} <= sheet(DUE_TODAY)
    assert {("days_to_due", "1", True)} <= sheet(INVOICE_OVERDUE)
    assert ("charge_rate", "16", None) in sheet(IVA)
    assert ("charge_rate", "3", None) in sheet(DOLLARS)
