"""The QA console: a page in the browser over the control plane, served by the simulator.

Plain HTML, CSS and one JavaScript file shipped in this package (``static/``): no build step,
no CDN, no framework. The page is a client of the documented control plane
(``billing_sim/simulator/control/control.yaml``) and nothing else: it adds no private API. The
control
plane registers the assets once (:func:`console_assets`), served only when it is on.

Safety, enforced by the browser through the headers of :data:`CONSOLE_HEADERS`: a strict
Content-Security-Policy (scripts only from this origin's file, no inline script or style, no
framing, no form submission, Trusted Types required, so that no string can ever be assigned
as HTML), ``nosniff`` and no referrer. The script renders every value from requests with
``textContent``. The admin token lives in the tab's ``sessionStorage`` and travels only in
the ``Authorization`` header; see ``docs/console.md``.
"""

from billing_sim.simulator.console.assets import (
    CONSOLE_HEADERS,
    CONSOLE_PATH,
    ConsoleAsset,
    console_assets,
)

__all__ = ["CONSOLE_HEADERS", "CONSOLE_PATH", "ConsoleAsset", "console_assets"]
