"""The ``figures`` fixture: what each reliability test measured, shown after the run.

Figures are the test's ``user_properties`` (``--junitxml`` with ``-o junit_family=legacy``
writes them too) and are listed under "reliability figures" at the end of the session by
``tests/conftest.py``.
"""

from __future__ import annotations

import pytest


class Figures:
    """Named measurements of one test (requests tried, faults survived, payments lost...)."""

    def __init__(self, properties: list[tuple[str, object]]) -> None:
        self._properties = properties

    def __setitem__(self, name: str, value: object) -> None:
        self._properties.append((name, value))


@pytest.fixture
def figures(request: pytest.FixtureRequest) -> Figures:
    """Where the test records its figures."""
    return Figures(request.node.user_properties)
