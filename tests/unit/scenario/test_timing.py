"""Each timing mode fires on exactly the requests it describes."""

from __future__ import annotations

import pytest

from tests.unit.scenario.helpers import decisions, fired, request, with_rules

TWENTY = [request()] * 20


@pytest.mark.parametrize(
    ("timing", "expected"),
    [
        ("{}", list(range(1, 21))),
        ("{nth: 3}", [3]),
        ("{first: 4}", [1, 2, 3, 4]),
        ("{every: 5}", [5, 10, 15, 20]),
        ("{after: 17}", [18, 19, 20]),
        ("{after: 10, for: 3}", [11, 12, 13]),
        ("{first: 9, every: 3}", [3, 6, 9]),
        ("{after: 10, every: 4}", [12, 16, 20]),
        ("{after: 2, for: 6, every: 2}", [4, 6, 8]),
        ("{probability: 1}", list(range(1, 21))),
        ("{probability: 0}", []),
    ],
)
def test_count_windows(timing: str, expected: list[int]) -> None:
    """nth, first, every, after and after+for select by the rule's request ordinal."""
    scenario = with_rules(_rule(timing))
    assert fired(scenario, TWENTY) == expected


def _rule(timing: str) -> str:
    extra = timing.strip("{}")
    extra = f"{extra}\n" if extra else ""
    lines = "- match: {operation: getCustomer}\n  fault: {kind: reset}\n"
    return lines + "".join(f"  {item.strip()}\n" for item in extra.split(",") if item.strip())


def test_ordinal_counts_requests_even_when_an_earlier_rule_fired() -> None:
    """A rule's count includes requests another rule answered: nth: 3 is the 3rd match."""
    scenario = with_rules(
        """\
        - {first: 2, fault: {kind: close}}
        - {nth: 3, fault: {kind: reset}}
        """
    )
    kinds = [d.kind if d else None for d in decisions(scenario, [request()] * 4)]
    assert kinds == ["close", "close", "reset", None]


def test_ordinals_count_only_requests_the_rule_matches() -> None:
    """Interleaved requests of other operations do not advance a rule's count."""
    scenario = with_rules("- {match: {operation: getCustomer}, nth: 2, fault: {kind: reset}}\n")
    sequence = [request(), request("listPlans"), request("listPlans"), request(), request()]
    assert fired(scenario, sequence) == [4]


def test_first_match_wins_and_falls_through_when_timing_fails() -> None:
    """A rule whose window does not hold lets the next matching rule decide."""
    scenario = with_rules(
        """\
        - {match: {operation: getCustomer}, every: 2, fault: {kind: reset}}
        - {fault: {kind: http_error, status: 503}}
        """
    )
    kinds = [d.kind if d else None for d in decisions(scenario, [request()] * 4)]
    assert kinds == ["http_error", "reset", "http_error", "reset"]


@pytest.mark.parametrize(
    ("window", "at", "fires"),
    [
        ("from: 10", 9.99, False),
        ("from: 10", 10, True),
        ("until: 10", 9.99, True),
        ("until: 10", 10, False),
        ("from: 5\n  until: 6", 5.5, True),
        ("from: 5\n  until: 6", 6.5, False),
    ],
)
def test_time_windows_relative_to_activation(window: str, at: float, fires: bool) -> None:
    """from is inclusive, until exclusive, both in seconds since activation."""
    scenario = with_rules(f"- fault: {{kind: reset}}\n  {window}\n")
    assert bool(fired(scenario, [request()], elapsed_s=at)) is fires


def test_sessions_count_separately() -> None:
    """Another session's requests do not move this session's ordinals."""
    scenario = with_rules("- {nth: 2, fault: {kind: reset}}\n")
    sequence = [
        request(session="a"),
        request(session="b"),
        request(session="b"),
        request(session="a"),
    ]
    assert fired(scenario, sequence) == [3, 4]
