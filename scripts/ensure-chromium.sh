#!/usr/bin/env bash
# Tests and screenshots use Debian's Chromium; a fresh machine has none, so install it on demand.
set -euo pipefail
if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
echo "Chromium installed at /usr/bin/chromium" >&2
