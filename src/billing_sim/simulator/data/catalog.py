"""The ISP's fixed catalog: plans (with their price history), add-ons, equipment, fees, promotions.

Prices are in USD minor units, as the ISP prices in dollars and bills in bolívares. A plan's price
history is keyed by month offset (see :mod:`billing_sim.simulator.data.calendar`): ``fibra-300`` is
repriced in
the business month, ``fibra-50`` and ``fibra-600`` earlier in the year.
"""

from __future__ import annotations

from dataclasses import dataclass

from billing_sim.simulator.problems import Localized


@dataclass(frozen=True, slots=True)
class PlanSpec:
    """A service plan and the monthly prices it had, ``(from offset, USD minor)``, oldest first."""

    code: str
    name: str
    description: Localized
    technology: str
    download_mbps: int
    upload_mbps: int
    allowance_gb: int | None
    prices: tuple[tuple[int, int], ...]
    overage_usd: int | None
    active: bool
    weight: int

    def price_at(self, offset: int) -> int:
        """The monthly price (USD minor) in force in month ``offset``."""
        return [price for start, price in self.prices if start <= offset][-1]


def _plan(
    code: str,
    name: str,
    tech: str,
    speed: tuple[int, int],
    allowance: int | None,
    *,
    prices: tuple[tuple[int, int], ...],
    weight: int,
    overage: int | None = None,
    active: bool = True,
) -> PlanSpec:
    down, up = speed
    cap_es = f" con {allowance} GB al mes" if allowance else ", sin límite de datos"
    cap_en = f" with {allowance} GB a month" if allowance else ", unlimited data"
    kind_es = "Fibra óptica" if tech == "fiber" else "Internet inalámbrico fijo"
    kind_en = "Fibre" if tech == "fiber" else "Fixed wireless internet"
    speeds_es = f"{down} Mbps simétricos" if down == up else f"{down}/{up} Mbps"
    speeds_en = f"{down} Mbps symmetric" if down == up else f"{down}/{up} Mbps"
    return PlanSpec(
        code=code,
        name=name,
        description=Localized(
            es=f"{kind_es} de {speeds_es}{cap_es}", en=f"{kind_en}, {speeds_en}{cap_en}"
        ),
        technology=tech,
        download_mbps=down,
        upload_mbps=up,
        allowance_gb=allowance,
        prices=prices,
        overage_usd=overage,
        active=active,
        weight=weight,
    )


_ALWAYS = -99
PLANS: dict[str, PlanSpec] = {
    plan.code: plan
    for plan in (
        _plan(
            "fibra-30",
            "Fibra 30",
            "fiber",
            (30, 15),
            150,
            prices=((_ALWAYS, 1500),),
            overage=50,
            active=False,
            weight=4,
        ),
        _plan(
            "fibra-50",
            "Fibra 50",
            "fiber",
            (50, 50),
            200,
            prices=((_ALWAYS, 1800), (-6, 2000)),
            overage=50,
            weight=22,
        ),
        _plan(
            "fibra-100",
            "Fibra 100",
            "fiber",
            (100, 100),
            300,
            prices=((_ALWAYS, 2500),),
            overage=50,
            weight=34,
        ),
        _plan(
            "fibra-300",
            "Fibra 300",
            "fiber",
            (300, 300),
            None,
            prices=((_ALWAYS, 3200), (0, 3500)),
            weight=17,
        ),
        _plan(
            "fibra-600",
            "Fibra 600",
            "fiber",
            (600, 300),
            None,
            prices=((_ALWAYS, 4000), (-3, 4500)),
            weight=8,
        ),
        _plan(
            "fibra-1000",
            "Fibra 1000",
            "fiber",
            (1000, 500),
            None,
            prices=((_ALWAYS, 6000),),
            weight=4,
        ),
        _plan(
            "aire-15",
            "Aire 15",
            "fixed_wireless",
            (15, 5),
            100,
            prices=((_ALWAYS, 1800),),
            overage=40,
            weight=11,
        ),
    )
}


@dataclass(frozen=True, slots=True)
class Item:
    """A priced catalog item other than a plan: add-on, equipment, fee or promotion.

    ``usd`` is the unit price; for a percentage promotion ``percent_bps`` is set instead.
    """

    code: str
    name: Localized
    usd: int
    taxable: bool = True
    percent_bps: int | None = None
    months: int = 0


ADDONS: dict[str, Item] = {
    item.code: item
    for item in (
        Item("addon:ip-fija", Localized("IP fija", "Static IP"), 500),
        Item("addon:tv-basico", Localized("TV básica (40 canales)", "Basic TV (40 channels)"), 800),
    )
}

EQUIPMENT: dict[str, Item] = {
    item.code: item
    for item in (
        Item("equip:ont", Localized("Alquiler de ONT", "ONT rental"), 200),
        Item("equip:router-wifi6", Localized("Router Wi-Fi 6", "Wi-Fi 6 router"), 1500, months=3),
        Item(
            "equip:router-reposicion",
            Localized("Reposición de router dañado", "Replacement of a damaged router"),
            3000,
        ),
    )
}
"""``equip:router-wifi6`` is sold in ``months`` monthly instalments."""

FEES: dict[str, Item] = {
    item.code: item
    for item in (
        Item(
            "fee:late", Localized("Recargo por pago tardío", "Late payment fee"), 300, taxable=False
        ),
        Item(
            "fee:installation", Localized("Instalación del servicio", "Service installation"), 3000
        ),
        Item("fee:relocation", Localized("Traslado del servicio", "Service relocation"), 2000),
        Item(
            "fee:reconnection", Localized("Reconexión del servicio", "Service reconnection"), 1000
        ),
        Item(
            "fee:returned-payment",
            Localized("Cargo por pago devuelto", "Returned payment fee"),
            500,
            taxable=False,
        ),
    )
}

PROMOS: dict[str, Item] = {
    item.code: item
    for item in (
        Item(
            "promo:bienvenida-20",
            Localized("Promoción de bienvenida 20 %", "Welcome promotion 20 %"),
            0,
            percent_bps=2000,
            months=3,
        ),
        Item(
            "promo:fidelidad-10",
            Localized("Descuento por fidelidad 10 %", "Loyalty discount 10 %"),
            0,
            percent_bps=1000,
            months=6,
        ),
        Item(
            "promo:referido-5",
            Localized("Descuento por referido", "Referral discount"),
            500,
            months=2,
        ),
    )
}

PROMO_STORY_NAMES: dict[str, Localized] = {
    "promo:bienvenida-20": Localized("promoción de bienvenida", "welcome promotion"),
    "promo:fidelidad-10": Localized("promoción por fidelidad", "loyalty discount"),
    "promo:referido-5": Localized("promoción por referido", "referral discount"),
}
"""How a reason sentence names a promotion (``Terminó la promoción de bienvenida``)."""

CREDIT_REASONS: dict[str, Localized] = {
    "service_outage": Localized(
        "compensación por falla del servicio", "compensation for a service outage"
    ),
    "billing_error": Localized(
        "corrección de un error de facturación", "correction of a billing error"
    ),
    "goodwill": Localized("bonificación de cortesía", "goodwill credit"),
}

IVA_BPS = 1600
REDUCED_IVA_BPS = 800
IGTF_BPS = 300
"""IVA 16 % (8 % on the social tariff); IGTF 3 % on payments in foreign currency."""
