"""Scenarios played on live requests: the scenario engine behind the edge's fault hook.

* :mod:`~simulator.playback.hook`: :class:`ScenarioHook`, deciding per request and journaling;
* :mod:`~simulator.playback.wire`: outcomes applied to the request in flight (ASGI), with
  :mod:`~simulator.playback.connection` (the socket) and
  :mod:`~simulator.playback.error_answers` (the answers a rule sends instead);
* :mod:`~simulator.playback.journal`: the record each request leaves;
* :mod:`~simulator.playback.subject`: whom a request is about (``match: {customer: ...}``).

What a fault does is decided in :mod:`billing_sim.simulator.scenario`, which knows nothing of HTTP.
"""

from billing_sim.simulator.playback.hook import ScenarioHook

__all__ = ["ScenarioHook"]
