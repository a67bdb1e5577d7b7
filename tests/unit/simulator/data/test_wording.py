"""Reason sentences: every reason code is worded in both locales and quotes its amount."""

from __future__ import annotations

import pytest

from billing_sim.openapi import models
from billing_sim.simulator.data.reason_texts import TWO_WAY, WORDED_REASONS, detail
from billing_sim.simulator.data.summary import Reason
from billing_sim.simulator.money import format_money

ONE_WAY = {"credit_not_repeated": 1, "credit_applied": -1}
"""Reasons whose sign is fixed by definition (the other wording is never needed)."""


def test_every_reason_code_of_the_contract_has_a_sentence():
    """The wording table covers exactly the contract's ``BillReasonCode`` enum."""
    assert {code.value for code in models.BillReasonCode} == WORDED_REASONS


@pytest.mark.parametrize("code", sorted(WORDED_REASONS))
@pytest.mark.parametrize("sign", [1, -1])
@pytest.mark.parametrize("locale", ["es-VE", "en"])
def test_each_sentence_renders_with_its_amount_in_both_directions(dataset, code, sign, locale):
    """Sentences are complete (no placeholder left) and quote the amount's display."""
    if ONE_WAY.get(code, sign) != sign:
        assert TWO_WAY[code][0 if sign > 0 else 2] == ""
        return
    worked = dataset.history(0)
    current, previous = worked.invoices[-1], worked.invoices[-2]
    codes = tuple(line.code for line in (*current.lines, *previous.lines))
    text = detail(Reason(code, sign * 12345, codes), current, previous, locale)
    assert text
    assert "{" not in text
    assert text.endswith(".")
    if code not in ("promo_expired",):
        assert format_money(12345, "VES", locale) in text
