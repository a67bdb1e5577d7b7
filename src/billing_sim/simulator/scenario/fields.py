"""The building blocks of every scenario model: strict models, bounded numbers and limits.

Every model forbids unknown keys and coerces nothing (``strict``): ``seed: "7"`` is an error, not
a 7. ``scenarios/README.md`` documents every field with examples.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_LATENCY_MS = 300_000
MAX_HOLD_S = 600.0
MAX_RULES = 64
MAX_PHASES = 32

HttpMethod = Literal["GET", "POST", "PUT", "PATCH", "DELETE"]
Seconds = Annotated[float, Field(ge=0, le=86_400)]
Count = Annotated[int, Field(ge=1, le=1_000_000_000)]
Millis = Annotated[int, Field(ge=0, le=MAX_LATENCY_MS)]
RetryAfter = Annotated[int, Field(ge=0, le=86_400)]
Text = Annotated[str, Field(min_length=1, max_length=200)]
HoldSeconds = Annotated[float, Field(gt=0, le=MAX_HOLD_S)]
"""How long a fault may hold a connection (``max_s``, ``duration_s``)."""


class StrictModel(BaseModel):
    """Base of every scenario model: unknown keys rejected, no type coercion, immutable."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, allow_inf_nan=False)
