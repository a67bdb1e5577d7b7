"""The meaning check: every figure of a reply states the fact it claims, and says so.

``billing_sim.bot.grounding`` proves each number exists in the evidence; this module proves the
reply says what it is. Given the draft's text, its ``Claim``s and the ``Fact``s computed in
code (``billing_sim.bot.fact_sheet``), ``check_meaning`` finds:

a. **Claims that name no fact**: each claim's value must equal the value of a fact of its
   kind, subject and unit (``3376`` = ``Bs. 3.376,00``; ``25 de noviembre`` = 2026-11-25).
b. **Figures without a claim, or whose words disagree with it**: every number, amount and
   date of the text must be the value of a claim (periods are subjects, not figures; a
   figure quoted from a cited policy passage with its neighbouring words is the passage's),
   and the words around it must agree with the claim's fact:

   - *month*: the month named nearest to it in its clause ("noviembre", "nov.", "11/2026",
     or counted from the reply's month: "este mes", "el mes pasado") is the fact's period;
     the reply's month is the day its figures were read, else the newest bill's month or
     the next, and the months counted from it agree across the reply;
   - *sign*: the nearest of "a favor"/"crédito"/"te debemos" (in favour), "debes"/
     "pendiente"/"vencido"/"por cancelar"/"te cobraremos" (owed), "pagaste"/"cancelaste"/
     "recibimos" (paid), "al día" (not owed) and "de más" (charged by mistake: no fact is)
     agrees with the fact (a credit is never owed, what is owed is never in favour, what was
     paid is neither, an estimated charge is not paid yet); negated, "no debes" is not owed
     and "no vemos pagos" owed;
   - *payment*: a payment the bank returned or that failed is said so in its sentence
     ("el banco devolvió tu pago de…"), one that went through never ("fue rechazado"); a
     payment's own amount is never the bill or its total; a payment named by its reference
     is said not seen only when none of the customer's payments has that reference;
   - *denial*: a negation a few words before it in its clause ("no es de", "no subió", "no
     vence el") denies it, unless it is a condition ("si no pagas") or another clause ("no
     olvides que");
   - *data*: the nearest of "llevas"/"usaste" (used), "te quedan"/"disponibles" (left),
     "de tu plan"/"incluye" (allowance) and "pasaste el límite"/"de más" (overage) is the
     fact's kind;
   - *unit*: a currency after it ("Bs", "bolos", "bolívares", "dólares", "en verdes", "USD",
     "$"), or named before it since the figure before ("en dólares, es de 3.376"), is the
     fact's currency; "GB"/"gigas", "días", "facturas", "%" its unit; a unit no fact is in
     ("MB", "Mbps", "horas", "semanas", "cuotas") states something else;
   - *code*: a figure in a link or named a reference, a code, a number to dial or a clock
     time ("la referencia 3376", "terminada en", "hasta las 5") is only an invoice number or
     an account's digits;
   - *date*: the nearest of "vence"/"hasta el"/"paga antes del" (due), "pagó"/"pagada"/
     "registrado" (paid), "se emite"/"llega" (next bill) and "al" (as of) is the date's
     kind; a cut of service, a renewal or a visit is no fact's day;
   - *charge*: a charge named before it in its clause («IVA 16 %», "la mora"), or right
     after it ("Bs. 316,50 de mora"), is the fact's charge; a total, balance, credit or
     payment never sits next to a charge's name. The plan ("tu plan", «Plan Fibra 100»,
     "la suscripción") names only the plan's line and the reasons it changes by (its price,
     a change of plan, the rate it is billed at, a promotion); "la mensualidad", "la cuota
     mensual" also the month's bill (its total, what is owed or paid, its rise), never
     another line (the IP fija, the late fee) nor an estimate; the plan a limit or a change
     is of ("el límite de tu plan") names nothing;
   - *base*: what a change is compared with after it ("45,52 % más que octubre", "Bs. 1.056
     respecto al mes pasado", "el 45,52 % de la factura anterior") is the bill it is
     measured from (``Fact.since``), never the newer bill or its total ("del total");
   - *percent*: the bill's change in percent is said as a change ("subió", "más",
     "aumento") and of the bill, never of a line ("el IVA subió 45,52 %"), the rate, a
     promotion or taxes ("45,52 % de recargo"); a line's rate («IVA 16 %»: "el IVA es del
     16 %") is said of that line, never of another charge, of nothing or as a change;
   - *line's change*: a bill line's change in percent (computed in code from its minor
     units) is said of that line ("el IVA subió 31,88 %", or named in the sentence before)
     as a change, never of the bill, another line or as a rate;
   - *whole or change*: the bill's change and a reason's amount are said as a change
     ("subió", "la diferencia", "suma", "más", "el aumento de tu factura"), never as a whole
     ("tu mensualidad es de", "pagas", "tu plan cuesta", "subió a", "queda en"); a total,
     the balance, what is owed, left or paid never as a rise ("subió Bs. 3.376", "la
     diferencia es de");
   - *which bill*: "la anterior", "la pasada", "el de antes" name the older bill, "la
     actual", "la nueva", "tu última factura", "la más reciente" the newest; "tu próxima
     factura" none (no fact is of a bill not yet issued);
   - *paid and left*: what was paid is said paid, never as the bill, its total or the fee;
     what is left never as the whole bill; a bill's total never as owed once part is paid;
     one bill's amount never of several ("las dos facturas", "ambas"), the balance of
     several open bills never as one bill ("tu factura es de");
   - *count*: bills listed are called pending or paid only when that many are; the open
     bills never paid, issued or all;
   - *line's history*: a line said new ("se agregó", "no estaba"), there before ("ya
     estaba"), gone ("se eliminó", "ya no"), unchanged ("sigue igual"), up or down ("bajó a")
     changed so; a promotion said still on ("tu descuento actual") or over ("terminó") is so;
     a line's amount or the estimated overage charge is never the bill, its total or the
     balance ("tu factura es de", "tu saldo es");
   - *rate*: the exchange rate is said as a rate ("tasa", "por dólar", "BCV"), never owed,
     paid or as a bill; a sum of money never as the rate ("la tasa es de", "el dólar
     estaba en");
   - *code*: an invoice number or account digits never said as money ("debes",
     "el monto es", "a tu favor");
   - *side*: a due date or the days to it said to have gone by ("venció", "vencida", "hace
     5 días", "5 días de atraso", "overdue", "ago") or to be still to come ("vence",
     "vencerá", "faltan", "te quedan", "dentro de", "is due", "left") is on that side of
     today (``Fact.passed``: the days to a due date are stored unsigned);
   - *free*: data beyond the plan or its estimated charge is never said included or free
     ("tu plan incluye 12,40 GB extra", "de regalo", "sin costo"; "de lo que incluye tu
     plan" is what it is beyond); a payment's day is never said to come ("se verá
     reflejado", "se registrará");
   - *from and to*: an amount a change went from ("pasó de", "desde") is the older bill's or
     line's, one it went to ("subió a", ", a") the newer's; one bill's due or payment day is
     never said of several bills, nor the overdue part of the balance of both when only
     part of it is overdue.
c. **Arithmetic**: a sentence that says three or more amounts add up ("suman", "sumando",
   "hacen", "incluyendo", "más", "+", "en total") or differ ("diferencia", "menos", "subió",
   "bajó") is recomputed; so is the
   bill's change in percent against an amount named as its base ("45,52 % de los Bs.
   3.376"), "el doble"/"la mitad" of two amounts and "el resto".
d. **Days in words**: "hoy", "mañana", "ayer", "pasado mañana", "antier" said of the due
   date ("vence mañana", "venció ayer", "hoy es el último día", "due tomorrow") are the days
   to a due date the facts give, on its side of today; a reply whose facts do not count them
   (a bill change does not know today) may not say them. "Si pagas hoy" and "esta mañana"
   say no due date.
e. **The account and the bill in words**: with no figure next to it, what a reply says of
   the whole balance (nothing owed: "no debes nada", "estás solvente", "todo pagado"; up to
   date: "estás al día", "nada vencido"; overdue: "estás en mora", "tienes una factura
   vencida"; owed: "tienes una deuda") agrees with the balance's facts, and which way the bill
   or a line went ("tu factura bajó", "no subió", "el IVA sigue igual") with its change;
   negated it says the opposite, a condition ("si no pagas") or what may come ("quedarás
   en mora") and words quoted from a cited passage say nothing.

f. **Hedged figures**: a figure with "casi", "unos", "alrededor de", "más o menos",
   "aprox." (within 2 % of the fact; "casi" never below it) or a bound ("más de", "menos
   de", "poco más de": on the right side, within 10 %) states the claim it is close to;
   said plainly, a figure is said exactly ("Bs. 3.376" is Bs. 3.376,00, "Bs. 3.400" is not).
g. **Dollars through the rate**: an unclaimed sum in dollars next to a bolívar fact of its
   clause, as its equivalent ("(USD 32,00)", "o sea $32", "que a 105,50 Bs. por dólar son"),
   not as a second amount ("más USD 32"), is that fact divided by its bill's exchange rate
   from the facts, to the cent (hedged: close to it); with no rate among the facts it is
   not grounded.
h. **Days in words**: a day told by its weekday ("vence el miércoles", "el próximo
   miércoles"), counted from today ("en 5 días", "hace 17 días"), by week ("la semana que
   viene") or month ("este mes", "a principios de mes", "el mes pasado") and said of a date
   (the verb before it: due, paid, issued; "al"/"hasta" the day of the figures) is the day
   of a date fact of that kind, on the side of today its tense says, today being the day
   the figures were read or a due date less the days to it; with no today in the facts it
   may not be said. A weekday named before a date is that date's. Ranges and every week
   ("de lunes a viernes", "los sábados") name no day.
i. **Said absent**: a figureless clause said of the customer ("no te cobramos recargo", "no
   tienes saldo a favor", "no has hecho ningún pago", "no te pasaste de tu plan", "tu
   factura aún no vence", "no tiene saldo pendiente") agrees with the facts (the bill's
   charges and reasons, the credit, a payment on every bill, data over the allowance, the
   due date's side, open bills); a rule ("no llevan IVA los recargos"), an older bill, a
   question or a condition says nothing of them.
j. **Which bill, counted and pointed back** (``test_meaning_attacks6``): "la penúltima",
   "la antepenúltima" are the second and third newest bills; "esta última"/"la primera"
   the months named last/first before them; "X es la de noviembre y Y la de octubre" gives
   each figure the month after it; a bill's whole period as a range ("del 1 al 30 de
   noviembre") is its month; the balance's oldest due date is only its own month's bill; a
   sum of no period said of a month not billed yet, a credit said to cover a bill to come
   or refunded to the bank, the overdue said on top of the balance ("aparte", "además") and
   all open bills called overdue when only part of the balance is are refused.
k. **Shares, ratios and sums said in words**: the bill's change in percent said as a share
   of something else ("el 56,63 % de la subida") or as much as another change is refused;
   "el doble", "se duplicó", "el triple", "la mitad", "un tercio" (hedged: "casi", "más de")
   are recomputed from it; reasons named in words and said to add up ("la reconexión y la
   mora suman…", "todo por la tasa y…") are summed from the facts (the sum needs no
   claim); "3 mil y pico" is from 3.000 up to the next thousand. A refund made ("te
   devolvimos"), "saldo disponible", "nos quedas debiendo", "pagado de más" are signs; a
   reason that adds said in your favour of itself, a payment said late or on time against
   its bill's due date, a late fee said for paying this bill late, IGTF said of bolívares,
   a rate per euro, "megas" for GB, and a disambiguation's digits next to another holder's
   name are refused; a list's item numbers, cents in words ("con veintiséis céntimos"), the
   days to a date said right before them and "dos cuentas" of a disambiguation's tails are
   read, not refused.

Each failure names the claim it concerns (or the figure, when no claim covers it), so a
refusal tells the agent and the logs *which* statement was false. Pure: no I/O.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta
from decimal import Decimal

from billing_sim.bot._charges import CHARGES
from billing_sim.bot._numbers import Kind, Token, read
from billing_sim.bot._text import MONTH_ABBREVIATIONS, MONTHS, fold
from billing_sim.bot.claims import (
    COUNT_KINDS,
    DATA_KINDS,
    DATE_KINDS,
    MONEY_KINDS,
    Claim,
    Fact,
    FactKind,
)

__all__ = ["ClaimFailure", "Meaning", "check_meaning"]

_K = FactKind
_FIGURES = frozenset({Kind.AMOUNT, Kind.MINOR, Kind.DATE})
_AMOUNT_KINDS = frozenset({Kind.AMOUNT, Kind.MINOR})


@dataclass(frozen=True, slots=True)
class ClaimFailure:
    """One statement of a draft that is not true as written.

    Attributes:
        claim: The claim concerned (``Claim.describe``), or the figure as written when no
            claim covers it.
        reason: What is wrong, in a few words.
    """

    claim: str
    reason: str

    def __str__(self) -> str:
        return f"{self.claim}: {self.reason}"


@dataclass(frozen=True, slots=True)
class Meaning:
    """The meaning check's finding on a draft."""

    failures: tuple[ClaimFailure, ...] = ()

    @property
    def holds(self) -> bool:
        """True when every claim names a fact and every figure agrees with its claim."""
        return not self.failures


# What a figure's value is, compared across notations.
_Value = tuple[str, object, object, object]

_UNIT_WORDS: dict[str, str] = {
    "bs": "VES", "bss": "VES", "ves": "VES", "bolivar": "VES", "bolivares": "VES",
    "bolo": "VES", "bolos": "VES", "usd": "USD", "$": "USD", "us$": "USD", "dolar": "USD",
    "dolares": "USD", "dollar": "USD", "dollars": "USD", "verde": "USD", "verdes": "USD",
    "eur": "EUR", "euro": "EUR", "euros": "EUR", "gb": "GB", "giga": "GB", "gigas": "GB",
    "mega": "MB", "megas": "MB", "%": "%", "dia": "days", "dias": "days",
    "factura": "count", "facturas": "count", "recibo": "count", "recibos": "count",
    "mes": "count", "meses": "count", "month": "count", "months": "count",
    "dolarcito": "USD", "dolarcitos": "USD", "dolarito": "USD", "dolaritos": "USD",
    "buck": "USD", "bucks": "USD", "peso": "pesos", "pesos": "pesos",
    "mb": "MB", "megabyte": "MB", "megabytes": "MB", "kb": "KB", "tb": "TB",
    "terabyte": "TB", "terabytes": "TB", "mbps": "Mbps", "kbps": "Mbps", "gbps": "Mbps",
    "hora": "hours", "horas": "hours", "hour": "hours", "hours": "hours", "hr": "hours",
    "hrs": "hours", "am": "hours", "pm": "hours", "minuto": "minutes", "minutos": "minutes",
    "minute": "minutes", "minutes": "minutes", "semana": "weeks", "semanas": "weeks",
    "week": "weeks", "weeks": "weeks", "ano": "years", "anos": "years", "year": "years",
    "years": "years", "cuota": "instalments", "cuotas": "instalments",
}  # fmt: skip
_CURRENCIES = frozenset({"VES", "USD", "EUR", "VED", "pesos"})
# Units no fact of a reply is in: a figure followed by one of them states something else.
_FOREIGN_UNITS = frozenset({"MB", "KB", "TB", "Mbps", "hours", "minutes", "weeks", "years",
                            "instalments"})  # fmt: skip
_CURRENCY_WORDS = (
    r"bol[ií]var(?:es)?|bolos?|d[oó]lar(?:es)?|d[oó]lar(?:c|)itos?|dollars?|bucks?|verdes?|"
    r"usd|euros?|eur|pesos?"
)
_AFTER = re.compile(
    rf"\s*(?:de\s+|en\s+)?(bs\.?|bss|ves|us\$|\$|{_CURRENCY_WORDS}|gb|gigas?|megas?|%|"
    r"d[ií]as?|facturas?|recibos?|mes(?:es)?|months?|mb|megabytes?|kb|tb|terabytes?|mbps|"
    r"kbps|gbps|horas?|hours?|hrs?|[ap]\.?m\.?|minutos?|minutes?|semanas?|weeks?|a[nñ]os?|"
    r"years?|cuotas?)(?!\w)",
    re.IGNORECASE,
)
# A currency named before a figure that has none ("en dólares, tu saldo es de 3.376"); not
# "por dólar" (a rate) nor the unit of the figure before it.
_CURRENCY_BEFORE = re.compile(rf"(?<!por )(?<!per )(?<!\w)({_CURRENCY_WORDS})(?!\w)")
_MONTH_WORD = re.compile(
    r"(?<!\w)(" + "|".join(sorted(MONTHS.keys() - {"may"}, key=len, reverse=True)) + r")(?!\w)"
)
_MONTH_ABBREVIATION = re.compile(r"(?<!\w)(" + "|".join(MONTH_ABBREVIATIONS) + r")(\.)?(?!\w)")
_SENTENCE_STARTS = re.compile(r"\.\s+[A-ZÁÉÍÓÚÑ¿¡]")
_RELATIVE_MONTHS = re.compile(
    r"(?P<m2>mes antepasado|hace dos meses|two months ago)"
    r"|(?P<m1>mes pasado|mes anterior|[uú]ltimo mes|hace un mes|last month|previous month)"
    r"|(?P<p0>este mes|mes actual|mes en curso|mes corriente|this month|current month)"
    r"|(?P<p1>pr[oó]ximo mes|mes que viene|siguiente mes|next month)"
)
_OFFSETS = {"m2": -2, "m1": -1, "p0": 0, "p1": 1}
_CLAUSE_END = re.compile(r"[;\n•]|[.!?](?=\s|$)")
_SENTENCE_END = re.compile(r"\n|[.!?](?=\s|$)")
_SIGN_MARKERS = re.compile(
    # "te debemos" and "te devolvemos" before "debe": who owes whom is in the pronoun
    r"(?P<uptodate>al d[ií]a|up to date)"
    # a refund made ("te devolvimos", "te los reintegramos"): no fact is money refunded
    r"|(?P<refund>(?:te|le|les) (?:l[oa]s? )?(?:devolvimos|reembolsamos|reintegramos|"
    r"transferimos)(?!\w))"
    r"|(?P<favour>a (?:tu |su )?favor|cr[eé]dito|saldo positivo|(?:te|le|les) debemos|"
    r"(?:te|le|les) (?:quedamos|estamos) debiendo|saldo disponible|"
    r"(?:pagad|abonad|cancelad)[oa]s? de m[aá]s|(?:pagaste|abonaste) de m[aá]s|"
    r"we owe you|(?:te|le|les) devolv\w*|devoluci[oó]n|(?:te|le|les) abonar\w*|reembols\w*|"
    r"reintegr\w*|sobr(?:a|an|ante|antes|aron|ó)\b|(?:te|le|les) descont\w*|in your favou?r|"
    r"credit|refund\w*)"
    r"|(?P<owed>por (?:pagar|cancelar|cobrar)|debes|debe\b|debiendo|adeud\w*|deuda|pendiente|"
    r"vencid[oa]s?|impag\w*|sin pagar|quedan?\b|(?:tienes|tiene|hay|toca|vas|va) (?:que |a )?"
    r"(?:pagar|cancelar|abonar)|cobrar(?:emos|é|e|án|an|á|a)\b|(?:vamos|van) a cobrar|"
    r"you owe|owed?\b|falta por|te falta|restante|outstanding|unpaid|pending|debt|"
    r"behind (?:by|on)|(?:need|needs|have|"
    r"has|must) to pay|must pay|to be paid|please pay|payable|still owe|(?:will|we'?ll) charge|"
    r"left to pay)"
    r"|(?P<paid>pag(?:aste|ado|ada|amos|aron|o|ó|os|ue|ué)\b|"
    r"abon(?:aste|ad[oa]s?|amos|aron|o|ó|os|é)\b|cancel(?:aste|ad[oa]s?|amos|aron|ó)\b|"
    r"saldad[oa]s?|liquidad[oa]s?|recib(?:imos|ido|ida|ió)\b|acreditad[oa]s?|paid|settled|"
    r"(?:tu|su) (?:transferencia|dep[oó]sito|pago m[oó]vil)|ya lleg[oó]|"
    r"cobr(?:ó|aron)\b|ya te cobramos|"
    r"we received)"
    r"|(?P<overcharged>de m[aá]s(?! (?:de|del|o menos)\b)|de sobra|indebid\w*|por error|"
    r"overcharg\w*|exoner\w*|condon\w*|perdon\w*|waiv\w*|anulad[oa]s?|anulamos)"
)
# "no debes", "ya no está vencido", "no tienes saldo a favor", "you don't owe"; not the "no"
# of a condition ("si no pagas, debes") nor of a clause of its own ("no olvides que vence").
_NEGATED = re.compile(
    r"(?<!\w)(?<!\bsi )(?:no|sin|ningun|ningún|ningun[oa]s?|nada|nunca|jam[aá]s|not|nothing|"
    r"don'? ?t|"
    r"doesn'? ?t|never)(?!\w)(?:(?! que\b)[\w ]){0,24}$"
)
# A negation a few words before the figure, in its clause, denies it ("no es de Bs. 3.376",
# "no subió Bs. 1.056", "no vence el 25"); not a condition ("si no pagas antes del 25") nor
# a clause of its own ("no olvides que vence el 25").
_DENIED = re.compile(
    r"(?<!\w)(?<!\bsi )(?:no|nunca|jam[aá]s|not|never|don'? ?t|doesn'? ?t)"
    r"(?:\s+(?!que\b)[^\W\d]+){0,4}\s*$"
)
_DIRECTION_MARKERS = re.compile(
    r"(?P<up>sub(?:io|ió|e|en|ieron|ido)|aument\w*|increment\w*|m[aá]s car[oa]|suma|sumó|"
    r"went up|increased?|higher|rose)"
    r"|(?P<down>baj(?:o|ó|a|an|aron|ado)|disminu\w*|reduj\w*|reduc\w*|m[aá]s barat[oa]|resta|"
    r"restó|went down|decreased?|lower|dropped|fell)"
)
# The kind of a day: a deadline ("vence", "hasta el", "paga antes del", "para pagar"), a
# payment made ("pagaste", "pagada", "registrado"), an issue, or a day no fact is (a cut of
# service, a renewal, a visit).
_DATE_MARKERS = re.compile(
    r"(?P<due>venc\w*|venz\w*|vence|due|l[ií]mite|plazo|hasta|antes del?|a m[aá]s tardar|"
    r"deadline|before|pag(?:ar|a|ue|ues|uen)(?:la|lo)?\b|p[aá]gal[ao]|cancelar(?:la|lo)?\b|"
    r"pay by|to pay|pendiente|sin pagar|unpaid)"
    r"|(?P<paid>pag\w*|abon\w*|cancel\w*|registr\w*|recib\w*|acredit\w*|paid|payment|"
    r"received|settled)"
    r"|(?P<issue>emit\w*|emisi[oó]n|pr[oó]xima factura|next bill|lleg\w*|gener\w*|issued?|"
    r"arriv\w*|sent)"
    r"|(?P<other>cort\w*|suspend\w*|suspensi[oó]n|renuev\w*|renov\w*|reconect\w*|"
    r"instal\w*|visita\w*|t[eé]cnico)"
)
# What an amount of data is: used, left, the plan's allowance or beyond it. "Pasaste el
# límite" is one overage, not a limit.
_DATA_MARKERS = re.compile(
    r"(?P<overage>(?:te )?pas(?:aste|ó|aron|as|ado)(?: (?:el|del|tu|de tu|su) l[ií]mite)?|"
    r"exced\w*|exceso|excedente|por encima|de m[aá]s|extra|adicional(?:es)?|over\w*|beyond)"
    r"|(?P<left>qued\w*|dispon\w*|restantes?|libres?|sobr\w*|left|remaining)"
    r"|(?P<allowance>plan|l[ií]mite|incluid\w*|incluye|cupo|tope|allowance|quota)"
    r"|(?P<used>llev\w*|us(?:aste|ado|ados|ó|as)\b|utiliz\w*|consum\w*|gast\w*|used)"
)
# "X de los Y", "X of your Y": what Y is comes after it.
_PARTITIVE = re.compile(r"(?<!\w)(?:de|of)(?:\s+(?:los|las|tus|sus|your|the))?\s*$")
_DATA_FOR = {"overage": _K.OVERAGE, "left": _K.DATA_LEFT, "allowance": _K.ALLOWANCE,
             "used": _K.USED}  # fmt: skip
# A figure given as a code, a number to dial or a clock time ("la referencia 3376", "la
# cuenta terminada en 3376", "llama al", "hasta las 5") is no amount, date or count.
_AS_CODE = re.compile(
    r"(?<!\w)(?:referencia|ref|c[oó]digo|n[uú]mero(?! de)|nro|n\.?º|#|terminad[oa] en|"
    r"termina en|contrato|ticket|tel[eé]fono|llam\w* al|escr[ií]b\w* al|whatsapp|"
    r"c[eé]dula|rif|pin|extensi[oó]n|hasta las|desde las)"
    r"(?:\s+de\s+[^\W\d]+)?(?:\s+es)?\W{0,3}$"
)
_LINK = re.compile(r"(?:https?://|www\.)\S+|\S+@\S+")
_PAYMENT_KINDS = frozenset({_K.PAYMENT, _K.RETURNED_PAYMENT})
# A payment the bank did not let through: returned, reversed, rejected, bounced, failed.
_RETURNED = re.compile(
    r"(?<!\w)(?:devuelt[oa]s?|devolv\w*|revers\w*|rebot\w*|rechaz\w*|no se complet\w*|"
    r"fall[oó]|fallid[oa]|returned|reversed|bounced|rejected|failed)(?!\w)"
)
_CODE_KINDS = frozenset({_K.INVOICE_NUMBER, _K.ACCOUNT_TAIL, _K.SEARCHED_KEY, _K.PAYMENT_REFERENCE})
_AS_OF = re.compile(r"(?<!\w)al\s*$")
_SUM_WORDS = re.compile(r"(?<!\w)(?:suman|sumad[oa]s|sumando|en total|total de|dan|da un total|"
                        r"hacen|incluyendo|incluid[oa]s?|con todo|juntas?|juntos|add up|"
                        r"including|together|in all)(?!\w)|[+=]")  # fmt: skip
_PLUS = re.compile(r"^\s*(?:\+|m[aá]s|plus)\s*$")
_DIFF_WORDS = re.compile(
    r"(?<!\w)(?:diferencia|menos|restando|restad[oa]|subi[oó]|baj[oó]|aument[oó]|"
    r"disminuy[oó]|increment\w*|redujo|reducci[oó]n)(?!\w)"
)
_QUOTED = re.compile(r"«[^»]*»")
_CHARGE_WORD = re.compile(
    r"(?<!\w)("
    + "|".join(sorted({re.escape(w) for c in CHARGES for w in c.words if c.key != "taxes"},
                      key=len, reverse=True))
    + r")(?!\w)"
)  # fmt: skip
# The plan and the month's fee named as what a figure is: "tu plan", «Plan Fibra 100",
# "la suscripción" (the plan's own line), "la mensualidad", "la cuota mensual", "monthly fee"
# (the plan's line or the month's bill). Not the plan a limit, a change or the data are of
# ("el límite de tu plan", "cambiaste de plan"): only a price is the plan's
# (``_NOT_THE_PLANS``).
_PLAN_WORD = re.compile(
    r"(?<!\w)(?:(?P<monthly>mensualidad(?:es)?|cuotas? mensual(?:es)?|pagos? mensual(?:es)?|"
    r"cargos? mensual(?:es)?|cobros? mensual(?:es)?|renta mensual|"
    r"monthly (?:fee|charge|payment|bill|price))|"
    r"(?P<plan>plan(?:es)?|suscripci[oó]n|subscription|tarifa))(?!\w)"
)
_NOT_THE_PLANS = re.compile(
    r"(?<!\w)(?!(?:precio|costo|coste|tarifa|monto|valor|importe|cuota|pago|cargo|cobro|"
    r"mensualidad|renta|price|cost|fee)\b)[^\W\d]+ (?:de|del|d|of)"
    r"(?: (?:tu|su|el|la|mi|your|the))? $"
)
_PLAN_FAMILIES = frozenset({"plan", "monthly"})
# The reasons a bill changes by the plan's own line: its price, a change of plan, the rate
# its dollar price is billed at, a promotion on it.
_PLAN_REASONS = frozenset({
    "plan_changed", "plan_upgrade_proration", "plan_price_increase", "exchange_rate_changed",
    "promo_expired", "promo_applied",
})  # fmt: skip
# What "la mensualidad" may also be: the month's bill, what is owed or paid of it, its rise.
_MONTHLY_KINDS = frozenset({_K.INVOICE_TOTAL, _K.AMOUNT_DUE, _K.OVERDUE, _K.REMAINING,
                            _K.PAID, _K.DELTA})  # fmt: skip
# An amount compared with something, or a percentage a share of something: its base.
_COMPARED = re.compile(
    r"[\s)]*(?:(?:m[aá]s|menos|mayor|menor|arriba|abajo|more|less|higher|lower)\s+"
    r"(?:de lo )?(?:que|q|than)|(?:por encima|por debajo) de|(?:con )?respecto (?:a|al|de|del)|"
    r"frente (?:a|al)|comparad[oa] con|en comparaci[oó]n con|vs\.?|versus|"
    r"compared (?:to|with)|over|sobre)(?!\w)"
)
# A month a change is measured from, named before the figure: "la diferencia con la de
# octubre es de", "entre noviembre y octubre", "compared with October".
_COMPARED_BEFORE = re.compile(
    r"(?<!\w)(?:con|frente a|respecto a|vs\.?|versus|entre|than|compared (?:to|with)|against|"
    r"desde)(?:\s+[^\W\d]+){0,8}\s*$"
)
_SHARE_OF = re.compile(r"[\s)]*(?:de|del|d|of)(?!\w)")
# What a share is of, named with an article ("de la subida", "de lo que debes", "de eso"):
# not the kind of change ("56,63 % de aumento").
_A_THING = re.compile(
    r"\s*(?:(?:la|el|lo|los|las|tu|tus|su|sus|esa|ese|the|your)\s+[^\W\d]|(?:eso|esto|this)(?!\w))"
)
# A percentage said to be the same as another's ("lo mismo que subió la tasa").
_SAME_AS = re.compile(
    r"(?<!\w)(?:lo mismo que|igual que|tanto como|al igual que|the same as|as much as)(?!\w)"
)
_OLDER = re.compile(r"(?<!\w)(?:anterior|pasad[oa]|previ[oa]|previous|last|[uú]ltim[oa]|antes|"
                    r"before|earlier|vieja|old)(?!\w)")  # fmt: skip
_NEWER = re.compile(r"(?<!\w)(?:total|actual|nuev[oa]|est[ea]|current|this|new|now|ahora)(?!\w)")
# What a percentage is said to be of, besides a charge, the plan or a «quoted name»: the bill,
# or something no bill line is (the exchange rate, the dollar, a promotion, taxes, data).
_OF_BILL = re.compile(r"(?<!\w)(?:facturas?|recibos?|cuentas?|total|monto|bills?|invoices?)(?!\w)")
_OF_OTHER = re.compile(
    r"(?<!\w)(?:tasa|d[oó]lar(?:es)?|bcv|impuestos?|tax(?:es)?|consumo|datos|gigas|precio|"
    r"price|promo\w*|descuentos?|discounts?|ofertas?|exchange rate)(?!\w)"
)
# The bill's change said as one ("subió", "más", "aumento", "increase"): what its percent is.
_CHANGE_SAID = re.compile(
    r"(?<!\w)(?:sub(?:e|en|i[oó]|ieron|ido|ida|ir[aá])|baj(?:a|an|[oó]|aron|ado|ada)|aument\w*|"
    r"increment\w*|disminu\w*|reduc\w*|reduj\w*|alza|subida|bajada|variaci[oó]n|"
    r"diferencia|cambi[oó]|m[aá]s|menos|encareci\w*|abarat\w*|went up|went down|rose|fell|"
    r"dropped|increase\w*|decrease\w*|rise|more|less|higher|lower|up|down|change\w*|"
    r"difference)(?!\w)"
)
# A rate said to move ("el IVA subió un 16 %"): a line's rate is no change.
_RATE_MOVES = re.compile(
    r"(?<!\w)(?:sub(?:e|en|i[oó]|ieron|ido|ir[aá])|baj(?:a|an|[oó]|aron|ado)|aument\w*|"
    r"increment\w*|disminu\w*|reduc\w*|reduj\w*|went up|went down|rose|fell|increase\w*|"
    r"decrease\w*)(?!\w)"
)
# Which side of today a due date or the days to it are said to be on: gone by ("venció",
# "vencida", "hace 5 días", "5 días de atraso", "overdue", "ago") or today or to come
# ("vence", "vencerá", "faltan", "te quedan", "dentro de 5 días", "is due", "left"). The
# words right after the figure speak first, then those right before it, then the nearest
# in its clause.
_SIDE_JUST_AFTER = re.compile(
    r"\s*(?:d[ií]as?|days?)?\s*(?:(?P<past>d(?:e)? (?:atraso|retraso|mora)|de vencid[oa]s?|"
    r"vencid[oa]s?|atrasad[oa]s?|en mora|ago|late|overdue|past due)|"
    r"(?P<ahead>restantes?|por delante|left|remaining|to go|p(?:ar)?a pagar|pa pagar))(?!\w)"
)
_SIDE_JUST_BEFORE = re.compile(
    r"(?<!\w)(?:(?P<past>hace|desde hace|lleva(?:s|n)?|overdue by)|"
    r"(?P<ahead>en|dentro de|in|within|faltan?|quedan?|te quedan|restan?))\s*$"
)
_SIDE = re.compile(
    r"(?<!\w)(?:(?P<past>venci(?:[oó]|eron|do|da|dos|das)|ya pas[oó]|atrasad\w*|"
    r"retrasad\w*|overdue|past due|was due|were due|expired)|"
    r"(?P<ahead>(?:is|are) not (?:yet )?due|isn\W?t due|not (?:yet )?due|vence|vencen|vencer\w*|"
    r"venz\w*|falta\w*|quedan?|restan|is due|are due|"
    r"will be due|due in))(?!\w)"
)
_SIDES = {"past": "past", "ahead": "ahead", "not past": "ahead", "not ahead": "past"}
# A day counted from today in words, said of the due date ("vence mañana", "venció ayer",
# "hoy es el último día", "due tomorrow"): it must be the days to the due date. Not the
# morning ("esta mañana") nor a day to pay on ("si pagas hoy").
_RELATIVE_DAY = re.compile(
    r"(?<!\w)(?:(?P<m2>antier|anteayer|antes de ayer|day before yesterday)|"
    r"(?P<m1>ayer|yesterday)|(?P<p2>pasado ma[nñ]ana|day after tomorrow)|"
    r"(?P<p1>(?<!la )(?<!esta )(?<!una )(?:ma[nñ]ana|mñn|mñna)|tomorrow)|(?P<p0>hoy|today))"
    r"(?!\w)"
)
_DAY_OFFSETS = {"m2": -2, "m1": -1, "p0": 0, "p1": 1, "p2": 2}
_DUE_WORDS = (
    r"venc\w*|venz\w*|due|expir\w*|plazo|fecha l[ií]mite|l[ií]mite|[uú]ltimo d[ií]a|"
    r"last day|deadline|tienes hasta|tiene hasta|hay hasta|pagar(?:la|lo)? hasta|paga hasta"
)
_DUE_BEFORE_DAY = re.compile(rf"(?<!\w)(?:{_DUE_WORDS})(?: [^\W\d]+){{0,3}} ?$")
_DUE_AFTER_DAY = re.compile(rf"^(?: [^\W\d]+){{0,3}} (?:{_DUE_WORDS})(?!\w)")
_PAYING_ON = re.compile(r"(?<!\w)(?:pag\w*|cancel\w*|abon\w*|pay\w*) $")
_NOT_CHARGES = frozenset({_K.INVOICE_TOTAL, _K.AMOUNT_DUE, _K.OVERDUE, _K.CREDIT, _K.PAID,
                          _K.REMAINING, _K.DELTA})  # fmt: skip
_OWED_KINDS = frozenset({_K.AMOUNT_DUE, _K.OVERDUE, _K.REMAINING})
_FAVOUR_OK = frozenset({_K.CREDIT, _K.REASON, _K.CHARGE, _K.DELTA})
# The overage charge is an estimate of the next bill: neither paid yet nor in favour.
_PAID_OK = MONEY_KINDS - _OWED_KINDS - {_K.CREDIT, _K.OVERAGE_CHARGE}
_OWED_OK = MONEY_KINDS - {_K.CREDIT, _K.PAID}
_ALLOWED_FOR_SIGN = {
    "owed": _OWED_OK, "favour": _FAVOUR_OK, "paid": _PAID_OK,
    "not owed": MONEY_KINDS - _OWED_KINDS, "not in favour": MONEY_KINDS - {_K.CREDIT},
    "uptodate": MONEY_KINDS - _OWED_KINDS,
    "overcharged": frozenset(),  # no fact is money charged by mistake
    "refund": frozenset(),  # nor money the company refunds: a credit goes to the next bills
}  # fmt: skip
# A part of the balance said to be more than it ("aparte", "además", "que se suman a eso").
_ON_TOP = re.compile(
    r"(?<!\w)(?:aparte|adem[aá]s|adicional(?:es|mente)?|encima|extra|se (?:te |le )?suman?|"
    r"sumad[oa]s? a|on top|in addition|besides)(?!\w)"
)
# A currency named as the one a payment is made in ("por pagar en dólares"), not a figure's.
_PAYING_IN = re.compile(r"(?<!\w)(?:pag\w*|abon\w*|cancel\w*|pay\w*)\s+(?:en|con|in|with)\s+$")
# A late fee said to be for paying the bill it is on late ("pagaste tarde esta factura").
_LATE_THIS_BILL = re.compile(
    r"(?<!\w)(?:pag\w*|cancel\w*|abon\w*)\s+(?:tarde|con retraso|con atraso|fuera de plazo)"
    r"\s+(?:esta|la presente|la actual|la nueva|este)(?:\s+(?:factura|recibo|mes))?(?!\w)"
    r"|(?<!\w)(?:esta|la actual|la nueva) (?:factura|recibo) (?:la )?pagaste tarde(?!\w)"
)
# Charges of one bill only (a late fee, a reconnection, a move, a returned payment): said to
# come back ("se repetirá", "todos los meses"), they are told of bills no fact knows.
_ONE_OFF = {"late_fee": "late_fee", "reconnection_fee": "reconnection",
            "one_time_installation_fee": "installation",
            "payment_reversed_fee": "returned_payment"}  # fmt: skip
_RECURS = re.compile(
    r"(?<!\w)(?:se (?:te )?(?:repetir[aá]|volver[aá] a (?:cobrar|aplicar))|volver[aá] a "
    r"(?:aparecer|salir|cobrarse)|seguir[aá] (?:apareciendo|saliendo)|todos los meses|"
    r"cada mes|mensualmente|de ahora en adelante|every month|from now on)(?!\w)"
)
# The IGTF said of a payment in bolívares: it is the tax on payments in foreign currency.
_PAID_IN_BOLIVARES = re.compile(
    r"(?<!\w)(?:pag\w*|abon\w*|cancel\w*)\s+(?:en|con)\s+(?:bol[ií]vares|bs\.?|bolos)(?!\w)"
)
# The overdue said to be part of the balance ("de ese monto", "de eso", "del total").
_PART_OF = re.compile(
    r"(?<!\w)(?:de (?:ese|este|dicho) (?:monto|total|saldo)|de es[eo]|del total|de lo que debes|"
    r"de tu (?:saldo|deuda)|de esa deuda|of (?:that|it|this))(?!\w)"
)
# A credit said to pay a bill to come ("te cubrirá la factura de diciembre").
_COVERS = re.compile(
    r"(?<!\w)(?:cubr\w+|alcanza(?:r[aá])? para|te (?:la |lo )?pagar[aá]|saldar[aá]|"
    r"cancelar[aá]|will cover|covers?)(?!\w)"
)
# A credit said to go back to the customer's bank ("a tu cuenta bancaria", "por pago móvil",
# "en efectivo"): the facts say it is applied to the next bills.
_TO_THE_BANK = re.compile(
    r"(?<!\w)(?:a|en|por|v[ií]a) (?:tu |su )?(?:cuenta bancaria|cuenta del banco|banco|"
    r"pago m[oó]vil|efectivo|zelle)(?!\w)"
)
_DATE_FOR = {"due": _K.DUE_DATE, "paid": _K.PAID_ON, "issue": _K.NEXT_INVOICE_DATE}
_REASON_CHARGES = {
    "late_fee": "late_fee", "tax_rate_changed": "iva", "tax_exemption_removed": "iva",
    "tax_base_changed": "iva", "igtf_on_foreign_currency_payment": "igtf",
    "reconnection_fee": "reconnection", "one_time_installation_fee": "installation",
    "payment_reversed_fee": "returned_payment", "usage_overage": "data_overage",
    "equipment_charge": "equipment", "addon_added_or_trial_ended": "addon",
}  # fmt: skip
"""The charge each bill-change reason is about (``billing_sim.bot._charges`` keys)."""
# The reply says nothing is owed ("no debes nada", "no tienes deuda", "nada pendiente"): an
# amount stated as owed elsewhere in it contradicts it, in whichever clause it stands. Not a
# condition ("si no debes nada").
_NOTHING_OWED = re.compile(
    r"(?<!\w)(?<!\bsi )(?:no (?:le |nos |me )?(?:debes|debe|deben|tienes|tiene|tienen|hay|queda|"
    r"quedan|existe\w*|registra\w*)\s+(?:nada(?! (?:vencid|atrasad|en mora))|ning[uú]n\w*|"
    r"deudas?|saldos? pendientes?|"
    r"pendientes?|montos? pendientes?|facturas? pendientes?|nada pendiente)|"
    r"nada (?:pendiente|por pagar|que pagar|por cancelar)|sin deudas?\b|"
    r"(?:don'? ?t|do not|doesn'? ?t) owe (?:us )?(?:anything|a thing)|owe nothing|"
    r"nothing (?:is )?(?:due|owed|pending))(?!\w)"
)
# Words that name a bill-change reason no charge word names: the exchange rate, a promotion.
_REASON_WORDS = re.compile(
    r"(?<!\w)(?:(?P<exchange_rate_changed>tasa de cambio|tipo de cambio|bcv|cambiari[oa]|"
    r"exchange rate)|(?P<promo_expired>promoci[oó]n|promo|descuento|oferta|discount))(?!\w)"
)
# A charge named right after its amount ("Bs. 422,00 de recargo por mora").
_NAMED_AFTER = re.compile(
    r"^[\s,]*(?:de|del|d|por|x|en|por concepto de|of|in|for)\b[^\d.;:]{0,14}$"
)
# What a sum of money is called: the change of something ("subió", "la diferencia", "el
# aumento"; "suma", "más", "extra", "agrega" add to a bill without naming its whole), or a
# whole (the bill, its total, the monthly fee, the plan's price, what one pays or owes, what
# something "queda en" or "subió a"). A change is never the whole, a whole never the change.
_WHOLE_OR_CHANGE = re.compile(
    r"(?<!\w)(?:(?P<rise>sub(?:e|en|i[oó]|ieron|ido|ida)|aument\w*|increment\w*|alza|subida|"
    r"diferencia|variaci[oó]n|baj(?:a|an|[oó]|aron|ado|ada)|bajada|disminu\w*|reduc\w*|"
    r"reduj\w*|encarec\w*|abarat\w*|went up|went down|rose|fell|dropped|increase\w*|"
    r"decrease\w*|rise|difference)"
    r"|(?P<change>suma|sum[oó]|suman|sumaron|resta|rest[oó]|restan|agreg\w*|a[nñ]ad\w*|"
    r"descuent\w*|descont\w*|quit\w*|rebaj\w*|extra|adicional(?:es)?|de m[aá]s|m[aá]s|menos|"
    r"adds?|added|subtracts?|takes? off|more|less)"
    r"|(?P<balance>saldo|balance|deuda)"
    r"|(?P<whole>facturas?|recibos?|total|mensualidad(?:es)?|cuotas?|precio|monto|importe|"
    r"plan|tarifa|cuesta|cuestan|costo|coste|vale|valen|sale|salen|pagas|pagar|cobran?|ahora|"
    r"queda(?:r[aá])? en|qued[oó] en|pas[oó] a|bill|fee|price|balance|costs?|now|comes? to|"
    r"(?:la|el) (?:nuev[oa]|actual|anterior|viej[oa]|pasad[oa])|"  # "la nueva es de": a bill
    r"(?:antepen|pen)[uú]ltim[oa])"
    r")(?!\w)"
)
# A whole named as what a change is of ("el aumento de tu factura", "la diferencia entre tu
# factura y la anterior"): the change's complement, not what the figure is.
_OF_A_CHANGE = re.compile(
    r"(?<!\w)(?:de|del|entre|of|in)(?:\s+(?:tu|la|el|su|esta|esa|las|los|tus|your|the|this))?"
    r"\s+$"
)
# The words after a figure speak of it up to a comma, a colon or a bracket.
_STOP_AFTER = re.compile(
    r"[,:;()]|\s(?:y|e|pero|and|but)\s+(?=(?:tu|la|el|su|tus|las|los|your|the)\b)"
)
# "Subió a Bs. 3.376", "pasó a", "went up to": the level reached, a whole.
_RISEN_TO = re.compile(
    r"(?<!\w)(?:sub\w*|aument\w*|baj\w*|pas\w*|increas\w*|went (?:up|down)|rose|fell|dropped)"
    r"\s+(?:a|al|hasta|to)\s*(?:bs\.?|ves|usd)?\s*$"
)
# "Subió de Bs. 2.320", "pasó de", "went up from": the level it left, a whole.
_RISEN_FROM = re.compile(
    r"(?<!\w)(?:sub\w*|aument\w*|baj\w*|pas[oó]|increas\w*|went (?:up|down)|rose|fell|dropped)"
    r"\s+(?:de|desde|from)\s*(?:bs\.?|ves|usd)?\s*$"
)
# "... en Bs. 137,50" after a change ("encarece tu plan en", "aumentó en"): by how much.
_BY = re.compile(r"(?<!\w)(?:en|by)\s*$")
_RIGHT_AFTER_CHANGE = re.compile(
    r"\s*(?:de m[aá]s|m[aá]s|extra|adicionales?|more|de diferencia|de aumento)(?!\w)"
)
_CHANGES_OF_MONEY = frozenset({_K.DELTA, _K.REASON})
_WHOLES_OF_MONEY = frozenset({_K.INVOICE_TOTAL, _K.AMOUNT_DUE, _K.OVERDUE, _K.REMAINING, _K.PAID,
                              _K.CREDIT})  # fmt: skip
# Which bill words name: the older one or the newest one.
_WHICH_BILL = re.compile(
    r"(?<!\w)(?:(?P<next>pr[oó]xim[oa] (?:factura|recibo)|siguiente (?:factura|recibo)|"
    r"next (?:bill|invoice)|upcoming (?:bill|invoice))|"
    # counted back from the newest ("la penúltima"), or the months named before ("esta
    # última": the one named last, "la primera": the one named first)
    r"(?P<second>pen[uú]ltim[oa]|segund[oa] m[aá]s reciente|second (?:to )?last)|"
    r"(?P<third>antepen[uú]ltim[oa]|tercer[oa] m[aá]s reciente|third (?:to )?last)|"
    r"(?P<latter>est[ea] [uú]ltim[oa]|the latter)|"
    r"(?P<former>(?:la|el) primer[oa](?! (?:factura|recibo|vez|pago|mes))|the former)|"
    r"(?P<older>anterior|pasad[oa]|previ[oa]|de antes|viej[oa]|antigu[oa]|previous|"
    r"prior|last one|older|old one|before you|antes pagabas|pagabas)|"
    r"(?P<newer>now|actual|nuev[oa]|est[ea] (?:factura|recibo|mes)|"
    r"m[aá]s reciente|[uú]ltim[oa] (?:factura|recibo)|de ahora|current|latest|newest|"
    r"this (?:bill|one|invoice)|most recent|new one))(?!\w)"
)
_BILL_KINDS = frozenset({_K.INVOICE_TOTAL, _K.INVOICE_NUMBER, _K.PAID, _K.REMAINING,
                         _K.DUE_DATE, _K.PAID_ON, _K.DAYS_TO_DUE})  # fmt: skip
# What a count of bills is said to count.
_COUNT_QUALIFIERS = re.compile(
    r"(?<!\w)(?:(?P<paid>pagad[oa]s?|cancelad[oa]s?|saldad[oa]s?|abonad[oa]s?|"
    r"(?:pag|cancel|abon)(?:aste|amos|aron|ó)|paid|settled)|"
    r"(?P<overdue>vencid[oa]s?|en mora|atrasad[oa]s?|moros[oa]s?|overdue|past due)|"
    r"(?P<open>pendientes?|por pagar|sin pagar|por cancelar|sin cancelar|no pagad[oa]s|"
    r"abiert[oa]s?|impag[oa]s?|"
    r"debes|adeud\w*|unpaid|open|pending|outstanding|to pay|owe)|"
    r"(?P<all>en total|emitid[oa]s?|en tu cuenta|in total|issued|all your))(?!\w)"
)
# A bill line said to be new, gone, there before or unchanged.
_LINE_CHANGE = re.compile(
    r"(?<!\w)(?:(?P<kept>ya (?:estaba|ven[ií]a|aparec[ií]a|exist[ií]a|l[oa] ten[ií]as|"
    r"l[oa] pagabas)|ven[ií]a de antes|already|was there before)|"
    r"(?P<removed>se (?:elimin|quit|retir)\w*|eliminad[oa]|ya no (?:te )?\w+|desapareci\w*|"
    r"removed|no longer)|"
    r"(?P<unchanged>sigue (?:igual|en|siendo|costando)|se mantuvo|se mantiene|no cambi\w*|"
    r"no vari\w*|igual que|la misma|el mismo|unchanged|the same|didn\W?t change)|"
    r"(?P<new>nuev[oa]s?|se (?:agreg|a[nñ]ad|sum|incorpor)\w*|agregad[oa]|a[nñ]adid[oa]|"
    r"por primera vez|(?:antes )?no (?:estaba|aparec[ií]a|ten[ií]as|pagabas|exist[ií]a)|"
    r"new|added|first time))(?!\w)"
)
_LINE_CHANGE_OK = {
    "new": lambda change: change == "added",
    "kept": lambda change: change != "added",
    "removed": lambda change: change == "removed",
    "unchanged": lambda change: change == "unchanged",
}
# The exchange rate said as one: "tasa", "BCV", "por dólar", "exchange rate".
_RATE_SAID = re.compile(
    r"(?<!\w)(?:tasas?|cambio|bcv|d[oó]lar(?:es)?|usd|exchange|rate|cotizaci[oó]n|calcul\w*)"
    r"(?!\w)|\$"
)
# The rate said per another currency than the dollar ("105,50 Bs. por euro").
_PER_OTHER_CURRENCY = re.compile(
    r"\s*(?:bs\.?|bol[ií]vares)?\s*(?:por|per|/|el|cada)\s*(?:un |cada )?"
    r"(?:euros?|eur|€|pesos?|cop)(?!\w)",
    re.IGNORECASE,
)
# A sum of money said as the rate: "la tasa ... es de", "el dólar BCV estaba en".
_AS_THE_RATE = re.compile(
    r"(?<!\w)(?:tasa|d[oó]lar (?:bcv|oficial|est[aá]|estaba|qued[oó]|cerr[oó])|exchange rate)"
    r"(?!\w)(?:(?!suma|resta|sub|baj|aument|m[aá]s|menos)[^\d])*$"
)
_MONEY_WORD = re.compile(
    r"(?<!\w)(?:debes|adeud\w*|deudas?|saldo|pag(?:as|aste|aron|ó|ar|a)|abon\w*|cancel\w*|"
    r"monto|total|debt|balance|owed?|devolv\w*|reembols\w*|favor|cr[eé]dito|refund\w*|"
    r"importe|precio|cuesta|vale|sale en|cobr\w*|recargo|cargo|owe|pay|paid|costs?|amount)"
    r"(?!\w)"
)
_CODE_WORD = re.compile(
    r"(?<!\w)(?:n[uú]mero|nro|n\.?º|referencia|ref|c[oó]digo|control|#|number|reference|code)"
    r"(?!\w)|#|º"
)
_FAVOUR_AFTER = re.compile(r"\s*(?:a (?:tu |su )?favor|de m[aá]s|in your favou?r)(?!\w)")
_ONE_BILL_KINDS = frozenset({_K.INVOICE_TOTAL, _K.REMAINING, _K.PAID, _K.CHARGE, _K.DELTA})
# Several bills named as what one figure is of: "las dos facturas", "ambas", "entre las dos",
# "tus facturas de octubre y noviembre", "both bills".
_SEVERAL_BILLS = re.compile(
    r"(?<!\w)(?:entre (?:las|los|tus) (?:dos|2|tres|3)|ambas|ambos|both|juntas|juntos|together|"
    r"(?:las|los|tus|sus|the|your) (?:dos|2|tres|3|two|three) (?:facturas|recibos|bills|invoices)|"
    r"(?:facturas|recibos|bills) (?:de|of) [^\W\d]+ (?:y|and) )(?!\w)"
)
# One bill named as what the balance is ("tu factura es de", "la factura de octubre").
_ONE_BILL = re.compile(
    r"(?<!\w)(?:(?P<one>factura|recibo|bill|invoice)|(?P<several>facturas|recibos|bills|"
    r"invoices|saldo|balance|deuda|debes|owe))(?!\w)"
)
# A condition or what may come: "si no pagas", "quedarás en mora", "could be overdue".
_IF_OR_LATER = re.compile(
    r"(?<!\w)(?:si|if|cuando|when|para no|para evitar|to avoid|evit\w*|quedar[aá]s?|"
    r"pasar[aá]s?|estar[aá]s?|podr[ií]a\w*|puede\w*|will|would|could|may|might)(?!\w)"
)
# The account as a whole: nothing owed, up to date, overdue, owed.
_STANDING = re.compile(
    r"(?<!\w)(?:(?P<nothing_owed>solvente|libre de deudas?|todo (?:est[aá] )?pagado|"
    r"(?:cuenta|saldo) (?:est[aá] |qued[oó] )?(?:saldad[oa]|limpi[oa])|"
    r"(?:cuenta|saldo) (?:est[aá] )?en cero|paid up|all paid|all caught up|debt[- ]free|"
    r"owe nothing|nothing (?:to pay|owed)|all settled|settled up|fully paid)|"
    r"(?P<up_to_date>al d[ií]a|al corriente|up to date|nada (?:vencido|atrasado|en mora)|"
    r"todo (?:est[aá] )?en orden|in good standing|"
    r"nothing overdue)|"
    r"(?P<owed>(?:tienes|tiene|hay) (?:una |alguna )?deudas?(?: pendientes?)?|"
    r"(?:tienes|tiene|hay) (?:facturas?|recibos?) (?:por pagar|pendientes?|sin pagar)|"
    r"(?:saldo )?deudora?|you owe\b(?! \w)|unpaid bills?)|"
    r"(?P<overdue>en mora|atras(?:ad[oa]s?|os?)|retras(?:ad[oa]s?|os?)|moros[oa]s?|"
    r"in arrears|behind on|overdue|vencid[oa]s?))(?!\w)"
)
# Every bill named ("las dos facturas", "ambas", "todas tus facturas"): what is said of them.
_EVERY_BILL = re.compile(
    rf"{_SEVERAL_BILLS.pattern}|(?<!\w)(?:todas (?:tus |las )?(?:facturas|recibos)|"
    r"all (?:your |the )?(?:bills|invoices))(?!\w)"
)
# The customer's own account named: "tu", "tienes", "estás", "your", "you".
_OF_YOU = re.compile(
    r"(?<!\w)(?:tu|tus|te|ti|tienes|tiene|est[aá]s|est[aá]|usted|su|sus|debes|vas|llevas|"
    r"your|you|you'?re|hay)(?!\w)"
)
_STANDING_NEGATED = {"nothing owed": "owed", "up to date": "overdue", "overdue": "up to date",
                     "owed": "nothing owed"}  # fmt: skip
# A bill said paid or still to pay, with no figure.
_BILL_STATUS = re.compile(
    r"(?<!\w)(?:(?P<paid>pagad[oa]|cancelad[oa]|saldad[oa]|(?:qued[oó]|est[aá]) pag[oa]|"
    r"l[ao] pagaste|l[ao] cancelaste|"
    r"(?:is|was|has been|have been) paid|paid it|settled)|"
    r"(?P<open>pendiente de pago|sin pagar|por pagar|impag[oa]|unpaid|still open|outstanding|"
    r"not (?:yet )?paid))(?!\w)"
)
# Which way something went, said in words.
_WAY = re.compile(
    r"(?<!\w)(?:(?P<same>se mantuvo(?: igual)?|se mantiene|sigue igual|"
    r"(?:qued[oó]|est[aá]|vino) igual|es (?:la )?mism[oa]|lo mismo|no se movi[oó]|"
    r"no (?:hubo |tuvo )?cambi\w*|no vari\w*|sin cambios?|didn\W?t change|did not change|"
    r"unchanged|stayed the same)|"
    r"(?P<up>sub(?:e|en|i[oó]|ieron|ido)|aument\w*|increment\w*|m[aá]s car[oa]|encareci\w*|"
    r"went up|increased?|rose|higher|more expensive|pagas m[aá]s)|"
    r"(?P<down>baj(?:a|an|[oó]|aron|ado)|disminu\w*|reduj\w*|m[aá]s barat[oa]|abarat\w*|"
    r"m[aá]s econ[oó]mic[oa]|went down|decreased?|dropped|fell|lower|cheaper|pagas menos))"
    r"(?!\w)"
)
_WAY_BILL = re.compile(
    r"(?<!\w)(?:facturas?|recibos?|cuentas?|mensualidad|monto|total|bills?|invoices?|pagas)"
    r"(?!\w)"
)
_WAY_OTHER = re.compile(
    r"(?<!\w)(?:tasa|d[oó]lar(?:es)?|bcv|precios?|plan(?:es)?|tarifas?|promo\w*|descuentos?|"
    r"consumo|datos|gigas|velocidad|servicios?|internet|rate|price|dollar|speed|fees?)(?!\w)"
)
_LINE_WAYS = {"added": "up", "increased": "up", "decreased": "down", "removed": "down",
              "unchanged": "same"}  # fmt: skip
_WAY_HOLDS = {
    "up": lambda way: way == "up", "down": lambda way: way == "down",
    "same": lambda way: way == "same", "not up": lambda way: way != "up",
    "not down": lambda way: way != "down",
}  # fmt: skip
# A bill named as where something is ("en tu próxima factura", "a tu factura"), not as what
# the figure is.
_IN_THE_BILL = re.compile(
    r"(?<!\w)(?:(?:en|in|on)(?:\s+(?:tu|la|el|su|your|the|esta|next|pr[oó]xima|siguiente))*|"
    r"(?:a|to)(?:\s+(?:tu|la|su|your|the))(?:\s+(?:next|pr[oó]xima|siguiente))?)\s+$"
)
# The overdue said to be inside the figure ("incluido lo vencido", "también lo vencido").
_WITH_THE_OVERDUE = re.compile(
    r"(?<!\w)(?:incluid[oa]s?|incluyendo|tambi[eé]n|contando|con todo|junto con|sumado)"
    r"(?:\s+(?:\(|también|tambien|incluso|todo))*\s+(?:lo|la|las|los|el|tus?|tu factura)"
    r"(?:\s+(?:ya|que\s+ya))?\s*$"
)
_OVERDUE_SAID = re.compile(
    r"(?<!\w)(?:vencid[oa]s?|venci[oó]|vencieron|atrasad[oa]s?|en mora|overdue|past due)(?!\w)"
)
# The words right after a figure that say which way it went ("45,52 % más barata").
_WAY_RIGHT_AFTER = re.compile(
    r"\s*\)?\s*(?:de |en )?(?:(?P<down>m[aá]s barat[oa]|m[aá]s econ[oó]mic[oa]|menos|"
    r"de descuento|cheaper|less|lower|down)|(?P<up>m[aá]s car[oa]|de aumento|m[aá]s|"
    r"more expensive|dearer|more|higher|up))"
    r"(?!\w)"
)
# The service cut, suspended or reconnected: no day count of the facts is one.
_SERVICE_CUT = re.compile(
    r"(?<!\w)(?:cort\w*|suspend\w*|suspensi[oó]n|reconect\w*|desconect\w*|cut off|"
    r"disconnect\w*)(?!\w)"
)
_BILL_NOUN = re.compile(r"facturas?|recibos?|total|saldo|balance|deuda|pagas|pagar|bill|invoice")
# A promotion said to be still on or over: the reasons say which.
_PROMO_WORDS = re.compile(
    r"(?<!\w)(?:(?P<over>termin\w*|venci\w*|expir\w*|se acab\w*|ya no|perdiste|ended|expired|"
    r"no longer)|(?P<on>actual|vigente|sigue|todav[ií]a|a[uú]n|te aplica\w*|tienes|current|"
    r"still))(?!\w)"
)
_PROMO_STATE = {"promo_expired": "over", "promo_applied": "on"}
# What may stand between a figure (and its unit) and a word said of it: "de", "en", a space.
_ATTACHED = re.compile(r"\s*(?:(?:de|en|of|in)\s+)?")
_ORDINAL = re.compile(r"(?<=\d)(?:\.?[º°ª]|ro|ero)(?=\s+de\s)")
_FOLLOWING_REACH = 24  # characters after a figure where "ya está vencido" still speaks of it
_NAME = "{} named next to it"


def _value_of(token: Token) -> _Value | None:
    if token.kind in (Kind.AMOUNT, Kind.MINOR) and token.value is not None:
        return ("amount", abs(token.value), token.currency, None)
    if token.kind is Kind.DATE and token.date is not None:
        return ("date", *token.date)
    if token.kind is Kind.PERIOD and token.period is not None:
        return ("period", *token.period, None)
    if token.kind is Kind.IDENTIFIER:
        return ("id", token.digits, None, None)
    return ("literal", token.core, None, None)


def _read_value(text: str) -> _Value | None:
    tokens = [t for t in read(text).tokens if t.kind is not Kind.UNREADABLE]
    return _value_of(tokens[0]) if len(tokens) == 1 else None


def _same(a: _Value, b: _Value) -> bool:
    """Two values mean the same figure (a currency or a year left out agrees with any)."""
    if a[0] != b[0]:
        if {a[0], b[0]} == {"id", "amount"} or {a[0], b[0]} == {"literal", "amount"}:
            return _digits(a) == _digits(b)
        return False
    if a[0] == "amount":
        return a[1] == b[1] and (a[2] is None or b[2] is None or a[2] == b[2])
    if a[0] == "date":
        return a[2:] == b[2:] and (a[1] is None or b[1] is None or a[1] == b[1])
    return a == b


def _digits(value: _Value) -> str:
    if value[0] == "amount" and isinstance(value[1], Decimal):
        return str(value[1]) if value[1] == value[1].to_integral() else ""
    return str(value[1])


def _unit(text: str | None) -> str | None:
    if text is None:
        return None
    key = fold(text).replace(".", "").strip()
    return _UNIT_WORDS.get(key, text.upper())


def _subject_agrees(claim: Claim, fact: Fact) -> bool:
    if claim.subject is None:
        return True
    said = fold(claim.subject).strip()
    known = {fold(s).strip() for s in (fact.subject, fact.period) if s}
    return said in known or (fact.kind is _K.CHARGE and any(said in k for k in known))


def _binds(claim: Claim, fact: Fact, value: _Value) -> bool:
    if claim.fact is not fact.kind or not _subject_agrees(claim, fact):
        return False
    unit = _unit(claim.unit)
    if unit is not None and fact.unit is not None and unit != fact.unit:
        return False
    known = _read_value(fact.value)
    return known is not None and _same(value, known) and _currency_agrees(value, fact)


def _currency_agrees(value: _Value, fact: Fact) -> bool:
    if value[0] != "amount" or value[2] is None:
        return True
    return value[2] == fact.unit or (value[2] in _CURRENCIES and fact.unit is None)


@dataclass(frozen=True, slots=True)
class _Month:
    """A month the text names: a calendar month (``month``, maybe ``year``), or one
    counted from the month of the reply (``offset``: "el mes pasado" is -1)."""

    position: int
    month: int = 0
    year: int | None = None
    offset: int | None = None


@dataclass(frozen=True, slots=True)
class _Text:
    """The draft as the checks read it: normalized, with its figures and landmarks."""

    text: str
    lower: str
    masked: str  # lower case, figures and «quoted names» blanked out
    tokens: tuple[Token, ...]
    months: tuple[_Month, ...]
    names: tuple[tuple[int, int, str], ...]  # «quoted names»: start, end, inner text
    bases: tuple[tuple[int, int, int], ...] = ()  # a figure's start, its base phrase's span

    @classmethod
    def of(cls, text: str) -> _Text:
        reading = read(text)
        lower = reading.text.lower()
        chars = list(lower)
        for token in reading.tokens:
            chars[token.span[0] : token.span[1]] = " " * (token.span[1] - token.span[0])
        names = tuple((m.start(), m.end(), m.group()[1:-1]) for m in _QUOTED.finditer(lower))
        for start, end, _ in names:
            chars[start:end] = " " * (end - start)
        months = [
            _Month(t.span[0], t.period[1], t.period[0])
            for t in reading.tokens
            if t.kind is Kind.PERIOD and t.period is not None
        ]
        for found in _MONTH_ABBREVIATION.finditer("".join(chars)):
            months.append(_Month(found.start(), MONTH_ABBREVIATIONS[found.group(1)]))
            dot = found.start(2)
            if found.group(2) and not _SENTENCE_STARTS.match(reading.text, dot):
                # "oct. es de": the abbreviation's dot ends no clause, unless a sentence starts
                chars[dot] = " "
        masked = "".join(chars)
        masked = _HEDGE_WORDS.sub(lambda m: " " * len(m.group()), masked)
        months += [_Month(m.start(), MONTHS[m.group()]) for m in _MONTH_WORD.finditer(masked)]
        tokens, ranges = _regrouped(reading.text, reading.tokens)
        months += ranges
        months += [
            _Month(m.start(), offset=_OFFSETS[str(m.lastgroup)])
            for m in _RELATIVE_MONTHS.finditer(masked)
        ]
        ordered = tuple(sorted(months, key=lambda m: m.position))
        bases = tuple(_bases(masked, tokens))
        return cls(reading.text, lower, masked, tokens, ordered, names, bases)

    def bounds(self, at: int, ends: re.Pattern[str]) -> tuple[int, int]:
        start = max((m.end() for m in ends.finditer(self.masked, 0, at)), default=0)
        found = ends.search(self.masked, at)
        return start, found.start() if found else len(self.masked)

    def inside_name(self, token: Token) -> bool:
        return any(s <= token.span[0] and token.span[1] <= e for s, e, _ in self.names)

    def base_of(self, token: Token) -> tuple[int, int] | None:
        """The span of what the figure is compared with or a share of, when it names one."""
        return next(((s, e) for at, s, e in self.bases if at == token.span[0]), None)

    def in_a_base(self, position: int) -> bool:
        return any(s <= position < e for _, s, e in self.bases)


# A list's item number at the start of a line ("1) noviembre…", "2. octubre…"): no figure.
_ENUMERATOR_BEFORE = re.compile(r"(?:^|\n)[ \t•*·-]*$")
_ENUMERATOR_AFTER = re.compile(r"[).:-]\s")
# A bill's whole period said as a range ("del 1 al 30 de noviembre de 2026", "desde el 1 de
# octubre hasta el 31 de octubre"): the month, no figure.
_RANGE_BETWEEN = re.compile(r"\s+(?:al?|hasta(?: el)?|-|\u2013)\s+$")
# Cents said in words after an amount in words ("… bolívares con veintiséis céntimos").
_CENTS_BETWEEN = re.compile(r"\s+con\s+$")
_CENTS_AFTER = re.compile(r"\s+(?:c[eé]ntimos?|centavos?|cts?\.?)(?!\w)", re.IGNORECASE)


def _regrouped(text: str, tokens: Sequence[Token]) -> tuple[tuple[Token, ...], list[_Month]]:
    """The figures as the checks read them: a list's item numbers left out, a bill's whole
    period said as a range read as its month, cents in words joined to their amount."""
    kept: list[Token] = []
    months: list[_Month] = []
    for token in tokens:
        value = token.value
        if (
            token.kind is Kind.AMOUNT
            and token.currency is None
            and value is not None
            and value == int(value)
            and 0 < value <= 20
            and _ENUMERATOR_BEFORE.search(text, 0, token.span[0])
            and _ENUMERATOR_AFTER.match(text, token.span[1])
        ):
            continue
        first = kept[-1] if kept else None
        between = text[first.span[1] : token.span[0]] if first else ""
        if first is not None and _whole_month(first, token) and _RANGE_BETWEEN.search(between):
            assert token.date is not None
            kept.pop()
            months.append(_Month(first.span[0], token.date[1], token.date[0]))
            continue
        cents = _CENTS_AFTER.match(text, token.span[1])
        if (
            first is not None
            and cents is not None
            and first.currency is not None
            and first.value is not None
            and value is not None
            and token.currency is None
            and value == int(value)
            and 0 < value < 100
            and _CENTS_BETWEEN.search(between)
        ):
            joined = first.value + value / 100 if first.value >= 0 else first.value - value / 100
            end = cents.end()
            kept[-1] = replace(first, value=joined, text=text[first.span[0] : end],
                               span=(first.span[0], end))  # fmt: skip
            continue
        kept.append(token)
    return tuple(kept), months


def _whole_month(first: Token, last: Token) -> bool:
    """Whether ``first`` and ``last`` are a month's first and last days ("1" or "1 de
    octubre", and "31 de octubre de 2026")."""
    if last.kind is not Kind.DATE or last.date is None:
        return False
    year, month, day = last.date
    following = date(year or 2000, month, 28) + timedelta(days=4)
    if day != (following - timedelta(days=following.day)).day:
        return False
    if first.kind is Kind.DATE and first.date is not None:
        return first.date[1:] == (month, 1)
    return first.kind is Kind.AMOUNT and first.currency is None and first.value == 1


def _bases(masked: str, tokens: Sequence[Token]) -> Iterable[tuple[int, int, int]]:
    """Where an amount is compared with something ("1.056,00 respecto a octubre", "45,52 %
    más que la anterior") or a percentage is a share of something ("45,52 % de la factura
    anterior"): each figure's start and the span of that base, up to the next figure or the
    clause's end."""
    figures = [t for t in tokens if t.kind is not Kind.PERIOD]  # a month may be the base
    for token, following in itertools.zip_longest(figures, figures[1:]):
        if token is None or token.kind is not Kind.AMOUNT:
            continue
        stop = following.span[0] if following is not None else len(masked)
        end = _CLAUSE_END.search(masked, token.span[1], stop)
        stop = min(stop, end.start() if end else stop, token.span[1] + 48)
        base = _COMPARED.match(masked, token.span[1], stop)
        if base is None and token.currency == "%":
            base = _SHARE_OF.match(masked, token.span[1], stop)
        if base is not None:
            yield token.span[0], base.end(), stop


# "… y" right before a figure that has a month of its own after it: a new subject.
_AND_THEN = re.compile(r"(?<!\w)(?:y|e|and)\s*$")


def _nearest_month(doc: _Text, token: Token) -> _Month | None:
    """The month named in the figure's clause: the nearest before it, else the first after;
    not a month a figure is compared with ("respecto a octubre": ``_base_month``)."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    previous = [t.span[1] for t in doc.tokens if start <= t.span[0] and t.span[1] <= token.span[0]
                and t.kind in _FIGURES]  # fmt: skip
    if previous:  # "fue de Bs. 2.320 en octubre: subió Bs. 1.056": the month is the other's
        stops = list(_STOP_AFTER.finditer(doc.masked, previous[-1], token.span[0]))
        start = stops[-1].end() if stops else start
    months = [m for m in doc.months if not doc.in_a_base(m.position)]
    before = [m for m in months if start <= m.position < token.span[0]]
    following = [t.span[0] for t in doc.tokens if t.span[0] >= token.span[1] and t.kind in _FIGURES]
    end = min([end, *following])  # a month after the next figure is that figure's
    after = [m for m in months if token.span[1] <= m.position < end]
    if before and after and previous and _AND_THEN.search(doc.masked, start, token.span[0]):
        return after[0]  # "Bs. 9.337,96 es la de noviembre y Bs. 5.961,96 la de octubre"
    return before[-1] if before else (after[0] if after else None)


def _marker(doc: _Text, token: Token, pattern: re.Pattern[str]) -> str | None:
    """The nearest marker before the figure in its clause, else one just after it; a
    negated one before it is "not" that ("no subió", "no está pagada")."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    before = list(pattern.finditer(doc.masked, start, token.span[0]))
    if before:
        negated = _NEGATED.search(doc.masked, start, before[-1].start())
        return f"not {before[-1].lastgroup}" if negated else before[-1].lastgroup
    after = pattern.search(doc.masked, token.span[1], min(end, token.span[1] + _FOLLOWING_REACH))
    return after.lastgroup if after else None


def _sign(doc: _Text, token: Token) -> str | None:
    """Owed, in favour, paid or overcharged, as the words nearest the figure say; negated:
    "no vemos pagos" is owed, "no debes" not owed, "no tienes saldo a favor" not in favour."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    before = list(_SIGN_MARKERS.finditer(doc.masked, start, token.span[0]))
    unit = _AFTER.match(doc.lower, token.span[1])
    right = unit.end() if unit else token.span[1]
    attached = _ATTACHED.match(doc.masked, right, end)
    marker = _SIGN_MARKERS.match(doc.masked, attached.end(), end) if attached else None
    refund = [m for m in before if m.lastgroup == "refund"]
    if marker is not None:
        found = marker  # "Bs. 2.376 a tu favor", "Bs. 1.000 de crédito": said of it first
    elif refund:
        found = refund[-1]  # "te devolvimos un pago de Bs. 527,50": the refund is the news
    elif before:
        found = before[-1]
    else:
        reach = min(end, token.span[1] + _FOLLOWING_REACH)
        after = _SIGN_MARKERS.search(doc.masked, token.span[1], reach)
        if after is None:
            return None
        found = after
    if _NEGATED.search(doc.masked, start, found.start()):
        negated = {
            "paid": "owed",
            "owed": "not owed",
            "favour": "not in favour",
            "uptodate": "owed",
            "overcharged": "not overcharged",  # "no podemos exonerar la mora": no claim
        }
        return negated.get(str(found.lastgroup), found.lastgroup)
    return found.lastgroup


def _favour_attached(doc: _Text, token: Token) -> bool:
    """Whether "a tu favor", a refund or a credit is said of the figure itself, right
    before it ("Reembolso a tu favor: Bs. 527,50") or right after it ("Bs. 527,50 a tu
    favor"), not of something else its clause tells ("el crédito que tuviste: suma…")."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    unit = _AFTER.match(doc.lower, token.span[1])
    right = unit.end() if unit else token.span[1]
    attached = _ATTACHED.match(doc.masked, right, end)
    after = _SIGN_MARKERS.match(doc.masked, attached.end(), end) if attached else None
    before = [m for m in _SIGN_MARKERS.finditer(doc.masked, start, token.span[0])
              if re.fullmatch(r"[\s:,(\-]*", doc.masked[m.end() : token.span[0]])]  # fmt: skip
    return any(m.lastgroup == "favour" for m in [*before, *([after] if after else [])])


def _data_marker(doc: _Text, token: Token) -> str | None:
    """What an amount of data is called: "de más"/"disponibles" right after it, else the
    nearest word since the figure before it, else the first before the figure after it."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    following = min((t.span[0] for t in doc.tokens if t.span[0] >= token.span[1]), default=end)
    unit = _AFTER.match(doc.lower, token.span[1])
    right = unit.end() if unit else token.span[1]
    skip = _ATTACHED.match(doc.masked, right, min(end, following))
    attached = _DATA_MARKERS.match(doc.masked, right + 1, min(end, following)) or (
        _DATA_MARKERS.match(doc.masked, skip.end(), min(end, following)) if skip else None
    )
    if attached and doc.masked[right].isspace() and attached.lastgroup in ("overage", "left"):
        return attached.lastgroup
    for other in doc.tokens:
        if start <= other.span[0] and other.span[1] <= token.span[0]:
            start = other.span[1]
    after = _DATA_MARKERS.search(doc.masked, token.span[1], min(end, following))
    if after and _PARTITIVE.search(doc.masked, start, token.span[0]):
        return after.lastgroup  # "120 GB usados de los 300 GB que incluye tu plan"
    before = list(_DATA_MARKERS.finditer(doc.masked, start, token.span[0]))
    if before:
        return before[-1].lastgroup
    return after.lastgroup if after else None


def _whole_or_change(doc: _Text, token: Token) -> str | None:
    """Whether a sum of money is said as a whole (``whole``: the bill, the fee, what one
    pays, what a bill "subió a") or as a change (``rise``: "subió", "la diferencia";
    ``change``: "suma", "más", "extra", or a sign); ``None`` when nothing says."""
    start, end = _since_figure(doc, token)
    left = doc.masked[start : token.span[0]]
    if _RISEN_TO.search(left) or _RISEN_FROM.search(left):
        return "whole"
    if token.signed or _RIGHT_AFTER_CHANGE.match(doc.masked, token.span[1], end):
        return "change"
    found = list(_WHOLE_OR_CHANGE.finditer(doc.masked, start, token.span[0]))
    changes = [m for m in found if m.lastgroup in ("rise", "change")]
    if changes and _BY.search(left):
        return str(changes[-1].lastgroup)
    for marker in reversed(found):
        if marker.lastgroup in ("whole", "balance") and _OF_A_CHANGE.search(
            doc.masked, start, marker.start()
        ):
            continue  # "el aumento de tu factura", "el recargo de la factura anterior"
        return str(marker.lastgroup)
    stop = _STOP_AFTER.search(doc.masked, token.span[1], min(end, token.span[1] + 30))
    following = [t.span[0] for t in doc.tokens if t.span[0] >= token.span[1]]
    reach = min([stop.start() if stop else end, token.span[1] + 30, *following[:1]])
    after = _WHOLE_OR_CHANGE.search(doc.masked, token.span[1], reach)
    return str(after.lastgroup) if after else None


def _as_code(doc: _Text, token: Token) -> bool:
    """Whether the figure is part of a link or is named a code, a number or a clock time."""
    if any(m.start() <= token.span[0] < m.end() for m in _LINK.finditer(doc.lower)):
        return True
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    return _AS_CODE.search(doc.masked, start, token.span[0]) is not None


def _denied(doc: _Text, token: Token) -> bool:
    """Whether a negation just before the figure denies it (the sign words, which say what
    a negation means for money, are read by ``_sign``)."""
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    found = _DENIED.search(doc.masked, start, token.span[0])
    return found is not None and not _SIGN_MARKERS.search(found.group())


def _unit_after(doc: _Text, token: Token) -> str | None:
    if token.currency is not None:
        return token.currency
    found = _AFTER.match(doc.lower, token.span[1])
    return _unit(found.group(1)) if found else _currency_before(doc, token)


def _currency_before(doc: _Text, token: Token) -> str | None:
    """The currency named last before the figure since its clause or the figure before it
    began (that figure's own unit left out)."""
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    for other in doc.tokens:
        if start <= other.span[0] and other.span[1] <= token.span[0]:
            # a month has no unit: "de noviembre en dólares" names the figure's currency
            unit = None if other.kind is Kind.PERIOD else _AFTER.match(doc.lower, other.span[1])
            start = unit.end() if unit else other.span[1]
    named = [
        m for m in _CURRENCY_BEFORE.finditer(doc.masked, start, token.span[0])
        if not _PAYING_IN.search(doc.masked, start, m.start())
    ]  # fmt: skip
    return _unit(named[-1].group(1)) if named else None


def _charge_before(doc: _Text, token: Token) -> str | None:
    """The charge named right after the figure ("Bs. 422 de recargo por mora"), else the one
    named last before it in its clause: a «quoted name», a charge's word, the plan or the
    month's fee."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    after = fold(doc.masked[token.span[1] : min(end, token.span[1] + 40)])
    found = min(_named_in(after), default=None)
    if found is not None and _NAMED_AFTER.match(after[: found[0]]):
        return found[1]
    named = [(s, inner) for s, _, inner in doc.names if start <= s < token.span[0]]
    clause = fold(doc.masked[start : token.span[0]])
    named += [(start + at, word) for at, word in _named_in(clause)]
    return max(named)[1] if named else None


def _named_in(text: str) -> list[tuple[int, str]]:
    """Where ``text`` (folded) names a charge, the plan or the month's fee, and the words."""
    found = [(m.start(), m.group()) for m in _CHARGE_WORD.finditer(text)]
    return found + [
        (m.start(), m.group())
        for m in _PLAN_WORD.finditer(text)
        if not _NOT_THE_PLANS.search(text, 0, m.start())
    ]


def _family(name: str) -> str | None:
    """What a charge's name or a line's description is: a charge's key (``_charges``), the
    plan (``plan``), the month's fee (``monthly``), or ``None``."""
    folded = fold(name)
    word = _CHARGE_WORD.search(folded)
    if word is not None:
        return next((c.key for c in CHARGES if word.group() in c.words), None)
    plan = _PLAN_WORD.search(folded)
    return plan.lastgroup if plan is not None else None


def _misnamed(said: str, fact: Fact) -> str | None:
    """Why the money ``fact`` is not what ``said`` names, or ``None`` when it is."""
    family = _family(said)
    named = f"«{said}» is named next to it"
    if family in _PLAN_FAMILIES:
        if fact.kind is _K.CHARGE:
            plan = _family(fact.subject or "") == "plan"
        elif fact.kind is _K.REASON:
            plan = fact.subject in _PLAN_REASONS
        else:
            plan = family == "monthly" and fact.kind in _MONTHLY_KINDS
        of = f" of {fact.subject}" if fact.subject else ""
        return None if plan else f"{named}, the fact is {fact.kind.value}{of}"
    if fact.kind in _NOT_CHARGES:
        return f"{named}, the fact is {fact.kind.value}"
    if fact.kind is _K.CHARGE and not _names(said, fact):
        return f"{named}, the charge is {fact.subject}"
    if fact.kind is _K.REASON and family not in (None, _REASON_CHARGES.get(fact.subject or "")):
        return f"{named}, the reason is {fact.subject}"
    return None


def _reason_before(doc: _Text, token: Token) -> str | None:
    """The bill-change reason a word names last before the figure in its clause."""
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    words = list(_REASON_WORDS.finditer(doc.masked, start, token.span[0]))
    charges = list(_CHARGE_WORD.finditer(fold(doc.masked[start : token.span[0]])))
    if not words or (charges and start + charges[-1].start() > words[-1].start()):
        return None  # a charge named after the reason's word is what the figure is
    return words[-1].lastgroup


def _reason_family(subject: str | None) -> str | None:
    """Which of the reasons ``_REASON_WORDS`` names ``subject`` is, if either."""
    said = subject or ""
    if "exchange" in said:
        return "exchange_rate_changed"
    return "promo_expired" if "promo" in said or "discount" in said else None


def _passed(fact: Fact) -> str:
    return "has passed" if fact.passed else "has not passed"


def _due_side(doc: _Text, token: Token) -> str | None:
    """Which side of today the figure is said to be on, ``past`` or ``ahead``: the words
    right after it ("5 días de atraso", "5 days left"), else right before it ("hace 5 días",
    "faltan 5"), else the nearest in its clause ("venció el 25", "vence el 25")."""
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    after = _SIDE_JUST_AFTER.match(doc.masked, token.span[1])
    if after is not None:
        return after.lastgroup
    before = _SIDE_JUST_BEFORE.search(doc.masked, start, token.span[0])
    if before is not None:
        return before.lastgroup
    return _SIDES.get(_marker(doc, token, _SIDE) or "")


def _relative_days(doc: _Text, facts: Sequence[Fact]) -> Iterable[ClaimFailure]:
    """A day counted from today in words and said of the due date ("vence mañana", "venció
    ayer") must be the days to a due date the facts give, with its side."""
    days = {-int(f.value) if f.passed else int(f.value)
            for f in facts if f.kind is _K.DAYS_TO_DUE and f.passed is not None}  # fmt: skip
    for found in _RELATIVE_DAY.finditer(doc.masked):
        start, end = doc.bounds(found.start(), _CLAUSE_END)
        left = doc.masked[max(start, found.start() - 48) : found.start()]
        right = doc.masked[found.end() : min(end, found.end() + 48)]
        if _PAYING_ON.search(left):
            continue  # "si pagas hoy": a day to pay on, not the due date
        if not (_DUE_BEFORE_DAY.search(left) or _DUE_AFTER_DAY.match(right)):
            continue
        offset = _DAY_OFFSETS[str(found.lastgroup)]
        if not days:
            yield ClaimFailure(found.group(), "no fact gives the days from today to the due date")
        elif offset not in days:
            actual = ", ".join(str(d) for d in sorted(days))
            yield ClaimFailure(
                found.group(), f"it is {offset} day(s) from today, the due date is {actual}"
            )


def _wrong_base(doc: _Text, token: Token, fact: Fact, now: frozenset[int]) -> str | None:
    """Why the base the figure is compared with is not the bill its change is measured
    from (``fact.since``), or ``None``: a month named there must be that bill's ("respecto
    a octubre", "más que el mes pasado"), words for the older bill pass ("la anterior"),
    the newer bill or its total do not ("del total", "que esta factura")."""
    base = doc.base_of(token)
    if base is None or fact.since is None:
        return None
    months = [m for m in doc.months if base[0] <= m.position < base[1]]
    if months:
        said, since = months[0], _index(fact.since)
        if said.offset is not None:
            right = since - said.offset in now
        else:
            right = said.month == since % 12 + 1 and said.year in (None, since // 12)
        return None if right else f"the month it is compared with is not {fact.since}"
    phrase = doc.masked[base[0] : base[1]]
    if not _OLDER.search(phrase) and (_NEWER.search(phrase) or _OF_BILL.search(phrase)):
        return f"it is compared with the newer bill, the change is over {fact.since}"
    share = _SHARE_OF.fullmatch(doc.masked, token.span[1], base[0]) and token.currency == "%"
    if share and _A_THING.match(phrase) and not _OLDER.search(phrase):
        return f"it is said as a share of something else, the change is over {fact.since}"
    return None


def _percent_of(doc: _Text, token: Token) -> tuple[str, str] | None:
    """What a percentage is said to be of: named right after it ("45,52 % de recargo"), else
    the nearest before it in its clause; ``("line", name)`` for a charge, the plan or a
    «quoted name», ``("bill", word)`` or ``("other", word)`` (the rate, a promotion...)."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    after = fold(doc.masked[token.span[1] : min(end, token.span[1] + 40)])
    following = min(_said_of(after), default=None)
    if following is not None and _NAMED_AFTER.match(after[: following[0]]):
        return following[1], following[2]
    named = [(s, "line", inner) for s, _, inner in doc.names if start <= s < token.span[0]]
    clause = fold(doc.masked[start : token.span[0]])
    named += [(start + at, what, word) for at, what, word in _said_of(clause)]
    if not named:
        return None
    _, what, word = max(named)
    return what, word


def _said_of(text: str) -> list[tuple[int, str, str]]:
    found = [(at, "line", word) for at, word in _named_in(text)]
    found += [(m.start(), "bill", m.group()) for m in _OF_BILL.finditer(text)]
    return found + [(m.start(), "other", m.group()) for m in _OF_OTHER.finditer(text)]


def _line_pct_disagreement(doc: _Text, token: Token, fact: Fact) -> str | None:
    """Why a percentage is not the change of the line ``fact`` is of: the bill, another
    charge or nothing named with it (in its clause, else in the sentence before: "pasó de
    Bs. 320 a Bs. 422. Es un aumento del 31,88 %"), or no change said."""
    of = _percent_of(doc, token) or _named_before(doc, token)
    if of is None:
        return f"no charge is named with it, the change in percent is of {fact.subject}"
    what, said = of
    family, own = _family(said), _family(fact.subject or "")
    plan = own == "plan" and family in _PLAN_FAMILIES
    if what != "line" or not (_names(said, fact) or plan or (family and family == own)):
        return f"«{said}» is named next to it, the change in percent is of {fact.subject}"
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    if not _CHANGE_SAID.search(doc.masked, start, end):
        return f"no change is said of it, the fact is the change in percent of {fact.subject}"
    return None


def _named_before(doc: _Text, token: Token) -> tuple[str, str] | None:
    """What the sentence before the figure's clause last names: a line, the bill or other."""
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    if start == 0:
        return None
    begin, _ = doc.bounds(max(0, start - 2), _SENTENCE_END)
    named = [(s, "line", inner) for s, _, inner in doc.names if begin <= s < start]
    named += [(begin + at, w, word) for at, w, word in _said_of(fold(doc.masked[begin:start]))]
    if not named:
        return None
    _, what, word = max(named)
    return what, word


def _rate_disagreement(doc: _Text, token: Token, fact: Fact) -> str | None:
    """Why a percentage is not the rate of the line ``fact`` is: another charge, the bill or
    nothing named with it, or the rate said to move."""
    of = _percent_of(doc, token)
    if of is None:
        return f"no charge is named with it, the rate is of {fact.subject}"
    what, said = of
    family = _family(said)
    same = _names(said, fact) or (family is not None and family == _family(fact.subject or ""))
    if what != "line" or not same:
        return f"«{said}» is named next to it, the rate is of {fact.subject}"
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    if _RATE_MOVES.search(doc.masked, start, min(end, token.span[1] + 12)):
        return f"it is said to change, the fact is the rate of {fact.subject}"
    return None


def _disagreement(
    doc: _Text, token: Token, fact: Fact, now: frozenset[int], sheet: Sequence[Fact] = ()
) -> str | None:
    """Why the words around ``token`` do not state ``fact``, or ``None`` when they do.

    ``now``: the months (``_index``) the reply may be written in, for "este mes" and "el mes
    pasado" (a reason's own wording says "del mes pasado" of the bill it explains).
    """
    month = _nearest_month(doc, token)
    if month is not None and fact.since is not None and _compared_before(doc, month):
        if not _is_month(month, fact.since, now):
            return f"the month it is compared with is not {fact.since}"
        month = None
    if month is not None and fact.period is not None:
        year, number = (int(part) for part in fact.period.split("-"))
        if month.offset is not None:
            if fact.kind is not _K.REASON and _index(fact.period) - month.offset not in now:
                return f"the month named next to it, counted from this one, is not {fact.period}"
        elif month.month != number or (month.year is not None and month.year != year):
            return f"the month named next to it is not {fact.period}"
    if month is not None and fact.period is None and fact.kind is _K.DUE_DATE:
        # the balance's oldest due date has no bill: a bill falls due in its own month (the
        # contract's cycle: issued on the 1st, due on the 25th), so only that month is it
        due = _day(fact.value)
        wrong_year = month.year is not None and month.year != due.year
        if month.offset is not None or month.month != due.month or wrong_year:
            return f"a bill's month is named next to it, the day falls due in {fact.value[:7]}"
    if (
        month is not None
        and fact.period is None
        and fact.kind in MONEY_KINDS - {_K.CREDIT}
        and _not_billed_yet(month, now, sheet)
    ):
        return "a month not billed yet is named next to it, no fact is of a bill to come"
    unit = _unit_after(doc, token)
    named = _currency_before(doc, token) if token.currency in _CURRENCIES else None
    if named in _CURRENCIES and named != token.currency and fact.kind is not _K.EXCHANGE_RATE:
        return f"it is said in {named}, the figure is in {token.currency}"
    if unit in _CURRENCIES and fact.unit != unit and fact.kind is not _K.EXCHANGE_RATE:
        return f"{unit} is named next to it, the fact is in {fact.unit}"
    if unit in _FOREIGN_UNITS:
        return f"{unit} are named next to it, no fact is in {unit}"
    if unit == "GB" and fact.kind not in DATA_KINDS:
        return "GB are named next to it"
    if unit == "%" and fact.unit != "%":
        return "a percentage is named next to it"
    if unit == "days" and fact.kind is not _K.DAYS_TO_DUE:
        return "days are named next to it"
    if unit == "count" and fact.kind not in COUNT_KINDS - {_K.DAYS_TO_DUE}:
        return "a number of bills is named next to it"
    if fact.kind not in _CODE_KINDS and _as_code(doc, token):
        return f"it is given as a code, a number to dial or a time, the fact is {fact.kind.value}"
    if _denied(doc, token):
        return "the words before it deny it"
    if fact.kind in DATA_KINDS:
        called = _data_marker(doc, token)
        if called is not None and _DATA_FOR[called] is not fact.kind:
            return f"it is called data {called}, the fact is {fact.kind.value}"
    if fact.kind in (_K.OVERAGE, _K.OVERAGE_CHARGE):
        start, end = doc.bounds(token.span[0], _CLAUSE_END)
        free = _FREE.search(doc.masked, start, end)
        if free is not None and not _NEGATED.search(doc.masked, start, free.start()):
            return f"it is said to be included or free, the fact is {fact.kind.value}"
    if fact.kind is _K.PAID_ON:
        start, _ = doc.bounds(token.span[0], _CLAUSE_END)
        if _WILL_BE.search(doc.masked, start, token.span[0]):
            return "it is said to be still to come, the fact is the day a payment was made"
        late = _on_time_disagreement(doc, token, fact, sheet)
        if late is not None:
            return late
    if fact.kind in MONEY_KINDS:
        moved = _from_or_to(doc, token, fact, sheet)
        if moved is not None:
            return moved
        called = _whole_or_change(doc, token)
        if called in ("whole", "balance") and fact.kind in _CHANGES_OF_MONEY:
            return f"it is said as a whole amount, the fact is a change ({fact.kind.value})"
        if called == "rise" and fact.kind in _WHOLES_OF_MONEY:
            return f"it is said as a change, the fact is {fact.kind.value}"
        sign = _sign(doc, token)
        told = _money_told_wrong(doc, token, fact, sheet, sign, called)
        if told is not None:
            return told
        allowed = _ALLOWED_FOR_SIGN.get(sign or "")
        if allowed is not None and fact.kind not in allowed:
            return f"it is called {sign}, the fact is {fact.kind.value}"
        if fact.direction == "up" and fact.kind is not _K.CREDIT and _favour_attached(doc, token):
            return f"it is called in your favour, the {fact.kind.value} adds to the bill"
        if fact.kind is _K.OVERDUE:
            start, end = doc.bounds(token.span[0], _SENTENCE_END)
            on_top = _ON_TOP.search(doc.masked, start, end)
            part_of = _PART_OF.search(doc.masked, start, end)  # "además, de ese monto…"
            if on_top and not part_of and not _NEGATED.search(doc.masked, start, on_top.start()):
                return "it is said on top of the balance, the overdue part is inside it"
        if fact.kind is _K.CREDIT:
            start, end = doc.bounds(token.span[0], _SENTENCE_END)
            bank = _TO_THE_BANK.search(doc.masked, start, end)
            if bank and not _NEGATED.search(doc.masked, start, bank.start()):
                return "it is said to be refunded to the bank, a credit goes to the next bills"
            covers = _COVERS.search(doc.masked, start, end)
            if covers and not _NEGATED.search(doc.masked, start, covers.start()):
                return "it is said to cover a bill not issued yet, whose amount no fact knows"
        charge = _charge_before(doc, token)
        misnamed = _misnamed(charge, fact) if charge is not None else None
        if misnamed is not None:
            return misnamed
        if _family(fact.subject or "") == "late_fee" or fact.subject == "late_fee":
            start, end = doc.bounds(token.span[0], _SENTENCE_END)
            if _LATE_THIS_BILL.search(doc.masked, start, end):
                return "it is said to be for paying this bill late, it is for the previous one"
        if _ONE_OFF.get(str(fact.subject)) or _family(fact.subject or "") in _ONE_OFF.values():
            start, end = doc.bounds(token.span[0], _SENTENCE_END)
            again = _RECURS.search(doc.masked, start, end)
            if again and not _NEGATED.search(doc.masked, start, again.start()):
                return "it is said to come back, the charge is a one-off"
        if "igtf" in (fact.subject or "").lower():
            start, end = doc.bounds(token.span[0], _SENTENCE_END)
            if _PAID_IN_BOLIVARES.search(doc.masked, start, end):
                return "it is said of a payment in bolívares, the IGTF is on foreign currency"
        reason = _reason_before(doc, token) if fact.kind is _K.REASON else None
        if reason is not None and _reason_family(fact.subject) not in (None, reason):
            return f"the {reason} is named next to it, the reason is {fact.subject}"
        if sign == "not owed" and fact.kind is _K.INVOICE_TOTAL and fact.settled is False:
            return f"it is called not owed, the bill of {fact.period} is not paid"
        if sign == "owed" and fact.kind is _K.INVOICE_TOTAL and fact.settled is True:
            return f"it is called owed, the bill of {fact.period} is paid"
        if sign == "paid" and fact.kind is _K.INVOICE_TOTAL and fact.settled is False:
            return f"it is called paid, the bill of {fact.period} is not paid"
    paid_bill = fact.kind is _K.DUE_DATE and any(
        f.kind is _K.INVOICE_TOTAL and f.period == fact.period and f.settled for f in sheet
    )  # a paid bill's due date in the past tense ("vencía", "was due") is no overdue claim
    if fact.passed is not None and not (paid_bill and fact.passed is False):
        side = _due_side(doc, token)
        if side is not None and (side == "past") != fact.passed:
            said = "gone by" if side == "past" else "still to come"
            return f"it is said to be {said}, the due date {_passed(fact)}"
    if fact.since is not None:
        base = _wrong_base(doc, token, fact, now)
        if base is not None:
            return base
    if fact.kind is _K.DELTA_PCT:
        start, end = doc.bounds(token.span[0], _CLAUSE_END)
        if _SAME_AS.search(doc.masked, token.span[1], min(end, token.span[1] + 24)):
            return "it is said to be as much as another change, the fact is the bill's"
        of = _percent_of(doc, token)
        if of is not None and of[0] != "bill" and _family(of[1]) != "monthly":
            return f"«{of[1]}» is named next to it, the change in percent is the bill's"
        start, end = doc.bounds(token.span[0], _CLAUSE_END)
        if not _CHANGE_SAID.search(doc.masked, start, end):
            return "no change is said of it, the fact is the bill's change in percent"
    if fact.kind is _K.CHARGE_CHANGE_PCT:
        moved = _line_pct_disagreement(doc, token, fact)
        if moved is not None:
            return moved
    if fact.kind is _K.EXCHANGE_RATE and _PER_OTHER_CURRENCY.match(doc.masked, token.span[1]):
        return "it is said per another currency, the rate is bolívares per dollar"
    if fact.kind is _K.CHARGE_RATE:
        rate = _rate_disagreement(doc, token, fact)
        if rate is not None:
            return rate
    if fact.direction is not None:
        right_after = _WAY_RIGHT_AFTER.match(doc.masked, token.span[1])
        way = right_after.lastgroup if right_after else _marker(doc, token, _DIRECTION_MARKERS)
        if way is not None and way != fact.direction:
            return f"it is said to go {way}, the change is {fact.direction}"
    if fact.kind in DATE_KINDS:
        as_of = _AS_OF.search(doc.masked, 0, token.span[0]) is not None
        if as_of and fact.kind is not _K.AS_OF:
            return "it is given as the day of the figures"
        verb = None if as_of else _marker(doc, token, _DATE_MARKERS)
        if verb is not None and _DATE_FOR.get(verb) is not fact.kind:
            return f"it is called the {verb} date, the fact is {fact.kind.value}"
    return _told_wrong(doc, token, fact, sheet)


# A payment said late or on time ("después de su vencimiento", "antes de que venciera").
_PAID_WHEN = re.compile(
    r"(?<!\w)(?:(?P<late>despu[eé]s (?:de|del) (?:su |el |la )?(?:vencimiento|vencer|"
    r"fecha l[ií]mite|plazo)|tarde|con retraso|con atraso|atrasad[oa]|fuera de (?:plazo|fecha)|"
    r"ya vencid[oa]|late|after (?:the |its )?due date)|"
    r"(?P<early>antes (?:de|del) (?:su |el |la )?(?:vencimiento|vencer|fecha l[ií]mite|plazo)|"
    r"antes de que venc\w+|a tiempo|puntual\w*|dentro del plazo|on time|early|"
    r"before (?:the |its )?due date))(?!\w)"
)


def _on_time_disagreement(
    doc: _Text, token: Token, fact: Fact, sheet: Sequence[Fact]
) -> str | None:
    """Why a payment's day said late or on time is not: its bill's due date is the other
    side of it (``None`` also when the facts have no due date of that bill)."""
    start, end = doc.bounds(token.span[0], _SENTENCE_END)
    said = _PAID_WHEN.search(doc.masked, start, end)
    due = next((f for f in sheet if f.kind is _K.DUE_DATE and f.period == fact.period), None)
    if said is None or due is None or _NEGATED.search(doc.masked, start, said.start()):
        return None
    if re.search(r"(?<!\w)(?:si|if|cuando|when)\s", doc.masked[start : said.start()]):
        return None  # "si pagas tarde, se cobra un recargo": a condition, not this payment
    late = _day(fact.value) > _day(due.value)
    if (said.lastgroup == "late") != late:
        told = "late" if said.lastgroup == "late" else "on time"
        return f"it is said to be {told}, the bill was due {due.value}"
    return None


def _not_billed_yet(month: _Month, now: frozenset[int], sheet: Sequence[Fact]) -> bool:
    """Whether a month named next to a sum of no period (the balance, what is overdue) is
    later than every bill the facts know and than today's month ("tu factura de diciembre
    también será de…")."""
    today = _today(sheet)
    known = [_index(f.period) for f in sheet if f.period is not None]
    known += [today.year * 12 + today.month - 1] if today is not None else []
    if not known:
        return False
    latest = max(known)
    if month.offset is not None:
        return min(now or {latest}) + month.offset > latest
    year = month.year if month.year is not None else latest // 12
    return year * 12 + month.month - 1 > latest


def _since_figure(doc: _Text, token: Token) -> tuple[int, int]:
    """The figure's clause from the figure before it (the words before that one are its),
    and the clause's end."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    previous = False
    for other in doc.tokens:
        if start <= other.span[0] and other.span[1] <= token.span[0] and other.kind in _FIGURES:
            start, previous = other.span[1], True
    if previous:  # "Bs. 5.696 en total, y Bs. 2.320": what follows the comma is this one's
        stops = list(_STOP_AFTER.finditer(doc.masked, start, token.span[0]))
        start = stops[0].end() if stops else start
    return start, end


def _nearest_of(doc: _Text, token: Token, pattern: re.Pattern[str], reach: int = 32) -> str | None:
    """The group of ``pattern`` nearest the figure: before it since the figure before, else
    right after it in its clause."""
    start, end = _since_figure(doc, token)
    before = list(pattern.finditer(doc.masked, start, token.span[0]))
    if before:
        return before[-1].lastgroup
    after = pattern.search(doc.masked, token.span[1], min(end, token.span[1] + reach))
    return after.lastgroup if after else None


def _told_wrong(doc: _Text, token: Token, fact: Fact, sheet: Sequence[Fact]) -> str | None:
    """The families no check above reads: which bill (the older, the newer), a count's
    qualifier (pending, paid), a line said new, gone or unchanged, the rate said as money,
    an invoice number said as money."""
    if fact.kind in _BILL_KINDS and fact.period is not None:
        which = _bill_named(doc, token, after=fact.kind in DATE_KINDS)
        periods = {f.period for f in sheet if f.kind is _K.INVOICE_TOTAL and f.period}
        if which == "next":
            return f"it is called the next bill's, the fact is of {fact.period}"
        back = {"second": 1, "third": 2}.get(str(which))
        if back is not None:
            ordered = sorted(periods, reverse=True)
            if len(ordered) <= back or ordered[back] != fact.period:
                return f"it is called the {which} newest bill, the fact is of {fact.period}"
            which = None
        if which in ("latter", "former"):
            named = _month_pointed_back(doc, token)
            if named is None or named != _index(fact.period) % 12 + 1:
                return f"it is called the {which} of the months named, it is of {fact.period}"
            which = None
        if which is not None and len(periods) > 1:
            newest = fact.period == max(periods)
            if (which == "older") == newest:
                return f"it is called the {which} bill, the fact is of {fact.period}"
    if fact.kind in (_K.DUE_DATE, _K.PAID_ON) and fact.subject is not None:
        start, _ = doc.bounds(token.span[0], _CLAUSE_END)
        if _SEVERAL_BILLS.search(doc.lower, start, token.span[0]):
            return f"it is said of several bills, the fact is {fact.kind.value} of one"
    if fact.kind is _K.DAYS_TO_DUE:
        start, end = doc.bounds(token.span[0], _CLAUSE_END)
        if _SERVICE_CUT.search(doc.masked, start, end):
            return "it is said of the service's cut, the fact is the days to the due date"
    if fact.kind is _K.ACCOUNT_TAIL and fact.name:
        holder = _holder_named(doc, token, sheet)
        if holder is not None and holder != fact.name:
            return f"«{holder}» is named next to it, the account is {fact.name}'s"
    if fact.kind in (_K.OPEN_INVOICES, _K.INVOICE_COUNT):
        counted = _count_disagreement(doc, token, fact, sheet)
        if counted is not None:
            return counted
    if fact.kind is _K.CHARGE and fact.change is not None:
        told = _nearest_of(doc, token, _LINE_CHANGE, 40)
        if told is not None and not _LINE_CHANGE_OK[told](fact.change):
            return f"it is said to be {told}, the line {fact.change}"
    if fact.kind is _K.EXCHANGE_RATE:
        start, end = doc.bounds(token.span[0], _CLAUSE_END)
        since, _ = _since_figure(doc, token)
        before = list(_WHOLE_OR_CHANGE.finditer(doc.masked, since, token.span[0]))
        whole = (
            bool(before)
            and before[-1].lastgroup in ("whole", "balance")
            and not _RATE_SAID.search(doc.masked, since, before[-1].start())
        )  # "el dólar quedó en" is the rate
        if _sign(doc, token) is not None or whole:
            return "it is said as a sum of money, the fact is the exchange rate"
        if not _RATE_SAID.search(doc.masked, start, min(end, token.span[1] + 25)):
            return "no rate is said of it, the fact is the exchange rate"
    if fact.kind in _CODE_KINDS:
        start, end = _since_figure(doc, token)
        window = doc.masked[start : token.span[0]]
        if _MONEY_WORD.search(window) and not _CODE_WORD.search(window):
            return f"it is said as a sum of money, the fact is {fact.kind.value}"
        if _FAVOUR_AFTER.match(doc.masked, token.span[1], end):
            return f"it is said as a sum of money, the fact is {fact.kind.value}"
    return None


def _returned_told(doc: _Text, token: Token, fact: Fact) -> str | None:
    """A payment the bank returned is said so in its sentence ("el banco devolvió tu pago
    de…", "fue rechazado"); one that went through is never said returned in its clause."""
    if fact.kind is _K.RETURNED_PAYMENT:
        start, end = doc.bounds(token.span[0], _SENTENCE_END)
        if not _RETURNED.search(doc.masked, start, end):
            return "it is not said to be returned, the fact is a payment the bank returned"
    elif fact.kind is _K.PAYMENT:
        start, end = doc.bounds(token.span[0], _CLAUSE_END)
        said = _RETURNED.search(doc.masked, start, end)
        if said is not None and not _NEGATED.search(doc.masked, start, said.start()):
            return "it is said to be returned, the fact is a payment that went through"
    return None


def _money_told_wrong(
    doc: _Text, token: Token, fact: Fact, sheet: Sequence[Fact], sign: str | None,
    called: str | None,
) -> str | None:  # fmt: skip
    """A sum of money said as another: a payment as a bill's total, what is left as the
    whole bill, a total owed when part is paid, one bill's amount said of several, the
    balance of several bills said as one, a sum said as the exchange rate."""
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    returned = _returned_told(doc, token, fact)
    if returned is not None:
        return returned
    if fact.kind is _K.PAID and sign != "paid" and called in ("whole", "balance"):
        return "it is said as the bill or its total, the fact is what was paid"
    if fact.kind in _PAYMENT_KINDS and called in ("whole", "balance"):
        return f"it is said as the bill or its total, the fact is {fact.kind.value}"
    part_paid = fact.part_paid or any(
        f.kind is _K.INVOICE_TOTAL and f.period == fact.period and f.part_paid for f in sheet
    )
    if fact.kind is _K.REMAINING and part_paid and called == "whole" and sign != "owed":
        return "it is said as the whole bill, the fact is what is left to pay"
    if fact.kind is _K.CREDIT:
        _, end = doc.bounds(token.span[0], _CLAUSE_END)
        later = [m for m in _SIGN_MARKERS.finditer(doc.masked, token.span[1], end)
                 if m.lastgroup == "owed"
                 and not _NEGATED.search(doc.masked, token.span[1], m.start())]  # fmt: skip
        if later:
            return f"«{later[0].group()}» is said of it, the fact is a credit"
    if fact.kind is _K.INVOICE_TOTAL and part_paid and sign == "owed":
        return f"it is called owed, part of the bill of {fact.period} is paid"
    if fact.kind in _ONE_BILL_KINDS and _SEVERAL_BILLS.search(doc.masked, start, token.span[0]):
        return f"it is said of several bills, the fact is {fact.kind.value} of one"
    open_bills = max((int(f.value) for f in sheet if f.kind is _K.OPEN_INVOICES
                      and f.subject == "all" and f.value.isdigit()), default=0)  # fmt: skip
    if (
        fact.kind is _K.OVERDUE
        and open_bills <= 2
        and _SEVERAL_BILLS.search(doc.lower, start, token.span[0])
        and not any(f.kind is _K.AMOUNT_DUE and f.value == fact.value for f in sheet)
    ):
        return "it is said of several bills, only part of the balance is overdue"
    if fact.kind is _K.AMOUNT_DUE and open_bills > 1:
        named = _nearest_of(doc, token, _ONE_BILL)
        if named == "one":
            return f"it is said as one bill's, the balance is of {open_bills} bills"
    since, _ = _since_figure(doc, token)
    if fact.kind in (_K.CHARGE, _K.OVERAGE_CHARGE) and _charge_before(doc, token) is None:
        before = list(_WHOLE_OR_CHANGE.finditer(doc.masked, since, token.span[0]))
        if (
            before
            and _BILL_NOUN.fullmatch(before[-1].group())
            and not _IN_THE_BILL.search(doc.masked, since, before[-1].start())
        ):
            return f"it is said as the bill or the balance, the fact is {fact.kind.value}"
    overdue_said = _overdue_said(doc, token)
    if fact.kind is _K.AMOUNT_DUE and overdue_said:
        said = _value_of(token)
        overdue = [known for f in sheet if f.kind is _K.OVERDUE and (known := _read_value(f.value))]
        passed = any(f.kind is _K.DUE_DATE and f.subject == "oldest" and f.passed for f in sheet)
        all_overdue = not overdue and passed  # no overdue part told apart: the balance is
        if said is not None and not all_overdue and not any(_same(said, k) for k in overdue):
            return "it is called overdue, the overdue part of the balance is another amount"
    if fact.kind is _K.OVERDUE and called in ("whole", "balance") and not overdue_said:
        return "it is said as the balance or a bill, the fact is the overdue part"
    if fact.kind is not _K.OVERAGE_CHARGE and _bill_named(doc, token) == "next":
        return f"it is called the next bill's, the fact is {fact.kind.value}"
    if fact.kind is _K.REASON and fact.subject in _PROMO_STATE:
        state = _nearest_of(doc, token, _PROMO_WORDS)
        if state is not None and state != _PROMO_STATE[fact.subject]:
            return f"the promotion is said to be {state}, the reason is {fact.subject}"
    if fact.kind is not _K.EXCHANGE_RATE and _AS_THE_RATE.search(doc.masked, since, token.span[0]):
        return f"it is said as the exchange rate, the fact is {fact.kind.value}"
    return None


def _overdue_said(doc: _Text, token: Token) -> bool:
    """Whether the figure is called overdue ("Bs. 1.000 ya está vencido", "vencidos"), not
    negated, in its clause from the figure before it to a little after it."""
    start, end = _since_figure(doc, token)
    stop = min(end, token.span[1] + 2 * _FOLLOWING_REACH)
    cut = _STOP_AFTER.search(doc.masked, token.span[1], stop)
    following = [t.span[0] for t in doc.tokens if token.span[1] <= t.span[0] < stop]
    stop = min([stop, *following[:1], *([cut.start()] if cut else [])])
    for found in _OVERDUE_SAID.finditer(doc.masked, start, stop):
        if _WITH_THE_OVERDUE.search(doc.masked, start, found.start()):
            continue  # "con todo (también lo vencido)": the whole, the overdue in it
        if not _NEGATED.search(doc.masked, start, found.start()):
            return True
    return False


def _nonzero(value: str) -> bool:
    read_value = _read_value(value)
    return read_value is not None and read_value[1] != 0


_LOOSE = {"a": "[aá]", "e": "[eé]", "i": "[ií]", "o": "[oó]", "u": "[uúü]", "n": "[nñ]"}


def _holder_named(doc: _Text, token: Token, sheet: Sequence[Fact]) -> str | None:
    """The holder a disambiguation's account digits are said of: the account's name (or its
    first two words) nearest before them since the digits before, else the first after them
    up to the next digits, in their clause."""
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    tails = [t.span for t in doc.tokens if start <= t.span[0] < end and t is not token]
    since = max([e for s, e in tails if e <= token.span[0]], default=start)
    until = min([s for s, e in tails if s >= token.span[1]], default=end)
    found: list[tuple[int, str]] = []
    for fact in sheet:
        if fact.kind is not _K.ACCOUNT_TAIL or not fact.name:
            continue
        words = fold(fact.name).replace(",", " ").replace(".", " ").split()
        for key in {" ".join(words), " ".join(words[:2])}:
            loose = r"\s+".join(
                "".join(_LOOSE.get(c, re.escape(c)) for c in w) for w in key.split()
            )
            found += [
                (m.start(), fact.name) for m in re.finditer(rf"(?<!\w){loose}(?!\w)", doc.lower)
            ]
    before = [(at, name) for at, name in found if since <= at < token.span[0]]
    after = [(at, name) for at, name in found if token.span[1] <= at < until]
    if before:
        return max(before)[1]
    return min(after)[1] if after else None


def _month_pointed_back(doc: _Text, token: Token) -> int | None:
    """The month "esta última" (the one named last before it) or "la primera" (the one named
    first) points back to, by number."""
    start, _ = _since_figure(doc, token)
    found = list(_WHICH_BILL.finditer(doc.masked, start, token.span[0]))
    if not found:
        return None
    months = list(dict.fromkeys(m.month for m in doc.months if m.position < found[-1].start()
                                and m.offset is None))  # fmt: skip
    if not months:
        return None
    return months[-1] if found[-1].lastgroup == "latter" else months[0]


def _bill_named(doc: _Text, token: Token, *, after: bool = False) -> str | None:
    """Which bill the words before the figure name (``after``: else those right after a
    day, "el 20 de octubre, a tu factura actual"): ``older`` ("la anterior", "la pasada",
    "el de antes") or ``newer`` ("la actual", "la nueva", "tu última factura")."""
    start, end = _since_figure(doc, token)
    found = list(_WHICH_BILL.finditer(doc.masked, start, token.span[0]))
    if found:
        return found[-1].lastgroup
    following = _WHICH_BILL.search(doc.masked, token.span[1], min(end, token.span[1] + 32))
    if following is None or following.lastgroup in ("second", "third", "latter", "former"):
        return None  # an ordinal after a day starts what follows ("…; la penúltima venció")
    return following.lastgroup if after else None


def _count_disagreement(doc: _Text, token: Token, fact: Fact, sheet: Sequence[Fact]) -> str | None:
    """Why a count of bills is not what its words say: bills listed called pending or paid
    (unless that many are), bills owed called paid or all the bills."""
    start, end = _since_figure(doc, token)
    told = _COUNT_QUALIFIERS.search(doc.masked, token.span[1], min(end, token.span[1] + 40))
    before = list(_COUNT_QUALIFIERS.finditer(doc.masked, start, token.span[0]))
    said = told.lastgroup if told else (before[-1].lastgroup if before else None)
    if said is None:
        return None
    if fact.kind is _K.OPEN_INVOICES:
        near = _COUNT_QUALIFIERS.finditer(doc.masked, start, min(end, token.span[1] + 40))
        if said == "overdue" or any(m.lastgroup == "overdue" for m in near):
            return _all_overdue(fact, sheet)  # "3 facturas por pagar, todas vencidas"
        return None if said == "open" else f"they are called {said}, they are the open bills"
    if said == "all":
        return None  # the bills listed are all the account's when fewer than asked
    settled = [f.settled for f in sheet if f.kind is _K.INVOICE_TOTAL]
    gone_by = {f.period for f in sheet if f.kind is _K.DUE_DATE and f.passed}
    counts = {
        "open": settled.count(False),
        "paid": settled.count(True),
        "overdue": sum(
            1 for f in sheet
            if f.kind is _K.INVOICE_TOTAL and f.settled is False and f.period in gone_by
        ),
    }  # fmt: skip
    if said in counts and str(counts[said]) == fact.value:
        return None
    return f"they are called {said}, the fact is how many bills are listed"


def _all_overdue(fact: Fact, sheet: Sequence[Fact]) -> str | None:
    """Why the open bills may not all be called overdue: the balance's overdue part is not
    all of it (one of them is still to fall due) or the facts do not say (bills older than
    the one asked about have fallen due before it)."""
    if fact.subject == "older":
        return None
    owed = {f.kind: _read_value(f.value) for f in sheet if f.kind in (_K.AMOUNT_DUE, _K.OVERDUE)}
    whole, overdue = owed.get(_K.AMOUNT_DUE), owed.get(_K.OVERDUE)
    if whole is not None and overdue is not None and _same(whole, overdue):
        return None
    return "they are all called overdue, only part of the balance is"


def _said_outside_a_quote(
    doc: _Text, found: re.Match[str], quoted: Sequence[tuple[str, ...]]
) -> bool:
    """Whether a statement is the reply's own, not words quoted from a cited passage, nor a
    condition ("si no pagas, quedas en mora"), nor what may come ("quedarás en mora")."""
    return _outside_a_quote(doc, found.start(), found.end(), quoted)


def _outside_a_quote(
    doc: _Text, begin: int, finish: int, quoted: Sequence[tuple[str, ...]]
) -> bool:
    """``_said_outside_a_quote`` of the words from ``begin`` to ``finish``."""
    start, _ = doc.bounds(begin, _CLAUSE_END)
    if _IF_OR_LATER.search(doc.masked, start, begin):
        return False
    window = _words(doc.masked[max(start, begin - 24) : finish + 24])
    return not any(_contains(quote, window[1:-1]) for quote in quoted if len(window) > 2)


def _standing(
    doc: _Text, facts: Sequence[Fact], quoted: Sequence[tuple[str, ...]]
) -> Iterable[ClaimFailure]:
    """What the reply says of the account as a whole, with no figure next to it: nothing
    owed ("no debes nada", "estás solvente", "todo pagado") when the balance is owed; up to
    date ("estás al día", "no tienes nada vencido") when part of it is overdue; overdue ("estás
    en mora", "tienes una factura vencida") when nothing is; owed ("tienes una deuda") when
    nothing is. Only a balance's facts say these."""
    due = [f for f in facts if f.kind is _K.AMOUNT_DUE]
    if not due:
        return
    owes = any(_nonzero(f.value) for f in due)
    overdue = any(f.kind is _K.OVERDUE and _nonzero(f.value) for f in facts) or any(
        f.kind is _K.DUE_DATE and f.subject == "oldest" and f.passed for f in facts
    )
    truth = {"nothing owed": not owes, "up to date": not overdue, "overdue": overdue,
             "owed": owes}  # fmt: skip
    part_overdue = any(
        f.kind is _K.OVERDUE and _nonzero(f.value) and not any(
            d.value == f.value for d in due) for f in facts
    )  # fmt: skip
    for found in _STANDING.finditer(doc.masked):
        said = str(found.lastgroup).replace("_", " ")
        start, end = doc.bounds(found.start(), _CLAUSE_END)
        own_negation = found.group().startswith(("nada", "nothing"))
        if not own_negation and _NEGATED.search(doc.masked, start, found.start()):
            said = _STANDING_NEGATED[said]
        of_you = _OF_YOU.search(doc.masked, start, doc.bounds(found.start(), _CLAUSE_END)[1])
        every = _EVERY_BILL.search(doc.lower, start, end)
        if (
            said == "overdue"
            and part_overdue
            and every
            and _said_outside_a_quote(doc, found, quoted)
        ):
            yield ClaimFailure(found.group().strip(), "it says every bill is overdue, one part is")
            continue
        if said in ("overdue", "owed") and not of_you:
            continue  # "las facturas vencidas generan mora": a rule, not this account
        if not truth[said] and _said_outside_a_quote(doc, found, quoted):
            yield ClaimFailure(found.group().strip(), f"it says {said}, the balance does not")


def _bill_status(
    doc: _Text, facts: Sequence[Fact], quoted: Sequence[tuple[str, ...]]
) -> Iterable[ClaimFailure]:
    """A reply about bills that are all open (or all paid) saying, with no figure in the
    clause, that the bill is paid ("ya está pagada", "la pagaste") or pending ("está
    pendiente de pago"); negated, the opposite; not under a condition ("si ya pagaste")."""
    settled = {f.settled for f in facts if f.kind is _K.INVOICE_TOTAL and f.settled is not None}
    if len(settled) != 1:
        return  # no bill, or bills paid and open: which one a sentence means is not known
    paid = settled.pop()
    nothing_owed = [m for m in _NOTHING_OWED.finditer(doc.masked) if not paid]
    for found in itertools.chain(_BILL_STATUS.finditer(doc.masked), nothing_owed):
        start, end = doc.bounds(found.start(), _CLAUSE_END)
        if any(start <= t.span[0] < end and t.kind in _AMOUNT_KINDS for t in doc.tokens):
            continue  # an amount's own words are read with it
        said = str(found.lastgroup) if found.re is _BILL_STATUS else "paid"
        if found.re is _BILL_STATUS and _NEGATED.search(doc.masked, start, found.start()):
            said = "open" if said == "paid" else "paid"
        if (said == "paid") != paid and _said_outside_a_quote(doc, found, quoted):
            actual = "paid" if paid else "not paid"
            yield ClaimFailure(found.group().strip(), f"it says the bill is {said}, it is {actual}")


def _figureless_direction(
    doc: _Text, facts: Sequence[Fact], quoted: Sequence[tuple[str, ...]]
) -> Iterable[ClaimFailure]:
    """Which way the bill or a line went, said with no figure in its clause ("tu factura
    bajó", "no subió", "el IVA sigue igual"): the bill's change (its delta) or the line's."""
    bill = next((f.direction for f in facts if f.kind is _K.DELTA and f.direction), None)
    lines = {fold(f.subject or ""): f.change for f in facts if f.kind is _K.CHARGE and f.change}
    for found in _WAY.finditer(doc.masked):
        start, end = doc.bounds(found.start(), _CLAUSE_END)
        if any(start <= t.span[0] < end and t.kind in _FIGURES for t in doc.tokens):
            continue  # a figure's own words are read with it
        said = str(found.lastgroup)
        if _NEGATED.search(doc.masked, start, found.start()) and said != "same":
            said = f"not {said}"
        subject = _way_subject(doc, found, start, end)
        if subject == "other":
            continue  # the rate, the price, the dollar: no fact says which way they went
        if subject in (None, "bill"):
            way = bill
        else:
            said_of = [c for d, c in lines.items() if _names(str(subject), Fact(_K.CHARGE, "", d))]
            way = _LINE_WAYS.get(said_of[0]) if said_of else None
        if way is None or not _said_outside_a_quote(doc, found, quoted):
            continue
        if not _WAY_HOLDS[said](way):
            yield ClaimFailure(found.group().strip(), f"it is said to be {said}, it went {way}")


def _way_subject(doc: _Text, found: re.Match[str], start: int, end: int) -> str | None:
    """What a direction word is said of: ``bill``, a charge's word, or ``other`` (the rate,
    the price, the dollar); the nearest named in its clause, either side."""
    named = [(abs(m.start() - found.start()), "bill") for m in
             _WAY_BILL.finditer(doc.masked, start, end)]  # fmt: skip
    clause = fold(doc.masked[start:end])
    named += [(abs(start + m.start() - found.start()), m.group())
              for m in _CHARGE_WORD.finditer(clause)]  # fmt: skip
    named += [(abs(m.start() - found.start()), "other") for m in
              _WAY_OTHER.finditer(doc.masked, start, end)]  # fmt: skip
    return min(named)[1] if named else None


def _compared_before(doc: _Text, month: _Month) -> bool:
    """Whether a month is named as what a change is measured from ("con la de octubre")."""
    start, _ = doc.bounds(month.position, _CLAUSE_END)
    return _COMPARED_BEFORE.search(doc.masked, start, month.position) is not None


def _is_month(month: _Month, period: str, now: frozenset[int]) -> bool:
    """Whether a month the text names is ``period`` (counted from the reply's month, or by
    its name and year)."""
    index = _index(period)
    if month.offset is not None:
        return index - month.offset in now
    return month.month == index % 12 + 1 and month.year in (None, index // 12)


def _index(period: str) -> int:
    """A ``YYYY-MM`` period as a count of months, so that months can be added."""
    year, month = (int(part) for part in period.split("-"))
    return year * 12 + month - 1


def _months_now(facts: Sequence[Fact]) -> frozenset[int]:
    """The months the reply may be written in: the day its figures were read, else the
    newest bill's month or the next one (a bill is issued in its month or just after)."""
    for fact in facts:
        if fact.kind is _K.AS_OF:
            return frozenset({_index(fact.value[:7])})
    periods = [_index(f.period) for f in facts if f.period is not None]
    return frozenset({max(periods), max(periods) + 1}) if periods else frozenset()


def _counted_from(doc: _Text, token: Token, fact: Fact) -> int | None:
    """The month of the reply a relative month next to the figure implies, if one does."""
    month = _nearest_month(doc, token)
    if month is None or month.offset is None or fact.period is None or fact.kind is _K.REASON:
        return None
    return _index(fact.period) - month.offset


def _names(charge: str, fact: Fact) -> bool:
    said, described = fold(charge), fold(fact.subject or "")
    if said in described or described in said:
        return True
    words = next((c.words for c in CHARGES if said in c.words), ())
    return any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", described) for w in words)


def _in_quote(doc: _Text, token: Token, quotes: Sequence[tuple[str, ...]]) -> bool:
    """Whether the figure is quoted from a cited passage with its neighbouring words."""
    line_start = doc.text.rfind("\n", 0, token.span[0]) + 1
    line_end = doc.text.find("\n", token.span[1])
    line_end = len(doc.text) if line_end < 0 else line_end
    left = _words(doc.lower[line_start : token.span[0]])
    middle = _words(doc.lower[token.span[0] : token.span[1]])
    right = _words(doc.lower[token.span[1] : line_end])
    reach_left, reach_right = min(2, len(left)), min(2, len(right))
    for l_count in range(reach_left, min(1, reach_left) - 1, -1):
        for r_count in range(reach_right, min(1, reach_right) - 1, -1):
            window = (*left[len(left) - l_count :], *middle, *right[:r_count])
            if any(_contains(quote, window) for quote in quotes):
                return True
    return False


def _words(text: str) -> tuple[str, ...]:
    return tuple(re.findall(r"\w+(?:[.,]\w+)*|[%$€]", fold(text)))


def _contains(haystack: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    size = len(needle)
    return size > 0 and any(
        haystack[i : i + size] == needle for i in range(len(haystack) - size + 1)
    )


def _says_nothing_owed(doc: _Text, found: re.Match[str]) -> bool:
    """ "No debes nada", unless its clause is a condition ("si pagas hoy, no debes nada")."""
    start, _ = doc.bounds(found.start(), _CLAUSE_END)
    return not re.search(r"(?<!\w)(?:si|if)(?!\w)", doc.masked[start : found.start()])


# A percentage's base named after it ("45,52 % más que Bs. 2.320", "el 45,52 % de los Bs.
# 2.320"): the change over it.
_PCT_BASE = re.compile(
    r"^\s*(?:m[aá]s|menos|arriba|abajo|por encima|por debajo)?\s*"
    r"(?:que|q|de lo que|respecto (?:a|de)(?: l[oa]s?)?|frente a|sobre|de|del|d|of|"
    r"comparad[oa] con|en comparaci[oó]n con|vs\.?|than|over)\b[^\d]{0,40}$"
)
# The ratio between two amounts of a sentence: "el doble", "la mitad", "el triple".
_RATIOS = re.compile(
    r"(?<!\w)(?:(?P<r2>doble|duplic\w*|twice|double)|(?P<r3>triple|triplic\w*)|"
    r"(?P<r05>mitad|half))(?!\w)"
)
_FACTOR = {"r2": Decimal(2), "r3": Decimal(3), "r05": Decimal(2)}
# "El resto, Bs. 2.376": what is left of one amount after another.
_REST = re.compile(r"(?<!\w)(?:el resto|lo restante|lo dem[aá]s|the rest)\W{0,6}(?:bs\.?\s*)?$")


def _two_amounts(doc: _Text, rates: set[int], facts: Sequence[Fact]) -> Iterable[ClaimFailure]:
    """Recompute a percentage against the base named after it, "el doble"/"la mitad" of a
    sentence's two amounts, and "el resto" against the reply's other amounts."""
    amounts = [
        t
        for t in doc.tokens
        if t.kind is Kind.AMOUNT
        and t.value is not None
        and t.currency != "%"
        and t.span[0] not in rates
        and not doc.inside_name(t)
    ]
    deltas = [v for f in facts if f.kind is _K.DELTA and (v := _read_value(f.value))]
    deltas += _line_deltas(facts)
    changes_pct = [
        v
        for f in facts
        if f.kind in (_K.DELTA_PCT, _K.CHARGE_CHANGE_PCT) and (v := _read_value(f.value))
    ]
    for token in doc.tokens:
        value = _value_of(token)
        if token.currency != "%" or value is None:
            continue
        if not any(_same(value, v) for v in changes_pct):
            continue  # only the bill's change in percent is recomputed against a base
        _, end = doc.bounds(token.span[0], _CLAUSE_END)
        base = next((t for t in amounts if token.span[1] <= t.span[0] < end), None)
        if base is None or not base.value or not deltas:
            continue
        if not _PCT_BASE.match(doc.masked[token.span[1] : base.span[0]]):
            continue
        changes = [abs(Decimal(str(v[1]))) for v in deltas if isinstance(v[1], Decimal)]
        pct = abs(token.value or Decimal(0))
        if not any(abs(c * 100 / abs(base.value) - pct) < 1 for c in changes):
            yield ClaimFailure(token.text, f"it is not the change over {base.text}")
    for token in amounts:
        start, end = doc.bounds(token.span[0], _SENTENCE_END)
        if _REST.search(doc.masked, 0, token.span[0]):
            values = [abs(t.value) for t in amounts if t is not token and t.value is not None]
            rest = abs(token.value or Decimal(0))
            if not any(abs(a - b) == rest for a, b in itertools.permutations(values, 2)):
                yield ClaimFailure(token.text, "it is not what is left of the other amounts")
        ratio = _RATIOS.search(doc.masked, start, end)
        pair = [t for t in amounts if start <= t.span[0] < end]
        if ratio is None or len(pair) != 2 or pair[0] is not token:
            continue
        a, b = sorted(abs(t.value or Decimal(0)) for t in pair)
        factor = _FACTOR[str(ratio.lastgroup)]
        if not a or abs(b / a - factor) > factor / 10:
            written = ", ".join(t.text for t in pair)
            yield ClaimFailure(written, f"the sentence's «{ratio.group()}» does not hold")


# The bill's change said as a ratio or a share of the older bill ("casi el doble", "se te
# duplicó", "el triple", "más de la mitad", "un tercio más"), hedged or not.
_RATIO_WORDS = re.compile(
    r"(?<!\w)(?P<hedge>casi|almost|nearly|m[aá]s o menos|(?:un )?poco m[aá]s(?: de)?|"
    r"m[aá]s(?: de)?|more than|menos(?: de)?|less than|unos?|alrededor de|aprox\w*\.?|"
    r"about|around)?\s*(?:(?:el|la|al|del|un|una|the|a)\s+"
    r"(?P<what>doble|double|triple|mitad|half|tercio|third|cuarto|quarter)|(?P<twice>twice))(?!\w)"
    # (the middle of a span of time, "a mitad de mes", "a la mitad del ciclo", is no share)
    r"(?!\s+(?:de|del|of)\s+(?:l[oa]s?\s+|the\s+|un\s+|una\s+)?(?:mes|meses|ciclo|per[ií]odo|"
    r"semana|quincena|a[nñ]o|d[ií]a|camino|month|cycle|week|year|period))"
    r"|(?<!\w)(?:se (?:te |le |les )?)?(?P<verb>duplic|triplic|doubl|tripl)\w*"
)
_RATIO = {"doble": 2, "twice": 2, "double": 2, "duplic": 2, "doubl": 2, "triple": 3,
          "triplic": 3, "tripl": 3}  # fmt: skip
_SHARE = {"mitad": Decimal(50), "half": Decimal(50), "tercio": Decimal(100) / 3,
          "third": Decimal(100) / 3, "cuarto": Decimal(25), "quarter": Decimal(25)}  # fmt: skip


def _ratio_said(doc: _Text, facts: Sequence[Fact]) -> Iterable[ClaimFailure]:
    """The bill's change said as a ratio of the bills ("el doble": the new one is twice the
    old one) or a share of the older one ("un tercio más", "más de la mitad"): recomputed
    from the change in percent (a sentence of two amounts is ``_two_amounts``'s)."""
    pcts = [v[1] for f in facts if f.kind is _K.DELTA_PCT and (v := _read_value(f.value))]
    if len(pcts) != 1 or not isinstance(pcts[0], Decimal):
        return
    pct = pcts[0]
    for found in _RATIO_WORDS.finditer(doc.lower):
        start, end = doc.bounds(found.start(), _SENTENCE_END)
        pair = [t for t in doc.tokens if start <= t.span[0] < end and t.kind is Kind.AMOUNT
                and t.currency not in (None, "%")]  # fmt: skip
        if len(pair) == 2 or _NEGATED.search(doc.masked, start, found.start()):
            continue
        word = str(found.group("what") or found.group("verb") or found.group("twice"))
        if word in _SHARE:
            said, known = _SHARE[word], abs(pct)
        else:
            said, known = Decimal(_RATIO[word]), 1 + pct / 100
        hedge = fold(found.group("hedge") or "")
        gap = (known - said) / said
        if hedge.startswith(("casi", "almost", "nearly")):
            holds = Decimal("-0.10") <= gap < 0
        elif hedge.startswith(("mas", "un poco mas", "poco mas", "more")) and "menos" not in hedge:
            holds = 0 < gap <= Decimal("0.25")
        elif hedge.startswith(("menos", "less")):
            holds = Decimal("-0.25") <= gap < 0
        else:
            holds = abs(gap) <= Decimal("0.10")
        if not holds:
            yield ClaimFailure(found.group().strip(), f"the bill's change is {pct} %, not that")


# A sentence saying what named reasons add up to ("la reconexión y la mora suman…", "que es
# lo que suman la tasa y el IVA") or that the change is all theirs ("todo por la tasa y…").
_NAMED_SUM = re.compile(
    r"(?<!\w)(?:suman|sumad[oa]s|sumando|juntas|juntos|en total|entre (?:l[oa]s? )?\w+ y|"
    r"todo (?:es )?(?:por|de|debido a)|solo (?:por|de|debido a)|s[oó]lo (?:por|de)|"
    r"[uú]nicamente (?:por|de)|add up|all (?:from|because of))(?!\w)"
)
_EXCHANGE_WORDS = re.compile(r"(?<!\w)(?:tasas?|bcv|tipo de cambio|cambiari[oa]|exchange)(?!\w)")


def _named_reasons(sentence: str, facts: Sequence[Fact]) -> list[Fact]:
    """The bill-change reasons a sentence names by their charge or their words."""
    folded = fold(sentence)
    keys = {next((c.key for c in CHARGES if m.group() in c.words), "") for m in
            _CHARGE_WORD.finditer(folded)}  # fmt: skip
    words = {m.lastgroup for m in _REASON_WORDS.finditer(folded)}
    if _EXCHANGE_WORDS.search(folded):
        words.add("exchange_rate_changed")
    return [
        f for f in facts
        if f.kind is _K.REASON and f.subject is not None
        and (_REASON_CHARGES.get(f.subject) in keys or _reason_family(f.subject) in words)
    ]  # fmt: skip


def _named_sums(doc: _Text, facts: Sequence[Fact]) -> tuple[set[int], list[ClaimFailure]]:
    """Sums of reasons named in words ("la reconexión y la mora suman Bs. 1.371,50"): the
    sentence's amounts that are none of those reasons' own must be their sum. Returns the
    starts of the sums that hold (they need no claim) and the failures."""
    held: set[int] = set()
    failures: list[ClaimFailure] = []
    seen: set[int] = set()
    for found in _NAMED_SUM.finditer(doc.masked):
        start, end = doc.bounds(found.start(), _SENTENCE_END)
        if start in seen:
            continue
        seen.add(start)
        reasons = _named_reasons(doc.masked[start:end], facts)
        values = [
            v[1] for f in reasons if (v := _read_value(f.value)) and isinstance(v[1], Decimal)
        ]  # fmt: skip
        if len(values) < 2:
            continue
        total = sum((abs(v) for v in values), Decimal(0))
        for token in doc.tokens:
            if not (start <= token.span[0] < end) or token.kind is not Kind.AMOUNT:
                continue
            if token.currency in (None, "%") or token.value is None:
                continue
            said = abs(token.value)
            if any(said == abs(v) for v in values) or _in_rate(doc, token):
                continue
            way = _marker(doc, token, _DIRECTION_MARKERS)
            sign = _sign(doc, token)
            whole = _whole_or_change(doc, token) in ("whole", "balance")
            if sign in ("favour", "refund", "paid", "overcharged"):
                called: str | None = sign
            elif all(f.direction == "up" for f in reasons) and way == "down":
                called = "down"
            else:
                called = "a whole" if whole else None
            if called is not None:
                failures.append(ClaimFailure(token.text, f"the sum of reasons is called {called}"))
            elif said == total:
                held.add(token.span[0])
            else:
                failures.append(ClaimFailure(token.text, f"the reasons named add up to {total}"))
    return held, failures


def _accounts_counted(doc: _Text, token: Token, facts: Sequence[Fact]) -> bool:
    """Whether the figure counts the accounts a disambiguation shows ("dos cuentas")."""
    tails = sum(1 for f in facts if f.kind is _K.ACCOUNT_TAIL)
    return (
        tails > 1
        and token.kind is Kind.AMOUNT
        and token.currency is None
        and token.value == tails
        and re.match(r"\s*(?:cuentas|accounts)(?!\w)", doc.lower[token.span[1] :]) is not None
    )


def _in_rate(doc: _Text, token: Token) -> bool:
    """Whether the figure is an exchange rate ("105,5000 Bs. por dólar")."""
    return re.match(r"\s*(?:bs\.?\s*)?por d[oó]lar", doc.lower[token.span[1] :]) is not None


def _line_deltas(facts: Sequence[Fact]) -> list[_Value]:
    """How much each bill line with a change in percent moved, from its two amounts."""
    found: list[_Value] = []
    for pct in (f for f in facts if f.kind is _K.CHARGE_CHANGE_PCT):
        amounts = {
            f.period: v
            for f in facts
            if f.kind is _K.CHARGE and f.subject == pct.subject and (v := _read_value(f.value))
        }
        now, before = amounts.get(pct.period), amounts.get(pct.since)
        if now and before and isinstance(now[1], Decimal) and isinstance(before[1], Decimal):
            found.append(("amount", abs(now[1] - before[1]), now[2], None))
    return found


def _arithmetic(doc: _Text, rates: set[int]) -> Iterable[ClaimFailure]:
    """Recompute what a sentence says three or more amounts add up or differ by."""
    seen: set[int] = set()
    for token in doc.tokens:
        start, end = doc.bounds(token.span[0], _SENTENCE_END)
        if start in seen:
            continue
        seen.add(start)
        amounts = [
            t
            for t in doc.tokens
            if start <= t.span[0] < end
            and t.kind is Kind.AMOUNT
            and t.value is not None
            and t.currency != "%"
            and t.span[0] not in rates
            and not doc.inside_name(t)
        ]
        if len(amounts) < 3:
            continue
        values = [abs(t.value) for t in amounts if t.value is not None]
        sentence = doc.masked[start:end]
        gaps = [doc.lower[a.span[1] : b.span[0]] for a, b in itertools.pairwise(amounts)]
        adds = bool(_SUM_WORDS.search(sentence)) or any(_PLUS.match(gap) for gap in gaps)
        differs = bool(_DIFF_WORDS.search(sentence))
        if not (adds or differs):
            continue
        total = sum(values, Decimal(0))
        sums = adds and any(v * 2 == total for v in values)
        subtracts = differs and any(
            abs(values[i] - values[j]) == values[k]
            for i in range(len(values))
            for j in range(len(values))
            for k in range(len(values))
            if len({i, j, k}) == 3
        )
        if not (sums or subtracts):
            written = ", ".join(t.text for t in amounts)
            yield ClaimFailure(written, "the arithmetic the sentence states does not hold")


def check_meaning(
    text: str,
    claims: Sequence[Claim],
    facts: Sequence[Fact],
    *,
    quotes: Sequence[str] = (),
) -> Meaning:
    """Check that ``text`` states, for each figure, the fact its claim names (module doc).

    Args:
        text: The draft's text, as the customer would read it.
        claims: What the draft says its figures are.
        facts: The facts computed in code for this reply (``fact_sheet``).
        quotes: The texts of the policy passages the draft cites (body, as sent, heading):
            a figure quoted from one of them with its neighbouring words needs no claim.

    Returns:
        The ``Meaning``; its ``failures`` name the claim (or figure) and what is wrong.
    """
    doc = _Text.of(_ORDINAL.sub("", text))
    quoted = tuple(_words(read(quote).text.lower()) for quote in quotes)
    failures: list[ClaimFailure] = []
    bound: dict[Claim, list[Fact]] = {}
    for claim in dict.fromkeys(claims):
        value = _read_value(claim.value)
        facts_of = [f for f in facts if value is not None and _binds(claim, f, value)]
        bound[claim] = facts_of
        if value is None:
            failures.append(ClaimFailure(claim.describe(), "its value is not one figure"))
        elif not facts_of:
            failures.append(ClaimFailure(claim.describe(), "no such fact on the account"))
    stated, counted, said_wrong = _days_in_words(doc, bound, facts)
    failures += said_wrong
    summed, summed_wrong = _named_sums(doc, facts)
    failures += summed_wrong
    failures += _weekdays(doc, facts)
    rates: set[int] = set()
    now, implied = _months_now(facts), dict[int, str]()
    owed: list[str] = []  # figures stated as an amount owed
    for token in doc.tokens:
        value = _value_of(token)
        if token.kind is Kind.PERIOD or value is None:
            continue
        if doc.inside_name(token) and any(f.kind is _K.CHARGE for f in facts):
            continue  # a figure inside a charge's name («IVA 16 %») is the name
        matching = [c for c in bound if (v := _read_value(c.value)) and _same(value, v)]
        hedged = not matching
        if hedged:
            matching = _hedged_claims(doc, token, value, bound)
        stated.update(matching)
        if not matching:
            if token.span[0] in counted or token.span[0] in summed:
                continue  # "hace 17 días" of a day, "suman Bs. 1.371,50" of named reasons
            if _in_dollars(doc, token, facts) or _accounts_counted(doc, token, facts):
                continue  # "(USD 32,00)" of a sum in bolívares, "dos cuentas" of the tails
            if not _in_quote(doc, token, quoted):
                failures.append(ClaimFailure(token.text, "stated without a claim"))
            continue
        reasons = []
        for claim in matching:
            for fact in bound[claim]:
                known = _read_value(fact.value) or value
                close = _same(value, known) or (
                    hedged
                    and isinstance(value[1], Decimal)
                    and isinstance(known[1], Decimal)
                    and _approximates(str(_hedge(doc, token)), value[1], abs(known[1]))
                )
                if not close or not _currency_agrees(value, fact):
                    reasons.append((claim, "its currency is not the fact's"))
                    continue
                reason = _disagreement(doc, token, fact, now, facts)
                if reason is None:
                    reasons = []
                    if fact.kind is _K.EXCHANGE_RATE:
                        rates.add(token.span[0])
                    if fact.kind in _OWED_KINDS and token.value:
                        owed.append(token.text)
                    if (month := _counted_from(doc, token, fact)) is not None:
                        implied.setdefault(month, token.text)
                    break
                reasons.append((claim, reason))
            else:
                continue
            break
        else:
            if reasons and not _in_quote(doc, token, quoted):
                claim, reason = reasons[0]
                failures.append(ClaimFailure(claim.describe(), f"«{token.text}»: {reason}"))
    for claim in bound:
        if claim not in stated and bound[claim]:
            failures.append(ClaimFailure(claim.describe(), "the text does not state it"))
    if len(implied) > 1:  # "este mes" of one figure and "el mes pasado" of another disagree
        written = ", ".join(implied.values())
        failures.append(ClaimFailure(written, "the months named from this one disagree"))
    if owed and any(_says_nothing_owed(doc, m) for m in _NOTHING_OWED.finditer(doc.masked)):
        failures.append(ClaimFailure(owed[0], "the reply also says nothing is owed"))
    failures += _arithmetic(doc, rates)
    failures += _two_amounts(doc, rates, facts)
    failures += _ratio_said(doc, facts)
    failures += _relative_days(doc, facts)
    failures += _standing(doc, facts, quoted)
    failures += _figureless_direction(doc, facts, quoted)
    failures += _bill_status(doc, facts, quoted)
    failures += _said_absent(doc, facts, quoted)
    return Meaning(tuple(dict.fromkeys(failures)))


# Hedged figures ("casi Bs. 3.400", "unos 312 GB", "más de Bs. 3.300"): a figure said
# approximately states the fact it is close to. ``about``: within 2 %; ``almost``: at most
# 2 % above the fact ("casi" is never below it); ``above``/``below``: a bound the fact is
# past, at most 10 % short of it.
_HEDGE_BEFORE = re.compile(
    r"(?<!\w)(?:(?P<almost>casi|almost|nearly)|"
    r"(?P<above>(?:un )?(?:poco|algo) m[aá]s (?:de|del)|m[aá]s (?:de|del)|more than|over)|"
    r"(?P<below>(?:un )?(?:poco|algo) menos (?:de|del)|menos (?:de|del)|less than|under)|"
    r"(?P<about>unos|unas|alrededor (?:de|del)|m[aá]s o menos|aprox(?:imadamente|\.)?|"
    r"cerca (?:de|del)|about|around|roughly|approximately|some))"
    r"(?:\s+(?:un|una|el|la|los|las))?\s*$"
)
_HEDGE_AFTER = re.compile(
    r"\s*(?:(?:bs\.?|bol[ií]vares|bolos|gb|gigas|%)\s*)?,?\s*(?P<about>por ah[ií]|"
    r"aprox(?:imadamente|\.)?|m[aá]s o menos|o as[ií]|approx\w*|or so)(?!\w)"
    r"|\s*(?P<pico>y (?:pico|tantos|algo))(?!\w)"
)
# Hedge words taken out of the words the checks read: "más o menos" is no "de más", the dot
# of "aprox." ends no clause.
_HEDGE_WORDS = re.compile(
    r"(?<!\w)(?:m[aá]s o menos|aprox\.|aproximadamente|aprox|alrededor de|cerca de|casi)(?!\w)"
)
_TOLERANCE = {"about": Decimal("0.02"), "almost": Decimal("0.02"), "above": Decimal("0.10"),
              "below": Decimal("0.10")}  # fmt: skip
_NOT_APPROXIMATE = frozenset({_K.INVOICE_NUMBER, _K.ACCOUNT_TAIL, _K.SEARCHED_KEY,
                              _K.PAYMENT_REFERENCE, _K.EXCHANGE_RATE, _K.OPEN_INVOICES,
                              _K.INVOICE_COUNT, _K.CHARGE_RATE})  # fmt: skip


def _hedge(doc: _Text, token: Token) -> str | None:
    """How the words right around the figure hedge it, if they do."""
    if token.kind is not Kind.AMOUNT or token.value is None:
        return None
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    before = _HEDGE_BEFORE.search(doc.lower, max(start, token.span[0] - 32), token.span[0])
    if before is not None:
        return before.lastgroup
    after = _HEDGE_AFTER.match(doc.lower, token.span[1])
    return after.lastgroup if after is not None else None


def _approximates(how: str, said: Decimal, fact: Decimal) -> bool:
    """Whether ``said``, hedged ``how``, is true of ``fact`` (both unsigned)."""
    if not fact:
        return False
    if how == "pico":  # "3 mil y pico": from 3.000 up to the next thousand, not reached
        whole = str(int(said))
        step = Decimal(10) ** (len(whole) - len(whole.rstrip("0")))
        return said == int(said) and step > 1 and said <= fact < said + step
    gap = (said - fact) / fact
    tolerance = _TOLERANCE[how]
    if how == "almost":
        return 0 <= gap <= tolerance
    if how == "above":
        return -tolerance <= gap < 0
    if how == "below":
        return 0 < gap <= tolerance
    return abs(gap) <= tolerance


def _hedged_claims(
    doc: _Text, token: Token, value: _Value, bound: dict[Claim, list[Fact]]
) -> list[Claim]:
    """The claims a hedged figure is close enough to ("unos Bs. 3.400" of Bs. 3.376,00)."""
    how = _hedge(doc, token)
    if how is None or value[0] != "amount" or not isinstance(value[1], Decimal):
        return []
    found = []
    for claim, facts_of in bound.items():
        for fact in facts_of:
            known = _read_value(fact.value)
            if (
                fact.kind not in _NOT_APPROXIMATE
                and known is not None
                and known[0] == "amount"
                and isinstance(known[1], Decimal)
                and _currency_agrees(value, fact)
                and _approximates(how, value[1], abs(known[1]))
            ):
                found.append(claim)
                break
    return found


# A sum in dollars said as the equivalent of a sum in bolívares in its clause ("Bs. 3.376,00
# (USD 32,00)", "es decir, $32", "que a 105,50 Bs. por dólar son USD 32"): the bolívar fact
# divided by its bill's exchange rate, to the cent. Not a second amount ("más USD 32", "y
# además"), not where the facts carry no rate.
_EQUIVALENT = re.compile(
    r"\(|(?<!\w)(?:o sea|es decir|equival\w*|son|ser[ií]an|unos|unas|aprox\w*|that is|"
    r"about|around|i\.e)(?!\w)|=|≈"
)
_SECOND_AMOUNT = re.compile(r"(?<!\w)(?:m[aá]s|y|e|adem[aá]s|plus|and|also)(?!\w)|\+")
_CENT = Decimal("0.01")


def _in_dollars(doc: _Text, token: Token, facts: Sequence[Fact]) -> bool:
    """Whether the figure is the dollar equivalent of a bolívar fact stated in its clause."""
    if token.kind is not Kind.AMOUNT or token.value is None or _unit_after(doc, token) != "USD":
        return False
    rates: dict[str, Decimal] = {}
    for fact in facts:
        known = _read_value(fact.value)
        if fact.kind is not _K.EXCHANGE_RATE or not fact.period or known is None:
            continue
        if isinstance(known[1], Decimal) and known[1]:
            rates[fact.period] = known[1]
    how = _hedge(doc, token)
    start, end = doc.bounds(token.span[0], _CLAUSE_END)
    for other in doc.tokens:
        if other is token or not start <= other.span[0] < end or other.value is None:
            continue
        if other.kind is not Kind.AMOUNT or _unit_after(doc, other) != "VES":
            continue
        gap = doc.masked[min(token.span[1], other.span[1]) : max(token.span[0], other.span[0])]
        if not _EQUIVALENT.search(gap) or _SECOND_AMOUNT.search(gap):
            continue
        for fact in facts:
            known = _read_value(fact.value)
            if fact.kind not in MONEY_KINDS or fact.period not in rates or known is None:
                continue
            if not isinstance(known[1], Decimal) or abs(known[1]) != abs(other.value):
                continue
            dollars = (abs(known[1]) / rates[str(fact.period)]).quantize(_CENT, "ROUND_HALF_UP")
            said = abs(token.value)
            if said == dollars or (how is not None and _approximates(how, said, dollars)):
                return True
    return False


# Days told by weekday or counted from today ("vence el miércoles", "vence en 5 días", "la
# pagaste hace 17 días", "se emite la semana que viene", "(al día de hoy)"): the day they name,
# counted from today (the day the figures were read, else a due date less the days to it),
# is the day of a date fact of the kind the verb before them says. A weekday next to a date
# ("el martes 3 de noviembre") is that date's.
_WEEKDAYS = {
    "lunes": 0, "martes": 1, "miercoles": 2, "jueves": 3, "viernes": 4, "sabado": 5,
    "domingo": 6, "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4,
    "saturday": 5, "sunday": 6,
}  # fmt: skip
_WEEKDAY = re.compile(
    r"(?<!\w)(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)(?!\w)"
)
_BETWEEN_DAY_AND_DATE = re.compile(r"^\s*,?\s*(?:el\s+|the\s+)?$")
_NEXT_WORD = re.compile(r"(?<!\w)(?:pr[oó]xim[oa]|siguiente|que viene|next|coming)(?!\w)")
_LAST_WORD = re.compile(r"(?<!\w)(?:pasad[oa]|last)(?!\w)")
_DAYS_UNIT = re.compile(r"\s*(?:d[ií]as?|days?)(?!\w)(?P<ago>\s+(?:atr[aá]s|ago))?")
_DAYS_FROM = re.compile(
    r"(?<!\w)(?:(?P<ahead>en|dentro de|in|within)|(?P<past>hace|desde hace))\s*$"
)
_WEEKS = re.compile(
    r"(?<!\w)(?:(?P<w0>esta semana|this week)|(?P<w1>(?:la )?semana que viene|"
    r"(?:la )?pr[oó]xima semana|next week)|(?P<wm1>(?:la )?semana pasada|last week))(?!\w)"
)
_MONTHS_FROM_NOW = re.compile(
    r"(?<!\w)(?:a (?P<part>principios|inicios|comienzos|mediados|finales|fines) (?:de|del)\s+)?"
    r"(?:(?P<m0>este mes|(?<=de )mes|(?<=del )mes|this month)|(?P<m1>(?:el )?mes que viene|"
    r"(?:el )?pr[oó]ximo mes|next month)|(?P<mm1>(?:el )?mes pasado|hace un mes|last month))"
    r"(?!\w)"
)
_PART_DAYS = {"principios": (1, 10), "inicios": (1, 10), "comienzos": (1, 10),
              "mediados": (11, 20), "finales": (21, 31), "fines": (21, 31)}  # fmt: skip
_DATE_VERB = re.compile(
    r"(?<!\w)(?:(?P<due>venc\w*|venz\w*|due|plazo)|"
    r"(?P<paid>pag(?:aste|[oó]|amos|aron|u[eé]|ad[oa])|abon\w*|registr\w*|recib\w*|"
    r"acredit\w*|entr[oó]|paid|received)|"
    r"(?P<issue>emit\w*|emite|sale|saldr\w*|gener\w*|issued?|pr[oó]xima factura|next bill))"
    r"(?!\w)"
)
_PAST_VERB = re.compile(
    r"(?<!\w)(?:venci(?:[oó]|eron)|pag(?:aste|[oó]|amos|aron|u[eé])|registr[oó]|"
    r"recib(?:imos|i[oó])|acredit[oó]|entr[oó]|lleg[oó]|emiti[oó]|sali[oó]|was|were)(?!\w)"
)
_FUTURE_VERB = re.compile(
    r"(?<!\w)(?:vence|vencen|vencer\w*|venza|emite|emitir\w*|sale|saldr\w*|llega|llegar\w*|"
    r"is due|will)(?!\w)"
)
_AS_OF_BEFORE = re.compile(r"(?<!\w)(?:al|hasta|as of)(?: el| la)?(?: d[ií]a de)?\s*$")
_TODAY_BEFORE = re.compile(r"(?<!\w)a\s*$")  # "(a hoy)"
# A weekday that is no one day: a range ("de lunes a viernes"), every week ("los sábados").
_EVERY_WEEKDAY = re.compile(r"(?<!\w)(?:a|los|las|cada|todos los|de|on)\s*$")
_TO_PAY_ON = re.compile(
    r"(?<!\w)(?:pag(?:a|as|ar|ue|ues|uen)|cancel(?:a|as|ar)|abon(?:a|as|ar)|pay)\s+$"
)
_DATE_KIND_FOR = {"due": _K.DUE_DATE, "paid": _K.PAID_ON, "issue": _K.NEXT_INVOICE_DATE}


@dataclass(frozen=True, slots=True)
class _Said:
    """A day said in words: where, what it says, and the figure it counts with."""

    start: int
    end: int
    text: str
    holds: Callable[[date, date], bool]  # (the day, today)
    figure: int | None = None


def _weekday(word: str) -> int:
    key = fold(word)
    return _WEEKDAYS[key if key in _WEEKDAYS else key[:-1]]


def _today(facts: Sequence[Fact]) -> date | None:
    """Today, as the facts give it: the day the figures were read, else a due date and the
    days to it."""
    for fact in facts:
        if fact.kind is _K.AS_OF:
            return _day(fact.value)
    for fact in facts:
        if fact.kind is _K.DAYS_TO_DUE and fact.passed is not None and fact.value.isdigit():
            for due in facts:
                if due.kind is _K.DUE_DATE and (due.subject, due.period) == (
                    fact.subject,
                    fact.period,
                ):
                    days = timedelta(days=int(fact.value))
                    return _day(due.value) - days if not fact.passed else _day(due.value) + days
    return None


def _day(value: str) -> date:
    return date.fromisoformat(value[:10])


def _week(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _counted(offset: int) -> Callable[[date, date], bool]:
    """The day ``offset`` days from today."""
    return lambda day, today: day == today + timedelta(days=offset)


def _on_weekday(named: int, number: int | None, side: int) -> Callable[[date, date], bool]:
    """The weekday ``named`` within a week of today (``side``: after it, before it or
    either), or within a month when its day of the month is ``number``."""

    def holds(day: date, today: date) -> bool:
        if day.weekday() != named:
            return False
        if number is not None:
            return day.day == number and abs((day - today).days) < 31
        near = 0 < abs((day - today).days) <= 7
        return near and (side == 0 or (day > today) == (side > 0))

    return holds


def _in_week(weeks: int) -> Callable[[date, date], bool]:
    return lambda day, today: (_week(day) - _week(today)).days == 7 * weeks


def _in_month(months: int, first: int, last: int) -> Callable[[date, date], bool]:
    def holds(day: date, today: date) -> bool:
        apart = day.year * 12 + day.month - (today.year * 12 + today.month)
        return apart == months and first <= day.day <= last

    return holds


def _days_said(doc: _Text) -> list[_Said]:
    """Every day the text counts from today or names by its weekday alone."""
    said: list[_Said] = []
    for token in doc.tokens:
        if token.kind is not Kind.AMOUNT or token.currency is not None or token.value is None:
            continue
        unit = _DAYS_UNIT.match(doc.masked, token.span[1])
        count = token.value
        if unit is None or count != count.to_integral() or not 0 <= count < 400:
            continue
        start, _ = doc.bounds(token.span[0], _CLAUSE_END)
        before = _DAYS_FROM.search(doc.masked, start, token.span[0])
        if before is None and not unit.group("ago"):
            continue
        sign = -1 if unit.group("ago") or (before and before.lastgroup == "past") else 1
        begin = before.start() if before else token.span[0]
        text = doc.text[begin : unit.end()]
        said.append(_Said(begin, unit.end(), text, _counted(sign * int(count)), token.span[0]))
    for found in _RELATIVE_DAY.finditer(doc.masked):
        offset = _counted(_DAY_OFFSETS[str(found.lastgroup)])
        said.append(_Said(found.start(), found.end(), found.group(), offset))
    for found in _WEEKDAY.finditer(doc.masked):
        if found.group(1).endswith("os") or _EVERY_WEEKDAY.search(doc.masked, 0, found.start()):
            continue  # "los sábados", "de lunes a viernes": no one day
        if re.match(r"\s+(?:a|y|o|to|and)\s", doc.masked[found.end() :]):
            continue
        named = _weekday(found.group(1))
        following = next((t for t in doc.tokens if t.span[0] >= found.end()), None)
        if following is not None and _BETWEEN_DAY_AND_DATE.match(
            doc.masked[found.end() : following.span[0]]
        ):
            if following.kind is Kind.DATE:
                continue  # a weekday next to a date: ``_weekdays``
            number = following.value
            if (
                following.kind is Kind.AMOUNT
                and following.currency is None
                and number
                and number == number.to_integral()
                and 1 <= number <= 31
            ):
                end = following.span[1]
                holds = _on_weekday(named, int(number), 0)
                text = doc.text[found.start() : end]
                said.append(_Said(found.start(), end, text, holds, following.span[0]))
                continue
        near = doc.masked[max(0, found.start() - 16) : found.end() + 16]
        side = 1 if _NEXT_WORD.search(near) else (-1 if _LAST_WORD.search(near) else 0)
        holds = _on_weekday(named, None, side)
        said.append(_Said(found.start(), found.end(), found.group(), holds))
    for found in _WEEKS.finditer(doc.masked):
        weeks = {"w0": 0, "w1": 1, "wm1": -1}[str(found.lastgroup)]
        said.append(_Said(found.start(), found.end(), found.group(), _in_week(weeks)))
    for found in _MONTHS_FROM_NOW.finditer(doc.masked):
        if found.group("m0") == "mes" and not found.group("part"):
            continue  # "el día 25 del mes": a month, not this one
        months = 0 if found.group("m0") else (1 if found.group("m1") else -1)
        first, last = _PART_DAYS.get(found.group("part") or "", (1, 31))
        holds = _in_month(months, first, last)
        said.append(_Said(found.start(), found.end(), found.group(), holds))
    return sorted(said, key=lambda s: s.start)


def _days_in_words(
    doc: _Text, bound: dict[Claim, list[Fact]], facts: Sequence[Fact]
) -> tuple[set[Claim], set[int], list[ClaimFailure]]:
    """The claims days said in words state, the figures they count with, and the days said
    that no date fact of their kind is."""
    today = _today(facts)
    stated: set[Claim] = set()
    counted: set[int] = set()
    failures: list[ClaimFailure] = []
    previous: tuple[int, frozenset[FactKind]] | None = None
    for said in _days_said(doc):
        start, _ = doc.bounds(said.start, _CLAUSE_END)
        left = doc.masked[max(start, said.start - 40) : said.start]
        if _TO_PAY_ON.search(left) or _IF_OR_LATER.search(doc.masked, start, said.start):
            continue  # "si pagas hoy", "si no pagas mañana": no day of a fact
        dated = [t for t in doc.tokens if start <= t.span[0] < said.start and t.kind is Kind.DATE]
        if dated:  # a date of its own is said first: the words are not its day, but may
            # count the days to it ("el 1 de diciembre, dentro de 11 días")
            when = dated[-1].date
            if today is not None and when is not None and said.figure is not None:
                day = date(when[0] or today.year, when[1], when[2])
                if said.holds(day, today):
                    counted.add(said.figure)
            continue
        verbs = list(_DATE_VERB.finditer(left))
        kinds: set[FactKind] = set()
        if verbs:
            kinds.add(_DATE_KIND_FOR[str(verbs[-1].lastgroup)])
        as_of = _AS_OF_BEFORE.search(left) or (
            _TODAY_BEFORE.search(left) if said.text.lower().startswith("hoy") else None
        )
        if as_of is not None:
            kinds.add(_K.AS_OF)
            if as_of.group().startswith("hasta"):
                kinds.add(_K.DUE_DATE)  # "tienes hasta mañana": a deadline
        if previous is not None and _BETWEEN_DAY_AND_DATE.match(
            doc.masked[previous[0] : said.start]
        ):
            kinds |= previous[1]  # "(a hoy, viernes 20)": the same day twice
        previous = (said.end, frozenset(kinds))
        if not kinds:
            continue
        tense = _PAST_VERB.search(left) or _FUTURE_VERB.search(left)
        holds = said.holds
        if today is None:
            if kinds != {_K.AS_OF}:
                failures.append(ClaimFailure(said.text, "no fact gives today to count the day"))
            continue
        days = [f for f in facts if f.kind in kinds and f.value[:4].isdigit()]
        if kinds == {_K.AS_OF} and not days and holds(today, today):
            continue  # "al día de hoy": figures read today
        right = []
        for fact in days:
            day = _day(fact.value)
            if tense is not None and day != today:
                past = bool(_PAST_VERB.fullmatch(tense.group()))
                if (day < today) != past:
                    continue
            if holds(day, today):
                right.append(fact)
        if not right:
            kind = "/".join(sorted(k.value for k in kinds))
            failures.append(ClaimFailure(said.text, f"it is not the day of the {kind}"))
            continue
        stated.update(c for c, of in bound.items() if any(f in right for f in of))
        if said.figure is not None:
            counted.add(said.figure)
    return stated, counted, failures


def _weekdays(doc: _Text, facts: Sequence[Fact]) -> Iterable[ClaimFailure]:
    """A weekday named right before a date ("el martes 3 de noviembre") is that date's."""
    today = _today(facts)
    for found in _WEEKDAY.finditer(doc.masked):
        following = next((t for t in doc.tokens if t.span[0] >= found.end()), None)
        if following is None or following.kind is not Kind.DATE or following.date is None:
            continue
        if not _BETWEEN_DAY_AND_DATE.match(doc.masked[found.end() : following.span[0]]):
            continue
        year, month, number = following.date
        days = [_day(f.value) for f in facts if f.kind in DATE_KINDS and f.value[:4].isdigit()]
        years = [d.year for d in days if (d.month, d.day) == (month, number)]
        year = year or (years[0] if years else (today.year if today else None))
        if year is None:
            continue
        try:
            day = date(year, month, number)
        except ValueError:
            continue
        if day.weekday() != _weekday(found.group(1)):
            yield ClaimFailure(
                f"{found.group(1)} {following.text}", "the weekday is not the date's"
            )


# Said absent with no figure ("no te cobramos recargo", "no tienes saldo a favor", "no has
# hecho ningún pago", "no te pasaste de tu plan", "tu factura aún no vence") when the facts
# have it: a charge or reason of the bill, a credit, a payment on every bill, data beyond the
# plan, a due date gone by. Not of an older bill ("en la anterior no había recargo"), not a
# question, a condition or a quoted passage.
_ABSENT_AFTER = re.compile(
    r"\s+no\s+(?:influy\w*|afect\w*|cont[oó]|cuenta|aplic\w*|tuvo|tiene|hubo|se (?:te )?"
    r"cobr\w*|se (?:te )?aplic\w*|cambi\w*)(?!\w)"
)
_CREDIT_WORDS = re.compile(r"(?<!\w)(?:saldo a (?:tu |su )?favor|cr[eé]dito|saldo positivo)(?!\w)")
_PAYMENT_WORDS = re.compile(
    r"(?<!\w)(?:pagos?|abonos?|transferencias?|pagad[oa]|pagaste|abonaste|payments?|paid)(?!\w)"
)
_OVER_THE_PLAN = re.compile(
    r"(?<!\w)(?:(?:te )?(?:has )?pas(?:aste|ado|[oó])\s+(?:de|del)\s+(?:tu\s+|el\s+)?"
    r"(?:plan|l[ií]mite)|exced\w*|sobrepas\w*|went over)(?!\w)"
)
_FALLS_DUE = re.compile(
    r"(?<!\w)(?:(?P<past>venci(?:[oó]|eron))|(?P<ahead>vence|vencen|vencer\w*|venza|venzan))"
    r"(?!\w)"
)
_EARLIER_BILL = re.compile(
    r"(?<!\w)(?:anterior|pasad[oa]|antes|previ[oa]|previous|before|last month)(?!\w)"
)


# A verb said to the customer in the past ("pagaste", "perdiste", "has hecho").
_YOU_DID = re.compile(r"(?<!\w)(?:\w+(?:aste|(?<!x)iste)|has)(?!\w)")


def _said_absent(
    doc: _Text, facts: Sequence[Fact], quoted: Sequence[tuple[str, ...]]
) -> Iterable[ClaimFailure]:
    """What a figureless clause says is not there, or not gone by, that the facts have."""
    for start, end in _clauses(doc):
        clause = doc.masked[start:end]
        reference = _reference_named(doc, facts, start, end)
        if reference is not None:  # a clause about one payment, named by its reference
            yield from _payment_unseen(doc, facts, reference, start, end)
            continue
        if any(start <= t.span[0] < end and t.kind in _FIGURES for t in doc.tokens):
            continue  # a figure's own words are read with it
        if "?" in doc.lower[start : end + 1] or "¿" in clause or _EARLIER_BILL.search(clause):
            continue
        if not (_OF_YOU.search(clause) or _YOU_DID.search(clause)):
            continue  # "no llevan IVA los recargos": a rule, not this account
        folded = fold(clause)
        for found in itertools.chain(_CHARGE_WORD.finditer(folded), _REASON_WORDS.finditer(folded)):
            negated = _NEGATED.search(folded, 0, found.start()) or _ABSENT_AFTER.match(
                folded, found.end()
            )
            if negated is None or not _has(found, facts):
                continue
            if _outside_a_quote(doc, start + found.start(), start + found.end(), quoted):
                yield ClaimFailure(found.group(), "it is said not to be there, the bill has it")
                break
        yield from _absent_standing(doc, facts, quoted, start, end)


def _absent_standing(
    doc: _Text, facts: Sequence[Fact], quoted: Sequence[tuple[str, ...]], start: int, end: int
) -> Iterable[ClaimFailure]:
    """A credit, a payment, data over the plan or a due date gone by, said in a figureless
    clause against the facts."""
    clause = doc.masked[start:end]
    checks: list[tuple[re.Pattern[str], str, bool | None]] = []
    credit = [f for f in facts if f.kind is _K.CREDIT]
    if credit:
        checks.append((_CREDIT_WORDS, "a credit", any(_nonzero(f.value) for f in credit)))
    bills = [f for f in facts if f.kind is _K.INVOICE_TOTAL and f.settled is not None]
    if bills:
        untouched = any(f.settled is False and not f.part_paid for f in bills)
        checks.append((_PAYMENT_WORDS, "a payment", not untouched))
    over = _over_the_plan(facts)
    if over is not None:
        checks.append((_OVER_THE_PLAN, "data over the plan", over))
    for pattern, what, there in checks:
        found = pattern.search(doc.masked, start, end)
        if found is None or there is None:
            continue
        said = not _NEGATED.search(doc.masked, start, found.start())
        if pattern is _PAYMENT_WORDS and said:
            continue  # a payment said made is read by ``_bill_status`` and the amounts
        if said != there and _said_outside_a_quote(doc, found, quoted):
            told = "there" if said else "not there"
            yield ClaimFailure(found.group().strip(), f"{what} is said to be {told}, it is not so")
    passed = {f.passed for f in facts if f.kind is _K.DUE_DATE and f.passed is not None}
    due = _FALLS_DUE.search(clause)
    if due is not None and len(passed) == 1:
        gone = due.lastgroup == "past" and not _NEGATED.search(clause, 0, due.start())
        at = (start + due.start(), start + due.end())
        if gone != passed.pop() and _outside_a_quote(doc, *at, quoted):
            side = "gone by" if gone else "still to come"
            yield ClaimFailure(due.group(), f"the due date is said to be {side}, it is not")


def _reference_named(doc: _Text, facts: Sequence[Fact], start: int, end: int) -> str | None:
    """The payment reference of the facts a clause names, if any."""
    digits = re.sub(r"\D", "", doc.text[start:end])
    for fact in facts:
        if fact.kind is _K.PAYMENT_REFERENCE and fact.value and fact.value in digits:
            return fact.value
    return None


def _payment_unseen(
    doc: _Text, facts: Sequence[Fact], reference: str, start: int, end: int
) -> Iterable[ClaimFailure]:
    """ "No vemos ningún pago con la referencia …" is true only of a reference none of the
    customer's payments has (the one they quoted, echoed back)."""
    found = _PAYMENT_WORDS.search(doc.masked, start, end)
    if found is None or reference not in _payments_made(facts):
        return
    if _NEGATED.search(doc.masked, start, found.start()):
        yield ClaimFailure(reference, "a payment is said not to be there, the customer has it")


def _payments_made(facts: Sequence[Fact]) -> set[str]:
    """The references of the payments the facts have (gone through or returned)."""
    return {
        f.subject for f in facts
        if f.kind in _PAYMENT_KINDS and f.subject is not None
    }  # fmt: skip


def _clauses(doc: _Text) -> Iterable[tuple[int, int]]:
    start = 0
    for found in _CLAUSE_END.finditer(doc.masked):
        yield start, found.start()
        start = found.end()
    yield start, len(doc.masked)


def _over_the_plan(facts: Sequence[Fact]) -> bool | None:
    """Whether the data used went over the plan's allowance, if the facts say."""
    overage = [f for f in facts if f.kind is _K.OVERAGE]
    if overage:
        return any(_nonzero(f.value) for f in overage)
    used = [v[1] for f in facts if f.kind is _K.USED and (v := _read_value(f.value))]
    allowance = [v[1] for f in facts if f.kind is _K.ALLOWANCE and (v := _read_value(f.value))]
    if len(used) == 1 and len(allowance) == 1:
        a, b = used[0], allowance[0]
        if isinstance(a, Decimal) and isinstance(b, Decimal):
            return a > b
    return None


def _has(found: re.Match[str], facts: Sequence[Fact]) -> bool:
    """Whether the facts have the charge or bill-change reason ``found`` names."""
    if found.re is _REASON_WORDS:
        reason = str(found.lastgroup)
        codes = {reason, "promo_applied"} if reason == "promo_expired" else {reason}
        return any(f.kind is _K.REASON and f.subject in codes and _nonzero(f.value) for f in facts)
    family = _family(found.group())
    for fact in facts:
        named = _family(fact.subject or "") == family
        if fact.kind is _K.CHARGE and named and _nonzero(fact.value):
            return True
        if fact.kind is _K.REASON and _REASON_CHARGES.get(fact.subject or "") == family:
            return _nonzero(fact.value)
    return False


# What an overage is never said to be: included in the plan or free ("tu plan incluye 12,40
# GB extra", "de regalo", "sin costo"); "de lo que incluye tu plan" is what it is beyond.
_FREE = re.compile(
    r"(?<!lo que )(?<!\bque )(?<!\w)(?:incluid\w*|incluy\w*|de regalo|regal\w*|gratis|"
    r"sin costo|sin cargo|bono|bonus|free|included|includes)(?!\w)"
)
# A day said in the future tense ("se verá reflejado", "se registrará"): still to come.
_WILL_BE = re.compile(
    r"(?<!\w)(?:(?:registr|reflej|acredit|aplic|proces|confirm|abon|carg|valid|verific|asent)"
    r"ar[aá]n?|ver[aá]n?|ser[aá]n?|estar[aá]n?|van? a|will)(?!\w)"
)
# An amount said as where a change went from ("pasó de", "desde") or to ("subió a", ", a").
_MOVED = re.compile(
    r"(?<!\w)(?:sub\w*|baj\w*|aument\w*|pas[oó]|pasa|cambi[oó]|disminu\w*|increment\w*|"
    r"went (?:up|down)|rose|fell|increased|decreased)(?!\w)"
)
_MOVED_FROM = re.compile(r"(?<!\w)(?:desde|from)\s*$|(?<!\w)(?<!ser )de\s*$")
_MOVED_TO = re.compile(r"(?<!\w)(?:a|al|hasta|to)\s*$")


def _from_or_to(doc: _Text, token: Token, fact: Fact, sheet: Sequence[Fact]) -> str | None:
    """Why a bill's total or a line's amount is not where a change said of it went from
    ("subió desde Bs. 2.750", when that is the newer amount) or to ("subió un 10 %, a Bs.
    2.500", the older one)."""
    if fact.kind not in (_K.CHARGE, _K.INVOICE_TOTAL) or fact.period is None:
        return None
    periods = {
        f.period
        for f in sheet
        if f.kind is fact.kind
        and f.period
        and (fact.kind is _K.INVOICE_TOTAL or f.subject == fact.subject)
    }
    if len(periods) < 2:
        return None
    newest = fact.period == max(periods)
    start, _ = doc.bounds(token.span[0], _CLAUSE_END)
    since, _ = _since_figure(doc, token)
    left = doc.masked[since : token.span[0]]
    verb = _MOVED.search(doc.masked, start, token.span[0])
    if verb is None:
        return None
    if _MOVED_FROM.search(left) and (since <= verb.start() or "desde" in left or "from" in left):
        if newest:
            return f"it is said to be what it changed from, the fact is {fact.period}'s amount"
    elif _MOVED_TO.search(left) and not newest:
        return f"it is said to be what it changed to, the fact is {fact.period}'s amount"
    return None
