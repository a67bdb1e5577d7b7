"""A report as JUnit XML, for CI: one test case per row that is one (its ``case``).

A ``failed`` row is a case with a ``failure`` (its message, then its output and the request
that reproduces it), an ``errored`` row one with an ``error``, a ``skipped`` row one skipped with
its message as the reason; ``passed`` and ``noted`` rows pass. The report's scalar ``record``
members become the suite's properties.

Written with the standard library rather than schemathesis' JUnit writer, which records one test
case per scenario label and knows nothing of this toolkit's rows.
"""

from __future__ import annotations

import json
import re
from xml.etree import ElementTree

from billing_sim.toolkit.report.model import Report, Row

# XML 1.0 forbids these even as character references; fuzzed responses can contain them.
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def render_junit(report: Report, *, suite: str) -> str:
    """The JUnit XML document of ``report``'s test cases, in one test suite named ``suite``."""
    cases = [_case(row, *row.case) for row in report.rows() if row.case is not None]
    counts = {
        "tests": str(len(cases)),
        "failures": str(sum(1 for case in cases if case.find("failure") is not None)),
        "errors": str(sum(1 for case in cases if case.find("error") is not None)),
        "skipped": str(sum(1 for case in cases if case.find("skipped") is not None)),
        "time": f"{report.elapsed or 0.0:.3f}",
    }
    suites = ElementTree.Element("testsuites", counts)
    element = ElementTree.SubElement(suites, "testsuite", {"name": suite, **counts})
    properties = ElementTree.SubElement(element, "properties")
    for name, value in report.record.items():
        if isinstance(value, str | int | float | bool):
            shown = value if isinstance(value, str) else json.dumps(value)
            ElementTree.SubElement(properties, "property", {"name": name, "value": _clean(shown)})
    element.extend(cases)
    ElementTree.indent(suites)
    body = ElementTree.tostring(suites, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n'


def _case(row: Row, classname: str, name: str) -> ElementTree.Element:
    case = ElementTree.Element("testcase", {"classname": classname, "name": name, "time": "0"})
    if row.result in ("failed", "errored"):
        text = row.output.strip()
        if row.request:
            text += f"\n\nReproduce with:\n{row.request}"
        tag = "failure" if row.result == "failed" else "error"
        element = ElementTree.SubElement(case, tag, {"message": _clean(row.message)})
        element.text = _clean(text)
    elif row.result == "skipped":
        ElementTree.SubElement(case, "skipped", {"message": _clean(row.message)})
    return case


def _clean(text: str) -> str:
    return _ILLEGAL.sub("\ufffd", text)
