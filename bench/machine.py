"""A description of the machine and software a run measured (read once, at the start)."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

PACKAGES = (
    "fastapi",
    "starlette",
    "uvicorn",
    "uvloop",
    "httptools",
    "httpx",
    "httpcore",
    "pydantic",
    "pydantic-core",
)


def _first(path: str, key: str, separator: str = ":") -> str | None:
    """The value of the first ``key<separator>value`` line of a text file, if any."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError:
        return None
    for line in lines:
        name, found, value = line.partition(separator)
        if found and name.strip() == key:
            return value.strip().strip('"')
    return None


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def _wrk_version() -> str | None:
    try:
        done = subprocess.run(["wrk", "--version"], capture_output=True, text=True, check=False)
    except OSError:
        return None
    line = (done.stdout or done.stderr).splitlines()
    return line[0].split(" Copyright")[0].strip() if line else None


def describe() -> dict[str, Any]:
    """CPU, cores, memory, kernel, OS, Python and the versions of the packages in the path."""
    os_release = _first("/etc/os-release", "PRETTY_NAME", "=")
    memory_kib = (_first("/proc/meminfo", "MemTotal") or "0 kB").split()[0]
    return {
        "cpu_model": _first("/proc/cpuinfo", "model name") or platform.processor(),
        "cores": os.cpu_count(),
        "usable_cores": len(os.sched_getaffinity(0)),
        "memory": f"{int(memory_kib) / 2**20:.1f} GiB",
        "kernel": platform.release(),
        "os": os_release or platform.platform(),
        "python": sys.version.split()[0],
        "load_average_at_start": list(os.getloadavg()),
        "wrk": _wrk_version(),
        "packages": {name: _version(name) for name in PACKAGES},
    }
