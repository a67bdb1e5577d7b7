"""Support hours and WhatsApp's 24-hour window; the clock is always an argument (pure).

- The bot answers at any hour; people answer in :data:`SUPPORT_HOURS` (Caracas time, the
  knowledge base's «Horario de atención» states the same text, checked by a test).
- Each customer message opens a 24-hour window in which free-form messages may be sent; once
  it has closed, only an approved template may be (:func:`reply_form`).
- A handover outside support hours is answered with a fixed template that says when a person
  will answer (:func:`handover_notice`); if that moment falls after the window closes, the
  agent's first reply will have to be a template too, and the notice says so to the desk.

No function here reads the wall clock: every moment is an aware ``datetime`` passed in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone
from enum import StrEnum

CARACAS = timezone(timedelta(hours=-4), "America/Caracas")
"""Venezuela has kept UTC-4 without daylight saving since 2016."""
WINDOW = timedelta(hours=24)
"""WhatsApp's customer-service window, opened by each customer message."""
_SEARCH_DAYS = 14

VENEZUELAN_HOLIDAYS_2026 = frozenset(
    date(2026, month, day)
    for month, day in (
        (1, 1), (2, 16), (2, 17), (4, 2), (4, 3), (4, 19), (5, 1), (6, 24), (7, 5),
        (7, 24), (10, 12), (12, 24), (12, 25), (12, 31),
    )
)  # fmt: skip
"""National holidays of 2026 (LOTTT art. 184: New Year, Carnival, Holy Thursday and Friday,
19 April, 1 May, 24 June, 5 and 24 July, 12 October, 24, 25 and 31 December)."""

_WEEKDAYS = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
_MONTHS = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
    "septiembre", "octubre", "noviembre", "diciembre",
)  # fmt: skip

Span = tuple[time, time]


@dataclass(frozen=True, slots=True)
class SupportHours:
    """When people answer, Caracas time; a span is ``(opens, closes)``, closing excluded.

    Attributes:
        weekdays: Monday to Friday.
        saturday: Saturdays (``None``: closed).
        sunday_and_holidays: Sundays and the dates of ``holidays`` (``None``: closed).
        holidays: National holidays (they follow the Sunday hours).
    """

    weekdays: Span
    saturday: Span | None
    sunday_and_holidays: Span | None
    holidays: frozenset[date] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        for span in (self.weekdays, self.saturday, self.sunday_and_holidays):
            if span is not None and not span[0] < span[1]:
                raise ValueError(f"a span opens before it closes: {span}")

    def span_on(self, day: date) -> Span | None:
        """The opening hours of ``day`` (``None``: closed all day)."""
        if day in self.holidays or day.weekday() == 6:
            return self.sunday_and_holidays
        return self.saturday if day.weekday() == 5 else self.weekdays


SUPPORT_HOURS = SupportHours(
    weekdays=(time(7), time(21)),
    saturday=(time(8), time(18)),
    sunday_and_holidays=(time(9), time(13)),
    holidays=VENEZUELAN_HOLIDAYS_2026,
)
"""The ISP's support hours (the knowledge base's «Horario de atención»)."""


def _local(moment: datetime) -> datetime:
    if moment.tzinfo is None:
        raise ValueError(f"a moment must be timezone-aware, got {moment.isoformat()}")
    return moment.astimezone(CARACAS)


def is_open(hours: SupportHours, moment: datetime) -> bool:
    """Whether people answer at ``moment``."""
    local = _local(moment)
    span = hours.span_on(local.date())
    return span is not None and span[0] <= local.time() < span[1]


def next_opening(hours: SupportHours, moment: datetime) -> datetime:
    """``moment`` if people answer then, else the next time they start to (Caracas time).

    Raises:
        ValueError: when the hours open on no day of the next two weeks.
    """
    local = _local(moment)
    if is_open(hours, local):
        return local
    for offset in range(_SEARCH_DAYS + 1):
        day = local.date() + timedelta(days=offset)
        span = hours.span_on(day)
        if span is None:
            continue
        opens = datetime.combine(day, span[0], tzinfo=CARACAS)
        if opens > local:
            return opens
    raise ValueError(f"support hours never open within {_SEARCH_DAYS} days of {local}")


def clock_text(moment: time) -> str:
    """``7:00 a. m.``, ``1:30 p. m.``, ``12:00 m.`` (noon) in the Spanish style."""
    if moment == time(12):
        return "12:00 m."
    hour = moment.hour % 12 or 12
    suffix = "a. m." if moment.hour < 12 else "p. m."
    return f"{hour}:{moment.minute:02d} {suffix}"


def _span_text(span: Span) -> str:
    return f"de {clock_text(span[0])} a {clock_text(span[1])}"


def describe(hours: SupportHours) -> str:
    """The hours in words, as the knowledge base states them.

    ``lunes a viernes de 7:00 a. m. a 9:00 p. m.; sábados de 8:00 a. m. a 6:00 p. m.;
    domingos y feriados nacionales de 9:00 a. m. a 1:00 p. m.``
    """
    parts = [f"lunes a viernes {_span_text(hours.weekdays)}"]
    parts.append(f"sábados {_span_text(hours.saturday)}" if hours.saturday else "sábados cerrado")
    rest = hours.sunday_and_holidays
    parts.append(
        f"domingos y feriados nacionales {_span_text(rest)}"
        if rest
        else "domingos y feriados nacionales cerrado"
    )
    return "; ".join(parts)


def day_text(day: date) -> str:
    """``sábado 21 de noviembre``."""
    return f"{_WEEKDAYS[day.weekday()]} {day.day} de {_MONTHS[day.month - 1]}"


def when_text(moment: datetime, now: datetime) -> str:
    """When ``moment`` is, said from ``now``: ``hoy a las 7:00 a. m.``, ``mañana domingo 22 de
    noviembre a las 9:00 a. m.``, ``el lunes 23 de noviembre a las 7:00 a. m.``."""
    local, today = _local(moment), _local(now).date()
    at = f"a las {clock_text(local.time())}"
    day = local.date()
    named = day_text(day)
    if day == today:
        return f"hoy {at}"
    if day == today + timedelta(days=1):
        return f"mañana {named} {at}"
    return f"el {named} {at}"


class ReplyForm(StrEnum):
    """What may be sent to a customer at a given moment."""

    FREE_FORM = "free_form"
    """Any message: the 24-hour window is open."""
    TEMPLATE = "template"
    """Only an approved template: the window has closed."""


def window_closes(last_customer_message: datetime) -> datetime:
    """When the window opened by the customer's last message closes."""
    return _local(last_customer_message) + WINDOW


def reply_form(last_customer_message: datetime, now: datetime) -> ReplyForm:
    """Free-form before the window closes (24 hours after the customer's last message),
    template from then on.

    Raises:
        ValueError: when ``now`` is before the customer's message (a clock error).
    """
    if _local(now) < _local(last_customer_message):
        raise ValueError("now is before the customer's last message")
    open_ = _local(now) < window_closes(last_customer_message)
    return ReplyForm.FREE_FORM if open_ else ReplyForm.TEMPLATE


OUT_OF_HOURS_TEMPLATE = (
    "Gracias por escribirnos. Te estamos pasando con una persona de nuestro equipo (horario: "
    "{hours}). Tu consulta quedó registrada y te responderán {when}; no tienes que repetirla."
)
"""The fixed template of a handover outside support hours (``{hours}``, ``{when}``)."""
IN_HOURS_TEXT = (
    "Te estamos pasando con una persona de nuestro equipo; no tienes que repetir tu consulta."
)


@dataclass(frozen=True, slots=True)
class HandoverNotice:
    """What the customer reads when the bot hands over, and what the desk must know.

    Attributes:
        text: The message for the customer.
        in_hours: Whether people are answering now.
        person_answers_from: When a person can first answer (now, in hours).
        window_closes: When the customer's 24-hour window closes.
        agent_reply_form: What the agent's first reply may be at ``person_answers_from``:
            ``template`` when the window will have closed by then (a night or a weekend).
    """

    text: str
    in_hours: bool
    person_answers_from: datetime
    window_closes: datetime
    agent_reply_form: ReplyForm


def handover_notice(
    now: datetime, last_customer_message: datetime, hours: SupportHours = SUPPORT_HOURS
) -> HandoverNotice:
    """The notice of a handover decided at ``now``.

    In hours the customer reads a plain sentence; outside, the fixed template with the hours
    and when a person will answer.
    """
    opens = next_opening(hours, now)
    in_hours = is_open(hours, now)
    text = (
        IN_HOURS_TEXT
        if in_hours
        else OUT_OF_HOURS_TEMPLATE.format(hours=describe(hours), when=when_text(opens, now))
    )
    closes = window_closes(last_customer_message)
    form = ReplyForm.FREE_FORM if opens < closes else ReplyForm.TEMPLATE
    return HandoverNotice(text, in_hours, opens, closes, form)
