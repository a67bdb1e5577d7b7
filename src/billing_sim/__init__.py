"""billing-sim: a contract-first ISP billing API, its simulator, a resilient client and a bot.

One import name for the whole distribution, so that a project's own ``client.py``, ``bot/`` or
``simulator.py`` never shadows ours (or is shadowed by it). The subpackages:

- ``billing_sim.openapi``: the OpenAPI 3.1 contract (``billing.yaml``) and the models generated
  from it; imports none of the others.
- ``billing_sim.client``: the typed, resilient httpx client and ``BillingTools`` (needs only
  httpx and pydantic: ``pip install billing-sim``).
- ``billing_sim.simulator``: the contract implemented with seeded data and a scenario engine
  (``pip install 'billing-sim[sim]'``).
- ``billing_sim.toolkit``: the ``billing-sim`` command line (serve, verify, drift, scenarios).
- ``billing_sim.bot``: the reference WhatsApp bot (``billing-bot``); imports only the client.

This module imports nothing, so ``import billing_sim.client`` loads the client alone.
"""
