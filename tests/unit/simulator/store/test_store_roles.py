"""A store role is implemented without the other six: a journal kept in a list, and nothing
else, serves the control plane's journal (mypy checks that it is a ``JournalStore``)."""

from __future__ import annotations

import asyncio

from billing_sim.simulator.control.journal import JournalViews
from billing_sim.simulator.control.operation import ControlRequest
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.store import JournalRecord, JournalSlice, JournalStore, Store
from tests.unit.simulator.store.test_store_sessions import record


class ListJournal:
    """The :class:`JournalStore` role alone: each session's records in a list."""

    def __init__(self) -> None:
        self._records: dict[str, list[JournalRecord]] = {}
        self._last: dict[str, int] = {}

    async def append_journal(self, session: str, entry: JournalRecord, *, limit: int) -> None:
        held = self._records.setdefault(session, [])
        held.append(entry)
        del held[:-limit]
        self._last[session] = self._last.get(session, 0) + 1

    async def journal(self, session: str) -> list[JournalRecord]:
        return list(self._records.get(session, []))

    async def journal_after(self, session: str, after: int) -> JournalSlice:
        last = self._last.get(session, 0)
        held = self._records.get(session, [])
        wanted = min(max(last - after, 0), len(held))
        return JournalSlice(last, held[len(held) - wanted :])

    async def clear_journal(self, session: str) -> None:
        self._records.pop(session, None)


async def no_rules(session: str) -> set[str]:
    return set()


def control_request(session: str, query: list[tuple[str, str]]) -> ControlRequest:
    context = RequestContext("req-1", "en", "GET", "/_sim/journal", 0.0, session=session)

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": b""}

    return ControlRequest({"type": "http"}, receive, context, query)


def test_a_journal_kept_in_a_list_serves_the_control_planes_journal_on_its_own() -> None:
    """Three records appended, the last two read after the first: numbered 2 and 3."""
    journal: JournalStore = ListJournal()
    views = JournalViews(journal, no_rules)

    async def scenario() -> dict[str, object]:
        for number in (1, 2, 3):
            await journal.append_journal("s", record(number), limit=10)
        reply = await views.journal(control_request("s", [("after", "1")]))
        assert reply.payload is not None
        return dict(reply.payload)

    payload = asyncio.run(scenario())
    entries = payload["entries"]
    assert isinstance(entries, list)
    assert [(e["request_id"], e["seq"]) for e in entries] == [("req-2", 2), ("req-3", 3)]
    assert payload["cursor"] == 3


def test_the_whole_store_is_every_role_and_the_journal_role_is_four_methods() -> None:
    """``Store`` is the sum of the roles; a role names only its own methods."""
    journal_methods = {name for name in vars(JournalStore) if not name.startswith("_")}
    assert journal_methods == {"append_journal", "journal", "journal_after", "clear_journal"}
    assert not hasattr(ListJournal, "append_payment")
    assert {base.__name__ for base in Store.__mro__} >= {
        "PaymentStore",
        "IdempotencyStore",
        "ScenarioStore",
        "CounterStore",
        "JournalStore",
        "SessionStore",
        "StoreLifecycle",
    }
