"""The knowledge base's markdown format: what an editor writes, and every problem at its line."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from billing_sim.bot.knowledge.documents import (
    KnowledgeError,
    load_sections,
    parse_document,
    parse_files,
)
from tests.unit.bot.knowledge.support import PAGOS, PROMOS

GOOD = """---
updated: 2026-10-01
valid_from: 2026-01-01
keywords: pago, pagar
---
# Pagos

## Pago devuelto
<!--
id: pagos-devuelto
keywords: pago devuelto, rebotado
-->

Si el banco devuelve un pago se cobra un cargo.

### Detalle

Una subsección pertenece a su sección.

```
## esto no es una sección
```

## Formas de pago
<!--
id: pagos-metodos
updated: 2026-11-02
valid_to: 2026-12-31
button: Formas de pago
keywords: como pago
-->

Pago móvil y transferencia.
"""


def problems_of(text: str, name: str = "x.md") -> list[str]:
    return [str(p) for p in parse_document(text, name)[1]]


def test_sections_carry_their_metadata_and_inherit_the_files() -> None:
    """Section attributes override the front matter; absent ones inherit it."""
    sections, problems = parse_document(GOOD, "pagos.md")
    assert problems == []
    first, second = sections
    assert (first.id, first.file, first.line, first.document) == (
        "pagos-devuelto",
        "pagos.md",
        8,
        "Pagos",
    )
    assert first.updated == date(2026, 10, 1)
    assert (first.valid_from, first.valid_to) == (date(2026, 1, 1), None)
    assert first.keywords == ("pago", "pagar", "pago devuelto", "rebotado")
    assert first.button == "Pago devuelto"
    assert second.updated == date(2026, 11, 2)
    assert (second.valid_from, second.valid_to) == (date(2026, 1, 1), date(2026, 12, 31))
    assert second.button == "Formas de pago"


def test_subsections_and_fenced_headings_stay_in_their_section() -> None:
    """``###`` and a ``##`` inside a code fence are body text, not new sections."""
    sections, _ = parse_document(GOOD, "pagos.md")
    assert len(sections) == 2
    assert "### Detalle" in sections[0].body
    assert "## esto no es una sección" in sections[0].body
    assert "<!--" not in sections[0].body


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("# Pagos\n", "x.md:1: a file starts with front matter"),
        ("---\nupdated: 2026-01-01\n# Pagos\n", "x.md:1: the front matter is not closed"),
        ("---\nkeywords: a\n---\n# T\n\n## S\n<!--\nid: s\nkeywords: k\n-->\ntexto\n",
         "x.md:1: the front matter needs 'updated: YYYY-MM-DD'"),
        ("---\nupdated: 2026-13-01\n---\n", "x.md:2: updated must be a date YYYY-MM-DD"),
        ("---\nupdated: 2026-01-01\nowner: ana\n---\n", "x.md:3: unknown attribute 'owner'"),
        ("---\nupdated: 2026-01-01\n---\n# A\n## S\n<!--\nid: s\nkeywords: k\n-->\nt\n# B\n",
         "x.md:11: a file has exactly one '# ' heading (found 2)"),
        ("---\nupdated: 2026-01-01\n---\n# A\nintro\n## S\n<!--\nid: s\nkeywords: k\n-->\nt\n",
         "x.md:5: text outside a section is never retrieved"),
        ("---\nupdated: 2026-01-01\n---\n# A\n", "x.md:4: the document has no '## ' section"),
    ],
)  # fmt: skip
def test_file_level_problems_name_their_line(text: str, expected: str) -> None:
    """Front matter and document structure errors point at the line to fix."""
    assert any(problem.startswith(expected) for problem in problems_of(text)), problems_of(text)


def sec(attributes: str, body: str = "Texto.", heading: str = "Sección") -> str:
    return f"---\nupdated: 2026-01-01\n---\n# Doc\n\n## {heading}\n{attributes}\n\n{body}\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (sec("texto"), "x.md:6: section 'Sección': an attribute block"),
        (sec("<!--\nid: s\nkeywords: k"), "x.md:7: section 'Sección': the attribute"),
        (sec("<!--\nkeywords: k\n-->"), "x.md:7: section 'Sección' has no 'id'"),
        (sec("<!--\nid: Mora_1\nkeywords: k\n-->"), "x.md:8: id 'Mora_1': lower-case letters"),
        (sec("<!--\nid: s\n-->"), "x.md:7: section 'Sección' needs 'keywords'"),
        (sec("<!--\nid: s\nkeywords: a,,b\n-->"), "x.md:9: keywords has an empty entry"),
        (sec("<!--\nid: s\nkeywords: k\nid: t\n-->"), "x.md:10: 'id' given twice"),
        (sec("<!--\nid: s\nkeywords: k\nregion: zulia\n-->"), "x.md:10: unknown attribute"),
        (sec("<!--\nid: s\nkeywords: k\njust text\n-->"), "x.md:10: expected 'key: value'"),
        (sec("<!--\nid: s\nkeywords: k\nvalid_from: 2026-05-01\nvalid_to: 2026-04-30\n-->"),
         "x.md:11: valid_to 2026-04-30 is before valid_from 2026-05-01"),
        (sec("<!--\nid: s\nkeywords: k\nvalid_to: hoy\n-->"), "x.md:10: valid_to must be a date"),
        (sec("<!--\nid: s\nkeywords: k\nbutton: Un título de botón muy largo\n-->"),
         "x.md:10: button title 'Un título de botón muy largo' has 28 characters (at most 20)"),
        (sec("<!--\nid: s\nkeywords: k\n-->", heading="Un encabezado demasiado largo"),
         "x.md:6: button title 'Un encabezado demasiado largo' has 29 characters"),
        (sec("<!--\nid: s\nkeywords: k\n-->", body=""), "x.md:6: section 'Sección' has no text"),
    ],
)  # fmt: skip
def test_section_problems_name_their_line(text: str, expected: str) -> None:
    """Each attribute problem points at the attribute's own line (or the heading's)."""
    found = problems_of(text)
    assert any(problem.startswith(expected) for problem in found), found


def test_a_section_with_a_problem_is_left_out_and_the_others_kept() -> None:
    """One bad section does not hide the good ones from the rest of the check."""
    text = GOOD.replace("id: pagos-metodos", "id: Pagos Metodos")
    sections, problems = parse_document(text, "pagos.md")
    assert [s.id for s in sections] == ["pagos-devuelto"]
    assert len(problems) == 1


def test_every_problem_of_every_file_is_reported_at_once() -> None:
    """An editor fixes everything in one pass: all files, all problems, ids used twice."""
    broken = PROMOS.replace("valid_to: 2026-08-31", "valid_to: 2026-06-30")
    with pytest.raises(KnowledgeError) as raised:
        parse_files([("pagos.md", PAGOS), ("promos.md", broken), ("otra.md", PAGOS)])
    lines = str(raised.value).splitlines()
    assert "promos.md:11: valid_to 2026-06-30 is before valid_from 2026-07-01" in lines
    assert "otra.md:7: id 'mora-recargo' is already used at pagos.md:7" in lines
    assert "otra.md:16: id 'mora-reconexion' is already used at pagos.md:16" in lines
    assert len(raised.value.problems) == 3


def test_a_folder_is_loaded_file_by_file_in_name_order(tmp_path: Path) -> None:
    """``load_sections`` reads every ``*.md`` of a folder, sorted, and ignores other files."""
    (tmp_path / "b-promos.md").write_text(PROMOS, encoding="utf-8")
    (tmp_path / "a-pagos.md").write_text(PAGOS, encoding="utf-8")
    (tmp_path / "notas.txt").write_text("no", encoding="utf-8")
    sections = load_sections(tmp_path)
    assert [s.file for s in sections] == ["a-pagos.md"] * 2 + ["b-promos.md"] * 3


def test_a_folder_without_documents_is_an_error(tmp_path: Path) -> None:
    """An empty knowledge base is a configuration mistake, not an empty answer."""
    with pytest.raises(KnowledgeError, match=r"no \.md file"):
        load_sections(tmp_path)


def test_the_shipped_knowledge_base_is_valid_and_has_30_to_60_sections() -> None:
    """The documents inside the package load without a problem and are of the promised size."""
    sections = load_sections()
    assert 30 <= len(sections) <= 60
    assert len({s.id for s in sections}) == len(sections)
    assert all(s.keywords and s.body for s in sections)


def test_the_shipped_knowledge_base_has_an_expired_and_a_future_promotion() -> None:
    """Relative to the simulator's business date, so the metadata filter is exercised."""
    day = date(2026, 11, 20)
    promos = [s for s in load_sections() if s.id.startswith("promo-")]
    assert any(s.valid_to is not None and s.valid_to < day for s in promos)
    assert any(s.valid_from is not None and s.valid_from > day for s in promos)
