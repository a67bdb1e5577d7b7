"""The stateful promises: deterministic request sequences that find their own fixtures.

Verify runs the workflow (:mod:`billing_sim.toolkit.workflow.walk`) with its own reads in between:
after
the walk and its probes, and before the payment changes anything, every list is paged both
ways (:mod:`.pagination`), every conditional read is tried (:mod:`.conditional`), what
resources say about each other is compared (:mod:`.consistency`) and every list and selecting
parameter is read again with each value the contract lets it select (:mod:`.selection`); after
the payment, every read with an ``ETag`` is read again (:mod:`.validators`) and one key is raced
(:mod:`.payments`). Then the trace is judged: the probes and links
(:mod:`.probes`) and the payment (:mod:`.payments`).
"""

from __future__ import annotations

from billing_sim.toolkit.verify.stateful import (
    conditional,
    consistency,
    pagination,
    payments,
    probes,
    selection,
    validators,
)
from billing_sim.toolkit.verify.stateful.conditional import conditional_reads
from billing_sim.toolkit.verify.stateful.consistency import cross_check
from billing_sim.toolkit.verify.stateful.judgement import Findings, Outcome
from billing_sim.toolkit.verify.stateful.pagination import walk_lists
from billing_sim.toolkit.verify.stateful.payments import judge_payment, race
from billing_sim.toolkit.verify.stateful.probes import judge_probes
from billing_sim.toolkit.verify.stateful.selection import check_selection
from billing_sim.toolkit.verify.stateful.validators import across_the_write, one_version_one_body
from billing_sim.toolkit.workflow.walk import Walk

__all__ = ["WORKFLOW_PROMISES", "Findings", "Outcome", "after_reads", "after_writes"]

WORKFLOW_PROMISES: frozenset[str] = frozenset(
    (
        *pagination.PROMISES,
        *conditional.PROMISES,
        *consistency.PROMISES,
        *probes.PROMISES,
        *payments.PROMISES,
        *selection.PROMISES,
        *validators.PROMISES,
    )
)
"""The catalogue promises these sequences judge (``check: workflow``)."""


def after_reads(walk: Walk, findings: Findings) -> list[Outcome]:
    """Verify's own reads, between the probes and the payment."""
    outcomes = walk_lists(walk.caller, walk.trace, findings)
    outcomes += conditional_reads(walk.caller, walk.trace)
    outcomes += cross_check(walk.caller, walk.trace, findings)
    outcomes += check_selection(walk.caller, walk.trace, findings)
    return outcomes


def after_writes(walk: Walk, findings: Findings) -> list[Outcome]:
    """The race, then the judgements of the whole trace."""
    outcomes = across_the_write(walk.caller, walk.trace)
    outcomes += race(walk.caller, walk.trace, walk.start)
    outcomes += judge_probes(walk.trace, walk.customer())
    outcomes += judge_payment(walk.trace, walk.start)
    outcomes += one_version_one_body(walk.trace)
    return outcomes
