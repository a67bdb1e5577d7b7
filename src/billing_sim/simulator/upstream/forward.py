"""Forwarding to the real billing API: the endpoint every contract operation has in proxy mode.

The request goes out as it came (method, path, query, body, end-to-end headers with the
caller's ``Authorization``), with the edge's ``X-Request-Id``; the answer comes back byte for
byte: status, end-to-end headers, and the body as the upstream encoded it (read raw, never
decoded). The body is read whole, within ``max_response_bytes``, before anything is relayed:
the scenario's faults and the contract checks both need it, and a billing API's answers are
small. The whole exchange has one deadline (``timeout_s``), however the upstream dribbles.

Failures are the contract's own infrastructure problems, never a traceback:

* the upstream cannot be reached (refused, DNS, no connection in time): ``503
  billing_backend_unavailable`` with ``Retry-After: 1``;
* it does not finish within the deadline: ``504 upstream_timeout``;
* it answers something that is not HTTP, resets or closes the connection, cuts its body, or
  sends more than the limit: ``502 upstream_bad_response``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass

import httpx
from starlette.requests import Request
from starlette.responses import Response

from billing_sim.simulator.edge.context import CONTEXT_SCOPE_KEY, RequestContext
from billing_sim.simulator.edge.hooks import ErrorAnswer
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.upstream.checks import LiveExchange
from billing_sim.simulator.upstream.headers import REQUEST_DROPPED, end_to_end

logger = logging.getLogger("billing_sim.simulator.upstream")

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024
DEFAULT_CONNECTIONS = 100


@dataclass(frozen=True, slots=True)
class UpstreamSettings:
    """Where the real billing API is and how far to trust it.

    Args:
        url: Its base URL, the part before ``/v1`` (``https://billing.staging.example``).
        timeout_s: The deadline of one exchange, connecting to the last byte.
        max_response_bytes: The largest body relayed; a larger one is a ``502``.
        connections: Pooled connections kept to it.
    """

    url: str
    timeout_s: float = DEFAULT_TIMEOUT_S
    max_response_bytes: int = DEFAULT_MAX_RESPONSE_BYTES
    connections: int = DEFAULT_CONNECTIONS

    def __post_init__(self) -> None:
        parsed = httpx.URL(self.url)
        if parsed.scheme not in ("http", "https") or not parsed.host:
            raise ValueError(f"the upstream must be an http(s) URL, not {self.url!r}")
        if parsed.query or parsed.fragment:
            raise ValueError("the upstream URL takes no query or fragment")
        if not 0 < self.timeout_s <= 3600:
            raise ValueError("the upstream timeout must be between 0 and 3600 seconds")
        if self.max_response_bytes < 1:
            raise ValueError("the upstream's response limit must be positive")
        if self.connections < 1:
            raise ValueError("the upstream needs at least one connection")

    @property
    def base(self) -> str:
        """The URL without a trailing slash, to which the request's path is appended."""
        return self.url.rstrip("/")


class UpstreamUnavailable(Exception):
    """No connection to the upstream (turned into the ``503`` problem)."""


def unreachable() -> ApiProblem:
    """``503``: the upstream could not be reached; nothing was sent to it."""
    return ApiProblem(
        "billing_backend_unavailable",
        Localized(
            es="El sistema de facturación no está disponible. Intente más tarde.",
            en="The billing system is unavailable. Please try again later.",
        ),
        headers={"Retry-After": "1"},
    )


def timed_out() -> ApiProblem:
    """``504``: the upstream did not answer within the deadline."""
    return ApiProblem(
        "upstream_timeout",
        Localized(
            es="El sistema de facturación no respondió a tiempo. Intente de nuevo.",
            en="The billing system did not respond in time. Please try again.",
        ),
    )


def bad_response() -> ApiProblem:
    """``502``: the upstream answered something no caller can use."""
    return ApiProblem(
        "upstream_bad_response",
        Localized(
            es="El sistema de facturación respondió de forma inválida. Intente de nuevo.",
            en="The billing system returned an invalid response. Please try again.",
        ),
    )


class RelayedResponse(Response):
    """A response whose headers are sent exactly as given (no defaults added)."""

    def __init__(self, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
        self.status_code = status
        self.body = body
        self.background = None
        self.raw_headers = headers


class Upstream:
    """The real billing API behind the proxy: one pooled async client, one endpoint.

    Args:
        settings: Where it is and its limits.
        monotonic: The app's monotonic clock (durations).
        wall: POSIX seconds now, for records (HAR's ``startedDateTime``).
        transport: An httpx transport instead of the network (tests).
    """

    def __init__(
        self,
        settings: UpstreamSettings,
        *,
        monotonic: Callable[[], float],
        wall: Callable[[], float],
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.settings = settings
        self._monotonic = monotonic
        self._wall = wall
        self._transport = transport
        self._timeout = httpx.Timeout(settings.timeout_s).as_dict()
        self._client: httpx.AsyncClient | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _pool(self) -> httpx.AsyncClient:
        """The pooled client of the running event loop.

        A server has one loop; an in-process test harness may run each test on its own, and
        a pooled connection cannot cross loops: a new loop gets a new pool.
        """
        loop = asyncio.get_running_loop()
        if self._client is None or loop is not self._loop:
            settings = self.settings
            limits = httpx.Limits(
                max_connections=settings.connections,
                max_keepalive_connections=settings.connections,
            )
            self._client = httpx.AsyncClient(
                timeout=httpx.Timeout(settings.timeout_s),
                limits=limits,
                transport=self._transport,
                follow_redirects=False,
                trust_env=False,
            )
            self._loop = loop
        return self._client

    async def aclose(self) -> None:
        """Close the pooled connections (of the running loop's pool)."""
        client, self._client = self._client, None
        if client is not None and self._loop is asyncio.get_running_loop():
            await client.aclose()

    async def endpoint(self, request: Request) -> Response:
        """Forward ``request`` and relay the answer (an ``ApiProblem`` when there is none)."""
        context: RequestContext = request.scope[CONTEXT_SCOPE_KEY]
        body = await request.body()
        target = context.path
        if context.query_string:
            target += "?" + context.query_string.decode("latin-1")
        sent_headers = end_to_end(context.raw_headers, drop=REQUEST_DROPPED)
        sent_headers.append((b"x-request-id", context.request_id.encode("latin-1")))
        client = self._pool()
        # A bare Request, not client.build_request: that would add httpx's default headers
        # (Accept-Encoding: gzip... above all, and the upstream would then compress an answer
        # the caller never asked to be compressed). Only Host and Content-Length are added.
        outgoing = httpx.Request(
            context.method,
            self.settings.base + target,
            headers=sent_headers,
            content=body,
            extensions={"timeout": self._timeout},
        )
        started, wall = self._monotonic(), self._wall()
        try:
            async with asyncio.timeout(self.settings.timeout_s):
                status, headers, received = await self._exchange(client, outgoing)
        except TimeoutError:
            logger.warning("upstream timed out on %s (request %s)", target, context.request_id)
            raise timed_out() from None
        except UpstreamUnavailable:
            logger.warning("upstream unreachable for %s (request %s)", target, context.request_id)
            raise unreachable() from None
        except (httpx.HTTPError, _TooLarge) as error:
            logger.warning(
                "upstream answered badly on %s (request %s): %s",
                target,
                context.request_id,
                type(error).__name__,
            )
            raise bad_response() from None
        relayed = _framed(end_to_end(headers), received, head=context.method == "HEAD")
        context.upstream = LiveExchange(
            operation_id=context.operation_id,
            method=context.method,
            target=target,
            request_headers=sent_headers,
            request_body=body,
            status=status,
            headers=relayed,
            body=received,
            started=wall,
            duration_s=self._monotonic() - started,
        )
        if status >= 400:  # as the simulator's routes raise their problems (see ErrorAnswer)
            raise ErrorAnswer(status, relayed, received)
        return RelayedResponse(status, relayed, received)

    async def _exchange(
        self, client: httpx.AsyncClient, outgoing: httpx.Request
    ) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
        try:
            response = await client.send(outgoing, stream=True)
        except (httpx.ConnectError, httpx.ConnectTimeout) as error:
            raise UpstreamUnavailable from error
        except httpx.TimeoutException:
            raise TimeoutError from None
        try:
            limit = self.settings.max_response_bytes
            chunks: list[bytes] = []
            size = 0
            async for chunk in response.aiter_raw():
                size += len(chunk)
                if size > limit:
                    raise _TooLarge
                chunks.append(chunk)
        except httpx.TimeoutException:
            raise TimeoutError from None
        finally:
            await response.aclose()
        return response.status_code, list(response.headers.raw), b"".join(chunks)


def _framed(
    headers: list[tuple[bytes, bytes]], body: bytes, *, head: bool
) -> list[tuple[bytes, bytes]]:
    """``headers`` with the ``Content-Length`` of ``body``, in place (the upstream's order
    kept); a chunked answer gets one at the end. A ``HEAD`` answer keeps the upstream's."""
    length = str(len(body)).encode()
    framed: list[tuple[bytes, bytes]] = []
    seen = False
    for name, value in headers:
        if name.lower() == b"content-length":
            if seen:
                continue
            seen = True
            value = value if head else length
        framed.append((name, value))
    if not seen and not head:
        framed.append((b"content-length", length))
    return framed


class _TooLarge(Exception):
    """The upstream's body passed ``max_response_bytes``."""
