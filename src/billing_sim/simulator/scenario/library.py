"""Where running scenarios come from: shipped names, files, uploaded YAML; compiled once each.

The store keeps a session's scenario as its name and YAML text, so that every instance sharing
a store can play it; :class:`ScenarioLibrary` turns that text back into a compiled
:class:`~simulator.scenario.compiled.Scenario`, parsing each distinct text only once.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from billing_sim.simulator.scenario.compiled import Scenario
from billing_sim.simulator.scenario.errors import FILE_FIELD, ScenarioError, ScenarioIssue
from billing_sim.simulator.scenario.loader import (
    SCENARIO_SUFFIX,
    load_scenario,
    parse_scenario,
    shipped_scenarios,
)
from billing_sim.simulator.scenario.own_data import refuse_own_data
from billing_sim.simulator.scenario.world import KnownCustomers

CACHE_SIZE = 64
"""Compiled scenarios kept; sessions mostly share a handful of scenarios."""

UPLOAD_SOURCE = "<yaml>"
"""What error messages call YAML uploaded through the control plane."""


@dataclass(frozen=True, slots=True)
class ScenarioSource:
    """A checked scenario and the text it was compiled from (what the store keeps)."""

    name: str
    text: str
    scenario: Scenario


class ScenarioLibrary:
    """Resolves scenario names and files, and caches compiled scenarios by their text.

    Args:
        shipped: Shipped scenario files by name (``scenarios/*.yaml`` by default).
        world: The data the scenarios play against: an upload or a file naming a customer
            it does not have is refused.
        upstream: Proxy mode: refuse, with a clear message, a scenario with a rule that
            needs the simulator's own data (:mod:`~simulator.scenario.own_data`), wherever
            it comes from (``serve --scenario``, an upload, a shipped name).
    """

    def __init__(
        self,
        shipped: dict[str, Path] | None = None,
        *,
        world: KnownCustomers | None = None,
        upstream: bool = False,
    ) -> None:
        self._upstream = upstream
        self._shipped = shipped_scenarios() if shipped is None else dict(shipped)
        self._world = world
        self._compiled: OrderedDict[tuple[str, str], Scenario] = OrderedDict()
        self._listing: list[tuple[str, str]] | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """The shipped scenarios' names, sorted."""
        return tuple(sorted(self._shipped))

    def listing(self) -> list[tuple[str, str]]:
        """``(name, summary)`` of every shipped scenario (read once)."""
        if self._listing is None:
            self._listing = [(name, self.shipped(name).scenario.summary) for name in self.names]
        return self._listing

    def shipped(self, name: str) -> ScenarioSource:
        """The shipped scenario ``name``.

        Raises:
            KeyError: if no shipped scenario has that name.
            ScenarioError: if its file is invalid.
        """
        return self._load(self._shipped[name], name)

    def resolve(self, reference: str) -> ScenarioSource:
        """A shipped name or a file path (what ``serve --scenario`` takes).

        Raises:
            ScenarioError: if the file is invalid, or the reference names nothing.
        """
        if reference in self._shipped:
            return self.shipped(reference)
        path = Path(reference)
        if path.suffix in (SCENARIO_SUFFIX, ".yml") or path.exists() or "/" in reference:
            return self._load(path, path.stem)
        known = ", ".join(self.names)
        message = f"{reference!r} is neither a scenario file nor a shipped scenario ({known})"
        raise ScenarioError([ScenarioIssue(reference, 1, FILE_FIELD, message)])

    def upload(self, text: str, *, name: str) -> ScenarioSource:
        """Check YAML sent through the control plane; errors are reported as ``<yaml>:LINE``.

        Raises:
            ScenarioError: listing every problem, with its line and field.
        """
        scenario = parse_scenario(text, name=name, source=UPLOAD_SOURCE, world=self._world)
        if self._upstream:
            refuse_own_data(scenario, text)
        self._put((name, text), scenario)
        return ScenarioSource(name, text, scenario)

    def scenario(self, name: str, text: str) -> Scenario:
        """The scenario stored as ``name`` and ``text`` (already checked when it was activated).

        Raises:
            ScenarioError: if ``text`` is not a valid scenario (a store written by another
                version of the simulator).
        """
        # Keyed by the text itself: a str caches its hash, so the store's (unchanging) text
        # object costs one dict lookup per request, not a hash of up to 64 KiB.
        key = (name, text)
        scenario = self._compiled.get(key)
        if scenario is None:
            scenario = parse_scenario(text, name=name, source=f"{name}{SCENARIO_SUFFIX}")
            self._put(key, scenario)
        else:
            self._compiled.move_to_end(key)
        return scenario

    def _load(self, path: Path, name: str) -> ScenarioSource:
        scenario = load_scenario(path, world=self._world)
        text = path.read_text(encoding="utf-8-sig")
        if self._upstream:
            refuse_own_data(scenario, text)
        self._put((name, text), scenario)
        return ScenarioSource(name, text, scenario)

    def _put(self, key: tuple[str, str], scenario: Scenario) -> None:
        self._compiled[key] = scenario
        self._compiled.move_to_end(key)
        while len(self._compiled) > CACHE_SIZE:
            self._compiled.popitem(last=False)
