"""The simulator's edge: pure ASGI middleware for auth, limits, validation and the fault hook."""

from billing_sim.simulator.edge.context import DEFAULT_SESSION, RequestContext, context_of
from billing_sim.simulator.edge.hooks import (
    ConnectionFault,
    ControlPlane,
    FaultHook,
    FaultPlan,
    NoFaults,
    ResponseSummary,
    Route,
)
from billing_sim.simulator.edge.middleware import EdgeMiddleware
from billing_sim.simulator.edge.respond import send_problem
from billing_sim.simulator.edge.routing import RouteTable

__all__ = [
    "DEFAULT_SESSION",
    "ConnectionFault",
    "ControlPlane",
    "EdgeMiddleware",
    "FaultHook",
    "FaultPlan",
    "NoFaults",
    "RequestContext",
    "ResponseSummary",
    "Route",
    "RouteTable",
    "context_of",
    "send_problem",
]
