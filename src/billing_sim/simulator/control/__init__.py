"""The control plane: ``/_sim/*``, outside the billing contract, described by ``control.yaml``.

* :mod:`~simulator.control.plane`: routing, auth and answers (the edge's ``ControlPlane``);
* one module per resource: :mod:`~simulator.control.scenarios` (list, read, activate),
  :mod:`~simulator.control.journal`, :mod:`~simulator.control.personas`,
  :mod:`~simulator.control.reset`;
* :mod:`~simulator.control.operation`: what every operation takes and gives back.
"""

from billing_sim.simulator.control.plane import (
    CONTROL_DOCUMENT,
    PERSONAS_PATH,
    SimulatorControl,
    control_document,
)

__all__ = ["CONTROL_DOCUMENT", "PERSONAS_PATH", "SimulatorControl", "control_document"]
