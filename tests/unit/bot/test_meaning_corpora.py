"""The verifier's attack corpora of ``test_meaning_attacks3``, ``_attacks4`` and ``_attacks5``,
run by one set of tests: every attack (a true figure told wrong, reworded or in a draft's own words
and claims) is rejected with the claim and the reason that failed, and every true statement in
other words passes. Each corpus module holds its families; this one holds how they are judged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from billing_sim.bot.claims import Claim
from billing_sim.bot.facts import Facts
from tests.unit.bot import test_meaning_attacks3 as third
from tests.unit.bot import test_meaning_attacks4 as fourth
from tests.unit.bot import test_meaning_attacks5 as fifth
from tests.unit.bot.test_meaning import claiming, reworded

_CORPORA = {"attacks3": third, "attacks4": fourth, "attacks5": fifth}


def _merged(name: str) -> dict[str, Any]:
    """One of the corpora's tables (``ATTACKS``, ``LIES``...), each case named by its corpus."""
    merged: dict[str, Any] = {}
    for corpus, module in _CORPORA.items():
        table: Mapping[str, Any] = getattr(module, name)
        merged.update({f"{corpus}:{case}": value for case, value in table.items()})
    return merged


ATTACKS: dict[str, tuple[Facts | None, str, str]] = _merged("ATTACKS")
LIES: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = _merged("LIES")
TRUE_IN_OTHER_WORDS: dict[str, tuple[Facts | None, str, str]] = _merged("TRUE_IN_OTHER_WORDS")
TRUE_TEXTS: dict[str, tuple[Facts | None, str, tuple[Claim, ...]]] = _merged("TRUE_TEXTS")


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_a_true_figure_told_wrong_in_other_words_is_rejected(attack: str) -> None:
    facts, old, new = ATTACKS[attack]
    found = reworded(facts, old, new)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


@pytest.mark.parametrize("attack", sorted(LIES))
def test_a_drafts_own_words_and_claims_telling_a_true_figure_wrong_are_rejected(
    attack: str,
) -> None:
    facts, text, claims = LIES[attack]
    found = claiming(facts, text, *claims)
    assert not found.holds, attack
    assert all(failure.claim and failure.reason for failure in found.failures)


@pytest.mark.parametrize("case", sorted(TRUE_IN_OTHER_WORDS))
def test_a_true_statement_reworded_still_passes(case: str) -> None:
    facts, old, new = TRUE_IN_OTHER_WORDS[case]
    assert reworded(facts, old, new).failures == ()


@pytest.mark.parametrize("case", sorted(TRUE_TEXTS))
def test_a_true_draft_in_its_own_words_passes(case: str) -> None:
    facts, text, claims = TRUE_TEXTS[case]
    assert claiming(facts, text, *claims).failures == ()
