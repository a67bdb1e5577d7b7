"""WhatsApp's limits on interactive reply buttons (the channel's rule, not the knowledge base's).

A message carries at most ``MAX_BUTTONS`` reply buttons, each titled with at most
``BUTTON_TITLE_LIMIT`` characters; anything offering buttons (a clarifying question's topics,
a policy section's ``button`` title) is checked against these.
"""

from __future__ import annotations

BUTTON_TITLE_LIMIT = 20
"""The longest reply button title WhatsApp shows, in characters."""

MAX_BUTTONS = 3
"""The most reply buttons one WhatsApp message carries."""


def fits_button(title: str) -> bool:
    """Whether ``title`` can be a reply button's title (1 to ``BUTTON_TITLE_LIMIT`` characters)."""
    return 0 < len(title) <= BUTTON_TITLE_LIMIT
