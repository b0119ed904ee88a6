#!/usr/bin/env bash
# The e-ticket embeds Debian's Noto fonts (src/surfaces/system-fonts.ts) so Arabic, Hebrew, Thai,
# Japanese, Korean and Chinese print; a fresh machine has none, so install them on demand.
set -euo pipefail
if [ -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ] &&
  [ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ]; then exit 0; fi
echo "Noto fonts are missing: installing fonts-noto-core and fonts-noto-cjk..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-core fonts-noto-cjk >/dev/null
echo "Noto fonts installed under /usr/share/fonts" >&2
