"""The control plane's front door: ``/_sim/*`` routed, authorised and answered.

The operations are described by ``control.yaml`` (beside this module) and live one resource per
module (``scenarios``, ``journal``, ``sessions``, ``personas``, ``reset``); this module maps
each path and method to one, with who may call it. It also serves the QA console's static page
and assets (:mod:`billing_sim.simulator.console`), a client of those operations.

Off unless the instance has an admin token: then every path answers ``404 route_not_found``,
except ``GET /_sim/personas``, which the simulator always serves to holders of a billing API
key (the personas are synthetic customers QA needs to write tests). With a token, the other
operations require ``Authorization: Bearer <admin token>``, compared in constant time and
never logged; ``/_sim/openapi.json`` is open. Every operation acts on the ``X-Sim-Session``
session. Errors are the billing API's problem+json, raised as
:class:`~simulator.problems.ApiProblem` and rendered by the edge, always in English (a store that
does not answer included).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import yaml
from starlette.types import Receive, Scope, Send

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.body import JsonBody
from billing_sim.simulator.console import ConsoleAsset, console_assets
from billing_sim.simulator.control.journal import JournalViews
from billing_sim.simulator.control.operation import ControlReply, ControlRequest, Operation
from billing_sim.simulator.control.personas import PersonaViews
from billing_sim.simulator.control.reset import ResetViews
from billing_sim.simulator.control.scenarios import ActivationBody, ScenarioViews
from billing_sim.simulator.control.sessions import SessionViews
from billing_sim.simulator.data.api import BillingData
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.limits import check_declared_length, limited_receive
from billing_sim.simulator.edge.middleware import bad_session, method_not_allowed, route_not_found
from billing_sim.simulator.edge.negotiation import BearerAuth, valid_session
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.scenario.faults import FAULT_KINDS
from billing_sim.simulator.scenario.library import ScenarioLibrary, ScenarioSource
from billing_sim.simulator.store import Store

CONTROL_DOCUMENT = Path(__file__).resolve().with_name("control.yaml")
"""The control plane's OpenAPI document, served as JSON at ``/_sim/openapi.json``."""

PERSONAS_PATH = "/_sim/personas"
MAX_CONTROL_BODY = 256 * 1024
"""A JSON-escaped 64 KiB scenario fits; nothing else needs a body."""

_NO_STORE = (b"cache-control", b"no-store")


class Access(enum.Enum):
    """Who may call an operation."""

    OPEN = "open"
    API_KEY = "api_key"
    ADMIN = "admin"


@cache
def control_document() -> dict[str, Any]:
    """``control.yaml``, parsed (read once per process), with the fault kinds it filters on."""
    # libyaml's safe loader when available: the same document, several times faster.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    text = CONTROL_DOCUMENT.read_text(encoding="utf-8")
    document: dict[str, Any] = yaml.load(text, Loader=loader)  # a safe loader
    # The kinds come from their registry, so that a new kind is one module, not two files;
    # the operations from the contract.
    enums = {"fault": list(FAULT_KINDS), "operation": list(OPERATIONS)}
    for parameter in document["paths"]["/_sim/journal"]["get"]["parameters"]:
        if parameter.get("name") in enums:
            parameter["schema"]["enum"] = enums[parameter["name"]]
    return document


def control_unauthenticated() -> ApiProblem:
    """``401``: the admin token (or, for personas, an API key) is missing or wrong."""
    return ApiProblem(
        "unauthenticated",
        Localized(
            es="Falta el token de administración o no es válido.",
            en="The admin token is missing or invalid.",
        ),
        headers={"WWW-Authenticate": 'Bearer realm="billing-sim-control"'},
    )


class SimulatorControl:
    """A :class:`~simulator.edge.hooks.ControlPlane` serving ``/_sim/*``.

    Args:
        store: Session state.
        library: Shipped and uploaded scenarios.
        data: The generated data (personas).
        api_keys: The billing API keys (they may read personas).
        admin_token: The admin token; ``None`` turns the control plane off.
        default: The instance's default scenario, if any.
    """

    def __init__(
        self,
        *,
        store: Store,
        library: ScenarioLibrary,
        data: BillingData,
        api_keys: tuple[str, ...],
        admin_token: str | None,
        default: ScenarioSource | None = None,
    ) -> None:
        document = control_document()
        scenarios = ScenarioViews(
            store=store,
            library=library,
            activation_body=JsonBody(document, "ScenarioActivation", ActivationBody),
            default=default,
        )
        journal = JournalViews(store, scenarios.rule_names)
        personas, reset = PersonaViews(data), ResetViews(store)
        sessions = SessionViews(store=store, library=library, default=default)
        self._api = BearerAuth(api_keys)
        self._admin = BearerAuth((admin_token,)) if admin_token is not None else None
        self._document = json.dumps(document, separators=(",", ":")).encode()
        self.routes: dict[str, dict[str, tuple[Access, Operation]]] = {
            "/_sim/openapi.json": {"GET": (Access.OPEN, self._serve_document)},
            PERSONAS_PATH: {"GET": (Access.API_KEY, personas.personas)},
            "/_sim/scenarios": {"GET": (Access.ADMIN, scenarios.list_scenarios)},
            "/_sim/scenario": {
                "GET": (Access.ADMIN, scenarios.get_scenario),
                "PUT": (Access.ADMIN, scenarios.activate),
                "DELETE": (Access.ADMIN, scenarios.deactivate),
            },
            "/_sim/reset": {"POST": (Access.ADMIN, reset.reset)},
            "/_sim/journal": {
                "GET": (Access.ADMIN, journal.journal),
                "DELETE": (Access.ADMIN, journal.clear_journal),
            },
            "/_sim/sessions": {"GET": (Access.ADMIN, sessions.sessions)},
            "/_sim/session": {"GET": (Access.ADMIN, sessions.session)},
            # The QA console: a static page and its assets, a client of the operations above.
            **{path: {"GET": (Access.OPEN, _static(a))} for path, a in console_assets().items()},
        }
        """Every operation by path and method (tests compare it with the document)."""

    async def __call__(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: Mapping[str, str],
        context: RequestContext,
    ) -> None:
        """Serve one ``/_sim/*`` request (problems are raised for the edge to render)."""
        # The control plane is QA's and platform's, documented in English: its problems are
        # too, whatever the caller's Accept-Language (a billing client's es-VE included).
        context.locale = "en"
        path = context.path
        methods = self.routes.get(path)
        if methods is None or (self._admin is None and path != PERSONAS_PATH):
            raise route_not_found()
        operation = methods.get(context.method)
        if operation is None:
            raise method_not_allowed(tuple(methods))
        access, serve = operation
        if not self._allows(access, headers.get("authorization")):
            raise control_unauthenticated()
        session = headers.get("x-sim-session")
        if session is not None:
            if not valid_session(session):
                raise bad_session()
            context.session = session
        check_declared_length(headers.get("content-length"), MAX_CONTROL_BODY)
        query = parse_qsl(scope["query_string"].decode("latin-1"))
        request = ControlRequest(scope, limited_receive(receive, MAX_CONTROL_BODY), context, query)
        reply = await serve(request)
        await _send_reply(send, reply)

    def _allows(self, access: Access, authorization: str | None) -> bool:
        if access is Access.OPEN:
            return True
        admin = self._admin is not None and self._admin.accepts(authorization)
        if access is Access.ADMIN:
            return admin
        return admin or self._api.accepts(authorization)

    async def _serve_document(self, request: ControlRequest) -> ControlReply:
        return ControlReply(raw=self._document)


def _static(asset: ConsoleAsset) -> Operation:
    reply = ControlReply(raw=asset.body, content_type=asset.content_type, headers=asset.headers)

    async def serve(request: ControlRequest) -> ControlReply:
        return reply

    return serve


async def _send_reply(send: Send, reply: ControlReply) -> None:
    if reply.raw is not None:
        body: bytes | None = reply.raw
    elif reply.payload is not None:
        body = json.dumps(reply.payload, ensure_ascii=False, separators=(",", ":")).encode()
    else:
        body = None
    if body is None:
        await send({"type": "http.response.start", "status": 204, "headers": [_NO_STORE]})
        await send({"type": "http.response.body", "body": b""})
        return
    headers = [
        (b"content-type", reply.content_type),
        (b"content-length", str(len(body)).encode()),
        _NO_STORE,
        *reply.headers,
    ]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": body})
