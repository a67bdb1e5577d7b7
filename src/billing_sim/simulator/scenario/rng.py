"""Counter-based randomness: every draw is a pure function of its key.

There is no generator state to share, seed or race on: the same key gives the same number in
every run, thread and process, whatever else happened in between. A key names everything the
draw depends on (seed, rule, operation, ordinal) plus its purpose, so two draws for different
purposes of the same request are independent. The session is deliberately not part of it:
every session that plays a scenario replays the same outage, whatever it is called.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

_PERSON = b"billing-sim/v2"
"""blake2b personalisation: changing it changes every outcome, so it is versioned."""
_FLOAT_BITS = 53


@dataclass(frozen=True, slots=True)
class DrawKey:
    """What one request's fault decision depends on.

    Args:
        seed: The scenario's seed, or the one its activation asked for.
        phase: Index of the phase whose rule is evaluated (0 without phases).
        rule: Index of the rule within its phase.
        operation: The request's operation id.
        ordinal: The request's 1-based position among the requests this rule matched.
    """

    seed: int
    phase: int
    rule: int
    operation: str
    ordinal: int

    def uniform(self, purpose: str) -> float:
        """A float in ``[0, 1)``, uniformly distributed over keys, fixed for this key."""
        parts = (self.seed, self.phase, self.rule, self.operation, self.ordinal)
        return unit_interval(*parts, purpose)


def unit_interval(*parts: str | int) -> float:
    """Hash ``parts`` to a float in ``[0, 1)`` with 53 random bits.

    Each part is length-prefixed and typed, so ``("a", "bc")`` and ``("ab", "c")`` or ``1`` and
    ``"1"`` never collide.
    """
    digest = hashlib.blake2b(digest_size=8, person=_PERSON)
    for part in parts:
        text = str(part).encode("utf-8", errors="surrogatepass")
        digest.update(f"{type(part).__name__}:{len(text)}:".encode() + text)
    bits = int.from_bytes(digest.digest(), "big") >> (64 - _FLOAT_BITS)
    return bits / (1 << _FLOAT_BITS)
