#!/usr/bin/env bash
# Installs what the test suite needs on a fresh Debian machine (npm packages,
# Debian's chromium, a Devanagari font for the Hindi screens) and runs it all.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
fc-list 2>/dev/null | grep -qiE 'lohit|noto sans devanagari' || need_apt+=(fonts-lohit-deva)
if [ ${#need_apt[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

# Playwright must use Debian's chromium, never download its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm install --no-audit --no-fund
npm test
