"""``billing-bot``: ask the reference bot one question against a running billing API.

::

    $ billing-bot ask "¿por qué subió mi factura?" --phone +584141234567
    $ billing-bot ask "cuánto debo" --account 1000000016 --json

The API key is ``--api-key``, else the ``BILLING_API_KEY`` environment variable, else the
simulator's development key. ``--at`` is when the message arrives (support hours, the 24-hour
window) and ``--today`` the business date; both default to the wall clock in Caracas, read
here and nowhere else in the bot. Exit status: 0 when the bot replied (answer, question or
escalation), 2 for bad usage (``argparse``'s convention).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from datetime import date, datetime
from typing import TextIO

from billing_sim.bot.compute import CARACAS
from billing_sim.bot.drafting import Drafter
from billing_sim.bot.knowledge import Retriever
from billing_sim.bot.llm_drafter import LLMDrafter, LLMSettings
from billing_sim.bot.pipeline import Bot
from billing_sim.bot.replies import Inbound, Reply
from billing_sim.client import BillingTools

DEFAULT_BASE_URL = "http://127.0.0.1:8000"
DEV_API_KEY = "sim_dev_key"
"""The simulator's documented development key (``billing_sim.simulator.settings.DEV_API_KEY``); the
bot
may not import the simulator, so it is repeated here."""

ToolsFactory = Callable[[str, str], BillingTools]
"""Builds the tools from a base URL and an API key (the test seam)."""
WallClock = Callable[[], datetime]
"""Reads the current moment, timezone-aware (the test seam for the defaults)."""


def wall_clock() -> datetime:
    """Now, in Caracas: the bot's only read of the wall clock."""
    return datetime.now(CARACAS)


def _business_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None


def _moment(text: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"not a date and time (YYYY-MM-DDTHH:MM[±HH:MM]): {text!r}"
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=CARACAS)


def build_parser() -> argparse.ArgumentParser:
    """The command line: one subcommand, ``ask``."""
    parser = argparse.ArgumentParser(
        prog="billing-bot", description="The reference billing bot, one message at a time."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    ask = commands.add_parser("ask", help="send one customer message and print the reply")
    ask.add_argument("message", help="what the customer writes")
    ask.add_argument("--phone", help="the sender's phone (+58...)")
    ask.add_argument("--account", help="an account number the channel already knows")
    ask.add_argument("--base-url", default=DEFAULT_BASE_URL, help="billing API root")
    ask.add_argument("--api-key", help="bearer key (default: $BILLING_API_KEY, else dev key)")
    ask.add_argument(
        "--today",
        type=_business_date,
        help="business date YYYY-MM-DD (default: the date of --at in Caracas)",
    )
    ask.add_argument(
        "--at",
        type=_moment,
        help="when the message arrives, YYYY-MM-DDTHH:MM (Caracas time unless an offset is "
        "given; default: now)",
    )
    ask.add_argument("--button", help="the id of the reply button the customer tapped")
    ask.add_argument("--json", action="store_true", help="print the reply as JSON")
    ask.add_argument(
        "--drafter",
        choices=("template", "llm"),
        default=None,
        help="who words the reply: the es-VE templates (default; no network) or a language "
        "model behind the verifier (an OpenAI-compatible endpoint: $BILLING_BOT_LLM_BASE_URL, "
        "$BILLING_BOT_LLM_MODEL, $BILLING_BOT_LLM_API_KEY; default from $BILLING_BOT_DRAFTER)",
    )
    return parser


def render(reply: Reply) -> str:
    """The human-readable form: the reply, then escalation and trace lines."""
    lines = [reply.text, ""]
    lines += [f"[button {button.id}] {button.title}" for button in reply.buttons]
    if reply.citations:
        lines.append(f"[cites] {', '.join(reply.citations)}")
    if reply.escalation is not None:
        lines.append(f"[escalation {reply.escalation.reason}] {reply.escalation.agent_summary}")
    trace = reply.trace
    verdict = f", retrieval {trace.retrieval.verdict}" if trace.retrieval else ""
    calls = ", ".join(
        f"{c.capability} {'ok' if c.ok else c.failure_kind} {c.elapsed * 1000:.0f} ms"
        for c in trace.calls
    )
    lines.append(
        f"[{reply.kind} / {reply.outcome}] route {trace.route} ({trace.rule}), source "
        f"{trace.source}{verdict}; "
        f"calls: {calls or 'none'}; {trace.latency * 1000:.0f} ms"
    )
    return "\n".join(lines)


def _default_tools(base_url: str, api_key: str) -> BillingTools:
    return BillingTools(base_url, api_key)


def main(
    argv: Sequence[str] | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    tools_factory: ToolsFactory = _default_tools,
    out: TextIO | None = None,
    clock: WallClock = wall_clock,
    retriever: Retriever | None = None,
) -> int:
    """Run ``billing-bot``.

    Args:
        argv: Arguments without the program name (``sys.argv[1:]`` by default).
        environ: Environment for ``BILLING_API_KEY`` (``os.environ`` by default).
        tools_factory: Builds the tools (tests pass one over an in-process simulator).
        out: Where to print (``sys.stdout`` by default).
        clock: Reads the current moment for ``--at`` and ``--today``'s defaults.
        retriever: Answers document questions (the shipped one, built when needed, by
            default).

    Returns:
        The exit status.
    """
    args = build_parser().parse_args(argv)
    environ = os.environ if environ is None else environ
    out = out or sys.stdout
    api_key = args.api_key or environ.get("BILLING_API_KEY") or DEV_API_KEY
    at: datetime = args.at or clock()
    today = args.today or at.astimezone(CARACAS).date()
    choice = args.drafter or environ.get("BILLING_BOT_DRAFTER") or "template"
    drafter: Drafter | None = None
    if choice == "llm":
        try:
            drafter = LLMDrafter(LLMSettings.from_env(environ))
        except ValueError as error:
            print(f"billing-bot: {error}", file=sys.stderr)
            return 2
    elif choice != "template":
        print(f"billing-bot: BILLING_BOT_DRAFTER is 'template' or 'llm', not {choice!r}",
              file=sys.stderr)  # fmt: skip
        return 2
    tools = tools_factory(args.base_url, api_key)
    inbound = Inbound(args.message, args.phone, args.account, at, chosen_section=args.button)
    try:
        reply = Bot(tools, today=today, retriever=retriever, drafter=drafter).reply(inbound)
    finally:
        tools.close()
    if args.json:
        json.dump(reply.to_dict(), out, ensure_ascii=False, indent=2)
        out.write("\n")
    else:
        out.write(render(reply) + "\n")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
