"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default."""

from simulator.store.base import (
    ClaimOutcome,
    IdempotencyClaim,
    JournalEntry,
    JournalRecord,
    PaymentsSnapshot,
    ScenarioRecord,
    Store,
    StoredResponse,
)
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
]
