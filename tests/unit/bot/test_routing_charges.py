"""Routing of "me están cobrando más", added with the reference pipeline's evaluation."""

from __future__ import annotations

from datetime import date

import pytest

from billing_sim.bot.routing import Route, route

TODAY = date(2026, 11, 20)


@pytest.mark.parametrize(
    "text",
    ["por qué me está cobrando más este mes", "me cobran mas que antes", "why do you charge more"],
)
def test_being_charged_more_is_a_bill_change(text: str) -> None:
    """Being charged more is a question about why the bill changed."""
    assert route(text, today=TODAY).route is Route.BILL_CHANGE


def test_mas_o_menos_is_not_a_change() -> None:
    """ "más o menos" (roughly) is not "more"."""
    assert route("cuanto me cobran mas o menos", today=TODAY).route is not Route.BILL_CHANGE
