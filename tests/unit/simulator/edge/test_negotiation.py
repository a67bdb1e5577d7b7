"""Request headers the edge reads: locale, request id, session and the bearer key."""

from __future__ import annotations

import pytest

from billing_sim.simulator.edge.negotiation import (
    BearerAuth,
    RequestIds,
    negotiate_locale,
    read_headers,
    valid_session,
)


@pytest.mark.parametrize(
    ("header", "locale"),
    [
        (None, "es-VE"),
        ("", "es-VE"),
        ("en", "en"),
        ("en-US,en;q=0.9", "en"),
        ("EN-gb", "en"),
        ("es-VE", "es-VE"),
        ("fr, en;q=0.5", "en"),
        ("es;q=0.4, en;q=0.8", "en"),
        ("en;q=0.2, es", "es-VE"),
        ("en;q=0", "es-VE"),
        ("de, fr", "es-VE"),
        ("*", "es-VE"),
        ("en;q=garbage", "es-VE"),
        (";;;,,,", "es-VE"),
    ],
)
def test_locale_is_english_only_when_english_is_preferred(header: str | None, locale: str) -> None:
    """es-VE by default; en when an English tag ranks highest among the supported ones."""
    assert negotiate_locale(header) == locale


def test_well_formed_request_id_is_echoed() -> None:
    """An incoming id made of [A-Za-z0-9._:-], up to 128 characters, is kept."""
    ids = RequestIds()
    assert ids.accept("bot-42:turn.7_a") == "bot-42:turn.7_a"


@pytest.mark.parametrize("incoming", [None, "", "has space", "x" * 129, "ñ", "a\nb"])
def test_malformed_request_id_is_replaced_by_a_fresh_unique_one(incoming: str | None) -> None:
    """Anything else gets a generated id, distinct per request and itself well-formed."""
    ids = RequestIds()
    first, second = ids.accept(incoming), ids.accept(incoming)
    assert first != second
    assert ids.accept(first) == first


def test_repeated_headers_are_joined_and_unread_ones_dropped() -> None:
    """Repeated wanted headers combine with ", "; headers the edge never reads are not decoded."""
    headers = read_headers(
        [(b"accept-language", b"fr"), (b"cookie", b"secret"), (b"accept-language", b"en")]
    )
    assert headers == {"accept-language": "fr, en"}


@pytest.mark.parametrize(
    ("session", "valid"),
    [("default", True), ("ci-job:42", True), ("", False), ("a b", False), ("x" * 65, False)],
)
def test_session_names_are_short_and_plain(session: str, valid: bool) -> None:
    """X-Sim-Session is 1 to 64 of [A-Za-z0-9._:-]."""
    assert valid_session(session) is valid


@pytest.mark.parametrize(
    ("authorization", "accepted"),
    [
        ("Bearer sim_dev_key", True),
        ("bearer   second-key ", True),
        ("Bearer sim_dev_ke", False),
        ("Bearer ", False),
        ("Basic c2ltX2Rldl9rZXk=", False),
        ("sim_dev_key", False),
        (None, False),
        ("Bearer sim_dev_key, Bearer sim_dev_key", False),
    ],
)
def test_bearer_auth_accepts_only_a_configured_key(
    authorization: str | None, accepted: bool
) -> None:
    """Exactly `Bearer <configured key>` (scheme case-insensitive) is accepted."""
    auth = BearerAuth(["sim_dev_key", "second-key"])
    assert auth.accepts(authorization) is accepted


def test_bearer_auth_needs_a_key() -> None:
    """An auth check with no keys would accept nothing: refuse to build it."""
    with pytest.raises(ValueError, match="API key"):
        BearerAuth([])
