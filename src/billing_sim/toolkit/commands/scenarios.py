"""``billing-sim scenarios``: ``check`` files, ``list`` the shipped ones, ``explain`` a dry run."""

from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.error
import urllib.request
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import quote

from billing_sim.openapi.operations import OPERATIONS
from billing_sim.simulator.data import Dataset
from billing_sim.simulator.scenario import (
    DryRun,
    Scenario,
    ScenarioError,
    ScenarioRequest,
    load_scenario,
    shipped_scenarios,
)
from billing_sim.simulator.scenario.faults import describe_outcome
from billing_sim.simulator.scenario.own_data import own_data_issues
from billing_sim.simulator.scenario.preview import NEWCOMER_CUSTOMER, first_seen
from billing_sim.simulator.scenario.reach import scenario_reach, tools_calling
from billing_sim.simulator.scenario.world import KnownCustomers
from billing_sim.simulator.settings import DEV_API_KEY, SimulatorSettings

TOKEN_VARIABLE = "BILLING_TOKEN"

_CHECK_HELP = """\
Validate scenario files against the schema and the contract. FILE may be a path, a directory
(every *.yaml in it) or the name of a shipped scenario; without FILE, every shipped scenario.
Prints OK per valid file, then per rule which BillingTools methods it can affect (a warning
when none can), and one 'file:line: field: message' line per problem. A customer id
must be one of the data's customers: --seed and --customers as given to serve (its defaults
otherwise), or those of a running simulator (--base-url). A rule that needs the simulator's
own data (a customer rule on an operation whose customer is read from the simulator's ids or
customers) is noted under its file: `serve --upstream` refuses it. With --upstream the file is
checked for proxy mode: such rules are problems, and customer ids are the real API's (not
checked against any data).
Exit status: 0 when every file is valid, 1 otherwise, 2 on a usage error.
"""
_EXPLAIN_HELP = """\
Dry-run a scenario: what would N consecutive requests of one operation get? Nothing is started;
the engine runs on in-memory counters exactly as the simulator would for one session. Then which
BillingTools methods call the operation, and which each rule can affect.
"""


def register(subparsers: Any) -> None:
    """Add ``scenarios`` (``check``, ``list``, ``explain``) to the ``billing-sim`` parser."""
    scenarios = subparsers.add_parser("scenarios", help="check, list and dry-run outage scenarios")
    actions = scenarios.add_subparsers(dest="scenarios_command", required=True, metavar="ACTION")
    check = actions.add_parser(
        "check",
        help="validate scenario files",
        description=_CHECK_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    check.add_argument("files", metavar="FILE", nargs="*", help="files, directories or names")
    _world_options(check)
    check.add_argument(
        "--upstream",
        action="store_true",
        help="check for proxy mode (serve --upstream): rules that need the simulator's own "
        "data are problems, not notes; customer ids are not checked against any data",
    )
    check.set_defaults(handler=run_check)
    listing = actions.add_parser(
        "list",
        help="list the shipped scenarios",
        description="List the shipped scenarios: each one's summary, then what a newcomer sees "
        "first (a bot's calls, one a second: how many answer normally before the first fault).",
    )
    listing.set_defaults(handler=run_list)
    explain = actions.add_parser("explain", help="dry-run a scenario", description=_EXPLAIN_HELP)
    explain.add_argument("scenario", metavar="SCENARIO", help="a file or a shipped name")
    explain.add_argument("--operation", required=True, help="operationId of the requests")
    explain.add_argument("--requests", type=int, default=10, help="how many (default 10)")
    explain.add_argument("--at", type=float, default=0.0, help="seconds after activation")
    explain.add_argument("--interval", type=float, default=0.0, help="seconds between requests")
    explain.add_argument(
        "--seed", type=int, default=None, help="an activation's seed instead of the file's"
    )
    explain.add_argument(
        "--session", default="default", help="X-Sim-Session (a label: outcomes do not depend on it)"
    )
    explain.add_argument(
        "--param", action="append", default=[], metavar="NAME=VALUE", help="a path parameter"
    )
    explain.add_argument(
        "--header", action="append", default=[], metavar="NAME=VALUE", help="a request header"
    )
    explain.add_argument(
        "--customer",
        action="append",
        default=[],
        metavar="CUSTOMER_ID",
        help="a customer the requests are about (for match: customer; default: --param "
        "customer_id)",
    )
    explain.set_defaults(handler=run_explain)


def _world_options(parser: argparse.ArgumentParser) -> None:
    """``--seed``/``--customers`` (serve's defaults) or ``--base-url``: the customers the
    scenario will meet."""
    defaults = SimulatorSettings()
    parser.add_argument(
        "--seed",
        dest="data_seed",
        type=int,
        default=defaults.seed,
        metavar="N",
        help=f"the simulator's --seed (default {defaults.seed})",
    )
    parser.add_argument(
        "--customers",
        type=int,
        default=defaults.customers,
        metavar="N",
        help=f"the simulator's --customers (default {defaults.customers}): a rule's customer "
        "id must be one of them",
    )
    parser.add_argument(
        "--base-url",
        default=None,
        metavar="URL",
        help="a running simulator instead: its customers are looked up there (one request per "
        f"id; the API key in {TOKEN_VARIABLE}, default {DEV_API_KEY})",
    )


def _world(args: argparse.Namespace) -> KnownCustomers:
    """The customers of a running simulator (``--base-url``), else of the data a simulator
    started with ``--seed``/``--customers`` generates (lazily: free until an id is looked at)."""
    if args.base_url:
        token = os.environ.get(TOKEN_VARIABLE) or DEV_API_KEY
        return KnownCustomers(
            ServedCustomers(args.base_url, token), f"the simulator at {args.base_url}"
        )
    settings = replace(SimulatorSettings(), seed=args.data_seed, customers=args.customers)
    return KnownCustomers.of_data(
        Dataset(settings.seed, settings.customers, settings.business_date)
    )


class ServedCustomers:
    """A running simulator's customers, asked over HTTP: ``GET /v1/customers/{id}`` (200 or
    404) and ``GET /_sim/personas`` (served to any API key). Each id is asked once."""

    def __init__(self, base_url: str, api_key: str) -> None:
        self._base_url = base_url.rstrip("/")
        self._headers = {"Authorization": f"Bearer {api_key}", "Accept": "application/json"}
        self._known: dict[str, bool] = {}

    def owner(self, object_id: str) -> str | None:
        """``object_id`` if the simulator has that customer, else ``None``."""
        if object_id not in self._known:
            status, _ = self._get(f"/v1/customers/{quote(object_id, safe='')}")
            self._known[object_id] = status == 200
        return object_id if self._known[object_id] else None

    def personas(self) -> list[SimpleNamespace]:
        """The simulator's personas (key and customer id)."""
        _, body = self._get("/_sim/personas")
        return [SimpleNamespace(**persona) for persona in json.loads(body)["personas"]]

    def _get(self, path: str) -> tuple[int, bytes]:
        request = urllib.request.Request(self._base_url + path, headers=self._headers)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return int(response.status), bytes(response.read())
        except urllib.error.HTTPError as error:
            if error.code == 404 and path.startswith("/v1/customers/"):
                return 404, b""
            raise CheckAborted(f"{self._base_url}{path} answered {error.code}") from None
        except (urllib.error.URLError, OSError) as error:
            reason = getattr(error, "reason", error)
            raise CheckAborted(f"cannot reach {self._base_url}: {reason}") from None


class CheckAborted(Exception):
    """The running simulator to check against cannot be asked."""


def run_check(args: argparse.Namespace) -> int:
    """Check each file; 1 if any is invalid, 2 if an argument names nothing."""
    try:
        paths = _expand(args.files) if args.files else _shipped_paths()
        # In proxy mode the customers are the real API's: no data to check ids against.
        world = None if args.upstream else _world(args)
    except ValueError as error:
        print(f"billing-sim scenarios check: {error}", file=sys.stderr)
        return 2
    failed = 0
    for path in paths:
        try:
            scenario = load_scenario(path, world=world)
            own_data = own_data_issues(scenario, path.read_text(encoding="utf-8-sig"))
            if own_data and args.upstream:
                raise ScenarioError(own_data)
        except CheckAborted as error:
            print(f"billing-sim scenarios check: {error}", file=sys.stderr)
            return 2
        except ScenarioError as error:
            failed += 1
            print(error)
        else:
            print(f"OK {path}")
            print("".join(f"  {line}\n" for line in scenario_reach(scenario)), end="")
            for issue in own_data:
                print(f"  note: simulator only: {issue}")
    if failed:
        print(f"{failed} of {len(paths)} scenario file(s) invalid", file=sys.stderr)
    return 1 if failed else 0


def run_list(args: argparse.Namespace) -> int:
    """Print each shipped scenario's name and summary; 1 if any does not load."""
    shipped = shipped_scenarios()
    width = max((len(name) for name in shipped), default=0)
    status = 0
    for name, path in shipped.items():
        try:
            scenario = load_scenario(path)
        except ScenarioError:
            print(f"{name:<{width}}  INVALID: run billing-sim scenarios check {name}")
            status = 1
            continue
        print(f"{name:<{width}}  {scenario.summary}")
        print(f"{'':<{width}}  first seen: {first_seen(scenario)}")
    return status


def run_explain(args: argparse.Namespace) -> int:
    """Print the decision for each of ``--requests`` requests; 1 if the scenario is invalid."""
    try:
        path = _expand([args.scenario])[0]
        params, headers = _pairs(args.param, "--param"), _pairs(args.header, "--header")
        if args.operation not in OPERATIONS:
            raise ValueError(f"unknown operation {args.operation!r} ({', '.join(OPERATIONS)})")
        if args.requests < 1 or args.requests > 100_000 or args.interval < 0:
            raise ValueError("--requests must be 1..100000 and --interval not negative")
        if args.seed is not None and not 0 <= args.seed < 2**63:
            raise ValueError("--seed must be from 0 to 2**63-1")
    except ValueError as error:
        print(f"billing-sim scenarios explain: {error}", file=sys.stderr)
        return 2
    try:
        scenario = load_scenario(path)
    except ScenarioError as error:
        print(error)
        return 1
    print(_explain(scenario, args, params, {k.lower(): v for k, v in headers.items()}))
    return 0


def _explain(
    scenario: Scenario, args: argparse.Namespace, params: dict[str, str], headers: dict[str, str]
) -> str:
    run = DryRun(scenario, args.seed)
    customers = tuple(args.customer) or tuple(v for k, v in params.items() if k == "customer_id")
    request = ScenarioRequest(args.session, args.operation, params, headers, customers)
    seed = scenario.seed if args.seed is None else args.seed
    lines = [f"{scenario.name} (seed {seed}), {args.operation}, session {args.session}"]
    for number in range(1, args.requests + 1):
        elapsed = args.at + (number - 1) * args.interval
        decision, phase = run.step(request, elapsed)
        where = f"{number:>5}  t={elapsed:<8g}" + (f" [{phase}]" if phase else "")
        if decision is None:
            lines.append(f"{where}  normal response")
        else:
            rule = decision.rule
            label = rule.label if rule.spec.name is None else f"{rule.label} {rule.spec.name!r}"
            what = describe_outcome(decision.outcome)
            lines.append(f"{where}  {what}  <- {label} #{decision.ordinal}")
    callers = tools_calling([args.operation])
    called = f"called by {', '.join(callers)}" if callers else "called by no BillingTools method"
    lines.append(f"{args.operation} is {called}; the rules can affect:")
    lines += [f"  {line}" for line in scenario_reach(scenario)] or ["  (no rules)"]
    lines.append(f"A bot's calls (its tools in turn, about {NEWCOMER_CUSTOMER}, one a second):")
    lines.append(f"  first seen: {first_seen(scenario, args.seed)}")
    return "\n".join(lines)


def _shipped_paths() -> list[Path]:
    return [_relative(path) for path in shipped_scenarios().values()]


def _relative(path: Path) -> Path:
    """``path`` relative to the working directory when it is below it (shorter messages)."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


def _expand(arguments: list[str]) -> list[Path]:
    shipped = shipped_scenarios()
    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            paths += sorted(path.glob("*.yaml"))
        elif path.exists() or "/" in argument or argument.endswith((".yaml", ".yml")):
            paths.append(path)
        elif argument in shipped:
            paths.append(_relative(shipped[argument]))
        else:
            names = ", ".join(shipped)
            raise ValueError(f"{argument!r} is neither a file nor a shipped scenario ({names})")
    return paths


def _pairs(items: list[str], option: str) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise ValueError(f"{option} takes NAME=VALUE, got {item!r}")
        pairs[name] = value
    return pairs
