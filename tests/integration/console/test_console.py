"""The QA console in a real browser: log in, run a scenario, watch the client's requests arrive.

Headless Chromium (Debian's) driven by Selenium against ``billing-sim serve`` on 127.0.0.1;
requests go through ``billing_sim.client.BillingTools`` over loopback, and what the page shows is
compared
with the journal read through the control plane. Screenshots of the main pages land in
``reports/console/`` (the README's comes from here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from billing_sim.client import BillingTools
from tests.integration.console.browser import ConsolePage
from tests.integration.console.conftest import TOKEN
from tests.support.served import ServedProcess

pytestmark = pytest.mark.integration

MARIA = "cus_7k2m9q4x1z"  # persona worked_example
MARIA_PHONE = "+584141234567"
MARIA_ACCOUNT = "1000000016"
JOSE = "cus_ax12dj8frm"  # persona plan_upgrade_proration

Tools = Callable[[str], BillingTools]
Admin = Callable[[str], httpx.Client]


def journal(admin: httpx.Client, **filters: Any) -> list[dict[str, Any]]:
    """The session's journal through the documented control plane."""
    response = admin.get("/_sim/journal", params=filters)
    assert response.status_code == 200, response.text
    entries: list[dict[str, Any]] = response.json()["entries"]
    return entries


def bot_traffic(tools: BillingTools, rounds: int) -> None:
    """What a billing bot asks in a few conversations: find, balance, bill, invoices."""
    for turn in range(rounds):
        customer = (MARIA, JOSE)[turn % 2]
        tools.find_customer(account_number=MARIA_ACCOUNT)
        tools.get_balance(customer)
        tools.get_bill_summary(customer)
        tools.list_invoices(customer)


def shown_entries(
    page: ConsolePage, count: int, where: Callable[[dict[str, str]], bool] = lambda row: True
) -> list[dict[str, str]]:
    """The timeline's rows, by column, oldest first, once it shows exactly ``count`` requests
    and each satisfies ``where``."""

    def settled() -> list[dict[str, str]] | None:
        rows = [page.cells(row) | {"category": row["category"]} for row in page.rows()]
        if len(rows) == count and all(where(row) for row in rows):
            return rows[::-1]
        return None

    return page.wait(settled, f"{count} rows")


def test_login_refuses_a_wrong_token_and_keeps_the_right_one_in_the_tab_only(
    page: ConsolePage,
) -> None:
    """A wrong token is refused and forgotten; the right one opens the sessions page and is
    kept in sessionStorage: no cookie, not in the address."""
    page.open()
    if page.visible("sessions-view"):
        page.log_out()
    page.log_in("wrong-token-wrong-token")
    page.wait(lambda: page.visible("login-error"), "the refusal")
    assert "refused" in page.text("login-error")
    assert page.script("return sessionStorage.length") == 0
    page.screenshot("login")
    page.log_in()
    page.wait(lambda: page.visible("sessions-view"), "the sessions page")
    stored = page.script("return Object.values(sessionStorage)")
    assert stored == [TOKEN]
    assert page.script("return document.cookie") == ""
    assert TOKEN not in page.driver.current_url
    assert page.element("token").get_attribute("value") == ""
    # A field without a name is never part of a form submission, and the policy forbids
    # submitting forms at all: without the script, the token still goes nowhere.
    assert page.element("token").get_attribute("name") in (None, "")


def test_flapping_5xx_shows_each_request_of_the_client_with_its_rule_and_fault(
    page: ConsolePage, session: str, tools: Tools, admin: Admin
) -> None:
    """Activate flapping-5xx from the panel, send the bot's calls, and every request appears
    in the timeline with the status, rule and fault the journal recorded, coloured by it."""
    page.ensure_logged_in()
    page.open_session(session)
    page.activate("flapping-5xx")
    bot_traffic(tools(session), rounds=6)
    recorded = journal(admin(session))
    shown = shown_entries(page, len(recorded))
    faults = [entry for entry in recorded if entry["fault"] is not None]
    assert faults, "flapping-5xx (seed 11) fails some of these calls"
    assert {entry["rule"] for entry in faults} <= {"bad gateway", "backend unavailable"}
    for entry, row in zip(recorded, shown, strict=True):
        assert row["seq"] == str(entry["seq"])
        assert row["request_id"] == entry["request_id"]
        assert row["operation"] == entry["operation_id"]
        assert row["status"] == str(entry["status"])
        assert row["rule"] == (entry["rule"] or "")
        assert row["fault"] == (entry["fault"] or "")
        assert row["outcome"] == (entry["outcome"] or "")
        assert row["category"] == ("fault" if entry["fault"] else "ok")
    page.wait(lambda: page.text("summary-fault") == str(len(faults)), "the fault count")
    assert page.text("summary-requests") == str(len(recorded))
    assert page.text("summary-phase") == "no phases"
    page.screenshot("session-flapping-5xx")


def test_new_requests_arrive_while_the_page_is_open(
    page: ConsolePage, session: str, tools: Tools
) -> None:
    """The timeline is live: requests sent after the page opened appear on top, without a
    reload, each read once (the page polls with a cursor)."""
    page.ensure_logged_in()
    page.open_session(session)
    client = tools(session)
    client.get_balance(MARIA)
    shown_entries(page, 1)
    for _ in range(3):
        client.get_balance(JOSE)
    entries = shown_entries(page, 4)
    assert [entry["seq"] for entry in entries] == ["1", "2", "3", "4"]
    assert page.script("return location.hash") == f"#/session/{session}"


def test_filters_are_the_journals_and_an_unknown_value_shows_its_422(
    page: ConsolePage, session: str, tools: Tools, admin: Admin
) -> None:
    """Fault, status and operation filters select what the journal's filters select; a typo
    shows the journal's own message naming what is allowed."""
    page.ensure_logged_in()
    page.open_session(session)
    page.activate("flapping-5xx")
    bot_traffic(tools(session), rounds=5)
    control = admin(session)
    every = journal(control)
    shown_entries(page, len(every))

    page.filter(fault="http_error")
    faults = journal(control, fault="http_error")
    shown = shown_entries(page, len(faults), lambda row: row["fault"] == "http_error")
    assert [row["request_id"] for row in shown] == [entry["request_id"] for entry in faults]

    page.filter(status="503")
    unavailable = journal(control, status=503)
    shown = shown_entries(page, len(unavailable), lambda row: row["status"] == "503")
    assert [row["request_id"] for row in shown] == [entry["request_id"] for entry in unavailable]

    page.filter(operation="getCustomerBalance")
    balances = journal(control, operation="getCustomerBalance")
    shown_entries(page, len(balances), lambda row: row["operation"] == "getCustomerBalance")

    page.filter(operation="getCustomerBalanse")
    page.wait(lambda: page.visible("filter-error"), "the filter's problem")
    assert "did you mean 'getCustomerBalance'?" in page.text("filter-error")
    assert len(page.rows()) == len(balances)  # the last valid filter still applies

    page.click("filter-clear")
    shown_entries(page, len(every))
    assert not page.visible("filter-error")


def test_request_values_are_shown_as_text_and_nothing_they_carry_runs(
    page: ConsolePage, session: str, tools: Tools, admin: Admin
) -> None:
    """<script> and <img onerror> sent in a path, a query and a header are shown literally;
    no element is made of them, nothing runs, and the policy reports no violation."""
    page.ensure_logged_in()
    page.open_session(session)
    page.script(
        "window.__violations = [];"
        "document.addEventListener('securitypolicyviolation',"
        " e => window.__violations.push(e.violatedDirective));"
    )
    client = tools(session)
    in_path = "<img src=x onerror=window.__xss=1>"
    in_query = "<script>window.__xss=2</script>"
    in_header = "<script>window.__xss=3</script><img/src=x/onerror=window.__xss=4>"
    client.get_balance(in_path)
    client.find_customer(account_number=in_query)
    client.record_payment(MARIA, 100, "VES", "pago_movil", "ref-xss", idempotency_key=in_header)
    client.find_customer(phone=MARIA_PHONE)
    recorded = journal(admin(session))
    assert len(recorded) == 4, recorded
    targets = [row["target"] for row in shown_entries(page, 4)]
    assert targets[0] == f"/v1/customers/{in_path}/balance"
    assert targets[1] == f"/v1/customers?account_number={in_query}"
    assert targets[2] == f"/v1/paymentsIdempotency-Key: {in_header}"
    assert targets[3] == "/v1/customers?phone=***********67"  # masked, and stays masked
    probe = page.script(
        "return {elements: document.querySelectorAll("
        "'#timeline img, #timeline script, #timeline iframe').length,"
        " xss: window.__xss === undefined ? null : window.__xss,"
        " violations: window.__violations}"
    )
    assert probe == {"elements": 0, "xss": None, "violations": []}
    source = page.driver.page_source
    assert MARIA_PHONE not in source
    assert MARIA_PHONE[1:] not in source
    # Trusted Types are enforced: the page could not parse a string as HTML even if it tried.
    refused = page.script(
        "try { document.createElement('div').innerHTML = '<b>x</b>'; return 'parsed'; }"
        " catch (error) { return error.name; }"
    )
    assert refused == "TypeError"
    page.console_errors()  # the Trusted Types refusal just provoked is logged; expected


def test_an_invalid_upload_shows_each_problem_at_its_line_and_a_valid_one_activates(
    page: ConsolePage, session: str, tmp_path: Any
) -> None:
    """A YAML file with a typo: the checker's message at line 4, that line marked in the
    text; then valid YAML with a name is activated and listed as uploaded."""
    page.ensure_logged_in()
    page.open_session(session)
    page.element("upload-panel").find_element("tag name", "summary").click()
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        "description: broken on purpose\nseed: 1\nrules:\n"
        "  - match: {operation: getCustomr}\n    fault: {kind: reset}\n"
    )
    page.element("yaml-file").send_keys(str(broken))
    page.wait(lambda: "getCustomr" in (page.element("yaml").get_attribute("value") or ""), "read")
    page.driver.find_element("css selector", "#upload-form button[type=submit]").click()
    page.wait(lambda: page.visible("yaml-problems"), "the scenario's problems")
    [problem] = page.driver.find_elements("css selector", "#yaml-errors li")
    assert problem.get_attribute("data-line") == "4"
    assert problem.text == (
        "line 4: rules[0].match.operation: unknown operation 'getCustomr'; "
        "did you mean 'getCustomer'?"
    )
    marked = page.driver.find_elements("css selector", "#yaml-lines li.bad")
    assert [line.get_attribute("value") for line in marked] == ["4"]
    assert "getCustomr" in marked[0].text
    page.screenshot("scenario-upload-problems")
    assert page.text("summary-scenario") == "none"  # nothing was activated

    valid = "description: QA outage\nseed: 3\nrules:\n  - fault: {kind: http_error, status: 503}\n"
    page.script("document.getElementById('yaml').value = arguments[0]", valid)
    page.element("upload-name").send_keys("qa-outage")
    page.driver.find_element("css selector", "#upload-form button[type=submit]").click()
    page.wait(lambda: page.text("summary-scenario") == "qa-outage", "the upload active")
    assert not page.visible("yaml-problems")
    page.wait(lambda: "qa-outage (uploaded)" in page.text("scenario-select"), "listed")


def test_reset_clear_and_no_scenario_act_on_the_session(
    page: ConsolePage, session: str, tools: Tools, admin: Admin
) -> None:
    """Reset forgets the session's payment, Clear journal empties the timeline and the
    journal (and zeroes the counts), No scenario switches the outage off."""
    page.ensure_logged_in()
    page.open_session(session)
    client = tools(session)
    recorded = client.record_payment(MARIA, 4242, "VES", "pago_movil", "ref-reset")
    assert recorded.ok, recorded
    payments = f"/v1/customers/{MARIA}/payments?limit=100"
    http = httpx.Client(
        base_url=page.base_url,
        headers={"Authorization": "Bearer sim_dev_key", "X-Sim-Session": session},
    )
    with http:
        before = http.get(payments).json()["data"]
        page.click("reset")
        page.wait(lambda: "data reset" in page.text("panel-status"), "the reset")
        after = http.get(payments).json()["data"]
    assert [p["amount"]["amount_minor"] for p in before if p["reference"] == "ref-reset"] == [4242]
    assert not [p for p in after if p["reference"] == "ref-reset"]

    page.activate("total-outage")
    assert client.get_balance(MARIA).should_escalate
    control = admin(session)
    page.wait(lambda: len(page.rows()) == len(journal(control)), "every request shown")
    page.click("deactivate")
    page.wait(lambda: page.text("summary-scenario") == "none", "no scenario")
    assert client.get_balance(MARIA).ok

    page.click("clear-journal")
    page.wait(lambda: "journal cleared" in page.text("panel-status"), "the clearing")
    assert journal(control) == []
    page.wait(lambda: page.text("summary-requests") == "0", "zero counts")
    assert page.rows() == []


def test_sessions_page_lists_recent_sessions_with_scenario_phase_and_counts(
    page: ConsolePage, session: str, tools: Tools, admin: Admin
) -> None:
    """Two sessions, one in a phased outage: their scenario, phase, time in phase and how
    their requests ended; a prepared session with no request yet is listed too."""
    page.ensure_logged_in()
    flapping, phased, prepared = (f"{session}-{name}" for name in ("flapping", "phased", "new"))
    admin(flapping).put("/_sim/scenario", json={"name": "flapping-5xx"})
    admin(phased).put("/_sim/scenario", json={"name": "outage-then-recovery"})
    admin(prepared).put("/_sim/scenario", json={"name": "total-outage"})
    bot_traffic(tools(flapping), rounds=4)
    bot_traffic(tools(phased), rounds=1)
    counts = {name: len(journal(admin(name))) for name in (flapping, phased)}
    faults = len(journal(admin(flapping), fault="http_error"))
    page.open("#/sessions")

    def listed() -> dict[str, list[str]] | None:
        rows = page.session_rows()
        wanted = (flapping, phased, prepared)
        if all(name in rows for name in wanted) and rows[flapping][4] == str(counts[flapping]):
            return rows
        return None

    rows = page.wait(listed, "the three sessions with their counts")
    columns = (
        "session scenario phase in_phase requests ok business fault off_contract error violation"
        " seen"
    )
    by_name = {name: dict(zip(columns.split(), cells, strict=True)) for name, cells in rows.items()}
    assert by_name[flapping]["scenario"] == "flapping-5xx"
    assert by_name[flapping]["fault"] == str(faults)
    assert by_name[flapping]["phase"] == "no phases"
    assert by_name[phased]["phase"] == "1/4 healthy"
    assert by_name[phased]["in_phase"].endswith(" s")
    assert by_name[phased]["requests"] == by_name[phased]["ok"] == str(counts[phased])
    assert (by_name[prepared]["scenario"], by_name[prepared]["requests"]) == ("total-outage", "0")
    assert by_name[flapping]["violation"] == "0"  # a category of proxy mode only
    page.screenshot("sessions")


def test_the_token_never_reaches_a_url_or_the_access_log(
    page: ConsolePage, served: ServedProcess, session: str, tools: Tools
) -> None:
    """Every request the page made carries the token in its Authorization header only: no
    URL holds it, and the server's access log (on in this run) never printed it."""
    page.ensure_logged_in()
    page.open_session(session)
    page.activate("flapping-5xx")
    bot_traffic(tools(session), rounds=1)
    shown_entries(page, 4)
    page.filter(fault="http_error")
    page.click("reset")
    page.wait(lambda: "data reset" in page.text("panel-status"), "the reset")
    sent = page.sent()
    api_calls = [r for r in sent if "/_sim/" in r.url and "/_sim/console" not in r.url]
    assert {r.url.split("?")[0].rsplit("/", 1)[-1] for r in api_calls} >= {
        "sessions",
        "session",
        "scenario",
        "scenarios",
        "journal",
        "reset",
        "openapi.json",
    }
    assert all(TOKEN not in r.url for r in sent)
    # Each call carries a bearer token (a refused one, typed earlier in the login test, too).
    assert all(r.headers.get("Authorization", "").startswith("Bearer ") for r in api_calls)
    assert any(r.headers["Authorization"] == f"Bearer {TOKEN}" for r in api_calls)
    log = served.wait_for("/_sim/journal?after=", timeout=10.0)
    assert "GET /_sim/console/console.js" in log
    assert TOKEN not in log


INCIDENT = """\
description: healthy, then down, then flaky, then fine
seed: 3
phases:
  - name: healthy
    requests: 24
  - name: outage
    requests: 24
    rules:
      - fault: {kind: http_error, status: 503, retry_after: 1}
  - name: recovery
    requests: 24
    rules:
      - probability: 0.4
        fault: {kind: http_error, status: 502}
  - name: recovered
"""
PHASES = ["healthy", "outage", "recovery", "recovered"]
ID_BREAKS = """
const found = [];
for (const cell of document.querySelectorAll('#timeline td.target')) {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of node.data.matchAll(/(cus|inv|sub|pay)_[0-9a-z]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      found.push([match[0], range.getClientRects().length]);
    }
  }
}
return found;
"""


def test_an_incident_reads_at_a_glance_in_the_overview_with_a_marker_at_each_phase_change(
    page: ConsolePage, session: str, tools: Tools, admin: Admin
) -> None:
    """Healthy -> outage -> recovery -> recovered: the overview above the table shows each
    phase shaded with its requests and failures, one strip per category whose bars add up to
    the journal's counts, all without scrolling; the table has a marker row where each phase
    begins; status codes are drawn in the row's colour and paths never break inside an id."""
    page.ensure_logged_in()
    page.open_session(session)
    control = admin(session)
    assert control.put("/_sim/scenario", json={"yaml": INCIDENT, "name": "incident"}).is_success
    bot_traffic(tools(session), rounds=24)
    recorded = journal(control, limit=1000)
    assert len(recorded) == 96
    shown_entries(page, len(recorded))

    def labels() -> list[dict[str, str]] | None:
        found: list[dict[str, str]] = page.script(
            "return [...document.querySelectorAll('#overview .phase-label')]"
            ".map(e => ({...e.dataset}))"
        )
        requests = sum(int(label["requests"]) for label in found)
        return found if requests == len(recorded) else None

    bands = page.wait(labels, "the overview of every request")
    by_phase = {name: [e for e in recorded if e["phase"] == name] for name in PHASES}
    assert [band["phase"] for band in bands] == PHASES
    for band in bands:
        entries = by_phase[band["phase"]]
        assert int(band["requests"]) == len(entries) == 24
        assert int(band["failed"]) == sum(e["category"] != "ok" for e in entries)
    assert [band["failed"] for band in bands][::3] == ["0", "0"]  # healthy, recovered
    assert bands[1]["failed"] == "24"  # the whole outage

    strips: dict[str, dict[str, Any]] = page.script(
        """return Object.fromEntries([...document.querySelectorAll('#overview .strip-row')]
               .map(row => [row.dataset.category, {total: Number(row.dataset.total),
                  bars: [...row.querySelectorAll('rect.bar')]
                            .map(r => Number(r.dataset.count))}]))"""
    )
    for name in ("ok", "business", "fault", "off_contract", "error"):
        expected = sum(entry["category"] == name for entry in recorded)
        assert strips[name]["total"] == sum(strips[name]["bars"]) == expected, name
    assert strips["fault"]["total"] > 24

    overview = page.script(
        "const r = document.getElementById('overview').getBoundingClientRect();"
        "return [r.top, r.bottom, window.innerHeight, document.documentElement.scrollWidth,"
        " window.innerWidth]"
    )
    top, bottom, height, scroll_width, width = overview
    assert 0 < top < bottom <= height  # seen on opening the session, no scrolling
    assert scroll_width <= width  # the table fits: nothing hidden to the right

    markers: list[list[str]] = page.script(
        """const rows = [...document.querySelectorAll('#timeline tbody tr')];
           return rows.flatMap((row, i) => row.classList.contains('phase-change')
               ? [[row.dataset.phase, rows[i - 1].cells[7].textContent,
                   rows[i + 1].cells[7].textContent]] : [])"""
    )
    # Newest first: each marker sits between the new phase's first row and the old's last.
    assert markers == [
        ["recovered", "recovered", "recovery"],
        ["recovery", "recovery", "outage"],
        ["outage", "outage", "healthy"],
    ]

    colours: dict[str, str] = page.script(
        """const colour = (category) => getComputedStyle(document.querySelector(
               `#timeline tr.cat-${category} td.http-status`)).color;
           return {fault: colour('fault'), ok: colour('ok')}"""
    )
    assert colours == {"fault": "rgb(197, 48, 48)", "ok": "rgb(29, 35, 42)"}

    ids = page.script(ID_BREAKS)
    assert ids
    assert [name for name, lines in ids if lines != 1] == []
    page.script("document.getElementById('upload-panel').open = false; window.scrollTo(0, 0)")
    page.screenshot("incident-overview")


def test_the_marked_lines_of_an_invalid_upload_keep_their_underscores(
    page: ConsolePage, session: str
) -> None:
    """A marked line with ``retry_after`` does not look like one with ``retry after``: the
    underscore is drawn inside its line, not under the next marked line's colour or a mark."""
    page.ensure_logged_in()
    page.open_session(session)
    page.script("document.getElementById('upload-panel').open = true")

    def marked_line_4(key: str) -> bytes:
        broken = (
            "description: x\nseed: 1\nrules:\n"
            f"  - fault: {{kind: reset, {key}: 1}}\n"
            "  - fault: {kind: reset, also_unknown: 1}\n"
        )
        page.script("document.getElementById('yaml-problems').hidden = true")
        page.script("document.getElementById('yaml').value = arguments[0]", broken)
        page.driver.find_element("css selector", "#upload-form button[type=submit]").click()
        page.wait(lambda: page.visible("yaml-problems"), "the scenario's problems")
        marked = page.driver.find_elements("css selector", "#yaml-lines li.bad")
        assert [line.get_attribute("value") for line in marked] == ["4", "5"]
        assert key in marked[0].text
        return marked[0].screenshot_as_png

    underscore, space = marked_line_4("retry_after"), marked_line_4("retry after")
    assert underscore != space, "the underscore of line 4 is not drawn"


def test_no_scenario_is_preselected_when_none_is_active(page: ConsolePage, session: str) -> None:
    """A session without a scenario shows "choose a scenario", not the first name (which
    would read as active); after No scenario it does again."""
    page.ensure_logged_in()
    page.open_session(session)
    select = page.element("scenario-select")
    assert select.get_attribute("value") == ""
    assert (
        page.script(
            "const s = document.getElementById('scenario-select');"
            "return s.options[s.selectedIndex].textContent"
        )
        == "choose a scenario"
    )
    page.driver.find_element("css selector", "#activate-form button[type=submit]").click()
    assert page.text("summary-scenario") in ("", "none")
    page.activate("total-outage")
    assert select.get_attribute("value") == "total-outage"
    page.click("deactivate")
    page.wait(lambda: page.text("summary-scenario") == "none", "no scenario")
    assert select.get_attribute("value") == ""
