"""One customer-facing sentence per bill-change reason, in es-VE or en.

Sentences quote amounts exactly as ``display`` strings (``Bs. 137,50``), rates with the locale's
decimal mark, and say the direction in words, so the bot can read them out as they are. Most
reasons read one way up and another down (:data:`TWO_WAY`); the rest compose their sentence
from the lines that changed.
"""

from __future__ import annotations

from collections.abc import Callable

from billing_sim.simulator.data import catalog, line_texts
from billing_sim.simulator.data.records import InvoiceRecord, Line
from billing_sim.simulator.data.summary import Reason
from billing_sim.simulator.money import format_decimal, format_money

# Reasons worded by direction only: ``(es up, en up, es down, en down)`` templates. ``{x}`` is
# the amount as a display string, ``{label}`` the line's name, ``{reason}`` a credit note's
# reason. A reason that only ever goes one way leaves the other pair empty.
TWO_WAY: dict[str, tuple[str, str, str, str]] = {
    "late_fee": (
        "Se cobró un recargo por pago tardío de la factura anterior: {x}.",
        "A late payment fee was charged for the previous invoice: {x}.",
        "Este mes no hay recargo por pago tardío ({x} el mes pasado).",
        "No late payment fee this month ({x} last month).",
    ),
    "previous_balance_carried": (
        "Hay saldo pendiente de facturas anteriores: el total a pagar sube {x}.",
        "There is an unpaid balance from earlier invoices: the total to pay goes up by {x}.",
        "Ya no se arrastra saldo pendiente de facturas anteriores: el total a pagar baja {x}.",
        "No unpaid balance is carried any more: the total to pay goes down by {x}.",
    ),
    "usage_overage": (
        "Se cobra el consumo de datos por encima del límite del plan: {x} más.",
        "Data used above the plan's allowance is charged: {x} more.",
        "Hubo menos consumo por encima del límite del plan: {x} menos.",
        "Less data was used above the plan's allowance: {x} less.",
    ),
    "one_time_installation_fee": (
        "Este mes incluye un cargo único ({label}): {x}.",
        "This month includes a one-off charge ({label}): {x}.",
        "El cargo único del mes pasado ({label}) no se repite: {x} menos.",
        "Last month's one-off charge ({label}) is not repeated: {x} less.",
    ),
    "equipment_charge": (
        "Este mes se cobra equipo ({label}): {x}.",
        "This month equipment is charged ({label}): {x}.",
        "Ya no se cobra el equipo ({label}): {x} menos.",
        "Equipment is no longer charged ({label}): {x} less.",
    ),
    "addon_added_or_trial_ended": (
        "Se empezó a cobrar el servicio adicional {label} (se agregó o terminó su prueba "
        "gratuita): {x}.",
        "The add-on {label} is now charged (it was added or its free trial ended): {x}.",
        "Ya no se cobra el servicio adicional {label}: {x} menos.",
        "The add-on {label} is no longer charged: {x} less.",
    ),
    "reconnection_fee": (
        "Se cobró la reconexión del servicio después de la suspensión: {x}.",
        "The reconnection of the service after the suspension was charged: {x}.",
        "El cargo por reconexión del mes pasado no se repite: {x} menos.",
        "Last month's reconnection fee is not repeated: {x} less.",
    ),
    "credit_not_repeated": (
        "El mes pasado se aplicó un crédito de {x} ({reason}) que este mes no se repite.",
        "Last month a credit of {x} was applied ({reason}); there is none this month.",
        "",
        "",
    ),
    "credit_applied": (
        "",
        "",
        "Se aplicó un crédito de {x} ({reason}).",
        "A credit of {x} was applied ({reason}).",
    ),
    "longer_or_double_period": (
        "La factura anterior cubrió solo parte del mes; esta cubre el mes completo: {x} más.",
        "The previous invoice covered only part of the month; this one covers the whole month: "
        "{x} more.",
        "Esta factura cubre menos días que la anterior: {x} menos.",
        "This invoice covers fewer days than the previous one: {x} less.",
    ),
    "payment_reversed_fee": (
        "El banco devolvió el pago de la factura anterior: se cobra un cargo por pago devuelto "
        "de {x}.",
        "The bank returned the payment of the previous invoice: a returned payment fee of {x} is "
        "charged.",
        "El cargo por pago devuelto del mes pasado no se repite: {x} menos.",
        "Last month's returned payment fee is not repeated: {x} less.",
    ),
    "igtf_on_foreign_currency_payment": (
        "Como este mes paga en divisas, se suma el IGTF de 3 % sobre el pago ({x}), que no es "
        "un aumento de precio.",
        "Because you pay in foreign currency this month, the 3 % IGTF on the payment is added "
        "({x}); it is not a price increase.",
        "Este mes no paga en divisas, así que no se cobra el IGTF: {x} menos.",
        "You do not pay in foreign currency this month, so there is no IGTF: {x} less.",
    ),
    "other": (
        "Otros ajustes: {x} más.",
        "Other adjustments: {x} more.",
        "Otros ajustes: {x} menos.",
        "Other adjustments: {x} less.",
    ),
}


class _Say:
    """Formatting helpers bound to one locale and one reason."""

    def __init__(
        self, reason: Reason, current: InvoiceRecord, previous: InvoiceRecord, locale: str
    ):
        self.reason, self.current, self.previous, self.locale = reason, current, previous, locale
        self.en = locale == "en"
        self.up = reason.amount > 0

    def ves(self, amount: int) -> str:
        return format_money(amount, "VES", self.locale)

    def usd(self, amount: int) -> str:
        return format_money(amount, "USD", self.locale)

    @property
    def size(self) -> str:
        return self.ves(abs(self.reason.amount))

    def pick(self, es: str, en: str) -> str:
        return en if self.en else es

    def line(self, invoice: InvoiceRecord, prefix: str) -> Line | None:
        codes = self.reason.line_codes
        return next(
            (ln for ln in invoice.lines if ln.code in codes and ln.code.startswith(prefix)), None
        )

    def any_line(self, prefix: str = "") -> Line | None:
        return self.line(self.current, prefix) or self.line(self.previous, prefix)

    def label(self, prefix: str = "") -> str:
        line = self.any_line(prefix)
        return line.label.pick(self.locale) if line else ""

    def rate(self, invoice: InvoiceRecord) -> str:
        return format_decimal(invoice.month.rate, self.locale)


def _exchange(s: _Say) -> str:
    r0, r1 = s.rate(s.previous), s.rate(s.current)
    plan_now, plan_before = s.line(s.current, "plan:"), s.line(s.previous, "plan:")
    single_plan = s.reason.line_codes == (plan_now.code,) if plan_now else False
    if single_plan and plan_now and plan_before and plan_now.unit_usd == plan_before.unit_usd:
        price = s.usd(plan_now.unit_usd or 0)
        return s.pick(
            f"La tasa BCV pasó de {r0} a {r1} Bs./USD: el plan sigue costando {price}, pero en "
            f"bolívares {'sube' if s.up else 'baja'} {s.size}.",
            f"The BCV rate went from {r0} to {r1} VES/USD: the plan still costs {price}, but in "
            f"bolívares it goes {'up' if s.up else 'down'} by {s.size}.",
        )
    return s.pick(
        f"La tasa BCV pasó de {r0} a {r1} Bs./USD: a igual precio en dólares, los cargos en "
        f"bolívares {'suben' if s.up else 'bajan'} {s.size}.",
        f"The BCV rate went from {r0} to {r1} VES/USD: at the same dollar prices, the charges in "
        f"bolívares go {'up' if s.up else 'down'} by {s.size}.",
    )


def _more(s: _Say) -> str:
    return s.pick("más" if s.up else "menos", "more" if s.up else "less")


def _plan_price(s: _Say) -> str:
    now, before = s.line(s.current, "plan:"), s.line(s.previous, "plan:")
    name = catalog.PLANS[now.plan_code].name if now and now.plan_code else ""
    p0 = s.usd(before.unit_usd or 0) if before else "?"
    p1 = s.usd(now.unit_usd or 0) if now else "?"
    return s.pick(
        f"El precio del plan {name} pasó de {p0} a {p1}: en bolívares son {s.size} {_more(s)}.",
        f"The {name} plan's price went from {p0} to {p1}: {s.size} {_more(s)} in bolívares.",
    )


def _plan_changed(s: _Say) -> str:
    now, before = s.line(s.current, "plan:"), s.line(s.previous, "plan:")
    old = catalog.PLANS[before.plan_code].name if before and before.plan_code else "?"
    new = catalog.PLANS[now.plan_code].name if now and now.plan_code else "?"
    return s.pick(
        f"Cambió de plan, de {old} a {new}: por la diferencia de precio son {s.size} {_more(s)}.",
        f"The plan changed from {old} to {new}: {s.size} {_more(s)} for the price difference.",
    )


def _proration(s: _Say) -> str:
    if s.up:
        return s.pick(
            "Por el cambio de plan a mitad de mes se cobran los días restantes del plan nuevo y se "
            f"acreditan los del anterior: en neto, {s.size} más.",
            "For the mid-month plan change, the remaining days of the new plan are charged and "
            f"those of the old one credited: {s.size} more in net.",
        )
    return s.pick(
        f"El ajuste prorrateado por el cambio de plan del mes pasado no se repite: {s.size} menos.",
        f"Last month's prorated plan-change adjustment is not repeated: {s.size} less.",
    )


def _promo_name(s: _Say) -> str:
    line = s.any_line("promo:")
    story = catalog.PROMO_STORY_NAMES.get(line.code) if line else None
    return story.pick(s.locale) if story else s.pick("promoción", "promotion")


def _promo_expired(s: _Say) -> str:
    name, before = _promo_name(s), s.line(s.previous, "promo:")
    if s.line(s.current, "promo:") is None and before is not None:
        taken = s.ves(-before.amount)
        return s.pick(
            f"Terminó la {name}: el mes pasado se descontaron {taken}.",
            f"The {name} ended: last month it took {taken} off.",
        )
    return s.pick(
        f"La {name} descuenta {s.size} menos que el mes pasado.",
        f"The {name} takes {s.size} less off than last month.",
    )


def _promo_applied(s: _Say) -> str:
    name = _promo_name(s)
    if s.line(s.previous, "promo:") is None:
        return s.pick(
            f"Se aplicó la {name}: se descuentan {s.size}.",
            f"The {name} was applied: {s.size} off.",
        )
    return s.pick(
        f"La {name} descuenta {s.size} más que el mes pasado.",
        f"The {name} takes {s.size} more off than last month.",
    )


def _iva_rates(s: _Say) -> tuple[str, str]:
    now, before = s.line(s.current, "tax:iva"), s.line(s.previous, "tax:iva")
    return (
        line_texts.percent(before.tax_rate_bps or 0, s.locale) if before else "0",
        line_texts.percent(now.tax_rate_bps or 0, s.locale) if now else "0",
    )


def _tax_rate(s: _Say) -> str:
    p0, p1 = _iva_rates(s)
    return s.pick(
        f"La alícuota del IVA pasó de {p0} % a {p1} %: el impuesto {'sube' if s.up else 'baja'} "
        f"{s.size}.",
        f"The IVA rate went from {p0} % to {p1} %: the tax goes {'up' if s.up else 'down'} by "
        f"{s.size}.",
    )


def _exemption(s: _Say) -> str:
    _p0, p1 = _iva_rates(s)
    return s.pick(
        f"Terminó la exención de IVA: ahora se cobra el {p1} %, {s.size}.",
        f"The IVA exemption ended: {p1} % is charged again, {s.size}.",
    )


def _tax_base(s: _Say) -> str:
    codes = s.reason.line_codes
    verb_es, verb_en = ("sube", "up") if s.up else ("baja", "down")
    if len(codes) == 1:
        name = "IVA" if codes[0] == "tax:iva" else "IGTF"
        now, before = s.line(s.current, codes[0]), s.line(s.previous, codes[0])
        b0, b1 = (
            s.ves(before.tax_base or 0 if before else 0),
            s.ves(now.tax_base or 0 if now else 0),
        )
        return s.pick(
            f"El {name} {verb_es} {s.size} porque su base pasó de {b0} a {b1}.",
            f"{name} goes {verb_en} by {s.size} because its base went from {b0} to {b1}.",
        )
    return s.pick(
        f"Los impuestos {verb_es}n {s.size} porque cambió el monto sobre el que se calculan.",
        f"Taxes go {verb_en} by {s.size} because the amounts they are calculated on changed.",
    )


def _credit_reason(s: _Say) -> str:
    line = s.any_line("credit:")
    reason = catalog.CREDIT_REASONS.get(line.code.split(":", 1)[1]) if line else None
    return reason.pick(s.locale) if reason else ""


def _twoway(es_up: str, en_up: str, es_down: str, en_down: str) -> Callable[[_Say], str]:
    """A reason worded by direction; ``{x}`` is the amount, ``{label}`` the line's name."""

    def say(s: _Say) -> str:
        text = (es_up, en_up) if s.up else (es_down, en_down)
        return s.pick(*text).format(x=s.size, label=s.label(), reason=_credit_reason(s))

    return say


_WORDING: dict[str, Callable[[_Say], str]] = {
    "exchange_rate_changed": _exchange,
    "plan_price_increase": _plan_price,
    "plan_changed": _plan_changed,
    "plan_upgrade_proration": _proration,
    "promo_expired": _promo_expired,
    "promo_applied": _promo_applied,
    "tax_rate_changed": _tax_rate,
    "tax_exemption_removed": _exemption,
    "tax_base_changed": _tax_base,
    **{code: _twoway(*wording) for code, wording in TWO_WAY.items()},
}


def detail(reason: Reason, current: InvoiceRecord, previous: InvoiceRecord, locale: str) -> str:
    """The sentence explaining ``reason`` to the customer, in ``locale``."""
    return _WORDING[reason.code](_Say(reason, current, previous, locale))


WORDED_REASONS = frozenset(_WORDING)
"""Reason codes that have a sentence (every ``BillReasonCode``)."""
