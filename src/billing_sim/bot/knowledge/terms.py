"""Search terms: how a question and a section are reduced to comparable words (pure).

Both sides go through the same steps, so the lexical index never needs to list variants:

1. ``billing_sim.bot._text.canonical_words``: accents, case and stretched letters folded, WhatsApp
shorthand
   and common typos replaced ("xq" → "porque", "fatura" → "factura", "pagomovil" → "pago movil");
2. stop words dropped (Spanish and English function words: they carry no topic);
3. a light plural stemmer ("planes" → "plan", "promociones" → "promocion", "facturas" →
   "factura"): Spanish plurals are regular, verbs are not, and an aggressive stemmer would
   merge "pago" with "pagina"; verb forms customers use go in a section's keywords instead.

A question's terms are then matched against the knowledge base's vocabulary, allowing one
typing slip in words of five letters or more ("reconecion" finds "reconexion" only through its
keywords, "mantenimeinto" finds "mantenimiento" through :func:`expand`; the first letter is
kept, so "apagué" never becomes "pagué") and a diminutive standing for its plain word
("aparatico" → "aparato"), and
:func:`coverage` measures how much of a question a section covers, weighted by rarity.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from billing_sim.bot._text import canonical_words, within_one_edit

STOP_WORDS = frozenset({
    "a", "al", "algo", "algun", "alguna", "algunas", "alguno", "algunos", "ante", "antes", "aqui",
    "asi", "aun", "cada", "como", "con", "contra", "cual", "cuales", "de", "del", "desde",
    "donde", "dos", "e", "el", "ella", "ellas", "ello", "ellos", "en", "entre", "era", "es",
    "esa", "esas", "ese", "eso", "esos", "esta", "estan", "estas", "este", "esto", "estos",
    "estoy", "fue", "fueron", "ha", "habia", "han", "has", "hay", "he", "hola", "la", "las", "le",
    "les", "lo", "los", "mas", "me", "mi", "mis", "mucho", "muy", "nada", "ni", "no", "nos",
    "nosotros", "o", "otra", "otras", "otro", "otros", "para", "pero", "poco", "por", "porque",
    "pues", "que", "quien", "se", "sea", "ser", "si", "sido", "sin", "sobre", "solo", "son", "su",
    "sus", "tambien", "tan", "tanto", "te", "tengo", "ti", "tiene", "tienen", "toda", "todas",
    "todo", "todos", "tu", "tus", "un", "una", "unas", "uno", "unos", "usted", "ustedes", "va",
    "ya", "y", "yo", "buenas", "buenos", "gracias", "favor", "porfavor", "saludos", "amigo",
    "chamo", "pana", "epa", "oye", "disculpe", "disculpa", "necesito", "quiero", "queria",
    "saber", "quisiera", "puedo", "puede", "pueden", "podria", "an", "and", "are", "be", "can",
    "do", "does", "for", "from", "how", "i", "in", "is", "it", "my", "of", "on", "or", "so",
    "that", "the", "this", "to", "what", "when", "where", "which", "who", "why", "will", "with",
    "you", "your", "hi", "hello", "please",
    # more English function words: unknown to the sections, each weighed as a rare term and
    # cut the share of "if I pay cash at your office, is it reflected right away?" the
    # section on when payments show could cover
    "if", "at", "but", "than", "then", "we", "our", "us", "they", "them", "was", "were", "am",
    "have", "had", "would", "could", "should", "away", "until", "many",
    # past tenses of "it came / it showed up": how customers point at their bill ("el IGTF que
    # me salió"), never a topic; unknown to the sections, they would be taken for typos
    # ("salio" is one letter from "saldo") and pull in unrelated sections.
    "salio", "salieron", "llego", "llegaron", "vino", "vinieron", "aparecio", "aparecieron",
    # WhatsApp's clipped function words and forms of address ("pa" is "para", "uds" is
    # "ustedes", "mana" is "hermana"): unknown to the sections, each weighed as the rarest
    # term and halved the share of "pa un familiar en maracaibo, llegan hasta alla?" any
    # section could cover.
    "pa", "pal", "uds", "ud", "vos", "alla", "aca", "ahi", "mana", "mira", "chama", "mija",
    "mijo", "bueno", "ok", "okey",
    # the first persons of "ser", "estar" and "poder" beside their other forms above:
    # "somos una asociación civil, ¿podemos pedir...?" is about the association and the VAT
    "soy", "somos", "estamos", "podemos", "podrian",
    # the other persons of "querer" and "tener" beside "quiero", "tengo", "tiene" above, "vi"
    # (I saw) and the subjunctive of "salir" beside "salio": how a customer tells who wants
    # or has something, never the topic ("mi papá quiere contratar" is about contracting);
    # unknown to the sections, "quiere" was one slip from "quiera" and "vi" weighed as the
    # rarest term
    "quiere", "quieren", "quieres", "quiera", "quieran", "tener", "tenemos", "vi", "salga",
    "salgan", "per",
})  # fmt: skip
"""Words dropped from questions and sections alike (folded: no accents)."""

ASKING_WORDS = frozenset({
    "cuanto", "cuanta", "cuesta", "cuestan", "sale", "salen", "vale", "valen", "precio",
    "cobran", "cobra", "costo", "much", "cost", "price",
})  # fmt: skip
"""Words that say what kind of answer is wanted (a price), not what it is about (stemmed,
folded). :func:`coverage` leaves them out when the question has other terms: in "¿cuánto sale
la IP fija?" the section that covers "IP fija" answers it, not the price list that covers
"cuánto sale"."""

OFFERING_WORDS = frozenset({
    "vende", "venden", "vendes", "tiene", "tienen", "ofrece", "ofrecen", "dan", "hacen",
    "alquilan", "prestan", "arreglan", "reparan", "sell", "have", "offer", "rent", "fix",
})  # fmt: skip
"""Verbs that ask whether the company offers something ("¿venden laptops?"): what is
offered is the question's subject, so a section sharing only the verb ("ya no venden este
plan") is not about it."""

_MIN_FUZZY = 5
"""A slip is forgiven only in words this long: shorter words are too close to each other."""


def stem(word: str) -> str:
    """The singular of a folded Spanish word: ``planes`` → ``plan``, ``megas`` → ``mega``.

    Digits and short words are left alone ("mes", "gb", "300").
    """
    if len(word) <= 3 or word.isdigit():
        return word
    if word.endswith("ciones"):
        return word[:-6] + "cion"
    if word.endswith("es") and len(word) > 4 and word[-3] in "lnrdjs":
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def terms(text: str) -> list[str]:
    """The search terms of ``text``, in order, repeated as often as they occur."""
    return [stem(word) for word in canonical_words(text) if word not in STOP_WORDS]


@dataclass(frozen=True, slots=True)
class QueryTerm:
    """One term of a question and the vocabulary terms that count as it."""

    term: str
    variants: frozenset[str]
    """The term itself if the vocabulary has it, else its one-slip neighbours in it."""


def expand(question_terms: Iterable[str], vocabulary: Collection[str]) -> tuple[QueryTerm, ...]:
    """The distinct terms of a question, each with the vocabulary words it matches.

    A term the vocabulary knows matches itself; an unknown term of five letters or more
    matches the plain word it is a diminutive of (:func:`diminished`) or the verb it is with
    its pronouns attached (:func:`without_clitics`) when the vocabulary has it, else every
    vocabulary word one typing slip from it (:func:`slip`) or another form of the same verb
    (:func:`kin`); an unknown short
    term matches nothing but still counts in :func:`coverage` (an off-topic
    word lowers the share of the question a section covers).
    """
    expanded = []
    for term in dict.fromkeys(question_terms):
        if term in ENGLISH:
            variants = frozenset({term, *ENGLISH[term]} & set(vocabulary))
        elif term in vocabulary or len(term) < _MIN_FUZZY or term.isdigit():
            variants = frozenset({term}) if term in vocabulary else frozenset()
        else:
            bases = (*diminished(term), *without_clitics(term))
            variants = frozenset(base for base in bases if base in vocabulary) or (
                frozenset(
                    word
                    for word in vocabulary
                    if slip(term, word) or any(kin(base, word) for base in (term, *bases))
                )
            )
        expanded.append(QueryTerm(term, variants))
    return tuple(expanded)


_ENDINGS = tuple(
    sorted(
        {
            "ar", "er", "ir", "o", "a", "e", "as", "an", "en", "amo", "emo", "imo", "io", "aron",
            "ieron", "ado", "ada", "ido", "ida", "ara", "iera", "are", "ere", "ire",
        },
        key=len,
        reverse=True,
    )
)  # fmt: skip
"""Verb and adjective endings (folded, after :func:`stem`): "disputo", "disputar" and
"disputamos" share the root "disput". Not the imperfect ("costaba": what a price *was* is
another question than what it is) nor the gerund ("¿están contratando?" asks whether the
company hires, not how to contract)."""
_MIN_ROOT = 4
"""A root this long at least: shorter ones are shared by unrelated words ("viv", "ten")."""


# Every unknown term of a question is compared with every word of the vocabulary through
# its root: caching the pure word -> root map takes that from a quarter of a retrieval to
# almost nothing.
@functools.lru_cache(maxsize=1 << 16)
def root(word: str) -> str:
    """``word`` without its longest verb or adjective ending, when at least ``_MIN_ROOT``
    letters remain; the word itself otherwise (and for digits)."""
    if word.isdigit():
        return word
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= _MIN_ROOT:
            return word[: -len(ending)]
    return word


def kin(term: str, word: str) -> bool:
    """Whether ``word`` is another form of the same verb or adjective as ``term``: both
    have a root (:func:`root`) and it is the same ("disputo" and "disputar", "juntos" and
    "juntar", "volvió" and "volver"). Customers conjugate what the sections write in the
    infinitive or in another person; one slip bridges only "-n" to "-r"."""
    found = root(term)
    return found != term and found == root(word)


ENGLISH: Mapping[str, tuple[str, ...]] = {
    "month": ("mes", "mensual"), "monthly": ("mes", "mensual"), "bill": ("factura",),
    "invoice": ("factura",), "fiber": ("fibra",), "tax": ("impuesto", "iva"),
    "taxe": ("impuesto", "iva"), "due": ("vence", "vencimiento"), "referral": ("referido",),
    "refer": ("referido", "referir"), "discount": ("descuento",), "cancel": ("cancelar", "baja"),
    "rate": ("tasa",), "pay": ("pagar", "pago"), "payment": ("pago",), "half": ("mitad",),
    "late": ("tarde", "atraso"), "install": ("instalar", "instalacion"),
    "installation": ("instalacion",), "speed": ("velocidad",), "refund": ("reembolso",),
    "credit": ("credito",), "balance": ("saldo",), "charge": ("cargo", "cobro"),
    "fee": ("cargo", "recargo"), "promo": ("promocion",), "promotion": ("promocion",),
    "offer": ("oferta",), "coverage": ("cobertura",), "moving": ("mudanza", "traslado"),
    "move": ("mudanza", "traslado"), "outage": ("falla",), "hour": ("horario", "hora"),
    "agent": ("agente",), "complaint": ("reclamo",), "reflected": ("reflejo", "refleja"),
    "reflect": ("reflejo", "refleja"), "show": ("aparece", "refleja"), "cash": ("efectivo",),
    "office": ("oficina",), "day": ("dia",), "take": ("tarda", "tiempo"),
    "right": ("momento",), "immediately": ("momento",), "instantly": ("momento",),
    "reconnection": ("reconexion",), "reconnect": ("reconectar", "reconexion"),
}  # fmt: skip
"""English words (stemmed) and the Spanish words of the sections they count as, besides
themselves: a third of some sets' messages are in English or Spanglish ("how much is the
fiber 1000 plan per month"), and the sections' English keywords cannot list every phrase."""


_DIMINUTIVES = (
    ("cito", ""),
    ("cita", ""),
    ("quito", "co"),
    ("quita", "ca"),
    ("ito", "o"),
    ("ita", "a"),
    ("ico", "o"),
    ("ica", "a"),
    ("isimo", "o"),
    ("isima", "a"),
)
"""Venezuelan diminutive (and superlative) endings and what the plain word ends with instead:
"aparatico" is "aparato", "baratica" "barata", "poquito" "poco", "lentisimo" "lento"."""


def diminished(term: str) -> tuple[str, ...]:
    """The plain words a diminutive or superlative ``term`` may stand for, most likely first
    ("aparatico" → "aparato"; "cafecito" → "cafe"); none for a word without such an ending or
    too short to have one (a stem of two letters at least). Customers write "el aparatico",
    "baratica", "lentísimo": the sections say "aparato", "barata", "lento", and one slip
    never bridges a whole suffix."""
    found = []
    for ending, plain in _DIMINUTIVES:
        if term.endswith(ending) and len(term) - len(ending) >= 2:
            found.append(term[: -len(ending)] + plain)
    return tuple(dict.fromkeys(found))


_CLITICS = tuple(
    sorted(
        {"me", "te", "le", "lo", "la", "se", "nos", "les", "los", "las", "melo", "mela", "selo",
         "sela", "selos", "selas", "telo", "tela"},
        key=len,
        reverse=True,
    )
)  # fmt: skip
_CLITIC_HOSTS = ("ar", "er", "ir", "ando", "iendo")
"""The verb forms Spanish attaches pronouns to: the infinitive and the gerund."""
_MIN_BASE = 5
"""A verb this long at least ("pasar", "subir"): "darle", "irme" and "verse" are too short
to tell a pronoun from the rest of a word."""


def without_clitics(term: str) -> tuple[str, ...]:
    """The infinitive or gerund ``term`` is with its pronouns attached ("cortarme" →
    "cortar", "descontárselo" → "descontar", "pasándote" → "pasando"); none for a word
    without them. Customers write the verb with the pronoun of whom it concerns; the sections
    write it bare or with another pronoun, and one slip never bridges two letters."""
    for clitic in _CLITICS:
        base = term[: -len(clitic)]
        if term.endswith(clitic) and len(base) >= _MIN_BASE and base.endswith(_CLITIC_HOSTS):
            return (base,)
    return ()


def slip(term: str, word: str) -> bool:
    """Whether ``word`` is ``term`` with one typing slip: one letter inserted, dropped,
    replaced or swapped with its neighbour, the first letter kept or only spelt as it sounds
    (:func:`sounds_alike`). Any other slip on the first letter is rarely a typo and often
    another word: "apague" is not "pague", "norte" is not "corte"."""
    return (
        abs(len(word) - len(term)) <= 1
        and (term[:1] == word[:1] or sounds_alike(term, word))
        and within_one_edit(term, word)
    )


def sounds_alike(term: str, word: str) -> bool:
    """Whether two words of the same length differ only in a first letter that Spanish says
    the same: b and v ("vajar", "bolver"), or s, c and z before e or i ("sedula", "zerca").
    Writing by ear is the commonest misspelling in Venezuelan messages, and the one a
    first-letter rule would otherwise refuse."""
    if len(term) != len(word) or term[1:] != word[1:] or not term:
        return False
    pair = {term[0], word[0]}
    return pair <= {"b", "v"} or (pair <= {"s", "c", "z"} and term[1:2] in ("e", "i"))


def inverse_document_frequencies(documents: Sequence[Collection[str]]) -> dict[str, float]:
    """``idf(t) = ln(1 + N / df(t))`` over the term sets of ``documents``."""
    counts: dict[str, int] = {}
    for document in documents:
        for term in document:
            counts[term] = counts.get(term, 0) + 1
    total = len(documents)
    return {term: math.log(1 + total / count) for term, count in counts.items()}


def coverage(
    query: Sequence[QueryTerm], section_terms: Collection[str], idf: Mapping[str, float]
) -> float:
    """The share of the question's weight that occurs in a section, 0 to 1.

    Each distinct question term weighs its inverse document frequency (a term found nowhere
    weighs as much as the rarest one), and counts as covered when one of its variants is among
    ``section_terms``. ``0.0`` for a question without terms.
    """
    if not query:
        return 0.0
    query = [term for term in query if not asking(term)] or query
    rare = max(idf.values(), default=1.0)

    def weight(term: QueryTerm) -> float:
        known = [idf[v] for v in term.variants if v in idf]
        return max(known) if known else rare

    total = sum(weight(term) for term in query)
    covered = sum(weight(term) for term in query if term.variants & set(section_terms))
    return covered / total if total else 0.0


def asking(term: QueryTerm) -> bool:
    """Whether a question's term asks for a price (:data:`ASKING_WORDS`), itself or every
    word it counts as ("costaba" is "costo")."""
    return term.term in ASKING_WORDS or (bool(term.variants) and term.variants <= ASKING_WORDS)


def names_the_unknown(query: Sequence[QueryTerm]) -> bool:
    """Whether the question is about something the documents never mention: one of its
    terms is unknown to every section in force (and to every word one slip from it), and at
    most one other term is known ("¿venden laptops?", "¿quién es el dueño de la empresa?").
    A longer question with an unknown word ("ayer", "plata") is still about what it knows."""
    if not any(term.term not in ASKING_WORDS and not term.variants for term in query):
        return False
    return sum(1 for term in query if term.variants) <= 1


@functools.cache
def phrases(keywords: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The search terms of each of a section's keyword phrases that names a situation: two
    or more words that are neither digits nor asking words ("me voy del pais" → ``("voy",
    "pai")``; "ont", "fibra 300" and "cuanto cuesta" are left out: a product or a question
    word is no situation)."""
    found = (tuple(terms(keyword)) for keyword in keywords)
    return tuple(
        dict.fromkeys(
            phrase
            for phrase in found
            if sum(1 for word in phrase if not word.isdigit() and word not in ASKING_WORDS) >= 2
        )
    )


def phrase_weight(
    said: Sequence[frozenset[str]],
    section_phrases: Iterable[Sequence[str]],
    idf: Mapping[str, float],
) -> float:
    """The weight (the sum of its terms' rarity) of the heaviest of a section's keyword
    phrases (:func:`phrases`) said in the question, its words in a row and in order (only
    stop words between them); 0 when none is.

    ``said`` holds, for each search term of the question in order, the vocabulary words it
    counts as (:func:`expand`). A customer phrase found whole ("me pase de los gigas", "pagar
    en cuotas") says which situation the question is about more surely than the same words
    scattered over it ("¿qué día sale la factura… el servicio de diciembre?" says neither
    "días sin servicio" nor "día de pago"); the verdict reads it (``verdict``)."""
    best = 0.0
    for phrase in section_phrases:
        size = len(phrase)
        if any(
            all(phrase[j] in said[i + j] for j in range(size)) for i in range(len(said) - size + 1)
        ):
            best = max(best, sum(idf.get(word, 0.0) for word in phrase))
    return best


def all_present(query: Sequence[QueryTerm], section_terms: Collection[str]) -> bool:
    """Whether the section is a full-text hit: every question term the knowledge base knows
    occurs in it (and there is at least one).

    Terms no section contains ("ayer", "plata") cannot occur in any section, so they do not
    count against one; this is Postgres' ``plainto_tsquery`` (all terms) over a closed
    vocabulary.
    """
    known = [term for term in query if term.variants]
    return bool(known) and all(term.variants & set(section_terms) for term in known)
