"""A report as plain text, for the terminal.

The title and one ``name: value`` line per fact, then each block after a blank line, then the
conclusion. A titled block is ``Title:`` with its rows indented under it; rows grouped by
operation sit under an ``operation:`` line; a row's notes, output and ``$ request`` lines hang
under its first line. Verdict labels are a column padded to the widest label of the listing.
Blocks meant for the document only are left out, and a row's output is cut to
:data:`OUTPUT_LINES` when the report names a document holding all of it.
"""

from __future__ import annotations

from billing_sim.toolkit.report.model import Block, Listing, Paragraph, Report, Row, Table

OUTPUT_LINES = 6
"""Lines of a row's output shown in the terminal when a document has the rest."""
INDENT = "  "


def render_text(report: Report) -> str:
    """``report`` as the lines a command prints (no trailing newline)."""
    lines = [report.title, *(f"{name}: {value}" for name, value in report.facts)]
    if report.elapsed is not None:
        lines.append(f"Duration: {report.elapsed:.1f} s")
    for block in report.blocks:
        body = _block(block, report) if block.shown != "document" else []
        if body:
            lines += ["", *body]
    lines += ["", report.conclusion, *report.advice]
    return "\n".join(lines)


def _block(block: Block, report: Report) -> list[str]:
    if isinstance(block, Paragraph):
        return block.text.splitlines()
    if isinstance(block, Table):
        return _table(block)
    return _listing(block, report)


def _titled(title: str, body: list[str]) -> list[str]:
    return [f"{title}:", *(f"{INDENT}{line}" if line else "" for line in body)] if title else body


def _table(table: Table) -> list[str]:
    columns = [i for i, column in enumerate(table.columns) if column.shown != "document"]
    grid = [[table.columns[i].title for i in columns]]
    grid += [[row.cells[i] for i in columns] for row in table.rows]
    widths = [max(len(line[n]) for line in grid) for n in range(len(columns))]
    lines = []
    for line in grid:
        cells = [
            cell.rjust(width) if table.columns[i].numeric else cell.ljust(width)
            for i, cell, width in zip(columns, line, widths, strict=True)
        ]
        lines.append("  ".join(cells).rstrip())
    intro = [table.intro] if table.intro else []
    return _titled(table.title, [*intro, *lines])


def _listing(listing: Listing, report: Report) -> list[str]:
    if not listing.rows:
        return _titled(listing.title, [listing.empty]) if listing.empty else []
    width = listing.label_width
    if listing.style == "numbered":
        body: list[str] = []
        for number, row in enumerate(listing.rows, 1):
            marker = f"{number}. "
            body += ["", *_entry(row, marker, width, report, with_operation=True)]
        return [f"{listing.title}:", *body] if listing.title else body[1:]
    if listing.style == "bulleted":
        body = [line for row in listing.rows for line in _entry(row, "- ", width, report)]
        return _titled(listing.title, body)
    groups: list[str] = []
    for operation, rows in listing.groups().items():
        note = listing.group_notes.get(operation)
        heading = f"{operation}  ({note}):" if note else f"{operation}:"
        entries = [line for row in rows for line in _entry(row, "- ", width, report)]
        groups += ["", heading, *(f"{INDENT}{line}" for line in entries)]
    return _titled(listing.title, groups[1:])


def _entry(
    row: Row, marker: str, width: int, report: Report, *, with_operation: bool = False
) -> list[str]:
    """The row's first line after ``marker``, and its notes, output and request under it."""
    hanging = " " * len(marker)
    below = [*row.notes, *_output(row.output, report)]
    below += [f"$ {line}" for line in row.request.splitlines()]
    return [marker + head(row, width, with_operation=with_operation)] + [
        f"{hanging}{line}" for line in below
    ]


def head(row: Row, width: int = 0, *, with_operation: bool = False) -> str:
    """The first line of ``row``: ``LABEL  subject · operation (qualifier)  message``."""
    name = row.subject
    if with_operation and row.operation:
        name = f"{name} · {row.operation}" if name else row.operation
    if row.qualifier:
        name = f"{name} ({row.qualifier})" if name else f"({row.qualifier})"
    line = "  ".join(part for part in (name, row.message) if part)
    return f"{row.label:<{width}}  {line}" if width else line


def _output(output: str, report: Report) -> list[str]:
    lines = output.strip().splitlines()
    if report.document and len(lines) > OUTPUT_LINES:
        return [*lines[:OUTPUT_LINES], f"... (full message in {report.document})"]
    return lines
