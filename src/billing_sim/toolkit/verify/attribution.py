"""Which catalogue promise each check's result speaks for.

Verify's own checks are named by their promise. schemathesis' built-in checks each guard one
or a few promises; a failure names the one it breaks (a missing property breaks
``schema.every-property-present``, an unknown enum value ``schema.enum-values``), a pass
counts for each of them. Two built-ins guard nothing this contract promises
(``use_after_free``: it has no DELETE; ``object_level_authorization``: it needs a second
identity) and count for none.
"""

from __future__ import annotations

from schemathesis.core.failures import Failure

from billing_sim.toolkit.verify.catalogue import promises_by_id

BUILTIN_PROMISES: dict[str, tuple[str, ...]] = {
    "not_a_server_error": ("errors.server-errors",),
    "status_code_conformance": ("status.declared",),
    "content_type_conformance": ("errors.problem-json",),
    "response_headers_conformance": ("headers.required",),
    "response_schema_conformance": (
        "schema.every-property-present",
        "schema.enum-values",
        "schema.shapes",
    ),
    "negative_data_rejection": ("requests.invalid-rejected",),
    "positive_data_acceptance": ("requests.valid-accepted",),
    "missing_required_header": ("idempotency.key-required",),
    "unsupported_method": ("methods.not-allowed",),
    "allow_header_conformance": ("methods.not-allowed",),
    "ignored_auth": ("auth.bearer-required",),
    "ensure_resource_availability": ("payments.readable",),
    "use_after_free": (),
    "object_level_authorization": (),
    "max_response_time": (),
}
"""schemathesis' built-in checks and the promises they guard (a failure names one of them)."""

_SCHEMA_KEYWORDS = {
    "required": "schema.every-property-present",
    "enum": "schema.enum-values",
    "const": "schema.enum-values",
}


def promises_for(check: str, failure: Failure | None) -> tuple[str, ...]:
    """The promises a result of ``check`` speaks for: the broken one for a failure."""
    if check in promises_by_id():
        return (check,)
    guarded = BUILTIN_PROMISES.get(check, ())
    if failure is None or len(guarded) <= 1:
        if (
            failure is not None
            and check == "response_headers_conformance"
            and _names_retry_after(failure)
        ):
            return ("headers.retry-after",)
        return guarded
    keyword = _schema_keyword(failure)
    return (_SCHEMA_KEYWORDS.get(keyword or "", "schema.shapes"),)


def _schema_keyword(failure: Failure) -> str | None:
    path = getattr(failure, "schema_path", None)
    if not path:
        return None
    last = list(path)[-1]
    return last if isinstance(last, str) else None


def _names_retry_after(failure: Failure) -> bool:
    missing = getattr(failure, "missing_headers", None)
    if isinstance(missing, list):
        return any(str(name).lower() == "retry-after" for name in missing)
    return "retry-after" in failure.message.lower()
