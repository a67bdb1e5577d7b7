"""The rendered-response cache and ETag comparison."""

from __future__ import annotations

from billing_sim.openapi.models import Money
from billing_sim.simulator.routes.cache import Rendered, ResponseCache
from billing_sim.simulator.routes.responses import etag_matches


def rendered(size: int) -> Rendered:
    return Rendered(b"x" * size, '"e"')


def test_cache_keeps_entries_within_its_byte_budget() -> None:
    """Past the budget the oldest entries go; the newest stay."""
    cache = ResponseCache(max_bytes=250)
    for key in range(5):
        cache.put(key, rendered(100))
    assert len(cache) == 2
    assert cache.get(0) is None
    assert cache.get(4) is not None


def test_oversized_body_is_served_but_not_cached() -> None:
    """A body larger than the whole budget is returned and never stored."""
    cache = ResponseCache(max_bytes=50)
    big = rendered(100)
    assert cache.put("k", big) is big
    assert cache.get("k") is None


def test_strong_etag_changes_with_the_body() -> None:
    """The ETag is a quoted digest of the bytes: equal bodies, equal tags; else different."""
    one = Rendered.of(Money(amount_minor=1, currency="VES", display="Bs. 0,01"))
    same = Rendered.of(Money(amount_minor=1, currency="VES", display="Bs. 0,01"))
    other = Rendered.of(Money(amount_minor=2, currency="VES", display="Bs. 0,02"))
    assert one.etag == same.etag != other.etag
    assert one.etag.startswith('"')
    assert one.etag.endswith('"')
    assert not one.etag.startswith("W/")


def test_if_none_match_uses_weak_comparison_over_a_list() -> None:
    """Any listed tag matches, W/ prefixes are ignored, and * matches everything."""
    assert etag_matches('"a", "b"', '"b"')
    assert etag_matches('W/"b"', '"b"')
    assert etag_matches("*", '"b"')
    assert not etag_matches('"a"', '"b"')
    assert not etag_matches("b", '"b"')
