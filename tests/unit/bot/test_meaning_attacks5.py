"""The fifth part of the verifier's attack corpus: a true figure hedged, rounded, converted.

Written blind (from the tests' helpers and the earlier corpora's docstrings, before reading the
verifier), in families a language model narrating correct numbers gets wrong:

1. **Hedged figures** ("casi", "unos", "alrededor de", "más o menos", "aprox.", "más de",
   "menos de"): a hedged figure is true when it is within 2 % of the fact ("casi" and
   "menos de" also need the fact below it, "más de" above it; a bound may be up to 10 % away,
   "más de Bs. 3.300" of Bs. 3.376,00 is true); further off, or on the wrong side, it is not.
2. **Rounding without a hedge**: a figure said plainly is said exactly. "Bs. 3.376" or
   "3.376 bolívares" for Bs. 3.376,00 is the same amount and passes; "Bs. 3.400", "Bs. 3.380",
   "Bs. 654" for Bs. 654,10, "312 GB" for 312,40 GB or "46 %" for 45,52 % are not the fact
   (the customer would pay or read a different figure) and are refused; hedged, they pass.
3. **Amounts in words and in "mil"**: "tres mil trescientos setenta y seis bolívares" and
   "dos facturas" are the facts; a wrong number in words is not; "3,3 mil" or "3k" said
   plainly is a rounded figure (refused), "unos 3,4 mil" is hedged and close (passes).
4. **Percentages on the wrong base**: the bill's rise in percent is of the previous bill; said
   of the new one, as the older bill being that much cheaper, as a share of the total, or a
   rise computed on the new total (31,28 %), it is not true; an IVA's rate said as its share
   of the whole bill is not either.
5. **The plan's line said to include or to have risen**: the overage said to be included in
   the plan or a gift, the plan's allowance said used; and a plan line that really rose 10 %
   (in the facts) said "el plan subió un 10 %" passes, a wrong percent, direction or line
   does not.
6. **Dates by weekday and relative words** against the business date, Friday 2026-11-20:
   the due date (Wednesday 25th), a payment (Tuesday 3rd), the next bill (Tuesday 1 December),
   an overdue date (Sunday 25 October), the usage's date (today); "vence el miércoles",
   "vence la semana que viene", "la pagaste hace 17 días" are true; a wrong weekday,
   "mañana", "hace 3 días", "esta semana", "el mes pasado" for this month are not.
7. **When paid and when posted**: a payment's day is what the facts have; an hour (the facts
   carry none), another day for the posting, or the posting said in the future tense is
   refused; "se registró", "recibimos tu pago", "quedó acreditado" on the day pass.
8. **Negations**: "no se te cobró recargo", "no tienes nada vencido", "no te pasaste del
   límite", "no has pagado nada" against facts that say otherwise, with no figure next to
   them; the true negations pass.
9. **A customer's own number echoed back**: the verifier does not see what the customer
   wrote; an amount, date, reference or invoice number from the message said as a fact
   (paid, received, overdue) is not grounded and is refused, whatever the words around it.
10. **One bill or several**: two open bills called one, one called two, both called overdue
    when only the oldest is, the two bills' sum called one bill.
11. **Bolívares in dollars through the rate**: a USD equivalent is true only when it is the
    bolívar figure divided by that bill's rate from the facts, to the cent ("Bs. 3.376,00
    (USD 32,00)" at 105,50); the other bill's rate, a wrong quotient, or an equivalent where
    the facts carry no rate (the balance) is refused.
12. **Two currencies in one sentence**: the currencies swapped, the equivalent added as a
    second debt, the conversion at a rate the bill was not issued at.

Family 13 was written after the fixes, with the verifier's code read: six more attacks of
the families above and eight true statements next to what the new rules refuse (office hours
"de lunes a viernes", a rule "no llevan IVA", an overage "no incluido", "si pagas a tiempo",
"subió de ... a ...") that must still pass.

Before any fix (the verifier at ae66acc), 28 of the 144 blind attacks (131 reworded drafts,
13 drafts in their own words) got through, and 43 of the 91 blind true statements (83
reworded, 8 own drafts) were refused: hedged figures (15), days by weekday or counted from
today (17), dollar equivalents (8), "mil"/"k" with a hedge (3); through: negations with no
figure (11), a weekday wrong next to a right date (4, and one own draft), the overage said
included or free (4), a plan line said to rise to its old price or from its new one (2), a
payment's day in the future tense (2), several bills (3), a customer's transfer (1). After
the fixes, none.

Labels changed after the first run, and why:

- ``base/november_dearer`` dropped "Subió Bs. 1.056,00" from the text, so the draft's own
  delta claim was not stated: a wrong rewording on my side, now kept.
- The next bill "en 11 días", "el mes que viene" (true) and "mañana", "en 5 días", "este
  mes", "la semana que viene" (false) were rewordings of the credit reply, whose facts carry
  no today (its balance has no due date): no verifier can count them there, so they are
  refused whatever they say. They are now own drafts with the balance's facts, which know
  today (``DATE_LIES``/``DATE_TRUE_TEXTS``); the credit's own weekday cases stay (a weekday
  next to a date needs no today).
- ``negation/rate_did_not_count`` now says "en tu factura": a negation is read as said of
  this account only when it names the customer ("tu", "te", "tienes", "pagaste"), so that a
  cited rule ("no llevan IVA los recargos") is not refused; the attack says it of the bill.

Where unsure, what I chose: a plain rounded figure ("Bs. 3.400", "46 %", "312 GB") is
refused, the same rounded hedged passes (a customer pays the figure read); "casi X" needs
the fact at or below X; a dollar equivalent without a rate among the facts (the balance) is
refused even when true in the world; a clock time of a payment is refused (the facts carry
only its day).
"""

from __future__ import annotations

import dataclasses

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.compute import bill_change_facts, usage_facts
from billing_sim.bot.facts import ChargeLine, Facts
from tests.unit.bot.examples import MARIA, ZERO, bill_summary, usage
from tests.unit.bot.test_meaning import (
    BALANCE,
    CHANGE,
    CREDIT,
    INVOICE,
    IVA,
    LATE_FEE,
    PAID_INVOICE,
    USAGE,
)
from tests.unit.bot.test_meaning_attacks3 import ADDON, OVERDUE_26
from tests.unit.bot.test_meaning_attacks4 import (
    NOT_OVERDUE,
    PART_PAID,
    PAYMENTS,
    PLAN,
    TWO_OPEN,
)

K = FactKind

Case = tuple[Facts | None, str, str]
Told = tuple[Facts | None, str, tuple[Claim, ...]]

PLAN_10 = dataclasses.replace(
    CHANGE,
    focus=(ChargeLine("Plan Fibra 100", "Bs. 2.750,00", "Bs. 2.500,00", "increased", "10,00"),),
)
"""The bill change with the plan's line rising 10 %: Bs. 2.500,00 → Bs. 2.750,00."""
UNDER = usage_facts(
    MARIA, usage(used_gb="120.50", overage_gb="0.00", projected_overage_amount=ZERO)
)
"""120,50 GB used of 300 GB: 179,50 GB left."""
DOLLARS = bill_change_facts(MARIA, bill_summary(), "dollars")
"""The bill change asked about in dollars: November at 105,5000 Bs. per dollar (Bs. 3.376,00
is USD 32,00), October at 100,0000 (Bs. 2.320,00 is USD 23,20)."""

PLAN_10_PCT = Claim(K.CHARGE_CHANGE_PCT, "10,00", "Plan Fibra 100")
PLAN_10_CHARGE = Claim(K.CHARGE, "Bs. 2.750,00", "Plan Fibra 100")
PLAN_10_OLD = Claim(K.CHARGE, "Bs. 2.500,00", "Plan Fibra 100")
PLAN_CHARGE = Claim(K.CHARGE, "Bs. 2.637,50", "Plan Fibra 100")

OWED = "Tu saldo pendiente es de Bs. 3.376,00."
NOV_TOTAL = "es de Bs. 3.376,00;"
OCT_TOTAL = "fue de Bs. 2.320,00"
RISE = "Subió Bs. 1.056,00 (45,52 %)."
PCT = "(45,52 %)"
USED = "llevas 312,40 GB"
OVER = "Pasaste el límite por 12,40 GB."
OVER_CHARGE = "es de Bs. 654,10"
IN_FAVOUR = "Bs. 1.055,00"
DAYS_LEFT = "(faltan 5 días)"
DUE = "vence el 25 de noviembre de 2026"
PAID_DAY = "Está pagada (el 3 de noviembre de 2026)."
NEXT_BILL = "Tu próxima factura se emite el 1 de diciembre de 2026."
WENT_DUE = "venció el 25 de octubre de 2026"
AS_OF = "(al 20 de noviembre de 2026)"
HELLO = "Hola, María."
REASONS = "Los motivos:"
PENDING = "Está pendiente de pago."
TWO_TO_PAY = "Tienes 2 facturas por pagar."
LAST_PAID = "Tu último pago registrado fue el 20 de octubre de 2026"


# 1. Hedged figures: close and on the right side pass, far or on the wrong side do not.

HEDGE_ATTACKS: dict[str, Case] = {
    "casi_below_the_fact": (BALANCE, OWED, "Tu saldo pendiente es de casi Bs. 3.300."),
    "unos_eleven_percent_off": (BALANCE, OWED, "Tu saldo pendiente es de unos Bs. 3.000."),
    "mas_o_menos_far": (BALANCE, OWED, "Tu saldo pendiente es de más o menos Bs. 4.000."),
    "alrededor_far": (BALANCE, OWED, "Tu saldo pendiente es de alrededor de Bs. 3.100."),
    "mas_de_above_the_fact": (BALANCE, OWED, "Tu saldo pendiente es de más de Bs. 3.400."),
    "menos_de_below_the_fact": (BALANCE, OWED, "Tu saldo pendiente es de menos de Bs. 3.300."),
    "aproximadamente_far": (BALANCE, OWED, "Tu saldo pendiente es de aproximadamente Bs. 3.500."),
    "aprox_abbreviated_far": (BALANCE, OWED, "Tu saldo pendiente es de aprox. Bs. 3.600."),
    "casi_rise_below": (CHANGE, RISE, "Subió casi Bs. 1.000 (45,52 %)."),
    "casi_percent_far": (CHANGE, PCT, "(casi un 50 %)"),
    "mas_o_menos_percent_far": (CHANGE, PCT, "(más o menos un 40 %)"),
    "casi_gb_below": (USAGE, USED, "llevas casi 312 GB"),
    "unos_gb_as_the_allowance": (USAGE, USED, "llevas unos 300 GB"),
    "unos_overage_far": (USAGE, OVER, "Pasaste el límite por unos 20 GB."),
    "unos_overage_charge_far": (USAGE, OVER_CHARGE, "es de unos Bs. 700"),
    "mas_de_credit_above": (CREDIT, IN_FAVOUR, "más de Bs. 1.100"),
    "unos_days_far": (BALANCE, DAYS_LEFT, "(faltan unos 10 días)"),
    "aprox_overdue_far": (
        BALANCE,
        "Bs. 1.000,00 ya está vencido",
        "aprox. Bs. 2.000 ya está vencido",
    ),
    "cerca_de_total_far": (INVOICE, "es de Bs. 3.376,00", "es de cerca de Bs. 3.000"),
    "por_ahi_far": (BALANCE, OWED, "Tu saldo pendiente es de Bs. 3.000 por ahí."),
}
HEDGE_TRUE: dict[str, Case] = {
    "unos_rounded_to_hundreds": (BALANCE, OWED, "Tu saldo pendiente es de unos Bs. 3.400."),
    "casi_above": (BALANCE, OWED, "Tu saldo pendiente es de casi Bs. 3.400."),
    "alrededor_close": (BALANCE, OWED, "Tu saldo pendiente es de alrededor de Bs. 3.380."),
    "mas_o_menos_exact": (BALANCE, OWED, "Tu saldo pendiente es de más o menos 3.376 bolos."),
    "mas_de_below": (BALANCE, OWED, "Tu saldo pendiente es de más de Bs. 3.300."),
    "menos_de_above": (BALANCE, OWED, "Tu saldo pendiente es de menos de Bs. 3.400."),
    "aproximadamente_exact": (BALANCE, OWED, "Tu saldo pendiente es de aproximadamente Bs. 3.376."),
    "casi_percent": (CHANGE, PCT, "(casi un 46 %)"),
    "alrededor_percent": (CHANGE, PCT, "(alrededor del 45 %)"),
    "mas_de_percent": (CHANGE, PCT, "(más de un 45 %)"),
    "mas_de_gb": (USAGE, USED, "llevas más de 312 GB"),
    "unos_gb": (USAGE, USED, "llevas unos 312 GB"),
    "poco_mas_de_overage": (USAGE, OVER, "Pasaste el límite por poco más de 12 GB."),
    "unos_overage_charge": (USAGE, OVER_CHARGE, "es de unos Bs. 650"),
    "poco_mas_de_credit": (CREDIT, IN_FAVOUR, "un poco más de Bs. 1.000"),
    "algo_mas_de_rise": (CHANGE, RISE, "Subió algo más de Bs. 1.050 (45,52 %)."),
}


# 2. Rounding without a hedge: said plainly, a figure is said exactly.

ROUNDING_ATTACKS: dict[str, Case] = {
    "rounded_to_hundreds": (BALANCE, OWED, "Tu saldo pendiente es de Bs. 3.400."),
    "rounded_to_tens": (BALANCE, OWED, "Tu saldo pendiente es de Bs. 3.380."),
    "cents_added": (BALANCE, OWED, "Tu saldo pendiente es de Bs. 3.376,50."),
    "one_bolivar_off": (BALANCE, OWED, "Tu saldo pendiente es de 3.377 Bs."),
    "percent_rounded": (CHANGE, PCT, "(46 %)"),
    "gb_truncated": (USAGE, USED, "llevas 312 GB"),
    "cents_dropped": (USAGE, OVER_CHARGE, "es de Bs. 654"),
    "credit_rounded": (CREDIT, IN_FAVOUR, "Bs. 1.050"),
    "rise_rounded": (CHANGE, RISE, "Subió Bs. 1.100 (45,52 %)."),
}
ROUNDING_TRUE: dict[str, Case] = {
    "no_cents": (BALANCE, OWED, "Tu saldo pendiente es de Bs. 3.376."),
    "currency_after": (BALANCE, OWED, "Tu saldo pendiente es de 3.376 Bs."),
    "no_thousands_dot": (BALANCE, OWED, "Tu saldo pendiente es de Bs 3376."),
    "bolivares_spelled": (BALANCE, OWED, "Tu saldo pendiente es de 3.376,00 bolívares."),
    "one_decimal_gb": (USAGE, USED, "llevas 312,4 GB"),
    "rise_without_cents": (CHANGE, RISE, "Subió Bs. 1.056 (45,52 %)."),
    "credit_without_cents": (CREDIT, IN_FAVOUR, "1.055 bolívares"),
}


# 3. Amounts in words and in "mil".

WORDS_ATTACKS: dict[str, Case] = {
    "words_rounded": (BALANCE, OWED, "Debes tres mil cuatrocientos bolívares."),
    "words_digits_swapped": (
        BALANCE,
        OWED,
        "Debes tres mil trescientos sesenta y siete bolívares.",
    ),
    "words_ten_times": (BALANCE, OWED, "Debes treinta y tres mil setecientos sesenta bolívares."),
    "mil_abbreviated_plainly": (BALANCE, OWED, "Debes 3,3 mil bolívares."),
    "k_plainly": (BALANCE, OWED, "Debes 3k bolos."),
    "mil_plainly": (BALANCE, OWED, "Debes 3 mil bolos."),
    "credit_in_words_wrong": (CREDIT, IN_FAVOUR, "mil quinientos cincuenta y cinco bolívares"),
    "rise_in_words_wrong": (CHANGE, RISE, "Subió mil sesenta y cinco bolívares (45,52 %)."),
    "days_in_words_wrong": (BALANCE, DAYS_LEFT, "(faltan seis días)"),
    "bills_in_words_wrong": (TWO_OPEN, TWO_TO_PAY, "Tienes tres facturas por pagar."),
    "gb_in_words_wrong": (USAGE, OVER, "Pasaste el límite por doce gigas y medio."),
    "mil_with_decimals_plainly": (CREDIT, IN_FAVOUR, "1,05 mil bolívares"),
}
WORDS_TRUE: dict[str, Case] = {
    "owed_in_words": (BALANCE, OWED, "Debes tres mil trescientos setenta y seis bolívares."),
    "unos_mil": (BALANCE, OWED, "Debes unos 3,4 mil bolívares."),
    "casi_mil": (BALANCE, OWED, "Debes casi 3,4 mil bolos."),
    "unos_k": (BALANCE, OWED, "Debes unos 3,4k bolos."),
    "credit_in_words": (CREDIT, IN_FAVOUR, "mil cincuenta y cinco bolívares"),
    "rise_in_words": (CHANGE, RISE, "Subió mil cincuenta y seis bolívares (45,52 %)."),
    "days_in_words": (BALANCE, DAYS_LEFT, "(faltan cinco días)"),
    "bills_in_words": (TWO_OPEN, TWO_TO_PAY, "Tienes dos facturas por pagar."),
    "allowance_in_words": (USAGE, "de los 300 GB", "de los trescientos GB"),
}


# 4. Percentages on the wrong base.

BASE_ATTACKS: dict[str, Case] = {
    "rise_as_share_of_november": (CHANGE, PCT, "(un 45,52 % de la factura de noviembre)"),
    "rise_on_the_new_total": (CHANGE, RISE, "Subió Bs. 1.056,00, un 31,28 % más."),
    "older_bill_cheaper_by_it": (
        CHANGE,
        RISE,
        "Subió Bs. 1.056,00: la de octubre fue un 45,52 % más barata.",
    ),
    "rise_as_share_of_the_total": (CHANGE, RISE, "Subió Bs. 1.056,00, el 45,52 % del total."),
    "against_november": (CHANGE, RISE, "Subió Bs. 1.056,00 (45,52 % respecto a noviembre)."),
    "iva_rate_as_share_of_bill": (IVA, "por Bs. 422,00;", "por Bs. 422,00, el 16 % de tu factura;"),
    "overage_gb_as_percent": (USAGE, OVER, "Pasaste el límite por 12,40 GB (un 12,40 % más)."),
}
BASE_TRUE: dict[str, Case] = {
    "more_than_october": (CHANGE, RISE, "Subió Bs. 1.056,00, un 45,52 % más que en octubre."),
    "november_dearer": (
        CHANGE,
        RISE,
        "Subió Bs. 1.056,00: la de noviembre es un 45,52 % más cara que la de octubre.",
    ),
    "against_the_previous": (CHANGE, PCT, "(45,52 % más que la factura anterior)"),
    "respecto_a_octubre": (CHANGE, PCT, "(un 45,52 % respecto a octubre)"),
}


# 5. The plan's line: what it includes, how much it rose.

PLAN_ATTACKS: dict[str, Case] = {
    "overage_as_included": (USAGE, OVER, "Tu plan incluye 12,40 GB extra."),
    "overage_as_a_gift": (USAGE, OVER, "Tienes 12,40 GB de regalo."),
    "used_as_included": (
        USAGE,
        "llevas 312,40 GB de los 300 GB de tu plan",
        "tu plan incluye 312,40 GB y llevas 300 GB",
    ),
    "overage_charge_as_included": (
        USAGE,
        "El cargo estimado por ese exceso es de Bs. 654,10.",
        "Los Bs. 654,10 de ese exceso ya vienen incluidos en tu plan.",
    ),
    "overage_as_bonus": (USAGE, OVER, "Tu plan te da 12,40 GB adicionales sin costo."),
}
PLAN_TRUE: dict[str, Case] = {
    "plan_includes_allowance": (USAGE, "de los 300 GB de tu plan", "(tu plan incluye 300 GB)"),
    "over_what_the_plan_includes": (USAGE, OVER, "Te pasaste 12,40 GB de lo que incluye tu plan."),
    "overage_extra": (USAGE, OVER, "Usaste 12,40 GB extra, por encima del plan."),
}
PLAN_LIES: dict[str, Told] = {
    "plan_rose_by_another_percent": (PLAN_10, "Tu plan subió un 11 %.", (PLAN_10_PCT,)),
    "plan_fell_by_it": (PLAN_10, "Tu plan bajó un 10 %.", (PLAN_10_PCT,)),
    "plan_percent_said_of_the_bill": (PLAN_10, "Tu factura subió un 10 %.", (PLAN_10_PCT,)),
    "plan_percent_said_of_the_iva": (PLAN_10, "El IVA subió un 10 %.", (PLAN_10_PCT,)),
    "plan_percent_as_a_discount": (
        PLAN_10,
        "Tu plan incluye un 10 % de descuento.",
        (PLAN_10_PCT,),
    ),
    "plan_rose_to_its_old_price": (
        PLAN_10,
        "Tu plan subió un 10 %, a Bs. 2.500,00.",
        (PLAN_10_PCT, PLAN_10_OLD),
    ),
    "plan_rose_from_its_new_price": (
        PLAN_10,
        "Tu plan subió un 10 % desde Bs. 2.750,00.",
        (PLAN_10_PCT, PLAN_10_CHARGE),
    ),
    "plan_in_dollars_wrong": (
        PLAN,
        "Tu plan cuesta Bs. 2.637,50, es decir, USD 26,00.",
        (PLAN_CHARGE,),
    ),
}
PLAN_TRUE_TEXTS: dict[str, Told] = {
    "plan_rose_ten_percent": (PLAN_10, "Tu plan subió un 10 %.", (PLAN_10_PCT,)),
    "the_plan_rose": (PLAN_10, "El plan subió un 10 %.", (PLAN_10_PCT,)),
    "plan_rose_from_to": (
        PLAN_10,
        "Tu plan pasó de Bs. 2.500,00 a Bs. 2.750,00, un 10 % más.",
        (PLAN_10_OLD, PLAN_10_CHARGE, PLAN_10_PCT),
    ),
    "plan_rose_ten_with_decimals": (PLAN_10, "El plan aumentó 10,00 %.", (PLAN_10_PCT,)),
    "plan_in_dollars": (PLAN, "Tu plan cuesta Bs. 2.637,50, es decir, USD 25,00.", (PLAN_CHARGE,)),
}


# 6. Dates by weekday and relative words; today is Friday 2026-11-20.

DATE_ATTACKS: dict[str, Case] = {
    "due_wrong_weekday": (INVOICE, DUE, "vence el jueves"),
    "due_weekday_wrong_with_date": (INVOICE, DUE, "vence el martes 25 de noviembre"),
    "due_tomorrow": (INVOICE, DUE, "vence mañana"),
    "due_day_after_tomorrow": (INVOICE, DUE, "vence pasado mañana"),
    "due_this_week": (INVOICE, DUE, "vence esta semana"),
    "due_monday": (INVOICE, DUE, "vence el lunes"),
    "due_today": (INVOICE, DUE, "vence hoy"),
    "due_in_three_days": (INVOICE, DUE, "vence en 3 días"),
    "due_past_weekday": (INVOICE, DUE, "venció el miércoles"),
    "due_next_month": (INVOICE, DUE, "vence el mes que viene"),
    "paid_three_days_ago": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste hace 3 días."),
    "paid_yesterday": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste ayer."),
    "paid_wrong_weekday": (PAID_INVOICE, PAID_DAY, "Está pagada (el lunes 3 de noviembre)."),
    "paid_last_week": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste la semana pasada."),
    "paid_last_month": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste el mes pasado."),
    "paid_a_month_ago": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste hace un mes."),
    "next_bill_wrong_weekday": (
        CREDIT,
        NEXT_BILL,
        "Tu próxima factura se emite el lunes 1 de diciembre.",
    ),
    "went_due_wrong_weekday": (OVERDUE_26, WENT_DUE, "venció el lunes 25 de octubre"),
    "went_due_last_week": (OVERDUE_26, WENT_DUE, "venció la semana pasada"),
    "went_due_five_days_ago": (OVERDUE_26, WENT_DUE, "venció hace 5 días"),
    "went_due_yesterday": (OVERDUE_26, WENT_DUE, "venció ayer"),
    "went_due_this_month": (OVERDUE_26, WENT_DUE, "venció este mes"),
    "usage_as_of_yesterday": (USAGE, AS_OF, "(hasta ayer)"),
    "usage_as_of_thursday": (USAGE, AS_OF, "(al jueves)"),
    "days_left_as_a_week": (BALANCE, DAYS_LEFT, "(falta una semana)"),
}
DATE_TRUE: dict[str, Case] = {
    "due_wednesday": (INVOICE, DUE, "vence el miércoles"),
    "due_wednesday_with_date": (INVOICE, DUE, "vence el miércoles 25 de noviembre"),
    "due_next_wednesday": (INVOICE, DUE, "vence el próximo miércoles"),
    "due_next_week": (INVOICE, DUE, "vence la semana que viene"),
    "due_in_five_days": (INVOICE, DUE, "vence en 5 días"),
    "due_this_month": (INVOICE, DUE, "vence este mes"),
    "due_within_five_days": (INVOICE, DUE, "vence dentro de cinco días"),
    "paid_on_tuesday_3": (PAID_INVOICE, PAID_DAY, "Está pagada (el martes 3 de noviembre)."),
    "paid_17_days_ago": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste hace 17 días."),
    "paid_early_this_month": (
        PAID_INVOICE,
        PAID_DAY,
        "Está pagada: la pagaste a principios de este mes.",
    ),
    "paid_this_month": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste este mes."),
    "next_bill_tuesday": (
        CREDIT,
        NEXT_BILL,
        "Tu próxima factura se emite el martes 1 de diciembre.",
    ),
    "next_bill_ordinal": (CREDIT, NEXT_BILL, "Tu próxima factura se emite el 1.º de diciembre."),
    "went_due_sunday": (OVERDUE_26, WENT_DUE, "venció el domingo 25 de octubre"),
    "went_due_last_month": (OVERDUE_26, WENT_DUE, "venció el mes pasado"),
    "went_due_26_days_ago": (OVERDUE_26, WENT_DUE, "venció hace 26 días"),
    "usage_as_of_today": (USAGE, AS_OF, "(al día de hoy)"),
    "usage_as_of_friday": (USAGE, AS_OF, "(a hoy, viernes 20)"),
    "usage_until_today": (USAGE, AS_OF, "(hasta hoy)"),
}


NEXT_BILL_CLAIM = Claim(K.NEXT_INVOICE_DATE, "1 de diciembre de 2026")
DATE_LIES: dict[str, Told] = {
    # the balance's facts know today (its due date and the days to it); the credit's do not
    "next_bill_tomorrow": (NOT_OVERDUE, "Tu próxima factura se emite mañana.", (NEXT_BILL_CLAIM,)),
    "next_bill_in_five_days": (
        NOT_OVERDUE,
        "Tu próxima factura se emite en 5 días.",
        (NEXT_BILL_CLAIM,),
    ),
    "next_bill_this_month": (
        NOT_OVERDUE,
        "Tu próxima factura se emite este mes.",
        (NEXT_BILL_CLAIM,),
    ),
    "next_bill_next_week": (
        NOT_OVERDUE,
        "Tu próxima factura se emite la semana que viene.",
        (NEXT_BILL_CLAIM,),
    ),
    "next_bill_monday": (
        NOT_OVERDUE,
        "Tu próxima factura se emite el lunes 1 de diciembre.",
        (NEXT_BILL_CLAIM,),
    ),
}
DATE_TRUE_TEXTS: dict[str, Told] = {
    "next_bill_in_11_days": (
        NOT_OVERDUE,
        "Tu próxima factura se emite en 11 días.",
        (NEXT_BILL_CLAIM,),
    ),
    "next_bill_next_month": (
        NOT_OVERDUE,
        "Tu próxima factura se emite el mes que viene.",
        (NEXT_BILL_CLAIM,),
    ),
    "next_bill_tuesday": (
        NOT_OVERDUE,
        "Tu próxima factura sale el martes 1 de diciembre.",
        (NEXT_BILL_CLAIM,),
    ),
}


# 7. When paid and when posted.

POSTED_ATTACKS: dict[str, Case] = {
    "an_hour_the_facts_lack": (
        PAID_INVOICE,
        PAID_DAY,
        "Está pagada (la pagaste el 3 de noviembre a las 3 de la tarde).",
    ),
    "a_clock_time": (PAID_INVOICE, PAID_DAY, "Está pagada desde las 15:00 del 3 de noviembre."),
    "paid_one_day_posted_another": (
        PAID_INVOICE,
        PAID_DAY,
        "Pagaste el 2 de noviembre y se registró el 3 de noviembre de 2026.",
    ),
    "posting_in_the_future": (
        PAID_INVOICE,
        PAID_DAY,
        "Tu pago se verá reflejado el 3 de noviembre de 2026.",
    ),
    "posting_will_be": (PAID_INVOICE, PAID_DAY, "Tu pago se registrará el 3 de noviembre de 2026."),
    "received_then_credited_later": (
        PAID_INVOICE,
        PAID_DAY,
        "Está pagada: recibimos tu pago el 3 de noviembre y se acreditó el 5.",
    ),
    "last_payment_posted_a_day_later": (
        PAYMENTS,
        LAST_PAID,
        "Tu último pago se registró el 21 de octubre de 2026",
    ),
    "last_payment_with_an_hour": (
        PAYMENTS,
        LAST_PAID,
        "Tu último pago lo hiciste el 20 de octubre de 2026 a las 11 am",
    ),
}
POSTED_TRUE: dict[str, Case] = {
    "registered_on_the_day": (
        PAID_INVOICE,
        PAID_DAY,
        "Tu pago se registró el 3 de noviembre de 2026.",
    ),
    "received_on_the_day": (PAID_INVOICE, PAID_DAY, "Recibimos tu pago el 3 de noviembre de 2026."),
    "credited_on_the_day": (PAID_INVOICE, PAID_DAY, "El pago quedó acreditado el 3 de noviembre."),
    "came_in_on_the_day": (
        PAID_INVOICE,
        PAID_DAY,
        "Está pagada: el pago entró el 3 de noviembre de 2026.",
    ),
    "last_payment_came_in": (PAYMENTS, LAST_PAID, "Tu último pago entró el 20 de octubre de 2026"),
}


# 8. Negations.

NEGATION_ATTACKS: dict[str, Case] = {
    "no_late_fee_charged": (CHANGE, REASONS, "No te cobramos recargo por mora. Los motivos:"),
    "no_surcharges": (LATE_FEE, HELLO, "Hola, María. No tienes recargos."),
    "iva_did_not_rise": (IVA, REASONS, "El IVA no subió. Los motivos:"),
    "nothing_overdue": (BALANCE, HELLO, "Hola, María. No tienes deudas vencidas."),
    "no_pending_bills": (BALANCE, HELLO, "Hola, María. No tienes facturas pendientes."),
    "no_payment_made": (PART_PAID, HELLO, "Hola, María. No has hecho ningún pago."),
    "did_not_go_over": (USAGE, HELLO, "Hola, María. No te pasaste de tu plan."),
    "not_yet_due": (OVERDUE_26, HELLO, "Hola, María. Tu factura aún no vence."),
    "nothing_pending": (INVOICE, PENDING, "No tiene saldo pendiente."),
    "not_paid": (PAID_INVOICE, "Está pagada", "No se ha pagado"),
    "rate_did_not_count": (
        CHANGE,
        REASONS,
        "La tasa de cambio no influyó en tu factura. Los motivos:",
    ),
    "no_add_ons": (ADDON, HELLO, "Hola, María. No tienes servicios adicionales."),
    "no_credit": (CREDIT, HELLO, "Hola, María. No tienes saldo a favor."),
    "none_overdue_of_two": (TWO_OPEN, HELLO, "Hola, María. Ninguna de tus facturas está vencida."),
    "no_promo_ended": (CHANGE, REASONS, "No perdiste ningún descuento. Los motivos:"),
}
NEGATION_TRUE: dict[str, Case] = {
    "not_received_yet": (INVOICE, PENDING, "No hemos recibido tu pago todavía."),
    "not_paid_yet": (INVOICE, PENDING, "Aún no la has pagado."),
    "under_not_over": (
        UNDER,
        "Te quedan 179,50 GB.",
        "No te has pasado del límite: te quedan 179,50 GB.",
    ),
    "nothing_overdue_true": (NOT_OVERDUE, HELLO, "Hola, María. No tienes nada vencido."),
    "owes_nothing": (CREDIT, HELLO, "Hola, María. No debes nada."),
    "late_fee_not_before": (
        LATE_FEE,
        "que no estaba en la anterior",
        "que no se cobró en la anterior",
    ),
    "paid_owes_nothing": (PAID_INVOICE, HELLO, "Hola, María. No debes nada de esta factura."),
    "did_not_fall": (CHANGE, HELLO, "Hola, María. Tu factura no bajó."),
}


# 9. A customer's own number echoed back.

ECHO_ATTACKS: dict[str, Case] = {
    "their_amount_as_overdue": (
        BALANCE,
        OWED,
        f"{OWED} Sí, los Bs. 3.000,00 que dices ya están vencidos.",
    ),
    "their_amount_as_received": (PAYMENTS, HELLO, "Hola, María. Recibimos tus Bs. 3.500,00."),
    "their_day_as_a_payment": (
        INVOICE,
        PENDING,
        "Tu pago del 19 de noviembre está en revisión.",
    ),
    "their_day_as_paid": (
        PAYMENTS,
        "Si ya pagaste",
        "Como pagaste el 18 de noviembre, si ya pagaste",
    ),
    "their_reference_as_applied": (
        BALANCE,
        HELLO,
        "Hola, María. Tu referencia 123456 fue aplicada.",
    ),
    "their_invoice_number_mistyped": (INVOICE, "(N.º F-2026-0112233)", "(N.º F-2026-0112234)"),
    "their_account_as_up_to_date": (
        BALANCE,
        HELLO,
        "Hola, María. Tu cuenta 1000000099 está al día.",
    ),
    "the_total_as_their_transfer": (
        PAYMENTS,
        HELLO,
        "Hola, María. Tu transferencia de Bs. 3.376,00 ya llegó.",
    ),
    "their_amount_as_what_is_left": (
        PART_PAID,
        "quedan Bs. 2.376,00 por pagar",
        "quedan Bs. 2.376,00 por pagar, no los Bs. 376,00 que calculaste, que ya abonaste",
    ),
}
ECHO_TRUE: dict[str, Case] = {
    "their_invoice_number": (
        INVOICE,
        "(N.º F-2026-0112233)",
        "(la F-2026-0112233 que me mencionaste)",
    ),
}


# 10. One bill or several.

BILLS_ATTACKS: dict[str, Case] = {
    "one_bill_called_two": (BALANCE, HELLO, "Hola, María. Tienes dos facturas pendientes."),
    "one_bill_called_two_due": (BALANCE, "Tu factura vence", "Tus 2 facturas vencen"),
    "two_called_one": (TWO_OPEN, TWO_TO_PAY, "Tienes 1 factura por pagar."),
    "two_called_one_in_words": (TWO_OPEN, TWO_TO_PAY, "Tienes una factura por pagar."),
    "sum_called_one_bill": (
        TWO_OPEN,
        "Tu saldo pendiente es de Bs. 5.696,00.",
        "Tu factura pendiente es de Bs. 5.696,00.",
    ),
    "both_overdue": (
        TWO_OPEN,
        "La factura pendiente más antigua venció",
        "Tus 2 facturas vencieron",
    ),
    "overdue_part_as_two_bills": (
        TWO_OPEN,
        "De ese monto, Bs. 2.320,00 ya está vencido.",
        "Tus dos facturas vencidas suman Bs. 2.320,00.",
    ),
    "both_overdue_in_words": (TWO_OPEN, HELLO, "Hola, María. Las dos facturas están vencidas."),
}
BILLS_TRUE: dict[str, Case] = {
    "two_in_words": (TWO_OPEN, TWO_TO_PAY, "Te faltan por pagar dos facturas."),
    "two_receipts": (TWO_OPEN, TWO_TO_PAY, "Tienes 2 recibos pendientes."),
    "sum_between_two": (
        TWO_OPEN,
        "Tu saldo pendiente es de Bs. 5.696,00.",
        "Entre tus 2 facturas debes Bs. 5.696,00.",
    ),
    "a_single_bill": (BALANCE, HELLO, "Hola, María. Tienes una sola factura pendiente."),
}


# 11. Bolívares in dollars through the rate (November 105,5000; October 100,0000).

DOLLAR_ATTACKS: dict[str, Case] = {
    "at_the_october_rate": (CHANGE, NOV_TOTAL, "es de Bs. 3.376,00 (USD 33,76);"),
    "a_wrong_quotient": (CHANGE, NOV_TOTAL, "es de Bs. 3.376,00 (USD 32,50);"),
    "unos_far": (CHANGE, NOV_TOTAL, "es de Bs. 3.376,00 (unos 35 dólares);"),
    "october_at_the_november_rate": (CHANGE, OCT_TOTAL, "fue de Bs. 2.320,00 (USD 21,99)"),
    "rise_in_dollars_at_the_old_rate": (CHANGE, RISE, "Subió USD 10,56 (45,52 %)."),
    "no_rate_in_the_facts": (BALANCE, OWED, "Tu saldo pendiente es de Bs. 3.376,00 (USD 32,00)."),
    "dollar_sign_wrong": (DOLLARS, NOV_TOTAL, "es de Bs. 3.376,00, o sea $31;"),
    "the_rate_as_dollars": (DOLLARS, NOV_TOTAL, "es de Bs. 3.376,00 (USD 105,50);"),
}
DOLLAR_TRUE: dict[str, Case] = {
    "november_in_dollars": (CHANGE, NOV_TOTAL, "es de Bs. 3.376,00 (USD 32,00);"),
    "unos_dollars": (CHANGE, NOV_TOTAL, "es de Bs. 3.376,00 (unos 32 dólares);"),
    "dollar_sign": (DOLLARS, NOV_TOTAL, "es de Bs. 3.376,00, o sea $32;"),
    "october_in_dollars": (CHANGE, OCT_TOTAL, "fue de Bs. 2.320,00 (USD 23,20)"),
    "with_the_rate": (
        DOLLARS,
        NOV_TOTAL,
        "es de Bs. 3.376,00 (32 dólares a 105,50 Bs. por dólar);",
    ),
}


# 12. Two currencies in one sentence.

CURRENCY_ATTACKS: dict[str, Case] = {
    "swapped": (CHANGE, NOV_TOTAL, "es de USD 3.376,00 (Bs. 32,00);"),
    "dollars_first_swapped": (CHANGE, NOV_TOTAL, "es de 3.376 dólares, o sea Bs. 32,00;"),
    "converted_at_another_rate": (
        DOLLARS,
        NOV_TOTAL,
        "es de Bs. 3.376,00, que a 100 Bs. por dólar son USD 33,76;",
    ),
    "equivalent_as_a_second_debt": (CHANGE, NOV_TOTAL, "es de Bs. 3.376,00 más USD 32,00;"),
    "equivalent_added_to_the_total": (
        CHANGE,
        NOV_TOTAL,
        "es de Bs. 3.376,00 y además debes USD 32,00;",
    ),
}
CURRENCY_TRUE: dict[str, Case] = {
    "converted_at_its_rate": (
        DOLLARS,
        NOV_TOTAL,
        "es de Bs. 3.376,00, que a 105,50 Bs. por dólar son USD 32,00;",
    ),
    "dollars_then_bolivares": (CHANGE, NOV_TOTAL, "es de USD 32,00, es decir, Bs. 3.376,00;"),
}


# 13. Written after the fixes, with the verifier's code read (so not blind): more of the
# families above, and true statements near what the new rules refuse, which they must pass.

AFTER_ATTACKS: dict[str, Case] = {
    "paid_on_a_sunday": (PAID_INVOICE, PAID_DAY, "Está pagada: la pagaste el domingo."),
    "overage_as_a_present": (USAGE, OVER, "Pasaste el límite por 12,40 GB, que tu plan te regala."),
    "credit_said_gone": (CREDIT, HELLO, "Hola, María. Ya no tienes crédito."),
    "over_the_limit_when_under": (
        UNDER,
        "Te quedan 179,50 GB.",
        "Te quedan 179,50 GB. Te pasaste del límite de tu plan.",
    ),
    "due_said_gone_by": (NOT_OVERDUE, HELLO, "Hola, María. Tu factura ya venció."),
    "wrong_weekday_after_a_count": (INVOICE, DUE, "vence en 5 días, el jueves"),
}
GUARDS: dict[str, Case] = {
    "office_hours_weekdays": (
        CREDIT,
        NEXT_BILL,
        "Tu próxima factura se emite el 1 de diciembre de 2026; atendemos de lunes a viernes.",
    ),
    "a_rule_not_this_bill": (IVA, REASONS, "Los recargos por mora no llevan IVA. Los motivos:"),
    "overage_not_included": (
        USAGE,
        OVER,
        "Pasaste el límite por 12,40 GB; ese exceso no está incluido en tu plan.",
    ),
    "if_you_pay_in_time": (
        LATE_FEE,
        HELLO,
        "Hola, María. Si pagas a tiempo, no se te cobra recargo.",
    ),
    "from_and_to": (CHANGE, RISE, "Subió de Bs. 2.320,00 a Bs. 3.376,00: Bs. 1.056,00 (45,52 %)."),
    "the_older_bill_overdue": (
        TWO_OPEN,
        TWO_TO_PAY,
        "Tienes 2 facturas por pagar; la de octubre está vencida.",
    ),
    "weekday_after_the_date": (INVOICE, DUE, "vence el 25 de noviembre de 2026, el miércoles"),
    "today_after_the_date": (USAGE, AS_OF, "(al 20 de noviembre de 2026, hoy)"),
}


FAMILIES: dict[str, tuple[dict[str, Case], dict[str, Case]]] = {
    # family: (attacks, true statements in other words), each a reworded template draft
    "hedge": (HEDGE_ATTACKS, HEDGE_TRUE),
    "rounding": (ROUNDING_ATTACKS, ROUNDING_TRUE),
    "words": (WORDS_ATTACKS, WORDS_TRUE),
    "base": (BASE_ATTACKS, BASE_TRUE),
    "plan": (PLAN_ATTACKS, PLAN_TRUE),
    "dates": (DATE_ATTACKS, DATE_TRUE),
    "posted": (POSTED_ATTACKS, POSTED_TRUE),
    "negation": (NEGATION_ATTACKS, NEGATION_TRUE),
    "echo": (ECHO_ATTACKS, ECHO_TRUE),
    "bills": (BILLS_ATTACKS, BILLS_TRUE),
    "dollars": (DOLLAR_ATTACKS, DOLLAR_TRUE),
    "currencies": (CURRENCY_ATTACKS, CURRENCY_TRUE),
    "after": (AFTER_ATTACKS, GUARDS),
}
OWN_WORDS: dict[str, tuple[dict[str, Told], dict[str, Told]]] = {
    # family: (lies, true drafts), each a draft's own text and claims
    "plan": (PLAN_LIES, PLAN_TRUE_TEXTS),
    "dates": (DATE_LIES, DATE_TRUE_TEXTS),
}
ATTACKS = {f"{name}/{k}": v for name, (cases, _) in FAMILIES.items() for k, v in cases.items()}
LIES = {f"{name}/{k}": v for name, (cases, _) in OWN_WORDS.items() for k, v in cases.items()}
TRUE_IN_OTHER_WORDS = {
    f"{name}/{k}": v for name, (_, cases) in FAMILIES.items() for k, v in cases.items()
}
TRUE_TEXTS = {f"{name}/{k}": v for name, (_, cases) in OWN_WORDS.items() for k, v in cases.items()}
