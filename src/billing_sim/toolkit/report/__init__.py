"""The toolkit's one report model and its renderers.

Verify, drift and contract diff each turn what they found into a :class:`Report`
(:mod:`billing_sim.toolkit.report.model`): rows that each name an operation, what they are filed
under, a
verdict, a message and the request that reproduces them. One renderer per format shows any
report: :func:`render_text` (terminal), :func:`render_markdown` (documents), :func:`render_json`
and :func:`render_junit` (CI).
"""

from billing_sim.toolkit.report.jsondoc import render_json
from billing_sim.toolkit.report.junit import render_junit
from billing_sim.toolkit.report.markdown import render_markdown
from billing_sim.toolkit.report.model import (
    Column,
    Listing,
    Paragraph,
    Report,
    Row,
    Table,
    bullets,
    group_by,
)
from billing_sim.toolkit.report.text import render_text

__all__ = [
    "Column",
    "Listing",
    "Paragraph",
    "Report",
    "Row",
    "Table",
    "bullets",
    "group_by",
    "render_json",
    "render_junit",
    "render_markdown",
    "render_text",
]
