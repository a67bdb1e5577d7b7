"""Every figure the knowledge base states agrees with the simulator's catalogue and rules.

The bot may not import the simulator; this test may. Where the documents and the simulator
overlap (plan prices month by month, speeds, allowances, overage prices, add-ons, equipment,
fees, promotions, tax rates, the due day, instalments), the documents must say what the
simulator bills: a customer reading "la reconexión cuesta USD 10,00" must find USD 10,00 on
the invoice. Each USD amount is attributed to the catalogue item named closest before it in
its paragraph, list item or table row; an amount that names no item fails the test, so a new
figure cannot slip in unchecked.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date

import pytest

from billing_sim.bot._text import fold
from billing_sim.bot.knowledge import chunk_sections, load_sections
from billing_sim.bot.knowledge.chunks import Chunk
from billing_sim.simulator.data import catalog
from billing_sim.simulator.data.calendar import DUE_DAY, FIRST_LISTED_OFFSET, shift_month
from billing_sim.simulator.settings import SimulatorSettings

BUSINESS_DATE = SimulatorSettings().business_date
CHUNKS = chunk_sections(load_sections())
PLANS_BY_NAME = {fold(plan.name): plan for plan in catalog.PLANS.values()}
_USD = re.compile(r"usd (\d{1,3}(?:\.\d{3})*),(\d{2})")
_PERCENT = re.compile(r"(\d+(?:,\d+)?) ?%")

# How the documents name catalogue items (folded), and the USD minor units each may state.
ITEM_NAMES: dict[str, set[int]] = {
    fold(item.name.es): {item.usd}
    for group in (catalog.ADDONS, catalog.EQUIPMENT, catalog.FEES)
    for item in group.values()
}
ITEM_NAMES |= {
    "ip fija": {catalog.ADDONS["addon:ip-fija"].usd},
    "tv basica": {catalog.ADDONS["addon:tv-basico"].usd},
    "instalacion": {catalog.FEES["fee:installation"].usd},
    "traslado": {catalog.FEES["fee:relocation"].usd},
    "reconexion": {catalog.FEES["fee:reconnection"].usd},
    "pago devuelto": {catalog.FEES["fee:returned-payment"].usd},
    "recargo por pago tardio": {catalog.FEES["fee:late"].usd},
    fold(catalog.PROMOS["promo:referido-5"].name.es): {catalog.PROMOS["promo:referido-5"].usd},
}
RATES = {
    "iva": {catalog.IVA_BPS // 100, catalog.REDUCED_IVA_BPS // 100},
    "igtf": {catalog.IGTF_BPS // 100},
    "bienvenida": {(catalog.PROMOS["promo:bienvenida-20"].percent_bps or 0) // 100},
    "fidelidad": {(catalog.PROMOS["promo:fidelidad-10"].percent_bps or 0) // 100},
}


def section_text(section: str) -> str:
    """The folded text of a section, whitespace collapsed (lines are wrapped anywhere)."""
    return " ".join(fold(next(c for c in CHUNKS if c.id == section).text).split())


def offsets(chunk: Chunk) -> list[int]:
    """The simulator's month offsets (-11..0 around the business date) the chunk covers."""
    covered = []
    for offset in range(FIRST_LISTED_OFFSET, 1):
        year, month = shift_month(BUSINESS_DATE.year, BUSINESS_DATE.month, offset)
        first = date(year, month, 1)
        last = date(year, month, 28)
        starts, ends = chunk.valid_from, chunk.valid_to
        if (starts is None or starts <= last) and (ends is None or ends >= first):
            covered.append(offset)
    return covered


def blocks(chunk: Chunk) -> Iterator[str]:
    """The chunk's body as paragraphs, list items and table rows, each on one folded line."""
    current: list[str] = []
    for raw in chunk.text.splitlines()[1:]:
        line = raw.strip()
        starts_block = not line or line.startswith(("|", "- ", "1", "2", "3", "4", "5", "6"))
        if starts_block and current:
            yield fold(" ".join(current))
            current = []
        if line.startswith("|"):
            yield fold(line)
        elif line:
            current.append(line)
    if current:
        yield fold(" ".join(current))


def names_before(text: str, end: int) -> list[tuple[int, str]]:
    """``(position, name)`` of every plan or item name that ends before ``end``."""
    found = []
    for name in [*PLANS_BY_NAME, *ITEM_NAMES, "gb adicional"]:
        for match in re.finditer(rf"\b{re.escape(name)}\b", text[:end]):
            found.append((match.start(), name))
    return sorted(found)


def minor(match: re.Match[str]) -> int:
    return int(match.group(1).replace(".", "")) * 100 + int(match.group(2))


@dataclass(frozen=True)
class Figure:
    chunk: str
    text: str
    amount: int


def usd_figures() -> Iterator[tuple[Figure, str | None, str | None]]:
    """Each USD amount in prose, with the closest name before it and the closest plan."""
    for chunk in CHUNKS:
        for text in blocks(chunk):
            if text.startswith("|"):
                continue
            for match in _USD.finditer(text):
                before = names_before(text, match.start())
                plans = [name for _, name in before if name in PLANS_BY_NAME]
                after = text[match.end() : match.end() + 8]
                name = "gb adicional" if after.startswith(" por gb") else None
                if name is None and before:
                    # The longest name at the closest position ("fibra 300" over "fibra 30").
                    last = max(position for position, _ in before)
                    name = max((n for p, n in before if p == last), key=len)
                yield Figure(chunk.id, text, minor(match)), name, plans[-1] if plans else None


def test_every_usd_amount_in_prose_names_the_catalogue_item_it_prices() -> None:
    """No figure without an owner: the amount equals a price that item had in the window."""
    wrong = []
    for figure, name, plan in usd_figures():
        if name is None:
            wrong.append(f"{figure.chunk}: USD amount with no item named before it: {figure.text}")
            continue
        if name == "gb adicional":
            plans = [PLANS_BY_NAME[plan]] if plan else list(catalog.PLANS.values())
            allowed = {p.overage_usd for p in plans if p.overage_usd is not None}
        elif name in PLANS_BY_NAME:
            allowed = {PLANS_BY_NAME[name].price_at(o) for o in range(FIRST_LISTED_OFFSET, 1)}
        else:
            allowed = ITEM_NAMES[name]
        if figure.amount not in allowed:
            wrong.append(f"{figure.chunk}: {name} at {figure.amount} (catalogue: {allowed})")
    assert wrong == []


def table_rows() -> Iterator[tuple[Chunk, dict[str, str]]]:
    """Each plan row of each table, as ``{header: cell}`` (headers and cells folded)."""
    for chunk in CHUNKS:
        header: list[str] | None = None
        for text in blocks(chunk):
            if not text.startswith("|"):
                header = None
                continue
            cells = [cell.strip() for cell in text.strip("|").split("|")]
            if header is None:
                header = cells
            elif not set("".join(cells)) <= set("-: "):
                yield chunk, dict(zip(header, cells, strict=True))


def test_plan_tables_state_the_catalogue_price_of_every_month_they_cover() -> None:
    """A price table valid August to October states the August to October prices."""
    checked = 0
    for chunk, row in table_rows():
        plan = PLANS_BY_NAME[row["plan"]]
        covered = offsets(chunk)
        assert covered, f"{chunk.id} covers no month of the simulator's window"
        match = _USD.fullmatch(row["precio mensual"])
        assert match is not None, f"{chunk.id} {plan.name}: {row['precio mensual']!r}"
        for offset in covered:
            assert minor(match) == plan.price_at(offset), (chunk.id, plan.name, offset)
            checked += 1
        speed = row.get("velocidad (bajada/subida)")
        if speed is not None:
            assert speed == f"{plan.download_mbps}/{plan.upload_mbps} mbps", (chunk.id, plan.name)
        data = row.get("datos al mes")
        if data is not None:
            expected = f"{plan.allowance_gb} gb" if plan.allowance_gb else "ilimitados"
            assert data == expected, (chunk.id, plan.name)
        extra = row.get("gb adicional")
        if extra is not None:
            overage = plan.overage_usd
            expected = "no aplica" if overage is None else f"usd 0,{overage:02d}"
            assert extra == expected, (chunk.id, plan.name)
    assert checked > 0


def test_the_current_price_table_lists_exactly_the_plans_on_sale() -> None:
    """Active plans are in the table in force on the business date; Fibra 30 is not."""
    current = {
        row["plan"]
        for chunk, row in table_rows()
        if chunk.valid_on(BUSINESS_DATE) and "tecnologia" in row
    }
    on_sale = {fold(p.name) for p in catalog.PLANS.values() if p.active}
    assert current == on_sale
    retired = [fold(p.name) for p in catalog.PLANS.values() if not p.active]
    section = next(c for c in CHUNKS if c.id == "planes-fibra-30")
    assert all(name in fold(section.text) for name in retired)
    assert "ya no se vende" in fold(section.text)


def test_speeds_stated_anywhere_are_a_plans_speeds() -> None:
    """ "30/15 Mbps" in prose is Fibra 30's; no plan has speeds the catalogue lacks."""
    speeds = {f"{p.download_mbps}/{p.upload_mbps}" for p in catalog.PLANS.values()}
    stated = {m.group(1) for c in CHUNKS for m in re.finditer(r"(\d+/\d+) mbps", fold(c.text))}
    assert stated
    assert stated <= speeds


def percent_figures() -> Iterator[tuple[str, str, int]]:
    """``(chunk id, rate name, percent)`` of each percentage after a tax or promotion name."""
    for chunk in CHUNKS:
        for text in blocks(chunk):
            for match in _PERCENT.finditer(text):
                before = text[: match.start()]
                named = [(before.rfind(name), name) for name in RATES if name in before]
                if named:
                    yield chunk.id, max(named)[1], int(match.group(1).split(",")[0])


def test_tax_and_promotion_rates_are_the_catalogues() -> None:
    """IVA 16 % (8 % social tariff), IGTF 3 %, welcome 20 %, loyalty 10 %, and each is stated."""
    figures = list(percent_figures())
    wrong = [(chunk, name, value) for chunk, name, value in figures if value not in RATES[name]]
    assert wrong == []
    stated = {(name, value) for _, name, value in figures}
    assert {(name, value) for name, values in RATES.items() for value in values} <= stated


@pytest.mark.parametrize(
    ("section", "item"),
    [("promo-bienvenida", catalog.PROMOS["promo:bienvenida-20"]),
     ("promo-fidelidad", catalog.PROMOS["promo:fidelidad-10"]),
     ("promo-referidos", catalog.PROMOS["promo:referido-5"])],
)  # fmt: skip
def test_promotions_last_as_many_invoices_as_the_catalogue_bills(
    section: str, item: catalog.Item
) -> None:
    """ "tus 3 primeras facturas", "6 facturas seguidas", "tus 2 facturas siguientes"."""
    text = section_text(section)
    counts = {int(n) for n in re.findall(r"(\d+) (?:primeras |siguientes )?facturas", text)}
    assert counts == {item.months}


def test_the_router_is_sold_in_the_catalogues_instalments() -> None:
    """ "3 cuotas mensuales de USD 15,00" is ``equip:router-wifi6``."""
    text = section_text("planes-equipos")
    router = catalog.EQUIPMENT["equip:router-wifi6"]
    assert f"{router.months} cuotas mensuales de usd {router.usd // 100},00" in text


def test_the_due_day_and_the_rate_date_are_the_simulators() -> None:
    """Invoices fall due on the 25th; the BCV rate is the one of the month's eve."""
    due = section_text("facturacion-vencimiento")
    assert f"vence el dia {DUE_DAY} del mes" in due
    rate = section_text("facturacion-tasa-bcv")
    assert "publicada el ultimo dia del mes anterior" in rate


def test_untaxed_fees_are_the_catalogues() -> None:
    """The documents say the late fee and the returned-payment fee carry no IVA."""
    untaxed = {fold(item.name.es) for item in catalog.FEES.values() if not item.taxable}
    text = section_text("impuestos-sin-iva")
    assert {"recargo por pago tardio", "cargo por pago devuelto"} == untaxed
    assert all(name in text for name in ("recargo por pago tardio", "cargo por pago devuelto"))
