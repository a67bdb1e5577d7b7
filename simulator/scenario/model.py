"""The shape of a scenario file, as pydantic models: what QA may write, and nothing else.

Every model forbids unknown keys and coerces nothing (``strict``): ``seed: "7"`` is an error, not
a 7. Cross-field rules (``for`` needs ``after``, ``ms`` or ``distribution``, ...) and everything
that needs the contract (operation ids, declared statuses) live in :mod:`simulator.scenario.check`,
which reports them with the same file/line/field precision. ``scenarios/README.md`` documents
every field with examples.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

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


class StrictModel(BaseModel):
    """Base of every scenario model: unknown keys rejected, no type coercion, immutable."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, allow_inf_nan=False)


class Operations(StrictModel):
    """Operations by their static traits; every given criterion must hold."""

    operation: Text | None = None
    operations: Annotated[list[Text], Field(min_length=1, max_length=32)] | None = None
    tag: Text | None = None
    tags: Annotated[list[Text], Field(min_length=1, max_length=16)] | None = None
    method: HttpMethod | None = None
    path: Text | None = None


class Match(Operations):
    """Which requests a rule selects; every given criterion must hold (an empty match is all).

    ``except`` removes the operations its own criteria select (``except: {tag: plans}``);
    ``customer`` selects the requests about that customer, wherever its id appears.
    """

    except_: Annotated[Operations | None, Field(alias="except")] = None
    customer: Text | None = None
    path_params: Annotated[dict[str, Text], Field(min_length=1, max_length=8)] | None = None
    headers: Annotated[dict[str, Text], Field(min_length=1, max_length=8)] | None = None


class Uniform(StrictModel):
    """Latency drawn uniformly from ``[min_ms, max_ms]``."""

    min_ms: Millis
    max_ms: Millis


class Lognormal(StrictModel):
    """Latency with a long right tail: half the requests wait less than ``median_ms``."""

    median_ms: Annotated[int, Field(gt=0, le=MAX_LATENCY_MS)]
    sigma: Annotated[float, Field(gt=0, le=3)]


class Distribution(StrictModel):
    """One latency distribution: ``uniform`` or ``lognormal``."""

    uniform: Uniform | None = None
    lognormal: Lognormal | None = None


class LatencyFault(StrictModel):
    """Wait before answering normally: ``ms`` fixed, or drawn from ``distribution``."""

    kind: Literal["latency"]
    ms: Millis | None = None
    distribution: Distribution | None = None
    max_ms: Millis | None = None


class HangFault(StrictModel):
    """Never answer; the server gives up after ``max_s`` and closes the connection."""

    kind: Literal["hang"]
    max_s: Annotated[float, Field(gt=0, le=MAX_HOLD_S)] = 30.0


class HttpErrorFault(StrictModel):
    """Answer with an error status (a problem+json body unless ``body`` says otherwise)."""

    kind: Literal["http_error"]
    status: Annotated[int, Field(ge=400, le=599)]
    code: Text | None = None
    retry_after: RetryAfter | None = None
    body: Literal["problem", "bare", "html"] = "problem"


class NotFoundFault(StrictModel):
    """The operation's business 404 (``customer_not_found``...), even for ids that exist."""

    kind: Literal["not_found"]
    code: Text | None = None


class RateLimitFault(StrictModel):
    """429 ``rate_limited`` with ``Retry-After`` and ``RateLimit``/``RateLimit-Policy``."""

    kind: Literal["rate_limit"]
    retry_after: RetryAfter = 1
    limit: Count = 60
    window_s: Annotated[int, Field(ge=1, le=86_400)] = 60


class ResetFault(StrictModel):
    """Reset the connection (TCP RST) instead of answering."""

    kind: Literal["reset"]


class CloseFault(StrictModel):
    """Close the connection without sending a response."""

    kind: Literal["close"]


class TruncateFault(StrictModel):
    """Send the status and headers, then cut the body after ``fraction`` or ``bytes``."""

    kind: Literal["truncate"]
    fraction: Annotated[float, Field(gt=0, lt=1)] | None = None
    bytes: Annotated[int, Field(ge=0, le=10_000_000)] | None = None


class MalformedFault(StrictModel):
    """A success response whose body breaks the contract."""

    kind: Literal["malformed"]
    variant: Literal["missing_field", "wrong_type", "invalid_json", "wrong_content_type"]
    field: Text | None = None


class SlowBodyFault(StrictModel):
    """The normal response, its body dribbled in ``chunks`` pieces over ``duration_s``."""

    kind: Literal["slow_body"]
    duration_s: Annotated[float, Field(gt=0, le=MAX_HOLD_S)]
    chunks: Annotated[int, Field(ge=2, le=1000)] = 10


class AfterCommitFault(StrictModel):
    """createPayment stores the payment, then the response is lost the way ``then`` says."""

    kind: Literal["after_commit"]
    then: Literal["hang", "reset", "http_503"]
    max_s: Annotated[float, Field(gt=0, le=MAX_HOLD_S)] = 30.0
    retry_after: RetryAfter | None = None


Fault = Annotated[
    LatencyFault
    | HangFault
    | HttpErrorFault
    | NotFoundFault
    | RateLimitFault
    | ResetFault
    | CloseFault
    | TruncateFault
    | MalformedFault
    | SlowBodyFault
    | AfterCommitFault,
    Field(discriminator="kind"),
]
"""Any fault; the ``kind`` key says which."""

FAULT_KINDS: tuple[str, ...] = tuple(
    get_args(variant.model_fields["kind"].annotation)[0] for variant in get_args(get_args(Fault)[0])
)
"""Every fault kind, in the order the union lists them."""


class RuleSpec(StrictModel):
    """One rule: which requests (``match``), when (timing) and what goes wrong (``fault``).

    Timing defaults to always. ``from``/``for`` are Python keywords, hence the aliases (the YAML
    keys are ``from`` and ``for``; ``from_``/``for_`` are rejected there like any unknown key).
    """

    name: Text | None = None
    match: Match = Match()
    probability: Annotated[float, Field(ge=0, le=1)] | None = None
    nth: Count | None = None
    first: Count | None = None
    every: Count | None = None
    after: Count | None = None
    for_: Annotated[Count | None, Field(alias="for")] = None
    from_: Annotated[Seconds | None, Field(alias="from")] = None
    until: Seconds | None = None
    fault: Fault
    off_contract: bool = False


class PhaseSpec(StrictModel):
    """One step of a timeline; it ends after ``duration`` seconds or ``requests`` requests."""

    name: Annotated[str, Field(min_length=1, max_length=64)]
    duration: Annotated[float, Field(gt=0, le=86_400)] | None = None
    requests: Count | None = None
    rules: Annotated[list[RuleSpec], Field(max_length=MAX_RULES)] = []


class ScenarioSpec(StrictModel):
    """A whole scenario file: either ``rules`` or a timeline of ``phases``."""

    description: Annotated[str, Field(min_length=1, max_length=4000)]
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)]
    rules: Annotated[list[RuleSpec], Field(max_length=MAX_RULES)] | None = None
    phases: Annotated[list[PhaseSpec], Field(min_length=1, max_length=MAX_PHASES)] | None = None
