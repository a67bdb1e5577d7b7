"""Connection faults on the real socket, and waiting that stops when the client goes away.

ASGI gives an application no socket. Under uvicorn, ``receive`` is a method of the
connection's request-response cycle, whose ``transport`` is the asyncio (or uvloop) transport
of the TCP connection; this module is the only place that reaches for it:

* reset: ``SO_LINGER (1, 0)`` then ``transport.abort()``, so the kernel sends an RST;
* close: ``transport.close()``, a FIN without a response (or after part of one);

then it waits until the server has seen the disconnect, so uvicorn does not try to answer
``500`` on a dead connection. Where no transport is reachable (in-process ASGI, another
server) it raises :class:`~simulator.edge.hooks.ConnectionFault` instead.
"""

from __future__ import annotations

import asyncio
import socket
import struct
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from starlette.types import Message, Receive

from billing_sim.simulator.edge.context import RequestContext
from billing_sim.simulator.edge.hooks import ConnectionFault, ConnectionFaultKind

DISCONNECT_GRACE_S = 5.0
"""Longest wait for the server to notice a connection we closed (it takes one loop turn)."""

_LINGER_RESET = struct.pack("ii", 1, 0)


def transport_of(context: RequestContext) -> Any | None:
    """The server's transport of this request's connection, or ``None`` if unreachable."""
    owner = getattr(context.server_receive, "__self__", None)
    transport = getattr(owner, "transport", None)
    if transport is None or not all(
        hasattr(transport, name) for name in ("abort", "close", "is_closing", "get_extra_info")
    ):
        return None
    return transport


def has_socket(context: RequestContext) -> bool:
    """Whether connection faults can be applied on the wire for this request."""
    return transport_of(context) is not None


async def break_connection(
    context: RequestContext, receive: Receive, kind: ConnectionFaultKind
) -> None:
    """Reset (``kind="reset"``) or else close the request's connection, whatever was sent.

    Raises:
        ConnectionFault: when no socket is reachable (in-process ASGI).
    """
    transport = transport_of(context)
    if transport is None:
        raise ConnectionFault(kind)
    if not transport.is_closing():
        if kind == "reset":
            sock = transport.get_extra_info("socket")
            if sock is not None:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _LINGER_RESET)
            transport.abort()
        else:
            transport.close()
    with anyio.move_on_after(DISCONNECT_GRACE_S):
        await until_disconnected(receive)


async def until_disconnected(receive: Receive) -> None:
    """Read ``receive`` until the client is gone (call it only once the body is read)."""
    while (await receive())["type"] != "http.disconnect":
        pass


async def read_body(receive: Receive) -> Receive:
    """Read the whole request body now; return a ``receive`` that replays it, then goes live.

    Plans that wait read the body first, so that watching ``receive`` for a disconnect cannot
    swallow part of it. The edge's body limit still applies (it wraps ``receive``).
    """
    messages: list[Message] = []
    while True:
        message = await receive()
        messages.append(message)
        if message["type"] != "http.request" or not message.get("more_body", False):
            break
    pending = iter(messages)

    async def replay() -> Message:
        for message in pending:
            return message
        return await receive()

    return replay


async def unless_disconnected(receive: Receive, work: Callable[[], Awaitable[None]]) -> bool:
    """Run ``work``, abandoning it if the client disconnects first.

    ``work`` runs in the calling task; one plain asyncio task watches ``receive`` and cancels
    the caller if the client goes away. Every delayed request comes through here, and a task
    for the work plus :func:`asyncio.wait` (or an anyio task group) cost as much CPU as the
    rest of the request: with hundreds of delayed requests in flight, that turned into
    queueing on the measured delay.

    Args:
        receive: The request's ``receive``, its body already read (:func:`read_body`).
        work: What to do (wait, dribble a body...).

    Returns:
        True if ``work`` finished, False if the client went away first.
    """
    caller = asyncio.current_task()
    assert caller is not None  # always called from a request's task
    gone = False

    async def watch() -> None:
        nonlocal gone
        await until_disconnected(receive)
        gone = True
        caller.cancel()

    watcher = asyncio.ensure_future(watch())
    try:
        await work()
    except asyncio.CancelledError:
        # Ours (the client left) unless someone else cancelled the request too (shutdown).
        if gone and caller.uncancel() == 0:
            return False
        raise
    finally:
        watcher.cancel()
    return True
