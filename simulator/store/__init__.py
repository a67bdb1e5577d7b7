"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default."""

from simulator.store.base import (
    ClaimOutcome,
    IdempotencyClaim,
    JournalEntry,
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
    "ScenarioRecord",
    "Store",
    "StoredResponse",
]
