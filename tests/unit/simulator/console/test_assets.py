"""The console's page and assets: served only with the control plane, with strict headers, all
from the package, and a client of nothing but the documented control plane."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from billing_sim.simulator.console import CONSOLE_PATH, console_assets
from billing_sim.simulator.control import control_document
from tests.unit.scenario.runtime import make_sim
from tests.unit.simulator.control.test_control import call
from tests.unit.simulator.support import SETTINGS, make_app

PAGE, SCRIPT, STYLES = CONSOLE_PATH, f"{CONSOLE_PATH}/console.js", f"{CONSOLE_PATH}/console.css"


class _Markup(HTMLParser):
    """Every tag with its attributes, and the text inside script and style elements."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.inline: list[str] = []
        self._inside: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._inside = tag if tag in ("script", "style") else None

    def handle_endtag(self, tag: str) -> None:
        self._inside = None

    def handle_data(self, data: str) -> None:
        if self._inside and data.strip():
            self.inline.append(data)


def markup() -> _Markup:
    parser = _Markup()
    parser.feed(console_assets()[PAGE].body.decode())
    return parser


@pytest.mark.parametrize(
    ("path", "content_type"),
    [
        (PAGE, "text/html; charset=utf-8"),
        (SCRIPT, "text/javascript; charset=utf-8"),
        (STYLES, "text/css; charset=utf-8"),
    ],
)
def test_each_asset_is_served_without_a_token_with_strict_headers(
    path: str, content_type: str
) -> None:
    """The page and its assets hold no data: no token needed, but every security header."""
    response = call(make_sim().app, "GET", path)
    assert response.status_code == 200
    assert response.headers["content-type"] == content_type
    assert response.content == console_assets()[path].body
    policy = response.headers["content-security-policy"]
    for directive in (
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'none'",
        "base-uri 'none'",
        "require-trusted-types-for 'script'",
        "trusted-types 'none'",
    ):
        assert directive in policy.split("; ")
    assert "unsafe" not in policy
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["referrer-policy"] == "no-referrer"
    assert response.headers["cache-control"] == "no-store"


@pytest.mark.parametrize("path", [PAGE, SCRIPT, STYLES])
def test_without_the_control_plane_there_is_no_console(path: str) -> None:
    """No admin token: the console is route_not_found like the rest of /_sim."""
    assert call(make_app(SETTINGS), "GET", path).status_code == 404


def test_the_page_loads_nothing_from_elsewhere_and_runs_no_inline_code() -> None:
    """Script and style sheet from the package's own paths; no inline script, style or event
    handler (the policy would block them anyway); no CDN."""
    page = markup()
    scripts = [attrs.get("src") for tag, attrs in page.tags if tag == "script"]
    sheets = [attrs.get("href") for tag, attrs in page.tags if attrs.get("rel") == "stylesheet"]
    assert scripts == [SCRIPT]
    assert sheets == [STYLES]
    assert page.inline == []
    for tag, attrs in page.tags:
        assert "style" not in attrs, tag
        assert not [name for name in attrs if name.startswith("on")], tag
        for name in ("src", "href", "action"):
            value = attrs.get(name) or ""
            assert not re.match(r"[a-z]+://|//", value), (tag, value)


def test_the_token_field_has_no_name_so_no_form_can_carry_it() -> None:
    """A nameless control is never part of a submission; the field is a password field."""
    [token] = [attrs for tag, attrs in markup().tags if attrs.get("id") == "token"]
    assert "name" not in token
    assert token["type"] == "password"


def test_the_script_never_parses_strings_as_html() -> None:
    """No HTML sink in console.js: values reach the page as text only."""
    script = console_assets()[SCRIPT].body.decode()
    code = "\n".join(line for line in script.splitlines() if not line.strip().startswith("//"))
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in code, sink
    assert "new Function" not in code
    assert "textContent" in code


def test_the_script_calls_only_operations_of_the_control_document() -> None:
    """Every /_sim path console.js names is a documented path: the page adds no private API."""
    script = console_assets()[SCRIPT].body.decode()
    named = set(re.findall(r"""["'`](/_sim/[A-Za-z0-9_./-]*)""", script))
    assert named >= {"/_sim/sessions", "/_sim/session", "/_sim/journal", "/_sim/scenario"}
    assert named <= set(control_document()["paths"])
