"""Reading wrk's report and building its command line."""

from __future__ import annotations

import pytest

from bench.wrk import WrkOutputError, parse_wrk, wrk_command

REPORT = """\
Running 5s test @ http://127.0.0.1:41234/v1/customers/cus_7k2m9q4x1z
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.96ms  512.11us  12.01ms   90.12%
    Req/Sec     8.11k   476.04     9.05k    77.50%
  Latency Distribution
     50%  405.00us
     75%    3.90ms
     90%    4.50ms
     99%    1.02s
  40345 requests in 5.00s, 28.66MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   8068.06
Transfer/sec:      5.73MB
"""


def test_parse_reads_rate_percentiles_and_totals_in_milliseconds():
    """Every latency unit is converted to milliseconds."""
    result = parse_wrk(REPORT)
    assert result.requests == 40345
    assert result.seconds == pytest.approx(5.0)
    assert result.requests_per_s == pytest.approx(8068.06)
    assert result.p50_ms == pytest.approx(0.405)
    assert result.p99_ms == pytest.approx(1020.0)


def test_parse_counts_error_responses_and_socket_errors():
    """Non-2xx/3xx answers and socket errors both make a run invalid."""
    assert parse_wrk(REPORT).errors == 7 + 2 + 3


def test_parse_of_a_clean_run_has_no_errors():
    """No error lines, no errors."""
    clean = "\n".join(line for line in REPORT.splitlines() if "errors" not in line.lower())
    clean = clean.replace("  Non-2xx or 3xx responses: 7", "")
    assert parse_wrk(clean).errors == 0


def test_parse_without_latency_distribution_is_an_error():
    """A report run without --latency lacks the percentiles the benchmark needs."""
    without = "\n".join(line for line in REPORT.splitlines() if "%" not in line)
    with pytest.raises(WrkOutputError, match="--latency"):
        parse_wrk(without)


def test_command_asks_for_latency_and_sends_headers():
    """One thread, the connections, whole seconds, --latency, each header, then the URL."""
    argv = wrk_command(
        "http://127.0.0.1:1/x", connections=32, seconds=5.0, headers={"Authorization": "Bearer k"}
    )
    assert argv == [
        "wrk",
        "-t1",
        "-c32",
        "-d5s",
        "--latency",
        "-H",
        "Authorization: Bearer k",
        "http://127.0.0.1:1/x",
    ]


@pytest.mark.parametrize(
    ("connections", "seconds", "message"),
    [(0, 5.0, "connection per thread"), (8, 0.5, "at least one")],
)
def test_command_rejects_impossible_runs(connections, seconds, message):
    """wrk needs a connection per thread and whole seconds."""
    with pytest.raises(ValueError, match=message):
        wrk_command("http://127.0.0.1:1/", connections=connections, seconds=seconds)
