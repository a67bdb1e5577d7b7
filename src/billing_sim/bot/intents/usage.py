"""Usage: data used this month, or in a month named, against the plan's allowance ("cuántos
gigas llevo", "¿cuánto gasté en octubre?")."""

from __future__ import annotations

from typing import Any

from billing_sim.bot._format import month_of
from billing_sim.bot._template import Said, greeting
from billing_sim.bot.claims import Fact, FactKind
from billing_sim.bot.compute import usage_facts
from billing_sim.bot.evidence import computed
from billing_sim.bot.fact_sheet import usage_sheet
from billing_sim.bot.facts import NotFoundFacts, UsageFacts
from billing_sim.bot.intents.base import Intent, Request
from billing_sim.bot.routing import Route, Routed

_K = FactKind


def _build(request: Request, data: Any) -> UsageFacts:
    return usage_facts(request.customer, data)


def _nothing(request: Request) -> NotFoundFacts:
    period = request.routed.period
    if period is None:
        return NotFoundFacts("usage")
    searched = f"Computed in code: no data usage of period {period} was found for the customer."
    return NotFoundFacts("usage", period=period, computed=(computed(searched, period),))


def _arguments(routed: Routed) -> dict[str, str | None]:
    # the month named ("¿cuánto gasté en octubre?"), never another month's usage for it
    return {"period": routed.period}


def _sheet(facts: UsageFacts) -> list[Fact]:
    return usage_sheet(facts)


def template(f: UsageFacts, say: Said) -> str:
    """Data used against the allowance, and the overage (a month over, in the past)."""
    if f.finished:
        return _finished(f, say)
    month, period = month_of(f.period), f.period
    as_of = say.day(_K.AS_OF, f.as_of)
    used = say(_K.USED, f.used_gb, period, "GB")
    parts = [greeting(f.customer)]
    if f.allowance_gb is None:
        parts.append(f"Tu plan no tiene límite de datos. En {month} llevas {used} GB (al {as_of}).")
    else:
        allowance = say(_K.ALLOWANCE, str(f.allowance_gb), period, "GB")
        parts.append(f"En {month} llevas {used} GB de los {allowance} GB de tu plan (al {as_of}).")
        if f.remaining_gb and not f.overage_gb:
            parts.append(f"Te quedan {say(_K.DATA_LEFT, f.remaining_gb, period, 'GB')} GB.")
    return " ".join(parts + _over(f, say, "El cargo estimado"))


def _finished(f: UsageFacts, say: Said) -> str:
    """A month that is over: what was used, against the allowance, and what went over."""
    month, period = month_of(f.period), f.period
    used = say(_K.USED, f.used_gb, period, "GB")
    parts = [greeting(f.customer)]
    if f.allowance_gb is None:
        parts.append(f"En {month} usaste {used} GB; tu plan no tiene límite de datos.")
    else:
        allowance = say(_K.ALLOWANCE, str(f.allowance_gb), period, "GB")
        parts.append(f"En {month} usaste {used} GB de los {allowance} GB de tu plan.")
    return " ".join(parts + _over(f, say, "El cargo"))


def _over(f: UsageFacts, say: Said, charge_is: str) -> list[str]:
    """What went over the allowance, and its charge (``charge_is``: estimated or not)."""
    if not f.overage_gb:
        return []
    said = [f"Pasaste el límite por {say(_K.OVERAGE, f.overage_gb, f.period, 'GB')} GB."]
    if f.projected_charge:
        charge_ = say(_K.OVERAGE_CHARGE, f.projected_charge, f.period)
        said.append(f"{charge_is} por ese exceso es de {charge_}.")
    return said


INTENT = Intent(
    route=Route.USAGE,
    capability="get_usage",
    arguments=_arguments,
    facts_types=(UsageFacts,),
    build=_build,
    sheet=_sheet,
    template=template,
    nothing=_nothing,
    question="pregunta por su consumo de datos",
    offer="contarte tu consumo de datos",
    button="Mi consumo",
)
