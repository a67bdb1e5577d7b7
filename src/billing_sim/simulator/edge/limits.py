"""The request body limit: ``413 payload_too_large``, declared length or not."""

from __future__ import annotations

from starlette.types import Message, Receive

from billing_sim.simulator.problems import ApiProblem, Localized

_BAD_LENGTH = Localized(
    es="El encabezado Content-Length no es válido.",
    en="The Content-Length header is not valid.",
)


def too_large(max_bytes: int) -> ApiProblem:
    """The ``payload_too_large`` problem for a limit of ``max_bytes``."""
    return ApiProblem(
        "payload_too_large",
        Localized(
            es=f"El cuerpo de la solicitud supera el máximo de {max_bytes} bytes.",
            en=f"The request body exceeds the maximum of {max_bytes} bytes.",
        ),
    )


def check_declared_length(content_length: str | None, max_bytes: int) -> None:
    """Reject a declared ``Content-Length`` over ``max_bytes`` before reading anything.

    Raises:
        ApiProblem: ``payload_too_large``, or ``invalid_request`` for a malformed header.
    """
    if content_length is None:
        return
    text = content_length.strip()
    if not text.isascii() or not text.isdigit():
        raise ApiProblem("invalid_request", _BAD_LENGTH, param="Content-Length")
    if int(text) > max_bytes:
        raise too_large(max_bytes)


def limited_receive(receive: Receive, max_bytes: int) -> Receive:
    """``receive`` that raises ``payload_too_large`` once the body passes ``max_bytes``.

    This catches bodies without ``Content-Length`` (chunked) and bodies longer than declared.
    """
    received = 0

    async def receive_within_limit() -> Message:
        nonlocal received
        message = await receive()
        if message["type"] == "http.request":
            received += len(message.get("body", b""))
            if received > max_bytes:
                raise too_large(max_bytes)
        return message

    return receive_within_limit
