"""The message router: which question a customer message asks, by fixed rules (no ML).

The message is folded (accents, case, stretched letters) and its shorthand and typos are
replaced (``billing_sim.bot._text``), so "Por q me llegó tan altaaa la fact??" reads
``por que me llego tan alta la factura``. Rules are tried in this order and the first that
matches decides; the order is the precedence:

1. ``human``: a request for a person (agente, asesor, humano, "hablar con una persona",
   "no quiero un bot", "llámenme"). It wins over everything else in the message.
2. ``documents`` / ``not_ours``: what the ISP does not do or no document says (another
   company's bill, a telephone line, an office's address, a channel line-up), handed over;
   ``documents`` / ``how_to_pay``: how or where to pay; ``documents`` /
   ``general``: a question about a rule, a price or how something works, not tied to the
   sender's account (a case supposed, "¿qué es…?", "¿a qué tasa…?"). A family one section's
   heading answers carries its topic (``_HEADED``).
3. ``payment_status`` / ``receipt_confirmed``, first of the account's rules: a payment's
   receipt asked to be confirmed ("¿me pueden confirmar si les llegó?"), whatever else is told.
   ``bill_change``: a change word (subió, más alta, de más, higher...) with a bill word or a
   "why"; a request to explain the bill; a charge named by name (IGTF, mora, recargo, IVA,
   reconexión, traslado, impuestos: ``billing_sim.bot._charges``); why the bill is in dollars or
   follows
   the BCV rate.
4. ``out_of_scope`` / ``technical``: speed and connection ("megas" are the plan's speed in
   Venezuela, not its data; velocidad, lento, "no tengo internet"), unless the message
   speaks of data used (consumo, gigas, GB).
5. ``bill_change`` / ``returned_payment``: a payment the bank returned; ``balance`` /
   ``owed_asked``: the amount owed asked outright; then ``payment_status``: a payment the
   customer made (pagué, pago móvil, transferí, no se refleja, "¿quedó registrado?"),
   unless two amounts are set against each other ("el mes pasado pagué 2.320 y ahora 3.376"
   is a ``bill_change``, rule ``then_and_now``, tried before rules 4 and 5).
6. ``bill_change``: two amounts compared ("dice 3.376, antes pagaba 2.320"), or one amount
   with a complaint or a bill word ("me cobraron 4.500 y es un robo"). Comparing, "el mes
   pasado" is the base of the comparison, so the bill asked about is the latest.
7. ``usage``: consumption (consumo, gigas; "datos" only with "cuántos"/"me quedan").
8. ``balance``: saldo, deuda, cuánto debo, cuánto tengo que pagar, "revísame la cuenta N".
9. ``invoices``: several invoices ("mis últimas facturas", "las últimas 3", historial), then
   factura, recibo, vencimiento, estado de cuenta.
10. ``bill_change``: charged for something no rule names ("me cobraron 2 planes"), or any
   other message quoting an amount ("y esos 4.500??").
11. ``out_of_scope``: a bare greeting or thanks (rule ``greeting``), an account number, tax
   id or phone with nothing else to say (``identifiers_only``, such as "mi cuenta es
   1000000016": the answer to "¿cuál es su número de cuenta?"), an empty message
   (``empty``) or anything else (``no_match``).

Entities (account number, tax id, phone, billing month, amounts, how many invoices) come
from ``billing_sim.bot._entities``; a bill-change message also gets its ``topic`` (the charge it
names,
or ``dollars``). A route for document questions (policies, "both") slots in as more rules:
each rule names its route, and ``billing_sim.bot.turn`` dispatches on the route.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Protocol

from billing_sim.bot._charges import CHARGES, DOLLARS, named_charge, topic_words
from billing_sim.bot._entities import (
    Quoted,
    find_account_number,
    find_count,
    find_period,
    find_periods,
    find_phone,
    find_tax_id,
    last_month_is_the_base,
    money_amounts,
)
from billing_sim.bot._text import (
    AUGUST_AGO_AFTER,
    MONTH_ABBREVIATIONS,
    MONTHS,
    canonical_words,
    fold,
)

__all__ = [
    "Route",
    "Routed",
    "Source",
    "as_a_rule",
    "asks",
    "asks_a_rule",
    "asks_a_rule_of_the_case",
    "asks_of_the_account",
    "asks_whatever_the_account",
    "headed_topic",
    "names_own",
    "route",
]


class Route(StrEnum):
    """The questions the bot answers, plus a person and everything else."""

    BALANCE = "balance"
    BILL_CHANGE = "bill_change"
    INVOICES = "invoices"
    PAYMENT_STATUS = "payment_status"
    USAGE = "usage"
    DOCUMENTS = "documents"
    """A question the ISP's policy documents answer (plans, fees, dates, rules)."""
    HUMAN = "human"
    OUT_OF_SCOPE = "out_of_scope"


ACCOUNT_ROUTES = frozenset(
    {Route.BALANCE, Route.BILL_CHANGE, Route.INVOICES, Route.PAYMENT_STATUS, Route.USAGE}
)
"""The routes answered from the billing API."""

_MONTHS_COMPARED = "months_compared"
_NAMED_CHARGE = "named_charge"
_THEN_AND_NOW_ASKED = "then_and_now_asked"
_WHICH_OPEN = "which_open"
_RETURNED_PAYMENT_RULE = "returned_payment"
_CONSUMPTION = "consumption"
_BILLS_NAMED = "keyword"
"""The invoices rule matched only by a bill's noun the message names ("factura", "recibo")."""
RULE_GENERAL = f"{Route.DOCUMENTS}:general"
RULE_NOT_OURS = f"{Route.DOCUMENTS}:not_ours"
"""``Routed.rule`` of a question about a rule, not tied to the sender's account."""
RULE_PROCEDURE = f"{Route.DOCUMENTS}:procedure"
"""``Routed.rule`` of a procedure asked with nothing of the account asked (a claim, being
identified, reconnection): every part of the message asks about it."""
RULE_MONTHS_COMPARED = f"{Route.BILL_CHANGE}:{_MONTHS_COMPARED}"
"""``Routed.rule`` of two named months compared."""
RULE_NAMED_CHARGE = f"{Route.BILL_CHANGE}:{_NAMED_CHARGE}"
"""``Routed.rule`` of a charge named by its name (``billing_sim.bot._charges``)."""
RULE_THEN_AND_NOW_ASKED = f"{Route.BILL_CHANGE}:{_THEN_AND_NOW_ASKED}"
"""``Routed.rule`` of what was paid then and what is due now, each asked: one comparison."""
RULE_RETURNED_PAYMENT = f"{Route.BILL_CHANGE}:{_RETURNED_PAYMENT_RULE}"
"""``Routed.rule`` of a payment told returned by the bank ("me reversaron la transferencia")."""
RULE_WHICH_OPEN = f"{Route.INVOICES}:{_WHICH_OPEN}"
"""``Routed.rule`` of which bills are still to pay, asked: listed like the last few."""
RULE_CONSUMPTION = f"{Route.USAGE}:{_CONSUMPTION}"
_BACK_ON_RULE = "to_get_back_on"
RULE_BACK_ON = f"{Route.BALANCE}:{_BACK_ON_RULE}"
"""What it takes to be back on (or stay on), asked: everything owed."""
_OWED_ASKED = "owed_asked"
_HOW_MUCH_TO_PAY = "how_much_to_pay"
RULES_OWED_ASKED = frozenset(
    {RULE_BACK_ON, f"{Route.BALANCE}:{_OWED_ASKED}", f"{Route.BALANCE}:{_HOW_MUCH_TO_PAY}"}
)
"""``Routed.rule`` of the amount owed asked outright ("¿cuánto es lo que tengo que pagar?")."""
"""``Routed.rule`` of the data consumption named ("consumo", "consumimos", "gigas")."""


class Source(StrEnum):
    """Where the answer comes from."""

    ACCOUNT = "account"
    """The billing API (the sender's own account)."""
    DOCUMENTS = "documents"
    """The policy documents (retrieval); no account is looked up."""
    BOTH = "both"
    """The sender's account, and the policy that explains the rule it asks about."""
    NONE = "none"
    """Neither: a person, a greeting, the menu."""


@dataclass(frozen=True, slots=True)
class Routed:
    """Where a message goes and what it mentions.

    Attributes:
        route: The question asked: a ``Route``, or the route of an intent a bot added
            (``billing_sim.bot.intents``), answered from the account.
        account_number: Ten digits, when the message gives an account number.
        tax_id: ``X-digits[-check]``, when the message gives a RIF or cédula.
        period: ``YYYY-MM``, when the message names a billing month.
        rule: Which rule decided, ``route:rule`` (for logs and evaluation).
        phone: E.164, when the message gives a phone.
        topic: For ``bill_change`` and ``documents``: the charge named (``billing_sim.bot._charges``
            key) or ``dollars``.
        count: For ``invoices``: how many invoices to list, when the message asks for
            several (3 unless it says).
        policy: For an account route: the message also asks about the rule behind it (a
            charge named, "¿qué es…?", "¿es normal…?"), so the policy documents are consulted
            too (``Source.BOTH``).
        topic_words: For a policy question about the account: what names the rule it asks
            about (regular expressions over canonical words: the charge's words, the
            dollars', or a rule topic such as ``promo\\w*``); the policy is the section whose
            heading or keywords name it.
        also: The other questions the same message asks, each routed on its own part, in
            the order asked (``billing_sim.bot.questions``); empty for one question.
        asked: For one of several questions: the part of the message that asks it (what a
            document question retrieves with).
        compared: For ``bill_change``: the earlier of two billing months the message names
            ("agosto vs noviembre"); ``period`` is the later one.
        months: For ``invoices``: every billing month the message names when it names
            several ("las de septiembre y octubre"), oldest first.
    """

    route: Route | str
    account_number: str | None
    tax_id: str | None
    period: str | None
    rule: str
    phone: str | None = None
    topic: str | None = None
    count: int | None = None
    policy: bool = False
    topic_words: tuple[str, ...] = ()
    also: tuple[Routed, ...] = ()
    asked: str | None = None
    compared: str | None = None
    months: tuple[str, ...] = ()

    @property
    def source(self) -> Source:
        """Where the answer comes from: the account, the documents, both, or neither."""
        if self.route is Route.DOCUMENTS:
            return Source.DOCUMENTS
        if self.route in (Route.HUMAN, Route.OUT_OF_SCOPE):
            return Source.NONE
        return Source.BOTH if self.policy else Source.ACCOUNT


def _alternatives(phrases: tuple[str, ...]) -> str:
    """``phrases`` as one alternation. A phrase with its own edge space would need two spaces
    in a row (the lookaheads put one on each side) and never match: a rule that silently does
    nothing is refused when the module is built.

    Raises:
        ValueError: naming the phrase that starts or ends with a space.
    """
    for phrase in phrases:
        if phrase != phrase.strip(" "):
            raise ValueError(f"routing phrase {phrase!r} starts or ends with a space")
    return "|".join(phrases)


def _has(*phrases: str) -> str:
    """A lookahead: one of ``phrases`` (space-separated words, regex allowed) occurs whole."""
    return r"(?=.* (?:" + _alternatives(phrases) + r") )"


def _lacks(*phrases: str) -> str:
    """A lookahead: none of ``phrases`` occurs whole."""
    return r"(?!.* (?:" + _alternatives(phrases) + r") )"


_HOLDERS_DEBT_ASKED = (
    r"(?:me|nos) (?:pueden|puede|podrian) decir (?:a mi )?cuanto debe (?:ella|el|mi \w+)",
    # (what another person owes, asked with no key of theirs: "¿cuánto debe mi mamá?")
    r"cuanto (?:debe|deben|adeuda) (?:ella|el|ellos|ellas|mi (?:mama|papa|abuel[oa]|herman[oa]|"
    r"tia|tio|hij[oa]|espos[oa]|suegr[oa]|vecin[oa]|novi[oa]|prim[oa]|cunad[oa]|amig[oa]|"
    r"jef[ea]|madre|padre|viejo|vieja))",
    r"si les paso el numero de (?:cuenta|contrato)",
    # in English ("if I give you my cédula, can you tell me what she owes?")
    r"(?:tell|show|give) (?:me )?(?:what|how much) (?:she|he|they|my \w+) (?:owe|owes|has to pay)",
    r"(?:what|how much) (?:does|do) (?:she|he|they|my \w+) owe",
    # whether the holder must write herself ("¿ustedes me dicen cuánto debe o tiene que
    # escribir ella misma?")
    r"(?:tiene|tendria|tienen|tendrian) (?:que|q) (?:escribir|llamar|hablar|venir|ir|"
    r"escribirles) (?:ella|el|ellos|ellas) (?:mism[oa]s?|personalmente)",
)
"""Somebody else's account asked about by the sender ("la cuenta está a nombre de mi hermana,
¿ustedes me pueden decir cuánto debe ella si les paso el número de cuenta?", "¿o tiene que
escribir ella misma?"): how one is identified, not a new holder, though the holder is
named."""
_SERVICE_GONE = (
    r"se (?:me |nos |le )?(?:va|fue|cae|cayo|corta|corto|quito|quita) (?:el |la )?(?:internet|"
    r"servicio|senal|conexion)"
)
"""The service gone ("se fue el internet"): the network's works or a fault, at any hour."""
_UNTAXED_CHARGES = frozenset({"late_fee", "returned_payment"})
"""The named charges that carry no VAT (the documents' «Cargos sin IVA»; the IGTF is a tax)."""
_TAX_PUT_ON = (
    r"(?:le|les) (?:vuelven a |van a )?(?:suman|meten|ponen|aplican|cargan|agregan|cobran|incluyen|"
    r"clavan|echan|pechan|sumar|meter|poner|aplicar|cargar|agregar|cobrar|incluir|clavar|echar|"
    r"pechar|sumaron|metieron|pusieron|aplicaron|cargaron|agregaron|cobraron|incluyeron|calculan|"
    r"calcula|calcularon) "
    r"(?:el |la )?"
)
"""A tax put on a charge ("¿al recargo le suman el impuesto?", "¿a esos dos cargos les sumaron
IVA?"), before the tax's name."""
_VAT_PUT_ON = _TAX_PUT_ON + r"(?:iva|impuesto|impuestos|16)"
"""The VAT put on a charge, asked ("¿a esa multa le meten IVA?")."""
_CARRIES_VAT = r"llevan? (?:tambien )?(?:el )?(?:16|iva)"
"""Whether a charge carries VAT ("¿eso lleva IVA?")."""
_A_NEW_ONE_PAID = (
    r"(?:pagar|pagarles|comprar|compro|pago) (?:uno|una|otro|otra) (?:nuev[oa]|de \d+)"
    r"|pay for a new one"
)
"""A new one to pay for ("¿tengo que pagar uno nuevo de 30 dólares?"): a replacement's rule."""
_VAT_ON_TOP_OR_IN = (
    r"(?:iva|impuesto) (?:encima|aparte) o (?:ya )?(?:viene|va|esta|lo trae) incluid[oa]"
)
"""Whether a price has the VAT on top or in it ("¿lleva IVA encima o ya viene incluido?")."""
_VAT_ASKED = (
    _CARRIES_VAT,
    _VAT_PUT_ON,
    r"(?:cobran|cobra|pagan?|tiene|tienen) (?:el )?(?:16 )?(?:iva|impuesto)",
    r"con (?:el )?(?:16 )?iva",
    r"(?:get|gets|carry|carries|have|has|pay|pays|include|includes) (?:\w+ ){0,2}?(?:vat|iva)",
    r"(?:vat|iva) (?:added|on top|on it|on them|on that)",
)
"""Whether a charge carries VAT, asked any way ("¿a eso le cobran IVA?", "does it get VAT
added?")."""
_SOMEBODY_ELSE_PAYING = (
    r"if (?:my|our) (?:wife|husband|son|daughter|mom|mum|mother|dad|father|brother|sister|"
    r"partner|friend|family|boss) (?:\w+ )?(?:pays?|paid|sends?|transfers?)"
    r"|if (?:someone|somebody|anyone) (?:else )?(?:pays?|sends?|transfers?)"
)
"""Somebody else paying, supposed ("if my wife pays it from her account in bolivars, is there
still that 3% tax?"): a case, whose rule is asked."""
_A_PERSONS_BILL_ASKED = (
    r"(?:cuanto|how much) (?:es|is|sale|salio|vino|llego|fue) (?:la|el) (?:primera |ultima )?"
    r"(?:factura|recibo) (?:de|del) (?:ella|el|mi (?:mama|papa|abuela|abuelo|esposa|esposo|"
    r"hija|hijo|tia|tio|suegra|suegro|cunada|cunado|hermana|hermano))"
)
"""A person's bill, its amount asked for them from the home's phone ("¿cuánto es la primera
factura de ella?", "¿cuánto vino el recibo de mi mamá?"): the account of that phone."""
_FROM_WHICH_BILL = (
    r"(?:desde|a partir de|from) (?:que|q|cual|which) (?:factura|recibo|mes|invoice|bill) "
    r"(?:\w+ ){0,2}?(?:se aplica|aplica|applies|empieza|comienza|rige|starts)"
)
"""From which bill a change applies, asked ("necesito que las facturas salgan con el RIF del
negocio, ¿desde qué factura se aplica?"): the change's rule, no bill of the account asked."""
_NEW_SERVICE_WANTED = (
    r"(?:quiero|queremos|quisiera|quisieramos|voy a|vamos a|necesito|necesitamos) (?:\w+ )?"
    r"(?:poner|instalar|contratar|meter|colocar) (?:el |un |una |la )?(?:internet|servicio|fibra|"
    r"plan|wifi)"
    # (not the service one has put in another name: "quiero poner el servicio a mi nombre")
    r"(?! (?:a|en) (?:mi |su |tu |nuestro |el |la )?nombre)"
)
"""A new service wanted ("quiero poner internet en la panadería")."""
_A_CHARGE = (
    r"(?:instalacion|traslado|mudanza|reconexion|equipos?|router|ont|adicionales|plan|"
    r"installation|relocation|reconnection|equipment)"
)
_TWO_CHARGES_TAXED = _A_CHARGE + r" (?:y|and|e) (?:la |el |los |las |the )?" + _A_CHARGE
"""Two charges named together ("la instalación y el traslado"), their VAT asked."""
_EXTRA_DATA = (
    r"(?:gb|gigas?|datos|data|megas) (?:extra|extras|adicional|adicionales)",
    r"extra (?:gb|gigas?|data)",
    "consumo adicional",
    "excedente",
    "overage",
)
"""The extra data's charge, named ("los gigas extra", "the extra-GB charge")."""
_PROCEDURE = (
    r"(?:cual es|como es) el (?:procedimiento|proceso|tramite)|que (?:procedimiento|proceso|"
    r"tramite)"
)
"""A procedure asked ("¿cuál es el procedimiento para el reintegro?")."""
_INVOICE_FORM = (
    r"(?:que|q) (?:la|las|mi|mis|el|los|sus) (?:factura|facturas|recibo|recibos) "
    r"(?:salga|salgan|venga|vengan|llegue|lleguen|aparezca|aparezcan)"
)
"""The invoices asked to come out another way ("que las facturas salgan con el RIF")."""
_SEND = r"(?:mandame|manda|mandas|envia|enviame|envias|pasame|pasas|reenvia|reenvias|reenviame)"
"""Something asked to be sent ("¿me mandas la de septiembre?")."""


_PERSON = (r"(?<!firma )persona", "personas", "alguien", "operador", "operadora", "person",
           "someone", "somebody", "people", "operator", "gerente", "manager")  # fmt: skip
_CONTACT = ("hablar", "hablo", "habla", "pasame", "pasa", "pasar", "pasen", "pasenme",
            "comunicame", "comunicar", "comuniquen", "comuniquenme", "contactar", "conectame",
            "transfiereme", "transferir", "atienda", "atiende", "atender", "quiero", "necesito",
            "dame", "talk", "speak", "connect", "transfer", "want", "need",
            # ("¿cómo hago para que me pase con alguien de verdad?")
            r"(?:que|q) me (?:pase|pasen|comunique|comuniquen|transfiera|transfieran) "
            r"con")  # fmt: skip
_CHANGE = ("subio", "subieron", "sube", "suben", "subiendo", "aumento", "aumentaron",
           "aumentado", "aumenta", "incremento", "incrementaron", "alta", "alto", "altisima",
           "cara", "caro", "carisima", "carisimo", r"car(?:it|ic)[oa]", r"barat\w*", "altisimo",
           r"alt(?:it|ic)[oa]", "elevada", "elevado", "exagerada", "menos de la mitad",
           r"(?:vino|llego|salio) completa",
           "exagerado", "de mas", "diferente", "distinta", "distinto",
           # (not a step's fee: "¿cobran por el cambio?")
           # (nor a move: "me cambio de apartamento en diciembre")
           # (nor the verb with its object, "¿cómo la cambio?")
           # (nor a step made: "¿podemos hacer el cambio así?")
           r"(?<!por el )(?<!por ese )(?<! la )(?<! lo )(?<! las )(?<! los )"
           r"(?<!hacer el )(?<!hacemos el )(?<!hago el )(?<!haga el )(?<!hagan el )"
           r"(?<!tramitar el )(?<!pedir el )(?<!solicitar el )"
           r"cambio(?! de (?:casa|apartamento|apto|direccion|residencia|"
           r"domicilio|zona|ciudad|urbanizacion|edificio|titular|nombre|dueno))", "cambiaron",
           "cambiado", "bajo", "bajaron", "doble", "triple", "mas plata", "mas dinero", "higher",
           # lower than before ("me llegó más baja que la del mes pasado")
           r"mas (?:baja|bajo|barata|barato|chiquita|pequena)",
           "high",
           "increase", "increased", "went up", "go up", "gone up", "expensive", "changed",
           "different", "more", "overcharged", "double", "lower", "went down", "exceso", "recargo",
           "recargos", "mora", "multa", "late fee", r"cobr\w* mas(?! o menos)",
           # (not "sin pagar más": paying no more is no complaint)
           r"(?<!sin )pag\w* mas(?! o menos| tarde| rapido| facil)", "paying more",
           r"pag\w* menos(?! de lo que)", "paid more", "paid less",
           # risen again, told ("no toqué el plan y me volvió a subir")
           r"volvi\w* a (?:subir|aumentar|subirme|aumentarme)",
           # jumped ("de abril a mayo la factura brincó bastante", "pegó un salto")
           r"brinc(?:o|aron|ado)", r"(?:pego|dio) un (?:brinco|salto|salton|brincon)",
           r"se (?:disparo|disparado|fue arriba)",
           # lowered, told in the present ("primera vez q me baja la factura")
           r"(?:me|nos) baja (?:la|el|mi) (?:factura|recibo|cuenta|internet)")  # fmt: skip
_BILL = ("factura", "facturas", "facturacion", "recibo", "cobro", "cobros", r"cobr\w*", "monto",
         "mensualidad",
         "tarifa", "precio", "pagar", "pagando", "pague", "pagamos", "cuenta", "me llego", "llego",
         "vino", "bill", "invoice", "charge", "charged", "charges", "price", "cost", "pay",
         "paying")  # fmt: skip
_WHY = ("porque", "por que", "why", "como es que", "a que se debe", "que paso", "how come",
        "what happened",
        # the cause asked this time ("me volvió a subir, ¿qué fue esta vez?", "¿qué fue lo
        # que aumentaron esta vez?")
        r"que (?:fue|paso|es) (?:esta vez|ahora|ahorita)",
        r"que fue lo que (?:aumentaron|subieron|cambiaron|cambio|subio|aumento|bajaron|bajo)",
        "que ocurrio", "que sucedio")  # fmt: skip
_EXPLAIN = ("explicame", "explica", "explicar", "no entiendo", "desglose", "detallame",
            "explain", "breakdown", "do not understand", "que es este cargo", "que es ese cargo",
            "what is this charge", "no reconozco", "do not recognize",
            # a line pointed at as what shows on the bill ("ese 3 % q me aparece ahora")
            r"(?:ese|este|esa|esta|esos|estos) (?:\S+ ){1,3}que (?:me )?(?:aparece|aparecen|"
            r"sale|salen|salio|aparecio|cobran|cobraron|pusieron)",
            r"what is (?:this|that) (?:\w+ ){0,3}(?:on|in) (?:my|the) (?:bill|invoice)",
            # lines pointed at as strange ("me salen dos líneas raras")
            r"(?:lineas?|cargos?|cobros?|conceptos?|cosas?|cositas?|vainas?|vainitas?) (?:raras?|"
            r"raros?|raritas?|raritos?|extranas?|extranos?|"
            r"desconocid\w*)",
            r"que es (?:esto|este|eso|ese|esa|esta) (?:\w+ ){0,3}(?:en|de) (?:mi|la) "
            r"(?:factura|recibo)",
            # why lines show on it ("¿por qué en la factura salen dos líneas del plan?")
            r"(?:por que|why) (?:\w+ ){0,5}?(?:sale|salen|salio|salieron|aparece|aparecen|"
            r"aparecio|aparecieron|viene|vienen|hay|are there|is there) (?:\w+ ){0,3}?(?:lineas?|"
            r"cargos?|cobros?|conceptos?|renglon\w*|creditos?|lines?|charges?)")  # fmt: skip
_USAGE_WEAK = ("datos", "data", "uso", "usado", "gastado", "gaste", "navegado", "internet",
               "limite",
               # ("¿cuánta data usé?")
               "use", "usamos")  # fmt: skip
_GREETING = frozenset({
    "hola", "ola", "buenas", "buenos", "buen", "dia", "dias", "tardes", "noches", "saludos",
    "saludo", "hello", "hi", "hey", "good", "morning", "afternoon", "evening", "gracias",
    "muchas", "thanks", "thank", "you", "ok", "okay", "vale", "listo", "epa", "que", "tal",
    "como", "estas", "esta", "chao", "adios", "bye", "amigo", "amiga", "senor", "senora",
    "senorita", "feliz", "felices", "navidad", "fiestas", "bendiciones", "jaja", "jajaja"
})  # fmt: skip

_IDENTIFIER_FILLER = frozenset({
    "v", "e", "j", "p", "g", "mi", "es", "cuenta", "numero", "nro", "de", "la", "el",
    "cedula", "ci", "rif", "contrato", "my", "account", "number", "is", "id", "tax"
})  # fmt: skip

# An opening-hours question names the people it asks about ("¿a qué hora atienden los
# asesores?"): it asks when, not for one of them now.
_STAFF_ON_DUTY = (
    r"(?:hay|habra|queda|va a haber|van a estar) (?:gente|alguien|personal|algun asesor|"
    r"asesores) (?:\w+ )?(?:atendiendo|trabajando|de guardia|en la oficina)"
)
"""Someone at work at a time asked ("¿el 1 de enero va a haber alguien atendiendo?")."""
_HOURS = ("a que hora", "hasta que hora", "desde que hora", "horario", "horarios", "que dias",
          "abren", "cierran", "los sabados", "los domingos", "sabados", "domingos", r"feriados?",
          r"festivos?", "dia libre", "fin de semana", "opening hours", "business hours",
          "what time", "open on", "holidays?", "weekend",
          # someone at work at a time ("¿a las 8 de la noche todavía hay gente atendiendo?"), not
          # when something was done ("ayer como a las 4 de la tarde hice una transferencia")
          r"(?<!como )(?<!ayer )(?<!hoy )a las \d{1,2} (?:de la (?:noche|manana|tarde)|pm|am)",
          _STAFF_ON_DUTY, r"todavia (?:atienden|estan atendiendo|hay gente)",
          # anybody still there, or closed ("¿todavía queda alguien o ya cerraron?")
          r"todavia (?:queda|quedan|hay) (?:alguien|gente|personal)", r"ya (?:cerraron|cerro)",
          # a message sent out of hours ("son casi las 11 de la noche, si mando el mensaje
          # ahorita ¿se pierde o me contestan después?")
          r"(?:son|ya son|eran) (?:casi |como )?las \d{1,2} de la (?:noche|madrugada)",
          r"(?:(?:el|mi) mensaje (?:\w+ ){0,2}?se pierde|me (?:contestan|responden|atienden) "
          r"(?:despues|manana|luego|en la manana))",
          # (in English: "will someone answer me later, or do I write again tomorrow?")
          r"(?:will|would|does|is) (?:anyone|anybody|someone|somebody) (?:\w+ ){0,2}?(?:answer|"
          r"reply|respond|get back|write back)\w* (?:\w+ ){0,2}?(?:later|tomorrow|in the morning|"
          r"tonight)",
          r"(?:have to|should i|do i|must i|need to) wait (?:until|till) (?:tomorrow|the morning|"
          r"monday)",
          r"(?:have to|should i|do i|must i|need to) (?:write|message|text) (?:you |us )?"
          r"(?:again|back) (?:\w+ ){0,2}?(?:tomorrow|in the morning)",
          "are you open", "still open",
          # the public holidays by their dates and names ("mañana es 1 de enero, ¿hay alguien?")
          r"(?:1|primero) de (?:enero|mayo)", r"(?:24|25|31) de diciembre", "ano nuevo",
          "semana santa", r"carnavales?", "new year",
          # someone there at a time ("¿ese día hay alguien?")
          r"hay alguien (?:ese|esa|esos|el|los|en|hoy|manana|atendiendo|trabajando)",
          r"(?:ese|esos|el) dia hay (?:alguien|gente)",
          # someone attending at the hour told before ("salgo del trabajo como a las 10 de la
          # noche… ¿a esa hora me atiende alguien?")
          r"a (?:esa|esas) horas? (?:\w+ )?(?:me |nos )?(?:atiende|atienden|contesta|contestan|"
          r"responde|responden|hay)")  # fmt: skip
_PAYING_UNTIL_AN_HOUR = (
    r"hasta (?:que|q) hora (?:\w+ ){0,4}?(?:puedo|podemos|se puede|tengo|tenemos|hay chance) "
    r"(?:de |pa |para )?(?:pagar|abonar|transferir|cancelar)"
)
"""Until which hour a bill can be paid ("¿hasta qué hora de ese día puedo pagar?")."""
_DUE_DAY_MOVED = (
    r"(?:se|me|nos) (?:lo |la )?(?:corre|rueda|pasa|mueve|corren|ruedan|correr\w*|rodar\w*|"
    r"rued\w*|pasar\w*|mover\w*) (?:la fecha|el vencimiento|pal|para el|al)"
    # (the due date its subject: "¿ese vencimiento pasa al lunes 28?")
    r"|(?:el|ese|este|la|esa) (?:vencimiento|fecha de pago|fecha) (?:se )?(?:pasa|corre|rueda|"
    r"mueve|cambia) (?:al|pal|para el|a el)"
)
"""The due day moved ("si el 25 cae domingo, ¿se corre pal lunes?"): the due date's rule."""
_WORKS_IN_THE_AREA = (
    r"(?:hacer|haciendo|hagan|habra|habran|estar haciendo|trabajando|realizar|realizando) "
    r"(?:unos |algunos |un |los )?trabajos?(?: (?:en|de) (?:la |el |mi |nuestra |nuestro )?(?:red|"
    r"zona|sector|calle|urbanizacion|area|edificio|cuadra))?"
    r"|trabajos? (?:que|q) (?:estan|van a|vienen|andan|estaban) (?:\w+ )?(?:haciendo|hacer|"
    r"realizando|realizar)"
    r"|(?:metiendo|meter|meten|meterle|metiendole) mano (?:a|en) (?:la )?(?:red|zona|linea|"
    r"fibra)"
)
"""The network's works in the sender's area, told ("van a estar haciendo trabajos en mi zona
el jueves"): an hour asked of them is the works', not the opening hours."""
_WEEKDAY = (
    r"(?:el|los|este|hoy|hoy es|un|una) (?:lunes|martes|miercoles|jueves|viernes|sabados?|"
    r"domingos?)"
    # (in English, a weekday as a habit: "on sundays", "on a sunday")
    r"|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|a "
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
)
_AT_WORK = (
    r"atiend\w*", r"atender\w*", r"atenci\w*", "abren", "abierto", "abiertos", "cierran",
    "trabajan", r"hay (?:gente|alguien|personal)", "alguien", "oficina", "oficinas",
    r"(?:puedo|podemos) (?:escribir|llamar|hablar|ir|pasar)", r"respond\w*", r"contest\w*",
    "open", "work", "working",
    # ("are your agents available on sundays?")
    "available", "disponible", "disponibles",
)  # fmt: skip
"""Someone at work asked about ("¿el sábado atienden?", "¿hay gente el domingo?"): a weekday
beside it is the opening hours; a weekday only told ("me cortaron el lunes, ¿en cuánto tiempo
vuelve?") is when something happened."""
_HOURS_NAMED = "(?:" + _has(*_HOURS) + "|" + _has(_WEEKDAY) + _has(*_AT_WORK) + ")"
"""The opening hours named: an hour or a day when somebody is at work."""
_NOT_HOURS = f"(?!{_HOURS_NAMED})"
_SOMEONE_ATTENDS_NOW = (
    r"(?:hay|habra|habria) (?:alguien|gente|personal|alguna persona) (?:que |q )?(?:atienda|"
    r"atiende|responda|responde|conteste|contesta)\w* (?:\w+ ){0,4}?(?:a esta hora|a estas horas|"
    r"de madrugada|en la madrugada|de noche|en la noche|el domingo|los domingos|un domingo|"
    r"ahorita|ahora|a las \d{1,2})",
    r"(?:is|will) (?:there )?(?:anyone|anybody|someone|somebody) (?:\w+ ){0,3}?(?:at this hour|"
    r"at night|on sundays?|right now|now)",
    # ("is anybody working a esta hora or do I have to wait hasta mañana?")
    r"(?:is|are) (?:anyone|anybody|someone|somebody|you guys|you) (?:still )?working (?:\w+ ){0,2}?"
    r"(?:a esta hora|at this hour|now|right now|tonight|at night|on sundays?)",
)
"""Someone asked to attend at an hour, an outage told beside ("son las 2 de la madrugada y se
fue el internet, ¿hay alguien que atienda una falla a esta hora?"): the opening hours."""
_ATTENDS_ON_A_DAY = (
    r"(?:los|el|en) (?:domingos?|sabados?|feriados?|fines? de semana) (?:\w+ )?(?:atienden|"
    r"trabajan|abren|contestan|responden|hay (?:gente|personas|alguien|asesores))"
)
"""Somebody at work asked of a day ("los domingos atienden personas o solo el bot?"), whatever
day is told after it ("el domingo pasado escribí y nadie me paró"): the opening hours."""
_COUNTED_LATE = (
    r"(?:cuenta|cuentan|cuente|cuenten|toman|tomen|consideran) (?:\w+ )?como (?:atrasad[oa]s?|"
    r"tarde|vencid[oa]s?|morosa?o?s?|pagad[oa]s? tarde)"
)
"""A payment asked to count as late ("¿ya me cuentan como atrasada?"): the due date's."""
_ASKS_HOURS = re.compile(
    _HOURS_NAMED
    # a day or an hour named for something else: the due date falling on a Sunday, the
    # network's works ("¿si el 25 cae domingo puedo pagar el lunes?", "¿a qué hora hacen
    # los trabajos en la red?")
    + _lacks(
        r"(?:cae|agarra|toca|coincide con) (?:en |un |una )?(?:sabado|domingo|feriado|"
        r"fin de semana)",
        "vence",
        "vencimiento",
        # the sender's own payday ("este viernes cobro y puedo abonar la mitad")
        r"(?:este|el|los) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)s? (?:cobro|"
        r"cobramos|me pagan|nos pagan|me depositan|pago|pagamos)",
        # a payment told with its weekday ("hice la transferencia el viernes y hoy lunes no
        # aparece")
        r"(?:hice|mande|envie|realice) (?:la|el|un|una|mi) (?:transferencia|pago|deposito)",
        "transferi",
        "deposite",
        # ("el 25 de diciembre es feriado, ¿se pasa la fecha pal día hábil siguiente?")
        _DUE_DAY_MOVED,
        "mantenimiento",
        "mantenimientos",
        r"trabajos? (?:programados? )?(?:en|de) (?:la )?red",
        r"(?:van a hacer|hacen|haran|hicieron|hay) (?:los |unos |esos )?trabajos",
        r"trabajos? programados?",
        _WORKS_IN_THE_AREA,
        "maintenance",
        # a weekday told as when the sender went or wrote ("el lunes pasé por la oficina y puse
        # un reclamo, ¿en cuánto tiempo me tienen que responder?")
        r"(?:el|este|ese) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) (?:\w+ )?"
        r"(?:pase|fui|fuimos|pasamos|puse|pusimos|llame|llamamos|escribi|escribimos|reporte|"
        r"reportamos|me atendieron|nos atendieron|vine|vinimos)",
        # a habit told by the day ("my teenagers download huge games every weekend")
        r"(?:every|cada|todos los) (?:weekend|fin de semana|fines de semana|sabados?|domingos?)",
        # the Wi-Fi's own schedule wished ("¿le pueden poner horario al wifi?")
        r"horarios? (?:al|del|para el|pal) (?:wifi|internet|router)",
        # an installation's day ("a mi primo le instalan el lunes")
        r"instal(?:an|aron|en|ar|aran)",
        # the day an outage began ("se robaron el cable el viernes y estuvimos 4 días
        # incomunicados")
        r"incomunicad\w*",
        r"(?:robaron|cortaron|se llevaron) (?:el|los) cables?",
        "sin internet",
        "sin servicio",
        r"conect(?:an|aron|en|ar|aran)",
        # the service gone at an hour ("anoche a las 2 se fue el internet una hora")
        _SERVICE_GONE,
        # the hour of the due day to pay by ("¿hasta qué hora del 25 tengo pa pagar?"), a
        # port opened ("¿abren los puertos?")
        r"hora del \d{1,2}",
        r"(?:tengo|tenemos) (?:pa|para|hasta) pagar",
        # the hour a payment was made ("ya pagué todito hoy a las 10 de la mañana")
        r"(?:pague|transferi|deposite|pagamos|transferimos|abone|cancele) (?:\w+ ){0,3}a las "
        r"\d{1,2}",
        # the day a payment was made ("transferí el lunes y sigue saliendo la deuda")
        r"(?:pague|transferi|deposite|mande|pagamos|transferimos|abone|cancele) (?:el |este |"
        r"un )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)",
        # a payment at an hour asked to count in time ("si transfiero a las 10 de la noche del
        # 25, ¿cuenta como a tiempo?"): the due date's
        r"cuenta (?:como )?a tiempo",
        # (or late: "si pago el 25 a las 10 de la noche, ¿ya me cuentan como atrasada?")
        _COUNTED_LATE,
        r"puertos?",
        # the hour of the due day one may pay by ("el 25 salgo tarde, ¿hasta qué hora de ese día
        # puedo pagar?"): the due date's
        _PAYING_UNTIL_AN_HOUR,
    )
)
FIRST_BILL = "first_bill"
"""The topic of a question about a first bill: the section headed with it, over the charge it
names (the installation on it is the first bill's, not the installation's offer)."""
HOURS = "hours"
"""The topic of an opening-hours question sent to the documents: the answer is the section
headed with the hours (:data:`HOURS_WORDS`), even when another one (how to reach a person)
holds every word of "¿en qué horario puedo hablar con un asesor?"."""
HOURS_WORDS = ("horario",)
# How, where or with what one may pay ("¿dónde puedo pagar?", "¿aceptan efectivo?", "do you
# accept PayPal"): the section headed with the ways to pay, unless the message names the one
# way that has a section of its own (pago móvil).
_ACCEPT = ("aceptan", "acepta", "reciben", "recibe", "agarran", "agarra", "toman",
           "se puede pagar con", "puedo pagar con", "se paga con", "accept", "take",
           r"can (?:i|we) pay (?:with|in|by|using)",
           r"(?:puedo|podemos|se puede) (?:ir a )?pagar(?:lo|la|los)? (?:en|con)")  # fmt: skip
_MEANS = ("efectivo", "cash", "zelle", "paypal", "binance", "usdt", "bitcoin", "cripto",
          r"tarjetas?", r"cards?", "transferencia", "transferencias", "divisas", "dolares",
          "verdes",
          "dollars", "euros", "bolivares", "cheque")  # fmt: skip
PAYING = "paying"
"""The topic of a question about the ways to pay: the answer is the section headed with
them (:data:`PAYING_WORDS`)."""
PAYING_WORDS = (r"formas? de pago",)
# Paying what is owed in parts ("¿puedo pagar en cuotas lo que debo?"): the payment agreement.
_LATER_ON = (
    r"(?:despues|luego|mas adelante|la otra semana|el otro mes|la semana que viene|la proxima "
    r"semana|el mes que viene|el proximo mes|next week|next month|later|en (?:"
    + "|".join(sorted(MONTHS, key=len, reverse=True))
    + "))"
)
"""When the rest of a debt is paid ("el resto después", "el resto en diciembre")."""
_ASKS_INSTALMENTS = re.compile(_has(
    "cuotas", "en partes", "por partes", r"en (?:\d|dos|tres|cuatro) (?:partes|cuotas|pagos)",
    # (a half paid, told, is none: "en octubre solo pude pagar la mitad")
    r"(?<!pude )(?<!pudimos )(?<!pague )(?:pagar|pago|abonar|abono|pay|pagarla|pagarlo|"
    r"pagarles) (?:\w+ )?la mitad", "a plazos",
    "por plazos",
    r"financ\w*", r"acuerdos? de pago", "installments", "payment plan", "in parts",
    r"split (?:\w+ ){0,3}?into (?:\w+ )?payments?",
    # little by little ("¿hay manera de irlas pagando poco a poco?")
    "poco a poco", "de a poquito", "de a poco",
    r"ir(?:la|las|lo|los|le|les)? (?:\w+ )?(?:pagando|abonando)",
    r"(?:por|en) (?:pedacitos|pedazos|partecitas|poquitos|cuotitas)", "poquito a poquito",
    "de un solo golpe",
    # a piece now and the rest later ("¿puedo pagar un pedazo ahorita y el resto después?")
    r"(?:un pedazo|una parte|un poco|algo|la mitad|eso) (?:\w+ )?(?:y|e) "
    r"(?:el resto|lo demas|la otra parte|lo que falta|lo otro|otra|otro) " + _LATER_ON,
    "the rest later",
) + _has(r"pag\w*", "debo", "deuda", "factura", "saldo", "owe", "pay", "acuerdo")
  + _lacks("comprar", "compro", "buy",
           r"(?:del|el|un|una|la|the) (?:router|equipo|ont|repetidor)",
           # (the router by its kind: "how much is the Wi-Fi 6 router, y se paga en cuotas?")
           r"(?:wi fi 6|wifi 6|wifi6) router", r"router (?:\w+ ){0,10}?(?:cuotas|installments|"
           r"instalments)",
           # (whether parts count as paid on time: "si abono la mitad antes del 25 y el resto
           # el 28, ¿me cuenta como pagado a tiempo?" asks the due date's rule)
           r"(?:cuenta|cuentan|toma|toman|queda|quedo) (?:\w+ )?(?:como )?(?:pagad[oa]s? )?"
           r"a tiempo",
           "on time"))  # fmt: skip
"""What is owed, paid in parts; buying equipment in instalments is the equipment's question."""
INSTALMENTS = "instalments"
"""The topic of a question about paying in parts: the section headed with the payment
agreements (:data:`INSTALMENTS_WORDS`)."""
INSTALMENTS_WORDS = (r"acuerdos? de pago",)
# What it takes to get the service back is everything owed ("¿cuánto pago para que me
# reconecten?"), not the reconnection fee alone nor a policy question.
_BACK_ON = (r"reconec?s?t\w*", "reconexion", r"reconnect\w*", r"reactiv\w*", "vuelvan a activar",
            "vuelvan a poner", "me lo pongan", "me la pongan", "me lo vuelven", r"suspendid\w*",
            # connected again, however said ("pa que me lo vuelvan a conectar")
            r"(?:vuelv\w*|volver\w*) a (?:conectar|activar|prender|instalar)\w*",
            "me lo prendan", "me la prendan", "lo prendan", "vuelva el internet",
            r"(?:me|nos) (?:pongan|activen|prendan|conecten) (?:el|la|mi) "
            r"(?:servicio|internet|linea) (?:otra vez|de nuevo|nuevamente)",
            "vuelve el internet", "vuelve el servicio", "regresa el internet",
            "me suspendieron", "me cortaron", "back on",
            r"me (?:quitaron|desconectaron|apagaron) (?:el servicio|el internet|la linea)",
            "me lo quitaron", "me la quitaron", "cut me off", "cut off",
            # the service given back ("¿cuánto pa q me devuelvan el wifi?"), not money
            r"(?:me|nos) (?:devuelvan|devuelven|regresen|regresan|restablezcan|restablecen) "
            r"(?:el|la|mi) (?:wifi|internet|servicio|linea|senal|conexion)")  # fmt: skip
_CANCELLED = (
    r"d(?:ar|arme|arlo|arla|oy|amos|an) de baja|de baja el servicio"
    r"|cancel\w* (?:el|mi|the|my) (?:servicio|service|contrato|contract|internet|plan)"
    r"|terminar el contrato|retir\w* del servicio|romp\w* el contrato|cort\w* el contrato"
    # the contract ended or the service cancelled, said with its pronoun ("¿qué pasa con el
    # contrato? ¿me cobran algo por terminarlo?", "si lo cancelamos esta semana…")
    r"|(?:por |para |pa )?terminarlo|si (?:lo|la) (?:cancelo|cancelamos|cancelan)"
    r"|terminat\w* (?:my|the) (?:contract|service)|early termination"
    # ("a penalty to end the contract")
    r"|(?:to )?end (?:my|the|our) (?:contract|service)"
    # a charge for cancelling, the service left unnamed ("a penalty for cancelling?")
    r"|(?:penalty|penalties|fee|fees|charge|penalidad|multa|cobro) (?:for|por|x) (?:cancel\w*|"
    r"terminat\w*|terminar|dar de baja)"
    r"|(?:solicit\w*|pedir|pido|pedimos|tramit\w*) la baja|la baja del servicio"
    # (in English: "we're closing our account because the family is emigrating")
    r"|clos\w* (?:our|my|the) (?:account|service|contract)"
    # the service handed back ("¿cómo hago pa entregar el servicio?")
    r"|entreg\w* (?:el|mi|nuestro) servicio"
    # the internet taken off for good ("ya no va a necesitar el internet, lo quiere quitar a
    # mitad de mes")
    r"|(?:lo|la) (?:quiere|quiero|queremos|vamos a|va a) quitar (?:\w+ ){0,4}?(?:a mitad|a fin|"
    r"el \d|este mes|en \w+bre)|quitar el (?:internet|servicio) (?:del todo|definitivamente)"
    # (one's own taken off, somebody else's kept: "me voy a vivir con mi hija que ya tiene
    # internet, quiero quitar el mío; ¿me cobran multa por salirme tan pronto?")
    r"|(?:quiero|queremos|voy a|vamos a) quitar (?:el|la) (?:mio|mia|nuestro|nuestra)"
    r"|(?:multa|penalidad|cobro|penalty) (?:\w+ )?(?:por|x|for) (?:salirme|salirnos|irme|irnos|"
    r"retirarme|leaving)"
    # cancelled when, told with the day ("si cancelo hoy, ¿me devuelven lo que queda del mes?")
    r"|(?:si )?(?:cancelo|cancelamos|cancelara|cancelaramos) (?:hoy|ahorita|ya|ahora|manana|"
    r"este mes)"
)
"""The service cancelled ("dar de baja", "¿cómo doy de baja el servicio?")."""
_TOLD_TO_SOMEBODY_ELSE = (
    r"(?:me|nos|le) (?:pueden|puede|podrian|podria|van a) (?:dar|pasar|decir) (?:\w+ ){0,2}?"
    r"(?:la )?(?:informacion|info|datos) (?:a mi|a nosotros|a ella|a el)"
    # (not who must be at home: "¿puede estar la señora que le limpia o tiene que ser ella?")
    r"|(?:tiene|tendria|tendra) (?:que|q) (?:escribir|llamar|escribirnos|llamarnos|pedirlo|"
    r"solicitarlo) (?:el|ella)"
    # (or consulted by somebody else: "mi esposo es el titular, ¿yo puedo consultar la cuenta de
    # él si les doy su cédula?")
    r"|(?:puedo|podemos|podria) (?:consultar|ver|revisar|pedir) (?:\w+ )?(?:la cuenta|el saldo|la "
    r"factura|la deuda|los datos) (?:de el|de ella|de mi \w+|suya|suyo)"
    # (the payer not the holder, the holder's debt asked: "está a nombre de mi mamá pero el que
    # paga todo soy yo, ¿me dicen cuánto debe?")
    r"|(?:el|la) (?:que|q) (?:paga|pago|cancela) (?:\w+ ){0,2}?soy yo"
    # (somebody else wanting the holder's account told: "mi esposo quiere que le den la info de
    # mi cuenta pero el contrato está a mi nombre, ¿se la pueden dar a él?")
    r"|(?:le|les) (?:den|de|dan|des|puedan dar|pueden dar|pasen|digan) (?:\w+ ){0,2}?(?:la )?"
    r"(?:informacion|info|datos) (?:de|del) (?:mi|la|nuestra) (?:cuenta|servicio|contrato)"
    r"|(?:se la|se los|se lo) (?:pueden|puede|podrian|van a) (?:dar|pasar|decir) (?:a el|a ella)"
)
"""Whether the account's facts may be told to somebody other than its holder ("… ¿me pueden
dar la información a mí o tiene que escribir él?"): how one is identified."""
_WHO_I_AM = (
    r"(?:como|how) (?:\w+ ){0,3}?(?:saber|saben|sabran|know|verificar|verifican|confirmar|"
    r"confirman|comprobar|comprueban|tell) (?:que|q|that) (?:soy yo|es (?:el|la) titular|soy (?:el|"
    r"la) titular|i am|it s me|i m)"
    # (or what to give so that the account is found: "what can I give you so you can pull up my
    # account?")
    r"|(?:what|which) (?:\w+ ){0,2}?(?:can|do|should|must) i (?:give|send|tell) (?:\w+ ){0,4}?"
    r"(?:pull up|look up|find|identify|access|see) (?:my|our|the) account"
)
"""How the company knows who writes ("si les escribo desde un número nuevo, ¿cómo saben que soy
yo la titular?"): how one is identified, not a change of holder."""
_LEAVING_THE_COUNTRY = (
    r"(?:nos vamos|me voy|se van|se va|nos mudamos|me mudo|nos regresamos) (?:\w+ ){0,3}?"
    r"(?:del pais|"
    r"(?:pa|para|a) (?:\w+ ){0,2}?(?:chile|espana|colombia|peru|argentina|mexico|panama|usa|"
    r"miami|afuera|el exterior|otro pais))",
    "leaving the country", "moving abroad",
    # (in English, a city or a country abroad named: "I'm relocating to Madrid in January")
    r"(?:relocating|moving|going) (?:back )?to (?:madrid|spain|chile|colombia|peru|argentina|"
    r"mexico|panama|miami|the us|the states|canada|europe|another country)",
)  # fmt: skip
"""Leaving the country ("nos vamos pa Santiago de Chile en enero"): the service ends with it."""
_HOW_LONG = ("cuanto tiempo",
             r"cuanto (?:puede |podria |va a |suele |se )?(?:tarda|tardan|tardar|demora|demoran|"
             r"demorar)", "how long", "how soon",
             "cuantas horas", "cuanto rato",
             # the wait ("¿más o menos cuánto me toca esperar?")
             r"cuanto (?:\w+ ){0,3}?esperar",
             # how long a cut account lasts ("¿cuánto aguanta una línea suspendida?")
             r"cuanto (?:tiempo )?aguanta")  # fmt: skip
"""How long something takes ("¿en cuánto tiempo me reconectan?"): a rule, not an amount."""
# "... para que me reconecten": the total is what the customer asks, whatever else they say.
_TO_BE_BACK_ON = (
    r"(?:para|pa|to) (?:que )?(?:me |nos )?(?:lo |la )?(?:reconect\w*|reactiv\w*|"
    r"prend\w*|get it back|turn it back|vuelvan a (?:conectar|activar|prender|poner))"
)
_PUT_BACK_AFTER_A_CUT = (
    r"(?:sin|no tengo|no hay) (?:internet|servicio|senal|conexion) (?:\w+ ){0,12}?(?:me|nos) "
    r"(?:lo|la) (?:vuelven|vuelvan) a (?:poner|conectar|activar|prender)"
    # (the cut told: "me cortaron el internet por deuda … ¿en cuánto tiempo me lo vuelven a
    # poner?")
    r"|(?:me|nos) (?:cortaron|suspendieron|desconectaron) (?:\w+ ){0,14}?(?:me|nos) (?:lo|la) "
    r"(?:vuelven|vuelvan|van a volver) a (?:poner|conectar|activar|prender)"
)
"""The service gone told, it put back asked ("sigo sin internet, ¿en cuánto tiempo me lo
vuelven a poner?"), not a benefit given back ("… ¿cómo hago pa que me lo vuelvan a poner?")."""
_COMES_BACK_HOW_SOON = (
    r"(?:en )?cuanto (?:tiempo )?(?:vuelve|regresa|vuelva|regrese|me vuelve|me regresa)"
    r"(?! (?:a|el|la|mi) (?:pagar|cobrar|factura|recibo))"
)
"""How soon it comes back, its subject told before ("me cortaron el internet, si cancelo todo
hoy, ¿en cuánto tiempo vuelve?")."""
_BACK_ON_AGAIN = (
    "working again", "back on", r"reconnect\w*", r"reconec?s?t\w*", "reconexion",
    # (typed "reconecsion", "reconeccion")
    r"reconec(?:s|c)ion",
    r"(?:it|that|service|internet|connection) (?:comes|come) back",
    r"(?:switch|turn)\w* (?:it |that )?on again",
    _PUT_BACK_AFTER_A_CUT,
    _COMES_BACK_HOW_SOON,
)  # fmt: skip
"""The service asked back after a cut ("how long until it comes back?", "¿en cuánto me
reconectan?"): the reconnection's question, whatever the cut or the payment told."""
_ALREADY_BACK_ON = r"ya (?:me |nos )?(?:lo |la )?(?:reconectaron|activaron|prendieron|reactivaron)"
_BALANCE_ASKED_FOR = (
    r"(?:decir|dar|pasar|indicar|decirme|darme|pasarme|indicarme) (?:el|la) (?:saldo|deuda|"
    r"monto que debo|total que debo)",
    r"(?:el|la) (?:saldo|deuda|monto) (?:que|q) (?:tengo|tenemos) (?:que|q) (?:pagar|cancelar)",
)
"""The balance asked for ("¿me pueden decir el saldo que tengo que cancelar?"): the sender's,
whatever was told around it."""
_HOW_MUCH_OWED = ("cuanto", "monto", "que debo", "debo", "pagar", "pago", "total", "how much",
                  "todo", "pay", "owe",
                  # whether money at hand is enough ("solo tengo 3.000, ¿me alcanza?")
                  r"(?:alcanza|alcanzaria|basta|enough)", r"o falta\w*")  # fmt: skip
_CHARGE_ASKED = (
                 # (not the sender's own pay: "ya cobré la quincena, ¿cuánto tengo q meter pa
                 # que me lo vuelvan a poner?")
                 r"cobr\w*(?! (?:la|mi|el) (?:quincena|sueldo|semana|mes|pension))",
                 "cargo", "cargaron", "que es",
                 r"(?:por que|porque)(?! (?:me |nos )?(?:lo |la )?(?:suspendieron|cortaron))"
                 # ("le escribo porque tengo dos semanas sin servicio": because, not why)
                 r"(?! (?:tengo|tenemos|estoy|estamos|necesito|llevo|llevamos|hace))",
                 "cuesta",
                 "cuestan", "vale", "why", "what is")  # fmt: skip
_SERVICE_TAKEN_ELSEWHERE = (
    r"(?:llevar|mudar|trasladar|mover)(?:me|nos|lo|la)? (?:el |la |mi |nuestro )?(?:internet|"
    r"servicio|linea|wifi|conexion)"
    # (passed to another home, not a plan passed to: "pasar el internet pa la casa nueva")
    r"|pasar(?:me|nos|lo|la)? (?:el |la |mi |nuestro )?(?:internet|servicio|linea|wifi|conexion) "
    r"(?:pa|para|a) (?:alla|la|el|otra|otro|mi|nuestra|nuestro)"
)
"""The service taken to another home ("¿cuánto sale llevarme el internet pa allá?"): the move."""
_CHARGED_ON_THE_BILL = (
    r"(?:me|nos) (?:metieron|cobraron|pusieron|clavaron|cargaron|facturaron) "
    r"(?:\w+ ){0,3}(?:en|de) (?:la|el|mi|esta|este) (?:factura|recibo)"
)
"""A charge told as put on the bill ("la reconexión q me metieron en la factura")."""
# Money in the customer's favour, asked about as theirs ("¿tengo plata a favor?").
_LEFT_OVER = r"sobr(?:ante|antes|aron|ado|ada|an|a|o)"
"""Money left over ("me sobró", "el sobrante"), not the preposition "sobre"."""
_IN_FAVOUR = ("a favor", "a mi favor", "saldo positivo",
              # (not the card: "pagar con tarjeta de crédito", "with a credit card")
              r"(?<!tarjeta de )credito", r"credit(?! cards?)",
              # (but "de más de mil" is "more than a thousand", a size told)
              r"de mas(?! de (?:\d|mil|cien|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|"
              r"diez|medio) )",
              r"in (?:my |our )?favou?r",
              _LEFT_OVER, "quedo plata", "left over",
              # the change a payment left ("ese vuelto que quedó, ¿dónde está?")
              "vuelto", "el cambio que quedo",
              # money left paid ahead ("esos 10 verdes que dejé adelantados, ¿siguen ahí?")
              r"(?:deje|dejamos|pague|pagamos|abone|abonamos|mande) (?:\w+ ){0,2}?"
              r"(?:adelantad[oa]s?|por adelantado|de adelanto)",
              # paid over to go ahead, what is left asked ("le metí un poquito más para ir
              # adelantando, ¿me quedó algo abonado?")
              r"(?:para|pa) ir adelantando", r"(?:algo|plata|saldo|dinero) abonad[oa]",
              # paid over, what is kept asked ("pagué como 10 verdes extra, ¿cuánto me quedó
              # ahí guardado?")
              r"(?:quedo|queda|quedaron|quedan) (?:ahi |alli |en la cuenta )?"
              r"guardad[oa]s?")  # fmt: skip
_SENT_OVER = r"(?:mande|pague|transferi|envie|deposite) (?:\S+ ){0,4}(?:de mas|demas|extra)"
"""More sent than was billed ("mandé un poquito de más"): the payment's, not the bill's change."""
_OWED_TO_THEM = ("me deben", "nos deben", "me adeudan", "owe me", "owe us", "overpay",
                 # ("I think I sent more than my bill")
                 r"(?:sent|paid|transferred) (?:a bit |a little |way )?more than (?:my|the|our|"
                 r"what)",
                 "overpaid", "sent extra", "paid extra", "paid too much", "pague de mas",
                 "pague demas", "pague doble", "pague dos veces", "paid twice", "tengo abonado",
                 r"pag\w* mas de lo que (?:debia|debiamos|tenia|me tocaba|tocaba|correspondia)",
                 r"(?:mande|pague|transferi|envie|deposite) (?:\S+ ){0,4}(?:de mas|demas|"
                 r"adicionales?|extra)",
                 # more sent than the bill ("se le fue la mano con el monto", "puso 4.114,50 y
                 # la factura era menos")
                 r"se (?:me|le|nos|les) fue la mano",
                 # where the difference paid over went ("pagué 4.114,50 y la factura era de
                 # 3.059,50, ¿esa diferencia dónde quedó? ¿la perdí?")
                 r"(?:esa|la) diferencia (?:\w+ )?(?:donde|a donde|pa donde|para donde) "
                 r"(?:quedo|queda|fue|se fue|va|esta)",
                 r"(?:esa|la) diferencia (?:\w+ )?(?:la perdi|se perdio|se pierde|la pierdo)",
                 r"(?:la factura|el recibo|la cuenta|lo que debia|lo que debiamos) (?:era|eran|"
                 r"venia|vino|salio|llego) (?:de |por )?(?:menos|menor)")  # fmt: skip
_HOLDS = ("tengo", "tenemos", "me queda", "queda", "quedo", "hay", "do i have", "cuanto",
          "how much", "donde", "any", "left", "remaining", "is there", _LEFT_OVER, "stay",
          "stayed", "stays", "remain", "remained",
          # what the sender thinks is due to them ("¿no debería tener algo a favor por eso?")
          r"(?:deberia|deberiamos|debo|debemos|tendria|tendriamos) (?:de )?tener",
          r"should(?:n t)? (?:i |we )?(?:have|get)",
          r"sigu\w* (?:ahi|alli|en la cuenta|estando|apareciendo)",
          # what becomes of it, asked ("esa plata me la devuelven o qué pasa con ella?")
          r"(?:me|nos) (?:la|lo) (?:devuelven|reintegran|regresan|reembolsan)",
          r"(?:que|q) pasa con (?:ella|esa plata|ese dinero)")  # fmt: skip
# A promotion or discount the customer had and lost ("se me acabó el descuento").
_PROMO = (
    r"promo\w*",
    r"descuent\w*",
    r"discount\w*",
    r"rebaja\w*",
    r"rebajit\w*",  # ("una rebajita por fidelidad")
    # "el 20 %" (the sign is dropped), not a day a payment was made on ("fueron 1.496,40 por
    # pago móvil el 20")
    r"(?<!movil )(?<!pague )(?<!pago )(?<!pagamos )(?<!pagaron )(?<!transferi )"
    r"(?<!deposite )(?<!abone )(?<!dia )el \d{1,2}(?! de )"
    # (nor the day before the payment's verb: "el 10 pagué 4.114,50")
    r"(?! (?:pague|pagamos|transferi|transferimos|deposite|abone|cancele|hice|mande|envie) )",
    # "y mi 20 %?": the sender's own percent is a discount they had
    r"(?:mi|my) \d{1,2}(?! (?:de|megas|mb|gb|gigas|dias|horas|anos|meses)\b)",
    r"\d{1,2} por ciento",
    # a free month or trial ("¿se me acabó el mes gratis de la IP fija?")
    r"(?:mes|meses) (?:de )?(?:gratis|prueba)",
    "free trial",
)
# (not "me acabo de afiliar": just joined)
_ENDED = (r"acab(?!o de |amos de )\w*", r"termin\w*", r"venci\w*", "quitaron", "ya no",
          r"end\w*", "tenia",
          "se fue", "perdi", "no me aplican", "no aplican", "no me lo aplican", r"expir\w*",
          "donde quedo", "que paso con", "me daban", "daban", "me dieron", r"desapareci\w*",
          "disappeared", "missing", r"no (?:me )?(?:aparecio|aparece|salio|sale|vino|llego)",
          # gone from the bill after ("la de septiembre traía el descuento y la de ahora no")
          r"(?:la|el) de ahora no", r"ahora no (?:trae|tiene|sale|aparece|viene)",
          # not applied this month ("este mes no me lo pusieron", "no me lo aplicaron")
          r"no (?:me |nos )?(?:lo |la )?(?:pusieron|aplicaron|colocaron|hicieron|respetaron)",
          "over", "gone", "finished", "no longer", "anymore", "what happened",
          "happened to")  # fmt: skip
_THEIRS = ("me", "mi", "my", "tengo", "tenia", "nos", "did my", r"(?:la|el) de ahora no",
           # the sender's contract, the bill come without it ("contraté en agosto con el 20 % y
           # la de noviembre vino sin el descuento")
           r"contrat(?:e|amos)", r"(?:vino|llego|salio) sin (?:el|la|mi|ese|esa) "
           r"(?:descuento|promo\w*|rebaja)",
           # gone from the bill ("el descuento de fidelidad ya no aparece")
           r"(?:ya no|no) (?:aparece|sale|esta|viene|figura)",
           r"(?:venia|venimos|vengo) (?:recibiendo|teniendo)", "recibia")  # fmt: skip
# Two months named and compared ("en septiembre pagué menos que en octubre").
_MONTH_NAME = (
    "(?:"
    + "|".join(sorted({*MONTHS, *MONTH_ABBREVIATIONS}, key=len, reverse=True))
    + "|(?:"
    + "|".join(f"(?<= {word} )" for word in AUGUST_AGO_AFTER)
    + ")ago)"
)
_OLD_PLAN_TAKEN = (
    r"(?:me|nos|se) (?:lo|la) (?:van a |vayan a |irian a )?(?:quitar|quitan|eliminar|eliminan)",
    r"(?:me|nos) (?:pasan|van a pasar|cambian|van a cambiar) a otro",
)
"""An old plan taken away, feared ("¿me lo van a quitar o me pasan a otro?")."""
_A_MONTHS_BILL_NAMED = r"(?:la|el) (?:de|del) (?:mes de )?" + _MONTH_NAME
"""A month's bill named without its noun ("la de noviembre", "el de octubre")."""
_WISHED_ADDITION = (
    r"(?:(?:quiero|quisiera|queremos|quisieramos|me gustaria|nos gustaria|pienso|podria|puedo|"
    r"want to|would like to) (?:ponerle|agregarle|anadirle|sumarle|meterle|agregar|anadir|"
    r"sumar|add"
    # the service itself, not contracted yet ("quiero contratar la de 300, ¿me cobran la
    # instalación?")
    r"|contratar|contratarlos|contratarles|contratar con ustedes|sign up)"
    # ("how much to add the tv channels to my internet plan?")
    r"|how much (?:is it |would it be )?to add)"
)
"""Something wished added to the service ("quiero ponerle canales de TV al internet, ¿cuánto
me sale?"): what it is and what it costs, whatever the sender's own plan."""
_TO_A_PLAN_BY_FIGURE = (
    r"(?:(?:pas\w*|sub\w*|cambi\w*|switch\w*) (?:\w+ ){0,3}?(?:al|a|to) "
    r"(?:la de |el de |de |la |el )?"
    # a plan asked for by its figure ("si hoy pido fibra 300, ¿me queda funcionando hoy mismo?")
    r"|(?:pido|pedimos|solicito|solicitamos) (?:el |la )?)(?:plan )?(?:fibra )?\d{2,4}"
)
"""A change to a plan named by its figure ("si me paso al de 300", "si pido fibra 300")."""
_MONTH_BILLED = (
    # the month a bill is for, or what was used in another ("la que sale el 1 de diciembre, ¿es
    # por diciembre o por lo q use en noviembre?")
    r"(?:es|son|corresponde|cobra|cobran|cubre) (?:a |al |por |de )?(?:el |la )?(?:mes )?"
    r"(?:de |del )?" + _MONTH_NAME + r" o (?:por |a )?lo (?:que )?(?:use|usamos|consumi|gaste)|"
    r"(?:cobra|cobran|factura|facturan|es|corresponde|cubre) (?:a |al |por )?(?:el )?mes "
    r"(?:que paso|q paso|pasado|que viene|q viene|siguiente|adelantado|vencido|en curso|"
    # ("¿es por el mes que empieza o por el que ya pasó?")
    r"(?:que|q) (?:empieza|comienza|entra|arranca|ya paso|se fue|termino))"
    # (the month used named first: "¿es por lo q ya usé en noviembre o por el mes q viene?")
    r"|lo (?:que |q )?(?:ya )?(?:use|usamos|consumi|consumimos|gaste) (?:en )?(?:\w+ )?o (?:por |"
    r"a )?(?:el )?(?:mes )?(?:que |q )?(?:viene|siguiente|proximo|entra|empieza)"
    # (the service used in one month or the next, both named: "¿es por el servicio que usé
    # en noviembre o por el de diciembre?")
    r"|(?:es|son|corresponde|cobra|cobran|cubre) (?:a |al |por )(?:el |lo )(?:servicio|internet|"
    r"(?:que|q) (?:use|usamos|consumi|tuve|tuvimos)) (?:\w+ ){0,3}?(?:en |de |del )"
    + _MONTH_NAME
    + r" o (?:\w+ ){0,3}?"
    + _MONTH_NAME
    # (or ahead: "¿es por lo q usé en octubre o es adelantado lo de noviembre?")
    + r"|lo (?:que |q )?(?:ya )?(?:use|usamos|consumi|consumimos|gaste) (?:en )?(?:\w+ )?o (?:es )?"
    r"(?:por )?adelantad[oa]"
    # (what was used or the month beginning: "¿es de lo q ya usé o del mes q apenas empieza?")
    r"|(?:es|son|cobra|cobran|corresponde) (?:de|por|a) lo (?:que |q )?(?:ya )?(?:use|usamos|"
    r"consumi|consumimos|gaste) o (?:del|de el|por el|al|el) mes"
    r"|mes (?:adelantado|vencido)|(?:pago|pagamos|se paga|cobran|cobra) (?:por )?adelantado o "
    r"(?:atrasado|vencido)"
    # (the month used and the next one, the bill charging one of them: "me está cobrando
    # octubre q ya usé o noviembre? o sea, ¿se paga adelantado?")
    r"|(?:cobra|cobran|cobrando|factura|facturan|facturando) (?:\w+ )?"
    + _MONTH_NAME
    + r" (?:que |q )?(?:ya )?(?:use|usamos|consumi|consumimos|gaste|paso) o (?:el de |la de )?"
    + _MONTH_NAME
    + r"|(?:o sea|osea|entonces|es que) (?:se paga|pago|pagamos|se cobra) (?:por )?adelantado(?= $)"
    # (in English, both months named: "is it for the October service I already used, or is it
    # for November?")
    + r"|(?:is it|it s|is this|is that) (?:paying |charging |billing )?for (?:the )?"
    + _MONTH_NAME
    + r" (?:\w+ ){0,5}?or "
    r"(?:\w+ ){0,3}?" + _MONTH_NAME +
    # ("is it paying for the month that just finished or for the month that is starting?")
    r"|month that (?:just )?(?:finished|ended|passed) or|month (?:that is|that s|thats) "
    r"(?:starting|beginning|coming)"
    # ("am I paying in advance or after I use it?", "is the november bill paying for october's
    # internet or for november?")
    r"|(?:paying|pay|charged|billed) in advance or (?:after|for what)"
    r"|(?:bill|invoice) (?:paying|pay|charging|for) (?:for )?" + _MONTH_NAME + r" s (?:internet|"
    r"service|usage) or"
    # ("¿y esa cobra diciembre o noviembre?", "¿es por noviembre q ya usé o por diciembre?")
    r"|(?:cobra|cobran|es|corresponde|cubre) (?:a |al |por |de )?(?:el )?(?:mes (?:de )?)?"
    r"(?:servicio (?:de |del )?(?:mes (?:de )?)?)?"
    + _MONTH_NAME
    + r" (?:(?:que|q) (?:\w+ ){0,3}?)?o (?:el |por |a )?(?:mes (?:de )?)?"
    r"(?:servicio )?(?:de |del )?"
    + _MONTH_NAME
    # ("¿o sea es adelantado o vencido?")
    + r"|(?:es|son|se paga|se cobra) (?:\w+ )?(?:adelantado|anticipado|por adelantado) o "
    r"(?:vencido|atrasado|despues)"
    # ("the bill that comes on the 1st of December, is it for December or for what I used in
    # November?")
    + r"|(?:is|es) (?:\w+ ){0,8}?for "
    + _MONTH_NAME
    + r" or (?:for )?(?:what i used|what we used|the month"
    r"|"
    + _MONTH_NAME
    + ")"
    # the other order ("¿es por lo que usé en noviembre o por diciembre?")
    + r"|(?:es|son|corresponde|cobra|cobran|cubre) (?:a |al |por |de )?lo (?:que )?(?:use|usamos|"
    r"consumi|gaste) (?:en )?(?:el mes de )?" + _MONTH_NAME + r" o (?:ya )?(?:es )?"
    r"(?:por |a |el )?(?:mes (?:de )?)?"
    + _MONTH_NAME
    # paid before it is used ("¿o sea que estoy pagando el mes antes de usarlo?")
    + r"|pagando el mes (?:antes de usarlo|por adelantado|adelantado)"
    r"|(?:pagaba|pago|cobran|cobraban) lo (?:que|q) ya (?:habia |he )?(?:usado|consumido)"
    # which of two months a bill is for ("la que me llega en diciembre, ¿es por noviembre o
    # por diciembre?")
     + r"|(?:es|son|corresponde|corresponden|cobra|cobran|cubre|cubren) (?:a |al |por |de )?"
    r"(?:el |la )?(?:mes |factura )?(?:de |del )?" + _MONTH_NAME + r" o (?:a |al |por |de )?"
    r"(?:el |la )?(?:mes )?(?:de |del )?"
    + _MONTH_NAME
    # paid in advance ("la factura me llega el 1, ¿o sea que pago adelantado?")
    + r"|(?:pago|pagamos|se paga|cobran|cobra) (?:por |el mes )?adelantado"
    # the month gone or the one to come ("¿es del mes que pasó o del que viene?")
    + r"|(?:es|son|corresponde) (?:del|de el) mes (?:que|q) (?:paso|viene) o (?:del|de el) "
    r"(?:mes )?(?:que|q) (?:paso|viene)"
    # the month used or the one to come ("¿es por el mes que ya usé o por el que viene?")
     + r"|(?:es|son|corresponde|cobra|cobran|cubre) (?:a |al |por |de )?(?:el )?mes (?:que|q) "
    r"(?:ya )?(?:use|usamos|consumi|pas[oe]|termin[oe]|disfrute|tuve|viene)"
    r"|(?:por|de) (?:el|lo) (?:que|q) (?:ya )?(?:use|usamos|consumi|gaste) o "
    r"(?:por|de) (?:el|lo) (?:que|q) viene"
    r"|(?:por|de) (?:el|lo) (?:que|q) (?:ya )?(?:use|usamos|consumi|gaste|paso) o "
    r"(?:del|por el|de el) mes (?:que|q) (?:empieza|viene|comienza|entra)"
)
"""Which month a bill charges for asked: the billing cycle's rule."""
_TWO_MONTHS = rf"(?=.* (?P<first_month>{_MONTH_NAME}) .* (?!(?P=first_month) ){_MONTH_NAME} )"
"""Two different months named (not "se pasó octubre entero jugando… ¿cuántos gigas en
octubre?")."""
# ("agosto y septiembre nada más" asks for only those, compares nothing)
_COMPARED = (r"(?<!nada )mas", "menos", "mayor", "menor", "bigger", "smaller", r"car[oa]s?",
             r"barat[oa]s?", r"cambi\w*", r"subi\w*",
             # from one month to the next ("de enero a febrero, ¿cuánto aumentó el internet?")
             r"(?:de|desde|from) " + _MONTH_NAME + r" (?:a|al|hasta|to) " + _MONTH_NAME
             + r" (?:\w+ ){0,4}?(?:aument\w*|increment\w*|brinc\w*|went up|increased|rose)",
             r"baj\w*", "higher", "lower", "vs", "versus", r"compar\w*", "diferencia", "more",
             "less", "lado a lado", "side by side", "contra", "frente a", "no entiendo",
             "changed", "change", "between", "entre", "cheaper", "pricier", "than",
             r"expli\w*",
             # the same or not ("¿las de agosto y septiembre me salieron iguales?")
             r"igual\w*", "lo mismo", "mismo monto", "same", r"diferente\w*", r"distint\w*",
             "different",
             # how far one moved from the other ("¿cuánto varió la de septiembre con respecto
             # a agosto?", the accent dropped: "vario")
             r"vari(?:o|aron|acion|ado)", r"(?:con )?respecto (?:a|al|de)",
             r"en relacion (?:a|al|con)")  # fmt: skip

_PAYMENT_PROOF = (r"reflej\w*", "comprobante", "referencia", r"(?:recibieron|llego|aparece|"
                  r"procesaron) (?:mi|el) pago")  # fmt: skip
_DOLLAR = ("dolar", "dolares", "divisas", "usd", "dollar", "dollars", "tasa bcv", "tasa del bcv",
           "bcv", "tasa del dolar", "tasa de cambio", "exchange rate", "a que tasa",
           "que tasa")  # fmt: skip
_IN_DOLLARS = (*_WHY, "tengo que", "hay que", "cobran", "cobra", "facturan", "factura",
               "precio", "precios", "tasa", "pay", "paying", "charge", "charged", "priced",
               "bill")  # fmt: skip
# "El plan de 30 megas" names a plan; "tengo 100 megas y me llegan 10" is about speed.
_NOT_A_PLAN_NAME = r"(?<!plan de \d\d )(?<!plan de \d\d\d )"
_TECHNICAL = (_NOT_A_PLAN_NAME + "megas", _NOT_A_PLAN_NAME + "mbps", "velocidad", "speed",
              "lento", "lenta", "lentisimo", "slow",
              "no tengo internet", "sin internet", "no hay internet", "se cae", "se me cae",
              "intermitente", "no navega", "no carga", "no connection", "no internet")  # fmt: skip
# An outage's effect on the bill (a credit for the days without service) is a billing
# question for the documents, not a line to fix.
_OUTAGE_CREDIT = (r"descont\w*", r"descuent\w*", r"compens\w*", r"credit\w*", "reembolso",
                  # the whole month paid all the same ("¿me toca pagar el mes entero igualito?")
                  r"pagar (?:el mes |la mensualidad |todo el mes )?(?:entero|entera|completo|"
                  r"completa|igualito|igual)",
                  r"rebaj\w*", r"reconoc\w*",
                  "refund", r"devuelv\w*", r"devolv\w*", "me pagan",
                  # ("do I get anything taken off the bill for that?")
                  r"taken? off (?:\w+ ){0,3}?bill", r"(?:money|something|anything) (?:back|off)",
                  # the days taken into account or paid whole ("¿eso me lo toman en cuenta en lo
                  # que me van a cobrar o lo pago completo igual?")
                  r"(?:me lo|lo|nos lo) (?:toman|tomaran|van a tomar) en cuenta",
                  r"(?:lo|la) pago (?:completo|completa|entero|entera)")  # fmt: skip
# A service outage, and the credit it earned gone from this bill ("el descuento por la caída
# ya no aparece"): the bill change says so from the account, beside the compensation rule.
_OUTAGE = (r"fallas?", r"caidas?", r"caid[oa]", "se cayo", "se cae", "sin internet", "sin servicio",
           _SERVICE_GONE,
           "sin senal",
           r"incomunicad\w*", r"(?:robaron|cortaron|se llevaron|se llevo|rompio|rompieron) "
           r"(?:el|los) "
           r"(?:cables?|cableado)", "sin fibra", r"averias?",
           "sin conexion", "outage", "down", "offline", _SERVICE_GONE,
           # days counted without the Wi-Fi, whatever broke ("se me dañó el router propio y
           # pasé 2 días sin wifi, ¿me compensan?"): the compensation's rule says when
           r"(?:\d+|dos|tres|cuatro|cinco|unos|varios) dias sin (?:wifi|wi fi|nada)",
           r"(?:without|no) (?:service|internet|connection|signal)",
           # days without the service, whatever the cause ("no tuve servicio 2 días porque me
           # cortaron", "me suspendieron 3 días"): whether they are credited is the
           # compensation rule's question
           r"no (?:tuve|tuvimos|tenia|teniamos|he tenido|hemos tenido) (?:servicio|internet|"
           r"conexion|senal)",
           # ("estuve desconectado desde el lunes hasta el jueves"), not cut off by the company
           r"(?:estuve|estuvimos|estaba|estabamos|quede|quedamos|pase|pasamos) (?:\w+ )?"
           r"desconectad[oa]s?",
           r"(?:cortaron|suspendieron|quitaron) (?:\w+ ){0,3}(?:\d+|dos|tres|cuatro|cinco|unos|"
           r"varios) dias")  # fmt: skip
_GONE = ("este mes no", "ahora no", "ya no", "no tengo", "no me", "no aparece", "no sale",
         r"no (?:sal\w*|vino|viene|aparec\w*|veo|esta|lo pusieron|la pusieron)",
         "no vino", "no lo veo", "mes pasado", "mes anterior", "last month", "not this month",
         "anymore", "antes tenia", "tenia", "used to")  # fmt: skip
OUTAGE_CREDIT = "outage_credit"
"""The topic of a question about the credit an outage earns (``OUTAGE_CREDIT_WORDS``)."""
OUTAGE_CREDIT_WORDS = (r"compensa\w*",)
"""What names the rule behind an outage's credit: the compensation section's heading."""
_ASKS_OUTAGE_CREDIT = re.compile(
    _has(*_OUTAGE)
    + _has(*_OUTAGE_CREDIT)
    # the debt paid told ("ya cancelé todo lo que debía y sigo sin internet, ¿en cuánto me lo
    # devuelven?"): the service back after a cut, not days of an outage credited
    + _lacks(
        r"(?:ya )?(?:pague|cancele|abone|pagamos|cancelamos) (?:todo )?(?:lo (?:que|q) "
        r"(?:debia|debo|debiamos|debemos)|toda la deuda|la deuda|todo)"
    )
)
# More questions one heading names, each a family: (topic, what asks it, the heading's words).
_CHANGE_VERB = (r"cambi\w*", "paso", "pasarme", "pasar", "me paso", r"baj\w*", r"sub\w*",
                r"mejor\w*", "switch", "move", r"upgrad\w*", r"downgrad\w*", "quiero", "quisiera",
                "want", "need", r"jump\w*", r"drop\w*",
                # back to the plan held before ("me devuelvo al de 50")
                "devuelvo", "devolverme", "regresarme", "me regreso")  # fmt: skip
_TO_ANOTHER_PLAN = (
    r"(?:cambi\w*|pas\w*|sub\w*|baj\w*|switch\w*|mov\w*|jump\w*|upgrad\w*|downgrad\w*|drop\w*) "
    r"(?:\w+ ){0,3}?(?:a|al|to|de) (?:otro plan|un plan|plan|fibra|aire|another plan|el de|la de|"
    r"de \d{2,4}"  # ("si me bajo al de 300")
    r"|(?:a|an|the) (?:\w+ )?plan)"  # ("move to a cheaper plan")
)
_KEPT_OR_LOST = (r"conserv\w*", r"manten\w*", r"mantien\w*", r"pierd\w*", r"perd\w*",
                 r"sigo con", "sigo teniendo", r"segui\w* (?:teniendo|con)", "todavia tendria",
                 r"se (?:me )?(?:quita|quitan|pierde|acaba|termina|mantiene)",
                 "keep", "lose", "still get",
                 # ("would the discount carry over to the cheaper plan?")
                 r"carr(?:y|ies) over", "still apply", "stay with me")  # fmt: skip
_WHICH_OWED_BILL = (
    r"a (?:cual|que mes|cual mes|(?:cual|que) (?:factura|recibo|deuda))(?: de (?:las|los) (?:dos|"
    r"tres|2|3)(?: (?:facturas|recibos|"
    r"meses))?)?"
    r" (?:me lo|se lo|lo|me la|se la|la|me los|se los) (?:ponen|aplican|abonan|cargan|asignan|"
    r"descuentan|meten)",
    r"a (?:cual|que mes|cual mes|cual factura) (?:se me|se le|se nos|me|se) (?:va|van) a "
    r"(?:poner|aplicar|abonar|ir|cargar)",
    # ("si pago ahorita, ¿a cuál se me va?")
    r"a (?:cual|que factura|cual factura|cual de las dos) se (?:me |le |nos )?(?:va|van|aplica|"
    r"pone|abona)(?= $| ahorita| primero| eso| esa plata)",
    # (one month named, the other owed told: "si abono 20 dólares, ¿me los ponen a la de
    # noviembre? la de octubre la quiero pagar después")
    r"(?:me|se) (?:lo|la|los|las) (?:ponen|aplican|abonan|cargan|asignan|meten) (?:a|al|en) "
    r"(?:la de |el de |la factura de )" + _MONTH_NAME,
    # (the two months named: "¿ese pago se lo ponen a noviembre o a octubre?")
    r"(?:me lo|se lo|lo|me la|se la|la) (?:ponen|aplican|abonan|cargan|asignan|meten) (?:a|al|en) "
    r"(?:la de |el de |la factura de )?"
    + _MONTH_NAME
    + r" o (?:a|al|en) (?:la de |el de )?"
    + _MONTH_NAME,
    # ("hoy les mandé 30 dólares, ¿eso me lo descuentan de cuál de las dos?")
    r"(?:me lo|se lo|lo|me la|se la|la) (?:ponen|aplican|abonan|descuentan|rebajan|restan) "
    r"(?:de|a|en) (?:cual|que) (?:de (?:las|los) (?:dos|tres)|factura|recibo|mes)",
)
"""Which of the bills owed a payment goes to, asked: the payments' order (a rule)."""
_CREDIT_AND_CHARGE_LINES = (
    # (each line told with its days: "un crédito x 16 días y un cargo x 16 días"; parts joined
    # lose their "y": "con un crédito un cargo")
    r"(?:credito|credit) (?:\w+ ){0,4}?(?:y |and )?(?:un |una |otro |a )(?:cargo|cobro|charge)",
    r"(?:cargo|cobro|charge) (?:\w+ ){0,4}?(?:y |and )?(?:un |una |otro |a )(?:credito|credit)",
    r"(?:credito|credit) (?:y|and) (?:cargo|cobro|charge)",
    r"(?:cargo|cobro|charge) (?:y|and) (?:credito|credit)",
    # (two lines told with their days: "¿qué son esas dos líneas de 16 días en mi factura?")
    r"(?:dos|2) (?:lineas|renglones|conceptos|cargos) (?:\w+ ){0,2}?(?:de|por|x) \d+ dias",
    # (each named by its kind: "las dos líneas de 16 días, la de crédito y la de cargo")
    r"(?:la|el|the) de (?:credito|credit) (?:(?:y|and|o) )?(?:la|el|the) de (?:cargo|cobro|charge)",
    r"(?:la|el|the) de (?:cargo|cobro|charge) (?:(?:y|and|o) )?(?:la|el|the) de (?:credito|credit)",
    # (told by their signs: "dos renglones de 16 días, uno en negativo y otro positivo")
    r"(?:uno|una) (?:en )?negativ[oa] (?:\w+ ){0,2}?(?:otro|otra) (?:en )?positiv[oa]",
    r"(?:uno|una) (?:en )?positiv[oa] (?:\w+ ){0,2}?(?:otro|otra) (?:en )?negativ[oa]",
)
"""A credit line beside a charge line ("la factura vino con un crédito y un cargo"): a plan
changed mid-month, the bill's lines, not money in the sender's favour."""
_LEFT_IN_FAVOUR_ASKED = (
    r"cuanto (?:tengo|tenemos|me queda|nos queda|hay) a favor",
    r"(?:me|nos) (?:quedo|queda) (?:algo )?(?:de eso )?a favor",
)
"""What is left in the sender's favour, asked ("¿me quedó algo de eso a favor o ya se usó
todo?", "¿cuánto tengo a favor ahorita?"): the balance, whatever credit or outage is told."""
_NOT_PAID_LATE_AND_CHARGED = (
    "(?!"
    + _has(
        r"se me (?:paso|olvido) (?:pagar|la fecha|el pago|el dia)",
        r"(?:pague|pagamos) (?:\w+ ){0,2}?(?:tarde|atrasad\w*|despues del? (?:\d+|vencimiento|"
        r"la fecha))",
        "paid late",
    )
    # (a charge to come, asked: "¿me van a cobrar algo?"; not one billed, "¿qué es ese
    # recargo? pagué tarde, sí, pero la pagué")
    + _has(
        r"(?:me|nos) (?:van a |va a )?(?:cobrar|cobran|cobra|clavan|meten|ponen) (?:algo|"
        r"recargo|mora|multa|extra|de mas)",
        r"(?:will|do|are) (?:you|they) (?:\w+ )?charge",
    )
    + ")"
)  # fmt: skip
"""Not paid late, told, with a charge for it asked ("se me pasó la fecha y pagué el 29, ¿me
van a cobrar algo?"): that is the late fee's rule, neither a payment to check nor a change of
the bill."""
_A_PLANS_PRICE_ASKED = (
    r"(?<!tengo )(?<!tenemos )(?<!pago )(?<!pagamos )(?<!tengo el )(?<!tenemos el )"
    r"(?<!pago el )(?<!pagamos el )(?<!estoy en )(?<!estoy en el )(?<!mi )"
    r"(?:(?:plan|paquete) (?:de |d )?(?:fibra )?\d{2,3}|fibra \d{2,3}|(?:el|al|del) (?:de |d )"
    r"\d{2,3} (?:megas|mbps|mb|megabits))"
    r"(?! (?:dolares|usd|bs|bolivares|verdes|bolos|gigas|gb|dias|meses))"
)
"""A plan named by its speed, not told as held ("¿cuánto sale el plan de 600 megas?")."""
_DISCOUNT_ON_WHAT = _has(
    r"(?:descuento|el 20|el 10|promo\w*|rebaja) (?:\w+ ){0,6}?(?:solo|nada mas|unicamente) "
    r"(?:se lo |me lo |lo |se la |me la |la )?(?:restaron|aplicaron|descontaron|rebajaron|aplican|"
    r"descuentan|rebajan) (?:al|a la|sobre)",
    r"no deberia (?:aplicarse|aplicarlo|descontarse|rebajarse) (?:a|sobre) (?:todo|toda)",
    # told as it shows ("el descuento solo sale sobre el plan y no me lo aplican a la tv")
    r"(?:descuento|promo\w*|rebaja) (?:\w+ ){0,6}?solo (?:sale|aparece|viene|es|esta) (?:sobre|en|"
    r"al|a la|por) (?:el plan|la mensualidad|el servicio)",
    # (the verb before: "el descuento es solo sobre el plan y no sobre el alquiler de la ONT")
    r"(?:descuento|promo\w*|rebaja) (?:\w+ ){0,2}?(?:es|sale|aparece|viene|esta|se aplica|aplica) "
    r"(?:solo|nada mas|unicamente|nomas) (?:sobre|en|al|a la|por) (?:el plan|la mensualidad|"
    r"el servicio)",
    r"(?:aplica|aplican|se aplica) (?:a|sobre) (?:todo lo que pago|toda la factura|"
    r"los adicionales)",
    # other lines than the plan's asked to take it too ("¿me rebaja también la ip fija y el
    # alquiler de la ont o nomás el plan?")
    r"(?:rebaja|rebajan|descuenta|descuentan|aplica|aplican|cubre|cubren|baja|incluye) "
    r"(?:\w+ ){0,2}?tambien (?:a )?(?:la|el|los|las) (?:ip fija|alquiler|ont|router|tv|"
    r"adicional\w*|"
    r"instalacion|equipo\w*)",
    # ("¿ese descuento también se aplica a la TV básica y a la IP fija?")
    r"(?:descuento|promo\w*|rebaja) (?:\w+ ){0,2}?tambien (?:se |me |nos )?(?:aplica|aplican|cubre|"
    r"incluye|rebaja) (?:a |para |sobre )?(?:la|el|los|las) (?:ip fija|alquiler|ont|router|tv|"
    r"adicional\w*|instalacion|equipo\w*)",
    r"(?:descuento|promo\w*|rebaja|el 20|el 10|discount) (?:\w+ ){0,14}?o (?:nomas|solo|solamente|"
    r"nada mas|unicamente) (?:a |al |del |de |sobre )?(?:el )?plan(?= $)",
    # (in English: "does the 20% welcome discount also apply to the TV add-on … or just the
    # plan?")
    r"(?:discount|promo\w*|promotion|offer|20|10) (?:\w+ ){0,14}?or (?:just|only) (?:to |on )?"
    r"(?:the )?plan(?= $)",
)
"""What a discount is taken off ("el 20 % solo se lo restaron al plan y no a la TV, ¿no debería
aplicarse a todo?"): the promotions' general conditions, not the one promotion named."""
_PLAN_UNCHANGED = (
    r"(?:(?:el|mi) plan (?:no (?:ha )?(?:subio|cambiado|cambio|aumento|aumentado)|sigue igual|"
    r"es el "
    r"mismo)|(?:sigo|seguimos|estoy|estamos) (?:con|en) (?:el )?mismo (?:plan|fibra|paquete)|"
    r"same plan)"
)
"""The plan told unchanged ("el plan no subió", "sigo con el mismo fibra 100")."""
_PROMOTION_THROUGH_A_CHANGE = (
    _has(
        _TO_ANOTHER_PLAN,
        # the plan named before it ("con el de 100 me basta, si me bajo ahorita, ¿sigo con el
        # descuento o lo pierdo?")
        r"si (?:me |nos )?(?:bajo|bajamos|subo|subimos|cambio|cambiamos|paso|pasamos)"
        r"(?: ahorita| ahora| hoy| ya)?",
        # (in English: "I wanna downgrade to save some money, do I keep the promo?")
        r"(?:downgrad|upgrad)\w*",
    )
    + _has(
        *_KEPT_OR_LOST,
        r"(?:siguen|sigue|seguirian|seguiran|seguiria) (?:dando|aplicando|"
        r"respetando|poniendo|haciendo)",
    )
    + _has(
        r"descuent\w*",
        r"promo\w*",
        r"rebaja\w*",
        "discount",
        # (the discount by its percent: "¿me siguen dando el 20 % si me cambio?")
        r"(?:el|ese|mi|the|my) (?:10|15|20|50)(?: por ciento| percent)?",
    )
)
"""A promotion kept or lost through a plan change ("tengo la de bienvenida y quiero pasarme a
Fibra 50, ¿conservo el descuento?"): the plan change's rule (a promotion ends with it), not
the promotion's."""
_LATE_PAYING = ("no pago a tiempo",
                # (a fee waived is no bill unpaid: "¿es verdad q no pago instalación?")
                r"no pago(?! (?:la |el )?(?:instalacion|inscripcion|reconexion|router|equipo|"
                r"traslado|installation)\b)",
                "pago tarde", "pagar tarde", "pago despues",
                # ("se me pasó pagar la factura de este mes, ¿a partir de qué día me quitan el
                # internet?")
                r"se me (?:paso|olvido) (?:pagar|la fecha|el pago)",
                # (the due day let pass: "si se me pasa el 25, ¿desde qué día me pueden cortar?")
                r"se (?:me|nos) (?:pasa|pasara|pase|pasaba) (?:el \d{1,2}|la fecha|el dia|el "
                r"vencimiento)",
                # not managing to pay ("si no llego a pagar la de noviembre antes del 25")
                r"no (?:llego|llegamos|alcanzo|alcanzamos|logro|logramos) a pagar",
                # not able to pay in time ("no voy a poder pagar antes del 25")
                r"no (?:voy a|vamos a|podre|podremos|puedo|podemos) (?:poder )?pagar",
                r"no (?:lo |la |los |las )?(?:he|ha|han|hemos) pagado",
                # the late fee whole or by the days late ("la mora me la cobran completa o
                # proporcional a los días?")
                r"(?:mora|recargo|multa) (?:\w+ ){0,3}?(?:complet[oa]|proporcional\w*|por dia|"
                r"por los dias)",
                "falta de pago", "por no pagar", "sigue pendiente", "por deuda", "for not paying",
                r"(?:didn t|did not|didnt) pay",
                # not all of it by the date ("si no lo pago completo antes del 25")
                r"no (?:lo |la |los |las )?(?:pago|pagamos|cancelo) "
                r"(?:completo|completa|todo|toda)",
                "me atraso", "me retraso",
                # a day or two after the due date ("si pago un día después, ¿me cobran algo?")
                r"(?:pago|pagamos|pague|pagara|pagaramos|cancelo) (?:\w+ )?(?:un|1|dos|2|unos|"
                r"algunos|par de|tres|3) dias? (?:despues|tarde|luego|mas tarde|de retraso)",
                r"me (?:atrase|atrasara|atrasare|atrasaria|retrase|retrasara|retrasare)",
                # what happens if paid on a later day ("I get paid on the 26, what happens if I
                # pay that day?", "¿qué pasa si pago el 27?")
                r"(?:what happens|what if|and if) (?:\w+ ){0,2}?(?:i|we) pay (?:it |the bill )?"
                r"(?:on )?(?:that day|the \d{1,2}\w*|after|late|a day late)",
                r"(?:que pasa|que sucede) (?:\w+ ){0,2}?si (?:la |lo )?(?:pago|pagamos|cancelo) "
                r"(?:ese dia|el \d{1,2}|despues)",
                # a day paid on supposed, a charge asked ("¿y si pago el 26 me cobran algo?")
                r"si (?:la |lo )?(?:pago|pagamos|cancelo|transfiero|abono) (?:\w+ ){0,2}?el "
                r"\d{1,2}(?: \w+){0,3}? (?:me|nos) (?:cobran|cobraran|van a cobrar|clavan|meten) "
                r"(?:algo|recargo|multa|mora|extra)",
                # a later day paid than the due one ("si pago el 28 en vez del 25")
                r"(?:pago|pagamos|pagara|pagar) el \d{1,2} en (?:vez|lugar) del \d{1,2}",
                # (never late is no late paying: "nunca me he atrasado, ¿no me dan nada?")
                r"(?<!nunca me he )(?<!no me he )(?<!nunca he )(?<!jamas me he )(?<!jamas he )"
                r"atrasad[oa]",
                # not able to pay ("no he podido pagar, ¿hasta qué día tengo?")
                r"no (?:he|hemos|e) podido pagar", "no he pagado", "no hemos pagado",
                "pay late", "late payment",
                "do not pay", r"despues del? (?:\d+|vencimiento|la fecha)",
                # (not a time spent without paying: "congelarlo esos meses sin pagar")
                r"(?<!meses )(?<!dias )(?<!semanas )"
                # (nor paying no more: "¿me duplican la velocidad sin pagar más?")
                r"sin pagar(?! (?:esos|los|estos|esas|las|estas|unos|unas) (?:meses|dias|semanas)"
                r"| (?:mas|extra|adicional|nada mas|un centimo mas)"
                # (nor a fee waived: "¿le sale sin pagar instalación?")
                r"| (?:la )?(?:instalacion|inscripcion|reconexion|el router|el equipo))",
                r"(?:me )?pas(?:o|e|a) (?:del|de la) (?:\d+|fecha|vencimiento)",
                "after the due date")  # fmt: skip
# Which exchange rate a bill is converted at ("¿a qué tasa…?", "¿con qué dólar…?").
_WHICH_RATE = (
    r"(?:(?:a|con) (?:que|cual) (?:tasa|dolar|cambio)"
    # the rate used asked ("¿qué tasa usan pa pasar los dólares a bolívares?")
    r"|(?:que|cual) tasa (?:usan|toman|aplican|agarran|utilizan|ponen)"
    # which day's rate ("¿la calculan con el dólar de qué día?")
    r"|(?:tasa|dolar|cambio|rate|dollar) (?:del|de el|de|of) (?:que|q|cual|which|what) "
    r"(?:dia|fecha|day|date)"
    r"|(?:which|what) day s (?:rate|dollar))"
)
_LAST_MONTH_INCLUDED = r"(?:el|lo del) mes (?:pasado|anterior) (?:incluido|sumado|metido|junto)"
"""Last month's bill included in this one ("me llegó con el mes pasado incluido"): the balance
carried (rule ``carried``), not a change or a line of last month."""
_PAYMENT_TERM = r"(?:el|mi) plazo(?! (?:para|de) (?!pago|pagar))"
"""The term to pay ("¿para cuándo es el plazo?"), not another one ("el plazo para reportar")."""
# When the bill is due: the invoice's due date (a balance answer states it too).
_PAPERS_EXPIRED = (
    r"(?:papel|papeles|documento|constancia|providencia|exoneracion|exencion|carnet|permiso)s? "
    r"(?:\w+ ){0,4}?(?:se )?(?:nos |me |les |le )?(?:vencio|vence|vencia|vencieron|venci\w*)"
    # (the verb first: "se me venció la tarifa social, ¿cómo la renuevo?")
    r"|(?:se )?(?:nos |me |les |le )?(?:vencio|vencieron|vencia) (?:ya )?(?:la |el |los |las |"
    r"mi |nuestra |nuestro )?(?:papel|papeles|documento|constancia|providencia|exoneracion|"
    r"exencion|carnet|permiso|tarifa social)"
)
"""A paper expired ("ese papel del seniat se nos venció en septiembre"): an exemption's, not a
bill's due day."""
_DUE_DATE = ("vence", "vencimiento", "vencio", "vencia", "se vence", "fecha de pago",
             r"(?:pa|para|hasta) cuando (?:tengo|tenemos|hay) (?:que|q) pagar",
             r"hasta (?:que|q|cual) fecha (?:tengo|tenemos|hay) (?:pa|para|que|q) pagar",
             "fecha limite",
             # ("¿cuál es la última fecha pa pagar sin q me cobren recargo?")
             r"(?:ultima|maxima) fecha (?:pa|para|de|en|que|q) (?:pagar|pago|cancelar)",
             r"(?:el \d{1,2}|la fecha) cae (?:en |un )?(?:sabado|domingo|feriado|fin de semana)",
             "fecha tope", "due date", "ultimo dia", "hasta que dia", "last day", "deadline",
             # (the day left out: "¿qué día es el último pa pagar sin recargo?")
             r"(?:que|cual) dia es el ultimo (?:pa|para|de|en) (?:pagar|pagarla|pagarlo)",
             # (a grace period asked, in English: "is there a grace period of a day or two, or
             # does a payment on the 26th already count as late?")
             "grace period", r"counts? as late",
             # until when there is time to pay a bill named ("¿hasta cuándo tengo pa pagar la de
             # este mes?"); the day of every month, no bill named, is the documents' rule
             r"(?:hasta|para) cuando (?:\w+ ){0,3}pag\w* (?:la|el|lo|mi|esta|este|"
             + _MONTH_NAME + ")",
             _PAYMENT_TERM)  # fmt: skip
# A payment the bank returned ("el banco me rebotó la transferencia"), and one that
# happened: "no quiero que me lo devuelvan otra vez" fears one, it reports none.
_PAYMENT_NAMED = _has(
    "pago", "pagos", "transferencia", "banco", "payment", "zelle", "pago movil", "transfer", "bank"
) + _lacks(*_OUTAGE)
_RETURNED = (
    _has(
        r"devuel\w*",
        r"devolv\w*",
        r"revers\w*",
        r"rebot\w*",
        "returned",
        "bounced",
        r"ech\w* (?:para|pa) atras",
    )
    + _PAYMENT_NAMED
    # money given back is a refund ("si pago de más, ¿me devuelven la plata?", "si cancelo hoy,
    # ¿me devuelven lo que queda del mes?")
    + _lacks(
        r"(?:la|mi|el|esa|ese) (?:plata|dinero|vuelto|saldo|excedente)",
        "de mas",
        r"lo (?:que|q) (?:queda|falta|resta)",
        # ("tengo saldo a favor? ¿me lo pueden devolver a mi cuenta del banco?")
        r"saldo a favor",
        r"(?:me|nos) (?:lo|la|los) (?:pueden|puede|podrian|van a) (?:devolver|reintegrar)",
    )
    # going back to a plan ("si no me gusta, ¿me puedo devolver al mío?") is no payment
    + _lacks(
        r"devolver\w* (?:al|a mi|a el|a la) (?:mio|mia|plan|anterior|viejo|de antes|"
        r"(?:fibra|plan) \d+)"
    )
)
_RETURNED_DONE = (
    _has(r"devolvi\w*", r"devuelt\w*", r"rebot(?:o|aron|ado|ada)", r"revers(?:o|aron|ado|ada)",
         "returned", "bounced", r"ech(?:o|aron) (?:para|pa) atras")
    + _PAYMENT_NAMED
)  # fmt: skip
_RETURNED_PAYMENT = re.compile(_RETURNED)
_CHARGE_OF_IT = re.compile(
    _has(r"(?:el|ese|este|un) (?:cargo|cobro|recargo|multa|comision)", r"me cobran (?:eso|por eso)")
)
"""A charge asked about beside a return ("¿cuánto es el cargo q me metieron porq el banco me
devolvió la transferencia?"): the returned payment's charge, not the payment's status."""
_RETURN_ASKED = re.compile(
    r"\b(?:reversaron|devolvieron|rebotaron|reverso|devolvio|reboto)\b"
    # up to its question mark, in the same clause ("... y me cobran 5 $?" tells the return)
    r"(?:(?! y | e | and )[^.?!,;]){0,45}\?"
)
"""A return asked about, with its question mark ("¿me devolvieron el pago de octubre?"): the
payment's status, not the returned-payment charge a return told ("me devolvieron el pago y me
cobran 5 $") is about."""
CANCELLING = "cancelling"
"""The topic of cancelling the service: the section headed so, over any charge it names."""
UNTAXED = "untaxed"
"""The topic of whether a named charge carries VAT: the section of the charges without it,
rather than the charge's own (``_OVER_CHARGES``)."""
VAT_HEADINGS = frozenset({UNTAXED, "vat_rate"})
"""The topics of the VAT's rules: its rate and what it is charged on, and the charges without
it. A part asking only "¿también les cobran IVA?" asks the one the whole message names."""
_SPEED_MEASURED = (
    "speedtest",
    "speed test",
    r"(?:test|prueba|pruebita|medicion)s? (?:\w+ ){0,2}?de (?:la )?velocidad",
    # a test run, told ("mi hijo hizo una prueba desde el teléfono y le salieron como 35")
    r"(?:hizo|hice|hicimos|hicieron|hago|hace) (?:una |la |el |un )?(?:prueba|pruebita|test)",
    # a test's reading ("el test me da 100")
    r"(?:el|la) (?:test|prueba) (?:me )?(?:da|marca|dice|sale)",
    "por wifi",
    "por cable",
    "lento por wifi",
    "wifi lento",
    "over wifi",
    "over wi fi",
)
"""The speed measured, by Wi-Fi or a test ("el speedtest por wifi me da 38")."""

_SPEED_COMPLAINED = (
    _has(*_SPEED_MEASURED, r"me (?:da|llega|llegan|marca|sale|salen) (?:\w+ )?(?:\d+|diez|"
         r"veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien)",
         r"prueba (?:esa |de esas )?de (?:velocidad|speedtest)")
    + _has(_NOT_A_PLAN_NAME + "megas", "mbps", "velocidad", "speed", "speedtest", "lento", "wifi",
           # (a test's reading told: "la prueba me da como 35")
           r"(?:el|la) (?:test|prueba) (?:me )?(?:da|marca|dice|sale)")
    + _has("normal", "es asi", "por que", "porque", "que hago", "falla", r"rob\w*", "why",
           r"(?:esta|estara) fallando",
           r"estaf\w*", "scam", "que pasa",
           # ("am I being shortchanged, or is there a proper way to measure it?")
           r"shortchang\w*", "ripped off", r"(?:proper|right|correct) way to (?:measure|test)",
           "is that normal", "deberia", "should", "something wrong", "is it wrong",
           "but i pay", "pero pago",
           # (in English, whether it is a fault: "is that something to report as a fault?")
           r"(?:a|as a|count as a) fault", "something to report",
           # less than paid for ("¿me están dando menos de lo que pago?")
           r"menos de lo (?:que|q) (?:pago|pagamos|pague)",
           # short-changed, in slang, and how to measure it ("¿me están tumbando o qué?
           # ¿cómo mido bien eso?")
           r"tumb\w*", r"(?:como|donde|con que) (?:\w+ ){0,2}?(?:mido|medir|medirlo|medirla|"
           r"pruebo)")
)  # fmt: skip
"""The speed measured below what is paid, complained of ("en el cuarto por el wifi me da 40,
¿eso es una falla?"): the speed's rule, not a technical fault."""
_DATA_ASKED_FOR = (
    # (whosever they are: "¿qué datos de ella les doy pa que me digan cuánto debe?")
    r"(?:que|cuales) datos (?:(?:de ella|de el|suyos|de mi \w+) )?(?:(?:te|le|les) (?:doy|paso|"
    r"damos|pasamos|envio|mando|tengo que dar|tengo que pasar|tenemos que dar)|necesitan|"
    r"necesitas|necesito|piden|requieren|hacen falta|ocupan|(?:debo|debemos|tengo que|tenemos "
    r"que|hay que) (?:suministrar|dar|enviar|presentar|indicar|mandar|pasar)(?:le|les|te)?"
    # (asked of somebody: "¿qué datos le piden pa consultar su cuenta?")
    r"|(?:le|les|me|nos|te) (?:piden|pide|solicitan|requieren|necesitan))"
    # (in English: "what info do you need to look up my account?")
    r"|(?:what|which) (?:info|information|details|data|documents) (?:do|would|will) (?:you|u|y all)"
    r"(?: guys)? (?:need|require|ask for)"
)
"""Which data the company needs to find somebody ("¿qué datos les doy?", "¿qué datos necesitan?",
"¿qué datos debemos suministrar?"): how one is identified, whoever holds the account."""
_NEVER_ASKED_FOR = (
    r"(?:(?:nunca|no|jamas) (?:pedi|pedimos|solicite|solicitamos|contrate|contratamos)"
    # or not recognised ("me cobraron algo q no reconozco")
    r"|(?:que|q) (?:no reconozco|no reconocemos|desconozco|desconocemos))"
)
"""A charge the sender never asked for ("una TV básica que yo nunca pedí")."""
_SOMEBODY_ELSES_WAY_ASKED = (
    r"(?:como (?:hace|hacen|puede|pueden|haria|harian|podria|podrian) (?:ella|el|ellos|ellas|"
    r"mi (?:mama|papa|abuela|abuelo|tia|tio|esposa|esposo|hija|hijo|vecina|vecino|suegra|suegro)|"
    r"una persona mayor|alguien|uno) (?:pa|para)"
    # somebody named by "la" or "lo" ("¿cómo hace pa que la pasen con una persona?")
    r"|como (?:hace|hacen|puede|pueden) (?:pa|para) (?:que )?(?:la|lo|las|los) (?:pasen|atienda|"
    r"atiendan|comuniquen|transfieran))"
)
"""How somebody else gets something done ("¿cómo hace ella pa que la atienda una persona de
verdad?"): a rule, not a person asked for now."""
_CLAIM_OPEN = (
    r"(?:tengo|tenemos|hay|puse|pusimos|meti|hice|hicimos) (?:un|una|el|la|mi) (?:reclamo|queja) "
    r"(?:abiert[oa]|pendiente|en curso|por|de|sobre)"
)
"""A claim the sender has open ("tengo un reclamo abierto por un traslado que me cobraron")."""
_DEAL_COVERS = (
    r"(?:deal|offer|oferta|promo\w*) (?:\w+ ){0,8}?(?:cover|covers|cubre|aplica|incluye|sirve)"
    # (the offer named by what it gives and its month, whichever month it is: "lo de la
    # instalación gratis de noviembre, ¿sirve pal traslado?")
    r"|instalacion gratis (?:de|del) (?:este mes|" + _MONTH_NAME + r") (?:\w+ ){0,3}?(?:cubre|"
    r"aplica|incluye|sirve|vale)"
    # (something asked free by it: "¿el traslado también sale gratis con esa oferta?")
    r"|(?:sale|es|seria|saldria|queda|is|would be) (?:\w+ )?(?:gratis|gratuit[oa]|sin costo|free) "
    r"(?:\w+ ){0,2}?(?:con|por|with|under) (?:esa|la|esta|that|the|this) (?:oferta|promo\w*|deal|"
    r"offer)"
)
"""A promotion asked to cover something ("does the November deal cover my move?")."""
_PROMOTIONS_TOGETHER = (
    "al mismo tiempo", "a la vez", r"junt\w*", r"combin\w*", r"acumul\w*", "ambos", "los dos",
    "las dos", r"referid\w*", r"(?:se|me|nos) (?:la |lo )?suman",
    r"(?:la|lo|las|los) (?:puedo|podemos|pueden|podria|puede) (?:sumar|juntar|combinar|acumular)",
    r"o (?:es|son) (?:una sola|solo una|uno solo|solo uno)",
    # (in English: "can I stack the welcome discount with the loyalty one?")
    "at the same time", "together", r"stack\w*", "referral",
    r"(?:one|1) (?:promo|promotion|discount|offer) at a time",
)  # fmt: skip
"""Two promotions asked of at once: their general conditions' question, not one promotion's
own section."""
_THE_FEES_AMOUNT_ASKED = (
    r"(?:de )?cuanto (?:es|seria|sale|saldria|cuesta|cobran|me cobran|nos cobran|le cobran|"
    r"me clavan|me meten)",
    "how much",
    r"(?:que|cual es el) (?:monto|costo|precio)",
)
"""A fee's amount asked ("¿de cuánto es la multa si el banco me devuelve el pago? ¿y le suman
IVA?"): the fee's own section, which states its VAT too, over the untaxed charges' list."""
_SERVICE_BACK = (
    r"(?:vuelve|vuelva|volvera|regresa|regrese|regresara) (?:el|mi|la) (?:internet|servicio|"
    r"senal|conexion|wifi)",
    r"(?:internet|service|connection) (?:\w+ )?back",
)
"""The service coming back, asked when ("¿a qué hora vuelve el internet?")."""
_INSTALLATION_LENGTH = (
    r"cuanto (?:tiempo )?(?:dura|duran|tarda|tardan|demora|demoran|se tarda|se tardan|se demora|"
    r"se demoran|echan|les toma|toma) (?:\w+ ){0,2}?(?:la |el )?(?:instalacion|instalar|montaje|"
    r"montar)",
    r"how long (?:does|will|would|is) (?:the )?(?:install\w*|set ?up)",
)
"""How long the installation visit lasts, asked ("¿cuánto dura la instalación más o menos? pa
saber si pido el día libre"): the new installation's section, whatever day or hour is told."""
_HEADED_FAMILIES: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    # the VAT's rate asked ("la instalación son 30 más IVA, ¿cuánto es el IVA ahí, qué
    # porcentaje?"): the VAT's own section
    ("vat_rate", re.compile("(?:" + _has(r"(?:cuanto|de cuanto|que porcentaje|cual) es el iva",
                                 # whether a price holds it or it comes on top ("los 30 verdes
                                 # de la instalación, ¿son con IVA incluido o va aparte?")
                                 r"(?:con|el|la) (?:iva|impuesto) incluid[oa] o (?:\w+ ){0,3}?"
                                 r"aparte", r"(?:iva|impuesto) (?:va|viene|se paga|se cobra) "
                                 r"aparte", r"(?:vat|iva) (?:is )?(?:included|extra)",
                                 # (the other way round: "¿lleva IVA encima o ya viene
                                 # incluido?")
                                 _VAT_ON_TOP_OR_IN,
                                 r"(?:incluye|incluyen|trae|traen|include|includes) (?:el )?"
                                 r"(?:iva|vat)",
                                 # ("¿el iva q cobran es del 16%?")
                                 r"(?:el )?iva (?:\w+ ){0,3}?(?:es|sera) (?:del? )?\d{1,2}",
                                 r"(?:que|cual) porcentaje (?:\w+ ){0,3}?(?:iva|impuesto)",
                                 r"(?:iva|impuesto) (?:\w+ ){0,6}?(?:que|cual) porcentaje",
                                 r"what (?:is the )?(?:vat|tax) rate",
                                 # ("whats the tax % u guys add on top of the plan price?")
                                 r"(?:what|which|how much) (?:is )?(?:the )?(?:vat|tax|taxes) "
                                 r"(?:\w+ ){0,4}?(?:add|adds|charge|charges|put|on top)",
                                 # whether an add-on carries it ("le agregué la tele al plan,
                                 # ¿la TV también paga IVA?")
                                 r"(?:tv|tele|television|ip fija|adicional\w*|canales) "
                                 r"(?:\w+ ){0,2}?(?:paga|pagan|lleva|llevan|tiene|tienen) "
                                 r"(?:el )?iva",
                                 # ("is there IVA on top of the 8 dollars as well?")
                                 r"(?:is there|there s|do you (?:add|charge)) (?:\w+ ){0,2}?"
                                 r"(?:iva|vat) on top")
                            # whether the extra data carries it ("does the extra-GB charge get
                            # the VAT added?"): its own section does not say, the VAT's lists it
                            + "|" + _has(*_EXTRA_DATA) + _has(*_VAT_ASKED)
                            # which charges carry it, several named ("¿la instalación y el
                            # traslado pagan IVA o solo el plan?"): the VAT's list of the taxed
                            # charges
                            + "|" + _has(_TWO_CHARGES_TAXED) + _has(*_VAT_ASKED) + ")"
                            # (the rate of those on the social rate is that section's)
                            + _lacks("tarifa social", "iva reducido", "social rate")),
     (r"(?<=^ )iva(?= $)",)),
    # how somebody else gets to a person ("mi mamá se enreda con el bot, ¿cómo hace ella pa que
    # la atienda una persona de verdad?"): the section on talking to one
    ("reach_a_person", re.compile(_has(_SOMEBODY_ELSES_WAY_ASKED) + _has(*_PERSON, "agente",
                                                                           "asesor", "humano")),
     (r"hablar con una persona",)),
    # the fixed IP's free month, and what follows it ("I added a fixed IP, it was supposed to
    # be free; will I start getting charged?"): the trial's own section
    ("ip_trial", re.compile(
        _has("ip fija", "ip estatica", "fixed ip", "static ip")
        + _has("gratis", "free", "prueba", "trial", "sin costo")
        # (what comes after it, not a charge already billed: "¿desde cuándo me cobran la ip
        # fija si me dijeron que era gratis?" asks of the bill)
        + _has(r"(?:van a|va a|vas a|empiezan a|empiezo a|start\w*|will|would|going to) "
               r"(?:\w+ ){0,2}?(?:cobr\w*|charg\w*|pagar|pay\w*)", "forgot", r"olvid\w*",
               "despues", "after")),
     ("prueba gratis",)),
    # an add-on taken off or put on ("¿cómo hago pa cancelar la ip fija que ya no la uso?"):
    # the add-ons' own section, not the free trial's (unless the trial is named)
    ("addon_change", re.compile(_has(
        r"(?:cancel\w*|quit\w*|dar de baja|darle de baja|eliminar\w*|desactiv\w*|retir\w*|"
        r"remove|cancel) (?:\w+ ){0,2}?(?:la |el |mi )?(?:ip fija|ip estatica|tv basica|"
        r"television|adicional|adicionales|static ip)",
        # (named first, then told unwanted or asked off: "la ip fija ya no la quiero, ¿cómo
        # hago pa q me la quiten?")
        r"(?:ip fija|ip estatica|tv basica|static ip) (?:\w+ ){0,8}?(?:ya no (?:lo|la) (?:quiero|"
        r"queremos|uso|usamos|necesito)|(?:me|nos) (?:lo|la) (?:quiten|cancelen|eliminen|"
        r"desactiven|saquen|retiren))")
        + _lacks("prueba", "trial", "gratis", "free", r"mes (?:de )?prueba")
        # (never asked for, and taken off: "me salió un cargo de IP fija que nunca pedí, ¿cómo
        # hago para que me lo quiten?" is a claim)
        + _lacks(_NEVER_ASKED_FOR)),
     (r"servicios adicionales",)),
    # what the VAT is reckoned on ("tengo la promo de bienvenida, ¿el IVA me lo sacan del precio
    # completo o ya con el descuento?"): the IVA's own section, not the promotion's
    ("tax_base", re.compile(_has(
        r"(?:iva|impuesto|vat|tax|16) (?:me lo |nos lo |lo |se lo |se )?(?:sacan|calculan|cobran|"
        r"aplican|calcula|cobra|aplica|saca|is calculated|is charged|calculated|charged|"
        r"computed|worked out) (?:\w+ )?(?:del|sobre el|"
        r"sobre la|sobre los|sobre lo|al|a la|on the|on) (?:precio|monto|total|plan|factura|base|"
        r"price|full|\d+|que queda|completo|completos)",
        # the price before or after a discount ("is the 16% tax worked out on the normal plan
        # price or on what I pay after the discount?", "¿el iva es sobre el precio completo o
        # con el descuento?")
        r"(?:iva|impuesto|vat|tax) (?:\w+ ){0,20}?(?:after|before|antes|despues|con|sin|minus) "
        r"(?:\w+ ){0,3}?(?:discount|descuento|rebaja|promo\w*)",
        # which charges carry it ("¿el IVA es solo sobre el plan o también sobre el traslado?")
        r"(?:iva|impuesto|vat|tax) (?:\w+ ){0,3}?(?:solo|solamente|nada mas|only|just) (?:sobre|a|"
        r"al|en|on|to) (?:el|la|los|las|the) (?:\w+ ){0,3}?(?:o|or) (?:tambien|also|too)",
        r"(?:iva|impuesto|vat|tax) (?:\w+ ){0,6}?(?:on|sobre|over) (?:the |el |la |lo )?(?:full|"
        r"normal|whole|original|regular|precio (?:completo|normal|original|lleno|full)|"
        r"what i pay|lo que pago)")
        # (the 3 % on foreign currency is no VAT: "is the 3% tax charged on the whole bill or only
        # on the dollar part?")
        + _lacks("3", "igtf", "divisas", "efectivo", "cash", r"(?:dollar|dolar\w*) part",
                 r"parte (?:en |de )?(?:dolares|divisas)",
                 r"(?:pago|pagar|pay|paying) (?:\w+ ){0,3}?(?:en |in )?(?:dolares|dollars)")),
     (r"(?<=^ )iva(?= $)",)),
    # what each line of the bill is ("can u explain what each one is?", "¿qué significa cada
    # renglón de la factura?"): how to read the bill
    ("bill_lines", re.compile(_has(
        r"(?:explain|explicar|explicame|expliquen|explicarme|que es|que son|que significa|what is|"
        r"what s|what are) (?:\w+ ){0,4}(?:each|cada) (?:one|line|lines|linea|renglon|uno|una|"
        r"cosa|cargo|concepto|item)",
        r"(?:cada|each) (?:linea|renglon|line|cargo|concepto|item) (?:de|del|on|of|in) (?:la|mi|"
        r"the|my) (?:factura|recibo|bill|invoice)",
        r"(?:leer|entender|read|understand) (?:la|mi|el|the|my) (?:factura|recibo|bill|invoice)",
        # where in the bill a line shows ("no consigo la cuota en la factura, ¿en qué parte
        # sale?"; "¿de dónde sale eso?" asks what it comes from)
        r"(?:en (?:que|cual) parte|(?<!de )donde) (?:de (?:la|mi) (?:factura|recibo) )?(?:sale|"
        r"salen|aparece|"
        r"aparecen|esta|estan|va|van|lo veo|la veo)",
        r"(?:arriba|abajo) con (?:el plan|los cargos)",
        # ("¿en cuál vienen las cuotas del router? no las consigo")
        r"en (?:cual|que) (?:linea |renglon |parte )?(?:vienen|viene|salen|sale|aparecen|aparece|"
        r"van|va|estan|esta)",
        # (in English: "where on my invoice will those instalments be listed?")
        r"where (?:on|in) (?:the|my|our) (?:bill|invoice)",
        r"where (?:\w+ ){0,4}?(?:be |is |are )?(?:listed|shown|show up|appear)",
        # how a line is printed ("¿xq el descuento sale con un menos adelante en la factura?",
        # "¿qué entra en cargos únicos?")
        r"(?:sale|salen|aparece|aparecen|viene|vienen|shows?|appears?) (?:con|with) (?:un |el |a )"
        r"?(?:signo )?(?:menos|negativo|minus)", "cargos unicos",
        "one time charges", r"signo (?:menos|negativo)")
        # (the control number's or the company's RIF's place is the fiscal invoice's)
        + _lacks("numero de control", "control fiscal", "rif")
        # two lines of so many days after a change of plan ("uno de crédito por 13 días y otro
        # de cargo por 13 días"): the proration's
        + _lacks(r"(?:credito|cargo|renglon|linea|cobro)s? (?:\w+ ){0,2}(?:por|de|con) \d+ dias")),
     ("leer tu factura",)),
    # the bank returned a payment ("¿qué pasa si el banco me devuelve la transferencia?")
    # (unless the VAT put on its charge is asked: "¿a esos dos cargos les sumaron IVA?" is the
    # rule of charges without VAT, below)
    ("returned_payment", re.compile(_RETURNED + "(?:" + _lacks(
        _VAT_PUT_ON, _CARRIES_VAT) + "|" + _has(*_THE_FEES_AMOUNT_ASKED) + ")"),
     (r"pago devuelto",)),
    # where the service reaches ("¿tienen fibra en San Cristóbal? pa recomendárselo a mi
    # primo"): before a recommendation's referral
    ("coverage", re.compile(_has(
        r"(?:tienen|hay|llega|llegan|dan|ofrecen) (?:el )?(?:internet|servicio|fibra|cobertura)"
        r" (?:en|a|por|hasta|para)", "cobertura", "do you cover", "available in",
        # ("whether fiber reaches their street")
        r"(?:fiber|fibre|service|internet) (?:reach|reaches|get to|gets to|is available on|cover|"
        r"covers) (?:their|my|our|his|her|the) (?:street|area|neighborhood|neighbourhood|"
        r"building|house|town)",
        # (not "llegar a" with a verb: "si me llegan a cortar" supposes a cut)
        r"llegan a(?! \w+(?:ar|er|ir|arme|erme|irme|arnos|arle|arlo|arla)(?= ))",
        # the service there, asked after a move told ("me mudo a Lechería, ¿tienen fibra allá?")
        r"(?:tienen|hay|llega|llegan|dan|ofrecen) (?:el )?(?:internet|servicio|fibra|cobertura) "
        r"(?:alla|aca|ahi|aqui|por alla|por aca|x alla|x aca)"
        # (at the end, or with why it matters after it: "… sin internet no puedo trabajar")
        # (or what it is for: "¿tienen fibra allá? se lo quiero contratar a ella")
        r"(?= $| sin (?:internet|servicio|eso) | (?:porque|pq|xq|ya que) | (?:se lo|se la|quiero|"
        r"queremos|quisiera|pa|para) (?:\w+ )?(?:contrat\w*|poner|instalar|mudar\w*)"
        # (with where, or the other service offered: "¿tienen fibra allá en el Táchira o nomás
        # el inalámbrico?")
        r"| en (?:el |la )?[a-z]+ (?:o|y) | o (?:nomas|nada mas|solo|solamente) "
        # (or another question after it: "¿tienen fibra allá y cómo sabemos si llega?")
        r"| y (?:como|cuando|cuanto|que|donde) )",
        r"(?:alla|aca|ahi) (?:tienen|hay|llega|llegan) (?:el )?(?:servicio|internet|fibra)",
        r"(?:llega|llegan) (?:la fibra|el servicio|el internet|ustedes) (?:de ustedes )?"
        r"(?:para|pa|hasta|por|x) "
        r"(?:aca|alla|aqui|ahi|ca)",
        # (not a bill's: "no sé si la factura me llega a la dirección nueva")
        r"(?<!factura )(?<!factura me )(?<!recibo )(?<!recibo me )"
        r"(?:llega|llegan) (?:la fibra |el servicio )?(?:a|hasta) (?:mi|la|el|esa|esta|su) "
        r"(?:zona|sector|urbanizacion|edificio|calle|barrio|ciudad|casa|apartamento)",
        # the company reaching a place ("mi hermana vive en Guarenas, ¿ustedes llegan allá?")
        r"ustedes (?:llegan|llegaron|estan|trabajan|tienen servicio|instalan) "
        r"(?:alla|aca|ahi|por alla|por aca|por ahi|en|a|hasta)",
        r"(?:llegan|llega) (?:ustedes )?(?:alla|hasta alla|por alla|pa alla|para alla)",
        # in English ("do you have fiber out there?")
        r"(?:do|does) (?:you|u) (?:guys )?(?:have|offer|reach|cover) (?:\w+ )?(?:fiber|fibre|"
        r"fibra|service|internet|coverage) (?:out )?(?:there|in|at|over there)",
        # ("how can I confirm coverage for my exact address?")
        r"(?:confirm|check|verify|see) (?:the |your |if you have )?coverage",
        # something for a place ("donde no ha llegado la fibra, ¿ustedes tienen algo pa esa
        # zona?")
        r"(?:tienen|hay|ofrecen) (?:algo|servicio|internet|planes?) (?:pa|para|en|por) (?:esa|mi|"
        r"la|esta|nuestra) (?:zona|sector|area|urbanizacion|pueblo|comunidad)")
        # no coverage told as why the contract ends ("me mudo a un pueblo donde no tienen
        # cobertura, ¿pago alguna penalidad por terminar el contrato?"): the cancellation's
        + _lacks(_CANCELLED, r"penalidad\w*", r"penaliza\w*", "penalty")),
     ("cobertura",)),
    # somebody referred ("si refiero a un amigo, ¿me dan descuento?"), not a recommendation
    # asked for ("¿me recomiendan un técnico?")
    ("referral", re.compile(
        "(?:" + _has(r"referid\w*", r"referral\w*") + "|"
        + _has(r"refier\w*", r"referi\w*", "refer", r"recomend\w*", r"recomiend\w*",
               r"recommend\w*",
               "traigo", "traer", "bring",
               # (the neighbour contracting because the sender told her: "si mi vecina contrata xq
               # yo le dije")
               r"(?:porque|por) (?:yo )?(?:le|les) (?:dije|hable|conte|pase el dato)",
               r"(?:le )?(?:pase|di|dio) (?:el|mi) (?:dato|datos|contacto|numero de cuenta|numero)",
               # (the sender's own number given to somebody, not the holder's to the company:
               # "si le paso mi número de cuenta a mi cuñado y contrata, ¿qué gano yo?")
               r"le (?:paso|doy) (?:mi|mis) (?:dato|datos|contacto|numero de cuenta|numero)",
               # (the sender's account number given by the one who contracts: "si mi prima
               # contrata con ustedes y da mi número de cuenta, ¿me hacen algún descuento?")
               r"(?:da|dan|diera|dando|pone|ponga|ponen|usa|use) mi (?:numero de )?(?:cuenta|"
               r"contrato)")
        + _has("amigo", "amiga", "amigos", "vecino", "vecina", "familiar", "conocido",
               r"prim[oa]s?", r"herman[oa]s?", r"ti[oa]s?", r"cunad[oa]s?", "compadre",
               "comadre", r"companer[oa]s?", "colega",
               "alguien", "persona", "friend", "descuento", "discount", "promo", "gano",
               r"(?:me|a mi me) (?:toca|dan|gano) algo",
               r"neighbou?rs?", "cousin", "sister", "brother", "coworker", "anything for",
               "ganar")
        # somebody about to contract, and something in it for the sender ("mi cuñado quiere
        # contratar, ¿yo gano algo?")
        + "|" + _has(r"cunad[oa]s?", r"prim[oa]s?", r"herman[oa]s?", r"vecin[oa]s?", r"amig[oa]s?",
                     r"ti[oa]s?", "compadre", "comadre", "conocido", "familiar", "friend")
        + _has(r"(?:quiere|quieren|va a|van a|piensa|se quiere|se va a) (?:contratar|poner\w*)",
               # somebody signing up on the sender's word ("le paso el dato y se anota")
               r"se (?:anota|anotan|inscribe|inscriben|afilia|afilian|mete|meten|suscribe)",
               r"se (?:va|van) a (?:meter|anotar|inscribir|afiliar|suscribir)",
               r"le (?:paso|pase|doy|di) (?:el dato|los datos|el numero|su numero)",
               r"le (?:paso|pase|di|doy) (?:el|mi) contacto", r"le hable (?:bien|maravillas)",
               # ("mi cuñada contrató y dio mi número de cuenta como le dijeron")
               r"(?:dio|dieron|puso|pusieron|uso|usaron|dejo) (?:mi|mis) (?:numero|datos|cedula|"
               r"nombre|cuenta)")
        + _has("gano", "ganamos", r"(?:me|nos) (?:dan|toca|tocaria|darian) algo", "beneficio",
               r"descuent\w*", "a mi me dan", "cada uno", "x cada uno") + ")"
        # its discount asked beside another one held ("can I combine the referral discount with
        # the welcome one?"): their general conditions
        + _lacks(r"combin\w*", r"stack\w*", r"acumul\w*", "al mismo tiempo", "a la vez",
                 "at the same time", "together", r"se (?:la |lo )?(?:suman|juntan)")),
     (r"referid\w*",)),
    # which exchange rate the bill uses ("¿a qué dólar me facturan, al del BCV o al paralelo?")
    ("exchange_rate", re.compile(
        _has(_WHICH_RATE, "paralelo", "paralela", "tasa oficial",
             # the dollar moved, and the bill already out ("the dollar went up, will my
             # invoice change?")
             r"(?:el )?dolar (?:subio|sube|bajo|se disparo|se dispara)", "dollar went up",
             # (named with its source, or as the rate: "el dólar BCV subió bastante", "la
             # tasa subió burda esta semana")
             r"(?:el |la )?(?:dolar|tasa)(?: bcv| del bcv| oficial| de cambio)? (?:\w+ )?"
             r"(?:subio|bajo|se disparo|aumento)",
             # (dearer in bolívars, the plan untouched: "me vino en bs bastante más cara… sigo con
             # la misma fibra 100 sin tocar nada")
             r"(?:en )?(?:bs|bolivares|bolos) (?:\w+ ){0,2}?mas car[oa] (?:\w+ ){0,12}?(?:mism[oa] "
             r"(?:plan|fibra)|sin tocar nada|sin cambiar nada|no he cambiado)",
             # (the bill already out asked to be worked out again: "la tasa subió ayer, ¿me van a
             # recalcular la factura q ya me llegó?")
             r"(?:tasa|dolar|rate|dollar) (?:\w+ ){0,12}?(?:recalcul\w*|recalculat\w*)",
             # (or the rate, supposed to move: "si el dólar BCV sube a mitad de mes, ¿la
             # factura que ya me llegó cambia?")
             r"(?:el |la )?(?:dolar|tasa)(?: bcv| del bcv| oficial| de cambio)? (?:suba|subiera|"
             r"sube|baja|cambia|cambie|varia|se mueve)",
             r"(?:el |la )?(?:dolar|tasa) (?:\w+ ){0,2}?(?:esta|anda|amanecio) "
             r"(?:mas |super |muy )?(?:alto|alta|arriba|caro|cara)",
             # the amount in bolívars different each month, the plan the same ("cada mes me
             # llega un monto diferente en bolívares")
             r"(?:cada mes|todos los meses|mes a mes) (?:\w+ ){0,5}(?:diferente|distinto|cambia|"
             r"varia|otro monto)",
             r"(?:the )?dollar (?:goes|go|went|is going) (?:up|down)",
             "dollar goes up", "bolivar amount",
             # the bolívars changed though the plan did not ("sigo con el mismo fibra 100 y me
             # salió más bolos, ¿por qué cambia si el plan no subió?")
             _PLAN_UNCHANGED + r" (?:\w+ ){0,12}?(?:mas|menos) (?:bolos|bolivares|bs)",
             r"(?:mas|menos) (?:bolos|bolivares|bs) (?:\w+ ){0,12}?" + _PLAN_UNCHANGED,
             r"a cuanto (?:esta|estan|es|toman|calculan) (?:la tasa|el dolar|el cambio)",
             # the same dollars paid, the bill in bolívars dearer ("sigo pagando los mismos 25
             # dólares pero la factura en bolos me llegó más cara")
             r"(?:mismos?|same) (?:\d+ )?(?:dolares|verdes|usd|dollars|\$) (?:\w+ ){0,10}?(?:bolos|"
             r"bolivares|bs)",
             # (or told as still costing them: "el plan me sigue costando 25 dólares pero la
             # factura en bolívares vino más alta")
             r"(?:sigue|siguen|sigo|still) (?:\w+ ){0,2}?(?:costando|pagando|saliendo|valiendo|"
             r"costs?|costing) (?:\d+ )?(?:dolares|verdes|usd|dollars|\$) (?:\w+ ){0,10}?(?:bolos|"
             r"bolivares|bs)",
             r"(?:which|what) (?:\w+ )?rate",
             # ("the BCV rate you use, is it the one of the day I pay?")
             r"(?:bcv|exchange|dollar) rate (?:\w+ ){0,2}?(?:you|you guys|u) use",
             r"(?:the )?(?:rate|one) of the day (?:i|we) pay")
        # the bill's rate, not the market's ("¿cuánto está el euro en el paralelo?")
        + _has(r"factur\w*", r"cobr\w*", "convierten", r"calcul\w*", r"bills?", r"charg\w*",
               r"(?:you|you guys|u) use", r"day (?:i|we) pay",
               r"conver\w*", r"invoices?", "recibo", "recibos",
               r"pas(?:ar|an|o) (?:los )?dolares", "bolivares",
               # the amount already sent changed ("el monto que ya me mandaron, ¿me lo cambian?")
               r"(?:monto|factura|recibo) (?:que|q) ya (?:me )?(?:mandaron|enviaron|llego|lleg\w*)",
               r"(?:me lo|me la|lo|la) (?:cambian|recalculan|ajustan|modifican|suben)",
               # a payment taken at a rate ("si pago en dólares, ¿a qué tasa me lo agarran?")
               r"(?:me lo|me la|me los|lo|la|los) (?:agarran|toman|reciben|aceptan|cogen)")
        # the late fee's own conversion asked ("the $3 late fee showed up in bolivars, which
        # rate do you use for it?"): the fee's section, which states the rate it takes
        + _lacks(r"(?:late fee|recargo|mora|multa) (?:\w+ ){0,12}?(?:which|what|que|cual|a que) "
                 r"(?:exchange )?(?:rate|tasa)")),
     ("tasa de cambio bcv",)),
    # the fiscal invoice ("¿se puede sacar la factura a nombre de mi empresa con el RIF?")
    # a field printed on the fiscal invoice asked of ("¿qué es ese número de control?")
    ("fiscal_field", re.compile(_has(r"que (?:es|significa|quiere decir)", "what is",
                                     "what does", "para que (?:es|sirve)")
                                + _has("numero de control", "control number")),
     ("factura fiscal",)),
    ("fiscal_invoice", re.compile(_has(
        "factura fiscal", r"a nombre (?:de|d) (?:mi |la |una )?(?:empresa|compania|negocio|firma|"
        r"bodega|tienda|fundacion|local)",
        # (an invoice, then put in another name: "el número de la factura de noviembre, ¿y se
        # puede poner a nombre de la bodega?")
        r"(?:factura|facturas|recibo) (?:\w+ ){0,8}?(?:poner|ponerla|sacar|sacarla|emitir|"
        r"emitirla) a nombre (?:de|del)",
        r"con (?:el|mi|su|nuestro) rif",
        r"factur\w* a nombre de (?:\w+ ){0,3}?(?:con|y) (?:el|su) rif",
        "numero de control", "datos fiscales", "razon social",
        # in English ("I need the facturas issued to the business RIF")
        r"(?:issued|made out|billed|in the name) (?:\w+ )?(?:to|of|under) (?:the |my |our )?"
        r"(?:business|company|firm|store|bodega)(?: rif)?",
        r"(?:to|under|with) (?:the |my |our )?(?:business |company )?rif",
        # the receipts issued with a new company's data ("que los recibos se emitan con sus
        # datos para efectos del SENIAT")
        "registro fiscal",
        r"(?:facturas|recibos|factura|recibo|comprobantes|comprobante) (?:\w+ ){0,2}?(?:se )?"
        r"(?:emitan|salgan|salga|emita|vengan|venga)"
        r" (?:con|a nombre)", r"(?:para|pa) (?:efectos del|el) seniat",
        # ("la factura del internet tiene que salir a nombre del negocio")
        r"(?:facturas|recibos|factura|recibo) (?:\w+ ){0,4}?(?:salir|emitirse|venir) a nombre "
        r"(?:de|del) (?:la |el |mi |una |un )?(?:empresa|compania|negocio|firma|bodega|tienda|"
        r"fundacion|local|abasto|abastico|comercio)",
        "tax invoice",
        # in English ("I want the invoices with the RIF of the company, not my cédula")
        r"(?:invoices?|bills?|receipts?) (?:\w+ ){0,3}(?:with|under|in) (?:the |my |our )?"
        r"(?:rif|company|business|tax id)", r"(?:rif|tax id) of (?:the|my|our) (?:company|"
        r"business)")
        # the service wanted for a place in a company's name, no invoice named ("quiero poner
        # internet en la panadería que está a nombre de la empresa, ¿qué papeles me piden?"):
        # a new installation's
        + "(?:" + _lacks(_NEW_SERVICE_WANTED) + "|" + _has(r"factur\w*", r"recibos?", "rif",
                                                           "seniat", r"fiscal\w*",
                                                           r"invoices?") + ")"),
     ("factura fiscal",)),
    # the account put in another person's name ("¿cómo pongo la cuenta a nombre de mi esposa?")
    ("new_holder", re.compile(
        "(?:" + _has("a nombre de", "a nombre del", "a mi nombre", "titular", "in the name of",
                     "con su nombre",
                     # ("¿cómo pasamos el servicio a su nombre?")
                     r"(?:a|al) (?:su|tu|nuestro) nombre",
                     r"(?:la|lo) paso (?:al|a) (?:mio|mia|mi nombre)", r"muri\w*", "fallecio",
                     # ("can we just put the account in her name?")
                     r"in (?:her|his|their|my|someone else s|the buyer s|the new owner s) name",
                     # ("he wants to pass the internet account to my name")
                     r"(?:to|into|under) (?:her|his|their|my|our|someone else s) name",
                     # ("he wants to pass me his internet account")
                     r"(?:pass|transfer) (?:me|us|her|him) (?:his|her|their|the) "
                     r"(?:internet )?account",
                     # ("can he just pass the account over to me?")
                     r"(?:pass|transfer|hand|move) (?:the|his|her|their|this) (?:internet )?"
                     r"(?:account|service|contract) (?:over )?(?:to|into) (?:me|us|her|him|my|our)")
        + _has("cuenta", "servicio", "contrato", "internet", "linea", "account", "titular")
        # the service kept by whoever comes next ("la nueva propietaria quiere quedarse con el
        # servicio, ¿cuánto cuesta pasárselo a ella?")
        + "|" + _has(r"nuev[oa]s? (?:propietari[oa]s?|duen[oa]s?|inquilin[oa]s?)",
                     r"pasarselo a (?:ella|el|ellos)", r"pasarsela a (?:ella|el|ellos)",
                     r"quedarse con el (?:servicio|internet|contrato)",
                     # ("le vendí el apartamento a una señora y ella se quiere quedar con el
                     # internet, ¿cómo se hace el cambio de nombre?")
                     r"se (?:quiere|quieren|va a|van a) quedar con el (?:servicio|internet|"
                     r"contrato)",
                     r"se (?:queda|quedan|quedara|quedaran) con el (?:servicio|internet|"
                     r"contrato)")
        + ")"
        # a contract wished in a name ("quiero contratar internet para el local a nombre del
        # negocio, ¿qué documentos me solicitan?"; "quiero poner internet en la panadería que
        # está a nombre de la empresa"): contracting, no holder changed
        + _lacks(r"(?:quiero|queremos|quisiera|quisieramos|vamos a|voy a) contratar",
                 _NEW_SERVICE_WANTED)
        # whether somebody other than the holder may be told the account ("está a nombre de mi
        # esposo, ¿me pueden dar la información a mí o tiene que escribir él?"): who is
        # identified how, no holder changed
        + _lacks(_TOLD_TO_SOMEBODY_ELSE)
        # the holder's data offered to be found by ("está a nombre de mi esposo, ¿con la cédula
        # de él me pueden ubicar o qué otro dato les doy?"): how a sender is identified
        + _lacks(r"(?:me|la|lo|le|nos) (?:pueden|puedes|podrian|puede) (?:ubicar|encontrar|"
                 r"identificar)", r"(?:que|q|cual|cuales) otros? datos?", _WHO_I_AM,
                 # (data asked to consult it: "¿qué datos le piden pa consultar su cuenta?")
                 r"datos (?:\w+ ){0,3}?(?:para|pa) (?:consultar|ver|revisar|saber)")
        # a payment's holder told ("mandé el zelle con la confirmación y el nombre del titular
        # y todavía no aparece"): the payment's, not the account's
        + _lacks(r"(?:mande|envie|hice|transferi|deposite|realice) (?:el|la|un|una|mi) "
                 r"(?:zelle|pago|transferencia|deposito|pago movil)",
                 r"(?:todavia|aun) no (?:aparece|sale|se refleja|llega)")
        # a pensioner's reduced VAT, the account in somebody's name only told ("mi papá es
        # pensionado y el internet está a nombre de él, ¿es verdad lo del IVA?")
        + _lacks(r"pensionad\w*", r"jubilad\w*", "iva", "tercera edad")
        # the holder only told, how the sender identifies themselves asked ("mi mamá es la
        # titular … ¿con q dato me identifico?"): the identification's
        + _lacks(r"(?:me|nos) identific\w*", "identificarme", "identificarnos",
                 _DATA_ASKED_FOR, *_HOLDERS_DEBT_ASKED)
        # a company writing on its own behalf ("a nombre de Inversiones Guaraira solicitamos el
        # monto pendiente"), no holder changed
        + _lacks(r"(?:a|en) nombre de (?:\w+ ){1,6}?(?:solicitamos|requerimos|escribimos|les "
                 r"escribimos|le escribimos|nos dirigimos|consultamos|queremos saber)")
        # a bill asked to be paid into a stranger's account ("me escribieron pa que pague a
        # una cuenta personal a nombre de un señor"): the ways to pay, below
        + _lacks(r"(?:pague|pagar|pagara|pagaramos|deposite|depositar|transfiera|transferir) "
                 r"(?:\w+ ){0,3}?(?:a|en) (?:una|la) cuenta")),
     ("cambio de titular",)),
    # a first bill, what it charges and what the next one will ("acabo de contratar y la
    # primera factura vino con la instalación y unos días, ¿la otra viene igual?"): the rule of
    # the first bill, over the charge it names
    (FIRST_BILL, re.compile(_has(
        r"primera? (?:factura|recibo|cobro|mensualidad)", r"first (?:bill|invoice)",
        r"(?:la|el) primera? (?:que|q) (?:me|le|nos) (?:llego|vino|salio|cobraron)",
        r"recien (?:instalad\w*|contratad\w*|conectad\w*)", r"acab\w* de (?:contratar|instalar)",
        r"(?:me|nos) acaban de (?:instalar|conectar)",
        # the bill of a service begun mid-month asked how it is made ("explícame cómo sacan la
        # factura cuando uno empieza a mitad de mes")
        r"(?:empieza|empece|empezamos|arranca|arranque|entra|entre|comienza|comence|instalan|"
        r"instalaron|conectan|conectaron) (?:\w+ ){0,3}?(?:a mitad|a mediados|en la mitad|a medio|"
        r"mid) (?:de(?:l)? )?(?:mes|month)",
        # the bill after the first said to be higher ("¿por qué la segunda factura va a ser más
        # alta?")
        r"(?:segunda|siguiente) (?:factura|recibo) (?:\w+ ){0,3}(?:mas alta|mas cara|completa|"
        r"mayor)",
        # the next one asked whether as high, or only the first ("¿la próxima factura va a
        # venir igual de alta o eso es solo la primera vez?")
        r"(?:proxima|siguiente|otra) (?:factura|recibo) (?:\w+ ){0,4}?(?:igual|tan) (?:de )?"
        r"(?:alta|cara|alto|caro)", r"(?:solo|nada mas) (?:la|el) (?:primera? vez|primer mes)")
        # the first bill told, and which month the next one charges ("es mi primera factura;
        # ¿y la próxima cobra diciembre o noviembre?"): the billing cycle
        + _lacks(_MONTH_BILLED)),
     ("primera factura",)),
    # the welcome promotion told by what it gives ("me dijeron que los primeros recibos vienen
    # con rebaja, ¿cuántos son?")
    ("welcome", re.compile(_has(
        r"(?:primeros|primeras) (?:\d+ |dos |tres |cuatro |seis )?(?:recibos|facturas|meses|"
        r"mensualidades) (?:\w+ ){0,3}(?:rebaja\w*|descuento\w*|promo\w*|mas barat\w*)",
        r"(?:descuento|promo\w*|rebaja) (?:de )?bienvenida", "bienvenida",
        r"(?:cliente|clientes) nuevos? (?:\w+ ){0,3}(?:descuento|rebaja|promo\w*)",
        r"(?:descuento|rebaja|promo\w*) (?:de|del|para|por) (?:ser )?(?:cliente|clientes) "
        r"nuevos?", r"(?:descuento|rebaja|promo\w*) (?:de|del|para|por) (?:ser )?(?:un )?(?:nuevo|"
        r"nueva) cliente",
        "welcome discount", "new customer discount", r"welcome (?:offer|deal|promo\w*|promotion)",
        # (the welcome's 20 % asked of a recent sign-up: "I signed up in October, for how many
        # invoices do I get the 20% off?")
        r"(?:20|twenty) (?:percent |%)?(?:off|discount)",
        # by its figure ("me pusieron un descuento del 20, ¿cuántos meses me dura?"), not an
        # amount of twenty
        r"(?:descuento|rebaja|promo\w*|discount) (?:del |de |of )?20(?! mil| dolares| bs| "
        r"bolivares| usd| verdes| dollars)",
        r"(?<!\d )(?:el )?20 (?:por ciento )?(?:de )?(?:descuento|rebaja)")
        # two promotions at once is their general conditions' question
        + _lacks(*_PROMOTIONS_TOGETHER, "fidelidad", "loyalty")
        + "(?!" + _PROMOTION_THROUGH_A_CHANGE + ")"
        + "(?!" + _DISCOUNT_ON_WHAT + ")"), ("bienvenida",)),
    # years as a customer, a reward asked ("llevo 5 años con ustedes y nunca me atraso, ¿no me
    # dan nada?"): the loyalty discount
    ("loyalty", re.compile(_has(
        r"(?:llevo|tengo|tenemos|llevamos) (?:como |mas de |unos |casi )?(?:\d+|dos|tres|cuatro|"
        r"cinco|seis|siete|ocho|nueve|diez|muchos|varios) anos (?:con|de cliente|siendo)",
        "cliente fiel", "clientes fieles", "antiguedad", "de toda la vida", "loyalty",
        # a customer since a year told ("tengo con ustedes desde el 2022"), a discount for the
        # time asked
        r"(?:tengo|estoy|llevo|somos|soy cliente) (?:con ustedes )?desde (?:el )?(?:ano )?20\d\d",
        r"descuento (?:por|x) (?:llevar|tener) (?:tiempo|anos|mucho tiempo)",
        r"loyal customers?", "fidelidad",
        # years with the company, in English ("I've been with you for three years", "long-time
        # customers like me")
        r"(?:been|be) (?:a customer )?with (?:you|u|your company) (?:for )?(?:\w+ )?years",
        r"long[ -]?time customers?", r"(?:\d+|two|three|four|five|six|many) years with (?:you|u)",
        # ("I've been a customer for three years … any kind of reward?")
        r"(?:been )?a customer for (?:over |more than |almost |nearly )?(?:\d+|two|three|four|"
        r"five|six|many|several) years",
        # the loyalty discount by its figure ("el descuento del 10 % ese, ¿cuántas facturas me
        # dura?"), not an amount of ten
        r"(?:descuento|rebaja|promo\w*) (?:del |de )?10(?! mil| dolares| bs| bolivares| usd)",
        r"(?:por ser|soy|somos) (?:una |un )?(?:cliente|clientes) (?:antigu[oa]s?|viej[oa]s?|"
        r"de hace tiempo)",
        # something for the old customers asked ("¿tienen algún descuento pa los clientes
        # viejos?", "¿no hay nada pa los clientes viejos?")
        r"(?:pa|para|a) (?:los )?clientes (?:viej[oa]s|antigu[oa]s|de hace tiempo|de anos)")
        # two promotions at once is their general conditions' question
        + _lacks(*_PROMOTIONS_TOGETHER, "bienvenida", "welcome")
        + "(?!" + _DISCOUNT_ON_WHAT + ")"), ("fidelidad",)),
    # how the sender is found without the bill at hand ("¿qué datos te doy para que me
    # ubiques?", "¿dónde consigo el número de contrato?")
    ("identification", re.compile(_has(
        _TOLD_TO_SOMEBODY_ELSE, _WHO_I_AM,
        # who may ask about an account ("¿quién puede pedir información de una cuenta? está a
        # nombre de mi papá")
        r"quien (?:puede|pueden|podria) (?:pedir|solicitar|consultar|ver|saber|preguntar) "
        r"(?:\w+ ){0,2}?(?:informacion|datos|la cuenta|una cuenta|por la cuenta)",
        r"who (?:can|may) (?:ask|request|see|check) (?:\w+ ){0,3}?(?:information|info|account)",
        # somebody claiming to be the company asking for a code or data ("me llamó un chamo
        # diciendo que era de la empresa y que le dictara el código que me llegó")
        r"(?:diciendo|dijo|dice|dicen) (?:que|q) (?:era|eran|es|son|somos) (?:de )?"
        r"(?:la empresa|ustedes|la compania)",
        r"(?:dictara|dicte|pasara|diera|de|pase|mande|envie) el codigo",
        r"codigo (?:que|q) me (?:acaba de |acababa de )?llego",
        # (in English: "someone texted me saying they're from your company and asked me to
        # forward the code my bank sent")
        r"(?:saying|said|claiming|claimed|says) (?:that )?(?:they|he|she) (?:re|are|were|was|is|"
        r"s) (?:from|with) (?:your|the) (?:\w+ )?(?:company|team|office|department)",
        r"(?:asked|asking|ask|asks) (?:me )?for (?:the |my |a |that )?(?:\w+ ){0,2}?(?:code|pin|"
        r"password)",
        r"(?:forward|send|give|tell|read) (?:them |him |her )?(?:the |my |a )?(?:\w+ ){0,2}?"
        r"(?:code|"
        r"pin|password)", "is that really you",
        r"(?:saying|claiming|said) (?:that )?(?:it|this) (?:s|is|was) (?:your|the company s) "
        r"(?:\w+ )?(?:team|company|office|department)",
        _DATA_ASKED_FOR, *_HOLDERS_DEBT_ASKED,
        # the account's number not known ("no sabe su número de cuenta, ¿de cuántos números es
        # y dónde lo consigue?")
        r"(?:de )?cuantos (?:numeros|digitos) (?:es|son|tiene)",
        r"no (?:sabe|se|sabemos|saben|recuerda|recuerdo) (?:su|mi|el) numero de "
        r"(?:cuenta|contrato)",
        r"para (?:que|q) (?:nos|me|lo|la|le|les) (?:identifiquen|ubiquen|reconozcan)",
        # the account asked with the asker's own cédula, the holder being someone else ("mi
        # esposa es la titular… ¿me pueden dar esa información con mi cédula?")
        r"(?:pueden|puede|podrian|podria) (?:dar|decir|pasar|informar) (?:esa |la |el |mi )?"
        r"(?:informacion|info|saldo|deuda|monto) (?:\w+ ){0,2}?con (?:mi|su) (?:cedula|ci)",
        r"para (?:que|q) me (?:ubiques|ubiquen|encuentres|encuentren|identifiques|identifiquen)",
        r"(?:me|la|lo|le|nos|los|las|les) (?:pueden|puedes|podrian|puede) (?:ubicar|encontrar|"
        r"identificar)",
        # codes or keys asked for by someone claiming to be the company ("me pidieron el
        # código que me llegó por mensaje, ¿eso es normal?"): what the company never asks
        r"(?:pidieron|piden|pidio|pide|pedian|pidiendo|pidiendome) (?:el |mi |la |un |una )?"
        r"(?:codigo|clave|contrasena|pin|token)",
        # what else to give ("¿o qué otro dato les doy?")
        r"(?:que|q|cual|cuales) otros? datos? (?:\w+ )?(?:les|le) (?:doy|paso|mando|envio|damos|"
        r"pasamos)",
        # what else finds the sender ("¿con qué otro dato me ubican?")
        r"(?:dato|datos|numero|documento) (?:\w+ ){0,3}(?:me|nos) (?:ubican|ubiquen|encuentran|"
        r"encuentren|identifican|identifiquen|consiguen|reconocen)",
        r"donde (?:consigo|encuentro|veo|busco) (?:el|mi) (?:numero|nro) de (?:contrato|cuenta|"
        r"cliente)",
        # the sender identifying themselves ("¿con q dato me identifico pa consultar lo de
        # ella?")
        r"(?:me|nos) identific\w*", r"identificarme", r"identificarnos",
        # whether it is told to somebody else who asks from another phone ("¿se lo pueden
        # decir a ella si da algún dato, o solo me informan a mí que soy el titular?")
        r"(?:se lo|se la|le|les) (?:pueden|puede|podrian|van a) (?:decir|dar|informar) a "
        r"(?:ella|el|ellos|mi esposa|mi esposo|mi mama|mi papa|otra persona)",
        r"solo (?:me )?(?:informan|dicen|dan la informacion) a mi",
        # (or somebody else: "¿con qué datos la pueden identificar?")
        r"(?:con )?(?:que|q|cual) (?:dato|datos|documento) (?:\w+ ){0,3}(?:me|nos|la|lo|le|les|"
        r"los|las) (?:\w+ )?(?:identific\w*|ubic\w*|pid\w*)")
        # a payment's note forgotten ("se me olvidó poner el número de cuenta en el concepto,
        # ¿qué datos les mando?"): how a payment is made known, not how a sender is found
        + _lacks("concepto", r"descripcion del (?:pago|pago movil)")), ("te identificamos",)),
    # the papers and the visit to get the service ("¿qué papeles necesito pa que me pongan la
    # fibra?", "¿en cuántos días vienen a montarlo?")
    ("new_installation", re.compile(
        _has(r"(?:papeles|requisitos|documentos|recaudos) (?:\w+ ){0,3}(?:necesito|piden|hay que|"
             r"debo|tengo que|solicitan|requieren|exigen|necesitan)",
             r"(?:en )?cuantos dias (?:vienen|tardan|demoran) (?:a|en) "
             r"(?:montar\w*|instalar\w*|poner\w*)",
             # ("una vez que le aprueben el contrato, ¿en cuántos días le van a instalar?")
             r"(?:en )?cuantos dias (?:me |le |les |nos )?(?:van a|vienen a|tardan en) (?:ir a )?"
             r"(?:instalar|montar|poner)",
             # ("¿cuántos días se tardan en venir a instalar desde que me aprueban?")
             r"(?:en )?cuantos dias (?:se )?(?:tardan|demoran|tarda|demora) (?:en )?(?:venir|ir) "
             r"(?:a )?(?:instalar|montar|poner)",
             # somebody at home on the day ("¿tiene que haber alguien ahí ese día?")
             r"(?:tiene|tienen|debe|hay) (?:que )?(?:haber|estar) alguien",
             # who may be there for the technician ("¿puede recibir al técnico la señora que le
             # ayuda o tiene que estar ella?")
             r"recibir al tecnico", r"(?:tiene|tengo|debe|debo) (?:que )?estar "
             r"(?:ella|el|yo|presente|"
             r"el titular|la titular)",
             r"el dia de la (?:instalacion|visita)",
             # ("¿puede estar mi sobrina que tiene 16 cuando vaya el técnico a instalar?")
             r"(?:puede|podria) estar (?:\w+ ){0,5}?cuando (?:vaya|venga|llegue|vayan|vengan) el "
             r"tecnico",
             # in English ("what does she need to have ready, and how many days until the
             # technician shows up?")
             r"(?:what|which) (?:\w+ ){0,3}?(?:need|needs|have to|has to|bring|documents|papers|"
             r"requirements)",
             r"how (?:many days|long) (?:\w+ ){0,3}?(?:until|till|before|for) (?:the )?"
             r"(?:technician|installer|install\w*)",
             *_INSTALLATION_LENGTH,
             # the installation's price asked when contracting ("quiero contratarle fibra 100 a
             # mi mamá, ¿cuánto sale la instalación?")
             r"(?:cuanto|que precio|how much) (?:\w+ ){0,2}?(?:sale|cuesta|cobran|es|vale|costaria|"
             r"saldria|is|does|would) (?:la |the )?(?:instalacion|installation)")
        + _has(r"pong\w* (?:la fibra|el internet|el servicio|internet)", r"poner (?:el )?internet",
               r"instal\w*", r"montar\w*", r"contrat\w*", "la fibra en", r"sign\w* up",
               "for the first time", "new customer", "technician")
        # (a name the service is put in is the holder's question, unless the service itself
        # is wanted: "quiero poner internet en la panadería que está a nombre de la empresa")
        + "(?:" + _lacks("a nombre de") + "|" + _has(_NEW_SERVICE_WANTED) + ")"
        + _lacks("titular",
                 # (the papers of an exemption asked after it: "¿podemos tener la factura sin
                 # IVA? ¿qué papeles piden?")
                 "sin iva", r"exen\w*", r"exoner\w*", "providencia",
                 # (a move of one's own told as done, "a mí me hicieron el traslado y quedó
                 # bien", is no move asked)
                 r"(?<!me hicieron el )(?<!nos hicieron el )(?<!le hicieron el )"
                 r"(?<!les hicieron el )traslad\w*")
        # moving house with the service one has, not contracting a new one ("me estoy mudando
        # sola por primera vez y quiero contratar internet")
        + "(?:" + _lacks(r"mud\w*") + "|" + _has(r"(?:quiero|queremos|quisiera|voy a|vamos a) "
                                              r"contratar", "por primera vez") + ")"),
     ("contratar el servicio",)),
    ("downgrade", re.compile(_PROMOTION_THROUGH_A_CHANGE), ("bajar de plan",)),
    # a plan asked to be put, and from when it is charged ("tengo fibra 600 y ya no me da; si
    # hoy pido que me pongan el de 100, ¿desde cuándo me cobran el más barato?")
    ("downgrade", re.compile(_has(r"(?:me (?:lo |la )?pongan|ponerme|pasarme|pasarse|cambiarme|"
                                  r"cambiarse|ir|irme|"
                                  r"me (?:lo |la )?pasen|me (?:lo |la )?cambien) "
                                  r"(?:a |al )?(?:el |la )?(?:de )?\d{2,4}")
                             + _has(r"(?:desde|dsd|a partir de) (?:cuando|que dia|que fecha)",
                                    "from when")
                             + _has(r"(?:mas )?barat\w*", "menos", "menor", r"baj\w*")),
     ("bajar de plan",)),
    # a cheaper or a faster plan, changing to it ("si me cambio a un plan más barato...")
    ("downgrade", re.compile(_has(*_CHANGE_VERB) + _has(
        # (diminutives too: "un plan más sencillito", "algo más baratico")
        r"(?:plan|uno|algo|paquete) (?:mas )?(?:barat\w*|economic\w*|menor|bajo|basic\w*|"
        r"chiquit\w*|pequen\w*|sencill\w*|chic[oa]\w*)",
        # the plan held told too dear ("pasarme al de 50 megas pq el q tengo me sale muy caro")
        r"(?:el|la|lo) (?:que|q) (?:tengo|tenemos) (?:\w+ ){0,2}?(?:sale|esta|es|cuesta) (?:muy |"
        r"demasiado |bien )?car(?:[oa]|isim[oa])",
        "menos megas", r"baj\w* de paquete",
        # less speed, or a plan to save money ("pasarme a uno de menos velocidad pa ahorrar")
        "menos velocidad", r"menor velocidad", r"(?:pa|para) ahorrar",
        # (however conjugated: "cuando uno se baja de plan")
        r"baj\w* de plan", r"baj\w* el plan", "cheaper plan", r"downgrad\w*",
        # ("I want to switch down from fibra 600 to fibra 300")
        r"(?:switch\w*|mov\w*|go|going|step\w*) down", "smaller plan", "lower plan",
        # ("thinking of dropping from Fibra 600 to Fibra 300")
        r"drop\w* (?:down )?(?:from|to) (?:the |a )?(?:fibra|fiber|plan|aire|\d{2,4})",
        r"baj\w* (?:a|al) (?:fibra|aire|un plan|el plan|plan)",
        # a penalty feared for going down ("me da miedo que me cobren multa por bajarme")
        r"(?:multa|penalidad|penalizacion|cargo|penalty) (?:por|x|for) (?:bajarme|bajarnos|bajar|"
        r"downgrading)",
        # back to the plan held before, regretted ("si me arrepiento y me devuelvo al de 50")
        # (not the discontinued Fibra 30, whose own section says whether one can go back)
        r"(?:devuelvo|regreso|devolverme|regresarme|volverme|devolvernos|regresarnos) "
        r"(?:\w+ )?(?:al|a la|a) (?:de |plan )?(?:fibra )?(?!30 )\d{2,4}",
        # going down to a plan named by its speed ("si me bajo al de 100 megas")
        r"(?:re)?baj\w* (?:otra vez |de nuevo |despues |luego )?(?:al|a la|a) (?:de )?"
        r"(?:fibra )?\d{2,4}",
        # from one plan down to another ("quiero bajarme de fibra 100 a fibra 50")
        r"baj\w* (?:del|de) (?:la |el )?(?:de )?(?:plan |fibra |aire )?\d{2,4} (?:\w+ )?(?:al|a) "
        r"(?:la |el )?(?:de )?(?:plan |fibra |aire )?\d{2,4}")
        # the small old plan kept, its end feared ("sigo con el plan chiquito de 30 megas, ¿me
        # lo van a quitar o me lo suben?"): the discontinued plan's rule, no change wished
        + _lacks(*_OLD_PLAN_TAKEN, r"(?:todavia|aun|sigue) (?:existe|existiendo|lo venden)")),
     ("bajar de plan",)),
    # paying more than owed, and what happens to it ("si algún día pago de más, ¿me devuelven
    # la plata?"): the credit in the customer's favour
    ("overpaid", re.compile("(?:" + _has(
        r"(?:pago|pague|pagar|pagamos|transfiero|transferi|deposito|deposite|abono|abone) "
        r"(?:\w+ )?de mas", "pago en exceso", "overpaid", "paid too much",
        # ("me equivoqué y le metí como 10 dólares de más al pago móvil")
        r"(?:meti|metimos|mande|mandamos|envie|enviamos|puse|pusimos) (?:\w+ ){0,4}?de mas",
        # one bill paid twice ("I paid this month's bill twice by mistake", "pagué dos veces la
        # factura sin querer")
        r"(?:paid|pague|pagamos) (?:\w+ ){0,4}?(?:twice|dos veces|doble)")
        + _has(r"devuelv\w*", r"devolv\w*", r"reintegr\w*", "queda", "quedaria", "que pasa",
               "que hacen", "refund", "a favor", "plata", "dinero", r"send (?:\w+ ){0,2}back",
               "what happens", "money")
        # months paid ahead ("quisiera dejar pagado diciembre y enero de una vez"): what is
        # paid beyond the bills issued stays in the sender's favour
        + "|" + _has(r"(?:dejar|dejarlo|dejarla|dejo) (?:pagad[oa]s?|cancelad[oa]s?) (?:\w+ ){0,3}?"
                     r"(?:meses|desde ya|de una vez|" + _MONTH_NAME + ")",
                     # (wished: "¿se paga adelantado?" asks the billing cycle)
                     r"(?:quiero|quisiera|queremos|puedo|podria|podemos|dejar) (?:\w+ ){0,2}?"
                     r"pag\w* (?:\w+ ){0,3}?(?:por )?adelantado",
                     r"adelant\w* (?:el |los |un |unos )?(?:pago|pagos|meses|mes)", "pay ahead",
                     "pay in advance") + ")"
        # (what a claim won gives back is the claim's rule: "si el reclamo sale a mi favor,
        # ¿cómo me devuelven lo que pagué de más?")
        + _lacks(r"(?:reclamo|queja|claim|complaint) (?:\w+ ){0,3}?(?:sale|salga|procede|proceda|"
                 r"a mi favor|a favor|is upheld|goes my way)", r"(?:me|nos) (?:dan|den|dieran) la "
                 r"razon")), ("saldo a favor",)),
    # how to pay by pago móvil, the one way with a section of its own
    ("mobile_payment", re.compile(_has("pago movil", "pagomovil", r"(?<!\d )pm") + _has(
        "como", "datos", "cuenta", "numero", "codigo", "banco", r"how(?! long| much| many)",
        "donde", r"con[cs]epto",
        r"(?:a )?que (?:telefono|rif|cedula)",
        "pongo", "coloco", "descripcion", "escribo", "texto", "pongo en")
        # pago móvil not had ("no tengo pago móvil, ¿puedo pagar con tarjeta?"): other ways
        + _lacks(r"no (?:tengo|uso|manejo|puedo usar|me sirve) (?:el )?(?:pago movil|pagomovil)",
                 # (in English: "I don't use pago movil, where do I pay by card?")
                 r"(?:don t|dont|do not|can t|cant|cannot) (?:use|have|do) (?:the )?(?:pago movil|"
                 r"pagomovil)")
        # paid by it, told, and the service asked back ("I just paid everything by pago movil.
        # How long until it comes back?"): the reconnection's
        + _lacks(*_BACK_ON_AGAIN)),
     ("pago movil",)),
    # how long a payment takes to show ("¿cuánto tarda en verse una transferencia de otro
    # banco?"), however the customer says it shows
    ("payment_delay", re.compile("(?:" + _has(*_HOW_LONG, "en cuanto", "tarda", "demora") + _has(
        r"reflej\w*", "verse", "ver", r"aparec\w*", r"acredit\w*", "llegar", "llega",
        # ("¿eso cuánto se tarda en caer?")
        "caer", "entrar", "en caer", "en entrar",
        r"proces\w*", r"shows?", "showing", "clear", "clears", r"post\w*", r"reflect\w*",
        r"appears?", "credited", "go through", "goes through") + _has(
        "pago", "pagos", "transferencia", "transferencias", "pago movil", "deposito", "payment",
        "transfer", "zelle", "transferi", "pague", "deposite", "abone")
        # paid, and the debt still showing ("mandé la plata ayer y todavía me sale que debo")
        + "|" + _has(r"pague\w*", "pagamos", r"mand\w*", r"transfer\w*", r"deposit\w*",
                     "cancele", "abone", "paid",
                     r"(?:hice|hicimos) (?:el|un|mi|la|una) (?:pago|transferencia|deposito)")
        + _has(r"todavia (?:me )?(?:sale|aparece|salen|aparecen|figura|dice)",
               # (or the payment not showing yet: "todavía no me sale el pago")
               r"(?:todavia|aun) no (?:me )?(?:sale|aparece|cae|entra|llega) (?:el|mi|la) (?:pago|"
               r"transferencia|deposito)",
               # (its subject left out: "pagué por zelle ayer y todavía no sale, ¿cuánto tarda
               # eso?"), not a bill yet to come
               r"(?:todavia|aun) no (?:me |les |le )?(?:sale|aparece|cae|entra|llega|se ve|"
               r"se refleja)(?! (?:la|el|mi) (?:factura|recibo))",
               r"sigue (?:saliendo|apareciendo|figurando)", r"no se (?:ha )?reflej\w*",
               # ("hice un pago móvil hace como tres horas y todavía nada")
               r"hace (?:\w+ ){0,2}?(?:horas|minutos|rato|dias) (?:\w+ )?(?:y )?(?:todavia|aun) "
               r"(?:nada|no)",
               r"no (?:me )?(?:lo |la )?(?:han|ha) (?:reflejado|registrado|cargado)",
               "still shows", "still says") + ")"), ("se refleja un pago",)),
    # moving house with the service ("¿cuánto cuesta mudar el servicio a otra dirección?")
    ("moving", re.compile(_has(r"mud\w*", r"traslad\w*", "otra direccion", "casa nueva",
                               r"(?:otro|otra) (?:apartamento|apto|casa|edificio|urbanizacion)",
                               r"(?:llevar|llevarme|llevarnos|me llevo|nos llevamos) (?:el|mi|"
                               r"nuestro) (?:servicio|internet)",
                               r"cambio de (?:casa|apartamento|apto|direccion|residencia)",
                               "se viene conmigo", "me lo llevo", "me la llevo",
                               "nueva casa", "nueva direccion",
                               r"(?:sitio|lugar|apartamento|apto) nuevo",
                               # (not a plan moved up or down: "if I move up to a faster plan")
                               r"move(?! (?:up|down)\b)", r"moving(?! (?:up|down)\b)")
                          # leaving the service when moving away is the cancellation's
                          + _lacks(_CANCELLED, *_LEAVING_THE_COUNTRY)
                          # this month's free installation named, whether it covers a move
                          # asked ("lo de la instalación gratis de noviembre, ¿sirve pal
                          # traslado?"): the offer's own conditions
                          + _lacks(r"(?:lo de )?la instalacion gratis (?:de|del) (?:este mes|"
                                   + _MONTH_NAME + r")", r"(?:this|the) month s free installation")
                          # a new house contracted for ("quiero contratar la fibra 300 pa la casa
                          # nueva"): a new installation, no move
                          + _lacks(r"(?:quiero|quisiera|queremos|voy a|vamos a) contrat\w*")
                          # a move's charge disputed ("tengo un reclamo abierto por un traslado
                          # que me cobraron y ni me he mudado") is the claim's
                          + _lacks(r"reclam\w*", "queja", r"impugn\w*")
                          # this month's deal asked to cover the move is the deal's
                          + _lacks(_DEAL_COVERS)
                          # a new line for a relative in another house is no move ("si
                          # contrato la de 300 pa mi mamá en otra casa")
                          + _lacks(r"contrat\w* (?:\w+ ){0,6}(?:pa|para) (?:mi|un|una) (?:mama|"
                                   r"papa|hijo|hija|hermana|hermano|abuela|abuelo|tia|tio|suegra|"
                                   r"suegro|familiar)")),
     ("traslado",)),
    # whose the equipment is, and what happens to it ("¿el router es mío o de ustedes?")
    ("equipment", re.compile(
        _has("router", "ont", "modem", "equipo", "equipos", "antena", r"aparat\w*",
             r"cajit\w*")
        + _has("mio", "mia", r"propi[oa]s?", "prestado", "comodato", "de ustedes", "devolver",
               # one bought instead of the rented one ("si adquirimos una ONT propia")
               r"compr(?:o|e|amos|ar|ara|aramos|ando)", r"adquir\w*", "buy", "bought", "own",
               "devuelvo", "se dana", "se daño", "se me dano", "nuevo", "cambiar", "reponer",
               "whose", "mine", "return",
               # damaged and replaced ("se me quemó el router, ¿cuánto por reponerlo?")
               r"quem\w*", r"dan(?:o|os|ado|ada|ados|adas|aron|e)", "roto", "rompio", r"repon\w*",
               "reposicion", "otro",
               r"fundi\w*", "uno nuevo", "pagar uno", r"no (?:prendio|prende|enciende|encendio)",
               "lo pago yo",
               "burned", "broke", "broken", "damaged", "replace", "replacement",
               r"fr(?:y|ies|ied)",
               # (or one paid for anew: "the Wi-Fi 6 router just died, do I have to pay for a
               # new one?")
               "new one",
               # the Wi-Fi 6 router's price or its instalments asked ("¿cuánto sale el router
               # wifi 6 q ofrecen y en cuántas partes se paga?")
               r"(?:wifi|wi fi) 6 (?:\w+ ){0,4}?(?:cuanto|precio|cuotas|partes|how much|price|"
               r"instalments|installments)", r"(?:cuanto|precio|how much|price) (?:\w+ ){0,4}?"
               r"(?:wifi|wi fi) 6")
        # what to do with the devices when leaving is the cancellation's ("quiero terminar el
        # contrato y no sé qué hago con los aparatos", "nos vamos pa Chile, ¿la cajita qué hago
        # con eso?")
        + _lacks(_CANCELLED, *_LEAVING_THE_COUNTRY)
        # a speed measured with the router told ("hice un speedtest en el cuarto y me dio 38,
        # el router está en la sala"): the speed's section
        + _lacks(*_SPEED_MEASURED)
        # what a discount is taken off, the ONT's rent named ("el descuento es solo sobre el
        # plan y no sobre el alquiler de la ONT"): the promotions' conditions
        + "(?!" + _DISCOUNT_ON_WHAT + ")"),
     ("equipos",)),
    # where the service reaches ("¿tienen internet en Barquisimeto?")
    # what not paying in time leads to: the service cut, else the late fee
    ("suspension", re.compile("(?:" + _has(
        # from which day a cut may come ("¿desde qué día cortan si uno no paga?")
        r"(?:desde|a partir de) (?:que|q|cual) (?:dia|fecha) (?:\w+ ){0,2}?(?:cortan|suspenden|"
        r"cortar|suspender|corta|suspende)")
        # months left unpaid, and the contract ("si dejo de pagar varios meses seguidos, ¿qué
        # pasa con el contrato? ¿lo pierdo?"): the 90 days suspended
        + "|" + _has(r"(?:dejo|dejamos|deje|dejara|dejaramos) de pagar (?:\w+ ){0,2}?meses",
                     r"meses (?:seguidos |corridos )?sin pagar",
                     r"(?:stop|stopped|don t|do not) (?:paying|pay) (?:\w+ ){0,2}?months",
                     r"months (?:in a row )?without paying")
        + _has("contrato", "contract", r"pierd\w*", r"perd\w*", "de baja", "lose", "account")
        + "|" + _has(
        # the service cut, and billing or the contract meanwhile ("si me cortan el servicio,
        # ¿me siguen llegando facturas? ¿y cuánto aguantan antes de quitarme el contrato?")
        r"(?:me|nos|le|les) (?:cortan|suspenden|cortaron|suspendieron|corten|suspendan) "
        r"(?:el |la |mi )?(?:servicio|internet|linea)", r"(?:cortado|suspendido|cortada|"
        r"suspendida)s?",
        # (in English: "my internet got cut off for non payment")
        r"(?:got|was|been|is|gets|get) (?:cut off|cut|disconnected|suspended|shut off)")
        + _has(r"siguen? (?:llegando|cobrando|facturando|generando)",
               r"antes de (?:quitarme|quitarnos|quitar|cancelar|cancelarme|anular) (?:el|mi) "
               r"contrato",
               # ("¿cuánto tiempo aguanta una cuenta cortada antes de q la cancelen?")
               r"antes de (?:que|q) (?:la|lo|me|nos|se) (?:cancelen|den de baja|quiten|anulen|"
               r"cierren|cancele|de de baja)", r"cuanto (?:tiempo )?aguanta",
               # ("do bills keep coming while it's off? do you just close the account?")
               r"(?:bills?|invoices?|charges?) (?:keep|still) (?:coming|arriving|showing up)",
               r"(?:keep|still) (?:billing|charging)",
               r"(?:keep|still) (?:sending|issuing) (?:me |us )?(?:the )?(?:monthly )?(?:bills?|"
               r"invoices?)",
               r"(?:close|cancel|terminate) (?:the|my|our) "
               r"(?:account|contract)")
        + "|" + _has(*_LATE_PAYING, r"if (?:i|we) (?:don t|do not|dont) pay",
                     # ("I still haven't paid it, from what day can you disconnect me?")
                     r"(?:haven t|havent|have not|didn t|didnt|did not) (?:\w+ )?(?:paid|pay)")
        + _has(
        r"cort\w*", r"suspend\w*", "corte", "quitan el servicio", "cut", "shut off", r"apag\w*",
        # cancelled on its own after long cut ("¿eso nunca se cancela solo?")
        r"se (?:cancela|da de baja|anula) sol[oa]", r"siguen? llegando (?:las )?facturas",
        "shut down", "cut off", r"disconnect\w*",
        # the service or the contract taken away ("me dejen sin internet", "me quitan el
        # contrato", "me dan de baja")
        r"(?:dejan|dejen|deja|dejar|dejarme|dejarnos|quedo|quede|quedaria) sin "
        r"(?:internet|servicio|senal|conexion)",
        r"(?:quitan|quiten|cancelan|cancelen|anulan) (?:el |mi )?(?:contrato|servicio|internet)",
        r"(?:quitan|quiten|cortan|corten|suspenden) (?:la |el |mi )?(?:conexion|senal|linea)",
        # ("¿a partir de qué día le pueden quitar el servicio?")
        r"(?:quitar|cortar|suspender)(?:le|les|me|nos)? (?:el |la |mi |su )?(?:servicio|internet|"
        r"conexion|linea)",
        r"(?:dan|den|daria|darian) de baja",
        # ("cobro el 30, ¿aguanto con internet hasta esa fecha o me lo quitan antes?")
        r"(?:me lo|me la|nos lo|nos la) (?:quitan|quiten|cortan|corten|suspenden)",
        r"aguanto con (?:el )?(?:internet|servicio)",
        # cut with or without notice ("¿ustedes cortan así sin avisar o mandan mensaje primero?")
        r"(?:cortan|suspenden|quitan) (?:\w+ ){0,2}?sin avis\w*", r"avisan antes de (?:cortar|"
        r"suspender)")
        # a charge never asked for, cut over it or not, is the claim's, and so is one under
        # a claim ("tengo un reclamo abierto por un cobro; si no pago esa parte, ¿me
        # suspenden?")
        + _lacks(_NEVER_ASKED_FOR, _CLAIM_OPEN)
        # cut already, and what it takes to be back on ("I got cut off for not paying; is there
        # an extra charge to get the internet working again?"): the reconnection's
        + _lacks(*_BACK_ON_AGAIN)
        + ")"), ("suspension del servicio",)),
    ("late_paying", re.compile("(?:" + _has(*_LATE_PAYING)
     # how many times the late fee falls, asked ("debo setiembre y octubre, ¿el recargo de los 3
     # dólares me lo cobran dos veces o uno solo?"): once per bill paid late, its own rule
     + "|" + _has(r"recargos?", "multa", "mora", "late fee", "late fees")
     + _has("dos veces", "doble", r"una (?:sola )?vez", "uno solo", "una sola",
            r"por cada (?:factura|recibo|mes)", "each bill", "each invoice", "twice", "only once")
     + ")"
     # the service back after paying what was late ("ya pagué todo lo atrasado, ¿en cuánto
     # tiempo me vuelve el internet?"): the reconnection
     + _lacks(*_BACK_ON_AGAIN, r"reactiv\w*",
              r"(?:vuelve|vuelva|volver|regresa|regrese) (?:el|mi|la) (?:internet|servicio|senal|"
              r"conexion)")
     # the due day a holiday ("vence el 25 y ese día es Navidad, ¿puedo pagarla el 26 sin que me
     # cuenten como atrasado?"): whether the due date moves, the due date's rule
     + _lacks(r"(?:ese dia|el 25|el dia|that day) (?:es|cae|sera|is) (?:navidad|feriado|domingo|"
              r"sabado|un feriado|un domingo|christmas|a holiday|sunday)",
              r"(?:todo|everything) (?:va a estar|esta|will be) (?:cerrado|closed)")
     # whether the late fee carries VAT ("¿la multa por pagar tarde lleva IVA encima?"): the
     # untaxed charges', unless its amount is asked too (its own section says both)
     + "(?:" + _lacks(_CARRIES_VAT, "iva encima", _VAT_PUT_ON) + "|"
     + _has(*_THE_FEES_AMOUNT_ASKED) + ")"
     # a charge never asked for, left unpaid or not, is the claim's
     + _lacks(_NEVER_ASKED_FOR, _CLAIM_OPEN)
     # whether a bill is paid ahead or behind ("¿es por diciembre o por noviembre? no entiendo
     # si pago adelantado o atrasado"): the billing cycle
     + _lacks(_MONTH_BILLED, r"adelantado o (?:atrasado|vencido)",
              r"(?:atrasado|vencido) o adelantado")
     # a benefit's renewal date let pass ("tengo la tarifa social y se vence en diciembre… si se
     # me pasa la fecha cuánto IVA pago"): the benefit's rule, not a bill paid late
     + _lacks("tarifa social", "social rate", r"exoneracion\w*", r"renova\w*", r"renew\w*")),
     ("pago tardio",)),
    # a charge disputed ("¿cómo lo impugno?", "quiero poner un reclamo"): how claims are made
    ("claim", re.compile(_has(
        r"impugn\w*", r"reclam\w*", "disputar", r"disput(?:e|ed|ing)", "claim number",
        # a complaint made, and its outcome ("ya me quejé… si al final me dan la razón, ¿me
        # devuelven ese dinero?")
        r"(?:ya )?(?:me|nos) queje\w*", r"(?:me|nos) (?:dan|den|dieran|dio|dieron) la razon",
        # a part of the bill disputed ("si pago todo menos la parte que estoy peleando porque
        # no la reconozco, ¿me pueden cortar?")
        r"(?:estoy|estamos) (?:peleando|disputando|discutiendo)", "en disputa",
        # a claim placed with someone, its answer's days asked ("ya le escribí a una muchacha
        # de ustedes, me dio un número, ¿en cuánto tiempo me tienen que contestar?")
        r"(?:me|nos) (?:dio|dieron) un numero (?:\w+ ){0,8}?(?:cuanto tiempo|cuantos dias|cuando)"
        r" (?:\w+ ){0,3}?(?:contestar|responder|resolver|dar respuesta)",
        r"(?:poner|pongo|ponemos|hacer|hago|hacemos|meter|meto|montar|monto|levantar|levanto) "
        r"(?:una|la|mi) queja",
        r"quejarm\w*", "no pienso pagar", "file a complaint",
        # a charge to be taken off ("yo nunca pedí TV, ¿cómo hago para que me lo quiten?",
        # "esa reconexión me la tienen que quitar, ¿no?")
        r"(?:me lo|me la|nos lo|nos la|lo|la) (?:tienen|tendrian|deberian) (?:que )?quitar",
        r"(?:para|pa) que (?:me |nos )?(?:lo|la|los|las) (?:quiten|eliminen|saquen|borren)",
        # everything paid but the charge disputed ("quiero pagar todo menos eso")
        r"pagar todo menos (?:eso|ese|esa|ese cobro|ese cargo)",
        # a charge never asked for, and whether the bill is paid whole meanwhile ("una TV que
        # nunca pedí, ¿tengo que pagar la factura completa igual o me pueden cortar?")
        _NEVER_ASKED_FOR + r" (?:\w+ ){0,12}?(?:pagar|pago|pagarlo|pagarla|cort\w*|suspend\w*)",
        # a complaint already made ("ya puse la queja, mientras la revisan…")
        r"(?:puse|pusimos|meti|metimos|hice|hicimos|monte|montamos) (?:una |la |el |mi )?(?:queja|"
        r"reclamo)",
        r"mientras (?:ustedes |uds |usted |ud )?(?:me |nos )?(?:la |lo |las |los )?(?:revisan|"
        r"resuelven|investigan|responden|"
        r"solucionan|arreglan)", _CLAIM_OPEN,
        "take it off", "remove the charge")
        # how to measure the speed, a claim its purpose ("el speedtest me da 40, ¿cómo mido
        # bien pa reclamar?"): the speed's own section says how
        + _lacks(r"(?:como|donde|con que|cuando) (?:\w+ ){0,2}?(?:mido|medir|medirlo|medirla|"
                 r"hago la prueba|hacer la prueba|pruebo|probar)")), ("reclamos",)),
    # a tax exemption granted ("el SENIAT nos liberó del impuesto"): the exemption's section
    ("tax_exemption", re.compile(_has(
        r"exonera\w*", r"exent\w*", "exencion", r"liber\w* del (?:impuesto|iva)",
        "tax exempt", "exemption", "exempt",
        # ("soy de la junta de una iglesia… ¿se puede tener la factura sin IVA?")
        r"(?:factura|facturas|recibo|servicio) sin iva",
        # ("somos una fundación, ¿la factura puede salir sin IVA?")
        r"(?:factura|facturas|recibo|recibos) (?:\w+ ){1,3}?(?:sin iva|sin el iva|exent\w*)",
        # the VAT taken off ("trabajo en un liceo público, ¿nos pueden quitar el IVA?")
        r"(?:quitar|quitan|quiten|eliminar|eliminan|no cobrar\w*|exonerar) (?:nos |me |les |le )?"
        r"(?:el )?iva")), ("exencion",)),
    # the speed measured against the plan's ("el speedtest por wifi me da 38, ¿es normal?"),
    # before a fault: a speed measured and asked whether normal is the speed's section, though
    # the message also offers to report it
    ("speed", re.compile(_SPEED_COMPLAINED), ("velocidad",)),
    # a technician sent for a fault, how soon ("si hace falta que venga un técnico a la casa,
    # ¿en cuánto tiempo lo mandan?")
    ("fault_report", re.compile("(?:" + _has(
        r"si (?:hace falta|hay que|necesito|tienen que|toca) (?:que )?(?:venga|vengan|mandar|"
        r"manden|ir|vaya) (?:un |el |a un )?tecnico",
        # (the technician needed, told bare: "si hace falta un técnico, ¿en cuánto me lo mandan?")
        r"si (?:hace falta|se necesita|necesitan|toca) (?:un|el) tecnico")
        + _has(r"cuanto (?:tiempo|tardan|tarda|demoran|demora)", r"cuantos dias", "how long")
        # in English ("they told me a technician has to come over, what's the longest I'd
        # wait?")
        + "|" + _has(r"(?:technician|tech) (?:has to|needs to|will|would|must|is going to|is "
                     r"coming to) (?:come|visit|show up|go)",
                     # ("they said a tech visit is needed, how long until somebody comes?")
                     r"(?:tech|technician) visit (?:is )?(?:needed|required|necessary)",
                     r"(?:send|sends|sending) (?:a |the |out a )?(?:technician|tech)")
        + _has("how long", "longest", "how soon", "when will", r"wait\w*") + ")"),
     ("reportar una falla",)),
    # a fault, asked what to do about it ("anda lentísimo y la luz está en rojo, ¿qué hago?")
    ("fault_report", re.compile(
        _has(*_TECHNICAL, "luz roja", "en rojo", "falla", "averia", "no funciona", "no sirve",
             # ("how do I report it for them and how fast can someone go?")
             r"(?:how do i|how can i|how to|where do i) report", "has been down", "been down",
             # (told dead: "internet's been dead since this morning")
             r"(?:s|has|is) been dead", "is dead", "no internet since",
             r"internet (?:just |has |suddenly |has just )?(?:died|is down|went down|went out|"
             r"stopped|s down|is out|dropped|cut out)", "red light",
             r"(?:reinici\w*|reset\w*|desconect\w*) (?:el |la )?(?:modem|router|ont|cajita|equipo)",
             r"se (?:me |nos )?(?:fue|va|cayo|cae) (?:el internet|la senal|la conexion)",
             r"colorad[oa]", "no navego",
             r"(?:bombillo|bombillito|lucecita|led|foco|puntico|puntito) (?:\w+ )?roj[oa]",
             "no hay net",
             "no navegamos",
             # a speed measured, and how to report it ("por cable el speedtest me da 110 todas
             # las noches, ¿cómo reporto eso?")
             *_SPEED_MEASURED)
        + _has("que hago", "que debo hacer", "que puedo hacer", r"report\w*", "a quien",
               # (what to check first: "is there anything I should check on the equipment?")
               r"(?:anything|something|algo) (?:\w+ ){0,3}?(?:check|revisar|chequear)",
               r"(?:que|q) (?:reviso|chequeo|verifico|pruebo)",
               r"what does (?:that|it|this) mean", r"que (?:significa|quiere decir)",
               "what do i do", "what should i do",
               # what was tried, and that it did not help ("ya lo apagué y prendí y nada")
               r"ya (?:lo |la )?(?:apague|reinicie|desconecte|prendi|reset\w*)", "y nada",
               "sigue igual", "sigue sin",
               # a light gone red, and since when ("la lucecita se puso colorada y no navego
               # desde anoche")
               r"(?:se puso|esta|estan|prendio|prendida) (?:en )?(?:roj[oa]|colorad[oa])",
               r"(?:bombillo|bombillito|lucecita|led|foco) (?:\w+ )?(?:roj[oa]|colorad[oa])",
               # (not how long a plan has been had: "el plan de 30 megas desde hace años")
               r"desde (?:anoche|ayer|hace(?! (?:\w+ ){0,3}?(?:anos|meses))|esta manana|la manana|"
               r"el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))")),
     ("reportar una falla",)),
    # how long the service takes to come back after paying ("¿en cuánto tiempo me reconectan?")
    ("reconnection", re.compile(
        # (the hour the service comes back after paying, asked: "si pago toda la deuda hoy en
        # la mañana, ¿pa q hora más o menos vuelve el internet?")
        _has(r"(?:pago|pague|pagamos|pagando|cancelo|cancele|abono|abone|pay|paid)")
        + _has(r"(?:pa|para|a|hasta) (?:que|q) hora", "what time", "at what time")
        + _has(*_SERVICE_BACK)
        + "|"
        + _has(r"reconec?s?t\w*", "reconexion", r"reconec(?:s|c)ion", r"reactiv\w*",
             r"reconnect\w*",
             # (paid, the service put back asked: "ya pagué, ¿en cuánto tiempo me vuelven a
             # conectar?")
             r"(?:me|nos) (?:vuelven|vuelvan|van a volver) a (?:conectar|activar|poner el servicio|"
             r"poner el internet)",
             r"(?:vuelve|vuelva|volver|regresa|regrese|regresar) (?:el|mi|la) (?:internet|servicio|"
             r"senal|conexion)",
             # ("¿cuánto le van a cobrar por volverle a poner el servicio?")
             r"volver(?:le|me|nos|les)? a (?:poner|conectar|activar)(?:me|nos|le|les)? (?:el|mi|su|"
             r"la) (?:internet|servicio|linea)",
             # ("si pago hoy todo, ¿me cobran algo aparte por volvérmelo a prender?")
             r"volver(?:melo|mela|selo|sela|noslo|nosla|lo|la) a (?:poner|conectar|activar|"
             r"prender|encender)",
             _PUT_BACK_AFTER_A_CUT, _COMES_BACK_HOW_SOON,
             "back on", "reconnect", "working again", r"(?:turn|get|switch) (?:\w+ ){0,2}back on",
             r"(?:internet|service|connection) (?:comes|come|is|will be) back",
             # ("how long until it comes back, and is there something extra for switching it
             # on again?")
             r"(?:it|that) (?:comes|come) back", r"(?:switch|turn)\w* (?:it |that )?on again",
             # ("cuando me devuelvan la señal, ¿eso trae algún cobro aparte?")
             r"(?:devuelvan|devuelven|regresen|regresan|restablezcan) (?:el|la|mi) (?:internet|"
             r"servicio|senal|conexion|wifi)")
        + _has(*_HOW_LONG, r"tarda\w*", r"demora\w*", "tiene costo", "cuesta", "cobran",
               # (a charge to come: "¿eso trae algún cobro aparte?")
               r"trae (?:algun|un|otro) (?:cobro|cargo)", r"(?:cobro|cargo) aparte",
               r"clav\w*",
               "extra charge", "a fee", "any fee", "charge to", "cost",
               # ("are you still going to charge me the reconnection fee?")
               r"(?:reconnection|reconnect) fee", r"charg\w* (?:me|us)")),
     ("reconexion",)),
    # the service cut at the same hour ("¿por qué se va el internet a las 2 de la mañana?")
    ("maintenance", re.compile(
        _has(_SERVICE_GONE, r"(?:cortan|quitan) (?:el |la )?(?:internet|servicio|senal)",
             r"cortes? (?:planificad\w*|programad\w*)",
             r"mantenimientos?", "maintenance",
             r"trabajos? (?:programados? )?(?:en|de) (?:la |el )?(?:red|zona|sector|calle|"
             r"urbanizacion|area)", r"trabajos? programados?",
             r"(?:van a hacer|hacen|haran|hicieron|hay) (?:los |unos |esos )?trabajos",
             _WORKS_IN_THE_AREA,
             r"se (?:va a|iba a) caer",
             r"se fue la (?:conexion|senal)", r"(?:estaban|estan) trabajando en (?:mi|la|nuestra) "
             r"(?:zona|calle|sector|urbanizacion)", "esos trabajos",
             # (in English: "you're doing network work in my area")
             r"(?:network|line) (?:work|works|maintenance)",
             r"(?:doing|do|carry out|carrying out) (?:\w+ )?work (?:in|on) (?:my|the|our) (?:area|"
             r"zone|street|neighbou?rhood|network)")
        + _has(r"madrugadas?", "avisan", "avisar", "a que hora", "aviso", "avisaron",
               "what time", "how long", "offline",
               r"cuanto (?:duran|dura|tardan)",
               r"cuanto (?:rato|tiempo)", "van a hacer trabajos",
               r"\d+ de la (?:manana|noche|madrugada)", "todas las noches",
               "a la misma hora", "de noche", r"a las \d+", "mantenimiento", "maintenance",
               "at night")), (r"mantenimientos? programados?",)),
    # the data allowance exceeded, and what follows ("si me paso de los gigas, ¿me cortan?")
    ("data_overage", re.compile(
        _has("me paso", "me pase", "pasarme", "paso de", "pase de", "exceso", "excedo",
             r"(?:nos )?pasamos", "nos pasemos",
             r"(?:vuelvo|volver) a pasar(?:me)?",
             "excedente", r"se (?:me )?acab\w*", "go over", "went over",
             # all the data spent ("si me gasto todos los gigas antes del 30")
             r"(?:gasto|gaste|gastamos|consumo|consumi|acabo|acabe|termino|me como|me comi) "
             r"(?:todos |todas )?(?:los |las |mis )?(?:gigas|datos|gb)",
             # ("si se come los 100 gigas antes de fin de mes, ¿me dejan sin internet?")
             r"se (?:come|comen|gasta|gastan|consume|consumen|acaba|acaban) (?:todos |todas )?"
             r"(?:los |las |mis )?(?:\d+ )?(?:gigas|datos|gb)",
             # past what the plan brings ("un cobro por pasarme de lo que trae mi plan")
             r"(?:pasarme|pasarse|me pase|me paso|pasado) de lo (?:que|q) (?:trae|incluye|da)",
             # what happens now, the data nearly spent ("vamos como por 130 gigas, ¿qué pasa
             # ahora, me lo cortan o me lo ponen lentísimo?")
             r"(?:me lo|nos lo|lo|me la|la) (?:cortan|cortaran|van a cortar|ponen lent\w*|bajan)",
             # ("if we burn through the monthly allowance, do you cut us off or throttle us?")
             r"(?:burn|use|go|run) (?:through|up|over|out of) (?:the |our |my )?(?:monthly )?"
             r"(?:allowance|data|cap|limit|gigs)")
        + _has("gigas", "gb", "datos", "data", "limite", r"lo (?:que|q) (?:trae|incluye|da)",
               "allowance", "cap")
        + _has(r"cort\w*", r"cobr\w*", "que pasa", "reducen", "bajan", "velocidad", "charge",
               "sin internet", "sin servicio", r"lent[oa]", r"lentisim[oa]", "me dejan",
               "cut", "happens", r"throttl\w*", "cost")
        # the price of the extra data ("¿a cómo cobran cada giga extra?")
        + "|" + _has(r"(?:giga|gigas|gb) (?:extra|extras|adicional|adicionales)", "extra gb",
                     # ("what do I pay for every GB over that?")
                     r"(?:every|each|per) (?:gb|gigas) over",
                     r"(?:cada|por) (?:giga|gigas|gb) (?:de mas|por encima)")
        + _has("cuanto", "a como", "precio", r"cobr\w*", "cuesta", "sale", "vale", "how much",
               "what do i pay")
        # (unless the VAT is what is asked of it: "¿el IVA se lo cobran a todo? ¿también a los
        # gigas extra?" is the VAT's rule)
        + _lacks("iva", "vat")),
     (r"(?:gb|gigas) adicionales",)),
    # whether a charge carries VAT ("¿la mora lleva IVA también?")
    (UNTAXED, re.compile(
        _has(r"llevan? iva", r"(?:cobran|cobra|tiene|tienen|paga|pagan|le ponen) (?:el )?iva",
             # ("¿le están volviendo a meter IVA a eso?")
             r"(?:volviendo a|vuelven a|volver a) (?:meter|cobrar|poner|cargar|sumar|clavar|"
             r"aplicar|echar|pechar) (?:el )?iva",
             # ("le volvieron a meter iva encima")
             r"(?:volvieron a|volvio a) (?:meter|cobrar|poner|cargar|sumar|clavar|aplicar|echar|"
             r"pechar) (?:el )?iva",
             # ("¿el saldo anterior me lo vuelven a cobrar con IVA?")
             r"(?:volviendo a|vuelven a|volver a) (?:meter|cobrar|poner|cargar|sumar) con (?:el )?"
             r"(?:iva|16|impuesto)",
             "sin iva", r"exent\w* de iva", "vat on",
             # (left out of it: "why isn't the saldo anterior line counted in the VAT
             # calculation?")
             r"(?:isn t|is not|aren t|are not|not) (?:\w+ ){0,8}?(?:counted|included|taxed|part) "
             r"(?:in|on|for|of) (?:the )?(?:vat|iva|tax)",
             r"no (?:se )?(?:cuenta|cuentan|incluye|incluyen|suma|suman|entra|entran) "
             r"(?:\w+ ){0,2}?(?:en|para) (?:el )?(?:calculo del )?iva",
             # a tax put on a charge ("¿al recargo le suman el impuesto del 16?")
             _VAT_PUT_ON,
             # ("¿el recargo me lo pechan con el 16 %?")
             r"(?:me |nos |le )?(?:lo |la )?(?:pechan|cobran|meten|cargan|ponen|suman) con "
             r"(?:el )?(?:16|iva|impuesto)",
             # ("¿los 3 $ por pagar tarde también llevan el 16 % encima?")
             _CARRIES_VAT)
        # (of a charge that carries it, "¿a la mudanza le meten IVA?", the charge's own section
        # says so: "más IVA")
        + _has(*(word for charge in CHARGES if charge.key in _UNTAXED_CHARGES
                 for word in charge.words), "saldo anterior", r"notas? de credito",
               # (the IGTF, another tax: "¿a ese IGTF le meten IVA también?")
               "igtf",
               "deuda vieja", "deuda anterior", "lo atrasado",
               # the two fees told by what caused them ("los 3 dólares del atraso y los 5 del
               # pago móvil que se reversó")
               r"(?:del|por el|por) atraso", r"(?:paying|paid) late",
               r"(?:pago|pago movil|transferencia|payment|transfer) (?:\w+ ){0,3}?"
               r"(?:que |q |that )?(?:se (?:reverso|devolvio|rebot\w*)|"
               r"me (?:reversaron|devolvieron|rebotaron)|"
               r"(?:was |got )?(?:reversed|bounced|returned))",
               # (what was left owing: "me sale lo que quedó debiendo de octubre")
               r"lo (?:que|q) (?:quedo|quede|quedamos) debiendo",
               r"saldo (?:que |q )?(?:quedo |quede )?pendiente",
               # (what was left unpaid, carried: "aparece lo que no pagué de la de octubre. ¿a
               # ese saldo le vuelven a cobrar IVA?")
               r"(?:lo|el saldo|la parte) (?:que|q) no (?:pague|pagamos|pago|pagaron)",
               r"saldo pendiente (?:del|de) (?:mes pasado|mes anterior)",
               # the carried debt named any way ("a la deuda del mes pasado", "a lo que quedé
               # debiendo")
               r"(?:deuda|saldo|lo (?:que|q) (?:debia|debiamos|quedo)) (?:pendiente )?"
               r"(?:del|de el) (?:mes pasado|mes anterior)",
               r"lo (?:que|q) (?:quede|quedamos) debiendo",
               # ("me aparece lo que me quedó faltando de la de octubre")
               r"lo (?:que|q) (?:me |nos )?(?:quedo|quede|quedamos) (?:faltando|por pagar|"
               r"pendiente)",
               r"(?:pagar|pagarles|pague|pagamos|pagarle) tarde")),
     ("cargos sin iva",)),
    # cancelling the service ("if I cancel the service, is there a penalty?"): the cancellation
    # rule, not the late fee a "penalty" names
    (CANCELLING, re.compile("(?:" + _has(_CANCELLED)
        # the company's equipment when leaving ("nos vamos pa Chile en enero, ¿qué hago con el
        # aparatico de la fibra?, ¿en cuánto tiempo lo tengo que entregar?")
        + "|" + _has(*_LEAVING_THE_COUNTRY)
        + _has(r"(?:que hago|que hacemos|que pasa|what do i do|what to do|what happens) "
               r"(?:con|with) (?:el|la|los|las|the) "
               r"(?:\w+ )?(?:aparat\w*|equipos?|ont|cajit\w*|caja|router|modem|box|equipment)",
               r"(?:entreg|devolv|devuelv|regres|retorn|return)\w* (?:\w+ ){0,3}?(?:el|la|los|las|"
               r"the) (?:\w+ )?(?:aparat\w*|equipos?|ont|cajit\w*|caja|router|modem|box|"
               r"equipment)",
               r"(?:lo|la|los|las) (?:tengo|tenemos) (?:que|q) (?:entregar|devolver)",
               r"(?:give|hand|send|bring) (?:it |them )?back (?:\w+ ){0,3}?(?:the|my) (?:\w+ )?"
               r"(?:ont|"
               r"router|modem|box|equipment)",
               # ("la cajita blanca de ustedes q está pegada en la pared, ¿q hago con eso?")
               r"(?:cajit\w*|aparat\w*|equipos?|ont|router|modem) (?:\w+ ){0,12}?que hago con "
               r"(?:eso|ella|el|esa|ese)")
        + ")"
        # cancelling ruled out ("¿puedo congelarlo sin darlo de baja?") asks about something else
        + _lacks(r"(?:sin|no quiero|no quisiera|no pienso|tampoco) (?:darlo|darla|darme|dar|"
                 r"cancelar|terminar) (?:de baja|el servicio|el contrato)")
        # the company cancelling an unpaid account ("if I stay cut off for months, do you end
        # up cancelling my contract?", "¿me dan de baja si sigo sin pagar?"): the suspension's
        # rule, not the customer's own cancellation
        + _lacks(r"(?:me|nos|le|les) (?:\w+ )?(?:dan|da|darian|daran|dieron) de baja",
                 r"(?:you|they) (?:\w+ ){0,3}cancel\w*",
                 r"(?:me|nos|le|les) (?:\w+ )?(?:cancelan|cancelarian|cancelaran|anulan)",
                 r"se (?:da|dara|daria) de baja",
                 # ("si a uno lo cortan por falta de pago, ¿a los cuántos días dan de baja?")
                 "falta de pago", "por no pagar", r"(?:cortan|cortado|cortada|suspendido) por "
                 r"(?:deuda|falta)")
        # an add-on taken off ("ya me están cobrando la IP fija? ¿y cómo la doy de baja?"): the
        # add-ons', not the service's
        + _lacks("ip fija", "ip estatica", "static ip", "fixed ip", "tv basica", r"adicional\w*",
                 "add on")), ("dar de baja",)),
    # the social rate's reduced VAT ("soy jubilada, ¿hay algún beneficio?")
    ("social_rate", re.compile(_has(
        r"jubilad\w*", r"pensionad\w*", "tercera edad", "tarifa social", "adulto mayor",
        "adultos mayores", "discapacidad", "retired", "pensioner", "social tariff", "social rate",
        # who draws a pension ("mi mamá cobra pensión del seguro social")
        r"(?:cobra|cobro|cobramos|recibe|recibo) (?:una |la |su |mi )?pension", "seguro social",
        "ivss", "pension", r"iva (?:reducido|al 8|del 8|de 8)",
        # an elder's reduced tax told by what it did ("mi tía de 78 años tenía un beneficio que
        # le bajaba el impuesto a la mitad")
        r"(?:bajaba|rebajaba|reducia|bajaban) (?:el|los) (?:iva|impuesto|impuestos)",
        r"(?:iva|impuesto) a la mitad", r"de (?:6[5-9]|[7-9]\d) anos")), ("tarifa social",)),
    # two promotions at once ("¿puedo tener dos descuentos al mismo tiempo?"): the general
    # conditions of the promotions, which say whether they add up
    ("promo_combined", re.compile(
        _DISCOUNT_ON_WHAT
        + "|"
        + _has(r"(?:dos|2|ambos|los dos|las dos|varios|varias) (?:descuentos|promociones|promos|"
             r"ofertas|rebajas)",
             r"(?:juntar|combinar|acumular|sumar|mezclar|unir)(?:los|las)? (?:\w+ )?(?:descuentos?|"
             r"promociones?|promos?|ofertas?)", r"acumulabl\w*",
             r"se (?:me |nos )?(?:acumulan|suman|juntan)",
             r"(?:se la|se lo|me la|me lo|nos la|nos lo) (?:suman|acumulan|juntan|agregan) "
             r"(?:a|con) "
             r"(?:la|el|lo) (?:que )?ya",
             # two named at once ("¿puedo tener el de bienvenida y el de fidelidad al mismo
             # tiempo?")
             r"(?:el|la) (?:de )?\w+ (?:y|con) (?:el|la) (?:de )?\w+ (?:al mismo tiempo|a la vez|"
             r"juntos|juntas)",
             # ("¿puedo tener la promo de bienvenida y la de fidelidad juntas?")
             r"(?:promo\w*|descuento|oferta) (?:de )?\w+ (?:y|con) (?:el|la) (?:de |del )?\w+ "
             r"(?:al mismo tiempo|a la vez|juntos|juntas)",
             # ("tengo el de fidelidad y me ofrecen otro descuento, ¿se pueden tener los dos al
             # mismo tiempo?")
             r"(?:tener|usar|combinar|juntar|acumular|aplicar|quedan|quedarian|quedarme con) "
             r"(?:los|las|ambos|ambas) (?:dos )?(?:\w+ )?(?:al mismo tiempo|a la vez|juntos|"
             r"juntas)",
             # another one added to the one held ("tengo el de fidelidad, si me sale otra promo
             # ¿la puedo sumar o es una sola?")
             r"(?:otra|otro|una nueva|un nuevo|segunda|segundo) (?:promo\w*|descuentos?|ofertas?|"
             r"rebajas?) (?:\w+ ){0,4}?(?:la|lo|las|los) (?:puedo|podemos|pueden|podria|puede) "
             r"(?:sumar|juntar|combinar|acumular|tener|usar)",
             r"o (?:es|son) (?:una sola|solo una|uno solo|solo uno)",
             r"(?:do|does|would|will) (?:they|both|the two|these|those) (?:\w+ )?(?:add up|stack|"
             r"combine)",
             # ("can I stack the welcome discount with the loyalty one? or is it one promo at a
             # time?")
             r"(?:stack|combine|add|use|have|keep) (?:\w+ ){0,4}?(?:with|and|together|at the same "
             r"time|both)", r"(?:one|1) (?:promo|promotion|discount|offer) at a time",
             r"(?:una|1) (?:sola )?(?:promo|promocion|oferta|descuento) a la vez")
        + _has(r"descuent\w*", r"promo\w*", r"ofertas?", r"rebajas?", r"acumul\w*", "bienvenida",
               "fidelidad", r"referid\w*", r"discounts?", r"promotions?", r"offers?", "welcome",
               "loyalty")),
     ("condiciones generales",)),
    # the Christmas promotion's doubled speed ("¿en diciembre ponen el doble de megas?")
    ("christmas", re.compile(_has(
        r"doble (?:de )?(?:megas|velocidad)", "double speed", r"navid\w*", "christmas",
        # ("vi que en diciembre el de 100 megas va al doble")
        r"(?:va|van|pasa|pasan|sube|suben|lo ponen|la ponen) al doble")
        + _lacks("feliz", "felices", "merry")
        # Christmas day as the due day ("el 25 de diciembre es navidad, ¿me rueda la fecha de
        # pago?"): the due date's
        + _lacks(_DUE_DAY_MOVED, "fecha de pago", "vence", "vencimiento", "due")), ("navidad",)),
    # the offers of the month ("¿tienen alguna oferta ahorita, tipo black friday?"), the
    # section headed so; "¿qué promociones tienen?" names every promotion in force (the bot
    # asks which), and another season's or month's is that one's question
    ("current_offers", re.compile(
        _has(r"ofertas?", "black friday", "any deals", "any offers",
             # the offer told by what it gives ("¿es verdad que no paga instalación?")
             r"no (?:le |les |me |nos |se )?(?:paga|pagan|pago|pagaria|pagamos|cobran|cobra|"
             r"cobrarian|estan cobrando|tan cobrando|van a cobrar) (?:la |el )?(?:instalacion|"
             r"installation)",
             r"instalacion (?:es |sale |seria |va a ser |esta )?(?:gratis|gratuita|sin costo)",
             # whether contracting now pays the installation ("quiero contratar la de 600 esta
             # semana, ¿me cobran la instalada o no?")
             r"(?:contrat\w*|meterme|ponerme) (?:\w+ ){0,14}(?:cobran|cobra|cobrarian|pago|"
             r"pagaria|pagar) (?:la |el )?(?:instalacion|instalada)",
             # a benefit on the installation asked when contracting ("quiero contratar fibra
             # 600 esta semana, ¿tienen algún beneficio en la instalación ahorita?")
             r"(?:beneficio|descuento|rebaja|promo\w*|oferta|regalo|chance) (?:\w+ ){0,2}?"
             r"(?:en|para|"
             r"con|de) (?:la )?(?:instalacion|instalada)",
             # something special now, asked when contracting ("tienen algo especial ahorita
             # con lo de la instalación?")
             r"(?:algo|alguna cosa|algun plan) (?:especial|de oferta|en oferta|en promo\w*) "
             r"(?:\w+ ){0,4}?(?:ahorita|ahora|este mes|actualmente|hoy|instalacion|instalada)",
             "free installation", "installation free")
        + _lacks(r"navid\w*", "christmas", r"vacacion\w*", "holidays?",
                 # (another month's offer, not "ahora en noviembre": now)
                 r"(?<!ahora en )(?<!ahorita en )(?<!este mes de )(?<!ya en )(?<!\d de )"
                 r"(?<!primero de )" + _MONTH_NAME)
        # this month's deal asked to cover something ("does the November free installation
        # deal cover my move?", "¿la oferta de noviembre cubre el traslado?")
        + "|" + _has(_DEAL_COVERS, r"(?:november|noviembre|this month s) (?:\w+ ){0,3}(?:deal|"
                     r"offer|oferta|promo\w*)")
        + _lacks(r"navid\w*", "christmas", r"vacacion\w*", "holidays?")),
     (r"ofertas de",)),
    # the due date asked as a rule ("¿cuál es la fecha tope pa pagar sin recargo?")
    # (the hour of the due day, and whether a payment then counts: "¿hasta qué hora del 25
    # tengo? si pago a las 11 de la noche, ¿cuenta como a tiempo?")
    ("due_date", re.compile(_has(
        *_DUE_DATE, r"hora del (?:dia )?\d{1,2}", r"cuenta (?:como )?(?:pagad[oa]s? )?a tiempo",
        # the day of every month asked ("de ahora en adelante, ¿q día de cada mes me toca
        # pagar?")
        r"(?:que|q|cual|what) (?:dia|day) (?:de cada mes|del mes|cada mes|of (?:the|each|every) "
        r"month) (?:\w+ ){0,2}?(?:toca|tengo|hay|debo|pago|pagar|pay|is)",
        _COUNTED_LATE,
        _PAYING_UNTIL_AN_HOUR,
        r"(?:llega|entra|sale) a tiempo",
        # the due day on a weekend ("si el 25 cae domingo, ¿se corre pal lunes?")
        r"(?:cae|caiga|agarra|toca) (?:en |un |una )?(?:sabado|domingo|feriado|fin de semana)",
        r"(?:next|following) (?:business|working) day",
        _DUE_DAY_MOVED) + _lacks(_PAPERS_EXPIRED)
        # a benefit's end ("¿se me venció el beneficio de la tarifa social?"), not a bill's
        + _lacks("tarifa social", "beneficio", "exoneracion", "exencion")),
     ("fecha de vencimiento",)),
    # when the bill comes out ("¿la factura sale el 1ro de cada mes o cuándo?")
    # the previous bill's balance line, asked what it means ("¿q significa cuando en la factura
    # sale saldo pendiente de la factura anterior?"): before when a bill comes out
    ("carried", re.compile(_has(r"saldo pendiente (?:de|en) (?:la|una|otra) (?:factura|recibo) "
                                r"(?:anterior|pasad[oa]|vieja)", "saldo anterior",
                                "previous balance",
                                # (a line of the bill so called, another bill's number in it)
                                r"(?:linea|renglon|concepto|line) (?:\w+ ){0,2}?saldo pendiente")
                           + _has(r"(?:que|q) (?:significa|quiere decir|es eso|es)", "what does",
                                  "what is", "means", r"cobr\w* (?:doble|dos veces)", "por que",
                                  "why",
                                  # (where it comes from, whether it is charged on top: "does
                                  # the bill tell me where that old balance comes from, and is
                                  # it an extra charge?")
                                  r"(?:where|de donde) (?:\w+ ){0,5}?(?:comes? from|sale|viene)",
                                  r"(?:extra|additional|double|new) charge", r"charg\w* twice",
                                  r"(?:cobro|cargo) (?:nuevo|aparte|extra|adicional)")
                           # (the VAT asked of it: the charges without VAT, below)
                           + _lacks("vat", "iva", r"impuest\w*", "tax")),
     ("saldo anterior",)),
    ("billing_cycle", re.compile(
        _has(r"(?:sale|salen|llega|llegan|emiten|emite|generan|genera|viene|vienen|cierra|"
             r"cierran) (?:la |el |mi )?(?:proxima |siguiente |nueva )?(?:factura|recibo|ciclo)",
             r"(?:factura|recibo|facturas|recibos) (?:me |nos )?(?:sale|salen|llega|llegan|viene|"
             r"vienen|va a llegar|van a llegar|va a salir)",
             "ciclo de facturacion", "billing cycle")
        + _has("cuando", "que dia", "de cada mes", "todos los meses", "fecha", "when")
        # the bill not come by e-mail, how to have it asked ("la factura de este mes nunca me
        # llegó al correo, ¿cómo hago pa tenerla?")
        + "|" + _has(r"(?:no|nunca) (?:me |nos )?(?:llego|ha llegado|llega|han llegado|llegaron) "
                     r"(?:\w+ ){0,2}?(?:al |a mi |por )?(?:correo|email|e mail)")
        + _has(r"como (?:hago|hacemos) (?:pa|para)", r"como (?:la|lo) (?:consigo|obtengo|tengo)",
               r"(?:donde|where) (?:la|lo|can i)", r"reenv\w*", "how do i get",
               # (sent here asked: "¿me la pueden mandar por aquí?")
               r"(?:me|nos) (?:la|lo) (?:pueden|puedes|podrian|puede) (?:mandar|enviar|pasar)")
        # which month a bill charges ("¿la factura cobra el mes que pasó o el que viene?")
        + "|" + _has(_MONTH_BILLED)
        # a month charged before it is used ("why am I paying for a month that hasn't happened
        # yet?", "¿por qué me cobran un mes que todavía no he usado?"): the month billed ahead
        + "|" + _has(r"(?:a |the |un |el )?(?:month|mes) (?:that |which |que |q )?(?:\w+ )?"
                     r"(?:hasn t|has not|haven t|have not|todavia no|aun no|no) (?:\w+ )?"
                     r"(?:happened|started|begun|ended|finished|passed|used|pasado|empezado|"
                     r"terminado|usado|consumido|comenzado)",
                     r"(?:charged|billed|charges|bills|paying|pay) (?:\w+ ){0,3}?(?:in advance|"
                     r"ahead)", r"(?:already )?charges? (?:me )?(?:for )?the whole (?:of )?"
                     r"(?:the )?(?:month|" + _MONTH_NAME + ")")),
     ("ciclo de facturacion",)),
    # the days of two plans on the bill after a change ("me pasé a uno más rápido el 12 y
    # salen dos renglones raros con días"): proration, before changing plan itself
    ("proration", re.compile(_has(*_CHANGE_VERB, "cambie", "cambiamos", "me pase", r"upgrad\w*",
                                  # (moved by the company: "me pasaron de la fibra 50 a la 600")
                                  r"(?:me|nos) (?:pasaron|subieron|cambiaron|bajaron)",
                                  r"downgrad\w*", r"switch\w*", r"mov\w* (?:up|down)",
                                  "went up to", "went down to",
                                  # ("I moved from Fibra 100 to Fibra 600 on the 10th")
                                  r"(?:moved|went|changed|switched) from") + _has(
        r"prorrat\w*", "proporcional", "prorated",
        # ("a credit for some days and a charge for some days, how do you calculate those?")
        r"(?:credit|charge)s? for (?:some|\d+|those|the) (?:\w+ )?days",
        # ("¿me cobran la 100 entera o solo los días desde el cambio?")
        r"(?:solo|nada mas|nomas|only) (?:por )?(?:los|the) (?:\w+ )?(?:dias|days) (?:desde|del|"
        r"despues del?|since|after|from)",
        # ("what will my December bill show for those November days?")
        r"(?:for|por) (?:those|these|esos|estos) (?:\w+ )?(?:days|dias)",
        # ("what will the December invoice show for that change?")
        r"(?:what|how) will (?:the|my) (?:\w+ )?(?:invoice|bill) (?:show|look|say)",
        r"(?:que|q|como) (?:me )?(?:va a salir|saldra|vendra|va a venir) en (?:la|mi) (?:proxima )?"
        r"factura",
        # ("how many days will the credit for the old plan and the charge for the new one
        # cover?")
        r"(?:how many|cuantos) (?:days|dias) (?:\w+ ){0,6}?(?:credit|charge|credito|cargo)",
        r"(?:credit|credito) (?:for|del|por el) (?:the )?(?:old|viejo|anterior)",
        # ("do I pay the whole month again at the new price or just for the days left?")
        r"(?:for|the) (?:the )?days (?:left|remaining)", r"remaining days",
        # the whole month charged again ("¿me cobran otra vez noviembre entero?")
        r"(?:otra vez|de nuevo|again) (?:el mes|" + _MONTH_NAME + r") (?:entero|completo)",
        # ("how exactly do you work out what we owe for the rest of November?")
        r"(?:how|what) (?:\w+ ){0,3}?(?:work out|figure out|calculate|compute)",
        r"(?:for )?the rest of (?:the )?(?:month|" + _MONTH_NAME + ")",
        r"(?:whole|full) month again",
        # ("the next bill will show a credit and a charge for «N días»")
        r"(?:credit|credito) and (?:a )?(?:charge|cargo)", r"(?:cargo|credito) y (?:un )?"
        r"(?:credito|cargo) (?:\w+ ){0,2}?(?:por|de) (?:\w+ )?dias",
        r"(?:n|x) (?:unos |algunos )?(?:dias|days)",
        # (what is charged and given back for those days: "¿cómo calculan lo que me van a
        # cobrar y devolver por esos días?")
        r"(?:cobrar|devolver|descontar|acreditar)(?: y (?:cobrar|devolver|descontar|acreditar))? "
        r"por (?:esos|los|estos) (?:\d+ )?dias",
        # the old plan's line below zero ("uno en negativo del plan viejo y otro del nuevo")
        r"(?:uno|una|otro|otra|renglon|linea|line|one) (?:\w+ )?(?:en negativo|negativ[oa]|"
        r"negative)",
        # ("dos líneas raras, una de crédito y otra de cargo")
        r"(?:una|uno|un renglon|una linea) de (?:credito|cargo) (?:y|e) (?:otra|otro) de (?:cargo|"
        r"credito)",
        # ("dos líneas raras, una restando y otra sumando")
        r"(?:una|uno|renglon|linea) restando (?:\w+ ){0,4}?(?:y|e) (?:otra|otro) sumando",
        # the days of the month before a change, charged how ("¿cómo me van a cobrar esos
        # días de noviembre que ya tenía pagos con el plan viejo?")
        r"(?:como|cuanto) (?:me |nos )?(?:van a |vas a )?(?:cobr\w*|factur\w*) (?:esos|los) dias",
        r"(?:esos|los) dias (?:\w+ ){0,6}?(?:plan viejo|plan anterior|old plan)",
        r"(?:renglones?|lineas?|cargos?|cobros?|creditos?|sumando) (?:\w+ ){0,2}"
        r"(?:con|de|por) (?:los |unos |algunos |esos |\d+ )?dias",
        r"(?:cobr\w*|sal\w*) (?:\w+ )?por dias",
        r"dias (?:de uno|de cada)", "medio mes de cada",
        # how the month of a change is reckoned ("¿cómo sacan la cuenta cuando uno se cambia a
        # mitad de mes?")
        r"a mitad de mes", r"(?:como|cuanto) (?:sacan|calculan|cobran) (?:la cuenta|el mes)",
        # (that reckoning pointed at: "dos líneas, una que me devuelven y otra que me cobran,
        # ¿cómo es que sacan esa cuenta? ¿cuántos días me toman?")
        r"(?:sacan|calculan|sacaron|calcularon|hacen|hicieron|se hace|se saca|se calcula) "
        r"(?:esa|esta|la) cuenta",
        r"cuantos dias (?:me |nos )?(?:toman|cuentan|cobran|van a cobrar|toman en cuenta)",
        # the change's day told after it, and the whole month at the new plan asked ("si me
        # subo de plan el 20 de un mes, ¿me cobran el mes entero del plan nuevo?")
        r"(?:me subo|me bajo|me cambio|me paso|nos subimos|nos cambiamos) (?:de plan )?(?:el "
        r"\d{1,2}|a mitad|a mediados)",
        r"(?:mes|month) (?:entero|completo|whole|full) (?:\w+ ){0,2}?(?:del |de el |at the )?"
        r"(?:plan )?(?:nuevo|viejo|new|old)",
        r"(?:renglones|lineas|dos cargos|dos cobros) (?:\w+ ){0,3}?(?:como|cuanto) (?:los |las |"
        r"lo |la |me |nos )?(?:calculan|sacan|cobran|cuentan)",
        # ("¿cómo me calculan la diferencia de los días que quedan de este mes?")
        r"(?:como|cuanto) (?:me |nos )?(?:sacan|calculan|cobran) (?:la diferencia|los dias|el "
        r"resto)", r"(?:los )?dias (?:que|q) (?:quedan|faltan) (?:de|del) (?:este |el )?mes",
        "middle of the month", "mid month", "halfway through the month",
        # both plans billed whole for the month of a change ("¿me van a salir los dos planes
        # completos?")
        r"(?:los|the) (?:dos|2|both) planes?(?: completos)?", "both plans",
        # which plan a month of a change is charged at ("si el 10 me paso al de 100, ¿ese mes
        # me lo cobran con el viejo o con el nuevo?"), on a day inside the month
        r"(?:con|por) el (?:plan )?(?:viejo|anterior) o (?:con|por) el (?:plan )?(?:nuevo|actual)",
        r"(?:con|por) el (?:plan )?(?:nuevo|actual) o (?:con|por) el (?:plan )?(?:viejo|anterior)",
        r"(?:el|a|desde el) (?:1[1-9]|2\d|[2-9]) (?:de \w+ )?(?:me paso|me cambio|me subo|"
        r"me bajo|cambio|paso)",
        # a change made on a day, and how the bill charges it ("me subí de fibra 50 a fibra 300
        # el 10 de noviembre, ¿cómo me van a cobrar eso?")
        r"(?:subi|baje|cambie|pase|pasamos|subimos|cambiamos)\w* (?:\w+ ){0,6}el (?:\d{1,2}|"
        r"primero) de " + _MONTH_NAME + r" (?:\w+ ){0,3}(?:como|cuanto) (?:me |nos )?(?:van a |"
        r"vas a )?(?:cobr\w*|factur\w*|sal\w*)")
        + _lacks("gigas", "gb", "datos")
        # the rate risen in the middle of the month ("si el dólar BCV sube a mitad de mes, ¿la
        # factura que ya me llegó cambia?"): the exchange rate's rule, no plan changed
        + _lacks(r"(?:dolar|tasa|bcv|cambio) (?:\w+ ){0,2}?(?:sube|subio|suba|cambia|cambio|"
                 r"aumenta|aumento|aumente|se mueve|varia)")),
     ("prorrateo",)),
    # a plan's price gone up ("¿es verdad que subieron la fibra 300?", "tengo la de 300 y el
    # recibo vino 3 dólares más caro sin yo tocar nada"): the price adjustment's section
    # going back to an old plan after leaving it ("mi papá tiene un plan viejito de 15 dólares;
    # si lo pasamos a fibra 100 y no le gusta, ¿puede volver a ese mismo plan?"): the
    # discontinued plan's section
    ("discontinued", re.compile(_has(r"plan\w* (?:viejo|viejito|anterior|descontinuado|de antes)",
                                     "15 dolares", "fibra 30", "descontinuad",
                                     r"(?:de|el de) 30 megas")
                                + _has(r"volv\w* a (?:ese|el|su|mi) (?:mismo )?plan",
                                       r"regres\w* (?:a|al) (?:ese|el|su|mi) (?:mismo )?plan",
                                       r"(?:puede|puedo|podemos) volver", "go back",
                                       # back to the old one by its figure or as "the one
                                       # before" ("¿puedo regresarme al de 30 después?")
                                       r"(?:volv|regres|devolv)\w* (?:despues |luego |otra vez |"
                                       r"de nuevo )?(?:al|a el) (?:de )?(?:30|antes|anterior|"
                                       r"viejo|viejito|mio)",
                                       # ("¿puedo regresar a Fibra 30 con el mismo precio?",
                                       # "¿puedo regresar después al Fibra 30?")
                                       r"(?:volv|regres|devolv)\w* (?:despues |luego |otra vez |"
                                       r"de nuevo )?(?:a|al|a la) (?:plan )?fibra 30",
                                       # back, the plan left implied, the question's last
                                       # words ("si me cambio al de 50 y no me convence, ¿me
                                       # puedo regresar?")
                                       r"(?:me |nos )?(?:puedo|podemos|podria|se puede) "
                                       r"(?:regresar|volver|devolver)\w*(?= $)",
                                       *_OLD_PLAN_TAKEN)),
     (r"descontinuado",)),
    ("price_adjusted", re.compile(_has(
        # ("¿por qué el plan me salió en 35 verdes este mes si yo siempre pagaba 32?")
        r"(?:el plan|la mensualidad|el servicio) (?:me )?(?:salio|vino|llego|esta|sale) "
        r"(?:en|a|de) \d+ (?:verdes|dolares|usd|\$)",
        # the plan told, then raised by a figure in dollars ("tengo el de 300 megas y de
        # repente me subieron 3 dólares la mensualidad")
        r"(?:el|la|plan) (?:de )?\d{2,4} (?:megas )?(?:\w+ ){0,6}?(?:me |nos )?(?:subieron|"
        r"aumentaron|subio|aumento) (?:\w+ ){0,2}?\d+ (?:dolares|verdes|usd|dolar)",
        r"(?:subieron|aumentaron|ajustaron|subio|aumento) (?:el precio (?:de |del )?)?(?:la |el )?"
        r"(?:plan )?(?:fibra |de )?\d{2,4}(?! (?:gb|gigas|dias|bs|bolivares))",
        r"(?:la|el) (?:fibra |plan )?(?:de )?\d{2,4} (?:\w+ ){0,10}(?:dolares|verdes|usd) mas "
        r"car[oa]",
        # the bill higher in dollars, the plan the same ("tengo fibra 300 desde el año pasado y
        # en noviembre vino más alta en dólares")
        r"(?:mas alta|mas cara|subio|aumento) (?:\w+ )?en (?:dolares|usd|verdes)",
        # a plan's price told moved from one figure to another ("mi Fibra 300 pasó de USD 32 a
        # USD 35 este mes")
        r"(?:fibra|plan|el de|la de) \d{2,4} (?:\w+ ){0,3}?(?:paso|subio|cambio|went|jumped|"
        r"rose) (?:de|from) (?:usd |\$ )?\d+ (?:\w+ )?(?:a|to) (?:usd |\$ )?\d+",
        # the other plans asked after ("¿subieron también los demás planes?")
        r"(?:subieron|aumentaron|cambiaron) (?:\w+ ){0,2}?(?:los demas|los otros|todos los) "
        r"(?:planes|precios)", r"(?:other|all the|the rest of the) plans (?:\w+ ){0,2}?(?:go up|"
        r"went up|increase|change)")),
     ("ajuste de precio",)),
    # a price asked as it was in a past month ("¿cuánto era la tarifa del fibra 1000 en
    # agosto?"): the earlier rates' section
    ("past_prices", re.compile(_has(
        r"(?:cuanto|a como|que precio) (?:era|eran|costaba|costaban|salia|salian|valia|estaba|"
        r"tenia)") + _has("agosto", "septiembre", "octubre")),
     ("tarifas de agosto",)),
    # the plans on offer and their prices ("¿qué opciones de internet manejan y a cómo sale
    # cada una?", "the cheapest internet you have"), after changing to a cheaper one
    ("plan_prices", re.compile(_has(
        r"(?:que|cuales) (?:planes|opciones|paquetes) (?:de internet )?(?:tienen|manejan|hay|"
        r"ofrecen|venden)", "cheapest", r"(?:el|plan|internet) mas barato",
        r"a como (?:sale|salen) (?:cada|los|el)", "lista de precios", "price list",
        "what plans",
        # a plan's monthly price asked in English ("how much is fibra 600 per month?")
        r"how much (?:is|does|for) (?:the )?(?:fibra|plan|aire|fiber) \d+",
        r"cuanto (?:sale|salen|cuesta|cuestan|vale|valen|cobran) (?:al mes |mensual |por mes )?"
        r"(?:el|la) (?:plan )?(?:de )?(?:fibra|aire) \d+",
        # its monthly fee by name ("¿cuánto es la mensualidad del fibra 100?")
        r"(?:cuanto|que precio) (?:es|sale|tiene|seria) (?:la|el) (?:mensualidad|precio|tarifa|"
        r"cuota|costo) (?:mensual )?(?:del|de la|de el) (?:plan )?(?:de )?(?:fibra|aire) \d+")
        # (the options of paying: "ustedes agarran binance o paypal? ¿qué opciones hay?")
        + _lacks("binance", "paypal", "zelle", "formas de pago", "metodos de pago",
                 r"pagar(?:me|le|nos)? el internet")),
     ("planes de fibra",)),
    ("upgrade", re.compile("(?:" + _has(*_CHANGE_VERB) + _has(
        r"(?:plan|uno) (?:mas )?(?:rapido|mayor|alto|mejor|grande|arrecho|potente|duro)",
        "mas megas",
        "mas velocidad", "more speed",
        # going up to a plan named by its speed ("subirme al de 300 megas", "subir a fibra 500")
        r"sub\w* (?:al|a) (?:de )?(?:fibra )?\d{2,4}",
        # ("quiero montarme en la fibra 1000 ya mismito")
        r"(?:montarme|montarnos|meterme|meternos|montar|meter|monto|meto) (?:en|a) (?:la |el )?"
        r"(?:fibra |plan )?(?:de )?"
        r"(?:300|600|1000)",
        "subir de plan", "subir el plan", "faster plan", "upgrade", "faster internet",
        # ("if we move up to fibra 600")
        r"(?:move|moving|go|going|step|stepping) up (?:to )?(?:fibra|aire|\d+|the|a)",
        "more speed", r"sub\w* de paquete",
        r"sub\w* a (?:fibra|aire|un plan|el plan|plan)")
        # a price cut for it asked ("¿todavía me dan el 50 %?"): the promotion's question
        + _lacks(r"mitad de precio", "el 50", "50 por ciento", r"promo\w*", r"descuent\w*",
                 "half price")
        # whether a change to a plan named by its figure needs a technician ("si me paso al de
        # 300, ¿tienen que mandar técnico a la casa o lo hacen de allá?"): the upgrade's section
        # says it does not
        + "|" + _has(_TO_A_PLAN_BY_FIGURE)
        + _has(r"(?:mandar|manden|mandan|venir|venga|vengan|viene|ir|va) (?:\w+ )?(?:un |el )?"
               r"tecnico",
               "visita tecnica", r"tecnico (?:a|en) (?:la|mi) casa", "de alla", r"remot\w*",
               "a distancia", "technician",
               # ("¿tengo que esperar al técnico o eso es de una?")
               # (not "¿es inmediato?", which a downgrade by figures asks too)
               r"esper\w* (?:al|el|un|a un|a el) tecnico")
        + _lacks(r"baj\w*", "downgrade")
        # from when the faster plan runs ("si lo pido hoy, ¿desde cuándo tengo la velocidad
        # nueva? ¿o hay q esperar a diciembre?")
        + "|" + _has(_TO_A_PLAN_BY_FIGURE)
        + _has(r"(?:desde|a partir de) cuando (?:\w+ )?(?:tengo|tendria|tendre|me ponen|me dan|"
               r"empiezo a tener|funciona)", "velocidad nueva", r"hay (?:que|q) esperar")
        # (a fee for the change itself is the upgrade's: "¿me cobran algo por hacer el cambio?")
        + _lacks(r"baj\w*", "downgrade", r"cobr\w*(?! algo por (?:hacer )?el cambio)", r"pag\w*")
        + ")"), ("subir de plan",)),
)  # fmt: skip
_DATA_USED = ("consumo", "consumido", "consumi", "gastado", "gaste", "gigas", "datos", "data",
              "usage", "usado", "exceso", "gigabytes")  # fmt: skip
_COMPLAINT = ("robo", "roban", "robando", "ladrones", "estafa", "estafando", "abuso", "abusivo",
              "locos", "loco", "exagerado", "exagerada", "injusto", "ridiculo", "barbaridad",
              "no puede ser", "que es esto", "que es eso", "como asi", "de donde", "mucho",
              "demasiado", "no estoy de acuerdo", "no es justo", "scam", "rip off", "too much",
              "wrong", r"cobr\w*", r"factur\w*", "dice", "sale", "salio", "aparece", "marca",
              "llego", "vino", "viene", "cargo", "cargaron", "monto", "recibo", "bill", "says",
              "shows", "charge", "charged", "antes", "before", "was")  # fmt: skip
_THEN_AND_NOW = ("antes", "ahora", "este mes", "mes pasado", "pagaba", "siempre", "before", "now",
                 "last month", "used to", "usually",
                 # what was paid a month named, told beside this bill ("me llegó en 4.283 y en
                 # octubre pagué 3712")
                 r"(?:en|el mes de) " + _MONTH_NAME
                 + r" (?:\w+ )?(?:pague|pagamos|fue|salio|vino)")  # fmt: skip
_SUPPOSED_AMOUNT = (
    r"(?:pense|pensaba|crei|creia|suponia|calculaba) (?:q|que) (?:eran|era|seria|serian|debia|"
    r"debiamos|iba a ser)",
    r"creo (?:q|que) (?:eran|era|fue|fueron)",
    r"i (?:think|thought|guess|believe|figured)",
)
"""An amount the sender only supposes or remembers ("pensé que eran como 3,3 mil nada más")."""
_THE_WHOLE_OWED_NOW = (
    r"(?:what s|whats|what is) (?:\w+ ){0,2}?total",
    r"total (?:sitting|on my account|i owe|we owe|owed|due)",
    r"cuanto (?:tengo|tenemos|hay) (?:q|que) (?:meter|pagar|depositar|transferir|cancelar|"
    r"abonar|poner)",
    "con todo incluido",
    "todo incluido",
    "en total",
    r"(?:el|la) total",
    r"(?:what|how much) (?:do|does) (?:i|we) owe",
    r"cuanto (?:debo|debemos)",
)
"""The whole amount owed now, asked ("¿cuánto tengo que meter, con todo incluido?")."""
_LAST_MONTH = ("mes pasado", "mes anterior", "last month", "last month s", "factura anterior")
# Two months billed on one invoice ("¿me están cobrando dos meses juntos?"): a carried balance.
_TWO_BILLED = ("dos meses", r"\d meses", "meses juntos", "dos facturas", r"acumul\w*",
               "two months", "double billed", "twice")  # fmt: skip
_CARRIED_OR_GONE = ("otra vez", "de nuevo", "sumaron", "sumado", "lo que debia", "lo del mes",
                    "again", "ahora no", "este mes no", "ya no", r"credit\w*", r"descuent\w*",
                    r"compensa\w*", "balance", "saldo")  # fmt: skip
_INVOICE_NOUNS = ("facturas", "recibos", "invoices", "bills", "statements")
_SEVERAL = ("ultimas", "ultimos", "anteriores", "pasadas", "historial", "todas", "varias",
            "mis facturas", "mis recibos", "last", "recent", "past", "previous", "history", "all",
            "my invoices", "my bills", r"\d{1,2} facturas")  # fmt: skip
# What is left to pay ("¿cuánto me falta?"), asked as such.
_STILL_OWED = ("cuanto me falta", "cuanto falta", "falta por pagar", "me falta pagar",
               "queda por pagar", "me queda por pagar", "left to pay", "still owe",
               # whether one payment settles it all ("si pago la de noviembre, ¿ya quedo bien o
               # falta algo?", "is that enough to clear everything?")
               r"(?:quedo|quedamos|quedaria|quedariamos|estoy|estaria) (?:bien|al dia|solvente|"
               r"listo|lista|tranquil[oa]|salvad[oa]) o (?:me |nos )?(?:falta|debo|debemos|queda|"
               r"hay (?:que|q) pagar|tengo (?:que|q) pagar) (?:algo|otra|mas)",
               r"(?:falta|debo|debemos|queda) algo mas(?: por pagar| que pagar)?",
               r"(?:full|whole|total) amount to (?:clear|settle|pay off)",
               r"(?:clear|settle|pay off) (?:everything|it all|all of it|the whole)")  # fmt: skip
# "¿Cuánto es?" with nothing after it but a filler: the amount to pay.
_BARE_HOW_MUCH = (
    r"^ (?:(?:y|entonces|pues|ok|bueno|hola|buenas|and|so) )*(?:cuanto|how much) "
    r"(?:(?:es|seria|sale|toca|queda|is it|do i owe) )?"
    r"(?:(?:en total|todo|total|pues|entonces|ahora|este mes) )?$"
)
# A charge named as what paying in time avoids ("el último día para pagar sin que me claven
# mora"): the question is the date, not the charge, so the clause is removed before routing.
_UNPAID_TOLD_BEFORE = "".join(
    f"(?<!{word} )"
    for word in ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                 "septiembre", "setiembre", "octubre", "noviembre", "diciembre", "meses",
                 "facturas", "recibos", "factura", "recibo", "mes")
)  # fmt: skip
"""Before "sin pagar", what was left unpaid ("debo setiembre y octubre sin pagar, el recargo
…"): no charge avoided."""
_AVOIDED_CHARGE = (
    r"(?:sin(?! pagar)|" + _UNPAID_TOLD_BEFORE + r"sin|para no|para que no|pa que no|para q no|"
    r"pa q no|so no|asi no|no quiero|no quisiera|antes de|without|to avoid|avoid|do not want) "
    r"(?:que )?"
    r"(?:me |nos )?(?:\w+ )?(?:\w+ )?(?:(?:a|de) \w+ (?:otro |otra |un |una |el |la )?)?"
    r"(?:mora|recargo|multa|late fee|iva|impuesto|igtf)"
)
# "hola otra vez": the sender writing again, not a charge again ("otra vez" is one of
# _CARRIED_OR_GONE's words).
_GREETED_AGAIN = (
    r"(?<= )(?:hola|holaa|buenas|buen dia|buenos dias|buenas tardes|buenas noches|epa|hello|hi) "
    r"(?:otra vez|de nuevo|nuevamente|again)"
)
# Last month's event told as a time ("después de lo del mes pasado quiero estar al día"), not
# last month's amount carried ("me sumaron lo del mes pasado").
_AFTER_LAST_MONTH = r"(?:despues de|desde|tras) lo (?:del|de el) mes (?:pasado|anterior)"
# What the message is about announced before the question itself ("tengo una pregunta de mi
# factura pero no es urgente … ¿hasta qué hora me contesta una persona?"): no question of its
# own when one follows.
_ANNOUNCED = (
    r"(?:tengo|tenia|traigo|es|era|te hago|les hago|le hago) una (?:pregunta|preguntica|consulta|"
    r"duda|dudita) (?:de|sobre|acerca de|con|por|respecto a|referente a|del tema de) "
    r"(?:mi |la |el |una |un )?(?:factura|recibo|cuenta|pago)"
    r"(?= (?:.* )?(?:hasta|que|cuando|como|donde|cual|cuanto|cuanta|puedo|pueden|se puede|hay|"
    r"si) )"
)
_SET_ASIDE = re.compile(
    # (a bill wished without VAT is an exemption asked, no charge avoided: "¿se puede tener la
    # factura sin IVA?", "¿la factura puede salir sin IVA?")
    " (?!(?<=factura )sin iva |(?<=facturas )sin iva |(?<=recibo )sin iva |(?<=servicio )sin iva "
    "|(?<=salir )sin iva |(?<=sale )sin iva |(?<=salga )sin iva |(?<=venir )sin iva "
    "|(?<=salgan )sin iva |(?<=vengan )sin iva "
    "|(?<=emitir )sin iva |(?<=emitida )sin iva )"
    f"{_AVOIDED_CHARGE}(?= )"
    f"|{_GREETED_AGAIN}(?= )| {_AFTER_LAST_MONTH}(?= )| {_ANNOUNCED}"
)
"""What the rules never read: a charge the sender means to avoid, a greeting "again"."""
_UNPAID = ("pendiente", "pendientes", "vencida", "vencidas", "por pagar", "unpaid", "overdue")
_CHARGE_WORDS = tuple(word for charge in CHARGES for word in charge.words)

_EXACT_AMOUNT_ASKED = (
    r"(?:diga|digame|diganme|dime|dame|deme|pasame|paseme|necesito|quiero|cual es|me dice|me "
    r"dices|me dicen|me das|me pasan|me pasas|me puede decir|me pueden decir|que) "
    r"(?:\w+ ){0,2}?(?:el |la )?(?:monto|cifra|cantidad|suma) "
    r"exact[oa](?! (?:de|del) (?:la |el )?(?:transferencia|pago|deposito))"
)
"""The exact amount asked for ("díganme el monto exacto q voy a pasar por pago móvil", "dime la
cifra exacta"), not one told unknown ("no sabía el monto exacto")."""
_WHAT_IS_TO_PAY = (
    # (somebody's to pay, asked for them: "me pidió q averiguara cuánto es lo q tiene q pagar")
    r"cuanto es lo (?:que|q) (?:hay (?:que|q)|tengo (?:que|q)|tenemos (?:que|q)|tiene (?:que|q)|"
    r"tienen (?:que|q)|me toca|nos toca|le toca|toca) (?:pagar|cancelar|abonar)"
    # (but not a step's price: "lo que hay que pagar por la reconexión"; the service is no step:
    # "lo q tiene q pagar del internet")
    r"(?! (?:por|x|pa|para|el|la|lo) | (?:de|del) (?!internet|servicio|mes))"
    # ("¿cuánto sale lo q hay q pagar?", "¿cuánto es lo q se debe todo todito?")
    r"|cuanto (?:es|sale|seria|da|viene siendo) lo (?:que|q) (?:se debe|hay (?:que|q) pagar|"
    r"debemos|debo)"
    # ("¿q tengo q pagar este mes en total?")
    r"|(?:que|q) (?:tengo|tenemos) (?:que|q) (?:pagar|cancelar) (?:\w+ ){0,2}?(?:en total|total|"
    r"completo)"
    # ("¿cuál es el total q tiene q pagar ella?", "necesito el monto exacto de la factura pa
    # hacer el pago móvil")
    r"|cual es el (?:total|monto) (?:que|q) (?:tengo|tiene|tenemos|tienen|hay) (?:que|q) "
    r"(?:pagar|cancelar)"
    + "|"
    + _EXACT_AMOUNT_ASKED
    # ("dígame cuánto es que tengo que pagar para que no me corten")
    + r"|cuanto es (?:que|q|lo que|lo q) (?:tengo|tenemos|hay) (?:que|q) (?:pagar|cancelar|"
    r"depositar|transferir|pasar|mandar|meter)\w*"
    # (in English: "could you tell me the total we owe for this month?", "we need the current
    # outstanding amount for our account")
    r"|(?:the )?(?:total|amount|full amount) (?:we|i|they|he|she) (?:owe|owes)"
    r"|(?:the |our |my )?(?:current )?(?:outstanding|pending|unpaid) (?:amount|balance|total)"
    r"|(?:amount|balance|total) (?:outstanding|due|pending)(?! date)"
    # (somebody's, asked for them: "me pasó su número de cuenta pa q yo le pague, ¿cuánto es
    # lo de ella?")
    r"|cuanto es lo (?:de|del) (?:ella|el|ellos|ellas)(?= |$)"
    # (the whole amount to leave the debt: "necesito el monto total para salir de esa deuda")
    r"|(?:el )?(?:monto|total) (?:total |completo )?(?:para|pa) (?:salir de|saldar)"
    # (the amount the sender still has pending with the company: "necesito saber el monto q
    # tenemos pendiente con ustedes")
    r"|(?:el|la|nuestro|nuestra|mi) (?:monto|saldo|deuda|total) (?:que|q) (?:tengo|tenemos|"
    r"tiene|tienen) (?:pendiente|por pagar|por cancelar)"
    # (in English, what is to be sent for the month's service: "how much do i have to send you
    # guys for this month's internet?"), not a step's price ("… to cancel")
    r"|how much (?:do|should|will|would) (?:i|we) (?:have|need) to (?:pay|send|transfer|wire|"
    r"deposit)(?: (?:you|u)(?: guys| all)?)?(?= $| for (?:this|the|my|our) (?:month|internet|"
    r"service|bill|account)| this month| today| now| right now)"
)
"""What is to be paid asked as "lo que hay que pagar": the sender's amount owed."""
# Money the sender has set aside to pay ("tengo como 4,6 mil apartados, ¿me alcanza?"): no
# amount of the bill.
_SET_ASIDE_MONEY = (r"apartad[oa]s?", r"ahorrad[oa]s?", r"guardad[oa]s?", r"reunid[oa]s?",
                    "set aside", "saved up",
                    # ("ya cobré la quincena, tengo como 9 lucas")
                    r"(?:cobre|me pagaron) la quincena")  # fmt: skip
Needs = Callable[[list[Quoted]], bool]
"""What a rule needs of the money amounts the message quotes."""


def _quoting(count: int, *, bare: bool = True) -> Needs:
    return lambda quoted: sum(bare or not q.bare for q in quoted) >= count


_ANY = _quoting(0)

_WHICH_BILLS_OPEN = (
    r"(?:(?:cuales|que|cuantas|cuantos|which|how many) (?:son )?"
    # (or their list sent for: "mándame la lista de los recibos que tengo sin pagar")
    r"|(?:lista|listado|relacion) (?:de )?|(?:mandame|enviame|pasame|dame|send me|"
    # (or their numbers: "¿me pasan porfa los números de las facturas q tengo pendientes?")
    r"(?:me|nos) (?:pasan|mandan|envian|dan|dicen|pasas|mandas|das|dices)|pasenme|mandenme|"
    r"envienme|diganme|dime|digame) (?:\w+ ){0,4}?)"
    r"(?:las |los |mis |my |the )?(?:facturas|recibos|bills|invoices) "
    r"(?:\w+ ){0,3}?(?:pendientes|abiertas|abiertos|debo|debemos|por pagar|sin pagar|"
    r"vencidas|vencidos|adeudo|unpaid|open|i owe)"
    # (in English, the state first: "send me the list of my unpaid bills")
    r"|(?:list of|which (?:are )?|send me) (?:my |the |our )?(?:unpaid|open|outstanding|pending) "
    r"(?:bills|invoices)"
)
"""Which of the sender's bills are unpaid, asked or their list sent for: the account's list."""
# (route, rule name, pattern over the canonical words, what it needs of the amounts quoted)
_THE_DEBTS_AMOUNT = (
    r"cuanto (?:es|sale|seria|va|esta|queda|da) (?:la|mi|nuestra|toda la|toda mi) deuda"
)
"""The debt's amount asked ("¿cuánto sale la deuda del internet?"): the sender's, not a
price ("¿cuánto sale…?" of a thing)."""

_NOT_AN_OBLIGATION = (
    r"(?! (?:hacer|presentar|enviar|mandar|llevar|traer|devolver|entregar|llenar|firmar|"
    r"solicitar|pedir|tramitar|esperar|llamar|escribir|ir|consignar|anexar|adjuntar|cumplir|"
    r"tener|actualizar|registrar|inscribir|notificar|avisar|demostrar|probar|mostrar|poner|"
    r"colocar|indicar|incluir|agregar|suministrar|dar|pasar)\b)"
)
_OWE_NOT_MUST = "(?:debo|debemos)" + _NOT_AN_OBLIGATION
""""Debo" as owing ("¿cuánto debo?", "debo octubre"), not as "must" before what is to be done
("¿qué recaudos debo consignar?", "¿debo llevar algo?")."""

_RULES: tuple[tuple[Route, str, str, Needs], ...] = (
    (Route.HUMAN, "keyword", _has("humano", "humana",
                                  # (not an agent by trade: "soy agente de retención de IVA")
                                  r"(?<!soy )(?<!somos )agente(?! autorizad\w*| de retencion)",
                                  "asesor",
                                  "operador", "operadora", "operator",
                                  "asesora", "representante", "ejecutivo", "ejecutiva",
                                  "human", "agent", "representative", "supervisor",
                                  # ("I'd like to discuss it with one of your agents
                                  # directly"), not agents spoken of
                                  r"(?:discuss|talk|speak|chat|go over|deal)\w* (?:\w+ ){0,6}?"
                                  r"with (?:one of )?(?:your|the) (?:agents|representatives|"
                                  r"operators|advisors|advisers)",
                                  # (not who the sender asks they are writing to: "¿es con
                                  # atención al cliente, verdad?")
                                  r"(?<!es con )(?<!hablo con )(?<!estoy hablando con )"
                                  r"atencion al cliente",
                                  r"(?<!es con )(?<!hablo con )servicio al cliente",
                                  "customer service", "persona real", r"real person\w*",
                                  # ("can someone from your staff chat with me please?")
                                  r"(?:someone|somebody|anyone) (?:from|of|on|in) (?:your|the) "
                                  r"(?:\w+ )?(?:staff|team|company|office)",
                                  r"put (?:me|us) through")
     + _NOT_HOURS, _ANY),
    # (a person wished in a supposed case asks whether one would answer: "si necesito que una
    # persona me atienda ese día, ¿hay alguien?")
    (Route.HUMAN, "contact_request", _has(*_CONTACT) + _has(*_PERSON) + _NOT_HOURS
     + _lacks(r"si (?:necesito|necesitara|necesitamos|quiero|quisiera|hace falta|me hace falta)",
              # somebody who told the sender something ("alguien me dijo q como 3 lucas")
              r"(?:alguien|una persona|un senor|una senora|someone|somebody) (?:me |nos )?(?:dijo|"
              r"comento|conto|explico|dice|told)",
              # who would see a fault reported now ("si lo reporto ahorita, ¿alguien lo atiende?")
              r"si (?:lo |la )?(?:reporto|reportamos|aviso|avisamos)",
              # somebody at home for the installer ("quiero contratar, ¿tiene q estar alguien el
              # día q vayan a instalar?")
              r"(?:tiene|tienen|debe|hay|tendria) (?:que )?(?:haber|estar) alguien",
              # (who may be at home for the visit: "¿puede estar mi hijo cuando vaya el
              # técnico o tiene que ser otra persona?")
              r"(?:tiene|debe|tendria) (?:que )?ser (?:otra|una|la|el) persona",
              r"(?:puede|podria) estar (?:mi|su|un|una|el|la|alguien)",
              # a technician's visit awaited ("if you need to send a tech, how long until
              # someone shows up?"): the fault's rule
              r"(?:someone|somebody|alguien) (?:\w+ )?(?:shows? up|comes?|arrives?|llega|llegue|"
              r"venga|viene|vaya|va a venir)",
              r"(?:send|sends|sending|mandar|mandan|manden|enviar|envian|envien) (?:\w+ )?"
              r"(?:tech|techs|technician|tecnico|tecnicos)",
              # somebody sent to the home ("¿mandan a alguien o lo muevo yo?", "if you need to
              # send someone")
              r"(?:send|sends|sending|mandar|mandan|manden|mandaran|enviar|envian|envien) "
              r"(?:a )?(?:someone|somebody|alguien|una persona)",
              # going in person ("quiero ir en persona"): a visit, not a person asked for
              r"(?:ir|voy|vamos|iria|pasar|paso|acercarme|acercarnos|presentarme|go|come|visit) "
              r"(?:\w+ ){0,3}?en persona", "in person",
              # something of somebody else's ("¿el saldo se puede pasar a la cuenta de otra
              # persona?"): a transfer between accounts, not a transfer of the chat
              r"(?:cuenta|nombre|servicio|factura|contrato) de (?:otra|una|esa) persona",
              r"(?:someone|somebody) else s (?:account|name|bill)"),
     _ANY),
    # (an hours question joking about the bot is the hours: "¿hasta qué hora hay gente? el bot
    # no cuenta")
    (Route.HUMAN, "not_a_bot", _has("no", "not") + _has("bot", "robot", "maquina", "machine")
     + _NOT_HOURS, _ANY),
    # (the sender to be called, not others calling them: "en la bodega necesitamos un número
    # pa que llamen los clientes")
    (Route.HUMAN, "callback", _has(r"(?:me|nos) llamen(?! (?:los|las|mis|nuestros|nuestras|sus) )",
                                   r"llamen(?= (?:al|a mi|a este|a ese|"
                                   r"porfa|por favor|xfa|pls)| $)", "llamenme", "llamennos",
                                   "llamame", "llamada", "call me")
     + _NOT_HOURS, _ANY),
    # a payment's receipt asked to be confirmed ("pagué el 29 por pago móvil después que me
    # cortaron, ¿me pueden confirmar si les llegó?", "solicitamos confirmación de la recepción
    # del pago"): its status, whatever else the message tells
    (Route.PAYMENT_STATUS, "receipt_confirmed", _has(
        r"confirm\w* (?:\w+ ){0,3}?si (?:ya )?(?:les |le )?(?:llego|llegaron|recibieron|recibio|"
        r"entro|entraron|pague|pagamos|pagaron|cancele|se registro|lo recibieron|la recibieron)",
        r"confirmacion (?:de )?(?:la )?(?:recepcion|recibo) (?:del|de mi|de nuestro|de el) pago",
        r"(?:me|nos) (?:confirman|confirmas|confirma|pueden confirmar|puedes confirmar|podrian "
        r"confirmar)(?= $| porfa| por favor| xfa| pls| please)",
        # whether the payment just told arrived ("pagué el 29 por pago móvil después que me
        # cortaron, ¿me llegó ese pago?", "¿ya les cayó esa transferencia?")
        r"(?:llego|llegaron|entro|cayo|recibieron|registraron) (?:ese|esa|este|esta|esos|esas) "
        r"(?:pago|pagos|transferencia|transferencias|deposito|abono|pago movil)",
        # (the payment told pointed at: "pagué el 29 por pago móvil, ¿lo recibieron?")
        r"(?:ustedes )?(?:lo|la) (?:recibieron|registraron)",
        # ("yo sí pagué octubre, fue el 27.. ¿lo tienen registrado?")
        r"(?:lo|la) (?:tienen|tiene|tienes) (?:registrad[oa]|anotad[oa]|recibid[oa]|cargad[oa]|"
        r"asentad[oa])",
        # (or whether it shows on their side: "¿aparece registrado ese pago?")
        r"(?:aparece|aparecen|sale|salen|figura|esta|quedo) (?:registrad[oa]s?|reflejad[oa]s?|"
        r"cargad[oa]s?|asentad[oa]s?) (?:ese|esa|este|esta|esos|esas) (?:pago|pagos|transferencia|"
        r"transferencias|deposito|abono|pago movil)",
        # whether a month's bill was paid at all ("¿ya se pagó lo del internet de octubre?")
        r"(?<= ya )se pago (?:lo del?|la factura|el recibo|la cuenta|el internet|el servicio) "
        r"(?:\w+ ){0,3}?(?:de|del) (?:mes de )?" + _MONTH_NAME,
        r"(?:ya )?(?:esta|estan|quedo) pagad[oa]s? (?:lo del?|la factura|el recibo|la cuenta|"
        r"el internet) (?:\w+ ){0,3}?(?:de|del) (?:mes de )?" + _MONTH_NAME,
        # (in English: "did my October payment go through?")
        r"(?:my|our|the|that) (?:\w+ )?(?:payment|transfer|zelle|deposit) (?:go|went|gone|has gone|"
        r"have gone) through",
        # ("la reversaron, ¿a ustedes les aparece como pagada o no?")
        r"(?:les|le) (?:aparece|sale|figura|salio|aparecio) como (?:pagad[oa]|cancelad[oa]|"
        r"recibid[oa])",
        # what the company sees of the payment told ("la transferencia fue devuelta, ¿ustedes
        # qué ven ahí con ese pago?")
        r"(?:que|como) (?:ven|ve|les aparece|les sale|tienen|les dice|les figura) (?:\w+ ){0,2}?"
        r"(?:con|de|sobre) (?:ese|esa|este|esta|mi) (?:pago|transferencia|deposito|abono|"
        r"pago movil)")
     + _has(r"pag\w*", r"transfer\w*", r"deposit\w*", "pagomovil", r"abon\w*", r"cancel\w*",
            r"recepcion", "payment", "zelle"), _ANY),
    (Route.BALANCE, _BACK_ON_RULE, "(?:" + _has(*_BACK_ON) + _has(*_HOW_MUCH_OWED)
     + _lacks(*_CHARGE_ASKED) + "|" + _has(_TO_BE_BACK_ON) + _has(*_HOW_MUCH_OWED) + ")"
     + _lacks(_ALREADY_BACK_ON, *_HOW_LONG)
     # everything paid already, told ("ya pagué todo lo que debía, ¿en cuánto me reconectan y
     # cuánto me cobran por eso?"): the reconnection's rule, nothing left to owe
     + _lacks(r"ya (?:le |les )?(?:pague|pagamos|cancele|cancelamos|abone) (?:todo|toda|la deuda|"
              r"lo que debia|lo atrasado|completo)")
     # a reconnection already charged ("esa reconexión q me metieron en la factura, ¿de
     # cuánto es?"): that line of the bill, not what it takes to be back on
     + _lacks(_CHARGED_ON_THE_BILL)
     # a discount taken away ("tenía un descuento y ahora no me aparece, ¿me lo quitaron?",
     # "un descuentico por fidelidad")
     + _lacks(r"descuent\w*", r"promo\w*", r"rebajas?", r"rebajit\w*", "discount", "fidelidad"),
     _ANY),
    (Route.BALANCE, "in_favour", "(?:" + _has(*_IN_FAVOUR) + _has(*_HOLDS) + "|"
     + _has(*_OWED_TO_THEM) + _lacks(*_OUTAGE) + ")"
     # a credit line beside a charge line ("la factura vino con un crédito y un cargo, ¿cuánto
     # es eso en neto?"): a plan changed mid-month, the bill's lines, not money in favour
     # (parts joined lose their "y": "con un crédito un cargo")
     + _lacks(*_CREDIT_AND_CHARGE_LINES)
     # a discount given for an outage, its amount asked ("en octubre me descontaron algo por la
     # falla de septiembre, ¿de cuánto fue ese crédito?"): the outage credit's line, not money
     # in favour
     # (unless what is left of it in favour is asked: "¿me queda algo de eso a favor?")
     + "(?:"
     + _lacks(r"(?:descontaron|rebajaron|compensaron|acreditaron|reconocieron|dieron|pusieron|"
              r"hicieron) (?:\w+ ){0,3}?(?:por|x) (?:la|el|esa|ese|una|un|lo de la|lo del) "
              r"(?:falla|caida|corte|averia|outage|dias sin)")
     + "|" + _has(*_LEFT_IN_FAVOUR_ASKED) + ")"
     # the data over the plan ("¿cuánto me cobraron por los gigas de más?"): its charge
     + _lacks(r"(?:gigas|gb|megas|datos|data) (?:de mas|demas|extra|adicionales)",
              # (told the other way round: "la factura vino con un montón de más por las gigas")
              r"(?:de mas|demas|extra) (?:\w+ ){0,2}?(?:por|de|en|x) (?:las |los |el )?(?:gigas|gb|"
              r"datos|data|megas|consumo)")
     # more to be charged, asked ("¿cuánto me van a cobrar de más por eso?"): a charge to come,
     # not money in the sender's favour (as "me cobraron de más" is)
     + _lacks(r"cobrar(?:me|nos|le)? (?:\w+ )?(?:de mas|demas)",
              # (a charge to come: "si la pago el 28 en vez del 25, ¿cuánto me cobran de más?")
              r"(?:cobran|cobraran|cobrarian|van a cobrar) (?:\w+ )?(?:de mas|demas)",
              r"(?:clavan|clavar|meten|meter|ponen) (?:\w+ )?(?:de mas|demas)")
     # whether the payment sent over arrived, asked ("mandé un poquito de más … ¿ya les
     # apareció?"): the payment's status
     + _lacks(r"(?:ya|si) (?:les |le )?(?:aparecio|llego|entro|cayo|reflejo|se reflejo|"
              r"acredito|se acredito)", r"(?:les|le) (?:aparecio|llego) o no",
              r"(?:lo|la) (?:recibieron|registraron)")
     # a credit note given on a bill ("¿de cuánto fue la nota de crédito que me dieron en
     # octubre por la falla?"): that bill's line, not money left in the sender's favour
     + _lacks(r"(?:nota|notas) de credito (?:\w+ ){0,2}(?:me |nos )?(?:dieron|pusieron|aplicaron|"
              r"hicieron|salio|vino)", r"credito (?:que|q) (?:me |nos )?(?:dieron|pusieron|"
              r"aplicaron)",
              # the proration's credit for an old plan's days beside its charge ("un crédito del
              # fibra 50 y un cargo del fibra 100"): the change of plan's lines
              r"credito (?:del|de la|por el|por la|por los) (?:fibra|plan|aire|dias)",
              # a credit told as an odd line of the bill ("sale un cargo por 16 días y también
              # un crédito raro"): the bill's lines
              r"credito (?:raro|rara|extrano|extrana|que no entiendo|q no entiendo)"), _ANY),
    # the amount owed asked outright ("¿cuánto debo? es pa hacer la transferencia")
    (Route.BALANCE, _OWED_ASKED, _has(
        r"cuanto (?:es )?(?:lo )?(?:que )?(?:debo|debemos)", "how much do i owe",
        "how much i owe", "cuanto tengo que pagar", "total a pagar", "full amount",
        # the money to send asked by how it goes ("¿cuánto tengo q depositar YA, todo
        # completo, pa q no me corten?"), not a thing's price ("… pa la instalación")
        r"cuanto (?:tengo|tenemos) (?:que|q) (?:depositar|transferir|mandar|abonar|cancelar|"
        r"meter)(?! (?:por|de|del|x) )(?! (?:pa|para) (?:el|la|los|las|un|una) )",
        _THE_DEBTS_AMOUNT,
        # ("¿cuánto está debiendo?")
        r"cuanto (?:esta|estoy|estamos|estan|anda|ando) debiendo",
        # the amount asked as "what amount" ("¿q monto tengo q pagar completico pa no quedarme
        # sin servicio?"), not the price of a thing ("¿qué monto hay que pagar por el traslado?")
        r"(?:que|cual es el) monto (?:tengo|tenemos|hay) (?:que|q) (?:pagar|cancelar|abonar|"
        r"depositar|transferir|mandar|enviar)(?! (?:por|de|del|x) )"
        r"(?! (?:pa|para) (?:el|la|los|las|un|una) )",
        # whether more is to be paid, or what was paid covers it ("¿me toca pagar algo más o
        # con lo q aboné alcanza?")
        r"(?:me|nos) toca pagar algo mas",
        r"con lo (?:que|q) (?:abone|pague|deposite|transferi|mande) (?:\w+ ){0,4}?(?:alcanza|basta|"
        r"cubre)",
        # what falls to the sender to pay ("¿cuánto me toca pagar este mes?", "¿cuánto es lo q
        # hay q pagar?"), no charge named
        r"cuanto (?:me|nos) toca (?:pagar|cancelar|abonar)(?! (?:por|de|del|x|pa|para|el|la|lo) )",
        _WHAT_IS_TO_PAY,
        # what is to be paid, said impersonally ("¿cuánto hay que pagarles en total este mes?")
        r"cuanto hay (?:que|q) (?:pagar|pagarles|pagarle|cancelar|abonar|depositar|transferir|"
        r"mandar)",
        # ("¿cuánto me sale todo lo q debo?")
        r"cuanto (?:me |nos )?(?:sale|es|seria|da) (?:todo )?lo (?:que|q) (?:debo|debemos|debe)",
        # whether an amount set aside is enough ("tengo como 4,6 mil apartados, ¿me alcanza?")
        r"(?:me|nos) alcanza(?:ra)?(?= $| cuanto | o no | pa pagar| para pagar| con eso)",
        # a person's bill, asked for them from the home's phone: what is owed on it
        _A_PERSONS_BILL_ASKED,
        # the bill's amount asked, no other month named ("how much is my bill this month")
        r"(?:cuanto|how much) (?:is|es) (?:my|mi|this month s|the) (?:internet |wifi |wi fi )?"
        r"(?:bill|factura|recibo)(?: (?:del|de|of the|for the) (?:internet|wifi|wi fi))?"
        r"(?! (?:de|del|of|for|in) )",
        # (the first bill, the one owed: "¿cuánto es mi primera factura?"; its due date asked
        # too, it is that invoice's)
        r"(?<!no se )(?<!not sure )(?:cuanto|how much) (?:is|es) (?:my|mi) (?:primera|first) "
        r"(?:bill|factura|recibo)"
        r"(?! (?:de|del|of|for|in) )(?!.* (?:hasta cuando|hasta que dia|vence|due) )",
        # (the total to send, in English: "what's the total I have to send for this month?")
        r"(?:total|amount) (?:\w+ ){0,2}?(?:i|we) (?:have to|need to|gotta|must) (?:send|pay|"
        r"transfer)",
        # (this month's bill, what it came to: "¿cuánto le salió la factura a ella este mes?")
        r"cuanto (?:me |le |nos |les )?(?:sale|salio|vino|llego) (?:la|el|mi|su) "
        r"(?:factura|recibo) "
        r"(?:\w+ ){0,3}?(?:este mes|de este mes)",
        "amount due",
        # what has piled up ("¿cuánto tengo acumulado?", "lo acumulado", "se me acumuló")
        r"cuanto (?:\w+ ){0,3}acumul\w*", r"(?:deuda|monto|lo) acumulad[oa]",
        # (piled up, not promotions stacking: "me llegó otra promo, ¿se me acumulan?")
        r"se me (?:ha |han )?acumul(?:o|aron|ado|ada|ados|adas)", "racked up", "piled up",
        # the debt said impersonally, or all of it ("cuánto se debe con todo y recargos")
        r"cuanto se (?:debe|adeuda)", r"cuanto (?:es|seria|sale) lo (?:mio|nuestro)",
        # what is owed for the service ("¿cuánto debe de internet?"), no data asked
        r"cuanto (?:debe|deben|debo|debemos) (?:de|del|por el|en) (?:internet|servicio)",
        # what the account shows ("¿cuánto marca mi cuenta?")
        r"cuanto (?:marca|dice|refleja|muestra) (?:mi|la|el|nuestra) (?:cuenta|saldo|deuda)",
        r"con todo y (?:\w+ )?(?:recargos?|mora|intereses)",
        # the total owed asked formally ("nos indiquen el monto total adeudado")
        r"(?:monto|total) (?:total )?adeudad[oa]",
        # the pending amount asked for ("indíquennos el monto pendiente de la cuenta")
        # (or to be paid: "necesito el monto a cancelar del servicio pa contabilidad")
        r"(?:el|la|nuestro|nuestra|mi) (?:monto|saldo|deuda) (?:pendiente|adeudad[oa]|a pagar|"
        r"a cancelar|a abonar|por pagar|por cancelar)",
        # the total asked ("¿cuánto es el total?", "¿cuánto sería todo junto?")
        r"cuanto (?:es|seria|sale|da) (?:el total|todo junto|todo|el monto total)"), _ANY),
    # last month's balance added to this bill ("¿por qué me sale el saldo anterior sumado?"),
    # before a change: the line that makes the bill higher is what is asked about
    (Route.BILL_CHANGE, "carried", "(?:" + _has("saldo anterior", "deuda anterior",
                                              "lo del mes pasado", "lo que debia",
                                              r"lo (?:que|q) (?:quede|quedamos|quedaba) "
                                              r"debiendo",
                                              # a bill left half paid ("un monto de la de
                                              # octubre q no terminé de pagar, solo di la mitad")
                                              r"no (?:termine|terminamos|complete|completamos) "
                                              r"(?:de )?pagar", r"solo (?:di|dimos|pague|"
                                              r"pagamos|abone|abonamos) (?:la mitad|una parte|"
                                              r"parte|un pedazo)",
                                              # the line as the bill prints it ("Saldo
                                              # pendiente de la factura …")
                                              r"saldo pendiente (?:\w+ ){0,4}?(?:de|en) "
                                              r"(?:otra|la|una|mi) factura",
                                              r"saldo pendiente (?:de|en) (?:\w+ ){0,3}?"
                                              r"facturas",
                                              # (in English: "I only paid half of october")
                                              r"(?:only|just) paid (?:half|part)",
                                              r"previous balance")
     + _has(r"sum\w*", "aparece", "sale", "por que", "porque", "cobran", "cobraron",
            "cobrando", r"(?:dos|2|varias|muchas|tres|3) ve[cs]es", "dice",
            r"inclu\w*", "otra vez", "de nuevo", "why", "says", "twice", "new charge",
            "billing me", "charging me")
     # an earlier month's bill on this one, charged twice ("me aparece también lo de octubre,
     # ¿me están cobrando dos veces?")
     + "|" + _has(r"(?:aparece|sale|viene|vino|cobrando|cobran|cobraron|incluyeron|metieron) "
                  r"(?:tambien |otra vez |de nuevo )?(?:lo|la|el) (?:de|del) (?:mes pasado|"
                  r"mes anterior|" + _MONTH_NAME + ")",
                  # ("me llegó la factura con el mes pasado incluido")
                  _LAST_MONTH_INCLUDED)
     + _has(r"dos veces", "doble", "otra vez", "de nuevo", "twice") + ")", _ANY),
    (Route.BILL_CHANGE, _MONTHS_COMPARED, _TWO_MONTHS + _has(*_COMPARED)
     # which month a bill is for, two months named ("dice noviembre, ¿o sea que pago el mes
     # antes de usarlo? yo pensaba que pagaba lo que ya había usado en octubre"): the cycle
     + _lacks(_MONTH_BILLED)
     # a later payment day supposed ("si la de noviembre la pago el 28 … ¿y si la pago el 15 de
     # diciembre es más caro?"): the late fee's rule, not two bills compared
     + _lacks(r"si (?:\w+ ){0,4}?(?:pago|pagamos|pagara|cancelo|abono) (?:\w+ ){0,2}?el \d{1,2}"),
     _ANY),
    (Route.BILL_CHANGE, "outage_credit_gone", _has(*_OUTAGE) + _has(*_OUTAGE_CREDIT)
     + _has(*_GONE)
     # (what is left in favour now, asked: the balance)
     + _lacks(*_LEFT_IN_FAVOUR_ASKED), _ANY),
    # the amount of an outage's credit given ("¿de cuánto fue la nota de crédito que me dieron
    # en octubre por la falla?"): that bill's line
    (Route.BILL_CHANGE, "outage_credit_given", _has(*_OUTAGE) + _has(*_OUTAGE_CREDIT)
     + _has(r"(?:de )?cuanto (?:fue|era|es|me|nos)", "monto", "how much")
     + _has(r"(?:me|nos) (?:dieron|pusieron|aplicaron|descontaron|reconocieron|hicieron)",
            "gave me", "i got"), _ANY),
    (Route.BILL_CHANGE, "promo_ended", _has(*_PROMO) + _has(*_ENDED) + _has(*_THEIRS), _ANY),
    # a discount's amount asked ("¿cuánto me descontaron este mes por lo de fidelidad?", "¿de
    # cuánto era lo q me descontaban?"): the bill's discount line, this month's or last
    (Route.BILL_CHANGE, "discount_amount", _has(
        r"cuanto (?:\w+ ){0,3}(?:me|nos) (?:descontaron|rebajaron|descuentan|rebajan|descontaban|"
        r"rebajaban|quitaban|hacian de descuento|(?:esta|estan) (?:descontando|rebajando))",
        # ("¿de cuánto es mi descuento de fidelidad?": the sender's own)
        r"(?:de )?cuanto es (?:mi|nuestro) (?:descuento|rebaja)",
        # a discount told put on this bill, its amount asked ("me pusieron un descuento este mes,
        # ¿de cuánto fue?")
        r"(?:me|nos) (?:pusieron|aplicaron|dieron|hicieron) (?:un|una|el|la) (?:descuento|rebaja)"
        r"(?: \w+){0,3} (?:de )?cuanto (?:fue|es|era)",
        # ("¿de cuánto es el descuento por fidelidad que me sale en la factura?")
        r"(?:de )?cuanto es (?:el|la|ese|esa) (?:descuento|rebaja|promo\w*) (?:\w+ ){0,4}?"
        r"(?:que|q) "
        r"(?:me|nos) (?:sale|salio|aparece|dan|hacen|ponen|estan haciendo|esta haciendo|"
        r"estan dando|estan aplicando)",
        # which discount it was, the bill come lower ("mi factura bajó este mes, ¿q descuento
        # me pusieron?")
        r"(?:que|q|cual|which) (?:descuento|rebaja|promo\w*|discount) (?:\w+ )?(?:me|nos|le) "
        r"(?:pusieron|aplicaron|hicieron|dieron|estan haciendo|estan dando|estan aplicando|"
        r"metieron|hacen|aplican|dan)",
        r"(?:which|what) discount (?:did )?(?:you )?(?:give|gave|apply|applied)")
     # (what days without service earn: "pasamos tres días sin internet, ¿cuánto me rebajan por
     # eso?" is the compensation's rule)
     + _lacks(*_OUTAGE), _ANY),
    # what was paid then and what is due now, each asked ("¿cuánto pagué el mes pasado y cuánto
    # me toca ahora?"): the two bills compared
    (Route.BILL_CHANGE, _THEN_AND_NOW_ASKED, _has(
        r"cuanto (?:pague|pagaba|pagamos|me cobraron|nos cobraron|fue|salio|me salio|me llego) "
        r"(?:\w+ )?(?:el mes pasado|la vez pasada|antes|el otro mes|el anterior)")
     + _has(r"cuanto (?:me |nos )?(?:toca|es|debo|pago|sale|viene|llego|cobran)(?: \w+)?"
            r"(?: \w+)? (?:ahora|este mes|hoy|ahorita)"), _ANY),
    # (last month's bill included, "me llegó con el mes pasado incluido", is the carried
    # balance's question, not a change: rule "carried" above)
    # the bill said to be more or less than a month's ("¿por qué es más que la de octubre?")
    (Route.BILL_CHANGE, "than_a_month", _has(
        r"(?:mas|menos) (?:caro |cara |alto |alta )?que (?:la|el) (?:factura |recibo )?(?:de|del) "
        r"(?:mes de )?" + _MONTH_NAME), _ANY),
    (Route.BILL_CHANGE, "change", _has(*_CHANGE) + _has(*_BILL, _A_MONTHS_BILL_NAMED)
     + _lacks(_LAST_MONTH_INCLUDED)
     # paying less wished ("quiero pagar menos, pasarme al plan más chiquito"): a plan asked
     # for, not a change of the bill; more sent than billed ("mandé un poquito de más") is
     # the payment's
     + _lacks(r"(?:quiero|quisiera|queremos|quisieramos|para|pa) pagar menos", _SENT_OVER)
     # from when a cheaper or new plan is charged ("¿desde cuándo me empiezan a cobrar el más
     # barato?"): the change of plan's rule, no bill changed
     + _lacks(r"(?:desde|dsd|a partir de) cuando (?:me |nos )?(?:empiezan a |van a |comienzan a )?"
              r"cobr\w* (?:el|la) (?:mas )?(?:barat\w*|nuev[oa]|menor|mas car\w*)")
     # a later payment day supposed ("si pago el 10 del otro mes, ¿es más caro o es lo
     # mismo?"): the late fee's rule, not a change of the bill
     + _lacks(r"si (?:lo |la |le )?(?:pago|pagamos|pagara|cancelo|abono) (?:\w+ ){0,6}?(?:es|sale|"
              r"seria|saldria|cuesta|costaria|me sale|me cuesta) (?:mas|igual|lo mismo)")
     # whether paying one bill settles everything ("si pago nada más lo de noviembre, ¿quedo
     # tranquilo o hay que pagar más?"): what is owed, not the bill's change
     + _lacks(*_STILL_OWED)
     # a payment's arrival asked ("¿les llegó completa?"), or the bill worked out again after
     # the rate moved ("¿me recalculan el recibo?"): the payment's, the rate's rule
     + _lacks(r"(?:les|le) (?:llego|llegaron) (?:completa|completo|completas|completos|bien)",
              r"recalcul\w*")
     + _NOT_PAID_LATE_AND_CHARGED
     # which of the bills owed a payment goes to, the late fee named as why ("… ¿a cuál se la
     # ponen? que no me salga con mora la de octubre"): the payments' order
     + _lacks(*_WHICH_OWED_BILL), _ANY),
    (Route.BILL_CHANGE, "why_change", _has(*_CHANGE) + _has(*_WHY, *_EXPLAIN) + _lacks(_SENT_OVER)
     # a reason given for a wish ("quiero bajarme a fibra 100 pq está muy caro"): "because"
     + _lacks(r"(?:quiero|quisiera|queremos|quisieramos|voy a|vamos a|me voy a|nos vamos a) "
              r"(?:\w+ ){0,5}?porque (?:esta|es|me sale|nos sale|sale|me queda|anda|me cuesta)")
     # (megas of a plan named by its figure, "el mío es el de 300 megas", are no data)
     + _lacks("consumo", "gigas", r"(?<!\d )megas", "datos", "data", "usage",
              # a promotion's doubled speed asked about ("¿ya me pusieron el doble de velocidad
              # de navidad? pq no noto nada"): the promotion's, not the bill's
              r"doble (?:de )?(?:megas|velocidad)", "double speed"), _ANY),
    (Route.BILL_CHANGE, "explain", _has(*_EXPLAIN) + _has(*_BILL, "cargo", "cargos"), _ANY),
    # by how much the sender's own price was raised ("¿de cuánto fue el aumento en bolos?",
    # "¿cuánto me aumentaron?"): the bill's change
    (Route.BILL_CHANGE, "raised", _has(
        r"cuanto (?:me|nos) (?:lo |la )?(?:subieron|aumentaron|incrementaron|subio|aumento)"
        r"(?! (?:de plan|a|"
        r"al|de velocidad|la velocidad|los megas|las megas|el plan a)\b)",
        # (the increase itself, not one of a plan or the prices named: "del fibra 300")
        r"(?:de )?cuanto (?:fue|es|seria|era|vino) (?:el|la) (?:aumento|subida|incremento|"
        r"alza)(?! (?:de|del|en el|en la) (?:los|las|plan|planes|fibra|precio|precios|tarifa))")
     + _lacks(*_HOW_LONG, r"si (?:me |nos )?(?:suben|aumentan)"), _ANY),
    # a new charge on the bill, its amount asked ("ahora me sale un cobro nuevo en la factura,
    # ¿de cuánto es?"): that line of the bill, not what is owed
    (Route.BILL_CHANGE, "new_charge", _has(
        r"(?:sale|salio|aparece|aparecio|vino|viene|llego|llega|metieron|pusieron) (?:\w+ )?"
        r"(?:un|una|otro|otra) (?:cobro|cargo|concepto|renglon|linea|item) (?:nuev[oa]|extra|"
        r"adicional|rar[oa]|distint[oa])",
        r"(?:un|una|otro|otra) (?:nuev[oa]|extra) (?:cobro|cargo|concepto|renglon|linea|item)",
        r"(?:a|an) (?:new|extra|weird|strange) (?:line|charge|item|fee) (?:on|in) (?:my|our|the) "
        r"(?:\w+ )?(?:bill|invoice|statement)",
        # a line of a percent (the "%" dropped: "me salió un cargo de 3 % en la factura")
        r"(?:sale|salio|aparece|aparecio|vino|viene|llego|llega|metieron|pusieron) (?:\w+ )?(?:un|"
        r"una|otro|otra) (?:cobro|cargo|concepto|renglon|linea|item) (?:de|del) (?:un )?"
        r"\d{1,2}(?: por ciento)?")
     + _has(r"cuanto", "how much", r"que es", "what is"), _ANY),
    # a change of plan told, what it came to on the bill asked ("me subí a la 100 a mitad de
    # octubre, ¿cuánto me salió eso en la factura?"): the bill's change, with the change's lines
    (Route.BILL_CHANGE, "change_cost", _has(
        r"(?:me subi|me baje|me cambie|me pase|nos subimos|nos cambiamos|subi|baje|cambie|"
        r"upgraded|downgraded|switched) (?:\w+ ){0,5}?(?:plan|fibra|aire|\d{2,4}|megas)")
     + _has(r"cuanto (?:me |nos )?(?:salio|cobraron|costo|fue|sumo|sumaron) (?:eso|ese cambio|el "
            r"cambio|todo eso)", r"how much (?:did )?(?:that|it|the change) (?:cost|come to|add)"),
     _ANY),
    # the two lines a plan changed mid-month leaves, each told with its days ("ahora veo un
    # crédito x 16 días y un cargo x 16 días, ¿cuánto me salió eso en neto?"): those lines
    (Route.BILL_CHANGE, "credit_and_charge", _has(*_CREDIT_AND_CHARGE_LINES)
     + _has(r"(?:\d+ )?dias", "days", "neto", "net", r"sub\w*", r"cambi\w*", r"pas[eo]"), _ANY),
    (Route.BILL_CHANGE, _NAMED_CHARGE, _has(*_CHARGE_WORDS) + _lacks(*_PAYMENT_PROOF)
     # the due date of the bill that carries it ("¿qué día vence la factura con lo del
     # traslado?"): the invoice's
     + _lacks(r"(?:que|q|cual|which) (?:dia|fecha|day|date) (?:se )?(?:vence|vencen|is due)",
              r"cuando (?:se )?(?:vence|vencen)")
     # (the balance asked for, a charge only told as the story: "con la mudanza perdí la pista
     # de los recibos, ¿me pueden decir el saldo que tengo que cancelar?")
     + _lacks(*_BALANCE_ASKED_FOR)
     + _NOT_PAID_LATE_AND_CHARGED, _ANY),
    # what the rate's rise added, asked ("mismo plan, mismos 25 verdes, pero en bolívares subió
    # otra vez, ¿cuánto fue por el dólar?"): that reason of the bill's change
    (Route.BILL_CHANGE, "rate_added", _has(
        r"cuanto (?:fue|es|era|subio|aumento|me subio|sumo|suma|me sumo|me aumento|me subieron) "
        r"(?:\w+ ){0,2}?(?:por|x|de) (?:el|la|lo del|lo de la) (?:dolar|tasa|cambio|bcv)",
        r"how much (?:was|is|did) (?:\w+ ){0,3}?(?:the )?(?:exchange rate|rate|dollar)"), _ANY),
    (Route.BILL_CHANGE, "dollars", _has(*_DOLLAR) + _has(*_IN_DOLLARS)
     + _lacks(*_PAYMENT_PROOF)
     # paying in dollars wished ("I want to pay cash in dollars") is how to pay, not the bill
     + _lacks(r"(?:want to|wanna|going to|quiero|quisiera|voy a|vamos a|puedo|can i|could i) "
              r"(?:\w+ )?(?:pay|pagar|pagarles)"), _ANY),
    (Route.BILL_CHANGE, "then_and_now", _has(*_THEN_AND_NOW), _quoting(2)),
    # last month's item back on this bill or gone from it ("me sumaron lo que debía del mes
    # anterior", "el mes pasado me dieron un crédito y ahora no"): the change is the answer
    # (an outage's credit stays with the documents' compensation rule, which says why)
    (Route.BILL_CHANGE, "last_month_item", _has(*_LAST_MONTH) + _has(*_CARRIED_OR_GONE)
     + _lacks(_LAST_MONTH_INCLUDED)
     # last month's lateness as why ("pa no pagar tarde otra vez como el mes pasado: ¿cuándo
     # vence la de este mes?"): nothing of last month's bill asked
     + _lacks(r"(?:pa|para) (?:que )?no (?:\w+ ){1,3}?(?:otra vez|de nuevo)")
     # (what is left in favour of last month's credit, asked: the balance)
     + _lacks(*_LEFT_IN_FAVOUR_ASKED), _ANY),
    # (the last months' statements asked for are a list: "el estado de cuenta de los últimos
    # 3 meses")
    (Route.BILL_CHANGE, "two_billed", _has(*_TWO_BILLED) + _has(*_BILL)
     # another device asked for ("el router no prendió más, ¿cuánto me cobran por otro?")
     + _lacks("router", "ont", "modem", r"equipos?", r"aparat\w*", r"cajit\w*")
     # paid twice by the sender ("I paid this month's bill twice by mistake"): money in their
     # favour, not a bill charged twice
     + _lacks(r"(?:i |we )?paid (?:\w+ ){0,4}?twice",
              r"(?:pague|pagamos) (?:\w+ ){0,4}?(?:dos veces|doble)")
     # billed on one ("me cobraron dos meses juntos"), not two bills named ("las dos facturas")
     + _has(r"cobr\w*", "llego", "llegaron", r"vin\w*", "sale", "salen", r"aparec\w*", "juntos",
            "juntas", "en una", "misma", "billed", "charged", "twice", r"acumul\w*", "doble",
            "metieron", "sumaron", "together")
     + _lacks("ultimos", "ultimas", "last", "past", "anteriores", "historial", "history",
              # which bills are pending is no double billing ("¿tengo dos facturas pendientes?")
              "pendientes", "pendiente", "vencidas", "cuales", "which",
              # each bill's amount asked ("necesito julio y agosto, las dos facturas, ¿cuánto
              # fue cada una?"): two bills listed
              r"cada (?:una|uno|factura|recibo|mes)", "each",
              # promotions stacking ("me llegó otra promo, ¿se me acumulan?")
              r"promo\w*", r"ofertas?"), _ANY),
    # (speed offered by a promotion, "¿en navidad dan el doble de megas?", is the promotion's)
    (Route.OUT_OF_SCOPE, "technical", _has(*_TECHNICAL)
     + "(?!" + _SPEED_COMPLAINED + ")"
     + _lacks(*_DATA_USED, *_OUTAGE_CREDIT, r"promo\w*", "doble", r"navid\w*", "oferta",
              # (in English: "is the double speed christmas thing already on?")
              "double", "christmas", "deal", "offer",
              # a business slow, not the line ("my business has been super slow this season")
              r"(?:business|negocio|season|temporada) (?:\w+ ){0,3}?slow",
              # nor a bank ("el banco estaba lento ese día"): why a payment may not show
              r"(?:banco|bank|app del banco|pagina del banco) (?:\w+ ){0,2}?(?:lento|lenta|slow|"
              r"caido|caida|fallando|down)",
              # the speed measured, by Wi-Fi or a test, against the plan's: its section
              *_SPEED_MEASURED,
              # the service cut and asked back ("me dejaron sin internet ... ¿me van a clavar los
              # 10 verdes por volver a ponerme el servicio?"): the reconnection's
              *_BACK_ON_AGAIN, r"volver(?:le|me|nos|les)? a (?:poner|conectar|activar)\w*",
              # more speed wanted, by a plan of more ("quiero más velocidad, pasarme al de 300")
              r"(?:pasarme|pasarnos|cambiarme|subirme|subir|mejorar|pasar|bajarme|bajarnos|bajar) "
              r"(?:\w+ )?(?:al|a|de|del|el|la) (?:plan|fibra|de \d+|\d+)",
              r"(?:quiero|quisiera|necesito|want) (?:mas|more) (?:velocidad|megas|speed)",
              # a plan changed by its speed ("si me subo de velocidad el 18")
              r"(?:subo|subimos|subirme|subir|bajo|bajamos|bajarme|bajar|cambio|cambiarme) "
              r"(?:de|la) (?:velocidad|megas)",
              # a plan named by its speed, or contracted ("contratar la de 600 megas")
              # what a plan brings asked ("¿cuántos megas de subida trae?"): the price list's
              r"cuant[oa]s (?:megas|mbps|gigas|gb) (?:\w+ ){0,3}?(?:trae|traen|incluye|incluyen|"
              r"ofrece|ofrecen)",
              r"(?:la|el|plan)(?: (?:viejo|vieja|viejito|viejita|nuevo|nueva|basico|basica|"
              r"actual|anterior))? de \d+ megas", r"contrat\w*",
              # still billed while without the service ("are you still billing me every month
              # even though I have no internet?"): the suspension's rule, not a fault
              r"(?:still |keep |keeps )?(?:billing|charging|bill|charge) (?:me|us)",
              r"(?:me|nos) (?:siguen|seguiran|van a seguir) (?:cobrando|facturando|llegando)",
              r"(?:siguen|seguiran) (?:llegando|cobrando|facturando)",
              # a fault asked what to do about, or what was tried ("ya apagué y prendí el
              # router y nada, ¿qué hago?"): how faults are reported
              "que hago", "que debo hacer", "que puedo hacer", "y nada", r"report\w*",
              r"ya (?:lo |la )?(?:apague|reinicie|desconecte|prendi|reset\w*)",
              # the speed sold called a swindle ("me están estafando"), or cut for going over
              # the data ("¿me van a poner lento el internet?"): the speed's or the data's rule
              r"estaf\w*", r"(?:me|nos|lo|la) (?:van a |va a )?(?:poner|ponen|pone) lent[oa]",
              # the service moved, and whether the old house is left without it meanwhile
              r"mud\w*", r"traslad\w*", "casa nueva", "casa vieja",
              # coverage asked, a need told as why ("¿tienen fibra allá? sin internet no
              # puedo trabajar remoto")
              r"(?:tienen|hay|llegan|llega) (?:fibra |servicio |internet |ustedes )?(?:alla|"
              r"por alla|en esa zona|cobertura)", r"sin (?:internet|servicio) no (?:puedo|podemos|"
              r"puede|pueden)",
              "bajan la velocidad", "reducen la velocidad",
              # a red light on the box ("la lucecita roja de la cajita está prendida"): a fault
              r"(?:luz|lucecita|bombillo|bombillito|led|foco) (?:\w+ )?(?:roj[oa]|colorad[oa])",
              r"(?:roj[oa]|colorad[oa]) (?:de la|del) (?:cajita|modem|router|ont|aparato)",
              # being left without it feared over a debt ("no me puedo quedar sin internet…
              # ¿cuánto tengo q depositar pa ponerme al día?"): the amount owed
              r"(?:puedo|podemos|quiero|queremos|puede|pueden) quedar(?:me|nos|se)? sin "
              r"(?:internet|servicio|conexion)",
              # the service gone at the same hour every night: the network's planned works,
              # or works announced ("me llegó un aviso de que van a hacer trabajos en la zona")
              r"madrugadas?", "a la misma hora", "todas las noches", "mantenimiento",
              r"trabajos? (?:en|de) (?:la |el )?(?:red|zona|sector|calle|urbanizacion|area)",
              r"(?:van a hacer|hacen|haran|hicieron|hay) trabajos",
              # a plan of less (or more) speed wanted ("quiero pasarme a uno de menos velocidad
              # pa ahorrar"): changing plans
              r"(?:pasarme|pasarnos|cambiarme|bajarme|pasar|cambiar|irme) (?:a|al|para) "
              r"(?:uno|una|otro|otra|un plan|plan)(?: plan)? (?:de|con) "
              r"(?:menos|mas|menor|mayor)"), _ANY),
    # (a payment made again after one was returned, asked about, is the new payment's status)
    (Route.BILL_CHANGE, _RETURNED_PAYMENT_RULE, _RETURNED_DONE + _lacks(
        r"(?:ustedes )?(?:la|lo) (?:recibieron|registraron)",
        r"(?:les|le) (?:sale|aparece|salio|aparecio) como devuelt\w*",
        r"volvi a \w+", r"(?:la|lo) (?:tienen|tiene) registrad[oa]",
        r"ya (?:la|lo) (?:recibieron|vieron|tienen)", r"ya les? llego",
        r"(?:a ustedes )?les? llego o no"), _ANY),
    # what was billed or paid in two months named, for the records ("agradecemos nos indiquen
    # los montos facturados en septiembre y octubre", "me pasas lo q pagué en junio y julio?
    # es pa una declaración"): those months' bills, not a payment to check nor a change
    (Route.INVOICES, "months_billed", _has(
        r"montos? facturad\w*", r"(?:cuanto|lo que|lo q|los montos que) (?:me |nos )?"
        r"(?:facturaron|cobraron|pague|pagamos|pagaron)", "amounts billed", "what i paid")
     + r"(?=.* " + _MONTH_NAME + r" (?:.* )?" + _MONTH_NAME + " )"
     + _lacks(r"mas", "menos", r"sub\w*", r"baj\w*", "diferencia", "por que", "xq", "porque",
              "more", "less", "why"), _ANY),
    # which bills are still to pay, asked ("¿cuáles facturas tengo abiertas? me sale que debo
    # octubre y noviembre y yo octubre lo pagué"): the last few, each with its status, whatever
    # payment is told beside it
    (Route.INVOICES, _WHICH_OPEN, _has(_WHICH_BILLS_OPEN), _ANY),
    (Route.PAYMENT_STATUS, "paid", _has(
        # (but "me pagaron tarde en el taller" is the sender's wages)
        # (and "dejar pagado diciembre" is a wish to pay ahead)
        "pague", "pagamos", r"(?<!dejar )(?<!dejarlo )(?<!dejo )pagad[oa]",
        r"(?<!me )(?<!nos )pagaron", "transferi",
        "transferimos",
        "transferencia", "deposite", "deposito", "pago movil", r"reflej\w*", "comprobante",
        "referencia", "abone", "abonado", "cancele", "cancelamos", r"(?:hice|realice|envie|mande)"
        r" (?:el|un|mi|la) (?:pago|transferencia)",
        # the money sent, however called ("mandé la plata desde Banesco ayer")
        r"(?:envie|mande|pase|transferi) (?:la|los|el) (?:plata|real|reales|dinero|bolos|"
        r"pm|billete)", "zelle", "paid", "my payment",
        "payment status", r"payment (?:went through|received)", "i sent",
        r"(?:did|has) (?:my|the|our) (?:last |latest )?payment (?:go|gone|went) through",
        r"made (?:a|the|my) (?:payment|transfer|deposit)",
        r"(?:i|we) (?:sent|did|made) (?:a|the|my|our) (?:\w+ )?(?:transfer|deposit)",
        r"did (?:it|the transfer|my transfer|the money) (?:arrive|go through|come in|get there)",
        r"(?:recibieron|llego|"
        r"aparece|procesaron|confirmar|confirmen|verificar|verifiquen) (?:mi|el) pago",
        r"(?:confirmas|confirmame|confirmeme|confirman|confirma) (?:si )?(?:el|mi|la) "
        r"(?:pago|transferencia|deposito)",
        # (whether it came in, its subject left out: "mi hija pagó lo de octubre, ¿me confirman
        # q les entró?")
        r"(?:confirmas|confirmame|confirmeme|confirman|confirma|confirmen|verifiquen|revisen|"
        r"chequeen) (?:si|que|q) (?:ya )?(?:les|le) (?:entro|llego|cayo|aparecio)",
        # (confirmed for the company's own: "confírmennos si recibieron el pago de octubre")
        r"(?:confirmennos|confirmenos|confirmenme|confirmen) (?:\w+ ){0,3}?(?:si|que|q) "
        r"(?:recibieron|les llego|registraron|entro)",
        # (that it was recorded right: "quiero confirmar q quedó bien registrado")
        r"confirmar (?:que|q|si) (?:\w+ ){0,2}?(?:quedo|esta|fue) (?:bien )?registrad[oa]",
        # (anything reached them that month: "¿me dicen si les llegó algo ese mes?")
        r"(?:les|le) (?:llego|entro|cayo) (?:algo|algun pago|alguna transferencia)",
        # a payment made by somebody for the sender ("mi hija pagó lo de octubre desde su
        # celular")
        r"(?:mi|su|nuestra|nuestro) (?:hija|hijo|esposa|esposo|mama|papa|madre|padre|nieto|nieta|"
        r"hermano|hermana|sobrino|sobrina|yerno|nuera|mujer|marido|cunado|cunada|tio|tia|vecino|"
        r"vecina|contador|contadora) (?:ya )?(?:me |nos |le )?(?:pago|transfirio|deposito|abono|"
        r"hizo (?:el|la|un|una) (?:pago|transferencia|deposito))",
        r"pago no (?:aparece|sale|llega|llego)", r"ya (?:pago|pagaron|cancelo|cancelaron)",
        r"(?:estatus|estado|status) (?:de|del) (?:mi )?pago",
        r"(?:que onda|que paso|que hay|como va|y|about|what about|whats up) (?:con )?(?:mi|my|el) "
        r"(?:pago|payment)", r"did (?:he|she|they|i) pay", r"(?:has|have) (?:he|she|they) paid",
        r"(?:quedo|esta) registrado", r"se registro", r"registr\w* (?:mi|el) pago",
        # whether a payment made was applied right ("se aplicó bien o quedé debiendo algo?"),
        # and in English ("did you get my October payment?")
        r"se (?:aplico|aplicaron) bien",
        r"did (?:you|u|y all|ya)(?: guys| all)? (?:get|receive|see) (?:my|our|the) (?:\w+ )?"
        r"(?:payment|transfer)",
        # ("¿aparece registrado en el sistema?", "¿les sale recibido?")
        r"(?:aparece|sale|salio|aparecio|figura) (?:como )?(?:registrad|recibid|acreditad)[oa]",
        # a payment told made on a day ("el pago de mi primera factura lo hice el 20")
        r"(?:el|mi) (?:pago|transferencia|deposito|pago movil) (?:\w+ ){0,5}?(?:lo|la) "
        r"(?:hice|realice|mande|envie|hicimos) (?:el|ayer|antier|hoy|este|la semana|por)",
        r"(?:la|lo) (?:tienen|tiene) registrad[oa]", r"ya (?:la|lo) (?:recibieron|vieron|tienen)",
        r"ya les? llego", r"volvi a (?:pagar|transferir|depositar)",
        r"se (?:acredito|acreditaron|acredita|reflejo|reflejaron)",
        r"(?:a ustedes )?les? llego o no",
        r"(?:ustedes )?(?:la|lo) (?:recibieron|registraron)",
        r"(?:les|le) (?:sale|aparece|salio|aparecio) como devuelt\w*",
        r"(?:lo|la) (?:reversaron|devolvieron|rebotaron)",
        # (told, a return is the returned-payment charge's, a rule tried before this one)
        r"(?:me|nos) (?:reversaron|devolvieron|rebotaron) (?:el|mi|la) (?:pago|transferencia)",
        # whether it went through ("¿me confirmas si entró el pago del 29?", "¿mi transferencia
        # de octubre les llegó?")
        r"(?:entro|cayo|paso|llego) (?:el|mi) (?:pago|transferencia|deposito)",
        r"(?:mi|el|la) (?:ultimo |ultima )?(?:pago|transferencia|deposito) (?:\w+ ){0,9}?"
        r"(?:les |le )?(?:llego|entro|cayo)",
        r"(?:mi|el) pago (?:\w+ ){0,3}(?:quedo|salio|esta) bien",
        # ("el pago q hice el 27 de octubre, ¿ustedes lo tienen?")
        r"(?:el|mi|la) (?:pago|transferencia|deposito|pago movil) (?:\w+ ){0,7}?(?:ustedes )?(?:lo|"
        r"la) (?:tienen|tendran|ven|vieron|recibieron)")
     # paying more than before is the bill's change ("este mes pagué más, ¿aumentaron?"); a
     # payment denied ("el mes pasado no pagué nada, ¿cuánto me toca?"), only intended ("pa
     # hacer el pago móvil hoy") or supposed ("después que pague, ¿en cuánto vuelve?") is none
     # to check, and neither is a payment's mistake asked about ("no puse el concepto, ¿qué
     # hago?")
     # (nor one denied in English: "because I hadn't paid October")
     + _lacks(r"(?:hadn t|hadnt|had not|haven t|havent|have not|didn t|didnt|did not|never) "
              r"(?:\w+ )?paid", "grace period", r"counts? as late",
              # (on time asked of a payment to make, or one's own wages: "half today and the
              # other half when I get paid, would that still count as paid on time?")
              r"counts? as (?:paid )?on time", r"(?:i|we) get paid",
              # (a part left unpaid told: "I can't remember which month I short-paid")
              r"short ?paid", r"under ?paid",
              # (a payment supposed, in English: "if next month i pay by pago movil instead of
              # zelle, does it go away?")
              r"if (?:\w+ ){0,2}?(?:i|we) (?:\w+ )?(?:pay|send|transfer|switch)")
     + _lacks(r"(?:pa|para) (?:que )?(?:yo |el |ella |nosotros |uno )?(?:hacer|mandar|enviar|"
              r"pasar|haga|mande|envie)(?:te|le|les)? (?:el |la |un |una )?"
              r"(?:pago|transferencia|deposito|zelle)",
              # (a payment for somebody, still to make: "me pasó su número pa q yo le pague")
              r"(?:pa|para) (?:que|q) (?:yo |nosotros )?(?:le |les |te )?(?:pague|paguemos|cancele|"
              r"transfiera|deposite)",
              # (what it is for: "el banco me lo pide pa la transferencia")
              r"(?:pa|para) (?:el|la|hacer el|hacer la) (?:pago|transferencia|deposito|pago movil)"
              r"(?= $| y | que | q )",
              r"(?:voy a|vamos a|pienso|quiero) (?:hacer (?:el |la |un |una )?)?"
              r"(?:pago|transferencia|pagar|transferir|transferi|depositar)",
              # (an amount still to send: "el monto exacto q voy a pasar por pago móvil esta
              # noche"; what to put in a transfer: "el número de factura pa ponerlo en la
              # transferencia")
              r"(?:voy a|vamos a|pienso|quiero) (?:pasar|mandar|enviar|hacer)(?:lo|la|le|les)? "
              r"(?:\w+ )?(?:por|con|en|via) (?:el |la )?(?:pago movil|transferencia|zelle)",
              r"(?:pa|para) (?:ponerlo|ponerla|colocarlo|colocarla|escribirlo|anotarlo) en "
              r"(?:la|el) (?:transferencia|pago|pago movil|concepto|referencia)",
              # (a transfer to schedule, in English: "so I can schedule the transfer")
              r"so (?:i|we) can (?:schedule|make|send|do) (?:the|a|my|our) (?:transfer|payment)",
              # a wish to have it paid ("quiero dejar lo del internet pagado de una vez")
              r"(?:dejar|dejarlo|dejarla|dejarle|tener|tenerlo|tenerla) (?:\w+ ){1,5}?pagad[oa]",
              # (but "yo sí pagué", "pero sí pagué" insist a payment was made)
              # (nor a question reported: "no encuentro si pagué septiembre")
              r"(?:despues (?:de )?que|cuando|apenas|una vez que|luego que|(?<!yo )(?<!pero )"
              r"(?<!encuentro )(?<!recuerdo )(?<!acuerdo )(?<!se )si) (?:ya )?pague",
              # a way to pay supposed ("si en vez de zelle pago por pago móvil, ¿me ahorro el
              # 3 %?")
              r"(?<!yo )(?<!pero )si (?:en vez de \w+ |en lugar de \w+ )?(?:(?:pago|pagamos|"
              r"pagara|transfiero|uso) (?:por|con|en|de|mediante)|uso (?:el )?(?:pago movil|"
              r"transferencia|zelle|efectivo))",
              # a withholding agent's voucher is no payment of the sender's
              r"(?:agente|agentes|comprobante|constancia) de retencion",
              # the account passed to somebody's name, the transfer asked of it ("he wants to
              # pass the internet account to my name … can we still do the transfer?")
              r"(?:to|into|under|in) (?:my|her|his|their|our|someone else s|the new owner s|"
              r"the buyer s) name",
              # a payment to be made, its way told ("esta vez lo hago por pago móvil pa q no me
              # lo devuelvan"): none made yet
              r"(?:lo|la|el pago|la transferencia) (?:hago|hare|voy a hacer|mando|mandare|envio|"
              r"paso) (?:\w+ ){0,2}?(?:por|con|en|desde) (?:el |la )?(?:pago movil|transferencia|"
              r"zelle|efectivo|punto|tarjeta)",
              # a way of paying from now on told ("from now on I'm paying with zelle"): no
              # payment made
              "from now on", "de ahora en adelante", r"(?:i m|i am|we re|we are) paying",
              r"(?:i ll|i will|we ll|we will) pay",
              # a charge that came after the payment, asked what it is ("pagué con zelle y me
              # salió un cargo de 3 %, ¿qué es eso?"): that charge, the payment is the story
              r"(?:me |nos )?(?:salio|aparecio|aparece|sale|vino|llego|cobraron) (?:\w+ )?"
              r"(?:un|una|otro|otra) (?:cargo|cobro|linea|renglon|recargo) (?:\w+ ){0,8}?"
              r"(?:que es|q es|what is|que significa|de que es)",
              # how a thing is paid, asked ("is the wifi 6 router paid in instalments or all at
              # once?"): its rule, not a payment made
              r"(?:is|are) (?:the |a |my )?(?:\w+ ){0,4}?paid (?:in|by|with|monthly|upfront|"
              r"up front|all at once|at once)",
              r"(?:no (?:le |les )?(?:puse|coloque|escribi)|puse mal|me equivoque|se me olvido|"
              r"olvide|se me paso (?:poner|colocar|escribir)) "
              r"(?:\w+ ){0,4}(?:concepto|referencia|descripcion|cuenta|numero|cedula)",
              # what was written in it ("en la descripción puse 'internet casa' nada más")
              r"(?:concepto|descripcion) (?:\w+ ){0,2}?(?:puse|coloque|escribi)",
              # what to write in it, asked ("¿q se pone en el concepto del pago móvil?")
              r"(?:que|q|como|what) (?:se |le )?(?:pone|pongo|ponemos|coloco|coloca|escribo|"
              r"escribe|va|do i put|should i put|do i write) (?:en |in )?(?:el |la |the )?"
              r"(?:concepto|descripcion|referencia|reference|description)",
              # a payment asked for by somebody ("me escribieron para que pague a la cuenta de
              # una persona natural"): none made
              # (but "me dicen que pagué tarde" tells a payment made)
              r"(?:pidio|pidieron|piden|pide) (?:\w+ ){0,2}?(?:que|q) (?:le |les )?(?:pague|"
              r"deposite|transfiera)",
              r"(?:dijo|dijeron|dicen|escribieron) (?:\w+ ){0,2}?(?:que|q) (?:le |les )?(?:pague|"
              r"deposite|transfiera) (?:\w+ ){0,2}?(?:a|en) (?:su|una|la|esa|otra) cuenta",
              r"(?:para|pa) (?:que|q) (?:le |les )?(?:pague|deposite|transfiera)",
              # the space where a payment's text goes ("en el espacio ese de texto solo puse
              # 'internet casa'"): the payment's how-to
              r"(?:espacio|campo|casilla|cajita|recuadro) (?:\w+ ){0,3}?(?:texto|concepto|"
              r"descripcion|referencia)",
              # paid in time supposed ("si la pago el 26, ¿me la cuentan como pagada a
              # tiempo?"), the day one pays ("al del día que pague")
              r"(?:cuentan|cuenta|toman|queda|quedaria) (?:como )?pagad[oa] a tiempo",
              r"(?:el )?dia (?:en )?(?:que|q) (?:pague|paguemos|pagues)",
              # somebody else not having paid ("mi hermano no ha pagado")
              r"no (?:ha|han) pagado",
              # ("I still haven't paid it", "we didn't pay yet")
              r"(?:haven t|havent|have not|hasn t|hasnt|has not|didn t|didnt|did not) "
              r"(?:\w+ )?(?:paid|pay)",
              # a payment in a place or a way described ("¿una aplicación donde uno vea las
              # facturas y pague desde ahí?"): none made
              r"(?:donde|en (?:la|el) (?:que|cual)|con (?:la|el) (?:que|cual)|desde (?:la|el) "
              r"(?:que|cual)) (?:uno |una |yo |se )?(?:\w+ ){0,5}?pague",
              # the bill come in one amount, a month named paid another ("me llegó la factura en
              # 4.283 y en octubre pagué 3712"): the bill's change, no payment to check
              r"(?:llego|vino|salio) (?:\w+ ){0,2}?(?:factura|recibo) (?:\w+ ){0,6}?"
              r"(?:en|el mes de) " + _MONTH_NAME + r" (?:\w+ )?(?:pague|pagamos)",
              # whether what was paid covers the bill ("¿me toca pagar algo más o con lo q
              # aboné alcanza?"): what is left owed, not the payment's status
              r"con lo (?:que|q) (?:abone|pague|deposite|transferi|mande|di) (?:\w+ )?(?:alcanza|"
              r"basta|cubre|queda|completo)",
              r"(?:toca|tengo que|hay que) pagar algo mas",
              # how much to send asked ("¿cuánto deposito pa quedar solvente?"), a payment
              # offered ("cuánto debe ella? yo le hago el pago móvil"): none made yet
              r"cuanto (?:le |les |te )?(?:deposito|transfiero|mando|abono|cancelo|pago) "
              r"(?:\w+ ){0,3}?(?:pa|para)",
              r"(?:le|les|te) (?:hago|hare|mando|paso) (?:el |la |un |una )?(?:pago|transferencia|"
              r"deposito|zelle)",
              # (somebody about to pay: "mi hija me va a hacer el pago móvil desde su banco")
              r"(?:me |nos |le |les )?(?:va|van|voy|vamos) a (?:hacer|mandar|enviar|realizar) "
              r"(?:el |la |un |una )?(?:pago|transferencia|deposito|zelle)",
              # who pays, as a habit ("pa pasarle el monto a mi esposo q es el q hace el pago
              # móvil", "mi hija es quien paga"): no payment made
              r"(?:es|son) (?:el|la|los|las|quien|quienes) (?:(?:que|q) )?(?:siempre )?(?:hace|"
              r"hacen|manda|mandan|realiza|realizan|paga|pagan|cancela|cancelan)\b",
              # a payment only possible ("puedo mandar como 20 dólares por pago móvil")
              r"(?:puedo|podria|podemos|pienso|quiero|voy a|vamos a) (?:mandar|enviar|depositar|"
              r"transferir|pagar)",
              # what to write in a payment's concept ("en el concepto del pago móvil, ¿qué se
              # pone?"): the pago móvil's own rule
              r"(?:que|q) (?:se )?(?:pone|coloca|escribe|pongo|coloco|escribo)",
              # paid twice by mistake, what becomes of the money asked: money in favour
              r"(?:i |we )?paid (?:\w+ ){0,4}?twice",
              r"(?:pague|pagamos) (?:\w+ ){0,4}?(?:dos veces|doble)"
              r"(?! (?:y|pero) (?:no|todavia|aun))",
              r"(?:no|nunca|todavia no|aun no) (?:la |lo |las |los )?(?:he |hemos )?"
              r"(?:pague|pagamos|pagado|"
              r"transferi|cancele|abone)",
              r"pag\w* mas(?! o menos| tarde| rapido| facil| de lo que debia)",
              # what a plan is paid for ("pagamos 100 megas y el speedtest marca 40"), a
              # guarantee left when contracting: neither is a payment to check
              r"(?:pago|pague|pagamos|pagan|pagas|pagando) (?:por )?(?:el |la |un |una )?"
              r"(?:plan )?(?:de )?(?:fibra )?\d+ (?:megas|mb|mbps|gigas|gb)",
              r"deposito (?:en|de) garantia", "garantia",
              # ("quiero dejar el internet pagado antes de que se me vaya la plata")
              r"dejar (?:\w+ ){0,2}pagad[oa]",
              # somebody else paying the sender ("compartir el wifi con la vecina y que ella me
              # pague una parte")
              r"(?:que|q) (?:\w+ ){0,2}(?:me|nos) (?:pague|paguen)\b",
              r"pag\w* (?:menos|mas caro|mas barato)",
              # an earlier month's payment told against this bill ("¿por qué me llegó 4.283
              # si en octubre pagué 3.712?"): the bill's change, not a payment to check
              r"(?:por que|porque|xq|pq|why) (?:\w+ ){0,8}?(?:si|if) (?:en |el mes de |in )?"
              r"(?:" + _MONTH_NAME + r"|el mes pasado|el otro mes|last month) (?:\w+ ){0,2}?"
              r"(?:pague|pagamos|pagaba|pagabamos|i paid)",
              # (the month after the payment: "¿por qué aparezco debiendo 6487 si yo pagué
              # octubre?")
              r"(?:por que|porque|xq|pq|why) (?:\w+ ){0,8}?(?:si|if) (?:yo |ya |yo ya )?"
              r"(?:pague|pagamos|cancele|i paid) (?:el mes de |la de |el de |lo de )?"
              r"(?:" + _MONTH_NAME + r"|el mes pasado|last month)")
     # paid late, told, and a charge for it asked: the late fee's rule, not a payment to check
     + _NOT_PAID_LATE_AND_CHARGED
     # the service asked back after paying ("I paid what I owed, how long until it comes
     # back?"): the reconnection's rule
     + _lacks(r"how long (?:\w+ ){0,3}?(?:until|till|before|for) (?:it|the service|the internet|"
              r"service|internet|my internet) (?:comes|come|is) back"), _ANY),
    (Route.BILL_CHANGE, "compare_amounts", "", _quoting(2)),
    (Route.BILL_CHANGE, "amount_complaint", _has(*_COMPLAINT) + _lacks(*_SPEED_MEASURED)
     + _lacks(*_SET_ASIDE_MONEY)
     # the bill's amount told to ask until when it can be paid ("ya me llegó la primera
     # factura, casi 8 mil, ¿hasta q día tengo pa pagarla?"): its due date
     + _lacks(*_DUE_DATE, r"(?:hasta|para|pa) cuando (?:tengo|tenemos|hay|es|la puedo|lo puedo)",
              r"(?:hasta|para|pa) (?:que|q) fecha",
              # a past bill's rough amount told to ask the exact one now ("october was like
              # 3.7k and i want the exact number"): what is owed, not a complaint
              r"(?:the )?exact (?:number|amount|figure|total)",
              r"(?:monto|numero|cifra|total) exact[oa]")
     # an amount only supposed ("pensé que eran como 3,3 mil", "it was like 2300 i think")
     # told to ask the whole owed now: what is owed, not a complaint about a billed amount
     + "(?:" + _lacks(*_SUPPOSED_AMOUNT) + "|" + _lacks(*_THE_WHOLE_OWED_NOW) + ")", _quoting(1)),
    (Route.USAGE, _CONSUMPTION, _has(
        "consumo", "consumido", "consumi", "consumiendo", "consumir", "consumimos", "consumio",
        "consumieron", "gigas", "usage",
        "exceso", "excedente", "gigabytes", "megabytes", "plan de datos")
     # what going over was charged ("¿cuánto me cobraron por pasarme de los gigas?"): that
     # line of the bill, not the data used
     + _lacks(r"cuanto (?:me |nos )?(?:cobraron|cobran|salio|costo|metieron) (?:por|de) "
              r"(?:pasarme|pasarnos|pasar|excederme|excedernos|el exceso|los gigas|las gigas|"
              r"gigas|datos)",
              # (the charge named: "¿de cuánto fue el cobro por pasarme de los gigas?")
              r"(?:el|ese|la) (?:cobro|cargo|recargo|monto) (?:\w+ )?(?:por|de|x) (?:pasarme|"
              r"pasarnos|excederme|excedernos|el exceso|los gigas|las gigas|gigas|datos)"), _ANY),
    (Route.USAGE, "how_much_data", _has(*_USAGE_WEAK) + _has(
        "cuanto", "cuanta", "cuantos", "cuantas", "how much", "how many", "quedan", "queda",
        "llevo",
        # how the sender is doing with them ("¿y este mes cómo voy con los datos?")
        r"como (?:voy|vamos|va|ando|andamos|estoy|estamos) (?:con|de) (?:los |el |mis |mi |la |"
        r"las )?(?:datos|gigas|data|consumo|internet|megas|gb)",
        r"como (?:voy|vamos|va|ando|andamos|estoy|estamos) (?:con|de) (?:los|el|mis|mi|la|las)",
        "left", "remaining", "me pase", "pase del", "pasado del", "went over", "going over",
        "go over", "pasando", "excediendo")
     # what the internet costs or what is owed ("¿cuánto sale el internet este mes?",
     # "¿eso alcanza pa que me devuelvan el internet o cuánto es el total?"): money, not data
     + _lacks(r"cuanto (?:me |nos |te )?(?:sale|salio|cuesta|costo|vale|cobran|es) "
              r"(?:el |mi |lo del |la factura del )?internet", "debo", "debemos", "deuda",
              # (or what a plan brings each month: "how much data do I get a month on Aire 15?")
              r"how much data do (?:i|we|you) get (?:a|per|each|every) month",
              r"(?:cuantos|cuantas) (?:gigas|gb|datos) (?:me |nos )?(?:dan|trae|incluye|tiene) "
              r"(?:al|por|cada) mes",
              # (or how much it went up: "de enero a febrero, ¿cuánto aumentó el internet?")
              r"cuanto (?:me |nos |le )?(?:aumento|subio|bajo|incremento|se incremento|cambio) "
              r"(?:el |mi |lo del |la factura del )?(?:internet|servicio|wifi)",
              # the bill of the service named by it ("how much is my internet bill this
              # month?", "¿cuánto vino la factura del wifi?"): money, not data
              r"(?:internet|wifi|wi fi) (?:bill|invoice)",
              r"(?:factura|recibo|bill|invoice) (?:del|de|for the|for my|of the|for) "
              r"(?:internet|wifi|wi fi)",
              # (the service taken to another house: "¿cuánto sale llevarme el internet pa allá?")
              r"mud\w*", r"traslad\w*", _SERVICE_TAKEN_ELSEWHERE,
              # (what somebody else owes: "¿cuánto debe ella del internet?")
              "debe", "deben", r"adeud\w*", "owe", "owes",
              # (a credit for days without it: "¿cuánto me rebajan por eso?")
              *_OUTAGE_CREDIT,
              r"(?:el|la) total", "monto", "alcanza", "pagar", r"pagad[oa]",
              r"cuanto (?:me |nos )?toca",
              # (money to hand over, said with another verb: "¿cuánto es exacto lo q hay q
              # cancelar?")
              "cancelar", "abonar", "depositar", "transferir",
              # the bill paid for somebody ("me pidió que le pagara el internet, ¿cuánto es?")
              r"pagar\w*",
              # how long the service is gone ("¿cuánto tiempo quedo sin internet?")
              r"(?:quedo|quedamos|quedaria|estare|estaremos|estar|quedar|estamos|estoy) sin "
              r"(?:internet|servicio|conexion|senal)", r"cuanto (?:tiempo|rato)",
              # what a step costs ("¿cuánto me cobran por pasar el internet a la casa nueva?")
              r"cuanto (?:me |nos )?(?:cobran|cobrarian|cobraran) por",
              # hours or days, not data ("¿cuántas horas tiene que estar caído?"), and money put
              # in ("¿cuánto tengo q meter pa que me lo vuelvan a poner?")
              r"cuant[oa]s (?:horas|dias|minutos|meses)",
              r"cuanto (?:tengo|hay|tenemos) (?:que|q) (?:meter|depositar|transferir|mandar|dar)",
              # ("¿cuánto les paso por el internet este mes?")
              r"(?:te|le|les) (?:mando|transfiero|envio|paso)",
              # somebody keeping the service ("ella se queda con el internet, ¿cómo lo pasamos a
              # su nombre?"): the change of holder
              r"(?:queda|quede|quedara|quedaria|quedarse|quiere quedarse) con (?:el|la|mi|su) "
              r"(?:internet|servicio|linea|conexion)", r"a (?:su|mi|tu) nombre"),
     _ANY),
    # the data used up ("¿ya me comí todos los datos?", "se me acabaron los gigas")
    (Route.USAGE, "data_used_up", _has("datos", "data", "gigas", "internet del mes")
     + _has(r"acab\w*", r"agot\w*", "comi", "me comi", "gaste", r"termin\w*", "used up",
            "ran out", "run out", "todos los", "todo el") + _lacks(*_TECHNICAL), _ANY),
    # an account checked by request ("revísame la cuenta 1000000099"): what it owes
    (Route.BALANCE, "account_checked", _has(
        "revisame", "revisa", "revisar", "chequea", "chequear", "chequeame", "consulta",
        "consultar", "check", "look up") + _has("cuenta", "account", "cedula", "rif")
     + _lacks(r"pag\w*", "pay", "paid",
              # which detail identifies the sender ("¿con qué dato me identifico pa consultar?")
              r"identific\w*", r"(?:con|que) (?:que |q |cual )?datos?",
              # (in English: "what info do you need to look up my account?")
              r"(?:what|which) (?:info|information|details?|data|documents?)",
              r"what do (?:you|u) need"), _ANY),
    # (a certificate of it asked for is a document, not the balance: "una constancia de que
    # estoy solvente")
    (Route.BALANCE, "keyword", _lacks("constancia", "certificado", "certificacion",
                                      "carta de") + _has("saldo", "deuda",
                                                         # (not "must": "¿qué recaudos debo
                                                         # consignar?")
                                                         _OWE_NOT_MUST,
                                                         "adeudo", "owe",
                                    r"adeud(?:ado|ada|amos|a|an)",
                                    # (not a state told: "yo tenía todo al día, fue un error")
                                    "balance", "solvente",
                                    r"(?<!tenia )(?<!tenia todo )(?<!estaba )(?<!estaba todo )"
                                    r"(?<!estabamos )al dia", "amount due",
                                    "total a pagar", "monto a pagar", "total due", "que monto",
                                    # ("what's my total right now?")
                                    r"(?:my|our) total",
                                    # ("what's the total sitting on my account right now?")
                                    r"(?:what s|whats|what is) the total (?:\w+ )?(?:on "
                                    r"(?:my|our|the) account|right now|i owe|we owe|due|to pay)",
                                    "monto total", r"monto (?:tengo|hay) que pagar")
     # an invoice's number asked with its total ("requerimos el número de la factura de
     # octubre y su monto total"): the invoice
     + _lacks(r"(?:numero|nro) de (?:la |su )?factura"), _ANY),
    # what is still to pay, or a bare "¿cuánto es?": in a billing chat, the amount owed
    (Route.BALANCE, "still_owed", _has(*_STILL_OWED), _ANY),
    (Route.BALANCE, "bare_how_much", _BARE_HOW_MUCH, _ANY),
    (Route.BALANCE, _HOW_MUCH_TO_PAY, _has("cuanto", "how much") + _has(
        # (paid for somebody too: "me pidió que le pagara el internet, ¿cuánto es?"; or sent:
        # "¿cuánto te mando?")
        r"pagar\w*", "pago", r"(?:te|le|les) (?:mando|transfiero|envio|paso)", "debe", "deben",
        # what to send, asked with what it is for ("¿cuánto deposito pa quedar solvente?")
        r"(?:le |les |te )?(?:deposito|transfiero|abono|mando) (?:\w+ ){0,3}?(?:pa|para)",
        # or with how it goes ("esta vez lo mando por zelle, ¿cuánto es?")
        r"(?<!si )(?:lo|la|te lo|se lo) (?:mando|paso|transfiero|deposito|envio|hago) (?:\w+ )"
        r"{0,2}?(?:por|con|via|desde)",
        "adeuda", "adeudan", "toca", "sale", "cancelar", "pay",
        "due",
        # left paid ("quiero dejar pagado el internet, ¿cuánto es?")
        r"(?:dejar|dejarlo|dejarla|tenerlo|tenerla) (?:\w+ ){0,5}?pagad[oa]",
        # the month's bill by its month ("¿cuánto es lo de noviembre?"; an earlier month's is
        # that invoice, see _A_MONTHS_BILL)
        r"es (?:lo|la) (?:de|del) (?:mes de )?(?:este mes|" + _MONTH_NAME + ")(?= $| y )",
        # (the month named first: "y ahora lo de noviembre, ¿de cuánto es?")
        r"lo (?:de|del) (?:mes de )?(?:este mes|" + _MONTH_NAME + r") (?:de )?cuanto (?:es|seria|"
        r"sale|viene)(?= $| y )",
        # (in English: "how much is my november bill?")
        r"is (?:my|our|the) " + _MONTH_NAME + r" (?:internet )?(?:bill|invoice)(?= $| and )")
     + _lacks(*_HOW_LONG)
     # the plan paid told beside a speed measured ("pago fibra 100 y el speedtest me da 35,
     # ¿cuánto es lo mínimo que debería darme?"): the speed's rule
     + _lacks(*_SPEED_MEASURED)
     # a plan's price asked by its speed ("¿cuánto me sale el plan de 600 megas?", "el d 600
     # megas sin iva"), unless the plan is the sender's own, told
     + _lacks(_A_PLANS_PRICE_ASKED)
     # the service moved, its cost asked ("¿cuánto sale llevarme el internet pa allá?"): the
     # move's fee
     + _lacks(_SERVICE_TAKEN_ELSEWHERE),
     _ANY),
    # the bill wished paid off ("quiero dejar pagado lo del mes de una vez"): what is owed
    (Route.BALANCE, "leave_paid", _has(
        r"(?:quiero|quisiera|queremos|voy a|vamos a|necesito|want to|wanna) (?:\w+ )?(?:dejar|"
        r"dejarlo|dejarla|dejarle|tener|tenerlo|tenerla) (?:\w+ ){0,5}?(?:pagad[oa]|al dia|"
        r"saldad[oa]|solvente)")
     # months paid ahead ("quisiera dejar pagado diciembre y enero de una vez"): the credit
     # in favour's rule
     + _lacks(_MONTH_NAME, "meses", r"adelant\w*", r"proxim\w*"), _ANY),
    (Route.BALANCE, "pending", _has("pendiente", "pendientes")
     + _lacks("factura", "facturas", "recibo", "recibos"), _ANY),
    (Route.INVOICES, "several", _has(*_INVOICE_NOUNS, "meses", "months") + _has(*_SEVERAL)
     + _lacks(*_UNPAID), _ANY),
    (Route.INVOICES, "due_date", _has(*_DUE_DATE)
     # a benefit's end ("¿el iva de la tarifa social se vence?"), not a bill's due day
     + _lacks("tarifa social", "exoneracion", "exencion", "beneficio")
     # a promotion expired ("¿el descuento de fidelidad se venció?"), not a bill's due day
     + _lacks(r"(?:descuento|promo\w*|rebaja|oferta|discount)s? (?:\w+ ){0,3}?(?:ya )?(?:se )?"
              r"(?:vencio|vence|vencia|vencieron|venceria|expir\w*)", _PAPERS_EXPIRED,
              # (its subject left out after it was told: "pagaba con un descuento y ya no
              # aparece. ¿se venció?")
              r"(?:descuento|promo\w*|rebaja|oferta|discount)s? (?:\w+ ){4,16}?(?:ya )?se "
              r"(?:vencio|vencieron|acabo|termino)(?! (?:\w+ )?(?:la|el|mi) (?:factura|recibo))")
     # a payment day supposed against it ("vence el 25, que es Navidad; si la pago el 26, ¿me
     # la cuentan como pagada a tiempo?"): the due date's rule
     + _lacks(r"si (?:\w+ ){0,3}?(?:pago|pagamos|pagara|transfiero|cancelo) (?:\w+ ){0,3}?el "
              r"\d{1,2}"), _ANY),
    (Route.INVOICES, _BILLS_NAMED, _has(
        "factura", "facturas", "recibo", "recibos", "invoice", "invoices", "bill", "bills",
        "statement", "estado de cuenta", "facturacion", "vencida", "vencidas", "pdf",
        "numero de control",
        # the bill named before, its number asked ("¿hasta qué fecha se paga la factura y el
        # número de la misma?")
        r"(?:numero|nro) de (?:la|el) mism[oa]",
        # a named month's sent for ("¿me mandas la de septiembre?")
        _SEND + r" (?:(?:la|el|las|los) (?:de|del) )?(?:mes de )?" + _MONTH_NAME)
     # the bill named only as what a way to pay is for, and whether that way is legit ("someone
     # sent me a bank account in a person's name to pay your invoice, is that legit?")
     + _lacks(r"(?:legit|legal|legitim[oa]|confiable|seguro|real|una estafa|a scam|scam|estafa)"
              r"(?: o no)?", r"personal (?:bank )?account", r"cuenta (?:bancaria )?personal",
              # (or as the one a change applies from: "¿desde qué factura se aplica?")
              _FROM_WHICH_BILL),
     _ANY),
    # a month's bill named without its noun ("¿y la de octubre cuánto fue?", "pásame las
    # facturas, la de octubre sobre todo")
    (Route.INVOICES, "month_named", _has(_A_MONTHS_BILL_NAMED)
     # (which month a bill is for: "¿y la de diciembre es x el servicio de diciembre o de
     # noviembre?")
     + _lacks(_MONTH_BILLED, r"(?:es|son|cobra|corresponde) (?:por|de|a) (?:el servicio|lo|el "
              r"consumo|el mes)"), _ANY),
    # charged for something no rule names ("me cobraron doble??")
    # (unless it asks whether that is the rule: "me cobraron medio mes, ¿es correcto?")
    (Route.BILL_CHANGE, "charged", _has(r"(?:me|nos) (?:cobraron|estan cobrando|facturaron|"
                                        r"cargaron)", "charged me", "charging me")
     + _lacks("es correcto", "es normal", "is it normal", "is that right"), _ANY),
    # "y esos 4.500??"; but "la que termina en 8571" names an account, not an amount
    (Route.BILL_CHANGE, "amount", _has("[a-z]+") + _lacks(*_SPEED_MEASURED, *_SET_ASIDE_MONEY),
     _quoting(1, bare=False)),
)  # fmt: skip
_COMPILED = tuple(
    (route_, name, re.compile(pattern), needs) for route_, name, pattern, needs in _RULES
)
_PERSON_TOLD = re.compile(
    r" (?:me |nos |lo |la )?(?:subi|baje|cambie|pase|contrate|hice|solicite|pedi|firme|cancele|"
    r"reclame|gestione|tramite|hicimos|contratamos|cambiamos|pedimos)(?: \w+){0,8}? con (?:un|una|"
    r"el|la) (?:asesor|asesora|agente|operador|operadora|ejecutivo|ejecutiva)(?= )"
    # or who told or offered something ("el mes pasado un asesor me ofreció la IP estática")
    r"| (?:un|una|el|la) (?:asesor|asesora|agente|operador|operadora|ejecutivo|ejecutiva|vendedor|"
    r"vendedora) (?:de ustedes )?(?:me |nos )?(?:ofrecio|dijo|recomendo|vendio|explico|aseguro|"
    r"prometio|puso|activo|instalo|informo|indico|comento)(?= )"
    # or somebody claiming to be one ("me escribió un supuesto asesor de ustedes pidiéndome el
    # código"): a fraud told, nobody asked for
    r"| (?:un|una|el|la) (?:supuest[oa]|fals[oa]|tal) (?:asesor|asesora|agente|operador|operadora|"
    r"ejecutivo|ejecutiva|empleado|empleada|representante)(?= )"
    r"| (?:que|q) (?:dice|dijo|decia) (?:ser|que era|que es) (?:un |una |el |la )?(?:asesor|"
    r"asesora|agente|operador|operadora|ejecutivo|ejecutiva|empleado|empleada|representante)(?= )"
    # or the department a letter is addressed to ("Señores Atención al Cliente: me dirijo a
    # ustedes…"): its salutation, nobody asked for
    r"|^ ?(?:senores|senor|senora|senoras|sres|sr|sra|estimados|estimado|estimada|a|para) (?:de )?"
    r"(?:la )?(?:atencion al cliente|servicio al cliente|gerencia de atencion al cliente)(?= )"
    # or told something already ("ya le avisé a un asesor que eso no es mío")
    r"| (?:ya )?(?:le |les )?(?:avise|dije|explique|reporte|escribi|comente|plantee|pedi|"
    r"solicite) (?:a )?(?:un|una|el|la|al) (?:asesor|asesora|agente|operador|operadora|ejecutivo|"
    r"ejecutiva)(?= )"
    # or only supposed ("si le digo que quiero alguien de carne y hueso, ¿cuánto me toca
    # esperar?"): asked about, not asked for
    r"| si (?:le |les )?(?:digo|pido|escribo|pongo) (?:que )?(?:quiero|necesito) (?:hablar con )?"
    r"(?:alguien|una persona|un asesor|una asesora|un humano|un agente|un operador)"
    r"(?: de carne y hueso| de verdad| real)?(?= )"
    # or the one a supposed step is taken with ("si hago un acuerdo de pago con un agente, ¿me
    # quitan el recargo?")
    r"| (?:si|if) (?:\w+ ){1,6}?(?:con|with) (?:un|una|el|la|an|a|the) (?:asesor|asesora|agente|"
    r"operador|operadora|ejecutivo|ejecutiva|agent|rep|representative)(?= )"
)
"""A person told as who did something with the sender ("el 10 me subí de fibra 100 a fibra 600
con un asesor"): no person asked for now."""
_SOMEBODY_ELSES_WAY = re.compile(f" {_SOMEBODY_ELSES_WAY_ASKED} ")
_HOW_TO_REACH_ONE = re.compile(
    r" (?:como|komo|que) (?:hago|ago|hacemos|tengo que hacer|hay que hacer|puedo hacer) "
    r"(?:pa|para|pra) "
    r"(?:que|q|k) (?:me|nos) (?:pasen|pase|comuniquen|comunique|atienda|atiendan|transfieran|"
    r"transfiera|conecten|conecte)"
    r"| (?:como|komo) (?:puedo |hago pa |hago para )?(?:hablar|comunicarme|contactar)"
    r"| how (?:do|can) (?:i|we) (?:get|talk|speak|reach|be)"
    # the person wished first, then "¿cómo hago?" ("quiero que me atienda una persona de carne
    # y hueso, ¿cómo hago y cuánto me va a tocar esperar?")
    r"| (?:persona|humano|humana|agente|asesor|asesora|operador|operadora|alguien)(?: \w+){0,4}? "
    r"(?:como|komo) (?:hago|hacemos|le hago)"
    # (asked of anyone who asks for one: "cuando uno pide hablar con un agente, ¿cuánto tarda
    # en contestar?")
    r"| (?:cuando|si) (?:uno|una|alguien|one|you) (?:pide|solicita|quiere|asks? for|request\w*) "
    r"(?:hablar|que (?:lo|la|le) (?:atienda|pasen)|an? (?:agent|person|human))"
)
"""How one gets a person, asked ("¿cómo hago pa que me pasen con un asesor?"), or what happens
when anyone asks for one."""
_WAIT_ASKED = re.compile(
    r" (?:cuanto|cuantos minutos|cuanto tiempo) (?:\w+ ){0,4}?(?:esperar|espera|espero|esperamos|"
    r"tardan|tarda|demoran|demora)| how long (?:\w+ ){0,5}?(?:wait|waiting|take)"
    r"| (?:la )?espera (?:es )?"
    r"(?:de )?cuanto"
)
"""How long the wait for a person is, asked ("¿y cuánto hay que esperar más o menos?")."""
_PUT_ME_THROUGH = re.compile(
    r" (?:pasame|paseme|pasenme|comunicame|comuniqueme|comuniquenme|transfiereme|conectame|"
    # (wished: "quisiera que me comunique con alguien que sea persona")
    r"(?:que|q) me (?:comunique|comuniquen|pase|pasen|transfiera|transfieran|conecte|conecten)) "
    r"(?:con|a) "
    # (or a person wished to attend: "quiero que me atienda un agente de una vez")
    r"| (?:que|q) me (?:atienda|atiendan) (?:un agente|una persona|un asesor|una asesora|alguien|"
    r"un humano|una humana|un operador|una operadora) "
)
"""A person asked for outright ("pásame con alguien de carne y hueso"): with the wait asked
beside it, the section that says both."""
_WHEN_ONE_ANSWERS = re.compile(
    r" cuando (?:es que )?(?:me |nos )?(?:contesta|contestan|responde|responden|atiende|atienden|"
    r"escribe|escriben) (?:una persona|alguien|un agente|un asesor|una asesora|un humano|una "
    r"humana|gente)"
    r"| when (?:will|would|does|do) (?:a person|someone|somebody|an agent|a human|anyone) "
    r"(?:\w+ )?(?:answer|reply|respond|write back|get back)"
    # (or whether one answers a message sent now: "if I send the message now is someone gonna
    # answer or does it just get lost?", "si escribo ahorita, ¿alguien me contesta o se pierde?")
    r"| (?:is|will) (?:someone|somebody|anyone|a person|an agent) (?:gonna |going to )?(?:answer|"
    r"reply|respond|see it|read it)"
    r"| (?:alguien|una persona|un agente|un asesor) (?:me |nos )?(?:contesta|contestaria|va a "
    r"contestar|responde|responderia|lo ve|lo lee|atiende|atienden|atenderia|van a atender|va a "
    r"atender) (?:\w+ ){0,3}?o (?:se pierde|se queda|se borra)"
    # (whether one attends at an hour or on a day told: "solo puedo escribir como a las 7:30 de
    # la noche, ¿me atiende una persona a esa hora?")
    r"| (?:me|nos) (?:atiende|atienden|atenderia|atenderian|contesta|contestan|responde|"
    r"responden) (?:una persona|alguien|un agente|un asesor|una asesora|gente) (?:\w+ ){0,2}?"
    r"(?:a esa hora|a esta hora|a esas horas|a las \d{1,2}|ese dia|el sabado|el domingo|en la "
    r"noche|de noche|un sabado|un domingo) "
    # (or whether anyone works on a given day: "if I need to talk to a person on December 25th,
    # will anyone be working, and during what hours?", "¿el 24 trabaja alguien?")
    r"| (?:will|is|would) (?:anyone|someone|somebody|a person|an agent) (?:be )?(?:working|there|"
    r"available|open|in the office)"
    r"| (?:trabaja|trabajan|va a trabajar|van a trabajar|hay) (?:alguien|gente|personal|alguna "
    r"persona) (?:\w+ ){0,3}?(?:el|ese|los|en) (?:dia|\d{1,2}|domingo|sabado|feriado|navidad|"
    r"24|25|31)"
)
"""When a person will answer, asked ("¿cuándo es que me contesta una persona?"): the opening
hours, not a hand-over now."""
_TOLD_AGAIN_FEARED = re.compile(
    r" (?:contar|explicar|repetir|decir|echar) (?:\w+ ){0,3}?(?:otra vez|de nuevo|desde el "
    r"principio|desde cero)| repeat (?:myself|everything|it all)| (?:start|explain) (?:\w+ ){0,3}?"
    r"(?:over|again|from scratch) "
)
"""The story feared to be told again to a person ("no tengo ganas de contar todo otra vez desde
el principio"): what the section on talking to one answers, with the wait."""
REACH_A_PERSON = "reach_a_person"
"""The topic of how one gets a person, asked with how long the wait is."""
_REACH_A_PERSON_HEADING = next(
    heading for topic, _, heading in _HEADED_FAMILIES if topic == REACH_A_PERSON
)
"""The words of the heading on talking to a person, as its family names them."""

_HUMAN_RULES = tuple(rule for rule in _COMPILED if rule[0] is Route.HUMAN)
_ACCOUNT_RULES = tuple(rule for rule in _COMPILED if rule[0] is not Route.HUMAN)

# A case supposed ("si me bajo de plan", "si pago con verdes", "si me quedo sin servicio"):
# "si" and a verb in the first person present (or "pagamos"), not a question reported ("quiero
# saber si tengo deuda", "dime si debo algo") nor a fact ("si me dijeron").
_SUPPOSED_CASE = (
    r"(?<!saber )(?<!dime )(?<!decirme )(?<!ver )(?<!revisar )(?<!confirmar )"
    r"(?<!pregunto )(?<! o )(?<!confirmas )(?<!confirmame )(?<!confirmen )(?<!averiguar )"
    r"(?<!preguntara )(?<!preguntar )(?<!pregunte )(?<!preguntaras )(?<!averiguara )"
    r"(?<!verificar )(?<!chequear )"
    # (not "sí" said after the one who did it: "yo si pagué octubre, ¿lo tienen registrado?")
    r"(?<!yo )(?<!nosotros )(?<!ella )(?<!el )si (?:no )?(?:me |nos |lo |la |le |les |te )?"
    r"(?!(?:tengo|debo)(?! (?:\d+|dos|tres|cuatro|varias|varios|mas de) ))"
    r"(?!(?:hay|llego|salio|sigo|vivo|claro|bueno|pero|como|solo|todo|mismo|entro|cayo|"
    r"aparecio|reflejo|acredito) )"
    r"(?:[a-z]{2,}o|pagamos|pagara|pagas|paga|[a-z]{3,}(?:amos|emos|imos)|voy|vamos|doy|"
    r"damos)"
    # the same, on a day named first ("si el 10 de diciembre me paso al de 100", "si a mitad
    # de mes me cambio")
    r"|si (?:el \d{1,2}(?: de [a-z]+)?|a (?:mitad|mediados|finales|principios|fin) de(?:l)? mes|"
    r"manana|hoy|esta semana|la semana que viene|el mes que viene|el proximo mes|el ano que viene|"
    r"el proximo ano|el otro ano|mas adelante|algun dia) "
    r"(?:me |nos |le |les )?(?:[a-z]{2,}o|[a-z]{3,}(?:amos|emos|imos))"
    # something happening to the sender ("si me pasa con ustedes, ¿qué me cobran?")
    r"|si (?:eso )?(?:me |nos )?(?:pasa|pasara|llega a pasar|ocurre|ocurriera|sucede|sucediera)"
    # some day, or a purpose ("si algún día pago de más", "pa bajarme a un plan más barato")
    r"|si (?:algun dia|algun mes|alguna vez|en algun momento)"
    # someone else doing something to the sender ("si el banco me reversa una transferencia")
    r"|si (?:el|la|los|las) [a-z]{3,} (?:me|nos) [a-z]{3,}(?:a|e|an|en)"
    # a price or a rate moving ("si el dólar se dispara a mitad de mes", "si la tasa sube")
    r"|si (?:el|la|los|las) (?:dolar|euro|tasa|tasas|precio|precios|bcv|cambio|iva|impuestos?)"
    r"(?: \w+){0,2} (?:se [a-z]{3,}|sube|suben|baja|bajan|cambia|cambian|aumenta|aumentan|varia|"
    r"varian|dispara|disparan)"
    # eating up what the plan gives ("si me como todas las gigas")
    r"|si (?:me|nos) (?:como|comemos|comi|comimos)"
    # a way of paying weighed ("pagar en dólares me sale más caro que en bolívares?")
    r"|(?:pagar|pagando) (?:en|con|por) (?:\w+ ){1,8}(?:sale|es|cuesta|resulta) "
    r"(?:mas|menos|igual)"
    r"|(?:pa|para) (?:bajarme|subirme|cambiarme|pasarme|mudarme|darme de baja)"
    # not agreeing with something supposes a dispute ("si no estoy conforme con un cobro")
    r"|si no (?:estoy|estamos|esta|estas) (?:conformes?|de acuerdo|satisfech\w*)"
    # reaching a limit or a day ("si llego al tope de gigas", "si llego tarde a pagar"), not
    # something that arrived ("no sé si llegó el pago": the payment's status)
    r"|si (?:me |nos )?(?:llego|llegamos) (?:al?|tarde|hasta)"
)
# What makes a message a question about a rule, a price or how something works rather than
# about the sender's own account: asking what a thing is, what happens if, how much a
# product costs, how or whether something can be done, when the ISP does something.
_SOMEBODY = (
    r"(?:pana|amig[oa]|vecin[oa]|prim[oa]|herman[oa]|conocid[oa]|ti[oa]|compadre|comadre|"
    r"cunad[oa]|suegr[oa]|hij[oa])"
)
"""Somebody else (a friend, a neighbour, a relative)."""
_NOT_A_GUESS = r"(?<!creo )(?<!pienso )(?<!supongo )(?<!parece )(?<!seguro )(?<!capaz )"
"""Not after what the sender believes ("creo que son dos")."""
_GENERAL = _has(
    # "¿qué es eso?" points back at what the message said; "¿qué es eso del IGTF?" asks
    # (not a guess told: "creo q son 2 o 3 ya", "pienso que es la de octubre")
    # (nor who somebody is: "mi papá, q es el del contrato")
    _NOT_A_GUESS + r"que es(?! (?:esto|eso|ese|esa|este|esta) (?!de |del ))"
    r"(?! (?:el|la) (?:del|de la|titular|dueno|duena|que|q) )", _NOT_A_GUESS
    + "que son", "que significa",
    "que significan", "que quiere decir",
    "en que consiste",
    # what the company keeps doing in a case ("do you keep issuing monthly invoices while it's
    # off?")
    r"(?:do|will|would) you (?:keep|still|continue|stop)",
    # what to check oneself first ("se me cayó el internet, antes de que me manden un técnico,
    # ¿qué reviso yo por aquí?")
    r"(?:que|q) (?:reviso|chequeo|verifico|pruebo|reviso yo|chequeo yo)",
    # (not the amount owed asked: "what's the full amount to clear everything?")
    r"what is(?! (?:the |my |our )?(?:\w+ )?(?:amount|balance|total|debt)\b)", "what are",
    "what does", "what do", "que pasa si",
    # ("what tax do you add on top of the price?")
    r"(?:what|which) (?:tax|taxes|vat)",
    "que pasa cuando", "que sucede si", "que pasa con", "what happens",
    # whether an offer heard of applies to a plan ("vi en instagram q no están cobrando la
    # instalación, ¿aplica pal plan de 100 megas?")
    r"(?:aplica|aplican|sirve|vale|entra|entran) (?:tambien )?(?:pa|pal|para|a|al|en|con) "
    r"(?:el |la |los |mi |un )?(?:plan|planes|fibra|de \d+)",
    # how something is changed ("me sigue llegando al correo de él, ¿cómo la cambio?")
    r"como (?:la|lo|las|los) (?:cambio|actualizo|modifico|corrijo|arreglo)",
    _SUPPOSED_CASE, "if i", r"if (?:the|it|they|prices?|rates?|you|we)", _SOMEBODY_ELSE_PAYING,
    # what someone else may do ("mi mamá es pensionada, ¿ella puede pagar menos impuesto?")
    r"(?:el|ella|ellos|ellas|uno|alguien|una persona|un pensionado|una pensionada|un jubilado|"
    r"una jubilada) (?:puede|pueden|podria|podrian|tiene derecho|tienen derecho)",
    # a new one to pay for, or its price ("¿tengo que pagar uno nuevo de 30 dólares?")
    _A_NEW_ONE_PAID,
    # a thing to buy priced ("¿cuánto me sale uno nuevo?")
    r"cuanto (?:me |nos )?(?:sale|cuesta|cobran) (?:un|una|uno|otro|otra) (?:nuev[oa]|\w+)",
    r"cuanto (?:cuesta|cuestan|sale el|sale la|sale (?:un|una|uno|otro|otra)|salen|vale|valen|"
    r"cobran|es el|es la|tarda|"
    r"tardan|demora|dura|duran|tiempo)", "precio", "precios", "costo",
    # ("¿cuánto puede tardar?")
    r"cuanto (?:puede|podria|suele|va a) (?:tardar|demorar|durar)",
    # (but not a line already on a bill asked after: "in the bill there is a line IGTF, how
    # much is it?")
    r"how much is(?! it (?:and |why |$))",
    "how much does", "how much do", "cost", "costs",
    # the price of adding something ("¿cuánto sale agregar la TV básica al plan?")
    r"cuanto (?:me |nos )?(?:sale|cuesta|cobran|costaria|saldria) (?:agregar|agregarle|anadir|"
    r"anadirle|ponerle|meterle|contratar|sumarle|activar|activarle)",
    # whether what was told can be done ("the finance team needs the invoices in English. Is
    # that possible?")
    r"(?:is|would) (?:that|it|this) (?:be )?possible",
    r"como (?:puedo|hago|se|doy|paso|funciona|funcionan|pago|reporto|contrato|cambio|"
    r"cancelo|leo|quito|elimino|desactivo|agrego|activo|retiro|suspendo)",
    r"donde (?:puedo |veo |pago)", "how do", "how does", "how can",
    # what the company lets the sender do ("¿me dejan pagar lo q debo en partes?")
    r"(?:me|nos) (?:dejan|permiten|aceptan) (?:pagar|abonar|dividir|fraccionar)",
    # what the company will do to the sender ("se me fueron los gigas, ¿me van a poner lento
    # el internet?", "¿me lo van a quitar?"): its rule
    r"(?:me|nos|le|les|me lo|me la|se lo|se la|nos lo|nos la) van a (?:poner|cortar|suspender|"
    r"quitar|cobrar|rebajar|descontar|reconocer|bajar|subir|cambiar|dejar|reducir|limitar)",
    # a price asked "at how much" ("¿a cómo cobran el giga extra?", "¿a cómo sale la IP fija?")
    r"a como (?:cobran|cobra|sale|salen|esta|estan|venden|vende|es|son|queda|quedan)",
    # where something is found ("el número de control fiscal, ¿dónde lo ubico?")
    r"donde (?:lo |la |los |las )?(?:ubico|encuentro|consigo|busco|reviso|leo)",
    # how long something lasts or takes ("la rebaja de cliente nuevo, ¿cuántas facturas me
    # dura?")
    r"cuant[oa]s (?:meses|facturas|dias|semanas|horas|ciclos) (?:me |nos |le |les )?"
    r"(?:dura|duran|tarda|tardan|demora|demoran)",
    # what a rule's figure depends on, or a penalty's amount ("la multa por atraso, ¿de cuánto
    # es? ¿depende de los días que pasen?")
    r"depende (?:de|del)", "depends on",
    # a grace period after the due date ("is there a grace period, or does the 26th count as
    # late?")
    "grace period", r"counts? as late",
    # the VAT charged again on something ("¿a ese saldo le vuelven a cobrar IVA?")
    r"(?:vuelven|van a volver|vuelve) a (?:cobrar|meter|poner|cargar|sumar) (?:\w+ )?(?:iva|"
    r"impuesto)",
    # whether a price holds the VAT or it comes on top ("¿son con IVA incluido o va aparte?")
    r"(?:con|el|la) (?:iva|impuesto) incluid[oa] o (?:\w+ ){0,3}?aparte",
    r"(?:iva|impuesto) (?:va|viene|se paga|se cobra) aparte",
    r"(?:multa|recargo|penalidad|penalizacion) (?:por (?:atraso|retraso|mora|pagar tarde) )?"
    r"(?:de )?cuanto (?:es|son|sale|seria|cobran)",
    r"(?:de )?cuanto (?:es|son|sale|seria) (?:la|el) (?:multa|recargo|penalidad|penalizacion) "
    r"(?:por|de) (?:atraso|retraso|mora|pagar tarde)",
    "puedo", "se puede", "can i", "podria", "aceptan",
    # (not a payment they hold: "¿lo tienen registrado?")
    r"tienen(?! (?:registrad|anotad|recibid|cargad|asentad)[oa]s?)", "hacen", "ofrecen",
    "manejan", r"do you (?:accept|have|offer|take|sell)",
    # what the company sells or lends ("¿venden televisores a cuotas?")
    r"(?<!me )(?<!nos )(?:venden|alquilan|financian|prestan|rentan)",
    r"do you charge (?:per|for|extra|anything|a |an )",
    # whether the company gives a kind of thing ("¿me dan factura fiscal?", "¿nos dan un
    # router?"), not the customer's own one ("¿me dan la factura?")
    r"(?:me|nos|les|le) (?:dan|entregan|emiten|hacen|ofrecen|venden|prestan|regalan)"
    r"(?! (?:mi|mis|la|el|los|las|lo|este|esta|ese|esa|estos|estas|esos|esas|su|sus) )",
    "a que hora", r"hasta (?:que|q) hora", "horario", "cual es el", "de cada mes", _WHICH_RATE,
    r"(?:which|what) (?:\w+ )?rate",
    # moving house, said in the present ("me mudo", "me cambio de apartamento")
    # (not a move already made: "nos mudamos hace poco y todo bien")
    r"(?<!ya )(?:me|nos) (?:mudo|mudamos|cambio de|cambiamos de|voy a vivir|vamos a vivir)"
    r"(?! hace | el mes pasado| la semana pasada| ayer)",
    r"(?:me voy a|nos vamos a|vamos a|voy a|estoy pensando en|estoy pensando|pensando en|pienso|"
    r"estamos pensando en|estamos pensando) (?:mudar\w*|cambiar\w*|dar de baja|darme de baja|"
    r"cancelar|contratar|trasladar\w*|retirar\w*|bajar\w*|subir\w*|pasar\w*)",
    # a figure supposed for someone else ("mi mamá es jubilada, ¿de cuánto sería el IVA pa
    # ella?"), not the sender's own ("¿y cuánto sería en total?")
    r"(?:cuanto|de cuanto|como) (?:le |les )?(?:seria|serian|quedaria|quedarian|saldria|saldrian|"
    r"costaria|costarian) (?:\w+ ){0,4}?(?:(?:para|pa|de|a) (?:ella|ellos|ellas|mi (?:mama|papa|"
    r"abuela|abuelo|tia|tio|hermana|hermano|hija|hijo|esposa|esposo|suegra|suegro))|"
    r"(?:para|pa) el(?= $))",
    # a price of a plan named ("¿cuánto sale al mes el de 600 megas?")
    r"cuanto (?:sale|salen|cuesta|cuestan|vale|valen|cobran)(?: al mes| mensual| por mes)? "
    r"(?:el|la) (?:de|plan|fibra|paquete)",
    "is there any", "are there any",
    # a rate asked ("what percentage of tax do you charge?")
    "what percentage", "que porcentaje", "cual es el porcentaje",
    # a procedure's steps asked ("conocer el procedimiento para que las facturas se emitan con
    # el RIF de la empresa")
    r"(?:el|cual es el|que) (?:procedimiento|tramite|proceso) (?:para|de|a seguir)",
    r"(?:los|que|cuales son los) (?:pasos|requisitos) (?:para|a seguir|de)",
    # what goes on while the service is cut ("me tienen cortado, ¿igual me siguen llegando las
    # facturas mientras estoy sin servicio?"): the suspension's rule
    r"mientras (?:estoy|este|esta|estemos|estamos|sigo|siga|sigamos|seguimos|tenga|tengo|lo tengan|"
    r"me tengan|nos tengan) (?:cortad\w*|suspendid\w*|sin servicio|sin internet)",
    r"while (?:i me |i m |i am |i |we re |we are |it s |it is |the service is )?(?:still )?"
    r"(?:cut off|suspended|disconnected)",
    # what a discount or a tax is reckoned on ("¿el descuento de fidelidad se aplica a toda la
    # factura o solo al plan?"): the promotions' or the tax's rule
    r"(?:descuento|promo\w*|rebaja|discount|iva|impuesto|tax) (?:\w+ ){0,4}?(?:se )?(?:aplica|"
    r"aplican|calcula|calculan|applies|apply|applied) (?:a|al|sobre|en|to|on)",
    # a penalty for a step ("quiero bajarme a fibra 50, ¿hay multa por eso?"): the step's rule
    r"(?:multa|multas|penalidad|penalizacion|penalty|recargo|cargo|costo) (?:por|for) (?:eso|esto|"
    r"bajar\w*|cambiar\w*|cancelar\w*|irme|salirme|retirarme|dar de baja|darme de baja|"
    r"pasar\w*|subir\w*|downgrad\w*|upgrad\w*|cancel\w*)",
    r"hay (?:algun|alguna|algunos|algunas)(?! (?:pago|cargo|cobro|deuda|saldo|factura|recibo|"
    r"monto|problema|error) )", r"(?:tiene|tienen|hay|dan|existe|existen) (?:algun |alguna )?"
    r"(?:descuento|beneficio|rebaja)", "que hago", "que debo hacer", "que puedo hacer",
    "what do i do", "what should i do", r"que (?:le )?(?:pongo|coloco|escribo)",
    # what to write ("¿qué debemos colocar en el concepto del pago móvil?")
    r"que (?:debo|debemos|tengo que|tenemos que|hay que) (?:poner|colocar|escribir)",
    # how long the company takes ("¿cuánto se tardan en responder?")
    r"cuanto (?:se )?(?:tarda|tardan|demora|demoran|tiempo)", "en cuanto tiempo", "how long",
    # what the company will do about something ("¿me van a reconocer esos días?")
    r"(?:me|nos) (?:van a|vas a|va a) (?:reconocer|descontar|rebajar|devolver|compensar|"
    r"acreditar)",
    r"cuanto es lo que (?:cobran|cuesta|sale|vale|se paga)",
    # how a group does something ("¿cómo hacemos con la retención?"), whether a charge pays a
    # tax ("¿la mora paga IVA?")
    r"como (?:hacemos|podemos|hago|hace) (?:con|para|pa)",
    r"(?:paga|pagan|cobran|cobra|tiene|tienen|lleva|llevan) (?:el )?(?:iva|igtf)",
    r"(?:pechan|cobran|meten|cargan|ponen|suman) con (?:el )?(?:16|iva|impuesto)",
    # papers asked for, how a benefit is renewed, whether something is charged once
    r"que (?:papeles|requisitos|documentos|documento|recaudos|planilla) (?:necesito|necesitamos|"
    r"piden|hay que|debo|debemos|tengo que|tenemos que)",
    r"como (?:lo|la) (?:renuev\w*|renovamos|saco|sacamos|tramito|tramitamos|pido|pedimos|"
    r"solicito|activo)",
    r"(?:se )?(?:paga|pagan|cobra|cobran) (?:solo )?(?:una sola vez|una vez|cada mes|"
    r"todos los meses)",
    r"(?:me |nos )?(?:lo|la|los|las) (?:cobran|cobra|van a cobrar|siguen cobrando) (?:solo )?"
    r"(?:una sola vez|una vez|esta vez|cada mes|todos los meses|aparte|siempre|solo una vez)",
    # the rate a price is at ("¿a cuánto está la tasa que usan pa facturar?")
    r"a cuanto (?:esta|estan|es|toman|calculan) (?:la tasa|el dolar|el cambio|el euro)",
    # permission asked ("¿me dejan pagarla en cuotas?", "¿me permiten pagar después?")
    r"(?:me|nos|le|les) (?:dejan|permiten|aceptan)",
    # time given ("¿me aguantan hasta el lunes sin multa?", "¿me dan chance?")
    r"(?:me|nos) (?:aguantan|esperan|dan chance|dan tiempo|dan plazo|dan hasta)",
    # the invoices asked to come out another way ("necesito que las facturas salgan con el RIF
    # de la firma"): how that is done
    _INVOICE_FORM + r" (?:con|a nombre|sin)",
    # the procedure for something asked ("¿cuál es el procedimiento para el reintegro?")
    _PROCEDURE,
    # which month a bill charges for ("¿cobra el mes que pasó o el que viene?")
    _MONTH_BILLED,
    # what to send or give, and since when a change applies ("¿qué envío y desde cuándo
    # aplica?", "¿qué datos le paso?")
    r"que (?:envio|mando|enviamos|mandamos|les envio|les mando|debo enviar|debo mandar|"
    r"tengo que enviar|tengo que mandar|hay que enviar|hay que mandar)",
    r"que (?:tenemos|tengo) que (?:enviar|mandar|presentar|consignar)\w*",
    r"que (?:datos|informacion|clave) (?:le|les) (?:paso|doy|pasamos|damos|tengo que dar|"
    r"tengo que pasar)",
    r"(?:desde|a partir de) cuando (?:aplica|se aplica|rige|entra|empieza|comienza)",
    # what the company does to a charge or to someone, in the present ("¿al recargo le meten
    # IVA?", "¿a los pensionados les rebajan el impuesto?", "¿eso me lo rebajan?")
    r"(?:le|les) (?:meten|ponen|aplican|suman|cargan|rebajan|descuentan|quitan|cobran|agregan|"
    r"incluyen)",
    # what happened to somebody else's bill, told to ask the rule ("a mi hermano le vino baratica
    # la primera factura, ¿la próxima le llega completa?"): no account of the sender's
    # ("¿les llegó el pago móvil?" is the sender's payment reaching the company)
    r"(?:le|les) (?:vino|viene|llego|llega|llegaron|cobraron|instalaron|instalan|conectan|"
    r"conectaron|facturaron|cortaron|va a llegar|van a cobrar|va a venir)"
    r"(?! (?:el|mi|la|lo|los|las|mis) (?:que )?(?:pago|pagos|pague|pagamos|transferencia|"
    r"transferencias|transferi|deposito|depositos|deposite|abono|abone|plata|dinero|reporte)\b)",
    r"(?:me|nos) (?:lo|la|los|las) (?:rebajan|descuentan|compensan|reconocen|devuelven|"
    r"reembolsan)", "agarran", "aceptan pagos",
    # something wished added to the service ("quiero ponerle canales al internet")
    _WISHED_ADDITION,
    r"hay que (?:pedir\w*|solicitar\w*)",
    # whether something is paid for ("¿hay que pagar instalación?"), not the bill itself
    r"(?<!cuanto )hay que pagar(?: la| el| algo| por| un| una)?(?! (?:la |el |mi )?(?:factura|"
    r"recibo|deuda|saldo|mensualidad|cuenta|total))"
    # (the service's own month, "¿cuánto es lo que hay que pagar del internet este mes?": the
    # amount owed)
    r"(?! del (?:internet|servicio|wifi|plan|mes)\b)(?! (?:de )?este mes\b)",
    r"cuando (?:hago|haga|hacemos|pague|transfiera|realice)",
    "cual es la", "cuales son",
    # said of anyone ("cuando uno se cambia a mitad de mes"), how a sum is reckoned ("¿cómo
    # sacan la cuenta?"), what would happen ("¿cuándo empezaría a pagar menos?")
    r"(?:cuando|si|a) uno", r"uno (?:tiene|puede|debe|paga|se [a-z]+)",
    r"como (?:sacan|calculan|cuentan|prorratean)",
    r"(?:empezaria|empezarian|pagaria|costaria|saldria|cobrarian|cobraria|quedaria|aplicarian|"
    r"aplicaria|devolverian|descontarian|subiria|bajaria)",
    # how a group asks for something, what it must do ("¿cómo solicitamos la baja y qué
    # debemos hacer con la ONT?")
    r"como (?:solicit\w*|tramit\w*|gestion\w*|pedimos|pido)",
    r"que (?:debemos|tenemos que|tengo que|hay que) (?:hacer|presentar|llevar|enviar|mandar)",
    r"que hacemos",
    # when the company charges something ("¿y las gigas de más cuándo las cobran?")
    r"cuando (?:\w+ )?(?:las|los|lo|la) (?:cobran|facturan|cargan|aplican)",
    r"cuando (?:cobran|facturan)",
    "will the", "will it", "will they", "will there", "would the", "would it",
    # where something shows, and how it differs ("¿eso dónde sale? ¿es distinto al número de
    # factura?")
    r"(?<!de )donde (?:sale|salen|aparece|aparecen|viene|vienen|lo veo|la veo|se ve|lo encuentro|"
    r"la encuentro)", r"es (?:distinto|diferente|igual|lo mismo) (?:al|a la|a los|que el|que la)",
    # what the company puts on a charge ("el IVA, ¿se lo meten a las gigas extra?")
    r"se (?:lo|la|le|les) (?:meten|ponen|aplican|suman|cobran|cargan|agregan) a",
    # what a plan brings ("¿y cuántas gigas trae?")
    r"cuant[oa]s (?:gigas|gb|megas|datos) (?:trae|traen|incluye|incluyen|da|dan)",
    # somebody else's bill or plans ("vi en la factura de un pana…", "mi vecino va a contratar")
    r"(?:factura|recibo|cuenta) (?:de|del) (?:un|una|mi) " + _SOMEBODY,
    r"(?:mi|un|una) " + _SOMEBODY + r" (?:va a|quiere|piensa|esta pensando en) "
    r"(?:contratar|poner|instalar|mudarse|meter|pedir)",
    # (a rumour asked about, not a figure to be checked: "¿cuánto consumí? pa ver si es verdad
    # q me pasé")
    r"(?<!ver si )(?<!saber si )es (?:verdad|cierto) (?:que|q)", "cuantas cuotas",
    # what the company charges, in the customers' words ("¿cuánto me clavan de multa?")
    r"cuanto (?:me |nos |te |le )?(?:clavan|meten|ponen|cargan|quitan)",
    r"en cuant[oa]s (?:horas|dias|minutos)",
    r"(?:me|nos) (?:lo|la|los|las) (?:vuelven|van) a cobrar", _STAFF_ON_DUTY,
    "cuantos dias", r"cuando (?:cierra|cierran|sale|salen|llega|emiten|cortan|es|se)",
    # a price asked "a cómo" ("¿a cómo cobran cada giga extra?")
    r"a como (?:cobran|cobra|sale|salen|cuesta|cuestan|es|esta|estan|venden|dan)",
    "que dia", "pueden", "gratis", "sin costo", "tiene costo", "a nombre de",
    r"hasta cuando", "when is", "when does", "when do", "es correcto", "es normal",
    r"llevan? iva", "metodos de pago", "formas de pago", "datos para pagar",
    r"datos (?:de|del) pago movil", "a que cuenta", "a que numero",
    # a step wished, not one ruled out ("¿cuántos gigas llevo? no quiero pasarme otra vez")
    r"(?<! no )quiero (?:cambiar|cambiarme|pasarme|pasar|subir|bajar|cancelar|dar de baja|"
    r"contratar|mudarme|trasladar|poner|hacer|reclamar|quejarme)",
)  # fmt: skip
# What ties a message to the sender's own account: its bill, balance or payment named as
# theirs, something that happened on it ("me cobraron", "pagué", "me cortaron"), a charge
# pointed at ("este cargo", "esa mora"), or an amount quoted.
_OWN = _has(
    _WHAT_IS_TO_PAY,
    _THE_DEBTS_AMOUNT,
    # what two lines of the bill come to together ("un crédito y un cargo por 16 días, ¿cuánto
    # es el neto de eso?"): the bill's figures, not the rule that makes them
    r"(?:cuanto|de cuanto) (?:es|seria|da|sale|queda|me queda) (?:el )?neto",
    r"cuanto (?:suman|dan|quedan) (?:\w+ )?(?:al final|en total|juntas|juntos|en neto)",
    r"(?:what s|what is|whats) the net", r"net (?:amount|total|of (?:that|those|it|them|both))",
    # the bills still to pay, asked ("¿cuáles son las facturas que están pendientes?"): no
    # rule lists them, only the account
    r"(?:las|los) (?:facturas|recibos|meses) (?:que (?:estan|tengo|tenemos|hay|quedan) )?"
    r"(?:pendientes|abiertas|abiertos|por pagar|sin pagar|vencidas|vencidos)",
    *_BALANCE_ASKED_FOR,
    # what is being billed to the sender ("¿cuánto se nos está facturando por el alquiler?")
    r"se (?:me|nos) (?:esta|estan) (?:facturando|cobrando)",
    # a discount being made to the sender ("el descuento q me están haciendo")
    r"(?:me|nos) (?:esta|estan) (?:haciendo|dando|aplicando|descontando|rebajando)",
    r"(?:me|nos) (?:esta|estan) (?:facturando|cobrando)",
    r"(?:mi|mis|my|nuestra|nuestro|nuestras|nuestros) (?:(?:primera|ultima|ultimo|ultimas|"
    r"ultimos|proxima|actual) )?(?:factura|facturas|recibo|recibos|cuenta|saldo|deuda|pago|"
    r"pagos|transferencia|transferencias|deposito|consumo|plan|servicio|internet|bill|bills|"
    r"invoice|invoices|account|balance|"
    r"payment|payments)",
    r"me (?:cobraron|cobro|estan cobrando|esta cobrando|llego|llegaron|salio|salieron|"
    r"aparecio|vino|facturaron|subieron|aumentaron|aumento|subio|cortaron|quitaron|descontaron|"
    r"devolvio|"
    r"devolvieron|reversaron|reverso|pusieron|cargaron|instalaron)",
    r"nos (?:llego|cobraron|estan cobrando|facturaron|cortaron|salio|aparecio|vino|cargaron|"
    r"reversaron|reverso)",
    # charging begun ("¿por qué nos empezaron a cobrar IVA?"), or the sender's payment named by
    # its making ("¿entró el último pago que hice?")
    r"(?:me|nos) (?:empezaron|comenzaron) a (?:cobrar|facturar)",
    # a charge complained of as billed now ("¿xq me cobran quinientos veintisiete de pago
    # devuelto si fue el banco?"): the sender's own bill's line, not its rule
    r"(?:por que|porque|pq|why) (?:me|nos) (?:cobran|cobra|estan cobrando|esta cobrando|"
    r"facturan|cargan)",
    r"(?:el|la) (?:ultimo |ultima )?(?:pago|transferencia|deposito|abono) (?:que|q) (?:hice|"
    r"hicimos|mande|mandamos|envie|enviamos|realice|realizamos)",
    # lines seen on the sender's bill now ("ahora me salen dos cobros raros, un crédito y un
    # cargo"), not a price asked ("¿cuánto me sale el plan?")
    r"(?:me|nos) (?:sale|salen|aparece|aparecen|viene|vienen) (?:dos |tres |unos |unas |un |una |"
    r"varios |otro |otra )?(?:\w+ )?(?:cobros?|cargos?|renglones?|lineas?|creditos?)",
    # (or told of the bill: "en la factura salen dos renglones de 16 días")
    r"(?:en|a) (?:la|mi) (?:factura|recibo) (?:me |nos )?(?:sale|salen|aparece|aparecen|viene|"
    r"vienen) (?:dos |tres |unos |unas |un |una |varios |otro |otra )?(?:\w+ )?(?:cobros?|cargos?|"
    r"renglones?|lineas?|creditos?)",
    # a month's bill named without its noun ("¿cuánto es la de noviembre?", "¿por qué es más
    # que la de octubre?"): the sender's own
    _A_MONTHS_BILL_NAMED,
    r"(?:tengo|tenemos) (?:para|pa|hasta)",
    # (or "chance" to pay, asked bare: "¿hasta q día tengo chance?"; the day of every month,
    # "hasta q día del mes tengo chance", and the fee it spares, "… chance sin q me pongan la
    # multa", are the rule's)
    r"(?<!del mes )(?<! no )(?:tengo|tenemos) (?:chance|tiempo)(?= $| (?:de|d|pa|para) "
    r"pagar(?:la|lo)? $)", r"(?:esta|este) (?:vino|llego|salio)",
    # this month's bill, named or pointed at ("¿hasta cuándo tengo chance de pagar la de este
    # mes?", "el número de factura, ¿cuál es el de este mes?")
    r"(?:lo|la|el|la factura|el recibo|la cuenta|el pago)(?: mia| mio)? de este mes",
    # (or the paying this month asked until when: "¿hasta qué día tengo chance de pagar este
    # mes sin que me metan recargo?"; "del mes", any month's day, is the rule's)
    r"(?:hasta (?:que|q) dia|hasta cuando) (?:\w+ ){0,4}?pag\w* (?:\w+ ){0,2}?este mes",
    # (or a month's bill by the month alone: "¿hasta cuándo tengo pa pagar noviembre?")
    r"(?:hasta (?:que|q) dia|hasta cuando) (?:\w+ ){0,4}?pag\w* (?:la de |el de |lo de )?"
    + _MONTH_NAME,
    # the sender's own discount gone, or this month's bill, in English ("my welcome discount
    # is gone from this month's bill")
    r"my (?:\w+ )?discount (?:is|was|got) (?:gone|over|removed|missing)",
    r"this month s (?:bill|invoice)",
    # the invoice's number asked ("¿cuál es el número de factura?")
    r"cual es el (?:numero|nro) de (?:la |mi |su )?factura",
    # the balance or the total asked ("¿cuál es el saldo de noviembre?", "¿cuál es el total q
    # tiene q pagar ella?"), the exact amount wanted to pay it, the bill pointed at ("¿cuándo
    # se me vence esta factura?"), money left after a payment ("some money left over after his
    # last payment"): the account's figures, not a rule
    r"cual es el (?:saldo|total|monto)(?! (?:minimo|anterior))",
    r"what is (?:this|that) (?:\w+ ){0,4}?(?:charge|fee)",
    r"(?:hasta (?:que|q) dia|hasta cuando) (?:\w+ ){0,4}?pag\w* (?:la|mi|esta) (?:primera )?"
    r"(?:factura|recibo)",
    r"(?:me|nos) (?:\w+ )?(?:esta|este) (?:factura|recibo)(?! (?:de|del) (?:" + _MONTH_NAME + "))",
    r"(?:money|credit|balance) left (?:over )?(?:with you|on (?:my|his|her|the|our) account|"
    r"after (?:my|his|her|our|the) (?:last |latest )?payment)",
    r"(?:la|el|mi) (?:factura|recibo) (?:vino|llego|salio)",
    # the sender's bill named by its month, in English ("a new line on my november bill")
    r"(?:my|our) (?:" + _MONTH_NAME + r"|last|latest|current|monthly) (?:bill|"
    r"invoice|statement)",
    # the bill that came to the holder, told for them from their phone ("ella necesita el número
    # de la factura que le llegó")
    r"(?:la|el) (?:factura|recibo) (?:que|q) (?:le|me|nos|les) (?:llego|vino|salio|mandaron|"
    r"enviaron)",
    # (or its amount asked for them: "¿cuánto es la primera factura de ella?")
    _A_PERSONS_BILL_ASKED,
    # (or told of as theirs: "la línea del IVA de su factura le salió mucho más alta")
    r"(?:su|sus) (?:factura|recibo)s? (?:le |les )?(?:salio|vino|llego|subio|aumento|trajo|trae)",
    # a charge already made, its amount asked ("¿de cuánto fue el cobro por pasarme de los
    # gigas?"): the sender's bill
    r"(?:de )?cuanto fue (?:el|la|ese|esa) (?:cobro|cargo|recargo|monto|descuento|credito)",
    # a line the bill brings ("la factura trae consumo adicional de datos, ¿cuánto fue eso?")
    r"(?:la|el) (?:factura|recibo) (?:de este mes |del mes )?(?:trae|trajo|traia|incluye|incluyo|"
    r"viene con|vino con)",
    # ("lo que pagué" is past; "después que pague", "cuando pague" suppose a payment)
    r"(?<!despues que )(?<!despues de que )(?<!hasta que )(?<!antes de que )(?<!para que )"
    r"(?<!cuando )(?<!si )(?<!apenas )pague", "pagamos", "transferi", "deposite",
    # (owing, not an obligation: "¿qué debemos presentar?")
    "abone", "cancele",
    # (what is owed named as what to pay, "¿me dejan pagar lo que debo en partes?": not asked)
    r"(?<!pagar lo que )(?<!pagar todo lo que )(?<!abonar lo que )(?:debo|debemos)"
    + _NOT_AN_OBLIGATION, r"(?:my|our) service",
    r"volvi a (?:hacer|pagar|transferir|mandar|enviar|depositar)",
    r"(?:yo |nosotros )?(?:no|nunca) (?:pedi|pedimos|solicite|solicitamos|contrate|contratamos|"
    r"autorice|autorizamos)", "era gratis",
    "deuda total", "monto total", "monto a pagar", "total a pagar", "que monto",
    # all of it asked ("¿o tengo que pagar todo todo? ¿cuánto sería eso?")
    r"(?:tengo|tenemos) (?:que|q) pagar todo", r"cuanto seria (?:eso|todo|el total)",
    # the balance as it stands, or an organisation's ("el saldo pendiente de la fundación")
    r"(?:el|la) (?:saldo|deuda|monto) (?:pendiente|actual|vencid[oa]|adeudad[oa]|total)",
    r"(?:saldo|deuda|cuenta|factura|facturas) (?:de|del) (?:la |el |nuestra |nuestro )?"
    r"(?:fundacion|empresa|compania|negocio|colegio|escuela|tienda|oficina|firma|asociacion|"
    r"condominio|local)",
    r"me (?:suspendieron|reconecten|reconectan)",
    # the sender's own thing ended ("¿se me acabó el mes gratis de la IP fija?")
    r"se me (?:acabo|termino|vencio|quito) (?:el|la|mi)",
    r"me (?:sumaron|dieron|daban|hicieron)", "lo que debia", "lo del mes",
    "adeudo", "owe", "charged me", "i paid", _PAYMENT_TERM,
    r"(?:vence|vencio|se vence|se vencio) (?:el|la|mi) (?:recibo|factura|pago|mensualidad)",
    r"(?:hice|realice|envie|mande) (?:el|un|mi|la|una) (?:pago|transferencia)",
    r"(?:este|esta|ese|esa|esos|esas|estos|estas|this|that|these) (?:[a-z]+ )?(?:cargo|cargos|"
    r"cobro|cobros|mora|recargo|monto|montos|igtf|iva|impuesto|charge|charges|fee|fees)",
    r"tengo (?:igtf|iva|mora|recargo|saldo|deuda|facturas|factura|algo|pendiente|credito)",
    "solvente",
    # the debt asked about as the sender's, and being back on ("¿cuánto es la deuda completa
    # pa ponerme al día?", "how much do I need to pay to get the service back on?")
    r"cuanto es (?:la|el|lo) (?:deuda|saldo|total)", "ponerme al dia", "ponernos al dia",
    # (a penalty paid for something supposed is its rule: "do I have to pay a penalty to cancel?")
    r"(?:do|would) i (?:need|have) to pay(?! (?:a |any )?(?:penalty|fee|fine))",
    r"(?:it|we|i) got cut off", "cut me off",
    r"(?:me|nos) (?:vuelvan|vuelva) a (?:poner|activar|conectar)",
    # a payment told as the sender's ("si ya se registró el pago que hice ayer")
    r"(?:el|la|mi) (?:pago|transferencia|deposito) (?:que )?(?:hice|realice|mande|envie|hicimos)",
    # a named month's bill ("¿cuándo se vence la de noviembre?")
    r"(?:la|el) (?:factura|facturacion|recibo|cuenta) (?:de|del) (?:mes de )?" + _MONTH_NAME,
    r"(?:vence|vencio|pagar|pago|pague|" + _SEND + r") (?:la|el) (?:de|del) (?:mes de )?"
    + _MONTH_NAME,
)  # fmt: skip
# The present tense ("me cobran", "me sale") speaks of the account too, unless the message
# supposes ("si pago en divisas, ¿me cobran algo?"): then it asks about the rule.
_OWN_PRESENT = _has(
    r"me (?:cobran|cobra|llega|sale(?! (?:un|una|uno|otro|otra) )|aparece|aparecen|viene|"
    r"facturan|la cobran|lo cobran|"
    r"las cobran|los cobran)", r"nos (?:cobran|llega|aparece|aparecen|viene|vino|salio)",
    # a line seen on a month's bill ("¿qué es el cargo 'Alquiler de ONT' que aparece en
    # noviembre?"): the sender's bill, whoever else's it could be
    r"(?:que|q) (?:aparece|aparecen|salio|salieron|sale|salen|vino|viene) en (?:la |el |mi )?"
    r"(?:factura |recibo )?(?:de |del )?(?:mes de )?(?:este mes|" + _MONTH_NAME + ")",
)  # fmt: skip
_SUPPOSING = _has(
    _SUPPOSED_CASE, "if i", r"if (?:the|it|they|prices?|rates?|you|we)", _WHICH_RATE,
    # (the sender's own service supposed: "if my service gets suspended, do you keep billing?")
    r"if (?:my|our) (?:service|internet|account|plan|line) (?:gets?|is|were|was)",
    _SOMEBODY_ELSE_PAYING,
    r"(?:which|what) (?:\w+ )?rate",
    # a step the sender is only considering ("estoy pensando bajarme a un plan más económico,
    # ¿me cobran penalidad?"): what follows is the step's consequence, not the account's
    r"(?:estoy|estamos) pensando (?:en )?(?:bajar\w*|subir\w*|cambiar\w*|pasar\w*|cancelar|"
    r"dar de baja|darme de baja|mudar\w*|trasladar\w*)",
    # a move ahead ("en diciembre me mudo pa el Cafetal, ¿cuánto me cobran por pasar el
    # internet?")
    r"(?:en \w+ |el mes que viene |la semana que viene |pronto )(?:me|nos) (?:mudo|mudamos)",
)  # fmt: skip
# An account question also consults the policy when it asks what a rule is or how it works,
# or names the rule's topic: the named charges (``billing_sim.bot._charges``) and dollars
# (``_topic``),
# and these. Generic words ("plan", "mensualidad") are not topics: the policy of another
# plan's price would mislead.
_RULE_QUESTION = _has(
    # (not a pointer alone, "¿qué es eso?"; a term pointed at is asked of: "¿qué es ese número
    # de control?")
    r"que es (?!esto|eso|este|esta|ese|esa)",
    r"que es (?:ese|este|esa|esta) (?:numero|dato|codigo) de",
    "que son", "que significa", "que quiere decir",
    r"what is (?!this|that)", "que pasa si", "que pasa cuando", "que pasa con", "what happens",
    "es correcto", "es normal", "is it normal", r"cuanto (?:tarda|tardan|demora)",
    # ("¿cuánto suele tardar?")
    r"cuanto (?:suele|suelen|puede|pueden|va a) (?:tardar|demorar)",
    "cuantos dias", r"llevan? iva", "como funciona", "how does", "how long",
    # what to do about it ("hice el pago móvil sin concepto, ¿qué hago?"): the procedure too
    "que hago", "que debo hacer", "que puedo hacer", "que tengo que hacer", "que hacemos",
    r"como (?:hago|hacemos) (?:pa|para)", "what do i do", "what should i do",
)  # fmt: skip
_RULE_TOPIC_WORDS = (
    r"promo\w*", r"descuento\w*", r"fibra \d+", "aire 15", r"prorrate\w*",
    "primera factura", "saldo anterior", "saldo a favor", "excedente", "ont", "router",
    "ip fija", r"(?:dos|2) planes", "cortaron", "corte", r"suspend\w*", r"reflej\w*",
    "reversaron", "devolvio",
    "pago devuelto", "falla", r"compensa\w*", "descontaron",
)  # fmt: skip
# How or where to pay is a question for the documents even from somebody who just paid
# ("pagué en un agente, ¿dónde pago la próxima?").
_HOW_TO_PAY = _has(
    # (not a state: "¿aparece como pagada?" asks the payment's status)
    r"(?<!aparece )(?<!aparecen )(?<!sale )(?<!figura )(?<!esta )(?<!quedo )"
    # (not the means lacking: "no voy a tener como pagar desde allá")
    r"(?<!tener )(?<!tengo )(?<!tenia )(?<!tenemos )"
    r"como (?:puedo |hago para )?pag(?!ad[oa]s?\b)\w*",
    r"donde (?:puedo )?pag\w*", "metodos de pago",
    r"(?:de )?(?:que|cuales) (?:maneras|formas|opciones) (?:\w+ ){0,2}pag\w*",
    "formas de pago", "datos para pagar", r"datos (?:de|del) pago movil", "a que cuenta",
    "how do i pay", "how can i pay", "payment methods", r"pagar (?:en|por) (?:cuotas|partes)",
    # (the ways asked in English: "which ways can I actually pay?")
    r"(?:which|what) (?:ways|methods|options) (?:\w+ ){0,3}?pay", "ways to pay",
    r"where (?:can|do) (?:i|we) pay", r"how can i (?:\w+ )?pay",
    "acuerdo de pago",
    # a way to pay accepted or not ("¿ustedes agarran binance o paypal?")
    r"(?:aceptan|agarran|reciben|toman|accept|take) (?:\w+ )?(?:binance|paypal|zelle|tarjetas?|"
    r"efectivo|dolares|euros|cripto\w*|usdt|bitcoin|divisas|pago movil|transferencias?|cards?|"
    r"cash)",
    # a means named as what to pay with ("can I pay my bill with Binance or PayPal?", "¿puedo
    # pagar con tarjeta?")
    r"(?:can i|could i|puedo|se puede|way to|forma de|manera de) (?:pay|pagar)(?: (?:my|the|mi|"
    r"la) (?:bill|invoice|factura|recibo))? (?:with|using|via|con|por) (?:\w+ )?(?:binance|"
    r"paypal|zelle|tarjetas?|cripto\w*|usdt|bitcoin|cards?|credit card|debit card|cash|efectivo)",
)  # fmt: skip
# A message no rule matched goes to the documents when it asks something: a question mark,
# a question word, a request ("quiero...", "me van a...", "¿pueden...?"), or a complaint about
# the sender's own account ("me aumentaron el plan sin avisar"); anything else ("me gusta el
# color azul", "la que termina en 8571") gets the menu.
_NOT_THAN = "".join(
    f"(?<!{compared} {than} )"
    for compared in ("alto", "alta", "caro", "cara", "bajo", "baja", "barato", "barata", "mas",
                     "menos", "mayor", "menor", "diferente", "distinto", "distinta")
    for than in ("que", "q")
)  # fmt: skip
"""Lookbehinds: a word not after a comparison's "que" ("más alto que cuando…": than)."""
_ASKING = re.compile(
    # ("le escribo porque...", "pregunto porque...": because, not why)
    # "porque" asks where a question opens or after a verb of not knowing; inside a clause it
    # gives a reason ("en octubre pagué menos porq me descontaron la falla")
    _has("por que", r"(?:(?<=^ )|(?<= y )|(?<= e )|(?<= pero )|(?<= entonces )|(?<= osea )|"
         r"(?<= ok )|(?<= bueno )|(?<= hola )|(?<= buenas )|(?<= entiendo )|(?<= se )|"
         r"(?<= sabe )|(?<= saber )|(?<= explicar )|(?<= explicame )|(?<= expliquen )|"
         r"(?<= dime )|(?<= decir )|(?<= digan ))porque",
         # (not knowing told of the past: "pagué como 4,1 lucas xq no sabía cuánto era")
         r"(?<!no sabia )(?<!no sabiamos )(?<!sin saber )(?:cuanto|cuanta|cuantos|cuantas)",
         # (not a comparison: "el dólar está más alto q cuando salió la factura")
         _NOT_THAN + "cuando", "donde",
         # "como 2 meses", "como unos 10 verdes": about, not how; "como siempre": as usual
         # "como a las 3", "como al mediodía", "como el 27", "como hace una semana", "como de
         # 650bs": around
         r"como(?! (?:\d\S*|de \d\S*|de unos|de unas|unos|unas|un|una|medio|dos|tres|cuatro|"
         r"cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cuarenta|cincuenta|cien|mil|"
         r"siempre|de costumbre|"
         r"todos los meses|cada mes|a las|a eso|al|por las|el \d\S*|el dia|hace) )", "cual",
         "cuales",
         # (not "hay un …" told: "me llegó la factura y hay un recargo por pago tardío")
         "quien", r"hay(?! un | una | unos | unas )", "tienen", "puedo", "pueden", "se puede",
         # ("no quiero pagar doble" is a worry told, not a request)
         r"(?<!no )quiero", r"(?<!no )quisiera", "necesito",
         # (not a belief told: "ya sé que deben ser más de 6 lucas")
         r"(?<!se q )(?<!se que )(?<!creo q )(?<!creo que )(?<!imagino q )(?<!imagino que )deben",
         "van a",
         # (not a relative clause after a verb: "I paid what I owed by pago movil")
         r"(?<!paid )(?<!pay )(?<!owe )(?<!sent )(?<!send )(?<!did )(?<!know )what", "how",
         "when", "where",
         "which", "why", "can", "do you", "is there", "are there", "i want", "i need",
         # (an English question by its auxiliary: "Do I pay the whole month again?")
         r"(?<=^ )(?:do|does|did|will|would|should|could|am|is|are) (?:i|we|it|they|you|my|the)",
         r"a (?:que|cual|quien|donde)", r"(?:hasta|para|desde)? ?(?:que|cual) (?:dia|fecha|hora)",
         # a fault reported asks for help, "?" or not ("la luz LOS en rojo y nada")
         "en rojo", "luz roja", "no funciona", "no sirve", "no prende", "no navega", "y nada",
         r"colorad[oa]", "no navego",
         # what to write in a payment ("y pa el pago móvil, q pongo en el concepto")
         r"(?:que|q) (?:le )?(?:pongo|coloco|escribo)",
         r"(?:que|q) (?:debo|debemos|tengo que|tenemos que|hay que) (?:poner|colocar|escribir)",
         # a question passed on, "?" or not ("la junta de condominio pregunta si ustedes
         # necesitan algún permiso firmado"): somebody asks through the sender
         r"(?:pregunta|preguntan|preguntaron|asks|asked) (?:\w+ )?(?:si|whether|if)")
    # a condition asks what happens in a case even without "?" ("me devuelven plata si se cae
    # el internet"); a "sí" that opens the message or follows "ok" is an answer, not a case
    + r"|^ (?!(?:ok|okey|bueno|claro|pues|ah|ya|dale|va|si) )\S+ (?:\S+ )*?"
    r"si (?:yo )?(?:se|me|no|pago|pido|el|la|mi|tengo|hay|cambio|llega) "
    # (a case supposed opening the part, what the company does then told after it: "… y si
    # el año que viene me bajo otra vez al de 50 me cobran algo por bajarme")
    + r"|^ (?:y )?si (?:\S+ )+?(?:me|nos|le|les) (?:cobran|cobrarian|cortan|cortarian|quitan|"
    r"suben|bajan|dan|devuelven|penalizan|multan|van a cobrar|van a cortar) "
    + "|^ (?:(?:hola|buenas|buenos|dias|tardes|noches|y|pero|oye|epa) )*(?:que|qual) "
    # an alternative offered to choose from ("¿el router es mío o de ustedes?", "¿llega hoy o
    # no?")
    + r"|^ .+ o (?:de ustedes|no|que|mio|mia|suyo|suya|prestado|propio|de la empresa) $"
    # ... or before the reason that follows it ("¿me están robando o qué? porque por el cable
    # no he probado")
    + r"|^ .+ o (?:que|no) (?=(?:porque|pues|osea|entonces|si) )"
    # a request to the company opens with its verb, "ustedes" understood ("venden laptops",
    # "me arreglan la compu", "alquilan salones"): a question even without "?"
    # (a call for attention is no verb of the request: "oigan, me llegó la factura")
    + r"|^ (?:(?:hola|buenas|buenos|dias|tardes|noches|y|pero|oye|epa|me|nos|le|oigan|miren|"
    r"escuchen|disculpen|perdonen) )*"
    r"(?!(?:dicen|dijeron|comentan|cuentan|oigan|miren|escuchen|disculpen|perdonen) )"
    # (nor a word that only ends like one: "alguien me dijo que eran como 6 mil", "tambien")
    r"(?!(?:alguien|tambien|nadien|quien|joven|orden|imagen|resumen|origen) )"
    r"[a-z]{3,}(?:an|en) (?!(?:a favor|de mas)\b)"
)  # fmt: skip
# A request for something ("dime el saldo", "mándame la factura", "tell me my balance").
_REQUEST = re.compile(
    r"^ (?:(?:hola|buenas|porfa|por favor|favor|please|y|and|ademas|tambien|asimismo|"
    r"agradecemos|agradeceriamos|agradeceria|agradezco|les agradecemos|le agradecemos) )*"
    r"(?:dime|digame|"
    r"decime|indicarnos|informarnos|enviarnos|suministrarnos|"
    r"dame|deme|muestrame|mandame|enviame|envieme|pasame|quiero saber|necesito saber|"
    r"explicame|explicanme|aclarame|"
    r"quisiera saber|consultar|consulto|revisame|tell me|show me|send me|give me|check|"
    r"indicar|indiqueme|indiquenme|indiquennos|indiquenos|informar|informeme|informenme|"
    r"informennos|digannos|diganme|digame usted|"
    # a formal request ("Requerimos el saldo pendiente de la cuenta…")
    r"requerimos|requiero|solicitamos|solicito|(?:deseamos|deseo|necesitamos|necesito|"
    r"quisieramos|quisiera) conocer) "
    # a formal request after a salutation or on whose behalf ("Estimados, a nombre de
    # Inversiones Guaraira 2020 solicitamos el monto pendiente…")
    r"|^ (?:\w+ ){1,12}?(?:requerimos|solicitamos|solicito|requiero|solicita|requiere) (?:el|la|"
    r"los|las|su|nos|que|una|un|amablemente|respetuosamente|informacion|confirmacion)\b"
    # somebody's need of a figure of the bill told for them ("aquí el esposo de Andrea: ella
    # necesita el número de la factura que le llegó")
    r"|^ (?:\w+ ){0,12}?(?:ella|el|mi \w+) (?:necesita|quiere|requiere) (?:saber )?(?:el|la|los|"
    r"las) (?:numero|numeros|nro|monto|total|saldo|fecha)\b"
    # a figure of the bill asked by naming it after "please", no verb ("porfa el número de
    # mi factura de noviembre, y …")
    r"|^ (?:(?:hola|buenas|buenos|dias|tardes|noches) )*(?:porfavor|por favor|please) (?:el|la|"
    r"los|las|mi|mis|my|the) (?:\w+ )?(?:numero|numeros|nro|monto|total|saldo|fecha|factura|"
    r"facturas|recibo|recibos|consumo|balance|number|amount|invoice|bill)\b"
)
_PAYING_HOW = re.compile(_HOW_TO_PAY)
_GENERAL_FORM = re.compile(_GENERAL)
_A_PAYMENT_REACHED_THEM = re.compile(
    r" (?:pago|pagos|pago movil|transferencia|transferencias|zelle|deposito|abono)(?: \w+){0,8} "
    r"(?:les|le) (?:llego|llegaron|entro|entraron|cayo)"
    r"(?: (?:bien|completo|completa|o no|ya|ok))? $"
    # (anything paid that month, asked whether it reached them: "no encuentro si pagué
    # septiembre, ¿me dicen si les llegó algo ese mes?")
    r"| (?:les|le) (?:llego|entro|cayo) (?:algo|algun pago|alguna transferencia) "
)
"""A payment named, whether it reached the company asked ("el pago móvil de octubre, ¿les
llegó bien?"): the sender's payment, not something told of somebody else."""
_OWN_ACCOUNT = re.compile(_OWN)
_OWN_NOW = re.compile(_OWN_PRESENT)
_SUPPOSES = re.compile(_SUPPOSING)
_ALL_OF_IT_ASKED = re.compile(
    _has(
        r"si (?:pago|pagamos|cancelo|cancelamos|pagara|pagaramos) (?:todo|completo|toda la deuda|"
        r"lo que debo|lo pendiente|la deuda)(?: \w+)? cuanto (?:es|seria|sale|da)",
        # one bill paid supposed, whether that settles all asked ("si pago la de octubre, ¿ya
        # quedo al día o debo algo más?")
        r"si (?:pago|pagamos|cancelo|cancelamos) (?:\w+ ){0,12}?(?:quedo|quedamos|quedaria|"
        r"quedariamos|estoy|estaria) (?:bien|al dia|solvente|listo|lista|tranquil[oa]|"
        r"salvad[oa]) o (?:me |nos )?(?:falta|debo|debemos|queda|hay (?:que|q) pagar|"
        r"tengo (?:que|q) "
        r"pagar) (?:algo|otra|mas)",
    )
)
"""Everything paid supposed, its amount asked ("si pago todo hoy, ¿cuánto es?"), or one bill
paid supposed and whether that settles all asked: the amount owed, not a rule."""
_A_MONTHS_BILL = re.compile(
    _has(
        r"es (?:lo|la) (?:de|del) (?:mes de )?" + _MONTH_NAME,
        r"is (?:my|our|the) " + _MONTH_NAME + r" (?:internet )?(?:bill|invoice)",
    )
)
"""A month's bill asked by its month ("¿cuánto es lo de septiembre?"): before the current
month, that invoice, not what is owed now."""
_RULE_WHATEVER_THE_ACCOUNT = re.compile(
    _has(
        # how many times the late fee falls for several bills owed ("debo setiembre y octubre,
        # ¿el recargo me lo cobran dos veces o uno solo?"): once per bill, the fee's rule
        r"(?:recargo|recargos|multa|mora|late fee) (?:\w+ ){0,8}?(?:dos veces|doble|twice) "
        r"(?:o|or) (?:uno|una|una sola|una vez|once|only once)",
        # the rate supposed to move, what a bill does then asked ("si el dólar BCV sube a
        # mitad de mes, ¿la factura que ya me llegó cambia o se queda igual?"): the rate's rule
        r"si (?:el|la) (?:dolar|tasa)(?: bcv| del bcv| oficial| de cambio)? (?:sube|suba|subiera|"
        r"baja|cambia|cambie|varia|se mueve)",
        # (or told as moved already, whether the bill issued moves with it asked: "la tasa subió
        # esta semana, ¿me van a cambiar el monto de la factura que ya me llegó o se queda
        # igual?")
        r"(?:el|la) (?:dolar|tasa)(?: bcv| del bcv| oficial| de cambio)? (?:\w+ )?(?:subio|bajo|"
        r"cambio|aumento|se disparo|ha subido|ha bajado|ha cambiado) (?:\w+ ){0,14}?(?:recalcul\w*|"
        r"cambia|cambian|cambiar|se queda igual|queda "
        r"igual|se mantiene|sube|suben)",
        # (or a later day paid supposed, more bolívars feared: "el dólar hoy está más alto que
        # cuando salió la factura, si pago el 24 ¿me van a cobrar más bolos?")
        r"si (?:la |lo )?(?:pago|pagamos|cancelo|transfiero) (?:\w+ ){0,3}?(?:me|nos) (?:van a "
        r"cobrar|cobran|cobrarian) (?:mas|menos) (?:bolos|bolivares|bs)",
        # whether an offer told of is still on ("me dijeron que si subía me daban 50 % por 2
        # facturas, ¿todavía está esa promo?"): the offers', whatever the sender's bills
        r"(?:todavia|aun|sigue|siguen) (?:la |el )?(?:esta|estan|existe|existen|hay|tienen|"
        r"vigente|activa|disponible|dan|dando) (?:\w+ )?(?:esa |esta |la |el |ese )?(?:promo\w*|"
        r"oferta|descuento)",
        r"(?:esa|la) (?:promo\w*|oferta) (?:\w+ )?(?:todavia|aun|sigue) (?:esta|existe|vigente|"
        r"activa)",
        # whether a charge is always made ("y ese cargo por pago devuelto, ¿siempre lo
        # cobran?"): its rule, whatever the sender's bill shows
        r"siempre (?:me |nos |se )?(?:lo|la|los|las) (?:cobran|cobra|ponen|aplican|meten|cargan)",
        r"(?:lo|la|los|las) (?:cobran|ponen|aplican|meten|cargan) siempre",
        r"(?:do|does) (?:you|they|it) always (?:charge|apply)",
        # what a charge is reckoned on ("el iva q cobran es del 16%? ¿sobre qué se calcula?")
        r"(?:sobre|en base a) (?:que|cual) se (?:calcula|calculan|saca|sacan|aplica|aplican)",
        # what a discount is taken from, told only off the plan ("el descuento solo sale sobre
        # el plan y no me lo aplican a la tv, ¿eso es así o es un error?"): the promotions' rule
        r"(?:descuento|promo\w*|rebaja) (?:\w+ ){0,4}?solo (?:sale|aplica|se aplica|es|me lo "
        r"aplican|lo aplican|me lo hacen|lo hacen|viene) (?:sobre|en|a|al|para|por) (?:el plan|la "
        r"mensualidad|el servicio)",
        # (in English: "what exactly do you charge IVA on?")
        r"(?:charge|charged|calculate|calculated|apply|applied|put) (?:the )?(?:iva|vat|tax) on",
        r"(?:iva|vat|tax) (?:is |get )?(?:charged|calculated|applied) on (?:what|which)",
        r"antes o despues (?:del|de la|de los|de)",
        r"despues o antes (?:del|de la|de)",
        "before or after",
        # the due day on a weekend, moved or not ("si el 25 cae domingo, ¿se corre la fecha
        # pal lunes o igual me cae la mora?")
        # ("se corre la fecha para el día siguiente")
        # (or to a day named: "¿se me rueda la fecha de pago pal 26?")
        _DUE_DAY_MOVED + r" (?:\w+ ){0,4}?(?:lunes|siguiente|proximo|dia habil|despues|\d{1,2})",
        # whether a bill may come without VAT ("somos una fundación, ¿la factura puede salir
        # sin IVA?"): the exemption's rule
        r"(?:puede|pueden|podria|podrian|se puede) (?:salir|venir|quedar|ser|emitir\w*) "
        r"(?:\w+ ){0,2}?(?:sin iva|sin el iva|exent\w*)",
        r"(?:es posible|se puede) (?:que )?(?:\w+ ){0,2}?(?:facturas?|recibos?) (?:salgan|salga|"
        r"vengan|venga|sean|se emitan) (?:sin iva|sin el iva|exent\w*)",
        # a question said to be general ("una pregunta general: si el 25 me cae domingo…")
        r"(?:una |mi )?pregunta (?:general|generica|en general)",
        "general question",
        # whether a tax is put on a charge ("ya sé que me viene la multa: ¿a esa multa le meten
        # IVA encima?")
        _VAT_PUT_ON,
        # ("ya sé que hay un recargo, pero ese recargo ¿lleva IVA encima o no?")
        r"(?:recargo|recargos|mora|multa|multas|reconexion) (?:\w+ ){0,2}?(?:lleva|llevan|tiene|"
        r"tienen|paga|pagan|incluye|incluyen) (?:\w+ )?(?:iva|impuesto|impuestos)",
        # how long something takes ("hice una transferencia desde Banesco hace rato, ¿cuánto
        # tarda en aparecer?", "una vez que pague, ¿en cuánto tiempo se lo reconectan?")
        r"cuanto (?:se )?(?:tarda|tardan|demora|demoran)",
        # how long a promotion lasts ("tengo la promo de bienvenida, ¿cuántas facturas me dura
        # el 20 %?")
        r"cuant[oa]s (?:meses|facturas|ciclos|recibos) (?:me |nos |le |les )?(?:dura|duran)",
        "en cuanto tiempo",
        "how long",
        # the rate the company uses, and which day's ("mi plan me salió en 2.637,50 y el mes
        # pasado en 2.500, ¿qué tasa usan ustedes pa convertir y de qué día la toman?")
        r"(?:que|cual) tasa (?:usan|utilizan|toman|aplican) ustedes",
        r"a (?:que|cual) tasa (?:me |nos |lo |la |se )*(?:convierten|cambian|toman|agarran|"
        r"reciben)",
        # a step supposed, and its penalty ("si me bajo a un plan más barato, ¿hay penalidad?")
        r"si (?:me|nos) (?:bajo|bajamos|cambio|cambiamos|paso|pasamos|subo|subimos) (?:\w+ ){0,6}?"
        r"(?:hay|cobran|tiene|me cobran|nos cobran) (?:alguna |algun )?(?:penalidad|penalizacion|"
        r"multa|penalty)",
        # a cheaper plan wished, and its penalty ("quiero bajarme a uno más barato porque la
        # factura me sale muy cara, ¿hay multa?"): the bill told dear is only why
        r"(?:quiero|quisiera|queremos|quisieramos|voy a|vamos a|me gustaria) (?:\w+ ){0,2}?"
        r"(?:bajarme|bajar|pasarme|cambiarme|bajarnos|pasarnos|cambiarnos) (?:\w+ ){0,4}?"
        r"(?:barat\w*|economic\w*|menos|de plan|chiquit\w*|sencill\w*|basic\w*) (?:\w+ )*?"
        r"(?:hay|tiene|cobran|cobrarian|me cobran|nos cobran|cuesta|pago|pagar) (?:alguna |algun |"
        r"una |algo (?:de )?)?(?:penalidad|penalizacion|multa|penalty|algo)",
        # what a promotion covers ("does the November free installation deal cover my move?")
        _DEAL_COVERS,
        # which month a bill charges ("ya pagué noviembre; la que sale el 1ro de diciembre, ¿es
        # por lo que usé en noviembre o por diciembre?")
        _MONTH_BILLED,
        # the first bill weighed against the others ("¿por qué la primera factura sale más
        # barata que las demás?")
        r"(?:la|el) (?:primera|primer) (?:factura|recibo|mes) (?:\w+ ){0,3}?(?:mas barat[oa]|"
        r"mas car[oa]|menos|mas alt[oa]|mas baj[oa]|diferente) (?:que|a) (?:las|los) (?:demas|"
        r"otras|otros|siguientes)",
        # an account cut for long cancelled on its own or not ("le siguen llegando facturas,
        # ¿eso se cancela solo?")
        r"se (?:cancela|da de baja|anula|cierra) sol[oa]",
        # the service put in another's name ("todavía debo octubre, ¿se puede pasar a nombre de
        # él así mismo?")
        r"(?:se puede|puedo|podemos|pueden|podria|podrian) (?:pasar|poner|cambiar|traspasar) "
        r"(?:\w+ ){0,3}?a nombre (?:de|del|d)",
        # a bill already issued changed by a later rate ("el dólar subió a mitad de mes, ¿me van
        # a cambiar el monto de la factura que ya me llegó?")
        r"(?:me|nos|le) (?:van a|vas a|va a) (?:cambiar|subir|ajustar|recalcular|modificar) (?:el "
        r"monto de )?(?:la|mi) (?:factura|recibo) (?:que|q) ya",
        r"(?:de|que) dia (?:la |el )?(?:toman|sacan|agarran|usan)",
        # a case of anyone ("si uno paga con zelle le meten un impuesto, ¿de cuánto es?")
        r"(?:si|cuando) uno (?:\w+ )?(?:paga|pague|cancela|transfiere|se atrasa|se pasa|contrata|"
        r"se muda|se cambia|reporta|empieza|arranca|comienza|entra|se instala|se conecta)",
        # how long an outage must last to be compensated ("si se va el internet por culpa de
        # ustedes, ¿cuántas horas tiene que estar caído pa que me lo descuenten?")
        r"cuant[oa]s (?:horas|dias) (?:\w+ ){0,4}?(?:caid[oa]|sin (?:internet|servicio|senal))",
        # billed while cut ("¿me siguen llegando facturas mientras estoy cortado?")
        r"(?:me |le |nos )?siguen? (?:llegando|facturando|cobrando) (?:\w+ ){0,3}?mientras "
        r"(?:estoy|este|esta|estamos) (?:cortad[oa]s?|suspendid[oa]s?)",
        # money paid twice given back ("hice el pago móvil 2 veces, ¿me pueden regresar la plata
        # a mi cuenta de banco?")
        r"(?:me|nos) (?:pueden|puede|podrian) (?:regresar|devolver|reintegrar|reembolsar) "
        r"(?:la plata|el dinero|lo que|el pago) (?:\w+ ){0,3}?(?:a mi cuenta|al banco|en efectivo|"
        r"por transferencia)",
        # the late fee by the days late or fixed ("¿me van a cobrar más por esos 2 días o es un
        # monto fijo?")
        r"(?:o es|es un) (?:monto|cobro|cargo|recargo) fijo",
        # a relative's contract while cut ("does he still have a contract with you?")
        r"(?:does|do) (?:he|she|they) still have (?:a |the )?contract",
        # the day the bill is issued every month ("¿en qué fecha sale la factura cada mes?")
        r"(?:en )?(?:que|cual) (?:fecha|dia) (?:me )?(?:sale|salen|llega|llegan|emiten|mandan|"
        r"envian|generan|sacan) (?:la|las) (?:factura|facturas|recibo|recibos) (?:\w+ )?"
        r"(?:cada mes|todos los meses|mensualmente)",
        # ("how do you guys calculate those two lines?")
        r"how do (?:you|they) (?:guys )?(?:calculate|figure out|work out|compute)",
        r"how (?:is|was|are|were) (?:that|it|this|those|these) (?:worked out|calculated|"
        r"figured out|computed)",
        # the difference charged after the rate moved ("la pagué el 20 pero el dólar ya había
        # pegado un brinco, ¿después me van a cobrar la diferencia?")
        r"(?:me|nos|le) (?:van a|vas a|va a|irian a) cobrar (?:la|esa) diferencia",
        # which of the bills owed a payment goes to ("debo octubre y noviembre. Si abono 2000
        # bs, ¿a cuál de las dos facturas se lo ponen?"): the payments' order, for every account
        *_WHICH_OWED_BILL,
        # how money paid twice comes back ("¿esa plata que pagué de más me la devuelven en
        # efectivo o cómo funciona eso?")
        r"(?:me|nos|se) (?:lo |la |los |las )?(?:devuelven|reintegran|regresan|reembolsan) "
        r"(?:en efectivo|en plata|en dolares|en bolivares|por transferencia|a (?:mi|la) cuenta)",
        r"(?:o )?como funciona (?:eso|esto)(?= $)",
    )
)
"""What only a rule can say, asked though the sender's own bill is named: the order of a
computation ("¿el IVA me lo sacan antes o después del descuento?"), a due day on a weekend
moved or not, whether a tax is put on a charge, how long something takes, the exchange rate
the company uses (or converts a payment at, or applies to a bill already issued), what a
promotion covers, the penalty of a step only supposed."""
_USUALLY = re.compile(
    _has(
        "normalmente",
        "generalmente",
        "por lo general",
        "usualmente",
        "usually",
        "normally",
        "en general",
        "typically",
    )
)
"""What usually happens asked ("hice una transferencia ayer y no se refleja, ¿cuánto se tarda
eso normalmente?"): the rule, though the sender's own case is told beside it."""
_WHAT_IF = re.compile(_has("que pasa si", "que sucede si", "what happens if", "what if"))
_CASE_CLAUSE = re.compile(
    r"(?<!saber )(?<!dime )(?<!decirme )(?<!ver )(?<!revisar )(?<!confirmar )(?<!pregunto )"
    r"\b(?:si|if)\b[^,?.;!]*?(?= (?:cuanto|cuánto) (?:es|seria|sería|sale|da)\s*$|[,?.;!]|$)",
    re.IGNORECASE,
)
"""A clause a case supposes, up to its punctuation ("si me reversan el pago"), or up to the
amount it asks at its end ("si pago todo hoy, cuánto es")."""
_CONSEQUENCE_CLAUSE = re.compile(
    r"\b(?:que|q|k) (?:pasa|pasaria|sucede|ocurre) con\b[^,?.;!]*", re.IGNORECASE
)
"""What a supposed case does to something, asked ("si me subo de plan, ¿qué pasa con los días
que ya pagué?"): the rule's consequence, however the account is named in it."""
_THE_CASES_OWN = re.compile(
    r"\b(?:ese|esa|esos|esas|dicho|dicha) (?:cobro|cobros|cargo|cargos|monto|montos)\b",
    re.IGNORECASE,
)
"""What a supposed case named, pointed back at in its consequence ("si pongo un reclamo por
un cobro, ¿me van a cobrar mora por ese monto mientras tanto?"): the case's, not a charge of
the account."""
_PURPOSE_CLAUSE = re.compile(
    r"\b(?:pa|para) (?:que|q|k) (?:\w+ )?(?:pueda|puedan|podamos|pueden)\b[^,?.;!]*"
    # ("¿qué pongo en el concepto para que el pago se aplique solo a la cuenta?")
    r"|\b(?:pa|para) (?:que|q|k) (?:el|mi|los|nuestro|nuestros) (?:pago|pagos|transferencia|"
    r"transferencias) (?:se )?(?:aplique|apliquen|refleje|reflejen|acredite|acrediten|registre|"
    r"registren|abone|abonen)\b[^,?.;!]*"
    r"|\b" + _INVOICE_FORM + r"\b[^,?.;!]*",
    re.IGNORECASE,
)
"""What someone else should be able to do, how a payment should be applied, or how the
invoices should come out, asked how ("¿qué datos le paso a mi hijo pa que pueda consultar mi
cuenta?", "¿qué colocamos en el concepto para que el pago se aplique a la cuenta?", "necesito
que mis recibos salgan a nombre de la empresa"): the account named in it is not asked about."""
_PRICE_ASKED = re.compile(
    _has(
        r"a como (?:cobran|sale|salen|esta|estan|es|son)",
        r"cuanto (?:cobran|cuesta|cuestan|sale|"
        r"salen|vale|valen)",
        "precio",
    )
)
_PLAN_OF_THE_PRICE = re.compile(r" (?:en|con|para|pa) (?:mi|nuestro) plan(?= )")
"""The sender's plan named as what decides a price asked ("¿cuánto cuesta el giga extra con
mi plan?"): which row of the price list, not a question about the account."""
_AMOUNT_OF_THE_RULE = re.compile(
    _has(
        # a tax asked of a charge ("a los 3 $ de recargo, ¿le suman el impuesto?"), or whether
        # a price holds it ("los 30 verdes de la instalación, ¿son con IVA incluido o aparte?")
        _TAX_PUT_ON + r"(?:iva|impuesto|impuestos|igtf)",
        r"(?:con|el|la) (?:iva|impuesto) incluid[oa] o (?:\w+ ){0,3}?aparte",
        r"(?:iva|impuesto) (?:va|viene|se paga|se cobra) aparte",
        # (the other way round: "el traslado ese de 20 dólares, ¿lleva IVA encima o ya viene
        # incluido?")
        _VAT_ON_TOP_OR_IN,
        # a replacement's price told ("¿tengo que pagar uno nuevo de 30 dólares o cómo es?")
        _A_NEW_ONE_PAID,
        # a procedure asked ("dejamos un depósito de USD 50, ¿cuál es el procedimiento?")
        _PROCEDURE,
        # going back to an old plan after leaving it ("tengo el plan viejito q pago 15
        # dólares, si me paso al de 50, ¿me puedo regresar al de antes?"): its price told
        r"(?:volv|regres|devolv)\w* (?:al|a el|a ese|a mi) (?:de |mismo )?(?:plan )?(?:30|antes|"
        r"anterior|viejo|viejito|mio)",
        # or whether it is taken away, its price told ("tengo el plan viejito de 15 dólares,
        # ¿me lo van a quitar?")
        *_OLD_PLAN_TAKEN,
    )
)
"""A question whose amounts are those of the rule asked about, not of the account."""
_ASKS_RULE = re.compile(_RULE_QUESTION)
_ASKS_MONTH_BILLED = re.compile(_has(_MONTH_BILLED))
_ASKS_RECURRENCE = re.compile(
    _has(
        r"(?:solo )?(?:una sola vez|una vez|esta vez) o (?:todos los meses|cada mes|siempre|"
        r"mensual)",
        r"(?:todos los meses|cada mes) o (?:solo )?(?:una vez|esta vez)",
    )
)
"""Whether a charge recurs, asked ("¿me la cobran solo esta vez o todos los meses?"): the
charge's rule, though it is the sender's charge."""
_WISHES_ADDITION = re.compile(_has(_WISHED_ADDITION))
_EACH_RULE_TOPIC = tuple((word, re.compile(f" (?:{word}) ")) for word in _RULE_TOPIC_WORDS)
_DEFAULT_COUNT = 3
_RULE_TOPICS = {
    "promo_ended": (r"promo\w*", r"descuento\w*"),
    "discount_amount": (r"promo\w*", r"descuento\w*"),
    "carried": ("saldo anterior",),
    "two_billed": ("saldo anterior",),
    "in_favour": ("saldo a favor",),
    # what to pay to be reconnected: the reconnection's rule says when and at what charge
    _BACK_ON_RULE: ("reconexion",),
}
"""The rule behind what some rules ask, however the message words it ("¿dónde quedó el 20 %
que me daban?" asks about a promotion): the policy beside the account's answer."""


_RULE_OVER_WORDS = frozenset({"discount_amount"})
"""Rules whose policy is the rule's own topic, not the word the message used ("¿cuánto me
descontaron?": the promotions', not a section naming "descontaron")."""


def _fallback(words: list[str], has_identifier: bool) -> str | None:
    """The out-of-scope rule for a message no rule matched, or ``None`` (a document question)."""
    if not words:
        return "empty"
    chatter = [w for w in words if w not in _GREETING and not w.isdigit()]
    if has_identifier and all(word in _IDENTIFIER_FILLER for word in chatter):
        return "identifiers_only"
    if all(word in _GREETING for word in words):
        return "greeting"
    return None


# Something charged for paying in foreign currency ("si pago con verdes, ¿me cobran algún
# impuesto?"): the IGTF, whatever the customer calls it.
_TAXED_FOREIGN_PAYMENT = re.compile(
    # (paid, or sent: "if I send it by zelle how much extra tax is that")
    _has(r"pag\w*", r"cancel\w*", "pay", "paid", "paying", "send", "sending", "mando", "envio",
         "mandar", "enviar")
    + _has("verdes", "dolares", "divisas", "usd", "zelle", "dollars", "euros", "efectivo",
           "cash")
    + _has(r"cobr\w*", "extra", "adicional", "recargo", "impuesto", "impuestos", "porcentaje",
           "comision", "tax", "fee", "charge", "mas caro", "sale mas", "cuesta mas",
           # a percent put on, in slang ("¿también me clavan el 3 %?")
           r"(?:me |nos |le )?(?:clavan|meten|cargan) (?:\w+ )?(?:el |un |ese )?3(?: por ciento)?",
           # a percent more on the bill ("pagué por zelle y me aparece un 3 % de más")
           r"\d+ por ciento (?:de mas|demas|extra|adicional)",
           # a line of a percent seen ("pagué con zelle y me salió una línea de 3 %")
           # (the sign "%" dropped: a figure of two digits at most)
           r"(?:linea|renglon|cargo|cobro) (?:\w+ )?(?:de|del) (?:un )?\d{1,2}(?: por ciento)?",
           # a percent saved another way ("¿si pago por pago móvil me ahorro el 3 %?")
           r"(?:ahorro|ahorramos|ahorraria|save|saving) (?:\w+ )?(?:el |un |ese |the |that )?\d+"
           r"(?: por ciento| percent)?",
           # the percent still paid another way ("if I pay by pago móvil instead of Zelle, do I
           # still pay the 3%?"): a currency word is named too (a late fee is "the 3 dollars")
           r"(?:still|also|igual) (?:pay|pagar|pago) (?:the|that|el|ese) \d+(?! (?:dolares|dollars|"
           r"usd|verdes))",
           # the charge gone by paying another way ("if next month i pay by pago movil instead
           # of zelle, does it go away?", "¿si pago en bolívares se quita?")
           r"(?:go|goes|went) away", r"(?:se|me lo|me la|nos lo) (?:quita|quitan|elimina|eliminan)",
           r"desaparece", r"deja de (?:salir|aparecer|cobrarse)")
    # the rate told rising, the same dollars costing more bolívares ("me cuesta los mismos
    # dólares pero vino más cara en bolívares, y subió otra vez el dólar"): the rate's rule
    + _lacks(r"(?:subio|sube|subiendo|aumento|aumenta) (?:\w+ ){0,2}?(?:el )?(?:dolar|tasa)",
             r"(?:el )?(?:dolar|tasa) (?:\w+ )?(?:subio|sube|esta mas alto|aumento)",
             r"(?:los )?mismos dolares")
)  # fmt: skip
_THE_THREE_PERCENT_PAID = re.compile(
    _has(
        r"(?:ese|el|un|the|that|este) 3(?: por ciento| percent)?(?! (?:dolares|dollars|usd|"
        r"verdes|dias|meses|days|months|de|del|\d))"
    )
    + _has(r"pag\w*", "pay", "paid", "paying", r"cobr\w*", "charge", "charged")
)
"""The 3 % named with a payment ("si pago en bolívares por pago móvil, ¿igual me cobran ese
3 %?"): the IGTF, whatever currency is named."""
_FOREIGN_PAYMENT_CHARGES = frozenset({"taxes", "late_fee"})
NOT_OURS = "not_ours"
"""The topic of a question about something the ISP does not do or say: another company's bill
paid here ("¿puedo pagar la luz por aquí?"), a telephone line, an office's address, one
contract for a building, the contract's contact data updated, a channel line-up. No section
answers it, whatever words it shares with one: a person takes it."""
_NOT_OURS = re.compile(
    "(?:(?:"
    + _has(r"pag\w*", r"cancel\w*", "pay", r"recarg\w*", r"cobr\w*", "cuesta", "precio",
           "tarifa", "de baja")
    + _has("la luz", "el agua", "el gas", "corpoelec", "hidrocapital", "cantv", "movistar",
           "digitel", "movilnet", "fibex", "netuno", "airtek", "simple tv", "netflix",
           "condominio", "electricidad", "electric", "water bill",
           "saldo del celular", "saldo al celular", "phone bill",
           # the phone's own bill or top-up, not a test run on it ("el speedtest en el celular")
           r"(?:pagar|pago|pague|recargar|recargo|recargue|factura de) (?:el|mi|del) celular")
    # the others named as the month's expenses, the question about ours ("tengo que apartar
    # pa la luz, el agua, el condominio... ¿cuánto me sale la mensualidad de ustedes?")
    + _lacks(r"(?:mensualidad|factura|recibo|cuota|lo|servicio|internet|plan) de ustedes",
             "lo que les debo", "lo que le debo")
    + "|"
    + _has(r"telefonia(?: fija)?", r"lineas? (?:fija|fijas|de casa|telefonicas?)",
           "telefono fijo", "telefono de casa", "servicio de telefono", "landline",
           "phone line")
    # the phone the message is written from, not a service asked ("le escribo desde el
    # teléfono fijo de la casa porque el celular se me dañó")
    + _lacks(r"(?:desde|por) (?:el|mi|este|un|nuestro) (?:telefono fijo|fijo|telefono de (?:la )?"
             r"casa)", r"desde (?:la|mi|una) linea (?:fija|de casa)", "from the landline",
             "from my landline",
             # ("le escribo del teléfono fijo de la casa")
             r"(?:escribo|escribimos|hablo|llamo) (?:\w+ )?del (?:telefono fijo|fijo|telefono de "
             r"(?:la )?casa)")
    + ")"
    # the power going or coming back is an event, not the electricity's bill ("cuando volvió
    # la luz el router no prendió, ¿lo tengo que pagar yo?")
    + _lacks(r"(?:volvio|vino|llego|regreso|se fue|se va|se fue|quitaron|quitan|se cayo|"
             r"cortaron|cortan) la luz", r"la luz (?:volvio|vino|llego|regreso|se fue)",
             "apagon", "bajon", "bajon de luz")
    # whether the company is another one ("¿ustedes son los mismos de Inter? tengo un contrato
    # con ellos y quiero cancelarlo"): "inter" alone is the internet in customers' words
    + "|" + _has(r"(?:son|es|eres) (?:los mismos|la misma(?: empresa| compania)?|parte) (?:de|que) "
                 r"(?:inter|cantv|movistar|digitel|fibex|netuno|airtek|simple tv)")
    # a competitor's price matched ("¿ustedes me igualan ese precio pa no irme?")
    + "|" + _has(r"(?:igualan|igualen|igualar|igualarme|igualarian|mejoran|mejorar) (?:ese|el|su|"
                 r"la) (?:precio|oferta)", "price match", "match that price", "la competencia")
    # a web portal or an app of the company's own ("¿tienen página web con usuario y clave pa
    # ver mis facturas?"): none is offered
    + "|" + _has("tienen", "hay", "existe", "ofrecen", r"do (?:you|u) (?:guys )?have", "is there")
    + _has("pagina web", "portal", r"app propia", "aplicacion", "usuario y clave",
           "usuario y contrasena", "website", "web page", "mobile app", r"apps?", "iphone",
           "android", "play store", "app store")
    + _lacks("banco", "bank", "pago movil")
    # the house's own wiring, which no plan includes ("¿me pasan un cable de red a cada
    # cuarto?", "¿cuánto cobran por punto de red?")
    + "|" + _has(r"(?:cable|cables|cableado|punto|puntos) de red", "cableado interno",
                 "cada cuarto", "cada habitacion", "every room", "ethernet cable",
                 "ethernet to")
    + _lacks("ont", "router", "fibra", "modem")
    # ("quiero llevar un cable de red del router hasta el otro cuarto, ¿cuánto cobran?")
    + "|" + _has(r"(?:cable|cables) de red (?:\w+ ){0,4}?(?:hasta|hacia|pa|para|a) (?:el |la |mi )?"
                 r"(?:otro|otra) (?:cuarto|habitacion|piso|oficina)")
    # things no plan or add-on is: power backup offered, ports opened for a console
    + "|" + _has("venden", "alquilan", "ofrecen", "tienen", "tiene", "sell", "rent", r"instal\w*",
                 "ponen", "montan", "install")
    + _has("ups", r"baterias?", r"inversor\w*", "planta electrica", r"generador\w*",
           # security equipment ("¿ustedes me instalan las cámaras del negocio?")
           r"camaras? de seguridad", r"camaras? de vigilancia", "cctv", r"alarmas?",
           "security cameras")
    # the service paused for a while, which no section offers ("quiero congelarlo mientras
    # estoy de viaje")
    + "|" + _has(r"congel\w*", r"paus\w*", r"suspen\w* temporal\w*", "pause", "freeze")
    # (a debt frozen while cut asked, "si me suspenden, ¿la deuda se congela?", is the
    # suspension's rule)
    + _lacks(r"deuda (?:\w+ )?congel\w*", r"(?:me|nos) (?:suspenden|cortan|corten|suspendan)")
    + _has("servicio", "internet", "contrato", "cuenta", "viaje", "meses", "service",
           "account", "trip")
    + "|" + _has(r"(?:abren|abrir|abran|open) (?:los )?(?:puertos?|ports?)", "nat estricto",
                 # (or blocked: "do you block port 25 or any other incoming ports?")
                 r"(?:block|blocks|blocked|bloquean|bloquea|bloqueado|bloqueados|cierran|"
                 r"cerrado|cerrados) (?:\w+ ){0,3}?(?:ports?|puertos?)",
                 r"(?:port|puerto) \d+",
                 "port forwarding", "ipv4", "ipv6",
                 # (the ports named before: "I need ports 80 and 443 open")
                 r"ports? (?:\w+ ){0,5}?(?:open|opened|blocked|unblocked|forwarded)",
                 r"puertos? (?:\w+ ){0,5}?(?:abiertos?|bloqueados?|abrir)")
    # another company's line or service down ("se me cayó la línea de CANTV, ¿cuándo la
    # arreglan?")
    + "|" + _has("cantv", "movistar", "digitel", "movilnet", "fibex", "netuno", "airtek",
                 "simple tv", "inter", "corpoelec", "hidrocapital", "starlink")
    + _has(r"se (?:me )?(?:cayo|cae|fue|dano|murio)", r"arregl\w*", r"repar\w*", "falla",
           "no funciona", "no sirve", "sin senal", "sin servicio", "sin linea", "down")
    # goods no plan or add-on is: sold, or put on the bill in instalments ("¿venden
    # televisores a cuotas?")
    + "|" + _has("venden", "vendes", "vende", "sell", "comprar", "compro", "financian",
                 r"cargandol\w*", r"a cuotas")
    + _has(r"televisor\w*", r"tv smart", r"smart tv", r"celular\w*", r"telefonos? (?:movil|"
           r"inteligente|celular)", r"computador\w*", r"laptops?", r"tablets?", r"neveras?",
           r"electrodomestic\w*", r"consolas?", "playstation", r"tele(?:s|visores)?")
    # who owns or runs the company, which no document says ("who owns the company? ¿quién es
    # el presidente de la empresa?")
    + "|" + _has(r"(?:quien|quienes) (?:es|son) (?:el |la |los |las )?(?:dueno|duenos|duena|"
                 r"presidente|presidenta|gerente general|ceo|propietario|propietarios)",
                 r"who (?:owns|runs|is the (?:owner|ceo|president))",
                 r"(?:dueno|duenos|presidente|propietario|owner|owners|ceo) (?:de|of) (?:la|esta|"
                 r"the|this) (?:empresa|compania|company)")
    # the customer withholding a tax on the bills (the VAT's 75 %, the income tax's 2 %), which
    # no document covers ("somos contribuyente especial, ¿aceptan que les retengamos el 75 % del
    # IVA?", "somos agente de retención de ISLR"); a special taxpayer asking what it owes is the
    # account's
    + "|" + _has(r"retencion\w*", r"reten(?:gamos|emos|er|erles|erle|go|dremos|dra|dran|ga|gan)",
                 "retienen", r"withh[oe]ld\w*", "islr", "impuesto sobre la renta")
    # a dedicated business link with a service level, which no plan is ("requerimos un enlace
    # dedicado simétrico con SLA y soporte prioritario")
    + "|" + _has("enlace dedicado", r"(?:internet|fibra|canal|linea) dedicad[oa]", "sla",
                 "nivel de servicio", "soporte prioritario", "dedicated link", "dedicated line")
    # how much power the devices draw, which no document gives ("quiero comprar un UPS,
    # ¿cuántos vatios consumen la ONT y el router?")
    + "|" + _has("vatios", "watts", "watt", r"consum\w* (?:de )?(?:luz|electricidad|energia|"
                 r"corriente)", "cuanta luz", "cuanta corriente")
    + _has("ont", "router", "modem", "equipo", "equipos", "aparato", "aparatos")
    # a discount for students or teachers, which no promotion is ("¿tienen descuento pa
    # estudiantes universitarios?")
    + "|" + _has(r"descuentos? (?:\w+ ){0,3}?(?:pa|para|de|por ser) (?:los )?(?:estudiantes?|"
                 r"universitari\w*|docentes?|profesor\w*|maestr[oa]s?)", "student discount")
    # the Wi-Fi shared with a neighbour for money ("¿puedo compartirle el wifi al vecino y
    # cobrarle?"), which no document allows or forbids
    + "|" + _has(r"compart\w* (?:el |mi )?(?:wifi|internet|servicio|senal)")
    + _has(r"vecin\w*", r"cobr\w*", r"me pague", "permitido", "prohibido", r"revend\w*")
    # the router's DNS changed, which no document treats ("¿puedo cambiar los DNS del router?")
    + "|" + _has("dns")
    # a discount for paying months or a year ahead, which no promotion gives ("si pago el año
    # completo adelantado, ¿me hacen algún descuento?")
    + "|" + _has(r"(?:pago|pagar|pagamos|pagara|pay|paying) (?:\w+ ){0,6}?(?:adelantado|por "
                 r"adelantado|anticipado|in advance|upfront)")
    + _has(r"descuent\w*", r"rebaj\w*", "discount", r"(?:algo|algun) especial")
    # how many devices the router takes, which no document says ("¿cuántos equipos se pueden
    # conectar como máximo al router?")
    + "|" + _has(r"cuant[oa]s (?:equipos|dispositivos|aparatos|telefonos|celulares|personas|"
                 r"devices) (?:\w+ ){0,4}?(?:conect\w*|aguanta|soporta|admite|connect)",
                 r"(?:maximo|limite) de (?:equipos|dispositivos|aparatos|conexiones)",
                 "how many devices")
    # how many metres of cable the installation brings, which no document says ("¿cuántos
    # metros de cable entran en la instalación?")
    + "|" + _has(r"cuant[oa]s metros (?:de )?(?:cable|fibra)?", "how many meters",
                 r"metros (?:de )?(?:cable|fibra) (?:extra|adicional\w*|de mas)",
                 # (charged apart: "¿el técnico cobra aparte los metros de cable que hagan falta?")
                 r"(?:cobr\w*|aparte) (?:\w+ ){0,2}?(?:los |el )?metros (?:de )?(?:cable|fibra)",
                 "how many metres")
    # another company's early-termination fee ("me quiero pasar a ustedes, ¿cuánto me cobran
    # ellos por cancelar antes de tiempo, o ustedes me pagan esa penalidad?")
    + "|" + _has(r"(?:cuanto|que) (?:me |nos )?cobran ellos",
                 r"ustedes (?:me |nos )?(?:pagan|cubren|asumen) (?:esa|la) (?:penalidad|multa)")
    # the e-mail the bills go to changed, which no document covers ("las facturas me llegan a
    # un correo que ya no uso, ¿cómo lo cambio?")
    + "|" + _has(r"(?:cambi\w*|actualiz\w*|modific\w*) (?:\w+ ){0,3}?(?:correo|email|e mail)",
                 r"(?:correo|email|e mail) (?:\w+ ){0,2}?(?:ya no uso|que no uso|viejo)",
                 r"change (?:\w+ ){0,2}?(?:email|e mail)")
    # a certificate of being up to date, which no document offers ("necesito una constancia de
    # solvencia pa un trámite de alquiler, ¿ustedes la emiten?")
    + "|" + _has(r"(?:constancia|carta|certificado|certificacion|referencia) (?:de )?(?:solvencia|"
                 r"no deuda|no adeudo|estar al dia|buen pagador|residencia|domicilio)",
                 "proof of good standing", "proof of address",
                 # ("¿ustedes emiten una carta que diga que tengo el servicio en esta dirección?")
                 r"(?:emiten|emitir|expiden|expedir|hacen|dan) (?:\w+ )?(?:esa |una |la )?"
                 r"(?:carta|constancia|certificado|certificacion)s?(?! fiscal)")
    # an office's address, which no document gives ("¿dónde queda la oficina de ustedes en
    # Barquisimeto? la dirección exacta")
    + "|" + _has(r"donde (?:queda|quedan|esta|estan|hay|tienen) (?:la |las |una |alguna |su |sus )?"
                 r"(?:oficina|oficinas|sucursal|sucursales|agencia|agencias|tienda|tiendas)",
                 # (typed with one "c": "¿cuál es la direción de la oficina en Maracaibo?")
                 r"(?:direc+ion|ubicacion) (?:exacta )?(?:de|del) (?:la |las |una |su |sus )?"
                 r"(?:oficina|sucursal|agencia|tienda|sede)", "office address",
                 r"where (?:is|are) your office")
    # one contract for a whole building, which no plan is ("¿tienen un plan para todo el
    # edificio con un solo contrato?")
    + "|" + _has(r"(?:plan|contrato|servicio|tarifa|precio|paquete) (?:\w+ ){0,3}(?:para|pa) "
                 r"(?:todo el|el|un|los|todos los) (?:edificio|condominio|conjunto|apartamentos|"
                 r"vecinos)", "un solo contrato", r"(?:plan|contrato) (?:colectivo|masivo)",
                 "whole building")
    # the contact data on the contract updated, which no document covers ("el teléfono
    # registrado en el contrato ya no es el mío, ¿cómo lo actualizo?"), unless what is asked is
    # how to be identified without it
    + "|" + _has(r"(?:telefono|numero|celular|correo|email|e mail|phone number) (?:\w+ ){0,5}?"
                 r"(?:registrado|de contacto|del contrato|en el contrato|on file|registered)")
    + _has(r"actualiz\w*", r"(?:lo|la) cambio", r"cambiarlo", r"cambiarla", "update", "change it",
           # the registered one replaced ("¿cómo hago para cambiar ese teléfono por el nuevo?")
           r"cambiar (?:ese|el|mi|este) (?:telefono|numero|celular|correo) (?:por|al) "
           r"(?:el|mi|uno) "
           r"nuevo")
    + _lacks("que datos", r"identific\w*", "atender", "atiendan", "consultar")
    # the hour a technician comes, which no document gives ("el técnico de la instalación, ¿viene
    # en la mañana o en la tarde?")
    + "|" + _has(r"(?:tecnico|tecnicos|instalador|instaladores|cuadrilla) (?:\w+ ){0,4}?"
                 r"(?:viene|vienen|"
                 r"llega|llegan|va|van|pasa|pasan) (?:en|por) la (?:manana|tarde|noche)",
                 r"a (?:que|q) hora (?:viene|vienen|llega|llegan|pasa|pasan) (?:el|los) (?:tecnico|"
                 r"tecnicos|instalador|instaladores)",
                 # or the days they work ("¿los técnicos trabajan los domingos?")
                 r"(?:tecnicos?|instaladores?|cuadrillas?|technicians?|installers?) (?:\w+ ){0,3}?"
                 r"(?:trabajan|trabaja|van|vienen|viene|instalan|salen|work|come) (?:\w+ ){0,2}?"
                 r"(?:los |el |on )?(?:domingos?|sabados?|feriados?|fines? de semana|sundays?|"
                 r"saturdays?|weekends?|holidays?)")
    # a channel line-up, which no document lists ("¿la TV básica trae ESPN o algún canal de
    # béisbol?")
    + "|" + _has(r"(?:trae|traen|tiene|tienen|incluye|incluyen|viene con|vienen con|pasan|dan) "
                 r"(?:\w+ ){0,3}(?:espn|hbo|fox|dsports|directv|disney|venevision|televen|"
                 r"canal(?:es)? de (?:beisbol|futbol|deportes?|novelas|peliculas|noticias|"
                 r"musica))", r"(?:lista|listado|guia|grilla) de (?:los )?canales",
                 "channel list", "channel lineup")
    # the Wi-Fi's own settings, which the documents do not cover ("¿cómo le cambio la clave al
    # wifi?")
    + "|" + _has(r"(?:clave|contrasena|password|nombre) (?:del |de la |al |el )?(?:wifi|wi fi|"
                 r"red|internet)", r"(?:cambi\w*|poner\w*|quitar\w*) (?:la |le la )?(?:clave|"
                 r"contrasena|password)", r"(?:bloquear|sacar|botar) a (?:un|una|mi|el|la) "
                 r"(?:vecin[oa]|intrus[oa])", "se me esta pegando", "se me pegan")
    # the equipment moved within the same home, which no section treats (a move is another
    # address: "¿cobran por pasar el router de la sala al cuarto? no me estoy mudando")
    + "|" + _has(r"(?:mov\w*|muev\w*|cambi\w*|pas\w*|llev\w*|reubic\w*|rod\w*|poner\w*) "
                 r"(?:\w+ ){0,3}?(?:router|modem|ont|equipo|equipos|aparato|cajita|wifi|move)",
                 # ("quiero que el aparato de la fibra y el router queden en el cuarto de arriba,
                 # ¿me los mudan dentro de la misma casa?")
                 r"(?:router|modem|ont|equipo|aparato|cajita)s? (?:\w+ ){0,3}?(?:queden|quede|"
                 r"esten|este|vaya|vayan) en (?:el|la|otro|otra)",
                 r"(?:mudan|mudar|mudarlo|mudarlos|mudarla|mudarlas) (?:\w+ ){0,2}?(?:dentro de|"
                 r"en) (?:la|el) mism[oa]")
    + _has(r"(?:otro|otra|al|del|el|en la|a la|pa la|para la) (?:cuarto|habitacion|sala|cocina|"
           r"comedor|estudio|oficina del fondo)",
           r"de (?:sitio|lugar)", r"(?:dentro de|en) la misma (?:casa|vivienda)",
           r"mism[oa] (?:casa|apartamento|vivienda|apto)", r"no (?:me estoy mudando|me mudo|es "
           r"(?:una )?mudanza|es (?:un )?traslado)", "another room", "same house", "same home")
    + _lacks(r"(?:otro|otra) (?:piso|edificio|direccion|casa|apartamento|ciudad|estado)",
             "nueva direccion", "casa nueva", r"(?<!no )(?:me|nos) (?:mude|mudamos|mudo|mudare)\b")
    # data left unused carried to the next month, which no plan does ("los gigas que no gasto
    # este mes, ¿se me pasan pal siguiente o se pierden?")
    + "|" + _has(r"(?:gigas|gb|datos|megas|data|gigabytes)")
    + _has(r"no (?:gast|us|consum|ocup|alcanc)\w*", r"sin (?:gastar|usar|consumir)",
           r"sobr(?:a|an|o|aron|ante|antes)", "unused", "leftover", "left over")
    + _has(r"se (?:me |nos )?(?:pasan|acumulan|guardan|pierden|transfieren|suman|van) "
           r"(?:\w+ ){0,2}?(?:pa|pal|para|al|a) (?:el )?(?:mes|siguiente|proximo)",
           r"(?:pasan|acumulan|suman|guardan|transfieren|rueda|ruedan) (?:pa|pal|para|al|a) "
           r"(?:el )?(?:mes|siguiente|proximo)", r"(?:o )?se (?:me |nos )?pierden", "roll over",
           "rollover", "carry over", "carried over", "next month")
    # the sender's own appliances damaged by the power ("con la subida de voltaje se me dañó el
    # televisor, ¿me lo reponen?"), which no section covers: the company's equipment is the
    # equipment section's
    + "|" + _has(r"(?:subida|bajon|pico|sobrecarga|variacion|baja|alza) (?:\w+ )?(?:de )?"
                 r"(?:voltaje|tension|luz|corriente)", r"(?:power|voltage) (?:surge|spike)",
                 r"(?:rayo|relampago|descarga electrica)",
                 # (a spark from works on the line: "hubo un chispazo y se me quemó el televisor")
                 r"chispazo\w*", r"cortocircuito\w*", r"corto circuito")
    + _has(r"televisor\w*", r"\btv\b", r"tele\b", r"neveras?", r"computador\w*", r"laptops?",
           r"consolas?", r"electrodomestic\w*", r"aire acondicionado", r"lavadoras?",
           r"microondas", r"(?:my|mi) (?:tv|computer|fridge|laptop|console)")
    # a special price for pensioners or the elderly, which no promotion is (the reduced VAT is
    # the social rate's section: "soy jubilado, ¿tienen precio especial pa la tercera edad?")
    + "|" + _has(r"(?:precio|precios|tarifa|plan|descuento|rebaja|promo\w*) (?:\w+ ){0,2}?"
                 r"(?:especial\w*|diferencial|social|reducid[oa]) (?:\w+ ){0,3}?"
                 r"(?:pa|para|de|por) (?:la |los |las |el )?(?:tercera edad|jubilad\w*|"
                 r"pensionad\w*|adultos? mayor\w*|abuel\w*|seniors?)", "senior discount",
                 "senior citizen discount",
                 # (a discount named for them: "¿hay algún descuento para la tercera edad?")
                 r"(?:descuento|descuentos|rebaja|rebajas) (?:especial\w* )?(?:pa|para|de|por) "
                 r"(?:ser )?(?:de )?(?:la |los |las |el )?(?:tercera edad|jubilad\w*|"
                 r"pensionad\w*|adultos? mayor\w*|abuel\w*)")
    + _lacks("iva", r"impuest\w*", "tax", "vat", r"8 ?%", "al 8", "del 8")
    # the installation fee paid in instalments, which no section offers ("la instalación, ¿la
    # puedo pagar en dos partes?")
    + "|" + _has(r"instalacion")
    + _has("cuotas", "en partes", "por partes", r"en (?:\d|dos|tres) (?:partes|cuotas|pagos)",
           "a plazos", r"financ\w*", "installments", "in parts")
    # (the bills named as where the instalments would go, "¿me la dividen en 2 cuotas en las
    # facturas?", are not the debt paid in parts)
    + _lacks("deuda", "debo", r"(?<!en las )(?<!en mis )(?<!en la )(?<!en tus )facturas?",
             "recibo", "saldo", "owe")
    # a discount paid out as money instead, which no promotion offers ("el descuento por
    # referido, ¿me lo pueden dar en plata en vez de descontármelo?"); not money in favour,
    # whose section says what becomes of it
    + "|" + _has(r"descuent\w*", r"discount\w*", r"referid\w*", "referral", r"bono\w*", "bonus",
                 "rebaja")
    + _has(r"en (?:plata|efectivo|dinero|cash|billete|divisas|verdes)(?= en vez| en lugar|$| o )",
           r"(?:in|as) cash", r"(?:pay|paid|give) (?:it |me )?(?:out|in money)")
    + _lacks("a favor", "saldo", "in my favou?r")
    # two holders on one contract, a power of attorney for the holder's change, formats of
    # the invoice other than the PDF, the technician setting up the home's own devices, what
    # the router stands at speeds no plan sells, a faster plan tried free, and the data sent
    # counted against the limit: none of them is in any section
    + "|" + _has(r"dos titulares", r"(?:a|en) nombre de (?:los|las|nosotros) dos", "two holders",
                 r"joint (?:account|holders?|names?)", r"(?:cotitular\w*|co titular\w*)",
                 r"poder notariad\w*", "carta poder", r"apoderad\w*", "power of attorney",
                 r"(?:facturas?|invoices?|recibos?|bills?|them) (?:\w+ ){0,3}?(?:en|in) "
                 r"(?:formato )?(?:xml|excel|csv|json)", r"xml",
                 r"configur\w* (?:\w+ ){0,5}?(?:smart ?tv|impresora|televisor|tele|laptop|"
                 r"computadora|celular|telefono|consola|printer|alexa|camaras?)",
                 r"(?:aguanta|soporta|da para|handles?|supports?) (?:\w+ ){0,2}?(?:los |the )?"
                 r"\d{3,4} (?:megas|mb|mbps|megabits)",
                 r"prob\w* (?:el |la |un |una )?(?:plan |fibra |aire )\w* (?:\w+ ){0,3}?(?:gratis|"
                 r"sin costo|free)",
                 r"(?:dias|semana|semanas|mes) de prueba (?:gratis |sin costo )?(?:del|de un|"
                 r"de la|de el) (?:plan|fibra|velocidad|de \d+)",
                 r"(?:gigas|datos|data|gb|trafico) (?:\w+ ){0,2}?(?:de subida|que subo|"
                 r"que uno sube|uploaded|upload)",
                 r"(?:subida|upload) (?:\w+ ){0,4}?(?:cuenta|cuentan|limite|counts?|cap)")
    # what no section states either: how many maintenance works a month at most, which
    # speed test or server is the reference, the rented ONT collected at home when leaving,
    # the days to pay a disputed part once the claim is refused, the referral discount when
    # the friend leaves, a plan changed while suspended, a refund's days or its Zelle when
    # leaving, and days cut off by the company's mistake made up
    + "|" + _has(r"(?:cuantos|cuantas) (?:mantenimientos|cortes programados|trabajos|"
                 r"interrupciones|veces) (?:\w+ ){0,4}?(?:al mes|por mes|al ano|como maximo|"
                 r"maximo)",
                 r"ookla", r"fast com", r"(?:which|what|cual|que) (?:\w+ )?(?:server|servidor)",
                 r"(?:mandan|envian|pasan|van) a (?:buscar|recoger|retirar)(?:la|lo)?",
                 r"(?:pick|picks|picking|collect) (?:\w+ )?up",
                 r"(?:la|lo) (?:recogen|buscan|retiran) (?:\w+ ){0,2}?(?:casa|domicilio)",
                 r"(?:no procede|rechaz\w*|me la niegan|no me dan la razon) (?:\w+ ){0,8}?"
                 r"(?:cuantos dias|que plazo|cuanto tiempo)")
    + "|" + _has(r"referid\w*", "referral", r"(?:recomende|recomendamos)",
                 r"con mi (?:numero de )?cuenta")
    + _has(r"(?:se )?(?:quiere |va a |piensa )?(?:dar|da|dio) de baja", "cancels", "cancelled",
           r"se (?:va|fue|retira)", "leaves", "quits")
    + "|" + _has(r"suspendid[oa]s?", "suspended", r"(?:estando|mientras estoy) (?:cortad[oa]|"
                 r"suspendid[oa])")
    + _has(r"(?:cambiar|cambiarme|bajarme|bajar|pasarme|subirme) (?:de |a )?(?:un )?plan",
           r"bajarme a (?:un|uno|otro|el)", r"downgrad\w*", r"change (?:my )?plan")
    + "|" + _has(r"refund\w*", r"reembols\w*", "devolucion")
    + _has("zelle", r"how many days", r"cuantos dias", "how long", r"cuanto (?:tarda|tardan)")
    + _lacks(r"pago devuelto", r"revers\w*", "returned payment")
    + "|" + _has(r"(?:me |nos )?(?:cortaron|suspendieron|quitaron) (?:\w+ ){0,4}?(?:por )?(?:un )?"
                 r"error (?:de ustedes|suyo|del sistema)", r"(?:by|your) mistake")
    + _has(r"(?:reponer|reponen|compensar|compensan|reconocer|reconocen|descontar|descuentan) "
           r"(?:\w+ ){0,2}?(?:esos |los )?(?:\d+ |tres |dos )?dias",
           r"make up (?:for )?(?:the |those )?days")
    # nor these: the data allowance of a partial first month, the company's equipment damaged
    # by lightning or a storm, the IGTF paid back, a router lent meanwhile, a fee for a visit
    # nobody was home for, the rate when the BCV publishes none, notices by e-mail, a ceiling
    # on plan changes, the visit's time of day chosen, the installation's address changed
    # before the visit, how long the social rate or a change of holder takes, a discount for
    # a slow (not cut) service, the account number kept after a move
    + "|" + _has(r"(?:gb|gigas|datos|data)") + _has(r"proporcional\w*", "completos", r"prorat\w*",
                                                   "prorrateados", "full")
    + _has("primer mes", "first month", r"me (?:instalan|instalaron|conectan)")
    # (the rented ONT: a router damaged so has its replacement price in the equipment section)
    + "|" + _has(r"rayos?", "lightning", r"tormentas?", r"inundac\w*", "storm")
    + _has(r"(?:quem\w*|dan\w*|burn\w*|fried) (?:\w+ ){0,2}?(?:la |el |mi |the |my )?"
           r"(?:ont|cajita)", r"(?:ont|cajita) (?:\w+ ){0,3}?(?:quem\w*|dan\w*|burn\w*|fried)")
    + "|" + _has(r"(?:devolver|devuelven|devolverme|reembols\w*|reintegr\w*|refund\w*) "
                 r"(?:\w+ ){0,3}?(?:ese |el |that |the )?(?:3|igtf|impuesto)")
    + "|" + _has(r"(?:prestan|presta|prestar|prestarian|prestarme|lend|loan|loaner)")
    + _has("router", "ruter", "modem", "equipo", "ont", "aparato")
    + "|" + _has(r"(?:no hay|no habra|no este|no esta|no haya) nadie", "nobody home", "no one home",
                 r"nobody (?:is|will be) (?:at )?home",
                 r"no (?:voy a poder |puedo |podre |vamos a )?estar en (?:la )?casa")
    + _has(r"(?:cobran|cobrarian|cobra|cobrar) (?:\w+ )?visita", "visit fee",
           r"charge (?:\w+ )?(?:for )?(?:the )?visit", r"visita (?:fallida|perdida)")
    + "|" + _has(r"(?:no publica|no publico|no sale|no hay|no saca) (?:\w+ )?tasa",
                 r"(?:doesn t|does not|don t) publish")
    + "|" + _has(r"avisos?", r"notificacion\w*", "notices", "alerts", "notifications")
    + _has("correo", "email", "e mail", "mail", "gmail")
    + _lacks("factura", "facturas", "invoice", "bill")
    + "|" + _has(r"(?:limite|maximo|cuantas veces|how many times) (?:\w+ ){0,6}?(?:cambiar|cambio|"
                 r"cambios|change|switch) (?:\w+ )?(?:de )?plan")
    + "|" + _has(r"(?:escoger|escojo|elegir|elijo|choose|pick) (?:\w+ ){0,5}?(?:tarde|manana|hora|"
                 r"horario|afternoon|morning|time|slot)")
    + _has("visita", "tecnico", "instalacion", "visit", "technician", "installation", "vengan",
           "vaya")
    + "|" + _has(r"cambiar (?:la )?direccion (?:\w+ ){0,3}?instalacion",
                 r"antes de (?:la )?(?:visita|instalacion)")
    + _has(r"mud\w*", "direccion", "move", "address")
    + "|" + _has("tarifa social", "social rate")
    + _has(r"(?:cuanto|que) tiempo", r"cuanto (?:me )?dura", "how long", r"(?:un|1|dos|2) anos?")
    + "|" + _has("cambio de titular", r"(?:a|en) (?:su|mi) nombre", "new holder",
                 r"pasar(?:le|me)? el servicio")
    + _has(r"cuantos dias", r"cuanto (?:tarda|tiempo)", "how long", r"(?:hacerse|ser) efectivo")
    + "|" + _has(r"lent[oa]s?", r"lentisim[oa]s?", "slow", "poca velocidad")
    + _has(r"descont\w*", r"descuent\w*", r"compens\w*", r"rebaj\w*", "refund", "credit")
    + _lacks("sin internet", "sin servicio", "caido", "no hay internet", "outage", "down")
    + "|" + _has(r"(?:mismo|same) (?:numero de cuenta|account number)",
                 r"numero de cuenta (?:nuevo|distinto)", r"(?:me dan|dan) uno nuevo")
    + _has(r"traslad\w*", r"mud\w*", "move", "moving")
    # power kept for the equipment when the light goes, which no section offers ("la ONT de
    # ustedes trae batería o me recomiendan alguna UPS?")
    + "|" + _has(r"baterias?", "battery", "batteries", r"(?:una|la|alguna|un|an|a) ups",
                 "planta electrica", r"inversor\w*", "backup power", "no break")
    + _has("ont", "router", "ruter", "modem", "equipo", "equipos", "aparato", "cajita",
           "internet", "wifi", "fibra")
    # a decoder or several television sets for the TV add-on, which its line does not state
    # ("¿necesito un decodificador aparte? ¿la puedo ver en los tres televisores?")
    + "|" + _has(r"decodificador\w*", r"decoders?", "set top box", r"(?:varios|dos|tres|cuatro|"
                 r"todos los|cuantos|otro|otros|several|two|three|all the|every) (?:\w+ )?"
                 r"(?:televisores|teles|tvs|televisions|tv sets)")
    # the holder under age, which no section states (one of age is asked only at the visit):
    # "¿se puede poner a nombre de un menor de edad?"
    + "|" + _has(r"menor(?:es)? de edad", "minor", "under 18", r"(?:1[0-7]) (?:anos|years old)")
    + _has(r"(?:a|en|in|under) (?:nombre|(?:his|her|my|their) name)", "titular", "holder")
    # (who may receive the technician is the installation's rule: an adult)
    + _lacks(r"tecnic\w*", "instalacion", "visita", "technician", "installer", "recibir")
    # a benefit given once asked for again, which no section says ("ya probé la IP fija gratis,
    # ¿si la vuelvo a pedir me dan otro mes?", "¿el descuento se renueva?", "lo incumplí, ¿me
    # dan otro acuerdo?"); not an exemption's renewal, which its section explains
    + "|" + _has(r"prueba\w*", "gratis", "sin costo", "free", "trial", r"descuent\w*",
                 r"discount\w*", r"promo\w*", "acuerdo", "acuerdos", "agreement", "fidelidad",
                 "loyalty")
    # (not another promotion beside one held, "¿me dan otro descuento aparte?": whether they
    # add up is the conditions' rule)
    + _has(r"(?:otro|otra|un segundo|una segunda|nuevo|nueva|another|a second|a new) (?:mes "
           r"(?:gratis|sin costo|de prueba)|prueba|acuerdo|trial|free month|agreement)",
           r"(?:me|nos) (?:la |lo )?(?:vuelven|volverian|volveran) a (?:dar|hacer|aprobar|poner)",
           r"(?:la|lo) (?:vuelvo|volvemos|volviera|volviese) a (?:pedir|activar|solicitar)",
           r"(?:pedir|tener|sacar|activar|solicitar|dar)(?:la|lo|me|nos)? (?:otra vez|de nuevo|"
           r"nuevamente)", r"renew\w*", r"se renueva\w*", r"renueva\w*", r"renovar(?:lo|la)?",
           r"(?:get|have|use|take) (?:it|that|this|one|the \w+) again", "again afterwards")
    + _lacks("exoneracion", "exencion", "exoneration", "exemption", "certificado", "certificate",
             "tarifa social", "social rate", "iva")
    # the content the house sees filtered, which no section offers ("¿se puede poner control
    # parental desde el router?")
    + "|" + _has("control parental", "controles parentales", "parental control",
                 r"bloque\w* (?:\w+ ){0,2}?(?:paginas|sitios|paginas web|contenido|redes sociales|"
                 r"youtube|tiktok)", "block websites", "block sites")
    # the rented equipment bought from the company, which no section offers ("en vez de pagar
    # el alquiler de la ONT, ¿se la puedo comprar a ustedes de una vez?"); one's own bought
    # elsewhere is the equipment section's
    + "|" + _has(r"compr\w* (?:\w+ ){0,3}?(?:a ustedes|de ustedes)",
                 r"(?:me|nos) (?:la|lo|los|las) (?:venden|vendes|venderian|pueden vender)",
                 r"(?:se|te) (?:la|lo) (?:puedo|podemos|podria) comprar",
                 r"buy (?:\w+ ){0,2}?from you",
                 r"sell (?:it|me the|us the)")
    + _has("ont", "router", "modem", "equipo", "aparato", "cajita", "alquiler", "rental")
    # the installation visit booked on a weekend, which no section gives ("¿la visita de
    # instalación puede ser un sábado?")
    + "|" + _has(r"(?:visita|instalacion|cita|tecnico) (?:\w+ ){0,4}?(?:puede|pueden|podria|"
                 r"podrian|se puede|hacen|agendar|agendan|programar|ser) (?:\w+ ){0,3}?"
                 r"(?:sabado|domingo|feriado|fin de semana|en la tarde|en la noche)",
                 # (in English: "can the installation be on a saturday or sunday?")
                 r"(?:installation|install|visit|appointment|technician|tech) (?:\w+ ){0,4}?"
                 r"(?:be|come|do|done|schedule\w*) (?:\w+ ){0,2}?(?:saturday|sunday|weekend|"
                 r"holiday|evening|night)")
    # a complaint taken to a regulator or a court, which no document covers ("¿puedo llevar
    # el reclamo a Conatel o a la Sundde?")
    + "|" + _has("conatel", "sundde", "indepabis", "defensoria del pueblo", "tribunal",
                 r"demandar\w*", "abogado", "regulator", "lawyer", "sue")
    # the bill issued in another language, which no document offers ("can you send the invoice
    # in English?")
    + "|" + _has(r"(?:factura|facturas|invoice|invoices|recibo|recibos|bill|bills) (?:\w+ ){0,3}?"
                 r"(?:en|in) (?:ingles|english|otro idioma|another language|italiano|portugues)")
    # a credit moved to somebody else's account, which no document offers ("tengo saldo a favor
    # y quiero pasárselo a la cuenta de mi hermana")
    + "|" + _has(r"(?:(?:pasar|transferir|mover|traspasar|usar|aplicar)(?:lo|la|los|las|le|les|"
                 r"selo|sela)?|move|transfer|use) (?:\w+ ){0,5}?(?:a|en|to) (?:la cuenta|el "
                 r"servicio|la factura|el contrato|the account) (?:de|del|d|of) (?:mi|my|un|una|"
                 r"otra|otro|another|someone|ella|el|ellos|su)")
    + _has("a favor", "saldo", "credito", "credit", "lo que me sobro", "lo que pague de mas")
    # a fee for paying by card, which the ways to pay do not state ("si pago con tarjeta de
    # débito en la oficina, ¿me cobran alguna comisión x usar el punto?")
    + "|" + _has(r"comision\w* (?:\w+ ){0,5}?(?:tarjeta|punto|debito|credito)",
                 r"(?:tarjeta|punto|debito|credito) (?:\w+ ){0,6}?comision\w*",
                 r"(?:card|debit|credit) (?:\w+ ){0,4}?(?:fee|surcharge|commission)")
    # prices to come for the other plans, which no section announces ("¿van a subir los
    # precios de los demás planes en enero?")
    + "|" + _has(r"(?:van a|piensan|planean|will you|are you going to) (?:\w+ )?(?:subir|aumentar|"
                 r"raise|increase)")
    + _has(r"(?:demas|otros|other) (?:planes|plans)", r"(?:proximo|next) (?:ano|year)",
           r"(?:enero|febrero|marzo) (?:del )?(?:proximo|2027|que viene)")
    # a refund when cancelling before the installation visit, which no section gives ("si
    # cancelo el contrato antes de q vengan a instalar, ¿me devuelven lo q ya pagué?")
    + "|" + _has(r"(?:cancel\w*|anul\w*|desist\w*|arrepient\w*|me echo para atras) (?:\w+ ){0,4}?"
                 r"antes de (?:que|q) (?:vengan|venga|me|lo|la)? ?(?:a )?instal\w*",
                 r"cancel\w* (?:\w+ ){0,3}?before (?:the )?install\w*")
    # a second contract at the same address, which no section treats ("¿se puede tener dos
    # contratos en la misma dirección?")
    + "|" + _has(r"(?:dos|2|segundo|segunda|otro|otra|second|another) (?:contratos?|servicios?|"
                 r"lineas?|cuentas?|contracts?|services?|accounts?) (?:\w+ ){0,5}?(?:misma|mismo|"
                 r"same) (?:casa|direccion|edificio|apartamento|apto|address|house)")
    # the company's promotional messages stopped, which no section says ("¿cómo hago pa q no
    # me lleguen más mensajes de promociones por acá?")
    + "|" + _has(r"no me (?:lleguen|manden|envien|escriban) (?:mas )?(?:mensajes|promociones|"
                 r"publicidad|ofertas)",
                 r"dejen de (?:llegar\w*|mandar\w*|enviar\w*) (?:\w+ )?(?:los |las )?(?:mensajes|"
                 r"promociones|publicidad|ofertas)",
                 r"dejar de recibir (?:\w+ )?(?:mensajes|promociones|publicidad|ofertas)",
                 "unsubscribe",
                 r"stop (?:sending|getting) (?:me )?(?:promo\w*|ads|offers|messages)")
    # how long after a charge one may still dispute it, which the claims' section does not say
    # ("¿todavía puedo reclamar algo de hace tantos meses o hay un plazo máximo para hacer un
    # reclamo?"): not how long the company takes to answer one
    + "|" + _has(r"(?:plazo|tiempo|limite|fecha) (?:maximo |limite |tope )?(?:para|pa) (?:hacer "
                 r"|poner |montar |presentar )?(?:un |el )?(?:reclamo|reclamar|disputar|quejarme)",
                 r"(?:todavia|aun|still) (?:puedo|se puede|can i|podemos) (?:reclamar|disputar|"
                 r"dispute|claim|complain)(?: \w+){0,6} (?:de hace|hace|viej\w*|antigu\w*|meses|"
                 r"months|ago|old)",
                 r"how (?:long|late) (?:\w+ ){0,4}?(?:to|can i) (?:dispute|claim|complain)")
    # the service for an event or a few days only, which no plan offers ("quiero internet solo
    # por un fin de semana pa una boda, ¿tienen algo temporal?")
    + "|" + _has(r"(?:algo|internet|servicio|plan|conexion) (?:\w+ )?temporal\w*",
                 r"solo (?:por|pa|para) (?:un |una |unos |unas )?(?:fin de semana|dia|dias|"
                 r"semana|semanas|evento|\w+ dias|\w+ semanas)",
                 r"(?:pa|para) (?:una|un) (?:boda|fiesta|evento|feria|congreso|matrimonio|"
                 r"cumpleanos)",
                 r"temporary (?:internet|service|connection|plan)")
    + _has(r"contrat\w*", "internet", "servicio", "tienen", r"alquil\w*", "ponen", "instalan",
           "service")
    # (a bill that charged a few days is told, no service wished: "en mi primer factura el
    # plan vino cobrado solo por unos días")
    + _lacks(r"cobrad[oa]s?", r"factura\w*", r"recibos?", "bill", "invoice")
    # holes drilled for the installation, which the installation's section does not say ("pa la
    # instalación hay q taladrar la pared? vivo alquilada")
    + "|" + _has(r"taladr\w*", r"huecos?", r"perfor\w*", r"romper (?:la |las )?pared\w*", "drill",
                 r"holes?")
    + _has(r"instal\w*", r"pared\w*", "tecnico", "fibra", "cable", "wall", "install")
    # a visit missed by the company, made up for, which no section gives ("quedaron en venir
    # ayer y nunca llegó nadie, ¿me reconocen algo por el plantón?")
    + "|" + _has(r"(?:nunca|no) (?:llego|vino|aparecio|se presento|fue) (?:nadie|el tecnico|la "
                 r"visita|ningun tecnico)", r"planton\w*",
                 r"(?:tecnico|tecnicos|visita|nadie) (?:\w+ ){0,2}?(?:nunca|no) (?:llego|llegaron|"
                 r"vino|vinieron|aparecio|se presento|fue)",
                 r"(?:dejaron|dejo) (?:\w+ )?plantad[oa]",
                 r"no show", r"(?:never|didn t|did not) (?:show|come|turn) (?:up)?")
    + _has(r"reconoc\w*", r"compens\w*", r"(?:me|nos) dan algo", "descuento", r"credito",
           r"rebaj\w*", "credit", "compensation", "discount", "anything")
    # several fixed IPs on one plan, which the add-ons' section does not offer ("necesito 4 ip
    # fijas, ¿se puede más de una en el mismo plan?")
    + "|" + _has(r"(?:\d+|dos|tres|cuatro|cinco|varias|several|multiple|mas de una|more than one) "
                 r"(?:ip|ips|direcciones ip|ip addresses|static ips|fixed ips)")
    # the bill charged by itself to a card or an account, which no way to pay offers ("¿se
    # puede dejar la tarjeta afiliada pa q me cobren la factura solita?")
    + "|" + _has(r"(?:tarjeta|cuenta) (?:\w+ ){0,2}?(?:afiliada|domiciliada|registrada|guardada)",
                 r"(?<!a )domicili\w*", r"(?:debito|cargo|cobro|pago) automatico", r"autopa\w*",
                 r"automatic (?:payment|debit|charge)", r"card on file",
                 r"(?:cobren|cobre|descuenten|carguen) (?:\w+ ){0,4}?(?:solit[oa]s?|sol[oa]s?|"
                 r"automatic\w*|todos los meses|cada mes)")
    # an alert when the data used reaches an amount, which no section offers ("¿me pueden
    # mandar un mensaje automático cuando vaya por 150 gigas?")
    + "|" + _has(r"(?:mensaje|mensajito|alerta|aviso|notificacion|sms|alert|notification|"
                 r"message) (?:\w+ ){0,4}?(?:cuando|al|apenas|when|once)")
    + _has(r"gigas?", "gb", "datos", "consumo", "data", "limite", "plan")
    + _lacks(r"cort\w*", r"suspend\w*", r"venc\w*", "factura", "pago", "deuda")
    # the bill sent to a second address, which no section offers ("quiero q la factura le llegue
    # también a mi contadora a su correo, ¿se puede agregar un segundo email?")
    + "|" + _has(r"(?:segundo|segunda|otro|otra|adicional|another|second|extra) (?:correo|email|"
                 r"e mail|mail|direccion de correo|email address)",
                 r"(?:correo|email|mail) (?:\w+ ){0,2}?(?:adicional|extra|tambien|aparte)")
    + _has(r"factura\w*", r"recibo\w*", r"invoice\w*", r"bills?", "llegue", "lleguen",
           "manden", "envien", "send")
    # the loyalty discount's seniority kept after leaving and coming back, which the loyalty
    # section does not say ("si me doy de baja y vuelvo en junio, ¿me respetan la antigüedad?")
    + "|" + _has(r"antig\w*", "seniority", r"(?:los|mis) (?:anos|meses) (?:de cliente|con "
                 r"ustedes)")
    + _has(r"(?:doy|damos|di|dimos|darme|darnos) de baja", r"vuelv\w*", r"regres\w*", "retomo",
           r"reconect\w*", r"de nuevo", "otra vez", "come back", "rejoin", r"cancel\w*")
    # a discount of a referral taken back when the friend leaves, which the referrals' section
    # does not say ("si la persona que referí se da de baja, ¿me quitan el descuento?")
    + "|" + _has(r"(?:referi|recomende|referido|referida|referral|referred|traje)")
    + _has(r"(?:se da|se dio|se diera|da|dan|se dan) de baja", r"cancela\w*", r"se va\b",
           r"se fuera", r"deja de pagar", r"no paga", "cancels", "leaves", r"quit\w*")
    # a letter or certificate of the service held, which no document issues ("necesito una
    # constancia de que tengo el servicio activo a mi nombre")
    + "|" + _has(r"(?:constancia|carta|certificado|certificacion|referencia|solvencia|"
                 r"certificate|letter) (?:\w+ ){0,8}?(?:servicio|cliente|activo|residencia|"
                 r"direccion|a mi nombre|service|address|customer|solvente|solvencia)")
    + _lacks(r"constancia (?:vigente|de (?:la )?tarifa|de exoneracion)", "exoneracion",
             "exencion", "tarifa social", r"(?:carta|constancia) de (?:pago|la transferencia)")
    # a visit's fee when the fault is inside the home, which no section prices ("si es el cable
    # de adentro de la casa, ¿me cobran la visita del técnico?")
    + "|" + _has(r"(?:cobran|cobrarian|cobra|cuesta|pago|pagar|tiene costo|charge) (?:\w+ ){0,3}?"
                 r"(?:la )?(?:visita|tecnico|visit|technician)",
                 r"(?:visita|tecnico|visit|technician) (?:\w+ ){0,3}?(?:cobran|cuesta|tiene costo|"
                 r"se paga|cost|charge)")
    + _has(r"(?:cable|cableado|cables|wiring|instalacion) (?:\w+ ){0,3}?(?:de adentro|interno|"
           r"interna|de la casa|del apartamento|inside|in the house|de mi casa)",
           r"(?:mi|nuestra|la) (?:culpa|responsabilidad)", r"(?:my|our) fault")
    # two accounts' bills joined into one, which no document offers ("tengo dos servicios, ¿se
    # pueden juntar en una sola factura?")
    + "|" + _has(r"(?:juntar|unir|unificar|consolidar|fusionar|combinar|merge|combine|"
                 r"consolidate) (?:\w+ ){0,5}?(?:una sola|un solo|una misma|one single|a single|"
                 r"one|las dos|los dos|ambas|ambos|both)",
                 # (asked for as one bill: "¿me pueden mandar una sola factura con los dos
                 # servicios juntos?")
                 r"(?:una sola|un solo|una misma|one single|a single|one) (?:factura|recibo|"
                 r"cuenta|bill|invoice|statement) (?:\w+ ){0,3}?(?:los dos|las dos|ambos|ambas|"
                 r"juntos|juntas|both|together)")
    + _has(r"(?:factura|facturas|cuenta|cuentas|recibo|recibos|servicios|contratos|bill|bills|"
           r"invoice|invoices|accounts)")
    # an appeal of a claim refused, which the claims' section does not give ("me dijeron que
    # mi reclamo no procede, ¿puedo apelar?")
    + "|" + _has(r"apel\w*", "appeal", r"(?:ante|a) quien (?:mas )?(?:puedo|podemos) "
                 r"(?:acudir|ir|reclamar|quejarme)", r"instancia superior")
    + _has(r"reclamo\w*", "claim", "complaint", "decision", r"no procede\w*", r"rechaz\w*")
    # interest or the spacing of an agreement's instalments, which the agreement's section does
    # not give ("¿el acuerdo de pago tiene intereses? ¿cada cuánto sería cada cuota?")
    + "|" + _has(r"interes\w*", "interest", r"cada cuanto (?:\w+ ){0,3}?(?:cuota|cuotas|pago)",
                 r"cada (?:quince|15) dias o cada mes")
    + _has(r"acuerdo\w*", r"cuota\w*", "agreement", "instalment", "installment")
    # the TV add-on watched on a phone or by an app, which its section does not say ("la tv
    # básica se puede ver en el celular con alguna app?")
    + "|" + _has(r"(?:tv|television|tele) (?:basica )?(?:\w+ ){0,4}?(?:en el|en mi|desde el|"
                 r"por el|on my|on the) (?:celular|telefono|movil|tablet|phone|laptop|computadora)",
                 r"(?:tv|television) (?:\w+ ){0,4}?(?:con|por|en) (?:una |alguna )?(?:app|"
                 r"aplicacion)")
    # a ping or latency guaranteed, which no plan states ("what ping do you guarantee on Fibra
    # 300?")
    + "|" + _has(r"(?:garantiz\w*|guarantee\w*|asegur\w*|promet\w*) (?:\w+ ){0,3}?(?:ping|"
                 r"latencia|latency)",
                 r"(?:ping|latencia|latency) (?:\w+ ){0,3}?(?:garantiz\w*|guarantee\w*|asegur\w*)",
                 r"(?:what|which|que|cual|cuanto|cuanta) (?:de )?(?:ping|latencia|latency)",
                 # (or told of where one plays: "¿cómo es el ping hacia los servers de Miami?")
                 r"(?:como|que tal) (?:es |esta |anda |sale )?(?:el |la )?(?:ping|latencia|"
                 r"latency)",
                 r"(?:ping|latencia|latency|lag) (?:\w+ ){0,6}?(?:servers?|servidores?|"
                 r"servidor|juegos?|gaming|partidas?)")
    # the same fixed IP kept after a move, which neither the add-ons' nor the move's section
    # says ("me mudo y tengo IP fija, ¿en la casa nueva me respetan la misma?", "will I keep
    # the same IP address after the move?")
    + "|" + _has(r"(?:misma|same) (?:ip|direccion|address|numero)", r"(?:keep|mantener|mantengo|"
                 r"conservar|conservo|respetan|respetar|dejan|quedo con|me quedo con) "
                 r"(?:\w+ ){0,2}?"
                 r"(?:la |el |mi |my |the )?(?:misma |same )?(?:ip|ip fija|ip address)",
                 r"(?:respetan|respetar|mantienen|mantener|conservan|conservar|keep) (?:\w+ ){0,2}?"
                 r"(?:la|el|mi|my|the) (?:misma|mismo|same)")
    + _has(r"mud\w*", r"traslad\w*", "move", "moving", "casa nueva", "new house", "new place")
    + _has("ip", "ip fija", "static ip", "fixed ip", "ip address")
    # one's own router instead of the company's, which the equipment's section does not treat
    # (it speaks of one's own ONT only): "¿puedo poner mi propio router tp link?"
    # (not the rental it would spare, nor one's own router damaged: their sections)
    + "|" + _has(r"(?:poner|usar|conectar|instalar|use|put|install) (?:\w+ ){0,2}?(?:mi|un|nuestro|"
                 r"my|our|a) (?:propio |own )?(?:router|ruter) (?:\w+ ){0,3}?(?:en vez|en lugar|"
                 r"instead)",
                 r"(?:poner|usar|conectar|instalar|use|put|install) (?:\w+ ){0,2}?(?:mi|un|nuestro|"
                 r"my|our) (?:propio|own) (?:router|ruter)",
                 # (had already, plugged in instead of theirs: "I already have my own TP-Link
                 # router, can I just plug it into your fiber instead of buying yours?")
                 r"(?:have|tengo|tenemos) (?:\w+ ){0,2}?(?:my|our|mi|un|nuestro) (?:own |propio )?"
                 r"(?:\w+ ){0,2}?(?:router|ruter) (?:\w+ ){0,12}?(?:instead|en vez|en lugar)")
    + _lacks("ont", "onu", "cajita", r"la caja (?:de la )?fibra", r"alquil\w*", "rental", "renta")
    # a deposit given back with the equipment, which nobody pays here ("cuando uno entrega la ONT
    # al dar de baja, ¿devuelven el depósito?")
    + "|" + _has(r"deposito (?:\w+ ){0,3}?(?:que|q) (?:se )?(?:pago|pague|pagamos|di|dimos|dio)|"
                 r"deposito de garantia|garantia (?:\w+ )?(?:que|q) (?:se )?(?:pago|pague|di)|"
                 r"security deposit")
    + _has(r"devuelven|devolveran|reintegran|regresan|return|refund\w*|devolucion")
    # the same account taken back after the contract was ended for a long cut, which the
    # suspension's section does not say (it says only that the contract ends after 90 days)
    + "|" + _has(r"(?:dieron|dio|dan|han dado|habian dado|dieran) de baja (?:a )?(?:el|al|mi|su|"
                 r"nuestro) (?:contrato|servicio|cuenta)", r"(?:contrato|cuenta) (?:\w+ )?(?:dado|"
                 r"dada) de baja", r"(?:cancelaron|anularon|cerraron) (?:el|mi|su) contrato",
                 r"(?:account|contract) (?:was|got|has been) (?:closed|terminated|cancelled|"
                 r"canceled)")
    + _has(r"reactiv\w*", r"(?:el mismo|la misma|mismo|misma) (?:numero de cuenta|cuenta|"
           r"contrato|numero)", r"contratar (?:\w+ )?de nuevo", r"recuperar (?:\w+ )?(?:cuenta|"
           r"contrato|numero)", r"same account", "reopen", "reactivate")
    # a year's bills older than the last twelve months, which nobody here keeps ("necesito todas
    # las facturas del 2023")
    + "|" + _has(r"(?:facturas|factura|recibos|recibo|invoices|invoice|bills|bill) (?:\w+ ){0,2}?"
                 r"(?:del|de|from|of|in) (?:ano |year )?(?:20[01]\d|202[0-4])")
    # who qualifies for the social rate, or how to enter it the first time, which its section
    # does not say (it says only how to renew it: "q requisitos piden pa entrar y yo califico?")
    + "|" + _has(r"requisito\w*", r"califico|calificar|califica|calificamos", r"aplico|aplicar",
                 r"(?:me )?(?:inscribo|inscribirme|anoto|anotarme|meto|meterme|entrar|ingresar)",
                 "qualify", "qualifies", "apply", "sign up", "who can get")
    + _has("tarifa social", "social rate", "social tariff", "iva reducido", "iva del 8")
    + _lacks(r"renov\w*", "renew", r"vence\w*", r"venci\w*", "expire", "expired",
             r"(?:se me|se nos) (?:termino|acabo)")
    # the router's remaining instalments paid ahead, which the equipment's section does not
    # offer ("can I pay the two remaining cuotas all at once?"); not whether it is paid at once
    # or in instalments, which it says
    + "|" + _has(r"(?:cuotas?|instalments?|installments?) (?:\w+ ){0,2}?(?:que (?:me |nos )?"
                 r"(?:faltan|quedan)|restantes|pendientes)",
                 r"(?:remaining|last|other) (?:two |2 )?(?:cuotas?|instalments?|installments?)",
                 r"(?:adelantar|adelanto|liquidar|saldar|pay off) (?:\w+ ){0,2}?(?:cuotas?|"
                 r"instalments?|installments?)",
                 # (the instalments paid together: "¿puedo pagar las 3 cuotas del router de un
                 # solo golpe?")
                 r"(?:pagar|pago|cancelar|pay) (?:\w+ ){0,3}?(?:cuotas|instalments|installments) "
                 r"(?:\w+ ){0,3}?(?:de un solo golpe|de una vez|de un tiron|juntas|all at once|"
                 r"at once|together)",
                 # (the whole price at once instead, asked as leave: "¿puedo pagarlo completo
                 # de una vez para no tener cuotas?")
                 r"(?:puedo|podemos|se puede|me dejan|can i|can we|could i) (?:\w+ ){0,2}?"
                 r"(?:pagarlo|pagarla|pagar|pay) (?:\w+ ){0,3}?(?:completo|de una vez|de contado|"
                 r"de un solo golpe|all at once|in full|upfront|up front|outright)",
                 r"(?:sin|para no tener|pa no tener|without) (?:\w+ )?(?:cuotas|instalments|"
                 r"installments)")
    + _has("router", "ruter", "wi fi 6", "wifi 6", "equipo", "aparato", "modem", "ont")
    # a household appliance damaged by a surge, and whether the company answers for it (the
    # equipment's section prices only its own router so damaged)
    + "|" + _has(r"quem\w*", r"dan\w*", r"fundi\w*", r"burn\w*", "fried", r"averi\w*")
    + _has("televisor", "tele", "nevera", "computadora", "laptop", "pc", r"electrodomestic\w*",
           "lavadora", "aire acondicionado", "fridge", "computer", "tv set", "appliance")
    + _has(r"(?:responden|responde|respondan|responsables?|se hacen cargo|reponen|cubren|pagan|"
           r"indemniz\w*|liable|responsible|pay for|cover|compensate)")
    # an extended warranty or an insurance for the equipment, which nobody sells here
    + "|" + _has("garantia extendida", "extended warranty", "insurance",
                 r"seguro (?:pa|para|pal|del|de|contra) (?:el |la |los )?(?:router|ruter|equipo|"
                 r"equipos|ont|modem|robo|dano|danos)",
                 r"(?:venden|ofrecen|tienen|hay) (?:\w+ ){0,3}?seguros?")
    # a place on a waiting list, or word sent when the fibre reaches a place that has none
    # yet (the coverage's section says only how to check it)
    + "|" + _has(r"(?:anot\w*|apunt\w*|inscrib\w*|registr\w*|put me|sign me up|add me) "
                 r"(?:\w+ ){0,4}?(?:lista|list)", "lista de espera", "waiting list", "wait list",
                 r"(?:avis\w*|notific\w*|let me know|notify me|tell me) (?:\w+ ){0,4}?"
                 r"(?:cuando|when) (?:\w+ ){0,2}?(?:llegue|lleguen|llega|haya|tengan|arrives|"
                 r"reaches|is available)")
    + _has("fibra", "cobertura", "zona", "sector", r"urbaniz\w*", "urb", "calle", "edificio",
           "fiber", "fibre", "coverage", "area", "llegue", "llega")
    # fibre left installed in a building still being built, before anyone lives there
    + "|" + _has(r"pre ?instal\w*", r"pre ?cablea\w*", "under construction", r"pre ?wir\w*",
                 r"(?:terminando de|acabando de|estamos|estan) (?:construir|construyendo)",
                 r"en construccion", r"(?:edificio|torre|conjunto|urbanismo) nuevo (?:\w+ ){0,4}?"
                 r"(?:antes de|before) (?:que|q)? ?(?:se )?(?:muden|mude|entreguen|habiten)")
    # a debt somebody else left at the address (a former tenant's or owner's)
    + "|" + _has(r"(?:inquilin[oa]|duen[oa]|propietari[oa]|arrendatari[oa]) (?:anterior|de antes|"
                 r"viej[oa])", r"(?:previous|former|last) (?:tenant|owner|occupant)",
                 r"(?:el|la|los) que (?:vivia|vivian|estaba|estaban) (?:\w+ )?antes")
    + _has(r"deud\w*", r"debia\w*", r"debe\w*", r"dej\w* (?:\w+ )?(?:pendiente|sin pagar)", "debt",
           "owed", "owes", "unpaid")
    # the bank's own commission on a transfer, borne or refunded by the company
    + "|" + _has(r"comision\w*", "bank fee", "bank charge", r"commission\w*")
    + _has("banco", "bank", r"interbancari\w*", r"transfer\w*", "pago movil")
    + _has(r"reconoc\w*", r"devuelv\w*", r"devolv\w*", r"reintegr\w*", r"descuent\w*", r"asum\w*",
           r"absorb\w*", "cubren", "refund", "reimburse", "cover", "pagan ustedes", "la pagan")
    # a toll-free number to call
    + "|" + _has(r"0 ?800", "toll free", "free phone number",
                 r"(?:numero|linea|telefono) (?:\w+ )?(?:gratis|gratuit[oa])")
    # some kinds of traffic slowed or blocked on purpose (torrents, streaming)
    + "|" + _has(r"torrent\w*", "p2p", "netflix", "youtube", "streaming", "juegos en linea",
                 "online games")
    + _has(r"(?:bajan|baja|limitan|limita|restringen|restringe|reducen|ralentiz\w*|bloquean|"
           r"bloquea|priorizan|capan|frenan)", r"throttl\w*", "traffic shaping", "slow down",
           "block")
    # a free trial's end counted to a day or to the month's end, which its section leaves
    # unsaid ("el mes gratis, ¿me dura hasta el 20 de diciembre o nomás hasta fin de
    # noviembre?")
    + "|" + _has("prueba", "trial", "mes gratis", "gratis", "free month")
    + _has(r"hasta (?:el )?(?:\d{1,2}|fin) (?:\w+ ){0,6}?(?:o|or) (?:\w+ ){0,3}?hasta (?:el )?"
           r"(?:\d{1,2}|fin)", "mes calendario", "calendar month",
           r"(?:30 dias|a month) (?:\w+ ){0,3}?(?:o|or) (?:\w+ ){0,3}?(?:fin de mes|end of the "
           r"month)")
    # a promotion's discount kept, or lost, after a change of plan, which its sections leave
    # unsaid
    + "|" + _has(r"descuento\w*", r"promo\w*", "bienvenida", r"rebaj\w*", "discount", "welcome")
    + _lacks(r"baj\w*", r"downgrad\w*", "cheaper", r"mas barat\w*")
    # (an upgrade's: going down ends the promotion, which the downgrade's section says)
    + _has(r"(?:si )?(?:me )?(?:subo|subimos|subirme|subir|paso a uno mas rapido) (?:\w+ )?"
           r"(?:al|de|a|el) (?:plan|fibra|\d+)", r"upgrad\w* (?:\w+ )?(?:to|plan|my)")
    + _has(r"(?:sigue|siguen|seguir|mantien\w*|manten\w*|respet\w*|conserv\w*) (?:\w+ ){0,3}?"
           r"(?:el |la |mi )?(?:descuento|promo\w*|rebaja|20)", r"(?:lo|la) pierdo",
           r"pierdo (?:el|la) (?:descuento|promo\w*|rebaja)", r"(?:keep|lose) (?:the |my )?"
           r"(?:discount|promo\w*)")
    # a maintenance moved to another day, or a place left out of it, on request
    + "|" + _has("mantenimiento", "maintenance", "trabajos en la red", "network work")
    + _has(r"(?:muevan|mover|moverlo|cambien|cambiar|pospon\w*|reprogram\w*|pasen|pasar|corran|"
           r"rueden) (?:\w+ ){0,3}?(?:otro dia|otra fecha|otra hora|otro horario)",
           r"no (?:toquen|corten|afecten) (?:\w+ )?(?:mi|el|nuestro) (?:sector|zona|edificio|"
           r"calle)",
           r"reschedul\w*", "postpone", r"skip (?:my|our) (?:area|street|building)")
    # how many days before a cut the warning comes, which the suspension's section leaves
    # unsaid (it says only that one comes)
    + "|" + _has(r"cort\w*", r"suspend\w*", "cut", "disconnect")
    + _has(r"(?:cuantos dias|cuanto tiempo|cuantas horas|how many days|how much time|how long) "
           r"(?:\w+ ){0,3}?(?:de )?(?:anticipacion|antelacion|antes|notice|in advance|before)",
           r"con (?:cuanta|que) (?:anticipacion|antelacion)")
    + _has(r"avis\w*", "notice", "warning", r"notific\w*", r"mand\w*", r"envi\w*")
    # days without service from a power cut (the electricity company's, not the network's)
    # made up: the compensation's section speaks only of faults of the network
    + "|" + _has(r"sin luz", r"apagon\w*", "corpoelec", r"se (?:fue|va|iba) la luz", "blackout",
                 r"power (?:cut|outage|failure)", r"corte\w* de (?:luz|electricidad)",
                 r"(?:falla|problema) (?:electric[oa]|de luz|de la luz)")
    + _has(r"descuent\w*", r"compens\w*", r"rebaj\w*", r"reconoc\w*", r"devuelv\w*", "credit",
           "refund", r"discount\w*")
    + _lacks(r"(?:router|ruter|ont|modem|equipo|aparato)\w* (?:\w+ ){0,4}?(?:no )?(?:prend\w*|"
             r"quem\w*|dan\w*|fundi\w*)")
    # the day of payment moved to another day of the month on request
    + "|" + _has(r"(?:cambiar|cambien|mover|muevan|correr|corran|rodar|pasar|pasen|change|move) "
                 r"(?:\w+ ){0,3}?(?:fecha de pago|fecha de vencimiento|vencimiento|dia de pago|"
                 r"fecha de corte|due date|payment date) (?:\w+ ){0,3}?(?:al|pal|para el|pa el|to "
                 r"the|to) \d{1,2}")
    # the data used by an intruder on the Wi-Fi, and whether its overage is charged
    + "|" + _has(r"(?:se me metio|se metio|se metieron|se me metieron|se colo|se colaron|me "
                 r"robaron|hackearon) (?:\w+ ){0,3}?(?:el |mi |la )?(?:wifi|wi fi|internet|senal|"
                 r"clave|red)", "sin permiso", "without permission",
                 r"(?:alguien|un vecino|una vecina|los vecinos|un extrano|someone|somebody) "
                 r"(?:\w+ ){0,3}?(?:se me metio|se metio|se colo|uso|usa|usaba|robo|roba|used|uses|"
                 r"stole|hacked)", r"(?:stole|stealing) (?:my )?(?:wifi|wi fi|internet)")
    + _has(r"gigas?", "datos", r"excedente\w*", r"consum\w*", "gb", "data", "overage")
    # the Aire 15 moved to fibre once it reaches the street: its installation or a plan change
    + "|" + _has("aire 15", "aire", "inalambrico", "antena", "wireless")
    + _has(r"(?:paso|pasarme|pasamos|cambio|cambiarme|cambiamos|switch\w*|mov\w*) (?:\w+ ){0,2}?"
           r"(?:a|al|to) (?:la |el )?(?:fibra|fiber)")
    + _has(r"instalacion\w*", "installation", r"cobr\w*", "costo", "fee", "subir de plan",
           "upgrade")
    # word sent before a promotion ends, which no section promises (the conditions say only
    # that its end date can be asked here)
    + "|" + _has(r"avis\w*", r"notific\w*", "notify", r"warn\w*", "heads up", "remind")
    + _has(r"antes de (?:que|q) (?:se me |se nos |se )?(?:acabe|termine|venza|vence|quite)",
           r"before (?:it|the discount|the promo\w*) (?:ends|expires|runs out|is over)")
    + _has(r"descuent\w*", r"promo\w*", "bienvenida", "fidelidad", r"rebaj\w*", "discount",
           "offer")
    # a credit in favour expiring if unused
    + "|" + _has(r"(?:saldo|credito|plata|dinero) (?:\w+ ){0,4}?(?:se vence|vence|expira|caduca|"
                 r"expires|expire)", r"si no (?:lo|la) (?:uso|gasto|ocupo) (?:\w+ ){0,4}?(?:lo|la) "
                 r"pierdo", r"(?:credit|balance) (?:\w+ ){0,4}?(?:expire|expires)")
    # a discount for a disability, which no section offers (the social rate is IVA reduced)
    + "|" + _has(r"discapacid\w*", r"discapacitad\w*", "conapdis", "disability", "disabled",
                 r"(?:persona|personas) con (?:alguna )?(?:condicion|necesidades) especial\w*")
    + _has(r"descuento\w*", "discount", r"rebaj\w*", r"beneficio\w*", r"tarifa especial",
           "especial", "menos", "less")
    # the least first payment of a payment agreement, or its share of the debt
    + "|" + _has(r"(?:cuota |abono |pago )?inicial", "down payment", "primer abono",
                 r"(?:cuanto|que) (?:\w+ ){0,4}?(?:como )?minimo", r"porcentaje (?:de|del) "
                 r"(?:la deuda|total|lo que debo)", "minimum")
    + _has(r"acuerdo\w*", r"convenio\w*", "payment plan", "agreement", r"cuotas?")
    # the social rate applied back to invoices already issued
    + "|" + _has("tarifa social", "social rate", "social tariff", "iva reducido")
    + _has(r"(?:devolv|devuelv)\w* (?:\w+ ){0,3}?(?:diferencia|iva)", r"retroactiv\w*",
           r"(?:facturas|meses) (?:anteriores|pasad[oa]s)", r"de (?:aqui|ahora) (?:en|pa) adelante",
           r"backdat\w*", "earlier invoices", "previous invoices", "la diferencia del iva",
           r"desde (?:agosto|septiembre|octubre|que la (?:pedi|solicite))")
    # a plan change already asked for, undone before it takes effect
    + "|" + _has(r"arrepent\w*", r"(?:echar|echarlo|echarla) (?:pa|para) (?:tras|atras)",
                 r"deshac\w*", r"revert\w*", r"(?:cancelar|anular|parar) (?:el|ese) cambio", "undo",
                 "take it back", r"cancel (?:the|that|my) (?:change|downgrade|upgrade)")
    + _has(r"(?:ya )?(?:pedi|solicite|pidio|solicito|asked for|requested|scheduled|programad\w*)")
    + _has(r"baj\w*", r"sub\w*", "cambio", r"downgrad\w*", r"upgrad\w*", "change", "plan")
    # a claim followed up by its number
    + "|" + _has(r"(?:seguimiento|en que va|como va|status|estado|estatus|consultar|follow up|"
                 r"track) (?:\w+ ){0,5}?(?:reclamo|queja|claim|complaint)",
                 r"(?:reclamo|queja|claim|complaint) (?:\w+ ){0,6}?(?:en que va|como va|"
                 r"seguimiento|status|estatus|follow up|track)")
    # somebody else paying from an account in their own name
    + "|" + _has(r"(?:primo|prima|hermano|hermana|hijo|hija|tio|tia|mama|papa|amigo|amiga|esposo|"
                 r"esposa|cunado|cunada|familiar|pariente|vecino|vecina|cousin|brother|sister|son|"
                 r"daughter|friend|relative|father|mother|uncle|aunt) (?:\w+ ){0,10}?(?:pag\w*|"
                 r"pay\w*|transfer\w*|zelle)")
    + _has(r"(?:desde|from) (?:su|la suya|his|her) (?:propia |own )?(?:cuenta|account)",
           r"(?:cuenta|account) (?:que |q |which )?(?:esta|is) (?:a|en|in|under) (?:su )?(?:nombre|"
           r"name) (?:de (?:el|ella)|suyo|suya|his|her)?",
           r"(?:in|under) (?:his|her) (?:own )?name")
    # a deadline to report a payment made without its account number
    + "|" + _has(r"(?:plazo|tiempo|limite|deadline|fecha) (?:\w+ ){0,2}?(?:maximo|limite)? ?"
                 r"(?:para|pa|to)? ?(?:report\w*|avis\w*)",
                 r"todavia (?:\w+ )?(?:puedo|lo puedo|se puede) (?:report\w*|avis\w*)",
                 r"(?:too late|still) (?:\w+ ){0,2}?(?:to )?report")
    + _has("pago movil", "pagomovil", "pm", r"transferencia\w*", "referencia", "numero de cuenta",
           "concepto", "payment", "transfer")
    # what the PON light blinking means (the fault section speaks of the red LOS light only)
    + "|" + _has(r"(?:luz|luces|led|light|lucecita|bombillo|bombillito) (?:\w+ ){0,2}?pon",
                 r"pon (?:\w+ ){0,3}?(?:parpade\w*|blink\w*|titil\w*|intermitente|flash\w*)")
    + _has(r"parpade\w*", r"blink\w*", r"titil\w*", "intermitente", r"flash\w*", "verde", "green")
    # a VPN service sold by the company
    + "|" + _has("vpn", "vpns")
    + _has("venden", "ofrecen", "tienen", "sell", "offer", "servicio de", "service")
    + _lacks(r"bloque\w*", r"block\w*", r"limit\w*", r"throttl\w*",
             # (a static IP the VPN needs: "my company VPN needs a static IP, do you offer that?")
             r"(?:necesita|necesito|needs|need|requiere|requires|pide) (?:\w+ ){0,3}?(?:ip fija|"
             r"static ip|fixed ip|ip estatica)")
    # one's own ONT's brands or models accepted
    + "|" + _has("ont", "onu", "modem") + _has(r"marcas?", r"modelos?", r"brands?", r"models?",
                                               "compatible")
    + _has(r"acept\w*", r"funcion\w*", "sirve", "sirven", "compatible", "work", "works",
           "accept", "accepted")
    # two accounts paid in one payment
    + "|" + _has(r"(?:dos|2|ambas|las dos|both|two) (?:cuentas|accounts)")
    + _has(r"(?:un solo|una sola|mismo|misma|one|a single) (?:pago|pago movil|transferencia|"
           r"payment|transfer)", r"(?:los|las) dos (?:numeros|cuentas) (?:\w+ ){0,3}?(?:concepto|"
           r"descripcion)")
    # referral discounts adding up beyond the plan's price
    + "|" + _has(r"referid\w*", r"referral\w*", "refer", "referred")
    + _has(r"mas (?:que|q|de lo que cuesta) (?:el|mi) (?:plan|precio)", "more than the plan",
           r"more than (?:my|the) (?:plan|bill)", "carry over",
           r"(?:se pierde|lo pierdo|is it lost)", r"(?:lo que )?sobra")
    # cuts for debt on weekends or holidays
    + "|" + _has(r"cort\w*", r"suspend\w*", "cut", "cuts", "disconnect")
    + _has("sabado", "sabados", "domingo", "domingos", "fin de semana", "fines de semana",
           "weekend", "weekends", "feriado", "feriados")
    + _has(r"deuda\w*", "por no pagar", "mora", "debt", "non payment", r"(?:pagar|pago) el lunes",
           "pagar", "pay")
    + _lacks(r"(?:vence|vencimiento|fecha de pago|el 25) (?:\w+ ){0,4}?(?:cae|es|sea) "
             r"(?:sabado|domingo|feriado)")
    # a promotion kept through a change of holder
    + "|" + _has(r"descuent\w*", r"promo\w*", "bienvenida", "discount")
    + _has(r"(?:a|en) (?:mi|su) nombre", "cambio de titular", "change of holder", r"pas\w* "
           r"(?:\w+ ){0,3}?(?:servicio|cuenta|contrato) a (?:mi|su) nombre", "in my name")
    + _has(*_KEPT_OR_LOST, r"(?:sigo|seguiria) con")
    # a part paid restarting the 90 days before the contract ends
    + "|" + _has(r"(?:90|noventa) (?:dias|days)", "conteo")
    + _has(r"abon\w*", r"pag\w* (?:una )?parte", "partial", r"reinici\w*", r"restart\w*",
           r"reset\w*", r"vuelve a (?:empezar|contar)")
    # a free installation charged back after going down a plan
    + "|" + _has(r"instalacion\w*", "installation")
    + _has("gratis", r"no me (?:la )?cobraron", "free", "sin costo")
    + _has(r"baj\w*", r"downgrad\w*")
    + _has(r"cobr\w*", "charge", "charged")
    # a contact datum asked for (a telephone number, an e-mail or street address, a website or
    # a social network): no section gives one, they say only "por este WhatsApp", "por
    # teléfono" or "en nuestras oficinas" (the data for a pago móvil, the account's, an
    # invoice's or a claim's number are other questions)
    + "|" + _has(r"(?:cual es|cuales son|me (?:das|dan|da|pasas|pasan|pasa|puede dar|pueden dar|"
                 r"dices|dicen)|dame|denme|deme|what s|what is|whats|do you have|tienen|hay|"
                 r"a que|a cual|to which|to what|send (?:\w+ ){0,3}?to) (?:\w+ ){0,3}?(?:el |la |"
                 r"un |una |su |sus |your |the |an |a )?(?:numero de telefono|numeros de telefono|"
                 r"telefono fijo|numero fijo|numero de contacto|numero (?:para|pa) llamar|"
                 r"correo electronico|correo|email|e mail|direccion de correo|pagina web|"
                 r"sitio web|website|instagram|facebook|twitter|redes sociales|phone number|"
                 r"telephone number|email address|mailing address|direccion (?:exacta )?de "
                 r"(?:la|las|una|sus) oficinas?|office address)")
    + _lacks("pago movil", "pagomovil", "pm", r"numero de (?:cuenta|control|factura|reclamo|"
             r"reporte|referencia|contrato)", "account number", "referencia", "cedula",
             "registrado", "registered", "cambiar", "actualizar", "update", "change")
    # the router replaced once its first year has gone by, a fault of its own: its section
    # prices misuse and covers a factory defect only in the first year
    + "|" + _has("router", "ruter", "wifi 6", "wi fi 6")
    + _has(r"(?:un|1) ano y (?:\w+ )?(?:mes|meses)", r"mas de (?:un|1) ano", "over a year",
           "more than a year",
           r"(?:trece|catorce|quince|dieciseis|diecisiete|dieciocho|1[3-9]|2\d) meses",
           r"ya (?:paso|se paso|vencio|termino) (?:el primer ano|el ano|la garantia)")
    + _has(r"cambi\w*", r"reemplaz\w*", r"repon\w*", r"repar\w*", "garantia", r"replac\w*",
           "warranty", "fix")
    # the company's own fiscal data asked for (its RIF, its fiscal address): no section gives
    # them, only how the customer's own invoice gets the customer's
    + "|" + _has(r"(?:rif|direccion fiscal|razon social|fiscal address|tax id|tax number) (?:\w+ )"
                 r"{0,4}?(?:de ustedes|de su empresa|de la empresa de ustedes|of your company|"
                 r"your company)", r"your (?:rif|fiscal address|tax id|tax number)")
    # (not where the invoice prints it: "el rif de ustedes, ¿dónde aparece en la factura?")
    + _lacks(r"(?:aparece|sale|viene|esta|figura|shows?|appears?) (?:\w+ ){0,2}?(?:en|on|in) "
             r"(?:la|mi|the|my) (?:factura|recibo|invoice|bill)")
    # a password to open the invoice's file: no section speaks of one
    + "|" + _has(r"(?:contrasena|clave|password|codigo) (?:\w+ ){0,3}?(?:pa|para|to|de) "
                 r"(?:abrir|abrirla|abrirlo|open)", r"(?:pdf|archivo|file) (?:\w+ ){0,6}?"
                 r"(?:contrasena|clave|password)", r"(?:contrasena|clave|password) (?:del|de la|"
                 r"for the|of the) (?:pdf|archivo|factura|file|invoice)")
    + _lacks("wifi", "wi fi", "router", "red", "correo electronico de ustedes")
    # a certificate of the speed contracted: the documents offer none
    + "|" + _has(r"(?:constancia|certificado|certificacion|carta|comprobante) (?:\w+ ){0,3}?"
                 r"(?:velocidad|megas|plan contratado|speed)", r"(?:certificate|letter|proof) of "
                 r"(?:the |my )?(?:speed|contracted|plan)")
    # a raffle, a contest or a giveaway: no promotion of the documents is one
    + "|" + _has(r"sorteo\w*", r"rifa\w*", "giveaway", r"raffle\w*", r"concurso\w*")
    # mining or a fair-use limit of the unlimited plans: the documents set none
    + "|" + _has(r"minand\w*", "minar", "mineria", r"mining", "fair use", "uso justo",
                 r"politica de uso (?:justo|razonable)")
    # a credit's worth against the rate: the documents say only how it is applied
    + "|" + _has(r"(?:pierde|pierden|perder|perderia|mantiene|conserva|keeps?|loses?|lose) (?:su |"
                 r"el |its )?valor", r"(?:se )?devalu\w*", "se ajusta a la tasa",
                 r"(?:keeps?|loses?|lose) (?:its )?value")
    + _has(r"saldo a favor", "credito", "credit", "saldo")
    # a discount lost for paying one bill late: the documents say only who is offered it
    + "|" + _has(r"descuent\w*", r"promo\w*", "discount")
    + _has(r"(?:pag\w*|pay\w*|cancel\w*) (?:\w+ ){0,3}?(?:tarde|atrasad[oa]|late|despues del "
           r"(?:25|vencimiento)|after the (?:25|due date))")
    + _has(r"quit\w*", r"pierd\w*", r"perd\w*", "lose", "lost", "keep", r"mantien\w*",
           r"mantengo")
    # an exemption from the IGTF: its section names none
    + "|" + _has(r"exent\w* (?:\w+ ){0,3}?(?:del |de |el )?igtf", r"igtf (?:\w+ ){0,4}?exent\w*",
                 r"exempt\w* (?:\w+ ){0,3}?(?:from )?(?:the )?igtf",
                 r"exoner\w* (?:\w+ ){0,3}?igtf", r"igtf (?:\w+ ){0,4}?exempt\w*")
    # a way to pay blocked after bounced payments: the documents charge the bounce, no more
    + "|" + _has(r"bloque\w*", "block", "blocked", r"(?:make|force) me (?:to )?pay another way",
                 r"(?:me|nos) (?:obligan|van a obligar) a pagar (?:de )?otra (?:forma|manera)")
    + _has("pago movil", "zelle", "transferencia", "payment method", r"formas? de pago",
           r"metodos? de pago", r"paying by", "another way", r"otra (?:forma|manera)")
    # the router's reach in metres: the documents state none
    + "|" + _has(r"(?:cuantos|how many) (?:metros|meters|metres|mts) (?:\w+ ){0,3}?(?:agarra|"
                 r"alcanza|llega|cubre|covers?|reach\w*|range|senal|signal|tiene de alcance)",
                 r"alcance (?:\w+ ){0,3}?(?:del )?(?:router|wifi|senal)",
                 r"(?:range|coverage) (?:of|on) (?:the |your )?(?:router|wifi)")
    # data used at night or in free hours: the documents count every GB alike
    + "|" + _has("madrugada", "de noche", "en la noche", r"nocturn\w*", "at night", "overnight",
                 "horario libre", "free hours", "hora libre", "horas libres")
    + _has("gigas", "datos", "data", r"descarg\w*", r"download\w*", "consumo")
    # a promotion kept after a move: the move's section names none
    + "|" + _has(r"descuent\w*", r"promo\w*", "bienvenida", "discount", "welcome")
    + _has(r"traslad\w*", r"mud\w*", r"relocat\w*",
           r"(?:move|moving|moved) (?:to )?(?:a |another |my new |the new |a new )?(?:house|home|"
           r"apartment|place|address)")
    + _has(*_KEPT_OR_LOST, r"sigue (?:con|teniendo)", "keep", "still")
    # the same fixed IP after a reconnection: the add-on's section gives its price only
    + "|" + _has(r"(?:misma|same) ip", r"ip (?:\w+ ){0,3}?(?:la misma|the same)",
                 r"(?:cambian|cambia|change) (?:\w+ ){0,2}?(?:la |el |the )?ip")
    + _has(r"reconect\w*", r"reconnect\w*", r"cort\w*", r"suspend\w*", "cut", r"reactiv\w*")
    # the invoice sent to a second e-mail address: the documents name one address only
    + "|" + _has(r"(?:dos|2|otro|otra|segundo|second|another|two) (?:correos?|emails?|e mails?|"
                 r"direcciones de correo)", r"(?:correo|email|e mail) de mi (?:contador|contadora|"
                 r"esposa|esposo|socio|socia|hija|hijo)", r"ademas del mio")
    + _has(r"factur\w*", r"recibos?", "invoice", "bill", r"llegu\w*", r"mand\w*", r"envi\w*")
    # unused data carried to the next month: the allowance is the month's
    + "|" + _has(r"(?:lo|los|las) (?:que|q) (?:me )?(?:sobra|sobran|quede|queden|no use|no gaste)",
                 r"(?:roll|rolls|rolled) over", "rollover", r"(?:gigas|datos|gb) (?:que|q) no "
                 r"(?:use|gaste|uso|gasto)", r"unused (?:gb|data|gigas)")
    + _has(r"(?:mes|month) (?:que viene|siguiente|proximo|next)", r"(?:next|following) month",
           r"acumul\w*", r"se (?:pasa|pasan) (?:pal|para el|al)", r"carry\w*")
    # a plan's price next year, other than the one adjustment announced (Fibra 300's): the
    # documents announce no other
    + "|" + _has(r"(?:van a subir|lo van a subir|la van a subir|suben|subiran|aumentaran|van a "
                 r"aumentar|will (?:go up|rise|increase)|going to (?:go up|rise|increase))")
    + _has(r"(?:el )?ano (?:que viene|proximo|entrante)", r"proximo ano", "next year",
           r"(?:en|in) (?:enero|january)")
    + _has(r"fibra (?:30|50|100|600|1000)", r"aire 15", r"(?:los|todos los|other|all) "
           r"(?:otros )?(?:planes|plans)")
    # one TV service on two sets, or a second decoder: the add-on's section says neither
    + "|" + _has(r"(?:dos|2|ambos|los dos|otro|otra|segundo|second|two|both) (?:\w+ )?"
                 r"(?:televisores|televisor|teles|tele|tvs|tv sets|decodificador\w*|deco\w*|"
                 r"set top box\w*)", r"otro (?:decodificador|deco)\w*",
                 r"(?:en el cuarto y en la sala|en la sala y en el cuarto)")
    + _has(r"tv\b", "tele", r"televis\w*", r"canal\w*", r"decodificador\w*", r"deco\w*")
    # whether the wireless antenna is rented or the customer's: the equipment's section names
    # only the ONT and the router
    + "|" + _has("antena", "antenna")
    + _has(r"alquilad[oa]", "rented", "rent", r"(?:queda|es) (?:mia|mio|nuestra|propia)",
           "own it", "mine", r"(?:la|lo) compro", r"propia")
    # one connection split with a neighbour's house: the documents sell one home's service
    + "|" + _has(r"mitad y mitad", r"entre (?:los )?dos", r"pasarle (?:un )?cable",
                 "split the bill",
                 r"(?:una sola|un solo) (?:fibra|plan|servicio|internet|conexion)")
    + _has(r"vecin[oa]s?", r"neighbou?rs?", r"(?:su|otra) casa")
    # a debt sent to collectors or a debtors' list: the documents say only the contract ends
    + "|" + _has(r"(?:agencia|empresa|oficina)s? de cobranza", r"cobrador\w*",
                 r"lista\w* de morosos",
                 r"buro de credito", r"collection agenc\w*", r"debt collector\w*",
                 r"credit bureau\w*")
    # one's own router bought elsewhere, set up by the technician: the documents say only what
    # the company's equipment is
    + "|" + _has(r"(?:compre|comprado|compramos|bought) (?:\w+ ){0,2}?(?:router|ruter|modem)")
    + _has(r"configur\w*", r"(?:usar|use) (?:el|the) (?:de ustedes|yours|your)", "set it up",
           r"(?:si o si|obligatorio|a juro)")
    # somebody sent home to collect the equipment after cancelling: the documents say it is
    # returned at an office
    + "|" + _has(r"(?:mandar|mandan|manden|enviar|envian|envien|pasar|pasan) (?:a )?(?:alguien|un "
                 r"tecnico|una persona|un motorizado) (?:\w+ ){0,2}?(?:a )?(?:buscar|recoger|"
                 r"retirar)", r"(?:pick|collect) (?:it|the \w+) up (?:at|from) (?:my|the) "
                 r"(?:house|home)")
    # the data used by each device: only the month's total is given
    + "|" + _has(r"cada (?:telefono|celular|equipo|dispositivo|aparato|computadora|device|phone)",
                 r"(?:por|per) (?:dispositivo|equipo|device)")
    + _has(r"gast\w*", r"consum\w*", r"come\w*", "usa", "uses", r"gigas", "datos", "data")
    # a credit moved to another customer's account: the documents only discount it from the
    # holder's next bill
    + "|" + _has("saldo a favor", "saldo", r"credito", "credit", "balance")
    + _has(r"(?:pas|transfer|mov|traspas)\w* (?:\w+ ){0,4}?(?:a|pa|para|to|into) (?:la |otra |"
           r"another |her |his |the )?(?:cuenta|account) (?:de|of)\b",
           r"(?:pas|transfer|traspas)\w* (?:\w+ ){0,3}?(?:a|pa|para|to) (?:otra|otro|another) "
           r"(?:cuenta|cliente|account|customer)")
    # when fibre will reach a place not yet covered: the documents list today's states only
    + "|" + _has(r"(?:para cuando|cuando) (?:\w+ ){0,2}?(?:tienen pensado|piensan|van a|planean|"
                 r"esperan|tienen planes de) (?:\w+ ){0,2}?(?:llegar|llevar|expandir\w*|poner|"
                 r"instalar|traer)",
                 r"when (?:will|are) (?:you|the fiber|the fibre|fiber|fibre) (?:\w+ )?(?:reach|"
                 r"arrive|come|expand)")
    # the telephone number to call: the documents say one is given, not which
    + "|" + _has(r"(?:numero|telefono|number) (?:de telefono |telefonico |de contacto )?"
                 r"(?:\w+ ){0,3}?(?:pa|para|to|a) (?:llamar|llamarlos|llamarles|call)",
                 r"(?:a |al )?(?:que|cual|what) (?:numero|telefono|number) (?:\w+ )?(?:llamo|"
                 r"puedo llamar|les llamo|call)", r"0800", r"0 800", "phone number")
    + _lacks(r"(?:numero|number) (?:de )?(?:cuenta|factura|account|invoice)")
    # a discount code or coupon: the documents' promotions are applied without one
    + "|" + _has(r"(?:codigo|cupon|code|coupon)s? (?:de )?"
                 r"(?:(?:del? )?\d+ (?:de |por ciento de )?)?"
                 r"(?:descuento|promocional|promo|discount)", "promo code", "discount code",
                 "coupon", r"cupon\w*")
    # a free trial asked again after one was used: the trial's section speaks of one
    + "|" + _has(r"(?:otro|otra|segundo|segunda) (?:\w+ )?(?:mes de )?prueba",
                 r"(?:volver a|vuelvo a|volverla a|volverlo a) prob\w*",
                 r"(?:la|el) prueba (?:\w+ )?(?:otra vez|de nuevo)",
                 r"(?:another|second|new) (?:free )?trial", r"trial (?:\w+ )?again")
    + _has("gratis", "free", "prueba", "trial", "sin costo")
    # how many months back a charge can still be claimed: the claims' section gives no limit
    + "|" + _has(r"(?:hasta )?cuant[oa]s (?:meses|dias|anos|semanas) (?:para |pa |hacia )?atras",
                 r"how (?:far|many months) back")
    + _has(r"reclam\w*", r"claim\w*", r"disput\w*", r"complain\w*", r"devuelv\w*",
           r"refund\w*")
    # somebody who speaks another language: the documents say nothing of languages
    + "|" + _has(r"(?:hable|hablen|habla|speaks?|speaking) (?:\w+ )?(?:ingles|english|"
                 r"italiano|italian|portugues|portuguese|frances|french)",
                 r"(?:en|in) (?:ingles|english) (?:\w+ ){0,3}?(?:agent\w*|person\w*|asesor\w*|"
                 r"someone|somebody|alguien)")
    # (or how long after a charge the customer may still claim it, asked by time)
    + "|" + _has(r"hasta cuanto tiempo (?:despues|atras)",
                 r"cuanto tiempo (?:tengo|tenemos|hay|tiene uno) (?:\w+ ){0,2}?(?:para|pa) "
                 r"(?:reclamar|hacer (?:el|un) reclamo)",
                 r"(?:plazo|limite|tiempo maximo) (?:\w+ ){0,2}?(?:para|pa) (?:reclamar|hacer "
                 r"(?:el|un) reclamo)", r"deadline (?:to|for) (?:\w+ )?(?:claim|dispute)")
    # a tip for the installers: the documents speak of no tips
    + "|" + _has(r"propinas?", "tip them", r"tip the \w+", "tipping")
    # whether chatting on this WhatsApp uses the home plan's data: the documents count the
    # home's connection only
    + "|" + _has(r"(?:chatear|escribir\w*|hablar) (?:\w+ ){0,4}?(?:por|en) (?:este |el )?whatsapp",
                 r"(?:chatting|writing|texting) (?:\w+ ){0,3}?(?:on|over|through) (?:this )?"
                 r"whatsapp")
    + _has(r"gast\w*", r"consum\w*", r"descuent\w*", r"come\w*", "uses", "count", "counts")
    + _has("gigas", "datos", "data", "megas", "gb")
    # the data allowance of the month a plan changes in: the documents prorate the price only
    + "|" + _has(r"(?:limite|tope) de (?:gigas|datos|gb|consumo)", r"data (?:cap|limit|allowance)",
                 r"cuant[oa]s gigas (?:tengo|me dan|tendria|me tocan|me corresponden)")
    + _has(*_CHANGE_VERB) + _has("ese mes", "el mes del cambio", "that month", "a mitad de mes",
                                 r"el dia \d{1,2}", "mid month")
    # the mast or pole for the wireless antenna: the documents name the equipment only
    + "|" + _has(r"mastil\w*", r"tubos?", "mast", "pole", r"base (?:de|para) la antena")
    + _has("antena", "antenna", "aire")
    # paying from somebody else's bank account: the documents say where to pay, not from whose
    + "|" + _has(r"(?:desde|de|con) (?:la )?cuenta (?:bancaria )?(?:de|del) (?:mi |un |una )?"
                 r"(?:cunad[oa]|herman[oa]|mama|papa|hij[oa]|espos[oa]|amig[oa]|vecin[oa]|"
                 r"suegr[oa]|prim[oa]|tercer[oa]|otra persona|otro)",
                 r"(?:from|with) (?:my |a )?(?:\w+ s|someone else s|another person s|a third "
                 r"party s) (?:bank )?account")
    + _has(r"pag\w*", r"transfer\w*", "pay", "deposit")
    # the customer's own appliances burned by a power surge: the documents cover the company's
    # equipment only
    + "|" + _has(r"(?:subida|bajon|pico|sobrecarga|variacion|alza) de (?:voltaje|voltage|luz|"
                 r"tension)", r"power surge", "surge", r"voltaje")
    + _has(r"televisor\w*", "tele", "tv", r"laptop\w*", "laptp", r"computadora\w*", "nevera",
           r"aparatos?", r"electrodomesticos?", "devices", "appliances", "tvs")
    + _lacks(r"(?:el|mi|the|my) (?:router|ruter|modem|ont) (?:se )?(?:quemo|daño|murio|burned|"
             r"fried|died)")
    # how the rate's decimals are taken or amounts rounded: the documents state the rate only
    + "|" + _has(r"decimal\w*", r"(?:como|how) (?:\w+ ){0,3}?(?:redonde\w*|round|rounds|"
                 r"rounded)")
    + _has("tasa", "bcv", "rate")
    # torrents or peer-to-peer traffic blocked or slowed: the documents speak of no traffic rule
    + "|" + _has(r"torr?ents?", "torrens", "p2p", "peer to peer")
    # the company's equipment stolen, what is charged for it: the documents price a
    # replacement router, not a theft
    + "|" + _has(r"rob(?:o|aron|ado|ada|ar|arme)", "hurto", "stolen", "theft", "se llevaron",
                 r"me (?:la|lo) quitaron")
    + _has("ont", "la cajita", r"(?:equipo|aparato|modem) de ustedes")
    # who may open the door to the technician sent for a fault: the documents name a visit for
    # an installation only
    + "|" + _has(r"(?:reporte|reportamos|reportar|tengo|hay) (?:una |la )?(?:falla|averia)",
                 r"(?:fault|outage) (?:\w+ )?(?:visit|report)")
    + _has(r"recibir al tecnico", r"(?:tengo|tiene|debe|debo) (?:que )?estar (?:yo|el titular|"
           r"presente|la titular)", r"let (?:the )?technician in")
    # the days without service after a cut made in error: the documents waive the
    # reconnection then, and compensate outages, not wrongful cuts
    + "|" + _has(r"(?:me|nos) (?:cortaron|suspendieron|quitaron el servicio)",
                 r"(?:cut|suspended|disconnected) (?:me|us|my|our)")
    + _has(r"(?:un |por )?error", r"equivocacion", r"tenia todo pago", r"estaba al dia",
           r"by mistake", r"in error", r"(?:was|were) (?:fully )?paid up")
    + _has(r"(?:esos |los )?dias (?:\w+ ){0,4}?(?:descuent\w*|compens\w*|rebaj\w*|reconoc\w*|"
           r"devuelv\w*)", r"(?:descuent\w*|compens\w*|rebaj\w*) (?:\w+ ){0,3}?(?:esos|los) dias",
           r"(?:credit|compensat\w*|refund) (?:\w+ ){0,4}?(?:days|those days)")
    # prepaid packs of extra data: the documents price each GB over the allowance only
    + "|" + _has(r"paquet\w* (?:\w+ )?(?:de )?(?:gigas|datos|gb)", r"(?:gigas|datos|gb) (?:\w+ )?"
                 r"prepagad\w*", "prepaid data", r"data (?:packs?|bundles?|top ?ups?)",
                 r"(?:packs?|bundles?) of (?:extra )?(?:gigs|gb|data)")
    # how long the contract's approval takes: the documents count the days from the approval
    + "|" + _has(r"(?:cuantos dias|cuanto tiempo|cuanto) (?:\w+ ){0,2}?(?:tarda|tardan|demora|"
                 r"demoran|se tarda|se demora|echan) (?:\w+ ){0,2}?(?:la )?aprobacion",
                 r"(?:en )?cuantos dias (?:me |nos |le )?(?:aprueban|aprobaran|van a aprobar) "
                 r"(?:el )?contrato",
                 r"how long (?:does|will|would) (?:the )?(?:contract )?approval take")
    # the due date moved to another day: the documents set it for everybody
    + "|" + _has(r"(?:cambiar|cambien|cambiarme|mover|muevan|correr|corran|pasar|pasen|rodar) "
                 r"(?:\w+ ){0,3}?(?:la )?fecha (?:de )?(?:vencimiento|pago|corte)",
                 r"(?:change|move) (?:my |the )?(?:due|payment) date")
    + _has(r"(?:al|pal|para el|pa el|to the|a el) (?:dia )?\d{1,2}", "otro dia", "another day",
           r"(?:later|otra) (?:date|fecha)")
    # the installation fee in instalments: the documents charge it on the first bill
    + "|" + _has(r"(?:instalacion|installation) (?:fee )?(?:\w+ ){0,3}?(?:en cuotas|in "
                 r"(?:instalments|installments)|a plazos|por partes|in parts)",
                 r"(?:en cuotas|in instalments|in installments|a plazos) (?:\w+ ){0,3}?"
                 r"(?:la instalacion|the installation)")
    # the loyalty discount asked again after its bills ran out: the documents give it once
    + "|" + _has("fidelidad", "loyalty", r"clientes? (?:viej[oa]s?|antigu[oa]s?)")
    + _has(r"(?:qualify|get it|have it|tenerlo|tenerla|darmelo|darmela|dan) (?:\w+ ){0,3}?"
           r"(?:again|otra vez|de nuevo)", r"one[- ]?time (?:thing|deal|only)",
           r"(?:volver|vuelvo|vuelven) a (?:tener|recibir|ganar|dar|darme|aplicar)\w* (?:\w+ )?"
           r"(?:el )?(?:descuento|fidelidad)")
    # the credit left after cancelling, by what means or how soon it is paid back: the
    # documents say an agent handles its return, not how or when
    + "|" + _has(r"(?:saldo|plata|dinero|money) a (?:mi )?favor", r"credito", r"credit",
                 r"(?:me |nos )?(?:sobr\w*|queda\w*) (?:\w+ ){0,2}?(?:plata|dinero|saldo|usd|"
                 r"dolares|\d+)")
    + _has(r"(?:doy|demos|de|dar|damos) de baja", r"cancel\w*", r"me (?:voy|retiro)",
           r"(?:close|closing|end|ending) (?:my |the |our )?(?:account|service|contract)")
    + _has(r"(?:por|via|by|through) (?:zelle|transferencia|pago movil|transfer)",
           r"(?:zelle|transferencia|transfer) (?:o|or) (?:\w+ ){0,2}?(?:zelle|transferencia|"
           r"transfer|bolivares|bolos)", r"cuanto (?:tiempo )?(?:tardan|tarda|demora|demoran)",
           r"how (?:long|soon|quickly)", r"how (?:will|would|do) (?:you|u) (?:pay|send|give|"
           r"refund|return)", r"(?:de )?(?:que|q) (?:forma|manera) (?:me |nos )?(?:lo |la )?"
           r"(?:devuelven|reintegran|pagan|regresan)")
    # an installation visit already booked, moved to another day: the documents give the
    # visit's days from the approval, not rescheduling it
    + "|" + _has(r"(?:mover|muevan|cambiar|cambien|reprogram\w*|pasar|pasen|correr|corran|"
                 r"rodar|move|change|reschedul\w*|postpone) (?:\w+ ){0,3}?(?:la |the |my |our )?"
                 r"(?:visita|cita|instalacion|installation|visit|appointment)",
                 r"(?:visita|cita|instalacion|installation|visit|appointment) (?:\w+ ){0,8}?"
                 r"(?:para |pa |a |to )?(?:otro dia|otra fecha|another day|another date|"
                 r"a different day)", r"reschedul\w*")
    + _has(r"(?:agendad|programad|pautad|booked|scheduled|fijad)\w*", r"reschedul\w*",
           r"(?:la|mi|the|my|our) (?:visita|cita|visit|appointment)")
    # the years an account had before its holder changed, counted for the loyalty discount:
    # the documents say neither way
    + "|" + _has("fidelidad", "loyalty")
    + _has(r"(?:pase|pasamos|paso|pasaron|puse|cambie) (?:\w+ ){0,3}?a mi nombre",
           r"cambio de titular", r"falleci\w*", r"muri\w*", r"hered\w*", r"era de mi",
           r"(?:new|changed|change of) (?:account )?holder", r"in my name")
    + _has(r"anos", r"antiguedad", r"(?:me )?cuentan", "desde", "years", "count")
    # a credit for days of slow service, not an outage: the documents compensate a failure that
    # leaves the customer without service
    + "|" + _has(r"(?:dando|daba|dio|llegaban|llegaron|llegando|getting|got|gave|giving) "
                 r"(?:como |unos |apenas |solo |about |around |only )?\d+ (?:megas|mbps|mb)",
                 r"(?:lent[oa]|lentisim[oa]|slow)", r"velocidad (?:baja|bajisima|lenta)")
    + _has(r"descuent\w*", r"descont\w*", r"rebaj\w*", r"compens\w*", r"reconoc\w*",
           r"credit\w*", r"refund\w*", "me devuelven")
    + _has(r"(?:esos |los )?dias", "days", r"pague \d+", "paid for")
    + _lacks(r"sin (?:internet|servicio|conexion|senal)", r"se (?:cayo|fue|murio)",
             r"no (?:tenia|tengo|teniamos|tenemos|habia|hay) (?:internet|servicio)",
             r"(?:no|without) (?:internet|service)")
    # a discontinued plan kept by a new holder: the documents say neither way
    + "|" + _has(r"cambio de titular",
                 r"(?:pasar|pasa|pase|pasamos|poner|va a pasar) (?:\w+ ){0,3}?a (?:mi|su|tu) "
                 r"nombre",
                 r"new holder", r"(?:in|into|to) my name")
    + _has("fibra 30", "plan viejo", "plan viejito", r"descontinuad\w*", "discontinued",
           "old plan")
    + _has(r"(?:quedar|quedo|quedarme|mantener|mantengo|conservar|conservo|seguir con|sigo con|"
           r"keep|stay on)")
    # the TV's outage compensated, the internet working: the documents compensate the
    # internet's
    + "|" + _has("tv basica", "tele", "television", "canales", "tv", "basic tv")
    + _has(r"no (?:se )?(?:vio|veia|funciono|funcionaba|sirvio|agarraba|prendia)", r"sin senal",
           r"se (?:cayo|fue)", "no signal", r"(?:was|went) (?:down|out)", "not working")
    + _has(r"compens\w*", r"descuent\w*", r"descont\w*", r"rebaj\w*", r"credit\w*",
           r"refund\w*", r"reconoc\w*")
    # (the internet down too is the outage's: "no funcionó ni el internet ni la tele")
    + _lacks(r"ni (?:el )?internet", r"sin (?:internet|servicio|conexion|wifi)",
             r"(?:internet|wifi|conexion) (?:\w+ ){0,2}?(?:tampoco|no) (?:funciono|sirvio|servia|"
             r"funcionaba|habia|tenia)", r"(?:internet|wifi|connection) (?:\w+ )?(?:was|went) "
             r"(?:down|out)")
    # how long a loyalty discount's invitation stays open: the documents give no term
    + "|" + _has(r"invitacion\w*", r"invitation\w*", r"invitaron", "invited")
    + _has("fidelidad", "loyalty")
    + _has(r"(?:hasta )?cuando (?:tengo|tenemos|hay|puedo)", "how long", r"plazo\w*",
           r"(?:se )?(?:vence|vencio|expira|expiro|caduca|caduco|paso el tren)", "expire",
           "deadline", r"todavia (?:puedo|la puedo|lo puedo)")
    # a least amount for each part paid, or most parts: the documents allow paying in parts
    # and say no more
    + "|" + _has(r"monto minimo",
                 r"minimo (?:\w+ ){0,2}?(?:por|para|de|en) (?:cada )?(?:pago|abono)",
                 r"(?:maximo|limite) de (?:pagos|abonos|partes|cuotas)", "minimum amount",
                 r"minimum (?:\w+ )?payment", r"maximum (?:number of )?payments")
    + _has(r"pag\w*", r"abon\w*", "partes", "payment", "payments", "pay")
    # the installation paid back when the street box has no free port: the documents say
    # nothing of a visit that could not install
    + "|" + _has(r"(?:no hay|sin|no tiene|no tienen) (?:\w+ )?(?:puertos?|capacidad|cupo|espacio)",
                 r"(?:caja|cajetin|nap) (?:\w+ ){0,4}?(?:llena|full|copada)",
                 r"no (?:free )?ports?", r"(?:box|cabinet) (?:\w+ ){0,2}?full")
    + _has(r"devuelv\w*", r"reembols\w*", r"reintegr\w*", r"refund\w*", r"(?:la|mi) plata",
           r"(?:el|mi) dinero", "money back")
    # somebody at home for a reconnection, or whether it is done from the office: the
    # documents give its hours, not a visit
    + "|" + _has(r"reconect\w*", r"reconex\w*", r"reconnect\w*", r"(?:volver|vuelvan) a "
                 r"conectar")
    + _has(r"(?:quedarme|quedarnos|estar|esperar|esperando) (?:\w+ ){0,2}?en (?:la )?casa",
           r"(?:tiene|tengo|debe|debo|hay) (?:que )?(?:haber|estar) (?:alguien|yo|presente)",
           r"desde (?:alla|la oficina|alli|remoto)", r"remot\w*",
           r"(?:someone|somebody|anyone) (?:\w+ )?(?:home|there)", r"(?:a|el) tecnico")
    + ")"
)  # fmt: skip
_BROAD_TOPICS = frozenset({DOLLARS, "iva", "taxes"})
"""Topics several sections speak of: a family one heading answers is the narrower question."""
_THE_MOVES_FEE_ASKED = re.compile(
    r" (?:cuanto|que) (?:\w+ ){0,3}?(?:sale|cuesta|cobran|vale|es|costaria|saldria) (?:\w+ ){0,2}?"
    r"(?:el |la )?(?:traslado|mudanza) "
)
_NO_PRICE_ASKED = re.compile(
    _lacks(
        r"cobr\w*",
        "cuesta",
        "cuanto",
        "precio",
        "costo",
        r"pag\w*",
        "factura",
        "recibo",
        "sale",
        "vale",
        "cost",
        "charge",
        "charged",
        "fee",
        "price",
        "pay",
        "bill",
        "gratis",
        "free",
    )
)
"""Nothing of a price or a bill in the message: a move asked about ("mientras hacen el
traslado, ¿me quedo sin internet en la casa vieja?") is the move's rule, not a charge's."""
_CHARGES_TOLD_AS_WHY: dict[str, frozenset[str]] = {
    # which bill a payment goes to, the late fee named as why it matters ("… pa que esa no me
    # salga con mora"): the payments' order
    "payment_applied": frozenset({"late_fee"}),
    # the fee feared for another payment returned ("si el banco me vuelve a devolver el pago, ¿me
    # cobran otra multa?"): the returned payment's own fee
    "returned_payment": frozenset({"late_fee"}),
    # a penalty feared for going down a plan ("me da miedo que me cobren multa por bajarme"):
    # the downgrade's rule, not the late fee
    "downgrade": frozenset({"late_fee"}),
}
"""Headed topics over a charge the message names only as why the rule matters."""
_OVER_CHARGES = frozenset(
    {
        UNTAXED,
        CANCELLING,
        "current_offers",
        "due_date",
        FIRST_BILL,
        "new_installation",
        # a charge disputed, and what happens meanwhile: the claim's rule, not the charge's
        "claim",
        # a penalty asked of a plan change ("si me bajo a un plan más económico, ¿me cobran
        # alguna multa?"): the change's rule
        "downgrade",
        "upgrade",
        # an add-on taken off or put on: how, not what the add-on costs on the bill
        "addon_change",
        # what the VAT is reckoned on, a charge or a discount named: the VAT's section
        "tax_base",
        # the fixed IP's free month, the add-on named: the trial's section
        "ip_trial",
        # an exemption's paper, the VAT it spares named ("el papel del seniat se nos venció,
        # ¿desde cuándo nos cobran el iva?"): the exemption's section
        "tax_exemption",
        # the VAT's rate asked of a charge named ("¿la tv paga iva?", "the tax you add on top
        # of the plan"): the VAT's section, not the charge's
        "vat_rate",
        # what a discount is taken off, a line named ("¿la promo me rebaja también el alquiler de
        # la ont o nomás el plan?"): the promotions' conditions
        "promo_combined",
        # how long a payment takes to show, a charge named beside it ("I know about the IGTF
        # already; I sent a Zelle yesterday, how long does it take to show up?")
        "payment_delay",
        # when someone is at work to hear about a charge ("tengo que poner un reclamo por un
        # cobro de reconexión, pero ¿hasta qué hora hay gente hoy sábado?"): the hours
        HOURS,
    }
)
"""Headed topics that ask about a charge's relation to a rule, so they win over the charge."""
_HEADING_OVER_ACCOUNT = frozenset({
    FIRST_BILL, INSTALMENTS, "claim", "tax_exemption", "payment_delay", "payment_applied",
    "proration", "identification", "reconnection", "exchange_rate", "welcome",
    "price_adjusted", "social_rate", UNTAXED, "referral", "promo_combined", "tax_base",
    "bill_lines", "data_overage", "returned_payment", "carried",
    # a payment made over, asked back ("puse como ocho dólares de más, ¿me la pueden
    # devolver?"): the credit's rule, not the currency's
    "overpaid",
    # a field printed on the invoice asked of ("¿qué es ese número de control?"): the fiscal
    # invoice's section says
    "fiscal_field",
    # leaving, its penalty asked beside the account ("me quiero salir, ¿me cobran multa x
    # cancelar antes del año?"): the cancellation's rule, not the late fee's
    CANCELLING,
    # the month a bill of one's own charges, asked ("my November bill already charges the whole
    # of November: why am I paying for a month that hasn't happened?"): the billing cycle's
    "billing_cycle",
    # the sender's router dead and a new one's price told ("el router que me pusieron se murió,
    # ¿tengo que pagar uno nuevo de 30 dólares?"): the equipment's, not the dollars'
    "equipment",
})  # fmt: skip
"""Headed topics whose section is the rule an account question asks beside its figures (a
first bill, paying what is owed little by little, disputing a charge, a tax exemption): the
section carried is the heading's, not one about the charge or the bills named."""
_BILLS_OWED_TOLD = re.compile(_has("i owe", "we owe", "debo", "debemos", r"tengo pendientes?"))
_BARE_MENTIONS = frozenset({(Route.INVOICES, _BILLS_NAMED)})
"""Account rules matched only by a word the message names ("factura"): a rule's heading asked
beside it is the question."""
_BILLS_SENT_FOR = (
    r"(?:manda|mandame|mandeme|envia|enviame|envieme|pasame|paseme|quiero|necesito|dame|"
    r"deme|send|give) (?:\w+ ){0,3}?(?:la|las|el|los|mi|mis|the|my) (?:factura|facturas|recibo|"
    r"recibos|invoice|invoices|bill|bills|pdf)"
)
"""The sender's bills sent for ("mándame la lista de los recibos que tengo sin pagar")."""
_ASKING_FOR_A_BILL = re.compile(
    _has(_BILLS_SENT_FOR,
         r"(?:me|nos) (?:pasas|pasa|pasan|envias|envia|envian|mandas|manda|mandan|puede|pueden|"
         r"podria|podrian)",
         # the sender's own bill named ("¿ya salió mi primera factura?"), not the place in it
         # asked ("where on my invoice will the instalments be listed?")
         r"(?<!where on )(?<!where in )(?<!parte de )(?:mi|mis|my|nuestra|nuestras|our) (?:\w+ )?"
         r"(?:factura|facturas|recibo|recibos|bill|bills|invoice|invoices)",
         r"cuando (?:se )?(?:me |nos )?vence", "cual es", "cuales")
)  # fmt: skip
"""A bill asked for or about ("pásame la factura", "¿ya salió mi primera factura?", "¿cuándo se
me vence?")."""
_ASKS_BILLS_SENT = re.compile(_has(_BILLS_SENT_FOR))
_MONTHS_ARE_THE_CASE: dict[str, re.Pattern[str]] = {
    "payment_applied": _BILLS_OWED_TOLD,
    # (when an exemption's paper expired: "ese papel se nos venció en septiembre")
    "tax_exemption": re.compile(_has(_PAPERS_EXPIRED)),
    # (bills already issued, asked to be issued again with the company's data: "si es posible
    # corregir en ese mismo sentido las facturas de septiembre y octubre ya emitidas")
    "fiscal_invoice": re.compile(
        _has(
            r"(?:corregir|corrijan|corrigen|reemitir|reemitan|re emitir|volver a emitir|"
            r"emitir de nuevo|rehacer|rehagan|modificar|modifiquen|cambiar|cambien) "
            r"(?:\w+ ){0,6}?(?:las|los|la|el) "
            r"(?:facturas|factura|recibos|recibo)",
            r"(?:ya )?emitid[oa]s",
            "already issued",
            r"(?:reissue|re issue|correct) (?:\w+ ){0,3}?(?:invoices|bills)",
        )
    ),
}
"""Procedure topics whose case names the bills owed by their months ("I owe September and
October; if I send October's amount, is it applied to October?"): the months name no bill
asked about."""
_SEEN_CHARGED = (
    r"(?:(?:me|nos) )?(?:salio|salieron|llego|llegaron|vino|vinieron|aparece|aparecen|aparecio|"
    r"sale|salen|viene|vienen) cobrad[oa]s?"
)
"""Something seen charged on the bill ("ahora en noviembre aparece cobrada aparte")."""
_SEES_IT_CHARGED = re.compile(_has(_SEEN_CHARGED))
_BEING_CHARGED = re.compile(
    _has(
        r"(?:me|nos) (?:la |lo |las |los )?(?:estan|tan|siguen|andan|empezaron a) cobrando",
        r"(?:me|nos) (?:la |lo |las |los )?(?:cobraron|clavaron|metieron|facturaron)",
        # (or seen on the bill: "ahora me aparece cobrada, como quinientos y pico")
        _SEEN_CHARGED,
    )
)
"""Something told as charged to the sender ("me están cobrando la IP fija")."""
_A_MONTH_PAID = re.compile(
    r" (?:ya )?(?:pague|pagamos|cancele) (?:el mes de |la de |la factura de )?" + _MONTH_NAME + " "
)
"""A month's bill told paid ("ya pagué noviembre"): the sender's account is the story."""
_PROCEDURE_TOPICS = frozenset(
    {
        "claim",
        "identification",
        "tax_exemption",
        INSTALMENTS,
        "reconnection",
        "payment_applied",
        "downgrade",
        # what the VAT is reckoned on, a discount named ("is the 16% VAT charged on the full
        # price or after the discount?"): the tax's rule, whatever the account's figures
        "tax_base",
        # invoices asked with the company's data ("I want the invoices with the RIF of the
        # company"): getting them so, not the invoices issued
        "fiscal_invoice",
        # what becomes of money paid over ("pagué de más sin querer, ¿esa plata se pierde?"),
        # unless the amount in favour is asked
        "overpaid",
        # an add-on taken off or put on ("quiero quitar la tv básica, ¿cómo hago?")
        "addon_change",
        # what the fixed IP's free month turns into
        "ip_trial",
        # how soon a new contract is installed ("a mí me hicieron el traslado; ahora mi hermana
        # quiere contratar, ¿en cuántos días le instalan?")
        "new_installation",
        # from when an unpaid service is cut ("se me pasó pagar la de este mes, ¿a partir de
        # qué día me quitan el internet?")
        "suspension",
        # what paying late costs, somebody's bill named ("mi hermano no ha pagado la de
        # noviembre, ¿a partir de qué día le quitan el servicio?")
        "late_paying",
        # leaving, its penalty or a refund asked ("me quiero salir, ¿me cobran multa x cancelar
        # antes del año?"), unless a month's payment is told (``_A_MONTH_PAID``)
        CANCELLING,
    }
)
"""Headed topics that are procedures: asked with nothing of the account asked ("quiero
impugnar una línea de mi recibo, ¿mientras la revisan me genera multa?"), the procedure's
section answers alone."""

_ASKS_OF_THE_ACCOUNT = re.compile(
    _has(
        # (which of the sender's bills are unpaid: "¿cuáles son los recibos que tengo sin pagar?")
        _WHICH_BILLS_OPEN,
        # (a figure of the sender's own invoice: "el número de control de mi última factura")
        r"(?:numero|nro) de control (?:de|del) (?:mi|mis|la|las|el|nuestra|nuestras)",
        # (an invoice's number asked for: "necesito el número de la factura de noviembre")
        r"(?:necesito|dame|deme|pasame|paseme|me das|me pasas|me pasan|cual es|what is|what s) "
        r"(?:el |the )?(?:numero|nro|number) (?:de|of) (?:la|mi|su|nuestra|the|my|our) "
        r"(?:factura|recibo|invoice|bill)",
        # (the day the bill falls due, asked by its date: "¿qué fecha vence la factura?")
        r"(?:que|cual es la|en que) fecha (?:se )?(?:me )?vence (?:la|mi|el) (?:factura|recibo)",
        # (or when a month's bill named falls due: "¿cuándo se vence la de noviembre?")
        r"(?:cuando|que dia|hasta cuando) (?:se )?(?:me )?(?:vence|vencio) (?:la|mi|el) "
        r"(?:factura |recibo )?(?:de |del )(?:mes de )?" + _MONTH_NAME,
        # (whether a payment reached them: "confírmennos si recibieron el pago de octubre")
        r"(?:recibieron|les llego|registraron|les entro) (?:el|mi|nuestro|nuestra|la) (?:pago|"
        r"transferencia|deposito)",
        # (the sender's own credit: "¿me quedó algo a favor?", "¿se queda ahí en la cuenta?")
        r"(?:me|nos) (?:quedo|queda|quedaria) (?:algo )?a favor",
        # ("¿tengo algo abonado todavía?")
        r"(?:tengo|tenemos|me queda|me quedo|queda|quedo|hay) (?:algo|plata|saldo|dinero) "
        r"abonad[oa]",
        r"(?:se )?queda (?:ahi )?en (?:la|mi) cuenta",
        r"cuant[oa]s?(?! (?:se )?(?:tarda|tardan|demora|demoran|tiempo|dias|horas))",
        "monto",
        "saldo",
        # (not what must be done: "¿qué datos debemos suministrar?")
        _OWE_NOT_MUST,
        # (the debt as what a procedure pays, "¿me dan chance de pagar la deuda en cuotas?",
        # "¿me dan chance y pago la deuda en cuotas?")
        r"(?<!pagar la )(?<!pagar mi )(?<!pagar toda la )(?<!pagarles la )(?<!por la )"
        r"(?<!pago la )(?<!pago mi )(?<!pagamos la )(?<!cancelar la )(?<!cancelo la )deuda"
        # (what becomes of a debt while cut, "¿la deuda se congela?", is the rule's)
        r"(?! (?:se )?(?:congela|congelan|sigue creciendo|crece|aumenta))",
        "por que",
        # (what happened to the bill: "la factura de noviembre viene con IVA y siempre hemos
        # estado exentos, ¿qué ocurrió?")
        r"que (?:ocurrio|sucedio|paso)(?= $| con | ahi | aqui )",
        # (because, a reason told: "no la he pagado porque ando esperando un dinero")
        r"porque(?! (?:ando|andamos|tengo|tenemos|estoy|estamos|necesito|llevo|llevamos|hace|"
        r"no|mi|ya|todavia|aun|es que|(?:el|la|lo) (?:que|q) (?:tengo|tenemos)) )",
        "why",
        "how much",
        # (not a day's relative clause: "vence el 25, que es Navidad")
        r"(?<!\d )que es",
        "cual es",
        "cuando vence",
        # (an explanation of the bill's change asked for, formally: "solicita una explicación
        # del incremento de la factura de noviembre")
        r"explicacion (?:del|de la|de los|de las) (?:incremento|aumento|cambio|alza|subida|monto|"
        r"cobro|cargo)",
        # (everything owed, to be current: "díganme el total con lo atrasado pa ponerme al día")
        r"(?:el|la) (?:total|deuda|saldo|monto) (?:con|de) (?:lo|la|las|los) (?:atrasad\w*|"
        r"pendiente\w*|vencid\w*)",
        "ponerme al dia",
        "ponernos al dia",
        # (the day the sender has to pay by: "¿hasta q día tengo pa pagar la factura? y si pago
        # un día después, ¿me cobran algo?")
        r"(?:hasta )?(?:que|q) dia (?:tengo|tenemos) (?:pa|para|hasta)",
        # ("¿hasta q día tengo chance?", not the fee it spares asked: "… chance sin q me pongan
        # la multa")
        r"(?:hasta )?(?:que|q) dia (?:tengo|tenemos) (?:chance|tiempo)(?= $| (?:de|d|pa|para) "
        r"pagar(?:la|lo)? $)",
        r"hasta cuando (?:tengo|tenemos) (?:pa|para|chance|tiempo)",
        "vencimiento",
        # (a bill that came, not a charge told: "me llegó un cobro q no reconozco y quiero
        # montar un reclamo")
        r"me llego(?! (?:un|una|algo) )",
        # (nor a charge told without its name: "me salió un cobro que nunca pedí"; one named,
        # "me salió un cargo de IP fija", is the account's line)
        r"me salio(?! (?:un|una|algo) (?:cobro|cargo|concepto|monto)(?! (?:de|del|por|x) ))",
        # a payment of the sender's asked about ("¿ya les llegó mi pago?")
        r"(?:les|le) (?:llego|llegaron) (?:el|mi|la|lo)",
        r"reflej\w*",
        # (a payment's, not the contract's data: "el contrato tiene registrado el anterior",
        # "el celular que tenía registrado con ustedes")
        r"(?<!tiene )(?<!tienen )(?<!tenia )(?<!tengo )(?<!teniamos )registrado",
        "recibieron",
    )
)
"""Something of the account asked (a figure, a reason, a date, a bill that came). A payment
made or a charge told ("ya pagué todo, ¿en cuánto vuelve el internet?", "me cobraron algo que
no es y quiero poner la queja, ¿en cuánto responden?") is the procedure's context."""
_AMOUNT_IN_WORDS = re.compile(r" \d[\d.,]* (?:dolar|dolares|usd|dollar|dollars|bs|bolivares)(?= )")


PLAN_BY_SPEED = "plan_by_speed"
"""The topic of a question about a plan named by its speed ("el plan de 30 megas"): the
section headed with that plan ("Plan Fibra 30"), when one is."""
_PLAN_SPEED = re.compile(
    r" (?:(?:plan|fibra|paquete) (?:de )?(\d{2,3}) (?:megas|mbps|mb|megabits)|fibra (\d{2,3})"
    # a plan of so many, as customers name it ("tengo un paquete de 30 que contraté hace años")
    r"|paquete de (\d{2,3})(?! (?:dolares|usd|bs|bolivares|gigas|gb|dias|meses)))\ "
)


_HEADED: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    # (a bill's day named by a holiday's date, "la factura del 1 de enero, ¿es por lo que usé
    # en diciembre o por enero?", asks the month it charges)
    (HOURS, re.compile("(?:" + _ASKS_HOURS.pattern + _lacks(_MONTH_BILLED) + "|"
                       + _has(*_SOMEONE_ATTENDS_NOW) + "|" + _has(_ATTENDS_ON_A_DAY) + ")"
                       # a bill due on a holiday, the day it moves to asked ("the december bill
                       # is due on the 25th, which is christmas; do I get until the next
                       # business day?"): the due date's rule
                       + _lacks(r"(?:is|are|was|it s) due", "due date", r"due (?:on|by)",
                                r"(?:next|following) (?:business|working) day")
                       # (the day off told for the installation's length asked is no opening
                       # hour: "¿cuánto dura la instalación? pa saber si pido medio día"; nor is
                       # the hour the service comes back: "si pago todo, ¿a qué hora vuelve el
                       # internet?")
                       + _lacks(*_INSTALLATION_LENGTH, *_SERVICE_BACK)
                       # the days a claim's answer takes ("¿cuánto tiempo tienen ustedes para
                       # responderme?"): the claims' rule, not when somebody is there
                       # (the hours of the network's works: "you're doing network work in my
                       # area, what time of day do you do that?" is the maintenance's rule)
                       + _lacks(r"(?:network|line) (?:work|works|maintenance)", "maintenance",
                                r"mantenimientos?",
                                r"trabajos? (?:en|de) (?:la |el |mi )?(?:red|zona|sector|calle)")
                       + _lacks(r"(?:cuanto tiempo|cuantos dias|en cuanto|how long) (?:\w+ ){0,4}?"
                                r"(?:responder\w*|contestar\w*|resolver\w*|dar respuesta|answer|"
                                r"respond|reply)")),
     HOURS_WORDS),
    (OUTAGE_CREDIT, _ASKS_OUTAGE_CREDIT, OUTAGE_CREDIT_WORDS),
    # how a payment is applied ("if I pay half, which bill does it go to?"), before the
    # payment agreement that paying in parts asks for
    ("payment_applied", re.compile(
        _has("which bill", "which invoice", r"a (?:que|cual) factura", "se aplica", "se abona",
             "se imputa", r"(?:does it|will it|would it|it|money|payment) go(?:es)? to", "applied",
             # (not what a tax falls on: "what charges does it apply to?")
             r"(?<!does it )(?<!do they )(?<!does that )(?<!does the vat )apply",
             # which of the bills owed a payment goes to ("¿a cuál me lo ponen, al viejo o al
             # nuevo?")
             *_WHICH_OWED_BILL,
             r"al (?:viejo|mas viejo|anterior) o al (?:nuevo|actual)",
             # a bill not paid in full ("si un mes no pago completo, ¿lo que falta cómo sale?")
             r"no (?:\w+ )?(?:pago|pagamos|pagas|abono) (?:completo|todo|toda la factura)",
             r"pago (?:incompleto|parcial)", "lo que falta", "lo q falta",
             # one bill paid in halves ("¿la puedo pagar mitad ahora y mitad el 25?")
             r"mitad (?:ahora|hoy|ya|este mes)", r"(?:una )?parte (?:ahora|hoy|ya)",
             "la otra mitad", "pay half", r"split (?:\w+ ){0,3}?(?:bill|invoice|payment)",
             r"split it", r"half now (?:\w+ ){0,4}?(?:and )?the rest",
             "the other half",
             # one bill paid in several payments ("¿puedo pagar en dos o tres pagos o tiene que
             # ser uno solo?")
             r"(?:en|con) (?:dos|tres|varios|2|3|mas de un) (?:o (?:dos|tres|\d) )?(?:pagos|"
             r"transferencias|pagos moviles)", r"(?:several|multiple|two|2) (?:separate )?"
             r"payments", r"tiene (?:que|q) ser (?:uno|un pago) solo",
             # which of two owed bills is paid first ("¿cuál de los dos se paga primero?")
             r"(?:cual|cuales) (?:de (?:los|las) (?:dos|tres) )?(?:se paga|pago|se cancela|"
             r"cancelo|se abona|va) primero", "which one first")
        + _has(r"pag\w*", "pay", "paying", "payment", r"abon\w*", r"recibos?", r"facturas?",
               "alcanza", r"mand\w*", r"transfer\w*", r"deposit\w*", "debo", "debemos", "owe",
               "send", "sent", "bill")
        # the service cut for it ("si no lo pago completo antes del 25, ¿me cortan?"): suspension
        + _lacks(r"cort\w*", r"suspend\w*", "cut off", "shut off")
        # a code asked for in a payment's name ("forward the code so they can apply my
        # payment"): the identification's warning, no payment applied
        + _lacks(r"(?:code|codigo|pin|password|contrasena|clave)")
        # which bill a charge shows on ("on which bill will I see the reconnection fee?"): the
        # charge's own rule
        + _lacks(r"(?:fee|charge|cargo|cobro|recargo) (?:\w+ ){0,12}?(?:(?:which|what) (?:bill|"
                 r"invoice) (?:will|would|do|does) (?:i|it|we) (?:see|show|appear|get)|en (?:que|"
                 r"cual) factura (?:\w+ )?(?:sale|aparece|viene|lo veo|la veo|me lo cobran|me la "
                 r"cobran))")
        # which bill shows a change of plan ("I want to upgrade today, do I pay for the days
        # left, and which bill will show it?"): the change's proration
        + _lacks(r"upgrad\w*", r"downgrad\w*", "days left", "will show it", "show it",
                 r"(?:moved|went|switched|changed) (?:up |down )?from", r"mov\w* (?:up|down)")
        # a part now and another later ("¿me dejan pagar una parte ahora y otra después?"):
        # paying in instalments, not which bill a payment goes to
        # (one bill's other half is still that bill's: "la mitad ahorita y la otra mitad
        # después")
        + _lacks(r"(?:y|e) (?:el resto|lo demas|la otra parte|lo que falta|lo otro|otra|otro) "
                 + _LATER_ON)
        # what a discount or a tax is applied on ("¿el descuento de cliente nuevo se aplica
        # sobre toda la factura?"): the promotion's or the tax's rule
        # (the noun: "¿eso me lo descuentan de cuál de las dos?" takes a payment off a bill)
        + _lacks(r"descuentos?", r"promo\w*", r"rebajas?", "discount", "iva", r"impuest\w*",
                 "tax")
        # from which bill a change of the invoices' data applies ("necesito que las facturas
        # salgan con el RIF del negocio, ¿desde qué factura se aplica?"): that change's rule
        + _lacks(_FROM_WHICH_BILL)),
     (r"se aplican los pagos",)),
    (INSTALMENTS, _ASKS_INSTALMENTS, INSTALMENTS_WORDS),
    *_HEADED_FAMILIES,
    # a bill asked to be paid into a person's own account ("me escribieron pa que pague a la
    # cuenta de una persona natural, ¿eso es normal?"): the ways to pay say where, and where not
    (PAYING, re.compile(_has(
        r"cuenta (?:de|a nombre de) (?:una |un )?(?:persona natural|particular|tercero|"
        r"otra persona|un senor|una senora|alguien)", r"cuenta (?:bancaria )?personal",
        r"personal (?:bank )?account",
        r"(?:someone|somebody) s (?:own )?account",
        r"account in (?:\w+ ){0,2}?(?:person s|someone s|somebody s|a private) name")
        + _has("normal", "legal", "de verdad", r"verdad\w*", r"estaf\w*", "fraude", "seguro",
               "legit", "scam", "is that right", "ok", "okay", "correcto", "confiable",
               # (asked as one of the company's ways: "is that one of your payment channels?")
               r"(?:one of )?your (?:payment )?(?:channels|methods|accounts)",
               r"(?:uno de |una de )?(?:sus|los|las) (?:canales|cuentas|formas|metodos) de pago",
               # (asked whether it is the company's: "¿eso es de ustedes?")
               r"(?:es|son|sera|seria) (?:de ustedes|suya|suyo|de la empresa)", "is that yours",
               "is it yours")),
     PAYING_WORDS),
    # last, as the broadest: how or with what to pay, unless by pago móvil (its own section)
    (PAYING, re.compile(
        # (pago móvil named as not had is no way of paying asked: "I don't use pago movil")
        "(?:" + _HOW_TO_PAY + _lacks(r"(?<!no tengo )(?<!no uso )(?<!no manejo )(?<!don t use )"
                                     r"(?<!do not use )(?<!don t have )(?:pago movil|pagomovil)")
        + "|" + _has(*_ACCEPT)
        + _has(*_MEANS) + ")"), PAYING_WORDS),
)  # fmt: skip
"""Every family of questions one section's heading answers, tried in order: (topic, what
asks it, the words of the heading that answers it)."""
HEADED_TOPICS = frozenset({*(topic for topic, _, _ in _HEADED), PLAN_BY_SPEED})
"""The topics of questions one section's heading answers (``_headed_topic``): named by the
message itself, so the section headed with them answers even when retrieval ranked it low."""


_OWN_PLAN_TOLD = re.compile(
    r" (?:tengo|tenemos|tiene|tienen|i have|i ve got|mi plan es|estoy en|estamos en) "
    r"(?:el |la |un |una )?(?:plan |paquete )?(?:de )?(?:fibra )?\d{2,4}(?: megas| mbps| mb)? "
)
"""The sender's own plan told as their situation ("tengo fibra 300 y mi hijo descarga
mucho…")."""
_BACK_TO_THE_PLAN = re.compile(
    _has(
        "lo",
        "la",
        "le",
        "it",
        "plan",
        "paquete",
        "precio",
        "price",
        "cuesta",
        "cuestan",
        "vale",
        "sale",
        "subio",
        "subieron",
        "aumento",
        "aumentaron",
        r"descontinu\w*",
        r"quit\w*",
        r"elimin\w*",
        "existe",
        "sigue",
        "siguen",
        "still",
    )
)
"""A question that comes back to the plan told (its price, whether it still exists)."""


def _plan_told_beside(padded: str) -> bool:
    """Whether the sender's own plan is only their situation: told ("tengo fibra 300"), and
    the rest of the message asks about something else ("… me van a cobrar algo extra por
    tanta descarga?"), not about the plan again."""
    told = _OWN_PLAN_TOLD.search(padded)
    if told is None:
        return False
    rest = padded[: told.start()] + " " + padded[told.end() :]
    return _BACK_TO_THE_PLAN.match(" " + rest.strip() + " ") is None


_A_PLAN_FIGURE = (
    r"(?:el |la |mi |un |una )?(?:plan |paquete )?(?:de |d )?(?:fibra )?(\d{2,3})"
    r"(?: megas| mbps| mb)?"
)
_FROM_PLAN_TO_PLAN = re.compile(
    r" (?:de|del|from) "
    + _A_PLAN_FIGURE
    + r" (?:\w+ ){0,2}?(?:a|al|to|pa|pal|para|hasta) "
    + _A_PLAN_FIGURE
    + " "
)
"""A plan changed from one figure to another ("si me paso de fibra 50 a fibra 100", "if I
move from Fibra 100 up to Fibra 300")."""
_TO_PLAN = re.compile(
    r" (?:pas\w*|sub\w*|baj\w*|cambi\w*|switch\w*|mov\w*|pon\w*) (?:\w+ ){0,3}?(?:a|al|to) "
    + _A_PLAN_FIGURE
    + " "
)
"""A change to a plan named by its figure ("si la pasamos al de 50")."""
_PLAN_HELD = re.compile(
    r" (?:tengo|tenemos|tiene|tienen|i have|i ve got|we have|mi plan es|estoy en|estamos en|"
    r"pago|pagamos) " + _A_PLAN_FIGURE + " "
)
"""A plan held, told ("tengo el fibra 300 en la casa de mi mamá")."""
_A_PLAN_NAMED = re.compile(r" (?:plan|paquete|fibra|megas|mbps|mb) ")
_A_CHANGE_OF_PLAN = re.compile(
    _has(r"pas\w*", r"sub\w*", r"baj\w*", r"cambi\w*", r"switch\w*", "move", "moving",
         r"upgrad\w*", r"downgrad\w*", "go", "going", "jump", r"pongan", r"ponerme")
)  # fmt: skip


_DIRECTIONS = ("upgrade", "downgrade")


def _plan_changed_by_figures(padded: str) -> str | None:
    """``upgrade`` or ``downgrade`` when the message changes plan between two figures, told
    from one to the other ("de fibra 50 a fibra 100") or from the plan held to one named
    ("tengo el fibra 300 … si la pasamos al de 50"): the direction names the section, whatever
    else the message says about moving, penalties or the bill."""
    if (
        _A_CHANGE_OF_PLAN.match(padded) is None
        or _A_PLANS_MONTHLY_PRICE.match(padded)
        or _BACK_TO_THE_OLD_PLAN.match(padded)
    ):
        return None
    figures: tuple[str, str] | None = None
    told = _FROM_PLAN_TO_PLAN.search(padded)
    if told is not None and _A_PLAN_NAMED.search(told.group(0)):
        figures = (told.group(1), told.group(2))
    else:
        held, target = _PLAN_HELD.search(padded), _TO_PLAN.search(padded)
        if held is not None and target is not None and held.end() <= target.start() + 1:
            figures = (held.group(1), target.group(1))
    if figures is None or figures[0] == figures[1]:
        return None
    up, down = _DIRECTIONS
    return up if int(figures[1]) > int(figures[0]) else down


_A_PLANS_MONTHLY_PRICE = re.compile(
    _has("mensualidad", "monthly price", r"how much is (?:it|that plan|the plan) (?:a|per) month",
         r"cuanto (?:cuesta|vale|sale|es) (?:al mes )?(?:el|ese|esa|la) (?:plan|fibra|de \d+)")
)  # fmt: skip
"""The price of the plan changed to asked ("… pero primero quiero saber cuánto es la
mensualidad de ese"): the price list's question, not the change's."""
_BACK_TO_THE_OLD_PLAN = re.compile(
    _has(
        r"regres\w*",
        r"(?:volver|volverme|vuelvo|devolver|devolverme) (?:al|a)",
        "go back",
        "switch back",
    )
)
"""Going back to the plan held asked ("si me paso al de 50 y no me gusta, ¿me puedo regresar al
viejito?"): whether the old plan can be had again, not the change."""
_CHANGE_HEADINGS = {topic: heading for topic, _, heading in _HEADED if topic in _DIRECTIONS}
"""The headings of a change of plan up or down, as their families name them."""


_PRICE_AFTER_A_CHANGE = re.compile(
    _has(
        r"cuanto (?:me |nos )?(?:quedaria|quedare|saldria|pagaria|pagariamos|vendria|seria)"
        r"(?: pagando| la mensualidad| al mes| mensual)?",
        r"how much would (?:i|we) (?:be )?pay",
    )
)
"""What one would pay once the plan is changed ("¿cuánto quedaría pagando?"): the new plan's
price."""


_NARROWER_HEADINGS = {
    # this month's free installation asked beside the welcome discount ("contrato la fibra 600
    # el jueves, ¿no tendría que pagar la instalación? ¿y me darían lo del 20 % de
    # bienvenida?"): the month's offer, whose section says what it adds to
    "welcome": "current_offers",
    # a pago móvil made and the debt still showing ("hice el pago móvil hace dos horas y
    # todavía me sale la deuda, ¿eso no era rapidito?"): how long a payment takes to show, not
    # how pago móvil is done
    "mobile_payment": "payment_delay",
    # an offer seen after contracting, asked whether it applies ("me dijeron que la instalación
    # va en la primera factura. Ahora veo una oferta de instalación sin costo, ¿me aplica?"):
    # the month's offer, not the first bill
    FIRST_BILL: "current_offers",
    # who may ask about an account, the holder told another ("¿quién puede pedir información
    # de una cuenta? el servicio está a nombre de mi papá"): how one is identified
    "new_holder": "identification",
}
"""A heading found first, and the narrower one that wins when the message names it too."""


def _headed_topic(padded: str) -> tuple[str, tuple[str, ...]] | None:
    """The topic of a question one section's heading names, and the heading's words: the
    opening hours, paying in parts, a returned payment, a referral, a new account holder, a
    cheaper or a faster plan, the ways to pay (unless pago móvil, which has its own)."""
    headed = next(
        ((topic, heading) for topic, asks_it, heading in _HEADED if asks_it.match(padded)), None
    )
    narrower = None if headed is None else _NARROWER_HEADINGS.get(headed[0])
    if narrower is not None:
        headed = next(
            (
                (topic, heading)
                for topic, asks_it, heading in _HEADED
                if topic == narrower and asks_it.match(padded)
            ),
            headed,
        )
    if headed is None or headed[0] in ("moving", "mobile_payment", "coverage"):
        direction = _plan_changed_by_figures(padded)
        if direction is not None:
            return direction, _CHANGE_HEADINGS[direction]
    speed = _PLAN_SPEED.search(padded)
    # changing to a plan ("si me cambio a fibra 300") is the change's question, not the plan's
    if (
        headed is None
        and speed is not None
        # (unless what the new plan would cost is asked: "si me paso al de 100 megas, ¿cuánto
        # quedaría pagando en verdes?": that plan's price)
        and (not _CHANGING.match(padded) or _PRICE_AFTER_A_CHANGE.match(padded))
        and not _plan_told_beside(padded)
    ):
        figure = next(group for group in speed.groups() if group)
        return PLAN_BY_SPEED, (f"fibra {figure}",)
    return headed


def _topic(padded: str) -> str | None:
    charge = named_charge(padded)
    unquoted = _AMOUNT_IN_WORDS.sub(" ", padded)  # "me cobran 5 dólares" names no currency paid
    if (charge is None or charge.key in _FOREIGN_PAYMENT_CHARGES) and _TAXED_FOREIGN_PAYMENT.match(
        unquoted
    ):
        return "igtf"
    if charge is None and _THE_THREE_PERCENT_PAID.match(unquoted):
        return "igtf"
    if charge is None and _RETURNED_PAYMENT.match(padded):
        return "returned_payment"
    if charge is not None and _ASKS_OUTAGE_CREDIT.match(padded):
        # (a credit "por los días que estuve sin internet" is the outage's, not a change of
        # plan's, and "¿me compensan también la IP fija?" asks the compensation's rule, not the
        # add-on's: its topic words name it)
        return None
    if charge is not None:
        return charge.key
    return DOLLARS if any(f" {word} " in padded for word in _DOLLAR) else None


def _topic_words(padded: str, topic: str | None) -> tuple[str, ...]:
    """What names the rule a message asks about, as patterns over canonical words: the
    charge's words (or the dollars'), else the rule topics it mentions. A currency after an
    amount ("me cobran 5 dólares") names no rule."""
    unquoted = _AMOUNT_IN_WORDS.sub(" ", padded)
    if topic == DOLLARS and not any(f" {word} " in unquoted for word in _DOLLAR):
        topic = None
    if topic is not None:
        return tuple(re.escape(word) for word in topic_words(topic))
    if _ASKS_OUTAGE_CREDIT.match(padded):  # not a promotion's discount, nor how to report one
        return OUTAGE_CREDIT_WORDS
    return tuple(
        # (a plan named by its figure is that plan, "fibra 100", not any "fibra" and a number)
        re.escape(found.group().strip()) if r"\d" in word else word
        for word, pattern in _EACH_RULE_TOPIC
        if (found := pattern.search(padded))
    )


_DAY = (
    r"(?:\d{1,2}|primero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|"
    r"catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veinti\w+|treinta|"
    r"treinta y uno)"
)
"""A day of the month, in figures or in words ("el 15", "el quince")."""
_CHANGE_MADE_IN = (
    # a change made that month, told after its verb ("I upgraded to fibra 100 in october",
    # "me cambié al de 300 en octubre"): when it happened, not the bill asked
    r" (?:upgraded|downgraded|switched|changed|moved|me cambie|me subi|me baje|me pase|cambie|"
    r"subi|baje|me mude|nos mudamos|"
    # (done by the company: "me subieron a 100 megas el 16 de octubre")
    r"me subieron|me bajaron|me cambiaron|me pasaron|nos subieron|nos cambiaron) (?:\w+ ){0,5}?"
    r"(?:en|in|a mitad de|a mediados de|a principios de|a finales de|"
    r"a fin de|mid|in mid|el "
    + _DAY
    + r" de|on the \d{1,2}(?:st|nd|rd|th)? of) (?:el mes de )?"
    + _MONTH_NAME
    + " "
    # (the date first: "el 3 de octubre me pasé a fibra 300")
    r"| (?:el "
    + _DAY
    + r" de|a mitad de|a mediados de|a principios de|a finales de) (?:el mes de )?"
    + _MONTH_NAME
    + r" (?:\w+ ){0,2}?(?:me cambie|me subi|me baje|me pase|cambie|subi|baje|nos cambiamos|"
    r"nos pasamos|nos subimos|nos bajamos) "
)
"""A change of plan (or a move) told with the month it was made in, over canonical words
(space-padded): when it happened, not a bill."""
_CHANGED_IN = re.compile(_CHANGE_MADE_IN)
_MONTH_AS_THEN = re.compile(
    # (the base a bill is told dearer or cheaper than: "me llegó la factura más barata q la de
    # octubre")
    r" (?:mas|menos) (?:\w+ )?(?:que|q) (?:la|el|lo) (?:de |del )(?:mes de )?" + _MONTH_NAME + r" |"
    # ("en octubre pagué…", "la de octubre la pagué normal, 2.320, pero ahora…")
    r" (?:en|(?:la|el) (?:factura |recibo )?de) (?:el mes de )?"
    + _MONTH_NAME
    + r" (?:\w+ ){0,2}?(?:pague|pagaba|pagamos|pagabamos|"
    r"me cobraron|me cobraban|cobraban|me rebajaban|rebajaban|me descontaban|descontaban|"
    r"me daban|daban|era|fue|salio|me salio|vino|me vino|me llego|llego|tenia|venia|traia|"
    r"traian|decia|mostraba|had|i paid|it was) "
    + "|"
    + _CHANGE_MADE_IN
    # a payment's month told ("el banco me devolvió la transferencia de octubre y ahora tengo un
    # cargo"): when it was made, not the bill asked
    # (or told with its verb: "yo hice mi transferencia normalito en octubre")
    + r"| (?:hice|realice|mande|envie|hicimos|mandamos) (?:mi|la|el|un|una|nuestra|nuestro) "
    r"(?:transferencia|pago|pago movil|deposito|zelle) (?:\w+ ){0,2}?(?:en|el mes de|de) "
    + _MONTH_NAME
    + " "
    + r"| (?:la transferencia|el pago|el deposito|el pago movil|el zelle|"
    r"la transferencia que hice) "
    r"(?:de|del) (?:mes de )?" + _MONTH_NAME + " "
    # the month compared with ("¿por qué es más que la de octubre?")
    # an event told with its month ("la mudanza fue en octubre"): when it happened
    r"| (?:la mudanza|el traslado|la instalacion|la visita|la reconexion|el corte|la suspension|"
    r"el cambio de plan) (?:\w+ )?(?:fue|era|se hizo|la hicieron|lo hicieron|me la hicieron|"
    r"me lo hicieron) (?:en|a mitad de|a mediados de|a principios de|a finales de|el "
    + _DAY
    + r" de) "
    r"(?:el mes de )?" + _MONTH_NAME + " "
    r"| (?:mas|menos|mayor|menor) (?:caro |cara |alto |alta )?que (?:la|el) (?:factura |recibo )?"
    r"(?:de|del) (?:mes de )?" + _MONTH_NAME + " "
    # (a difference told against the month alone: "casi 600 más que octubre")
    r"| (?:mas|menos) (?:\w+ )?(?:que|q|than|than in) (?:en )?" + _MONTH_NAME + " "
    # (or as a multiple of it: "la línea del IVA está como el doble q en octubre")
    r"| (?:doble|triple|mitad) (?:de lo )?(?:que|q|de|than|than in) (?:en |la de |el de |lo de )?"
    + _MONTH_NAME
    + " "
    # the month told as the one paid ("pagué puntualito octubre y ahora vino más alta") or
    # the service installed ("me instalaron a mitad de octubre"): the base, or when it began
    # (or the day paid on: "pagué el 28 de octubre")
    r"| (?:pague|pagamos|cancele|cancelamos) (?:\w+ ){0,2}?(?:el mes de |la de |la factura de |"
    r"el recibo de |de )?" + _MONTH_NAME + " "
    # (told first, paid after: "lo de octubre lo pagué entero")
    r"| (?:lo|la|el) (?:de|del) (?:mes de )?" + _MONTH_NAME + r" (?:\w+ )?(?:lo |la )?(?:pague|"
    r"pagamos|cancele|cancelamos) "
    r"| (?:(?:me|nos) (?:instalaron|conectaron|activaron|pusieron)|contrate|contratamos"
    # (or something added then: "activé la IP estática pa las cámaras en octubre")
    r"|(?:active|activamos|agregue|agregamos|anadi|anadimos|solicite|solicitamos|pedi|pedimos) "
    r"(?:\w+ ){0,2}?(?:ip|tv|tele|television|adicional\w*|canales)) "
    r"(?:\w+ ){0,4}?(?:en|a mitad de|"
    r"a mediados de|a principios de|a finales de|a fin de|el "
    + _DAY
    + r" de) (?:el mes de )?"
    + _MONTH_NAME
    + " "
)
"""Last month named as what was then ("en octubre pagué 2,6 mil y ahora…", "la de octubre la
pagué normal… pero ahora", "en octubre me rebajaban algo"): the base the current bill is
compared with."""


_SOMEONE_ELSES = re.compile(
    r"\b(?:mi|una|un) (?:tia|tio|mama|papa|abuela|abuelo|hermana|hermano|hija|hijo|esposa|"
    r"esposo|suegra|suegro|vecina|vecino|cunada|cunado|comadre|compadre|prima|primo|amiga|"
    r"amigo|jefa|jefe) (?:tiene|tenia|paga|pagaba|le cobran|le cobraban|le sale|le llega)\b"
    r"[^.;?!]*"
)
"""A clause telling what another person has or pays, up to its end (text folded)."""
_KNOWN = re.compile(
    r"[^.;:?!]*\b(?:ya|eso ya) (?:lo )?s[eé]\b"
    # and what follows "ya sé que" ("ya sé que tengo que poner el reclamo con un agente")
    # (up to its clause's end: "ya sé que debo dos meses, ¿cuánto es todo?" asks the rest)
    r"(?: (?:que|q) [^.;:?!,]*)?",
    re.IGNORECASE,
)
"""What the sender says they already know ("debo octubre y noviembre, ya sé."): told, not
asked."""


def _without_known(text: str) -> str:
    """``text``'s canonical words, space-padded, without what the sender says they know."""
    return " " + " ".join(canonical_words(_KNOWN.sub(" ", text))) + " "


def _bill_period(
    text: str, words: Sequence[str], period: str | None, today: date, *, comparing: bool
) -> str | None:
    """The bill a change question is about: "el mes pasado", last month named as what was
    then, and two amounts compared are the base the current bill is compared with, not the
    bill asked about. ``words`` are ``text``'s canonical words, as ``route`` has them."""
    last = f"{today.year - (today.month == 1)}-{(today.month - 2) % 12 + 1:02d}"
    padded = " " + " ".join(words) + " "
    # (the month told as then must be the one found: "contratamos en julio … y la factura de
    # octubre vino sin el descuento" asks October's bill)
    as_then = last_month_is_the_base(text) or any(
        period in find_periods(then.group(), today=today)
        for then in _MONTH_AS_THEN.finditer(padded)
    )
    # (an earlier month told as what was then beside the current bill named, "la de
    # septiembre traía el descuento y la de ahora no", leaves the current bill the one asked)
    now_named = _CURRENT_BILL_NAMED.search(padded) is not None
    if comparing or (as_then and (period == last or (now_named and period is not None))):
        return None
    # (a month told only as when something began, "tenía un descuentico desde mayo y ahora no
    # sale", names no bill: the current one is asked; the months are looked for in the message
    # as typed, "2026-09" included, with only the months told as a beginning taken out)
    begun = _SINCE_A_MONTH.search(padded)
    if (
        period is not None
        and begun is not None
        and period not in find_periods(_SINCE_A_MONTH.sub(" ", " " + fold(text) + " "), today=today)
    ):
        return None
    # (nor a month told as the days some lines charge, "me salen dos líneas raras de octubre,
    # un crédito y un cargo por 16 días": those lines come on the bill after it, the current one)
    if (
        period is not None
        and period == last
        and _LINES_OF_A_MONTH.search(padded) is not None
        and period
        not in find_periods(_LINES_OF_A_MONTH.sub(" ", " " + fold(text) + " "), today=today)
    ):
        return None
    return period


_LINES_OF_A_MONTH = re.compile(
    r" (?:lineas?|renglones?|lines?|(?:\w+ )?dias|days) (?:\w+ ){0,2}?(?:de|del|of|in) "
    + _MONTH_NAME
    + r"(?=\W)"
)
"""A month told as the days some lines of the bill charge ("dos líneas raras de octubre", "los
días de octubre"), over canonical words or folded text (space-padded)."""


_SINCE_A_MONTH = re.compile(
    r" (?:desde|since) (?:el mes de |(?:principios|mediados|finales|fines) de )?"
    + _MONTH_NAME
    + r"(?=\W)"
)
"""A month told as when something began ("desde mayo"), over canonical words or folded text
(space-padded)."""


_CURRENT_BILL_NAMED = re.compile(
    r" (?:la|el) (?:de ahora|de este mes|actual|nueva|nuevo|que me llego ahora) | (?:this|my) "
    r"(?:current|new) (?:bill|invoice) "
)


class ExtraRule(Protocol):
    """A routing rule an intent brings (``billing_sim.bot.intents.IntentRule``)."""

    @property
    def name(self) -> str:
        """The rule's name, for ``Routed.rule``."""
        ...

    @property
    def pattern(self) -> re.Pattern[str]:
        """Matched against the message's canonical words, space-padded."""
        ...


_CHANGING = re.compile(
    # a change or a contract to the plan named ("si me cambio a fibra 300", "quiero contratar
    # la de 600"), not the sender's own plan named beside a change feared ("tengo un paquete
    # de 30 ... ¿me van a obligar a cambiarme a otro?")
    r".* (?:cambi\w*|pas(?:o|e|ar|arme|arnos|amos)|sub\w*|baj\w*|mejor\w*|switch\w*|move|"
    r"upgrade\w*|downgrade\w*|contrat\w*|quiero|quisiera|want|need|pon\w*|meter\w*) "
    r"(?:\w+ ){0,4}?(?:fibra |plan |paquete |la de |el de |al de |a la de |to )(?:de )?\d{2,4} "
)
_CORRECTION = re.compile(
    r"(?<!\w)(?:no espera|espera|digo|mejor dicho|perd[oó]n|quise decir|i mean|sorry|no wait)"
    r"(?!\w)",
    re.IGNORECASE,
)


_STARTED_IN = re.compile(
    r"\b(?:contrate|contratamos|(?:me|nos) (?:instalaron|conectaron|activaron))\b(?: \w+){0,4}? "
    r"(?:en|a mitad de|a mediados de|a principios de|a finales de|el \d{1,2} de) (?:el mes de )?"
    r"[a-z]+"
)
"""When the service began ("contraté en agosto con el 20 %"), over folded text: no bill
compared."""
_PLANNED = re.compile(
    # (its month told first: "porque en febrero nos vamos a mudar otra vez")
    r"(?:\b(?:en|para|pa|in) (?:el mes de )?" + _MONTH_NAME + r" (?:\w+ )?)?"
    r"\b(?:(?:me|nos) (?:vuelvo|volvemos|voy|vamos) a (?:mudar|ir|viajar)|me mudo|me voy|"
    r"nos vamos|nos mudamos|viajo|i'?m moving|we'?re moving)\b[^,?.;!]*",
    re.IGNORECASE,
)
"""A move or a trip planned ("es q me vuelvo a mudar en febrero"): its month is no bill's."""


_NOT_AGAIN = re.compile(
    r"\b(?:pa|para) (?:que )?no (?:\w+ ){1,3}?(?:otra vez|de nuevo)(?: (?:como|igual que) "
    r"(?:el mes pasado|la otra vez|en [a-z]+))?"
)
"""What is not to happen again, told as why ("pa no pagar tarde otra vez como el mes pasado"),
over folded text: its month names no bill."""


_OLD_DEBT_TOLD = re.compile(
    r"\b(?:ya )?(?:tengo|tenia|arrastro|cargo) (?:la |una )?deuda (?:de|del) (?:mes de )?"
    + _MONTH_NAME.strip()
)
"""An old debt told as already there ("me aparece un recargo, ¿por qué, si ya tengo la deuda de
octubre ahí?"): the month of the debt, not the bill asked about."""


def _corrected_period(text: str, today: date) -> str | None:
    """The billing month a message names, the corrected one when the customer corrects
    themselves ("la de agosto, no espera, digo la de octubre"); a month only of a move or a
    trip planned, or of an old debt told as already there, names none."""
    text = _OLD_DEBT_TOLD.sub(" ", _NOT_AGAIN.sub(" ", _PLANNED.sub(" ", fold(text))))
    corrections = list(_CORRECTION.finditer(text))
    if corrections:
        corrected = find_period(text[corrections[-1].end() :], today=today)
        if corrected is not None:
            return corrected
    found = find_period(text, today=today)
    if found is not None and found > f"{today.year:04d}-{today.month:02d}":
        # a month to come named only in a case supposed ("if I switch to pago móvil next
        # month, does it go away?") names no bill
        return find_period(_CASE_CLAUSE.sub(" ", text), today=today)
    return found


def headed_topic(text: str) -> tuple[str, tuple[str, ...]] | None:
    """The topic of a question one section's heading answers that ``text`` asks, and the
    heading's words (``_HEADED``), if it asks one."""
    return _headed_topic(" " + " ".join(canonical_words(text)) + " ")


def rule_beside_the_account(text: str) -> tuple[str, ...]:
    """The heading's words of the rule ``text`` names that an account question asks beside
    its figures (a change of plan's proration, a first bill, a claim…), or ``()``."""
    told = headed_topic(text)
    return told[1] if told is not None and told[0] in _HEADING_OVER_ACCOUNT else ()


def asks_of_the_account(text: str) -> bool:
    """Whether ``text`` asks a figure or a fact of the account (an amount, what is owed, why it
    changed, when it falls due), besides what the sender says they already know."""
    return _ASKS_OF_THE_ACCOUNT.match(_without_known(text)) is not None


def asks_a_rule(text: str) -> bool:
    """Whether ``text`` asks in the form of a rule ("¿a eso le ponen IVA?", "¿cuánto tarda?"),
    whatever account it names."""
    padded = " " + " ".join(canonical_words(text)) + " "
    return bool(_GENERAL_FORM.match(padded) or _RULE_WHATEVER_THE_ACCOUNT.match(padded))


_WHEN_OF_THE_BILL = re.compile(
    r".* (?:(?:cuando|when) (?:\w+ ){0,3}?(?:mi|mis|my|la|el|the) (?:\w+ )?(?:factura|recibo|"
    r"bill|invoice)|(?:mi|mis|my) (?:\w+ )?(?:factura|recibo|bill|invoice) (?:\w+ )?(?:cuando|"
    r"when)) "
)
"""When the sender's bill comes or falls due, asked ("y mi próxima factura, ¿cuándo sale?",
"when is my bill due"): the account's date, not a rule."""


def asks_a_rule_of_the_case(text: str) -> bool:
    """Whether ``text`` asks a rule of the sender's own case ("la pagué el 26, ¿me van a cobrar
    algo por eso?", "si me doy de baja a mitad de mes, ¿me devuelven lo pagado?"), not only a
    date of the sender's bill: the account's answer quotes the rule's section too."""
    padded = " " + " ".join(canonical_words(text)) + " "
    return asks_a_rule(text) and _WHEN_OF_THE_BILL.match(padded) is None


_HOUSE_RENT = re.compile(
    r" (?:inquilin[oa]s?|arrendatari[oa]s?|arrendador[a]?|caser[oa]|landlord|tenant) "
    r"| alquiler (?:del|de la|de mi|de su) (?:apartamento|apto|casa|local|cuarto|habitacion|"
    r"anexo|oficina) "
)
"""A house's rent spoken of ("se lo descuento del alquiler a mi inquilina"): its "alquiler" is
that rent, not the equipment's charge."""


def _read(words: Sequence[str]) -> str:
    """``words`` as the rules read them, space-padded: without what they never read
    (``_SET_ASIDE``), and a house's rent told apart from the equipment's ("arriendo")."""
    padded = _SET_ASIDE.sub(" ", " " + " ".join(words) + " ")
    return padded.replace(" alquiler ", " arriendo ") if _HOUSE_RENT.search(padded) else padded


def as_a_rule(text: str, *, today: date) -> Routed:
    """``text`` read as a question about the rules alone, as a sender no account is on can only
    ask it ("quiero que me facturen con el RIF, ¿las facturas viejas también me las
    cambian?"): the documents route, about the topic one heading names, else the charge or
    rule the message names."""
    padded = _read(canonical_words(text))
    charge = _topic(padded)
    topic, about = _headed_topic(padded) or (charge, _topic_words(padded, charge))
    period = _corrected_period(text, today)
    return Routed(Route.DOCUMENTS, None, None, period, RULE_GENERAL, topic=topic, topic_words=about)


def asks_whatever_the_account(text: str) -> bool:
    """Whether ``text`` asks what only a rule can say, whatever the sender's own account (how
    long something takes, which month a bill charges, whether an account cut for long is
    cancelled on its own…)."""
    padded = _read(canonical_words(text))
    return _RULE_WHATEVER_THE_ACCOUNT.match(padded) is not None


def names_own(text: str) -> bool:
    """Whether ``text`` ties itself to the sender's own account: its bill, balance or payment
    named as theirs, or something that happened on it ("¿cuánto me cobraron por la
    mudanza?")."""
    return _OWN_ACCOUNT.match(" " + " ".join(canonical_words(text)) + " ") is not None


_WISH = re.compile(
    r"^ (?:que|ojala|ojala que) (?:no )?(?:me |nos |le |les |se )?(?:salga|salgan|venga|vengan|"
    r"cobren|cobre|corten|corte|quiten|quite|pase|pasen|llegue|lleguen|pongan|ponga|agarre|"
    r"agarren|caiga|caigan) "
)
"""A wish in the subjunctive ("que no me salga con mora la de octubre"): why a question
matters, not one."""
_NO_LONGER_WANTED = re.compile(
    r" ya no (?:lo|la|los|las) (?:quiero|queremos|necesito|necesitamos|uso|usamos|ocupo) $"
)
"""Something told no longer wanted ("la IP fija ya no la quiero"): the wish the question after
it asks how to fulfil, not a question (unless it asks itself: "¿cómo hago pa cancelar la IP fija
que ya no la uso?")."""
_ASKING_HOW = re.compile(r" (?:como|cuanto|cuanta|cuando|donde|how|what|puedo|se puede) ")
_WHY_IT_IS_ASKED = re.compile(
    r"^ (?:(?:es|lo) )?(?:que |q )?(?:quiero|queria|necesito|es pa|es para|pa|para) "
    r"(?:comparar|ver|"
    r"revisar|chequear|sacar la cuenta|llevar la cuenta)(?: (?:\w+ ){0,3}?)?(?:porque|ya que|pues) "
)
"""What the question before it is for, told ("… ¿cuántos gigas gasté en septiembre? quiero
comparar xq en octubre me pasé"): why it is asked, no question of its own."""
_THE_FIGURE_WISHED = re.compile(
    r" (?:i want|i need|i d like|quiero|necesito|quisiera) (?:to have |to know |tener |saber )?"
    r"(?:the|el|la) (?:exact|exacto|exacta|real)? ?(?:number|amount|figure|total|monto|numero|"
    r"cifra|total)(?: (?:exact[oa]|exactly))? (?:before|antes|pa|para|to|so|porque|because|xq)\b"
)
"""The figure the question before it asks, wished again with what it is for ("… how much is
my bill? i want the exact number before i go to the bank"): no question of its own."""
_PAYING_SO_THAT = re.compile(
    r" (?:quiero|queremos|voy a|vamos a|pienso|pensamos|i want to|i wanna|we want to|i ll|"
    r"i will|i m going to|im going to|gonna) (?:\w+ )?(?:pagar|cancelar|transferir|abonar|pay)\b"
    r".* (?:para que|pa que|para q|pa q|para no|pa no|asi no|so that|so)\b"
)
"""A payment the sender means to make, with what it is for ("i want to pay today before the
25th so no me vuelvan a clavar otro recargo"): why the question beside it matters, not one."""


def wishes(text: str) -> bool:
    """Whether ``text`` only wishes something in the subjunctive ("que no me salga con mora la
    de octubre"), tells it no longer wanted ("la IP fija ya no la quiero"), tells a payment
    meant with what it is for ("quiero pagar hoy pa q no me cobren recargo") or what a question
    is for ("quiero comparar xq en octubre me pasé"), without a question mark: it asks nothing
    of its own."""
    padded = " " + " ".join(canonical_words(text)) + " "
    return "?" not in text and (
        _WISH.match(padded) is not None
        or (_NO_LONGER_WANTED.search(padded) is not None and not _ASKING_HOW.search(padded))
        or (_PAYING_SO_THAT.search(padded) is not None and not _ASKING_HOW.search(padded))
        or _WHY_IT_IS_ASKED.match(padded) is not None
        or _THE_FIGURE_WISHED.search(padded) is not None
    )


_WHAT_A_PLAN_HOLDS = re.compile(
    r" (?:cuant\w+|que|how many|how much) (?:\w+ ){0,2}?(?:trae|traen|incluye|incluyen|tiene|"
    r"tienen|da|dan|viene con|comes with|includes|has|gives) "
    r"| (?:trae|traen|incluye|incluyen|viene con|comes with|includes) (?:el |la |the )?(?:plan |"
    r"fibra |aire |fiber )"
    # (what comes included, asked: "con fibra 100, ¿cuántos gigas tengo incluidos?")
    r"| (?:cuant\w+|how many|how much) (?:\w+ ){0,3}?(?:incluid[oa]s|included) "
)
"""What a plan holds, asked ("¿y cuántos trae la fibra 300?"): the plan's rule, not only the
subscription named."""
_THE_PLANS_ALLOWANCE = re.compile(
    r" (?:mi|el|nuestro|my|our) plan (?:\w+ )?(?:de|es de|trae|incluye|tiene|da) cuant[oa]s "
    r"(?:gigas|gb|datos)"
    r"| (?:de )?cuant[oa]s (?:gigas|gb|datos) (?:\w+ )?(?:es|trae|incluye|tiene|da) (?:mi|el|"
    r"nuestro) plan"
    r"| how (?:many|much) (?:gb|gigas|data) (?:does|is) (?:my|our) plan"
)
"""The sender's plan's data allowance asked ("¿mi plan de cuántos gigas es?")."""
_PLANS_ALLOWANCE_WORDS = ("consumo de datos",)
_A_YEAR_TYPED = re.compile(r"\b(?:19|20)\d\d\b")
"""A year written out ("diciembre 2025"): a month named with it is that one, not the next."""


def _the_bill_to_come(
    period: str | None, named_months: tuple[str, ...], text: str, today: date
) -> bool:
    """Whether the one month named is next month's, still to be billed ("¿la de diciembre me
    sale más barata? xq pagué 10 verdes extra", written in November): no bill of that name was
    issued this year, so the message is another rule's, not last year's bill of that name."""
    return (
        period == _eleven_months_before(today)
        and len(named_months) == 1
        and not _A_YEAR_TYPED.search(text)
    )


def _eleven_months_before(today: date) -> str:
    """The period eleven months before ``today``'s: where next month's name resolves to."""
    year, month = divmod(today.year * 12 + today.month - 1 - 11, 12)
    return f"{year:04d}-{month + 1:02d}"


def asks(text: str) -> bool:
    """Whether ``text`` asks or requests something (a question mark, a question word, a
    condition, a request such as "dime el saldo"), rather than only telling."""
    padded = " " + " ".join(canonical_words(text)) + " "
    if wishes(text):
        return False
    return "?" in text or bool(_ASKING.match(padded) or _REQUEST.match(padded))


def route(text: str, *, today: date, rules: Sequence[tuple[str, ExtraRule]] = ()) -> Routed:
    """Route a customer message and pull out what it mentions (module docstring).

    Args:
        text: The customer's message, as typed.
        today: The reference date for relative months ("el mes pasado"); no clock is read.
        rules: ``(route, rule)`` of the intents a bot added, tried before the built-in
            account rules (after a person, how to pay and general questions).

    Returns:
        The ``Routed`` decision; ``rule`` names the rule that matched.
    """
    words = canonical_words(text)
    account_number, tax_id = find_account_number(text), find_tax_id(text)
    phone, period = find_phone(text), _corrected_period(text, today)
    padded = _read(words)
    # (a key typed with dots, "la cédula 27.951.342", is no amount)
    keys = {re.sub(r"\D", "", key or "")[-8:] for key in (account_number, tax_id) if key}
    quoted = [q for q in money_amounts(text) if str(int(q.value))[-8:] not in keys or q.value % 1]
    keyed = bool(account_number or tax_id or phone)
    # (a person only told, "me subí de plan con un asesor", or the way somebody else reaches
    # one, "¿cómo hace mi mamá pa que la atienda una persona?", asks for none now)
    wants_a_person = _PERSON_TOLD.sub(" ", _SET_ASIDE.sub(" ", _without_known(text)))
    if (
        (
            _HOW_TO_REACH_ONE.search(padded)
            or _PUT_ME_THROUGH.search(padded)
            or _TOLD_AGAIN_FEARED.search(padded)
        )
        and _WAIT_ASKED.search(padded)
        and not _SOMEBODY_ELSES_WAY.search(padded)
        and not _WHEN_ONE_ANSWERS.search(padded)
    ):
        # how one gets a person and how long the wait is, asked (also on a day named: "¿cómo
        # hago pa hablar con alguien? ¿y cuánto me toca esperar un viernes en la tarde?"): the
        # section that says both, not a hand-over that answers neither
        return Routed(Route.DOCUMENTS, None, None, period, RULE_GENERAL, topic=REACH_A_PERSON,
                      topic_words=_REACH_A_PERSON_HEADING)  # fmt: skip
    if _WHEN_ONE_ANSWERS.search(padded) and not _SOMEBODY_ELSES_WAY.search(padded):
        # when a person will answer, asked ("si dejo el mensaje ahorita, ¿cuándo es que me
        # contesta una persona? porque mañana es sábado", "si escribo hoy a las once de la noche
        # pidiendo una persona, ¿me atienden o se pierde el mensaje?"): the opening hours
        return Routed(Route.DOCUMENTS, None, None, period, RULE_GENERAL, topic=HOURS,
                      topic_words=HOURS_WORDS)  # fmt: skip
    for route_, name, pattern, _ in _HUMAN_RULES:
        if pattern.match(wants_a_person) and not _SOMEBODY_ELSES_WAY.search(padded):
            return Routed(route_, account_number, tax_id, period, f"{route_}:{name}", phone)
    headed = _headed_topic(padded)
    if _NOT_OURS.match(padded) and not keyed:
        # (before how to pay: "¿puedo pagar la luz por aquí?", "where is your office? I want to
        # pay cash")
        rule = RULE_NOT_OURS
        return Routed(Route.DOCUMENTS, None, None, period, rule, topic=NOT_OURS)
    if _PAYING_HOW.match(padded):
        topic, named = headed or (None, ())
        rule = "documents:how_to_pay"
        return Routed(Route.DOCUMENTS, None, None, period, rule, topic=topic, topic_words=named)
    charge = _topic(padded)
    about = _topic_words(padded, charge)
    # (a heading of the very charge named, "¿si compro una ONT propia dejan de cobrarme el
    # alquiler?": the section is found by its heading, not by every word of the charge)
    if headed and (
        charge is None
        or charge in _BROAD_TOPICS
        or headed[0] in _OVER_CHARGES
        or headed[0] == charge
        or charge in _CHARGES_TOLD_AS_WHY.get(headed[0], ())
        # the move's own fee asked ("¿me puedo llevar el internet? ¿cuánto sale el traslado?"),
        # not the installation's charged again on a move, nor a line of the bill named
        or (
            headed[0] == "moving"
            and (_THE_MOVES_FEE_ASKED.search(padded) is not None or _NO_PRICE_ASKED.match(padded))
        )
    ):
        charge, about = headed
    general = _GENERAL_FORM.match(padded) is not None and not _A_PAYMENT_REACHED_THEM.search(padded)
    supposes = _SUPPOSES.match(padded) is not None
    # what a case supposes ("¿qué pasa si el banco me reversa una transferencia?", "si debo 2
    # facturas y abono, ¿a cuál se aplica?") is no fact of the account
    told, told_quoted = padded, quoted
    supposes = supposes or _WHAT_IF.match(padded) is not None
    if supposes:
        stated = _CONSEQUENCE_CLAUSE.sub(" ", _CASE_CLAUSE.sub(" ", text))
        stated = _THE_CASES_OWN.sub(" ", stated)
        told, told_quoted = " " + " ".join(canonical_words(stated)) + " ", money_amounts(stated)
    if general and _PURPOSE_CLAUSE.search(text):
        stated = _PURPOSE_CLAUSE.sub(" ", text)
        told = " " + " ".join(canonical_words(stated)) + " "
    if general and _PRICE_ASKED.match(told):
        # the plan that decides the price ("¿a cómo cobran el giga extra en mi plan?"): which
        # row of the price list, not the account's bill
        told = _PLAN_OF_THE_PRICE.sub(" ", told)
    if general and _SOMEONE_ELSES.search(fold(text)):
        # what another person has or pays ("mi tía tiene el plan viejo y paga 15 dólares, ¿es
        # verdad que se lo van a quitar?") is no fact of the sender's account
        stated = _SOMEONE_ELSES.sub(" ", fold(text))
        told, told_quoted = " " + " ".join(canonical_words(stated)) + " ", money_amounts(stated)
    if general and _AMOUNT_OF_THE_RULE.match(padded):
        told_quoted = []
    wished = _WISHES_ADDITION.match(padded) is not None
    own = (
        keyed
        # (everything paid supposed, its amount asked: "si pago todo hoy, ¿cuánto es?")
        or _ALL_OF_IT_ASKED.match(padded) is not None
        or any(not q.bare for q in told_quoted)  # "Bs. 4.500" (a bare 8571 may be a tail)
        # (money at hand told, "tengo como 3 mil bolos nomás": what the sender can pay now)
        or (told_quoted is quoted and any(not q.bare for q in money_amounts(text, at_hand=True)))
        # ("quiero agregarle la IP fija a mi plan": my plan named, its price asked)
        or (not wished and _OWN_ACCOUNT.match(told) is not None)
        # (something told as charged to the sender: "ahora aparece cobrada aparte, ¿ya se
        # acabó lo gratis?" asks of the sender's bill)
        or (not supposes and _SEES_IT_CHARGED.match(told) is not None)
        # ("¿me cobra por mes adelantado o vencido?" asks the cycle's rule)
        or (
            not supposes
            and not wished
            and not _ASKS_MONTH_BILLED.match(padded)
            and not _ASKS_RECURRENCE.match(padded)
            and _OWN_NOW.match(told) is not None
        )
    )
    if (general and (not own or _USUALLY.match(padded))) or _RULE_WHATEVER_THE_ACCOUNT.match(
        padded
    ):
        return Routed(
            Route.DOCUMENTS, None, None, period, RULE_GENERAL, topic=charge, topic_words=about
        )
    for added, extra in rules:
        if extra.pattern.match(padded):
            rule = f"{added}:{extra.name}"
            return Routed(added, account_number, tax_id, period, rule, phone)
    # whether a payment was returned, asked ("¿mi pago lo reversaron?"), is its status
    asked_returned = _RETURN_ASKED.search(fold(text)) is not None and not _CHARGE_OF_IT.match(
        padded
    )
    for route_, name, pattern, needs in _ACCOUNT_RULES:
        if name == _RETURNED_PAYMENT_RULE and asked_returned:
            continue
        # (an amount in a supposed case is none of the account's: "si algún mes debo 4500bs")
        if needs(told_quoted) and pattern.match(padded):
            topic = count = compared = None
            named_months = tuple(sorted(set(find_periods(text, today=today))))
            if len(named_months) > 1:
                # a month of a case only supposed ("me mudé en octubre … y si en marzo me vuelvo
                # a mudar, ¿cuánto tardan?"), of a move planned ("porque me vuelvo a mudar en
                # enero"), or when the service began ("contraté en agosto"), is no bill
                # compared: the one left is the bill asked
                in_force = find_periods(
                    _PLANNED.sub(" ", _CASE_CLAUSE.sub(" ", _STARTED_IN.sub(" ", fold(text)))),
                    today=today,
                )
                # (nor is the month a change of plan was made in, told with it: "me subí de
                # plan el quince de noviembre y en la factura de diciembre me van a salir dos
                # líneas": the bill to come is the one asked about)
                changed = {
                    month
                    for made in _CHANGED_IN.finditer(padded)
                    for month in find_periods(made.group(), today=today)
                }
                in_force = [month for month in in_force if month not in changed] or in_force
                named_months = tuple(sorted(set(in_force))) or named_months
                if len(named_months) == 1:
                    period = named_months[0]
            months: tuple[str, ...] = ()
            if route_ is Route.BILL_CHANGE:
                topic = _topic(padded)
                comparing = name in ("compare_amounts", "then_and_now", _THEN_AND_NOW_ASKED)
                period = _bill_period(text, words, period, today, comparing=comparing)
                if len(named_months) > 1:  # "julio fue más caro que agosto": the later bill,
                    period, compared = named_months[-1], named_months[0]  # with the earlier
                if _the_bill_to_come(period, named_months, text, today):
                    continue
            if name in ("several", _WHICH_OPEN):
                count = find_count(text) or _DEFAULT_COUNT
            if (
                name == _HOW_MUCH_TO_PAY
                and period is not None
                and period < f"{today.year:04d}-{today.month:02d}"
                and _A_MONTHS_BILL.match(padded)
            ):
                route_, name = Route.INVOICES, "month_asked"
            if (
                route_ is Route.INVOICES
                and name != _BILLS_NAMED
                and _the_bill_to_come(period, named_months, text, today)
            ):
                # (only named, "mi factura de dic", it may be last year's: the list shows it)
                continue
            if route_ is Route.INVOICES and len(named_months) > 1:  # "las de sept y oct"
                months, count = named_months, None
            named = _topic_words(padded, topic) if route_ in ACCOUNT_ROUTES else ()
            if route_ is Route.USAGE and not _WHAT_A_PLAN_HOLDS.search(padded):
                # (a plan named by its figure beside the data asked, "¿cuánto llevamos gastado?
                # el aire 15 ese", says which subscription, not a rule asked; "¿y cuántos trae
                # la fibra 300?" asks the plan's)
                named = tuple(word for word in named if not any(c.isdigit() for c in word))
            if route_ is Route.USAGE and not named and _THE_PLANS_ALLOWANCE.search(padded):
                # the sender's plan's allowance asked beside the data used ("¿cuántos gigas gasté?
                # ¿y mi plan de cuántos gigas es?"): the data rule says what each plan brings
                named = _PLANS_ALLOWANCE_WORDS
            if (
                route_ in ACCOUNT_ROUTES
                and headed
                and (
                    headed[0] in _PROCEDURE_TOPICS
                    # (the invoices only named, nothing asked of them nor requested: "hice el
                    # pago móvil de la factura y en el espacio de texto puse 'internet casa',
                    # ¿se me pierde la plata?")
                    or (
                        (route_, name) in _BARE_MENTIONS
                        and not _REQUEST.match(padded)
                        and not _ASKING_FOR_A_BILL.match(padded)
                    )
                )
                and not keyed
                and not told_quoted
                # (the fixed IP's free month over and being charged to the sender, "¡me están
                # cobrando la IP fija! se suponía que era de prueba": the charge on the bill)
                and not (headed[0] == "ip_trial" and _BEING_CHARGED.match(padded))
                # (leaving after a month's payment told, "ya pagué noviembre y me doy de baja,
                # ¿me devuelven algo?": the account's figures, with the cancellation's rule)
                and not (headed[0] == CANCELLING and _A_MONTH_PAID.search(padded))
                # (the sender's bills sent for: "mándame los recibos que tengo sin pagar";
                # unless the rule is how bills are issued: "necesito las facturas con el RIF")
                and (headed[0] == "fiscal_invoice" or _ASKS_BILLS_SENT.match(padded) is None)
                # (the current month told, "ando corta este mes", names no bill asked about;
                # the bills owed, named in which a payment goes to, are the rule's case)
                and (
                    (
                        headed[0] in _MONTHS_ARE_THE_CASE
                        and _MONTHS_ARE_THE_CASE[headed[0]].match(padded) is not None
                    )
                    # (a month to come, or the one the service began in, names no bill issued;
                    # next month's name, "la de diciembre vence el 25, que es Navidad", is the
                    # bill to come, not the one eleven months ago)
                    or {
                        month
                        for month in find_periods(
                            _STARTED_IN.sub(" ", fold(_KNOWN.sub(" ", text))), today=today
                        )
                        if month <= f"{today.year:04d}-{today.month:02d}"
                        and month != _eleven_months_before(today)
                    }
                    <= {f"{today.year:04d}-{today.month:02d}"}
                )
                and not _ASKS_OF_THE_ACCOUNT.match(_without_known(text))
            ):
                topic, named = headed
                return Routed(
                    Route.DOCUMENTS,
                    None,
                    None,
                    period,
                    RULE_PROCEDURE,
                    topic=topic,
                    topic_words=named,
                )
            if route_ in ACCOUNT_ROUTES and headed and headed[0] in _HEADING_OVER_ACCOUNT:
                named = headed[1]  # the heading's rule, not the charge or bill it names
            # (a discount's amount asked is the promotions' rule, whatever word named it)
            named = _RULE_TOPICS[name] if name in _RULE_OVER_WORDS else named
            named = named or _RULE_TOPICS.get(name, ())
            policy = route_ in ACCOUNT_ROUTES and (
                bool(named) or name == "explain" or _ASKS_RULE.match(padded) is not None
            )
            if policy and not named and headed:
                # (a rule asked beside the account, no charge named: the heading the message
                # names, "la factura tiene que salir a nombre del negocio, ¿qué tengo que
                # hacer?")
                named = headed[1]
            rule = f"{route_}:{name}"
            return Routed(
                route_,
                account_number,
                tax_id,
                period,
                rule,
                phone,
                topic,
                count,
                policy,
                named,
                compared=compared,
                months=months,
            )
    fallback = _fallback(words, has_identifier=keyed)
    if fallback is None and not (
        own or "?" in text or _ASKING.match(padded) or _REQUEST.match(padded)
    ):
        fallback = "no_match"
    if fallback is None:
        rule = "documents:other"
        return Routed(
            Route.DOCUMENTS, account_number, tax_id, period, rule, phone, charge, None, False, about
        )
    return Routed(
        Route.OUT_OF_SCOPE, account_number, tax_id, period, f"out_of_scope:{fallback}", phone
    )
