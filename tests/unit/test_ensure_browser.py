"""``scripts/ensure-browser.sh`` (``make browser``, before ``make test``'s pytest): installs
Debian's chromium and chromium-driver when they are missing, only as root with apt-get.

Run with a PATH of stand-ins only (``id``, ``apt-get``, and the browser when a case has it),
so the real machine's chromium is hidden and nothing is installed.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "ensure-browser.sh"
INSTALL = "install -y -qq --no-install-recommends chromium chromium-driver"


@dataclass
class Machine:
    """A PATH of stand-ins: who we are, whether apt-get exists, which binaries are there."""

    bin: Path
    apt_log: Path

    def tool(self, name: str, body: str) -> None:
        path = self.bin / name
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(0o755)

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["/bin/sh", str(SCRIPT), *args],
            env={"PATH": str(self.bin), "HOME": str(self.bin)},
            capture_output=True,
            text=True,
            timeout=60,
        )

    @property
    def apt_calls(self) -> list[str]:
        return self.apt_log.read_text().splitlines() if self.apt_log.exists() else []


def machine(
    tmp_path: Path, *, uid: int = 0, apt: bool = True, installs: bool = True, has: str = ""
) -> Machine:
    """A machine as root (``uid`` 0) or not, with apt-get or not, that has the binaries named
    in ``has``; its apt-get provides both binaries when ``installs``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = Machine(bin_dir, tmp_path / "apt.log")
    fake.tool("id", f'[ "$1" = -u ] && echo {uid}')
    for name in has.split():
        fake.tool(name, "exit 0")
    if apt:
        provide = (
            f'printf "#!/bin/sh\\n" > {bin_dir}/chromium; /bin/chmod +x {bin_dir}/chromium; '
            f'printf "#!/bin/sh\\n" > {bin_dir}/chromedriver; /bin/chmod +x {bin_dir}/chromedriver'
        )
        body = f'echo "$*" >> {fake.apt_log}\n'
        body += f'[ "$1" = install ] && {{ {provide if installs else ":"}; }}\nexit 0'
        fake.tool("apt-get", body)
    return fake


def test_nothing_is_installed_when_both_are_there(tmp_path: Path) -> None:
    """chromium and chromedriver on PATH: exit 0, apt-get never called."""
    fake = machine(tmp_path, has="chromium chromedriver")
    done = fake.run()
    assert (done.returncode, fake.apt_calls) == (0, [])


@pytest.mark.parametrize("has", ["", "chromium", "chromedriver"])
def test_root_with_apt_get_installs_both_packages(tmp_path: Path, has: str) -> None:
    """Either missing, as root: apt-get update, then install of both packages; exit 0."""
    fake = machine(tmp_path, has=has)
    done = fake.run()
    assert done.returncode == 0, done.stderr
    assert fake.apt_calls == ["update -qq", INSTALL]
    assert (fake.bin / "chromium").exists()
    assert (fake.bin / "chromedriver").exists()


def test_a_dry_run_says_what_it_would_install_and_installs_nothing(tmp_path: Path) -> None:
    """--dry-run (make browser DRY_RUN=1): the apt-get command, nothing run."""
    fake = machine(tmp_path)
    done = fake.run("--dry-run")
    assert done.returncode == 0
    assert "would run: apt-get update && apt-get install" in done.stdout
    assert "chromium chromium-driver" in done.stdout
    assert fake.apt_calls == []


@pytest.mark.parametrize(("uid", "apt"), [(1000, True), (0, False)])
def test_without_root_or_apt_get_it_fails_saying_what_to_install(
    tmp_path: Path, uid: int, apt: bool
) -> None:
    """Not root, or no apt-get: exit 1 with the command to run; the tests would fail too."""
    fake = machine(tmp_path, uid=uid, apt=apt)
    done = fake.run()
    assert done.returncode == 1
    assert "sudo apt-get install chromium chromium-driver" in done.stderr
    assert fake.apt_calls == []


def test_an_install_that_provides_no_browser_fails(tmp_path: Path) -> None:
    """apt-get said yes but chromium is still not on PATH: exit 1, not a silent success."""
    fake = machine(tmp_path, installs=False)
    done = fake.run()
    assert done.returncode == 1
    assert "still not on PATH" in done.stderr


def test_a_stray_argument_is_a_usage_error(tmp_path: Path) -> None:
    """Anything but --dry-run: exit 2 with the usage line."""
    done = machine(tmp_path).run("--now")
    assert done.returncode == 2
    assert "usage:" in done.stderr


def test_the_makefile_runs_it_before_the_test_suite() -> None:
    """make test → pytest → browser → this script (so CI's fresh machine gets chromium)."""
    makefile = (SCRIPT.parents[1] / "Makefile").read_text()
    assert "\npytest: $(STAMP) browser " in makefile
    assert "sh scripts/ensure-browser.sh" in makefile
    assert os.access(SCRIPT, os.R_OK)
