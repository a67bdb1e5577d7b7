"""The contract's worked example, persona 0 (``cus_7k2m9q4x1z``), amount for amount."""

from __future__ import annotations


def _reasons(summary) -> dict[str, int]:
    return {reason.code.value: reason.amount_impact.amount_minor for reason in summary.reasons}


def test_worked_example_november_invoice_is_the_contracts_example(dataset):
    """cus_7k2m9q4x1z's November 2026 invoice has the contract example's numbers and lines."""
    invoice = dataset.invoice("inv_7k2m9q4x1z2611", [], "es-VE")
    money = {
        name: getattr(invoice, name).display
        for name in (
            "subtotal",
            "discount_total",
            "tax_total",
            "credits_applied",
            "total",
            "previous_balance",
            "total_due",
            "amount_paid",
            "amount_remaining",
        )
    }
    assert money == {
        "subtotal": "Bs. 2.954,00",
        "discount_total": "Bs. 0,00",
        "tax_total": "Bs. 422,00",
        "credits_applied": "Bs. 0,00",
        "total": "Bs. 3.376,00",
        "previous_balance": "Bs. 0,00",
        "total_due": "Bs. 3.376,00",
        "amount_paid": "Bs. 0,00",
        "amount_remaining": "Bs. 3.376,00",
    }
    assert invoice.status.value == "open"
    assert (invoice.issue_date.isoformat(), invoice.due_date.isoformat()) == (
        "2026-11-01",
        "2026-11-25",
    )
    assert invoice.exchange_rate is not None
    assert (invoice.exchange_rate.rate, invoice.exchange_rate.rate_date.isoformat()) == (
        "105.5000",
        "2026-10-31",
    )
    october_number = dataset.invoice("inv_7k2m9q4x1z2610", [], "es-VE").number
    lines = [
        (ln.id, ln.kind.value, ln.code, ln.amount.display, ln.description) for ln in invoice.lines
    ]
    assert lines == [
        (
            "il_7k2m9q4x1z261101",
            "recurring",
            "plan:fibra-100",
            "Bs. 2.637,50",
            "Plan Fibra 100 (noviembre 2026)",
        ),
        (
            "il_7k2m9q4x1z261102",
            "late_fee",
            "fee:late",
            "Bs. 316,50",
            f"Recargo por pago tardío de la factura {october_number}",
        ),
        ("il_7k2m9q4x1z261103", "tax", "tax:iva", "Bs. 422,00", "IVA 16 %"),
    ]
    assert invoice.lines[2].tax_base is not None
    assert (invoice.lines[2].tax_rate_bps, invoice.lines[2].tax_base.amount_minor) == (1600, 263750)


def test_worked_example_summary_is_the_contracts_example(dataset):
    """232000 -> 337600: +13750 rate, +50000 promo, +31650 late fee, +10200 IVA base; 45.52 %."""
    summary = dataset.bill_summary("cus_7k2m9q4x1z", None, "es-VE")
    assert summary.previous is not None
    assert summary.delta is not None
    assert (summary.period, summary.compared_period) == ("2026-11", "2026-10")
    assert (summary.previous.total_due.amount_minor, summary.current.total_due.amount_minor) == (
        232000,
        337600,
    )
    assert (summary.delta.display, summary.delta_pct, summary.direction.value) == (
        "Bs. 1.056,00",
        "45.52",
        "increased",
    )
    assert _reasons(summary) == {
        "exchange_rate_changed": 13750,
        "promo_expired": 50000,
        "late_fee": 31650,
        "tax_base_changed": 10200,
    }
    assert [reason.detail for reason in summary.reasons] == [
        "La tasa BCV pasó de 100,0000 a 105,5000 Bs./USD: el plan sigue costando USD 25,00, pero "
        "en bolívares sube Bs. 137,50.",
        "Terminó la promoción de bienvenida: el mes pasado se descontaron Bs. 500,00.",
        "Se cobró un recargo por pago tardío de la factura anterior: Bs. 316,50.",
        "El IVA sube Bs. 102,00 porque su base pasó de Bs. 2.000,00 a Bs. 2.637,50.",
    ]
    assert [(line.code, line.change.value, line.delta.amount_minor) for line in summary.lines] == [
        ("plan:fibra-100", "increased", 13750),
        ("promo:bienvenida-20", "removed", 50000),
        ("fee:late", "added", 31650),
        ("tax:iva", "increased", 10200),
    ]
    assert summary.exchange_rate_change is not None
    assert summary.exchange_rate_change.model_dump() == {
        "previous_rate": "100.0000",
        "current_rate": "105.5000",
    }
