"""``GET /_sim/personas``: the fixed customers with known stories, for QA to write tests with."""

from __future__ import annotations

from dataclasses import asdict

from billing_sim.simulator.control.operation import ControlReply, ControlRequest
from billing_sim.simulator.data.api import BillingData


class PersonaViews:
    """Reads the personas from the data seam.

    Args:
        data: The generated data.
    """

    def __init__(self, data: BillingData) -> None:
        self._data = data

    async def personas(self, request: ControlRequest) -> ControlReply:
        """``GET /_sim/personas``."""
        personas = [asdict(persona) for persona in self._data.personas()]
        for persona in personas:
            persona["expected_reasons"] = list(persona["expected_reasons"])
        return ControlReply({"personas": personas})
