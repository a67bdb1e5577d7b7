"""Reasons worded by direction only: ``(es up, en up, es down, en down)`` templates.

``{x}`` is the amount as a display string, ``{label}`` the line's name, ``{reason}`` a credit
note's reason. A reason that only ever goes one way leaves the other pair empty.
"""

from __future__ import annotations

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
