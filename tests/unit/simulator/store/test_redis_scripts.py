"""The Redis store's Lua files: every one is a script or a helper of one, and each script's
source is complete (helpers prepended, placeholders filled from the Python constants)."""

from __future__ import annotations

from pathlib import Path

import pytest

from billing_sim.simulator.store import redis_scripts
from billing_sim.simulator.store.redis_journal import MAX_MERGE, ORDER_DIGITS
from billing_sim.simulator.store.redis_scripts import SCRIPTS, script

LUA = Path(redis_scripts.__file__).parent / "lua"


def test_every_lua_file_is_a_script_or_a_helper_one_names() -> None:
    """A file nobody loads (or a script whose file is gone) fails here."""
    named = set(SCRIPTS) | {helper for helpers in SCRIPTS.values() for helper in helpers}
    assert {path.stem for path in LUA.glob("*.lua")} == named


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_each_script_is_its_helpers_then_its_file_with_no_placeholder_left(name: str) -> None:
    source = script(name)
    assert "$" not in source
    for helper in SCRIPTS[name]:
        assert f"local function {helper}(" in source
    assert source.rstrip().endswith((LUA / f"{name}.lua").read_text().rstrip().splitlines()[-1])


def test_the_journal_flush_orders_by_the_key_width_the_buffer_writes() -> None:
    """The ordering key's width and the merge bound come from the journal module."""
    source = script("flush_journal")
    assert f"string.sub(item, 1, {ORDER_DIGITS})" in source
    assert f"redis.call('LLEN', journal), {MAX_MERGE})" in source
