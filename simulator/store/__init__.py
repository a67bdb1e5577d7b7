"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default."""

from simulator.store.base import (
    ClaimOutcome,
    IdempotencyClaim,
    PaymentsSnapshot,
    ScenarioRecord,
    Store,
    StoredResponse,
)
from simulator.store.journal import JournalEntry, JournalRecord, journal_entry
from simulator.store.memory import InMemoryStore

__all__ = [
    "ClaimOutcome",
    "IdempotencyClaim",
    "InMemoryStore",
    "JournalEntry",
    "JournalRecord",
    "PaymentsSnapshot",
    "ScenarioRecord",
    "Store",
    "StoredResponse",
    "journal_entry",
]
