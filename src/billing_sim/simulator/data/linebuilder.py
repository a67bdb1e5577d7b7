"""Builds the lines of one invoice: ids in order, dollar prices converted line by line."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from billing_sim.simulator.data import ids, line_texts
from billing_sim.simulator.data.calendar import Month
from billing_sim.simulator.data.records import Line
from billing_sim.simulator.money import convert, round_fraction


class LineBuilder:
    """Appends lines to one invoice, numbering their ids and pricing dollar lines.

    Args:
        index: Customer index (for line ids).
        month: The invoice's month (its rate converts dollar lines).
        plan_code: The plan billed on the invoice.
    """

    def __init__(self, index: int, month: Month, plan_code: str) -> None:
        self.index = index
        self.month = month
        self.plan_code = plan_code
        self.lines: list[Line] = []

    def next_id(self) -> str:
        """The id the next line will get."""
        return ids.line_id(self.index, self.month.year, self.month.month, len(self.lines) + 1)

    def add(self, kind: str, code: str, text: line_texts.Texts, amount: int, **fields: Any) -> Line:
        """Append a line with a VES ``amount``; ``fields`` are other :class:`Line` fields."""
        description, label = text
        line = Line(
            id=self.next_id(),
            kind=kind,
            code=code,
            description=description,
            label=label,
            amount=amount,
            **fields,
        )
        self.lines.append(line)
        return line

    def add_usd(
        self,
        kind: str,
        code: str,
        text: line_texts.Texts,
        unit: Fraction,
        factor: Fraction = Fraction(1),
        **fields: Any,
    ) -> Line:
        """Append a dollar-priced line: ``round(unit * factor)`` USD converted half-up."""
        pricing = round_fraction(unit * factor)
        return self.add(
            kind,
            code,
            text,
            convert(pricing, self.month.rate),
            pricing_usd=pricing,
            usd_unit=unit,
            factor=factor,
            **fields,
        )

    def total(self) -> int:
        """Σ amount of the lines so far."""
        return sum(line.amount for line in self.lines)
