"""``billing-sim serve --scenario FILE`` for real: the outage, the control plane, masked logs.

The access log is opt-in (``--access-log``); this server turns it on to check its masking.

One subprocess (about 2 s to start, mostly imports) on 127.0.0.1 and an ephemeral port; the
admin token comes from the environment, as the help recommends.
"""

from __future__ import annotations

import contextlib
import os
import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.integration

START_TIMEOUT = 60.0
TOKEN = "serve-test-admin-token-123"
URL_LINE = re.compile(r"Billing simulator: (http://127\.0\.0\.1:\d+)/docs")
OUTAGE = (
    "description: every balance call fails\nseed: 4\nrules:\n"
    "  - {match: {operation: getCustomerBalance}, fault: {kind: http_error, status: 502}}\n"
)
CUSTOMER = "cus_7k2m9q4x1z"
PHONE = "+584141234567"  # the worked example's phone (a persona, present for every seed)


@dataclass
class Served:
    base: str
    banner: list[str]
    output: queue.Queue[str] = field(default_factory=queue.Queue)
    """Everything printed afterwards, stdout and stderr (uvicorn logs access to stdout)."""


def pump(stream: object, into: queue.Queue[str]) -> None:
    for line in stream:  # type: ignore[attr-defined]
        into.put(line)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    scenario: Path = tmp_path_factory.mktemp("scenarios") / "balance-down.yaml"
    scenario.write_text(OUTAGE)
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "toolkit.cli",
            "serve",
            "--port",
            "0",
            "--customers",
            "50",
            "--scenario",
            str(scenario),
            "--access-log",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "BILLING_SIM_ADMIN_TOKEN": TOKEN},
    )
    assert process.stdout is not None
    assert process.stderr is not None
    out: queue.Queue[str] = queue.Queue()
    readers = [
        threading.Thread(target=pump, args=(process.stdout, out), daemon=True),
        threading.Thread(target=pump, args=(process.stderr, out), daemon=True),
    ]
    for reader in readers:
        reader.start()
    try:
        printed: list[str] = []
        deadline = time.monotonic() + START_TIMEOUT
        base = ""
        while not any(line.startswith("X-Sim-Fault header") for line in printed):
            line = out.get(timeout=max(0.1, deadline - time.monotonic()))
            printed.append(line)
            if match := URL_LINE.search(line):
                base = match.group(1)
        wait_until_listening(base, deadline)
        yield Served(base, printed, out)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        for reader in readers:
            reader.join(timeout=10)
        process.stdout.close()
        process.stderr.close()


def wait_until_listening(base: str, deadline: float) -> None:
    while True:
        try:
            httpx.get(f"{base}/openapi.json", timeout=1.0)
            return
        except httpx.TransportError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def test_banner_names_the_scenario_and_the_control_plane_but_not_the_token(served: Served) -> None:
    """The start-up lines say which scenario runs and where the control plane is."""
    text = "".join(served.banner)
    assert "Scenario: " in text
    assert "balance-down.yaml" in text
    assert f"Control plane: {served.base}/_sim/openapi.json" in text
    assert TOKEN not in text


def test_every_session_meets_the_files_outage(served: Served) -> None:
    """The scenario file's rule answers 502 for balances, in any session; the rest is normal."""
    auth = {"Authorization": "Bearer sim_dev_key"}
    with httpx.Client(base_url=served.base, headers=auth) as http:
        for session in ("job-a", "job-b"):
            headers = {"X-Sim-Session": session}
            assert http.get(f"/v1/customers/{CUSTOMER}/balance", headers=headers).status_code == 502
            assert http.get(f"/v1/customers/{CUSTOMER}", headers=headers).status_code == 200


def test_control_plane_switches_one_session_at_runtime(served: Served) -> None:
    """PUT /_sim/scenario healthy ends the outage for that session only, without a restart."""
    admin = {"Authorization": f"Bearer {TOKEN}", "X-Sim-Session": "job-c"}
    api = {"Authorization": "Bearer sim_dev_key"}
    balance = f"/v1/customers/{CUSTOMER}/balance"
    with httpx.Client(base_url=served.base) as http:
        assert (
            http.put("/_sim/scenario", json={"name": "healthy"}, headers=admin).status_code == 200
        )
        assert http.get(balance, headers={**api, "X-Sim-Session": "job-c"}).status_code == 200
        assert http.get(balance, headers={**api, "X-Sim-Session": "job-d"}).status_code == 502
        wrong = {**admin, "Authorization": "Bearer no"}
        assert http.get("/_sim/scenario", headers=wrong).status_code == 401


def test_access_log_masks_phone_numbers(served: Served) -> None:
    """uvicorn's access log line for a phone search shows only the number's last two digits."""
    auth = {"Authorization": "Bearer sim_dev_key"}
    httpx.get(f"{served.base}/v1/customers", params={"phone": PHONE}, headers=auth)
    deadline = time.monotonic() + 5
    logged = ""
    while "/v1/customers?phone=" not in logged and time.monotonic() < deadline:
        with contextlib.suppress(queue.Empty):
            logged += served.output.get(timeout=0.1)
    assert "/v1/customers?phone=" in logged
    assert PHONE.replace("+", "%2B") not in logged
    assert "4567" not in logged
    assert TOKEN not in logged
