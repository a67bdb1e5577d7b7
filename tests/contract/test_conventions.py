"""The contract's conventions as data (``x-conventions``) and as functions
(:mod:`billing_sim.openapi.conventions`): they agree with the contract's prose, enums and
examples, so the simulator and verify, which both compute with them, follow the contract."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime
from typing import Any

import pytest

from billing_sim.openapi import load_contract
from billing_sim.openapi.conventions import (
    DEFAULT_LOCALE,
    LOCALES,
    PAYMENT_METHOD_CURRENCY,
    business_date,
    format_money,
    negotiate_locale,
)

DOC = load_contract()


def _money_examples(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if (
            isinstance(node.get("amount_minor"), int)
            and isinstance(node.get("currency"), str)
            and isinstance(node.get("display"), str)
        ):
            yield node
        for value in node.values():
            yield from _money_examples(value)
    elif isinstance(node, list):
        for value in node:
            yield from _money_examples(value)


def test_every_payment_method_has_the_currency_the_prose_gives_it() -> None:
    """The table covers the PaymentMethod enum exactly, and the createPayment sentence's
    currencies (VES for pago móvil, bank transfer and card; USD for cash and Zelle)."""
    methods = DOC["components"]["schemas"]["PaymentMethod"]["enum"]
    assert list(PAYMENT_METHOD_CURRENCY) == methods
    assert PAYMENT_METHOD_CURRENCY == {
        "pago_movil": "VES",
        "bank_transfer": "VES",
        "card": "VES",
        "cash_usd": "USD",
        "zelle": "USD",
    }


def test_the_locales_are_the_accept_language_enum_the_default_first() -> None:
    """``es-VE`` is the default the prose names; the locales are those the contract declares."""
    assert DEFAULT_LOCALE == "es-VE"
    assert set(LOCALES) == {"es-VE", "en"}


def test_every_money_example_of_the_contract_is_rendered_by_the_convention() -> None:
    """Each documented Money's display is its amount in one of the contract's locales."""
    examples = list(_money_examples(DOC["paths"])) + list(_money_examples(DOC["components"]))
    assert len(examples) > 20
    wrong = [
        example
        for example in examples
        if example["display"]
        not in {format_money(example["amount_minor"], example["currency"], t) for t in LOCALES}
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("amount", "currency", "locale", "display"),
    [
        (263750, "VES", "es-VE", "Bs. 2.637,50"),
        (263750, "VES", "en", "VES 2,637.50"),
        (-105500, "VES", "en-US", "-VES 1,055.00"),
        (2500, "USD", "es-VE", "USD 25,00"),
        (5, "VES", "fr", "Bs. 0,05"),
    ],
)
def test_displays_follow_the_locale_table(
    amount: int, currency: str, locale: str, display: str
) -> None:
    """The prose's own examples; another language renders as the default."""
    assert format_money(amount, currency, locale) == display


@pytest.mark.parametrize(
    ("header", "locale"),
    [
        (None, "es-VE"),
        ("en", "en"),
        ("en-GB,es;q=0.5", "en"),
        ("es;q=0.9,en;q=0.8", "es-VE"),
        ("fr, en;q=0.1", "en"),
        ("en;q=0, *", "es-VE"),
        ("de", "es-VE"),
    ],
)
def test_accept_language_selects_the_most_preferred_contract_locale(
    header: str | None, locale: str
) -> None:
    """q-values honoured, unsupported languages skipped, ``*`` and nothing the default."""
    assert negotiate_locale(header) == locale


def test_the_business_date_is_caracas_time() -> None:
    """03:59 UTC is still the day before in Caracas (UTC-4)."""
    assert business_date(datetime(2026, 11, 21, 3, 59, tzinfo=UTC)) == date(2026, 11, 20)
    assert business_date(datetime(2026, 11, 21, 4, 0, tzinfo=UTC)) == date(2026, 11, 21)
