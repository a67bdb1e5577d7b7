"""The Redis store's Lua scripts: ``lua/*.lua``, shipped with the package, read once.

Each script is one file, with the comment that says its keys and arguments; the helpers some of
them share (``clock``, ``touch``, ``activity_of``) are files too, prepended where
:data:`SCRIPTS` says. ``$order_digits`` and ``$max_merge`` are filled in from
:mod:`~billing_sim.simulator.store.redis_journal`, so the journal's batches and the script that
appends them cannot disagree on the ordering key's width.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from string import Template

from billing_sim.simulator.store.redis_journal import MAX_MERGE, ORDER_DIGITS

SCRIPTS: dict[str, tuple[str, ...]] = {
    "snapshot": (),
    "append": ("clock",),
    "claim": ("clock",),
    "release": (),
    "reset": ("clock",),
    "state": ("clock",),
    "activate": ("clock", "touch"),
    "save_upload": (),
    "uploads": (),
    "incr_counters": (),
    "mark_phase_end": (),
    "flush_journal": ("clock", "touch"),
    "journal_after": (),
    "session_activity": ("clock", "activity_of"),
    "recent_sessions": ("clock", "activity_of"),
    "join_world": ("clock",),
}
"""Every script the store registers, and the helpers it is built on, in order."""


@cache
def script(name: str) -> str:
    """The source of script ``name``: its helpers, then its own file, placeholders filled."""
    parts = [_source(part) for part in (*SCRIPTS[name], name)]
    return Template("\n".join(parts)).substitute(order_digits=ORDER_DIGITS, max_merge=MAX_MERGE)


def _source(name: str) -> str:
    return (files(__package__) / "lua" / f"{name}.lua").read_text(encoding="utf-8")
