"""``/_sim/scenarios`` and ``/_sim/scenario``: what a session can activate, and activating it.

A name is looked up among the session's uploads, then the instance's served file, then the
shipped scenarios; uploaded YAML is checked like any file and remembered under its name.
"""

from __future__ import annotations

import hashlib
import logging
from typing import Any

from pydantic import BaseModel, ConfigDict
from starlette.requests import Request

from billing_sim.openapi.models import FieldIssue, Location
from billing_sim.simulator.body import JsonBody
from billing_sim.simulator.control.operation import ControlReply, ControlRequest
from billing_sim.simulator.params import validation_failed
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.scenario.compiled import Scenario
from billing_sim.simulator.scenario.errors import ScenarioError
from billing_sim.simulator.scenario.library import ScenarioLibrary, ScenarioSource
from billing_sim.simulator.store import ScenarioStore

logger = logging.getLogger("billing_sim.simulator.control")

MAX_ISSUES = 50
MAX_UPLOADS = 32
"""Uploaded scenarios a session keeps for re-activation by name (the oldest go first)."""
UPLOAD_PREFIX = "uploaded-"


def upload_name(text: str) -> str:
    """The name of uploaded YAML that came without one: ``uploaded-`` + 12 hex of its SHA-256.

    The same text always gets the same name, so re-uploading it, or activating it by that name,
    names one scenario.
    """
    return UPLOAD_PREFIX + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]


class ActivationBody(BaseModel):
    """``PUT /_sim/scenario``: a scenario by ``name``, or ``yaml`` (labelled by ``name``), and
    optionally a ``seed`` for this activation's draws instead of the scenario's own."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str | None = None
    yaml: str | None = None
    seed: int | None = None


class ScenarioViews:
    """Listing, reading and (de)activating a session's scenario.

    Args:
        store: Session state.
        library: Shipped and uploaded scenarios.
        activation_body: Reader of ``PUT /_sim/scenario`` bodies, checked against the document.
        default: The instance's default scenario, if any.
    """

    def __init__(
        self,
        *,
        store: ScenarioStore,
        library: ScenarioLibrary,
        activation_body: JsonBody[ActivationBody],
        default: ScenarioSource | None,
    ) -> None:
        self._store = store
        self._library = library
        self._body = activation_body
        self._default = default

    async def list_scenarios(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/scenarios``: what ``PUT {"name": ...}`` can activate, and the active one.

        The session's uploads, then the instance's served file, then the shipped scenarios: the
        order in which a name is looked up.
        """
        state = await self._state(request.session)
        listing: list[dict[str, str]] = []
        uploads = await self._store.uploads(request.session)
        for name, text in reversed(list(uploads.items())):
            summary = self._library.scenario(name, text).summary
            listing.append({"name": name, "summary": summary, "source": "uploaded"})
        default = self._default
        if default is not None and default.name not in uploads:
            served = {"name": default.name, "summary": default.scenario.summary}
            listing.append({**served, "source": "served"})
        taken = {entry["name"] for entry in listing}
        listing += [
            {"name": name, "summary": summary, "source": "shipped"}
            for name, summary in self._library.listing()
            if name not in taken
        ]
        return ControlReply({"active": state["scenario"], "scenarios": listing})

    async def get_scenario(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/scenario``."""
        return ControlReply(await self._state(request.session))

    async def activate(self, request: ControlRequest) -> ControlReply:
        """``PUT /_sim/scenario``: a new activation, counters and timeline from zero."""
        http_request = Request(request.scope, request.receive)
        body = await self._body.read(http_request, request.context.locale)
        source = await self._source(request.session, body)
        await self._store.activate_scenario(
            request.session, source.name, source.text, seed=body.seed
        )
        logger.info("session %s: scenario %s activated", request.session, source.name)
        return ControlReply(await self._state(request.session))

    async def deactivate(self, request: ControlRequest) -> ControlReply:
        """``DELETE /_sim/scenario``: no scenario, whatever the instance's default."""
        await self._store.activate_scenario(request.session, None, "")
        logger.info("session %s: scenario deactivated", request.session)
        return ControlReply()

    async def rule_names(self, session: str) -> set[str]:
        """The names (or labels) of the rules of the session's scenario."""
        scenario = await self._active(session)
        if scenario is None:
            return set()
        return {rule.name for phase in scenario.phases for rule in phase.rules}

    async def _source(self, session: str, body: ActivationBody) -> ScenarioSource:
        """The scenario a ``PUT`` names: uploaded YAML (remembered for the session under its
        name), else by name the session's upload, the served file or a shipped scenario."""
        try:
            if body.yaml is not None:
                name = body.name or upload_name(body.yaml)
                source = self._library.upload(body.yaml, name=name)
                await self._store.save_upload(session, name, body.yaml, limit=MAX_UPLOADS)
                return source
            name = body.name or ""
            text = (await self._store.uploads(session)).get(name)
            if text is not None:
                return self._library.upload(text, name=name)
            if self._default is not None and name == self._default.name:
                return self._default
            if name not in self._library.names:
                raise validation_failed([await self._unknown_name(session, name)])
            return self._library.shipped(name)
        except ScenarioError as error:
            raise scenario_invalid(error) from None

    async def _unknown_name(self, session: str, name: str) -> FieldIssue:
        uploads = list(await self._store.uploads(session))
        detail = f"unknown scenario {name!r}; shipped scenarios: {', '.join(self._library.names)}"
        if self._default is not None and self._default.name not in self._library.names:
            detail += f"; served: {self._default.name}"
        if uploads:
            detail += f"; uploaded in this session: {', '.join(uploads)}"
        return FieldIssue(location=Location.body, pointer="/name", detail=detail)

    async def _active(self, session: str) -> Scenario | None:
        record = await self._store.scenario_of(session)
        if record is None:
            return None if self._default is None else self._default.scenario
        if record.name is None:
            return None
        return self._library.scenario(record.name, record.text)

    async def _state(self, session: str) -> dict[str, Any]:
        record = await self._store.scenario_of(session)
        state: dict[str, Any] = {"session": session, "activation": None, "elapsed_s": None}
        if record is None:
            default = self._default
            name = default.name if default else None
            summary = default.scenario.summary if default else None
            seed = default.scenario.seed if default else None
            return {**state, "scenario": name, "summary": summary, "seed": seed, "default": True}
        summary, seed = None, None
        if record.name is not None:
            scenario = self._library.scenario(record.name, record.text)
            summary, seed = scenario.summary, scenario.seed if record.seed is None else record.seed
        return {
            **state,
            "scenario": record.name,
            "summary": summary,
            "seed": seed,
            "activation": record.activation,
            "elapsed_s": round(record.elapsed_s, 3),
            "default": False,
        }


def scenario_invalid(error: ScenarioError) -> ApiProblem:
    """``422 validation_failed``: the detail is what ``scenarios check`` would print."""
    message = str(error)
    issues = [
        FieldIssue(location=Location.body, pointer="/yaml", detail=str(issue))
        for issue in error.issues[:MAX_ISSUES]
    ]
    return ApiProblem("validation_failed", Localized(es=message, en=message), errors=issues)
