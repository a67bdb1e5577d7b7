"""A report as a JSON document (``drift.json``, ``report.json``, ``contract diff --format json``).

The report's ``record`` first, then ``elapsed_seconds`` when the run was timed, then, for each
block with a ``key``, that member holding its rows' records in order (a row without one is
given its non-empty fields). Every row is there, whichever format it is shown in.
"""

from __future__ import annotations

import json
from typing import Any

from billing_sim.toolkit.report.model import Paragraph, Report, Row

_FIELDS = ("operation", "subject", "result", "label", "qualifier", "message", "output", "request")


def render_json(report: Report) -> str:
    """``report`` as an indented JSON document (ends with a newline)."""
    document: dict[str, Any] = dict(report.record)
    if report.elapsed is not None:
        document["elapsed_seconds"] = round(report.elapsed, 3)
    for block in report.blocks:
        if not isinstance(block, Paragraph) and block.key:
            document[block.key] = [_record(row) for row in block.rows]
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _record(row: Row) -> Any:
    if row.record is not None:
        return row.record
    record: dict[str, Any] = {name: getattr(row, name) for name in _FIELDS if getattr(row, name)}
    if row.notes:
        record["notes"] = list(row.notes)
    return record
