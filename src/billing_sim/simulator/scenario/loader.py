"""Load scenario files: YAML -> shape (pydantic) -> contract check -> :class:`Scenario`.

Every failure, from a missing file to an undeclared status, is a :class:`ScenarioError` whose
issues read ``scenarios/flapping-5xx.yaml:7: rules[0].fault.status: ...``.
"""

from __future__ import annotations

import re
from pathlib import Path

from billing_sim.simulator.scenario.check import check_scenario
from billing_sim.simulator.scenario.compiled import Scenario, compile_scenario
from billing_sim.simulator.scenario.errors import FILE_FIELD, ScenarioError, ScenarioIssue
from billing_sim.simulator.scenario.validation import validate_document
from billing_sim.simulator.scenario.world import KnownCustomers, check_customers
from billing_sim.simulator.scenario.yaml_source import MAX_BYTES, read_yaml

SCENARIO_SUFFIX = ".yaml"
NAME_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
"""Scenario names (file stems): what QA types after ``--scenario`` and in the control plane."""


def scenarios_dir() -> Path:
    """The ``scenarios/`` directory shipped with the simulator (the one place that knows where).

    A wheel carries a copy at ``billing_sim/simulator/_scenarios`` (hatch ``force-include``); a
    checkout or
    an editable install reads the repository's ``scenarios/``, the files QA edits.
    """
    packaged = Path(__file__).resolve().parents[1] / "_scenarios"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[4] / "scenarios"


def shipped_scenarios() -> dict[str, Path]:
    """Every shipped scenario file by name, sorted by name."""
    files = sorted(scenarios_dir().glob(f"*{SCENARIO_SUFFIX}"))
    return {path.stem: path for path in files}


def load_scenario(path: Path, *, world: KnownCustomers | None = None) -> Scenario:
    """Read, validate and check the scenario file at ``path``; its name is the file stem.

    With ``world`` (the data that will play it), a customer id none of its customers has is
    an error too.

    Raises:
        ScenarioError: if the file cannot be read or is not a valid scenario.
    """
    source = str(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _file_error(source, f"cannot read the file: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise _file_error(source, f"over the {MAX_BYTES}-byte limit for a scenario file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _file_error(source, f"not UTF-8 text (byte {exc.start + 1})") from None
    return parse_scenario(text, name=path.stem, source=source, world=world)


def parse_scenario(
    text: str, *, name: str, source: str = "<string>", world: KnownCustomers | None = None
) -> Scenario:
    """Validate and check scenario YAML given as text.

    Args:
        text: The YAML document.
        name: The scenario's name (a file stem: lower-case letters, digits, ``-``, ``_``).
        source: What error messages call the text, usually its file path.
        world: The data that will play it, to check customer ids against (optional).

    Raises:
        ScenarioError: listing every problem found, each with its line and field.
    """
    if not NAME_PATTERN.fullmatch(name):
        message = f"{name!r} is not a valid scenario name: use lower-case letters, digits, - and _"
        raise _file_error(source, message)
    document = read_yaml(text, source=source)
    found = [] if world is None else check_customers(document.data, world)
    unknown = [document.issue(*finding) for finding in found]
    try:
        spec = validate_document(document)
    except ScenarioError as error:
        raise ScenarioError([*error.issues, *unknown]) from None
    issues = [document.issue(*finding) for finding in check_scenario(spec)] + unknown
    if issues:
        raise ScenarioError(issues)
    return compile_scenario(spec, name=name, source=source)


def _file_error(source: str, message: str) -> ScenarioError:
    return ScenarioError([ScenarioIssue(source, 1, FILE_FIELD, message)])
