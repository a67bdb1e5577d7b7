"""The message router: realistic WhatsApp messages reach the right route, with their entities."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from billing_sim.bot import routing as routing_module
from billing_sim.bot.routing import Route, Routed, Source, route

TODAY = date(2026, 11, 20)

MESSAGES: list[tuple[str, Route]] = [
    # balance
    ("cuanto debo", Route.BALANCE),
    ("Cuánto debo??", Route.BALANCE),
    ("kuanto devo", Route.BALANCE),
    ("hola buenas, cuanto es lo q debo?", Route.BALANCE),
    ("cual es mi saldo", Route.BALANCE),
    ("Saldo porfa", Route.BALANCE),
    ("quiero saber mi deuda", Route.BALANCE),
    ("cuanto tengo que pagar este mes", Route.BALANCE),
    ("buenas noches disculpe cuanto hay q pagar", Route.BALANCE),
    ("estoy solvente?", Route.BALANCE),
    ("tengo algo pendiente?", Route.BALANCE),
    ("necesito saber cuanto debo, gente", Route.BALANCE),
    ("cuanto debo de la factura de octubre", Route.BALANCE),
    ("how much do I owe?", Route.BALANCE),
    ("what's my balance", Route.BALANCE),
    # bill_change
    ("por q me llego mas alta la factura", Route.BILL_CHANGE),
    ("Por qué subió tanto mi factura este mes???", Route.BILL_CHANGE),
    ("xq me cobraron de mas", Route.BILL_CHANGE),
    ("me llegó el recibo carísimo", Route.BILL_CHANGE),
    ("la factura vino el doble", Route.BILL_CHANGE),
    ("pq aumento la mensualidad", Route.BILL_CHANGE),
    ("por que esta tan altaaaa", Route.BILL_CHANGE),
    ("no entiendo mi factura, me explican?", Route.BILL_CHANGE),
    ("me llegó un cobro que no reconozco", Route.BILL_CHANGE),
    ("que es este cargo que me aparece", Route.BILL_CHANGE),
    ("la factura bajó, por qué?", Route.BILL_CHANGE),
    ("xq me cobraron exceso de consumo", Route.BILL_CHANGE),
    ("por que tengo un recargo", Route.BILL_CHANGE),
    ("la factura de este mes es más cara que la anterior", Route.BILL_CHANGE),
    ("why is my bill higher this month?", Route.BILL_CHANGE),
    ("why did you charge me more", Route.BILL_CHANGE),
    # invoices
    ("mandame la factura", Route.INVOICES),
    ("Mi fatura de dic", Route.INVOICES),
    ("envíenme el recibo del mes pasado", Route.INVOICES),
    ("cuando vence mi factura", Route.INVOICES),
    ("tengo facturas pendientes?", Route.INVOICES),
    ("quiero el estado de cuenta", Route.INVOICES),
    ("me pasan el pdf de la fact", Route.INVOICES),
    ("por que no me ha llegado la factura", Route.INVOICES),
    ("cuanto fue la factura de septiembre", Route.INVOICES),
    ("can you send me my invoice", Route.INVOICES),
    # payment_status
    ("ya pague", Route.PAYMENT_STATUS),
    ("Ya pagué por pago móvil y no se refleja", Route.PAYMENT_STATUS),
    ("hice una transferencia ayer, la recibieron?", Route.PAYMENT_STATUS),
    ("no aparece mi pago", Route.PAYMENT_STATUS),
    ("Me sale que tengo deuda pero ya pague", Route.PAYMENT_STATUS),
    ("les mande el comprobante del pagomovil", Route.PAYMENT_STATUS),
    ("ya cancelé la factura de octubre", Route.PAYMENT_STATUS),
    ("hice el pago por zelle", Route.PAYMENT_STATUS),
    ("I paid yesterday, did you get it?", Route.PAYMENT_STATUS),
    ("what's the status of my payment", Route.PAYMENT_STATUS),
    # usage
    ("cuantos gigas he consumido", Route.USAGE),
    ("cuánto consumo llevo este mes", Route.USAGE),
    ("cuantos datos me quedan", Route.USAGE),
    ("por qué mi consumo está tan alto", Route.USAGE),
    ("me pasé del límite de gb?", Route.USAGE),
    ("Necesito saber cuánto gasté de internet", Route.USAGE),
    ("how much data have I used?", Route.USAGE),
    # human
    ("quiero hablar con una persona", Route.HUMAN),
    ("agente", Route.HUMAN),
    ("ASESOR", Route.HUMAN),
    ("necesito un humano", Route.HUMAN),
    ("pasame con un operador porfa", Route.HUMAN),
    ("kiero ablar con una presona", Route.HUMAN),
    ("comuníquenme con un representante", Route.HUMAN),
    ("no quiero hablar con un bot", Route.HUMAN),
    ("quiero que me llamen", Route.HUMAN),
    ("atención al cliente", Route.HUMAN),
    ("talk to a human please", Route.HUMAN),
    ("I want to talk to someone about my bill", Route.HUMAN),
    # out_of_scope
    ("hola", Route.OUT_OF_SCOPE),
    ("Buenos días", Route.OUT_OF_SCOPE),
    ("gracias!!", Route.OUT_OF_SCOPE),
    ("no tengo internet desde ayer", Route.OUT_OF_SCOPE),
    # documents: how the service works, not the sender's account
    ("quiero cambiar de plan", Route.DOCUMENTS),
    ("como puedo pagar?", Route.DOCUMENTS),
    ("a que cuenta deposito", Route.DOCUMENTS),
    ("pagué en un agente autorizado, dónde pago la próxima?", Route.DOCUMENTS),
    ("que pasa si pago tarde", Route.DOCUMENTS),
    ("cuanto cuesta la reconexion", Route.DOCUMENTS),
    ("cuando cierra el ciclo de facturacion", Route.DOCUMENTS),
    ("que es el igtf", Route.DOCUMENTS),
    ("la instalacion es gratis este mes?", Route.DOCUMENTS),
    ("si pago en dolares me cobran algo extra?", Route.DOCUMENTS),
    ("what payment methods do you accept", Route.DOCUMENTS),
    ("tienen planes de telefonia celular?", Route.DOCUMENTS),
]


@pytest.mark.parametrize(("text", "expected"), MESSAGES, ids=[m[0] for m in MESSAGES])
def test_message_reaches_its_route(text: str, expected: Route) -> None:
    """Each realistic message is routed to the question it asks."""
    assert route(text, today=TODAY).route is expected


def test_the_message_set_is_large_and_covers_every_route() -> None:
    """At least 60 messages, every route represented (guards against a shrinking test set)."""
    assert len(MESSAGES) >= 60
    assert {expected for _, expected in MESSAGES} == set(Route)


@pytest.mark.parametrize(
    "text",
    [
        "mi saldo... mejor pásame con un agente",
        "por q me llego mas alta? quiero hablar con alguien",
        "ya pagué y no se refleja, necesito un asesor ya",
        "cuantos gigas me quedan? o mejor comunicame con un humano",
        "explain my bill to a real person please",
    ],
)
def test_request_for_a_person_wins_over_everything(text: str) -> None:
    """A request for a person routes to ``human`` whatever else the message asks."""
    assert route(text, today=TODAY).route is Route.HUMAN


def test_routing_is_accent_case_and_stretch_insensitive() -> None:
    """Shouting, accents and stretched letters change nothing: same route, same rule."""
    shouted = route("POR QUÉ SUBIÓ LA FACTURAAAA", today=TODAY)
    plain = route("por que subio la factura", today=TODAY)
    assert shouted == plain


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("", "out_of_scope:empty"),
        ("hola buenas tardes", "out_of_scope:greeting"),
        ("mi cuenta es 1000-0000-16", "out_of_scope:identifiers_only"),
        ("V-12345678-9", "out_of_scope:identifiers_only"),
        ("el internet está lento", "out_of_scope:technical"),
        ("me gusta el color azul", "out_of_scope:no_match"),
        ("1234", "out_of_scope:no_match"),
        ("la que termina en 8571", "out_of_scope:no_match"),
    ],
)
def test_out_of_scope_says_why(text: str, rule: str) -> None:
    """Greetings, bare identifiers, empty and unknown messages are told apart by rule."""
    assert route(text, today=TODAY).rule == rule


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("tienen vacantes de trabajo?", "documents:general"),
        ("quiero pedir una pizza", "documents:other"),
        ("me deben una compensacion por la caida del servicio", "documents:other"),
        ("me aumentaron el plan sin avisar", "documents:other"),
    ],
)
def test_an_unmatched_question_or_complaint_goes_to_the_documents(text: str, rule: str) -> None:
    """A message no account rule takes that asks something, or complains about the account,
    is for the documents (retrieval decides whether they answer it); a statement is not."""
    assert route(text, today=TODAY).rule == rule


@pytest.mark.parametrize(
    ("text", "source"),
    [
        # about the rule in general: the documents
        ("que es el igtf", Source.DOCUMENTS),
        ("cuanto es la multa por pagar despues del 25", Source.DOCUMENTS),
        ("el recargo por atraso lleva iva?", Source.DOCUMENTS),
        ("si pago en verdes en efectivo me cobran algo de mas", Source.DOCUMENTS),
        ("cuanto cuesta la reconexion", Source.DOCUMENTS),
        # about the sender's own bill, and the rule behind it: both
        ("¿por qué me cobraron mora?", Source.BOTH),
        ("qué es el IGTF que me salió", Source.BOTH),
        ("tengo igtf?", Source.BOTH),
        ("y esa mora por qué?", Source.BOTH),
        ("what is this late fee", Source.BOTH),
        ("me cobraron reconexion y ya habia pagado", Source.BOTH),
        ("xq la factura viene en dolares", Source.BOTH),
        ("se me acabo la promocion y me subio la factura", Source.BOTH),
        ("hice una transferencia ayer y no se ha reflejado", Source.BOTH),
        ("no entiendo mi factura, me explican?", Source.BOTH),
        # about the sender's own bill only: the account
        ("Por qué subió tanto mi factura este mes???", Source.ACCOUNT),
        ("cuánto debo", Source.ACCOUNT),
        ("me cobraron 4.500 y es un robo", Source.ACCOUNT),
        ("pq aumento la mensualidad si sigo con el mismo plan", Source.ACCOUNT),
        ("how much do I owe?", Source.ACCOUNT),
        # neither
        ("hola", Source.NONE),
        ("quiero hablar con un asesor", Source.NONE),
        ("cuantas megas tengo", Source.NONE),
    ],
)
def test_a_named_charge_goes_to_the_documents_in_general_and_to_both_about_the_bill(
    text: str, source: Source
) -> None:
    """IGTF, mora, IVA...: about the customer's own bill, the account (and the policy when
    the message names the charge or asks about the rule); about the rule in general, the
    documents; a bill question with no rule in it stays with the account."""
    assert route(text, today=TODAY).source is source


def test_routed_carries_every_entity() -> None:
    """Account, tax id and month mentioned in the message come back with the route."""
    routed = route(
        "buenas, mi factura de octubre llegó muy alta, cuenta 1000-0000-16, V-12.345.678",
        today=TODAY,
    )
    assert routed == Routed(
        route=Route.BILL_CHANGE,
        account_number="1000000016",
        tax_id="V-12345678",
        period="2026-10",
        rule="bill_change:change",
    )


def test_route_is_a_string_enum() -> None:
    """Routes serialize as their plain names (for logs and the evaluation set)."""
    assert f"{Route.BILL_CHANGE}" == "bill_change"


_VOCABULARY = [
    "hola", "cuanto", "debo", "factura", "subio", "pague", "gigas", "saldo", "por", "que",
    "octubre", "1000000016", "V-12345678-9", "?", "!!", "mes", "pasado", "why", "bill",
]  # fmt: skip


@settings(max_examples=100, deadline=None)
@given(words=st.lists(st.sampled_from(_VOCABULARY), max_size=12))
def test_asking_for_an_agent_always_reaches_a_person(words: list[str]) -> None:
    """Whatever else a message says, adding "pásame con un agente" routes it to ``human``."""
    text = " ".join([*words, "pásame con un agente"])
    assert route(text, today=TODAY).route is Route.HUMAN


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=200))
def test_any_text_gets_a_route_and_a_rule(text: str) -> None:
    """Arbitrary text never raises; the rule names the route it decided."""
    routed = route(text, today=TODAY)
    assert routed.rule.startswith(f"{routed.route}:")


@pytest.mark.parametrize(
    ("text", "topic", "named"),
    [
        ("¿por qué me cobraron mora?", "late_fee", "mora"),
        ("que es el igtf", "igtf", "igtf"),
        ("xq la factura viene en dolares", "dollars", "dolares"),
        ("se me acabo la promocion y me subio la factura", None, r"promo\w*"),
        # (the heading of the section on when payments show, whose rule it asks)
        ("hice una transferencia ayer y no se ha reflejado", None, "se refleja un pago"),
        # (the returned payment's heading names its section over the account's answer)
        ("me reversaron el pago y me cobran 5 dolares", "returned_payment", "pago devuelto"),
    ],
)
def test_a_policy_question_carries_what_names_its_rule(
    text: str, topic: str | None, named: str
) -> None:
    """The charge (or the dollars, or a rule topic) the policy must be about; a currency
    after an amount ("5 dólares") names no rule."""
    routed = route(text, today=TODAY)
    assert routed.topic == topic
    assert named in routed.topic_words
    if "5 dolares" in text:
        assert "dolares" not in routed.topic_words


def test_a_bill_question_with_no_rule_in_it_names_none() -> None:
    """ "¿por qué subió mi factura?" is the account's to answer: no policy consulted."""
    routed = route("Por qué subió tanto mi factura este mes???", today=TODAY)
    assert (routed.policy, routed.topic_words) == (False, ())


@pytest.mark.parametrize("lookahead", [routing_module._has, routing_module._lacks])
@pytest.mark.parametrize("phrase", ["fibra 30 ", " que datos", "cobro "])
def test_a_routing_phrase_with_an_edge_space_is_refused(
    lookahead: Callable[..., str], phrase: str
) -> None:
    """``_has``/``_lacks`` put one space on each side of every phrase, so a phrase with its
    own edge space ("fibra 30 ") would need two in a row and never match: a rule that silently
    does nothing (the discontinued plan's, until 2026-12). It is refused when routing is
    built, so the module importing at all means every rule's phrases can match."""
    with pytest.raises(ValueError, match="starts or ends with a space"):
        lookahead("cuota", phrase)
    # the same phrase trimmed is taken, and found in a message (a lack of it, not found)
    trimmed = re.compile(lookahead(phrase.strip(" ")))
    found = trimmed.match(f" tengo {phrase.strip()} hoy ") is not None
    assert found is (lookahead is routing_module._has)
