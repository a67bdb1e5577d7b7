"""Evidence from typed data: what a tool result and a computed fact can support."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal
from enum import Enum

from billing_sim.bot.evidence import COMPUTED, computed, data_values, of_result
from billing_sim.bot.grounding import Evidence, verify
from billing_sim.client import ToolResult
from billing_sim.client import _evidence as rendered
from billing_sim.client.models import ExchangeRate
from tests.unit.bot.examples import balance, bill_summary, customer, invoice, ok


class _Colour(Enum):
    RED = "red-7"


def test_money_gives_its_display_and_its_minor_units() -> None:
    """A ``Money`` supports its display string and its canonical minor units."""
    values = data_values(balance())
    assert "Bs. 3.376,00" in values
    assert "amount_minor 337600 VES" in values


def test_fields_without_a_figure_to_quote_are_left_out() -> None:
    """Address, e-mail, locale and creation time could only lend support to invented numbers."""
    maria = customer()
    values = data_values(maria)
    assert maria.account_number in values
    assert maria.tax_id.value in values
    assert maria.phones[0] in values
    assert maria.service_address.line1 not in values
    assert maria.created_at.isoformat() not in values
    line_values = data_values(invoice().lines)
    assert not any(value == "1" for value in line_values)  # quantities and bps are out


def test_leaf_values_of_every_type_are_written_once() -> None:
    """Strings, integers, decimals, dates, times and enums; None and booleans give nothing."""
    moment = datetime(2026, 11, 20, 14, 3, tzinfo=UTC)
    values = data_values(
        [
            7,
            "7",
            Decimal("1.50"),
            2.5,
            date(2026, 11, 25),
            moment,
            _Colour.RED,
            None,
            True,
            object(),
        ]
    )
    assert values == ("7", "1.50", "2.5", "2026-11-25", "2026-11-20T14:03:00+00:00", "red-7")


def test_a_result_is_read_by_its_text_and_supported_by_its_data() -> None:
    """The drafter reads the client's evidence text; only the typed data supports numbers."""
    summary = bill_summary()
    result = ok("get_bill_summary", summary, rendered.bill_summary(summary))
    evidence = of_result(result)
    assert evidence.source == "get_bill_summary"
    assert "Reason 4:" in evidence.text
    assert verify("Subió Bs. 1.056,00 (45,52 %)", [evidence]).grounded
    # "Reason 4:" and "Bill summary of customer ..." are the client's wording, not data.
    assert verify("Tienes 4 facturas vencidas", [evidence]).unsupported == ("4",)
    assert not verify("Tienes 4 facturas", [Evidence.passage("doc", evidence.text)]).unsupported


def test_a_failed_result_supports_nothing() -> None:
    """No data, no support, whatever its text says."""
    failed: ToolResult[object] = ToolResult(
        "get_balance", ok=False, evidence_text="HTTP 503 after 3 attempt(s)"
    )
    assert of_result(failed).values == ()
    assert verify("Lo intenté 3 veces", [of_result(failed)]).unsupported == ("3",)


def test_a_computed_fact_supports_only_its_values() -> None:
    """The words of a computed line are not data: "5 day(s) between 2026-11-20 and ..."
    supports 5, not 20."""
    fact = computed("Computed in code: 5 day(s) between 2026-11-20 and 2026-11-25.", 5)
    assert (fact.source, fact.values) == (COMPUTED, ("5",))
    assert verify("Faltan 5 días", [fact]).grounded
    assert not verify("El 20 de noviembre", [fact]).grounded
    assert computed("a date", date(2026, 11, 10)).values == ("2026-11-10",)


def test_a_passage_is_all_content() -> None:
    """A document passage (a future retrieved chunk) supports every number it states."""
    chunk = Evidence.passage("kb:igtf#1", "El IGTF es de 3 % sobre pagos en divisas.")
    assert chunk.values == (chunk.text,)
    assert verify("El IGTF es del 3 %", [chunk]).grounded
    assert verify("El IGTF es del tres por ciento", [chunk]).grounded


def test_an_exchange_rate_supports_its_figure_in_bolivares_even_unchanged() -> None:
    """ "Tu factura se calculó a 95,2400 Bs. por dólar": the rate is an amount of its quote
    currency, supported by the rate itself, not only by a reason saying it moved."""
    rate = ExchangeRate(
        base="USD", quote="VES", rate="95.2400", source="BCV", rate_date=date(2026, 8, 31)
    )
    values = data_values(rate)
    assert "95.2400 VES" in values
    found = verify("se calculó a 95,2400 Bs. por dólar", [Evidence("summary", "", values)])
    assert found.grounded, found
    assert not verify(
        "se calculó a 95,2500 Bs. por dólar", [Evidence("summary", "", values)]
    ).grounded
