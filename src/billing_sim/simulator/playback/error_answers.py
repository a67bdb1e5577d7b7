"""Error answers a rule sends instead of the route's: contract problems, bare and HTML pages.

Problem bodies are rendered by :mod:`billing_sim.simulator.problems` from the contract's error
catalog, like
every other problem, so a fault cannot produce a body the contract does not allow. The details
read like the real billing system's; nothing says the failure is simulated (``X-Sim-Fault``
does, unless it is turned off).
"""

from __future__ import annotations

from http import HTTPStatus

from starlette.types import Send

from billing_sim.openapi.operations import ERROR_CATALOG
from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.respond import send_problem
from billing_sim.simulator.problems import ApiProblem, Localized
from billing_sim.simulator.scenario.faults.base import Reply

_DETAILS: dict[str, Localized] = {
    "internal_error": Localized(
        es="Ocurrió un error inesperado. Intente de nuevo más tarde.",
        en="An unexpected error occurred. Please try again later.",
    ),
    "upstream_bad_response": Localized(
        es="El sistema de facturación respondió de forma inválida. Intente de nuevo.",
        en="The billing system returned an invalid response. Please try again.",
    ),
    "billing_backend_unavailable": Localized(
        es="El sistema de facturación no está disponible. Intente más tarde.",
        en="The billing system is unavailable. Please try again later.",
    ),
    "upstream_timeout": Localized(
        es="El sistema de facturación no respondió a tiempo. Intente de nuevo.",
        en="The billing system did not respond in time. Please try again.",
    ),
    "rate_limited": Localized(
        es="Demasiadas solicitudes. Espere antes de intentar de nuevo.",
        en="Too many requests. Wait before trying again.",
    ),
}


def reply_problem(reply: Reply) -> ApiProblem:
    """The contract problem of a ``problem`` reply (its code is in the catalog)."""
    if reply.code is None:
        raise ValueError("a problem reply needs a catalog code")
    spec = ERROR_CATALOG[reply.code]
    detail = _DETAILS.get(reply.code, Localized(es=f"{spec.title}.", en=f"{spec.title}."))
    return ApiProblem(reply.code, detail, headers=dict(reply.headers))


async def send_reply(send: Send, reply: Reply, context: RequestContext) -> None:
    """Send ``reply`` as the whole response."""
    if reply.body == "problem" and reply.code is not None:
        problem = reply_problem(reply)
        await send_problem(send, problem, request_id=context.request_id, locale=context.locale)
        return
    body = _html_page(reply.status) if reply.body == "html" else b""
    headers = [(b"content-length", str(len(body)).encode())]
    if body:
        headers.append((b"content-type", b"text/html; charset=utf-8"))
    headers.extend((name.lower().encode(), value.encode()) for name, value in reply.headers)
    await send({"type": "http.response.start", "status": reply.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _html_page(status: int) -> bytes:
    """A reverse proxy's error page, as gateways in front of billing systems send."""
    try:
        phrase = HTTPStatus(status).phrase
    except ValueError:
        phrase = "Error"
    title = f"{status} {phrase}"
    return (
        f"<html>\r\n<head><title>{title}</title></head>\r\n<body>\r\n"
        f"<center><h1>{title}</h1></center>\r\n<hr><center>nginx</center>\r\n"
        "</body>\r\n</html>\r\n"
    ).encode()
