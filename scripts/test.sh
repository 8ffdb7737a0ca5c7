#!/usr/bin/env bash
# The whole test suite: installs Chromium when absent, then lint, typecheck, unit, database,
# HTTP, component (browser), story and end-to-end tests, ending with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

# The colour emoji font draws the language selector's flags the same on every machine (screenshots).
if [ ! -x /usr/bin/chromium ] || [ ! -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; then
  echo "Installing Chromium and its fonts from Debian (needed by browser and end-to-end tests)…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core fonts-noto-color-emoji >/dev/null
fi

exec tsx scripts/test.ts "$@"
