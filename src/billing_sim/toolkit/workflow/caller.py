"""Sending the walk's requests: a case built for a contract operation from its parts, sent, and
recorded as a step of the trace."""

from __future__ import annotations

import itertools
import threading
from typing import Any

from schemathesis.specs.openapi.schemas import OpenApiSchema

from billing_sim.toolkit.workflow.links import Link, Resolved
from billing_sim.toolkit.workflow.trace import Send, Stage, Step, Trace


class Caller:
    """Builds cases for contract operations, sends them and records the steps.

    Every request carries an ``X-Request-Id`` of its own (``bsim-<run>-<n>``), so that the
    contract's echo promise is exercised and a report's request can be found in the server's
    logs.
    """

    def __init__(self, schema: OpenApiSchema, send: Send, trace: Trace, run_tag: str) -> None:
        self._schema = schema
        self._send = send
        self.trace = trace
        self._tag = run_tag
        self._numbers = itertools.count(1)
        self._extra_keys: dict[str, int] = {}
        self._lock = threading.Lock()

    def call(
        self,
        key: str,
        operation_id: str,
        stage: Stage,
        parts: Resolved,
        *,
        link: Link | None = None,
        media_type: str | None = None,
    ) -> Step:
        """Send one request; the step joins the trace's steps, or its extras (stage ``extra``;
        verify's race sends from several threads at once)."""
        operation = self._schema.find_operation_by_id(operation_id)
        headers = {"X-Request-Id": f"bsim-{self._tag}-{next(self._numbers):04d}", **parts.headers}
        extra: dict[str, Any] = {} if parts.body is None else {"body": parts.body}
        if media_type is not None:
            extra["media_type"] = media_type
        case = operation.Case(
            path_parameters=parts.path, query=parts.query, headers=headers, **extra
        )
        with self._lock:
            self.trace.sent += 1
            if stage == "extra":
                seen = self._extra_keys.get(key, 0) + 1
                self._extra_keys[key] = seen
                key = key if seen == 1 else f"{key}~{seen}"
        step = Step(key, operation_id, stage, link, case, self._send(case))
        with self._lock:
            (self.trace.extras if stage == "extra" else self.trace.steps).append(step)
        return step

    def get(
        self,
        key: str,
        operation_id: str,
        stage: Stage,
        *,
        path: dict[str, str] | None = None,
        query: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> Step:
        """A read with the given parameters."""
        return self.call(
            key, operation_id, stage, Resolved(path or {}, query or {}, headers or {}, None)
        )
