"""Request bodies, responses (statuses, headers, media types) and the schemas inside them."""

from __future__ import annotations

from collections.abc import Mapping

from billing_sim.toolkit.contract_diff.catalog import catalog_codes
from billing_sim.toolkit.contract_diff.operations import OperationPair
from billing_sim.toolkit.contract_diff.refs import Resolver, child, mapping
from billing_sim.toolkit.contract_diff.schema_view import Located
from billing_sim.toolkit.contract_diff.schemas import compare_schema
from billing_sim.toolkit.contract_diff.walk import Direction


def compare_request_body(pair: OperationPair) -> None:
    """The body's required flag, its media types and their schemas."""
    old = pair.old_doc.get(pair.old.node, pair.old.pointer, "requestBody")
    new = pair.new_doc.get(pair.new.node, pair.new.pointer, "requestBody")
    if old is None and new is None:
        return
    was = old is not None and isinstance(old[0], Mapping) and old[0].get("required") is True
    now = new is not None and isinstance(new[0], Mapping) and new[0].get("required") is True
    location = child(pair.new.pointer, "requestBody")
    if now and not was:
        pair.report(
            "request-body-made-required",
            location,
            "a request body is now required; old clients may send none.",
        )
    elif was and not now:
        pair.report("request-body-made-optional", location, "the request body is now optional.")
    _compare_content(pair, old, new, "request", "request body")


def _media_types(resolver: Resolver, holder: Located | None) -> dict[str, Located]:
    if holder is None or not isinstance(holder[0], Mapping):
        return {}
    content, pointer = mapping(holder[0].get("content")), child(holder[1], "content")
    return {
        str(media).lower(): resolver.deref(body, child(pointer, str(media)))
        for media, body in content.items()
    }


def _compare_content(
    pair: OperationPair,
    old: Located | None,
    new: Located | None,
    direction: Direction,
    trail: str,
) -> None:
    before, after = _media_types(pair.old_doc, old), _media_types(pair.new_doc, new)
    verb = "accepted" if direction == "request" else "sent"
    for media in sorted(before.keys() - after.keys()):
        pair.report(
            "content-type-removed",
            before[media][1],
            f"{trail}: {media} is no longer {verb}; clients that use it break.",
        )
    for media in sorted(after.keys() - before.keys()):
        pair.report("content-type-added", after[media][1], f"{trail}: {media} is also {verb}.")
    for media in sorted(before.keys() & after.keys()):
        (old_body, old_where), (new_body, new_where) = before[media], after[media]
        if (
            isinstance(old_body, Mapping)
            and isinstance(new_body, Mapping)
            and "schema" in old_body
            and "schema" in new_body
        ):
            compare_schema(
                pair.walk(direction),
                (old_body["schema"], child(old_where, "schema")),
                (new_body["schema"], child(new_where, "schema")),
                trail,
            )


def _responses(resolver: Resolver, node: Mapping[str, object], pointer: str) -> dict[str, Located]:
    responses = node.get("responses")
    if not isinstance(responses, Mapping):
        return {}
    where = child(pointer, "responses")
    return {
        str(status): resolver.deref(body, child(where, str(status)))
        for status, body in responses.items()
    }


def compare_responses(pair: OperationPair) -> None:
    """Statuses removed, added or swapped, then each kept status's headers and bodies."""
    before = _responses(pair.old_doc, pair.old.node, pair.old.pointer)
    after = _responses(pair.new_doc, pair.new.node, pair.new.pointer)
    removed, added = before.keys() - after.keys(), after.keys() - before.keys()
    old_success = {status for status in before if status.startswith("2")}
    new_success = {status for status in after if status.startswith("2")}
    if old_success and new_success and old_success.isdisjoint(new_success):
        was, now = ", ".join(sorted(old_success)), ", ".join(sorted(new_success))
        pair.report(
            "success-status-changed",
            child(pair.new.pointer, "responses"),
            f"success status {was} → {now}; clients that check for {was} break.",
        )
        removed, added = removed - old_success, added - new_success
    elif old_success:
        was = ", ".join(sorted(old_success))
        for status in sorted(added & new_success):
            pair.report(
                "success-status-added",
                child(pair.new.pointer, "responses", status),
                f"{status} is now a success beside {was}; clients that classify answers by "
                f"status treat a {status} as an answer outside the contract (a write that "
                "succeeded reads as failed).",
            )
        added -= new_success
    for status in sorted(removed):
        pair.report(
            "response-status-removed",
            child(pair.old.pointer, "responses", status),
            f"response {status} is no longer declared; clients that handle it break.",
        )
    for status in sorted(added):
        pair.report(
            "response-status-added",
            child(pair.new.pointer, "responses", status),
            f"response {status} is now declared; clients treat it as an unexpected status "
            "until regenerated.",
        )
    for status in sorted(before.keys() & after.keys()):
        _compare_headers(pair, status, before[status], after[status])
        _compare_content(pair, before[status], after[status], "response", f"{status} response")
    _compare_declared_codes(pair, before, after)


def _declared_codes(
    resolver: Resolver, responses: dict[str, Located]
) -> dict[tuple[int, str], str]:
    """``(status, code)`` pairs the problem examples declare, each with where it is shown.

    Clients derive the codes an operation may answer from these examples (this project's
    ``billing_sim/openapi/operations.py`` does), so they are contract, not decoration. The status
    is the
    example's own ``status`` when it has one, else its response's.
    """
    found: dict[tuple[int, str], str] = {}
    for status, (response, pointer) in responses.items():
        if not isinstance(response, Mapping) or status[:1] not in ("4", "5", "d"):
            continue  # success bodies have fields called `code` too (a plan's)
        for media, body in mapping(response.get("content")).items():
            body_node, body_pointer = resolver.deref(body, child(pointer, "content", str(media)))
            if not isinstance(body_node, Mapping):
                continue
            shown = [(body_node.get("example"), child(body_pointer, "example"))]
            for name, example in mapping(body_node.get("examples")).items():
                node, where = resolver.deref(example, child(body_pointer, "examples", str(name)))
                if isinstance(node, Mapping):
                    shown.append((node.get("value"), child(where, "value")))
            for value, where in shown:
                if not isinstance(value, Mapping) or not isinstance(value.get("code"), str):
                    continue
                declared = value.get("status")
                number = declared if isinstance(declared, int) else _status_number(status)
                if number is not None:
                    found.setdefault((number, value["code"]), where)
    return found


def _status_number(status: str) -> int | None:
    return int(status) if status.isdigit() else None


def _compare_declared_codes(
    pair: OperationPair, before: dict[str, Located], after: dict[str, Located]
) -> None:
    # Codes of a status added or removed as a whole are that status's change, reported once.
    kept = before.keys() & after.keys()
    old = _declared_codes(pair.old_doc, {status: before[status] for status in kept})
    new = _declared_codes(pair.new_doc, {status: after[status] for status in kept})
    known = catalog_codes(pair.old_doc)
    for status, code in sorted(new.keys() - old.keys()):
        where = new[status, code]
        if code in known:
            pair.report(
                "known-error-code-declared",
                where,
                f"{status} {code} is now declared here; clients built on the old contract know "
                f"{code} but not on this operation and status, and treat it as an answer "
                "outside the contract.",
            )
        else:
            pair.report(
                "new-error-code-declared",
                where,
                f"{status} {code} is now declared here; old clients classify the new code by "
                "its status and category.",
            )
    for status, code in sorted(old.keys() - new.keys()):
        pair.report(
            "error-code-undeclared",
            old[status, code],
            f"{status} {code} is no longer declared here (shown in no problem example).",
        )


def _headers(resolver: Resolver, response: Located) -> dict[str, tuple[str, Located, str]]:
    """Headers by lower-cased name: (name, dereferenced header, pointer where it is listed)."""
    node, pointer = response
    headers = node.get("headers") if isinstance(node, Mapping) else None
    found: dict[str, tuple[str, Located, str]] = {}
    for name, raw in mapping(headers).items():
        listed = child(pointer, "headers", str(name))
        if str(name).lower() != "content-type":  # ignored by OpenAPI: the media type says it
            found[str(name).lower()] = (str(name), resolver.deref(raw, listed), listed)
    return found


def _required(header: Located) -> bool:
    return isinstance(header[0], Mapping) and header[0].get("required") is True


def _compare_headers(pair: OperationPair, status: str, old: Located, new: Located) -> None:
    before, after = _headers(pair.old_doc, old), _headers(pair.new_doc, new)
    for key in sorted(before.keys() | after.keys()):
        if key not in after:
            name, header, listed = before[key]
            if _required(header):
                pair.report(
                    "response-header-removed",
                    listed,
                    f"{status} response: required header {name} removed; readers break.",
                )
            continue
        name, header, listed = after[key]
        if key not in before:
            pair.report("response-header-added", listed, f"{status} response: new header {name}.")
            continue
        if _required(before[key][1]) and not _required(header):
            pair.report(
                "response-header-removed",
                listed,
                f"{status} response: header {name} is no longer always sent; readers break.",
            )
        old_header, new_header = before[key][1], header
        if (
            isinstance(old_header[0], Mapping)
            and isinstance(new_header[0], Mapping)
            and "schema" in old_header[0]
            and "schema" in new_header[0]
        ):
            compare_schema(
                pair.walk("response"),
                (old_header[0]["schema"], child(old_header[1], "schema")),
                (new_header[0]["schema"], child(new_header[1], "schema")),
                f"{status} response header {name}",
            )
