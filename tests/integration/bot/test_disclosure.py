"""Nobody learns anything about an account that is not theirs.

Every shipped persona's account number and tax id is sent from every other persona's phone,
in messages that ask each kind of question. Not one reply may disclose anything: no name,
no amount, no id, in the text or anywhere in the structured reply, and the reply for
somebody else's key must be the very reply a key nobody holds gets (same text, same calls,
same trace). From the owner's own phone the same messages are answered.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from itertools import cycle
from typing import Any

import pytest

from billing_sim.bot.replies import Inbound, Outcome, Reply, ReplyKind
from billing_sim.simulator.data.api import Persona
from tests.integration.bot.support import Harness, make_app, personas

MESSAGES = (
    "saldo de la cuenta {key}? es de mi hermano",
    "cuánto debe la cédula {key}? es de mi cuñado",
    "por qué subió la factura de {key}",
    "mandame las ultimas facturas de {key}",
    "cuantos gigas le quedan a {key}",
    "ya pago {key}? se le reflejó?",
    "recibo de octubre de {key} porfa",
    "mi vecina tiene la c.i. {key}, ya pagó?",
    "{key} es de mi tía, ¿ella puede pagar con Zelle?",
)
NOBODY = {"account_number": "5550000003", "tax_id": "V-99999999"}  # valid, held by nobody
_VOLATILE = {"request_id", "latency_ms", "elapsed_ms"}


def keys(persona: Persona) -> dict[str, str]:
    return {"account_number": persona.account_number, "tax_id": persona.tax_id}


def stable(reply: Reply) -> Any:
    """The structured reply without what differs between any two requests (ids, timings)."""

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in _VOLATILE}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    return strip(reply.to_dict())


def disclosures(reply: Reply, owner: Persona) -> list[str]:
    """What of ``owner`` the reply shows: digits in the text, or any of their data anywhere."""
    found = [f"digit in the text: {reply.text!r}"] if re.search(r"\d", reply.text) else []
    dumped = json.dumps(stable(reply), ensure_ascii=False)
    tax_digits = re.sub(r"\D", "", owner.tax_id)
    for what in (owner.name, owner.customer_id, owner.account_number, owner.tax_id, tax_digits):
        if what in dumped:
            found.append(f"{what!r} in the structured reply")
    names = [part for part in re.findall(r"\w+", owner.name) if len(part) > 2 and part[0].isupper()]
    found += [f"name {part!r}" for part in names if re.search(rf"\b{part}\b", reply.text)]
    return found


@pytest.fixture(scope="module")
def harness() -> Iterator[Harness]:
    harness = Harness(make_app())
    yield harness
    harness.close()


def test_no_key_of_another_customer_discloses_anything(harness: Harness) -> None:
    """Each persona's account number and tax id from every other persona's phone: zero
    disclosures, and each reply is the reply a key nobody holds gets from that phone."""
    bot = harness.bot()
    everyone = list(personas().values())
    template = cycle(MESSAGES)
    baseline: dict[tuple[str, str, str], Reply] = {}
    tried, found = 0, []
    for sender in everyone:
        for owner in everyone:
            if sender.phone == owner.phone:  # a shared phone: both accounts are the sender's
                continue
            for kind, key in keys(owner).items():
                message = next(template)
                reply = bot.reply(Inbound(message.format(key=key), phone=sender.phone))
                tried += 1
                if reply.outcome is not Outcome.WITHHELD or reply.kind is not ReplyKind.ANSWER:
                    found.append(f"{sender.key} asking {owner.key}: {reply.outcome} {reply.text!r}")
                found += [
                    f"{sender.key} asking {owner.key}: {d}" for d in disclosures(reply, owner)
                ]
                nobody = (sender.phone, message, kind)
                if nobody not in baseline:
                    text = message.format(key=NOBODY[kind])
                    baseline[nobody] = bot.reply(Inbound(text, phone=sender.phone))
                if stable(reply) != stable(baseline[nobody]):
                    found.append(
                        f"{sender.key} asking {owner.key}: differs from a key nobody holds"
                    )
    assert found == []
    assert tried == 2 * (len(everyone) * (len(everyone) - 1) - 2)  # the shared phone's 2 pairs


@pytest.mark.parametrize("message", MESSAGES)
def test_the_owner_still_gets_an_answer(harness: Harness, message: str) -> None:
    """The same messages from the owner's phone are about the owner, and answered."""
    bot, unanswered = harness.bot(), []
    for owner in personas().values():
        for key in keys(owner).values():
            reply = bot.reply(Inbound(message.format(key=key), phone=owner.phone))
            answered = reply.outcome in (Outcome.ANSWERED, Outcome.NOT_FOUND)  # NOT_FOUND:
            # the owner's own data has nothing for that question (no October bill yet...)
            if not answered or reply.trace.customer_id != owner.customer_id:
                unanswered.append(f"{owner.key}: {reply.outcome} {reply.trace.customer_id}")
    assert unanswered == []


def test_a_key_alone_is_not_a_question_and_asks_nothing(harness: Harness) -> None:
    """A bare account number or tax id is "identifiers only": the menu, no lookup at all."""
    owner = personas()["plan_upgrade_proration"]
    reply = harness.bot().reply(Inbound(owner.account_number, phone=personas()["late_fee"].phone))
    assert reply.outcome is Outcome.OUT_OF_SCOPE
    assert reply.trace.calls == ()


def test_a_key_beside_a_question_about_a_rule_is_checked_before_the_documents(
    harness: Harness,
) -> None:
    """ "V-… es de mi tía, ¿ella puede contratar fibra 300?": somebody else's key is withheld
    exactly like a key nobody holds; the sender's own key lets the question reach the
    documents, about the sender."""
    sender, owner = personas()["worked_example"], personas()["late_fee"]
    message = "{key} es de mi tía, ¿ella puede contratar fibra 300?"
    bot = harness.bot()
    theirs = bot.reply(Inbound(message.format(key=owner.tax_id), phone=sender.phone))
    nobody = bot.reply(Inbound(message.format(key=NOBODY["tax_id"]), phone=sender.phone))
    assert theirs.outcome is Outcome.WITHHELD
    assert disclosures(theirs, owner) == []
    assert stable(theirs) == stable(nobody)
    own = bot.reply(Inbound(message.format(key=sender.tax_id), phone=sender.phone))
    assert own.outcome is not Outcome.WITHHELD
    assert own.trace.source == "documents"
    assert own.trace.customer_id == sender.customer_id
