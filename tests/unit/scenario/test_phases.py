"""Timelines: time phases, request-count phases, what follows the last phase."""

from __future__ import annotations

from billing_sim.simulator.scenario import (
    CountVerdict,
    DryRun,
    count_verdict,
    locate_phase,
    phase_counter_key,
    rule_counter_key,
)
from tests.unit.scenario.helpers import parse, request

OUTAGE_THEN_RECOVERY = """\
description: test
seed: 1
phases:
  - {name: healthy, duration: 30}
  - name: outage
    duration: 60
    rules:
      - fault: {kind: http_error, status: 503}
  - name: degraded
    requests: 4
    rules:
      - every: 2
        fault: {kind: http_error, status: 502}
  - name: recovered
"""


def _kind(run: DryRun, at: float, session: str = "default") -> str | None:
    decision = run.handle(request(session=session), at)
    return None if decision is None else f"{decision.phase.name}:{decision.kind}"


def test_time_phases_follow_each_other() -> None:
    """healthy until 30 s, outage until 90 s, with the boundary belonging to the next phase."""
    run = DryRun(parse(OUTAGE_THEN_RECOVERY))
    assert [_kind(run, t) for t in (0, 29.999, 30, 89.999)] == [
        None,
        None,
        "outage:http_error",
        "outage:http_error",
    ]


def test_request_phase_ends_with_its_last_request_then_the_next_phase_runs() -> None:
    """degraded covers exactly 4 requests (every 2nd fails), then recovered is healthy."""
    run = DryRun(parse(OUTAGE_THEN_RECOVERY))
    outcomes = [_kind(run, 90 + n) for n in range(6)]
    assert outcomes == [None, "degraded:http_error", None, "degraded:http_error", None, None]
    assert run.phase_of("default", 100) == "recovered"


def test_request_phase_counts_every_operation() -> None:
    """Requests of any operation count toward a request-count phase's length."""
    scenario = parse(
        "description: t\nseed: 1\nphases:\n"
        "  - {name: burst, requests: 2, rules: [{fault: {kind: reset}}]}\n"
    )
    run = DryRun(scenario)
    first, second, third = (
        run.handle(request(op), 0) for op in ("listPlans", "getPlan", "getPlan")
    )
    assert (first is not None, second is not None, third) == (True, True, None)


def test_after_the_last_bounded_phase_the_session_is_healthy() -> None:
    """A timeline whose last phase ends leaves the session healthy."""
    scenario = parse(
        "description: t\nseed: 1\nphases:\n"
        "  - {name: down, duration: 5, rules: [{fault: {kind: reset}}]}\n"
    )
    run = DryRun(scenario)
    assert (_kind(run, 4.9), _kind(run, 5), _kind(run, 1e6)) == ("down:reset", None, None)


def test_open_ended_last_phase_lasts_forever() -> None:
    """A last phase without duration or requests never ends."""
    scenario = parse(
        "description: t\nseed: 1\nphases:\n"
        "  - {name: calm, duration: 1}\n"
        "  - {name: down, rules: [{fault: {kind: reset}}]}\n"
    )
    assert _kind(DryRun(scenario), 1e9) == "down:reset"


def test_time_phase_after_a_request_phase_starts_when_it_filled() -> None:
    """The next phase's clock starts at the time of the request that ended the previous one."""
    scenario = parse(
        "description: t\nseed: 1\nphases:\n"
        "  - {name: burst, requests: 2, rules: [{fault: {kind: close}}]}\n"
        "  - {name: down, duration: 10, rules: [{fault: {kind: reset}}]}\n"
    )
    run = DryRun(scenario)
    assert [_kind(run, t) for t in (100, 107, 108, 116.9, 117)] == [
        "burst:close",
        "burst:close",
        "down:reset",
        "down:reset",
        None,
    ]


def test_rule_counts_and_time_windows_restart_in_each_phase() -> None:
    """nth: 1 fires in both phases; from/until count from the phase's start."""
    scenario = parse(
        "description: t\nseed: 1\nphases:\n"
        "  - {name: one, duration: 100, rules: [{nth: 1, fault: {kind: close}}]}\n"
        "  - name: two\n"
        "    rules: [{nth: 1, fault: {kind: reset}}, {from: 5, until: 6, fault: {kind: hang}}]\n"
    )
    run = DryRun(scenario)
    kinds = [_kind(run, t) for t in (0, 1, 100, 101, 105.5, 106)]
    assert kinds == ["one:close", None, "two:reset", None, "two:hang", None]


def test_sessions_have_their_own_timeline_counts() -> None:
    """One session filling a request phase does not end it for another session."""
    run = DryRun(parse(OUTAGE_THEN_RECOVERY))
    for _ in range(4):
        run.handle(request(session="a"), 95)
    assert run.phase_of("a", 95) == "recovered"
    assert run.phase_of("b", 95) == "degraded"


def test_late_request_that_overflows_a_request_phase_moves_on() -> None:
    """A request counted after the phase filled joins the next phase, even with an earlier clock."""
    scenario = parse(
        "description: t\nseed: 1\nphases:\n"
        "  - {name: burst, requests: 2, rules: [{fault: {kind: close}}]}\n"
        "  - {name: down, duration: 10, rules: [{fault: {kind: reset}}]}\n"
    )
    run = DryRun(scenario)
    assert [_kind(run, t) for t in (5, 6, 4)] == ["burst:close", "burst:close", "down:reset"]


def test_locate_phase_is_a_function_of_elapsed_time_and_recorded_ends() -> None:
    """Without a recorded end a request phase goes on; with one, the timeline resumes there."""
    scenario = parse(OUTAGE_THEN_RECOVERY)
    cursor = locate_phase(scenario, 500, {})
    assert cursor is not None
    assert (cursor.phase.name, cursor.started_at) == ("degraded", 90)
    cursor = locate_phase(scenario, 500, {2: 120.5})
    assert cursor is not None
    assert (cursor.phase.name, cursor.started_at) == ("recovered", 120.5)
    assert phase_counter_key(locate_phase(scenario, 10, {})) is None
    assert phase_counter_key(locate_phase(scenario, 95, {})) == "phase:2"
    assert rule_counter_key(cursor, 0) == "rule:3:0"


def test_count_verdict() -> None:
    """Below the limit inside, at it last, beyond it over."""
    scenario = parse(OUTAGE_THEN_RECOVERY)
    cursor = locate_phase(scenario, 95, {})
    assert cursor is not None
    verdicts = [count_verdict(cursor, n) for n in (1, 3, 4, 5)]
    assert verdicts == [
        CountVerdict.INSIDE,
        CountVerdict.INSIDE,
        CountVerdict.LAST,
        CountVerdict.OVER,
    ]


def test_rules_scenario_is_one_open_phase() -> None:
    """A scenario written with rules behaves as a single phase that never ends."""
    scenario = parse("description: t\nseed: 1\nrules: [{fault: {kind: reset}}]\n")
    (phase,) = scenario.phases
    assert (phase.name, phase.duration_s, phase.requests) == (None, None, None)
    assert phase.rules[0].label == "rules[0]"
