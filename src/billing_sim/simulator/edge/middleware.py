"""The edge: one pure ASGI middleware between the server and the FastAPI routes.

For each HTTP request, in order: request id and locale; route resolution (framework paths pass
through; ``/_sim/*`` goes to the control plane); bearer auth on ``/v1``; ``404``/``405``;
session; body limit; parameters checked against the contract; the fault hook; the route. Every
response gets ``X-Request-Id``. Every :class:`~simulator.problems.ApiProblem` is rendered here,
and anything unexpected becomes a ``500 internal_error`` problem (logged with its request id,
never shown to the caller).

Speed: pure ASGI rather than ``BaseHTTPMiddleware`` (no per-request task, no body buffering),
and contract requests are dispatched straight to the endpoint their FastAPI route registered.
The edge has already resolved the operation from the contract, so routing a second time through
FastAPI's router and dependency solver would only add cost (it more than doubled the time per
request); handlers take nothing but the ``Request``. Framework paths (``/docs``) go through
FastAPI as usual.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping

from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from billing_sim.simulator.clock import Clock
from billing_sim.simulator.edge.context import CONTEXT_SCOPE_KEY, RequestContext, replaying_receive
from billing_sim.simulator.edge.hooks import (
    ConnectionFault,
    ControlPlane,
    ErrorAnswer,
    FaultHook,
    ResponseSummary,
)
from billing_sim.simulator.edge.limits import check_declared_length, limited_receive
from billing_sim.simulator.edge.negotiation import (
    BearerAuth,
    RequestIds,
    negotiate_locale,
    read_headers,
    valid_session,
)
from billing_sim.simulator.edge.respond import send_problem
from billing_sim.simulator.edge.routing import Resolution, RouteTable
from billing_sim.simulator.params import OperationParams
from billing_sim.simulator.problems import ApiProblem, Localized

logger = logging.getLogger("billing_sim.simulator.edge")

Endpoint = Callable[[Request], Awaitable[Response]]
"""A contract route's handler: the edge's context is in ``request.scope``."""

API_PREFIX = "/v1"
CONTROL_PREFIX = "/_sim"
WWW_AUTHENTICATE = {"WWW-Authenticate": 'Bearer realm="billing"'}


def unauthenticated() -> ApiProblem:
    """The ``401`` problem, with the bearer challenge."""
    return ApiProblem(
        "unauthenticated",
        Localized(
            es="Falta la clave de API o no es válida.", en="The API key is missing or invalid."
        ),
        headers=WWW_AUTHENTICATE,
    )


def route_not_found() -> ApiProblem:
    """The ``404`` of a path outside the contract (not a business answer)."""
    return ApiProblem(
        "route_not_found",
        Localized(es="La ruta solicitada no existe.", en="The requested route does not exist."),
    )


def internal_error() -> ApiProblem:
    """The ``500`` for anything unexpected; it never says what happened."""
    return ApiProblem(
        "internal_error",
        Localized(
            es="Ocurrió un error inesperado. Intente de nuevo más tarde.",
            en="An unexpected error occurred. Please try again later.",
        ),
    )


def bad_session() -> ApiProblem:
    """The ``400`` of a malformed ``X-Sim-Session``."""
    return ApiProblem(
        "invalid_request",
        Localized(
            es="X-Sim-Session debe tener de 1 a 64 letras, dígitos o los signos . _ : -",
            en="X-Sim-Session must be 1 to 64 letters, digits or . _ : -",
        ),
        param="X-Sim-Session",
    )


def method_not_allowed(allow: tuple[str, ...]) -> ApiProblem:
    """The ``405`` problem for a path that supports ``allow``."""
    return ApiProblem(
        "method_not_allowed",
        Localized(
            es="Esta ruta no admite el método solicitado.",
            en="This route does not support the requested method.",
        ),
        headers={"Allow": ", ".join(allow)},
    )


class EdgeMiddleware:
    """Pure ASGI middleware implementing the contract's cross-cutting rules.

    Args:
        app: The FastAPI application (serves the framework paths).
        routes: The contract's route table.
        endpoints: The handler of each contract operation, by ``operationId``.
        params: Compiled parameters by ``operationId``.
        auth: Bearer key check.
        hook: The fault hook (:class:`~simulator.edge.hooks.NoFaults` by default).
        clock: For request durations.
        max_body_bytes: Largest accepted request body.
        control: The control plane serving ``/_sim/*`` (``404`` there without one).
        upstream: Proxy mode (``serve --upstream``): every endpoint forwards to a real
            implementation, which judges the bearer key and the parameters itself. With it,
            the edge checks no key, a ``/v1`` path outside the contract is forwarded as it
            is, and a request whose parameters the contract rejects is forwarded with none
            parsed (no scenario rule meets it: rules select by operation).
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        routes: RouteTable,
        endpoints: Mapping[str, Endpoint],
        params: Mapping[str, OperationParams],
        auth: BearerAuth,
        hook: FaultHook,
        clock: Clock,
        max_body_bytes: int,
        control: ControlPlane | None = None,
        upstream: Endpoint | None = None,
    ) -> None:
        self.app = app
        self._routes = routes
        self._endpoints = endpoints
        self._params = params
        self._auth = auth
        self._hook = hook
        self._clock = clock
        self._max_body_bytes = max_body_bytes
        self._control = control
        self._upstream = upstream
        self._request_ids = RequestIds()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started_at = self._clock.monotonic()
        headers = read_headers(scope["headers"])
        request_id = self._request_ids.accept(headers.get("x-request-id"))
        request_id_header = (b"x-request-id", request_id.encode())
        status = 0

        async def send_with_request_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                sent = message.get("headers", ())
                # A proxied answer carries the upstream's own (it was sent ours): keep it.
                if not any(name.lower() == b"x-request-id" for name, _ in sent):
                    message["headers"] = [*sent, request_id_header]
            await send(message)

        method: str = scope["method"]
        path: str = scope["path"]
        resolution = self._routes.resolve(method, path)
        if resolution.passthrough:
            await self.app(scope, receive, send_with_request_id)
            return
        context = RequestContext(
            request_id=request_id,
            locale=negotiate_locale(headers.get("accept-language")),
            method=method,
            path=path,
            started_at=started_at,
            if_none_match=headers.get("if-none-match"),
            query_string=scope["query_string"],
            raw_headers=scope["headers"],
            server_receive=receive,
        )
        try:
            await self._serve(scope, receive, send_with_request_id, headers, context, resolution)
        except ApiProblem as problem:
            if status:
                raise
            await send_problem(
                send_with_request_id, problem, request_id=request_id, locale=context.locale
            )
        except ErrorAnswer as answer:
            if status:
                raise
            await answer.send(send_with_request_id)
        except ConnectionFault:
            raise  # in-process only: the caller's transport turns it into a network error
        except ClientDisconnect:
            # The caller left before sending its whole body: no one to answer, nothing broke.
            logger.info("client disconnected mid-request (request %s)", request_id)
        except Exception:
            logger.exception(
                "unexpected error in %s (request %s)", context.operation_id or path, request_id
            )
            if status:
                raise
            await send_problem(
                send_with_request_id, internal_error(), request_id=request_id, locale=context.locale
            )
        finally:
            if _under_api(path):
                await self._after(context, status)

    async def _serve(
        self,
        scope: Scope,
        receive: Receive,
        send: Send,
        headers: Mapping[str, str],
        context: RequestContext,
        resolution: Resolution,
    ) -> None:
        if not _under_api(context.path):
            if self._control is not None and _under(context.path, CONTROL_PREFIX):
                await self._control(scope, receive, send, headers, context)
                return
            raise method_not_allowed(resolution.allow) if resolution.allow else route_not_found()
        upstream = self._upstream
        if upstream is None and not self._auth.accepts(headers.get("authorization")):
            raise unauthenticated()
        operation = resolution.operation
        if operation is None and upstream is None:
            raise method_not_allowed(resolution.allow) if resolution.allow else route_not_found()
        session = headers.get("x-sim-session")
        if session is not None:
            if not valid_session(session):
                raise bad_session()
            context.session = session
        check_declared_length(headers.get("content-length"), self._max_body_bytes)
        if "content-length" in headers or "transfer-encoding" in headers:
            receive = limited_receive(receive, self._max_body_bytes)
        scope[CONTEXT_SCOPE_KEY] = context
        scope["path_params"] = resolution.path_params
        if operation is None:
            assert upstream is not None  # outside the contract: the upstream answers it
            context.receive = receive
            await _respond(upstream, scope, receive, send)
            return
        context.operation = operation
        context.path_params = resolution.path_params
        try:
            context.params = self._params[operation.operation_id].parse(
                resolution.path_params, scope["query_string"], headers, context.locale
            )
        except ApiProblem:
            if upstream is None:
                raise
            context.operation = None  # the upstream judges it; no rule selects it
            context.receive = receive
            await _respond(upstream, scope, receive, send)
            return
        endpoint = self._endpoints[operation.operation_id]

        async def route(route_receive: Receive, route_send: Send) -> None:
            await _respond(endpoint, scope, route_receive, route_send)

        context.receive = receive
        plan = await self._hook.before(context)
        if context.body is not None:  # the hook read the body: the route reads it again
            receive = replaying_receive(context.body, receive)
        if plan is None:
            await route(receive, send)
        else:
            await plan(context, route, receive, send)

    async def _after(self, context: RequestContext, status: int) -> None:
        summary = ResponseSummary(
            status=status, duration=self._clock.monotonic() - context.started_at
        )
        try:
            await self._hook.after(context, summary)
        except ApiProblem as problem:
            # A store that stopped answering (the caller got its 503 already): the store
            # logs that once; a line per request would bury it.
            logger.debug("fault hook 'after' skipped (request %s): %s", context.request_id, problem)
        except Exception:
            logger.exception("fault hook 'after' failed (request %s)", context.request_id)


async def _respond(endpoint: Endpoint, scope: Scope, receive: Receive, send: Send) -> None:
    response = await endpoint(Request(scope, receive))
    await response(scope, receive, send)


def _under_api(path: str) -> bool:
    return _under(path, API_PREFIX)


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")
