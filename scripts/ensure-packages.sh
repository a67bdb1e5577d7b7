#!/bin/sh
# Debian packages the test suite runs for real: each COMMAND=PACKAGE pair is installed when
# COMMAND is not on PATH.
#
# Present: nothing to do. Missing: installed with apt-get when running as root on a machine
# that has it (CI: a fresh Debian machine, as root), as `make bench` installs wrk. Otherwise
# the tests that need it cannot start it, and they FAIL rather than skip: say what to run.
#
#   scripts/ensure-packages.sh redis-server=redis-server nginx=nginx
set -eu

missing=
for pair in "$@"; do
    command -v "${pair%%=*}" >/dev/null 2>&1 || missing="$missing ${pair#*=}"
done
[ -n "$missing" ] || exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "The test suite runs these Debian packages for real, and they are missing:$missing." >&2
    echo "This script installs them only as root with apt-get; install them yourself, then" >&2
    echo "run make test again:" >&2
    echo "    sudo apt-get install$missing" >&2
    exit 1
fi
echo "Installing$missing for the tests (apt-get; once per machine)..."
apt-get update -qq
# --no-install-recommends: the binaries only. Debian starts no service in a container whose
# policy-rc.d forbids it; the tests start their own servers on free loopback ports.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
for pair in "$@"; do
    if ! command -v "${pair%%=*}" >/dev/null 2>&1; then
        echo "apt-get installed ${pair#*=}, but ${pair%%=*} is still not on PATH" >&2
        exit 1
    fi
done
