"""bench/charts.py: the PNGs make bench draws beside RESULTS.md, from a fixture results file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from matplotlib.patches import Rectangle

from bench.charts import (
    THROUGHPUT,
    TIME_TO_RESULT,
    WORKERS,
    draw_charts,
    main,
    throughput_figure,
    time_to_result_figure,
    workers_figure,
)
from bench.report import chart_lines

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "results.json"
COMMITTED = Path(__file__).resolve().parents[3] / "bench" / "results.json"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def document(**extra: Any) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(FIXTURE.read_text())
    return {**loaded, **extra}


def test_the_throughput_chart_has_a_bar_per_side_and_operation_and_its_labels() -> None:
    """Ceiling, simulator and raw ASGI for each operation; axes and ratios labelled."""
    figure = throughput_figure(document())
    assert figure is not None
    [axes] = figure.axes
    assert axes.get_xlabel() == "requests per second (median of alternated runs)"
    assert axes.get_ylabel() == "operation"
    assert "ceilings" in axes.get_title()
    assert [tick.get_text() for tick in axes.get_yticklabels()] == ["getCustomer", "listInvoices"]
    assert len(axes.patches) == 3 * 2
    widths = sorted(round(p.get_width()) for p in axes.patches if isinstance(p, Rectangle))
    assert widths == [7000, 8800, 10000, 12500, 27000, 28000]
    labels = {text.get_text() for text in axes.texts}
    assert {"1.25x ceiling", "1.26x ceiling"} <= labels


def test_the_time_to_result_chart_places_each_scenario_against_the_deadline() -> None:
    """First, steady and slowest call per scenario in ms on a log axis, the 3 s line drawn."""
    figure = time_to_result_figure(document())
    assert figure is not None
    [axes] = figure.axes
    assert axes.get_xlabel() == "milliseconds to a ToolResult (log scale)"
    assert axes.get_ylabel() == "shipped scenario"
    assert axes.get_xscale() == "log"
    names = [tick.get_text() for tick in axes.get_yticklabels()]
    assert names == ["total-outage", "brown-out", "flapping-5xx"]
    [deadline] = axes.get_lines()
    assert np.asarray(deadline.get_xdata()).tolist() == [3000.0, 3000.0]
    first, _steady, slowest = axes.collections
    assert np.round(np.asarray(first.get_offsets())[:, 0], 1).tolist() == [3.1, 2992.0, 6.0]
    assert np.round(np.asarray(slowest.get_offsets())[:, 0]).tolist() == [4, 2992, 2010]


def test_workers_are_drawn_only_when_the_run_measured_them() -> None:
    """No "workers" key: no chart. With points (plain or comparisons): one line per operation."""
    assert workers_figure(document()) is None
    points = [
        {"workers": 1, "requests_per_s": 12000.0, "operation": "getCustomer"},
        {"workers": 2, "measured": {"requests_per_s": 21000.0}, "operation": "getCustomer"},
        {"workers": 4, "requests_per_s": 30000.0, "operation": "getCustomer"},
    ]
    figure = workers_figure(document(workers=points))
    assert figure is not None
    [axes] = figure.axes
    assert (axes.get_xlabel(), axes.get_ylabel()) == ("uvicorn workers", "requests per second")
    measured = axes.get_lines()[0]
    assert np.asarray(measured.get_xdata()).tolist() == [1, 2, 4]
    assert np.asarray(measured.get_ydata()).tolist() == [12000.0, 21000.0, 30000.0]


def test_draw_charts_writes_non_empty_pngs_and_removes_a_stale_one(tmp_path: Path) -> None:
    """Two charts from the fixture; a workers chart left from an older run is removed."""
    (tmp_path / WORKERS).write_bytes(b"stale")
    drawn = draw_charts(document(), tmp_path)
    assert [path.name for path in drawn] == [THROUGHPUT, TIME_TO_RESULT]
    for path in drawn:
        content = path.read_bytes()
        assert content.startswith(PNG_MAGIC)
        assert len(content) > 10_000
    assert not (tmp_path / WORKERS).exists()
    with_workers = draw_charts(document(workers=[{"workers": 1, "requests_per_s": 1.0}]), tmp_path)
    assert [path.name for path in with_workers] == [THROUGHPUT, TIME_TO_RESULT, WORKERS]


def test_the_same_results_draw_the_same_bytes(tmp_path: Path) -> None:
    """No timestamp or version in the files: redrawing changes nothing in git."""
    first = draw_charts(document(), tmp_path / "a")
    second = draw_charts(document(), tmp_path / "b")
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]


def test_results_md_shows_the_charts_drawn_beside_it() -> None:
    """RESULTS.md gets a Charts section with one image per drawn file, none without."""
    lines = chart_lines([THROUGHPUT, TIME_TO_RESULT])
    assert lines[0] == "## Charts"
    assert "![throughput](chart-throughput.png)" in lines
    assert "![time-to-result](chart-time-to-result.png)" in lines
    assert chart_lines([]) == []


def test_the_command_redraws_the_committed_results(tmp_path: Path) -> None:
    """python -m bench.charts bench/results.json: the committed run draws its charts."""
    assert main([str(COMMITTED), "--output-dir", str(tmp_path)]) == 0
    assert (tmp_path / THROUGHPUT).stat().st_size > 0
    assert (tmp_path / TIME_TO_RESULT).stat().st_size > 0


def test_an_unreadable_results_file_is_exit_2(tmp_path: Path) -> None:
    """A missing or broken file: a message and exit status 2, no traceback."""
    broken = tmp_path / "results.json"
    broken.write_text("{not json")
    assert main([str(broken)]) == 2
    assert main([str(tmp_path / "missing.json")]) == 2


@pytest.mark.parametrize("section", ["throughput", "escalation"])
def test_a_run_without_a_section_draws_no_chart_for_it(section: str) -> None:
    """A pending section (skipped, or not measured) has no chart rather than an empty one."""
    builder = {"throughput": throughput_figure, "escalation": time_to_result_figure}[section]
    assert builder(document(**{section: []})) is None
