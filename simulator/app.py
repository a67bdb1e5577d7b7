"""The application factory: wiring only, no import-time state."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from openapi import load_contract
from simulator.settings import SimulatorSettings


def create_app(settings: SimulatorSettings | None = None) -> FastAPI:
    """Build a simulator app serving ``openapi/billing.yaml`` at ``/openapi.json``."""
    settings = settings or SimulatorSettings()
    contract = load_contract()
    app = FastAPI(
        title=contract["info"]["title"],
        version=contract["info"]["version"],
        openapi_url="/openapi.json",
        docs_url="/docs",
        redoc_url=None,
        root_path_in_servers=False,
    )

    def serve_contract() -> dict[str, Any]:
        return contract

    # FastAPI regenerates its own document unless `openapi` itself is replaced.
    app.openapi = serve_contract  # type: ignore[method-assign]
    app.state.settings = settings
    return app
