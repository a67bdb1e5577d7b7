"""The contract's ``x-promises`` catalogue: complete, anchored in the contract, and checked.

``test_every_normative_sentence_of_the_contract_has_a_promise`` is the gate for contract edits:
a description that adds a promise (``must``, ``never``, ``=``, a status, a catalog code...)
fails it until an entry quotes it, and its message is the entry to paste.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from billing_sim.openapi import load_contract
from billing_sim.toolkit.verify.attribution import BUILTIN_PROMISES
from billing_sim.toolkit.verify.catalogue import (
    CatalogueError,
    catalogue,
    catalogue_problems,
    parse_catalogue,
    resolve,
)
from billing_sim.toolkit.verify.prose import uncovered
from billing_sim.toolkit.verify.responses import RESPONSE_PROMISES
from billing_sim.toolkit.verify.stateful import WORKFLOW_PROMISES

DOCS = Path(__file__).resolve().parents[3] / "docs" / "contract-testing.md"


def contract() -> dict[str, Any]:
    """A private copy of the contract, safe to edit."""
    return copy.deepcopy(load_contract())


def stub(pointer: str, sentence: str) -> str:
    """The catalogue entry that would cover ``sentence``, ready to paste into billing.yaml."""
    quoted = sentence.replace("'", "''")
    return (
        f"  <family>.<name>:\n    family: <family>\n    at: '{pointer}'\n"
        f"    says: '{quoted}'\n    check: <kind>"
    )


def test_every_normative_sentence_of_the_contract_has_a_promise() -> None:
    """Each sentence that makes a promise is quoted by an entry at its own pointer."""
    missing = uncovered(load_contract(), catalogue())
    assert not missing, (
        "Add to x-promises in src/billing_sim/openapi/billing.yaml:\n\n"
        + "\n".join(stub(sentence.pointer, sentence.text) for sentence in missing)
    )


def test_every_entry_points_at_something_that_says_what_it_quotes() -> None:
    """Pointers resolve (a ``*`` matches at least once), quotes are verbatim."""
    assert catalogue_problems(load_contract(), catalogue()) == []


def test_a_new_promise_in_any_description_is_caught() -> None:
    """An operation description added elsewhere (helper 14B adds eight) must get its entries."""
    edited = contract()
    operation = edited["paths"]["/v1/customers/{customer_id}"]["get"]
    operation["description"] = "Returns the customer. The account number never changes."
    found = [(s.pointer, s.text) for s in uncovered(edited, parse_catalogue(edited))]
    assert found == [
        ("/paths/~1v1~1customers~1{customer_id}/get/description", "Returns the customer."),
        (
            "/paths/~1v1~1customers~1{customer_id}/get/description",
            "The account number never changes.",
        ),
    ]


def test_a_promise_added_to_an_existing_description_is_caught_sentence_by_sentence() -> None:
    """Quoting one sentence of a description does not cover a new one beside it."""
    edited = contract()
    money = edited["components"]["schemas"]["Money"]
    money["description"] += " Amounts are never above 10^12 minor units."
    found = [s.text for s in uncovered(edited, parse_catalogue(edited))]
    assert found == ["Amounts are never above 10^12 minor units."]


def test_a_status_or_an_error_code_is_normative_language() -> None:
    """No modal word is needed: "`409 idempotency_key_in_use`" is a promise."""
    edited = contract()
    edited["components"]["responses"]["Forbidden"]["description"] = (
        "The API key may not perform this operation. Then retry gives `forbidden`."
    )
    assert [s.text for s in uncovered(edited, parse_catalogue(edited))] == [
        "Then retry gives `forbidden`."
    ]


def test_moved_or_reworded_prose_leaves_its_entry_pointing_at_nothing() -> None:
    """The entry of a clause that changed fails, naming the pointer and the stale quote."""
    edited = contract()
    invoice = edited["components"]["schemas"]["Invoice"]
    invoice["description"] = invoice["description"].replace("`total_due` =", "`total_due` :=")
    del edited["components"]["schemas"]["BillDirection"]
    problems = catalogue_problems(edited, parse_catalogue(edited))
    assert any(
        p.startswith("invoice.total-due: /components/schemas/Invoice/description does not say")
        for p in problems
    )
    assert (
        "bill.direction: /components/schemas/BillDirection points at nothing in the contract"
        in problems
    )


def test_a_wildcard_pointer_must_match_something() -> None:
    """``/paths/*/*/responses/*/links/*`` covers every link, and fails once there is none."""
    edited = contract()
    assert len(resolve(edited, "/paths/*/*/responses/*/links/*")) > 20
    for item in edited["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict):
                for response in operation.get("responses", {}).values():
                    response.pop("links", None)
    problems = catalogue_problems(edited, parse_catalogue(edited))
    assert (
        "links.targets-exist: /paths/*/*/responses/*/links/* points at nothing in the contract"
        in problems
    )


def test_prose_pointed_at_without_a_quote_is_refused() -> None:
    """A promise resting on prose quotes the clause, so a reworded clause is noticed."""
    edited = contract()
    edited["x-promises"]["money.display"].pop("says")
    problems = catalogue_problems(edited, parse_catalogue(edited))
    assert problems == [
        "money.display: /components/schemas/Money/description is prose: quote the clause "
        "the promise rests on (says)"
    ]


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"family": "money", "at": "/info", "check": "maybe"}, "check must be one of"),
        ({"family": "money", "at": "/info", "check": "none"}, "`why` is required"),
        ({"family": "money", "check": "response"}, "at is required"),
        ({"family": "money", "at": "/info", "check": "response", "colour": 1}, "unknown keys"),
    ],
)
def test_a_malformed_entry_is_refused_naming_it(entry: dict[str, Any], message: str) -> None:
    """A typo in the catalogue fails loudly, with the entry's id."""
    edited = contract()
    edited["x-promises"]["bad.entry"] = entry
    with pytest.raises(CatalogueError, match=rf"x-promises\.bad\.entry: .*{re.escape(message)}"):
        parse_catalogue(edited)


def test_each_promise_has_exactly_the_check_its_entry_names() -> None:
    """``response`` ids are response checks, ``workflow`` ids the sequences', ``schemathesis``
    ids are guarded by a built-in check, ``none`` ids by nothing."""
    by_kind: dict[str, set[str]] = {}
    for promise in catalogue():
        by_kind.setdefault(promise.check, set()).add(promise.id)
    assert by_kind["response"] == {promise.id for promise in RESPONSE_PROMISES}
    assert by_kind["workflow"] == set(WORKFLOW_PROMISES)
    guarded = {promise for promises in BUILTIN_PROMISES.values() for promise in promises}
    assert by_kind["schemathesis"] <= guarded
    assert not by_kind["none"] & (guarded | set(WORKFLOW_PROMISES))
    assert all(promise.why for promise in catalogue() if promise.check == "none")


def test_the_promise_table_of_the_docs_lists_every_promise() -> None:
    """docs/contract-testing.md has a row per promise, so the table cannot go stale."""
    text = DOCS.read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `([a-z]+\.[a-z-]+)` \|", text, flags=re.MULTILINE))
    assert rows == {promise.id for promise in catalogue()}
