"""Which contract operation a (method, path) is, resolved from ``billing_sim.openapi.operations``.

The edge resolves routes itself, before FastAPI does, so that it can authenticate, validate
parameters and consult the fault hook knowing the operation. Path parameters match one
segment (``[^/]+``), exactly as Starlette's default converter, so both always agree.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from billing_sim.openapi.operations import Operation

_PARAM = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True, slots=True)
class Resolution:
    """The outcome of resolving one request line.

    Args:
        operation: The matched operation (``None``: unknown path, or a method it lacks).
        path_params: Values captured from the path.
        allow: Methods the path supports (for ``405``'s ``Allow``); empty for unknown paths.
        passthrough: A framework route (``/openapi.json``, ``/docs``) with an allowed method.
    """

    operation: Operation | None = None
    path_params: dict[str, str] = field(default_factory=dict)
    allow: tuple[str, ...] = ()
    passthrough: bool = False


_UNKNOWN = Resolution()
_PASS = Resolution(passthrough=True)


@dataclass(frozen=True, slots=True)
class _Template:
    pattern: re.Pattern[str]
    by_method: Mapping[str, Operation]
    allow: tuple[str, ...]


class RouteTable:
    """Resolves requests to contract operations.

    Args:
        operations: The contract's operations.
        passthrough: Non-contract paths served by the framework, with their methods.
    """

    def __init__(
        self, operations: Iterable[Operation], passthrough: Mapping[str, Iterable[str]]
    ) -> None:
        grouped: dict[str, dict[str, Operation]] = {}
        for op in operations:
            grouped.setdefault(op.path, {})[op.method] = op
            if op.method == "GET":
                grouped[op.path]["HEAD"] = op
        self._static: dict[str, _Template] = {}
        self._templates: dict[int, list[_Template]] = {}
        for path, by_method in grouped.items():
            template = _Template(_compile(path), by_method, _allow(by_method))
            if "{" in path:
                self._templates.setdefault(path.count("/"), []).append(template)
            else:
                self._static[path] = template
        self._passthrough = {path: frozenset(methods) for path, methods in passthrough.items()}
        self._passthrough_allow = {
            path: tuple(sorted(methods)) for path, methods in self._passthrough.items()
        }

    def resolve(self, method: str, path: str) -> Resolution:
        """Resolve ``method`` ``path`` (``path`` percent-decoded, as ASGI gives it)."""
        methods = self._passthrough.get(path)
        if methods is not None:
            if method in methods:
                return _PASS
            return Resolution(allow=self._passthrough_allow[path])
        template = self._static.get(path)
        if template is not None:
            return _resolved(template, method, {})
        for template in self._templates.get(path.count("/"), ()):
            match = template.pattern.fullmatch(path)
            if match is not None:
                return _resolved(template, method, match.groupdict())
        return _UNKNOWN


def _resolved(template: _Template, method: str, params: dict[str, str]) -> Resolution:
    operation = template.by_method.get(method)
    if operation is None:
        return Resolution(allow=template.allow)
    return Resolution(operation=operation, path_params=params)


def _compile(path: str) -> re.Pattern[str]:
    parts = _PARAM.split(path)
    # split() alternates literal text and parameter names.
    regex = "".join(
        re.escape(part) if i % 2 == 0 else f"(?P<{part}>[^/]+)" for i, part in enumerate(parts)
    )
    return re.compile(regex)


def _allow(by_method: Mapping[str, Operation]) -> tuple[str, ...]:
    order = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE")
    return tuple(m for m in order if m in by_method)
