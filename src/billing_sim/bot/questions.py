"""Several questions in one message: each part routed on its own. Pure: no I/O.

"¿Cuánto debo? y ¿cuántos gigas llevo?" asks two things. Routing the whole message picks
one of them (the rules' precedence), and the other would be dropped. ``route_message``
splits the message where one question ends or another starts: "?", ";", a sentence's end,
", ", " y ", " and ", "además", "también". It routes each part that asks something on its
own ("dime el saldo", "¿cuántos gigas?"). A part that only names something after an asking
part ("dime el saldo y la fecha de vencimiento") asks too.

The parts may ask about two different things: two account questions, or an account question
and a document one. Then the first account question is answered first (``Routed``), and the
others follow in the order asked (``Routed.also``). Otherwise (one question, a person asked
for, a greeting, only document questions) the result is the whole message's routing,
unchanged.

Two kinds of part are not questions of their own. A condition ("si el banco me reversa una
transferencia, ¿qué pasa con mi factura?", "cuando instalaron dejamos un depósito, ¿cómo lo
devuelven?") is joined to the question after it: what that question names is the case's, not
the account's. And a question pointing back at what was told before it ("la factura me vino
más alta y no cambié nada, quiero saber por qué fue eso") is asked with what was told.

When every question asked is the documents' and the first names a rule's own heading ("este
viernes puedo abonar la mitad, 3 mil y pico. ¿A cuál factura se aplica el abono primero?"),
the message is the documents' though an amount or a debt was told, unless a question asks of
the account or the first points back at what was told. One question that names its own month
("¿cuántos gigas llevo este mes?") is about that month, not one only told before it.

The sender may say which part is the question ("eso no me preocupa, lo que quiero saber es
si a ese saldo le cobran IVA otra vez"): that part is routed, unless it names nothing the
documents or the account could answer alone (then the whole message is). A message asking
what only a rule can say ("¿eso se cancela solo?"), whose account parts only tell of somebody
else's ("le siguen llegando facturas"), is the documents'.

The first question keeps every key typed anywhere in the message. The access decision
(``billing_sim.bot.access``) reads the whole message's claim, and every answer is about the
one account it allows.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from datetime import date

from billing_sim.bot._entities import (
    find_account_number,
    find_periods,
    find_phone,
    find_tax_id,
)
from billing_sim.bot._text import MONTH_ABBREVIATIONS, MONTHS, canonical_words
from billing_sim.bot.routing import (
    ACCOUNT_ROUTES,
    HEADED_TOPICS,
    HOURS,
    PLAN_BY_SPEED,
    REACH_A_PERSON,
    RULE_BACK_ON,
    RULE_GENERAL,
    RULE_MONTHS_COMPARED,
    RULE_NAMED_CHARGE,
    RULE_NOT_OURS,
    RULE_PROCEDURE,
    RULE_RETURNED_PAYMENT,
    RULE_THEN_AND_NOW_ASKED,
    RULE_WHICH_OPEN,
    RULES_OWED_ASKED,
    VAT_HEADINGS,
    ExtraRule,
    Route,
    Routed,
    Source,
    asks,
    asks_a_rule,
    asks_of_the_account,
    asks_whatever_the_account,
    headed_topic,
    names_own,
    route,
    rule_beside_the_account,
    wishes,
)

__all__ = ["MAX_QUESTIONS", "asked_parts", "route_message"]

MAX_QUESTIONS = 3
"""How many questions of one message are answered at most (the first and two more)."""

_BOUNDARY = re.compile(
    r"(?<=\?)|[;\n]+|(?<![\d.,])[.!]+(?=\s|$)|,\s+"
    # (not inside an amount: "dos mil cuatrocientos y pico", "316 y medio"; nor before the
    # rest of a payment split in time: "¿puedo pagar una parte ahora y el resto después?")
    r"|\s+(?:y|e|and|ademas|además|tambien|también|aparte|otra cosa)\s+(?!pico\b|medio\b|tantos\b"
    r"|(?:el resto|lo dem[aá]s|la otra parte|la otra mitad|the rest|the other half)\b)",
    re.IGNORECASE,
)
# A part that only names what it wants, after a part that asked ("… y la fecha de
# vencimiento", "… and due date"), or goes on with the request's verb left out ("requerimos el
# saldo y conocer el procedimiento para…"): it asks the same way.
_NAMES_ONLY = re.compile(
    r"^(?:la|el|los|las|lo|mi|mis|tu|su|the|my|its|cuanto|cuantos|cuanta|cuantas|que|cual|"
    r"cuando|donde|como|conocer|saber|consultar|confirmar|verificar|obtener|recibir|know|"
    r"check)$"
)
_CONNECTIVES = frozenset({
    "y", "e", "adicionalmente", "ademas", "asimismo", "tambien", "igualmente", "aparte",
    "additionally", "also", "and", "plus",
})  # fmt: skip
"""Words that only join what comes before and after them."""
_TELLS_A_DEED = re.compile(
    r"\b(?:pague|pagamos|pagaba|pagabamos|pagaron|transferi|deposite|abone|cancele|"
    r"(?:me|nos) (?:cobraron|cobraban|llego|salio|vino)|llego|vino|fue|fueron|era|eran|tenia|"
    r"teniamos|salio|salieron|vinieron|llegaron|costo|costaron|pagaba|pagabamos|"
    # (in English: "… my accountant pays all the house bills on friday")
    r"pays|paid|handles|takes care|sends|sent|does|did)\b"
)
"""A deed told ("el mes pasado pagué 2.9"): a part opening like a thing named after a question
("¿qué pasó ahí? el mes pasado pagué 2.9") that tells, not one asking for that thing."""
# A part naming one's own thing, politely or alone ("mi saldo porfa", "my balance pls"): a
# request, though it has no verb.
_ASKS_FOR_OWN = re.compile(
    r"^(?:hola |buenas |ah |y |ok )*(?:mi|mis|my) \w+(?: \w+)?(?: (?:porfa|porfavor|por favor"
    r"|please|pls|plis|xfa))?$"
)
# A part that only points back at what the part before it said ("me llegó el doble, ¿qué es
# eso?", "… ¿y eso?", "… y cuánto sale eso", "… is that right?"): the same question, not another.
_POINTERS = frozenset({"eso", "esto", "esa", "ese", "esos", "esas", "that", "this", "asi"})
_IT_POINTED = re.compile(r"\b(?:for|of|on|about|with) it\b")
"""English "it" after a preposition ("which exchange rate do you use for it?"): what was told
before, not the question's own subject ("which bill does it go to?")."""
_POINTING_BACK = _POINTERS | frozenset({
    "que", "es", "son", "y", "como", "por", "pero", "entonces", "osea", "normal", "correcto",
    "what", "is", "why", "right", "ok", "okay", "eh", "cuanto", "sale", "cuesta", "vale",
    "seria", "cuando", "donde", "how", "much", "does", "cost",
    # (what it was, asked back: "… la factura brincó bastante, ¿por qué fue eso?")
    "fue", "era",
})  # fmt: skip
_BARE_PRICE = frozenset({
    "cuanto", "en", "me", "nos", "sale", "saldria", "sala", "cuesta", "costaria", "es", "seria",
    "vale", "valdria", "y", "precio", "el", "how", "much", "is", "it", "would", "be", "cost",
    "and", "that", "will",
    # (netted: "…, ¿cuánto me sale en neto?")
    "neto", "net",
})  # fmt: skip
"""Words of a price asked without naming what ("…, ¿cuánto me sale?", "… how much would it
be"): the price of what the part before it named, not the sender's balance."""
_PRICE_WORDS = frozenset({"cuanto", "precio", "much"})
_NETTED = frozenset({"neto", "net"})
_BARE_AMOUNT = _BARE_PRICE | frozenset({
    "de", "fue", "fueron", "era", "eran", "salio", "was",
    # ("… ¿de cuánto fue exactamente?")
    "exactamente", "exacto", "exactly",
})  # fmt: skip
"""Words of an amount asked of what was told before ("me cobraron el traslado, ¿de cuánto
fue?"): asked of that, which it does not name."""
_BARE_WHY = re.compile(
    r"^(?:(?:y|pero|and) )?(?:por que|porque|xq|pq|why"
    # (where it comes from: "en noviembre me aparece un IGTF de 91,79 bs, ¿de dónde sale?")
    r"|de donde (?:sale|salio|salen|salieron|viene|vino|vienen|sacaron|sacan)(?: eso| esto)?"
    r"|where (?:does|did) (?:it|that|this) come from)$"
)
"""Words of a bare "why" asked of what was told before ("… en la factura de octubre me vino
un descuento por eso. este mes no aparece, ¿por qué?"): asked of that."""
_BARE_WHAT_HAPPENED = re.compile(
    r"^(?:(?:y|pero|and|entonces) )?(?:(?:que|q) (?:fue lo (?:que|q) )?(?:paso|pasa|aumentaron|"
    r"subieron|cambiaron|cambio|subio|aumento|bajaron|bajo)|what happened|what changed)"
    r"(?: (?:esta vez|ahora|este mes|ahi|con eso|alli))?$"
)
"""A bare "what happened?" or "what did they raise?" asked of what was told before it ("otra
vez subió el internet. el mío es el de 300 megas, ¿qué fue lo que aumentaron esta vez?"):
asked of that."""
_BARE_ARRIVED = re.compile(
    r"^(?:(?:y|pero|and|entonces) )?(?:ya )?(?:les |le |me )?(?:aparece|aparecio|llego|entro|cayo|"
    r"se refleja|se reflejo|salio|sale|lo tienen|la tienen|lo ven|lo recibieron|la recibieron|"
    r"(?:lo|la) tienen (?:registrad[oa]|anotad[oa])|"
    r"did it (?:arrive|go through|show up)|is it there)(?: o no| ya)?$"
)
"""A bare "¿aparece?" asked of the payment told before it ("pagué octubre por pago móvil,
¿aparece?"): whether *that* payment arrived."""
_OPENS_WITH_A_QUESTION = re.compile(
    r"^(?:(?:y|e|pero|and) )?(?:con|a|en|de|por|para|pa|desde|hasta) (?:que|cual|cuales|cuanto|"
    r"cuanta|cuantos|cuantas|quien|donde) \w+"
)
"""A part opening with a preposition and a question word ("con qué tasa me cobran", "¿a cuánto
está?"): it asks, "?" or not."""
_CONFIRMATION_REQUESTED = re.compile(
    r"\b(?:confirmen|confirme|confirmeme|confirmenme|confirmennos|confirmenos|confirmame|"
    r"confirma|confirmar|verifiquen|"
    r"verifique|revisen|revise|please confirm|confirm) (?:\w+ ){0,2}?(?:si|if|whether)\b"
)
"""A confirmation requested, "?" left out ("por favor confirmen si recibieron el pago"): it
asks whether."""
_NOT_KNOWN = re.compile(
    r"^(?:(?:y|pero|es que|hola|buenas) )*(?:yo )?(?:no se|ni idea de|no tengo idea de|no recuerdo|"
    r"i don t know|i dont know|idk|not sure) (?:(?:de )?(?:cuanto|cuanta|que|q|how much|what) )"
    r"(?:es|son|sera|seria|hay que pagar|toca|is it|it is|i owe)?$"
)
"""An amount told not known ("no sé cuánto es.. ¿me dices cuánto hay que transferir?"): why
the question after it is asked, no question of its own."""
_RELATIVE_TOLD = re.compile(
    r"^(?:que|q|lo que|lo q) (?:era|eran|fue|fueron|incluia|incluye|cubria|cubre|sumaba|daba|"
    r"correspondia|equivalia) "
)
"""A clause telling what the thing before it was ("el 10 pagué 4114, q era la factura más unos
10 dólares"), "?" left off: it tells, it asks nothing."""
_ALTERNATIVE_OFFERED = re.compile(
    r" (?:le |les |lo |la )?(?:ponen|cobran|suman|meten|cargan|aplican|charge|add) (?:\w+ ){0,4}?o "
    r"(?:eso |esto |es |lo )?(?:va|viene|se cobra|se paga|es|sale) (?:aparte|incluido|incluida|"
    r"separado)$"
)
"""A rule asked by its two answers, "?" left off ("y al traslado le ponen IVA o eso va
aparte"): it asks."""
_TAG_WORDS = frozenset({"no", "verdad", "cierto", "right", "o", "ok", "si", "vero"})
"""A tag asking back what the part before it said ("¿no?", "¿verdad?", "o no?")."""
_BARE_STEPS = re.compile(
    r"^(?:(?:y|pero|and|entonces) )?(?:(?:que|q) (?:necesitan|necesito|necesitamos|necesita|"
    r"piden|me piden|nos piden|hago|hacemos|tengo que hacer|tenemos que hacer|hay que hacer|"
    r"hay que (?:mandar|enviar|llevar|presentar|consignar|traer)|tengo que (?:mandar|enviar|"
    r"llevar|presentar)|tenemos que (?:mandar|enviar|llevar|presentar)|"
    r"debo hacer|debemos hacer|(?:requisitos|papeles|documentos)(?: (?:necesitan|piden|me piden|"
    r"nos piden|hacen falta|hay que (?:llevar|mandar|enviar|presentar)))?|datos (?:necesitan|"
    r"necesito|piden|me piden|hacen falta))|(?:como|cual es el) "
    r"(?:hago|hacemos|es el (?:tramite|proceso|procedimiento)|procedimiento|tramite|proceso)|"
    r"what do (?:you|u) need|what do i (?:need|do)|how do i do (?:it|that))"
    r"(?: (?:pa|para) (?:eso|esto|ello|hacerlo|(?:que|q) (?:me|nos) (?:lo|la|los|las) \w+))?"
    r"(?: ustedes| de mi parte)?$"
)
"""A bare "what do you need?" or "how do I do it?" asked of the wish told before it ("queremos
que las facturas salgan a nombre de otra razón social, ¿qué necesitan?", "la IP fija ya no la
quiero, ¿cómo hago pa que me la quiten?"): asked of that."""
_BARE_PENALTY = re.compile(
    r"^(?:(?:y|pero|and|entonces) )?(?:(?:(?:hay|tiene|cobran|me cobran|nos cobran|cobra|me cobra|"
    r"cuesta|sale|pago|pagaria|se paga|tengo que pagar|hay que pagar) )?(?:alguna |algun |una )?"
    r"(?:multa|penalidad|penalizacion|costo|cargo|algo|penalty|fee)"
    r"|(?:is there|do (?:you|u) charge|is there any) (?:a |any )?(?:penalty|fee|charge))"
    r"(?: (?:por|x|for) (?:eso|esto|cambiar|cambiarme|el cambio|hacerlo|bajarme|pasarme|that|it|"
    r"changing|switching))?$"
)
"""A bare "is there a penalty?" asked of the change wished before it ("quiero bajarme a uno más
barato porque la factura me sale muy cara, ¿hay multa?"): asked with that wish."""
_BARE_CAN = re.compile(
    r"^(?:(?:y|pero|and|entonces) )?(?:(?:eso )?se (?:puede|podria)(?: hacer)?|es posible|"
    r"(?:lo|la) pueden hacer|(?:lo|la) hacen|can (?:you|u) do (?:that|it)|is (?:that|it) "
    r"possible)$"
)
"""A bare "can it be done?" asked of what was told before it ("el contador quiere que las facturas
salgan con otra razón social, ¿se puede hacer?"): asked of that."""
_BARE_HOW_LONG = re.compile(
    r"^(?:(?:y|pero|and|entonces) )?(?:(?:cuanto|cuantos dias|cuantas horas) (?:se |puede |podria "
    r"|suele |va a )?(?:tarda|tardan|tardar|demora|demoran|demorar|dura|duran)|cuanto tiempo"
    r"(?: (?:se )?(?:tarda|tardan|demora|demoran|pasa|hay que esperar))?|en cuanto tiempo|"
    r"how long(?: (?:does|will|would) (?:it|that) "
    r"(?:take|be))?)(?: (?:eso|esto|en (?:reflejarse|aparecer|verse|llegar|salir)))?$"
)
"""A bare "how long does it take?" asked of what was told before it ("transferí hace unas horas
desde otro banco y no se ve el pago, ¿cuánto tarda?"): how long *that* takes."""
_GUESSED_BACK = re.compile(
    r"^(?:o |y )?(?:es|sera|seria) (?:que|q) (?:\w+ ){1,5}?o (?:que|no|como)$"
    # (two guesses offered: "¿es un cobro nuevo o me están cobrando doble?")
    r"|^(?:o |y )?(?:es|sera|seria) (?:un|una|el|la|algo) (?:\w+ ){0,4}?o (?:me|nos|es|son|"
    r"sera|seria|lo|la|le|les) (?:\w+ ){0,4}?\w+$"
)
"""A guess at what the question before it asks, asked back ("¿q significa … saldo pendiente de
la factura anterior? ¿es q cobran doble o q?"): no question of its own."""
_IT_EXPIRES = re.compile(
    # (what follows asked too: "¿qué pasa si se vence?")
    r"^(?:y |pero )?(?:(?:que pasa|what happens) (?:si|cuando|if|when) )?"
    r"(?:(?:eso|esa|ese|eso tambien) (?:se )?(?:vence|caduca|expira|termina|acaba|"
    r"se acaba|se termina|dura para siempre)"
    r"|(?:ya )?se (?:vencio|vence|acabo|termino|caduco|expiro))"
    # (with a tag asking back: "¿se acabó o qué?")
    r"(?: (?:o que|o q|o no|verdad|cierto))?$"
)
"""Whether the benefit the part before it named ends, or ended ("¿cuánto es el IVA pa los q
tienen tarifa social? ¿y eso se vence?", "pagaba con un descuento y ya no aparece. ¿se
venció?"): asked of that benefit, not of a bill's due date."""
_A_BENEFIT = re.compile(
    r"\b(?:tarifa social|exoneracion|exencion|promo\w*|descuento|beneficio|oferta|iva reducido)\b"
)
"""A benefit named, whose end a bare "¿y eso se vence?" asks."""
_PLAN_CHANGE_WISHED = re.compile(
    r"(?:^| )(?:quiero|quisiera|queremos|quisieramos|voy a|vamos a|me gustaria|want to|wanna|"
    r"i d like to|would like to) (?:\w+ ){0,2}?(?:bajar|subir|pasar|cambiar|switch|downgrade|"
    r"upgrade|move|go)\w*"
    r"|(?:want|need|like) (?:a|to get a) (?:cheaper|smaller|lower|faster|bigger) plan"
)
"""A plan change wished ("quiero bajarme a uno más barato"), whose penalty a bare question asks."""
_ANOTHER_THING = re.compile(
    r"^(?:(?:y|e|ah|ahh|and|oh) )?(?:otra cosa|otra pregunta|otra duda|otra consulta|another "
    r"thing|one more thing|something else)$"
)
"""A part that only announces another matter ("y otra cosa, …"): what came before it was one."""
_BARE_INSTALMENTS = re.compile(
    r"^(?:(?:y|pero|and) )?(?:en )?(?:cuant[oa]s|how many) (?:partes|cuotas|pagos|instalments|"
    r"installments|payments)(?: (?:se paga|se puede pagar|lo pago|la pago|se divide|es|son|are "
    r"there|do i pay))?$"
)
"""A bare "¿y en cuántas partes se paga?" after a price asked: how *that* is paid."""
_SOMETHING_PRICED = re.compile(r"\b(?:cuanto|precio|costo|cuesta|sale|vale|how much|price|cost)\b")
_FOLLOW_UPS: tuple[tuple[re.Pattern[str], re.Pattern[str], str], ...] = (
    (_IT_EXPIRES, _A_BENEFIT, " "),
    (_BARE_PENALTY, _PLAN_CHANGE_WISHED, ", "),
    (_BARE_INSTALMENTS, _SOMETHING_PRICED, " y "),
)
"""A bare follow-up, what the question before it must name for the follow-up to ask of it, and
how the two are joined: "¿cuánto es el IVA con la tarifa social? ¿y eso se vence?", "quiero
bajarme a uno más barato, ¿hay multa?" and "¿cuánto sale el router? ¿y en cuántas partes se
paga?" are one question each."""
_PREPOSITIONS = frozenset({"en", "por", "con", "de", "del", "para", "pa", "sin", "a", "al"})
_ASIDE = re.compile(
    r"^(?:de paso|por cierto|por favor|porfavor|de verdad|en serio|a proposito|por otro lado|"
    r"de todas formas|en todo caso|por lo menos|en fin)$"
)
"""A phrase set off between questions that names nothing ("¿de cuánto fue? y de paso, ¿a eso le
cobran IVA?"): not more things the question before it asks of."""
_INTERROGATIVES = frozenset({
    "que", "q", "cual", "cuales", "cuanto", "cuanta", "cuantos", "cuantas", "quien", "donde",
    "cuando", "como", "what", "which", "how", "when", "where", "who",
})  # fmt: skip
"""Question words: a part opening with a preposition and one of them asks ("¿a cuánto está?")."""
_CONTINUATION_WORDS = 5
"""At most this many words in a part that only says where or how the question before it
applies ("¿en la misma factura?", "¿o en la próxima?")."""
_WHAT_IT_IS = frozenset({
    ("que", "es"), ("que", "son"), ("cual", "es"), ("cuales", "son"), ("what", "is"),
    ("what", "are"), ("cual",), ("cuales",), ("which",), ("which", "ones"),
    ("que", "paso"), ("que", "paso", "ahi"), ("que", "sucedio"), ("what", "happened"),
})  # fmt: skip
"""A part asking only what or which something is, or what happened: what the part before it
named ("¿por qué me llegó 4.283 si en octubre pagué 3.712? ¿qué pasó?")."""
_NUMBER_WORDS = frozenset({
    "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "quince",
    "veinte", "treinta", "cuarenta", "cincuenta", "cien", "ciento", "doscientos", "trescientos",
    "quinientos", "mil", "medio",
})  # fmt: skip
"""Amounts written in words."""
_GUESSING = frozenset({
    "como", "unos", "unas", "aprox", "aproximadamente", "mas", "menos", "o", "algo", "asi",
    "mil", "bs", "bolos", "bolivares", "dolares", "verdes", "usd", "like", "about", "around",
    "bucks", "dollars", "or", "so", "eso", "seria", "serian", "sera", "era", "eran", "fue",
    "fueron", "cada", "una", "creo", "que", "y", "pico", "picos", "de", "demas",
    # its slang and a tag asking it back ("como 6 lucas, ¿no?"), in English too ("is it still
    # like 5,5k bs?")
    "luca", "lucas", "luquitas", "no", "verdad", "right", "is", "it", "still", "k", "todavia",
    "sigue", "siendo",
    # somebody else's guess told ("no sé cuánto es, él dice q como 6 lucas")
    "el", "ella", "dice", "dicen", "dijo", "segun",
    # an amount in words ("creo que como diez dólares de más")
    *_NUMBER_WORDS,
})  # fmt: skip
"""Words of a part that only guesses an amount ("¿como 4.500?", "unos 30$?", "eran como 2.500
cada una creo", "creo que como diez dólares de más"), besides the amount in digits or words."""
_NOT_ACCOUNT = frozenset({Route.DOCUMENTS, Route.HUMAN, Route.OUT_OF_SCOPE})
_OF_A_MONTH = frozenset({Route.USAGE, Route.INVOICES, Route.BALANCE})
"""Account questions about one month: the month asked is the asking part's own, if it names
one (a bill's change weighs the months told against each other itself)."""


_GUESS_DIGITS = 6
"""At most this many digits in a guessed amount: longer runs ("1000000099", "30.481.180")
are identifiers, which must reach the access check, never be dropped as a guess."""


def _guesses_an_amount(words: list[str]) -> bool:
    """A part with an amount and nothing else but approximation ("¿como 4.500?"): the
    customer's guess at what the question before it asks, not another question."""
    figures = [w for w in words if any(ch.isdigit() for ch in w) or w in _NUMBER_WORDS]
    digits = sum(ch.isdigit() for word in figures for ch in word)
    return (
        bool(figures)
        and digits <= _GUESS_DIGITS
        and all(w in _GUESSING or w in figures for w in words)
    )


_MONTH_WORDS = "|".join(sorted({*MONTHS, *MONTH_ABBREVIATIONS}, key=len, reverse=True))
_MONTH_PAIR = re.compile(
    rf"\b((?:{_MONTH_WORDS})\.?)\s+(?:y|e|and)\s+"
    rf"(?=(?:(?:la|el|lo|las|los|the)\s+)?(?:(?:de|del|of)\s+)?(?:{_MONTH_WORDS})\b)",
    re.IGNORECASE,
)
"""Two months joined ("octubre y noviembre", "oct and nov", "la de sept y la de oct"): one
question about both."""


_BETWEEN = re.compile(
    r"\b((?:entre|between)\s+[^,;?.!]{1,60}?)\s+(?:y|e|and)\s+(?!(?:si|if|cuanto|cuánto|"
    r"cuando|cuándo|que|qué|como|cómo|what|how|when)\b)",
    re.IGNORECASE,
)
"""Two things set side by side ("¿cuál es la diferencia entre el número de factura y el número
de control?"): one question about both."""


_PARALLEL = re.compile(
    # (not a question word: "¿cuánto debo y cuánto gasté?" asks twice)
    r"\b(?!(?:cu[aá]nt|qu[eé]\b|cu[aá]l|cu[aá]nd|d[oó]nde|c[oó]mo|por\b|what|how|when|where)"
    r"\w*)(\w{3,})\b([^,;?.!]{0,20}?)\s+(?:y|e|and)\s+(?=\1\b)",
    re.IGNORECASE,
)
"""Two halves of one thing joined ("mitad ahora y mitad el 25", "una parte hoy y una parte
mañana"): the word repeated after "y" continues the same question."""


_HOW_MUCH = re.compile(r"(?:^| )(?:cuanto|cuantos|cuantas|how much|how many)(?: |$)")
"""An amount asked."""
_CONDITION = re.compile(
    r"^(?:(?:buenas|hola|oye|pero|y|ok|bueno|mira|pregunta|asimismo|ademas|tambien) )*"
    r"(?:(?:si|if) |cuando (?:me |nos |lo |la )?[a-z]+(?:aron|ieron) |en caso de |in case "
    # (the sender's own past deed: "cuando me mudé el señor de la oficina me dijo…")
    r"|cuando (?:me |nos )?(?:mude|mudamos|cambie|cambiamos|contrate|contratamos|pase|pasamos|"
    r"llame|llamamos) )"
)
"""A part that only states a condition or when something happened ("si el banco me reversa
una transferencia, ¿qué pasa con mi factura?", "cuando instalaron dejamos un depósito, ¿cómo
lo devuelven?"): the question after it asks what follows from it."""


_AND_WHY = re.compile(r"\b(y|e|and)\s+(?:xq|pq|pk|xk|porq|porke|xque|pqe|porque)\b", re.IGNORECASE)
""""…, y xq me cobran la mora": "and why", a question of its own even without "?"; "porque"
opening a part alone may be "because" ("¿con qué dólar sacan la cuenta? xq el dólar
cambia")."""


_ABOUT_IT = re.compile(
    r"(?:^|\b(?:saber|decir|dicen|explicar|explican|expliquen|digan) )(?:de )?(?:que|q) "
    r"(?:se trata|es|son|significa|significan)$|\ba (?:que|q) se debe$|^what is it$"
    # whether the thing told ended or was taken away, the thing only implied ("tenía un
    # descuento y este mes no lo veo. ¿se me venció?")
    r"|^(?:y )?(?:ya )?(?:se me|se nos|se le) (?:vencio|acabo|termino|quito)$"
    r"|^(?:y )?(?:ya )?(?:me|nos) (?:lo|la) (?:quitaron|eliminaron|sacaron|cancelaron)$"
    r"|^(?:y )?(?:ya )?no (?:aplica|sirve|vale|va)$"
    # whether the payment told reached them ("la de octubre la pagué tarde, el 27, fueron 2.900
    # bolos. ¿les llegó o no?")
    r"|^(?:y )?(?:ya )?(?:les|le|a ustedes les) (?:llego|entro|cayo|aparecio)(?: o no)?$"
    # its amount ("vi que la factura de noviembre subió bastante, ¿de cuánto es ahora?")
    r"|^(?:y )?(?:de )?cuanto (?:es|fue|seria|quedo|salio|vino)(?: ahora| entonces| ahorita)?$"
    r"|^how much is it(?: now)?$"
    # a cause guessed of it ("la factura subió casi 160 bs. ¿es x el dólar?", "¿será por el
    # IVA?", "is it because of the dollar?")
    r"|^(?:y |o )?(?:es|sera|fue|seria|sera que es|es que es) (?:por|x|debido a) (?:el|la|lo|los|"
    r"las|un|una) \w+(?: \w+)?(?: de \w+)?$"
    r"|^(?:is it|was it) (?:because of|due to) (?:the )?\w+(?: \w+)?$"
)
"""A part asking only what the thing told before it is ("me aparece un recargo; quisiera
saber de qué se trata", "¿a qué se debe?"): asked of that thing, which it does not name."""


_ELABORATING = re.compile(
    # (not "tipo de cambio", the exchange rate)
    r"^(?:tipo(?! de cambio)|osea|o sea|es decir|digamos|like|i mean|que yo sepa|segun yo|"
    r"que yo recuerde|si no me equivoco) "
    # (or which month it was, in apposition: "¿cuánto gasté en octubre, q fue mi primer mes?")
    r"|^(?:que|q|which|that) (?:fue|era|es|was|is) (?:mi|el|la|nuestro|nuestra|my|our|the) "
    r"(?:primer|primera|ultimo|ultima|first|last) (?:mes|month|factura|bill)\b"
)
"""A part that says again what the question before it means, or what the sender believes:
no question of its own."""
_EACH_OF_THEM = re.compile(
    r"^(?:y )?(?:de )?cuanto (?:es|son|fue|fueron|sale|salen) cada (?:una|uno)"
    r"(?: de (?:ellas|ellos|esas|esos))?$"
)
"""Each one's amount, asked of the things the question before it listed ("¿cuáles son las
facturas pendientes y de cuánto es cada una?"): part of that question."""
_ONE_OF_THEM = re.compile(
    r"^(?:y )?(?:la |el |las |los )?(?:otra|otro|otras|otros|una|uno) (?:de|del|por|con|en) "
    r"\w+(?: \w+)?$"
    # (each named by its kind: "explícame las dos líneas, la de crédito y la de cargo")
    r"|^(?:y )?(?:la|el|las|los) de \w+$"
)
"""One of the things the question before it named, told ("¿por qué salen dos líneas del plan,
una de crédito y otra de cargo?"): part of that question."""
_WHAT_IT_IS_FOR = re.compile(
    r"^(?:lo que sea (?:necesario )?)?(?:pa|para) que |^lo que sea necesario "
)
"""What the question before it is for ("¿cuánto es la deuda entera? lo q sea necesario pa q
me reconecten"): part of that question, which keeps its words."""


_WITH_ALL = re.compile(r"\bcon todo y\b", re.IGNORECASE)
_ITALIAN_IF = re.compile(r"\be se\b", re.IGNORECASE)
"""Italian "e se" ("and if"; Spanish puts "e" only before an "i" sound): "y si", so the case
it supposes stays one part ("… ¿e se pago con pago móvil non pago IGTF, vero?")."""
""""Con todo y lo atrasado", "con todo y recargos": all of it, one amount, not two questions."""


_ASKED_AT_ITS_END = re.compile(
    r"\b(?:cuanto|cuanta|cuantos|cuantas|cual|cuales) (?:es|seria|sale|saldria|son|serian|"
    r"queda|quedaria|da|daria)$"
)
"""A condition asking its own question at its end ("si pago todo hoy, cuánto es"): not a case
for the next part."""


def _with_conditions_joined(parts: list[str]) -> list[str]:
    """``parts`` with each condition that asks nothing itself (no "?") joined to the part
    after it: what is asked of "mi factura" there is the supposed case's, not the account's."""
    joined: list[str] = []
    pending = ""
    for part in parts:
        if pending:
            # (no comma between: the supposed clause runs on to the question, so a figure it
            # states, "la factura es de 4 lucas", stays the case's, not the account's)
            part = f"{pending} {part}"
            pending = ""
        words = " ".join(canonical_words(part))
        if "?" not in part and _CONDITION.match(words) and not _ASKED_AT_ITS_END.search(words):
            pending = part
            continue
        joined.append(part)
    if pending:
        joined.append(pending)
    return joined


_PAYMENT_STATUS_ASKED = re.compile(
    r"\b(?:aparece|sale|figura|salio|aparecio|esta|quedo|consta) como (?:pagad[oa]|cancelad[oa]|"
    r"recibid[oa]|abonad[oa])\b|\b(?:llego|llegaron|entro|cayo|reflejo|se reflejo|acredito|"
    r"se acredito|recibieron|registraron)\b"
)
"""A payment's status asked ("¿me aparece como pagada?", "¿les llegó?")."""


def _asks_its_own_fact(alone: Routed, part: str, whole: Routed) -> bool:
    """Whether the one question asked is a list, a quantity or a payment of the account,
    whatever was told around it: which bills are still to pay ("en octubre estuve
    hospitalizado … me están cobrando dos meses juntos. ¿cuáles son las facturas
    pendientes?": the list, not the two months compared), how much data was used ("me
    cobraron gigas de más en la factura. ¿cuánto consumimos en octubre en total?": the usage,
    with its overage, not the bill's change; "me cobraron como 12 gigas de más… ¿cuánto
    gasté el mes pasado?"), or whether a payment arrived ("hice una
    transferencia en octubre, ¿me aparece como pagada? es que me llegó un cobro raro": its
    status, the charge told being why the sender asks; unless the payment is told returned,
    "me reversaron la transferencia, ¿la factura sigue pagada?", which the bill's change
    shows with the returned payment's rule), or what is owed, asked outright ("el banco me
    devolvió la transferencia … dime cuánto es lo q tengo q pagar pa q no me corten": the
    amount owed, the returned payment being the story), or a line of the bill, a procedure's
    topic only told around it."""
    if alone.rule == RULE_WHICH_OPEN:
        return True
    if (
        alone.rule == RULE_NAMED_CHARGE
        and whole.rule == RULE_PROCEDURE
        and _WHAT_THE_LINE_IS.search(" ".join(canonical_words(part))) is not None
    ):
        # (a line of the bill asked, a procedure's topic only told around it: "in my factura
        # there is a line IGTF 3 %, what is this? io no he pagado nada todavía este mes")
        return True
    if alone.rule in RULES_OWED_ASKED:
        return whole.route is not Route.BALANCE  # (the balance's own rule knows its context)
    words = " ".join(canonical_words(part))
    if alone.route is Route.PAYMENT_STATUS:
        status = _PAYMENT_STATUS_ASKED.search(words) is not None
        return status and whole.rule != RULE_RETURNED_PAYMENT
    # (the data used asked however: "¿cuánto consumimos?", "¿cuánto gasté en total el mes
    # pasado?")
    return alone.route is Route.USAGE and _HOW_MUCH.search(words) is not None


_WHEN_WORDS = frozenset(
    {
        *MONTHS, *MONTH_ABBREVIATIONS, "y", "e", "el", "la", "lo", "en", "de", "del", "mes",
        "pasado", "antepasado", "anterior", "ese", "este", "and", "what", "about", "last",
        "month", "in", "oye", "ok", "bueno", "mira", "entonces", "ahora", "pero", "ano",
        # (the month told as the first one: "en mi primer mes, o sea octubre, ¿cuánto gasté?")
        "mi", "primer", "primero", "o", "sea", "osea", "es", "decir", "my", "first",
    }
)  # fmt: skip


def _only_a_month_before(text: str, part: str) -> bool:
    """Whether everything before the one question asked is a month named alone ("y el mes
    pasado, octubre, ¿cuánto consumí en total?"): that month is the one asked about, not one
    only told of something else ("después del cobro del mes pasado…")."""
    start = text.find(part)
    before = canonical_words(text[:start]) if start > 0 else []
    return bool(before) and all(word in _WHEN_WORDS or word.isdigit() for word in before)


def asked_parts(text: str) -> list[str]:
    """The parts of ``text`` that ask something, in order (stripped; see the module
    docstring)."""
    text = _ITALIAN_IF.sub("y si", _WITH_ALL.sub("con todo &", text))
    joined = _PARALLEL.sub(r"\1\2 & ", _MONTH_PAIR.sub(r"\1 & ", _AND_WHY.sub(r"\1 por qué", text)))
    joined = _BETWEEN.sub(r"\1 & ", joined)
    parts = _with_conditions_joined(
        [part.strip() for part in _BOUNDARY.split(joined) if part and part.strip(" ?")]
    )
    asked: list[str] = []
    previous_asks = False
    told: list[str] = []  # what was said since the last part that asked
    for part in parts:
        words = canonical_words(part)
        if not words or set(words) <= _CONNECTIVES:
            # (a connective set off by commas, "… y, adicionalmente, el procedimiento para …",
            # joins the parts around it: the next part names the next thing asked)
            continue
        if previous_asks and _ONE_OF_THEM.match(" ".join(words)):
            # (the question before it goes on listing what it named, in its words: "explícame
            # las dos líneas, la de crédito y la de cargo")
            asked[-1] = f"{asked[-1]}, {part}"
            continue
        if _ANOTHER_THING.match(" ".join(words)) and told and names_own(" ".join(told)):
            # "y otra cosa" after what was told of the sender's own bill ("me llegó como 3,8
            # mil y yo siempre pago 2.900… y otra cosa, si me vuelvo a pasar…"): what was told
            # is a matter of its own, the next part another
            asked.append(" ".join(told))
            told, previous_asks = [], True
            continue
        follow_up = previous_asks and next(
            (
                joint
                for bare, named, joint in _FOLLOW_UPS
                if bare.match(" ".join(words))
                and named.search(" ".join(canonical_words(asked[-1])))
            ),
            None,
        )
        if follow_up:
            asked[-1] = f"{asked[-1]}{follow_up}{part}"
            continue
        if (
            previous_asks
            and words[0] in _PREPOSITIONS
            and len(words) <= _CONTINUATION_WORDS
            and not _INTERROGATIVES.intersection(words)
            and not asks(part)
            and not _ASIDE.match(" ".join(words))
        ):
            # more things the question before it asks of, told without "?" ("¿el IVA se lo
            # cobran a todo? ¿también a la instalación y a los gigas extra?"): still that
            # question, and so is what follows in the same way
            continue
        if set(words) <= _TAG_WORDS:
            # a tag asking back what was said: the clause told before it is the question ("a
            # eso le cobran IVA también, ¿o no?"), unless it only guessed an amount ("como 5
            # lucas, ¿no?")
            if not told or _guesses_an_amount(canonical_words(told[-1])):
                continue
            part, told = " ".join([*told, part]), []
            words = canonical_words(part)
        this_asks = (
            (
                asks(part)
                and not (
                    "?" not in part
                    and (
                        _NOT_KNOWN.match(" ".join(words))
                        or (told and _RELATIVE_TOLD.match(" ".join(words)))
                    )
                )
            )
            or (
                previous_asks
                and bool(_NAMES_ONLY.match(words[0]))
                and len(words) > 1
                and not _TELLS_A_DEED.search(" ".join(words))
                and not wishes(part)
            )
            or bool(_ASKS_FOR_OWN.match(" ".join(words)))
            # a question word after a preposition, "?" left out, when nothing was asked before
            # it ("mismo plan y la factura subió. y con q tasa me cobran, la del día q pago o
            # cuál?")
            or (not previous_asks and _OPENS_WITH_A_QUESTION.match(" ".join(words)) is not None)
            # a confirmation requested ("por favor confirmen si recibieron el pago de octubre")
            or _CONFIRMATION_REQUESTED.search(" ".join(words)) is not None
            or _ALTERNATIVE_OFFERED.search(" " + " ".join(words)) is not None
        )
        points_back = previous_asks and (
            (set(words) <= _POINTING_BACK and bool(_POINTERS.intersection(words)))
            # ("… unos cargos raros, ¿qué son?": what the part before named)
            or tuple(words) in _WHAT_IT_IS
            # what the question before it means, said again ("¿tienen internet prepago? tipo
            # recargo cuando quiera"), or what the sender believes ("que yo sepa pagué")
            or bool(_ELABORATING.match(" ".join(words)))
            or bool(_WHAT_IT_IS_FOR.match(" ".join(words)))
            or bool(_EACH_OF_THEM.match(" ".join(words)))
            or bool(_GUESSED_BACK.match(" ".join(words)))
            # ("quiero poner el servicio a nombre de mi hijo, ¿cómo hago?": the same wish)
            or bool(_BARE_STEPS.match(" ".join(words)))
            or _guesses_an_amount(words)
            or (set(words) <= _BARE_PRICE and bool(_PRICE_WORDS.intersection(words)))
            # a reason given after a question ("¿con qué dólar sacan la cuenta? xq el dólar
            # cambia todos los días"): "porque" is "because" there, unless asked with "?"
            or (words[0] == "porque" and "?" not in part)
            # where or how the question before it applies ("¿las gigas de más cuándo las
            # cobran? ¿en la misma factura?"): a few words opening with a preposition
            or (
                words[0] in _PREPOSITIONS
                and len(words) <= _CONTINUATION_WORDS
                and not _INTERROGATIVES.intersection(words)
                # (a rule asked of what came before, "¿y a eso le ponen IVA?", asks)
                and not asks_a_rule(part)
            )
        )
        if this_asks and not points_back:
            if told and (
                _POINTERS.intersection(words)
                or _IT_POINTED.search(" ".join(words))
                or _ABOUT_IT.search(" ".join(words))
                or (set(words) <= _BARE_AMOUNT and bool(_PRICE_WORDS.intersection(words)))
                or _BARE_WHY.match(" ".join(words)) is not None
                or _BARE_STEPS.match(" ".join(words)) is not None
                or _BARE_CAN.match(" ".join(words)) is not None
                or _BARE_HOW_LONG.match(" ".join(words)) is not None
                or _BARE_WHAT_HAPPENED.match(" ".join(words)) is not None
                or _BARE_ARRIVED.match(" ".join(words)) is not None
                # a short conclusion drawn from it ("… ahora aparece cobrada aparte. entonces
                # ¿ya se acabó lo gratis?"); a longer one asks a question of its own
                or (words[0] == "entonces" and len(words) <= _CONTINUATION_WORDS + 1)
                # (whether a benefit told of ended: "pagaba con un descuento y ya no aparece.
                # ¿se venció?")
                or (
                    _IT_EXPIRES.match(" ".join(words)) is not None
                    and _A_BENEFIT.search(" ".join(canonical_words(" ".join(told)))) is not None
                )
            ):
                # a question pointing back at what was told before it ("la factura me vino
                # más alta y no cambié nada, quiero saber por qué fue eso"): asked of that
                part = " ".join([*told, part])
            elif (
                told
                and _complains_of_its_amount(" ".join(told), part)
                # (the question's own subject told last, "… a ese cargo, ¿también le suman el
                # IVA?", is no matter of its own)
                and not _POINTERS.intersection(canonical_words(told[-1]))
            ):
                # the bill told higher, then a question of another matter ("me llegó en 4,2
                # mil, casi 600 más que octubre. ¿puedo bajarme al de 100 sin multa?"): the
                # rise is a matter of its own, asked though it has no "?"
                asked.append(" ".join(told))
            asked.append(part)
        elif this_asks and asked and _NETTED.intersection(words):
            # what the question before it named, netted ("…, la de crédito y la de cargo,
            # ¿cuánto me sale en neto?"): the same question, in its words
            asked[-1] = f"{asked[-1]}, {part}"
        told = [] if this_asks else [*told, part]
        previous_asks = this_asks
    return asked


def _with_later_headings(whole: Routed, each: list[Routed]) -> Routed:
    """``whole``, an account question carrying no rule, with the later parts that name a rule's
    own heading ("explícame las dos líneas de 16 días, ¿cuánto me sale en
    neto? ¿y si después me bajo de plan pasa lo mismo?": the downgrade's rule too), in the
    order asked; ``whole`` itself otherwise."""
    if whole.route in _NOT_ACCOUNT or whole.source is Source.BOTH or len(each) < 2:
        # (a rule it carries already answers what the parts ask: "pagué el 28, ¿cuánto es la
        # multa? ¿es por día?" is the late fee's, beside the bill)
        return whole
    later = [
        routed
        for routed in each[1:]
        if routed.route is Route.DOCUMENTS
        and routed.topic in HEADED_TOPICS
        and routed.topic != whole.topic
        and routed.topic != each[0].topic
        # (not one asked of what was told: "van a hacer trabajos en la red el martes, ¿a qué hora
        # es eso?" asks the works' hour, not the opening hours)
        and not _POINTERS.intersection(canonical_words(routed.asked or ""))
    ]
    return dataclasses.replace(whole, also=tuple(later[: MAX_QUESTIONS - 1])) if later else whole


def _complains_of_its_amount(told: str, part: str) -> bool:
    """Whether ``told`` is the sender's bill told risen or against a figure or a month, or a
    charge told seen on it, and ``part``, the question after it, asks of another matter: no
    account question of its own."""
    today = date(2000, 1, 1)  # (the rule matched does not depend on the day)
    words = " ".join(canonical_words(told))
    said = route(told, today=today)
    return (
        said.route is Route.BILL_CHANGE
        and (
            (_RISE_TOLD.search(words) is not None and said.rule != RULE_NAMED_CHARGE)
            or (said.rule == RULE_NAMED_CHARGE and _A_CHARGE_SEEN.search(words) is not None)
        )
        # (not the charge disputed, a claim's matter, nor the question asked of the very charge
        # told: "me aparece un cargo por pago devuelto. ¿a ese cargo le suman IVA?")
        and _DISPUTED.search(words) is None
        and not _POINTERS.intersection(canonical_words(part))
        and route(part, today=today).route in _NOT_ACCOUNT
    )


_RISE_TOLD = re.compile(
    r"\b(?:factura|recibo|bill|invoice)\b.*\b(?:mas|menos|more|less) (?:que|q|than)\b"
    r"|\b(?:mismo plan|mismos dolares|no cambie nada|sin cambiar nada|same plan)\b.*\b(?:subio|"
    r"aumento|went up)\b"
)
"""The bill told against another figure or month, or told risen ("la factura me llegó en 4,2
mil, casi 600 más que octubre", "mismo plan y la factura subió"), not only told ("mi factura
de noviembre es de 3.375,24") nor a plan's price disputed ("no estoy de acuerdo con el aumento
a 35 dólares")."""
_WHAT_THE_LINE_IS = re.compile(
    r"\b(?:what is (?:this|that|it)|what s (?:this|that)|que es (?:eso|esto|ese|esa|este)|"
    r"que significa|de donde sale|what does (?:it|this|that) mean)\b"
)
"""What a line is, asked ("what is this?", "¿qué es eso?")."""
_DISPUTED = re.compile(
    r"\b(?:nunca (?:pedi|solicite|contrate)|no (?:pedi|solicite|reconozco)|never (?:asked|ordered)|"
    r"reclam\w*|claim)\b"
)
"""A charge told disputed ("un cargo de TV básica que nunca solicité"): a claim's matter, not
a line of the bill asked beside another question."""
_A_CHARGE_SEEN = re.compile(
    r"\b(?:veo|vi|me aparece|aparece|me salio|me sale|me vino|vino con|trae) (?:\w+ ){0,3}?"
    r"(?:cobrad[oa]|cargo|cobro)\b|\bcobrad[oa]\b"
    # (a line of the bill appearing to the sender's company: "nos aparece un alquiler de ONT
    # que antes no teníamos, ¿de cuánto es?")
    r"|\b(?:nos|me) (?:aparece|aparecio|salio|sale|vino|llego) (?:un|una|el|la) (?:\w+ ){0,4}?"
    r"(?:que|q) antes no"
)
"""A charge told seen on the bill ("veo una reconexión cobrada"): the sender's line, a matter
of its own beside the rule asked after it."""


def _asks_beside_the_procedure(
    text: str, today: date, rules: Sequence[tuple[str, ExtraRule]]
) -> bool:
    """Whether one part of ``text`` asks a fact of the account of its own, beside another
    part asking the procedure the whole message names ("¿q fecha vence la factura? y la IP
    fija ya no la quiero, ¿cómo hago pa q me la quiten?"): two questions, not one; or the one
    question asks of a line of the bill, the procedure only told around it."""
    parts = asked_parts(text)
    if len(parts) == 1 and parts[0] != text.strip():
        # the one question what a line of the bill is, the procedure only in what was told
        # ("in my factura there is a line IGTF 3 %, what is this? io no he pagado nada todavía")
        return (
            _WHAT_THE_LINE_IS.search(" ".join(canonical_words(parts[0]))) is not None
            and route(parts[0], today=today, rules=rules).rule == RULE_NAMED_CHARGE
        )
    if len(parts) < 2:
        return False
    routed = [(part, route(part, today=today, rules=rules)) for part in parts]
    return any(r.route in _NOT_ACCOUNT for _, r in routed) and any(
        r.route not in _NOT_ACCOUNT and asks_of_the_account(part) for part, r in routed
    )


def _names_key(part: str) -> bool:
    """Whether ``part`` types an account number, a RIF or cédula, or a phone."""
    return bool(find_account_number(part) or find_tax_id(part) or find_phone(part))


def without_guesses(text: str) -> str:
    """``text`` without the parts that only guess an amount after a question ("¿cuánto me
    cobran por uno nuevo? ¿como 30$?"), or say again what it means or what the sender
    believes ("… que yo sepa pagué octubre"), or tell an amount not known before the question
    that asks it ("no sé cuánto es"): the guess is no figure of the account, and the month
    believed paid is not the month asked about."""
    kept = text
    previous_asks = False
    parts = [part.strip() for part in _BOUNDARY.split(text) if part and part.strip(" ?")]
    for index, part in enumerate(parts):
        words = canonical_words(part)
        aside = _ELABORATING.match(" ".join(words)) is not None  # "que yo sepa pagué octubre"
        if previous_asks and (_guesses_an_amount(words) or aside) and not _names_key(part):
            kept = kept.replace(part, " ", 1)
        elif (
            "?" not in part
            and _NOT_KNOWN.match(" ".join(words))
            and any(asks(later) for later in parts[index + 1 :])
        ):
            # ("no sé cuánto es.. el mes pasado fueron 2,9 mil, ¿cuánto hay que transferir?":
            # the amount not known is the question asked after it, no words of its own)
            kept = kept.replace(part, " ", 1)
        previous_asks = asks(part)
    return kept


_THE_FIRST_BILL = re.compile(r"\b(?:primera factura|primer recibo|first bill|first invoice)\b")
_UNTIL_WHEN_TO_PAY = re.compile(
    r"\b(?:hasta|para|pa) (?:cuando|que dia|que fecha) (?:\w+ ){0,3}?(?:pagar|pagarla|pagarlo|"
    r"cancelarla|cancelarlo)\b|\b(?:due date|vence|se vence)\b"
)
"""Until when a bill can be paid, asked in a part of its own ("¿y hasta cuándo la puedo
pagar?")."""
_OF_SOMEBODY_ELSE = re.compile(r"\b(?:le|les)\b", re.IGNORECASE)
"""A part told of somebody else ("le siguen llegando facturas"), not of the sender."""
_THE_QUESTION_IS = re.compile(
    r"\b(?:lo (?:que|q) (?:quiero|quisiera|queria|necesito|deseo) saber es|lo (?:que|q) "
    # (not a person wished: "lo que necesito es hablar con una persona, ¿me atiende alguien?")
    r"(?:necesito|necesitamos|ocupo) es(?! (?:hablar|que me atienda|una persona|un agente|un "
    r"asesor))|(?:mi|la) (?:pregunta|"
    r"duda|consulta) (?:es|seria)|my question is|what i (?:want|need) to know is)\b",
    re.IGNORECASE,
)
"""The sender naming which part is the question ("eso no me preocupa, lo que quiero saber es si
a ese saldo le cobran IVA otra vez"): what comes before it is only told."""


def route_message(text: str, *, today: date, rules: Sequence[tuple[str, ExtraRule]] = ()) -> Routed:
    """The message's routing, with the other questions it asks in ``also`` (module
    docstring). ``today`` and ``rules`` are ``route``'s."""
    named = _THE_QUESTION_IS.search(text)
    if named is not None and named.start() > 0 and text[named.end() :].strip(" ?.,:"):
        # the question the sender points at, with every key typed anywhere in the message,
        # when it says what it asks of by itself; else the whole message's, unless that only
        # calls for a person told of before ("ya sé que para reclamar hablo con un agente; lo
        # que quiero saber es cuántos días tienen para responder": the claim's heading)
        pointed: Routed | None = route_message(text[named.start() :], today=today, rules=rules)
        if pointed is not None and pointed.route is Route.DOCUMENTS and pointed.topic is None:
            told = headed_topic(text)
            if route(without_guesses(text), today=today, rules=rules).route is not Route.HUMAN:
                pointed = None
            elif told is not None and told[0] != PLAN_BY_SPEED:
                pointed = dataclasses.replace(pointed, topic=told[0], topic_words=told[1])
        if pointed is not None and pointed.route in ACCOUNT_ROUTES and not pointed.policy:
            # (the rule the whole message names beside the account, though the part pointed at
            # leaves out what names it: "me pasaron de la fibra 50 a la 600 … la duda es si en
            # la factura de diciembre me cobran otra vez noviembre entero": the proration)
            beside = rule_beside_the_account(text)
            if beside:
                pointed = dataclasses.replace(pointed, policy=True, topic_words=beside)
        if pointed is not None:
            return dataclasses.replace(
                pointed,
                account_number=pointed.account_number or find_account_number(text),
                tax_id=pointed.tax_id or find_tax_id(text),
                phone=pointed.phone or find_phone(text),
            )
    text = without_guesses(text)
    whole = route(text, today=today, rules=rules)
    if whole.route in (Route.HUMAN, Route.OUT_OF_SCOPE) or whole.topic == REACH_A_PERSON:
        # (how one gets a person and how long the wait is: one question, whatever each part
        # says alone)
        return whole
    if whole.rule == RULE_NOT_OURS and not any(
        # (a lone verb split off names nothing: "…donde uno vea la factura y pague?")
        names_own(part) and len(canonical_words(part)) > 1
        for part in asked_parts(text)
    ):
        # what no plan or document is, its purpose told after it ("¿cuántos watts consume la
        # ONT? estoy comprando un inversor y necesito sacar la cuenta del consumo"): no part
        # asks of the account, whatever word it shares with one
        return whole
    if whole.rule == RULE_THEN_AND_NOW_ASKED or (
        whole.rule == RULE_PROCEDURE and not _asks_beside_the_procedure(text, today, rules)
    ):
        # every part asks about the procedure the whole message names, or one bill each of
        # the two it compares ("¿cuánto pagué el mes pasado y cuánto me toca ahora?")
        return whole
    parts = asked_parts(text)
    # the one question routed alone, when something was told around an account question
    # (also when what was told made the whole message a rule no heading names: "después del
    # susto del mes pasado ahora sí voy a estar pendiente. ¿cuánto llevo consumido?")
    alone = (
        route(parts[0], today=today, rules=rules)
        if len(parts) == 1
        and parts[0] != text.strip()
        and (
            whole.route not in _NOT_ACCOUNT
            or (whole.route is Route.DOCUMENTS and whole.topic is None)
            # (or a procedure only told around the one question: see _asks_beside_the_procedure)
            or whole.rule == RULE_PROCEDURE
        )
        else None
    )
    # one question, a case supposed and a rule's own heading, after what was only told ("la
    # otra vez me cortaron por pagar tarde. si no pago el 25, ¿desde qué día me pueden
    # cortar?"): the rule asked, not the account the story is about
    if alone is not None and (
        alone.route is Route.DOCUMENTS
        and alone.topic in HEADED_TOPICS
        # (a case supposed: what is only told before it is the story, not the account
        # asked about; "debo tres recibos, ¿los puedo ir pagando poco a poco?" asks of the
        # debt told, and gets the account with the rule beside it)
        and _CONDITION.match(" ".join(canonical_words(parts[0]))) is not None
        and not _names_key(text)
        and not asks_of_the_account(parts[0])
        and not _POINTERS.intersection(canonical_words(parts[0]))
    ):
        # (the heading the whole message names, when it names one: what was told may say
        # what the case is about, "tengo el plan viejo de 30 megas. si me subo al 50 y no
        # me gusta, ¿puedo regresarme al de 30?" is the discontinued plan's)
        topic, words = headed_topic(text) or (alone.topic, alone.topic_words)
        return dataclasses.replace(alone, period=whole.period, topic=topic, topic_words=words)
    if alone is not None and _asks_its_own_fact(alone, parts[0], whole):
        # (with the key typed anywhere in the message: "es la cuenta 0012…"; and the month told
        # alone before it, "y el mes pasado, octubre, ¿cuánto consumí?", is the month asked)
        # (and the month of a payment told before asking whether it came in, "mi hija pagó lo
        # de octubre, ¿me confirman q les entró?", is the bill whose payment is asked)
        # (a day of that month only dates the payment: the payment's facts tell them apart)
        paid_told = alone.route is whole.route is Route.PAYMENT_STATUS
        when = alone.period or (
            whole.period if paid_told or _only_a_month_before(text, parts[0]) else None
        )
        return dataclasses.replace(
            alone,
            account_number=whole.account_number,
            tax_id=whole.tax_id,
            phone=whole.phone,
            period=when,
        )
    if alone is not None and whole.route in _OF_A_MONTH:
        # the month the one question names itself ("¿cuántos gigas llevo este mes?") over one
        # only told before it ("después del cobro del mes pasado por los gigas ando pendiente")
        asked = alone.period
        return dataclasses.replace(whole, period=asked) if asked else whole
    if len(parts) < 2:
        return whole
    if (
        whole.rule == RULE_MONTHS_COMPARED
        and len({period for p in parts for period in find_periods(p, today=today)}) > 1
        and not any(headed_topic(p) for p in parts if not find_periods(p, today=today))
    ):
        # two months compared, the parts naming them ("¿cuánto pagué en julio y cuánto en
        # agosto? siento que en agosto fue menos", "¿cuánto fue la de octubre y cuánto la de
        # noviembre? quiero ver la diferencia"): one comparison, not several questions, unless
        # a part without a month asks a rule
        return whole
    each = [dataclasses.replace(route(p, today=today, rules=rules), asked=p) for p in parts]
    if each[0].period is None and _only_a_month_before(text, parts[0]):
        # (the month told alone before the first question is the one it asks of: "en mi primer
        # mes, o sea octubre, ¿cuánto gasté? quiero ver si el plan me alcanza")
        each[0] = dataclasses.replace(each[0], period=whole.period)
    first_own_topic = each[0].topic  # before the whole message's heading is lent to the parts
    headed = headed_topic(text)
    if headed is not None and not any(
        (own := headed_topic(part)) is not None and own[0] == headed[0] for part in parts
    ):
        # a part asks in the whole message's words ("¿cuántos GB llevo y si me paso me
        # cortan?": going over the data): the heading the whole message names answers it,
        # unless one part names that heading itself ("¿hasta qué día tengo pa pagar? y si
        # transfiero, ¿cuánto tarda?": the due date is the first part's, not the second's)
        # (so does a part asking only the VAT of what the message told: "me vinieron los 3
        # dólares del atraso y los 5 del pago reversado, ¿a esos dos también les cobran IVA?"
        # is whether those fees carry it)
        each = [
            dataclasses.replace(routed, topic=headed[0], topic_words=headed[1])
            if routed.route is Route.DOCUMENTS
            and (routed.topic is None or (routed.topic == "iva" and headed[0] in VAT_HEADINGS))
            else routed
            for routed in each
        ]
    account = [routed for routed in each if routed.route not in _NOT_ACCOUNT]
    if (
        account
        and whole.route is Route.DOCUMENTS
        and asks_whatever_the_account(text)
        and not _names_key(text)
        and not any(
            names_own(routed.asked or "") or asks_of_the_account(routed.asked or "")
            for routed in account
        )
        and all(_OF_SOMEBODY_ELSE.search(routed.asked or "") for routed in account)
    ):
        # what only a rule can say, the account parts only telling of somebody else's ("la
        # casa de mi tía está cortada y le siguen llegando facturas, ¿eso se cancela solo?")
        return whole
    if not account:
        opening_hours = [r for r in each if r.route is Route.DOCUMENTS and r.topic == HOURS]
        if (
            whole.route not in _NOT_ACCOUNT
            and opening_hours
            and any(routed.route is Route.HUMAN for routed in each)
        ):
            # a person wanted, and when one is at work asked ("quiero que una persona me explique
            # un monto de mi factura, si mando el mensaje ahorita ¿se pierde o me contestan
            # después?"): the hours, not the bill the person would explain
            return dataclasses.replace(opening_hours[0], period=whole.period, asked=None)
        asking = each[0]
        if (
            whole.route in _NOT_ACCOUNT
            or asking.route is not Route.DOCUMENTS
            or first_own_topic is None
            or _names_key(text)
            or any(asks_of_the_account(part) for part in parts)
            # (a first question pointing back at what was told asks of that: "tenía un
            # descuento y ya no aparece. ¿Se terminó? ¿Es por eso que me subió?")
            or _POINTERS.intersection(canonical_words(parts[0]))
        ):
            return _with_later_headings(whole, each)
        # every question asked is the documents', one a rule's own ("este viernes puedo abonar
        # como la mitad, 3 mil y pico. ¿a cuál factura se aplica el abono primero?"): what only
        # told an amount or a debt names no account question
        return dataclasses.replace(asking, period=whole.period, asked=None)
    if (
        whole.rule == RULE_GENERAL
        and whole.topic in HEADED_TOPICS
        and all(
            routed.rule == RULE_NAMED_CHARGE
            # (or a charge asked of what the case does: "si me bajo al de 50, ¿desde cuándo…?
            # ¿y me cobran multa por eso?")
            or (
                routed.topic is not None
                and _POINTERS.intersection(canonical_words(routed.asked or ""))
            )
            for routed in account
        )
        # (a charge already billed, "¿cuánto me cobraron por la mudanza? ¿y a eso le meten
        # IVA?", or seen on the bill, "vi el cobro del traslado en la factura, ¿de cuánto fue?",
        # is the account's, whatever rule the other part asks)
        and not any(
            names_own(routed.asked or "")
            or _A_CHARGE_SEEN.search(" ".join(canonical_words(routed.asked or ""))) is not None
            for routed in account
        )
    ):
        # a part names a charge of the rule the whole message asks about ("quiero contratar
        # la de 300, ¿me cobran la instalación?": this month's offer), not one of the account
        return whole
    first = account[0]
    if first.route is Route.PAYMENT_STATUS and not _PAYMENT_STATUS_ASKED.search(
        " ".join(canonical_words(first.asked or ""))
    ):
        # a payment only told ("no entiendo porque yo hice mi transferencia en octubre como
        # siempre"), what is owed asked after it ("dígame cuánto es que tengo que pagar pa que
        # no me corten"): the amount owed is the question
        first = next((routed for routed in account if routed.rule in RULES_OWED_ASKED), first)
    if (
        first.rule in RULES_OWED_ASKED
        and _THE_FIRST_BILL.search(" ".join(canonical_words(first.asked or "")))
        and any(_UNTIL_WHEN_TO_PAY.search(" ".join(canonical_words(part))) for part in parts)
    ):
        # the first bill's amount and its due date asked together ("¿de cuánto es mi primera
        # factura y hasta cuándo la puedo pagar?"): that invoice, which tells both (what is
        # owed and when it falls due, "¿cuánto debo y cuándo se vence?", stays the balance)
        first = dataclasses.replace(first, route=Route.INVOICES, rule=f"{Route.INVOICES}:due_date")
        each = [routed for routed in each if routed.asked != first.asked]  # asked once
    if whole.rule == RULE_BACK_ON and first.rule != whole.rule:
        # what it takes to be back on, asked after what was told of the cut ("con lo de la
        # transferencia que me rebotaron no sé si ya me cortaron… ¿cuánto tengo que pagar en
        # total pa que me reconecten?"): everything owed is the question the message asks
        first = next((routed for routed in account if routed.rule == whole.rule), first)
    if (
        whole.route is Route.BILL_CHANGE
        # (or the bill it shows on, its amount asked: "¿la IP fija no era gratis? ahora me
        # aparece cobrada en la factura, ¿cuánto me están cobrando por eso?"; not "¿cuál es el
        # número de esa factura?")
        and (
            first.route is Route.BALANCE
            or (
                first.route is Route.INVOICES
                and _HOW_MUCH.search(" ".join(canonical_words(first.asked or ""))) is not None
            )
        )
        and _POINTERS.intersection(canonical_words(first.asked or ""))
        and not any(routed.route is Route.BILL_CHANGE for routed in account)
    ):
        # what a charge told before now costs, pointed at ("me la están cobrando, ¿se terminó
        # el mes de prueba? ¿cuánto me sale eso ahora?"): that charge on the bill, not the
        # balance
        first = dataclasses.replace(whole, asked=first.asked)
    carried = first.source is Source.BOTH and bool(first.topic_words)
    if first.route == whole.route:
        # (the month the question names itself, "¿cuántos gb llevo este mes?", over one only
        # told around it: "después del susto del mes pasado con los gigas"; and the charge it
        # names itself, "¿cuánto me cobraron por el traslado? ¿y eso lleva IVA?", over one a
        # later part asks a rule of)
        # (a heading the whole message names, "¿por qué la factura vino con la instalación?
        # recién instalado": the first bill's, stays)
        charge = (
            first
            if first.rule == whole.rule == RULE_NAMED_CHARGE
            and first.topic != whole.topic
            and whole.topic not in HEADED_TOPICS
            # (a later part asks a rule of it, "¿y eso lleva IVA?"; one asking of a charge of
            # its own, "¿y si pago el 26 cuánto es la multa?", names the whole's)
            and any(_POINTERS.intersection(canonical_words(part)) for part in parts[1:])
            else whole
        )
        first = dataclasses.replace(
            whole,
            period=first.period or whole.period,
            topic=charge.topic,
            topic_words=charge.topic_words,
        )
    seen = {first.route}
    others: list[Routed] = []
    for routed in each:
        if routed.route in seen or routed.route in (Route.HUMAN, Route.OUT_OF_SCOPE):
            continue
        if (
            routed.route is Route.DOCUMENTS
            and carried
            # (unless the part names a rule's heading of its own: "¿cuánto pago pa que me
            # reconecten? ¿y mientras estoy cortado me siguen llegando facturas?" asks the
            # suspension's rule beside the reconnection's the first answer carries)
            and not (routed.topic in HEADED_TOPICS and routed.topic_words != first.topic_words)
        ):
            continue  # the first part carries the policy the message asks about itself
        if (
            routed.route is Route.DOCUMENTS
            and first.source is Source.BOTH
            and routed.topic is None
            and _POINTERS.intersection(canonical_words(routed.asked or ""))
        ):
            # a rule asked of what the first question named, naming nothing of its own ("¿por
            # qué salen dos líneas del plan? ¿cómo calculan eso?"): the section the first
            # answer carries beside its figures answers it
            continue
        seen.add(routed.route)
        others.append(routed)
    if not others and first.route is whole.route:
        return dataclasses.replace(whole, topic=first.topic, topic_words=first.topic_words)
    # (no other question left but the documents' one the first answer carries: that answer)
    # (the whole message's keys, or the part's when the whole was routed where keys are not
    # kept: "cuenta 6913058571: ¿cuánto debemos? ¿y qué formas de pago aceptan?")
    # (or, when neither keeps them, the keys typed in a part only told: "soy Rosa, cédula
    # V-09584669-2, lo mío personal: ¿cuánto debo? ¿y aceptan pago móvil?")
    return dataclasses.replace(
        first,
        account_number=whole.account_number or first.account_number or find_account_number(text),
        tax_id=whole.tax_id or first.tax_id or find_tax_id(text),
        phone=whole.phone or first.phone or find_phone(text),
        also=tuple(others[: MAX_QUESTIONS - 1]),
        asked=None,
    )
