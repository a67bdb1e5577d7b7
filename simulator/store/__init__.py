"""Mutable simulator state behind one async protocol (``Store``); ``InMemoryStore`` by default,
``RedisStore`` (``simulator.store.redis``, imported only when used) for replicas that share it."""

from simulator.store.base import (
    AppendOutcome,
    ClaimOutcome,
    IdempotencyClaim,
    KeyCompletion,
    PaymentsSnapshot,
    ScenarioRecord,
    Store,
    StoredResponse,
    StoreUnavailable,
)
from simulator.store.factory import MEMORY, open_store
from simulator.store.journal import JournalEntry, JournalRecord, journal_entry
from simulator.store.memory import InMemoryStore

__all__ = [
    "MEMORY",
    "AppendOutcome",
    "ClaimOutcome",
    "IdempotencyClaim",
    "InMemoryStore",
    "JournalEntry",
    "JournalRecord",
    "KeyCompletion",
    "PaymentsSnapshot",
    "ScenarioRecord",
    "Store",
    "StoreUnavailable",
    "StoredResponse",
    "journal_entry",
    "open_store",
]
