"""The knowledge base's markdown files: one policy document per file, one rule per section.

A file is written by a content editor and looks like this::

    ---
    updated: 2026-10-15
    keywords: pago, pagar
    ---
    # Pagos

    ## Pago devuelto por el banco
    <!--
    id: pagos-devuelto
    updated: 2026-11-02
    valid_from: 2026-01-01
    valid_to: 2026-12-31
    button: Pago devuelto
    keywords: pago devuelto, me reversaron el pago, rebotado
    -->

    Si el banco devuelve o reversa un pago...

- The front matter (between ``---`` lines, at the very top) holds the file's defaults:
  ``updated`` (required), and optionally ``valid_from``, ``valid_to`` and ``keywords``
  (added to every section's own).
- One ``#`` heading names the document; every ``##`` heading starts a section, and deeper
  headings (``###``) belong to the section they are in. Text between the ``#`` heading and the
  first section is not allowed: it would never be retrieved.
- Right under each ``##`` heading, an HTML comment (invisible when the markdown is rendered)
  holds the section's attributes, one ``key: value`` per line: ``id`` (required: lower-case
  letters, digits and dashes, unique across the knowledge base), ``keywords`` (required:
  comma-separated, the words customers really write, typos included), ``updated``,
  ``valid_from``, ``valid_to`` (ISO dates, both inclusive; either may be absent) and ``button``
  (the title of a WhatsApp reply button, at most 20 characters; defaults to the heading).

Every problem is reported as ``file:line: message``, all of them at once
(:class:`KnowledgeError`); ``python -m billing_sim.bot.knowledge check DIR`` prints them for an
editor.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from billing_sim.bot.channel.buttons import BUTTON_TITLE_LIMIT, fits_button

_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_ATTRIBUTE = re.compile(r"([a-z_]+)\s*:\s*(.*)")
_FILE_KEYS = frozenset({"updated", "valid_from", "valid_to", "keywords"})
_SECTION_KEYS = frozenset({"id", "updated", "valid_from", "valid_to", "keywords", "button"})
_FENCE = re.compile(r"\s*(```|~~~)")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a knowledge-base file, where an editor can find it."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class KnowledgeError(ValueError):
    """The knowledge base has problems; ``problems`` lists each with its file and line."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(problem) for problem in self.problems))


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a policy document: one rule, with its metadata.

    Attributes:
        id: Unique across the knowledge base (``mora-recargo``); chunks and citations use it.
        file: The file's name (``mora-y-suspension.md``).
        line: The line of the section's ``##`` heading.
        document: The file's ``#`` heading (``Mora y suspensión``).
        heading: The section's heading.
        body: The section's text, markdown, without its attribute block.
        updated: When the section was last reviewed.
        valid_from: First day the rule applies; ``None``: since always.
        valid_to: Last day the rule applies; ``None``: until further notice.
        keywords: The words customers use for it, file keywords first.
        button: The title of a reply button offering this section (≤ 20 characters).
    """

    id: str
    file: str
    line: int
    document: str
    heading: str
    body: str
    updated: date
    valid_from: date | None
    valid_to: date | None
    keywords: tuple[str, ...]
    button: str


@dataclass(slots=True)
class _Block:
    """An attribute block being read: values and the line each came from."""

    values: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class _Parser:
    file: str
    lines: list[str]
    problems: list[Problem] = field(default_factory=list)

    def problem(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.file, line, message))

    def attributes(self, start: int, end: int, allowed: frozenset[str], what: str) -> _Block:
        """``key: value`` lines ``start..end-1`` (0-based) of a front matter or comment."""
        block = _Block()
        for index in range(start, end):
            text = self.lines[index].strip()
            if not text:
                continue
            match = _ATTRIBUTE.fullmatch(text)
            if match is None:
                self.problem(index + 1, f"expected 'key: value' in the {what}, got {text!r}")
                continue
            key, value = match.group(1), match.group(2).strip()
            if key not in allowed:
                keys = ", ".join(sorted(allowed))
                self.problem(index + 1, f"unknown attribute {key!r} in the {what} ({keys})")
            elif key in block.values:
                self.problem(index + 1, f"{key!r} given twice (first on line {block.lines[key]})")
            else:
                block.values[key], block.lines[key] = value, index + 1
        return block

    def date_of(self, block: _Block, key: str) -> date | None:
        if key not in block.values:
            return None
        try:
            return date.fromisoformat(block.values[key])
        except ValueError:
            given = block.values[key]
            self.problem(block.lines[key], f"{key} must be a date YYYY-MM-DD, got {given!r}")
            return None

    def keywords_of(self, block: _Block) -> tuple[str, ...]:
        if "keywords" not in block.values:
            return ()
        words = tuple(word.strip() for word in block.values["keywords"].split(","))
        if any(not word for word in words):
            self.problem(block.lines["keywords"], "keywords has an empty entry (',,' or a ',')")
        return tuple(word for word in words if word)


def _closing(lines: Sequence[str], start: int, marker: str) -> int | None:
    """The index of the first line from ``start`` that is ``marker`` alone."""
    return next((i for i in range(start, len(lines)) if lines[i].strip() == marker), None)


def _headings(lines: Sequence[str]) -> list[tuple[int, int, str]]:
    """``(index, level, text)`` of the ``#`` and ``##`` headings outside code fences."""
    found, fenced = [], False
    for index, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and (match := re.match(r"(#{1,2})\s+(.*\S)\s*$", line)):
            found.append((index, len(match.group(1)), match.group(2)))
    return found


def parse_document(text: str, file: str) -> tuple[list[Section], list[Problem]]:
    """The sections of one knowledge-base file, and every problem found in it.

    Args:
        text: The file's content.
        file: Its name, used in the problems' ``file:line``.

    Returns:
        The well-formed sections (a section with a problem is left out) and the problems.
    """
    parser = _Parser(file, text.splitlines())
    lines = parser.lines
    if not lines or lines[0].strip() != "---":
        parser.problem(1, "a file starts with front matter: a '---' line, 'updated: ...', '---'")
        return [], parser.problems
    end = _closing(lines, 1, "---")
    if end is None:
        parser.problem(1, "the front matter is not closed (no second '---' line)")
        return [], parser.problems
    front = parser.attributes(1, end, _FILE_KEYS, "front matter")
    updated = parser.date_of(front, "updated")
    if "updated" not in front.values:
        parser.problem(1, "the front matter needs 'updated: YYYY-MM-DD'")
    defaults = {key: parser.date_of(front, key) for key in ("valid_from", "valid_to")}
    file_keywords = parser.keywords_of(front)

    headings = [h for h in _headings(lines) if h[0] > end]
    titles = [h for h in headings if h[1] == 1]
    if len(titles) != 1:
        where = titles[1][0] + 1 if len(titles) > 1 else end + 2
        parser.problem(where, f"a file has exactly one '# ' heading (found {len(titles)})")
        return [], parser.problems
    title_index, _, document = titles[0]
    sections_at = [h for h in headings if h[1] == 2]
    if any(h[0] < title_index for h in sections_at):
        parser.problem(sections_at[0][0] + 1, "a '## ' section comes before the '# ' heading")
    first_section = sections_at[0][0] if sections_at else len(lines)
    stray = next(
        (i for i in range(end + 1, first_section) if i != title_index and lines[i].strip()),
        None,
    )
    if stray is not None:
        parser.problem(stray + 1, "text outside a section is never retrieved: put it in one")
    if not sections_at:
        parser.problem(title_index + 1, "the document has no '## ' section")

    sections = []
    bounds = [h[0] for h in sections_at] + [len(lines)]
    for (index, _, heading), stop in zip(sections_at, bounds[1:], strict=True):
        section = _section(parser, index, stop, heading, document, updated, defaults)
        if section is not None:
            keywords = tuple(dict.fromkeys((*file_keywords, *section.keywords)))
            sections.append(replace(section, keywords=keywords))
    return sections, parser.problems


def _section(
    parser: _Parser,
    index: int,
    stop: int,
    heading: str,
    document: str,
    updated: date | None,
    defaults: Mapping[str, date | None],
) -> Section | None:
    """The section whose heading is line ``index`` and which ends before line ``stop``."""
    lines, line = parser.lines, index + 1
    before = len(parser.problems)
    opening = next((i for i in range(index + 1, stop) if lines[i].strip()), None)
    if opening is None or lines[opening].strip() != "<!--":
        parser.problem(line, f"section {heading!r}: an attribute block '<!--' ... '-->' follows")
        return None
    closing = _closing(lines, opening + 1, "-->")
    if closing is None or closing >= stop:
        parser.problem(opening + 1, f"section {heading!r}: the attribute block is not closed")
        return None
    block = parser.attributes(opening + 1, closing, _SECTION_KEYS, "attribute block")
    section_id = block.values.get("id", "")
    if not section_id:
        parser.problem(opening + 1, f"section {heading!r} has no 'id'")
    elif not _ID.fullmatch(section_id):
        parser.problem(
            block.lines["id"], f"id {section_id!r}: lower-case letters, digits and dashes only"
        )
    keywords = parser.keywords_of(block)
    if not keywords:
        parser.problem(opening + 1, f"section {heading!r} needs 'keywords' (customers' words)")
    updated = parser.date_of(block, "updated") or updated
    # A section's own dates replace the file's; an absent one inherits it.
    starts = parser.date_of(block, "valid_from") if "valid_from" in block.values else None
    ends = parser.date_of(block, "valid_to") if "valid_to" in block.values else None
    if "valid_from" not in block.values:
        starts = defaults["valid_from"]
    if "valid_to" not in block.values:
        ends = defaults["valid_to"]
    if starts is not None and ends is not None and ends < starts:
        where = block.lines.get("valid_to", line)
        parser.problem(where, f"valid_to {ends} is before valid_from {starts}")
    button = block.values.get("button", heading)
    if not fits_button(button):
        where = block.lines.get("button", line)
        parser.problem(
            where,
            f"button title {button!r} has {len(button)} characters (at most {BUTTON_TITLE_LIMIT}); "
            "add or shorten 'button:'",
        )
    body = "\n".join(lines[closing + 1 : stop]).strip()
    if not body:
        parser.problem(line, f"section {heading!r} has no text")
    if len(parser.problems) > before or updated is None:
        return None
    return Section(
        section_id, parser.file, line, document, heading, body, updated, starts, ends,
        keywords, button,
    )  # fmt: skip


def parse_files(files: Iterable[tuple[str, str]]) -> tuple[Section, ...]:
    """The sections of ``(name, text)`` files, in file then document order.

    Raises:
        KnowledgeError: listing every problem of every file, including ids used twice.
    """
    sections: list[Section] = []
    problems: list[Problem] = []
    for name, text in files:
        found, wrong = parse_document(text, name)
        sections.extend(found)
        problems.extend(wrong)
    first: dict[str, Section] = {}
    for section in sections:
        if section.id in first:
            earlier = first[section.id]
            problems.append(
                Problem(
                    section.file,
                    section.line,
                    f"id {section.id!r} is already used at {earlier.file}:{earlier.line}",
                )
            )
        else:
            first[section.id] = section
    if problems:
        raise KnowledgeError(problems)
    return tuple(sections)


def shipped_documents() -> Traversable:
    """The knowledge base that ships inside the package (``bot/knowledge/documents``)."""
    return resources.files("billing_sim.bot.knowledge").joinpath("documents")


def load_sections(directory: Traversable | Path | None = None) -> tuple[Section, ...]:
    """Every section of the ``*.md`` files of ``directory`` (default: the shipped ones).

    Raises:
        KnowledgeError: on any problem, each with its file and line; also when the directory
            has no markdown file.
    """
    folder = directory if directory is not None else shipped_documents()
    files = sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".md")),
        key=lambda entry: entry.name,
    )
    if not files:
        raise KnowledgeError([Problem(str(folder), 0, "no .md file in the knowledge base")])
    return parse_files((entry.name, entry.read_text(encoding="utf-8")) for entry in files)
