"""Real sockets on 127.0.0.1: hangs, resets, early closes, truncated and dripping bodies.

Each server is a few lines of raw ``socket`` code run in a thread, so the faults are exactly
what the kernel delivers (an RST from ``SO_LINGER 0``, a FIN without a response...). These
tests take real time, kept small by sub-second deadlines: about 0.5 s each.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from billing_sim.client import (
    AsyncBillingTools,
    BillingTools,
    BreakerPolicy,
    FailureKind,
    RetryPolicy,
    Timeouts,
    WriteOutcome,
)
from billing_sim.openapi import load_contract

pytestmark = pytest.mark.integration

DEADLINE = 0.5
TIMEOUTS = Timeouts(deadline=DEADLINE, attempt=0.25, connect=0.2, min_attempt=0.05)
RETRY = RetryPolicy(max_attempts=2, backoff_base=0.01, backoff_cap=0.01)
SLACK = 0.3  # thread scheduling on a busy 2-core machine
INVOICE = load_contract()["components"]["examples"]["Invoice"]["value"]
PAYMENT_ARGS = ("cus_7k2m9q4x1z", 100, "VES", "pago_movil", "ref1")

Behaviour = Callable[[socket.socket, threading.Event], None]


def read_request(conn: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
            while len(body) < length:
                body += conn.recv(65536)
    return data


def hang(conn: socket.socket, stop: threading.Event) -> None:
    read_request(conn)
    stop.wait(10)


def reset(conn: socket.socket, stop: threading.Event) -> None:
    read_request(conn)
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))


def close_silently(conn: socket.socket, stop: threading.Event) -> None:
    read_request(conn)


def _head(length: int) -> bytes:
    return (
        f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
    ).encode()


def half_body_then_close(conn: socket.socket, stop: threading.Event) -> None:
    read_request(conn)
    body = json.dumps(INVOICE).encode()
    conn.sendall(_head(len(body)) + body[: len(body) // 2])


def half_body_then_hang(conn: socket.socket, stop: threading.Event) -> None:
    half_body_then_close(conn, stop)
    stop.wait(10)


def drip(conn: socket.socket, stop: threading.Event) -> None:
    read_request(conn)
    body = json.dumps(INVOICE).encode()
    conn.sendall(_head(len(body)))
    for byte in body:  # one byte every 50 ms: never idle long enough for a read timeout
        if stop.wait(0.05):
            return
        conn.sendall(bytes([byte]))


def answer(conn: socket.socket, stop: threading.Event) -> None:
    read_request(conn)
    body = json.dumps(INVOICE).encode()
    conn.sendall(_head(len(body)) + body)


class LoopbackServer:
    """Accepts on 127.0.0.1 and runs ``behaviour`` for each connection, in threads."""

    def __init__(self, behaviour: Behaviour) -> None:
        self.behaviour = behaviour
        self.stop = threading.Event()
        self.connections = 0
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.05)
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.threads = [threading.Thread(target=self._accept, daemon=True)]
        self.threads[0].start()

    def _accept(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            self.connections += 1
            worker = threading.Thread(target=self._serve, args=(conn,), daemon=True)
            self.threads.append(worker)
            worker.start()

    def _serve(self, conn: socket.socket) -> None:
        with conn, contextlib.suppress(OSError):
            self.behaviour(conn, self.stop)

    def close(self) -> None:
        self.stop.set()
        self.listener.close()
        for thread in self.threads:
            thread.join(timeout=5)


@pytest.fixture
def serve() -> Iterator[Callable[[Behaviour], LoopbackServer]]:
    """Start loopback servers; all are stopped at the end of the test."""
    servers: list[LoopbackServer] = []

    def start(behaviour: Behaviour) -> LoopbackServer:
        servers.append(LoopbackServer(behaviour))
        return servers[-1]

    yield start
    for server in servers:
        server.close()


@pytest.fixture(params=["sync", "async"])
def call(request: pytest.FixtureRequest) -> Callable[..., Any]:
    """Run one capability against a URL with the short test deadlines, sync or async."""

    def run(url: str, capability: str, *args: Any, **options: Any) -> Any:
        options = {"timeouts": TIMEOUTS, "retry": RETRY, **options}
        if request.param == "sync":
            with_tools = BillingTools(url, "key", **options)
            try:
                return getattr(with_tools, capability)(*args)
            finally:
                with_tools.close()

        async def scenario() -> Any:
            tools = AsyncBillingTools(url, "key", **options)
            try:
                return await getattr(tools, capability)(*args)
            finally:
                await tools.aclose()

        return asyncio.run(scenario())

    return run


def timed(run: Callable[[], Any]) -> tuple[Any, float]:
    start = time.monotonic()
    result = run()
    return result, time.monotonic() - start


def test_a_real_answer_parses(serve: Any, call: Any) -> None:
    """Sanity: a well-formed response over a real socket is ok."""
    server = serve(answer)
    result = call(server.url, "get_invoice", "inv_7k2m9q4x1z2611")
    assert result.ok
    assert result.data.id == "inv_7k2m9q4x1z2611"


def test_a_server_that_never_answers_times_out_within_the_deadline(serve: Any, call: Any) -> None:
    """Accept, read, then silence: each attempt times out, the call ends by its deadline."""
    server = serve(hang)
    result, elapsed = timed(lambda: call(server.url, "get_invoice", "inv_7k2m9q4x1z2611"))
    assert (result.failure_kind, result.should_escalate) == (FailureKind.TIMEOUT, True)
    assert len(result.attempts) == 2
    assert server.connections == 2
    assert DEADLINE - 0.1 <= elapsed <= DEADLINE + SLACK


def test_a_dripping_body_is_cut_at_the_deadline(serve: Any, call: Any) -> None:
    """Bytes keep arriving (no read timeout fires), yet the call ends by its deadline."""
    server = serve(drip)
    result, elapsed = timed(lambda: call(server.url, "get_invoice", "inv_7k2m9q4x1z2611"))
    assert result.failure_kind is FailureKind.TIMEOUT
    assert elapsed <= DEADLINE + SLACK


@pytest.mark.parametrize(
    "behaviour",
    [reset, close_silently, half_body_then_close],
    ids=["reset", "closed-without-response", "truncated-body"],
)
def test_broken_connections_escalate_as_connection_failures(
    serve: Any, call: Any, behaviour: Behaviour
) -> None:
    """RST, FIN without a response, or a body cut short: connection failure, retried once."""
    server = serve(behaviour)
    # What is asserted is the kind of failure, not its timing: with the short test deadline a
    # server thread starved for 250 ms on a loaded machine turned a FIN into a timeout.
    roomy = Timeouts(deadline=10, attempt=5, connect=2)
    result = call(server.url, "get_invoice", "inv_7k2m9q4x1z2611", timeouts=roomy)
    assert (result.failure_kind, result.should_escalate) == (FailureKind.CONNECTION, True)
    assert len(result.attempts) == 2


def test_a_truncated_body_then_silence_times_out(serve: Any, call: Any) -> None:
    """Half a body and then nothing: a read timeout, not a hang."""
    server = serve(half_body_then_hang)
    result, elapsed = timed(lambda: call(server.url, "get_invoice", "inv_7k2m9q4x1z2611"))
    assert result.failure_kind is FailureKind.TIMEOUT
    assert elapsed <= DEADLINE + SLACK


@pytest.mark.parametrize(
    "behaviour", [reset, close_silently, hang], ids=["reset", "closed", "hang"]
)
def test_a_payment_whose_answer_was_lost_is_unknown(
    serve: Any, call: Any, behaviour: Behaviour
) -> None:
    """The request reached the server and no answer came back: outcome unknown, with key."""
    server = serve(behaviour)
    result = call(server.url, "record_payment", *PAYMENT_ARGS)
    assert (result.outcome, result.should_escalate) == (WriteOutcome.UNKNOWN, True)
    assert result.idempotency_key


def test_a_refused_connection_proves_the_payment_was_not_sent(serve: Any, call: Any) -> None:
    """Nothing listens on the port: connection failure, and the payment definitely failed."""
    placeholder = socket.create_server(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{placeholder.getsockname()[1]}"
    placeholder.close()
    result = call(url, "record_payment", *PAYMENT_ARGS)
    assert (result.failure_kind, result.outcome) == (FailureKind.CONNECTION, WriteOutcome.FAILED)


def test_after_real_resets_the_open_circuit_answers_without_connecting(serve: Any) -> None:
    """Five resets open the circuit; the next call escalates at once, opening no connection."""
    server = serve(reset)
    tools = BillingTools(server.url, "key", timeouts=TIMEOUTS, retry=RETRY, breaker=BreakerPolicy())
    try:
        # Failures about two invoices: an outage, not one broken record.
        for invoice in ("inv_7k2m9q4x1z2611", "inv_3m8q2w7e1r2611", "inv_7k2m9q4x1z2611"):
            tools.get_invoice(invoice)
        connections = server.connections
        result, elapsed = timed(lambda: tools.get_invoice("inv_7k2m9q4x1z2611"))
    finally:
        tools.close()
    assert result.failure_kind is FailureKind.CIRCUIT_OPEN
    assert server.connections == connections
    assert elapsed < 0.05  # generous for a loaded CI box; it is microseconds of CPU
