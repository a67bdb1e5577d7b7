"""The charges a customer names ("¿y esa mora?", "qué es el IGTF"), and where a bill has them.

One row per charge: the canonical words the router recognises (``billing_sim.bot._text`` has already
folded accents, case and typos), how the reply names it, and which bill lines it is (by
line ``code``, or a code prefix ending in ``:``, or line ``kind``). No wording here has a
digit: every number of a reply comes from the bill's own lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a bill line's shape; routing imports this table and must stay pure
    from billing_sim.client.models import BillLineChange, InvoiceLine


@dataclass(frozen=True, slots=True)
class Charge:
    """A charge customers ask about by name.

    Attributes:
        key: Stable name (``late_fee``), carried by ``Routed.topic``.
        words: Canonical words or phrases that name it in a message.
        name: How a reply names it ("el IGTF").
        absent: The sentence ending when the bill does not have it ("no incluye IGTF").
        codes: Line codes it is (``tax:igtf``), or code prefixes (``equip:``).
        kinds: Line kinds it is (``late_fee``).
    """

    key: str
    words: tuple[str, ...]
    name: str
    absent: str
    codes: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()

    def matches(self, line: BillLineChange | InvoiceLine) -> bool:
        """Whether a bill line (of a bill summary or of an invoice) is this charge."""
        by_code = any(
            line.code.startswith(code) if code.endswith(":") else line.code == code
            for code in self.codes
        )
        return by_code or line.kind.value in self.kinds


CHARGES: tuple[Charge, ...] = (
    # (the tax named by its rate when paying in foreign currency: "me sale un 3% extra")
    Charge("igtf", ("igtf", "grandes transacciones", "3 extra", "3 adicional", "3 por ciento",
                    "tres por ciento", "3 de recargo", "3 mas", "impuesto a las divisas",
                    "impuesto de las divisas", "impuesto por pagar en divisas",
                    "impuesto por pagar en dolares",
                    # (in English: "is there still that 3% tax?")
                    "3 tax", "3 percent tax", "3 percent"), "el IGTF", "no incluye IGTF",
           codes=("tax:igtf",)),
    Charge("late_fee", ("mora", "moras", "recargo", "recargos", "multa", "multas", "intereses",
                        "pago tardio", "late fee", "late charge", "penalty"),
           "el recargo por pago tardío (mora)", "no tiene recargo por mora",
           codes=("fee:late",), kinds=("late_fee",)),
    Charge("iva", ("iva", "vat", "valor agregado"), "el IVA", "no incluye IVA",
           codes=("tax:iva",)),
    Charge("reconnection", ("reconexion", "reconeccion", "reconnection",
                            # charged for it ("¿me van a cobrar algo por volverlo a conectar?")
                            "por volverlo a conectar", "por volverla a conectar",
                            "por volver a conectar"),
           "el cargo por reconexión", "no tiene cargo por reconexión",
           codes=("fee:reconnection",)),
    Charge("returned_payment", ("pago devuelto", "pago rebotado", "returned payment"),
           "el cargo por pago devuelto", "no tiene cargo por pago devuelto",
           codes=("fee:returned-payment",)),
    Charge("installation", ("instalacion", "traslado", "mudanza", "installation",
                            "relocation"),
           "el cargo de instalación o traslado", "no tiene cargo de instalación ni traslado",
           codes=("fee:installation", "fee:relocation")),
    # the two lines of a change of plan mid-month, named as the bill prints them or by the
    # plan they are of ("un crédito del fibra 50 y un cargo del fibra 100")
    Charge("proration", ("prorrateo", "cargo proporcional", "cobro proporcional",
                         "cargo del fibra", "cargo del plan nuevo", "cargo por el plan nuevo",
                         "credito del fibra", "credito del plan viejo", "dias no usados",
                         "cargo por los dias", "cargo de los dias", "credito por los dias",
                         # both plans on one bill ("me están cobrando dos planes")
                         "dos planes", "2 planes", "ambos planes",
                         # the pair seen after a change of plan ("salen un crédito y un cargo")
                         "un credito un cargo", "un cargo un credito", "un credito y un cargo",
                         "un cargo y un credito",
                         # (billed, not a question of paying both: "do I end up paying both
                         # plans?" asks the rule)
                         "charges for both plans", "charged for both plans",
                         "charging me for both plans", "billed for both plans",
                         "charges for two plans"),
           "el prorrateo del cambio de plan", "no tiene prorrateo por cambio de plan",
           kinds=("proration_charge", "proration_credit")),
    Charge("data_overage", ("gigas extra", "gb extra", "datos extra", "gigas adicionales",
                            "gb adicionales", "datos adicionales", "consumo adicional",
                            "cobro por gigas", "cobro por exceso", "cargo por exceso",
                            "overage", "extra data", "extra gigas", "extra gb", "gigas de mas",
                            "gb de mas", "datos de mas", "megas de mas", "gigas excedentes",
                            "gb excedentes", "exceso de datos", "exceso de gigas",
                            # (the going over named: "el cobro por pasarme de los gigas")
                            "por pasarme de los gigas", "por pasarme de las gigas",
                            "por pasarnos de los gigas", "por pasarme de los datos",
                            "exceso de gb", "excedente de datos", "data overage"),
           "los GB adicionales", "no tiene GB adicionales", codes=("usage:data-overage",)),
    Charge("equipment", ("alquiler", "alquiler de ont", "alquiler del equipo", "por un equipo",
                         "por el equipo", "por la ont", "equipment rental", "rental",
                         # the ONT as customers describe it, charged for ("2 dólares por la
                         # cajita blanca donde entra el cable"); not the box itself, which a
                         # fault report names too ("la cajita tiene un led en rojo")
                         "por la cajita", "por la caja blanca", "por el aparatico",
                         "por el aparato"),
           "el alquiler de equipos", "no tiene alquiler de equipos", codes=("equip:",)),
    Charge("addon", ("ip fija", "ip estatica", "tv basica", "static ip", "servicio adicional",
                     "basic tv", "fixed ip",
                     "canales de tv", "canales de television", "television",
                     "servicios adicionales", "add on",
                     # the fixed IP as customers describe it ("una dirección pública que no
                     # cambie")
                     "direccion publica", "direccion ip publica", "direccion fija",
                     "direccion ip fija", "ip publica", "ip que no cambie",
                     "direccion que no cambie"),
           "los servicios adicionales", "no tiene servicios adicionales", codes=("addon:",)),
    Charge("taxes", ("impuesto", "impuestos", "tax", "taxes"), "los impuestos",
           "no incluye impuestos", codes=("tax:",), kinds=("tax",)),
)  # fmt: skip
"""Most specific first: "el impuesto IGTF" is the IGTF, not taxes in general."""

DATA_OVERAGE = next(c for c in CHARGES if c.key == "data_overage")
"""Data used beyond the plan's allowance: the one line whose quantity is GB."""

DOLLARS = "dollars"
"""``Routed.topic`` of "why do I pay in dollars" (prices in USD, billed in bolívares)."""
DOLLAR_WORDS = ("dolar", "dolares", "divisas", "usd", "bcv", "tasa de cambio")
"""How a policy section speaks of the dollars topic."""


def charge(key: str) -> Charge | None:
    """The charge named ``key``, if it is one."""
    return next((c for c in CHARGES if c.key == key), None)


GENERIC_WORDS = frozenset({"multa", "multas", "recargo", "recargos", "penalty"})
"""Words any penalty goes by: the late fee's, unless the message names another penalty by its
own line's name ("me sale un cargo por pago devuelto… y encima me meten una multa": the
returned payment's charge)."""
_PENALTIES = frozenset({"returned_payment", "reconnection"})
"""The other charges a customer calls "una multa"."""


def named_charge(padded: str) -> Charge | None:
    """The first charge (in table order) a message names, ``padded`` being `` word word ``;
    a penalty named by its own name before a late fee named only by a word any penalty goes
    by."""
    named = [c for c in CHARGES if any(f" {w} " in padded for w in c.words)]
    if named and named[0].key == "late_fee":
        own = any(f" {w} " in padded for w in named[0].words if w not in GENERIC_WORDS)
        penalty = next((c for c in named if c.key in _PENALTIES), None)
        if penalty is not None and not own:
            return penalty
    return named[0] if named else None


def topic_words(topic: str) -> tuple[str, ...]:
    """The words or phrases a policy section about ``topic`` (a charge key or ``dollars``)
    contains: what ties the policy to the charge the customer named."""
    if topic == DOLLARS:
        return DOLLAR_WORDS
    named = charge(topic)
    return named.words if named is not None else ()
