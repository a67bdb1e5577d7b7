"""A report as a Markdown document (``report.md``, ``drift.md``, a pull request's description).

``# title``, the conclusion in bold, the facts as a list, then each block: a titled block under
``## Title``; rows grouped by operation under ``## operation`` (``###`` inside a titled block);
numbered rows each under its own ``### N. operation: `subject` `` heading. A row's notes are
paragraphs, its output a ``text`` block (cut at :data:`OUTPUT_CHARS`), its request a ``bash``
block. Blocks meant for the terminal only are left out.
"""

from __future__ import annotations

import re

from billing_sim.toolkit.report.model import Block, Listing, Paragraph, Report, Row, Table

OUTPUT_CHARS = 3000
"""Characters of a row's output kept in the document."""


def render_markdown(report: Report) -> str:
    """``report`` as a Markdown document (ends with a newline)."""
    chunks = [[f"# {report.title}"], [f"**{report.conclusion}**"]]
    if report.advice:
        chunks.append(list(report.advice))
    facts = [f"- {name}: {value}" for name, value in report.facts]
    if report.elapsed is not None:
        facts.append(f"- Duration: {report.elapsed:.1f} s")
    if facts:
        chunks.append(facts)
    for block in report.blocks:
        if block.shown != "terminal":
            chunks += _block(block)
    return "\n\n".join("\n".join(chunk) for chunk in chunks if chunk) + "\n"


def _block(block: Block) -> list[list[str]]:
    if isinstance(block, Paragraph):
        return [block.text.splitlines()]
    if isinstance(block, Table):
        return _table(block)
    return _listing(block)


def _heading(title: str, level: int = 2) -> list[list[str]]:
    return [[f"{'#' * level} {title}"]] if title else []


def _table(table: Table) -> list[list[str]]:
    columns = [i for i, column in enumerate(table.columns) if column.shown != "terminal"]
    header = "| " + " | ".join(table.columns[i].title for i in columns) + " |"
    rule = "|" + "|".join("---:" if table.columns[i].numeric else "---" for i in columns) + "|"
    lines = [header, rule]
    for row in table.rows:
        lines.append("| " + " | ".join(cell(row.cells[i]) for i in columns) + " |")
    intro = [[table.intro]] if table.intro else []
    return [*_heading(table.title), *intro, lines]


def cell(text: str) -> str:
    """``text`` fit for one table cell: pipes escaped, on one line."""
    return text.replace("|", "\\|").replace("\n", " ")


def _listing(listing: Listing) -> list[list[str]]:
    chunks = _heading(listing.title)
    if not listing.rows:
        return [*chunks, [listing.empty]] if listing.empty else []
    if listing.style == "numbered":
        for number, row in enumerate(listing.rows, 1):
            chunks += _numbered(number, row, level=3 if listing.title else 2)
        return chunks
    if listing.style == "bulleted":
        return [*chunks, *_items(listing.rows, with_operation=True)]
    level = 3 if listing.title else 2
    for operation, rows in listing.groups().items():
        note = listing.group_notes.get(operation)
        chunks += _heading(f"{operation} ({note})" if note else operation, level)
        chunks += _items(rows, with_operation=False)
    return chunks


def _items(rows: list[Row] | tuple[Row, ...], *, with_operation: bool) -> list[list[str]]:
    """One list item per row; a row with more than its first line is set apart by blank lines."""
    items = [_item(row, with_operation=with_operation) for row in rows]
    if all(len(item) == 1 for item in items):
        return [[line for item in items for line in item]]
    return items


def _item(row: Row, *, with_operation: bool) -> list[str]:
    name = f"`{row.subject}`" if row.subject else ""
    if with_operation and row.operation:
        name = f"{name} · {row.operation}" if name else row.operation
    if row.qualifier:
        name = f"{name} ({row.qualifier})" if name else f"({row.qualifier})"
    label = f"**{row.label}**" if row.label else ""
    lines = ["- " + " ".join(part for part in (label, name, row.message) if part)]
    for chunk in _details(row):
        lines += ["", *(f"  {line}" if line else "" for line in chunk)]
    return lines


def _numbered(number: int, row: Row, *, level: int) -> list[list[str]]:
    name = f"`{row.subject}`" if row.subject else ""
    title = f"{row.operation}: {name}" if row.operation and name else row.operation or name
    if row.qualifier:
        title += f" ({row.qualifier})"
    message = [[row.message]] if row.message else []
    return [[f"{'#' * level} {number}. {title}"], *message, *_details(row, reproduce=True)]


def _details(row: Row, *, reproduce: bool = False) -> list[list[str]]:
    """The notes as paragraphs, the output as a ``text`` block, the request as a ``bash`` one."""
    chunks = [[note] for note in row.notes]
    output = row.output.strip()
    if output:
        if len(output) > OUTPUT_CHARS:
            output = output[:OUTPUT_CHARS] + "\n... (truncated)"
        chunks.append(fenced("text", output))
    if row.request:
        if reproduce:
            chunks.append(["Reproduce with:"])
        chunks.append(fenced("bash", row.request))
    return chunks


def fenced(language: str, text: str) -> list[str]:
    """``text`` as a code block, its fence longer than any run of backticks inside it."""
    longest = max((len(run) for run in re.findall("`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [f"{fence}{language}", *text.splitlines(), fence]
