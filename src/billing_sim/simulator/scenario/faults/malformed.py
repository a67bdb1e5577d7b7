"""``malformed``: a success response whose body breaks the contract on purpose.

The body is broken by a pure function of the real body, so the same response is always broken
the same way: a field removed or retyped, JSON that does not parse, or the wrong content type.
Only successful answers are broken; an error answer goes through unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from billing_sim.simulator.scenario import contract
from billing_sim.simulator.scenario.errors import FieldPath, Finding
from billing_sim.simulator.scenario.faults.base import FaultSpec, Wire
from billing_sim.simulator.scenario.fields import Text
from billing_sim.simulator.scenario.rng import DrawKey

HTML_CONTENT_TYPE = b"text/html; charset=utf-8"

Variant = Literal["missing_field", "wrong_type", "invalid_json", "wrong_content_type"]


@dataclass(frozen=True, slots=True)
class Malformed:
    """Send a success response whose body breaks the contract the way ``variant`` says."""

    variant: Variant
    field: str | None

    def describe(self) -> str:
        return f"malformed 2xx: {self.variant}" + (f" ({self.field})" if self.field else "")

    async def apply(self, wire: Wire) -> None:
        """Break a non-empty 2xx body; anything else goes out as the route wrote it."""
        captured = await wire.capture()
        operation_id = wire.operation_id
        if not 200 <= captured.status < 300 or not captured.body or operation_id is None:
            await wire.pass_through(captured)
            return
        content_type = captured.header(b"content-type") or b"application/json"
        broken, broken_type = self.broken(operation_id, captured.body, content_type)
        await wire.forward(captured, broken, broken_type)

    def broken(self, operation_id: str, body: bytes, content_type: bytes) -> tuple[bytes, bytes]:
        """The body and content type to send instead of ``body``/``content_type`` (the real
        ones), ``operation_id`` naming what the body answers (it picks a field if none is given)."""
        if self.variant == "wrong_content_type":
            return body, HTML_CONTENT_TYPE
        if self.variant == "invalid_json":
            return _invalid_json(body), content_type
        try:
            document = json.loads(body)
        except ValueError:
            document = None
        if not isinstance(document, dict) or not document:
            return _invalid_json(body), content_type
        name = _field(self.field, operation_id, document)
        if self.variant == "missing_field":
            del document[name]
        else:
            document[name] = wrong_type(document[name])
        text = json.dumps(document, separators=(",", ":"), ensure_ascii=False)
        return text.encode(), content_type


class MalformedFault(FaultSpec):
    """A success response whose body breaks the contract."""

    kind: Literal["malformed"]
    variant: Variant
    field: Text | None = None

    off_contract_kind: ClassVar[bool] = True  # breaking the contract is the point

    def build(self, operation_id: str, key: DrawKey) -> Malformed:
        """Nothing to choose (the field, if not given, is picked from the body)."""
        return Malformed(self.variant, self.field)

    def check(self, operations: Sequence[str], where: FieldPath, flagged: bool) -> list[Finding]:
        """``field`` only for the two variants that use one, and present in every response."""
        if self.field is None:
            return []
        if self.variant not in ("missing_field", "wrong_type"):
            return [((*where, "field"), "field only applies to missing_field and wrong_type")]
        for op in operations:
            fields = contract.response_fields(op)
            if self.field not in fields:
                message = f"{self.field!r} is not a field of {op}'s response ({', '.join(fields)})"
                return [((*where, "field"), message)]
        return []


def wrong_type(value: Any) -> Any:
    """A value of another JSON type than ``value`` (strings become numbers, the rest strings)."""
    if isinstance(value, str):
        return 12345
    if value is None:
        return []
    return "not-a-" + type(value).__name__


def _invalid_json(body: bytes) -> bytes:
    """The first half of the body plus a stray brace: never parses, still looks like JSON."""
    return body[: len(body) // 2] + b"{"


def _field(wanted: str | None, operation_id: str, document: dict[str, Any]) -> str:
    if wanted is not None and wanted in document:
        return wanted
    # Without a field, the first property of the contract's schema the body has.
    for name in contract.response_fields(operation_id):
        if name in document:
            return name
    return next(iter(document))
