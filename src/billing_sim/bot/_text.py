"""Text folding shared by the router and the grounding verifier: accents, case, typos, months.

WhatsApp messages arrive with and without accents, in any case, with stretched letters
("holaaaa") and with shorthand ("q", "xq", "fact"). ``canonical_words`` turns a message into
plain lower-case ASCII words where each known shorthand or typo is replaced by the word the
routing rules are written with, so the rules themselves never need to list variants.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

MONTHS: dict[str, int] = {
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6,
    "julio": 7, "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10,
    "noviembre": 11, "diciembre": 12,
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6,
    "july": 7, "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
}  # fmt: skip
"""Full month names, Spanish and English, folded (no accents, lower case)."""

MONTH_ABBREVIATIONS: dict[str, int] = {
    "ene": 1, "jan": 1, "feb": 2, "abr": 4, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dic": 12, "dec": 12, "agos": 8,
}  # fmt: skip
"""Abbreviations that are not also common words ("mar" is the sea, "ago" is English)."""

AUGUST_AGO_AFTER: tuple[str, ...] = (
    "de", "del", "en", "y", "e", "con", "hasta", "desde", "vs", "a",
)  # fmt: skip
"""The Spanish words after which "ago" is August ("lo de ago", "jul y ago"); anywhere else it is
the English word ("2 days ago"). The one list both the period finder and the router read."""

# Shorthand and misspellings seen in support chats, mapped to the word the rules use.
_SHORTHAND: dict[str, str] = {
    "q": "que", "k": "que", "ke": "que", "qe": "que", "x": "por", "d": "de", "dl": "del",
    "dsps": "despues", "dsp": "despues", "dps": "despues",
    "xq": "porque", "pq": "porque", "pk": "porque", "xk": "porque", "porq": "porque",
    "porke": "porque", "xque": "porque", "pqe": "porque",
    "fact": "factura", "fac": "factura", "fra": "factura", "facts": "facturas",
    "cuant": "cuanto", "cuamto": "cuanto", "qnto": "cuanto", "cnto": "cuanto",
    "cuantp": "cuanto", "cuato": "cuanto", "kuanto": "cuanto",
    "sald": "saldo", "saldp": "saldo", "sldo": "saldo", "sld": "saldo",
    "devo": "debo", "dbo": "debo", "pge": "pague", "pgue": "pague",
    "umano": "humano", "humnao": "humano", "ajente": "agente", "agnete": "agente",
    "acesor": "asesor", "asesr": "asesor", "asesores": "asesor", "agentes": "agente",
    "jigas": "gigas", "gigs": "gigas", "giga": "gigas", "gb": "gigas", "mb": "megas",
    "mega": "megas", "cta": "cuenta", "pls": "porfavor", "plis": "porfavor",
    "xfa": "porfavor", "porfa": "porfavor", "tmb": "tambien", "tb": "tambien",
    "u": "you", "ur": "your", "im": "i am", "dont": "do not", "didnt": "did not",
    "whats": "what is", "wats": "what is", "hows": "how is", "whens": "when is",
    "pagomovil": "pago movil", "pmovil": "pago movil", "kiero": "quiero", "qiero": "quiero",
    "ablar": "hablar", "hablr": "hablar", "nesesito": "necesito", "nececito": "necesito",
    "ncsito": "necesito", "nesecito": "necesito", "m": "me", "dscto": "descuento",
    "dcto": "descuento", "dsct": "descuento", "dsc": "descuento", "1ra": "primera",
    "1era": "primera", "1ro": "primero", "1er": "primer",
    # b for v and s for c, as heard ("bolverlo a conectar", "2 veses")
    "bolver": "volver", "bolverlo": "volverlo", "bolverla": "volverla", "veses": "veces",
    "bulven": "vuelven", "bulvan": "vuelvan", "buelven": "vuelven", "buelvan": "vuelvan",
    "vaja": "baja", "devuelbo": "devuelvo", "biene": "viene", "bienen": "vienen",
    "vanco": "banco", "yebar": "llevar", "alkilaron": "alquilaron", "ise": "hice",
    "apareser": "aparecer", "alcanso": "alcanzo", "olbido": "olvido", "olbide": "olvide",
    "bisita": "visita", "bengan": "vengan", "kasa": "casa", "escojer": "escoger",
    "sosial": "social", "benefisio": "beneficio",
    # h silent ("asta fin de mes", "oi mismo", "ize el pago"), and more spelt by ear
    "asta": "hasta", "oi": "hoy", "ize": "hice", "abia": "habia", "ai": "hay",
    "plaso": "plazo", "todabia": "todavia", "saldito": "saldo", "saldico": "saldo",
    # (the plan in the diminutive: "tengo el plancito de 30 megas desde hace un pocotón")
    "plancito": "plan", "planecito": "plan", "plancitos": "planes",
    # (a charge in the diminutive: "¿qué es este recarguito de 316 con 50?")
    "recarguito": "recargo", "recarguitos": "recargos", "carguito": "cargo",
    "carguitos": "cargos", "cobrito": "cobro", "cobritos": "cobros", "multica": "multa",
    "multita": "multa", "montico": "monto", "montito": "monto", "descuentico": "descuento",
    "descuentito": "descuento",
    # ("pagué dos vecez")
    "vecez": "veces",
    "kuantos": "cuantos", "kuantas": "cuantas",
    "abisan": "avisan", "abisa": "avisa",
    "desquento": "descuento", "bienbenida": "bienvenida", "vajarme": "bajarme",
    "vajar": "bajar", "sigen": "siguen", "sige": "sigue", "beses": "veces",
    "debuelven": "devuelven", "debuelve": "devuelve", "presio": "precio", "presios": "precios",
    "escrivo": "escribo", "escrivir": "escribir", "mensage": "mensaje", "onse": "once",
    # k for qu ("me kitan el internet")
    "kitan": "quitan", "kiten": "quiten", "kitaron": "quitaron", "kedo": "quedo",
    "kedan": "quedan", "kiere": "quiere", "keda": "queda",
    # letters dropped from a short word ("dnd keda la oficina")
    "dnd": "donde",
    "nunk": "nunca", "nunka": "nunca", "ruter": "router", "rauter": "router",
    # a word of its own, not a slip for "persona" ("su cuenta personal", "hay personal"), and
    # a transfer still to make, not one made ("¿qué monto tengo que transferir?")
    "personal": "personal", "transferir": "transferir",
    # (nor is the English noun a Spanish "I transferred": "so I can schedule the transfer")
    "transfer": "transfer", "transfers": "transfers",
    # a letter dropped or an abbreviation ("dos reglones raros", "el nro de cuenta", "les doi")
    "reglon": "renglon", "reglones": "renglones", "nro": "numero", "doi": "doy",
    # n for m, s for c ("en cuanto tienpo", "el consepto")
    "tienpo": "tiempo", "tiemp": "tiempo", "consepto": "concepto", "conceto": "concepto",
    # h dropped and a vowel slipped ("el domngo a q ora puedo hablar con alguien?")
    "ora": "hora", "oras": "horas", "domngo": "domingo", "dmingo": "domingo",
    "sabdo": "sabado", "resulve": "resuelve", "pra": "para",
    # h dropped, b for v ("¿cómo se ase el cambio de nombre? le bendí el apartamento")
    "ase": "hace", "asen": "hacen", "bendi": "vendi", "bendo": "vendo", "bendimos": "vendimos",
    # a letter dropped ("page como 10 dólares de más")
    "page": "pague",
    # s for c or z, b for v, j for g, a letter dropped ("la tarifa socal se vense en
    # disienbre", "el codijo y la clabe pa actualisar", "de madrugda tambn")
    "socal": "social", "vense": "vence", "vensen": "vencen", "renobar": "renovar",
    "renobarla": "renovarla", "renobarlo": "renovarlo", "codijo": "codigo", "clabe": "clave",
    "disiendo": "diciendo", "actualisar": "actualizar", "actualisen": "actualicen",
    "madrugda": "madrugada", "tambn": "tambien", "adelantao": "adelantado",
    "debolverme": "devolverme", "debolver": "devolver", "promosion": "promocion",
    "promosiones": "promociones", "novienbre": "noviembre", "disienbre": "diciembre",
    "disiembre": "diciembre", "besina": "vecina", "besino": "vecino", "argo": "algo",
    "zocial": "social", "ivaa": "iva", "renovalra": "renovarla", "anoxe": "anoche",
    "aparese": "aparece", "apareze": "aparece", "desodificador": "decodificador",
    "servisio": "servicio", "voi": "voy", "efetcivo": "efectivo", "efectibo": "efectivo",
    "ofisina": "oficina", "ofisinas": "oficinas", "impeusto": "impuesto", "ezte": "este",
    "enetra": "entera", "factrua": "factura", "factra": "factura", "qiere": "quiere",
    "qieren": "quieren", "intenret": "internet", "inetrnet": "internet", "nobre": "nombre",
    "nombe": "nombre", "bjar": "bajar", "ahroa": "ahora", "msmo": "mismo",
    "difrencia": "diferencia", "lelgo": "llego", "hcaer": "hacer",
    "mantenimineto": "mantenimiento", "dicembre": "diciembre", "desquentan": "descuentan",
    "contarto": "contrato", "informasion": "informacion", "aprece": "aparece",
    # (a top-up is no late fee: kept from the fuzzy "recargo" below)
    "recarga": "recarga", "recargas": "recargas", "sozial": "social",
    "constansia": "constancia",
    # (a z for the c: "hize un pago")
    "hize": "hice",
    # (the s dropped: "tienen algún decuento pa los clientes viejos?")
    "decuento": "descuento", "decuentos": "descuentos",
    # (two letters swapped, or the r dropped: "cuantos dais me van a cobar")
    "dais": "dias", "cobar": "cobrar", "cobaron": "cobraron",
    # (a letter dropped: "me istalaron el 17, la primea factura vino bajita")
    "primea": "primera", "istalaron": "instalaron", "intalaron": "instalaron", "socila": "social",
    "istalacion": "instalacion", "intalacion": "instalacion",
    # (letters swapped, an m for the n: "sin internte", "nos descuemtan algo de esos dis")
    "internte": "internet", "intenet": "internet", "descuemtan": "descuentan",
    "descuemten": "descuenten", "descuemto": "descuento", "dis": "dias",
    # (a k for the c, an m for the n, letters dropped or swapped: "como meto el reklamo",
    # "me cobrarom", "sibi de plan", "la de dicienbre", "cmo me las calculan", "a mi nonbre")
    "reklamo": "reclamo", "reklamos": "reclamos", "reklamar": "reclamar", "cobrarom": "cobraron",
    "respesta": "respuesta", "sibi": "subi", "dicienbre": "diciembre", "cmo": "como",
    "dijieron": "dijeron", "nonbre": "nombre", "ermano": "hermano", "ermana": "hermana",
    "sedulas": "cedulas", "sedula": "cedula",
}  # fmt: skip

# Words long enough (7+ letters) that one slip of the thumb rarely turns another word into
# them; a word is compared with them from 6 letters on ("fatura" → "factura"). Shorter rule
# words ("saldo", "cuanto") get explicit variants in _SHORTHAND instead.
_FUZZY_TARGETS: tuple[str, ...] = (
    "factura", "facturas", "consumo", "persona", "operador", "operadora", "representante",
    "reflejado", "transferencia", "transferi", "comprobante", "referencia", "mensualidad",
    "aumento", "aumentado", "subieron", "diferente", "distinto", "explicame", "navegado",
    "excedente", "vencimiento", "comunicame", "consumido", "incremento", "facturacion",
    "invoice", "invoices", "balance", "payment", "febrero", "octubre", "noviembre",
    "diciembre", "septiembre", "setiembre", "instalacion", "january", "february", "october",
    "november",
    "december",
    # two letters swapped or one dropped in a rule's own word ("recrago", "trasaldo")
    "recargo", "recargos", "traslado", "traslados",
    # (and more of a rule's own words: "papeels", "mantenimento")
    "papeles", "mantenimiento", "mantenimientos",
)  # fmt: skip
_FUZZY_SET = frozenset(_FUZZY_TARGETS)
_FUZZY_MIN_LENGTH = 7
_STRETCHED = re.compile(r"([a-z])\1{2,}")
_WORD = re.compile(r"[a-z0-9]+")


def fold(text: str) -> str:
    """Lower-case ASCII-ish form of ``text``: accents dropped, stretched letters squeezed.

    Args:
        text: Any user or bot text.

    Returns:
        The text in lower case, without combining marks, with runs of three or more equal
        letters squeezed to one ("holaaaa" → "hola").
    """
    decomposed = unicodedata.normalize("NFKD", text)
    # (plain ASCII has no combining mark to drop: most texts, and the loop was a tenth of a turn)
    bare = (
        decomposed
        if decomposed.isascii()
        else "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    )
    return _STRETCHED.sub(r"\1", bare.casefold())


def within_one_edit(word: str, target: str) -> bool:
    """Whether ``word`` becomes ``target`` by at most one insertion, deletion, substitution
    or swap of two neighbouring letters (Damerau's restricted edit distance ≤ 1)."""
    if word == target:
        return True
    if abs(len(word) - len(target)) > 1:
        return False
    # One edit leaves the first or the last letter in place once both words have 3+ letters.
    if min(len(word), len(target)) >= 3 and word[0] != target[0] and word[-1] != target[-1]:
        return False
    if len(word) == len(target):
        diffs = [i for i, (a, b) in enumerate(zip(word, target, strict=True)) if a != b]
        if len(diffs) == 1:
            return True
        first = diffs[0]
        return (
            diffs == [first, first + 1]
            and word[first] == target[first + 1]
            and (word[first + 1] == target[first])
        )
    shorter, longer = sorted((word, target), key=len)
    return any(longer[:index] + longer[index + 1 :] == shorter for index in range(len(longer)))


# Every message's words, and every section's heading and keywords on every turn, pass here;
# comparing each long word with every fuzzy target was half of a turn's time, and words
# repeat (a pure function of one word, so the cache cannot go stale).
@lru_cache(maxsize=1 << 16)
def _canonical(word: str) -> str:
    if word in _SHORTHAND:
        return _SHORTHAND[word]
    if word in _FUZZY_SET:  # already a rule word: "facturas" must not become "factura"
        return word
    if len(word) >= _FUZZY_MIN_LENGTH - 1 and not word.isdigit():
        for target in _FUZZY_TARGETS:
            if within_one_edit(word, target):
                return target
        # one slip besides spelling by ear ("trasferensia": s for c, an n dropped)
        heard = _as_heard(word)
        for target, target_heard in _FUZZY_TARGETS_HEARD:
            if within_one_edit(heard, target_heard):
                return target
    return word


_HEARD = ((re.compile(r"c(?=[ei])|z"), "s"), (re.compile(r"v"), "b"), (re.compile(r"ll"), "y"),
          (re.compile(r"h"), ""))  # fmt: skip


def _as_heard(word: str) -> str:
    """``word`` spelt by its sound in Venezuelan Spanish: c before e or i and z as s, v as b, ll
    as y, h silent ("transferencia" and "trasferensia" come one slip apart)."""
    for pattern, sound in _HEARD:
        word = pattern.sub(sound, word)
    return word


_FUZZY_TARGETS_HEARD = tuple((target, _as_heard(target)) for target in _FUZZY_TARGETS)
"""Each fuzzy target with its spelling by ear, worked out once."""


def canonical_words(text: str) -> list[str]:
    """The words of ``text`` after folding, with shorthand and typos replaced.

    Args:
        text: A customer message.

    Returns:
        Lower-case ASCII words; "xq" becomes "porque", "fatura" becomes "factura", and a
        shorthand that stands for two words ("pagomovil") yields both.
    """
    return list(_canonical_words(text))


# The same section headings and keywords are read on every turn: their words are kept (a
# pure function of the text; callers get a list of their own).
@lru_cache(maxsize=1 << 12)
def _canonical_words(text: str) -> tuple[str, ...]:
    words: list[str] = []
    raws = _WORD.findall(fold(text))
    for index, raw in enumerate(raws):
        if raw.startswith("rr") and len(raw) > _MIN_RR_WORD:
            # no Spanish word opens with "rr": the r doubled as heard ("rreportar", "rrecargo")
            raw = raw[1:]
        if raw == "iba" and words and words[-1] in _BEFORE_A_NOUN:
            # "el iba", "sin iba": the tax spelt as heard, not the verb "iba" (was going)
            raw = "iva"
        elif raw == "s" and words[-1:] == ["what"]:
            # "what's", its apostrophe dropped: as "whats" reads
            raw = "is"
        elif raw == "se" and words[-1:] == ["e"]:
            # Italian "e se" ("and if"): Spanish puts "e" only before an "i" sound, never "se"
            words[-1], raw = "y", "si"
        elif raw in _PLAN_SPEEDS and (
            (words and words[-1] in _PLAN_NOUNS)
            or words[-2:] in (["la", "de"], ["el", "de"], ["al", "de"])
            or raws[index + 1 : index + 2] in (["megas"], ["mb"], ["mbps"], ["megabits"])
        ):
            # a plan named by its speed in words ("fibra cien", "pasarme a la de seiscientos"):
            # the plan's figure, as every plan rule reads it
            raw = _PLAN_SPEEDS[raw]
        words.extend(_canonical(raw).split())
    return tuple(words)


_PLAN_SPEEDS = {
    "treinta": "30", "cincuenta": "50", "cien": "100", "trescientos": "300",
    "seiscientos": "600", "mil": "1000",
}  # fmt: skip
"""The plans' speeds written in words."""
_PLAN_NOUNS = frozenset({"fibra", "plan", "fiber"})


_MIN_RR_WORD = 3
"""Words longer than this opening with "rr" lose one r (an onomatopoeia "rrr" stays)."""
_BEFORE_A_NOUN = frozenset({"el", "del", "al", "sin", "con", "de", "su", "mi", "ese", "este"})
"""Words after which a word is a noun: "el iba" is the tax, "yo iba" the verb."""


DISTINCTIVE_LENGTH = 5
"""A word this long or longer can name a section by itself ("fidelidad", "bienvenida");
shorter ones ("plan", "mes") are shared by many."""


def distinctive_words(lines: Iterable[str]) -> frozenset[str]:
    """The canonical words of ``lines`` long enough to name a section by themselves
    (``DISTINCTIVE_LENGTH``): how a line of the account ("Descuento por fidelidad 10 %")
    points at the rule behind it."""
    return frozenset(
        word for line in lines for word in canonical_words(line) if len(word) >= DISTINCTIVE_LENGTH
    )
