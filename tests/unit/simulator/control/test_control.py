"""The control plane: off without a token, auth, its document, and each operation's answers."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import httpx
import jsonschema_rs
import pytest
from openapi_spec_validator import validate

from billing_sim.openapi.models import Problem
from billing_sim.simulator.control import SimulatorControl, control_document
from billing_sim.simulator.scenario import shipped_scenarios
from billing_sim.simulator.store import (
    InMemoryStore,
    JournalRecord,
    JournalSlice,
    StoreUnavailable,
)
from billing_sim.simulator.testing import SimulatorTransport
from tests.unit.scenario.runtime import (
    ADMIN,
    BASE_URL,
    CONTROL_SETTINGS,
    TOKEN,
    activate,
    api,
    control,
    make_sim,
    rules_yaml,
)
from tests.unit.simulator.support import (
    AUTH,
    SETTINGS,
    WORKED_EXAMPLE,
    dataset,
    make_app,
    payment_body,
    run,
)

DOCUMENT = control_document()
ADMIN_PATHS = ["/_sim/scenarios", "/_sim/scenario", "/_sim/journal", "/_sim/openapi.json"]


def conforms(schema_name: str, body: Any) -> None:
    """``body`` satisfies the control document's schema ``schema_name``."""
    schema = {"$ref": f"#/components/schemas/{schema_name}", "components": DOCUMENT["components"]}
    jsonschema_rs.Draft202012Validator(schema).validate(body)


def call(app: Any, method: str, path: str, **kwargs: Any) -> httpx.Response:
    async def send() -> httpx.Response:
        transport = SimulatorTransport(app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL) as http:
            return await http.request(method, path, **kwargs)

    return run(send())


def test_document_is_valid_openapi_and_lists_exactly_the_served_operations() -> None:
    """control.yaml validates as OpenAPI 3.1 and its paths/methods are the handler's routes."""
    validate(DOCUMENT)
    control_plane = SimulatorControl(
        store=make_sim().app.state.store,
        library=make_sim().app.state.library,
        data=dataset(),
        api_keys=("k",),
        admin_token=TOKEN,
    )
    served = {(m, p) for p, methods in control_plane.routes.items() for m in methods}
    documented = {(m.upper(), p) for p, item in DOCUMENT["paths"].items() for m in item}
    assert served == documented


@pytest.mark.parametrize("path", [*ADMIN_PATHS, "/_sim/reset", "/_sim", "/_sim/unknown"])
def test_without_an_admin_token_the_control_plane_is_404(path: str) -> None:
    """Off by default: every /_sim path but personas is route_not_found, token or not."""
    response = call(make_app(SETTINGS), "GET", path, headers=ADMIN)
    assert response.status_code == 404
    assert Problem.model_validate_json(response.content).code == "route_not_found"


def test_personas_are_always_served_to_api_key_holders() -> None:
    """GET /_sim/personas: 200 with the API key even with the control plane off, 401 without."""
    app = make_app(SETTINGS)
    served = call(app, "GET", "/_sim/personas", headers=AUTH)
    refused = call(app, "GET", "/_sim/personas")
    assert served.status_code == 200
    conforms("PersonaList", served.json())
    keys = {persona["key"]: persona["customer_id"] for persona in served.json()["personas"]}
    assert keys["worked_example"] == WORKED_EXAMPLE
    assert refused.status_code == 401


@pytest.mark.parametrize(
    ("authorization", "status"),
    [
        (None, 401),
        ("Bearer wrong-token-wrong-token", 401),
        ("Bearer sim_dev_key", 401),
        (f"Bearer {TOKEN}", 200),
    ],
)
def test_admin_operations_need_the_admin_token(authorization: str | None, status: int) -> None:
    """Missing, wrong or API-key tokens are 401 with a challenge; the admin token is 200."""
    headers = {"Authorization": authorization} if authorization else {}
    response = call(make_sim().app, "GET", "/_sim/scenario", headers=headers)
    assert response.status_code == status
    if status == 401:
        assert response.headers["www-authenticate"] == 'Bearer realm="billing-sim-control"'
        assert Problem.model_validate_json(response.content).code == "unauthenticated"


def test_tokens_are_never_logged_nor_shown(caplog: pytest.LogCaptureFixture) -> None:
    """A refused or accepted token appears in no log line and not in the settings' repr."""
    app = make_sim().app
    with caplog.at_level(logging.DEBUG):
        call(app, "GET", "/_sim/scenario", headers={"Authorization": "Bearer guess-guess-guess"})
        call(app, "PUT", "/_sim/scenario", headers=ADMIN, json={"name": "healthy"})
    assert "guess-guess-guess" not in caplog.text
    assert TOKEN not in caplog.text
    assert TOKEN not in repr(CONTROL_SETTINGS)
    assert "sim_dev_key" not in repr(CONTROL_SETTINGS)


def test_document_is_served_without_a_token_when_the_plane_is_on() -> None:
    """/_sim/openapi.json is control.yaml as JSON."""
    response = call(make_sim().app, "GET", "/_sim/openapi.json")
    assert response.status_code == 200
    assert response.json() == DOCUMENT


def test_unsupported_method_is_405_with_allow() -> None:
    """A known path with another method: 405 and the methods it has."""
    response = call(make_sim().app, "POST", "/_sim/scenario", headers=ADMIN)
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, PUT, DELETE"


def test_listing_names_every_shipped_scenario_and_the_active_one() -> None:
    """GET /_sim/scenarios lists the shipped files and what the session runs."""
    app = make_sim().app

    async def listing() -> dict[str, Any]:
        async with control(app, "qa") as admin:
            await admin.put("/_sim/scenario", json={"name": "total-outage"})
            body: dict[str, Any] = (await admin.get("/_sim/scenarios")).json()
            return body

    body = run(listing())
    conforms("ScenarioList", body)
    assert [s["name"] for s in body["scenarios"]] == list(shipped_scenarios())
    assert body["active"] == "total-outage"


def test_activation_by_name_reports_the_state_and_restarts_the_timeline() -> None:
    """PUT {name}: the state names the scenario; a second PUT is a new activation."""
    sim = make_sim()

    async def activate_twice() -> tuple[dict[str, Any], dict[str, Any]]:
        async with control(sim.app, "qa") as admin:
            first = (await admin.put("/_sim/scenario", json={"name": "flapping-5xx"})).json()
            sim.clock.advance(5)
            read = (await admin.get("/_sim/scenario")).json()
            second = (await admin.put("/_sim/scenario", json={"name": "flapping-5xx"})).json()
            return {**read, "first": first["activation"]}, second

    read, second = run(activate_twice())
    conforms("ScenarioState", second)
    assert (read["scenario"], read["elapsed_s"], read["default"]) == ("flapping-5xx", 5.0, False)
    assert second["activation"] != read["first"]
    assert second["elapsed_s"] == 0.0


@pytest.mark.parametrize(
    ("body", "pointer", "message"),
    [
        ({"name": "nope"}, "/name", "unknown scenario 'nope'"),
        ({"name": "Bad Name"}, "/name", None),
        ({"yaml": "x", "extra": 1}, "", None),
        ({}, "", None),
    ],
)
def test_bad_activation_bodies_are_422_with_pointers(
    body: dict[str, Any], pointer: str, message: str | None
) -> None:
    """Unknown names, bad names, unknown keys and empty bodies: validation_failed."""
    response = call(make_sim().app, "PUT", "/_sim/scenario", headers=ADMIN, json=body)
    assert response.status_code == 422
    problem = Problem.model_validate_json(response.content)
    assert problem.errors
    assert problem.errors[0].pointer == pointer
    if message:
        assert message in problem.errors[0].detail


def test_invalid_yaml_is_422_with_the_exact_lines_scenarios_check_prints() -> None:
    """The problem's detail and errors are `<yaml>:LINE: field: message` lines."""
    yaml = (
        "description: x\nseed: 1\nrules:\n"
        "  - match: {operation: getCustomr}\n    fault: {kind: reset}\n"
    )
    response = call(make_sim().app, "PUT", "/_sim/scenario", headers=ADMIN, json={"yaml": yaml})
    problem = Problem.model_validate_json(response.content)
    expected = (
        "<yaml>:4: rules[0].match.operation: unknown operation 'getCustomr'; "
        "did you mean 'getCustomer'?"
    )
    assert response.status_code == 422
    assert problem.detail == expected
    assert [e.detail for e in problem.errors or []] == [expected]


@pytest.mark.parametrize(
    ("content", "headers", "status"),
    [
        (b"{not json", {"Content-Type": "application/json"}, 400),
        (b'{"name": "healthy"}', {"Content-Type": "text/plain"}, 415),
        (b"x" * (300 * 1024), {"Content-Type": "application/json"}, 413),
    ],
)
def test_unreadable_bodies_are_refused(
    content: bytes, headers: dict[str, str], status: int
) -> None:
    """Not JSON: 400; not declared as JSON: 415; over 256 KiB: 413."""
    response = call(
        make_sim().app, "PUT", "/_sim/scenario", headers={**ADMIN, **headers}, content=content
    )
    assert response.status_code == status


def test_bad_session_header_is_400() -> None:
    """X-Sim-Session follows the same rule as on the billing API."""
    response = call(
        make_sim().app, "GET", "/_sim/scenario", headers={**ADMIN, "X-Sim-Session": "no spaces"}
    )
    assert response.status_code == 400


def test_deactivate_turns_a_default_scenario_off_for_that_session_only() -> None:
    """DELETE: the session is healthy even though the instance starts sessions in an outage."""
    sim = make_sim(replace(CONTROL_SETTINGS, scenario="total-outage"))
    customer = f"/v1/customers/{WORKED_EXAMPLE}"

    async def statuses() -> tuple[int, int, dict[str, Any]]:
        async with control(sim.app, "calm") as admin:
            assert (await admin.delete("/_sim/scenario")).status_code == 204
            state = (await admin.get("/_sim/scenario")).json()
        async with api(sim.app, "calm") as calm, api(sim.app, "stormy") as stormy:
            return (
                (await calm.get(customer)).status_code,
                (await stormy.get(customer)).status_code,
                state,
            )

    calm, stormy, state = run(statuses())
    assert (calm, stormy) == (200, 503)
    assert (state["scenario"], state["default"]) == (None, False)


def test_untouched_session_reports_the_instance_default() -> None:
    """A session that never chose shows the default scenario, not yet activated."""
    sim = make_sim(replace(CONTROL_SETTINGS, scenario="total-outage"))
    response = call(sim.app, "GET", "/_sim/scenario", headers={**ADMIN, "X-Sim-Session": "new"})
    state = response.json()
    conforms("ScenarioState", state)
    assert (state["scenario"], state["default"], state["activation"]) == (
        "total-outage",
        True,
        None,
    )


def test_reset_forgets_the_sessions_payments_and_keys_and_nothing_stale_is_served() -> None:
    """POST /_sim/reset: payments and keys go; a new payment afterwards is what is listed."""
    sim = make_sim()
    payments = f"/v1/customers/{WORKED_EXAMPLE}/payments?limit=100"

    async def scenario() -> tuple[int, int, int, list[int]]:
        async with api(sim.app, "qa") as http, control(sim.app, "qa") as admin:
            generated = len((await http.get(payments)).json()["data"])
            key = {"Idempotency-Key": "k-1"}
            await http.post("/v1/payments", json=payment_body(amount=1111), headers=key)
            assert (await admin.post("/_sim/reset")).status_code == 204
            after_reset = len((await http.get(payments)).json()["data"])
            again = await http.post("/v1/payments", json=payment_body(amount=2222), headers=key)
            listed = (await http.get(payments)).json()["data"]
            amounts = [p["amount"]["amount_minor"] for p in listed[:1]]
            return generated, after_reset, again.status_code, amounts

    generated, after_reset, status, amounts = run(scenario())
    assert after_reset == generated
    assert status == 201  # the key is free again: not a replay, not a mismatch
    assert amounts == [2222]


def test_journal_filters_by_operation_status_rule_and_fault_and_limits() -> None:
    """GET /_sim/journal?operation=&status=&rule=&fault=&limit= selects entries, newest kept."""
    sim = make_sim()
    yaml = rules_yaml(
        """
        - name: every other
          match: {operation: getCustomer}
          every: 2
          fault: {kind: http_error, status: 503}
        """
    )

    async def scenario() -> dict[str, Any]:
        await activate(sim.app, yaml, "qa")
        async with api(sim.app, "qa") as http:
            for _ in range(4):
                await http.get(f"/v1/customers/{WORKED_EXAMPLE}")
            await http.get("/v1/plans")
        async with control(sim.app, "qa") as admin:
            queries = {
                "all": {},
                "getCustomer": {"operation": "getCustomer"},
                "503": {"status": "503"},
                "rule": {"rule": "every other"},
                "fault": {"fault": "http_error"},
                "last": {"limit": "1"},
            }
            results = {}
            for label, params in queries.items():
                body = (await admin.get("/_sim/journal", params=params)).json()
                conforms("Journal", body)
                results[label] = body["entries"]
            return results

    results = run(scenario())
    assert len(results["all"]) == 5
    assert len(results["getCustomer"]) == 4
    assert [e["ordinal"] for e in results["503"]] == [2, 4]
    assert results["rule"] == results["503"] == results["fault"]
    assert [e["operation_id"] for e in results["last"]] == ["listPlans"]


@pytest.mark.parametrize(
    ("query", "param", "allowed"),
    [
        ("operation=getCustomr", "operation", "did you mean 'getCustomer'?"),
        ("fault=after-commit", "fault", "did you mean 'after_commit'? (allowed: latency, hang,"),
        ("operation_id=getCustomer", "operation_id", "(allowed: operation, status, rule, fault,"),
        ("rule=nope", "rule", "no rule is active or journaled"),
        ("status=600", "status", "from 0 to 599"),
        ("status=x", "status", "from 0 to 599"),
        ("limit=0", "limit", "from 1 to 1000000"),
        ("status=503&status=500", "status", "more than once"),
    ],
)
def test_bad_journal_filters_are_422_naming_what_is_allowed(
    query: str, param: str, allowed: str
) -> None:
    """Unknown parameters, unknown values, bad numbers and repeats: validation_failed, never
    a silently empty (or silently unfiltered) journal."""
    response = call(make_sim().app, "GET", f"/_sim/journal?{query}", headers=ADMIN)
    assert response.status_code == 422
    problem = Problem.model_validate_json(response.content)
    assert (problem.code, problem.param) == ("validation_failed", param)
    [issue] = problem.errors or []
    assert (issue.location.value, issue.pointer) == ("query", f"/{param}")
    assert allowed in issue.detail
    assert allowed in problem.detail


def test_journal_filter_problems_are_reported_together() -> None:
    """Every bad filter of one request is an entry of the same problem."""
    query = "fault=after-commit&operation=nope&colour=red"
    response = call(make_sim().app, "GET", f"/_sim/journal?{query}", headers=ADMIN)
    problem = Problem.model_validate_json(response.content)
    assert sorted(e.pointer for e in problem.errors or []) == ["/colour", "/fault", "/operation"]


def test_a_rule_filter_accepts_the_active_scenarios_rules_and_journaled_ones() -> None:
    """rule= names a rule of the active scenario (fired or not) or one in the journal."""
    sim = make_sim()
    old = rules_yaml("- {name: old rule, fault: {kind: http_error, status: 503}}")
    new = rules_yaml("- {name: new rule, nth: 99, fault: {kind: http_error, status: 503}}")

    async def scenario() -> list[int]:
        await activate(sim.app, old, "qa")
        async with api(sim.app, "qa") as http:
            await http.get("/v1/plans")
        await activate(sim.app, new, "qa")
        async with control(sim.app, "qa") as admin:
            return [
                (await admin.get("/_sim/journal", params={"rule": rule})).status_code
                for rule in ("old rule", "new rule", "rules[0]", "no such rule")
            ]

    assert run(scenario()) == [200, 200, 422, 422]


def test_cors_is_off() -> None:
    """No Access-Control-* headers, even for a preflight from a browser origin."""
    response = call(
        make_sim().app,
        "OPTIONS",
        f"/v1/customers/{WORKED_EXAMPLE}",
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "GET"},
    )
    assert not any(name.startswith("access-control-") for name in response.headers)


def test_the_documented_fault_filter_values_are_the_fault_kinds() -> None:
    """control.yaml's enum for fault= is exactly the scenario model's kinds."""
    from billing_sim.simulator.scenario.faults import FAULT_KINDS

    [fault] = [
        p
        for p in DOCUMENT["paths"]["/_sim/journal"]["get"]["parameters"]
        if p.get("name") == "fault"
    ]
    assert fault["schema"]["enum"] == list(FAULT_KINDS)


class _UnreachableJournalStore(InMemoryStore):
    """A store whose journal cannot be read, as when Redis is down."""

    async def journal(self, session: str) -> list[JournalRecord]:
        raise StoreUnavailable.now()

    async def journal_after(self, session: str, after: int) -> JournalSlice:
        raise StoreUnavailable.now()


def test_a_store_that_does_not_answer_is_a_503_whose_detail_is_in_english() -> None:
    """The control plane answers in English, also when the store behind it is down."""
    app = make_sim(store=_UnreachableJournalStore(monotonic=lambda: 0.0)).app
    response = call(app, "GET", "/_sim/journal", headers=ADMIN)
    problem = Problem.model_validate_json(response.content)
    assert (response.status_code, problem.code) == (503, "billing_backend_unavailable")
    assert problem.detail == "The simulator's store is not answering. Please try again in 1 second."


def test_an_upload_naming_a_customer_the_data_does_not_have_is_422_with_the_nearest_persona() -> (
    None
):
    """A one-character typo in a customer id would silently turn the outage off: refused."""
    yaml = (
        "description: x\nseed: 1\nrules:\n"
        "  - match: {customer: cus_7k2m9q4x1y}\n    fault: {kind: reset}\n"
    )
    response = call(make_sim().app, "PUT", "/_sim/scenario", headers=ADMIN, json={"yaml": yaml})
    problem = Problem.model_validate_json(response.content)
    assert response.status_code == 422
    assert problem.detail.startswith(
        "<yaml>:4: rules[0].match.customer: no customer has id 'cus_7k2m9q4x1y' in this data"
    )
    assert problem.detail.endswith("the nearest persona is 'cus_7k2m9q4x1z' (worked_example)")
