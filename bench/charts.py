"""PNG charts of one ``make bench`` run, drawn from its ``results.json`` next to ``RESULTS.md``.

* ``chart-throughput.png``: the simulator's req/s against its ceilings (bare FastAPI with the
  same bytes, and a framework-free ASGI app), per operation;
* ``chart-time-to-result.png``: time to a ``ToolResult`` under each shipped outage scenario
  (first call, steady state, slowest), against the client's deadline;
* ``chart-workers.png``: throughput by number of uvicorn workers, when the run measured it.
  The document's ``"workers"`` key is then a list of points, each ``{"workers": N,
  "requests_per_s": X}`` or a comparison whose ``"measured"`` side has ``requests_per_s``;
  points may carry an ``"operation"`` (or ``"name"``): one line each.

Charts are built from the JSON document, not the live run, so ``python -m bench.charts``
redraws them from any committed ``results.json``. Matplotlib's object API only (``Figure``
with the Agg canvas): no pyplot state, no display.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure

from bench.targets import DEADLINE_SECONDS

HERE = Path(__file__).resolve().parent
DPI = 110
THROUGHPUT, TIME_TO_RESULT, WORKERS = (
    "chart-throughput.png",
    "chart-time-to-result.png",
    "chart-workers.png",
)
_SIDES = (("reference", "ceiling: bare FastAPI, same bytes"), ("measured", "simulator"))
_FLOOR = ("floor", "raw ASGI (uvicorn alone)")
_COLOURS = {"reference": "#9aa5b1", "measured": "#1f5fa8", "floor": "#d7dde3"}

Document = Mapping[str, Any]


def throughput_figure(document: Document) -> Figure | None:
    """Simulator against its ceilings, req/s per operation (``None`` without the section)."""
    comparisons: list[Mapping[str, Any]] = list(document.get("throughput") or [])
    if not comparisons:
        return None
    names = [c["name"] for c in comparisons]
    sides = [*_SIDES, _FLOOR] if any(c.get("floor") for c in comparisons) else list(_SIDES)
    figure = Figure(figsize=(8, 1.2 + 1.1 * len(names)), dpi=DPI, layout="constrained")
    axes = figure.add_subplot()
    height = 0.8 / len(sides)
    for offset, (key, label) in enumerate(sides):
        values = [(c.get(key) or {}).get("requests_per_s", 0.0) for c in comparisons]
        positions = [i + (offset - (len(sides) - 1) / 2) * height for i in range(len(names))]
        bars = axes.barh(positions, values, height=height, label=label, color=_COLOURS[key])
        if key == "measured":
            ratios = [f"{c['ratio']:.2f}x ceiling" for c in comparisons]
            axes.bar_label(bars, labels=ratios, padding=3, fontsize=8)
    axes.set_yticks(range(len(names)), labels=names)
    axes.invert_yaxis()
    axes.set_xlabel("requests per second (median of alternated runs)")
    axes.set_ylabel("operation")
    axes.set_title("Simulator throughput against its ceilings (same run, same core)")
    figure.legend(loc="outside lower center", ncols=len(sides), fontsize=8)
    axes.margins(x=0.15)
    return figure


def time_to_result_figure(document: Document) -> Figure | None:
    """Time to a ``ToolResult`` per outage scenario, in ms on a log scale (``None`` without)."""
    runs: list[Mapping[str, Any]] = list(document.get("escalation") or [])
    if not runs:
        return None
    names = [r["scenario"] for r in runs]
    figure = Figure(figsize=(8, 1.5 + 0.45 * len(names)), dpi=DPI, layout="constrained")
    axes = figure.add_subplot()
    series = (
        ("first_s", "first call", "o"),
        ("steady_s", "steady state", "s"),
        ("max_s", "slowest call", "^"),
    )
    for key, label, marker in series:
        # A log axis cannot show zero: below 1 µs is drawn at 1 µs.
        values = [max(r[key] * 1000, 0.001) for r in runs]
        axes.scatter(values, range(len(names)), label=label, marker=marker, s=36, zorder=3)
    deadline_ms = DEADLINE_SECONDS * 1000
    axes.axvline(deadline_ms, color="#c53030", linestyle="--", label="client deadline (3 s)")
    axes.set_xscale("log")
    axes.set_yticks(range(len(names)), labels=names)
    axes.invert_yaxis()
    axes.grid(axis="x", which="major", color="#e2e4e8", zorder=0)
    axes.set_xlabel("milliseconds to a ToolResult (log scale)")
    axes.set_ylabel("shipped scenario")
    axes.set_title("Time to a ToolResult under each outage (default client policy)")
    figure.legend(loc="outside lower center", ncols=4, fontsize=8)
    return figure


def workers_figure(document: Document) -> Figure | None:
    """Throughput by uvicorn workers, one line per operation (``None`` until measured)."""
    points: list[Mapping[str, Any]] = list(document.get("workers") or [])
    lines: dict[str, list[tuple[int, float]]] = {}
    for point in points:
        rate = point.get("requests_per_s")
        if rate is None:
            rate = (point.get("measured") or {}).get("requests_per_s")
        if rate is None or point.get("workers") is None:
            continue
        name = str(point.get("operation") or point.get("name") or "simulator")
        lines.setdefault(name, []).append((int(point["workers"]), float(rate)))
    if not lines:
        return None
    figure = Figure(figsize=(7, 4.5), dpi=DPI, layout="constrained")
    axes = figure.add_subplot()
    for name, measured in lines.items():
        measured.sort()
        counts = [workers for workers, _ in measured]
        axes.plot(counts, [rate for _, rate in measured], marker="o", label=name)
        first_workers, first_rate = measured[0]
        ideal = [first_rate * workers / first_workers for workers in counts]
        axes.plot(counts, ideal, linestyle=":", color="#9aa5b1")
    axes.plot([], [], linestyle=":", color="#9aa5b1", label="linear from the first point")
    axes.set_xticks(sorted({w for measured in lines.values() for w, _ in measured}))
    axes.set_xlabel("uvicorn workers")
    axes.set_ylabel("requests per second")
    axes.set_title("Throughput by number of workers")
    axes.legend(fontsize=8)
    return figure


BUILDERS: tuple[tuple[str, Callable[[Document], Figure | None]], ...] = (
    (THROUGHPUT, throughput_figure),
    (TIME_TO_RESULT, time_to_result_figure),
    (WORKERS, workers_figure),
)


def draw_charts(document: Document, output: Path) -> list[Path]:
    """Write every chart the document has data for into ``output``; their paths.

    A chart whose data is absent is not drawn, and a stale file of that name is removed, so
    the charts next to ``RESULTS.md`` always show the run beside them.
    """
    output.mkdir(parents=True, exist_ok=True)
    drawn: list[Path] = []
    for name, build in BUILDERS:
        path = output / name
        figure = build(document)
        if figure is None:
            path.unlink(missing_ok=True)
            continue
        # No software version in the file: the same results draw the same bytes.
        figure.savefig(path, format="png", metadata={"Software": None})
        drawn.append(path)
    return drawn


def main(argv: list[str] | None = None) -> int:
    """``python -m bench.charts [results.json] [--output-dir DIR]``: redraw the charts."""
    parser = argparse.ArgumentParser(prog="python -m bench.charts", description=__doc__)
    parser.add_argument("results", type=Path, nargs="?", default=HERE / "results.json")
    parser.add_argument("--output-dir", type=Path, help="default: beside the results file")
    args = parser.parse_args(argv)
    try:
        document = json.loads(args.results.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"bench.charts: cannot read {args.results}: {error}", file=sys.stderr)
        return 2
    for path in draw_charts(document, args.output_dir or args.results.parent):
        print(f"bench.charts: wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
