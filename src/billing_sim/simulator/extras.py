"""What a bare ``pip install billing-sim`` lacks, and the one message that says so.

The base install is the client (httpx and pydantic). The simulator, the ``billing-sim``
command and the pytest plugin's fixtures need the ``sim`` extra; a bot developer's test suite
needs the ``testing`` extra (the ``sim`` extra plus pytest). This module imports nothing but
the standard library, so the command line and the plugin can use it before anything fails.
"""

from __future__ import annotations

SIM_EXTRA_MODULES = frozenset(
    {
        "fastapi",
        "starlette",
        "uvicorn",
        "yaml",
        "faker",
        "stdnum",
        "schemathesis",
        "hypothesis",
        "requests",
        "jsonschema_rs",
        "greenery",
        "redis",
        "hiredis",
    }
)
"""Top-level modules of the ``sim`` extra's distributions (and of what they bring that the
simulator imports directly); a test checks the list against the package's metadata."""

INSTALL_HINT = (
    "install billing-sim[sim]: pip install 'billing-sim[sim]' "
    "(or 'billing-sim[testing]' for a test suite: the pytest plugin and pytest)"
)


def missing_extra(error: ImportError) -> str | None:
    """What to tell the user if ``error`` means the ``sim`` extra is not installed, else ``None``.

    ``the simulator's dependencies are not installed (no module named 'yaml'); install ...``
    """
    module = (error.name or "").partition(".")[0]
    if not isinstance(error, ModuleNotFoundError) or module not in SIM_EXTRA_MODULES:
        return None
    return (
        f"the simulator's dependencies are not installed (no module named {module!r}); "
        f"{INSTALL_HINT}"
    )
