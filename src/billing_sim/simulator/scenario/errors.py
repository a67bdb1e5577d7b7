"""The one error a scenario file can produce: a list of issues, each at a file, line and field."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

FieldPath = tuple[str | int, ...]
"""Where a value sits in the document: ``("rules", 0, "fault", "status")``."""

Finding = tuple[FieldPath, str]
"""A problem at a field path, before the loader gives it a file and a line."""

ROOT_FIELD = "(root)"
"""Pseudo-field of problems with the document as a whole (not a mapping, no rules...)."""
SYNTAX_FIELD = "(syntax)"
"""Pseudo-field of YAML syntax errors, which have a line but no field yet."""
FILE_FIELD = "(file)"
"""Pseudo-field of problems with the file itself (size, encoding)."""


def render_path(path: FieldPath) -> str:
    """``("rules", 0, "fault", "status")`` -> ``rules[0].fault.status``; ``()`` -> ``(root)``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or ROOT_FIELD


@dataclass(frozen=True, slots=True)
class ScenarioIssue:
    """One thing wrong with a scenario file.

    Args:
        source: The file as given (``scenarios/flapping.yaml``) or ``<string>``.
        line: 1-based line of the field (of its parent when the field is missing).
        field: The field path (``rules[0].fault.status``) or a pseudo-field in parentheses.
        message: What is wrong and, where possible, how to fix it.
    """

    source: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.field}: {self.message}"


class ScenarioError(Exception):
    """A scenario file that cannot be used; ``issues`` lists every problem found, by line.

    ``str(error)`` is what QA sees: one ``file:line: field: message`` line per issue.
    """

    def __init__(self, issues: Iterable[ScenarioIssue]) -> None:
        ordered = tuple(sorted(issues, key=lambda issue: (issue.source, issue.line)))
        if not ordered:
            raise ValueError("a ScenarioError needs at least one issue")
        self.issues: tuple[ScenarioIssue, ...] = ordered
        super().__init__("\n".join(str(issue) for issue in ordered))
