"""Test doubles shared across test packages (the deliberately broken billing API)."""
