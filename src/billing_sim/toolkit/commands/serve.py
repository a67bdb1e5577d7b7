"""``billing-sim serve``: run the simulator on uvicorn, optionally with an outage scenario.

``serve --upstream URL`` is proxy mode (an option of ``serve`` rather than a command of its
own: everything but the routes is the simulator's, the same options, sessions, scenarios,
journal, control plane and console): every ``/v1`` request goes to the real implementation at
URL, its answer is judged by verify's per-response checks (``--no-checks`` turns them off)
and, with ``--record FILE``, kept as HAR. See docs/staging.md.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import socket
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from importlib.metadata import version
from pathlib import Path
from typing import Any, NamedTuple

from billing_sim.simulator.settings import DEV_API_KEY, SimulatorSettings
from billing_sim.simulator.upstream.forward import DEFAULT_TIMEOUT_S, UpstreamSettings

PERSONAS_SHOWN = 6
MAX_WORKERS = 64
SCALING_DOC = "docs/scaling.md"


def register(subparsers: Any) -> None:
    """Add ``serve`` to the ``billing-sim`` parser."""
    serve = subparsers.add_parser(
        "serve",
        help="start the simulator",
        description="Start the billing API simulator. Options override BILLING_SIM_* variables.",
    )
    serve.add_argument("--host", help="interface to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port; 0 picks a free one (default 8000)")
    serve.add_argument("--seed", type=int, help="data seed (default 42)")
    serve.add_argument("--customers", type=int, help="number of generated customers (1000)")
    serve.add_argument(
        "--api-key",
        action="append",
        help="accepted bearer key, repeatable (env BILLING_SIM_API_KEYS, comma-separated; "
        f"default {DEV_API_KEY})",
    )
    serve.add_argument(
        "--business-date",
        type=date.fromisoformat,
        help="the simulated today, YYYY-MM-DD (default 2026-11-20)",
    )
    serve.add_argument(
        "--scenario",
        metavar="NAME|FILE",
        help="outage scenario every session starts with, a shipped name or a YAML file "
        "(env BILLING_SIM_SCENARIO; default none)",
    )
    serve.add_argument(
        "--admin-token",
        help="turns the control plane /_sim/* on, requiring this bearer token (at least 16 "
        "characters); prefer env BILLING_SIM_ADMIN_TOKEN, which `ps` does not show",
    )
    serve.add_argument(
        "--no-fault-header",
        dest="fault_header",
        action="store_false",
        default=None,
        help="do not name the scenario rule behind an answer in X-Sim-Fault (mimic the real API)",
    )
    serve.add_argument(
        "--log-pii",
        action="store_true",
        default=None,
        help="keep phone numbers and tax ids unmasked in the journal",
    )
    serve.add_argument(
        "--journal-size",
        type=int,
        metavar="N",
        help="journal entries kept per session (default 10000; 0 turns the journal off)",
    )
    serve.add_argument(
        "--store",
        metavar="memory|URL",
        help="where sessions' state lives: memory (default: this process only) or "
        "redis://HOST:PORT/DB, shared by every worker and replica pointed at it "
        "(env BILLING_SIM_STORE)",
    )
    serve.add_argument(
        "--store-prefix",
        metavar="PREFIX",
        help="what the store's keys start with, so that simulators can share one Redis "
        "(default billing-sim; env BILLING_SIM_STORE_PREFIX)",
    )
    serve.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="worker processes sharing the port, one core each (default 1; env "
        "BILLING_SIM_WORKERS); more than one needs a shared store (--store redis://...)",
    )
    serve.add_argument(
        "--access-log",
        action="store_true",
        help="also log every request on stderr (off by default: the journal records each one, "
        "and the log adds about a sixth to the time of a light request)",
    )
    serve.add_argument(
        "--upstream",
        metavar="URL",
        help="proxy mode: forward every /v1 request to the real billing API at URL (the part "
        "before /v1), playing scenarios on its answers and checking each against the contract "
        "(docs/staging.md)",
    )
    serve.add_argument(
        "--upstream-timeout",
        type=float,
        metavar="SECONDS",
        default=DEFAULT_TIMEOUT_S,
        help=f"proxy mode: deadline of one exchange with the upstream (default "
        f"{DEFAULT_TIMEOUT_S:g}); past it the caller gets 504 upstream_timeout",
    )
    serve.add_argument(
        "--no-checks",
        dest="checks",
        action="store_false",
        help="proxy mode: do not check the upstream's answers against the contract",
    )
    serve.add_argument(
        "--record",
        metavar="FILE",
        help="proxy mode: write the upstream exchanges to FILE as HAR 1.2 when the proxy "
        "stops (credentials, phone numbers and tax ids redacted)",
    )
    serve.set_defaults(handler=run)


@dataclass(frozen=True, slots=True)
class ProxyOptions:
    """Proxy mode's options (``--upstream`` and what goes with it)."""

    upstream: UpstreamSettings
    checks: bool
    record: Path | None


def proxy_from(args: argparse.Namespace, workers: int) -> ProxyOptions | None:
    """Proxy mode's options, or ``None`` without ``--upstream``.

    Raises:
        ValueError: for an unusable URL, timeout or record file, or proxy-only options
            without ``--upstream``.
    """
    upstream_url: str | None = getattr(args, "upstream", None)
    record: str | None = getattr(args, "record", None)
    if upstream_url is None:
        if record is not None:
            raise ValueError("--record needs --upstream (it records the upstream's answers)")
        return None
    settings = UpstreamSettings(upstream_url, timeout_s=args.upstream_timeout)
    path = None
    if record is not None:
        if workers > 1:
            raise ValueError("--record needs one process: each worker would write the file")
        path = Path(record).resolve()
        if not path.parent.is_dir():
            raise ValueError(f"--record: no directory {path.parent}")
    return ProxyOptions(settings, args.checks, path)


def settings_from(args: argparse.Namespace, environ: dict[str, str]) -> SimulatorSettings:
    """The environment's settings, overridden by the command-line options.

    Raises:
        ValueError: when a variable or option is not valid.
    """
    base = SimulatorSettings.from_env(environ)
    return SimulatorSettings(
        host=args.host or base.host,
        port=base.port if args.port is None else args.port,
        seed=base.seed if args.seed is None else args.seed,
        customers=base.customers if args.customers is None else args.customers,
        api_keys=tuple(args.api_key) if args.api_key else base.api_keys,
        business_date=args.business_date or base.business_date,
        admin_token=args.admin_token or base.admin_token,
        scenario=args.scenario or base.scenario,
        fault_header=base.fault_header if args.fault_header is None else args.fault_header,
        log_pii=base.log_pii if args.log_pii is None else args.log_pii,
        journal_max_entries=(
            base.journal_max_entries if args.journal_size is None else args.journal_size
        ),
        store=args.store or base.store,
        store_prefix=args.store_prefix or base.store_prefix,
    )


def workers_from(args: argparse.Namespace, environ: dict[str, str], shared_store: bool) -> int:
    """How many worker processes: ``--workers``, else ``BILLING_SIM_WORKERS``, else one.

    Raises:
        ValueError: outside 1..64, or more than one without a shared store.
    """
    workers: int | None = args.workers
    if workers is None:
        raw = environ.get("BILLING_SIM_WORKERS") or "1"
        try:
            workers = int(raw)
        except ValueError:
            raise ValueError(f"BILLING_SIM_WORKERS={raw!r} is not valid") from None
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"--workers must be between 1 and {MAX_WORKERS}, not {workers}")
    if workers > 1 and not shared_store:
        raise ValueError(
            f"--workers {workers} needs a shared store: with --store memory each worker would "
            "keep its own payments, idempotency keys, scenario counters and journal, and a "
            "client would see them change with the worker that answers. Run Redis and add "
            f"--store redis://127.0.0.1:6379/0 (see {SCALING_DOC})"
        )
    return workers


def world_identity(settings: SimulatorSettings) -> str:
    """What instances sharing a store must agree on: the data they generate."""
    return (
        f"seed {settings.seed}, {settings.customers} customers, "
        f"business date {settings.business_date}"
    )


class StoreRefused(Exception):
    """The shared store cannot be used: unreachable, or it holds another world."""


class JoinedWorld(NamedTuple):
    """What :func:`join_world` found.

    Args:
        epoch: The wall-clock second (``time.time()``) the world's business time started: its
            clock's reading, taken mid-way through the quickest of several round trips on a
            connection already open (:func:`world_epoch`), so that replicas agree to well
            under a millisecond on loopback, even on a loaded machine.
        created: Whether this instance created the world (else it joined another's).
    """

    epoch: float
    created: bool


async def join_world(settings: SimulatorSettings) -> JoinedWorld:
    """Join the store's world (:meth:`billing_sim.simulator.store.Store.join_world`).

    Returns:
        When the world's time started, and whether this instance created it.

    Raises:
        StoreRefused: if the store does not answer or serves other data.
        ValueError: if the client cannot use the store's URL.
    """
    from billing_sim.simulator.store import StoreUnavailable, open_store

    store = open_store(settings.store, prefix=settings.store_prefix, monotonic=time.monotonic)
    where = store_description(settings)
    mine = world_identity(settings)
    try:
        claim = await store.join_world(mine)  # connects; the next round trips are clean ones
        samples = []
        for _ in range(CLOCK_SAMPLES):
            sent = time.time()
            again = await store.join_world(mine)
            samples.append(ClockSample(sent, time.time(), again.elapsed_s, again.store_time_s))
    except StoreUnavailable:
        raise StoreRefused(f"the store {where} does not answer; is Redis running?") from None
    finally:
        await store.aclose()
    if claim.identity != mine:
        raise StoreRefused(
            f"the store {where} holds the world of {claim.identity}; this simulator serves "
            f"{mine}. Serve the same data, or give this one its own --store-prefix."
        )
    return JoinedWorld(world_epoch(samples), claim.created)


CLOCK_SAMPLES = 8
"""Round trips :func:`join_world` times to read the world's clock (a few milliseconds)."""


STORE_TICK_S = 1e-6
"""The store clock's resolution (Redis ``TIME`` tells microseconds): a reading may look this
much earlier than the request that read it."""


class ClockSample(NamedTuple):
    """One reading of the world's clock: this process's wall clock when the request was sent
    and when the answer came, and the world's elapsed seconds the answer told."""

    sent: float
    received: float
    elapsed_s: float
    store_time: float | None = None
    """The store's own clock when it answered (POSIX seconds), if it has one."""


def world_epoch(samples: Sequence[ClockSample]) -> float:
    """The wall-clock second the world's time started.

    When every answer's store clock fell inside its own round trip, the store's clock is this
    process's (the same host, or clocks kept together closer than a round trip): the world
    started at the store's reading less the elapsed time it told, exactly, however slow the
    round trips were. Replicas on one host then tell the very same time, and requests sent one
    after another through different replicas keep their order in the shared journal even on
    a machine so loaded that every round trip takes milliseconds.

    Otherwise the world's elapsed time was read somewhere inside each round trip, so a reading
    is off by at most half of its round trip; as NTP does, keep the quickest.
    """
    told = [
        sample.store_time - sample.elapsed_s
        for sample in samples
        if sample.store_time is not None
        and sample.sent - STORE_TICK_S <= sample.store_time <= sample.received + STORE_TICK_S
    ]
    if told and len(told) == len(samples):
        return told[0]
    quickest = min(samples, key=lambda sample: sample.received - sample.sent)
    return (quickest.sent + quickest.received) / 2 - quickest.elapsed_s


def store_description(settings: SimulatorSettings) -> str:
    """The store as the banner and messages name it: never with its password."""
    if not settings.shared_store:
        return "memory"
    scheme, _, rest = settings.store.partition("://")
    return f"{scheme}://{rest.rpartition('@')[2]} (prefix {settings.store_prefix})"


@dataclass(frozen=True, slots=True)
class ServedApp:
    """Builds the app in each worker process (uvicorn's app factory; it is pickled to them).

    Args:
        settings: The instance settings.
        epoch: The wall-clock second the shared business time started (``time.time()``
            minus the seconds it has run), so that every worker tells the same time.
        mask_access_log: Whether to mask personal data in uvicorn's access log.
        proxy: Proxy mode's options, if any.
    """

    settings: SimulatorSettings
    epoch: float
    mask_access_log: bool
    proxy: ProxyOptions | None = None

    def __call__(self) -> Any:
        """The app, its start-up heap frozen out of the collector's sight."""
        from billing_sim.simulator.app import create_app
        from billing_sim.simulator.clock import SystemClock, paired_readings
        from billing_sim.simulator.data import Dataset

        settings = self.settings
        origin, wall = paired_readings(time.monotonic, time.time)
        clock = SystemClock(settings.business_date, elapsed_s=wall - self.epoch, origin=origin)
        data = Dataset(settings.seed, settings.customers, settings.business_date)
        app = create_app(settings, clock=clock, data=data, **self._proxy_seams(clock.monotonic))
        if self.mask_access_log:
            from billing_sim.simulator.privacy import MaskingAccessFilter

            logging.getLogger("uvicorn.access").addFilter(MaskingAccessFilter())
        freeze_startup_objects()
        return app

    def _proxy_seams(self, monotonic: Any) -> dict[str, Any]:
        """``create_app``'s proxy-mode arguments (none without ``--upstream``)."""
        proxy = self.proxy
        if proxy is None:
            return {}
        from billing_sim.simulator.upstream import HarRecorder, Upstream

        seams: dict[str, Any] = {
            "upstream": Upstream(proxy.upstream, monotonic=monotonic, wall=time.time)
        }
        if proxy.checks:
            from billing_sim.toolkit.verify.live import LiveChecker

            seams["checker"] = LiveChecker()
        if proxy.record is not None:
            creator = ("billing-sim", version("billing-sim"))
            seams["recorder"] = HarRecorder(proxy.record, creator=creator)
        return seams


def run(args: argparse.Namespace) -> int:
    """Start uvicorn with the settings from the environment, overridden by the options."""
    environ = dict(os.environ)
    try:
        settings = settings_from(args, environ)
        workers = workers_from(args, environ, settings.shared_store)
        proxy = proxy_from(args, workers)
    except ValueError as error:
        print(f"billing-sim serve: {error}", file=sys.stderr)
        return 2
    import uvicorn

    from billing_sim.simulator.data import Dataset
    from billing_sim.simulator.scenario import ScenarioError
    from billing_sim.simulator.scenario.library import ScenarioLibrary
    from billing_sim.simulator.scenario.world import KnownCustomers

    try:
        if settings.scenario:
            if proxy is not None:  # the upstream's customers: no data to check ids against
                ScenarioLibrary(upstream=True).resolve(settings.scenario)
            else:
                customers = Dataset(settings.seed, settings.customers, settings.business_date)
                ScenarioLibrary(world=KnownCustomers.of_data(customers)).resolve(settings.scenario)
    except ScenarioError as error:
        print(f"billing-sim serve: cannot use scenario {settings.scenario}:", file=sys.stderr)
        print(error, file=sys.stderr)
        return 1
    try:
        if settings.shared_store:
            epoch, created = asyncio.run(join_world(settings))
        else:
            epoch, created = time.time(), True
    except ValueError as error:  # a Redis URL the client cannot parse
        print(f"billing-sim serve: {error}", file=sys.stderr)
        return 2
    except StoreRefused as error:
        print(f"billing-sim serve: {error}", file=sys.stderr)
        return 1
    served = ServedApp(settings, epoch, args.access_log and not settings.log_pii, proxy)
    try:
        sock = _bind(settings.host, settings.port)
    except OSError as error:
        where = f"{settings.host}:{settings.port}"
        print(f"billing-sim serve: cannot listen on {where}: {error}", file=sys.stderr)
        return 1
    host, port = sock.getsockname()[:2]
    url_host = f"[{host}]" if ":" in host else host
    print(f"Billing simulator: http://{url_host}:{port}/docs", flush=True)
    if proxy is not None:
        for line in _proxy_lines(proxy):
            print(line, flush=True)
    elif DEV_API_KEY in settings.api_keys:
        print(f"Development key: Authorization: Bearer {DEV_API_KEY}", flush=True)
    else:
        print(f"Accepting {len(settings.api_keys)} configured API key(s).", flush=True)
    if proxy is None:
        print(
            f"Data: seed {settings.seed}, {settings.customers} customers, "
            f"business date {settings.business_date}",
            flush=True,
        )
        data = Dataset(settings.seed, settings.customers, settings.business_date)
        for persona in data.personas()[:PERSONAS_SHOWN]:
            print(f"  persona {persona.key}: {persona.customer_id}  {persona.story}", flush=True)
    print(store_line(settings, workers, time.time() - epoch, created=created), flush=True)
    for line in _fault_lines(settings, f"http://{url_host}:{port}"):
        print(line, flush=True)
    # A hanging fault may hold a connection for minutes: shutdown waits at most 5 s for it.
    options: dict[str, Any] = {
        "log_level": "info",
        "access_log": args.access_log,
        "timeout_graceful_shutdown": 5,
    }
    if proxy is not None:  # the upstream's Date and Server pass through, not uvicorn's own
        options.update(server_header=False, date_header=False)
    if workers == 1:
        server = uvicorn.Server(uvicorn.Config(served(), **options))
        server.run(sockets=[sock])
        return 0
    from uvicorn.supervisors import Multiprocess

    # The factory, not an app, crosses to the workers: each builds its own app and store
    # client. The socket is bound once, here, and shared.
    config = uvicorn.Config(served, factory=True, workers=workers, **options)
    Multiprocess(config, sockets=[sock]).run()
    return 0


def _proxy_lines(proxy: ProxyOptions) -> list[str]:
    checks = "on (verify's per-response promises)" if proxy.checks else "off"
    record = f"to {proxy.record} (HAR 1.2, at shutdown)" if proxy.record else "off"
    return [
        f"Proxy mode: /v1 forwarded to {proxy.upstream.base} "
        f"(deadline {proxy.upstream.timeout_s:g} s); it checks the API keys",
        f"Contract checks: {checks}; recording: {record}",
    ]


def store_line(settings: SimulatorSettings, workers: int, elapsed: float, *, created: bool) -> str:
    """The banner's line on the store: shared or not, and whether this instance created the
    world or joined one (told by the store, not by the time: replicas starting at the same
    instant all see a world a few milliseconds old, and only one of them created it)."""
    processes = "1 process" if workers == 1 else f"{workers} worker processes"
    if not settings.shared_store:
        return f"Store: memory, this process only; {processes}"
    if created:
        world = "created a new world"
    else:
        world = f"joined the world another instance created {elapsed:.0f} s ago"
    return f"Store: {store_description(settings)}, shared; {world}; {processes}"


def freeze_startup_objects() -> None:
    """Move everything built so far out of the garbage collector's sight.

    The app, the contract and the imported modules live as long as the process; left in the
    collected generations, every full collection walks all of them again, a pause of tens of
    milliseconds that lands on whichever requests are in flight (the p99 under load).
    """
    gc.collect()
    gc.freeze()


def _fault_lines(settings: SimulatorSettings, base_url: str) -> list[str]:
    """What the start-up banner says about scenarios, the control plane and the journal."""
    scenario = settings.scenario or "none (healthy)"
    lines = [f"Scenario: {scenario}; each X-Sim-Session starts it at its first request"]
    if settings.control_plane:
        lines.append(f"Control plane: {base_url}/_sim/openapi.json (admin token required)")
        lines.append(f"QA console: {base_url}/_sim/console (log in with the admin token)")
    else:
        lines.append("Control plane: off (set BILLING_SIM_ADMIN_TOKEN or --admin-token)")
    header = "on" if settings.fault_header else "off"
    pii = "unmasked" if settings.log_pii else "masked"
    lines.append(
        f"X-Sim-Fault header: {header}; journal: {settings.journal_max_entries} entries per "
        f"session, phone numbers and tax ids {pii}"
    )
    return lines


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock
