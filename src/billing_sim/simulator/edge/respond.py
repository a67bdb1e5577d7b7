"""Problem responses written straight to ASGI ``send`` (the edge answers without a framework)."""

from __future__ import annotations

from starlette.types import Send

from billing_sim.simulator.data.api import Locale
from billing_sim.simulator.problems import PROBLEM_MEDIA_TYPE, ApiProblem, problem_bytes

_PROBLEM_TYPE = PROBLEM_MEDIA_TYPE.encode()


async def send_problem(send: Send, problem: ApiProblem, *, request_id: str, locale: Locale) -> None:
    """Send ``problem`` as a complete ``application/problem+json`` response.

    ``X-Request-Id`` is added by the edge's ``send``; ``problem.headers`` (``Allow``,
    ``WWW-Authenticate``, ``Retry-After`` ...) are sent as given.
    """
    body = problem_bytes(problem, request_id=request_id, locale=locale)
    headers = [
        (b"content-type", _PROBLEM_TYPE),
        (b"content-length", str(len(body)).encode()),
        (b"content-language", locale.encode()),
    ]
    headers.extend(
        (name.lower().encode("latin-1"), value.encode("latin-1"))
        for name, value in problem.headers.items()
    )
    await send({"type": "http.response.start", "status": problem.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
