"""JUnit XML for CI: one test case per (operation, check), failures with their reproduction.

Written with the standard library rather than schemathesis' JUnit writer, which records one test
case per scenario label and knows nothing of the workflow's checks.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from toolkit.verify.results import VerifyResult

# XML 1.0 forbids these even as character references; fuzzed responses can contain them.
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def render_junit(result: VerifyResult) -> str:
    """The JUnit XML document of ``result``."""
    failures = result.failures()
    cases: list[ElementTree.Element] = []
    for summary in result.operations():
        for check, tally in sorted(summary.checks.items()):
            case = ElementTree.Element(
                "testcase", {"classname": summary.operation, "name": check, "time": "0"}
            )
            for failure in failures:
                if failure.operation == summary.operation and failure.check == check:
                    element = ElementTree.SubElement(
                        case, "failure", {"message": _clean(failure.example.title)}
                    )
                    element.text = _clean(
                        f"[{failure.example.code}] {failure.example.title} "
                        f"({failure.occurrences}x; phases: {', '.join(failure.phases)})\n\n"
                        f"{failure.example.message}\n\nReproduce with:\n"
                        f"{failure.example.reproduction}"
                    )
            if not tally.failed and not tally.passed:
                ElementTree.SubElement(case, "skipped")
            cases.append(case)
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


def _clean(text: str) -> str:
    return _ILLEGAL.sub("\ufffd", text)
