"""Proxy mode (``billing-sim serve --upstream URL``): the real billing API behind the edge.

* :mod:`~simulator.upstream.forward`: :class:`Upstream`, the endpoint of every contract
  operation in proxy mode (httpx, pooled, one deadline per exchange, the contract's 502/503/504
  problems when the upstream fails);
* :mod:`~simulator.upstream.headers`: what crosses a proxy (RFC 9110's hop-by-hop rules);
* :mod:`~simulator.upstream.hook`: :class:`ProxyHook`, the scenario engine's hook plus the
  contract checks and the recording;
* :mod:`~simulator.upstream.checks`: the checker seam (the toolkit supplies verify's checks);
* :mod:`~simulator.upstream.har`: ``--record``, HAR 1.2 with personal data redacted.

Everything else (the edge, sessions, scenarios and their faults, journal, control plane,
console) is the simulator's own, unchanged: a fault's ``route`` is simply the upstream.
"""

from billing_sim.simulator.upstream.checks import LiveExchange, ResponseChecker, Violation
from billing_sim.simulator.upstream.forward import Upstream, UpstreamSettings
from billing_sim.simulator.upstream.har import HarRecorder
from billing_sim.simulator.upstream.hook import ProxyHook

__all__ = [
    "HarRecorder",
    "LiveExchange",
    "ProxyHook",
    "ResponseChecker",
    "Upstream",
    "UpstreamSettings",
    "Violation",
]
