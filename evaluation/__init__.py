"""The reference bot's evaluation harness and labelled data (``make eval``): not shipped.

The wheel installs ``billing_sim`` alone; this package sits at the repository's root beside
``bench/`` and ``scripts/``, so a bot developer who installs ``billing-sim`` gets the bot, not
the harness that scores it.

- ``evaluation.bot``: labelled customer messages run through a bot, scored per run, per family
  and per drafter (``scripts/eval_bot.py``);
- ``evaluation.retrieval``: retrieval on its own, recall@k and the verdict's abstention dial
  (``scripts/eval_retrieval.py``);
- ``messages.yaml`` (account and mixed messages) and ``documents.yaml`` (policy questions):
  the labelled sets.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
MESSAGES = HERE / "messages.yaml"
"""The labelled customer messages (``make eval``'s account half)."""
DOCUMENT_QUESTIONS = HERE / "documents.yaml"
"""The labelled policy questions (retrieval and the document half)."""
