"""``billing-sim serve`` for real: uvicorn on 127.0.0.1, an ephemeral port, the dev key.

Starts the command in a subprocess (about 2 s on the 2-core machine, mostly imports) and reads
the port and persona ids from what it prints at start-up.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from tests.support.served import serve_process

pytestmark = pytest.mark.integration

PERSONA_LINE = re.compile(r"persona (\w+): (cus_\w+)")


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[str, list[str], dict[str, str]]]:
    """The base URL, the start-up lines and the printed personas of a running `serve`."""
    with serve_process("--customers", "50") as process:
        banner = process.banner
        yield process.base_url, banner.splitlines(keepends=True), dict(PERSONA_LINE.findall(banner))


def test_start_up_prints_the_docs_url_the_dev_key_and_personas(
    served: tuple[str, list[str], dict[str, str]],
) -> None:
    """The banner names the docs URL on the bound port, the development key and personas."""
    base, printed, personas = served
    text = "".join(printed)
    assert f"{base}/docs" in text
    assert "Bearer sim_dev_key" in text
    assert personas["worked_example"] == "cus_7k2m9q4x1z"


def test_dev_key_reads_a_personas_bill_summary_whose_reasons_add_up(
    served: tuple[str, list[str], dict[str, str]],
) -> None:
    """With the dev key, each printed persona's bill summary explains its whole delta."""
    base, _, personas = served
    with httpx.Client(base_url=base, headers={"Authorization": "Bearer sim_dev_key"}) as http:
        for customer_id in personas.values():
            response = http.get(f"/v1/customers/{customer_id}/bill-summary")
            assert response.status_code == 200
            summary = response.json()
            impacts = sum(r["amount_impact"]["amount_minor"] for r in summary["reasons"])
            assert summary["delta"] is not None
            assert impacts == summary["delta"]["amount_minor"]
            assert response.headers["x-request-id"]


def test_without_the_key_the_api_answers_401(
    served: tuple[str, list[str], dict[str, str]],
) -> None:
    """The real server enforces the bearer key like the in-process app."""
    base, _, personas = served
    response = httpx.get(f"{base}/v1/customers/{personas['worked_example']}")
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == 'Bearer realm="billing"'
