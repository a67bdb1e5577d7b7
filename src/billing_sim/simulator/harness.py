"""Test harness: one test's view of a simulator, in-process or over loopback.

What the pytest plugin (:mod:`billing_sim.simulator.pytest_plugin`) hands to tests; usable without
pytest
too. Everything goes through HTTP (the control plane for scenarios and the journal), so an
in-process app and a real server behave the same.
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Mapping
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import httpx
from anyio.from_thread import BlockingPortal, start_blocking_portal

from billing_sim.simulator.clock import wait_until
from billing_sim.simulator.scenario.library import UPLOAD_SOURCE
from billing_sim.simulator.settings import SimulatorSettings
from billing_sim.simulator.store import JournalEntry
from billing_sim.simulator.testing import SyncSimulatorTransport

IN_PROCESS_URL = "http://billing-sim.test"
START_TIMEOUT_S = 30.0
CONTROL_LOCALE = "en"
"""The control plane answers test harnesses in English (its problems are localised)."""
SCENARIO_SUFFIXES = (".yaml", ".yml")


class SimulatorControlError(RuntimeError):
    """The control plane refused a request.

    The message is ``METHOD /path: status detail``, then one line per entry of the problem's
    ``errors`` that the detail does not already say (the unknown scenario and the shipped
    names; for an invalid scenario, its ``file:line: field: message`` lines).

    Attributes:
        status: The HTTP status (``0`` when no request was sent, e.g. a missing file).
        problem: The problem+json body as sent, ``{}`` when there was none.
    """

    def __init__(self, message: str, *, status: int = 0, problem: Mapping[str, Any] | None = None):
        super().__init__(message)
        self.status = status
        self.problem: dict[str, Any] = dict(problem or {})

    @classmethod
    def from_response(
        cls, method: str, path: str, response: httpx.Response
    ) -> SimulatorControlError:
        """The error for a refused control-plane request, with every detail the server gave."""
        try:
            body = response.json() if response.content else {}
        except ValueError:
            body = {}
        problem: dict[str, Any] = body if isinstance(body, dict) else {}
        detail = str(problem.get("detail") or response.reason_phrase)
        lines = [f"{method} {path}: {response.status_code} {detail}"]
        for issue in problem.get("errors") or ():
            if not isinstance(issue, dict) or str(issue.get("detail", "")) in detail:
                continue
            where = " ".join(str(issue[key]) for key in ("location", "pointer") if issue.get(key))
            lines.append(
                f"  {where}: {issue.get('detail')}" if where else f"  {issue.get('detail')}"
            )
        return cls("\n".join(lines), status=response.status_code, problem=problem)


def session_for(test_id: str) -> str:
    """A valid ``X-Sim-Session`` derived from a test id: the same test, the same session."""
    return "pytest:" + hashlib.blake2b(test_id.encode(), digest_size=8).hexdigest()


class BillingSim:
    """One test's session on a simulator: clients, scenario switching and the journal.

    Args:
        base_url: The simulator's URL.
        settings: Its settings (API key and admin token come from them).
        session: The ``X-Sim-Session`` of every request made through this object.
        app: The in-process app, or ``None`` for a real server at ``base_url``.
    """

    def __init__(
        self, *, base_url: str, settings: SimulatorSettings, session: str, app: Any = None
    ) -> None:
        if settings.admin_token is None:
            raise ValueError("BillingSim needs settings with an admin token (the control plane)")
        self.base_url = base_url
        self.session = session
        self.api_key = settings.api_keys[0]
        self._settings = settings
        self._app = app
        self._clients: list[httpx.Client] = []
        # One event loop thread for every sync client of this test: the app runs on one loop.
        self._portal_context: AbstractContextManager[BlockingPortal] | None = None
        self._portal: BlockingPortal | None = None
        self._control = self.client(
            headers={
                "Authorization": f"Bearer {settings.admin_token}",
                "Accept-Language": CONTROL_LOCALE,
            },
            timeout=10.0,
        )

    @classmethod
    def in_process(cls, app: Any, settings: SimulatorSettings, test_id: str) -> BillingSim:
        """A fresh session of ``app`` for the test ``test_id``."""
        sim = cls(base_url=IN_PROCESS_URL, settings=settings, session=session_for(test_id), app=app)
        return sim.fresh()

    @classmethod
    def over_http(cls, base_url: str, settings: SimulatorSettings, test_id: str) -> BillingSim:
        """A fresh session of the server at ``base_url`` for the test ``test_id``."""
        return cls(base_url=base_url, settings=settings, session=session_for(test_id)).fresh()

    @property
    def headers(self) -> dict[str, str]:
        """The API key and the session: what every billing request of this test carries."""
        return {"Authorization": f"Bearer {self.api_key}", "X-Sim-Session": self.session}

    def client(self, **kwargs: Any) -> httpx.Client:
        """An ``httpx.Client`` for this session (closed with the test)."""
        headers = {**self.headers, **kwargs.pop("headers", {})}
        if self._app is not None:
            kwargs.setdefault("transport", SyncSimulatorTransport(self._app, portal=self._loop()))
        http = httpx.Client(base_url=self.base_url, headers=headers, **kwargs)
        self._clients.append(http)
        return http

    def async_client(self, **kwargs: Any) -> httpx.AsyncClient:
        """An ``httpx.AsyncClient`` for this session; use it in ``async with``."""
        from billing_sim.simulator.testing import SimulatorTransport

        headers = {**self.headers, **kwargs.pop("headers", {})}
        if self._app is not None:
            kwargs.setdefault("transport", SimulatorTransport(self._app))
        return httpx.AsyncClient(base_url=self.base_url, headers=headers, **kwargs)

    def fresh(self) -> BillingSim:
        """Start clean: no payments, an empty journal, the instance's default scenario."""
        self._call("POST", "/_sim/reset")
        self._call("DELETE", "/_sim/journal")
        if self._settings.scenario is not None:
            self.activate(self._settings.scenario)
        else:
            self.deactivate()
        return self

    def activate(
        self,
        scenario: str | Path | None = None,
        *,
        yaml: str | None = None,
        seed: int | None = None,
    ) -> dict[str, Any]:
        """Activate a shipped scenario, a scenario file, or YAML text, from now.

        A file (a ``Path``, or a name ending in ``.yaml``/``.yml``) is read here, relative to
        the working directory, and its errors name it: ``path:line: field: message``.
        ``seed`` draws the random outcomes from another seed than the scenario's own.

        Raises:
            SimulatorControlError: with the unknown name and the shipped ones, or the exact
                ``file:line: field: message`` lines (``<yaml>:line`` for ``yaml=`` text).
        """
        body: dict[str, str | int]
        source: str | None = None
        if yaml is not None:
            body = {"yaml": yaml, **({"name": str(scenario)} if scenario else {})}
        elif isinstance(scenario, Path) or (
            scenario is not None and scenario.endswith(SCENARIO_SUFFIXES)
        ):
            path = Path(scenario)
            source = str(path)
            try:
                text = path.read_text(encoding="utf-8-sig")
            except FileNotFoundError:
                raise SimulatorControlError(f"{source}: no such scenario file") from None
            except (OSError, UnicodeDecodeError) as error:
                raise SimulatorControlError(f"{source}: cannot read it ({error})") from None
            body = {"yaml": text, "name": path.stem}
        elif scenario is not None:
            body = {"name": scenario}
        else:
            raise ValueError("give a scenario name, a file or yaml=")
        if seed is not None:
            body["seed"] = seed
        try:
            response = self._call("PUT", "/_sim/scenario", json=body)
        except SimulatorControlError as error:
            if source is None:
                raise
            # The server only saw text: put the file's name where it says `<yaml>`.
            named = _UPLOADED_LINE.sub(lambda _: f"{source}:", str(error))
            raise SimulatorControlError(named, status=error.status, problem=error.problem) from None
        state: dict[str, Any] = response.json()
        return state

    def deactivate(self) -> None:
        """No scenario for this session: every request is answered normally."""
        self._call("DELETE", "/_sim/scenario")

    def reset(self) -> None:
        """Forget this session's payments and idempotency keys."""
        self._call("POST", "/_sim/reset")

    def scenario(self) -> dict[str, Any]:
        """The session's scenario state (``GET /_sim/scenario``)."""
        state: dict[str, Any] = self._call("GET", "/_sim/scenario").json()
        return state

    def journal(self, **filters: str | int) -> list[JournalEntry]:
        """The session's journal, oldest first; filters: ``operation``, ``status``, ``rule``,
        ``fault``, ``limit``."""
        params = {name: str(value) for name, value in filters.items()}
        entries = self._call("GET", "/_sim/journal", params=params).json()["entries"]
        return [JournalEntry(**entry) for entry in entries]

    def close(self) -> None:
        """Close every client this object made."""
        for http in self._clients:
            http.close()
        self._clients.clear()
        if self._portal_context is not None:
            context, self._portal_context, self._portal = self._portal_context, None, None
            context.__exit__(None, None, None)

    def _loop(self) -> BlockingPortal:
        if self._portal is None:
            self._portal_context = start_blocking_portal()
            self._portal = self._portal_context.__enter__()
        return self._portal

    def _call(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        headers = {"X-Sim-Session": self.session}
        response = self._control.request(method, path, headers=headers, **kwargs)
        if response.is_error:
            raise SimulatorControlError.from_response(method, path, response)
        return response


_UPLOADED_LINE = re.compile(re.escape(UPLOAD_SOURCE) + r":(?=\d)")
"""``<yaml>:LINE``, how the control plane names uploaded text in its error lines."""


class LoopbackServer:
    """A simulator app served by uvicorn on 127.0.0.1 and an ephemeral port, in a thread.

    Args:
        app: The app to serve.
        settings: Its settings.
    """

    def __init__(self, app: Any, settings: SimulatorSettings) -> None:
        import uvicorn

        config = uvicorn.Config(
            app,
            host="127.0.0.1",
            port=0,
            log_level="warning",
            # On: an app that opened its store (a Redis URL in the settings) closes it then.
            lifespan="on",
            timeout_graceful_shutdown=1,
        )
        self.settings = settings
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="billing-sim", daemon=True)
        self.base_url = ""

    def start(self) -> None:
        """Start serving; returns once the port is bound.

        Raises:
            RuntimeError: if the server did not start within 30 s.
        """
        self._thread.start()
        server, thread = self._server, self._thread
        wait_until(lambda: server.started or not thread.is_alive(), timeout_s=START_TIMEOUT_S)
        if not server.started:
            raise RuntimeError("the billing simulator did not start")
        port = self._server.servers[0].sockets[0].getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}"

    def stop(self) -> None:
        """Stop serving and wait for the thread (in-flight hangs are cut short)."""
        self._server.should_exit = True
        self._thread.join(timeout=10)
