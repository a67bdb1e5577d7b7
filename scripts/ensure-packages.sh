#!/bin/sh
# Debian packages the tests (and make bench) run for real, one COMMAND=PACKAGE pair each:
# every PACKAGE whose COMMAND is not on PATH is installed with apt-get, in one go.
#
# Present: nothing to do. Missing: installed when running as root on a machine with apt-get
# (CI: a fresh Debian machine, as root). Otherwise it says what to install and fails, and so
# would the tests that need them: they never skip.
#
#   scripts/ensure-packages.sh chromium=chromium chromedriver=chromium-driver redis-server=redis-server
#   scripts/ensure-packages.sh --dry-run ...   say what would be installed, install nothing
set -eu

dry_run=
if [ "${1-}" = --dry-run ]; then
    dry_run=1
    shift
fi
[ "$#" -gt 0 ] || { echo "usage: $0 [--dry-run] COMMAND=PACKAGE..." >&2; exit 2; }
for pair in "$@"; do
    case "$pair" in
        ?*=?*) ;;
        *) echo "usage: $0 [--dry-run] COMMAND=PACKAGE... (not: $pair)" >&2; exit 2 ;;
    esac
done

missing() {
    packages=
    for pair in "$@"; do
        command -v "${pair%%=*}" >/dev/null 2>&1 && continue
        case " $packages " in
            *" ${pair#*=} "*) ;;
            *) packages="$packages ${pair#*=}" ;;
        esac
    done
    echo "${packages# }"
}

packages=$(missing "$@")
if [ -z "$packages" ]; then
    [ -z "$dry_run" ] || echo "all installed: nothing to do"
    exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "The tests run these Debian packages for real, and they are missing: $packages." >&2
    echo "This script installs them only as root with apt-get; install them yourself, then" >&2
    echo "run make test again:" >&2
    echo "    sudo apt-get install $packages" >&2
    exit 1
fi
if [ -n "$dry_run" ]; then
    echo "would run: apt-get update && apt-get install -y --no-install-recommends $packages"
    exit 0
fi
echo "Installing $packages (apt-get; once per machine)..."
apt-get update -qq
# --no-install-recommends: the binaries only. The tests start their own servers on free
# loopback ports (a container's policy-rc.d keeps Debian from starting redis as a service).
# shellcheck disable=SC2086  # one word per package
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages >/dev/null
still=$(missing "$@")
if [ -n "$still" ]; then
    echo "apt-get installed $packages, but the commands of $still are still not on PATH" >&2
    exit 1
fi
