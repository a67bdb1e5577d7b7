"""``/_sim/sessions`` and ``/_sim/session``: which sessions are active, in which scenario and
phase, for how long, and how their requests ended.

Everything comes from the store (its session activity, scenario records and phase ends), so
every instance sharing a store lists the same sessions. The phase is located exactly as the
engine locates a request's: :func:`~simulator.scenario.engine.locate_phase` at the seconds
since the activation, with the recorded ends of request-count phases.
"""

from __future__ import annotations

from typing import Any, Protocol

from billing_sim.simulator.control.journal import integer_parameter, invalid_query, query_values
from billing_sim.simulator.control.operation import ControlReply, ControlRequest
from billing_sim.simulator.problems import Localized
from billing_sim.simulator.scenario.engine import locate_phase
from billing_sim.simulator.scenario.library import ScenarioLibrary, ScenarioSource
from billing_sim.simulator.store import (
    JOURNAL_CATEGORIES,
    CounterStore,
    ScenarioRecord,
    ScenarioStore,
    SessionActivity,
    SessionStore,
)

DEFAULT_SESSIONS = 50
MAX_SESSIONS = 1000
SESSION_QUERY = Localized(es="Consulta de sesiones no válida", en="Invalid sessions query")


class SessionsPageStore(SessionStore, ScenarioStore, CounterStore, Protocol):
    """The roles the sessions page reads: activity, each session's scenario, its phase ends."""


class SessionViews:
    """Summaries of sessions, from their activity and scenario state.

    Args:
        store: Session state.
        library: Compiles the scenarios sessions run (cached).
        default: The instance's default scenario, if any.
    """

    def __init__(
        self, *, store: SessionsPageStore, library: ScenarioLibrary, default: ScenarioSource | None
    ) -> None:
        self._store = store
        self._library = library
        self._default = default

    async def sessions(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/sessions?limit=``: the most recently active sessions first."""
        issues: list[tuple[str, str]] = []
        values = query_values(request.query, ("limit",), issues)
        limit = integer_parameter(values, "limit", 1, MAX_SESSIONS, issues)
        if issues:
            raise invalid_query(issues, SESSION_QUERY)
        recent = await self._store.recent_sessions(limit or DEFAULT_SESSIONS)
        return ControlReply({"sessions": [await self._summary(a.session, a) for a in recent]})

    async def session(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/session``: the ``X-Sim-Session`` session (a session never seen has
        nothing counted)."""
        activity = await self._store.session_activity(request.session)
        return ControlReply(await self._summary(request.session, activity))

    async def _summary(self, session: str, activity: SessionActivity | None) -> dict[str, Any]:
        record = await self._store.scenario_of(session)
        categories = dict.fromkeys(JOURNAL_CATEGORIES, 0)
        if activity is not None:
            categories.update(activity.categories)
        summary: dict[str, Any] = {
            "session": session,
            "idle_s": None if activity is None else round(activity.idle_s, 3),
            "requests": 0 if activity is None else activity.requests,
            "categories": categories,
            "cursor": 0 if activity is None else activity.last_seq,
        }
        if record is None:
            default = self._default
            return {
                **summary,
                "scenario": None if default is None else default.name,
                "default": True,
                "activation": None,
                "elapsed_s": None,
                "phase": None,
                "finished": False,
            }
        phase, finished = await self._phase(session, record)
        return {
            **summary,
            "scenario": record.name,
            "default": False,
            "activation": record.activation,
            "elapsed_s": round(record.elapsed_s, 3),
            "phase": phase,
            "finished": finished,
        }

    async def _phase(
        self, session: str, record: ScenarioRecord
    ) -> tuple[dict[str, Any] | None, bool]:
        """The phase in force now, and whether every phase is over (healthy again)."""
        if record.name is None:
            return None, False
        scenario = self._library.scenario(record.name, record.text)
        ends = (
            await self._store.phase_ends(session, record.activation)
            if scenario.counts_requests
            else {}
        )
        cursor = locate_phase(scenario, record.elapsed_s, ends)
        if cursor is None:
            return None, True
        phase = {
            "index": cursor.phase.index,
            "name": cursor.phase.name,
            "of": len(scenario.phases),
            "in_phase_s": round(max(0.0, record.elapsed_s - cursor.started_at), 3),
        }
        return phase, False
