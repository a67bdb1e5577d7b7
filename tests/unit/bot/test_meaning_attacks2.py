"""More of the verifier's attack corpus: true figures said to be something else, in other words.

``test_meaning`` holds the first attacks; these are the families written the ways a language
model rewords a reply: a month abbreviated or counted from this one ("oct.", "el mes
pasado"), a sign in other verbs ("te debemos", "cancelaste", "no debes"), a currency named
before the figure ("en dólares, 3.376"), a unit no fact has (MB, horas), data used called
data left, a date called a deadline or a cut-off, a charge named after its amount, a figure
used as a code or a phone. Each family has the attacks ``check_meaning`` must reject and a
true statement in other words it must still accept, so that no fix is a phrase list for one
example and none is stricter than the truth.
"""

from __future__ import annotations

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.facts import Facts
from tests.unit.bot.test_meaning import (
    BALANCE,
    CHANGE,
    CREDIT,
    INVOICE,
    IVA,
    LATE_FEE,
    PAID_INVOICE,
    USAGE,
    claiming,
    reworded,
)

K = FactKind
BILL = "Tu factura de noviembre de 2026"
DUE = "Tu saldo pendiente es de Bs. 3.376,00"
IN_FAVOUR = "Tienes un saldo a favor de"
NOVEMBER_IS_OCTOBER = (
    "Tu factura de noviembre de 2026 es de Bs. 3.376,00; la de octubre de 2026 fue de Bs. 2.320,00"
)

ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    # A month abbreviated with its dot: the dot does not end the clause the month names.
    "october_abbreviated_with_a_dot": (INVOICE, BILL, "Tu factura de oct."),
    "september_abbreviated": (INVOICE, BILL, "Tu factura de sept."),
    "december_abbreviated": (INVOICE, BILL, "Tu factura de dic."),
    "older_total_called_november_abbreviated": (
        CHANGE,
        "la de octubre de 2026 fue de",
        "la de nov. fue de",
    ),
    "usage_in_october_abbreviated": (USAGE, "En noviembre de 2026", "En oct."),
    # A month counted from this one: "este mes" and "el mes pasado" swapped, or the usage
    # of this month called last month's.
    "this_and_last_month_swapped": (
        CHANGE,
        NOVEMBER_IS_OCTOBER,
        "Tu factura de este mes es de Bs. 2.320,00; la del mes pasado fue de Bs. 3.376,00",
    ),
    "this_and_last_month_swapped_in_english": (
        CHANGE,
        NOVEMBER_IS_OCTOBER,
        "This month's bill is Bs. 2.320,00; last month's was Bs. 3.376,00",
    ),
    "this_month_is_the_older_bill": (
        CHANGE,
        "la de octubre de 2026 fue de",
        "la de este mes es de",
    ),
    "usage_called_last_months": (USAGE, "En noviembre de 2026", "El mes pasado"),
    "usage_called_two_months_ago": (USAGE, "En noviembre de 2026", "Hace dos meses"),
    # Sign in other words: who owes whom is in the pronoun ("te debemos"), Venezuelan
    # "cancelar" is paying, "te cobraremos" is owed, "recibimos" is paid.
    "owed_called_we_owe_you": (BALANCE, "Tu saldo pendiente es de", "Te debemos"),
    "owed_called_left_over": (BALANCE, "Tu saldo pendiente es de", "Te sobran"),
    "owed_called_discounted": (BALANCE, "Tu saldo pendiente es de", "Te descontamos"),
    "owed_called_given_back": (BALANCE, DUE, "Te devolvemos Bs. 3.376,00"),
    "owed_called_in_your_favour": (BALANCE, DUE, "Tienes Bs. 3.376,00 a tu favor"),
    "credit_to_be_cancelled": (CREDIT, IN_FAVOUR, "Tienes que cancelar"),
    "credit_left_to_cancel": (CREDIT, IN_FAVOUR, "Tienes por cancelar"),
    "credit_we_will_charge": (CREDIT, IN_FAVOUR, "Te cobraremos"),
    "credit_we_are_going_to_charge": (CREDIT, IN_FAVOUR, "Te vamos a cobrar"),
    "credit_called_we_owe": (CREDIT, IN_FAVOUR, "Nos debes"),
    "credit_called_outstanding": (CREDIT, IN_FAVOUR, "Tienes un saldo pendiente de"),
    "credit_you_owe": (CREDIT, IN_FAVOUR, "You owe"),
    "overdue_called_cancelled": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido",
        "De ese monto, ya cancelaste Bs. 1.000,00",
    ),
    "overdue_called_received": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido",
        "De ese monto, recibimos Bs. 1.000,00",
    ),
    "overdue_called_up_to_date": (BALANCE, "ya está vencido", "está al día"),
    "open_bill_called_cancelled": (
        INVOICE,
        "es de Bs. 3.376,00",
        "ya está cancelada: Bs. 3.376,00",
    ),
    "open_bill_called_settled": (INVOICE, "es de Bs. 3.376,00", "ya está saldada: Bs. 3.376,00"),
    "paid_bill_called_unpaid": (PAID_INVOICE, "es de Bs. 3.376,00", "está impaga, Bs. 3.376,00"),
    "paid_bill_still_to_pay": (PAID_INVOICE, "es de Bs. 3.376,00", "sigue sin pagar: Bs. 3.376,00"),
    "paid_bill_to_collect": (PAID_INVOICE, "es de Bs. 3.376,00", "está por cobrar: Bs. 3.376,00"),
    "estimated_charge_called_paid": (USAGE, "El cargo estimado por ese exceso es de", "Ya pagaste"),
    "overdue_called_charged_by_mistake": (
        BALANCE,
        "Bs. 1.000,00 ya está vencido",
        "te cobramos Bs. 1.000,00 de más",
    ),
    # The same words negated: what is owed said not to be, a true figure denied.
    "owed_denied": (BALANCE, DUE, "No debes Bs. 3.376,00"),
    "owed_no_longer_to_pay": (BALANCE, DUE, "Ya no tienes que pagar Bs. 3.376,00"),
    "owed_not_outstanding": (BALANCE, DUE, "No tienes un saldo pendiente de Bs. 3.376,00"),
    "owed_denied_in_english": (BALANCE, DUE, "You don't owe Bs. 3.376,00"),
    "owed_without_debt": (BALANCE, DUE, "Estás sin deuda (antes: Bs. 3.376,00)"),
    "overdue_not_yet_due": (BALANCE, "ya está vencido", "todavía no ha vencido"),
    "overdue_nothing_due": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido",
        "Nada está vencido: Bs. 1.000,00",
    ),
    "total_denied": (INVOICE, "es de Bs. 3.376,00", "no es de Bs. 3.376,00"),
    "due_date_denied": (INVOICE, "y vence el 25", "y no vence el 25"),
    "rise_denied": (CHANGE, "Subió Bs. 1.056,00", "No subió Bs. 1.056,00"),
    "rise_never": (CHANGE, "Subió Bs. 1.056,00", "Nunca subió Bs. 1.056,00"),
    "charge_denied": (
        LATE_FEE,
        "aparece «Recargo por pago tardío» por",
        "no aparece «Recargo por pago tardío» por",
    ),
    "overage_denied": (USAGE, "Pasaste el límite por", "No pasaste el límite por"),
    "paid_day_denied": (PAID_INVOICE, "Está pagada (el", "No está pagada (el"),
    # A currency named before the figure, or after it in other words.
    "bolivares_in_dollars_before": (BALANCE, DUE, "Tu saldo pendiente en dólares es de 3.376"),
    "bolivares_in_greenbacks_before": (BALANCE, DUE, "Tu saldo pendiente, en verdes, es 3.376,00"),
    "bolivares_dollars_first": (BALANCE, "Bs. 3.376,00", "dólares 3.376"),
    "bolivares_en_dolares_after": (BALANCE, "Bs. 3.376,00", "3.376 en dólares"),
    "bolivares_as_dolarcitos": (BALANCE, "Bs. 3.376,00", "3.376 dolarcitos"),
    "bolivares_as_bucks": (BALANCE, "Bs. 3.376,00", "3,376 bucks"),
    "bolivares_as_pesos": (BALANCE, "Bs. 3.376,00", "3.376 pesos"),
    "bolivares_dolares_without_accent": (BALANCE, "Bs. 3.376,00", "3.376 dolares"),
    "bolivares_usd_after": (BALANCE, "Bs. 3.376,00", "3.376,00 USD"),
    "bolivares_us_dollar_sign": (BALANCE, "Bs. 3.376,00", "US$3,376.00"),
    # A unit no fact is in: megabytes, speed, hours, weeks, months, instalments.
    "gigabytes_as_megabytes": (USAGE, "312,40 GB", "312,40 MB"),
    "allowance_as_terabytes": (USAGE, "300 GB", "300 TB"),
    "allowance_as_speed": (USAGE, "de los 300 GB de tu plan", "de tu plan de 300 Mbps"),
    "days_as_hours": (BALANCE, "(faltan 5 días)", "(faltan 5 horas)"),
    "days_as_weeks": (BALANCE, "(faltan 5 días)", "(faltan 5 semanas)"),
    "days_as_months": (BALANCE, "(faltan 5 días)", "(faltan 5 meses)"),
    "days_as_instalments": (BALANCE, "(faltan 5 días)", "(en 5 cuotas)"),
    "days_as_minutes": (BALANCE, "(faltan 5 días)", "(la reconexión tarda 5 minutos)"),
    # Data used, left, allowed and beyond: one called another.
    "used_called_left": (
        USAGE,
        "llevas 312,40 GB de los 300 GB",
        "te quedan 312,40 GB de los 300 GB",
    ),
    "used_and_allowance_swapped": (
        USAGE,
        "llevas 312,40 GB de los 300 GB de tu plan",
        "llevas 300 GB de los 312,40 GB de tu plan",
    ),
    "used_called_the_plan": (
        USAGE,
        "llevas 312,40 GB de los 300 GB de tu plan",
        "tu plan es de 312,40 GB y llevas 300 GB",
    ),
    "overage_called_left": (USAGE, "Pasaste el límite por 12,40 GB", "Te quedan 12,40 GB"),
    "overage_called_available": (
        USAGE,
        "Pasaste el límite por 12,40 GB",
        "Aún tienes 12,40 GB libres",
    ),
    "overage_called_left_in_english": (
        USAGE,
        "Pasaste el límite por 12,40 GB",
        "You have 12,40 GB left",
    ),
    "overage_called_used": (USAGE, "Pasaste el límite por 12,40 GB", "Has usado 12,40 GB"),
    # A day called another kind of day: a deadline is not a payment, a payment not a
    # deadline, and no fact is the day the service is cut or renewed.
    "payment_day_as_deadline": (PAID_INVOICE, "Está pagada (el", "Tienes hasta (el"),
    "payment_day_as_pay_before": (PAID_INVOICE, "Está pagada (el", "Paga antes (del"),
    "payment_day_as_cut_off": (PAID_INVOICE, "Está pagada (el", "Fecha de corte (el"),
    "due_day_as_service_cut": (
        BALANCE,
        "Tu factura vence el",
        "Te cortamos el servicio el",
    ),
    "due_day_as_next_bill": (BALANCE, "Tu factura vence el", "Tu próxima factura llega el"),
    "as_of_day_as_renewal": (
        USAGE,
        "(al 20 de noviembre de 2026)",
        "(tu plan se renueva el 20 de noviembre de 2026)",
    ),
    "due_day_as_paid": (INVOICE, "vence el 25", "tu pago se registró el 25"),
    # A true figure given as a code, a number to dial, a link or a clock time.
    "owed_as_a_payment_reference": (
        BALANCE,
        "Tu factura vence el",
        "Usa la referencia 3376. Tu factura vence el",
    ),
    "owed_as_an_account_ending": (
        BALANCE,
        DUE,
        "Tu saldo de la cuenta terminada en 3376 es de Bs. 3.376,00",
    ),
    "overdue_as_a_phone": (BALANCE, "Tu factura vence el", "Llama al 1000. Tu factura vence el"),
    "days_as_a_clock_time": (BALANCE, "(faltan 5 días)", "(te atendemos hasta las 5)"),
    "owed_inside_a_link": (
        BALANCE,
        "Tu factura vence el",
        "Paga en https://pagos.example/3376 ya. Tu factura vence el",
    ),
    "overage_called_spare": (
        USAGE,
        "Pasaste el límite por 12,40 GB",
        "No pasaste el límite; te sobran 12,40 GB",
    ),
    # "Nothing is owed" in a clause of its own, then an amount owed: the reply contradicts
    # itself, whichever clause the negation stands in.
    "nothing_owed_then_the_balance": (BALANCE, "Tu saldo pendiente", "No debes nada; tu saldo"),
    "no_debt_then_the_overdue": (
        BALANCE,
        "De ese monto,",
        "No tienes deuda. De ese monto,",
    ),
    "nothing_pending_then_the_balance": (
        BALANCE,
        "Tu saldo pendiente",
        "Nada pendiente por ahora. Tu saldo pendiente",
    ),
    "you_owe_nothing_in_english": (BALANCE, "Hola, María.", "Hi María, you don't owe anything."),
    # Two amounts related: a percentage over the wrong base, "el doble" or "la mitad" of
    # amounts that are not, "el resto" that is not what is left.
    "percentage_over_the_new_total": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00: pagas 45,52 % más que Bs. 3.376,00.",
    ),
    "percentage_relative_to_the_new_total": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00, un 45,52 % respecto a los Bs. 3.376,00.",
    ),
    "new_total_called_double": (
        CHANGE,
        "; la de octubre",
        ", el doble de la de octubre",
    ),
    "older_total_called_half": (
        CHANGE,
        "; la de octubre de 2026 fue de",
        ", y la de octubre de 2026, la mitad:",
    ),
    "overdue_called_the_rest": (
        BALANCE,
        "De ese monto, Bs. 1.000,00 ya está vencido.",
        "El resto, Bs. 1.000,00, ya está vencido.",
    ),
    # A charge or a reason named where the figure is another's: after its amount, as the
    # bill's change, or the exchange rate and the promotion swapped.
    "iva_called_late_fee_after_its_amount": (
        IVA,
        "aparece «IVA 16 %» por Bs. 422,00;",
        "aparecen Bs. 422,00 de recargo por mora;",
    ),
    "change_called_the_late_fee": (CHANGE, "Subió Bs. 1.056,00", "La mora es de Bs. 1.056,00"),
    "exchange_rate_called_the_promotion": (
        CHANGE,
        "Subió la tasa de cambio BCV (de 100,0000 a 105,5000 Bs. por dólar): suma Bs. 137,50.",
        "Subió la tasa (de 100,0000 a 105,5000 Bs. por dólar). Se acabó tu descuento: Bs. 137,50.",
    ),
    "promotion_called_the_exchange_rate": (
        CHANGE,
        "Terminó una promoción o descuento: suma Bs. 500,00.",
        "Por la tasa BCV: suma Bs. 500,00.",
    ),
}


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_a_true_number_stating_the_wrong_fact_in_other_words_is_rejected(attack: str) -> None:
    facts, old, new = ATTACKS[attack]
    found = reworded(facts, old, new)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


TRUE_IN_OTHER_WORDS: dict[str, tuple[Facts | None, str, str]] = {
    "november_abbreviated": (INVOICE, BILL, "Tu factura de nov."),
    "an_abbreviation_ending_the_sentence": (
        CHANGE,
        "la de octubre de 2026 fue de Bs. 2.320,00.",
        "la anterior fue de Bs. 2.320,00, de oct.",
    ),
    "this_and_last_month": (
        CHANGE,
        NOVEMBER_IS_OCTOBER,
        "Tu factura de este mes es de Bs. 3.376,00; la del mes pasado fue de Bs. 2.320,00",
    ),
    "this_months_usage": (USAGE, "En noviembre de 2026", "Este mes"),
    # Without the day the figures were read, the newest bill may be this month's or last
    # month's: either is true.
    "the_newest_bill_as_last_months": (
        INVOICE,
        "Tu factura de noviembre de 2026",
        "Tu factura del mes pasado",
    ),
    "credit_as_we_owe_you": (CREDIT, IN_FAVOUR, "Te debemos"),
    "credit_given_back": (CREDIT, IN_FAVOUR, "Te devolveremos"),
    "open_bill_not_paid": (INVOICE, "es de Bs. 3.376,00", "no ha sido pagada: Bs. 3.376,00"),
    "open_bill_to_cancel": (INVOICE, "es de Bs. 3.376,00", "está por cancelar: Bs. 3.376,00"),
    "paid_bill_not_owed": (PAID_INVOICE, "es de Bs. 3.376,00", "ya no debes sus Bs. 3.376,00"),
    "paid_bill_cancelled": (PAID_INVOICE, "es de Bs. 3.376,00", "quedó cancelada: Bs. 3.376,00"),
    "owed_if_not_paid": (
        BALANCE,
        "Tu factura vence el",
        "Si no pagas, la mora corre; tu factura vence el",
    ),
    "bolivares_named_before": (BALANCE, DUE, "Tu saldo pendiente, en bolívares, es de 3.376,00"),
    "a_rate_per_dollar_is_no_currency_of_the_figure": (
        CHANGE,
        "(de 100,0000 a 105,5000 Bs. por dólar)",
        "(de 100,0000 a 105,5000 por dólar)",
    ),
    "dollars_of_the_figure_before_are_not_this_ones": (
        CHANGE,
        "Subió Bs. 1.056,00",
        "Tu plan cuesta lo mismo en dólares; subió 1.056,00 bolívares",
    ),
    "gigabytes_as_gigas": (USAGE, "312,40 GB", "312,40 gigas"),
    "used_and_included": (
        USAGE,
        "llevas 312,40 GB de los 300 GB de tu plan",
        "consumiste 312,40 GB de los 300 GB incluidos",
    ),
    "plan_then_used": (
        USAGE,
        "llevas 312,40 GB de los 300 GB de tu plan",
        "tu plan incluye 300 GB y llevas 312,40 GB",
    ),
    "overage_as_used_beyond": (USAGE, "Pasaste el límite por 12,40 GB", "Usaste 12,40 GB de más"),
    "overage_as_extra": (USAGE, "Pasaste el límite por 12,40 GB", "Llevas 12,40 GB extra"),
    "due_day_as_a_deadline": (
        INVOICE,
        "vence el 25 de noviembre de 2026",
        "tienes hasta el 25 de noviembre de 2026 para pagar",
    ),
    "due_day_as_pay_before": (INVOICE, "y vence el 25", "y debes pagarla antes del 25"),
    "a_condition_is_no_denial": (BALANCE, "Tu factura vence el", "Si no pagas antes del"),
    "payment_day_as_registered": (PAID_INVOICE, "Está pagada (el", "Tu pago quedó registrado (el"),
    "invoice_number_as_a_number": (INVOICE, "(N.º F-2026-0112233)", "(número F-2026-0112233)"),
    "in_that_case_is_no_code": (BALANCE, DUE, "En ese caso, tu saldo pendiente es de Bs. 3.376,00"),
    "a_reminder_is_no_denial": (
        BALANCE,
        "Tu factura vence el",
        "No olvides que tu factura vence el",
    ),
    "nothing_owed_only_if_paid": (
        BALANCE,
        "Tu factura vence el",
        "Si pagas hoy, no debes nada más; tu factura vence el",
    ),
    "a_credit_with_nothing_owed": (CREDIT, IN_FAVOUR, "No debes nada. Tienes a favor"),
    "percentage_over_the_older_total": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00; es un 45,52 % más que los Bs. 2.320,00 de la anterior.",
    ),
    "the_rest_is_the_change": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "De los Bs. 3.376,00, Bs. 2.320,00 es lo de antes; el resto, Bs. 1.056,00, es lo que"
        " subió (45,52 %).",
    ),
    "the_change_is_double_the_promotion": (
        CHANGE,
        "Subió Bs. 1.056,00 (45,52 %).",
        "Subió Bs. 1.056,00 (45,52 %), casi el doble de lo que suma la promoción, Bs. 500,00.",
    ),
    "iva_named_after_its_amount": (
        IVA,
        "aparece «IVA 16 %» por Bs. 422,00;",
        "aparecen Bs. 422,00 de IVA;",
    ),
    "promotion_in_other_words": (
        CHANGE,
        "Terminó una promoción o descuento: suma Bs. 500,00.",
        "Se venció tu promo: son Bs. 500,00 más.",
    ),
    "exchange_rate_in_other_words": (
        CHANGE,
        "Subió la tasa de cambio BCV (de 100,0000 a 105,5000 Bs. por dólar): suma Bs. 137,50.",
        "El dólar BCV pasó de 100,0000 a 105,5000 Bs. por dólar; por el tipo de cambio son"
        " Bs. 137,50 más.",
    ),
}


@pytest.mark.parametrize("case", sorted(TRUE_IN_OTHER_WORDS))
def test_a_true_statement_reworded_still_passes(case: str) -> None:
    facts, old, new = TRUE_IN_OTHER_WORDS[case]
    assert reworded(facts, old, new).failures == ()


def test_a_reasons_own_last_month_is_the_bill_it_explains_not_the_figures_month() -> None:
    """ "Recargo por pagar tarde la factura del mes pasado: suma" speaks of the reason,
    whose figure belongs to this bill."""
    text = "Recargo por pagar tarde la factura del mes pasado: suma Bs. 316,50."
    found = claiming(CHANGE, text, Claim(K.REASON, "Bs. 316,50", "late_fee"))
    assert found.failures == ()
