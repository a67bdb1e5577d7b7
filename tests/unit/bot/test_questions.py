"""Several questions in one message: the parts that ask, and what each is routed to."""

from __future__ import annotations

from datetime import date

import pytest

from billing_sim.bot.questions import MAX_QUESTIONS, asked_parts, route_message
from billing_sim.bot.routing import Route, route

TODAY = date(2026, 11, 20)
BALANCE, USAGE, DOCS = Route.BALANCE, Route.USAGE, Route.DOCUMENTS


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("cuanto debo? y cuantos gigas llevo", ["cuanto debo?", "cuantos gigas llevo"]),
        ("dime el saldo y la fecha de vencimiento", ["dime el saldo", "la fecha de vencimiento"]),
        ("hola, cuanto debo", ["cuanto debo"]),
        ("cuanto debo; ademas como pago", ["cuanto debo", "como pago"]),
        ("me cobraron Bs. 3.376,00 y es un robo", []),
        ("pague ayer. cuando se refleja?", ["cuando se refleja?"]),
        (
            "mi saldo porfa. ah y como pago por pago movil?",
            ["mi saldo porfa", "como pago por pago movil?"],
        ),
    ],
)
def test_a_message_is_split_into_the_parts_that_ask(text: str, parts: list[str]) -> None:
    """Question marks, sentence ends, commas and "y" split; a part that only tells is left
    out, a part that names what it wants after an asking one asks too, and an amount's
    separators do not split."""
    assert asked_parts(text) == parts


@pytest.mark.parametrize(
    ("text", "first", "others"),
    [
        ("cuanto debo? y cuantos gigas llevo", BALANCE, [USAGE]),
        ("cuantos gigas llevo y cuanto debo", USAGE, [BALANCE]),
        ("cuanto debo y como pago", BALANCE, [DOCS]),
        ("como pago y cuanto debo", BALANCE, [DOCS]),
        ("ya les llego mi pago? y cuanto me falta", Route.PAYMENT_STATUS, [BALANCE]),
        ("cuanto consumi este mes, y que es el igtf", USAGE, [DOCS]),
        ("whats my balance and how much data have i used", BALANCE, [USAGE]),
    ],
)
def test_two_questions_are_the_first_account_question_and_the_others_in_order(
    text: str, first: Route, others: list[Route]
) -> None:
    """An account question comes first (the answer opens with it); the others follow in the
    order asked, each with the part of the message that asks it."""
    routed = route_message(text, today=TODAY)
    assert routed.route is first
    assert [other.route for other in routed.also] == others
    assert all(other.asked and other.asked in text for other in routed.also)


@pytest.mark.parametrize(
    "text",
    [
        "cuanto debo?",
        "me llego la factura muy alta y no entiendo por que",
        "cuanto debo y quiero hablar con un asesor",
        "que es el igtf y cuando se cobra",
        "hola, buenas tardes. cuanto debo",
        "pague ayer por pago movil y no se refleja",
    ],
)
def test_one_question_is_routed_as_the_whole_message(text: str) -> None:
    """One question, a person asked for, or only document questions: the whole message's
    routing, unchanged, and nothing else."""
    assert route_message(text, today=TODAY) == route(text, today=TODAY)


def test_a_key_typed_anywhere_stays_with_the_first_question() -> None:
    """The access decision reads the whole message's claim: a tax id typed in the second
    part is the first question's too, so it is withheld like any other."""
    routed = route_message("cuantos gigas llevo? y cuanto debe la cedula V-30.481.180", today=TODAY)
    assert routed.route is USAGE
    assert routed.tax_id == route("cedula V-30.481.180", today=TODAY).tax_id is not None


def test_at_most_three_questions_are_answered() -> None:
    """The first and two more, in the order asked."""
    text = "cuanto debo? cuantos gigas llevo? ya llego mi pago? mandame mis ultimas facturas"
    routed = route_message(text, today=TODAY)
    assert len(routed.also) == MAX_QUESTIONS - 1
    assert [o.route for o in routed.also] == [USAGE, Route.PAYMENT_STATUS]


@pytest.mark.parametrize(
    ("text", "route_", "rule"),
    [
        ("cuanto es", BALANCE, "bare_how_much"),
        ("y cuanto seria en total?", BALANCE, "bare_how_much"),
        ("cuanto me falta", BALANCE, "still_owed"),
        ("para cuando es el plazo", Route.INVOICES, "due_date"),
        ("cual es el plazo para reportar una falla", DOCS, "general"),
    ],
)
def test_a_bare_how_much_is_the_balance_and_the_term_to_pay_the_due_date(
    text: str, route_: Route, rule: str
) -> None:
    """In a billing chat "¿cuánto es?" and "¿cuánto me falta?" ask the amount owed, and "el
    plazo" the due date, unless it is the term of something else."""
    routed = route(text, today=TODAY)
    assert (routed.route, routed.rule) == (route_, f"{route_}:{rule}")


def test_a_part_without_a_topic_of_its_own_takes_the_heading_the_whole_message_names() -> None:
    """ "¿Cuántos GB llevo y si me paso me cortan?": "si me paso me cortan" alone names no
    heading; with the whole message it is going over the data, the section headed so."""
    routed = route_message("cuantos gb llevo y si me paso me cortan?", today=TODAY)
    (other,) = routed.also
    assert (other.route, other.topic) == (Route.DOCUMENTS, "data_overage")
    # a part with a topic of its own keeps it
    routed = route_message("cuanto debo? y si no pago me cortan?", today=TODAY)
    assert [o.topic for o in routed.also] == ["suspension"]
    # a heading one part names itself is that part's: the other keeps its own (how long a
    # payment takes to show), never the due date the first part asks
    for text in (
        "hasta q dia tengo pa pagar? y si hago una transferencia cuanto tarda en reflejarse",
        "cuando vence mi factura? y cuanto tarda en verse un pago movil",
    ):
        (other,) = route_message(text, today=TODAY).also
        assert (other.route, other.topic) == (Route.DOCUMENTS, "payment_delay"), text


def test_two_months_joined_are_one_question_and_a_part_pointing_back_is_none() -> None:
    """ "My oct and nov invoice" is one question about both months; "… y cuánto sale eso"
    asks about what the part before it named."""
    assert asked_parts("what changed between my oct and nov invoice? why") == [
        "what changed between my oct & nov invoice?",
        "why",
    ]
    # (and a bare "¿qué hay que hacer?" carries the situation told before it)
    assert asked_parts("me voy a mudar, que hay que hacer y cuanto sale eso") == [
        "me voy a mudar que hay que hacer"
    ]


def test_how_long_reconnecting_takes_is_answered_by_the_rule_the_amount_carries() -> None:
    """ "¿Cuánto debo pa que me reconecten? ¿y después de pagar en cuánto tiempo vuelve?": the
    amount, with the reconnection rule beside it (which says how long), once."""
    routed = route_message(
        "cuanto debo pa que me reconecten y despues de pagar cuanto tiempo tarda en volver",
        today=TODAY,
    )
    assert (routed.route, routed.topic_words, routed.also) == (Route.BALANCE, ("reconexion",), ())


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("cuanto debe? 1000000099", "account_number"),
        ("cuanto debe? 30.481.180", "tax_id"),
        ("cuanto debe? 04141234567", "phone"),
    ],
)
def test_an_identifier_after_a_question_is_never_dropped_as_a_guess(text: str, key: str) -> None:
    """Only an amount is a guess: an account, a cédula or a phone after a question reaches
    the access check."""
    assert getattr(route_message(text, today=TODAY), key) is not None


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # two halves of one thing joined by "y" ask one question
        ("y si la pago una parte hoy y una parte el viernes me cobran mora?",
         ["y si la pago una parte hoy & una parte el viernes me cobran mora?"]),
        # a question word repeated asks twice
        ("cuanto debo y cuanto gaste de datos", ["cuanto debo", "cuanto gaste de datos"]),
    ],
)  # fmt: skip
def test_two_halves_of_one_thing_are_one_question_a_question_word_twice_two(
    text: str, parts: list[str]
) -> None:
    assert asked_parts(text) == parts


@pytest.mark.parametrize(
    "text",
    [
        "quiero ponerle la tv basica al plan, cuanto me sale?",
        "me gustaria agregar la ip fija. en cuanto me saldria",
        "i want to add static ip, how much is it",
    ],
)
def test_a_price_asked_bare_after_something_named_is_that_things_price_not_the_balance(
    text: str,
) -> None:
    """ "…, ¿cuánto me sale?" names nothing of its own: it asks the price of what the part
    before it named, one question for the documents, never the sender's balance beside it."""
    routed = route_message(text, today=TODAY)
    assert (routed.route, routed.also) == (Route.DOCUMENTS, ())


def test_a_bare_how_much_after_a_greeting_or_a_bill_received_is_still_the_account() -> None:
    """Only a part that asked points a bare price back: a greeting asks nothing, and a bill
    that arrived makes "¿cuánto es?" its amount."""
    assert route_message("hola, cuanto es?", today=TODAY).route is BALANCE
    assert route_message("me llego la factura, cuanto es?", today=TODAY).route is Route.INVOICES


@pytest.mark.parametrize(
    "text",
    [
        "cuanto debo? y xq me cobran la mora",
        "cuanto debo y pq me pusieron recargo",
        "how much do I owe? and porque me cobran el igtf",
    ],
)
def test_and_why_is_a_question_of_its_own_without_a_question_mark(text: str) -> None:
    """ "…, y xq me cobran la mora": "and why", asked; without "y", "xq" after a question may
    be "because" (the next test)."""
    assert len(asked_parts(text)) == 2


def test_because_after_a_question_is_the_reason_given_not_a_question() -> None:
    assert asked_parts("con que dolar sacan la cuenta? xq el dolar cambia todos los dias") == [
        "con que dolar sacan la cuenta?"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "En la factura de este mes me aparece un recargo; quisiera saber de qué se trata",
        "me pusieron un cargo de reconexion, me pueden explicar de que se trata",
        "this month there's a late fee on my bill. what is it",
    ],
)
def test_asking_what_it_is_after_telling_a_charge_asks_of_that_charge(text: str) -> None:
    """ "Me aparece un recargo; quisiera saber de qué se trata": the part that asks names
    nothing; it asks of the charge told before it, which is the bill's."""
    (part,) = asked_parts(text)
    assert route(part, today=TODAY).route is Route.BILL_CHANGE


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("me clavaron un recargo, de cuanto fue ese recargo? que yo sepa pague octubre",
         ["me clavaron un recargo de cuanto fue ese recargo?"]),
        ("tienen internet prepago? tipo recargo cuando quiera", ["tienen internet prepago?"]),
        ("en octubre pague menos porq me descontaron la falla", []),
    ],
)  # fmt: skip
def test_a_belief_a_restatement_or_a_reason_asks_nothing_of_its_own(
    text: str, parts: list[str]
) -> None:
    """ "Que yo sepa pagué", "tipo recargo…", and "porque" inside a clause (a reason given,
    not "why"): none is a question of its own."""
    assert asked_parts(text) == parts


def test_with_all_and_what_is_overdue_is_one_amount_not_two_questions() -> None:
    """ "¿Cuánto debo con todo y lo atrasado?" asks one amount; the question after it is the
    second one."""
    routed = route_message(
        "cuanto debo con todo y lo atrasado? y si no pago antes del 25 me cortan de una?",
        today=TODAY,
    )
    assert routed.route is Route.BALANCE
    assert [other.route for other in routed.also] == [Route.DOCUMENTS]
    assert routed.also[0].topic == "suspension"


def test_the_exchange_rate_asked_after_a_question_is_no_aside() -> None:
    """ "Tipo de cambio" is the exchange rate, not "tipo…" ("like…") restating the question."""
    assert asked_parts("cuanto debo? tipo de cambio de hoy cual es?") == [
        "cuanto debo?",
        "tipo de cambio de hoy cual es?",
    ]


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        # a bare "¿qué necesitan?" asks of the wish before it (one question)
        ("cuales recibos debo? tambien quiero que la factura salga con el rif de la empresa, que "
         "necesitan?",
         ["cuales recibos debo?", "quiero que la factura salga con el rif de la empresa"]),
        # after a wish that asks, "¿cómo hago?" is the same question
        ("cuanto debo? y quiero poner el servicio a nombre de mi hijo, como hago?",
         ["cuanto debo?", "quiero poner el servicio a nombre de mi hijo"]),
    ],
)  # fmt: skip
def test_a_bare_what_do_you_need_asks_of_the_wish_told_before_it(
    text: str, parts: list[str]
) -> None:
    """ "¿Qué necesitan?" or "¿cómo hago?" names nothing of its own: retrieval alone on it
    finds no section, so it is asked with the wish before it."""
    assert asked_parts(text) == parts


def test_an_amount_guessed_with_a_tag_asked_back_is_a_guess_not_a_question() -> None:
    """ "¿Cuánto debo en total? como 5 lucas, ¿no?": the guess asks nothing of its own."""
    assert asked_parts("cuanto debo en total? como 5 lucas, no?") == ["cuanto debo en total?"]


def test_an_event_told_with_its_month_leaves_the_current_bill_asked() -> None:
    """ "La mudanza fue en octubre, ¿qué es ese cargo de traslado?": when the move was, not
    the bill asked about (the charge is on the current one)."""
    routed = route_message(
        "la mudanza fue en octubre, que es ese cargo de traslado que me sale?", today=TODAY
    )
    assert (routed.route, routed.period) == (Route.BILL_CHANGE, None)


def test_a_tag_asked_back_makes_the_clause_told_before_it_the_question() -> None:
    """ "…, a eso le meten IVA, ¿o no?": the tag turns the clause before it into the second
    question (not a bare "¿o no?" that no section answers)."""
    assert asked_parts("me cobraron mora, de cuanto fue? y de paso, a eso le meten iva, o no?") == [
        "me cobraron mora de cuanto fue?",
        "de paso a eso le meten iva o no?",
    ]


def test_next_months_bill_still_to_come_is_a_rule_not_last_years_bill() -> None:
    """ "La factura de diciembre vence el 25, que es Navidad…" written in November: the bill to
    come, whose due day is the rule's question, not December 2025's bill changed."""
    routed = route_message(
        "la factura de diciembre vence el 25 que es navidad, si pago el 28 me cae recargo?",
        today=TODAY,
    )
    assert (routed.route, routed.topic) == (Route.DOCUMENTS, "due_date")


def test_a_bare_how_long_asks_of_what_was_told_before_it() -> None:
    """ "… no se ve el pago, ¿cuánto puede tardar?": how long *that* takes, one question with
    the story it needs; not a bare "how long" retrieval cannot place."""
    text = "transferi desde otro banco hace un rato y el pago no se ve, cuanto puede tardar?"
    parts = asked_parts(text)
    assert len(parts) == 1
    assert "transferi" in parts[0]
    assert "tardar" in parts[0]


def test_a_bill_told_higher_than_a_month_is_asked_beside_the_next_question() -> None:
    """ "la factura me vino en 3 mil, como 500 más que octubre. ¿puedo bajarme sin multa?": the
    rise is a matter of its own though it has no "?", and the account's; a bill only told
    with its amount before a rule's question is not."""
    text = (
        "la factura me vino en 3 mil, como 500 mas que octubre. puedo bajarme al de 50 sin multa?"
    )
    parts = asked_parts(text)
    assert len(parts) == 2
    assert route(parts[0], today=TODAY).route is Route.BILL_CHANGE
    assert route_message(text, today=TODAY).route is Route.BILL_CHANGE
    told = "mi factura de noviembre es de 3.375,24 bs. a que tasa me la convierten en dolares?"
    assert len(asked_parts(told)) == 1
    assert route_message(told, today=TODAY).route is DOCS


def test_a_procedure_asked_beside_an_account_question_leaves_both_asked() -> None:
    """ "¿cuándo vence mi factura? y la TV básica ya no la quiero, ¿cómo hago pa que me la
    quiten?": the due date and the add-on's removal, two questions, the account's first; the
    thing told unwanted joins the "how" asked of it."""
    text = "cuando vence mi factura? y la tv basica ya no la quiero, como hago pa que me la quiten?"
    parts = asked_parts(text)
    assert len(parts) == 2
    assert route(parts[1], today=TODAY).topic == "addon_change"
    assert route_message(text, today=TODAY).route is Route.INVOICES


def test_an_italian_if_keeps_the_case_it_supposes_a_rule() -> None:
    """ "¿… e se pago con pago móvil non pago IGTF, vero?": the case supposed, and its tag,
    ask the IGTF's rule, not the sender's line of it."""
    parts = asked_parts("cuanto debo? e se pago con pago movil non pago IGTF, vero?")
    assert len(parts) == 2
    routed = route(parts[1], today=TODAY)
    assert (routed.route, routed.topic) == (DOCS, "igtf")


def test_a_bare_did_it_arrive_asks_of_the_payment_told_before_it() -> None:
    """ "pagué octubre por pago móvil, ¿aparece? y ¿qué pongo en el concepto?": whether *that*
    payment shows, its story joined to it, and the concept's rule apart."""
    parts = asked_parts("pague octubre por pago movil, aparece? y q pongo en el concepto?")
    assert len(parts) == 2
    assert "pague" in parts[0]
    assert route(parts[0], today=TODAY).route is Route.PAYMENT_STATUS


def test_a_bill_told_risen_on_the_same_plan_is_asked_beside_the_rule_after_it() -> None:
    """ "mismo plan y la factura subió. y con q tasa me cobran?": the rise, asked though it has
    no "?", and the rate's rule, asked without "?" after a preposition; a charge told seen
    ("veo una reconexión cobrada") is asked beside an unrelated rule, not beside a question
    of that very charge."""
    parts = asked_parts("no entiendo, mismo plan y la factura subio. y con q tasa me cobran")
    assert len(parts) == 2
    assert route(parts[0], today=TODAY).route is Route.BILL_CHANGE
    assert route(parts[1], today=TODAY).topic == "exchange_rate"
    seen = "me llego la factura y veo una reconexion cobrada. si me atraso, desde q dia me cortan?"
    assert len(asked_parts(seen)) == 2
    own = "en la factura me aparece un cargo por pago devuelto. a ese cargo le suman el iva?"
    assert len(asked_parts(own)) == 1


def test_a_confirmation_requested_without_a_question_mark_asks() -> None:
    """ "por favor confirmen si recibieron el pago de octubre. además, ¿la ONT lleva IVA?": the
    payment's status, then the rule."""
    parts = asked_parts(
        "por favor confirmen si recibieron el pago de octubre. ademas, la ont lleva iva?"
    )
    assert len(parts) == 2
    assert route(parts[0], today=TODAY).route is Route.PAYMENT_STATUS


def test_a_line_asked_what_it_is_beside_a_procedure_told_is_that_line() -> None:
    """ "in my factura there is a line IGTF 3 %, what is this? no he pagado nada todavía": the
    line of the bill, the late payment only told; the VAT asked from when, a rule, stays the
    procedure's."""
    line = "in my factura there is a line IGTF 3%, what is this? no he pagado nada todavia"
    assert route_message(line, today=TODAY).route is Route.BILL_CHANGE
    rule = "la exoneracion se nos vencio. a partir de que factura nos cobran el iva?"
    assert route_message(rule, today=TODAY).route is DOCS


def test_the_month_told_before_the_first_of_two_questions_is_the_one_it_asks() -> None:
    """ "en mi primer mes, o sea octubre, ¿cuánto gasté? quiero ver si el plan me alcanza":
    October's usage, the second part a matter of its own."""
    routed = route_message(
        "en mi primer mes, o sea octubre, cuanto internet gaste? quiero ver si el plan me alcanza",
        today=TODAY,
    )
    assert (routed.route, routed.period) == (USAGE, "2026-10")
