"""Mutable simulator state behind async role protocols (``PaymentStore``, ``IdempotencyStore``,
``ScenarioStore``, ``CounterStore``, ``JournalStore``, ``SessionStore``; ``Store`` is all of
them); ``InMemoryStore`` by default,
``RedisStore`` (``billing_sim.simulator.store.redis``, imported only when used) for replicas that
share it."""

from billing_sim.simulator.store.base import (
    MAX_TRACKED_SESSIONS,
    AppendOutcome,
    ClaimOutcome,
    CounterStore,
    IdempotencyClaim,
    IdempotencyStore,
    JournalSlice,
    JournalStore,
    KeyCompletion,
    PaymentsSnapshot,
    PaymentStore,
    ScenarioRecord,
    ScenarioStore,
    SessionActivity,
    SessionStore,
    Store,
    StoredResponse,
    StoreLifecycle,
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
    "CounterStore",
    "IdempotencyClaim",
    "IdempotencyStore",
    "InMemoryStore",
    "JournalEntry",
    "JournalRecord",
    "JournalSlice",
    "JournalStore",
    "KeyCompletion",
    "PaymentStore",
    "PaymentsSnapshot",
    "ScenarioRecord",
    "ScenarioStore",
    "SessionActivity",
    "SessionStore",
    "Store",
    "StoreLifecycle",
    "StoreUnavailable",
    "StoredResponse",
    "WorldClaim",
    "journal_category",
    "journal_entry",
    "open_store",
]
