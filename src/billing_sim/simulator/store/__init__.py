"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default,
``RedisStore`` (``billing_sim.simulator.store.redis``, imported only when used) for replicas that
share it."""

from billing_sim.simulator.store.base import (
    MAX_TRACKED_SESSIONS,
    AppendOutcome,
    ClaimOutcome,
    IdempotencyClaim,
    JournalSlice,
    KeyCompletion,
    PaymentsSnapshot,
    ScenarioRecord,
    SessionActivity,
    Store,
    StoredResponse,
    StoreUnavailable,
    WorldClaim,
)
from billing_sim.simulator.store.factory import open_store
from billing_sim.simulator.store.journal import (
    JOURNAL_CATEGORIES,
    JournalEntry,
    JournalRecord,
    journal_category,
    journal_entry,
)
from billing_sim.simulator.store.memory import InMemoryStore

__all__ = [
    "JOURNAL_CATEGORIES",
    "MAX_TRACKED_SESSIONS",
    "AppendOutcome",
    "ClaimOutcome",
    "IdempotencyClaim",
    "InMemoryStore",
    "JournalEntry",
    "JournalRecord",
    "JournalSlice",
    "KeyCompletion",
    "PaymentsSnapshot",
    "ScenarioRecord",
    "SessionActivity",
    "Store",
    "StoreUnavailable",
    "StoredResponse",
    "WorldClaim",
    "journal_category",
    "journal_entry",
    "open_store",
]
