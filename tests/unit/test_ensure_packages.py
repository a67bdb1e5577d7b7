"""``scripts/ensure-packages.sh`` (``make packages``, before ``make test``'s pytest; ``make
bench``): installs the Debian packages whose commands are missing, only as root with apt-get.

Run with a PATH of stand-ins only (``id``, ``apt-get``, and the commands a case has), so the
real machine's binaries are hidden and nothing is installed.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "ensure-packages.sh"
TESTS = ("chromium=chromium", "chromedriver=chromium-driver", "redis-server=redis-server")
"""What ``make test`` asks for (the Makefile's TEST_PACKAGES)."""
PROVIDES = {
    "chromium": "chromium",
    "chromium-driver": "chromedriver",
    "redis-server": "redis-server",
}
"""The command each stand-in package installs."""
INSTALL = "install -y -qq --no-install-recommends"


@dataclass
class Machine:
    """A PATH of stand-ins: who we are, whether apt-get exists, which commands are there."""

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
    """A machine as root (``uid`` 0) or not, with apt-get or not, that has the commands named
    in ``has``; its apt-get provides each package's command when ``installs``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = Machine(bin_dir, tmp_path / "apt.log")
    fake.tool("id", f'[ "$1" = -u ] && echo {uid}')
    for name in has.split():
        fake.tool(name, "exit 0")
    if apt:
        body = f'echo "$*" >> {fake.apt_log}\n[ "$1" = install ] || exit 0\n'
        if installs:
            for package, command in PROVIDES.items():
                path = bin_dir / command
                made = f'printf "#!/bin/sh\\n" > {path}; /bin/chmod +x {path}'
                body += f'case " $* " in *" {package} "*) {made} ;; esac\n'
        fake.tool("apt-get", body + "exit 0")
    return fake


def test_nothing_is_installed_when_every_command_is_there(tmp_path: Path) -> None:
    """chromium, chromedriver and redis-server on PATH: exit 0, apt-get never called."""
    fake = machine(tmp_path, has="chromium chromedriver redis-server")
    done = fake.run(*TESTS)
    assert (done.returncode, fake.apt_calls) == (0, [])


@pytest.mark.parametrize(
    ("has", "wanted"),
    [
        ("", "chromium chromium-driver redis-server"),
        ("chromium redis-server", "chromium-driver"),
        ("chromium chromedriver", "redis-server"),
    ],
)
def test_root_with_apt_get_installs_only_what_is_missing_in_one_go(
    tmp_path: Path, has: str, wanted: str
) -> None:
    """As root: apt-get update, then one install of exactly the missing packages; exit 0."""
    fake = machine(tmp_path, has=has)
    done = fake.run(*TESTS)
    assert done.returncode == 0, done.stderr
    assert fake.apt_calls == ["update -qq", f"{INSTALL} {wanted}"]
    for command in ("chromium", "chromedriver", "redis-server"):
        assert (fake.bin / command).exists()


def test_a_package_named_twice_is_installed_once(tmp_path: Path) -> None:
    """Two commands of one package (or a pair repeated): the package appears once."""
    fake = machine(tmp_path)
    done = fake.run("redis-server=redis-server", "redis-server=redis-server")
    assert done.returncode == 0, done.stderr
    assert fake.apt_calls == ["update -qq", f"{INSTALL} redis-server"]


def test_a_dry_run_says_what_it_would_install_and_installs_nothing(tmp_path: Path) -> None:
    """--dry-run (make packages DRY_RUN=1): the apt-get command, nothing run."""
    fake = machine(tmp_path, has="chromium chromedriver")
    done = fake.run("--dry-run", *TESTS)
    assert done.returncode == 0
    assert "would run: apt-get update && apt-get install" in done.stdout
    assert done.stdout.rstrip().endswith("--no-install-recommends redis-server")
    assert fake.apt_calls == []


@pytest.mark.parametrize(("uid", "apt"), [(1000, True), (0, False)])
def test_without_root_or_apt_get_it_fails_saying_what_to_install(
    tmp_path: Path, uid: int, apt: bool
) -> None:
    """Not root, or no apt-get: exit 1 with the command to run; the tests would fail too."""
    fake = machine(tmp_path, uid=uid, apt=apt)
    done = fake.run(*TESTS)
    assert done.returncode == 1
    assert "sudo apt-get install chromium chromium-driver redis-server" in done.stderr
    assert fake.apt_calls == []


def test_an_install_that_provides_no_command_fails(tmp_path: Path) -> None:
    """apt-get said yes but redis-server is still not on PATH: exit 1, not a silent success."""
    fake = machine(tmp_path, installs=False)
    done = fake.run("redis-server=redis-server")
    assert done.returncode == 1
    assert "still not on PATH" in done.stderr


@pytest.mark.parametrize("args", [(), ("--now",), ("redis-server",), ("=redis-server",)])
def test_anything_but_command_package_pairs_is_a_usage_error(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    """No pair, or a malformed one: exit 2 with the usage line, nothing installed."""
    fake = machine(tmp_path)
    done = fake.run(*args)
    assert done.returncode == 2
    assert "usage:" in done.stderr
    assert fake.apt_calls == []


def test_the_makefile_runs_it_with_every_package_before_the_test_suite_and_the_bench() -> None:
    """make test → pytest → packages → this script with chromium, chromedriver and
    redis-server (so CI's fresh machine gets them); make bench asks for wrk and redis-server."""
    makefile = (ROOT / "Makefile").read_text()
    assert "\npytest: $(STAMP) packages " in makefile
    assert f"TEST_PACKAGES := {' '.join(TESTS)}\n" in makefile
    assert "BENCH_PACKAGES := wrk=wrk redis-server=redis-server\n" in makefile
    assert "sh scripts/ensure-packages.sh $(if $(DRY_RUN),--dry-run) $(TEST_PACKAGES)" in makefile
    assert "sh scripts/ensure-packages.sh $(BENCH_PACKAGES)" in makefile
