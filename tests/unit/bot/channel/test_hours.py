"""Support hours, the 24-hour window and the out-of-hours handover template."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pytest

from billing_sim.bot.channel.hours import (
    CARACAS,
    OUT_OF_HOURS_TEMPLATE,
    SUPPORT_HOURS,
    ReplyForm,
    SupportHours,
    clock_text,
    describe,
    handover_notice,
    is_open,
    next_opening,
    reply_form,
    when_text,
)
from billing_sim.bot.knowledge import chunk_sections, load_sections


def at(day: int, hour: int, minute: int = 0, month: int = 11) -> datetime:
    """A Caracas moment in November 2026 (the 20th is a Friday)."""
    return datetime(2026, month, day, hour, minute, tzinfo=CARACAS)


@pytest.mark.parametrize(
    ("moment", "open_"),
    [(at(20, 6, 59), False), (at(20, 7), True), (at(20, 20, 59), True), (at(20, 21), False),
     (at(21, 7, 30), False), (at(21, 8), True), (at(21, 18), False),
     (at(22, 9), True), (at(22, 13), False),
     (datetime(2026, 12, 25, 10, tzinfo=CARACAS), True),
     (datetime(2026, 12, 25, 14, tzinfo=CARACAS), False),
     (datetime(2026, 11, 20, 11, tzinfo=UTC), True)],
)  # fmt: skip
def test_support_hours_by_weekday_with_holidays_on_sunday_hours(
    moment: datetime, open_: bool
) -> None:
    """Weekdays 7-21, Saturdays 8-18, Sundays and holidays 9-13; closing time excluded."""
    assert is_open(SUPPORT_HOURS, moment) is open_


def test_the_next_opening_skips_closed_days() -> None:
    """Friday night to Saturday 8:00; Sunday afternoon to Monday 7:00; open now is now."""
    assert next_opening(SUPPORT_HOURS, at(20, 22)) == at(21, 8)
    assert next_opening(SUPPORT_HOURS, at(22, 14)) == at(23, 7)
    assert next_opening(SUPPORT_HOURS, at(23, 10)) == at(23, 10)
    assert next_opening(SUPPORT_HOURS, at(23, 3)) == at(23, 7)


def test_hours_that_never_open_are_an_error() -> None:
    """A schedule closed every day cannot promise an answer."""
    closed = SupportHours((time(7), time(8)), None, None, frozenset())
    three_weeks = frozenset(date(2026, 11, 20) + timedelta(days=d) for d in range(21))
    weekdays_off = SupportHours(closed.weekdays, None, None, three_weeks)
    with pytest.raises(ValueError, match="never open"):
        next_opening(weekdays_off, at(20, 22))
    with pytest.raises(ValueError, match="opens before it closes"):
        SupportHours((time(9), time(9)), None, None)


def test_the_clock_must_be_aware() -> None:
    """A naive datetime has no place in a channel that spans time zones."""
    with pytest.raises(ValueError, match="timezone-aware"):
        is_open(SUPPORT_HOURS, datetime(2026, 11, 20, 10))  # noqa: DTZ001


def test_times_and_days_are_said_in_spanish() -> None:
    """Spanish clock style, and today / tomorrow / a named day."""
    assert [clock_text(time(h)) for h in (7, 12, 13, 0)] == [
        "7:00 a. m.", "12:00 m.", "1:00 p. m.", "12:00 a. m.",
    ]  # fmt: skip
    now = at(20, 22)
    assert when_text(at(20, 23), now) == "hoy a las 11:00 p. m."
    assert when_text(at(21, 8), now) == "mañana sábado 21 de noviembre a las 8:00 a. m."
    assert when_text(at(23, 7), now) == "el lunes 23 de noviembre a las 7:00 a. m."


def test_the_knowledge_base_states_the_same_support_hours() -> None:
    """One schedule: the documents' «Horario de atención» says what the code enforces."""
    section = next(c for c in chunk_sections(load_sections()) if c.id == "atencion-horario")
    assert describe(SUPPORT_HOURS) in " ".join(section.text.split())


@pytest.mark.parametrize(
    ("elapsed", "form"),
    [(timedelta(0), ReplyForm.FREE_FORM),
     (timedelta(hours=23, minutes=59, seconds=59), ReplyForm.FREE_FORM),
     (timedelta(hours=24), ReplyForm.TEMPLATE),
     (timedelta(days=3), ReplyForm.TEMPLATE)],
)  # fmt: skip
def test_after_24_hours_only_a_template_may_be_sent(elapsed: timedelta, form: ReplyForm) -> None:
    """The window closes exactly 24 hours after the customer's last message."""
    last = at(20, 10)
    assert reply_form(last, last + elapsed) is form


def test_a_reply_before_the_message_is_a_clock_error() -> None:
    """``now`` before the customer wrote means the clocks disagree."""
    with pytest.raises(ValueError, match="before"):
        reply_form(at(20, 10), at(20, 9))


def test_a_handover_in_hours_says_a_person_takes_over_now() -> None:
    """No template, no date: a person answers within the window."""
    notice = handover_notice(at(20, 10), at(20, 10))
    assert notice.in_hours
    assert notice.person_answers_from == at(20, 10)
    assert notice.agent_reply_form is ReplyForm.FREE_FORM
    assert "{" not in notice.text


def test_a_handover_at_night_uses_the_template_and_says_when() -> None:
    """Friday 22:00: the fixed template, the hours, and Saturday 8:00 (inside the window)."""
    notice = handover_notice(at(20, 22), at(20, 22))
    assert not notice.in_hours
    assert notice.text == OUT_OF_HOURS_TEMPLATE.format(
        hours=describe(SUPPORT_HOURS),
        when="mañana sábado 21 de noviembre a las 8:00 a. m.",
    )
    assert notice.person_answers_from == at(21, 8)
    assert notice.window_closes == at(21, 22)
    assert notice.agent_reply_form is ReplyForm.FREE_FORM


def test_a_handover_the_window_cannot_cover_warns_the_desk_of_a_template() -> None:
    """Saturday 17:00 message, handover at 18:30 (closed): Sunday 9:00 is in the window; a
    message from Friday 8:00 handed over Saturday 19:00 is not."""
    assert handover_notice(at(21, 18, 30), at(21, 17)).agent_reply_form is ReplyForm.FREE_FORM
    late = handover_notice(at(21, 19), at(20, 8))
    assert late.person_answers_from == at(22, 9)
    assert late.agent_reply_form is ReplyForm.TEMPLATE
