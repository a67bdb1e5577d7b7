"""The payment's promised effects: readable, listed, and applied to the balance."""

from __future__ import annotations

from billing_sim.toolkit.drift.effects import outcome, payment_effects
from tests.unit.toolkit.workflow_support import payment_trace, problem, response


def holds(**kwargs: object) -> dict[str, bool]:
    return {effect.name: effect.holds for effect in payment_effects(payment_trace(**kwargs))}  # type: ignore[arg-type]


def test_a_stored_payment_has_every_effect() -> None:
    """Readable by GetPayment, listed by ListPayments, owed amount down by amount_applied."""
    assert holds() == {"payment_retrievable": True, "payment_listed": True, "balance_moved": True}


def test_a_lost_payment_has_none() -> None:
    """404 on GetPayment, absent from the list, balance unchanged."""
    assert holds(retrievable=False, listed=False, due_after=1000) == {
        "payment_retrievable": False,
        "payment_listed": False,
        "balance_moved": False,
    }


def test_an_overpayment_that_becomes_credit_moves_the_balance() -> None:
    """Less owed plus more credit must equal amount_applied: 600 paid off, 400 credit."""
    assert holds(due_after=400, credit_after=0)["balance_moved"] is False
    assert holds(due_after=0, credit_after=0)["balance_moved"] is True
    moved = payment_effects(payment_trace(due_after=0, credit_after=0))[2]
    assert "amount_due 1000 -> 0" in moved.observed


def test_a_rejected_payment_has_no_effects_to_check() -> None:
    """Nothing was recorded, so nothing is promised."""
    assert payment_effects(payment_trace(write_status=422)) == []


def test_promises_name_no_ids_so_two_implementations_agree() -> None:
    """The promise is the same text on every implementation; ids go to ``observed``."""
    for effect in payment_effects(payment_trace(retrievable=False)):
        assert "pay_" not in effect.promise
    first = payment_effects(payment_trace(retrievable=False))[0]
    assert first.observed == "404 payment_not_found for pay_abcdef01"


def test_outcome_names_the_problem_code_of_an_error() -> None:
    """``404 payment_not_found``; a success is its status alone."""
    assert outcome(response(404, problem(404, "payment_not_found"))) == "404 payment_not_found"
    assert outcome(response(200, {"code": "not a problem"})) == "200"
