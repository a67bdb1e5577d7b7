"""More of the verifier's attack corpus: true figures said to be something else, in other words.

``test_meaning`` holds the first attacks; these are the families written the ways a language
model rewords a reply: a month abbreviated or counted from this one ("oct.", "el mes
pasado"), a sign in other verbs ("te debemos", "cancelaste", "no debes"), a currency named
before the figure ("en dólares, 3.376"), a unit no fact has (MB, horas), data used called
data left, a date called a deadline or a cut-off, a charge named after its amount, a figure
used as a code or a phone. Each family has the attacks ``check_meaning`` must reject and a
true statement in other words it must still accept, so that no fix is a phrase list for one
example and none is stricter than the truth.
"""

from __future__ import annotations

import pytest

from billing_sim.bot.claims import Claim, FactKind
from billing_sim.bot.facts import Facts
from tests.unit.bot.test_meaning import CHANGE, INVOICE, USAGE, claiming, reworded

K = FactKind
BILL = "Tu factura de noviembre de 2026"
NOVEMBER_IS_OCTOBER = (
    "Tu factura de noviembre de 2026 es de Bs. 3.376,00; la de octubre de 2026 fue de Bs. 2.320,00"
)

ATTACKS: dict[str, tuple[Facts | None, str, str]] = {
    # A month abbreviated with its dot: the dot does not end the clause the month names.
    "october_abbreviated_with_a_dot": (INVOICE, BILL, "Tu factura de oct."),
    "september_abbreviated": (INVOICE, BILL, "Tu factura de sept."),
    "december_abbreviated": (INVOICE, BILL, "Tu factura de dic."),
    "older_total_called_november_abbreviated": (
        CHANGE, "la de octubre de 2026 fue de", "la de nov. fue de",
    ),
    "usage_in_october_abbreviated": (USAGE, "En noviembre de 2026", "En oct."),
    # A month counted from this one: "este mes" and "el mes pasado" swapped, or the usage
    # of this month called last month's.
    "this_and_last_month_swapped": (
        CHANGE,
        NOVEMBER_IS_OCTOBER,
        "Tu factura de este mes es de Bs. 2.320,00; la del mes pasado fue de Bs. 3.376,00",
    ),
    "this_and_last_month_swapped_in_english": (
        CHANGE,
        NOVEMBER_IS_OCTOBER,
        "This month's bill is Bs. 2.320,00; last month's was Bs. 3.376,00",
    ),
    "this_month_is_the_older_bill": (
        CHANGE, "la de octubre de 2026 fue de", "la de este mes es de",
    ),
    "usage_called_last_months": (USAGE, "En noviembre de 2026", "El mes pasado"),
    "usage_called_two_months_ago": (USAGE, "En noviembre de 2026", "Hace dos meses"),
}  # fmt: skip


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_a_true_number_stating_the_wrong_fact_in_other_words_is_rejected(attack: str) -> None:
    facts, old, new = ATTACKS[attack]
    found = reworded(facts, old, new)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


TRUE_IN_OTHER_WORDS: dict[str, tuple[Facts | None, str, str]] = {
    "november_abbreviated": (INVOICE, BILL, "Tu factura de nov."),
    "an_abbreviation_ending_the_sentence": (
        CHANGE, "la de octubre de 2026 fue de Bs. 2.320,00.",
        "la anterior fue de Bs. 2.320,00, de oct.",
    ),
    "this_and_last_month": (
        CHANGE,
        NOVEMBER_IS_OCTOBER,
        "Tu factura de este mes es de Bs. 3.376,00; la del mes pasado fue de Bs. 2.320,00",
    ),
    "this_months_usage": (USAGE, "En noviembre de 2026", "Este mes"),
    # Without the day the figures were read, the newest bill may be this month's or last
    # month's: either is true.
    "the_newest_bill_as_last_months": (
        INVOICE, "Tu factura de noviembre de 2026", "Tu factura del mes pasado",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(TRUE_IN_OTHER_WORDS))
def test_a_true_statement_reworded_still_passes(case: str) -> None:
    facts, old, new = TRUE_IN_OTHER_WORDS[case]
    assert reworded(facts, old, new).failures == ()


def test_a_reasons_own_last_month_is_the_bill_it_explains_not_the_figures_month() -> None:
    """ "Recargo por pagar tarde la factura del mes pasado: suma" speaks of the reason,
    whose figure belongs to this bill."""
    text = "Recargo por pagar tarde la factura del mes pasado: suma Bs. 316,50."
    found = claiming(CHANGE, text, Claim(K.REASON, "Bs. 316,50", "late_fee"))
    assert found.failures == ()
