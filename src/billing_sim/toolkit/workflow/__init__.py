"""What verify and drift both drive: the contract bound to one implementation, and the walk.

:mod:`.project` binds ``billing_sim/openapi/billing.yaml`` and ``schemathesis.toml`` to an
implementation (:class:`Target`); :mod:`.links` evaluates the contract's links; :mod:`.walk` is
the deterministic workflow along them from a test customer, recorded in a :mod:`.trace` by a
:mod:`.caller`, with the :mod:`.probes` (their values in :mod:`.probe_values`) and what it reads
from the contract besides its links (:mod:`.contract`); :mod:`.start` runs it against one
implementation, refusing with a :class:`SetupError` when it cannot start.
"""

from billing_sim.toolkit.workflow.project import DEFAULT_CONFIG_PATH, SetupError, Target
from billing_sim.toolkit.workflow.start import EXAMPLE_ACCOUNT_NUMBER, Progress

__all__ = ["DEFAULT_CONFIG_PATH", "EXAMPLE_ACCOUNT_NUMBER", "Progress", "SetupError", "Target"]
