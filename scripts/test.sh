#!/usr/bin/env bash
# The whole test suite: installs Chromium when absent, then lint, typecheck, unit, database,
# HTTP, component (browser), story and end-to-end tests, ending with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian (needed by browser and end-to-end tests)…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi

exec tsx scripts/test.ts "$@"
