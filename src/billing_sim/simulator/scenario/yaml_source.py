"""Safe YAML reading that remembers, for every key and list item, the line it was written on.

PyYAML's safe loader forgets positions once it builds Python objects, so the document is
composed into nodes and converted here; that is also where the safety limits live. Scenario
files are small, flat-ish mappings, so anything exotic is refused with a clear message rather
than interpreted: anchors and aliases (the "billion laughs" vector), merge keys, non-text keys,
duplicate keys (PyYAML silently keeps the last one), tagged values and deep nesting.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from billing_sim.simulator.scenario.errors import (
    FILE_FIELD,
    SYNTAX_FIELD,
    FieldPath,
    ScenarioError,
    ScenarioIssue,
    render_path,
)

MAX_BYTES = 64 * 1024
"""Largest scenario file accepted; a typical one is well under 1 KiB."""
MAX_DEPTH = 12
"""Deepest nesting of mappings and lists; the scenario schema itself needs 7."""

_TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_TAG + name for name in ("null", "bool", "int", "float", "str")}


@dataclass(frozen=True, slots=True)
class YamlDocument:
    """Plain data (dicts, lists, scalars) plus the line of each key and list item."""

    data: object
    lines: dict[FieldPath, int]
    source: str
    """What messages call the document, usually its file path."""

    def line_of(self, path: FieldPath) -> int:
        """The line of ``path``, or of its nearest written ancestor (for a missing key)."""
        while path not in self.lines:
            path = path[:-1]
        return self.lines[path]

    def issue(self, path: FieldPath, message: str) -> ScenarioIssue:
        """``message`` about the value at ``path``, located at its line."""
        return ScenarioIssue(self.source, self.line_of(path), render_path(path), message)


def read_yaml(text: str, *, source: str) -> YamlDocument:
    """Parse one YAML document safely.

    Raises:
        ScenarioError: on oversize input, syntax errors or unsupported YAML features.
    """
    size = len(text.encode("utf-8", errors="surrogatepass"))
    if size > MAX_BYTES:
        message = f"{size} bytes is over the {MAX_BYTES}-byte limit for a scenario file"
        raise ScenarioError([ScenarioIssue(source, 1, FILE_FIELD, message)])
    try:
        _refuse_unsafe_structure(text, source)
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        raise ScenarioError([_syntax_issue(exc, source)]) from None
    except yaml.YAMLError as exc:
        raise ScenarioError([ScenarioIssue(source, 1, SYNTAX_FIELD, str(exc))]) from None
    converter = _Converter(source)
    data = None if root is None else converter.convert(root, ())
    if converter.issues:
        raise ScenarioError(converter.issues)
    return YamlDocument(data, converter.lines, source)


def _syntax_issue(exc: yaml.MarkedYAMLError, source: str) -> ScenarioIssue:
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark is not None else 1
    problem = exc.problem or exc.context or "invalid YAML"
    if exc.problem and exc.context and not exc.context.startswith("while"):
        # e.g. "expected a single document in the stream, but found another document"
        problem = f"{exc.context}, {exc.problem}"
    where = f" (column {mark.column + 1})" if mark is not None else ""
    return ScenarioIssue(source, line, SYNTAX_FIELD, f"{problem}{where}")


def _refuse_unsafe_structure(text: str, source: str) -> None:
    """Scan parser events for aliases, anchors and excessive depth before building anything."""
    depth = 0
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        line = event.start_mark.line + 1 if event.start_mark is not None else 1
        if isinstance(event, yaml.AliasEvent):
            message = f"aliases (*{event.anchor}) are not supported; write the value out"
            raise ScenarioError([ScenarioIssue(source, line, SYNTAX_FIELD, message)])
        if isinstance(event, yaml.NodeEvent) and event.anchor is not None:
            message = f"anchors (&{event.anchor}) are not supported; write the value out"
            raise ScenarioError([ScenarioIssue(source, line, SYNTAX_FIELD, message)])
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                message = f"nested more than {MAX_DEPTH} levels deep"
                raise ScenarioError([ScenarioIssue(source, line, SYNTAX_FIELD, message)])
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


class _Converter:
    """Turns composed nodes into plain data, recording lines and collecting issues."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.lines: dict[FieldPath, int] = {(): 1}
        self.issues: list[ScenarioIssue] = []
        self._scalars = SafeConstructor()

    def convert(self, node: Node, path: FieldPath) -> object:
        if isinstance(node, MappingNode) and node.tag == _TAG + "map":
            return self._mapping(node, path)
        if isinstance(node, SequenceNode) and node.tag == _TAG + "seq":
            items = []
            for index, item in enumerate(node.value):
                self.lines[(*path, index)] = item.start_mark.line + 1
                items.append(self.convert(item, (*path, index)))
            return items
        if isinstance(node, ScalarNode) and node.tag in _SCALAR_TAGS:
            try:
                return self._scalars.construct_object(node)
            except ValueError as exc:  # e.g. an integer beyond Python's digit limit
                self._issue(node, path, f"unreadable value: {exc}")
                return None
        self._issue(node, path, f"unsupported YAML value {node.tag!r}; quote it to make text")
        return None

    def _mapping(self, node: MappingNode, path: FieldPath) -> dict[str, object]:
        result: dict[str, object] = {}
        for key_node, value_node in node.value:
            if not (isinstance(key_node, ScalarNode) and key_node.tag == _TAG + "str"):
                self._issue(key_node, path, "keys must be plain text (no merge keys or lists)")
                continue
            key = key_node.value
            key_path = (*path, key)
            if key in result:
                first = self.lines[key_path]
                self._issue(key_node, key_path, f"duplicate key (first written on line {first})")
                continue
            self.lines[key_path] = key_node.start_mark.line + 1
            result[key] = self.convert(value_node, key_path)
        return result

    def _issue(self, node: Node, path: FieldPath, message: str) -> None:
        line = node.start_mark.line + 1
        self.issues.append(ScenarioIssue(self.source, line, render_path(path), message))
