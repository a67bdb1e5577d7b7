"""The simulator's one error type, and the only place problem+json bodies are built.

Domain code raises :class:`ApiProblem` with a code from the contract's error catalog; the edge of
the app renders it with :func:`render_problem`. Status, title, category and retryability always
come from ``billing_sim.openapi.operations.ERROR_CATALOG``, so they cannot drift from the contract.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from billing_sim.openapi.models import FieldIssue, Problem
from billing_sim.openapi.operations import ERROR_CATALOG

PROBLEM_TYPE_BASE = "https://billing.isp.example/problems/"
PROBLEM_MEDIA_TYPE = "application/problem+json"


@dataclass(frozen=True, slots=True)
class Localized:
    """A customer-facing text in both supported locales."""

    es: str
    en: str

    def pick(self, locale: str) -> str:
        """The text for ``locale`` (``es-VE`` unless it is ``en``)."""
        return self.en if locale == "en" else self.es


# Not frozen: Python and contextlib assign __traceback__ to exceptions they propagate, which a
# frozen dataclass refuses. Raise a fresh instance each time rather than a shared constant.
@dataclass(eq=False)
class ApiProblem(Exception):
    """A contract error: raised anywhere in the simulator, rendered once at the edge.

    Args:
        code: A code of the contract's error catalog (``customer_not_found``, ...).
        detail: What happened, in both locales. Never echoes raw input back.
        param: The parameter or body field at fault.
        errors: One entry per invalid field, for ``validation_failed``.
        headers: Extra response headers (``Retry-After``, ``Allow``, ...).
    """

    code: str
    detail: Localized
    param: str | None = None
    errors: Sequence[FieldIssue] = ()
    headers: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in ERROR_CATALOG:
            raise ValueError(f"{self.code!r} is not in the contract's error catalog")

    @property
    def status(self) -> int:
        """The HTTP status the catalog assigns to this code."""
        return ERROR_CATALOG[self.code].status

    def __str__(self) -> str:
        return f"{self.status} {self.code}: {self.detail.en}"


def render_problem(problem: ApiProblem, *, request_id: str, locale: str) -> Problem:
    """Build the contract's ``Problem`` model for ``problem``."""
    spec = ERROR_CATALOG[problem.code]
    return Problem.model_validate(
        {
            "type": PROBLEM_TYPE_BASE + spec.code,
            "title": spec.title,
            "status": spec.status,
            "detail": problem.detail.pick(locale),
            "code": spec.code,
            "request_id": request_id,
            "retryable": spec.retryable,
            "category": spec.category,
            **({"param": problem.param} if problem.param else {}),
            **({"errors": list(problem.errors)} if problem.errors else {}),
        }
    )


def problem_bytes(problem: ApiProblem, *, request_id: str, locale: str) -> bytes:
    """The problem+json body for ``problem`` (``None`` members omitted, as the contract allows)."""
    model = render_problem(problem, request_id=request_id, locale=locale)
    return model.model_dump_json(exclude_none=True).encode()
