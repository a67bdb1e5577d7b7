"""JUnit XML for CI: one test case per promise of the catalogue, failures with their
reproductions, promises not exercised as skipped with the reason.

Written with the standard library rather than schemathesis' JUnit writer, which records one test
case per scenario label and knows nothing of the promises or the workflow's checks.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from toolkit.verify.results import PromiseSummary, VerifyResult

# XML 1.0 forbids these even as character references; fuzzed responses can contain them.
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
OUTSIDE = "outside the catalogue"
"""The classname of schemathesis checks that guard no promise of the contract."""


def render_junit(result: VerifyResult) -> str:
    """The JUnit XML document of ``result``."""
    cases = [_promise_case(summary) for summary in result.promises()]
    cases += _outside_cases(result)
    for index, error in enumerate(result.errors, 1):
        case = ElementTree.Element("testcase", {"classname": "run", "name": f"error {index}"})
        ElementTree.SubElement(
            case, "error", {"message": _clean(error.splitlines()[0])}
        ).text = _clean(error)
        cases.append(case)
    counts = {
        "tests": str(len(cases)),
        "failures": str(sum(1 for c in cases if c.find("failure") is not None)),
        "errors": str(len(result.errors)),
        "skipped": str(sum(1 for c in cases if c.find("skipped") is not None)),
        "time": f"{result.elapsed:.3f}",
    }
    suites = ElementTree.Element("testsuites", counts)
    suite = ElementTree.SubElement(suites, "testsuite", {"name": "billing-sim verify", **counts})
    properties = ElementTree.SubElement(suite, "properties")
    for name, value in (("base_url", result.base_url), ("seed", str(result.seed))):
        ElementTree.SubElement(properties, "property", {"name": name, "value": value})
    suite.extend(cases)
    ElementTree.indent(suites)
    body = ElementTree.tostring(suites, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n'


def _promise_case(summary: PromiseSummary) -> ElementTree.Element:
    promise = summary.promise
    case = ElementTree.Element(
        "testcase", {"classname": f"promises.{promise.family}", "name": promise.id, "time": "0"}
    )
    for failure in summary.failures:
        element = ElementTree.SubElement(
            case, "failure", {"message": _clean(f"{failure.operation}: {failure.example.title}")}
        )
        element.text = _clean(
            f"[{failure.example.code}] {failure.operation} ({failure.check}; "
            f"{failure.occurrences}x; phases: {', '.join(failure.phases)})\n\n"
            f"{failure.example.message}\n\nReproduce with:\n{failure.example.reproduction}"
        )
    if summary.status in ("not exercised", "not checkable"):
        reason = promise.why or "; ".join(summary.reasons) or "no response it judges was seen"
        ElementTree.SubElement(case, "skipped", {"message": _clean(reason)})
    return case


def _outside_cases(result: VerifyResult) -> list[ElementTree.Element]:
    """schemathesis checks that speak for no promise, when one of them failed."""
    cases = []
    for failure in result.failures():
        if failure.promise is not None:
            continue
        case = ElementTree.Element(
            "testcase", {"classname": OUTSIDE, "name": f"{failure.operation}.{failure.check}"}
        )
        ElementTree.SubElement(
            case, "failure", {"message": _clean(failure.example.title)}
        ).text = _clean(
            f"{failure.example.message}\n\nReproduce with:\n{failure.example.reproduction}"
        )
        cases.append(case)
    return cases


def _clean(text: str) -> str:
    return _ILLEGAL.sub("\ufffd", text)
