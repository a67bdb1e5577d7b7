"""What a contract diff reports: one ``Change`` per finding, each under a rule of ``RULES``."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Severity(StrEnum):
    """Whether a change can break a client generated from the old contract.

    ``review``: it may or may not, and the tool cannot show which (a pattern changed in a way
    it cannot compare exactly); a person decides, and ``--accept`` records the decision.
    """

    BREAKING = "breaking"
    REVIEW = "review"
    NON_BREAKING = "non_breaking"


@dataclass(frozen=True, slots=True)
class Change:
    """One difference between two versions of the contract.

    Attributes:
        severity: ``breaking``, ``review`` or ``non_breaking``; always the one ``RULES`` gives
            ``rule``.
        rule: The rule id, e.g. ``response-property-removed``.
        operation: The operationId (or ``METHOD /path`` when it has none); ``None`` for
            contract-wide changes (global security, security schemes, the error catalog).
        location: JSON pointer of the node in the new document, or in the old one for removals.
        message: One sentence for a person: what changed and why it matters.
        accepted: Acknowledged as reviewed (``--accept RULE@POINTER``): reported, but it no
            longer fails the check.
    """

    severity: Severity
    rule: str
    operation: str | None
    location: str
    message: str
    accepted: bool = False

    @property
    def key(self) -> str:
        """``RULE@POINTER``: how ``--accept`` names this change."""
        return f"{self.rule}@{self.location}"

    @property
    def fails(self) -> bool:
        """Whether it fails the check: breaking or to review, and not accepted."""
        return self.severity is not Severity.NON_BREAKING and not self.accepted


_B, _R, _N = Severity.BREAKING, Severity.REVIEW, Severity.NON_BREAKING

RULES: dict[str, tuple[Severity, str]] = {
    # Operations and statuses.
    "operation-removed": (_B, "a path or an operation was removed"),
    "operation-id-changed": (_B, "an operation kept its method and path but changed operationId"),
    "operation-moved": (_B, "an operationId moved to another method or path"),
    "response-status-removed": (_B, "a declared response status was removed"),
    "success-status-changed": (_B, "the success (2xx) status changed"),
    "success-status-added": (_B, "a second success (2xx) status beside the declared one"),
    "content-type-removed": (_B, "a request or response media type was removed"),
    "operation-added": (_N, "a new operation"),
    "response-status-added": (_N, "a new declared error status"),
    "known-error-code-declared": (
        _B,
        "a catalogued code newly declared for an operation and status (in its problem examples)",
    ),
    "new-error-code-declared": (_N, "a new code declared for an operation and status"),
    "error-code-undeclared": (_N, "a code no longer declared for an operation and status"),
    "content-type-added": (_N, "a new request or response media type"),
    # Parameters and request bodies.
    "required-parameter-added": (_B, "a new required parameter"),
    "parameter-made-required": (_B, "an optional parameter became required"),
    "request-body-made-required": (_B, "the request body became required"),
    "optional-parameter-added": (_N, "a new optional parameter"),
    "parameter-made-optional": (_N, "a required parameter became optional"),
    "parameter-removed": (_B, "a parameter is no longer declared (the server ignores it)"),
    "path-parameter-renamed": (_N, "a path parameter was renamed; the URL is unchanged"),
    "request-body-made-optional": (_N, "the request body became optional"),
    # Request schemas: what the server accepts may only grow.
    "request-property-required-added": (_B, "a new required request property"),
    "request-property-made-required": (_B, "an optional request property became required"),
    "request-property-removed": (_B, "a request property removed from a closed schema"),
    "request-type-changed": (_B, "a request type was narrowed or changed"),
    "request-enum-narrowed": (_B, "a request enum lost values (or an enum was imposed)"),
    "request-pattern-changed": (_B, "a request pattern now rejects a value it accepted"),
    "request-pattern-review": (_R, "a request pattern changed in a way that cannot be compared"),
    "request-bound-narrowed": (_B, "a request minimum was raised or a maximum lowered"),
    "request-property-added": (_N, "a new optional request property"),
    "request-property-made-optional": (_N, "a required request property became optional"),
    "request-property-undeclared": (_N, "a request property removed from an open schema"),
    "request-type-widened": (_N, "a request type was widened"),
    "request-enum-widened": (_N, "a request enum gained values (or lost its restriction)"),
    "request-constraint-widened": (
        _N,
        "a request bound was relaxed, or a pattern removed or provably widened",
    ),
    # Response schemas: what the server sends may only shrink.
    "response-property-removed": (_B, "a response property was removed"),
    "response-property-made-optional": (_B, "a required response property became optional"),
    "response-property-made-nullable": (_B, "a required non-null response value may be null"),
    "response-type-changed": (_B, "a response type was widened or changed"),
    "response-enum-widened": (_B, "a response enum gained values (or lost its restriction)"),
    "response-pattern-changed": (_B, "a response pattern now allows a value it rejected"),
    "response-pattern-review": (_R, "a response pattern changed in a way that cannot be compared"),
    "response-bound-widened": (_B, "a response minimum was lowered or a maximum raised"),
    "response-header-removed": (_B, "a required response header was removed or made optional"),
    "response-property-added": (_N, "a new response property"),
    "response-type-narrowed": (_N, "a response type was narrowed"),
    "response-enum-narrowed": (_N, "a response enum lost values (or gained a restriction)"),
    "response-constraint-narrowed": (
        _N,
        "a response bound was tightened, or a pattern added or provably narrowed",
    ),
    "response-header-added": (_N, "a new response header"),
    # Security.
    "security-requirement-added": (_B, "an operation that needed no credentials now needs some"),
    "security-requirement-changed": (_B, "the credentials an operation accepts changed"),
    "security-scheme-changed": (_B, "a security scheme was removed or redefined"),
    "security-relaxed": (_N, "an operation accepts more credentials (or none)"),
    # The error catalog (x-error-catalog and the ErrorCode schema).
    "error-code-removed": (_B, "an error code was removed from the catalog"),
    "error-code-status-changed": (_B, "an error code changed its HTTP status"),
    "error-code-semantics-changed": (_B, "an error code changed its category or retryability"),
    "error-code-added": (_N, "a new error code"),
}
"""Every rule: id → (severity, what it detects). ``billing-sim contract rules`` lists them."""


class ChangeSet:
    """Collects changes, each (rule, operation, location) once, with the severity of its rule."""

    def __init__(self) -> None:
        self._changes: dict[tuple[str, str | None, str], Change] = {}

    def add(self, rule: str, operation: str | None, location: str, message: str) -> None:
        """Record a change under ``rule`` unless the same finding is already recorded.

        Raises:
            KeyError: if ``rule`` is not in ``RULES`` (a programming error).
        """
        severity = RULES[rule][0]
        key = (rule, operation, location)
        if key not in self._changes:
            self._changes[key] = Change(severity, rule, operation, location, message)

    def sorted(self) -> list[Change]:
        """The changes, breaking first, then to review, then by operation and location."""
        return sorted(
            self._changes.values(),
            key=lambda change: (
                SEVERITY_ORDER[change.severity],
                change.operation or "",
                change.location,
                change.rule,
            ),
        )


SEVERITY_ORDER = {Severity.BREAKING: 0, Severity.REVIEW: 1, Severity.NON_BREAKING: 2}
