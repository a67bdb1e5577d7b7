"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default."""

from simulator.store.base import (
    MAX_TRACKED_SESSIONS,
    ClaimOutcome,
    IdempotencyClaim,
    JournalSlice,
    PaymentsSnapshot,
    ScenarioRecord,
    SessionActivity,
    Store,
    StoredResponse,
)
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
    "ClaimOutcome",
    "IdempotencyClaim",
    "InMemoryStore",
    "JournalEntry",
    "JournalRecord",
    "JournalSlice",
    "PaymentsSnapshot",
    "ScenarioRecord",
    "SessionActivity",
    "Store",
    "StoredResponse",
    "journal_category",
    "journal_entry",
]
