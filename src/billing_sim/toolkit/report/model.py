"""What a toolkit report says, independent of its format.

A :class:`Report` is a title, facts, blocks and a conclusion. Its unit is the :class:`Row`: one
finding about one operation (a broken promise, a difference from the simulator, a change to the
contract), or one line of a table, or one note. Rows are shown as a :class:`Listing` (one
bullet each, numbered, or under their operation's heading) or as a :class:`Table`. Verify, drift
and contract diff each build one report; :mod:`billing_sim.toolkit.report.text`, :mod:`.markdown`,
:mod:`.jsondoc` and :mod:`.junit` render any report, so every format shows the same rows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

Shown = Literal["both", "terminal", "document"]
"""Where a block or column appears: in both, only in the terminal's summary (text), or only in
the complete document (Markdown). JSON and JUnit ignore it: they carry every row."""

Result = Literal["failed", "errored", "passed", "skipped", "noted"]
"""What a row means for the run: ``failed`` or ``errored`` fails it; ``passed``: checked and
held; ``skipped``: could not be checked; ``noted``: reported, failing nothing."""

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class Row:
    """One finding, one line of a table, or one note.

    Attributes:
        operation: The operationId it is about (a heading such as ``(contract-wide)`` when it is
            about no single operation; ``""`` for a note).
        subject: The id it is filed under: a promise, a rule, a check (``""`` when the message
            says it all).
        result: What it means for the run (see :data:`Result`).
        label: A verdict word shown in the listing's label column (``BREAKING``).
        qualifier: Shown in parentheses after the subject (``via ignored_auth``).
        message: The rest of its line: a sentence, a title.
        notes: Lines of prose under it (what changed and why, where).
        output: What was observed, verbatim (a failure's details); shown preformatted.
        request: Shell commands that reproduce it (``curl ...``), one per line.
        case: ``(class, name)`` of the CI test case it is (JUnit); ``None`` when it is none.
        cells: Its values in a :class:`Table`, one per column.
        record: Its machine-readable form (JSON).
    """

    operation: str = ""
    subject: str = ""
    result: Result = "noted"
    label: str = ""
    qualifier: str = ""
    message: str = ""
    notes: tuple[str, ...] = ()
    output: str = ""
    request: str = ""
    case: tuple[str, str] | None = None
    cells: tuple[str, ...] = ()
    record: Any = None


ListingStyle = Literal["bulleted", "numbered", "by_operation"]


@dataclass(frozen=True, slots=True)
class Listing:
    """Rows one after another: bulleted, numbered, or grouped under their operation's heading.

    Attributes:
        title: The heading (``""``: none; groups of ``by_operation`` are then headings).
        rows: In the order shown; ``by_operation`` groups them in their first appearance order.
        style: ``bulleted``, ``numbered`` (each row its own entry, naming its operation) or
            ``by_operation``.
        labels: Every label its rows may have, so that the label column is as wide in every
            report (``BREAKING``, ``REVIEW``, ``non-breaking``).
        group_notes: For ``by_operation``: a note beside an operation's heading (a tally).
        empty: What to say when there are no rows (``""``: say nothing, show no block).
        key: The JSON member holding the rows' records (``""``: not in the JSON).
        shown: Where it appears.
    """

    title: str
    rows: tuple[Row, ...]
    style: ListingStyle = "bulleted"
    labels: tuple[str, ...] = ()
    group_notes: Mapping[str, str] = field(default_factory=dict)
    empty: str = ""
    key: str = ""
    shown: Shown = "both"

    def groups(self) -> dict[str, list[Row]]:
        """The rows by operation, operations in the order they first appear."""
        return group_by(self.rows, lambda row: row.operation)

    @property
    def label_width(self) -> int:
        """The width of the label column (0: the rows have no labels)."""
        return max(
            (len(label) for label in (*self.labels, *(r.label for r in self.rows))), default=0
        )


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a :class:`Table`.

    Attributes:
        title: Its header.
        numeric: Right-aligned.
        shown: Where it appears (a wide column may be for the document only).
    """

    title: str
    numeric: bool = False
    shown: Shown = "both"


@dataclass(frozen=True, slots=True)
class Table:
    """Rows as a table, each row's ``cells`` one per column.

    Attributes:
        title: The heading (``""``: none).
        columns: The columns.
        rows: The rows.
        intro: A line between the heading and the table.
        key: The JSON member holding the rows' records (``""``: not in the JSON).
        shown: Where it appears.
    """

    title: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    intro: str = ""
    key: str = ""
    shown: Shown = "both"

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row.cells) != len(self.columns):
                raise ValueError(
                    f"table {self.title!r}: a row has {len(row.cells)} cells for "
                    f"{len(self.columns)} columns"
                )


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of prose."""

    text: str
    shown: Shown = "both"


Block = Listing | Table | Paragraph


@dataclass(frozen=True, slots=True)
class Report:
    """Everything one run of a tool reports.

    Attributes:
        title: What was checked against what (``Drift: URL against simulator``).
        conclusion: The verdict, one line (``FAILED: ...``, ``Summary: ...``).
        facts: ``(name, value)`` pairs: the seed, what was compared.
        blocks: The body, in order.
        advice: Lines after the conclusion: what to do next.
        record: The machine-readable header (JSON members before the blocks' ``key`` members;
            JUnit properties, for its scalars).
        elapsed: Seconds the run took (``None``: not timed).
        document: The file holding the complete report, which the terminal's summary points
            at for what it shortens (``""``: none).
    """

    title: str
    conclusion: str
    facts: tuple[tuple[str, str], ...] = ()
    blocks: tuple[Block, ...] = ()
    advice: tuple[str, ...] = ()
    record: Mapping[str, Any] = field(default_factory=dict)
    elapsed: float | None = None
    document: str = ""

    def rows(self) -> Iterable[Row]:
        """Every row of every listing and table, in order."""
        for block in self.blocks:
            if not isinstance(block, Paragraph):
                yield from block.rows


def bullets(title: str, items: Iterable[str], *, key: str = "", shown: Shown = "both") -> Listing:
    """A bulleted listing of plain lines (notes, what was not compared)."""
    rows = tuple(Row(message=item, record=item) for item in items)
    return Listing(title, rows, key=key, shown=shown)


def group_by(items: Iterable[_T], key: Callable[[_T], str]) -> dict[str, list[_T]]:
    """``items`` by ``key``, the keys in the order they first appear, each group in order."""
    groups: dict[str, list[_T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return groups
