#!/bin/sh
# Debian's chromium and chromium-driver for the browser tests (tests/integration/console).
#
# Present: nothing to do. Missing: installed with apt-get when running as root on a machine
# that has it (CI: a fresh Debian machine, as root), exactly as `make bench` installs wrk.
# Otherwise the tests cannot start a browser, and they FAIL rather than skip: say what to run.
#
#   scripts/ensure-browser.sh            check, install if missing
#   scripts/ensure-browser.sh --dry-run  say what would be installed, install nothing
set -eu

dry_run=
case "${1-}" in
    --dry-run) dry_run=1 ;;
    "") ;;
    *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
esac

missing() {
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && return 1
    return 0
}

if ! missing; then
    [ -z "$dry_run" ] || echo "chromium and chromedriver are installed: nothing to do"
    exit 0
fi
packages="chromium chromium-driver"
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "The browser tests need Debian's chromium and chromium-driver (chromium and" >&2
    echo "chromedriver on PATH), and they are missing. This script installs them only as root" >&2
    echo "with apt-get; install them yourself, then run make test again:" >&2
    echo "    sudo apt-get install $packages" >&2
    exit 1
fi
if [ -n "$dry_run" ]; then
    echo "would run: apt-get update && apt-get install -y --no-install-recommends $packages"
    exit 0
fi
echo "Installing $packages for the browser tests (apt-get; once per machine)..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages >/dev/null
if missing; then
    echo "apt-get installed $packages, but chromium or chromedriver is still not on PATH" >&2
    exit 1
fi
