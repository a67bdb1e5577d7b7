"""The YAML reader: line tracking and the refusal of unsafe or ambiguous YAML."""

from __future__ import annotations

import pytest

from billing_sim.simulator.scenario.errors import ScenarioError
from billing_sim.simulator.scenario.yaml_source import MAX_BYTES, read_yaml
from tests.unit.scenario.helpers import issues_of


def _issues(text: str) -> list[str]:
    with pytest.raises(ScenarioError) as caught:
        read_yaml(text, source="s.yaml")
    return [str(issue) for issue in caught.value.issues]


def test_lines_are_recorded_for_keys_and_list_items() -> None:
    """Each key and list item maps to the line it is written on."""
    document = read_yaml("a: 1\nb:\n  - x\n  - {c: 2}\n", source="s.yaml")
    assert document.data == {"a": 1, "b": ["x", {"c": 2}]}
    assert document.lines[("a",)] == 1
    assert document.lines[("b", 1)] == 4
    assert document.lines[("b", 1, "c")] == 4
    assert document.line_of(("b", 1, "missing")) == 4


def test_billion_laughs_is_refused_at_the_first_anchor() -> None:
    """Anchors are refused before any alias is expanded."""
    bomb = 'a: &a ["lol","lol"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b]\n'
    assert _issues(bomb) == [
        "s.yaml:1: (syntax): anchors (&a) are not supported; write the value out"
    ]


def test_alias_without_anchor_is_refused() -> None:
    """An alias is refused even when its anchor is undefined."""
    assert _issues("a: *nowhere\n") == [
        "s.yaml:1: (syntax): aliases (*nowhere) are not supported; write the value out"
    ]


def test_deep_nesting_is_refused() -> None:
    """Thirteen nested lists exceed the depth limit without recursion trouble."""
    assert _issues("a: " + "[" * 13 + "]" * 13 + "\n") == [
        "s.yaml:1: (syntax): nested more than 12 levels deep"
    ]


def test_pathological_nesting_does_not_overflow_the_stack() -> None:
    """Tens of thousands of brackets give a ScenarioError, not a RecursionError."""
    with pytest.raises(ScenarioError):
        read_yaml("[" * 30_000, source="s.yaml")


def test_duplicate_keys_are_refused() -> None:
    """PyYAML would keep the last value silently; the reader names both lines."""
    assert _issues("seed: 1\nrules: []\nseed: 2\n") == [
        "s.yaml:3: seed: duplicate key (first written on line 1)"
    ]


def test_non_text_and_merge_keys_are_refused() -> None:
    """Keys must be plain text: no numbers, no lists, no << merges."""
    assert _issues("1: a\n? [x]\n: b\n<<: {c: 1}\n") == [
        "s.yaml:1: (root): keys must be plain text (no merge keys or lists)",
        "s.yaml:2: (root): keys must be plain text (no merge keys or lists)",
        "s.yaml:4: (root): keys must be plain text (no merge keys or lists)",
    ]


def test_tagged_and_timestamp_values_are_refused() -> None:
    """Only null, booleans, numbers and text are accepted as values."""
    assert _issues("a: !!binary aGk=\nb: 2024-01-01\nc: !custom x\n") == [
        "s.yaml:1: a: unsupported YAML value 'tag:yaml.org,2002:binary'; quote it to make text",
        "s.yaml:2: b: unsupported YAML value 'tag:yaml.org,2002:timestamp'; quote it to make text",
        "s.yaml:3: c: unsupported YAML value '!custom'; quote it to make text",
    ]


def test_python_object_tags_are_never_constructed() -> None:
    """The classic unsafe-load payload is just an unsupported value."""
    issues = _issues("a: !!python/object/apply:os.system ['true']\n")
    assert issues == [
        "s.yaml:1: a: unsupported YAML value 'tag:yaml.org,2002:python/object/apply:os.system'; "
        "quote it to make text"
    ]


def test_integer_beyond_the_digit_limit_is_an_issue() -> None:
    """Python refuses to parse 5000-digit integers; the reader reports it."""
    (issue,) = _issues("seed: " + "9" * 5000 + "\n")
    assert issue.startswith("s.yaml:1: seed: unreadable value: Exceeds the limit")


def test_several_documents_are_refused() -> None:
    """A scenario file holds exactly one document."""
    assert _issues("a: 1\n---\nb: 2\n") == [
        "s.yaml:2: (syntax): expected a single document in the stream, but found another "
        "document (column 1)"
    ]


def test_size_limit_applies_to_text_as_well() -> None:
    """parse_scenario refuses oversize text just like load_scenario refuses big files."""
    assert issues_of("#" * (MAX_BYTES + 1)) == [
        f"scenarios/test.yaml:1: (file): {MAX_BYTES + 1} bytes is over the {MAX_BYTES}-byte "
        "limit for a scenario file"
    ]
