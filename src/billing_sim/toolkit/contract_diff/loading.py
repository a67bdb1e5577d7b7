"""Turning a file into an OpenAPI 3.x document, or into a message that says what is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from billing_sim.toolkit.contract_diff.refs import ContractError


def read_document(path: Path) -> dict[str, Any]:
    """Read and parse an OpenAPI 3.x document (YAML or JSON) from ``path``.

    Raises:
        ContractError: if the file cannot be read, is not YAML, or is not OpenAPI 3.x.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContractError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise ContractError(f"{path}: not UTF-8 text") from None
    except OSError as error:
        raise ContractError(f"{path}: cannot read it ({error.strerror or error})") from None
    return parse_document(text, str(path))


def parse_document(text: str, label: str) -> dict[str, Any]:
    """Parse ``text`` as an OpenAPI 3.x document; ``label`` names it in error messages.

    Raises:
        ContractError: with ``label:line:column`` for invalid YAML, or why it is not OpenAPI 3.x.
    """
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        document = yaml.load(text, Loader=loader)  # a safe loader: no object construction
    except yaml.MarkedYAMLError as error:
        raise ContractError(_yaml_message(error, label)) from None
    except yaml.YAMLError as error:
        raise ContractError(f"{label}: invalid YAML: {error}") from None
    return check_openapi(document, label)


def _yaml_message(error: yaml.MarkedYAMLError, label: str) -> str:
    """``label:line:column: invalid YAML: problem``, plus where the broken construct began."""
    mark, context = error.problem_mark or error.context_mark, error.context_mark
    if mark is None:
        return f"{label}: invalid YAML: {error}"
    message = f"{label}:{mark.line + 1}:{mark.column + 1}: invalid YAML: "
    message += error.problem or error.context or "cannot be parsed"
    # PyYAML often notices an unclosed construct only at the end of the file: say where it began.
    if error.context and context and (context.line, context.column) != (mark.line, mark.column):
        message += f" ({error.context} at line {context.line + 1}, column {context.column + 1})"
    return message


def check_openapi(document: Any, label: str) -> dict[str, Any]:
    """Return ``document`` if it looks like OpenAPI 3.x: a mapping, ``openapi: 3.x``, a ``paths``
    mapping.

    Raises:
        ContractError: saying which of those fails.
    """
    if not isinstance(document, dict):
        found = "an empty file" if document is None else f"a {type(document).__name__}"
        raise ContractError(f"{label}: not an OpenAPI 3.x document (found {found}, not a mapping)")
    version = document.get("openapi")
    if not isinstance(version, str) or not version.startswith("3."):
        if "swagger" in document:
            reason = f"swagger: {document['swagger']!r}; convert it to OpenAPI 3 first"
        elif version is None:
            reason = "no 'openapi' field"
        elif isinstance(version, int | float):
            reason = f"openapi: {version!r} must be a quoted string such as '3.1.0'"
        else:
            reason = f"openapi: {version!r}"
        raise ContractError(f"{label}: not an OpenAPI 3.x document ({reason})")
    for section in ("paths", "components"):
        if section in document and not isinstance(document[section] or {}, dict):
            raise ContractError(f"{label}: '{section}' must be a mapping")
    return document
