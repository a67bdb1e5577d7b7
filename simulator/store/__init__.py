"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default,
``RedisStore`` (``simulator.store.redis``, imported only when used) for replicas that share it."""

from simulator.store.base import (
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
from simulator.store.factory import open_store
from simulator.store.journal import (
    JOURNAL_CATEGORIES,
    JournalEntry,
    JournalRecord,
    journal_category,
    journal_entry,
)
from simulator.store.memory import InMemoryStore

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
