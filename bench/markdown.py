"""Markdown building blocks of the report: tables and number formats (pure)."""

from __future__ import annotations

from collections.abc import Sequence


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """A Markdown table followed by a blank line."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return [*lines, ""]


def ms(value: float) -> str:
    """Milliseconds to the hundredth."""
    return f"{value:.2f}"


def cpu(value: float | None) -> str:
    """Microseconds of CPU, or ``-`` when not measured."""
    return "-" if value is None else f"{value:.0f}"


def ratio(value: float | None) -> str:
    """A ratio to the hundredth, or ``-`` when not measured."""
    return "-" if value is None else f"{value:.2f}"
