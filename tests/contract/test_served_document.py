"""The simulator serves the contract file itself."""

from __future__ import annotations

from fastapi.testclient import TestClient

from billing_sim.openapi import load_contract
from billing_sim.simulator.app import create_app


def test_served_openapi_is_the_contract_file() -> None:
    """/openapi.json is billing.yaml, not a document FastAPI derived from the routes."""
    with TestClient(create_app()) as http:
        response = http.get("/openapi.json")
    assert response.status_code == 200
    assert response.json() == load_contract()


def test_interactive_docs_are_served() -> None:
    """/docs renders Swagger UI over the contract."""
    with TestClient(create_app()) as http:
        response = http.get("/docs")
    assert response.status_code == 200
    assert "/openapi.json" in response.text
