"""``simulator/data/PERSONAS.md`` (the README's persona table) agrees with the code."""

from __future__ import annotations

from pathlib import Path

from billing_sim.simulator import data

TABLE = Path(data.__file__).with_name("PERSONAS.md")


def test_the_persona_table_lists_every_persona_with_its_keys_and_reasons(dataset):
    """One row per persona, with its id, account number, phone, RIF and expected reasons."""
    rows = {
        cells[1].strip("` "): cells
        for line in TABLE.read_text(encoding="utf-8").splitlines()
        if line.startswith("| `") and (cells := [cell.strip() for cell in line.split("|")])
    }
    personas = dataset.personas()
    assert list(rows) == [persona.key for persona in personas]
    for persona in personas:
        cells = rows[persona.key]
        assert cells[2:6] == [
            f"`{persona.customer_id}`",
            f"`{persona.account_number}`",
            f"`{persona.phone}`",
            f"`{persona.tax_id}`",
        ]
        assert persona.name in cells[6]
        assert persona.story in cells[6]
        assert f"Summary {persona.period}" in cells[6]
        for reason in persona.expected_reasons:
            assert f"`{reason}`" in cells[6]
